"""Whether a screen region stayed the same between two moments, judged from frames the frame stage decodes anyway:
how an accessibility snapshot logged before a step is known to still show the step's element.

The frame stage keeps a small grey thumbnail of every frame it uses (cells of `align.cell_size` pixels: 4-16 px,
160-319 cells across): the pre- and post-action frames of every step, plus, for each snapshot that may be in
force for a pointer step and predates it (`probe_times`), the frame on screen when the snapshot was logged. Those
probe frames are decoded and looked at, never encoded or published. In video order, each of these frames is
compared with the one before it (`change_table`): a cell whose grey mean moved by more than twice the codec's noise
level (`align.NOISE_LEVEL`) changed, except where the cursor is drawn in either frame (the pointer's box,
`align.CURSOR_BOX_PT`, around every logged position within `CURSOR_SWEEP_MS` of the frame's moment: the clocks
agree to about a frame). The maps are the work file `frame_changes.parquet`
(`schemas.steps.FRAME_CHANGES_SCHEMA`), one packed bit per cell.

`RegionChanges.unchanged(box, since, frame)`: no cell whose centre lies in the box (the cell holding the box's
centre when it is smaller than a cell) changed in any pair from the frame on screen at `since` (the snapshot's
moment) to `frame` (the step's pre-action frame). What it cannot see: a change that came and went between two
frames it compares (the frames are the steps' own, at most a few seconds apart while the user acts; a `wait` step
brings its own), a change smaller than a cell's noise margin, a change under the cursor, and anything the tree
changed without the pixels changing. A hover highlight is a change (the snapshot is dropped: the safe side)."""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

import numpy as np
import polars as pl
import pyarrow as pa

from cuaflow.schemas.steps import FRAME_CHANGES_SCHEMA
from cuaflow.tasks.align import CursorTrack, Segment, changed_mask, to_event_ms

CURSOR_SWEEP_MS = 50.0  # the cursor's logged positions this close to a frame's moment are masked in it


def probe_times(pointer_starts: Iterable[int], snapshot_times: Iterable[int]) -> list[float]:
    """Event-clock times of the snapshots whose frame the change maps need: for each pointer step, the last
    snapshot logged at or before its start (one logged after it, within the grace, is the press's own and needs
    no frame)."""
    times = sorted(set(snapshot_times))
    if not times:
        return []
    k = np.searchsorted(times, np.fromiter(pointer_starts, dtype=np.float64), side="right") - 1
    return sorted({float(times[i]) for i in k.tolist() if i >= 0})


def _cursor(track: CursorTrack | None, t_ms: float) -> list[tuple[float, float]]:
    """Where the cursor may be drawn in a frame showing event time `t_ms` (video pixels)."""
    if track is None or track.t_ms.size == 0:
        return []
    lo = max(0, int(np.searchsorted(track.t_ms, t_ms - CURSOR_SWEEP_MS, side="right")) - 1)
    hi = int(np.searchsorted(track.t_ms, t_ms + CURSOR_SWEEP_MS, side="right"))
    return list(zip(track.x[lo:hi].tolist(), track.y[lo:hi].tolist(), strict=True))


def change_table(thumbs: Mapping[float, np.ndarray], used: Iterable[float], cell: int, segments: Sequence[Segment],
                 track: CursorTrack | None, scale: float) -> pl.DataFrame:
    """The change maps between consecutive `used` frames (pts, video clock) whose thumbnails are in `thumbs`."""
    pts = sorted(p for p in set(used) if p in thumbs)
    moments = to_event_ms(pts, segments).tolist() if pts else []
    maps: list[bytes | None] = []
    for k, p in enumerate(pts):
        if k == 0:
            maps.append(None)
            continue
        masks = _cursor(track, moments[k - 1]) + _cursor(track, moments[k])
        maps.append(np.packbits(changed_mask(thumbs[pts[k - 1]], thumbs[p], masks, cell, None, scale)).tobytes())
    rows, cols = thumbs[pts[0]].shape if pts else (0, 0)
    n = len(pts)
    return pl.from_arrow(pa.table({  # type: ignore[return-value]
        "pts_ms": pts, "t_ms": moments, "changed": maps, "cell": [cell] * n, "cols": [cols] * n,
        "rows": [rows] * n}, schema=FRAME_CHANGES_SCHEMA))


def frame_changes(table: pl.DataFrame | None) -> pl.DataFrame:
    """The work file's table: `table`, or none at all (no frames were extracted) as an empty one."""
    if table is not None:
        return table
    return pl.from_arrow(FRAME_CHANGES_SCHEMA.empty_table())  # type: ignore[return-value]


class RegionChanges:
    """A recording's change maps (`change_table`), asked about boxes between two moments."""

    def __init__(self, table: pl.DataFrame) -> None:
        self.pts: list[float] = table["pts_ms"].to_list()
        self.moments = np.asarray(table["t_ms"].to_list(), dtype=np.float64)
        self.maps: list[bytes | None] = table["changed"].to_list()
        first = table.row(0, named=True) if table.height else {"cell": 1, "cols": 0, "rows": 0}
        self.cell, self.cols, self.rows = int(first["cell"]), int(first["cols"]), int(first["rows"])
        self._map = lru_cache(maxsize=512)(self._unpacked)

    @classmethod
    def of(cls, table: pl.DataFrame | None) -> RegionChanges | None:
        return cls(table) if table is not None and table.height else None

    def _unpacked(self, k: int) -> np.ndarray:
        data = self.maps[k]
        if data is None:
            return np.zeros((self.rows, self.cols), dtype=bool)
        bits = np.unpackbits(np.frombuffer(data, dtype=np.uint8), count=self.rows * self.cols)
        return bits.reshape(self.rows, self.cols).astype(bool)

    def cells(self, box_px: Sequence[int]) -> tuple[slice, slice]:
        """The cells whose centre lies in the box (inclusive pixel corners), or the one holding its centre."""
        c = self.cell
        x1, y1, x2, y2 = box_px
        c0, c1 = int(np.ceil(x1 / c - 0.5)), int(np.ceil((x2 + 1) / c - 0.5))
        r0, r1 = int(np.ceil(y1 / c - 0.5)), int(np.ceil((y2 + 1) / c - 0.5))
        if c1 <= c0:
            c0 = int((x1 + x2 + 1) / 2 // c)
            c1 = c0 + 1
        if r1 <= r0:
            r0 = int((y1 + y2 + 1) / 2 // c)
            r1 = r0 + 1
        return slice(max(0, min(r0, self.rows - 1)), max(1, min(r1, self.rows))), \
            slice(max(0, min(c0, self.cols - 1)), max(1, min(c1, self.cols)))

    def unchanged(self, box_px: Sequence[int], since_ms: float, frame_pts: float | None) -> bool | None:
        """True when no cell of the box changed from the frame on screen at event time `since_ms` to the frame
        `frame_pts` (video clock), False when one did; None without those frames (nothing to judge by)."""
        if frame_pts is None or not self.pts:
            return None
        i = int(np.searchsorted(self.moments, since_ms + 1e-6, side="right")) - 1
        j = bisect.bisect_left(self.pts, frame_pts - 1e-6)
        if i < 0 or j >= len(self.pts) or abs(self.pts[j] - frame_pts) > 1e-6:
            return None
        rows, cols = self.cells(box_px)
        lo, hi = min(i, j), max(i, j)
        return not any(self._map(k)[rows, cols].any() for k in range(lo + 1, hi + 1))


__all__ = ["CURSOR_SWEEP_MS", "RegionChanges", "change_table", "frame_changes", "probe_times"]
