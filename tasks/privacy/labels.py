"""The application's own labels, learned across recordings (strict mode's third source of interface text).

A text is taken for one of the application's labels when many recordings show it at the same place, and it holds
nothing a recogniser or an identifier's shape flags (k-anonymity over recordings; `learn`):

- seen in at least `k` distinct recordings (default `K` = 5) and from at least `min_sources` distinct sources
  (default 2) **in one cell** of a `grid` × `grid` division of the screen (default 4: "roughly the same place";
  content moves between recordings, a label stays where the application draws it). A source is a device profile
  (platform, locale, keyboard layout, screen size): recordings carry no user id, and two recordings of different
  profiles come from two machines;
- never a text holding a surrogate (ingest or the frame redactor already found personal data in it), an `@` or
  `://`, a digit or an `=` (a count, a date, an amount, a house number, an id, a setting's value: content; strict
  mode keeps a short number standing alone anyway), a run shaped like an identifier
  (`nearmiss.shaped`: a near-miss of an IBAN, card, token, e-mail, IPv6), a match of any recogniser of the
  settings (PERSON included), or a deny-listed word inside a word; never longer than `MAX_CHARS` characters or
  `MAX_WORDS` words (a label is short; a long line repeated is content: a subject line, a quoted message).

The result is a plain text file (`write`): a header saying how it was learned, then one label a line, sorted by
key. The operator reviews it (deletes any line that is not the application's own text) and names it in settings
(`privacy.interface_labels`); `read` turns it into `InterfaceLabels` (the normalised labels and their sha256) where
settings are loaded, so a run depends on the reviewed file's content only, and its fingerprint follows it. In strict
mode a line whose key (`key`: its words and numbers, case- and accent-folded, spaces aside) equals a label's is kept
readable.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from cuaflow.schemas.settings import InterfaceLabels, PrivacySettings
from cuaflow.tasks.privacy.interface import fold
from cuaflow.tasks.privacy.nearmiss import shaped  # the published OCR text's rule of an identifier's shape

K = 5
MIN_SOURCES = 2
GRID = 4
MAX_CHARS = 60
MAX_WORDS = 8
_TOKEN = re.compile(r"[^\W_]+")
_WORD = re.compile(r"[^\W\d_]+")
_SURROGATE = re.compile(r"<[A-Z_]+(?:_\d+)?>")


class LabelsError(ValueError):
    """A labels file that cannot be used: the message names the file, the line and what was expected."""


def key(text: str) -> str:
    """A label's key: its words and numbers, case- and accent-folded, joined without spaces (`Full name:` →
    `fullname`): OCR drops the space between two words of a label (`Quarterlyforecast`) or puts one in a word."""
    return "".join(fold(t) for t in _TOKEN.findall(text))


def content_hash(keys: Iterable[str]) -> str:
    """sha256 of the sorted keys: the labels' content (comments, order and spelling variants aside)."""
    return hashlib.sha256("\n".join(sorted(set(keys))).encode()).hexdigest()


def parse(text: str, where: str) -> InterfaceLabels:
    """A labels file's text → `InterfaceLabels` (`#` starts a comment line; blank lines are ignored)."""
    keys = []
    for n, line in enumerate(text.splitlines(), 1):
        label = line.strip()
        if not label or label.startswith("#"):
            continue
        if _SURROGATE.search(label):
            raise LabelsError(f"{where}, line {n}: {label!r} holds a surrogate; a label is the application's own "
                              "text, never a redaction")
        k = key(label)
        if not k:
            raise LabelsError(f"{where}, line {n}: {label!r} has no letter or digit; expected one label a line")
        keys.append(k)
    return InterfaceLabels(path=where, sha256=content_hash(keys), labels=tuple(sorted(set(keys))))


