"""A name written with an initial, as a register, a payroll export, a bank file or an account menu writes it:

- the surname first, a comma and the initial (`Bakker, S.`, `Pereira da Costa, J.`, `Jong, L. de` with the
  particle after the initial), as timesheets, CSV exports and bibliographies sort people: the form itself says it
  is a name, so its surname may be one no list holds (a capitalised word that is no common word or UI word);
- the initial, a space and the surname in capitals (`E YILMAZ`, `L DE JONG`, `J PEREIRA DA COSTA`), a bank
  file's payee padded to its field: here each capitals word is a listed surname or a particle, none a common word
  (`A TEAM`, `E MAIL`, `T SHIRT` are not people);
- a listed given name and the surname's initial (`Konto: Katarzyna W.`, `Sabine W.`), the given name no common
  word or UI word (`Will B.`, `Mark S.` are no people).

`persons.PersonMatcher` calls `registered` with its gazetteer's judgements (`Judge`)."""

from __future__ import annotations

import re
from typing import Protocol

from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.interface import fold, is_interface_word

ENTITY = "PERSON"
SCORE = 0.6  # a name's form alone, over `min_score`, under a gazetteer's given name and surname (0.85)

_PARTICLE = r"(?:da|de|do|dos|das|van|von|der|den|del|della|di|du|la|le|ter|ten|bin|al|el)"
_WORD = r"[A-ZÀ-Þ\u0100-\u017f][a-zà-ÿ\u0100-\u017f'’-]+"
# `Surname, I.` with the surname's words and particles before it, a particle after the initial
_SURNAME_FIRST = re.compile(
    r"(?<![\w.])(?P<name>(?:" + _WORD + r"[ \t]+(?:" + _PARTICLE + r"[ \t]+)*)?" + _WORD + r")"
    r",[ \t]?[A-Z]\.(?:[ \t]?[A-Z]\.)?(?:[ \t]+" + _PARTICLE + r"(?:[ \t]+" + _PARTICLE + r")?)?(?![\w])")
_CAPS = r"[A-ZÀ-Þ\u0100-\u017f]{3,}"
_PARTICLE_CAPS = r"(?:DA|DE|DO|DOS|DAS|VAN|VON|DER|DEN|DEL|DI|DU|LA|LE|TER|TEN|BIN|AL|EL)"
# `I SURNAME`: an initial (after a digit too: a fixed-width file's amount runs into it) and capitals words
_INITIAL_CAPS = re.compile(r"(?<![A-Za-z])[A-Z][ \t](?P<name>(?:" + _PARTICLE_CAPS + r"[ \t])*" + _CAPS
                           + r"(?:[ \t](?:" + _PARTICLE_CAPS + r"[ \t])*" + _CAPS + r"){0,2})(?![\w])")


# `Given I.`: the initial not followed by another capitalised word (a middle initial is the gazetteer's rule)
_GIVEN_INITIAL = re.compile(r"(?<![\w.])(?P<given>" + _WORD + r")[ \t][A-Z]\.(?![\w]|[ \t]?[A-Z][a-z])")


class Judge(Protocol):
    def surname(self, w: str) -> bool: ...
    def given(self, w: str) -> bool: ...
    def common(self, w: str) -> bool: ...


def registered(judge: Judge, text: str, not_people: frozenset[str]) -> list[Found]:
    """Each name of the two register forms in `text` (module docstring)."""
    out: list[Found] = []
    if ", " in text or "," in text:
        for m in _SURNAME_FIRST.finditer(text):
            words = [w for w in re.split(r"[ \t]+", m.group("name")) if not re.fullmatch(_PARTICLE, w)]
            last = words[-1]
            if any(is_interface_word(w) or fold(w) in not_people for w in words):
                continue
            if judge.surname(last) or (len(last) >= 3 and not judge.common(last) and not judge.given(last)):
                out.append(Found(ENTITY, m.start(), m.end(), SCORE, "person_register"))
    for m in _INITIAL_CAPS.finditer(text):
        if all(_listed(judge, w, before) and fold(w) not in not_people and not is_interface_word(w)
               for w, before in _surnames(m.group("name").split())):
            out.append(Found(ENTITY, m.start(), m.end(), SCORE, "person_register"))
    if "." in text:
        out += [Found(ENTITY, m.start(), m.end(), SCORE, "person_register") for m in _GIVEN_INITIAL.finditer(text)
                if judge.given(m.group("given")) and not judge.common(m.group("given"))
                and fold(m.group("given")) not in not_people]
    return out


def _surnames(words: list[str]) -> list[tuple[str, str]]:
    """Each word in capitals that is no particle, with the particles before it (`DE JONG` → (`JONG`, `de`))."""
    out, before = [], []
    for w in words:
        if re.fullmatch(_PARTICLE_CAPS, w):
            before.append(w.lower())
        else:
            out.append((w, " ".join(before)))
            before = []
    return out


def _listed(judge: Judge, word: str, particles: str) -> bool:
    """A listed surname and no common word; after a particle a listed surname though a word too (`DE JONG`, `DA
    COSTA`: Dutch `jong`, Portuguese `costa`)."""
    w = word.capitalize()
    if particles:
        return judge.surname(w) or judge.surname(f"{particles} {w}")
    return judge.surname(w) and not judge.common(w)
