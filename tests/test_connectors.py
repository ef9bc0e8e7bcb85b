"""The connector registry: discovery is driven by the registered formats, in order, with no format
named in tasks/."""

from __future__ import annotations

from pathlib import Path

import pytest

from cuaflow.connectors import registry
from cuaflow.connectors.base import Connector
from cuaflow.connectors.storage import Root, open_root
from cuaflow.schemas.recording import LoadedRecording, RecordingRef
from cuaflow.schemas.settings import PipelineSettings
from cuaflow.tasks.recording.ingest import discover


class _Toy(Connector):
    """A made-up format: a folder holding `toy.txt`; its id is the folder name upper-cased."""

    name = "toy"

    def detect(self, root: Root, path: str) -> bool:
        return "toy.txt" in root.listdir(path)

    def recording_id(self, folder: str) -> str:
        return folder.upper()

    def read(self, root: Root, ref: RecordingRef, settings: PipelineSettings) -> LoadedRecording:
        raise NotImplementedError  # discovery never reads


def test_a_registered_format_is_discovered_without_touching_the_stages(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    day = tmp_path / "2025-03-01"
    (day / "abc").mkdir(parents=True)
    (day / "abc" / "toy.txt").write_text("x")
    (day / "other").mkdir()
    (day / "other" / "notes.txt").write_text("x")
    root = open_root(str(tmp_path))
    assert discover(root, "2025-03-01").refs == []  # not a known layout yet

    toy = _Toy()
    monkeypatch.setattr(registry, "CONNECTORS", (*registry.CONNECTORS, toy))
    found = discover(root, "2025-03-01")
    assert [(r.recording_id, r.source_format, r.path) for r in found.refs] == [("ABC", "toy", "2025-03-01/abc")]
    assert [name for name, _ in found.rejected] == ["other"]
    assert registry.connector("toy") is toy


def test_an_unknown_source_format_names_the_known_ones() -> None:
    with pytest.raises(ValueError, match=r"unknown source format 'nope'; known: \['clones', 'vendor'\]"):
        registry.connector("nope")
