"""Progress of a partition's recordings: done/total, rate, bytes of input read, time left.

The figures are for everyone (the run's log lines, every ~5%); the live line, rewritten in place after every
recording, only when stderr is a terminal, so logs captured in files and CI stay quiet."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TextIO

MIB = 1 << 20


def _clock(seconds: float) -> str:
    s = int(round(seconds))
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"


@dataclass
class Progress:
    label: str
    total: int
    total_bytes: int
    clock: Callable[[], float] = time.monotonic
    stream: TextIO | None = None  # the live line's terminal (default: stderr when it is one)
    done: int = 0
    done_bytes: int = 0
    started: float = field(default=0.0)

    def __post_init__(self) -> None:
        self.started = self.clock()
        # `--quiet` / `--json` set CUAFLOW_PROGRESS=0 (flows/commands/process.py): warnings and the summary only
        if self.stream is None and sys.stderr.isatty() and os.environ.get("CUAFLOW_PROGRESS") != "0":
            self.stream = sys.stderr

    def advance(self, nbytes: int) -> None:
        self.done += 1
        self.done_bytes += nbytes
        if self.stream is not None and self.stream.isatty():
            end = "\n" if self.done >= self.total else ""
            self.stream.write(f"\r\x1b[K{self.line()}{end}")
            self.stream.flush()

    def line(self) -> str:
        elapsed = max(self.clock() - self.started, 1e-9)
        rate = self.done / elapsed
        left = (self.total - self.done) / rate if rate > 0 else None
        return (f"{self.label}: [{self.done}/{self.total}] recordings done, {rate:.2f}/s, "
                f"{self.done_bytes / MIB:.1f} of {self.total_bytes / MIB:.1f} MiB, "
                f"elapsed {_clock(elapsed)}, ETA {_clock(left) if left is not None else '?'}")


__all__ = ["Progress"]
