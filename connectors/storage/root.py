"""Storage roots addressed by fsspec URL: a plain path is the local filesystem; `s3://…`, `memory://…`
and any other fsspec protocol work the same way. All paths handed to a root are relative and checked,
so nothing a recording or vendor names can reach outside it.

`Root` is the one interface every read and write of cuaflow goes through: path safety, and what every
filesystem does alike through fsspec. What differs between a local folder and any other filesystem is its
`Backend`'s: `LocalBackend` (local.py) or `FsspecBackend` (fsspec_backend.py), chosen once when the root opens."""

from __future__ import annotations

import contextlib
import hashlib
import posixpath
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from functools import wraps
from typing import IO, Any, Protocol, TypeVar, cast

import fsspec
from fsspec.implementations.local import LocalFileSystem

from cuaflow.connectors.storage.faults import MACHINE_ERRNOS, OutputFault
from cuaflow.connectors.storage.fsspec_backend import FsspecBackend
from cuaflow.connectors.storage.local import LocalBackend
from cuaflow.connectors.storage.paths import check_relpath
from cuaflow.schemas.config import RunContext


class Backend(Protocol):
    """What a filesystem does its own way. Paths are full (the root's own), already checked by `Root.path`."""

    atomic_rename: bool
    hard_links: bool
    fs: fsspec.AbstractFileSystem

    def check_inside(self, full: str, rel: str) -> None: ...
    def resolving_folders_once(self) -> AbstractContextManager[None]: ...
    def check_regular(self, full: str, rel: str) -> None: ...
    def skipped(self, full: str, rel: str) -> list[tuple[str, str]]: ...
    def link_target(self, full: str, rel: str) -> tuple[str | None, str | None]: ...
    def free(self) -> str | None: ...
    def canonical(self) -> str: ...
    def missing_hint(self, url: str) -> str: ...
    def unwritable(self) -> str | None: ...
    def find(self, base: str) -> list[str]: ...
    def write_bytes(self, full: str, data: bytes) -> None: ...
    def writer(self, target: str) -> AbstractContextManager[IO[bytes]]: ...
    def identity(self, full: str) -> str | None: ...
    def identities(self, base: str) -> dict[str, str]: ...
    def listing(self, base: str) -> dict[str, str]: ...
    def link(self, src: str, dst: str, src_rel: str) -> tuple[bool, str | None]: ...
    def modified(self, full: str) -> float: ...
    def remove_tree(self, full: str) -> None: ...
    def rename(self, src: str, dst: str) -> None: ...
    def makedirs(self, full: str) -> None: ...
    def remove_unshared(self, full: str) -> int: ...
    def remove_orphan_temps(self, base: str) -> list[str]: ...
    def remove_spool(self) -> None: ...
    def lock(self, full: str) -> AbstractContextManager[str | None]: ...  # the holder waited for, or None


_M = TypeVar("_M", bound=Callable[..., Any])


def _guarded(method: _M) -> _M:
    """On an output root, the machine's errors of `method` (a full disk, an I/O error, no permission) become an
    `OutputFault` naming the path: they stop the run instead of blaming the recording being written."""
    @wraps(method)
    def guarded(self: Root, rel: str = "", /, *args: Any, **kwargs: Any) -> Any:
        with self.faults(rel):
            return method(self, rel, *args, **kwargs)

    return cast(_M, guarded)


