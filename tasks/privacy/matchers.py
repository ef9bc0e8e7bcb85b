"""Pattern recognisers with no language model: regexes, a validator each, libphonenumber for phone numbers.

These were Presidio's predefined recognisers (`presidio-analyzer`), and their patterns, validators and scores are
Presidio's (MIT licence). Presidio's package cannot be imported without spaCy, and its import pulls in every NLP
engine installed beside it (transformers and torch when present): 95-400 MiB and 1-6 CPU seconds in each process
that redacts, for regexes. A `Matcher` reads a text as Presidio's `PatternRecognizer.analyze` did: each pattern
over the whole text (ignoring case unless told), a validator that keeps a match at score 1.0 (`True`), drops it
(`False`) or keeps the pattern's score (`None`). Each keeps its Presidio name, the `detector` of a redaction.
"""

from __future__ import annotations

import functools
import ipaddress
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cuaflow.tasks.privacy import person_cues as cues
from cuaflow.tasks.privacy import scripts
from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.scripts import UNSPACED, WORD, expanded, foreign, skeleton, spellings, strip_accents

if TYPE_CHECKING:
    import tldextract

Validator = Callable[[str], bool | None]
_FLAGS = re.DOTALL | re.MULTILINE | re.IGNORECASE  # Presidio's defaults for pattern recognisers


@dataclass(frozen=True)
class Matcher:
    """Patterns (name, regex, score) of one entity type; `validate` decides on each match (module docstring)."""

    name: str
    entity: str
    patterns: Sequence[tuple[str, str, float]]
    validate: Validator = lambda _: None
    flags: int = _FLAGS
    compiled: tuple[tuple[re.Pattern[str], float], ...] = field(init=False, repr=False, compare=False)
    # per pattern, the characters every match opens with (`_leading`), folded by `_caseless`: a text without them
    # is not searched (a key's prefix in a long accessibility text)
    needs: tuple[str | None, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "compiled", tuple((re.compile(rx, self.flags), s) for _, rx, s in self.patterns))
        needs = (_leading(rx, self.flags) for _, rx, _ in self.patterns)
        object.__setattr__(self, "needs", tuple(None if n is None else _caseless(n) for n in needs))

    def analyze(self, text: str) -> list[Found]:
        out: list[Found] = []
        low = _caseless(text) if any(self.needs) else ""
        for (rx, score), need in zip(self.compiled, self.needs, strict=True):
            if need is not None and need not in low:
                continue  # a match would hold `need` in some case, so its fold: none here
            for m in rx.finditer(text):
                if m.start() == m.end():
                    continue
                ok = self.validate(m.group(0))
                if ok is False:
                    continue
                out.append(Found(self.entity, m.start(), m.end(), 1.0 if ok else score, self.name))
        return out


_OPENING = re.compile(r"(?:\\b)*([A-Za-z0-9_ -]+)")


def _leading(pattern: str, flags: int) -> str | None:
    """The plain characters every match of `pattern` opens with, after word boundaries (`\\bglpat-…` → `glpat-`):
    None for a pattern with an alternative (`|`) anywhere or that opens otherwise, or in verbose mode (spaces not
    literal); the last character left out when a quantifier other than `+` follows it."""
    if "|" in pattern or flags & re.VERBOSE or (m := _OPENING.match(pattern)) is None:
        return None
    opening = m.group(1)[:-1] if pattern[m.end():m.end() + 1] in ("?", "*", "{") else m.group(1)
    return opening if len(opening) >= 2 else None


def _luhn(value: str) -> bool:
    digits = [int(c) for c in value if c.isdigit()]
    total = sum(digits[-1::-2]) + sum(sum(divmod(2 * d, 10)) for d in digits[-2::-2])
    return bool(digits) and total % 10 == 0


@functools.lru_cache(maxsize=65536)  # an address recurs in every row, pair and variant of every frame showing it
def _offline_fqdn(value: str) -> bool:
    """The address's domain has a known top-level domain: tldextract's bundled list, never fetched."""
    return bool(_domains()(value).fqdn)


