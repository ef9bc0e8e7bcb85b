"""Normalise: logical points → video pixels and RU (0-1000), secret-field redaction, and each step as a seed 000
`computer` tool call. The element each pointer step acted on is its target (`tasks/targets/targets.py`), the one rule
for an element's name, role and box."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import polars as pl

from cuaflow.connectors import registry
from cuaflow.schemas.keys import tool_key_name
from cuaflow.schemas.recording import AxSnapshot, RecordingMeta
from cuaflow.schemas.settings import ArgumentBounds, GroupingRules, ScrollSettings
from cuaflow.schemas.steps import STEPS_SCHEMA, StepKind
from cuaflow.schemas.tables import polars_types
from cuaflow.schemas.toolcall import ToolCall, to_ru, validate_tool_call
from cuaflow.tasks.recording.secrets import secure_under

POINTER = {StepKind.CLICK, StepKind.DRAG, StepKind.SCROLL, StepKind.MOUSE_MOVE, StepKind.TAP,
           StepKind.LONG_PRESS, StepKind.PINCH}
# Flags that keep a step out of the training samples (it stays in the steps table).
BLOCKING_FLAGS = ("off_screen", "no_position", "before_video", "after_video", "video_gap", "out_of_bounds",
                  "no_tool_call", "right_drag", "outcome_failure", "secret", "private_range", "scroll_units_unknown")


def to_pixel(v: float, scale: float) -> int:
    """A logical coordinate as a video pixel (the pixel containing it)."""
    return int(v * scale)


def real_coords(step: dict[str, Any], action: str, scale: float) -> list[float]:
    """The video pixel a sample's action targets (`real_coords`): a drag's end, the step's own point, or for
    a keyboard step the pointer where it rested (as recorded, so possibly outside the screen)."""
    if action == "left_click_drag" and step["px2"] is not None:
        return [float(step["px2"]), float(step["py2"])]  # the call's coordinate is the drag's end
    if step["px"] is not None:
        return [float(step["px"]), float(step["py"])]
    if step["cursor_x"] is not None:
        return [float(to_pixel(step["cursor_x"], scale)), float(to_pixel(step["cursor_y"], scale))]
    return [0.0, 0.0]


def _click_action(button: str | None, count: int | None) -> str:
    if button == "right":
        return "right_click"
    if button == "middle":
        return "middle_click"
    return {2: "double_click", 3: "triple_click"}.get(count or 1, "left_click")


def held_text(step: dict[str, Any], platform: str) -> str | None:
    """Modifiers held during a pointer action, as the call's `text` ("hold these keys while clicking",
    the convention of Anthropic's computer tool): tool-call key names joined by '+', e.g. "cmd", "ctrl+shift"."""
    mods = step.get("modifiers") or []
    return "+".join(tool_key_name(m, platform) for m in mods) or None


# A step's call, by step kind: each converter gets the step, its RU point (None without one), the modifiers held
# (`held_text`) and the platform, and returns None when the step cannot be expressed.
_Point = tuple[int, int] | None
_Converter = Callable[[dict[str, Any], _Point, str | None, str], ToolCall | None]


def _click_call(step: dict[str, Any], coord: _Point, held: str | None, platform: str) -> ToolCall | None:
    if not coord:
        return None
    return ToolCall.make(_click_action(step["button"], step["click_count"]), coordinate=coord, text=held)


def _tap_call(step: dict[str, Any], coord: _Point, held: str | None, platform: str) -> ToolCall | None:
    return ToolCall.make(_click_action("left", step["click_count"]), coordinate=coord) if coord else None


def _drag_call(step: dict[str, Any], coord: _Point, held: str | None, platform: str) -> ToolCall | None:
    if step["button"] != "left" or step.get("ru_x2") is None:
        return None
    # The drag starts where the cursor is (a `mouse_move` step puts it there); the call names the end.
    return ToolCall.make("left_click_drag", coordinate=(step["ru_x2"], step["ru_y2"]), text=held)


def _move_call(step: dict[str, Any], coord: _Point, held: str | None, platform: str) -> ToolCall | None:
    return ToolCall.make("mouse_move", coordinate=coord) if coord else None


def _scroll_call(step: dict[str, Any], coord: _Point, held: str | None, platform: str) -> ToolCall | None:
    if not coord:
        return None
    # scroll_dx/dy are pixels by now (normalise_steps); seed 000: hscroll negative = left, scroll
    # negative = up, the canonical signs.
    dx, dy = step.get("scroll_dx") or 0.0, step.get("scroll_dy") or 0.0
    if abs(dx) > abs(dy):
        return ToolCall.make("hscroll", coordinate=coord, pixels=round(dx), text=held)
    return ToolCall.make("scroll", coordinate=coord, pixels=round(dy), text=held)


