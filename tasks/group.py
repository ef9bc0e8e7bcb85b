"""Raw events → semantic steps, by fixed rules (ruleset `g1`, thresholds in `GroupingRules`).

The rules, in the order they apply:

1. Only input events are grouped; recorder logs, accessibility snapshots, Windows device events,
   unknown and unreadable lines are counted as ignored with their reason.
2. Events are ordered by (time, line) — lines written out of order are put back in time order.
3. Duplicates: an event with the same kind and data as another within `duplicate_window_ms`
   (two recorder listeners) counts once — except wheel events on Linux: an X11 wheel event is one notch, and a
   listener that stamps on receipt logs several notches of one burst at the same ms.
4. Pointer: a press and its release make a click, or a drag when the cursor travelled more than
   `drag_distance` while pressed. A click within `multi_click_interval_ms` and `multi_click_distance`
   of the previous one (same button) raises its click_count, up to 3; a count the source reports
   (vendor `click_count`) is the OS's own and wins over the interval. A press with no release is
   closed at the next press (or the log's end) and flagged. Mouse moves before a pointer action are
   the approach and belong to it; moves before a keyboard action or the end become a `mouse_move`
   step when they travel `move_min_distance`, else they are jitter.
5. Wheel events less than `scroll_gap_ms` apart, with the same modifiers held, are one scroll; deltas
   are summed per axis. With Shift held the wheel scrolls sideways (macOS and Windows): the vertical
   delta becomes horizontal (+ = right where the plain wheel scrolls down) and Shift is part of the
   scroll, not a key step. Other modifiers held during a click, drag or scroll are kept on the step.
6. Keyboard: a key pressed while Ctrl or Meta is held (or Alt without a produced character, or Shift
   with a non-character key) is a hotkey — except Ctrl+Alt producing a character (Windows AltGr), which
   is typing. Otherwise a key that produces a character (the layout-aware
   `char`, never the physical key) extends the typing run; runs end after `typing_gap_ms` or at any
   other step. Without a produced character, the recording's keyboard layout (schemas/keys.py) gives
   it (flag `char_from_keycode`; US and `layout_unknown` when the layout is not known). A hotkey names
   letters and punctuation by what the layout puts on the key (the produced character, else the layout
   table; physical and `layout_unknown` without either). Backspace inside a run removes the last
   character (`backspace_edits_text`). Other keys
   are functional `key` steps. A modifier pressed and released alone is a `modifier` step. A modifier
   whose key-up is missing is released by rule after `modifier_stale_ms` without key activity, so it
   never turns later typing into hotkeys.
7. An idle gap of `wait_gap_ms` between input events, outside any step, is a `wait` step.
8. A closing `terminate` step carries the recording's outcome.
9. Replayable drags: replaying the steps' pointer positions in order, a drag whose start the cursor is
   not at (within DRAG_START_TOLERANCE_RU) gets a `mouse_move` to its start right before it
   (flag `drag_approach`), holding the drag's approach movements. Same for mobile swipes.

Every input event ends up in exactly one step or with an ignore reason (lineage in `step_index`).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import polars as pl
import pyarrow as pa

from cuaflow.schemas.config import GroupingRules
from cuaflow.schemas.events import INPUT_KINDS, EventKind, Gesture
from cuaflow.schemas.keys import FUNCTIONAL, MODIFIERS, hotkey_key, layout_char, resolve_layout, us_layout_char
from cuaflow.schemas.steps import STEPS_SCHEMA, StepKind
from cuaflow.schemas.tables import polars_types

_MODS = frozenset(MODIFIERS)
# A replayed cursor this close (per axis, before RU rounding) to a drag's start is already there; 2 so that
# the calls, rounded to whole RU, still press within 3 RU of the true start.
DRAG_START_TOLERANCE_RU = 2.0
_WAIT_ORDER = 10**8  # a wait sorts after any step that starts at the same instant
# What makes two events "the same" for duplicate detection (_dkind: kind, with a modifier's press and
# release folded into one signal).
_DUP_KEY = ["_dkind", "x", "y", "button", "scroll_dx", "scroll_dy", "key", "char", "text", "click_count"]
_DUP_SOURCE = ["kind", *_DUP_KEY[1:]]


@dataclass(slots=True)  # slots: a long log makes tens of thousands of steps
class _Step:
    kind: str
    t_start: int
    t_end: int
    order: float
    button: str | None = None
    click_count: int | None = None
    x: float | None = None
    y: float | None = None
    x2: float | None = None
    y2: float | None = None
    scroll_dx: float | None = None
    scroll_dy: float | None = None
    text: str | None = None
    keys: list[str] | None = None
    modifiers: list[str] | None = None
    status: str | None = None
    flags: list[str] = field(default_factory=list)
    buffer: list[str] = field(default_factory=list)
    masked: bool = False
    approach: tuple[int, int] | None = None  # event positions of the moves that led to a press

    def flag(self, name: str) -> None:
        if name not in self.flags:
            self.flags.append(name)


class _Nulls(dict[int, Any]):
    """A column with no value on any event the rules read: every read gives None, nothing is stored."""

    def __missing__(self, key: int) -> None:
        return None


@dataclass
class GroupResult:
    steps: pl.DataFrame
    events: pl.DataFrame  # input events with duplicate / ignore_reason / step_index filled
    ignored_counts: dict[str, int]


class _Grouper:
    def __init__(self, a: dict[str, Any], rules: GroupingRules, outcome: str,
                 gestures: Mapping[str, Gesture], layout: str | None = None,
                 screen: tuple[float, float] | None = None) -> None:
        self.r = rules
        self.outcome = outcome
        self.gestures = gestures
        self.layout = layout  # a key of schemas.keys.LAYOUTS, None when unknown
        self.screen = screen  # logical screen size, for the replay check of drags
        # Python lists for the per-event reads of the rules (a numpy scalar read costs several times more);
        # the arrays for the slices
        self.t: list[int] = a["t"].tolist()
        self.kind: dict[int, str] = a["kind"]  # non-move events only
        self.px: np.ndarray = a["px"]
        self.py: np.ndarray = a["py"]
        self.px_list: list[float] = self.px.tolist()
        self.py_list: list[float] = self.py.tolist()
        self.is_move: np.ndarray = a["is_move"]
        # position → value, for non-move events only
        self.button: dict[int, str | None] = a["button"]
        self.sdx: dict[int, float | None] = a["sdx"]
        self.sdy: dict[int, float | None] = a["sdy"]
        self.key: dict[int, str | None] = a["key"]
        self.char: dict[int, str | None] = a["char"]
        self.dead: dict[int, bool | None] = a["dead"]
        self.text: dict[int, str | None] = a["text"]
        self.masked: dict[int, bool | None] = a["masked"]
        self.source: dict[int, str | None] = a["source"]
        self.x2: dict[int, float | None] = a["x2"]
        self.y2: dict[int, float | None] = a["y2"]
        self.dur: dict[int, int | None] = a["dur"]
        self.count: dict[int, int | None] = a["count"]  # click count reported by the source
        self.n = len(self.t)
        self.consumed = np.full(self.n, -1, dtype=np.int64)
        self.ignore: dict[int, str] = {}
        self.jitter = np.zeros(self.n, dtype=bool)  # cursor_jitter moves (most of a log: no dict entry each)
        self.steps: list[_Step] = []
        # pointer state
        self.press: dict[str, Any] | None = None
        self.last_click: tuple[int, str, int, float, float] | None = None  # sid, button, t_up, x, y
        self.pending_moves: tuple[int, int] | None = None
        self.scroll: tuple[int, int] | None = None  # sid, last wheel t
        # keyboard state
        self.mods: dict[str, dict[str, Any]] = {}
        self.keys_down: dict[str, int] = {}  # key → sid that consumed its key-down
        self.typing: int | None = None
        self.typing_last_t = 0

    # ------------------------------------------------------------------ helpers
    def new_step(self, kind: str, t0: int, t1: int, **kw: Any) -> int:
        self.steps.append(_Step(kind=kind, t_start=int(t0), t_end=int(t1), order=len(self.steps), **kw))
        return len(self.steps) - 1

    def take(self, i: int, sid: int) -> None:
        self.consumed[i] = sid

    def pos(self, i: int) -> tuple[float, float]:
        return self.px_list[i], self.py_list[i]

    def extend(self, sid: int, t: int) -> None:
        s = self.steps[sid]
        s.t_end = max(s.t_end, int(t))

    # ------------------------------------------------------------------ moves
    def move_run(self, a: int, b: int, pointer_next: bool) -> None:
        """Moves a..b (inclusive) outside any press."""
        if a > b:
            return
        if pointer_next:
            self.pending_moves = (a, b)
            return
        x0, y0 = self.pos(a - 1) if a > 0 else self.pos(a)
        x1, y1 = self.pos(b)
        if not (math.isnan(x0) or math.isnan(x1)) and math.hypot(x1 - x0, y1 - y0) >= self.r.move_min_distance:
            sid = self.new_step(StepKind.MOUSE_MOVE, self.t[a], self.t[b], x=x1, y=y1)
            self.consumed[a : b + 1] = sid
        else:
            self.jitter[a : b + 1] = True

    def absorb_pending(self, sid: int) -> None:
        if self.pending_moves is not None:
            a, b = self.pending_moves
            self.consumed[a : b + 1] = sid
            self.pending_moves = None

    def flush_pending_as_moves(self) -> None:
        if self.pending_moves is not None:
            a, b = self.pending_moves
            self.pending_moves = None
            self.move_run(a, b, pointer_next=False)

    # ------------------------------------------------------------------ pointer
    def close_typing(self) -> None:
        if self.typing is not None:
            s = self.steps[self.typing]
            s.text = "".join(s.buffer)
            self.typing = None

    def close_scroll(self) -> None:
        self.scroll = None

    def held_modifier_names(self, t: int) -> list[str]:
        if not self.mods:
            return []
        self.expire_modifiers(t)
        return [m for m in MODIFIERS if m in self.mods]

    def mouse_down(self, i: int) -> None:
        self.close_typing()
        self.close_scroll()
        b = self.button[i] or "other"
        if b not in ("left", "right", "middle"):
            self.ignore[i] = "unknown_button"
            self.flush_pending_as_moves()
            return
        if self.press is not None:
            self.finish_press(i - 1, release=None, flag="missing_release")
        mods = self.held_modifier_names(self.t[i])
        for m in mods:
            self.mods[m]["used"] = True
            self.mods[m]["last"] = self.t[i]
        x, y = self.pos(i)
        self.press = {"i": i, "button": b, "t": self.t[i], "x": x, "y": y, "mods": mods,
                      "t_first": self.first_press(mods, self.t[i]),
                      "approach": self.pending_moves, "count": self.count.get(i)}
        self.pending_moves = None

    def mouse_up(self, i: int) -> None:
        b = self.button[i] or "other"
        if self.press is None or self.press["button"] != b:
            self.ignore[i] = "orphan_release"
            return
        self.finish_press(i, release=i, flag=None)

    def finish_press(self, j: int, release: int | None, flag: str | None) -> None:
        p = self.press
        assert p is not None
        self.press = None
        a = p["i"]
        j = max(j, a)
        x0, y0 = p["x"], p["y"]
        travel = 0.0
        if not math.isnan(x0):
            if j - a < 64:  # typical press: a handful of moves; numpy's call overhead would dominate
                for x, y in zip(self.px_list[a : j + 1], self.py_list[a : j + 1], strict=True):
                    d = math.hypot(x - x0, y - y0)
                    if d > travel:
                        travel = d
            else:
                with np.errstate(invalid="ignore"):
                    travel = float(np.nanmax(np.hypot(self.px[a : j + 1] - x0, self.py[a : j + 1] - y0)))
        x1, y1 = self.pos(j)
        t_end = self.t[release] if release is not None else self.t[j]
        button = p["button"]
        if travel > self.r.drag_distance:
            sid = self.new_step(StepKind.DRAG, p["t"], t_end, button=button, x=x0, y=y0, x2=x1, y2=y1,
                                approach=p["approach"])
            self.last_click = None
            if button != "left":
                self.steps[sid].flag("right_drag")
        else:
            sid = self.merge_click(p, t_end, x0, y0)
        s = self.steps[sid]
        s.t_start = min(s.t_start, p["t_first"])
        if p["mods"]:
            s.modifiers = p["mods"]
            s.flag("with_modifiers")
        if flag:
            s.flag(flag)
        if p["approach"] is not None:
            pa_, pb = p["approach"]
            self.consumed[pa_ : pb + 1] = sid
        if j > a + 1:  # moves while pressed belong to the press
            seg = self.consumed[a : j + 1]
            seg[self.is_move[a : j + 1]] = sid
        self.consumed[a] = sid
        if release is not None:
            self.consumed[release] = sid

    def merge_click(self, p: dict[str, Any], t_end: int, x: float, y: float) -> int:
        lc = self.last_click
        r = self.r
        # A click count reported by the source (vendor `click_count`) is the OS's own count: it wins
        # over the interval rule, never over the position rule.
        reported = min(3, int(p.get("count") or 1))
        if (
            lc is not None
            and lc[1] == p["button"]
            and (p["t"] - lc[2] <= r.multi_click_interval_ms or reported > (self.steps[lc[0]].click_count or 1))
            and not math.isnan(x)
            and math.hypot(x - lc[3], y - lc[4]) <= r.multi_click_distance
            and (self.steps[lc[0]].click_count or 1) < 3
            and lc[0] == len(self.steps) - 1
        ):
            s = self.steps[lc[0]]
            s.click_count = max((s.click_count or 1) + 1, reported)
            s.t_end = max(s.t_end, t_end)
            self.last_click = (lc[0], lc[1], t_end, lc[3], lc[4])
            return lc[0]
        sid = self.new_step(StepKind.CLICK, p["t"], t_end, button=p["button"], click_count=reported, x=x, y=y)
        self.last_click = (sid, p["button"], t_end, x, y)
        return sid

    def wheel(self, i: int) -> None:
        self.close_typing()
        t = self.t[i]
        dx, dy = self.sdx[i] or 0.0, self.sdy[i] or 0.0
        mods = self.held_modifier_names(t)
        pressed = list(mods)  # Shift included: it made the scroll sideways
        for m in mods:
            self.mods[m]["used"], self.mods[m]["last"] = True, t
        if "shift" in mods:
            # Shift + wheel scrolls sideways on macOS and Windows: the vertical delta becomes horizontal,
            # + = right where the plain wheel would scroll down (a delta the OS already made horizontal
            # is kept as it is).
            dx, dy = dx + dy, 0.0
            mods = [m for m in mods if m != "shift"]
        held = mods or None
        cur = self.steps[self.scroll[0]] if self.scroll is not None else None
        if (cur is not None and self.scroll is not None and t - self.scroll[1] <= self.r.scroll_gap_ms
                and cur.modifiers == held):
            sid = self.scroll[0]
            cur.scroll_dx = (cur.scroll_dx or 0.0) + dx
            cur.scroll_dy = (cur.scroll_dy or 0.0) + dy
            cur.t_end = t
            self.absorb_pending(sid)
        else:
            x, y = self.pos(i)
            t0 = self.first_press(pressed, t)
            sid = self.new_step(StepKind.SCROLL, t0, t, x=x, y=y, scroll_dx=dx, scroll_dy=dy, modifiers=held)
            if held:
                self.steps[sid].flag("with_modifiers")
            self.absorb_pending(sid)
            self.last_click = None
        self.scroll = (sid, t)
        self.take(i, sid)

    # ------------------------------------------------------------------ keyboard
    def expire_modifiers(self, t: int) -> None:
        if not self.mods:
            return
        stale = [m for m, st in self.mods.items() if t - st["last"] > self.r.modifier_stale_ms]
        for m in stale:
            self.release_modifier(m, None)

    def release_modifier(self, m: str, up_i: int | None) -> None:
        st = self.mods.pop(m)
        if st["used"]:
            sid = st["sid"]
            if sid is not None:
                for i in st["events"]:
                    if self.consumed[i] < 0:
                        self.consumed[i] = sid
                if up_i is not None:
                    self.take(up_i, sid)
                    self.extend(sid, self.t[up_i])
                else:
                    self.steps[sid].flag("missing_keyup")
            else:  # used only by pointer actions: lineage goes to that pointer step
                target = self.last_pointer_step()
                for i in [*st["events"], *([up_i] if up_i is not None else [])]:
                    if target is not None:
                        self.consumed[i] = target
                    else:
                        self.ignore[i] = "orphan_release"
            return
        if up_i is None:
            for i in st["events"]:
                self.ignore[i] = "unreleased_modifier"
            return
        sid = self.new_step(StepKind.MODIFIER, st["t"], self.t[up_i], keys=[m])
        for i in [*st["events"], up_i]:
            self.consumed[i] = sid

    def last_pointer_step(self) -> int | None:
        for sid in range(len(self.steps) - 1, -1, -1):
            if self.steps[sid].kind in (StepKind.CLICK, StepKind.DRAG, StepKind.SCROLL):
                return sid
        return None

    def first_press(self, mods: list[str], t: int) -> int:
        """A step starts at its first event: the press of a held modifier that no earlier step took (a Ctrl held
        across two hotkeys starts only the first). Marks those modifiers as taken."""
        for m in mods:
            st = self.mods[m]
            if st["sid"] is None and not st.get("started"):
                t = min(t, st["t"])
            st["started"] = True
        return t

    def key_down(self, i: int) -> None:
        k = self.key[i] or ""
        t = self.t[i]
        if k in _MODS:
            st = self.mods.get(k)
            if st is not None and t - st["last"] <= self.r.modifier_stale_ms:
                st["events"].append(i)  # auto-repeat of a held modifier
                return
            if st is not None:
                self.release_modifier(k, None)
            self.mods[k] = {"t": t, "last": t, "used": False, "sid": None, "events": [i]}
            return
        char = self.char[i]
        if not self.mods and char is not None and not self.masked[i]:
            # fast path, most key presses: plain typing, nothing held
            sid = self.typing_step(i, t)
            self.steps[sid].buffer.append(char)
            self.consumed[i] = sid
            self.keys_down[k] = sid
            return
        held = self.held_modifier_names(t)
        combo = [m for m in held if m in ("ctrl", "meta")]
        if "alt" in held and (combo or not char):
            combo.append("alt")
        if char is not None and set(combo) == {"ctrl", "alt"}:
            combo = []  # Windows AltGr is Ctrl+Alt: a produced character (AZERTY '@', QWERTZ '€') is typing
        if "shift" in held and combo:
            combo.append("shift")
        if "shift" in held and not combo and not char and (k in FUNCTIONAL or k == "space"):
            combo = ["shift"]
        if combo:
            self.close_typing()
            self.close_scroll()
            ordered = [m for m in MODIFIERS if m in combo]
            # The produced character names the key only when no Option/Alt transformed it, and for
            # punctuation only when Shift did not pick the key's upper level.
            usable = char if "alt" not in held and (char is None or char.isalpha() or "shift" not in held) else None
            named, guessed = hotkey_key(k, usable, self.layout)
            sid = self.new_step(StepKind.HOTKEY, self.first_press(ordered, t), t, keys=[*ordered, named])
            if guessed:
                self.steps[sid].flag("layout_unknown")
            for m in ordered:
                st = self.mods[m]
                st["used"], st["last"] = True, t
                if st["sid"] is None:
                    st["sid"] = sid
                    for ev in st["events"]:
                        self.consumed[ev] = sid
            self.take(i, sid)
            self.keys_down[k] = sid
            return
        for m in held:  # shift (or alt producing a character) is part of the text
            self.mods[m]["used"], self.mods[m]["last"] = True, t
        flag: list[str] = []
        if char is None and not self.dead[i] and len(k) == 1:
            char, flag = layout_char(self.layout, k, "shift" in held), ["char_from_keycode"]
            if char is None:  # layout unknown: the key's US character, flagged
                char, flag = us_layout_char(k, "shift" in held), ["char_from_keycode", "layout_unknown"]
        if char is None and k == "space":
            char = " "
        if char is not None or self.dead[i]:
            sid = self.typing_step(i, t)
            s = self.steps[sid]
            if char is not None:
                s.buffer.append(char)
            for f in flag:
                s.flag(f)
            if self.masked[i]:
                s.masked = True
            s.t_start = min(s.t_start, self.first_press(held, s.t_start))
            for m in held:
                if self.mods[m]["sid"] is None:
                    self.mods[m]["sid"] = sid
                    for ev in self.mods[m]["events"]:
                        self.consumed[ev] = sid
            self.take(i, sid)
            self.keys_down[k] = sid
            return
        if (k == "backspace" and self.r.backspace_edits_text and self.typing is not None
                and self.steps[self.typing].buffer and t - self.typing_last_t <= self.r.typing_gap_ms):
            s = self.steps[self.typing]
            s.buffer.pop()
            s.flag("text_edited")
            s.t_end = t
            self.typing_last_t = t
            self.take(i, self.typing)
            self.keys_down[k] = self.typing
            return
        self.close_typing()
        self.close_scroll()
        sid = self.new_step(StepKind.KEY, t, t, keys=[k])
        self.take(i, sid)
        self.keys_down[k] = sid

    def typing_step(self, i: int, t: int) -> int:
        if self.typing is not None and t - self.typing_last_t <= self.r.typing_gap_ms:
            self.steps[self.typing].t_end = max(self.steps[self.typing].t_end, t)
        else:
            self.close_typing()
            self.close_scroll()
            self.typing = self.new_step(StepKind.TYPE, t, t)
        self.typing_last_t = t
        return self.typing

    def key_up(self, i: int) -> None:
        k = self.key[i] or ""
        if k in _MODS:
            if k in self.mods:
                self.release_modifier(k, i)
            else:
                self.ignore[i] = "orphan_release"
            return
        sid = self.keys_down.pop(k, None)
        if sid is None:
            self.ignore[i] = "orphan_release"
            return
        self.take(i, sid)
        self.extend(sid, self.t[i])

    def gesture(self, i: int) -> None:
        """A touch gesture is one step; what it does comes from the source's connector (`gestures`)."""
        self.close_typing()
        self.close_scroll()
        t = self.t[i]
        name = self.source[i] or ""
        g = self.gestures.get(name, Gesture.DEVICE)
        x, y = self.pos(i)
        x2, y2 = self.x2.get(i), self.y2.get(i)
        dur = int(self.dur.get(i) or 0)
        kw: dict[str, Any] = {"x": x, "y": y}
        if g in (Gesture.TAP, Gesture.DOUBLE_TAP):
            kind = StepKind.TAP
            kw |= {"button": "left", "click_count": 2 if g == Gesture.DOUBLE_TAP else 1}
        elif g == Gesture.LONG_PRESS:
            kind = StepKind.LONG_PRESS
        elif g == Gesture.PINCH:
            kind = StepKind.PINCH
            kw |= {"x2": x2, "y2": y2}
        elif g == Gesture.SCROLL:
            kind = StepKind.SCROLL
            kw |= {"scroll_dx": self.sdx.get(i) or 0.0, "scroll_dy": self.sdy.get(i) or 0.0}
        elif g == Gesture.SWIPE:
            kind = StepKind.DRAG
            kw |= {"button": "left", "x2": x2, "y2": y2}
        else:  # back / home / recent buttons, orientation changes: the source's name is the key
            kind = StepKind.DEVICE
            kw = {"keys": [name]}
        sid = self.new_step(kind, t, t + dur, **kw)
        self.take(i, sid)
        self.last_click = None

    def text_event(self, i: int) -> None:
        self.close_typing()
        self.close_scroll()
        t = self.t[i]
        sid = self.new_step(StepKind.TYPE, t, t + int(self.dur.get(i) or 0), text=self.text[i] or "")
        self.steps[sid].masked = bool(self.masked[i])
        self.take(i, sid)

    # ------------------------------------------------------------------ driver
    def run(self) -> None:
        last_action = -1
        pointer_kinds = frozenset({EventKind.MOUSE_DOWN.value, EventKind.WHEEL.value})
        action_idx = np.flatnonzero(~self.is_move)
        rule = {EventKind.MOUSE_DOWN.value: self.mouse_down, EventKind.MOUSE_UP.value: self.mouse_up,
                EventKind.WHEEL.value: self.wheel, EventKind.KEY_DOWN.value: self.key_down,
                EventKind.KEY_UP.value: self.key_up, EventKind.TEXT.value: self.text_event,
                EventKind.GESTURE.value: self.gesture}
        for i in action_idx.tolist():
            kind = self.kind[i]
            if self.press is None and i > last_action + 1:
                self.move_run(last_action + 1, i - 1, pointer_next=kind in pointer_kinds)
            if kind not in pointer_kinds and self.pending_moves is not None:
                self.flush_pending_as_moves()
            if (handle := rule.get(kind)) is not None:
                handle(i)
            last_action = i
        if self.press is not None:
            self.finish_press(self.n - 1, release=None, flag="missing_release")
            self.steps[-1].flag("release_after_log_end")
        else:
            self.move_run(last_action + 1, self.n - 1, pointer_next=False)
        self.flush_pending_as_moves()
        self.close_typing()
        for m in list(self.mods):
            self.release_modifier(m, None)
        for sid in self.keys_down.values():
            self.steps[sid].flag("missing_keyup")
        for s in self.steps:
            if s.kind == StepKind.TYPE and s.text is None:
                s.text = "".join(s.buffer)
        # A run of dead keys that composed nothing leaves an empty type step: not an action.
        for sid, s in enumerate(self.steps):
            if s.kind == StepKind.TYPE and not s.text:
                s.kind = "_drop"
                for i in np.flatnonzero(self.consumed == sid).tolist():
                    self.ignore[i] = "dead_key_only"
                    self.consumed[i] = -1
            elif s.kind == StepKind.SCROLL and not (s.scroll_dx or s.scroll_dy):
                s.kind = "_drop"
                for i in np.flatnonzero(self.consumed == sid).tolist():
                    self.ignore[i] = "empty_scroll"
                    self.consumed[i] = -1
        self.replay_drags()

    # ------------------------------------------------------------------ replayable drags
    def on_screen(self, x: float | None, y: float | None) -> bool:
        if x is None or y is None or math.isnan(x) or math.isnan(y):
            return False
        return self.screen is None or (0 <= x <= self.screen[0] and 0 <= y <= self.screen[1])

    def near(self, a: tuple[float, float], b: tuple[float, float]) -> bool:
        """Within DRAG_START_TOLERANCE_RU per axis (logical points when the screen size is unknown)."""
        if self.screen is None or self.screen[0] <= 0 or self.screen[1] <= 0:
            return abs(a[0] - b[0]) <= DRAG_START_TOLERANCE_RU and abs(a[1] - b[1]) <= DRAG_START_TOLERANCE_RU
        return (abs(a[0] - b[0]) / self.screen[0] * 1000 <= DRAG_START_TOLERANCE_RU
                and abs(a[1] - b[1]) / self.screen[1] * 1000 <= DRAG_START_TOLERANCE_RU)

    def replay_drags(self) -> None:
        """A `left_click_drag` names only its end: the cursor must already be at the start. Replay the
        steps' pointer positions in order (clicks, taps, moves and scrolls put the cursor at their
        point, a drag at its end) and insert a `mouse_move` to the start before every drag whose start
        the replayed cursor is not at. The move takes over the drag's approach movements."""
        cursor: tuple[float, float] | None = None
        live = sorted((s for s in self.steps if s.kind != "_drop"), key=lambda s: (s.t_start, s.order))
        setters = (StepKind.CLICK, StepKind.TAP, StepKind.MOUSE_MOVE, StepKind.SCROLL, StepKind.LONG_PRESS)
        for s in live:
            if s.kind == StepKind.DRAG:
                start = (s.x, s.y)
                if self.on_screen(s.x, s.y) and (cursor is None or not self.near(cursor, start)):  # type: ignore[arg-type]
                    t0 = t1 = s.t_start
                    if s.approach is not None:
                        # never after the drag, whose start a held modifier's press may have moved earlier
                        t1 = min(self.t[s.approach[1]], s.t_start)
                        t0 = min(self.t[s.approach[0]], t1)
                    sid = self.new_step(StepKind.MOUSE_MOVE, t0, t1, x=s.x, y=s.y)
                    move = self.steps[sid]
                    move.order = s.order - 0.5  # sorts right before the drag even at the same instant
                    move.flag("drag_approach")
                    if s.approach is not None:
                        a, b = s.approach
                        self.consumed[a : b + 1] = sid
                cursor = (s.x2, s.y2) if s.x2 is not None and s.y2 is not None and self.on_screen(s.x2, s.y2) else None
            elif s.kind in setters:
                cursor = (s.x, s.y) if self.on_screen(s.x, s.y) else None  # type: ignore[assignment]
            elif s.kind == StepKind.PINCH:
                cursor = None


