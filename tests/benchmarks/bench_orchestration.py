"""What orchestration costs: the same day through `cuaflow run` (Prefect) and through the same stages called
directly in one process (no Prefect), paired, in one invocation.

    .venv/bin/python tests/benchmarks/bench_orchestration.py [--recordings 200] [--runs 1] [--dask 1,2]
                                                             [--server] [--keep DIR]

Each path runs as a child process on a fresh output root and does the same work: discover the day, every
stage of every recording, publish the partition, its review pages, the dataset and its review page.
Measured per run: CPU seconds (user + system of the command and every descendant it waited for: the
temporary API server, Dask workers; `getrusage(RUSAGE_CHILDREN)`), wall seconds, peak RSS of the process
tree (sampled every 100 ms). Printed: each figure, then the Prefect path over the direct path.

`--server` also runs the Prefect path against an already running `prefect server start` (what flows/README.md
recommends on one machine), started here first with its own PREFECT_HOME; the server's CPU from the run's
start until it is idle again is added to that path's CPU. `--dask 1,2` also runs the
Prefect path with a local Dask cluster of 1 and then 2 worker processes (wall time is the figure to read).
Outputs of every path are compared: same tables and frames, byte for byte."""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import psutil

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

from helpers import free_port, make  # noqa: E402
from synth import Action  # noqa: E402

DAY = "2025-05-01"
MIB = 1 << 20
ACTS = [Action("click", x=40, y=30), Action("type", text="hi"), Action("drag", x=10, y=10, x2=200, y2=150)]
ENV = dict(os.environ, PREFECT_SERVER_ANALYTICS_ENABLED="false", DO_NOT_TRACK="1",
           PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS="180")

DIRECT = """
import sys
from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.tasks import export
from cuaflow.tasks.review import review
from cuaflow.tasks.recording.ingest import discover
from cuaflow.tasks.run.publish import publish_day
from cuaflow.tasks.stages import run_all

src, out, day = sys.argv[1:4]
ctx = RunContext(source_url=src, output_url=out)
found = discover(open_root(src), day)
results = [run_all(ctx, ref) for ref in found.refs]
publish_day(ctx, day, results, found.rejected)
root = open_root(out)
review.write_partition_pages(root, day)
ds = export.build_dataset(ctx)
review.write_dataset_pages(root, ds.name, recording_pages=False)
"""


def write_day(src: Path, n: int) -> None:
    marker = src / f".complete-{n}"
    if marker.exists():
        return
    shutil.rmtree(src, ignore_errors=True)
    for k in range(n):
        make(src, f"r{k:03d}", date=DAY, actions=ACTS, seed=k)
    marker.touch()


def tree_cpu(proc: psutil.Process) -> float:
    total = 0.0
    for p in [proc, *proc.children(recursive=True)]:
        with contextlib.suppress(psutil.Error):
            t = p.cpu_times()
            total += t.user + t.system
    return total


def settled_cpu(proc: psutil.Process) -> float:
    """CPU of a running server once it is idle again (it records states and logs after the client ends)."""
    last = tree_cpu(proc)
    while True:
        time.sleep(1.0)
        now = tree_cpu(proc)
        if now - last < 0.05:
            return now
        last = now


def server_rss(proc: psutil.Process) -> int:
    total = 0
    for p in [proc, *proc.children(recursive=True)]:
        with contextlib.suppress(psutil.Error):
            total += p.memory_info().rss
    return total


