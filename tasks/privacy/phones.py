"""Phone numbers written the national way, beyond libphonenumber's matcher in Presidio's eight regions
(`matchers.PhoneMatcher`).

- `cued`: a number after a label or a sentence that says it is one (`Telefon 512 908 334`, `Tlf. 35 82 19 04`,
  `电话 010-6552 8899`, `휴대폰 010-4827-1935`, `call me on 912 345 678`, `ruf mich an 0171 2345678`), valid in at
  least one of `REGIONS` (libphonenumber's `is_valid_number`). The cue is what makes it precise: a nine-digit
  run is valid somewhere far too often to be taken alone. Score `CUED_SCORE`, over the matcher's 0.4: the label
  says what the value is.
- `national`: with no cue, only the formats that are distinctive on their own (`_SHAPES`): a mobile prefix with
  its region's exact grouping (`010-1234-5678` KR, `138 1024 5678` CN, `090-1234-5678` JP, `512 908 334` PL,
  `912 345 678` PT, `612 345 678` ES, `347 123 4567` IT, `0412 345 678` AU), and a landline's format only where
  the text is in its region's script (`02-3456-7890` beside Hangul, `010-6552 8899` beside Han, `03-1234-5678`
  beside kana). Each is checked by libphonenumber as a mobile (or valid, for a trunk `0`) number of its region,
  and is refused beside what makes a number an amount, a size, a version, a reference or part of a longer
  number (`_AROUND`). Score 0.4, the matcher's. Left out: eight digits in pairs (`35 82 19 04`, Danish and
  Norwegian numbers have no trunk prefix: a row of scores or codes looks the same) and any grouping a region
  does not use, found only from a cue.

A national number of a region already searched (US, GB, DE, FR, IL, IN, CA, BR) is the matcher's. On a screen a
label may sit beside its value or on the row above it (`onscreen.py`: a `cued` phone opens the lower row of a
pair, as `fields.CUED` values do; `field_entity` names `Phone`, `Telefon`, `電話`… a phone's label), and a number
wrapped after a group (`call 912 345` / `678 after 6 pm`) is read across the two rows' join.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from typing import Any, Final

from cuaflow.tasks.privacy.found import Found

ENTITY: Final = "PHONE_NUMBER"
CUED_SCORE: Final = 0.55
NATIONAL_SCORE: Final = 0.4
CUED_DETECTOR: Final = "labelled_phone"  # a value found from its label (onscreen.py reads it under the label)

# where a cued number may be valid: the EU and EEA, the rest of Europe, the Americas, Asia and Oceania's larger
# markets (a label's number is taken if valid in one of them)
REGIONS: Final = (
    "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU",
    "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "NO", "CH", "LI", "GB", "UA", "RS", "TR", "RU",
    "IL", "AE", "SA", "EG", "ZA", "NG", "KE", "MA", "US", "CA", "MX", "BR", "AR", "CL", "CO", "PE", "CN", "HK",
    "TW", "JP", "KR", "SG", "MY", "TH", "VN", "PH", "ID", "IN", "PK", "AU", "NZ",
)

# a phone's label, in the languages of the screens (`Tel.`, `Mob.`, `Tlf.` abbreviated; `number` and its
# translations may follow)
_LABEL_WORDS = (
    r"phone|telephone|tel\.?|mobile(?:[ \t]+phone)?|mob\.?|cell(?:[ \t]*phone)?|fax|whats[ \t]?app|"
    r"telefon|handy|mobil(?:telefon)?|telefonnummer|handynummer|mobilnummer|t[ée]l[ée]phone|t[ée]l\.?|portable|"
    r"m[óo]vil|tel[ée]fono|celular|telem[óo]vel|telefone|cellulare|telefoon|mobiel|tlf\.?|puhelin|puh\.?|"
    r"gsm|kom\.?|komórka|telefon[ \t]+komórkowy|nr[ \t]+tel\.?|tel\.?[ \t]+kom\.?|"
    r"телефон|тел\.?|моб\.?|τηλέφωνο|τηλ\.?|κινητό")
_NUMBER_WORD = r"(?:[ \t]+(?:number|no\.?|nr\.?|nummer|numéro|número|numero|#))?"
_CJK_LABEL = (r"電話(?:番号)?|电话(?:号码)?|手机(?:号码?)?|手機(?:號碼)?|携帯(?:電話)?(?:番号)?|전화(?:번호)?|"
              r"휴대폰(?:[ \t]*번호)?|연락처")
# a sentence that gives a number: `call me on`, `ring us at`, `text me`, `zadzwoń pod`, `ruf mich an`
_SAID = (r"(?:call|ring|text|phone|sms|whats[ \t]?app)(?:[ \t]+(?:me|us|him|her|them))?(?:[ \t]+(?:on|at))?|"
         r"reach[ \t]+(?:me|us)[ \t]+(?:on|at)|"
         r"zadzwoń(?:[ \t]+(?:do[ \t]+mnie|do[ \t]+nas))?(?:[ \t]+(?:pod|na)(?:[ \t]+numer)?)?|"
         r"pod[ \t]+(?:nr\.?|numerem)|"  # Polish `pod nr (22) 843 17 59`: at the number
         r"ruf(?:en[ \t]+sie)?(?:[ \t]+(?:mich|uns))?[ \t]+an(?:[ \t]+unter)?|erreichbar[ \t]+unter|"
         r"appelle[zr]?(?:-moi|-nous)?(?:[ \t]+au)?|llám[ae]me(?:[ \t]+al)?|ligue(?:-me)?(?:[ \t]+para)?|"
         r"chiamami(?:[ \t]+al)?|bel(?:[ \t]+me)?(?:[ \t]+op)?")
_CUE = re.compile(
    # a Latin cue is a whole word (`Tel` is no cue inside `Telefon`, nor `bel` inside `label`)
    r"(?:(?<![\w-])(?i:(?:" + _LABEL_WORDS + r")" + _NUMBER_WORD + r"|" + _SAID + r")(?![^\W\d_])|" + _CJK_LABEL + r")"
    r"[ \t]*(?:\((?=[^)\n]*[^\W\d_])[^)\n]{1,20}\)[ \t]*)?"  # `Phone (mobile):`; not an area code, `Tel. (22)`
    r"(?:[:：=#.\-–][ \t]*)?(?i:(?:is|ist|est|es|é|è)[ \t]+)?(?:[:：][ \t]*)?")
# the cues' pieces, looked for in the text folded before the pattern is run (most texts with eight digits have none)
_CUE_PIECES = ("phone", "tel", "mob", "cell", "fax", "whats", "handy", "mobil", "t\u00e9l", "portable", "m\u00f3vil",
               "movil", "celular", "telem", "telefo", "mobiel", "tlf", "puh", "gsm", "kom", "nr", "\u0442\u0435\u043b",
               "\u043c\u043e\u0431", "\u03c4\u03b7\u03bb", "\u03ba\u03b9\u03bd\u03b7\u03c4", "電話", "电话", "手机",
               "手機", "携帯", "전화", "휴대폰", "연락처", "call", "ring", "text", "reach", "sms", "zadzwo", " an",
               "pod", "unter", "appel", "llam", "ligue", "chiam", "bel")
# a number's run: an optional `+`, digits in groups (spaces, hyphens, dots, slashes, a bracketed area code)
_RUN = re.compile(r"\+?\(?\d(?:[ \t]?[-–./]?[ \t]?\(?\)?[ \t]?\d){5,17}")
_GROUP_END = re.compile(r"\d(?=\D|$)")
_DATE_OR_TIME = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4}|\d{1,2}:\d{2}")
_AMOUNT = re.compile(r"\d{1,3}(?:[,. ]\d{3})*[.,]\d{2}(?!\d)")
_VERSION = re.compile(r"\d\.\d{1,2}\.")  # `2.24.13.78`: a version's one-digit first part


def _phonenumbers() -> Any:
    """The module, imported on first use (as `matchers` does: an import costs where no phone is read)."""
    import phonenumbers

    return phonenumbers


@functools.lru_cache(maxsize=65536)  # a number recurs in every row, pair and variant showing it
def valid_somewhere(value: str) -> bool:
    """`value` is a valid number with its `+` country code, or a valid national number of one of `REGIONS`."""
    pn = _phonenumbers()
    digits = "".join(c for c in value if c.isdigit())
    if not 7 <= len(digits) <= 15:
        return False
    if value.startswith("+") or digits.startswith("00"):
        candidates: tuple[str | None, ...] = (None,)
        value = "+" + digits[2:] if not value.startswith("+") else value
    else:
        candidates = REGIONS
    for region in candidates:
        try:
            if pn.is_valid_number(pn.parse(value, region)):
                return True
        except pn.NumberParseException:
            continue
    return False


def _ends(run: str) -> Iterator[int]:
    """Where a run may end, longest first: after each group of digits (`512 908 334 12` → `512 908 334`)."""
    return reversed([m.end() for m in _GROUP_END.finditer(run)])


def _number_shaped(value: str) -> bool:
    return not (_DATE_OR_TIME.search(value) or _AMOUNT.fullmatch(value.replace("\u00a0", " "))
                or _VERSION.match(value))


def may_cue(text: str) -> bool:
    low = text.casefold()
    return any(p in low for p in _CUE_PIECES)


def cued(text: str) -> list[Found]:
    """Numbers after a phone's label or a sentence that gives one, valid in one of `REGIONS`: the longest start
    of the run after the cue ending at a group's end."""
    if not may_cue(text):
        return []
    out: list[Found] = []
    for m in _CUE.finditer(text):
        run = _RUN.match(text, m.end())
        if run is None:
            continue
        if re.match(r"[.,]\d", text[run.end():run.end() + 2]) or _AFTER.match(text, run.end()):
            continue  # an amount, a share, a size, a count (`reach 12 345 678 users`)
        for end in _ends(run.group(0)):
            value = run.group(0)[:end]
            if sum(c.isdigit() for c in value) < 7:
                break
            if _number_shaped(value) and valid_somewhere(value):
                out.append(Found(ENTITY, run.start(), run.start() + end, CUED_SCORE, CUED_DETECTOR))
                break
    return out


