"""A step as a seed 000 `computer` tool call, by step kind, and the bounds no human action exceeds; the video
pixel a sample's action acts on (`real_coords`). Plain functions of one step row: `normalise.py` calls them once
per step, after the step's point is placed in pixels and RU."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cuaflow.schemas.keys import tool_key_name
from cuaflow.schemas.settings import ArgumentBounds, GroupingRules
from cuaflow.schemas.steps import StepKind
from cuaflow.schemas.toolcall import ToolCall


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
