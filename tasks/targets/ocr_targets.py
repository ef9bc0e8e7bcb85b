"""The screen's own text as a second source of targets: where the accessibility tree is silent (browsers' page
content, the real Clones logs), a pointer step's point on a text line of its pre-action frame names what it
acted on.

The lines are those the frames stage kept of each published frame (`ocr_lines`, tasks/targets/textlines.py), in video
pixels. Usable: not `private` (no personal data in it, no filled box touching it), read with at least
`targets.ocr_min_score`, holding at least two letters or digits, no surrogate. The geometry, with `h` the line's
height:
- **Labels.** A line's words split into labels where the gap between two words exceeds two character widths
  (the line's median; a space is about one): a toolbar's or a menu bar's items read as one line come apart,
  "Save changes" stays whole, and a pointer read as a character beside a label is left out of it.
- **On a line.** The point is inside a line's box grown by `pad` = max(2, h/12) px (the detector's boxes are
  already padded) (the smallest such line). On a
  label of at most `targets.ocr_phrase_words` words, the target is the label; on a longer one (a paragraph line),
  the word under the point (a link in the paragraph). The box is the label's or word's, grown by `pad`. A point on
  a private or unusable line gets no OCR target, whatever lies next to it.
- **Text and icon.** Off every line's words (a line of fewer than two letters or digits, `•` or `R`, is an icon
  read as a glyph; a line whose box holds an icon read as nothing, ` Download report`, is left for its words), the
  point is an icon beside a label when it lies level with a usable label (its centre within
  0.9 h of the line's middle) and at most 2.5 h to its left or right, the most level such label (4 px of distance
  per px off the middle beyond h/4), then the nearest: the target is the label's name and the box of both, the
  icon taken as a square of 1.2 h centred on the point. Nothing else is inferred (an icon above its label, a
  picture beside a caption: no target).
Names are the label's or word's text, stripped of surrounding punctuation and of an icon read as a glyph glued to
a word (a symbol or a CJK character at a Latin word's edge); the target has no role (OCR does not know one) and
`source: ocr`. A name needs two letters of a script with case (Latin, Greek, Cyrillic) or digits: the recogniser
reads icons and flat colour as CJK glyphs (`三二` over a whole screen of colour blocks), so CJK text names nothing
yet. A line or name that looks like an identifier even though no recogniser matched it (an `@`, `://`,
six digits in a row or seven in digit groups, dates and times aside: OCR misread what the redactor then missed)
names nothing.
"""

from __future__ import annotations

import re
import statistics
import unicodedata
from dataclasses import dataclass
from typing import Any

import polars as pl

from cuaflow.schemas.settings import TargetSettings
from cuaflow.schemas.steps import TargetSource
from cuaflow.schemas.toolcall import to_ru
from cuaflow.tasks.privacy.found import SURROGATE
from cuaflow.tasks.targets.element import found_target

_EDGE = " \t.,;:!?()[]{}\"'`«»“”‘’*·|"
GAP_PITCH, ICON_REACH_H, ICON_LEVEL_H, ICON_SIDE_H = 2.0, 2.5, 0.9, 1.2
Box = tuple[int, int, int, int]  # x0, y0, x1, y1 in video pixels, x1/y1 exclusive


@dataclass(frozen=True)
class Text:
    """A usable piece of text on a frame and its box (pixels, exclusive)."""

    name: str
    box: Box


# what looks like an identifier even when no recogniser matched it (OCR misread it: `jane@example.corl`)
LOOKS_PRIVATE = re.compile(r"@|://|\d{6}")
_DIGIT_RUN = re.compile(r"\d(?:[ .-]?\d)*")


# dates and times are not identifiers (a spreadsheet's cells): left out before digits are counted
_DATE = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?")


def _looks_private(text: str) -> bool:
    """An `@`, `://`, six digits in a row or seven in a run of digit groups (a phone, a card, an account), dates
    and times aside."""
    text = _DATE.sub(" ", text)
    return bool(LOOKS_PRIVATE.search(text)) or any(sum(c.isdigit() for c in m.group()) >= 7
                                                    for m in _DIGIT_RUN.finditer(text))


def _glyph(c: str) -> bool:
    """An icon OCR read as a character: a symbol, or a letter of a script without case (a CJK glyph)."""
    cat = unicodedata.category(c)
    return cat.startswith("S") or (cat == "Lo")