def _wait_steps(t: np.ndarray, steps: list[_Step], rules: GroupingRules) -> list[_Step]:
    if rules.wait_gap_ms <= 0 or len(t) < 2:
        return []
    gaps = np.flatnonzero(np.diff(t) >= rules.wait_gap_ms)
    if not len(gaps):
        return []
    spans = sorted((s.t_start, s.t_end) for s in steps if s.kind != "_drop")
    out = []
    for g in gaps.tolist():
        a, b = int(t[g]), int(t[g + 1])
        if any(s0 < a and b < s1 for s0, s1 in spans):  # idle inside a held press or key
            continue
        out.append(_Step(kind=StepKind.WAIT, t_start=a, t_end=b, order=_WAIT_ORDER))
    return out


_DUP_LAGS = 8


def _duplicates_at(events: pl.DataFrame, rows: np.ndarray, t: np.ndarray, window_ms: int) -> np.ndarray:
    """For the events at `rows` (time-sorted, times `t`): True for an event whose kind and data equal those
    of an earlier event at most `window_ms` before it. Two events that close in time lie in one run of events
    whose consecutive gaps are all within the window; only such runs (a small share of a log: cursor moves
    come every 8-16 ms) have their columns gathered and compared."""
    dup = np.zeros(len(rows), dtype=bool)
    if len(rows) < 2:
        return dup
    close = np.diff(t) <= window_ms
    in_run = np.zeros(len(rows), dtype=bool)
    in_run[1:] |= close
    in_run[:-1] |= close
    at = np.flatnonzero(in_run)
    if not len(at):
        return dup
    sub = pl.DataFrame([events[c].gather(rows[at]) for c in _DUP_SOURCE]).with_columns(pl.Series("t_ms", t[at]))
    # A modifier change is one OS signal that two listeners may read as press and as release:
    # for modifiers, direction is not part of the duplicate key.
    sub = sub.with_columns(
        _dkind=pl.when(pl.col("key").is_in(list(MODIFIERS)) & pl.col("kind").is_in(["key_down", "key_up"]))
        .then(pl.lit("modifier_change")).otherwise(pl.col("kind"))
    )
    dup[at] = _duplicates_in_runs(sub, _DUP_KEY, window_ms).to_numpy()
    return dup


