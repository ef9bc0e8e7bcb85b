"""The frames stage: pre/post frames of every step, the clock checked against the video, personal data filled.

`frames_body` reads its narrow inputs off the stage input (`_job`: the video, clock, settings, encoder with the
recording's frame redactor; `_rules`: how frames become step images), then extraction (`extract.py`) and step
images (`images.py`) do the work. The settings it reads are declared in `STAGE.settings`.
"""

from __future__ import annotations

import contextlib
import functools
import io
from collections.abc import Callable, Iterator, Sequence
from typing import Any, overload

import numpy as np
import polars as pl
from PIL import Image

from cuaflow.connectors.base import FrameSide
from cuaflow.connectors.video import VideoError, VideoReader
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.events import EventKind
from cuaflow.schemas.recording import Quarantine, RecordingMeta
from cuaflow.schemas.steps import STEPS_SCHEMA
from cuaflow.schemas.tables import polars_types
from cuaflow.schemas.work import StageFacts, StageName, WorkFile, frame_dir
from cuaflow.tasks import privacy
from cuaflow.tasks.frames.choice import frame_requests
from cuaflow.tasks.frames.extract import FrameJob, StepFrames, extract_step_frames
from cuaflow.tasks.frames.images import ImageRules, reencode_delivered, step_images
from cuaflow.tasks.frames.select import FrameEncoder, frame_name
from cuaflow.tasks.ocr.lines import find_in_lines
from cuaflow.tasks.privacy import FrameRedactor, NoRedaction, PrivacyError, counts
from cuaflow.tasks.recording.align import CursorTrack, Decision, Segment
from cuaflow.tasks.runner import Stage, StageInput, StageOutput
from cuaflow.tasks.targets.regions import frame_changes
from cuaflow.tasks.targets.targets import OCR_KINDS, snapshot_probes
from cuaflow.tasks.targets.textlines import TextReader, deny_words, ocr_lines_table, reread

_FRAMED = polars_types(STEPS_SCHEMA, ("pre_t_ms", "post_t_ms", "pre_image", "post_image", "pre_frame_pts_ms",
                                      "post_frame_pts_ms", "flags"))
_INPUT = (EventKind.MOUSE_MOVE, EventKind.MOUSE_DOWN, EventKind.MOUSE_UP, EventKind.WHEEL, EventKind.KEY_DOWN,
          EventKind.KEY_UP, EventKind.TEXT, EventKind.GESTURE)
Redactor = FrameRedactor | NoRedaction | TextReader
EARLIER = 4  # published frames before a pre-action frame looked at for its text without the pointer over it


def frames_body(inp: StageInput) -> StageOutput:
    """Pre/post frames of every step (frame choice: `choice.frame_requests`; the image a step finally shows:
    `images.step_images`), the clock checked against the video, published frames redacted (tasks/privacy/)."""
    ctx, meta = inp.ctx, inp.rec.meta
    steps = inp.tables[WorkFile.STEPS_GROUPED]
    pre_ev, post_ev = frame_requests(steps, 0, ctx.settings.frames.settle_ms, ctx.settings.frames.margin_ms)
    inp.io.remove_tree(frame_dir(inp.ref))  # frames of an earlier run never stay beside the new ones
    redactor = _redactor(inp)
    got = _extract(inp, _job(inp, redactor), pre_ev, post_ev) \
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
    published = set(framed["pre_image"].drop_nulls()) | set(framed["post_image"].drop_nulls())
    rows = None
    if isinstance(redactor, FrameRedactor):
        rows = redactor.rows.frame().filter(pl.col("frame").is_in(list(published)))
        tables[WorkFile.REDACTIONS_IMAGES] = rows
        facts.redactions, facts.ocr_frames = counts(rows), len(redactor.reader.frames)
        facts.ocr_cpu_seconds = round(redactor.reader.cpu_seconds, 3)
    again = _again(inp, redactor, framed) if isinstance(redactor, FrameRedactor | TextReader) else None
    # always written (empty when nothing read the frames): a file of an earlier run never outlives its settings
    tables[WorkFile.OCR_LINES] = ocr_lines_table(inp.ref.recording_id, sorted(published), redactor.lines_of, rows,
                                                 again, deny_words(ctx.settings.privacy.deny_list))
    tables[WorkFile.OCR_LINES_PLAIN] = _plain_lines(inp, redactor, published, rows)
    return StageOutput(tables=tables, facts=facts)


