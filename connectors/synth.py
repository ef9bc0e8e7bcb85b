"""Synthetic Clones recordings, written the way the real recorder writes them: the source tree of
`cuaflow demo` (`demo_source`), and the writer the tests build their recordings with.

The video is real H.264 (libx264 through PyAV) with variable frame timing. Every frame shows two barcodes:
its own index and the 'UI state' (how many actions have taken effect), so whoever looks at a frame (a person
at the demo's contact sheet, a test through `tests/synth.py`) can tell which frame it is and whether it shows
the screen before or after an action. The event log carries the real recorder's quirks: ffmpeg start lines
(the video starts at the `Output #0` line), logical-point cursor coordinates on a HiDPI video, absolute or
relative time, and optionally duplicated lines, out-of-order lines and missing key-ups.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path
from typing import Any, cast

import av
import numpy as np
from av.video.stream import VideoStream

EPOCH0 = 1_755_517_898_374  # a real recording's first log line (absolute-time logs)
CELL = 8  # barcode cell size in physical pixels
BITS = 16
EFFECT_LATENCY_MS = 80  # the UI reacts this long after an action ends
PALETTE = [(40, 44, 52), (200, 60, 60), (60, 160, 80), (60, 90, 200), (220, 180, 40), (160, 60, 180),
           (40, 170, 170), (230, 120, 40), (120, 120, 120), (240, 240, 240)]


@dataclass
class Action:
    kind: str  # click | double_click | triple_click | right_click | middle_click | drag | scroll |
    #            type | hotkey | key | move | wait
    x: float = 0.0  # logical points
    y: float = 0.0
    x2: float = 0.0
    y2: float = 0.0
    text: str = ""
    keys: tuple[str, ...] = ()  # rdev names, e.g. ("MetaLeft", "KeyC")
    delta: float = 0.0  # Clones wheel delta per event (negative = down)
    notches: int = 0
    wait_ms: int = 0
    gap_ms: int = 700  # idle time before this action
    effect: bool = True  # False: the UI does not react (a click on nothing)
    mods: tuple[str, ...] = ()  # rdev modifier names held during a click, drag or scroll
    produced: str | None = None  # hotkey: the key's actual_char (None: the US letter, "": none logged)
    button: str = "Left"  # a drag's button
    ax: list[dict[str, Any]] | None = None  # an accessibility tree the recorder logs around this action's press
    ax_delay_ms: int = 15  # when: press + this (Clones logs `axtree_interaction` 2-30 ms after the press)
    ax_event: str = "axtree_interaction"  # or `axtree` (older recorders' periodic dumps)


@dataclass
class ExpectedStep:
    kind: str
    t_start: int  # event clock, ms since log origin
    t_end: int
    x: float | None = None
    y: float | None = None
    x2: float | None = None
    y2: float | None = None
    button: str | None = None
    click_count: int | None = None
    text: str | None = None
    keys: list[str] | None = None
    scroll_dy: float | None = None
    state_before: int = 0  # UI state shown before the action
    state_after: int = 0


@dataclass
class SynthSpec:
    recording_id: str = "20250101_120000"
    logical_size: tuple[int, int] = (320, 200)
    scale: float = 2.0
    actions: list[Action] = field(default_factory=list)
    fps: float = 20.0
    vfr: bool = True
    keyint: int = 60
    video_offset_ms: int = 1500  # event-clock time of the `Output #0` line = frame 0
    lead_ms: int = 400  # first action starts this long after frame 0 (negative: before the video)
    ffmpeg_lines: bool = True
    time_base: str = "absolute"  # absolute | relative
    write_log_meta: bool = False
    meta_scale_factor: bool = True
    ax_display: bool = True  # accessibility snapshot with the display-wide window
    duplicate_events: bool = False
    out_of_order: int = 0  # pairs of adjacent mouse-move lines swapped
    drop_keyups: tuple[int, ...] = ()  # indices (in key-up order) of key-ups left out
    tail_ms: int = 1500  # video keeps running after the last action
    status: str = "completed"
    reason: str | None = "done"
    title: str = "Synthetic task"
    app: str = "Synth App"
    checksums: bool = True
    ax_extra: list[dict[str, Any]] = field(default_factory=list)  # more elements in the window (logical bboxes)
    seed: int = 0
    cursor: str = "cross"  # cross (small) | arrow (a pointer 17 logical points tall, as recorders draw) | none
    ffmpeg_lead_ms: int = 0  # the `Output #0` line is logged this long before frame 0 really appears
    stall_at_ms: float | None = None  # video ms at which the video skips `stall_ms` of event time (encoder stall)
    stall_ms: int = 1000
    platform: str = "macos"
    keyboard_layout: str | None = "us-qwerty"
    private_ranges: list[tuple[int, int]] = field(default_factory=list)  # event-clock ms, private_ranges.json
    task_id: str | None = None  # quest.task_id; default: one task per recording
    index_barcode: bool = True  # False: the frame-index barcode stays at 0 (a screen without any ticker)
    screen: Any = None  # state → an RGB image (physical size) drawn instead of the palette (e.g. text on screen)


@dataclass
class SynthResult:
    path: Path
    spec: SynthSpec
    steps: list[ExpectedStep]
    frame_pts_ms: list[float]  # video clock
    lines: list[dict[str, Any]]


def unicode_info(ch: str) -> str:
    name = json.dumps(ch)
    return f"UnicodeInfo {{ name: Some({name}), unicode: [{', '.join(str(ord(c)) for c in ch)}], is_dead: false }}"


_US_KEYS = {c: f"Key{c.upper()}" for c in "abcdefghijklmnopqrstuvwxyz"} | {
    str(d): f"Num{d}" for d in range(10)} | {" ": "Space", ".": "Dot", ",": "Comma", "-": "Minus",
                                               "/": "Slash", ";": "SemiColon", "'": "Quote"}
_SHIFTED = {"!": "1", "@": "2", "#": "3", "?": "/", ":": ";", '"': "'", "_": "-"}


def _key_for_char(ch: str) -> tuple[str, bool]:
    if ch.isalpha() and ch.upper() == ch and ch.lower() != ch:
        return _US_KEYS[ch.lower()], True
    if ch in _SHIFTED:
        return _US_KEYS[_SHIFTED[ch]], True
    return _US_KEYS.get(ch, "KeyX"), False


class _Log:
    def __init__(self) -> None:
        self.lines: list[tuple[int, int, dict[str, Any]]] = []  # (t, seq, obj)

    def add(self, t: float, event: str, data: dict[str, Any]) -> None:
        self.lines.append((int(round(t)), len(self.lines), {"data": data, "event": event}))


def _key_data(name: str, actual_char: str = "") -> dict[str, Any]:
    """A `keydown` / `keyup` line's data, as the recorder writes it."""
    return {"actual_char": actual_char, "detection_method": "rdev_cross_platform", "key": name,
            "layout_dependent": True}


