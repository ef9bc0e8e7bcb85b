"""Values private by what names them: a secret under a key that says so, and a person's identity number, date
of birth or street address under its label.

Recognisers by shape (`matchers.py`) find what has a format of its own; these find a value whatever it looks
like, from where it sits:
- `SECRET_VALUE`: the value of a key whose name says it is a secret (`DB_PASSWORD=…`, `"api_key": "…"`,
  `password: …`, `Authorization: Bearer …`, `--token …`, `curl -u user:…`), in a `.env` file, a config, a shell
  history, a request's headers or a settings page (`keyed.py`; this module keeps the labels a field's name is
  judged by, `field_entity`, and the gates).
- `ID_NUMBER`: a US social security number by its shape (the Social Security Administration never issues area
  000, 666 or 9xx, group 00 or serial 0000), and any value with digits under a label that names an identity,
  tax, passport, licence, account, patient or member number.
- `DATE_OF_BIRTH`: a date under a label that says it is one's birth.
- `STREET_ADDRESS`: a value with a number under an address label (not an e-mail, IP, MAC or web address), and a
  street line by its own shape (`streets.py`: `221B Baker Street`, `Calle Mayor 10`, `東京都渋谷区道玄坂1-12-3`).
- `ACCOUNT_NAME`: an account's name after `Username:`, `Login:`, `Signed in as` (not `admin`, not a word).
One-time codes, PINs and card security codes (`Verification code is 493021`, `PIN: 4821`, `CVV 123`) are
`SECRET_VALUE`s by their label.

Only the value is found: the key or label stays as the interface's text. Their scores (0.5-0.6) are above
`min_score` and under a shape's (`nearmiss.SHAPE`): a value that is also a token or a number of its own is
named by what it is (`API_KEY`). On a screen a value may open the row under its label (a form's label above
its field) or sit in a column under its header (`tasks/privacy/onscreen.py`, `CUED`); typed into a field, its
accessibility name is the label (`field_entity`, `tasks/privacy/text.py`). A long text is read around each type's
cue words (`around_cues`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Final

from cuaflow.tasks.privacy.devices import PLATE_LABEL, PLATE_SHAPE
from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.interface import is_interface_word
from cuaflow.tasks.privacy.names import GENERIC
from cuaflow.tasks.privacy.phones import ENTITY as PHONE
from cuaflow.tasks.privacy.phones import names_phone
from cuaflow.tasks.privacy.streets import (
    coordinates,
    may_name_place,
    names_street,
    opens_with_unit,
    places,
    residences,
    street_lines,
)

SECRET: Final = "SECRET_VALUE"
ID_NUMBER: Final = "ID_NUMBER"
BIRTH: Final = "DATE_OF_BIRTH"
ADDRESS: Final = "STREET_ADDRESS"
ACCOUNT: Final = "ACCOUNT_NAME"
CUED = frozenset({SECRET, ID_NUMBER, BIRTH, ADDRESS, ACCOUNT})  # found from a label, which may sit on the row above

_ASIDE = re.compile(r"[ \t]*\([^()\n]{1,30}\)[ \t]*$")  # a label's note in brackets: `(revealed · hide)`, `(optional)`

# an account's name after its label (`Username: margot_l`, `Signed in as jmarlowe`; `Username` without a colon:
# a form's label above its field): it names a person
_ACCOUNT = re.compile(
    r"(?i)(?<![\w-])(?:(?:user(?:[ _-]?name)?|login|log-in|account(?:[ _-]?name)?|handle|screen[ \t]+name|"
    r"benutzer(?:name)?|nom[ \t]+d'utilisateur|usuario|utente|nick(?:[ _-]?name)?|gamer[ _-]?tag|in-?game[ _-]?name|"
    r"ign)[ \t]*(?:[:：]|\n)[ \t]*|"  # (or over it: a column's header, a form's label above its field)
    # a business system's user id in capitals after who acted (`Changed by MKOWALCZYK`, `Benutzer KAYAS01`)
    r"(?:(?:changed|created|modified|approved|entered|posted|released|geändert|angelegt)[ \t]+(?:by|von)|"
    r"(?:second[ \t]+|first[ \t]+)?approver|benutzer|sachbearbeiter(?:in)?)[ \t]*:?[ \t]*"
    r"(?=[A-Z][A-Z0-9]{3,11}(?![\w@]))|"
    r"(?:user(?:[_-]?name)?|login|uid|account)=|"
    # a directory's attributes (LDIF, an attribute editor): `uid: sfaleolo`, `sAMAccountName vsubramanian`
    r"(?-i:uid|sAMAccountName|samaccountname|userid|userId)[ \t]*:?[ \t]*(?=[a-z][\w.-]{2,}(?![\w@]))|"
    # JSON's `"username": "…"`
    r"[\"'](?:user(?:[_-]?name)?|login|handle|account(?:[_-]?name)?)[\"'][ \t]*:[ \t]*[\"']|"
    r"(?:wechat|weixin|telegram|skype|discord|signal|line|kakao(?:talk)?)(?:[ \t]*id)?[ \t]*[:：][ \t]*|"
    r"(?:微信号?|微信ID|QQ号|ＱＱ号|カカオトーク|카카오톡(?:[ \t]*ID)?|LINE[ \t]*ID)[ \t]*[:：]?[ \t]*|"
    r"(?:signed|logged)[ \t]+in[ \t]+as[ \t]+|(?:user|login|account)[ \t]?name[ \t]+(?:(?:is|will[ \t]+be)[ \t]+)?|"
    r"handle[ \t]+(?=@))"
    r"(?:[□☐■●○•◉✓✔☑][ \t]*)?"  # a table row's checkbox or status dot before the cell's value
    r"@?(?P<value>[A-Za-z0-9][A-Za-z0-9._+-]{2,39})(?![\w@])")

# -- identity numbers, birth dates and addresses under their labels
_SSN = re.compile(r"(?<![\d-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\d-])")
_SEP = (r"[\"']?[ \t]*(?:[:#=]|n[o°º]\.?|nr\.?|number)?[ \t]*[:#=]?[ \t]*[\"']?"
        r"(?:(?:is|was|ist|est|es|è|é)[ \t]+)?")  # said in a sentence: `my passport number is …`
_ID_LABEL = re.compile(
    r"(?<![\w])(?:(?i:social[ \t]+security(?:[ \t]+(?:number|no\.?))?|tax[ \t]+(?:id|[l1]d|identification|number|code)|"
    r"national[ \t]+(?:insurance|id|identity)(?:[ \t]+(?:number|no\.?))?|ni[ \t]+number|"
    r"passport(?:[ \t]+(?:number|no\.?))?|"
    # an identity document's number in a hotel's or a border form (`Document no.`, `Dokumentnummer`)
    r"(?:travel[ \t]+|identity[ \t]+)?document[ \t]+(?:number|no\.?|nr\.?|#)|dokument(?:en)?nummer|"
    r"n[º°o]\.?[ \t]+(?:de[ \t]+|do[ \t]+)?documento|número[ \t]+de[ \t]+documento|"
    r"(?:id|identity|identification)[ \t]+(?:number|no\.?|card)|driver'?s?[ \t]+licen[cs]e(?:[ \t]+(?:number|no\.?))?|"
    r"licen[cs]e[ \t]+(?:number|no\.?)|account[ \t]+(?:number|no\.?)|acct\.?[ \t]*(?:no\.?|#)|sort[ \t]+code|"
    r"routing[ \t]+(?:number|no\.?)|medical[ \t]+record(?:[ \t]+number)?|patient[ \t]+(?:id|[l1]d|number|no\.?|#)|"
    r"member(?:ship)?[ \t]+(?:id|[l1]d|number|no\.?)|policy[ \t]+(?:number|no\.?)|personalausweis(?:nummer)?|"
    r"(?:employee|staff|customer|client|student|pupil|admission|adm\.?|enrol(?:l)?ment|matriculation|learner|"
    r"candidate|citizen|voter|badge|user|insurance|health[ \t]+insurance)[ \t_-]*"
    r"(?:id|[l1]d|number|no\.?|nr\.?|#)|personalnummer|kundennummer|versichertennummer|"
    r"(?:tax|passport|national|ssn|license|licence|account)[_-]?(?:id|number|no)|"
    r"(?<=[\"'])(?:[a-z0-9]+_)*(?:customer|client|patient|member|employee)(?=[\"'])|"
    r"steuer-?id|steuernummer|sozialversicherungsnummer|ausweisnummer|codice[ \t]+fiscale|"
    r"(?:steuer-?)?identifikationsnummer|(?:reise)?passnummer|führerscheinnummer|mitgliedsnummer|"
    r"patientennummer|kontonummer|rentenversicherungsnummer|(?:kunden|mitglieds|versicherten|personal|steuer|konto|"
    r"ausweis|pass)-?nr\.?|"
    r"(?:numéro|n[°º]\.?)[ \t]+(?:de[ \t]+)?(?:sécurité[ \t]+sociale|passeport|client|fiscal|permis|"
    r"d'identification|adhérent|compte)|numéro[ \t]+fiscal|nir|"
    r"(?:número|n[°º]\.?)[ \t]+(?:de[ \t]+)?(?:(?:la[ \t]+)?seguridad[ \t]+social|afiliación|pasaporte|cliente|"
    r"documento|identificación|cuenta)(?:[ \t]+(?:a[ \t]+la[ \t]+)?seguridad[ \t]+social)?|"
    r"afiliación(?:[ \t]+(?:a[ \t]+la[ \t]+)?seguridad[ \t]+social)?|nss|nuss|"
    r"numero[ \t]+di[ \t]+(?:passaporto|tessera|conto)|tessera[ \t]+sanitaria|"
    r"numéro[ \t]+de[ \t]+sécurité[ \t]+sociale|personnummer|henkilötunnus|"
    r"マイナンバー|個人番号|社員番号|従業員番号|被保険者番号|保険者番号|旅券番号|パスポート番号|免許証番号|口座番号|"
    r"会員番号|顧客番号|身份证号码?|护照号码?|社会保障号码?|员工编号|工号|账号|주민등록번호|여권번호|사원번호|계좌번호|"
    r"номер[ \t]+паспорта|паспорт|инн|снилс|aadhaar(?:[ \t]+(?:number|no\.?))?|emirates[ \t]+id|"
    r"t\.?c\.?[ \t]+kimlik[ \t]+no|kimlik[ \t]+no|vat[ \t]+(?:id|number|no\.?|reg(?:istration)?(?:[ \t]+no\.?)?)|"
    r"ust-?id(?:nr)?\.?|n[°º][ \t]+tva|partita[ \t]+iva|"
    r"identity[ \t]+card(?:[ \t]+(?:number|no\.?))?|(?:carteira|documento)[ \t]+de[ \t]+identidade|"
    r"carta[ \t]+d['’ ]?[ \t]?identit[àa](?:[ \t]+elettronica)?|"
    r"(?:licen[cs]e|number|registration)[ \t]+plate|plate(?:[ \t]+(?:no\.?|number))?|reg(?:istration)?\.?[ \t]+"
    r"(?:no\.?|number)|kenteken|kennzeichen|matrícula|immatriculation|targa|rekisterinumero|rendszám|"
    r"registrační[ \t]+značka|registracni[ \t]+znacka|evidenční[ \t]+číslo[ \t]+vozidla|spz|"
    r"(?:araç[ \t]+)?plaka(?:sı)?|"
    r"numer[ \t]+rejestracyjny|nr[ \t]+rej\.?|num[ăa]r(?:ul)?[ \t]+de[ \t]+[îi]nmatriculare|registreringsnummer|"
    r"bilnummer|placas?|número[ \t]+de[ \t]+placa|"
    r"medicare(?:[ \t]+(?:number|id|no\.?))?|medicare[ \t]+beneficiary[ \t]+identifier|mb[il1]|"
    # an insurance policy's or contract's number, a vehicle's identification number
    r"policy[ \t]*#|vers(?:icherungs)?\.?-?[ \t]?(?:nr\.?|nummer|schein(?:nummer|-?nr\.?))|vertragsnummer|"
    r"vertrags-?nr\.?|polizz(?:en)?(?:nummer|-?nr\.?)|polisnummer|polis[ \t]*nr\.?|"
    r"(?:numéro|n[°º]\.?)[ \t]+(?:de[ \t]+)?(?:police|contrat)|(?:número|n[°º]\.?)[ \t]+(?:de[ \t]+)?póliza|"
    r"numero[ \t]+(?:di[ \t]+)?polizza|vehicle[ \t]+identification[ \t]+(?:number|no\.?)|"
    r"fahrgestell(?:nummer|-?nr\.?)|fahrzeug-?identifi(?:kations|zierungs)nummer|chassis[ \t]+(?:number|no\.?))|"
    r"SSN|SIN|TIN|EIN|ITIN|PTIN|NINO|MRN|DNI|NIE|NIF|BSN|PESEL|AHV|CPF|CNPJ|RUT|CURP|RG|PAN|TCKN|UAE[ \t]+ID|"
    r"UPN|ULN|NHI|VIN|FIN|(?:NHS|CHI)(?:[ \t]+(?i:number|no\.?))?|IRD(?:[ \t]+(?i:number|no\.?))?|"
    r"(?i:seria(?:[ \t]+[A-Z]{2})?[ \t]+nr\.?)|"
    r"PPSN?(?:[ \t]+(?i:number|no\.?))?|(?i:personal[ \t]+public[ \t]+service[ \t]+(?:number|no\.?)))"
    r"(?!\w)"  # a whole label: `Steuer-Id` is no label inside `Steuer-Identifikationsnummer`
    + _SEP)
# an identity number's characters; a space before a word (`12345678 Branch`) ends it, since a variant of the text
# may have lost the wide gap between two cells, and so do that gap and the next label (`20417   NHS no.`)
_ID_VALUE = re.compile(r"[A-Z0-9](?:[A-Z0-9./-]|[ ](?![ \t]|[A-Z]?[a-z]|[A-Z]{2,}[ \t]+(?i:no\.?|number|nr\.?|#)"
                       r"(?![\w])))*")

_MONTH = (r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|januar|februar|märz|mai|juni|juli|oktober|"
          r"dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|"
          r"marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|"
          r"maggio|giugno|luglio|settembre|ottobre|dicembre|mei|okt|maart|mrt|"
          # Nordic, Portuguese, Polish and Turkish months (`maj`, `março`, `fev`, `lutego`, `şubat`)
          r"maj|fev|set|out|dez|sty|lut|kwi|cze|lip|sie|wrz|paź|paz|lis|gru|ocak|şubat|subat|nisan|mayıs|mayis|"
          r"haziran|temmuz|ağustos|agustos|eylül|eylul|ekim|kasım|kasim|aralık|aralik)[^\W\d_]*\.?")
_DATE = re.compile(
    r"\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})(?!\d)|\d{4}[./-]\d{1,2}[./-]\d{1,2}(?!\d)|"
    r"\d{1,2}\.?[ \t]+(?:de[ \t]+)?" + _MONTH + r"[ \t]+(?:de[ \t]+)?\d{4}|" + _MONTH + r"[ \t]+\d{1,2},?[ \t]+\d{4}|"
    r"\d{1,2}[-/]" + _MONTH + r"[-/]\d{4}|"  # `07-Sep-1956`
    r"\d{4}[ \t]*年[ \t]*\d{1,2}[ \t]*月[ \t]*\d{1,2}[ \t]*日|\d{4}년[ \t]*\d{1,2}월[ \t]*\d{1,2}일|"
    # a Japanese era's year (`平成4年7月18日`, `令和元年5月1日`)
    r"(?:明治|大正|昭和|平成|令和)[ \t]*(?:\d{1,2}|元)[ \t]*年[ \t]*\d{1,2}[ \t]*月[ \t]*\d{1,2}[ \t]*日",
    re.IGNORECASE)
# a birthday without its year, after its label only (`Birthday February 14`, `Geburtstag 14. Februar`)
_DAY_MONTH = re.compile(r"(?:" + _MONTH + r"[ \t]+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th|\.)?[ \t]+(?:de[ \t]+)?"
                        + _MONTH + r")(?![ \t]*,?[ \t]*\d)", re.IGNORECASE)
_BIRTH_LABEL = re.compile(
    # born in a place on a date, in a deed's sentence (`geboren te Gent op 14 maart 1971`, `né à Lyon le …`)
    r"(?<![\w])(?:(?:born|geboren|née?|nacid[oa]|nat[oa])[ \t]+(?:in|te|à|a|en|at)[ \t]+[^\W\d_][\w'’-]+"
    r"(?:[ \t-][^\W\d_][\w'’-]+)?[ \t]*,?[ \t]+(?:on|op|am|le|el|il)"
    r"|date[ \t_-]*of[ \t_-]*birth|birth[ \t_-]*date|birthday|d\.?[o0]\.?[b8]\.?|born(?:[ \t]+on)?|"
    r"(?<![\w.])b\.(?=[ \t]*\d{1,2}[ \t./-]*[^\W\d_]{3,}\.?[ \t./-]*\d{4})|"  # a family tree's `b. 11 Jan 2022`
    r"bday(?:;[^:\n]*)?:|geburtstag|anniversaire|cumpleaños|compleanno|verjaardag|"  # a vCard's `BDAY:1988-03-14`
    r"geburtsdatum|geb\.|geboren(?:[ \t]+am)?|date[ \t]+de[ \t]+naissance|née?[ \t]+le|"
    r"fecha[ \t]+de[ \t]+nac(?:imiento|\.)|data[ \t]+di[ \t]+nascita|дата[ \t]+рождения|ημερομηνία[ \t]+γέννησης|"
    r"生年月日|誕生日|出生日期|出生年月日|생년월일|data[ \t]+urodzenia|geboortedatum|fødselsdato|födelsedatum|"
    r"syntymäaika|data[ \t]+de[ \t]+nascimento|生日|"
    # born, alone as a column's or a card's label (`Født`, `Född`, `Syntynyt`, `Született`, `Doğum tarihi`)
    r"født|fødd|född|syntynyt|született|szül\.|narozen[aá]?|urodzon[ya]|nascid[oa]|doğum[ \t]+tarihi|"
    r"γεννήθηκε|γέννηση|tanggal[ \t]+lahir|tgl\.?[ \t]+lahir|data[ \t]+na[șş]terii|data[ \t]+nasterii"
    r")[\"']?[ \t]*[:=：]?[ \t]*[\"']?"
    r"(?:(?:is|was|ist|est|es|è|é|:)[ \t]+)?", re.IGNORECASE)  # said in a sentence: `my date of birth is …`

_ADDRESS_LABEL = re.compile(
    r"(?<![\w])(?<!mail )(?<!mail-)(?<!ip )(?<!mac )(?<!web )(?<!wallet )(?<!server )(?<!host )"
    r"(?:(?:home|street|postal|mailing|billing|shipping|delivery|residential|business|private|permanent)[ \t]+)?"
    r"(?:address(?:[ \t]+line[ \t]*\d)?|street|anschrift|adresse|wohnort|dirección|domicilio|indirizzo|"
    r"endereço|morada|adres|adress|osoite|alamat|complemento|adresszusatz|complément(?:[ \t]+d'adresse)?|"
    r"(?:i̇?kamet[ \t]+)?adresi|[dđ][iị]a[ \t]+ch[ỉi](?:[ \t]+\w+){0,2}|"
    r"адрес|διεύθυνση)[ \t]*(:?)[ \t]*", re.IGNORECASE)
_HOUSE_NUMBER = re.compile(r"(?:[^\W\d_]{1,3}\.?[ \t]?)?\d")  # `12`, `Số 12`, `No 5`, `Nr. 3`
# a postcode under its own label: the value is the postcode alone (`PLZ 10437`, `Postcode` over `M14 5QT`)
_POSTCODE_WORDS = (r"post(?:al)?[ \t]?code|zip(?:[ \t]?code)?|plz|postleitzahl|code[ \t]+postal|c[oó]digo[ \t]+postal|"
                   r"cep|cap|postnummer|postinumero|kod[ \t]+pocztowy|郵便番号|邮编|邮政编码|우편번호")
_POSTCODE_LABEL = re.compile(r"(?i)(?<![\w])(?:" + _POSTCODE_WORDS + r")[ \t]*[:：]?[ \t]*")
_POSTCODE_FIELD = re.compile(r"(?i)(?:" + _POSTCODE_WORDS + r")")
# a vCard's address line, its parts between semicolons (`ADR;TYPE=home:;;Bartók Béla út 62.;Budapest;;1114`)
_VCARD_ADR = re.compile(r"(?<![\w])ADR(?:;[^:\n]*)?:[ \t;]*(?P<value>[^\n]*[^\W\d_][^\n]*)")
# a flat's number under its own label (`Apt. no.` over `Unit 12`, `Apartment #` beside `4B`)
_UNIT_WORDS = r"(?:apt|apartment|flat|suite|unit|apto|wohnung|appartement)\.?[ \t]*(?:no\.?|number|#|nr\.?|nº)"
_UNIT_LABEL = re.compile(r"(?i)(?<![\w])" + _UNIT_WORDS + r"[ \t]*[:：]?[ \t]*")
_UNIT_FIELD = re.compile(r"(?i)" + _UNIT_WORDS)
_UNIT_VALUE = re.compile(r"(?:[A-Za-z]{1,9}\.?[ \t]?)?#?\d{1,5}[A-Za-z]?(?![\w])")
_POSTCODE = re.compile(r"(?:[A-Z]{1,2}-)?[A-Z0-9]{2,5}(?:[ -][A-Z0-9]{2,4})?(?![\w-])")
_ADDRESS_VALUE = re.compile(r"[^\s:][^\n]{4,100}")
_GAP = re.compile(r"[ \t]{3,}|\t| [|·•] ")  # the end of a cell: a wide gap or a separator

# each recogniser's gate: pieces of the words its keys and labels hold, looked for in the text folded (plain
# substring tests: a regex alternation tried at every position of a long accessibility text cost more than the
# scanners it spared); a text without any holds none of its values
_CUES: dict[str, tuple[str, ...]] = {
    SECRET: ("pass", "pwd", "pw", "secret", "token", "key", "cred", "auth", "bearer", "basic", "-u", "--user",
             "maiden", "pet", "born", "school", "childhood", "favourite", "favorite", "first car", "grew up",
             "answer",
             "lock", "kluis", "tresor", "nøgle", "nyckel", "clés", "chiavi", "alarm", "sandi", "parol", "nip",
             "heslo", "hasło", "wachtwoord", "lösenord", "adgangskode", "salasana", "guest",
             "code", "otp", "pin", "cvv", "cvc", "tan", "sess", "sid", "wort", "mot de", "contraseña", "clave", "kod ",
             "klucz", "senha", "пароль", "código", "codice", ",,", ",#", "puk"),
    ID_NUMBER: ("social", "tax", "national", "ni number", "passport", "ident", "id ", "licen", "account", "acct",
                "sort code", "routing", "medical", "patient", "member", "policy", "ausweis", "steuer", "sozial",
                "fiscale", "sécurité", "personnummer", "henkilö", "паспорт", "инн", "снилс", "employee", "staff",
                "customer", "client", "student", "citizen", "voter", "badge", "user", "insurance", "nummer",
                "ssn", "sin", "tin", "ein", "nino", "mrn", "dni", "nie", "nif", "bsn", "pesel", "ahv", "cpf", "rut",
                "curp", "n°", "nº", "número", "numéro", "numero", "afiliaci", "seguridad", "nir", "nss", "tessera",
                "passnummer", "番号", "ナンバー", "号", "번호", "account", "_id", "-id", "aadhaar", "emirates",
                "kimlik", "vat", "ust-id", "ustid", "tva", "iva", "rg", "pan", "cnpj", "tckn", "uae id", "identidade",
                "nr.", "pps", "ptin", "public service", "plate", "reg", "kenteken", "kennzeichen", "matrícula",
                "immatriculation", "targa", "rekisteri", "rendszám", "medicare", "mbi", "mbl", "mb1", "pupil",
                "admission", "adm", "upn", "uln", "enrol", "matric", "learner", "candidate", "identit", "nhi", "ird",
                "seria", "značka", "znacka", "spz", "plaka", "rejestr", "nr rej", "nmatriculare", "registrering",
                "placa", "bilnummer", "vers.", "versicher", "vertrag", "poliz", "polis", "police", "póliza",
                "vin ", "vin:", "fin ", "fin:", "fahrgestell", "fahrzeug-id", "fahrzeugident", "chassis",
                "document", "dokument"),
    BIRTH: ("birth", "dob", "nacid", "nato", "nata", "né ", "ne ",
            "do8", "d0b", "d.o.b", "born", "bday", "b. ", "geburt", "geboren", "geb.", "naissance",
            "née", "nee ", "né le", "ne le", "nacimiento",
            "nac.", "nascita", "рождения", "γέννησης", "生年月日", "誕生日", "出生", "생년월일", "urodzenia",
            "geboorte", "fødsel", "födelse", "syntymä", "nascimento", "生日", "født", "fødd", "född", "syntynyt",
            "szület", "szül.", "narozen", "urodzon", "nascid", "doğum", "γεννήθ", "γέννηση", "lahir", "naşter",
            "nașter", "naster"),
    ACCOUNT: ("user", "login", "uid", "samaccount", "nick", "gamer", "in-game", "ingame", "ign",
              "log-in", "account", "handle", "screen name", "benutzer", "utilisateur", "usuario",
              "utente", "signed in", "logged in", "uid=", "wechat", "weixin", "telegram", "skype", "discord",
              "signal", "line id", "kakao", "微信", "qq号", "ｑｑ号", "카카오톡", "changed by", "created by",
              "modified by", "approved by", "entered by", "posted by", "released by", "geändert von", "angelegt von",
              "approver", "sachbearbeit"),
    # an address label, a street's kind (an abbreviation after its name's space: ` st`, ` dr`), the postal mark,
    # a Japanese prefecture's or a city's, ward's or road's character; a postcode has no word of its own: a line
    # of only a postcode and town is part of an address under the street line above it (onscreen.py)
    ADDRESS: ("wonende", "woonachtig", "domicili", "demeurant", "wohnhaft", "residing", "resident", "living at",
              "zamieszka", "address", "street", "anschrift", "adresse", "wohnort", "dirección", "domicilio",
              "indirizzo", "адрес",
              "endereço", "morada", "adres", "adress", "osoite", "alamat", "adresi", "ia ch", "ịa ch", "cad.",
              "caddesi", "cd.", "sok", "sk.", "bulvar", "blv.", "quai", "puisto", "kuja", "polku", "väylä", "tori",
              "ranta", "kaari", "rinne",
              "veien", "vegen", "gata", "stien", "bakken", "cross", "nagar", "utca", "s gate", "s vei", "s veg",
              "s vej", "s gade", "s väg", "s plass", "s torg", "s allé",
              "út ", "tér", "körút", "köz", "fasor", "hse", "adr;", "adr:",
              "διεύθυνση", " st", "ave", " av", " rd", "blvd", "pkwy", "road", "boulevard", "lane", " ln", "drive",
              " dr", "court", " ct", "place", " pl", "parkway", "square", " sq", "terrace", " ter", "highway", " hwy",
              "crescent", "cres", "close", "gardens", "gdns", " way", " row", "mews", "grove", "circle", " cir",
              "loop", "alley", "trail", " trl", "walk", "strasse", "str.", "weg", "gasse", "platz", "allee", "damm",
              " rise", " hill", " park", "heights", " vale", " glen", "meadows", "wharf", " quay", "parade",
              "esplanade", " chase", " dale", " wynd", " brae", " croft", "grange", "room ",
              " ring", " ufer", " markt", "ul.", "al.", "gade", "vej", "gatan", "vägen", "katu", "straat", "laan",
              "gracht", "plein", "kade", "singel", "dijk", "rue",
              "chemin", "allée", "impasse", "quai", "cours", " bd", "calle", "avenida", "avda", "plaza", "paseo",
              "carrer", "camino", "ronda", "rua", "via", "viale", "piazza", "corso", "largo", "postcode", "postal",
              "c/", "av.", "travesía", "ctra.", "pza.", "pº", "°", "jl.", "ji.", "jalan", "gg.",
              "phường", "phuong", "quận", "quan ", "huyện", "tp.",
              "post code", "zip", "plz", "postleitzahl", "code postal", "código postal", "codigo postal", "cap",
              "postnummer", "postinumero", "pocztowy", "cep", "apt", "apartment", "flat", "suite", "unit", "apto",
              "complemento", "adresszusatz", "complément", "郵便番号", "邮编", "邮政编码", "우편번호", "〒", "都", "道",
              "府", "県", "市", "区", "郡", "路", "街", "号", "號", "로", "길"),
}
_SSN_SHAPE = re.compile(r"\d{3}-\d{2}-\d{4}")

HEADER_MARKS = " \t:*▲▼↑↓⇅▴▾"  # a header's colon, a required field's star, a sort arrow


_ACCOUNT_FIELD = re.compile(r"(?i)(?:user(?:[ _-]?name)?|login(?:[ _-]?name)?|account[ _-]?name|handle|"
                            # a player's name in a game (`Nickname`, `Gamertag`, `IGN`)
                            r"nick(?:[ _-]?name)?|gamer[ _-]?tag|in-?game[ _-]?name|ign|"
                            r"benutzername|nom d'utilisateur|usuario|utente|微信号?|微信ID|QQ号|카카오톡(?: ?ID)?|"
                            r"(?:wechat|line|telegram|skype|kakaotalk)(?: id)?)")
# an account recovery's question: its answer is the account's secret (`What is your mother's maiden name?`)
RECOVERY = (r"(?:(?:what|which)[ \t]+(?:is|was)[ \t]+)?(?:the[ \t]+)?(?:name[ \t]+of[ \t]+)?(?:your[ \t]+)?"
             r"(?:mother['’]?s[ \t]+maiden[ \t]+name|maiden[ \t]+name|first[ \t]+pet(?:['’]s[ \t]+name)?|"
             r"(?:first|primary|elementary)[ \t]+school|childhood[ \t]+(?:friend|nickname|best[ \t]+friend)|"
             r"favou?rite[ \t]+(?:teacher|book|film|movie|food|place)|first[ \t]+car|"
             r"street[ \t]+you[ \t]+grew[ \t]+up[ \t]+on|(?:city|town|place)[ \t]+(?:were[ \t]+you[ \t]+born"
             r"(?:[ \t]+in)?|you[ \t]+were[ \t]+born[ \t]+in)|"
             r"(?:in[ \t]+)?(?:what|which)[ \t]+(?:city|town)[ \t]+were[ \t]+you[ \t]+born(?:[ \t]+in)?)[ \t]*\??")
# what a password opens, before or after its word (`Wi-Fi password`, `Contraseña admin`, `Clave de red`)
PASSWORD_OF = (r"(?:wi-?fi|wlan|admin|router|network|guest|de[ \t]+administrador|administrador|del[ \t]+router|"
               r"de[ \t]+(?:la[ \t]+)?red|do[ \t]+wi-?fi|del[ \t]+wi-?fi)")
_SECRET_FIELD = re.compile(r"(?i)(?:(?:current|new|confirm|repeat|temporary|one-time|initial)[ \t]+)?"
                           r"(?:" + PASSWORD_OF + r"[ \t]+)?(?:password|"
                           r"passphrase|passcode|pin|"
                           r"secret|api[ \t_-]?key|access[ \t_-]?token|token|cvv|cvc|otp|"
                           r"(?:security|verification|one-time|confirmation|sms|2fa|mfa|authentication|login)"
                           r"[ \t]+code|(?:push|mobile|sms-?|chip|photo)?tan|passwort|kennwort|mot de passe|"
                           r"contraseña|kod recepty|kod dostępu|klucz dostępu|access key|pickup code|"
                           r"(?:abhol|zugangs)code|security[ \t]+answer|clave|kata[ \t]+sandi|parol[aă]|"
                           r"guest[ \t]+(?:code|pin)|c[oó]digo[ \t]+de[ \t]+(?:invitado|acceso|entrada|puerta|"
                           r"port[oó]n|seguridad|verificaci[oó]n)|"
                           + RECOVERY + r")(?:[ \t]+" + PASSWORD_OF + r")?")


def field_entity(name: str) -> str | None:
    """What a field holds by its label (an accessibility name: `Date of birth`, `SSN`, `Home address`,
    `Password`, `Mobile`): one of this module's types or a phone number (`phones.names_phone`), or None."""
    t = _ASIDE.sub("", name).strip(HEADER_MARKS)  # a note in brackets is no part of the label (`Password (show)`)
    if not t or len(t) > 40:
        return None
    for entity, rx in ((ID_NUMBER, _ID_LABEL), (BIRTH, _BIRTH_LABEL), (ADDRESS, _ADDRESS_LABEL),
                       (ADDRESS, _POSTCODE_FIELD), (ADDRESS, _UNIT_FIELD), (SECRET, _SECRET_FIELD),
                       (ACCOUNT, _ACCOUNT_FIELD)):
        if rx.fullmatch(t):
            return entity
    if names_phone(t):
        return PHONE
    # the note may be the label's short form (`Personal identification number (PIN)`)
    aside = _ASIDE.search(name)
    return field_entity(aside.group(0).strip(" \t()")) if aside is not None else None


