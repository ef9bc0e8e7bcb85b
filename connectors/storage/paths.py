"""What a path handed to a storage root may be, the names cuaflow gives its temporary files, and which storage
errors a retry cannot fix."""

from __future__ import annotations

import errno
import re

_BAD_COMPONENT = re.compile(r"[\x00-\x1f\x7f/\\]")
TEMP_PREFIX = ".tmp-"
# where `Root.writer` spools a file being written on a local root (the same file system: published by a rename)
WRITES_TEMP = ".spool"
# Errors a retry cannot fix: the same call fails the same way until a person acts.
PERMANENT_ERRNOS = frozenset({errno.EROFS, errno.ENAMETOOLONG, errno.EACCES, errno.EPERM, errno.ENOSPC,
                              errno.EDQUOT, errno.ENOENT, errno.EISDIR, errno.ENOTDIR, errno.EINVAL,
                              errno.ELOOP, errno.EEXIST, errno.ENOTEMPTY, errno.EXDEV})


class UnsafePath(ValueError):
    """A name that would escape its root or is not a plain folder/file name."""


class NotRegularFile(UnsafePath):
    """A FIFO, device or socket where a file is expected: reading it could block or never end."""


def check_component(name: str) -> str:
    """A single path component a recording or vendor supplied: reject traversal and control chars."""
    if not name or name in {".", ".."} or _BAD_COMPONENT.search(name) or name != name.strip():
        raise UnsafePath(f"unsafe name {name!r}: must be one folder/file name without '/', '\\', '..', "
                         "control characters or surrounding spaces")
    return name


def check_relpath(rel: str) -> str:
    rel = rel.replace("\\", "/")
    if rel.startswith("/") or re.match(r"^[A-Za-z]:", rel):
        raise UnsafePath(f"absolute path {rel!r} where a relative one is required")
    parts = [p for p in rel.split("/") if p not in ("", ".")]
    for p in parts:
        if p == "..":
            raise UnsafePath(f"path {rel!r} climbs out of its root")
    return "/".join(parts)
