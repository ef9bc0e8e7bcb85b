"""The local filesystem behind a `Root`: what only a local folder has (symbolic links that could lead outside
the root, FIFOs and devices, inodes and hard links, renames, advisory locks, temp files of dead writers).

Every folder below a root is walked by one function, `_walk`: the change detector's listing, the identities
of a dataset's files and the search for orphaned temp files all go through it."""

from __future__ import annotations

import contextlib
import errno
import os
import posixpath
import re
import shutil
import stat
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from fsspec.implementations.local import LocalFileSystem

from cuaflow.connectors.storage.faults import free_space
from cuaflow.connectors.storage.paths import TEMP_PREFIX, WRITES_TEMP, NotRegularFile, UnsafePath

# A hard link is impossible here (another filesystem, none supported, too many links): copy instead.
_NO_LINK = frozenset({errno.EXDEV, errno.EPERM, errno.EMLINK, errno.ENOTSUP, errno.EOPNOTSUPP})
_TEMP_NAME = re.compile(r"^\.tmp-(\d+)-[0-9a-f]+$")
LEGACY_TEMP_AGE_S = 3600  # temp files of the older naming (no owner pid) count as orphans after this


def kind_of(mode: int) -> str:
    """What a file that is no regular file is, for a message."""
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


def _identity(st: os.stat_result) -> str:
    """Device, inode, size and mtime: cuaflow replaces files, never rewrites one in place."""
    return f"{st.st_dev}:{st.st_ino}:{st.st_size}:{st.st_mtime_ns}"


def _walk(base: str, skip: tuple[type[OSError], ...] = (FileNotFoundError, NotADirectoryError)
          ) -> Iterator[tuple[str, os.DirEntry[str]]]:
    """Every entry below `base` as (path relative to `base`, its directory entry), symbolic links never followed;
    a folder whose listing fails with one of `skip` is passed over."""
    stack = [""]
    while stack:
        sub = stack.pop()
        try:
            entries = list(os.scandir(os.path.join(base, sub) if sub else base))
        except skip:
            continue
        for e in entries:
            name = f"{sub}/{e.name}" if sub else e.name
            if e.is_dir(follow_symlinks=False):
                stack.append(name)
            yield name, e


