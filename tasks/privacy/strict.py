"""Strict mode (`privacy.mode: strict`): every OCR line that is not known interface text is filled.

For deployments where a missed name or number costs more than the training signal: on top of what the recognisers
find, a published frame keeps readable only the lines made of interface text:

- the words of the built-in UI vocabulary (`interface.WORDS`: menus, buttons, headings of common applications);
- the names of the recording's controls in its accessibility tree (buttons, menu items, tabs, check boxes,
  toolbars, column headers: `CONTROL_ROLES`; never text fields, cells, list items or links, whose names are
  content), as ingest scrubbed them;
- the deployment's own labels (`privacy.interface_words`);
- the application's own labels learned across recordings and reviewed (`privacy.interface_labels`, `labels.py`):
  a line whose key (its words and numbers, folded) equals a label's, unless it holds an `@` or `://`;
- short numbers (up to `SHORT_NUMBER` characters: a time, a count, a page number); one-letter words (icons
  read as letters).

Everything else is filled whole, as one `TEXT` entity per distinct line (`<TEXT_n>` in the published OCR text,
`redactions` rows of entity type `TEXT`, detector `strict`). The cost to the training signal (OCR targets lost,
grounding kept: it comes from the accessibility tree and the pointer, not from pixels) is measured in
tests/benchmarks/README.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from cuaflow.schemas.recording import LoadedRecording
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.privacy.found import SURROGATE, Found, Hit
from cuaflow.tasks.privacy.interface import fold, vocabulary, words_of
from cuaflow.tasks.privacy.labels import key

ENTITY = "TEXT"
SHORT_NUMBER = 6
CONTROL_ROLES = frozenset({
    "button", "menuitem", "menubaritem", "menubutton", "popupbutton", "tab", "tabitem", "checkbox", "radiobutton",
    "radio", "switch", "toggle", "togglebutton", "splitbutton", "toolbar", "menu", "menubar", "columnheader",
    "tablist", "disclosuretriangle", "incrementor", "stepper", "spinbutton", "slider", "scrollbar", "dockitem",
})
_WORD = re.compile(r"[^\W\d_]+")
_DIGITS = re.compile(r"\d+")


def control_names(rec: LoadedRecording) -> tuple[str, ...]:
    """The words of the recording's controls' names and roles (accessibility tree, as scrubbed at ingest)."""
    texts = [e.name for s in rec.ax for e in s.elements if e.role.lower().removeprefix("ax") in CONTROL_ROLES]
    return words_of(texts + [e.role for s in rec.ax for e in s.elements])


class Interface:
    """Which OCR lines are interface text for one recording (module docstring)."""

    def __init__(self, extra: Sequence[str] = (), labels: frozenset[str] = frozenset()) -> None:
        self.words = vocabulary(tuple(sorted(set(extra))))
        self.labels = labels

    def known(self, text: str) -> bool:
        if SURROGATE.fullmatch(text.strip()):
            return False  # a surrogate stands for what was there: filled anyway
        if self.labels and key(text) in self.labels and "@" not in text and "://" not in text:
            return True  # a learned label: the whole line is one (never an address its punctuation was taken from)
        words = _WORD.findall(text)
        if not words:
            return len(re.sub(r"\s", "", text)) <= SHORT_NUMBER
        if any(len(d) > 4 for d in _DIGITS.findall(text)):
            return False  # an amount, an id, a phone's digits: not interface text
        return all(len(w) == 1 or fold(w) in self.words for w in words)

    def hits(self, lines: Iterable[OcrLine], hits: Sequence[Hit]) -> list[Hit]:
        """A whole-line hit for every line that is not interface text and not already covered whole."""
        covered = {id(ln) for h in hits for ln, a, b in h.spans if a == 0 and b >= len(ln.text)}
        return [Hit(Found(ENTITY, 0, len(ln.text), 1.0, "strict"), ln.text, ((ln, 0, len(ln.text)),))
                for ln in lines if ln.text.strip() and id(ln) not in covered and not self.known(ln.text)]
