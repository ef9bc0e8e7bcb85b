"""Street addresses (tasks/privacy/fields.py, tasks/privacy/onscreen.py): a street line with what follows it on
its line (a flat, a postcode and town, a country) in the common national formats, Japanese, Chinese and Korean
addresses, and on a screen the postcode-and-town line under a street line; numbers of the interface (amounts,
orders, versions, rooms, pages) are none."""

from __future__ import annotations

import pytest

from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.privacy.onscreen import find_in_lines, find_ocr
from cuaflow.tasks.privacy.recognisers import Detector, detector_for
from cuaflow.tasks.privacy.streets import continues_address

ADDRESS = "STREET_ADDRESS"


@pytest.fixture(scope="module")
def det() -> Detector:
    return detector_for(PrivacySettings())


def _addresses(det: Detector, text: str) -> list[str]:
    return [text[f.start:f.end] for f in find_ocr(det, text) if f.entity == ADDRESS]


@pytest.mark.parametrize(("text", "value"), [
    # US: a street kind abbreviated without its dot, a suite or flat, `City, ST ZIP(+4)`
    ("Deliver to 350 Fifth Avenue, New York, NY 10118 before noon", "350 Fifth Avenue, New York, NY 10118"),
    ("1 Infinite Loop, Cupertino, CA 95014-2083", "1 Infinite Loop, Cupertino, CA 95014-2083"),
    ("4059 Mt Lee Dr, Hollywood, CA 90068", "4059 Mt Lee Dr, Hollywood, CA 90068"),
    ("Suite 200, 500 Oak Blvd, Austin, TX 78701", "Suite 200, 500 Oak Blvd, Austin, TX 78701"),
    ("9 Elm Ln, Apt 4C", "9 Elm Ln, Apt 4C"),
    # UK: a flat before the number, a town and postcode; capitals on a label
    ("Flat 4, 22 Albert Rd, Manchester M14 5GL", "Flat 4, 22 Albert Rd, Manchester M14 5GL"),
    ("please post it to 8 Orchard Close, Leeds LS6 2QT (back door)", "8 Orchard Close, Leeds LS6 2QT"),
    ("10 DOWNING STREET, LONDON SW1A 2AA, UK", "10 DOWNING STREET, LONDON SW1A 2AA, UK"),
    # Canadian
    ("24 Sussex Dr, Ottawa, ON K1M 1M4", "24 Sussex Dr, Ottawa, ON K1M 1M4"),
    # German, Austrian: a street's one word or two, the postcode before the town, a country's prefix
    ("Hauptstraße 5, 80331 München", "Hauptstraße 5, 80331 München"),
    ("HAUPTSTR. 5, 80331 MÜNCHEN", "HAUPTSTR. 5, 80331 MÜNCHEN"),
    ("Karl-Marx-Allee 90, D-10243 Berlin", "Karl-Marx-Allee 90, D-10243 Berlin"),
    ("Mariahilfer Straße 45/3, 1060 Wien", "Mariahilfer Straße 45/3, 1060 Wien"),
    # French: a floor, the sentence's full stop left out
    ("3 bis rue du Bac, 2e étage, 75007 Paris", "3 bis rue du Bac, 2e étage, 75007 Paris"),
    ("Envoyez-le au 8 avenue Victor Hugo, 75016 Paris.", "8 avenue Victor Hugo, 75016 Paris"),
    # Spanish, Italian: a floor and door, the postcode
    ("Calle Mayor 10, 2º izq., 28013 Madrid", "Calle Mayor 10, 2º izq., 28013 Madrid"),
    ("Avenida de la Constitución 5, 41004 Sevilla", "Avenida de la Constitución 5, 41004 Sevilla"),
    ("Corso Buenos Aires 45, 20124 Milano", "Corso Buenos Aires 45, 20124 Milano"),
    # Dutch: `1016 GV Amsterdam`
    ("Prinsengracht 263, 1016 GV Amsterdam", "Prinsengracht 263, 1016 GV Amsterdam"),
    # Japanese: the postal mark, a prefecture, a ward, block numbers, a building and its room
    ("お届け先：〒100-0005 東京都千代田区丸の内1-9-1 丸の内ビル 12階",
     "〒100-0005 東京都千代田区丸の内1-9-1 丸の内ビル 12階"),
    ("神奈川県横浜市西区みなとみらい2-3-1", "神奈川県横浜市西区みなとみらい2-3-1"),
    ("東京都渋谷区道玄坂1-12-3 電話03-1234-5678", "東京都渋谷区道玄坂1-12-3"),  # a label: no building
    ("〒060-0001 北海道札幌市中央区北一条西2丁目1番地", "〒060-0001 北海道札幌市中央区北一条西2丁目1番地"),
    ("住所 京都府京都市下京区烏丸通七条下る東塩小路町721-1", "京都府京都市下京区烏丸通七条下る東塩小路町721-1"),
    # Chinese, Korean
    ("地址：上海市浦东新区世纪大道100号", "上海市浦东新区世纪大道100号"),
    ("경기도 성남시 분당구 판교역로 235", "경기도 성남시 분당구 판교역로 235"),
])
def test_a_street_line_is_found_with_its_flat_postcode_and_town(det: Detector, text: str, value: str) -> None:
    assert value in _addresses(det, text), _addresses(det, text)


