"""How one candidate offset is scored (`align.estimate_offset` searches over these): the frame pairs' changes
as sorted cell keys (`Scored`), the logged cursor as the coarse cell it is in at any event time (`CursorPath`),
each pair's evidence under an offset (`pair_scores`), the confidence of a best offset and the middle of its
plateau, the coarse search's runs of one offset where the clock stepped (`CoarseSearch`). Plain arrays in, plain
arrays out: the features and the track are built in `align.py`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np


class Track(Protocol):
    """Logged cursor positions (`align.CursorTrack`): event-clock ms and video pixels, NaN off screen."""

    @property
    def t_ms(self) -> np.ndarray: ...
    @property
    def x(self) -> np.ndarray: ...
    @property
    def y(self) -> np.ndarray: ...


class Features(Protocol):
    """A video's frame-pair change maps (`align.MotionFeatures`), as the scoring reads them."""

    cell: int
    t0: list[float]
    t1: list[float]
    kind: list[int]
    rows: list[int]
    maps: list[np.ndarray]
    hot_fraction: list[float]

    @property
    def grid(self) -> tuple[int, int]: ...


@dataclass(frozen=True)
class Scored:
    t0: np.ndarray
    t1: np.ndarray
    local: np.ndarray  # bool per pair
    row: np.ndarray  # per pair, row of its map or -1
    keys: np.ndarray  # sorted int64: row * cells + cell, for every cell near a change of a local pair
    chance: np.ndarray  # per local pair: share of cells near a change (a random guess's hit rate)
    cw: int
    ch: int
    cpx: float  # video pixels per coarse cell, x
    cpy: float

    @classmethod
    def of(cls, f: Features) -> Scored:
        ch, cw = f.grid
        n = ch * cw
        keys = (np.concatenate([r * n + m.astype(np.int64) for r, m in enumerate(f.maps)]) if f.maps
                else np.zeros(0, dtype=np.int64))
        kind = np.asarray(f.kind, dtype=np.int8)
        return cls(np.asarray(f.t0), np.asarray(f.t1), kind == 1, np.asarray(f.rows, dtype=np.int64), keys,
                   np.asarray(f.hot_fraction, dtype=np.float32), cw, ch, f.cell, f.cell)


