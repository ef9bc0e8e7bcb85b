"""Where a person's name sits (`persons.py` reads these): the labels, titles, greetings, relations and narrations
that introduce one, the words that make capitalised words a company, a region or a place, and what may lead, follow
or glue onto a name on a screen."""

from __future__ import annotations

import re

from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.interface import is_interface_word
from cuaflow.tasks.privacy.scripts import UNSPACED

TOKEN = re.compile(r"[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_]))*")
# labels that introduce a person even without a colon (a form's label and its field are read as one row) ...
NAMED = ("full name|first name|last name|surname|given name|sender|recipient|recipients|assignee|assigned to|"
          "account holder|cardholder|card holder|attendees|participants|name, first name|"
          "nom de famille|nom complet|nom d'usage|nom|prénom|vorname|nachname|familienname|name, vorname|"
          "vorname, name|nachname, vorname|nombre completo|nombre y apellidos|nombre|apellidos?|cognome|"
          "nome completo|nome|voornaam|achternaam|imię|nazwisko|förnamn|efternamn|"
          "фио|отправитель|получатель|ονοματεπώνυμο|αποστολέας|παραλήπτης")
# ... and words that do so only before a colon ("From: Margot", not "Transfer to Acme Bank")
COLON = ("name|from|to|cc|bcc|contact|author|owner|customer|client|attendee|organi[sz]er|reviewer|approver|"
          "patient|employee|manager|created by|modified by|shared by|shared with|reported by|signed by|"
          "requested by|participant|member|user|bill to|ship to|имя|фамилия|от|кому|контакт|автор|"
          "όνομα|επώνυμο|από|προς|επαφή|sn|cn|givenname|displayname")  # a directory's attributes (LDIF)
LABEL = re.compile(rf"(?i)(?<![^\W_])(?:(?P<named>{NAMED})(?![^\W_])[\"']?\s*(?P<colon>[:：=])?|"
                    rf"(?:{COLON})[\"']?\s*[:：=])\s*(?P<quote>[\"'])?")
# a quoted value after a key is the name whole, whatever its case (`"name": "Rita okonkwo"`, `author='li wei'`)
QUOTED_NAME = re.compile(r"[^\W\d_]+(?:['’.-][^\W\d_]+)*\.?(?: [^\W\d_]+(?:['’.-][^\W\d_]+)*\.?){0,3}")
# a name in Han, kana or Hangul (no letter case, no spaces) after a label: 2-4 characters then the run's end
# (`姓名：王芳`, `Contact: 李小龙`, `担当者 田中 太郎`, `이름: 김민준님`); a label of those scripts, or a Latin one
# before a colon
CJK_NAME = (r"(?P<name>[\u4e00-\u9fff]{1,3}[ \u3000][\u4e00-\u9fff]{1,3}(?![\u4e00-\u9fff])|"
             r"[\u4e00-\u9fff]{2,4}(?![\u4e00-\u9fff])|[\uac00-\ud7af]{2,4}(?=님|씨|$|[^\uac00-\ud7af]))")
# a name's label before a space or a colon, and words that label a name only before a colon (`客户 管理`)
CJK_NAMED = ("姓名|名前|氏名|お名前|联系人|聯絡人|联络人|担当者|发件人|發件人|收件人|收件者|寄件者|寄件人|"
              "负责人|負責人|申请人|申請人|이름|성명|담당자|보낸 사람|받는 사람|작성자")
CJK_COLON = "作者|客户|客戶|患者|员工|員工|担当|고객"
CJK_LABEL = re.compile(
    r"(?:(?:" + CJK_NAMED + r")(?:[ \u3000]*[:：][ \u3000]*|[ \u3000]+)|(?:" + CJK_COLON + r"|"
    r"(?i:(?<![^\W_])(?:" + COLON + r")))[ \u3000]*[:：][ \u3000]*)" + CJK_NAME)
# a label line that names a person's name field (a form's label beside or above its value)
NAME_FIELD = re.compile(rf"(?i)(?:{NAMED}|{COLON}|{CJK_NAMED})")
# a label of a name's own field (`Last name`, `Nachname`, `Prénom`; not `Assignee`: a team may be assigned)
NAME_WORD = re.compile(r"(?i)name|nom|nombre|apellido|cognome|naam|imię|nazwisko|navn|namn|фио|ονοματεπώνυμο")
# a label that names a whole name: every capitalised word after it is the name's (`Nombre completo Alejandro Ruiz
# Delgado`: two surnames)
WHOLE_NAME = re.compile(r"(?i)full name|nombre completo|nombre y apellidos|nom complet|nome completo|фио|"
                         r"ονοματεπώνυμο")
