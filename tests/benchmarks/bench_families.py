"""Samples per recording by family (action, action_low_level, grounding), and what the extra families cost.

    .venv/bin/python tests/benchmarks/bench_families.py [--keep DIR]

Two sources, each run twice through every stage (the shipped `config/dataset.yaml`, every family on; then the
same with `families: {action: 1}`), timing the samples stage of each run in CPU seconds:
- the demo's source (`cuaflow demo`'s synthetic recordings);
- the two real Clones logs of `tests/fixtures/clones-real/`, each given a flat 2880x1800 H.264 video at 2 fps over
  its logged duration (the logs come without video; the screen content is not the recording's, so grounding
  counts show what the logs' accessibility snapshots allow, not what a real screen would dedupe).
Printed: per recording, the samples of each family and the steps with an instruction by source."""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import polars as pl

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

from day import run_day  # noqa: E402
from synth import encode_video  # noqa: E402

from cuaflow.connectors.storage import open_root  # noqa: E402
from cuaflow.connectors.synth import demo_source  # noqa: E402
from cuaflow.schemas.config import RunContext  # noqa: E402
from cuaflow.tasks.configuration import load_dataset_config, load_settings  # noqa: E402
from cuaflow.tasks.run.dates import scan_source  # noqa: E402

REAL = REPO / "tests" / "fixtures" / "clones-real"


def real_source(root: Path) -> None:
    for rec in sorted(p for p in REAL.iterdir() if p.is_dir()):
        meta = json.loads((rec / "meta.json").read_text())
        day = root / meta["timestamp"][:10] / rec.name
        shutil.copytree(rec, day)
        seconds = float(meta.get("duration_seconds") or 60)
        pts = [k * 500.0 for k in range(int(seconds * 2) + 1)]
        encode_video(day / "recording.mp4", (2880, 1800), pts,
                     lambda k, p: np.full((1800, 2880, 3), 128 + (k % 2) * 8, dtype=np.uint8), keyint=20)


def run(src: Path, out: Path, families: dict[str, float] | None) -> tuple[pl.DataFrame, pl.DataFrame, float]:
    dataset = load_dataset_config()
    if families is not None:
        dataset = dataset.model_copy(update={"families": dataset.families.model_copy(update=families)})
    ctx = RunContext(source_url=str(src), output_url=str(out), settings=load_settings(), dataset=dataset)
    cpu = 0.0
    for day in scan_source(open_root(str(src))).dates:
        t0 = time.process_time()
        result = run_day(src, out, day, ctx=ctx)
        cpu += time.process_time() - t0
        del result
    samples = pl.read_parquet(out / "tables" / "samples") if (out / "tables" / "samples").exists() else pl.DataFrame()
    steps = pl.read_parquet(out / "tables" / "steps")
    return samples, steps, cpu


def table(samples: pl.DataFrame, steps: pl.DataFrame) -> str:
    fams = ["action", "action_low_level", "grounding"]
    counts = ({(r, f): n for r, f, n in samples.group_by("recording_id", "family").len().rows()}
              if samples.height else {})
    src = {(r, s): n for r, s, n in steps.group_by("recording_id", "instruction_source").len().rows()}
    lines = ["| recording | steps | " + " | ".join(fams) + " | instructions (template / positional / human / none) |",
             "|---|---|" + "---|" * (len(fams) + 1)]
    for rec in sorted(steps["recording_id"].unique().to_list()):
        n = steps.filter(pl.col("recording_id") == rec).height
        inst = " / ".join(str(src.get((rec, s), 0)) for s in ("template", "positional", "human", None))
        lines.append(f"| {rec} | {n} | " + " | ".join(str(counts.get((rec, f), 0)) for f in fams) + f" | {inst} |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--keep", type=Path, help="keep the sources and outputs here")
    args = ap.parse_args()
    base = args.keep or Path(tempfile.mkdtemp(prefix="bench-families-"))
    for name, make_source in (("demo", demo_source), ("real Clones logs", real_source)):
        src = base / f"{name.split()[0]}-src"
        if not src.exists():
            make_source(src)
        all_on = run(src, base / f"{name.split()[0]}-all", None)
        action = run(src, base / f"{name.split()[0]}-action", {"action_low_level": 0.0, "grounding": 0.0})
        print(f"\n## {name}\n\n{table(all_on[0], all_on[1])}\n")
        print(f"CPU of every stage of every recording: all families {all_on[2]:.1f} s, action only "
              f"{action[2]:.1f} s ({all_on[2] / max(action[2], 1e-9):.2f}x)")


if __name__ == "__main__":
    main()
