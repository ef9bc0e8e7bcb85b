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
    """Tool-call spelling: the meta key is `cmd` on macOS, `super` on Linux (X11's name) and `win` elsewhere."""
    if key == "meta":
        return {"macos": "cmd", "linux": "super"}.get(platform, "win")
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


# ---------------------------------------------------------------- keyboard layouts
# Physical keys are named by their US-QWERTY position (rdev `KeyQ`, web `KeyQ`, vendor `KeyQ`). A layout
# says which character each of those 47 positions produces, unshifted and shifted. Row by row:
# ` 1-0 - = | q-p [ ] \ | a-l ; ' | z-m , . /
_POSITIONS = "`1234567890-=qwertyuiop[]\\asdfghjkl;'zxcvbnm,./"


def _row(unshifted: str, shifted: str) -> dict[str, tuple[str, str]]:
    u, s = unshifted.split(" "), shifted.split(" ")
    assert len(u) == len(s) == len(_POSITIONS), (len(u), len(s))
    return {p: (a, b) for p, a, b in zip(_POSITIONS, u, s, strict=True)}


# Space-separated, one entry per position; "_" for an entry stands for itself where a space would be needed.
LAYOUTS: dict[str, dict[str, tuple[str, str]]] = {
    "us-qwerty": _row(
        "` 1 2 3 4 5 6 7 8 9 0 - = q w e r t y u i o p [ ] \\ a s d f g h j k l ; ' z x c v b n m , . /",
        "~ ! @ # $ % ^ & * ( ) _ + Q W E R T Y U I O P { } | A S D F G H J K L : \" Z X C V B N M < > ?"),
    "gb-qwerty": _row(
        "` 1 2 3 4 5 6 7 8 9 0 - = q w e r t y u i o p [ ] # a s d f g h j k l ; ' z x c v b n m , . /",
        "¬ ! \" £ $ % ^ & * ( ) _ + Q W E R T Y U I O P { } ~ A S D F G H J K L : @ Z X C V B N M < > ?"),
    "fr-azerty": _row(  # Windows/Linux French
        "² & é \" ' ( - è _ ç à ) = a z e r t y u i o p ^ $ * q s d f g h j k l m ù w x c v b n , ; : !",
        "³ 1 2 3 4 5 6 7 8 9 0 ° + A Z E R T Y U I O P ¨ £ µ Q S D F G H J K L M % W X C V B N ? . / §"),
    "fr-azerty-mac": _row(  # macOS French
        "@ & é \" ' ( § è ! ç à ) - a z e r t y u i o p ^ $ ` q s d f g h j k l m ù w x c v b n , ; : =",
        "# 1 2 3 4 5 6 7 8 9 0 ° _ A Z E R T Y U I O P ¨ * £ Q S D F G H J K L M % W X C V B N ? . / +"),
    "be-azerty": _row(
        "² & é \" ' ( § è ! ç à ) - a z e r t y u i o p ^ $ µ q s d f g h j k l m ù w x c v b n , ; : =",
        "³ 1 2 3 4 5 6 7 8 9 0 ° _ A Z E R T Y U I O P ¨ * £ Q S D F G H J K L M % W X C V B N ? . / +"),
    "de-qwertz": _row(
        "^ 1 2 3 4 5 6 7 8 9 0 ß ´ q w e r t z u i o p ü + # a s d f g h j k l ö ä y x c v b n m , . -",
        "° ! \" § $ % & / ( ) = ? ` Q W E R T Z U I O P Ü * ' A S D F G H J K L Ö Ä Y X C V B N M ; : _"),
    "ch-qwertz": _row(  # Swiss German
        "§ 1 2 3 4 5 6 7 8 9 0 ' ^ q w e r t z u i o p ü ¨ $ a s d f g h j k l ö ä y x c v b n m , . -",
        "° + \" * ç % & / ( ) = ? ` Q W E R T Z U I O P è ! £ A S D F G H J K L é à Y X C V B N M ; : _"),
    "us-dvorak": _row(
        "` 1 2 3 4 5 6 7 8 9 0 [ ] ' , . p y f g c r l / = \\ a o e u i d h t n s - ; q j k x b m w v z",
        "~ ! @ # $ % ^ & * ( ) { } \" < > P Y F G C R L ? + | A O E U I D H T N S _ : Q J K X B M W V Z"),
}
# How recorders name layouts: seed 004 identifiers, macOS input sources, Windows KLIDs, short names.
_LAYOUT_ALIASES: dict[str, str] = {
    "us": "us-qwerty", "en-us": "us-qwerty", "qwerty": "us-qwerty", "abc": "us-qwerty",
    "com.apple.keylayout.us": "us-qwerty", "com.apple.keylayout.abc": "us-qwerty", "00000409": "us-qwerty",
    "gb": "gb-qwerty", "uk": "gb-qwerty", "uk-qwerty": "gb-qwerty", "en-gb": "gb-qwerty",
    "com.apple.keylayout.british": "gb-qwerty", "com.apple.keylayout.british-pc": "gb-qwerty",
    "00000809": "gb-qwerty",
    "fr": "fr-azerty", "azerty": "fr-azerty", "fr-fr": "fr-azerty", "french": "fr-azerty", "0000040c": "fr-azerty",
    "com.apple.keylayout.french": "fr-azerty-mac", "com.apple.keylayout.french-pc": "fr-azerty",
    "com.apple.keylayout.french-numerical": "fr-azerty-mac",
    "be": "be-azerty", "fr-be": "be-azerty", "0000080c": "be-azerty", "com.apple.keylayout.belgian": "be-azerty",
    "de": "de-qwertz", "qwertz": "de-qwertz", "de-de": "de-qwertz", "german": "de-qwertz", "00000407": "de-qwertz",
    "com.apple.keylayout.german": "de-qwertz", "com.apple.keylayout.german-din-2137": "de-qwertz",
    "ch": "ch-qwertz", "de-ch": "ch-qwertz", "00000807": "ch-qwertz", "com.apple.keylayout.swissgerman": "ch-qwertz",
    "dvorak": "us-dvorak", "us-dvorak": "us-dvorak", "00010409": "us-dvorak", "com.apple.keylayout.dvorak": "us-dvorak",
}


