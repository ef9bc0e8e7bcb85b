"""People's names nobody listed: a gazetteer of given names and surnames and the layout cues that show a name.

No language model is used (none ships inside a package by its own authors; every NER package downloads its weights
at run time). The gazetteer (`gazetteer.py`) is Faker's person lists (MIT, released monthly) and Mimesis's (MIT):
the given names and surnames of their 86 and 49 locales (~49,000 given names, ~59,000 surnames), each in its own
script (Latin, Cyrillic, Greek, Hebrew, Georgian, Persian, Kazakh, …), and Mimesis's common words of each language
(~51,000: what tells `Adobe Reader` from `Funmilayo Adeyemi`), read once per process from the installed packages
(about a second of CPU). Names are compared case- and accent-blind (OCR reads Greek without its accents). A name
is judged from what it is and where it sits:

- two or three capitalised words, the first a known given name and the last a known surname (0.85) or another
  capitalised word of at least three letters (0.6): `Margot Lindqvist`, `Kenji R. Nakamura`, `ΓΙΩΡΓΟΣ ΠΑΠΑΔΑΚΗΣ`;
- `Surname, Given` (0.85; 0.6 with a surname the gazetteer does not know): a contact list's sorted names;
- after a label that introduces a person (`From:`, `To:`, `Full name`, `Sender`, `Assignee`, `Имя:`, `Όνομα:`, …)
  one to three capitalised words (0.7), a single one only when the gazetteer knows it;
- at the start of a chat line (`Margot: see you`) or after a greeting (`Hi Margot,`), a known given name (0.7);
- the words before an e-mail address in angle brackets (`Margot Lindqvist <m@…>`, 0.7);
- a text that is a name and nothing else (a list's entry, a grid's cell, after a bullet or a checkbox): a known
  surname after a capitalised word that is no common word (`Funmilayo Adeyemi`), `Surname, Given` with a given name
  the gazetteer lacks (`Kowalczyk, Zuzanna`), a given name that is also an interface word (`Mark Keane`), a family
  name and a given name OCR read small (`Chen jing`); not a team, a company or a country (`Nord Sales`).

A word of the interface vocabulary (`interface.WORDS`: menus, buttons, headings of common applications) is never
part of a name: `Will`, `Mark`, `Grant`, `Page` are given names, `Mark All`, `Grant Access` are not people.
- a Greek or Cyrillic name as the Latin-script OCR engine misreads it (`Иван Петров` read `VBaH lerpoB`): two
  neighbouring words, one of them odd (a Greek letter, an accent, a capital after a small letter), whose
  look-alike skeletons (`skeleton`) are each at most one letter from a Greek or Cyrillic name's (0.7).

A name as a register writes it (`Bakker, S.`, `E YILMAZ`) is `registers.py`'s. The cues' patterns and word
lists are `person_cues.py`'s; what is still missed is listed in tasks/privacy/README.md.
"""

from __future__ import annotations

import functools
import itertools
import re

from cuaflow.tasks.privacy import person_cues as cues
from cuaflow.tasks.privacy.fields import field_entity
from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.gazetteer import gazetteer
from cuaflow.tasks.privacy.households import couples, device_owners
from cuaflow.tasks.privacy.interface import fold, is_interface_word
from cuaflow.tasks.privacy.kin import kin, nicknamed, payee, rostered, vietnamese
from cuaflow.tasks.privacy.registers import registered
from cuaflow.tasks.privacy.scripts import UNSPACED

ENTITY = "PERSON"


Tok = tuple[int, int, str]


def capitalised(w: str) -> bool:
    """A word written as a name: an upper-case first letter (`Lindqvist`, `McKay`, `O'Neil`, `ΠΑΠΑΔΑΚΗΣ`)."""
    return w[:1].isupper()


def _may_start(run: list[Tok]) -> bool:
    """A run of two words or more that may be a name: not capitals of two letters (`IBAN DE`, `ID NO`: codes), not
    a name and an acronym (`Hana IBAN`: `Iban` is a given name too, not its surname)."""
    first, second = run[0][2], run[1][2]
    if first.isupper():
        return all(len(t[2]) >= 3 for t in run[:2])
    return not (second.isupper() and not second.endswith(".") and len(second) > 1)  # an initial without its dot


