"""Near-misses: identifiers judged private from their shape when OCR broke what proves them.

A checksum (mod 97, Luhn) or a validator (a known top-level domain, an exact provider pattern) proves a value; one
digit dropped or misread by OCR, one letter read in another script (`θ` in a GitHub token), a domain cut at a
line's end (`k.nakamura+billing@outlook.j`) and the proof fails although the value is plainly the identifier. These
scanners take the shape instead, at a lower score (`SHAPE`, still above `min_score`'s default):

- `iban_shaped`: a country of the IBAN registry, two check digits, then a BBAN of its country's length or up
  to two characters short whose digit positions hold digits (`DE0237050299000684712`: one digit short, mod 97 fails;
  `GB51 CAQx 2083…`: a capital read small);
- `card_shaped`: 14-19 digits grouped like a card (four groups of 3-5 joined by one separator, or Amex's 4-6-5),
  starting as a card scheme does (2-6), up to two of them read as look-alike letters (`4539 148g 0343 6467`);
- `token_shaped`: a provider's key prefix (`ghp_`, `sk_live_`, `AKIA`, …) or a 32+ character run mixing upper
  case, lower case and digits, with up to two letters of another script or look-alikes inside (`ghp_…θ…`), or a
  prefix whose `-`/`_` OCR read as a space (`glpat r8k1…`);
- `email_shaped`: `local@domain.label` in any script whose last label fails the top-level domain check (cut at a
  line's end, misread: `VBaH@npVMep.pφ` for a Cyrillic address), its `@` also read as `©` or `®`;
- `ipv6_shaped`: four or more hex groups joined by `:` with a `::` or eight groups, OCR's O/o/l/I read back as
  0/0/1/1;
- `phone_shaped`: `+`, a country code of 1-3 digits, then 6-13 digits in groups (spaces, dots, hyphens, a
  parenthesised area code) that libphonenumber refuses, a digit or two dropped (`+1 (646) 5-0163`).

Over-redaction measured on the clean screens of the test corpora (tests/benchmarks/README.md, "Privacy").
"""

from __future__ import annotations

import ipaddress
import re

from cuaflow.tasks.privacy import glued
from cuaflow.tasks.privacy.found import SURROGATE, Found
from cuaflow.tasks.privacy.matchers import IBAN_FORMATS, iban_classes

SHAPE = 0.65  # a shape without its proof: above min_score (0.4), below a checked match (found.CHECKED)

_IBAN_HEAD = re.compile(r"(?<![A-Za-z0-9])(?:IBAN:?\s?)?([A-Z]{2}) ?(\d) ?(\d)|(?<=IBAN)([A-Z]{2}) ?(\d) ?(\d)")
# a BBAN's letters are capitals; OCR reads a capital whose small letter has its shape as the small one (`CAQx`)
_IBAN_GROUP = re.compile(r" ?([A-Z0-9cosuvwxz]{1,6})")


IBAN_CUT = "iban_cut"  # an IBAN's start cut where its line ends (`onscreen.py` drops it where the rest is found)


def iban_shaped(text: str, cut: bool = False) -> list[Found]:
    """A country code, two check digits and a BBAN of about its country's length (module docstring); with `cut`,
    also an IBAN's start cut where the text ends (`IBAN_CUT`: a line read alone, `onscreen.py`)."""
    out: list[Found] = []
    for m in _IBAN_HEAD.finditer(text):
        cc = m.group(1) or m.group(4)
        if cc not in IBAN_FORMATS:
            continue
        classes = iban_classes(cc)
        body, at = _iban_body(text, m.end(), classes)
        # or its start, cut where a line read alone ends (a column's edge, a panel over it, an ellipsis): seven
        # digits of its BBAN at least, digits where its digits are
        start = cut and not text[at:].strip(" \t.…") and len(body) >= 7 and sum(c.isdigit() for c in body) >= 7 \
            and all(c.isdigit() for c, k in zip(body, classes, strict=False) if k == "n")
        if _iban_like(body, classes) or start:
            out.append(Found("IBAN_CODE", m.start(1) if m.group(1) else m.start(4), at, SHAPE,
                             "iban_shape" if _iban_like(body, classes) else IBAN_CUT))
    return out


