"""Peak memory of `cuaflow run` on a day of long recordings, with room for many at once and with a low budget.

    .venv/bin/python tests/benchmarks/bench_budget.py [--recordings 20] [--lines 300000] [--budget-mb 700]

Writes a day of `--recordings` recordings, each with a `--lines`-line Clones log (the generator of
bench_memory.py), then runs `cuaflow run` on it twice, each on a fresh output root, sampling the resident
memory of the whole process tree: first with 8 recordings allowed at once and the default budget (half the
free memory: the budget does not bind), then with `memory_budget_mb: --budget-mb`. Printed: peak RSS and wall
of each, the estimate of one recording, and how many the budget lets run at once."""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_memory import DAY, write_source  # noqa: E402
from bench_orchestration import ENV, REPO, measure  # noqa: E402

from cuaflow.schemas.settings import ResourceSettings  # noqa: E402

MIB = 1 << 20


def write_day(base: Path, n: int, lines: int) -> tuple[Path, int]:
    src = base / "source"
    marker = base / f".complete-{n}-{lines}"
    if marker.exists():
        return src, int(marker.read_text())
    shutil.rmtree(src, ignore_errors=True)
    size = 0
    for k in range(n):
        tmp = base / "one"
        shutil.rmtree(tmp, ignore_errors=True)
        size = write_source(tmp, lines)
        (src / DAY).mkdir(parents=True, exist_ok=True)
        shutil.move(tmp / DAY / "long-log", src / DAY / f"long-{k:02d}")
    marker.write_text(str(size))
    return src, size


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--recordings", type=int, default=20)
    ap.add_argument("--lines", type=int, default=300_000)
    ap.add_argument("--budget-mb", type=int, default=700)
    ap.add_argument("--keep", type=Path, default=None)
    args = ap.parse_args()
    base = args.keep or Path(tempfile.mkdtemp(prefix="bench-budget-"))
    base.mkdir(parents=True, exist_ok=True)
    src, log_size = write_day(base, args.recordings, args.lines)
    res = ResourceSettings()
    one = res.recording_base_mb * MIB + res.log_memory_factor * log_size
    print(f"{args.recordings} recordings, log {log_size / MIB:.1f} MiB each; estimate per recording "
          f"{one / MIB:.0f} MiB", flush=True)
    cuaflow = str(REPO / ".venv/bin/cuaflow")
    cases = {"8 at once, default budget": "resources: {max_in_flight: 8, batch_bytes_mb: 0}\n",
             f"budget {args.budget_mb} MiB": f"resources: {{max_in_flight: 8, batch_bytes_mb: 0, "
                                             f"memory_budget_mb: {args.budget_mb}}}\n"}
    try:
        for label, yaml in cases.items():
            settings = base / "pipeline.yaml"
            settings.write_text(yaml)
            out = base / "out"
            shutil.rmtree(out, ignore_errors=True)
            cpu, wall, peak = measure([cuaflow, "run", "--source", str(src), "--output", str(out), "--quiet",
                                       "--no-dataset", "--settings", str(settings)], ENV)
            fits = max(1, int(args.budget_mb * MIB // one)) if "budget " in label else 8
            print(f"{label:28s}: at most {fits} in flight | peak RSS {peak / MIB:6.0f} MiB | wall {wall:6.1f} s | "
                  f"CPU {cpu:6.1f} s", flush=True)
    finally:
        if args.keep is None:
            shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
