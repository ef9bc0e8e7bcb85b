"""A match of a recogniser in a text, and how overlapping matches are resolved."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from cuaflow.tasks.ocr.lines import OcrLine


class Found(NamedTuple):
    """A match: entity type, span, score and the recogniser that made it. A named tuple (same fields, equality and
    hash as the frozen dataclass it was): ~3× cheaper to make and to hash, and ~100k are made on a busy minute."""

    entity: str
    start: int
    end: int
    score: float
    detector: str


# What a found value is replaced by (surrogates.py: `<EMAIL_1>`; strict mode: `<TEXT_1>`): a text holding one holds
# no value of its own there.
SURROGATE = re.compile(r"<[A-Z_]+_\d+>")
CHECKED = 0.9  # a match's score from which it passed a checksum or validator (Luhn, mod 97, a known domain)


def best(found: Iterable[Found]) -> tuple[Found, ...]:
    """Non-overlapping matches in text order: checked ones (score ≥ `CHECKED`) first, then the longest, then the
    highest score (a phone-like run across two table cells must not win over the card in one of them)."""
    kept: list[Found] = []
    for f in sorted(found, key=lambda f: (f.score < CHECKED, -(f.end - f.start), -f.score, f.start)):
        if all(f.end <= k.start or f.start >= k.end for k in kept):
            kept.append(f)
    return tuple(sorted(kept, key=lambda f: f.start))


class Finds(Protocol):
    """What finds matches in a text: a `recognisers.Detector`, or one with a recording's own terms."""

    def find(self, text: str) -> tuple[Found, ...]: ...

    def find_all(self, text: str, people: bool = True) -> tuple[Found, ...]:
        """Every match, overlapping ones included; without `people`, less the person recogniser's."""

    def alone(self, text: str) -> tuple[Found, ...]:
        """A person's name that is the whole text (a table's cell read on its own: `persons.PersonMatcher.alone`)."""


@dataclass(frozen=True)
class Hit:
    """A match and the characters it covers: (line, first character, end) for each line it spans."""

    found: Found
    value: str
    spans: tuple[tuple[OcrLine, int, int], ...]
