"""Vendor events into canonical event rows.

The mapping is data: `ACTIONS` names, for every vendor event, the canonical kind it becomes and the converter
for its shape of arguments (a point, a button, a wheel, keys, a text, a gesture, a bare marker). `to_canonical`
is the driver: find the text spans, refuse a span whose text is lost, then convert line by line."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cuaflow.connectors.base import EventRows
from cuaflow.connectors.vendor.logs import BadLine, number, truthy, whole_characters
from cuaflow.schemas.events import EventKind, Gesture
from cuaflow.schemas.keys import MODIFIERS, split_combo

# Mobile gesture events (seed 002) and what each does; each becomes one canonical `gesture` event.
GESTURES: dict[str, Gesture] = {
    "tap": Gesture.TAP, "double_tap": Gesture.DOUBLE_TAP, "long_press": Gesture.LONG_PRESS,
    "scroll_up": Gesture.SCROLL, "scroll_down": Gesture.SCROLL, "scroll_left": Gesture.SCROLL,
    "scroll_right": Gesture.SCROLL, "pinch_zoom_in": Gesture.PINCH, "pinch_zoom_out": Gesture.PINCH,
    "swipe": Gesture.SWIPE, "back_button": Gesture.DEVICE, "home_button": Gesture.DEVICE,
    "recent_button": Gesture.DEVICE, "orientation_change": Gesture.DEVICE, "orientation_lock": Gesture.DEVICE,
}
_BUTTON_EVENT = re.compile(r"^mouse_(down|up)_(left|right|middle)$")


# A tuple, not a set: of several bad numbers in a row, the first named is the same in every run.
_NUMERIC = ("x", "y", "x2", "y2", "amount", "duration_ms", "click_count", "text_length")
DEFAULT_SCROLL_PX = 100
MAX_TEXT_LENGTH = 100_000  # characters of one text input: a masked value is rebuilt as that many bullets


@dataclass(frozen=True)
class _Span:
    """An `input_text_start` … `input_text_end` span."""

    start: float
    end: float
    has_text: bool  # the end carries text= or text_length: the keys inside are not the step
    masked: bool
    line: int  # of the end


@dataclass(frozen=True)
class _Line:
    """One vendor log row, checked, as a converter sees it."""

    row: dict[str, Any]
    line: int
    event: str
    t: float
    span: _Span | None  # the text span the row's time falls in
    secret: bool  # a masked field's value or keys: never in the events table
    raw: str  # the original row as stored (a masked field's value removed)
    num: dict[str, float | None]  # the numeric fields

    @property
    def x(self) -> float | None:
        return self.num["x"]

    @property
    def y(self) -> float | None:
        return self.num["y"]

    def amount(self) -> float:
        """The scroll amount in pixels (`DEFAULT_SCROLL_PX` when absent)."""
        amount = self.num["amount"]
        return amount if amount is not None else DEFAULT_SCROLL_PX

    def int_field(self, key: str) -> int | None:
        v = self.num[key]
        return int(v) if v is not None else None

    def point(self) -> tuple[float, float]:
        if self.x is None or self.y is None:
            raise BadLine(self.line, f"{self.event} needs x and y")
        return self.x, self.y


class _Canonical:
    """The canonical event columns being built for one log: one vendor row can become several rows."""

    def __init__(self, recording_id: str, rows: list[dict[str, Any]], spans: list[_Span]) -> None:
        self.rows, self.spans = rows, spans
        self.events = EventRows(recording_id)

    def emit(self, ln: _Line, kind: EventKind, *, t: float | None = None, source: str | None = None,
             **kw: Any) -> None:
        self.events.add(kind, raw=ln.raw, t_ms=int(round(ln.t if t is None else t)), source_event=source or ln.event,
                        **kw)

    def span_ending(self, t: float) -> _Span | None:
        return next((sp for sp in self.spans if sp.end == t), None)

    def typed_bullets(self, start: float, end: float) -> str:
        """A masked span without its text: one bullet per character key pressed inside it."""
        return "•" * sum(1 for q in self.rows if q["event"] == "key_down" and isinstance(q.get("key"), str)
                         and start <= (number(q.get("t_ms"), "t_ms", 0) or 0) <= end
                         and split_combo(q["key"])[-1] not in MODIFIERS)


Converter = Callable[[_Canonical, _Line, EventKind], None]
_IGNORED = {EventKind.RECORDER_LOG: "recorder_log", EventKind.UNKNOWN: "unknown_event"}


def _marker(out: _Canonical, ln: _Line, kind: EventKind) -> None:
    """A row that is no input (span starts and ends, unknown names): kept, ignored by the grouping."""
    out.emit(ln, kind, ignore_reason=_IGNORED[kind])


def _point(out: _Canonical, ln: _Line, kind: EventKind) -> None:
    x, y = ln.point()
    out.emit(ln, kind, x=x, y=y)


def _button(out: _Canonical, ln: _Line, kind: EventKind) -> None:
    m = _BUTTON_EVENT.match(ln.event)
    assert m is not None  # only button events are dispatched here
    count = ln.num["click_count"]
    out.emit(ln, kind, button=m.group(2), x=ln.x, y=ln.y, click_count=int(count) if count else None)


def _scroll_vector(direction: str, amount: float) -> tuple[float, float] | None:
    """`down` shows what is below, as on a desktop wheel: positive dy."""
    return {"up": (0.0, -amount), "down": (0.0, amount), "left": (-amount, 0.0), "right": (amount, 0.0)}.get(
        direction)


def _wheel(out: _Canonical, ln: _Line, kind: EventKind) -> None:
    d = str(ln.row.get("direction", "")).lower()
    vector = _scroll_vector(d, ln.amount())
    if vector is None:
        raise BadLine(ln.line, f"scroll direction must be up|down|left|right, got {d!r}")
    if ln.x is not None and ln.y is not None:
        out.emit(ln, EventKind.MOUSE_MOVE, source="scroll_position", x=ln.x, y=ln.y)
    out.emit(ln, kind, scroll_dx=float(vector[0]), scroll_dy=float(vector[1]))


def _keys(out: _Canonical, ln: _Line, kind: EventKind) -> None:
    """A key event in `CtrlLeft+KeyA` notation: one row per key, pressed in order and released in reverse."""
    notation = ln.row.get("key")
    if not isinstance(notation, str) or not notation:
        raise BadLine(ln.line, f"{ln.event} needs key")
    keys = split_combo(notation)
    covered = ln.span is not None and ln.span.has_text  # the span's own text is the step
    reason = "covered_by_text_input" if covered else None
    for k in keys if kind == EventKind.KEY_DOWN else list(reversed(keys)):
        if ln.secret:  # a masked field's keys: the row stays, its key does not
            out.emit(ln, kind, masked=True, ignore_reason=reason or "covered_by_text_input")
        else:
            out.emit(ln, kind, key=k, key_raw=notation, ignore_reason=reason)


def _text(out: _Canonical, ln: _Line, kind: EventKind) -> None:
    """A whole text input; the step starts where typing started (its pre-action frame must not show the text)."""
    end_span = out.span_ending(ln.t) if ln.event == "input_text_end" else None
    masked = truthy(ln.row.get("masked"))
    if end_span is not None and not end_span.has_text and not masked:  # no text: the keys inside are the typing
        _marker(out, ln, EventKind.RECORDER_LOG)
        return
    start = end_span.start if end_span else ln.t
    text = ln.row.get("text")
    if end_span is not None and not end_span.has_text:  # masked, no text: one bullet per key pressed
        text = out.typed_bullets(end_span.start, ln.t)
    length = ln.int_field("text_length")
    if length is not None and not 0 <= length <= MAX_TEXT_LENGTH:
        raise BadLine(ln.line, f"field 'text_length' is {length}, out of range; expected 0 to {MAX_TEXT_LENGTH} "
                            "characters")
    if not isinstance(text, str) or (masked and length is not None):
        text = "•" * (length if length is not None else len(text or ""))
    out.emit(ln, kind, t=start, text=text, masked=masked or None, x=ln.x, y=ln.y,
             duration_ms=int(ln.t - start) if ln.t > start else None)


def _gesture(out: _Canonical, ln: _Line, kind: EventKind) -> None:
    """A mobile gesture: one `gesture` row (a scroll with its vector; device buttons without a point)."""
    gesture = GESTURES[ln.event]
    if gesture != Gesture.DEVICE:
        ln.point()
    vector = _scroll_vector(ln.event.removeprefix("scroll_"), ln.amount()) if gesture == Gesture.SCROLL else None
    out.emit(ln, kind, x=ln.x, y=ln.y, x2=ln.num["x2"], y2=ln.num["y2"], duration_ms=ln.int_field("duration_ms"),
             scroll_dx=vector[0] if vector else None, scroll_dy=vector[1] if vector else None)


# Vendor event (seeds 001/002) → the canonical kind it becomes and the converter of its arguments.
ACTIONS: dict[str, tuple[EventKind, Converter]] = {
    **{f"mouse_{p}_{b}": (EventKind.MOUSE_DOWN if p == "down" else EventKind.MOUSE_UP, _button)
       for p in ("down", "up") for b in ("left", "right", "middle")},
    **dict.fromkeys(("mouse_move", "mouseover_start", "mouseover_end", "drag_start", "drag_end"),
                    (EventKind.MOUSE_MOVE, _point)),
    "scroll_start": (EventKind.WHEEL, _wheel),
    "scroll_end": (EventKind.RECORDER_LOG, _marker),
    "key_down": (EventKind.KEY_DOWN, _keys),
    "key_up": (EventKind.KEY_UP, _keys),
    "input_text_start": (EventKind.RECORDER_LOG, _marker),
    "input_text_end": (EventKind.TEXT, _text),
    "input_text": (EventKind.TEXT, _text),
    **dict.fromkeys(GESTURES, (EventKind.GESTURE, _gesture)),
}


def _action(event: str) -> tuple[EventKind, Converter]:
    m = _BUTTON_EVENT.match(event)  # also a button name with a trailing line break, as `$` allows
    return ACTIONS.get(m.group(0) if m else event, (EventKind.UNKNOWN, _marker))


def _text_spans(rows: list[dict[str, Any]]) -> list[_Span]:
    spans: list[_Span] = []
    open_text: float | None = None
    for r in rows:
        if r["event"] == "input_text_start":
            open_text = number(r.get("t_ms"), "t_ms", int(r["_line"]))
        elif r["event"] == "input_text_end" and open_text is not None:
            has_text = isinstance(r.get("text"), str) or r.get("text_length") not in (None, "")
            spans.append(_Span(open_text, number(r.get("t_ms"), "t_ms", int(r["_line"])) or 0.0, has_text,
                               truthy(r.get("masked")), int(r["_line"])))
            open_text = None
    return spans


def _check_spans(rows: list[dict[str, Any]], spans: list[_Span]) -> None:
    """An input_text_end without its text: the key events inside rebuild it (they are grouped as typing);
    without any, what was typed would be lost silently, so the delivery is refused."""
    for sp in spans:
        if not sp.has_text and not any(r["event"] == "key_down" and sp.start <= (number(r.get("t_ms"), "t_ms", 0)
                                                                                or 0) <= sp.end for r in rows):
            raise BadLine(sp.line, "input_text_end has no text= (nor text_length) and no key_down events between "
                                "input_text_start and it to rebuild the typed text from")


def _read_line(r: dict[str, Any], spans: list[_Span]) -> _Line:
    line = int(r["_line"])
    whole_characters(r, line)
    ev = str(r.get("event", ""))
    t = number(r.get("t_ms"), "t_ms", line)
    if t is None or t < 0:
        raise BadLine(line, "t_ms must be a non-negative number")
    span = next((sp for sp in spans if sp.start <= t <= sp.end), None)
    secret = (ev in ("input_text", "input_text_end") and truthy(r.get("masked"))) or (
        ev in ("key_down", "key_up") and span is not None and span.masked)
    # The original line is kept, except what a masked field received: neither the value nor its keys.
    kept = {k: v for k, v in r.items() if k != "_line" and not (secret and k in ("text", "key"))}
    raw = json.dumps(kept | ({"redacted": "masked input"} if secret else {}), ensure_ascii=False, default=str)
    num = {k: number(r.get(k), k, line) for k in _NUMERIC}
    return _Line(r, line, ev, t, span, secret, raw, num)


def to_canonical(rows: list[dict[str, Any]], recording_id: str) -> EventRows:
    """Vendor events → canonical event columns (one source row can become several primitives)."""
    spans = _text_spans(rows)
    _check_spans(rows, spans)
    out = _Canonical(recording_id, rows, spans)
    for r in rows:
        ln = _read_line(r, spans)
        kind, convert = _action(ln.event)
        convert(out, ln, kind)
    return out.events
