"""Pointer rules: mouse moves, clicks (single, double, triple), drags, modifier + click.

- Moves before a pointer action are its approach and belong to it; moves before a keyboard action or the end become
  a `mouse_move` step when they travel `move_min_distance`, else they are jitter (`decide_moves`; which runs travel
  far enough is computed for the whole log at once, `move_runs`).
- A press and its release make a click, or a drag when the cursor travelled more than `drag_distance` while pressed
  (`finish_press`). A press with no release is closed at the next press (or the log's end) and flagged.
- A click within `multi_click_interval_ms` and `multi_click_distance` of the previous one (same button, no step in
  between) raises its click_count, up to 3; a count the source reports is the OS's own and wins over the interval
  (`merge_click`).
- Modifiers held at the press stay on the step (`modifiers`, flag `with_modifiers`).
"""

from __future__ import annotations

import math

import numpy as np

from cuaflow.schemas.steps import StepKind
from cuaflow.tasks.grouping import modifiers
from cuaflow.tasks.grouping.state import Events, Press, State

_BUTTONS = frozenset({"left", "right", "middle"})
_SHORT_PRESS = 64  # moves while pressed below which a Python loop beats numpy's call overhead


def move_runs(ev: Events, act: np.ndarray, min_distance: float) -> tuple[list[int], list[int], list[bool]]:
    """The runs of moves between consecutive non-move events (run k ends right before act[k]; run len(act) ends the
    log): first and last position (first > last: no moves) and whether the cursor travelled `min_distance` from
    where it was before the run (NaN positions: never)."""
    starts = np.concatenate(([0], act + 1))
    ends = np.concatenate((act - 1, [ev.n - 1]))
    nonempty = starts <= ends
    ok = np.zeros(len(starts), dtype=bool)
    a, b = starts[nonempty], ends[nonempty]
    if len(a):
        before = np.maximum(a - 1, 0)
        with np.errstate(invalid="ignore"):
            d = np.hypot(ev.px[b] - ev.px[before], ev.py[b] - ev.py[before])
            far = d >= min_distance
        # math.hypot decided this rule first: re-decide the rare runs within rounding of the threshold with it
        for k in np.flatnonzero(np.abs(d - min_distance) <= 1e-9 * max(min_distance, 1.0)).tolist():
            i0, i1 = int(before[k]), int(b[k])
            far[k] = math.hypot(ev.px_list[i1] - ev.px_list[i0], ev.py_list[i1] - ev.py_list[i0]) >= min_distance
        ok[nonempty] = far & ~np.isnan(ev.px[before]) & ~np.isnan(ev.px[b])
    return starts.tolist(), ends.tolist(), ok.tolist()


def far_enough(s: State, a: int, b: int) -> bool:
    """`move_runs`' decision for one run."""
    ev = s.ev
    x0, y0 = (ev.px_list[a - 1], ev.py_list[a - 1]) if a > 0 else (ev.px_list[a], ev.py_list[a])
    x1, y1 = ev.px_list[b], ev.py_list[b]
    return not (math.isnan(x0) or math.isnan(x1)) and math.hypot(x1 - x0, y1 - y0) >= s.r.move_min_distance


def decide_moves(s: State, a: int, b: int, far: bool) -> None:
    """Moves a..b (inclusive) before a keyboard action or the end: a `mouse_move` step, or jitter."""
    if far:
        ev = s.ev
        sid, st = s.add_step(StepKind.MOUSE_MOVE, ev.t[a], ev.t[b])
        st.x, st.y = ev.px_list[b], ev.py_list[b]
        s.consumed[a : b + 1] = sid
    else:
        s.jitter[a : b + 1] = True


def absorb_pending(s: State, sid: int) -> None:
    if s.pending_moves is not None:
        a, b = s.pending_moves
        s.consumed[a : b + 1] = sid
        s.pending_moves = None


def mouse_down(s: State, i: int, e: int) -> None:
    s.close_runs()
    ev = s.ev
    b = ev.button[e] or "other"
    if b not in _BUTTONS:
        s.ignore[i] = "unknown_button"
        if s.pending_moves is not None:  # not an approach after all
            a, z = s.pending_moves
            s.pending_moves = None
            decide_moves(s, a, z, far_enough(s, a, z))
        return
    if s.press is not None:
        finish_press(s, i - 1, release=None, flag="missing_release")
    t = ev.t[i]
    mods = modifiers.held(s, t) if s.mods else []
    t_first = t
    if mods:
        modifiers.use(s, mods, t)
        t_first = modifiers.first_press(s, mods, t)
    s.press = Press(i, b, t, ev.px_list[i], ev.py_list[i], mods, t_first, s.pending_moves, ev.count[e])
    s.pending_moves = None


def mouse_up(s: State, i: int, e: int) -> None:
    b = s.ev.button[e] or "other"
    if s.press is None or s.press.button != b:
        s.ignore[i] = "orphan_release"
        return
    finish_press(s, i, release=i, flag=None)


