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
from dataclasses import dataclass
from fractions import Fraction
from typing import IO, Any

import av
import av.error
import numpy as np

from cuaflow.schemas.recording import VideoInfo


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
