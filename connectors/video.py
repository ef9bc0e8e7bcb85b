"""Screen video access through PyAV: probe, index the packets, and decode only the frames asked for.

Timestamps are milliseconds relative to the stream's first presentation time, computed from each
frame's own pts (recordings are variable frame rate: never from a frame counter).

`VideoReader.frames_during(spans)` decodes the frames on screen during some time spans and skips what the
encoding allows: the packets are indexed first without decoding (`packet_index`: presentation time, and for
H.264 whether a packet is an IDR picture and whether any other picture may predict from it, read from its NAL
headers; for HEVC whether it is an IDR picture); a picture needs the reference pictures before it in decode
order since the last IDR picture, nothing else. So a packet is sent to the decoder only if its frame is wanted,
or it is a reference picture before a wanted one in the same IDR period: whole GOPs without a wanted frame,
the tail of a GOP after its last wanted frame and non-reference B-frames that are not wanted are never
decoded. Frames are the same bytes as decoding everything. Other codecs, open GOPs (a keyframe that is no IDR
picture) and a stream without keyframes for long fall back safely: every reference picture up to the last
wanted frame is decoded."""

from __future__ import annotations

import functools
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator, Sequence
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
        self._index: PacketIndex | None = None

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

    def pts_array_to_ms(self, pts: np.ndarray) -> np.ndarray:
        """`pts_to_ms` of many: the same floats (one correctly rounded division of exact integers), without a
        Fraction per value; values too large to stay exact take the slow path."""
        tb = self.time_base
        rel = pts.astype(np.int64) - (self._start_pts or 0)
        largest = int(np.abs(rel).max()) if rel.size else 0
        if largest * tb.numerator * 1000 >= 2**53 or tb.denominator >= 2**53:
            return np.array([self.pts_to_ms(int(p)) for p in pts], dtype=np.float64)
        return (rel * (tb.numerator * 1000)).astype(np.float64) / float(tb.denominator)

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

    def packet_index(self) -> PacketIndex:
        """The screen stream's packets, read once without decoding (`PacketIndex`)."""
        if self._index is None:
            self._index = _read_index(self)
        return self._index

    def frames_during(self, spans: Sequence[tuple[float, float]]) -> Iterator[tuple[float, Any, bool]]:
        """(pts_ms, av.VideoFrame, contiguous) of every frame on screen at some moment of the `spans` (ms, ends
        included; a single time is a span (t, t): the last frame with pts <= t), in presentation order. Only
        those frames and the reference pictures they need are decoded (the module's docstring). `contiguous`:
        the previous frame yielded is this one's predecessor in the stream (no frame between them)."""
        index = self.packet_index()
        plan = DecodePlan.of(index, spans)
        if not plan.send.any():
            return
        last = int(np.flatnonzero(plan.send)[-1])
        self.container.seek(0, stream=self.stream)
        codec = self.stream.codec_context
        out = _Shown(plan, index.ms_of, self.pts_to_ms)
        try:
            k = 0
            for packet in self.container.demux(self.stream):
                if packet.size == 0:
                    continue
                if packet.pts != index.pts[k]:
                    raise VideoError(f"packet {k} differs between two reads of the file; expected the same bytes")
                if plan.send[k]:
                    yield from out.take(codec.decode(packet))
                if k == last:
                    break
                k += 1
            yield from out.take(codec.decode(None))
        except av.error.EOFError:
            return
        except av.error.FFmpegError as exc:
            raise VideoError(f"decode failed: {exc}") from exc
        finally:
            codec.flush_buffers()


# H.264 NAL unit types (ITU-T H.264, table 7-1): coded slices, non-IDR and IDR; sequence and picture parameter sets.
_SLICE, _IDR_SLICE, _SPS, _PPS = 1, 5, 7, 8


