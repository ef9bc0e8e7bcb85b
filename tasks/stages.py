"""The per-recording stages, in order: each is plain data in, plain data out. The runner (`tasks.runner`)
does the bookkeeping: fingerprint, skip-if-done, loading the work files a stage reads, persisting what it
returns, the marker, quarantine. Adding a stage is one `Stage(...)` entry in `STAGES`."""

from __future__ import annotations

from collections.abc import Iterator

import polars as pl
import pyarrow as pa

from cuaflow.connectors import registry
from cuaflow.connectors.storage import Root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.schemas.recording import LoadedRecording, RecordingRef
from cuaflow.schemas.work import StageFacts, StageName, StageResult, WorkFile
from cuaflow.tasks.frames import stage as frame_stage
from cuaflow.tasks.privacy import counts
from cuaflow.tasks.recording import ingest
from cuaflow.tasks.recording.compare import compare
from cuaflow.tasks.recording.group import group_events
from cuaflow.tasks.runner import OutputTable, Stage, StageInput, StageOutput, run_chain
from cuaflow.tasks.samples.instructions import with_instructions
from cuaflow.tasks.samples.samples import build_samples
from cuaflow.tasks.targets.normalise import normalised
from cuaflow.tasks.targets.ocr_targets import ScreenText
from cuaflow.tasks.targets.regions import RegionChanges


def _load(src: Root, ref: RecordingRef, ctx: RunContext) -> LoadedRecording:
    return ingest.load(src, ref, ctx.settings)


def ingest_body(inp: StageInput) -> StageOutput:
    """The connector's canonical events, the recording's metadata, a vendor's own steps when delivered."""
    rec = inp.rec
    # streamed: the pointer and key lines' text is read from the source again, part by part
    raw_lines = registry.connector(rec.meta.source_format).raw_lines(inp.io.open_source, inp.ref)
    tables: dict[WorkFile, OutputTable] = {WorkFile.EVENTS_RAW: ingest.events_parts(rec.loaded_events(), raw_lines)}
    if rec.vendor_steps is not None:
        tables[WorkFile.VENDOR_STEPS] = rec.vendor_steps
    facts = None
    if rec.redactions is not None:
        tables[WorkFile.REDACTIONS_TEXT] = rec.redactions
        facts = StageFacts(redactions=counts(rec.redactions), privacy_terms=rec.privacy_terms)
    return StageOutput(tables=tables, recording=rec, facts=facts)


# Grouping reads every events column but the source's own text (the raw line, the key's raw name, raw
# coordinates) and the recording id (one value, passed on its own): most of the table's bytes stay on disk.
_UNGROUPED = ("raw", "key_raw", "raw_x", "raw_y", "recording_id")
GROUP_COLUMNS = tuple(n for n in EVENTS_SCHEMA.names if n not in _UNGROUPED)
# its text columns (kind, key, button, ...: few values, or null on most rows) read as Categorical
_GROUP_TEXT = tuple(n for n in GROUP_COLUMNS if EVENTS_SCHEMA.field(n).type == pa.string())
# What grouping adds to each event (its lineage); the events table is the raw one with these replaced.
_LINEAGE = ("step_index", "duplicate", "ignore_reason")


def group_body(inp: StageInput) -> StageOutput:
    meta = inp.rec.meta
    source = registry.connector(meta.source_format)
    screen = (meta.logical_width, meta.logical_height) if meta.screen_width else None
    g = group_events(inp.tables.pop(WorkFile.EVENTS_RAW), inp.ctx.settings.grouping, outcome=meta.outcome,
                     recording_id=inp.ref.recording_id, gestures=source.gestures, keyboard_layout=meta.keyboard_layout,
                     platform=meta.platform, screen=screen)
    steps, facts = g.steps, StageFacts(ignored_counts=g.ignored_counts)
    lineage = g.events.select(_LINEAGE)
    del g  # the grouped table: only its lineage columns are kept
    if WorkFile.VENDOR_STEPS in inp.tables:
        agreement, steps = compare(steps, inp.tables[WorkFile.VENDOR_STEPS], source.step_classes)
        facts.vendor_agreement = round(agreement, 4)
    events = with_lineage(inp.io.row_groups(WorkFile.EVENTS_RAW), lineage)
    return StageOutput(tables={WorkFile.EVENTS: events, WorkFile.STEPS_GROUPED: steps}, facts=facts)


