"""The frames stage: pre/post frames of every step, the clock checked against the video, personal data filled.

`frames_body` takes the extraction's arguments off the stage input (`_extract`: the video, its clock, the run's
frame options, the storage and the recording's frame redactor; `_rules`: how frames become step images), then
extraction (`extract.py`) and step images (`images.py`) do the work. The settings it reads are declared in
`STAGE.settings`.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterator
from typing import IO, Any

import numpy as np
import polars as pl

from cuaflow.connectors.base import FrameSide
from cuaflow.connectors.video import VideoError, VideoReader
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.events import EventKind
from cuaflow.schemas.frames import FrameOptions, VideoClock
from cuaflow.schemas.recording import Quarantine, RecordingMeta
from cuaflow.schemas.steps import STEPS_SCHEMA
from cuaflow.schemas.tables import polars_types
from cuaflow.schemas.work import StageFacts, StageName, WorkFile, frame_dir
from cuaflow.tasks import privacy
from cuaflow.tasks.frames.choice import frame_requests
from cuaflow.tasks.frames.extract import REMEDY, StepFrames, extract_step_frames
from cuaflow.tasks.frames.images import ImageRules, reencode_delivered, step_images
from cuaflow.tasks.frames.select import frame_name
from cuaflow.tasks.ocr.errors import OcrError
from cuaflow.tasks.ocr.errors import quarantine as ocr_quarantine
from cuaflow.tasks.ocr.use import OcrUse, ocr_switches, ocr_use
from cuaflow.tasks.privacy import PrivacyError, Redactor, counts
from cuaflow.tasks.recording.align import CursorTrack, Decision, Segment
from cuaflow.tasks.runner import Stage, StageInput, StageOutput
from cuaflow.tasks.targets.regions import frame_changes
from cuaflow.tasks.targets.targets import snapshot_probes
from cuaflow.tasks.targets.textlines import deny_words, ocr_lines_table, reread_near_steps

_FRAMED = polars_types(STEPS_SCHEMA, ("pre_t_ms", "post_t_ms", "pre_image", "post_image", "pre_frame_pts_ms",
                                      "post_frame_pts_ms", "flags"))
_INPUT = (EventKind.MOUSE_MOVE, EventKind.MOUSE_DOWN, EventKind.MOUSE_UP, EventKind.WHEEL, EventKind.KEY_DOWN,
          EventKind.KEY_UP, EventKind.TEXT, EventKind.GESTURE)


def frames_body(inp: StageInput) -> StageOutput:
    """Pre/post frames of every step (frame choice: `choice.frame_requests`; the image a step finally shows:
    `images.step_images`), the clock checked against the video, published frames redacted (tasks/privacy/)."""
    ctx, meta = inp.ctx, inp.rec.meta
    steps = inp.tables[WorkFile.STEPS_GROUPED]
    pre_ev, post_ev = frame_requests(steps, 0, ctx.settings.frames.settle_ms, ctx.settings.frames.margin_ms)
    inp.io.remove_tree(frame_dir(inp.ref))  # frames of an earlier run never stay beside the new ones
    use = ocr_use(ctx.settings)  # who OCR reads the published frames for
    redactor = privacy.redaction(ctx.settings.privacy, ctx.settings.ocr).frames(inp.rec, _frame_path(inp), use)
    got = _extract(inp, redactor, pre_ev, post_ev) \
        if meta.outcome != "failure" or ctx.settings.extract_failed_recordings else None
    images = step_images(steps, got, pre_ev, post_ev, _rules(inp, got, redactor))
    framed = steps.with_columns(pl.Series(name, images.columns[name], dtype=dtype) for name, dtype in _FRAMED.items())
    decision = got.decision if got is not None else None
    facts = StageFacts(frames_written=len({h.pts_ms for h in (*got.pre, *got.post) if h.pts_ms is not None}
                                          if got is not None else ()),
                       no_visible_effect=images.no_visible_effect, privacy=redactor.fact,
                       alignment=alignment_record(decision, meta.video_offset_ms) if decision is not None else None)
    changes = frame_changes(got.changes if got else None, steps["step_index"].to_list())
    tables: dict[WorkFile, pl.DataFrame] = {WorkFile.STEPS_FRAMED: framed, WorkFile.FRAME_CHANGES: changes}
    tables.update(_screen_text(inp, redactor, use, framed, facts))
    return StageOutput(tables=tables, facts=facts)


def _screen_text(inp: StageInput, redactor: Redactor, use: OcrUse, framed: pl.DataFrame, facts: StageFacts
                 ) -> dict[WorkFile, pl.DataFrame]:
    """What was filled and read in the published frames: the redaction records (when privacy filled), the OCR
    facts, the `ocr_lines` table and, in strict mode, the lines by the default mode's rules (`ocr_lines_plain`);
    both always written (empty when nothing read the frames: a file of an earlier run never outlives its
    settings)."""
    published = set(framed["pre_image"].drop_nulls()) | set(framed["post_image"].drop_nulls())
    tables: dict[WorkFile, pl.DataFrame] = {}
    rows = None
    if redactor.rows is not None:
        rows = redactor.rows.frame().filter(pl.col("frame").is_in(list(published)))
        tables[WorkFile.REDACTIONS_IMAGES] = rows
        facts.redactions = counts(rows)
    reader = redactor.reader
    if reader is not None:
        facts.ocr_frames, facts.ocr_cpu_seconds = len(reader.frames), round(reader.cpu_seconds, 3)
    # the targets' names: the lines near each pointer step's point read again on their ink (tasks/targets/)
    again = reread_near_steps(framed, inp.rec.meta.scale, inp.io.read_output, reader.engine, redactor.private) \
        if use.targets and reader is not None else None
    deny = deny_words(inp.ctx.settings.privacy.deny_list)
    tables[WorkFile.OCR_LINES] = ocr_lines_table(inp.ref.recording_id, sorted(published), redactor.lines_of, rows,
                                                 again, deny)
    tables[WorkFile.OCR_LINES_PLAIN] = _plain_lines(inp, redactor, use, published, rows, deny)
    return tables


def _plain_lines(inp: StageInput, redactor: Redactor, use: OcrUse, published: set[str], rows: pl.DataFrame | None,
                 deny: re.Pattern[str] | None) -> pl.DataFrame:
    """Strict mode: the published frames' lines by the default mode's rules (filled only where an identifier was),
    kept in the work area for `cuaflow labels learn` (tasks/privacy/learn.py); empty otherwise."""
    if use.privacy != "strict":
        return ocr_lines_table(inp.ref.recording_id, [], redactor.lines_of)
    fills = rows.filter(~pl.col("detector").str.ends_with("+strict")) if rows is not None else None
    return ocr_lines_table(inp.ref.recording_id, sorted(published), redactor.plain_lines_of, fills, None, deny)


def _frame_path(inp: StageInput) -> Callable[[float], str]:
    fdir, fmt = frame_dir(inp.ref), inp.ctx.dataset.output.image_format
    return lambda pts: f"{fdir}/{frame_name(pts, fmt)}"


def _extract(inp: StageInput, redactor: Redactor, pre_ev: list[float], post_ev: list[float]) -> StepFrames:
    """The steps' frames (`extract.extract_step_frames`): the video and its clock, the cursor track and the
    timeline's holes (the events are released once these are known), kept frames written with the recording's
    redactor. A video that does not decode, a privacy or OCR failure or a clock the policy refuses quarantines."""
    ctx, rec, meta = inp.ctx, inp.rec, inp.rec.meta
    fs = ctx.settings.frames
    events = inp.tables.pop(WorkFile.EVENTS)
    cursor = cursor_track(events, meta)
    holes = tuple(untrusted_holes(meta, events, fs.max_frame_age_ms))
    del events
    try:
        with inp.io.open_source(rec.video_rel or "") as fh, _reader(fh, fs.decoder_threads) as reader:
            got = extract_step_frames(
                reader, pre_ev, post_ev, tolerance_ms=fs.max_frame_age_ms, clock=VideoClock.of(meta, holes),
                options=FrameOptions.of(ctx.settings, ctx.dataset.output), store=inp.io, frame_dir=frame_dir(inp.ref),
                redact=redactor if redactor.enabled else None, cursor=cursor,
                probes=snapshot_probes(inp.tables[WorkFile.STEPS_GROUPED], rec.ax))
    except VideoError as exc:
        raise Quarantine(str(exc), file=meta.video.path or rec.video_rel or "video") from exc
    except PrivacyError as exc:
        raise privacy.quarantine(exc) from exc
    except OcrError as exc:  # read for the targets alone (privacy's reads fail as PrivacyError)
        raise ocr_quarantine(exc) from exc
    if got.decision is not None and got.decision.quarantine:
        raise Quarantine(got.decision.quarantine)
    return got


@contextlib.contextmanager
def _reader(fh: IO[bytes], threads: str) -> Iterator[VideoReader]:
    """The video opened for the extraction; one that does not open says what to do (as one that does not decode)."""
    try:
        reader = VideoReader(fh, threads=threads)
    except VideoError as exc:
        raise VideoError(f"decoding failed ({exc}); {REMEDY}") from exc
    with reader:
        yield reader


def _rules(inp: StageInput, got: StepFrames | None, redactor: Redactor) -> ImageRules:
    meta, s = inp.rec.meta, inp.ctx.settings
    segments = got.decision.segments if got is not None and got.decision is not None else \
        (Segment(0.0, float(meta.video_offset_ms), 0.0, 0.0),)
    return ImageRules(frame_path=_frame_path(inp), segments=segments, private_ranges=meta.private_ranges,
                      delivered=_delivered(inp, redactor) if s.frames.use_vendor_frames else None,
                      effect_min_cells=s.alignment.effect_min_cells)


def _delivered(inp: StageInput, redactor: Redactor) -> Callable[[int, FrameSide], str | None]:
    """A vendor step's own delivered frame, re-encoded (and redacted) beside the extracted ones: its path, or None."""
    fs, out = inp.ctx.settings.frames, inp.ctx.dataset.output
    fdir = frame_dir(inp.ref)

    def delivered(vstep: int, which: FrameSide) -> str | None:
        data = inp.io.delivered_frame(vstep, which)
        if data is None:
            return None
        target = f"{fdir}/vendor-step{vstep:04d}-{which}.{out.image_format}"
        redact = (lambda rgb: redactor(float(vstep), rgb, target)) if redactor.enabled else None
        try:
            inp.io.put_frame(target, reencode_delivered(data, out.image_format, out.image_quality, fs, redact))
        except PrivacyError as exc:
            raise privacy.quarantine(exc) from exc
        except OcrError as exc:
            raise ocr_quarantine(exc) from exc
        return target

    return delivered


