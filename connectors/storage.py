"""Storage roots addressed by fsspec URL: a plain path is the local filesystem; `s3://…`, `memory://…`
and any other fsspec protocol work the same way. All paths handed to a root are relative and checked,
so nothing a recording or vendor names can reach outside it."""

from __future__ import annotations

import contextlib
import os
import posixpath
import re
import uuid
from typing import IO, Any

import fsspec
from fsspec.implementations.local import LocalFileSystem

_BAD_COMPONENT = re.compile(r"[\x00-\x1f\x7f/\\]")


class UnsafePath(ValueError):
    """A name that would escape its root or is not a plain folder/file name."""


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


class Root:
    """One storage root: every read and write of cuaflow goes through here."""

    def __init__(self, url: str, storage_options: dict[str, Any] | None = None) -> None:
        self.url = url.rstrip("/") or url
        fs, path = fsspec.core.url_to_fs(url, **(storage_options or {}))
        self.fs: fsspec.AbstractFileSystem = fs
        self.root = path.rstrip("/") if path not in ("/", "") else path
        self.is_local = isinstance(fs, LocalFileSystem)

    def __repr__(self) -> str:  # never shows storage options (they may hold secrets)
        return f"Root({self.url!r})"

    def path(self, rel: str = "") -> str:
        rel = check_relpath(rel)
        full = posixpath.join(self.root, rel) if rel else self.root
        if self.is_local and rel:
            # a symlink inside a recording must not lead cuaflow outside its root
            real_root = os.path.realpath(self.root)
            real = os.path.realpath(full)
            if real != real_root and not real.startswith(real_root.rstrip(os.sep) + os.sep):
                raise UnsafePath(f"{rel!r} resolves outside the storage root (symlink?)")
        return full

    def display(self, rel: str = "") -> str:
        rel = check_relpath(rel)
        return f"{self.url}/{rel}" if rel else self.url

    def exists(self, rel: str) -> bool:
        return bool(self.fs.exists(self.path(rel)))

    def isdir(self, rel: str) -> bool:
        return bool(self.fs.isdir(self.path(rel)))

    def listdir(self, rel: str = "") -> list[str]:
        """Names (not paths) of the entries directly below `rel`, sorted."""
        p = self.path(rel)
        if not self.fs.exists(p):
            return []
        names = []
        for entry in self.fs.ls(p, detail=False):
            name = posixpath.basename(str(entry).rstrip("/"))
            if name:
                names.append(name)
        return sorted(set(names))

    def list_subdirs(self, rel: str = "") -> list[str]:
        p = self.path(rel)
        if not self.fs.exists(p):
            return []
        out = []
        for entry in self.fs.ls(p, detail=True):
            if entry.get("type") == "directory":
                out.append(posixpath.basename(str(entry["name"]).rstrip("/")))
        return sorted(set(out))

    def find(self, rel: str) -> list[str]:
        """All files below `rel`, as paths relative to the root, sorted."""
        base = self.path(rel)
        if not self.fs.exists(base):
            return []
        prefix = self.root.rstrip("/") + "/" if self.root else ""
        out = []
        for f in self.fs.find(base):
            f = str(f)
            if self.is_local:
                f = f.replace(os.sep, "/")
            out.append(f[len(prefix):] if prefix and f.startswith(prefix) else f)
        return sorted(out)

    def size(self, rel: str) -> int:
        return int(self.fs.size(self.path(rel)))

    def open(self, rel: str, mode: str = "rb", **kw: Any) -> IO[Any]:
        return self.fs.open(self.path(rel), mode, **kw)

    def read_bytes(self, rel: str) -> bytes:
        return bytes(self.fs.cat_file(self.path(rel)))

    def read_text(self, rel: str) -> str:
        return self.read_bytes(rel).decode("utf-8")

    def write_bytes(self, rel: str, data: bytes) -> None:
        """Atomic publish of one file: readers see the old bytes or the new, never a partial file."""
        target = self.path(rel)
        parent = posixpath.dirname(target)
        if self.is_local:
            os.makedirs(parent, exist_ok=True)
            tmp = posixpath.join(parent, f".tmp-{uuid.uuid4().hex}-{posixpath.basename(target)}")
            try:
                with open(tmp, "wb") as fh:
                    fh.write(data)
                    fh.flush()
                    os.fsync(fh.fileno())
                os.replace(tmp, target)
            finally:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(tmp)
        else:
            # Object stores publish a PUT atomically; a crash leaves the old object or none.
            self.fs.pipe_file(target, data)

    def write_text(self, rel: str, text: str) -> None:
        self.write_bytes(rel, text.encode("utf-8"))

    def remove(self, rel: str) -> None:
        """Delete one file this pipeline wrote (never used on source roots); absent is fine."""
        with contextlib.suppress(FileNotFoundError):
            self.fs.rm_file(self.path(rel))


class PartitionLock:
    """Serialises writers of one partition or dataset on a local root (flock: released if the
    holder dies). Object stores have no such primitive: there, outputs are deterministic and each
    object is published atomically, and Prefect deployment concurrency keeps runs of a day apart."""

    def __init__(self, root: Root, name: str) -> None:
        self.root, self.name = root, name
        self._fh: Any = None

    def __enter__(self) -> PartitionLock:
        if self.root.is_local:
            import fcntl

            path = self.root.path(f"_locks/{self.name}.lock")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            self._fh = open(path, "a+")
            fcntl.flock(self._fh.fileno(), fcntl.LOCK_EX)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._fh is not None:
            import fcntl

            fcntl.flock(self._fh.fileno(), fcntl.LOCK_UN)
            self._fh.close()
            self._fh = None


def open_root(url: str, storage_options: dict[str, Any] | None = None) -> Root:
    return Root(url, storage_options)
