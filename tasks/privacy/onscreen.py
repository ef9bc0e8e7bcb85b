"""Personal data on a screen: the recognisers over the OCR lines of a frame (tasks/ocr/lines.py), each match
mapped back to the characters it covers.

OCR splits one identifier into several boxes of a row (wide gaps in an IBAN, table cells) and a wrapped value
into two rows; it also glues boxes the screen shows apart. So the recognisers read each row's boxes joined, each
pair of rows one directly under the other joined (a match must cross the join, or be a value found from its label
that opens the lower row: a form's label above its field, `fields.CUED`), a table's header naming an identity
number, a date of birth or an address joined with each cell of its column, and every variant of those texts
(`glued.variants`); each match is mapped back to the characters of the lines it spans. A line of only an address's
postcode and town (or flat) directly under a line holding an address is part of it (`_address_lines`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from cuaflow.tasks.ocr.lines import OcrLine, below, continues, rows_of
from cuaflow.tasks.privacy.fields import ACCOUNT, ADDRESS, CUED, field_entity
from cuaflow.tasks.privacy.found import CHECKED, Finds, Found, Hit, best
from cuaflow.tasks.privacy.glued import variants
from cuaflow.tasks.privacy.handles import whole_handle
from cuaflow.tasks.privacy.headers import column_label, heads_column, names_column, names_email, names_field
from cuaflow.tasks.privacy.interface import is_interface_word
from cuaflow.tasks.privacy.name_lines import SPLIT_NAME, avatars, carried, wrapped_name
from cuaflow.tasks.privacy.nearmiss import IBAN_CUT, iban_shaped, unproven
from cuaflow.tasks.privacy.persons import ENTITY, may_hold_name
from cuaflow.tasks.privacy.phones import CUED_DETECTOR
from cuaflow.tasks.privacy.rewritten import Spanned
from cuaflow.tasks.privacy.streets import continues_address, numberless_street, postal_tail

# entities never taken across two rows: a name's two words one under the other are a list's cells far more often
# than a wrapped name (a city column: `Austin` above `Osaka`)
ONE_ROW = frozenset({"PERSON"})


def find_ocr(det: Finds, text: str) -> tuple[Found, ...]:
    """Matches in a text read by OCR, in its own positions: over every variant (`glued.variants`). Overlapping
    matches are resolved as in text (`best`: checked ones first, then the longest); a frame also fills every
    match that reaches past the kept ones (a phone run into the card of the next table cell: the card is kept,
    the phone still filled), since fills may overlap where surrogates may not."""
    return _resolved(_every(det, text, True))


def _every(det: Finds, text: str, people: bool) -> list[Found]:
    """The matches of every variant of the text, in its own positions, overlapping ones included."""
    found: list[Found] = []
    for v, where in variants(text):
        for f in det.find_all(v, people):
            if where is not None:
                end = where.ends[f.end - 1] if isinstance(where, Spanned) else where[f.end - 1] + 1
                f = Found(f.entity, where[f.start], end, f.score, f.detector)
            found.append(whole_handle(text, f))
    return found


def _resolved(found: list[Found]) -> tuple[Found, ...]:
    kept = best(found)
    extra = best(f for f in found if not any(k.start <= f.start and f.end <= k.end for k in kept))
    return tuple(sorted({*kept, *extra}, key=lambda f: (f.start, f.end))) if extra else kept


def _across(det: Finds, text: str, cross: int) -> tuple[Found, ...] | None:
    """`find_ocr` of a pair of rows joined at `cross` (its first character after the join) as far as a pair is
    read (`_hits`: the checked matches that run across the join), without the person recogniser (a name is never
    taken across two rows: `ONE_ROW`); None when a match that is not checked runs across, which the pair needs
    `find_ocr` itself for.

    Why the person recogniser can be left out: its matches score under `CHECKED`, and `best` takes every checked
    match before any other, so whether a checked match is kept does not depend on them; one that is not kept
    overlaps a kept checked match, which every kept match holding it would overlap too, so the only kept match
    that can hold it is checked as well (the same with or without names), and whether `find_ocr` adds it back
    (its second `best`, again checked ones first, over the same checked candidates) does not depend on them
    either. Two matches of `find_ocr` never share a span, so the order is the same too."""
    found = _every(det, text, False)
    join = cross - 1
    if any(f.score < CHECKED and f.start < join < f.end for f in found):
        return None
    return _resolved(found)


def _joined(rows: list[list[OcrLine]]) -> tuple[str, list[tuple[OcrLine, int]]]:
    """The rows' lines as one text (a space between lines) and where each line starts in it."""
    parts, starts, at = [], [], 0
    for ln in (ln for row in rows for ln in row):
        parts.append(ln.text)
        starts.append((ln, at))
        at += len(ln.text) + 1
    return " ".join(parts), starts


