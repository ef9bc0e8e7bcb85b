"""Values written another way than they are typed, each variant with its map back to the line's characters
(`glued.variants` reads them): in a web address (`rangi.tuhoe%40gmail.com`, `Calle+de+Toledo`), said aloud in a
transcript or a subtitle (`oh seven nine four six, two two one`, `joaquin dot ferreyra at outlook dot com`), a card
read out in comma groups (`4539, 3576, 9255, 2413`); and the text without some of its characters (`without`), which
the variants of `glued.py` that take a wrap's or a misread's characters out share."""

from __future__ import annotations

import re


def without(text: str, gaps: set[int]) -> tuple[str, list[int]]:
    """The text without the characters at `gaps`, and where each kept character was."""
    keep = [k for k in range(len(text)) if k not in gaps]
    return "".join(text[k] for k in keep), keep


_PERCENT = re.compile(r"%(?:40|2[Bb])")  # `@` and `+` written in a web address (`rangi.tuhoe%40gmail.com`)
_PLUS_SPACE = re.compile(r"(?<=[^\W_]|,)\+(?=[^\W_])")  # a space written `+` in a query or a path (`Calle+de+Toledo`)


def percent_decoded(text: str) -> tuple[str, list[int]] | None:
    """A web address's `%40` and `%2B` read as `@` and `+`, and a `+` between words as the space it stands for,
    with its map (each decoded character at its `%`)."""
    if "%" not in text and "+" not in text:
        return None
    out: list[str] = []
    where: list[int] = []
    k = 0
    plus = {m.start() for m in _PLUS_SPACE.finditer(text)} if "://" in text or "?" in text or "/" in text else set()
    while k < len(text):
        m = _PERCENT.match(text, k) if text[k] == "%" else None
        if m is not None:
            out.append("@" if m.group(0) == "%40" else "+")
            where.append(k)
            k = m.end()
            continue
        out.append(" " if k in plus else text[k])
        where.append(k)
        k += 1
    decoded = "".join(out)
    return (decoded, where) if decoded != text else None


_DIGIT_WORD = {"zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
               "six": "6", "seven": "7", "eight": "8", "nine": "9"}
# three number words or more in a row, apart by spaces, commas or hyphens: a number said aloud (a transcript, a
# subtitle: `oh seven nine four six, two two one, oh eight five`)
_SPOKEN_DIGITS = re.compile(r"(?i)(?<![\w-])(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
                            r"(?:[ ,-]+(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)(?![\w-])){2,}")
_NUMBER_WORD = re.compile(r"(?i)[a-z]+")
# an e-mail address said aloud: `joaquin dot ferreyra at outlook dot com`, `maya underscore travels at gmail dot com`
_SPOKEN_EMAIL = re.compile(r"(?i)(?<![\w.])[a-z0-9]+(?: (?:dot|underscore|dash|hyphen) [a-z0-9]+)* at [a-z0-9-]+"
                           r"(?: dot [a-z]{2,})+(?![\w])")
_SPOKEN_SIGN = {"dot": ".", "underscore": "_", "dash": "-", "hyphen": "-", "at": "@"}


_COMMA_GROUPS = re.compile(r"(?<![\d,])\d{4}(?:, \d{4}){3,4}(?![\d])")  # a card read out in groups: `4539, 3576, …`


def comma_grouped(text: str) -> tuple[str, list[int]] | None:
    """A card number said or written in groups apart by commas, without its commas, with its map."""
    if ", " not in text:
        return None
    gaps = {m.start() + k for m in _COMMA_GROUPS.finditer(text) for k, c in enumerate(m.group(0)) if c == ","}
    return without(text, gaps) if gaps else None


class Spanned(list[int]):
    """A variant's map back whose characters stand for words: each character's start (the list) and end (`ends`)
    in the line (`onscreen.find_ocr` reads a match's end from `ends`)."""

    def __init__(self, starts: list[int], ends: list[int]) -> None:
        super().__init__(starts)
        self.ends = ends


def spoken(text: str) -> tuple[str, list[int]] | None:
    """Numbers and e-mail addresses said aloud, written as they would be typed, with the map back: each digit at
    its word, a number's separators kept as one space (`oh seven nine four six, two two one` → `07946 221`); an
    address's `dot`, `at`, `underscore` as their signs."""
    if " " not in text or not (_SPOKEN_DIGITS.search(text) or " at " in text.casefold()):
        return None
    # (start, end, written, where each written character starts and ends in the line)
    spans: list[tuple[int, int, str, list[tuple[int, int]]]] = []
    for m in _SPOKEN_DIGITS.finditer(text):
        out: list[str] = []
        where: list[tuple[int, int]] = []
        gap = False
        for w in _NUMBER_WORD.finditer(m.group(0)):
            a, b = m.start() + w.start(), m.start() + w.end()
            if gap and out:
                out.append(" ")
                where.append((a - 1, a))
            out.append(_DIGIT_WORD[w.group(0).casefold()])
            where.append((a, b))
            rest = m.group(0)[w.end():w.end() + 2]
            gap = rest[:1] in (",", "-") or rest.startswith(" ,")
        spans.append((m.start(), m.end(), "".join(out), where))
    for m in _SPOKEN_EMAIL.finditer(text):
        if any(a < m.end() and m.start() < b for a, b, _, _ in spans):
            continue
        out, where = [], []
        for w in re.finditer(r"\S+", m.group(0)):
            a, b = m.start() + w.start(), m.start() + w.end()
            sign = _SPOKEN_SIGN.get(w.group(0).casefold())
            out.append(sign if sign is not None else w.group(0))
            where += [(a, b)] if sign is not None else [(k, k + 1) for k in range(a, b)]
        spans.append((m.start(), m.end(), "".join(out), where))
    if not spans:
        return None
    text_out: list[str] = []
    where_out: list[tuple[int, int]] = []
    at = 0
    for a, b, written, where in sorted(spans):
        text_out.append(text[at:a])
        where_out += [(k, k + 1) for k in range(at, a)]
        text_out.append(written)
        where_out += where
        at = b
    text_out.append(text[at:])
    where_out += [(k, k + 1) for k in range(at, len(text))]
    return "".join(text_out), Spanned([a for a, _ in where_out], [b for _, b in where_out])
