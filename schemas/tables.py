"""The published tables and the partition manifest: one registry of every table's Arrow schema and
row order, the polars types derived from them, and where each file lives under the output root.

    tables/<table>/date=<D>/part-00000.parquet   one file per table and partition
    _manifests/date=<D>.json                      the partition's commit point (Manifest), written last
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass
from typing import Any

import polars as pl
import pyarrow as pa
from pydantic import BaseModel, SerializerFunctionWrapHandler, model_serializer

from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.schemas.recording import RECORDINGS_SCHEMA
from cuaflow.schemas.samples import SAMPLES_SCHEMA
from cuaflow.schemas.steps import STEPS_SCHEMA

LINEAGE_SCHEMA = pa.schema([
    pa.field("recording_id", pa.string(), nullable=False),
    pa.field("outcome", pa.string(), nullable=False),  # consumed | ignored
    pa.field("reason", pa.string()),  # why ignored (the part before ':'), null when consumed
    pa.field("events", pa.int64(), nullable=False),
])
VENDOR_STEPS_SCHEMA = pa.schema([
    pa.field("recording_id", pa.string(), nullable=False), pa.field("vendor_step", pa.int32()),
    pa.field("action", pa.string()), pa.field("start_ms", pa.int64()), pa.field("end_ms", pa.int64()),
    pa.field("x", pa.float64()), pa.field("y", pa.float64()), pa.field("text", pa.string()),
    pa.field("raw_thought", pa.string()), pa.field("reasoning", pa.string()), pa.field("frame_before", pa.string()),
    pa.field("frame_after", pa.string()), pa.field("instruction", pa.string()),  # the step's own text, if any
])
# One row per redacted occurrence of personal data; never the value itself.
REDACTIONS_SCHEMA = pa.schema([
    pa.field("recording_id", pa.string(), nullable=False),
    pa.field("where", pa.string(), nullable=False),  # image | typed | accessibility | metadata | events | vendor
    pa.field("step_index", pa.int32()),  # the step of a typed span, when known
    pa.field("frame", pa.string()),  # image: the frame's path under the output root
    pa.field("entity_type", pa.string(), nullable=False),  # EMAIL_ADDRESS, PHONE_NUMBER, ...
    pa.field("surrogate", pa.string(), nullable=False),  # what replaced it in text, e.g. <EMAIL_ADDRESS_1>
    pa.field("x0", pa.int32()), pa.field("y0", pa.int32()),  # image: the filled box in video pixels
    pa.field("x1", pa.int32()), pa.field("y1", pa.int32()),
    pa.field("detector", pa.string(), nullable=False),  # the recogniser (and the OCR engine for images)
    pa.field("score", pa.float64()),
])
# One row per OCR line of a published frame (tasks/targets/textlines.py): the text on screen, a second source of targets
# and grounding samples besides the accessibility tree (tasks/targets/ocr_targets.py). Boxes in video pixels, x1/y1
# exclusive. `private`: the line held personal data (its text carries surrogates) or touches a filled box; such
# a line is never a name or a prompt, and has no words.
OCR_WORD_TYPE = pa.struct([pa.field("text", pa.string()), pa.field("x0", pa.int32()), pa.field("x1", pa.int32())])
OCR_LINES_SCHEMA = pa.schema([
    pa.field("recording_id", pa.string(), nullable=False),
    pa.field("frame", pa.string(), nullable=False),  # the published frame's path under the output root
    pa.field("line", pa.int32(), nullable=False),  # its position in the frame, top to bottom then left to right
    pa.field("x0", pa.int32()), pa.field("y0", pa.int32()), pa.field("x1", pa.int32()), pa.field("y1", pa.int32()),
    pa.field("text", pa.string(), nullable=False),  # after redaction: personal data replaced by surrogates
    pa.field("score", pa.float64()),  # the recogniser's confidence
    pa.field("private", pa.bool_(), nullable=False),
    pa.field("words", pa.list_(OCR_WORD_TYPE)),  # the line's words and their x extents (empty when private)
])
QUARANTINE_SCHEMA = pa.schema([
    pa.field("date", pa.date32(), nullable=False),  # a DATE, as the hive path's date= reads in polars/duckdb
    pa.field("recording_id", pa.string(), nullable=False),  # folder name as found (may be unsafe)
    pa.field("source_path", pa.string()),
    pa.field("stage", pa.string()),
    pa.field("reason", pa.string(), nullable=False),
])


@dataclass(frozen=True)
class TableSpec:
    schema: pa.Schema
    order: tuple[str, ...] = ()  # row order of tables concatenated from recordings; () = as built


# Every published table, in the order a partition writes them (a new table is one line here).
TABLES: dict[str, TableSpec] = {
    "recordings": TableSpec(RECORDINGS_SCHEMA),  # one row per recording, by recording id
    "events": TableSpec(EVENTS_SCHEMA, ("recording_id", "line_no")),
    "steps": TableSpec(STEPS_SCHEMA, ("recording_id", "step_index")),
    "samples": TableSpec(SAMPLES_SCHEMA, ("recording_id", "step_index")),
    "quarantine": TableSpec(QUARANTINE_SCHEMA),  # discovery rejections, then recordings by id
    "vendor_steps": TableSpec(VENDOR_STEPS_SCHEMA, ("recording_id", "vendor_step")),
    "event_lineage": TableSpec(LINEAGE_SCHEMA),  # counts by recording, outcome, reason
    "redactions": TableSpec(REDACTIONS_SCHEMA),  # personal data redacted, by recording (never the value)
    "ocr_lines": TableSpec(OCR_LINES_SCHEMA, ("recording_id", "frame", "line")),  # text read on published frames
}


def polars_types(schema: pa.Schema, names: tuple[str, ...] | list[str] | None = None) -> dict[str, pl.DataType]:
    """The polars dtypes of (some of) an Arrow schema's columns, in the schema's order unless named."""
    # Through an empty Arrow IPC stream: `pl.from_arrow` would import pandas (~1 s of every command's start).
    buf = io.BytesIO()
    with pa.ipc.new_stream(buf, schema):
        pass
    types = dict(pl.read_ipc_stream(buf.getvalue()).schema)
    return {n: types[n] for n in (names if names is not None else schema.names)}


def table_path(table: str, date: str) -> str:
    return f"tables/{table}/date={date}/part-00000.parquet"


MANIFESTS = "_manifests"
# Dataset versions live under `<output>/datasets/<version>/`, `datasets/LATEST` names the newest.
DATASETS = "datasets"


def manifest_path(date: str) -> str:
    return f"{MANIFESTS}/date={date}.json"


def manifest_date(name: str) -> str | None:
    """The date of a file name in the manifests folder (None for anything else)."""
    return name[len("date="):-len(".json")] if name.startswith("date=") and name.endswith(".json") else None


class TableEntry(BaseModel):
    path: str
    rows: int
    sha256: str


class RecordingCounts(BaseModel):
    seen: int
    processed: int
    excluded: int
    quarantined: int


class QuarantineEntry(BaseModel):
    recording_id: str
    stage: str | None
    reason: str


class Manifest(BaseModel):
    """`_manifests/date=<D>.json`: what a partition published (file list with sha256) and its counts.
    Readers trust a partition only through it."""

    date: str
    fingerprint: str  # of every recording's final result: an unchanged partition is not rewritten
    code_version: str
    rules_version: str
    tables: dict[str, TableEntry]
    recordings: RecordingCounts
    quarantine: list[QuarantineEntry]
    steps: int
    steps_by_kind: dict[str, int]
    samples: int

    def to_json(self) -> str:
        return json.dumps(self.model_dump(), indent=1, sort_keys=True)


def without_absent(model: BaseModel, data: dict[str, Any]) -> dict[str, Any]:
    """`data` (the model's JSON) without the fields that default to None and are None."""
    fields = type(model).model_fields
    return {k: v for k, v in data.items() if v is not None or k not in fields or fields[k].default is not None}


class Sparse(BaseModel):
    """A model whose fields defaulting to None are left out of its JSON while None: a figure only some runs or
    versions have is absent, not null, as the files and answers have always held it."""

    @model_serializer(mode="wrap")
    def _without_absent(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return without_absent(self, handler(self))


class ReviewPages(Sparse):
    """Review pages written for a partition (`tasks/review/review.py`): its index and its recordings' pages."""

    index: str
    pages: list[str] | None = None  # None: not listed (a day found unchanged names its index only)


class DatasetPages(ReviewPages):
    """A dataset version's review pages."""

    name: str


class ReviewFailed(BaseModel):
    """The error that stopped a partition's review pages (the partition itself is published)."""

    error: str


class PartitionReport(Manifest):
    """A partition run's answer: its manifest, whether it was reused, and this run's timings."""

    reused: bool = False
    skipped: bool = False  # decided unchanged from the source listing and settings alone (tasks/run/skip.py)
    seconds: float | None = None
    stage_seconds: dict[str, float] | None = None
    review: ReviewPages | ReviewFailed | None = None  # the partition's review pages, or the error that stopped them
    waited_for: str | None = None  # the other run this one waited for before publishing (its lock's holder)
