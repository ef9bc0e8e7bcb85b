"""Vendor trajectory deliveries (seeds 001 and 002), desktop and mobile.

The seeds leave exact file encodings and column names open; cuaflow reads them as follows (and rejects
anything else with the file, the line and what was expected):

Folder `<TID>-<Tool>-<Prompt>/` (the TID — letters, digits, `_`, `.`, at least one letter or digit — is the
recording id; an empty or all-dots TID is refused by name):

- `<TID>.mp4` — the screen recording; its first frame is the event clock's 0.
- `<TID>-EventLogs.txt | .csv | .json` — raw events, times in ms since the recording started (UTF-8; a leading
  byte-order mark is dropped and flagged):
  - `.txt`: one event per line, `<t_ms> <event> key=value …`; a value with spaces is JSON-quoted (`text="a b"`).
  - `.csv`: header row, columns `t_ms,event,x,y,x2,y2,button,click_count,key,direction,amount,duration_ms,text,
    text_length,masked` (any subset after `t_ms,event`; empty cells are absent values).
  - `.json`: a list of objects with the same keys (or `{"events": [...]}`).
- `<TID>-StructuredTrajectory.json` — `{"metadata": {...}, "intent": str?, "steps": [...]}`; metadata keys as in
  seed 001 (`task_id, instruction, tool_name, category, OS, resolution "WxH", duration, FPS, trajectory_status,
  rejection_reason, …`); each step `{step, action, start_ms, end_ms, x?, y?, …, raw_thought?, reasoning?, instruction?,
  frames?: {before?, after?}}`.
- `Frames/<TID>-Frame-Step-<n>-before|after.(webp|jpg|png)` — the vendor's frames (optional).
- Seed 002 extras, all optional: `<TID>-Prompt.txt`, `<TID>-ChainOfThought.txt`.

Coordinates are native screen pixels (seed 001: frames keep the native resolution), so the scale is 1.

Event names (seeds 001/002): `mouse_move`, `mouseover_start/_end`, `mouse_down_<left|right|middle>`,
`mouse_up_<…>`, `click_count` (a field), `drag_start/_end`, `scroll_start/_end` (`direction`, `amount` px),
`key_down/_up` (`key` in `CtrlLeft+AltRight+KeyA` notation), `input_text_start/_end` (`text`, `masked`,
`text_length`); mobile `tap`, `double_tap`, `long_press` (`duration_ms`), `scroll_up/_down/_left/_right`,
`pinch_zoom_in/_out` (`x,y,x2,y2`), `swipe`, `input_text`, `back_button`, `home_button`, `recent_button`,
`orientation_change`, `orientation_lock`. Desktop events become the canonical primitives (so the same grouping
rules apply as for Clones); a mobile gesture is one canonical `gesture` event. `scroll_down` means what it
means on a desktop wheel: the content moves up to show what is below.
`input_text_end` carries the span's text; without `text=`/`text_length` the key events inside the span are the
typing (none: the delivery is refused, naming the line). A `masked` value never reaches the events table: its
text, and the keys pressed inside its span, are dropped from the parsed columns and from the stored line.
`click_count` on a press is kept (the grouping trusts it for double/triple clicks). The metadata's FPS,
frame_count and duration are checked against the video (`delivery_checks`).
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import orjson
import polars as pl
import pyarrow as pa

from cuaflow.connectors.base import Connector, FrameSide
from cuaflow.connectors.storage import Root
from cuaflow.connectors.video import inspect_video
from cuaflow.schemas.events import EVENTS_SCHEMA, EventKind, Gesture
from cuaflow.schemas.keys import MODIFIERS, split_combo
from cuaflow.schemas.recording import LoadedRecording, Quarantine, RecordingMeta, RecordingRef, VideoInfo
from cuaflow.schemas.settings import PipelineSettings
from cuaflow.schemas.tables import VENDOR_STEPS_SCHEMA, polars_types

if TYPE_CHECKING:
    from _hashlib import HASH

# The part before the first '-': matched even when empty or only dots, so such a delivery is recognised and
# rejected by name (`bad_task_id`) instead of being read under an id that is no folder name.
TID_RE = re.compile(r"^([A-Za-z0-9_.]*)(?:-.*)?$")
LOG_EXTS = ("txt", "csv", "json")
FRAME_RE = re.compile(r"-Frame-Step-(\d+)-(before|after)\.(webp|jpg|jpeg|png)$", re.IGNORECASE)
# Mobile gesture events (seed 002) and what each does; each becomes one canonical `gesture` event.
GESTURES: dict[str, Gesture] = {
    "tap": Gesture.TAP, "double_tap": Gesture.DOUBLE_TAP, "long_press": Gesture.LONG_PRESS,
    "scroll_up": Gesture.SCROLL, "scroll_down": Gesture.SCROLL, "scroll_left": Gesture.SCROLL,
    "scroll_right": Gesture.SCROLL, "pinch_zoom_in": Gesture.PINCH, "pinch_zoom_out": Gesture.PINCH,
    "swipe": Gesture.SWIPE, "back_button": Gesture.DEVICE, "home_button": Gesture.DEVICE,
    "recent_button": Gesture.DEVICE, "orientation_change": Gesture.DEVICE, "orientation_lock": Gesture.DEVICE,
}
# The grouped steps' action names (StructuredTrajectory `steps[].action`, lower-cased) → the class cuaflow's
# own grouping gives the same action, for the agreement measure (tasks/compare.py).
STEP_CLASSES: dict[str, str] = {
    "click": "click", "mouse_click": "click", "left_click": "click", "double_click": "click", "triple_click": "click",
    "right_click": "click", "middle_click": "click", "drag": "drag", "drag_and_drop": "drag", "swipe": "drag",
    "scroll": "scroll", "mouse_scroll": "scroll", "scroll_up": "scroll", "scroll_down": "scroll",
    "scroll_left": "scroll", "scroll_right": "scroll", "input_text": "type", "type": "type", "text_input": "type",
    "key": "key", "key_press": "key", "keypress": "key", "functional_key": "key", "combo_key": "hotkey",
    "hotkey": "hotkey", "modifier_key": "modifier", "mouse_move": "mouse_move", "tap": "tap", "double_tap": "tap",
    "long_press": "long_press", "pinch_zoom_in": "pinch", "pinch_zoom_out": "pinch", "back_button": "device",
    "home_button": "device", "recent_button": "device", "orientation_change": "device",
}
_BUTTON_EVENT = re.compile(r"^mouse_(down|up)_(left|right|middle)$")
# A tuple, not a set: of several bad numbers in a row, the first named is the same in every run.
_NUMERIC = ("x", "y", "x2", "y2", "amount", "duration_ms", "click_count", "text_length")
DEFAULT_SCROLL_PX = 100
SCROLL_PIXELS_PER_UNIT: dict[str, float] = {"default": 1.0}  # `amount` is pixels, on every platform


def task_id(folder: str) -> str | None:
    m = TID_RE.match(folder)
    return m.group(1) if m else None


def bad_task_id(tid: str) -> str | None:
    """Why `tid` cannot name a recording (its output folders and ids), or None."""
    if not tid.strip("."):
        return (f"task id {tid!r} is empty or only dots; expected letters, digits, '_' or '.' with at least one "
                "letter or digit (the folder is named <TID>-<Tool>-<Prompt>)")
    return None


def _names(root: Root, rel: str) -> set[str]:
    return set(root.listdir(rel))


def _log_name(tid: str, names: set[str]) -> str | None:
    for ext in LOG_EXTS:
        if f"{tid}-EventLogs.{ext}" in names:
            return f"{tid}-EventLogs.{ext}"
    return None


def detect(root: Root, rel: str) -> bool:
    tid = task_id(rel.rsplit("/", 1)[-1])
    if tid is None:
        return False
    names = _names(root, rel)
    return f"{tid}.mp4" in names and bool(_log_name(tid, names) or f"{tid}-StructuredTrajectory.json" in names)


class _Bad(Exception):
    def __init__(self, line: int, msg: str) -> None:
        super().__init__(msg)
        self.line = line


MAX_NUMBER = 1e15  # ms (31,000 years) or pixels: anything larger is damage, and would overflow int64 columns
MAX_TEXT_LENGTH = 100_000  # characters of one text input: a masked value is rebuilt as that many bullets


def _number(v: Any, key: str, line: int) -> float | None:
    if v is None or v == "":
        return None
    try:
        f = float(v)
    except (TypeError, ValueError):
        raise _Bad(line, f"field {key!r} must be a number, got {v!r}") from None
    if f != f or f in (float("inf"), float("-inf")):
        raise _Bad(line, f"field {key!r} must be finite")
    if abs(f) > MAX_NUMBER:
        raise _Bad(line, f"field {key!r} is {v!r}, out of range (expected at most {MAX_NUMBER:.0e} in magnitude)")
    return f


def parse_txt(data: str) -> list[dict[str, Any]]:
    rows = []
    for i, line in enumerate(data.splitlines()):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        head = line.split(None, 2)
        if len(head) < 2:
            raise _Bad(i, "expected '<t_ms> <event> key=value …'")
        row: dict[str, Any] = {"t_ms": head[0], "event": head[1], "_line": i}
        rest = head[2] if len(head) > 2 else ""
        for m in re.finditer(r'(\w+)=("(?:[^"\\]|\\.)*"|\S+)', rest):
            k, v = m.group(1), m.group(2)
            if v.startswith('"'):
                try:
                    v = json.loads(v)
                except json.JSONDecodeError:
                    raise _Bad(i, f"value of {k!r} is not a valid quoted string") from None
            row[k] = v
        rows.append(row)
    return rows


def parse_csv(data: str) -> list[dict[str, Any]]:
    reader = csv.DictReader(io.StringIO(data))
    if not reader.fieldnames or reader.fieldnames[:2] != ["t_ms", "event"]:
        got = ",".join(reader.fieldnames or [])
        raise _Bad(0, f"header must start with t_ms,event; got {got[:80]!a}")
    return [{**{k: v for k, v in r.items() if v not in (None, "")}, "_line": i + 1} for i, r in enumerate(reader)]


def parse_json_events(data: str) -> list[dict[str, Any]]:
    try:
        doc = json.loads(data)
    except json.JSONDecodeError as exc:
        raise _Bad(exc.lineno - 1, f"not valid JSON ({exc.msg})") from None
    events = doc.get("events") if isinstance(doc, dict) else doc
    if not isinstance(events, list):
        raise _Bad(0, "expected a list of events or {'events': [...]}")
    out = []
    for i, e in enumerate(events):
        if not isinstance(e, dict):
            raise _Bad(i, f"event #{i} is not an object")
        out.append({**e, "_line": i})
    return out


_COLS = [f.name for f in EVENTS_SCHEMA]


_SURROGATE = re.compile("[\ud800-\udfff]")


def _whole_characters(row: dict[str, Any], line: int) -> None:
    """A JSON-escaped lone UTF-16 surrogate (`\\ud800`) decodes to half a character that no table can store."""
    for k, v in row.items():
        if isinstance(v, str) and (m := _SURROGATE.search(v)):
            raise _Bad(line, f"field {k!r} holds a lone UTF-16 surrogate (U+{ord(m.group()):04X}); expected whole "
                             "characters (a surrogate pair or one code point)")


# ---------------------------------------------------------------- vendor events → canonical events
# The mapping is data: `ACTIONS` names, for every vendor event, the canonical kind it becomes and the converter
# for its shape of arguments (a point, a button, a wheel, keys, a text, a gesture, a bare marker). `to_canonical`
# is the driver: find the text spans, refuse a span whose text is lost, then convert line by line.

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
            raise _Bad(self.line, f"{self.event} needs x and y")
        return self.x, self.y


class _Canonical:
    """The canonical event columns being built for one log: one vendor row can become several rows."""

    def __init__(self, recording_id: str, rows: list[dict[str, Any]], spans: list[_Span]) -> None:
        self.recording_id, self.rows, self.spans = recording_id, rows, spans
        self.cols: dict[str, list[Any]] = {c: [] for c in _COLS}

    def emit(self, ln: _Line, kind: EventKind, *, t: float | None = None, source: str | None = None,
             **kw: Any) -> None:
        row = dict.fromkeys(_COLS)
        row.update(recording_id=self.recording_id, line_no=len(self.cols["line_no"]),
                   t_ms=int(round(ln.t if t is None else t)), kind=kind, source_event=source or ln.event,
                   duplicate=False, raw=ln.raw, **kw)
        for c in _COLS:
            self.cols[c].append(row[c])

    def span_ending(self, t: float) -> _Span | None:
        return next((sp for sp in self.spans if sp.end == t), None)

    def typed_bullets(self, start: float, end: float) -> str:
        """A masked span without its text: one bullet per character key pressed inside it."""
        return "•" * sum(1 for q in self.rows if q["event"] == "key_down" and isinstance(q.get("key"), str)
                         and start <= (_number(q.get("t_ms"), "t_ms", 0) or 0) <= end
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
        raise _Bad(ln.line, f"scroll direction must be up|down|left|right, got {d!r}")
    if ln.x is not None and ln.y is not None:
        out.emit(ln, EventKind.MOUSE_MOVE, source="scroll_position", x=ln.x, y=ln.y)
    out.emit(ln, kind, scroll_dx=float(vector[0]), scroll_dy=float(vector[1]))


def _keys(out: _Canonical, ln: _Line, kind: EventKind) -> None:
    """A key event in `CtrlLeft+KeyA` notation: one row per key, pressed in order and released in reverse."""
    notation = ln.row.get("key")
    if not isinstance(notation, str) or not notation:
        raise _Bad(ln.line, f"{ln.event} needs key")
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
    masked = _truthy(ln.row.get("masked"))
    if end_span is not None and not end_span.has_text and not masked:  # no text: the keys inside are the typing
        _marker(out, ln, EventKind.RECORDER_LOG)
        return
    start = end_span.start if end_span else ln.t
    text = ln.row.get("text")
    if end_span is not None and not end_span.has_text:  # masked, no text: one bullet per key pressed
        text = out.typed_bullets(end_span.start, ln.t)
    length = ln.int_field("text_length")
    if length is not None and not 0 <= length <= MAX_TEXT_LENGTH:
        raise _Bad(ln.line, f"field 'text_length' is {length}, out of range; expected 0 to {MAX_TEXT_LENGTH} "
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
            open_text = _number(r.get("t_ms"), "t_ms", int(r["_line"]))
        elif r["event"] == "input_text_end" and open_text is not None:
            has_text = isinstance(r.get("text"), str) or r.get("text_length") not in (None, "")
            spans.append(_Span(open_text, _number(r.get("t_ms"), "t_ms", int(r["_line"])) or 0.0, has_text,
                               _truthy(r.get("masked")), int(r["_line"])))
            open_text = None
    return spans


def _check_spans(rows: list[dict[str, Any]], spans: list[_Span]) -> None:
    """An input_text_end without its text: the key events inside rebuild it (they are grouped as typing);
    without any, what was typed would be lost silently, so the delivery is refused."""
    for sp in spans:
        if not sp.has_text and not any(r["event"] == "key_down" and sp.start <= (_number(r.get("t_ms"), "t_ms", 0)
                                                                                or 0) <= sp.end for r in rows):
            raise _Bad(sp.line, "input_text_end has no text= (nor text_length) and no key_down events between "
                                "input_text_start and it to rebuild the typed text from")


def _read_line(r: dict[str, Any], spans: list[_Span]) -> _Line:
    line = int(r["_line"])
    _whole_characters(r, line)
    ev = str(r.get("event", ""))
    t = _number(r.get("t_ms"), "t_ms", line)
    if t is None or t < 0:
        raise _Bad(line, "t_ms must be a non-negative number")
    span = next((sp for sp in spans if sp.start <= t <= sp.end), None)
    secret = (ev in ("input_text", "input_text_end") and _truthy(r.get("masked"))) or (
        ev in ("key_down", "key_up") and span is not None and span.masked)
    # The original line is kept, except what a masked field received: neither the value nor its keys.
    kept = {k: v for k, v in r.items() if k != "_line" and not (secret and k in ("text", "key"))}
    raw = json.dumps(kept | ({"redacted": "masked input"} if secret else {}), ensure_ascii=False, default=str)
    num = {k: _number(r.get(k), k, line) for k in _NUMERIC}
    return _Line(r, line, ev, t, span, secret, raw, num)


def to_canonical(rows: list[dict[str, Any]], recording_id: str) -> dict[str, list[Any]]:
    """Vendor events → canonical event columns (one source row can become several primitives)."""
    spans = _text_spans(rows)
    _check_spans(rows, spans)
    out = _Canonical(recording_id, rows, spans)
    for r in rows:
        ln = _read_line(r, spans)
        kind, convert = _action(ln.event)
        convert(out, ln, kind)
    return out.cols


def delivery_checks(md: dict[str, Any], frame_count: int | None, duration_ms: float | None) -> list[str]:
    """The delivered FPS / frame_count / duration (seed 001 metadata) against the video itself; each mismatch
    is a recording flag `<name>_mismatch: …`. Tolerances: frame count ±max(1, 1 %), duration ±max(0.5 s, 2 %),
    FPS ±10 % of the video's average rate (frames / duration; a variable frame rate runs below nominal)."""
    flags: list[str] = []
    seconds = duration_ms / 1000 if duration_ms else None
    try:
        fc = float(md["frame_count"]) if md.get("frame_count") not in (None, "") else None
        dur = float(md["duration"]) if md.get("duration") not in (None, "") else None
        fps = float(md["FPS"] if md.get("FPS") not in (None, "") else md.get("fps") or "nan")
    except (TypeError, ValueError):
        return ["metadata_unreadable: FPS, frame_count and duration must be numbers"]
    if fc is not None and frame_count and abs(fc - frame_count) > max(1.0, 0.01 * frame_count):
        flags.append(f"frame_count_mismatch: delivered {fc:g}, video has {frame_count}")
    if dur is not None and seconds and abs(dur - seconds) > max(0.5, 0.02 * seconds):
        flags.append(f"duration_mismatch: delivered {dur:g} s, video lasts {seconds:.2f} s")
    if fps == fps and frame_count and seconds:
        measured = frame_count / seconds
        if abs(fps - measured) > 0.1 * measured:
            flags.append(f"fps_mismatch: delivered {fps:g}, video averages {measured:.2f}")
    return flags


