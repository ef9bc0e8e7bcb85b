"""National identity numbers recognised by their own check, without a label (`ID_NUMBER`): where and how each is
printed, and the cue it needs; the checks themselves are `id_checks.py`'s.

A label (`fields.identities`) finds an identity number only where one is shown; a spreadsheet column whose header
scrolled away, a tax form's boxes, a record's line of values show the number alone. Each format here is matched in
its printed forms and kept only when its check holds (a check digit or letter, a valid birth date, prefix rules):

| format | printed | check | cue needed |
|---|---|---|---|
| Brazil CPF | `010.690.576-73`; 11 digits | two mod-11 digits, not one digit repeated | bare: `CPF` |
| Brazil CNPJ | `11.444.777/0001-61`; 14 digits | two mod-11 digits | bare: `CNPJ` |
| Italy codice fiscale | `BNCGLI89C62F205Z`, a space between any characters | check letter, month letter, day | no |
| Spain DNI / NIE | `12345678Z`, `12.345.678-Z`, `X1234567L` | letter mod 23 | with a space before the letter |
| Netherlands BSN | `1234.56.782`; 9 digits, `123 456 782` | 11-proof | all but `NNNN.NN.NNN` |
| Poland PESEL | 11 digits | weights 1-3-7-9, a birth date 1900-today | no |
| Korea RRN | `900815-1234565`; 13 digits | check digit, date, sex digit | bare: `주민등록번호`, `RRN` |
| China resident ID | 18 characters, last may be `X` | ISO 7064 mod 11-2, region, date | no |
| Sweden personnummer | `YYMMDD-NNNN`, `YYYYMMDD-NNNN`; 10/12 digits | Luhn, date | bare, or a recent date |
| Norway fødselsnummer | 11 digits, `DDMMYY NNNNN` | two mod-11 digits, date | no |
| Finland henkilötunnus | `DDMMYY-NNNC` (century sign) | check character mod 31, date | no |
| Denmark CPR | `DDMMYY-NNNN` | a date (no checksum since 2007) | always: `CPR` |
| Belgium national number | `85.07.30-033.61`; 11 digits | mod 97, date | bare: `NISS`, `INSZ`, … |
| France NIR | `2 94 06 69 123 456 78`; 15 digits | key 97 − NIR mod 97, sex, month, département | no |
| UK NINO | `QQ 12 34 56 C` | prefix rules (no checksum) | compact `QQ123456C` |
| Canada SIN | `046 454 286`, `046-454-286` | Luhn | always: `SIN`, `NAS` |
| UAE Emirates ID | `784-1987-2102587-6` | Luhn, 784 and a birth year | no |
| India Aadhaar | `2345 6789 0124`; 12 digits | Verhoeff | always: `Aadhaar`, `UIDAI` |
| India PAN | `BNZPK1878N` | the holder's kind letter (no checksum) | no |
| Turkey T.C. Kimlik No | 11 digits | two digits from odd and even sums | always: `Kimlik`, `TCKN` |
| Czech / Slovak rodné číslo | `830509/5964` | divisible by 11, a date (+50 a woman's month) | bare: `r. č.` |
| Mexico RFC | `CEOM910823K74` (a company's has three letters) | check character mod 11, a date | no |
| US ITIN | `922-70-1787` | 9, a group of 50-65, 70-88, 90-92 or 94-99 (no checksum) | no |

A bare digit run of 9-11 digits is everywhere on a screen (order, phone, invoice numbers); a format matched on one
without a cue is kept only where its check and its date make a random run rare (rates per format in
`id_checks.py`, measured by tests/test_privacy_national.py). A cue is searched for `_CUE_BEFORE` characters
before the number and `_CUE_AFTER` after it, as a word in any case.

Scores: `SCORE` (0.75) for a checked number: above a value found from its label (0.6), a libphonenumber match
(0.4) or a shape (`nearmiss.SHAPE`), so the same digits read as a phone number stay an identity number; below
`found.CHECKED`, since a one-digit check proves less than Luhn over 16 digits or mod 97 over an IBAN, and an
unchecked pair of OCR rows must not take it across their join alone (onscreen.py). `UNCHECKED` (0.7): formats
without a checksum (NINO, CPR, PAN), held by their shape and cue.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.id_checks import (
    CF_MONTHS,
    PAN_SHAPE,
    aadhaar,
    belgian,
    bsn,
    cnpj,
    codice_fiscale,
    cpf,
    cpr,
    cuit,
    dni,
    emirates_id,
    fodselsnummer,
    henkilotunnus,
    itin,
    kimlik,
    nino,
    nir,
    pan,
    personnummer,
    pesel,
    resident_id,
    rfc,
    rodne_cislo,
    rrn,
    sin,
    stamped,
    versioned,
)

ENTITY = "ID_NUMBER"
SCORE = 0.75
UNCHECKED = 0.7
MIN_DIGITS = 6  # the gate: every format holds 6+ digits (a codice fiscale with one digit written as a letter too)

_CUE_BEFORE, _CUE_AFTER = 60, 30

# not inside a longer identifier, number, amount or path; a separator-grouped number may be followed by another
# cell's number (`010.690.576-73 3 orders`), a space-grouped one not (`1 23 45 67 89 06 12`: phone numbers)
_L = r"(?<![A-Za-z0-9_#№+./,-])"
_R = r"(?![A-Za-z0-9_]|[.,/-][A-Za-z0-9])"
_LS = r"(?<![A-Za-z0-9_#№+./,-])(?<!\d )"
_RS = r"(?![A-Za-z0-9_]|[.,/-][A-Za-z0-9]| \d)"


def _cue(words: str) -> re.Pattern[str]:
    return re.compile(rf"(?i)(?<![^\W\d_])(?:{words})(?![^\W\d_])")


def _rx(body: str, spaced: bool = False) -> re.Pattern[str]:
    return re.compile((_LS if spaced else _L) + f"(?:{body})" + (_RS if spaced else _R))


_N = "[0-9LMNPQRSTUV]"
_S = "[ ]{0,2}"  # OCR reads a boxed form's characters with spaces between them, or in groups
_CF = _rx(_S.join(["[A-Z]"] * 6 + [_N, _N, f"[{CF_MONTHS}]", _N, _N, "[A-Z]", _N, _N, _N, "[A-Z]"]))


def may_hold_pan(text: str) -> bool:
    """A PAN's shape: the one format with fewer than `MIN_DIGITS` digits, let through the recogniser's gate."""
    return PAN_SHAPE.search(text) is not None


@dataclass(frozen=True)
class _Format:
    name: str  # the match's detector
    rx: re.Pattern[str]
    valid: Callable[[str], bool]  # over the value's letters and digits, separators taken out
    cue: re.Pattern[str] | None = None  # a word that must stand near the number
    score: float = SCORE
    reject: Callable[[str], bool] | None = None  # a valid value this printed form still does not take
    signed: bool = False  # the value keeps its `-`/`+` (a henkilötunnus's century sign)


_CPF_CUE = _cue("cpf")
_CNPJ_CUE = _cue("cnpj")
_DNI_CUE = _cue("dni|nif|nie|documento|d\\.n\\.i\\.")
_BSN_CUE = _cue("bsn|burgerservicenummer|sofi-?nummer|sofinr|persoonsnummer|citizen service number")
_RRN_CUE = _cue("주민등록번호|주민번호|rrn|resident registration")
_SE_CUE = _cue("personnummer|personnr|pers\\.?nr|samordningsnummer")
_CPR_CUE = _cue("cpr|cpr-nr|cpr-nummer|personnummer")
_BE_CUE = _cue("rijksregisternummer|rijksregister|insz|niss|registre national|numéro national|national number|"
               "nationaal nummer|rrn")
_NINO_CUE = _cue("nino|national insurance|ni number|ni no")
_SIN_CUE = _cue("sin|social insurance|nas|assurance sociale")
_AADHAAR_CUE = _cue("aadhaar|aadhar|uidai|आधार")
_KIMLIK_CUE = _cue("kimlik|tckn|t\\.c\\.|tc no")
_RC_CUE = _cue("rodné číslo|rodne cislo|r\\. ?č\\.|rč|birth number")

FORMATS: tuple[_Format, ...] = (
    _Format("cpf", _rx(r"\d{3}\.\d{3}\.\d{3} ?[-–] ?\d{2}"), cpf),
    _Format("cpf", _rx(r"\d{11}|\d{9}-\d{2}"), cpf, _CPF_CUE),
    _Format("cnpj", _rx(r"\d{2}\.\d{3}\.\d{3}/\d{4}-\d{2}"), cnpj),
    _Format("cnpj", _rx(r"\d{14}"), cnpj, _CNPJ_CUE),
    _Format("codice_fiscale", _CF, codice_fiscale),
    _Format("dni", _rx(r"\d{8}-?[A-Z]|\d{2}\.\d{3}\.\d{3}-?[A-Z]|[XYZ]-?\d{7}-?[A-Z]"), dni),
    _Format("dni", _rx(r"\d{8} [A-Z]|\d{2}\.\d{3}\.\d{3} [A-Z]|[XYZ] ?\d{7} [A-Z]"), dni, _DNI_CUE),
    _Format("bsn", _rx(r"\d{4}\.\d{2}\.\d{3}"), bsn, reject=versioned),
    _Format("bsn", _rx(r"\d{9}|\d{3}([ .])\d{3}\1\d{3}|\d{4} \d{2} \d{3}", spaced=True), bsn, _BSN_CUE),
    _Format("pesel", _rx(r"\d{11}"), pesel),
    _Format("rrn", _rx(r"\d{6} ?- ?\d{7}"), rrn),
    _Format("rrn", _rx(r"\d{13}"), rrn, _RRN_CUE),
    _Format("resident_id", _rx(r"\d{6}( ?)\d{8}\1\d{3}[\dXx]", spaced=True), resident_id),
    _Format("personnummer", _rx(r"(?:19|20)\d{6}[-+]\d{4}|\d{6}[-+]\d{4}"), personnummer,
            reject=stamped),
    _Format("personnummer", _rx(r"(?:19|20)?\d{10}|(?:19|20)?\d{6}[-+]\d{4}"), personnummer, _SE_CUE),
    _Format("fodselsnummer", _rx(r"\d{6} ?\d{5}", spaced=True), fodselsnummer),
    _Format("henkilotunnus", _rx(r"\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]"), henkilotunnus, signed=True),
    _Format("cpr", _rx(r"\d{6}-\d{4}"), cpr, _CPR_CUE, UNCHECKED),
    _Format("belgian_national", _rx(r"\d{2}\.\d{2}\.\d{2} ?- ?\d{3}\.\d{2}"), belgian),
    _Format("belgian_national", _rx(r"\d{11}|\d{6}[ -]\d{3}[ .-]\d{2}|\d{2}\.\d{2}\.\d{2}[ -]\d{3}[ -]\d{2}"),
            belgian, _BE_CUE),
    _Format("nir", _rx(r"[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?(?:- ?)?\d{2}", spaced=True), nir),
    _Format("nino", _rx(r"[A-Z]{2} \d{2} \d{2} \d{2} [A-D]|[A-Z]{2} \d{6} [A-D]"), nino, score=UNCHECKED),
    _Format("nino", _rx(r"[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]"), nino, _NINO_CUE, UNCHECKED),
    _Format("sin", _rx(r"\d{3}([ -]?)\d{3}\1\d{3}", spaced=True), sin, _SIN_CUE),
    _Format("emirates_id", _rx(r"784-\d{4}-\d{7}-\d|784 ?\d{4} ?\d{7} ?\d"), emirates_id),
    _Format("aadhaar", _rx(r"\d{4}([ -]?)\d{4}\1\d{4}", spaced=True), aadhaar, _AADHAAR_CUE),
    _Format("kimlik", _rx(r"\d{11}"), kimlik, _KIMLIK_CUE),
    _Format("pan", _rx(r"[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]"), pan, score=UNCHECKED),
    _Format("cuit", _rx(r"(?:2[0347]|3[034])-\d{8}-\d"), cuit),
    _Format("rodne_cislo", _rx(r"\d{6}/\d{4}"), rodne_cislo),
    _Format("rodne_cislo", _rx(r"\d{10}|\d{6} / ?\d{4}"), rodne_cislo, _RC_CUE),
    _Format("rfc", _rx(r"[A-ZÑ&]{3,4} ?\d{6} ?[A-Z0-9]{3}"), rfc),
    _Format("itin", _rx(r"9\d{2}-\d{2}-\d{4}|9\d{2} \d{2} \d{4}"), itin, score=UNCHECKED),
)

_SEPARATORS = re.compile(r"[^A-Za-z0-9]")
# OCR reads a digit drawn small in a box or beside a box's edge as a sub- or superscript (`C₆2F`): read as the
# digit, one character for one (the positions stay the text's)
_SMALL_DIGITS = str.maketrans("₀₁₂₃₄₅₆₇₈₉⁰¹²³⁴⁵⁶⁷⁸⁹", "01234567890123456789")


def _cued(cue: re.Pattern[str], text: str, start: int, end: int) -> bool:
    return bool(cue.search(text, max(0, start - _CUE_BEFORE), start) or cue.search(text[end:end + _CUE_AFTER]))


# every format holds six digits or more at most three separators apart, or (a codice fiscale) six capitals and then
# a digit, each at most two spaces apart: a text without either holds none (tried at once, not format by format)
_GATE = re.compile(r"\d(?:[ .\-/]{0,3}\d){5}|[A-Z](?: {0,2}[A-Z]){5} {0,2}\d|[A-Z]{5}\d{4}[A-Z]")


def identities(text: str) -> list[Found]:
    """Every national identity number of `FORMATS` in `text` whose check holds (module docstring)."""
    out: dict[tuple[int, int], Found] = {}
    text = text.translate(_SMALL_DIGITS)
    if not _GATE.search(text):
        return []
    for f in FORMATS:
        for m in f.rx.finditer(text):
            span = m.span()
            if span in out:
                continue
            value = (m.group(0).replace(" ", "") if f.signed else _SEPARATORS.sub("", m.group(0)))
            if not f.valid(value) or (f.reject is not None and f.reject(value)):
                continue
            if f.cue is not None and not _cued(f.cue, text, *span):
                continue
            out[span] = Found(ENTITY, span[0], span[1], f.score, f.name)
    return sorted(out.values(), key=lambda f: f.start)
