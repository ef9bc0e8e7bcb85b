"""Surrogates: one typed label per entity and recording (`<EMAIL_1>`), shared by every stage, never the value;
and the redaction records (`REDACTIONS_SCHEMA` rows) that say what was replaced where."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Any

import polars as pl

from cuaflow.schemas.tables import REDACTIONS_SCHEMA, polars_types
from cuaflow.tasks.privacy import recognisers
from cuaflow.tasks.privacy.found import Finds, Found

_REDACTION_TYPES = polars_types(REDACTIONS_SCHEMA)


TYPED = "TYPED"  # the starts of a typed private value (`typed.py`): keys only, never an entity of its own


_NUMBER_SEPARATORS = re.compile(r"[\s().\-/]")
_NOT_WORD = re.compile(r"[\W_]+")


def normalised(entity: str, value: str) -> str:
    """What makes two spellings one entity: case, and for numbers the separators OCR and people vary."""
    if entity == TYPED:  # a partly typed value as OCR reads it: spaces come and go
        # every whitespace character out, then case folded: the same as folding first (folding is per character,
        # keeps whitespace whitespace and creates none; `str.split` and the regex `\s` agree on whitespace)
        return f"{entity}:{''.join(value.split()).casefold()}"
    v = value.strip().casefold()
    if entity in ("PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE"):
        v = _NUMBER_SEPARATORS.sub("", v)
    elif entity in ("DENY_LIST", "PERSON"):  # "Jane Marlowe", "jane.marlowe" and "JaneMarlowe" are one term
        v = _NOT_WORD.sub("", v)
    return f"{entity}:{v}"


@dataclass
class Labels:
    """The surrogates of one recording: salted hash of a normalised value → `<TYPE_n>`."""

    salt: str
    known: dict[str, str] = field(default_factory=dict)
    # each (entity, value)'s hash, remembered: a recording's own terms are looked up in every run of 1-4 words of
    # every text (names.TermMatcher), most of them recurring; the values stay in memory only
    _keys: dict[tuple[str, str], str] = field(default_factory=dict, repr=False, compare=False)

    def key(self, entity: str, value: str) -> str:
        k = self._keys.get((entity, value))
        if k is None:
            k = self.hashed(normalised(entity, value))
            if len(self._keys) < 200_000:
                self._keys[(entity, value)] = k
        return k

    def hashed(self, norm: str) -> str:
        """The key of a normalised value (`normalised`), uncached: for callers that remember keys themselves."""
        return hashlib.sha256(f"{self.salt}\x00{norm}".encode()).hexdigest()[:24]

    def label(self, entity: str, value: str) -> str:
        k = self.key(entity, value)
        if k not in self.known:
            short = recognisers.short(entity)
            n = 1 + sum(1 for lab in self.known.values() if lab.startswith(f"<{short}_"))
            self.known[k] = f"<{short}_{n}>"
        return self.known[k]


def replace(text: str, det: Finds, labels: Labels) -> tuple[str, list[tuple[Found, str]]]:
    """The text with every match replaced by its surrogate; with the matches and their surrogates."""
    found = det.find(text)
    if not found:
        return text, []
    parts, last, done = [], 0, []
    for f in found:
        lab = labels.label(f.entity, text[f.start:f.end])
        parts += [text[last:f.start], lab]
        last = f.end
        done.append((f, lab))
    parts.append(text[last:])
    return "".join(parts), done




@dataclass
class Rows:
    """Redaction rows being collected (REDACTIONS_SCHEMA, never the value)."""

    recording_id: str
    rows: list[dict[str, Any]] = field(default_factory=list)

    def add(self, where: str, f: Found, lab: str, *, frame: str | None = None,
            box: tuple[int, int, int, int] | None = None, detector_prefix: str = "") -> None:
        x0, y0, x1, y1 = box if box else (None, None, None, None)
        self.rows.append({"recording_id": self.recording_id, "where": where, "step_index": None, "frame": frame,
                          "entity_type": f.entity, "surrogate": lab, "x0": x0, "y0": y0, "x1": x1, "y1": y1,
                          "detector": detector_prefix + f.detector, "score": round(f.score, 3)})

    def frame(self) -> pl.DataFrame:
        return pl.DataFrame(self.rows, schema=_REDACTION_TYPES)


def counts(redactions: pl.DataFrame | None) -> dict[str, int]:
    """Redactions by entity type."""
    if redactions is None or redactions.height == 0:
        return {}
    return dict(sorted(redactions.group_by("entity_type").len().iter_rows()))