@functools.lru_cache(maxsize=65536)  # four recognisers' gates, over every row and variant
def _folded(text: str) -> str:
    return text.casefold()


def may_hold(entity: str, text: str) -> bool:
    """The gate of `entity`: a text without one of its keys or labels (or an SSN's shape) holds none of its
    values."""
    low = _folded(text)
    return any(w in low for w in _CUES[entity]) or (entity == ID_NUMBER and bool(_SSN_SHAPE.search(text)))


def gate(entity: str) -> Callable[[str], bool]:
    return functools.partial(may_hold, entity)


_REACH = (80, 300)  # characters a label reaches back before its cue word, and a value on after it


def around_cues(entity: str) -> Callable[[str], list[tuple[int, int]]]:
    """The parts of a long text a recogniser of `entity` reads (`recognisers.Recogniser.focus`): around each of
    its cue words, from a space `_REACH` before to a space `_REACH` after (a label and its value lie there, by
    construction of the cues), merged. An accessibility tree's ~10,000 characters are read where a key or label
    is, and a part seen in an earlier snapshot is a look-up (`Detector._analyze`). A short text is read whole."""
    def focus(text: str) -> list[tuple[int, int]]:
        n = len(text)
        low = _folded(text)
        if n <= 2 * sum(_REACH) or len(low) != n:  # casefold changed the length (`ß`): positions would not map
            return [(0, n)]
        hits = [m.span() for m in _SSN_SHAPE.finditer(text)] if entity == ID_NUMBER else []
        for w in _CUES[entity]:
            k = low.find(w)
            while k >= 0:
                hits.append((k, k + len(w)))
                k = low.find(w, k + 1)
        out: list[tuple[int, int]] = []
        for a, b in sorted(hits):
            start = text.rfind(" ", 0, max(0, a - _REACH[0])) + 1 if a > _REACH[0] else 0
            end = text.find(" ", b + _REACH[1]) if b + _REACH[1] < n else n
            end = n if end < 0 else end
            if out and start <= out[-1][1]:
                out[-1] = (out[-1][0], max(out[-1][1], end))
            else:
                out.append((start, end))
        return out
    return focus