def _truthy(v: Any) -> bool:
    return str(v if v is not None else "").lower() in ("true", "1", "yes")


def _resolution(v: Any) -> tuple[int, int] | None:
    if isinstance(v, str):
        m = re.match(r"^\s*(\d+)\s*[x×*]\s*(\d+)\s*$", v)
        if m:
            return int(m.group(1)), int(m.group(2))
    if isinstance(v, list | tuple) and len(v) == 2 and all(isinstance(a, int) for a in v):
        return int(v[0]), int(v[1])
    return None


def read_vendor_steps(doc: dict[str, Any], file: str) -> pl.DataFrame:
    steps = doc.get("steps", [])
    if not isinstance(steps, list):
        raise Quarantine("'steps' must be a list", file=file)
    rows = []
    for i, s in enumerate(steps):
        if not isinstance(s, dict) or not isinstance(s.get("action"), str):
            raise Quarantine(f"step #{i + 1} needs an 'action' name", file=file)
        frames: dict[str, Any] = s["frames"] if isinstance(s.get("frames"), dict) else {}
        try:
            start = float(s.get("start_ms", s.get("timestamp_ms", 0)) or 0)
            end = float(s.get("end_ms", start) or start)
            step_no = int(s.get("step", i + 1))
            xy = [None if s.get(k) is None else float(s[k]) for k in ("x", "y")]
        except (TypeError, ValueError, OverflowError):
            raise Quarantine(f"step #{i + 1}: fields step, start_ms, end_ms, x and y must be numbers",
                             file=file) from None
        if not all(abs(v) <= MAX_NUMBER for v in (start, end, *(c for c in xy if c is not None))) or \
                abs(step_no) > 2**31 - 1:
            raise Quarantine(f"step #{i + 1}: a number of step, start_ms, end_ms, x or y is out of range (expected at "
                             f"most {MAX_NUMBER:.0e} in magnitude)", file=file)
        rows.append({
            "vendor_step": step_no, "action": s["action"], "start_ms": int(start),
            "end_ms": int(end), "x": xy[0], "y": xy[1], "text": s.get("text"),
            "raw_thought": s.get("raw_thought"), "reasoning": s.get("reasoning"),
            "frame_before": frames.get("before"), "frame_after": frames.get("after"),
            "instruction": s.get("instruction") if isinstance(s.get("instruction"), str) else None,
        })
    # the table's columns but the recording id, which the work file gains at publish
    return pl.DataFrame(rows, schema=polars_types(VENDOR_STEPS_SCHEMA, VENDOR_STEPS_SCHEMA.names[1:]))


