"""An account's name shown without a label: a home folder's user (`/Users/jsmith/`, `C:\\Users\\Jan.Kowalski\\`),
a shell prompt's or an ssh login's user (`jsmith@mbp ~ %`), who triggered a run (`triggered by ydemir-nw`), a
mention in a sentence (`@ewhitfield can you confirm?`) and a profile's handle in its address
(`linkedin.com/in/…`). The account found from its label (`Username: …`) is `fields.accounts`'s.
"""

from __future__ import annotations

import re

from cuaflow.tasks.privacy.fields import ACCOUNT
from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.interface import is_interface_word
from cuaflow.tasks.privacy.names import GENERIC

# a home folder names its user (`/Users/jsmith/`, `/home/jsmith`, `C:\\Users\\Jan.Kowalski\\`), and so does a shell
# prompt's or an ssh login's user (`jsmith@mbp ~ %`, `ssh jsmith@10.0.0.5`): no top-level domain after the `@`
# (OCR may read a backslash as `|`, `/` or `¥`, or drop it before a capital: `C:\\UsersJan.Kowalski`)
_HOME = re.compile(r"(?i)(?:/Users/|/home/|[A-Z]:[\\/|]?Users(?:[\\/|¥]|(?-i:(?=[A-Z])))|\\Users\\|Users\s*>\s*)"
                   r"(?P<value>[^\s/\\>:*?\"<|]{2,40})")
_LOGIN = re.compile(r"(?<![\w.@/-])(?P<value>[a-z_][a-z0-9._-]{1,31})@(?=[A-Za-z][A-Za-z0-9-]*(?:[\s:~]|$)|"
                    r"\d{1,3}(?:\.\d{1,3}){3}(?![\d.]))")  # not a package's version (`@scope/pkg@2.14.0`)
_BY = re.compile(r"(?i)(?<![\w-])(?:triggered|pushed|opened|merged|committed|authored|approved|deployed|run)[ \t]+"
                 r"by[ \t]+@?(?P<value>(?=[a-z0-9._-]*[a-z])[a-z0-9][a-z0-9._-]{2,38})(?![\w@])")


def may_hold_login(text: str) -> bool:
    """The gate of `logins`: a home folder's, a login's or a run's trigger's mark."""
    return "@" in text or "Users" in text or "/home/" in text or " by " in text or (
        "/" in text and _PROFILE.search(text) is not None)


def logins(text: str) -> list[Found]:
    """A user's home folder, a shell prompt's or an ssh login's user, who triggered or pushed (`_HOME`, `_LOGIN`,
    `_BY`): one pass of each over the whole text (their marks, `@` above all, are everywhere in an accessibility
    tree: read in windows around them, the label scanner would read most of it)."""
    out: list[Found] = []
    for rx in (_HOME, _LOGIN, _BY, _MENTION, _PROFILE):
        for m in rx.finditer(text):
            value = m.group("value").rstrip(".")
            if value.casefold() in GENERIC or value.casefold() in _NOT_HOMES or is_interface_word(value) or (
                    rx is _MENTION and (value.casefold() in _CODE_TAGS or not text[m.end():].strip())) or (
                    rx is _PROFILE and value.casefold() in _SITE_PAGES):
                continue  # a mention is one in a sentence (words after it), not a decorator or a doc tag
            out.append(Found(ACCOUNT, m.start("value"), m.start("value") + len(value), 0.6, "path_account"))
    return out


# a profile's address names its owner's handle (`linkedin.com/in/haruto-takahashi-4b2a19`, `github.com/gosia-wis`)
_PROFILE = re.compile(r"(?i)(?:[a-z]*\.com/in/|(?<![\w./])in/(?=[a-z0-9-]{5,})|github\.com/|gitlab\.com/|"
                      r"twitter\.com/|(?<![\w.])x\.com/|instagram\.com/|facebook\.com/|t\.me/|medium\.com/@?|behance\.net/|dribbble\.com/|"
                      r"youtube\.com/@|tiktok\.com/@|mastodon\.\w+/@|bsky\.app/profile/)"
                      r"(?P<value>[A-Za-z0-9][A-Za-z0-9._-]{1,60})")
_SITE_PAGES = frozenset({"login", "signup", "join", "settings", "features", "pricing", "about", "orgs", "search",
                         "explore", "topics", "marketplace", "notifications", "home", "help", "jobs", "company",
                         "feed", "messages", "share", "intent", "hashtag", "watch", "sponsors", "enterprise", "docs",
                         "blog", "events", "groups", "pages", "school", "learning", "pulse", "trending", "new"})
# a mention in a comment or a chat (`@ewhitfield can you confirm?`, `thanks @j.smith`): not an e-mail's domain,
# a package's scope (`@types/node`) or a decorator (`@app.route(`)
_MENTION = re.compile(r"(?:(?<=[\s(\[,;:])|^)@(?P<value>[a-z][a-z0-9._-]{2,30}[a-z0-9])(?=[\s,:;!?)\]]|$)")
_CODE_TAGS = frozenset({"param", "return", "returns", "throws", "type", "typedef", "property", "example", "see", "link",
                        "since", "deprecated", "author", "version", "override", "media", "import", "font-face",
                        "keyframes", "supports", "charset", "namespace", "layer", "container", "page", "mixin",
                        "include", "extend", "apply", "tailwind", "staticmethod", "classmethod", "dataclass",
                        "abstractmethod", "cached_property", "pytest", "todo", "here", "channel", "everyone", "all",
                        "group", "team", "echo", "interface", "implementation", "end", "synthesize", "objc"})
_NOT_HOMES = frozenset({"shared", "public", "default", "default user", "all users", "guest", "administrator",
                        "admin", "root", "runner", "ubuntu", "user", "localadmin", "vagrant", "ec2-user", "git"})
