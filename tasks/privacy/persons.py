"""People's names nobody listed: a gazetteer of given names and surnames and the layout cues that show a name.

No language model is used (none ships inside a package by its own authors; every NER package downloads its weights
at run time). The gazetteer (`gazetteer.py`) is Faker's person lists (MIT, released monthly) and Mimesis's (MIT):
the given names and surnames of their 86 and 49 locales (~49,000 given names, ~59,000 surnames), each in its own
script (Latin, Cyrillic, Greek, Hebrew, Georgian, Persian, Kazakh, …), and Mimesis's common words of each language
(~51,000: what tells `Adobe Reader` from `Funmilayo Adeyemi`), read once per process from the installed packages
(about a second of CPU). Names are compared case- and accent-blind (OCR reads Greek without its accents). A name
is judged from what it is and where it sits:

- two or three capitalised words, the first a known given name and the last a known surname (0.85) or another
  capitalised word of at least three letters (0.6): `Margot Lindqvist`, `Kenji R. Nakamura`, `ΓΙΩΡΓΟΣ ΠΑΠΑΔΑΚΗΣ`;
- `Surname, Given` (0.85; 0.6 with a surname the gazetteer does not know): a contact list's sorted names;
- after a label that introduces a person (`From:`, `To:`, `Full name`, `Sender`, `Assignee`, `Имя:`, `Όνομα:`, …)
  one to three capitalised words (0.7), a single one only when the gazetteer knows it;
- at the start of a chat line (`Margot: see you`) or after a greeting (`Hi Margot,`), a known given name (0.7);
- the words before an e-mail address in angle brackets (`Margot Lindqvist <m@…>`, 0.7);
- a text that is a name and nothing else (a list's entry, a grid's cell, after a bullet or a checkbox): a known
  surname after a capitalised word that is no common word (`Funmilayo Adeyemi`), `Surname, Given` with a given name
  the gazetteer lacks (`Kowalczyk, Zuzanna`), a given name that is also an interface word (`Mark Keane`), a family
  name and a given name OCR read small (`Chen jing`); not a team, a company or a country (`Nord Sales`).

A word of the interface vocabulary (`interface.WORDS`: menus, buttons, headings of common applications) is never
part of a name: `Will`, `Mark`, `Grant`, `Page` are given names, `Mark All`, `Grant Access` are not people.
- a Greek or Cyrillic name as the Latin-script OCR engine misreads it (`Иван Петров` read `VBaH lerpoB`): two
  neighbouring words, one of them odd (a Greek letter, an accent, a capital after a small letter), whose
  look-alike skeletons (`skeleton`) are each at most one letter from a Greek or Cyrillic name's (0.7).

What is missed: a single given name without a cue (`Margot` alone in a cell), names in lower case, names in scripts
without letter case (CJK), a non-Latin name the OCR engine misreads beyond one look-alike letter. Strict mode
(`privacy.mode: strict`, `strict.py`) fills what is not interface text, names included.
"""

from __future__ import annotations

import functools
import itertools
import re

from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.gazetteer import gazetteer
from cuaflow.tasks.privacy.interface import fold, is_interface_word
from cuaflow.tasks.privacy.scripts import UNSPACED

ENTITY = "PERSON"
_TOKEN = re.compile(r"[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_]))*")
# labels that introduce a person even without a colon (a form's label and its field are read as one row) ...
_NAMED = ("full name|first name|last name|surname|given name|sender|recipient|recipients|assignee|assigned to|"
          "account holder|cardholder|card holder|attendees|participants|name, first name|"
          "nom de famille|nom complet|nom d'usage|nom|prénom|vorname|nachname|familienname|name, vorname|"
          "vorname, name|nachname, vorname|nombre completo|nombre y apellidos|nombre|apellidos?|cognome|"
          "nome completo|nome|voornaam|achternaam|imię|nazwisko|förnamn|efternamn|"
          "фио|отправитель|получатель|ονοματεπώνυμο|αποστολέας|παραλήπτης")
# ... and words that do so only before a colon ("From: Margot", not "Transfer to Acme Bank")
_COLON = ("name|from|to|cc|bcc|contact|author|owner|customer|client|attendee|organi[sz]er|reviewer|approver|"
          "patient|employee|manager|created by|modified by|shared by|shared with|reported by|signed by|"
          "requested by|participant|member|user|bill to|ship to|имя|фамилия|от|кому|контакт|автор|"
          "όνομα|επώνυμο|από|προς|επαφή")
_LABEL = re.compile(rf"(?i)(?<![^\W_])(?:(?P<named>{_NAMED})(?![^\W_])[\"']?\s*(?P<colon>[:：=])?|"
                    rf"(?:{_COLON})[\"']?\s*[:：=])\s*(?P<quote>[\"'])?")
# a quoted value after a key is the name whole, whatever its case (`"name": "Rita okonkwo"`, `author='li wei'`)
_QUOTED_NAME = re.compile(r"[^\W\d_]+(?:['’.-][^\W\d_]+)*\.?(?: [^\W\d_]+(?:['’.-][^\W\d_]+)*\.?){0,3}")
# a name in Han, kana or Hangul (no letter case, no spaces) after a label: 2-4 characters then the run's end
# (`姓名：王芳`, `Contact: 李小龙`, `担当者 田中 太郎`, `이름: 김민준님`); a label of those scripts, or a Latin one
# before a colon
_CJK_NAME = (r"(?P<name>[\u4e00-\u9fff]{1,3}[ \u3000][\u4e00-\u9fff]{1,3}(?![\u4e00-\u9fff])|"
             r"[\u4e00-\u9fff]{2,4}(?![\u4e00-\u9fff])|[\uac00-\ud7af]{2,4}(?=님|씨|$|[^\uac00-\ud7af]))")