def _length_size(extradata: bytes | None, codec: str) -> int:
    """Bytes of each NAL unit's length prefix in an MP4 stream (its avcC / hvcC record); 0 for Annex B (start
    codes)."""
    at = {"h264": 4, "hevc": 21}.get(codec, -1)
    if at >= 0 and extradata and len(extradata) > at and extradata[0] == 1:
        return (extradata[at] & 3) + 1
    return 0


def _nal_headers(data: Any, length_size: int) -> Iterator[int]:
    """The header byte of each NAL unit of a packet, length-prefixed (MP4) or after start codes (Annex B)."""
    n = len(data)
    if length_size:
        i = 0
        while i + length_size < n:
            yield data[i + length_size]
            i += length_size + int.from_bytes(data[i : i + length_size], "big")
        return
    i = data.find(b"\0\0\1")
    while 0 <= i < n - 3:
        yield data[i + 3]
        i = data.find(b"\0\0\1", i + 3)


def h264_packet_kind(data: Any, length_size: int) -> tuple[bool, bool]:
    """(reference, idr) of one H.264 packet (`data`: its bytes, `length_size` from `_length_size`). Not a
    reference only if it holds coded slices, all with nal_ref_idc 0, and no parameter set: no other picture
    predicts from it. An IDR picture: every slice an IDR slice; no later picture refers to an earlier one.
    Bytes that do not parse as NAL units are a reference and no IDR."""
    slices = ref = other = bad = False
    for header in _nal_headers(data, length_size):
        kind = header & 0x1F
        bad |= bool(header & 0x80)  # forbidden_zero_bit
        if kind in (_SLICE, _IDR_SLICE):
            slices = True
            ref |= bool(header & 0x60)
            other |= kind == _SLICE
        ref |= kind in (_SPS, _PPS)
    if bad or not slices:
        return True, False
    return ref, not other


# HEVC (ITU-T H.265, table 7-1): coded slices are types 0-31, of which 19 and 20 are IDR pictures.
_HEVC_IDR = (19, 20)


def hevc_packet_kind(data: Any, length_size: int) -> tuple[bool, bool]:
    """(reference, idr) of one HEVC packet: always a reference (whether a picture is one depends on its
    temporal sub-layer: not read), an IDR picture if every coded slice is an IDR slice."""
    slices = other = False
    for header in _nal_headers(data, length_size):
        kind = (header >> 1) & 0x3F
        if header & 0x80:
            return True, False
        if kind < 32:
            slices = True
            other |= kind not in _HEVC_IDR
    return True, slices and not other


_PACKET_KINDS = {"h264": h264_packet_kind, "hevc": hevc_packet_kind}


@dataclass(frozen=True)
class PacketIndex:
    """The screen stream's packets with data, in decode order (file order), read without decoding."""

    pts: list[int | None]
    dts: list[int | None]
    ms: np.ndarray  # presentation time, float ms (NaN without a pts)
    reference: np.ndarray  # bool: another picture may predict from it (always, unless H.264 says otherwise)
    idr: np.ndarray  # bool: an IDR picture, H.264 or HEVC (never set for other codecs: no boundary is trusted)
    read_error: str | None = None  # reading stopped here (a file cut mid-data)

    @functools.cached_property
    def ms_of(self) -> dict[int, float]:
        """Presentation time in ms of each pts (as `VideoReader.pts_to_ms` gives it)."""
        return {p: float(m) for p, m in zip(self.pts, self.ms.tolist(), strict=True) if p is not None}

    @property
    def last_ms(self) -> float | None:
        """The latest presentation time of the stream."""
        ok = self.ms[~np.isnan(self.ms)]
        return float(ok.max()) if ok.size else None


