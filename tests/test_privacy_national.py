"""National identity numbers found by their own check, without a label (tasks/privacy/national.py).

The valid numbers are made here by each country's published algorithm, written apart from the module's (or are
published sample numbers); each is found in a sentence and in a table row, and the same number with its check
broken is not. Phone numbers, order numbers, dates, amounts, timestamps and IBANs are not identity numbers, and
random digit runs match at most at the rates the module states."""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable

import pytest

from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.privacy import id_checks, national
from cuaflow.tasks.privacy.recognisers import Detector

RNG = random.Random(20240517)


def _d(n: int, rng: random.Random = RNG) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def _birth(rng: random.Random = RNG, start: int = 1940, end: int = 2005) -> datetime.date:
    return datetime.date(start, 1, 1) + datetime.timedelta(days=rng.randrange((end - start) * 365))


def _mod11(body: str, weights: list[int]) -> str:
    r = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
    return "0" if r < 2 else str(11 - r)


def make_cpf() -> str:
    body = _d(9)
    body += _mod11(body, list(range(10, 1, -1)))
    body += _mod11(body, list(range(11, 1, -1)))
    return f"{body[:3]}.{body[3:6]}.{body[6:9]}-{body[9:]}"


def make_cnpj() -> str:
    body = _d(8) + "0001"
    body += _mod11(body, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    body += _mod11(body, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    return f"{body[:2]}.{body[2:5]}.{body[5:8]}/{body[8:12]}-{body[12:]}"


_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12,
                 14, 16, 10, 22, 25, 24, 23], strict=True))
_EVEN = {**{str(k): k for k in range(10)}, **{chr(65 + k): k for k in range(26)}}


def make_cf() -> str:
    letters = lambda n: "".join(RNG.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(n))  # noqa: E731
    born = _birth()
    day = born.day + RNG.choice((0, 40))
    body = (letters(6) + f"{born.year % 100:02d}" + "ABCDEHLMPRST"[born.month - 1] + f"{day:02d}" + letters(1)
            + _d(3))
    total = sum(_ODD[c] if k % 2 == 0 else _EVEN[c] for k, c in enumerate(body))
    return body + chr(65 + total % 26)


def make_dni() -> str:
    n = _d(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def make_nie() -> str:
    first, n = RNG.choice("XYZ"), _d(7)
    return first + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int("XYZ".index(first).__str__() + n) % 23]


def make_bsn() -> str:
    while True:
        body = str(RNG.randrange(1, 10)) + _d(7)
        last = sum(int(c) * w for c, w in zip(body, range(9, 1, -1), strict=True)) % 11
        if last < 10:
            return body + str(last)


def make_pesel() -> str:
    born = _birth(end=2015)
    month = born.month + (20 if born.year >= 2000 else 0)
    body = f"{born.year % 100:02d}{month:02d}{born.day:02d}" + _d(4)
    total = sum(int(c) * w for c, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3], strict=True))
    return body + str((10 - total % 10) % 10)


def make_rrn() -> str:
    born = _birth(end=2019)
    sex = RNG.choice("12") if born.year < 2000 else RNG.choice("34")
    body = born.strftime("%y%m%d") + sex + _d(5)
    total = sum(int(c) * w for c, w in zip(body, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5], strict=True))
    return f"{body[:6]}-{body[6:]}{(11 - total % 11) % 10}"


def make_china() -> str:
    body = "110105" + _birth().strftime("%Y%m%d") + _d(3)
    total = sum(int(c) * w for c, w in zip(body, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2], strict=True))
    return body + "10X98765432"[total % 11]


def _luhn_digit(body: str) -> str:
    total = 0
    for k, c in enumerate(reversed(body)):  # the digit to come is at position 0 from the right
        d = int(c) * (2 if k % 2 == 0 else 1)
        total += d // 10 + d % 10
    return str((10 - total % 10) % 10)


def make_swedish() -> str:
    body = _birth(end=2005).strftime("%y%m%d") + _d(3)
    return f"{body[:6]}-{body[6:]}{_luhn_digit(body)}"