# a person's title or form of address (`Mr Bennett`, `Frau Schmidt`, `dr n. med. Tomasz Wójcik`, `lek. Anna …`): the
# capitalised words after it are a name, a single one too; abbreviations that are also words elsewhere only with
# their dot (`Hr.`, `Fr.`: not `Fr, 10:42`)
TITLE = re.compile(
    r"(?<![^\W_])(?:(?:Mr|Mrs|Ms|Mx|Dr|Dra|Prof|Sir|Dame|Miss|Herr|Frau|Mme|Mlle|Sra|Srta|Dott\.ssa|Dott|Sig\.ra|"
    r"Dhr|Mevr|Pan|Pani|Paní|Fru|Revd|Cllr|Ibu|Bapak|Bpk)\.?|(?:M|Hr|Fr|Sr|Sig|Avv|Ing|Dña|Mw|Rev|Mag|Sgt|Insp)\.|"
    r"dr(?: n\. med\.| hab\.)?|lek\.(?: med\.)?|mgr|inż\.)[ \u00a0]+(?=[^\W\d_])")
# a preposition a place follows (`in Florence`, `nach Milan`): a given name after it is a town as often
PLACES_BEFORE = "in at near via en à nach aus bei de di da em no na do dans sur"
PLACE_BEFORE = frozenset(PLACES_BEFORE.split())
# a title's small words (not `and`: `Michael and Siobhán`)
TITLE_SMALL = frozenset(["of", "the", "for", "to", "on", "with", "de", "del", "der", "von", "du", "la"])
# a verb after a given name opening a note (`Marta is pregnant`, `Jamie needs a booster seat`)
VERB_AFTER = re.compile(r" (?:is|was|has|had|will|can|says|said|wants|needs|called|asked|and|&|ist|est|es|è|é)"
                         r"(?![\w])")
# titles that are words elsewhere too (`Hon. Secretary`, `Judge Rating`): part of a name found without them
TITLE_BEFORE = re.compile(r"(?<![^\W_])(?:Hon\.|The Hon\.|Judge|Justice|Hon'ble|Sen\.|Rep\.|Gov\.)[ \u00a0]+$")
IATA = re.compile(r"(?<![\w/])(?P<name>[A-Z][A-Z'-]{1,30}/[A-Z][A-Z' -]{0,30}?[A-Z])(?:[ \t]+(?P<title>MR|MRS|MS|MISS|"
                   r"MSTR|DR|CHD|INF))?(?![\w/])")
CHAT = re.compile(r"^\s*")  # a chat line starts with its author, then a colon
GREETING = re.compile(r"(?i)(?<![^\W_])(?:hi|hello|hey|dear|thanks|thank you|cheers|привет|здравствуйте|"
                       r"уважаемый|уважаемая|γεια σου|αγαπητέ|αγαπητή|"
                       # other languages' (a single word after them must be a given name the gazetteer knows)
                       r"bonjour|salut|chère|cher|hallo|liebe|lieber|hola|querida|querido|estimada|estimado|ciao|"
                       r"buongiorno|olá|bom dia|hej|hei|kære|kära|beste|hoi|cześć|witaj|merhaba|selam|"
                       # a closing before who signs (`Love always, Dara`, `Best regards, Grace`)
                       r"love always|love from|lots of love|love|best regards|kind regards|warm regards|regards|"
                       r"best wishes|many thanks|yours truly|yours sincerely|sincerely|hugs|saludos|un abrazo|besos|"
                       r"cordialement|bisous|liebe grüße|viele grüße|grüße|pozdrawiam|groetjes|abraços|beijos)[ ,]+")
