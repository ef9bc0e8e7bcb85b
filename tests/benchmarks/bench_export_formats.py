"""The dataset formats against each other on this machine: bytes per sample, build time, and samples per second
read back (images decoded) through Hugging Face `datasets` streaming (`hf`), the `webdataset` package
(`webdataset`) and the JSONL + PNG folder (`cudag`: `train.jsonl`, each image opened by path), in one invocation.

    .venv/bin/python tests/benchmarks/bench_export_formats.py [--recordings 40] [--size 1280x800] [--keep DIR]

`--recordings` synthetic recordings (one day, 6 steps each) are processed once (discover → stages → publish,
`tests/day.py`); then each format is built alone into its own output root that shares the tables and frames by
hard links, so each build time is one format's. The JSONL + PNG form is built twice: as builds run (frames
hard-linked into the version: no image bytes move) and with every image copied (`incremental=False`), the
fair comparison for the embedded formats, which always write their images. Bytes per sample: the format's own
files (cudag: JSONL, images/, test/; hf: hf/; webdataset: wds/) over the samples they hold. Reading: every
`train` sample, its images fully decoded (`PIL.Image.load`), best of `--repeats`: seconds to the first sample
(opening the dataset) and samples per second after it.

Frames are written at PNG level 0 (`--png-level`): synthetic screens are flat colours that compress to a few KB
at the production level, while real screenshots are 1-3 MB (see bench_nightly.py)."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

import datasets  # noqa: E402
import webdataset as wds  # noqa: E402
from day import run_day  # noqa: E402
from helpers import make  # noqa: E402
from PIL import Image  # noqa: E402
from synth import Action  # noqa: E402

from cuaflow.schemas.config import RunContext  # noqa: E402
from cuaflow.schemas.dataset_config import DatasetConfig  # noqa: E402
from cuaflow.schemas.settings import FrameSettings, PipelineSettings  # noqa: E402
from cuaflow.tasks.export import build_dataset  # noqa: E402

DAY = "2025-09-01"
OWN = {"cudag": ("train.jsonl", "val.jsonl", "data.jsonl", "images", "test"), "hf": ("hf",), "webdataset": ("wds",)}


def acts(w: int, h: int) -> list[Action]:
    return [Action("click", x=w // 8, y=h // 6), Action("type", text="hello"), Action("click", x=w // 2, y=h // 2),
            Action("scroll", x=w // 3, y=h // 3, delta=-1, notches=2), Action("double_click", x=w // 4, y=h // 5),
            Action("click", x=w - 40, y=h - 30)]


def mirror(a: Path, b: Path) -> None:
    """Root b: root a's tables, frames and manifests as hard links (the same published inputs)."""
    shutil.copytree(a, b, copy_function=os.link, ignore=shutil.ignore_patterns("datasets"))


def own_bytes(ds: Path, fmt: str) -> int:
    total = 0
    for name in OWN[fmt]:
        p = ds / name
        files = [p] if p.is_file() else [f for f in p.rglob("*") if f.is_file()] if p.exists() else []
        total += sum(f.stat().st_size for f in files)
    return total


def rate(items: Callable[[], Iterable[list[Image.Image]]], repeats: int) -> tuple[int, float, float]:
    """Samples read, seconds to the first sample (opening: data files resolved, first shard opened) and
    samples per second after it; best of `repeats`."""
    best, first_s, n = (0.0, float("inf")), float("inf"), 0
    for _ in range(repeats):
        t0, n, t1 = time.perf_counter(), 0, 0.0
        for images in items():
            for im in images:
                im.load()
            n += 1
            t1 = t1 or time.perf_counter()
        first_s = min(first_s, t1 - t0)
        per_s = (n - 1) / max(1e-9, time.perf_counter() - t1)
        best = max(best, (per_s, 0.0))
    return n, first_s, best[0]