def make_norwegian() -> str:
    while True:
        born = _birth(start=1950, end=1999)
        body = born.strftime("%d%m%y") + f"{RNG.randrange(500):03d}"
        k1 = 11 - sum(int(c) * w for c, w in zip(body, [3, 7, 6, 1, 8, 9, 4, 5, 2], strict=True)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        body += str(k1)
        k2 = 11 - sum(int(c) * w for c, w in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=True)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 != 10:
            return body + str(k2)


def make_finnish() -> str:
    born = _birth()
    sign = "-" if born.year < 2000 else "A"
    individual = f"{RNG.randrange(2, 900):03d}"
    date = born.strftime("%d%m%y")
    return date + sign + individual + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(date + individual) % 31]


def make_belgian() -> str:
    born = _birth(end=1999)
    body = born.strftime("%y%m%d") + f"{RNG.randrange(1, 998):03d}"
    check = 97 - int(body) % 97
    return f"{body[:2]}.{body[2:4]}.{body[4:6]}-{body[6:9]}.{check:02d}"


def make_nir() -> str:
    born = _birth()
    body = RNG.choice("12") + born.strftime("%y%m") + f"{RNG.randrange(1, 96):02d}" + _d(6)
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"


def make_sin() -> str:
    body = RNG.choice("1234567") + _d(7)
    s = body + _luhn_digit(body)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def make_rodne() -> str:
    """A Czech rodné číslo: YYMMDD (a woman's month +50), three digits and the digit that makes the ten divisible
    by 11 (a number whose nine digits leave 10 is skipped: it is written with a final 0)."""
    while True:
        born = _birth(start=1954, end=2003)
        mm = born.month + RNG.choice((0, 50))
        body = f"{born.year % 100:02d}{mm:02d}{born.day:02d}{RNG.randrange(1000):03d}"
        r = int(body) % 11
        if r != 10:
            return f"{body[:6]}/{body[6:]}{r}"


_RFC = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def make_rfc() -> str:
    """A Mexican person's RFC: four letters, YYMMDD, two homoclave characters, and the SAT's check character."""
    born = _birth()
    body = ("".join(RNG.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(4)) + born.strftime("%y%m%d")
            + "".join(RNG.choice("ABCDEFGHJKLMNPQRSTUVWXYZ123456789") for _ in range(2)))
    r = 11 - sum(_RFC.index(c) * (13 - k) for k, c in enumerate(body)) % 11
    return body + ("0" if r == 11 else "A" if r == 10 else str(r))


# (maker, a cue the format needs or "", the detector name)
MAKERS: list[tuple[Callable[[], str], str, str]] = [
    (make_cpf, "", "cpf"), (make_cnpj, "", "cnpj"), (make_cf, "", "codice_fiscale"), (make_dni, "", "dni"),
    (make_nie, "", "dni"), (make_bsn, "BSN", "bsn"), (make_pesel, "", "pesel"), (make_rrn, "", "rrn"),
    (make_china, "", "resident_id"), (make_swedish, "", "personnummer"), (make_norwegian, "", "fodselsnummer"),
    (make_finnish, "", "henkilotunnus"), (make_belgian, "", "belgian_national"), (make_nir, "", "nir"),
    (make_sin, "SIN", "sin"), (make_rodne, "", "rodne_cislo"), (make_rfc, "", "rfc"),
]
SAMPLES = [(maker(), cue, name) for maker, cue, name in MAKERS for _ in range(12)]


def _found(text: str) -> list[str]:
    return [text[f.start:f.end] for f in national.identities(text)]


@pytest.mark.parametrize(("number", "cue", "name"), SAMPLES)
def test_valid_numbers_are_found_in_a_sentence_and_a_table_row(number: str, cue: str, name: str) -> None:
    sentence = f"Please check {cue + ' ' if cue else ''}{number} before Friday."
    assert _found(sentence) == [number], (name, sentence)
    row = f"Jan Kowalski   {cue + ': ' if cue else ''}{number}   Lisboa   12.03.2024   3"
    assert _found(row) == [number], (name, row)
    det = [f for f in Detector(PrivacySettings()).find(sentence) if f.entity == "ID_NUMBER"]
    assert [sentence[f.start:f.end] for f in det] == [number]


