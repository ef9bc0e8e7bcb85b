"""Reruns that have nothing to do: a backfill over committed days and a rerun of a committed 200-recording day.

    .venv/bin/python tests/benchmarks/bench_skip.py [--days 365] [--recordings 200] [--keep DIR]

Writes `--days` date folders of one short recording each, and one day of `--recordings` recordings; commits them
Prefect-free (every stage, publish, the source state a flow run records), then, against a running Prefect
server (own PREFECT_HOME), times:
- `cuaflow backfill --start <first> --end <last>` over the committed days: each day decided unchanged from its
  listing (`tasks/run/skip.py`), the dataset build skipped;
- `cuaflow run` on the 200-recording day, the same way.
Baselines in the same invocation: `python -c "import cuaflow.flows.pipeline"` (the import floor of any run), and
each command after removing the recorded source states (`_work/state/`): what every rerun did before, one
partition subflow per day whose per-recording task runs find the stage markers (re-hashing the inputs)."""

from __future__ import annotations

import argparse
import datetime as dt
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_orchestration import ENV, running_server  # noqa: E402
from day import run_day  # noqa: E402
from helpers import make  # noqa: E402
from synth import Action  # noqa: E402

from cuaflow.schemas.config import RunContext  # noqa: E402
from cuaflow.tasks.configuration import load_dataset_config, load_settings  # noqa: E402
from cuaflow.tasks.export import build_dataset  # noqa: E402
from cuaflow.tasks.run.skip import STATE, record_state, source_state  # noqa: E402

FIRST = dt.date(2024, 1, 1)
ACTS = [Action("click", x=40, y=30)]


def commit(src: Path, out: Path, days: list[str]) -> None:
    ctx = RunContext(source_url=str(src), output_url=str(out), settings=load_settings(), dataset=load_dataset_config())
    for day in days:
        state = source_state(ctx, day)
        run_day(src, out, day, ctx=ctx)
        record_state(ctx, state)
    build_dataset(ctx)


def timed(cmd: list[str], env: dict[str, str]) -> float:
    """Wall seconds of a command; its CPU seconds are added to CPU[label of the command]."""
    t0, c0 = time.monotonic(), children_cpu()
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    CPU.setdefault(" ".join(cmd[:2]), []).append(children_cpu() - c0)
    return time.monotonic() - t0


CPU: dict[str, list[float]] = {}


def children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=365)
    ap.add_argument("--recordings", type=int, default=200)
    ap.add_argument("--keep", type=Path, help="work folder to keep (sources and outputs reused)")
    ap.add_argument("--no-baseline", action="store_true", help="skip the runs without recorded states (minutes)")
    args = ap.parse_args()
    base = args.keep or Path(tempfile.mkdtemp(prefix="bench-skip-"))
    days = [(FIRST + dt.timedelta(days=k)).isoformat() for k in range(args.days)]
    year_src, year_out = base / "year-src", base / "year-out"
    big_src, big_out, big_day = base / "day-src", base / "day-out", "2025-01-01"
    t0 = time.process_time()
    if not year_out.exists():
        for k, day in enumerate(days):
            make(year_src, f"r{k:03d}", date=day, actions=ACTS, seed=k, logical_size=(80, 50), scale=1.0,
                 tail_ms=300, lead_ms=200)
        commit(year_src, year_out, days)
    if not big_out.exists():
        for k in range(args.recordings):
            make(big_src, f"r{k:03d}", date=big_day, actions=ACTS, seed=k, logical_size=(80, 50), scale=1.0,
                 tail_ms=300, lead_ms=200)
        commit(big_src, big_out, [big_day])
    print(f"sources written and committed in {time.process_time() - t0:.0f} s CPU; load {os.getloadavg()}")
    cuaflow = str(REPO / ".venv/bin/cuaflow")
    with running_server(base) as (url, _):
        env = dict(ENV, PREFECT_API_URL=url)
        floor = timed([sys.executable, "-c", "import cuaflow.flows.pipeline"], env)
        backfill = [cuaflow, "backfill", "--source", str(year_src), "--output", str(year_out), "--start", days[0],
                    "--end", days[-1], "--quiet"]
        rerun = [cuaflow, "run", "--source", str(big_src), "--output", str(big_out), "--quiet"]
        rows = []
        for label, cmd, out in ((f"backfill of {args.days} committed days", backfill, year_out),
                                (f"rerun of a committed {args.recordings}-recording day", rerun, big_out)):
            skip = timed(cmd, env)
            before = float("nan")
            if not args.no_baseline:
                shutil.rmtree(out / STATE, ignore_errors=True)  # the former behaviour: no recorded state
                before = timed(cmd, env)
            again = timed(cmd, env)  # the baseline recorded the states again: skipping once more
            rows.append((label, skip, again, before))
    print(f"load average after: {os.getloadavg()}")
    print(f"import floor (python -c 'import cuaflow.flows.pipeline'): {floor:.2f} s")
    for label, skip, again, before in rows:
        print(f"{label}: {skip:.1f} s and {again:.1f} s skipping unchanged days; {before:.1f} s without the recorded "
              f"states (stage markers only): {before / min(skip, again):.1f}x")
    for cmd, cpu in CPU.items():  # in order: the skipping runs, then the one without recorded states if any
        print(f"CPU seconds of `{cmd.rsplit('/', 1)[-1]}` runs: {', '.join(f'{c:.2f}' for c in cpu)}")
    if not args.keep:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
