"""The canonical recording every connector produces, and the `recordings` table row."""

from __future__ import annotations

import hashlib
import types
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import polars as pl
import pyarrow as pa
from pydantic import BaseModel, ConfigDict, Field, field_serializer

Outcome = Literal["success", "failure", "unknown"]

# Output file names are built from recording ids (`<id>_s0001_annotated.png`, `<id>/`); filesystems hold
# 255 bytes per name, so the id part is kept to this budget (room for every suffix cuaflow adds).
NAME_BUDGET_BYTES = 160


def fit_name(name: str, budget: int = NAME_BUDGET_BYTES) -> str:
    """`name` itself when it fits `budget` UTF-8 bytes; otherwise its longest prefix that fits with a
    hash of the whole name appended, so distinct long names stay distinct and the result is stable."""
    raw = name.encode("utf-8")
    if len(raw) <= budget:
        return name
    tag = "~" + hashlib.sha256(raw).hexdigest()[:12]
    head = raw[: budget - len(tag)].decode("utf-8", errors="ignore").rstrip(" .")
    return head + tag


class RecordingRef(BaseModel):
    """Where a recording lives in the source tree (serialisable: passed between tasks)."""

    model_config = ConfigDict(frozen=True)

    source_url: str  # storage root
    date: str  # YYYY-MM-DD partition
    recording_id: str  # folder name, validated safe
    path: str  # path of the recording folder relative to the root
    source_format: str = "clones"
    # From the discovery listing, to plan a run before anything is read: bytes of the logs it parses (its
    # memory) and of its media (videos, images: its decoding work).
    parsed_bytes: int = 0
    media_bytes: int = 0

    @property
    def out_name(self) -> str:
        """The recording's id as it appears in output file and folder names (fits any filesystem)."""
        return fit_name(self.recording_id)


class VideoInfo(BaseModel):
    path: str | None = None  # relative to the recording folder
    width: int | None = None
    height: int | None = None
    codec: str | None = None
    duration_ms: float | None = None
    frame_count: int | None = None
    first_pts_ms: float | None = None
    end_ms: float | None = None  # where readable frames stop (last pts + one frame); may be < duration_ms
    stream_index: int | None = None  # the screen stream (the largest picture)
    # stretches of the timeline without a frame (over 2 s), (last frame before, first frame after) in ms: what is
    # on screen inside a long one, or one the log has input in, is unknown (the frames stage decides)
    gaps: list[tuple[float, float]] = Field(default_factory=list)


class RecordingMeta(BaseModel):
    """Everything the pipeline needs to know about one recording, whatever its source layout."""

    recording_id: str
    date: str
    source_format: str
    source_id: str | None = None  # id written inside the recording (meta.id, TID)
    title: str = ""
    description: str = ""
    app: str = ""
    objectives: list[str] = Field(default_factory=list)
    content: str = ""
    task_id: str | None = None
    category: str | None = None
    platform: str = "unknown"  # macos | windows | linux | android | ios | unknown
    locale: str | None = None
    keyboard_layout: str | None = None
    started_at: str | None = None  # RFC 3339 as written
    status: str | None = None  # source status string
    reason: str | None = None
    outcome: Outcome = "unknown"
    rejection_reason: str | None = None
    schema_version: str | None = None
    # Clock: event-clock ms at which video frame 0 is on screen.
    time_base: Literal["relative", "absolute"] = "relative"
    log_origin_ms: int = 0  # raw time value subtracted to get t_ms
    video_offset_ms: int = 0
    offset_source: str = "log_origin"
    # Geometry: events are logical points; the video is physical pixels = logical × scale.
    screen_width: int | None = None  # physical
    screen_height: int | None = None
    scale: float = 1.0
    scale_source: str = "default"
    checksum_status: str = "absent"  # verified | absent | "incomplete: <files> not listed"
    video: VideoInfo = Field(default_factory=VideoInfo)
    vendor_steps_available: bool = False
    flags: list[str] = Field(default_factory=list)  # "<name>: detail", e.g. a delivery metadata mismatch
    # Event-clock spans the demonstrator marked private: no event, frame or sample from inside them.
    private_ranges: list[tuple[int, int]] = Field(default_factory=list)
    # Surrogates of the personal data found in the recording's text (tasks/privacy/surrogates.py): a salted hash of each
    # value → its surrogate, so that later stages give the same entity on screen the same one; never a value.
    privacy_labels: dict[str, str] = Field(default_factory=dict)

    @property
    def logical_width(self) -> float:
        return (self.screen_width or 0) / self.scale

    @property
    def logical_height(self) -> float:
        return (self.screen_height or 0) / self.scale

    @property
    def instruction(self) -> str:
        return self.title or self.description or self.content

    @property
    def started_at_utc(self) -> datetime | None:
        """`started_at` as an aware UTC datetime (None when absent or not RFC 3339)."""
        if not self.started_at:
            return None
        try:
            t = datetime.fromisoformat(self.started_at.replace("Z", "+00:00"))
        except ValueError:
            return None
        return t.astimezone(UTC) if t.tzinfo else None

    def clock_disagreement(self, tolerance_ms: int = 3_600_000) -> str | None:
        """A flag when an absolute-time log's clock (the steps' `t_start_utc`) and `started_at` (meta) are more
        than `tolerance_ms` apart: one of them is wrong, and UTC times of steps may not be trusted."""
        start = self.started_at_utc
        if self.time_base != "absolute" or start is None:
            return None
        gap = self.log_origin_ms - start.timestamp() * 1000
        if abs(gap) <= tolerance_ms:
            return None
        log_at = datetime.fromtimestamp(self.log_origin_ms / 1000, UTC).isoformat(timespec="seconds")
        return (f"clock_disagreement: the log's clock starts at {log_at} (steps.t_start_utc), meta started_at "
                f"says {start.isoformat(timespec='seconds')}: {abs(gap) / 86_400_000:.1f} days apart")

    @property
    def origin_utc_ms(self) -> int | None:
        """Epoch ms of the event clock's 0: the log's own origin when it is absolute, else the recording's start
        (relative logs count from it); None when neither is known."""
        if self.time_base == "absolute":
            return self.log_origin_ms
        start = self.started_at_utc
        return int(start.timestamp() * 1000) if start else None


