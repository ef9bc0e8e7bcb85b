"""Frame extraction: the frame on screen at each requested time, exact, in one pass per video.

"The frame on screen at t" is the last frame whose own presentation time is <= t (recordings are
variable frame rate, so never a frame counter). Requested times are sorted and deduplicated; the
decoder runs forward and seeks only across gaps longer than about one keyframe interval (a seek
flushes the decoder and restarts at a keyframe, so for short gaps decoding through is cheaper).
Times before the first frame or after the video's end are reported as misses, never clamped.
Only kept frames are converted to RGB and encoded, on a small thread pool; at most a few decoded
frames are alive at once, whatever the video's length."""

from __future__ import annotations

import io
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from PIL import Image

from cuaflow.connectors.video import VideoReader
from cuaflow.schemas.config import FrameSettings

BEFORE_VIDEO = "before_video"
AFTER_VIDEO = "after_video"


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
                  min_seek_gap_ms: int = 3000,
                  on_frame: Callable[[float, Any], None] | None = None,
                  on_decoded: Callable[[float, Any, bool], None] | None = None,
                  probe_times: Iterable[float] = ()) -> dict[float, FrameHit]:
    """Answer every requested time. `on_frame(pts_ms, frame)` is called once per distinct frame kept,
    in presentation order, while the frame is alive (convert or encode it there).

    `on_decoded(pts_ms, frame, contiguous)` sees every decoded frame (`contiguous` is False right
    after a seek); `probe_times` are decoded through like requests but answer nothing, so a caller
    can make sure the pass covers stretches it wants to look at."""
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
        if cur is not None and cur[1].key_frame:
            if last_key is not None:
                gop = max(gop, cur[0] - last_key)
            last_key = cur[0]

    for t in targets:
        if cur is not None and prev is not None and t - cur[0] > max(min_seek_gap_ms, 1.5 * gop):
            it = reader.frames(start_ms=t)
            fresh = True
            cur, prev = pull(it), None
            if cur is not None and cur[0] > t:  # the container could not seek back far enough
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
        hits[t] = FrameHit(t, prev[0])
        if on_frame is not None and prev[0] != last_emitted:
            on_frame(prev[0], prev[1])
            last_emitted = prev[0]
    return hits


class FrameEncoder:
    """Encodes kept frames on a thread pool (Pillow releases the GIL) with a bounded queue, so
    memory stays flat however many frames a video yields."""

    def __init__(self, fmt: str, quality: int, settings: FrameSettings,
                 sink: Callable[[float, bytes], None]) -> None:
        self.fmt, self.quality, self.settings, self.sink = fmt, quality, settings, sink
        self.pool = ThreadPoolExecutor(max_workers=settings.encode_workers)
        self.pending: deque[tuple[float, Future[bytes]]] = deque()
        self.limit = settings.encode_workers * 2

    def __call__(self, pts_ms: float, frame: Any) -> None:
        rgb = frame.to_ndarray(format="rgb24")
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