@functools.lru_cache(maxsize=1)
def _domains() -> tldextract.TLDExtract:
    import tldextract

    return tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)


def _ip(value: str) -> bool | None:
    try:
        ipaddress.ip_interface(value)
    except ValueError:
        return False
    return None


EMAIL = (("email", r"\b((([!#$%&'*+\-/=?^_`{|}~\w])|([!#$%&'*+\-/=?^_`{|}~\w][!#$%&'*+\-/=?^_`{|}~\.\w]{0,}"
                   r"[!#$%&'*+\-/=?^_`{|}~\w]))[@]\w+(?:-+\w+)*(?:\.\w+(?:-+\w+)*)+)\b", 0.5),)
CARD = (("card", r"\b(?!1\d{12}(?!\d))((4\d{3})|(5[0-5]\d{2})|(6\d{3})|(1\d{3})|(3\d{3}))[- ]?(\d{3,4})[- ]?(\d{3,4})"
                 r"[- ]?(\d{3,5})\b", 0.3),)
_V4 = r"(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)"
_H = r"[0-9A-Fa-f]{1,4}"
_PREFIX6 = r"(?:/(?:12[0-8]|1[01]\d|[1-9]?\d))?"
IP = (
    ("ipv4_mapped", rf"(?<![\w:])::(?:ffff(?::0{{1,4}})?:)?(?:{_V4}\.){{3}}{_V4}{_PREFIX6}\b", 0.6),
    ("ipv4_embedded",
     rf"(?<![\w:])(?:(?:{_H}:){{1,5}}:(?:{_H}:){{0,4}}|(?:{_H}:){{6}})(?:{_V4}\.){{3}}{_V4}{_PREFIX6}\b", 0.6),
    ("ipv4", rf"\b{_V4}\.{_V4}\.{_V4}\.{_V4}(?:/(?:[0-2]?\d|3[0-2]))?\b", 0.6),
    ("ipv6", rf"(?<![\w:])(?:(?:{_H}:){{7}}{_H}|(?:{_H}:){{1,7}}:|:(?::{_H}){{1,7}}|(?:{_H}:){{1,6}}:{_H}|"
             rf"(?:{_H}:){{1,5}}(?::{_H}){{1,2}}|(?:{_H}:){{1,4}}(?::{_H}){{1,3}}|(?:{_H}:){{1,3}}(?::{_H}){{1,4}}|"
             rf"(?:{_H}:){{1,2}}(?::{_H}){{1,5}}|{_H}:(?::{_H}){{1,6}}|:(?::{_H}){{1,6}})(?:%[0-9a-zA-Z]+)?"
             rf"{_PREFIX6}(?![\w:]|\.\d)", 0.6),
)
# Each country's BBAN after its two letters and check digits, in the IBAN registry's notation (n digits, a
# capital letters, c letters or digits): Presidio's table of 76 countries.
IBAN_FORMATS = {
    "AL": "8n16c", "AD": "8n12c", "AT": "16n", "AZ": "4c20n", "BH": "4a14c", "BY": "4c4n16c", "BE": "12n",
    "BA": "16n", "BR": "23n1a1c", "BG": "4a6n8c", "CR": "18n", "HR": "17n", "CY": "8n16c", "CZ": "20n", "DK": "14n",
    "DO": "4a20n", "TL": "19n", "EE": "16n", "FO": "14n", "FI": "14n", "FR": "10n11c2n", "GE": "2c16n", "DE": "18n",
    "GI": "4a15c", "GR": "7n16c", "GL": "14n", "GT": "24c", "HU": "24n", "IS": "22n", "IE": "4c14n", "IL": "19n",
    "IT": "1a10n12c", "JO": "4a22n", "KZ": "3n13c", "XK": "16n", "KW": "4a22c", "LV": "4a13c", "LB": "4n20c",
    "LI": "5n12c", "LT": "16n", "LU": "3n13c", "MT": "4a5n18c", "MR": "23n", "MU": "4a19n1a", "MD": "20c",
    "MC": "10n11c2n", "ME": "18n", "NL": "4a10n", "MK": "3n10c2n", "NO": "11n", "PK": "4c16n", "PS": "4c17n",
    "PL": "24n", "PT": "17n", "QA": "4a17c", "RO": "4a16c", "SM": "1a10n12c", "SA": "2n18c", "RS": "18n",
    "SK": "20n", "SI": "15n", "ES": "20n", "SE": "20n", "CH": "5n12c", "TN": "20n", "TR": "5n17c", "AE": "19n",
    "GB": "4a14n", "VA": "18n", "VG": "4c16n", "EG": "25n", "IQ": "4a15n", "LY": "21n", "LC": "4a24c",
    "SC": "4a20n3a", "UA": "6n19c",
}
_CLASS = {"n": "[0-9]", "a": "[A-Z]", "c": "[a-zA-Z0-9]"}


