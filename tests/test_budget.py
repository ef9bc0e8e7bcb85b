"""Batches and the memory budget (tasks/run/budget.py): by construction on refs of known sizes, then in a real flow."""

from __future__ import annotations

import datetime as dt
import threading
import time
from pathlib import Path

import pytest
from helpers import make
from synth import Action

from cuaflow.schemas.config import RunParameters, flat
from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.settings import ResourceSettings
from cuaflow.tasks.run.budget import MIB, InFlight, batch_label, estimate_bytes, plan_batches


def ref(k: int, parsed: int = 1000, media: int = 20_000) -> RecordingRef:
    return RecordingRef(source_url="/s", date="2025-01-01", recording_id=f"r{k:02d}", path=f"2025-01-01/r{k:02d}",
                        parsed_bytes=parsed, media_bytes=media)


def test_small_recordings_share_task_runs_large_ones_run_alone() -> None:
    res = ResourceSettings(batch_bytes_mb=1, batch_max_recordings=4)
    refs = [ref(k) for k in range(10)] + [ref(10, media=2 * MIB)] + [ref(k) for k in range(11, 14)]
    batches = plan_batches(refs, res, slots=1)
    assert [r for b in batches for r in b] == refs  # every recording once, in order
    assert [len(b) for b in batches] == [4, 4, 2, 1, 3]  # the 2 MiB one alone, the cap of 4 holds
    assert batch_label(batches[3]) == "r10" and batch_label(batches[0]) == "r00..r03 (4 recordings)"
    # a batch never holds more input bytes than the limit
    assert all(sum(r.parsed_bytes + r.media_bytes for r in b) <= MIB for b in batches if len(b) > 1)
    # enough batches to keep every slot busy: 14 recordings on 4 slots -> at most 2 per batch
    assert max(len(b) for b in plan_batches(refs, res, slots=4)) == 2
    assert all(len(b) == 1 for b in plan_batches(refs, ResourceSettings(batch_bytes_mb=0), slots=1))


def test_admission_by_count_and_by_estimated_memory() -> None:
    res = ResourceSettings(recording_base_mb=100, log_memory_factor=4.0)
    assert estimate_bytes(ref(0, parsed=10 * MIB), res) == 140 * MIB
    gate = InFlight(budget=300 * MIB, max_count=3)
    assert gate.admit("a", 140 * MIB) and gate.admit("b", 140 * MIB)
    assert not gate.admit("c", 140 * MIB)  # 420 MiB would exceed the budget although a slot is free
    gate.release(140 * MIB)
    assert gate.admit("c", 140 * MIB)
    gate = InFlight(budget=300 * MIB, max_count=1)
    assert gate.admit("a", 1) and not gate.admit("b", 1)  # the count bound
    gate = InFlight(budget=100 * MIB, max_count=4)
    assert gate.admit("huge", 500 * MIB)  # alone it always runs, and is reported
    assert not gate.admit("small", 1) and gate.over_budget == ["huge"]
    assert InFlight.from_settings(ResourceSettings(memory_budget_mb=512, max_in_flight=3)).budget == 512 * MIB


def test_a_waiting_partition_is_admitted_when_another_releases() -> None:
    gate = InFlight(budget=100 * MIB, max_count=4)
    assert gate.admit("a", 80 * MIB)
    admitted = threading.Event()
    t = threading.Thread(target=lambda: (gate.wait_admit("b", 80 * MIB), admitted.set()))
    t.start()
    assert not admitted.wait(0.3)  # b waits while a holds the budget
    gate.release(80 * MIB)
    t.join(10)
    assert admitted.is_set() and gate.count == 1


@pytest.mark.usefixtures("prefect_api")
def test_a_budget_for_one_recording_runs_a_backfill_one_at_a_time(tmp_path: Path) -> None:
    """Two days processed side by side (max_concurrency 2) share one budget: with room for one recording,
    no two recordings are ever in flight, across both days."""
    from cuaflow.flows.pipeline import backfill
    from cuaflow.schemas.config import BackfillParameters
    from cuaflow.tasks.faults import on_checkpoint

    days = ["2025-04-20", "2025-04-21"]
    acts = [Action("click", x=40, y=30), Action("type", text="hi")]
    for k in range(4):
        make(tmp_path / "src", f"mb{k}", date=days[k % 2], actions=acts, seed=60 + k)
    settings = tmp_path / "pipeline.yaml"
    # each recording is estimated at 200 MiB: a 300 MiB budget holds one, although 4 slots are allowed
    settings.write_text("resources: {memory_budget_mb: 300, max_in_flight: 4, recording_base_mb: 200, "
                        "batch_bytes_mb: 0}\n")
    spans: dict[str, list[float]] = {"ingest": [], "samples": []}
    lock = threading.Lock()

    def hook(point: str) -> None:  # the end of each recording's first and last stage
        if point in spans:
            with lock:
                spans[point].append(time.monotonic())

    remove = on_checkpoint(hook)
    try:
        res = backfill(**flat(BackfillParameters(
            run=RunParameters(source=str(tmp_path / "src"), output=str(tmp_path / "out"), settings=str(settings)),
            start=dt.date(2025, 4, 20), end=dt.date(2025, 4, 21), max_concurrency=2, build_dataset=False)))
    finally:
        remove()
    assert [m.recordings.processed for m in res.partitions.values()] == [2, 2]
    starts, ends = sorted(spans["ingest"]), sorted(spans["samples"])
    assert len(starts) == len(ends) == 4
    # one at a time: each recording's chain ends before the next one's first stage ends
    assert all(end < nxt for end, nxt in zip(ends, starts[1:], strict=False))
