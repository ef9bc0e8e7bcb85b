"""The driver: every non-move event in time order goes to its family's rule (`RULES`); the runs of moves between them
go to the pointer rules (an approach, a `mouse_move` step or jitter); then the open runs close and empty steps drop.

What needs no per-event Python is done for the whole log at once: which runs of moves travel far enough
(`pointer.move_runs`), key-ups of non-modifier keys (`keyboard.match_key_ups`, after the loop), and the rest of a
typing or wheel burst, which joins its run in one go when no modifier is held (`_bursts`). A press whose release
is the next event handled, with no press open and no modifier held, goes to `pointer.click` with its release: most
clicks, in one call (`_click_pairs`)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from cuaflow.schemas.events import EventKind
from cuaflow.schemas.steps import StepKind
from cuaflow.tasks.grouping import keyboard, modifiers, pointer, replay, touch, wheel
from cuaflow.tasks.grouping.state import DROP, State

_POINTER_KINDS = frozenset({EventKind.MOUSE_DOWN.value, EventKind.WHEEL.value})  # moves before them: the approach
RULES: dict[str, Callable[[State, int, int], None]] = {
    EventKind.MOUSE_DOWN.value: pointer.mouse_down, EventKind.MOUSE_UP.value: pointer.mouse_up,
    EventKind.WHEEL.value: wheel.wheel, EventKind.KEY_DOWN.value: keyboard.key_down,
    EventKind.KEY_UP.value: keyboard.key_up, EventKind.TEXT.value: touch.text_event,
    EventKind.GESTURE.value: touch.gesture,
}


def run(s: State) -> None:
    """All rules over the events, then the closing of what is still open."""
    ev = s.ev
    first, last, far = pointer.move_runs(ev, ev.act, s.r.move_min_distance)
    prev = -1  # the last run of moves decided
    # Key-ups of non-modifier keys only end a run of moves here: they are matched to their key-downs afterwards.
    handled = np.flatnonzero(~ev.plain_key_up)
    follows, bursts, member_pos = _bursts(s, handled)
    lead = handled[~follows]
    kinds = ev.kind.gather(lead).to_list()
    paired = _click_pairs(ev.click_button, handled)
    it = zip(lead.tolist(), ev.act[lead].tolist(), kinds, strict=True)
    joined: tuple[list[int], list[int], list[int]] = ([], [], [])  # bursts joined to a run: where, how many, step
    for k, i, kind in it:
        if s.press is None:  # moves while a button is held belong to the press
            if k > prev + 1:
                _runs_before_key_ups(s, prev + 1, k, first, last, far)
            if first[k] <= last[k]:
                if kind in _POINTER_KINDS:
                    s.pending_moves = (first[k], last[k])
                else:
                    pointer.decide_moves(s, first[k], last[k], far[k])
            if k in paired and not s.mods:
                prev, j, _ = next(it)  # the release: the next lead event
                pointer.click(s, i, k, j)
                continue
        RULES[kind](s, i, k)
        s.pending_moves = None
        prev = k
        if k in bursts:
            members, at, a = bursts[k]
            sid = (keyboard.continue_typing if kind == EventKind.KEY_DOWN else wheel.continue_scroll)(s, members, at)
            if sid >= 0:
                joined[0].append(a)
                joined[1].append(len(members))
                joined[2].append(sid)
            prev = members[-1]
    _give_joined(s, member_pos, *joined)
    if s.press is not None:
        pointer.finish_press(s, ev.n - 1, release=None, flag="missing_release")
        s.steps[-1].flag("release_after_log_end")
    else:
        _runs_before_key_ups(s, prev + 1, len(first), first, last, far)
    _close(s)


_Bursts = dict[int, tuple[list[int], list[int], int]]  # first key-down or wheel event → followers (see _bursts)


def _bursts(s: State, handled: np.ndarray) -> tuple[np.ndarray, _Bursts, np.ndarray]:
    """Typing and wheel bursts: a character key-down (a wheel event) right after another — no move between, within
    `typing_gap_ms` (`scroll_gap_ms`) — continues its run unless a modifier is held. Found for the whole log at once:
    which handled events follow their burst's first one; each first one's followers (non-move indices, positions,
    where they start among all followers); and all followers' positions."""
    ev = s.ev
    follows = np.zeros(len(handled), dtype=bool)
    if len(handled) < 2:
        return follows, {}, np.zeros(0, dtype=np.int64)
    pos = ev.act[handled]
    dt = np.diff(ev.t_arr[pos])
    typing, wheels = ev.plain_char[handled], ev.wheel[handled]
    follows[1:] = (np.diff(pos) == np.diff(handled)) & (  # every event between is a key-up
        (typing[1:] & typing[:-1] & (dt <= s.r.typing_gap_ms)) | (wheels[1:] & wheels[:-1] & (dt <= s.r.scroll_gap_ms)))
    members = np.flatnonzero(follows)
    if not len(members):
        return follows, {}, np.zeros(0, dtype=np.int64)
    firsts = np.maximum.accumulate(np.where(follows, 0, np.arange(len(handled))))[members]
    cut = np.flatnonzero(np.diff(firsts)) + 1
    member_pos = pos[members]
    member_list, pos_list = handled[members].tolist(), member_pos.tolist()
    return follows, {first: (member_list[a:b], pos_list[a:b], a) for first, a, b in zip(
        handled[firsts[np.r_[0, cut]]].tolist(), np.r_[0, cut].tolist(), np.r_[cut, len(members)].tolist(),
        strict=True)}, member_pos


