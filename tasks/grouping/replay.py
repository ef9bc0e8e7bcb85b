"""Replayable drags: a `left_click_drag` names only its end, so the cursor must already be at the start. Replaying the
steps' pointer positions in order (clicks, taps, moves and scrolls put the cursor at their point, a drag at its end),
a drag whose start the cursor is not at (within DRAG_START_TOLERANCE_RU per axis) gets a `mouse_move` to its start
right before it (flag `drag_approach`), holding the drag's approach movements. Same for mobile swipes."""

from __future__ import annotations

import math
from operator import attrgetter

from cuaflow.schemas.steps import StepKind
from cuaflow.tasks.grouping.state import DROP, State, Step

# A replayed cursor this close (per axis, before RU rounding) to a drag's start is already there; 2 so that
# the calls, rounded to whole RU, still press within 3 RU of the true start.
DRAG_START_TOLERANCE_RU = 2.0
_SETTERS = (StepKind.CLICK, StepKind.TAP, StepKind.MOUSE_MOVE, StepKind.SCROLL, StepKind.LONG_PRESS)


def on_screen(s: State, x: float | None, y: float | None) -> bool:
    if x is None or y is None or math.isnan(x) or math.isnan(y):
        return False
    return s.screen is None or (0 <= x <= s.screen[0] and 0 <= y <= s.screen[1])


def near(s: State, a: tuple[float, float], b: tuple[float, float]) -> bool:
    """Within DRAG_START_TOLERANCE_RU per axis (logical points when the screen size is unknown)."""
    if s.screen is None or s.screen[0] <= 0 or s.screen[1] <= 0:
        return abs(a[0] - b[0]) <= DRAG_START_TOLERANCE_RU and abs(a[1] - b[1]) <= DRAG_START_TOLERANCE_RU
    return (abs(a[0] - b[0]) / s.screen[0] * 1000 <= DRAG_START_TOLERANCE_RU
            and abs(a[1] - b[1]) / s.screen[1] * 1000 <= DRAG_START_TOLERANCE_RU)


def replay_drags(s: State) -> None:
    if StepKind.DRAG not in map(attrgetter("kind"), s.steps):
        return
    cursor: tuple[float, float] | None = None
    live = sorted((st for st in s.steps if st.kind != DROP), key=lambda st: (st.t_start, st.order))
    for st in live:
        if st.kind == StepKind.DRAG:
            start = (st.x, st.y)
            if on_screen(s, st.x, st.y) and (cursor is None or not near(s, cursor, start)):  # type: ignore[arg-type]
                _approach_move(s, st)
            cursor = (st.x2, st.y2) if st.x2 is not None and st.y2 is not None and on_screen(s, st.x2, st.y2) \
                else None
        elif st.kind in _SETTERS:
            cursor = (st.x, st.y) if on_screen(s, st.x, st.y) else None  # type: ignore[assignment]
        elif st.kind == StepKind.PINCH:
            cursor = None


def _approach_move(s: State, drag: Step) -> None:
    """A `mouse_move` to the drag's start, sorted right before it; it takes over the drag's approach movements."""
    t0 = t1 = drag.t_start
    if drag.approach is not None:
        # never after the drag, whose start a held modifier's press may have moved earlier
        t1 = min(s.ev.t[drag.approach[1]], drag.t_start)
        t0 = min(s.ev.t[drag.approach[0]], t1)
    sid = s.new_step(StepKind.MOUSE_MOVE, t0, t1, x=drag.x, y=drag.y)
    move = s.steps[sid]
    move.order = drag.order - 0.5  # sorts right before the drag even at the same instant
    move.flag("drag_approach")
    if drag.approach is not None:
        a, b = drag.approach
        s.consumed[a : b + 1] = sid
