"""What counts as personal data: one table of recognisers, one `Detector` per settings.

`RECOGNISERS` holds one entry per entity type (its name is what `privacy.entities` lists; null there: every
entry): the surrogate's prefix, a cheap gate (a text that fails it cannot hold the entity, so the recognisers are
not run on it: most lines of a screen are UI words), pattern matchers built from the settings (`matchers.py`,
Presidio's patterns without its NLP engine), and optional
scanners of our own for what OCR glues together (`glued.py`). Adding a recogniser: a module with its patterns or
scanner and one entry here (tasks/privacy/README.md, "Adding a recogniser"; tests/test_new_recogniser.py).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.privacy import (
    devices,
    documents,
    fields,
    glued,
    handles,
    keyed,
    logins,
    matchers,
    national,
    nearmiss,
    persons,
    phones,
)
from cuaflow.tasks.privacy.errors import PrivacyError
from cuaflow.tasks.privacy.found import Found, best
from cuaflow.tasks.privacy.matchers import Matcher
from cuaflow.tasks.privacy.patterns import API_KEY_PATTERNS, URL_SECRET_PATTERNS
from cuaflow.tasks.privacy.scripts import UNSPACED, expanded, foreign, initials_of, strip_accents

_DATE_OR_TIME = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4}|\d{1,2}:\d{2}")
_COUNTRY_CODE = re.compile(r"(?:\+\d{1,3}|\(\+?\d{1,3}\))[ .-]?$")
_CODE_BEFORE = re.compile(r"[A-Za-z]-?$")
_SCHEME_PIECE = re.compile(r"(?<![\w/])[a-z]{1,6} $")
_SCHEMES = frozenset({"http", "https", "ftp", "ftps", "sftp", "ssh", "postgres", "postgresql", "mysql", "mariadb",
                      "mongodb", "redis", "rediss", "amqp", "amqps", "mssql", "sqlserver", "oracle", "jdbc", "smtp",
                      "smtps", "imap", "imaps", "ldap", "ldaps", "git", "svn", "s3", "gs", "wss", "ws", "kafka",
                      "nats", "elasticsearch", "clickhouse", "snowflake", "neo4j", "couchdb", "memcached"})
_NUMBER_LIKE = re.compile(r"[+(]?\d[\d \-().]{6,}\d")


def _number_like(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _NUMBER_LIKE.finditer(text) if sum(c.isdigit() for c in m.group(0)) >= 8]


_DIGIT = re.compile(r"\d")


@functools.lru_cache(maxsize=1024)
def _count_digits(text: str) -> int:
    return len(_DIGIT.findall(text))


def _digits(n: int) -> Callable[[str], bool]:
    # the gate of three recognisers over every OCR row and variant: counted by the regex engine, not per character,
    # once per text
    return lambda text: _count_digits(text) >= n


@dataclass(frozen=True)
class Recogniser:
    entity: str  # the name in `privacy.entities`
    short: str  # the surrogate's prefix: <SHORT_n>
    gate: Callable[[str], bool]  # False: the text cannot hold this entity
    matchers: Callable[[PrivacySettings], list[Any]]  # objects with `name` and `analyze(text) -> list[Found]`
    scanners: tuple[Callable[[str], list[Found]], ...] = ()
    # the parts of a text the matchers read (None: all of it): libphonenumber's matcher tries every grouping of a
    # line's digits in eight regions, ~90 ms on a table row, against well under 1 ms on its number-like runs
    focus: Callable[[str], list[tuple[int, int]]] | None = None


def _one(make: Callable[[], Any]) -> Callable[[PrivacySettings], list[Any]]:
    return lambda _: [make()]


def _patterns(entity: str, patterns: Sequence[tuple[str, str, float]]) -> Callable[[PrivacySettings], list[Any]]:
    return lambda _: [Matcher(f"{entity.lower()}_patterns", entity, patterns)]


def _scan(name: str, find: Callable[[str], list[Found]]) -> Callable[[PrivacySettings], list[Any]]:
    return lambda _: [fields.Scanner(name, find)]  # read through `focus` and remembered per window


def _deny(settings: PrivacySettings) -> list[Any]:
    terms = list(settings.deny_list)
    return [matchers.DenyMatcher(terms)] if terms else []


_IP_GATE = re.compile(r"\d\.\d|[0-9A-Fa-f]? ?: ?[0-9A-Fa-f]* ?:")
_KEY_GATE = re.compile(r"[A-Za-z0-9_-]{16}|-----BEGIN|\$2[abxy]?\$|\$argon2")

def _may_hold_id(text: str) -> bool:
    """The gate of identity numbers: a label's cue (or an SSN's shape), or enough digits for a national number
    recognised by its check (`national.py`)."""
    return fields.may_hold(fields.ID_NUMBER, text) or _count_digits(text) >= national.MIN_DIGITS or (
        national.may_hold_pan(text)) or documents.may_hold_mrz(text) or devices.may_hold_plate(text) or (
        devices.may_hold_mac(text))


def _labelled_account(text: str) -> list[Found]:
    # the wider gate lets a login's mark through: the label's scanner still reads only a text with one of its cues
    return fields.accounts(text) if fields.may_hold(fields.ACCOUNT, text) else []


def _logins(text: str) -> list[Found]:
    return logins.logins(text) if logins.may_hold_login(text) else []


def _labelled_birth(text: str) -> list[Found]:
    # the wider gate lets a year's text through: the label's scanner still reads only a text with one of its cues
    return fields.births(text) if fields.may_hold(fields.BIRTH, text) else []


def _labelled_id(text: str) -> list[Found]:
    # the wider gate lets digit-rich lines through: a label's scanner still reads only a text with one of its cues
    return fields.identities(text) if fields.may_hold(fields.ID_NUMBER, text) else []


RECOGNISERS: tuple[Recogniser, ...] = (
    Recogniser("EMAIL_ADDRESS", "EMAIL", lambda t: "@" in t or "©" in t or "®" in t or "＠" in t or "at]" in t
               or "at)" in t or "AT]" in t or "AT)" in t or "…" in t or "..." in t,
               _one(matchers.email), (nearmiss.email_shaped, nearmiss.email_dodged, nearmiss.email_cut)),
    Recogniser("PHONE_NUMBER", "PHONE", _digits(8), _one(matchers.PhoneMatcher),
               (glued.phones, nearmiss.phone_shaped, phones.phones),
               focus=_number_like),
    Recogniser("CREDIT_CARD", "CARD", _digits(13), _one(matchers.card), (glued.cards, nearmiss.card_shaped)),
    Recogniser("IBAN_CODE", "IBAN", _digits(8), _one(matchers.iban), (glued.ibans, nearmiss.iban_shaped)),
    Recogniser("IP_ADDRESS", "IP", lambda t: bool(_IP_GATE.search(t)),
               _one(matchers.ip), (glued.ipv6_lost_colon, nearmiss.ipv6_shaped)),
    Recogniser("URL_SECRET", "URL_SECRET", lambda t: "://" in t or "=" in t,
               _patterns("URL_SECRET", URL_SECRET_PATTERNS)),
    Recogniser("API_KEY", "API_KEY", lambda t: bool(_KEY_GATE.search(t)),
               _patterns("API_KEY", API_KEY_PATTERNS), (nearmiss.token_shaped,)),
    Recogniser(fields.SECRET, "SECRET", fields.gate(fields.SECRET), _scan("keyed_secret", keyed.secrets),
               focus=fields.around_cues(fields.SECRET)),
    Recogniser(fields.ID_NUMBER, "ID", _may_hold_id, _scan("labelled_id", _labelled_id),
               (national.identities, documents.machine_readable, devices.plates, devices.macs),
               focus=fields.around_cues(fields.ID_NUMBER)),
    Recogniser(fields.BIRTH, "DOB", lambda t: fields.may_hold(fields.BIRTH, t) or fields.may_hold_past_date(t),
               _scan("labelled_birth_date", _labelled_birth), (fields.past_dates,),
               focus=fields.around_cues(fields.BIRTH)),
    Recogniser(fields.ADDRESS, "ADDRESS", fields.may_hold_address, _scan("labelled_address", fields.addresses),
               focus=fields.around_cues(fields.ADDRESS)),
    Recogniser(fields.ACCOUNT, "ACCOUNT", handles.may_hold_handle,  # every handle has a lower-case letter
               _scan("labelled_account", _labelled_account), (_logins, handles.handles),
               focus=fields.around_cues(fields.ACCOUNT)),
    Recogniser("DENY_LIST", "TERM", lambda t: True, _deny),
    Recogniser(persons.ENTITY, "PERSON", persons.may_hold_name, _one(persons.PersonMatcher)),
)


class UnknownEntity(ValueError):
    pass


def entity_types() -> tuple[str, ...]:
    """The entity types of the table, in its order (read at call time: the table is the one truth)."""
    return tuple(r.entity for r in RECOGNISERS)


def enabled(settings: PrivacySettings) -> list[str]:
    """The entity types a run searches for: `privacy.entities`, or every recogniser's when null."""
    return list(entity_types()) if settings.entities is None else list(settings.entities)


