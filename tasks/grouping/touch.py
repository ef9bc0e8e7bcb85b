"""Touch and whole-text rules: a touch gesture is one step (tap, double tap, long press, pinch, scroll, swipe as a
drag, or a device button), what it does named by the source's connector (`Connector.gestures`); a whole-text event
is one `type` step."""

from __future__ import annotations

from typing import Any

from cuaflow.schemas.events import Gesture
from cuaflow.schemas.steps import StepKind
from cuaflow.tasks.grouping.state import State


def gesture(s: State, i: int, e: int) -> None:
    s.close_runs()
    ev = s.ev
    t = ev.t[i]
    name = ev.source[e] or ""
    kind, kw = _gesture_step(s, i, e, s.gestures.get(name, Gesture.DEVICE), name)
    s.take(i, s.new_step(kind, t, t + int(ev.dur[e] or 0), **kw))
    s.last_click = None


def _gesture_step(s: State, i: int, e: int, g: Gesture, name: str) -> tuple[StepKind, dict[str, Any]]:
    ev = s.ev
    kw: dict[str, Any] = {"x": ev.px_list[i], "y": ev.py_list[i]}
    if g in (Gesture.TAP, Gesture.DOUBLE_TAP):
        return StepKind.TAP, kw | {"button": "left", "click_count": 2 if g == Gesture.DOUBLE_TAP else 1}
    if g == Gesture.LONG_PRESS:
        return StepKind.LONG_PRESS, kw
    if g == Gesture.PINCH:
        return StepKind.PINCH, kw | {"x2": ev.x2[e], "y2": ev.y2[e]}
    if g == Gesture.SCROLL:
        return StepKind.SCROLL, kw | {"scroll_dx": ev.sdx[e] or 0.0, "scroll_dy": ev.sdy[e] or 0.0}
    if g == Gesture.SWIPE:
        return StepKind.DRAG, kw | {"button": "left", "x2": ev.x2[e], "y2": ev.y2[e]}
    # back / home / recent buttons, orientation changes: the source's name is the key
    return StepKind.DEVICE, {"keys": [name]}


def text_event(s: State, i: int, e: int) -> None:
    s.close_runs()
    ev = s.ev
    t = ev.t[i]
    sid = s.new_step(StepKind.TYPE, t, t + int(ev.dur[e] or 0), text=ev.text[e] or "")
    s.steps[sid].masked = bool(ev.masked[e])
    s.take(i, sid)
