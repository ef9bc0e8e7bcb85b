"""Frame extraction: the frame on screen at each requested time, exact, in one pass per video.

"The frame on screen at t" is the last frame whose own presentation time is <= t (recordings are
variable frame rate, so never a frame counter). Requested times are sorted and deduplicated; the
decoder runs forward and seeks only across gaps longer than about one keyframe interval (a seek
flushes the decoder and restarts at a keyframe, so for short gaps decoding through is cheaper).
Times before the first frame or after the video's end are reported as misses, never clamped.
Only kept frames are converted to RGB and encoded, on a small thread pool; at most a few decoded
frames are alive at once, whatever the video's length."""

from __future__ import annotations

import contextlib
import io
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import numpy as np
import polars as pl
from PIL import Image

from cuaflow.connectors.base import FrameSide
from cuaflow.connectors.video import VideoError, VideoReader, grey_thumbnail
from cuaflow.schemas.config import AlignmentSettings, FrameSettings
from cuaflow.schemas.events import EventKind
from cuaflow.schemas.recording import RecordingMeta
from cuaflow.schemas.steps import StepKind
from cuaflow.tasks.align import (
    FEATURE_ROWS,
    CursorTrack,
    Decision,
    Estimate,
    MotionFeatures,
    Segment,
    cell_size,
    changed_cells,
    decide,
    estimate_offset,
    to_event_ms,
    to_video_ms,
)
from cuaflow.tasks.secrets import in_ranges

BEFORE_VIDEO = "before_video"
AFTER_VIDEO = "after_video"
VIDEO_GAP = "video_gap"  # the last frame before t is older than the allowed age: a hole in the timeline


@dataclass(frozen=True)
class FrameHit:
    t_ms: float  # requested (video clock)
    pts_ms: float | None  # the frame's own time; None for a miss
    miss: str | None = None


def encode_image(rgb: Any, fmt: str, quality: int, settings: FrameSettings) -> bytes:
    """Deterministic bytes: no timestamps or metadata, fixed encoder parameters."""
    img = Image.fromarray(rgb)
    buf = io.BytesIO()
    if fmt == "png":
        img.save(buf, format="PNG", compress_level=settings.png_compress_level)
    elif fmt == "jpg":
        img.save(buf, format="JPEG", quality=quality, optimize=False, progressive=False)
    elif fmt == "webp":
        img.save(buf, format="WEBP", quality=quality, method=settings.webp_method, exact=True)
    else:
        raise ValueError(f"unsupported image format {fmt!r}")
    return buf.getvalue()


