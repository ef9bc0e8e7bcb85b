"""Privacy on the blind screens, sets twenty-three to twenty-six (tests/privacy_screens_blind23.py: housing,
property and insurance in English, Dutch, Italian, Swedish and Vietnamese; tests/privacy_screens_blind24.py:
hospitality, sport and events in German, Portuguese, Greek and Danish; tests/privacy_screens_blind25.py: care and
welfare in English, French, Czech, Polish and Japanese; tests/privacy_screens_blind26.py: telecoms, utilities and
online games in Spanish, Indonesian, Romanian and English; how every set is judged: tests/test_privacy_blind.py).
A file of its own so that the suite's two workers share the blind sets evenly. Skips without chromium or a Japanese
font."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import require
from privacy_screens_blind import BlindRig, japanese_font
from test_privacy_blind import CHROMIUM, _judged, _run_set

# The twenty-third set's known misses: policy numbers alone under their labels in a claim form (`1/72918/88/104662`,
# `AP-77/4418203`), a neighbour's user name's last letter in a dark feed.
MISSED23 = {("blindw3", "ID_NUMBER"), ("blindw6", "ACCOUNT_NAME")}


@pytest.fixture(scope="module")
def blind23_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind23 import DENY as DENY23
    from privacy_screens_blind23 import render_blind23

    return _run_set(tmp_path_factory, "blind23", render_blind23, DENY23)


def test_identifiers_on_the_twenty_third_blind_screens_are_filled(blind23_run: tuple[BlindRig, Path]) -> None:
    _judged(blind23_run, MISSED23, 90, 89, 1100, 0.16)


# The twenty-fourth set's known misses: a Wi-Fi code after `code` on a registration card at 75 %, a listed name in
# Greek script the engine misreads, a Danish date of birth in words, a gym's log-in, membership number and locker
# code in its master data, addresses in Greek script wrapped in a narrow column.
MISSED24 = {("blindx0", "SECRET_VALUE"), ("blindx3", "DENY_LIST"), ("blindx4", "DATE_OF_BIRTH"),
            ("blindx5", "ACCOUNT_NAME"), ("blindx5", "ID_NUMBER"), ("blindx5", "SECRET_VALUE"),
            ("blindx6", "STREET_ADDRESS")}


@pytest.fixture(scope="module")
def blind24_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind24 import DENY as DENY24
    from privacy_screens_blind24 import render_blind24

    return _run_set(tmp_path_factory, "blind24", render_blind24, DENY24)


def test_identifiers_on_the_twenty_fourth_blind_screens_are_filled(blind24_run: tuple[BlindRig, Path]) -> None:
    _judged(blind24_run, MISSED24, 115, 107, 1600, 0.075)


# The twenty-fifth set's known misses: a care worker's log-in after `by` in an audit line, a power of attorney's
# reference and a Czech bank account with its bank code, collection passwords in sentences (`password for the
# Lindgren children is marmalade`), a Czech street whose name has a word in small letters, a prescription's access
# code after `kod`, a Japanese address OCR garbles.
MISSED25 = {("blindy0", "ACCOUNT_NAME"), ("blindy0", "ID_NUMBER"), ("blindy2", "SECRET_VALUE"),
            ("blindy3", "ID_NUMBER"), ("blindy3", "STREET_ADDRESS"), ("blindy5", "SECRET_VALUE"),
            ("blindy6", "STREET_ADDRESS")}


@pytest.fixture(scope="module")
def blind25_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    require(japanese_font(), "no Japanese font (.ci/run installs Debian's fonts-ipafont-gothic)")
    from privacy_screens_blind25 import DENY as DENY25
    from privacy_screens_blind25 import render_blind25

    return _run_set(tmp_path_factory, "blind25", render_blind25, DENY25)


def test_identifiers_on_the_twenty_fifth_blind_screens_are_filled(blind25_run: tuple[BlindRig, Path]) -> None:
    _judged(blind25_run, MISSED25, 72, 65, 1100, 0.07)


# The twenty-sixth set's known misses: Romanian addresses with their block and flat at 80 % and 150 %, an Indonesian
# address in a consent form at 75 %.
MISSED26 = {("blindz2", "STREET_ADDRESS"), ("blindz3", "STREET_ADDRESS"), ("blindz4", "STREET_ADDRESS")}


@pytest.fixture(scope="module")
def blind26_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind26 import DENY as DENY26
    from privacy_screens_blind26 import render_blind26

    return _run_set(tmp_path_factory, "blind26", render_blind26, DENY26)


def test_identifiers_on_the_twenty_sixth_blind_screens_are_filled(blind26_run: tuple[BlindRig, Path]) -> None:
    _judged(blind26_run, MISSED26, 78, 75, 850, 0.10)
