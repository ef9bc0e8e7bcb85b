"""One line of `input_log.jsonl` into one canonical event row: the envelope checked, then the event's own decoder
(`_DECODERS`: the recorder's event names and what each becomes)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import orjson
import polars as pl

from cuaflow.connectors.clones.files import MAX_TIME_MS, finite
from cuaflow.schemas.events import EventKind
from cuaflow.schemas.keys import canonical_key

_UNICODE = re.compile(r"unicode:\s*\[([0-9,\s]*)\]")
_DEAD = re.compile(r"is_dead:\s*(true|false)")
_BUTTONS = {"left": "left", "right": "right", "middle": "middle"}
_PLATFORM_ONLY = {"mousedelta", "joystickdown", "joystickup", "joystickaxis"}
INPUT_KINDS = frozenset({"mouse_move", "mouse_down", "mouse_up", "wheel", "key_down", "key_up"})


def parse_actual_char(value: Any) -> tuple[str | None, bool]:
    """rdev's debug string `UnicodeInfo { name: Some("c"), unicode: [99], is_dead: false }` → ('c', False).
    Windows recorders may write the character itself. Control characters produce no text."""
    if not isinstance(value, str) or not value:
        return None, False
    if value.startswith("UnicodeInfo"):
        dead = bool((m := _DEAD.search(value)) and m.group(1) == "true")
        m = _UNICODE.search(value)
        chars = ""
        if m and m.group(1).strip():
            try:
                chars = "".join(chr(int(c)) for c in m.group(1).split(",") if c.strip())
            except (ValueError, OverflowError):
                chars = ""
            chars = _utf16_pairs(chars)
        text = "".join(c for c in chars if ord(c) >= 32 and ord(c) != 127)
        return (text or None), dead
    text = "".join(c for c in value if ord(c) >= 32 and ord(c) != 127)
    return (text or None), False


class LoneSurrogate(ValueError):
    """A UTF-16 surrogate without its partner: half a character, which no text file can hold."""


def _utf16_pairs(chars: str) -> str:
    """rdev reports UTF-16 code units: a character beyond U+FFFF arrives as a surrogate pair, joined here."""
    if not any(0xD800 <= ord(c) <= 0xDFFF for c in chars):
        return chars
    try:
        return chars.encode("utf-16-le", "surrogatepass").decode("utf-16-le")
    except UnicodeDecodeError:
        lone = next(c for c in chars if 0xD800 <= ord(c) <= 0xDFFF)
        raise LoneSurrogate(f"U+{ord(lone):04X}") from None


def _button(value: Any) -> str:
    if isinstance(value, str):
        return _BUTTONS.get(value.lower(), "other")
    return "other"


def decode_event(text_line: str, row: dict[str, Any], max_event_chars: int = 16) -> None:
    """One line into `row`: the envelope (JSON object, event name, time, data) checked, then the event's own
    decoder; a line that cannot be read becomes `invalid` with the reason."""
    got = _envelope(text_line, row)
    if isinstance(got, str):
        reason: str | None = got
    else:
        event, data = got
        reason = _DECODERS.get(event, _unknown)(event, data, row, max_event_chars)
    if reason is not None:
        row["kind"], row["ignore_reason"] = EventKind.INVALID, reason


def _envelope(text_line: str, row: dict[str, Any]) -> tuple[str, dict[str, Any]] | str:
    """(event name, data) of a line, its source event and time set in `row`; or why the line is invalid."""
    if not text_line.strip():
        return "invalid_line: empty line"
    try:
        obj = orjson.loads(text_line)
    except orjson.JSONDecodeError as exc:
        return f"invalid_line: not JSON ({exc})"
    if not isinstance(obj, dict):
        return "invalid_line: not a JSON object"
    event, data, t = obj.get("event"), obj.get("data"), obj.get("time")
    row["source_event"] = event if isinstance(event, str) else None
    tf = finite(t)
    if not isinstance(event, str) or tf is None or tf < 0 or tf > MAX_TIME_MS:
        return "invalid_line: needs string 'event' and numeric 'time' between 0 and year 9999"
    row["_time"] = int(tf)
    if data is None:
        data = {}
    if not isinstance(data, dict):
        return "invalid_line: 'data' is not an object"
    if (huge := _huge(data)) is not None:
        return (f"invalid_line: field data.{huge[0]} of {event} is {huge[1]:g}, out of range; expected "
                f"at most {MAX_MAGNITUDE:.0e} in magnitude")
    return event, data


# Each decoder fills `row` from one event's data and returns None, or the reason the line is invalid.
_BAD_NUMBERS = "invalid_line: {} of {} must be finite numbers"


def _mouse_move(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    x, y = finite(data.get("x")), finite(data.get("y"))
    if x is None or y is None:
        return _BAD_NUMBERS.format("x/y", event)
    row.update(kind=EventKind.MOUSE_MOVE, x=x, y=y, raw_x=finite(data.get("raw_x")), raw_y=finite(data.get("raw_y")))
    return None


def _mouse_button(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    row["kind"] = EventKind.MOUSE_DOWN if event == "mousedown" else EventKind.MOUSE_UP
    row["button"] = _button(data.get("button"))
    x, y = finite(data.get("x")), finite(data.get("y"))
    if x is not None and y is not None:
        row.update(x=x, y=y)
    return None


def _wheel(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    dy, dx = finite(data.get("delta", data.get("delta_y", 0.0))), finite(data.get("delta_x", 0.0))
    if dy is None or dx is None:
        return _BAD_NUMBERS.format("delta", event)
    # Clones: a negative delta scrolls down. Canonical scroll_dy: + = down.
    row.update(kind=EventKind.WHEEL, scroll_dy=-dy if dy else 0.0, scroll_dx=-dx if dx else 0.0)
    return None


def _key(event: str, data: dict[str, Any], row: dict[str, Any], max_event_chars: int) -> str | None:
    key = data.get("key")
    if not isinstance(key, str) or not key:
        return f"invalid_line: {event} without 'key'"
    try:
        char, dead = parse_actual_char(data.get("actual_char")) if event == "keydown" else (None, False)
    except LoneSurrogate as exc:
        return (f"invalid_line: field data.actual_char holds a lone UTF-16 surrogate ({exc}); "
                "expected whole characters (a surrogate pair or one code point)")
    if char is not None and len(char) > max_event_chars:
        return (f"invalid_line: field data.actual_char produces {len(char)} characters; one key "
                f"press produces at most {max_event_chars}")
    row.update(kind=EventKind.KEY_DOWN if event == "keydown" else EventKind.KEY_UP,
               key=canonical_key(key), key_raw=key, char=char, is_dead=dead)
    return None


def _recorder_log(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    out = data.get("output")
    row.update(kind=EventKind.RECORDER_LOG, text=out if isinstance(out, str) else None, ignore_reason="recorder_log")
    return None


def _ax_snapshot(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    row.update(kind=EventKind.AX_SNAPSHOT, ignore_reason="ax_snapshot", _ax=data)
    return None


def _platform_only(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    row.update(kind=EventKind.PLATFORM_ONLY, ignore_reason="platform_only")
    return None


def _unknown(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    row.update(kind=EventKind.UNKNOWN, ignore_reason="unknown_event")
    return None


_Decoder = Callable[[str, dict[str, Any], dict[str, Any], int], str | None]
_DECODERS: dict[str, _Decoder] = {
    "mousemove": _mouse_move, "mousedown": _mouse_button, "mouseup": _mouse_button, "mousewheel": _wheel,
    "keydown": _key, "keyup": _key, "ffmpeg_stderr": _recorder_log, "ffmpeg_stdout": _recorder_log,
    "axtree_interaction": _ax_snapshot, "axtree": _ax_snapshot, **dict.fromkeys(_PLATFORM_ONLY, _platform_only),
}


# Pixels, points or wheel notches beyond this are damage; arithmetic on them (a sum of deltas times pixels per
# notch) would overflow to infinity and no integer column could hold the result.
MAX_MAGNITUDE = 1e15
_NUMERIC_FIELDS = ("x", "y", "raw_x", "raw_y", "delta", "delta_x", "delta_y")


def _huge(data: dict[str, Any]) -> tuple[str, float] | None:
    for k in _NUMERIC_FIELDS:
        v = finite(data.get(k))
        if v is not None and abs(v) > MAX_MAGNITUDE:
            return k, v
    return None


INPUT_NAMES = ("mousemove", "mousedown", "mouseup", "mousewheel", "keydown", "keyup")
IS_INPUT = pl.col("kind").is_in(list(INPUT_KINDS))
