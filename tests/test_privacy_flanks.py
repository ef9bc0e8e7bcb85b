"""An address's loose ends (tasks/privacy/flanks.py): the flat, floor, town or building beside a filled address
is filled with it; the interface and the sentence around it are not."""

from __future__ import annotations

import pytest

from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.privacy.flanks import address_flanks
from cuaflow.tasks.privacy.found import Hit
from cuaflow.tasks.privacy.onscreen import find_in_lines
from cuaflow.tasks.privacy.recognisers import Detector, detector_for
from cuaflow.tasks.privacy.withheld import withheld_hits


@pytest.fixture(scope="module")
def det() -> Detector:
    return detector_for(PrivacySettings())


def _line(x: int, y: int, text: str) -> OcrLine:
    return OcrLine(x, y, x + 9 * len(text), y + 22, text, 0.99, tuple(x + 9 * i + 4 for i in range(len(text))))


def _shown(det: Detector, lines: list[OcrLine]) -> list[str]:
    """Each line as published: every character a hit covers (the redactor's order of steps) as `#`."""
    hits: list[Hit] = find_in_lines(det, lines)
    hits += withheld_hits(lines, hits)
    hits += address_flanks(lines, hits)
    out = []
    for ln in lines:
        chars = list(ln.text)
        for h in hits:
            for hl, a, b in h.spans:
                if hl is ln:
                    chars[a:b] = "#" * (b - a)
        out.append("".join(chars))
    return out


def _readable(shown: str) -> set[str]:
    return {w.strip(",.;:") for w in shown.replace("#", " ").split()} - {""}


@pytest.mark.parametrize(("text", "left"), [
    # a Spanish flat after the street, a town after a postcode, a building or plot before the street
    ("C/ Doctor Castelo 12, bajo A", set()),
    ("Calle de Embajadores 41, 3º B, 28012 Madrid y mi móvil", {"y", "mi", "móvil"}),
    ("Plot 14, Admiralty Way, Lekki Phase 1", set()),
    ("Villa 41, Street 12B, Al Barsha 2, Dubai", set()),
    ("Nieuwe Ginnekenstraat 31, 4811 NB Breda", set()),
    ("Deliver to 27 Roselawn Crescent, Dublin today", {"Deliver", "to", "today"}),
    ("27 Roselawn Crescent Edit Delete", {"Edit", "Delete"}),
    ("Bathroom vanity, 27 Roselawn Crescent (tenant)", {"Bathroom", "vanity", "(tenant)"}),
])
def test_the_words_that_carry_an_address_on_are_filled_and_the_rest_is_not(det: Detector, text: str,
                                                                            left: set[str]) -> None:
    shown = _shown(det, [_line(40, 100, text)])[0]
    assert _readable(shown) == left, shown


@pytest.mark.parametrize(("street", "under"), [
    ("27 Roselawn Crescent, Blanchardstown,", "Dublin l5 D1S R2F9"),  # `15 D15 R2F9` misread
    ("Flat 2/1, 61 Hyndland Road,", "Glasgow Gl2 9UX"),  # `G12`
    ("Jl. Kemang Timur No. 21B, Mampang Prapatan, Jakarta", "Selatan 1273O"),
    ("14 Elm Grove Road, Bristol BS6 6AJ, United", "Kingdom"),  # a country wrapped
])
def test_a_town_and_a_misread_code_under_an_address_are_its_next_line(det: Detector, street: str,
                                                                        under: str) -> None:
    lines = [_line(40, 100, street), _line(40, 124, under), _line(40, 148, "Tuesday 14:00 viewing, 4 items")]
    shown = _shown(det, lines)
    assert _readable(shown[0]) == set() and _readable(shown[1]) == set(), shown
    assert _readable(shown[2]) == {"Tuesday", "14:00", "viewing", "4", "items"}, shown  # not the address's


@pytest.mark.parametrize(("over", "street", "left"), [
    ("28B Highbury", "Hill, London N5 1AL", set()),  # the house number and the street's first word
    ("The Old Rectory, Church Lane, Great Bardfield,", "Braintree CM7 4SX", set()),  # a house's name, no number
    ("Shipping address", "27 Roselawn Crescent, Dublin", {"Shipping", "address"}),
    ("Viewing Tuesday, Main Hall,", "27 Roselawn Crescent, Dublin", {"Viewing", "Tuesday", "Main", "Hall"}),
])
def test_the_line_over_an_address_is_its_first_only_when_it_reads_as_one(det: Detector, over: str, street: str,
                                                                          left: set[str]) -> None:
    shown = _shown(det, [_line(40, 100, over), _line(40, 124, street)])
    assert _readable(shown[0]) == left and _readable(shown[1]) == set(), shown


@pytest.mark.parametrize("under", ["Marketing", "3. Endereço"])
def test_a_word_or_a_numbered_heading_under_an_address_is_not_its_town(det: Detector, under: str) -> None:
    shown = _shown(det, [_line(40, 100, "14 Elm Grove Road, Bristol BS6 6AJ"), _line(40, 124, under)])
    assert shown[1] == under, shown
