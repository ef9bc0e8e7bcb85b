"""A person's name across an OCR box's edge (`onscreen.find_in_lines` calls these): wrapped at a paragraph line's
end onto the next line, and carried on by the listed names beside it in its own box."""

from __future__ import annotations

import re

from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.privacy.found import Finds, Found, Hit
from cuaflow.tasks.privacy.persons import carries_name

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
        if not before or not (before[-1] in "—–-:,(." or before.split()[-1][:1].islower()):
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


def carried(hit: Hit) -> Hit:
    """A name with the listed names beside it in its own box (`persons.carries_name`: `Mariana Itzel Cervantes` →
    `… Olvera`, `FRASER,` before `CALLUM JAMES`): a name of four or five words is cut short by the shortest-name
    rule (a row's cells are read joined: `Jane Marlowe` `Lagos`), which a box's own words do not need."""
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
    if (fa, b) == (first[1], last[2]):
        return hit
    if len(hit.spans) == 1:
        spans: tuple[tuple[OcrLine, int, int], ...] = ((ln, fa, b),)
    else:
        spans = ((fl, fa, first[2]), *hit.spans[1:-1], (ln, last[1], b))
    value = " ".join(s[0].text[s[1]:s[2]] for s in spans)
    return Hit(hit.found, value, spans)
