"""How long a `cuaflow` command takes to start working when a Prefect server is already running.

    .venv/bin/python tests/benchmarks/bench_startup.py [--runs 3]

Starts `prefect server start` (own PREFECT_HOME), then runs `cuaflow run` on a one-recording day with
PREFECT_API_URL set, and times, from the command's launch: the first file the run writes under the output's
work area (work has started), and the command's end. Baselines in the same invocation: `python -c pass`, the
import of the flows module (Python, Prefect, polars, pyarrow), and `cuaflow run` without any API (a temporary
server is started: what the one-machine setup of flows/README.md avoids). Median of `--runs`."""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_orchestration import ENV, running_server  # noqa: E402
from helpers import make  # noqa: E402
from synth import Action  # noqa: E402

DAY = "2025-05-02"


def first_work(cmd: list[str], env: dict[str, str], out: Path) -> tuple[float, float]:
    """(seconds to the first file under out/_work, seconds to the command's end)."""
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    first = None
    while proc.poll() is None:
        if first is None and (out / "_work").exists() and any(p.is_file() for p in (out / "_work").rglob("*")):
            first = time.monotonic() - t0
        time.sleep(0.01)
    end = time.monotonic() - t0
    if proc.returncode != 0:
        raise SystemExit(f"failed: {proc.stderr.read().decode()[-2000:] if proc.stderr else ''}")
    return (first if first is not None else end), end


def timed(cmd: list[str], env: dict[str, str]) -> float:
    t0 = time.monotonic()
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL)
    return time.monotonic() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    base = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    src = base / "source"
    make(src, "one", date=DAY, actions=[Action("click", x=40, y=30)], seed=1)
    py, cuaflow = sys.executable, str(REPO / ".venv/bin/cuaflow")
    rows: dict[str, list[float]] = {}
    try:
        with running_server(base) as (url, _):
            server_env = dict(ENV, PREFECT_API_URL=url)
            for _ in range(args.runs):
                rows.setdefault("python -c pass", []).append(timed([py, "-c", "pass"], ENV))
                rows.setdefault("import cuaflow.flows.pipeline", []).append(
                    timed([py, "-c", "import cuaflow.flows.pipeline"], ENV))
                for label, env in (("cuaflow run, running server", server_env), ("cuaflow run, temporary API", ENV)):
                    out = base / "out"
                    shutil.rmtree(out, ignore_errors=True)
                    first, end = first_work([cuaflow, "run", "--source", str(src), "--output", str(out), "--quiet",
                                             "--no-dataset"], env, out)
                    rows.setdefault(f"{label}: first work", []).append(first)
                    rows.setdefault(f"{label}: done", []).append(end)
        for label, v in rows.items():
            print(f"{label:42s} {statistics.median(v):6.2f} s   (runs: {', '.join(f'{x:.2f}' for x in v)})")
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
