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
from collections.abc import Sequence

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

# Korean family names as passports and business cards write them, beside their Revised Romanization (`박` is
# `Park`, not `Bak`)
_KO_FAMILY = {"김": ("Kim",), "이": ("Lee", "Yi", "Rhee"), "박": ("Park", "Pak"), "최": ("Choi",),
              "정": ("Jung", "Jeong", "Chung"), "강": ("Kang",), "조": ("Cho",), "윤": ("Yoon", "Yun"),
              "장": ("Jang", "Chang"), "임": ("Lim", "Im"), "한": ("Han",), "오": ("Oh",), "서": ("Seo", "Suh"),
              "신": ("Shin",), "권": ("Kwon",), "황": ("Hwang",), "안": ("Ahn",), "송": ("Song",), "류": ("Ryu", "Yoo"),
              "유": ("Yoo", "Yu"), "홍": ("Hong",), "전": ("Jeon", "Jun"), "고": ("Ko", "Go"), "문": ("Moon",),
              "손": ("Son",), "양": ("Yang",), "배": ("Bae",), "백": ("Baek",), "허": ("Heo", "Hur"), "남": ("Nam",),
              "노": ("Noh", "Roh")}
# Chinese family names of two characters (`欧阳娜娜`: family `欧阳`)
_HAN_COMPOUND = frozenset({"欧阳", "歐陽", "司马", "司馬", "诸葛", "諸葛", "上官", "东方", "東方", "皇甫", "慕容",
                           "司徒", "夏侯", "令狐"})
_HAN_OR_HANGUL = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+")
_KANA = re.compile(r"[\u3040-\u30ff ]+")


@functools.lru_cache(maxsize=4096)
def latin_forms(term: str) -> tuple[str, ...]:
    """A listed name as it is written in Latin letters on passports, cards and profiles: `林晓梅` → `Lin Xiaomei`
    (and `Lin Xiao-mei`, `Lin Xiao Mei`), `박서연` → `Park Seoyeon` and `Bak Seoyeon`, `ワタナベ ユイ` → `Watanabe Yui`,
    `Dagný Þórðardóttir` → `Dagny Thordardottir`, `Дмитрий Иванов` → `Dmitrii Ivanov`; and the given name alone of a
    Han or Hangul one (`晓梅`: written without its family name among friends). A Han name is read in Mandarin (a
    Japanese name's kanji are romanised from its kana, which a list may hold too). Text-unidecode's tables (Prefect
    installs it already); empty when the term's Latin form is its own without accents."""
    from text_unidecode import unidecode

    t = " ".join(term.split())
    if _HAN_OR_HANGUL.fullmatch(t.replace(" ", "")):
        parts = t.split()
        chars = "".join(parts)
        if not 2 <= len(chars) <= 5:
            return ()
        n = len(parts[0]) if len(parts) == 2 else (2 if chars[:2] in _HAN_COMPOUND else 1)
        family, given = chars[:n], chars[n:]
        roman = [unidecode(c).strip().lower() for c in given]
        families = (*_KO_FAMILY.get(family, ()), "".join(unidecode(c).strip().lower() for c in family).capitalize())
        givens = {"".join(roman).capitalize(), "-".join(roman).capitalize(), " ".join(r.capitalize() for r in roman)}
        alone = {given, *((chars[2:],) if len(parts) == 1 and len(chars) == 4 else ())}  # `渡辺結衣`: 2 + 2 too
        return (*(f"{f} {g}" for f in dict.fromkeys(families) for g in sorted(givens)),
                *sorted(g for g in alone if len(g) >= 2))
    if _KANA.fullmatch(t):
        return (" ".join(w.capitalize() for w in unidecode(t).split()),)
    latin = " ".join(unidecode(t).split())
    return (latin,) if latin.isascii() and latin != strip_accents(t) and latin.strip() else ()


# one character of a name written several ways: simplified, traditional, Japanese shinjitai and its old forms (OCR
# reads `渡辺` as `渡边`; a register writes `渡邉`)
_HAN_GROUPS = ("辺边邉邊 斉斎齋齊 沢泽澤 浜滨濱 高髙 崎﨑 国國 竜龙龍 広广廣 桜樱櫻 島岛嶋 "
               "晓曉 陈陳 张張 刘劉 杨楊 黄黃 赵趙 吴吳 孙孫 郑鄭 谢謝 罗羅 叶葉 苏蘇 "
               "卢盧 邓鄧 冯馮 许許 韩韓 萧蕭 钟鍾 蒋蔣 贾賈 陆陸 万萬 丽麗 华華 伟偉 "
               "红紅 军軍 静靜 颖穎 杰傑 涛濤 鹏鵬 辉輝 刚剛 强強 宁寧 兰蘭 凤鳳 结結 "
               "卫衛 乐樂 东東 云雲 义義 凯凱 恵惠 絵绘繪 経经經 横橫 栄荣榮 県县縣 麦麥 "
               "亜亚亞 児儿兒 実实實 恒恆 徳德")
