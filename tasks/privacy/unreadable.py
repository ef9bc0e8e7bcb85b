"""Text the OCR engine cannot read is filled whole: what cannot be read cannot be checked (fail closed).

The engine reads Latin, CJK and look-alikes of Greek and Cyrillic (`scripts.py`). Hebrew, Arabic, Persian, Hangul
and other scripts come out as look-alike gibberish (`שם מלא: יעל בן עמי` is read `y 1 7y:27n De`), so no recogniser
can tell a name or an address in them from a button. Two things give such a line away together:
- the recogniser's own confidence: on the blind sets' screens those lines score 0.2-0.80 (Hangul 0.2-0.8, Hebrew
  0.49-0.80), while most Latin interface text scores 0.84 and above;
- what it reads is no text of any language (`garbled`): a third of its words or two of them mix letters with digits
  (`n2x7`, `7xn`), hold a bracket or a quote inside (`D"gIN`), or are Han characters read with that little
  confidence (Hangul is read as Han: `卒企：量气皆人子印动已呈152`).
Latin text read under the bar is small or zoomed out (a Czech library page at 67 %: `Ve fronté s. misto`, 0.74):
its words are words, misspelt, and it stays readable.

A line read under `privacy.unreadable_below` (0.8; 0: never) and garbled is filled whole, as one `TEXT` entity
(`<TEXT_1>` in the published OCR text, detector `unreadable`), unless its words are all words of the built-in UI
vocabulary (`interface.is_interface_word`: `All`) or it has fewer than `MIN_CHARS` letters and digits (an icon read
as a letter). Decided: a screen in a script the engine does not read loses most of its text to the fill,
interface words included; the OCR targets such a screen would give are look-alike gibberish anyway. Measured in
tests/benchmarks/README.md ("Text the engine cannot read").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.privacy.found import Found, Hit
from cuaflow.tasks.privacy.interface import is_interface_word
from cuaflow.tasks.privacy.strict import ENTITY

DETECTOR = "unreadable"
MIN_CHARS = 3
_ALNUM = re.compile(r"[^\W_]")
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_WORD = re.compile(r"\S+")
_EDGE = "()[]{}.,;:!?\"'«»“”‘’·•-–—…"  # punctuation a word may open or close with
_INSIDE = frozenset("|[]{}\"'<>")


def garbled_word(word: str) -> bool:
    """A word of no language: Han read with little confidence, letters mixed with digits, a bracket or a quote
    between its letters (module docstring). Not a change of case inside (`iPhone`, `GitHub`, `macOS`)."""
    core = word.strip(_EDGE)
    if len(core) < 2:
        return False
    if _HAN.search(core):
        return True
    letters, digits = any(c.isalpha() for c in core), any(c.isdigit() for c in core)
    return letters and (digits or any(c in _INSIDE for c in core[1:-1]))


def garbled(text: str) -> bool:
    """A third of the line's words of two characters or more, or two of them, are garbled."""
    words = [w for w in _WORD.findall(text) if len(w.strip(_EDGE)) >= 2]
    n = sum(garbled_word(w) for w in words)
    return n >= 2 or (n >= 1 and 3 * n >= len(words))


class Unreadable:
    """The lines of a frame read under the confidence bar, filled whole (module docstring)."""

    def __init__(self, below: float) -> None:
        self.below = below

    def hits(self, lines: Sequence[OcrLine], hits: Sequence[Hit]) -> list[Hit]:
        if self.below <= 0:
            return []
        covered = {id(ln) for h in hits for ln, a, b in h.spans if a == 0 and b >= len(ln.text)}
        return [Hit(Found(ENTITY, 0, len(ln.text), 1.0, DETECTOR), ln.text, ((ln, 0, len(ln.text)),))
                for ln in lines if ln.score < self.below and id(ln) not in covered
                and len(_ALNUM.findall(ln.text)) >= MIN_CHARS and garbled(ln.text) and not _interface(ln.text)]


def _interface(text: str) -> bool:
    """Every word is a UI word (`All`)."""
    words = [w.strip(_EDGE) for w in _WORD.findall(text)]
    return all(w.isalpha() and is_interface_word(w) for w in words if w)
