"""Locks between runs that write the same output: one partition's publication, one dataset build."""

from __future__ import annotations

import logging
import os
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cuaflow.connectors.storage import Root


class PartitionLock:
    """Serialises writers of one partition or dataset on a local root (flock: released if the
    holder dies). Object stores have no such primitive: there, outputs are deterministic and each
    object is published atomically, and Prefect deployment concurrency keeps runs of a day apart.

    The holder writes who it is into the lock file (emptied again on release); a run that finds the lock
    taken says so (a warning on the `cuaflow.locks` logger naming the holder), waits, says when it got it, and
    keeps the holder in `waited_for`, so its report can say that what it then finds is the other run's work."""

    def __init__(self, root: Root, name: str) -> None:
        self.root, self.name = root, name
        self._fh: Any = None
        self.waited_for: str | None = None

    def __enter__(self) -> PartitionLock:
        if self.root.is_local:
            import fcntl

            path = self.root.path(f"_locks/{self.name}.lock")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            self._fh = open(path, "a+")  # held until __exit__
            try:
                fcntl.flock(self._fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                self._wait(fcntl)
            self._fh.seek(0)
            self._fh.truncate()
            self._fh.write(_holder())
            self._fh.flush()
        return self

    def _wait(self, fcntl: Any) -> None:
        self._fh.seek(0)
        self.waited_for = self._fh.read().strip() or "another run"
        log = logging.getLogger("cuaflow.locks")
        log.warning("%s is being written by another run (%s): waiting for it", self.name, self.waited_for)
        started = time.monotonic()
        fcntl.flock(self._fh.fileno(), fcntl.LOCK_EX)
        log.warning("%s: the other run finished after %.0f s; going on with what it wrote", self.name,
                    time.monotonic() - started)

    def __exit__(self, *exc: object) -> None:
        if self._fh is not None:
            import fcntl

            self._fh.truncate(0)  # at rest the lock file is empty: the output tree stays the same bytes
            fcntl.flock(self._fh.fileno(), fcntl.LOCK_UN)
            self._fh.close()
            self._fh = None


def _holder() -> str:
    """Who holds a lock, as the waiting run names it: the command, its pid and host, since when."""
    import socket
    import sys

    command = " ".join([os.path.basename(sys.argv[0] or "python"), *sys.argv[1:2]])
    return f"pid {os.getpid()} on {socket.gethostname()}, `{command}`, since {time.strftime('%H:%M:%S')}"
