"""Phone numbers in other countries' national formats (tasks/privacy/phones.py): after a label or a sentence in
their languages, alone in a region's distinctive format, beside or under their label on a screen, wrapped over
two rows; and the numbers of a screen that are no phone."""

from __future__ import annotations

import pytest

from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.privacy.fields import field_entity
from cuaflow.tasks.privacy.headers import heads_column
from cuaflow.tasks.privacy.onscreen import find_in_lines, find_ocr
from cuaflow.tasks.privacy.phones import cued, national
from cuaflow.tasks.privacy.recognisers import Detector, detector_for


@pytest.fixture(scope="module")
def det() -> Detector:
    return detector_for(PrivacySettings())


def _phones(det: Detector, text: str) -> list[str]:
    return [text[f.start:f.end] for f in find_ocr(det, text) if f.entity == "PHONE_NUMBER"]


def _line(x: int, y: int, text: str) -> OcrLine:
    return OcrLine(x, y, x + 9 * len(text), y + 22, text, 0.99, tuple(x + 9 * i + 4 for i in range(len(text))))


@pytest.mark.parametrize(("text", "value"), [
    ("Telefon: 512 908 334", "512 908 334"),  # PL
    ("Tlf. 35 82 19 04", "35 82 19 04"),  # DK: eight digits in pairs, only from a label
    ("Mobil 412 34 567", "412 34 567"),  # NO
    ("Puhelin 040 123 4567", "040 123 4567"),  # FI
    ("电话 010-6552 8899", "010-6552 8899"),  # CN landline
    ("手机：138 1024 5678", "138 1024 5678"),
    ("휴대폰 010-4827-1935", "010-4827-1935"),  # KR
    ("연락처: 02-3456-7890", "02-3456-7890"),
    ("携帯 090-1234-5678", "090-1234-5678"),  # JP
    ("電話番号 03-1234-5678", "03-1234-5678"),
    ("Telemóvel 912 345 678", "912 345 678"),  # PT
    ("Móvil: 612 34 56 78", "612 34 56 78"),  # ES
    ("Celular (21) 99612-3048", "(21) 99612-3048"),  # BR
    ("Handy 0171 2345678", "0171 2345678"),  # DE
    ("Telefoon 06-12345678", "06-12345678"),  # NL
    ("Τηλέφωνο 210 123 4567", "210 123 4567"),  # GR
    ("Mob. 0412 345 678", "0412 345 678"),  # AU
    ("Phone (mobile): 0412 345 678", "0412 345 678"),
    ("Tél. 06 12 34 56 78", "06 12 34 56 78"),  # FR
    # in a sentence
    ("call me on 35 82 19 04 tonight", "35 82 19 04"),
    ("ring me at 0412 345 678", "0412 345 678"),
    ("zadzwoń pod 512 908 334", "512 908 334"),
    ("ruf mich an 0171 2345678", "0171 2345678"),
    ("text me 35 82 19 04", "35 82 19 04"),
    ("WhatsApp: 912 345 678", "912 345 678"),
    ("call 912 345 678 after 6 pm", "912 345 678"),  # the run ends at the number, not at `6`
])
def test_a_phone_after_its_label_or_sentence(det: Detector, text: str, value: str) -> None:
    assert value in _phones(det, text)


@pytest.mark.parametrize(("text", "value"), [
    # a table row read as one text: the number run into the next cell's date, amount or row number
    ("liam@harborfp.com (617) 555-0142 1986-04-26 Boston", "(617) 555-0142"),
    ("8 (415) 555-0199 12.99", "(415) 555-0199"),
    ("Jane Doe 020 7946 0958 2024-03-01", "020 7946 0958"),
])
def test_a_phone_run_into_the_next_cell_s_number(det: Detector, text: str, value: str) -> None:
    assert value in _phones(det, text)


@pytest.mark.parametrize("text", ["Order 1234567 2025-01-01", "Qty 3 12.99 2025-01-01", "Build 20250314 1 2 3",
                                  "23 2025-03-14 10:27:33 update card"])
def test_numbers_run_together_are_no_phone_for_it(det: Detector, text: str) -> None:
    assert not _phones(det, text)


@pytest.mark.parametrize(("text", "value"), [
    ("Kim Min-jun 010-4827-1935", "010-4827-1935"),  # KR mobile
    ("Li Wei  138 1024 5678", "138 1024 5678"),  # CN mobile, 3-4-4
    ("北京办公室 010-6552 8899", "010-6552 8899"),  # a CN landline beside Han
    ("서울 본사 02-3456-7890", "02-3456-7890"),
    ("Tanaka 090-1234-5678", "090-1234-5678"),
    ("大阪オフィス 06-6123-4567", "06-6123-4567"),  # a JP landline beside kana
    ("Ana Kowalska  512 908 334", "512 908 334"),  # PL mobile
    ("Joana Silva  912 345 678", "912 345 678"),  # PT mobile
    ("Lucía Gómez  612 34 56 78", "612 34 56 78"),  # ES mobile in pairs
    ("Marco Rossi  347 123 4567", "347 123 4567"),
    ("Pieter  06 12 34 56 78", "06 12 34 56 78"),
    ("Olivia  0412 345 678", "0412 345 678"),
    ("Lena  0664 1234567", "0664 1234567"),  # AT
    ("Noah  079 123 45 67", "079 123 45 67"),  # CH
    ("Elsa  070-123 45 67", "070-123 45 67"),  # SE
    ("(21) 99612-3048", "(21) 99612-3048"),  # BR, a headerless column
    # a row read joined: the next cell's date or amount does not hide the number
    ("Ana Souza (21) 99612-3048 1.250,00", "(21) 99612-3048"),
    ("(11) 3456-7890 12/03/2025", "(11) 3456-7890"),
    ("电话：０１０－６５５２ ８８９９", "０１０－６５５２ ８８９９"),  # full-width digits and dash
])
def test_a_distinctive_national_number_alone(det: Detector, text: str, value: str) -> None:
    assert value in _phones(det, text)


