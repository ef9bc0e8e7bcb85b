"""Raw input events in canonical form: one row per source log line, the original line kept."""

from __future__ import annotations

from enum import StrEnum

import pyarrow as pa


class EventKind(StrEnum):
    MOUSE_MOVE = "mouse_move"
    MOUSE_DOWN = "mouse_down"
    MOUSE_UP = "mouse_up"
    WHEEL = "wheel"
    KEY_DOWN = "key_down"
    KEY_UP = "key_up"
    TEXT = "text"  # a whole text input event (vendor `input_text`), value possibly masked
    GESTURE = "gesture"  # a whole touch gesture (mobile): source_event names it (the connector maps names
    #                      to `Gesture`); x/y (and x2/y2) in pixels
    RECORDER_LOG = "recorder_log"  # ffmpeg stdout/stderr lines: used for the clock, not for steps
    AX_SNAPSHOT = "ax_snapshot"  # accessibility-tree snapshots: used for element names, not for steps
    PLATFORM_ONLY = "platform_only"  # Windows mousedelta / joystick: counted, ignored
    UNKNOWN = "unknown"  # an event name the connector does not know
    INVALID = "invalid"  # a line that could not be read (bad UTF-8, bad JSON, wrong types)


class Gesture(StrEnum):
    """What a touch gesture does, whatever a source calls it: each connector maps its own gesture names
    here (`Connector.gestures`) and the group stage turns each into one step."""

    TAP = "tap"  # one tap: a left click at x/y
    DOUBLE_TAP = "double_tap"
    LONG_PRESS = "long_press"  # press held duration_ms at x/y
    PINCH = "pinch"  # two fingers, x/y and x2/y2
    SCROLL = "scroll"  # content scrolled by scroll_dx/scroll_dy at x/y
    SWIPE = "swipe"  # a one-finger drag from x/y to x2/y2
    DEVICE = "device"  # a hardware or system button (back, home, rotate): no screen position


INPUT_KINDS: frozenset[str] = frozenset(
    {EventKind.MOUSE_MOVE, EventKind.MOUSE_DOWN, EventKind.MOUSE_UP, EventKind.WHEEL,
     EventKind.KEY_DOWN, EventKind.KEY_UP, EventKind.TEXT, EventKind.GESTURE}
)

# Reasons an event is consumed by no step. Every event has either a step_index or one of these.
IGNORE_REASONS: dict[str, str] = {
    "duplicate": "same event and data as one within the duplicate window (two recorder listeners)",
    "recorder_log": "recorder's own log line (used to align the video clock)",
    "ax_snapshot": "accessibility snapshot (used for element names)",
    "platform_only": "Windows-only raw device event (mousedelta, joystick)",
    "unknown_event": "event name not part of the source format",
    "invalid_line": "line could not be parsed",
    "cursor_jitter": "mouse movement below the move threshold, not followed by a pointer action",
    "orphan_release": "key-up or mouse-up with no matching press",
    "unknown_button": "mouse button other than left/right/middle",
    "unreleased_modifier": "modifier pressed alone and never released before the log ended",
    "dead_key_only": "dead key that composed no character",
    "empty_scroll": "wheel burst whose deltas sum to zero",
    "covered_by_text_input": "key press inside a vendor input_text span (the span's text is the step)",
}

EVENTS_SCHEMA = pa.schema(
    [
        pa.field("recording_id", pa.string(), nullable=False),
        pa.field("line_no", pa.int32(), nullable=False),  # 0-based line in the source log
        pa.field("t_ms", pa.int64()),  # event clock, ms since the log origin
        pa.field("source_event", pa.string()),  # event name as written by the recorder
        pa.field("kind", pa.string(), nullable=False),  # EventKind
        pa.field("x", pa.float64()),  # logical points, primary monitor
        pa.field("y", pa.float64()),
        pa.field("raw_x", pa.float64()),
        pa.field("raw_y", pa.float64()),
        pa.field("button", pa.string()),  # left | right | middle | other
        pa.field("scroll_dx", pa.float64()),  # + = right
        pa.field("scroll_dy", pa.float64()),  # + = down (content moves up)
        pa.field("key", pa.string()),  # canonical key name (schemas.keys)
        pa.field("key_raw", pa.string()),
        pa.field("char", pa.string()),  # character produced (layout-aware), null when none
        pa.field("is_dead", pa.bool_()),
        pa.field("text", pa.string()),  # whole-text events
        pa.field("masked", pa.bool_()),  # the source says the value is secret
        pa.field("click_count", pa.int8()),  # when the source reports it
        pa.field("x2", pa.float64()),  # second point of two-finger gestures / swipe end
        pa.field("y2", pa.float64()),
        pa.field("duration_ms", pa.int64()),  # long press, swipe
        pa.field("duplicate", pa.bool_()),
        pa.field("ignore_reason", pa.string()),
        pa.field("step_index", pa.int32()),
        pa.field("raw", pa.string()),  # the original line
    ]
)