# a name's label before a space or a colon, and words that label a name only before a colon (`客户 管理`)
_CJK_NAMED = ("姓名|名前|氏名|お名前|联系人|聯絡人|联络人|担当者|发件人|發件人|收件人|收件者|寄件者|寄件人|"
              "负责人|負責人|申请人|申請人|이름|성명|담당자|보낸 사람|받는 사람|작성자")
_CJK_COLON = "作者|客户|客戶|患者|员工|員工|担当|고객"
_CJK_LABEL = re.compile(
    r"(?:(?:" + _CJK_NAMED + r")(?:[ \u3000]*[:：][ \u3000]*|[ \u3000]+)|(?:" + _CJK_COLON + r"|"
    r"(?i:(?<![^\W_])(?:" + _COLON + r")))[ \u3000]*[:：][ \u3000]*)" + _CJK_NAME)
# a label line that names a person's name field (a form's label beside or above its value)
NAME_FIELD = re.compile(rf"(?i)(?:{_NAMED}|{_COLON}|{_CJK_NAMED})")
# a label of a name's own field (`Last name`, `Nachname`, `Prénom`; not `Assignee`: a team may be assigned)
_NAME_WORD = re.compile(r"(?i)name|nom|nombre|apellido|cognome|naam|imię|nazwisko|navn|namn|фио|ονοματεπώνυμο")
# a label that names a whole name: every capitalised word after it is the name's (`Nombre completo Alejandro Ruiz
# Delgado`: two surnames)
_WHOLE_NAME = re.compile(r"(?i)full name|nombre completo|nombre y apellidos|nom complet|nome completo|фио|"
                         r"ονοματεπώνυμο")
# a person's title or form of address (`Mr Bennett`, `Frau Schmidt`, `dr n. med. Tomasz Wójcik`, `lek. Anna …`): the
# capitalised words after it are a name, a single one too; abbreviations that are also words elsewhere only with
# their dot (`Hr.`, `Fr.`: not `Fr, 10:42`)
_TITLE = re.compile(
    r"(?<![^\W_])(?:(?:Mr|Mrs|Ms|Mx|Dr|Dra|Prof|Sir|Dame|Miss|Herr|Frau|Mme|Mlle|Sra|Srta|Dott\.ssa|Dott|Sig\.ra|"
    r"Dhr|Mevr|Pan|Pani|Fru|Revd|Cllr)\.?|(?:M|Hr|Fr|Sr|Sig|Avv|Ing|Dña|Mw|Rev|Mag|Sgt|Insp)\.|"
    r"dr(?: n\. med\.| hab\.)?|lek\.(?: med\.)?|mgr|inż\.)[ \u00a0]+(?=[^\W\d_])")
# a preposition a place follows (`in Florence`, `nach Milan`): a given name after it is a town as often
_PLACES_BEFORE = "in at near via en à nach aus bei de di da em no na do dans sur"
_PLACE_BEFORE = frozenset(_PLACES_BEFORE.split())
# a title's small words (not `and`: `Michael and Siobhán`)
_TITLE_SMALL = frozenset(["of", "the", "for", "to", "on", "with", "de", "del", "der", "von", "du", "la"])
# a verb after a given name opening a note (`Marta is pregnant`, `Jamie needs a booster seat`)
_VERB_AFTER = re.compile(r" (?:is|was|has|had|will|can|says|said|wants|needs|called|asked|and|&|ist|est|es|è|é)"
                         r"(?![\w])")
# titles that are words elsewhere too (`Hon. Secretary`, `Judge Rating`): part of a name found without them
_TITLE_BEFORE = re.compile(r"(?<![^\W_])(?:Hon\.|The Hon\.|Judge|Justice|Hon'ble|Sen\.|Rep\.|Gov\.)[ \u00a0]+$")
_IATA = re.compile(r"(?<![\w/])(?P<name>[A-Z][A-Z'-]{1,30}/[A-Z][A-Z' -]{0,30}?[A-Z])(?:[ \t]+(?P<title>MR|MRS|MS|MISS|"
                   r"MSTR|DR|CHD|INF))?(?![\w/])")
_CHAT = re.compile(r"^\s*")  # a chat line starts with its author, then a colon
_GREETING = re.compile(r"(?i)(?<![^\W_])(?:hi|hello|hey|dear|thanks|thank you|cheers|привет|здравствуйте|"
                       r"уважаемый|уважаемая|γεια σου|αγαπητέ|αγαπητή)[ ,]+")
# a relation (or `named`) just before a person's given name in a sentence (`his wife Katarzyna`, `mi vecina Carmen`,
# `Partnerin Sabine W.`): a single word only when it is a listed given name
_RELATION = re.compile(
    r"(?i)(?<![^\W_])(?:wife|husband|partner|mother|father|mum|mom|dad|son|daughter|brother|sister|neighbou?r|"
    r"friend|colleague|cousin|aunt|uncle|grand(?:mother|father|son|daughter)|girlfriend|boyfriend|fianc[ée]e?|carer|"
    r"named|called|esposa|esposo|mujer|marido|madre|padre|hij[oa]|herman[oa]|vecin[oa]|amig[oa]|pareja|novi[oa]|"
    r"llamad[oa]|femme|mari|mère|père|fils|fille|frère|sœur|voisine?|amie?|compagne|compagnon|mutter|vater|sohn|"
    r"tochter|bruder|schwester|nachbarin|nachbar|partnerin|freundin|freund|kollegin|kollege|ehefrau|ehemann|"
    r"vrouw|moeder|vader|zoon|dochter|broer|zus|buurman|buurvrouw|moglie|marito|figli[oa]|fratello|sorella|"
    r"mãe|pai|filh[oa]|irmã|irmão|vizinh[oa]|żona|mąż|matka|ojciec|córka|siostra|sąsiadk?a?)[ \u00a0]+(?=[^\W\d_])")