def with_lineage(parts: Iterator[pa.Table], lineage: pl.DataFrame) -> Iterator[pa.Table]:
    """The raw events table, part after part, with grouping's lineage columns in place of its own: the events
    table without ever holding it whole."""
    at = 0
    for part in parts:
        at += part.num_rows
        if at > lineage.height:
            break
        cols = lineage.slice(at - part.num_rows, part.num_rows).to_arrow()
        for name in _LINEAGE:
            part = part.set_column(part.schema.get_field_index(name), name, cols.column(name))
        yield part
    if at != lineage.height:
        raise ValueError(f"events: the raw table and grouping's lineage ({lineage.height} rows) differ in length")


def normalise_body(inp: StageInput) -> StageOutput:
    s = inp.ctx.settings
    steps = normalised(inp.tables[WorkFile.STEPS_FRAMED], inp.rec.meta, inp.rec.ax, s,
                       changes=RegionChanges.of(inp.tables.get(WorkFile.FRAME_CHANGES)),
                       text=ScreenText.of(inp.tables.get(WorkFile.OCR_LINES), s.targets))
    steps = with_instructions(steps, inp.tables.get(WorkFile.VENDOR_STEPS), s.instructions)
    return StageOutput(tables={WorkFile.STEPS: steps})


def samples_body(inp: StageInput) -> StageOutput:
    meta, cfg = inp.rec.meta, inp.ctx.dataset
    # No split here: a task's split is decided once, by the dataset build over its whole window
    # (tasks/export/assignment.py); the samples carry the task key it is decided on.
    excluded = meta.outcome == "failure"
    samples = build_samples(inp.tables[WorkFile.STEPS], meta, cfg, inp.tables.get(WorkFile.VENDOR_STEPS),
                            ax=inp.rec.ax, targets=inp.ctx.settings.targets, read_frame=inp.io.read_output,
                            changes=RegionChanges.of(inp.tables.get(WorkFile.FRAME_CHANGES)),
                            text=ScreenText.of(inp.tables.get(WorkFile.OCR_LINES), inp.ctx.settings.targets))
    if excluded:
        samples = samples.head(0)
    return StageOutput(tables={WorkFile.SAMPLES: samples},
                       facts=StageFacts(split="excluded" if excluded else None, n_samples=samples.height))


STAGES: tuple[Stage, ...] = (
    Stage(StageName.INGEST, ingest_body, load_source=_load,
          # the typing gap ends a typed run the privacy scrubber reads; the bound caps a key's characters
          settings=lambda ctx: (ctx.settings.quality.model_dump(), ctx.settings.clock.model_dump(),
                                ctx.settings.redact_secure_text, ctx.settings.privacy_fingerprint(),
                                ctx.settings.grouping.typing_gap_ms, ctx.settings.bounds.max_event_chars)),
    Stage(StageName.GROUP, group_body, reads=(WorkFile.EVENTS_RAW,), optional=(WorkFile.VENDOR_STEPS,),
          columns=((WorkFile.EVENTS_RAW, GROUP_COLUMNS),), categorical=((WorkFile.EVENTS_RAW, _GROUP_TEXT),),
          settings=lambda ctx: (ctx.settings.grouping.model_dump(),)),
    frame_stage.STAGE,
    Stage(StageName.NORMALISE, normalise_body, reads=(WorkFile.STEPS_FRAMED,),
          optional=(WorkFile.VENDOR_STEPS, WorkFile.FRAME_CHANGES, WorkFile.OCR_LINES),
          # the scroll factors in effect (the connectors' own, with the settings' overrides)
          settings=lambda ctx: (ctx.settings.redact_secure_text, ctx.settings.grouping.model_dump(),
                                {"pixels_per_unit": registry.scroll_factors(ctx.settings.scroll)},
                                ctx.settings.bounds.model_dump(), ctx.settings.targets.model_dump(),
                                ctx.settings.instructions.model_dump())),
    Stage(StageName.SAMPLES, samples_body, reads=(WorkFile.STEPS,),
          optional=(WorkFile.VENDOR_STEPS, WorkFile.FRAME_CHANGES, WorkFile.OCR_LINES),
          settings=lambda ctx: (ctx.dataset.fingerprint(), ctx.settings.targets.model_dump())),
)


def run_all(ctx: RunContext, ref: RecordingRef) -> StageResult:
    """The whole per-recording chain, for callers without an orchestrator."""
    return run_chain(STAGES, ctx, ref)