def _read_index(reader: VideoReader) -> PacketIndex:
    codec = reader.stream.codec_context
    kind_of = _PACKET_KINDS.get(codec.name)
    size = _length_size(codec.extradata, codec.name)
    pts: list[int | None] = []
    dts: list[int | None] = []
    kinds: list[tuple[bool, bool]] = []
    error = None
    try:
        for packet in reader.container.demux(reader.stream):
            if packet.size == 0:
                continue
            pts.append(None if packet.pts is None else int(packet.pts))
            dts.append(None if packet.dts is None else int(packet.dts))
            kinds.append(kind_of(memoryview(packet) if size else bytes(packet), size) if kind_of else (True, False))
    except av.error.FFmpegError as exc:
        error = str(exc)
    known = [p for p in pts if p is not None]
    if reader._start_pts is None and known:
        reader._start_pts = min(known)  # as `frames` takes it: the first frame in presentation order
    ms = np.full(len(pts), np.nan)
    timed = np.array([p is not None for p in pts], dtype=bool)
    ms[timed] = reader.pts_array_to_ms(np.array(known, dtype=np.int64))
    flags = np.array(kinds, dtype=bool).reshape(-1, 2)
    return PacketIndex(pts, dts, ms, flags[:, 0].copy(), flags[:, 1].copy(), error)


@dataclass(frozen=True)
class DecodePlan:
    """Which packets to decode for a set of spans, and which frames are on screen during them."""

    send: np.ndarray  # per packet (decode order): decode it
    times: list[float]  # every frame's presentation time, sorted
    shown: list[bool]  # per entry of `times`: on screen during a span

    @classmethod
    def of(cls, index: PacketIndex, spans: Sequence[tuple[float, float]]) -> DecodePlan:
        ms = index.ms
        order = np.argsort(ms, kind="stable")  # NaN (no pts) last: never shown
        times = ms[order]
        n = int(np.count_nonzero(~np.isnan(ms)))
        shown_sorted = np.zeros(ms.size, dtype=bool)
        if spans and n:
            a = np.array([s[0] for s in spans], dtype=np.float64)
            b = np.array([s[1] for s in spans], dtype=np.float64)
            first = np.searchsorted(times[:n], a, side="right") - 1  # the frame on screen at the span's start
            first = np.where(first >= 0, np.searchsorted(times[:n], times[:n][np.maximum(first, 0)], side="left"), 0)
            stop = np.searchsorted(times[:n], b, side="right")
            live = stop > first
            edges = np.zeros(ms.size + 1, dtype=np.int64)
            np.add.at(edges, first[live], 1)
            np.add.at(edges, stop[live], -1)
            shown_sorted = np.cumsum(edges[:-1]) > 0
        shown = np.zeros(ms.size, dtype=bool)
        shown[order] = shown_sorted
        # a wanted picture needs the reference pictures before it since the last IDR picture
        period = np.cumsum(index.idr)
        last_wanted = np.full(int(period[-1]) + 1 if period.size else 0, -1)
        wanted = np.flatnonzero(shown)
        np.maximum.at(last_wanted, period[wanted], wanted)
        before = np.arange(ms.size) <= last_wanted[period] if ms.size else shown
        return cls(shown | (index.reference & before), times[:n].tolist(), shown_sorted[:n].tolist())