_RELATION_NAMES = (
    "wife husband partner mother father mum mom dad son daughter brother sister neighbour neighbor friend colleague "
    "cousin aunt uncle grandmother grandfather grandson granddaughter girlfriend boyfriend fiancé fiancée fiance "
    "fiancee carer named called esposa esposo mujer marido madre padre hijo hija hermano hermana vecino vecina amigo "
    "amiga pareja novio novia llamado llamada femme mari mère père fils fille frère sœur voisin voisine ami amie "
    "compagne compagnon mutter vater sohn tochter bruder schwester nachbarin nachbar partnerin freundin freund "
    "kollegin kollege ehefrau ehemann vrouw moeder vader zoon dochter broer zus buurman buurvrouw moglie marito "
    "figlio figlia fratello sorella mãe pai filho filha irmã irmão vizinho vizinha żona mąż matka ojciec córka "
    "siostra sąsiad sąsiadka sąsiada")
_RELATION_WORDS = frozenset(_RELATION_NAMES.split())
_BORN_WORDS = frozenset(["née", "nee", "geb", "geborene", "z", "nata", "nacida", "nascida"])
# a bank statement's narration before its payee or payer, whose name it writes in capitals (`NIP TRF TO ADEBAYO
# TUNDE BAKARE`, `Customer Transfer to - PETER KIPCHOGE RONO`, `SENT TO GRACE WANJIRU`)
_PAYEE = re.compile(r"(?i)(?<![^\W_])(?:trf|transfer|transferred|sent|paid|payment|received|funds|credit|debit|"
                    r"deposit|remittance)[ \t]+(?:to|from|by)[ \t]*[-:–]?[ \t]*(?=(?-i:[A-Z]{2,}[ \t]+[A-Z]{2,}))")
# a maiden or former name: a single word after it is a surname (`née Stoica`, `geb. Müller`, `z domu Nowak`)
_BORN = re.compile(r"(?i)(?<![^\W_])(?:née|nee|geb\.|geborene|z domu|nata|nacida|nascida)[ \u00a0]+(?=[^\W\d_])")
_BEFORE_ADDRESS = re.compile(r"\s*<[^<>@\s]+@")


# words that make two capitalised words a team, a company or a country, not a person (`Nord Sales`, `Brightloop
# Studio`, `Electric Ireland`): for a name alone whose first word the gazetteer lacks
_ORGANISATION_WORDS = (
    "sales studio studios labs lab group media systems design digital consulting partners solutions ventures "
    "holdings capital energy electric motors logistics software support team marketing finance legal services "
    "bank insurance health clinic hospital university college school academy institute foundation agency "
    "ireland england scotland wales britain france germany spain italy portugal poland holland india china japan "
    "canada australia brazil mexico kenya nigeria ghana egypt israel jordan chad georgia")
_ORGANISATION = frozenset(_ORGANISATION_WORDS.split())
_COMPANY = frozenset(["ltd", "limited", "llc", "inc", "plc", "gmbh", "sa", "bv", "pty", "co", "corp", "nig",
                      "enterprises", "stores", "store", "services", "ventures", "global", "intl", "international",
                      "trading"])
# states whose names are given names too (`AUSTIN, TEXAS`, `RICHMOND, VIRGINIA`: a town and its state in capitals)
_REGIONS = ("texas florida virginia carolina dakota montana nevada arizona indiana alabama kansas louisiana "
            "maryland california colorado oregon washington tennessee kentucky missouri victoria "
            "queensland tasmania ontario alberta quebec")
_REGION = frozenset(_REGIONS.split())
_SAINT = frozenset({"sao", "san", "santa", "santo", "saint", "sainte", "st", "st.", "ste", "sankt", "sint", "sveti",
                    "santiago"})
# a relation or a title in brackets after a name alone (`Clarke, Mark (Father)`, `PATEL, Rajesh (Mr)`)
_RELATION_AFTER = re.compile(r"(?i)[ ,]*\((?:mother|father|mum|mom|dad|parent|guardian|carer|step-?(?:mother|father)|"
                             r"grand(?:mother|father|parent)|aunt|uncle|wife|husband|partner|son|daughter|brother|"
                             r"sister|mr|mrs|ms|miss|mx|dr)\.?\)[ .,;]*$")
# what may lead a list's entry: a bullet, a status dot, a checkbox, an avatar's glyph
_LEAD = re.compile(r"[\s•●○◦▪■□☐☑✓✔▸►›>*·-]+|[\s•●○◦▪■□☐☑✓✔▸►›>*·-]*\d{1,3}[.)]?\s+")  # a row's number too
_SMALL_WORD_AFTER = re.compile(r" [^\W\d_A-Z]")


def _odd(token: str) -> bool:
    """A token that may be a misread Greek or Cyrillic word: a Greek letter, a letter with an accent, or an upper-case
    letter after a lower-case one (`VBaH`, `lerpoB`, `Tiúpyos`, `EλÉvn`)."""
    return not token.isascii() or bool(_CAMEL.search(token))


_CAMEL = re.compile(r"[a-z][A-Z]")
_CREDENTIALS = re.compile(r"(?:,?[ \t]+(?:MD|M\.D\.|RN|PhD|Ph\.D\.|DO|DDS|DMD|NP|PA-C|MBBS|FRCS|MBA|CPA|Esq\.|Jr\.|"
                          r"Sr\.|II|III|IV)(?!\w))+")
