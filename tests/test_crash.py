"""Crash safety, interrupts and concurrency: SIGKILL inside each stage, then rerun; Ctrl-C, then rerun; temp files
of dead writers removed; which storage errors are retried; two runs of a day at once."""

from __future__ import annotations

import errno
import hashlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from day import snapshot
from helpers import make
from synth import Action

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.tasks.recording.ingest import discover
from cuaflow.tasks.run.committed import committed_dates, read_table
from cuaflow.tasks.run.publish import publish_day
from cuaflow.tasks.runner import is_transient
from cuaflow.tasks.stages import run_all

DAY = "2025-08-01"
RUNNER = Path(__file__).with_name("run_day.py")
# Where the child kills itself: after a stage's outputs and before its marker (the runner's point), after the
# 3rd extracted frame, after the 2nd published table, after the 6th dataset file.
CHECKPOINTS = ["ingest", "group", "frames.frame@3", "normalise", "samples", "publish.table@2", "export.file@6"]
ACTS = [Action("click", x=30, y=20), Action("type", text="crash"), Action("scroll", x=50, y=50, delta=-1, notches=3),
        Action("click", x=120, y=80)]
SHORT = [Action("click", x=30, y=20), Action("type", text="ok"), Action("click", x=100, y=60)]


def run(src: Path, out: Path, crash_at: str | None = None) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(RUNNER), str(src), str(out), DAY, *([crash_at] if crash_at else [])],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def published(out: Path) -> dict[str, bytes]:
    """Everything a reader may see."""
    return snapshot(out, published_only=True)


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = tmp_path_factory.mktemp("crash-src")
    for k in range(2):
        make(src, f"c{k}", date=DAY, actions=ACTS, seed=k, logical_size=(200, 120))
    return src


@pytest.fixture(scope="module")
def reference(source: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    out = tmp_path_factory.mktemp("crash-ref")
    proc = run(source, out)
    assert proc.wait(300) == 0, proc.stderr.read().decode()  # type: ignore[union-attr]
    return published(out)


@pytest.mark.parametrize("stage", CHECKPOINTS)
def test_sigkill_in_a_stage_then_rerun_is_identical(source: Path, reference: dict, tmp_path: Path,
                                                     stage: str) -> None:
    out = tmp_path / "out"
    proc = run(source, out, crash_at=stage)
    assert proc.wait(300) == -signal.SIGKILL
    root = open_root(str(out))
    if not stage.startswith("export"):  # the partition was not committed: readers see nothing of it
        assert committed_dates(root) == [] and read_table(root, "steps").height == 0
    datasets = out / "datasets"
    visible = [d for d in datasets.iterdir() if not d.name.startswith(".")] if datasets.exists() else []
    assert [d for d in visible if d.is_dir() and not (d / "manifest.json").exists()] == []
    proc = run(source, out)
    assert proc.wait(300) == 0, proc.stderr.read().decode()  # type: ignore[union-attr]
    assert published(out) == reference
    assert not any(p.name.startswith(".staging-") for p in datasets.iterdir())


def test_two_runs_of_the_same_day_at_once(source: Path, reference: dict, tmp_path: Path) -> None:
    out = tmp_path / "out"
    procs = [run(source, out) for _ in range(2)]
    for p in procs:
        assert p.wait(300) == 0, p.stderr.read().decode()  # type: ignore[union-attr]
    assert published(out) == reference
    manifest = json.loads((out / "_manifests" / f"date={DAY}.json").read_text())
    for info in manifest["tables"].values():  # the commit point describes exactly what is on disk
        assert hashlib.sha256((out / info["path"]).read_bytes()).hexdigest() == info["sha256"]


@pytest.mark.parametrize("code", [errno.EROFS, errno.ENAMETOOLONG, errno.EACCES, errno.EPERM, errno.ENOSPC])
def test_permanent_storage_errors_are_not_retried(code: int) -> None:
    assert not is_transient(OSError(code, os.strerror(code)))


def test_transient_storage_errors_are_retried() -> None:
    assert is_transient(ConnectionResetError(errno.ECONNRESET, "reset"))
    assert is_transient(TimeoutError("slow"))
    assert is_transient(OSError(errno.EIO, "i/o error from the object store"))


def test_orphan_temp_files_are_removed_on_rerun(tmp_path: Path) -> None:
    src, out = tmp_path / "src", tmp_path / "out"
    make(src, "one", date=DAY, actions=SHORT, seed=3)
    ctx = RunContext(source_url=str(src), output_url=str(out))

    def run() -> None:
        found = discover(open_root(str(src)), DAY)
        publish_day(ctx, DAY, [run_all(ctx, r) for r in found.refs], found.rejected)

    run()
    clean = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file() and "_locks" not in str(p)}
    frame_dir = out / "frames" / f"date={DAY}" / "one"
    dead = frame_dir / ".tmp-999999999-0123456789ab"  # its writer is gone (pid beyond pid_max)
    live = frame_dir / f".tmp-{os.getpid()}-0123456789ab"  # this process is alive: still being written
    legacy = out / "tables" / "steps" / f"date={DAY}" / (".tmp-" + "a" * 32 + "-part-00000.parquet")
    for p in (dead, live, legacy):
        p.write_bytes(b"partial")
    os.utime(legacy, (0, 0))
    run()
    assert not dead.exists() and not legacy.exists() and live.exists()
    live.unlink()
    again = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file() and "_locks" not in str(p)}
    assert again == clean


