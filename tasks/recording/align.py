"""Event↔video alignment checked against the pixels: where does the event clock sit in the video?

The log says where the cursor was at every instant; the recorder draws that cursor into the video. So
for a candidate offset `o` (event-clock ms of video frame 0), the log predicts, for each pair of
consecutive decoded frames, whether the cursor moved between them and from which cell to which.
The video says where pixels changed. The estimate is the offset under which the predicted cursor
moves land on observed changes most often.

Features are cheap and gathered in the frame stage's own decode pass: every decoded frame is reduced
to a grey thumbnail read from its luma plane (cells of `cell` px, each the mean of its first pixel row:
FEATURE_ROWS), the
thresholded difference to the previous frame is pooled into a coarse grid and normalised by the
frame's total change, so a value says "this fraction of what changed between the two frames lies
near this coarse cell" (1.0 when the cursor is the only thing that moved). Only pairs that changed are
stored (uint8), so memory follows screen activity, not video length. Pairs where most of the screen
changed (a window switch, a scroll) carry no cursor evidence and are skipped. The frames fed are those within
`search_ms` of a request; when they form more than PAIR_BUDGET pairs (a long busy recording), only pairs the
log can score are fed, the first in each time slot (`evidence_spans`): the rest are not decoded for the check.

Score(o) = Σ over pairs the log says the cursor moved of the observed change fraction at the cursor's
old and new coarse cells (capped at 1 per pair). It is searched over `log offset ± search_ms`,
coarse (half a frame) then fine (2 ms); the estimate is the middle of the best plateau, since every
offset inside it picks the same frames. A step change (a recorder pause or encoder stall shifts the
clock part-way) is found by binary segmentation over the cumulative per-pair scores: a split is kept
only if both sides are confident on their own and their offsets differ by more than two frames.

Confidence = margin × evidence: margin = 1 − (best score more than three frames away) / (best
score), evidence = min(1, matched pairs / `evidence_pairs`). A static screen, or a log without
cursor motion, has no matched pairs: confidence 0, never a correction."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from cuaflow.tasks.recording.align_scoring import (
    CoarseSearch,
    CursorPath,
    Pairs,
    Scored,
    pair_scores,
    plateau_middle,
)

# Pixel rows of each fine cell the features average (all its columns): the features are computed for every
# decoded frame, so their cost is the estimator's; a cursor (taller than a cell) crosses a sampled row.
FEATURE_ROWS = 1
NOISE_LEVEL = 6  # grey levels: codec noise on a static screen stays below after cell averaging
MIN_CHANGE = 24  # total thresholded change (grey levels × fine cells) below which a pair is "static"
GLOBAL_FRACTION = 0.2  # more than this share of fine cells changed: a screen-wide change, no cursor evidence
# Frame pairs a recording's features may hold before they are thinned to one pair per time slot: a short recording
# keeps every pair (its evidence is scarce); a long busy one keeps a few pairs a second, which place the offset
# within a third of a frame as every pair does (10-min 30 fps benchmark, true 2000 ms: 1994.6 ms from 2000 pairs
# and the requested frames, 2003.7 ms from all 17,990) at about a quarter of the feature cost, and, with B-frames,
# without decoding the B-frames no pair needs.
PAIR_BUDGET = 2000
MAX_SLOT_MS = 500.0  # thinned or not, at least two pairs a second: a step change is placed within half a second
MAX_STEP_MS = 20.0  # the coarse search's step (half a frame) is never wider


def cell_size(width: int) -> int:
    """Fine cell side in pixels: a power of two giving 160-319 cells across (the scaler's fast path,
    and fine enough that a cursor of a few pixels still moves a cell's mean by many grey levels)."""
    s = 1
    while width // (s * 2) >= 160:
        s *= 2
    return s


@dataclass
class MotionFeatures:
    """Per-frame-pair change maps of one video, fed frame by frame during the decode pass."""

    width: int  # video pixels
    height: int
    cell: int = 0
    t0: list[float] = field(default_factory=list)  # per pair: video ms of the earlier frame
    t1: list[float] = field(default_factory=list)  # and of the later one
    kind: list[int] = field(default_factory=list)  # 0 static, 1 local change (row in maps), 2 screen-wide
    rows: list[int] = field(default_factory=list)
    maps: list[np.ndarray] = field(default_factory=list)  # int32 indices of the scoring cells near a change
    hot_fraction: list[float] = field(default_factory=list)  # share of coarse cells near a change
    decoded: int = 0
    hot_count: np.ndarray | None = None  # per coarse cell: pairs in which it changed
    _prev: np.ndarray | None = None
    _prev_t: float | None = None

    def __post_init__(self) -> None:
        if not self.cell:
            self.cell = cell_size(self.width)

    @property
    def thumb_size(self) -> tuple[int, int]:
        return max(1, self.width // self.cell), max(1, self.height // self.cell)

    @property
    def grid(self) -> tuple[int, int]:
        """(rows, cols) of the thumbnail: the cells changes are scored on."""
        w, h = self.thumb_size
        return h, w

    def add(self, pts_ms: float, grey: np.ndarray, contiguous: bool) -> None:
        """`grey`: the frame as a (rows, cols) uint8 thumbnail of `thumb_size`; `contiguous`: False
        when the decoder seeked since the previous frame (no pair across a seek)."""
        self.decoded += 1
        prev, prev_t = self._prev, self._prev_t
        self._prev, self._prev_t = grey, pts_ms
        if prev is None or not contiguous or prev.shape != grey.shape:
            return
        # |a - b| in uint8 (no wider temporaries); cells above the noise level, found through a boolean mask
        # (numpy's nonzero is several times faster on booleans than on bytes); their change beyond the noise
        d = np.maximum(grey, prev) - np.minimum(grey, prev)
        self.t0.append(float(prev_t))  # type: ignore[arg-type]
        self.t1.append(float(pts_ms))
        changed = np.flatnonzero(d > NOISE_LEVEL)
        beyond = int(d.ravel()[changed].sum(dtype=np.int64)) - NOISE_LEVEL * changed.size
        if changed.size == 0 or beyond < MIN_CHANGE:
            self.kind.append(0)
            self.rows.append(-1)
            return
        if changed.size > GLOBAL_FRACTION * d.size:
            self.kind.append(2)
            self.rows.append(-1)
            self._count(None)
            return
        hot = self._near(changed, d.shape)
        self._count(hot)
        self.kind.append(1)
        self.rows.append(len(self.maps))
        self.maps.append(hot)
        self.hot_fraction.append(hot.size / d.size)

    @staticmethod
    def _near(cells: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
        """The cells and their 8 neighbours (sorted flat indices): the cursor's hot spot may sit a
        cell away from where its drawn shape changed the picture."""
        h, w = shape
        r, c = np.divmod(cells, w)
        rr = (r[:, None] + np.array([-1, -1, -1, 0, 0, 0, 1, 1, 1])).ravel()
        cc = (c[:, None] + np.array([-1, 0, 1, -1, 0, 1, -1, 0, 1])).ravel()
        ok = (rr >= 0) & (rr < h) & (cc >= 0) & (cc < w)
        return np.unique(rr[ok] * w + cc[ok]).astype(np.int32)

    def _count(self, hot: np.ndarray | None) -> None:
        w, h = self.thumb_size
        if self.hot_count is None:
            self.hot_count = np.zeros(h * w, dtype=np.int32)
        if hot is None:
            self.hot_count += 1
        else:
            self.hot_count[hot] += 1

    def ambient(self, share: float = 0.5) -> np.ndarray | None:
        """Cell mask of regions that change in most frame pairs (a ticker, a playing video, a frame
        counter): a change there says nothing about an action."""
        n = len(self.t0)
        if self.hot_count is None or n < 10:
            return None
        w, h = self.thumb_size
        return (self.hot_count >= share * n).reshape(h, w)


@dataclass(frozen=True)
class CursorTrack:
    """Logged cursor positions: event-clock ms and video pixels (off-screen samples already dropped)."""

    t_ms: np.ndarray
    x: np.ndarray
    y: np.ndarray

    @classmethod
    def from_points(cls, t_ms: Sequence[float] | np.ndarray, x: Sequence[float] | np.ndarray,
                    y: Sequence[float] | np.ndarray, scale: float,
                    width: int, height: int) -> CursorTrack:
        t = np.asarray(t_ms, dtype=np.float64)
        px = np.multiply(x, scale, dtype=np.float64)
        py = np.multiply(y, scale, dtype=np.float64)
        if t.size > 1 and not bool((t[1:] >= t[:-1]).all()):  # a log is nearly always in order already
            order = np.argsort(t, kind="stable")
            t, px, py = t[order], px[order], py[order]
        # off-screen positions (secondary monitor) draw nothing on this video: the cursor "vanishes"
        px[~((px >= 0) & (px < width) & (py >= 0) & (py < height))] = np.nan
        return cls(t, px, py)

    def at(self, event_ms: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Position on screen at each event time (the last logged move); NaN before the first."""
        i = np.searchsorted(self.t_ms, event_ms, side="right") - 1
        ok = i >= 0
        j = np.where(ok, i, 0)
        if self.t_ms.size == 0:
            nan = np.full(np.shape(event_ms), np.nan)
            return nan, nan
        return np.where(ok, self.x[j], np.nan), np.where(ok, self.y[j], np.nan)


@dataclass(frozen=True)
class Segment:
    video_start_ms: float  # this offset holds from here on (video clock)
    offset_ms: float  # event-clock ms of video frame 0 within this segment
    confidence: float
    matched: float  # pairs whose predicted cursor move was seen (score at the peak)


@dataclass(frozen=True)
class Estimate:
    segments: tuple[Segment, ...]  # empty when nothing could be scored
    confidence: float  # the weakest segment's
    frame_period_ms: float
    pairs: int  # decoded frame pairs looked at
    moving_pairs: int  # pairs the log says the cursor moved in, at the estimate

    @property
    def offset_ms(self) -> float | None:
        return self.segments[0].offset_ms if self.segments else None

    def max_disagreement(self, log_offset_ms: float) -> float | None:
        if not self.segments:
            return None
        return max((s.offset_ms - log_offset_ms for s in self.segments), key=abs)

    def segments_json(self) -> str:
        return json.dumps([[round(s.video_start_ms, 1), round(s.offset_ms, 1), round(s.confidence, 3)]
                           for s in self.segments])


def estimate_offset(features: MotionFeatures, track: CursorTrack, log_offset_ms: float, *,
                    search_ms: float = 3000, evidence_pairs: float = 20, min_confidence: float = 0.5,
                    max_segments: int = 4) -> Estimate:
    """The offset(s) under which the logged cursor moves match the video's changes best."""
    s = Scored.of(features)
    n = s.t0.size
    period = float(np.median(s.t1 - s.t0)) if n else 1000 / 30
    if n == 0 or track.t_ms.size == 0 or not s.local.any():
        return Estimate((), 0.0, period, n, 0)
    step = max(2.0, min(MAX_STEP_MS, period / 2))
    coarse = log_offset_ms + np.arange(-search_ms, search_ms + step / 2, step)
    local_idx = np.flatnonzero(s.local)
    # counted over the event times asked about: every pair under every coarse offset and the fine search around
    path, local = CursorPath.of(s, track, log_offset_ms, search_ms + 3 * step + 1), Pairs.of(s, local_idx)
    # per coarse offset, per local-change pair: matched fraction (the only pairs that can score)
    grid = np.stack([pair_scores(s, path, o, local)[1] for o in coarse])
    search = CoarseSearch(coarse, np.cumsum(grid, axis=1, dtype=np.float64), period, evidence_pairs)
    if float(search.cum[:, -1].max()) <= 0:  # no predicted cursor move was ever seen: nothing to match
        return Estimate((), 0.0, period, n, 0)
    parts = search.split(0, local_idx.size, max_segments - 1, min_confidence)
    segments: list[Segment] = []
    moving_total = 0
    for k, (lo, hi) in enumerate(parts):
        b, conf, top = search.confident(lo, hi)
        # fine search around the coarse peak, on every pair of the segment (video-time range)
        t_lo = -np.inf if k == 0 else (s.t1[local_idx[lo - 1]] + s.t0[local_idx[lo]]) / 2
        t_hi = np.inf if k == len(parts) - 1 else (s.t1[local_idx[hi - 1]] + s.t0[local_idx[hi]]) / 2
        idx = np.flatnonzero((s.t0 >= t_lo) & (s.t0 < t_hi))
        fine = coarse[b] + np.arange(-2 * step, 2 * step + 1, 1.0)
        pairs = Pairs.of(s, idx)
        fine_scores = np.array([float(pair_scores(s, path, o, pairs)[1].sum()) for o in fine])
        off = plateau_middle(fine, fine_scores)
        moving_total += int(pair_scores(s, path, off, pairs)[0].sum())
        segments.append(Segment(0.0 if k == 0 else float(t_lo), round(off, 1), round(conf, 3), round(top, 2)))
    return Estimate(tuple(segments), min(sg.confidence for sg in segments), period, n, moving_total)


def evidence_spans(frame_ms: np.ndarray, requests: Sequence[float], track: CursorTrack, log_offset_ms: float,
                   search_ms: float, budget: int = PAIR_BUDGET) -> list[tuple[float, float]]:
    """The video spans (ms) whose frames the features need, given every frame's time (`frame_ms`, from the packet
    index: known before decoding) and the requested video times: the frames within `search_ms` of a request (the
    offsets the estimate tries). When they form more than `budget` pairs of consecutive frames, only pairs the log
    can score (a logged on-screen cursor sample within reach of the pair under some searched offset) are kept,
    the first of them in each time slot, slots sized so about `budget` remain (never wider than MAX_SLOT_MS)."""
    windows = [(t - search_ms, t + search_ms) for t in requests]
    times = np.unique(frame_ms[~np.isnan(frame_ms)])
    if times.size < 2 or not windows:
        return windows
    first = np.maximum(np.searchsorted(times, [w[0] for w in windows], side="right") - 1, 0)  # on screen at start
    stop = np.searchsorted(times, [w[1] for w in windows], side="right")
    edges = np.zeros(times.size + 1, dtype=np.int64)
    np.add.at(edges, first, 1)
    np.add.at(edges, np.maximum(stop, first), -1)
    shown = np.cumsum(edges[:-1]) > 0
    pair = np.flatnonzero(shown[:-1] & shown[1:])
    if pair.size <= budget:
        return windows  # every frame of the windows, as the estimate has always seen them
    t0, t1 = times[pair], times[pair + 1]
    # scored under offset o only if the cursor's cell differs between t0 + o and t1 + o: a sample in between
    samples = track.t_ms[~(np.isnan(track.x) | np.isnan(track.y))]
    reach = search_ms + 2 * MAX_STEP_MS  # the fine search goes two coarse steps past the coarse grid
    lo = np.searchsorted(samples, t0 + (log_offset_ms - reach), side="right")
    hi = np.searchsorted(samples, t1 + (log_offset_ms + reach), side="right")
    t0, t1 = t0[hi > lo], t1[hi > lo]
    if t0.size > budget:
        slot = np.floor(t0 / min(MAX_SLOT_MS, float((t1 - t0).sum()) / budget))
        keep = np.concatenate([[True], slot[1:] != slot[:-1]])  # the first pair of each slot
        t0, t1 = t0[keep], t1[keep]
    return list(zip(t0.tolist(), t1.tolist(), strict=True))


def to_video_ms(event_ms: Sequence[float] | np.ndarray, segments: Sequence[Segment]) -> np.ndarray:
    """Video-clock time of each event time under a piecewise offset. Event times that fell into a
    jump of the video (a stall: the video skipped them) map to the first frame after the jump."""
    e = np.asarray(event_ms, dtype=np.float64)
    if not segments:
        return e.copy()
    out = e - segments[-1].offset_ms
    done = np.zeros(e.shape, dtype=bool)
    for k, sg in enumerate(segments):
        v = e - sg.offset_ms
        nxt = segments[k + 1].video_start_ms if k + 1 < len(segments) else np.inf
        here = ~done & (v < nxt)
        out = np.where(here, np.maximum(v, sg.video_start_ms) if k else v, out)
        done |= here
    return out


def to_event_ms(video_ms: Sequence[float] | np.ndarray, segments: Sequence[Segment]) -> np.ndarray:
    """Event-clock time a frame at each video time shows."""
    v = np.asarray(video_ms, dtype=np.float64)
    if not segments:
        return v.copy()
    starts = np.array([sg.video_start_ms for sg in segments])
    offs = np.array([sg.offset_ms for sg in segments])
    k = np.clip(np.searchsorted(starts, v, side="right") - 1, 0, len(segments) - 1)
    return v + offs[k]


# ------------------------------------------------------------------ visible effect of a step
CURSOR_BOX_PT = (6.0, 6.0, 24.0, 32.0)  # left, up, right, down of the hot spot: a pointer and its shadow


def changed_cells(pre: np.ndarray, post: np.ndarray, masks: Sequence[tuple[float, float]], cell: int,
                  ignore: np.ndarray | None = None, scale: float = 1.0) -> int:
    """Fine cells that differ between two thumbnails, outside boxes around the cursor positions
    `masks` (video pixels): the cursor moving is not an effect of the action; nor is a change in the
    `ignore` cells (ambient: changing all the time)."""
    d = np.abs(pre.astype(np.int16) - post.astype(np.int16)) > 2 * NOISE_LEVEL
    if ignore is not None and ignore.shape == d.shape:
        d &= ~ignore
    h, w = d.shape
    left, up, right, down = (v * scale for v in CURSOR_BOX_PT)
    for x, y in masks:
        if np.isnan(x) or np.isnan(y):
            continue
        x0, x1 = int((x - left) // cell), int((x + right) // cell) + 1
        y0, y1 = int((y - up) // cell), int((y + down) // cell) + 1
        d[max(0, y0) : min(h, y1), max(0, x0) : min(w, x1)] = False
    return int(np.count_nonzero(d))


# ------------------------------------------------------------------ policy
OFFSET_SOURCES = ("video_estimate", "ffmpeg_output_line", "log_origin", "config")


def source_kind(offset_source: str) -> str:
    """The four offset sources the tables report (connectors give more detail in their wording)."""
    if offset_source.startswith("ffmpeg"):
        return "ffmpeg_output_line"
    if offset_source.startswith("config"):
        return "config"
    return "log_origin"  # the log's first line, or a vendor timeline that starts with the video


@dataclass(frozen=True)
class Decision:
    segments: tuple[Segment, ...]  # the offsets frames are chosen with (one, unless the clock stepped)
    offset_ms: int  # video_offset_ms used (the first segment's)
    source: str  # one of OFFSET_SOURCES
    estimated_offset_ms: float | None
    confidence: float
    disagreement_ms: float | None  # estimate − log-derived (the largest over segments)
    verified: bool  # False: nothing confident, flagged alignment_unverified
    quarantine: str | None = None


def decide(est: Estimate, log_offset_ms: int, log_source: str, *, min_confidence: float, on_disagreement: str,
           recording_id: str = "") -> Decision:
    """Which offset the frames use. A confident estimate more than one frame period away from the
    log-derived offset replaces it (or quarantines the recording, by policy); a forced offset from
    the configuration always wins; without a confident estimate the log-derived offset stays."""
    kind = source_kind(log_source)
    log_only = (Segment(0.0, float(log_offset_ms), est.confidence, 0.0),)
    disagreement = est.max_disagreement(log_offset_ms)
    confident = bool(est.segments) and est.confidence >= min_confidence
    base = Decision(log_only, log_offset_ms, kind, est.offset_ms, est.confidence,
                    None if disagreement is None else round(disagreement, 1), confident)
    if not confident or kind == "config" or disagreement is None or abs(disagreement) <= est.frame_period_ms:
        return base
    if on_disagreement == "quarantine":
        reason = (f"alignment: the video shows the logged cursor moves {disagreement:+.0f} ms from where the "
                  f"{kind} offset ({log_offset_ms} ms) puts them (confidence {est.confidence:.2f}); set "
                  f"clock.overrides.{recording_id or '<recording_id>'} or alignment.on_disagreement: use_estimate")
        return Decision(log_only, log_offset_ms, kind, est.offset_ms, est.confidence, round(disagreement, 1),
                        True, reason)
    return Decision(est.segments, int(round(est.segments[0].offset_ms)), "video_estimate", est.offset_ms,
                    est.confidence, round(disagreement, 1), True)
