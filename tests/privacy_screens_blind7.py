# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A seventh blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind6.py, other applications again): rendered by Debian's
chromium through the rig of tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`,
its ink measured per character.

Seven Clones recordings (`blindg0` … `blindg6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindg0` a school information system: a class roster (pupils surname first, UPNs, admission numbers, dates of
  birth, guardians surname first with their phones and e-mails; attendance and flags not private) above a pastoral
  note quoting a parent's message in Ukrainian (her name in Cyrillic, a new phone, an e-mail and her daughter's
  Ukrainian taxpayer number among Cyrillic words) and the pupil's contacts card (a Ukrainian phone, an address); then
  the report card in a print preview (a serif sheet: the parent as `Mrs O. Surname` over a two-line address in the
  envelope window, the pupil's details, teachers' names, grades and comments; the school's address and phone not
  private);
- `blindg1` government portals: a Swedish tax agency page (the deny-listed name surname first with a middle name, a
  twelve-digit personnummer, the household's ten-digit ones in a table, an address over two lines, the name and the
  number again in an info box; the agency's phone not private), a Danish digital-post letter in a serif font (the
  deny-listed name with a middle name over an address, a first name alone in the salutation, CPR numbers in a
  reference block and in running Danish prose, a bank account; the case number, amounts and the agency's phone not
  private), then a Belgian court judgment naming the parties in ALL CAPS surname first (a national register number, a
  Dutch BSN, addresses postcode first, a witness's date of birth in Dutch words, a Belgian IBAN; the docket number and
  a van's chassis number not private);
- `blindg2` a genealogy app: a family tree drawn with boxes and connector lines (names, birth dates of living and dead
  people, places; death and marriage dates not private; a name cut by its box) beside a person card; then the person's
  profile (a facts timeline with a codice fiscale, an identity card number, an address, an e-mail and a phone; a
  transcribed Italian birth record naming the family in capitals with the date of birth in words; DNA matches with user
  names; a match's message with a phone and an e-mail; the name surname first in the tab title);
- `blindg3` a Kanban board on a coloured background: cards whose titles and snippets carry customers' names, phones,
  e-mails, street addresses, a gate code and a PESEL, an `@mention` and assignee initials, the last list cut by the
  window's right edge (quote numbers, amounts and due dates not private); then one card opened in a modal over the
  dimmed board (a description with the PESEL written with a space, a checklist, the activity feed's comments);
- `blindg4` parcel delivery at device scale 2 (HiDPI): a signed-in tracking page (the recipient's name, address over
  three lines, phone, e-mail, a safe-place code, the driver's first name; tracking numbers, depots and times not
  private), a courier app's route list on a phone (stops with names, addresses, phones; businesses not private), then
  its proof-of-delivery screen (recipient, who signed, a handwritten-looking signature, the typed name in capitals);
- `blindg5` a Spanish veterinary clinic (a day agenda of owners' surnames, owners' DNI and NIE, phones, e-mail, an
  address over two lines, a Spanish IBAN, the vets' names, a message log; the pet's name, microchip, passport, weight
  and its own date of birth not private), then a UK pharmacy's patient medication record in a dense grey desktop style
  (the patient surname first in capitals, NHS number, date of birth, address, postcode alone, phones, the GP's name, a
  relative who collects; the EPS prescription ID, items and history not private; a vet prescription naming the pet's
  owner);
- `blindg6` a browser's own pages: a dark history library (page titles and full URLs carrying e-mails, one
  percent-encoded, a password-reset token, a meeting password, a magic sign-in code, a personnummer, a postcode, an
  address and name slugs; some URLs cut by their column; the selected entry's URL again in the details pane), the
  downloads page (file names holding names, a personnummer and an IBAN; source URLs signed with tokens or carrying a
  percent-encoded e-mail), then a screen-share picker over a call whose preview shows another application at 60 %
  (names, phones and e-mails in 8 px text) beside a window list whose titles hold an e-mail, a name and an address.

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Ukrainian, a Swedish and an Italian name:
the Ukrainian one also surname first with a comma, as `O. Surname`, in Cyrillic, in lower case in a page title and a
URL query and surname first in a file name; the Swedish one also with a middle name, surname first in capitals, as the
first name alone, in a double-barrelled surname and without its ring as a URL slug; the Italian one also surname first
with a comma, in capitals, as a URL slug and joined in a file name). Checksummed values (UPN, Ukrainian RNOKPP,
personnummer, CPR, Belgian national number, BSN, codice fiscale, PESEL, DNI, NIE, NHS number, Spanish and Belgian
IBANs with their national check digits) are valid. A value is shown in one recording only, so that each situation
counts its own (the rig labels a value by the first situation it was marked in).
"""

from __future__ import annotations

import html
import random
import string
from datetime import date
from pathlib import Path

from privacy_screens_blind import SIT, _dni, _rand
from privacy_screens_blind2 import BlindRig2, _bsn, _cf, _iban_b, _ibans_ok, _luhn_ok, _pesel, _win
from privacy_screens_blind4 import _nie, _page, _pii, preview, recorder

DENY = ["Olena Kovalenko", "Åsa Lindgren", "Maria Grazia Esposito"]


# ------------------------------------------------------------------------------------------------ valid identifiers
UPN_L = "ABCDEFGHJKLMNPQRTUVWXYZ"


def _upn(la: int, estab: int, yy: int, serial: int) -> str:
    """An English Unique Pupil Number: the check letter (digits weighted by their position 2-13, modulo 23), the
    LA number, the establishment number, the year, a serial."""
    digits = f"{la:03d}{estab:04d}{yy:02d}{serial:03d}"
    return UPN_L[sum(int(c) * (k + 2) for k, c in enumerate(digits)) % 23] + digits


def _upn_ok(u: str) -> bool:
    return len(u) == 13 and UPN_L[sum(int(c) * (k + 2) for k, c in enumerate(u[1:])) % 23] == u[0]


RNOKPP_W = (-1, 5, 7, 9, 4, 6, 10, 5, 7)


def _rnokpp(born: date, serial: int) -> str:
    """A Ukrainian taxpayer number (РНОКПП): days since 1899-12-31, a four-digit serial (its last digit even for a
    woman), the weighted check digit."""
    d = f"{(born - date(1899, 12, 31)).days:05d}{serial:04d}"
    return d + str(sum(int(a) * w for a, w in zip(d, RNOKPP_W, strict=True)) % 11 % 10)


def _rnokpp_ok(r: str) -> bool:
    return len(r) == 10 and sum(int(a) * w for a, w in zip(r, RNOKPP_W, strict=False)) % 11 % 10 == int(r[9])


def _pnr(d: date, serial: int, century: bool = False) -> str:
    """A Swedish personnummer: YYMMDD, a hyphen, a three-digit serial and the Luhn digit over the nine digits."""
    body = f"{d:%y%m%d}{serial:03d}"
    c = next(c for c in string.digits if _luhn_ok(body + c))
    return (str(d.year // 100) if century else "") + f"{body[:6]}-{body[6:]}{c}"


def _pnr_ok(p: str) -> bool:
    return _luhn_ok(p.replace("-", "")[-10:])


CPR_W = (4, 3, 2, 7, 6, 5, 4, 3, 2, 1)


def _cpr(rng: random.Random, d: date, female: bool) -> str:
    """A Danish CPR number (DDMMYY-SSSS) that passes the modulus 11 check, its seventh digit 0-3 (born 1900-1999) and
    its last digit even for a woman."""
    while True:
        s = f"{d:%d%m%y}{rng.randint(0, 3)}{rng.randint(0, 99):02d}"
        c = -sum(int(a) * w for a, w in zip(s, CPR_W, strict=False)) % 11
        if c < 10 and (c % 2 == 0) == female:
            return f"{s[:6]}-{s[6:]}{c}"


def _cpr_ok(c: str) -> bool:
    return sum(int(a) * w for a, w in zip(c.replace("-", ""), CPR_W, strict=True)) % 11 == 0


def _be_nn(d: date, serial: int) -> str:
    """A Belgian national register number YY.MM.DD-SSS.CC (97 less the first nine digits modulo 97)."""
    base = int(f"{d:%y%m%d}{serial:03d}") + (2_000_000_000 if d.year >= 2000 else 0)
    return f"{d:%y.%m.%d}-{serial:03d}.{97 - base % 97:02d}"


def _be_nn_ok(n: str) -> bool:
    d = "".join(c for c in n if c.isdigit())
    return 97 - int(d[:9]) % 97 == int(d[9:]) or 97 - int("2" + d[:9]) % 97 == int(d[9:])


def _nhs(rng: random.Random) -> str:
    """An NHS number: nine digits weighted 10 … 2, eleven less their sum modulo 11 (never 10) as the check digit."""
    while True:
        d = [rng.randint(4, 6)] + [rng.randint(0, 9) for _ in range(8)]
        c = (11 - sum(v * (10 - k) for k, v in enumerate(d)) % 11) % 11
        if c < 10:
            s = "".join(map(str, d)) + str(c)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def _nhs_ok(n: str) -> bool:
    d = [int(c) for c in n if c.isdigit()]
    return len(d) == 10 and (11 - sum(v * (10 - k) for k, v in enumerate(d[:9])) % 11) % 11 == d[9]


def _es_dc(s10: str) -> int:
    r = 11 - sum(int(a) * w for a, w in zip(s10, (1, 2, 4, 8, 5, 10, 9, 7, 3, 6), strict=True)) % 11
    return 0 if r == 11 else 1 if r == 10 else r


def _es_iban(rng: random.Random, bank: str, branch: str) -> str:
    """A Spanish IBAN whose account code (CCC) carries its two control digits."""
    acct = "".join(rng.choice(string.digits) for _ in range(10))
    return _iban_b("ES", f"{bank}{branch}{_es_dc('00' + bank + branch)}{_es_dc(acct)}{acct}")


def _be_iban(rng: random.Random, bank: str) -> str:
    """A Belgian IBAN whose account number ends in its own modulus 97 pair."""
    acct = bank + "".join(rng.choice(string.digits) for _ in range(7))
    return _iban_b("BE", acct + f"{int(acct) % 97 or 97:02d}")


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    for k in ("upn", "upn2", "upn_sofiia"):
        assert _upn_ok(ids[k]), ids[k]
    assert _rnokpp_ok(ids["rnokpp"]), ids["rnokpp"]
    for k in ("pnr_asa", "pnr_mikael", "pnr_elsa", "pnr_nils", "pnr_birgitta"):
        assert _pnr_ok(ids[k]), ids[k]
    for k in ("cpr_asa", "cpr_mikael"):
        assert _cpr_ok(ids[k]), ids[k]
    assert _be_nn_ok(ids["be_nn"]), ids["be_nn"]
    b = [int(c) for c in ids["bsn"]]
    assert (sum(v * w for v, w in zip(b[:8], range(9, 1, -1), strict=True)) - b[8]) % 11 == 0, ids["bsn"]
    assert _cf(ids["cf"][:15]) == ids["cf"], ids["cf"]
    w = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1)
    assert sum(int(a) * v for a, v in zip(ids["pesel"], w, strict=True)) % 10 == 0, ids["pesel"]
    assert ids["dni"][-1] == "TRWAGMYFPDXBNJZSQVHLCKE"[int(ids["dni"][:8]) % 23], ids["dni"]
    e = ids["nie"]
    assert e[-1] == "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(e[0])) + e[1:8]) % 23], e
    assert _nhs_ok(ids["nhs"]), ids["nhs"]
    for k in ("iban_es", "iban_be", "iban_es2"):
        v = ids[k].replace(" ", "")
        assert int("".join(str(int(c, 36)) for c in v[4:] + v[:4])) % 97 == 1, ids[k]
    es = ids["iban_es"].replace(" ", "")
    assert _es_dc("00" + es[4:12]) == int(es[12]) and _es_dc(es[14:]) == int(es[13]), es
    be = ids["iban_be"].replace(" ", "")
    assert int(be[4:14]) % 97 == int(be[14:]) % 97, be


def _url(kind: str, url: str, situation: str) -> str:
    """A URL marked whole, written escaped (its `&` as `&amp;`), its true characters as the value."""
    assert all(not url.split("&")[k].startswith(("not", "para", "copy", "reg", "sect", "times", "lt", "gt", "amp", "deg", "micro", "cent", "yen", "shy", "eth", "frac", "pound", "quot"))
               for k in range(1, len(url.split("&")))), url
    return _pii(kind, html.escape(url, quote=False), situation, value=url)


# ------------------------------------------------------------------------------------ blindg0: school information system
SIS_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:13px;background:#f4f2f8;color:#221b2e}
.top{height:38px;background:#4b2e83;color:#fff;display:flex;align-items:center;gap:18px;padding:0 18px;font-size:13px}
.top b{font-size:15px;letter-spacing:.3px} .top .sr{margin-left:auto;background:#6a4ca3;border-radius:4px;padding:4px 12px;width:250px;color:#d9cff0}
.sw{display:flex;height:718px} .nav{width:172px;background:#fff;border-right:1px solid #ddd5ea;padding:8px 0;font-size:13px}
.nav div{padding:5px 18px;color:#4a3f5c} .nav .on{background:#efe8fb;color:#4b2e83;font-weight:bold;border-left:4px solid #4b2e83;padding-left:14px}
.nav .h{font-size:10.5px;color:#8a7fa0;text-transform:uppercase;letter-spacing:.6px;padding-top:12px}
.mn{flex:1;padding:10px 16px;overflow:hidden} .crumb{font-size:12px;color:#7a6f8f} h1{font-size:20px;margin:2px 0 6px;font-weight:normal}
.bar{display:flex;gap:8px;align-items:center;margin-bottom:7px;font-size:12px} .chip{background:#fff;border:1px solid #cfc4e3;border-radius:14px;padding:2px 10px}
.ros{width:100%;background:#fff;border:1px solid #ddd5ea;font-size:12px} .ros th{background:#f7f4fc;color:#5b4f70;font-weight:bold;border-bottom:2px solid #ddd5ea;padding:4px 6px;white-space:nowrap}
.ros td{border-bottom:1px solid #eee8f6;padding:3px 6px;white-space:nowrap} .ros .nm{color:#4b2e83;font-weight:bold} .ros .rel{color:#8a7fa0;font-size:11px}
.ros .mono{font-size:11.5px} .ros .sel td{background:#f3edff}
.tag{display:inline-block;font-size:10px;border-radius:3px;padding:0 4px;margin-right:3px;color:#fff} .sen{background:#c2410c} .eal{background:#0e7490} .fsm{background:#4d7c0f} .pp{background:#7c3aed}
.note{margin-top:8px;background:#fffbea;border:1px solid #eedc9a;border-radius:4px;padding:6px 12px;font-size:12.5px;line-height:1.5}
"""
# (surname, forename, date of birth, guardian surname first, relation, phone, e-mail, attendance, flags)
ROSTER = [("Adeyemi", "Tobi", "14/09/2010", "Adeyemi, Funmilayo", "Mother", "07958 214 336", "funmi.adeyemi@hotmail.co.uk", "97.1", ""),
          ("Ahmed", "Zara", "02/11/2010", "Ahmed, Imran", "Father", "07723 410 982", "imran.ahmed1979@gmail.com", "99.4", "pp"),
          ("Brennan", "Niamh", "27/01/2011", "Brennan, Claire", "Mother", "0113 278 4410", "claire.brennan@btinternet.com", "93.8", ""),
          ("Clarke", "Oliver", "09/06/2011", "Clarke, Mark", "Father", "07845 660 127", "markclarke.leeds@outlook.com", "88.2", "sen"),
          ("Dąbrowski", "Kacper", "18/03/2011", "Dąbrowska, Ewa", "Mother", "+44 7392 118 540", "ewa.dabrowska@wp.pl", "96.0", "eal"),
          ("Fletcher", "Ruby", "30/12/2010", "Fletcher, Sam", "Carer", "07501 993 206", "sam.fletcher.fc@gmail.com", "91.5", "fsm"),
          ("Hussain", "Amir", "05/05/2011", "Hussain, Nadia", "Mother", "07944 307 815", "nadia.hussain@yahoo.co.uk", "98.7", ""),
          ("Kovalenko", "Sofiia", "03/02/2011", "Kovalenko, Olena", "Mother", "07418 552 906", "olena.kovalenko.uk@gmail.com", "95.8", "eal"),
          ("McAllister", "Finlay", "21/07/2011", "McAllister, Joanne", "Mother", "07867 042 519", "jo.mcallister@sky.com", "94.3", ""),
          ("Nguyen", "Bao", "11/10/2010", "Nguyen, Thanh", "Father", "07412 885 073", "thanh.nguyen.ls7@gmail.com", "99.0", "eal"),
          ("Okafor", "Chidera", "16/04/2011", "Okafor, Grace", "Mother", "07539 271 648", "grace.okafor@live.co.uk", "97.6", ""),
          ("Patel", "Anaya", "24/08/2011", "Patel, Rakesh", "Father", "07976 530 114", "rakesh.patel@patelpharma.co.uk", "100.0", ""),
          ("Russo", "Leo", "08/01/2011", "Russo, Giulia", "Mother", "07706 418 392", "giulia.russo83@libero.it", "90.9", "sen"),
          ("Walsh", "Evie", "19/02/2011", "Walsh, Ciara", "Mother", "07884 126 057", "ciarawalsh@icloud.com", "96.4", "pp")]


def _sis(main: str, on: str) -> str:
    nav = ("<div class='nav'><div class='h'>My school</div>"
           + "".join(f"<div class='{'on' if n == on else ''}'>{n}</div>" for n in ("Dashboard", "Students", "Classes", "Registration groups", "Attendance", "Behaviour"))
           + "<div class='h'>Learning</div>" + "".join(f"<div class='{'on' if n == on else ''}'>{n}</div>" for n in ("Assessment", "Reports", "Homework", "Timetable"))
           + "<div class='h'>Contacts</div>" + "".join(f"<div>{n}</div>" for n in ("Guardians", "Messages", "Consent forms", "SEND register", "Admissions")) + "</div>")
    top = ("<div class='top'><b>◆ Kingsmead Academy</b><span>MIS</span><span>2024/25 · Spring 2</span>"
           "<span class='sr'>⌕ Search students, staff, guardians…</span><span>✉ 4</span><span>DW ▾</span></div>")
    return _page("kingsmead.mis-cloud.co.uk/groups/reg/9R/students", "9R · Registration group · Kingsmead MIS", f"{top}<div class='sw'>{nav}<div class='mn'>{main}</div></div>", SIS_CSS)


def sis_roster(upns: list[str], rnokpp: str) -> str:
    rows = ""
    for k, (sur, fore, dob, guard, rel, ph, em, att, flag) in enumerate(ROSTER):
        deny = guard == "Kovalenko, Olena"
        g = _pii("DENY_LIST" if deny else "PERSON", guard, "deny-listed name surname first with a comma in a class roster" if deny else "guardian name surname first in a class roster")
        tags = {"pp": "<span class='tag pp'>PP</span>", "sen": "<span class='tag sen'>SEN K</span>", "eal": "<span class='tag eal'>EAL</span>", "fsm": "<span class='tag fsm'>FSM</span>", "": ""}[flag]
        rows += (f"<tr class='{'sel' if deny else ''}'><td>☐</td><td class='nm'>{_pii('PERSON', sur + ', ' + fore, 'pupil name surname first in a class roster')}</td>"
                 f"<td class='mono'>{_pii('ID_NUMBER', upns[k], 'UPN in a class roster')}</td><td class='mono'>{_pii('ID_NUMBER', f'{4102 + 37 * k:06d}', 'admission number in a class roster')}</td>"
                 f"<td>{_pii('DATE_OF_BIRTH', dob, 'date of birth in a class roster')}</td><td>{g} <span class='rel'>({rel})</span></td>"
                 f"<td>{_pii('PHONE_NUMBER', ph, 'guardian phone in a class roster')}</td><td>{_pii('EMAIL_ADDRESS', em, 'guardian e-mail in a class roster')}</td>"
                 f"<td style='text-align:right'>{att}</td><td>{tags}</td></tr>")
    head = "".join(f"<th>{h}</th>" for h in ("", "Student ▲", "UPN", "Adm. no.", "Date of birth", "Priority 1 contact", "Contact phone", "Contact email", "Att. %", "Flags"))
    note = ("<div class='note'><b>Pastoral note · 10 Mar 2025 · EAL team</b> — message from "
            + _pii("PERSON", "Sofiia", "pupil first name alone in a pastoral note") + "'s mum through the parent app (translation requested):<br>"
            "«Доброго дня! Я " + _pii("DENY_LIST", "Олена Коваленко", "deny-listed name in Cyrillic in a Ukrainian sentence (listed in Latin)")
            + ", мама " + _pii("PERSON", "Софії", "first name in Cyrillic (genitive) in a Ukrainian sentence") + ". Мій новий номер "
            + _pii("PHONE_NUMBER", "+44 7700 184 623", "phone in a Ukrainian sentence") + ", пошта "
            + _pii("EMAIL_ADDRESS", "o.kovalenko.leeds@ukr.net", "e-mail in a Ukrainian sentence")
            + ". Для української онлайн-школи потрібен РНОКПП доньки: " + _pii("ID_NUMBER", rnokpp, "Ukrainian taxpayer number (RNOKPP) in a Ukrainian sentence")
            + ". Дякую!» <span class='muted'>— update the contact record once confirmed by phone.</span></div>"
            "<div class='note' style='background:#fff;border-color:#ddd5ea;display:grid;grid-template-columns:150px 1fr 150px 1fr;row-gap:2px'>"
            f"<b style='grid-column:span 4'>Contacts · {_pii('PERSON', 'Kovalenko, Sofiia', 'pupil name surname first in a contacts card')}</b>"
            f"<span class='muted'>Priority 2 contact</span><span>{_pii('PERSON', 'Taras Kovalenko', 'guardian name in a contacts card')} (Father, Kyiv) · {_pii('PHONE_NUMBER', '+380 67 418 2290', 'Ukrainian phone in a contacts card')}</span>"
            f"<span class='muted'>Emergency contact</span><span>{_pii('PERSON', 'Hanna Melnyk', 'emergency contact name in a contacts card')} (family friend) · {_pii('PHONE_NUMBER', '07700 163 884', 'phone in a contacts card')}</span>"
            f"<span class='muted'>Home address</span><span>{_pii('STREET_ADDRESS', 'Flat 3, 41 Cardigan Road, Leeds LS6 1DJ', 'home address in a contacts card')}</span>"
            "<span class='muted'>GP surgery</span><span>Hyde Park Surgery, Woodsley Road</span>"
            "<span class='muted'>Parental responsibility</span><span>Both parents · court order: none</span><span class='muted'>Consent</span><span>Photos ✓ · Trips ✓ · Biometrics ✗</span></div>")
    main = ("<div class='crumb'>Registration groups › Year 9 › 9R</div><h1>9R · Class list</h1>"
            f"<div class='bar'><span class='chip'>Form tutor: {_pii('PERSON', 'Mr D. Whitcombe', 'teacher name in a filter chip')}</span><span class='chip'>Room S14</span>"
            "<span class='chip'>28 students · 14 shown</span><span class='chip'>Filter: surname A–W</span>"
            "<span style='margin-left:auto' class='btn2'>Export CSV</span><span class='btn' style='background:#4b2e83'>Take register</span></div>"
            f"<table class='ros'><tr>{head}</tr>{rows}</table>{note}")
    return _sis(main, "Registration groups")


RPT_CSS = """
body{background:#525659;font-family:"Liberation Sans",Arial,sans-serif} .pv{display:flex;height:756px}
.pa{flex:1;overflow:hidden;padding:14px 0;display:flex;justify-content:center}
.sh{width:620px;height:870px;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.5);padding:28px 36px;font-family:"DejaVu Serif",serif;font-size:10.5px;color:#111;line-height:1.4}
.win{width:250px;font-size:11px;line-height:1.45;margin-top:8px} .crest{float:right;text-align:right;font-size:9.5px;color:#333}
.crest b{font-size:15px;color:#3b1f6e;display:block;font-family:"Liberation Serif",serif;letter-spacing:.5px}
.ttl{clear:both;font-size:14px;font-weight:bold;color:#3b1f6e;border-bottom:2px solid #3b1f6e;margin:14px 0 6px;padding-bottom:2px}
.det{display:grid;grid-template-columns:90px 1fr 90px 1fr;row-gap:2px;margin-bottom:6px} .det .k{color:#555}
.gr{width:100%;font-size:9.8px} .gr th{background:#ece6f6;border:1px solid #b9acd3;padding:2px 4px;font-weight:bold} .gr td{border:1px solid #cfc6e0;padding:2px 4px;vertical-align:top}
.pp2{width:330px;background:#fff;padding:16px 18px;font-size:13px;color:#202124} .pp2 h3{font-size:18px;font-weight:normal;margin:0 0 14px}
.pp2 .r{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #eee} .pp2 .r span:last-child{color:#1a73e8}
"""


def sis_report(upn: str) -> str:
    subj = [("English", "Mrs H. Bradshaw", "6+", "7", "1", "Sofiia", "'s reading has come on a great deal; her essay on <i>Of Mice and Men</i> was thoughtful."),
            ("Mathematics", "Mr P. Onyango", "6", "7", "2", "", "Secure with linear equations; needs to show working in multi-step problems."),
            ("Science", "Dr S. Mirza", "5+", "7", "2", "", "Practical skills are good. Revise the particle model before the April test."),
            ("History", "Ms E. Quinn", "6", "6", "1", "Sofiia", " contributed well to our source work on the Industrial Revolution."),
            ("Geography", "Mr T. Lindley", "5", "6", "2", "", "Map skills are improving; homework sometimes late."),
            ("French", "Mme C. Aubert", "4", "6", "2", "", "Vocabulary tests are strong; speaking confidence is growing."),
            ("Art", "Ms J. Rafferty", "7", "7", "1", "", "An excellent sketchbook — ambitious use of colour and texture."),
            ("Computing", "Mr A. Sandhu", "6", "6", "1", "", "Confident with Python selection and loops.")]
    rows = ""
    for s, t, a, tg, ef, fn, c in subj:
        com = (_pii("PERSON", fn, "pupil first name alone in a report comment") + c) if fn else c
        rows += f"<tr><td><b>{s}</b></td><td>{_pii('PERSON', t, 'teacher name in a report table')}</td><td>{a}</td><td>{tg}</td><td>{ef}</td><td>{com}</td></tr>"
    sheet = ("<div class='sh'><div class='crest'><b>KINGSMEAD ACADEMY</b>Kingsmead Lane, Leeds LS16 7PR<br>0113 496 0321 · office@kingsmead.leeds.sch.uk<br>Headteacher: " + _pii('PERSON', 'Mrs A. Fairbrother', 'headteacher name in a letterhead') + "</div>"
             "<div style='font-size:8px;color:#777'>Kingsmead Academy, Kingsmead Lane, Leeds LS16 7PR</div>"
             f"<div class='win'>Mrs {_pii('DENY_LIST', 'O. Kovalenko', 'deny-listed name as an initial and surname in an envelope window')}<br>"
             f"{_pii('STREET_ADDRESS', 'Flat 3, 41 Cardigan Road<br>' + chr(10) + 'Leeds LS6 1DJ', 'home address over two lines in an envelope window')}</div>"
             "<div class='ttl'>Spring Term Progress Report 2024–25 · Year 9</div>"
             "<div class='det'>"
             f"<span class='k'>Student</span><span><b>{_pii('PERSON', 'Sofiia Kovalenko', 'pupil name on a serif report')}</b></span>"
             f"<span class='k'>UPN</span><span>{_pii('ID_NUMBER', upn, 'UPN on a serif report')}</span>"
             f"<span class='k'>Date of birth</span><span>{_pii('DATE_OF_BIRTH', '3 February 2011', 'date of birth on a serif report')}</span>"
             f"<span class='k'>Form / tutor</span><span>9R · {_pii('PERSON', 'Mr D. Whitcombe', 'tutor name on a serif report')}</span>"
             "<span class='k'>Attendance</span><span>95.8 % (2 lates)</span><span class='k'>Report date</span><span>14 March 2025</span></div>"
             f"<table class='gr'><tr><th>Subject</th><th>Teacher</th><th>Working at</th><th>Target</th><th>Effort</th><th>Comment</th></tr>{rows}</table>"
             "<div class='ttl' style='font-size:12px'>Tutor comment</div>"
             f"<div>{_pii('PERSON', 'Sofiia', 'pupil first name alone in a tutor comment')} has settled brilliantly into 9R and is a kind, reliable member of the form. "
             "Her English has improved enormously since September. Keep it up!</div>"
             f"<div style='margin-top:8px'>Signed: <i style='font-size:13px'>{_pii('PERSON', 'D. Whitcombe', 'tutor name as a signature')}</i> &nbsp; · &nbsp; "
             f"Head of Year 9: {_pii('PERSON', 'Ms R. Okonjo', 'head of year name on a serif report')}</div>"
             "<div style='margin-top:8px;font-size:9px;color:#444'>Parents' evening: Thursday 27 March, 16:00–19:00. Book appointments at kingsmead.schoolcloud.co.uk. "
             "Effort: 1 excellent, 2 good, 3 needs improvement. Grades 1–9 as GCSE.</div></div>")
    panel = ("<div class='pp2'><h3>Print</h3><div style='float:right;margin-top:-36px;color:#5f6368'>2 sheets of paper</div>"
             "<div class='r'><span>Destination</span><span>Save as PDF ▾</span></div><div class='r'><span>Pages</span><span>All ▾</span></div>"
             "<div class='r'><span>Layout</span><span>Portrait ▾</span></div><div class='r'><span>Colour</span><span>Colour ▾</span></div>"
             "<div class='r'><span>More settings</span><span>⌄</span></div>"
             "<div style='margin-top:420px;display:flex;gap:10px;justify-content:flex-end'><span class='btn2'>Cancel</span><span class='btn' style='background:#1a73e8'>Save</span></div></div>")
    return _page("kingsmead.mis-cloud.co.uk/reports/spring-2025/9R/print?student=10417", "Print · Spring report 9R", f"<div class='pv'><div class='pa'>{sheet}</div>{panel}</div>", RPT_CSS)


# ------------------------------------------------------------------------------------------ blindg1: government portals
SKV_CSS = """
body{font-family:"DejaVu Sans",sans-serif;font-size:13.5px;background:#fff;color:#1c1c1c}
.sk{height:64px;border-bottom:4px solid #004b87;display:flex;align-items:center;gap:26px;padding:0 40px} .sk b{font-size:24px;color:#004b87;letter-spacing:-.5px}
.sk span{font-size:13px} .sk .me{margin-left:auto;font-size:12.5px;color:#333;text-align:right}
.skw{display:flex;gap:30px;padding:14px 40px} .skm{flex:1} .skm h1{font-size:25px;margin:4px 0 10px;color:#1c1c1c}
.info{background:#e6f0f8;border-left:5px solid #004b87;padding:9px 14px;line-height:1.5;margin-bottom:12px}
.bx{border:1px solid #c6cdd4;margin-bottom:12px} .bx h2{font-size:15px;margin:0;padding:7px 12px;background:#f2f4f6;border-bottom:1px solid #c6cdd4}
.dl{display:grid;grid-template-columns:220px 1fr;padding:6px 12px;row-gap:5px} .dl .k{color:#555}
.ft{width:100%;font-size:13px} .ft th{text-align:left;border-bottom:2px solid #004b87;padding:5px 10px} .ft td{border-bottom:1px solid #e1e5e9;padding:5px 10px}
.skr{width:270px;font-size:12.5px} .skr .bx div{padding:6px 12px;border-bottom:1px solid #eef0f2}
"""


def skv_personbevis(ids: dict[str, str]) -> str:
    fam = [("Make", "Mikael Nyström", ids["pnr_mikael"], "Ja"), ("Barn", "Elsa Nyström", ids["pnr_elsa"], "Ja"),
           ("Barn", "Nils Nyström", ids["pnr_nils"], "Ja"), ("Förälder", "Birgitta Lindgren", ids["pnr_birgitta"], "Nej")]
    rows = "".join(f"<tr><td>{r}</td><td>{_pii('PERSON', n, 'name in a household table')}</td><td>{_pii('ID_NUMBER', p, 'ten-digit personnummer in a household table')}</td><td>{s}</td></tr>"
                   for r, n, p, s in fam)
    main = ("<div class='skm'><div class='muted'>Mina sidor › Folkbokföring</div><h1>Personbevis och familjeuppgifter</h1>"
            "<div class='info'>Du har beställt ett personbevis för " + _pii("DENY_LIST", "Åsa Lindgren", "deny-listed name in a Swedish info box")
            + " (" + _pii("ID_NUMBER", ids["pnr_asa"][2:], "ten-digit personnummer in brackets in a Swedish sentence") + ") med familjeuppgifter. "
            "Det skickas till din folkbokföringsadress inom 5 arbetsdagar. Ärendenummer 2025-0314-11820.</div>"
            "<div class='bx'><h2>Uppgifter om dig</h2><div class='dl'>"
            f"<span class='k'>Namn</span><span>{_pii('DENY_LIST', 'Lindgren, Åsa Karin', 'deny-listed name surname first with a middle name in a label-value list')}</span>"
            f"<span class='k'>Personnummer</span><span>{_pii('ID_NUMBER', ids['pnr_asa'], 'twelve-digit personnummer in a label-value list')}</span>"
            f"<span class='k'>Folkbokföringsadress</span><span>{_pii('STREET_ADDRESS', 'Götgatan 48 lgh 1102<br>' + chr(10) + '118 26 Stockholm', 'address over two lines in a label-value list')}</span>"
            "<span class='k'>Folkbokförd i</span><span>Stockholms kommun, Katarina församling</span>"
            "<span class='k'>Civilstånd</span><span>Gift</span><span class='k'>Medborgarskap</span><span>Svenskt</span>"
            "<span class='k'>Anmäld utflyttning</span><span>Danmark, 2025-02-01 (under handläggning)</span></div></div>"
            f"<div class='bx'><h2>Familj</h2><table class='ft'><tr><th>Relation</th><th>Namn</th><th>Personnummer</th><th>Samma adress</th></tr>{rows}</table></div>"
            "<div style='display:flex;gap:10px'><span class='btn' style='background:#004b87'>Beställ personbevis</span><span class='btn2'>Ladda ned som PDF</span><span class='btn2'>Anmäl flytt</span></div></div>")
    side = ("<div class='skr'><div class='bx'><h2>Mina ärenden</h2><div>Flyttanmälan utland · 2025-0131-40217 · Under handläggning</div>"
            "<div>Personbevis · 2025-0314-11820 · Beställt</div><div>Deklaration 2024 · Inlämnad 2025-03-02</div><div>Skattekonto · Saldo 0 kr</div></div>"
            "<div class='bx'><h2>Genvägar</h2><div>Flytta till utlandet</div><div>Samordningsnummer</div><div>Id-kort</div><div>Kontakta oss · 0771-567 567</div></div></div>")
    top = ("<div class='sk'><b>Skatteverket</b><span>Privat</span><span>Företag</span><span>Offentlig aktör</span><span>Om oss</span>"
           f"<div class='me'>Inloggad som {_pii('DENY_LIST', 'Åsa Lindgren', 'deny-listed name in a page header')}<br><u>Logga ut</u></div></div>")
    return _page("skatteverket.se/mina-sidor/folkbokforing/personbevis", "Personbevis | Skatteverket", f"{top}<div class='skw'>{main}{side}</div>", SKV_CSS)


DK_CSS = """
body{background:#eceef2;font-family:"Liberation Sans",Arial,sans-serif;font-size:13px;color:#14143c}
.dk{height:50px;background:#14143c;color:#fff;display:flex;align-items:center;gap:22px;padding:0 24px} .dk b{font-size:18px}
.dkw{display:flex;height:706px} .dkl{width:300px;background:#fff;border-right:1px solid #d3d6de;overflow:hidden}
.dkl .m{padding:9px 16px;border-bottom:1px solid #eceef2;font-size:12.5px;line-height:1.4} .dkl .on{background:#e8ecfb;border-left:4px solid #3a4cc9}
.dkl .d{float:right;color:#6b6f80;font-size:11.5px} .dkv{flex:1;overflow:hidden;padding:16px 0;display:flex;justify-content:center}
.lt{width:660px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.2);padding:30px 44px;font-family:"Liberation Serif",serif;font-size:13.5px;line-height:1.45;color:#111}
.lt .hd{display:flex;justify-content:space-between} .lt .ag{font-family:"Liberation Sans",sans-serif;font-weight:bold;font-size:15px;color:#14143c}
.lt .rf{font-size:12px;text-align:right;line-height:1.5} .lt table{font-size:12.5px;margin:6px 0} .lt td{padding:1px 10px 1px 0}
"""


def dk_letter(ids: dict[str, str], acct: str) -> str:
    msgs = [("Udbetaling Danmark", "Afgørelse om boligstøtte", "13. mar."), ("Skattestyrelsen", "Din forskudsopgørelse 2025 er klar", "10. mar."),
            ("Københavns Kommune", "Bekræftelse på flytning", "4. mar."), ("Sundhedsstyrelsen", "Velkommen til Danmark – dit sundhedskort", "3. mar."),
            ("Udbetaling Danmark", "Vi har modtaget din ansøgning", "3. feb."), ("Styrelsen for International Rekruttering", "Registreringsbevis", "31. jan.")]
    lst = "".join(f"<div class='m{' on' if k == 0 else ''}'><span class='d'>{d}</span><b>{s}</b><br>{t}</div>" for k, (s, t, d) in enumerate(msgs))
    letter = ("<div class='lt'><div class='hd'><div><div class='ag'>Udbetaling Danmark</div><div style='font-size:12px'>Boligstøtte · Kongens Vænge 8 · 3400 Hillerød</div>"
              f"<div style='margin-top:22px'>{_pii('DENY_LIST', 'Åsa Karin Lindgren', 'deny-listed name with a middle name in a letter address block')}<br>"
              f"{_pii('STREET_ADDRESS', 'Amagerbrogade 112, 3. th.<br>' + chr(10) + '2300 København S', 'address over two lines in a letter address block')}</div></div>"
              "<div class='rf'>Dato: 13. marts 2025<br>Sagsnr.: 2025-0118274<br>"
              f"CPR-nr.: {_pii('ID_NUMBER', ids['cpr_asa'], 'CPR number in a letter reference block')}</div></div>"
              "<div class='rf' style='text-align:left;margin-top:10px'>Telefon 70 12 80 63 · Hverdage 9–15</div>"
              "<h3 style='font-family:Liberation Sans,sans-serif;margin:16px 0 6px'>Afgørelse om boligstøtte</h3>"
              f"<p>Kære {_pii('DENY_LIST', 'Åsa', 'deny-listed first name alone in a salutation')}</p>"
              "<p>Vi har modtaget din ansøgning om boligstøtte af 3. februar 2025. Ud fra oplysningerne om din husstand – dig selv og din samlever "
              f"{_pii('PERSON', 'Mikael Nyström', 'name in running Danish prose')} (CPR-nr. {_pii('ID_NUMBER', ids['cpr_mikael'], 'CPR number in brackets in running Danish prose')}) – "
              "har vi beregnet din boligstøtte til 1.840 kr. om måneden fra 1. marts 2025.</p>"
              "<table><tr><td>Husleje pr. måned</td><td>9.450 kr.</td></tr><tr><td>Husstandens indkomst</td><td>412.300 kr.</td></tr>"
              "<tr><td>Antal børn</td><td>2</td></tr><tr><td><b>Boligstøtte pr. måned</b></td><td><b>1.840 kr.</b></td></tr></table>"
              f"<p>Støtten udbetales til din NemKonto, reg.nr. og kontonr. {_pii('ID_NUMBER', acct, 'Danish bank account in running prose')}, den sidste hverdag i måneden.</p>"
              "<p>Hvis oplysningerne ikke er korrekte, skal du kontakte os på 70 12 80 63 eller skrive til os via borger.dk. Husk at oplyse sagsnummeret.</p>"
              f"<p>Med venlig hilsen<br>Udbetaling Danmark<br>{_pii('PERSON', 'Jesper Holm Andersen', 'caseworker name in a letter signature')}, sagsbehandler</p></div>")
    top = "<div class='dk'><b>borger.dk</b><span>Digital Post</span><span>Mit Overblik</span><span style='margin-left:auto'>Log af</span></div>"
    return _page("post.borger.dk/inbox/2025-0118274", "Digital Post – borger.dk", f"{top}<div class='dkw'><div class='dkl'>{lst}</div><div class='dkv'>{letter}</div></div>", DK_CSS)


BE_CSS = """
body{background:#d9d4cf;font-size:13px} .jw{display:flex;height:756px}
.jl{width:250px;background:#7a1f2b;color:#f5e9ea;padding:14px 16px;font-family:"Liberation Sans",sans-serif;font-size:12.5px;line-height:1.55}
.jl b{color:#fff;font-size:14px} .jl .k{color:#d9a9af;font-size:11px;text-transform:uppercase;letter-spacing:.5px;margin-top:10px}
.jd{flex:1;overflow:hidden;display:flex;justify-content:center;padding-top:12px}
.jp{width:720px;background:#fffdf8;padding:26px 50px;font-family:"Liberation Serif",serif;font-size:13px;line-height:1.5;text-align:justify;color:#1a1a1a;box-shadow:0 1px 5px rgba(0,0,0,.3)}
.jp h2{text-align:center;font-size:15px;letter-spacing:2px;margin:4px 0} .jp .c{text-align:center} .jp p{margin:6px 0}
"""


def be_judgment(ids: dict[str, str]) -> str:
    side = ("<div class='jl'><b>JustOnWeb</b><br>Mijn dossiers<div class='k'>Rolnummer</div>24/1187/A<div class='k'>Rechtbank</div>"
            "Nederlandstalige rechtbank van eerste aanleg Oost-Vlaanderen, afdeling Gent<div class='k'>Kamer</div>12de kamer, burgerlijke zaken"
            "<div class='k'>Stuk</div>Vonnis van 6 maart 2025 (11 blz.)<div class='k'>Repertorium</div>2025/003417"
            "<div class='k'>Status</div>Uitgifte afgeleverd · niet vatbaar voor verzet<div style='margin-top:18px'>⇩ Downloaden (PDF)<br>▤ Afdrukken<br>✉ Delen met advocaat</div></div>")
    page = ("<div class='jp'><div class='c' style='font-size:11px'>Rolnummer 24/1187/A — Rep. 2025/003417 — blz. 1</div>"
            "<h2>VONNIS</h2><div class='c'>Rechtbank van eerste aanleg Oost-Vlaanderen, afdeling Gent — 12de kamer — openbare zitting van 6 maart 2025</div>"
            "<p><b>IN ZAKE VAN:</b></p>"
            f"<p>{_pii('PERSON', 'DE SMEDT PIETER-JAN', 'party name in capitals surname first in a judgment')}, met rijksregisternummer "
            f"{_pii('ID_NUMBER', ids['be_nn'], 'Belgian national number in a judgment sentence')}, wonende te "
            f"{_pii('STREET_ADDRESS', '9000 Gent, Kortrijksesteenweg 214 bus 3', 'address postcode first in a judgment sentence')},</p>"
            f"<p style='margin-left:40px'>eisende partij, vertegenwoordigd door {_pii('PERSON', 'Mr. VERHAEGEN ANNELIES', 'lawyer name in capitals in a judgment')}, advocaat met kantoor te 9000 Gent, Coupure 5;</p>"
            "<p><b>TEGEN:</b></p>"
            f"<p>{_pii('PERSON', 'JANSSEN MAARTEN JOHANNES', 'party name in capitals surname first in a judgment')}, met burgerservicenummer "
            f"{_pii('ID_NUMBER', ids['bsn'], 'Dutch BSN in a judgment sentence')}, wonende te "
            f"{_pii('STREET_ADDRESS', '4811 AB Breda (Nederland), Nieuwe Ginnekenstraat 31', 'Dutch address postcode first in a judgment sentence')},</p>"
            "<p style='margin-left:40px'>verwerende partij, in persoon verschenen.</p>"
            "<p><b>1. Procedure.</b> De rechtbank nam kennis van de dagvaarding van 2 mei 2024, de conclusies van partijen en de stukken. "
            f"Ter zitting van 6 februari 2025 werd als getuige gehoord: mevrouw {_pii('DENY_LIST', 'LINDGREN ÅSA', 'deny-listed name in capitals surname first in a judgment')}, "
            f"geboren op {_pii('DATE_OF_BIRTH', 'twaalf april negentienhonderdvijfentachtig', 'date of birth in Dutch words in a judgment')}, wonende te Kopenhagen.</p>"
            f"<p><b>2. Feiten.</b> Op 14 september 2023 verkocht de heer {_pii('PERSON', 'De Smedt', 'surname alone in a judgment')} aan de heer "
            f"{_pii('PERSON', 'Janssen', 'surname alone in a judgment')} een bestelwagen Volkswagen Crafter (chassisnummer WV1ZZZSYZP9012345) voor de prijs van 18.500 EUR. "
            f"Van die prijs werd slechts 6.000 EUR betaald op de rekening {_pii('IBAN_CODE', ids['iban_be'], 'Belgian IBAN in a judgment sentence')} van de eiser. "
            "De verweerder houdt voor dat de wagen verborgen gebreken vertoonde en weigert het saldo van 12.500 EUR te betalen.</p>"
            "<p><b>3. Beoordeling.</b> De getuige bevestigt dat de verweerder bij de levering de wagen uitvoerig heeft getest en geen opmerkingen maakte. "
            "De rechtbank acht de vordering gegrond. OM DEZE REDENEN, DE RECHTBANK, veroordeelt de verweerder tot betaling van 12.500 EUR, "
            "vermeerderd met de moratoire interesten vanaf 2 mei 2024, en tot de kosten, begroot op 1.430,00 EUR rechtsplegingsvergoeding.</p>"
            f"<p style='font-size:12px'>Aldus gevonnist door {_pii('PERSON', 'S. Claeys', 'judge name in a judgment')}, rechter, bijgestaan door "
            f"{_pii('PERSON', 'K. Van Damme', 'clerk name in a judgment')}, griffier.</p></div>")
    return _page("justonweb.be/dossiers/24-1187-A/stukken/vonnis-2025-03-06", "Vonnis 24/1187/A · JustOnWeb", f"<div class='jw'>{side}<div class='jd'>{page}</div></div>", BE_CSS)


# ---------------------------------------------------------------------------------------------- blindg2: genealogy app
GEN_CSS = """
body{background:#f3efe6;font-family:"DejaVu Sans",sans-serif;font-size:12.5px;color:#2b2620}
.gt{height:44px;background:#2f5d50;color:#eaf2ee;display:flex;align-items:center;gap:22px;padding:0 20px;font-size:13px}
.gt b{font-size:17px;color:#fff;font-family:"DejaVu Serif",serif} .gt .on{border-bottom:3px solid #e9c46a;padding:12px 0 9px}
.gw{display:flex;height:712px} .cv{flex:1;position:relative;overflow:hidden;background-image:radial-gradient(#e2dccd 1px,transparent 1px);background-size:18px 18px}
.tb2{position:absolute;left:14px;top:10px;display:flex;gap:6px;font-size:12px} .tb2 span{background:#fff;border:1px solid #cfc6b3;border-radius:4px;padding:3px 9px}
.pb{position:absolute;width:182px;height:64px;background:#fff;border:1px solid #cfc6b3;border-left:5px solid #6a8caf;border-radius:4px;padding:5px 8px;font-size:11.5px;line-height:1.35;box-shadow:0 1px 2px rgba(0,0,0,.12)}
.pb.f{border-left-color:#c27a94} .pb b{font-size:12.5px;display:block;white-space:nowrap;overflow:hidden} .pb .pl{color:#7a705f} .pb.sel{outline:3px solid #e9c46a}
.ln{position:absolute;background:#9b9078} .gs{width:310px;background:#fffdf7;border-left:1px solid #d9d0bd;padding:14px 18px;overflow:hidden;line-height:1.5}
.gs h3{margin:0;font-family:"DejaVu Serif",serif;font-size:19px;font-weight:normal} .gs .k{color:#7a705f;font-size:11.5px;margin-top:8px}
.hint{background:#fdf3d7;border:1px solid #e9c46a;border-radius:4px;padding:6px 10px;margin-top:10px;font-size:12px}
"""


def _pb(x: int, y: int, name: str, kind: str, born: str, rest: str, place: str, female: bool, living: bool, sel: bool = False) -> str:
    nm = _pii(kind, name, "deny-listed name in a family tree box" if kind == "DENY_LIST" else "name in a family tree box")
    sit = "birth date of a living person in a family tree box" if living else "birth date of a dead ancestor in a family tree box"
    dates = ("b. " + _pii("DATE_OF_BIRTH", born, sit)) if living else (_pii("DATE_OF_BIRTH", born, sit) + " – " + rest)
    return (f"<div class='pb{' f' if female else ''}{' sel' if sel else ''}' style='left:{x}px;top:{y}px'><b>{nm}</b>"
            f"<div>{dates}</div><div class='pl'>{place}</div></div>")


def _lines(segs: list[tuple[int, int, int, int]]) -> str:
    return "".join(f"<div class='ln' style='left:{x}px;top:{y}px;width:{max(w, 2)}px;height:{max(h, 2)}px'></div>" for x, y, w, h in segs)


def gen_tree() -> str:
    boxes = [_pb(20, 60, "Vincenzo Esposito", "PERSON", "12 Feb 1931", "3 Oct 2004", "Napoli", False, False),
             _pb(222, 60, "Anna Ruocco", "PERSON", "28 Jul 1934", "9 Jan 2019", "Torre del Greco", True, False),
             _pb(510, 60, "Giovanni Colombo", "PERSON", "5 Mar 1928", "17 Nov 2011", "Torino", False, False),
             _pb(712, 60, "Teresa Bianco", "PERSON", "19 Aug 1932", "", "Asti · living", True, True),
             _pb(20, 230, "Salvatore Esposito", "PERSON", "26 Apr 1958", "", "Napoli", False, True),
             _pb(222, 230, "Maria Grazia Esposito", "DENY_LIST", "3 Jun 1962", "", "Napoli → Torino", True, True, sel=True),
             _pb(510, 230, "Roberto Colombo", "PERSON", "21 Nov 1959", "", "Torino", False, True),
             _pb(222, 420, "Luca Colombo", "PERSON", "8 May 1990", "", "Torino → London", False, True),
             _pb(510, 420, "Chiara Colombo", "PERSON", "14 Dec 1994", "", "Torino", True, True),
             _pb(712, 420, "Daniel Whitmore", "PERSON", "2 Oct 1993", "", "Bristol", False, True),
             _pb(612, 590, "Sofia Whitmore-Colombo", "PERSON", "11 Jan 2022", "", "Bristol", True, True)]
    lines = _lines([(202, 92, 20, 2), (212, 92, 2, 110), (111, 200, 202, 2), (111, 200, 2, 30), (313, 200, 2, 30),
                    (692, 92, 20, 2), (702, 92, 2, 110), (601, 200, 103, 2), (601, 200, 2, 30),
                    (404, 262, 106, 2), (457, 262, 2, 128), (313, 390, 288, 2), (313, 390, 2, 30), (601, 390, 2, 30),
                    (692, 452, 20, 2), (702, 452, 2, 118), (702, 570, 2, 20)])
    cv = (f"<div class='cv'><div class='tb2'><span>Family view ▾</span><span>Generations: 4</span><span>− 100 % +</span><span>⤢ Fit</span><span>⇩ Export GEDCOM</span></div>{lines}{''.join(boxes)}"
          "<div style='position:absolute;right:14px;bottom:10px;font-size:11px;color:#7a705f'>Our Italian family tree · 214 people · last edited 14 Mar 2025</div></div>")
    side = ("<div class='gs'><div class='k' style='margin-top:0'>Selected person</div>"
            f"<h3>{_pii('DENY_LIST', 'Maria Grazia Esposito', 'deny-listed name as a side card title')}</h3>"
            f"<div>Born {_pii('DATE_OF_BIRTH', '3 June 1962', 'date of birth in a side card')} · Napoli, Campania, Italy</div><div class='muted'>Living · visible to family members only</div>"
            f"<div class='k'>Parents</div><div>{_pii('PERSON', 'Vincenzo Esposito', 'name in a side card list')}, {_pii('PERSON', 'Anna Ruocco', 'name in a side card list')}</div>"
            f"<div class='k'>Spouse</div><div>{_pii('PERSON', 'Roberto Colombo', 'name in a side card list')} · married 14 Sep 1987, Torino</div>"
            f"<div class='k'>Children</div><div>{_pii('PERSON', 'Luca', 'first name alone in a side card list')}, {_pii('PERSON', 'Chiara', 'first name alone in a side card list')}</div>"
            f"<div class='k'>Current residence</div><div>{_pii('STREET_ADDRESS', 'Via Nizza 154, 10126 Torino', 'home address in a side card')}</div>"
            "<div class='hint'>★ 3 new record hints: 1962 birth register (Napoli), 1987 marriage (Torino), passenger list 1959</div>"
            "<div style='margin-top:12px;display:flex;gap:8px;white-space:nowrap'><span class='btn' style='background:#2f5d50;font-size:12px;padding:6px 10px'>View profile</span><span class='btn2' style='font-size:12px;padding:6px 10px'>Edit</span><span class='btn2' style='font-size:12px;padding:6px 10px'>Add relative</span></div>"
            f"<div class='k' style='margin-top:16px'>Tree manager</div><div>{_pii('PERSON', 'Chiara Colombo', 'tree manager name in a side card')}<br>{_pii('EMAIL_ADDRESS', 'chiara.colombo.to@gmail.com', 'e-mail in a side card')}</div></div>")
    top = ("<div class='gt'><b>❦ FamilyRoots</b><span class='on'>Trees</span><span>Search records</span><span>DNA</span><span>Hints (3)</span><span>Photos</span>"
           "<span style='margin-left:auto'>Our Italian family tree ▾</span></div>")
    return _page("familyroots.com/tree/48213/family?focus=I0007", "Our Italian family tree · FamilyRoots", f"{top}<div class='gw'>{cv}{side}</div>", GEN_CSS)


PRF_CSS = """
.ph{display:flex;gap:18px;align-items:center;padding:14px 26px;background:#fffdf7;border-bottom:1px solid #d9d0bd}
.ph .av{width:70px;height:70px;border-radius:35px;background:#c27a94;color:#fff;font-size:26px;text-align:center;line-height:70px}
.ph h1{margin:0;font-family:"DejaVu Serif",serif;font-size:24px;font-weight:normal} .tabs3{display:flex;gap:20px;padding:0 26px;background:#fffdf7;border-bottom:1px solid #d9d0bd;font-size:13px}
.tabs3 span{padding:8px 0} .tabs3 .on{border-bottom:3px solid #2f5d50;font-weight:bold}
.pw{display:flex;gap:18px;padding:12px 26px;height:560px;overflow:hidden} .fx{flex:1.1} .rt{flex:1}
.ev{display:grid;grid-template-columns:56px 1fr;border-bottom:1px solid #e5ddca;padding:6px 0} .ev .y{color:#2f5d50;font-weight:bold;font-size:14px} .ev .t{font-weight:bold}
.src{background:#fff;border:1px solid #d9d0bd;border-radius:4px;padding:8px 12px;font-family:"DejaVu Serif",serif;font-style:italic;font-size:12px;line-height:1.55;margin-bottom:10px}
.dna{width:100%;background:#fff;border:1px solid #d9d0bd;font-size:12px} .dna th{background:#efe9da;text-align:left;font-weight:normal;color:#6b604c} .dna td{border-top:1px solid #eee5d2;padding:4px 8px}
.msg{background:#fff;border:1px solid #d9d0bd;border-radius:4px;padding:8px 12px;margin-top:10px;font-size:12px;line-height:1.5}
"""


def gen_profile(cf: str) -> str:
    ev = [("1962", "Birth", _pii("DATE_OF_BIRTH", "03/06/1962", "date of birth in a facts timeline") + " · Napoli, Campania, Italy"),
          ("1962", "Baptism", "17 June 1962 · Chiesa di San Ferdinando, Napoli"),
          ("1981", "Education", "Maturità classica · Liceo G. B. Vico, Napoli"),
          ("1987", "Marriage", "14 September 1987 · Torino · to " + _pii("PERSON", "Roberto Colombo", "spouse name in a facts timeline")),
          ("1988", "Residence", _pii("STREET_ADDRESS", "Via Nizza, 154 – 10126 Torino TO", "home address in a facts timeline")),
          ("", "Codice fiscale", _pii("ID_NUMBER", cf, "codice fiscale in a facts timeline")),
          ("", "Identity card", "Carta d'identità elettronica " + _pii("ID_NUMBER", "CA48213KD", "Italian identity card number in a facts timeline") + " · valid until 2031"),
          ("", "Contact (family only)", _pii("EMAIL_ADDRESS", "mgrazia.esposito62@libero.it", "e-mail in a facts timeline") + " · "
           + _pii("PHONE_NUMBER", "+39 347 218 9904", "phone in a facts timeline"))]
    evs = "".join(f"<div class='ev'><span class='y'>{y}</span><div><span class='t'>{t}</span><br>{d}</div></div>" for y, t, d in ev)
    src = ("<div class='src'><b style='font-style:normal'>Source 1 · Estratto per riassunto dell'atto di nascita</b> (transcribed by "
           + _pii("PERSON", "Chiara Colombo", "transcriber name in a source card") + ")<br>"
           "Comune di Napoli — Ufficio dello Stato Civile. Anno 1962, Parte I, Serie A, N. 2187. Il giorno "
           + _pii("DATE_OF_BIRTH", "tre giugno millenovecentosessantadue", "date of birth in Italian words in a transcribed record")
           + " è nata in Napoli " + _pii("DENY_LIST", "ESPOSITO MARIA GRAZIA", "deny-listed name in capitals surname first in a transcribed record")
           + ", di sesso femminile, figlia di " + _pii("PERSON", "ESPOSITO VINCENZO", "name in capitals in a transcribed record") + " e di "
           + _pii("PERSON", "RUOCCO ANNA", "name in capitals in a transcribed record") + ". Annotazioni: matrimonio celebrato in Torino il 14/09/1987 con "
           + _pii("PERSON", "COLOMBO ROBERTO", "name in capitals in a transcribed record") + ".</div>")
    matches = [(_pii("PERSON", "Salvatore Esposito", "DNA match name in a table"), "2,611 cM", "38 %", "Full sibling"),
               (_pii("ACCOUNT_NAME", "anna.ferraro58", "DNA match user name in a table"), "862 cM", "12 %", "1st cousin"),
               (_pii("ACCOUNT_NAME", "gcolombo_to", "DNA match user name in a table"), "212 cM", "3 %", "2nd cousin"),
               (_pii("PERSON", "Lucia R.", "DNA match name with an initial in a table"), "96 cM", "1.4 %", "3rd–4th cousin")]
    mt = "".join(f"<tr><td>{n}</td><td>{c}</td><td>{p}</td><td>{r}</td></tr>" for n, c, p, r in matches)
    msg = ("<div class='msg'><b>Message from " + _pii("PERSON", "Lucia R.", "DNA match name with an initial in a message header") + "</b> · 11 Mar 2025<br>"
           "Ciao! I think our grandmothers were sisters (" + _pii("PERSON", "Ruocco", "surname alone in a message") + ", from Torre del Greco). I have photos from 1950. You can reach me on "
           + _pii("PHONE_NUMBER", "+39 333 904 1127", "phone in a message") + " or " + _pii("EMAIL_ADDRESS", "lucia.ruocco@alice.it", "e-mail in a message") + ". — " + _pii("PERSON", "Lucia", "first name alone signing a message") + "</div>")
    body = ("<div class='gt'><b>❦ FamilyRoots</b><span class='on'>Trees</span><span>Search records</span><span>DNA</span><span>Hints (3)</span><span>Photos</span>"
            "<span style='margin-left:auto'>Our Italian family tree ▾</span></div>"
            f"<div class='ph'><div class='av'>MG</div><div><h1>{_pii('DENY_LIST', 'Maria Grazia Esposito', 'deny-listed name as a profile title')}</h1>"
            f"<div>b. {_pii('DATE_OF_BIRTH', 'June 3, 1962', 'date of birth month first under a profile title')}, Napoli · Living · 2 children · ID I0007</div></div>"
            "<span style='margin-left:auto' class='btn2'>Edit person</span><span class='btn' style='background:#2f5d50'>Search records</span></div>"
            "<div class='tabs3'><span class='on'>Facts &amp; events</span><span>Sources (4)</span><span>Media (7)</span><span>Notes</span><span>DNA</span></div>"
            f"<div class='pw'><div class='fx'>{evs}</div><div class='rt'>{src}"
            f"<div style='font-weight:bold;margin-bottom:4px'>DNA matches (kit MGE-1962 · 1,204 matches)</div><table class='dna'><tr><th>Match</th><th>Shared</th><th>%</th><th>Estimate</th></tr>{mt}</table>{msg}</div></div>")
    tab = _pii("DENY_LIST", "Esposito, Maria Grazia", "deny-listed name surname first with a comma in a browser tab title") + " (1962–) · FamilyRoots"
    return _page("familyroots.com/tree/48213/person/I0007/facts", tab, body, GEN_CSS + PRF_CSS)


# ------------------------------------------------------------------------------------------------ blindg3: Kanban board
KB_CSS = """
body{background:linear-gradient(135deg,#0f6e8c,#3b4f9e);font-family:"DejaVu Sans",sans-serif;font-size:12.5px;color:#172b4d}
.kh{height:44px;background:rgba(0,0,0,.28);color:#fff;display:flex;align-items:center;gap:14px;padding:0 16px;font-size:13px}
.kh b{font-size:17px} .kh .pill{background:rgba(255,255,255,.2);border-radius:4px;padding:4px 10px}
.av{display:inline-block;width:24px;height:24px;border-radius:12px;color:#fff;font-size:10px;font-weight:bold;text-align:center;line-height:24px;margin-left:-4px;border:2px solid #fff}
.kb{display:flex;gap:10px;padding:10px 12px;align-items:flex-start;height:700px;overflow:hidden}
.ls{width:228px;flex:none;background:#ebecf0;border-radius:10px;padding:8px;max-height:690px;overflow:hidden}
.ls h4{margin:2px 4px 8px;font-size:13.5px;display:flex;justify-content:space-between} .ls h4 span{color:#6b778c;font-weight:normal}
.cd{background:#fff;border-radius:8px;box-shadow:0 1px 1px rgba(9,30,66,.25);padding:7px 9px;margin-bottom:7px;line-height:1.4}
.cd .lb{display:flex;gap:4px;margin-bottom:4px} .cd .lb i{display:block;width:36px;height:7px;border-radius:4px}
.cd .t{font-weight:bold;font-size:12.5px} .cd .s{color:#44546f;font-size:11.5px;margin-top:2px} .cd .f{display:flex;gap:8px;align-items:center;margin-top:5px;color:#6b778c;font-size:11px}
.cd .f .due{background:#f5cd47;color:#172b4d;border-radius:3px;padding:0 5px} .cd .f .late{background:#f87168;color:#fff;border-radius:3px;padding:0 5px} .cd .f .avs{margin-left:auto}
.mn2{color:#0c66e4;background:#e9f2ff;border-radius:3px;padding:0 2px}
.dim{position:fixed;inset:44px 0 0 0;background:rgba(0,0,0,.62)} .md{position:absolute;left:190px;top:66px;width:900px;height:716px;background:#f1f2f4;border-radius:12px;padding:18px 24px;overflow:hidden}
.md h2{margin:0;font-size:19px} .md .lk{color:#44546f;font-size:12px;margin-bottom:10px} .mdw{display:flex;gap:20px} .mdm{flex:1} .mds{width:170px}
.mds div{background:#dcdfe4;border-radius:4px;padding:6px 10px;margin-bottom:6px;font-size:12.5px} .sec2{font-weight:bold;font-size:14px;margin:12px 0 6px}
.desc{background:#fff;border-radius:6px;padding:9px 12px;line-height:1.55;font-size:13px} .chk div{padding:3px 0;font-size:12.5px} .cm{display:flex;gap:10px;margin:8px 0}
.cm .bd{flex:1;background:#fff;border-radius:8px;padding:7px 10px;line-height:1.5;font-size:12.5px} .cm .who{font-weight:bold} .cm .ts{color:#6b778c;font-size:11px}
"""
TEAM = {"TW": ("#1f845a", "Tomasz Wróbel"), "MK": ("#c9372c", "Marta Kaczmarek"), "PJ": ("#6e5dc6", "Paweł Jabłoński"), "AS": ("#e2b203", "Anna Sikora")}


def _avs(*ini: str) -> str:
    return "<span class='avs'>" + "".join(f"<span class='av' style='background:{TEAM[i][0]}'>{i}</span>" for i in ini) + "</span>"


def _card_k(title: str, snip: str, labels: str, foot: str, avs: str) -> str:
    lb = "".join(f"<i style='background:{c}'></i>" for c in labels.split())
    return f"<div class='cd'><div class='lb'>{lb}</div><div class='t'>{title}</div>{'<div class=s>' + snip + '</div>' if snip else ''}<div class='f'>{foot}{avs}</div></div>"


def _mention(handle: str, sit: str) -> str:
    return "<span class='mn2'>" + _pii("ACCOUNT_NAME", "@" + handle, sit, value=handle) + "</span>"


def _board(pesel: str) -> str:
    cols = [("New enquiries", "5", [
        _card_k("Kitchen refit — " + _pii("PERSON", "Agnieszka Nowak", "customer name in a card title"),
                "☎ " + _pii("PHONE_NUMBER", "+48 601 482 339", "phone in a card snippet") + " · " + _pii("STREET_ADDRESS", "ul. Legnicka 58/12, Wrocław", "street address in a card snippet"),
                "#4bce97", "<span>✉ 2</span><span>☑ 0/4</span>", _avs("TW")),
        _card_k("Wardrobe + hallway — " + _pii("EMAIL_ADDRESS", "j.wisniewski@onet.pl", "e-mail in a card title"), "", "#4bce97 #9f8fef", "<span>✉ 1</span>", _avs("MK")),
        _card_k("Call back " + _pii("PERSON", "Mr Zieliński", "customer name with a title in a card title") + " after 17:00 — " + _pii("PHONE_NUMBER", "512 904 117", "phone in a card title"),
                "", "#f87168", "<span class='late'>12 Mar</span>", _avs("AS")),
        _card_k("Bathroom vanity, " + _pii("STREET_ADDRESS", "ul. Kasprowicza 14, 51-137 Wrocław", "street address in a card title"), "Quote KP-2025-0412 · 6 900 PLN", "#4bce97",
                "<span>▣ 3</span>", _avs("PJ")),
        _card_k("Showroom visit Sat 10:00", "2 people · from Instagram ad", "#9f8fef", "<span class='due'>15 Mar</span>", _avs("AS"))]),
        ("Survey booked", "3", [
        _card_k("Survey: " + _pii("PERSON", "Kowalczyk", "surname alone in a card title") + " — tenant moved out",
                _mention("pawel.j", "@mention in a card snippet") + " measure again, old plan is wrong. Keys with the neighbour at no. 9", "#fea362", "<span class='due'>17 Mar</span><span>✉ 4</span>", _avs("MK", "TW")),
        _card_k("L-shaped kitchen, " + _pii("PERSON", "Ewelina Mazur", "customer name in a card title"),
                _pii("EMAIL_ADDRESS", "ewelina.mazur@gmail.com", "e-mail in a card snippet") + " · prefers e-mail, works nights", "#fea362", "<span class='due'>18 Mar</span>", _avs("PJ")),
        _card_k("Loft stairs + storage", "Ref. KP-2025-0398 · budget 12–15k PLN", "#fea362", "<span>☑ 1/3</span>", _avs("TW"))]),
        ("Quote sent", "3", [
        _card_k("Kitchen " + _pii("PERSON", "Dominika & Rafał Wójcik", "couple's names in a card title"), "Quote KP-2025-0377 · 24 350 PLN · valid to 31 Mar", "#579dff",
                "<span>✉ 6</span><span>▣ 2</span>", _avs("AS", "MK")),
        _card_k("Office fit-out, Krzyki", "Quote KP-2025-0381 · 41 900 PLN net", "#579dff", "<span class='due'>20 Mar</span>", _avs("PJ")),
        _card_k("Utility room — " + _pii("PERSON", "Halina Dudek", "customer name in a card title"),
                "asked to call her son " + _pii("PHONE_NUMBER", "+48 783 220 614", "phone in a card snippet") + " instead", "#579dff", "<span>✉ 3</span>", _avs("TW"))]),
        ("Financing", "2", [
        _card_k("Installments: " + _pii("PERSON", "Piotr Lewandowski", "customer name in a card title"), "PESEL " + _pii("ID_NUMBER", pesel, "PESEL in a card snippet") + " ✓ verified",
                "#f87168 #579dff", "<span>✉ 9</span><span>☑ 3/5</span>", _avs("MK", "PJ")),
        _card_k("Installments: " + _pii("PERSON", "Wójcik", "surname alone in a card title"), "waiting for bank decision (Santander)", "#579dff", "<span class='due'>19 Mar</span>", _avs("AS"))]),
        ("Install scheduled", "2", [
        _card_k(_pii("PERSON", "Zofia Kamińska", "customer name in a card title") + " · 14 Apr 08:00", "gate code " + _pii("SECRET_VALUE", "1492#", "gate code in a card snippet") + ", park in the yard",
                "#4bce97 #fea362", "<span class='due'>14 Apr</span>", _avs("TW", "PJ")),
        _card_k("Order worktops for KP-0377", "Oak 40 mm · 3.2 m · supplier Blaty24", "#9f8fef", "<span>☑ 0/2</span>", _avs("PJ"))]),
        ("Done ✓", "41", [
        _card_k("Kitchen — " + _pii("PERSON", "Barbara Szymańska", "customer name cut by the board's right edge"),
                _pii("STREET_ADDRESS", "ul. Grabiszyńska 212/4, Wrocław", "street address cut by the board's right edge") + " · paid in full", "#4bce97", "<span>✉ 12</span>", _avs("TW")),
        _card_k("Pantry shelves — " + _pii("PHONE_NUMBER", "+48 505 377 108", "phone cut by the board's right edge"), "", "#4bce97", "<span>✉ 2</span>", _avs("AS"))])]
    lists = "".join(f"<div class='ls'><h4>{n}<span>{c} ⋯</span></h4>{''.join(cards)}<div style='color:#44546f;padding:4px'>+ Add a card</div></div>" for n, c, cards in cols)
    team = "".join(f"<span class='av' style='background:{c}'>{i}</span>" for i, (c, _) in TEAM.items())
    return ("<div class='kh'><b>KuchniePro · Installs Q2</b><span class='pill'>☆</span><span class='pill'>Board ▾</span><span class='pill'>Table</span><span class='pill'>Calendar</span>"
            f"<span style='margin-left:auto'>{team}</span><span class='pill'>⚲ Filters</span><span class='pill'>Share</span></div><div class='kb'>{lists}</div>")


def kanban_board(pesel: str) -> str:
    return _page("trello.com/b/Kp7R2x/kuchniepro-installs-q2", "KuchniePro · Installs Q2 | Trello", _board(pesel), KB_CSS)


def kanban_card(pesel: str) -> str:
    desc = ("<div class='desc'><b>Customer:</b> " + _pii("PERSON", "Piotr Lewandowski", "customer name in a card description") + ", tel. "
            + _pii("PHONE_NUMBER", "+48 698 221 430", "phone in a card description") + ", "
            + _pii("EMAIL_ADDRESS", "piotr.lewandowski82@gmail.com", "e-mail in a card description") + "<br><b>Address:</b> "
            + _pii("STREET_ADDRESS", "ul. Powstańców Śląskich 95/7, 53-332 Wrocław", "street address in a card description") + " (3rd floor, no lift)<br>"
            "<b>PESEL:</b> " + _pii("ID_NUMBER", pesel[:6] + " " + pesel[6:], "PESEL with a space after the date in a card description") + " — checked against the ID card, "
            + _mention("marta.k", "@mention in a card description") + " has the scan in the shared drive.<br>"
            "Financing partner needs his net monthly income (he said 9 800 PLN) and the employer's NIP. Quote KP-2025-0366 · 31 780 PLN, 24 installments.</div>")
    chk = ("<div class='chk'><div>☑ ID card scanned</div><div>☑ Income statement requested</div><div>☑ Quote signed</div>"
           "<div>☐ Bank decision (Santander Consumer)</div><div>☐ Deposit 10 % received</div></div>")
    coms = [("MK", "12 Mar 2025, 16:41", "Bank asked for a second phone contact — his wife " + _pii("PERSON", "Katarzyna", "first name alone in a comment") + ", "
             + _pii("PHONE_NUMBER", "604 118 927", "phone in a comment") + ". " + _mention("tomasz.w", "@mention in a comment") + " can you add it to the form?"),
            ("TW", "12 Mar 2025, 17:05", "Done. Also he changed e-mail to " + _pii("EMAIL_ADDRESS", "p.lewandowski@firma-lewandowski.pl", "e-mail in a comment") + " for the contract."),
            ("PJ", "13 Mar 2025, 09:12", "Site survey OK, walls straight. Delivery needs the 3.5 t van, Powstańców is a bus lane 7–9.")]
    cm = "".join(f"<div class='cm'><span class='av' style='background:{TEAM[i][0]};width:30px;height:30px;line-height:30px'>{i}</span><div class='bd'>"
                 f"<span class='who'>{_pii('PERSON', TEAM[i][1], 'team member name in an activity feed')}</span> <span class='ts'>{ts}</span><br>{t}</div></div>" for i, ts, t in coms)
    modal = ("<div class='md dropdown'><div style='float:right;font-size:18px'>✕</div><h2>Installments: " + _pii("PERSON", "Piotr Lewandowski", "customer name in a modal title") + "</h2>"
             "<div class='lk'>in list <u>Financing</u> · Members " + _avs("MK", "PJ") + " · Labels: Urgent, Financing · Due 19 Mar</div>"
             f"<div class='mdw'><div class='mdm'><div class='sec2'>≡ Description</div>{desc}<div class='sec2'>☑ Financing checklist 3/5</div>{chk}"
             f"<div class='sec2'>☰ Activity</div>{cm}</div>"
             "<div class='mds'><div>＋ Join</div><div>☺ Members</div><div>◈ Labels</div><div>☑ Checklist</div><div>◷ Dates</div><div>▣ Attachment</div><div>⇄ Move</div><div>❐ Copy</div><div>▤ Archive</div></div></div></div>")
    return _page("trello.com/c/8fQm21Ld/57-installments", "Installments | Trello", f"{_board(pesel)}<div class='dim'></div>{modal}", KB_CSS)


# ------------------------------------------------------------------------------------- blindg4: parcel delivery (HiDPI)
TRK_CSS = """
body{background:#f6f6f4;font-family:"Liberation Sans",Arial,sans-serif;font-size:13.5px;color:#1e1e1e}
.tk{height:52px;background:#fff;border-bottom:3px solid #d4351c;display:flex;align-items:center;gap:24px;padding:0 30px} .tk b{font-size:21px;color:#d4351c;font-style:italic}
.tk .me{margin-left:auto;font-size:13px} .tw{display:flex;gap:22px;padding:14px 30px}
.tm{flex:1} .tm h1{font-size:22px;margin:0 0 2px} .big{font-family:"Liberation Mono",monospace;font-size:15px;letter-spacing:1px;color:#555}
.st{display:flex;margin:14px 0 10px} .st div{flex:1;text-align:center;font-size:12px;color:#777;border-top:6px solid #d9d9d6;padding-top:6px} .st .ok{border-color:#00703c;color:#00703c;font-weight:bold}
.ev{display:grid;grid-template-columns:120px 18px 1fr;font-size:13px} .ev span{padding:5px 0;border-bottom:1px solid #ebebe8} .ev .dot{color:#00703c}
.pn{width:380px} .pn .c{background:#fff;border:1px solid #deded9;border-radius:6px;padding:12px 16px;margin-bottom:12px;line-height:1.55} .pn h3{margin:0 0 6px;font-size:15px}
.pn .k{color:#6f6f6a;font-size:12px} .oth{width:100%;font-size:12.5px} .oth td{border-top:1px solid #ebebe8;padding:5px 4px}
"""


def trk_page() -> str:
    ev = [("Today 13:47", "Delivered — left in your safe place (shed). Photo taken.", True), ("Today 07:12", "Out for delivery · Sidcup depot", False),
          ("Today 04:55", "Arrived at Sidcup depot", False), ("Yesterday 22:31", "Sorted at Hinckley national hub", False),
          ("Yesterday 16:05", "Collected from Northwind Outdoor Ltd, Leicester", False), ("12 Mar 18:20", "Label created by sender", False)]
    evs = "".join(f"<span>{t}</span><span class='dot'>{'●' if k else '○'}</span><span>{'<b>' + d + '</b>' if k else d}</span>" for t, d, k in ev)
    main = ("<div class='tm'><div class='muted'>Your deliveries › Parcel</div><h1>Delivered today at 13:47</h1><div class='big'>JD0146 0000 6281 9472 03</div>"
            "<div class='st'><div class='ok'>Label created</div><div class='ok'>Collected</div><div class='ok'>In transit</div><div class='ok'>Out for delivery</div><div class='ok'>Delivered</div></div>"
            f"<div class='ev'>{evs}</div>"
            f"<div style='margin-top:12px;line-height:1.5'>Your driver today was {_pii('PERSON', 'Dariusz', 'driver first name alone in a sentence')}. "
            "Rate your delivery: ★★★★★ · Sender reference NWO-558217 · 1 parcel · 2.4 kg · Service: Next day</div>"
            "<div style='margin-top:10px;background:#fff;border:1px solid #deded9;border-radius:6px;padding:10px 14px'><b>Other parcels to this address</b><table class='oth'>"
            "<tr><td>JD0146 0000 6281 9470 88</td><td>Bloom &amp; Wild</td><td>Tomorrow 09:00–10:00</td></tr>"
            "<tr><td>JD0002 2190 4418 3361 07</td><td>Zalando (return)</td><td>Awaiting drop-off</td></tr>"
            "<tr><td>H01HYA0049281736</td><td>Argos</td><td>Delivered 11 Mar</td></tr></table></div></div>")
    panel = ("<div class='pn'><div class='c'><h3>Delivery details</h3>"
             f"<div class='k'>Recipient</div><div>{_pii('PERSON', 'Kwaku Boateng', 'recipient name in a delivery details card')}</div>"
             f"<div class='k'>Address</div><div>{_pii('STREET_ADDRESS', '27 Marlowe Close<br>' + chr(10) + 'Chislehurst<br>' + chr(10) + 'BR7 6JH', 'delivery address over three lines in a card')}</div>"
             f"<div class='k'>Mobile for the driver</div><div>{_pii('PHONE_NUMBER', '07911 482 067', 'phone in a delivery details card')}</div>"
             f"<div class='k'>Notifications</div><div>{_pii('EMAIL_ADDRESS', 'kwaku.boateng@btinternet.com', 'e-mail in a delivery details card')}</div></div>"
             "<div class='c'><h3>Safe place</h3>Shed behind the side gate. Gate code "
             f"{_pii('SECRET_VALUE', '3391', 'gate code in a safe-place instruction')} — please close it after you.<br><span class='muted'>Set 2 Feb 2025 · applies to all deliveries</span></div>"
             "<div class='c'><h3>Proof of delivery</h3>Photo ✓ · GPS match ✓ · 13:47<br><u>View photo</u> · <u>Report a problem</u></div></div>")
    top = (f"<div class='tk'><b>swiftpost</b><span>Track</span><span>Send</span><span>Returns</span><span>Help</span><span class='me'>Hi {_pii('PERSON', 'Kwaku', 'first name alone in a page header greeting')} ▾</span></div>")
    return _page("www.swiftpost.co.uk/track/JD014600006281947203", "Delivered · Swiftpost tracking", f"{top}<div class='tw'>{main}{panel}</div>", TRK_CSS)


DRV_CSS = """
body{background:#1b1f24} .stage{height:756px;display:flex;justify-content:center;align-items:center;gap:50px}
.ph{width:360px;height:728px;border:10px solid #0c0e10;border-radius:40px;background:#f4f5f7;overflow:hidden;position:relative;font-family:"DejaVu Sans",sans-serif;font-size:12.5px;color:#111;box-shadow:0 0 0 2px #3a3f46}
.sb{height:28px;display:flex;justify-content:space-between;padding:7px 22px 0;font-size:11.5px;font-weight:bold;background:#ffcc00}
.ah{background:#ffcc00;padding:4px 14px 10px;font-size:12px} .ah b{font-size:16px;display:block}
.stp{background:#fff;border-bottom:1px solid #e3e5e8;padding:7px 14px;display:grid;grid-template-columns:28px 1fr 42px;gap:4px;line-height:1.35}
.stp .n{font-weight:bold;color:#666;font-size:13px} .stp .t{text-align:right;color:#666;font-size:11px} .stp.done{opacity:.55} .stp.cur{border-left:4px solid #ffcc00;background:#fffbe6}
.stp .a{color:#444;font-size:11.5px} .side{width:330px;color:#c9d1d9;font-family:"DejaVu Sans",sans-serif;font-size:13px;line-height:1.6}
.side h3{color:#fff;margin:0 0 6px;font-size:16px} .side .k{color:#8b949e;font-size:11.5px}
.pod{padding:10px 14px} .pod .ok{background:#00875a;color:#fff;border-radius:8px;padding:8px 12px;font-weight:bold;font-size:14px}
.pod .bx{background:#fff;border:1px solid #e3e5e8;border-radius:8px;padding:8px 12px;margin-top:8px;line-height:1.45} .pod .k{color:#6b7280;font-size:11px}
.sig{height:70px;border:1px dashed #9ca3af;border-radius:6px;background:#fafafa;font-family:"DejaVu Serif",serif;font-style:italic;font-size:27px;color:#1e3a8a;padding:10px 14px;transform:skewX(-12deg)}
.bc{display:flex;gap:1px;height:34px;margin:6px 0 2px} .bc i{display:block;background:#111}
"""


def _drv(inner: str, side: str) -> str:
    return _win("<span style='color:#c9d1d9'>Device mirror · Zebra TC58 · 1080×2160</span><span style='color:#6e7681'>Swiftpost Driver 8.3.1 · route R-118</span>",
                f"<div class='stage'><div class='ph'>{inner}</div><div class='side'>{side}</div></div>", DRV_CSS, bar="#111418", fg="#c9d1d9")


def drv_route() -> str:
    stops = [("11", "Ms " + _pii("PERSON", "L. Achterberg", "recipient name with an initial in a route list"), _pii("STREET_ADDRESS", "19 Marlowe Close, BR7 6JH", "address in a route list row"), "13:38", "done", "1 parcel"),
             ("12", _pii("PERSON", "Harriet Ogunleye-Price", "recipient name in a route list"), _pii("STREET_ADDRESS", "3 Beechwood Rise, BR7 6NS", "address in a route list row"), "13:42", "done", "2 parcels · signature"),
             ("13", _pii("PERSON", "Kwaku Boateng", "recipient name in a route list"), _pii("STREET_ADDRESS", "27 Marlowe Close, BR7 6JH", "address in a route list row"), "13:47", "cur", "1 parcel · safe place: shed"),
             ("14", _pii("PERSON", "Graham Pettifer", "recipient name in a route list"), _pii("STREET_ADDRESS", "Flat 6, Kemnal Court, 40 Willow Grove, BR7 5BU", "address over two lines in a route list row"), "13:55", "", "☎ " + _pii("PHONE_NUMBER", "07845 209 771", "phone in a route list row")),
             ("15", "The Old Forge Dental", "8 High Street, BR7 5AN (business)", "14:02", "", "3 parcels · closes 17:30"),
             ("16", _pii("PERSON", "Yasmin El-Amin", "recipient name in a route list"), _pii("STREET_ADDRESS", "52 Lower Camden, BR7 5JD", "address in a route list row"), "14:08", "", "age check 18+"),
             ("17", _pii("PERSON", "Oskar Lindqvist", "recipient name in a route list"), _pii("STREET_ADDRESS", "11 Bull Lane, BR7 6NU", "address in a route list row"), "14:15", "", "☎ " + _pii("PHONE_NUMBER", "07700 318 254", "phone in a route list row")),
             ("18", "Red Hill Library", "Red Hill, BR7 6DA (business)", "14:21", "", "1 parcel · goods in at rear"),
             ("19", _pii("PERSON", "Priya Raghunathan", "recipient name in a route list"), _pii("STREET_ADDRESS", "7 Walden Road, BR7 5DH", "address in a route list row"), "14:26", "", "leave with no. 9 if out")]
    rows = "".join(f"<div class='stp {c}'><span class='n'>{n}</span><div><b>{nm}</b><div class='a'>{a}</div><div class='a'>{x}</div></div><span class='t'>{t}</span></div>" for n, nm, a, t, c, x in stops)
    inner = ("<div class='sb'><span>13:49</span><span>4G ▮▮▮ 71%</span></div><div class='ah'><b>Route R-118 · Bromley north</b>38 stops · 13 done · 47 parcels left · ETA finish 17:10</div>"
             f"{rows}")
    side = ("<h3>Route R-118</h3><div class='k'>Driver</div>" + _pii("PERSON", "Dariusz Kowal", "driver name in a side panel") + " · van LX71 KHD<div class='k'>Depot</div>Sidcup (DA14) · left 07:12"
            "<div class='k'>Progress</div>13 of 38 stops · 2 failed · 0 returns<div class='k'>Next</div>Stop 14 in 3 min · 0.4 mi"
            "<div class='k'>Notes</div>Dog at no. 52. Parking suspension on Bull Lane until 18 Mar.")
    return _drv(inner, side)


def drv_pod() -> str:
    bars = "".join(f"<i style='width:{w}px'></i>" for w in (2, 1, 3, 1, 1, 2, 3, 1, 2, 1, 1, 3, 2, 1, 2, 2, 1, 3, 1, 2, 1, 1, 2, 3, 1, 2, 1, 3, 1, 1, 2, 1, 2, 3, 1, 1, 2, 1, 3, 2, 1, 2, 1, 1, 3, 1, 2, 1, 2, 1, 3, 2, 1, 1, 2, 3, 1, 2))
    inner = ("<div class='sb'><span>13:48</span><span>4G ▮▮▮ 71%</span></div><div class='ah'><b>Stop 13 of 38 · Proof of delivery</b>Scanned 13:46:58 · GPS ±6 m</div>"
             "<div class='pod'><div class='ok'>✓ Delivered · 1 of 1 parcel</div>"
             f"<div class='bx'><div class='k'>Recipient</div><b>{_pii('PERSON', 'Kwaku Boateng', 'recipient name on a proof-of-delivery screen')}</b>"
             f"<div>{_pii('STREET_ADDRESS', '27 Marlowe Close, Chislehurst BR7 6JH', 'address on a proof-of-delivery screen')}</div>"
             f"<div>☎ {_pii('PHONE_NUMBER', '07911 482067', 'phone on a proof-of-delivery screen')}</div></div>"
             f"<div class='bx'><div class='k'>Received by</div>{_pii('PERSON', 'Abena Boateng', 'name of who signed on a proof-of-delivery screen')} (family member)"
             f"<div class='sig'>{_pii('PERSON', 'A. Boateng', 'handwritten-looking signature')}</div>"
             f"<div class='k'>Signed by (typed)</div><b>{_pii('PERSON', 'ABENA BOATENG', 'typed signer name in capitals')}</b></div>"
             f"<div class='bx'><div class='k'>Parcel</div><div class='bc'>{bars}</div><div class='mono' style='font-size:11px'>JD0146 0000 6281 9472 03</div>"
             "<div class='k'>Service</div>Next day · 2.4 kg · sender Northwind Outdoor Ltd</div>"
             "<div class='bx' style='display:flex;gap:10px;align-items:center'><div style='width:86px;height:58px;border-radius:4px;background:linear-gradient(160deg,#7a8b6f,#4d5a45 60%,#8a7a62)'></div><div><div class='k'>Photo</div>shed · parcel visible · 13:47</div></div>"
             "<div style='display:flex;gap:8px;margin-top:8px'><span class='btn2' style='font-size:12px'>Retake photo</span><span class='btn' style='background:#111;font-size:12px'>Next stop →</span></div></div>")
    side = ("<h3>Proof of delivery</h3><div class='k'>Captured</div>Signature ✓ · Photo ✓ · Safe place code used"
            "<div class='k'>Time</div>Fri 14 Mar 2025 · 13:47:12<div class='k'>Device</div>TC58-0418 · app 8.3.1 · offline queue 0"
            "<div class='k'>Sync</div>Uploaded 13:47:20 to pod.swiftpost.internal")
    return _drv(inner, side)


# ----------------------------------------------------------------------------------- blindg5: vet clinic, pharmacy PMR
VET_CSS = """
body{background:#eef5f3;font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif;font-size:12.5px;color:#17302b}
.vh{height:42px;background:#0f766e;color:#ecfdf5;display:flex;align-items:center;gap:18px;padding:0 16px} .vh b{font-size:16px}
.vw{display:flex;height:714px} .ag{width:232px;background:#fff;border-right:1px solid #cfe3de;overflow:hidden} .ag h4{margin:0;padding:8px 12px;background:#e6f2ef;font-size:12.5px}
.ag .a{padding:5px 12px;border-bottom:1px solid #edf4f2;line-height:1.35} .ag .a .h{color:#0f766e;font-weight:bold} .ag .on{background:#d1fae5}
.vm{flex:1;padding:10px 14px;overflow:hidden} .pet{display:flex;gap:14px;align-items:center;background:#fff;border:1px solid #cfe3de;border-radius:6px;padding:8px 14px}
.pet .ph2{width:58px;height:58px;border-radius:29px;background:#b08968;color:#fff;font-size:22px;text-align:center;line-height:58px} .pet h2{margin:0;font-size:21px}
.g2{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin-top:10px} .cw{background:#fff;border:1px solid #cfe3de;border-radius:6px}
.cw h4{margin:0;padding:6px 12px;border-bottom:1px solid #cfe3de;font-size:12.5px;color:#0f766e;display:flex;justify-content:space-between}
.kv2{display:grid;grid-template-columns:128px 1fr;padding:6px 12px;row-gap:3px;line-height:1.4} .kv2 .k{color:#5f7a74}
.ht{width:100%;font-size:12px} .ht th{text-align:left;color:#5f7a74;font-weight:normal;border-bottom:1px solid #cfe3de;padding:4px 8px} .ht td{border-bottom:1px solid #edf4f2;padding:4px 8px}
.rx{background:#fffdf5;border:1px dashed #d4b483;border-radius:6px;padding:8px 12px;line-height:1.5;margin-top:10px}
"""


def vet_record(dni: str, nie: str, iban: str) -> str:
    agenda = [("09:00", "Rocky", "Fernández", "Vacuna anual"), ("09:30", "Mía", "Castro Vidal", "Control post-op"), ("10:00", "Luna", "Morales Gil", "Dermatitis · revisión"),
              ("10:30", "Simba", "Ortega", "Castración (gato)"), ("11:15", "Kira", "Navarro", "Cojera EPD"), ("12:00", "Toby", "Rinaldi", "Vacuna rabia"),
              ("12:30", "Nala", "Ibáñez Ruiz", "Ecografía"), ("16:00", "Coco", "Serrano", "Desparasitación"), ("16:30", "Thor", "Molina", "Análisis sangre")]
    ag = "".join(f"<div class='a{' on' if p == 'Luna' else ''}'><span class='h'>{t}</span> · <b>{p}</b><br>{_pii('PERSON', o, 'owner surname in a day agenda')} · {r}</div>" for t, p, o, r in agenda)
    hist = [("14/03/2025", "Dermatitis atópica · revisión", "Dra. Lucía Ferrer", "38,00 €"), ("21/02/2025", "Prurito, otitis externa", "Dra. Lucía Ferrer", "64,50 €"),
            ("09/11/2024", "Vacuna polivalente + rabia", "Dr. Andrés Pizarro", "72,00 €"), ("02/06/2024", "Esterilización", "Dr. Andrés Pizarro", "295,00 €")]
    ht = "".join(f"<tr><td>{d}</td><td>{m}</td><td>{_pii('PERSON', v, 'vet name in a visit history table')}</td><td style='text-align:right'>{a}</td></tr>" for d, m, v, a in hist)
    main = ("<div class='pet'><div class='ph2'>L</div><div><h2>Luna</h2>Canino · Border Collie · Hembra esterilizada · 18,4 kg · Historia nº 2019-0417</div>"
            "<span style='margin-left:auto' class='btn' style='background:#0f766e'>Nueva visita</span></div>"
            "<div class='g2'><div class='cw'><h4>Paciente <span>✎</span></h4><div class='kv2'>"
            "<span class='k'>Nombre</span><span>Luna</span><span class='k'>Fecha de nacimiento</span><span>14/02/2019 (6 años)</span>"
            "<span class='k'>Microchip</span><span>941000024567813</span><span class='k'>Pasaporte UE</span><span>ES 0420 118 6673</span>"
            "<span class='k'>Seguro</span><span>Santévet · póliza mascota P-77120</span><span class='k'>Alergias</span><span>Pollo (dieta hidrolizada)</span></div></div>"
            "<div class='cw'><h4>Propietarios <span>✎</span></h4><div class='kv2'>"
            f"<span class='k'>Titular</span><span><b>{_pii('PERSON', 'Javier Morales Gil', 'owner name in a label-value card')}</b></span>"
            f"<span class='k'>DNI</span><span>{_pii('ID_NUMBER', dni, 'DNI in a label-value card')}</span>"
            f"<span class='k'>Móvil</span><span>{_pii('PHONE_NUMBER', '+34 646 218 903', 'phone in a label-value card')}</span>"
            f"<span class='k'>Email</span><span>{_pii('EMAIL_ADDRESS', 'javi.morales.gil@gmail.com', 'e-mail in a label-value card')}</span>"
            f"<span class='k'>Dirección</span><span>{_pii('STREET_ADDRESS', 'Calle de Toledo 87, 3º B<br>' + chr(10) + '28005 Madrid', 'address over two lines in a label-value card')}</span>"
            f"<span class='k'>Cotitular</span><span>{_pii('PERSON', 'Claudia Rinaldi', 'co-owner name in a label-value card')} · NIE {_pii('ID_NUMBER', nie, 'NIE beside a name in a label-value card')}</span>"
            f"<span class='k'>Domiciliación</span><span>{_pii('IBAN_CODE', iban, 'Spanish IBAN in a label-value card')}</span></div></div></div>"
            f"<div class='cw' style='margin-top:10px'><h4>Historial <span>4 visitas · saldo 0,00 €</span></h4><table class='ht'><tr><th>Fecha</th><th>Motivo</th><th>Veterinario/a</th><th style='text-align:right'>Importe</th></tr>{ht}</table></div>"
            "<div class='rx'><b>Receta veterinaria nº 2025/00871</b> · 14/03/2025 · Luna (canino, 18,4 kg)<br>"
            "Apoquel 16 mg comprimidos — 1 comp. cada 12 h durante 14 días, después 1 comp. cada 24 h. Dispensar 1 envase de 100 comp.<br>"
            f"Prescribe: {_pii('PERSON', 'Dra. Lucía Ferrer Campos', 'vet name in a prescription')}, colegiada nº 28/4417 · Clínica Veterinaria Retiro · C/ Menorca 12, 28009 Madrid</div>"
            "<div class='cw' style='margin-top:10px'><h4>Comunicaciones <span>recordatorios automáticos activados</span></h4><table class='ht'>"
            f"<tr><td>14/03 09:12</td><td>SMS</td><td>a {_pii('PHONE_NUMBER', '646 218 903', 'phone without its country code in a message log')}: «Luna tiene cita hoy a las 10:00 con la {_pii('PERSON', 'Dra. Ferrer', 'vet name in an SMS text in a message log')}»</td></tr>"
            f"<tr><td>21/02 18:40</td><td>Email</td><td>Factura F-2025-0311 enviada a {_pii('EMAIL_ADDRESS', 'claudia.rinaldi@hotmail.it', 'e-mail in a message log')}</td></tr>"
            "<tr><td>09/11 12:05</td><td>Carta</td><td>Certificado de vacunación antirrábica impreso (pasaporte UE actualizado)</td></tr></table></div>")
    top = ("<div class='vh'><b>✚ VetGes</b><span>Clínica Veterinaria Retiro</span><span>Agenda</span><span>Pacientes</span><span>Facturación</span><span>Stock</span>"
           f"<span style='margin-left:auto'>{_pii('PERSON', 'Dra. L. Ferrer', 'signed-in user name in a top bar')} ▾</span></div>")
    return _page("app.vetges.es/clinica/retiro/pacientes/2019-0417", "Luna · Ficha · VetGes", f"{top}<div class='vw'><div class='ag'><h4>Agenda · viernes 14/03</h4>{ag}</div><div class='vm'>{main}</div></div>", VET_CSS)


PMR_CSS = """
body{background:#d4d0c8;font-family:"Liberation Sans",Arial,sans-serif;font-size:11.5px;color:#000}
.mb{height:22px;background:#ece9d8;border-bottom:1px solid #aca899;display:flex;gap:14px;align-items:center;padding:0 8px}
.tbr{height:30px;background:#ece9d8;border-bottom:1px solid #aca899;display:flex;gap:4px;align-items:center;padding:0 6px} .tbr span{border:1px solid #aca899;background:#f7f6f1;padding:2px 8px}
.pw2{display:grid;grid-template-columns:1fr 1fr;gap:6px;padding:6px;height:668px} .gb{border:1px solid #808080;background:#f4f3ee;overflow:hidden}
.gb .tt{background:linear-gradient(#3d6dcc,#2451a8);color:#fff;font-weight:bold;padding:2px 6px} .fr{display:grid;grid-template-columns:118px 1fr;padding:3px 6px;row-gap:2px}
.fr .k{color:#333} .fr .v{background:#fff;border:1px solid #7f9db9;padding:0 4px;min-height:16px} .sp2{grid-column:span 2}
.it{width:100%;font-size:11px;background:#fff} .it th{background:#ece9d8;border:1px solid #aca899;font-weight:normal;text-align:left;padding:1px 4px} .it td{border:1px solid #e0dfd8;padding:1px 4px;white-space:nowrap}
.it .s td{background:#316ac5;color:#fff} .stb{height:20px;background:#ece9d8;border-top:1px solid #aca899;display:flex;gap:18px;align-items:center;padding:0 8px;font-size:11px}
"""


def pmr_patient(nhs: str) -> str:
    def f(k: str, v: str, span: bool = False) -> str:
        return f"<span class='k'>{k}</span><span class='v{' sp' if span else ''}'>{v}</span>"
    pat = ("<div class='gb'><div class='tt'>Patient details</div><div class='fr'>"
           + f("Name", _pii("PERSON", "PATEL, Rajesh (Mr)", "patient name in capitals surname first in a desktop form field"))
           + f("Date of birth", _pii("DATE_OF_BIRTH", "07-Sep-1956", "date of birth in a desktop form field") + " (68)")
           + f("NHS number", _pii("ID_NUMBER", nhs, "NHS number in a desktop form field") + " ✓ PDS")
           + f("Address", _pii("STREET_ADDRESS", "118 Green Lane, Goodmayes", "street in a desktop form field"))
           + f("Town / postcode", "Ilford · " + _pii("STREET_ADDRESS", "IG3 9RT", "postcode alone in a desktop form field"))
           + f("Telephone", _pii("PHONE_NUMBER", "020 8590 4417", "landline in a desktop form field"))
           + f("Mobile", _pii("PHONE_NUMBER", "07956 233 810", "mobile in a desktop form field"))
           + f("Surgery", "Goodmayes Medical Centre (F86034)")
           + f("Usual GP", _pii("PERSON", "Dr A. Whitfield", "GP name in a desktop form field"))
           + f("Exemption", "F — Prescription prepayment certificate")
           + f("Nominated", "Yes · this pharmacy (FQ127)") + f("Language", "Gujarati, English · large-print labels")
           + "</div><div class='tt' style='margin-top:4px'>Patient notes</div><div style='padding:4px 6px;line-height:1.45;background:#fff;margin:4px 6px;border:1px solid #7f9db9;height:118px'>"
           f"Daughter {_pii('PERSON', 'Priya Patel', 'relative name in a free-text note')} collects on Fridays, call her on {_pii('PHONE_NUMBER', '07700 412 936', 'phone in a free-text note')} if anything is owed. "
           "Blister pack (MDS) weekly from 03/03/25. Hard of hearing — speak up at the counter. Allergic to penicillin (rash 2011).</div>"
           "<div class='tt'>Medication history (last 90 days)</div><table class='it'><tr><th>Date</th><th>Item</th><th>Qty</th><th>By</th></tr>"
           "<tr><td>14-Feb-2025</td><td>Amlodipine 5mg tablets</td><td>28</td><td>EPS</td></tr><tr><td>14-Feb-2025</td><td>Metformin 500mg M/R tablets</td><td>56</td><td>EPS</td></tr>"
           "<tr><td>17-Jan-2025</td><td>Atorvastatin 40mg tablets</td><td>28</td><td>EPS</td></tr><tr><td>17-Jan-2025</td><td>Ramipril 5mg capsules</td><td>28</td><td>EPS</td></tr>"
           "<tr><td>04-Oct-2024</td><td>Influenza vaccine (QIVe) · batch TX4471</td><td>1</td><td>Service</td></tr><tr><td>20-Sep-2024</td><td>New Medicine Service · Metformin · completed</td><td>–</td><td>Service</td></tr></table></div>")
    items = [("Amlodipine 5mg tablets", "28", "ONE daily", "Dispensed", False), ("Atorvastatin 40mg tablets", "28", "ONE at night", "Dispensed", False),
             ("Metformin 500mg M/R tablets", "56", "TWO with evening meal", "Owing 28", True), ("Ramipril 5mg capsules", "28", "ONE daily", "Dispensed", False),
             ("Aspirin 75mg dispersible tablets", "28", "ONE daily", "Dispensed", False), ("Glyceryl trinitrate 400mcg spray", "1", "PRN as directed", "Not dispensed", False)]
    it = "".join(f"<tr class='{'s' if s else ''}'><td>{d}</td><td>{q}</td><td>{g}</td><td>{st}</td></tr>" for d, q, g, st, s in items)
    rx = ("<div class='gb'><div class='tt'>Prescription · EPS R2 · 8F2B1C-C82011-00047N</div><div class='fr'>"
          + f("Prescriber", _pii("PERSON", "Dr Anne Whitfield", "prescriber name in a desktop form field") + " · GMC 4821937")
          + f("Issued", "12-Mar-2025 · repeat dispensing 3 of 6") + f("Claim", "Exempt F · PPC 2025")
          + "</div><table class='it'><tr><th>Item</th><th>Qty</th><th>Dosage</th><th>Status</th></tr>" + it + "</table>"
          "<div class='tt' style='margin-top:6px'>Private / veterinary prescriptions</div><div style='padding:4px 6px;line-height:1.45'>"
          "<b>VET Rx 2025/00912</b> · 11-Mar-2025 · Animal: Biscuit (canine, Labrador, 31 kg)<br>"
          f"Owner: {_pii('PERSON', 'Helen Marsh', 'pet owner name on a veterinary prescription line')}, {_pii('STREET_ADDRESS', '22 Park Road, Ilford IG1 4SJ', 'pet owner address on a veterinary prescription line')}<br>"
          f"Vet: {_pii('PERSON', 'Mr T. Greaves MRCVS', 'vet name on a veterinary prescription line')} · Cranbrook Vets · Carprofen 50mg × 60 · £18.40 private</div>"
          "<div class='tt' style='margin-top:6px'>Labels queued</div><div style='padding:4px 6px'>4 labels · printer LBL-2 · patient leaflet ✓ · Bag label: "
          + _pii("PERSON", "MR R PATEL", "patient name in capitals on a bag label line") + " · shelf B3</div>"
          "<div class='tt' style='margin-top:6px'>Audit trail</div><table class='it'><tr><th>Time</th><th>Event</th><th>User</th></tr>"
          "<tr><td>11:01:44</td><td>EPS message downloaded (R2, 6 items)</td><td>system</td></tr>"
          f"<tr><td>11:03:10</td><td>Clinical check · interaction checked</td><td>{_pii('PERSON', 'S. Begum', 'pharmacist name in an audit table')}</td></tr>"
          "<tr><td>11:04:52</td><td>Owing created · Metformin 500mg M/R × 28</td><td>counter 2</td></tr>"
          "<tr><td>11:05:30</td><td>Labels printed (4) · LBL-2</td><td>counter 2</td></tr></table></div>")
    body = ("<div class='mb'><span>File</span><span>Patient</span><span>Dispense</span><span>EPS</span><span>Stock</span><span>Reports</span><span>Tools</span><span>Help</span></div>"
            "<div class='tbr'><span>⌕ Find patient</span><span>New Rx</span><span>EPS tracker (14)</span><span>Owings (3)</span><span>MDS</span><span>Endorse</span><span>Print labels</span><span>Claim</span></div>"
            f"<div class='pw2'>{pat}{rx}</div>"
            "<div class='stb'><span>User: pharmacist (GPhC 2081473)</span><span>Branch FQ127 · Goodmayes</span><span>Smartcard ✓</span><span style='margin-left:auto'>14/03/2025 11:06</span></div>")
    return _win("<span>ProDispense PMR 11.4 — [Patient record]</span><span style='color:#555'>Goodmayes Pharmacy</span>", body, PMR_CSS, bar="#d6dff7")


# ----------------------------------------------------------------------------------- blindg6: browser history, downloads
LIB_CSS = """
body{background:#1c1b22;color:#fbfbfe;font-family:"DejaVu Sans",sans-serif;font-size:12.5px}
.lb{display:flex;height:724px} .lt2{width:200px;background:#2b2a33;border-right:1px solid #0c0c0d;padding:8px 0} .lt2 div{padding:3px 12px;white-space:nowrap} .lt2 .on{background:#0061e0}
.lr{flex:1;display:flex;flex-direction:column;min-width:0} .ltb{height:36px;display:flex;gap:10px;align-items:center;padding:0 10px;background:#2b2a33;border-bottom:1px solid #0c0c0d}
.ltb .sr{margin-left:auto;width:260px;background:#1c1b22;border:1px solid #5b5b66;border-radius:4px;padding:3px 8px;color:#8f8f9d}
.ht2{table-layout:fixed;width:1080px;font-size:12px} .ht2 th{background:#2b2a33;font-weight:normal;color:#cfcfd8;border-right:1px solid #3a3944;border-bottom:1px solid #3a3944;padding:3px 6px;text-align:left}
.ht2 td{padding:2px 6px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;border-bottom:1px solid #23222b} .ht2 tr:nth-child(even) td{background:#22212a} .ht2 .s td{background:#0061e0 !important}
.ht2 .u{color:#b0b0bc} .grd{flex:1;overflow:hidden} .dp{height:132px;background:#2b2a33;border-top:1px solid #0c0c0d;padding:10px 14px;display:grid;grid-template-columns:90px 1fr;row-gap:8px;align-items:center}
.dp .v{background:#1c1b22;border:1px solid #5b5b66;border-radius:4px;padding:4px 8px;word-break:break-all;font-size:12px}
"""


def lib_history(rng: random.Random, pnr: str) -> str:
    reset = f"https://id.northwind.io/reset?token={_rand(rng, 32, string.ascii_letters + string.digits + '-_')}&uid=88213"
    zoom = f"https://us06web.zoom.us/j/84120733918?pwd={_rand(rng, 32)}.1"
    notion = f"https://www.notion.so/loginwithemail?email=t.wrobel%40kuchniepro.pl&code={_rand(rng, 24, string.ascii_lowercase + string.digits)}"
    t = html.escape
    rows = [("Reset your password · Northwind ID",
             _url("URL_SECRET", reset, "password-reset URL with its token in a history table"), "Today 10:41", True),
            (_pii("DENY_LIST", "olena kovalenko", "deny-listed name in lower case in a page title") + " leeds - Google Search",
             "https://www.google.com/search?q=" + _pii("DENY_LIST", "olena+kovalenko", "deny-listed name joined by a plus in a URL query") + t("+leeds&hl=en-GB&sca_esv=7d1f2"), "Today 10:39", False),
            ("Inbox (3) - " + _pii("EMAIL_ADDRESS", "kovalenko.olena85@gmail.com", "e-mail in a page title in a history table") + " - Gmail", "https://mail.google.com/mail/u/0/#inbox", "Today 10:36", False),
            ("Your order has shipped — Northwind Outdoor", t("https://shop.northwind-outdoor.co.uk/account/orders/NWO-558217?utm_source=email&email=")
             + _pii("EMAIL_ADDRESS", "kwaku.boateng%40btinternet.com", "percent-encoded e-mail in a URL query"), "Today 10:22", False),
            ("Q1 review - Zoom", _url("URL_SECRET", zoom, "meeting URL with its password in a history table"), "Today 09:58", False),
            ("Personbevis | Skatteverket", "https://skatteverket.se/mina-sidor/personbevis?pnr=" + _pii("ID_NUMBER", pnr, "personnummer without its hyphen in a URL query"), "Today 09:44", False),
            (_pii("DENY_LIST", "ESPOSITO Maria Grazia", "deny-listed name with its surname in capitals first in a page title in a history table") + " (1962) · FamilyRoots",
             "https://familyroots.com/tree/48213/person/" + _pii("DENY_LIST", "mariagrazia-esposito", "deny-listed name as a URL slug") + "-1962", "Today 09:31", False),
            ("Track your parcel · Swiftpost", "https://www.swiftpost.co.uk/track/JD014600006281947203?postcode=" + _pii("STREET_ADDRESS", "BR7%206JH", "percent-encoded postcode in a URL query"), "Today 09:20", False),
            (_pii("DENY_LIST", "Åsa Lindgren-Nyström", "deny-listed name with a double-barrelled surname in a page title in a history table") + " – Product Lead – Nordlys | LinkedIn",
             "https://www.linkedin.com/in/" + _pii("DENY_LIST", "asa-lindgren", "deny-listed name without its ring as a URL slug") + "-4b7a21/", "Today 09:02", False),
            ("Border Collie – Wikipedia", "https://en.wikipedia.org/wiki/Border_Collie", "Yesterday 22:15", False),
            ("Дія — Портал державних послуг", "https://diia.gov.ua/services", "Yesterday 21:47", False),
            ("Нова пошта — Відстеження 20450918273641", t("https://novaposhta.ua/tracking/?cargo_number=20450918273641&newtracking=1"), "Yesterday 21:40", False),
            ("Sign in to Notion", _url("URL_SECRET", notion, "magic sign-in URL with an e-mail and a code in a history table"), "Yesterday 18:03", False),
            (_pii("STREET_ADDRESS", "Calle de Toledo 87, Madrid", "address in a page title in a history table") + " – Google Maps",
             "https://www.google.com/maps/place/" + _pii("STREET_ADDRESS", "Calle+de+Toledo,+87,+28005+Madrid", "address joined by pluses in a URL path") + "/@40.4089,-3.7107,17z", "Yesterday 17:26", False),
            ("BBC News - Home", "https://www.bbc.co.uk/news", "Yesterday 13:10", False),
            ("Payments – Stripe Dashboard", "https://dashboard.stripe.com/test/payments?status=succeeded", "Yesterday 11:52", False),
            ("2 bed flat to rent in Headingley, Leeds | Rightmove", "https://www.rightmove.co.uk/properties/152840317#/", "12 Mar 2025 20:41", False),
            ("Sign in – HMRC", "https://www.access.service.gov.uk/login/signin/creds", "12 Mar 2025 19:05", False),
            ("Vonnis 24/1187/A · JustOnWeb", "https://justonweb.be/dossiers/24-1187-A/stukken/vonnis-2025-03-06", "12 Mar 2025 16:30", False),
            ("Installments | Trello", "https://trello.com/c/8fQm21Ld/57-installments", "12 Mar 2025 16:12", False),
            ("Python 3.13 documentation", "https://docs.python.org/3.13/", "12 Mar 2025 14:55", False)]
    tr = "".join(f"<tr class='{'s' if s else ''}'><td>{n}</td><td class='u'>{u}</td><td>{v}</td></tr>" for n, u, v, s in rows)
    tree = "".join(f"<div class='{'on' if n == '▾ Today' else ''}' style='padding-left:{p}px'>{n}</div>" for n, p in
                   (("▾ History", 12), ("▾ Today", 26), ("Yesterday", 26), ("Last 7 days", 26), ("March", 26), ("February", 26), ("Older than 6 months", 26),
                    ("⇩ Downloads", 12), ("▸ Tags", 12), ("▾ All Bookmarks", 12), ("▸ Bookmarks Toolbar", 26), ("▸ Bookmarks Menu", 26), ("▸ Other Bookmarks", 26)))
    dp = ("<div class='dp'><span>Name:</span><div class='v'>Reset your password · Northwind ID</div>"
          f"<span>Location:</span><div class='v'>{_url('URL_SECRET', reset, 'password-reset URL with its token in a details pane')}</div>"
          "<span>Visits:</span><div>3 · first visit Today 10:40 · typed</div></div>")
    body = (f"<div class='lb'><div class='lt2'>{tree}</div><div class='lr'><div class='ltb'><span>Organise ▾</span><span>Views ▾</span><span>Import and Backup ▾</span>"
            "<span class='sr'>⌕ Search History</span></div><div class='grd'><table class='ht2'><colgroup><col style='width:330px'><col style='width:600px'><col style='width:150px'></colgroup>"
            f"<tr><th>Name</th><th>Location</th><th>Most Recent Visit ▾</th></tr>{tr}</table></div>{dp}</div></div>")
    return _win("<span style='color:#fbfbfe'>Library</span><span style='color:#8f8f9d'>History › Today — 214 pages</span>", body, LIB_CSS, bar="#2b2a33", fg="#fbfbfe")


DL_CSS = """
body{background:#f8f9fa;font-family:"DejaVu Sans",sans-serif;font-size:13px;color:#202124}
.dh{height:56px;background:#fff;border-bottom:1px solid #dadce0;display:flex;align-items:center;padding:0 24px;gap:30px} .dh b{font-size:20px;font-weight:normal}
.dh .sr{background:#f1f3f4;border-radius:20px;padding:9px 18px;width:520px;color:#5f6368} .dl{width:720px;margin:0 auto;padding-top:6px}
.dd{font-size:13px;color:#5f6368;margin:14px 0 6px;font-weight:bold} .fc{background:#fff;border-radius:8px;box-shadow:0 1px 2px rgba(60,64,67,.3);padding:10px 16px;margin-bottom:8px;display:flex;gap:16px;align-items:flex-start}
.fc .ic{width:32px;height:38px;border-radius:3px;background:#e8eaed;color:#5f6368;font-size:9px;text-align:center;line-height:38px;flex:none}
.fc .in{flex:1;min-width:0} .fc .fn{color:#1a73e8;font-size:13.5px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis} .fc .su{color:#5f6368;font-size:12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;margin-top:2px}
.fc .ac{color:#1a73e8;font-size:12.5px;margin-top:5px} .fc .x{color:#5f6368}
"""


def downloads(rng: random.Random, pnr: str, iban_es: str) -> str:
    pay = f"https://portal.payslips-online.co.uk/docs/download?doc=88213&sig={_rand(rng, 40, string.ascii_letters + string.digits)}&exp=1741950000"
    share = f"https://files.kuchniepro.pl/s/{_rand(rng, 15)}/download?password={_rand(rng, 10, string.ascii_lowercase + string.digits)}"
    t = html.escape
    groups = [("Today", [
        ("PDF", "Payslip_2025-03_" + _pii("DENY_LIST", "KOVALENKO_Olena", "deny-listed name surname first joined by an underscore in a file name") + ".pdf",
         _url("URL_SECRET", pay, "signed download URL in a downloads list"), "412 KB"),
        ("PDF", "personbevis_" + _pii("ID_NUMBER", pnr, "ten-digit personnummer without its hyphen in a file name") + ".pdf", "https://skatteverket.se/download/personbevis/2025-0314-11820.pdf", "188 KB"),
        ("JPG", "passport_scan_" + _pii("DENY_LIST", "Esposito_MariaGrazia", "deny-listed name joined without spaces in a file name") + ".jpg",
         t("https://mail-attachments.googleusercontent.com/attachment/u/0/?ui=2&ik=4f1c0a&attid=0.1&permmsgid=msg-f:1822719&view=att&disp=safe"), "2.4 MB"),
        ("PDF", "Extracto_" + _pii("IBAN_CODE", iban_es.replace(" ", ""), "compact IBAN in a file name") + "_marzo2025.pdf", "https://www.caixabank.es/empresa/extractos/descarga.pdf", "96 KB")]),
        ("Yesterday", [
        ("VCF", "contacts-export-2025-03-13.vcf", t("https://contacts.google.com/export?hl=en&authuser=") + _pii("EMAIL_ADDRESS", "t.wrobel%40kuchniepro.pl", "percent-encoded e-mail in a download URL"), "38 KB"),
        ("PDF", "KP-2025-0366_umowa_" + _pii("PERSON", "Lewandowski_Piotr", "name surname first joined by an underscore in a file name") + ".pdf", _url("URL_SECRET", share, "share link with its password in a download URL"), "1.1 MB"),
        ("PDF", _pii("PERSON", "Sofiia_Kovalenko", "name joined by an underscore in a file name") + "_report_spring2025.pdf", "https://kingsmead.mis-cloud.co.uk/reports/spring-2025/9R/print?student=10417", "230 KB")]),
        ("12 March 2025", [
        ("JPG", "IMG_20250312_114455.jpg", "https://photos.fife.usercontent.google.com/pw/AP1GczN3k2", "3.8 MB"),
        ("PDF", "Vonnis_24-1187-A.pdf", "https://justonweb.be/dossiers/24-1187-A/stukken/vonnis-2025-03-06.pdf", "640 KB"),
        ("EXE", "ZoomInstallerFull.exe", "https://zoom.us/client/6.3.11.60501/ZoomInstallerFull.exe", "Cancelled")])]
    out = ""
    for day, files in groups:
        out += f"<div class='dd'>{day}</div>"
        for ic, fn, src, size in files:
            out += (f"<div class='fc'><div class='ic'>{ic}</div><div class='in'><div class='fn'>{fn}</div><div class='su'>{src}</div>"
                    f"<div class='ac'>{'Retry' if size == 'Cancelled' else 'Show in folder'} <span class='x'>· {size}</span></div></div><span class='x'>✕</span></div>")
    body = f"<div class='dh'><b>Downloads</b><span class='sr'>⌕ Search downloads</span><span style='margin-left:auto;color:#5f6368'>⋮</span></div><div class='dl'>{out}</div>"
    return _page("chrome://downloads", "Downloads", body, DL_CSS)


SHARE_CSS = """
body{background:#202124;font-family:"DejaVu Sans",sans-serif;font-size:13px;color:#e8eaed}
.call{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px;padding:10px;height:690px} .tl{background:#3c4043;border-radius:10px;position:relative}
.tl .n{position:absolute;left:12px;bottom:10px;font-size:13px} .tl .i{position:absolute;left:50%;top:42%;transform:translate(-50%,-50%);width:78px;height:78px;border-radius:39px;font-size:30px;text-align:center;line-height:78px;color:#fff}
.cb{height:54px;display:flex;justify-content:center;gap:12px;align-items:center} .cb span{background:#3c4043;border-radius:20px;padding:8px 16px}
.shade{position:fixed;inset:0;background:rgba(0,0,0,.55)} .pk{position:absolute;left:150px;top:80px;width:980px;height:640px;background:#fff;color:#202124;border-radius:10px;box-shadow:0 8px 30px rgba(0,0,0,.6);padding:18px 22px}
.pk h2{margin:0 0 4px;font-size:18px;font-weight:normal} .pt{display:flex;gap:24px;border-bottom:1px solid #dadce0;margin:10px 0} .pt span{padding:6px 2px;color:#5f6368} .pt .on{color:#1a73e8;border-bottom:3px solid #1a73e8}
.pkw{display:flex;gap:18px;height:470px} .wl2{width:370px;overflow:hidden} .wl2 div{padding:8px 10px;border-radius:6px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-size:12.5px} .wl2 .on{background:#e8f0fe;color:#174ea6}
.pv{flex:1;border:1px solid #dadce0;border-radius:6px;overflow:hidden;background:#f1f3f4;position:relative}
.sc{position:absolute;left:8px;top:8px;width:880px;height:760px;transform:scale(.6);transform-origin:0 0;background:#fff;font-family:"Liberation Sans",Arial,sans-serif;font-size:13px;color:#222}
.sc .h{height:34px;background:#4b2e83;color:#fff;padding:8px 14px;font-weight:bold} .sc table{width:100%;border-collapse:collapse;font-size:13px} .sc th{background:#f7f4fc;text-align:left;padding:4px 6px;border-bottom:2px solid #ddd5ea}
.sc td{padding:4px 6px;border-bottom:1px solid #eee;white-space:nowrap} .pkb{display:flex;justify-content:flex-end;gap:10px;margin-top:14px;align-items:center}
"""


def share_picker() -> str:
    tiles = [("Nadia Hussain", "#8e24aa"), ("Ewa Dąbrowska", "#00897b"), ("Mark Clarke", "#5e35b1"), ("Grace Okafor", "#d81b60"), ("Thanh Nguyen", "#3949ab"), ("You", "#1e88e5")]
    call = "".join(f"<div class='tl'><div class='i' style='background:{c}'>{n[0]}</div><div class='n'>{n if n == 'You' else _pii('PERSON', n, 'name tag on a call tile behind a dialog')}</div></div>" for n, c in tiles)
    trip = [("Akhtar, Safiya", "Rubina Akhtar", "07943 118 702", "rubina.akhtar@hotmail.com", "Asthma — inhaler"), ("Barker, Jack", "Lee Barker", "07817 604 233", "leebarker77@gmail.com", "—"),
            ("Chowdhury, Ayaan", "Farhana Chowdhury", "0113 294 6617", "f.chowdhury@btinternet.com", "Nut allergy (EpiPen)"), ("Doyle, Maisie", "Karen Doyle", "07738 250 914", "karen.doyle@outlook.com", "—"),
            ("Iqbal, Hamza", "Shazia Iqbal", "07415 982 360", "shazia.iqbal@yahoo.co.uk", "Halal meals"), ("Kovalenko, Sofiia", "Olena Kovalenko", "+44 7418 552906", "o.kovalenko@outlook.com", "—"),
            ("Marsden, Lily", "Paul Marsden", "07852 377 140", "p.marsden@sky.com", "Travel sickness"), ("Wójcik, Natalia", "Agata Wójcik", "07508 649 215", "agata.wojcik@o2.pl", "—")]
    rows = ""
    for pupil, guard, ph, em, med in trip:
        kind = "DENY_LIST" if guard == "Olena Kovalenko" else "PERSON"
        rows += (f"<tr><td>{_pii('PERSON', pupil, 'pupil name in a 60 % screen-share preview')}</td>"
                 f"<td>{_pii(kind, guard, 'deny-listed name in a 60 % screen-share preview' if kind == 'DENY_LIST' else 'guardian name in a 60 % screen-share preview')}</td>"
                 f"<td>{_pii('PHONE_NUMBER', ph, 'phone in a 60 % screen-share preview')}</td><td>{_pii('EMAIL_ADDRESS', em, 'e-mail in a 60 % screen-share preview')}</td><td>{med}</td><td>✓</td></tr>")
    sc = ("<div class='sc'><div class='h'>◆ Kingsmead MIS — Trip consent · Year 9 Yorkshire Dales · 24–26 April</div><div style='padding:10px 14px'>"
          "<div style='font-size:18px;margin-bottom:8px'>Consent returned: 26 of 28 · Deposit paid: 24</div>"
          f"<table><tr><th>Student</th><th>Guardian</th><th>Emergency phone</th><th>Email</th><th>Medical / dietary</th><th>Consent</th></tr>{rows}</table>"
          f"<div style='margin-top:10px'>Trip leader: {_pii('PERSON', 'Mr D. Whitcombe', 'teacher name in a 60 % screen-share preview')} · coach departs 08:15 from the main gate · return 17:30</div></div></div>")
    wins = [("on", "9R · Trip consent — Kingsmead MIS — Google Chrome"),
            ("", "Inbox — " + _pii("EMAIL_ADDRESS", "d.whitcombe@kingsmead.leeds.sch.uk", "e-mail in a window title in a share picker")),
            ("", _pii("PERSON", "Sofiia Kovalenko", "name in a window title in a share picker") + " – EAL support plan.pdf — Adobe Acrobat"),
            ("", "Maps — " + _pii("STREET_ADDRESS", "41 Cardigan Road, Leeds LS6 1DJ", "address in a window title in a share picker") + " — Google Chrome"),
            ("", "Letter to parents – Dales trip.docx — Word"), ("", "Calculator"), ("", "Settings")]
    wl = "".join(f"<div class='{c}'>▭ {w}</div>" for c, w in wins)
    pk = ("<div class='pk dropdown'><h2>Choose what to share</h2><div style='color:#5f6368'>meet.google.com wants to share the contents of your screen.</div>"
          "<div class='pt'><span>Chrome tab</span><span class='on'>Window</span><span>Entire screen</span></div>"
          f"<div class='pkw'><div class='wl2'>{wl}</div><div class='pv'>{sc}</div></div>"
          "<div class='pkb'><span style='margin-right:auto;color:#5f6368'>☐ Also share system audio</span><span class='btn2'>Cancel</span><span class='btn' style='background:#1a73e8'>Share</span></div></div>")
    body = (f"<div class='call'>{call}</div><div class='cb'><span>10:58 · Year 9 parents' briefing</span><span>Mic</span><span>Camera</span><span>Present now</span><span style='background:#ea4335'>Leave</span></div>"
            f"<div class='shade'></div>{pk}")
    return _page("meet.google.com/kzr-wqpd-tmx", "Meet – Year 9 parents' briefing", body, SHARE_CSS, dark=True)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind7(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20260317)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    upns = [_upn(383, 4021, 15, rng.randint(100, 999)) for _ in ROSTER]
    ids = {"upn": upns[0], "upn2": upns[1], "upn_sofiia": upns[7], "rnokpp": _rnokpp(date(2011, 2, 3), 2 * rng.randint(0, 4999)),
           "pnr_asa": _pnr(date(1985, 4, 12), 2 * rng.randint(0, 499), century=True), "pnr_mikael": _pnr(date(1987, 9, 23), 2 * rng.randint(0, 499) + 1),
           "pnr_elsa": _pnr(date(2016, 3, 5), 2 * rng.randint(0, 499)), "pnr_nils": _pnr(date(2019, 8, 17), 2 * rng.randint(0, 499) + 1),
           "pnr_birgitta": _pnr(date(1958, 2, 14), 2 * rng.randint(0, 499)), "cpr_asa": _cpr(rng, date(1985, 4, 12), True),
           "cpr_mikael": _cpr(rng, date(1987, 9, 23), False), "be_nn": _be_nn(date(1985, 7, 30), 2 * rng.randint(0, 498) + 1), "bsn": _bsn(rng),
           "cf": _cf("SPSMGR62H43F839"), "pesel": _pesel(1982, 5, 14, 10 * rng.randint(0, 999) + 2 * rng.randint(0, 4) + 1),
           "dni": _dni(rng.randint(10_000_000, 59_999_999)), "nie": _nie(rng), "nhs": _nhs(rng),
           "iban_es": _es_iban(rng, "2100", "0418"), "iban_es2": _es_iban(rng, "0049", "1500"), "iban_be": _be_iban(rng, "068")}
    dk_acct = "5301 " + "".join(rng.choice(string.digits) for _ in range(10))
    with recorder(chromium, rig, source_day, work) as record:
        record("blindg0", [("sis0", lambda: sis_roster(upns, ids["rnokpp"])), ("sis1", lambda: sis_report(ids["upn_sofiia"]))], "school information system")
        record("blindg1", [("gov0", lambda: skv_personbevis(ids)), ("gov1", lambda: dk_letter(ids, dk_acct)), ("gov2", lambda: be_judgment(ids))],
               "government portals and a judgment")
        record("blindg2", [("gen0", gen_tree), ("gen1", lambda: gen_profile(ids["cf"]))], "genealogy app")
        record("blindg3", [("kb0", lambda: kanban_board(ids["pesel"])), ("kb1", lambda: kanban_card(ids["pesel"]))], "Kanban board")
        record("blindg4", [("trk0", trk_page), ("drv0", drv_route), ("drv1", drv_pod)], "parcel tracking and courier app (HiDPI)", dsf=2.0)
        record("blindg5", [("vet0", lambda: vet_record(ids["dni"], ids["nie"], ids["iban_es2"])), ("pmr0", lambda: pmr_patient(ids["nhs"]))],
               "vet clinic and pharmacy")
        record("blindg6", [("lib0", lambda: lib_history(rng, ids["pnr_asa"].replace("-", ""))),
                           ("dl0", lambda: downloads(rng, ids["pnr_asa"][2:].replace("-", ""), ids["iban_es"])), ("share0", share_picker)],
               "browser history, downloads, share picker")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind7, "/tmp/blind7/preview")
