"""GLM-4.5V / 4.6V output (`--format glm`): its grounding answer, a box `[x1,y1,x2,y2]` (or a point `[x,y]`)
between `<|begin_of_box|>` and `<|end_of_box|>` (a click at the box's centre), and its GUI action lines:
`left_click`, `right_click`, `middle_click`, `hover`, `left_double_click`, `left_triple_click` (`start_box='[x,y]'`
or a box), `left_drag(start_box=…, end_box=…)`, `key(keys='ctrl+c')`, `type(content=…)`, `scroll(start_box=…,
direction=…, step=5)` (notches), `WAIT()`, `DONE()`, `FAIL()`; the box markers may wrap the whole action or its
point. Coordinates are returned as written (a 0-1000 grid: the `glm` dialect maps them to RU)."""

from __future__ import annotations

import re
from typing import Any

from cuaflow.tasks.evaluation.pycalls import Unreadable, calls_of

BOX_OPEN, BOX_CLOSE = "<|begin_of_box|>", "<|end_of_box|>"
_POINTER = {"left_click": "left_click", "click": "left_click", "right_click": "right_click",
            "middle_click": "middle_click", "hover": "mouse_move", "left_double_click": "double_click",
            "double_click": "double_click", "left_triple_click": "triple_click", "triple_click": "triple_click"}
_OTHER = ("left_drag", "drag", "key", "type", "scroll", "WAIT", "DONE", "FAIL")
_VERBS = "|".join((*_POINTER, *_OTHER))
_CALL = re.compile(rf"(?<![\w.])({_VERBS})\s*\(")
_MARK = re.compile(r"<\|begin_of_box\|>|(?<![\w.])(?:left_click|left_double_click|left_triple_click|middle_click|"
                   r"left_drag|WAIT|DONE|FAIL)\s*\(|(?<![\w.])key\s*\(\s*keys\s*=|"
                   r"(?<![\w.])scroll\s*\([^)]*\bstep\s*=")
_NUMBER = re.compile(r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)")
_SCROLL = {"down": ("scroll", 1), "up": ("scroll", -1), "right": ("hscroll", 1), "left": ("hscroll", -1)}
GLM_SCROLL_STEP = 5  # `step` when the call gives none


def looks_like(text: str) -> bool:
    return bool(_MARK.search(text))


def _point(value: Any, what: str) -> list[float]:
    nums = [float(v) for v in value] if isinstance(value, list | tuple) else (
        [float(n) for n in _NUMBER.findall(value)] if isinstance(value, str) else [])
    if len(nums) == 2:
        return nums
    if len(nums) == 4:
        return [(nums[0] + nums[2]) / 2, (nums[1] + nums[3]) / 2]
    raise Unreadable(f"{what} is not a point [x,y] or a box [x1,y1,x2,y2]: {value!r}")


def _call(name: str, args: list[Any], kw: dict[str, Any], scroll_unit: float) -> list[dict[str, Any]]:
    where = kw.get("start_box", kw.get("box", args[0] if args else None))
    if name in _POINTER:
        return [{"action": _POINTER[name], "coordinate": _point(where, name)}]
    if name in ("left_drag", "drag"):
        return [{"action": "left_click_drag", "start_coordinate": _point(where, f"{name} start"),
                 "coordinate": _point(kw.get("end_box"), f"{name} end")}]
    if name == "key":
        keys = kw.get("keys", args[0] if args else None)
        if not isinstance(keys, str) or not keys.strip():
            raise Unreadable(f"key needs keys='…', got {keys!r}")
        return [{"action": "key", "keys": [k for k in re.split(r"[\s+]+", keys.strip()) if k]}]
    if name == "type":
        content = kw.get("content", args[0] if args else None)
        if not isinstance(content, str):
            raise Unreadable(f"type needs content='…', got {content!r}")
        return [{"action": "type", "text": content}]
    if name == "scroll":
        direction = str(kw.get("direction", "")).strip().lower()
        if direction not in _SCROLL:
            raise Unreadable(f"scroll direction {direction!r} is not up, down, left or right")
        action, sign = _SCROLL[direction]
        step = kw.get("step", GLM_SCROLL_STEP)
        if isinstance(step, bool) or not isinstance(step, int | float):
            raise Unreadable(f"scroll step {step!r} is not a number")
        call: dict[str, Any] = {"action": action, "pixels": sign * step * scroll_unit}
        if where is not None:
            call["coordinate"] = _point(where, "scroll")
        return [call]
    if name == "WAIT":
        return [{"action": "wait", "time": 5.0}]
    return [{"action": "terminate", "status": "success" if name == "DONE" else "failure"}]


def _call_text(text: str, start: int) -> str:
    """The call starting at `start`, up to its closing parenthesis (quotes respected)."""
    depth, quote = 0, ""
    for k in range(start, len(text)):
        ch = text[k]
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return text[start:k + 1]
    raise Unreadable(f"unbalanced call: {text[start:start + 80]}")


def read_glm(text: str, scroll_unit: float) -> list[dict[str, Any]]:
    plain = text.replace(BOX_OPEN, "").replace(BOX_CLOSE, "")
    calls: list[dict[str, Any]] = []
    for m in _CALL.finditer(plain):
        for name, args, kw in calls_of(_call_text(plain, m.start())):
            calls += _call(name, args, kw, scroll_unit)
    if calls:
        return calls
    boxes = re.findall(re.escape(BOX_OPEN) + r"(.*?)" + re.escape(BOX_CLOSE), text, re.DOTALL)
    if boxes:  # a grounding answer: the element is there, a click at its centre
        return [{"action": "left_click", "coordinate": _point(boxes[0], "the box")}]
    raise Unreadable("no GLM action and no <|begin_of_box|> box")


__all__ = ["BOX_CLOSE", "BOX_OPEN", "looks_like", "read_glm"]