def select_frames(reader: VideoReader, times: Iterable[float], *, video_end_ms: float | None,
                  min_seek_gap_ms: int = 3000, max_age_ms: float | None = None,
                  on_frame: Callable[[float, Any], None] | None = None,
                  on_decoded: Callable[[float, Any, bool], None] | None = None,
                  probe_times: Iterable[float] = (), holes: Sequence[tuple[float, float]] = ()
                  ) -> dict[float, FrameHit]:
    """Answer every requested time. `on_frame(pts_ms, frame)` is called once per distinct frame kept,
    in presentation order, while the frame is alive (convert or encode it there).

    `on_decoded(pts_ms, frame, contiguous)` sees every decoded frame (`contiguous` is False right
    after a seek); `probe_times` are decoded through like requests but answer nothing, so a caller
    can make sure the pass covers stretches it wants to look at. A time inside one of `holes` (a stretch of
    the timeline without frames, found when the video was inspected) is a `video_gap` miss whatever the
    frame's age: the last frame before a hole says nothing about what was on screen inside it."""
    wanted = set(times)
    targets = sorted(wanted | set(probe_times))
    hits: dict[float, FrameHit] = {}
    fresh = True

    def pull(frames: Iterator[tuple[float, Any]]) -> tuple[float, Any] | None:
        nonlocal fresh
        item = next(frames, None)
        if item is not None and on_decoded is not None:
            on_decoded(item[0], item[1], not fresh)
        fresh = False
        return item

    it = reader.frames()
    cur = pull(it)
    prev: tuple[float, Any] | None = None
    last_emitted: float | None = None
    last_key: float | None = None
    gop = 0.0  # largest keyframe interval seen: seeking across less than this cannot help
    if cur is not None and cur[1].key_frame:
        last_key = cur[0]

    def advance() -> None:
        nonlocal prev, cur, last_key, gop
        prev = cur
        cur = pull(it)
        if cur is not None and prev is not None and cur[0] < prev[0]:
            # the decoder's output runs backwards (a restart the timeline check missed): no frame can be
            # placed in time, and answering would show a later screen as an earlier one
            raise VideoError(f"timestamps run backwards: a frame at {cur[0] / 1000:.3f} s follows one at "
                             f"{prev[0] / 1000:.3f} s; expected increasing timestamps")
        if cur is not None and cur[1].key_frame:
            if last_key is not None:
                gop = max(gop, cur[0] - last_key)
            last_key = cur[0]

    for t in targets:
        if video_end_ms is not None and t >= video_end_ms and (cur is None or cur[0] > t):
            # past the last readable frame: never seek there (an index may promise frames that
            # a cut file no longer holds) and never answer with the last frame
            if t in wanted:
                hits[t] = FrameHit(t, None, AFTER_VIDEO)
            continue
        if cur is not None and prev is not None and t - cur[0] > max(min_seek_gap_ms, 1.5 * gop):
            it = reader.frames(start_ms=t)
            fresh = True
            cur, prev = pull(it), None
            if cur is None or cur[0] > t:  # the container could not seek back far enough
                it = reader.frames(start_ms=0)
                fresh = True
                cur = pull(it)
        while cur is not None and cur[0] <= t:
            advance()
        if t not in wanted:
            continue
        if prev is None:
            hits[t] = FrameHit(t, None, BEFORE_VIDEO)
            continue
        if cur is None:
            end = video_end_ms if video_end_ms is not None else prev[0] + 1000 / 30
            if t >= end:
                hits[t] = FrameHit(t, None, AFTER_VIDEO)
                continue
        if (max_age_ms is not None and t - prev[0] > max_age_ms) or any(a < t < b for a, b in holes):
            hits[t] = FrameHit(t, None, VIDEO_GAP)  # never a stale screen
            continue
        hits[t] = FrameHit(t, prev[0])
        if on_frame is not None and prev[0] != last_emitted:
            on_frame(prev[0], prev[1])
            last_emitted = prev[0]
    return hits


class FrameEncoder:
    """Encodes kept frames on a thread pool (Pillow releases the GIL) with a bounded queue, so
    memory stays flat however many frames a video yields."""

    def __init__(self, fmt: str, quality: int, settings: FrameSettings, sink: Callable[[float, bytes], None],
                 redact: Callable[[float, np.ndarray], np.ndarray] | None = None) -> None:
        self.fmt, self.quality, self.settings, self.sink = fmt, quality, settings, sink
        self.redact = redact  # personal data filled before the frame is encoded (tasks/privacy.py)
        self.pool = ThreadPoolExecutor(max_workers=settings.encode_workers)
        self.pending: deque[tuple[float, Future[bytes]]] = deque()
        self.limit = settings.encode_workers * 2

    def __call__(self, pts_ms: float, frame: Any) -> None:
        rgb = frame.to_ndarray(format="rgb24")
        if self.redact is not None:
            rgb = self.redact(pts_ms, rgb)
        self.pending.append((pts_ms, self.pool.submit(encode_image, rgb, self.fmt, self.quality, self.settings)))
        while len(self.pending) > self.limit:
            self._drain_one()

    def _drain_one(self) -> None:
        pts, fut = self.pending.popleft()
        self.sink(pts, fut.result())

    def close(self) -> None:
        try:
            while self.pending:
                self._drain_one()
        finally:
            self.pool.shutdown(wait=True)


def frame_name(pts_ms: float, fmt: str) -> str:
    """Stable file name of a frame: its presentation time in microseconds."""
    return f"f{int(round(pts_ms * 1000)):013d}.{fmt}"


