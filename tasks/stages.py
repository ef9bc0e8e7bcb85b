"""The per-recording stages, in order: each is plain data in, plain data out. The runner (`tasks.runner`)
does the bookkeeping: fingerprint, skip-if-done, loading the work files a stage reads, persisting what it
returns, the marker, quarantine. Adding a stage is one `Stage(...)` entry in `STAGES`."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import polars as pl
import pyarrow as pa

from cuaflow.connectors import registry
from cuaflow.connectors.base import FrameSide
from cuaflow.connectors.storage import Root
from cuaflow.connectors.video import VideoError, VideoReader
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.events import EVENTS_SCHEMA, EventKind
from cuaflow.schemas.recording import LoadedRecording, Quarantine, RecordingMeta, RecordingRef
from cuaflow.schemas.steps import STEPS_SCHEMA
from cuaflow.schemas.tables import polars_types
from cuaflow.schemas.work import StageFacts, StageName, StageResult, WorkFile, frame_dir
from cuaflow.tasks import ingest
from cuaflow.tasks.align import Decision, Segment
from cuaflow.tasks.compare import compare
from cuaflow.tasks.frames import (
    FrameEncoder,
    StepFrames,
    cursor_track,
    extract_step_frames,
    frame_name,
    frame_requests,
    reencode_delivered,
    step_images,
)
from cuaflow.tasks.group import group_events
from cuaflow.tasks.instructions import with_instructions
from cuaflow.tasks.normalise import finish_steps, normalise_steps, with_utc
from cuaflow.tasks.privacy import FrameRedactor, Labels, PrivacyError, counts
from cuaflow.tasks.regions import RegionChanges, frame_changes
from cuaflow.tasks.runner import OutputTable, Stage, StageInput, StageOutput, run_chain
from cuaflow.tasks.samples import build_samples
from cuaflow.tasks.targets import snapshot_probes, with_targets


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
        facts = StageFacts(redactions=counts(rec.redactions))
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


_FRAMED = polars_types(STEPS_SCHEMA, ("pre_t_ms", "post_t_ms", "pre_image", "post_image", "pre_frame_pts_ms",
                                      "post_frame_pts_ms", "flags"))


_INPUT = (EventKind.MOUSE_MOVE, EventKind.MOUSE_DOWN, EventKind.MOUSE_UP, EventKind.WHEEL, EventKind.KEY_DOWN,
          EventKind.KEY_UP, EventKind.TEXT, EventKind.GESTURE)


def untrusted_holes(meta: RecordingMeta, events: pl.DataFrame, max_age_ms: float) -> list[tuple[float, float]]:
    """The holes of the video's timeline (video clock) inside which no frame can be trusted: longer than the
    frame age limit, or holding logged input (what the input did on screen, at least the cursor the recorder
    draws, was never recorded: frames are missing, the screen did not merely stand still)."""
    if not meta.video.gaps:
        return []
    t = events.filter(pl.col("kind").is_in([str(k) for k in _INPUT]) & pl.col("t_ms").is_not_null())["t_ms"]
    video_t = (t - meta.video_offset_ms).sort().to_numpy()
    out = []
    for a, b in meta.video.gaps:
        inside = int(np.searchsorted(video_t, b, side="left") - np.searchsorted(video_t, a, side="right"))
        if b - a > max_age_ms or inside > 0:
            out.append((a, b))
    return out


def frames_body(inp: StageInput) -> StageOutput:
    """Pre/post frames of every step (frame choice: `frames.frame_requests`; the image a step finally shows:
    `frames.step_images`), the clock checked against the video."""
    ctx, meta = inp.ctx, inp.rec.meta
    fs, fmt, al = ctx.settings.frames, ctx.dataset.output.image_format, ctx.settings.alignment
    steps = inp.tables[WorkFile.STEPS_GROUPED]
    pre_ev, post_ev = frame_requests(steps, 0, fs.settle_ms, fs.margin_ms)  # event clock
    fdir = frame_dir(inp.ref)
    # frames of an earlier run (a video replaced by another, even of the same size) never stay beside the new ones
    inp.io.remove_tree(fdir)
    redactor = _redactor(inp)
    extract = meta.outcome != "failure" or ctx.settings.extract_failed_recordings
    got = _extract(inp, pre_ev, post_ev, redactor) if extract else None
    decision = got.decision if got is not None else None
    segments = decision.segments if decision else (Segment(0.0, float(meta.video_offset_ms), 0.0, 0.0),)
    none: list[Any] = [None] * steps.height
    pre_hits, post_hits = (list(got.pre), list(got.post)) if got is not None else (none, none)
    images = step_images(steps, pre_hits, post_hits, got.effect_cells if got is not None else none, pre_ev, post_ev,
                         segments, private_ranges=meta.private_ranges,
                         frame_path=lambda pts: f"{fdir}/{frame_name(pts, fmt)}",
                         delivered=_delivered(inp, redactor) if fs.use_vendor_frames else None,
                         effect_min_cells=al.effect_min_cells)
    framed = steps.with_columns(pl.Series(name, images.columns[name], dtype=dtype) for name, dtype in _FRAMED.items())
    kept = {h.pts_ms for h in (*pre_hits, *post_hits) if h is not None and h.pts_ms is not None}
    facts = StageFacts(frames_written=len(kept), no_visible_effect=images.no_visible_effect,
                       alignment=alignment_record(decision, meta.video_offset_ms) if decision is not None else None)
    changes = frame_changes(got.changes if got else None, steps["step_index"].to_list())
    tables: dict[WorkFile, pl.DataFrame] = {WorkFile.STEPS_FRAMED: framed, WorkFile.FRAME_CHANGES: changes}
    if redactor is not None:
        published = set(framed["pre_image"].drop_nulls()) | set(framed["post_image"].drop_nulls())
        rows = redactor.rows.frame().filter(pl.col("frame").is_in(list(published)))
        tables[WorkFile.REDACTIONS_IMAGES] = rows
        facts.redactions, facts.ocr_frames = counts(rows), len(redactor.ocr.cache)
    return StageOutput(tables=tables, facts=facts)


def _extract(inp: StageInput, pre_ev: list[float], post_ev: list[float],
             redactor: FrameRedactor | None) -> StepFrames:
    """The frames of the steps from the recording's video (one pass, a second when the clock is corrected);
    a video that does not decode, a missing privacy engine or a clock the policy refuses quarantines."""
    ctx, rec, ref = inp.ctx, inp.rec, inp.ref
    fs, fmt, al = ctx.settings.frames, ctx.dataset.output.image_format, ctx.settings.alignment
    meta, fdir = rec.meta, frame_dir(ref)

    def sink(pts: float, data: bytes) -> None:
        inp.io.put_frame(f"{fdir}/{frame_name(pts, fmt)}", data)

    @contextlib.contextmanager
    def open_reader() -> Iterator[VideoReader]:
        with inp.io.open_source(rec.video_rel or "") as fh, VideoReader(fh, threads=fs.decoder_threads) as reader:
            yield reader

    events = inp.tables.pop(WorkFile.EVENTS)  # released once the track and the holes are known
    track = cursor_track(events, meta) if al.enabled else None
    cursor = track if track is not None else cursor_track(events, meta)  # masked in the change maps
    holes = untrusted_holes(meta, events, fs.max_frame_age_ms)
    del events
    try:
        got = extract_step_frames(
            open_reader, pre_ev, post_ev, log_offset_ms=meta.video_offset_ms, log_source=meta.offset_source,
            track=track, settings=fs, alignment=al,
            video_end_ms=meta.video.end_ms if meta.video.end_ms is not None else meta.video.duration_ms,
            encoder=lambda: FrameEncoder(fmt, ctx.dataset.output.image_quality, fs, sink, redactor),
            remove=lambda pts: inp.io.remove_output(f"{fdir}/{frame_name(pts, fmt)}"),
            recording_id=ref.recording_id, private_ranges=meta.private_ranges, scale=meta.scale,
            holes=holes, probes=snapshot_probes(inp.tables[WorkFile.STEPS_GROUPED], rec.ax), cursor=cursor)
    except VideoError as exc:
        raise Quarantine(f"decoding failed ({exc}); expected H.264 frames throughout; re-export or re-upload "
                         "the video", file=meta.video.path or rec.video_rel or "video") from exc
    except PrivacyError as exc:
        raise _privacy_quarantine(exc) from exc
    if got.decision is not None and got.decision.quarantine:
        raise Quarantine(got.decision.quarantine)
    return got


def _delivered(inp: StageInput, redactor: FrameRedactor | None) -> Callable[[int, FrameSide], str | None]:
    """A vendor step's own delivered frame, re-encoded (and redacted) beside the extracted ones: its path, or None."""
    fs, out = inp.ctx.settings.frames, inp.ctx.dataset.output
    fmt, quality, fdir = out.image_format, out.image_quality, frame_dir(inp.ref)

    def delivered(vstep: int, which: FrameSide) -> str | None:
        data = inp.io.delivered_frame(vstep, which)
        if data is None:
            return None
        target = f"{fdir}/vendor-step{vstep:04d}-{which}.{fmt}"
        redact = (lambda rgb: redactor(float(vstep), rgb, target)) if redactor is not None else None
        try:
            inp.io.put_frame(target, reencode_delivered(data, fmt, quality, fs, redact))
        except PrivacyError as exc:
            raise _privacy_quarantine(exc) from exc
        return target

    return delivered


