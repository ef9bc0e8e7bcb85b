"""What the nights' quality rows and night over night cost.

    .venv/bin/python tests/benchmarks/bench_nights.py [--recordings 200] [--nights 30] [--repeat 5] [--keep DIR]

- A night's quality row (`tasks/run/nights.py` `quality_row`) of a committed day of `--recordings` recordings: one
  recording processed by every stage, then copied under that many ids with its stage work (the stages find their
  markers), the day published; the row read back from its tables and markers, `--repeat` times (median).
- Judging a night against `--nights` stored rows (`tasks/run/anomalies.py` `judge`), with reading them.

The no-op rerun (`cuaflow run` a second time on the demo's output) is timed by hand, the commands in
tests/benchmarks/README.md."""

from __future__ import annotations

import argparse
import datetime as dt
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

from day import run_day  # noqa: E402
from synth import NIGHT_TEMPLATES, WATCH_LOGICAL, SynthSpec, write_recording  # noqa: E402

from cuaflow.connectors.storage import open_root  # noqa: E402
from cuaflow.schemas.settings import WatchSettings  # noqa: E402
from cuaflow.tasks.run import anomalies  # noqa: E402
from cuaflow.tasks.run.committed import read_manifest  # noqa: E402
from cuaflow.tasks.run.nights import quality_row, write_quality  # noqa: E402

DAY = "2025-03-01"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--recordings", type=int, default=200)
    ap.add_argument("--nights", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--keep")
    a = ap.parse_args()
    base = Path(a.keep) if a.keep else Path(tempfile.mkdtemp(prefix="bench-quality-"))
    tpl, src, out = base / "tpl", base / "src", base / "out"
    spec = SynthSpec(recording_id="20250301_000000", logical_size=WATCH_LOGICAL, tail_ms=400,
                     actions=NIGHT_TEMPLATES["ordinary0"]["actions"])
    write_recording(tpl / DAY / spec.recording_id, spec)
    done = run_day(tpl, base / "tpl-out", DAY, publish=False)
    t0 = time.perf_counter()
    for k in range(a.recordings):
        rid = f"20250301_{k:06d}"
        # the same content under many names: one is processed, the others published as its duplicates (their
        # steps, events and markers are read all the same)
        dst = src / DAY / rid
        shutil.copytree(tpl / DAY / spec.recording_id, dst)
        work = out / "_work" / f"date={DAY}" / rid
        shutil.copytree(base / "tpl-out" / "_work" / f"date={DAY}" / spec.recording_id, work)
        for doc in work.glob("*.json"):
            doc.write_text(doc.read_text().replace(spec.recording_id, rid))
    ctx = done.ctx.model_copy(update={"source_url": str(src), "output_url": str(out)})
    day = run_day(src, out, DAY, ctx=ctx)
    print(f"day of {a.recordings} recordings published in {time.perf_counter() - t0:.1f} s "
          f"({day.report.recordings if day.report else None})")
    root = open_root(str(out))
    m = read_manifest(root, DAY)
    assert m is not None
    took = []
    for _ in range(a.repeat):
        t = time.perf_counter()
        row = quality_row(root, m, str(src))
        took.append(time.perf_counter() - t)
    print(f"quality row of {m.recordings.seen} recordings ({m.steps} steps, {m.samples} samples): median "
          f"{statistics.median(took) * 1000:.0f} ms, max {max(took) * 1000:.0f} ms over {a.repeat}")
    first = dt.date(2025, 1, 1)
    for k in range(a.nights):  # stored nights before the day, each standing for a committed one
        d = (first + dt.timedelta(days=k)).isoformat()
        write_quality(root, row.model_copy(update={"date": d}))
        (out / "_manifests" / f"date={d}.json").write_text((out / "_manifests" / f"date={DAY}.json").read_text())
    took = []
    for _ in range(a.repeat):
        t = time.perf_counter()
        [j] = anomalies.judge(root, [row], WatchSettings())
        took.append(time.perf_counter() - t)
    print(f"judging a night against {a.nights} stored nights: median {statistics.median(took) * 1000:.0f} ms "
          f"({len(j.anomalies)} anomalies)")
    if not a.keep:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
