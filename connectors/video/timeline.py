"""The video's timeline checked at ingest, from its packets (read without decoding) and its first frame: what
quarantines a recording (no decodable frame, time running backwards, frames piled up at one moment) and what
is flagged (a cut file, holes, input past the video, a contradicted duration)."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise
from typing import IO

import av.error
import numpy as np

from cuaflow.connectors.video.reader import VideoError, VideoReader
from cuaflow.schemas.recording import Quarantine, VideoInfo

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