@dataclass
class Memo:
    """What a recording's texts were found to hold, kept across its frames (most rows of a frame were on the
    previous one): each joined text's `find_ocr`, and each pair of rows' `_across` by its text and join."""

    texts: dict[str, tuple[Found, ...]] = field(default_factory=dict)
    pairs: dict[tuple[str, int], tuple[Found, ...] | None] = field(default_factory=dict)


def find_in_lines(det: Finds, lines: list[OcrLine], memo: Memo | None = None) -> list[Hit]:
    """Every match on a screen's lines: per row, and across each pair of rows one under the other. `memo` keeps
    what the texts were found to hold across a recording's frames."""
    rows = sorted(rows_of(lines), key=lambda r: (r[0].y0, r[0].x0))
    memo = Memo() if memo is None else memo
    hits: list[Hit] = []
    edges = [(min(ln.y0 for ln in row), max(ln.y1 for ln in row)) for row in rows]  # each row's top and bottom
    for k, row in enumerate(rows):
        hits += _hits(det, [row], None, memo)
        if len(row) > 1:  # a table row's cell that is a name alone (`OKAFOR Grace`), which the joined row hides
            hits += [Hit(f, ln.text[f.start:f.end], ((ln, f.start, f.end),)) for ln in row
                     if may_hold_name(ln.text) for f in det.alone(ln.text)]
        # a line ending in an IBAN's start cut by its cell's edge (a panel over the column, a narrow column)
        hits += [Hit(f, ln.text[f.start:f.end], ((ln, f.start, f.end),)) for ln in row
                 if _IBAN_START.search(ln.text) for f in iban_shaped(ln.text, cut=True) if f.detector == IBAN_CUT]
        bottom = edges[k][1] + max(ln.y1 - ln.y0 for ln in row)
        # a paragraph wrapped beside another column (a list's dates left of a reading pane): the row's last
        # line and what lies under it only, so the neighbouring column neither cuts the value in two nor
        # moves the rows' edges
        # (and a cell of a table row that may hold the start of a value wrapped in its narrow cell,
        # `…@outlook.j` / `p`, `_may_wrap`: pairing every cell costs ~15 % of a screen's recognisers)
        # and a cell that is a field's label, whose value may be under it while the row runs on to its right
        cells = [ln for ln in row if ln is row[-1] or _may_wrap(ln.text)
                 or (len(ln.text) <= _LABEL_CHARS and names_field(ln.text))]
        wrapped = False  # a name wraps onto the next line only, not onto each row a line height down
        for j in range(k + 1, len(rows)):  # every row starting before a line height under this one (other panes')
            nxt = rows[j]
            if nxt[0].y0 > bottom:
                break
            if continues(row, nxt, edges[k][1], edges[j][0]):
                hits += _hits(det, [row, nxt], sum(len(ln.text) + 1 for ln in row), memo)
                if not wrapped:
                    hits += wrapped_name(det, row, nxt)
                    wrapped = True
            hits += _under_cells(det, row, nxt, cells, memo)
    for k, row in enumerate(rows):
        label = _unnumbered(row[-1])
        if len(label.text) <= _LABEL_CHARS and names_field(label.text):
            value = _beside(row[-1], rows, k)
            if value is not None:
                hits += _hits(det, [[_colon(label), value]], None, memo)
    hits += _column_hits(det, lines, memo)
    for head in (ln for ln in lines if names_email(ln.text)):
        hits += _email_cells(_column(head, lines), hits)
    hits = [carried(h) if h.found.entity in (ENTITY, "DENY_LIST") else h for h in hits]
    hits += avatars(hits, lines)
    hits += _address_lines(hits, lines)
    hits += _address_above(hits, lines)
    hits += _code_block(lines)
    # an IBAN's start cut at its line's end is one only where no match carries it on to the next line
    whole = {(id(ln), a, b) for h in hits if h.found.entity == "IBAN_CODE" and h.found.detector != IBAN_CUT
             for ln, a, b in h.spans}
    hits = [h for h in hits if h.found.detector != IBAN_CUT or not any(
        (id(ln), a, b) in whole or any(k == id(ln) and x <= a and b <= y for k, x, y in whole)
        for ln, a, b in h.spans)]
    return _once(hits)