class _Performer:
    """Plays the scripted actions into the log: the event clock `t` (ms) and the cursor (logical points) advance
    as a person's would. Each action method logs its events and returns the step it should become."""

    def __init__(self, log: _Log, t: float, cursor: tuple[float, float]) -> None:
        self.log, self.t = log, t
        self.cx, self.cy = cursor

    def move_to(self, x: float, y: float, dur: float = 160.0) -> None:
        n = max(2, int(dur / 8))
        for k in range(1, n + 1):
            self.t += 8
            px, py = self.cx + (x - self.cx) * k / n, self.cy + (y - self.cy) * k / n
            self.log.add(self.t, "mousemove", {"x": round(px, 3), "y": round(py, 3)})
        self.cx, self.cy = x, y

    def press(self, button: str, hold: float = 80.0) -> tuple[int, int]:
        t0 = self.t
        self.log.add(self.t, "mousedown", {"button": button})
        self.t += hold
        self.log.add(self.t, "mouseup", {"button": button})
        return int(round(t0)), int(round(self.t))

    def key(self, name: str, char: str | None, hold: float = 60.0) -> tuple[int, int]:
        t0 = self.t
        self.log.add(self.t, "keydown", _key_data(name, unicode_info(char) if char else ""))
        self.t += hold
        self.log.add(self.t, "keyup", _key_data(name))
        return int(round(t0)), int(round(self.t))

    def hold(self, mods: tuple[str, ...], down: bool) -> None:
        for m in mods if down else tuple(reversed(mods)):
            self.log.add(self.t, "keydown" if down else "keyup", _key_data(m))
            self.t += 30

    def approach(self, a: Action) -> None:
        """To a pointer action's point, then its modifiers down."""
        self.move_to(a.x, a.y)
        self.t += 60
        self.hold(a.mods, True)

    def let_go(self, a: Action) -> None:
        """A pointer action's modifiers up."""
        if a.mods:
            self.t += 30
            self.hold(a.mods, False)

    def click(self, a: Action) -> ExpectedStep:
        self.approach(a)
        button = {"right_click": "Right", "middle_click": "Middle"}.get(a.kind, "Left")
        count = {"double_click": 2, "triple_click": 3}.get(a.kind, 1)
        t0, t1 = self.press(button)
        for _ in range(count - 1):
            self.t += 90
            _, t1 = self.press(button)
        self.let_go(a)
        return ExpectedStep("click", t0, t1, x=a.x, y=a.y, button=button.lower(), click_count=count)

    def drag(self, a: Action) -> ExpectedStep:
        self.approach(a)
        t0 = int(round(self.t))
        self.log.add(self.t, "mousedown", {"button": a.button})
        self.move_to(a.x2, a.y2, dur=400)
        self.t += 40
        self.log.add(self.t, "mouseup", {"button": a.button})
        t1 = int(round(self.t))
        self.let_go(a)
        return ExpectedStep("drag", t0, t1, x=a.x, y=a.y, x2=a.x2, y2=a.y2, button=a.button.lower())

    def scroll(self, a: Action) -> ExpectedStep:
        self.approach(a)
        t0 = int(round(self.t))
        for _ in range(a.notches):
            self.log.add(self.t, "mousewheel", {"delta": a.delta})
            self.t += 16
        self.t -= 16
        t1 = int(round(self.t))
        self.let_go(a)
        return ExpectedStep("scroll", t0, t1, x=a.x, y=a.y, scroll_dy=-a.delta * a.notches)

    def type(self, a: Action) -> ExpectedStep:
        t0 = int(round(self.t))
        t1 = t0
        for ch in a.text:
            name, shifted = _key_for_char(ch)
            if shifted:
                self.log.add(self.t, "keydown", _key_data("ShiftLeft"))
                self.t += 20
                self.key(name, ch)
                self.t += 10
                self.log.add(self.t, "keyup", _key_data("ShiftLeft"))
                t1 = int(round(self.t))
            else:
                _, t1 = self.key(name, ch)
            self.t += 70
        return ExpectedStep("type", t0, t1, text=a.text)

    def hotkey(self, a: Action) -> ExpectedStep:
        t0 = int(round(self.t))  # a hotkey starts at its first modifier press
        mods, last = a.keys[:-1], a.keys[-1]
        for m in mods:
            self.log.add(self.t, "keydown", _key_data(m))
            self.t += 40
        produced = last[3:].lower() if last.startswith("Key") else None
        if a.produced is not None:
            produced = a.produced or None
        self.key(last, produced)
        for m in reversed(mods):
            self.t += 30
            self.log.add(self.t, "keyup", _key_data(m))
        return ExpectedStep("hotkey", t0, int(round(self.t)), keys=list(a.keys))

    def single_key(self, a: Action) -> ExpectedStep:
        t0, t1 = self.key(a.keys[0], None)
        return ExpectedStep("key", t0, t1, keys=list(a.keys))

    def move(self, a: Action) -> ExpectedStep:
        t0 = int(round(self.t + 8))
        self.move_to(a.x, a.y, dur=240)
        return ExpectedStep("mouse_move", t0, int(round(self.t)), x=a.x, y=a.y)

    def wait(self, a: Action) -> ExpectedStep:
        t0 = int(round(self.t))
        self.t += a.wait_ms
        return ExpectedStep("wait", t0, int(round(self.t)))