class Scanner:
    """One of this module's finders as a recogniser's matcher (`name`, `analyze`), so the recogniser reads only
    its `focus` windows and remembers each (`Detector._analyze`)."""

    def __init__(self, name: str, find: Callable[[str], list[Found]]) -> None:
        self.name, self.find = name, find

    def analyze(self, text: str) -> list[Found]:
        return self.find(text)


def may_hold_address(text: str) -> bool:
    """The gate of street addresses: an address label, a street's kind or a postcode's shape, and a digit; or an
    address label alone."""
    if any(c.isdigit() for c in text):
        return may_hold(ADDRESS, text) or may_name_place(text)
    # a street written whole under its label, its number in a field of its own (`Endereço` over `Avenida …`)
    low = _folded(text)
    return any(w in low for w in _LABEL_CUES) and _ADDRESS_LABEL.search(text) is not None


# the address cues that are a label's words (not a street's kind): the gate of a street written whole
_LABEL_CUES = ("address", "street", "anschrift", "adresse", "wohnort", "dirección", "domicilio", "indirizzo", "адрес",
               "διεύθυνση", "endereço", "morada", "adres", "osoite", "alamat", "complemento", "adresszusatz",
               "complément", "adresi", "ia ch", "ịa ch")


def accounts(text: str) -> list[Found]:
    """An account's name after its label; not a generic account (`admin`, `guest`: `names.GENERIC`), a word of the
    interface (`Username: Required`) or a capitalised word."""
    out = []
    for m in _ACCOUNT.finditer(text):
        value = m.group("value").rstrip(".")
        if value.casefold() in GENERIC or is_interface_word(value) or value.isdigit() or (
                value[0].isupper() and value[1:].islower() and not any(c == "_" or c.isdigit() for c in value)):
            continue  # a capitalised word (not `Iwazi_n87`) is a kind of account (`Account: Personal`), a name,
            # or the next cell of a table read with the header above (`Username` over `Deploy bot  svc-deploy`)
        out.append(Found(ACCOUNT, m.start("value"), m.start("value") + len(value), 0.6, "labelled_account"))
    return out