class Root:
    """One storage root: every read and write of cuaflow goes through here. `output`: the root cuaflow writes to,
    whose errors of the machine's stop a run (`faults.py`).

    What a caller needs to know about the filesystem is a question the backend answers, never its kind:
    `atomic_rename` (a folder can be staged out of sight and renamed into place), `hard_links` (a link shares the
    bytes and its count tells who still uses them), `canonical` (to compare two roots), `missing_hint` and
    `unwritable` (what a person got wrong in a path)."""

    def __init__(self, url: str, storage_options: dict[str, Any] | None = None, *, output: bool = False) -> None:
        self.url = url.rstrip("/") or url
        self.output = output
        fs, path = fsspec.core.url_to_fs(url, **(storage_options or {}))
        self.fs: fsspec.AbstractFileSystem = fs
        self.root = path.rstrip("/") if path not in ("/", "") else path
        self.backend: Backend = LocalBackend(fs, self.root) if isinstance(fs, LocalFileSystem) \
            else FsspecBackend(fs, self.root)
        self.atomic_rename = self.backend.atomic_rename
        self.hard_links = self.backend.hard_links

    def __repr__(self) -> str:  # never shows storage options (they may hold secrets)
        return f"Root({self.url!r})"

    @contextlib.contextmanager
    def faults(self, rel: str) -> Iterator[None]:
        """Inside the block, on an output root, an OSError of the machine's (`MACHINE_ERRNOS`) becomes an
        `OutputFault` naming `rel`'s path, the error and the free space where it can tell."""
        try:
            yield
        except OutputFault:
            raise
        except OSError as exc:
            if not self.output or exc.errno not in MACHINE_ERRNOS:
                raise
            raise OutputFault(self.display(rel), exc.errno, exc.strerror or str(exc), self.backend.free()) from exc

    def path(self, rel: str = "") -> str:
        rel = check_relpath(rel)
        full = posixpath.join(self.root, rel) if rel else self.root
        if rel:
            self.backend.check_inside(full, rel)
        return full

    @contextlib.contextmanager
    def resolving_folders_once(self) -> Iterator[Root]:
        """Inside the block, each folder's real path is resolved once (the file name is still checked for a
        link every time): a build that names thousands of files in the folders it owns pays one `realpath`
        per folder, not per file."""
        with self.backend.resolving_folders_once():
            yield self

    @property
    def canonical(self) -> str:
        """The root as a comparable name: the real path of a local folder (links and `..` resolved), the bucket
        and prefix of an object store. Two roots of one filesystem type are the same place when these are equal."""
        return self.backend.canonical()

    def missing_hint(self) -> str:
        """When the root does not exist: what a person most often got wrong in its URL, as a parenthesis to append
        ('' when nothing is known): a `~` or a relative local path, a missing bucket."""
        return self.backend.missing_hint(self.url)

    def unwritable(self) -> str | None:
        """Why the root cannot be written, as far as can be told before writing (a local path: a file in its
        place or no permission, probed; an object store: no bucket), or None."""
        return self.backend.unwritable()

    def display(self, rel: str = "") -> str:
        rel = check_relpath(rel)
        return f"{self.url}/{rel}" if rel else self.url

    @_guarded
    def exists(self, rel: str) -> bool:
        return bool(self.fs.exists(self.path(rel)))

    @_guarded
    def isdir(self, rel: str) -> bool:
        return bool(self.fs.isdir(self.path(rel)))

    @_guarded
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

    @_guarded
    def list_subdirs(self, rel: str = "") -> list[str]:
        """Real folders directly below `rel` (symbolic links are never followed: see `list_skipped`)."""
        p = self.path(rel)
        if not self.fs.exists(p):
            return []
        out = []
        for entry in self.fs.ls(p, detail=True):
            if entry.get("type") == "directory" and not entry.get("islink"):
                out.append(posixpath.basename(str(entry["name"]).rstrip("/")))
        return sorted(set(out))

    @_guarded
    def list_skipped(self, rel: str = "") -> list[tuple[str, str]]:
        """Entries below `rel` that are neither a real folder nor a regular file, with the reason they
        are not read: symbolic links (never followed), FIFOs, devices, sockets."""
        return self.backend.skipped(self.path(rel), rel)

    @_guarded
    def link_target(self, rel: str) -> tuple[str | None, str | None]:
        """Where the symbolic link `rel` leads, relative to the root, when it is a real folder inside the root
        (followed: it is inside what the user named); else (None, why it is not followed); (None, None) when
        `rel` is no link. Object stores have no links."""
        rel = check_relpath(rel)
        return self.backend.link_target(posixpath.join(self.root, rel) if rel else self.root, rel)

    @_guarded
    def find(self, rel: str) -> list[str]:
        """All files below `rel`, as paths relative to the root, sorted."""
        base = self.path(rel)
        if not self.fs.exists(base):
            return []
        prefix = self.root.rstrip("/") + "/" if self.root else ""
        return sorted(f[len(prefix):] if prefix and f.startswith(prefix) else f for f in self.backend.find(base))

    @_guarded
    def file_sizes(self, rel: str) -> dict[str, int]:
        """Size of every file below `rel`, by path relative to `rel` (one recursive listing)."""
        base = self.path(rel)
        if not self.fs.exists(base):
            return {}
        strip = len(self.fs._strip_protocol(base).rstrip("/")) + 1
        return {str(k)[strip:]: int(v.get("size") or 0)
                for k, v in self.fs.find(base, detail=True).items() if v.get("type") == "file"}

    @_guarded
    def regular(self, rel: str) -> str:
        """The full path of `rel`, refusing anything but a regular file (a FIFO would block the run
        and a character device would be read until memory runs out)."""
        full = self.path(rel)
        self.backend.check_regular(full, rel)
        return full

    @_guarded
    def size(self, rel: str) -> int:
        return int(self.fs.size(self.regular(rel)))

    @_guarded
    def open(self, rel: str, mode: str = "rb", **kw: Any) -> IO[Any]:
        return self.fs.open(self.regular(rel) if "r" in mode else self.path(rel), mode, **kw)

    @_guarded
    def read_bytes(self, rel: str) -> bytes:
        return bytes(self.fs.cat_file(self.regular(rel)))

    def sha256(self, rel: str, chunk: int = 1 << 20) -> tuple[str, int]:
        """Content digest and size of a file, read in chunks (memory flat whatever the size)."""
        h = hashlib.sha256()
        n = 0
        with self.open(rel, "rb") as fh:
            while block := fh.read(chunk):
                h.update(block)
                n += len(block)
        return h.hexdigest(), n

    def read_text(self, rel: str) -> str:
        return self.read_bytes(rel).decode("utf-8")

    @_guarded
    def write_bytes(self, rel: str, data: bytes) -> None:
        """Atomic publish of one file: readers see the old bytes or the new, never a partial file (locally the
        same spooled rename as `writer`; an object store's PUT is atomic)."""
        self.backend.write_bytes(self.path(rel), data)

    @contextlib.contextmanager
    def writer(self, rel: str) -> Iterator[IO[bytes]]:
        """Atomic publish of one file written piece by piece (a large table never held whole): readers see the
        old bytes or the new, never a partial file; an error inside the block leaves the target as it was.
        Local: a temp file in the root's `.spool/` (the same file system), renamed into place at the end. Object
        stores: a local temp file, uploaded at the end (a PUT is atomic)."""
        target = self.path(rel)
        with self.faults(rel), self.backend.writer(target) as fh:
            yield fh

    def write_text(self, rel: str, text: str) -> None:
        self.write_bytes(rel, text.encode("utf-8"))

    @_guarded
    def remove(self, rel: str) -> None:
        """Delete one file this pipeline wrote (never used on source roots); absent is fine."""
        with contextlib.suppress(FileNotFoundError):
            self.fs.rm_file(self.path(rel))

    @_guarded
    def identity(self, rel: str) -> str | None:
        """What tells, without reading it, that a file is the same file as before (None: absent).
        Local: device, inode, size and mtime; cuaflow replaces files (`write_bytes`), never rewrites one
        in place, so two paths with one identity are hard links to the same bytes. Object stores: ETag
        and size (a server-side copy keeps the ETag of a single-part object: the MD5 of its bytes)."""
        return self.backend.identity(self.path(rel))

    @_guarded
    def identities(self, rel: str) -> dict[str, str]:
        """`identity` of every file below `rel` (paths relative to `rel`), in one walk or one listing."""
        return self.backend.identities(self.path(rel))

    @_guarded
    def listing(self, rel: str) -> dict[str, str]:
        """Every entry below `rel` (paths relative to it) with what changes when it changes, in one walk or one
        listing and without reading a byte: a file's `identity` (locally device, inode, size and mtime; object
        stores ETag and size, else size and modification time), `dir` for a folder, a symbolic link's target,
        the type of anything else. The change detector of `tasks/run/skip.py`."""
        return self.backend.listing(self.path(rel))

    @_guarded
    def link(self, src_rel: str, dst_rel: str) -> tuple[bool, str | None]:
        """`dst_rel` becomes the file `src_rel` without its bytes passing through this process: a hard link
        on a local root, a server-side copy (S3 CopyObject) on an object store. Returns whether it could
        (not across filesystems, without hard links or past the link limit: the caller copies instead) and
        the source's `identity`, learnt on the way."""
        return self.backend.link(self.path(src_rel), self.path(dst_rel), src_rel)

    @_guarded
    def modified(self, rel: str) -> float:
        """Modification time of a file, seconds since the epoch."""
        return self.backend.modified(self.path(rel))

    @_guarded
    def remove_tree(self, rel: str) -> None:
        """Delete a folder this pipeline wrote and everything below it; absent is fine."""
        self.backend.remove_tree(self.path(rel))

    @_guarded
    def rename(self, src_rel: str, dst_rel: str) -> None:
        """Move a folder (or file) this pipeline wrote in one atomic step; only where `atomic_rename` (an object
        store has no rename: NotImplementedError)."""
        self.backend.rename(self.path(src_rel), self.path(dst_rel))

    @_guarded
    def makedirs(self, rel: str) -> None:
        """A folder, even empty, where the filesystem has folders (an object store has none: nothing to do)."""
        self.backend.makedirs(self.path(rel))

    @_guarded
    def remove_unshared(self, rel: str) -> int:
        """Delete the files below `rel` no other path links to (a cache whose entries the versions link); how many.
        Only where `hard_links`: elsewhere nothing tells, and nothing is deleted."""
        return self.backend.remove_unshared(self.path(rel))

    @_guarded
    def remove_orphan_temps(self, rel: str) -> list[str]:
        """Delete temp files left below `rel` by a writer that died (SIGKILL, power loss); files of a
        live writer are left alone. Local roots only: object stores publish without temp files."""
        return self.backend.remove_orphan_temps(self.path(rel))

    def remove_spool(self) -> None:
        """Drop the writers' spool folder when it is empty: a folder written once and handed over (an eval page)
        keeps nothing of how it was written. Called when no other writer of the root can be active."""
        self.backend.remove_spool()


class PartitionLock:
    """Serialises writers of one partition or dataset on a local root (flock: released if the
    holder dies). Object stores have no such primitive: there, outputs are deterministic and each
    object is published atomically, and Prefect deployment concurrency keeps runs of a day apart.
    `waited_for`: the other run this one waited for (`lockfile.py`), None when the lock was free."""

    def __init__(self, root: Root, name: str) -> None:
        self.root, self.name = root, name
        self._held: contextlib.ExitStack | None = None
        self.waited_for: str | None = None

    def __enter__(self) -> PartitionLock:
        held = contextlib.ExitStack()
        rel = f"_locks/{self.name}.lock"
        with self.root.faults(rel):
            self.waited_for = held.enter_context(self.root.backend.lock(self.root.path(rel)))
        self._held = held
        return self

    def __exit__(self, *exc: object) -> None:
        if self._held is not None:
            self._held.close()
            self._held = None


def open_root(url: str, storage_options: dict[str, Any] | None = None) -> Root:
    return Root(url, storage_options)


def roots(ctx: RunContext) -> tuple[Root, Root]:
    """The run's source and output roots, with the storage options its settings give each."""
    return open_root(ctx.source_url, ctx.options("source")), Root(ctx.output_url, ctx.options("output"), output=True)