_SMALL_L = re.compile(r"(?<![^\W\d_])l([^\W\d_A-Z]{3,})")
_GLUED_INITIALS = re.compile(r"(?<![^\W\d_])([A-Z]{1,3})([A-Z][a-zà-ÿ]{2,})")


Tok = tuple[int, int, str]


def capitalised(w: str) -> bool:
    """A word written as a name: an upper-case first letter (`Lindqvist`, `McKay`, `O'Neil`, `ΠΑΠΑΔΑΚΗΣ`)."""
    return w[:1].isupper()


def _may_start(run: list[Tok]) -> bool:
    """A run of two words or more that may be a name: not capitals of two letters (`IBAN DE`, `ID NO`: codes), not
    a name and an acronym (`Hana IBAN`: `Iban` is a given name too, not its surname)."""
    first, second = run[0][2], run[1][2]
    if first.isupper():
        return all(len(t[2]) >= 3 for t in run[:2])
    return not (second.isupper() and not second.endswith(".") and len(second) > 1)  # an initial without its dot


def tokens(text: str) -> list[Tok]:
    """The words of a text with their positions; an initial keeps its dot (`R.`)."""
    out: list[Tok] = []
    for m in _TOKEN.finditer(text):
        end = m.end() + 1 if len(m.group(0)) == 1 and text[m.end():m.end() + 1] == "." else m.end()
        out.append((m.start(), end, text[m.start():end]))
    return out


# a surname's particle, written small inside a name (`Daan de Vries`, `Ludwig van Beethoven`, `Ana da Silva`)
PARTICLES = frozenset({"de", "van", "von", "der", "den", "da", "di", "du", "del", "della", "dos", "das", "le", "la",
                       "ter", "ten", "bin", "al", "zu", "y",
                       "Ó", "ó", "Ní", "ní", "Nic", "Mac", "Mc", "Ua", "Uí", "Bean"})  # Irish: `Eoin Ó Súilleabháin`


def _run_from(text: str, toks: list[Tok], k: int, most: int = 4) -> list[Tok]:
    """The capitalised words from token k on, each one space after the previous one (at most `most`); a particle
    and the capitalised word after it are one word of the run (`de Vries`, `van der Berg`)."""
    run: list[Tok] = []
    i = k
    while i < len(toks):  # by index: a slice from k copied the rest of a long text's words for every k
        t = toks[i]
        j, merged = i, False
        while run and t[2] in PARTICLES and j + 1 < len(toks) and text[toks[j][1]:toks[j + 1][0]] == " " and (
                capitalised(toks[j + 1][2]) or toks[j + 1][2] in PARTICLES):
            j += 1
            if capitalised(toks[j][2]):
                t, merged = (t[0], toks[j][1], text[t[0]:toks[j][1]]), True
                break
        else:
            j = i
        i = j + 1
        if len(run) == most or not (merged or capitalised(t[2])) or (
                run and text[run[-1][1]:t[0]] not in (" ", "\u00a0") and not (  # or after an initial: `T.Ingram`
                    t[0] == run[-1][1] and len(run[-1][2]) == 2 and run[-1][2].endswith("."))):
            break
        if text[t[1]:t[1] + 1].isdigit() or text[max(0, t[0] - 1):t[0]].isdigit():
            break  # letters glued to digits are a code (`DE89…`, `A278`), not a word
        run.append(t)
    return run


