# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A twenty-second blind set of browser-rendered screens carrying personal data, built without reading the redaction
(as tests/privacy_screens_blind.py … tests/privacy_screens_blind20.py, other applications again): education, research
and public records — a university's student information system (a class roster, a transcript's print preview, an
advisor's notes), a survey tool's raw responses export and one response, a clinical study's case report forms, a
Turkish university library's patron record with loans, holds and a fine, a Spanish court's e-filing portal, an Arabic
scholarship application written right to left with its English review, and a French school's parent portal on two
phones — rendered by Debian's chromium through the rig of tests/privacy_screens.py (`_shoot`, `_record`, `score`),
each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindv0` … `blindv6`), 2 or 3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindv0` a university's student information system: a class roster of MATH-2041 (students surname first with
  their preferred names in brackets, the deny-listed Spanish name in capitals surname first, student numbers,
  university log-ins, e-mails split over lines by a narrow column, avatars with initials; the course, section, room,
  meeting times, programmes, years, attendance and midterm grades not private) under a student's hover card (her
  name, pronouns, a personal e-mail and a mobile); then the deny-listed student's official transcript in a print
  preview at 75 % (her name in capitals, the student number, a date of birth `03/04/2004`, a national applicant
  number with spaces, a home address; course codes, titles, credits, grades, the GPA, the registrar's name and the
  university's own address and switchboard not private); then an advisor's notes in a dark theme (a student with
  her preferred name, a date of birth `3 Apr 2005`, her mobile and personal e-mail typed in a note, her mother's name,
  workplace and work phone, a counsellor's first name, a flatmate's name; a textbook citation with its published
  authors, course codes, rooms, holds and deadlines not private);
- `blindv1` a survey tool's raw responses export: the grid scrolled sideways past its respondent columns (IP
  addresses, free-text answers with a street address, a mobile and an e-mail typed in the middle of sentences, a
  roommate's name, a Spanish answer with an address and a phone, a name signed at the end of an answer; residence
  halls, ratings, durations and timestamps not private); then one response in Spanish (the respondent's name, e-mail
  and student number, a free-text answer naming a warden and a phone, the answer's personal resume link with its
  token) under the export dialog (the account's API token);
- `blindv2` a clinical study's electronic case report forms in French at device scale 2 (HiDPI): the enrolment and
  demographics form (the participant number, initials `J.M.G.`, a date of birth `2007-04-03`, the investigator's and
  the research nurse's names, the nurse's direct line; the study, its registry number, the site's name and address,
  visit dates, vitals, the randomisation arm and kit number not private); then the adverse event form (a narrative
  with the participant's full name slipped in, his mother's name and mobile, the hospital ward; a data manager's query
  as a hover card, the audit trail with user names; MedDRA terms, grades, dates of onset and the protocol's section
  references not private);
- `blindv3` a Turkish university library's staff client: the patron record zoomed out to 80 % (the deny-listed
  Turkish name in capitals surname first and as written, the library card barcode, a T.C. Kimlik No, a date of birth
  with dots, a home address, a mobile, an e-mail, a guarantor with his phone; loans with titles, published authors,
  call numbers like `QA76.73 .P98`, barcodes of the books, due dates and fines not private) under a toast naming her;
  then the holds and the fine payment at 125 % (a hold placed by a proxy with his name and phone, a card number
  typed into the payment form, the deny-listed given name alone in a staff note; pickup desks, queue positions and
  amounts not private);
- `blindv4` a Spanish court's e-filing portal: the case file (the court's case number, the court's address and
  switchboard, statute references and hearing dates not private; the deny-listed Spanish claimant with her DNI and
  domicile, the defendant company and its registered office not private, its sole director's name, the claimant's
  court agent and lawyer with their bar numbers, e-mails and phones, a hover card over the lawyer); then a new filing
  zoomed in to 150 % (the claimant surname first in capitals, a witness with his DNI and mobile, the claimant's IBAN
  for the deposit's return, the lawyer's name in the signature) under a toast with the filing's registry number;
- `blindv5` a foundation's scholarship application in Arabic, right to left: the applicant's names in Arabic script
  and in Latin letters, a Saudi national ID, a date of birth, a mobile in Arabic-Indic digits, an e-mail; the father
  (the deny-listed Arabic name with `bin` and `al-`, written in Latin letters and in Arabic script), his workplace not
  private, his work phone and national ID; the mother with her name and mobile; the national address; the school,
  the grades and the programme not private); then the committee's English review at 67 % (the applicant, the father
  as `AL-HARBI, Omar bin Khalid` and as `O. K. al-Harbi`, a referee teacher with her e-mail, the applicant's IBAN for
  disbursement; scores, amounts, the foundation's address and switchboard not private);