def resolve_layout(name: str | None, platform: str = "unknown") -> str | None:
    """A recorder's layout name → a key of LAYOUTS, or None when it is missing or unknown.
    A French layout on macOS is the Mac variant (its punctuation differs from the PC one)."""
    if not name or not name.strip():
        return None
    low = name.strip().lower().replace("_", "-")
    key = low if low in LAYOUTS else _LAYOUT_ALIASES.get(low)
    if key is None and low.startswith("com.apple.keylayout."):
        key = _LAYOUT_ALIASES.get(low.replace(" ", ""))
    if key == "fr-azerty" and platform == "macos" and not low.endswith("-pc"):
        key = "fr-azerty-mac"
    return key


def layout_char(layout: str | None, key: str, shifted: bool) -> str | None:
    """The character a physical key (canonical name, US position) produces on a layout; None when the
    layout is unknown or the key produces no character."""
    if key == "space":
        return " "
    if layout is None or layout not in LAYOUTS or len(key) != 1:
        return None
    pair = LAYOUTS[layout].get(key)
    if pair is None:
        return None
    return pair[1] if shifted else pair[0]


_HOTKEY_PUNCT = frozenset("`-=[]\\;',./~!@#$%^&*()_+{}|:\"<>?§²°¨£µù´ßüöä€")


def hotkey_key(key: str, char: str | None, layout: str | None) -> tuple[str, bool]:
    """The key a hotkey names, and whether it is a layout-blind guess.

    Letters, digits and punctuation are named by what the layout puts on the key: the recorder's
    produced character when it is a usable one (a letter or punctuation, lower-cased because Shift
    is listed as a modifier), else the recording's layout table. Number-row keys keep their digit
    (shortcut handlers see Cmd/Ctrl+1 on AZERTY too, where the unshifted character is '&').
    Function keys, arrows, Enter, Tab, Escape, Space and modifiers are physical already."""
    if len(key) != 1:
        return key, False
    if key.isdigit():
        return key, False
    if char is not None and len(char) == 1 and (char.isalpha() or char in _HOTKEY_PUNCT):
        return char.lower(), False
    mapped = layout_char(layout, key, False)
    if mapped is not None:
        return mapped.lower(), False
    return key, True
