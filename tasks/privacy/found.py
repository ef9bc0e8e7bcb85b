"""A match of a recogniser in a text, and how overlapping matches are resolved."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Found:
    entity: str
    start: int
    end: int
    score: float
    detector: str


def best(found: Iterable[Found]) -> tuple[Found, ...]:
    """Non-overlapping matches in text order: the longest first, then the highest score."""
    kept: list[Found] = []
    for f in sorted(found, key=lambda f: (-(f.end - f.start), -f.score, f.start)):
        if all(f.end <= k.start or f.start >= k.end for k in kept):
            kept.append(f)
    return tuple(sorted(kept, key=lambda f: f.start))


class Finds(Protocol):
    """What finds matches in a text: a `recognisers.Detector`, or one with a recording's own terms."""

    def find(self, text: str) -> tuple[Found, ...]: ...