def _iban_body(text: str, at: int, classes: str) -> tuple[str, int]:
    """The BBAN's characters read from `at` in groups, and where they end."""
    n = len(classes)
    body = ""
    while len(body) < n and (g := _IBAN_GROUP.match(text, at)) is not None:
        group = g.group(1)
        lettered = any(k == "n" and not (c.isdigit() or c in "OIS")
                       for c, k in zip(group, classes[len(body):], strict=False))
        if len(body) + len(group) > n or lettered:
            break  # longer than the country's IBAN, or letters where its digits are: the next word
        body += group
        at = g.end()
        if len(group) < 4:
            break  # a short group ends an IBAN as displayed
    return body, at


def _iban_like(body: str, classes: str) -> bool:
    """The country's length or up to two short, and digits where its digits are (0.8 of them, 8 at least)."""
    n = len(classes)
    if not n - 2 <= len(body) <= n or len(body) < 10:
        return False
    want = [k for k, c in enumerate(classes[:len(body)]) if c == "n"]
    return sum(body[k].isdigit() for k in want) >= 0.8 * len(want) and sum(c.isdigit() for c in body) >= 8


_CARD_GROUPS = re.compile(r"(?<![\d.,/:])((?:[3-6]\d{2,4}|2[2-7]\d{1,3}))([ -])(\d{3,5})\2(\d{3,5})\2(\d{3,5})"
                          r"(?![\d.,/:]|\2\d)|(?<![\d.,/:])(3[47]\d{2})([ -])(\d{5,6})\7(\d{4,5})(?![\d.,/:]|\7\d)")


# letters OCR reads for digits (`148g` for `1488`): which digit does not matter to a shape
_DIGIT_LOOKALIKES = str.maketrans("OoDlIiSsBbgqZz", "00011155889922")


def card_shaped(text: str) -> list[Found]:
    """Digits grouped like a card number: 14-19 in four groups (or Amex's three), a scheme's first digit; up to two
    of them read as look-alike letters."""
    out: list[Found] = []
    read = text.translate(_DIGIT_LOOKALIKES)
    for m in _CARD_GROUPS.finditer(read):
        n = sum(c.isdigit() for c in m.group(0))
        lookalikes = sum(not c.isdigit() for c in text[m.start():m.end()] if c not in " -")
        if 14 <= n <= 19 and lookalikes <= 2:
            out.append(Found("CREDIT_CARD", m.start(), m.end(), SHAPE, "card_shape"))
    return out


# provider prefixes of tests/… and patterns.py's keys; the rest of the token may hold up to two odd characters
_PREFIXES = ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xoxb-", "xoxa-", "xoxp-", "xoxo-",
             "xoxr-", "xoxs-", "sk_live_", "sk_test_", "rk_live_", "pk_live_", "sk-proj-", "sk-ant-", "sk-",
             "AKIA", "ASIA", "AIza")
_RUN = re.compile(r"[^\s\"'`<>()\[\]{},;=:/\\|]{20,}")
_ASCII_TOKEN = re.compile(r"[A-Za-z0-9_\-.]")


def _odd(c: str) -> bool:
    """A character a token does not hold: another script's letter, a symbol OCR put in place of a letter."""
    return not _ASCII_TOKEN.match(c)


# a provider's prefix whose `-` or `_` OCR read as a space (`glpat r8k1…`), then the key's 16+ characters
_SPLIT_PREFIX = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(p[:-1]) for p in _PREFIXES if p[-1] in "-_")
                           + r") ?[ _-] ?(?=[A-Za-z0-9_-]{16,})(?=\S*\d)[A-Za-z0-9_-]+")


def token_shaped(text: str) -> list[Found]:
    """Keys with up to two characters read in another script or as a look-alike, or a prefix's separator read
    as a space (module docstring)."""
    found = [Found("API_KEY", m.start(), m.end(), SHAPE, "token_shape") for m in _RUN.finditer(text)
             if _token_like(m.group(0))]
    return found + [Found("API_KEY", m.start(), m.end(), SHAPE, "token_shape") for m in _SPLIT_PREFIX.finditer(text)
                    if " " in m.group(0)]


