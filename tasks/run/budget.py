"""How recordings are grouped into task runs and how many run at once (settings `resources`).

Batches: a task run has a fixed cost in the orchestrator (measured: ~10 ms of CPU in the flow's process and
~50 ms in the API server that records its states), as much as the whole work of a short recording. So
recordings smaller than `batch_bytes_mb` share a task run, in discovery order, up to that many input bytes
and `batch_max_recordings`; a larger recording runs alone. Batches stay small enough to keep every slot busy
(at least two per slot when the day allows).

Admission: the orchestrating flow asks `InFlight.admit` before it submits a batch and calls `release` when it
ends, so a day of many long recordings queues instead of exhausting the machine, and task runs are only created
for what can start. A recording's cost is an estimate made before anything is read (the discovery listing):
`recording_base_mb` plus `log_memory_factor` × its log bytes; a batch runs its recordings one after another,
so it costs its largest one. One batch always runs, even when its estimate alone exceeds the budget (it is
reported, not refused: the budget bounds concurrency, it never rejects data)."""

from __future__ import annotations

import math
import os
import threading
from dataclasses import dataclass, field

import psutil

from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.settings import ResourceSettings

MIB = 1 << 20


def estimate_bytes(ref: RecordingRef, res: ResourceSettings) -> int:
    return int(res.recording_base_mb * MIB + res.log_memory_factor * ref.parsed_bytes)


def default_budget_bytes() -> int:
    """Half of the memory available now: the other half is the interpreter, the orchestrator, the OS."""
    return psutil.virtual_memory().available // 2


def slots_of(res: ResourceSettings, slots: int | None = None) -> int:
    """Batches run at once: `max_in_flight`, else what the task runner offers, else the CPUs."""
    return res.max_in_flight or slots or os.cpu_count() or 1


def plan_batches(refs: list[RecordingRef], res: ResourceSettings, slots: int) -> list[list[RecordingRef]]:
    """Consecutive small recordings grouped into batches; each large one alone. Order is kept."""
    limit = res.batch_bytes_mb * MIB
    cap = max(1, min(res.batch_max_recordings, math.ceil(len(refs) / (2 * max(1, slots)))))
    batches: list[list[RecordingRef]] = []
    size = 0
    for ref in refs:
        n = ref.parsed_bytes + ref.media_bytes
        if n >= limit or not batches or len(batches[-1]) >= cap or size + n > limit:
            batches.append([ref])
            size = n
        else:
            batches[-1].append(ref)
            size += n
    return batches


def batch_label(batch: list[RecordingRef]) -> str:
    """The task run's name: the recording, or the first and last of a batch and how many."""
    if len(batch) == 1:
        return batch[0].recording_id
    return f"{batch[0].recording_id}..{batch[-1].recording_id} ({len(batch)} recordings)"


@dataclass
class InFlight:
    """Admission control: at most `max_count` batches and `budget` estimated bytes at once. One instance is
    shared by the partitions a process runs at the same time (a backfill), so the budget holds for the run."""

    budget: int
    max_count: int
    used: int = 0
    count: int = 0
    over_budget: list[str] = field(default_factory=list)  # batches that ran alone, over the budget
    _cond: threading.Condition = field(default_factory=threading.Condition, repr=False)

    @classmethod
    def from_settings(cls, res: ResourceSettings, slots: int | None = None) -> InFlight:
        budget = res.memory_budget_mb * MIB if res.memory_budget_mb else default_budget_bytes()
        return cls(budget=budget, max_count=slots_of(res, slots))

    @classmethod
    def shared(cls, res: ResourceSettings, slots: int | None = None) -> InFlight:
        """The process's gate for these settings (created on first use)."""
        key = (res.memory_budget_mb, slots_of(res, slots))
        with _shared_lock:
            if key not in _shared:
                _shared[key] = cls.from_settings(res, slots)
            return _shared[key]

    def admit(self, label: str, cost: int) -> bool:
        with self._cond:
            if self.count and (self.count >= self.max_count or self.used + cost > self.budget):
                return False
            if cost > self.budget:
                self.over_budget.append(label)
            self.used += cost
            self.count += 1
            return True

    def wait_admit(self, label: str, cost: int) -> None:
        """Admit, waiting for another holder's release (used when the caller has nothing in flight itself)."""
        with self._cond:
            while not self.admit(label, cost):
                self._cond.wait()

    def release(self, cost: int) -> None:
        with self._cond:
            self.used -= cost
            self.count -= 1
            self._cond.notify_all()


_shared: dict[tuple[int | None, int], InFlight] = {}
_shared_lock = threading.Lock()