@pytest.mark.parametrize("text", [
    "Total €1,234.00", "Order #4471-2290 placed 12/03/2025", "Join Room 3 at 10:30", "Version 2.4.1",
    "iPhone 15 Pro Max", "Page 3 of 12", "Floor plan", "Chapter 12 The Long Way Home", "Synced 12 Google Drive folders",
    "Spring 2025 Collection", "Top 10 Ways To Save", "Windows 11 Pro", "Sprint 14 Review", "12 Items In Your Cart",
    "Meeting Room 3, Floor 2", "Released 3 May 2024 via App Store", "Sent via Slack 2 hours ago",
    "3 Dr appointments today", "Gate B12 Terminal 5", "Bus 42 to Main St", "10969 Berlin", "2024 Annual Report",
    "Apt 3B", "Memory 4GB", "Flight LH 4567 Seat 12A", "〒 マーク", "第3区 2024年", "2024年3月1日 14:00-15:30",
])
def test_numbers_of_the_interface_are_no_address(det: Detector, text: str) -> None:
    # a bare number and a town alone is no address either: only under a street line on a screen (below)
    assert not _addresses(det, text)


@pytest.mark.parametrize(("text", "value"), [
    ("Austin, TX 78704", "Austin, TX 78704"), ("City / State / ZIP Chicago, IL 60610-2201", "Chicago, IL 60610-2201"),
    ("London W2 5EH", "London W2 5EH"), ("Destination: Ottawa, ON K1A 0B1", "Ottawa, ON K1A 0B1"),
])
def test_a_town_with_a_postcode_that_names_its_place_is_an_address(det: Detector, text: str, value: str) -> None:
    # a US ZIP code, a full UK or Canadian postcode holds a few streets: with its town, it says where one lives
    assert _addresses(det, text) == [value]


@pytest.mark.parametrize(("text", "kind"), [
    ("Austin, TX 78704", "postal"), ("BRISTOL BS6 6AF", "postal"), ("10969 BERLIN", "postal"),
    ("1012 AB Amsterdam", "postal"), ("Ottawa, ON K1A 0B1", "postal"), ("〒150-0043", "postal"),
    ("Apt 3B", "unit"), ("Suite 200,", "unit"), ("Flat 2", "unit"),
    ("€1,234.00", None), ("Order #4471-2290", None), ("Page 3 of 12", None), ("Room 3", None), ("14:30", None),
    ("Berlin", None),
])
def test_a_line_continuing_an_address_is_told_by_its_shape(text: str, kind: str | None) -> None:
    assert continues_address(text) == kind


