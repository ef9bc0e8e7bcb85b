"""The `computer` tool call of seed 000: 14 actions, RU coordinates in [0, 1000].

The one place a tool call is written and read back: `ToolCall.to_json()` writes the arguments in the seed's
key order (action, coordinate, pixels, keys, text, time, status) so every file that carries a call is
byte-stable; `ToolCall.from_json()` reads (and validates) it; `to_turn()` / `from_turn()` do the same for the
gpt turn of a sample (`<tool_call>` tags). Everything else handles `ToolCall` objects.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, model_serializer

RU_MAX = 1000

ToolAction = Literal[
    "left_click",
    "right_click",
    "middle_click",
    "double_click",
    "triple_click",
    "scroll",
    "hscroll",
    "mouse_move",
    "left_click_drag",
    "key",
    "type",
    "wait",
    "terminate",
    "answer",
]
ACTIONS: tuple[str, ...] = get_args(ToolAction)

# Required argument per action. The seed's table lists the common ones; the rest follow the same pattern
# (every pointer action needs a coordinate; `answer` carries its text).
REQUIRED: dict[str, tuple[str, ...]] = {
    "left_click": ("coordinate",),
    "right_click": ("coordinate",),
    "middle_click": ("coordinate",),
    "double_click": ("coordinate",),
    "triple_click": ("coordinate",),
    "scroll": ("coordinate", "pixels"),
    "hscroll": ("coordinate", "pixels"),
    "mouse_move": ("coordinate",),
    "left_click_drag": ("coordinate",),
    "key": ("keys",),
    "type": ("text",),
    "wait": ("time",),
    "terminate": ("status",),
    "answer": ("text",),
}
ARG_ORDER: tuple[str, ...] = ("action", "coordinate", "pixels", "keys", "text", "time", "status")
TERMINATE_STATUSES = ("success", "failure")
# `computer` is seed 000's name; `computer_use` is what the cudag package (and Qwen-VL agent prompts) expect.
ToolName = Literal["computer", "computer_use"]
TOOL_NAMES: tuple[str, ...] = get_args(ToolName)


class ToolArguments(BaseModel):
    model_config = ConfigDict(extra="forbid")

    action: ToolAction
    coordinate: tuple[int, int] | None = None
    pixels: int | None = None
    keys: list[str] | None = None
    text: str | None = None
    time: float | None = None
    status: Literal["success", "failure"] | None = None


class ToolCall(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: ToolName = "computer"
    arguments: ToolArguments

    @model_serializer(mode="plain")
    def to_dict(self) -> dict[str, Any]:
        """The seed's JSON object (also what `model_dump` gives, so models holding a call dump it this way)."""
        args = self.arguments.model_dump(exclude_none=True)
        ordered = {k: (list(args[k]) if k == "coordinate" else args[k]) for k in ARG_ORDER if k in args}
        return {"name": self.name, "arguments": ordered}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    def named(self, name: str) -> ToolCall:
        """The same call under another tool name (`tool_name` in dataset.yaml)."""
        return self if name == self.name else self.model_copy(update={"name": name})

    def history_line(self) -> str:
        """The call's arguments as one line of JSON, in the seed's key order: a history line of a prompt."""
        return json.dumps(self.to_dict()["arguments"], ensure_ascii=False)

    def to_turn(self) -> str:
        """The gpt turn of a training sample, exactly as seed 000 wraps it."""
        return TURN_OPEN + self.to_json() + TURN_CLOSE

    @classmethod
    def from_json(cls, text: str) -> ToolCall:
        """Inverse of `to_json`; raises ValueError naming every problem of an invalid call."""
        data = json.loads(text)
        errors = validate_tool_call(data)
        if errors:
            raise ValueError(f"invalid tool call: {errors}")
        return cls.model_validate(data)

    @classmethod
    def from_turn(cls, value: str) -> ToolCall:
        """Inverse of `to_turn`; raises ValueError on a malformed turn or an invalid call."""
        return cls.from_json(_unwrap(value))

    @property
    def action(self) -> str:
        return self.arguments.action

    @property
    def coordinate(self) -> list[int] | None:
        c = self.arguments.coordinate
        return list(c) if c is not None else None

    def describe(self) -> str:
        """The call as a short line of text (the history window of a prompt)."""
        a = self.arguments
        if a.coordinate is not None:
            extra = f" {a.coordinate[0]},{a.coordinate[1]}"
            if a.pixels is not None:
                extra += f" by {a.pixels}"
            if a.text is not None:  # modifiers held during the pointer action
                extra += f" holding {a.text}"
            return a.action + extra
        if a.text is not None:
            return f"{a.action} {json.dumps(a.text, ensure_ascii=False)}"
        if a.keys is not None:
            return f"{a.action} {'+'.join(a.keys)}"
        if a.time is not None:
            return f"{a.action} {a.time}s"
        return f"{a.action} {a.status or ''}".strip()

    # Constructors in the style of the seed's `ToolCall.left_click((500, 300))`.
    @classmethod
    def make(cls, action: str, **kwargs: Any) -> ToolCall:
        return cls(arguments=ToolArguments(action=action, **kwargs))

    @classmethod
    def left_click(cls, coordinate: tuple[int, int]) -> ToolCall:
        return cls.make("left_click", coordinate=coordinate)