class Quarantine(Exception):
    """A recording that cannot be processed; `reason` says what a person should do about it."""

    def __init__(self, reason: str, *, file: str | None = None, line: int | None = None) -> None:
        where = file if file else ""
        if line is not None:
            where = f"{where}:{line + 1}" if where else f"line {line + 1}"
        super().__init__(f"{where}: {reason}" if where else reason)
        self.reason = reason
        self.file = file
        self.line = line


def arrow_type(annotation: Any) -> pa.DataType:
    """The Arrow type of a pydantic field annotation (models become structs), so a model stored in a table is
    declared once, by the model."""
    origin, args = get_origin(annotation), get_args(annotation)
    if origin in (Union, types.UnionType):
        (inner,) = [a for a in args if a is not type(None)]
        return arrow_type(inner)
    if origin is Literal:
        return pa.string()
    if origin in (list, tuple):
        return pa.list_(arrow_type(args[0]))
    if origin is dict:
        return pa.map_(arrow_type(args[0]), arrow_type(args[1]))
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return model_struct(annotation)
    return {str: pa.string(), int: pa.int64(), float: pa.float64(), bool: pa.bool_()}[annotation]


def model_struct(model: type[BaseModel]) -> pa.StructType:
    return pa.struct([pa.field(name, arrow_type(f.annotation)) for name, f in model.model_fields.items()])


UTC_MS = pa.timestamp("ms", tz="UTC")

RecordingStatus = Literal["processed", "quarantined", "excluded"]


class RecordingRow(BaseModel):
    """A row of the `recordings` table, one per recording of a partition; a quarantined recording has its id,
    path, status and reason only. The table's Arrow schema is derived from it (`RECORDINGS_SCHEMA`): a field's
    Arrow type is its annotation's unless given in its metadata; a field that cannot be None is non-null."""

    recording_id: str
    source_format: str | None = None
    source_path: str | None = None
    status: RecordingStatus
    reason: str | None = None  # quarantine / exclusion reason, actionable
    title: str | None = None
    app: str | None = None
    platform: str | None = None
    outcome: str | None = None
    screen_width: Annotated[int | None, pa.int32()] = None
    screen_height: Annotated[int | None, pa.int32()] = None
    scale: float | None = None
    scale_source: str | None = None
    time_base: str | None = None
    video_offset_ms: int | None = None  # event-clock ms of video frame 0, as used for frames
    offset_source: str | None = None  # video_estimate | ffmpeg_output_line | log_origin | config
    log_offset_ms: int | None = None  # the log-derived offset (ffmpeg line, log origin or config)
    estimated_offset_ms: float | None = None  # from the pixels; null when nothing could be matched
    alignment_confidence: float | None = None
    offset_disagreement_ms: float | None = None  # estimate − log-derived (largest over clock steps)
    alignment: str | None = None  # verified | unverified | off
    offset_segments: list[list[float]] | None = None  # [[video_start_ms, offset_ms], …]: >1 = a step
    n_no_visible_effect: int | None = None
    checksum_status: str | None = None
    n_events: int | None = None
    n_steps: int | None = None
    n_samples: int | None = None
    n_redactions: int | None = None  # personal data occurrences redacted (text and frames; table redactions)
    privacy: str | None = None  # what redacted the frames (OCR engine and version), or "off" (privacy disabled)
    n_privacy_terms: int | None = None  # names the recording revealed, added to its own deny-list
    ignored_counts: dict[str, int] | None = None  # events ignored, by reason
    started_at: Annotated[datetime | None, UTC_MS] = None  # when the recording started (meta `timestamp`), UTC
    vendor_agreement: float | None = None  # Dice overlap of vendor and cuaflow steps, when delivered
    input_hash: str | None = None
    flags: list[str] | None = None  # "<name>: detail" (e.g. fps_mismatch), see RecordingMeta
    # the canonical RecordingMeta; the privacy labels stay in the work area (their salt, the input hash, is here)
    meta: RecordingMeta | None = None

    @field_serializer("meta")
    def _published_meta(self, meta: RecordingMeta | None) -> dict[str, Any] | None:
        return None if meta is None else meta.model_dump(mode="json", exclude={"privacy_labels"})


