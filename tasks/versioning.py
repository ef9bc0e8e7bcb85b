"""What a stage's result depends on besides its inputs: the code version and the digest of settings and inputs
(the fingerprints of markers, dataset versions and recorded source states)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

# Raised whenever a change alters what a stage writes: every marker's fingerprint includes it, so a rerun redoes the
# stages. 5: no split in the tables, steps and samples carry their target, frames taken 100 ms before an input;
# 6: step instructions, sample families; 7: snapshots judged by the pixels (frame_changes), one rule for elements;
# 8: the frames' OCR lines (ocr_lines), targets and grounding samples from the screen's text; 9: a line's reading
# taken by its ink, lines beside a changed or scrolled region never replaced by a part of them, phone numbers OCR
# broke judged by their shape (what the frames stage fills and the OCR lines it publishes); 10: values private by
# what names them (a secret under its key, an identity number, a date of birth, a street address under its label):
# a day published before is redacted again on its rerun; 11: what screens of other applications showed (a label
# beside its field, keys of JSON and logs, other languages' labels, national numbers by their check, national phone
# formats, addresses with their postcode and town, a private line's text reduced to plain words, fills that leave
# a label stacked over its value); 12: three more sets of other applications (columns under alternative headers,
# e-mail and postcode columns, codes and recovery phrases under their heading, wrapped web and IP addresses, dates
# of a birth year, more countries' labels, streets and national numbers, password hashes and key files); 13: four more
# (names from two gazetteers and alone in a cell, what a private line's text withholds filled, MAC addresses, more
# labels, streets and postcodes); 14: two more (names in sentences, registers and boxes, a listed name in Latin
# letters, its Han forms and its surname alone, streets of any language, birth numbers, RFC, ITIN, chat authors); 15:
# text the OCR engine cannot read filled whole, names as registers write them, Romanian, Indonesian and Vietnamese
# streets, bracketed phone codes, PUKs and port-out codes; 16: user names made of names and a listed name's handles
# and initials, a form's numbered labels and role columns, policy and vehicle numbers, cut IBANs, residence words,
# more streets and names; 17: wrapped addresses, nicknames, avatars, closings; 18: an address's loose ends, couples,
# romanised names, devices' names, more labels, plates, codes and passwords.
CODE_VERSION = "cuaflow-stages-18"


def digest(*parts: Any) -> str:
    """sha256 of the parts as sorted JSON (anything else by its str()), separated so that parts never run together."""
    h = hashlib.sha256()
    for p in parts:
        h.update(json.dumps(p, sort_keys=True, default=str).encode())
        h.update(b"\x00")
    return h.hexdigest()
