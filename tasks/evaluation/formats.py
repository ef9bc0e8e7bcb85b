"""What a model printed → the `computer` tool calls it means (arguments, coordinates still in the model's units).

Six forms (`--format`), tried in this order by `auto` (schemas.evaluation.FORMATS):

- `cudag`: `<tool_call>{…}</tool_call>` blocks (seed 000, Qwen-VL agents), or the call object, its `arguments`
  alone or a JSON array of calls, bare or in a Markdown ```json fence;
- `openai`: a chat-completions message (`tool_calls` / `function_call`, whole response or `choices` alike), a
  function tool call, or a Responses-API `computer_call` (`click`, `double_click`, `drag`, `keypress`, `move`,
  `scroll`, `type`, `wait`);
- `anthropic`: `tool_use` blocks (a message, its `content`, or one block) of the computer tool (`left_click`, …,
  `key` with `text`, `scroll` with `scroll_direction`/`scroll_amount`, `wait` with `duration`);
- `pyautogui`: Python calls `pyautogui.*` / `computer.*` (OpenCUA/AgentNet), tasks/evaluation/pycalls.py;
- `glm`: GLM-4.5V's `<|begin_of_box|>[x1,y1,x2,y2]<|end_of_box|>` and its action lines, tasks/evaluation/glm.py;
- `uitars`: UI-TARS actions (`Action: click(start_box='(x,y)')`), tasks/evaluation/pycalls.py.

`auto` reads an output with every form whose marks it carries and keeps the first in that order that reads it;
when several forms' marks are present the output is reported ambiguous (never decided silently). An output no
form reads is `unparsable` with the reason."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cuaflow.schemas.evaluation import FORMATS
from cuaflow.schemas.toolcall import ACTIONS
from cuaflow.tasks.evaluation import glm, pycalls
from cuaflow.tasks.evaluation.pycalls import Unreadable

_TOOL_CALL = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", re.DOTALL)
_FENCE = re.compile(r"```[ \t]*([A-Za-z0-9_+-]*)[ \t]*\n(.*?)```", re.DOTALL)
_RAW_MAX = 2000  # characters of a model's output kept in a verdict


@dataclass
class Parsed:
    """One output, read: its calls (arguments; coordinates in the file's units until `units.apply`)."""

    calls: list[dict[str, Any]] = field(default_factory=list)
    format: str | None = None
    error: str | None = None  # "unparsable: …" when nothing could be read
    ambiguous: list[str] = field(default_factory=list)  # other forms whose marks the output carries
    raw: Any = None
    implied: str | None = None  # the dialect the form itself fixes (a computer_call, tool_use, GLM), if any

    def raw_text(self) -> str:
        text = self.raw if isinstance(self.raw, str) else json.dumps(self.raw, ensure_ascii=False)
        return text if len(text) <= _RAW_MAX else text[:_RAW_MAX] + f"… ({len(text) - _RAW_MAX} more characters)"


# --- JSON values ---------------------------------------------------------------------------------------------

def _json_values(text: str) -> list[Any] | None:
    """The JSON a text holds: its ```json fences (each one), else the whole text; None when it holds none."""
    fenced = [body for lang, body in _FENCE.findall(text) if lang.lower() in ("", "json", "jsonc")]
    values = []
    for body in fenced or [text]:
        try:
            values.append(json.loads(body))
        except ValueError:
            continue
    return values or None


def _as_values(raw: Any) -> list[Any]:
    if isinstance(raw, str):
        values = _json_values(raw.strip())
        if values is None:
            raise Unreadable("the text is not JSON (nor a ```json fence holding JSON)")
        return values
    return [raw]


def _flatten(values: list[Any], one: Callable[[Any], list[dict[str, Any]]]) -> list[dict[str, Any]]:
    calls: list[dict[str, Any]] = []
    for v in values:
        for item in v if isinstance(v, list) else [v]:
            calls += one(item)
    if not calls:
        raise Unreadable("no call in it")
    return calls


def _arguments(value: Any, what: str) -> dict[str, Any]:
    if isinstance(value, str):  # some models emit the arguments as a JSON string
        try:
            value = json.loads(value)
        except ValueError:
            raise Unreadable(f"{what} is a string that is not JSON") from None
    if not isinstance(value, dict):
        raise Unreadable(f"{what} is not an object")
    return dict(value)


# --- cudag ---------------------------------------------------------------------------------------------------

def _cudag_call(item: Any) -> list[dict[str, Any]]:
    if not isinstance(item, dict):
        raise Unreadable(f"a tool call object was expected, got {type(item).__name__}")
    args = _arguments(item.get("arguments", item), "`arguments`")
    if not isinstance(args.get("action"), str):
        raise Unreadable("no `arguments.action`")
    return [args]


def read_cudag(raw: Any) -> list[dict[str, Any]]:
    if isinstance(raw, str) and (blocks := _TOOL_CALL.findall(raw)):
        values = []
        for k, block in enumerate(blocks, 1):
            try:
                values.append(json.loads(block))
            except ValueError as exc:
                where = "the <tool_call> block" if len(blocks) == 1 else f"<tool_call> block {k}"
                raise Unreadable(f"{where} is not JSON ({exc})") from None
        return _flatten(values, _cudag_call)
    if isinstance(raw, str):
        try:
            values = _as_values(raw)
        except Unreadable:
            raise Unreadable("no <tool_call> block, and the text is not JSON") from None
        return _flatten(values, _cudag_call)
    return _flatten([raw], _cudag_call)


# --- openai --------------------------------------------------------------------------------------------------

def _function(name: Any, arguments: Any) -> list[dict[str, Any]]:
    args = _arguments(arguments if arguments is not None else {}, f"the arguments of function {name!r}")
    if isinstance(args.get("action"), str):
        return [args]
    if name in ACTIONS:  # one function per action: the name is the action
        return [{"action": name, **args}]
    raise Unreadable(f"function {name!r} is neither a tool with an `action` argument nor an action")


_OPENAI_BUTTONS = {"left": "left_click", "right": "right_click", "wheel": "middle_click", "middle": "middle_click"}


def _xy(a: dict[str, Any]) -> list[Any]:
    return [a.get("x"), a.get("y")]


def _computer_action(a: Any) -> list[dict[str, Any]]:
    """A Responses-API `computer_call` action (coordinates in the screenshot's pixels by OpenAI's convention)."""
    if not isinstance(a, dict):
        raise Unreadable("`computer_call.action` is not an object")
    kind = a.get("type")
    if kind == "click":
        button = a.get("button", "left")
        if button not in _OPENAI_BUTTONS:
            raise Unreadable(f"click with button {button!r} is not an action of the computer tool")
        return [{"action": _OPENAI_BUTTONS[button], "coordinate": _xy(a)}]
    simple = {"double_click": "double_click", "move": "mouse_move"}
    if kind in simple:
        return [{"action": simple[kind], "coordinate": _xy(a)}]
    if kind == "drag":
        path = a.get("path") or []
        if len(path) < 2 or not all(isinstance(p, dict) for p in path):
            raise Unreadable("drag needs a `path` of at least two points")
        return [{"action": "left_click_drag", "start_coordinate": _xy(path[0]), "coordinate": _xy(path[-1])}]
    if kind == "keypress":
        return [{"action": "key", "keys": a.get("keys")}]
    if kind == "type":
        return [{"action": "type", "text": a.get("text")}]
    if kind == "wait":
        return [{"action": "wait"}]
    if kind == "scroll":
        out = [{"action": "scroll", "coordinate": _xy(a), "pixels": a["scroll_y"]} if a.get("scroll_y") else None,
               {"action": "hscroll", "coordinate": _xy(a), "pixels": a["scroll_x"]} if a.get("scroll_x") else None]
        return [c for c in out if c] or [{"action": "scroll", "coordinate": _xy(a), "pixels": 0}]
    raise Unreadable(f"computer_call action {kind!r} is not an action of the computer tool")


def _openai_item(item: Any) -> list[dict[str, Any]]:
    if not isinstance(item, dict):
        raise Unreadable(f"an object was expected, got {type(item).__name__}")
    if isinstance(item.get("choices"), list) and item["choices"]:
        return _openai_item(item["choices"][0].get("message") if isinstance(item["choices"][0], dict) else None)
    if isinstance(item.get("tool_calls"), list) and item["tool_calls"]:
        return _flatten([item["tool_calls"]], _openai_item)
    if isinstance(item.get("function_call"), dict):
        return _function(item["function_call"].get("name"), item["function_call"].get("arguments"))
    if isinstance(item.get("function"), dict):
        return _function(item["function"].get("name"), item["function"].get("arguments"))
    if item.get("type") == "function_call":
        return _function(item.get("name"), item.get("arguments"))
    if item.get("type") == "computer_call":
        return _computer_action(item.get("action"))
    if isinstance(item.get("output"), list):
        calls = [c for o in item["output"] if isinstance(o, dict) and o.get("type") in (
            "computer_call", "function_call") for c in _openai_item(o)]
        if calls:
            return calls
    raise Unreadable("no `tool_calls`, `function_call` or `computer_call` in it")


def read_openai(raw: Any) -> list[dict[str, Any]]:
    return _flatten(_as_values(raw), _openai_item)


# --- anthropic -----------------------------------------------------------------------------------------------

_ANTHROPIC_NOT_ACTIONS = ("screenshot", "cursor_position", "hold_key", "left_mouse_down", "left_mouse_up", "zoom")
_DIRECTIONS = {"down": ("scroll", 1), "up": ("scroll", -1), "right": ("hscroll", 1), "left": ("hscroll", -1)}


def _anthropic_input(inp: Any, scroll_unit: float) -> list[dict[str, Any]]:
    if not isinstance(inp, dict) or not isinstance(inp.get("action"), str):
        raise Unreadable("a tool_use block without `input.action`")
    args = dict(inp)
    action = args["action"]
    if action in _ANTHROPIC_NOT_ACTIONS:
        raise Unreadable(f"{action} is not an action of the computer tool")
    if action == "key" and "keys" not in args and isinstance(args.get("text"), str):
        args["keys"] = [k for k in args.pop("text").split("+") if k]
    elif action == "scroll" and "scroll_direction" in args:
        direction, amount = args.pop("scroll_direction"), args.pop("scroll_amount", 1)
        if direction not in _DIRECTIONS:
            raise Unreadable(f"scroll_direction {direction!r} is not up, down, left or right")
        if isinstance(amount, bool) or not isinstance(amount, int | float):
            raise Unreadable(f"scroll_amount {amount!r} is not a number")
        args["action"], sign = _DIRECTIONS[direction]
        args["pixels"] = sign * amount * scroll_unit
    elif action == "wait" and "duration" in args:
        args["time"] = args.pop("duration")
    return [args]


def _anthropic_item(item: Any, scroll_unit: float) -> list[dict[str, Any]]:
    if isinstance(item, dict) and isinstance(item.get("content"), list):
        blocks = [b for b in item["content"] if isinstance(b, dict) and b.get("type") == "tool_use"]
        if not blocks:
            raise Unreadable("the message has no tool_use block")
        return [c for b in blocks for c in _anthropic_item(b, scroll_unit)]
    if isinstance(item, dict) and item.get("type") == "tool_use":
        return _anthropic_input(item.get("input"), scroll_unit)
    if isinstance(item, dict) and item.get("type") == "text":
        return []
    raise Unreadable("no tool_use block in it")


def read_anthropic(raw: Any, scroll_unit: float) -> list[dict[str, Any]]:
    return _flatten(_as_values(raw), lambda item: _anthropic_item(item, scroll_unit))


# --- which forms an output looks like ------------------------------------------------------------------------

def _json_form(value: Any) -> str | None:
    if isinstance(value, list):
        forms = {_json_form(v) for v in value if not (isinstance(v, dict) and v.get("type") == "text")}
        return forms.pop() if len(forms) == 1 else None
    if not isinstance(value, dict):
        return None
    if {"choices", "tool_calls", "function_call", "function", "output"} & set(value) or value.get("type") in (
            "computer_call", "function_call"):
        return "openai"
    if value.get("type") == "tool_use" or (isinstance(value.get("content"), list) and any(
            isinstance(b, dict) and b.get("type") == "tool_use" for b in value["content"])):
        return "anthropic"
    if "arguments" in value or isinstance(value.get("action"), str):
        return "cudag"
    return None


def looks_like(raw: Any) -> list[str]:
    """The forms whose marks an output carries, in auto's order."""
    found: set[str] = set()
    if isinstance(raw, str):
        if _TOOL_CALL.search(raw):
            found.add("cudag")
        for value in _json_values(raw.strip()) or []:
            form = _json_form(value)
            found |= {form} if form else set()
        found |= set(pycalls.looks_like(raw))
        found |= {"glm"} if glm.looks_like(raw) else set()
    elif (form := _json_form(raw)) is not None:
        found.add(form)
    return [f for f in FORMATS if f in found]


def read_as(raw: Any, form: str, scroll_unit: float) -> list[dict[str, Any]]:
    """The calls of an output read in one form; raises Unreadable with the reason."""
    if form == "cudag":
        return read_cudag(raw)
    if form == "openai":
        return read_openai(raw)
    if form == "anthropic":
        return read_anthropic(raw, scroll_unit)
    if not isinstance(raw, str):
        raise Unreadable(f"a {form} output is text, got {type(raw).__name__}")
    if form == "glm":
        return glm.read_glm(raw, scroll_unit)
    return pycalls.read_pyautogui(raw, scroll_unit) if form == "pyautogui" else pycalls.read_uitars(raw, scroll_unit)


def _has_computer_call(value: Any) -> bool:
    """A Responses-API `computer_call` anywhere in the output (OpenAI computer use: screenshot pixels)."""
    if isinstance(value, str):
        return any(_has_computer_call(v) for v in _json_values(value.strip()) or [])
    if isinstance(value, list):
        return any(_has_computer_call(v) for v in value)
    if isinstance(value, dict):
        return value.get("type") == "computer_call" or _has_computer_call(value.get("output"))
    return False


def implied_dialect(raw: Any, form: str) -> str | None:
    """The dialect an output's form fixes by itself: a Responses-API computer_call is OpenAI's computer use, a
    tool_use block Claude's, a GLM answer GLM's; other forms are written by several families."""
    if form == "anthropic":
        return "claude"
    if form == "glm":
        return "glm"
    return "openai" if form == "openai" and _has_computer_call(raw) else None


def parse_output(raw: Any, form: str = "auto", scroll_unit: float = 100.0) -> Parsed:
    """Read one prediction as the file gives it (None: no line for the case)."""
    if raw is None:
        return Parsed(error="missing: no prediction for this case")
    if form != "auto":
        try:
            return Parsed(calls=read_as(raw, form, scroll_unit), format=form, raw=raw,
                          implied=implied_dialect(raw, form))
        except Unreadable as exc:
            return Parsed(error=f"unparsable: not a {form} output: {exc}", format=form, raw=raw)
    candidates = looks_like(raw)
    first_error = None
    for cand in candidates:
        try:
            calls = read_as(raw, cand, scroll_unit)
        except Unreadable as exc:
            first_error = first_error or f"unparsable: read as {cand}: {exc}"
            continue
        return Parsed(calls=calls, format=cand, raw=raw, ambiguous=[c for c in candidates if c != cand],
                      implied=implied_dialect(raw, cand))
    if first_error:
        return Parsed(error=first_error, raw=raw, ambiguous=candidates[1:])
    return Parsed(error=f"unparsable: no tool call in any known form ({', '.join(FORMATS)})", raw=raw)


__all__ = ["Parsed", "looks_like", "parse_output", "read_anthropic", "read_as", "read_cudag", "read_openai"]