def _type_call(step: dict[str, Any], coord: _Point, held: str | None, platform: str) -> ToolCall | None:
    return ToolCall.make("type", text=step["text"]) if step.get("text") else None


def _key_call(step: dict[str, Any], coord: _Point, held: str | None, platform: str) -> ToolCall | None:
    if not step.get("keys"):
        return None
    return ToolCall.make("key", keys=[tool_key_name(k, platform) for k in step["keys"]])


def _wait_call(step: dict[str, Any], coord: _Point, held: str | None, platform: str) -> ToolCall | None:
    return ToolCall.make("wait", time=round(step["duration_ms"] / 1000, 1))


def _terminate_call(step: dict[str, Any], coord: _Point, held: str | None, platform: str) -> ToolCall | None:
    return ToolCall.make("terminate", status=step["status"]) if step.get("status") in ("success", "failure") else None


_CALLS: dict[StepKind, _Converter] = {
    StepKind.CLICK: _click_call, StepKind.TAP: _tap_call, StepKind.DRAG: _drag_call, StepKind.MOUSE_MOVE: _move_call,
    StepKind.SCROLL: _scroll_call, StepKind.TYPE: _type_call, StepKind.KEY: _key_call, StepKind.HOTKEY: _key_call,
    StepKind.MODIFIER: _key_call, StepKind.WAIT: _wait_call, StepKind.TERMINATE: _terminate_call,
}


def tool_call_for(step: dict[str, Any], platform: str, rules: GroupingRules | None = None) -> ToolCall | None:
    """The step as a seed 000 `computer` tool call, or None when its kind has none or it lacks what the call needs."""
    del rules  # the call depends on the step only; kept for callers that pass the grouping rules
    coord = (step["ru_x"], step["ru_y"]) if step.get("ru_x") is not None else None
    held = held_text(step, platform)
    convert = _CALLS.get(step["kind"])
    return convert(step, coord, held, platform) if convert is not None else None


def out_of_bounds(args: dict[str, Any], bounds: ArgumentBounds) -> str | None:
    """Which argument of a tool call no human action could produce, and the limit, or None."""
    pixels = args.get("pixels")
    if pixels is not None and abs(pixels) > bounds.max_scroll_pixels:
        return f"bound:pixels {pixels} outside ±{bounds.max_scroll_pixels}"
    text = args.get("text")
    if text is not None and len(text) > bounds.max_type_chars:
        return f"bound:text of {len(text)} characters over {bounds.max_type_chars}"
    keys = args.get("keys")
    if keys is not None:
        unknown = [k for k in keys if k.startswith("unknown")]
        if unknown:
            return f"bound:key {unknown[0][:40]!r} is not a known key"
        if len(keys) > bounds.max_keys:
            return f"bound:{len(keys)} keys at once over {bounds.max_keys}"
    wait = args.get("time")
    if wait is not None and wait > bounds.max_wait_s:
        return f"bound:wait of {wait} s over {bounds.max_wait_s:g}"
    return None


@dataclass(frozen=True)
class _Screen:
    """Where a logical point lands: the logical screen (points), the video (pixels) and the scale between them."""

    lw: float
    lh: float
    pw: int
    ph: int
    scale: float


def _flag_once(flags: list[str], flag: str) -> None:
    if flag not in flags:
        flags.append(flag)


def _scroll_in_pixels(row: dict[str, Any], flags: list[str], per_unit: float, units_known: bool) -> None:
    for axis in ("scroll_dx", "scroll_dy"):  # one unit for every source: pixels
        if row.get(axis) is not None:
            row[axis] = row[axis] * per_unit
            if not units_known:
                _flag_once(flags, "scroll_units_unknown")  # never another platform's units, silently


def _place(row: dict[str, Any], flags: list[str], screen: _Screen) -> None:
    """A pointer step's point (and end point) in video pixels and RU; a point without a position or off the
    recorded screen gets none, and its flag."""
    for suffix in ("", "2"):
        x, y = row.get("x" + suffix), row.get("y" + suffix)
        row["px" + suffix] = row["py" + suffix] = row["ru_x" + suffix] = row["ru_y" + suffix] = None
        if x is None or y is None or row["kind"] not in POINTER:
            continue
        if math.isnan(x) or math.isnan(y):
            _flag_once(flags, "no_position")
        elif not (0 <= x <= screen.lw and 0 <= y <= screen.lh):
            _flag_once(flags, "off_screen")
        else:
            row["px" + suffix] = min(screen.pw - 1, to_pixel(x, screen.scale))  # on screen: within the video
            row["py" + suffix] = min(screen.ph - 1, to_pixel(y, screen.scale))
            row["ru_x" + suffix] = to_ru(x, screen.lw)
            row["ru_y" + suffix] = to_ru(y, screen.lh)


