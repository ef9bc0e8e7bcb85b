"""Peak memory of `cuaflow run` on a long event log, against the log's size, and of each stage.

    .venv/bin/python tests/benchmarks/bench_memory.py [--lines 5000000] [--keep DIR] [--no-run] [--no-stages]

Writes one Clones recording whose `input_log.jsonl` has `--lines` lines (~68 bytes each, the shape of
real logs: cursor moves with clicks and typing mixed in; a short real video), then runs the
`cuaflow run` command on it in a child process and samples, every 100 ms, the resident memory of the
child and of all its descendants (the temporary Prefect API server included). The baseline, measured
in the same invocation, is the same command on a 20,000-line log: the fixed cost of the interpreter,
Prefect and the libraries. Printed: peak RSS of the largest process and of the whole process tree,
the log's size, peak / size and (peak - baseline) / size.

Per stage (`--no-stages` skips this): each stage of the same recording runs Prefect-free in a fresh
child process (ingest, group, extract-frames, normalise, build-samples through the runner, then publish,
the review pages and the dataset build), which reports its own peak RSS (`ru_maxrss`, exact, no
sampling) before and after the stage; the growth is what the stage itself needs."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import psutil

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

from helpers import make  # noqa: E402

from cuaflow.connectors.synth import Action  # noqa: E402

DAY = "2025-09-01"
MIB = 1 << 20
STEPS = ("ingest", "group", "frames", "normalise", "samples", "publish", "review", "dataset")


def write_source(root: Path, n_lines: int) -> int:
    """One recording with an `n_lines`-line log; returns the log's size in bytes."""
    acts = [Action("click", x=30, y=20), Action("type", text="ok"), Action("click", x=100, y=60)]
    res = make(root, "long-log", date=DAY, actions=acts, logical_size=(160, 100), scale=2.0, seed=7, checksums=False)
    log = res.path / "input_log.jsonl"
    head = log.read_text().splitlines()
    t = max(json.loads(x)["time"] for x in head)
    rng = random.Random(7)
    x, y = 80.0, 50.0
    with open(log, "a", encoding="utf-8") as fh:
        buf: list[str] = []
        for k in range(n_lines - len(head)):
            t += rng.choice((1, 2, 3, 8))
            if k % 400 == 399:
                ev, data = ("keydown", {"key": "KeyA", "actual_char":
                            'UnicodeInfo { name: Some("a"), unicode: [97], is_dead: false }'})
            elif k % 400 == 0 and k:
                ev, data = "keyup", {"key": "KeyA"}
            elif k % 250 == 100:
                ev, data = "mousedown", {"button": "Left", "x": round(x, 1), "y": round(y, 1)}
            elif k % 250 == 101:
                ev, data = "mouseup", {"button": "Left", "x": round(x, 1), "y": round(y, 1)}
            else:
                x = min(159.0, max(0.0, x + rng.uniform(-2, 2)))
                y = min(99.0, max(0.0, y + rng.uniform(-2, 2)))
                ev, data = "mousemove", {"x": round(x, 1), "y": round(y, 1)}
            buf.append(json.dumps({"data": data, "event": ev, "time": t}, separators=(",", ":")))
            if len(buf) >= 100_000:
                fh.write("\n".join(buf) + "\n")
                buf = []
        if buf:
            fh.write("\n".join(buf) + "\n")
    return log.stat().st_size