def _duplicates_in_runs(inp: pl.DataFrame, keys: list[str], window_ms: int) -> pl.Series:
    """`_duplicates_at` over the rows of the close runs (time-sorted): comparing with the previous few rows is exact
    unless more than _DUP_LAGS events share one window; then an exact sort by key decides."""
    t = pl.col("t_ms")
    crowded = inp.select(((t - t.shift(_DUP_LAGS)) <= window_ms).any()).item()
    if not crowded:
        conds = []
        for k in range(1, _DUP_LAGS + 1):
            same = (t - t.shift(k)) <= window_ms
            for c in keys:
                same = same & pl.col(c).eq_missing(pl.col(c).shift(k))
            conds.append(same.fill_null(False))
        return inp.select(pl.any_horizontal(conds).alias("_dup")).to_series()
    keyed = inp.select([*keys, "t_ms"]).with_row_index("_i").with_columns(_h=pl.struct(keys).hash())
    keyed = keyed.sort(["_h", "t_ms", "_i"])
    same = (pl.col("_h") == pl.col("_h").shift(1)) & ((t - t.shift(1)) <= window_ms)
    for c in keys:
        same = same & pl.col(c).eq_missing(pl.col(c).shift(1))
    return keyed.with_columns(_dup=same.fill_null(False)).sort("_i")["_dup"]


