"""A person's name across an OCR box's edge (`onscreen.find_in_lines` calls these): wrapped at a paragraph line's
end onto the next line, carried on by the listed names beside it in its own box, and the initials of an avatar
beside or over a name found."""

from __future__ import annotations

import re

from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.privacy.found import Finds, Found, Hit
from cuaflow.tasks.privacy.persons import PARTICLES, carries_name

# the name rule taken only within one box: OCR puts a name's words in one box (their gap is a space), and a table
# header's or a row's cells in several
SPLIT_NAME = "person_given_name"

# a paragraph line's last word and the next line's first, both capitalised (a name wrapped at the line's end)
_LAST_WORD = re.compile(r"(?<![^\W\d_])[A-ZÀ-ÖØ-Þ][^\W\d_]+(?:[-'’][^\W\d_]+)?[ \t]*$")
_FIRST_WORD = re.compile(r"[ \t]*([A-ZÀ-ÖØ-Þ][^\W\d_]+(?:[-'’][^\W\d_]+)?)(?![^\W\d_])")


def wrapped_name(det: Finds, row: list[OcrLine], nxt: list[OcrLine]) -> list[Hit]:
    """A name wrapped at a paragraph line's end (`Kitchen refit — Agnieszka` / `Nowak`, `transcribed by Chiara` /
    `Colombo)`): the upper line's last word, a listed given name after other words of its line, and the first word
    of the line under it that starts at or left of it, read as one name. Names are otherwise never taken across
    rows (`ONE_ROW`: a column of cities); the lower word is a listed surname, or one no list holds when the given
    name ends a line of several words."""
    out: list[Hit] = []
    for up in row:
        if (a := _LAST_WORD.search(up.text)) is None:
            continue
        h = max(1, up.y1 - up.y0)
        dn = max((c for c in nxt if c.x0 <= up.x0 + h), key=lambda c: c.x0, default=None)
        if dn is None or (b := _FIRST_WORD.match(dn.text)) is None:
            continue
        given, surname = up.text[a.start():a.end()].rstrip(), b.group(1)
        before = up.text[:a.start()].rstrip()
        # after words of a sentence or a title: a small word, a separator or a title (`transcribed by Chiara`, `Kitchen
        # refit — Agnieszka`, `Dra. Lucía` / `Fernández`), not a capitalised word (a list's `Jane Marlowe` above
        # `Travel desk`: a whole name per row)
        # (or a couple's `&`: a guest list's `Nikos & Eleni` / `Antoniou`)
        if not before or not (before[-1] in "—–-:,(.&" or before.split()[-1][:1].islower()):
            continue
        text = f"{given} {surname}"
        alone = not any(c.isalpha() for c in before)
        for f in det.find_all(text):
            if f.entity == "PERSON" and f.start == 0 and f.end == len(text) and (
                    f.detector == "person_gazetteer" or (f.detector == SPLIT_NAME and not alone)):
                spans = ((up, a.start(), a.start() + len(given)), (dn, b.start(1), b.end(1)))
                out.append(Hit(Found(f.entity, 0, len(text), f.score, "person_wrapped"), text, spans))
                break
    return out


_WORD_AFTER = re.compile(r"[ \t]+([^\W\d_][^\W\d_'’-]*)")
_WORD_BEFORE = re.compile(r"([^\W\d_][^\W\d_'’-]*,?)[ \t]+$")


_TITLE_BEFORE = re.compile(r"(?<![\w.])(?i:madame|monsieur|mme|mlle|herr|frau|mr|mrs|ms|miss|mx|dr|prof|sr|sra|srta|"
                           r"don|doña|dña|pan|pani|paní|slečna|dhr|mevr|sayın|ibu|bapak|bpk|sdr|sdri)\.?[ \t]+$")
_DEGREE_AFTER = re.compile(r",[ \t]*(?:Ing|Dr|Mgr|MUDr|JUDr|PhD|Jr|Sr|MD|Esq|CPA)\.?(?![\w])")


