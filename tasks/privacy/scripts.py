"""Deny-listed terms in every script, as OCR reads them.

The OCR engine reads Latin: Cyrillic and Greek text comes out as its Latin look-alikes (`Иван Петров` is read
`VBaH ∏eTpoB`, `Νίκος` `NíKoç`). A listed term and a text are compared by their skeleton: case folded, NFKD
without accents, every Cyrillic and Greek letter (and the symbols OCR puts for them, `∏`) mapped to the Latin
letter it looks like. A term listed in Latin is also looked for as its Cyrillic and Greek transliterations
(`Ivan Petrov` → `иван петров`), so a name listed once is found on a Russian or a Greek screen. A small table
of our own: Unicode's confusables map to what a glyph is mistaken for by a reader, not to what a Latin OCR model
outputs for it, and a transliteration package would go the other way only (to Latin).
"""

from __future__ import annotations

import functools
import re
import unicodedata

# Han, kana and Hangul: scripts written without spaces between words, where a name has no word boundary
# (`请联系李小龙处理`) and a space may or may not part family and given names (`田中 太郎`); the OCR engine reads
# Han (its dictionary holds ~6,000 of them)
UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]")

# what a Latin OCR model reads for each Cyrillic / Greek letter (lower case: the text is case folded first; δ is
# read õ, a final ς s or ç: both sides of a comparison go through the same table)
_LOOKS = {
    **dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєў",
               ["a", "6", "b", "r", "d", "e", "e", "x", "3", "u", "u", "k", "n", "m", "h", "o", "n", "p", "c", "t",
                "y", "f", "x", "u", "4", "w", "w", "b", "bl", "b", "3", "io", "r", "i", "i", "e", "y"], strict=True)),
    **dict(zip("αβγδεζηθικλμνξοπρσςτυφχψω",
               ["a", "b", "y", "o", "e", "z", "n", "o", "i", "k", "l", "u", "n", "e", "o", "n", "p", "o", "c", "t",
                "u", "f", "x", "w", "w"], strict=True)),
    "∏": "n", "π": "n", "∑": "e", "ç": "c", "ō": "o", "0": "o", "|": "l", "ı": "i", "v": "u", "s": "c",
}
_TO_CYRILLIC = (("shch", "щ"), ("sch", "щ"), ("sh", "ш"), ("ch", "ч"), ("zh", "ж"), ("kh", "х"), ("ts", "ц"),
                ("ya", "я"), ("yu", "ю"), ("yo", "ё"), ("x", "кс"), *zip("abvgdezijklmnoprstufhcywq",
                                                                        "абвгдезийклмнопрстуфхцывк", strict=True))
_TO_GREEK = (("th", "θ"), ("ch", "χ"), ("ps", "ψ"), ("ph", "φ"), ("ou", "ου"), ("ks", "ξ"),
             *zip("abvgdezijklmnoprstufhcywx", "αββγδεζιικλμνοπρστυφχκυωξ", strict=True))


def foreign(text: str) -> bool:
    """A letter beyond ASCII, or a symbol OCR puts for one (`∏`): a `…` or a `·` alone is no other script."""
    return any(ord(c) > 127 and (c.isalpha() or c in "∏∑") for c in text)


def strip_accents(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def _fold(c: str) -> str:
    if c == "ς":  # casefold makes it σ; OCR reads the final sigma as a c
        return "c"
    base = "".join(ch for ch in unicodedata.normalize("NFKD", c) if not unicodedata.combining(ch)).casefold()
    return "".join(_LOOKS.get(ch, ch) for ch in base)


def skeleton(text: str) -> tuple[str, list[int]]:
    """The text's skeleton (module docstring) and, for each of its characters, the text's character it came from."""
    out: list[str] = []
    where: list[int] = []
    for k, c in enumerate(text):
        f = _fold(c) if not c.isascii() or c in "0|vs" or c.isupper() else c
        out.append(f)
        where += [k] * len(f)
    return "".join(out), where


def _transliterate(term: str, table: tuple[tuple[str, str], ...]) -> str:
    low, out, k = term.casefold(), [], 0
    while k < len(low):
        for a, b in table:
            if low.startswith(a, k):
                out.append(b)
                k += len(a)
                break
        else:
            out.append(low[k])
            k += 1
    return "".join(out)


@functools.lru_cache(maxsize=4096)
def spellings(term: str) -> tuple[str, ...]:
    """The skeletons a listed term is looked for as: its own, and for a Latin term its Cyrillic and Greek
    transliterations'."""
    forms = {skeleton(term)[0]}
    if term.isascii():
        forms |= {skeleton(re.sub(r"σ\b", "ς", _transliterate(term, t)))[0] for t in (_TO_CYRILLIC, _TO_GREEK)}
    return tuple(sorted(f for f in forms if f.strip()))


WORD = re.compile(r"[^\W_]+")
