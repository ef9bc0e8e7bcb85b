"""Keyboard rules: typing runs, hotkeys, functional keys, backspace; key-ups.

- A key pressed while Ctrl or Meta is held (or Alt without a produced character, or Shift with a non-character key)
  is a hotkey — except Ctrl+Alt producing a character (Windows AltGr), which is typing (`hotkey_combo`).
- Otherwise a key that produces a character (the layout-aware `char`, never the physical key) extends the typing run;
  runs end after `typing_gap_ms` or at any other step. Without a produced character, the recording's keyboard layout
  gives it (flag `char_from_keycode`; US and `layout_unknown` when the layout is not known: `produced_char`).
- A hotkey names letters and punctuation by what the layout puts on the key (the produced character, else the layout
  table; physical and `layout_unknown` without either).
- Backspace inside a run removes the last character (`backspace_edits_text`). Other keys are `key` steps.
- A key-up belongs to its key-down's step; key-ups of non-modifier keys are matched for the whole log at once
  (`match_key_ups`). Modifiers: `modifiers.py`.
"""

from __future__ import annotations

import numpy as np
import polars as pl

from cuaflow.schemas.keys import FUNCTIONAL, MODIFIERS, hotkey_key, layout_char, us_layout_char
from cuaflow.schemas.steps import StepKind
from cuaflow.tasks.grouping import modifiers
from cuaflow.tasks.grouping.modifiers import MODS
from cuaflow.tasks.grouping.state import State


def key_down(s: State, i: int, e: int) -> None:
    ev = s.ev
    k = ev.key[e] or ""
    t = ev.t[i]
    if k in MODS:
        modifiers.modifier_down(s, i, k, t)
        return
    char = ev.char[e]
    if not s.mods and char is not None and not ev.masked[e]:  # most key presses: plain typing, nothing held
        sid = typing_step(s, t)
        s.steps[sid].buffer.append(char)
        s.consumed[i] = sid
        return
    held = modifiers.held(s, t)
    combo = hotkey_combo(held, k, char)
    if combo:
        hotkey(s, i, k, char, held, combo)
        return
    modifiers.use(s, held, t)  # shift (or alt producing a character) is part of the text
    char, flags = produced_char(s, k, char, bool(ev.dead[e]), held)
    if char is not None or ev.dead[e]:
        typed(s, i, char, flags, held, bool(ev.masked[e]))
    elif not backspace(s, i, k, t):
        s.close_runs()
        s.take(i, s.new_step(StepKind.KEY, t, t, keys=[k]))


def hotkey_combo(held: list[str], k: str, char: str | None) -> list[str]:
    """The modifiers that make this key a hotkey (empty: it is not one)."""
    combo = [m for m in held if m in ("ctrl", "meta")]
    if "alt" in held and (combo or not char):
        combo.append("alt")
    if char is not None and set(combo) == {"ctrl", "alt"}:
        combo = []  # Windows AltGr is Ctrl+Alt: a produced character (AZERTY '@', QWERTZ '€') is typing
    if "shift" in held and combo:
        combo.append("shift")
    if "shift" in held and not combo and not char and (k in FUNCTIONAL or k == "space"):
        combo = ["shift"]
    return combo


def hotkey(s: State, i: int, k: str, char: str | None, held: list[str], combo: list[str]) -> None:
    s.close_runs()
    t = s.ev.t[i]
    ordered = [m for m in MODIFIERS if m in combo]
    # The produced character names the key only when no Option/Alt transformed it, and for
    # punctuation only when Shift did not pick the key's upper level.
    usable = char if "alt" not in held and (char is None or char.isalpha() or "shift" not in held) else None
    named, guessed = hotkey_key(k, usable, s.layout)
    sid = s.new_step(StepKind.HOTKEY, modifiers.first_press(s, ordered, t), t, keys=[*ordered, named])
    if guessed:
        s.steps[sid].flag("layout_unknown")
    modifiers.use(s, ordered, t)
    modifiers.give_events(s, ordered, sid)
    s.take(i, sid)


def produced_char(s: State, k: str, char: str | None, dead: bool, held: list[str]) -> tuple[str | None, list[str]]:
    """The character a key typed: its own, else the layout's for the key (flagged), space for the space bar."""
    flags: list[str] = []
    if char is None and not dead and len(k) == 1:
        char, flags = layout_char(s.layout, k, "shift" in held), ["char_from_keycode"]
        if char is None:  # layout unknown: the key's US character, flagged
            char, flags = us_layout_char(k, "shift" in held), ["char_from_keycode", "layout_unknown"]
    if char is None and k == "space":
        char = " "
    return char, flags


