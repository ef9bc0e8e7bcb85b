"""Frame extraction: the frame on screen at each requested time, exact, in one pass per video.

"The frame on screen at t" is the last frame whose own presentation time is <= t (recordings are
variable frame rate, so never a frame counter). Requested times are sorted and deduplicated; the
packets are indexed without decoding and only the frames that answer a request (or that the clock check
looks at) are decoded, with the reference pictures they need (`connectors/video.py`, `frames_during`).
Times before the first frame or after the video's end are reported as misses, never clamped.
Only kept frames are converted to RGB and encoded, on a small thread pool; at most a few decoded
frames are alive at once, whatever the video's length."""

from __future__ import annotations

import bisect
import contextlib
import functools
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
from cuaflow.connectors.video import DecodePlan, VideoReader, colour_thumbnail, grey_thumbnail
from cuaflow.schemas.events import EventKind
from cuaflow.schemas.recording import RecordingMeta
from cuaflow.schemas.settings import AlignmentSettings, FrameSettings
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
    evidence_spans,
    to_event_ms,
    to_video_ms,
)
from cuaflow.tasks.regions import change_table
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
                  max_age_ms: float | None = None, on_frame: Callable[[float, Any], None] | None = None,
                  on_decoded: Callable[[float, Any, bool], None] | None = None,
                  spans: Sequence[tuple[float, float]] = (), holes: Sequence[tuple[float, float]] = (),
                  probes: Sequence[float] = (), on_probe: Callable[[float, Any], None] | None = None
                  ) -> dict[float, FrameHit]:
    """Answer every requested time. `on_frame(pts_ms, frame)` is called once per distinct frame kept,
    in presentation order, while the frame is alive (convert or encode it there).

    Only the frames answering a request or on screen during one of `spans` are decoded, with the reference
    pictures they need (`VideoReader.frames_during`). `on_decoded(pts_ms, frame, contiguous)` sees each of
    them (`contiguous`: the previous frame it saw is this one's predecessor in the video). A time inside one
    of `holes` (a stretch of the timeline without frames, found when the video was inspected) is a `video_gap`
    miss whatever the frame's age: the last frame before a hole says nothing about what was on screen inside
    it. `probes` are times whose frame is only looked at: `on_probe(pts_ms, frame)` sees the frame on screen
    at each (never `on_frame`, and `on_decoded` sees exactly what it would see without them)."""
    wanted = sorted(set(times))
    last = reader.packet_index().last_ms
    end = video_end_ms if video_end_ms is not None else (last + 1000 / 30 if last is not None else None)
    inside = [t for t in wanted if end is None or t < end]
    looks = sorted({t for t in probes if end is None or t < end} - set(wanted)) if on_probe is not None else []
    base = [*((t, t) for t in inside), *spans]
    frames = reader.frames_during([*base, *((t, t) for t in looks)])
    seen = _Seen(frames, on_decoded, _probe_only(reader, base, looks) if on_decoded is not None else set())
    hits = _answer(seen, wanted, looks, end, max_age_ms, holes, on_frame, on_probe)
    seen.through(float("inf"))  # the rest of the spans, for `on_decoded`
    return hits


def _answer(seen: _Seen, wanted: list[float], looks: list[float], end: float | None, max_age_ms: float | None,
            holes: Sequence[tuple[float, float]], on_frame: Callable[[float, Any], None] | None,
            on_probe: Callable[[float, Any], None] | None) -> dict[float, FrameHit]:
    """Each requested time's hit, in time order (the frames are decoded as the times advance); a probe's frame
    goes to `on_probe` only, each distinct frame kept to `on_frame` once."""
    hits: dict[float, FrameHit] = {}
    last_emitted: float | None = None
    for t in sorted({*wanted, *looks}):
        prev = seen.through(t) if end is None or t < end else None
        hit = _hit(t, prev, end, max_age_ms, holes)
        probe = t in looks
        if not probe:
            hits[t] = hit
        if prev is None or hit.miss is not None:
            continue
        if probe:
            if on_probe is not None:
                on_probe(prev[0], prev[1])
        elif on_frame is not None and prev[0] != last_emitted:
            on_frame(prev[0], prev[1])
            last_emitted = prev[0]
    return hits