_HAN_VARIANTS = {c: g for g in _HAN_GROUPS.split() for c in g}


def _han_spellings(term: str, most: int = 32) -> list[str]:
    """A Han term in each way its characters are written (`_HAN_GROUPS`), at most `most` of them."""
    out = [""]
    for c in term:
        out = [o + v for o in out for v in _HAN_VARIANTS.get(c, c)][:most]
    return [o for o in out if o != term]


_LINEAGE = frozenset({"bin", "bint", "ibn", "ben", "binti", "ould"})
_ARTICLE = re.compile(r"(?i)^(al|el)-(\w.*)$")


def arabic_forms(term: str) -> list[str]:
    """A name with a father's name (`Omar bin Khalid al-Harbi`) also as the given name and the family name alone
    (`Omar al-Harbi`), and a family name's article as it is also written (`Al Harbi`, `Al-Harbi`, `Alharbi`)."""
    words = term.split()
    if len(words) < 2 or "," in term:
        return []
    names = [term]
    if len(words) >= 3 and any(w.casefold() in _LINEAGE for w in words[1:-1]):
        names.append(f"{words[0]} {words[-1]}")
    out = []
    for n in names:
        *first, last = n.split()
        if (m := _ARTICLE.match(last)) is not None:
            art, base = m.group(1).capitalize(), m.group(2)
            out += [" ".join([*first, f]) for f in (f"{art} {base}", f"{art}-{base}", art + base.lower())]
    return [f for f in [*names[1:], *out] if f != term]


def expanded(terms: Sequence[str]) -> list[str]:
    """The deny-list's terms, each also without its accents, in Latin letters (`latin_forms`), with its Arabic
    lineage and article written the other ways (`arabic_forms`) and, in Han, with its characters' other forms
    (`_HAN_GROUPS`)."""
    terms = [*terms, *(f for t in terms for f in arabic_forms(t))]
    out = [*terms, *(b for t in terms if (b := strip_accents(t)) != t and b.isascii())]
    out += [f for t in terms for f in latin_forms(t)]
    out += [v for t in list(out) if _HAN_OR_HANGUL.search(t) for v in _han_spellings(t)]
    return list(dict.fromkeys(out))


def user_names(terms: Sequence[str]) -> list[str]:
    """A listed name's user names as sites make them: the initial or the given name and the surname, run together or
    joined (`basheim`, `b.asheim`, `ktheodoropoulos`, `inesmagalhaes` for `Inês Sousa Magalhães` as listed without
    its accents)."""
    plain = [w for t in terms if len(w := t.split()) >= 2 and not UNSPACED.search(t) and "," not in t
             and "/" not in t and t.isascii() and len(w[-1]) >= 4]
    return list(dict.fromkeys(f for w in plain for f in (
        *(f"{w[0][0]}{sep}{w[-1]}" for sep in ("", ".", "_")), f"{w[0]}{w[-1]}",
        *((f"{w[0]}{sep}{w[-1]}" for sep in ("-", "_", ".")) if len(w) > 2 else ()))))


def initials_of(terms: Sequence[str]) -> frozenset[str]:
    """The listed names' initials, in capitals: found as a whole text (an avatar's circle: `KT`, `BÅ`; of a name of
    three words also its first and last: `IM`, `ISM`)."""
    return frozenset(i for t in terms if 2 <= len(w := t.split()) <= 3 and not UNSPACED.search(t) and "," not in t
                     and "/" not in t and all(x[:1].isalpha() for x in w)
                     for i in ("".join(x[0] for x in w).upper(), (w[0][0] + w[-1][0]).upper()))


_INITIAL_BEFORE = re.compile(r"(?:^|(?<=[\s(]))([^\W\d_]\.?(?:-[^\W\d_]\.)?)(?:[ \t]+|(?<=\.)-)$")


def initials_before(text: str, start: int) -> int:
    """Where a listed surname's initials before it begin, in any script and hyphenated (`Ł. Śliżewski`, `O. K.
    al-Harbi`, `M.-A. Bélanger`, `H. M. TAN`): capital letters alone or with a dot, at most three."""
    for _ in range(3):
        m = _INITIAL_BEFORE.search(text, 0, start)
        if m is None or not m.group(1)[0].isupper():
            break
        start = m.start(1)
    return start
