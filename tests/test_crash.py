"""Crash safety and concurrency: SIGKILL inside each stage, then rerun; two runs of a day at once."""

from __future__ import annotations

import hashlib
import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from day import snapshot
from helpers import make
from synth import Action

from cuaflow.connectors.storage import open_root
from cuaflow.tasks.publish import committed_dates, read_table

DAY = "2025-08-01"
RUNNER = Path(__file__).with_name("run_day.py")
# Where the child kills itself: after a stage's outputs and before its marker (the runner's point), after the
# 3rd extracted frame, after the 2nd published table, after the 6th dataset file.
CHECKPOINTS = ["ingest", "group", "frames.frame@3", "normalise", "samples", "publish.table@2", "export.file@6"]
ACTS = [Action("click", x=30, y=20), Action("type", text="crash"), Action("scroll", x=50, y=50, delta=-1, notches=3),
        Action("click", x=120, y=80)]


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