def _cell_end(text: str, start: int, end: int) -> int:
    """`end`, or the end of the cell the value starts in when a wide gap or a separator comes first."""
    gap = _GAP.search(text, start, end)
    return gap.start() if gap is not None else end




def identities(text: str) -> list[Found]:
    out = [Found(ID_NUMBER, m.start(), m.end(), 0.5, "ssn") for m in _SSN.finditer(text)]
    for m in _ID_LABEL.finditer(text):
        quote = text[m.end() - 1]
        if quote in "\"'" and (close := text.find(quote, m.end())) > m.end():
            start, value = m.end(), text[m.end():close]  # a key's quoted value, whatever its case (`"cus_Q3kT…"`)
        else:
            v = _ID_VALUE.match(text, m.end())
            if v is None:
                continue
            start, value = v.start(), text[v.start():_cell_end(text, v.start(), v.end())].rstrip(" ./-")
        digits = sum(c.isdigit() for c in value)
        if len(value) <= 40 and (digits >= 3 or (digits >= 1 and PLATE_LABEL.search(m.group()) is not None
                                                  and PLATE_SHAPE.fullmatch(value) is not None)):
            out.append(Found(ID_NUMBER, start, start + len(value), 0.6, "labelled_id"))
    return out


def births(text: str) -> list[Found]:
    out = []
    for m in _BIRTH_LABEL.finditer(text):
        if (d := _DATE.match(text, m.end()) or _DAY_MONTH.match(text, m.end())) is not None:
            out.append(Found(BIRTH, d.start(), d.end(), 0.6, "labelled_birth_date"))
    return out


