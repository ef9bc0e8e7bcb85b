"""An address's loose ends on a screen: the words beside a filled address that OCR or the recognisers left out.

A recogniser takes an address by its shape, and its shape ends where the street line's pattern ends, so what a
real screen writes around it stays readable: a Spanish flat after the house number (`Calle de Ibiza 37, bajo A`,
`4º izda.`), a Hungarian floor and door (`3. em. 12.`), a town after a postcode that was filled on its own
(`…, Dublin <filled>`), a building before the street (`Plot 14, Admiralty Way`, `Villa 41, Street 12B`, `BLK 512
Jurong West St 52`) or the first word of a two-word street (`Nieuwe Ginnekenstraat 31`, `via Nizza`). These are
filled when they touch an address hit, reading only through what is already filled, and stop at the first word
that is none of those (a lowercase word, an interface word, a bracket): `<address>, Madrid y …` fills `Madrid`
only. A line directly under an address that ends its line, holding only such words, a town's among them, and a
filled value or a code beside it (`<filled> <filled> Stockholm`, `Clonee, Dublin <filled>`, `Glasgow Gl2 9UX` read
from `G12`), or its country alone (`Kingdom` under `…, United`), is its next line and is filled the same way; a
town alone under it is not (a list's next row). So
is a line directly over one an address opens: a house number and the street's first word (`28B Highbury` over
`Hill, London N5 1AL`), or a house's name and a numberless street ending on a comma (`The Old Rectory, Church Lane,`).
"""

from __future__ import annotations

import re

from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.privacy.fields import ADDRESS
from cuaflow.tasks.privacy.found import Found, Hit
from cuaflow.tasks.privacy.interface import is_interface_word
from cuaflow.tasks.privacy.onscreen import stacked

DETECTOR = "address_flank"
SCORE = 0.55  # as `onscreen._address_lines`: above `min_score`'s default, a part found from the address beside it
_TOKEN = re.compile(r"[^\s,;]+")
# a flat, floor, door or box after the street (Spanish, Hungarian, Serbian, Russian, Romanian, Belgian, Swedish,
# Dutch, German, Danish, Turkish `D:`)
_UNIT = re.compile(r"(?i:bajo|bajos|izda|izq|izqda|dcha|dcho|dch|dta|piso|puerta|pta|esc|em|emelet|ajtó|fsz|d|no|"
                   r"n[o°º]|stan|kv|ap|apt|et|sc|bl|bus|lgh|hoog|hg|int|interno|app|étage|og|eg|links|rechts|mitte|"
                   r"tv|th|mf|sal|box|po)\.?:?")
_NUMBER = re.compile(r"[#№]?\d{1,6}[A-Za-z]?[.:]?|\d{1,3}[ºª°][A-Z]?\.?|\d{1,5}[/-]\d{1,5}[A-Za-z]?")
_LETTER = re.compile(r"[A-Z]\.?")
# a postcode's shape on the line under an address: four digits or more, or letters and digits (`1273O`, `Gl2`);
# not a form's section number (`3. Endereço`)
_POSTISH = re.compile(r"(?=[^\d\s]*\d)(?:\d{4,8}|[A-Za-z\d]*[A-Za-z][A-Za-z\d]*)[.,]?")
_CODE = re.compile(r"(?=[^\d\s]*\d)[A-Za-z\d]{2,8}[.,]?")  # a postcode or a district OCR misread (`l5`, `D1S`, `Gl2`)
# a town's or a country's word: a capital first (`Beyoğlu/İstanbul`, `SG`), a full stop after an abbreviation
_PLACE = re.compile(r"[A-ZÀ-Þ\u0100-\u017f\u0391-\u03a9\u0400-\u042f][^\W\d_]*(?:[-/'’][^\W\d_]+)*\.?")
# a country's name, or its last word, alone on the line under an address (`United` / `Kingdom` wrapped)
_COUNTRY = re.compile(r"(?i:(?:united[ \t]+)?kingdom|(?:united[ \t]+)?states|usa|uk|ireland|éire|germany|deutschland|"
                      r"france|italy|italia|spain|españa|portugal|netherlands|nederland|belgium|belgië|belgique|"
                      r"greece|ελλάδα|austria|österreich|switzerland|schweiz|suisse|denmark|danmark|sweden|sverige|"
                      r"norway|norge|finland|suomi|poland|polska|canada|australia|india|brasil|brazil|mexico|méxico|"
                      r"türkiye|turkey)")
_PLACES = 3  # town words a tail takes at most (`Jakarta Selatan`, `Castleknock, Dublin`)
# a building or plot before the street, or a two-word street's first word (`Nieuwe Ginnekenstraat`, `via Nizza`)
_BEFORE = re.compile(r"(?i:flat|apt|apartment|unit|suite|plot|villa|blk|block|bldg|building|lot|erf|via|viale|rue|"
                     r"calle|c/|ul|str|street|st|road|rd)\.?|(?:Nieuwe|Oude|Lange|Korte|Grote|Kleine|Große|Grosse|"
                     r"Kleine|Alte|Neue|Obere|Untere|Upper|Lower|Old|New|Great|Little|North|South|East|West)")


def _covered(hits: list[Hit]) -> dict[int, list[tuple[int, int]]]:
    spans: dict[int, list[tuple[int, int]]] = {}
    for h in hits:
        for ln, a, b in h.spans:
            spans.setdefault(id(ln), []).append((a, b))
    return spans


def _in(spans: list[tuple[int, int]], a: int, b: int) -> bool:
    return any(x < b and a < y for x, y in spans)


