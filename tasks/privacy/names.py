"""Names the recording itself reveals, added to that recording's deny-list without any language model.

- the OS account in paths: `/Users/<name>/`, `/home/<name>/`, `C:\\Users\\<name>\\` (any slash, any drive);
- the signed-in account's display name where a text says so: "Signed in as <name>", "Logged in as <name>",
  "Account: <name>", "Profile: <name>", and a name written before its own e-mail address
  ("Jane Marlowe <jane@…>", "Jane Marlowe (jane@…)") — in accessibility names, window titles and other logged text;
- the local part of every e-mail address redacted in the recording's text (`jane.marlowe`).

Generic accounts (`user`, `admin`, `root`, `Shared`, `Public`, …, `GENERIC`) and terms under three characters
are left out: they would fill ordinary words. The terms are never stored: each is registered in the recording's
surrogates (a salted hash → `<TERM_n>`, `surrogates.Labels`), and `TermMatcher` finds them in any later text —
OCR lines included, glued or split — by hashing each run of one to four words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from cuaflow.tasks.privacy.found import Finds, Found, best
from cuaflow.tasks.privacy.surrogates import Labels, normalised
from cuaflow.tasks.privacy.typed import TypedMatcher

GENERIC = frozenset({
    "user", "users", "admin", "administrator", "root", "guest", "shared", "public", "default", "defaultuser0",
    "all users", "ubuntu", "runner", "home", "test", "dev", "developer", "owner", "me", "pi", "vagrant", "ec2-user",
    "centos", "debian", "fedora", "kali", "node", "app", "www-data", "nobody", "daemon", "system", "service",
    "desktop", "documents", "downloads", "library", "applications", "appdata", "local", "localadmin",
    "wdagutilityaccount", "info", "contact", "hello", "support", "sales", "team", "noreply", "no-reply", "mail",
    "office", "billing", "help", "postmaster", "webmaster", "hostmaster", "abuse", "security", "privacy",
    "account", "accounts", "notifications", "notification", "news", "newsletter", "alerts", "jobs", "hr",
})
_PATH = re.compile(r"(?:/Users/|/home/|[A-Za-z]:[\\/]+Users[\\/]+)([^\\/\s:*?\"<>|]+)", re.IGNORECASE)
_NAME = r"([A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,3})"
_ACCOUNT = (
    re.compile(r"(?i:\b(?:signed|logged) in as)\s+" + _NAME),
    re.compile(r"(?i:\b(?:account|profile|user)(?: name)?)\s*[:–-]\s*" + _NAME),
    re.compile(_NAME + r"\s*[<(]\s*[\w.%+-]+@[\w-]+(?:\.[\w-]+)+\s*[>)]"),
)
_WORD = re.compile(r"[^\W_]+")


def key_text(value: str) -> str:
    """What makes two spellings one term: case, and every space or punctuation between its words."""
    return re.sub(r"[\W_]+", "", value.casefold())


def derive(texts: Iterable[str], emails: Iterable[str]) -> list[str]:
    """The user's own identifiers in a recording's texts and e-mail addresses (module docstring), sorted."""
    found: set[str] = set()
    for t in texts:
        found.update(m.group(1) for m in _PATH.finditer(t))
        for rx in _ACCOUNT:
            found.update(m.group(1).strip(" .-") for m in rx.finditer(t))
    found.update(e.split("@", 1)[0] for e in emails if "@" in e)
    return sorted(t for t in found if len(key_text(t)) >= 3 and t.casefold() not in GENERIC
                  and key_text(t) not in GENERIC)


class TermMatcher:
    """The recording's registered deny-list terms (DENY_LIST surrogates) in a text, by salted hash of each run of
    one to four words at most two characters apart: "Jane Marlowe", "jane.marlowe", "JaneMarlowe"."""

    def __init__(self, labels: Labels) -> None:
        self.labels = labels
        # the runs from a word: the text from it to the fourth word on → each run's end in it and its key (the salt
        # and the run fix the key, the registered terms only whether it is known): the same words recur in every
        # row, pair and variant of a screen, so a word costs one lookup and a membership test per run
        # (keys hashed here, not kept in `Labels`' own cache a second time)
        self._runs: dict[str, tuple[tuple[int, str], ...]] = {}

    def find(self, text: str) -> list[Found]:
        spans = [m.span() for m in _WORD.finditer(text)]
        known, cache = self.labels.known, self._runs
        out: list[Found] = []
        n = len(spans)
        for i, (start, _) in enumerate(spans):
            # the text from word i to word i+3 holds exactly those words (it starts and ends on word boundaries)
            window = text[start:spans[min(i + 4, n) - 1][1]]
            runs = cache.get(window)
            if runs is None:
                runs = self._runs_in(window)
                if len(cache) < 100_000:
                    cache[window] = runs
            for end, k in runs:
                if k in known:
                    out.append(Found("DENY_LIST", start, start + end, 1.0, "recording_terms"))
        return out

    def _runs_in(self, window: str) -> tuple[tuple[int, str], ...]:
        """The runs of one to four words from the window's first word, each word at most two characters from the
        last: (the run's end, its key)."""
        spans = [m.span() for m in _WORD.finditer(window)]
        out: list[tuple[int, str]] = []
        for j in range(len(spans)):
            if j > 0 and spans[j][0] - spans[j - 1][1] > 2:
                break
            out.append((spans[j][1], self.labels.hashed(normalised("DENY_LIST", window[:spans[j][1]]))))
        return tuple(out)


class RecordingDetector:
    """A detector with a recording's own terms (`TermMatcher`) and the starts of its typed private values
    (`typed.TypedMatcher`) added to its matches."""

    def __init__(self, det: Finds, labels: Labels, allow: Iterable[str] = ()) -> None:
        self.det, self.terms, self.typed = det, TermMatcher(labels), TypedMatcher(labels)
        self.allow = {a.casefold() for a in allow}
        # a text's own terms as found the first time it was read (the registered terms grow during a recording:
        # a text keeps its first answer); the detector's part depends on the text alone
        self._terms: dict[str, tuple[Found, ...]] = {}

    def find(self, text: str) -> tuple[Found, ...]:
        return best(self.find_all(text))

    def find_all(self, text: str, people: bool = True) -> tuple[Found, ...]:
        terms = self._terms.get(text)
        if terms is None:
            terms = tuple(f for f in (*self.terms.find(text), *self.typed.find(text))
                          if text[f.start:f.end].casefold() not in self.allow)
            if len(self._terms) < 100_000:
                self._terms[text] = terms
        return (*self.det.find_all(text, people), *terms)

    def alone(self, text: str) -> tuple[Found, ...]:
        return self.det.alone(text)
