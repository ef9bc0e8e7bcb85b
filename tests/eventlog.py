"""Build Clones event logs in tests, line by line, with known answers."""

from __future__ import annotations

import json
from typing import Any

import polars as pl
import pyarrow as pa
from synth import unicode_info

from cuaflow.connectors.clones import parse_log_lines
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.schemas.settings import GroupingRules
from cuaflow.tasks.recording.group import GroupResult, group_events

_KEYS = {c: f"Key{c.upper()}" for c in "abcdefghijklmnopqrstuvwxyz"} | {str(d): f"Num{d}" for d in range(10)} | {
    " ": "Space", "!": "Num1"}


class Log:
    def __init__(self) -> None:
        self.lines: list[dict[str, Any]] = []
        self.t = 1000

    def at(self, t: int) -> Log:
        self.t = t
        return self

    def wait(self, ms: int) -> Log:
        self.t += ms
        return self

    def ev(self, event: str, data: dict[str, Any], dt: int = 0) -> Log:
        self.t += dt
        self.lines.append({"data": data, "event": event, "time": self.t})
        return self

    def move(self, x: float, y: float, dt: int = 8) -> Log:
        return self.ev("mousemove", {"x": x, "y": y}, dt)

    def down(self, button: str = "Left", dt: int = 10) -> Log:
        return self.ev("mousedown", {"button": button}, dt)

    def up(self, button: str = "Left", dt: int = 80) -> Log:
        return self.ev("mouseup", {"button": button}, dt)

    def click(self, x: float, y: float, button: str = "Left", gap: int = 10) -> Log:
        return self.move(x, y).down(button, gap).up(button)

    def wheel(self, delta: float, dt: int = 16, **extra: float) -> Log:
        return self.ev("mousewheel", {"delta": delta, **extra}, dt)

    def kd(self, key: str, char: str | None = None, dt: int = 10, dead: bool = False) -> Log:
        ac = unicode_info(char) if char else ""
        if dead:
            ac = "UnicodeInfo { name: None, unicode: [], is_dead: true }"
        return self.ev("keydown", {"actual_char": ac, "detection_method": "rdev_cross_platform", "key": key,
                                   "layout_dependent": True}, dt)

    def ku(self, key: str, dt: int = 50) -> Log:
        return self.ev("keyup", {"actual_char": "", "detection_method": "rdev_cross_platform", "key": key,
                                 "layout_dependent": True}, dt)

    def press(self, key: str, char: str | None = None, dt: int = 60) -> Log:
        return self.kd(key, char, dt).ku(key)

    def type(self, text: str, gap: int = 90) -> Log:
        for ch in text:
            if ch.isupper() or ch == "!":
                self.kd("ShiftLeft", dt=gap).kd(_KEYS[ch.lower()], ch, 20).ku(_KEYS[ch.lower()]).ku("ShiftLeft", 10)
            else:
                self.kd(_KEYS[ch], ch, gap).ku(_KEYS[ch])
        return self

    def combo(self, *keys: str, char: str | None = None) -> Log:
        for k in keys[:-1]:
            self.kd(k, dt=40)
        self.kd(keys[-1], char, 40).ku(keys[-1])
        for k in reversed(keys[:-1]):
            self.ku(k, 20)
        return self

    def text(self) -> bytes:
        return "".join(json.dumps(line) + "\n" for line in self.lines).encode()

    def frame(self, lines: list[dict[str, Any]] | None = None) -> pl.DataFrame:
        data = "".join(json.dumps(line) + "\n" for line in (lines or self.lines)).encode()
        cols, times = parse_log_lines(data, "rec")
        cols["t_ms"] = times
        return pl.from_arrow(pa.Table.from_pydict(cols, schema=EVENTS_SCHEMA))  # type: ignore[return-value]

    def group(self, rules: GroupingRules | None = None, outcome: str = "success", *, layout: str | None = None,
              platform: str = "macos", screen: tuple[float, float] | None = None, **kw: Any) -> GroupResult:
        return group_events(self.frame(), rules or GroupingRules(**kw), outcome=outcome, keyboard_layout=layout,
                            platform=platform, screen=screen)


def actions(res: GroupResult) -> list[tuple[Any, ...]]:
    """Compact view of the steps (without the closing terminate)."""
    out = []
    for s in res.steps.iter_rows(named=True):
        k = s["kind"]
        if k == "terminate":
            continue
        if k == "click":
            out.append((k, s["button"], s["click_count"], s["x"], s["y"]))
        elif k == "drag":
            out.append((k, s["x"], s["y"], s["x2"], s["y2"]))
        elif k == "scroll":
            out.append((k, s["scroll_dx"], s["scroll_dy"], s["x"], s["y"]))
        elif k == "type":
            out.append((k, s["text"]))
        elif k in ("key", "hotkey", "modifier"):
            out.append((k, tuple(s["keys"])))
        elif k == "mouse_move":
            out.append((k, s["x"], s["y"]))
        else:
            out.append((k,))
    return out
