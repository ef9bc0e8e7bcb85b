"""The machine is never blamed on the data: an output disk that fills mid-run (a real tmpfs, mounted here), an I/O
error or a permission error on the output stops the run with one line naming the path, the error and the free
space; nothing is quarantined; after the fix a rerun equals a clean run."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from day import run_day, snapshot
from helpers import require
from synth import Action, SynthSpec, write_recording

from cuaflow.connectors.storage import OutputFault, Root, machine_fault, open_root, roots
from cuaflow.schemas.config import RunContext

DAY = "2025-06-01"
ACTS = [Action("click", x=40, y=30), Action("type", text="hello"), Action("scroll", x=80, y=50, delta=-3, notches=2),
        Action("click", x=120, y=70)]


def _mount(where: Path, size: str) -> bool:
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)], capture_output=True,
                          check=False)
    return done.returncode == 0


def _resize(where: Path, size: str) -> None:
    subprocess.run(["mount", "-o", f"remount,size={size}", str(where)], check=True, capture_output=True)


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, bytes | str | int]]:
    """Two small recordings and the published tree of their clean run (the ground truth a rerun must equal)."""
    base = tmp_path_factory.mktemp("faults")
    src = base / "src"
    for k in range(2):
        rid = f"2025060{k + 1}_100000"
        write_recording(src / DAY / rid, SynthSpec(recording_id=rid, actions=ACTS, logical_size=(160, 100), seed=k))
    run_day(src, base / "clean", DAY)
    return src, snapshot(base / "clean", published_only=True)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A real tmpfs of 160 KiB (the clean output takes several times that), unmounted afterwards."""
    where = tmp_path / "disk"
    require(os.geteuid() == 0 and _mount(where, "160k"),
            "mounting a tmpfs needs root (mount -t tmpfs); the full-disk tests run as root (CI does)")
    yield where
    subprocess.run(["umount", "-l", str(where)], check=False, capture_output=True)


def test_a_disk_that_fills_mid_run_stops_it_and_a_rerun_after_enlarging_equals_a_clean_run(
        source: tuple[Path, dict[str, bytes | str | int]], small_disk: Path) -> None:
    src, clean = source
    out = small_disk / "out"
    with pytest.raises(OutputFault) as stopped:
        run_day(src, out, DAY)
    fault = stopped.value
    assert fault.errno == errno.ENOSPC and fault.path.startswith(str(out))
    assert "No space left on device" in str(fault) and "MiB free of" in str(fault)
    assert not (out / "tables").exists() or not list((out / "tables").rglob("*.parquet"))  # nothing published
    assert not [p for p in out.rglob("*.json") if b'"quarantined"' in p.read_bytes()]  # no recording blamed
    _resize(small_disk, "64m")
    run_day(src, out, DAY)
    assert snapshot(out, published_only=True) == clean


def test_the_command_says_it_in_one_line_and_exits_non_zero(
        source: tuple[Path, dict[str, bytes | str | int]], small_disk: Path) -> None:
    src, _ = source
    out = small_disk / "out"
    done = subprocess.run([sys.executable, "-m", "cuaflow.flows.cli", "run", "--source", str(src), "--output",
                           str(out), "--quiet", "--no-dataset"], capture_output=True, text=True, timeout=600,
                          check=False)
    assert done.returncode == 1, done.stderr[-3000:]
    # besides the engine's INFO progress records (the suite's environment keeps them): one line, no traceback
    lines = [line for line in done.stderr.strip().splitlines()
             if "| INFO    |" not in line and not line.startswith("See https://docs.prefect.io")]
    assert len(lines) == 1, done.stderr[-3000:]
    assert lines[0].startswith(f"cuaflow run: error: the output cannot be written: {out}/"), lines[0]
    assert "[Errno 28] No space left on device" in lines[0] and "MiB free of" in lines[0]
    assert "nothing was quarantined" in lines[0] and "rerun the same command" in lines[0]
    assert not list(out.rglob("tables/quarantine/*/*.parquet"))


@pytest.mark.parametrize("code", [errno.EIO, errno.EACCES, errno.EROFS, errno.EDQUOT])
def test_machine_errors_on_the_output_are_faults_and_on_the_source_are_not(tmp_path: Path, code: int,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Errors the kernel gives for a failing device, a missing permission, a read-only mount or a quota, raised
    where the local backend writes: the output root names them as the machine's, a source root passes them on."""
    ctx = RunContext(source_url=str(tmp_path / "src"), output_url=str(tmp_path / "out"))
    src, out = roots(ctx)

    def refuse(self: object, full: str, data: bytes) -> None:
        raise OSError(code, os.strerror(code), full)

    monkeypatch.setattr(type(out.backend), "write_bytes", refuse)
    with pytest.raises(OutputFault) as raised:
        out.write_bytes("tables/x.parquet", b"x")
    assert raised.value.errno == code and raised.value.path == f"{tmp_path}/out/tables/x.parquet"
    assert machine_fault(RuntimeError("wrapped")) is None
    with pytest.raises(OSError) as plain:
        src.write_bytes("x", b"x")  # the source is never written by cuaflow: its errors are not the output's
    assert not isinstance(plain.value, OutputFault)
    assert isinstance(open_root(str(tmp_path)), Root) and not open_root(str(tmp_path)).output


def test_a_disk_that_fills_while_the_review_pages_are_written_then_a_rerun_equals_a_clean_run(
        source: tuple[Path, dict[str, bytes | str | int]], tmp_path: Path) -> None:
    """The day is committed, then its review pages hit a full disk (a real tmpfs mounted where they go): the run
    fails; after the disk is enlarged the same command leaves what a clean run leaves, review pages included."""
    src, _ = source
    require(os.geteuid() == 0, "mounting a tmpfs needs root (mount -t tmpfs); the full-disk tests run as root")

    def run(out: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "cuaflow.flows.cli", "run", "--source", str(src), "--output",
                               str(out), "--quiet"], capture_output=True, text=True, timeout=600, check=False)

    clean = tmp_path / "clean"
    assert run(clean).returncode == 0
    out = tmp_path / "out"
    review = out / "review"
    require(_mount(review, "8k"), "mount -t tmpfs failed")
    try:
        first = run(out)
        assert first.returncode == 1, first.stderr[-3000:]
        assert "No space left on device" in first.stderr and f"{review}/" in first.stderr
        assert (out / "_manifests" / f"date={DAY}.json").exists()  # the failure came after the day was committed
        _resize(review, "64m")
        again = run(out)
        assert again.returncode == 0, again.stderr[-3000:]
        want = snapshot(clean, published_only=True)
        got = snapshot(out, published_only=True)
        assert sorted(got) == sorted(want)
        assert [k for k in want if got[k] != want[k]] == []
        assert any(k.startswith("review/date=") for k in got)
    finally:
        subprocess.run(["umount", "-l", str(review)], check=False, capture_output=True)
