"""The real-session rig: real Linux recordings made at test time, with ground truth from the application.

One session = a real X server (Xvfb), the rig's Tk application (`xrig_app.py`, which logs and draws its own
state), a real screen capture (`ffmpeg -f x11grab … -c:v libx264 -preset ultrafast`, its stderr logged like the
Clones recorder logs it), an input listener on the X server (the RECORD extension, python-xlib) writing the
Clones event format, and a driver that injects input through XTEST with human timing (moves through
intermediate points, typing gaps, hotkeys right after clicks, wheel bursts, drags).

The listener writes two logs of the same input stream: `server` (each event at the X server's own time, mapped
onto the wall clock once) and `receipt` (stamped when the listener receives it, as rdev does). Each becomes a
Clones recording folder (the same video) named `<session>-server` / `<session>-receipt`. `Session.server_ms`
gives the X server time of every log line, which is how a test maps steps onto the application's state log. Each log
also holds one accessibility snapshot of the app's elements (`ELEMENTS`), logged just before the first action."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from xrig_app import BUTTONS, DRAG_AREA, FIELD, HEIGHT, LIST, ROW_H, SQUARE, WIDTH

from cuaflow.connectors.synth import ax_node, ax_screen

HERE = Path(__file__).resolve().parent
VARIANTS = ("server", "receipt")


def available() -> str | None:
    """Why the rig cannot run here (None: it can)."""
    missing = [t for t in ("Xvfb", "ffmpeg") if shutil.which(t) is None]
    if missing:
        return f"{' and '.join(missing)} not installed (Debian: apt-get install xvfb ffmpeg)"
    try:
        import tkinter  # noqa: F401

        import Xlib  # noqa: F401
    except ImportError as exc:
        return f"{exc.name} is not importable"
    return None


# ---------------------------------------------------------------- what the driver does, and what it expects
@dataclass
class Expected:
    """One step as cuaflow should group it (logical points; scroll in notches, + = down)."""

    kind: str
    x: float | None = None
    y: float | None = None
    x2: float | None = None
    y2: float | None = None
    text: str | None = None
    keys: list[str] | None = None
    button: str | None = None
    click_count: int | None = None
    notches: int = 0


@dataclass
class Session:
    name: str
    folder: Path  # the session's work folder (state log, video, logs)
    server_ms: list[int | None]  # per log line: the X server time of the event (None: an ffmpeg line)
    changes: list[dict[str, Any]]  # the application's state log, in order
    expected: list[Expected]
    recordings: dict[str, str] = field(default_factory=dict)  # variant → recording id
    snapshot_ms: int = 0  # when the accessibility snapshot (`SNAPSHOT`) was logged: before the first action


# ---------------------------------------------------------------- the application's accessibility snapshot
# name → (role, x0, y0, x1, y1): the rig app's elements where it draws them.
ELEMENTS: dict[str, tuple[str, int, int, int, int]] = {
    **{f"Button {k + 1}": ("AXButton", *b) for k, b in enumerate(BUTTONS)},
    "Text": ("AXTextField", *FIELD),
    **{f"row {r:02d}": ("AXRow", LIST[0], LIST[1] + r * ROW_H, LIST[2], LIST[1] + (r + 1) * ROW_H)
       for r in range((LIST[3] - LIST[1]) // ROW_H)},
}


def snapshot_tree() -> list[dict[str, Any]]:
    """`ELEMENTS` as the Clones recorder's accessibility tree (the rig app's window is the whole screen)."""
    nodes = [ax_node(role, name, x0, y0, x1 - x0, y1 - y0) for name, (role, x0, y0, x1, y1) in ELEMENTS.items()]
    return ax_screen((WIDTH, HEIGHT), nodes, app="xrig")


def element_at(x: float, y: float) -> str | None:
    """The element of `ELEMENTS` holding a point (they do not overlap)."""
    return next((n for n, (_, x0, y0, x1, y1) in ELEMENTS.items() if x0 <= x <= x1 and y0 <= y <= y1), None)


def looks(changes: list[dict[str, Any]], name: str) -> tuple[Any, ...]:
    """What an element looks like after the application's `changes` (its state log, in order): a button's colour
    (toggles modulo the three colours) and mark, the field's text and selection, a row's scroll offset."""
    whats = [c["what"] for c in changes]
    if name.startswith("Button"):
        k = int(name.split()[1]) - 1
        return whats.count(f"toggle {k}") % 3, whats.count(f"mark {k}") % 2
    if name == "Text":
        typed = [c for c in changes if c["what"].split()[0] in ("type", "backspace", "select", "submit")]
        return (typed[-1]["text"], typed[-1]["what"] == "select all") if typed else ("", False)
    return (changes[-1]["offset"] if changes else 0,)


# ---------------------------------------------------------------- the listener (X RECORD → Clones lines)
_NAMES = {"Shift_L": "ShiftLeft", "Shift_R": "ShiftRight", "Control_L": "ControlLeft", "Control_R": "ControlRight",
          "Alt_L": "Alt", "Alt_R": "AltGr", "Super_L": "MetaLeft", "Super_R": "MetaRight", "Return": "Return",
          "BackSpace": "Backspace", "Tab": "Tab", "space": "Space", "Escape": "Escape", "comma": "Comma",
          "period": "Dot", "minus": "Minus", "Left": "LeftArrow", "Right": "RightArrow", "Up": "UpArrow",
          "Down": "DownArrow", "Delete": "Delete", "Home": "Home", "End": "End"}
_MOD_NAMES = {"ShiftLeft", "ShiftRight", "ControlLeft", "ControlRight", "Alt", "AltGr", "MetaLeft", "MetaRight"}
_BUTTON_NAMES = {1: "Left", 2: "Middle", 3: "Right"}


def _unicode_info(ch: str) -> str:
    return f'UnicodeInfo {{ name: Some({json.dumps(ch)}), unicode: [{",".join(str(ord(c)) for c in ch)}], ' \
           'is_dead: false }'


class Listener:
    """X RECORD on the device events; every event kept with its server time and its time of receipt."""

    def __init__(self, display_name: str) -> None:
        from Xlib import XK, X, display
        from Xlib.ext import record
        from Xlib.protocol import rq

        self.X, self.XK, self.rq = X, XK, rq
        self.local = display.Display(display_name)  # keycode lookups
        self.rec = display.Display(display_name)
        self.ctx = self.rec.record_create_context(0, [record.AllClients], [{
            "core_requests": (0, 0), "core_replies": (0, 0), "ext_requests": (0, 0, 0, 0),
            "ext_replies": (0, 0, 0, 0), "delivered_events": (0, 0), "device_events": (X.KeyPress, X.MotionNotify),
            "errors": (0, 0), "client_started": False, "client_died": False}])
        self.events: list[tuple[int, int, dict[str, Any]]] = []  # server ms, receipt epoch ms, clones line
        self.shift = self.ctrl = False
        self.xnames = {v: n[3:] for n, v in reversed(list(vars(XK).items())) if n.startswith("XK_")}
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        self.local.record_disable_context(self.ctx)
        self.local.flush()
        self.thread.join(timeout=5)
        self.local.record_free_context(self.ctx)
        self.local.close()

    def _run(self) -> None:
        self.rec.record_enable_context(self.ctx, self._reply)
        self.rec.close()

    def _reply(self, reply: Any) -> None:
        received = int(time.time() * 1000)
        data = reply.data
        while len(data):
            ev, data = self.rq.EventField(None).parse_binary_value(data, self.rec.display, None, None)
            line = self._line(ev)
            if line is not None:
                self.events.append((int(ev.time), received, line))

    def _key(self, ev: Any, down: bool) -> dict[str, Any]:
        sym0 = self.local.keycode_to_keysym(ev.detail, 0)
        xname = self.xnames.get(sym0, "")
        if len(xname) == 1 and xname.isalpha():
            name = "Key" + xname.upper()
        elif len(xname) == 1 and xname.isdigit():
            name = "Num" + xname
        else:
            name = _NAMES.get(xname, f"Unknown({ev.detail})")
        if name in ("ShiftLeft", "ShiftRight"):
            self.shift = down
        if name in ("ControlLeft", "ControlRight"):
            self.ctrl = down
        data: dict[str, Any] = {"key": name, "detection_method": "xrecord", "actual_char": ""}
        if down and name not in _MOD_NAMES:
            sym = self.local.keycode_to_keysym(ev.detail, 1 if self.shift else 0)
            ch = chr(sym) if 0x20 <= sym < 0x7F else {"Return": "\r", "BackSpace": "\b", "Tab": "\t"}.get(xname, "")
            if self.ctrl and ch.isalpha():
                ch = chr(ord(ch.upper()) - 64)  # what an X lookup gives with Ctrl held (ctrl+a → U+0001)
            if ch:
                data["actual_char"] = _unicode_info(ch)
        return {"event": "keydown" if down else "keyup", "data": data}

    def _line(self, ev: Any) -> dict[str, Any] | None:
        X = self.X
        if ev.type == X.MotionNotify:
            return {"event": "mousemove", "data": {"x": float(ev.root_x), "y": float(ev.root_y)}}
        if ev.type in (X.ButtonPress, X.ButtonRelease):
            if ev.detail in (4, 5, 6, 7):  # a wheel notch is a press/release pair: the press is the notch
                if ev.type == X.ButtonRelease:
                    return None
                delta = {4: (1.0, 0.0), 5: (-1.0, 0.0), 6: (0.0, 1.0), 7: (0.0, -1.0)}[ev.detail]
                return {"event": "mousewheel", "data": {"delta": delta[0], "delta_x": delta[1]}}
            return {"event": "mousedown" if ev.type == X.ButtonPress else "mouseup",
                    "data": {"button": _BUTTON_NAMES.get(ev.detail, "Unknown"), "x": float(ev.root_x),
                             "y": float(ev.root_y)}}
        if ev.type in (X.KeyPress, X.KeyRelease):
            return self._key(ev, ev.type == X.KeyPress)
        return None


# ---------------------------------------------------------------- the driver (XTEST, human timing)
class Driver:
    def __init__(self, display_name: str, rng: random.Random) -> None:
        from Xlib import XK, X, display
        from Xlib.ext import xtest

        self.X, self.XK, self.xtest = X, XK, xtest
        self.d = display.Display(display_name)
        # No server autorepeat: a key held 40-90 ms must not repeat when a loaded machine stalls the driver
        # for half a second (a human's key does not stall).
        self.d.change_keyboard_control(auto_repeat_mode=X.AutoRepeatModeOff)
        self.d.sync()
        self.rng = rng
        self.pos = (WIDTH / 2, HEIGHT / 2)
        self.expected: list[Expected] = []

    def _fake(self, kind: int, detail: int = 0, x: int = 0, y: int = 0) -> None:
        if kind == self.X.MotionNotify:
            self.xtest.fake_input(self.d, kind, x=x, y=y)
        else:
            self.xtest.fake_input(self.d, kind, detail)
        self.d.sync()

    def sleep(self, lo: float, hi: float) -> None:
        time.sleep(self.rng.uniform(lo, hi) / 1000)

    def move(self, x: float, y: float) -> None:
        """A human move: intermediate points every 8-16 ms, eased, ending exactly on the target."""
        x0, y0 = self.pos
        steps = max(3, int(((x - x0) ** 2 + (y - y0) ** 2) ** 0.5 / 25))
        for k in range(1, steps + 1):
            f = k / steps
            f = f * f * (3 - 2 * f)
            self._fake(self.X.MotionNotify, x=round(x0 + (x - x0) * f), y=round(y0 + (y - y0) * f))
            self.sleep(8, 16)
        self.pos = (round(x), round(y))

    def button(self, b: int, down: bool) -> None:
        self._fake(self.X.ButtonPress if down else self.X.ButtonRelease, b)

    def keycode(self, sym: str) -> int:
        return int(self.d.keysym_to_keycode(self.XK.string_to_keysym(sym)))

    def key(self, sym: str, down: bool) -> None:
        self._fake(self.X.KeyPress if down else self.X.KeyRelease, self.keycode(sym))

    # ---------------------------------------------------------------- actions
    def click(self, x: float, y: float, b: int = 1, count: int = 1) -> None:
        self.move(x, y)
        self.sleep(60, 140)
        for k in range(count):
            self.button(b, True)
            self.sleep(50, 100)
            self.button(b, False)
            if k < count - 1:
                self.sleep(70, 120)
        name = {1: "left", 3: "right"}[b]
        self.expected.append(Expected("click", x=self.pos[0], y=self.pos[1], button=name, click_count=count))

    def type(self, text: str) -> None:
        for ch in text:
            sym = {" ": "space"}.get(ch, ch.lower() if ch.isalpha() else ch)
            if ch.isupper():
                self.key("Shift_L", True)
                self.sleep(40, 90)
            self.key(sym, True)
            self.sleep(40, 90)
            self.key(sym, False)
            if ch.isupper():
                self.sleep(10, 40)
                self.key("Shift_L", False)
            self.sleep(60, 160)
        self.expected.append(Expected("type", text=text))

    def hotkey(self, mod: str, sym: str) -> None:
        self.key(mod, True)
        self.sleep(60, 130)
        self.key(sym, True)
        self.sleep(50, 100)
        self.key(sym, False)
        self.sleep(20, 60)
        self.key(mod, False)
        self.expected.append(Expected("hotkey", keys=["ctrl", sym]))

    def press_key(self, sym: str, name: str) -> None:
        self.key(sym, True)
        self.sleep(50, 110)
        self.key(sym, False)
        self.expected.append(Expected("key", keys=[name]))

    def scroll(self, x: float, y: float, notches: int) -> None:
        self.move(x, y)
        self.sleep(80, 160)
        b = 5 if notches > 0 else 4
        for _ in range(abs(notches)):
            self.button(b, True)
            self.button(b, False)
            self.sleep(25, 90)
        self.expected.append(Expected("scroll", x=self.pos[0], y=self.pos[1], notches=notches))

    def drag(self, x: float, y: float, x2: float, y2: float) -> None:
        self.move(x, y)
        start = self.pos
        self.expected.append(Expected("mouse_move", x=start[0], y=start[1]))  # flag drag_approach
        self.sleep(80, 150)
        self.button(1, True)
        self.sleep(80, 150)
        self.move(x2, y2)
        self.sleep(60, 120)
        self.button(1, False)
        self.expected.append(Expected("drag", x=start[0], y=start[1], x2=self.pos[0], y2=self.pos[1], button="left"))

    def wander(self, x: float, y: float) -> None:
        self.move(x, y)
        self.expected.append(Expected("mouse_move", x=self.pos[0], y=self.pos[1]))


def script(drv: Driver, rng: random.Random, square: list[float]) -> None:
    """One session's actions: 18 of them, in a seeded random order of human-like routines."""
    words = ["Dave", "hello", "Linux ok", "cuaflow", "X11 test", "Zed", "alpha beta"]

    def centre(b: tuple[int, int, int, int]) -> tuple[float, float]:
        return rng.uniform(b[0] + 15, b[2] - 15), rng.uniform(b[1] + 10, b[3] - 10)

    def field_then_select() -> None:  # a click into the field, typing, then ctrl+a right after a click
        drv.click(*centre(FIELD))
        drv.sleep(250, 450)
        drv.type(rng.choice(words))
        drv.sleep(300, 500)
        drv.click(*centre(FIELD))
        drv.sleep(70, 140)  # the hotkey right after the click
        drv.hotkey("Control_L", "a")
        drv.sleep(250, 450)
        drv.type(rng.choice(words)[:3])  # replaces the selection

    def submit() -> None:
        drv.sleep(1100, 1300)  # past the typing gap: Return is its own step
        drv.press_key("Return", "enter")

    def toggles() -> None:
        k = rng.randrange(3)
        drv.click(*centre(BUTTONS[k]))
        drv.sleep(250, 500)
        drv.click(*centre(BUTTONS[(k + 1) % 3]), b=3)
        drv.sleep(250, 500)
        drv.click(*centre(BUTTONS[(k + 2) % 3]), count=2)

    def wheel() -> None:
        x, y = centre(LIST)
        n = rng.randint(3, 6)
        drv.scroll(x, y, n)
        drv.sleep(400, 600)
        drv.scroll(x + rng.uniform(-20, 20), y + rng.uniform(-20, 20), -rng.randint(1, n))

    def drag_square() -> None:
        sx, sy = square
        x, y = round(sx + rng.uniform(8, SQUARE - 8)), round(sy + rng.uniform(8, SQUARE - 8))
        tx = rng.uniform(DRAG_AREA[0] + 40, DRAG_AREA[2] - 40)
        ty = rng.uniform(DRAG_AREA[1] + 40, DRAG_AREA[3] - 40)
        drv.drag(x, y, tx, ty)
        square[:] = [drv.pos[0] - (x - sx), drv.pos[1] - (y - sy)]

    routines = [field_then_select, submit, toggles, wheel, drag_square, toggles]
    rng.shuffle(routines)
    routines.remove(submit)
    routines.insert(routines.index(field_then_select) + 1, submit)  # Return submits what was typed
    for r in routines:
        r()
        drv.sleep(350, 650)
    drv.wander(rng.uniform(40, 300), rng.uniform(300, 380))
    drv.sleep(300, 500)
    drv.press_key("BackSpace", "backspace")