def _column_hits(det: Finds, lines: list[OcrLine], memo: Memo) -> list[Hit]:
    """Each cell under a header naming its column's values, read with the header as its label."""
    hits: list[Hit] = []
    for head in (ln for ln in lines if heads_column(ln.text)):
        label = replace(head, text=column_label(head.text) or "")  # read without its sort arrow or star
        # a name's column: each cell read as one row after `Name:` (names are never taken across rows, `ONE_ROW`),
        # which takes a single word only when the gazetteer knows it: a form's label column under `Prénom`
        # (`Adresse`, `Poste`) is no column of names
        named = replace(head, text="Name:") if names_column(label.text) else None
        for cell in _column(head, lines):
            if named and _INITIALS.fullmatch(cell.text.strip()):
                hits.append(_whole(cell, ENTITY, 0.5, "initials_column"))  # a person's initials (`KB`)
                continue
            # (a user name's header read as a label before its colon: `Nickname` over `GRD.Kuro` reads `Nickname:
            # GRD.Kuro`; not the others', whose cells a colon would read as values: `ID:` over a form's notes)
            head_label = _colon(label) if field_entity(label.text) == ACCOUNT else label
            hits += _hits(det, [[named, cell]], None, memo) if named else _hits(det, [[head_label], [cell]],
                                                                                 len(head_label.text) + 1, memo)
    return hits


_LABEL_CHARS = 40
_IBAN_START = re.compile(r"[A-Z]{2} ?\d ?\d ?\d{4}")
_UNIT_ALONE = re.compile(r"[^,]*\d[^,]*")  # a flat's line without a building's name after a comma (`Flat 2`)
_INITIALS = re.compile(r"[A-ZÄÖÜÅØÆ]\.?[ \t]?[A-ZÄÖÜÅØÆ]\.?(?:[ \t]?[A-ZÄÖÜÅØÆ]\.?)?")
_MARKS = " \t□☐■●○•◉✓✔☑"  # a table row's checkbox or status dot before its first cell's value


# a form's line number before its label (`4 Name`, `31 IBAN`: a tax form's numbered lines)
_LINE_NUMBER = re.compile(r"\d{1,2}[.)]?[ \t]+(?=[^\W\d_])")


def _unnumbered(ln: OcrLine) -> OcrLine:
    """A label's line without the form's line number before it (its box cut to what is left)."""
    m = _LINE_NUMBER.match(ln.text)
    if m is None:
        return ln
    cut = ln.x0 + (ln.x1 - ln.x0) * m.end() // max(1, len(ln.text))
    return replace(ln, x0=cut, text=ln.text[m.end():], xs=ln.xs[m.end():])