def _probe_only(reader: VideoReader, base: Sequence[tuple[float, float]], looks: Sequence[float]) -> set[float]:
    """The frames decoded only because a probe looks at them (hidden from `on_decoded`)."""
    if not looks:
        return set()
    plan = DecodePlan.of(reader.packet_index(), base)
    shown = {t for t, s in zip(plan.times, plan.shown, strict=True) if s}
    at = (bisect.bisect_right(plan.times, t) - 1 for t in looks)
    return {plan.times[k] for k in at if k >= 0} - shown


class _Seen:
    """The decoded frames, consumed in presentation order: the last one at or before a time. Frames in `hidden`
    are not passed to `on_decoded`, and the frame after one is not contiguous for it."""

    def __init__(self, frames: Iterator[tuple[float, Any, bool]],
                 on_decoded: Callable[[float, Any, bool], None] | None, hidden: set[float]) -> None:
        self.frames, self.on_decoded, self.hidden = frames, on_decoded, hidden
        self.prev: tuple[float, Any] | None = None
        self.next = next(frames, None)
        self.fed = True  # the previous frame went to `on_decoded`

    def through(self, t: float) -> tuple[float, Any] | None:
        while self.next is not None and self.next[0] <= t:
            pts, frame, contiguous = self.next
            if self.on_decoded is not None and pts not in self.hidden:
                self.on_decoded(pts, frame, contiguous and self.fed)
            self.fed = pts not in self.hidden
            self.prev = (pts, frame)
            self.next = next(self.frames, None)
        return self.prev


def _hit(t: float, prev: tuple[float, Any] | None, end: float | None, max_age_ms: float | None,
         holes: Sequence[tuple[float, float]]) -> FrameHit:
    """The answer for `t` given the last frame at or before it: never a clamped or stale screen."""
    if end is not None and t >= end:
        return FrameHit(t, None, AFTER_VIDEO)  # past the last readable frame, whatever the file's index says
    if prev is None:
        return FrameHit(t, None, BEFORE_VIDEO)
    if (max_age_ms is not None and t - prev[0] > max_age_ms) or any(a < t < b for a, b in holes):
        return FrameHit(t, None, VIDEO_GAP)
    return FrameHit(t, prev[0])


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
    # a mask and one column at a time: a filtered copy of the frame would hold every column twice
    keep = ((events["kind"] == str(EventKind.MOUSE_MOVE)) & events["x"].is_not_null() & events["y"].is_not_null()
            & events["t_ms"].is_not_null())
    t, x, y = (events[c].filter(keep).to_numpy() for c in ("t_ms", "x", "y"))
    return CursorTrack.from_points(t, x, y, meta.scale, meta.screen_width or 0, meta.screen_height or 0)


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
    ranges = list(private_ranges)

    def private(video_ms: float) -> bool:
        return in_ranges(float(to_event_ms([video_ms], segments)[0]), ranges)

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
        flags = _miss_flags(list(flags or []), p_miss, q_miss)
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


def _miss_flags(flags: list[str], pre_miss: str | None, post_miss: str | None) -> list[str]:
    """A step's flags with why its frames are missing: the pre frame's reason, else the post frame's (a post frame
    inside a private span is simply not shown, no flag)."""
    miss = pre_miss or (None if post_miss == "private_range" else post_miss)
    if miss and miss not in flags:
        flags.append(miss)
    return flags


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
    changes: pl.DataFrame | None = None  # tasks/regions.py: per step, what changed since its snapshot (by position)