def _broken(number: str) -> str:
    """The number with its last check character changed."""
    k = max(i for i, c in enumerate(number) if c.isalnum())
    c = number[k]
    new = str((int(c) + 1) % 10) if c.isdigit() else ("A" if c != "A" else "B")
    if c in "Xx" and number.replace(" ", "").__len__() == 18:
        new = "5"
    return number[:k] + new + number[k + 1:]


@pytest.mark.parametrize(("number", "cue", "name"), SAMPLES[::3])
def test_a_broken_check_is_not_found(number: str, cue: str, name: str) -> None:
    text = f"{cue} {_broken(number)} on file"
    assert _found(text) == [], (name, text)


@pytest.mark.parametrize(("number", "name"), [
    ("111.444.777-35", "cpf"), ("11.444.777/0001-61", "cnpj"), ("RSSMRA85T10A562S", "codice_fiscale"),
    ("44051401359", "pesel"), ("131052-308T", "henkilotunnus"), ("811218-9876", "personnummer"),
    ("11010519491231002X", "resident_id"), ("12345678Z", "dni"), ("X1234567L", "dni"),
])
def test_published_samples(number: str, name: str) -> None:
    assert [(f.detector, number) for f in national.identities(f"ref {number}.")] == [(name, number)]


def test_a_codice_fiscale_read_box_by_box() -> None:
    for text in ("Codice B N C G L I 8 9 C 6 2 F 2 0 5 Z firma", "BNCGLI 89C62 F205Z", "BNCGLI89C62F205Z"):
        assert [text[f.start:f.end].replace(" ", "") for f in national.identities(text)] == ["BNCGLI89C62F205Z"]
    assert national.identities("B N C G L I 8 9 C 6 2 F 2 0 5 A") == []  # the check letter wrong


def test_bare_runs_need_their_cue() -> None:
    bsn = make_bsn()
    assert _found(f"Order {bsn} shipped") == []
    assert _found(f"BSN {bsn}") == [bsn]
    assert _found(f"burgerservicenummer van de werknemer: {bsn}") == [bsn]
    assert _found(f"{bsn[:4]}.{bsn[4:6]}.{bsn[6:]}") == [f"{bsn[:4]}.{bsn[4:6]}.{bsn[6:]}"]
    cpf = make_cpf().replace(".", "").replace("-", "")
    assert _found(f"Pedido {cpf}") == [] or id_checks.pesel(cpf) or id_checks.fodselsnummer(cpf)
    assert _found(f"CPF {cpf}") == [cpf]
    assert _found("ID 280485-1234 today") == []  # a Danish CPR without its cue
    assert _found("CPR-nr. 280485-1234") == ["280485-1234"]
    assert _found("CPR 310385-1234") == ["310385-1234"] and _found("CPR 300285-1234") == []  # no 30 February
    sin = make_sin()
    assert _found(f"Call {sin}") == [] and _found(f"SIN {sin}") == [sin]


def test_uk_national_insurance_numbers_by_their_prefix() -> None:
    assert _found("AB 12 34 56 C") == ["AB 12 34 56 C"]
    assert _found("NI number AB123456C") == ["AB123456C"]
    assert _found("Ref AB123456C") == []  # compact: only with a cue
    for bad in ("BG 12 34 56 C", "DA 12 34 56 C", "AO 12 34 56 C", "AB 12 34 56 E"):
        assert _found(bad) == [], bad