def _colon(label: OcrLine) -> OcrLine:
    """A label in a form's label column read as one before its colon: what lies beside it is its value, so a
    label alone in a sentence's sense (`Name Hartmann`) reads as `Name: Hartmann` does."""
    t = label.text.rstrip()
    return label if t.endswith((":", "：")) else replace(label, text=t + ":", xs=())


def _beside(label: OcrLine, rows: list[list[OcrLine]], k: int) -> OcrLine | None:
    """The field beside a label that ends its row (a form's label column, its value far to the right): the first
    line of the nearest row to its right on the same line of text (centres within half a line height), at most
    40 line heights away; None when another row starts between."""
    h = label.y1 - label.y0
    mid = (label.y0 + label.y1) / 2
    best: OcrLine | None = None
    for j, row in enumerate(rows):
        ln = row[0]
        if j == k or ln.x0 < label.x1 - 2 or abs((ln.y0 + ln.y1) / 2 - mid) > 0.5 * max(h, ln.y1 - ln.y0):
            continue
        if ln.x0 - label.x1 <= 40 * h and (best is None or ln.x0 < best.x0):
            best = ln
    return best


def _address_lines(hits: list[Hit], lines: list[OcrLine]) -> list[Hit]:
    """Lines holding only the rest of an address (`Austin, TX 78704`, `BRISTOL BS6 6AF`, `10969 BERLIN`, `Apt 3B`:
    `streets.continues_address`) directly under a line whose address runs to its end, aligned with it (an address
    block's lines: left edges or centres); a flat's line (`Flat 2`) also directly over a line its address opens.
    Alone such a line is no address (a postcode has no cue of its own), so it is found here from the line above,
    the way a value is found from its label; top down, so a flat's line carries the address on to the town's."""
    parts = [(ln, kind) for ln in lines if (kind := continues_address(ln.text)) is not None]
    tails = [(ln, span) for ln in lines if "," in ln.text and (span := postal_tail(ln.text)) is not None]
    out: list[Hit] = []
    # a flat's and building's line over its street without a house number (`Apt 14, Grand Canal Wharf` over
    # `South Dock Road, Dublin 4`): both lines
    for up in (ln for ln, kind in parts if kind == "unit" and not _UNIT_ALONE.fullmatch(ln.text)):
        for dn in lines:
            if dn is not up and stacked(up, dn) and numberless_street(dn.text):
                out += [_whole(up, ADDRESS, 0.55, "address_line", " \t,;"),
                        _whole(dn, ADDRESS, 0.55, "address_line", " \t,;.")]
    spans = [(ln, a, b) for h in [*hits, *out] if h.found.entity == ADDRESS for ln, a, b in h.spans]
    if not spans:
        return []
    ends = [ln for ln, _, b in spans if not ln.text[b:].strip(" ,;.")]
    opens = [ln for ln, a, _ in spans if not ln.text[:a].strip()]
    # lines an address covers whole (a part found, `Apt 6, <Millers Yard>`, leaves the line to these rules)
    done = {id(ln) for ln, a, b in spans if not ln.text[:a].strip(" ,;") and not ln.text[b:].strip(" ,;.")}
    for ln, kind in sorted(parts, key=lambda p: (p[0].y0, p[0].x0)):
        if id(ln) in done or not (any(stacked(up, ln) for up in ends)
                                  or (kind == "unit" and any(stacked(ln, dn) for dn in opens))):
            continue
        out.append(_whole(ln, ADDRESS, 0.55, "address_line", " \t,;."))  # a sentence's full stop too
        ends.append(ln)
        done.add(id(ln))
    # an address that runs to its line's end on a comma, wrapped in a paragraph: the capitalised words that open
    # the next line (`…Moda Cad. No: 48 D: 7,` / `Kadıköy/İstanbul tarihinde …`)
    # (or on a postcode that ends it and the line: `Kong Oscars gate 27B, 5017` / `Bergen`)
    for up in [ln for ln, a, b in spans if ln.text[b:].strip() == "," or (
            not ln.text[b:].strip() and _POSTCODE_END.search(ln.text, a, b))]:
        for ln in lines:
            if ln is up or id(ln) in done or not stacked(up, ln) or (m := _PLACE_OPENS.match(ln.text)) is None:
                continue
            out.append(Hit(Found(ADDRESS, m.start(), m.end(), 0.55, "address_line"), m.group(0), ((ln, *m.span()),)))
            done.add(id(ln))
    # a line that closes with an address's postcode and town after a comma, under its street (a saved address in
    # an autofill list: `Carrer de Mallorca 401, 2-1` over `Marta Ibáñez, 08013 Barcelona`)
    for ln, (a, b) in tails:
        if id(ln) not in done and any(stacked(up, ln, 0.5) for up in ends):  # a list's rows sit tight
            out.append(Hit(Found(ADDRESS, a, b, 0.55, "address_line"), ln.text[a:b], ((ln, a, b),)))
    return out


