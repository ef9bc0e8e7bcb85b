"""Privacy on screens it was not built against: recall and over-redaction by type and by situation.

    .venv/bin/python tests/benchmarks/bench_privacy_screens.py [--source DIR] [--out DIR]

Renders (or reuses, `--source`) the recordings of tests/privacy_screens.py with Debian's chromium — a HiDPI
settings page, a spreadsheet of international contacts, an invoice, Cyrillic and Greek text, IPv6, a checkout form
typed in pieces — runs them through the pipeline with the default settings and the rig's deny-list, and prints a
markdown table: identifiers whose every character is filled in every published frame showing them, by type and by
situation (`PERSON`, names of people nobody listed, reported apart), UI words filled by mistake per screen, the
`ocr_lines` rows marked private, and how many identifiers (or typed pieces) any output byte still holds.
"""

from __future__ import annotations

import argparse
import io
import pickle
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the rig and the synthetic recordings

from day import run_day
from privacy_screens import DENY, Rig, by, render, score

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.settings import PipelineSettings, PrivacySettings
from cuaflow.tasks.run.committed import read_table

DATE = "2025-01-01"


def _rgb(path: Path) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(path.read_bytes())).convert("RGB"))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", type=Path, default=None, help="rendered recordings to reuse (made when missing)")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    src = args.source or Path(tempfile.mkdtemp(prefix="screens-src-"))
    rig_file = src / "rig.pickle"
    if not rig_file.exists():
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if chromium is None:
            sys.exit("chromium is not installed")
        rig = render(chromium, src / DATE, src / "_work")
        rig_file.write_bytes(pickle.dumps(rig))
    rig: Rig = pickle.loads(rig_file.read_bytes())
    out = args.out or Path(tempfile.mkdtemp(prefix="screens-out-"))
    shutil.rmtree(out, ignore_errors=True)
    ctx = RunContext(source_url=str(src), output_url=str(out),
                     settings=PipelineSettings(privacy=PrivacySettings(deny_list=list(DENY))))
    t0 = time.perf_counter()
    run = run_day(src, out, DATE, ctx=ctx)
    took = time.perf_counter() - t0
    assert all(r.status == "ok" for r in run.results.values()), run.results
    root = open_root(str(out))
    steps = read_table(root, "steps")
    frames = {}
    for (rid,), g in steps.group_by("recording_id"):
        rels = sorted(set(g["pre_image"].drop_nulls()) | set(g["post_image"].drop_nulls()))
        frames[str(rid)] = [_rgb(out / r) for r in rels]
    sc = score(rig, frames)
    print(f"run {took:.1f} s, {sum(len(v) for v in frames.values())} published frames\n")
    print("| by type | filled | | by situation | filled |\n|---|---|---|---|---|")
    kinds, places = sorted(by(sc, rig, "type").items()), sorted(by(sc, rig, "situation").items())
    for k in range(max(len(kinds), len(places))):
        a = f"{kinds[k][0]} | {kinds[k][1][0]}/{kinds[k][1][1]}" if k < len(kinds) else " | "
        b = f"{places[k][0]} | {places[k][1][0]}/{places[k][1][1]}" if k < len(places) else " | "
        print(f"| {a} | | {b} |")
    person = [ok for (_, kind, _), ok in sc.ids.items() if kind == "PERSON"]
    bad = sum(b for _, b in sc.words)
    print(f"\nPERSON (names nobody listed): {sum(person)}/{len(person)} filled; UI words filled: {bad}/{len(sc.words)}"
          f" ({bad / max(1, len(sc.words)):.1%}): {sorted({w for w, b in sc.words if b})}")
    lines = read_table(root, "ocr_lines")
    print(f"ocr_lines: {lines['private'].sum()}/{lines.height} private")
    values = rig.values()
    held = set()
    for p in out.rglob("*"):
        if p.is_file():
            data = p.read_bytes()
            held |= {v for v in values if v.encode() in data}
            if p.suffix == ".parquet":
                import polars as pl

                text = "\n".join(str(v) for col in pl.read_parquet(p).iter_columns() for v in col.to_list())
                held |= {v for v in values if v in text}
    print(f"identifiers and typed pieces in output bytes: {len(held)}/{len(values)} {sorted(held)}")


if __name__ == "__main__":
    main()
