"""Privacy on the blind screens, rendered by Debian's chromium, each set built without reading the redaction:
tests/privacy_screens_blind.py (a chat, a HiDPI calendar invite, online banking, orders and a shipping label,
devtools and logs, HR forms in German, French, Spanish and Japanese, a helpdesk ticket and an admin table) and
tests/privacy_screens_blind2.py (web mail, a Polish patient portal at device scale 2, payslips and a comb-field tax
form, Chinese and Korean CRM cards, a spreadsheet scrolled past its headers, a dark terminal, classifieds and a
profile, a phone's messages and contacts) and tests/privacy_screens_blind3.py (a dark video call, a git host at
device scale 2 and its CI log, Russian, Greek and Hebrew pages, a travel booking in 11-12 px text, a CRM grid, a
password vault, a file explorer beside a terminal) and tests/privacy_screens_blind4.py (a document editor's letter
and share dialog, a PDF invoice and a tilted low-contrast scan, an issue tracker, identity forms of Brazil, India,
Turkey and the Emirates, right to left and in Vietnamese, autocomplete and autofill pop-ups, a phone's bank and chat
at device scale 2, an 11 px BI table in light and dark) and tests/privacy_screens_blind5.py (a desktop mail client's
signatures and quoted chain, a team workspace's profile pop-over and pasted env, a CV and an applicant table, an
e-commerce order and customers, a hotel's arrivals at 80 % and a registration card with its MRZ, a US tax form, a
cloud console's users, keys and backup codes) and tests/privacy_screens_blind6.py (a SQL client's result grid and a
notebook's DataFrame, a hospital chart and lab report, a crypto wallet's recovery phrase and KYC form, a
ride-hailing app at phone size, a rental application and an insurance claim, an OS's account settings and a dark
contacts card, a code editor's JSON log, `.env`, private key and vCard), and twenty more
(tests/privacy_screens_blind7.py … tests/privacy_screens_blind26.py, the eleventh to the twenty-second judged in
tests/test_privacy_blind_more.py, the twenty-third on in tests/test_privacy_blind_late.py: a school roster and
government pages, consumer
phone apps, enterprise back-office screens, developer and operations tools, healthcare and public portals in several
languages, productivity tools with values said in words, travel, mobility and public services of Iceland, Hungary,
Turkey, Mexico, Japan and Czechia, community and social tools: a network's profile, a micro-blog, a forum and its
moderation log, a charity's Gift Aid schedule, a wedding guest list, a Scout record, a freelance contract and a
W-8BEN, money and identity across Africa, Asia, the Middle East and Oceania, workplace tools in unusual layouts,
home, health and everyday services of Romania, Chile, Poland, Indonesia, Czechia, Brazil and Vietnam, professional
back offices: a dental practice, a tax adviser, an immigration case, a staffing agency, a notary, a broker, a
letting agent; travel, mobility and money between countries: an airline's boarding passes, a car rental, Indian,
South African, Turkish, Kenyan, Nigerian and Norwegian forms and statements; online communities and collaboration
tools: a forum, direct messages, a video meeting's transcript, a shared spreadsheet, a code review, a support chat,
a scheduling page; logistics, retail and field service: a warehouse, a driver's app, a point of sale, a work order,
a customs form, fleet telematics; education, research and public records: a class roster, a survey export, a
clinical study's forms, a library, a court's e-filing, a scholarship application, a parent portal; housing and
insurance, hospitality and events, care and welfare, telecoms and online games).
Ground truth by construction (the DOM's character boxes on the screenshot). Asserted on every published
frame (each identifier's every character filled, but the misses named here), on the UI words filled, on every
published image read again by Debian's Tesseract with the fill painted out, and on every output byte (`ocr_lines`
included). Skips without chromium or the Japanese, Chinese, Korean, Cyrillic, Arabic, Greek and Hebrew fonts."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import polars as pl
import pytest
from helpers import DATE, require
from privacy_screens import score
from privacy_screens_blind import DENY, BlindRig, japanese_font, render_blind
from test_privacy_screens import _paint_out, _published, _rgb, _squash, _tesseract

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.settings import PipelineSettings, PrivacySettings
from cuaflow.tasks.committed import read_table

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
# Known misses, each for a reason the privacy README's "What is missed" gives: a JWT wrapped over lines whose
# middle OCR broke with spaces; on the Japanese form, a wrapped address's garbled building name and room; a user
# name OCR read with a capital (`Lhoffmann`), which reads as a table's next cell.
MISSED = {("blind4", "API_KEY"), ("blind5", "STREET_ADDRESS"), ("blind6", "ACCOUNT_NAME")}


@pytest.fixture(scope="module")
def blind_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    require(japanese_font(), "no Japanese font (.ci/run installs Debian's fonts-ipafont-gothic)")
    return _run_set(tmp_path_factory, "blind", render_blind, DENY)


def _run_set(factory: pytest.TempPathFactory, name: str, render: Any, deny: list[str]) -> tuple[BlindRig, Path]:
    """A blind set rendered and run through the pipeline with its deny-list: its rig and the output folder."""
    from day import run_day

    base = factory.mktemp(name)
    rig = render(str(CHROMIUM), base / "src" / DATE, base / "work")
    settings = PipelineSettings(privacy=PrivacySettings(deny_list=list(deny)))
    run = run_day(base / "src", base / "out", DATE,
                  ctx=RunContext(source_url=str(base / "src"), output_url=str(base / "out"), settings=settings))
    assert all(r.status == "ok" for r in run.results.values()), run.results
    return rig, base / "out"


def test_identifiers_on_the_blind_screens_are_filled(blind_run: tuple[BlindRig, Path]) -> None:
    rig, out = blind_run
    sc = score(rig, _published(out))
    shown = [k for k in sc.ids if k[1] != "PERSON"]
    assert len(shown) >= 100, "the seven recordings were published"
    missed = sorted(k for k in shown if not sc.ids[k])
    assert {(rid, kind) for rid, kind, _ in missed} <= MISSED, missed
    assert len(missed) <= len(MISSED), missed
    people = [ok for (_, kind, _), ok in sc.ids.items() if kind == "PERSON"]
    assert len(people) >= 12 and sum(people) >= len(people) - 2, "names nobody listed"
    words = [bad for _, bad in sc.words]
    assert len(words) >= 800
    assert sum(words) / len(words) <= 0.04, sorted({w for w, bad in sc.words if bad})


def test_no_identifier_in_any_output_nor_read_back(blind_run: tuple[BlindRig, Path]) -> None:
    rig, out = blind_run
    require(shutil.which("tesseract"), "Debian's tesseract-ocr is not installed (the independent OCR pass)")
    values = [v for v in rig.values() if not any(v in m for m in _missed_values(rig, out))]
    found: list[str] = []
    read_words = 0
    for p in sorted(out.rglob("*")):
        if not p.is_file():
            continue
        data = p.read_bytes()
        found += [f"{p.relative_to(out)}: {v!r}" for v in values if v.encode() in data]
        if p.suffix == ".parquet":
            text = "\n".join(str(v) for col in pl.read_parquet(p).iter_columns() for v in col.to_list())
            found += [f"{p.relative_to(out)}: {v!r} (column value)" for v in values if v in text]
        if p.suffix == ".png" and "frames" in p.parts:
            read = _tesseract(_paint_out(_rgb(p)))
            read_words += len(read.split())
            found += [f"{p.relative_to(out)}: {v!r} (OCR)" for v in values if len(_squash(v)) >= 6
                      and v.isascii() and _squash(v) in _squash(read)]
    assert read_words > 300, "the published images were read"
    assert not found, found


def _missed_values(rig: BlindRig, out: Path) -> list[str]:
    sc = score(rig, _published(out))
    return [value for (rid, kind, value), ok in sc.ids.items() if not ok and (rid, kind) in MISSED]


def test_private_ocr_lines_publish_only_plain_words(blind_run: tuple[BlindRig, Path]) -> None:
    _, out = blind_run
    lines = read_table(open_root(str(out)), "ocr_lines")
    private = lines.filter(pl.col("private"))
    assert private.height >= 100
    assert private["words"].list.len().max() == 0
    bare = private["text"].str.replace_all(r"<[A-Z_]+_\d+>", "")  # surrogates aside
    assert not bare.str.contains(r"\d").any(), "a digit in a private line's text"


# The second set's known misses (tasks/privacy/README.md, "What is missed"): a Korean address (Hangul), a Chinese
# address's building, an address's town line between its street and postcode lines, an insurance card's number
# beside a label OCR misread, a `.pgpass` line's password, a Wi-Fi password in a message (`it's blue-otter-5512`),
# a Chinese landline; at most these, by recording and type.
MISSED2 = {("blindb3", "STREET_ADDRESS"), ("blindb2", "ID_NUMBER"), ("blindb4", "SECRET_VALUE"),
           ("blindb6", "SECRET_VALUE"), ("blindb3", "PHONE_NUMBER")}


@pytest.fixture(scope="module")
def blind2_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind2 import DENY as DENY2
    from privacy_screens_blind2 import fonts, render_blind2

    require(not fonts(), "no Chinese or Korean font (.ci/run installs Debian's fonts-wqy-microhei, fonts-nanum)")
    return _run_set(tmp_path_factory, "blind2", render_blind2, DENY2)


def _judged(run: tuple[BlindRig, Path], missed_kinds: set[tuple[str, str]], shown_least: int, filled_least: int,
            words_least: int, words_rate: float, elsewhere: tuple[str, ...] = ()) -> None:
    """A blind set's published frames: every identifier filled but the known misses (by recording and type), at
    least `filled_least` of them; UI words filled at most `words_rate`; no identifier in `ocr_lines` but those, and
    `elsewhere`: a value that is also another text's word on the screens (`Biscuit` of a café's `Old Biscuit Mill`)."""
    rig, out = run
    sc = score(rig, _published(out))
    shown = [k for k in sc.ids if k[1] != "PERSON"]
    assert len(shown) >= shown_least, "the recordings were published"
    missed = sorted(k for k in shown if not sc.ids[k])
    assert {(rid, kind) for rid, kind, _ in missed} <= missed_kinds, missed
    assert len(shown) - len(missed) >= filled_least, missed
    words = [bad for _, bad in sc.words]
    assert len(words) >= words_least
    assert sum(words) / len(words) <= words_rate, sorted({w for w, bad in sc.words if bad})
    lines = read_table(open_root(str(out)), "ocr_lines")
    text = "\n".join(lines["text"].to_list())
    held = [v for v in rig.values() if len(v) >= 6 and v in text and v not in elsewhere
            and not any(v in m for (rid, kind, m), ok in sc.ids.items() if not ok and (rid, kind) in missed_kinds)]
    assert not held, held


def test_identifiers_on_the_second_blind_screens_are_filled(blind2_run: tuple[BlindRig, Path]) -> None:
    _judged(blind2_run, MISSED2, 110, 112, 1000, 0.145)


# The third set's known misses: Cyrillic, Greek and Hebrew text the OCR engine garbles (a deny-listed name, passport
# numbers and addresses under labels it cannot read), the last piece of a join link wrapped over three lines, a
# deny-listed surname alone in its field, a vault's user name under its item's title.
MISSED3 = {("blindc0", "URL_SECRET"), ("blindc2", "DENY_LIST"), ("blindc2", "ID_NUMBER"), ("blindc2", "STREET_ADDRESS"),
           ("blindc4", "ACCOUNT_NAME")}


@pytest.fixture(scope="module")
def blind3_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    import subprocess

    from privacy_screens_blind3 import DENY as DENY3
    from privacy_screens_blind3 import render_blind3

    have = all(subprocess.run(["fc-list", f":lang={lang}"], capture_output=True, text=True).stdout.strip()
               for lang in ("ru", "el", "he")) if shutil.which("fc-list") else False
    require(have, "no Cyrillic, Greek or Hebrew font (.ci/run installs Debian's fonts-dejavu-core)")
    return _run_set(tmp_path_factory, "blind3", render_blind3, DENY3)


def test_identifiers_on_the_third_blind_screens_are_filled(blind3_run: tuple[BlindRig, Path]) -> None:
    _judged(blind3_run, MISSED3, 85, 81, 800, 0.115)


# The fourth set's known misses: in the document editor, what the share dialog's shade leaves to OCR (a mention, an
# e-mail, a street cut by the dialog, a share link wrapped over lines) and an NI number wrapped over lines; on the
# scanned contract, a date of birth, an identity card number and an address OCR misread in a low-contrast tilted
# scan; an e-mail and a database URL in an issue whose first character or port OCR split off, a user name in a
# work log; an Arabic address and a phone in Arabic-Indic digits; a Vietnamese address's wrapped line; a street
# alone in its field and a flat's complement line (`Apto 142, Torre B`).
MISSED4 = {("blindd0", "ACCOUNT_NAME"), ("blindd0", "ID_NUMBER"), ("blindd0", "STREET_ADDRESS"),
           ("blindd0", "URL_SECRET"), ("blindd1", "DATE_OF_BIRTH"), ("blindd1", "ID_NUMBER"),
           ("blindd1", "STREET_ADDRESS"), ("blindd2", "EMAIL_ADDRESS"), ("blindd2", "URL_SECRET"),
           ("blindd3", "STREET_ADDRESS")}


@pytest.fixture(scope="module")
def blind4_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    import subprocess

    from privacy_screens_blind4 import DENY as DENY4
    from privacy_screens_blind4 import render_blind4

    have = bool(subprocess.run(["fc-list", ":lang=ar"], capture_output=True, text=True).stdout.strip()
                ) if shutil.which("fc-list") else False
    require(have, "no Arabic font (.ci/run installs Debian's fonts-dejavu-core)")
    return _run_set(tmp_path_factory, "blind4", render_blind4, DENY4)


def test_identifiers_on_the_fourth_blind_screens_are_filled(blind4_run: tuple[BlindRig, Path]) -> None:
    _judged(blind4_run, MISSED4, 230, 228, 2000, 0.075)


# The fifth set's known misses: a listed given name in a sentence (`Thank you, … and Siobhán`) or in capitals on a
# card, a listed name in kanji without a label, split from its surname in a form field, or an author's name the
# profile pop-over covers; e-mails cut by a preview's ellipsis without a label, split by OCR in a CV's contact line or
# cut in a table cell; a quoted signature's address line without a number (`Apt 6, Millers Yard`); a directory's
# handles and a CV's GitHub handle wrapped over lines; a key the code block wrapped.
MISSED5 = {("blinde0", "DENY_LIST"), ("blinde1", "DENY_LIST"), ("blinde2", "ACCOUNT_NAME"),
           ("blinde2", "EMAIL_ADDRESS"), ("blinde5", "DENY_LIST")}


@pytest.fixture(scope="module")
def blind5_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind import japanese_font
    from privacy_screens_blind5 import DENY as DENY5
    from privacy_screens_blind5 import render_blind5

    require(japanese_font(), "no Japanese font (.ci/run installs Debian's fonts-ipafont-gothic)")
    return _run_set(tmp_path_factory, "blind5", render_blind5, DENY5)


def test_identifiers_on_the_fifth_blind_screens_are_filled(blind5_run: tuple[BlindRig, Path]) -> None:
    _judged(blind5_run, MISSED5, 260, 260, 3000, 0.03)


# The sixth set's known misses: a SQL grid's cell a checkbox glyph OCR misread opens, IPv6 addresses and a bcrypt hash
# the grid's edge cuts, a phone in a printed DataFrame; a portal user name after `user` in a card; a listed given name
# or surname alone in a note or its own form field; licence plates without a label, a gate code in a chat (`code is
# 2580#`); a witness's phone and an address OCR split; an IP in a JSON line OCR broke.
MISSED6 = {("blindf0", "ACCOUNT_NAME"), ("blindf0", "IP_ADDRESS"), ("blindf0", "PHONE_NUMBER"),
           ("blindf2", "DENY_LIST"), ("blindf3", "ID_NUMBER"), ("blindf3", "SECRET_VALUE"), ("blindf4", "PHONE_NUMBER"),
           ("blindf4", "STREET_ADDRESS"), ("blindf6", "IP_ADDRESS")}


@pytest.fixture(scope="module")
def blind6_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind2 import fonts
    from privacy_screens_blind6 import DENY as DENY6
    from privacy_screens_blind6 import render_blind6

    require(not fonts(), "no Chinese or Korean font (.ci/run installs Debian's fonts-wqy-microhei, fonts-nanum)")
    return _run_set(tmp_path_factory, "blind6", render_blind6, DENY6)


def test_identifiers_on_the_sixth_blind_screens_are_filled(blind6_run: tuple[BlindRig, Path]) -> None:
    _judged(blind6_run, MISSED6, 195, 189, 1700, 0.065)


# The seventh set's known misses: a Swedish address's postcode line, a Danish CPR number OCR misread in brackets, a
# listed name in capitals or written in words' company (a Belgian judgment's parties, an Italian record transcribed),
# a date of birth written in words, Dutch and Belgian addresses postcode first in a sentence, a phone the board's
# edge cut, addresses wrapped in cards and route rows, a postcode alone in a form field, e-mails in a 60 % preview.
MISSED7 = {("blindg1", "DATE_OF_BIRTH"), ("blindg1", "DENY_LIST"), ("blindg1", "ID_NUMBER"),
           ("blindg1", "STREET_ADDRESS"), ("blindg2", "DATE_OF_BIRTH"), ("blindg2", "STREET_ADDRESS"),
           ("blindg3", "PHONE_NUMBER"), ("blindg3", "STREET_ADDRESS"),
           ("blindg4", "STREET_ADDRESS"), ("blindg5", "STREET_ADDRESS"), ("blindg6", "EMAIL_ADDRESS")}


@pytest.fixture(scope="module")
def blind7_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind7 import DENY as DENY7
    from privacy_screens_blind7 import render_blind7

    return _run_set(tmp_path_factory, "blind7", render_blind7, DENY7)


def test_identifiers_on_the_seventh_blind_screens_are_filled(blind7_run: tuple[BlindRig, Path]) -> None:
    _judged(blind7_run, MISSED7, 215, 198, 2000, 0.06)


# The eighth set's known misses: a scooter's Spanish plate, a portal code alone in a chat bubble, a listed given name
# alone in a sentence or a parsed cell, Spanish addresses a schedule's cells cut, a CSV line's phones, a small
# roster's e-mails, everything in Persian script (OCR reads none of it) and a Chinese nickname without a label.
MISSED8 = {("blindh0", "STREET_ADDRESS"), ("blindh1", "DENY_LIST"), ("blindh1", "ID_NUMBER"),
           ("blindh1", "SECRET_VALUE"), ("blindh2", "DENY_LIST"),
           ("blindh3", "PHONE_NUMBER"), ("blindh3", "STREET_ADDRESS"), ("blindh4", "DENY_LIST"),
           ("blindh4", "STREET_ADDRESS"), ("blindh5", "EMAIL_ADDRESS"),
           ("blindh6", "ACCOUNT_NAME"), ("blindh6", "DENY_LIST"), ("blindh6", "IBAN_CODE"), ("blindh6", "ID_NUMBER"),
           ("blindh6", "STREET_ADDRESS")}


@pytest.fixture(scope="module")
def blind8_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind2 import fonts
    from privacy_screens_blind8 import DENY as DENY8
    from privacy_screens_blind8 import render_blind8

    require(not fonts(), "no Chinese or Korean font (.ci/run installs Debian's fonts-wqy-microhei, fonts-nanum)")
    return _run_set(tmp_path_factory, "blind8", render_blind8, DENY8)


def test_identifiers_on_the_eighth_blind_screens_are_filled(blind8_run: tuple[BlindRig, Path]) -> None:
    _judged(blind8_run, MISSED8, 255, 238, 2500, 0.04, elsewhere=("Biscuit",))


# The ninth set's known misses: addresses in an ERP's small zebra grid and a German letter's window, a cheque's MICR
# account number, an emergency contact's phone beside a relation, a Romanian identity card's address under a
# watermark and a utility bill at 67 %, a year of birth alone, grey grid rows' dates of birth and pension numbers,
# a listed name in capitals or with a title in a monospace note, a driving licence OCR misread in a narrow roster.
MISSED9 = {("blindi0", "ACCOUNT_NAME"), ("blindi0", "STREET_ADDRESS"), ("blindi1", "DENY_LIST"),
           ("blindi1", "ID_NUMBER"), ("blindi1", "PHONE_NUMBER"), ("blindi1", "STREET_ADDRESS"),
           ("blindi2", "ID_NUMBER"), ("blindi2", "STREET_ADDRESS"), ("blindi3", "DATE_OF_BIRTH"),
           ("blindi3", "ID_NUMBER"), ("blindi3", "STREET_ADDRESS"), ("blindi4", "STREET_ADDRESS"),
           ("blindi5", "DATE_OF_BIRTH"), ("blindi5", "DENY_LIST"),
           ("blindi5", "ID_NUMBER"), ("blindi5", "STREET_ADDRESS"), ("blindi6", "ID_NUMBER")}


@pytest.fixture(scope="module")
def blind9_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind9 import DENY as DENY9
    from privacy_screens_blind9 import render_blind9

    return _run_set(tmp_path_factory, "blind9", render_blind9, DENY9)


def test_identifiers_on_the_ninth_blind_screens_are_filled(blind9_run: tuple[BlindRig, Path]) -> None:
    _judged(blind9_run, MISSED9, 210, 186, 3500, 0.135)


# The tenth set's known misses: a bearer token and keys an API client's panes cut, a listed name's parts in JSON, a
# request's NHI number without its label, a cookie and a session id in a URL and a span's name, a directory's
# values OCR read as one grey cell, a result grid's IBANs and postcodes cut at its edge, object keys holding a date
# of birth and a listed name as a slug, a user name split by a hex dump.
MISSED10 = {("blindj0", "API_KEY"), ("blindj0", "DENY_LIST"), ("blindj0", "EMAIL_ADDRESS"), ("blindj0", "ID_NUMBER"),
            ("blindj0", "SECRET_VALUE"), ("blindj1", "IP_ADDRESS"), ("blindj1", "SECRET_VALUE"),
            ("blindj1", "URL_SECRET"), ("blindj2", "ACCOUNT_NAME"), ("blindj2", "ID_NUMBER"),
            ("blindj2", "SECRET_VALUE"), ("blindj3", "IBAN_CODE"),
            ("blindj3", "STREET_ADDRESS"), ("blindj4", "ACCOUNT_NAME"), ("blindj4", "DATE_OF_BIRTH"),
            ("blindj5", "DENY_LIST"), ("blindj5", "SECRET_VALUE"),
            ("blindj6", "EMAIL_ADDRESS")}


@pytest.fixture(scope="module")
def blind10_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[BlindRig, Path]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from privacy_screens_blind2 import fonts
    from privacy_screens_blind10 import DENY as DENY10
    from privacy_screens_blind10 import render_blind10

    require(not fonts(), "no Chinese or Korean font (.ci/run installs Debian's fonts-wqy-microhei, fonts-nanum)")
    return _run_set(tmp_path_factory, "blind10", render_blind10, DENY10)


def test_identifiers_on_the_tenth_blind_screens_are_filled(blind10_run: tuple[BlindRig, Path]) -> None:
    _judged(blind10_run, MISSED10, 185, 155, 3500, 0.06)
