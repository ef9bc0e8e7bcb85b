"""Storage roots addressed by fsspec URL: a plain path is the local filesystem; `s3://…`, `memory://…`
and any other fsspec protocol work the same way. All paths handed to a root are relative and checked,
so nothing a recording or vendor names can reach outside it."""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import posixpath
import re
import shutil
import stat
import tempfile
import time
import uuid
from collections.abc import Iterator
from typing import IO, Any

import fsspec
from fsspec.implementations.local import LocalFileSystem

from cuaflow.connectors.locks import PartitionLock as PartitionLock  # where it was always imported from
from cuaflow.schemas.config import RunContext

_BAD_COMPONENT = re.compile(r"[\x00-\x1f\x7f/\\]")


class UnsafePath(ValueError):
    """A name that would escape its root or is not a plain folder/file name."""


class NotRegularFile(UnsafePath):
    """A FIFO, device or socket where a file is expected: reading it could block or never end."""


# Errors a retry cannot fix: the same call fails the same way until a person acts.
PERMANENT_ERRNOS = frozenset({errno.EROFS, errno.ENAMETOOLONG, errno.EACCES, errno.EPERM, errno.ENOSPC,
                              errno.EDQUOT, errno.ENOENT, errno.EISDIR, errno.ENOTDIR, errno.EINVAL,
                              errno.ELOOP, errno.EEXIST, errno.ENOTEMPTY, errno.EXDEV})
# A hard link is impossible here (another filesystem, none supported, too many links): copy instead.
_NO_LINK = frozenset({errno.EXDEV, errno.EPERM, errno.EMLINK, errno.ENOTSUP, errno.EOPNOTSUPP})
TEMP_PREFIX = ".tmp-"
# where `Root.writer` spools a file being written on a local root (the same file system: published by a rename)
WRITES_TEMP = ".spool"
_TEMP_NAME = re.compile(r"^\.tmp-(\d+)-[0-9a-f]+$")
LEGACY_TEMP_AGE_S = 3600  # temp files of the older naming (no owner pid) count as orphans after this


def is_permanent_oserror(exc: BaseException) -> bool:
    """Read-only filesystem, name too long, permission denied, disk full…: retrying cannot help."""
    return isinstance(exc, OSError) and getattr(exc, "errno", None) in PERMANENT_ERRNOS