def _cli(args: list[str], **kw: object) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_API")}
    env |= {"PREFECT_SERVER_ANALYTICS_ENABLED": "false", "DO_NOT_TRACK": "1",
            "PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS": "240", "PREFECT_LOGGING_LEVEL": "INFO"}
    exe = str(Path(sys.executable).parent / "cuaflow")
    return subprocess.Popen([exe, *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            **kw)  # type: ignore[call-overload]


def _outputs(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*"))
            if p.is_file() and p.parts[len(out.parts)] in ("tables", "frames")}


@pytest.mark.timeout(1500)  # two runs, each starting a temporary API server: slow on a loaded machine
def test_ctrl_c_stops_promptly_and_rerun_equals_clean_run(tmp_path: Path) -> None:
    src, out, clean = tmp_path / "src", tmp_path / "out", tmp_path / "clean"
    for k in range(3):
        make(src, f"rec-{k}", date=DAY, actions=SHORT, logical_size=(160, 100), seed=300 + k)
    run = ["run", "--source", str(src), "--output", str(out)]
    proc = _cli(run)
    seen: list[str] = []
    started = threading.Event()

    def read() -> None:
        for line in proc.stdout:  # type: ignore[union-attr]
            seen.append(line)
            # the run is under way: its temporary API server is starting, or the day's recordings are processing
            if "temporary server" in line or (f"{DAY}:" in line and "recordings" in line):
                started.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    assert started.wait(timeout=600), "".join(seen)[-2000:]
    time.sleep(2)
    proc.send_signal(signal.SIGINT)
    t0 = time.monotonic()
    code = proc.wait(timeout=60)
    stopped_in = time.monotonic() - t0
    reader.join(timeout=10)
    assert code == 130, "".join(seen)[-2000:]
    assert stopped_in < 20, stopped_in
    assert any("interrupted" in line for line in seen)

    assert _cli(run).wait(timeout=900) == 0
    # the clean run, without an orchestrator (the flow path gives the same bytes)
    from cuaflow.tasks.configuration import load_dataset_config
    from cuaflow.tasks.export import build_dataset

    # the CLI's configuration: the shipped dataset.yaml (every sample family on)
    ctx = RunContext(source_url=str(src), output_url=str(clean), dataset=load_dataset_config())
    found = discover(open_root(str(src)), DAY)
    publish_day(ctx, DAY, [run_all(ctx, r) for r in found.refs], found.rejected)
    build_dataset(ctx)
    got, want = _outputs(out), _outputs(clean)
    assert got.keys() == want.keys()
    assert [k for k in got if got[k] != want[k]] == []
    assert not [p for p in out.rglob(".tmp-*")]
    assert (out / "datasets" / "LATEST").exists()
