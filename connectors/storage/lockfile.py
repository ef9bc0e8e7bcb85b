"""A lock file between runs that write the same local output (one partition's publication, one dataset build),
which says who holds it.

`flock` serialises the writers and is released if the holder dies. The holder writes who it is into the file
(pid, host, command, since when) and empties it again on release, so at rest the file is empty and the output tree
stays the same bytes. A run that finds the lock taken says so on the `cuaflow.locks` logger, naming the holder,
waits, says when it got the lock, and is told whom it waited for: what it then finds is that run's work."""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import sys
import time
from collections.abc import Iterator
from typing import IO

LOG = logging.getLogger("cuaflow.locks")


def holder() -> str:
    """Who holds a lock, as the waiting run names it: its pid and host, the command, since when."""
    command = " ".join([os.path.basename(sys.argv[0] or "python"), *sys.argv[1:2]])
    return f"pid {os.getpid()} on {socket.gethostname()}, `{command}`, since {time.strftime('%H:%M:%S')}"


def _wait(fh: IO[str], name: str) -> str:
    import fcntl

    fh.seek(0)
    other = fh.read().strip() or "another run"
    LOG.warning("%s is being written by another run (%s): waiting for it", name, other)
    started = time.monotonic()
    fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
    LOG.warning("%s: the other run finished after %.0f s; going on with what it wrote", name,
                time.monotonic() - started)
    return other


@contextlib.contextmanager
def hold(full: str) -> Iterator[str | None]:
    """An exclusive lock on the file `full`; yields the holder this one waited for (None: it was free)."""
    import fcntl

    os.makedirs(os.path.dirname(full), exist_ok=True)
    name = os.path.basename(full).removesuffix(".lock")
    with open(full, "a+") as fh:
        waited: str | None = None
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            waited = _wait(fh, name)
        fh.seek(0)
        fh.truncate()
        fh.write(holder())
        fh.flush()
        try:
            yield waited
        finally:
            fh.truncate(0)
            fh.flush()
            fcntl.flock(fh.fileno(), fcntl.LOCK_UN)
