"""A user's name made of a person's name, shown without a label (`mari.solheim`, `anna_k_92`, `per_nilsen_bergen`,
`j.oconnor`, `mhaugen`): a forum's poster, a reviewer in a sidebar, an @mention, a quote's header. A handle of words
is one when a given name the gazetteer knows sits beside a surname, an initial or a number (`grace_period` is none);
a handle of one word when it is an initial or a given name run into a listed surname of five letters or more, and no
word of any language (`mhaugen`, `jkowalski`; not `sparks`, `caller`). Also the author of a quoted message
(`mari.solheim wrote:`, `Kari Nordmann schrieb:`), and the whole user name a listed or a user's name was found in
across its `_` (`whole_handle`: `gcolombo_to`). The deny-list's own handles (`b.asheim`) are
`matchers.DenyMatcher`'s; an account after its label (`Username: …`) is `fields.accounts`'s, one in a path, a prompt
or a mention `logins.py`'s.
"""

from __future__ import annotations

import functools
import re

from cuaflow.tasks.privacy.fields import ACCOUNT
from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.gazetteer import gazetteer
from cuaflow.tasks.privacy.interface import fold, is_interface_word
from cuaflow.tasks.privacy.names import GENERIC

# a lower-case token, words joined by `.`, `_` or `-` or run together, maybe after an `@`; not inside an address,
# a path or a file's name (`www.`, `.com`, `.pdf`: `_NOT_LAST`)
_TOKEN = re.compile(r"(?<![\w@./:\\-])@?(?P<value>[a-z][a-z0-9]*(?:[._-][a-z0-9]+){0,3})(?![\w@/\\]|[.-]\w)")
_PART = re.compile(r"[a-z]+|\d+")
_NOT_LAST = frozenset({"com", "org", "net", "io", "dev", "app", "no", "de", "uk", "fr", "nl", "se", "pdf", "txt",
                       "png", "jpg", "jpeg", "gif", "svg", "csv", "json", "yaml", "yml", "toml", "xml", "html", "htm",
                       "js", "ts", "py", "rs", "go", "md", "log", "zip", "docx", "xlsx", "pptx", "mp4", "exe", "sh"})
# a quoted message's author, as mail and forums write its header
_WROTE = re.compile(r"(?P<value>(?:[A-ZÀ-Þ][^\W\d_]+[ \t]+){1,2}[A-ZÀ-Þ][^\W\d_]+|[a-z][a-z0-9]*(?:[._-][a-z0-9]+)+|"
                    r"[a-z][a-z0-9_]{3,30})[ \t]+(?:wrote|said|schrieb|a[ \t]+écrit|escribió|ha[ \t]+scritto|"
                    r"schreef|skrev|kirjoitti|napisał|napsal|escreveu|yazdı)[ \t]*:")


@functools.cache
def _names() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    g = gazetteer()
    return g.given, g.surnames, g.words


def _given(w: str) -> bool:
    return len(w) >= 3 and w in _names()[0] and not is_interface_word(w)


def _surname(w: str) -> bool:
    return len(w) >= 4 and w in _names()[1] and not is_interface_word(w)


def _long_surname(w: str) -> bool:
    return len(w) >= 5 and _surname(w) and w not in _names()[2]


@functools.lru_cache(maxsize=65536)
def made_of_name(value: str) -> bool:
    """A handle made of a person's name (the module's rules)."""
    parts = _PART.findall(value)
    if not parts or parts[-1] in _NOT_LAST or fold(value) in GENERIC:
        return False
    if len(parts) == 1:
        w = parts[0]
        if not 5 <= len(w) <= 24 or w in _names()[2] or is_interface_word(w) or _given(w) or w in _names()[1]:
            return False  # a word, or a name alone (a given name in lower case is as often a word: `grace`)
        # (the surname of five letters or more and no word: `carts` is no `c` + `arts`, `caller` no `c` + `aller`)
        return _long_surname(w[1:]) or any(_given(w[:k]) and w[:k] not in _names()[2] and _long_surname(w[k:])
                                           for k in range(3, len(w) - 4))
    digits = any(p.isdigit() for p in parts)
    for k, p in enumerate(parts):
        beside = [q for q in (parts[k - 1] if k else None, parts[k + 1] if k + 1 < len(parts) else None) if q]
        # (a word of some language that is a given name too, `anna`, `max`, only beside a name, or an initial and
        # a number: `anna_k_92`; `page_2`, `max_x` are no one's)
        word = p in _names()[2]
        if _given(p) and any(_surname(q) or _given(q) or (len(q) == 1 and q.isalpha() and (not word or digits))
                             or (q.isdigit() and not word) for q in beside):
            return True
        if _surname(p) and any(len(q) == 1 and q.isalpha() for q in beside):
            return True  # `j.oconnor`, `oconnor_j`
    return False


def may_hold_handle(text: str) -> bool:
    """The gate: a lower-case letter run (every handle has one)."""
    return any(c.islower() for c in text)


def handles(text: str) -> list[Found]:
    out = [Found(ACCOUNT, m.start("value"), m.end("value"), 0.6, "name_handle") for m in _TOKEN.finditer(text)
           if made_of_name(m.group("value"))]
    for m in _WROTE.finditer(text):
        v = m.group("value")
        if not any(is_interface_word(w) for w in re.split(r"[ \t._-]+", v)):
            out.append(Found(ACCOUNT, m.start("value"), m.end("value"), 0.6, "quote_author"))
    return out


_HANDLE_CHAR = re.compile(r"[\w.-]")
_HANDLED = ("DENY_LIST", "ACCOUNT_NAME")


def whole_handle(text: str, f: Found) -> Found:
    """A listed name or a user's name a variant found inside a user's name (`gcolombo` of `gcolombo_to`, read with
    its `_` as a space): the whole user name."""
    if f.entity not in _HANDLED:
        return f
    a, b = f.start, f.end
    if a > 0 and text[a - 1] == "_":  # (only across the `_` the variant read as a space: `C:\UsersJan.Kowalski`
        while a > 0 and _HANDLE_CHAR.match(text[a - 1]) and text[a - 1] != ".":  # is a path's `Users` and a name)
            a -= 1
    if text[b:b + 1] == "_":
        while b < len(text) and _HANDLE_CHAR.match(text[b]) and not (text[b] in ".-" and not text[b + 1:b + 2].strip()):
            b += 1
    return f if (a, b) == (f.start, f.end) else Found(f.entity, a, b, f.score, f.detector)
