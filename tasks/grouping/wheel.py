"""Wheel rule: scroll and hscroll bursts.

Wheel events less than `scroll_gap_ms` apart, with the same modifiers held, are one scroll; deltas are summed per
axis. With Shift held the wheel scrolls sideways (macOS and Windows): the vertical delta becomes horizontal (+ = right
where the plain wheel scrolls down) and Shift is part of the scroll, not a key step. Other modifiers held stay on the
step. (Linux wheel notches are never duplicates: see `prepare.py`.)"""

from __future__ import annotations

from cuaflow.schemas.steps import StepKind
from cuaflow.tasks.grouping import modifiers
from cuaflow.tasks.grouping.pointer import absorb_pending
from cuaflow.tasks.grouping.state import State


def wheel(s: State, i: int, e: int) -> None:
    s.close_typing()
    ev = s.ev
    t = ev.t[i]
    dx, dy = ev.sdx[e] or 0.0, ev.sdy[e] or 0.0
    mods = modifiers.held(s, t)
    pressed = list(mods)  # Shift included: it made the scroll sideways
    if mods:
        modifiers.use(s, mods, t)
    if "shift" in mods:
        # + = right where the plain wheel would scroll down (a delta the OS already made horizontal is kept)
        dx, dy = dx + dy, 0.0
        mods = [m for m in mods if m != "shift"]
    held = mods or None
    cur = s.steps[s.scroll[0]] if s.scroll is not None else None
    if cur is not None and s.scroll is not None and t - s.scroll[1] <= s.r.scroll_gap_ms and cur.modifiers == held:
        sid = s.scroll[0]
        cur.scroll_dx = (cur.scroll_dx or 0.0) + dx
        cur.scroll_dy = (cur.scroll_dy or 0.0) + dy
        cur.t_end = t
    else:
        sid, st = s.add_step(StepKind.SCROLL, modifiers.first_press(s, pressed, t) if pressed else t, t)
        st.x, st.y, st.scroll_dx, st.scroll_dy, st.modifiers = ev.px_list[i], ev.py_list[i], dx, dy, held
        if held:
            st.flag("with_modifiers")
        s.last_click = None
    absorb_pending(s, sid)
    s.scroll = (sid, t)
    s.take(i, sid)


def continue_scroll(s: State, members: list[int], pos: list[int]) -> int:
    """The rest of a wheel burst (`driver._bursts`: non-move indices, positions) after its first event: with no
    modifier held, each event adds its deltas to the scroll its first event is in, whose step is returned for the
    caller to give the events (-1: they went through `wheel`, which gave them their step)."""
    ev = s.ev
    if s.mods or s.scroll is None:
        for i, e in zip(pos, members, strict=True):
            wheel(s, i, e)
        return -1
    sid = s.scroll[0]
    cur = s.steps[sid]
    for e in members:  # one at a time, in order: the same float sums
        cur.scroll_dx = (cur.scroll_dx or 0.0) + (ev.sdx[e] or 0.0)
        cur.scroll_dy = (cur.scroll_dy or 0.0) + (ev.sdy[e] or 0.0)
    cur.t_end = ev.t[pos[-1]]
    s.scroll = (sid, cur.t_end)
    return sid
