"""People's names nobody listed: a gazetteer of given names and surnames and the layout cues that show a name.

No language model is used (none ships inside a package by its own authors; every NER package downloads its
weights at run time). The gazetteer is Faker's person lists (MIT, released monthly): the given names and surnames
of its 86 locales (~31,000 given names, ~30,000 surnames), each in its own script (Latin, Cyrillic, Greek, Hebrew,
Georgian, …), read once per process from the installed package (0.13 s of CPU). Names are compared case- and
accent-blind (OCR reads Greek without its accents). A name is judged from what it is and where it sits:

- two or three capitalised words, the first a known given name and the last a known surname (0.85) or another
  capitalised word of at least three letters (0.6): `Margot Lindqvist`, `Kenji R. Nakamura`, `ΓΙΩΡΓΟΣ ΠΑΠΑΔΑΚΗΣ`;
- `Surname, Given` (0.85): a contact list's sorted names;
- after a label that introduces a person (`From:`, `To:`, `Full name`, `Sender`, `Assignee`, `Имя:`, `Όνομα:`, …)
  one to three capitalised words (0.7), a single one only when the gazetteer knows it;
- at the start of a chat line (`Margot: see you`) or after a greeting (`Hi Margot,`), a known given name (0.7);
- the words before an e-mail address in angle brackets (`Margot Lindqvist <m@…>`, 0.7).

A word of the interface vocabulary (`interface.WORDS`: menus, buttons, headings of common applications) is never
part of a name: `Will`, `Mark`, `Grant`, `Page` are given names, `Mark All`, `Grant Access` are not people.
What is missed: a single given name without a cue (`Margot` alone in a cell), names in lower case, names in scripts
without letter case (CJK), and names in a script the OCR engine cannot read (Cyrillic on screen: PP-OCRv6 tiny has
no Cyrillic characters; typed and accessibility text in Cyrillic is found). Strict mode (`privacy.mode: strict`,
`strict.py`) fills what is not interface text, names included.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re
from dataclasses import dataclass

from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.interface import fold, is_interface_word

ENTITY = "PERSON"
_TOKEN = re.compile(r"[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_]))*")
_LABELS = ("full name|first name|last name|surname|given name|name|from|to|cc|bcc|sender|recipient|recipients|"
           "contact|author|assignee|assigned to|owner|customer|client|attendees?|organi[sz]er|reviewer|approver|"
           "patient|employee|manager|created by|modified by|shared by|shared with|reported by|signed by|requested by|"
           "participants?|member|user|account holder|cardholder|card holder|bill to|ship to|"
           "имя|фамилия|фио|отправитель|получатель|от|кому|контакт|автор|"
           "όνομα|επώνυμο|ονοματεπώνυμο|από|προς|αποστολέας|παραλήπτης|επαφή")
_LABEL = re.compile(rf"(?i)(?<![^\W_])(?:{_LABELS})\s*(?P<colon>[:：])?\s*")
_CHAT = re.compile(r"^\s*")  # a chat line starts with its author, then a colon
_GREETING = re.compile(r"(?i)(?<![^\W_])(?:hi|hello|hey|dear|thanks|thank you|cheers|привет|здравствуйте|"
                       r"уважаемый|уважаемая|γεια σου|αγαπητέ|αγαπητή)[ ,]+")
_BEFORE_ADDRESS = re.compile(r"\s*<[^<>@\s]+@")


@dataclass(frozen=True)
class Gazetteer:
    given: frozenset[str]
    surnames: frozenset[str]
    source: str  # what the lists were read from (the audit's version line)


@functools.cache
def gazetteer() -> Gazetteer:
    """Faker's person lists of every locale, folded (module docstring). Raises ImportError without Faker."""
    import faker
    import faker.providers.person as person

    given: set[str] = set()
    surnames: set[str] = set()
    for mod in pkgutil.iter_modules(person.__path__):
        provider = getattr(importlib.import_module(f"{person.__name__}.{mod.name}"), "Provider", None)
        for attr in dir(provider) if provider is not None else ():
            if not attr.startswith(("first_names", "last_names", "first_romanized_names", "last_romanized_names")):
                continue
            values = getattr(provider, attr)
            if isinstance(values, (list, tuple, dict, frozenset, set)):
                into = given if attr.startswith("first") else surnames
                into.update(fold(w) for v in values if isinstance(v, str) for w in v.split() if len(w) >= 2)
    return Gazetteer(frozenset(given), frozenset(surnames), f"faker {faker.VERSION}")


Tok = tuple[int, int, str]


def capitalised(w: str) -> bool:
    """A word written as a name: an upper-case first letter (`Lindqvist`, `McKay`, `O'Neil`, `ΠΑΠΑΔΑΚΗΣ`)."""
    return w[:1].isupper()


def tokens(text: str) -> list[Tok]:
    """The words of a text with their positions; an initial keeps its dot (`R.`)."""
    out: list[Tok] = []
    for m in _TOKEN.finditer(text):
        end = m.end() + 1 if len(m.group(0)) == 1 and text[m.end():m.end() + 1] == "." else m.end()
        out.append((m.start(), end, text[m.start():end]))
    return out


