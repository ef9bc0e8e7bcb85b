"""What the rules share: the prepared event arrays, the steps made so far, each event's step (`consumed`) or ignore
reason, and the open pointer, wheel and keyboard state."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import polars as pl

from cuaflow.schemas.events import Gesture
from cuaflow.schemas.settings import GroupingRules

DROP = "_drop"  # kind of a step found empty after the fact (dead keys only, zero scroll): not an action


@dataclass(slots=True)  # slots: a long log makes tens of thousands of steps
class Step:
    kind: str
    t_start: int
    t_end: int
    order: float  # creation order: breaks ties between steps starting at the same instant
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


@dataclass
class Events:
    """The input events the rules see, by position i (time order, duplicates removed). Memory views of the arrays for
    the per-event reads (they give Python numbers, several times cheaper than a numpy scalar, without a copy), the
    arrays for the slices. The other columns are read on non-move events only: one value per non-move event e
    (`act[e]` is its position)."""

    t: Sequence[int]
    t_arr: np.ndarray
    px: np.ndarray  # pointer position at every event: its own coordinates, else the last known ones (NaN: none yet)
    py: np.ndarray
    px_list: Sequence[float]
    py_list: Sequence[float]
    is_move: np.ndarray
    act: np.ndarray  # positions of the non-move events
    kind: pl.Series  # the driver reads the kinds of the events it hands to a rule only
    button: list[str | None]
    sdx: list[float | None]
    sdy: list[float | None]
    key: list[str | None]
    char: list[str | None]
    dead: list[bool | None]
    text: list[str | None]
    masked: list[bool | None]
    source: list[str | None]
    x2: list[float | None]
    y2: list[float | None]
    dur: list[int | None]
    count: list[int | None]  # click count reported by the source
    plain_key_up: np.ndarray  # over the non-move events: a key-up of a non-modifier key
    plain_char: np.ndarray  # over the non-move events: a key-down of a non-modifier key with an unmasked character
    wheel: np.ndarray  # over the non-move events: a wheel event
    click_button: np.ndarray  # over the non-move events: a press's button code (1-3), minus it for a release, else 0
    plain_keys: pl.DataFrame  # key-downs and key-ups of non-modifier keys: pos, key, down (time order)

    @property
    def n(self) -> int:
        return len(self.t)


@dataclass(slots=True)
class Press:
    """A mouse button held down."""

    i: int  # position of the press
    button: str
    t: int
    x: float
    y: float
    mods: list[str]  # modifiers held at the press
    t_first: int  # the step's start: the earliest press of those modifiers no earlier step took
    approach: tuple[int, int] | None  # the moves that led to it
    count: int | None  # click count reported by the source


@dataclass(slots=True)
class Modifier:
    """A modifier key held down."""

    t: int  # its press
    last: int  # last key activity while held (a modifier idle longer is released by rule)
    events: list[int]  # its press and auto-repeats
    used: bool = False  # part of a hotkey, typed character or pointer action
    sid: int | None = None  # the keyboard step that took its events
    started: bool = False  # some step already starts at its press


class State:
    """The grouping of one recording in progress. The rules (pointer, wheel, keyboard, touch) read the events and
    add steps here; `consumed[i]` is the step event i belongs to (-1: none yet)."""

    def __init__(self, ev: Events, rules: GroupingRules, gestures: Mapping[str, Gesture], layout: str | None,
                 screen: tuple[float, float] | None) -> None:
        self.ev = ev
        self.r = rules
        self.gestures = gestures
        self.layout = layout  # a key of schemas.keys.LAYOUTS, None when unknown
        self.screen = screen  # logical screen size, for the replay check of drags
        self.consumed = np.full(ev.n, -1, dtype=np.int32)
        self.ignore: dict[int, str] = {}
        self.jitter = np.zeros(ev.n, dtype=bool)  # cursor_jitter moves (most of a log: no dict entry each)
        self.steps: list[Step] = []
        # pointer and wheel
        self.press: Press | None = None
        self.last_click: tuple[int, str, int, float, float] | None = None  # sid, button, t_up, x, y
        self.pending_moves: tuple[int, int] | None = None  # moves before the pointer event being handled
        self.scroll: tuple[int, int] | None = None  # sid, last wheel t
        # keyboard
        self.mods: dict[str, Modifier] = {}
        self.typing: int | None = None
        self.typing_last_t = 0

    def new_step(self, kind: str, t0: int, t1: int, **kw: Any) -> int:
        self.steps.append(Step(kind, int(t0), int(t1), len(self.steps), **kw))
        return len(self.steps) - 1

    def add_step(self, kind: str, t0: int, t1: int) -> tuple[int, Step]:
        """`new_step` for the rules run once per click, move, typing run or scroll: times already Python ints, the
        values set on the step afterwards (keyword arguments cost a Step twice its positional construction)."""
        sid = len(self.steps)
        st = Step(kind, t0, t1, sid)
        self.steps.append(st)
        return sid, st

    def take(self, i: int, sid: int) -> None:
        self.consumed[i] = sid

    def extend(self, sid: int, t: int) -> None:
        s = self.steps[sid]
        s.t_end = max(s.t_end, int(t))

    def close_typing(self) -> None:
        if self.typing is not None:
            s = self.steps[self.typing]
            s.text = "".join(s.buffer)
            self.typing = None

    def close_scroll(self) -> None:
        self.scroll = None

    def close_runs(self) -> None:
        """Any step but a scroll's or a typing run's own continuation ends both runs."""
        self.close_typing()
        self.scroll = None