def read(path: str | Path) -> InterfaceLabels:
    p = Path(path)
    try:
        return parse(p.read_text(encoding="utf-8"), str(p))
    except FileNotFoundError:
        raise LabelsError(f"{p}: file not found (privacy.interface_labels names a labels file: "
                          "`cuaflow labels learn` writes one)") from None
    except UnicodeDecodeError as exc:
        raise LabelsError(f"{p}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None


def labels_of(settings: PrivacySettings) -> frozenset[str]:
    """The label keys strict mode keeps; a path not read where settings are loaded is refused (fail closed)."""
    v = settings.interface_labels
    if v is None:
        return frozenset()
    if isinstance(v, str):
        raise LabelsError(f"privacy.interface_labels: {v!r} was not read; settings naming a labels file are loaded "
                          "with tasks.configuration.load_settings (or give labels.read(path))")
    return frozenset(v.labels)


# ------------------------------------------------------------------ learning
@dataclass(frozen=True)
class Sighting:
    """A text seen in one recording: where (a cell of the screen) and from which source (device profile)."""

    recording: str
    source: str
    text: str
    cell: tuple[int, int]


@dataclass
class Learned:
    text: str  # the spelling seen most often
    recordings: int  # in the cell where it was seen most
    sources: int


@dataclass
class Result:
    labels: list[Learned]
    recordings: int
    sources: int
    refused: Counter[str] = field(default_factory=Counter)  # distinct texts refused, by reason
    rare: int = 0  # distinct texts seen in too few recordings or sources


def cell(x: float, y: float, width: float, height: float, grid: int) -> tuple[int, int] | None:
    """The cell of a point on a `width` × `height` screen; None when the point or the size is unknown."""
    if width <= 0 or height <= 0 or not (0 <= x <= width and 0 <= y <= height):
        return None
    return min(int(x / width * grid), grid - 1), min(int(y / height * grid), grid - 1)


def refusal(text: str, flagged: Callable[[str], bool]) -> str | None:
    """Why a text is never learned (module docstring), or None."""
    if _SURROGATE.search(text) or "<UNSURE>" in text:
        return "surrogate"
    if sum(len(w) for w in _WORD.findall(text)) < 2:
        return "no word"  # a number, a sign, one letter (an icon read as one: strict mode keeps those anyway)
    if len(text) > MAX_CHARS or len(text.split()) > MAX_WORDS:
        return "too long"
    if "@" in text or "://" in text:
        return "address"
    if any(c.isdigit() for c in text) or "=" in text:
        return "number or value"  # a count, date, amount, house number, id, `KEY=value`: content, not a label
    if shaped(text):
        return "identifier-shaped"
    if flagged(text):
        return "recogniser"
    return None


def learn(sightings: Iterable[Sighting], flagged: Callable[[str], bool], k: int = K,
          min_sources: int = MIN_SOURCES) -> Result:
    """The labels of `sightings` by the rule of the module docstring (deterministic: no order dependence)."""
    cells: dict[str, dict[tuple[int, int], tuple[set[str], set[str]]]] = {}
    spellings: dict[str, Counter[str]] = {}
    recordings, sources = set(), set()
    for s in sightings:
        recordings.add(s.recording)
        sources.add(s.source)
        text = " ".join(s.text.split())
        kk = key(text)
        if not kk:
            continue
        recs, srcs = cells.setdefault(kk, {}).setdefault(s.cell, (set(), set()))
        recs.add(s.recording)
        srcs.add(s.source)
        spellings.setdefault(kk, Counter())[text] += 1
    out = Result([], len(recordings), len(sources))
    for kk in sorted(cells):
        best = max(cells[kk].values(), key=lambda rs: (len(rs[0]), len(rs[1])))
        if len(best[0]) < k or len(best[1]) < min_sources:
            out.rare += 1
            continue
        # the spelling a reviewer reads best: with its spaces (OCR drops some), then the most frequent
        text = min(spellings[kk].items(), key=lambda tc: (-len(tc[0].split()), -tc[1], tc[0]))[0]
        why = next((r for r in (refusal(t, flagged) for t in sorted(spellings[kk])) if r), None)
        if why:
            out.refused[why] += 1
            continue
        out.labels.append(Learned(text, len(best[0]), len(best[1])))
    return out


def write(result: Result, how: str) -> str:
    """The labels file's text: a header (how it was learned, what to do with it), then one label a line."""
    refused = ", ".join(f"{n} {why}" for why, n in sorted(result.refused.items())) or "none"
    head = [
        "# Interface labels learned by `cuaflow labels learn` (strict mode keeps a line equal to one of them).",
        f"# {how}",
        f"# read: {result.recordings} recordings from {result.sources} sources; learned {len(result.labels)}; "
        f"seen too rarely {result.rare}; refused {refused}.",
        "# Review before use: delete every line that is not the application's own text (a name, a value, a",
        "# customer's or a project's word), then name this file in settings: privacy.interface_labels.",
        "# One label a line; lines starting with # are comments.",
    ]
    return "\n".join(head + [lb.text for lb in result.labels]) + "\n"