def cursor_track(events: pl.DataFrame, meta: RecordingMeta) -> CursorTrack:
    """The logged cursor path in video pixels (what the recorder drew into the video)."""
    # a mask and one column at a time: a filtered copy of the frame would hold every column twice
    keep = ((events["kind"] == str(EventKind.MOUSE_MOVE)) & events["x"].is_not_null() & events["y"].is_not_null()
            & events["t_ms"].is_not_null())
    t, x, y = (events[c].filter(keep).to_numpy() for c in ("t_ms", "x", "y"))
    return CursorTrack.from_points(t, x, y, meta.scale, meta.screen_width or 0, meta.screen_height or 0)


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


def alignment_record(d: Decision, log_offset_ms: int) -> dict[str, Any]:
    """What the frames stage decided about the clock (marker fact; columns of the recordings table)."""
    return {"video_offset_ms": d.offset_ms, "offset_source": d.source, "log_offset_ms": log_offset_ms,
            "estimated_offset_ms": d.estimated_offset_ms, "confidence": d.confidence,
            "disagreement_ms": d.disagreement_ms, "verified": d.verified,
            "segments": [[round(sg.video_start_ms, 1), round(sg.offset_ms, 1)] for sg in d.segments]}


def _settings(ctx: RunContext) -> tuple[Any, ...]:
    """Every setting the stage reads (its fingerprint): frames, the image format and quality, failed recordings,
    alignment, privacy and OCR (`privacy_fingerprint`), the switches that say who OCR reads the frames for."""
    out = ctx.dataset.output
    s = ctx.settings
    return (s.frames.model_dump(), out.image_format, out.image_quality, s.extract_failed_recordings,
            s.alignment.model_dump(), s.privacy_fingerprint(), *ocr_switches(s))


STAGE = Stage(StageName.FRAMES, frames_body, reads=(WorkFile.STEPS_GROUPED, WorkFile.EVENTS),
              columns=((WorkFile.EVENTS, ("t_ms", "kind", "x", "y")),),  # the cursor track only
              categorical=((WorkFile.EVENTS, ("kind",)),), settings=_settings)