_HANGUL = re.compile(r"[\uac00-\ud7af\u1100-\u11ff]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff]")
# (regions, pattern, script the text must hold or None, mobile only): each region's own grouping. Mobile-only
# shapes have no trunk `0` (a 3-3-3 run is also an amount with spaces for thousands): libphonenumber must call
# them mobile numbers of the region; a trunk `0` and a region's hyphens are distinctive enough for any valid type.
_SHAPES: tuple[tuple[tuple[str, ...], str, re.Pattern[str] | None, bool], ...] = (
    (("KR",), r"01[016789]-\d{3,4}-\d{4}|01[016789][ .]\d{4}[ .]\d{4}", None, False),
    (("KR",), r"0(?:2|[3-6][1-5])[-. ]\d{3,4}[-. ]\d{4}", _HANGUL, False),
    (("CN",), r"1[3-9]\d[- ]\d{4}[- ]\d{4}", None, True),
    (("CN",), r"1[3-9]\d{9}|0\d{2,3}-\d{7,8}|0\d{2,3}[- ]\d{3,4}[ ]\d{4}", _HAN, False),
    (("JP",), r"0[789]0-\d{4}-\d{4}", None, False),
    (("JP",), r"0\d{1,4}-\d{1,4}-\d{4}", _KANA, False),
    (("TW",), r"09\d{2}[- ]\d{3}[- ]\d{3}", _HAN, False),
    (("PL", "PT", "ES"), r"[4-9]\d{2}[ -]\d{3}[ -]\d{3}", None, True),
    (("ES",), r"[67]\d{2}(?:[ ]\d{2}){3}", None, True),
    (("IT",), r"3\d{2}[ ]\d{3}[ ]\d{3,4}|3\d{2}[ ]\d{6,7}", None, True),
    # Brazil is one of the matcher's regions, but its matcher misses a number run into a neighbouring cell's
    # date or amount in a row read joined (`(21) 99612-3048 12/03/2025`): the bracketed area code is exact enough
    (("BR",), r"\(\d{2}\)[ ]?9\d{4}-?\d{4}", None, True),
    (("BR",), r"\(\d{2}\)[ ]?[2-5]\d{3}-\d{4}", None, False),
    (("NL",), r"06[ -]\d{2}(?:[ ]\d{2}){3}", None, False),
    (("AU",), r"04\d{2}[ ]\d{3}[ ]\d{3}", None, False),
    (("BE",), r"04\d{2}(?:[ ]\d{2}){3}|04\d{2}/\d{2}(?:[ .]\d{2}){2}", None, False),
    (("AT",), r"06[5-9]\d[ /]\d{6,8}", None, False),
    (("CH",), r"07[5-9][ ]\d{3}[ ]\d{2}[ ]\d{2}", None, False),
    (("SE",), r"07[02369]-\d{3}[ ]\d{2}[ ]\d{2}", None, False),
)
# not inside a longer number: a group of digits before it, or a group of three after it, makes it part of an
# amount written with spaces for thousands (`1 512 908 334`, `512 908 334 120`)
_COMPILED = tuple((regions, re.compile(r"(?<![\w.,+#/@:-])(?<!\d[ \u00a0])(?:" + rx +
                                       r")(?![\w]|[.,/:-]\d|[ \u00a0]\d{3}(?!\d))"), script, mobile)
                  for regions, rx, script, mobile in _SHAPES)