def _email_cells(cells: list[OcrLine], hits: list[Hit]) -> list[Hit]:
    """The cells of an e-mail column no match covers that read as an address, whole or cut by an ellipsis: one
    word with an `@` or a dot in it (`anneliese.fitzgerald-hamil…`, `dario.schmidt-rottluff83@o…`); not a word
    of prose (`—`, `n/a`, `Unsubscribed`)."""
    covered: dict[int, int] = {}  # per line, the characters e-mail matches cover
    for h in hits:
        if h.found.entity == "EMAIL_ADDRESS":
            for ln, a, b in h.spans:
                covered[id(ln)] = covered.get(id(ln), 0) + b - a
    out: list[Hit] = []
    for ln in cells:
        value = ln.text.strip()
        if covered.get(id(ln), 0) >= len(value) or not _CUT_ADDRESS.fullmatch(value) or not (
                "@" in value or "." in value.rstrip(".…")):
            continue  # a cell a match covers whole (a part, `alessandra. <andersen91@gmx.>…`, is not enough)
        out.append(_whole(ln, "EMAIL_ADDRESS", 0.6, "email_column"))
    return out


# (OCR reads a dot as a space, `shazia Iqbali@yaho.co.uk`, the `@` as a bracket, `karen.dayle(Øoulok.com`)
_CUT_ADDRESS = re.compile(r"[\w+%-]+(?: ?[. ] ?[\w+%-]*)*(?: ?[@(©®] ?[\w.-]*)?(?:…|\.\.\.)?(?<=[\w.…@-])")
_POSTCODE_END = re.compile(r",[ \t]*(?:\d{4,5}|\d{3}[ \t]\d{2}|\d{2,4}-\d{3})[ \t]*$")  # a town on the next line
_PLACE_OPENS = re.compile(r"[ \t]*(?:\d{4,5}[ \t]+)?(?!(?:The|A|An|Of|To|And|In|On|For|With|At|By|From|My|Your|"
                          r"Our|Is|Are|We|I|It|This|That|Please|Thanks|Best|Kind|Regards)\b)"
                          r"[A-ZÀ-ÞĀ-Ž][\w'’/.-]*(?:[ \t,]+[A-ZÀ-ÞĀ-Ž][\w'’/.-]*){0,3}"
                          r"(?=[ \t]*[.,;]|[ \t]*$|[ \t]+[^\W\d_A-ZÀ-ÞĀ-Ž])")
# a heading over a block of one-time codes (`Backup codes — each code works once…`, `Recovery codes`), and a code
# of such a block: groups of letters and digits (`qcsm-dc4x`, `OXWV xbXU`) or a run of digits
_CODES_HEADING = re.compile(
    r"(?i)(?<![\w])(?:(?:backup|recovery|one-time|single-use|2fa|mfa|two-factor|emergency|scratch)[ \t-]*"
    r"(?:authentication[ \t]+|login[ \t]+|sign-in[ \t]+)?codes?|(?:secret[ \t]+)?(?:recovery|seed|mnemonic|backup|"
    r"wallet)[ \t]+(?:phrase|words)|mnemonic|wiederherstellungscodes?|codes? de (?:secours|récupération)|"
    r"códigos? de (?:respaldo|recuperación))(?![\w])")
