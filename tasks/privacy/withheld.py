"""What a private line's published text withholds, filled in the pixels too: the pixels never show what the text
hides.

A line is private when a filled value adjoins it (`ADJOIN`: the cell a value ran into, the wrapped half of a value,
the next cell of a table row that held one), or it holds a word shaped like an address no recogniser matched (an
`@` or `://`: `@zee.dlamini`, `jane@example.corl`) or a run shaped like an identifier (`nearmiss.shaped`). The
`ocr_lines` table publishes such a line with every word that is not plain letters withheld (`<UNSURE>`,
`tasks/targets/textlines.py`). Of those, the words shaped like a person's value are filled here too (`WITHHELD`,
`<WITHHELD_1>`, `_LIKE_A_VALUE`): a word with an `@` (`@zee.dlamini`, `m.wisniewska@o`), letters mixed with digits
or a symbol, five characters or more (`anna.ferraro58`, `gcolombo_to`, `X0694744Y`; not a cell's `B12`), a dotted
handle (`tomasz.w`), a number of six digits or more (`612394`), a date before 2016 (`11/11/2012`, a child's date of
birth beside a filled name; `2 Oct 1993`, its month in a word). Not the line's other words: plain letters
(`Passport`, `Madrid`), times, amounts, counts, recent dates, file names, web addresses, references, versions and
`key=value` pairs (`10:42`, `€ 42,50`, `(5%)`, `13/03/2025`, `payslip_2025-02.pdf`, `www.…`, `PED-48228`, `v2.4.1`,
`Seq=0`), which the text withholds but the pixels keep: a line's interface text and grounding.
"""

from __future__ import annotations

import functools
import re

import numpy as np

from cuaflow.tasks.ocr.lines import OcrLine, char_box
from cuaflow.tasks.privacy.found import Found, Hit
from cuaflow.tasks.privacy.nearmiss import shaped

ENTITY = "WITHHELD"
SCORE = 0.5  # above `min_score`'s default: a word withheld for where it sits, not for what it is
ADJOIN = (1.0, 0.25)  # a line private from a filled box this many of its heights away: sideways, above or below
# a word shaped like an address though no recogniser matched it (OCR misread it, `jane@example.corl`)
UNSURE = re.compile(r"\S*(?:@|://)\S*")
# a word of a private line that is kept: letters (any script) with an inner hyphen or apostrophe, edge
# punctuation, or a surrogate; any other (digits, `Kestrel!Harbour92`, `user=jmartinez`, `admin.backup`) is withheld
PLAIN_WORD = re.compile(r"[(\[\"'“‘«<—–-]*(?:[^\W\d_]+(?:['’-][^\W\d_]+)*|<[A-Z_]+(?:_\d+)?>)[)\]\"'”’».,;:!?…>]*"
                        r"|[^\w<>]+")  # or punctuation alone (`—`, `«`)
_WORD = re.compile(r"\S+")
# the withheld words that are filled: an `@`; letters and digits or `_$+!#%&*=` mixed; a dotted handle; six digits
# or more, also in hyphenated groups; a date of 1900-2015
_LIKE_A_VALUE = re.compile(
    r"\W*(?:\S*@\S+|(?=\S*[^\W\d_])(?=\S*[\d_$+!#%&*=])[^\s:/]{5,}|(?=[a-z.]{6})[a-z]+(?:\.[a-z]+)+|\d{6,}|"
    # digits in groups joined by hyphens, seven or more (`412-887-903-000`, `12-600-471823`); not a date, a
    # reference opening on its year (`2026-0418-55219`) nor a ticket's number after its `#` (`#4411-2112`)
    r"(?<![#№])(?!(?:19|20)\d\d-|\d{1,2}-\d{1,2}-\d{2,4}\W*$)(?=(?:-?\d){7})\d+(?:-\d+)+|"
    r"\d{1,2}[./-]+(?:\d{1,2}[./-]+)?(?:19\d\d|200\d|201[0-5])|(?:19\d\d|200\d|201[0-5])-\d{1,2}-\d{1,2})\W*")
_NOT_A_VALUE = re.compile(r"(?i).*\.(?:pdf|docx?|xlsx?|csv|txt|png|jpe?g|zip|json|html?|log)\W*|\W*www\..*|"
                          r".*://.*|(?:[a-z0-9-]+\.)+(?:com|org|net|io|de|uk|fr|es|it|nl|gov|edu)\W*|"
                          # a document's reference (`PED-48228`, glued to the next word too), a version
                          r"\W*[A-Z]{2,5}-[\d-]+(?:[—–]\S*)?\W*|\W*v?\d+(?:\.\d+)+[a-z]?\W*|"
                          # a name in kebab case (`eu-west-1`, `svc-orders-api`; not digits alone, `412-887-903-000`)
                          r"\W*(?=[\w.-]*[a-z])[a-z0-9]+(?:-[a-z0-9.]+)+\W*|"
                          r"\W*(?:ctrl|cmd|alt|shift|option|meta|win)\+.*|"  # a keyboard shortcut (`Ctrl+I`)
                          # code (`df.isna().sum()[[`), a key in snake case (`"birth_date"`), a label and its value
                          # run together (`最近跟进：2`)
                          r".*[(\[{}\]].*|[\"'][a-z]+(?:_[a-z]+)+[\"'][:,]?|[a-z]+(?:_[a-z]+)+:|.*：.*|"
                          # a key and its value (`Seq=0`, `uid=33`: a secret's key is the recognisers'); a time, an
                          # ordinal, a quantity with its unit (`3pm`, `21st`, `5GB`, `1080p`, `23C`)
                          r"[^=\s]+=.*|\W*\d+(?:[.,:]\d+)?(?:am|pm|st|nd|rd|th|[kmgt]i?b|kg|g|mg|ml|l|km|m|cm|mm|h|hrs?|"
                          r"min|s|ms|px|pt|em|x|k|p|fps|hz|[kmg]hz|°?[cf])\W*")