def _outcome(status: Any) -> str:
    s = str(status or "").lower()
    if s.startswith("success"):  # seed 001 spells it "Successfull"
        return "success"
    if s.startswith("fail") or s.startswith("reject"):
        return "failure"
    return "unknown"


# ---------------------------------------------------------------- reading a delivery
PLATFORMS = {"macos": "macos", "mac": "macos", "windows": "windows", "linux": "linux", "android": "android",
             "ios": "ios"}  # metadata `OS`, lower-cased → canonical platform (anything else: unknown)


@dataclass(frozen=True)
class _Delivery:
    """The files of one delivery folder, found by its task id."""

    rel: str  # the folder, relative to the root
    folder: str
    tid: str
    names: set[str]  # its listing
    video: str
    log: str
    trajectory: str  # the StructuredTrajectory's name (the file may be absent)

    def path(self, name: str) -> str:
        return f"{self.rel}/{name}"


def _find_files(root: Root, rel: str) -> _Delivery:
    folder = rel.rsplit("/", 1)[-1]
    tid = task_id(folder)
    why = "the folder name does not start with a task id" if tid is None else bad_task_id(tid)
    if why or tid is None:
        raise Quarantine(why or "", file=folder)
    names = _names(root, rel)
    video = f"{tid}.mp4"
    if video not in names:
        raise Quarantine(f"{video} is missing: no frames can be extracted", file=video)
    log_name = _log_name(tid, names)
    if log_name is None:
        raise Quarantine(f"no {tid}-EventLogs.txt|csv|json", file=f"{tid}-EventLogs.*")
    return _Delivery(rel, folder, tid, names, video, log_name, f"{tid}-StructuredTrajectory.json")


