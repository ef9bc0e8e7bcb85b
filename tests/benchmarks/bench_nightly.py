"""Dataset builds over simulated nightly runs: time and `datasets/` bytes per night, incremental against the
former full-copy builds, in one invocation.

    .venv/bin/python tests/benchmarks/bench_nightly.py [--nights 30] [--per-day 10] [--keep DIR]

Each night: `--per-day` short synthetic recordings are written for a new date and processed without an
orchestrator (discover → every stage → publish, `tests/day.py`), then the dataset is built (incremental: the
build as it is, frames hard-linked, unchanged hashes taken from the previous manifest, annotated images cached,
retention `keep_last` 7). Printed per night: build seconds, KiB added to `datasets/` (real disk usage: new
distinct inodes below `datasets/`, a hard-linked file counted once; an image linked from `frames/` counts as
added on the night it first enters a version) split into images and text (JSONL, manifest, card, config), the
total and the committed versions.

Baseline, the former behaviour (`build_dataset(..., incremental=False)`: every image read and written into each
new version, every version kept): on the first and last `--baseline-nights` nights, built in a second output
root whose tables, manifests and frames are hard links to the first one's (same inputs, no second pipeline
run); its version is measured (the bytes that night adds) and then deleted, so the run's disk use stays small.

Frames are written at PNG level 0 (`--png-level`): synthetic screens are flat colours that compress to ~4 KB at
the production level 1, while real screenshots are 1-3 MB; at level 0 a 320x200 frame is its raw ~190 KB, so
images weigh against the JSONL text about as in real data (still lighter: the text share printed is an upper
bound)."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

from day import run_day  # noqa: E402
from helpers import make  # noqa: E402
from synth import Action  # noqa: E402

from cuaflow.schemas.config import RunContext  # noqa: E402
from cuaflow.schemas.dataset_config import DatasetConfig, RetentionSpec  # noqa: E402
from cuaflow.schemas.settings import FrameSettings, PipelineSettings  # noqa: E402
from cuaflow.tasks.export import build_dataset  # noqa: E402

ACTS = [Action("click", x=40, y=30), Action("type", text="ab"), Action("scroll", x=80, y=60, delta=-1, notches=2),
        Action("click", x=150, y=90)]
KIB = 1024


def inodes(folder: Path) -> dict[tuple[int, int], tuple[int, bool]]:
    """Every distinct inode below `folder` (a hard-linked file counts once): its size and whether it is an image."""
    found: dict[tuple[int, int], tuple[int, bool]] = {}
    for dirpath, _dirs, files in os.walk(folder):
        for f in files:
            st = os.lstat(os.path.join(dirpath, f))
            found.setdefault((st.st_dev, st.st_ino), (st.st_size, f.endswith((".png", ".jpg", ".webp"))))
    return found


def disk_bytes(folder: Path) -> int:
    return sum(size for size, _ in inodes(folder).values())


class Usage:
    """Bytes of `datasets/` on disk, and what a night added (new inodes: images, and text: JSONL, manifest…)."""

    def __init__(self, folder: Path) -> None:
        self.folder, self.seen = folder, set[tuple[int, int]]()

    def night(self) -> tuple[int, int, int]:
        now = inodes(self.folder)
        new = [v for k, v in now.items() if k not in self.seen]
        self.seen = set(now)
        return (sum(s for s, _ in now.values()), sum(s for s, img in new if img), sum(s for s, img in new if not img))


def mirror_partition(a: Path, b: Path, day: str) -> None:
    """The published partition of `day` from root a into root b, as hard links (inputs of the full-copy build)."""
    parts = [a / "frames" / f"date={day}", *(t / f"date={day}" for t in (a / "tables").iterdir())]
    for p in parts:
        if p.exists():
            shutil.copytree(p, b / p.relative_to(a), copy_function=os.link, dirs_exist_ok=True)
    (b / "_manifests").mkdir(parents=True, exist_ok=True)
    os.link(a / "_manifests" / f"date={day}.json", b / "_manifests" / f"date={day}.json")


def versions(root: Path) -> int:
    ds = root / "datasets"
    return sum(1 for p in ds.iterdir() if (p / "manifest.json").exists()) if ds.exists() else 0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nights", type=int, default=30)
    ap.add_argument("--per-day", type=int, default=10)
    ap.add_argument("--keep-last", type=int, default=RetentionSpec().keep_last)
    ap.add_argument("--baseline-nights", type=int, default=5, help="full-copy builds on the first and last N nights "
                    "(0: none)")
    ap.add_argument("--png-level", type=int, default=0)
    ap.add_argument("--size", default="320x200", help="logical screen size of the recordings (scale 1)")
    ap.add_argument("--keep", type=Path, help="work in this folder and leave it (default: a temporary one)")
    args = ap.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    work = args.keep or Path(tempfile.mkdtemp(prefix="bench-nightly-"))
    src, inc, full = work / "src", work / "incremental", work / "full"
    cfg = DatasetConfig(name_prefix="nightly", output={"formats": ["cudag", "llamafactory", "seed003"]},
                        retention=RetentionSpec(keep_last=args.keep_last))
    settings = PipelineSettings(frames=FrameSettings(png_compress_level=args.png_level))
    ctx_inc = RunContext(source_url=str(src), output_url=str(inc), dataset=cfg, settings=settings)
    ctx_full = RunContext(source_url=str(src), output_url=str(full), settings=settings,
                          dataset=cfg.model_copy(update={"retention": RetentionSpec(keep_last=None)}))
    baseline = {n for n in range(args.nights) if n < args.baseline_nights or n >= args.nights - args.baseline_nights}
    print(f"{args.nights} nights x {args.per_day} recordings ({args.size}, PNG level {args.png_level}); incremental "
          f"keep_last={args.keep_last}; full copy on nights {sorted(n + 1 for n in baseline)}; work folder {work}")
    print("per night: build wall and CPU seconds; KiB added to datasets/ as images and as text (JSONL, manifest, "
          "card); datasets/ total KiB; committed versions; images linked")
    print(f"{'':>14} | {'incremental':^56} | {'full copy':^35}")
    print(f"{'night':>5} {'stages s':>8} | {'build s':>7} {'cpu s':>7} {'+img KiB':>9} {'+txt KiB':>9} "
          f"{'total KiB':>10} {'vers':>4} {'linked':>6} | {'build s':>7} {'cpu s':>7} {'+img KiB':>9} {'+txt KiB':>9}")
    rows = []
    use_inc = Usage(inc / "datasets")
    for n in range(args.nights):
        day = f"2025-{1 + n // 28:02d}-{1 + n % 28:02d}"
        for k in range(args.per_day):
            make(src, f"n{n:03d}r{k:02d}", date=day, actions=ACTS, seed=n * 100 + k, logical_size=size, scale=1.0)
        t0 = time.perf_counter()
        run_day(src, inc, day, ctx=ctx_inc)
        stages_s = time.perf_counter() - t0
        t0, c0 = time.perf_counter(), time.process_time()
        info = build_dataset(ctx_inc)
        inc_s, inc_cpu = time.perf_counter() - t0, time.process_time() - c0
        total, img, txt = use_inc.night()
        row = {"night": n + 1, "inc_s": inc_s, "inc_cpu": inc_cpu, "inc_img": img, "inc_txt": txt,
               "inc_add": img + txt, "inc_total": total}
        line = (f"{n + 1:>5} {stages_s:>8.2f} | {inc_s:>7.3f} {inc_cpu:>7.3f} {img / KIB:>9.0f} {txt / KIB:>9.0f} "
                f"{total / KIB:>10.0f} {versions(inc):>4} {info.files.linked:>6} |")
        mirror_partition(inc, full, day)
        if n in baseline:
            t0, c0 = time.perf_counter(), time.process_time()
            made = build_dataset(ctx_full, incremental=False)
            full_s, full_cpu = time.perf_counter() - t0, time.process_time() - c0
            _, img, txt = Usage(full / "datasets").night()
            shutil.rmtree(Path(made.path))  # measured; the old behaviour would keep it (and all before it)
            row |= {"full_s": full_s, "full_cpu": full_cpu, "full_img": img, "full_txt": txt, "full_add": img + txt}
            line += f" {full_s:>7.3f} {full_cpu:>7.3f} {img / KIB:>9.0f} {txt / KIB:>9.0f}"
        rows.append(row)
        print(line, flush=True)

    def mean(key: str, part: list[dict]) -> float:
        return sum(r[key] for r in part) / len(part)

    k = min(5, len(rows))
    print(f"\nmeans, first {k} nights -> last {k} nights (ratio); full copy: first and last baseline nights")
    for mode in ("inc", "full") if args.baseline_nights else ("inc",):
        label = "incremental" if mode == "inc" else "full copy"
        measured = [r for r in rows if mode + "_s" in r]
        kk = min(k, args.baseline_nights) if mode == "full" else k
        first, last = measured[:kk], measured[-kk:]
        for key, what, unit in (("_s", "build s", 1), ("_cpu", "cpu s", 1), ("_img", "+img KiB", KIB),
                                ("_txt", "+txt KiB", KIB), ("_add", "+all KiB", KIB)):
            a, b = mean(mode + key, first) / unit, mean(mode + key, last) / unit
            print(f"  {label:<12} {what:<9} {a:>10.3f} -> {b:<10.3f} (x{b / a if a else float('nan'):.2f})")
    if args.baseline_nights:
        r = rows[-1]
        print(f"\nnight {r['night']}: full copy / incremental: build time x{r['full_s'] / r['inc_s']:.1f}, "
              f"bytes added x{r['full_add'] / max(1, r['inc_add']):.1f}")
    print(f"datasets/ after {len(rows)} nights (incremental, {versions(inc)} versions): "
          f"{rows[-1]['inc_total'] / KIB / KIB:.1f} MiB; frames/ (inodes shared with the versions' images): "
          f"{disk_bytes(inc / 'frames') / KIB / KIB:.1f} MiB")
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
