"""The real-session rig's application: a small Tk window that shows its own state machine-readably.

Run as a script on an X display (`python xrig_app.py STATE_FILE`). Every change of its state (a button toggled,
a character typed, the text selected, the list scrolled, the square dragged) increments a change counter, drawn
as a 16-bit barcode in the top-left corner of every frame (white cell = 1, least significant bit first) and
appended to STATE_FILE as one JSON line with the X server time of the input event that caused it. A frame's
barcode therefore says how many input events had taken effect on screen, and the state file says at which
server time each of them happened: the ground truth of every pre- and post-action frame.

The list scrolls LIST_PX_PER_NOTCH pixels per wheel notch, like a browser on Linux (tasks/recording/README.md, "Scroll
units and platforms")."""

from __future__ import annotations

import json
import sys

try:
    import tkinter as tk
except ImportError:  # the constants stay importable; the rig reports tkinter missing and the tests skip
    tk = None  # type: ignore[assignment]
from typing import Any

WIDTH, HEIGHT = 640, 400
CELL, BITS = 20, 16  # barcode: cells of CELL px at y 0..CELL, x 0..BITS*CELL
BUTTONS = [(20 + 110 * k, 40, 120 + 110 * k, 80) for k in range(3)]  # x0, y0, x1, y1
FIELD = (20, 100, 400, 132)
LIST = (420, 40, 620, 380)
ROW_H, ROWS = 24, 40
LIST_PX_PER_NOTCH = 53
SQUARE = 30
DRAG_AREA = (20, 150, 400, 390)
_CTRL = 0x4
COLOURS = ("#4060c0", "#e08020", "#30a0a0")


