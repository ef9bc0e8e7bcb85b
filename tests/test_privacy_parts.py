"""The privacy package's parts on inputs whose answer is known by construction (no video, no OCR model):
identifiers glued or split the way OCR hands them over, the names a recording reveals, the recogniser table
against the configuration's entity names, the execution provider chosen, the fill and its marker, the audit."""

from __future__ import annotations

import re

import numpy as np
import polars as pl
import pytest

from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.ocr.errors import OcrError
from cuaflow.tasks.ocr.lines import OcrLine, char_box
from cuaflow.tasks.ocr.ocr import CPU, providers
from cuaflow.tasks.privacy import RECOGNISERS, audit, detector_for
from cuaflow.tasks.privacy.glued import luhn
from cuaflow.tasks.privacy.matchers import PHONE_REGIONS, PhoneMatcher
from cuaflow.tasks.privacy.names import RecordingDetector, derive
from cuaflow.tasks.privacy.onscreen import find_in_lines, find_ocr
from cuaflow.tasks.privacy.redactor import paint
from cuaflow.tasks.privacy.surrogates import Labels

BUILT_IN = ("EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS", "URL_SECRET", "API_KEY",
            "SECRET_VALUE", "ID_NUMBER", "DATE_OF_BIRTH", "STREET_ADDRESS", "ACCOUNT_NAME", "DENY_LIST", "PERSON")
CARD, IBAN = "4539 1488 0343 6467", "FR76 3000 6000 0112 3456 7890 189"


@pytest.fixture(scope="module")
def det() -> RecordingDetector:
    labels = Labels("salt")
    for term in derive(["Signed in as Kirsten Alvarez", "open /Users/kalvarez/Documents/a.pdf",
                        r"C:\Users\Dana.Ruiz\AppData", "/home/runner/work"], ["jane.marlowe@example.com"]):
        labels.label("DENY_LIST", term)
    return RecordingDetector(detector_for(PrivacySettings()), labels)


