"""Values typed in pieces: what the screen shows while a private value is being typed.

At ingest a value typed with pauses is read as one (`text._typed_runs`: a pause does not end a run, a click
elsewhere or a key without a character does; Backspace takes back the last character). Every start of a value a
recogniser found in it, from `MIN_PREFIX` characters on (`margot.lindqvist@bah`), is registered in the
recording's surrogates as a salted hash (`surrogates.Labels`, never the text) pointing at the value's surrogate.
`TypedMatcher` finds those starts in any later text, OCR lines included: the field between two typing steps shows
the partly typed value, which no recogniser reads as an identifier.
"""

from __future__ import annotations

import re

from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.surrogates import TYPED, Labels, normalised

MIN_PREFIX = 4  # characters (spaces aside) of a start that is looked for: shorter ones are ordinary words
_MAX_WORDS = 6  # a value shown as up to this many words (a phone number's groups, a full name)
_TOKEN = re.compile(r"\S+")


def register(labels: Labels, entity: str, value: str) -> None:
    """Every start of `value` from `MIN_PREFIX` characters on, pointing at the value's surrogate."""
    surrogate = labels.label(entity, value)
    for k in range(1, len(value)):
        start = value[:k]
        if len(start.replace(" ", "")) >= MIN_PREFIX and not value[k - 1].isspace():
            labels.known.setdefault(labels.key(TYPED, start), f"{TYPED}:{surrogate}")


class TypedMatcher:
    """The registered starts of typed values in a text: each run of one to `_MAX_WORDS` words, and each word
    also from any of its characters on (OCR glues a field's label to its value: `Emailmargot.lindqvist@bah`)."""

    def __init__(self, labels: Labels) -> None:
        self.labels = labels
        self._size, self._typed = -1, 0
        # a word's registered starts from inside it (offset, label): the same words recur in every row, pair and
        # variant of a screen; valid while the registered starts are the same (only `register` adds them)
        self._inner: dict[str, tuple[tuple[int, str], ...]] = {}
        self._keys: dict[str, str] = {}  # a run of words as written → its key (names.TermMatcher: why)

    def _active(self) -> bool:
        if len(self.labels.known) != self._size:
            self._size = len(self.labels.known)
            typed = sum(1 for v in self.labels.known.values() if v.startswith(f"{TYPED}:"))
            if typed != self._typed:
                self._typed, self._inner = typed, {}
        return self._typed > 0

    def find(self, text: str) -> list[Found]:
        if not self._active():
            return []
        known, keys = self.labels.known, self._keys
        spans = [m.span() for m in _TOKEN.finditer(text)]
        ends = [e for _, e in spans]
        n = len(spans)
        out: list[Found] = []
        for i, (start, end) in enumerate(spans):
            # from a word's start: runs of one to six words; from inside a word (a glued label) that word only:
            # every start position times six words is ~6× the hashing on every line of a recording with typed
            # values
            for e in ends[i:min(i + _MAX_WORDS, n)]:
                run = text[start:e]
                k = keys.get(run)
                if k is None:
                    k = self.labels.hashed(normalised(TYPED, run))  # this cache only: runs rarely recur elsewhere
                    if len(keys) < 100_000:
                        keys[run] = k
                lab = known.get(k)
                if lab is not None:
                    out.append(Found(_entity(lab), start, e, 0.9, "typed_prefix"))
            inner = self._inside(text[start:end])
            if inner:
                out += [Found(_entity(lab), start + k, end, 0.9, "typed_prefix") for k, lab in inner]
        return out

    def _inside(self, word: str) -> tuple[tuple[int, str], ...]:
        hit = self._inner.get(word)
        if hit is None:
            known, hashed = self.labels.known, self.labels.hashed
            hit = tuple((k, lab) for k in range(1, len(word))
                        if (lab := known.get(hashed(normalised(TYPED, word[k:])))) is not None)
            if len(self._inner) < 100_000:
                self._inner[word] = hit
        return hit


def _entity(lab: str) -> str:
    from cuaflow.tasks.privacy.recognisers import RECOGNISERS

    short = lab.split(":", 1)[1].strip("<>").rsplit("_", 1)[0]
    return next((r.entity for r in RECOGNISERS if r.short == short), "DENY_LIST")
