"""Near-misses of checked identifiers, other scripts, wrapped values and the OCR text's withheld runs, on strings
whose answer is known by construction (OCR's misreadings cannot be forced on pixels: they are written here as OCR
hands them over; tests/test_privacy_screens.py has the rendered screens)."""

from __future__ import annotations

import pytest

from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.privacy import detector_for
from cuaflow.tasks.privacy.glued import luhn
from cuaflow.tasks.privacy.matchers import mod97
from cuaflow.tasks.privacy.names import RecordingDetector
from cuaflow.tasks.privacy.onscreen import find_in_lines, find_ocr
from cuaflow.tasks.privacy.surrogates import Labels
from cuaflow.tasks.privacy.typed import register
from cuaflow.tasks.privacy.withheld import adjoins
from cuaflow.tasks.targets.textlines import _unsure

DENY = ["Ivan Petrov", "Νίκος Παπαδόπουλος", "Olga Smirnova", "Zoë Müller"]
IBAN = "DE72370502990006847123"  # valid (mod 97); OCR drops or misreads one of its digits below
TOKEN = "ghp_aB3dE5fG7h19jK1lM3nO5pQ7rS9tU1vW3xY5"


@pytest.fixture(scope="module")
def det() -> RecordingDetector:
    return RecordingDetector(detector_for(PrivacySettings(deny_list=DENY)), Labels("salt"))


