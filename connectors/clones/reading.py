"""Reading one Clones recording, in phases: the files present and verified, `meta.json`, the log's own metadata,
the log into the events table with its clock and accessibility snapshots, the video, the recording's metadata.

Each phase is a plain function over the immutable `Folder` (and what earlier phases returned), run by `_phase`
under the name of the file it reads: a value no check foresaw still quarantines the recording naming that file.
Nothing here writes to the source."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar

import polars as pl

from cuaflow.connectors.clones.axtree import ax_extent, snapshots
from cuaflow.connectors.clones.checks import check_log, check_present
from cuaflow.connectors.clones.checksums import input_hash, verify_checksums
from cuaflow.connectors.clones.clock import Clock, log_clock
from cuaflow.connectors.clones.files import CHECKSUMS, LOG, LOG_META, META, PRIVATE, VIDEO, Folder
from cuaflow.connectors.clones.log_table import read_log_table
from cuaflow.connectors.clones.meta import (
    MetaDoc,
    deleted_ranges,
    private_ranges,
    read_log_meta,
    read_meta,
    recording_meta,
)
from cuaflow.connectors.storage import Root
from cuaflow.connectors.video.timeline import inspect_video
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.schemas.recording import AxSnapshot, LoadedRecording, Quarantine, RecordingMeta, RecordingRef, VideoInfo
from cuaflow.schemas.settings import PipelineSettings

_P = ParamSpec("_P")
_T = TypeVar("_T")
# Failures of a value no check foresaw (a number too large to convert, text no codec can write, a missing key):
# each becomes a quarantine naming the file being read, not a bare exception name from a later stage.
_UNFORESEEN = (ArithmeticError, LookupError, TypeError, ValueError)


def read_recording(root: Root, ref: RecordingRef, settings: PipelineSettings | None = None) -> LoadedRecording:
    """The recording in canonical form, or `Quarantine` naming the file, the line and what was expected.
    `settings` bound the reading (`quality`, `bounds.max_event_chars`; the defaults when None)."""
    folder = _phase(META, _open, root, ref, settings or PipelineSettings())
    checksum_status, digests = _phase(CHECKSUMS, _verify, folder)
    doc = _phase(META, read_meta, folder)
    time_type, declared_events = _phase(LOG_META, read_log_meta, folder)
    log = _phase(LOG, _read_log, folder, time_type, declared_events)
    video = _phase(VIDEO, _read_video, folder, doc, log, digests)
    meta = _phase(META, recording_meta, ref, doc, log.clock, video.info, checksum_status,
                  [*log.flags, *video.warnings])
    private = _phase(PRIVATE, private_ranges, folder, log.clock.origin)
    return _phase(META, _loaded, folder, doc, meta, private, log, video)


def _phase(file: str, read: Callable[_P, _T], /, *args: _P.args, **kwargs: _P.kwargs) -> _T:
    """One phase of the reading; an unforeseen value in it quarantines the recording naming `file`."""
    try:
        return read(*args, **kwargs)
    except Quarantine:
        raise
    except _UNFORESEEN as exc:
        raise Quarantine(f"unreadable value ({type(exc).__name__}: {str(exc)[:300]}); expected the Clones "
                         "recorder's format", file=file) from exc


@dataclass(frozen=True)
class _Log:
    """The log read: the events on the event clock, the clock, the accessibility snapshots, the log's flags and
    its sha256 (from the same single read)."""

    events: pl.DataFrame
    clock: Clock
    ax: list[AxSnapshot]
    flags: list[str]
    digest: str


@dataclass(frozen=True)
class _Video:
    """The video's timeline as checked at ingest, its warnings, and the recording's content hash."""

    info: VideoInfo
    warnings: list[str]
    input_hash: str


def _open(root: Root, ref: RecordingRef, settings: PipelineSettings) -> Folder:
    names = frozenset(root.listdir(ref.path))
    check_present(names)
    return Folder(root, ref, names, settings.quality, settings.bounds)


def _verify(folder: Folder) -> tuple[str, dict[str, str]]:
    """`checksums.json` checked when present (and asked for): its status and the digests it computed."""
    if folder.quality.verify_checksums and CHECKSUMS in folder.names:
        return verify_checksums(folder)
    return "absent", {}


def _read_log(folder: Folder, time_type: str | None, declared_events: int | None) -> _Log:
    """The log as a table (the pointer and key lines' text left to `raw_lines`), checked, on its clock."""
    ax_data: list[tuple[int, dict[str, Any]]] = []
    digest = hashlib.sha256()
    with folder.root.open(folder.path(LOG), "rb") as fh:
        if fh.read(4096).lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"[":
            raise Quarantine("the log is a JSON array; expected JSON Lines (one event object per line, "
                             "e.g. {\"event\": \"mousemove\", \"time\": …, \"data\": {…}})", file=LOG, line=0)
        fh.seek(0)
        df = read_log_table(fh, folder.ref.recording_id, ax_data, folder.bounds.max_event_chars, digest=digest,
                            defer_raw=True)
    flags = check_log(df, declared_events, folder.quality)
    df, clock = log_clock(df, time_type)
    return _Log(df, clock, snapshots(df, ax_data), flags, digest.hexdigest())


def _read_video(folder: Folder, doc: MetaDoc, log: _Log, digests: dict[str, str]) -> _Video:
    """The video's timeline against the declared duration and the log's last input; the content hash."""
    clock, declared_s = log.clock, doc.declared_s
    with folder.root.open(folder.path(VIDEO), "rb") as fh:
        info, warnings = inspect_video(
            fh, VIDEO, declared_ms=declared_s * 1000 if declared_s is not None else None,
            activity_end_ms=(int(clock.last_input) - clock.offset) if clock.last_input is not None else None,
            tolerance=folder.quality.duration_tolerance)
    info.path = VIDEO
    return _Video(info, warnings, input_hash(folder, digests, log.digest))


def _loaded(folder: Folder, doc: MetaDoc, meta: RecordingMeta, private: list[tuple[int, int]], log: _Log,
            video: _Video) -> LoadedRecording:
    meta = meta.model_copy(update={"private_ranges": private,
                                   "flags": [*meta.flags, *deleted_ranges(doc.doc, video.info.duration_ms)]})
    return LoadedRecording(meta=meta, events=log.events.select(EVENTS_SCHEMA.names), ax=log.ax,
                           video_rel=folder.path(VIDEO), scale_hint=doc.scale_hint,
                           scale_hint_from=(META, "primary_monitor.scale_factor"), ax_extent=ax_extent(log.ax),
                           input_hash=video.input_hash)