def _read_trajectory(root: Root, d: _Delivery) -> dict[str, Any]:
    """The StructuredTrajectory document ({} when the delivery has none)."""
    if d.trajectory not in d.names:
        return {}
    try:
        traj = orjson.loads(root.read_bytes(d.path(d.trajectory)))
    except orjson.JSONDecodeError as exc:
        raise Quarantine(f"not valid JSON ({exc})", file=d.trajectory) from None
    if not isinstance(traj, dict):
        raise Quarantine("top level must be an object", file=d.trajectory)
    return traj


def _log_text(root: Root, d: _Delivery) -> tuple[str, list[str]]:
    """The event log as text, and the flag of a byte-order mark it started with."""
    data = root.read_bytes(d.path(d.log))
    bom = [f"{d.log}: starts with a UTF-8 byte-order mark (U+FEFF); read without it"] \
        if data.startswith(b"\xef\xbb\xbf") else []
    try:
        return data.decode("utf-8-sig"), bom  # a spreadsheet's CSV export often starts with a byte-order mark
    except UnicodeDecodeError as exc:
        raise Quarantine(f"not UTF-8 at byte {exc.start}", file=d.log) from None


def _read_events(text: str, log_name: str, recording_id: str) -> dict[str, list[Any]]:
    """The event log in canonical columns; any bad line quarantines the delivery, naming the line."""
    try:
        ext = log_name.rsplit(".", 1)[1]
        rows = {"txt": parse_txt, "csv": parse_csv, "json": parse_json_events}[ext](text)
        cols = to_canonical(rows, recording_id)
    except _Bad as exc:
        raise Quarantine(str(exc), file=log_name, line=exc.line) from None
    except (ArithmeticError, LookupError, TypeError, ValueError) as exc:  # a value no check foresaw: name the file
        raise Quarantine(f"unreadable value ({type(exc).__name__}: {str(exc)[:300]}); expected the event log layout "
                         f"of the vendor seeds", file=log_name) from None
    if not any(k not in (EventKind.RECORDER_LOG, EventKind.UNKNOWN) for k in cols["kind"]):
        raise Quarantine("no input events", file=log_name)
    return cols


