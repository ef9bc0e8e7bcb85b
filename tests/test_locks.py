"""Two runs on one output: the one that finds a partition's lock taken says so, naming the holder, waits, and
knows afterwards that what it finds is the other run's publication; the lock file is empty at rest (the output
tree stays the same bytes). Real `flock` locks, two holders in one process (a lock belongs to an open file)."""

from __future__ import annotations

import logging
import os
import threading
import time
from pathlib import Path

import pytest

from cuaflow.connectors.storage import PartitionLock, open_root
from cuaflow.flows.summary import _day
from cuaflow.schemas.tables import PartitionReport


def test_a_run_waiting_for_anothers_lock_says_so_and_names_it(tmp_path: Path,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    out = open_root(str(tmp_path))
    lock_file = tmp_path / "_locks" / "date=2025-01-01.lock"
    first = PartitionLock(out, "date=2025-01-01").__enter__()
    holder = lock_file.read_text()
    assert holder.startswith(f"pid {os.getpid()} on ") and first.waited_for is None
    second = PartitionLock(out, "date=2025-01-01")
    got = threading.Event()

    def wait() -> None:
        with second:
            got.set()

    with caplog.at_level(logging.WARNING, logger="cuaflow.locks"):
        waiter = threading.Thread(target=wait)
        waiter.start()
        deadline = time.monotonic() + 30
        while not any("waiting for it" in r.getMessage() for r in caplog.records):  # until the waiter says so
            assert time.monotonic() < deadline and not got.wait(0.05)  # it waits while the first holds the lock
        first.__exit__(None, None, None)
        waiter.join(30)
    assert got.is_set() and second.waited_for == holder
    said = [r.getMessage() for r in caplog.records]
    assert said[0] == f"date=2025-01-01 is being written by another run ({holder}): waiting for it"
    assert said[1].startswith("date=2025-01-01: the other run finished after ")
    assert lock_file.read_text() == ""  # at rest: no pid or time in the output tree


def test_the_summary_says_whose_publication_a_waiting_run_found() -> None:
    report = PartitionReport(date="2025-01-01", fingerprint="f", code_version="c", rules_version="r", tables={},
                             recordings={"seen": 2, "processed": 2, "excluded": 0, "quarantined": 0}, quarantine=[],
                             steps=4, steps_by_kind={}, samples=6, reused=True, waited_for="pid 7 on host-a")
    (line,) = _day("2025-01-01", report, None, set())
    assert line.endswith("6 samples (published by another run while this one waited for it: pid 7 on host-a)")
    (unchanged,) = _day("2025-01-01", report.model_copy(update={"waited_for": None}), None, set())
    assert unchanged.endswith("6 samples (unchanged)")
