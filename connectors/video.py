"""Screen video access through PyAV: probe, and decode frames in presentation order from a time.

Timestamps are milliseconds relative to the stream's first presentation time, computed from each
frame's own pts (recordings are variable frame rate: never from a frame counter)."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from typing import IO, Any

import av
import av.error

from cuaflow.schemas.recording import VideoInfo


class VideoError(RuntimeError):
    """The video cannot be opened or decoded; the message says what FFmpeg reported."""


class VideoReader:
    def __init__(self, source: str | IO[bytes], threads: str = "AUTO") -> None:
        try:
            self.container = av.open(source, mode="r")
        except (av.error.FFmpegError, OSError, ValueError) as exc:
            raise VideoError(f"cannot open video: {exc}") from exc
        if not self.container.streams.video:
            self.container.close()
            raise VideoError("file has no video stream")
        self.stream = self.container.streams.video[0]
        if threads != "NONE":
            self.stream.thread_type = threads
        tb = self.stream.time_base
        self.time_base: Fraction = Fraction(tb.numerator, tb.denominator) if tb else Fraction(1, 1000)
        start = self.stream.start_time
        self._start_pts: int | None = int(start) if start is not None else None

    def __enter__(self) -> VideoReader:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.container.close()

    # -- time conversion
    def pts_to_ms(self, pts: int) -> float:
        base = self._start_pts or 0
        return float((pts - base) * self.time_base * 1000)

    def ms_to_pts(self, ms: float) -> int:
        base = self._start_pts or 0
        return int(Fraction(ms).limit_denominator(10**6) / 1000 / self.time_base) + base

    def info(self) -> VideoInfo:
        s = self.stream
        duration_ms = None
        if s.duration is not None:
            duration_ms = float(s.duration * self.time_base * 1000)
        elif self.container.duration is not None:
            duration_ms = self.container.duration / 1000.0
        return VideoInfo(
            width=s.codec_context.width or None,
            height=s.codec_context.height or None,
            codec=s.codec_context.name,
            duration_ms=duration_ms,
            frame_count=s.frames or None,
            first_pts_ms=0.0,
        )

    def frames(self, start_ms: float | None = None) -> Iterator[tuple[float, Any]]:
        """Decoded frames (pts_ms, av.VideoFrame) in presentation order.

        With `start_ms`, seek first to the keyframe at or before it, so the first frame yielded is
        never later than `start_ms` (the caller can always answer 'last frame with pts <= t')."""
        if start_ms is not None:
            try:
                self.container.seek(self.ms_to_pts(start_ms), stream=self.stream, backward=True,
                                    any_frame=False)
            except av.error.FFmpegError as exc:
                raise VideoError(f"seek to {start_ms:.0f} ms failed: {exc}") from exc
        try:
            for frame in self.container.decode(self.stream):
                if frame.pts is None:
                    continue
                if self._start_pts is None:
                    self._start_pts = int(frame.pts)
                yield self.pts_to_ms(int(frame.pts)), frame
        except av.error.EOFError:
            return
        except av.error.FFmpegError as exc:
            raise VideoError(f"decode failed: {exc}") from exc



def grey_thumbnail(frame: Any, width: int, height: int) -> Any:
    """The frame as a small grey uint8 array (area-averaged: thin features such as a cursor still
    move a cell's mean). Integer ratios let the scaler take its fast path (~0.3 ms at 1080p)."""
    return frame.reformat(width=width, height=height, format="gray", interpolation="AREA").to_ndarray()