def _read_video(root: Root, d: _Delivery, md: dict[str, Any]) -> tuple[VideoInfo, list[str]]:
    """The video's timeline (checked at ingest), and the delivered resolution held against it."""
    with root.open(d.path(d.video), "rb") as fh:
        vinfo, warnings = inspect_video(fh, d.video)
    vinfo.path = d.video
    res = _resolution(md.get("resolution"))
    if res and vinfo.width and (res[0], res[1]) != (vinfo.width, vinfo.height):
        raise Quarantine(f"metadata resolution {res[0]}x{res[1]} differs from the video's "
                         f"{vinfo.width}x{vinfo.height}", file=d.trajectory)
    return vinfo, warnings


def _prompt(root: Root, d: _Delivery) -> str:
    name = f"{d.tid}-Prompt.txt"
    return root.read_bytes(d.path(name)).decode("utf-8", errors="replace").strip() if name in d.names else ""


def _hash_files(root: Root, d: _Delivery) -> HASH:
    """The content hash of the files read (content, never size alone: a re-delivered video of the same size must
    redo its frames); `_delivered_frames` adds the frames."""
    h = hashlib.sha256()
    for name in sorted(d.names):
        if name in (d.video, d.log, d.trajectory) or name.endswith("Prompt.txt"):
            h.update(f"{name}:{root.sha256(d.path(name))[0]}\n".encode())
    return h