def group_events(events: pl.DataFrame, rules: GroupingRules, *, outcome: str = "unknown",
                 recording_id: str | None = None, gestures: Mapping[str, Gesture] | None = None,
                 keyboard_layout: str | None = None, platform: str = "unknown",
                 screen: tuple[float, float] | None = None) -> GroupResult:
    """Group one recording's events (any order) into steps. Deterministic: same input, same output.
    `gestures` is the source format's gesture table (`Connector.gestures`); a gesture it does not name is a
    device step. `keyboard_layout` (as the recording names it) and `platform` name keys without a produced
    character; `screen` (logical size) decides when a drag's start is already under the cursor."""
    rec_id = recording_id or (events["recording_id"][0] if events.height else "")
    n_ev = events.height
    is_input = pl.col("kind").is_in(list(INPUT_KINDS)) & pl.col("t_ms").is_not_null() & pl.col(
        "ignore_reason"
    ).is_null()
    # The rules work on row positions and a few numeric arrays: the events table itself (raw lines, strings)
    # is never copied; only the rows that need a column (non-moves, close runs) have it gathered.
    rows = events.select(is_input.alias("_in")).to_series().arg_true().to_numpy().astype(np.int64)
    t = events["t_ms"].gather(rows).to_numpy()
    line = events["line_no"].gather(rows).to_numpy()
    if len(rows) > 1:  # time order (ties: log order); a log is nearly always in order already
        dt_, dl = np.diff(t), np.diff(line)
        if not bool(((dt_ > 0) | ((dt_ == 0) & (dl >= 0))).all()):
            order = np.lexsort((line, t))  # stable, like a sort on (t_ms, line_no) keeping order
            rows, t, line = rows[order], t[order], line[order]
    dup = _duplicates_at(events, rows, t, rules.duplicate_window_ms)
    if platform == "linux" and dup.any():
        # An X11 wheel event is one notch, and a listener stamping on receipt gets several in one batch (one ms):
        # identical wheel lines on Linux are notches, not a second listener's echo.
        dup &= (events["kind"].gather(rows) != EventKind.WHEEL).to_numpy()
    rows_active = rows[~dup]
    # Pointer position at every event: its own coordinates, else the last known ones.
    px = events["x"].gather(rows_active).forward_fill()
    py = events["y"].gather(rows_active).forward_fill()
    is_move_all = (events["kind"] == EventKind.MOUSE_MOVE).to_numpy()
    arrays: dict[str, Any] = {
        "t": t[~dup],
        "px": px.fill_null(float("nan")).to_numpy(),
        "py": py.fill_null(float("nan")).to_numpy(),
        "is_move": is_move_all[rows_active],
    }
    n = len(rows_active)
    # Per-event attributes are only read for non-move events: keep them sparse (position → value).
    idx = np.flatnonzero(~arrays["is_move"])
    nonmove_rows = rows_active[idx]
    idx_list = idx.tolist()
    for name, col in (("kind", "kind"), ("button", "button"), ("sdx", "scroll_dx"), ("sdy", "scroll_dy"),
                      ("key", "key"), ("char", "char"), ("dead", "is_dead"), ("text", "text"), ("masked", "masked"),
                      ("source", "source_event"), ("x2", "x2"), ("y2", "y2"), ("dur", "duration_ms"),
                      ("count", "click_count")):
        values = events[col].gather(nonmove_rows)
        arrays[name] = (_Nulls() if values.null_count() == len(values)
                        else dict(zip(idx_list, values.to_list(), strict=True)))
    g = _Grouper(arrays, rules, outcome, gestures or {}, resolve_layout(keyboard_layout, platform), screen)
    g.run()

    kept = [s for s in g.steps if s.kind != "_drop"]
    waits = _wait_steps(arrays["t"], kept, rules)
    last_t = int(arrays["t"][-1]) if n else 0
    end_t = max([last_t, *(s.t_end for s in kept)])
    status = {"success": "success", "failure": "failure"}.get(outcome)
    term = _Step(kind=StepKind.TERMINATE, t_start=end_t, t_end=end_t, order=10**9, status=status)
    if status is None:
        term.flag("no_tool_call")
    ordered = sorted([*kept, *waits], key=lambda s: (s.t_start, s.order))
    ordered.append(term)
    final_index = {id(s): k for k, s in enumerate(ordered)}
    sid_to_final = np.full(len(g.steps) + 1, -1, dtype=np.int64)
    for sid, s in enumerate(g.steps):
        if s.kind != "_drop":
            sid_to_final[sid] = final_index[id(s)]
    consumed_final = np.where(g.consumed >= 0, sid_to_final[g.consumed], -1)

    # Lineage back onto the events table, by row position (no join).
    mask = consumed_final >= 0
    step_col = pl.Series("step_index", np.full(n_ev, -1, dtype=np.int32))
    step_col = step_col.scatter(rows_active[mask], consumed_final[mask].astype(np.int32))
    reason_col = events["ignore_reason"].clone()
    jitter = g.jitter & ~mask
    if jitter.any():
        reason_col = reason_col.scatter(rows_active[jitter], "cursor_jitter")
    ignored_pos = [i for i in g.ignore if consumed_final[i] < 0]
    if ignored_pos:
        reason_col = reason_col.scatter(rows_active[ignored_pos], [g.ignore[i] for i in ignored_pos])
    # defensive: an event neither consumed nor ignored would be lost silently
    lost_mask = ~mask & ~jitter
    lost_mask[ignored_pos] = False
    lost = np.flatnonzero(lost_mask)
    if len(lost):
        reason_col = reason_col.scatter(rows_active[lost], "orphan_release")
    dup_rows = rows[dup]
    dup_col = pl.Series("duplicate", np.zeros(n_ev, dtype=bool))
    if len(dup_rows):
        reason_col = reason_col.scatter(dup_rows, "duplicate")
        dup_col = dup_col.scatter(dup_rows, True)
    out_events = events.with_columns(
        step_index=pl.when(step_col >= 0).then(step_col),
        duplicate=dup_col,
        ignore_reason=pl.when(reason_col.is_null() & (step_col < 0) & pl.col("kind").is_in(list(INPUT_KINDS)))
        .then(pl.lit("invalid_line: no usable time")).otherwise(reason_col),
    )

    # Step rows with the raw-event range each one consumed (numpy: a group-by over every event costs more).
    owner = consumed_final >= 0
    s_of, ln_of = consumed_final[owner], line[~dup][owner]
    order = np.argsort(s_of, kind="stable")
    s_of, ln_of = s_of[order], ln_of[order]
    sids, at, cnt = np.unique(s_of, return_index=True, return_counts=True)
    lo = np.minimum.reduceat(ln_of, at) if len(at) else ln_of[:0]
    hi = np.maximum.reduceat(ln_of, at) if len(at) else ln_of[:0]
    first = dict(zip(sids.tolist(), lo.tolist(), strict=True))
    last = dict(zip(sids.tolist(), hi.tolist(), strict=True))
    count = dict(zip(sids.tolist(), cnt.tolist(), strict=True))
    reasons = out_events["ignore_reason"]
    by_reason: Counter[str] = Counter()
    for reason, k in reasons.filter(reasons.is_not_null()).value_counts().iter_rows():
        by_reason[reason.split(":")[0]] += k
    ignored_counts = dict(sorted(by_reason.items()))
    n_out = len(ordered)
    cols = {
        "recording_id": [rec_id] * n_out, "step_index": list(range(n_out)),
        "kind": [str(s.kind) for s in ordered], "button": [s.button for s in ordered],
        "click_count": [s.click_count for s in ordered], "t_start_ms": [s.t_start for s in ordered],
        "t_end_ms": [s.t_end for s in ordered], "x": [s.x for s in ordered], "y": [s.y for s in ordered],
        "x2": [s.x2 for s in ordered], "y2": [s.y2 for s in ordered],
        "scroll_dx": [s.scroll_dx for s in ordered], "scroll_dy": [s.scroll_dy for s in ordered],
        "text": [s.text for s in ordered], "keys": _string_lists("keys", [s.keys for s in ordered]),
        "modifiers": _string_lists("modifiers", [s.modifiers for s in ordered]),
        "duration_ms": [s.t_end - s.t_start for s in ordered], "status": [s.status for s in ordered],
        "event_first": [first.get(k) for k in range(n_out)], "event_last": [last.get(k) for k in range(n_out)],
        "n_events": [count.get(k, 0) for k in range(n_out)],
        "flags": _string_lists("flags", [s.flags + (["masked"] if s.masked else []) for s in ordered]),
        "rules_version": [rules.version] * n_out,
    }
    steps = pl.DataFrame(cols, schema=_STEP_GROUP_SCHEMA)
    # Where the pointer was when each step started (real_coords of keyboard steps, sanity checks).
    pointer = pl.DataFrame({"_t": arrays["t"], "cursor_x": px, "cursor_y": py}).filter(
        pl.col("cursor_x").is_not_null())
    steps = steps.sort("t_start_ms", maintain_order=True).join_asof(
        pointer.sort("_t"), left_on="t_start_ms", right_on="_t", strategy="backward"
    ).drop("_t").sort("step_index")
    return GroupResult(steps=steps, events=out_events, ignored_counts=ignored_counts)