# a signature after a dash closing a note (`… DELETE this note. - Gemma`)
SIGNED = re.compile(r"(?:^|(?<=[ \t]))[-–—~][ \t]?(?=[A-Z][a-zà-ÿ'’-]+(?:[ \t]+[A-Z][a-zà-ÿ'’-]+)?[ \t]*$)")
# a relation, a role (`Coach Arif`) or `named` just before a person's given name in a sentence (`his wife Katarzyna`,
# `mi vecina Carmen`, `Partnerin Sabine W.`): a single word only when it is a listed given name
RELATION_NAMES = (
    "wife husband partner mother father mum mom dad son daughter brother sister neighbour neighbor friend colleague "
    "cousin aunt uncle grandmother grandfather grandson granddaughter girlfriend boyfriend fiancé fiancée fiance "
    "fiancee carer named called esposa esposo mujer marido madre padre hijo hija hermano hermana vecino vecina amigo "
    "amiga pareja novio novia llamado llamada femme mari mère père fils fille frère sœur voisin voisine ami amie "
    "compagne compagnon mutter vater sohn tochter bruder schwester nachbarin nachbar partnerin freundin freund "
    "kollegin kollege ehefrau ehemann vrouw moeder vader zoon dochter broer zus buurman buurvrouw moglie marito "
    "figlio figlia fratello sorella mãe pai filho filha irmã irmão vizinho vizinha żona mąż matka ojciec córka "
    "siostra sąsiad sąsiadka sąsiada coach trainer instructor tutor teacher nurse trener trenerka pelatih kakak "
    "goddaughter godson godmother godfather niece nephew stepson stepdaughter stepmother stepfather twin")
RELATION_WORDS = frozenset(RELATION_NAMES.split())
RELATION = re.compile(r"(?i)(?<![^\W_])(?:" + "|".join(sorted(RELATION_WORDS, key=len, reverse=True)) +
                       r")[ \u00a0]+(?=[^\W\d_])")
BORN_WORDS = frozenset(["née", "nee", "geb", "geborene", "z", "nata", "nacida", "nascida"])
# a bank statement's narration before its payee or payer, whose name it writes in capitals (`NIP TRF TO ADEBAYO
# TUNDE BAKARE`, `Customer Transfer to - PETER KIPCHOGE RONO`, `SENT TO GRACE WANJIRU`)
PAYEE = re.compile(r"(?i)(?<![^\W_])(?:trf|transfer|transferred|sent|paid|payment|received|funds|credit|debit|"
                    r"deposit|remittance)[ \t]+(?:to|from|by)[ \t]*[-:–]?[ \t]*(?=(?-i:[A-Z]{2,}[ \t]+[A-Z]{2,}))")
# a maiden or former name: a single word after it is a surname (`née Stoica`, `geb. Müller`, `z domu Nowak`)
BORN = re.compile(r"(?i)(?<![^\W_])(?:née|nee|geb\.|geborene|z domu|nata|nacida|nascida)[ \u00a0]+(?=[^\W\d_])")
BEFORE_ADDRESS = re.compile(r"\s*<[^<>@\s]+@")


# words that make two capitalised words a team, a company or a country, not a person (`Nord Sales`, `Brightloop
# Studio`, `Electric Ireland`): for a name alone whose first word the gazetteer lacks
ORGANISATION_WORDS = (
    "sales studio studios labs lab group media systems design digital consulting partners solutions ventures "
    "holdings capital energy electric motors logistics software support team marketing finance legal services "
    "bank insurance health clinic hospital university college school academy institute foundation agency "
    "ireland england scotland wales britain france germany spain italy portugal poland holland india china japan "
    "canada australia brazil mexico kenya nigeria ghana egypt israel jordan chad georgia "
    "museum hotel restaurant cafe café kerk kirche church huis kasteel schloss")
ORGANISATION = frozenset(ORGANISATION_WORDS.split())
COMPANY = frozenset(["ltd", "limited", "llc", "inc", "plc", "gmbh", "sa", "bv", "pty", "co", "corp", "nig",
                      "enterprises", "stores", "store", "services", "ventures", "global", "intl", "international",
                      "trading"])
# states whose names are given names too (`AUSTIN, TEXAS`, `RICHMOND, VIRGINIA`: a town and its state in capitals)
REGIONS = ("texas florida virginia carolina dakota montana nevada arizona indiana alabama kansas louisiana "
            "maryland california colorado oregon washington tennessee kentucky missouri victoria "
            "queensland tasmania ontario alberta quebec")
REGION = frozenset(REGIONS.split())
NOT_PEOPLE = ORGANISATION | REGION  # a word of either makes capitalised words no person
# a word before one of these particles' surname is a person's given name (`Ruud van den Berg`; not a place's `de`)
NAME_PARTICLES = frozenset({"van", "von", "ter", "bin", "binti", "ibn"})
# after a given name that is also an interface word, words that make no surname (`Summer Sale`, `Chase Bank`), nor a
# team's, a country's or a region's
NOT_SURNAMES_AFTER = NOT_PEOPLE | frozenset({"sale", "sales", "bank", "card", "price", "prices", "deal", "deals", "pay",
                                             "cash", "money", "time", "day", "week", "street", "road", "park", "hill",
                                             "house", "hall", "field", "wood"})