Box = tuple[int, int, int, int]


@functools.lru_cache(maxsize=65536)  # over every line of every frame: most lines were on the frame before
def _unsure(text: str) -> bool:
    """The line holds an address's or an identifier's shape no recogniser matched (`UNSURE`, `shaped`)."""
    return bool(UNSURE.search(text) or shaped(text))


# a date of 1900-2015 with its month in a word, in any language (`2 Oct 1993`, `21 JAN 2009`, `14 maart 1971`,
# `March 3, 1990`): its day and year are withheld words, and the month between them tells the birth date as well
_MONTH = (r"(?i:(?:jan|feb|fév|fev|mar|mär|maa|apr|avr|abr|mai|may|mag|mei|maj|jun|jui|giu|jul|lug|aug|aoû|ago|sep|"
          r"set|okt|oct|ott|out|nov|dec|dez|dic|déc|gen|ene)[^\W\d_]{0,9})\.?")
_WORDED_DATE = re.compile(r"(?<![\w.])(?:\d{1,2}\.?[ \t]+" + _MONTH + r"|" + _MONTH + r"[ \t]+\d{1,2},?)[ \t]+"
                          r"(?:19\d\d|200\d|201[0-5])(?![\w.])")


@functools.lru_cache(maxsize=65536)
def _values(text: str) -> tuple[re.Match[str], ...]:
    """The words of a line that would be withheld and are shaped like a value (module docstring), and a date of
    birth's shape with its month in a word (`_WORDED_DATE`)."""
    dates = tuple(_WORDED_DATE.finditer(text)) if any(c.isdigit() for c in text) else ()
    return dates + tuple(m for m in _WORD.finditer(text) if not PLAIN_WORD.fullmatch(m.group())
                         and _LIKE_A_VALUE.fullmatch(m.group()) and not _NOT_A_VALUE.fullmatch(m.group())
                         and not any(d.start() <= m.start() and m.end() <= d.end() for d in dates))


def adjoins(ln: OcrLine, fills: list[Box]) -> bool:
    """The line's box, grown by `ADJOIN` of its height (a line height sideways: the cell a value ran into; a
    quarter above and below: the wrapped half of a value, the detector's boxes are padded already), meets a
    filled box: the rest of a value the fill covers in part is never published as text."""
    return adjoining([ln], fills)[0]


def adjoining(lines: list[OcrLine], fills: list[Box]) -> list[bool]:
    """`adjoins` for each of a frame's lines at once (~100 lines and up to a few hundred fills: one array
    comparison, where a loop per line and fill was most of the table's cost), in float64, which holds pixel
    coordinates exactly."""
    if not fills or not lines:
        return [False] * len(lines)
    b = np.asarray(fills, dtype=np.float64)
    x0, y0, x1, y1 = np.asarray([(ln.x0, ln.y0, ln.x1, ln.y1) for ln in lines], dtype=np.float64).T[:, :, None]
    h = y1 - y0
    mx, my = ADJOIN[0] * h, ADJOIN[1] * h
    near = (x0 - mx < b[:, 2]) & (b[:, 0] < x1 + mx) & (y0 - my < b[:, 3]) & (b[:, 1] < y1 + my)
    return near.any(axis=1).tolist()


def withheld_hits(lines: list[OcrLine], hits: list[Hit]) -> list[Hit]:
    """The words of the frame's private lines that are not plain letters and no hit covers (module docstring)."""
    if not hits and not any("@" in ln.text or "://" in ln.text or any(c.isdigit() for c in ln.text) for ln in lines):
        return []
    covered: dict[int, list[tuple[int, int]]] = {}
    boxes: list[Box] = []
    for h in hits:
        for ln, a, b in h.spans:
            covered.setdefault(id(ln), []).append((a, b))
            boxes.append(char_box(ln, a, b))
    out: list[Hit] = []
    for ln, near in zip(lines, adjoining(lines, boxes), strict=True):
        words = _values(ln.text)
        if not words:
            continue
        spans = covered.get(id(ln), [])
        if not (spans or near or _unsure(ln.text)):
            continue
        out += [Hit(Found(ENTITY, m.start(), m.end(), SCORE, "withheld_word"), m.group(), ((ln, m.start(), m.end()),))
                for m in words if not any(a < m.end() and m.start() < b for a, b in spans)]
    return out
