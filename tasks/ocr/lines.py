"""OCR lines, the geometry of a screen's text: a line's box, text and character positions (`OcrLine`), lines
grouped into rows (`rows_of`), a row continuing another when wrapped (`below`), the box of some of a line's
characters (`char_box`). What the lines say is their consumers' business (privacy's matches on them:
tasks/privacy/onscreen.py; the targets: tasks/targets/)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class OcrLine:
    """One line read by OCR, in frame pixels: its box, text, confidence and the x of each character's centre
    (empty: unknown, characters are then taken as equal width)."""

    x0: int
    y0: int
    x1: int
    y1: int
    text: str
    score: float
    xs: tuple[float, ...] = ()


def rows_of(lines: list[OcrLine]) -> list[list[OcrLine]]:
    """OCR boxes grouped into rows, left to right: boxes overlapping vertically by half the smaller height and
    at most two line heights apart horizontally."""
    groups: list[list[OcrLine]] = []
    for ln in sorted(lines, key=lambda ln: (ln.x0, ln.y0)):
        for g in groups:
            last = g[-1]
            overlap = min(last.y1, ln.y1) - max(last.y0, ln.y0)
            height = min(last.y1 - last.y0, ln.y1 - ln.y0)
            if overlap >= 0.5 * height and -height <= ln.x0 - last.x1 <= 2 * max(last.y1 - last.y0, ln.y1 - ln.y0):
                g.append(ln)
                break
        else:
            groups.append([ln])
    return groups


def below(a: list[OcrLine], b: list[OcrLine]) -> bool:
    """Row `b` continues row `a` when wrapped: just under it (a gap under one line height) and overlapping it
    horizontally."""
    h = max(1, min(a[0].y1 - a[0].y0, b[0].y1 - b[0].y0))
    gap = min(ln.y0 for ln in b) - max(ln.y1 for ln in a)
    return -0.3 * h <= gap <= h and b[0].x0 < a[-1].x1 and a[0].x0 < b[-1].x1


def char_box(ln: OcrLine, start: int, end: int) -> tuple[int, int, int, int]:
    """The box of characters start..end of an OCR line: from the recogniser's character positions when known
    (else equal widths; then a character wider each side, glyph widths vary) and a fifth of the line taller."""
    n = max(1, len(ln.text))
    cw = (ln.x1 - ln.x0) / n
    pad_y = max(2, int(0.2 * (ln.y1 - ln.y0)))
    if len(ln.xs) == len(ln.text) and ln.xs:
        x0, x1 = ln.xs[start] - cw, ln.xs[end - 1] + cw
    else:
        x0, x1 = ln.x0 + cw * (start - 1), ln.x0 + cw * (end + 1)
    return int(x0) - 2, ln.y0 - pad_y, int(np.ceil(x1)) + 2, ln.y1 + pad_y