def cursor_track(events: pl.DataFrame, meta: RecordingMeta) -> CursorTrack:
    """The logged cursor path in video pixels (what the recorder drew into the video)."""
    mv = events.filter((pl.col("kind") == EventKind.MOUSE_MOVE) & pl.col("x").is_not_null()
                       & pl.col("y").is_not_null() & pl.col("t_ms").is_not_null())
    return CursorTrack.from_points(mv["t_ms"].to_numpy(), mv["x"].to_numpy(), mv["y"].to_numpy(), meta.scale,
                                   meta.screen_width or 0, meta.screen_height or 0)


# ------------------------------------------------------------------ the image a step finally shows
# Steps that change the screen: one whose pre and post frames differ in fewer cells is flagged no_visible_effect.
_EFFECT_KINDS = {StepKind.CLICK, StepKind.DRAG, StepKind.SCROLL, StepKind.TYPE, StepKind.KEY, StepKind.HOTKEY,
                 StepKind.TAP, StepKind.LONG_PRESS, StepKind.PINCH, StepKind.DEVICE}


@dataclass
class StepImages:
    """Per step, in step order: `pre_image`, `post_image`, `pre_frame_pts_ms`, `post_frame_pts_ms`, `flags`,
    `pre_t_ms`, `post_t_ms` (the steps table's frame columns); and how many were flagged no_visible_effect."""

    columns: dict[str, list[Any]]
    no_visible_effect: int


def step_images(steps: pl.DataFrame, pre_hits: Sequence[FrameHit | None], post_hits: Sequence[FrameHit | None],
                effect: Sequence[int | None], pre_ev: Sequence[float], post_ev: Sequence[float],
                segments: Sequence[Segment], *, private_ranges: Sequence[tuple[int, int]],
                frame_path: Callable[[float], str], delivered: Callable[[int, FrameSide], str | None] | None,
                effect_min_cells: int) -> StepImages:
    """The image each step finally shows, given the frames the video gave (`hits`: None when none was extracted):
    no frame from inside a private span (a post frame there is simply not shown, a pre frame flags the step); a
    delivered vendor frame (`delivered`, when the settings use them) wins over the extracted one; a frame the
    video could not give flags why (`FrameHit.miss`); an effect-making step whose frames differ in fewer than
    `effect_min_cells` cells is flagged no_visible_effect; a step overlapping a private span is flagged."""
    def private(video_ms: float) -> bool:
        return in_ranges(float(to_event_ms([video_ms], segments)[0]), private_ranges)

    def path_of(h: FrameHit | None) -> tuple[str | None, float | None, str | None]:
        if h is None or h.pts_ms is None:
            return None, None, (h.miss if h else None)
        if private(h.pts_ms) or private(h.t_ms):
            return None, None, "private_range"
        return frame_path(h.pts_ms), h.pts_ms, None

    cols: dict[str, list[Any]] = {k: [] for k in ("pre_image", "post_image", "pre_frame_pts_ms",
                                                   "post_frame_pts_ms", "flags")}
    vendor_steps = steps["vendor_step"].to_list() if "vendor_step" in steps.columns else [None] * steps.height
    no_effect = 0
    for h_pre, h_post, flags, vstep, kind, cells in zip(pre_hits, post_hits, steps["flags"].to_list(), vendor_steps,
                                                       steps["kind"].to_list(), effect, strict=True):
        p_img, p_pts, p_miss = path_of(h_pre)
        q_img, q_pts, q_miss = path_of(h_post)
        if delivered is not None and vstep is not None:
            p_img = delivered(vstep, "before") or p_img
            q_img = delivered(vstep, "after") or q_img
        flags = list(flags or [])
        if q_miss == "private_range":  # a post-action frame inside a private span is simply not shown
            q_miss = None
        for miss in (p_miss, q_miss if p_miss is None else None):
            if miss and miss not in flags:
                flags.append(miss)
        if kind in _EFFECT_KINDS and cells is not None and cells < effect_min_cells:
            flags.append("no_visible_effect")
            no_effect += 1
        cols["pre_image"].append(p_img)
        cols["post_image"].append(q_img)
        cols["pre_frame_pts_ms"].append(p_pts)
        cols["post_frame_pts_ms"].append(q_pts)
        cols["flags"].append(flags)
    for k, (t0, t1) in enumerate(zip(steps["t_start_ms"].to_list(), steps["t_end_ms"].to_list(), strict=True)):
        if any(t0 <= b and a <= t1 for a, b in private_ranges) and "private_range" not in cols["flags"][k]:
            cols["flags"][k].append("private_range")  # e.g. a wait spanning a private span: not what happened
    cols["pre_t_ms"] = [int(round(v)) for v in to_video_ms(pre_ev, segments).tolist()]
    cols["post_t_ms"] = [int(round(v)) for v in to_video_ms(post_ev, segments).tolist()]
    return StepImages(cols, no_effect)


