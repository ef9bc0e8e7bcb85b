"""Normalise: logical points → video pixels and RU (0-1000), the accessibility element under each
pointer action, secret-field redaction, and each step as a seed 000 `computer` tool call."""

from __future__ import annotations

import bisect
import math
from typing import Any

import polars as pl

from cuaflow.connectors import registry
from cuaflow.schemas.config import ArgumentBounds, GroupingRules, ScrollSettings
from cuaflow.schemas.keys import tool_key_name
from cuaflow.schemas.recording import AxSnapshot, RecordingMeta
from cuaflow.schemas.steps import STEPS_SCHEMA, StepKind
from cuaflow.schemas.tables import polars_types
from cuaflow.schemas.toolcall import ToolCall, to_ru, validate_tool_call
from cuaflow.tasks.secrets import is_secure_role

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


def _innermost(snap: AxSnapshot, x: float, y: float) -> tuple[str, str] | None:
    best = None
    for e in snap.elements:
        if e.x <= x <= e.x + e.width and e.y <= y <= e.y + e.height:
            key = (e.depth, -(e.width * e.height))
            if best is None or key > best[0]:
                best = (key, e)
    if best is None:
        return None
    return best[1].name, best[1].role


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


def tool_call_for(step: dict[str, Any], platform: str, rules: GroupingRules | None = None) -> ToolCall | None:
    del rules  # the call depends on the step only; kept for callers that pass the grouping rules
    kind = step["kind"]
    coord = (step["ru_x"], step["ru_y"]) if step.get("ru_x") is not None else None
    held = held_text(step, platform)
    if kind == StepKind.CLICK and coord:
        return ToolCall.make(_click_action(step["button"], step["click_count"]), coordinate=coord, text=held)
    if kind == StepKind.TAP and coord:
        return ToolCall.make(_click_action("left", step["click_count"]), coordinate=coord)
    if kind == StepKind.DRAG and step["button"] == "left" and step.get("ru_x2") is not None:
        # The drag starts where the cursor is (a `mouse_move` step puts it there); the call names the end.
        return ToolCall.make("left_click_drag", coordinate=(step["ru_x2"], step["ru_y2"]), text=held)
    if kind == StepKind.MOUSE_MOVE and coord:
        return ToolCall.make("mouse_move", coordinate=coord)
    if kind == StepKind.SCROLL and coord:
        # scroll_dx/dy are pixels by now (normalise_steps); seed 000: hscroll negative = left, scroll
        # negative = up, the canonical signs.
        dx, dy = step.get("scroll_dx") or 0.0, step.get("scroll_dy") or 0.0
        if abs(dx) > abs(dy):
            return ToolCall.make("hscroll", coordinate=coord, pixels=round(dx), text=held)
        return ToolCall.make("scroll", coordinate=coord, pixels=round(dy), text=held)
    if kind == StepKind.TYPE and step.get("text"):
        return ToolCall.make("type", text=step["text"])
    if kind in (StepKind.KEY, StepKind.HOTKEY, StepKind.MODIFIER) and step.get("keys"):
        return ToolCall.make("key", keys=[tool_key_name(k, platform) for k in step["keys"]])
    if kind == StepKind.WAIT:
        return ToolCall.make("wait", time=round(step["duration_ms"] / 1000, 1))
    if kind == StepKind.TERMINATE and step.get("status") in ("success", "failure"):
        return ToolCall.make("terminate", status=step["status"])
    return None


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


def normalise_steps(steps: pl.DataFrame, meta: RecordingMeta, ax: list[AxSnapshot], rules: GroupingRules,
                    *, redact: bool = True, scroll: ScrollSettings | None = None,
                    bounds: ArgumentBounds | None = None) -> pl.DataFrame:
    bounds = bounds or ArgumentBounds()
    lw, lh = meta.logical_width, meta.logical_height
    scroll = scroll or ScrollSettings()
    per_unit, units_known = registry.connector(meta.source_format).scroll_units(meta.platform, scroll)
    pw, ph = meta.screen_width or 0, meta.screen_height or 0
    scale = meta.scale
    ax_sorted = sorted(ax, key=lambda s: s.t_ms)
    ax_times = [s.t_ms for s in ax_sorted]
    rows = steps.to_dicts()
    last_pointer_role: str | None = None
    for row in rows:
        flags: list[str] = list(row.get("flags") or [])
        kind = row["kind"]
        for axis in ("scroll_dx", "scroll_dy"):  # one unit for every source: pixels
            if row.get(axis) is not None:
                row[axis] = row[axis] * per_unit
                if not units_known and "scroll_units_unknown" not in flags:
                    flags.append("scroll_units_unknown")  # never another platform's units, silently
        for suffix in ("", "2"):
            x, y = row.get("x" + suffix), row.get("y" + suffix)
            row["px" + suffix] = row["py" + suffix] = row["ru_x" + suffix] = row["ru_y" + suffix] = None
            if x is None or y is None or kind not in POINTER:
                continue
            if any(math.isnan(v) for v in (x, y)):
                if "no_position" not in flags:
                    flags.append("no_position")
                continue
            if not (0 <= x <= lw and 0 <= y <= lh):
                if "off_screen" not in flags:
                    flags.append("off_screen")
                continue
            row["px" + suffix] = min(pw - 1, to_pixel(x, scale))  # on screen: within the video
            row["py" + suffix] = min(ph - 1, to_pixel(y, scale))
            row["ru_x" + suffix] = to_ru(x, lw)
            row["ru_y" + suffix] = to_ru(y, lh)
        row["ax_name"] = row["ax_role"] = None
        if kind in POINTER and row.get("px") is not None and ax_sorted:
            k = bisect.bisect_right(ax_times, row["t_end_ms"]) - 1
            if k >= 0:
                found = _innermost(ax_sorted[k], row["x"], row["y"])
                if found:
                    row["ax_name"], row["ax_role"] = found
            if kind in (StepKind.CLICK, StepKind.TAP):
                last_pointer_role = (row["ax_role"] or "").lower()
        if kind == StepKind.TYPE and row.get("text"):
            secure = "masked" in flags or is_secure_role(last_pointer_role)
            if secure:  # never a training target, whatever `redact` says
                flags.append("secret")
            if redact and secure and set(row["text"]) != {"•"}:
                row["text"] = "•" * len(row["text"])
                flags.append("redacted")
        if meta.outcome == "failure" and kind != StepKind.TERMINATE:
            flags.append("outcome_failure")
        call = tool_call_for(row, meta.platform, rules)
        if call is not None and validate_tool_call(call):
            call = None
        if call is not None and (bound := out_of_bounds(call.to_dict()["arguments"], bounds)) is not None:
            flags += ["out_of_bounds", bound]
        if call is None and "no_tool_call" not in flags and kind != StepKind.TERMINATE:
            flags.append("no_tool_call")
        row["tool_action"] = call.arguments.action if call else None
        row["tool_call"] = call.to_json() if call else None
        row["flags"] = flags
    out = pl.DataFrame(rows, schema=steps.schema | _NORMALISED)
    return out


# The columns normalise fills, typed from STEPS_SCHEMA.
_NORMALISED = polars_types(STEPS_SCHEMA, ("px", "py", "px2", "py2", "ru_x", "ru_y", "ru_x2", "ru_y2", "ax_name",
                                          "ax_role", "tool_action", "tool_call"))
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
