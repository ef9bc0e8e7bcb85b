"""Names a household shows (`persons.py` calls these with its gazetteer):

- a couple's names as one (`Nikos & Eleni Antoniou`, `Mr and Mrs Fischer`): the given name or title before `&` or
  `and` and a name found after it; a given name, `&` and a given name or a name no list holds (a guest list's
  `Nikos & Eleni`, their surname wrapped onto the next line; `Sofia & Kostas Petridis`); not words in capitals
  (`ESPOSITO VINCENZO e di RUOCCO ANNA` is surname first), a firm (`Johnson & Johnson`) or a menu (`Sales &
  Marketing Team`);
- a given name the gazetteer knows in a device's or a profile's name (`Tom's iPad`, `Rebecca's profile`,
  `MacBook de Alejandro`): the device is that person's.
"""

from __future__ import annotations

import re

from cuaflow.tasks.privacy import person_cues as cues
from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.interface import is_interface_word
from cuaflow.tasks.privacy.kin import ENTITY, SCORE, Judge

# a given name or a title and `&`/`and` just before a name: a couple's (`Emma & Oliver Hartley`, `Mr and Mrs …`)
_COUPLE_BEFORE = re.compile(r"(?<![^\W\d_])(?P<first>[A-Z][^\W\d_]+\.?)[ \t]*(?:&|and|und|et|e|y|og|och|en)[ \t]+$")
# a given name, `&` and a capitalised word, and a third one (`Nikos & Eleni`, `Sofia & Kostas Petridis`)
_GIVEN_PAIR = re.compile(r"(?<![^\W\d_])([A-Z][^\W\d_]+)[ \t]*&[ \t]*([A-Z][^\W\d_]+)(?:[ \t]+([A-Z][^\W\d_]+))?"
                         r"(?![^\W\d_])")
# a person's device or profile by its name (`Tom's iPad`, `Millie's Chromebook`; `MacBook de Alejandro`)
_DEVICES = (r"(?:iPhone|iPad|iMac|MacBook(?:[ \t]+(?:Air|Pro))?|Mac|Chromebook|PS[345]|PlayStation|Xbox|Switch|"
            r"Pixel|Galaxy|Surface|ThinkPad|Kindle|Echo|Fire[ \t]+TV|Apple[ \t]+TV|TV|Watch|AirPods|laptop|"
            r"Laptop|phone|Phone|tablet|Tablet|PC|profile|Profile|room|Room)")
_DEVICE_OF = re.compile(r"(?<![^\W\d_])([A-Z][^\W\d_]{1,15})['’]s[ \t]+" + _DEVICES + r"(?![^\W\d_])")
_DEVICE_DE = re.compile(r"(?<![^\W\d_])(?:" + _DEVICES + r"|Cámara|Camara|Recámara|Cuarto|cuarto|Habitación|"
                        r"habitación|Quarto|quarto|Câmera|Celular|celular|Teléfono|Telefone)(?:[ \t]+[^\W\d_]+)?"
                        r"[ \t]+de[ \t]+([A-Z][^\W\d_]{1,15})(?![^\W\d_])")


def couples(judge: Judge, text: str, found: list[Found]) -> list[Found]:
    """A couple's names as one (module docstring), beside the names `found` in the text."""
    if "&" not in text and " and " not in text and " und " not in text and " e " not in text:
        return []
    out = []
    for f in found:
        if f.entity != ENTITY or (m := _COUPLE_BEFORE.search(text, 0, f.start)) is None:
            continue
        first = m.group("first")
        if not first.isupper() and (cues.TITLE.match(first + " x") or judge.given(first)):
            out.append(Found(ENTITY, m.start(), f.end, f.score, "person_couple"))
    for m in _GIVEN_PAIR.finditer(text):
        words = [w for w in m.groups() if w]
        if m.group(1) == m.group(2) or any(w.isupper() or is_interface_word(w) or (
                judge.common(w) and not judge.given(w)) for w in words):
            continue
        if judge.given(m.group(1)) and (judge.given(m.group(2)) or m.group(3)) and not any(
                f.start <= m.start() < f.end or f.start < m.end() <= f.end for f in found if f.entity == ENTITY):
            out.append(Found(ENTITY, m.start(), m.end(), SCORE, "person_couple"))
    return out


def device_owners(judge: Judge, text: str) -> list[Found]:
    """A given name in a device's or a profile's name (module docstring)."""
    if "'" not in text and "’" not in text and " de " not in text:
        return []
    return [Found(ENTITY, m.start(1), m.end(1), SCORE, "person_device") for rx in (_DEVICE_OF, _DEVICE_DE)
            for m in rx.finditer(text) if judge.given(m.group(1))]