def check_entities(names: Sequence[str] | None) -> None:
    unknown = sorted(set(names or ()) - set(entity_types()))
    if unknown:
        raise UnknownEntity(f"privacy.entities: unknown entity types {unknown}; known: {list(entity_types())}")


def short(entity: str) -> str:
    """The surrogate prefix of an entity type (`<SHORT_n>`)."""
    return next((r.short for r in RECOGNISERS if r.entity == entity), entity)


class Detector:
    """The recognisers of one settings object; `find(text)` gives non-overlapping matches, longest first."""

    def __init__(self, settings: PrivacySettings) -> None:
        try:
            check_entities(settings.entities)
            wanted = set(enabled(settings))
            self.table = [(r, r.matchers(settings)) for r in RECOGNISERS if r.entity in wanted]
        except Exception as exc:  # an incomplete install must stop the recording, never skip the check
            raise PrivacyError(f"recognisers unavailable ({type(exc).__name__}: {exc})") from exc
        self.min_score = settings.min_score
        self.allow = {a.casefold() for a in settings.allow_list}
        deny = [d.casefold() for d in expanded(list(settings.deny_list))]
        # a deny-listed term holds its first or its last word (also without accents: OCR drops them, `Zoe
        # Muller`); one of them may be misread (`Mafgorzata Kowalska`: the fuzzy match forgives a letter)
        ends = [w for d in deny if d.split() for w in {d.split()[0], d.split()[-1]}]
        self.deny_words = set(ends) | {strip_accents(w) for w in ends}
        self.deny_initials = initials_of(expanded(list(settings.deny_list)))
        self._cache: dict[str, tuple[Found, ...]] = {}
        self._unpeopled: dict[str, tuple[Found, ...]] = {}  # `find_all(text, people=False)` where not in `_cache`
        self._windows: dict[tuple[str, str], tuple[Found, ...]] = {}
        self._alone: dict[str, tuple[Found, ...]] = {}

    def find(self, text: str) -> tuple[Found, ...]:
        return best(self.find_all(text))

    def emails(self, text: str) -> list[Found]:
        """The e-mail addresses of a text, by the e-mail recogniser alone (a recording's own names are derived from
        them: reading its long accessibility texts with every recogniser for that cost seconds a recording)."""
        out: list[Found] = []
        for rec, built in self.table:
            if rec.entity == "EMAIL_ADDRESS" and rec.gate(text):
                out += [f for f in (*self._matched(text, rec, built), *(f for scan in rec.scanners for f in scan(text)))
                        if f.score >= self.min_score and text[f.start:f.end].strip().casefold() not in self.allow]
        return out

    def find_all(self, text: str, people: bool = True) -> tuple[Found, ...]:
        """Every match above `min_score` and not allow-listed, overlapping ones included; without `people`, the
        person recogniser left out (the same matches less its: each recogniser reads the text on its own)."""
        if not text or (len(text) < 4 and not UNSPACED.search(text)
                        and not matchers.listed_initials(text, self.deny_initials)):
            return ()  # too short for any value but a name of two or three Han, kana or Hangul characters
        hit = self._cache.get(text)
        if hit is not None:
            return hit if people else tuple(f for f in hit if f.entity != persons.ENTITY)
        if not people and (hit := self._unpeopled.get(text)) is not None:
            return hit
        found: list[Found] = []
        for rec, built in self.table:
            if not rec.gate(text) or (rec.entity == "DENY_LIST" and not self._may_deny(text)) or (
                    not people and rec.entity == persons.ENTITY):
                continue
            found += self._matched(text, rec, built) + [f for scan in rec.scanners for f in scan(text)]
        out = tuple(f for f in found if f.score >= self.min_score and text[f.start:f.end].strip().casefold()
                    not in self.allow)
        cache = self._cache if people else self._unpeopled
        if len(cache) < 100_000:
            cache[text] = out
        return out

    def alone(self, text: str) -> tuple[Found, ...]:
        """A person's name that is the whole text (`persons.PersonMatcher.alone`), when names are searched for, and
        a listed name's initials (an avatar beside the name in its row: `KT`)."""
        hit = self._alone.get(text)
        if hit is None:
            hit = tuple(f for r, built in self.table if r.entity == persons.ENTITY and r.gate(text)
                        for m in built for f in m.alone(text)
                        if f.score >= self.min_score and text[f.start:f.end].casefold() not in self.allow)
            hit += tuple(matchers.listed_initials(text, self.deny_initials))
            if len(self._alone) < 100_000:
                self._alone[text] = hit
        return hit

    def _may_deny(self, text: str) -> bool:
        low = text.casefold()  # text in another script is compared by skeleton (matchers.DenyMatcher)
        return any(w in low for w in self.deny_words) or (not text.isascii() and foreign(text)) or bool(
            matchers.listed_initials(text, self.deny_initials))

    def _matched(self, text: str, rec: Recogniser, recognisers: list[Any]) -> list[Found]:
        out: list[Found] = []
        windows = rec.focus(text) if rec.focus is not None else [(0, len(text))]
        for r, (w0, w1) in ((r, w) for r in recognisers for w in windows):
            for res in self._analyze(r, text[w0:w1]):
                start, end = res.start + w0, res.end + w0
                if rec.entity == "PHONE_NUMBER":
                    if not _phone_like(text[start:end]) or _CODE_BEFORE.search(text, 0, start):
                        continue  # "INV-2025-0300": digits of a reference, not a phone number
                    start -= len(m.group(0)) if (m := _COUNTRY_CODE.search(text[:start])) else 0
                if rec.entity == "EMAIL_ADDRESS" and (k := max(text.rfind(c, start, end) for c in "=:")) > start:
                    start = k + 1  # "owner=jane@example.com": the address is after the key
                if rec.entity == "URL_SECRET":
                    start, end = _whole_url(text, start, end)
                out.append(Found(res.entity, start, end, res.score, res.detector))
        return out


    def _analyze(self, recogniser: Any, text: str) -> tuple[Found, ...]:
        """One recogniser over one text, remembered: the same window recurs in a row's variants and pairs."""
        key = (recogniser.name, text)
        hit = self._windows.get(key)
        if hit is None:
            try:
                hit = tuple(recogniser.analyze(text))
            except Exception as exc:
                raise PrivacyError(f"recogniser {recogniser.name} failed ({type(exc).__name__}: {exc})") from exc
            if len(self._windows) < 100_000:
                self._windows[key] = hit
        return hit