def _privacy_quarantine(exc: PrivacyError) -> Quarantine:
    return Quarantine(f"privacy: {exc}; nothing of this recording is published. Install the project's "
                      "dependencies (rapidocr-onnxruntime, presidio-analyzer) or, for data without personal "
                      "content only, set privacy.enabled: false in pipeline.yaml")


def _redactor(inp: StageInput) -> FrameRedactor | None:
    """The frame redactor of a recording when privacy is on; a missing engine quarantines before any frame."""
    ps, ref, meta = inp.ctx.settings.privacy, inp.ref, inp.rec.meta
    if not ps.enabled:
        return None
    fdir, fmt = frame_dir(ref), inp.ctx.dataset.output.image_format
    labels = Labels(inp.rec.input_hash or meta.recording_id, dict(meta.privacy_labels))
    try:
        return FrameRedactor(ps, labels, ref.recording_id, lambda pts: f"{fdir}/{frame_name(pts, fmt)}")
    except PrivacyError as exc:
        raise _privacy_quarantine(exc) from exc


def alignment_record(d: Decision, log_offset_ms: int) -> dict[str, Any]:
    """What the frames stage decided about the clock (marker fact; columns of the recordings table)."""
    return {"video_offset_ms": d.offset_ms, "offset_source": d.source, "log_offset_ms": log_offset_ms,
            "estimated_offset_ms": d.estimated_offset_ms, "confidence": d.confidence,
            "disagreement_ms": d.disagreement_ms, "verified": d.verified,
            "segments": [[round(sg.video_start_ms, 1), round(sg.offset_ms, 1)] for sg in d.segments]}