def _found(det: RecordingDetector, text: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for f in find_ocr(det, text):
        out.setdefault(f.entity, []).append(text[f.start:f.end])
    return out


@pytest.mark.parametrize(("text", "entity", "value"), [
    ("Card4539148803436467charged", "CREDIT_CARD", "4539148803436467"),  # the OCR glued label and number
    (f"Card {CARD} charged", "CREDIT_CARD", CARD),
    ("IBANFR7630006000011234567890189", "IBAN_CODE", "FR7630006000011234567890189"),
    (f"IBAN {IBAN}", "IBAN_CODE", IBAN),
    # an Italian account holding letters (IT71 A278 5742 198I 9Y5J YYLH PPD), its I read as 1 and a space lost
    ("IT71 A278 5742 19819Y5JYYLH PPD", "IBAN_CODE", "IT71 A278 5742 19819Y5JYYLH PPD"),
    ("GB29 NW8K 6016 1331 9268 19", "IBAN_CODE", "GB29 NW8K 6016 1331 9268 19"),  # a bank code's B read as 8
    ("PAYOUT_IBAN=GB29 NWBK  6016 1331  9268 19", "IBAN_CODE", "GB29 NWBK  6016 1331  9268 19"),  # gaps doubled
    (f"983.98 EUR{CARD}2025-01-10", "CREDIT_CARD", CARD),  # table cells run together
    ("4539 14880343 64672025-07-16", "CREDIT_CARD", "4539 14880343 6467"),  # into the next cell's digits
    # a row of cells read joined: the phone of one cell runs into the card of the next; the card must win
    ("+49 30 90182058 4869 5105 5510 1393 Porto", "CREDIT_CARD", "4869 5105 5510 1393"),
    ("Tel.+33 1 42 68 53 17", "PHONE_NUMBER", "+33 1 42 68 53 17"),
    ("+1 415-555-0110253.85 EUR", "PHONE_NUMBER", "+1 415-555-0110"),  # a phone run into an amount
    ("Phone:+44 20 7946 0958 Mobile", "PHONE_NUMBER", "+44 20 7946 0958"),
    ("owner: dana.novak47 @example.com", "EMAIL_ADDRESS", "dana.novak47 @example.com"),  # a space OCR put in
    ("receipt sent to amara kowalski32@example de", "EMAIL_ADDRESS", "amara kowalski32@example de"),  # dots lost
    ("mail jane@example.com ok", "EMAIL_ADDRESS", "jane@example.com"),  # dots read: the word before is not joined
    ("ssh deploy@10.58.249.1_-p 22", "IP_ADDRESS", "10.58.249.1"),  # a space read as "_"
    ("2001:db8:85a3:8a2e:370:7334 login", "IP_ADDRESS", "2001:db8:85a3:8a2e:370:7334"),  # "::" read as ":"
    ("IBAN F162 7111 1658 2558 81", "IBAN_CODE", "F162 7111 1658 2558 81"),  # the country's I read as 1
    ("ftp://backup:0MEQ7wjJJ@files .example.org/", "URL_SECRET", "ftp://backup:0MEQ7wjJJ@files .example.org/"),
])
def test_identifiers_however_ocr_joined_or_split_them(det: RecordingDetector, text: str, entity: str,
                                                      value: str) -> None:
    assert value in _found(det, text).get(entity, []), _found(det, text)


@pytest.mark.parametrize("text", ["Invoice 2025-01-10 total 4539.14 EUR", "Order 1234567890123", "12:30 Today",
                                  "Version 15.6.0", "Page 3 of 12", "File Edit View History Bookmarks",
                                  "at 12:30:45:10:20 today"])
def test_ui_text_is_not_an_identifier(det: RecordingDetector, text: str) -> None:
    assert _found(det, text) == {}


def test_names_the_recording_reveals() -> None:
    texts = ["Signed in as Kirsten Alvarez", "Account: Tomas Berg", "Omar Wu <omar.wu@example.com> wrote",
             "/Users/kalvarez/Documents/report.pdf", r"C:\Users\Dana.Ruiz\AppData\Local", "cd /home/jmarlowe/src",
             "/home/runner/work", "/Users/Shared/x", r"C:\Users\Public\Desktop"]
    emails = ["jane.marlowe@example.com", "support@example.com", "noreply@example.org"]
    assert derive(texts, emails) == sorted(["Kirsten Alvarez", "Tomas Berg", "Omar Wu", "kalvarez", "Dana.Ruiz",
                                            "jmarlowe", "jane.marlowe"])


@pytest.mark.parametrize(("text", "value"), [
    ("From: Kirsten Alvarez", "Kirsten Alvarez"), ("fromKirstenAlvarez", "KirstenAlvarez"),
    ("kalvarez@host:~$ ls", "kalvarez"), ("cat /Users/kalvarez/.aws", "kalvarez"),
    ("Dana Ruiz commented", "Dana Ruiz"), ("cc jane marlowe", "jane marlowe")])
def test_a_recordings_own_names_are_found_in_any_spelling(det: RecordingDetector, text: str, value: str) -> None:
    assert value in _found(det, text).get("DENY_LIST", []), _found(det, text)


def test_ordinary_words_are_not_the_recordings_names(det: RecordingDetector) -> None:
    assert _found(det, "runner work Documents Kirsten") == {}


def test_a_value_wrapped_onto_the_next_line_is_found_across_both(det: RecordingDetector) -> None:
    first = OcrLine(100, 200, 400, 214, "Please transfer to IBAN FR76 3000 6000 0112", 0.9)
    second = OcrLine(100, 216, 260, 230, "3456 7890 189 before Friday.", 0.9)
    hits = [h for h in find_in_lines(det, [first, second]) if h.found.entity == "IBAN_CODE"]
    assert len(hits) == 1
    spans = {ln.text: ln.text[a:b] for ln, a, b in hits[0].spans}
    assert spans == {first.text: "FR76 3000 6000 0112", second.text: "3456 7890 189"}


def test_a_listed_name_read_with_one_letter_wrong_is_still_found() -> None:
    det = detector_for(PrivacySettings(deny_list=["Luis Zielinski", "Mei Rossi"]))
    for text, value in [("Owner: Luis Zilinski", "Luis Zilinski"), ("Luis Zielinsky was", "Luis Zielinsky"),
                        ("cc Mei Rosi", "Mei Rosi"), ("Hello Luis Zielinski!", "Luis Zielinski")]:
        assert [text[f.start:f.end] for f in det.find(text) if f.entity == "DENY_LIST"] == [value], text
    # two letters away: not the listed name (a person's name all the same: PERSON)
    assert not [f for f in det.find("Louis Zielinskis") if f.entity == "DENY_LIST"]
    # the name run together as a user's name is the listed person's (`meirossi`); one letter off it is not
    assert [f.detector for f in det.find("@meirossi Meirosi") if f.entity == "DENY_LIST"] == ["deny_list"]


def test_a_listed_name_run_into_the_next_word_is_found_with_it() -> None:
    det = detector_for(PrivacySettings(deny_list=["Marlowe", "Jane Marlowe", "Ann"]))
    for text, value in [("Sent by Marloweand the team", "Marloweand"), ("reply toMarlowe today", "toMarlowe"),
                        ("cc Jane Marlowewrote", "Jane Marlowewrote")]:
        assert value in [text[f.start:f.end] for f in det.find_all(text) if f.entity == "DENY_LIST"], text
    # a short term is never looked for inside words: "Ann" is not in "Announcement"
    assert not det.find("Announcement Annual planning")


def test_a_phone_candidate_met_again_is_judged_in_its_own_context() -> None:
    """libphonenumber's verdicts are remembered per candidate: the same digits alone, glued to letters or after a
    currency sign (which the library refuses), met in any order, get the library's own answer each time."""
    import phonenumbers

    texts = ["4155550132", "ab4155550132", "4155550132cd", "£4155550132", "Tel 415 555 0132", "Tel415 555 0132x",
             "+44 20 7946 0958", "x+44 20 7946 0958y", "20 7946 0958", "x20 7946 0958y", "(415) 555-0132 ext"]
    matcher = PhoneMatcher()
    for text in [*texts, *reversed(texts)]:
        expected = sorted({(m.start, m.end) for region in PHONE_REGIONS
                           for m in phonenumbers.PhoneNumberMatcher(text, region, leniency=1)})
        assert [(f.start, f.end) for f in matcher.analyze(text)] == expected, text
    assert matcher.analyze("4155550132") and not matcher.analyze("ab4155550132")


def test_the_deny_patterns_over_the_terms_a_text_holds_find_what_all_terms_find() -> None:
    """The deny-list's patterns run with only the terms a text holds in some case (`DenyMatcher._whole`): the same
    matches as with every term, on texts whose case the regex engine equates in ways folding alone does not (the
    dotted and dotless i, the long s, the Kelvin sign), glued terms, and terms absent."""
    import _sre
    import sys
    from re import _casefix  # type: ignore[attr-defined]  # the regex engine's table of extra case equivalents

    from cuaflow.tasks.privacy.matchers import DenyMatcher, Matcher, _caseless

    # every class of characters IGNORECASE equates (same simple lower case, or listed as extra equivalents) folds
    # to one text, so a term found in a text in any case is a substring of the text folded
    extra = _casefix._EXTRA_CASES
    classes: dict[int, set[int]] = {}
    for cp in (cp for cp in range(sys.maxunicode + 1) if _sre.unicode_tolower(cp) != cp or cp in extra):
        lo = _sre.unicode_tolower(cp)
        classes.setdefault(min((lo, *extra.get(lo, ()))), set()).update((cp, lo, *extra.get(lo, ())))
    assert len(classes) > 1000
    assert all(len({_caseless(chr(c)) for c in members}) == 1 for members in classes.values())
    deny = DenyMatcher(["Ivan Petrov", "Jane Marlowe", "Oskar", "Zoë Müller", "Kim Sato"])
    texts = ["İVAN PETROV called", "ıvan petrov", "Sent by Marloweand the team", "JANE MARLOWE, ſato", "\u212aim Sato",
             "Zoe Muller and Oskarsson", "no one here", "Jane Marlowe Oskar Kim Sato Ivan Petrov Zoë Müller Zoe Muller",
             "ſOSKAR"]
    for text in texts:
        assert deny._whole(text) == Matcher.analyze(deny, text), text
    found = {text[f.start:f.end] for text in texts for f in deny._whole(text)}
    assert {"İVAN PETROV", "ıvan petrov", "JANE MARLOWE", "\u212aim Sato", "Oskarsson", "ſOSKAR"} <= found
    assert re.search(r"(?i)ivan", "İVAN") and "ivan" in _caseless("İVAN")


def test_a_pattern_is_skipped_only_on_a_text_without_the_characters_it_opens_with() -> None:
    """`Matcher.needs`: a key's prefix (any case: the patterns ignore case) decides whether its pattern is searched;
    the matches are those of every pattern searched."""
    from cuaflow.tasks.privacy.matchers import Matcher, _leading
    from cuaflow.tasks.privacy.patterns import API_KEY_PATTERNS

    keys = Matcher("api", "API_KEY", API_KEY_PATTERNS)
    assert dict(zip([n for n, _, _ in API_KEY_PATTERNS], keys.needs, strict=True)) == {
        "aws_access_key": None, "github_token": "gh", "github_pat": "github_pat_", "gitlab_pat": "glpat-",
        "slack_token": "xox", "stripe_key": None, "openai_key": None, "google_api_key": "aiza", "jwt": "eyj",
        "private_key_block": "-----begin ", "password_hash": None, "base64_secret": None, "high_entropy_token": None}
    assert _leading(r"\bab?c", 0) is None and _leading(r"\babc+d", 0) == "abc" and _leading("a b", re.VERBOSE) is None
    token = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z"
    for text in [f"token {token} set", f"TOKEN {token.upper()}", "GLPAT-abcdefghij0123456789 x", "no key here",
                 "xoxb-123456789012-abc and AIzaSyA1234567890abcdefghijklmnopqrstu", "-----begin rsa private key-----"]:
        every = [(m.start(), m.end()) for rx, _ in keys.compiled for m in rx.finditer(text)]
        assert [(f.start, f.end) for f in keys.analyze(text)] == every, text
    assert keys.analyze(f"TOKEN {token.upper()}") and keys.analyze("-----begin rsa private key-----")


def test_a_value_wrapped_beside_another_column_is_found(det: RecordingDetector) -> None:
    dates = [OcrLine(1060, 285, 1114, 313, "12 Mar", 0.9), OcrLine(1060, 303, 1114, 326, "11 Mar", 0.9)]
    first = OcrLine(1141, 281, 1888, 304, "so we tried the account IBAN ES74 3698", 0.9)
    second = OcrLine(1141, 302, 1468, 326, "9831 1734 7748 6055 instead.", 0.9)
    hits = [h for h in find_in_lines(det, [*dates, first, second]) if h.found.entity == "IBAN_CODE"]
    assert {ln.text[a:b] for h in hits for ln, a, b in h.spans} == {"ES74 3698", "9831 1734 7748 6055"}


def test_recogniser_table_names_each_entity_and_prefix_once() -> None:
    assert [r.entity for r in RECOGNISERS] == list(BUILT_IN)
    assert len({r.short for r in RECOGNISERS}) == len(RECOGNISERS)


@pytest.mark.parametrize(("device", "available", "expected"), [
    ("auto", ["CPUExecutionProvider"], [CPU]),
    ("auto", ["CUDAExecutionProvider", "CPUExecutionProvider"], ["CUDAExecutionProvider", CPU]),
    ("auto", ["TensorrtExecutionProvider", "CUDAExecutionProvider", "CPUExecutionProvider"],
     ["TensorrtExecutionProvider", CPU]),
    ("auto", ["AzureExecutionProvider", "CPUExecutionProvider"], [CPU]),
    ("cpu", ["CUDAExecutionProvider", "CPUExecutionProvider"], [CPU]),
    ("gpu", ["ROCMExecutionProvider", "CPUExecutionProvider"], ["ROCMExecutionProvider", CPU]),
])
def test_execution_provider_follows_the_setting_and_what_is_installed(device: str, available: list[str],
                                                                      expected: list[str]) -> None:
    assert providers(device, available) == expected


def test_gpu_required_but_absent_is_a_clear_error() -> None:
    with pytest.raises(OcrError, match=r"ocr.device: gpu.*no GPU execution provider"):
        providers("gpu", ["CPUExecutionProvider"])


def test_the_fill_is_visible_on_a_dark_screen() -> None:
    dark = np.full((60, 200, 3), (24, 26, 31), dtype=np.uint8)
    s = PrivacySettings()
    paint(dark, (20, 10, 180, 50), s.fill, s.marker)
    box = dark[10:50, 20:180].reshape(-1, 3)
    fill = (box == np.array(s.fill, dtype=np.uint8)).all(axis=1).mean()
    stripes = (box == np.array(s.marker, dtype=np.uint8)).all(axis=1).mean()
    assert 0.5 < fill < 0.8 and 0.2 < stripes < 0.5  # a magenta box striped black: no dark widget looks so
    assert (np.abs(box.astype(int) - (24, 26, 31)).sum(axis=1) > 100).mean() > 0.5  # most of it far from the theme
    assert (dark[:10] == (24, 26, 31)).all() and (dark[:, :20] == (24, 26, 31)).all()  # nothing outside the box


def test_a_match_is_placed_on_its_own_characters() -> None:
    text = "Card 4539 1488 0343 6467 charged"
    xs = tuple(100 + 7.0 * k + 3.5 for k in range(len(text)))  # 7 px a character from x=100
    x0, _, x1, _ = char_box(OcrLine(100, 0, 100 + 7 * len(text), 14, text, 1.0, xs), 5, 24)
    assert 100 + 7 * 4 - 2 <= x0 <= 100 + 7 * 5 and 100 + 7 * 24 <= x1 <= 100 + 7 * 26


def test_luhn() -> None:
    assert luhn("4539148803436467") and not luhn("4539148803436468")


def test_audit_says_when_redaction_was_off() -> None:
    recs = pl.DataFrame({"privacy": ["off", "off"], "n_privacy_terms": [None, None]})
    a = audit.audit(PrivacySettings(enabled=False), recs, None)
    assert a.redaction == "off" and a.engine is None and a.total == 0 and a.recordings_unredacted == 2
    assert audit.line(a).startswith("personal data NOT redacted (privacy.enabled: false)")
    mixed = audit.audit(PrivacySettings(), pl.DataFrame({"privacy": ["off", audit.engine()],
                                                         "n_privacy_terms": [None, 2]}), None)
    assert mixed.redaction == "partly: off for 1 of 2 recordings" and mixed.recording_terms == 2
