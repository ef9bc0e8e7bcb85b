"""Values private by what names them (tasks/privacy/fields.py): a secret under its key, an identity number, a date
of birth or a street address under its label, found whatever the value looks like; the key or label itself, and
the interface's own words beside such keys and labels, are not."""

from __future__ import annotations

import pytest

from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.privacy.onscreen import find_in_lines, find_ocr
from cuaflow.tasks.privacy.recognisers import Detector, detector_for
from cuaflow.tasks.privacy.surrogates import Labels, replace


@pytest.fixture(scope="module")
def det() -> Detector:
    return detector_for(PrivacySettings())


def _found(det: Detector, text: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for f in find_ocr(det, text):
        out.setdefault(f.entity, []).append(text[f.start:f.end])
    return out


@pytest.mark.parametrize(("text", "entity", "value"), [
    # a .env file, a config, a shell history, request headers
    ("DB_PASSWORD=hunter2hunter2", "SECRET_VALUE", "hunter2hunter2"),
    ("AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "SECRET_VALUE",
     "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),  # slashes: no token pattern takes it whole
    ("PGPASSWORD=correcthorsebattery psql -h db.internal", "SECRET_VALUE", "correcthorsebattery"),
    ("SECRET_KEY = 'django-insecure-9x!k2m#p@q7w$e8r'", "SECRET_VALUE", "django-insecure-9x!k2m#p@q7w$e8r"),
    ('{"clientSecret": "b7Qp-22mX_rT"}', "SECRET_VALUE", "b7Qp-22mX_rT"),
    ("password: Tr0ub4dor&3", "SECRET_VALUE", "Tr0ub4dor&3"),
    ("mysqldump --password=s3cr3t-pw prod", "SECRET_VALUE", "s3cr3t-pw"),
    ("curl -u alice:wonderland https://api.example.com", "SECRET_VALUE", "wonderland"),
    ("Authorization: Basic YWxpY2U6d29uZGVybGFuZA==", "SECRET_VALUE", "YWxpY2U6d29uZGVybGFuZA=="),
    # identity numbers: an SSN by its shape, any number under an identity label
    ("SSN 078-05-1120", "ID_NUMBER", "078-05-1120"),
    ("Passport No. C01X00T47", "ID_NUMBER", "C01X00T47"),
    ("NI number QQ 12 34 56 C", "ID_NUMBER", "QQ 12 34 56 C"),
    ("Patient ID: MRN-00482913", "ID_NUMBER", "MRN-00482913"),
    ("Steuer-ID 12 345 678 901", "ID_NUMBER", "12 345 678 901"),
    ("Account number 12345678    Branch Leeds", "ID_NUMBER", "12345678"),  # the cell ends at the wide gap
    ("Employee ID: 204518", "ID_NUMBER", "204518"),
    ("Kundennummer 4471-0093", "ID_NUMBER", "4471-0093"),
    # dates of birth under their label
    ("Date of birth: 14/03/1987", "DATE_OF_BIRTH", "14/03/1987"),
    ("DOB 1987-03-14", "DATE_OF_BIRTH", "1987-03-14"),
    ("Born on March 4, 1987 in Leeds", "DATE_OF_BIRTH", "March 4, 1987"),
    ("Geburtsdatum: 4. März 1987", "DATE_OF_BIRTH", "4. März 1987"),
    # street addresses: under a label, or a street line's own shape
    ("Address: 12 Elm Row, Leeds LS1 4AB", "STREET_ADDRESS", "12 Elm Row, Leeds LS1 4AB"),
    ("Home address 7 Rue Cler, Paris", "STREET_ADDRESS", "7 Rue Cler, Paris"),
    ("ship to 1600 Amphitheatre Parkway, Mountain View", "STREET_ADDRESS",
     "1600 Amphitheatre Parkway, Mountain View"),
    ("12 rue de la Paix, 75002 Paris", "STREET_ADDRESS", "12 rue de la Paix, 75002 Paris"),
    ("Calle Mayor 10, 28013 Madrid", "STREET_ADDRESS", "Calle Mayor 10, 28013 Madrid"),
    # one-time codes, PINs and card security codes by their label; an account's name after its label
    ("Your verification code is 493021", "SECRET_VALUE", "493021"),
    ("Recovery codes: 8f3k-2j9d 7h2k-1m3n", "SECRET_VALUE", "8f3k-2j9d 7h2k-1m3n"),
    ("PIN: 4821", "SECRET_VALUE", "4821"), ("CVV 123", "SECRET_VALUE", "123"),
    ("Username: margot_l", "ACCOUNT_NAME", "margot_l"), ("Signed in as jmarlowe", "ACCOUNT_NAME", "jmarlowe"),
    ("Anschrift: Lindenstraße 12a, 10115 Berlin", "STREET_ADDRESS", "Lindenstraße 12a, 10115 Berlin"),
])
def test_a_value_is_found_from_what_names_it(det: Detector, text: str, entity: str, value: str) -> None:
    assert value in _found(det, text).get(entity, []), _found(det, text)


@pytest.mark.parametrize("text", [
    "Password: Required", "Forgot password?", "Change password", "Show token", "API key: Regenerate",
    "Password: ••••••••", "auth: required", "passes: 12", "max_tokens=1024", "keyboard: us",
    "tokenizer = AutoTokenizer.from_pretrained(name)", "password = os.environ['DB_PASSWORD']",
    "DB_PASSWORD=${DB_PASSWORD}", "token=<your token>", "The token expires in 3600 seconds",
    "Passport photo", "ID: 42", "Order ID: 1234-5678", "Account number", "Born to run", "Sort by: Date",
    "Version 2.4.1 released 12/03/2024", "Address Book", "Address: Add new address", "Shipping address 2 of 3",
    "Step 3 of 5", "Found 12 results in Docs", "Account: Personal", "User: Guest", "Logged in as admin",
    "Error code: 404", "Promo code: SAVE20", "Login: 2 attempts left", "PIN: Off", "Pin to taskbar", "Via Dolorosa",
])
def test_the_interface_beside_keys_and_labels_is_not(det: Detector, text: str) -> None:
    assert not any(f.entity in {"SECRET_VALUE", "ID_NUMBER", "DATE_OF_BIRTH", "STREET_ADDRESS", "ACCOUNT_NAME"}
                   for f in find_ocr(det, text)), _found(det, text)


def test_an_ssn_the_administration_never_issues_is_not_one(det: Detector) -> None:
    for never in ("000-12-3456", "666-12-3456", "912-12-3456", "123-00-4567", "123-45-0000"):
        assert "ID_NUMBER" not in _found(det, f"ref {never}"), never


def _line(x: int, y: int, text: str) -> OcrLine:
    return OcrLine(x, y, x + 9 * len(text), y + 16, text, 0.99, tuple(x + 9 * i + 4 for i in range(len(text))))


def test_a_value_under_its_label_on_the_row_below_is_filled_and_the_label_is_not(det: Detector) -> None:
    # a form: each label above its field, two columns
    lines = [_line(100, 100, "Date of birth"), _line(100, 122, "14/03/1987"),
             _line(500, 100, "Passport number"), _line(500, 122, "C01X00T47"),
             _line(100, 200, "Home address"), _line(100, 222, "12 Elm Row, Leeds LS1 4AB"),
             _line(100, 300, "Status"), _line(100, 322, "Active since 2024")]
    covered = {(ln.text, a, b) for h in find_in_lines(det, lines) for ln, a, b in h.spans}
    assert covered == {("14/03/1987", 0, 10), ("C01X00T47", 0, 9), ("12 Elm Row, Leeds LS1 4AB", 0, 25)}


def test_text_keeps_the_key_and_loses_the_value(det: Detector) -> None:
    labels = Labels("rec", {})
    text, done = replace("export STRIPE_WEBHOOK_SECRET=whsec_9a8b7c6d5e4f\nDOB: 02/11/1990", det, labels)
    assert "whsec_9a8b7c6d5e4f" not in text and "02/11/1990" not in text
    assert text.startswith("export STRIPE_WEBHOOK_SECRET=<SECRET_1>") and "DOB: <DOB_1>" in text
    assert sorted(f.entity for f, _ in done) == ["DATE_OF_BIRTH", "SECRET_VALUE"]


def test_a_column_under_a_header_naming_the_value_is_filled_cell_by_cell(det: Detector) -> None:
    # a patient list: `Date of birth` and `MRN` columns private by their header, `Admitted` dates not
    head = [_line(100, 100, "Patient"), _line(300, 100, "Date of birth"), _line(500, 100, "MRN ▲"),
            _line(700, 100, "Admitted")]
    rows = [(f"Row {k}", f"0{k}/0{k + 2}/198{k}", f"00{k}4829{k}", f"2025-03-1{k}") for k in range(1, 5)]
    cells = [_line(x, 130 + 30 * k, v) for k, row in enumerate(rows)
             for x, v in zip((100, 300, 500, 700), row, strict=True)]
    later = [_line(300, 500, "12/12/2024")]  # below the table's end: not its cell
    covered = {ln.text for h in find_in_lines(det, head + cells + later) for ln, a, b in h.spans
               if (a, b) == (0, len(ln.text))}
    assert covered == {r[1] for r in rows} | {r[2] for r in rows}, covered
    hits = find_in_lines(det, head + cells)
    spans = [(h.found.entity, id(ln)) for h in hits for ln, _, _ in h.spans]
    assert len(spans) == len(set(spans)), "each cell found once"


def test_two_header_cells_are_not_a_name_one_box_is(det: Detector) -> None:
    # `Ward` is a given name and `Admitted` a capitalised word the gazetteer does not know: in two boxes (a table's
    # cells) they are not a name; a name OCR reads in one box is
    header = [_line(100, 100, "MRN"), _line(160, 100, "Ward"), _line(220, 100, "Admitted")]
    assert not [h for h in find_in_lines(det, header) if h.found.entity == "PERSON"]
    one = [_line(100, 200, "Ward Ellingham")]
    assert [h.value for h in find_in_lines(det, one) if h.found.entity == "PERSON"] == ["Ward Ellingham"]


def test_a_long_text_is_read_around_its_keys_and_labels_and_loses_nothing(det: Detector) -> None:
    # an accessibility tree's length: each recogniser reads windows around its cue words (`fields.around_cues`)
    values = {"SECRET_VALUE": "hunter2hunter2", "DATE_OF_BIRTH": "14/03/1987", "ID_NUMBER": "078-05-1120",
              "ACCOUNT_NAME": "margot_l", "STREET_ADDRESS": "12 Elm Row, Leeds LS1 4AB"}
    text = " ".join(["lorem ipsum " * 300, f"DB_PASSWORD={values['SECRET_VALUE']}", "dolor sit " * 300,
                     f"Date of birth: {values['DATE_OF_BIRTH']}", "x " * 400, f"SSN {values['ID_NUMBER']}",
                     "y " * 300, f"Username: {values['ACCOUNT_NAME']}", "z " * 400,
                     f"Address: {values['STREET_ADDRESS']}"])
    assert {f.entity: text[f.start:f.end] for f in det.find(text)} == values
