# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A twenty-fifth blind set of browser-rendered screens carrying personal data, built without reading the redaction
(as tests/privacy_screens_blind.py … tests/privacy_screens_blind24.py, other applications again): care and welfare —
a Harrogate care home's resident record (a summary with next of kin and the GP practice, a medication administration
chart, a care plan with daily notes), a home-care agency's visit scheduler on a carer's two phones, a Bristol
nursery's pick-up authorisations and its sign-out register, a Czech social worker's client file and case notes, a
Brussels vet clinic's owner and pet record in French, a Kraków pharmacy's e-prescription queue in Polish and a Tokyo
ward office's disability welfare application in Japanese — rendered by Debian's chromium through the rig of
tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`, its ink measured per
character.

Seven Clones recordings (`blindy0` … `blindy6`), 2 or 3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindy0` a care home's resident record in English: the resident's summary (her name with `Mrs` and as written, a
  preferred name, a date of birth with her age in brackets, an NHS number in 3-3-4 groups, her previous home address,
  next of kin as `Name (daughter) phone` and `Name (son) phone`, the daughter's e-mail, a lasting power of attorney's
  reference, the key worker's name, a user's log-in and an IP address in the audit line; the room, the wing, the
  admission date, allergies, diet, mobility, funding and the care home's own address and phone not private, the GP
  practice's name, address and phone not private, the GP's name); then the medication administration chart zoomed out
  to 75 % (staff initials as `AK`, `J.M.` and `RS` beside the times of doses, the signature list naming them; the
  medicines, doses, times, codes and stock counts not private); then the care plan and daily notes (the next of kin
  in a sentence with her phone, a visiting chaplain, staff names, a senior carer's signature in a handwriting-style
  font; care plan section numbers, review dates and the plan's text not private);
- `blindy1` a home-care agency's visit scheduler on a carer's two phones at device scale 2 (HiDPI): today's visits
  (the carer — the deny-listed Yoruba name with its two given names — with an initial in the app's header, clients'
  names with titles, their home addresses, visit times, durations and care types not private) beside a client's card
  (her phone, a key-safe code, a sheltered housing's door code, her son as `Name (son) phone`, the GP practice not
  private); then in a dark theme a visit note in free text (a neighbour with a spare key and her landline, a
  block's entrance code, the carer's signature as initials and surname) beside the carer's timesheet (her log-in, her
  car's number plate, the deny-listed name surname first; mileage, pay rates and the agency's office not private);
- `blindy2` a Bristol nursery's parent app in English: a child's pick-up authorisations (the child's name and date of
  birth, people allowed to collect her under drawn photos with captions — `Name (mum)`, a grandmother, a couple
  written with `&amp;` — their mobiles, a collection password `password: bluebird` and a second family's, the parents'
  e-mails, a person not to collect her; the room, ratios, session times and fees, the nursery's address and phone not
  private); then the room's sign-out register (children's names, the people who collected them, signatures in a
  handwriting-style font, a message from a parent naming a neighbour and a password; times, temperatures, meals and
  naps not private);
- `blindy3` a Czech town office's social work system in Czech: a client's file (the deny-listed Czech name as written
  and surname first in capitals, a birth number with its slash, a date of birth, a home address, a mobile, her son
  as `Name (syn) phone`, a bank account number for the care allowance with its bank code; the care allowance's grade
  and monthly amount, the file number, other clients' names, the office's address and phone not private); then the
  case notes of a home visit in free text zoomed in to 150 % (the deny-listed name declined as `paní Řezníčkovou` and
  `paní Řezníčkové`, with an initial, a neighbour's name and mobile, the son's e-mail, a social worker's name and
  title; the services agreed, dates and sums not private);
- `blindy4` a Brussels vet clinic's practice software in French zoomed in to 125 %: the owner and pet record (the
  deny-listed Japanese name in romaji surname first in capitals and with `Mme`, the owner's address with its `boîte`,
  her mobile beside the dog's microchip number (not private), her e-mail, her partner as `Name (conjoint) phone`;
  the dog's name, breed, weight, date of birth, vaccinations, the visits' amounts and the vets' names); then the
  Belgian dog register's change of owner (the owner's national register number, her e-mail again, a refund IBAN,
  a reminder SMS to `Mme Sasaki`; the breeder's kennel and address, the clinic's address and phone not private);
- `blindy5` a Kraków pharmacy's e-prescription system in Polish: the queue zoomed out to 80 % (patients' names
  surname first, a four-digit prescription access code, medicines, refund levels, prices and queue tickets not
  private); then one e-prescription (the patient as `Pani Janina Mazurek`, her PESEL in a form field, her address
  wrapped in a narrow column, the prescribing doctor, a daughter collecting as `Name (córka)` with her identity card
  number; the clinic's and pharmacy's addresses, the prescription's number, the medicines, doses and payments not
  private);
- `blindy6` a Tokyo ward office's disability welfare service application in Japanese: the form (the applicant's name
  in kanji and katakana, a date of birth in the Japanese era and in the Western calendar, his My Number in a field,
  his address, landline and mobile, the household table with the deny-listed Japanese name in kanji as his daughter
  living abroad, a care manager's name; the form's section numbers, disability grades, the benefit's monthly amounts
  and the ward office's address and phone not private); then its second page zoomed out to 67 % (the bank account
  for payments with its holder in katakana, the attending doctor, the proxy's name and mobile, a seal; the hospital's
  name and address, the support office and the receipt number not private).

`PERSON` marks names nobody listed, staff initials included; `DENY` is the deployment's deny-list (a Czech woman's
name with háčeks, a Japanese name in kanji, a Yoruba name with two given names: the first as written, surname first
in capitals, with an initial and declined after `paní`; the second in kanji with and without the space and in romaji
surname first in capitals and after `Mme`; the third as written, with an initial of the second given name, surname
first, as initials and surname). ACCOUNT_NAME marks log-ins. Number plates, bank account numbers and references are
ID_NUMBER. Checksummed values (an NHS number, a Czech birth number and bank account number, a Belgian national
register number and IBAN, a PESEL, a Polish identity card number, a Japanese My Number) are valid. Each value other
than a name is shown in one recording only.
"""

from __future__ import annotations

import random
import string
from datetime import date
from pathlib import Path

from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _pesel, _win
from privacy_screens_blind4 import _page, _pii, preview, recorder

DENY = ["Květoslava Řezníčková", "佐々木 美穂", "Oluwaseun Temitope Bakare"]


# ------------------------------------------------------------------------------------------------ valid identifiers
def _nhs(rng: random.Random) -> str:
    """An NHS number: nine digits and a modulus-11 check digit (weights 10 … 2), shown 3-3-4."""
    while True:
        d = [rng.choice((4, 6))] + [rng.randint(0, 9) for _ in range(8)]
        r = 11 - sum(v * (10 - k) for k, v in enumerate(d)) % 11
        if r != 10:
            s = "".join(map(str, d)) + str(0 if r == 11 else r)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def _nhs_ok(v: str) -> bool:
    d = v.replace(" ", "")
    r = 11 - sum(int(c) * (10 - k) for k, c in enumerate(d[:9])) % 11
    return len(d) == 10 and r != 10 and int(d[9]) == (0 if r == 11 else r)


def _be_nn(born: date, serial: int) -> str:
    """A Belgian national register number: YY.MM.DD-SSS.CC, CC = 97 − (YYMMDDSSS mod 97) (a 2 before it from 2000)."""
    body = f"{born:%y%m%d}{serial:03d}"
    c = 97 - int(("2" if born.year >= 2000 else "") + body) % 97
    return f"{body[:2]}.{body[2:4]}.{body[4:6]}-{body[6:]}.{c:02d}"


def _be_nn_ok(v: str) -> bool:
    d = "".join(c for c in v if c.isdigit())
    return len(d) == 11 and int(d[9:]) in (97 - int(d[:9]) % 97, 97 - int("2" + d[:9]) % 97)


def _be_iban(rng: random.Random, bank: str) -> str:
    """A Belgian IBAN whose account number ends with its national check digits (the first ten digits mod 97, 97 for 0)."""
    ten = bank + "".join(rng.choice(string.digits) for _ in range(7))
    return _iban_b("BE", ten + f"{int(ten) % 97 or 97:02d}")


def _be_iban_ok(iban: str) -> bool:
    d = iban.replace(" ", "")[4:]
    return len(d) == 12 and int(d[10:]) == (int(d[:10]) % 97 or 97)


def _rodne(born: date, female: bool, serial: int) -> str:
    """A Czech birth number (rodné číslo): YYMMDD (the month +50 for a woman) / three digits and a check digit, the
    ten-digit number divisible by 11."""
    while True:
        body = f"{born:%y}{born.month + (50 if female else 0):02d}{born:%d}{serial:03d}"
        if int(body) % 11 != 10:
            return f"{body[:6]}/{body[6:]}{int(body) % 11}"
        serial += 1


def _rodne_ok(v: str) -> bool:
    d = v.replace("/", "")
    return len(d) == 10 and int(d) % 11 == 0


_CZ_W = (6, 3, 7, 9, 10, 5, 8, 4, 2, 1)


def _cz_account(rng: random.Random, bank: str) -> str:
    """A Czech bank account number (its ten digits weighted 6, 3, 7, 9, 10, 5, 8, 4, 2, 1 sum to a multiple of 11)
    and the bank's code after a slash."""
    while True:
        n = f"{rng.randint(10 ** 8, 10 ** 10 - 1):010d}"
        if sum(int(a) * w for a, w in zip(n, _CZ_W, strict=True)) % 11 == 0:
            return f"{n.lstrip('0')}/{bank}"


def _cz_account_ok(v: str) -> bool:
    n = v.split("/")[0].zfill(10)
    return len(n) == 10 and sum(int(a) * w for a, w in zip(n, _CZ_W, strict=True)) % 11 == 0


def _pesel_ok(v: str) -> bool:
    s = sum(int(a) * w for a, w in zip(v[:10], (1, 3, 7, 9, 1, 3, 7, 9, 1, 3), strict=True))
    return len(v) == 11 and int(v[10]) == (10 - s % 10) % 10