CALENDAR = frozenset({"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
                      "mon", "tue", "wed", "thu", "fri", "sat", "sun"})  # `Mar Best`: a month, no given name
_WORD_BEFORE = re.compile(r"([^\W_]+)[ \t]*$")


def in_menu(text: str, start: int, run: list[str]) -> bool:
    """Capitalised words (`run`, from `start`) after an interface word or before one (a menu bar's: `File Edit
    Goto`), or after a number (a date's month and the next pane's word: `11 Mar` `Best regards`)."""
    before = _WORD_BEFORE.search(text, 0, start)
    return bool((before and (before.group(1).isdigit() or is_interface_word(before.group(1))))
                or (len(run) > 2 and is_interface_word(run[2])))
SAINT = frozenset({"sao", "san", "santa", "santo", "saint", "sainte", "st", "st.", "ste", "sankt", "sint", "sveti",
                    "santiago"})
# a relation or a title in brackets after a name alone (`Clarke, Mark (Father)`, `PATEL, Rajesh (Mr)`)
RELATION_AFTER = re.compile(r"(?i)[ ,]*\((?:mother|father|mum|mom|dad|parent|guardian|carer|step-?(?:mother|father)|"
                             r"grand(?:mother|father|parent)|aunt|uncle|wife|husband|partner|son|daughter|brother|"
                             r"sister|mr|mrs|ms|miss|mx|dr)\.?\)[ .,;]*$")
# a name before a relation in brackets, in a sentence or a note (`Alt. contact Tom (husband)`, `Maria (Mutter)`)
KIN = ("mother|father|mum|mom|dad|parent|guardian|carer|wife|husband|partner|spouse|son|daughter|brother|sister|"
       "grand(?:mother|father|son|daughter)|aunt|uncle|niece|nephew|fiancée?|neighbou?r|friend|mutter|vater|sohn|"
       "tochter|ehefrau|ehemann|partnerin|bruder|schwester|mère|père|fils|fille|épouse|époux|mari|femme|madre|"
       "padre|hijo|hija|esposa|esposo|marido|mãe|pai|filho|filha|moeder|vader|zoon|dochter|echtgenote|echtgenoot|"
       "matka|ojciec|syn|córka|żona|mąż|moglie|marito|figlio|figlia")
KIN_BEFORE = re.compile(r"(?i)(?<![\w])(?:" + KIN + r"|mama|mamy|mamie|tata|taty|mamá|papá)[ \t]*\((?-i:([A-ZÀ-Þ\u0100-"
                        r"\u017f][\w'’-]+))\)")  # `mamy (Katarzyna)`, `husband (Tom)`
KIN_AFTER = re.compile(r"(?<![\w])((?:[A-ZÀ-Þ\u0100-\u017f][\w'’-]+[ \t]+){0,2}[A-ZÀ-Þ\u0100-\u017f][\w'’-]+)[ \t]*"
                       r"\((?i:(?:his|her|their|the|my|ihr|sein|seine|son|sa|su)[ \t]+)?(?i:" + KIN + r")\)")
# a Vietnamese name: a family name, then its middle and given names, each a capitalised syllable (`Lê Thị Thu
# Trang`, `Nguyễn Văn Minh Tuấn`); the gazetteer knows the syllables one by one. Not the city named after a person
# (`Hồ Chí Minh`).
VIET_FAMILY = ("Nguyễn|Nguyen|Trần|Lê|Phạm|Pham|Hoàng|Hoang|Huỳnh|Huynh|Phan|Vũ|Võ|Đặng|Bùi|Đỗ|Hồ|Ngô|Dương|Duong|"
               "Lý|Đinh|Trịnh|Trinh|Đoàn|Lương|Luong|Tạ|Lâm|Quách|Quach|Châu|Mạc|Trương|Truong|Đào|Vương|Kiều|Tăng")
VIETNAMESE = re.compile(r"(?<![\w])(?:" + VIET_FAMILY + r")(?![\w])(?![ \t]+Chí[ \t]+Minh)"
                        r"(?:[ \t]+[A-ZĐÀ-Ỹ][a-zà-ỹđ]{0,6}(?![\w])){1,3}")