def extract_step_frames(open_reader: Callable[[], contextlib.AbstractContextManager[VideoReader]],
                        pre_ev: list[float], post_ev: list[float], *, log_offset_ms: int, log_source: str,
                        track: CursorTrack | None, video_end_ms: float | None, settings: FrameSettings,
                        alignment: AlignmentSettings, encoder: Callable[[], FrameEncoder],
                        remove: Callable[[float], None], recording_id: str = "",
                        private_ranges: Sequence[tuple[int, int]] = (), scale: float = 1.0,
                        holes: Sequence[tuple[float, float]] = (), probes: Sequence[float | None] = (),
                        cursor: CursorTrack | None = None) -> StepFrames:
    """Pre/post frames for event-clock times `pre_ev`/`post_ev`. `probes`, per step (or empty): when the snapshot
    the step may need was logged (event clock), whose frame is only looked at; the change maps of
    `tasks/regions.py` say what changed from there to the step's pre frame (cursor from `cursor`, else `track`).

    One forward pass picks the frames under the log-derived offset and, on the way, feeds the alignment
    features the frames within ±search_ms of a request (the offsets the estimator tries; on a long busy
    recording a few pairs a second of them that the log can score, `align.evidence_spans`): nothing else is
    decoded but the reference pictures those frames need. If the policy moves the offset, a second pass over
    just the moved requests picks the new frames (frames already written are not encoded twice; frames no
    longer used are removed)."""
    job = _Extraction(open_reader, settings, encoder, video_end_ms, private_ranges, holes,
                      sorted({t for t in probes if t is not None}))
    all_ev = [*pre_ev, *post_ev]
    times = [t - log_offset_ms for t in all_ev]
    feats = job.features() if alignment.enabled and track is not None and track.t_ms.size > 0 else None
    spans: Callable[[np.ndarray], Sequence[tuple[float, float]]] | None = None
    if feats is not None and track is not None:
        spans = functools.partial(evidence_spans, requests=times, track=track, log_offset_ms=log_offset_ms,
                                  search_ms=alignment.search_ms)
    log_segments = (Segment(0.0, float(log_offset_ms), 0.0, 0.0),)
    hits, written = job.run(times, set(), feats, spans, log_segments)
    chosen = [hits[t] for t in times]
    est: Estimate | None = None
    decision: Decision | None = None
    if feats is not None and track is not None:
        est = estimate_offset(feats, track, log_offset_ms, search_ms=alignment.search_ms,
                              evidence_pairs=alignment.evidence_pairs, min_confidence=alignment.min_confidence)
        decision = decide(est, log_offset_ms, log_source, min_confidence=alignment.min_confidence,
                          on_disagreement=alignment.on_disagreement, recording_id=recording_id)
        if decision.source == "video_estimate":
            chosen, written = job.moved(all_ev, decision.segments, written, remove)
    n = len(pre_ev)
    segments = decision.segments if decision is not None else log_segments
    effect = job.effect_cells(pre_ev, post_ev, chosen[:n], chosen[n:], track, segments,
                              feats.ambient() if feats is not None else None, scale)
    used = {h.pts_ms for h in chosen if h.pts_ms is not None} | job.probed
    changes = change_table(job.colour, used, (job.width, job.height), segments, cursor or track, scale,
                           [h.pts_ms for h in chosen[:n]], probes) if probes else None
    return StepFrames(chosen[:n], chosen[n:], decision, est, effect, written, job.passes, changes)