# ---------------------------------------------------------------- one session
def _start_xvfb() -> tuple[subprocess.Popen[Any], int]:
    """Xvfb on a display number it picks itself (-displayfd: no race between parallel sessions)."""
    r, w = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", f"{WIDTH}x{HEIGHT}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(w,))
    os.close(w)
    with os.fdopen(r) as fh:
        number = fh.readline().strip()
    if not number.isdigit():
        proc.kill()
        raise RuntimeError("rig: Xvfb did not report its display")
    return proc, int(number)


def _wait_for(cond: Any, what: str, timeout: float = 10.0) -> None:
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise RuntimeError(f"rig: {what} did not come up within {timeout:.0f} s")
        time.sleep(0.05)


def record_session(root: Path, date: str, name: str, seed: int) -> Session:
    """Record one session; write its two recordings under root/date/ and return the ground truth."""
    work = root / "_rig" / name
    work.mkdir(parents=True, exist_ok=True)
    procs: list[subprocess.Popen[Any]] = []
    ffmpeg_lines: list[tuple[int, str]] = []
    try:
        xvfb, n = _start_xvfb()
        procs.append(xvfb)
        disp = f":{n}"
        env = {**os.environ, "DISPLAY": disp}
        state = work / "state.jsonl"
        app = subprocess.Popen([sys.executable, str(HERE / "xrig_app.py"), str(state)], env=env,
                               stdout=subprocess.PIPE, text=True)
        procs.append(app)
        assert app.stdout is not None
        if app.stdout.readline().strip() != "ready":
            raise RuntimeError("rig: the application did not start")
        listener = Listener(disp)
        listener.start()
        video = work / "recording.mp4"
        ff = subprocess.Popen(["ffmpeg", "-hide_banner", "-nostdin", "-f", "x11grab", "-framerate", "30",
                               "-video_size", f"{WIDTH}x{HEIGHT}", "-i", f"{disp}+0,0", "-c:v", "libx264",
                               "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-y", str(video)],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        procs.append(ff)
        reader = threading.Thread(target=_read_stderr, args=(ff, ffmpeg_lines), daemon=True)
        reader.start()
        _wait_for(lambda: any("Output #0" in t for _, t in ffmpeg_lines), "ffmpeg's output")
        rng = random.Random(seed)
        drv = Driver(disp, rng)
        time.sleep(0.5)
        snapshot_ms = int(time.time() * 1000)  # the recorder's snapshot: logged on receipt, like ffmpeg's lines
        script(drv, rng, [60.0, 200.0])
        time.sleep(0.8)
        ff.send_signal(signal.SIGINT)
        ff.wait(timeout=20)
        reader.join(timeout=5)
        listener.stop()
        drv.d.close()
    finally:
        for p in reversed(procs):
            if p.poll() is None:
                p.terminate()
                try:
                    p.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    p.kill()
    changes = [json.loads(line) for line in (work / "state.jsonl").read_text().splitlines()]
    return _write_recordings(root, date, name, work, listener.events, ffmpeg_lines, changes, drv.expected,
                             snapshot_ms)


def _read_stderr(proc: subprocess.Popen[Any], out: list[tuple[int, str]]) -> None:
    buf = b""
    assert proc.stderr is not None
    while chunk := proc.stderr.read1(4096):  # type: ignore[attr-defined]
        buf += chunk.replace(b"\r", b"\n")
        *lines, buf = buf.split(b"\n")
        now = int(time.time() * 1000)
        out.extend((now, ln.decode("utf-8", "replace")) for ln in lines if ln.strip())


def _write_recordings(root: Path, date: str, name: str, work: Path, events: list[tuple[int, int, dict[str, Any]]],
                      ffmpeg_lines: list[tuple[int, str]], changes: list[dict[str, Any]],
                      expected: list[Expected], snapshot_ms: int) -> Session:
    # The server clock mapped onto the wall clock once: the smallest receipt lag seen.
    k = min(r - s for s, r, _ in events)
    rows: list[tuple[int, int, int | None, dict[str, Any]]] = []  # server-variant t, receipt t, server ms, line
    rows += [(t, t, None, {"event": "ffmpeg_stderr", "data": {"output": text}}) for t, text in ffmpeg_lines]
    rows.append((snapshot_ms, snapshot_ms, None, {"event": "axtree_interaction", "data": {
        "duration": 12, "focused_app": {"bundle_id": None, "name": "xrig", "path": None, "pid": None},
        "tree": snapshot_tree()}}))
    rows += [(s + k, r, s, line) for s, r, line in events]
    rows.sort(key=lambda r: r[1])  # the order lines are written in: receipt
    session = Session(name, work, [r[2] for r in rows], changes, expected, snapshot_ms=snapshot_ms)
    for variant in VARIANTS:
        rid = f"{name}-{variant}"
        folder = root / date / rid
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder / "input_log.jsonl", "w", encoding="utf-8") as fh:
            for ts, tr, _, line in rows:
                fh.write(json.dumps({"data": line["data"], "event": line["event"],
                                     "time": ts if variant == "server" else tr}) + "\n")
        first = min(r[1] for r in rows)
        meta = {"id": rid, "timestamp": time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(first / 1000)),
                "duration_seconds": round((max(r[1] for r in rows) - first) / 1000), "status": "completed",
                "reason": "done", "title": "Rig session", "platform": "linux", "arch": "x86_64",
                "keyboard_layout": "us-qwerty", "primary_monitor": {"width": WIDTH, "height": HEIGHT},
                "quest": {"title": "Rig session", "app": "xrig", "objectives": ["drive the rig app"],
                          "content": "", "task_id": name}}
        (folder / "meta.json").write_text(json.dumps(meta, indent=2))
        shutil.copyfile(work / "recording.mp4", folder / "recording.mp4")
        session.recordings[variant] = rid
    return session