class _Shown:
    """Filters the decoder's output down to the frames a plan shows; checks that time runs forward."""

    def __init__(self, plan: DecodePlan, ms_of: dict[int, float], to_ms: Callable[[int], float]) -> None:
        self.plan, self.ms_of, self.to_ms = plan, ms_of, to_ms
        self.last: float | None = None  # the last frame decoded
        self.yielded: float | None = None  # the last frame yielded

    def take(self, frames: Any) -> Iterator[tuple[float, Any, bool]]:
        times, shown = self.plan.times, self.plan.shown
        for frame in frames:
            if frame.pts is None:
                continue
            pts = int(frame.pts)
            pts_ms = self.ms_of[pts] if pts in self.ms_of else self.to_ms(pts)
            if self.last is not None and pts_ms < self.last:
                # a restart the timeline check missed: no frame can be placed in time, and answering would
                # show a later screen as an earlier one
                raise VideoError(f"timestamps run backwards: a frame at {pts_ms / 1000:.3f} s follows one at "
                                 f"{self.last / 1000:.3f} s; expected increasing timestamps")
            self.last = pts_ms
            pos = bisect_left(times, pts_ms)
            if pos < len(times) and times[pos] == pts_ms and shown[pos]:
                contiguous = self.yielded is not None and pos <= bisect_right(times, self.yielded)
                self.yielded = pts_ms
                yield pts_ms, frame, contiguous


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
            return _row_means(plane, width, height, cell, full)
        luma = Image.frombuffer("L", (width * cell, height * cell // step), plane, "raw", "L", plane.line_size * step,
                                1)
        box = (cell, cell // step)
        grey = np.asarray(luma.reduce(box) if box != (1, 1) else luma)
        return grey if full else _FULL_RANGE.take(grey)
    return frame.reformat(width=width, height=height, format="gray", interpolation="AREA").to_ndarray()


_LOW_BYTES = np.uint64(0x00FF00FF00FF00FF)
_LANES = np.uint64(0x0001000100010001)
_BYTE = np.uint64(8)
_TOP_LANE = np.uint64(48)


def _row_means(plane: Any, width: int, height: int, cell: int, full: bool) -> Any:
    """Per cell, the rounded mean of its first pixel row (`cell` a multiple of 8), as Pillow's box reduce gives
    it (then the full-range grey unless `full`), in a few passes over one row in `cell`: each group of 8 luma
    bytes read as one 64-bit word, its bytes summed in place (pairs into 16-bit lanes, then the lanes by one
    multiplication), the row sum turned into the grey level by one table lookup, no per-pixel work."""
    rows = np.frombuffer(plane, np.uint8).reshape(-1, plane.line_size)[: height * cell : cell, : width * cell]
    # copied out first: numpy's arithmetic on the strided view of the plane costs more than the copy; 8 pixels a word
    sums = np.ascontiguousarray(rows).view(np.uint64)
    odd = sums >> _BYTE
    odd &= _LOW_BYTES
    sums &= _LOW_BYTES
    sums += odd  # four 16-bit lanes, each the sum of two pixels
    sums *= _LANES
    sums >>= _TOP_LANE  # the four lanes added in the top lane: the sum of 8 pixels
    if cell > 8:
        sums = sums.reshape(height, width, cell // 8).sum(axis=2, dtype=np.uint64)
    return _sum_to_grey(cell, full).take(sums.view(np.int64))  # signed indices: take casts unsigned ones (a copy)


@functools.cache
def _sum_to_grey(cell: int, full: bool) -> Any:
    """The grey level of each possible sum of `cell` luma bytes: the rounded mean, range-expanded unless `full`."""
    means = ((np.arange(255 * cell + 1) + cell // 2) // cell).astype(np.uint8)
    return means if full else _FULL_RANGE.take(means)


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
    index = reader.packet_index()
    timed = [(p, p if d is None else d) for p, d in zip(index.pts, index.dts, strict=True) if p is not None]
    tl = Timeline(frames=len(timed), read_error=index.read_error, restarts=_restarts(reader, timed))
    if timed:
        ordered = sorted(p for p, _ in timed)
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


def _restarts(reader: VideoReader, timed: list[tuple[int, int]]) -> list[tuple[int, float, float]]:
    """(packet, from ms, to ms) wherever time runs backwards: a decode time below an earlier one, or a
    presentation time below the largest of the packets REORDER_DEPTH or more positions back (decode times may be
    rewritten; presentation times tell)."""
    if not timed:
        return []
    pts = np.array([p for p, _ in timed], dtype=np.int64)
    dts = np.array([d for _, d in timed], dtype=np.int64)
    last_dts = np.concatenate([dts[:1], np.maximum.accumulate(dts)[:-1]])  # the largest decode time before
    settled = np.full(pts.size, np.iinfo(np.int64).min)
    settled[REORDER_DEPTH:] = np.maximum.accumulate(pts)[: max(0, pts.size - REORDER_DEPTH)]
    back = dts < last_dts
    out = []
    for k in np.flatnonzero(back | (pts < settled)).tolist():
        a, b = (last_dts[k], dts[k]) if back[k] else (settled[k], pts[k])
        out.append((k, reader.pts_to_ms(int(a)), reader.pts_to_ms(int(b))))
    return out


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
    refusal = _refusal(tl)
    if refusal or tl.end_ms is None:
        raise Quarantine(refusal or "video has no decodable frame", file=name)
    info.end_ms = round(tl.end_ms, 3)
    info.gaps = [(round(a, 3), round(b, 3)) for a, b in tl.gaps]
    return info, _timeline_warnings(tl, tl.end_ms, name, info.duration_ms, declared_ms, activity_end_ms,
                                    tolerance, gap_ms)


def _refusal(tl: Timeline) -> str | None:
    """Why no frame of this timeline could be placed in time, if so."""
    if tl.frames == 0 or not tl.decodable or tl.end_ms is None:
        why = f" ({tl.read_error})" if tl.read_error else ""
        return (f"video has no decodable frame ({tl.frames} packets){why}; expected at least one H.264 frame; "
                "re-export or re-upload the video")
    if tl.restarts:
        k, a, b = tl.restarts[0]
        return (f"timestamps run backwards at frame {k}: from {_s(a)} to {_s(b)} (a restart, or two recordings "
                f"joined; {len(tl.restarts)} such jumps); expected increasing timestamps")
    if tl.duplicate_pts > max(1, tl.frames // 100):
        return (f"{tl.duplicate_pts + 1} of {tl.frames} frames share presentation times (zeroed sample "
                "durations?); expected strictly increasing timestamps, so no frame can be placed in time")
    if tl.duplicate_pts + tl.crammed > max(1, tl.frames // 100):
        return (f"{tl.crammed + tl.duplicate_pts} of {tl.frames} frames follow the previous one by less than "
                f"{MIN_FRAME_INTERVAL_MS:g} ms (sample durations that were negative — timestamps running "
                "backwards — or zero, read as the smallest step); expected increasing timestamps at a "
                "screen recording's frame rate, so no frame can be placed in time")
    return None


def _timeline_warnings(tl: Timeline, end_ms: float, name: str, header: float | None, declared_ms: float | None,
                       activity_end_ms: float | None, tolerance: float, gap_ms: float) -> list[str]:
    """What the frame stage will flag: a cut file, long holes, input past the video, a contradicted duration."""
    long_holes = [(a, b) for a, b in tl.gaps if b - a > gap_ms]
    warnings = []
    if tl.read_error or (header is not None and end_ms < header - max(2000.0, 0.02 * header)):
        warnings.append(f"{name}: frames stop at {_s(end_ms)} but the file's index says "
                        f"{_s(header or 0)} (file cut short?); later steps get no frame (after_video)")
    for a, b in long_holes[:3]:
        warnings.append(f"{name}: no frame from {_s(a)} to {_s(b)}; steps in this hole get no frame (video_gap)")
    if len(long_holes) > 3:
        warnings.append(f"{name}: {len(long_holes) - 3} more holes in the timeline")
    if activity_end_ms is not None and activity_end_ms > end_ms + 2000:
        warnings.append(f"{name}: the log's input continues to {_s(activity_end_ms)} of video time but the frames "
                        f"stop at {_s(end_ms)}; later steps get no frame (after_video)")
    if declared_ms is not None and abs(declared_ms - end_ms) > max(2000.0, tolerance * declared_ms):
        warnings.append(f"meta.json: duration_seconds says {_s(declared_ms)} but the video decodes to "
                        f"{_s(end_ms)}; expected them within {tolerance:.0%}")
    return warnings
