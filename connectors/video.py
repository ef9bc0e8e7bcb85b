"""Screen video access through PyAV: probe, and decode frames in presentation order from a time.

Timestamps are milliseconds relative to the stream's first presentation time, computed from each
frame's own pts (recordings are variable frame rate: never from a frame counter)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import pairwise
from typing import IO, Any

import av
import av.error
import numpy as np
from PIL import Image

from cuaflow.schemas.recording import Quarantine, VideoInfo


class VideoError(RuntimeError):
    """The video cannot be opened or decoded; the message says what FFmpeg reported."""


# Demuxers that read one still image, not a video: a screenshot saved under the video's name.
_IMAGE_FORMATS = ("image2", "apng", "webp_pipe")


def _area(stream: Any) -> int:
    cc = stream.codec_context
    return int(cc.width or 0) * int(cc.height or 0)


class VideoReader:
    def __init__(self, source: str | IO[bytes], threads: str = "AUTO") -> None:
        try:
            self.container = av.open(source, mode="r")
        except (av.error.FFmpegError, OSError, ValueError) as exc:
            raise VideoError(f"cannot open video: {exc}") from exc
        if not self.container.streams.video:
            self.container.close()
            raise VideoError("file has no video stream")
        fmt = self.container.format.name
        if fmt.endswith("_pipe") or fmt in _IMAGE_FORMATS:
            self.container.close()
            raise VideoError(f"the file is a still image ({fmt.removesuffix('_pipe')}), not a video; expected an "
                             "MP4 (H.264) screen recording")
        # The screen is the largest picture: a recorder may also store a small preview or thumbnail
        # stream, and it may come first.
        streams = list(self.container.streams.video)
        self.stream = max(streams, key=lambda st: (_area(st), -streams.index(st)))
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



# Planar YUV formats: plane 0 is the luma, which is what a grey conversion computes (range aside).
_LUMA_FIRST = frozenset({"yuv420p", "yuvj420p", "yuv422p", "yuvj422p", "yuv444p", "yuvj444p", "nv12", "nv21"})
# Limited-range luma (16-235) to the full-range grey a conversion gives: one lookup on the thumbnail.
_FULL_RANGE = np.clip(np.round((np.arange(256) - 16) * 255 / 219), 0, 255).astype(np.uint8)
_JPEG_RANGE = 2  # AVCOL_RANGE_JPEG: the luma already spans 0-255


def grey_thumbnail(frame: Any, width: int, height: int, rows: int | None = None) -> Any:
    """The frame as a small grey uint8 array, area-averaged (thin features such as a cursor still move a
    cell's mean). With a planar YUV frame and an integer ratio, the luma plane is box-averaged where it lies
    (Pillow's `reduce` over the decoder's buffer: no colour conversion, no copy of the frame), about half the
    cost of a grey rescale; values within two grey levels of it (below the estimator's noise level). `rows`:
    average only that many evenly spaced pixel rows of each cell (all its columns): Pillow reads the plane
    with a wider stride, the cost falls with the rows read (one row of eight: a quarter). Other frames take
    the scaler (all rows)."""
    cell = frame.width // width if width else 0
    if (frame.format.name in _LUMA_FIRST and cell >= 1 and frame.height // height == cell
            and width * cell <= frame.width and height * cell <= frame.height):
        step = cell // rows if rows and rows < cell and cell % rows == 0 else 1
        plane = frame.planes[0]
        full = frame.format.name.startswith("yuvj") or getattr(frame, "color_range", 0) == _JPEG_RANGE
        if step == cell and cell % 8 == 0:
            grey = _row_means(plane, width, height, cell)
            return grey if full else _FULL_RANGE.take(grey)
        luma = Image.frombuffer("L", (width * cell, height * cell // step), plane, "raw", "L", plane.line_size * step,
                                1)
        box = (cell, cell // step)
        grey = np.asarray(luma.reduce(box) if box != (1, 1) else luma)
        return grey if full else _FULL_RANGE.take(grey)
    return frame.reformat(width=width, height=height, format="gray", interpolation="AREA").to_ndarray()


_LOW_BYTES = np.uint64(0x00FF00FF00FF00FF)
_LANES = np.uint64(0x0001000100010001)


def _row_means(plane: Any, width: int, height: int, cell: int) -> Any:
    """Per cell, the rounded mean of its first pixel row (`cell` a multiple of 8), as Pillow's box reduce gives
    it, in a few passes over one row in `cell`: each group of 8 luma bytes read as one 64-bit word, its bytes
    summed in place (pairs into 16-bit lanes, then the lanes by one multiplication), no per-pixel work."""
    rows = np.frombuffer(plane, np.uint8).reshape(-1, plane.line_size)[: height * cell : cell, : width * cell]
    words = rows.view(np.uint64)  # rows are contiguous; 8 pixels per word
    sums = words & _LOW_BYTES
    odd = words >> np.uint64(8)
    odd &= _LOW_BYTES
    sums += odd  # four 16-bit lanes, each the sum of two pixels
    sums *= _LANES
    sums >>= np.uint64(48)  # the four lanes added in the top lane: the sum of 8 pixels
    if cell > 8:
        sums = sums.reshape(height, width, cell // 8).sum(axis=2, dtype=np.uint64)
    sums += np.uint64(cell // 2)
    sums //= np.uint64(cell)
    return sums.astype(np.uint8)


# H.264 reorders at most 16 frames (its largest picture buffer): a packet's presentation time may precede
# those of the few packets before it (B-frames), never that of a packet this far back in decode order.
REORDER_DEPTH = 17
# No screen recorder writes 500 frames a second: frames closer than this are timestamps a demuxer repaired
# (an MP4 whose sample durations were negative — time running backwards — is read with 1-tick steps).
MIN_FRAME_INTERVAL_MS = 2.0
# Stretches without a frame longer than this are kept in `VideoInfo.gaps`: a step inside one gets no frame when
# the hole is longer than the gap limit, or when the log has input inside it (a recorder draws the cursor and
# whatever the input changed, so frames are missing there, not merely skipped on a still screen).
HOLE_MS = 2000.0


@dataclass
class Timeline:
    """What the packets of the screen stream say about time, read without decoding (cheap)."""

    frames: int = 0  # packets with a presentation time
    end_ms: float | None = None  # last readable frame's pts + one typical frame interval
    duplicate_pts: int = 0  # frames sharing a pts with another (zeroed sample durations)
    crammed: int = 0  # frames closer than MIN_FRAME_INTERVAL_MS to the previous (negative durations, clamped)
    restarts: list[tuple[int, float, float]] = field(default_factory=list)  # (packet, from ms, to ms)
    gaps: list[tuple[float, float]] = field(default_factory=list)  # (from ms, to ms) without frames
    read_error: str | None = None  # the file ended or broke before its index said (cut mid-data)
    decodable: bool = False  # the first frame decodes


def read_timeline(reader: VideoReader, gap_ms: float) -> Timeline:
    """Every packet's pts in file order: monotonic decode times, no duplicate presentation times,
    and where the frames stop. The first frame is decoded to prove the stream is decodable."""
    tl = Timeline()
    pts_list: list[int] = []
    last_dts: int | None = None
    settled: int | None = None  # the largest pts of the packets at least REORDER_DEPTH positions back
    try:
        for packet in reader.container.demux(reader.stream):
            if packet.size == 0 or packet.pts is None:
                continue
            pts = int(packet.pts)
            dts = int(packet.dts) if packet.dts is not None else pts
            k = len(pts_list)
            if k >= REORDER_DEPTH:
                old = pts_list[k - REORDER_DEPTH]
                settled = old if settled is None else max(settled, old)
            if last_dts is not None and dts < last_dts:
                tl.restarts.append((k, reader.pts_to_ms(last_dts), reader.pts_to_ms(dts)))
            elif settled is not None and pts < settled:  # decode times may be rewritten; presentation times tell
                tl.restarts.append((k, reader.pts_to_ms(settled), reader.pts_to_ms(pts)))
            last_dts = dts if last_dts is None else max(last_dts, dts)
            pts_list.append(pts)
    except av.error.FFmpegError as exc:
        tl.read_error = str(exc)
    tl.frames = len(pts_list)
    if pts_list:
        ordered = sorted(pts_list)
        tl.duplicate_pts = sum(1 for a, b in pairwise(ordered) if a == b)
        ms = [reader.pts_to_ms(p) for p in ordered]
        tl.crammed = sum(1 for a, b in pairwise(ms) if 0 < b - a < MIN_FRAME_INTERVAL_MS)
        steps = sorted(b - a for a, b in pairwise(ms) if b > a)
        typical = steps[len(steps) // 2] if steps else 1000 / 30
        tl.end_ms = ms[-1] + typical
        tl.gaps = [(a, b) for a, b in pairwise(ms) if b - a > gap_ms]
    try:
        reader.container.seek(0, stream=reader.stream)
        tl.decodable = next(reader.frames(), None) is not None
    except (VideoError, av.error.FFmpegError):
        tl.decodable = False
    return tl


def _s(ms: float) -> str:
    return f"{ms / 1000:.1f} s"


def inspect_video(source: str | IO[bytes], name: str, *, declared_ms: float | None = None,
                  activity_end_ms: float | None = None, tolerance: float = 0.1,
                  gap_ms: float = 10000) -> tuple[VideoInfo, list[str]]:
    """Open the screen stream and validate its timeline before any frame is chosen from it.

    Quarantined (no frame could be placed in time): not a video, no decodable frame, frames sharing
    presentation times, timestamps that run backwards. Warned (the affected steps are flagged by the
    frame stage and never sampled): frames that stop before the file's index or the log's activity
    (cut file), holes in the timeline, a decoded duration that contradicts `duration_seconds`."""
    try:
        reader = VideoReader(source, threads="NONE")
    except VideoError as exc:
        raise Quarantine(f"video unreadable: {exc}", file=name) from None
    with reader:
        info = reader.info()
        info.stream_index = reader.stream.index
        tl = read_timeline(reader, min(gap_ms, HOLE_MS))
    if not info.width or not info.height:
        raise Quarantine("video has no frame size", file=name)
    if tl.frames == 0 or not tl.decodable or tl.end_ms is None:
        why = f" ({tl.read_error})" if tl.read_error else ""
        raise Quarantine(f"video has no decodable frame ({tl.frames} packets){why}; expected at least one "
                         "H.264 frame; re-export or re-upload the video", file=name)
    if tl.restarts:
        k, a, b = tl.restarts[0]
        raise Quarantine(f"timestamps run backwards at frame {k}: from {_s(a)} to {_s(b)} (a restart, or two "
                         f"recordings joined; {len(tl.restarts)} such jumps); expected increasing timestamps",
                         file=name)
    if tl.duplicate_pts > max(1, tl.frames // 100):
        raise Quarantine(f"{tl.duplicate_pts + 1} of {tl.frames} frames share presentation times (zeroed sample "
                         "durations?); expected strictly increasing timestamps, so no frame can be placed in time",
                         file=name)
    if tl.duplicate_pts + tl.crammed > max(1, tl.frames // 100):
        raise Quarantine(f"{tl.crammed + tl.duplicate_pts} of {tl.frames} frames follow the previous one by less "
                         f"than {MIN_FRAME_INTERVAL_MS:g} ms (sample durations that were negative — timestamps running "
                         "backwards — or zero, read as the smallest step); expected increasing timestamps at a "
                         "screen recording's frame rate, so no frame can be placed in time", file=name)
    info.end_ms = round(tl.end_ms, 3)
    info.gaps = [(round(a, 3), round(b, 3)) for a, b in tl.gaps]
    long_holes = [(a, b) for a, b in tl.gaps if b - a > gap_ms]
    warnings = []
    header = info.duration_ms
    if tl.read_error or (header is not None and tl.end_ms < header - max(2000.0, 0.02 * header)):
        warnings.append(f"{name}: frames stop at {_s(tl.end_ms)} but the file's index says "
                        f"{_s(header or 0)} (file cut short?); later steps get no frame (after_video)")
    for a, b in long_holes[:3]:
        warnings.append(f"{name}: no frame from {_s(a)} to {_s(b)}; steps in this hole get no frame (video_gap)")
    if len(long_holes) > 3:
        warnings.append(f"{name}: {len(long_holes) - 3} more holes in the timeline")
    if activity_end_ms is not None and activity_end_ms > tl.end_ms + 2000:
        warnings.append(f"{name}: the log's input continues to {_s(activity_end_ms)} of video time but the frames "
                        f"stop at {_s(tl.end_ms)}; later steps get no frame (after_video)")
    if declared_ms is not None and abs(declared_ms - tl.end_ms) > max(2000.0, tolerance * declared_ms):
        warnings.append(f"meta.json: duration_seconds says {_s(declared_ms)} but the video decodes to "
                        f"{_s(tl.end_ms)}; expected them within {tolerance:.0%}")
    return info, warnings