def _token_like(run: str) -> bool:
    """A provider's prefix and 16+ characters with a digit, or 32+ mixing cases and digits with an odd one."""
    odd = sum(_odd(c) for c in run)
    if odd > 2 or "." in run.strip("."):
        return False
    prefixed = next((p for p in _PREFIXES if run.startswith(p)), None)
    if prefixed:
        rest = run[len(prefixed):]
        return len(rest) >= 16 and any(c.isdigit() for c in rest)
    return (odd > 0 and len(run) >= 32 and any(c.isdigit() for c in run) and any(c.isupper() for c in run)
            and any(c.islower() for c in run))


_EMAIL_SHAPE = re.compile(r"(?<![\w.+%'-])[\w.+%'-]*\w[@©®＠][\w-]+(?:\.[\w-]+)*\.([^\W\d_]{1,12})(?![\w.@-])")


# an address written to dodge harvesters: `anna.krueger [at] posteo [dot] de`, `jan(at)example(dot)nl`
_DODGED = re.compile(r"(?i)(?<![\w.+%-])[\w.+%-]*\w\s*[\[(<{]\s*(?:at|@)\s*[\])>}]\s*[\w-]+"
                     r"(?:\s*(?:[\[(<{]\s*(?:dot|\.)\s*[\])>}]|\.)\s*[\w-]+)+")


def email_dodged(text: str) -> list[Found]:
    """An e-mail address with `[at]` and `[dot]` (or parentheses) for `@` and `.`."""
    return [Found("EMAIL_ADDRESS", m.start(), m.end(), SHAPE, "email_dodged") for m in _DODGED.finditer(text)]


# an address cut by an ellipsis after its label (a notification's preview: `new email: rafa.monteir…`)
_CUT_EMAIL = re.compile(r"(?i)(?<![\w-])(?:e-?mail|mail|correo|courriel)(?:[ \t]+(?:address|adresse))?[ \t]*"
                        r"(?:[:：]|is)[ \t]*(?P<value>[\w+%-]+(?:\.[\w+%-]+)*(?:@[\w.-]*)?)[ \t]*(?:…|\.\.\.)")


# or with its `@` left before the ellipsis, no label needed (`reach me at m.wisniewska@o…`)
_CUT_AT = re.compile(r"(?<![\w.+%-])[\w.+%-]*\w@[\w.-]*(?=[ \t]*(?:…|\.\.\.))")


def email_cut(text: str) -> list[Found]:
    """An address cut by an ellipsis: after its label (`_CUT_EMAIL`, a dot or `@` in what is left of it), or
    with its `@` left (`_CUT_AT`)."""
    return [Found("EMAIL_ADDRESS", m.start("value"), m.end("value"), SHAPE, "email_cut")
            for m in _CUT_EMAIL.finditer(text) if "." in m.group("value") or "@" in m.group("value")] + [
        Found("EMAIL_ADDRESS", m.start(), m.end(), SHAPE, "email_cut") for m in _CUT_AT.finditer(text)
        if "…" in text or "..." in text]


def email_shaped(text: str) -> list[Found]:
    """`local@domain.label` in any script whose label is no known top-level domain (the checked recogniser
    already keeps the rest): a domain cut at the line's end, or misread."""
    return [Found("EMAIL_ADDRESS", m.start(), m.end(), SHAPE, "email_shape") for m in _EMAIL_SHAPE.finditer(text)]


_HEXISH = "0-9A-Fa-fOolI"
_V6_SHAPE = re.compile(rf"(?<![\w:])[{_HEXISH}]{{1,4}}(?: ?:{{1,2}} ?[{_HEXISH}]{{1,4}}){{3,7}}(?![\w:])")
_TO_HEX = str.maketrans({"O": "0", "o": "0", "l": "1", "I": "1"})


