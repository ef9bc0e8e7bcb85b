"""OCR lines, the geometry of a screen's text: a line's box, text and character positions (`OcrLine`), lines
grouped into rows (`rows_of`), a row continuing another when wrapped (`below`, `continues`), the box of some of a
line's characters (`char_box`). What the lines say is their consumers' business (privacy's matches on them:
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
    # a box joins the first group (in creation order) whose last box it fits; that one shares a y with it
    # (overlap ≥ half a height ≥ 0), so only groups whose last box touches one of its y-bands are tried
    bands: dict[int, list[int]] = {}
    for ln in sorted(lines, key=lambda ln: (ln.x0, ln.y0)):
        h = ln.y1 - ln.y0
        for k in sorted({k for b in range(ln.y0 // _BAND, ln.y1 // _BAND + 1) for k in bands.get(b, ())}):
            last = groups[k][-1]
            lh = last.y1 - last.y0
            if (min(last.y1, ln.y1) - max(last.y0, ln.y0) >= 0.5 * min(lh, h)
                    and -min(lh, h) <= ln.x0 - last.x1 <= 2 * max(lh, h)):
                groups[k].append(ln)
                break
        else:
            k = len(groups)
            groups.append([ln])
        for b in range(ln.y0 // _BAND, ln.y1 // _BAND + 1):
            bands.setdefault(b, []).append(k)
    return groups


_BAND = 16  # pixel rows of one band of the groups' index (rows_of)


def below(a: list[OcrLine], b: list[OcrLine]) -> bool:
    """Row `b` continues row `a` when wrapped: just under it (a gap under one line height) and overlapping it
    horizontally."""
    return continues(a, b, max(ln.y1 for ln in a), min(ln.y0 for ln in b))


def continues(a: list[OcrLine], b: list[OcrLine], a_bottom: int, b_top: int) -> bool:
    """`below` with the bottom of row `a` and the top of row `b` known."""
    h = max(1, min(a[0].y1 - a[0].y0, b[0].y1 - b[0].y0))
    return -0.5 * h <= b_top - a_bottom <= h and b[0].x0 < a[-1].x1 and a[0].x0 < b[-1].x1



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