# what makes a number something else when it sits beside it: a currency or a unit (an amount, a size, a count),
# a reference's word (an order, an invoice, a ticket), a sign
_BEFORE = re.compile(
    r"(?i)(?:[€$£¥₩₹#№]|\b(?:eur|usd|pln|zł|chf|gbp|cny|rmb|krw|jpy|no\.?|nr\.?|id|ref\.?|order|invoice|ticket|"
    r"case|page|iban|account|konto))[ \t]*[:.]?[ \t]*$")
_AFTER = re.compile(
    r"(?i)[ \t]*(?:[€$£¥₩₹%]|(?:eur|usd|pln|zł|chf|gbp|cny|rmb|元|円|원|krw|jpy|bytes?|[kmgt]i?b|b|"
    r"views|items|rows|users|pts|points|km|kg|m)\b)")


# every distinctive format holds seven digits or more, at most two separators apart: a text without such a run
# (most: amounts, dates, times, counts) holds none (tried at once, not format by format)
_SEVEN = re.compile(r"\d(?:[ .\-()/\u00a0]{0,2}\d){6}")


def national(text: str) -> list[Found]:
    """Numbers in a region's own distinctive format (module docstring), with no cue."""
    if not _SEVEN.search(text):
        return []
    out: list[Found] = []
    for regions, rx, script, mobile in _COMPILED:
        if script is not None and not script.search(text):
            continue
        for m in rx.finditer(text):
            if _BEFORE.search(text, 0, m.start()) or _AFTER.match(text, m.end()):
                continue
            if _fits(m.group(0), regions, mobile):
                out.append(Found(ENTITY, m.start(), m.end(), NATIONAL_SCORE, "phone_national"))
    return out