def iban_regex(country: str, classes: dict[str, str] = _CLASS) -> str:
    """The country's IBAN as a regex, a space allowed after every character (as displayed in groups)."""
    body = "".join(f"(?:{classes[k]}[ ]?){{{n}}}" for n, k in re.findall(r"(\d+)([nac])", IBAN_FORMATS[country]))
    return f"({country})[0-9]{{2}}[ ]?{body}"


def iban_classes(country: str) -> str:
    """One class letter (n, a, c) per character of the country's BBAN."""
    return "".join(k * int(n) for n, k in re.findall(r"(\d+)([nac])", IBAN_FORMATS[country]))


@functools.lru_cache(maxsize=2)
def iban_formats(loose: bool = False) -> dict[str, re.Pattern[str]]:
    """Each country's IBAN regex; `loose`: a digit accepted where a letter is due (OCR reads I as 1, O as 0)."""
    classes = {**_CLASS, "a": "[A-Z0-9]"} if loose else _CLASS
    return {cc: re.compile(iban_regex(cc, classes)) for cc in IBAN_FORMATS}


def mod97(iban: str) -> bool:
    s = iban[4:] + iban[:4]
    try:
        return int("".join(str(int(c, 36)) for c in s)) % 97 == 1
    except ValueError:
        return False


class IbanMatcher(Matcher):
    """Presidio's IBAN recogniser: a generic pattern whose match is tried whole, then without its last group,
    then without its last two (a word run into the IBAN's end); the first that passes mod 97 and its country's
    format is kept at 1.0."""

    def analyze(self, text: str) -> list[Found]:
        out: list[Found] = []
        for rx, _ in self.compiled:
            for m in rx.finditer(text):
                for g in (3, 2, 1):
                    end = m.end(g) if m.end(g) > 0 else m.end()
                    value = text[m.start():end].replace("-", "").replace(" ", "")
                    if value and _valid_iban(value):
                        out.append(Found(self.entity, m.start(), end, 1.0, self.name))
                        break
        return out


def _valid_iban(value: str) -> bool:
    """mod 97 over the whole value and the country's format at its start (Presidio's test)."""
    rx = iban_formats().get(value[:2].upper())
    return rx is not None and mod97(value.upper()) and rx.match(value.upper()) is not None


IBAN = (("iban", r"(?<![A-Z0-9])([A-Z]{2}[0-9]{2}(?:[ -]?[A-Z0-9]{4}){2,6})((?:[ -]?[A-Z0-9]{4})?)"
                 r"((?:[ -]?[A-Z0-9]{1,3})?)(?![A-Z0-9])", 0.5),)
PHONE_REGIONS = ("US", "GB", "DE", "FR", "IL", "IN", "CA", "BR")  # Presidio's default regions