def travel(ev: Events, a: int, j: int, x0: float, y0: float) -> float:
    """How far the cursor got from (x0, y0) over positions a..j."""
    if math.isnan(x0) or j == a:
        return 0.0
    if j == a + 1:  # most clicks: the release right after the press
        d = math.hypot(ev.px_list[j] - x0, ev.py_list[j] - y0)
        return d if d > 0.0 else 0.0  # NaN: no position
    if j - a >= _SHORT_PRESS:
        with np.errstate(invalid="ignore"):
            return float(np.nanmax(np.hypot(ev.px[a : j + 1] - x0, ev.py[a : j + 1] - y0)))
    far = 0.0
    for x, y in zip(ev.px_list[a : j + 1], ev.py_list[a : j + 1], strict=True):
        d = math.hypot(x - x0, y - y0)
        if d > far:
            far = d
    return far


def finish_press(s: State, j: int, release: int | None, flag: str | None) -> None:
    """Close the press at position j (its release, or the event before the next press): a drag or a click."""
    p = s.press
    assert p is not None
    s.press = None
    a = p.i
    j = max(j, a)
    ev = s.ev
    t_end = ev.t[release] if release is not None else ev.t[j]
    if travel(ev, a, j, p.x, p.y) > s.r.drag_distance:
        sid = s.new_step(StepKind.DRAG, p.t, t_end, button=p.button, x=p.x, y=p.y, x2=ev.px_list[j],
                         y2=ev.py_list[j], approach=p.approach)
        s.last_click = None
        if p.button != "left":
            s.steps[sid].flag("right_drag")
    else:
        sid = merge_click(s, p.button, p.t, p.x, p.y, p.count, t_end)
    st = s.steps[sid]
    st.t_start = min(st.t_start, p.t_first)
    if p.mods:
        st.modifiers = p.mods
        st.flag("with_modifiers")
    if flag:
        st.flag(flag)
    if p.approach is not None:
        s.consumed[p.approach[0] : p.approach[1] + 1] = sid
    if j > a + 1:  # moves while pressed belong to the press
        seg = s.consumed[a : j + 1]
        seg[ev.is_move[a : j + 1]] = sid
    s.consumed[a] = sid
    if release is not None:
        s.consumed[release] = sid


def click(s: State, i: int, e: int, j: int) -> None:
    """A press at position i (non-move index e) released at j, the next event the driver handles (same button): with
    no press open and no modifier held, `mouse_down` then `mouse_up` in one go, without the `Press` — most clicks."""
    if s.typing is not None:
        s.close_typing()
    s.scroll = None
    ev = s.ev
    x, y, t = ev.px_list[i], ev.py_list[i], ev.t[i]
    if travel(ev, i, j, x, y) > s.r.drag_distance:  # a drag: the general path
        s.press = Press(i, ev.button[e], t, x, y, [], t, s.pending_moves, ev.count[e])  # type: ignore[arg-type]
        s.pending_moves = None
        finish_press(s, j, release=j, flag=None)
        return
    sid = merge_click(s, ev.button[e], t, x, y, ev.count[e], ev.t[j])  # type: ignore[arg-type]
    consumed = s.consumed
    if s.pending_moves is not None:  # the approach
        consumed[s.pending_moves[0] : s.pending_moves[1] + 1] = sid
        s.pending_moves = None
    if j > i + 1:  # moves while pressed belong to the press
        seg = consumed[i : j + 1]
        seg[ev.is_move[i : j + 1]] = sid
    consumed[i] = consumed[j] = sid


def merge_click(s: State, button: str, t: int, x: float, y: float, count: int | None, t_end: int) -> int:
    """A new click step (a press at t, x, y), or the previous click's step with its count raised."""
    lc = s.last_click
    r = s.r
    # A click count reported by the source (vendor `click_count`) is the OS's own count: it wins
    # over the interval rule, never over the position rule.
    reported = min(3, int(count or 1))
    if (
        lc is not None
        and lc[1] == button
        and (t - lc[2] <= r.multi_click_interval_ms or reported > (s.steps[lc[0]].click_count or 1))
        and not math.isnan(x)
        and math.hypot(x - lc[3], y - lc[4]) <= r.multi_click_distance
        and (s.steps[lc[0]].click_count or 1) < 3
        and lc[0] == len(s.steps) - 1
    ):
        st = s.steps[lc[0]]
        st.click_count = max((st.click_count or 1) + 1, reported)
        st.t_end = max(st.t_end, t_end)
        s.last_click = (lc[0], lc[1], t_end, lc[3], lc[4])
        return lc[0]
    sid, st = s.add_step(StepKind.CLICK, t, t_end)
    st.button, st.click_count, st.x, st.y = button, reported, x, y
    s.last_click = (sid, button, t_end, x, y)
    return sid