# a code of such a block, or a recovery phrase's word (numbered: `10. brisk`, OCR may read `11.` as `1l.`) or its
# words on one line
_NUMBERED = r"(?:[0-9lI]{1,2}[.)][ \t]*)?"
_LETTERS = re.compile(r"[A-Za-z]{2,}")
_ONE_CODE = re.compile(r"[ \t]*" + _NUMBERED + r"(?:[A-Za-z0-9]{3,6}[- ][A-Za-z0-9]{3,6}|\d{6,10}|[a-z]{3,8})[ \t]*"
                       r"|(?:[ \t]*" + _NUMBERED + r"[a-z]{3,8}){6,24}[ \t]*")


def _code_block(lines: list[OcrLine]) -> list[Hit]:
    """The codes under a heading of one-time codes, down to a gap of three line heights: each cell shaped as a code
    (`_ONE_CODE`) is a secret."""
    heads = [ln for ln in lines if len(ln.text) <= 200 and _CODES_HEADING.search(ln.text)]
    out: list[Hit] = []
    for head in heads:
        h = head.y1 - head.y0
        bottom = head.y1
        right = head.x0 + max(head.x1 - head.x0, 40 * h)  # a grid of codes may run wider than its heading
        for ln in sorted((ln for ln in lines if ln.y0 >= head.y1 - 0.3 * h and ln is not head
                          and head.x0 - 2 * h <= ln.x0 <= right), key=lambda ln: ln.y0):
            if ln.y0 - bottom > 3 * h:
                break  # the block ends at a gap (its warning's lines between heading and codes are part of it)
            bottom = max(bottom, ln.y1)
            words = _LETTERS.findall(ln.text)
            if _ONE_CODE.fullmatch(ln.text) and not (words and words[0][0].isupper() and is_interface_word(words[0])):
                out.append(_whole(ln, "SECRET_VALUE", 0.6, "code_block"))  # not its buttons (`Hide words`)
    return out


_WRAPS = frozenset({"URL_SECRET", "API_KEY", "SECRET_VALUE"})
_ADDRESS_END = re.compile(r"\S*://\S*$")


def _address_above(hits: list[Hit], lines: list[OcrLine]) -> list[Hit]:
    """A web address ending the line directly over a token or a secret web address in its line's first word: the
    address wrapped there, the token its query's value (`https://meet.example.com/j/39144820` over
    `71?tk=6obex4…`, which OCR may read `717tk=6obex4…`, no longer an address's query)."""
    # the value in its line's first word (a query's key before it: `tk=`)
    opens = [(ln, a) for h in hits if h.found.entity in _WRAPS for ln, a, _ in h.spans[:1]
             if not any(c.isspace() for c in ln.text[:a].lstrip())]
    if not opens:
        return []
    ups = [(up, m) for up in lines if "://" in up.text and (m := _ADDRESS_END.search(up.text.rstrip())) is not None]
    out: list[Hit] = []
    for dn, a in opens:
        for up, m in ups:
            if up is dn or not stacked(up, dn):
                continue
            found = Found("URL_SECRET", m.start(), m.end(), 0.6, "address_wrapped")
            start = len(dn.text) - len(dn.text.lstrip())
            spans = ((up, m.start(), m.end()),) + (((dn, start, a),) if a > start else ())
            out.append(Hit(found, m.group(0) + dn.text[start:a], spans))  # with the query's key (`71?tk=`)
    return out