# ------------------------------------------------------------------ frames of steps, alignment checked
@dataclass
class StepFrames:
    """The frames of a recording's steps, and what the video said about the clock."""

    pre: list[FrameHit]
    post: list[FrameHit]
    decision: Decision | None  # None when alignment checking is off
    estimate: Estimate | None
    effect_cells: list[int | None]  # per step: changed cells pre → post outside the cursor (None: not measured)
    written: set[float]  # pts of the frames written
    passes: int


def extract_step_frames(open_reader: Callable[[], contextlib.AbstractContextManager[VideoReader]],
                        pre_ev: list[float], post_ev: list[float], *, log_offset_ms: int, log_source: str,
                        track: CursorTrack | None, video_end_ms: float | None, settings: FrameSettings,
                        alignment: AlignmentSettings, encoder: Callable[[], FrameEncoder],
                        remove: Callable[[float], None], recording_id: str = "",
                        private_ranges: Sequence[tuple[int, int]] = (), scale: float = 1.0,
                        holes: Sequence[tuple[float, float]] = ()) -> StepFrames:
    """Pre/post frames for event-clock times `pre_ev`/`post_ev`.

    One forward pass picks the frames under the log-derived offset and, on the way, feeds every
    decoded frame's thumbnail to the alignment features (probes make the pass cover ±search_ms
    around each request). If the policy moves the offset, a second pass over just the moved
    requests picks the new frames (frames already written are not encoded twice; frames no longer
    used are removed)."""
    thumbs: dict[float, np.ndarray] = {}
    est: Estimate | None = None
    decision: Decision | None = None
    all_ev = [*pre_ev, *post_ev]

    def run(times: list[float], skip: set[float], feats: MotionFeatures | None, probes: list[float],
            segments: tuple[Segment, ...]) -> tuple[dict[float, FrameHit], set[float]]:
        written: set[float] = set()
        with open_reader() as reader:
            enc = encoder()

            def keep(pts: float, frame: Any) -> None:
                thumbs[pts] = grey_thumbnail(frame, tw, th)
                private = any(a <= to_event_ms([pts], segments)[0] <= b for a, b in private_ranges)
                if pts not in skip and not private:  # no frame from inside a private span, ever
                    enc(pts, frame)
                    written.add(pts)

            on_decoded = None
            if feats is not None:
                def on_decoded(pts: float, frame: Any, contiguous: bool) -> None:
                    feats.add(pts, grey_thumbnail(frame, tw, th, FEATURE_ROWS), contiguous)
            try:
                hits = select_frames(reader, times, video_end_ms=video_end_ms, min_seek_gap_ms=settings.min_seek_gap_ms,
                                     max_age_ms=settings.max_frame_age_ms, on_frame=keep, on_decoded=on_decoded,
                                     probe_times=probes, holes=holes)
            finally:
                enc.close()
        return hits, written

    with open_reader() as reader:
        info = reader.info()
    width, height = info.width or 1, info.height or 1
    cell = cell_size(width)
    tw, th = max(1, width // cell), max(1, height // cell)
    feats = None
    probes: list[float] = []
    times = [t - log_offset_ms for t in all_ev]
    if alignment.enabled and track is not None and track.t_ms.size > 0:
        feats = MotionFeatures(width, height, cell)
        probes = sorted({round(t + d) for t in times for d in (-alignment.search_ms, alignment.search_ms)})
    log_segments = (Segment(0.0, float(log_offset_ms), 0.0, 0.0),)
    hits, written = run(times, set(), feats, probes, log_segments)
    chosen = [hits[t] for t in times]
    passes = 1
    if feats is not None and track is not None:
        est = estimate_offset(feats, track, log_offset_ms, search_ms=alignment.search_ms,
                              evidence_pairs=alignment.evidence_pairs, min_confidence=alignment.min_confidence)
        decision = decide(est, log_offset_ms, log_source, min_confidence=alignment.min_confidence,
                          on_disagreement=alignment.on_disagreement, recording_id=recording_id)
        if decision.source == "video_estimate":
            new_times = [float(v) for v in to_video_ms(all_ev, decision.segments)]
            hits2, written2 = run(sorted(set(new_times)), written, None, [], decision.segments)
            chosen = [hits2[t] for t in new_times]
            used = {h.pts_ms for h in chosen if h.pts_ms is not None}
            for pts in sorted(written - used):
                remove(pts)
            written = (written | written2) & used
            passes = 2
    n = len(pre_ev)
    pre, post = chosen[:n], chosen[n:]
    segments = decision.segments if decision is not None else log_segments
    effect: list[int | None] = []
    ambient = feats.ambient() if feats is not None else None
    for e0, e1, a, b in zip(pre_ev, post_ev, pre, post, strict=True):
        if a.pts_ms is None or b.pts_ms is None or a.pts_ms == b.pts_ms or a.pts_ms not in thumbs:
            effect.append(None)
            continue
        masks: list[tuple[float, float]] = []
        if track is not None and track.t_ms.size:
            # where the cursor is drawn in each frame: at the frame's own moment (it may still be moving)
            shown = to_event_ms([a.pts_ms, b.pts_ms], segments)
            xs, ys = track.at(np.asarray([e0, e1, *shown], dtype=np.float64))
            masks = [(float(x), float(y)) for x, y in zip(xs, ys, strict=True)]
        effect.append(changed_cells(thumbs[a.pts_ms], thumbs[b.pts_ms], masks, cell, ambient, scale))
    return StepFrames(pre, post, decision, est, effect, written, passes)


# ------------------------------------------------------------------ which frame a step gets
_NOT_INPUT = (StepKind.WAIT, StepKind.TERMINATE)


def frame_requests(steps: pl.DataFrame, offset_ms: int, settle_ms: int,
                   margin_ms: int = 0) -> tuple[list[float], list[float]]:
    """Video-clock times of the pre-action and post-action frame of every step.

    pre = the step's start (its first event: a hotkey's modifier press) - margin; post = min(next input
    step's start - margin, step end + settle), the screen after the action took effect and before the next
    one began. The margin keeps a frame clear of the input at an instant: a captured frame's content is ahead
    of its timestamp (up to about a frame) and the clocks jitter, so a frame stamped just before an input may
    already show its effect (tasks/README.md, "Frame choice"); `end + settle` is no input and takes none. A
    `wait` or `terminate` is not an input, so it never cuts that window short; its own pre frame is the
    screen once the previous action settled. `terminate` looks at the final screen: its pre frame is taken
    settle_ms after the last action."""
    starts = steps["t_start_ms"].to_list()
    ends = steps["t_end_ms"].to_list()
    kinds = steps["kind"].to_list()
    pre, post = [], []
    for k, (t0, t1, kind) in enumerate(zip(starts, ends, kinds, strict=True)):
        nxt = next((starts[j] for j in range(k + 1, len(starts)) if kinds[j] not in _NOT_INPUT), None)
        a = t0 - margin_ms
        p = t1 + settle_ms if nxt is None else min(max(nxt - margin_ms, a), t1 + settle_ms)
        if kind == StepKind.WAIT:  # from the previous step's last event to the next input
            a, p = min(t0 + settle_ms, t1 - margin_ms), t1 - margin_ms
        if kind == StepKind.TERMINATE:
            a = p = t0 + settle_ms
        pre.append(float(a - offset_ms))
        post.append(float(p - offset_ms))
    return pre, post


def reencode_delivered(data: bytes, fmt: str, quality: int, settings: FrameSettings,
                       redact: Callable[[np.ndarray], np.ndarray] | None = None) -> bytes:
    """A frame a vendor delivered, re-encoded to the dataset's image format (deterministic bytes)."""
    rgb = np.asarray(Image.open(io.BytesIO(data)).convert("RGB"))
    if redact is not None:
        rgb = redact(rgb)
    return encode_image(rgb, fmt, quality, settings)