# a full date in a year a living adult was born in (1900-2009), with no label: a form whose label OCR could not read
# (`Дата рождения`, `תאריך לידה`), a sheet's column scrolled past its header. A screen recorded in the 2020s shows
# its own decade's dates (orders, messages, files); a page about history loses a date it did not need
_PAST_YEAR = re.compile(r"(?<!\d)(?:19\d\d|200\d)(?!\d)")


def may_hold_past_date(text: str) -> bool:
    """The gate of `past_dates`: a year from 1900 to 2009."""
    return _PAST_YEAR.search(text) is not None


def past_dates(text: str) -> list[Found]:
    out = []
    for m in _DATE.finditer(text):
        value = m.group(0)
        year = _PAST_YEAR.search(value)
        nums = [int(n) for n in re.findall(r"\d+", value)]
        if year is None or len(nums) < 2 or (len(nums) == 3 and not _day_month(nums, value)) or (
                m.start() and (text[m.start() - 1].isalnum() or text[m.start() - 1] in ".,")):
            continue  # not a version's or a number's end (`v2.1.2003`)
        out.append(Found(BIRTH, m.start(), m.end(), 0.45, "past_date"))
    return out


def _day_month(nums: list[int], value: str) -> bool:
    """A numeric date's day and month are one (either order: `12/31/1984` and `31.12.1984`)."""
    a, b = (nums[1], nums[2]) if nums[0] > 31 else (nums[0], nums[1])
    return 1 <= a <= 31 and 1 <= b <= 31 and min(a, b) <= 12