def _run_from(text: str, toks: list[Tok], k: int, most: int = 4) -> list[Tok]:
    """The capitalised words from token k on, each one space after the previous one (at most `most`)."""
    run: list[Tok] = []
    for t in toks[k:]:
        if len(run) == most or not capitalised(t[2]) or (run and text[run[-1][1]:t[0]] not in (" ", "\u00a0")):
            break
        run.append(t)
    return run


class PersonMatcher:
    """The PERSON recogniser (module docstring): `analyze(text)` gives the names found, with their cue's score."""

    name = "person_names"
    entity = ENTITY

    def __init__(self) -> None:
        self.g = gazetteer()

    def given(self, w: str) -> bool:
        return len(w) >= 2 and fold(w) in self.g.given and not is_interface_word(w)

    def known(self, w: str) -> bool:
        k = fold(w)
        return len(w) >= 2 and (k in self.g.surnames or k in self.g.given) and not is_interface_word(w)

    def surname(self, w: str) -> bool:
        return len(w) >= 2 and fold(w) in self.g.surnames and not is_interface_word(w)

    def analyze(self, text: str) -> list[Found]:
        toks = tokens(text)
        out = self._names(text, toks)
        starts = {t[0]: k for k, t in enumerate(toks)}
        for rx, detector in ((_LABEL, "person_label"), (_GREETING, "person_greeting")):
            for m in rx.finditer(text):
                k = starts.get(m.end())
                if k is not None and (f := self._cued(text, toks, k, detector, bool(m.groupdict().get("colon")))):
                    out.append(f)
        # a chat line's author ("Margot: see you"), the words before an address ("Margot Lindqvist <m@…>")
        run = _run_from(text, toks, 0, 2)
        if run and re.match(r"\s*[:：]\s", text[run[-1][1]:]) and text[:run[0][0]].strip() == "":
            out += [f for f in [self._cued(text, toks, 0, "person_chat", True)] if f]
        for m in _BEFORE_ADDRESS.finditer(text):
            e = max((k for k, t in enumerate(toks) if t[1] <= m.start()), default=None)
            if e is None or not capitalised(toks[e][2]) or text[toks[e][1]:m.start()].strip():
                continue
            k = e
            while k > 0 and e - k < 2 and capitalised(toks[k - 1][2]) and text[toks[k - 1][1]:toks[k][0]] == " ":
                k -= 1
            if (f := self._cued(text, toks, k, "person_before_address", True)) is not None:
                out.append(f)
        return out

    def _names(self, text: str, toks: list[Tok]) -> list[Found]:
        """A known given name, then one or two words ending the name; `Surname, Given`."""
        out: list[Found] = []
        k = 0
        while k < len(toks):
            run = _run_from(text, toks, k)
            found = self._name_at(run) if len(run) >= 2 else None
            if found is None and k + 1 < len(toks) and text[toks[k][1]:toks[k + 1][0]] in (", ", ","):
                last, first = toks[k][2], toks[k + 1][2]
                if capitalised(last) and capitalised(first) and self.surname(last) and self.given(first):
                    found = Found(ENTITY, toks[k][0], toks[k + 1][1], 0.85, "person_surname_first")
            if found is None:
                k += 1
                continue
            out.append(found)
            k = next((i for i in range(k, len(toks)) if toks[i][0] >= found.end), len(toks))
        return out

    def _name_at(self, run: list[Tok]) -> Found | None:
        first = run[0][2]
        if not self.given(first):
            return None
        upper = first.isupper()  # a name in capitals is taken only when the gazetteer knows both words
        for j in (2, 1):
            if j >= len(run):
                continue
            last, middle = run[j][2], run[1:j]
            if last.endswith(".") or not all(m[2].endswith(".") for m in middle):
                continue
            if self.surname(last) or (j == 1 and self.known(last)):
                return Found(ENTITY, run[0][0], run[j][1], 0.85, "person_gazetteer")
            if not upper and len(last) >= 3 and not is_interface_word(last):
                return Found(ENTITY, run[0][0], run[j][1], 0.6, "person_given_name")
        return None

    def _cued(self, text: str, toks: list[Tok], k: int, detector: str, colon: bool) -> Found | None:
        """The capitalised words a cue introduces, up to the first interface word; a single word only when the
        gazetteer knows it; after a label without a colon (table headers: `Name Size Modified`) only when the
        gazetteer knows one of them."""
        keep: list[Tok] = []
        for t in _run_from(text, toks, k, 3):
            if is_interface_word(t[2].rstrip(".")):
                break
            keep.append(t)
        if not keep:
            return None
        words = [t[2] for t in keep]
        if len(words) == 1:
            ok = self.given(words[0]) if detector in ("person_chat", "person_greeting") else self.known(words[0])
        else:
            ok = colon or any(self.known(w) for w in words)
        return Found(ENTITY, keep[0][0], keep[-1][1], 0.7, detector) if ok else None


def may_hold_name(text: str) -> bool:
    """The gate: a name has an upper-case letter."""
    return any(c.isupper() for c in text)