_PL_W = (7, 3, 1, 9, 7, 3, 1, 7, 3)


def _pl_id(rng: random.Random, series: str) -> str:
    """A Polish identity card number: three letters, the check digit, five digits (weights 7 3 1 9 7 3 1 7 3, mod 10)."""
    tail = "".join(rng.choice(string.digits) for _ in range(5))
    for c in string.digits:
        if _pl_id_ok(series + c + tail):
            return f"{series} {c}{tail}"
    raise AssertionError(series)


def _pl_id_ok(v: str) -> bool:
    s = v.replace(" ", "")
    return len(s) == 9 and sum(int(c, 36) * w for c, w in zip(s, _PL_W, strict=True)) % 10 == 0


def _mynumber(rng: random.Random) -> str:
    """A Japanese My Number: eleven digits and a check digit (from the right, weights 2 … 7 then 2 … 6; 11 less the
    sum mod 11, 0 for a remainder of 0 or 1), spaced in fours."""
    body = "".join(rng.choice(string.digits) for _ in range(11))
    r = sum(int(p) * (n + 1 if n <= 6 else n - 5) for n, p in enumerate(reversed(body), start=1)) % 11
    full = body + str(0 if r <= 1 else 11 - r)
    return f"{full[:4]} {full[4:8]} {full[8:]}"


def _mynumber_ok(v: str) -> bool:
    d = v.replace(" ", "")
    r = sum(int(p) * (n + 1 if n <= 6 else n - 5) for n, p in enumerate(reversed(d[:11]), start=1)) % 11
    return len(d) == 12 and int(d[11]) == (0 if r <= 1 else 11 - r)


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _nhs_ok(ids["nhs"]), ids["nhs"]
    assert _rodne_ok(ids["rc"]) and ids["rc"].startswith("575823/"), ids["rc"]
    assert _cz_account_ok(ids["cz_acct"]), ids["cz_acct"]
    assert _be_nn_ok(ids["be_nn"]) and ids["be_nn"].startswith("87.06.23-"), ids["be_nn"]
    assert _be_iban_ok(ids["be_iban"]), ids["be_iban"]
    assert _pesel_ok(ids["pesel"]) and ids["pesel"].startswith("460927"), ids["pesel"]
    assert _pl_id_ok(ids["pl_id"]), ids["pl_id"]
    assert _mynumber_ok(ids["myno"]), ids["myno"]