NEGATIVES = [
    "+55 21 99612-3048", "0171 2345678", "+49 171 2345678", "(11) 99612-3048", "612 345 678", "020 7946 0958",
    "+1 415-555-0110", "4155550110", "21996123048", "48512345678", "01712345678",
    "Order #100045678 shipped", "Order 100045678", "ORD-20250314-0042", "INV-2025-000123", "PO 2025031400017",
    "Ticket 20250314001", "Build 2024.03.115", "v2024.11.003",
    "2025-03-14", "14.03.2025", "14/03/2025 10:22", "2025-03-14T10:22:31Z", "1710423456", "1710423456789",
    "1.234.567,89", "$12,345,678.90", "€ 9.876.543,21", "12 345 678,90 zł",
    "DE89 3704 0044 0532 0130 00", "DE89370400440532013000", "NL91ABNA0417164300", "GB29 NWBK 6016 1331 9268 19",
    "FR76 3000 6000 0112 3456 7890 189", "PL61 1090 1014 0000 0712 1981 2874",
    "4539 1488 0343 6467", "4539148803436467", "1Z999AA10123456784", "192.168.100.200",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_not_identity_numbers(text: str) -> None:
    assert national.identities(text) == [], text


def test_a_phone_and_a_card_keep_their_type() -> None:
    det = Detector(PrivacySettings())
    text = "Tel +55 21 99612-3048, card 4539 1488 0343 6467"
    assert {f.entity for f in det.find(text)} == {"PHONE_NUMBER", "CREDIT_CARD"}


# Random digit runs, no cue: the rates the module states (9, 10, 12-14 digits: none; 11 digits: PESEL ~1/200
# and fødselsnummer ~1/2,400; 15: NIR ~1/4,000; 18: resident ID ~1/50,000), with room for the sample's spread.
@pytest.mark.parametrize(("length", "bound"), [(9, 0), (10, 0), (11, 100), (12, 0), (13, 0), (15, 8), (18, 3)])
def test_random_digit_runs_rarely_match(length: int, bound: int) -> None:
    rng = random.Random(length)
    hits = sum(bool(national.identities(f"Order {_d(length, rng)} shipped")) for _ in range(10_000))
    assert hits <= bound, hits


def test_random_formatted_runs_rarely_match() -> None:
    rng = random.Random(7)
    # shapes shown without a cue, each kept only by its check: CPF 1/100, RRN ~1/600, Belgian ~1/270
    for shape, bound in (("ddd.ddd.ddd-dd", 150), ("dddddd-ddddddd", 40), ("dd.dd.dd-ddd.dd", 60),
                         ("dddddd-dddd", 110)):
        hits = sum(bool(national.identities("x " + "".join(str(rng.randrange(10)) if c == "d" else c
                                                            for c in shape) + " y")) for _ in range(10_000))
        assert hits <= bound, (shape, hits)


def test_a_digit_read_as_a_subscript() -> None:
    text = "BNCGLI89C₆2F205Z"
    assert [(f.start, f.end) for f in national.identities(text)] == [(0, 16)]


def test_the_newer_formats_checks() -> None:
    from cuaflow.tasks.privacy.id_checks import aadhaar, emirates_id, kimlik, pan

    # a number whose Verhoeff check holds and one digit off, a valid Kimlik and Emirates ID and each one off
    assert aadhaar("234567890124") and not aadhaar("234567890123") and not aadhaar("134567890124")
    assert kimlik("10000000146") and not kimlik("10000000145") and not kimlik("01000000146")
    assert emirates_id("784198721025876") and not emirates_id("784198721025877") and not emirates_id("785198721025877")
    assert pan("BNZPK1878N") and not pan("BNZXK1878N")


def test_a_czech_birth_number_an_rfc_and_an_itin() -> None:
    rc = make_rodne()
    assert _found(f"r. č. {rc.replace('/', '')}") == [rc.replace("/", "")]  # ten digits bare: only with its cue
    assert _found(f"Order {rc.replace('/', '')} shipped") == []
    assert _found("Spis 123456/7890 ze dne") == []  # a file number: no date, not divisible by 11
    # an ITIN by its groups (no checksum): 9, then 50-65, 70-88, 90-92, 94-99; an SSN's groups are not one
    assert _found("ITIN 922-70-1787 on the W-7") == ["922-70-1787"]
    assert _found("922-89-1787") == [] and _found("922-93-1787") == [] and _found("123-70-1787") == []
