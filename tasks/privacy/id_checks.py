"""Each national identity number's own check, over its letters and digits with the separators taken out: a check
digit or letter, a valid birth date, prefix rules (`national.py` holds where and how each is printed, and its cues).
Each function takes the bare value and says whether it can be one; the rate at which a random run passes is in its
docstring where the check is weak."""

from __future__ import annotations

import datetime
import re

from cuaflow.tasks.privacy.glued import luhn

_TODAY = datetime.date.today()


def _date(y: int, m: int, d: int) -> bool:
    try:
        return datetime.date(y, m, d) <= _TODAY
    except ValueError:
        return False


def _digits(value: str) -> list[int]:
    return [int(c) for c in value]


def _recent(yy: int) -> bool:
    """A two-digit year of the last ~15 years: `YYMMDD-NNNN` is then more likely a date-stamped reference."""
    return 10 <= yy <= _TODAY.year % 100


# -- Brazil
def cpf(value: str) -> bool:
    """Two mod-11 check digits over 9 digits (weights 10..2, then 11..2); one digit repeated is no CPF.
    A random 11-digit run passes 1 in 100."""
    if len(value) != 11 or len(set(value)) == 1:
        return False
    d = _digits(value)
    return all(sum(x * (n + 1 - k) for k, x in enumerate(d[:n])) * 10 % 11 % 10 == d[n] for n in (9, 10))


def cnpj(value: str) -> bool:
    """Two mod-11 check digits (weights 5..2,9..2 then 6..2,9..2; remainder < 2: 0)."""
    if len(value) != 14 or len(set(value)) == 1:
        return False
    d = _digits(value)
    for n in (12, 13):
        weights = [*range(n - 7, 1, -1), *range(9, 1, -1)]
        r = sum(x * w for x, w in zip(d[:n], weights, strict=True)) % 11
        if (0 if r < 2 else 11 - r) != d[n]:
            return False
    return True


# -- Italy: codice fiscale; its digits may be letters (omocodia, LMNPQRSTUV for 0-9) to tell apart two people
_CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
_CF_DIGIT = str.maketrans("LMNPQRSTUV", "0123456789")
CF_MONTHS = "ABCDEHLMPRST"


def codice_fiscale(value: str) -> bool:
    """The check letter (odd positions by the law's table, even ones by value, mod 26), a month letter and a day
    (1-31, +40 for women). A random string of the format passes 1 in 26."""
    if len(value) != 16:
        return False
    day = int(value[9:11].translate(_CF_DIGIT))
    if not (1 <= day <= 31 or 41 <= day <= 71):
        return False
    total = 0
    for k, c in enumerate(value[:15]):
        v = int(c) if c.isdigit() else ord(c) - 65
        total += _CF_ODD[v] if k % 2 == 0 else v
    return chr(65 + total % 26) == value[15]


# -- Spain
_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni(value: str) -> bool:
    """DNI (8 digits) or NIE (X/Y/Z for 0/1/2, 7 digits), then the letter of the number mod 23: 1 in 23."""
    if value[0] in "XYZ":
        value = str("XYZ".index(value[0])) + value[1:]
    return len(value) == 9 and value[:8].isdigit() and _DNI_LETTERS[int(value[:8]) % 23] == value[8]


# -- Netherlands
def bsn(value: str) -> bool:
    """The 11-proof: 9·d1 + 8·d2 + … + 2·d8 − d9 ≡ 0 (mod 11). A random 9-digit run passes 1 in 11: a cue or the
    dotted `NNNN.NN.NNN` is required."""
    d = _digits(value)
    return len(d) == 9 and value != "000000000" and (
        sum(x * (9 - k) for k, x in enumerate(d[:8])) - d[8]) % 11 == 0


def versioned(value: str) -> bool:
    """`2024.03.115`: a year and a month first, a version or a dated reference's shape, not a BSN's."""
    return 1990 <= int(value[:4]) <= 2039 and 1 <= int(value[4:6]) <= 12


