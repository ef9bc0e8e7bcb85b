"""How many recordings may be in flight at once: a count and a memory budget (settings `resources`).

The orchestrating flow asks `admit` before it submits a recording and calls `release` when the recording's
run ends, so a day of many long recordings queues instead of exhausting the machine, and task runs are only
created for recordings that can start. A recording's cost is an estimate made before anything is read (the
size of the logs it will parse, from the discovery listing): `recording_base_mb` plus `log_memory_factor` ×
its log bytes. One recording always runs, even when its estimate alone exceeds the budget (it is
reported, not refused: the budget bounds concurrency, it does not reject data)."""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field

import psutil

from cuaflow.schemas.config import ResourceSettings
from cuaflow.schemas.recording import RecordingRef

MIB = 1 << 20


def estimate_bytes(ref: RecordingRef, res: ResourceSettings) -> int:
    return int(res.recording_base_mb * MIB + res.log_memory_factor * ref.parsed_bytes)


def default_budget_bytes() -> int:
    """Half of the memory available now: the other half is the interpreter, the orchestrator, the OS."""
    return psutil.virtual_memory().available // 2


@dataclass
class InFlight:
    """Admission control: at most `max_count` recordings and `budget` estimated bytes at once."""

    budget: int
    max_count: int
    used: int = 0
    count: int = 0
    peak_count: int = 0
    over_budget: list[str] = field(default_factory=list)  # recordings that ran alone, over the budget
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @classmethod
    def from_settings(cls, res: ResourceSettings, slots: int | None = None) -> InFlight:
        """`slots`: what the task runner can run at once (Dask worker threads); default the CPUs."""
        budget = res.memory_budget_mb * MIB if res.memory_budget_mb else default_budget_bytes()
        return cls(budget=budget, max_count=res.max_in_flight or slots or os.cpu_count() or 1)

    def admit(self, ref: RecordingRef, cost: int) -> bool:
        with self._lock:
            if self.count and (self.count >= self.max_count or self.used + cost > self.budget):
                return False
            if cost > self.budget:
                self.over_budget.append(ref.recording_id)
            self.used += cost
            self.count += 1
            self.peak_count = max(self.peak_count, self.count)
            return True

    def release(self, cost: int) -> None:
        with self._lock:
            self.used -= cost
            self.count -= 1
