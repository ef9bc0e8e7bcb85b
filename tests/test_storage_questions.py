"""What callers ask of a storage root instead of its kind: each question answered by the backend, once, on a local
folder and on an object-store-like filesystem (`memory://`) alike."""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest

from cuaflow.connectors.storage import open_root


def test_a_local_root_stages_by_rename_and_prunes_by_link_count(tmp_path: Path) -> None:
    root = open_root(str(tmp_path))
    assert (root.atomic_rename, root.hard_links) == (True, True)
    root.makedirs("a/empty")
    assert (tmp_path / "a/empty").is_dir()
    root.write_bytes("a/one.bin", b"1")
    root.rename("a", "b")  # one step: the folder is gone from its old name at once
    assert not (tmp_path / "a").exists() and (tmp_path / "b/one.bin").read_bytes() == b"1"
    root.write_bytes("cache/used.bin", b"u")
    root.write_bytes("cache/unused.bin", b"x")
    assert root.link("cache/used.bin", "b/used.bin")[0]
    assert root.remove_unshared("cache") == 1  # only the file no other path links to
    assert sorted(os.listdir(tmp_path / "cache")) == ["used.bin"]


def test_a_local_root_says_what_a_person_got_wrong_in_its_path(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    (tmp_path / "via").symlink_to(tmp_path / "real")
    assert open_root(str(tmp_path / "via")).canonical == open_root(str(tmp_path / "real")).canonical
    (tmp_path / "file").write_text("x")
    assert open_root(str(tmp_path / "file")).unwritable() == "is a file, not a folder"
    assert open_root(str(tmp_path / "file/below")).unwritable() == f"{tmp_path / 'file'} is a file, not a folder"
    assert open_root(str(tmp_path / "new/deeper")).unwritable() is None  # created by the first write
    assert open_root(f"~/cuaflow-absent-{uuid.uuid4().hex}").missing_hint() == (
        " (a ~ is not expanded here: give the full path)")
    assert open_root(str(tmp_path / "absent")).missing_hint() == ""


def test_an_object_store_publishes_without_renames_or_links() -> None:
    root = open_root(f"memory://questions-{uuid.uuid4().hex}/out")
    assert (root.atomic_rename, root.hard_links) == (False, False)
    assert root.canonical == root.root  # a key is a name: nothing to resolve
    root.makedirs("empty")  # no folders: nothing is made
    assert root.listdir() == []
    root.write_bytes("cache/unused.bin", b"x")
    assert root.remove_unshared("cache") == 0 and root.exists("cache/unused.bin")  # nothing tells it is unused
    with pytest.raises(NotImplementedError):
        root.rename("cache", "elsewhere")
    assert root.unwritable() is None and root.missing_hint() == ""  # memory:// has no buckets