# -- Poland
def pesel(value: str) -> bool:
    """Weights 1-3-7-9 (check = −sum mod 10) and a birth date: month 1-12 (1900s) or 21-32 (2000s), not after
    today. A digit run stamped with a date of 2000-2039 (`20250314001`: YYYYMMDD…) is a reference, not a PESEL (a
    PESEL of 1920 reads so only when its day and serial also look like a month and a day).
    A random 11-digit run passes ~1 in 200 (a date ~0.05, the check 0.1): kept without a cue, PESELs being shown
    bare in Polish records, and the date rules refusing the 11-digit phone numbers of Poland (`48` and a mobile
    5xx-8xx: a month 51-88), Brazil (area code and `9`) and Germany (`0171…`)."""
    if len(value) != 11:
        return False
    d = _digits(value)
    if sum(x * w for x, w in zip(d[:10], (1, 3, 7, 9) * 3, strict=False)) % 10 != (10 - d[10]) % 10:
        return False
    yy, mm, dd = int(value[:2]), int(value[2:4]), int(value[4:6])
    if mm > 20:
        yy, mm = yy + 2000, mm - 20
    else:
        yy += 1900
    if not _date(yy, mm, dd):
        return False
    return not (value.startswith("20") and int(value[2:4]) <= 39 and _date(int(value[:4]), int(value[4:6]),
                                                                          int(value[6:8])))


# -- Korea
def rrn(value: str) -> bool:
    """YYMMDD, a sex and century digit (1-8: 1900s, 2000s, foreigners), a check digit (weights 2-9,2-5; 11 −
    sum mod 11, mod 10). Numbers issued since October 2020 have no check digit: those are not found."""
    if len(value) != 13 or value[6] not in "12345678":
        return False
    d = _digits(value)
    century = 1900 if value[6] in "1256" else 2000
    if not _date(century + int(value[:2]), int(value[2:4]), int(value[4:6])):
        return False
    total = sum(x * w for x, w in zip(d[:12], (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5), strict=True))
    return (11 - total % 11) % 10 == d[12]


# -- China
_CN_WEIGHTS = [pow(2, 17 - k, 11) for k in range(17)]


def resident_id(value: str) -> bool:
    """A region (first digit 1-8), YYYYMMDD from 1900, three digits and the ISO 7064 mod 11-2 check (`X` for 10).
    A random 18-digit run passes ~1 in 100,000 (a date of 1900-today ~0.0016, the check 1/11)."""
    if len(value) != 18 or value[0] not in "12345678" or not value[:17].isdigit():
        return False
    year = int(value[6:10])
    if year < 1900 or not _date(year, int(value[10:12]), int(value[12:14])):
        return False
    total = sum(int(c) * w for c, w in zip(value[:17], _CN_WEIGHTS, strict=True))
    return "10X98765432"[total % 11] == value[17].upper()


# -- Nordic countries
def stamped(value: str) -> bool:
    """`YYMMDD-NNNN` of the last ~15 years, or `YYYYMMDD-NNNN` from 2010: more likely a date-stamped reference
    (`ORD 250314-0042`) than a person's number shown without a cue."""
    return (len(value) == 10 and _recent(int(value[:2]))) or (len(value) == 12 and int(value[:4]) >= 2010)


def personnummer(value: str) -> bool:
    """Sweden: YYMMDD (day + 60 for a coordination number) and NNNC, Luhn over those 10 digits."""
    if len(value) == 12:
        if value[:2] not in ("19", "20"):
            return False
        year, value = int(value[:4]), value[2:]
    else:
        year = None
    if len(value) != 10 or not luhn(value):
        return False
    yy, mm, dd = int(value[:2]), int(value[2:4]), int(value[4:6])
    dd -= 60 if dd > 60 else 0
    years = [year] if year is not None else [1900 + yy, 2000 + yy]
    return any(_date(y, mm, dd) for y in years)


