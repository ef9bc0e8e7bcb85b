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


# a chat message's header: its author, then when (`beatriz.m Today at 08:14`, `Xiaomei Lin Yesterday at 21:03`)
_DAYS = r"(?:today|yesterday|heute|gestern|aujourd'hui|hier|hoy|ayer|oggi|ieri|vandaag|gisteren|hoje|ontem|idag|igår)"
_CHAT_HEADER = re.compile(r"(?i)^[ \t]*(?P<value>[^\s<>:][^<>:\n]{0,38}?)[ \t]+" + _DAYS +
                          r"(?:[ \t]+(?:at|um|à|a las|alle|om|às|kl\.?))?[ \t]+\d{1,2}[:.][ \t]?\d{2}"
                          r"(?:[ \t]*[ap]\.?m\.?)?[ \t]*$")
_DISPLAY_NAME = re.compile(r"[A-ZÀ-Þ][^\W\d_]+(?:[ \t]+[A-ZÀ-Þ][^\W\d_]+){1,2}")
# a moderation log's or an audit feed's line: a handle, what it did, and to whom (`mod_helen banned
# riverside_truth`, `mod_kwabena pinned a message by beatriz.m`); a handle in lower case with a digit, `_` or `.`
_HANDLE = r"(?=[a-z0-9._-]*[._\d])[a-z0-9][a-z0-9._-]{1,30}[a-z0-9]"
_ACTS = (r"banned|unbanned|kicked|timed out|muted|unmuted|warned|suspended|blocked|unblocked|removed|added|invited|"
         r"promoted|demoted|approved|rejected|deleted a message by|pinned a message by|changed the nickname of|"
         r"updated roles of|updated the roles of|created the invite|joined|left|reacted to|replied to|mentioned|"
         r"followed|unfollowed|messaged|reported")
_ACTION = re.compile(r"^[ \t]*(?P<value>[a-z0-9][a-z0-9._-]{1,30}[a-z0-9])[ \t]+(?:" + _ACTS + r")(?![\w])"
                     r"(?:[ \t]+(?:the[ \t]+)?(?:user[ \t]+)?@?(?P<object>[a-z0-9][a-z0-9._-]{1,30}[a-z0-9])"
                     r"(?![\w@]))?")
_HANDLE_SHAPE = re.compile(_HANDLE)
# a payment handle: a name or a number, `@` and a provider with no domain (India's UPI: `rohan.kulkarni@okaxis`,
# `9845012378@ybl`): an e-mail address has a dot after its `@`, a login's host a shell's `:` or `~` after it
_VPA = re.compile(r"(?<![\w.@/+-])(?P<value>[a-z0-9][a-z0-9._-]{1,48}@[a-z][a-z0-9]{1,19})(?![\w.@/-]|[ \t]*[:~%$#])")
_CHAT_GATE = re.compile(r"(?i)\d[:.][ \t]?\d\d|(?<![\w])(?:" + _ACTS + r")(?![\w])")


def may_hold_login(text: str) -> bool:
    """The gate of `logins`: a home folder's, a login's or a run's trigger's mark; a chat header's time, a log's
    act."""
    return "@" in text or "Users" in text or "/home/" in text or " by " in text or (
        "/" in text and _PROFILE.search(text) is not None) or _CHAT_GATE.search(text) is not None


def logins(text: str) -> list[Found]:
    """A user's home folder, a shell prompt's or an ssh login's user, who triggered or pushed (`_HOME`, `_LOGIN`,
    `_BY`): one pass of each over the whole text (their marks, `@` above all, are everywhere in an accessibility
    tree: read in windows around them, the label scanner would read most of it)."""
    out: list[Found] = []
    for rx in (_HOME, _LOGIN, _BY, _MENTION, _PROFILE, _VPA):
        for m in rx.finditer(text):
            value = m.group("value").rstrip(".")
            if value.casefold() in GENERIC or value.casefold() in _NOT_HOMES or is_interface_word(value) or (
                    rx is _MENTION and (value.casefold() in _CODE_TAGS or not text[m.end():].strip())) or (
                    rx is _PROFILE and value.casefold() in _SITE_PAGES):
                continue  # a mention is one in a sentence (words after it), not a decorator or a doc tag
            out.append(Found(ACCOUNT, m.start("value"), m.start("value") + len(value), 0.6, "path_account"))
    # a chat header's author is a handle or a display name of two or three words, none an interface word (not a
    # calendar's `Standup today at 9:30`, `Team Sync Today at 14:00`)
    if (head := _CHAT_HEADER.match(text)) is not None and (_HANDLE_SHAPE.fullmatch(v := head.group("value")) or (
            _DISPLAY_NAME.fullmatch(v) and not any(is_interface_word(w) for w in v.split()))):
        out.append(Found(ACCOUNT, head.start("value"), head.end("value"), 0.6, "chat_author"))
    # a log line's actor and whom it acted on: handles, or two words no interface names (`admin banned spam_bot`)
    if (act := _ACTION.match(text)) is not None:
        handles = [g for g in ("value", "object") if act.group(g) and not is_interface_word(act.group(g))]
        if any(_HANDLE_SHAPE.fullmatch(act.group(g)) for g in handles) or len(handles) == 2:
            out += [Found(ACCOUNT, act.start(g), act.end(g), 0.6, "log_actor") for g in handles]
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
