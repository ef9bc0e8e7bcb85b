"""Any other fsspec filesystem behind a `Root` (`s3://`, `memory://`, …): object stores publish a whole object
atomically, have no links, FIFOs or locks, and tell a file's identity by its ETag."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from typing import IO, Any

import fsspec

from cuaflow.connectors.storage.paths import TEMP_PREFIX

# Object stores whose first path component is a bucket (or container) that must exist before a run writes there.
BUCKET_STORES = frozenset({"s3", "s3a", "gs", "gcs", "az", "abfs", "abfss"})


def _etag(info: dict[str, Any]) -> str:
    return str(info.get("ETag") or info.get("etag") or "").strip('"')


class FsspecBackend:
    """A root on an fsspec filesystem other than the local one."""

    # No rename: a version is written at its final prefix, and its manifest, written last, commits it.
    atomic_rename = False
    # A server-side copy is a copy: nothing counts who else uses the bytes.
    hard_links = False

    def __init__(self, fs: fsspec.AbstractFileSystem, root: str) -> None:
        self.fs, self.root = fs, root

    def bucket(self) -> str | None:
        """The bucket (or container) the root's path starts with, on a store that has them; else None."""
        proto = self.fs.protocol
        name = str(proto[0] if isinstance(proto, (tuple, list)) else proto)
        return self.root.split("/", 1)[0] if proto and name in BUCKET_STORES else None

    def canonical(self) -> str:
        return self.root  # keys are names: no links to resolve

    def missing_hint(self, url: str) -> str:
        """A root that does not exist: its bucket, when that is what is missing."""
        bucket = self.bucket()
        if bucket and bucket != self.root:
            try:
                there = bool(self.fs.exists(bucket))
            except (OSError, ValueError):
                there = False
            if not there:
                return f" (no bucket {bucket!r})"
        return ""

    def unwritable(self) -> str | None:
        """Why the root cannot be written as far as can be told before writing: a missing bucket (the first write
        says the rest)."""
        bucket = self.bucket()
        if bucket is None:
            return None
        try:
            there = bool(self.fs.exists(bucket))
        except (OSError, ValueError) as exc:
            return f"cannot be read ({type(exc).__name__}: {exc})"
        return None if there else f"no bucket {bucket!r} (create it first)"

    def check_inside(self, full: str, rel: str) -> None:
        """Keys are names, not links: a checked relative path cannot lead elsewhere."""

    @contextlib.contextmanager
    def resolving_folders_once(self) -> Iterator[None]:
        yield

    def check_regular(self, full: str, rel: str) -> None:
        """An object is always a regular file."""

    def skipped(self, full: str, rel: str) -> list[tuple[str, str]]:
        return []  # no links, FIFOs or devices

    def link_target(self, full: str, rel: str) -> tuple[str | None, str | None]:
        return None, None  # no links

    def free(self) -> str | None:
        return None  # an object store does not say

    def find(self, base: str) -> list[str]:
        return [str(f) for f in self.fs.find(base)]

    def write_bytes(self, full: str, data: bytes) -> None:
        self.fs.pipe_file(full, data)  # a PUT is atomic: a crash leaves the old object or none

    @contextlib.contextmanager
    def writer(self, target: str) -> Iterator[IO[bytes]]:
        """A local temp file, uploaded at the end (one PUT)."""
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX)
        os.close(fd)
        try:
            with open(tmp, "wb") as fh:
                yield fh
                fh.flush()
                os.fsync(fh.fileno())
            self.fs.put_file(tmp, target)
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)

    def identity(self, full: str) -> str | None:
        """ETag and size (a server-side copy keeps the ETag of a single-part object: the MD5 of its bytes)."""
        try:
            info = self.fs.info(full)
        except FileNotFoundError:
            return None
        etag = _etag(info)
        return f"{etag}:{info.get('size')}" if etag else None

    def identities(self, base: str) -> dict[str, str]:
        found: dict[str, str] = {}
        if not self.fs.exists(base):
            return found
        for path, info in self.fs.find(base, detail=True).items():
            if etag := _etag(info):
                found[str(path)[len(base.rstrip("/")) + 1:]] = f"{etag}:{info.get('size')}"
        return found

    def listing(self, base: str) -> dict[str, str]:
        """ETag and size of every object (else size and modification time), `dir` for a folder."""
        if not self.fs.exists(base):
            return {}
        found: dict[str, str] = {}
        for path, info in self.fs.find(base, detail=True, withdirs=True).items():
            name = str(path)[len(base.rstrip("/")) + 1:]
            etag = _etag(info)
            modified = info.get("LastModified") or info.get("mtime") or info.get("last_modified")
            found[name] = ("dir" if info.get("type") == "directory"
                           else f"{etag}:{info.get('size')}" if etag else f"{info.get('size')}:{modified}")
        found.pop("", None)
        return found

    def link(self, src: str, dst: str, src_rel: str) -> tuple[bool, str | None]:
        """A server-side copy (S3 CopyObject); False where the filesystem has none."""
        ident = self.identity(src)
        try:
            self.fs.copy(src, dst)
        except NotImplementedError:
            return False, ident
        return True, ident

    def modified(self, full: str) -> float:
        return float(self.fs.modified(full).timestamp())

    def remove_tree(self, full: str) -> None:
        if self.fs.exists(full):
            self.fs.rm(full, recursive=True)

    def rename(self, src: str, dst: str) -> None:
        raise NotImplementedError("an object store has no atomic rename (`atomic_rename` is False)")

    def makedirs(self, full: str) -> None:
        pass  # no folders: a key's prefix is there once an object is

    def remove_unshared(self, full: str) -> int:
        return 0  # no links: nothing tells that a file is unused

    def remove_orphan_temps(self, base: str) -> list[str]:
        return []  # objects are published without temp files

    def remove_spool(self) -> None:
        pass  # no spool: objects are published without temp files

    @contextlib.contextmanager
    def lock(self, full: str) -> Iterator[str | None]:
        """No lock (so no other run waited for): outputs are deterministic, each object is published atomically,
        and Prefect deployment concurrency keeps runs of a day apart."""
        yield None
