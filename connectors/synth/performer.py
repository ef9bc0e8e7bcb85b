"""Plays scripted actions into a Clones event log as a person and the recorder would: key names and characters
as rdev logs them, the cursor and the clock advancing, the expected step of each action."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from cuaflow.connectors.synth.spec import EFFECT_LATENCY_MS, Action, ExpectedStep, SynthSpec


def unicode_info(ch: str) -> str:
    name = json.dumps(ch)
    return f"UnicodeInfo {{ name: Some({name}), unicode: [{', '.join(str(ord(c)) for c in ch)}], is_dead: false }}"


_US_KEYS = {c: f"Key{c.upper()}" for c in "abcdefghijklmnopqrstuvwxyz"} | {
    str(d): f"Num{d}" for d in range(10)} | {" ": "Space", ".": "Dot", ",": "Comma", "-": "Minus",
                                               "/": "Slash", ";": "SemiColon", "'": "Quote"}
_SHIFTED = {"!": "1", "@": "2", "#": "3", "?": "/", ":": ";", '"': "'", "_": "-"}


def _key_for_char(ch: str) -> tuple[str, bool]:
    if ch.isalpha() and ch.upper() == ch and ch.lower() != ch:
        return _US_KEYS[ch.lower()], True
    if ch in _SHIFTED:
        return _US_KEYS[_SHIFTED[ch]], True
    return _US_KEYS.get(ch, "KeyX"), False


class Log:
    """The log being written: (time, order written, line object) of every line, sorted when it is written out."""

    def __init__(self) -> None:
        self.lines: list[tuple[int, int, dict[str, Any]]] = []  # (t, seq, obj)

    def add(self, t: float, event: str, data: dict[str, Any]) -> None:
        self.lines.append((int(round(t)), len(self.lines), {"data": data, "event": event}))


def _key_data(name: str, actual_char: str = "") -> dict[str, Any]:
    """A `keydown` / `keyup` line's data, as the recorder writes it."""
    return {"actual_char": actual_char, "detection_method": "rdev_cross_platform", "key": name,
            "layout_dependent": True}