@dataclass(frozen=True)
class CursorPath:
    """The logged cursor as the coarse cell it is in from each sample on (-1: off screen), computed once per
    estimate. A lookup per candidate offset reads how many samples lie at or before each whole millisecond
    (`counts[k]`) and before the next (`before_next[k]`): where the two agree no sample falls inside that
    millisecond and the count is exact without a search (log times are whole milliseconds: always)."""

    t_ms: np.ndarray
    cells: np.ndarray  # entry 0: before the first sample (-1); entry j + 1: from sample j on
    first_ms: int  # the whole millisecond of counts[1]
    counts: np.ndarray  # entry 0: before first_ms (0); entry k + 1: samples at or before first_ms + k; last: all
    before_next: np.ndarray  # entry k + 1: samples before first_ms + k + 1

    @classmethod
    def of(cls, s: Scored, track: Track, offset_ms: float, reach_ms: float) -> CursorPath:
        """The path, with the per-millisecond counts only over the event times the estimate can ask about (the
        pairs' video times under `offset_ms`, ± `reach_ms`): a log may span hours beyond the video, and a count per
        millisecond of it would cost more than the log itself. Outside that span (the first and last entries) a
        lookup searches."""
        lo_ms, hi_ms = float(s.t0.min()) + offset_ms - reach_ms, float(s.t1.max()) + offset_ms + reach_ms
        t = track.t_ms
        ok = ~(np.isnan(track.x) | np.isnan(track.y))
        cx = np.clip(np.where(ok, track.x, 0) // s.cpx, 0, s.cw - 1).astype(np.int64)
        cy = np.clip(np.where(ok, track.y, 0) // s.cpy, 0, s.ch - 1).astype(np.int64)
        cells = np.concatenate([np.full(1, -1, dtype=np.int64), np.where(ok, cy * s.cw + cx, -1)])
        del ok, cx, cy
        if t.size:
            first = int(np.floor(max(t[0], lo_ms)))
            last = max(first - 1, int(np.floor(min(t[-1], hi_ms))))
        else:
            first = last = 0
        grid = np.arange(first, last + 1, dtype=np.float64)
        # entries 0 and last never agree: a time outside the grid is searched
        edge = np.array([-1], dtype=np.int64), np.array([-2], dtype=np.int64)
        counts = np.concatenate([edge[0], np.searchsorted(t, grid, side="right"), edge[0]])
        before_next = np.concatenate([edge[1], np.searchsorted(t, grid + 1, side="left"), edge[1]])
        return cls(t, cells, first, counts, before_next)

    def at(self, event_ms: np.ndarray) -> np.ndarray:
        k = np.clip(np.floor(event_ms) - (self.first_ms - 1), 0, self.counts.size - 1).astype(np.int64)
        count = self.counts[k]
        inside = np.flatnonzero(count != self.before_next[k])  # a sample within that millisecond: search
        if inside.size:
            count[inside] = np.searchsorted(self.t_ms, event_ms[inside], side="right")
        return self.cells[count]


@dataclass(frozen=True)
class Pairs:
    """Some frame pairs' columns, gathered once for the many offsets they are scored under."""

    t0: np.ndarray
    t1: np.ndarray
    local: np.ndarray
    row: np.ndarray

    @classmethod
    def of(cls, s: Scored, idx: np.ndarray) -> Pairs:
        return cls(s.t0[idx], s.t1[idx], s.local[idx], s.row[idx])


def pair_scores(s: Scored, path: CursorPath, offset: float, pairs: Pairs) -> tuple[np.ndarray, np.ndarray]:
    """For the `pairs` under `offset`: (predicted cursor move: bool, evidence). Evidence of a pair
    the log says the cursor moved in: the share of its two cells (left, reached) where the video
    changed, minus what a random guess would hit in that pair (so busy frames prove little)."""
    a = path.at(pairs.t0 + offset)
    b = path.at(pairs.t1 + offset)
    # a pair can only be checked if the log predicts a move and the frames are not a screen-wide change
    moving = (a >= 0) & (b >= 0) & (a != b)
    score = np.zeros(pairs.t0.size, dtype=np.float32)
    hit = moving & pairs.local
    if hit.any():
        r = pairs.row[hit]
        val = (near_change(s, r, a[hit]).astype(np.float32) + near_change(s, r, b[hit]).astype(np.float32)) / 2
        score[hit] = val - s.chance[r]
    return moving, score


def near_change(s: Scored, rows: np.ndarray, cells: np.ndarray) -> np.ndarray:
    q = rows * (s.cw * s.ch) + cells
    pos = np.minimum(np.searchsorted(s.keys, q), max(0, s.keys.size - 1))
    return s.keys[pos] == q if s.keys.size else np.zeros(q.shape, dtype=bool)


def peak_confidence(offsets: np.ndarray, scores: np.ndarray, period: float, evidence_pairs: float) -> tuple[int, float]:
    best = int(np.argmax(scores))
    top = float(scores[best])
    if top <= 0:
        return best, 0.0
    far = np.abs(offsets - offsets[best]) > 3 * period
    second = float(scores[far].max()) if far.any() else 0.0
    margin = min(1.0, max(0.0, 1.0 - second / top))
    return best, margin * min(1.0, top / evidence_pairs)


def plateau_middle(offsets: np.ndarray, scores: np.ndarray) -> float:
    """Middle of the contiguous run of best-scoring offsets around the first maximum."""
    best = int(np.argmax(scores))
    top = scores[best]
    lo = hi = best
    while lo > 0 and scores[lo - 1] >= top - 1e-6:
        lo -= 1
    while hi < len(scores) - 1 and scores[hi + 1] >= top - 1e-6:
        hi += 1
    return float((offsets[lo] + offsets[hi]) / 2)


@dataclass(frozen=True)
class CoarseSearch:
    """The coarse offsets' scores, cumulated over the local pairs in time order (`cum`: per offset, per pair):
    the best offset of any run of pairs, and the runs a stepped clock cuts the pairs into."""

    coarse: np.ndarray
    cum: np.ndarray
    period: float
    evidence_pairs: float

    def confident(self, lo: int, hi: int) -> tuple[int, float, float]:
        """Best coarse offset, confidence and score for local pairs [lo, hi)."""
        tot = self.cum[:, hi - 1] - (self.cum[:, lo - 1] if lo > 0 else 0.0)
        b, conf = peak_confidence(self.coarse, tot, self.period, self.evidence_pairs)
        return b, conf, float(tot[b])

    def split(self, lo: int, hi: int, cuts: int, min_confidence: float) -> list[tuple[int, int]]:
        """Pairs [lo, hi) as runs of one offset each, at most `cuts` more cuts (binary segmentation): a cut is
        kept only if both sides are confident on their own and their offsets differ by more than two frames."""
        if cuts <= 0 or hi - lo < 4:
            return [(lo, hi)]
        _, _, top = self.confident(lo, hi)
        seg = self.cum[:, lo:hi] - (self.cum[:, lo - 1 : lo] if lo > 0 else 0.0)
        left = seg[:, :-1]
        right = seg[:, -1:] - left
        gain = left.max(axis=0) + right.max(axis=0) - top
        j = int(np.argmax(gain))
        if gain[j] < self.evidence_pairs / 2:
            return [(lo, hi)]
        cut = lo + j + 1
        bl, cl, _ = self.confident(lo, cut)
        br, cr, _ = self.confident(cut, hi)
        if cl < min_confidence or cr < min_confidence or abs(self.coarse[bl] - self.coarse[br]) <= 2 * self.period:
            return [(lo, hi)]
        return self.split(lo, cut, cuts - 1, min_confidence) + self.split(cut, hi, cuts - 1, min_confidence)