def tokens(text: str) -> list[Tok]:
    """The words of a text with their positions; an initial keeps its dot (`R.`), a possessive loses its `'s`."""
    out: list[Tok] = []
    for m in cues.TOKEN.finditer(text):
        end = m.end() + 1 if len(m.group(0)) == 1 and text[m.end():m.end() + 1] == "." else m.end()
        if end - m.start() > 4 and text[end - 2:end] in ("'s", "’s"):
            end -= 2  # a possessive's name (`my brother Tomek's birthday`)
        out.append((m.start(), end, text[m.start():end]))
    return out


# a surname's particle, written small inside a name (`Daan de Vries`, `Ludwig van Beethoven`, `Ana da Silva`)
PARTICLES = frozenset({"de", "van", "von", "der", "den", "da", "di", "du", "del", "della", "dos", "das", "le", "la",
                       "ter", "ten", "bin", "al", "zu", "y",
                       "Ó", "ó", "Ní", "ní", "Nic", "Mac", "Mc", "Ua", "Uí", "Bean"})  # Irish: `Eoin Ó Súilleabháin`


_COMMA_GIVEN = re.compile(r",[ \t]*([A-Z][^\W\d_]+)(?![^\W\d_'’.-]|[ \t]+[A-Z])")


def _run_from(text: str, toks: list[Tok], k: int, most: int = 4) -> list[Tok]:
    """The capitalised words from token k on, each one space after the previous one (at most `most`); a particle
    and the capitalised word after it are one word of the run (`de Vries`, `van der Berg`)."""
    run: list[Tok] = []
    i = k
    while i < len(toks):  # by index: a slice from k copied the rest of a long text's words for every k
        t = toks[i]
        j, merged = i, False
        while run and t[2] in PARTICLES and j + 1 < len(toks) and text[toks[j][1]:toks[j + 1][0]] == " " and (
                capitalised(toks[j + 1][2]) or toks[j + 1][2] in PARTICLES):
            j += 1
            if capitalised(toks[j][2]):
                t, merged = (t[0], toks[j][1], text[t[0]:toks[j][1]]), True
                break
        else:
            j = i
        i = j + 1
        if len(run) == most or not (merged or capitalised(t[2])) or (
                run and text[run[-1][1]:t[0]] not in (" ", "\u00a0") and not (  # or after an initial: `T.Ingram`
                    t[0] == run[-1][1] and len(run[-1][2]) == 2 and run[-1][2].endswith("."))):
            break
        if text[t[1]:t[1] + 1].isdigit() or text[max(0, t[0] - 1):t[0]].isdigit():
            break  # letters glued to digits are a code (`DE89…`, `A278`), not a word
        run.append(t)
    return run