@functools.lru_cache(maxsize=65536)
def _fits(value: str, regions: tuple[str, ...], mobile: bool) -> bool:
    pn = _phonenumbers()
    kinds = (pn.PhoneNumberType.MOBILE, pn.PhoneNumberType.FIXED_LINE_OR_MOBILE)
    for region in regions:
        try:
            number = pn.parse(value, region)
        except pn.NumberParseException:
            continue
        if pn.is_valid_number_for_region(number, region) and (not mobile or pn.number_type(number) in kinds):
            return True
    return False


# full-width digits and dashes (CJK text, `０１０－６５５２`) read as ASCII: one character for one, so positions hold
_ASCII = str.maketrans("０１２３４５６７８９－‐‑−（）：", "0123456789----():")


def phones(text: str) -> list[Found]:
    """`cued` and `national` numbers (a recogniser's scanner)."""
    text = text.translate(_ASCII)
    return cued(text) + national(text)


_PHONE_FIELD = re.compile(r"(?i)(?:(?:mobile|cell|home|work|office|business|private|contact)[ \t]+)?(?:"
                          + _LABEL_WORDS + r")" + _NUMBER_WORD + r"|" + _CJK_LABEL + r"|(?i:contact[ \t]+number)")


def names_phone(label: str) -> bool:
    """A label that is only a phone's (`Phone`, `Telefon`, `Mobile number`, `電話番号`): a form's label or a
    column's header over a phone number."""
    return _PHONE_FIELD.fullmatch(label) is not None