class App:
    def __init__(self, root: tk.Tk, state_path: str) -> None:
        self.root = root
        self.out = open(state_path, "a", encoding="utf-8")  # noqa: SIM115 (open for the app's life)
        self.n = 0
        self.text = ""
        self.selected = False
        self.toggled = [0, 0, 0]  # colour index: a click cycles, so a double click changes it too
        self.marked = [False, False, False]
        self.offset = 0
        self.square = [60.0, 200.0]  # top-left
        self.grab: tuple[float, float] | None = None
        c = self.c = tk.Canvas(root, width=WIDTH, height=HEIGHT, bg="#d0d0d0", highlightthickness=0)
        c.place(x=0, y=0)
        self.cells = [c.create_rectangle(k * CELL, 0, (k + 1) * CELL, CELL, width=0, fill="black")
                      for k in range(BITS)]
        self.btns = [c.create_rectangle(*b, fill=COLOURS[0], outline="black", width=2) for b in BUTTONS]
        self.marks = [c.create_rectangle(b[0] + 6, b[1] + 6, b[2] - 6, b[1] + 16, width=0, fill=COLOURS[0])
                      for b in BUTTONS]  # a right click marks a button: a red band
        c.create_rectangle(*FIELD, fill="white", outline="black")
        self.sel = c.create_rectangle(FIELD[0] + 4, FIELD[1] + 4, FIELD[0] + 4, FIELD[3] - 4, width=0, fill="#80a0ff")
        self.label = c.create_text(FIELD[0] + 6, (FIELD[1] + FIELD[3]) // 2, anchor="w", text="",
                                   font=("Courier", 14, "bold"))
        self.sq = c.create_rectangle(0, 0, SQUARE, SQUARE, fill="#20a040", width=0)
        self.lst = tk.Canvas(root, width=LIST[2] - LIST[0], height=LIST[3] - LIST[1], bg="white",
                             highlightthickness=0, yscrollincrement=1,
                             scrollregion=(0, 0, LIST[2] - LIST[0], ROW_H * ROWS))
        self.lst.place(x=LIST[0], y=LIST[1])
        for r in range(ROWS):
            self.lst.create_rectangle(0, r * ROW_H, LIST[2] - LIST[0], (r + 1) * ROW_H, width=0,
                                      fill="#f0f0f0" if r % 2 else "#c8d8c8")
            self.lst.create_text(8, r * ROW_H + ROW_H // 2, anchor="w", text=f"row {r:02d}", font=("Courier", 12))
        self.draw()
        for w in (c, self.lst):
            w.bind("<ButtonPress>", self.press)
            w.bind("<B1-Motion>", self.motion)
            w.bind("<ButtonRelease-1>", self.release)
        root.bind("<KeyPress>", self.key)

    # ------------------------------------------------------------------ state
    def change(self, event: Any, what: str) -> None:
        self.n += 1
        self.out.write(json.dumps({"n": self.n, "t": int(event.time), "what": what, "text": self.text,
                                   "offset": self.offset, "square": self.square}) + "\n")
        self.out.flush()
        self.draw()

    def draw(self) -> None:
        for k, cell in enumerate(self.cells):
            self.c.itemconfigure(cell, fill="white" if self.n >> k & 1 else "black")
        for k, b in enumerate(self.btns):
            self.c.itemconfigure(b, fill=COLOURS[self.toggled[k]])
            self.c.itemconfigure(self.marks[k], fill="#e02020" if self.marked[k] else COLOURS[self.toggled[k]])
        self.c.itemconfigure(self.label, text=self.text)
        x1 = FIELD[0] + 8 + 11 * len(self.text) if self.selected and self.text else FIELD[0] + 4
        self.c.coords(self.sel, FIELD[0] + 4, FIELD[1] + 4, x1, FIELD[3] - 4)
        x, y = self.square
        self.c.coords(self.sq, x, y, x + SQUARE, y + SQUARE)
        self.lst.yview_moveto(self.offset / (ROW_H * ROWS))

    # ------------------------------------------------------------------ input
    def press(self, e: Any) -> None:
        x, y = e.x_root, e.y_root
        if e.num in (4, 5):  # X11: one wheel notch is one press of button 4 (up) or 5 (down)
            if LIST[0] <= x < LIST[2] and LIST[1] <= y < LIST[3]:
                top = ROW_H * ROWS - (LIST[3] - LIST[1])
                new = min(top, max(0, self.offset + (LIST_PX_PER_NOTCH if e.num == 5 else -LIST_PX_PER_NOTCH)))
                if new != self.offset:
                    self.offset = new
                    self.change(e, f"scroll {e.num}")
            return
        for k, (x0, y0, x1, y1) in enumerate(BUTTONS):
            if x0 <= x < x1 and y0 <= y < y1:
                if e.num == 1:
                    self.toggled[k] = (self.toggled[k] + 1) % len(COLOURS)
                    self.change(e, f"toggle {k}")
                elif e.num == 3:
                    self.marked[k] = not self.marked[k]
                    self.change(e, f"mark {k}")
                return
        sx, sy = self.square
        if e.num == 1 and sx <= x < sx + SQUARE and sy <= y < sy + SQUARE:
            self.grab = (x - sx, y - sy)
            self.change(e, "grab")

    def motion(self, e: Any) -> None:
        if self.grab is None:
            return
        gx, gy = self.grab
        x0, y0, x1, y1 = DRAG_AREA
        self.square = [min(x1 - SQUARE, max(x0, e.x_root - gx)), min(y1 - SQUARE, max(y0, e.y_root - gy))]
        self.change(e, "drag")

    def release(self, e: Any) -> None:
        if self.grab is not None:
            self.grab = None
            self.change(e, "drop")

    def key(self, e: Any) -> str:
        sym, ch = e.keysym, e.char
        if e.state & _CTRL:
            if sym.lower() == "a" and self.text:
                self.selected = True
                self.change(e, "select all")
            return "break"
        if sym == "BackSpace":
            if self.text:
                self.text = "" if self.selected else self.text[:-1]
                self.selected = False
                self.change(e, "backspace")
        elif sym == "Return":
            if self.text:
                self.text, self.selected = "", False
                self.change(e, "submit")
        elif ch and ch.isprintable():
            self.text = ch if self.selected else self.text + ch
            self.selected = False
            self.change(e, f"type {ch}")
        return "break"


def main() -> None:
    root = tk.Tk()
    root.overrideredirect(True)  # no window manager on the rig's display: the window is the screen
    root.geometry(f"{WIDTH}x{HEIGHT}+0+0")
    App(root, sys.argv[1])
    root.update()
    root.focus_force()
    print("ready", flush=True)
    root.mainloop()


if __name__ == "__main__":
    main()