def _plain_lines(inp: StageInput, redactor: Any, published: set[str], rows: pl.DataFrame | None) -> pl.DataFrame:
    """Strict mode: the published frames' lines by the default mode's rules (filled only where an identifier was),
    kept in the work area for `cuaflow labels learn` (tasks/privacy/learn.py); empty otherwise, so a file of an
    earlier run never outlives its settings."""
    if not isinstance(redactor, FrameRedactor) or redactor.interface is None:
        return ocr_lines_table(inp.ref.recording_id, [], redactor.lines_of)
    fills = rows.filter(~pl.col("detector").str.ends_with("+strict")) if rows is not None else None
    return ocr_lines_table(inp.ref.recording_id, sorted(published), redactor.plain_lines_of, fills, None,
                           deny_words(inp.ctx.settings.privacy.deny_list))


def _again(inp: StageInput, redactor: FrameRedactor | TextReader, framed: pl.DataFrame) -> Callable[..., Any] | None:
    """Reading again, on their ink, the lines near each pointer step's point on its pre-action frame (the names of
    OCR targets, tasks/targets/textlines.py:reread); None when the screen's text is no target source."""
    if inp.ctx.settings.targets.ocr is False:
        return None
    scale = inp.rec.meta.scale
    points: dict[str, list[tuple[float, float]]] = {}
    for kind, image, x, y, x2, y2 in framed.select("kind", "pre_image", "x", "y", "x2", "y2").iter_rows():
        if kind in OCR_KINDS and image is not None:
            points.setdefault(image, []).extend((a * scale, b * scale) for a, b in ((x, y), (x2, y2))
                                                if a is not None and b is not None)

    private = (lambda ln: bool(find_in_lines(redactor.det, [ln]))) if isinstance(redactor, FrameRedactor) else None
    order = sorted(set(framed["pre_image"].drop_nulls()) | set(framed["post_image"].drop_nulls()))
    position = {f: k for k, f in enumerate(order)}

    @functools.lru_cache(maxsize=EARLIER + 2)
    def decoded(frame: str) -> np.ndarray:
        im = Image.open(io.BytesIO(inp.io.read_output(frame)))
        return np.asarray(im if im.mode == "RGB" else im.convert("RGB"))  # an RGB image is not copied again

    def again(frame: str, lines: list[Any], fills: list[Any]) -> list[Any]:
        if frame not in points:
            return lines
        at = position[frame]
        earlier = _Decoded(list(reversed(order[max(0, at - EARLIER):at])), decoded)
        return reread(redactor.reader.engine, decoded(frame), lines, points[frame], fills, earlier, scale, private)

    return again


class _Decoded(Sequence[np.ndarray]):
    """Published frames decoded when read: an earlier frame is only looked at when the pointer covers a line near a
    step's point (a PNG decode is ~15 ms at 1080p)."""

    def __init__(self, frames: list[str], decode: Callable[[str], np.ndarray]) -> None:
        self.frames, self.decode = frames, decode

    def __len__(self) -> int:
        return len(self.frames)

    @overload
    def __getitem__(self, k: int) -> np.ndarray: ...

    @overload
    def __getitem__(self, k: slice) -> list[np.ndarray]: ...

    def __getitem__(self, k: int | slice) -> np.ndarray | list[np.ndarray]:
        if isinstance(k, slice):
            return [self.decode(f) for f in self.frames[k]]
        return self.decode(self.frames[k])