def addresses(text: str) -> list[Found]:
    out = [Found(ADDRESS, start, end, 0.55, "street_line") for start, end in street_lines(text)]
    out += [Found(ADDRESS, start, end, 0.55, "residence") for start, end in residences(text)]
    out += [Found(ADDRESS, start, end, 0.5, "postcode_place") for start, end in places(text)]
    out += [Found(ADDRESS, start, end, 0.55, "coordinates") for start, end in coordinates(text)]
    for m in _ADDRESS_LABEL.finditer(text):
        v = _ADDRESS_VALUE.match(text, m.end())
        if v is None or (not m.group(1) and not _HOUSE_NUMBER.match(text, v.start())
                         and not names_street(v.group(0)) and not opens_with_unit(v.group(0))):
            continue  # without its colon, a label is one only before a house number (`Home address 12 Elm…`,
            # `Địa chỉ Số 12 ngõ 45…`)
        end = _cell_end(text, v.start(), v.end())
        value = text[v.start():end].rstrip(" ,;.")
        if "@" in value or "://" in value or sum(c.isalpha() for c in value) < 3 or not (
                any(c.isdigit() for c in value) or names_street(value)):
            continue  # an address has a house number or a postcode, and a street or a town; or it is a street
            # written whole, its number in a field of its own (`Avenida Brigadeiro Faria Lima`)
        out.append(Found(ADDRESS, v.start(), v.start() + len(value), 0.55, "labelled_address"))
    out += [Found(ADDRESS, m.start("value"), m.start("value") + len(m.group("value").rstrip(" ;")), 0.55,
                  "vcard_address") for m in _VCARD_ADR.finditer(text)]
    for m in _UNIT_LABEL.finditer(text):
        if (v := _UNIT_VALUE.match(text, m.end())) is not None:
            out.append(Found(ADDRESS, v.start(), v.end(), 0.55, "labelled_unit"))
    for m in _POSTCODE_LABEL.finditer(text):
        v = _POSTCODE.match(text, m.end())
        if v is not None and sum(c.isdigit() for c in v.group(0)) >= 2:
            out.append(Found(ADDRESS, v.start(), v.end(), 0.55, "labelled_postcode"))
    return out
