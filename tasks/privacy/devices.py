"""A person's vehicle and device by its number alone (`ID_NUMBER`): a British, Italian or French number plate of the
current scheme (`BD68 UWR`, a lift rota's; `GD 418 KM`, `FP-772-XR`), a German one beside a vehicle (`HH-JB 2417 VW
Passat`) and a network card's MAC address (`Src: e8:6a:64:4f:2a:91`, a packet analyser's;
decided: a device's identifier is personal data)."""

from __future__ import annotations

import re

from cuaflow.tasks.privacy.found import Found

ENTITY = "ID_NUMBER"


# a plate's label, whose value may have one or two digits only (`D-LB 88`, `M AB 7`: `fields.identities`)
PLATE_LABEL = re.compile(r"(?i)plate|kenteken|kennzeichen|matrícula|immatriculation|targa|rekisteri|rendszám|"
                         r"značka|znacka|spz|plaka|rejestr|nmatriculare|registrering|placa|bilnummer|reg")
PLATE_SHAPE = re.compile(r"[A-ZÄÖÜ]{1,3}[ -]?[A-Z]{0,3}[ -]?\d{1,4}[A-Z]{0,2}|\d{1,4}[ -]?[A-Z]{1,3}")
# a British number plate of the current scheme (2001 on: two letters of the area, the age identifier of its half
# year, three letters; never I, Q, nor Z in the first four), by its shape alone: a lift rota's `BD68 UWR`
_UK_PLATE = re.compile(r"(?<![\w-])[A-HJ-PR-Y][A-HJ-PR-Y](?:0[2-9]|1\d|2[0-9]|5[1-9]|6\d|7[0-9]) [A-HJ-PR-Z]{3}"
                       r"(?![\w-])")
# an Italian plate (1994 on: `GD 418 KM`, never I, O, Q nor U) and a French one (2009 on: `FP-772-XR`, never I, O
# nor U), by their shapes alone: a claim's sketch caption (`il veicolo A (GD 418 KM)`)
_IT_FR_PLATE = re.compile(r"(?<![\w-])(?:[A-HJ-NPR-TV-Z]{2} \d{3} [A-HJ-NPR-TV-Z]{2}|[A-HJ-NP-TV-Z]{2}-\d{3}-"
                          r"[A-HJ-NP-TV-Z]{2})(?![\w-])")
# a German plate (`HH-JB 2417`, `M-AB 123E`): its district, letters and number; a reference reads the same
# (`EN-GB 2024`), so only beside a vehicle's word or make on the line (a hotel's check-in, a parking permit)
_DE_PLATE = re.compile(r"(?<![\w-])[A-ZÄÖÜ]{1,3}-[A-Z]{1,2} ?[1-9]\d{0,3}[EH]?(?![\w-])")
_VEHICLE = re.compile(r"(?i)(?<![\w])(?:kfz|fahrzeug|auto|wagen|car|vehicle|veicolo|voiture|véhicule|coche|bil|"
                      r"park(?:ing|platz)?|stellplatz|garage|vw|volkswagen|bmw|audi|mercedes|opel|ford|toyota|"
                      r"[sš]koda|seat|renault|peugeot|citro[eë]n|fiat|volvo|tesla|kia|hyundai|mazda|nissan|honda|"
                      r"passat|golf|polo|tiguan)(?![\w])")
_PLATE_GATE = re.compile(r"[A-Z]\d\d ?[A-Z]|[A-Z] \d{3} [A-Z]|[A-Z]-\d{3}-[A-Z]|[A-Z]-[A-Z]{1,2} ?[1-9]")


def may_hold_plate(text: str) -> bool:
    return _PLATE_GATE.search(text) is not None


def plates(text: str) -> list[Found]:
    """Each British, Italian or French number plate by its shape, and a German one beside a vehicle's word."""
    if not may_hold_plate(text):
        return []
    out = [Found(ENTITY, m.start(), m.end(), 0.5, "uk_plate") for m in _UK_PLATE.finditer(text)]
    out += [Found(ENTITY, m.start(), m.end(), 0.5, "plate") for m in _IT_FR_PLATE.finditer(text)]
    if _VEHICLE.search(text):
        out += [Found(ENTITY, m.start(), m.end(), 0.5, "plate") for m in _DE_PLATE.finditer(text)]
    return out


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