def _redactor(inp: StageInput) -> Redactor:
    """The recording's frame redactor (privacy on); with privacy off and `targets.ocr` true, a reader of the
    published frames' text that fills nothing (an engine that cannot load then reads nothing: no OCR targets)."""
    s = inp.ctx.settings
    if s.privacy.enabled or s.targets.ocr is not True:
        return privacy.redaction(s.privacy).frames(inp.rec, _frame_path(inp))
    try:
        return TextReader(s.privacy).bind(_frame_path(inp))
    except PrivacyError:
        return NoRedaction(inp.ref.recording_id)


def _frame_path(inp: StageInput) -> Callable[[float], str]:
    fdir, fmt = frame_dir(inp.ref), inp.ctx.dataset.output.image_format
    return lambda pts: f"{fdir}/{frame_name(pts, fmt)}"


def _job(inp: StageInput, redactor: Redactor) -> FrameJob:
    """The extraction's inputs: the video and its clock, the cursor track and the timeline's holes (the events
    are released once these are known), the encoder of kept frames with the recording's redactor."""
    ctx, rec, meta = inp.ctx, inp.rec, inp.rec.meta
    fs, out, path = ctx.settings.frames, ctx.dataset.output, _frame_path(inp)

    @contextlib.contextmanager
    def open_reader() -> Iterator[VideoReader]:
        with inp.io.open_source(rec.video_rel or "") as fh, VideoReader(fh, threads=fs.decoder_threads) as reader:
            yield reader

    events = inp.tables.pop(WorkFile.EVENTS)
    track = cursor_track(events, meta) if ctx.settings.alignment.enabled else None
    cursor = track if track is not None else cursor_track(events, meta)  # masked in the change maps
    holes = untrusted_holes(meta, events, fs.max_frame_age_ms)
    del events
    return FrameJob(
        open_reader=open_reader, settings=fs, alignment=ctx.settings.alignment,
        encoder=lambda: FrameEncoder(out.image_format, out.image_quality, fs,
                                     lambda pts, data: inp.io.put_frame(path(pts), data),
                                     redactor if redactor.enabled else None),
        remove=lambda pts: inp.io.remove_output(path(pts)), log_offset_ms=meta.video_offset_ms,
        log_source=meta.offset_source, track=track,
        video_end_ms=meta.video.end_ms if meta.video.end_ms is not None else meta.video.duration_ms,
        private_ranges=meta.private_ranges, holes=holes, scale=meta.scale, recording_id=inp.ref.recording_id,
        probes=snapshot_probes(inp.tables[WorkFile.STEPS_GROUPED], rec.ax), cursor=cursor)


def _extract(inp: StageInput, job: FrameJob, pre_ev: list[float], post_ev: list[float]) -> StepFrames:
    """The steps' frames; a video that does not decode, a privacy engine failing or a clock the policy refuses
    quarantines."""
    meta = inp.rec.meta
    try:
        got = extract_step_frames(job, pre_ev, post_ev)
    except VideoError as exc:
        raise Quarantine(f"decoding failed ({exc}); expected H.264 frames throughout; re-export or re-upload "
                         "the video", file=meta.video.path or inp.rec.video_rel or "video") from exc
    except PrivacyError as exc:
        raise privacy.quarantine(exc) from exc
    if got.decision is not None and got.decision.quarantine:
        raise Quarantine(got.decision.quarantine)
    return got


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
    alignment, privacy, whether OCR reads frames for targets with privacy off."""
    out = ctx.dataset.output
    s = ctx.settings
    return (s.frames.model_dump(), out.image_format, out.image_quality, s.extract_failed_recordings,
            s.alignment.model_dump(), s.privacy.model_dump(mode="json"), s.targets.ocr)


STAGE = Stage(StageName.FRAMES, frames_body, reads=(WorkFile.STEPS_GROUPED, WorkFile.EVENTS),
              columns=((WorkFile.EVENTS, ("t_ms", "kind", "x", "y")),),  # the cursor track only
              categorical=((WorkFile.EVENTS, ("kind",)),), settings=_settings)
