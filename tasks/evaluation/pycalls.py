"""The two Python-call output forms, read with `ast` (literals only, nothing is executed):

- `pyautogui` (OpenCUA/AgentNet's action space): `pyautogui.click(x=…, y=…)` (`clicks=`, `button=`),
  `doubleClick`, `tripleClick`, `rightClick`, `middleClick`, `moveTo`, `dragTo`, `mouseDown`/`mouseUp`,
  `scroll`/`vscroll`/`hscroll` (notches; pyautogui's positive is up), `write`/`typewrite`, `press` (`presses=`),
  `hotkey`, `keyDown`/`keyUp` (held during the calls between them), `time.sleep`, and OpenCUA's `computer.*`
  (`triple_click`, `terminate(status=…)`, `wait`, `answer`). A `moveTo` followed by a click or drag without its
  own point is one call at that point (the idiom of pyautogui scripts).
- `uitars`: the text after the last `Action:`: `click`/`left_single`, `left_double`, `right_single`, `hover`,
  `drag`/`select`, `hotkey(key='ctrl c')`, `press`, `type(content=…)` (a trailing "\\n" is a second call, Enter),
  `scroll(direction=…)` (UI-TARS's own executor scrolls 5 notches), `wait()` (5 s), `finished()` (terminate
  success), `call_user()` (terminate failure); points as `start_box='(x,y)'`, `'<|box_start|>(x,y)<|box_end|>'`,
  a box `[x1,y1,x2,y2]` (its centre) or `point='<point>x y</point>'`.

Coordinates are returned as written; the units are decided per file (tasks/evaluation/units.py)."""

from __future__ import annotations

import ast
import re
from typing import Any

_FENCE = re.compile(r"```[ \t]*[A-Za-z0-9_+-]*[ \t]*\n(.*?)```", re.DOTALL)
_PY_MARK = re.compile(r"(?<![\w.])(?:pyautogui|computer)\.\w+\s*\(")
UITARS_VERBS = ("click", "left_single", "left_double", "double_click", "right_single", "right_click",
                "triple_click", "hover", "mouse_move", "move_to", "drag", "select", "left_drag", "hotkey", "press",
                "keypress", "type", "scroll", "wait", "finished", "call_user")
_VERB = "|".join(UITARS_VERBS)
_UITARS_MARK = re.compile(rf"(?im)(?:^\s*(?:action:\s*)?(?:{_VERB})\s*\()|(?:(?<![\w.])(?:{_VERB})\s*\(\s*"
                          r"(?:start_box|end_box|point|start_point|end_point|key|content|direction)\s*=)")
_NUMBER = re.compile(r"[-+]?(?:nan|inf(?:inity)?|\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?", re.IGNORECASE)
UITARS_SCROLL_NOTCHES = 5  # what UI-TARS's own pyautogui executor scrolls for one `scroll(direction=…)`
UITARS_WAIT_S = 5.0


class Unreadable(ValueError):
    """An output that is not the form it was read as (the message says why)."""


def looks_like(text: str) -> list[str]:
    found = []
    if _PY_MARK.search(text):
        found.append("pyautogui")
    if _UITARS_MARK.search(text):
        found.append("uitars")
    return found


# --- Python statements → (name, args, kwargs) ----------------------------------------------------------------

def _statements(code: str) -> list[ast.stmt]:
    try:
        return ast.parse(code).body
    except SyntaxError:
        pass
    nodes: list[ast.stmt] = []
    for n, line in enumerate(code.splitlines(), 1):
        line = line.strip().rstrip("`;")
        if not line or line.startswith("#"):
            continue
        try:
            nodes += ast.parse(line).body
        except SyntaxError as exc:
            raise Unreadable(f"line {n} is not Python ({exc.msg}): {line[:80]}") from None
    return nodes


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    raise Unreadable(f"`{ast.unparse(node)[:60]}` is not a function name")


def _literal(node: ast.expr, name: str) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        raise Unreadable(f"an argument of {name} is not a literal: {ast.unparse(node)[:60]}") from None


def calls_of(code: str) -> list[tuple[str, list[Any], dict[str, Any]]]:
    """Each top-level call of the code as (dotted name, positional values, keyword values); imports skipped."""
    out = []
    for node in _statements(code):
        if isinstance(node, ast.Import | ast.ImportFrom):
            continue
        if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)):
            raise Unreadable(f"`{ast.unparse(node)[:60]}` is not a plain call")
        call = node.value
        name = _dotted(call.func)
        out.append((name, [_literal(a, name) for a in call.args],
                    {k.arg: _literal(k.value, name) for k in call.keywords if k.arg}))
    if not out:
        raise Unreadable("no call in it")
    return out


