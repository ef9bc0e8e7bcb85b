"""Frames of a video: the frame on screen at each requested time, exact, decoded once, encoded on a pool.

"The frame on screen at t" is the last frame whose own presentation time is <= t (recordings are
variable frame rate, so never a frame counter). Requested times are sorted and deduplicated; the
packets are indexed without decoding and only the frames that answer a request (or that the clock check
looks at) are decoded, with the reference pictures they need (`connectors/video/reader.py`, `frames_during`).
Times before the first frame or after the video's end are reported as misses, never clamped.
Only kept frames are converted to RGB and encoded, on a small thread pool; at most a few decoded
frames are alive at once, whatever the video's length."""

from __future__ import annotations

import bisect
import io
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import numpy as np
from PIL import Image

from cuaflow.connectors.video import DecodePlan, VideoReader
from cuaflow.schemas.settings import FrameSettings

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
        self.redact = redact  # personal data filled before the frame is encoded (tasks/privacy/redactor.py)
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