- `blindv6` a French school's parent portal on two phones at device scale 2 (HiDPI): the child's file (her name, date
  of birth, national pupil number, allergies not private, the parents' names, one parent's workplace with her work
  phone, a mobile, an e-mail, a home address, an authorised grandparent with her car's number plate and the pick-up
  passphrase) beside the timetable (the class, teachers' names, rooms and subjects); then a message thread with the
  teacher (a parent typing a neighbour's name and mobile in a sentence, the teacher's first name) beside an absence
  form under a toast, the canteen balance not private.

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (an Arabic name written in Latin letters with
`bin` and `al-`, a Spanish name with an accent and two surnames, a Turkish name with `ş`, `ğ` and `ı`: the first as
written, surname first in capitals, with its given name's initials, without `bin`, in Arabic script; the second as
written, surname first in capitals, its given name alone, as initials in an avatar; the third as written, surname first
in capitals, its given name alone). ACCOUNT_NAME marks log-ins of people not listed. Checksummed values (the Turkish
T.C. Kimlik No, Spanish DNIs, a Spanish IBAN with its national check digits, Saudi national IDs, a Saudi IBAN, a
Mastercard) are valid. Each value other than a name is shown in one recording only.
"""

from __future__ import annotations

import random
import string
from pathlib import Path

from privacy_screens import _card
from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _luhn_ok, _win
from privacy_screens_blind4 import _page, _pii, _tckn, preview, recorder

DENY = ["Omar bin Khalid al-Harbi", "Lucía Fernández Ortega", "Ayşegül Yıldızoğlu"]


# ------------------------------------------------------------------------------------------------ valid identifiers
def _tckn_ok(v: str) -> bool:
    d = [int(c) for c in v]
    return (len(d) == 11 and d[0] != 0 and d[9] == ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
            and d[10] == sum(d[:10]) % 10)


_DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def _dni(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{_DNI_L[n % 23]}"


def _dni_ok(v: str) -> bool:
    return len(v) == 9 and v[:8].isdigit() and _DNI_L[int(v[:8]) % 23] == v[8]


_ES_W = (1, 2, 4, 8, 5, 10, 9, 7, 3, 6)


def _es_dc(ten: str) -> str:
    c = 11 - sum(int(a) * w for a, w in zip(ten, _ES_W, strict=True)) % 11
    return str({11: 0, 10: 1}.get(c, c))


def _es_iban(rng: random.Random, bank: str, branch: str) -> str:
    """A Spanish IBAN whose CCC carries its two national control digits (weights 1 2 4 8 5 10 9 7 3 6)."""
    acct = "".join(rng.choice(string.digits) for _ in range(10))
    return _iban_b("ES", bank + branch + _es_dc("00" + bank + branch) + _es_dc(acct) + acct)


def _es_iban_ok(iban: str) -> bool:
    d = iban.replace(" ", "")[4:]
    return len(d) == 20 and d[8] == _es_dc("00" + d[:8]) and d[9] == _es_dc(d[10:])


def _sa_id(rng: random.Random, lead: str = "1") -> str:
    """A Saudi national ID (1…, citizens) or iqama (2…): ten digits, the last a Luhn check digit."""
    body = lead + "".join(rng.choice(string.digits) for _ in range(8))
    for c in string.digits:
        if _luhn_ok(body + c):
            return body + c
    raise AssertionError(body)


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _tckn_ok(ids["tckn"]), ids["tckn"]
    for k in ("dni_lucia", "dni_witness"):
        assert _dni_ok(ids[k]), (k, ids[k])
    assert _es_iban_ok(ids["es_lucia"]), ids["es_lucia"]
    for k in ("sa_yousef", "sa_omar"):
        assert len(ids[k]) == 10 and _luhn_ok(ids[k]), (k, ids[k])
    assert _luhn_ok(ids["card"]), ids["card"]


def _av(text: str, colour: str, size: int = 30, kind: str = "", sit: str = "") -> str:
    """An avatar circle with initials (marked when they are a person's)."""
    inner = _pii(kind, text, sit) if kind else text
    return (f"<span class='av' style='background:{colour};width:{size}px;height:{size}px;line-height:{size}px;"
            f"font-size:{size * 0.4:.0f}px'>{inner}</span>")


AV_CSS = ".av{display:inline-block;border-radius:50%;color:#fff;text-align:center;font-weight:bold;flex:none;vertical-align:middle}"


# ------------------------------------------------------------------------------ blindv0: student information system
SIS_CSS = AV_CSS + """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f4f5f7;color:#1c2430;font-size:13px}
.sh{height:46px;background:#5b1f3a;color:#fff;display:flex;align-items:center;gap:20px;padding:0 20px;font-size:13px} .sh b{font-size:16px}
.sw{display:flex;height:710px;overflow:hidden;position:relative}
.nav{width:190px;flex:none;background:#fff;border-right:1px solid #dde1e6;padding:12px 0;font-size:13px} .nav div{padding:7px 18px;color:#3d4754} .nav .on{background:#f3e8ee;color:#5b1f3a;font-weight:bold;border-left:3px solid #5b1f3a}
.mn{flex:1;padding:14px 20px;min-width:0}
.mn h1{font-size:20px;margin:0} .mn .sub{color:#5d6875;margin:3px 0 10px}
.chips span{display:inline-block;background:#e9edf2;border-radius:12px;padding:2px 10px;margin-right:6px;font-size:12px}
.rt{width:100%;border-collapse:collapse;background:#fff;font-size:12.5px;margin-top:10px} .rt th{background:#eef1f5;color:#4a5562;font-weight:bold;font-size:11.5px;text-align:left;padding:7px 8px;border-bottom:1px solid #d5dbe2}
.rt td{padding:6px 8px;border-bottom:1px solid #eceff3;vertical-align:middle} .rt td.em{width:118px;max-width:118px;word-break:break-all;line-height:1.3;font-size:12px}
.rt .pn{color:#6b7684}
.hc{position:absolute;width:290px;background:#fff;border:1px solid #cfd6de;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.18);padding:12px 14px;font-size:12.5px;line-height:1.55;z-index:4}
.hc .k{color:#6b7684;display:inline-block;width:70px}
.pv{display:flex;height:756px;background:#525659}
.pvp{flex:1;overflow:hidden;position:relative;padding-top:18px}
.sheet{width:794px;height:1123px;background:#fff;transform:scale(0.75);transform-origin:0 0;margin-left:80px;padding:54px 64px;font-family:"Liberation Serif",serif;font-size:14px;color:#111;box-shadow:0 2px 10px rgba(0,0,0,.5)}
.sheet h2{font-size:20px;text-align:center;margin:6px 0 2px;letter-spacing:1px} .sheet .kv{display:grid;grid-template-columns:150px 1fr 150px 1fr;gap:4px 10px;margin:14px 0;font-size:13.5px}
.sheet table{width:100%;border-collapse:collapse;font-size:13px} .sheet th{border-bottom:1.5px solid #111;text-align:left;padding:4px 6px} .sheet td{padding:3px 6px;border-bottom:1px solid #ddd}
.ps{width:330px;flex:none;background:#fff;padding:18px 20px;font-size:13px;color:#202124}
.ps h3{margin:0 0 16px;font-size:18px;font-weight:normal} .ps .r{display:flex;justify-content:space-between;align-items:center;margin:12px 0} .ps .r span:last-child{border:1px solid #dadce0;border-radius:4px;padding:5px 10px;width:150px}
.dk{background:#15181e;color:#d5dae1} .dk .sh{background:#2a1220} .dk .nav{background:#1b1f27;border-color:#2c323c} .dk .nav div{color:#a8b0bb} .dk .nav .on{background:#2a1f27;color:#f0c4d8;border-color:#d36b97}
.note{background:#1f242d;border:1px solid #2f3642;border-radius:8px;padding:10px 14px;margin-bottom:10px;line-height:1.55}
.note .h{display:flex;justify-content:space-between;color:#8b95a3;font-size:12px;margin-bottom:4px} .tag{background:#313a48;border-radius:10px;padding:1px 8px;font-size:11px;color:#c6cfdb;margin-left:6px}
.pf{width:300px;flex:none;background:#1b1f27;border-left:1px solid #2c323c;padding:14px 16px;line-height:1.6;font-size:12.5px} .pf .k{color:#8b95a3;display:block;font-size:11px;margin-top:6px}
"""

ROSTER = [("PERSON", "Abernathy, Callum", "", "S2318 4471", "cabern23", "c.abernathy23@student.aldermoor.ac.uk", "BSc Mathematics", "2", "100 %", "B+", "CA", "#2563eb"),
          ("DENY_LIST", "FERNÁNDEZ ORTEGA, Lucía", "", "S2317 0934", "lferna23", "l.fernandezortega@student.aldermoor.ac.uk", "BSc Maths &amp; Physics", "2", "96 %", "A", "LF", "#b45309"),
          ("PERSON", "Haddad, Rami", "", "S2320 1188", "rhadda23", "r.haddad23@student.aldermoor.ac.uk", "BEng Computing", "2", "88 %", "C", "RH", "#0f766e"),
          ("PERSON", "Kowalczyk, Zuzanna", "Zuza", "S2318 9052", "zkowal23", "z.kowalczyk23@student.aldermoor.ac.uk", "BSc Mathematics", "2", "92 %", "A−", "ZK", "#7c3aed"),
          ("PERSON", "Nguyen, Thi Mai", "Mia", "S2319 3307", "tmnguy23", "t.m.nguyen23@student.aldermoor.ac.uk", "BSc Economics", "2", "71 %", "D", "TN", "#be123c"),
          ("PERSON", "O'Sullivan, Ciarán", "", "S2216 7745", "cosull22", "c.osullivan22@student.aldermoor.ac.uk", "BSc Mathematics", "3", "100 %", "B", "CO", "#15803d"),
          ("PERSON", "Oyelaran-Brooks, Temitope", "Tope", "S2318 2260", "toyela23", "t.oyelaranbrooks23@student.aldermoor.ac.uk", "BSc Data Science", "2", "84 %", "B−", "TO", "#1d4ed8"),
          ("PERSON", "Van der Berg, Jasper", "", "S2320 5519", "jvande23", "j.vanderberg23@student.aldermoor.ac.uk", "BSc Maths &amp; Physics", "2", "90 %", "Audit", "JV", "#9333ea")]


def _sis(nav_on: str, inner: str, extra: str = "", dark: bool = False) -> str:
    nav = "".join(f"<div class='{'on' if n == nav_on else ''}'>{n}</div>" for n in ("My courses", "Class roster", "Grade entry", "Advising", "Attendance", "Timetable", "Reports"))
    head = ("<div class='sh'><b>Aldermoor StudentHub</b><span>Staff</span><span>Term: Spring 2025</span><span style='margin-left:auto'>Dr "
            + _pii("PERSON", "Rhiannon Pryce", "staff user's name in a student system's header") + " ▾</span></div>")
    return _page("studenthub.aldermoor.ac.uk/staff/" + nav_on.lower().replace(" ", "-") + "/MATH-2041-02", "MATH-2041 Linear Algebra II · StudentHub",
                 f"<div class='{'dk' if dark else ''}'>{head}<div class='sw'><div class='nav'>{nav}</div>{inner}{extra}</div></div>", SIS_CSS, dark=dark)


def sis_roster() -> str:
    rows = ""
    for k, name, pref, num, login, mail, prog, yr, att, grade, ini, col in ROSTER:
        dn = "deny-listed name in capitals surname first in a class roster" if k == "DENY_LIST" else "student's name surname first in a class roster"
        shown = _pii(k, name, dn) + (" (" + _pii("PERSON", pref, "student's preferred name in brackets after her or his name in a class roster") + ")" if pref else "")
        rows += ("<tr><td>" + _av(ini, col, 26, k, "deny-listed name's initials in a roster avatar" if k == "DENY_LIST" else "student's initials in a roster avatar") + f"</td><td>{shown}</td>"
                 "<td class='mono'>" + _pii("ID_NUMBER", num, "student number in a class roster") + "</td>"
                 "<td class='mono'>" + _pii("ACCOUNT_NAME", login, "student's university log-in in a class roster") + "</td>"
                 "<td class='em'>" + _pii("EMAIL_ADDRESS", mail, "student's e-mail split over lines by a narrow roster column") + "</td>"
                 f"<td>{prog}</td><td>{yr}</td><td>{att}</td><td><b>{grade}</b></td><td class='pn'>Enrolled</td></tr>")
    inner = ("<div class='mn'><h1>MATH-2041 Linear Algebra II — Section 02</h1>"
             "<div class='sub'>Spring 2025 · 15 credits · Mon &amp; Wed 10:00–11:15 · Room HAL-314 (Halley Building) · Tutorials Fri 14:00 in LIB-G07</div>"
             "<div class='chips'><span>32 enrolled</span><span>2 waitlisted</span><span>1 audit</span><span>Midterm marks released 21 Mar</span><span>Export CSV</span><span>E-mail class</span></div>"
             "<table class='rt'><tr><th></th><th>Name</th><th>Student no.</th><th>Log-in</th><th>E-mail</th><th>Programme</th><th>Yr</th><th>Attendance</th><th>Midterm</th><th>Status</th></tr>"
             f"{rows}</table><div style='color:#6b7684;margin-top:8px;font-size:12px'>Showing 1–8 of 32 · sorted by surname · prerequisites MATH-1032 and MATH-1040 checked</div></div>")
    hover = ("<div class='hc dropdown' style='left:520px;top:300px'>" + _av("TN", "#be123c", 40) + " <b style='font-size:14px'>"
             + _pii("PERSON", "Thi Mai Nguyen", "student's name in a roster hover card") + "</b> (" + _pii("PERSON", "Mia", "preferred name in a roster hover card") + ")<br>"
             "<span class='k'>Pronouns</span>she/her<br><span class='k'>Personal</span>" + _pii("EMAIL_ADDRESS", "miang.2005@gmail.com", "student's personal e-mail in a roster hover card") + "<br>"
             "<span class='k'>Mobile</span>" + _pii("PHONE_NUMBER", "07700 914 382", "student's mobile in a roster hover card") + "<br>"
             "<span class='k'>Advisor</span>Dr " + _pii("PERSON", "Rhiannon Pryce", "advisor's name in a roster hover card") + "<br><span class='k'>Flags</span>Attendance below 75 % · ISA plan</div>")
    return _sis("Class roster", inner, hover)


def sis_transcript(ucas: str) -> str:
    courses = [("MATH-1032", "Calculus I", "15", "A"), ("MATH-1040", "Linear Algebra I", "15", "A"), ("PHYS-1100", "Mechanics and Waves", "15", "B+"),
               ("PHYS-1120", "Laboratory Skills", "15", "A−"), ("COMP-1010", "Programming for Scientists", "15", "A"), ("MATH-1060", "Probability", "15", "B+"),
               ("MATH-2041", "Linear Algebra II", "15", "In progress"), ("PHYS-2200", "Electromagnetism", "15", "In progress")]
    trs = "".join(f"<tr><td>{c}</td><td>{t}</td><td>{cr}</td><td>{g}</td><td>{'2023/24' if g != 'In progress' else '2024/25'}</td></tr>" for c, t, cr, g in courses)
    sheet = ("<div class='sheet'><div style='display:flex;justify-content:space-between;font-size:11.5px;color:#444'><span><b style='font-size:15px;color:#5b1f3a'>ALDERMOOR UNIVERSITY</b><br>Academic Registry · 1 College Green, Aldermoor AL1 4QZ<br>Switchboard +44 1632 960 000 · registry@aldermoor.ac.uk</span><span style='text-align:right'>Document no. TR-2025-118405<br>Issued 24 March 2025<br>Page 1 of 2</span></div>"
             "<h2>OFFICIAL ACADEMIC TRANSCRIPT</h2><div style='text-align:center;font-size:12px;color:#444'>Undergraduate · interim record</div>"
             "<div class='kv'><b>Name</b><span>" + _pii("DENY_LIST", "FERNÁNDEZ ORTEGA, LUCÍA", "deny-listed name in capitals surname first in a transcript's print preview at 75 %") + "</span>"
             "<b>Student number</b><span>" + _pii("ID_NUMBER", "S2317 0934", "student number in a transcript's print preview at 75 %") + "</span>"
             "<b>Date of birth</b><span>" + _pii("DATE_OF_BIRTH", "03/04/2004", "date of birth with slashes in a transcript's print preview at 75 %") + "</span>"
             "<b>UCAS personal ID</b><span>" + _pii("ID_NUMBER", ucas, "national applicant number with spaces in a transcript's print preview at 75 %") + "</span>"
             "<b>Address</b><span style='grid-column:span 3'>" + _pii("STREET_ADDRESS", "Flat 2, 17 Tannery Lane, Aldermoor AL2 7RB", "home address in a transcript's print preview at 75 %") + "</span>"
             "<b>Programme</b><span style='grid-column:span 3'>BSc (Hons) Mathematics and Physics · full time · entered September 2023</span></div>"
             f"<table><tr><th>Code</th><th>Module</th><th>Credits</th><th>Grade</th><th>Year</th></tr>{trs}</table>"
             "<p style='font-size:13px'>Credits achieved: 90 of 90 attempted · Cumulative GPA 3.78 / 4.00 · Standing: good · Dean's list 2023/24.</p>"
             "<p style='font-size:11.5px;color:#555'>Grading: A 70–100, B 60–69, C 50–59, D 40–49, F below 40. This transcript is not valid without the Registry's embossed seal.</p>"
             "<div style='margin-top:26px;font-size:13px'>" + _pii("PERSON", "Gareth Llewellyn", "registrar's name under a signature line in a transcript's print preview at 75 %") + "<br>Academic Registrar</div></div>")
    ps = ("<div class='ps'><h3>Print</h3><div style='color:#5f6368;margin-bottom:10px'>2 sheets of paper</div>"
          "<div class='r'><span>Destination</span><span>Registry-Laser-2F</span></div><div class='r'><span>Pages</span><span>All</span></div>"
          "<div class='r'><span>Copies</span><span>1</span></div><div class='r'><span>Layout</span><span>Portrait</span></div>"
          "<div class='r'><span>Paper size</span><span>A4</span></div><div class='r'><span>Scale</span><span>Custom · 75</span></div>"
          "<div class='r'><span>Headers and footers</span><span>☐</span></div>"
          "<div style='position:absolute;bottom:24px;right:24px;display:flex;gap:8px'><span class='btn2'>Cancel</span><span class='btn'>Print</span></div></div>")
    return _page("studenthub.aldermoor.ac.uk/registry/transcript/print?req=TR-2025-118405", "Print · Transcript · StudentHub",
                 f"<div class='pv'><div class='pvp'>{sheet}</div>{ps}</div>", SIS_CSS)


def sis_advising() -> str:
    notes = ("<div class='mn'><h1 style='color:#eef1f5'>Advising notes · " + _pii("PERSON", "Nguyen, Thi Mai", "student's name surname first in a dark advising header") + " (" + _pii("PERSON", "Mia", "preferred name in brackets in a dark advising header") + ")</h1>"
             "<div class='sub' style='color:#8b95a3'>Personal tutor group PT-14 · 6 notes · visible to advisors and Student Support only</div>"
             "<div class='note'><div class='h'><span>24 Mar 2025 · Dr " + _pii("PERSON", "Rhiannon Pryce", "advisor's name in a dark advising note header") + "</span><span>Meeting<span class='tag'>confidential</span></span></div>"
             "Met " + _pii("PERSON", "Mia", "student's preferred name inside a dark advising note") + " in HAL-208. Missed 4 of the last 9 MATH-2041 lectures; says she has been working nights. Agreed a catch-up plan for the problem sets due 4 April. "
             "She asked me to text rather than e-mail: " + _pii("PHONE_NUMBER", "07700 918 265", "student's mobile typed in a dark advising note") + ", or her own address "
             + _pii("EMAIL_ADDRESS", "mia.nguyen.tm@outlook.com", "student's personal e-mail typed in a dark advising note") + ".</div>"
             "<div class='note'><div class='h'><span>18 Mar 2025 · Student Support</span><span>Phone call<span class='tag'>welfare</span></span></div>"
             "Her mother, " + _pii("PERSON", "Nguyen Thi Lan", "mother's name in a dark advising note") + ", rang the switchboard worried about rent arrears. She works at Westgate Pharmacy, Market Street and asked to be called back at work on "
             + _pii("PHONE_NUMBER", "01632 960 418", "parent's work phone in a dark advising note") + " after 6 pm. Referred to " + _pii("PERSON", "Siobhan", "counsellor's first name in a dark advising note") + " (Money Advice, Student Centre room 1.12).</div>"
             "<div class='note'><div class='h'><span>02 Mar 2025 · Dr " + _pii("PERSON", "Rhiannon Pryce", "advisor's name in a dark advising note header") + "</span><span>Academic<span class='tag'>module choice</span></span></div>"
             "Considering switching PHYS-1100 resit to ECON-2105. Recommended reading before the resit: Strang, G. (2016) <i>Introduction to Linear Algebra</i>, 5th edn. Wellesley-Cambridge Press; "
             "Lay, D.C., Lay, S.R. and McDonald, J.J. (2021) <i>Linear Algebra and Its Applications</i>, 6th edn. Pearson. Flatmate " + _pii("PERSON", "Jordan Whitcombe", "flatmate's name in a dark advising note") + " (also MATH-2041) offered to share notes.</div></div>")
    pf = ("<div class='pf'><b style='font-size:15px;color:#eef1f5'>" + _pii("PERSON", "Thi Mai Nguyen", "student's name in a dark profile panel") + "</b>"
          "<span class='k'>Student number</span>" + _pii("ID_NUMBER", "S2319 3307", "student number in a dark profile panel")
          + "<span class='k'>Date of birth</span>" + _pii("DATE_OF_BIRTH", "3 Apr 2005", "date of birth with a month name in a dark profile panel")
          + "<span class='k'>Programme</span>BSc Economics · Year 2 · full time"
          "<span class='k'>Term address</span>" + _pii("STREET_ADDRESS", "Room 4B, Marlowe House, 9 Canal Street, Aldermoor AL1 2DS", "term address in a dark profile panel")
          + "<span class='k'>Holds</span>Library fine £4.20 · none blocking"
          "<span class='k'>Deadlines</span>Withdrawal without penalty: 11 Apr 2025<br>Resit registration: 30 May 2025"
          "<span class='k'>Modules</span>MATH-2041 · ECON-2101 · ECON-2110 · STAT-2002</div>")
    return _sis("Advising", notes + pf, dark=True)


# ------------------------------------------------------------------------------------------ blindv1: survey export
SV_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#fafbfc;color:#26303b;font-size:12.5px}
.vh{height:48px;background:#fff;border-bottom:1px solid #e2e6ea;display:flex;align-items:center;gap:18px;padding:0 20px} .vh b{color:#00857a;font-size:16px}
.vt{height:40px;display:flex;align-items:center;gap:10px;padding:0 20px;background:#fff;border-bottom:1px solid #e2e6ea;font-size:12px} .vt span{border:1px solid #d3d9df;border-radius:4px;padding:3px 9px}
.vt .on{background:#00857a;color:#fff;border-color:#00857a}
.gw{position:relative;height:596px;overflow:hidden;margin:10px 20px;background:#fff;border:1px solid #e2e6ea}
.gt{position:absolute;left:-684px;top:0;border-collapse:collapse;font-size:12px;table-layout:fixed;width:1926px}
.gt th{background:#eef3f5;color:#44515e;font-weight:bold;padding:6px 8px;border:1px solid #e2e6ea;text-align:left;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.gt td{padding:6px 8px;border:1px solid #eef0f2;vertical-align:top;line-height:1.4}
.hs{height:14px;margin:0 20px;background:#eef0f2;border-radius:7px;position:relative} .hs div{position:absolute;left:38%;width:44%;top:2px;height:10px;background:#b9c2cb;border-radius:5px}
.rsp{display:flex;gap:18px;padding:12px 20px;height:690px;overflow:hidden}
.rc{flex:1;background:#fff;border:1px solid #e2e6ea;border-radius:8px;padding:14px 18px;line-height:1.55}
.rc .q{color:#6a7580;font-size:11.5px;margin-top:10px} .rc .a{font-size:13.5px}
.mod{position:absolute;right:40px;top:120px;width:430px;background:#fff;border-radius:10px;box-shadow:0 12px 40px rgba(0,0,0,.25);padding:16px 20px;line-height:1.6;z-index:5}
.mod .tk{font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;background:#f3f5f7;border:1px solid #dde2e7;border-radius:4px;padding:6px 8px;word-break:break-all}
"""


def _survey_rows() -> list[tuple[str, ...]]:
    """The export's rows (marked while the page is built, so each value keeps its situation)."""
    return [
        ("R_2xQ8", "81.107.44.212", "Marlowe House", "2", "Heating in block B has been off since February. Maintenance never come when booked. You can reach me on "
         + _pii("PHONE_NUMBER", "07700 921 506", "mobile typed in the middle of a free-text survey answer") + " any afternoon.", "Yes", "412", "2025-03-11 14:02"),
        ("R_3kLp", "2a02:c7c:8e41:9b00:5d1:7f3a:e02c:41b9", "Ferris Court", "4", "Fine overall. My roommate " + _pii("PERSON", "Priya Venkataraman", "roommate's name in a free-text survey answer")
         + " and I moved out early and the deposit went to the wrong address, please post it to " + _pii("STREET_ADDRESS", "22 Orchard Rise, Kettering NN15 6QL", "street address typed in the middle of a free-text survey answer") + " instead.", "No", "388", "2025-03-11 15:47"),
        ("R_9vTz", "109.149.8.63", "Marlowe House", "1", "Mould in the shower for the 3rd term running. I sent photos to accommodation@aldermoor.ac.uk — nothing. Contact me at "
         + _pii("EMAIL_ADDRESS", "dan.okafor.uk@gmail.com", "e-mail typed in the middle of a free-text survey answer") + " if you actually want details.", "Yes", "655", "2025-03-12 09:15"),
        ("R_5mWd", "31.94.20.187", "Tannery Yard", "5", "Muy contenta con la residencia. Si necesitáis hablar conmigo vivo ahora en " + _pii("STREET_ADDRESS", "Calle de Embajadores 41, 3º B, 28012 Madrid", "Spanish address in a free-text survey answer")
         + " y mi móvil es " + _pii("PHONE_NUMBER", "+34 612 48 90 37", "Spanish mobile in a free-text survey answer") + ".", "Yes", "297", "2025-03-12 18:30"),
        ("R_7hNc", "86.3.212.90", "Ferris Court", "3", "Wi-Fi drops every evening 8–11 pm. The laundry card machine on floor 2 eats credit (lost £6.50). — " + _pii("PERSON", "Harriet Mensah-Cole", "name signed at the end of a free-text survey answer"), "No", "241", "2025-03-13 11:08"),
        ("R_1bQs", "92.40.177.5", "Marlowe House", "2", "Noise from the bar below after midnight most weekends. Security said to call them but the number on the door (01632 960 777) is the university switchboard.", "No", "190", "2025-03-13 23:54"),
    ]


def _survey(inner: str, url: str, extra: str = "") -> str:
    head = ("<div class='vh'><b>◉ Pollwise</b><span>Surveys</span><span>Contacts</span><span>Library</span><span style='margin-left:auto'>Aldermoor Residences · " + _pii("ACCOUNT_NAME", "res-life-admin", "survey tool account's user name in a header") + " ▾</span></div>"
            "<div class='vt'><b style='margin-right:10px'>Campus Housing Experience 2025</b><span>Summary</span><span class='on'>Responses (1,284)</span><span>Crosstabs</span><span>Export ▾</span><span>Filter: completed</span><span>Columns: 41</span></div>")
    return _page(url, "Responses · Campus Housing Experience 2025 · Pollwise", f"<div style='position:relative'>{head}{inner}{extra}</div>", SV_CSS)


def survey_grid() -> str:
    cols = [("Response ID", 92), ("Name (Q1)", 170), ("Email (Q2)", 230), ("Student no. (Q3)", 120), ("Start date", 72), ("IP address", 280), ("Q4 Residence", 120), ("Q5 Overall (1–5)", 80),
            ("Q7 Anything else we should know?", 400), ("Q8 May we contact you?", 140), ("Duration (s)", 86), ("Completed", 136)]
    head = "<colgroup>" + "".join(f"<col style='width:{w}px'>" for _, w in cols) + "</colgroup><tr>" + "".join(f"<th>{h}</th>" for h, _ in cols) + "</tr>"
    body = ""
    for rid, ip, hall, score, text, contact, dur, when in _survey_rows():
        body += (f"<tr><td>{rid}</td><td>—</td><td>—</td><td>—</td><td>—</td><td class='mono' style='white-space:nowrap'>" + _pii("IP_ADDRESS", ip, "respondent's IP address in a survey export scrolled sideways") + "</td>"
                 f"<td>{hall}</td><td>{score}</td><td>{text}</td><td>{contact}</td><td>{dur}</td><td>{when}</td></tr>")
    return _survey(f"<div class='gw'><table class='gt'>{head}{body}</table></div><div class='hs'><div></div></div>"
                   "<div style='margin:8px 20px;color:#6a7580;font-size:12px'>Rows 1–6 of 1,284 · columns F–L of 41 · anonymised fields shown as — · last sync 14 Mar 2025 09:02</div>",
                   "app.pollwise.io/s/SV_4fHq2Lz/responses?view=grid&amp;scrollX=684")


def survey_response(tok: dict[str, str]) -> str:
    rc = ("<div class='rsp'><div class='rc'><b style='font-size:15px'>Respuesta R_8cYe · completada</b> <span style='color:#6a7580'>· 14 mar 2025, 10:41 · 6 min 12 s · idioma: Español</span>"
          "<div class='q'>Q1 Nombre y apellidos</div><div class='a'>" + _pii("PERSON", "Alejandro Ruiz Carmona", "respondent's name in a survey response in Spanish") + "</div>"
          "<div class='q'>Q2 Correo electrónico</div><div class='a'>" + _pii("EMAIL_ADDRESS", "a.ruizcarmona@student.aldermoor.ac.uk", "respondent's e-mail in a survey response in Spanish") + "</div>"
          "<div class='q'>Q3 Número de estudiante</div><div class='a'>" + _pii("ID_NUMBER", "S2321 7716", "student number in a survey response in Spanish") + "</div>"
          "<div class='q'>Q4 Residencia</div><div class='a'>Tannery Yard · habitación individual · planta 3</div>"
          "<div class='q'>Q5 Valoración general (1–5)</div><div class='a'>★★★☆☆ 3</div>"
          "<div class='q'>Q7 ¿Algo más que debamos saber?</div><div class='a'>La encargada de la residencia, " + _pii("PERSON", "Beatriz Olmedo", "warden's name in a free-text survey answer in Spanish")
          + ", fue muy amable, pero la cocina compartida está siempre sucia. Si queréis más detalles llamadme al " + _pii("PHONE_NUMBER", "07700 935 118", "mobile in a free-text survey answer in Spanish") + " (mejor por WhatsApp).</div>"
          "<div class='q'>Q8 ¿Podemos contactarte?</div><div class='a'>Sí</div>"
          "<div class='q'>Enlace personal para retomar la encuesta</div><div class='a mono' style='font-size:11.5px;word-break:break-all'>"
          + _pii("URL_SECRET", f"https://app.pollwise.io/r/SV_4fHq2Lz?rt={tok['resume']}", "survey response's personal resume link with its token") + "</div>"
          "<div class='q'>Metadatos</div><div class='a' style='font-size:12px;color:#44515e'>Chrome 122 · Android 14 · canal: e-mail invitation (batch 3) · consentimiento v2.1</div></div>"
          "<div style='width:300px;flex:none;color:#6a7580;line-height:1.7'><b style='color:#26303b'>Embedded data</b><br>cohort = 2021<br>hall_code = TY<br>wave = spring-25<br>panel = housing<br><br><b style='color:#26303b'>Tags</b><br>maintenance · cleanliness · follow-up</div></div>")
    mod = ("<div class='mod dropdown'><b style='font-size:15px'>Export responses</b><br>Format: CSV (UTF-8) · include free text ☑ · include IP ☐<br>"
           "Or pull them from the API with your account token:<div class='tk'>" + _pii("API_KEY", tok["api"], "survey tool's API token in an export dialog") + "</div>"
           "<span style='color:#6a7580;font-size:11.5px'>Endpoint: GET /v3/surveys/SV_4fHq2Lz/responses · rate limit 600/min</span>"
           "<div style='text-align:right;margin-top:8px'><span class='btn2'>Cancel</span> <span class='btn' style='background:#00857a'>Export</span></div></div>")
    return _survey(rc, "app.pollwise.io/s/SV_4fHq2Lz/responses/R_8cYe?lang=es", mod)


# ------------------------------------------------------------------------------------ blindv2: clinical case report
CRF_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#eef2f6;color:#1d2733;font-size:12.5px}
.eh{height:44px;background:#0e4d6e;color:#fff;display:flex;align-items:center;gap:18px;padding:0 18px} .eh b{font-size:15px}
.ew{display:flex;height:712px;overflow:hidden;position:relative}
.tree{width:230px;flex:none;background:#fff;border-right:1px solid #d6dde5;padding:10px 0;font-size:12px;line-height:1.45} .tree div{padding:4px 14px} .tree .on{background:#dcebf5;font-weight:bold}
.tree .ok{color:#15803d} .tree .op{color:#b45309}
.fm{flex:1;padding:12px 18px;min-width:0;overflow:hidden}
.fm h2{font-size:17px;margin:0 0 4px} .fm .sub{color:#5b6878;font-size:11.5px;margin-bottom:8px}
.sec{background:#fff;border:1px solid #d6dde5;border-radius:6px;margin-bottom:10px} .sec h4{margin:0;padding:6px 12px;background:#f3f6f9;border-bottom:1px solid #d6dde5;font-size:12.5px}
.gf{display:grid;grid-template-columns:200px 1fr 200px 1fr;gap:6px 12px;padding:8px 12px;align-items:center}
.gf .k{color:#4a5767} .gf .v{border:1px solid #c7d0da;border-radius:3px;padding:3px 7px;background:#fbfcfd;min-height:16px}
.nar{padding:8px 12px;line-height:1.55} .nar .v{border:1px solid #c7d0da;border-radius:3px;padding:6px 9px;background:#fbfcfd}
.au{width:100%;border-collapse:collapse;font-size:11.5px} .au td,.au th{padding:4px 8px;border-bottom:1px solid #eef1f4;text-align:left}
.qry{position:absolute;width:330px;background:#fffbea;border:1px solid #e8cf73;border-radius:6px;box-shadow:0 6px 18px rgba(0,0,0,.18);padding:9px 12px;line-height:1.5;z-index:5}
"""


def _edc(tree_on: str, inner: str, extra: str = "") -> str:
    items = [("Sélection · V0", "ok"), ("Inclusion · V1", "ok"), ("Démographie", "ok"), ("Antécédents", "ok"), ("Randomisation", "ok"), ("Visite S4", "ok"), ("Visite S8", "op"),
             ("Événement indésirable #1", "op"), ("Traitements concomitants", ""), ("Fin d'étude", "")]
    tree = ("<div class='tree'><div style='color:#5b6878'>ESPOIR-2 · Site 014</div><div><b>Participant " + _pii("ID_NUMBER", "014-0087", "study participant number in a case report form tree") + "</b></div>"
            + "".join(f"<div class='{'on ' if n == tree_on else ''}{c}'>{'✔' if c == 'ok' else '◐' if c == 'op' else '○'} {n}</div>" for n, c in items) + "</div>")
    head = ("<div class='eh'><b>TrialForge EDC</b><span>Étude ESPOIR-2 (NCT06184427)</span><span>Site 014 · CHU de Bordeaux</span><span style='margin-left:auto'>"
            + _pii("PERSON", "Claire Dufresne-Agostini", "research nurse's name as the signed-in user of a case report form") + " · ARC</span></div>")
    return _page("edc.trialforge.eu/espoir-2/site/014/subject/7f3c21/crf", "ESPOIR-2 · Site 014 · TrialForge EDC", f"{head}<div class='ew'>{tree}{inner}{extra}</div>", CRF_CSS)


def crf_demographics() -> str:
    f = ("<div class='fm'><h2>Démographie et inclusion</h2><div class='sub'>Formulaire DM v3.2 · statut : vérifié (SDV) · dernière modification 12/02/2025 16:40</div>"
         "<div class='sec'><h4>Identification du participant</h4><div class='gf'>"
         "<span class='k'>N° participant</span><span class='v'>" + _pii("ID_NUMBER", "014-0087", "study participant number in a case report form field") + "</span>"
         "<span class='k'>Initiales (NPP)</span><span class='v'>" + _pii("PERSON", "J.M.G.", "participant's initials in a case report form field") + "</span>"
         "<span class='k'>Date de naissance</span><span class='v'>" + _pii("DATE_OF_BIRTH", "2007-04-03", "participant's date of birth in ISO form in a case report form field") + "</span>"
         "<span class='k'>Âge à l'inclusion</span><span class='v'>17 ans</span>"
         "<span class='k'>Sexe</span><span class='v'>Masculin</span><span class='k'>Groupe ethnique</span><span class='v'>Non recueilli (loi française)</span>"
         "<span class='k'>Consentement signé le</span><span class='v'>08/01/2025 (+ titulaires de l'autorité parentale)</span><span class='k'>Version du consentement</span><span class='v'>NIP v4.0 du 02/09/2024</span></div></div>"
         "<div class='sec'><h4>Centre et investigateurs</h4><div class='gf'>"
         "<span class='k'>Centre</span><span class='v' style='grid-column:span 3'>014 · CHU de Bordeaux, Service de Pneumologie pédiatrique, Place Amélie Raba-Léon, 33000 Bordeaux</span>"
         "<span class='k'>Investigateur principal</span><span class='v'>Pr " + _pii("PERSON", "Hélène Marchetti", "principal investigator's name in a case report form field") + "</span>"
         "<span class='k'>Attaché de recherche</span><span class='v'>" + _pii("PERSON", "Claire Dufresne-Agostini", "research nurse's name in a case report form field") + "</span>"
         "<span class='k'>Ligne directe ARC</span><span class='v'>" + _pii("PHONE_NUMBER", "05 57 82 41 96", "research nurse's direct line in a case report form field") + "</span>"
         "<span class='k'>Standard du CHU</span><span class='v'>05 56 79 56 79</span></div></div>"
         "<div class='sec'><h4>Inclusion et randomisation</h4><div class='gf'>"
         "<span class='k'>Visite de sélection (V0)</span><span class='v'>08/01/2025</span><span class='k'>Inclusion (V1)</span><span class='v'>22/01/2025</span>"
         "<span class='k'>Poids / taille</span><span class='v'>61,4 kg · 172 cm</span><span class='k'>VEMS prédit</span><span class='v'>68 %</span>"
         "<span class='k'>Bras</span><span class='v'>B — dose ajustée</span><span class='k'>N° de kit</span><span class='v'>K-2291-B</span>"
         "<span class='k'>Critères d'inclusion</span><span class='v' style='grid-column:span 3'>I1 ✔ I2 ✔ I3 ✔ I4 ✔ · exclusion E1–E9 : non · protocole v5.0 §5.2</span></div></div></div>")
    return _edc("Démographie", f)


def crf_adverse() -> str:
    f = ("<div class='fm'><h2>Événement indésirable grave #1</h2><div class='sub'>Formulaire AE v2.0 · déclaration à la vigilance sous 24 h (protocole §9.4) · statut : requête ouverte</div>"
         "<div class='sec'><h4>Codage</h4><div class='gf'>"
         "<span class='k'>Terme MedDRA (PT)</span><span class='v'>Asthme aigu grave (10003553)</span><span class='k'>Grade CTCAE</span><span class='v'>3</span>"
         "<span class='k'>Début</span><span class='v'>13/02/2025 22:10</span><span class='k'>Fin</span><span class='v'>17/02/2025</span>"
         "<span class='k'>Lien avec le traitement</span><span class='v'>Peu probable</span><span class='k'>Action</span><span class='v'>Traitement suspendu 5 jours</span></div></div>"
         "<div class='sec'><h4>Narratif</h4><div class='nar'><div class='v'>Le participant " + _pii("PERSON", "J.M.G.", "participant's initials in an adverse event narrative")
         + " a présenté une exacerbation sévère au domicile. Sa mère, Mme " + _pii("PERSON", "Sandrine Garnier", "participant's mother's name in an adverse event narrative")
         + ", a appelé le 15 ; transport au SAU pédiatrique puis hospitalisation en unité 3B. À la sortie, " + _pii("PERSON", "Julien Garnier", "participant's full name slipped into an adverse event narrative")
         + " a repris le traitement le 18/02. La mère reste joignable au " + _pii("PHONE_NUMBER", "06 12 48 93 27", "mother's mobile in an adverse event narrative")
         + " pour le suivi. Pas d'autre événement. DEP à la sortie 340 L/min.</div></div></div>"
         "<div class='sec'><h4>Piste d'audit</h4><table class='au'><tr><th>Date</th><th>Utilisateur</th><th>Champ</th><th>Action</th></tr>"
         "<tr><td>19/02/2025 09:12</td><td>" + _pii("ACCOUNT_NAME", "cdufresne", "research nurse's user name in an audit trail") + "</td><td>AE.NARR</td><td>saisie</td></tr>"
         "<tr><td>19/02/2025 09:40</td><td>" + _pii("ACCOUNT_NAME", "hmarchetti", "investigator's user name in an audit trail") + "</td><td>AE.REL</td><td>signature électronique</td></tr>"
         "<tr><td>20/02/2025 14:03</td><td>" + _pii("ACCOUNT_NAME", "dm.pkowalski", "data manager's user name in an audit trail") + "</td><td>AE.NARR</td><td>requête Q-0412 ouverte</td></tr>"
         "<tr><td>20/02/2025 14:05</td><td>system</td><td>AE.SER</td><td>notification vigilance envoyée (SUSAR non)</td></tr></table></div></div>")
    qry = ("<div class='qry dropdown' style='left:560px;top:282px'><b>Requête Q-0412</b> · ouverte par " + _pii("PERSON", "Piotr Kowalski", "data manager's name in a query hover card")
           + " (Data management)<br>Le narratif contient le nom complet du participant et un numéro de téléphone : merci de les remplacer par les initiales et le n° participant (BPC §4.9, RGPD art. 89).<br>"
           "<span style='color:#7a6520;font-size:11px'>20/02/2025 14:03 · réponse attendue sous 5 jours</span></div>")
    return _edc("Événement indésirable #1", f, qry)


# ------------------------------------------------------------------------------------- blindv3: Turkish library patron
LIB_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#eceff1;color:#1f2a33;font-size:13px}
.lh{height:46px;background:#1f4e5f;color:#fff;display:flex;align-items:center;gap:18px;padding:0 18px} .lh b{font-size:15px}
.lw{height:710px;overflow:hidden;position:relative}
.z{transform-origin:0 0}
.pc{display:flex;gap:14px;padding:12px 16px}
.pat{width:470px;flex:none;background:#fff;border:1px solid #cfd8dc;border-radius:6px;padding:12px 14px;line-height:1.55}
.pat .k{color:#546e7a;display:inline-block;width:130px;vertical-align:top}
.pat .ph{width:64px;height:76px;background:#cfd8dc;float:right;border-radius:4px}
.lo{flex:1;min-width:0;background:#fff;border:1px solid #cfd8dc;border-radius:6px}
.lo h4{margin:0;padding:8px 12px;background:#eceff1;border-bottom:1px solid #cfd8dc;font-size:13px}
.lt{width:100%;border-collapse:collapse;font-size:12.5px} .lt th{text-align:left;color:#546e7a;padding:6px 8px;border-bottom:1px solid #cfd8dc;font-size:11.5px} .lt td{padding:6px 8px;border-bottom:1px solid #eceff1;vertical-align:top}
.late{color:#c62828;font-weight:bold}
.toast{position:absolute;right:24px;bottom:24px;width:380px;background:#263238;color:#fff;border-radius:6px;padding:11px 14px;line-height:1.45;box-shadow:0 6px 18px rgba(0,0,0,.35)}
.pay{background:#fff;border:1px solid #cfd8dc;border-radius:6px;padding:10px 14px;line-height:1.6}
.pay .in{border:1px solid #90a4ae;border-radius:4px;padding:4px 8px;display:inline-block;min-width:240px}
"""


def _lib(tab: str, inner: str, zoom: float, width: int, extra: str = "") -> str:
    tabs = "".join(f"<span style='{'border-bottom:3px solid #fff;font-weight:bold' if t == tab else ''};padding:12px 4px'>{t}</span>" for t in ("Okuyucu", "Ödünç", "Ayırtmalar", "Cezalar", "Katalog"))
    head = f"<div class='lh'><b>Kuzey Kıyısı Üniversitesi Kütüphanesi</b>{tabs}<span style='margin-left:auto'>Ödünç masası 2 · " + _pii("PERSON", "Mert Aydemir", "librarian's name in a library client's header") + "</span></div>"
    return _page("kutuphane.kuzeykiyisi.edu.tr/staff/okuyucu/kayit?id=88412", "Okuyucu kaydı · Kütüphane", f"{head}<div class='lw'><div class='z' style='transform:scale({zoom});width:{width}px'>{inner}</div>{extra}</div>", LIB_CSS)


def lib_patron(tckn: str) -> str:
    pat = ("<div class='pat'><div class='ph'></div><b style='font-size:15px'>" + _pii("DENY_LIST", "YILDIZOĞLU, AYŞEGÜL", "deny-listed Turkish name in capitals surname first in a library patron record at 80 %") + "</b><br>"
           "<span class='k'>Kart barkodu</span>" + _pii("ID_NUMBER", "2300418872", "library card barcode in a patron record at 80 %") + "<br>"
           "<span class='k'>T.C. Kimlik No</span>" + _pii("ID_NUMBER", tckn, "Turkish identity number in a library patron record at 80 %") + "<br>"
           "<span class='k'>Doğum tarihi</span>" + _pii("DATE_OF_BIRTH", "14.09.1998", "date of birth with dots in a library patron record at 80 %") + "<br>"
           "<span class='k'>Kategori</span>Lisansüstü öğrenci · Tarih Bölümü<br>"
           "<span class='k'>Adres</span>" + _pii("STREET_ADDRESS", "Cevizli Mah. Bağdat Cad. No: 412 D: 9, 34846 Maltepe/İstanbul", "home address in a library patron record at 80 %") + "<br>"
           "<span class='k'>Cep telefonu</span>" + _pii("PHONE_NUMBER", "0532 418 77 09", "mobile in a library patron record at 80 %") + "<br>"
           "<span class='k'>E-posta</span>" + _pii("EMAIL_ADDRESS", "aysegul.yildizoglu@ogr.kuzeykiyisi.edu.tr", "university e-mail in a library patron record at 80 %") + "<br>"
           "<span class='k'>Kefil</span>" + _pii("PERSON", "Doç. Dr. Kerem Başaran", "guarantor's name with a title in a library patron record at 80 %") + " · " + _pii("PHONE_NUMBER", "0216 555 38 12", "guarantor's phone in a library patron record at 80 %") + "<br>"
           "<span class='k'>Üyelik bitişi</span>30.09.2026 · ödünç sınırı 15 · gecikme 2</div>")
    loans = [("Osmanlı İmparatorluğu'nda Toprak Düzeni", "İnalcık, Halil", "HD666 .I53 2015", "9780018841", "12.03.2025", True),
             ("Programming Rust, 2nd ed.", "Blandy, J.; Orendorff, J.; Tindall, L.", "QA76.73 .R87 B53 2021", "9780022317", "28.03.2025", False),
             ("Python Crash Course", "Matthes, Eric", "QA76.73 .P98 M38 2019", "9780019954", "28.03.2025", False),
             ("The Ottoman Age of Exploration", "Casale, Giancarlo", "DR486 .C37 2010", "9780020446", "04.04.2025", False),
             ("Kent ve Tarih: İstanbul", "Tanyeli, Uğur", "DR726 .T36 2017", "9780017231", "07.03.2025", True)]
    rows = "".join(f"<tr><td><b>{t}</b><br><span style='color:#546e7a'>{a}</span></td><td class='mono'>{cn}</td><td class='mono'>{bc}</td><td class='{'late' if late else ''}'>{due}{' · gecikmiş' if late else ''}</td><td>{'₺18,00' if late else '—'}</td></tr>" for t, a, cn, bc, due, late in loans)
    lo = (f"<div class='lo'><h4>Ödünçteki materyaller (5)</h4><table class='lt'><tr><th>Eser · yazar</th><th>Yer numarası</th><th>Demirbaş</th><th>İade tarihi</th><th>Ceza</th></tr>{rows}</table>"
          "<div style='padding:8px 12px;color:#546e7a;font-size:12px'>Toplam ceza ₺36,00 · günlük ₺2,00 · Merkez Kütüphane, Rumeli Hisarı Cad. No: 5, 34470 Sarıyer/İstanbul · Danışma (0212) 359 00 00</div></div>")
    toast = "<div class='toast'>✉ Gecikme bildirimi gönderildi: " + _pii("DENY_LIST", "Ayşegül Yıldızoğlu", "deny-listed Turkish name as written in a toast over a patron record") + " · 2 materyal · SMS + e-posta</div>"
    return _lib("Okuyucu", f"<div class='pc'>{pat}{lo}</div>", 0.8, 1560, toast)


def lib_holds(card: str) -> str:
    holds = [("Sosyal Bilimlerde Araştırma Yöntemleri", "Neuman, W. L.", "H62 .N39 2014", "Merkez · Ödünç masası", "1 / 1 · hazır", ""),
             ("Ottoman Cartographers", "Pinto, Karen", "GA1073 .P56 2016", "Güney Kampüs", "2 / 3", ""),
             ("Deep Learning", "Goodfellow, I.; Bengio, Y.; Courville, A.", "Q325.5 .G66 2016", "Merkez · Ödünç masası", "4 / 6", "vekil")]
    rows = "".join(f"<tr><td><b>{t}</b><br><span style='color:#546e7a'>{a}</span></td><td class='mono'>{cn}</td><td>{pl}</td><td>{q}</td><td>{'vekil: ' + _pii('PERSON', 'Emre Kaçar', 'proxy name on a hold at 125 %') + ' · ' + _pii('PHONE_NUMBER', '0542 771 30 64', 'proxy phone on a hold at 125 %') if v else '—'}</td></tr>" for t, a, cn, pl, q, v in holds)
    inner = ("<div style='padding:10px 14px'><div class='lo'><h4>Ayırtmalar (3)</h4><table class='lt'><tr><th>Eser · yazar</th><th>Yer numarası</th><th>Teslim noktası</th><th>Sıra</th><th>Not</th></tr>" + rows + "</table></div>"
             "<div class='pay' style='margin-top:10px'><b>Ceza ödemesi · ₺36,00</b><br>Kart numarası <span class='in mono'>" + _pii("CREDIT_CARD", card, "card number typed into a library fine payment form at 125 %") + "</span> SKT 11/27 · POS: Ödünç masası 2<br>"
             "<span style='color:#546e7a'>Personel notu: " + _pii("DENY_LIST", "Ayşegül", "deny-listed given name alone in a staff note at 125 %") + " Hanım ödemeyi telefonla onayladı · makbuz no. KTP-2025-00418</span></div></div>")
    return _lib("Ayırtmalar", inner, 1.25, 880)


# ----------------------------------------------------------------------------------- blindv4: Spanish court e-filing
CT_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f2f2f2;color:#1b1b1b;font-size:13px}
.ch{height:50px;background:#8b1e2d;color:#fff;display:flex;align-items:center;gap:18px;padding:0 20px} .ch b{font-size:15px}
.cw{height:706px;overflow:hidden;position:relative}
.z{transform-origin:0 0}
.cb{display:flex;gap:14px;padding:12px 18px}
.exp{flex:1;min-width:0} .card{background:#fff;border:1px solid #d6d6d6;border-radius:4px;margin-bottom:10px}
.card h4{margin:0;padding:7px 12px;background:#f7eef0;color:#8b1e2d;border-bottom:1px solid #e5d3d6;font-size:13px}
.pt{width:100%;border-collapse:collapse;font-size:12.5px} .pt th{text-align:left;color:#555;padding:6px 8px;border-bottom:1px solid #ddd;font-size:11.5px} .pt td{padding:6px 8px;border-bottom:1px solid #eee;vertical-align:top;line-height:1.45}
.side{width:300px;flex:none} .side .card div{padding:6px 12px;line-height:1.5;font-size:12.5px}
.hc{position:absolute;width:300px;background:#fff;border:1px solid #bbb;border-radius:6px;box-shadow:0 6px 20px rgba(0,0,0,.2);padding:10px 14px;line-height:1.55;z-index:5}
.doc{background:#fff;border:1px solid #d6d6d6;margin:12px 18px;padding:14px 20px;font-family:"Liberation Serif",serif;font-size:14px;line-height:1.55}
.toast{position:absolute;right:24px;bottom:22px;width:360px;background:#1e5b2a;color:#fff;border-radius:6px;padding:10px 14px;line-height:1.45;box-shadow:0 6px 18px rgba(0,0,0,.3)}
"""


def _court(inner: str, url: str, extra: str = "") -> str:
    head = ("<div class='ch'><b>Sede Judicial Electrónica · Presentación de escritos</b><span>Mis procedimientos</span><span>Notificaciones (3)</span><span style='margin-left:auto'>Certificado: "
            + _pii("PERSON", "IGNACIO RUIZ VELASCO", "court agent's name in capitals from his certificate in an e-filing header") + "</span></div>")
    return _page(url, "Procedimiento Ordinario 412/2025 · Sede Judicial Electrónica", f"{head}<div class='cw'>{inner}{extra}</div>", CT_CSS)


def court_case(dni: str) -> str:
    parties = ("<div class='card'><h4>Intervinientes</h4><table class='pt'><tr><th>Rol</th><th>Nombre / razón social</th><th>Documento</th><th>Domicilio</th><th>Representación</th></tr>"
               "<tr><td>Demandante</td><td>" + _pii("DENY_LIST", "Lucía Fernández Ortega", "deny-listed Spanish name as a claimant in a court case file") + "</td><td class='mono'>" + _pii("ID_NUMBER", dni, "claimant's DNI in a court case file") + "</td>"
               "<td>" + _pii("STREET_ADDRESS", "C/ de la Palma 18, 2º izda., 28004 Madrid", "claimant's domicile in a court case file") + "</td><td>Proc. " + _pii("PERSON", "Ignacio Ruiz Velasco", "court agent's name in a court case file") + "<br>Letr. " + _pii("PERSON", "Marta Soler Pujol", "lawyer's name in a court case file") + "</td></tr>"
               "<tr><td>Demandado</td><td>Inversiones Tajo Residencial, S.L.</td><td class='mono'>B86412233</td><td>Paseo de la Castellana 95, planta 15, 28046 Madrid (domicilio social)</td><td>Adm. único: " + _pii("PERSON", "Gonzalo Pérez-Aranda Soto", "defendant company's sole director's name in a court case file") + "</td></tr>"
               "<tr><td>Ministerio Fiscal</td><td>—</td><td>—</td><td>—</td><td>no interviene</td></tr></table></div>")
    profs = ("<div class='card'><h4>Profesionales</h4><table class='pt'><tr><th>Profesional</th><th>Colegio · nº</th><th>Correo</th><th>Teléfono</th></tr>"
             "<tr><td>Procurador: <span style='text-decoration:underline dotted'>" + _pii("PERSON", "D. Ignacio Ruiz Velasco", "court agent's name with a title in a court case file") + "</span></td><td>ICPM · " + _pii("ID_NUMBER", "1.284", "court agent's bar number in a court case file") + "</td>"
             "<td>" + _pii("EMAIL_ADDRESS", "iruiz@procuradoresruiz.es", "court agent's e-mail in a court case file") + "</td><td>" + _pii("PHONE_NUMBER", "915 44 12 07", "court agent's phone in a court case file") + "</td></tr>"
             "<tr><td>Letrada: <span style='text-decoration:underline dotted'>" + _pii("PERSON", "Dña. Marta Soler Pujol", "lawyer's name with a title in a court case file") + "</span></td><td>ICAM · " + _pii("ID_NUMBER", "84.213", "lawyer's bar number in a court case file") + "</td>"
             "<td>" + _pii("EMAIL_ADDRESS", "msoler@solerpujol-abogados.es", "lawyer's e-mail in a court case file") + "</td><td>" + _pii("PHONE_NUMBER", "+34 639 27 51 84", "lawyer's mobile in a court case file") + "</td></tr></table></div>")
    acts = ("<div class='card'><h4>Actuaciones</h4><table class='pt'><tr><th>Fecha</th><th>Actuación</th><th>Fundamento</th></tr>"
            "<tr><td>03/02/2025</td><td>Demanda de juicio ordinario (reclamación de cantidad 48.750,00 €)</td><td>arts. 249.2 y 399 LEC; arts. 1101 y 1124 CC</td></tr>"
            "<tr><td>17/02/2025</td><td>Decreto de admisión · emplazamiento 20 días</td><td>art. 404 LEC</td></tr>"
            "<tr><td>21/03/2025</td><td>Contestación a la demanda</td><td>art. 405 LEC</td></tr>"
            "<tr><td>12/06/2025 10:30</td><td><b>Audiencia previa</b> · Sala 4 (planta 2)</td><td>arts. 414–430 LEC</td></tr></table></div>")
    side = ("<div class='side'><div class='card'><h4>Órgano judicial</h4><div>Juzgado de Primera Instancia nº 7 de Madrid<br>C/ del Poeta Joan Maragall 66, 28020 Madrid<br>Tel. 914 93 28 00 · Fax 914 93 28 01<br>"
            "Cuenta de consignaciones 2513 0000 04 0412 25</div></div><div class='card'><h4>Procedimiento</h4><div>Procedimiento Ordinario 412/2025<br>NIG 28079 42 1 2025 0009173<br>Materia: contratos · cuantía 48.750,00 €<br>"
            "Magistrada-Juez: " + _pii("PERSON", "Dña. Asunción Verdú Llorens", "judge's name in a court case file's side panel") + "<br>LAJ: " + _pii("PERSON", "D. Tomás Iriarte Mendi", "court clerk's name in a court case file's side panel") + "</div></div></div>")
    hover = ("<div class='hc dropdown' style='left:250px;top:430px'><b>" + _pii("PERSON", "Marta Soler Pujol", "lawyer's name in a hover card") + "</b> · Abogada<br>Soler Pujol Abogados, C/ Velázquez 27, 28001 Madrid<br>"
             "Despacho " + _pii("PHONE_NUMBER", "910 57 33 62", "lawyer's office direct line in a hover card") + "<br>LexNET: " + _pii("EMAIL_ADDRESS", "marta.soler@icam.es", "lawyer's bar e-mail in a hover card") + "</div>")
    return _court(f"<div class='cb'><div class='exp'>{parties}{profs}{acts}</div>{side}</div>", "sede.justicia.es/presentacion/expediente/2807942120250009173", hover)


def court_filing(dni: str, iban: str) -> str:
    doc = ("<div class='doc'><div style='text-align:center;font-weight:bold'>AL JUZGADO DE PRIMERA INSTANCIA Nº 7 DE MADRID</div><div style='text-align:right'>P.O. 412/2025</div>"
           "D. " + _pii("PERSON", "Ignacio Ruiz Velasco", "court agent's name in a filing at 150 %") + ", Procurador de los Tribunales, en nombre de "
           + _pii("DENY_LIST", "FERNÁNDEZ ORTEGA, LUCÍA", "deny-listed name surname first in capitals in a filing at 150 %") + ", ante el Juzgado comparezco y, al amparo del art. 429 LEC, DIGO:<br>"
           "PRIMERO.– Que se propone como testigo a D. " + _pii("PERSON", "Andrés Molina Cruz", "witness's name in a filing at 150 %") + ", con DNI " + _pii("ID_NUMBER", dni, "witness's DNI in a filing at 150 %")
           + " y teléfono " + _pii("PHONE_NUMBER", "622 915 480", "witness's mobile in a filing at 150 %") + ", antiguo administrador de la finca.<br>"
           "SEGUNDO.– Que la devolución del depósito se realice a la cuenta " + _pii("IBAN_CODE", iban, "claimant's IBAN in a filing at 150 %") + " de la que es titular mi mandante.<br>"
           "Madrid, 24 de marzo de 2025. Letrada: " + _pii("PERSON", "Marta Soler Pujol", "lawyer's name in a filing's signature at 150 %") + "</div>")
    form = ("<div style='padding:10px 18px 0;font-size:12.5px'><b>Nuevo escrito</b> · Tipo: Proposición de prueba · Trámite: audiencia previa · Documentos: 1 principal + 2 anexos (PDF/A, 1,4 MB)</div>")
    toast = "<div class='toast dropdown' style='left:700px;top:270px;bottom:auto'>✔ Escrito presentado · nº de registro 2025/118422 · justificante descargable</div>"
    return _court(f"<div class='z' style='transform:scale(1.5);width:853px'>{form}{doc}</div>", "sede.justicia.es/presentacion/escrito/nuevo?zoom=150", toast)


# --------------------------------------------------------------------------- blindv5: Arabic scholarship application
SCH_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f4f1ea;color:#2b2a26;font-size:13.5px}
.ah{height:52px;background:#0f5132;color:#fff;display:flex;align-items:center;gap:22px;padding:0 30px 0 190px;direction:rtl;font-size:13.5px} .ah b{font-size:17px}
.aw{direction:rtl;height:704px;overflow:hidden;padding:12px 30px;display:flex;gap:16px}
.as{flex:1;background:#fff;border:1px solid #ddd5c3;border-radius:8px;padding:10px 16px}
.as h3{margin:0 0 8px;font-size:15px;color:#0f5132;border-bottom:1px solid #eee6d6;padding-bottom:5px}
.ag{display:grid;grid-template-columns:150px 1fr;gap:7px 12px;align-items:center}
.ag .k{color:#6d6657;font-size:12.5px} .ag .v{border:1px solid #d9d2c1;border-radius:4px;padding:4px 8px;background:#fdfcf9}
.ltr{direction:ltr;unicode-bidi:isolate}
.rv{height:756px;overflow:hidden} .z{transform:scale(0.67);transform-origin:0 0;width:1910px;padding:16px 24px}
.rv h2{font-size:22px;margin:0 0 6px;color:#0f5132} .rg{display:flex;gap:18px}
.rb{flex:1;background:#fff;border:1px solid #ddd5c3;border-radius:8px;padding:14px 18px;line-height:1.65;font-size:15px}
.rb .k{color:#6d6657;display:inline-block;width:190px}
.sc{width:100%;border-collapse:collapse;font-size:14.5px} .sc td,.sc th{border-bottom:1px solid #eee6d6;padding:6px 8px;text-align:left}
"""


def sch_form(ids: dict[str, str]) -> str:
    app = ("<div class='as'><h3>بيانات المتقدم</h3><div class='ag'>"
           "<span class='k'>الاسم الكامل</span><span class='v'>" + _pii("PERSON", "يوسف بن عمر الحربي", "applicant's name in Arabic script in a right-to-left form") + "</span>"
           "<span class='k'>الاسم باللاتينية</span><span class='v ltr'>" + _pii("PERSON", "Yousef bin Omar al-Harbi", "applicant's name in Latin letters in a right-to-left form") + "</span>"
           "<span class='k'>رقم الهوية الوطنية</span><span class='v ltr'>" + _pii("ID_NUMBER", ids["sa_yousef"], "applicant's Saudi national ID in a right-to-left form") + "</span>"
           "<span class='k'>تاريخ الميلاد</span><span class='v ltr'>" + _pii("DATE_OF_BIRTH", "2006/11/21", "applicant's date of birth in a right-to-left form") + "</span>"
           "<span class='k'>الجوال</span><span class='v'>" + _pii("PHONE_NUMBER", "٠٥٥ ٣١٢ ٤٨٧٠", "applicant's mobile in Arabic-Indic digits in a right-to-left form") + "</span>"
           "<span class='k'>البريد الإلكتروني</span><span class='v ltr'>" + _pii("EMAIL_ADDRESS", "yousef.alharbi06@gmail.com", "applicant's e-mail in a right-to-left form") + "</span>"
           "<span class='k'>المدرسة</span><span class='v'>ثانوية الملك فهد · جدة</span>"
           "<span class='k'>المعدل التراكمي</span><span class='v'>98.4 ٪ · اختبار القدرات 91</span>"
           "<span class='k'>البرنامج المطلوب</span><span class='v'>بكالوريوس الهندسة الكهربائية</span></div></div>")
    par = ("<div class='as'><h3>بيانات ولي الأمر</h3><div class='ag'>"
           "<span class='k'>اسم الأب</span><span class='v'>" + _pii("DENY_LIST", "عمر بن خالد الحربي", "deny-listed name written in Arabic script in a right-to-left form") + "</span>"
           "<span class='k'>الاسم باللاتينية</span><span class='v ltr'>" + _pii("DENY_LIST", "Omar bin Khalid al-Harbi", "deny-listed name in Latin letters in a right-to-left form") + "</span>"
           "<span class='k'>هوية الأب</span><span class='v ltr'>" + _pii("ID_NUMBER", ids["sa_omar"], "father's Saudi national ID in a right-to-left form") + "</span>"
           "<span class='k'>جهة العمل</span><span class='v'>الخطوط الجوية العربية السعودية · جدة</span>"
           "<span class='k'>هاتف العمل</span><span class='v ltr'>" + _pii("PHONE_NUMBER", "+966 12 686 4417", "father's work phone in a right-to-left form") + "</span>"
           "<span class='k'>الدخل الشهري</span><span class='v'>14,500 ريال</span>"
           "<span class='k'>اسم الأم</span><span class='v'>" + _pii("PERSON", "نورة بنت سعد القحطاني", "mother's name in Arabic script in a right-to-left form") + "</span>"
           "<span class='k'>جوال الأم</span><span class='v ltr'>" + _pii("PHONE_NUMBER", "0504 882 163", "mother's mobile in a right-to-left form") + "</span>"
           "<span class='k'>العنوان الوطني</span><span class='v'>" + _pii("STREET_ADDRESS", "٧٢٣١ شارع الأمير سلطان، حي الروضة، جدة ٢٣٤٣٥", "national address in Arabic in a right-to-left form") + "</span>"
           "<span class='k'>عدد أفراد الأسرة</span><span class='v'>6</span></div></div>")
    return _page("apply.alnoor-foundation.org/ar/scholarship/2025/APP-25-03318", "طلب منحة التفوق ٢٠٢٥ · مؤسسة النور",
                 "<div class='ah'><b>مؤسسة النور التعليمية</b><span>منحة التفوق ٢٠٢٥</span><span>الخطوة ٣ من ٤</span><span style='margin-right:auto'>حفظ كمسودة</span></div>"
                 f"<div class='aw'>{app}{par}</div>", SCH_CSS)


def sch_review(iban: str) -> str:
    left = ("<div class='rb'><b style='font-size:18px'>Applicant</b><br>"
            "<span class='k'>Name</span>" + _pii("PERSON", "Yousef bin Omar al-Harbi", "applicant's name in an English review at 67 %") + "<br>"
            "<span class='k'>Application</span>APP-25-03318 · Excellence Scholarship 2025<br>"
            "<span class='k'>Father / guardian</span>" + _pii("DENY_LIST", "AL-HARBI, Omar bin Khalid", "deny-listed name surname first in capitals in an English review at 67 %") + "<br>"
            "<span class='k'>Guardian signature</span>" + _pii("DENY_LIST", "O. K. al-Harbi", "deny-listed name with initials in an English review at 67 %") + " (e-signed 02/03/2025)<br>"
            "<span class='k'>Referee</span>" + _pii("PERSON", "Ms Reem Al-Zahrani", "referee teacher's name in an English review at 67 %") + " · physics teacher · " + _pii("EMAIL_ADDRESS", "r.alzahrani@kfhs-jeddah.edu.sa", "referee's e-mail in an English review at 67 %") + "<br>"
            "<span class='k'>Disbursement IBAN</span>" + _pii("IBAN_CODE", iban, "applicant's IBAN in an English review at 67 %") + "<br>"
            "<span class='k'>Household</span>6 members · income band C · sibling also funded (2023)</div>")
    scores = [("Academic record (GPA 98.4 %)", "38 / 40"), ("Aptitude test (91)", "18 / 20"), ("Essay: renewable grids", "17 / 20"), ("Interview (panel B)", "14 / 20"), ("Need adjustment", "+3")]
    right = ("<div class='rb'><b style='font-size:18px'>Committee scoring</b><table class='sc'><tr><th>Criterion</th><th>Score</th></tr>" + "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in scores)
             + "<tr><td><b>Total</b></td><td><b>90 / 100 · rank 7 of 412</b></td></tr></table><br>"
             "Recommendation: <b>award</b> · SAR 36,000 per year for 4 years · tuition paid to the university, stipend SAR 1,500 monthly.<br>"
             "Reviewer comment: strong physics olympiad record; father's employer letter received; confirm the IBAN belongs to the applicant (not to "
             + _pii("DENY_LIST", "Omar Al Harbi", "deny-listed name without bin and hyphen in a reviewer comment at 67 %") + ").<br><br>"
             "<span style='color:#6d6657'>Al-Noor Educational Foundation · King Abdulaziz Road 2871, Al Zahra, Jeddah 23425 · switchboard +966 12 610 0000 · scholarships@alnoor-foundation.org</span></div>")
    docs = ("<div class='rb'><b style='font-size:18px'>Documents received</b><table class='sc'><tr><th>Document</th><th>Status</th><th>Checked</th></tr>"
            "<tr><td>Secondary school certificate (Grade 12)</td><td>verified with the Ministry of Education</td><td>03/03/2025</td></tr>"
            "<tr><td>Qudurat aptitude result</td><td>verified · 91</td><td>03/03/2025</td></tr>"
            "<tr><td>National ID copies (applicant, guardian)</td><td>received · stored in the vault, not shown</td><td>04/03/2025</td></tr>"
            "<tr><td>Guardian's salary certificate (Saudia)</td><td>received</td><td>04/03/2025</td></tr>"
            "<tr><td>Bank letter for the IBAN</td><td style='color:#b45309'>missing · requested 09/03/2025</td><td>—</td></tr></table></div>")
    notes = ("<div class='rb'><b style='font-size:18px'>Panel notes</b><br>Interview 06/03/2025 11:40 · room 2.14 · panel B: Dr "
             + _pii("PERSON", "Faisal Al-Mutairi", "panel member's name in an English review at 67 %") + " (chair), Dr " + _pii("PERSON", "Hanan Bukhari", "panel member's name in an English review at 67 %")
             + ", Eng. " + _pii("PERSON", "Tariq Saleh", "observer's name after a title in an English review at 67 %") + " (observer).<br>Confident, well prepared; asked about the renewable-grids internship with SEC in the summer. Olympiad: national bronze 2024, IPhO team reserve.<br>"
             "Decision deadline 20/04/2025 · award letters from 01/05/2025 · appeals per policy SCH-07 §4.</div>")
    return _page("apply.alnoor-foundation.org/en/committee/review/APP-25-03318?zoom=67", "Review APP-25-03318 · Al-Noor Scholarships",
                 f"<div class='rv'><div class='z'><h2>Committee review · round 2 · panel B</h2><div class='rg'>{left}{right}</div><div class='rg' style='margin-top:18px'>{docs}{notes}</div></div></div>", SCH_CSS)


# ---------------------------------------------------------------------------- blindv6: French parent portal (phones)
PP_CSS = """
body{background:#dfe3e8} .desk{display:flex;justify-content:center;gap:70px;padding-top:14px;height:756px}
.ph{width:340px;height:700px;border:10px solid #111;border-radius:38px;background:#fff;overflow:hidden;position:relative;font-family:"DejaVu Sans",sans-serif;font-size:12.5px;color:#1b2330}
.sb{height:28px;display:flex;justify-content:space-between;padding:6px 20px 0;font-size:11.5px;font-weight:bold}
.ap{height:40px;background:#3a4ea8;color:#fff;display:flex;align-items:center;gap:10px;padding:0 14px;font-size:13.5px}
.cd{margin:8px 10px;border:1px solid #e1e5ec;border-radius:10px;padding:8px 11px;line-height:1.5}
.cd h4{margin:0 0 3px;font-size:12.5px;color:#3a4ea8} .cd .k{color:#68738a;font-size:11px;display:block}
.tt{width:100%;border-collapse:collapse;font-size:11.5px} .tt td{padding:5px 6px;border-bottom:1px solid #eef0f4;vertical-align:top}
.b1{align-self:flex-start;background:#eef0f6;border-radius:14px 14px 14px 4px;padding:7px 11px;max-width:250px;line-height:1.4}
.b2{align-self:flex-end;background:#3a4ea8;color:#fff;border-radius:14px 14px 4px 14px;padding:7px 11px;max-width:250px;line-height:1.4}
.msgs{padding:8px 12px;display:flex;flex-direction:column;gap:6px} .tm{align-self:center;color:#8a93a6;font-size:10.5px}
.fi{border:1px solid #c8cfdb;border-radius:6px;padding:5px 8px;margin:3px 0 7px;min-height:16px}
.toast{position:absolute;left:16px;right:16px;bottom:70px;background:#1b2330;color:#fff;border-radius:12px;padding:9px 12px;font-size:11.5px;line-height:1.4}
"""


def _pp_phones(left: str, right: str) -> str:
    return _win("<span>Miroir d'écran · iPhone 14</span><span style='color:#68738a'>ÉcoleLien</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", PP_CSS)


def pp_child() -> str:
    sb = "<div class='sb'><span>08:12</span><span>▮▮▮ 4G 64%</span></div>"
    left = (sb + "<div class='ap'>‹ Fiche élève</div>"
            "<div class='cd'><h4>" + _pii("PERSON", "Léa Moreau-Diallo", "pupil's name in a parent portal on a phone") + "</h4>"
            "<span class='k'>Née le</span>" + _pii("DATE_OF_BIRTH", "3 avril 2016", "pupil's date of birth in words in a parent portal") + " · CE2 B"
            "<span class='k'>INE</span>" + _pii("ID_NUMBER", "0916 4827 31K", "pupil's national pupil number with spaces in a parent portal") + ""
            "<span class='k'>Santé (PAI)</span>Allergie arachide · trousse d'urgence en salle 12</div>"
            "<div class='cd'><h4>Responsables légaux</h4>"
            + _pii("PERSON", "Aminata Diallo", "mother's name in a parent portal") + " (mère)<span class='k'>Employeur · tél. pro</span>Pharmacie du Marché, Lyon 7e · " + _pii("PHONE_NUMBER", "04 78 58 21 93", "parent's work phone in a parent portal")
            + "<span class='k'>Portable</span>" + _pii("PHONE_NUMBER", "06 71 22 48 90", "parent's mobile in a parent portal")
            + "<span class='k'>Courriel</span>" + _pii("EMAIL_ADDRESS", "aminata.diallo@laposte.net", "parent's e-mail in a parent portal") + "<br>"
            + _pii("PERSON", "Julien Moreau", "father's name in a parent portal") + " (père)<span class='k'>Adresse</span>" + _pii("STREET_ADDRESS", "14 rue Sébastien-Gryphe, 69007 Lyon", "home address in a parent portal") + "</div>"
            "<div class='cd'><h4>Personnes autorisées à la sortie</h4>" + _pii("PERSON", "Françoise Moreau", "grandmother authorised for pick-up in a parent portal") + " (grand-mère)<br>"
            "<span class='k'>Véhicule</span>Clio grise · " + _pii("ID_NUMBER", "GH-482-TK", "car's number plate in a parent portal") + ""
            "<span class='k'>Mot de passe de sortie</span>" + _pii("SECRET_VALUE", "Tournesol-47", "pick-up passphrase in a parent portal") + "</div>")
    tt = [("8:30", "Français", "Mme Leclerc", "12"), ("9:30", "Mathématiques", "Mme Leclerc", "12"), ("10:45", "Anglais", "M. Okafor", "7"), ("13:30", "EPS", "M. Benali", "gymnase"), ("15:00", "Arts plastiques", "Mme Leclerc", "12")]
    right = (sb + "<div class='ap'>Emploi du temps · jeudi 27 mars</div><div class='cd'><table class='tt'>"
             + "".join(f"<tr><td><b>{h}</b></td><td>{m}<br><span style='color:#68738a'>" + _pii("PERSON", t, "teacher's name with a title in a timetable on a phone") + f"</span></td><td>salle {s}</td></tr>" for h, m, t, s in tt)
             + "</table></div><div class='cd'><h4>Cantine</h4>Solde : 23,40 € · 4 repas réservés · menu : hachis parmentier</div>"
             "<div class='cd'><h4>À venir</h4>Sortie au musée des Confluences · vendredi 4 avril · autorisation à signer<br>Réunion parents-professeurs · 10 avril 18:00 · salle polyvalente</div>"
             "<div style='text-align:center;color:#68738a;font-size:11px'>École élémentaire Jules-Ferry · 22 rue Pasteur, 69007 Lyon · 04 72 71 00 00</div>")
    return _pp_phones(left, right)


def pp_messages() -> str:
    sb = "<div class='sb'><span>17:46</span><span>▮▮▮ 4G 51%</span></div>"
    left = (sb + "<div class='ap'>‹ " + _pii("PERSON", "Mme Leclerc", "teacher's name with a title in a message header on a phone") + " · CE2 B</div><div class='msgs'><span class='tm'>Aujourd'hui 16:52</span>"
            "<div class='b1'>Bonjour, " + _pii("PERSON", "Léa", "pupil's first name in a teacher's message") + " a oublié son cahier de liaison. Merci de signer l'autorisation pour le musée avant vendredi.</div>"
            "<div class='b2'>Bonjour " + _pii("PERSON", "Sophie", "teacher's first name in a parent's reply") + ", c'est noté. Ce soir c'est notre voisine " + _pii("PERSON", "Mme Catherine Rousseau", "neighbour's name in a parent's message")
            + " qui récupère Léa, son portable : " + _pii("PHONE_NUMBER", "07 58 31 64 20", "neighbour's mobile typed in a parent's message") + ".</div>"
            "<div class='b1'>Très bien, merci. Pensez à l'ajouter aux personnes autorisées dans la fiche.</div></div>"
            "<div style='position:absolute;bottom:10px;left:10px;right:10px;border:1px solid #c8cfdb;border-radius:18px;padding:8px 14px;color:#8a93a6'>Écrire un message…</div>")
    right = (sb + "<div class='ap'>‹ Déclarer une absence</div><div class='cd'>"
             "<span class='k'>Élève</span><div class='fi'>" + _pii("PERSON", "Léa Moreau-Diallo", "pupil's name in an absence form on a phone") + "</div>"
             "<span class='k'>Du · au</span><div class='fi'>lundi 31 mars 2025 · matin</div>"
             "<span class='k'>Motif</span><div class='fi'>Rendez-vous médical (orthophoniste)</div>"
             "<span class='k'>Déclarant</span><div class='fi'>" + _pii("PERSON", "Julien Moreau", "parent's name in an absence form on a phone") + "</div>"
             "<span class='k'>Joignable au</span><div class='fi'>" + _pii("PHONE_NUMBER", "06 33 87 15 42", "father's mobile in an absence form on a phone") + "</div>"
             "<div style='background:#3a4ea8;color:#fff;border-radius:8px;text-align:center;padding:8px'>Envoyer</div></div>"
             "<div class='toast' style='top:330px;bottom:auto;left:95px;right:14px'>✔ Absence enregistrée pour " + _pii("PERSON", "Léa Moreau-Diallo", "pupil's name in a toast over an absence form") + " · accusé n° ABS-2025-0331-118</div>")
    return _pp_phones(left, right)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind22(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20261222)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))

    def tok(n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(rng.choice(alphabet) for _ in range(n))
    ids = {"tckn": _tckn(rng), "dni_lucia": _dni(rng), "dni_witness": _dni(rng),
           "es_lucia": _es_iban(rng, "2100", "1523"), "sa_yousef": _sa_id(rng), "sa_omar": _sa_id(rng),
           "sa_iban": _iban_b("SA", "80" + "".join(rng.choice(string.digits) for _ in range(18))),
           "card": _card(rng, "5355"), "ucas": f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"}
    sv_tok = {"resume": tok(28), "api": "pw_live_" + tok(36)}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindv0", [("sis0", sis_roster), ("sis1", lambda: sis_transcript(ids["ucas"])), ("sis2", sis_advising)], "student system roster, transcript print 75 %, dark advising")
        record("blindv1", [("sv0", survey_grid), ("sv1", lambda: survey_response(sv_tok))], "survey export scrolled sideways and one response")
        record("blindv2", [("crf0", crf_demographics), ("crf1", crf_adverse)], "clinical case report forms (HiDPI)", dsf=2.0)
        record("blindv3", [("lib0", lambda: lib_patron(ids["tckn"])), ("lib1", lambda: lib_holds(ids["card"]))], "library patron 80 % and holds 125 %")
        record("blindv4", [("ct0", lambda: court_case(ids["dni_lucia"])), ("ct1", lambda: court_filing(ids["dni_witness"], ids["es_lucia"]))], "court e-filing case and filing 150 %")
        record("blindv5", [("sch0", lambda: sch_form(ids)), ("sch1", lambda: sch_review(ids["sa_iban"]))], "scholarship RTL and review 67 %")
        record("blindv6", [("pp0", pp_child), ("pp1", pp_messages)], "school parent portal phones (HiDPI)", dsf=2.0)
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind22, "/tmp/blind22/preview")