def measure(cmd: list[str], env: dict[str, str], server: psutil.Process | None = None) -> tuple[float, float, int]:
    """(CPU seconds, wall seconds, peak RSS) of one command and every process it waited for. With `server`
    (a running Prefect server), its CPU during and after the run is added: it is the run's orchestration
    too. Its memory is not (it is there before and after the run, shared by every run)."""
    server_before = settled_cpu(server) if server else 0.0
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    child = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    peak = 0
    done = threading.Event()

    def sample() -> None:
        nonlocal peak
        proc = psutil.Process(child.pid)
        while not done.is_set():
            with contextlib.suppress(psutil.Error):
                total = 0
                for p in [proc, *proc.children(recursive=True)]:
                    with contextlib.suppress(psutil.Error):  # a process may end between listing and reading
                        total += p.memory_info().rss
                peak = max(peak, total)
            time.sleep(0.1)

    th = threading.Thread(target=sample, daemon=True)
    th.start()
    _, err = child.communicate()
    wall = time.monotonic() - t0
    done.set()
    th.join()
    if child.returncode != 0:
        raise SystemExit(f"{' '.join(cmd[:3])} failed ({child.returncode}):\n{err.decode()[-3000:]}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if server:
        cpu += settled_cpu(server) - server_before
    return cpu, wall, peak


def outputs_hash(out: Path) -> str:
    """Tables and frames, paths and bytes (what every path must produce identically)."""
    h = hashlib.sha256()
    for sub in ("tables", "frames"):
        for p in sorted((out / sub).rglob("*")):
            if p.is_file():
                h.update(str(p.relative_to(out)).encode() + b"\0" + hashlib.sha256(p.read_bytes()).digest())
    return h.hexdigest()[:16]


@contextlib.contextmanager
def running_server(base: Path) -> Iterator[tuple[str, psutil.Process]]:
    """A persistent local Prefect server, as flows/README.md sets one up."""
    port = free_port()
    env = dict(ENV, PREFECT_HOME=str(base / "prefect-home"), PREFECT_API_URL="")
    proc = subprocess.Popen([str(REPO / ".venv/bin/prefect"), "server", "start", "--host", "127.0.0.1",
                             "--port", str(port)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/api"
    try:
        import httpx

        for _ in range(300):
            with contextlib.suppress(Exception):
                if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                    break
            time.sleep(0.2)
        else:
            raise SystemExit("prefect server did not start")
        yield url, psutil.Process(proc.pid)
    finally:
        proc.terminate()
        proc.wait(30)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--recordings", type=int, default=200)
    ap.add_argument("--runs", type=int, default=1, help="paired runs of each path")
    ap.add_argument("--dask", default="", help="comma-separated worker counts for the Dask path, e.g. 1,2")
    ap.add_argument("--server", action="store_true", help="also run against a running Prefect server")
    ap.add_argument("--keep", type=Path, default=None, help="work folder to keep (source reused across runs)")
    args = ap.parse_args()
    base = args.keep or Path(tempfile.mkdtemp(prefix="bench-orch-"))
    src = base / "source"
    t0 = time.monotonic()
    write_day(src, args.recordings)
    print(f"{args.recordings} recordings of {DAY} ready in {src} ({time.monotonic() - t0:.0f} s)", flush=True)
    cuaflow = str(REPO / ".venv/bin/cuaflow")
    paths: dict[str, tuple[list[str], dict[str, str]]] = {
        "direct (no Prefect)": ([sys.executable, "-c", DIRECT, str(src), "{out}", DAY], ENV),
        "prefect, temporary API": ([cuaflow, "run", "--source", str(src), "--output", "{out}", "--quiet"], ENV),
    }
    for n in [int(x) for x in args.dask.split(",") if x]:
        paths[f"prefect, dask {n} worker(s)"] = (
            [cuaflow, "run", "--source", str(src), "--output", "{out}", "--quiet", "--task-runner", "dask",
             "--dask-workers", str(n)], ENV)
    figures: dict[str, list[tuple[float, float, int]]] = {k: [] for k in paths}
    hashes: dict[str, str] = {}
    with running_server(base) if args.server else contextlib.nullcontext((None, None)) as (url, server):
        if url:
            paths["prefect, running server"] = (paths["prefect, temporary API"][0], dict(ENV, PREFECT_API_URL=url))
            figures["prefect, running server"] = []
            print(f"running server: {url}, {server_rss(server) / MIB:.0f} MiB resident (not counted)", flush=True)
        for run in range(args.runs):
            for label, (cmd, env) in paths.items():
                out = base / f"out-{abs(hash(label))}"
                shutil.rmtree(out, ignore_errors=True)
                cpu, wall, peak = measure([c.replace("{out}", str(out)) for c in cmd], env,
                                          server if label == "prefect, running server" else None)
                figures[label].append((cpu, wall, peak))
                hashes[label] = outputs_hash(out)
                print(f"run {run + 1} {label:26s}: CPU {cpu:7.1f} s wall {wall:7.1f} s peak RSS {peak / MIB:6.0f} MiB",
                      flush=True)
                shutil.rmtree(out, ignore_errors=True)

    def mean(label: str, i: int) -> float:
        return sum(f[i] for f in figures[label]) / len(figures[label])

    ref = "direct (no Prefect)"
    print(f"\n{args.recordings} recordings, mean of {args.runs} run(s); ratio = path / {ref}")
    for label in figures:
        cpu, wall, peak = mean(label, 0), mean(label, 1), mean(label, 2)
        print(f"{label:26s} CPU {cpu:7.1f} s ({cpu / mean(ref, 0):4.2f}x)  wall {wall:7.1f} s "
              f"({wall / mean(ref, 1):4.2f}x)  peak RSS {peak / MIB:6.0f} MiB ({peak / mean(ref, 2):4.2f}x)")
    same = len(set(hashes.values())) == 1
    print(f"tables and frames identical across paths: {same} ({', '.join(sorted(set(hashes.values())))})")
    if not args.keep:
        shutil.rmtree(base, ignore_errors=True)
    if not same:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
