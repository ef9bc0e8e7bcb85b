"""A Clones recording folder: its file names, the reading's immutable context (`Folder`), and the small value
readers every part of the format shares (a JSON file, a finite number, a value quoted for a message)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import orjson

from cuaflow.connectors.storage import Root
from cuaflow.schemas.recording import Quarantine, RecordingRef
from cuaflow.schemas.settings import ArgumentBounds, QualitySettings

META = "meta.json"
LOG = "input_log.jsonl"
LOG_META = "input_log_meta.json"
VIDEO = "recording.mp4"
CHECKSUMS = "checksums.json"
MANIFEST = "manifest.json"
PRIVATE = "private_ranges.json"
# The files read into a recording's content; a checksums.json that omits one of the essential ones (what the
# steps and frames come from) cannot vouch for the recording, one that omits another is "incomplete".
CONTENT = (META, LOG, LOG_META, VIDEO, PRIVATE)
ESSENTIAL = (META, LOG, VIDEO)
MAX_TIME_MS = 253_402_300_800_000  # 9999-12-31 in epoch ms
MAX_DURATION_S = 7 * 24 * 3600  # a week: longer is not one demonstration
ABSOLUTE_TIME_THRESHOLD = 10**11  # ms since epoch ≈ 1973: anything above is wall-clock time


def short(v: Any, n: int = 40) -> str:
    """A value quoted for a message, cut so one absurd value cannot flood the reason."""
    text = repr(v)
    return text if len(text) <= n else text[:n] + f"… ({len(text)} characters)"


def looks_like_clones(root: Root, rel: str) -> bool:
    names = set(root.listdir(rel))
    return LOG in names or META in names


def finite(v: Any) -> float | None:
    if isinstance(v, bool) or not isinstance(v, int | float):
        return None
    f = float(v)
    return f if math.isfinite(f) else None


def read_json(root: Root, rel: str, name: str) -> Any:
    """The JSON document of one file; text that is no JSON quarantines the recording, naming the file."""
    try:
        return orjson.loads(root.read_bytes(rel))
    except orjson.JSONDecodeError as exc:
        raise Quarantine(f"not valid JSON ({exc})", file=name) from None


def string(v: Any) -> str:
    return v if isinstance(v, str) else ""


@dataclass(frozen=True)
class Folder:
    """One recording folder as a reading sees it: where it is, what it lists, and the settings that bound the
    reading. It never changes: each phase of the reading (`reading.py`) takes it and returns what it found."""

    root: Root
    ref: RecordingRef
    names: frozenset[str]
    quality: QualitySettings
    bounds: ArgumentBounds

    def path(self, name: str) -> str:
        """A file of the folder, relative to the root."""
        return f"{self.ref.path}/{name}"

    def json(self, name: str) -> Any:
        """The JSON document of one of the folder's files."""
        return read_json(self.root, self.path(name), name)
