"""One key vocabulary for every source: rdev names (Clones), web-style codes and the vendors'
`CtrlLeft+AltRight+KeyA` notation all map to the lowercase names used in `computer` tool calls."""

from __future__ import annotations

import re

MODIFIERS: tuple[str, ...] = ("ctrl", "alt", "shift", "meta")  # canonical order inside a combo

_SIMPLE: dict[str, str] = {
    "return": "enter", "enter": "enter", "kpreturn": "enter", "numpadenter": "enter",
    "tab": "tab", "escape": "escape", "esc": "escape", "backspace": "backspace",
    "delete": "delete", "del": "delete", "kpdelete": "delete", "insert": "insert",
    "space": "space", "capslock": "capslock", "numlock": "numlock", "scrolllock": "scrolllock",
    "printscreen": "printscreen", "pause": "pause", "function": "fn", "fn": "fn",
    "uparrow": "up", "arrowup": "up", "up": "up", "downarrow": "down", "arrowdown": "down", "down": "down",
    "leftarrow": "left", "arrowleft": "left", "left": "left", "rightarrow": "right",
    "arrowright": "right", "right": "right",
    "home": "home", "end": "end", "pageup": "pageup", "pagedown": "pagedown",
    "shiftleft": "shift", "shiftright": "shift", "shift": "shift",
    "controlleft": "ctrl", "controlright": "ctrl", "ctrlleft": "ctrl", "ctrlright": "ctrl",
    "control": "ctrl", "ctrl": "ctrl",
    "alt": "alt", "altleft": "alt", "altright": "alt", "altgr": "alt", "option": "alt",
    "metaleft": "meta", "metaright": "meta", "meta": "meta", "cmd": "meta", "command": "meta",
    "win": "meta", "super": "meta", "osleft": "meta", "osright": "meta",
    "minus": "-", "equal": "=", "leftbracket": "[", "bracketleft": "[", "rightbracket": "]",
    "bracketright": "]", "semicolon": ";", "quote": "'", "backquote": "`", "backslash": "\\",
    "intlbackslash": "\\", "comma": ",", "dot": ".", "period": ".", "slash": "/",
    "kpminus": "-", "kpplus": "+", "kpmultiply": "*", "kpdivide": "/",
}
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^key([a-z])$"), r"\1"),
    (re.compile(r"^(?:num|digit)([0-9])$"), r"\1"),
    (re.compile(r"^(?:kp|numpad)([0-9])$"), r"\1"),
    (re.compile(r"^f([0-9]{1,2})$"), r"f\1"),
    (re.compile(r"^([a-z0-9])$"), r"\1"),
)
_UNKNOWN = re.compile(r"^unknown\((-?\d+)\)$")

FUNCTIONAL: frozenset[str] = frozenset(
    {"enter", "tab", "escape", "backspace", "delete", "insert", "up", "down", "left", "right", "home",
     "end", "pageup", "pagedown", "capslock", "numlock", "scrolllock", "printscreen", "pause", "fn"}
    | {f"f{i}" for i in range(1, 25)}
)


def canonical_key(name: str) -> str:
    """Map a source key name to the canonical vocabulary; unknown names become `unknown:<name>`."""
    low = name.strip().lower().replace("_", "")
    if low in _SIMPLE:
        return _SIMPLE[low]
    for pattern, repl in _PATTERNS:
        if pattern.match(low):
            return pattern.sub(repl, low)
    m = _UNKNOWN.match(low)
    if m:
        return f"unknown:{m.group(1)}"
    return f"unknown:{name.strip()}"


def tool_key_name(key: str, platform: str) -> str:
    """Tool-call spelling: the meta key is `cmd` on macOS and `win` elsewhere."""
    if key == "meta":
        return "cmd" if platform == "macos" else "win"
    return key


def split_combo(notation: str) -> list[str]:
    """`CtrlLeft+AltRight+KeyA` → ['ctrl', 'alt', 'a'] (a lone '+' key is kept)."""
    parts = [p for p in re.split(r"(?<!^)\+(?!$)", notation.strip()) if p]
    return [canonical_key(p) for p in parts]


# US-layout fallback used only when a log gives no produced character (older recorders).
_US_SHIFTED = dict(zip("`1234567890-=[]\\;',./", '~!@#$%^&*()_+{}|:"<>?', strict=True))


def us_layout_char(key: str, shifted: bool) -> str | None:
    if len(key) == 1 and key.isalpha():
        return key.upper() if shifted else key
    if len(key) == 1:
        return _US_SHIFTED.get(key, key) if shifted else key
    if key == "space":
        return " "
    return None
