"""The per-recording work area: stage names, work-file names, the handle passed between stages and the
marker a stage commits. Every contract between two stages is named here, never as a string literal.

    _work/date=<D>/<recording_id>/<work file>        a stage's outputs (WorkFile)
    _work/date=<D>/<recording_id>/<stage>.done.json  its marker (Marker), written last
    frames/date=<D>/<recording_id>/f<pts_us>.<fmt>   extracted frames (published as they are)
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from cuaflow.schemas.recording import RecordingRef

Status = Literal["ok", "quarantined"]


class StageName(StrEnum):
    """The per-recording stages, in the order they run."""

    INGEST = "ingest"
    GROUP = "group"
    FRAMES = "frames"
    NORMALISE = "normalise"
    SAMPLES = "samples"


class WorkFile(StrEnum):
    """Files a stage writes into the recording's work folder for the stages after it."""

    EVENTS_RAW = "events_raw.parquet"  # ingest: the connector's canonical events
    RECORDING = "recording.json"  # ingest: LoadedRecording without its tables
    VENDOR_STEPS = "vendor_steps.parquet"  # ingest: a vendor's own grouped steps, when delivered
    EVENTS = "events.parquet"  # group: events with lineage (step_index / ignore_reason)
    STEPS_GROUPED = "steps_grouped.parquet"  # group
    STEPS_FRAMED = "steps_framed.parquet"  # frames: + image paths and frame times
    FRAME_CHANGES = "frame_changes.parquet"  # frames: what changed since a step's snapshot (tasks/targets/regions.py)
    STEPS = "steps.parquet"  # normalise: every STEPS_SCHEMA column
    SAMPLES = "samples.parquet"  # samples
    REDACTIONS_TEXT = "redactions_text.parquet"  # ingest: personal data replaced in text and key events
    REDACTIONS_IMAGES = "redactions_images.parquet"  # frames: personal data filled in published frames
    OCR_LINES = "ocr_lines.parquet"  # frames: the OCR lines of published frames (tasks/targets/textlines.py)
    # frames, strict mode: the same lines as the default mode gives them, never published (`cuaflow labels learn`)
    OCR_LINES_PLAIN = "ocr_lines_plain.parquet"


def work_dir(ref: RecordingRef) -> str:
    return f"_work/date={ref.date}/{ref.out_name}"


def work_path(ref: RecordingRef, name: WorkFile) -> str:
    return f"{work_dir(ref)}/{name.value}"


def marker_path(ref: RecordingRef, stage: str) -> str:
    return f"{work_dir(ref)}/{stage}.done.json"


def frame_dir(ref: RecordingRef) -> str:
    return f"frames/date={ref.date}/{ref.out_name}"


class StageOutcome(BaseModel):
    """What a stage decided about one recording: shared by the in-run result and the marker on disk."""

    recording_id: str
    date: str
    source_path: str
    stage: str
    status: Status
    fingerprint: str
    reason: str | None = None


class StageResult(StageOutcome):
    """Small handle passed between stages (never the data itself)."""

    reused: bool = False
    seconds: float = 0.0  # wall time of this stage in this run (not part of the marker)
    # run_chain: wall seconds of each stage of the chain in this run (not part of the marker)
    stage_seconds: dict[str, float] = Field(default_factory=dict)
    cpu_seconds: float = 0.0  # CPU of the thread that ran this stage in this run (not part of the marker)
    stage_cpu_seconds: dict[str, float] = Field(default_factory=dict)  # run_chain: per stage


class StageFacts(BaseModel):
    """What a stage learnt that later readers need without reopening its tables (kept in its marker).
    Adding a fact is adding a field here."""

    ignored_counts: dict[str, int] | None = None  # group: ignored events by reason
    vendor_agreement: float | None = None  # group: Dice overlap with a vendor's own steps, when delivered
    frames_written: int | None = None  # frames: distinct frames extracted
    no_visible_effect: int | None = None  # frames: steps whose frames show no change
    alignment: dict[str, Any] | None = None  # frames: the clock decision (see stages.alignment_record)
    redactions: dict[str, int] | None = None  # ingest, frames: entities redacted by type
    ocr_frames: int | None = None  # frames: published frames read by OCR (distinct contents)
    ocr_cpu_seconds: float | None = None  # frames: CPU the OCR of those frames took (the quality row's per frame)
    privacy: str | None = None  # frames: what redacted the frames (OCR engine and version), or "off"
    privacy_terms: int | None = None  # ingest: names the recording revealed, added to its deny-list
    split: str | None = None  # samples: "excluded" for a failed task (splits are decided by the dataset build)
    n_samples: int | None = None  # samples


_RESULT_FIELDS: set[str] = set(StageOutcome.model_fields)


class Marker(StageOutcome, StageFacts):
    """`<stage>.done.json`: the stage's result and facts, written after its outputs. A marker whose
    fingerprint matches the stage's current inputs means: skip the stage."""

    model_config = ConfigDict(extra="ignore")

    @classmethod
    def of(cls, result: StageResult, facts: StageFacts | None = None) -> Marker:
        return cls.model_validate(result.model_dump(include=_RESULT_FIELDS)
                                  | (facts.model_dump(exclude_none=True) if facts else {}))

    def result(self, **update: Any) -> StageResult:
        return StageResult.model_validate(self.model_dump(include=_RESULT_FIELDS) | update)

    def to_json(self) -> str:
        body = self.model_dump(include=_RESULT_FIELDS) | self.model_dump(
            exclude=_RESULT_FIELDS, exclude_none=True)
        return json.dumps(body, sort_keys=True, indent=1)