@functools.lru_cache(maxsize=1)
def _phone_matcher() -> type:
    """libphonenumber's `PhoneNumberMatcher` with each candidate's verdict remembered for the process. Its verdict
    on a candidate (`_parse_and_verify`) reads the candidate, the region, the leniency and, around the candidate
    in the searched text, only the character before it and the one after it (letters or a currency symbol there
    refuse it); so those are the key, and a candidate met again (in another number-like run of a row, pair or
    variant, or again in the same run) is not parsed again: 28,195 verdicts on the rig's two sessions, 11,929
    distinct. Should a release rename the method, the override is never called and every verdict is worked out
    as before."""
    import phonenumbers

    verdicts: dict[tuple[str | None, int, str, str | None, str | None], Any] = {}

    class Remembered(phonenumbers.PhoneNumberMatcher):
        def _parse_and_verify(self, candidate: str, offset: int) -> Any:
            text, end = self.text, offset + len(candidate)
            key = (self.preferred_region, int(self.leniency), candidate, text[offset - 1] if offset > 0 else None,
                   text[end] if end < len(text) else None)
            if key in verdicts:
                number = verdicts[key]
            else:
                match = super()._parse_and_verify(candidate, offset)
                number = None if match is None else match.number
                if len(verdicts) < 100_000:
                    verdicts[key] = number
            return None if number is None else phonenumbers.PhoneNumberMatch(offset, candidate, number)

    return Remembered


@dataclass(frozen=True)
class PhoneMatcher:
    """libphonenumber's matcher in each region (Presidio's phone recogniser: leniency 1, score 0.4)."""

    name: str = "PhoneRecognizer"
    entity: str = "PHONE_NUMBER"
    regions: tuple[str, ...] = PHONE_REGIONS

    def analyze(self, text: str) -> list[Found]:
        matcher = _phone_matcher()
        spans = {(m.start, m.end) for r in self.regions for m in matcher(text, r, leniency=1)}
        # a number run into the next cell's date, time or amount (a table row read as one text: `(617) 555-0142
        # 1986-04-26`): libphonenumber refuses the whole run and never tries its start; the start before such a
        # value is read as the cell alone would be, longest first
        for m in _NUMBER_RUN.finditer(text):
            if " " not in m.group(0) or any(a < m.end() and m.start() < b for a, b in spans):
                continue
            at = max(0, m.start() - 1)  # the character before: a letter there refuses a number, as in the row
            cuts = [c.start() for c in _NEXT_VALUE.finditer(text, m.start(), m.end())]
            for cut in sorted(cuts, reverse=True):
                if sum(c.isdigit() for c in text[m.start():cut]) < 7:
                    break
                piece = text[at:cut]
                if _HOLDS_VALUE.search(piece):
                    continue  # the cell before is itself a date (`23 2025-03-14` before `10:27:33`)
                found = {(at + x.start, at + x.end) for r in self.regions for x in matcher(piece, r, leniency=1)}
                if found:
                    spans |= found
                    break
        return [Found(self.entity, a, b, 0.4, self.name) for a, b in sorted(spans)]


_NUMBER_RUN = re.compile(r"[+(]?\d[\d ().-]*\d")
# a date, a time or an amount: where the next cell starts (a space before it), and what no phone holds
_VALUE = r"(?:\d{4}-\d\d-\d\d|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}:\d\d|\d+[.,]\d\d)(?!\d)"
_NEXT_VALUE = re.compile(r" (?=" + _VALUE + ")")
_HOLDS_VALUE = re.compile(r"(?<!\d)" + _VALUE)


def deny_regex(terms: Sequence[str]) -> str:
    """Whole words of any listed term (Presidio's deny-list pattern); not an e-mail address's local part
    (`m.wisniewska@o…`: the address is the e-mail recognisers', whole or cut)."""
    return r"(?:^|(?<=\W))(" + "|".join(re.escape(t) for t in terms) + r")(?:(?=\W)(?!@)|$)"


_WORDS = re.compile(r"\w+")
FUZZY_FROM = 8  # letters of a term from which one misread letter is forgiven
SCRIPT_FROM = 5  # letters of a term from which it is looked for in other scripts (`_in_scripts`)
GLUED_FROM = 5  # letters of a term from which it is found glued to a word OCR ran into it (`Marloweand`)