# Each synthetic action kind and how it is performed.
_PERFORM: dict[str, Callable[[_Performer, Action], ExpectedStep]] = {
    "click": _Performer.click, "double_click": _Performer.click, "triple_click": _Performer.click,
    "right_click": _Performer.click, "middle_click": _Performer.click, "drag": _Performer.drag,
    "scroll": _Performer.scroll, "type": _Performer.type, "hotkey": _Performer.hotkey, "key": _Performer.single_key,
    "move": _Performer.move, "wait": _Performer.wait,
}


def _script(spec: SynthSpec, log: _Log, rng: random.Random) -> tuple[list[ExpectedStep], int]:
    """Write events for every action; return the expected steps and the time the log ends."""
    performer = _Performer(log, float(spec.video_offset_ms + spec.lead_ms),
                           (spec.logical_size[0] / 2, spec.logical_size[1] / 2))
    steps: list[ExpectedStep] = []
    state = 0
    for a in spec.actions:
        performer.t += a.gap_ms
        perform = _PERFORM.get(a.kind)
        if perform is None:
            raise ValueError(f"unknown synthetic action {a.kind!r}")
        exp = perform(performer, a)
        if a.ax is not None:
            data: dict[str, Any] = {"duration": 12, "tree": a.ax}
            if a.ax_event == "axtree_interaction":
                data["focused_app"] = {"bundle_id": None, "name": spec.app, "path": None, "pid": None}
            log.add(exp.t_start + a.ax_delay_ms, a.ax_event, data)
        exp.state_before = state
        if exp.kind not in ("wait", "mouse_move") and a.effect:
            state += 1
        exp.state_after = state
        steps.append(exp)
    return steps, int(round(performer.t))


