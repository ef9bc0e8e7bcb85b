"""The change maps that judge a snapshot logged before its step (tasks/targets/regions.py), on thumbnails built here
with known differences: where a cell counts as changed, where the cursor hides it, which cells a box asks about."""

from __future__ import annotations

import numpy as np
import polars as pl

from cuaflow.tasks.recording.align import CursorTrack, Segment
from cuaflow.tasks.targets.regions import RegionChanges, change_table, changed_cells, step_snapshots

W, H, CELL = 640, 400, 4  # the rig's screen: 160 x 100 cells of 4 px


def thumb(value: tuple[int, int, int] = (200, 200, 200)) -> np.ndarray:
    return np.full((H // CELL, W // CELL, 3), value, dtype=np.uint8)


def test_a_colour_change_of_the_same_brightness_counts_and_noise_does_not() -> None:
    a, b = thumb(), thumb()
    b[10:12, 20:30] = (200 + 12, 200 - 12, 200)  # within twice the noise level on every channel
    assert not changed_cells(a, b, [], (CELL, CELL), 1.0).any()
    a[30, 40] = (224, 32, 32)  # red, luma ~90
    b[30, 40] = (64, 96, 192)  # blue, luma ~97: a grey thumbnail would not see it
    got = changed_cells(a, b, [], (CELL, CELL), 1.0)
    assert np.argwhere(got).tolist() == [[30, 40]]


def test_the_cursor_box_grown_by_a_cell_hides_changes_around_the_pointer() -> None:
    a, b = thumb(), thumb()
    b[:, :] = (0, 0, 0)  # everything changed
    got = changed_cells(a, b, [(100.0, 100.0)], (CELL, CELL), 1.0)
    hidden = np.argwhere(~got)
    # hot spot (100, 100): 6 px left/up, 24 right, 32 down, then one more 4-px cell each way
    assert hidden[:, 1].min() == (100 - 6) // CELL - 1 and hidden[:, 1].max() == (100 + 24) // CELL + 1
    assert hidden[:, 0].min() == (100 - 6) // CELL - 1 and hidden[:, 0].max() == (100 + 32) // CELL + 1


def test_each_step_is_judged_against_its_own_snapshot_frame() -> None:
    """Frames at 0, 100, 200, 300 ms (one clock); a box changes between 100 and 200 and changes back at 300."""
    box = (slice(10, 15), slice(10, 20))
    frames = {0.0: thumb(), 100.0: thumb(), 200.0: thumb(), 300.0: thumb()}
    frames[200.0][box] = (0, 0, 0)
    segs = (Segment(0.0, 0.0, 0.0, 0.0),)
    # step 0: snapshot at 50 (frame 0) → pre frame 100; step 1: 50 → 200; step 2: 50 → 300; step 3: no snapshot
    table = change_table(frames, frames, (W, H), segs, None, 1.0, [100.0, 200.0, 300.0, 300.0],
                         [50.0, 50.0, 50.0, None])
    assert table["step_index"].to_list() == [0, 1, 2]
    changes = RegionChanges(table.with_columns(pl.col("step_index") + 7))  # as the steps' own indices
    inside = [40, 40, 79, 59]  # pixels of the changed cells
    elsewhere = [200, 200, 260, 240]
    assert changes.unchanged(inside, 7, 50.0) is True
    assert changes.unchanged(inside, 8, 50.0) is False and changes.unchanged(elsewhere, 8, 50.0) is True
    assert changes.unchanged(inside, 9, 50.0) is True  # looks as it did when the snapshot was logged
    assert changes.unchanged(inside, 10, 50.0) is None  # no map for that step
    assert changes.unchanged(inside, 8, 60.0) is None  # a map made for another snapshot


def test_a_box_asks_about_the_cells_whose_centre_it_holds() -> None:
    table = change_table({0.0: thumb(), 1.0: thumb()}, [0.0, 1.0], (W, H), (), None, 1.0, [1.0], [0.0])
    changes = RegionChanges(table)
    assert changes.cells([8, 8, 19, 11]) == (slice(2, 3), slice(2, 5))  # x 8..19: centres 10, 14, 18
    assert changes.cells([9, 9, 10, 10]) == (slice(2, 3), slice(2, 3))  # smaller than a cell: the one holding it
    assert changes.cells([630, 390, 639, 399]) == (slice(97, 100), slice(157, 160))  # centres 630, 634, 638


def test_the_snapshot_a_step_needs_is_the_last_one_at_or_before_its_start() -> None:
    assert step_snapshots([5, 10, 11, 40], [10, 30, 12]) == [None, 10.0, 10.0, 30.0]
    assert step_snapshots([5], []) == [None]


def test_the_cursor_is_masked_where_it_was_logged_around_each_frame() -> None:
    """The pointer drawn in frame 100 at (300, 200), logged 40 ms before it: its box is masked, nothing else is."""
    a, b = thumb(), thumb()
    b[200 // CELL:(200 + 20) // CELL, 300 // CELL:(300 + 12) // CELL] = (0, 0, 0)  # the drawn pointer
    b[5, 5] = (0, 0, 0)  # a real change
    track = CursorTrack.from_points([60.0], [300.0], [200.0], 1.0, W, H)
    table = change_table({0.0: a, 100.0: b}, [0.0, 100.0], (W, H), (Segment(0.0, 0.0, 0.0, 0.0),), track, 1.0,
                         [100.0], [0.0])
    changes = RegionChanges(table)
    assert changes.unchanged([296, 196, 320, 224], 0, 0.0) is True
    assert changes.unchanged([16, 16, 27, 27], 0, 0.0) is False