def _delivered_frames(root: Root, d: _Delivery, h: HASH) -> dict[str, str]:
    """`<step>:<before|after>` → path of the frame the vendor delivered under Frames/ (each one hashed into h)."""
    frames: dict[str, str] = {}
    if "Frames" not in d.names:
        return frames
    for f in root.listdir(d.path("Frames")):
        m = FRAME_RE.search(f)
        if m:
            frames[f"{int(m.group(1))}:{m.group(2).lower()}"] = d.path(f"Frames/{f}")
            h.update(f"Frames/{f}:{root.sha256(d.path(f'Frames/{f}'))[0]}\n".encode())
    return frames


def _opt(v: Any) -> str | None:
    return str(v) if v else None


def _meta(ref: RecordingRef, d: _Delivery, md: dict[str, Any], video: VideoInfo, *, intent: Any, prompt: str,
          flags: list[str], steps_available: bool) -> RecordingMeta:
    """The canonical record of a delivery: seed 001's metadata keys, the video's geometry, the delivery checks."""
    task = str(md.get("task_id") or d.tid)
    return RecordingMeta(
        recording_id=ref.recording_id, date=ref.date, source_format="vendor", source_id=task,
        title=str(md.get("instruction") or prompt or d.folder), description=prompt, app=str(md.get("tool_name") or ""),
        content=str(intent or ""), task_id=task, category=_opt(md.get("category")),
        platform=PLATFORMS.get(str(md.get("OS") or md.get("os") or "").lower(), "unknown"),
        keyboard_layout=_opt(md.get("keyboard_layout")), status=_opt(md.get("trajectory_status")),
        outcome=_outcome(md.get("trajectory_status")), rejection_reason=_opt(md.get("rejection_reason")),
        time_base="relative", video_offset_ms=0, offset_source="vendor timeline (video starts at 0)",
        screen_width=video.width, screen_height=video.height, checksum_status="absent", video=video,
        vendor_steps_available=steps_available,
        flags=[*flags, *delivery_checks(md, video.frame_count, video.duration_ms)],
    )


