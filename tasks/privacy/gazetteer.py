"""The gazetteer of people's names (`persons.py` reads it): Faker's person lists of its 86 locales and Mimesis's of
its 49 (both MIT, read once per process from the installed packages, never fetched), each name in its own script and
folded (case and accents dropped); Mimesis's common words of each language, which tell a name from a word; and the
look-alike skeletons of Greek and Cyrillic names, which OCR in Latin letters misreads."""

from __future__ import annotations

import functools
import importlib
import importlib.resources
import json
import pkgutil
import re
import unicodedata
from dataclasses import dataclass

from cuaflow.tasks.privacy.interface import fold

# What a Latin-script OCR engine reads for a Greek or Cyrillic letter (PP-OCRv6 tiny has Greek capitals, no
# accented Greek and no Cyrillic: `Иван Петров` is read `VBaH lerpoB`, `Γιώργος` `Tiúpyos`), and the Latin letters
# it confuses among themselves, all mapped to one look-alike class: a name and its misreading share a skeleton.
_PAIRS = (
    "Αa αa Βb βb Γt γy Δa δo Εe εe Ζz ζz Ηn ηn Θo θo Ιi ιi Κk κk Λa λi Μm μu Νn νu Ξe ξe Οo οo Πn πn Ρp ρp "
    "Σe σo ςs Τt τt Υy υu Φo φo Χx χx Ψy ψy Ωo ωu "
    "Аa аa Бb бb Вb вb Гt гt Дa дa Еe еe Ёe ёe Жx жx Зz зz Иu иu Йu йu Кk кk Лn лn Мm мm Нn нn Оo оo Пn пn "
    "Рp рp Сc сc Тt тt Уy уy Фo фo Хx хx Цu цu Чy чy Шw шw Щw щw Ъb ъb Ыbi ыbi Ьb ьb Эe эe Юio юio Яa яa "
    "li Ii 1i |i vu hn rt õo")
_LOOKALIKE = {pair[0]: pair[1:] for pair in _PAIRS.split()}


def skeleton(word: str) -> str:
    """A word's look-alike skeleton (`_LOOKALIKE`), accents dropped: `Петров` and OCR's `lerpoB` are one letter
    apart."""
    out = []
    for c in unicodedata.normalize("NFKD", word):
        if unicodedata.combining(c):
            continue
        out.append(_LOOKALIKE.get(c) or _LOOKALIKE.get(c.lower()) or c.lower())
    return "".join(out)


def _deletions(w: str) -> set[str]:
    return {w[:k] + w[k + 1:] for k in range(len(w))}


@dataclass(frozen=True)
class Gazetteer:
    given: frozenset[str]
    surnames: frozenset[str]
    source: str  # what the lists were read from (the audit's version line)
    foreign: frozenset[str] = frozenset()  # skeletons of the names written in Greek or Cyrillic (4+ letters)
    foreign_deleted: frozenset[str] = frozenset()  # each with one letter deleted: one-letter misreadings
    words: frozenset[str] = frozenset()  # common words of many languages (a name's word is rarely one: `Reader`)
    # given names of two locales or more (`Marta`, `Burak`, `Shannon`; not Swedish `Hints`, English `Collie`): a
    # given name alone in a sentence is taken only from these
    widespread: frozenset[str] = frozenset()

    def misread(self, token: str) -> bool:
        """A token OCR may have made of a Greek or Cyrillic name: its skeleton at most one letter from one."""
        s = skeleton(token)
        if len(s) < 4:
            return False
        if s in self.foreign or s in self.foreign_deleted:
            return True
        return any(d in self.foreign or d in self.foreign_deleted for d in _deletions(s))


# a person provider's list of names: given (`first_names_female`, `first_kana_names`, `middle_names`) or surnames
# (`last_names`, `male_last_names`, `unisex_last_names`, `last_romanized_names`)
_NAME_LIST = re.compile(r"(?:\w+_)?(?:(?P<last>last)|first|middle)_(?:\w+_)?names(?:_\w+)?")


@functools.cache
def gazetteer() -> Gazetteer:
    """Faker's person lists of every locale, folded (module docstring). Raises ImportError without Faker."""
    import faker
    import faker.providers.person as person

    given: set[str] = set()
    surnames: set[str] = set()
    first: dict[str, str] = {}  # each given name's first locale, and those of two locales or more
    widespread: set[str] = set()
    for mod in pkgutil.iter_modules(person.__path__):
        provider = getattr(importlib.import_module(f"{person.__name__}.{mod.name}"), "Provider", None)
        for attr in dir(provider) if provider is not None else ():
            kind = _NAME_LIST.fullmatch(attr)  # every list: `pl_PL` keeps its surnames in `male_last_names`, …
            if kind is None:
                continue
            values = getattr(provider, attr)
            if isinstance(values, (list, tuple, dict, frozenset, set)):
                names = {fold(w) for v in values if isinstance(v, str) for w in _words(v) if len(w) >= 2}
                (surnames if kind["last"] else given).update(names)
                if not kind["last"]:
                    _count(names, mod.name, first, widespread)
    source = f"faker {faker.VERSION}"
    words: set[str] = set()
    if (extra := _mimesis()) is not None:
        surnames |= extra[1]
        words = extra[2]
        source += f", mimesis {extra[3]}"
        for locale, names in extra[0].items():
            _count(names, locale, first, widespread)
            given |= names
    # the Greek and Cyrillic names as they are written in Latin letters (`Konstantinidis`, `Yiannis`, `Petrov`)
    given |= {r for w in given if _non_latin(w) for r in romanised(w) if r not in words}
    surnames |= {r for w in surnames if _non_latin(w) for r in romanised(w) if r not in words}
    # folded names lost their case and their final sigma (casefold makes ς σ): both forms of each
    foreign = {skeleton(f(re.sub("σ$", "ς", w))) for w in given | surnames if len(w) >= 4 and _non_latin(w)
               for f in (str.lower, str.capitalize)}
    deleted = {d for w in foreign for d in _deletions(w)}
    return Gazetteer(frozenset(given), frozenset(surnames), source, frozenset(foreign),
                     frozenset(deleted), frozenset(words), frozenset(widespread))