def _tail_word(word: str, places: int) -> tuple[bool, int]:
    """Whether a word may carry an address on, and the town words counted with it."""
    if _UNIT.fullmatch(word) or _NUMBER.fullmatch(word) or _LETTER.fullmatch(word) or _CODE.fullmatch(word):
        return True, places
    if places < _PLACES and _PLACE.fullmatch(word) and not is_interface_word(word.rstrip(".")):
        return True, places + 1
    return False, places


def _words(text: str, a: int, b: int, spans: list[tuple[int, int]]) -> list[tuple[int, int, bool]]:
    """The words of text[a:b]: (start, end, already filled)."""
    return [(m.start(), m.end(), _in(spans, m.start(), m.end())) for m in _TOKEN.finditer(text, a, b)]


def _after(ln: OcrLine, end: int, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The words after an address that carry it on, up to the first that does not."""
    out: list[tuple[int, int]] = []
    places = 0
    for a, b, filled in _words(ln.text, end, len(ln.text), spans):
        if filled:
            continue
        ok, places = _tail_word(ln.text[a:b], places)
        if not ok:
            break
        out.append((a, b))
    return out


def _before(ln: OcrLine, start: int, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The building, plot or street words before an address, read leftwards; none without one such word."""
    out: list[tuple[int, int]] = []
    named = False
    for a, b, filled in reversed(_words(ln.text, 0, start, spans)):
        word = ln.text[a:b]
        if filled:
            continue
        if _BEFORE.fullmatch(word):
            named = True
        elif not _NUMBER.fullmatch(word):
            break
        out.append((a, b))
    return out if named else []


def _hit(ln: OcrLine, a: int, b: int) -> Hit:
    return Hit(Found(ADDRESS, a, b, SCORE, DETECTOR), ln.text[a:b], ((ln, a, b),))


def address_flanks(lines: list[OcrLine], hits: list[Hit]) -> list[Hit]:
    """The words beside each address hit that carry it on (module docstring), as address hits of their own."""
    found = [(ln, a, b) for h in hits if h.found.entity == ADDRESS for ln, a, b in h.spans]
    if not found:
        return []
    spans = _covered(hits)
    out: list[Hit] = []
    taken: set[tuple[int, int, int]] = set()
    ends: list[OcrLine] = []  # lines an address ends, and lines it opens
    opens: list[OcrLine] = []
    for ln, a, b in found:
        cov = spans.get(id(ln), [])
        new = [w for w in (*_before(ln, a, cov), *_after(ln, b, cov)) if (id(ln), *w) not in taken]
        taken.update((id(ln), *w) for w in new)
        out += [_hit(ln, x, y) for x, y in new]
        rest = [w for w in _words(ln.text, b, len(ln.text), cov + new) if not w[2]]
        if not rest:
            ends.append(ln)
        if not [w for w in _words(ln.text, 0, a, cov + new) if not w[2]]:
            opens.append(ln)
    for dn in lines:
        cov = spans.get(id(dn), [])
        if not any(stacked(up, dn) for up in ends if up is not dn):
            continue
        words = [w for w in _words(dn.text, 0, len(dn.text), cov) if not w[2]]
        places, ok = 0, bool(words)
        for a, b, _ in words:
            good, places = _tail_word(dn.text[a:b], places)
            ok = ok and good
        # a town with a value filled beside it, or with a code or number (`Glasgow Gl2 9UX`, `Selatan 1273O`)
        if ok and places and (cov or any(_POSTISH.fullmatch(dn.text[a:b]) for a, b, _ in words)
                              or _COUNTRY.fullmatch(dn.text.strip(" \t,."))):
            out += [_hit(dn, a, b) for a, b, _ in words if (id(dn), a, b) not in taken]
            taken.update((id(dn), a, b) for a, b, _ in words)
    # the line over one an address opens: its house number and the street's first word (`28B Highbury` over
    # `Hill, London N5 1AL`), or a house's name and a street without a number ending on a comma (`The Old Rectory,
    # Church Lane, Great Bardfield,` over `Braintree CM7 4SX`)
    for up in lines:
        if not any(stacked(up, dn) for dn in opens if dn is not up):
            continue
        cov = spans.get(id(up), [])
        words = [w for w in _words(up.text, 0, len(up.text), cov) if not w[2]]
        if words and (_over(up.text, words) or _house_and_street(up.text, words)):
            out += [_hit(up, a, b) for a, b, _ in words if (id(up), a, b) not in taken]
    return out


def _over(text: str, words: list[tuple[int, int, bool]]) -> bool:
    """A house number and at most three town or street words, a number among them (`28B Highbury`)."""
    places, numbered = 0, False
    for a, b, _ in words:
        good, places = _tail_word(text[a:b], places)
        numbered = numbered or bool(_NUMBER.fullmatch(text[a:b]))
        if not good:
            return False
    return numbered and places > 0


_STREET_KIND = re.compile(r"(?i:lane|road|street|avenue|close|drive|way|hill|row|green|gardens|crescent|terrace|"
                          r"place|court|grove|mews|walk|rise|park|square|rd|st|ave|ln|dr)\.?,?")


def _house_and_street(text: str, words: list[tuple[int, int, bool]]) -> bool:
    """Capitalised words only, ending on a comma, a street's kind among them (`The Old Rectory, Church Lane,`)."""
    if not text.rstrip().endswith(",") or len(words) > 9:
        return False
    kinds = 0
    for a, b, _ in words:
        w = text[a:b].rstrip(",")
        if not w[:1].isupper() or (is_interface_word(w) and w != "The"):
            return False
        kinds += bool(_STREET_KIND.fullmatch(w))
    return kinds > 0
