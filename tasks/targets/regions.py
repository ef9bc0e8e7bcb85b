"""Whether a screen region looks the same at a step as when an accessibility snapshot was logged before it, judged
from frames the frame stage decodes anyway: how such a snapshot is known to still show the step's element.

When a recording has a snapshot logged before one of its steps (`step_snapshots`: per step, the last one logged at
or before its start), the frame stage keeps a small RGB thumbnail (`connectors.video.colour_thumbnail`, the clock
check's grid: cells of 4-16 px, 160-319 across) of every frame it uses (the pre- and post-action frames of every
step) and of the frame on screen when each such snapshot was logged (decoded and looked at, never encoded or
published). For each of those steps it writes which cells differ between the snapshot's frame and the step's
pre-action frame (`change_table`; the work file `frame_changes.parquet`, `schemas.steps.FRAME_CHANGES_SCHEMA`, a
packed bit per cell). A cell differs when one of its colour channels' means moved by more than twice the codec's
noise level (`align.NOISE_LEVEL`; colour, not grey: a red mark on a blue button keeps the brightness), except where
the cursor is drawn in either frame (the pointer's box, `align.CURSOR_BOX_PT` grown by a cell each way, around every
logged position within `CURSOR_SWEEP_MS` of the frame's moment: the clocks agree to about a frame).

The two moments are compared directly, not through the frames between them: what the snapshot says about an element
holds while the element looks as it did (a menu that opened over it and closed again changed nothing of it), and
every frame compared is one more place where the moving cursor could be missed. `RegionChanges.unchanged(box, step,
since)`: no cell whose centre lies in the box (the cell holding the box's centre when it is smaller than a cell)
differs. What it cannot see: a change within a cell's noise margin, under the cursor, or of the tree alone (a
relabelled control drawn the same). A hover highlight is a difference (the snapshot is dropped for that element: the
safe side)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np
import polars as pl
import pyarrow as pa

from cuaflow.schemas.steps import FRAME_CHANGES_SCHEMA
from cuaflow.tasks.recording.align import CURSOR_BOX_PT, NOISE_LEVEL, CursorTrack, Segment, to_event_ms

CURSOR_SWEEP_MS = 50.0  # the cursor's logged positions this close to a frame's moment are masked in it


def step_snapshots(starts: Sequence[int], snapshot_times: Iterable[int]) -> list[float | None]:
    """Per step start, the event-clock time of the last snapshot logged at or before it (the one whose frame the
    change map needs; one logged after it, within the grace, is the press's own and needs none), or None."""
    times = sorted(set(snapshot_times))
    if not times:
        return [None] * len(starts)
    k = np.searchsorted(times, np.asarray(starts, dtype=np.float64), side="right") - 1
    return [float(times[i]) if i >= 0 else None for i in k.tolist()]


def _cursor(track: CursorTrack | None, t_ms: float) -> list[tuple[float, float]]:
    """Where the cursor may be drawn in a frame showing event time `t_ms` (video pixels)."""
    if track is None or track.t_ms.size == 0:
        return []
    lo = max(0, int(np.searchsorted(track.t_ms, t_ms - CURSOR_SWEEP_MS, side="right")) - 1)
    hi = int(np.searchsorted(track.t_ms, t_ms + CURSOR_SWEEP_MS, side="right"))
    return list(zip(track.x[lo:hi].tolist(), track.y[lo:hi].tolist(), strict=True))


def changed_cells(a: np.ndarray, b: np.ndarray, masks: Sequence[tuple[float, float]], cell: tuple[float, float],
                  scale: float) -> np.ndarray:
    """The cells (rows x cols) where two colour thumbnails differ, outside the cursor's box at each of `masks`
    (video pixels; `cell`: a cell's width and height in video pixels). The box is grown by a cell each way: 4:2:0
    chroma and the colour conversion spread a cursor's colour into the next cell, and pointers differ (X11's
    cross is centred on its hot spot, an arrow hangs below it)."""
    m = np.maximum(a, b)
    m -= np.minimum(a, b)  # |a - b| in uint8
    d = (m[..., 0] > 2 * NOISE_LEVEL) | (m[..., 1] > 2 * NOISE_LEVEL) | (m[..., 2] > 2 * NOISE_LEVEL)
    h, w = d.shape
    left, up, right, down = (v * scale for v in CURSOR_BOX_PT)
    for x, y in masks:
        if np.isnan(x) or np.isnan(y):
            continue
        x0, x1 = int((x - left) // cell[0]) - 1, int((x + right) // cell[0]) + 2
        y0, y1 = int((y - up) // cell[1]) - 1, int((y + down) // cell[1]) + 2
        d[max(0, y0):min(h, y1), max(0, x0):min(w, x1)] = False
    return d


class _Timeline:
    """The frames used, in video order, and their moments (event clock)."""

    def __init__(self, thumbs: Mapping[float, np.ndarray], used: Iterable[float], size: tuple[int, int],
                 segments: Sequence[Segment], track: CursorTrack | None, scale: float) -> None:
        self.thumbs, self.track, self.scale = thumbs, track, scale
        self.pts = sorted(p for p in set(used) if p in thumbs)
        self.moments = to_event_ms(self.pts, segments) if self.pts else np.zeros(0)
        self.rows, self.cols = thumbs[self.pts[0]].shape[:2] if self.pts else (0, 0)
        self.cell = (size[0] / max(1, self.cols), size[1] / max(1, self.rows))

    def diff(self, i: int, j: int) -> np.ndarray:
        """Cells that differ between frames i and j, outside the cursor in either."""
        masks = _cursor(self.track, float(self.moments[i])) + _cursor(self.track, float(self.moments[j]))
        return changed_cells(self.thumbs[self.pts[i]], self.thumbs[self.pts[j]], masks, self.cell, self.scale)


def change_table(thumbs: Mapping[float, np.ndarray], used: Iterable[float], size: tuple[int, int],
                 segments: Sequence[Segment], track: CursorTrack | None, scale: float,
                 pre_pts: Sequence[float | None], since: Sequence[float | None]) -> pl.DataFrame:
    """One row per step (`step_index`: its position) whose snapshot logged before it (`since`, event clock) has a
    frame among those `used` (the last at or before its moment) and whose pre-action frame (`pre_pts`, video
    clock) is one of them: the cells that differ between the two. `size`: the video's width and height."""
    line = _Timeline(thumbs, used, size, segments, track, scale)
    at = {p: k for k, p in enumerate(line.pts)}
    rows: dict[str, list[Any]] = {n: [] for n in FRAME_CHANGES_SCHEMA.names}
    for step, (p, t) in enumerate(zip(pre_pts, since, strict=True)):
        r = int(np.searchsorted(line.moments, t + 1e-6, side="right")) - 1 if t is not None else -1
        if p is None or p not in at or r < 0:
            continue  # nothing to judge by
        for name, value in (("step_index", step), ("snapshot_ms", t), ("pre_frame_pts_ms", p),
                            ("changed", np.packbits(line.diff(r, at[p])).tobytes()), ("width", size[0]),
                            ("height", size[1]), ("cols", line.cols), ("rows", line.rows)):
            rows[name].append(value)
    return pl.from_arrow(pa.table(rows, schema=FRAME_CHANGES_SCHEMA))  # type: ignore[return-value]


def frame_changes(table: pl.DataFrame | None, step_index: Sequence[int]) -> pl.DataFrame:
    """The work file's table: `table` with its step positions as the steps' `step_index`, or an empty one (no
    frames extracted, or no snapshot logged before a step)."""
    if table is None or not table.height:
        return pl.from_arrow(FRAME_CHANGES_SCHEMA.empty_table())  # type: ignore[return-value]
    return table.with_columns(pl.Series("step_index", step_index, dtype=pl.Int32).gather(table["step_index"]))


class RegionChanges:
    """A recording's change maps (`change_table`), one per step judged, asked about boxes."""

    def __init__(self, table: pl.DataFrame) -> None:
        self.by_step = {r["step_index"]: r for r in table.iter_rows(named=True)}
        first = table.row(0, named=True)
        self.cols, self.rows = int(first["cols"]), int(first["rows"])
        self.cell = (first["width"] / max(1, self.cols), first["height"] / max(1, self.rows))

    @classmethod
    def of(cls, table: pl.DataFrame | None) -> RegionChanges | None:
        return cls(table) if table is not None and table.height else None

    def cells(self, box_px: Sequence[int]) -> tuple[slice, slice]:
        """The cells whose centre lies in the box (inclusive pixel corners), or the one holding its centre."""
        x1, y1, x2, y2 = box_px
        return _span(y1, y2, self.cell[1], self.rows), _span(x1, x2, self.cell[0], self.cols)

    def unchanged(self, box_px: Sequence[int], step_index: int, since_ms: float,
                  frame_pts: float | None = None) -> bool | None:
        """True when no cell of the box changed between the snapshot logged at `since_ms` and the step's pre-action
        frame (`frame_pts`, when given, must be the frame the map was made for), False when one did; None when
        there is no such map (nothing to judge by)."""
        row = self.by_step.get(step_index)
        if row is None or abs(row["snapshot_ms"] - since_ms) > 1e-6:
            return None
        if frame_pts is not None and abs(row["pre_frame_pts_ms"] - frame_pts) > 1e-6:
            return None
        bits = np.unpackbits(np.frombuffer(row["changed"], dtype=np.uint8), count=self.rows * self.cols)
        rows, cols = self.cells(box_px)
        return not bool(bits.reshape(self.rows, self.cols)[rows, cols].any())


def _span(a: int, b: int, cell: float, n: int) -> slice:
    """Cells along one axis whose centre lies in the pixels a..b (inclusive), or the one holding their middle."""
    lo, hi = int(np.ceil(a / cell - 0.5)), int(np.ceil((b + 1) / cell - 0.5))
    if hi <= lo:
        lo = int((a + b + 1) / 2 // cell)
        hi = lo + 1
    lo = max(0, min(lo, n - 1))
    return slice(lo, max(lo + 1, min(hi, n)))


__all__ = ["CURSOR_SWEEP_MS", "RegionChanges", "change_table", "changed_cells", "frame_changes",
           "step_snapshots"]