def _found(det: RecordingDetector, text: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for f in find_ocr(det, text):
        out.setdefault(f.entity, []).append(text[f.start:f.end])
    return out


def test_the_constructed_values_are_valid_before_ocr_breaks_them() -> None:
    assert mod97(IBAN) and not mod97(IBAN[:20] + IBAN[21:])
    assert luhn("4539148803436467") and not luhn("453914880343646")


@pytest.mark.parametrize(("text", "entity", "value"), [
    (f"IBAN {IBAN[:20] + IBAN[21:]} before Friday", "IBAN_CODE", IBAN[:20] + IBAN[21:]),  # a digit dropped
    ("DE72 3705 0299 0006 8471 3", "IBAN_CODE", "DE72 3705 0299 0006 8471 3"),  # grouped, one short
    ("IBAN DE72 3705 0299 0006 8471 24 EUR", "IBAN_CODE", "DE72 3705 0299 0006 8471 24"),  # one digit misread
    ("Card 4539 1488 0343 646 charged", "CREDIT_CARD", "4539 1488 0343 646"),  # a digit dropped: Luhn fails
    ("4539-1488-0343-6468", "CREDIT_CARD", "4539-1488-0343-6468"),  # a digit misread
    ("Card 4539 148g 0343 6467 charged", "CREDIT_CARD", "4539 148g 0343 6467"),  # a digit read as a letter
    ("3782 822463 10006", "CREDIT_CARD", "3782 822463 10006"),  # Amex's grouping, a digit misread
    (f"export GITHUB_TOKEN={TOKEN[:20]}θ{TOKEN[21:]}", "API_KEY", f"{TOKEN[:20]}θ{TOKEN[21:]}"),  # a Greek letter
    (f"token {TOKEN[:16]}\u043e{TOKEN[17:]}", "API_KEY", f"{TOKEN[:16]}\u043e{TOKEN[17:]}"),  # a Cyrillic о
    ("key Xq7Rk2Lm9Pw4Zt8Vb3Nc6Hd1Jf5GsЖy0", "API_KEY", "Xq7Rk2Lm9Pw4Zt8Vb3Nc6Hd1Jf5GsЖy0"),  # no prefix
    ("STRIPE_SECRET_KEY=glpat r8k1HLbD0IYOnejpFDCx", "API_KEY", "glpat r8k1HLbD0IYOnejpFDCx"),  # its - read as a space
    ("k.nakamura+billing@outlook.j", "EMAIL_ADDRESS", "k.nakamura+billing@outlook.j"),  # cut at the line's end
    ("k.nakamura+billing@outlook.j p", "EMAIL_ADDRESS", "k.nakamura+billing@outlook.j p"),  # its wrapped end
    ("sofia.rossi+ invoices@libero.it", "EMAIL_ADDRESS", "sofia.rossi+ invoices@libero.it"),  # wrapped after +
    ("пишите иван@пример.рф", "EMAIL_ADDRESS", "иван@пример.рф"),  # Cyrillic local part and IDN domain
    ("VBaH@npumep.pφ", "EMAIL_ADDRESS", "VBaH@npumep.pφ"),  # the same as a Latin OCR model reads it
    ("josé.müller@bücher.de", "EMAIL_ADDRESS", "josé.müller@bücher.de"),
    ("Gateway fe80 :: 1ff:fe23:4567:890a", "IP_ADDRESS", "fe80 :: 1ff:fe23:4567:890a"),  # spaces OCR put in
    ("from 2a02:8109:b6c0:1e00:5d3f:9c21:4a7e:fO13", "IP_ADDRESS", "2a02:8109:b6c0:1e00:5d3f:9c21:4a7e:fO13"),
    ("Контакт: Иван Петров", "DENY_LIST", "Иван Петров"),  # listed in Latin, shown in Cyrillic
    ("KoHTakT: VBaH ∏eTpoB", "DENY_LIST", "VBaH ∏eTpoB"),  # the Cyrillic name as OCR reads it
    ("Επαφή: Νίκος Παπαδόπουλος", "DENY_LIST", "Νίκος Παπαδόπουλος"),  # listed in Greek
    ("Eπαφrí: NíKoç ∏αtαõóouλos", "DENY_LIST", "NíKoç ∏αtαõóouλos"),  # misread in several letters
    ("Ольга Смирнова", "DENY_LIST", "Ольга Смирнова"),
    ("Contact: Zoe Muller today", "DENY_LIST", "Zoe Muller"),  # the accents OCR dropped
    ("ＺＯË ＭÜＬＬＥＲ", "DENY_LIST", "ＺＯË ＭÜＬＬＥＲ"),  # full-width letters (NFKC)
    ("reply to jane.doe©example.com", "EMAIL_ADDRESS", "jane.doe©example.com"),  # its @ read as ©
    ("reach me on +1 (646) 5-0163 or", "PHONE_NUMBER", "+1 (646) 5-0163"),  # two digits dropped
    ("the account IBAN GB51 CAQx 2083 9448 3374 56 instead", "IBAN_CODE", "GB51 CAQx 2083 9448 3374 56"),  # X as x
    ("Tel. +44 20 794 0102", "PHONE_NUMBER", "+44 20 794 0102"),  # one dropped
])
def test_near_misses_are_the_identifier(det: RecordingDetector, text: str, entity: str, value: str) -> None:
    assert value in _found(det, text).get(entity, []), _found(det, text)


@pytest.mark.parametrize("text", [
    "Subtotal 1,240.50 980.00 15.75 EUR", "Order 2025 0114 3321 09", "Version 15.6.0 updated 2025-03-14 12:30",
    "refs/heads/feature-branch-2024-review", "std::vector::iterator",
    "DEBUG 2025-03-14T12:30:45 worker=3", "import foo@1.2.3", "user@host:~$ ls", "Page 3 of 12 · 100%",
    "DE12 Kundenservice", "Σύνολο Εξαγωγή Ρυθμίσεις Κωδικός", "Итого Экспорт Настройки",
    "Телефон +7 — звоните", "Copyright © 2024 Acme Inc.", "Zoom Miller",
    "ISBN 978-3-16-148410-0", "Invoice INV-2025-0417",
    "GB12 services 2083 9448 3374 56", "Sold 4539 Boss 0343 lose", "Build 2025 1488 0343 6467 Blog",
    "Revenue +12.5% (Q1 2025)", "sk learn preprocessing pipeline", "xoxb channel notifications_enabled",
    "UTC+01:00 Berlin", "+3 more", "Score +1,240 points",
])
def test_interface_text_is_not(det: RecordingDetector, text: str) -> None:
    assert _found(det, text) == {}


def test_another_person_is_not_the_listed_one(det: RecordingDetector) -> None:
    # one letter-group away from a listed name is not that name; a person all the same (PERSON, unlisted)
    assert _found(det, "Ivan Pavlov met Olga") == {"PERSON": ["Ivan Pavlov", "Olga"]}


def test_a_row_and_the_line_under_one_of_its_cells_are_read_joined(det: RecordingDetector) -> None:
    cells = [OcrLine(182, 218, 306, 243, "Kenji Nakamura", 0.99), OcrLine(349, 220, 572, 243,
                                                                             "k.nakamura+billing@outlook.j", 0.99),
             OcrLine(579, 218, 714, 243, "+81 3-1234-5678", 0.99), OcrLine(352, 239, 369, 257, "p", 0.9)]
    hits = [h for h in find_in_lines(det, cells) if h.found.entity == "EMAIL_ADDRESS"]
    assert any(len(h.spans) == 2 and h.spans[1][0].text == "p" for h in hits), hits


def test_a_partly_typed_value_is_found_from_its_registered_starts() -> None:
    labels = Labels("salt")
    register(labels, "EMAIL_ADDRESS", "margot.lindqvist@bahnhof.se")
    register(labels, "PHONE_NUMBER", "+46 70 123 45 67")
    d = RecordingDetector(detector_for(PrivacySettings()), labels)
    for text, value in [("E-mail margot.lindqvist@bah", "margot.lindqvist@bah"),
                        ("Emailmargot.lindqvist@bahnh", "margot.lindqvist@bahnh"),  # the label glued to it
                        ("Phone +46 70 1", "+46 70 1"), ("Phone +4670123", "+4670123")]:
        got = [text[f.start:f.end] for f in d.find(text)]
        assert value in got, (text, got)
    assert d.find("Margin 12 px") == () and d.find("E-mail mar") == ()  # not a start, or too short to look for
    assert all(not v.startswith("<") for v in labels.known) and all(
        "margot" not in v for v in labels.known.values())  # salted hashes only, never the text


@pytest.mark.parametrize(("text", "unsure"), [
    ("IBAN DE0237050299000684712 ok", True), ("Customer 12345678", True), (f"TOKEN={TOKEN}", True),
    ("reach me on +1 (646) 5-0163", True),
    ("Call <PHONE_1> now", False), ("Order 2025-01-01 12:30", False), ("Version 15.6.0", False),
    ("refs/heads/feature-branch-2024-review", False), ("Total 1,500.40 EUR", False),
])
def test_ocr_text_withholds_identifier_shaped_runs(text: str, unsure: bool) -> None:
    assert ("<UNSURE>" in _unsure(text)) is unsure, _unsure(text)


def test_a_line_adjoining_a_fill_is_private() -> None:
    fill = [(100, 100, 300, 124)]
    assert adjoins(OcrLine(100, 126, 140, 146, "p", 0.9), fill)  # the wrapped end just under it
    assert adjoins(OcrLine(310, 100, 400, 124, "EUR", 0.9), fill)  # the cell it ran into
    assert not adjoins(OcrLine(100, 140, 300, 164, "Terms apply", 0.9), fill)  # the next paragraph line