# ------------------------------------------------------------------------------------------------ blindy0: care home
CH_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f3f5f4;color:#1e2b26;font-size:13px}
.ch{height:46px;background:#1f5e4b;color:#fff;display:flex;align-items:center;gap:20px;padding:0 20px} .ch b{font-size:16px}
.cw{display:flex;height:710px;overflow:hidden}
.nav{width:170px;flex:none;background:#fff;border-right:1px solid #d8e2dd;padding:10px 0;font-size:12.5px} .nav div{padding:7px 16px} .nav .on{background:#e2f0ea;font-weight:bold;color:#1f5e4b}
.main{flex:1;padding:10px 14px;min-width:0}
.band{display:flex;gap:14px;align-items:center;background:#fff;border:1px solid #d8e2dd;border-radius:6px;padding:10px 14px;margin-bottom:10px}
.av{width:58px;height:58px;border-radius:50%;background:#c9d8d1;position:relative;overflow:hidden;flex:none}
.av .hd{position:absolute;left:17px;top:9px;width:24px;height:26px;border-radius:50%;background:#f1d9c4} .av .hr{position:absolute;left:13px;top:5px;width:32px;height:18px;border-radius:16px 16px 6px 6px;background:#e8e8e8}
.av .bo{position:absolute;left:8px;top:36px;width:42px;height:30px;border-radius:20px 20px 0 0;background:#7a6f9b}
.band h2{margin:0;font-size:19px} .tag{display:inline-block;border-radius:9px;padding:1px 8px;font-size:11px;background:#e7ecea;margin-right:4px} .tag.r{background:#fde2e1;color:#9b1c1c} .tag.a{background:#fff1cc;color:#7a5800}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:10px}
.cd{background:#fff;border:1px solid #d8e2dd;border-radius:6px;padding:9px 12px;line-height:1.6}
.cd h4{margin:0 0 4px;font-size:13px;color:#1f5e4b;border-bottom:1px solid #e6ede9;padding-bottom:3px} .cd .k{color:#687a72;font-size:11px;display:inline-block;width:104px}
.z75{transform:scale(.75);transform-origin:0 0;width:1440px}
.mar{border-collapse:collapse;background:#fff;font-size:13px;width:100%} .mar th,.mar td{border:1px solid #cfdad4;padding:4px 5px;text-align:center;vertical-align:middle}
.mar th{background:#eef4f1;font-size:12px} .mar td.m{text-align:left;width:250px;line-height:1.35} .mar td.t{width:48px;color:#4b5d55;font-weight:bold}
.mar .rf{color:#b42318;font-weight:bold} .mar .nd{background:#f6f6f6;color:#999}
.note{border-bottom:1px solid #edf1ef;padding:7px 0;line-height:1.5} .note .h{color:#687a72;font-size:11.5px}
.sig{font-family:"DejaVu Serif",serif;font-style:italic;font-size:22px;color:#1c3f94;display:inline-block;transform:rotate(-3deg) skewX(-12deg)}
"""


def _ch(inner: str, url: str, tab: str, active: str) -> str:
    nav = "".join(f"<div class='{'on' if n == active else ''}'>{n}</div>" for n in
                  ("Summary", "Care plan", "Daily notes", "Medication (MAR)", "Risk assessments", "Body map", "Fluids &amp; food", "Appointments", "Documents", "Contacts"))
    head = ("<div class='ch'><b>CareLedger</b><span>Larkfield House · Harrogate</span><span>Residents</span><span>Rota</span><span>Handover</span>"
            "<span style='margin-left:auto'>Tue 10 Jun 2025 · 14:26 · Primrose wing</span></div>")
    band = ("<div class='band'><div class='av'><div class='bo'></div><div class='hd'></div><div class='hr'></div></div><div><h2>"
            + _pii("PERSON", "Mrs Dorothy Whitfield", "resident's name with `Mrs` in a care home record's banner") + "</h2>"
            "Room 12 · Primrose wing · admitted 04/11/2023 · <span class='tag r'>Allergy: penicillin</span><span class='tag a'>DNACPR in place</span><span class='tag'>Falls risk: high</span></div>"
            "<div style='margin-left:auto;text-align:right;color:#687a72;font-size:12px'>Residential (dementia) · 1 carer + frame<br>Funding: North Yorkshire Council + family top-up</div></div>")
    return _page(url, tab, head + f"<div class='cw'><div class='nav'>{nav}</div><div class='main'>{band}{inner}</div></div>", CH_CSS)


def ch_summary(nhs: str) -> str:
    me = ("<div class='cd'><h4>About me</h4>"
          "<span class='k'>Full name</span>" + _pii("PERSON", "Dorothy Joan Whitfield", "resident's full name in a care home summary") + "<br>"
          "<span class='k'>Likes to be called</span>" + _pii("PERSON", "Dot", "resident's preferred short name in a care home summary") + "<br>"
          "<span class='k'>Date of birth</span>" + _pii("DATE_OF_BIRTH", "12/03/1941", "resident's date of birth followed by her age in brackets") + " (84)<br>"
          "<span class='k'>NHS number</span><b>" + _pii("ID_NUMBER", nhs, "NHS number in 3-3-4 groups in a care home summary") + "</b><br>"
          "<span class='k'>Previous address</span>" + _pii("STREET_ADDRESS", "27 Beech Grove, Knaresborough HG5 0EP", "resident's previous home address in a care home summary") + "<br>"
          "<span class='k'>Religion</span>Church of England · communion monthly<br>"
          "<span class='k'>Language</span>English · hearing aid (left)<br>"
          "<span class='k'>Key worker</span>" + _pii("PERSON", "Agnieszka Kowal", "key worker's name in a care home summary") + " (" + _pii("PERSON", "AK", "key worker's initials in brackets in a care home summary") + ")</div>")
    nok = ("<div class='cd'><h4>Next of kin &amp; contacts</h4>"
           "1. " + _pii("PERSON", "Susan Harper", "next of kin as `Name (daughter) phone` in a care home summary") + " (daughter) " + _pii("PHONE_NUMBER", "07812 447 193", "daughter's mobile in a `Name (daughter) phone` line") + "<br>"
           "<span class='k'>E-mail</span>" + _pii("EMAIL_ADDRESS", "susan.harper64@btinternet.com", "next of kin's e-mail in a care home summary") + "<br>"
           "<span class='k'>LPA (health)</span>Registered · OPG ref. " + _pii("ID_NUMBER", "7000-4418-2296", "lasting power of attorney reference in a care home summary") + "<br>"
           "2. " + _pii("PERSON", "Peter Whitfield", "second next of kin as `Name (son) phone` in a care home summary") + " (son) " + _pii("PHONE_NUMBER", "0113 496 0721", "son's landline in a `Name (son) phone` line") + "<br>"
           "<span class='k'>Call at night?</span>Daughter only, any time if unwell<br><br>"
           "<h4>GP practice</h4>Mowbray Square Medical Centre<br>2 Mowbray Square, Harrogate HG1 5AR<br>01423 566 346 · ODS code B82041<br>"
           "<span class='k'>Named GP</span>" + _pii("PERSON", "Dr Kwame Mensah", "named GP's name in a care home summary") + "<br>"
           "<span class='k'>Pharmacy</span>Boots, 34 Cambridge St, Harrogate · 01423 503 561</div>")
    health = ("<div class='cd'><h4>Health at a glance</h4>"
              "<span class='k'>Diagnoses</span>Alzheimer's disease (2021), hypertension, heart failure (NYHA II), osteoarthritis knees<br>"
              "<span class='k'>Allergies</span>Penicillin — rash<br>"
              "<span class='k'>Diet</span>IDDSI level 6 soft &amp; bite-sized · thin fluids · diabetic: no<br>"
              "<span class='k'>Mobility</span>Zimmer frame, 1 carer · sensor mat at night<br>"
              "<span class='k'>Weight</span>58.4 kg (02/06) · MUST score 1<br>"
              "<span class='k'>Skin</span>Waterlow 16 · airflow cushion<br>"
              "<span class='k'>Continence</span>Pads day and night (size M)<br><br>"
              "<h4>Larkfield House</h4>14 Mill Lane, Harrogate HG1 5AD<br>Office 01423 562 840 · Nurse station ext. 21<br>CQC rating: Good (Jan 2025)</div>")
    audit = ("<div style='margin-top:8px;color:#687a72;font-size:11.5px'>Last updated 10/06/2025 09:12 by " + _pii("ACCOUNT_NAME", "jmorrison", "care worker's log-in in a care record's audit line")
             + " from " + _pii("IP_ADDRESS", "86.143.27.190", "IP address in a care record's audit line") + " · Review due 04/07/2025 · Record ID LH-0112</div>")
    return _ch(f"<div class='grid'>{me}{nok}{health}</div>{audit}", "app.careledger.co.uk/larkfield/residents/LH-0112/summary", "Summary · CareLedger", "Summary")


def ch_mar() -> str:
    days = ["Mon 09", "Tue 10", "Wed 11", "Thu 12"]
    meds = [("Amlodipine 5 mg tablet", "ONE daily, morning", [("08:00", ["AK", "J.M.", "", ""])]),
            ("Furosemide 40 mg tablet", "ONE in the morning", [("08:00", ["AK", "J.M.", "", ""])]),
            ("Donepezil 10 mg tablet", "ONE at night", [("22:00", ["RS", "", "", ""])]),
            ("Paracetamol 500 mg tablets", "TWO four times a day", [("08:00", ["AK", "J.M.", "", ""]), ("12:00", ["AK", "R", "", ""]), ("18:00", ["J.M.", "", "", ""]), ("22:00", ["RS", "", "", ""])]),
            ("Laxido sachet", "ONE twice a day in water", [("08:00", ["AK", "J.M.", "", ""]), ("18:00", ["J.M.", "", "", ""])]),
            ("Lansoprazole 15 mg capsule", "ONE before breakfast", [("07:30", ["RS", "RS", "", ""])])]
    rows = ""
    for name, how, slots in meds:
        for k, (t, marks) in enumerate(slots):
            cells = ""
            for m in marks:
                if m == "R":
                    cells += "<td class='rf'>R</td>"
                elif m:
                    cells += "<td>" + _pii("PERSON", m, "staff initials beside a dose's time in a medication chart at 75 %") + "</td>"
                else:
                    cells += "<td class='nd'></td>"
            lead = f"<td class='m' rowspan='{len(slots)}'><b>{name}</b><br>{how}<br><span style='color:#687a72'>Start 04/11/2023 · GP review 09/2025</span></td>" if k == 0 else ""
            rows += f"<tr>{lead}<td class='t'>{t}</td>{cells}<td>{'28' if k == 0 else ''}</td></tr>"
    prn = ("<tr><td class='m'><b>Lorazepam 0.5 mg tablet (PRN)</b><br>ONE when required for agitation, max 2 in 24 h</td><td class='t'>PRN</td>"
           "<td>" + _pii("PERSON", "J.M.", "staff initials beside a dose's time in a medication chart at 75 %") + "<br>15:40</td><td class='nd'></td><td class='nd'></td><td class='nd'></td><td>11</td></tr>")
    head = "".join(f"<th>{d} Jun</th>" for d in days)
    sigs = ("<div class='cd' style='margin-top:10px;font-size:13px'><h4>Signature list</h4>"
            "AK = " + _pii("PERSON", "Agnieszka Kowal", "carer's name in a medication chart's signature list at 75 %") + " (senior carer) · "
            "J.M. = " + _pii("PERSON", "Jodie Morrison", "carer's name in a medication chart's signature list at 75 %") + " (senior carer) · "
            "RS = " + _pii("PERSON", "Rashid Suleiman", "nurse's name in a medication chart's signature list at 75 %") + " (RGN, nights)<br>"
            "Codes: R refused · H hospital · L leave · N nausea · S sleeping · O other (note overleaf) · Stock checked weekly on Sundays</div>")
    inner = (f"<div class='z75'><div class='cd'><h4>Medication administration record · cycle 02/06–29/06/2025 · 28 days</h4>"
             f"<table class='mar'><tr><th>Medicine · dose · directions</th><th>Time</th>{head}<th>Stock</th></tr>{rows}{prn}</table>"
             "<div style='margin-top:6px;color:#687a72'>Tue 10 Jun 12:00 paracetamol refused (R): said she had no pain; offered again 13:15, taken. Covert administration: not authorised.</div></div>"
             f"{sigs}</div>")
    return _ch(inner, "app.careledger.co.uk/larkfield/residents/LH-0112/mar?cycle=2025-06&zoom=75", "MAR · CareLedger", "Medication (MAR)")


def ch_plan() -> str:
    plan = ("<div class='cd' style='flex:1'><h4>Care plan · reviewed 02/06/2025</h4>"
            "<b>3.1 Communication</b><br>" + _pii("PERSON", "Dorothy", "resident's first name in care plan text") + " is often confused in the afternoon. Speak slowly, face her, check the hearing aid is in and switched on. "
            "Her daughter, " + _pii("PERSON", "Susan Harper", "next of kin named in a sentence of a care plan") + ", is her next of kin and holds LPA for health and welfare; if " + _pii("PERSON", "Dot", "resident's short name in care plan text") + " is unwell or has a fall, ring " + _pii("PERSON", "Susan", "daughter's first name in care plan text") + " on "
            + _pii("PHONE_NUMBER", "07812 447193", "next of kin's mobile written in a sentence of a care plan") + " first, then the son.<br>"
            "<b>3.2 Mobility and falls</b><br>Walks with Zimmer frame and one carer. Sensor mat on at night. Hip protectors. Two falls in last 90 days (25/04, 19/05).<br>"
            "<b>3.3 Eating and drinking</b><br>IDDSI 6. Likes tea with two sugars and a biscuit at 15:00. Target fluid 1,500 ml/day.<br>"
            "<b>3.4 Spiritual needs</b><br>Communion on the first Sunday from " + _pii("PERSON", "Revd Alan Pike", "visiting chaplain's name in a care plan") + " (St Wilfrid's).<br>"
            "<b>3.5 Sleep</b><br>Prefers to go to bed at 21:30 after the news. Door ajar, landing light on.</div>")
    notes = [("10/06 07:40", "Rashid Suleiman", "Settled night, checked 2-hourly. Pad changed 03:00. Donepezil given 22:00."),
             ("10/06 11:05", "Agnieszka Kowal", "Breakfast all eaten. Sat in lounge for music session. Refused 12:00 paracetamol, taken at 13:15."),
             ("10/06 13:50", "Jodie Morrison", "Visit from son " + _pii("PERSON", "Peter", "son's first name in a daily care note") + ". " + _pii("PERSON", "Dot", "resident's short name in a daily care note") + " tearful after he left, reassured with tea and photos."),
             ("09/06 19:30", "Ewa Lis", "Podiatrist came (toenails). Weight 58.4 kg. No concerns.")]
    rows = "".join(f"<div class='note'><div class='h'>{t} · {_pii('PERSON', who, 'staff name above a daily care note')}</div>{txt}</div>" for t, who, txt in notes)
    side = (f"<div class='cd' style='width:430px'><h4>Daily notes</h4>{rows}"
            "<div style='margin-top:10px'>Plan agreed with resident and family 02/06/2025.<br>Senior carer: <span class='sig'>"
            + _pii("PERSON", "J. Morrison", "senior carer's handwriting-style signature under a care plan") + "</span></div></div>")
    return _ch(f"<div style='display:flex;gap:10px'>{plan}{side}</div>", "app.careledger.co.uk/larkfield/residents/LH-0112/careplan", "Care plan · CareLedger", "Care plan")


# ------------------------------------------------------------------------------------------ blindy1: home-care phones
HC_CSS = """
body{background:#d9dee4} .desk{display:flex;justify-content:center;gap:70px;padding-top:14px;height:756px}
.ph{width:340px;height:700px;border:10px solid #111;border-radius:38px;background:#fff;overflow:hidden;position:relative;font-family:"DejaVu Sans",sans-serif;font-size:12.5px;color:#1f2a33}
.sb{height:28px;display:flex;justify-content:space-between;padding:6px 20px 0;font-size:11.5px;font-weight:bold}
.ap{height:42px;background:#6b3fa0;color:#fff;display:flex;align-items:center;gap:8px;padding:0 14px;font-size:13px}
.vs{padding:4px 10px} .v{border-left:4px solid #6b3fa0;background:#f7f3fb;border-radius:6px;padding:6px 9px;margin:6px 0;line-height:1.4} .v .t{font-weight:bold;color:#6b3fa0} .v .m{color:#6c7681;font-size:11px}
.v.dn{border-color:#2e9e5b;background:#f1faf4} .v.nx{border-color:#e0a100;background:#fff8e6}
.cc{margin:8px 10px;border:1px solid #e4dcee;border-radius:10px;padding:8px 11px;line-height:1.5} .cc h4{margin:0 0 3px;font-size:12.5px;color:#6b3fa0} .cc .k{color:#6c7681;font-size:11px;display:block}
.dark .ph{background:#14161a;color:#dde3ea;border-color:#000} .dark .ap{background:#2b1f3d} .dark .cc{border-color:#333a44} .dark .cc h4{color:#c5a6f2} .dark .cc .k{color:#8b96a3}
.tt{width:100%;border-collapse:collapse;font-size:11.5px} .tt td{padding:4px 3px;border-bottom:1px solid #2a3038}
"""


def _hc_phones(left: str, right: str, dark: bool = False) -> str:
    return _win("<span>Screen mirroring · Galaxy A54</span><span style='color:#6c7681'>Brightside Home Care · Carer app</span>",
                f"<div class='desk{' dark' if dark else ''}'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", HC_CSS,
                bar="#1e2228" if dark else "#e8e8e8", fg="#ccc" if dark else "#333")


def hc_visits() -> str:
    sb = "<div class='sb'><span>08:47</span><span>▮▮▮ 4G 81%</span></div>"
    visits = [("07:30–08:00", "dn", "Mr Harold Brigg", "18 Ashfield Terrace, Bramley, Leeds LS13 3DP", "Morning call · meds prompt · breakfast"),
              ("08:15–08:45", "dn", "Mrs Patience Okafor", "Flat 3, 41 Town Street, Armley LS12 3HU", "Personal care · 2 carers (with " + _pii("PERSON", "Dawn", "second carer's first name in a visit list on a phone") + ")"),
              ("09:00–09:45", "nx", "Mrs Eileen Ashworth", "Flat 9, Cedar Court, Victoria Road, Pudsey LS28 7SR", "Personal care · shower · meds"),
              ("12:15–12:45", "", "Mr Tadeusz Nowicki", "7 Raynville Crescent, Leeds LS13 2TF", "Lunch call · check fluids"),
              ("13:30–14:00", "", "Mrs Maureen Cawthorne", "52 Hough Lane, Bramley LS13 3RD", "Shopping drop · welfare check")]
    rows = ""
    for t, cls, who, addr, what in visits:
        rows += (f"<div class='v {cls}'><span class='t'>{t}</span> · {_pii('PERSON', who, 'client name with a title in a carer app visit list on a phone')}<br>"
                 f"{_pii('STREET_ADDRESS', addr, 'client home address in a carer app visit list on a phone')}<div class='m'>{what}</div></div>")
    left = (sb + "<div class='ap'>☰ Today · Tue 10 Jun<span style='margin-left:auto;font-size:11px'>" + _pii("DENY_LIST", "Oluwaseun T. Bakare", "deny-listed Yoruba name with an initial for its second given name in a carer app header on a phone") + "</span></div>"
            "<div style='padding:6px 12px;color:#6c7681;font-size:11px'>8 visits · 5 h 45 min · run B (Bramley/Pudsey) · travel 38 min</div>"
            f"<div class='vs'>{rows}</div>")
    right = (sb + "<div class='ap'>‹ Client · 09:00 visit</div><div class='cc'><h4>" + _pii("PERSON", "Eileen Ashworth", "client's name on a client card in a carer app") + "</h4>"
             "<span class='k'>Phone</span>" + _pii("PHONE_NUMBER", "0113 255 8047", "client's landline on a client card in a carer app")
             + "<span class='k'>Access</span>Key safe left of the front door, code " + _pii("SECRET_VALUE", "4721", "key-safe code in a client's access notes on a phone")
             + ". Building door code " + _pii("SECRET_VALUE", "C1985", "sheltered housing door code in a client's access notes on a phone") + ", lift to 2nd floor."
             "<span class='k'>Next of kin</span>" + _pii("PERSON", "Graham Ashworth", "client's son as `Name (son) phone` on a client card") + " (son) " + _pii("PHONE_NUMBER", "07934 118 206", "son's mobile in a `Name (son) phone` line on a client card")
             + "<span class='k'>GP</span>Robin Lane Medical Centre, Pudsey · 0113 209 9500</div>"
             "<div class='cc'><h4>Tasks</h4>☐ Shower (seat in bath) · ☐ Apply Zerobase to legs · ☐ Prompt blister pack 09:00 · ☐ Empty commode · ☐ Record fluids</div>"
             "<div class='cc'><h4>Alerts</h4>Lives alone · diabetic (diet) · hard of hearing: knock loudly and call out · dog: none</div>")
    return _hc_phones(left, right)


def hc_notes() -> str:
    sb = "<div class='sb'><span>12:52</span><span>▮▮▮ 4G 64%</span></div>"
    left = (sb + "<div class='ap'>‹ Visit note · 12:15</div><div class='cc'><h4>" + _pii("PERSON", "Mr Tadeusz Nowicki", "client's name with a title above a visit note in a dark carer app") + "</h4>"
            "Arrived 12:18, no answer at first. Entrance code for the block is " + _pii("SECRET_VALUE", "2580#", "block entrance code typed in a visit note in a dark carer app")
            + ". His neighbour " + _pii("PERSON", "Mrs Joan Pratt", "neighbour's name with a title in a visit note in a dark carer app") + " at no. 9 has a spare key, landline "
            + _pii("PHONE_NUMBER", "0113 257 9034", "neighbour's landline in a visit note in a dark carer app") + ", she let me in. " + _pii("PERSON", "Tadeusz", "client's first name in a dark visit note") + " was in the garden, fine. "
            "Made soup and a sandwich, ate half. Fluids 350 ml. Asked for his daughter " + _pii("PERSON", "Kasia", "client's daughter's first name in a visit note") + " to ring him tonight.<br><br>"
            "<span class='k'>Signed</span>" + _pii("DENY_LIST", "O. T. Bakare", "deny-listed name as initials and surname signing a visit note in a dark carer app") + " · 12:46</div>"
            "<div class='cc'><h4>Outcome</h4>Tasks 4/4 · medication: none due · concern raised: no · next visit 17:30 (" + _pii("PERSON", "Dawn", "next carer's first name in a dark visit note") + ")</div>")
    trips = [("07:30", "Brigg", "Okafor", "1.4 mi"), ("08:45", "Okafor", "Ashworth", "2.9 mi"), ("09:45", "Ashworth", "", "3.6 mi"), ("12:00", "", "Nowicki", "3.1 mi")]

    def end(n: str) -> str:
        return _pii("PERSON", n, "client's surname in a dark timesheet's trips") if n else "office"
    trows = "".join(f"<tr><td>{a}</td><td>{end(b)} → {end(c)}</td><td style='text-align:right'>{d}</td></tr>" for a, b, c, d in trips)
    right = (sb + "<div class='ap'>Timesheet · week 24</div><div class='cc'><h4>" + _pii("DENY_LIST", "BAKARE, Oluwaseun Temitope", "deny-listed Yoruba name surname first in capitals in a dark timesheet") + "</h4>"
             "<span class='k'>Log-in</span>" + _pii("ACCOUNT_NAME", "obakare", "carer's log-in in a dark timesheet on a phone")
             + "<span class='k'>Car</span>" + _pii("ID_NUMBER", "YK19 XRT", "carer's car number plate in a dark timesheet on a phone") + " · business insurance ✔"
             "<span class='k'>Hours this week</span>22 h 15 min · £12.60/h weekday · £14.10/h weekend"
             "<span class='k'>Mileage</span>11.0 mi today · 45p per mile</div>"
             f"<div class='cc'><h4>Trips today</h4><table class='tt'>{trows}</table></div>"
             "<div class='cc'><h4>Office</h4>Brightside Home Care, Unit 4 Kirkstall Industrial Park, Leeds LS5 3BT<br>On call 0113 278 4410</div>")
    return _hc_phones(left, right, dark=True)


# ------------------------------------------------------------------------------------------------ blindy2: nursery
NU_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#fbf7ef;color:#2d2a26;font-size:12.5px}
.nh{height:48px;background:#f29f3a;color:#fff;display:flex;align-items:center;gap:20px;padding:0 18px} .nh b{font-size:16px}
.nw{display:flex;gap:12px;padding:10px 14px;height:708px;overflow:hidden}
.pn{background:#fff;border:1px solid #eadfcd;border-radius:10px;padding:10px 14px;line-height:1.55}
.pn h4{margin:0 0 6px;font-size:13.5px;color:#b86a10} .pn .k{color:#857a6c;font-size:11px;display:inline-block;width:110px}
.cols{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
.pc{border:1px solid #eadfcd;border-radius:10px;padding:8px;text-align:center;line-height:1.45;background:#fffdf9}
.pic{width:96px;height:96px;margin:0 auto 6px;border-radius:8px;background:#cfe3f0;position:relative;overflow:hidden}
.pic .hd{position:absolute;left:33px;top:16px;width:30px;height:34px;border-radius:50%;background:#e3b996} .pic .bo{position:absolute;left:18px;top:54px;width:60px;height:50px;border-radius:30px 30px 0 0;background:#5c7a4a}
.pic .hr{position:absolute;left:29px;top:11px;width:38px;height:20px;border-radius:18px 18px 6px 6px;background:#4a3424}
.cap{font-size:11.5px;color:#4b463f} .pw{display:inline-block;margin-top:3px;background:#fff3d6;border-radius:6px;padding:1px 6px;font-size:11.5px}
.no{border:1px solid #f3b4b0;background:#fff4f3;border-radius:8px;padding:7px 10px;margin-top:10px}
.rg{width:100%;border-collapse:collapse;font-size:12px} .rg th{background:#fdf0dc;text-align:left;padding:6px 7px;color:#857a6c;font-size:11px} .rg td{padding:5px 7px;border-bottom:1px solid #f2ebde;vertical-align:middle}
.hw{font-family:"DejaVu Serif",serif;font-style:italic;font-size:18px;color:#1f3f9a;display:inline-block;transform:rotate(-3deg) skewX(-12deg)}
"""


def _nu(inner: str, url: str, tab: str) -> str:
    head = ("<div class='nh'><b>Little Acorns Day Nursery</b><span>Children</span><span>Register</span><span>Messages</span><span>Invoices</span>"
            "<span style='margin-left:auto'>Hedgehogs room (2–3 yrs) · ratio 1:4 · 11 in today</span></div>")
    return _page(url, tab, head + f"<div class='nw'>{inner}</div>", NU_CSS)


def _pic(hair: str = "#4a3424", top: str = "#5c7a4a") -> str:
    return f"<div class='pic'><div class='bo' style='background:{top}'></div><div class='hd'></div><div class='hr' style='background:{hair}'></div></div>"


def nu_collect() -> str:
    child = ("<div class='pn' style='width:330px;flex:none'><h4>Child</h4>"
             "<span class='k'>Name</span><b>" + _pii("PERSON", "Zofia Wiśniewska", "child's name in a nursery app") + "</b><br>"
             "<span class='k'>Date of birth</span>" + _pii("DATE_OF_BIRTH", "17/08/2022", "child's date of birth in a nursery app") + "<br>"
             "<span class='k'>Room</span>Hedgehogs · key person " + _pii("PERSON", "Chloe Dunn", "key person's name in a nursery app") + "<br>"
             "<span class='k'>Sessions</span>Mon–Wed 08:00–18:00 · 30 h funded + £68.50/day<br>"
             "<span class='k'>Allergies</span>None known · dairy-free lunch by parent request<br>"
             "<span class='k'>Mum's e-mail</span>" + _pii("EMAIL_ADDRESS", "marta.wisniewska@outlook.com", "mother's e-mail in a nursery app") + "<br>"
             "<span class='k'>Dad's e-mail</span>" + _pii("EMAIL_ADDRESS", "pawel.w.bristol@gmail.com", "father's e-mail in a nursery app") + "<br>"
             "<span class='k'>Photos consent</span>Learning journal yes · website no · social media no<br><br>"
             "<h4>Nursery</h4>5 Cranbrook Road, Redland, Bristol BS6 7BP<br>0117 942 6618 · Ofsted EY481230<br>Open 07:45–18:15 · late fee £10 per 10 min</div>")
    people = [("PERSON", "Marta Wiśniewska", "mum", "+44 7451 208 337", "#2e2119", "#a04a5a", ""),
              ("PERSON", "Paweł Wiśniewski", "dad", "07388 614 902", "#3b2a1e", "#2d5d7b", ""),
              ("PERSON", "Halina Nowak", "grandma", "07923 550 146", "#d8d8d8", "#7a5c8a", "bluebird"),
              ("PERSON", "Tom &amp; Priya Carver", "neighbours, Wednesdays only", "07701 338 519", "#6b4a2b", "#c07a2c", "bluebird")]
    cards = ""
    for k, name, rel, ph, hair, top, pw in people:
        shown = _pii(k, name, "authorised collectors written as a couple with `&` under a photo in a nursery app", value="Tom & Priya Carver") if "&amp;" in name else _pii(k, name, f"authorised collector's name as `Name ({rel})` under a photo in a nursery app")
        pwd = ("<br><span class='pw'>password: " + _pii("SECRET_VALUE", pw, "nursery collection password under a collector's photo") + "</span>") if pw else ""
        cards += (f"<div class='pc'>{_pic(hair, top)}<b>{shown}</b> <span class='cap'>({rel})</span><br>"
                  f"{_pii('PHONE_NUMBER', ph, 'collector mobile under a photo in a nursery app')}{pwd}<br><span class='cap'>Photo ID seen ✔</span></div>")
    auth = ("<div class='pn' style='flex:1'><h4>Who can collect " + _pii("PERSON", "Zofia", "child's first name in a panel heading") + "</h4><div class='cols'>" + cards
            + "<div class='pc' style='display:flex;align-items:center;justify-content:center;color:#857a6c'>+ Add a person<br>(parents only)</div></div>"
            "<div class='no'><b>Must NOT collect:</b> " + _pii("PERSON", "Daniel Frost", "person barred from collecting a child in a nursery app")
            + " — see safeguarding file (court order 03/2025). If he arrives, keep " + _pii("PERSON", "Zofia", "child's first name in a safeguarding note") + " in the room and call the manager and 999.</div>"
            "<div style='margin-top:8px;color:#857a6c'>Other family on the same password: " + _pii("PERSON", "Oskar Wiśniewski", "sibling's name in a nursery app") + " (Badgers room). "
            "Family password for the " + _pii("PERSON", "Lindgren", "another family's surname in a nursery note") + " children is " + _pii("SECRET_VALUE", "marmalade", "second family's collection password in a sentence") + ".</div></div>")
    return _nu(child + auth, "app.nurseryboard.co.uk/little-acorns/children/ZW-2208/collection", "Collection · Nurseryboard")


def nu_register() -> str:
    kids = [("Zofia Wiśniewska", "17:42", "Halina Nowak", "H. Nowak"), ("Reuben Ashby", "16:05", "Claire Ashby", "C Ashby"),
            ("Amara Nwosu", "17:10", "Ifeoma Nwosu", "I. Nwosu"), ("Freddie Lamb", "15:30", "Gary Lamb", "G.Lamb"),
            ("Isla McKenna", "17:55", "Niamh McKenna", "N McKenna"), ("Yusuf Rahman", "—", "", "")]
    rows = ""
    for child, out, who, sig in kids:
        by = _pii("PERSON", who, "collector's name in a nursery sign-out register") if who else "<span style='color:#857a6c'>still in</span>"
        s = f"<span class='hw'>{_pii('PERSON', sig, 'parent handwriting-style signature in a nursery sign-out register')}</span>" if sig else ""
        rows += (f"<tr><td>{_pii('PERSON', child, 'child name in a nursery sign-out register')}</td><td>08:0{len(child) % 9}</td><td>36.{5 + len(child) % 4}°C</td>"
                 f"<td>{'all' if len(child) % 2 else 'most'}</td><td>12:40–{'14:05' if len(child) % 3 else '13:50'}</td><td>{out}</td><td>{by}</td><td>{s}</td><td>{'✔' if who else ''}</td></tr>")
    reg = ("<div class='pn' style='flex:1'><h4>Sign-out register · Tue 10 Jun 2025 · Hedgehogs</h4>"
           f"<table class='rg'><tr><th>Child</th><th>In</th><th>Temp</th><th>Lunch</th><th>Nap</th><th>Out</th><th>Collected by</th><th>Signature</th><th>Password</th></tr>{rows}</table>"
           "<div style='margin-top:8px;color:#857a6c'>Staff on shift: 4 · room ratio met all day · fire drill 10:30 (2 min 40 s) · next parents' evening Thu 26 Jun 18:30</div></div>")
    msgs = ("<div class='pn' style='width:360px;flex:none'><h4>Messages</h4>"
            "<b>" + _pii("PERSON", "Claire Ashby", "parent name as a message sender in a nursery app") + "</b> · 13:12<br>"
            "Hi! My neighbour " + _pii("PERSON", "Sandra Oyelaran", "neighbour named in a parent's message to a nursery") + " will pick up " + _pii("PERSON", "Reuben", "child's first name in a parent's message") + " on Friday as I'm in London. "
            "Her mobile is " + _pii("PHONE_NUMBER", "07562 019 884", "neighbour's mobile in a parent's message to a nursery") + " and she'll give the password "
            + _pii("SECRET_VALUE", "tangerine", "collection password written in a parent's message to a nursery") + ". Thanks, " + _pii("PERSON", "Claire", "parent's first name signing a message") + "<br><br>"
            "<b>Little Acorns</b> · 13:40<br>Thanks " + _pii("PERSON", "Claire", "parent's first name in a nursery's reply") + ", added for Fri 13 Jun only. Please bring a spare vest, " + _pii("PERSON", "Reuben", "child's first name in a nursery's reply") + "'s peg is empty. 🙂<br><br>"
            "<b>Room news</b><br>This week: mini-beasts, painting with sponges, story: <i>The Very Hungry Caterpillar</i>. Sun cream please (factor 50).</div>")
    return _nu(reg + msgs, "app.nurseryboard.co.uk/little-acorns/register/2025-06-10?room=hedgehogs", "Register · Nurseryboard")


# ----------------------------------------------------------------------------------------- blindy3: Czech social work
CZ_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#eef1f6;color:#1c2430;font-size:12.5px}
.zh{height:46px;background:#233e7a;color:#fff;display:flex;align-items:center;gap:20px;padding:0 18px} .zh b{font-size:15px}
.zw{display:flex;gap:12px;padding:10px 14px;height:710px;overflow:hidden}
.ls{width:250px;flex:none;background:#fff;border:1px solid #d6dce6;border-radius:6px;font-size:12px} .ls div{padding:7px 10px;border-bottom:1px solid #eef1f5} .ls .on{background:#e3ebfa}
.zc{background:#fff;border:1px solid #d6dce6;border-radius:6px;padding:10px 14px;line-height:1.6}
.zc h4{margin:0 0 6px;font-size:13px;color:#233e7a;border-bottom:1px solid #e6eaf1;padding-bottom:3px} .zc .k{color:#667386;font-size:11.5px;display:inline-block;width:150px}
.z150{transform:scale(1.5);transform-origin:0 0;width:853px;padding:8px 12px}
.tx{font-family:"Liberation Serif",serif;font-size:14px;line-height:1.5}
"""


def _cz(inner: str, url: str, tab: str) -> str:
    head = ("<div class='zh'><b>Sociální agenda</b><span>Městský úřad Kolín · odbor sociálních věcí</span><span>Klienti</span><span>Spisy</span><span>Úkoly</span>"
            "<span style='margin-left:auto'>Přihlášen: " + _pii("PERSON", "Bc. Lenka Horáková", "social worker's name with a degree in an office app header") + "</span></div>")
    return _page(url, tab, head + inner, CZ_CSS)


def cz_file(rc: str, acct: str) -> str:
    clients = [("DENY_LIST", "Řezníčková Květoslava", "SPIS 2025/0412"), ("PERSON", "Dvořák Miroslav", "SPIS 2025/0388"), ("PERSON", "Pokorná Jarmila", "SPIS 2024/1190"),
               ("PERSON", "Šimek Bohuslav", "SPIS 2025/0107"), ("PERSON", "Bartošová Ludmila", "SPIS 2025/0455"), ("PERSON", "Kučera Antonín", "SPIS 2024/0932")]
    ls = "".join(f"<div class='{'on' if k == 'DENY_LIST' else ''}'>{_pii(k, n, 'deny-listed Czech name surname first in a client list' if k == 'DENY_LIST' else 'client name surname first in a social work client list')}<br>"
                 f"<span style='color:#667386;font-size:11px'>{s}</span></div>" for k, n, s in clients)
    card = ("<div class='zc' style='flex:1'><h4>Osobní údaje klienta</h4>"
            "<span class='k'>Jméno a příjmení</span><b>" + _pii("DENY_LIST", "Květoslava Řezníčková", "deny-listed Czech name as written in a client file") + "</b><br>"
            "<span class='k'>Příjmení, jméno</span>" + _pii("DENY_LIST", "ŘEZNÍČKOVÁ Květoslava", "deny-listed Czech name surname first in capitals in a client file") + "<br>"
            "<span class='k'>Rodné číslo</span>" + _pii("ID_NUMBER", rc, "Czech birth number with its slash in a client file") + "<br>"
            "<span class='k'>Datum narození</span>" + _pii("DATE_OF_BIRTH", "23. 8. 1957", "date of birth with spaces in a Czech client file") + "<br>"
            "<span class='k'>Trvalé bydliště</span>" + _pii("STREET_ADDRESS", "Politických vězňů 1419, 280 02 Kolín", "client's home address in a Czech client file") + "<br>"
            "<span class='k'>Telefon</span>" + _pii("PHONE_NUMBER", "+420 604 318 772", "client's mobile in a Czech client file") + "<br>"
            "<span class='k'>Kontaktní osoba</span>" + _pii("PERSON", "Ing. Petr Řezníček", "son as `Name (syn) phone` in a Czech client file") + " (syn) " + _pii("PHONE_NUMBER", "737 205 914", "son's mobile in a `Name (syn) phone` line") + "<br>"
            "<span class='k'>Číslo účtu (PnP)</span>" + _pii("ID_NUMBER", acct, "Czech bank account number with its bank code in a client file") + "<br><br>"
            "<h4>Dávky a služby</h4><span class='k'>Příspěvek na péči</span>II. stupeň (středně těžká závislost) · 4 400 Kč měsíčně od 1. 3. 2025<br>"
            "<span class='k'>Pečovatelská služba</span>Domov Kolín, o. p. s. · 3× týdně · oběd, nákup · 135 Kč/h<br>"
            "<span class='k'>Zdravotní stav</span>po CMP (2023), diabetes 2. typu, chodítko<br>"
            "<span class='k'>Spis</span>SPIS 2025/0412 · založen 14. 1. 2025 · příští šetření do 30. 9. 2025</div>")
    side = ("<div class='zc' style='width:330px;flex:none'><h4>Úkoly</h4>☐ Zaslat oznámení o výši příspěvku (do 20. 6.)<br>☐ Domluvit odlehčovací službu na srpen<br>☑ Šetření v domácnosti 5. 6. 2025<br><br>"
            "<h4>Pracoviště</h4>Městský úřad Kolín, odbor sociálních věcí<br>Karlovo náměstí 78, 280 12 Kolín<br>tel. 321 748 111 · podatelna@mukolin.cz<br>Úřední hodiny Po a St 8–17 h</div>")
    return _cz(f"<div class='zw'><div class='ls'>{ls}</div>{card}{side}</div>", "agenda.mukolin.cz/klienti/2025-0412", "Klient · Sociální agenda")


def cz_notes() -> str:
    text = ("<div class='zc tx'><h4 style='font-family:\"DejaVu Sans\",sans-serif'>Záznam ze sociálního šetření · 5. 6. 2025 · SPIS 2025/0412</h4>"
            "V 9:30 jsem navštívila " + _pii("DENY_LIST", "paní Řezníčkovou", "deny-listed Czech surname declined after `paní` in free-text case notes at 150 %") + " v jejím bytě ve 3. patře (bez výtahu). "
            "Přítomen byl syn " + _pii("PERSON", "Petr", "son's first name in Czech case notes at 150 %") + ", který dojíždí z Prahy každý druhý víkend. "
            "Klientka se pohybuje s chodítkem, při hygieně potřebuje dohled. Nákupy jí zajišťuje sousedka " + _pii("PERSON", "Hana Vondrová", "neighbour's name in Czech case notes at 150 %")
            + " (tel. " + _pii("PHONE_NUMBER", "605 227 480", "neighbour's mobile in brackets in Czech case notes at 150 %") + "). "
            "Syn žádá, aby písemnosti chodily i na jeho e-mail " + _pii("EMAIL_ADDRESS", "petr.reznicek@seznam.cz", "son's e-mail in Czech case notes at 150 %") + ".<br>"
            "Dohodnuto: pečovatelská služba 3× týdně (oběd, nákup), od července navýšení o úklid 1× týdně. Doporučeno podat žádost o zvýšení příspěvku na péči. "
            "Podpis " + _pii("DENY_LIST", "paní Řezníčkové", "deny-listed Czech surname in the genitive after `paní` in case notes at 150 %") + " na souhlasu se zpracováním údajů získán, originál ve spisu.<br>"
            "Zapsala: " + _pii("PERSON", "Bc. Lenka Horáková", "social worker's name signing Czech case notes at 150 %") + ", sociální pracovnice · kontrola: "
            + _pii("DENY_LIST", "K. Řezníčková", "deny-listed Czech name with an initial in case notes at 150 %") + " – podpis viz příloha 2</div>")
    return _cz(f"<div style='height:756px;overflow:hidden'><div class='z150'>{text}</div></div>", "agenda.mukolin.cz/spisy/2025-0412/zaznamy/3?zoom=150", "Záznam · Sociální agenda")


# ----------------------------------------------------------------------------------------------- blindy4: Brussels vet
VT_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#eaf2f3;color:#1b2b2e;font-size:12.5px}
.vh{height:44px;background:#0f6f74;color:#fff;display:flex;align-items:center;gap:18px;padding:0 16px} .vh b{font-size:15px}
.z125{transform:scale(1.25);transform-origin:0 0;width:1024px}
.vw{display:flex;gap:10px;padding:8px 12px}
.vc{background:#fff;border:1px solid #cfe0e2;border-radius:6px;padding:8px 12px;line-height:1.55}
.vc h4{margin:0 0 4px;font-size:13px;color:#0f6f74;border-bottom:1px solid #e3eeef;padding-bottom:3px} .vc .k{color:#5f7579;font-size:11px;display:inline-block;width:112px}
.vt{width:100%;border-collapse:collapse;font-size:11.5px} .vt td,.vt th{padding:3px 5px;border-bottom:1px solid #edf3f4;text-align:left} .vt th{color:#5f7579;font-size:10.5px}
.sms{background:#e9f7ef;border-radius:12px;padding:8px 11px;margin-top:6px;line-height:1.45}
"""


def _vt(inner: str, url: str, tab: str, zoom: bool) -> str:
    head = ("<div class='vh'><b>VetDesk</b><span>Clinique vétérinaire des Étangs</span><span>Agenda</span><span>Patients</span><span>Caisse</span>"
            "<span style='margin-left:auto'>Dr " + _pii("PERSON", "Claire Dumont", "vet's name in a vet software header") + " · mar. 10/06</span></div>")
    body = f"<div class='z125'>{inner}</div>" if zoom else inner
    return _page(url, tab, f"<div style='height:756px;overflow:hidden'>{head}{body}</div>", VT_CSS)


def vt_record() -> str:
    owner = ("<div class='vc' style='width:410px;flex:none'><h4>Propriétaire</h4>"
             "<span class='k'>Nom</span><b>" + _pii("DENY_LIST", "SASAKI Miho", "deny-listed Japanese name in romaji surname first in capitals in a vet record at 125 %") + "</b> (Mme)<br>"
             "<span class='k'>Adresse</span>" + _pii("STREET_ADDRESS", "Rue de la Brasserie 57 boîte 3, 1050 Ixelles", "owner's address with its `boîte` in a Belgian vet record at 125 %") + "<br>"
             "<span class='k'>GSM</span>" + _pii("PHONE_NUMBER", "+32 478 61 23 94", "owner's mobile beside a microchip number in a vet record at 125 %") + "<br>"
             "<span class='k'>Puce (Kuro)</span>981 098 104 526 713<br>"
             "<span class='k'>E-mail</span>" + _pii("EMAIL_ADDRESS", "miho.sasaki@skynet.be", "owner's e-mail in a Belgian vet record at 125 %") + "<br>"
             "<span class='k'>2e contact</span>" + _pii("PERSON", "Thomas Verhaegen", "partner as `Name (conjoint) phone` in a vet record at 125 %") + " (conjoint) " + _pii("PHONE_NUMBER", "0495 72 40 18", "partner's mobile in a `Name (conjoint) phone` line") + "<br>"
             "<span class='k'>Langue</span>FR / EN · rappels par SMS<br>"
             "<span class='k'>Solde</span>0,00 € · client depuis 2019</div>")
    pet = ("<div class='vc' style='flex:1'><h4>Patient · Kuro</h4>"
           "<span class='k'>Espèce · race</span>Chien · Shiba Inu, noir et feu<br><span class='k'>Sexe</span>Mâle castré<br>"
           "<span class='k'>Né le</span>14/03/2019 (6 ans)<br><span class='k'>Poids</span>10,4 kg (10/06) · 10,9 kg (12/2024)<br>"
           "<span class='k'>Passeport UE</span>BE 0111-284906<br><span class='k'>Vaccins</span>DHPPi-L4 02/2025 ✔ · Rage 02/2025 ✔ · toux du chenil 06/2024 ⚠<br>"
           "<span class='k'>Alertes</span>Mord à l'examen des oreilles · muselière</div>")
    dumont = "Dr " + _pii("PERSON", "Dumont", "vet's surname in a visit history at 125 %")
    visits = [("10/06/2025", "Consultation · otite externe droite, Otomax", dumont, "48,50 €"),
              ("18/02/2025", "Vaccination annuelle + bilan", "Dr " + _pii("PERSON", "Pieter Claes", "second vet's name in a visit history at 125 %"), "72,00 €"),
              ("03/12/2024", "Détartrage sous anesthésie", dumont, "265,00 €"),
              ("11/06/2024", "Toux du chenil (vaccin intranasal)", "Dr " + _pii("PERSON", "Claes", "vet's surname in a visit history at 125 %"), "39,00 €")]
    rows = "".join(f"<tr><td>{d}</td><td>{t}</td><td>{w}</td><td>{a}</td></tr>" for d, t, w, a in visits)
    hist = (f"<div class='vc' style='margin:0 12px'><h4>Historique</h4><table class='vt'><tr><th>Date</th><th>Acte</th><th>Vétérinaire</th><th>Montant</th></tr>{rows}</table></div>")
    return _vt(f"<div class='vw'>{owner}{pet}</div>{hist}", "vetdesk.be/etangs/patients/4471?zoom=125", "Kuro · VetDesk", True)


def vt_dogid(nn: str, iban: str) -> str:
    form = ("<div class='vc' style='flex:1'><h4>DogID · enregistrement / changement de responsable</h4>"
            "<span class='k'>Animal</span>Kuro · Shiba Inu · puce 981 098 104 526 713<br>"
            "<span class='k'>Ancien responsable</span>Élevage du Mont Kōya, Rue des Tilleuls 8, 5100 Jambes (éleveur agréé HK 2231)<br>"
            "<span class='k'>Nouveau responsable</span>" + _pii("DENY_LIST", "Mme Miho Sasaki", "deny-listed Japanese name in romaji after `Mme` in a dog register form") + "<br>"
            "<span class='k'>N° registre national</span><b>" + _pii("ID_NUMBER", nn, "Belgian national register number in a dog register form") + "</b><br>"
            "<span class='k'>E-mail du responsable</span>" + _pii("EMAIL_ADDRESS", "m.sasaki.bxl@gmail.com", "owner's second e-mail in a dog register form") + "<br>"
            "<span class='k'>Date d'effet</span>10/06/2025 · frais d'enregistrement 6,00 €<br>"
            "<span class='k'>Statut</span>Envoyé à DogID · accusé de réception 10/06 11:42<br><br>"
            "<h4>Remboursement</h4>Trop-perçu de 20,00 € (acompte détartrage) remboursé sur le compte<br>"
            "<span class='k'>IBAN</span><span class='mono'>" + _pii("IBAN_CODE", iban, "owner's Belgian IBAN for a refund in a vet's software") + "</span><br>"
            "<span class='k'>Communication</span>+++090/4471/00256+++</div>")
    side = ("<div class='vc' style='width:420px;flex:none'><h4>Rappel SMS programmé</h4><div class='sms'>Bonjour " + _pii("DENY_LIST", "Mme Sasaki", "deny-listed surname after `Mme` in a reminder SMS preview")
            + ", le rappel du vaccin toux du chenil de Kuro est dû. Prenez rendez-vous au 02 640 18 77. Clinique des Étangs</div>"
            "<div style='color:#5f7579;font-size:11px;margin-top:3px'>envoi prévu 11/06 09:00 · 160 caractères</div><br>"
            "<h4>Clinique</h4>Clinique vétérinaire des Étangs SRL<br>Chaussée de Boondael 412, 1050 Ixelles<br>02 640 18 77 · urgences 24 h/24<br>TVA BE 0712.448.209<br><br>"
            "<h4>Tarifs</h4>Consultation 38,00 € · vaccin 34,00 € · puce + DogID 45,00 €</div>")
    return _vt(f"<div class='vw' style='padding:10px 14px'>{form}{side}</div>", "vetdesk.be/etangs/patients/4471/dogid", "DogID · VetDesk", False)


# ------------------------------------------------------------------------------------------------ blindy5: PL pharmacy
PL_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f1f4f1;color:#1d271f;font-size:12.5px}
.ah{height:46px;background:#1d7a3a;color:#fff;display:flex;align-items:center;gap:18px;padding:0 18px} .ah b{font-size:15px}
.z80{transform:scale(.8);transform-origin:0 0;width:1600px;padding:10px 14px}
.q{width:100%;border-collapse:collapse;background:#fff;font-size:13px} .q th{background:#e7f0e9;text-align:left;padding:7px 8px;font-size:12px;color:#4d5f52} .q td{padding:7px 8px;border-bottom:1px solid #e9efea;vertical-align:top}
.q .now td{background:#fff8dc}
.aw{display:flex;gap:12px;padding:10px 14px;height:710px;overflow:hidden}
.ac{background:#fff;border:1px solid #d5e1d8;border-radius:6px;padding:10px 14px;line-height:1.55}
.ac h4{margin:0 0 6px;font-size:13px;color:#1d7a3a;border-bottom:1px solid #e6eee8;padding-bottom:3px}
.f label{display:block;color:#5d6e61;font-size:11px} .f .in{border:1px solid #c7d5ca;border-radius:4px;padding:4px 7px;background:#fbfdfb;margin-bottom:7px}
.narrow{width:150px}
"""


def _pl(inner: str, url: str, tab: str) -> str:
    head = ("<div class='ah'><b>KS-Apteka</b><span>Apteka Pod Lipami</span><span>Sprzedaż</span><span>e-Recepta</span><span>Magazyn</span>"
            "<span style='margin-left:auto'>Stanowisko 2 · mgr farm. " + _pii("PERSON", "Agata Lewandowska", "pharmacist's name in a pharmacy system header") + "</span></div>")
    return _page(url, tab, head + inner, PL_CSS)


def pl_queue() -> str:
    q = [("A017", "MAZUREK Janina", "Metformax 850, Bisocard 5, Polpril 5", "30% / R", "27,84 zł", "now"),
         ("A018", "KRAWCZYK Zbigniew", "Xarelto 20 mg ×28", "30%", "112,41 zł", ""),
         ("A019", "DUDEK Małgorzata", "Euthyrox N 75 ×50", "R", "6,12 zł", ""),
         ("A020", "ZIELIŃSKI Tomasz", "Amoksiklav 1 g ×14", "100%", "31,90 zł", ""),
         ("A021", "WÓJCIK Helena", "Ventolin inh., Berodual", "S (65+)", "0,00 zł", ""),
         ("A022", "KAMIŃSKA Oliwia", "Letrox 50, Folik", "ciąża (P)", "0,00 zł", "")]
    rows = ""
    for t, n, m, r, p, cls in q:
        code = (" · kod " + _pii("SECRET_VALUE", "4830", "four-digit e-prescription access code in a pharmacy queue at 80 %")) if cls else ""
        rows += f"<tr class='{cls}'><td><b>{t}</b></td><td>{_pii('PERSON', n, 'patient name surname first in capitals in a pharmacy queue at 80 %')}{code}</td><td>{m}</td><td>{r}</td><td>{p}</td><td>{'w obsłudze' if cls else 'oczekuje'}</td></tr>"
    inner = (f"<div class='z80'><div class='ac'><h4>Kolejka e-recept · wtorek 10.06.2025 · 11:18</h4>"
             f"<table class='q'><tr><th>Bilet</th><th>Pacjent</th><th>Leki</th><th>Odpłatność</th><th>Do zapłaty</th><th>Status</th></tr>{rows}</table>"
             "<div style='margin-top:8px;color:#5d6e61'>Średni czas obsługi 3 min 40 s · 2 stanowiska otwarte · braki: Ozempic 0,25 mg (zamówione, dostawa 12.06), Clexane 40 ×10<br>"
             "Apteka Pod Lipami, ul. Długa 14, 31-146 Kraków · tel. 12 421 33 90 · czynne pn–pt 8–20, sob 9–14</div></div></div>")
    return _pl(inner, "ks-apteka.local/erecepta/kolejka?zoom=80", "Kolejka · KS-Apteka")


def pl_rx(pesel: str, pl_id: str) -> str:
    pat = ("<div class='ac f' style='width:360px;flex:none'><h4>Pacjent</h4>"
           "<label>Imię i nazwisko</label><div class='in'>" + _pii("PERSON", "Pani Janina Mazurek", "patient's name with `Pani` in an e-prescription") + "</div>"
           "<label>PESEL</label><div class='in mono'>" + _pii("ID_NUMBER", pesel, "PESEL in a form field of an e-prescription") + "</div>"
           "<div style='display:flex;gap:10px'><div><label>Adres</label><div class='in narrow'>" + _pii("STREET_ADDRESS", "ul. Księcia Józefa 117 m. 4, 30-206 Kraków", "patient's address wrapped in a narrow column of an e-prescription") + "</div></div>"
           "<div><label>Uprawnienia</label><div class='in'>S (75+) dla 2 leków</div></div></div>"
           "<h4>Odbiera</h4><label>Osoba upoważniona</label><div class='in'>" + _pii("PERSON", "Ewa Mazurek-Stach", "daughter collecting as `Name (córka)` in an e-prescription") + " (córka)</div>"
           "<label>Dowód osobisty</label><div class='in mono'>" + _pii("ID_NUMBER", pl_id, "Polish identity card number of a person collecting a prescription") + "</div></div>")
    items = [("Metformax 850 mg, 60 tabl.", "1 op.", "1 tabl. 2× dziennie", "30%", "7,11 zł"), ("Bisocard 5 mg, 30 tabl.", "1 op.", "1 tabl. rano", "S", "0,00 zł"),
             ("Polpril 5 mg, 28 kaps.", "2 op.", "1 kaps. wieczorem", "S", "0,00 zł"), ("Acard 75 mg, 60 tabl.", "1 op.", "1 tabl. po obiedzie", "100%", "8,49 zł")]
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td><td>{e}</td></tr>" for a, b, c, d, e in items)
    rx = ("<div class='ac' style='flex:1'><h4>e-Recepta nr 0306 0000 5821 4472 1930 · wystawiona 06.06.2025</h4>"
          f"<table class='q'><tr><th>Lek</th><th>Ilość</th><th>Dawkowanie</th><th>Odpł.</th><th>Cena</th></tr>{rows}</table><br>"
          "<b>Wystawca:</b> lek. " + _pii("PERSON", "Tomasz Wrona", "prescribing doctor's name in an e-prescription") + ", specjalista medycyny rodzinnej<br>"
          "Przychodnia Salwator, ul. Świętej Bronisławy 5, 30-114 Kraków · tel. 12 427 18 40 · REGON 356812447<br><br>"
          "<b>Razem do zapłaty:</b> 15,60 zł · gotówka / karta · paragon nr 2025/06/10/0417<br>"
          "<span style='color:#5d6e61'>Realizacja częściowa: nie · zamiennik Metformax → Siofor 850 zaproponowany, pacjentka odmówiła</span></div>")
    return _pl(f"<div class='aw'>{pat}{rx}</div>", "ks-apteka.local/erecepta/realizacja/A017", "Realizacja · KS-Apteka")


# ---------------------------------------------------------------------------------------- blindy6: Japanese welfare
JP_CSS = """
body{font-family:"IPAPGothic","IPAGothic","DejaVu Sans",sans-serif;background:#f4f3ef;color:#222;font-size:13px}
.jh{height:44px;background:#34495e;color:#fff;display:flex;align-items:center;gap:18px;padding:0 16px} .jh b{font-size:15px}
.jw{display:flex;gap:12px;padding:10px 14px}
.fm{background:#fff;border:1px solid #bbb;padding:10px 14px}
.ft{border-collapse:collapse;width:100%;font-size:13px} .ft th,.ft td{border:1px solid #888;padding:5px 7px;text-align:left;vertical-align:middle} .ft th{background:#eef0f3;font-weight:normal;width:120px;white-space:nowrap}
.sec{font-weight:bold;margin:8px 0 4px;color:#34495e}
.z67{transform:scale(.67);transform-origin:0 0;width:1860px}
.seal{display:inline-block;width:34px;height:52px;border:2px solid #c0392b;border-radius:50%;color:#c0392b;writing-mode:vertical-rl;text-align:center;line-height:30px;font-size:13px;vertical-align:middle}
"""


def _jp(inner: str, url: str, tab: str) -> str:
    head = ("<div class='jh'><b>世田谷区 障害福祉システム</b><span>申請受付</span><span>支給決定</span><span>受給者証</span>"
            "<span style='margin-left:auto'>北沢総合支所 保健福祉課 · 受付番号 R7-北-03318</span></div>")
    return _page(url, tab, f"<div style='height:756px;overflow:hidden'>{head}{inner}</div>", JP_CSS)


def jp_form(myno: str) -> str:
    form = ("<div class='fm' style='flex:1'><div style='text-align:center;font-size:17px;font-weight:bold;margin-bottom:6px'>障害福祉サービス等 支給申請書</div>"
            "<div class='sec'>1. 申請者（サービスを利用する方）</div><table class='ft'>"
            "<tr><th>フリガナ</th><td>" + _pii("PERSON", "ササキ ケンイチ", "applicant's name in katakana in a Japanese welfare application") + "</td><th>性別</th><td>男</td></tr>"
            "<tr><th>氏名</th><td style='font-size:16px'>" + _pii("PERSON", "佐々木 健一", "applicant's name in kanji in a Japanese welfare application") + "</td><th>生年月日</th><td>"
            + _pii("DATE_OF_BIRTH", "昭和27年5月8日", "date of birth in the Japanese era in a welfare application") + "（" + _pii("DATE_OF_BIRTH", "1952/05/08", "date of birth in the Western calendar beside the Japanese era") + "）</td></tr>"
            "<tr><th>個人番号</th><td colspan='3' class='mono' style='letter-spacing:2px;font-size:15px'>" + _pii("ID_NUMBER", myno, "Japanese My Number in a welfare application's field") + "</td></tr>"
            "<tr><th>住所</th><td colspan='3'>" + _pii("STREET_ADDRESS", "〒155-0031 東京都世田谷区北沢2丁目14-7 コーポ北沢203号", "applicant's address in a Japanese welfare application") + "</td></tr>"
            "<tr><th>電話番号</th><td>" + _pii("PHONE_NUMBER", "03-3468-2719", "applicant's landline in a Japanese welfare application") + "</td><th>携帯電話</th><td>" + _pii("PHONE_NUMBER", "090-4415-8823", "applicant's mobile in a Japanese welfare application") + "</td></tr>"
            "<tr><th>障害の種別</th><td colspan='3'>身体障害者手帳 2級（肢体不自由・下肢） · 障害支援区分 3</td></tr></table>"
            "<div class='sec'>2. 世帯の状況</div><table class='ft'><tr><th>氏名</th><th>続柄</th><th>生年月日</th><th>備考</th></tr>"
            "<tr><td>" + _pii("PERSON", "佐々木 和子", "wife's name in kanji in a household table") + "</td><td>妻</td><td>" + _pii("DATE_OF_BIRTH", "昭和30年11月2日", "wife's date of birth in the Japanese era in a household table") + "</td><td>同居</td></tr>"
            "<tr><td>" + _pii("DENY_LIST", "佐々木美穂", "deny-listed Japanese name in kanji without the space in a household table") + "</td><td>長女</td><td>" + _pii("DATE_OF_BIRTH", "昭和62年6月23日", "daughter's date of birth in the Japanese era in a household table") + "</td><td>別居（ベルギー在住）</td></tr></table>"
            "<div class='sec'>3. 申請するサービス</div>居宅介護（身体介護） 月 30 時間 · 移動支援 月 10 時間 · 短期入所 月 7 日</div>")
    side = ("<div class='fm' style='width:330px;flex:none;line-height:1.7'><div class='sec'>受付メモ</div>"
            "相談支援専門員：" + _pii("PERSON", "山口 由美", "care manager's name in kanji in a welfare office memo") + "（せたがや相談支援センター北沢 03-5432-7701）<br>"
            "長女 " + _pii("DENY_LIST", "佐々木 美穂", "deny-listed Japanese name in kanji with the space in a welfare office memo") + " 様は海外在住のため、書類は本人宛に郵送。<br><br>"
            "<div class='sec'>参考：給付額</div>障害基礎年金 1級 月額 86,635円<br>特別障害者手当 月額 29,590円<br>利用者負担上限月額 9,300円（一般1）<br><br>"
            "<div class='sec'>窓口</div>北沢総合支所 保健福祉課<br>東京都世田谷区北沢2-8-18<br>03-6804-8742（平日 8:30〜17:15）</div>")
    return _jp(f"<div class='jw'>{form}{side}</div>", "fukushi.city.setagaya.lg.jp/shinsei/R7-kita-03318/p1", "支給申請書 1/2 · 障害福祉システム")


def jp_page2() -> str:
    form = ("<div class='fm'><div style='text-align:center;font-size:22px;font-weight:bold;margin-bottom:8px'>障害福祉サービス等 支給申請書（2/2）</div>"
            "<div class='sec'>4. 主治医</div><table class='ft'><tr><th>医療機関</th><td>世田谷中央病院 整形外科（東京都世田谷区若林4-1-15 · 03-3413-5511）</td></tr>"
            "<tr><th>医師名</th><td>" + _pii("PERSON", "田中 亮介", "attending doctor's name in kanji on a form page at 67 %") + "</td></tr></table>"
            "<div class='sec'>5. 給付金の振込先</div><table class='ft'><tr><th>金融機関</th><td>三菱UFJ銀行 下北沢支店（店番 264）</td><th>種別</th><td>普通</td></tr>"
            "<tr><th>口座番号</th><td class='mono' style='font-size:17px'>" + _pii("ID_NUMBER", "4718203", "Japanese bank account number on a form page at 67 %") + "</td><th>口座名義</th><td>"
            + _pii("PERSON", "ササキ ケンイチ", "account holder's name in katakana on a form page at 67 %") + "</td></tr></table>"
            "<div class='sec'>6. 代理人（申請書を提出する方）</div><table class='ft'><tr><th>氏名</th><td>" + _pii("PERSON", "佐々木 翔太", "proxy's name in kanji on a form page at 67 %") + "（長男）</td>"
            "<th>電話番号</th><td>" + _pii("PHONE_NUMBER", "080-2291-6604", "proxy's mobile on a form page at 67 %") + "</td></tr></table>"
            "<div class='sec'>7. 同意事項</div>世田谷区が、支給決定のために必要な範囲で、課税状況・障害者手帳の情報等を関係機関に照会することに同意します。<br>"
            "令和7年6月10日　申請者氏名 " + _pii("PERSON", "佐々木 健一", "applicant's name beside a seal on a form page at 67 %") + " <span class='seal'>" + _pii("PERSON", "佐々木", "applicant's surname in a drawn seal") + "</span>"
            "<div style='margin-top:14px;color:#555'>※ 受付日 令和7年6月10日 · 受付者 北沢総合支所 · 審査予定 6月下旬 · 支給決定通知は郵送</div></div>")
    return _jp(f"<div style='padding:10px 14px'><div class='z67'>{form}</div></div>", "fukushi.city.setagaya.lg.jp/shinsei/R7-kita-03318/p2?zoom=67", "支給申請書 2/2 · 障害福祉システム")


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind25(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20261525)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    ids = {"nhs": _nhs(rng), "rc": _rodne(date(1957, 8, 23), True, rng.randint(100, 899)), "cz_acct": _cz_account(rng, "0800"),
           "be_nn": _be_nn(date(1987, 6, 23), 2 * rng.randint(40, 400)), "be_iban": _be_iban(rng, "068"),
           "pesel": _pesel(1946, 9, 27, 2 * rng.randint(200, 4000)), "pl_id": _pl_id(rng, "CFM"), "myno": _mynumber(rng)}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindy0", [("ch0", lambda: ch_summary(ids["nhs"])), ("ch1", ch_mar), ("ch2", ch_plan)], "care home resident summary, MAR chart 75 %, care plan and notes")
        record("blindy1", [("hc0", hc_visits), ("hc1", hc_notes)], "home-care visits and dark visit notes on phones (HiDPI)", dsf=2.0)
        record("blindy2", [("nu0", nu_collect), ("nu1", nu_register)], "nursery collection authorisations and sign-out register")
        record("blindy3", [("cz0", lambda: cz_file(ids["rc"], ids["cz_acct"])), ("cz1", cz_notes)], "Czech social work client file and case notes 150 %")
        record("blindy4", [("vt0", vt_record), ("vt1", lambda: vt_dogid(ids["be_nn"], ids["be_iban"]))], "Brussels vet owner and pet record 125 % and dog register")
        record("blindy5", [("pl0", pl_queue), ("pl1", lambda: pl_rx(ids["pesel"], ids["pl_id"]))], "Polish pharmacy e-prescription queue 80 % and prescription")
        record("blindy6", [("jp0", lambda: jp_form(ids["myno"])), ("jp1", jp_page2)], "Japanese welfare application and page 2 67 %")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind25, "/tmp/blind25/preview")
