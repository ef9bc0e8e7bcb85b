"""The frame reader's line caches, with the real engine on text drawn by Pillow: a line whose glyphs were read
before (a hovered row, the same label elsewhere) takes that reading with its characters moved; a line with one
glyph changed is read again."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from cuaflow.tasks.ocr.ocr import OcrEngine, Read, ocr_engine
from cuaflow.tasks.ocr.reader import FrameReader, ink_of

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
PAGE, INK = (246, 247, 249), (31, 35, 40)


def screen(rows: list[tuple[int, int, str]], band: tuple[int, int, tuple[int, int, int]] | None = None) -> np.ndarray:
    """A 640×240 page with text at (x, y); `band` paints rows y0..y1 in a colour first (a hovered table row)."""
    img = Image.new("RGB", (640, 240), PAGE)
    draw = ImageDraw.Draw(img)
    if band is not None:
        draw.rectangle((0, band[0], 639, band[1]), fill=band[2])
    font = ImageFont.truetype(FONT, 15)
    for x, y, text in rows:
        draw.text((x, y), text, font=font, fill=INK)
    return np.asarray(img).copy()


class Counting:
    """The engine, counting the line crops given to its recogniser."""

    def __init__(self, engine: OcrEngine) -> None:
        self.engine, self.crops = engine, 0

    def detect(self, *a: Any, **kw: Any) -> Any:
        return self.engine.detect(*a, **kw)

    def recognise(self, crops: Any) -> list[Read]:
        self.crops += len(crops)
        return self.engine.recognise(crops)


@pytest.fixture(scope="module")
def engine() -> OcrEngine:
    return ocr_engine("cpu", 1)


def line(lines: list[Any], start: str) -> Any:
    return next(ln for ln in lines if ln.text.startswith(start))


def test_a_hovered_row_and_a_moved_label_are_not_read_again_a_changed_glyph_is(engine: OcrEngine) -> None:
    counting = Counting(engine)
    reader = FrameReader(counting, threshold=12, scale=0.75)  # type: ignore[arg-type]
    first = reader.read(screen([(40, 30, "Invoice 2025-03 paid"), (40, 120, "Call 415 555 0110")]))
    invoice = line(first, "Invoice")
    assert invoice.text == "Invoice 2025-03 paid" and len(invoice.xs) == len(invoice.text)
    read = counting.crops

    # the row hovered: its background changes, its glyphs do not
    hovered = reader.read(screen([(40, 30, "Invoice 2025-03 paid"), (40, 120, "Call 415 555 0110")],
                                 band=(18, 58, (221, 233, 252))))
    assert counting.crops == read and line(hovered, "Invoice").text == invoice.text

    # one digit changed (the same advance width: DejaVu's digits are tabular): read again, never taken from before
    changed = reader.read(screen([(40, 30, "Invoice 2025-08 paid"), (40, 120, "Call 415 555 0110")]))
    assert counting.crops > read and line(changed, "Invoice").text == "Invoice 2025-08 paid"
    read = counting.crops

    # the first label on another page, 150 px right and 40 px down: its characters move with it
    moved = reader.read(screen([(190, 70, "Invoice 2025-03 paid"), (40, 180, "Total due")]))
    assert counting.crops == read + 1  # "Total due" only
    again = line(moved, "Invoice")
    assert again.text == invoice.text
    assert max(abs(a - b - 150) for a, b in zip(again.xs, invoice.xs, strict=True)) <= 1.0


def test_ink_is_the_glyphs_whatever_their_colours() -> None:
    dark = screen([(10, 10, "Inbox 12")])[0:40, 0:120]
    light = 255 - dark  # a dark theme: the same glyphs, light on dark
    a, b = ink_of(dark), ink_of(light)
    assert a is not None and b is not None and a[0].shape == b[0].shape and a[1] == b[1]
    assert int(np.abs(a[0].astype(int) - b[0].astype(int)).max()) <= 16
    assert ink_of(np.full((30, 80, 3), 200, np.uint8)) is None  # nothing stands out: left to the recogniser


def mailbox(first: int) -> np.ndarray:
    """An account's address in a sidebar, ending a few pixels past a list pane's left edge; the list shows
    invoices `first`… (a scroll moves them up, the sidebar stays)."""
    img = Image.new("RGB", (900, 480), PAGE)
    draw = ImageDraw.Draw(img)
    font = ImageFont.truetype(FONT, 15)
    draw.text((20, 40), "Jane Marlowe", font=font, fill=INK)
    draw.text((20, 64), "jane.marlowe@example.com", font=font, fill=(90, 95, 100))
    draw.line((236, 0, 236, 479), fill=(200, 200, 205))
    for k in range(16):
        draw.text((250, 12 + 28 * k), f"Invoice {first + k:03d} from Acme Billing, March", font=font, fill=INK)
    return np.asarray(img).copy()


def test_a_line_beside_a_scrolled_pane_is_read_whole(engine: OcrEngine) -> None:
    """The list scrolls; the address crossing the pane's edge did not move. Read in part, its tail (`om`) would
    replace it and leave the rest unread (so unfilled)."""
    reader = FrameReader(engine, threshold=12, scale=0.75)
    for first in (1, 3, 4, 7):
        lines = reader.read(mailbox(first))
        address = [ln for ln in lines if ln.x0 < 236 and ln.y0 > 55]
        assert [ln.text for ln in address] == ["jane.marlowe@example.com"], first
        assert any(ln.text.startswith(f"Invoice {first:03d} from Acme") for ln in lines)  # the list did move


def sheet(top: int) -> np.ndarray:
    """A list scrolled by `top` px under a header row that stays (a spreadsheet's column letters)."""
    img = Image.new("RGB", (700, 360), PAGE)
    draw = ImageDraw.Draw(img)
    font = ImageFont.truetype(FONT, 15)
    for k in range(14):
        draw.text((30, 40 + 28 * k - top), f"row {k:02d} " + "ana.silva" * (1 + k % 3) + f"{k:02d}@example.com",
                  font=font, fill=INK)
    draw.rectangle((0, 0, 699, 34), fill=(232, 234, 237))
    draw.text((30, 9), "Column A", font=font, fill=INK)
    return np.asarray(img).copy()


def test_a_line_scrolled_under_a_header_that_stayed_is_gone(engine: OcrEngine) -> None:
    reader = FrameReader(engine, threshold=12, scale=0.75)
    reader.read(sheet(0))
    for top in (28, 56):
        lines = reader.read(sheet(top))
        header = [ln.text for ln in lines if ln.y1 <= 36]
        assert header == ["Column A"], (top, header)  # no row moved under it is kept there
        assert any(ln.text.startswith(f"row {top // 28:02d}") for ln in lines), top


def test_a_line_the_detection_crop_cuts_is_detected_whole(engine: OcrEngine) -> None:
    """A crop starting inside `payment` (the ink of a changed region and its room): the line is detected again
    in a crop widened on that side, never as the piece the crop shows."""
    rgb = screen([(40, 100, "Card payment — Card 4539 1488 0343 6467 charged €462.13")])
    reader = FrameReader(engine, threshold=12, scale=0.75)
    whole = [b for b in reader._detect(rgb, (0, 60, 640, 160)) if b.y0 < 110 < b.y1]
    cut = [b for b in reader._detect(rgb, (110, 60, 640, 160)) if b.y0 < 110 < b.y1]
    assert len(whole) == 1 and whole[0].x0 < 45
    assert min(b.x0 for b in cut) < 45  # from the line's start, not from the crop's side at 110