def glued_regex(terms: Sequence[str]) -> str | None:
    """A listed term run into the letters of the next or previous word (OCR dropped the space): the whole run."""
    long = [re.escape(t) for t in terms if len(t) >= GLUED_FROM]
    if not long:
        return None
    either = "|".join(long)
    return (r"(?:^|(?<=\W))(?:[^\W\d_]{1,12}(?:" + either + r")|(?:" + either + r")[^\W\d_]{1,12})(?:(?=\W)|$)")


def _surname_pattern(terms: Sequence[str]) -> tuple[re.Pattern[str] | None, tuple[str, ...]]:
    """A listed surname alone (the pattern, or None) and the surnames the text must hold, `_caseless`."""
    # a listed surname alone, capitalised or in capitals, with an initial before it or a case ending after it
    # (`Studio Esposito`, `D THORDARDOTTIR`, `pane Dvořáku`): a listed person's family name is theirs far more
    # often than anyone's; not one of under four letters (`Lee`, `Lin`: a word or anyone's)
    surnames = sorted({w[-1] for t in terms if len(w := t.split()) >= 2 and not UNSPACED.search(t)
                       and len(w[-1]) >= 4}, key=len, reverse=True)
    # Slavic and Baltic case endings, a woman's form (`Dvořáku`, `Kowalskiego`, `Dvořákovou`); not an English
    # plural's `s` (`Zielinskis`)
    ending = r"(?i:ovou|ovej|ova|ove|ová|ové|ovi|owi|ego|emu|iem|ou|em|om|ym|im|a|e|i|u|y|é|á|ú|ą|ę)?"
    alternatives = [re.escape(n) + (ending if len(n) >= 5 else "") for s in surnames
                    for n in dict.fromkeys((s, s.upper()))]
    # a Czech or Slovak woman's `-ová` declined (`paní Řezníčkovou`, `Řezníčkové`)
    alternatives += [re.escape(n[:-1]) + "(?:ou|é|OU|É)" for s in surnames if s.lower().endswith("ová")
                     for n in dict.fromkeys((s, s.upper()))]
    # an initial before it, or after it as a register writes it (`FAIRBAIRN-HUGHES C`, `Fairbairn-Hughes, C.`),
    # with the name's particle after that (`Linden, M. van der`)
    surnamed = (re.compile(
        # (and the particles before it: `M. van der Meulen`, `Maarten v.d. Meulen`; not before one in capitals,
        # whose name runs surname first: `figlia di ESPOSITO VINCENZO`)
        r"(?<![^\W\d_])(?:[A-Z]\.?[ \t]+)?(?:(?:" + cues.REGISTER_PARTICLES + r"|v\.[ \t]?d\.)[ \t]+"
        r"(?=[^\W\d_][^\W\d_A-ZÀ-Þ]))?"
        r"(?:" + "|".join(alternatives) + r")"
        r"(?:,?[ \t]+[A-Z]\.?(?![^\W\d_]|-)(?:[ \t]+" + cues.REGISTER_PARTICLES + r"(?![^\W\d_]))?)?(?![^\W\d_])")
        if surnames else None)
    return surnamed, tuple(_caseless(s[:-1] if s.lower().endswith("ová") else s) for s in surnames)


def listed_initials(text: str, initials: frozenset[str]) -> list[Found]:
    """A listed name's initials as the whole text (an avatar's circle: `KT`; `scripts.initials_of`), or nothing."""
    ini = text.strip(" \t·•.") if len(text) <= 8 else ""
    return [Found("DENY_LIST", (a := text.index(ini)), a + len(ini), 0.8, "deny_list_initials")] if ini in initials \
        else []


