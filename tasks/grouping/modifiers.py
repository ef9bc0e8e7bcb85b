"""Modifier keys (Ctrl, Alt, Shift, Meta): which are held at an event, the step they join, and the step a modifier
pressed and released alone makes. A modifier whose key-up is missing is released by rule after
`modifier_stale_ms` without key activity, so it never turns later typing into hotkeys."""

from __future__ import annotations

from cuaflow.schemas.keys import MODIFIERS
from cuaflow.schemas.steps import StepKind
from cuaflow.tasks.grouping.state import Modifier, State

MODS = frozenset(MODIFIERS)
_POINTER_STEPS = (StepKind.CLICK, StepKind.DRAG, StepKind.SCROLL)


def modifier_down(s: State, i: int, k: str, t: int) -> None:
    st = s.mods.get(k)
    if st is not None and t - st.last <= s.r.modifier_stale_ms:
        st.events.append(i)  # auto-repeat of a held modifier
        return
    if st is not None:
        release(s, k, None)
    s.mods[k] = Modifier(t=t, last=t, events=[i])


def modifier_up(s: State, i: int, k: str) -> None:
    if k in s.mods:
        release(s, k, i)
    else:
        s.ignore[i] = "orphan_release"


def held(s: State, t: int) -> list[str]:
    """The modifiers held at time t, in canonical order (stale ones released first)."""
    if not s.mods:
        return []
    expire(s, t)
    return [m for m in MODIFIERS if m in s.mods]


def use(s: State, mods: list[str], t: int) -> None:
    """The modifiers are part of the step being made at t (and active: not stale)."""
    for m in mods:
        st = s.mods[m]
        st.used, st.last = True, t


def give_events(s: State, mods: list[str], sid: int) -> None:
    """The first keyboard step a modifier joins takes its press and auto-repeats."""
    for m in mods:
        st = s.mods[m]
        if st.sid is None:
            st.sid = sid
            for ev in st.events:
                s.consumed[ev] = sid


def first_press(s: State, mods: list[str], t: int) -> int:
    """A step starts at its first event: the press of a held modifier that no earlier step took (a Ctrl held
    across two hotkeys starts only the first). Marks those modifiers as taken."""
    for m in mods:
        st = s.mods[m]
        if st.sid is None and not st.started:
            t = min(t, st.t)
        st.started = True
    return t


def expire(s: State, t: int) -> None:
    if not s.mods:
        return
    stale = [m for m, st in s.mods.items() if t - st.last > s.r.modifier_stale_ms]
    for m in stale:
        release(s, m, None)


def release(s: State, m: str, up_i: int | None) -> None:
    """Key-up of a modifier (up_i None: released by rule, at the log's end or when stale)."""
    st = s.mods.pop(m)
    if st.used:
        _release_used(s, st, up_i)
    elif up_i is None:
        for i in st.events:
            s.ignore[i] = "unreleased_modifier"
    else:  # pressed and released alone
        sid = s.new_step(StepKind.MODIFIER, st.t, s.ev.t[up_i], keys=[m])
        for i in [*st.events, up_i]:
            s.consumed[i] = sid


def _release_used(s: State, st: Modifier, up_i: int | None) -> None:
    sid = st.sid
    if sid is not None:
        for i in st.events:
            if s.consumed[i] < 0:
                s.consumed[i] = sid
        if up_i is not None:
            s.take(up_i, sid)
            s.extend(sid, s.ev.t[up_i])
        else:
            s.steps[sid].flag("missing_keyup")
        return
    # used only by pointer actions: lineage goes to that pointer step
    target = _last_pointer_step(s)
    for i in [*st.events, *([up_i] if up_i is not None else [])]:
        if target is not None:
            s.consumed[i] = target
        else:
            s.ignore[i] = "orphan_release"


def _last_pointer_step(s: State) -> int | None:
    for sid in range(len(s.steps) - 1, -1, -1):
        if s.steps[sid].kind in _POINTER_STEPS:
            return sid
    return None