def fodselsnummer(value: str) -> bool:
    """Norway: DDMMYY (day + 40 for a D-number; a health service's H-numbers, month + 40, are left out: they
    double the dates a random run may hold), an individual number that sets the century, and two mod-11 check
    digits (a remainder giving 10 is never issued). A random 11-digit run passes ~1 in 2,400 (a date ~0.05 with
    D-numbers, the checks ~1/121)."""
    if len(value) != 11:
        return False
    d = _digits(value)
    k1 = 11 - sum(x * w for x, w in zip(d[:9], (3, 7, 6, 1, 8, 9, 4, 5, 2), strict=True)) % 11
    k2 = 11 - sum(x * w for x, w in zip(d[:10], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
    if k1 % 11 != d[9] or k2 % 11 != d[10]:
        return False
    dd, mm, yy, ind = int(value[:2]), int(value[2:4]), int(value[4:6]), int(value[6:9])
    dd -= 40 if dd > 40 else 0
    if ind < 500 or (ind >= 900 and yy >= 40):
        year = 1900 + yy
    elif yy < 40:
        year = 2000 + yy
    elif ind < 750 and yy >= 54:
        year = 1800 + yy
    else:
        return False
    return _date(year, mm, dd)


_HETU_CENTURY = {"+": 1800, "-": 1900, "U": 1900, "V": 1900, "W": 1900, "X": 1900, "Y": 1900,
                 "A": 2000, "B": 2000, "C": 2000, "D": 2000, "E": 2000, "F": 2000}
_HETU_CHECK = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def henkilotunnus(value: str) -> bool:
    """Finland: DDMMYY, a century sign, an individual number 002-899 and a check character (DDMMYYNNN mod 31).
    A random `NNNNNN-NNNC` passes ~1 in 900 (a date ~0.035, the check 1/31)."""
    if len(value) != 11 or value[6] not in _HETU_CENTURY or not (value[:6] + value[7:10]).isdigit():
        return False
    if not 2 <= int(value[7:10]) <= 899:
        return False
    if not _date(_HETU_CENTURY[value[6]] + int(value[4:6]), int(value[2:4]), int(value[:2])):
        return False
    return _HETU_CHECK[int(value[:6] + value[7:10]) % 31] == value[10]


def cpr(value: str) -> bool:
    """Denmark: DDMMYY and 4 digits; no checksum since 2007, so the date is the only check (a cue is required)."""
    if len(value) != 10:
        return False
    dd, mm, yy = int(value[:2]), int(value[2:4]), int(value[4:6])
    return _date(1900 + yy, mm, dd) or _date(2000 + yy, mm, dd)


# -- Belgium, France
def belgian(value: str) -> bool:
    """YYMMDD (month + 20/40 for a bis number, 00 when unknown), 3 digits, check = 97 − (the 9 digits mod 97),
    with a 2 before them for a birth from 2000."""
    if len(value) != 11:
        return False
    yy, mm, dd = int(value[:2]), int(value[2:4]) % 20, int(value[4:6])
    check = int(value[9:])
    for century, prefix in ((1900, ""), (2000, "2")):
        if 97 - int(prefix + value[:9]) % 97 == check and (mm == 0 or dd == 0 or _date(century + yy, mm, dd)):
            return True
    return False


def nir(value: str) -> bool:
    """France: sex 1/2 (provisional 3/4/7/8 left out), YY, MM 01-12 (the unknown months 20-42 and 50-99 left
    out), a département (2A/2B for Corsica, not 00 or 96), commune, order and key = 97 − (the 13 digits mod 97;
    Corsica: 2A read as 19, 2B as 18). A random 15-digit run passes ~1 in 4,000 (sex 0.2, month 0.12, key 1/97)."""
    if len(value) != 15 or value[0] not in "12" or not value[13:].isdigit():
        return False
    mm = int(value[3:5])
    if not 1 <= mm <= 12:
        return False
    dept = value[5:7]
    body = value[:13]
    if dept in ("2A", "2B"):
        body = body[:5] + ("19" if dept == "2A" else "18") + body[7:]
    if not body.isdigit() or dept == "00" or dept == "96":
        return False
    return 97 - int(body) % 97 == int(value[13:])


# -- UK, Canada
_NINO = re.compile(r"(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]")


def nino(value: str) -> bool:
    """A prefix of allowed letters (not D, F, I, Q, U, V; not O second; not BG, GB, KN, NK, NT, TN, ZZ), six
    digits and a suffix A-D: no checksum."""
    return bool(_NINO.fullmatch(value))


def sin(value: str) -> bool:
    """Canada: 9 digits, Luhn, not starting with 0 or 8 (a random 9-digit run passes 1 in 10: a cue is required)."""
    return len(value) == 9 and value[0] not in "08" and luhn(value)


# -- United Arab Emirates, India, Turkey
def emirates_id(value: str) -> bool:
    """UAE: 784 (the country), a birth year, seven digits and a Luhn check digit (`784-1987-2102587-6`)."""
    return len(value) == 15 and value.startswith("784") and 1900 <= int(value[3:7]) <= _TODAY.year and luhn(value)


# the dihedral group D5's table, permutation and check (Aadhaar's check digit)
_D5 = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_P5 = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _k in range(2, 8):
    _P5.append([_P5[_k - 1][_P5[1][j]] for j in range(10)])


def aadhaar(value: str) -> bool:
    """India: 12 digits, not starting with 0 or 1, whose Verhoeff check holds (a random 12-digit run passes 1 in
    10: a cue is required)."""
    if len(value) != 12 or not value.isdigit() or value[0] in "01":
        return False
    c = 0
    for k, d in enumerate(reversed(value)):
        c = _D5[c][_P5[k % 8][int(d)]]
    return c == 0


def kimlik(value: str) -> bool:
    """Turkey's T.C. Kimlik No: 11 digits, not starting with 0; the 10th is (7 × odd sum − even sum) mod 10 of the
    first nine, the 11th the first ten's sum mod 10 (a random run passes 1 in 100)."""
    if len(value) != 11 or not value.isdigit() or value[0] == "0":
        return False
    d = [int(c) for c in value]
    return (7 * sum(d[0:9:2]) - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


PAN_SHAPE = re.compile(r"[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]")


def pan(value: str) -> bool:
    """India's PAN: five letters (the fourth the holder's kind: P a person, C a company, …), four digits, a
    letter; no checksum."""
    return bool(PAN_SHAPE.fullmatch(value))


def cuit(value: str) -> bool:
    """Argentina's CUIT/CUIL: a type (20, 23, 24, 27, 30, 33, 34), eight digits, a mod-11 check digit."""
    d = [int(c) for c in value]
    if len(d) != 11 or value[:2] not in ("20", "23", "24", "27", "30", "33", "34"):
        return False
    c = 11 - sum(v * w for v, w in zip(d, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=False)) % 11
    return d[10] == {11: 0, 10: 9}.get(c, c)


def rodne_cislo(value: str) -> bool:
    """Czech and Slovak rodné číslo (`YYMMDD/NNNN`): ten digits divisible by 11 (a remainder of 10 written as a
    final 0), the month +50 for a woman and +20 (+70) for numbers issued after 2003, a valid date."""
    if len(value) != 10 or not value.isdigit():
        return False
    if int(value) % 11 and not (int(value[:9]) % 11 == 10 and value[9] == "0"):
        return False
    yy, mm, dd = int(value[:2]), int(value[2:4]), int(value[4:6])
    mm -= 70 if mm > 70 else 50 if mm > 50 else 20 if mm > 20 else 0
    year = 1900 + yy if yy >= 54 else 2000 + yy  # ten digits since 1954
    return _date(year, mm, dd)


_RFC_CHARS = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc(value: str) -> bool:
    """Mexico's RFC of a person (four letters) or a company (three): YYMMDD, two homoclave characters and a check
    character (the characters' values weighted 13 … 2, 11 less the sum mod 11; 10 is `A`, 11 is `0`)."""
    v = value if len(value) == 13 else " " + value
    if len(v) != 13 or any(c not in _RFC_CHARS for c in v) or not _date(2000, int(v[6:8]), int(v[8:10])):
        return False
    r = 11 - sum(_RFC_CHARS.index(c) * (13 - k) for k, c in enumerate(v[:12])) % 11
    return v[12] == ("0" if r == 11 else "A" if r == 10 else str(r))


def itin(value: str) -> bool:
    """A US ITIN: 9, two digits, a group of 50-65, 70-88, 90-92 or 94-99, four digits (no checksum)."""
    g = int(value[3:5])
    return value[0] == "9" and (50 <= g <= 65 or 70 <= g <= 88 or 90 <= g <= 92 or 94 <= g <= 99)