def _string_lists(name: str, lists: list[list[str] | None]) -> pl.Series:
    """A list-of-strings column from Python lists (None: null), built from one flat column and its offsets:
    polars builds a nested Python list element by element (a Series per row: half the grouping time on a
    long log)."""
    offsets = np.zeros(len(lists) + 1, dtype=np.int32)
    np.cumsum([len(x) if x else 0 for x in lists], out=offsets[1:])
    values = pl.Series([v for x in lists if x for v in x], dtype=pl.String).to_arrow()
    # from_buffers, not pa.array(numpy): that path imports pandas (~0.3 s)
    nulls = pl.Series([x is None for x in lists], dtype=pl.Boolean)
    arr = pa.ListArray.from_arrays(pa.Array.from_buffers(pa.int32(), len(offsets), [None, pa.py_buffer(offsets)]),
                                   values, mask=nulls.to_arrow() if nulls.any() else None)
    return pl.Series(name, arr, dtype=pl.List(pl.String))


# The columns grouping fills, typed from STEPS_SCHEMA.
_STEP_GROUP_SCHEMA = polars_types(STEPS_SCHEMA, (
    "recording_id", "step_index", "kind", "button", "click_count", "t_start_ms", "t_end_ms", "x", "y", "x2", "y2",
    "scroll_dx", "scroll_dy", "text", "keys", "modifiers", "duration_ms", "status", "event_first", "event_last",
    "n_events", "flags", "rules_version"))