class PersonMatcher:
    """The PERSON recogniser (module docstring): `analyze(text)` gives the names found, with their cue's score."""

    name = "person_names"
    entity = ENTITY

    def __init__(self) -> None:
        self.g = gazetteer()

    def given(self, w: str) -> bool:
        """A given name the gazetteer knows; a hyphenated one whose every part it knows (`Kellie-Anne`)."""
        if "-" in w.strip("-"):  # `Mei-Ling`, `Jean-Luc`: one part known, the other written as a name's
            parts = w.split("-")
            return all(self.given(p) or (capitalised(p) and len(p) >= 3 and not is_interface_word(p)) for p in
                       parts) and any(self.given(p) for p in parts)
        if len(w) >= 5 and w.endswith("né") and fold(w[:-2]) in self.g.given:
            return True  # a Hungarian married name: the husband's given name and `-né` (`Ferencné`)
        return len(w) >= 2 and fold(w) in self.g.given and not is_interface_word(w)

    def common(self, w: str) -> bool:
        """A common word of some language (`Reader`, `Portal`, `Electric`): a name's word the gazetteer lacks is
        rarely one."""
        return fold(w) in self.g.words

    def known(self, w: str) -> bool:
        k = fold(w)
        return (len(w) >= 2 and (k in self.g.surnames or k in self.g.given) and not is_interface_word(w)) or (
            "-" in w.strip("-") and all(self.known(p) for p in w.split("-")))

    def surname(self, w: str) -> bool:
        """A surname the gazetteer knows; a double-barrelled one with one part it knows (`Brady-Nakamura`)."""
        if "-" in w.strip("-"):
            return any(self.surname(p) for p in w.split("-")) and not is_interface_word(w)
        return len(w) >= 2 and fold(w) in self.g.surnames and not is_interface_word(w)

    def analyze(self, text: str) -> list[Found]:
        text = self._read_again(text)
        toks = tokens(text)
        found = [*self._names(text, toks), *self._alone(text, toks), *self._after_cues(text, toks),
                 *self._in_sentence(text, toks), *self._payee(text),
                 *self._chat(text, toks),
                 *(self._iata(text) if "/" in text else ()),
                 *self._misread(text, toks), *self._before_address(text, toks), *self._unspaced(text)]
        return [_titled(text, f) for f in found]

    def _read_again(self, text: str) -> str:
        """The text with two misreadings of a name undone, in place (the positions stay): a capital `I` read as a
        small `l` (one glyph in most sans-serif fonts: `lonescu`, `lbáñez`), and an avatar's initials run into the
        name beside them (`HKHannah`: blanked); each only where the gazetteer knows the name it gives."""
        if "l" not in text and not _GLUED_INITIALS.search(text):
            return text

        def capital(m: re.Match[str]) -> str:
            return "I" + m.group(1) if self.known("I" + m.group(1)) else m.group(0)

        def initials(m: re.Match[str]) -> str:
            return " " * len(m.group(1)) + m.group(2) if self.given(m.group(2)) else m.group(0)

        return _GLUED_INITIALS.sub(initials, _SMALL_L.sub(capital, text))

    @staticmethod
    def _unspaced(text: str) -> list[Found]:
        """A name in Han, kana or Hangul after a label (`_CJK_LABEL`): no letter case to tell it from a word."""
        if not UNSPACED.search(text):
            return []
        return [Found(ENTITY, m.start("name"), m.end("name"), 0.7, "person_label_cjk")
                for m in _CJK_LABEL.finditer(text)]

    def _after_cues(self, text: str, toks: list[Tok]) -> list[Found]:
        """The names a label (`From:`, `Full name`) or a greeting (`Hi Margot,`) introduces."""
        out: list[Found] = []
        starts = {t[0]: k for k, t in enumerate(toks)}
        words = {t[2].casefold() for t in toks}  # the relation and birth cues only where one of their words is
        related = not words.isdisjoint(_RELATION_WORDS)  # (a long accessibility text is read once per cue)
        for rx, detector in ((_LABEL, "person_label"), (_GREETING, "person_greeting"), (_TITLE, "person_title"),
                             (_RELATION, "person_relation"), (_BORN, "person_born")):
            if (rx is _RELATION and not related) or (rx is _BORN and words.isdisjoint(_BORN_WORDS)):
                continue
            for m in rx.finditer(text):
                quote = m.groupdict().get("quote")
                if quote and (close := text.find(quote, m.end())) > m.end() and \
                        _QUOTED_NAME.fullmatch(text, m.end(), close) and \
                        any(self.known(t[2]) for t in toks if m.end() <= t[0] < close):
                    out.append(Found(ENTITY, m.end(), close, 0.7, "person_label"))
                if quote:
                    continue  # a key's quoted value is a name only when the gazetteer knows a word of it
                k = starts.get(m.end())
                colon = ":" in m.group(0) or "：" in m.group(0)
                whole = bool(_WHOLE_NAME.search(m.group(0)))
                # a label that names a person's field takes a single word the gazetteer does not know too (a
                # `Last name` cell: `Wiśniewski`, `Byme` read for `Byrne`)
                field = detector == "person_label" and bool(_NAME_WORD.search(m.groupdict().get("named") or ""))
                if k is not None and (f := self._cued(text, toks, k, "person_field" if field else detector, colon,
                                                      whole)):
                    # a title is the name's first word as written (`Mr Oliver Bennett`, `dr n. med. Tomasz Wójcik`)
                    out.append(Found(ENTITY, m.start(), f.end, f.score, detector) if detector == "person_title" else f)
        return out

    def _payee(self, text: str) -> list[Found]:
        """The payee or payer a statement's narration names in capitals (`_PAYEE`): two to four words in capitals,
        one of them a listed name, none a common word, an interface word or a company's (`TRF TO ACME LTD` is no
        person)."""
        out: list[Found] = []
        for m in _PAYEE.finditer(text) if "TO" in text.upper() or "FROM" in text.upper() else ():
            run = re.match(r"[A-Z][A-Z'-]+(?:[ \t]+[A-Z][A-Z'-]+){1,3}", text[m.end():])
            if run is None:
                continue
            words = run.group(0).split()
            if any((self.common(w) and not self.known(w)) or is_interface_word(w) or fold(w) in _ORGANISATION
                   or fold(w) in _COMPANY for w in words) or not any(self.known(w) for w in words):
                continue
            out.append(Found(ENTITY, m.end(), m.end() + run.end(), 0.7, "person_payee"))
        return out

    def _in_sentence(self, text: str, toks: list[Tok]) -> list[Found]:
        """A listed given name alone inside a sentence (`I've added Lucía`, `Merhaba, ben Burak.`), or opening one
        before its verb (`Marta is pregnant`): capitalised after a small word or a comma,
        then a small word, punctuation or the end; not a common word (`May`, `Grant`), an interface word, nor a
        place after its preposition (`in Florence`)."""
        out: list[Found] = []
        for k, (a, b, w) in enumerate(toks):
            if len(w) < 3 or not capitalised(w) or w.isupper() or not self.given(w) or self.common(w) or (
                    fold(w) not in self.g.widespread):
                continue
            after = text[b:b + 1]
            if after and not (after in " ,.;:!?)…" and not (after == " " and k + 1 < len(toks) and toks[k + 1][0] == b
                                                                + 1 and capitalised(toks[k + 1][2]))):
                continue  # the next word starts another name's (`Lucía Pérez` is `_names`'s)
            if k == 0:
                if not _VERB_AFTER.match(text, b):
                    continue
            else:
                before = text[toks[k - 1][1]:a]
                prev = toks[k - 1][2]
                if before.strip(" ,") or fold(prev) in _PLACE_BEFORE or fold(prev) in _SAINT or capitalised(prev):
                    continue  # a sentence's end, a bracket or a dash before it; a place's preposition; a
                    # capitalised word (a path's `Documents Kirsten`, a row's label cell before its value)
                if fold(prev) in _TITLE_SMALL and k >= 2 and capitalised(toks[k - 2][2]):
                    continue  # a title's small word between capitalised words (`Notice of Lien`, `Bank of Ireland`)
            if fold(w) in _ORGANISATION or fold(w) in _REGION or fold(w) in _SAINT:
                continue
            out.append(Found(ENTITY, a, b, 0.6, "person_in_sentence"))
        return out

    def alone(self, text: str) -> list[Found]:
        """`_alone` over a text on its own (a table's cell, which a row's text joins with its neighbours)."""
        text = self._read_again(text)
        return self._alone(text, tokens(text))

    def _alone(self, text: str, toks: list[Tok]) -> list[Found]:
        """A text that is a name and nothing else (a list's or a grid's cell, a sidebar's entry, after a bullet or
        a checkbox; a relation or a title in brackets after it: `Clarke, Mark (Father)`). Its words are not
        interface words, labels (`Nom`, `Surname`), teams, companies or countries (`Nord Sales`, `Electric
        Ireland`), nor a place named after a saint (`São Paulo`)."""
        if (tail := _RELATION_AFTER.search(text)) is not None:
            toks = [t for t in toks if t[1] <= tail.start()]
        # two words or more: a given name alone is as often a city or a product (`Vienna`, `Milan` in a sheet)
        if not 2 <= len(toks) <= 4 or text[toks[-1][1]:tail.start() if tail else len(text)].strip(" .,;") or \
                _LEAD.sub("", text[:toks[0][0]]):
            return []
        first, last = toks[0][2], toks[-1][2]
        if not capitalised(first) or fold(first) in _SAINT or any(
                NAME_FIELD.fullmatch(t[2]) or fold(t[2]) in _ORGANISATION or (
                    is_interface_word(t[2]) and k > 0 and fold(t[2]) not in self.g.given)  # `Clarke, Mark`
                for k, t in enumerate(toks)):
            return []
        found = self._alone_name(text, toks, first, last)
        return [Found(ENTITY, toks[0][0], toks[-1][1], found, "person_alone")] if found else []

    def _alone_name(self, text: str, toks: list[Tok], first: str, last: str) -> float:
        """The score of a name alone (`_alone`), 0 when its words are no name."""
        def rare(w: str) -> bool:  # a word that may be a name the gazetteer lacks
            return self._plain(w) and not self.common(w)

        gaps = [text[a[1]:b[0]] for a, b in itertools.pairwise(toks)]
        if len(toks) == 2 and gaps[0] in (", ", ","):  # `Surname, Given`: `Kowalczyk, Zuzanna`, `PATEL, Rajesh`
            if last.isupper() and first.isupper():  # a register in capitals: `FORTIN, JULIEN`; not `PARIS, TEXAS`
                return 0.7 if self.given(last) and not {fold(first), fold(last)} & (_ORGANISATION | _REGION) and (
                    self.surname(first) or rare(first.capitalize())) else 0.0
            if last.isupper() or not capitalised(last):
                return 0.0
            return 0.7 if (self.surname(first) and self._plain(last) and (first.isupper() or self._plain(first))) or (
                rare(first) and rare(last)) else 0.0
        if any(g != " " for g in gaps):
            return 0.0
        if first.isupper() and len(first) >= 2 and all(capitalised(t[2]) and not t[2].isupper() for t in toks[1:]):
            # a family name in capitals, then the given names (`NOWAK Agnieszka`, `OKAFOR Tobi`)
            return 0.7 if (self.surname(first) and (self.given(toks[1][2]) or rare(toks[1][2]))) or (
                self.given(toks[1][2]) and rare(first.capitalize()) and len(first) >= 4 and any(
                    c in "AEIOUY" for c in first)) else 0.0  # an acronym is no surname (`MRN Ward`)
        if first.isupper():
            # a name in capitals of two to four words, each a listed name and none a common word (`RUIZ CERVANTES
            # SANTIAGO`); not a heading (`PAYMENT DETAILS`: interface words)
            words = [t[2] for t in toks]
            return 0.7 if all(w.isupper() and len(w) >= 3 for w in words) and sum(self.known(w) for w in words) >= 2 \
                and not any(self.common(w) or fold(w) in _ORGANISATION or fold(w) in _REGION for w in words) else 0.0
        if len(toks) == 2 and capitalised(last) and not last.isupper() and self.surname(first) and not self.given(
                first) and self.given(last):
            return 0.7  # a family name then a given name, alone in its cell (`Mayrhofer Lena`, `Novák Peter`)
        if len(toks) == 2 and len(last) == 2 and last.endswith(".") and last[0].isupper():
            return 0.6 if self.given(first) or rare(first) else 0.0  # a given name and an initial (`Thabo M.`)
        if len(toks) == 2 and not capitalised(last):  # a family name and a given name read small (`Chen jing`)
            return 0.7 if self._family_first(first, last.capitalize()) else 0.0
        if not all(capitalised(t[2]) for t in toks) or (
                len(toks) > 2 and not (len(toks) == 3 and len(toks[1][2]) == 2 and toks[1][2].endswith("."))):
            return 0.0
        if self.given(first) and self.surname(last):
            return 0.7
        # a known surname after a word the gazetteer lacks (`Funmilayo Adeyemi`) or a given name that is also an
        # interface word (`Mark Keane`)
        return 0.7 if self.surname(last) and not self.common(last) and not self.surname(first) and len(first) >= 3 and (
            fold(first) in self.g.given or rare(first)) else 0.0

    def _iata(self, text: str) -> list[Found]:
        """A passenger's name as a ticket writes it (`SURNAME/GIVEN MS`): with its title, or a part the gazetteer
        knows (`TCP/IP`, `AND/OR`, `N/A` are neither)."""
        out = []
        for m in _IATA.finditer(text):
            parts = m.group("name").replace("/", " ").split()
            if m.group("title") or (len(parts) >= 2 and any(self.known(p) for p in parts) and all(
                    len(p) >= 3 and not is_interface_word(p) for p in parts)):
                out.append(Found(ENTITY, m.start("name"), m.end(), 0.7, "person_ticket"))
        return out

    def _chat(self, text: str, toks: list[Tok]) -> list[Found]:
        """A chat line's author (`Margot: see you`)."""
        run = _run_from(text, toks, 0, 2)
        if run and re.match(r"\s*[:：]\s", text[run[-1][1]:]) and text[:run[0][0]].strip() == "":
            return [f for f in [self._cued(text, toks, 0, "person_chat", True)] if f]
        return []

    def _before_address(self, text: str, toks: list[Tok]) -> list[Found]:
        """The capitalised words just before an address in angle brackets (`Margot Lindqvist <m@…>`)."""
        out: list[Found] = []
        for m in _BEFORE_ADDRESS.finditer(text):
            e = max((k for k, t in enumerate(toks) if t[1] <= m.start()), default=None)
            if e is None or not capitalised(toks[e][2]) or text[toks[e][1]:m.start()].strip():
                continue
            k = e
            while k > 0 and e - k < 2 and capitalised(toks[k - 1][2]) and text[toks[k - 1][1]:toks[k][0]] == " ":
                k -= 1
            if (f := self._cued(text, toks, k, "person_before_address", True)) is not None:
                out.append(f)
        return out

    def _misread(self, text: str, toks: list[Tok]) -> list[Found]:
        """Greek and Cyrillic names as a Latin-script OCR engine reads them: two neighbouring words, at least one
        odd (`_odd`), whose skeletons are each a name's (`Gazetteer.misread`)."""
        out: list[Found] = []
        for a, b in itertools.pairwise(toks):
            if text[a[1]:b[0]] in (" ", "\u00a0") and (_odd(a[2]) or _odd(b[2])) and \
                    self.g.misread(a[2]) and self.g.misread(b[2]):
                out.append(Found(ENTITY, a[0], b[1], 0.7, "person_misread_script"))
        return out

    def _names(self, text: str, toks: list[Tok]) -> list[Found]:
        """A known given name, then one or two words ending the name; `Surname, Given`."""
        out: list[Found] = []
        k = 0
        while k < len(toks):
            run = _run_from(text, toks, k)
            found = self._name_at(run, text) if len(run) >= 2 else None
            if found is None and k + 1 < len(toks) and text[toks[k][1]:toks[k + 1][0]] in (", ", ","):
                last, first = toks[k][2], toks[k + 1][2]
                if capitalised(last) and capitalised(first) and self.given(first) and not first.isupper() and not (
                        fold(last) in _ORGANISATION or fold(first) in _ORGANISATION):  # not `Paris, France`
                    if self.surname(last):
                        found = Found(ENTITY, toks[k][0], toks[k + 1][1], 0.85, "person_surname_first")
                    elif len(last) >= 3 and not is_interface_word(last) and not last.isupper():
                        found = Found(ENTITY, toks[k][0], toks[k + 1][1], 0.6, "person_surname_first")
                    # a surname of two words, or with its particle (`Fernández Ruiz, Alejandro`, `van Dijk, M…`)
                    j = k
                    while found is not None and j > 0 and k - j < 2 and text[toks[j - 1][1]:toks[j][0]] == " " and (
                            toks[j - 1][2] in PARTICLES or (capitalised(toks[j - 1][2])
                                                            and self.surname(toks[j - 1][2]))) and (
                            not out or out[-1].end <= toks[j - 1][0]):
                        j -= 1
                    if found is not None and j < k:
                        found = Found(ENTITY, toks[j][0], found.end, found.score, found.detector)
            if found is None and len(run) >= 2 and self._family_first(run[0][2], run[1][2]):
                found = Found(ENTITY, run[0][0], run[1][1], 0.7, "person_family_first")
            if found is None:
                k += 1
                continue
            # a name's letters after it (`Daniel Okafor, MD`, `Susan Whitfield, MD, PhD`)
            if (after := _CREDENTIALS.match(text, found.end)) is not None:
                found = Found(ENTITY, found.start, after.end(), found.score, found.detector)
            out.append(found)
            k = next((i for i in range(k, len(toks)) if toks[i][0] >= found.end), len(toks))
        return out

    def _family_first(self, first: str, second: str) -> bool:
        """A family name then a given name, no comma (Hungarian, and Chinese, Japanese and Korean names in Latin
        letters: `Nagy Eszter`, `Kovács Gábor`): the first only a surname, the second a given name."""
        return (not first.isupper() and not second.isupper() and self.surname(first) and not self.given(first)
                and self.given(second) and not self.common(second) and fold(second) not in _ORGANISATION)

    def _name_at(self, run: list[Tok], text: str) -> Found | None:
        """The name a run of capitalised words starts with: a middle name or initial and a known surname, a known
        second word, an initial and another word, any other word; the shortest whole name wins (a table row's
        cells are read as one text: `Jane Marlowe Lagos` is a name and a city). Not starting with a given name:
        an initial and a known surname (`H. Lindqvist`, a signature; two surnames are not one: `Bell Tower`)."""
        first, second = run[0][2], run[1][2]
        if fold(first) in _SAINT:
            return None  # a place named after a saint (`São Paulo`, `Santa Clara`, `St Helens`)
        if not self.given(first):
            # (or a word no list holds, of 4-12 letters, that no small word follows: `K. Dunmore`, `G. Oduya`;
            # not `B. Summary`, a section's `C. Données personnelles`)
            if len(first) == 2 and first[1] == "." and first[0].isupper() and not second.isupper() and (
                    self.surname(second) or (4 <= len(second) <= 12 and self._plain(second) and not self.common(
                        second) and not _SMALL_WORD_AFTER.match(text, run[1][1]))):
                return Found(ENTITY, run[0][0], run[1][1], 0.6, "person_initial")
            return None
        if not _may_start(run):
            return None
        initial = run[1][2].endswith(".") or (len(run[1][2]) == 1 and run[1][2].isupper())  # `Daniel J Whitcombe`
        found = self._known_name(run, initial)
        if found is not None or run[0][2].isupper():  # a name in capitals only when the gazetteer knows both words
            return found
        third = run[2][2] if len(run) > 2 else ""
        if third and initial and self._plain(third):
            return Found(ENTITY, run[0][0], run[2][1], 0.6, "person_given_name")
        if not initial and self._plain(run[1][2]) and not self.common(run[1][2]):  # not `Golden Gate`
            return Found(ENTITY, run[0][0], run[1][1], 0.6, "person_given_name")
        return None

    def _known_name(self, run: list[Tok], initial: bool) -> Found | None:
        """A given name, a middle name or initial and a known surname; a given name and two surnames (`Maria Santos
        Ribeiro`, `Lucas Carvalho Mendes`); or a given name and a known word."""
        second = run[1][2]
        third = run[2][2] if len(run) > 2 else ""
        middle = initial or (self.given(second) and not self.surname(second))
        if third and (middle or self.surname(second)) and self.surname(third) and not third.isupper():
            return Found(ENTITY, run[0][0], run[2][1], 0.85, "person_gazetteer")
        if not initial and (self.surname(second) or self.known(second)):
            return Found(ENTITY, run[0][0], run[1][1], 0.85, "person_gazetteer")
        return None

    @staticmethod
    def _plain(w: str) -> bool:
        """A capitalised word that may be a surname the gazetteer lacks: 3+ letters, not an interface word, not
        an acronym (`IBAN`, `CEO`)."""
        return len(w) >= 3 and not w.isupper() and not is_interface_word(w)

    def _cued(self, text: str, toks: list[Tok], k: int, detector: str, colon: bool, whole: bool = False
              ) -> Found | None:
        """The capitalised words a cue introduces, up to the first interface word; a single word only when the
        gazetteer knows it; after a label without a colon (table headers: `Name Size Modified`) only when the
        gazetteer knows one of them."""
        keep: list[Tok] = []
        for t in _run_from(text, toks, k, 3):
            acronym = len(t[2]) > 1 and t[2].isupper() and not t[2].endswith(".")
            initial = len(t[2]) == 2 and t[2].endswith(".")  # `Mr A. Sandhu`, `Mme C. Aubert`: no word
            if (is_interface_word(t[2].rstrip(".")) and not initial) or (acronym and keep):
                break  # an interface word or an acronym after the name ("Priya Sato IBAN") ends it
            keep.append(t)
        if not keep:
            return None
        if len(keep) >= 2 and not whole:  # the name the gazetteer sees there, else a given name and a surname
            named = self._name_at(keep, text)
            keep = [t for t in keep if named is None or t[1] <= named.end][:2 if named is None else 3]
        words = [t[2] for t in keep]
        if len(words) == 1:
            ok = self.given(words[0]) if detector in ("person_chat", "person_greeting", "person_relation") else \
                self.known(words[0])
            ok = ok or (detector in ("person_title", "person_field", "person_born") and self._plain(words[0]))
        else:
            ok = colon or detector == "person_title" or any(self.known(w) for w in words)
        return Found(ENTITY, keep[0][0], keep[-1][1], 0.7, "person_label" if detector == "person_field" else detector
                     ) if ok else None