def typed(s: State, i: int, char: str | None, flags: list[str], held: list[str], masked: bool) -> None:
    """A character (or a dead key) joins the typing run, with the modifiers that shaped it."""
    sid = typing_step(s, s.ev.t[i])
    st = s.steps[sid]
    if char is not None:
        st.buffer.append(char)
    for f in flags:
        st.flag(f)
    if masked:
        st.masked = True
    st.t_start = min(st.t_start, modifiers.first_press(s, held, st.t_start))
    modifiers.give_events(s, held, sid)
    s.take(i, sid)


def backspace(s: State, i: int, k: str, t: int) -> bool:
    """Backspace inside a typing run removes its last character (False: not such a backspace)."""
    if not (k == "backspace" and s.r.backspace_edits_text and s.typing is not None
            and s.steps[s.typing].buffer and t - s.typing_last_t <= s.r.typing_gap_ms):
        return False
    st = s.steps[s.typing]
    st.buffer.pop()
    st.flag("text_edited")
    st.t_end = t
    s.typing_last_t = t
    s.take(i, s.typing)
    return True


def continue_typing(s: State, members: list[int], pos: list[int]) -> int:
    """The rest of a typing burst (`driver._bursts`: non-move indices, positions) after its first key: with no
    modifier held, each key continues the run its first key is in, whose step is returned for the caller to give
    the keys (-1: the keys went through `key_down`, which gave them their step)."""
    ev = s.ev
    if s.mods or s.typing is None:
        for i, e in zip(pos, members, strict=True):
            key_down(s, i, e)
        return -1
    st = s.steps[s.typing]
    st.buffer.extend(map(ev.char.__getitem__, members))  # type: ignore[arg-type]
    t = ev.t[pos[-1]]
    if t > st.t_end:
        st.t_end = t
    s.typing_last_t = t
    return s.typing


def typing_step(s: State, t: int) -> int:
    """The open typing run, extended to t; a new one after `typing_gap_ms` (or when none is open)."""
    if s.typing is not None and t - s.typing_last_t <= s.r.typing_gap_ms:
        st = s.steps[s.typing]
        if t > st.t_end:
            st.t_end = t
    else:
        s.close_runs()
        s.typing = s.add_step(StepKind.TYPE, t, t)[0]
    s.typing_last_t = t
    return s.typing


def key_up(s: State, i: int, e: int) -> None:
    """Key-up of a modifier (the driver's loop sees no other key-up: `match_key_ups`)."""
    modifiers.modifier_up(s, i, s.ev.key[e] or "")


def match_key_ups(s: State, keys: pl.DataFrame) -> None:
    """Key-downs and key-ups of non-modifier keys (`keys`: pos, key, down; time order): a key-up belongs to the step
    of the key's last key-down when no key-up came between (else it is an orphan) and extends it; a key-down never
    released flags its step `missing_keyup`. Run after the key-downs made their steps."""
    if not keys.height:
        return
    code = keys["key"].cast(pl.Categorical).to_physical().to_numpy()
    by_key = np.lexsort((keys["pos"].to_numpy(), code))  # each key's presses and releases in time order
    code, pos, down = code[by_key], keys["pos"].to_numpy()[by_key], keys["down"].to_numpy()[by_key]
    same_key = code[1:] == code[:-1]  # row k+1 and row k are the same key
    matched = np.r_[False, same_key & down[:-1]] & ~down
    for i in pos[~down & ~matched].tolist():
        s.ignore[i] = "orphan_release"
    up_pos = pos[matched]
    sids = s.consumed[pos[np.flatnonzero(matched) - 1]]
    s.consumed[up_pos] = sids
    if len(sids):
        t_up = s.ev.t_arr[up_pos]
        order = np.lexsort((t_up, sids))
        last_of = np.flatnonzero(np.r_[sids[order][1:] != sids[order][:-1], True])
        steps = s.steps
        for sid, t in zip(sids[order][last_of].tolist(), t_up[order][last_of].tolist(), strict=True):
            st = steps[sid]
            if t > st.t_end:  # State.extend, without a call per step
                st.t_end = t
    unreleased = pos[down & np.r_[~same_key, True]]  # a key's last event is a press
    for sid in s.consumed[unreleased].tolist():
        s.steps[sid].flag("missing_keyup")