def _line(x: int, y: int, text: str) -> OcrLine:
    return OcrLine(x, y, x + 9 * len(text), y + 16, text, 0.99, tuple(x + 9 * i + 4 for i in range(len(text))))


def _found_on(det: Detector, lines: list[OcrLine]) -> set[str]:
    return {ln.text[a:b] for h in find_in_lines(det, lines) if h.found.entity == ADDRESS for ln, a, b in h.spans}


@pytest.mark.parametrize(("block", "first"), [
    (["Ship to", "Dana Whitfield", "1847 Maple Ridge Dr, Apt 3B", "Austin, TX 78704"], 2),
    (["FLAT 2, 37 KINGSLEY ROAD", "BRISTOL BS6 6AF"], 0),
    (["LINDENSTRASSE 27", "10969 BERLIN"], 0),
    (["Prinsengracht 263", "1016 GV Amsterdam"], 0),
    (["742 Evergreen Terrace", "Apt 2", "Springfield, OR 97403"], 0),  # a flat's line carries it to the town's
    (["Flat 2", "37 Kingsley Road", "Bristol BS6 6AF"], 0),  # a flat's line over the street's
])
def test_the_postcode_and_town_line_under_a_street_line_is_part_of_the_address(det: Detector, block: list[str],
                                                                               first: int) -> None:
    lines = [_line(100, 100 + 22 * k, t) for k, t in enumerate(block)]
    whole = {ln.text for h in find_in_lines(det, lines) if h.found.entity == ADDRESS for ln, a, b in h.spans
             if (a, b) == (0, len(ln.text))}
    assert whole == set(block[first:]), whole


def test_a_postcode_line_is_no_address_under_anything_else_or_out_of_line(det: Detector) -> None:
    lines = [_line(100, 100, "Order #4471-2290"), _line(100, 122, "10969 BERLIN"),  # not under an address
             _line(100, 200, "221 Harrow Road"), _line(600, 222, "10243 Berlin"),  # another column's
             _line(100, 300, "9 Elm Ln, Apt 4C"), _line(100, 322, "Total €1,234.00"),  # not an address's rest
             _line(100, 344, "Page 3 of 12")]
    assert _found_on(det, lines) == {"221 Harrow Road", "9 Elm Ln, Apt 4C"}


def test_a_centred_label_s_lines_are_one_address(det: Detector) -> None:
    # a shipping label: each line centred, so their left edges differ
    texts = ["KARL-MARX-ALLEE 90", "D-10243 BERLIN", "GERMANY"]
    lines = [_line(400 - 9 * len(t) // 2, 100 + 22 * k, t) for k, t in enumerate(texts)]
    assert _found_on(det, lines) >= {"KARL-MARX-ALLEE 90", "D-10243 BERLIN"}


def test_an_address_wrapped_on_a_comma_takes_the_town_opening_the_next_line(det: Detector) -> None:
    lines = [_line(100, 100, "kimlik doğrulandı. İkamet adresi: Caferağa Mah. Moda Cad. No: 48 D: 7,"),
             _line(100, 122, "Kadıköy/İstanbul tarihinde değişti."),
             _line(100, 200, "Ship to 12 Elm Street,"), _line(100, 222, "The parcel arrives Monday.")]
    assert _found_on(det, lines) == {"Caferağa Mah. Moda Cad. No: 48 D: 7", "Kadıköy/İstanbul", "12 Elm Street"}


def test_a_flat_and_its_building_over_the_street_line(det: Detector) -> None:
    # a quoted signature's address over three lines: the flat and its building, the street, the town and Eircode
    lines = [_line(100, 100, "Apt 6, Millers Yard"), _line(100, 122, "21 Dominick Street Lower"),
             _line(100, 144, "Galway H91 X2R7"), _line(100, 300, "Suite 200, Sales Team")]
    assert _found_on(det, lines) == {"Apt 6, Millers Yard", "21 Dominick Street Lower", "Galway H91 X2R7"}