class LocalBackend:
    """A root that is a local folder."""

    # A folder renames in one step: a version is staged out of sight, then renamed into place (or out of sight).
    atomic_rename = True
    # A link shares the file's bytes, and its link count tells whether any other path still uses them.
    hard_links = True

    def __init__(self, fs: LocalFileSystem, root: str) -> None:
        self.fs, self.root = fs, root
        self._real: str | None = None  # the resolved root, once: it does not move while cuaflow runs
        self._dirs: dict[str, str] | None = None  # folder → real path, inside `resolving_folders_once`

    def check_inside(self, full: str, rel: str) -> None:
        """A symlink inside a recording must not lead cuaflow outside its root."""
        if self._real is None:
            self._real = os.path.realpath(self.root)
        real = self._resolve(full)
        if real != self._real and not real.startswith(self._real.rstrip(os.sep) + os.sep):
            raise UnsafePath(f"{rel!r} resolves outside the storage root (symlink?)")

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
    def resolving_folders_once(self) -> Iterator[None]:
        self._dirs = {}
        try:
            yield
        finally:
            self._dirs = None

    def check_regular(self, full: str, rel: str) -> None:
        """Refuse anything but a regular file (a FIFO would block the run, a device be read until memory runs out)."""
        try:
            mode = os.stat(full).st_mode
        except FileNotFoundError:
            raise FileNotFoundError(errno.ENOENT, f"{posixpath.basename(rel)} does not exist", rel) from None
        if stat.S_ISDIR(mode):
            raise NotRegularFile(f"{posixpath.basename(rel)} is a folder where a regular file was expected")
        if not stat.S_ISREG(mode):
            raise NotRegularFile(f"{posixpath.basename(rel)} is {kind_of(mode)}, not a regular file; never read")

    def skipped(self, full: str, rel: str) -> list[tuple[str, str]]:
        """Entries below `full` that are neither a real folder nor a regular file, with the reason they are not
        read: symbolic links (never followed), FIFOs, devices, sockets."""
        if not self.fs.exists(full):
            return []
        out = []
        for entry in self.fs.ls(full, detail=True):
            name = posixpath.basename(str(entry["name"]).rstrip("/"))
            if entry.get("islink"):
                dest = entry.get("destination", "?")
                out.append((name, f"{rel}/{name}: a symbolic link (to {dest}), not followed; copy or move "
                                  "the real folder into the source instead"))
            elif entry.get("type") not in ("directory", "file"):
                out.append((name, f"{rel}/{name}: {kind_of(int(entry.get('mode', 0)))}, not a folder or "
                                  "regular file; never read"))
        return sorted(out)

    def link_target(self, full: str, rel: str) -> tuple[str | None, str | None]:
        """Where the symbolic link `full` leads, relative to the root, when that is a real folder inside the root
        (a sync tool's or a "current" link); else (None, why it is not followed). (None, None): no link."""
        if not os.path.islink(full):
            return None, None
        if self._real is None:
            self._real = os.path.realpath(self.root)
        dest, real = os.readlink(full), os.path.realpath(full)
        if not os.path.isdir(real):
            return None, f"{rel}: a symbolic link to {dest}, which is no folder (a broken link?); not followed"
        if not real.startswith(self._real.rstrip(os.sep) + os.sep):
            return None, (f"{rel}: a symbolic link to {dest}, outside the source; not followed; copy or move the "
                          "real folder into the source instead")
        return os.path.relpath(real, self._real).replace(os.sep, "/"), None

    def free(self) -> str | None:
        """Free space of the file system holding the root, for a message."""
        return free_space(self.root)

    def canonical(self) -> str:
        """The root's real path (links and `..` resolved): two roots are the same folder when these are equal."""
        return str(Path(self.root).resolve())

    def missing_hint(self, url: str) -> str:
        """What a person most often got wrong when a local path `url` does not exist ('': nothing to say)."""
        if url.startswith("~"):
            return " (a ~ is not expanded here: give the full path)"
        if not Path(self.root).is_absolute() and "://" not in url:
            return f" (a relative path, read from {os.getcwd()}: give the full path)"
        return ""

    def unwritable(self) -> str | None:
        """Why this user cannot write the root (a file in its place, no permission), None when it can: the
        first folder of the path that exists is probed with a temp file."""
        path = Path(self.root)
        if path.exists() and not path.is_dir():
            return "is a file, not a folder"
        probe = path
        while not probe.exists():
            probe = probe.parent
        if not probe.is_dir():
            return f"{probe} is a file, not a folder"
        try:
            with tempfile.TemporaryFile(dir=probe):
                pass
        except OSError as exc:
            return f"not writable ({exc.strerror or exc} in {probe})"
        return None

    def find(self, base: str) -> list[str]:
        return [str(f).replace(os.sep, "/") for f in self.fs.find(base)]

    def write_bytes(self, full: str, data: bytes) -> None:
        with self.writer(full) as fh:
            fh.write(data)

    @contextlib.contextmanager
    def writer(self, target: str) -> Iterator[IO[bytes]]:
        """A temp file in the root's `.spool/` (the same file system, not beside the target: a concurrent run of
        the same recording may remove the target's folder), renamed into place at the end."""
        spool = posixpath.join(self.root, WRITES_TEMP)
        self.check_inside(spool, WRITES_TEMP)
        os.makedirs(spool, exist_ok=True)
        tmp = posixpath.join(spool, f"{TEMP_PREFIX}{os.getpid()}-{uuid.uuid4().hex[:12]}")
        try:
            with open(tmp, "wb") as fh:
                yield fh
                fh.flush()
                os.fsync(fh.fileno())
            os.makedirs(posixpath.dirname(target), exist_ok=True)
            try:
                os.replace(tmp, target)
            except OSError as exc:
                if exc.errno != errno.EXDEV:
                    raise
                _replace_across(tmp, target)  # the target's folder is another file system mounted in the root
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)

    def identity(self, full: str) -> str | None:
        try:
            st = os.stat(full)
        except FileNotFoundError:
            return None
        return _identity(st) if stat.S_ISREG(st.st_mode) else None

    def identities(self, base: str) -> dict[str, str]:
        return {name: _identity(e.stat(follow_symlinks=False)) for name, e in _walk(base)
                if e.is_file(follow_symlinks=False)}

    def listing(self, base: str) -> dict[str, str]:
        found = {}
        for name, e in _walk(base):
            st = e.stat(follow_symlinks=False)
            if stat.S_ISDIR(st.st_mode):
                found[name] = "dir"
            elif stat.S_ISREG(st.st_mode):
                found[name] = _identity(st)
            elif stat.S_ISLNK(st.st_mode):
                found[name] = f"link:{os.readlink(e.path)}"
            else:
                found[name] = f"type:{stat.S_IFMT(st.st_mode)}"
        return found

    def link(self, src: str, dst: str, src_rel: str) -> tuple[bool, str | None]:
        """A hard link; False where none can be made (another file system, none supported, the link limit)."""
        try:
            st = os.stat(src)
        except FileNotFoundError:
            st = None
        if st is None or not stat.S_ISREG(st.st_mode):
            self.check_regular(src, src_rel)  # raises, naming the file and what it is
            raise AssertionError(src_rel)  # unreachable: check_regular raised
        try:
            os.link(src, dst)
        except FileNotFoundError:
            os.makedirs(posixpath.dirname(dst), exist_ok=True)
            return self._link_again(src, dst), _identity(st)
        except OSError as exc:
            if exc.errno in _NO_LINK:
                return False, _identity(st)
            raise
        return True, _identity(st)

    @staticmethod
    def _link_again(src: str, dst: str) -> bool:
        try:
            os.link(src, dst)
        except OSError as exc:
            if exc.errno in _NO_LINK:
                return False
            raise
        return True

    def modified(self, full: str) -> float:
        return os.stat(full).st_mtime

    def remove_tree(self, full: str) -> None:
        shutil.rmtree(full, ignore_errors=True)

    def rename(self, src: str, dst: str) -> None:
        os.replace(src, dst)

    def makedirs(self, full: str) -> None:
        os.makedirs(full, exist_ok=True)

    def remove_unshared(self, full: str) -> int:
        """Delete the files below `full` that no other path links to (a link count of 1); how many."""
        removed = 0
        for dirpath, _dirs, files in os.walk(full):
            for f in files:
                path = os.path.join(dirpath, f)
                if os.stat(path).st_nlink == 1:
                    os.unlink(path)
                    removed += 1
        return removed

    def remove_spool(self) -> None:
        with contextlib.suppress(OSError):  # absent, or not empty: a writer's file is in it
            os.rmdir(posixpath.join(self.root, WRITES_TEMP))

    def remove_orphan_temps(self, base: str) -> list[str]:
        """Delete temp files left below `base` by a writer that died (its pid no longer alive; of the older
        naming, older than an hour); a live writer's are left alone. Paths relative to the root."""
        if not os.path.isdir(base):
            return []
        removed = []
        now = time.time()
        for _name, e in _walk(base, skip=(OSError,)):
            if e.is_dir() or not e.name.startswith(TEMP_PREFIX):  # a link to a folder is no temp file either
                continue
            m = _TEMP_NAME.match(e.name)
            try:
                if (not _pid_alive(int(m.group(1)))) if m else now - os.lstat(e.path).st_mtime > LEGACY_TEMP_AGE_S:
                    os.unlink(e.path)
                    removed.append(os.path.relpath(e.path, self.root).replace(os.sep, "/"))
            except FileNotFoundError:
                continue
        return sorted(removed)

    def lock(self, full: str) -> contextlib.AbstractContextManager[str | None]:
        """An exclusive advisory lock (flock: released if the holder dies) naming its holder
        (`lockfile.py`); the context gives the holder this one waited for, None when it was free."""
        from cuaflow.connectors.storage.lockfile import hold

        return hold(full)


def _replace_across(tmp: str, target: str) -> None:
    """Publish `tmp` at `target` on another file system: a copy beside the target (its file system), then a
    rename there, so a reader still sees the old file or the whole new one."""
    near = posixpath.join(posixpath.dirname(target), posixpath.basename(tmp))
    try:
        shutil.copyfile(tmp, near)
        with open(near, "rb") as fh:
            os.fsync(fh.fileno())
        os.replace(near, target)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(near)