def _word(w: str) -> str:
    """A word without an icon read glued to it: glyphs at its ends dropped when the rest has Latin-like letters."""
    core = w.strip(_EDGE)
    while len(core) > 1 and _glyph(core[0]) and any(c.isalpha() and not _glyph(c) for c in core[1:]):
        core = core[1:]
    while len(core) > 1 and _glyph(core[-1]) and any(c.isalpha() and not _glyph(c) for c in core[:-1]):
        core = core[:-1]
    return core


def clean(text: str) -> str:
    words = [w for w in (_word(w) for w in text.split()) if w]
    if any(not all(_glyph(c) for c in w) for w in words):  # an icon read as a word of its own
        words = [w for w in words if not all(_glyph(c) for c in w)]
    return " ".join(words).strip(_EDGE)


def usable_name(text: str) -> bool:
    return (sum(c.isalnum() and not _glyph(c) for c in text) >= 2 and not SURROGATE.search(text) and "<" not in text
            and not _looks_private(text))


@dataclass(frozen=True)
class Line:
    box: Box
    private: bool
    usable: bool
    labels: tuple[tuple[tuple[str, int, int], ...], ...]  # per label, its words (text, x0, x1)
    icon: bool = False  # fewer than two letters or digits: an icon read as a glyph (`•`, `R`), not text

    @property
    def h(self) -> int:
        return max(1, self.box[3] - self.box[1])

    @property
    def pad(self) -> int:
        return max(2, self.h // 12)


def _labels(words: list[dict[str, Any]]) -> tuple[tuple[tuple[str, int, int], ...], ...]:
    """Words apart by more than GAP_PITCH characters' widths start a new label (a space is about one)."""
    pitch = statistics.median([(int(w["x1"]) - int(w["x0"])) / max(1, len(str(w["text"]))) for w in words])
    out: list[list[tuple[str, int, int]]] = []
    for w in words:
        word = (str(w["text"]), int(w["x0"]), int(w["x1"]))
        if out and word[1] - out[-1][-1][2] <= GAP_PITCH * pitch:
            out[-1].append(word)
        else:
            out.append([word])
    return tuple(tuple(lab) for lab in out)


def _line(row: dict[str, Any], min_score: float) -> Line:
    box = (int(row["x0"]), int(row["y0"]), int(row["x1"]), int(row["y1"]))
    words = row.get("words") or []
    usable = not row["private"] and (row["score"] or 0.0) >= min_score and bool(words) and usable_name(row["text"])
    icon = not row["private"] and sum(c.isalnum() for c in row["text"]) < 2
    return Line(box, bool(row["private"]), usable, _labels(words) if usable else (), icon)


class FrameText:
    """One frame's lines, and the text a point acted on (module docstring)."""

    def __init__(self, rows: list[dict[str, Any]], settings: TargetSettings) -> None:
        self.lines = [_line(r, settings.ocr_min_score) for r in rows]
        self.max_words = settings.ocr_phrase_words

    def at(self, x: float, y: float) -> Text | None:
        on = [ln for ln in self.lines if not ln.icon and _inside(x, y, _grow(ln.box, ln.pad))]
        if on:
            ln = min(on, key=lambda ln: _area(ln.box))
            if not ln.usable:
                return None
            if any(lab[0][1] - ln.pad <= x <= lab[-1][2] + ln.pad for lab in ln.labels):
                return self._on_line(ln, x, y)
            # inside the line's box but on none of its words: an icon the detector boxed with its label
        return self._beside(x, y)

    def labels(self) -> list[Text]:
        """Every usable label of at most `ocr_phrase_words` words (grounding's candidates)."""
        return [t for ln in self.lines if ln.usable for lab in ln.labels if len(lab) <= self.max_words
                if (t := self._text(ln, lab)) is not None]

    def _text(self, ln: Line, words: tuple[tuple[str, int, int], ...]) -> Text | None:
        name = clean(" ".join(w[0] for w in words))
        if not usable_name(name):
            return None
        return Text(name, _grow((words[0][1], ln.box[1], words[-1][2], ln.box[3]), ln.pad))

    def _on_line(self, ln: Line, x: float, y: float) -> Text | None:
        for lab in (_unpointed(lab, x, ln.h) for lab in ln.labels):
            if not lab[0][1] - ln.pad <= x <= lab[-1][2] + ln.pad:
                continue
            if len(lab) <= self.max_words:
                return self._text(ln, lab)
            word = [w for w in lab if w[1] - ln.pad <= x <= w[2] + ln.pad]
            return self._text(ln, (min(word, key=lambda w: abs((w[1] + w[2]) / 2 - x)),)) if word else None
        return None

    def _beside(self, x: float, y: float) -> Text | None:
        best: tuple[float, Line, tuple[tuple[str, int, int], ...]] | None = None
        for ln in self.lines:
            dy = abs(y - (ln.box[1] + ln.box[3]) / 2)
            if dy > ICON_LEVEL_H * ln.h or not ln.usable:
                continue
            for lab in ln.labels:
                d = lab[0][1] - x if x < lab[0][1] else x - lab[-1][2]
                score = d + 4 * max(0.0, dy - ln.h / 4)  # the most level label first, then the nearest
                if 0 < d <= ICON_REACH_H * ln.h and len(lab) <= self.max_words and (best is None or score < best[0]):
                    best = (score, ln, lab)
        if best is None:
            return None
        _, ln, lab = best
        text = self._text(ln, lab)
        if text is None:
            return None
        half = ICON_SIDE_H * ln.h / 2
        icon = (int(x - half), int(y - half), int(x + half) + 1, int(y + half) + 1)
        b = text.box
        return Text(text.name, (min(b[0], icon[0]), min(b[1], icon[1]), max(b[2], icon[2]), max(b[3], icon[3])))


def _unpointed(lab: tuple[tuple[str, int, int], ...], x: float, h: int) -> tuple[tuple[str, int, int], ...]:
    """A label without a one-character word within a line height of the point: the pointer read as a letter
    (X11's X cursor after a field's text: `Dave X`)."""
    kept = tuple(w for w in lab if not (len(w[0]) == 1 and abs((w[1] + w[2]) / 2 - x) <= h))
    return kept or lab


def _grow(b: Box, pad: int) -> Box:
    return (b[0] - pad, b[1] - pad, b[2] + pad, b[3] + pad)


def _inside(x: float, y: float, b: Box) -> bool:
    return b[0] <= x < b[2] and b[1] <= y < b[3]


def _area(b: Box) -> int:
    return (b[2] - b[0]) * (b[3] - b[1])


class ScreenText:
    """The OCR lines of one recording's published frames, by frame path (`ocr_lines` rows)."""

    def __init__(self, lines: pl.DataFrame | None, settings: TargetSettings) -> None:
        self.settings = settings
        self.rows: dict[str, list[dict[str, Any]]] = {}
        if lines is not None and lines.height:
            for r in lines.sort("frame", "line").iter_rows(named=True):
                self.rows.setdefault(r["frame"], []).append(r)
        self._frames: dict[str, FrameText] = {}

    @classmethod
    def of(cls, lines: pl.DataFrame | None, settings: TargetSettings) -> ScreenText | None:
        """None when the screen's text is not a source: `targets.ocr` false, or no lines were read."""
        if settings.ocr is False or lines is None:
            return None
        return cls(lines, settings)

    def frame(self, path: str | None) -> FrameText | None:
        if path is None or path not in self.rows:
            return None
        if path not in self._frames:
            self._frames[path] = FrameText(self.rows[path], self.settings)
        return self._frames[path]


def ocr_target(text: Text, w: int, h: int, scale: float, lw: float, lh: float) -> dict[str, Any]:
    """The target struct of a text (`element.found_target`): inclusive pixel box within the video, RU box."""
    x0, y0 = max(0, text.box[0]), max(0, text.box[1])
    x1, y1 = min(w - 1, text.box[2] - 1), min(h - 1, text.box[3] - 1)
    ru = [to_ru(x0 / scale, lw), to_ru(y0 / scale, lh), to_ru((x1 + 1) / scale, lw), to_ru((y1 + 1) / scale, lh)]
    return found_target(TargetSource.OCR.value, None, text.name, [x0, y0, x1, y1], ru)


__all__ = ["FrameText", "ScreenText", "Text", "clean", "ocr_target", "usable_name"]