@pytest.mark.parametrize("text", [
    "1 234,56 €", "Total 512 908 334 zł", "512 908 334 bytes", "€ 512 908 334", "12.03.2025 14:20",
    "Order #4471-2290", "INV-2025-0300", "Order #512 908 334", "Invoice no. 512 908 334",
    "IBAN PL61 1090 1014 0000 0712 1981 2874", "Card 4111 1111 1111 1111", "v15.6.0", "Version 2.24.13.78",
    "Page 3 of 12", "2025-03-12T14:20:31Z", "Showing 1-25 of 1 240 results", "12 345 678 views",
    "35 82 19 04",  # eight digits in pairs without a label: scores, codes
    "reach 12 345 678 users", "SMS 12.03.2025 14:20", "Call 2 of 5", "label 2025 0300",
    "Tel. 1 234,56 €", "512 908 334 120", "Score 21 18 25 19", "00:12:45.120", "Build 20250312.4471",
])
def test_numbers_that_are_no_phone(det: Detector, text: str) -> None:
    assert _phones(det, text) == []


def test_scanners_alone() -> None:
    assert [f.score for f in cued("Tlf. 35 82 19 04")] == [0.55]
    assert national("Tlf. 35 82 19 04") == []
    assert [f.score for f in national("512 908 334")] == [0.4]
    # a part of a longer amount written with spaces for thousands (whole, it is libphonenumber's to judge)
    assert national("1 512 908 334") == [] and national("Revenue 2 912 345 678") == []
    assert cued("Telefon") == [] and cued("Telephone 12") == []


def test_a_phone_label_names_its_field_and_its_column() -> None:
    for label in ("Phone", "Telefon", "Mobile number", "Tel.", "電話番号", "휴대폰", "Teléfono", "Cellulare"):
        assert field_entity(label) == "PHONE_NUMBER", label
        assert heads_column(label), label
    for word in ("Phones", "Mobile apps", "Calls"):
        assert field_entity(word) is None, word
    assert field_entity("Telegram") == "ACCOUNT_NAME"  # a messenger's field holds an account's name, no number


def _on_screen(det: Detector, lines: list[OcrLine]) -> list[str]:
    return [h.value for h in find_in_lines(det, lines) if h.found.entity == "PHONE_NUMBER"]


def test_a_label_beside_its_value(det: Detector) -> None:
    assert _on_screen(det, [_line(40, 100, "Telefon"), _line(400, 100, "35 82 19 04")]) == ["35 82 19 04"]


def test_a_label_above_its_value(det: Detector) -> None:
    assert _on_screen(det, [_line(40, 100, "Tlf."), _line(40, 128, "35 82 19 04")]) == ["35 82 19 04"]
    assert _on_screen(det, [_line(40, 100, "电话"), _line(40, 128, "010-6552 8899")]) == ["010-6552 8899"]


def test_a_column_under_a_phone_header(det: Detector) -> None:
    lines = [_line(40, 100, "Mobil"), _line(40, 128, "35 82 19 04"), _line(40, 156, "41 22 90 13"),
             _line(40, 184, "n/a")]
    assert sorted(_on_screen(det, lines)) == ["35 82 19 04", "41 22 90 13"]


def test_a_number_without_a_label_above_is_not_taken_from_the_row_above(det: Detector) -> None:
    assert _on_screen(det, [_line(40, 100, "Points"), _line(40, 128, "35 82 19 04")]) == []


def test_a_cued_number_wrapped_over_two_rows(det: Detector) -> None:
    hits = [h for h in find_in_lines(det, [_line(40, 100, "Bilhetes ainda disponíveis, call 912 345"),
                                           _line(40, 128, "678 after 6 pm")]) if h.found.entity == "PHONE_NUMBER"]
    assert [h.value for h in hits] == ["912 345 678"]
    assert [(ln.text[a:b]) for ln, a, b in hits[0].spans] == ["912 345", "678"]


def test_an_international_number_cut_by_a_wrap_is_taken_whole(det: Detector) -> None:
    """The upper row alone ends on a phone's shape that no plan accepts (`+45 28 73 41`): that does not keep the
    whole number across the join from being found."""
    lines = [_line(40, 100, "the flat is yours. Call me on +45 28 73 41"), _line(40, 128, "96 if anything is unclear.")]
    assert "+45 28 73 41 96" in _on_screen(det, lines)