# --- pyautogui -----------------------------------------------------------------------------------------------

def _call_at(line: str, start: int) -> str:
    """The call expression starting at `start`, up to its closing parenthesis (quotes respected): prose after a
    call on the same line is not part of it. Unbalanced: the rest of the line (the parser says why)."""
    depth, quote = 0, ""
    for k in range(start, len(line)):
        ch = line[k]
        if quote:
            quote = "" if ch == quote and line[k - 1] != "\\" else quote
        elif ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return line[start:k + 1]
    return line[start:].strip().rstrip("`")


def _pyautogui_code(text: str) -> str:
    fenced = [body for body in _FENCE.findall(text) if _PY_MARK.search(body)]
    if fenced:
        return "\n".join(fenced)
    return "\n".join(_call_at(line, m.start()) for line in text.splitlines() for m in _PY_MARK.finditer(line))


class _Script:
    """pyautogui's state as the calls run: where the pointer is, which keys and button are held."""

    def __init__(self, scroll_unit: float) -> None:
        self.calls: list[dict[str, Any]] = []
        self.pos: list[Any] | None = None
        self.held: list[str] = []
        self.down: list[Any] | None = None
        self.unit = scroll_unit

    def point(self, args: list[Any], kw: dict[str, Any]) -> list[Any] | None:
        if "x" in kw or "y" in kw:
            return [kw.get("x"), kw.get("y")]
        if len(args) >= 2 and not isinstance(args[0], list | tuple):
            return [args[0], args[1]]
        if args and isinstance(args[0], list | tuple) and len(args[0]) == 2:
            return list(args[0])
        return None

    def moved_to(self) -> list[Any] | None:
        """A pending `moveTo` (the last call) is absorbed by a pointer call without its own point."""
        if self.calls and self.calls[-1]["action"] == "mouse_move" and self.calls[-1].get("_absorbable"):
            return list(self.calls.pop()["coordinate"])
        return None

    def emit(self, call: dict[str, Any], pointer: bool = True) -> None:
        if pointer and self.held and call["action"] != "mouse_move":
            call["text"] = "+".join(self.held)
        self.calls.append(call)

    def pointer(self, action: str, args: list[Any], kw: dict[str, Any]) -> None:
        p = self.point(args, kw)
        at = self.moved_to() if p is None else None
        p = p or at or self.pos
        if p is None:
            raise Unreadable(f"{action} without a point and no earlier moveTo")
        self.pos = p
        self.emit({"action": action, "coordinate": p})


_CLICKS = {("left", 1): "left_click", ("left", 2): "double_click", ("left", 3): "triple_click",
           ("right", 1): "right_click", ("middle", 1): "middle_click"}
_NAMED_CLICKS = {"leftClick": "left_click", "rightClick": "right_click", "middleClick": "middle_click",
                 "doubleClick": "double_click", "tripleClick": "triple_click", "triple_click": "triple_click"}


