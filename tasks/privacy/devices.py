"""A person's vehicle and device by its number alone (`ID_NUMBER`): a British number plate of the current scheme
(`BD68 UWR`, a lift rota's) and a network card's MAC address (`Src: e8:6a:64:4f:2a:91`, a packet analyser's;
decided: a device's identifier is personal data)."""

from __future__ import annotations

import re

from cuaflow.tasks.privacy.found import Found

ENTITY = "ID_NUMBER"


# a British number plate of the current scheme (2001 on: two letters of the area, the age identifier of its half
# year, three letters; never I, Q, nor Z in the first four), by its shape alone: a lift rota's `BD68 UWR`
_UK_PLATE = re.compile(r"(?<![\w-])[A-HJ-PR-Y][A-HJ-PR-Y](?:0[2-9]|1\d|2[0-9]|5[1-9]|6\d|7[0-9]) [A-HJ-PR-Z]{3}"
                       r"(?![\w-])")
_PLATE_GATE = re.compile(r"[A-Z]\d\d ?[A-Z]")


def may_hold_plate(text: str) -> bool:
    return _PLATE_GATE.search(text) is not None


def plates(text: str) -> list[Found]:
    """Each British number plate (`_UK_PLATE`)."""
    if not may_hold_plate(text):
        return []
    return [Found(ENTITY, m.start(), m.end(), 0.5, "uk_plate") for m in _UK_PLATE.finditer(text)]


# a network card's hardware (MAC) address, six hex pairs: a person's device (`Src: e8:6a:64:4f:2a:91`)
_MAC = re.compile(r"(?<![\w:.-])[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}(?![\w:.-])")


def may_hold_mac(text: str) -> bool:
    return text.count(":") >= 5 or text.count("-") >= 5


def macs(text: str) -> list[Found]:
    """Each MAC address (`_MAC`) but the broadcast and all-zero ones."""
    if not may_hold_mac(text):
        return []
    return [Found(ENTITY, m.start(), m.end(), 0.5, "mac_address") for m in _MAC.finditer(text)
            if m.group(0).replace(m.group(1), "").lower() not in ("ffffffffffff", "000000000000")]
