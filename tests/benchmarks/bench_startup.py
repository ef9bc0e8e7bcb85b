"""How long a `cuaflow` command takes to start working when a Prefect server is already running.

    .venv/bin/python tests/benchmarks/bench_startup.py [--runs 3]

Starts `prefect server start` (own PREFECT_HOME), then runs `cuaflow run` on a one-recording day with
PREFECT_API_URL set, and times, from the command's launch: the first file the run writes under the output's
work area (work has started), and the command's end, each in wall seconds and in CPU seconds (at first work the
command's own process, read from /proc; at its end the command and the children it waited for, a temporary API
server included; a running server's CPU is never counted). Baselines in the same invocation:
`python -c pass`, the import of the flows module (Python, Prefect, polars, pyarrow), and `cuaflow run` without any
API (a temporary server is started: what the one-machine setup of flows/README.md avoids). Median of `--runs`;
the load average is printed with the figures."""

from __future__ import annotations

import argparse
import os
import resource
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


def cpu_of(pid: int) -> float:
    """User + system CPU seconds of a running process (its threads, not its children)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def first_work(cmd: list[str], env: dict[str, str], out: Path) -> tuple[float, float, float, float]:
    """(wall seconds to the first file under out/_work, CPU seconds by then, wall and CPU to the command's end)."""
    t0, c0 = time.monotonic(), children_cpu()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    first = first_cpu = None
    while proc.poll() is None:
        if first is None and (out / "_work").exists() and any(p.is_file() for p in (out / "_work").rglob("*")):
            first = time.monotonic() - t0
            try:
                first_cpu = cpu_of(proc.pid)
            except (OSError, IndexError):  # ended in between
                first_cpu = None
        time.sleep(0.01)
    end, end_cpu = time.monotonic() - t0, children_cpu() - c0
    if proc.returncode != 0:
        raise SystemExit(f"failed: {proc.stderr.read().decode()[-2000:] if proc.stderr else ''}")
    return (first if first is not None else end), (first_cpu if first_cpu is not None else end_cpu), end, end_cpu


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall, CPU) seconds of a command."""
    t0, c0 = time.monotonic(), children_cpu()
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL)
    return time.monotonic() - t0, children_cpu() - c0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    base = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    src = base / "source"
    make(src, "one", date=DAY, actions=[Action("click", x=40, y=30)], seed=1)
    py, cuaflow = sys.executable, str(REPO / ".venv/bin/cuaflow")
    rows: dict[str, list[tuple[float, float]]] = {}
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
                    cmd = [cuaflow, "run", "--source", str(src), "--output", str(out), "--quiet", "--no-dataset"]
                    first, first_cpu, end, end_cpu = first_work(cmd, env, out)
                    rows.setdefault(f"{label}: first work", []).append((first, first_cpu))
                    rows.setdefault(f"{label}: done", []).append((end, end_cpu))
        print(f"load average {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
        for label, v in rows.items():
            wall, cpu = statistics.median(w for w, _ in v), statistics.median(c for _, c in v)
            print(f"{label:42s} {wall:6.2f} s wall {cpu:6.2f} s CPU   (runs: {', '.join(f'{w:.2f}' for w, _ in v)})")
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