def ipv6_shaped(text: str) -> list[Found]:
    """An IPv6 address with spaces around its colons or O/o/l/I read for 0/1 (module docstring)."""
    out: list[Found] = []
    for m in _V6_SHAPE.finditer(text):
        value = m.group(0).replace(" ", "").translate(_TO_HEX)
        groups = [g for g in value.split(":") if g]
        if sum(any(c.isdigit() for c in g) for g in groups) < 2 or not any(len(g) >= 3 for g in groups):
            continue
        try:
            ipaddress.IPv6Address(value)
        except ValueError:
            continue
        out.append(Found("IP_ADDRESS", m.start(), m.end(), SHAPE, "ipv6_shape"))
    return out


_PHONE_SHAPE = re.compile(r"(?<![\w+])\+\d{1,3}(?:[ .\-]?\(?\d+\)?)+(?![\w])")


def phone_shaped(text: str) -> list[Found]:
    """An international number that no region's plan accepts, as OCR leaves it (module docstring); one whose
    start libphonenumber accepts is that number (`glued.phones`: `+1 415-555-0110253.85` runs into an amount)."""
    found = [m for m in _PHONE_SHAPE.finditer(text)
             if 8 <= sum(c.isdigit() for c in m.group(0)) <= 16 and not _DATE.search(m.group(0))]
    valid = {f.start for f in glued.phones(text)} if found else set()
    return [Found("PHONE_NUMBER", m.start(), m.end(), SHAPE, "phone_shape") for m in found if m.start() not in valid]


# an identifier's shape though no recogniser proved it (OCR misread a digit or a letter): a near-miss
# (above), seven digits or more in a run of digit groups (dates and times aside), a run of 20+
# characters holding letters and three digits or more, at most two hyphens and no path or URL punctuation (a token,
# an account; not a branch name or a file path)
_DATE = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?")
_DIGIT_RUN = re.compile(r"\d(?:[ .-]?\d)*")
_TOKEN_LIKE = re.compile(r"(?<![^\s=:\"'])(?=(?:[^\s\d]*\d){3})(?=[^\s-]*(?:-[^\s-]*){0,2}(?:\s|$))"
                         r"(?=\S*[^\W\d_])[^\s<>/.:=\"']{20,}")


def shaped(text: str) -> list[tuple[int, int]]:
    """Spans of `text` shaped like an identifier (above); surrogates (`<EMAIL_1>`) are not."""
    scans = (iban_shaped, card_shaped, token_shaped, email_shaped, ipv6_shaped, phone_shaped)
    spans = [(f.start, f.end) for scan in scans for f in scan(text)]
    plain = _DATE.sub(lambda m: " " * len(m.group()), text)
    spans += [m.span() for m in _DIGIT_RUN.finditer(plain) if sum(c.isdigit() for c in m.group()) >= 7]
    spans += [m.span() for m in _TOKEN_LIKE.finditer(text) if not SURROGATE_ONLY.fullmatch(m.group())]
    return sorted(spans)


SURROGATE_ONLY = re.compile(rf"(?:{SURROGATE.pattern}\W*)+")


_WORD_EDGE = re.compile(r"[^\W\d]")


def unproven(text: str) -> list[Found]:
    """The shape of `shaped` no recogniser has as a scanner that stands alone: seven digits or more in a run of
    digit groups with no letter or `-` joined to it (an identifier of some kind: a customer's, an account's, a
    phone's, a national number; not a date, a time, a file's or an order's name such as `payslip_2025-02_004417`
    or `112-4839201-5539402`), as `ID_NUMBER` at `SHAPE`."""
    plain = _DATE.sub(lambda m: " " * len(m.group()), text)
    # a code that opens the cell before the number is its issuer's, and part of it (a frequent-flyer number
    # `EBG 612448903`, `LH 992004187733451`)
    return [Found("ID_NUMBER", 0 if _ISSUER.fullmatch(text, 0, m.start()) else m.start(), m.end(), SHAPE,
                  "digit_run") for m in _DIGIT_RUN.finditer(plain)
            if sum(c.isdigit() for c in m.group()) >= 7 and "-" not in m.group()
            and not _WORD_EDGE.match(text, m.start() - 1) and not _WORD_EDGE.match(text, m.end())
            and text[m.start() - 1:m.start()] not in ("-", "_", "#", "/") and text[m.end():m.end() + 1] not in
            ("-", "_", "/")]


_ISSUER = re.compile(r"[A-Z][A-Z0-9]{1,2} ")
