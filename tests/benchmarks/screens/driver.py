"""A person at the keyboard, played into Debian's chromium: real input events (pointer, wheel, keys) sent to the
page, the same events written as a Clones recorder logs them, on one virtual clock. After every input that can
change the screen the page is captured (a lossless screenshot); a capture that differs from the last one is a new
screen state, taking effect a few milliseconds after the input, with its ground truth measured from the DOM at
that moment (measure.js) and the ink of every character found in the screenshot's pixels."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import math
import random
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from cuaflow.connectors.synth import unicode_info

LATENCY_MS = 40  # the screen shows an input's effect this long after it
INK = 60  # a pixel this far (max over channels) from the background is ink
WHEEL_PX = 53  # what chromium on X11 scrolls per notch, and what the pipeline assumes for Linux
# US-QWERTY: character -> (rdev key name, shift held)
_KEYS: dict[str, tuple[str, bool]] = {c: (f"Key{c.upper()}", False) for c in "abcdefghijklmnopqrstuvwxyz"}
_KEYS |= {c.upper(): (f"Key{c.upper()}", True) for c in "abcdefghijklmnopqrstuvwxyz"}
_KEYS |= {str(d): (f"Num{d}", False) for d in range(10)}
_KEYS |= {c: (n, False) for c, n in zip("-=[]\\;',./` ", ("Minus", "Equal", "LeftBracket", "RightBracket",
                                                          "BackSlash", "SemiColon", "Quote", "Comma", "Dot", "Slash",
                                                          "BackQuote", "Space"), strict=True)}
_KEYS |= {c: (_KEYS[u][0], True) for c, u in zip("!@#$%^&*()_+{}|:\"<>?~", "1234567890-=[]\\;',./`", strict=True)}
# rdev name -> the key name playwright sends
_PW = {"Return": "Enter", "Escape": "Escape", "Backspace": "Backspace", "Tab": "Tab", "ControlLeft": "Control",
       "ShiftLeft": "Shift", "KeyA": "a", "KeyS": "s"}


def _box(img: np.ndarray, rect: list[float]) -> tuple[int, int, int, int] | None:
    h, w = img.shape[:2]
    x0, y0 = max(0, math.floor(rect[0])), max(0, math.floor(rect[1]))
    x1, y1 = min(w, math.ceil(rect[2])), min(h, math.ceil(rect[3]))
    return (x0, y0, x1, y1) if x1 > x0 and y1 > y0 else None


def _background(img: np.ndarray, box: tuple[int, int, int, int]) -> np.ndarray:
    """The most common colour on the box's border: the background the text is drawn on."""
    x0, y0, x1, y1 = box
    px = img[y0:y1, x0:x1]
    rim = np.concatenate([px[0], px[-1], px[:, 0], px[:, -1]])
    packed = (rim[:, 0].astype(np.int64) << 16) | (rim[:, 1].astype(np.int64) << 8) | rim[:, 2]
    values, counts = np.unique(packed, return_counts=True)
    v = int(values[counts.argmax()])
    return np.array([(v >> 16) & 255, (v >> 8) & 255, v & 255], dtype=np.int16)


def _ink(img: np.ndarray, rect: list[float], bg: np.ndarray | None = None) -> list[int] | None:
    """The ink box of the text in `rect` (CSS pixels): pixels far from the background colour."""
    box = _box(img, rect)
    if box is None:
        return None
    x0, y0, x1, y1 = box
    ink = np.abs(img[y0:y1, x0:x1].astype(np.int16) - (_background(img, box) if bg is None else bg)).max(axis=2) > INK
    if not ink.any():
        return None
    rows, cols = np.flatnonzero(ink.any(axis=1)), np.flatnonzero(ink.any(axis=0))
    return [x0 + int(cols[0]), y0 + int(rows[0]), x0 + int(cols[-1]) + 1, y0 + int(rows[-1]) + 1]