def _whole_url(text: str, start: int, end: int) -> tuple[int, int]:
    """A URL carrying a credential or token is redacted whole: the run of non-space characters around it, and a
    short word just before its scheme (OCR puts spaces inside words: `pos tgres://`)."""
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    if (m := _SCHEME_PIECE.search(text, 0, start)) and (s := re.match(r"([a-z]+)://", text[start:end])) and \
            m.group(0).strip() + s.group(1) in _SCHEMES:  # a scheme OCR cut in two; not a word before it (`via`)
        start = m.start()
    return start, end


_AMOUNT = re.compile(r"\d{1,3}(?:,\d{3})*\.\d{2}|\d{1,3}(?:\.\d{3})*,\d{2}")


def _phone_like(value: str) -> bool:
    """libphonenumber accepts digit groups that UIs show as dates, times, counters and amounts ("(12) 2025-01-01",
    a column's `240.50 980.00`): a phone number has at least 8 digits, no date or time inside and no word that is
    an amount."""
    return (sum(c.isdigit() for c in value) >= 8 and not _DATE_OR_TIME.search(value)
            and not any(_AMOUNT.fullmatch(w) for w in value.split()))


@functools.lru_cache(maxsize=8)
def detector(settings_json: str) -> Detector:
    """One detector per settings in a process (its compiled patterns and caches are kept)."""
    return Detector(PrivacySettings.model_validate_json(settings_json))


def detector_for(settings: PrivacySettings) -> Detector:
    return detector(settings.model_dump_json())