def _whole(ln: OcrLine, entity: str, score: float, detector: str, strip: str = " \t") -> Hit:
    """A hit over a line's whole text, without what `strip` takes off its ends."""
    value = ln.text.strip(strip)
    a = ln.text.index(value)
    return Hit(Found(entity, a, a + len(value), score, detector), value, ((ln, a, a + len(value)),))


def stacked(up: OcrLine, dn: OcrLine, overlap: float = 0.3) -> bool:
    """`dn` the next line of a block under `up`: under it by at most a line height (over it by `overlap` of one),
    its left edge or its centre within a line height of `up`'s."""
    h = max(1, min(up.y1 - up.y0, dn.y1 - dn.y0))
    return -overlap * h <= dn.y0 - up.y1 <= h and (abs(dn.x0 - up.x0) <= h
                                                   or abs(dn.x0 + dn.x1 - up.x0 - up.x1) <= 2 * h)


def unproven_hits(lines: list[OcrLine], hits: list[Hit], entities: frozenset[str]) -> list[Hit]:
    """What the published OCR text withholds as `<UNSURE>` that no match covers (`nearmiss.unproven`: a run of
    seven digits or more, a 20+ character token), filled too: the pixels never show what the text hides."""
    covered: dict[int, list[tuple[int, int]]] = {}
    for h in hits:
        for ln, a, b in h.spans:
            covered.setdefault(id(ln), []).append((a, b))
    out: list[Hit] = []
    for ln in lines:
        if not any(c.isdigit() for c in ln.text):
            continue
        for f in unproven(ln.text):
            if f.entity in entities and not any(a <= f.start and f.end <= b for a, b in covered.get(id(ln), ())):
                out.append(Hit(f, ln.text[f.start:f.end], ((ln, f.start, f.end),)))
    return out


def _column(head: OcrLine, lines: list[OcrLine]) -> list[OcrLine]:
    """The cells of the column under a header: lines below it that share at least half the narrower one's width
    with it and start by it or centre under it, down to a gap of three line heights (the table's end)."""
    h = head.y1 - head.y0
    under = sorted((ln for ln in lines if ln.y0 >= head.y1 - 2 and ln is not head
                    and min(ln.x1, head.x1) - max(ln.x0, head.x0) >= 0.5 * min(ln.x1 - ln.x0, head.x1 - head.x0)
                    # aligned with the header, left or centre: a table's footer running under several columns
                    # (`Showing 5 of 5`) is no cell of this one
                    and (ln.x0 >= head.x0 - 2 * h or head.x0 <= (ln.x0 + ln.x1) / 2 <= head.x1)),
                   key=lambda ln: ln.y0)
    out: list[OcrLine] = []
    bottom = head.y1
    for ln in under[:200]:
        if ln.y0 - bottom > 3 * max(head.y1 - head.y0, ln.y1 - ln.y0):
            break
        out.append(ln)
        bottom = max(bottom, ln.y1)
    return out


def _cued(f: Found) -> bool:
    """A value found from its label (`fields.CUED`, a phone after its label: `phones.cued`), which may open the
    row under it."""
    return f.entity in CUED or f.detector in (CUED_DETECTOR, "person_label")


def _once(hits: list[Hit]) -> list[Hit]:
    """A value found from its label once: a label's value may be found from the row above it, from its column's
    header and from its own row; the others are found once each already."""
    seen: set[tuple[str, tuple[tuple[int, int, int], ...]]] = set()
    out: list[Hit] = []
    for h in hits:
        if _cued(h.found):
            key = (h.found.entity, tuple((id(ln), a, b) for ln, a, b in h.spans))
            if key in seen:
                continue
            seen.add(key)
        out.append(h)
    return out


def _under_cells(det: Finds, row: list[OcrLine], nxt: list[OcrLine], cells: list[OcrLine],
                 memo: Memo) -> Iterator[Hit]:
    """Matches across each of `cells` (of `row`) and the lines of `nxt` under it."""
    for ln in cells:
        col = [c for c in nxt if c.x0 < ln.x1 and ln.x0 < c.x1]
        if col and (len(row) > 1 or len(col) < len(nxt)) and below([ln], col):
            yield from _hits(det, [[ln], col], len(ln.text) + 1, memo)


