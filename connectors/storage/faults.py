"""The machine's faults, never the data's: an output that cannot be written or read because its disk is full, its
device failed or the process may not touch it. Such an error stops the run, naming the path, the error and the free
space where it can tell; nothing is quarantined for it, and a rerun once the machine is fixed equals a clean run."""

from __future__ import annotations

import errno
import os
import shutil

from cuaflow.connectors.storage.paths import PERMANENT_ERRNOS

# What a person must fix on the machine (space, a device, permissions, limits), whatever the data.
MACHINE_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EIO, errno.EROFS, errno.EACCES, errno.EPERM,
                            errno.EFBIG, errno.EMFILE, errno.ENFILE, errno.ESTALE})


class OutputFault(OSError):
    """An error of the machine on the output root: the run stops; the data is not blamed."""

    def __init__(self, path: str, code: int, strerror: str, free: str | None = None) -> None:
        super().__init__(code, strerror, path)
        self.path, self.free = path, free

    def __reduce__(self) -> tuple[type[OutputFault], tuple[str, int, str, str | None]]:  # across processes (Dask)
        return OutputFault, (self.path, self.errno or 0, self.strerror or "", self.free)

    def __str__(self) -> str:
        free = f" ({self.free})" if self.free else ""
        return f"{self.path}: [Errno {self.errno}] {self.strerror}{free}"

    def advice(self) -> str:
        """What to do, by kind of error."""
        if self.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
            return "free space on the output (or point --output elsewhere), then rerun the same command"
        if self.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return ("give this user write access to the output (or point --output elsewhere), then rerun the same "
                    "command")
        return "check the output's device, then rerun the same command"


def is_permanent_oserror(exc: BaseException) -> bool:
    """Read-only filesystem, name too long, permission denied, disk full…, or any fault of the machine on the output
    (`OutputFault`, which stops the run): retrying cannot help."""
    return isinstance(exc, OutputFault) or (isinstance(exc, OSError) and exc.errno in PERMANENT_ERRNOS)


def machine_fault(exc: BaseException) -> OSError | None:
    """The machine's error in `exc` or what caused it (an `OutputFault`, or an OSError of `MACHINE_ERRNOS`), if any."""
    seen: set[int] = set()
    cur: BaseException | None = exc
    while cur is not None and id(cur) not in seen:
        seen.add(id(cur))
        if isinstance(cur, OutputFault) or (isinstance(cur, OSError) and cur.errno in MACHINE_ERRNOS):
            return cur
        cur = cur.__cause__ or cur.__context__
    return None


def free_space(path: str) -> str | None:
    """Free and total bytes of the local file system holding `path` (its nearest existing folder), said for a
    person; None where it cannot tell."""
    here = os.path.abspath(path)
    while here and not os.path.isdir(here):
        parent = os.path.dirname(here)
        if parent == here:
            return None
        here = parent
    try:
        usage = shutil.disk_usage(here)
    except OSError:
        return None
    return f"{_mib(usage.free)} free of {_mib(usage.total)}"


def _mib(n: int) -> str:
    return f"{n / (1 << 20):.1f} MiB" if n < 1 << 30 else f"{n / (1 << 30):.1f} GiB"