def _kind_of(mode: int) -> str:
    for test, name in ((stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


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
        self._real: str | None = None  # the resolved local root, once
        self._dirs: dict[str, str] | None = None  # folder → real path, inside `resolving_folders_once`

    def __repr__(self) -> str:  # never shows storage options (they may hold secrets)
        return f"Root({self.url!r})"

    def path(self, rel: str = "") -> str:
        rel = check_relpath(rel)
        full = posixpath.join(self.root, rel) if rel else self.root
        if self.is_local and rel:
            # a symlink inside a recording must not lead cuaflow outside its root
            real_root = self._real_root()
            real = self._resolve(full)
            if real != real_root and not real.startswith(real_root.rstrip(os.sep) + os.sep):
                raise UnsafePath(f"{rel!r} resolves outside the storage root (symlink?)")
        return full

    def _resolve(self, full: str) -> str:
        if self._dirs is None:
            return os.path.realpath(full)
        parent, name = posixpath.split(full)
        real_parent = self._dirs.get(parent)
        if real_parent is None:
            real_parent = os.path.realpath(parent)
            if os.path.isdir(real_parent):  # only folders that exist: one created later is resolved then
                self._dirs[parent] = real_parent
        real = posixpath.join(real_parent, name)
        return os.path.realpath(real) if os.path.islink(real) else real

    @contextlib.contextmanager
    def resolving_folders_once(self) -> Iterator[Root]:
        """Inside the block, each folder's real path is resolved once (the file name is still checked for a
        link every time): a build that names thousands of files in the folders it owns pays one `realpath`
        per folder, not per file."""
        self._dirs = {}
        try:
            yield self
        finally:
            self._dirs = None

    def _real_root(self) -> str:
        # the root itself does not move while cuaflow runs: resolved once, not at every path
        if self._real is None:
            self._real = os.path.realpath(self.root)
        return self._real

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
        """Real folders directly below `rel` (symbolic links are never followed: see `list_skipped`)."""
        p = self.path(rel)
        if not self.fs.exists(p):
            return []
        out = []
        for entry in self.fs.ls(p, detail=True):
            if entry.get("type") == "directory" and not entry.get("islink"):
                out.append(posixpath.basename(str(entry["name"]).rstrip("/")))
        return sorted(set(out))

    def list_skipped(self, rel: str = "") -> list[tuple[str, str]]:
        """Entries below `rel` that are neither a real folder nor a regular file, with the reason they
        are not read: symbolic links (never followed), FIFOs, devices, sockets."""
        p = self.path(rel)
        if not self.is_local or not self.fs.exists(p):
            return []
        out = []
        for entry in self.fs.ls(p, detail=True):
            name = posixpath.basename(str(entry["name"]).rstrip("/"))
            if entry.get("islink"):
                dest = entry.get("destination", "?")
                out.append((name, f"{rel}/{name}: a symbolic link (to {dest}), not followed; copy or move "
                                  "the real folder into the source instead"))
            elif entry.get("type") not in ("directory", "file"):
                out.append((name, f"{rel}/{name}: {_kind_of(int(entry.get('mode', 0)))}, not a folder or "
                                  "regular file; never read"))
        return sorted(out)

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

    def file_sizes(self, rel: str) -> dict[str, int]:
        """Size of every file below `rel`, by path relative to `rel` (one recursive listing)."""
        base = self.path(rel)
        if not self.fs.exists(base):
            return {}
        strip = len(self.fs._strip_protocol(base).rstrip("/")) + 1
        return {str(k)[strip:]: int(v.get("size") or 0)
                for k, v in self.fs.find(base, detail=True).items() if v.get("type") == "file"}

    def regular(self, rel: str) -> str:
        """The full path of `rel`, refusing anything but a regular file (a FIFO would block the run
        and a character device would be read until memory runs out)."""
        full = self.path(rel)
        if self.is_local:
            try:
                mode = os.stat(full).st_mode
            except FileNotFoundError:
                raise FileNotFoundError(errno.ENOENT, f"{posixpath.basename(rel)} does not exist", rel) from None
            if stat.S_ISDIR(mode):
                raise NotRegularFile(f"{posixpath.basename(rel)} is a folder where a regular file was expected")
            if not stat.S_ISREG(mode):
                raise NotRegularFile(f"{posixpath.basename(rel)} is {_kind_of(mode)}, not a regular file; "
                                     "never read")
        return full

    def size(self, rel: str) -> int:
        return int(self.fs.size(self.regular(rel)))

    def open(self, rel: str, mode: str = "rb", **kw: Any) -> IO[Any]:
        return self.fs.open(self.regular(rel) if "r" in mode else self.path(rel), mode, **kw)

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

    def write_bytes(self, rel: str, data: bytes) -> None:
        """Atomic publish of one file: readers see the old bytes or the new, never a partial file."""
        if self.is_local:
            with self.writer(rel) as fh:
                fh.write(data)
        else:  # object stores publish a PUT atomically; a crash leaves the old object or none
            self.fs.pipe_file(self.path(rel), data)

    @contextlib.contextmanager
    def writer(self, rel: str) -> Iterator[IO[bytes]]:
        """Atomic publish of one file written piece by piece (a large table never held whole): readers see the
        old bytes or the new, never a partial file; an error inside the block leaves the target as it was.
        Local: a temp file in the root's `.spool/` (the same file system), renamed into place at the end. Object
        stores: a local temp file, uploaded at the end (a PUT is atomic)."""
        target = self.path(rel)
        if self.is_local:
            # not beside the target: a concurrent run of the same recording may remove the target's folder
            # (stale work files) while this one is still writing
            spool = self.path(WRITES_TEMP)
            os.makedirs(spool, exist_ok=True)
            tmp = posixpath.join(spool, f"{TEMP_PREFIX}{os.getpid()}-{uuid.uuid4().hex[:12]}")
        else:
            fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX)
            os.close(fd)
        try:
            with open(tmp, "wb") as fh:
                yield fh
                fh.flush()
                os.fsync(fh.fileno())
            if self.is_local:
                os.makedirs(posixpath.dirname(target), exist_ok=True)
                os.replace(tmp, target)
            else:
                self.fs.put_file(tmp, target)
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)

    def write_text(self, rel: str, text: str) -> None:
        self.write_bytes(rel, text.encode("utf-8"))

    def remove(self, rel: str) -> None:
        """Delete one file this pipeline wrote (never used on source roots); absent is fine."""
        with contextlib.suppress(FileNotFoundError):
            self.fs.rm_file(self.path(rel))

    def identity(self, rel: str) -> str | None:
        """What tells, without reading it, that a file is the same file as before (None: absent).
        Local: device, inode, size and mtime; cuaflow replaces files (`write_bytes`), never rewrites one
        in place, so two paths with one identity are hard links to the same bytes. Object stores: ETag
        and size (a server-side copy keeps the ETag of a single-part object: the MD5 of its bytes)."""
        full = self.path(rel)
        if self.is_local:
            try:
                st = os.stat(full)
            except FileNotFoundError:
                return None
            return f"{st.st_dev}:{st.st_ino}:{st.st_size}:{st.st_mtime_ns}" if stat.S_ISREG(st.st_mode) else None
        try:
            info = self.fs.info(full)
        except FileNotFoundError:
            return None
        etag = str(info.get("ETag") or info.get("etag") or "").strip('"')
        return f"{etag}:{info.get('size')}" if etag else None

    def identities(self, rel: str) -> dict[str, str]:
        """`identity` of every file below `rel` (paths relative to `rel`), in one walk or one listing."""
        base = self.path(rel)
        found: dict[str, str] = {}
        if self.is_local:
            stack = [""]
            while stack:
                sub = stack.pop()
                try:
                    entries = list(os.scandir(os.path.join(base, sub) if sub else base))
                except (FileNotFoundError, NotADirectoryError):
                    continue
                for e in entries:
                    name = f"{sub}/{e.name}" if sub else e.name
                    if e.is_dir(follow_symlinks=False):
                        stack.append(name)
                    elif e.is_file(follow_symlinks=False):
                        st = e.stat(follow_symlinks=False)
                        found[name] = f"{st.st_dev}:{st.st_ino}:{st.st_size}:{st.st_mtime_ns}"
            return found
        if not self.fs.exists(base):
            return found
        for path, info in self.fs.find(base, detail=True).items():
            etag = str(info.get("ETag") or info.get("etag") or "").strip('"')
            if etag:
                found[str(path)[len(base.rstrip("/")) + 1:]] = f"{etag}:{info.get('size')}"
        return found

    def listing(self, rel: str) -> dict[str, str]:
        """Every entry below `rel` (paths relative to it) with what changes when it changes, in one walk or one
        listing and without reading a byte: a file's `identity` (locally device, inode, size and mtime; object
        stores ETag and size, else size and modification time), `dir` for a folder, a symbolic link's target,
        the type of anything else. The change detector of `tasks/skip.py`."""
        base = self.path(rel)
        if not self.is_local:
            if not self.fs.exists(base):
                return {}
            found: dict[str, str] = {}
            for path, info in self.fs.find(base, detail=True, withdirs=True).items():
                name = str(path)[len(base.rstrip("/")) + 1:]
                etag = str(info.get("ETag") or info.get("etag") or "").strip('"')
                modified = info.get("LastModified") or info.get("mtime") or info.get("last_modified")
                found[name] = ("dir" if info.get("type") == "directory"
                               else f"{etag}:{info.get('size')}" if etag else f"{info.get('size')}:{modified}")
            found.pop("", None)
            return found
        found = {}
        stack = [""]
        while stack:
            sub = stack.pop()
            try:
                entries = list(os.scandir(os.path.join(base, sub) if sub else base))
            except (FileNotFoundError, NotADirectoryError):
                continue
            for e in entries:
                name = f"{sub}/{e.name}" if sub else e.name
                st = e.stat(follow_symlinks=False)
                if stat.S_ISDIR(st.st_mode):
                    found[name] = "dir"
                    stack.append(name)
                elif stat.S_ISREG(st.st_mode):
                    found[name] = f"{st.st_dev}:{st.st_ino}:{st.st_size}:{st.st_mtime_ns}"
                elif stat.S_ISLNK(st.st_mode):
                    found[name] = f"link:{os.readlink(e.path)}"
                else:
                    found[name] = f"type:{stat.S_IFMT(st.st_mode)}"
        return found

    def link(self, src_rel: str, dst_rel: str) -> tuple[bool, str | None]:
        """`dst_rel` becomes the file `src_rel` without its bytes passing through this process: a hard link
        on a local root, a server-side copy (S3 CopyObject) on an object store. Returns whether it could
        (not across filesystems, without hard links or past the link limit: the caller copies instead) and
        the source's `identity`, learnt on the way."""
        src, dst = self.path(src_rel), self.path(dst_rel)
        if self.is_local:
            try:
                st = os.stat(src)
            except FileNotFoundError:
                st = None
            if st is None or not stat.S_ISREG(st.st_mode):
                self.regular(src_rel)  # raises, naming the file and what it is
                raise AssertionError(src_rel)  # unreachable: regular() raised
            ident: str | None = f"{st.st_dev}:{st.st_ino}:{st.st_size}:{st.st_mtime_ns}"
            try:
                os.link(src, dst)
            except FileNotFoundError:
                os.makedirs(posixpath.dirname(dst), exist_ok=True)
                return self._link_local(src, dst), ident
            except OSError as exc:
                if exc.errno in _NO_LINK:
                    return False, ident
                raise
            return True, ident
        ident = self.identity(src_rel)
        try:
            self.fs.copy(src, dst)
        except NotImplementedError:
            return False, ident
        return True, ident

    @staticmethod
    def _link_local(src: str, dst: str) -> bool:
        try:
            os.link(src, dst)
        except OSError as exc:
            if exc.errno in _NO_LINK:
                return False
            raise
        return True

    def modified(self, rel: str) -> float:
        """Modification time of a file, seconds since the epoch."""
        full = self.path(rel)
        if self.is_local:
            return os.stat(full).st_mtime
        return float(self.fs.modified(full).timestamp())

    def remove_tree(self, rel: str) -> None:
        """Delete a folder this pipeline wrote and everything below it; absent is fine."""
        full = self.path(rel)
        if self.is_local:
            shutil.rmtree(full, ignore_errors=True)
        elif self.fs.exists(full):
            self.fs.rm(full, recursive=True)

    def remove_orphan_temps(self, rel: str) -> list[str]:
        """Delete temp files left below `rel` by a writer that died (SIGKILL, power loss); files of a
        live writer are left alone. Local roots only: object stores publish without temp files."""
        base = self.path(rel)
        if not self.is_local or not os.path.isdir(base):
            return []
        removed = []
        now = time.time()
        for dirpath, _dirs, files in os.walk(base):
            for name in files:
                if not name.startswith(TEMP_PREFIX):
                    continue
                full = os.path.join(dirpath, name)
                m = _TEMP_NAME.match(name)
                try:
                    orphan = (not _pid_alive(int(m.group(1)))) if m else now - os.lstat(full).st_mtime > \
                        LEGACY_TEMP_AGE_S
                    if orphan:
                        os.unlink(full)
                        removed.append(os.path.relpath(full, self.root).replace(os.sep, "/"))
                except FileNotFoundError:
                    continue
        return sorted(removed)


def open_root(url: str, storage_options: dict[str, Any] | None = None) -> Root:
    return Root(url, storage_options)


def roots(ctx: RunContext) -> tuple[Root, Root]:
    """The run's source and output roots, with the storage options its settings give each."""
    return open_root(ctx.source_url, ctx.options("source")), open_root(ctx.output_url, ctx.options("output"))
