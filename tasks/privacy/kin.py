"""Names by who they are to someone, and Vietnamese names whole (`persons.py` calls these with its gazetteer):

- the payee or payer a bank statement's narration names in capitals (`person_cues.PAYEE`: `NIP TRF TO ADEBAYO
  TUNDE BAKARE`): two to four words in capitals, one of them a listed name, none a common word, an interface word
  or a company's (`TRF TO ACME LTD` is no person);

- a name before a relation in brackets (`Tom (husband)`, `Sipho Mokoena (brother)`): its capitalised words back to
  the first that is an interface word the gazetteer does not know as a given name, a team's or a saint's (`Contact
  Tom`); one of them a name the gazetteer knows or two words of no language, none a company's word (`Acme GmbH
  (partner)`); a given name in brackets after a relation (`mamy (Katarzyna)`, `husband (Tom)`);
- a Vietnamese name, family name first, with its middle and given names (`Lê Thị Thu Trang`: the gazetteer knows
  the syllables one by one; `person_cues.VIETNAMESE`);
- the name a person goes by, in brackets after their name (`Nguyen, Thi Mai (Mia)`: a roster's preferred name),
  and a roster's `Surname, Given (Nick)` whose nickname is part of the given name or opens as it does
  (`Oyelaran-Brooks, Temitope (Tope)`, `Kowalska, Zuzanna (Zuza)`), though the gazetteer knows none of them.
"""

from __future__ import annotations

import re
from typing import Protocol

from cuaflow.tasks.privacy import person_cues as cues
from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.interface import fold, is_interface_word

ENTITY = "PERSON"
SCORE = 0.6
_WORDS = re.compile(r"\S+")
_CAPITALS = re.compile(r"[A-Z][A-Z'-]+(?:[ \t]+[A-Z][A-Z'-]+){1,3}")


class Judge(Protocol):
    def given(self, w: str) -> bool: ...
    def known(self, w: str) -> bool: ...
    def common(self, w: str) -> bool: ...


def kin(judge: Judge, text: str) -> list[Found]:
    """The names beside a relation in brackets (module docstring)."""
    if "(" not in text:
        return []
    out: list[Found] = []
    for m in cues.KIN_AFTER.finditer(text):
        words = list(_WORDS.finditer(m.group(1)))
        keep = 0
        for w in reversed(words):
            if fold(w.group()) in cues.NOT_PEOPLE or fold(w.group()) in cues.SAINT or (
                    is_interface_word(w.group()) and not judge.given(w.group())):
                break
            keep += 1
        kept = [w.group() for w in words[-keep:]] if keep else []
        if kept and (any(judge.known(w) for w in kept) or (len(kept) >= 2 and not any(
                judge.common(w) for w in kept))) and not any(fold(w) in cues.COMPANY for w in kept):
            out.append(Found(ENTITY, m.start(1) + words[-keep].start(), m.end(1), SCORE, "person_kin"))
    out += [Found(ENTITY, *m.span(1), SCORE, "person_kin") for m in cues.KIN_BEFORE.finditer(text)
            if judge.given(m.group(1))]
    return out


def payee(judge: Judge, text: str) -> list[Found]:
    """The payee or payer of a statement's narration (module docstring)."""
    out: list[Found] = []
    for m in cues.PAYEE.finditer(text) if "TO" in text.upper() or "FROM" in text.upper() else ():
        run = _CAPITALS.match(text[m.end():])
        if run is None:
            continue
        words = run.group(0).split()
        if any((judge.common(w) and not judge.known(w)) or is_interface_word(w) or fold(w) in cues.ORGANISATION
               or fold(w) in cues.COMPANY for w in words) or not any(judge.known(w) for w in words):
            continue
        out.append(Found(ENTITY, m.end(), m.end() + run.end(), 0.7, "person_payee"))
    return out


def vietnamese(text: str) -> list[Found]:
    """Vietnamese names whole, family name first (module docstring)."""
    if text.isascii() and "Nguyen" not in text:
        return []
    return [Found(ENTITY, *m.span(), SCORE, "person_vietnamese") for m in cues.VIETNAMESE.finditer(text)]


# a capitalised word in brackets after a name, a middle or second given name between (`Thi Mai (Mia)`)
_NICK_AFTER = re.compile(r"(?: [A-Z][\w'’-]+)? ?\(([A-ZÀ-Þ][a-zà-ÿ'’-]{1,13})\)")
_NAME_WORD = r"[A-ZÀ-Þ\u0100-\u017f](?=[\w'’-]*[a-zà-ÿ])[\w'’-]+"  # not an avatar's initials before it (`ZK`)
_ROSTER = re.compile(r"(?<![\w-])(" + _NAME_WORD + r"(?:[ \t]+" + _NAME_WORD + r")?),[ \t]+(" + _NAME_WORD
                     + r"(?:[ \t]+" + _NAME_WORD + r")?)[ \t]*\(([A-ZÀ-Þ][a-zà-ÿ'’-]{1,13})\)")


# a title in brackets after a name (`PATEL, Rajesh (Mr)`) is no nickname
_TITLES = frozenset({"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "jr", "sr", "snr", "jnr", "rev",
                     "mme", "mlle", "frau", "herr", "sra", "srta", "dra", "ing", "mag", "lic"})


def _a_nickname(word: str) -> bool:
    return not is_interface_word(word) and fold(word) not in cues.RELATION_WORDS and fold(word) not in cues.NOT_PEOPLE \
        and fold(word) not in _TITLES


def nicknamed(judge: Judge, text: str, f: Found) -> Found:
    """A name found, carried on over the name the person goes by in brackets after it (module docstring): a given
    name the gazetteer knows, or one a word of the name holds or opens as (`Zuzanna (Zuza)`); not a cell's
    town after the next cell's word (`Aroha Ngata` · `Sales (Auckland)`)."""
    m = _NICK_AFTER.match(text, f.end)
    if m is None or not _a_nickname(m.group(1)):
        return f
    nick = fold(m.group(1))
    words = [fold(w) for w in text[f.start:m.start(1)].replace("(", " ").split()]
    if not judge.given(m.group(1)) and not any(nick in w or nick[:2] == w[:2] for w in words):
        return f
    return Found(f.entity, f.start, m.end(), f.score, f.detector)


def rostered(text: str) -> list[Found]:
    """`Surname, Given (Nick)` where the nickname is part of the given name or shares its first two letters
    (module docstring); none of the words an interface word."""
    if "(" not in text:
        return []
    out: list[Found] = []
    for m in _ROSTER.finditer(text):
        given, nick = fold(m.group(2)), fold(m.group(3))
        if (nick in given or nick[:2] == given[:2]) and _a_nickname(m.group(3)) and not any(
                is_interface_word(w) for w in (*m.group(1).split(), *m.group(2).split())):
            out.append(Found(ENTITY, m.start(), m.end(), SCORE, "person_roster"))
    return out
