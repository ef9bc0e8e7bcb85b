"""Privacy on the blind screens, sets eleven to twenty-two (tests/privacy_screens_blind11.py …
tests/privacy_screens_blind22.py; sets one to ten and how every set is judged: tests/test_privacy_blind.py). A file
of its own so that the two halves run side by side on the suite's two workers.
Skips without chromium or the Japanese, Cyrillic, Greek, Hebrew and Arabic fonts."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from helpers import require
from privacy_screens_blind import BlindRig, japanese_font
from test_privacy_blind import CHROMIUM, _judged, _run_set

# The eleventh set's known misses: a phone wrapped at its last group and a door code after `ist` in a chat, a listed
# name in a letter's window without its accents, everything in Hangul (OCR reads none of it: a checkout's and an
# address book's addresses, names and phones; a user name in a Korean menu), a code in a Korean sentence, a gate code
# after `mudou para`, a shared location's street, e-mails in a segment preview, postcodes in a raw CSV line, a
# listed name romanised in capitals.
MISSED11 = {("blindk0", "PHONE_NUMBER"), ("blindk0", "SECRET_VALUE"), ("blindk2", "DENY_LIST"),
            ("blindk3", "ACCOUNT_NAME"), ("blindk3", "DENY_LIST"), ("blindk3", "PHONE_NUMBER"),
            ("blindk3", "SECRET_VALUE"), ("blindk3", "STREET_ADDRESS"), ("blindk4", "SECRET_VALUE"),
            ("blindk4", "STREET_ADDRESS"), ("blindk5", "EMAIL_ADDRESS"), ("blindk5", "STREET_ADDRESS"),
            ("blindk6", "DENY_LIST")}


@pytest.fixture(scope="module")
def blind11_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind2 import fonts
    from privacy_screens_blind11 import DENY as DENY11
    from privacy_screens_blind11 import render_blind11

    require(not fonts(), "no Chinese or Korean font (.ci/run installs Debian's fonts-wqy-microhei, fonts-nanum)")
    return _run_set(tmp_path_factory, "blind11", render_blind11, DENY11)


def test_identifiers_on_the_eleventh_blind_screens_are_filled(blind11_run: tuple[BlindRig, Path]) -> None:
    _judged(blind11_run, MISSED11, 115, 96, 1300, 0.22)


# The twelfth set's known misses: an Eircode struck through in a to-do, a mobile wrapped in speaker notes, an
# address's Eircode OCR misread, GPS coordinates whose minute sign OCR dropped, a transcript's date of birth and
# postcode said in words and an e-mail said over two lines, a listed first name as a chart's label or a cursor's.
MISSED12 = {("blindl0", "STREET_ADDRESS"), ("blindl1", "PHONE_NUMBER"), ("blindl1", "STREET_ADDRESS"),
            ("blindl2", "STREET_ADDRESS"), ("blindl4", "DATE_OF_BIRTH"), ("blindl4", "EMAIL_ADDRESS"),
            ("blindl4", "STREET_ADDRESS"), ("blindl5", "DENY_LIST"), ("blindl6", "DENY_LIST"),
            ("blindl6", "STREET_ADDRESS")}


@pytest.fixture(scope="module")
def blind12_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind12 import DENY as DENY12
    from privacy_screens_blind12 import render_blind12

    return _run_set(tmp_path_factory, "blind12", render_blind12, DENY12)


def test_identifiers_on_the_twelfth_blind_screens_are_filled(blind12_run: tuple[BlindRig, Path]) -> None:
    _judged(blind12_run, MISSED12, 80, 74, 1200, 0.025)


# The thirteenth set's known misses: a child's date of birth under an Icelandic label OCR misread, a frequent-flyer
# number glued to its label, a rental counter's code in pairs, number plates without their label (Romanian,
# Hungarian on a photo, Turkish beside `Araç` and glued in a sentence), a Budapest address's floor and door, a
# charge card's number and a Turkish address's door and postcode, a phone wrapped at its last pair, a Japanese
# domicile and a listed name in a 75 % table OCR garbled, a listed name surname first with a title, a data box's id.
MISSED13 = {("blindm0", "DATE_OF_BIRTH"), ("blindm0", "ID_NUMBER"), ("blindm1", "SECRET_VALUE"),
            ("blindm2", "ID_NUMBER"), ("blindm2", "STREET_ADDRESS"), ("blindm3", "ID_NUMBER"),
            ("blindm3", "PHONE_NUMBER"), ("blindm3", "STREET_ADDRESS"), ("blindm5", "DENY_LIST"),
            ("blindm5", "STREET_ADDRESS"), ("blindm6", "DENY_LIST"), ("blindm6", "ID_NUMBER")}


@pytest.fixture(scope="module")
def blind13_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    require(japanese_font(), "no Japanese font (.ci/run installs Debian's fonts-ipafont-gothic)")
    from privacy_screens_blind13 import DENY as DENY13
    from privacy_screens_blind13 import render_blind13

    return _run_set(tmp_path_factory, "blind13", render_blind13, DENY13)


def test_identifiers_on_the_thirteenth_blind_screens_are_filled(blind13_run: tuple[BlindRig, Path]) -> None:
    _judged(blind13_run, MISSED13, 105, 95, 1700, 0.10)


# The fourteenth set's known misses: a handle's last letters after `Replying to`, a member list's handle beside its
# status, addresses wrapped in a doxxing reply and a ban reason, a Gift Aid schedule's house numbers alone in their
# cells, a 67 % guest list's wrapped addresses, a listed name signed on a W-8BEN, a Chinese identity card's address.
MISSED14 = {("blindn1", "ACCOUNT_NAME"), ("blindn2", "ACCOUNT_NAME"), ("blindn2", "STREET_ADDRESS"),
            ("blindn3", "STREET_ADDRESS"), ("blindn4", "STREET_ADDRESS"), ("blindn6", "DENY_LIST"),
            ("blindn6", "STREET_ADDRESS")}


@pytest.fixture(scope="module")
def blind14_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind2 import fonts
    from privacy_screens_blind14 import DENY as DENY14
    from privacy_screens_blind14 import render_blind14

    require(not fonts(), "no Chinese or Korean font (.ci/run installs Debian's fonts-wqy-microhei, fonts-nanum)")
    return _run_set(tmp_path_factory, "blind14", render_blind14, DENY14)


def test_identifiers_on_the_fourteenth_blind_screens_are_filled(blind14_run: tuple[BlindRig, Path]) -> None:
    _judged(blind14_run, MISSED14, 150, 137, 1900, 0.045)


def _scripts_fonts(*langs: str) -> bool:
    import subprocess

    return all(subprocess.run(["fc-list", f":lang={lang}"], capture_output=True, text=True).stdout.strip()
               for lang in langs) if shutil.which("fc-list") else False


# The fifteenth set's known misses: a phone glued to an airtime narration, addresses wrapped in a KYC page, a
# home-loan form and a payroll panel, everything in Hebrew (a listed name, a bank account, an address; children's
# dates of birth under Hebrew labels), a Dubai address, a listed name's initials and its Chinese form, the boxed
# PhilHealth and TIN numbers and a Philippine address in capitals, a New Zealand bank account number.
MISSED15 = {("blindo0", "PHONE_NUMBER"), ("blindo1", "STREET_ADDRESS"), ("blindo3", "STREET_ADDRESS"),
            ("blindo4", "DATE_OF_BIRTH"), ("blindo4", "DENY_LIST"), ("blindo4", "ID_NUMBER"),
            ("blindo4", "STREET_ADDRESS"), ("blindo5", "DENY_LIST"), ("blindo5", "ID_NUMBER"),
            ("blindo5", "STREET_ADDRESS"), ("blindo6", "ID_NUMBER"), ("blindo6", "STREET_ADDRESS")}


@pytest.fixture(scope="module")
def blind15_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind2 import fonts
    from privacy_screens_blind15 import DENY as DENY15
    from privacy_screens_blind15 import render_blind15

    require(not fonts(), "no Chinese or Korean font (.ci/run installs Debian's fonts-wqy-microhei, fonts-nanum)")
    require(_scripts_fonts("he", "ar"), "no Hebrew or Arabic font (.ci/run installs Debian's fonts-dejavu-core)")
    return _run_set(tmp_path_factory, "blind15", render_blind15, DENY15)


def test_identifiers_on_the_fifteenth_blind_screens_are_filled(blind15_run: tuple[BlindRig, Path]) -> None:
    _judged(blind15_run, MISSED15, 130, 120, 1900, 0.075)


# The sixteenth set's known misses: a listed name in Greek on a video tile and in Cyrillic and Hebrew in an org
# chart and suggestions (OCR reads look-alikes), a Belgrade address and a Cyrillic one in a JSON diff, a listed
# given name alone in a calendar title or a sentence, phones wrapped in a calendar event and a signature, a 67 %
# board's owner chip and e-mail, a handwritten and an autofill address, a vault's user name, one-time code, CVV
# and security answer under their labels on the line above.
MISSED16 = {("blindp0", "DENY_LIST"), ("blindp0", "STREET_ADDRESS"), ("blindp1", "DENY_LIST"),
            ("blindp1", "PHONE_NUMBER"), ("blindp3", "STREET_ADDRESS"), ("blindp4", "DENY_LIST"),
            ("blindp4", "EMAIL_ADDRESS"), ("blindp5", "DENY_LIST"), ("blindp5", "STREET_ADDRESS"),
            ("blindp6", "ACCOUNT_NAME"), ("blindp6", "DENY_LIST"), ("blindp6", "SECRET_VALUE"),
            ("blindp6", "STREET_ADDRESS")}


@pytest.fixture(scope="module")
def blind16_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind16 import DENY as DENY16
    from privacy_screens_blind16 import render_blind16

    require(_scripts_fonts("ru", "el", "he"), "no Cyrillic, Greek or Hebrew font (.ci/run installs fonts-dejavu-core)")
    return _run_set(tmp_path_factory, "blind16", render_blind16, DENY16)


def test_identifiers_on_the_sixteenth_blind_screens_are_filled(blind16_run: tuple[BlindRig, Path]) -> None:
    _judged(blind16_run, MISSED16, 115, 103, 1400, 0.05)


# The seventeenth set's known misses: a listed given name OCR read with a small `l` (`loana!`), a Romanian address's
# tail and an Indonesian one wrapped in a phone's narrow card, a gym member id under its QR code, a mobile in grey
# low-contrast details the OCR did not read, a Brazilian address wrapped in a narrow summary, a Vietnamese address
# half typed under its autocomplete list and read without its accents.
MISSED17 = {("blindq0", "DENY_LIST"), ("blindq0", "STREET_ADDRESS"), ("blindq3", "ID_NUMBER"),
            ("blindq3", "STREET_ADDRESS"), ("blindq4", "PHONE_NUMBER"), ("blindq5", "STREET_ADDRESS"),
            ("blindq6", "STREET_ADDRESS")}


@pytest.fixture(scope="module")
def blind17_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind17 import DENY as DENY17
    from privacy_screens_blind17 import render_blind17

    return _run_set(tmp_path_factory, "blind17", render_blind17, DENY17)


def test_identifiers_on_the_seventeenth_blind_screens_are_filled(blind17_run: tuple[BlindRig, Path]) -> None:
    _judged(blind17_run, MISSED17, 58, 49, 1500, 0.12)


# The eighteenth set's known misses: dates of birth in a 10 px recall table, a listed name in Arabic script and a
# passport's MRZ line on a blurred rotated scan, a case reference, a notary's deed at 50 % (dates of birth written
# out, national register numbers, an IBAN and addresses the OCR garbled, a listed name's paraph), policy numbers and
# number plates beside premiums at 67 % and 75 %, a letting agent's addresses wrapped in a letter's address block
# and a tenancy card (filled on some renders only).
MISSED18 = {("blindr0", "DATE_OF_BIRTH"), ("blindr2", "DENY_LIST"), ("blindr2", "ID_NUMBER"),
            ("blindr4", "DATE_OF_BIRTH"), ("blindr4", "DENY_LIST"), ("blindr4", "IBAN_CODE"), ("blindr4", "ID_NUMBER"),
            ("blindr4", "STREET_ADDRESS"), ("blindr5", "ID_NUMBER"), ("blindr6", "STREET_ADDRESS")}


@pytest.fixture(scope="module")
def blind18_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind18 import DENY as DENY18
    from privacy_screens_blind18 import render_blind18

    require(_scripts_fonts("ar"), "no Arabic font (.ci/run installs Debian's fonts-dejavu-core)")
    return _run_set(tmp_path_factory, "blind18", render_blind18, DENY18)


def test_identifiers_on_the_eighteenth_blind_screens_are_filled(blind18_run: tuple[BlindRig, Path]) -> None:
    _judged(blind18_run, MISSED18, 205, 184, 1600, 0.09)


# The nineteenth set's known misses: a child's date of birth as airlines print it, a listed name surname first on a
# dark boarding pass and its seat's initials, a frequent-flyer number in a barcode's text, a driving permit's and
# Indian licences' numbers without a label, a PAN half typed, a Turkish passport number read as a phone's, an address
# in white over a photo, phone numbers wrapped mid-number in a narrow statement.
MISSED19 = {("blinds0", "DATE_OF_BIRTH"), ("blinds0", "DENY_LIST"), ("blinds0", "ID_NUMBER"),
            ("blinds1", "ID_NUMBER"), ("blinds2", "ID_NUMBER"), ("blinds3", "STREET_ADDRESS"),
            ("blinds4", "ID_NUMBER"), ("blinds5", "PHONE_NUMBER")}


@pytest.fixture(scope="module")
def blind19_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind19 import DENY as DENY19
    from privacy_screens_blind19 import render_blind19

    return _run_set(tmp_path_factory, "blind19", render_blind19, DENY19)


def test_identifiers_on_the_nineteenth_blind_screens_are_filled(blind19_run: tuple[BlindRig, Path]) -> None:
    _judged(blind19_run, MISSED19, 108, 95, 2000, 0.08)


# The twentieth set's known misses: user names no name makes (`fjordfixer`) or OCR misread, a listed name's
# initials read run into its name, a listed handle and given name OCR garbled, IBANs in cells under a panel read
# with letters wrong, an old phone number in an edit history, e-mail addresses in trailers at 80 % OCR broke, a
# street address wrapped in a message bubble, a customer number without a label.
MISSED20 = {("blindt0", "ACCOUNT_NAME"), ("blindt1", "ACCOUNT_NAME"), ("blindt1", "DENY_LIST"),
            ("blindt1", "STREET_ADDRESS"), ("blindt2", "DENY_LIST"), ("blindt3", "DENY_LIST"), ("blindt3", "IBAN_CODE"),
            ("blindt3", "PHONE_NUMBER"), ("blindt4", "ACCOUNT_NAME"), ("blindt4", "DENY_LIST"),
            ("blindt4", "EMAIL_ADDRESS"), ("blindt5", "ID_NUMBER"), ("blindt5", "STREET_ADDRESS"),
            ("blindt6", "DENY_LIST")}


@pytest.fixture(scope="module")
def blind20_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind20 import DENY as DENY20
    from privacy_screens_blind20 import render_blind20

    return _run_set(tmp_path_factory, "blind20", render_blind20, DENY20)


def test_identifiers_on_the_twentieth_blind_screens_are_filled(blind20_run: tuple[BlindRig, Path]) -> None:
    _judged(blind20_run, MISSED20, 128, 102, 1200, 0.06)


# The twenty-first set's known misses: a listed surname's Polish initial and a listed given name OCR misread
# (`tukasz`), a signature in a handwriting font, an address in Irish in capitals over three lines, addresses wrapped
# in a narrow route card, a key-safe code after `code`, a token link wrapped at its end, a
# boxed and printed customs form at 75 % (an address in Irish, a Lagos plot, an e-mail, a NIN), a car's plate and a
# PPS number without their labels, a home's coordinates in a trips table at 67 %.
MISSED21 = {("blindu0", "DENY_LIST"), ("blindu0", "STREET_ADDRESS"), ("blindu1", "STREET_ADDRESS"),
            ("blindu3", "SECRET_VALUE"), ("blindu4", "DENY_LIST"),
            ("blindu4", "URL_SECRET"), ("blindu5", "DENY_LIST"), ("blindu5", "EMAIL_ADDRESS"),
            ("blindu5", "ID_NUMBER"), ("blindu5", "STREET_ADDRESS"), ("blindu6", "ID_NUMBER"),
            ("blindu6", "STREET_ADDRESS")}


@pytest.fixture(scope="module")
def blind21_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind21 import DENY as DENY21
    from privacy_screens_blind21 import render_blind21

    return _run_set(tmp_path_factory, "blind21", render_blind21, DENY21)


def test_identifiers_on_the_twenty_first_blind_screens_are_filled(blind21_run: tuple[BlindRig, Path]) -> None:
    _judged(blind21_run, MISSED21, 66, 52, 1500, 0.06)


# The twenty-second set's known misses: e-mails split over lines by a narrow roster column and student numbers
# whose letter OCR read apart, a survey's free-text answers (a phone wrapped at its
# last group, addresses), the survey tool's account name in its header, a Turkish address at 80 %, bar numbers
# after their college's initials (`ICAM 84.213`), an IBAN under a toast, a listed name in Arabic script and with
# initials, a pupil number, a plate beside a car's colour, a pick-up passphrase and a phone under a toast.
MISSED22 = {("blindv0", "EMAIL_ADDRESS"), ("blindv0", "ID_NUMBER"),
            ("blindv1", "ACCOUNT_NAME"), ("blindv1", "PHONE_NUMBER"), ("blindv1", "STREET_ADDRESS"),
            ("blindv3", "STREET_ADDRESS"), ("blindv4", "ID_NUMBER"), ("blindv4", "IBAN_CODE"),
            ("blindv5", "DENY_LIST"), ("blindv6", "ID_NUMBER"), ("blindv6", "SECRET_VALUE"),
            ("blindv6", "PHONE_NUMBER")}


@pytest.fixture(scope="module")
def blind22_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind22 import DENY as DENY22
    from privacy_screens_blind22 import render_blind22

    require(_scripts_fonts("ar"), "no Arabic font (.ci/run installs Debian's fonts-dejavu-core)")
    return _run_set(tmp_path_factory, "blind22", render_blind22, DENY22)


def test_identifiers_on_the_twenty_second_blind_screens_are_filled(blind22_run: tuple[BlindRig, Path]) -> None:
    _judged(blind22_run, MISSED22, 104, 88, 1300, 0.09)