def normalise_body(inp: StageInput) -> StageOutput:
    s = inp.ctx.settings
    norm = normalise_steps(inp.tables[WorkFile.STEPS_FRAMED], inp.rec.meta, inp.rec.ax, s.grouping,
                           redact=s.redact_secure_text, scroll=s.scroll, bounds=s.bounds)
    norm = with_targets(norm, inp.rec.meta, inp.rec.ax, s.targets,
                        changes=RegionChanges.of(inp.tables.get(WorkFile.FRAME_CHANGES)))
    steps = finish_steps(with_utc(norm, inp.rec.meta))
    steps = with_instructions(steps, inp.tables.get(WorkFile.VENDOR_STEPS), s.instructions)
    return StageOutput(tables={WorkFile.STEPS: steps})


def samples_body(inp: StageInput) -> StageOutput:
    meta, cfg = inp.rec.meta, inp.ctx.dataset
    # No split here: a task's split is decided once, by the dataset build over its whole window
    # (tasks/export/assignment.py); the samples carry the task key it is decided on.
    excluded = meta.outcome == "failure"
    samples = build_samples(inp.tables[WorkFile.STEPS], meta, cfg, inp.tables.get(WorkFile.VENDOR_STEPS),
                            ax=inp.rec.ax, targets=inp.ctx.settings.targets, read_frame=inp.io.read_output,
                            changes=RegionChanges.of(inp.tables.get(WorkFile.FRAME_CHANGES)))
    if excluded:
        samples = samples.head(0)
    return StageOutput(tables={WorkFile.SAMPLES: samples},
                       facts=StageFacts(split="excluded" if excluded else None, n_samples=samples.height))


STAGES: tuple[Stage, ...] = (
    Stage(StageName.INGEST, ingest_body, load_source=_load,
          settings=lambda ctx: (ctx.settings.quality.model_dump(), ctx.settings.clock.model_dump(),
                                ctx.settings.redact_secure_text, ctx.settings.privacy.model_dump(mode="json"))),
    Stage(StageName.GROUP, group_body, reads=(WorkFile.EVENTS_RAW,), optional=(WorkFile.VENDOR_STEPS,),
          columns=((WorkFile.EVENTS_RAW, GROUP_COLUMNS),), categorical=((WorkFile.EVENTS_RAW, _GROUP_TEXT),),
          settings=lambda ctx: (ctx.settings.grouping.model_dump(),)),
    Stage(StageName.FRAMES, frames_body, reads=(WorkFile.STEPS_GROUPED, WorkFile.EVENTS),
          columns=((WorkFile.EVENTS, ("t_ms", "kind", "x", "y")),),  # the cursor track only
          categorical=((WorkFile.EVENTS, ("kind",)),),
          settings=lambda ctx: (ctx.settings.frames.model_dump(), ctx.dataset.output.image_format,
                                ctx.dataset.output.image_quality, ctx.settings.extract_failed_recordings,
                                ctx.settings.alignment.model_dump())),
    Stage(StageName.NORMALISE, normalise_body, reads=(WorkFile.STEPS_FRAMED,),
          optional=(WorkFile.VENDOR_STEPS, WorkFile.FRAME_CHANGES),
          # the scroll factors in effect (the connectors' own, with the settings' overrides)
          settings=lambda ctx: (ctx.settings.redact_secure_text,
                                {"pixels_per_unit": registry.scroll_factors(ctx.settings.scroll)},
                                ctx.settings.bounds.model_dump(), ctx.settings.targets.model_dump(),
                                ctx.settings.instructions.model_dump())),
    Stage(StageName.SAMPLES, samples_body, reads=(WorkFile.STEPS,),
          optional=(WorkFile.VENDOR_STEPS, WorkFile.FRAME_CHANGES),
          settings=lambda ctx: (ctx.dataset.fingerprint(), ctx.settings.targets.model_dump())),
)


def run_all(ctx: RunContext, ref: RecordingRef) -> StageResult:
    """The whole per-recording chain, for callers without an orchestrator."""
    return run_chain(STAGES, ctx, ref)