def read_recording(root: Root, ref: RecordingRef) -> LoadedRecording:
    """Vendor logs are strict (no invalid-line allowance): one bad line quarantines the delivery."""
    d = _find_files(root, ref.path)
    traj = _read_trajectory(root, d)
    md: dict[str, Any] = traj["metadata"] if isinstance(traj.get("metadata"), dict) else {}
    text, bom = _log_text(root, d)
    cols = _read_events(text, d.log, ref.recording_id)
    del text
    vinfo, warnings = _read_video(root, d, md)
    prompt = _prompt(root, d)
    h = _hash_files(root, d)
    vendor_steps = read_vendor_steps(traj, d.trajectory) if traj else None
    frames = _delivered_frames(root, d, h)
    meta = _meta(ref, d, md, vinfo, intent=traj.get("intent"), prompt=prompt, flags=[*bom, *warnings],
                 steps_available=vendor_steps is not None)
    events = pl.from_arrow(pa.Table.from_pydict(cols, schema=EVENTS_SCHEMA))
    return LoadedRecording(meta=meta, events=events, video_rel=d.path(d.video), scale_hint=1.0,
                           vendor_steps=vendor_steps, vendor_frames=frames, input_hash=h.hexdigest())


class VendorConnector(Connector):
    name = "vendor"
    gestures = GESTURES
    step_classes = STEP_CLASSES
    task_id_names_task = False  # a TID names one delivery: recordings of one task are found by their instruction
    scroll_pixels_per_unit = SCROLL_PIXELS_PER_UNIT

    def detect(self, root: Root, path: str) -> bool:
        return detect(root, path)

    def recording_id(self, folder: str) -> str:
        tid = task_id(folder)  # the task id names a vendor delivery
        return folder if tid is None else tid

    def bad_id(self, rec_id: str) -> str | None:
        return bad_task_id(rec_id)

    def read(self, root: Root, ref: RecordingRef, settings: PipelineSettings) -> LoadedRecording:
        return read_recording(root, ref)

    def delivered_frame(self, root: Root, rec: LoadedRecording, step: int, side: FrameSide) -> bytes | None:
        rel = rec.vendor_frames.get(f"{step}:{side}")  # found under Frames/ when the delivery was read
        return root.read_bytes(rel) if rel is not None else None


CONNECTOR = VendorConnector()