class DenyMatcher(Matcher):
    """The deny-list: its terms as whole words, any case (Presidio's pattern, score 1.0), a term of at least
    `GLUED_FROM` characters run into a neighbouring word by OCR (the whole run, score 0.8), and a term of at least
    `FUZZY_FROM` characters read with one letter dropped, added or changed (`Luis Zilinski`; score 0.9): OCR
    drops a letter of a small name now and then, and no UI word is one letter away from a listed name."""

    # the terms from `FUZZY_FROM` characters by their words and length: {words: {length: [(order, term)]}}; a
    # window of the text is compared with the terms one character longer or shorter or as long only
    fuzzy: dict[int, dict[int, list[tuple[int, str]]]]
    scripts: list[tuple[str, int, bool]]  # (a skeleton of a term's spelling, its words, the term is ASCII)
    ends: dict[int, dict[tuple[str, str], list[tuple[int, str]]]]  # `fuzzy`'s terms by their first and last letter

    listed: tuple[tuple[str, str], ...]  # each term and its `_caseless` form, in the patterns' order
    greeted: re.Pattern[str] | None  # a listed two-word name's first word after a greeting
    surnamed: re.Pattern[str] | None  # a listed name's surname alone
    family: tuple[str, ...]  # those surnames, `_caseless`
    givens: tuple[str, ...]  # those first words, `_caseless` (a text holding none is not searched)
    initials: frozenset[str]  # the listed names' initials, in capitals

    def __init__(self, terms: Sequence[str]) -> None:
        # a term with accents also without them (OCR drops accents: `Zoë Müller` read `Zoe Muller`); a name of two
        # words also surname first, as forms, lists and tickets write it (`Halvorsen, Ingrid`, `HALVORSEN/INGRID`)
        terms = expanded(terms)
        object.__setattr__(self, "initials", scripts.initials_of(terms))
        surnamed, family = _surname_pattern(terms)
        object.__setattr__(self, "surnamed", surnamed)
        object.__setattr__(self, "family", family)
        terms += [f"{w[1]}{sep}{w[0]}" for t in terms if len(w := t.split()) == 2 and not UNSPACED.search(t)
                  for sep in (", ", "/", " ")]
        # a name of three words with its family name moved to the other end (`Tan Hui Min` shown `Hui Min Tan`,
        # `Mary Ann Smith` shown `Smith Mary Ann` or `Smith, Mary Ann`)
        # (not compared by skeleton in other scripts: its words' other orders are for Latin text)
        rotated = [form for t in terms if len(w := t.split()) == 3 and not UNSPACED.search(t) and "," not in t
                   for form in (f"{w[1]} {w[2]} {w[0]}", f"{w[2]} {w[0]} {w[1]}", f"{w[2]}, {w[0]} {w[1]}")]
        in_scripts = list(dict.fromkeys(terms))
        terms += rotated
        terms = list(dict.fromkeys(terms))
        # a name in a web address, a file's or a user's name (`dagny-thordardottir`, `xiaomei_lin`): found whole,
        # never one letter off (`meirosi` is no `mei.rossi`)
        slugs = list(dict.fromkeys(sep.join(w) for t in terms if len(w := t.split()) >= 2 and not UNSPACED.search(t)
                                   and "," not in t and "/" not in t for sep in ("-", "_", ".")))
        slugs += [f for f in scripts.user_names(terms) if f not in slugs]  # as sites make user names (`basheim`)
        super().__init__("deny_list", "DENY_LIST", _deny_patterns(tuple(terms + slugs)))
        # a term in a script without spaces is held by a text without its spaces (`田中 太郎` for `田中太郎`)
        object.__setattr__(self, "listed", tuple((t, _caseless(t).replace(" ", "") if UNSPACED.search(t)
                                                  else _caseless(t)) for t in terms + slugs))
        fuzzy: dict[int, dict[int, list[tuple[int, str]]]] = {}
        for k, t in enumerate(t for t in terms if len(t) >= FUZZY_FROM):
            fuzzy.setdefault(len(t.split()), {}).setdefault(len(t.casefold()), []).append((k, t.casefold()))
        object.__setattr__(self, "fuzzy", fuzzy)
        object.__setattr__(self, "ends", {n: _by_ends(t for ts in by_length.values() for t in ts)
                                          for n, by_length in fuzzy.items()})
        object.__setattr__(self, "scripts", [(f, len(f.split()), t.isascii()) for t in in_scripts
                                             for f in spellings(t) if len(f.replace(" ", "")) >= SCRIPT_FROM])
        # a listed person's given name alone after a greeting (`Dear Siobhán,`), opening a message before a comma
        # (`Siobhán, can you…`) or as the whole text (a profile's or a chat's title: `Zanele`): the message is to
        # that person, the page is theirs; in a sentence a given name is anyone's (`Olga` in `met Olga`)
        given = sorted({w[0] for t in terms if len(w := t.split()) >= 2 and len(w[0]) >= 3 and "," not in w[0]
                        and "/" not in w[0] and not UNSPACED.search(t)}, key=len, reverse=True)
        object.__setattr__(self, "givens", tuple(_caseless(g) for g in given))
        names = "|".join(map(re.escape, given))
        object.__setattr__(self, "greeted", re.compile(
            r"(?i)(?:(?<![^\W\d_])(?:" + cues.DENY_GREETINGS + r")[ \t]*,?[ \t]+|"
            r"^[ \t]*(?=(?:" + names + r")[ \t]*(?:,|$)))"
            r"(" + names + r")(?![^\W\d_])") if given else None)  # or the whole text: a profile's or a chat's title

    def analyze(self, text: str) -> list[Found]:
        from rapidfuzz.distance import Levenshtein

        out = self._listed(text)
        # its accents dropped, where they do not move a character (OCR keeps one accent and drops another: `JIRÍ`
        # for `Jiří`; the term is also listed without its accents)
        if not text.isascii() and (bare := strip_accents(text)) != text and len(bare) == len(text):
            out += self._listed(bare)
        if not text.isascii() and foreign(text):
            out += self._in_scripts(text)
        words = [m.span() for m in _WORDS.finditer(text)] if self.fuzzy else []
        near: list[tuple[int, int, int, int]] = []  # (term's order, window, start, end): in the terms' order
        for n, by_length in self.fuzzy.items():
            ends = self.ends[n]
            for i in range(len(words) - n + 1):
                a, b = words[i][0], words[i + n - 1][1]
                if b - a not in by_length and b - a - 1 not in by_length and b - a + 1 not in by_length:
                    continue
                window = text[a:b].casefold()
                # one edit leaves the first or the last letter as it was: only terms sharing one are compared
                for k, term in {*ends.get(("first", window[:1]), ()), *ends.get(("last", window[-1:]), ())}:
                    if abs(len(term) - (b - a)) <= 1 and Levenshtein.distance(window, term, score_cutoff=1) <= 1:
                        near.append((k, i, a, b))
        return out + [Found(self.entity, a, b, 0.9, "deny_list_fuzzy") for _, _, a, b in sorted(near)]

    def _listed(self, text: str) -> list[Found]:
        """The terms as listed, a listed given name after a greeting or alone, a listed surname alone."""
        low = _caseless(text)
        out = self._whole(text, low)
        out += listed_initials(text, self.initials)
        if self.greeted is not None and any(g in low for g in self.givens):
            out += [Found(self.entity, m.start(1), m.end(1), 0.9, "deny_list_greeted")
                    for m in self.greeted.finditer(text)]
        if self.surnamed is not None and any(f in low for f in self.family):
            out += [Found(self.entity, scripts.initials_before(text, m.start()), m.end(), 0.9, "deny_list_surname")
                    for m in self.surnamed.finditer(text)]
        return out

    def _whole(self, text: str, low: str | None = None) -> list[Found]:
        """The patterns' matches (the terms as whole words, and run into a word), with only the terms the text holds
        in any case in their alternations: a term it does not hold fails at every position, so leaving it out
        changes no match, and a long text (an accessibility tree) no longer tries every term at every word. `low`:
        the text `_caseless`, when the caller has it."""
        low = _caseless(text) if low is None else low
        bare = low.replace(" ", "") if UNSPACED.search(text) else low
        held = tuple(t for t, c in self.listed if c in low or (c in bare and UNSPACED.search(c)))
        if len(held) == len(self.listed):
            return super().analyze(text)
        return _deny_matcher(held).analyze(text) if held else []

    def _in_scripts(self, text: str) -> list[Found]:
        """A listed term in another script, or read by OCR as its Latin look-alikes (`privacy/scripts.py`): the
        skeletons of a run of the text's words and of the term's spellings one edit apart per four letters (OCR
        misreads several letters of another script: `∏ααõóTouλos`)."""
        from rapidfuzz.distance import Levenshtein

        skel, where = skeleton(text)
        words = [m.span() for m in WORD.finditer(skel)]
        # each run of n words once (start, end, its skeleton, written in ASCII), for every spelling of n words
        runs = {n: [(words[i][0], words[i + n - 1][1], skel[words[i][0]:words[i + n - 1][1]],
                     text[where[words[i][0]]:where[words[i + n - 1][1] - 1] + 1].isascii())
                    for i in range(len(words) - n + 1)] for n in {n for _, n, _ in self.scripts}}
        out: list[Found] = []
        for form, n, latin in self.scripts:
            cut = max(1, len(form) // 4)
            for a, b, window, ascii_run in runs[n]:
                if latin and ascii_run:
                    continue  # a Latin term in Latin text: the rules above (a one-letter miss only from 8 letters)
                if abs(len(window) - len(form)) <= cut and Levenshtein.distance(window, form, score_cutoff=cut) <= cut:
                    out.append(Found(self.entity, where[a], where[b - 1] + 1, 0.85, "deny_list_script"))
        return out


def unspaced_regex(terms: Sequence[str]) -> str | None:
    """A listed term in a script without spaces, anywhere in a text, with or without spaces between its
    characters."""
    cjk = [t for t in terms if UNSPACED.search(t)]
    if not cjk:
        return None
    return "|".join(r"\s?".join(re.escape(c) for c in t.replace(" ", "")) for t in cjk)


def _deny_patterns(terms: tuple[str, ...]) -> tuple[tuple[str, str, float], ...]:
    glued, unspaced = glued_regex(terms), unspaced_regex(terms)
    return (("deny_list", deny_regex(terms), 1.0),) + ((("deny_list_glued", glued, 0.8),) if glued else ()) + (
        (("deny_list_unspaced", unspaced, 1.0),) if unspaced else ())


@functools.lru_cache(maxsize=256)
def _deny_matcher(terms: tuple[str, ...]) -> Matcher:
    """The deny-list's patterns over some of its terms (`DenyMatcher._whole`)."""
    return Matcher("deny_list", "DENY_LIST", _deny_patterns(terms))


# Two characters the patterns' IGNORECASE takes as one (the regex engine's simple lower case, and its table of
# extra equivalents: `re._casefix`) fold to the same text, but for the dotted and dotless i, which are put to `i`
# first: checked over every code point of this Python (tests/test_privacy_parts.py)
_DOTTED_I = str.maketrans({"\u0130": "i", "\u0131": "i"})


def _caseless(text: str) -> str:
    """The text folded so that a term the patterns find in it, in any case, is a substring of it."""
    return text.translate(_DOTTED_I).casefold()


def _by_ends(terms: Iterable[tuple[int, str]]) -> dict[tuple[str, str], list[tuple[int, str]]]:
    out: dict[tuple[str, str], list[tuple[int, str]]] = {}
    for k, t in terms:
        out.setdefault(("first", t[:1]), []).append((k, t))
        out.setdefault(("last", t[-1:]), []).append((k, t))
    return out


def email() -> Matcher:
    return Matcher("EmailRecognizer", "EMAIL_ADDRESS", EMAIL, lambda v: _offline_fqdn(v))


def card() -> Matcher:
    return Matcher("CreditCardRecognizer", "CREDIT_CARD", CARD, _luhn)


def iban() -> Matcher:
    return IbanMatcher("IbanRecognizer", "IBAN_CODE", IBAN, flags=re.DOTALL | re.MULTILINE)


def ip() -> Matcher:
    return Matcher("IpRecognizer", "IP_ADDRESS", IP, _ip)