def _click(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    clicks = kw.get("clicks", args[2] if len(args) > 2 else 1)
    given = str(kw.get("button", args[4] if len(args) > 4 else "left"))
    button = {"primary": "left", "secondary": "right"}.get(given, given)
    if (button, clicks) not in _CLICKS:
        raise Unreadable(f"click with button={button!r}, clicks={clicks!r} is not an action of the computer tool")
    s.pointer(_CLICKS[(button, clicks)], args, kw)


def _drag_to(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    end = s.point(args, kw)
    start = s.moved_to() or s.pos
    if end is None:
        raise Unreadable("dragTo without a point")
    call: dict[str, Any] = {"action": "left_click_drag", "coordinate": end}
    if start is not None:
        call["start_coordinate"] = start
    s.pos = end
    s.emit(call)


def _mouse_down(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    s.down = s.point(args, kw) or s.moved_to() or s.pos
    if s.down is None:
        raise Unreadable("mouseDown without a point and no earlier moveTo")


def _mouse_up(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    if s.down is None:
        raise Unreadable("mouseUp without a mouseDown")
    end = s.point(args, kw) or s.moved_to() or s.pos or s.down
    start, s.down, s.pos = s.down, None, end
    if list(end) == list(start):
        s.emit({"action": "left_click", "coordinate": end})
    else:
        s.emit({"action": "left_click_drag", "start_coordinate": start, "coordinate": end})


def _scroll(s: _Script, args: list[Any], kw: dict[str, Any], horizontal: bool) -> None:
    clicks = kw.get("clicks", args[0] if args else None)
    if isinstance(clicks, bool) or not isinstance(clicks, int | float):
        raise Unreadable(f"scroll needs a number of notches, got {clicks!r}")
    at = [kw["x"], kw.get("y")] if "x" in kw else ([args[1], args[2]] if len(args) >= 3 else s.pos)
    # pyautogui: positive scrolls up (and right); the computer tool's `pixels`: positive is down (and right)
    call: dict[str, Any] = {"action": "hscroll" if horizontal else "scroll",
                            "pixels": clicks * s.unit if horizontal else -clicks * s.unit}
    if at is not None:
        call["coordinate"] = at
    s.emit(call)


def _keys(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else [value]


def _press(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    keys = _keys(kw.get("keys", args[0] if args else None))
    presses = kw.get("presses", args[1] if len(args) > 1 else 1)
    if not isinstance(presses, int) or presses < 1:
        raise Unreadable(f"press with presses={presses!r}")
    s.emit({"action": "key", "keys": s.held + keys * presses}, pointer=False)


def _hotkey(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    keys = _keys(kw["keys"]) if "keys" in kw else [k for a in args for k in _keys(a)]
    s.emit({"action": "key", "keys": s.held + keys}, pointer=False)


def _write(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    message = kw.get("message", args[0] if args else None)
    if isinstance(message, list):  # typewrite(['a', 'left']): keys one after the other
        s.emit({"action": "key", "keys": message}, pointer=False)
    else:
        s.emit({"action": "type", "text": message}, pointer=False)


def _key_down(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    s.held.append(str(kw.get("key", args[0] if args else "")))


def _key_up(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    key = str(kw.get("key", args[0] if args else ""))
    if key in s.held:
        s.held.remove(key)


def _move_to(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    p = s.point(args, kw)
    if p is None:
        raise Unreadable("moveTo without a point")
    s.pos = p
    s.emit({"action": "mouse_move", "coordinate": p, "_absorbable": True})


def _sleep(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    s.emit({"action": "wait", "time": kw.get("seconds", kw.get("time", args[0] if args else None))}, False)


def _terminate(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    s.emit({"action": "terminate", "status": kw.get("status", args[0] if args else None)}, pointer=False)


def _answer(s: _Script, args: list[Any], kw: dict[str, Any]) -> None:
    s.emit({"action": "answer", "text": kw.get("text", kw.get("answer", args[0] if args else None))}, False)


_PYAUTOGUI = {
    "click": _click, "moveTo": _move_to, "dragTo": _drag_to, "mouseDown": _mouse_down, "mouseUp": _mouse_up,
    "scroll": lambda s, a, k: _scroll(s, a, k, False), "vscroll": lambda s, a, k: _scroll(s, a, k, False),
    "hscroll": lambda s, a, k: _scroll(s, a, k, True), "write": _write, "typewrite": _write, "press": _press,
    "hotkey": _hotkey, "keyDown": _key_down, "keyUp": _key_up, "sleep": _sleep, "wait": _sleep,
    "terminate": _terminate, "answer": _answer,
}


def read_pyautogui(text: str, scroll_unit: float) -> list[dict[str, Any]]:
    code = _pyautogui_code(text)
    if not code:
        raise Unreadable("no pyautogui.* or computer.* call")
    script = _Script(scroll_unit)
    for name, args, kw in calls_of(code):
        module, _, fn = name.rpartition(".")
        if module not in ("pyautogui", "computer", "time"):
            raise Unreadable(f"{name} is not a pyautogui or computer call")
        if fn in _NAMED_CLICKS:
            script.pointer(_NAMED_CLICKS[fn], args, kw)
        elif fn in _PYAUTOGUI:
            _PYAUTOGUI[fn](script, args, kw)
        else:
            raise Unreadable(f"{name} is not an action of the computer tool")
    for call in script.calls:
        call.pop("_absorbable", None)
    return script.calls


# --- UI-TARS -------------------------------------------------------------------------------------------------

def _uitars_point(value: Any, what: str) -> list[float]:
    if isinstance(value, list | tuple):
        nums = [float(v) for v in value]
    elif isinstance(value, str):
        nums = [float(n) for n in _NUMBER.findall(value)]
    else:
        raise Unreadable(f"{what} is not a point: {value!r}")
    if len(nums) == 2:
        return nums
    if len(nums) == 4:  # a box: its centre
        return [(nums[0] + nums[2]) / 2, (nums[1] + nums[3]) / 2]
    raise Unreadable(f"{what} is not a point or a box: {value!r}")


def _first(kw: dict[str, Any], args: list[Any], *names: str) -> Any:
    for n in names:
        if n in kw:
            return kw[n]
    return args[0] if args else None


_UITARS_POINTER = {"click": "left_click", "left_single": "left_click", "left_double": "double_click",
                   "double_click": "double_click", "right_single": "right_click", "right_click": "right_click",
                   "triple_click": "triple_click", "hover": "mouse_move", "mouse_move": "mouse_move",
                   "move_to": "mouse_move"}
_UITARS_SCROLL = {"down": ("scroll", 1), "up": ("scroll", -1), "right": ("hscroll", 1), "left": ("hscroll", -1)}


def _uitars_keys(value: Any) -> list[str]:
    if not isinstance(value, str) or not value.strip():
        raise Unreadable(f"hotkey needs key='…', got {value!r}")
    return [k for k in re.split(r"[\s+]+", value.strip()) if k]


def _uitars_type(content: Any) -> list[dict[str, Any]]:
    if not isinstance(content, str):
        raise Unreadable(f"type needs content='…', got {content!r}")
    if content.endswith("\n"):  # UI-TARS: a trailing newline submits (Enter), a second action
        body = content[:-1]
        return ([{"action": "type", "text": body}] if body else []) + [{"action": "key", "keys": ["enter"]}]
    return [{"action": "type", "text": content}]


def _uitars_call(name: str, args: list[Any], kw: dict[str, Any], scroll_unit: float) -> list[dict[str, Any]]:
    if name in _UITARS_POINTER:
        return [{"action": _UITARS_POINTER[name],
                 "coordinate": _uitars_point(_first(kw, args, "start_box", "point", "box"), name)}]
    if name in ("drag", "select", "left_drag"):
        return [{"action": "left_click_drag",
                 "start_coordinate": _uitars_point(_first(kw, args, "start_box", "start_point"), f"{name} start"),
                 "coordinate": _uitars_point(kw.get("end_box", kw.get("end_point")), f"{name} end")}]
    if name in ("hotkey", "press", "keypress"):
        return [{"action": "key", "keys": _uitars_keys(_first(kw, args, "key", "keys"))}]
    if name == "type":
        return _uitars_type(_first(kw, args, "content", "text"))
    if name == "scroll":
        direction = str(kw.get("direction", "")).strip().lower()
        if direction not in _UITARS_SCROLL:
            raise Unreadable(f"scroll direction {direction!r} is not up, down, left or right")
        action, sign = _UITARS_SCROLL[direction]
        call: dict[str, Any] = {"action": action, "pixels": sign * UITARS_SCROLL_NOTCHES * scroll_unit}
        where = _first(kw, [], "start_box", "point")
        if where is not None:
            call["coordinate"] = _uitars_point(where, "scroll")
        return [call]
    if name == "wait":
        return [{"action": "wait", "time": UITARS_WAIT_S}]
    if name == "finished":
        return [{"action": "terminate", "status": "success"}]
    if name == "call_user":
        return [{"action": "terminate", "status": "failure"}]
    raise Unreadable(f"{name} is not an action of the computer tool")


def read_uitars(text: str, scroll_unit: float) -> list[dict[str, Any]]:
    parts = re.split(r"(?im)^\s*action:\s*", text)
    body = parts[-1] if len(parts) > 1 else text
    fenced = _FENCE.findall(body)
    body = "\n".join(fenced) if fenced else body
    lines = [line for line in body.splitlines() if _UITARS_MARK.search(line) or re.match(
        rf"\s*(?:{_VERB})\s*\(", line)]
    if not lines:
        raise Unreadable("no UI-TARS action")
    calls: list[dict[str, Any]] = []
    for name, args, kw in calls_of("\n".join(line.strip() for line in lines)):
        calls += _uitars_call(name, args, kw, scroll_unit)
    return calls


__all__ = ["UITARS_VERBS", "Unreadable", "calls_of", "looks_like", "read_pyautogui", "read_uitars"]