class PersonMatcher:
    """The PERSON recogniser (module docstring): `analyze(text)` gives the names found, with their cue's score."""

    name = "person_names"
    entity = ENTITY

    def __init__(self) -> None:
        self.g = gazetteer()

    def given(self, w: str) -> bool:
        """A given name the gazetteer knows; a hyphenated one whose every part it knows (`Kellie-Anne`)."""
        if "-" in w.strip("-"):  # `Mei-Ling`, `Jean-Luc`: one part known, the other written as a name's
            parts = w.split("-")
            return all(self.given(p) or (capitalised(p) and len(p) >= 3 and not is_interface_word(p)) for p in
                       parts) and any(self.given(p) for p in parts)
        if len(w) >= 5 and w.endswith("né") and fold(w[:-2]) in self.g.given:
            return True  # a Hungarian married name: the husband's given name and `-né` (`Ferencné`)
        return len(w) >= 2 and fold(w) in self.g.given and not is_interface_word(w)

    def common(self, w: str) -> bool:
        """A common word of some language (`Reader`, `Portal`, `Electric`): a name's word the gazetteer lacks is
        rarely one."""
        return fold(w) in self.g.words

    def known(self, w: str) -> bool:
        k = fold(w)
        return (len(w) >= 2 and (k in self.g.surnames or k in self.g.given) and not is_interface_word(w)) or (
            "-" in w.strip("-") and all(self.known(p) for p in w.split("-")))

    def surname(self, w: str) -> bool:
        """A surname the gazetteer knows; a double-barrelled one with one part it knows (`Brady-Nakamura`)."""
        if "-" in w.strip("-"):
            return any(self.surname(p) for p in w.split("-")) and not is_interface_word(w)
        return len(w) >= 2 and fold(w) in self.g.surnames and not is_interface_word(w)

    def analyze(self, text: str) -> list[Found]:
        text = self._read_again(text)
        toks = tokens(text)
        found = [*self._names(text, toks), *self._alone(text, toks), *self._after_cues(text, toks),
                 *self._in_sentence(text, toks), *payee(self, text), *kin(self, text), *vietnamese(text),
                 *self._chat(text, toks),
                 *(self._iata(text) if "/" in text else ()),
                 *self._misread(text, toks), *self._before_address(text, toks), *cues.unspaced_names(text),
                 *registered(self, text, cues.NOT_PEOPLE), *rostered(text)]
        found += couples(self, text, found)
        found += device_owners(self, text)
        return [nicknamed(self, text, cues.titled(text, f)) for f in found]

    def _read_again(self, text: str) -> str:
        """The text with three misreadings of a name undone, in place (the positions stay): a capital `I` read as a
        small `l` (one glyph in most sans-serif fonts: `lonescu`, `lbáñez`), an initial `S.` read as `5.` before a
        surname, and an avatar's initials run into the name beside them (`HKHannah`: blanked); each only where the
        gazetteer knows the name it gives."""
        if "5." in text:  # an initial `S.` read as `5.` (`5.Laurent`, `5. Laurent`)
            text = cues.FIVE_INITIAL.sub(lambda m: "S" if self.surname(m.group(1)) else m.group(0), text)
        if "l" not in text and not cues.GLUED_INITIALS.search(text):
            return text

        def capital(m: re.Match[str]) -> str:
            return "I" + m.group(1) if self.known("I" + m.group(1)) else m.group(0)

        def initials(m: re.Match[str]) -> str:
            return " " * len(m.group(1)) + m.group(2) if self.given(m.group(2)) else m.group(0)

        return cues.GLUED_INITIALS.sub(initials, cues.SMALL_L.sub(capital, text))


    def _after_cues(self, text: str, toks: list[Tok]) -> list[Found]:
        """The names a label (`From:`, `Full name`) or a greeting (`Hi Margot,`) introduces."""
        out: list[Found] = []
        starts = {t[0]: k for k, t in enumerate(toks)}
        words = {t[2].casefold() for t in toks}  # the relation and birth cues only where one of their words is
        related = not words.isdisjoint(cues.RELATION_WORDS)  # (a long accessibility text is read once per cue)
        for rx, detector in ((cues.LABEL, "person_label"), (cues.GREETING, "person_greeting"),
                             (cues.SIGNED, "person_greeting"),
                             (cues.TITLE, "person_title"),
                             (cues.RELATION, "person_relation"), (cues.BORN, "person_born")):
            if (rx is cues.RELATION and not related) or (rx is cues.BORN and words.isdisjoint(cues.BORN_WORDS)):
                continue
            for m in rx.finditer(text):
                quote = m.groupdict().get("quote")
                if quote and (close := text.find(quote, m.end())) > m.end() and \
                        cues.QUOTED_NAME.fullmatch(text, m.end(), close) and \
                        any(self.known(t[2]) for t in toks if m.end() <= t[0] < close):
                    out.append(Found(ENTITY, m.end(), close, 0.7, "person_label"))
                if quote:
                    continue  # a key's quoted value is a name only when the gazetteer knows a word of it
                k = starts.get(m.end())
                colon = ":" in m.group(0) or "：" in m.group(0)
                whole = bool(cues.WHOLE_NAME.search(m.group(0)))
                # a label that names a person's field takes a single word the gazetteer does not know too (a
                # `Last name` cell: `Wiśniewski`, `Byme` read for `Byrne`)
                field = detector == "person_label" and bool(cues.NAME_WORD.search(m.groupdict().get("named") or ""))
                if k is not None and (f := self._cued(text, toks, k, "person_field" if field else detector, colon,
                                                      whole)):
                    # a title is the name's first word as written (`Mr Oliver Bennett`, `dr n. med. Tomasz Wójcik`)
                    out.append(Found(ENTITY, m.start(), f.end, f.score, detector) if detector == "person_title" else f)
        return out

    def _in_sentence(self, text: str, toks: list[Tok]) -> list[Found]:
        """A listed given name alone inside a sentence (`I've added Lucía`, `Merhaba, ben Burak.`), or opening one
        before its verb (`Marta is pregnant`): capitalised after a small word or a comma,
        then a small word, punctuation or the end; not a common word (`May`, `Grant`), an interface word, nor a
        place after its preposition (`in Florence`)."""
        out: list[Found] = []
        for k, (a, b, w) in enumerate(toks):
            if len(w) < 3 or not capitalised(w) or w.isupper() or not self.given(w) or self.common(w) or (
                    fold(w) not in self.g.widespread):
                continue
            after = text[b:b + 1]
            if after and not (after in " ,.;:!?)…" and not (after == " " and k + 1 < len(toks) and toks[k + 1][0] == b
                                                                + 1 and capitalised(toks[k + 1][2]))):
                continue  # the next word starts another name's (`Lucía Pérez` is `_names`'s)
            if k == 0:
                if not cues.VERB_AFTER.match(text, b):
                    continue
            else:
                before = text[toks[k - 1][1]:a]
                prev = toks[k - 1][2]
                if before.strip(" ,") or fold(prev) in cues.PLACE_BEFORE or fold(prev) in cues.SAINT or capitalised(
                        prev):
                    continue  # a sentence's end, a bracket or a dash before it; a place's preposition; a
                    # capitalised word (a path's `Documents Kirsten`, a row's label cell before its value)
                if fold(prev) in cues.TITLE_SMALL and k >= 2 and capitalised(toks[k - 2][2]):
                    continue  # a title's small word between capitalised words (`Notice of Lien`, `Bank of Ireland`)
            if fold(w) in cues.NOT_PEOPLE or fold(w) in cues.SAINT:
                continue
            out.append(Found(ENTITY, a, b, 0.6, "person_in_sentence"))
        return out

    def alone(self, text: str) -> list[Found]:
        """`_alone` over a text on its own (a table's cell, which a row's text joins with its neighbours)."""
        text = self._read_again(text)
        return self._alone(text, tokens(text))

    def _alone(self, text: str, toks: list[Tok]) -> list[Found]:
        """A text that is a name and nothing else (a list's or a grid's cell, a sidebar's entry, after a bullet or
        a checkbox; a relation or a title in brackets after it: `Clarke, Mark (Father)`). Its words are not
        interface words, labels (`Nom`, `Surname`), teams, companies or countries (`Nord Sales`, `Electric
        Ireland`), nor a place named after a saint (`São Paulo`)."""
        if (tail := cues.RELATION_AFTER.search(text)) is not None:
            toks = [t for t in toks if t[1] <= tail.start()]
        # two words or more: a given name alone is as often a city or a product (`Vienna`, `Milan` in a sheet)
        if not 2 <= len(toks) <= 4 or text[toks[-1][1]:tail.start() if tail else len(text)].strip(" .,;") or \
                cues.LEAD.sub("", text[:toks[0][0]]):
            return []
        first, last = toks[0][2], toks[-1][2]
        if not capitalised(first) or fold(first) in cues.SAINT or any(
                cues.NAME_FIELD.fullmatch(t[2]) or fold(t[2]) in cues.ORGANISATION or (
                    is_interface_word(t[2]) and k > 0 and fold(t[2]) not in self.g.given)  # `Clarke, Mark`
                for k, t in enumerate(toks)):
            return []
        found = self._alone_name(text, toks, first, last)
        return [Found(ENTITY, toks[0][0], toks[-1][1], found, "person_alone")] if found else []

    def _alone_name(self, text: str, toks: list[Tok], first: str, last: str) -> float:
        """The score of a name alone (`_alone`), 0 when its words are no name."""
        def rare(w: str) -> bool:  # a word that may be a name the gazetteer lacks
            return self._plain(w) and not self.common(w)

        gaps = [text[a[1]:b[0]] for a, b in itertools.pairwise(toks)]
        if len(toks) == 2 and gaps[0] in (", ", ","):  # `Surname, Given`: `Kowalczyk, Zuzanna`, `PATEL, Rajesh`
            if last.isupper() and first.isupper():  # a register in capitals: `FORTIN, JULIEN`; not `PARIS, TEXAS`
                return 0.7 if self.given(last) and not {fold(first), fold(last)} & cues.NOT_PEOPLE and (
                    self.surname(first) or rare(first.capitalize())) else 0.0
            if last.isupper() or not capitalised(last):
                return 0.0
            return 0.7 if (self.surname(first) and self._plain(last) and (first.isupper() or self._plain(first))) or (
                rare(first) and rare(last)) else 0.0
        if any(g != " " for g in gaps):
            return 0.0
        if first.isupper() and len(first) >= 2 and all(capitalised(t[2]) and not t[2].isupper() for t in toks[1:]):
            # a family name in capitals, then the given names (`NOWAK Agnieszka`, `OKAFOR Tobi`)
            return 0.7 if (self.surname(first) and (self.given(toks[1][2]) or rare(toks[1][2]))) or (
                self.given(toks[1][2]) and rare(first.capitalize()) and len(first) >= 4 and any(
                    c in "AEIOUY" for c in first)) else 0.0  # an acronym is no surname (`MRN Ward`)
        if first.isupper():
            # a name in capitals of two to four words, each a listed name and none a common word (`RUIZ CERVANTES
            # SANTIAGO`); not a heading (`PAYMENT DETAILS`: interface words)
            words = [t[2] for t in toks]
            return 0.7 if all(w.isupper() and len(w) >= 3 for w in words) and sum(self.known(w) for w in words) >= 2 \
                and not any(self.common(w) or fold(w) in cues.NOT_PEOPLE for w in words) else 0.0
        if len(toks) == 2 and capitalised(last) and not last.isupper() and self.surname(first) and not self.given(
                first) and self.given(last):
            return 0.7  # a family name then a given name, alone in its cell (`Mayrhofer Lena`, `Novák Peter`)
        if len(toks) == 2 and len(last) == 2 and last.endswith(".") and last[0].isupper():
            return 0.6 if self.given(first) or rare(first) else 0.0  # a given name and an initial (`Thabo M.`)
        if len(toks) == 2 and not capitalised(last):  # a family name and a given name read small (`Chen jing`)
            return 0.7 if self._family_first(first, last.capitalize()) else 0.0
        if not all(capitalised(t[2]) for t in toks) or (
                len(toks) > 2 and not (len(toks) == 3 and len(toks[1][2]) == 2 and toks[1][2].endswith("."))):
            return 0.0
        if self.given(first) and self.surname(last):
            return 0.7
        # a known surname after a word the gazetteer lacks (`Funmilayo Adeyemi`) or a given name that is also an
        # interface word (`Mark Keane`)
        return 0.7 if self.surname(last) and not self.common(last) and not self.surname(first) and len(first) >= 3 and (
            fold(first) in self.g.given or rare(first)) else 0.0

    def _iata(self, text: str) -> list[Found]:
        """A passenger's name as a ticket writes it (`SURNAME/GIVEN MS`): with its title, or a part the gazetteer
        knows (`TCP/IP`, `AND/OR`, `N/A` are neither)."""
        out = []
        for m in cues.IATA.finditer(text):
            parts = m.group("name").replace("/", " ").split()
            if m.group("title") or (len(parts) >= 2 and any(self.known(p) for p in parts) and all(
                    len(p) >= 3 and not is_interface_word(p) for p in parts)):
                out.append(Found(ENTITY, m.start("name"), m.end(), 0.7, "person_ticket"))
        return out

    def _chat(self, text: str, toks: list[Tok]) -> list[Found]:
        """A chat line's author (`Margot: see you`)."""
        run = _run_from(text, toks, 0, 2)
        if run and re.match(r"\s*[:：]\s", text[run[-1][1]:]) and text[:run[0][0]].strip() == "" and (
                field_entity(text[run[0][0]:run[-1][1]]) is None):  # a form's label is no author (`Contraseña Wi-Fi:`)
            return [f for f in [self._cued(text, toks, 0, "person_chat", True)] if f]
        return []

    def _before_address(self, text: str, toks: list[Tok]) -> list[Found]:
        """The capitalised words just before an address in angle brackets (`Margot Lindqvist <m@…>`)."""
        out: list[Found] = []
        for m in cues.BEFORE_ADDRESS.finditer(text):
            e = max((k for k, t in enumerate(toks) if t[1] <= m.start()), default=None)
            if e is None or not capitalised(toks[e][2]) or text[toks[e][1]:m.start()].strip():
                continue
            k = e
            while k > 0 and e - k < 2 and capitalised(toks[k - 1][2]) and text[toks[k - 1][1]:toks[k][0]] == " ":
                k -= 1
            if (f := self._cued(text, toks, k, "person_before_address", True)) is not None:
                out.append(f)
        return out

    def _misread(self, text: str, toks: list[Tok]) -> list[Found]:
        """Greek and Cyrillic names as a Latin-script OCR engine reads them: two neighbouring words, at least one
        odd (`cues.odd`), whose skeletons are each a name's (`Gazetteer.misread`)."""
        out: list[Found] = []
        for a, b in itertools.pairwise(toks):
            if text[a[1]:b[0]] in (" ", "\u00a0") and (cues.odd(a[2]) or cues.odd(b[2])) and \
                    self.g.misread(a[2]) and self.g.misread(b[2]):
                out.append(Found(ENTITY, a[0], b[1], 0.7, "person_misread_script"))
        return out

    def _names(self, text: str, toks: list[Tok]) -> list[Found]:
        """A known given name, then one or two words ending the name; `Surname, Given`."""
        out: list[Found] = []
        k = 0
        while k < len(toks):
            run = _run_from(text, toks, k)
            found = self._name_at(run, text) if len(run) >= 2 else None
            if found is None and k + 1 < len(toks) and text[toks[k][1]:toks[k + 1][0]] in (", ", ","):
                last, first = toks[k][2], toks[k + 1][2]
                if capitalised(last) and capitalised(first) and self.given(first) and not first.isupper() and not (
                        fold(last) in cues.ORGANISATION or fold(first) in cues.ORGANISATION):  # not `Paris, France`
                    if self.surname(last):
                        found = Found(ENTITY, toks[k][0], toks[k + 1][1], 0.85, "person_surname_first")
                    elif len(last) >= 3 and not is_interface_word(last) and not last.isupper():
                        found = Found(ENTITY, toks[k][0], toks[k + 1][1], 0.6, "person_surname_first")
                    # a surname of two words, or with its particle (`Fernández Ruiz, Alejandro`, `van Dijk, M…`)
                    j = k
                    while found is not None and j > 0 and k - j < 2 and text[toks[j - 1][1]:toks[j][0]] == " " and (
                            toks[j - 1][2] in PARTICLES or (capitalised(toks[j - 1][2])
                                                            and self.surname(toks[j - 1][2]))) and (
                            not out or out[-1].end <= toks[j - 1][0]):
                        j -= 1
                    if found is not None and j < k:
                        found = Found(ENTITY, toks[j][0], found.end, found.score, found.detector)
            if found is None and len(run) >= 2 and self._family_first(run[0][2], run[1][2]):
                found = Found(ENTITY, run[0][0], run[1][1], 0.7, "person_family_first")
            if found is None:
                k += 1
                continue
            # two surnames, then the given name after a comma (`Tavares Lopes, Rui`), not a next name's start
            if (nx := _COMMA_GIVEN.match(text, found.end)) is not None and " " in text[found.start:found.end] and (
                    self.surname(text[found.start:found.end].rsplit(" ", 1)[-1]) and self.given(nx.group(1))
                    and not self.common(nx.group(1)) and fold(nx.group(1)) not in cues.ORGANISATION):
                found = Found(ENTITY, found.start, nx.end(), found.score, found.detector)
            # a name's letters after it (`Daniel Okafor, MD`, `Susan Whitfield, MD, PhD`)
            if (after := cues.CREDENTIALS.match(text, found.end)) is not None:
                found = Found(ENTITY, found.start, after.end(), found.score, found.detector)
            out.append(found)
            k = next((i for i in range(k, len(toks)) if toks[i][0] >= found.end), len(toks))
        return out

    def _family_first(self, first: str, second: str) -> bool:
        """A family name then a given name, no comma (Hungarian, and Chinese, Japanese and Korean names in Latin
        letters: `Nagy Eszter`, `Kovács Gábor`): the first only a surname, the second a given name."""
        return (not first.isupper() and not second.isupper() and self.surname(first) and not self.given(first)
                and self.given(second) and not self.common(second) and fold(second) not in cues.ORGANISATION)

    def _name_at(self, run: list[Tok], text: str) -> Found | None:
        """The name a run of capitalised words starts with: a middle name or initial and a known surname, a known
        second word, an initial and another word, any other word; the shortest whole name wins (a table row's
        cells are read as one text: `Jane Marlowe Lagos` is a name and a city). Not starting with a given name:
        an initial and a known surname (`H. Lindqvist`, a signature; two surnames are not one: `Bell Tower`)."""
        first, second = run[0][2], run[1][2]
        if fold(first) in cues.SAINT:
            return None  # a place named after a saint (`São Paulo`, `Santa Clara`, `St Helens`)
        if not self.given(first):
            # (or a word no list holds, of 4-12 letters, that no small word follows: `K. Dunmore`, `G. Oduya`;
            # not `B. Summary`, a section's `C. Données personnelles`)
            if len(first) == 2 and first[1] == "." and first[0].isupper() and not second.isupper() and (
                    self.surname(second) or (4 <= len(second) <= 12 and self._plain(second) and not self.common(
                        second) and not cues.SMALL_WORD_AFTER.match(text, run[1][1]))):
                return Found(ENTITY, run[0][0], run[1][1], 0.6, "person_initial")
            # a word then a Dutch, German or Arabic particle's surname (`Ruud van den Berg`, `Faisal bin Rashid`):
            # the particle says a person's name; not a place's (`Rio de Janeiro`, `Frankfurt am Main`)
            if second.split(" ", 1)[0] in cues.NAME_PARTICLES and " " in second and self._plain(first) \
                    and fold(first) not in cues.NOT_PEOPLE and fold(first) not in cues.SAINT:
                return Found(ENTITY, run[0][0], run[1][1], 0.6, "person_particle")
            # a given name that is also an interface word, then a listed surname that is none, the two words alone
            # (`Teacher Mark Evans`; not `Mark Read`, `Chase Bank`, a menu's `Vendor Edit Goto Extras`)
            if len(first) >= 3 and not first.isupper() and fold(first) in self.g.given and self.surname(second) \
                    and not second.isupper() and fold(second) not in cues.NOT_SURNAMES_AFTER \
                    and len(run) == 2 and fold(first) not in cues.CALENDAR \
                    and not cues.in_menu(text, run[0][0], [t[2] for t in run]):
                return Found(ENTITY, run[0][0], run[1][1], 0.6, "person_gazetteer")
            return None
        if not _may_start(run):
            return None
        initial = run[1][2].endswith(".") or (len(run[1][2]) == 1 and run[1][2].isupper())  # `Daniel J Whitcombe`
        found = self._known_name(run, initial)
        if found is not None or run[0][2].isupper():  # a name in capitals only when the gazetteer knows both words
            return found
        third = run[2][2] if len(run) > 2 else ""
        if third and initial and self._plain(third):
            return Found(ENTITY, run[0][0], run[2][1], 0.6, "person_given_name")
        if not initial and self._plain(run[1][2]) and not self.common(run[1][2]):  # not `Golden Gate`
            return Found(ENTITY, run[0][0], run[1][1], 0.6, "person_given_name")
        return None

    def _known_name(self, run: list[Tok], initial: bool) -> Found | None:
        """A given name, a middle name or initial and a known surname; a given name and two surnames (`Maria Santos
        Ribeiro`, `Lucas Carvalho Mendes`); or a given name and a known word."""
        second = run[1][2]
        third = run[2][2] if len(run) > 2 else ""
        middle = initial or (self.given(second) and not self.surname(second))
        # a third word with its particle is a surname however rare (`Inês Marques da Silva`, `Jan Peters van Loon`)
        last = self.surname(third) or (" " in third and self._plain(third.rsplit(" ", 1)[-1]))
        if third and (middle or self.surname(second)) and last and not third.isupper():
            return Found(ENTITY, run[0][0], run[2][1], 0.85, "person_gazetteer")
        if not initial and (self.surname(second) or self.known(second)):
            return Found(ENTITY, run[0][0], run[1][1], 0.85, "person_gazetteer")
        return None

    @staticmethod
    def _plain(w: str) -> bool:
        """A capitalised word that may be a surname the gazetteer lacks: 3+ letters, not an interface word, not
        an acronym (`IBAN`, `CEO`)."""
        return len(w) >= 3 and not w.isupper() and not is_interface_word(w)

    def _cued(self, text: str, toks: list[Tok], k: int, detector: str, colon: bool, whole: bool = False
              ) -> Found | None:
        """The capitalised words a cue introduces, up to the first interface word; a single word only when the
        gazetteer knows it; after a label without a colon (table headers: `Name Size Modified`) only when the
        gazetteer knows one of them."""
        keep: list[Tok] = []
        for t in _run_from(text, toks, k, 3):
            acronym = len(t[2]) > 1 and t[2].isupper() and not t[2].endswith(".")
            initial = len(t[2]) == 2 and t[2].endswith(".")  # `Mr A. Sandhu`, `Mme C. Aubert`: no word
            if (is_interface_word(t[2].rstrip(".")) and not initial) or (acronym and keep):
                break  # an interface word or an acronym after the name ("Priya Sato IBAN") ends it
            keep.append(t)
        if not keep:
            return None
        # initials then a surname after a title (`Ms T N Mokoena`): all of it
        initials = len(keep) >= 2 and all(len(t[2].rstrip(".")) == 1 and t[2][0].isupper() for t in keep[:-1])
        if len(keep) >= 2 and not whole and not initials:  # the name the gazetteer sees, else
            named = self._name_at(keep, text)  # (a given name and a surname)
            keep = [t for t in keep if named is None or t[1] <= named.end][:2 if named is None else 3]
        words = [t[2] for t in keep]
        if len(words) == 1:
            ok = self.given(words[0]) if detector in ("person_chat", "person_greeting", "person_relation") else \
                self.known(words[0])
            ok = ok or (detector in ("person_title", "person_field", "person_born") and self._plain(words[0]))
        else:
            ok = colon or detector == "person_title" or any(self.known(w) for w in words)
        return Found(ENTITY, keep[0][0], keep[-1][1], 0.7, "person_label" if detector == "person_field" else detector
                     ) if ok else None


@functools.cache
def _matcher() -> PersonMatcher:
    return PersonMatcher()


def carries_name(word: str, capitals: bool) -> bool:
    """A word that carries on a name found beside it in the same box (`Mariana Itzel Cervantes` `Olvera`, `Elif
    Şahin` `Korkmaz`, `CERVANTES` `OLVERA MARIANA ITZEL`): a listed given name or surname written as the name is
    (in capitals when it is), not a common word, an interface word, a company's, a country's or a region's."""
    m = _matcher()
    w = word.strip(",")
    if len(w) < 2 or not capitalised(w) or w.isupper() != capitals or (len(w) == 2 and not capitals):
        return False
    k = fold(w)
    return m.known(w) and not m.common(w) and k not in cues.NOT_PEOPLE and k not in cues.SAINT


def may_hold_name(text: str) -> bool:
    """The gate: a name has an upper-case letter, or is written in Han, kana or Hangul."""
    return any(c.isupper() for c in text) or bool(UNSPACED.search(text))