def table_schema(row: type[BaseModel]) -> pa.Schema:
    """The Arrow schema of a table whose rows are `row`, in its field order (see `RecordingRow`)."""
    fields = []
    for name, f in row.model_fields.items():
        given = [m for m in f.metadata if isinstance(m, pa.DataType)]
        nullable = type(None) in get_args(f.annotation)
        fields.append(pa.field(name, given[0] if given else arrow_type(f.annotation), nullable=nullable))
    return pa.schema(fields)


def recordings_table(rows: list[RecordingRow]) -> pa.Table:
    return pa.Table.from_pylist([r.model_dump() for r in rows], schema=RECORDINGS_SCHEMA)


RECORDINGS_SCHEMA = table_schema(RecordingRow)


class AxElement(BaseModel):
    """One accessibility-tree element, bbox in logical points."""

    x: float
    y: float
    width: float
    height: float
    name: str = ""
    role: str = ""
    depth: int = 0
    display_index: int | None = None
    frame: Literal["screen", "window"] = "screen"  # window: relative to its window, not converted


class AxSnapshot(BaseModel):
    t_ms: int
    source: Literal["axtree", "vendor"] = "axtree"  # the target_source of an element hit in it
    app: str | None = None
    elements: list[AxElement] = Field(default_factory=list)

    def element_at(self, x: float, y: float, keep: Callable[[AxElement], bool] | None = None) -> AxElement | None:
        """The innermost element at (x, y) that `keep` accepts (all when None): the deepest, then the smallest (the
        element a press lands in: the secure-field check, the field a run is typed into)."""
        best: tuple[tuple[int, float], AxElement] | None = None
        for e in self.elements:
            if e.x <= x <= e.x + e.width and e.y <= y <= e.y + e.height and (keep is None or keep(e)):
                key = (e.depth, -(e.width * e.height))
                if best is None or key > best[0]:
                    best = (key, e)
        return best[1] if best else None


class LoadedRecording(BaseModel):
    """A connector's output: canonical metadata, the events table, and hints for the ingest stage."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    meta: RecordingMeta
    # schemas.events.EVENTS_SCHEMA columns; None in a recording read back from recording.json (its tables are work
    # files)
    events: pl.DataFrame | None = None
    ax: list[AxSnapshot] = Field(default_factory=list)
    video_rel: str | None = None  # relative to the storage root
    scale_hint: float | None = None  # from the source's own metadata
    # where `scale_hint` comes from, as a message names it: (file, field), `("meta.json",
    # "primary_monitor.scale_factor")`; used at ingest only, not kept in recording.json
    scale_hint_from: tuple[str, str] | None = Field(default=None, exclude=True)
    ax_extent: tuple[float, float] | None = None  # max right/bottom edge of on-screen elements
    vendor_steps: pl.DataFrame | None = None  # the vendor's grouped steps, if delivered
    vendor_frames: dict[str, str] = Field(default_factory=dict)  # "<step>:<before|after>" → path (connector reads it)
    input_hash: str = ""  # content hash of the source files (idempotence key)
    redactions: pl.DataFrame | None = None  # REDACTIONS_SCHEMA: personal data replaced at ingest
    privacy_terms: int = 0  # names the recording revealed, added to its deny-list at ingest

    def loaded_events(self) -> pl.DataFrame:
        """The events a connector has just read (ingest); a recording read back from its work files has none."""
        if self.events is None:
            raise ValueError(f"recording {self.meta.recording_id}: its events are in the work files, not loaded")
        return self.events