def run_measured(source: Path, output: Path) -> tuple[int, int, float]:
    """(peak RSS of the process tree, of its largest process, wall seconds) of one `cuaflow run`."""
    env = dict(os.environ, PREFECT_SERVER_ANALYTICS_ENABLED="false", DO_NOT_TRACK="1",
               PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS="180")
    t0 = time.monotonic()
    child = subprocess.Popen([str(REPO / ".venv" / "bin" / "cuaflow"), "run", "--source", str(source),
                              "--output", str(output), "--quiet"], env=env, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
    peak_tree = peak_one = 0
    done = threading.Event()

    def sample() -> None:
        nonlocal peak_tree, peak_one
        proc = psutil.Process(child.pid)
        while not done.is_set():
            try:
                procs = [proc, *proc.children(recursive=True)]
                rss = []
                for p in procs:
                    with contextlib.suppress(psutil.Error):  # a process may end between listing and reading
                        rss.append(p.memory_info().rss)
                peak_tree = max(peak_tree, sum(rss))
                peak_one = max(peak_one, max(rss, default=0))
            except psutil.Error:
                pass
            time.sleep(0.1)

    th = threading.Thread(target=sample, daemon=True)
    th.start()
    _, err = child.communicate()
    done.set()
    th.join()
    if child.returncode != 0:
        raise SystemExit(f"cuaflow run failed ({child.returncode}):\n{err.decode()[-3000:]}")
    return peak_tree, peak_one, time.monotonic() - t0


def _maxrss() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KiB on Linux


def stage_child(step: str, source: Path, output: Path) -> None:
    """Run one step on the recording whose earlier steps are done; print peak RSS before and after it."""
    from cuaflow.connectors.storage import roots
    from cuaflow.schemas.config import RunContext
    from cuaflow.tasks import export
    from cuaflow.tasks.recording import ingest
    from cuaflow.tasks.review import review
    from cuaflow.tasks.run import publish
    from cuaflow.tasks.runner import read_marker, run_stage
    from cuaflow.tasks.stages import STAGES

    ctx = RunContext(source_url=str(source), output_url=str(output))
    src, out = roots(ctx)
    found = ingest.discover(src, DAY)
    (ref,) = found.refs
    names = [s.name.value for s in STAGES]

    def last(k: int) -> object:
        marker = read_marker(out, ref, names[k])
        assert marker is not None, f"{names[k]} has not run"
        return marker.result()

    before = _maxrss()
    t0 = time.monotonic()
    k = STEPS.index(step)
    if k < len(STAGES):
        res = run_stage(STAGES[k], ctx, ref, last(k - 1) if k else None)  # type: ignore[arg-type]
        if res.status != "ok":
            raise SystemExit(f"{step}: {res.reason}")
    elif step == "publish":
        publish.publish_day(ctx, DAY, [last(len(STAGES) - 1)], found.rejected)  # type: ignore[list-item]
    elif step == "review":
        review.write_partition_pages(out, DAY)
    else:
        export.build_dataset(ctx)
    print(json.dumps({"before": before, "peak": _maxrss(), "seconds": time.monotonic() - t0}))


def run_stages(source: Path, output: Path) -> dict[str, tuple[int, int, float]]:
    """Per step: (peak RSS of its process before the step, peak after, seconds)."""
    figures = {}
    for step in STEPS:
        done = subprocess.run([sys.executable, __file__, "--stage-child", step, str(source), str(output)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"{step} failed:\n{done.stderr[-3000:]}")
        got = json.loads(done.stdout.strip().splitlines()[-1])
        figures[step] = (got["before"], got["peak"], got["seconds"])
    return figures


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lines", type=int, default=5_000_000)
    ap.add_argument("--baseline-lines", type=int, default=20_000)
    ap.add_argument("--keep", type=Path, default=None, help="work folder to keep (default: a temporary one)")
    ap.add_argument("--no-run", action="store_true", help="skip the whole `cuaflow run` measurement")
    ap.add_argument("--no-stages", action="store_true", help="skip the per-stage measurement")
    ap.add_argument("--stage-child", nargs=3, metavar=("STEP", "SOURCE", "OUTPUT"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.stage_child:
        stage_child(args.stage_child[0], Path(args.stage_child[1]), Path(args.stage_child[2]))
        return
    base = args.keep or Path(tempfile.mkdtemp(prefix="bench-memory-"))
    try:
        figures = {}
        for label, n in (("baseline", args.baseline_lines), ("long log", args.lines)):
            src, out = base / f"src-{n}", base / f"out-{n}"
            shutil.rmtree(src, ignore_errors=True)
            shutil.rmtree(out, ignore_errors=True)
            size = write_source(src, n)
            if not args.no_stages:
                stages = run_stages(src, base / f"stages-{n}")
                print(f"{label:9s}: {n:>9,} lines, log {size / MIB:7.1f} MiB | per step, peak RSS of a fresh "
                      "process running it (its growth; growth / log size):", flush=True)
                for step, (before, peak, secs) in stages.items():
                    print(f"    {step:10s} {peak / MIB:8.1f} MiB (+{(peak - before) / MIB:7.1f} MiB; "
                          f"{(peak - before) / size:5.2f}x) {secs:7.1f} s", flush=True)
            if args.no_run:
                continue
            tree, one, wall = run_measured(src, out)
            figures[label] = (n, size, tree, one, wall)
            print(f"{label:9s}: {n:>9,} lines, log {size / MIB:7.1f} MiB | peak RSS: largest process "
                  f"{one / MIB:7.1f} MiB, process tree {tree / MIB:7.1f} MiB | {wall:6.1f} s", flush=True)
        if args.no_run:
            return
        n, size, tree, one, _ = figures["long log"]
        _, _, tree0, one0, _ = figures["baseline"]
        print(f"largest process: peak / log size = {one / size:.2f}x; (peak - baseline) / log size = "
              f"{(one - one0) / size:.2f}x")
        print(f"process tree:    peak / log size = {tree / size:.2f}x; (peak - baseline) / log size = "
              f"{(tree - tree0) / size:.2f}x")
    finally:
        if args.keep is None:
            shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