def truth(png: bytes, dom: dict[str, Any]) -> dict[str, Any]:
    """A screen state's ground truth: identifiers [id, kind, value, fully shown, character ink boxes] and words
    [text, next to an identifier, ink box], in video pixels."""
    img = np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))
    ids = []
    for it in dom["ids"]:
        rects = it["c"]
        union = _box(img, [min(r[0] for r in rects) - 2, min(r[1] for r in rects) - 2,
                           max(r[2] for r in rects) + 2, max(r[3] for r in rects) + 2])
        if union is None:
            continue
        bg = _background(img, union)
        boxes = [b for b in (_ink(img, r, bg) for r in rects) if b is not None]
        if boxes:
            ids.append([it["id"], it["k"], it["v"], bool(it["full"]), boxes])
    words = []
    for text, near, *rect in dom["words"]:
        box = _ink(img, rect)
        if box is not None:
            words.append([text, near, box])
    return {"ids": ids, "words": words}


class Driver:
    """Plays actions into a chromium page and keeps the log, the screen states and their ground truth."""

    def __init__(self, page: Any, rng: random.Random, shots: Path, t0: float) -> None:
        self.page, self.rng, self.shots = page, rng, shots
        self.cdp = page.context.new_cdp_session(page)
        self.t = t0
        self.cx, self.cy = 960.0, 540.0
        self.lines: list[tuple[float, int, str, dict[str, Any]]] = []
        self.moves: list[tuple[float, float, float]] = []  # (t, x, y) of every logged move
        self.timeline: list[tuple[float, int]] = []  # (t the state shows from, state index)
        self.states: list[dict[str, Any]] = []
        self.by_hash: dict[bytes, int] = {}
        self.typed = 0

    # ------------------------------------------------------------------ log and screen
    def log(self, event: str, data: dict[str, Any], t: float | None = None) -> None:
        self.lines.append((self.t if t is None else t, len(self.lines), event, data))

    def snap(self, latency: float = LATENCY_MS) -> None:
        """Capture the page; a new look becomes a state shown from now + latency."""
        self.page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        shot = self.cdp.send("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True})
        png = base64.b64decode(shot["data"])
        key = hashlib.blake2b(png, digest_size=16).digest()
        idx = self.by_hash.get(key)
        if idx is None:
            idx = self.by_hash[key] = len(self.states)
            (self.shots / f"s{idx:05d}.png").write_bytes(png)
            self.states.append(truth(png, json.loads(self.page.evaluate("window.__rigMeasure()"))))
        if not self.timeline or self.timeline[-1][1] != idx:
            self.timeline.append((self.t + latency, idx))

    def idle(self, lo: float, hi: float) -> None:
        self.t += self.rng.uniform(lo, hi)

    # ------------------------------------------------------------------ pointer
    def find(self, selector: str) -> tuple[float, float] | None:
        """A point inside one of the visible, unobstructed elements matching `selector` (chosen by the RNG)."""
        boxes = self.page.evaluate("""(sel) => Array.from(document.querySelectorAll(sel)).map((el) => {
            const r = el.getBoundingClientRect();
            const x = r.left + r.width / 2, y = r.top + Math.min(r.height / 2, 12);
            if (r.width < 2 || r.height < 2 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
            const h = document.elementFromPoint(x, y);
            return h && (h === el || el.contains(h)) ? [r.left, r.top, r.width, Math.min(r.height, 24)] : null;
        }).filter((b) => b)""", selector)
        if not boxes:
            return None
        x, y, w, h = self.rng.choice(boxes)
        return x + w * self.rng.uniform(0.3, 0.7), y + h * self.rng.uniform(0.35, 0.65)

    def move_to(self, x: float, y: float) -> None:
        """A person's move: eased, slightly curved, one logged position every 8-16 ms; chromium gets the end."""
        x0, y0 = self.cx, self.cy
        dist = math.hypot(x - x0, y - y0)
        dur = min(900.0, 160.0 + 0.45 * dist)
        n = max(3, int(dur / 12))
        bow = self.rng.uniform(-0.12, 0.12) * dist
        for k in range(1, n + 1):
            f = k / n
            e = f * f * (3 - 2 * f)
            nx, ny = (-(y - y0) / dist, (x - x0) / dist) if dist else (0.0, 0.0)
            arc = bow * math.sin(math.pi * f)
            self.t += self.rng.uniform(8, 16)
            px, py = x0 + (x - x0) * e + nx * arc, y0 + (y - y0) * e + ny * arc
            px, py = min(1919.0, max(0.0, px)), min(1079.0, max(0.0, py))
            self.log("mousemove", {"x": round(px), "y": round(py)})
            self.moves.append((self.t, round(px), round(py)))
        self.cx, self.cy = x, y
        self.page.mouse.move(x, y)

    def click(self, selector: str, *, nav: bool = False) -> bool:
        """Move to an element and click it (the recorder's accessibility snapshot logged at the press)."""
        at = self.find(selector)
        if at is None:
            return False
        self.move_to(*at)
        self.idle(60, 220)
        ax = self.page.evaluate("window.__rigAx()")
        t_down = self.t
        self.log("mousedown", {"button": "Left"})
        self.page.mouse.down()
        self.idle(60, 110)
        self.log("mouseup", {"button": "Left"})
        if nav:
            with self.page.expect_navigation():
                self.page.mouse.up()
        else:
            self.page.mouse.up()
        self.log("axtree_interaction", {"duration": 14, "focused_app": {"bundle_id": None, "name": "Chromium",
                                                                        "path": None, "pid": None},
                                        "tree": _ax_tree(ax)}, t=t_down + self.rng.uniform(4, 28))
        self.snap()
        return True

    def wheel(self, selector: str, notches: int) -> bool:
        """Wheel notches over an element (positive: down), one X11 event and one capture per notch."""
        at = self.find(selector)
        if at is None:
            return False
        self.move_to(*at)
        self.idle(80, 260)
        sign = 1 if notches > 0 else -1
        for _ in range(abs(notches)):
            self.log("mousewheel", {"delta": -1.0 * sign})
            self.page.mouse.wheel(0, WHEEL_PX * sign)
            self.snap(latency=16)
            self.idle(25, 60)
        return True

    # ------------------------------------------------------------------ keyboard
    def _key(self, name: str, char: str | None, send: Any) -> None:
        self.log("keydown", {"actual_char": unicode_info(char) if char else "", "detection_method":
                             "rdev_cross_platform", "key": name, "layout_dependent": True})
        send()
        self.snap(latency=25)
        self.idle(45, 95)
        self.log("keyup", {"actual_char": "", "detection_method": "rdev_cross_platform", "key": name,
                           "layout_dependent": True})

    def mark(self, kind: str, value: str, selector: str | None = None) -> None:
        """Mark the element about to receive `value` as holding an identifier (invisible: ground truth only)."""
        self.typed += 1
        self.page.evaluate("""([sel, k, v, id]) => {
            const el = sel ? document.querySelector(sel) : document.activeElement;
            if (!el || el === document.body) return;
            el.classList.add('pii'); el.dataset.k = k; el.dataset.v = v; el.dataset.id = id;
        }""", [selector, kind, value, f"typed{self.typed}"])

    def type(self, text: str, pii: tuple[str, str] | None = None, target: str | None = None) -> None:
        """Type `text` key by key (60-170 ms apart), Shift held for capitals and symbols."""
        if pii is not None:
            self.mark(pii[0], pii[1], target)
        for ch in text:
            name, shift = _KEYS[ch]
            if shift:
                self.log("keydown", {"actual_char": "", "detection_method": "rdev_cross_platform",
                                     "key": "ShiftLeft", "layout_dependent": True})
                self.idle(20, 45)
            self._key(name, ch, lambda c=ch: self.page.keyboard.type(c))
            if shift:
                self.idle(5, 20)
                self.log("keyup", {"actual_char": "", "detection_method": "rdev_cross_platform",
                                   "key": "ShiftLeft", "layout_dependent": True})
            self.idle(15, 90)

    def key(self, name: str) -> None:
        self._key(name, None, lambda: self.page.keyboard.press(_PW[name]))

    def hotkey(self, mod: str, name: str) -> None:
        self.log("keydown", {"actual_char": "", "detection_method": "rdev_cross_platform", "key": mod,
                             "layout_dependent": True})
        self.idle(40, 90)
        self._key(name, None, lambda: self.page.keyboard.press(f"{_PW[mod]}+{_PW[name]}"))
        self.idle(20, 60)
        self.log("keyup", {"actual_char": "", "detection_method": "rdev_cross_platform", "key": mod,
                           "layout_dependent": True})


def _ax_tree(elements: list[dict[str, Any]]) -> list[dict[str, Any]]:
    from cuaflow.connectors.synth import ax_node, ax_screen

    nodes = [ax_node(e["role"], e["name"], round(e["x"], 1), round(e["y"], 1), round(e["w"], 1), round(e["h"], 1))
             for e in elements]
    return ax_screen((1920, 1080), nodes, app="Chromium")