def state_at(steps: list[ExpectedStep], event_ms: float) -> int:
    """UI state on screen at an event-clock time: actions take effect EFFECT_LATENCY_MS after they end."""
    s = 0
    for st in steps:
        if st.state_after > st.state_before and st.t_end + EFFECT_LATENCY_MS <= event_ms:
            s = st.state_after
    return s


def _arrow(size: int) -> tuple[np.ndarray, np.ndarray]:
    """Outline and fill masks of a pointer `size` px tall, hot spot at (0, 0)."""
    wid = max(3, int(size * 0.65))
    yy, xx = np.mgrid[0:size, 0:wid]
    body = (xx <= yy * 0.65) & (yy < size * 0.75)
    stem = (yy >= size * 0.5) & (xx >= yy * 0.3) & (xx <= yy * 0.3 + size * 0.18)
    outer = body | stem
    inner = np.zeros_like(outer)
    inner[1:-1, 1:-1] = outer[1:-1, 1:-1] & outer[:-2, 1:-1] & outer[2:, 1:-1] & outer[1:-1, :-2] & outer[1:-1, 2:]
    return outer, inner


def draw_frame(w: int, h: int, index: int, state: int, cursor: tuple[int, int] | None,
               cursor_size: int = 0, background: np.ndarray | None = None) -> np.ndarray:
    img = np.empty((h, w, 3), dtype=np.uint8)
    if background is not None:
        img[:] = background
    else:
        img[:] = PALETTE[state % len(PALETTE)]
        # 'window chrome' so frames look like a screen, not a flat colour
        img[h // 6 : h // 6 + 4, :] = 30
        img[h // 3 :: 24, w // 8 : w - w // 8] = 200
    for row, value in enumerate((index, state)):
        y0 = CELL * (1 + 2 * row)
        for b in range(BITS):
            x0 = CELL * (1 + b)
            img[y0 : y0 + CELL, x0 : x0 + CELL] = 255 if (value >> (BITS - 1 - b)) & 1 else 0
    if cursor is not None and cursor_size:
        outer, inner = _arrow(cursor_size)
        cx, cy = cursor
        sh, sw = outer.shape
        ys, xs = slice(cy, min(h, cy + sh)), slice(cx, min(w, cx + sw))
        if 0 <= cx < w and 0 <= cy < h:
            sub = img[ys, xs]
            o, i = outer[: sub.shape[0], : sub.shape[1]], inner[: sub.shape[0], : sub.shape[1]]
            sub[o] = 0
            sub[i] = 255
    elif cursor is not None:
        cx, cy = cursor
        img[max(0, cy - 6) : cy + 6, max(0, cx - 1) : cx + 1] = 0
        img[max(0, cy - 1) : cy + 1, max(0, cx - 6) : cx + 6] = 0
    return img


def frame_times(duration_ms: float, fps: float, vfr: bool, rng: random.Random) -> list[float]:
    """Frame presentation times (ms): jittered, with static stretches where the recorder drops frames."""
    base = 1000.0 / fps
    t, out = 0.0, []
    while t < duration_ms:
        out.append(round(t, 3))
        step = base
        if vfr:
            step = base * rng.uniform(0.6, 1.4)
            if rng.random() < 0.05:
                step += base * rng.randint(2, 6)  # nothing changed on screen: frames skipped
        t += step
    return out


def encode_video(path: Path, size: tuple[int, int], pts_ms: list[float], frame_fn: Any, keyint: int,
                 crf: int = 18, preset: str = "ultrafast", *, bframes: int = 0, open_gop: bool = False,
                 codec: str = "libx264") -> list[float]:
    """Encode H.264 (or `codec`: libx265) with the given frame times; return the exact times written (1/90000 s
    grid). The demo's recorder writes no B-frames and closed GOPs; tests vary `bframes` and `open_gop` (keyframes
    that are no IDR picture)."""
    w, h = size
    written: list[float] = []
    tb = Fraction(1, 90000)
    with av.open(str(path), mode="w", format="mp4") as out:
        stream = cast(VideoStream, out.add_stream(codec, rate=30))  # a video codec: the stream is a VideoStream
        stream.width, stream.height, stream.pix_fmt = w, h, "yuv420p"
        stream.time_base = tb
        stream.codec_context.time_base = tb
        options: dict[str, object] = {"crf": str(crf), "preset": preset, "g": str(keyint), "bf": str(bframes),
                                      "sc_threshold": "0"}
        if codec == "libx265":
            options["x265-params"] = f"open-gop={int(open_gop)}:log-level=error"
        elif open_gop:
            options["x264-params"] = "open-gop=1"
        stream.options = options
        last = -1
        for k, p in enumerate(pts_ms):
            frame = av.VideoFrame.from_ndarray(frame_fn(k, p), format="rgb24")
            pts = int(round(p * 90))
            if pts <= last:
                pts = last + 1
            last = pts
            written.append(pts / 90)
            frame.pts, frame.time_base = pts, tb
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode(None):
            out.mux(packet)
    return written


def _ffmpeg_preamble(log: _Log, offset: int) -> None:
    for k, text in enumerate([
        "ffmpeg version 7.1.1 Copyright (c) 2000-2025 the FFmpeg developers",
        "  built with Apple clang version 17.0.0 (clang-1700.0.13.3)",
        "  libavutil      59. 39.100 / 59. 39.100",
    ]):
        log.add(k, "ffmpeg_stderr", {"output": text})
    log.add(offset * 0.6, "ffmpeg_stderr", {"output": "[avfoundation @ 0x1] Supported pixel formats:"})
    log.add(offset - 40, "ffmpeg_stderr", {"output": "Input #0, avfoundation, from '1:':"})
    log.add(offset - 30, "ffmpeg_stderr", {"output": "Press [q] to stop, [?] for help"})
    log.add(offset, "ffmpeg_stderr", {"output": "Output #0, mp4, to '/tmp/recording.mp4':"})
    log.add(offset + 1, "ffmpeg_stderr", {"output": "  Metadata:"})


def event_time(spec: SynthSpec, video_ms: float) -> float:
    """Ground truth: the event-clock time a frame at `video_ms` shows (after a stall, the video has
    skipped `stall_ms` of what happened)."""
    skipped = spec.stall_ms if spec.stall_at_ms is not None and video_ms >= spec.stall_at_ms else 0
    return video_ms + spec.video_offset_ms + skipped


def _log_display_snapshot(log: _Log, spec: SynthSpec) -> None:
    """The accessibility snapshot with the display-wide window (a Save button and `ax_extra` in it)."""
    lw, lh = spec.logical_size
    tree = [{"bbox": {"height": 0, "width": 0, "x": 0, "y": 0}, "children": [
        {"bbox": {"height": lh, "width": lw, "x": 0, "y": 0}, "children": [
            {"bbox": {"height": 40, "width": 120, "x": 10, "y": 10}, "children": [], "description": "",
             "name": "Save", "role": "AXButton", "value": ""}, *spec.ax_extra],
         "description": "Display 0", "display_index": 0, "name": "Window on display 0", "role": "window",
         "value": ""}], "description": "", "name": "root", "role": "root", "value": ""}]
    log.add(spec.video_offset_ms + 200, "axtree_interaction", {
        "duration": 12, "focused_app": {"bundle_id": None, "name": spec.app, "path": None, "pid": None},
        "tree": tree})


def _frame_painter(spec: SynthSpec, log: _Log, steps: list[ExpectedStep],
                   physical: tuple[int, int]) -> Callable[[int, float], np.ndarray]:
    """(frame index, video ms) → the frame: the UI state then, the cursor where the log last put it."""
    pw, ph = physical
    moves = sorted((t, o["data"]["x"], o["data"]["y"]) for t, _, o in log.lines if o["event"] == "mousemove")
    move_t = np.array([m[0] for m in moves], dtype=float)

    def frame_fn(k: int, p: float) -> np.ndarray:
        ev_t = event_time(spec, p)
        j = int(np.searchsorted(move_t, ev_t, side="right")) - 1
        cur = None
        if j >= 0 and spec.cursor != "none":
            cur = (int(moves[j][1] * spec.scale), int(moves[j][2] * spec.scale))
        size = int(17 * spec.scale) if spec.cursor == "arrow" else 0
        state = state_at(steps, ev_t)
        return draw_frame(pw, ph, k if spec.index_barcode else 0, state, cur, size,
                          spec.screen(state) if spec.screen is not None else None)

    return frame_fn


def _log_lines(log: _Log, spec: SynthSpec, rng: random.Random) -> list[dict[str, Any]]:
    """The log's lines sorted by time, then with the real recorders' defects the spec asks for (missing key-ups,
    swapped mouse moves, duplicated lines)."""
    ordered = [o | {"time": t} for t, _, o in sorted(log.lines, key=lambda r: (r[0], r[1]))]
    keyups = [k for k, o in enumerate(ordered) if o["event"] == "keyup" and "Shift" not in o["data"]["key"]]
    drop = {keyups[i] for i in spec.drop_keyups if i < len(keyups)}
    ordered = [o for k, o in enumerate(ordered) if k not in drop]
    if spec.out_of_order:
        move_idx = [k for k, o in enumerate(ordered[:-1]) if o["event"] == "mousemove"
                    and ordered[k + 1]["event"] == "mousemove"]
        for k in rng.sample(move_idx, min(spec.out_of_order, len(move_idx))):
            ordered[k], ordered[k + 1] = ordered[k + 1], ordered[k]
    if spec.duplicate_events:
        doubled = []
        for o in ordered:
            doubled.append(o)
            if o["event"] not in ("ffmpeg_stderr", "axtree_interaction", "axtree"):
                doubled.append(o | {"time": o["time"] + rng.choice((0, 0, 1))})
        ordered = doubled
    return ordered


def _meta(spec: SynthSpec, physical: tuple[int, int], video_ms: float) -> dict[str, Any]:
    """The recording's `meta.json`."""
    pw, ph = physical
    monitor: dict[str, Any] = {"width": pw, "height": ph}
    if spec.meta_scale_factor:
        monitor |= {"scale_factor": spec.scale, "x": 0, "y": 0}
    return {
        "id": spec.recording_id, "timestamp": "2025-01-01T12:00:00.000000+02:00",
        "duration_seconds": round(video_ms / 1000), "status": spec.status, "reason": spec.reason,
        "title": spec.title, "description": "", "platform": spec.platform, "arch": "aarch64", "version": "15.6.0",
        "locale": "en-US", "keyboard_layout": spec.keyboard_layout, "primary_monitor": monitor,
        "quest": {"title": spec.title, "app": spec.app, "icon_url": "", "objectives": ["Do the thing"],
                  "content": f"Please {spec.title.lower()}.", "task_id": spec.task_id or f"task_{spec.recording_id}"},
    }


def write_recording(folder: Path, spec: SynthSpec) -> SynthResult:
    """Write one Clones recording folder; return what was written (the scripted steps, frame times, log lines)."""
    rng = random.Random(spec.seed)  # drawn from in order: frame times, then the log's defects
    folder.mkdir(parents=True, exist_ok=True)
    log = _Log()
    if spec.ffmpeg_lines:
        _ffmpeg_preamble(log, spec.video_offset_ms - spec.ffmpeg_lead_ms)
    # the cursor wanders a little before the first action (and before the video starts)
    lw, lh = spec.logical_size
    for k in range(20):
        log.add(100 + 8 * k, "mousemove", {"x": lw / 2 + k * 0.1, "y": lh / 2})
    steps, t_end = _script(spec, log, rng)
    if spec.ax_display:
        _log_display_snapshot(log, spec)
    physical = int(round(lw * spec.scale)), int(round(lh * spec.scale))
    video_ms = t_end - spec.video_offset_ms + spec.tail_ms
    pts = frame_times(video_ms, spec.fps, spec.vfr, rng)
    pts = encode_video(folder / "recording.mp4", physical, pts, _frame_painter(spec, log, steps, physical),
                       spec.keyint)
    ordered = _log_lines(log, spec, rng)
    base = EPOCH0 if spec.time_base == "absolute" else 0
    text = "".join(json.dumps({"data": o["data"], "event": o["event"], "time": o["time"] + base},
                              separators=(",", ":")) + "\n" for o in ordered)
    (folder / "input_log.jsonl").write_text(text, encoding="utf-8")
    if spec.write_log_meta:
        (folder / "input_log_meta.json").write_text(json.dumps(
            {"format": "jsonl", "event_count": len(ordered), "timestamp_type": spec.time_base}))
    (folder / "meta.json").write_text(json.dumps(_meta(spec, physical, video_ms), indent=2))
    if spec.private_ranges:  # the older recorders' file of spans the demonstrator marked private
        (folder / "private_ranges.json").write_text(json.dumps(
            [{"start": a + base, "end": b + base, "count": 1} for a, b in spec.private_ranges]))
    if spec.checksums:
        write_checksums(folder)
    return SynthResult(path=folder, spec=spec, steps=steps, frame_pts_ms=pts, lines=ordered)


def write_checksums(folder: Path) -> None:
    files: list[dict[str, Any]] = []
    for p in sorted(folder.iterdir()):
        if p.name in ("checksums.json", "manifest.json") or not p.is_file():
            continue
        files.append({"filename": p.name, "sha256": hashlib.sha256(p.read_bytes()).hexdigest(),
                      "size": p.stat().st_size, "lastModified": 0})
    overall = hashlib.sha256(":".join(sorted(f["sha256"] for f in files)).encode()).hexdigest()
    (folder / "checksums.json").write_text(json.dumps({
        "schema_version": {"major": 1, "minor": 0, "patch": 0}, "demoHash": "synthetic",
        "submissionId": "synthetic", "userAddress": "0x0", "timestamp": 0, "files": files,
        "overallHash": overall}, indent=2))


def standard_actions(logical: tuple[int, int]) -> list[Action]:
    """One of every action kind a Clones log can express, spread over the screen."""
    w, h = logical
    return [
        Action("click", x=w * 0.25, y=h * 0.3),
        Action("double_click", x=w * 0.6, y=h * 0.4),
        Action("type", text="Hello world"),
        Action("key", keys=("Return",)),
        Action("right_click", x=w * 0.7, y=h * 0.7),
        Action("drag", x=w * 0.2, y=h * 0.6, x2=w * 0.5, y2=h * 0.8),
        Action("scroll", x=w * 0.5, y=h * 0.5, delta=-3.0, notches=5),
        Action("hotkey", keys=("MetaLeft", "KeyC")),
        Action("triple_click", x=w * 0.4, y=h * 0.2),
        Action("middle_click", x=w * 0.8, y=h * 0.3),
        Action("wait", wait_ms=4000),
        Action("move", x=w * 0.9, y=h * 0.9),
        Action("key", keys=("Tab",)),
    ]


def ax_node(role: str, name: str, x: float, y: float, w: float, h: float, children: list[dict[str, Any]] | None = None,
            **extra: Any) -> dict[str, Any]:
    """One element of a Clones `axtree_interaction` tree (bbox: screen points)."""
    return {"bbox": {"height": h, "width": w, "x": x, "y": y}, "children": children or [], "description": "",
            "name": name, "role": role, "value": "", **extra}


def ax_screen(logical: tuple[float, float], elements: list[dict[str, Any]],
              app: str = "Synth App") -> list[dict[str, Any]]:
    """The recorder's tree: an application holding its display-wide window, which holds `elements`."""
    w, h = logical
    window = ax_node("window", "Window on display 0", 0, 0, w, h, elements, display_index=0)
    return [ax_node("application", app, 0, 0, 0, 0, [window])]


def _under(role: str, name: str, x: float, y: float) -> dict[str, Any]:
    """A 64x24-point control holding (x, y), not centred on it, its label nested inside, in a toolbar group."""
    bx, by = x - 20, y - 8
    label = ax_node("AXStaticText", name, bx + 4, by + 4, 40, 16)
    return ax_node("AXGroup", "toolbar", bx - 30, by - 6, 150, 36, [ax_node(role, name, bx, by, 64, 24, [label])])


def with_snapshots(actions: list[Action], logical: tuple[float, float]) -> list[Action]:
    """Copies of `actions` where every pointer action carries the snapshot the recorder logs at its press:
    a control under its point (a drag: one under each end)."""
    roles = {"click": "AXButton", "double_click": "AXCell", "triple_click": "AXTextField", "right_click": "AXRow",
             "middle_click": "AXLink", "scroll": "AXRow", "move": "AXLink", "drag": "AXListItem"}
    out = []
    for k, a in enumerate(actions):
        if a.kind not in roles:
            out.append(a)
            continue
        elements = [_under(roles[a.kind], f"{a.kind} target {k}", a.x, a.y)]
        if a.kind == "drag":
            elements.append(_under("AXListItem", f"drop target {k}", a.x2, a.y2))
        out.append(replace(a, ax=ax_screen(logical, elements)))
    return out


# What the demo plants on purpose, per recording (`cuaflow demo` lists it before it runs): a new user meets
# these as warnings, a quarantine and an exclusion, and must not take them for a broken setup.
DEMO_DEFECTS = {
    "20250101_100000": "2x display without a declared scale factor, duplicated and out-of-order log lines, a "
                       "missing key-up: inferred and repaired, flagged on its review page",
    "20250101_120000": "its input_log.jsonl was changed after checksums.json was written: quarantined "
                       "(\"sha256 mismatch ... re-upload it\"), as a corrupted upload would be",
    "20250101_150000": "the demonstrator gave up (meta.json status failed): published, excluded from the samples",
    "20250101_160000": "duplicated log lines and no accessibility snapshots: no grounding samples",
}


def demo_source(root: Path) -> list[SynthResult]:
    """The demo's source tree, `<root>/<date>/<recording_id>/…`, two days with real-world defects:
    1× and 2× (declared and inferred) displays, relative and absolute time, duplicated and out-of-order
    lines, a missing key-up, a failed task and a recording tampered with after its checksums."""
    lw = (480, 300)
    full = with_snapshots(standard_actions(lw), lw)  # the recorder's accessibility snapshot at each press
    plans: list[tuple[str, str, dict[str, Any]]] = [
        ("2025-01-01", "20250101_090000", dict(scale=1.0, time_base="relative", write_log_meta=True,
                                               title="Fill in the form", app="Forms")),
        ("2025-01-01", "20250101_100000", dict(scale=2.0, meta_scale_factor=False, duplicate_events=True,
                                               out_of_order=3, drop_keyups=(1,), title="Rename the document",
                                               app="Editor")),
        ("2025-01-01", "20250101_110000", dict(scale=2.0, title="Archive old mail", app="Mail")),
        ("2025-01-01", "20250101_120000", dict(scale=1.0, actions=full[:3], title="Send the report", app="Mail")),
        ("2025-01-01", "20250101_150000", dict(scale=2.0, actions=full[:6], title="Book a meeting room",
                                               app="Calendar", status="failed", reason="fail")),
        ("2025-01-01", "20250101_160000", dict(scale=1.0, duplicate_events=True, title="Sort the table",
                                               app="Sheets", actions=standard_actions(lw))),  # no snapshots
        ("2025-01-02", "20250102_080000", dict(scale=2.0, time_base="relative", title="Fill in the form",
                                               app="Forms")),
        ("2025-01-02", "20250102_130000", dict(scale=2.0, title="Rename the document", app="Editor")),
        ("2025-01-02", "20250102_140000", dict(scale=1.0, title="Archive old mail", app="Mail")),
    ]
    out = []
    for k, (date, rid, kw) in enumerate(plans):
        kw.setdefault("actions", full)
        out.append(write_recording(root / date / rid, SynthSpec(recording_id=rid, logical_size=lw, seed=k, **kw)))
    tampered = root / "2025-01-01" / "20250101_120000" / "input_log.jsonl"
    with open(tampered, "a", encoding="utf-8") as fh:  # changed after its checksums were written
        fh.write('{"data":{"x":1,"y":1},"event":"mousemove","time":1}\n')
    return out