class _Extraction:
    """One recording's decode passes: frames encoded once, thumbnails of the kept frames for the effect."""

    def __init__(self, open_reader: Callable[[], contextlib.AbstractContextManager[VideoReader]],
                 settings: FrameSettings, encoder: Callable[[], FrameEncoder], video_end_ms: float | None,
                 private_ranges: Sequence[tuple[int, int]], holes: Sequence[tuple[float, float]],
                 probes: Sequence[float] = ()) -> None:
        self.open_reader, self.settings, self.encoder = open_reader, settings, encoder
        self.video_end_ms, self.private_ranges, self.holes = video_end_ms, private_ranges, holes
        self.probes = list(probes)  # event clock
        self.probed: set[float] = set()  # pts of the frames the last pass looked at for the probes
        # colour thumbnails for the change maps (tasks/regions.py): needed only when a snapshot predates a step
        self.colour: dict[float, np.ndarray] = {}
        with open_reader() as reader:
            info = reader.info()
        self.width, self.height = info.width or 1, info.height or 1
        self.cell = cell_size(self.width)
        self.thumb = (max(1, self.width // self.cell), max(1, self.height // self.cell))
        self.thumbs: dict[float, np.ndarray] = {}
        self.passes = 0

    def features(self) -> MotionFeatures:
        return MotionFeatures(self.width, self.height, self.cell)

    def run(self, times: list[float], skip: set[float], feats: MotionFeatures | None,
            spans: Callable[[np.ndarray], Sequence[tuple[float, float]]] | None, segments: Sequence[Segment]
            ) -> tuple[dict[float, FrameHit], set[float]]:
        """One pass: the frames at `times` encoded (but those in `skip` and any from a private span); `spans`
        gives, from every frame's time, the spans whose frames `feats` sees."""
        written: set[float] = set()
        tw, th = self.thumb
        self.passes += 1
        self.probed = set()
        with self.open_reader() as reader:
            enc = self.encoder()

            def keep(pts: float, frame: Any) -> None:
                self.thumbs[pts] = grey_thumbnail(frame, tw, th)
                if self.probes:
                    self.colour[pts] = colour_thumbnail(frame, tw, th)
                private = any(a <= to_event_ms([pts], segments)[0] <= b for a, b in self.private_ranges)
                if pts not in skip and not private:  # no frame from inside a private span, ever
                    enc(pts, frame)
                    written.add(pts)

            def on_decoded(pts: float, frame: Any, contiguous: bool) -> None:
                feats.add(pts, grey_thumbnail(frame, tw, th, FEATURE_ROWS), contiguous)  # type: ignore[union-attr]

            def look(pts: float, frame: Any) -> None:
                if pts not in self.colour:
                    self.colour[pts] = colour_thumbnail(frame, tw, th)
                self.probed.add(pts)

            try:
                hits = select_frames(reader, times, video_end_ms=self.video_end_ms,
                                     max_age_ms=self.settings.max_frame_age_ms, on_frame=keep,
                                     on_decoded=on_decoded if feats is not None else None,
                                     spans=spans(reader.packet_index().ms) if spans is not None else (),
                                     holes=self.holes, on_probe=look,
                                     probes=[float(v) for v in to_video_ms(self.probes, segments)])
            finally:
                enc.close()
        return hits, written

    def moved(self, all_ev: list[float], segments: Sequence[Segment], written: set[float],
              remove: Callable[[float], None]) -> tuple[list[FrameHit], set[float]]:
        """The frames under a corrected clock: a second pass over the moved requests; frames no longer used go."""
        new_times = [float(v) for v in to_video_ms(all_ev, segments)]
        hits, written2 = self.run(sorted(set(new_times)), written, None, None, segments)
        chosen = [hits[t] for t in new_times]
        used = {h.pts_ms for h in chosen if h.pts_ms is not None}
        for pts in sorted(written - used):
            remove(pts)
        return chosen, (written | written2) & used

    def effect_cells(self, pre_ev: list[float], post_ev: list[float], pre: list[FrameHit], post: list[FrameHit],
                     track: CursorTrack | None, segments: Sequence[Segment], ambient: np.ndarray | None,
                     scale: float) -> list[int | None]:
        """Per step: changed cells pre → post outside the cursor at both moments (None: not measured)."""
        effect: list[int | None] = []
        for e0, e1, a, b in zip(pre_ev, post_ev, pre, post, strict=True):
            if a.pts_ms is None or b.pts_ms is None or a.pts_ms == b.pts_ms or a.pts_ms not in self.thumbs:
                effect.append(None)
                continue
            masks: list[tuple[float, float]] = []
            if track is not None and track.t_ms.size:
                # where the cursor is drawn in each frame: at the frame's own moment (it may still be moving)
                shown = to_event_ms([a.pts_ms, b.pts_ms], segments)
                xs, ys = track.at(np.asarray([e0, e1, *shown], dtype=np.float64))
                masks = [(float(x), float(y)) for x, y in zip(xs, ys, strict=True)]
            effect.append(changed_cells(self.thumbs[a.pts_ms], self.thumbs[b.pts_ms], masks, self.cell, ambient,
                                        scale))
        return effect


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


