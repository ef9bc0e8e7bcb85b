"""A travel document's machine-readable zone (`ID_NUMBER`): a passport's or an identity card's lines of capitals,
digits and fillers, whole (the holder's name, the document's number, the birth date).
"""

from __future__ import annotations

import re

from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.national import ENTITY, UNCHECKED

# a travel document's machine-readable zone: a line of capitals, digits and fillers (`P<IRLODONOGHUE<<SIOBHAN<<<<`,
# `PX48219375IRL8602143F3104097<<<<<<<<<<<<<<04`); OCR may read a filler as `«` or `く`
_MRZ = re.compile(r"[A-Z0-9<«く^∧Λ‹]*[<«く^∧Λ‹]{2}[A-Z0-9<«く^∧Λ‹]*")  # `<` read `«`, `^`, `∧`, `Λ` …


def may_hold_mrz(text: str) -> bool:
    """The gate of `machine_readable`: two fillers in a row."""
    return _FILLERS.search(text) is not None


def machine_readable(text: str) -> list[Found]:
    """A passport's or an identity card's machine-readable line, whole: 20 characters or more with a double
    filler (`_MRZ`): its holder's name, document number, birth date."""
    if not _FILLERS.search(text):
        return []
    return [Found(ENTITY, m.start(), m.end(), UNCHECKED, "mrz") for m in _MRZ.finditer(text) if len(m.group(0)) >= 20
            and sum(c.isalnum() for c in m.group(0)) >= 8]


_FILLERS = re.compile(r"[<«く^∧Λ‹]{2}")