def _is_number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _coordinate_error(coord: Any) -> str | None:
    if not isinstance(coord, list | tuple) or len(coord) != 2 or not all(_is_number(v) for v in coord):
        return f"coordinate must be [x, y] numbers, got {coord!r}"
    if not all(0 <= v <= RU_MAX for v in coord):
        return f"coordinate {list(coord)} outside [0, {RU_MAX}]"
    return None


def _pixels_error(pixels: Any) -> str | None:
    return None if _is_number(pixels) else "pixels must be a number"


def _keys_error(keys: Any) -> str | None:
    if isinstance(keys, list) and keys and all(isinstance(k, str) and k for k in keys):
        return None
    return "keys must be a non-empty list of key names"


def _text_error(text: Any) -> str | None:
    return None if isinstance(text, str) else "text must be a string"


def _time_error(t: Any) -> str | None:
    if not _is_number(t) or t < 0:
        return "time must be a non-negative number of seconds"
    return None


def _status_error(status: Any) -> str | None:
    return None if status in TERMINATE_STATUSES else f"status must be one of {TERMINATE_STATUSES}, got {status!r}"


# The check of each argument's value when present, in the seed's key order (the order problems are listed in).
_ARGUMENT_CHECKS: dict[str, Callable[[Any], str | None]] = {
    "coordinate": _coordinate_error,
    "pixels": _pixels_error,
    "keys": _keys_error,
    "text": _text_error,
    "time": _time_error,
    "status": _status_error,
}


def _argument_errors(action: str, args: dict[str, Any]) -> list[str]:
    errors: list[str] = []
    unknown = sorted(set(args) - set(ARG_ORDER))
    if unknown:
        errors.append(f"unknown argument(s) {unknown}")
    errors += [f"action {action!r} requires {field!r}" for field in REQUIRED[action] if args.get(field) is None]
    for name, check in _ARGUMENT_CHECKS.items():
        value = args.get(name)
        if value is not None and (problem := check(value)) is not None:
            errors.append(problem)
    return errors


def validate_tool_call(call: ToolCall | dict[str, Any]) -> list[str]:
    """Return the list of problems with a tool call (empty when valid), like cudag's validator."""
    data = call.to_dict() if isinstance(call, ToolCall) else call
    errors: list[str] = []
    if not isinstance(data, dict):
        return ["tool call must be an object"]
    if data.get("name") not in TOOL_NAMES:
        errors.append(f"name must be one of {TOOL_NAMES}, got {data.get('name')!r}")
    args = data.get("arguments")
    if not isinstance(args, dict):
        return [*errors, "arguments must be an object"]
    action = args.get("action")
    if action not in REQUIRED:
        return [*errors, f"unknown action {action!r}"]
    return errors + _argument_errors(action, args)


TURN_OPEN, TURN_CLOSE = "<tool_call>\n", "\n</tool_call>"


def _unwrap(value: str) -> str:
    if not (value.startswith(TURN_OPEN) and value.endswith(TURN_CLOSE)):
        raise ValueError("gpt turn is not wrapped in <tool_call> tags")
    return value[len(TURN_OPEN) : -len(TURN_CLOSE)]


def parse_tool_call_turn(value: str) -> dict[str, Any]:
    """A gpt turn's call as plain JSON data, unvalidated (for readers that check it with `validate_tool_call`);
    raises ValueError on a malformed turn."""
    return json.loads(_unwrap(value))


def to_ru(value: float, extent: float) -> int:
    """Seed 000 RU: value / extent * 1000, rounded half away from zero and clamped to [0, 1000]."""
    if extent <= 0:
        raise ValueError("extent must be positive")
    ru = value / extent * RU_MAX
    rounded = int(ru + 0.5) if ru >= 0 else -int(-ru + 0.5)
    return max(0, min(RU_MAX, rounded))


Tolerance = int | tuple[int, int]


def tolerance_pair(tol: int | list[int] | tuple[int, int]) -> tuple[int, int]:
    if isinstance(tol, int):
        return (tol, tol)
    if len(tol) != 2:
        raise ValueError("tolerance must be an int or [x, y]")
    return (int(tol[0]), int(tol[1]))


def within_tolerance(predicted: tuple[int, int], expected: tuple[int, int], tol: Tolerance) -> bool:
    tx, ty = tolerance_pair(tol)
    return abs(predicted[0] - expected[0]) <= tx and abs(predicted[1] - expected[1]) <= ty


__all__ = [
    "ACTIONS",
    "ARG_ORDER",
    "REQUIRED",
    "RU_MAX",
    "TOOL_NAMES",
    "ToolArguments",
    "ToolCall",
    "parse_tool_call_turn",
    "to_ru",
    "tolerance_pair",
    "validate_tool_call",
    "within_tolerance",
]