@functools.cache
def _matcher() -> PersonMatcher:
    return PersonMatcher()


def carries_name(word: str, capitals: bool) -> bool:
    """A word that carries on a name found beside it in the same box (`Mariana Itzel Cervantes` `Olvera`, `Elif
    Şahin` `Korkmaz`, `CERVANTES` `OLVERA MARIANA ITZEL`): a listed given name or surname written as the name is
    (in capitals when it is), not a common word, an interface word, a company's, a country's or a region's."""
    m = _matcher()
    w = word.strip(",")
    if len(w) < 2 or not capitalised(w) or w.isupper() != capitals or (len(w) == 2 and not capitals):
        return False
    k = fold(w)
    return m.known(w) and not m.common(w) and k not in _ORGANISATION and k not in _REGION and k not in _SAINT


def _titled(text: str, f: Found) -> Found:
    """A name with the title just before it (`Hon. Alicia Marquez`, `Judge Okafor`)."""
    if f.start < 3 or (m := _TITLE_BEFORE.search(text, 0, f.start)) is None:
        return f
    return Found(f.entity, m.start(), f.end, f.score, f.detector)


def may_hold_name(text: str) -> bool:
    """The gate: a name has an upper-case letter, or is written in Han, kana or Hangul."""
    return any(c.isupper() for c in text) or bool(UNSPACED.search(text))
