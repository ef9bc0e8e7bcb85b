"""Privacy on the blind screens, sets twenty-three and twenty-four (tests/privacy_screens_blind23.py: housing,
property and insurance in English, Dutch, Italian, Swedish and Vietnamese; tests/privacy_screens_blind24.py:
hospitality, sport and events in German, Portuguese, Greek and Danish; how every set is judged:
tests/test_privacy_blind.py). A file of its own so that the suite's two workers share the blind sets evenly.
Skips without chromium."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import require
from privacy_screens_blind import BlindRig
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