def _give_joined(s: State, member_pos: np.ndarray, starts: list[int], sizes: list[int], sids: list[int]) -> None:
    """The events of the bursts joined to a run (`starts`, `sizes`: ranges of `member_pos`) get the run's step, in one
    write: no rule reads a burst's events' steps before the log's end."""
    if not sids:
        return
    n = np.array(sizes)
    at = np.repeat(np.array(starts) - np.cumsum(n) + n, n) + np.arange(int(n.sum()))
    s.consumed[member_pos[at]] = np.repeat(sids, n)


def _click_pairs(button: np.ndarray, handled: np.ndarray) -> set[int]:
    """The presses (non-move indices) of a known button whose release of that button is the next handled event: a
    click or drag that `pointer.click` makes in one go. (A burst's followers are key-downs and wheel events, so the
    next handled event is the next lead one.)"""
    code = button[handled]
    pair = (code[:-1] > 0) & (code[1:] == -code[:-1])
    return set(handled[:-1][pair].tolist())


def _runs_before_key_ups(s: State, g0: int, g1: int, first: list[int], last: list[int], far: list[bool]) -> None:
    """Runs of moves g0..g1-1, each ended by a key-up (or the log's end)."""
    for g in range(g0, g1):
        if first[g] <= last[g]:
            pointer.decide_moves(s, first[g], last[g], far[g])


def _close(s: State) -> None:
    """The log's end: the typing run closes, held modifiers are released, key-ups matched, empty steps dropped, drags
    made replayable."""
    s.close_typing()
    for m in list(s.mods):
        modifiers.release(s, m, None)
    keyboard.match_key_ups(s, s.ev.plain_keys)
    _drop_empty(s)
    replay.replay_drags(s)


def _drop_empty(s: State) -> None:
    """A run of dead keys that composed nothing (an empty `type`) or a scroll that moved nothing is not an action:
    its events are ignored with the reason."""
    reason: dict[int, str] = {}
    for sid, st in enumerate(s.steps):
        if st.kind == StepKind.TYPE:
            if st.text is None:
                st.text = "".join(st.buffer)
            if not st.text:
                st.kind, reason[sid] = DROP, "dead_key_only"
        elif st.kind == StepKind.SCROLL and not (st.scroll_dx or st.scroll_dy):
            st.kind, reason[sid] = DROP, "empty_scroll"
    if not reason:
        return
    pos = np.flatnonzero(np.isin(s.consumed, np.fromiter(reason, dtype=np.int64)))
    for i, sid in zip(pos.tolist(), s.consumed[pos].tolist(), strict=True):
        s.ignore[i] = reason[sid]
    s.consumed[pos] = -1