# modern Greek in Latin letters (ELOT 743, as passports write it; text-unidecode reads Greek the ancient way: `η` as
# `e`): its digraphs first, a word-initial `μπ`, `ντ`, `γκ` as `b`, `d`, `g`
_GREEK_PAIRS = (("ου", "ou"), ("αι", "ai"), ("ει", "ei"), ("οι", "oi"), ("αυ", "av"), ("ευ", "ev"), ("ηυ", "iv"),
                ("γγ", "ng"), ("γξ", "nx"), ("γχ", "nch"), ("θ", "th"), ("χ", "ch"), ("ψ", "ps"), ("ξ", "x"))
_GREEK_START = (("μπ", "b"), ("ντ", "d"), ("γκ", "g"))
_GREEK = dict(zip("αβγδεζηικλμνοπρστυφωσ", "avgdeziiklmnoprstyfos", strict=True))


def romanised(word: str) -> set[str]:
    """A folded Greek or Cyrillic name in Latin letters, folded, 4 letters or more: Greek as ELOT 743 writes it and
    as people often do (`χ` as `h`: `Hristos`; `Γι` as `Yi`: `Yiannis`), Cyrillic as text-unidecode does
    (`Dmitrii`) and as Western lists do (`Dmitriy`, `Dmitry`, `Yulia`)."""
    if any("\u0370" <= c <= "\u03ff" for c in word):
        w = word.replace("ς", "σ")
        for a, b in _GREEK_START:
            w = b + w[2:] if w.startswith(a) else w
        for a, b in (*_GREEK_PAIRS, ("μπ", "mp"), ("ντ", "nt"), ("γκ", "nk")):
            w = w.replace(a, b)
        base = "".join(_GREEK.get(c, c) for c in w)
        forms = {base, base.replace("ch", "h"), "y" + base[1:] if base.startswith("gi") else base}
    elif any("\u0400" <= c <= "\u04ff" for c in word):
        from text_unidecode import unidecode

        base = unidecode(word).lower()
        forms = {base, base.replace("ia", "ya").replace("iu", "yu"),
                 *((base[:-2] + "y", base[:-2] + "iy") if base.endswith("ii") else ())}
    else:
        return set()
    return {f for f in forms if len(f) >= 4 and f.isascii() and f.isalpha()}


def _count(names: set[str], locale: str, first: dict[str, str], widespread: set[str]) -> None:
    """Note the locale of each of `names`: one named in a second locale is widespread."""
    for n in names:
        if first.setdefault(n, locale) != locale:
            widespread.add(n)


def _mimesis() -> tuple[dict[str, set[str]], set[str], set[str], str] | None:  # given names by locale
    """Mimesis's person lists of its 49 locales (`datasets/<locale>/person.json`: `names` by gender, `surnames`
    by gender or one list) and their common words (`text.json`'s `words`), folded; None when it is not
    installed."""
    try:
        import mimesis
    except ImportError:
        return None
    given: dict[str, set[str]] = {}  # each locale's given names
    surnames: set[str] = set()
    words: set[str] = set()
    for locale in importlib.resources.files(mimesis).joinpath("datasets").iterdir():
        path = locale.joinpath("person.json")
        if not path.is_file():
            continue
        if (text := locale.joinpath("text.json")).is_file():
            words.update(fold(w) for w in json.loads(text.read_text(encoding="utf-8")).get("words", ())
                         if isinstance(w, str))
        data = json.loads(path.read_text(encoding="utf-8"))
        for key in ("names", "surnames", "last_names"):
            lists = data.get(key) or []
            for values in lists.values() if isinstance(lists, dict) else [lists]:
                # its short Latin words are mostly words too (`Men`, `Heel`); Faker's lists have the short names
                names = {fold(w) for v in values if isinstance(v, str) for w in _words(v)
                         if len(w) >= 4 or (len(w) >= 2 and not w.isascii())}
                if key == "names":
                    given.setdefault(f"mimesis-{locale.name}", set()).update(names)
                else:
                    surnames.update(names)
    return given, surnames, words, mimesis.__version__


def _words(name: str) -> list[str]:
    """A listed name's words, its abbreviations left out: an initial (`D.` in a list is no given name: `D. Hughes`
    is an initial and a surname), `Klaus-D.`, `Hans-H.`; a stray dot dropped (`Emine.`)."""
    return [w.rstrip(".") for w in name.split() if "." not in w.rstrip(".")]


def _non_latin(word: str) -> bool:
    return not word.isascii() and any("\u0370" <= c <= "\u03ff" or "\u0400" <= c <= "\u04ff" for c in word)