# a British postcode cut by the wrap: its outward code ends the upper line, its inward code opens the lower
# (`Leeds LS11` / `5DF since Sunday.`)
_OUTWARD_END = re.compile(r"(?<![\w])[A-Z]{1,2}\d[A-Z\d]?$")
_INWARD_START = re.compile(r"\d[A-Z]{2}(?![\w])")


def _cut_postcode(text: str, cross: int) -> bool:
    return bool(_OUTWARD_END.search(text, max(0, cross - 6), cross - 1) and _INWARD_START.match(text, cross))
_CUT_PHONE = "phone_shape"  # nearmiss.phone_shaped: an international number no plan accepts
_NUMBER_END = re.compile(r"(?:\+\d|\d{4})[\d ]{4,}$")


@functools.lru_cache(maxsize=65536)
def _may_wrap(text: str) -> bool:
    """A cell that may hold the start of a wrapped value: an address, a number in groups at its end (an IBAN, a
    card, a phone), an end on a separator."""
    t = text.rstrip()
    return "@" in t or t[-1:] in ("+", ".", "-", "_", "@", "/") or bool(_NUMBER_END.search(t))


def _found(det: Finds, text: str, memo: Memo) -> tuple[Found, ...]:
    found = memo.texts.get(text)
    if found is None:
        found = find_ocr(det, text)
        if len(memo.texts) < 100_000:
            memo.texts[text] = found
    return found


def _hits(det: Finds, rows: list[list[OcrLine]], cross: int | None, memo: Memo) -> Iterator[Hit]:
    text = " ".join([ln.text for row in rows for ln in row])  # `_joined`'s text; where lines start only if needed
    found: tuple[Found, ...] | None = None
    if cross is not None and text[:cross - 1] in memo.texts:
        # a pair of rows whose upper part was read already (always the case but for a cell of a wider row):
        # without the names first (`_across`); reading the upper part again below is then only a look-up, so the
        # texts read, and when, are the same either way (a recording's own terms grow as its frames are read)
        found = memo.pairs.get((text, cross))
        if found is None and (text, cross) not in memo.pairs:
            found = _across(det, text, cross)
            if len(memo.pairs) < 100_000:
                memo.pairs[(text, cross)] = found
    if found is None:
        found = _found(det, text, memo)
    if not found:
        return
    starts = _joined(rows)[1]
    head: tuple[Found, ...] = ()
    if cross is not None and any(f.score < CHECKED for f in found):
        head = _found(det, text[:cross - 1], memo)
    for f in found:
        if cross is not None and (not f.start < cross - 1 < f.end or f.entity in ONE_ROW) and not (
                _cued(f) and f.start >= cross and not text[cross:f.start].strip(_MARKS)):
            continue  # a pair of rows only adds what runs from one into the other, or a value under its label
        if cross is not None and f.score < CHECKED and any(h.entity == f.entity and h.start <= f.start
                                                           and cross - 1 <= h.end + 1 and h.detector != _CUT_PHONE
                                                           for h in head) and not _cut_postcode(text, cross):
            continue  # an unchecked match the upper line holds alone, run into the next line's first word (`8 Mar`)
            # (not a phone's shape that no plan accepts at the line's end: the number cut by the wrap, `+45 28 73 41`)
        spans = tuple((ln, max(f.start, s) - s, min(f.end, s + len(ln.text)) - s) for ln, s in starts
                      if max(f.start, s) < min(f.end, s + len(ln.text)))
        if f.detector == SPLIT_NAME and len(spans) > 1:
            continue  # a given name and a word the gazetteer does not know, in two boxes: two cells (`Ward Admitted`)
        yield Hit(f, text[f.start:f.end], spans)