# what may lead a list's entry: a bullet, a status dot, a checkbox, an avatar's glyph
LEAD = re.compile(r"[\s•●○◦▪■□☐☑✓✔▸►›>*·-]+|[\s•●○◦▪■□☐☑✓✔▸►›>*·-]*\d{1,3}[.)]?\s+")  # a row's number too
SMALL_WORD_AFTER = re.compile(r" [^\W\d_A-Z]")


def odd(token: str) -> bool:
    """A token that may be a misread Greek or Cyrillic word: a Greek letter, a letter with an accent, or an upper-case
    letter after a lower-case one (`VBaH`, `lerpoB`, `Tiúpyos`, `EλÉvn`)."""
    return not token.isascii() or bool(CAMEL.search(token))


CAMEL = re.compile(r"[a-z][A-Z]")
CREDENTIALS = re.compile(r"(?:,?[ \t]+(?:MD|M\.D\.|RN|PhD|Ph\.D\.|DO|DDS|DMD|NP|PA-C|MBBS|FRCS|MBA|CPA|Esq\.|Jr\.|"
                          r"Sr\.|II|III|IV)(?!\w)(?![ \t]+[a-z]))+")  # not a sentence's word (`…, DO not`)
SMALL_L = re.compile(r"(?<![^\W\d_])l([^\W\d_A-Z]{3,})")
GLUED_INITIALS = re.compile(r"(?<![^\W\d_])([A-Z]{1,3})([A-Z][a-zà-ÿ]{2,})")


def titled(text: str, f: Found) -> Found:
    """A name with the title just before it (`Hon. Alicia Marquez`, `Judge Okafor`) and a last initial just after it
    (`CAMILA SOTO V.`: a second surname's)."""
    if (after := _INITIAL_AFTER.match(text, f.end)) is not None:
        f = Found(f.entity, f.start, after.end(), f.score, f.detector)
    if f.start < 3 or (m := TITLE_BEFORE.search(text, 0, f.start)) is None:
        return f
    return Found(f.entity, m.start(), f.end, f.score, f.detector)


_INITIAL_AFTER = re.compile(r"[ \t][A-Z]\.(?![\w]|[ \t]?[A-Z][a-z])")
# an initial `S.` that OCR read as `5.` before a capitalised word (`5.Laurent`): the word, for the gazetteer to judge
FIVE_INITIAL = re.compile(r"(?<![\w.,])5(?=\.[ \t]?([A-Z][a-z]{2,}))")


def unspaced_names(text: str) -> list[Found]:
    """A name in Han, kana or Hangul after a label (`CJK_LABEL`): no letter case to tell it from a word."""
    if not UNSPACED.search(text):
        return []
    return [Found("PERSON", m.start("name"), m.end("name"), 0.7, "person_label_cjk") for m in CJK_LABEL.finditer(text)]


# before a listed given name alone: the listed person (`matchers.DenyMatcher`)
DENY_GREETINGS = (
    "dear|hi|hello|hey|morning|evening|thanks|thank you|cheers|welcome|congratulations|liebe|lieber|hallo|"
    "guten tag|bonjour|salut|chère|cher|hola|querida|querido|estimada|estimado|ciao|cara|caro|gentile|"
    "witaj|cześć|drogi|droga|szanowna|szanowny|beste|hoi|kære|kæreste|kära|hej|hei|dia duit|a chara|olá|"
    "oi|merhaba|sawubona|habari|"
    # a title before the given name alone (a register's `Ms` cell beside its first name cell: `MS Dagny`)
    r"mr\.?|mrs\.?|ms\.?|miss|mx\.?|dr\.?|frau|herr|mme\.?|sra\.?|sr\.?|pan|pani|fru|dhr\.?|mevr\.?|"
    # who did it or with whom: a listed given name there is the listed person (`Recording started by
    # Kyriakos`, `call with Siobhán`)
    r"by|with|from|cc|von|mit|par|avec|por|con|door|av|med")  # (not Dutch `met`: English `met`)
# a surname's particles, written after a register's initial (`Linden, M. van der`, `Santos, A. dos`)
REGISTER_PARTICLES = (r"(?:van[ \t]+der|van[ \t]+den|van[ \t]+de|von[ \t]+der|de[ \t]+la|van|von|der|den|de|du|da|"
                      r"dos|das|del|di|bin|binti|al|el)")