def carried(hit: Hit) -> Hit:
    """A name with the listed names beside it in its own box (`persons.carries_name`: `Mariana Itzel Cervantes` →
    `… Olvera`, `FRASER,` before `CALLUM JAMES`, a listed `Lindgren, Åsa` → `… Karin`): a name of four or five words
    is cut short by the shortest-name rule (a row's cells are read joined: `Jane Marlowe` `Lagos`), which a box's
    own words do not need; and its title and degree (`_TITLE_BEFORE`, `_DEGREE_AFTER`)."""
    first, last = hit.spans[0], hit.spans[-1]
    caps = hit.value.isupper()
    ln, a, b = last
    for _ in range(3):
        if (m := _WORD_AFTER.match(ln.text, b)) is None or not carries_name(m.group(1), caps):
            break
        b = m.end(1)
    fl, fa = (first[0], first[1]) if len(hit.spans) > 1 else (ln, a)
    for _ in range(3):
        if (m := _WORD_BEFORE.search(fl.text, 0, fa)) is None or not carries_name(m.group(1), caps):
            break
        fa = m.start(1)
    # the title before it and a degree after its comma (`Madame Therese LEMAIRE`, `DVOŘÁK Jiří, Ing.`)
    fa = m.start() if (m := _TITLE_BEFORE.search(fl.text, 0, fa)) is not None else fa
    b = m.end() if (m := _DEGREE_AFTER.match(ln.text, b)) is not None else b
    if (fa, b) == (first[1], last[2]):
        return hit
    if len(hit.spans) == 1:
        spans: tuple[tuple[OcrLine, int, int], ...] = ((ln, fa, b),)
    else:
        spans = ((fl, fa, first[2]), *hit.spans[1:-1], (ln, last[1], b))
    value = " ".join(s[0].text[s[1]:s[2]] for s in spans)
    return Hit(hit.found, value, spans)


_AVATAR = re.compile(r"[ \t]*[A-ZÀ-ÖØ-Þ]{2,3}[ \t]*")
_NAME_WORDS = re.compile(r"[^\W\d_][\w'’-]*")


def initials(name: str) -> set[str]:
    """The initials a name's avatar may show: its given name's and its surname's, either order (`Nguyen, Thi Mai`,
    surname first: `TN`), and every word's in order (`Jan Piet Smit`: `JPS`), particles and a nickname in
    brackets left out (`Ruud van den Berg`: `RB`)."""
    name = re.sub(r"\([^)]*\)", " ", name)
    if "," in name:  # surname first
        surname, given = name.split(",", 1)
        name = given + " " + surname
    words = [w for w in _NAME_WORDS.findall(name) if w.casefold() not in PARTICLES and w[0].isupper()]
    if len(words) < 2:
        return set()
    first, last = words[0][0], words[-1][0]
    return {first + last, last + first, "".join(w[0] for w in words[:3])}


def avatars(hits: list[Hit], lines: list[OcrLine]) -> list[Hit]:
    """An avatar's initials (a line of two or three capitals alone) beside a name found on its row, or just over or
    under it, whose initials they are (`TN` left of `Nguyen, Thi Mai`): the person's, like the name."""
    named = [(ln, h.value) for h in hits if h.found.entity in ("PERSON", "DENY_LIST") for ln, _, _ in h.spans]
    if not named:
        return []
    out: list[Hit] = []
    for av in lines:
        if not _AVATAR.fullmatch(av.text) or av.text.strip() in ("OK", "PM", "AM", "ID", "CC", "TO"):
            continue
        h = max(1, av.y1 - av.y0)
        mid = (av.y0 + av.y1) / 2
        for ln, value in named:
            beside = abs((ln.y0 + ln.y1) / 2 - mid) <= h and -h <= ln.x0 - av.x1 <= 6 * h
            stacked = (0 <= ln.y0 - av.y1 <= 3 * h or 0 <= av.y0 - ln.y1 <= 3 * h) and ln.x0 - 2 * h <= (
                av.x0 + av.x1) / 2 <= ln.x1 + 2 * h
            if (beside or stacked) and av.text.strip() in initials(value):
                a = len(av.text) - len(av.text.lstrip())
                out.append(Hit(Found("PERSON", a, a + len(av.text.strip()), 0.6, "person_avatar"), av.text.strip(),
                               ((av, a, a + len(av.text.strip())),)))
                break
    return out