def read_jsonl(ds: Path) -> Iterable[list[Image.Image]]:
    for line in (ds / "train.jsonl").read_text().splitlines():
        yield [Image.open(ds / json.loads(line)["image"])]


def read_hf(ds: Path) -> Iterable[list[Image.Image]]:
    for row in datasets.load_dataset(str(ds), streaming=True, split="train"):
        yield row["images"]


def read_wds(ds: Path) -> Iterable[list[Image.Image]]:
    shards = json.loads((ds / "wds" / "step" / "shards.json").read_text())["train"]
    for s in wds.WebDataset([str(ds / x["path"]) for x in shards], shardshuffle=False).decode("pil"):
        yield [s[k] for k in s["json"]["images"]]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--recordings", type=int, default=40)
    ap.add_argument("--size", default="1280x800", help="logical screen size (scale 1)")
    ap.add_argument("--png-level", type=int, default=0)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--keep", type=Path, help="work in this folder and leave it (default: a temporary one)")
    args = ap.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    work = args.keep or Path(tempfile.mkdtemp(prefix="bench-formats-"))
    src, base = work / "src", work / "base"
    for k in range(args.recordings):
        make(src, f"b{k:03d}", date=DAY, actions=acts(w, h), seed=k, logical_size=(w, h), scale=1.0)
    settings = PipelineSettings(frames=FrameSettings(png_compress_level=args.png_level))
    t0 = time.perf_counter()
    run_day(src, base, DAY, ctx=RunContext(source_url=str(src), output_url=str(base), settings=settings))
    stages_s = time.perf_counter() - t0
    print(f"{args.recordings} recordings {args.size}, PNG level {args.png_level}: stages {stages_s:.1f} s; "
          f"work folder {work}")
    runs: list[tuple[str, str, bool]] = [("cudag (linked)", "cudag", True), ("cudag (copied)", "cudag", False),
                                         ("hf", "hf", True), ("webdataset", "webdataset", True)]
    readers: dict[str, Callable[[Path], Iterable[list[Image.Image]]]] = {
        "cudag": read_jsonl, "hf": read_hf, "webdataset": read_wds}
    print(f"{'format':<16} {'samples':>7} {'KiB/sample':>10} {'build s':>8} {'train read':>10} {'first s':>7} "
          f"{'samples/s':>9}")
    results: dict[str, Any] = {}
    for label, fmt, incremental in runs:
        out = work / label.replace(" ", "_").strip("()")
        mirror(base, out)
        cfg = DatasetConfig(name_prefix="bench", output={"formats": [fmt]}, prompt={"history_images": 0})
        ctx = RunContext(source_url=str(src), output_url=str(out), dataset=cfg, settings=settings)
        t0 = time.perf_counter()
        info = build_dataset(ctx, incremental=incremental)
        build_s = time.perf_counter() - t0
        ds = Path(info.path)
        held = sum(info.splits[s] for s in ("train", "val")) + sum(
            1 for _ in (ds / "test" / "images").iterdir()) if fmt == "cudag" else sum(
            e.rows for e in (info.hf or {}).get("step", {}).values()) if fmt == "hf" else sum(
            (info.webdataset or {})["step"].values())
        n, first_s, per_s = rate(lambda ds=ds, fmt=fmt: readers[fmt](ds), args.repeats)
        kib = own_bytes(ds, fmt) / max(1, held) / 1024
        results[label] = {"samples": held, "kib_per_sample": kib, "build_s": build_s, "read": n, "per_s": per_s}
        print(f"{label:<16} {held:>7} {kib:>10.1f} {build_s:>8.2f} {n:>10} {first_s:>7.2f} {per_s:>9.0f}", flush=True)
    ref = results["cudag (linked)"]["per_s"]
    print("\nread rate vs JSONL + PNG: " + ", ".join(f"{k} x{v['per_s'] / ref:.2f}" for k, v in results.items()
                                                        if not k.startswith("cudag")))
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