class _Performer:
    """Plays the scripted actions into the log: the event clock `t` (ms) and the cursor (logical points) advance
    as a person's would. Each action method logs its events and returns the step it should become."""

    def __init__(self, log: Log, t: float, cursor: tuple[float, float]) -> None:
        self.log, self.t = log, t
        self.cx, self.cy = cursor

    def move_to(self, x: float, y: float, dur: float = 160.0) -> None:
        n = max(2, int(dur / 8))
        for k in range(1, n + 1):
            self.t += 8
            px, py = self.cx + (x - self.cx) * k / n, self.cy + (y - self.cy) * k / n
            self.log.add(self.t, "mousemove", {"x": round(px, 3), "y": round(py, 3)})
        self.cx, self.cy = x, y

    def press(self, button: str, hold: float = 80.0) -> tuple[int, int]:
        t0 = self.t
        self.log.add(self.t, "mousedown", {"button": button})
        self.t += hold
        self.log.add(self.t, "mouseup", {"button": button})
        return int(round(t0)), int(round(self.t))

    def key(self, name: str, char: str | None, hold: float = 60.0) -> tuple[int, int]:
        t0 = self.t
        self.log.add(self.t, "keydown", _key_data(name, unicode_info(char) if char else ""))
        self.t += hold
        self.log.add(self.t, "keyup", _key_data(name))
        return int(round(t0)), int(round(self.t))

    def hold(self, mods: tuple[str, ...], down: bool) -> None:
        for m in mods if down else tuple(reversed(mods)):
            self.log.add(self.t, "keydown" if down else "keyup", _key_data(m))
            self.t += 30

    def approach(self, a: Action) -> None:
        """To a pointer action's point, then its modifiers down."""
        self.move_to(a.x, a.y)
        self.t += 60
        self.hold(a.mods, True)

    def let_go(self, a: Action) -> None:
        """A pointer action's modifiers up."""
        if a.mods:
            self.t += 30
            self.hold(a.mods, False)

    def click(self, a: Action) -> ExpectedStep:
        self.approach(a)
        button = {"right_click": "Right", "middle_click": "Middle"}.get(a.kind, "Left")
        count = {"double_click": 2, "triple_click": 3}.get(a.kind, 1)
        t0, t1 = self.press(button)
        for _ in range(count - 1):
            self.t += 90
            _, t1 = self.press(button)
        self.let_go(a)
        return ExpectedStep("click", t0, t1, x=a.x, y=a.y, button=button.lower(), click_count=count)

    def drag(self, a: Action) -> ExpectedStep:
        self.approach(a)
        t0 = int(round(self.t))
        self.log.add(self.t, "mousedown", {"button": a.button})
        self.move_to(a.x2, a.y2, dur=400)
        self.t += 40
        self.log.add(self.t, "mouseup", {"button": a.button})
        t1 = int(round(self.t))
        self.let_go(a)
        return ExpectedStep("drag", t0, t1, x=a.x, y=a.y, x2=a.x2, y2=a.y2, button=a.button.lower())

    def scroll(self, a: Action) -> ExpectedStep:
        self.approach(a)
        t0 = int(round(self.t))
        for _ in range(a.notches):
            self.log.add(self.t, "mousewheel", {"delta": a.delta})
            self.t += 16
        self.t -= 16
        t1 = int(round(self.t))
        self.let_go(a)
        return ExpectedStep("scroll", t0, t1, x=a.x, y=a.y, scroll_dy=-a.delta * a.notches)

    def type(self, a: Action) -> ExpectedStep:
        t0 = int(round(self.t))
        t1 = t0
        for ch in a.text:
            name, shifted = _key_for_char(ch)
            if shifted:
                self.log.add(self.t, "keydown", _key_data("ShiftLeft"))
                self.t += 20
                self.key(name, ch)
                self.t += 10
                self.log.add(self.t, "keyup", _key_data("ShiftLeft"))
                t1 = int(round(self.t))
            else:
                _, t1 = self.key(name, ch)
            self.t += 70
        return ExpectedStep("type", t0, t1, text=a.text)

    def hotkey(self, a: Action) -> ExpectedStep:
        t0 = int(round(self.t))  # a hotkey starts at its first modifier press
        mods, last = a.keys[:-1], a.keys[-1]
        for m in mods:
            self.log.add(self.t, "keydown", _key_data(m))
            self.t += 40
        produced = last[3:].lower() if last.startswith("Key") else None
        if a.produced is not None:
            produced = a.produced or None
        self.key(last, produced)
        for m in reversed(mods):
            self.t += 30
            self.log.add(self.t, "keyup", _key_data(m))
        return ExpectedStep("hotkey", t0, int(round(self.t)), keys=list(a.keys))

    def single_key(self, a: Action) -> ExpectedStep:
        t0, t1 = self.key(a.keys[0], None)
        return ExpectedStep("key", t0, t1, keys=list(a.keys))

    def move(self, a: Action) -> ExpectedStep:
        t0 = int(round(self.t + 8))
        self.move_to(a.x, a.y, dur=240)
        return ExpectedStep("mouse_move", t0, int(round(self.t)), x=a.x, y=a.y)

    def wait(self, a: Action) -> ExpectedStep:
        t0 = int(round(self.t))
        self.t += a.wait_ms
        return ExpectedStep("wait", t0, int(round(self.t)))


# Each synthetic action kind and how it is performed.
_PERFORM: dict[str, Callable[[_Performer, Action], ExpectedStep]] = {
    "click": _Performer.click, "double_click": _Performer.click, "triple_click": _Performer.click,
    "right_click": _Performer.click, "middle_click": _Performer.click, "drag": _Performer.drag,
    "scroll": _Performer.scroll, "type": _Performer.type, "hotkey": _Performer.hotkey, "key": _Performer.single_key,
    "move": _Performer.move, "wait": _Performer.wait,
}


def script(spec: SynthSpec, log: Log, rng: random.Random) -> tuple[list[ExpectedStep], int]:
    """Write events for every action; return the expected steps and the time the log ends."""
    performer = _Performer(log, float(spec.video_offset_ms + spec.lead_ms),
                           (spec.logical_size[0] / 2, spec.logical_size[1] / 2))
    steps: list[ExpectedStep] = []
    state = 0
    for a in spec.actions:
        performer.t += a.gap_ms
        perform = _PERFORM.get(a.kind)
        if perform is None:
            raise ValueError(f"unknown synthetic action {a.kind!r}")
        exp = perform(performer, a)
        if a.ax is not None:
            data: dict[str, Any] = {"duration": 12, "tree": a.ax}
            if a.ax_event == "axtree_interaction":
                data["focused_app"] = {"bundle_id": None, "name": spec.app, "path": None, "pid": None}
            log.add(exp.t_start + a.ax_delay_ms, a.ax_event, data)
        exp.state_before = state
        if exp.kind not in ("wait", "mouse_move") and a.effect:
            state += 1
        exp.state_after = state
        steps.append(exp)
    return steps, int(round(performer.t))


def state_at(steps: list[ExpectedStep], event_ms: float) -> int:
    """UI state on screen at an event-clock time: actions take effect EFFECT_LATENCY_MS after they end."""
    s = 0
    for st in steps:
        if st.state_after > st.state_before and st.t_end + EFFECT_LATENCY_MS <= event_ms:
            s = st.state_after
    return s