# ---------------------------------------------------------------- checking a processed recording against the truth
def shown_state(png: Path) -> int:
    """The application's change counter drawn in a frame (the barcode in its top-left corner)."""
    import numpy as np
    from PIL import Image
    from xrig_app import BITS, CELL

    img = np.asarray(Image.open(png).convert("L"), dtype=np.int32)
    return sum(1 << k for k in range(BITS) if img[CELL // 2, k * CELL + CELL // 2] > 127)


def step_states(session: Session, steps: Any, events: Any) -> dict[int, tuple[int, int]]:
    """Per input step: the application's state (changes logged) before its first event and after its last one,
    by the X server time of those events."""
    import polars as pl

    out = {}
    for s in steps.iter_rows(named=True):
        if s["kind"] in ("terminate", "wait"):
            continue
        own = events.filter((pl.col("step_index") == s["step_index"]) & pl.col("t_ms").is_not_null())
        start_line = own.filter(pl.col("t_ms") >= s["t_start_ms"])["line_no"].min()
        s0, s1 = session.server_ms[start_line], session.server_ms[own["line_no"].max()]
        out[s["step_index"]] = (sum(1 for c in session.changes if c["t"] < s0),
                                sum(1 for c in session.changes if c["t"] <= s1))
    return out


def frame_errors(session: Session, out: Path, steps: Any, events: Any) -> tuple[list[str], int]:
    """Every input step's pre frame must show the application's state before the step's first event and its
    post frame the state after its last event. Returns the errors and the number of frames checked."""
    errors: list[str] = []
    checked = 0
    truth = step_states(session, steps, events)
    for s in steps.iter_rows(named=True):
        if s["step_index"] not in truth:
            continue
        for side, want in zip(("pre", "post"), truth[s["step_index"]], strict=True):
            img = s[f"{side}_image"]
            checked += 1
            got = shown_state(out / img) if img else None
            if got != want:
                errors.append(f"step {s['step_index']} {s['kind']} {side}: frame at {s[f'{side}_frame_pts_ms']} "
                              f"shows state {got}, expected {want}")
    return errors, checked


def action_errors(session: Session, steps: Any, px_per_notch: float) -> list[str]:
    """Every step's kind and arguments against what the driver did, in order."""
    got = [s for s in steps.iter_rows(named=True) if s["kind"] != "terminate"]
    if len(got) != len(session.expected):
        return [f"{len(got)} steps {[s['kind'] for s in got]}, expected {len(session.expected)} "
                f"{[e.kind for e in session.expected]}"]
    errors = []
    for k, (s, e) in enumerate(zip(got, session.expected, strict=True)):
        want: dict[str, Any] = {"kind": e.kind}
        if e.kind in ("click", "drag", "mouse_move", "scroll"):
            want |= {"x": e.x, "y": e.y}
        if e.kind == "drag":
            want |= {"x2": e.x2, "y2": e.y2}
        if e.kind in ("click", "drag"):
            want["button"] = e.button
        if e.kind == "click":
            want["click_count"] = e.click_count
        if e.kind == "type":
            want["text"] = e.text
        if e.kind in ("hotkey", "key"):
            want["keys"] = e.keys
        if e.kind == "scroll":
            want |= {"scroll_dy": e.notches * px_per_notch, "scroll_dx": 0.0}
        have = {f: s[f] for f in want}
        if have != want:
            errors.append(f"step {k}: {have} != {want}")
    return errors


def effect_leads(session: Session, video: Path, events: Any, offset_ms: float) -> list[float]:
    """For every change of the application's state: how long before its causing event (log clock mapped onto the
    video with `offset_ms`) the first frame showing it is stamped. Positive = the frame's timestamp is earlier than
    the event: a pre frame taken less than that before the event already shows the effect."""
    import av
    import numpy as np
    from xrig_app import BITS, CELL

    first_shown: dict[int, float] = {}
    with av.open(str(video)) as container:
        stream = container.streams.video[0]
        for frame in container.decode(stream):
            img = frame.to_ndarray(format="gray")
            n = sum(1 << k for k in range(BITS) if img[CELL // 2, k * CELL + CELL // 2] > 127)
            pts = float(frame.pts * stream.time_base * 1000)
            for k in range(1, n + 1):
                first_shown.setdefault(k, pts)
    t_of_line = dict(zip(events["line_no"].to_list(), events["t_ms"].to_list(), strict=True))
    t_of_server = {}
    for line, server in enumerate(session.server_ms):
        if server is not None and line in t_of_line:
            t_of_server.setdefault(server, t_of_line[line])
    leads = [(t_of_server[c["t"]] - offset_ms) - first_shown[c["n"]] for c in session.changes
             if c["n"] in first_shown and c["t"] in t_of_server]
    return [float(v) for v in np.round(leads, 1)]