def _protect_typing(row: dict[str, Any], flags: list[str], after_secure_press: bool, redact: bool) -> None:
    """Typing into a masked or secure field is never a training target; its text is bullets when `redact`."""
    if row["kind"] != StepKind.TYPE or not row.get("text"):
        return
    secure = "masked" in flags or after_secure_press
    if secure:  # never a training target, whatever `redact` says
        flags.append("secret")
    if redact and secure and set(row["text"]) != {"•"}:
        row["text"] = "•" * len(row["text"])
        flags.append("redacted")


def _checked_call(row: dict[str, Any], flags: list[str], platform: str, rules: GroupingRules,
                  bounds: ArgumentBounds) -> ToolCall | None:
    """The step's valid tool call or None, flagged `out_of_bounds` (and why) or `no_tool_call`."""
    call = tool_call_for(row, platform, rules)
    if call is not None and validate_tool_call(call):
        call = None
    if call is not None and (bound := out_of_bounds(call.to_dict()["arguments"], bounds)) is not None:
        flags += ["out_of_bounds", bound]
    if call is None and "no_tool_call" not in flags and row["kind"] != StepKind.TERMINATE:
        flags.append("no_tool_call")
    return call


def normalise_steps(steps: pl.DataFrame, meta: RecordingMeta, ax: list[AxSnapshot], rules: GroupingRules,
                    *, redact: bool = True, scroll: ScrollSettings | None = None,
                    bounds: ArgumentBounds | None = None) -> pl.DataFrame:
    """Every step in pixels and RU, with the element under it, secure typing protected and its tool call; each
    reason a step cannot be a sample is added to its `flags`."""
    bounds = bounds or ArgumentBounds()
    scroll = scroll or ScrollSettings()
    per_unit, units_known = registry.connector(meta.source_format).scroll_units(meta.platform, scroll)
    screen = _Screen(meta.logical_width, meta.logical_height, meta.screen_width or 0, meta.screen_height or 0,
                     meta.scale)
    ax_sorted = sorted(ax, key=lambda s: s.t_ms)
    ax_times = [s.t_ms for s in ax_sorted]
    rows = steps.to_dicts()
    secure_press = False  # the last click or tap landed in a secure field (the rule ingest scrubs by)
    for row in rows:
        flags: list[str] = list(row.get("flags") or [])
        _scroll_in_pixels(row, flags, per_unit, units_known)
        _place(row, flags, screen)
        if row["kind"] in (StepKind.CLICK, StepKind.TAP):
            secure_press = secure_under(ax_sorted, ax_times, row["t_start_ms"], row.get("x"), row.get("y"))
        _protect_typing(row, flags, secure_press, redact)
        if meta.outcome == "failure" and row["kind"] != StepKind.TERMINATE:
            flags.append("outcome_failure")
        call = _checked_call(row, flags, meta.platform, rules, bounds)
        row["tool_action"] = call.arguments.action if call else None
        row["tool_call"] = call.to_json() if call else None
        row["flags"] = flags
    out = pl.DataFrame(rows, schema=steps.schema | _NORMALISED)
    return out


# The columns normalise fills, typed from STEPS_SCHEMA.
_NORMALISED = polars_types(STEPS_SCHEMA, ("px", "py", "px2", "py2", "ru_x", "ru_y", "ru_x2", "ru_y2", "tool_action",
                                          "tool_call"))
_STEP_TYPES = polars_types(STEPS_SCHEMA)


def with_utc(steps: pl.DataFrame, meta: RecordingMeta) -> pl.DataFrame:
    """`t_start_utc`: the event clock's origin in UTC (`RecordingMeta.origin_utc_ms`) plus the step's start."""
    origin = meta.origin_utc_ms
    start = pl.lit(None, dtype=pl.Int64) if origin is None else pl.col("t_start_ms") + origin
    return steps.with_columns(t_start_utc=start.cast(pl.Datetime("ms", time_zone="UTC")))


def finish_steps(steps: pl.DataFrame) -> pl.DataFrame:
    """Eligibility for samples, then every column of STEPS_SCHEMA in order."""
    for name, dtype in _STEP_TYPES.items():
        if name not in steps.columns:
            steps = steps.with_columns(pl.lit(None, dtype=dtype).alias(name))
    blocking = pl.element().is_in(list(BLOCKING_FLAGS))
    blocked = pl.col("flags").list.eval(blocking).list.any()
    steps = steps.with_columns(
        sample_eligible=pl.col("tool_call").is_not_null() & pl.col("pre_image").is_not_null() & ~blocked,
        skip_reason=pl.when(blocked).then(pl.col("flags").list.eval(pl.element().filter(blocking)).list.join(","))
        .when(pl.col("tool_call").is_null()).then(pl.lit("no_tool_call"))
        .when(pl.col("pre_image").is_null()).then(pl.lit("no_pre_image"))
        .otherwise(None),
    )
    return steps.select(STEPS_SCHEMA.names)
