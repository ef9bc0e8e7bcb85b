# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""An eighteenth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind16.py, other applications again): specialist professional
back offices — a dental practice, a Vienna tax adviser's client list and a German tax e-filing form, an immigration
lawyer's case file with a scanned passport, a Dutch staffing agency's timesheets, exports and payment file, a Belgian
notary's draft deed, a German insurance broker's policies and a Dublin letting agent's tenant ledger and arrears
letter — rendered by Debian's chromium through the rig of tests/privacy_screens.py (`_shoot`, `_record`, `score`),
each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindr0` … `blindr6`), 2 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindr0` a Manchester dental practice system: a patient chart (the deny-listed double-barrelled name surname first
  in capitals with a comma, a date of birth, an NHS number, the practice's patient number, a mobile, a home address,
  an e-mail; the FDI tooth chart, treatment codes, NHS bands and fees, alerts, appointment dates not private) with
  clinical notes (a dentist's name and her initials alone as a signature, a hygienist's first name, a husband's first
  name and mobile, a mother with the patient's maiden surname and a landline, a referral to a double-barrelled
  surgeon; the lab docket and job number not private); then the recall list in 10 px table text (patients surname
  first with particles and double-barrelled surnames, a child with the deny-listed surname, dates of birth, mobiles,
  e-mails, the clinician's surname; last visit and due dates, recall types and reminder counts not private) under a
  hover tooltip repeating the patient's mobile and the husband's name and number;
- `blindr1` a Vienna tax adviser's client list zoomed out to 80 % (persons with Austrian social insurance numbers
  (SVNR), German tax identification numbers (Steuer-ID) and Swiss AHV numbers, dates of birth, mobiles and e-mails, a
  name with `von` and a double-barrelled one, the adviser's initials; companies with their register and VAT numbers,
  office phones and addresses, client numbers, deadlines and open fees in right-aligned columns not private) under a
  right-click context menu holding a client's SVNR, e-mail and mobile; then a German income tax
  e-filing form at 125 % (a tax number, both spouses' Steuer-IDs, names in separate fields, a birth name, dates of
  birth, a street address, a refund IBAN, a child's first name, date of birth and Steuer-ID; the tax office, amounts,
  line numbers and the child benefit office not private);
- `blindr2` an immigration lawyer's case file at device scale 2 (HiDPI): the client card (the deny-listed name with
  `Al-` in Latin and in Arabic script, surname first in capitals, a date of birth, a passport number, a Jordanian
  national number, a Home Office reference, a mobile, an e-mail, a UK address) beside a scanned passport data page
  shown slightly blurred and rotated (the surname and the given name in capitals on separate lines, the name in
  Arabic script, the passport number, the date of birth, the national number, the machine-readable zone's name line
  and second line with valid check digits; the issuing state, dates of issue and expiry, the place of birth not
  private); then the family and application tab (a double-barrelled British sponsor with his date of birth, passport
  and National Insurance numbers and mobile, two children with dates of birth, a previous visa's vignette and residence
  permit numbers, the application's unique application number and GWF reference, the client as `Mrs Al-Khatib` and
  as an initial and surname; the matter number, fees, the visa centre's address and case dates not private);
- `blindr3` a Dutch staffing agency: two applications side by side in a split screen — the timesheet approval grid
  (contractors surname first with Dutch particles after the initial, the deny-listed one among them, the approver as
  an initial and surname; clients, hours, rates, totals and week numbers not private) and the payroll tool's
  contractor record (the deny-listed name, a BSN, a date of birth, an address, a mobile, an e-mail, an IBAN with the
  holder in capitals, a partner as emergency contact; the personnel number, pay scale and hourly wage not private);
  then a text viewer with a semicolon CSV export (names, BSNs, compact IBANs beside hours and amounts) above a
  fixed-width bank payment file in monospace (compact IBANs and names in capitals padded to their columns; the
  agency's own account, batch numbers and amounts in cents not private);
- `blindr4` a Belgian notary's draft deed of sale in Dutch in a PDF viewer at 50 % (two pages side by side: the
  deny-listed seller surname first in capitals with the particle, his wife, the buyers (one double-barrelled) with
  their national register numbers (rijksregisternummer), dates of birth and addresses, the house sold at the seller's
  address, the buyers' IBAN; the repertory number, cadastral parcel, price, energy certificate number and the
  notary's office not private; the paraph initials in the margin; the signature line with the particle capitalised);
  then the same deed at 150 % with a review comment (a candidate notary's name, a buyer's mobile);
- `blindr5` a German insurance broker's policy list zoomed out to 67 % (policyholders surname first with `von` and
  double-barrelled names, dates of birth, number plates of private cars and policy numbers right-aligned beside the
  premiums; insurers, lines, VINs, a company fleet's plates, renewal dates and no-claims classes not private); then a
  customer's record at 75 % (the name with `von`, a home address, phones, an e-mail, a date of birth, a SEPA IBAN,
  the drivers (a wife and a son with dates of birth), the plates, the policy numbers, a claim's other party's plate;
  the mandate reference, claim number, VINs, premiums and the garage not private);
- `blindr6` a Dublin letting agent's tenant ledger at device scale 2 (HiDPI): the tenants (the deny-listed
  double-barrelled name, a co-tenant), the flat's address with its Eircode, phones, e-mails, a guarantor; the ledger
  with right-aligned payer columns (IBANs, the names in capitals as the bank reports them) beside right-aligned
  debits, credits and balances; an arrears panel with other tenants' names (the tenancy and registration numbers,
  rents, arrears and the agency's address not private); then the browser's print preview of the arrears letter (the
  page header with the name in capitals as `FAIRBAIRN-HUGHES C`, the footer with the page's address and page count,
  the letter's salutation `Dear Ms Fairbairn-Hughes`, the guarantor's address, the property manager's name and
  direct line; the print settings, amounts and the Act's sections not private).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Dutch name with the particle `van der`, a
British double-barrelled name and a Jordanian name with `Al-`: the first as written, surname first after the initial
`Linden, M. van der`, surname first in capitals `VAN DER LINDEN Maarten`, as an initial and surname with the
particle capitalised, in capitals as an account holder and in a payment file, as paraph initials `MvdL`; the second
surname first in capitals with a comma, surname first, as written, surname first with an initial, in capitals with an
initial as a bank reports a payer, with a title, with a title and its surname alone; the third as written, in Arabic script, surname first in capitals, its surname and given name in
capitals on separate lines of a passport, as the MRZ writes it, with a title and its surname alone, as an initial
and surname). Checksummed values (NHS numbers, Austrian SVNRs, German Steuer-IDs, Swiss AHV numbers, BSNs, Belgian
national register numbers, the passport's MRZ check digits, German, Dutch, Belgian (with its national check digits)
and Irish IBANs) are valid. Each value other than a name is shown in one recording only.
"""

from __future__ import annotations

import random
import string
from collections import Counter
from datetime import date
from pathlib import Path

from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _bsn, _iban_b, _ibans_ok, _win
from privacy_screens_blind4 import _page, _pii, preview, recorder

DENY = ["Maarten van der Linden", "Charlotte Fairbairn-Hughes", "Samira Al-Khatib"]


# ------------------------------------------------------------------------------------------------ valid identifiers
def _nhs(rng: random.Random) -> str:
    """An NHS number: nine digits weighted 10 … 2, 11 less the sum mod 11 as the tenth (11 → 0, 10 never issued)."""
    while True:
        body = str(rng.randint(4, 6)) + "".join(rng.choice(string.digits) for _ in range(8))
        c = 11 - sum(int(a) * w for a, w in zip(body, range(10, 1, -1), strict=True)) % 11
        if c != 10:
            full = body + str(0 if c == 11 else c)
            return f"{full[:3]} {full[3:6]} {full[6:]}"


def _nhs_ok(v: str) -> bool:
    d = v.replace(" ", "")
    c = 11 - sum(int(a) * w for a, w in zip(d[:9], range(10, 1, -1), strict=True)) % 11
    return len(d) == 10 and c != 10 and int(d[9]) == (0 if c == 11 else c)


def _mod11_10(body: str) -> int:
    """ISO 7064 MOD 11,10 check digit."""
    p = 10
    for c in body:
        s = (int(c) + p) % 10 or 10
        p = s * 2 % 11
    return (11 - p) % 10


def _steuer_id(rng: random.Random) -> str:
    """A German tax identification number: ten digits (no leading 0, one digit twice, one missing), an ISO 7064
    MOD 11,10 check digit; shown grouped 2 3 3 3."""
    while True:
        d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(9)]
        if sorted(Counter(d).values()) == [1] * 8 + [2]:
            full = "".join(map(str, d)) + str(_mod11_10("".join(map(str, d))))
            return f"{full[:2]} {full[2:5]} {full[5:8]} {full[8:]}"


def _steuer_id_ok(v: str) -> bool:
    d = v.replace(" ", "")
    return len(d) == 11 and d[0] != "0" and sorted(Counter(d[:10]).values()) in ([1] * 8 + [2], [1] * 7 + [3]) and _mod11_10(d[:10]) == int(d[10])


_SV_W = (3, 7, 9, 5, 8, 4, 2, 1, 6)


def _svnr(rng: random.Random, born: date) -> str:
    """An Austrian social insurance number: a serial of three digits, a check digit, the date of birth DDMMYY (weights
    3 7 9 · 5 8 4 2 1 6, the sum mod 11; a serial giving 10 is not issued)."""
    while True:
        serial = str(rng.randint(100, 999))
        dob = f"{born:%d%m%y}"
        c = sum(int(a) * w for a, w in zip(serial + dob, _SV_W, strict=True)) % 11
        if c < 10:
            return f"{serial}{c} {dob}"


def _svnr_ok(v: str) -> bool:
    d = v.replace(" ", "")
    return len(d) == 10 and sum(int(a) * w for a, w in zip(d[:3] + d[4:], _SV_W, strict=True)) % 11 == int(d[3])


def _ahv(rng: random.Random) -> str:
    """A Swiss AHV number: 756, nine digits, an EAN-13 check digit; shown 756.xxxx.xxxx.xx."""
    body = "756" + "".join(rng.choice(string.digits) for _ in range(9))
    full = body + str((10 - sum(int(c) * (3 if k % 2 else 1) for k, c in enumerate(body)) % 10) % 10)
    return f"{full[:3]}.{full[3:7]}.{full[7:11]}.{full[11:]}"


def _ahv_ok(v: str) -> bool:
    d = v.replace(".", "")
    return len(d) == 13 and d.startswith("756") and (10 - sum(int(c) * (3 if k % 2 else 1) for k, c in enumerate(d[:12])) % 10) % 10 == int(d[12])


def _bsn_ok(v: str) -> bool:
    d = v.replace(".", "").replace(" ", "")
    return len(d) == 9 and (sum(int(a) * w for a, w in zip(d[:8], range(9, 1, -1), strict=True)) - int(d[8])) % 11 == 0


def _rrn(born: date, serial: int) -> str:
    """A Belgian national register number YY.MM.DD-SSS.CC: 97 less the first nine digits mod 97 (a 2 before them for
    births from 2000)."""
    body = f"{born:%y%m%d}{serial:03d}"
    c = 97 - int(("2" if born.year >= 2000 else "") + body) % 97
    return f"{body[:2]}.{body[2:4]}.{body[4:6]}-{body[6:9]}.{c:02d}"


def _rrn_ok(v: str, born: date) -> bool:
    d = "".join(c for c in v if c.isdigit())
    return len(d) == 11 and 97 - int(("2" if born.year >= 2000 else "") + d[:9]) % 97 == int(d[9:]) and d[:6] == f"{born:%y%m%d}"


def _be_iban(rng: random.Random, bank: str) -> str:
    """A Belgian IBAN whose account carries its national check digits (bank·account mod 97, 0 → 97)."""
    body = bank + "".join(rng.choice(string.digits) for _ in range(7))
    return _iban_b("BE", body + f"{int(body) % 97 or 97:02d}")


def _be_iban_ok(iban: str) -> bool:
    d = iban.replace(" ", "")[4:]
    return len(d) == 12 and (int(d[:10]) % 97 or 97) == int(d[10:])


_MRZ_V = {**{str(k): k for k in range(10)}, **{chr(65 + k): 10 + k for k in range(26)}, "<": 0}


def _mrz_cd(s: str) -> str:
    return str(sum(_MRZ_V[c] * (7, 3, 1)[k % 3] for k, c in enumerate(s)) % 10)


def _mrz2(number: str, nat: str, born: date, sex: str, expiry: date, personal: str) -> str:
    """A passport's second MRZ line (TD3, 44 characters) with its check digits."""
    no = number.ljust(9, "<")
    b, e, p = f"{born:%y%m%d}", f"{expiry:%y%m%d}", personal.ljust(14, "<")
    parts = no + _mrz_cd(no), b + _mrz_cd(b), e + _mrz_cd(e), p + _mrz_cd(p)
    return parts[0] + nat + parts[1] + sex + parts[2] + parts[3] + _mrz_cd(parts[0] + parts[1] + parts[2] + parts[3])


def _mrz2_ok(line: str) -> bool:
    ok = len(line) == 44 and _mrz_cd(line[0:9]) == line[9] and _mrz_cd(line[13:19]) == line[19] and _mrz_cd(line[21:27]) == line[27]
    return ok and _mrz_cd(line[28:42]) == line[42] and _mrz_cd(line[0:10] + line[13:20] + line[21:43]) == line[43]


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _nhs_ok(ids["nhs"]), ids["nhs"]
    for k in ("stid_a", "stid_b", "stid_kid", "stid_yil"):
        assert _steuer_id_ok(ids[k]), (k, ids[k])
    for k in ("sv_thurn", "sv_gruber", "sv_bauer", "sv_schmid", "sv_pichler"):
        assert _svnr_ok(ids[k]), (k, ids[k])
    assert _svnr_ok(ids["sv_thurn"]) and ids["sv_thurn"].endswith("120558"), ids["sv_thurn"]
    for k in ("ahv_keller", "ahv_brunner"):
        assert _ahv_ok(ids[k]), (k, ids[k])
    for k in ("bsn", "bsn_bakker", "bsn_jong", "bsn_yilmaz", "bsn_pereira", "bsn_boateng"):
        assert _bsn_ok(ids[k]), (k, ids[k])
    assert _rrn_ok(ids["rrn_seller"], date(1971, 3, 14)) and _rrn_ok(ids["rrn_wife"], date(1974, 7, 2)), (ids["rrn_seller"], ids["rrn_wife"])
    assert _rrn_ok(ids["rrn_buyer"], date(1989, 10, 23)) and _rrn_ok(ids["rrn_buyer2"], date(2000, 5, 9)), (ids["rrn_buyer"], ids["rrn_buyer2"])
    assert _be_iban_ok(ids["iban_be"]), ids["iban_be"]
    assert _mrz2_ok(ids["mrz"]), ids["mrz"]


# ------------------------------------------------------------------------------------------ blindr0: dental practice
DENT_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#eef3f6;color:#1f2d3a;font-size:12.5px}
.dw{display:flex;height:756px} .nv{width:58px;background:#12445e;color:#9cc6dc;flex:none;padding-top:8px;text-align:center;font-size:10px} .nv div{padding:9px 0} .nv .on{background:#1d5f80;color:#fff}
.mn{flex:1;min-width:0;display:flex;flex-direction:column}
.pb{background:#fff;border-bottom:2px solid #2a9d8f;padding:8px 14px;display:flex;gap:22px;align-items:flex-start;line-height:1.45}
.pb h2{margin:0;font-size:16px;color:#0d3b52} .pb .k{color:#6b7d8c;font-size:11px} .al{background:#fde2e1;color:#9b1c1c;border-radius:4px;padding:3px 8px;font-weight:bold;font-size:11.5px;display:inline-block;margin:2px 0}
.tabs{display:flex;gap:2px;padding:6px 14px 0;background:#dde7ee} .tabs span{padding:6px 14px;background:#c9d7e1;border-radius:5px 5px 0 0;color:#3b4f60} .tabs .on{background:#fff;color:#0d3b52;font-weight:bold}
.bd{flex:1;display:flex;gap:12px;padding:10px 14px;min-height:0}
.cd{background:#fff;border:1px solid #d3dee6;border-radius:6px;padding:8px 10px}
.od{display:grid;grid-template-columns:repeat(16,1fr);gap:3px;text-align:center;font-size:10.5px;color:#4b5d6c} .od .t{height:26px;border:1px solid #9fb2c1;border-radius:5px 5px 9px 9px;background:#fbfdff;position:relative}
.od .f{position:absolute;left:25%;top:28%;width:50%;height:40%;background:#6c8ebf;border-radius:3px} .od .c{background:#f6d365} .od .x{background:repeating-linear-gradient(45deg,#fff,#fff 3px,#e05656 3px,#e05656 5px)} .od .r{background:#e9f5ee}
.tp{width:100%;border-collapse:collapse;font-size:11.5px} .tp th{background:#eef3f6;text-align:left;font-weight:normal;color:#5b6c7a;padding:4px 6px} .tp td{padding:4px 6px;border-bottom:1px solid #edf1f4} .tp td.n{text-align:right}
.nt{border-left:3px solid #2a9d8f;padding:5px 9px;margin:6px 0;background:#f8fbfc;line-height:1.45} .nt .h{color:#5b6c7a;font-size:11px}
.rl{width:100%;border-collapse:collapse;font-size:10px} .rl th{background:#12445e;color:#fff;font-weight:normal;text-align:left;padding:3px 5px;position:sticky;top:0} .rl td{padding:2px 5px;border-bottom:1px solid #e3e9ee;white-space:nowrap}
.rl tr:nth-child(even) td{background:#f6f9fb} .rl tr.hv td{background:#d6ecf3} .od2{color:#b42318;font-weight:bold} .ok{color:#1d7a46}
.tt{position:absolute;width:300px;background:#22303c;color:#eef3f6;border-radius:6px;padding:8px 11px;font-size:11.5px;line-height:1.5;box-shadow:0 6px 18px rgba(0,0,0,.35);z-index:5}
.tt b{color:#fff} .tt .k{color:#9fb2c1}
"""


def _dent(active: str, banner: str, inner: str) -> str:
    nav = "".join(f"<div class='{'on' if n == active else ''}'>{n}</div>" for n in ("Diary", "Patients", "Chart", "Recalls", "Ledger", "Labs", "Reports"))
    tabs = "".join(f"<span class='{'on' if t == active else ''}'>{t}</span>" for t in ("Chart", "Notes", "Perio", "Tx plan", "Medical", "Documents", "Recalls"))
    return _page("ashgrove.toothflow.co.uk/practice/chart?pt=20417", "Toothflow · Ashgrove Dental Care", f"<div class='dw'><div class='nv'>{nav}</div><div class='mn'>{banner}<div class='tabs'>{tabs}</div>{inner}</div></div>", DENT_CSS)


def dental_chart(nhs: str) -> str:
    banner = ("<div class='pb'><div><h2>" + _pii("DENY_LIST", "FAIRBAIRN-HUGHES, Charlotte", "deny-listed double-barrelled name surname first in capitals in a patient banner") + " (Mrs)</h2>"
              "<span class='k'>Patient no.</span> " + _pii("ID_NUMBER", "20417", "practice patient number in a patient banner") + " &nbsp; <span class='k'>NHS no.</span> " + _pii("ID_NUMBER", nhs, "NHS number in a patient banner") + "</div>"
              "<div><span class='k'>DOB</span> " + _pii("DATE_OF_BIRTH", "03/02/1986", "date of birth in a patient banner") + " (39 y) · F<br><span class='k'>Mobile</span> " + _pii("PHONE_NUMBER", "07842 613 209", "mobile in a patient banner") + "</div>"
              "<div><span class='k'>Address</span> " + _pii("STREET_ADDRESS", "14 Beech Grove, Didsbury, Manchester M20 6RT", "home address in a patient banner") + "<br><span class='k'>E-mail</span> " + _pii("EMAIL_ADDRESS", "charlotte.fh@btinternet.com", "e-mail in a patient banner") + "</div>"
              "<div style='margin-left:auto;text-align:right'><span class='al'>⚠ Penicillin allergy</span><br><span class='al' style='background:#fff4d6;color:#8a5a00'>Warfarin – check INR</span><br><span class='k'>NHS · Band 2 course open · Exempt: no</span></div></div>")
    upper = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28]
    lower = [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38]
    marks = {16: "f", 26: "f", 36: "c", 46: "r", 18: "x", 37: "f", 24: "f"}

    def row(teeth: list[int]) -> str:
        return "".join("<div><div class='t'>" + (f"<div class='f {marks[t]}'></div>" if t in marks else "") + f"</div>{t}</div>" for t in teeth)
    chart = ("<div class='cd' style='flex:1.15;min-width:0'><b>Chart · FDI</b> <span style='color:#6b7d8c'>base chart 08/01/2025 · current</span>"
             f"<div class='od' style='margin-top:8px'>{row(upper)}</div><div class='od' style='margin-top:10px'>{row(lower)}</div>"
             "<div style='margin-top:8px;color:#5b6c7a;font-size:11px'>■ existing amalgam/composite &nbsp; ■ planned (yellow) &nbsp; ■ root treated (green) &nbsp; ▨ missing · BPE 2 1 2 / 2 1 2</div>"
             "<table class='tp' style='margin-top:10px'><tr><th>Tooth</th><th>Treatment</th><th>Code</th><th>Status</th><th style='text-align:right'>Fee</th></tr>"
             "<tr><td>—</td><td>Examination, BPE, 2 bitewings</td><td>EX1 · RAD2</td><td class='ok'>Done 22/04/2025</td><td class='n'>£27.40</td></tr>"
             "<tr><td>36</td><td>Composite filling MO</td><td>RES-C2</td><td>Booked 13/05/2025</td><td class='n'>£75.30</td></tr>"
             "<tr><td>46</td><td>Root canal (2 canals) + PFM crown</td><td>RCT2 · CRN-PFM</td><td>Planned</td><td class='n'>£326.70</td></tr>"
             "<tr><td>—</td><td>Scale &amp; polish (hygienist)</td><td>HYG30</td><td>Booked 06/06/2025</td><td class='n'>incl.</td></tr>"
             "<tr><td colspan='4' style='text-align:right;font-weight:bold'>Course total (NHS Band 3 applies)</td><td class='n' style='font-weight:bold'>£326.70</td></tr></table>"
             "<div style='margin-top:8px;color:#5b6c7a;font-size:11px'>Lab: crown 46 to Castle Dental Lab, Stockport · job L-55120 · due 02/06/2025 · shade A2</div></div>")
    notes = [("22/04/2025 10:40 · " + _pii("PERSON", "Dr Aisha Kapoor", "dentist's name in a clinical note header") + " · Examination",
              "C/O sensitivity LL6 to cold for 3/52. 36 MO caries on BW, 46 periapical radiolucency, TTP +. Discussed RCT vs XLA, pt prefers to save tooth. "
              "Warfarin: INR 2.4 on 18/04. Consent for tx plan signed. Hyg appt with " + _pii("PERSON", "Nia", "hygienist's first name alone in a clinical note") + " for S&amp;P. — "
              + _pii("PERSON", "AK", "dentist's initials alone as a clinical note signature")),
             ("22/04/2025 11:02 · Reception",
              "Pt asked that reminders go to her husband " + _pii("PERSON", "Tom", "husband's first name alone in a reception note") + " on " + _pii("PHONE_NUMBER", "07915 330 482", "husband's mobile in a reception note")
              + " while she is abroad 2–16 May. Card on file •••• 4417 for the lab fee deposit (£60.00)."),
             ("08/01/2025 09:15 · " + _pii("PERSON", "Nia Roberts", "hygienist's name in a clinical note header") + " (hygienist)",
              "Emergency contact updated: mother " + _pii("PERSON", "Ruth Fairbairn", "mother's name with the patient's maiden surname in a clinical note") + ", " + _pii("PHONE_NUMBER", "01625 872 114", "mother's landline in a clinical note")
              + ". OHI given, interdental brushes size 2 (pink)."),
             ("14/11/2024 16:30 · Referral",
              "Referred to " + _pii("PERSON", "Mr Julian Okafor-Grant", "double-barrelled surgeon's name in a referral note") + ", oral surgery, Manchester Royal Infirmary (ref. MRI-OS-2291). Letter sent via e-RS.")]
    nt = "".join(f"<div class='nt'><div class='h'>{h}</div>{t}</div>" for h, t in notes)
    side = f"<div class='cd' style='flex:1;min-width:0;overflow:hidden'><b>Clinical notes</b> <span style='color:#6b7d8c'>newest first · 4 of 31</span>{nt}</div>"
    return _dent("Chart", banner, f"<div class='bd'>{chart}{side}</div>")


RECALL = [("Abernethy, Ross", "11/09/1962", "14/10/2024", "14/04/2025", "Exam", "Kapoor", "07700 318 442", "ross.abernethy@gmail.com", "SMS ×2", "Overdue"),
          ("Ashworth, Peter", "27/03/1951", "02/11/2024", "02/05/2025", "Exam", "Kapoor", "07812 004 931", "p.ashworth51@talktalk.net", "Letter", "Overdue"),
          ("Boateng, Kojo", "05/06/1990", "19/11/2024", "19/05/2025", "Hyg", "Roberts", "07459 221 806", "kojo.boateng@outlook.com", "SMS ×1", "Due"),
          ("Brennan-Walsh, Aoife", "30/12/1984", "21/11/2024", "21/05/2025", "Exam", "Osei", "07521 660 174", "aoife.bw@icloud.com", "SMS ×1", "Due"),
          ("Chaudhry, Bilal", "17/08/1977", "25/11/2024", "25/05/2025", "Exam", "Osei", "07984 310 552", "bilal.chaudhry77@gmail.com", "E-mail", "Booked 27/05"),
          ("de la Cruz-Moreno, Sofía", "09/01/1995", "26/11/2024", "26/05/2025", "Hyg", "Roberts", "07393 818 240", "sofia.dlcm@gmail.com", "SMS ×1", "Due"),
          ("Fairbairn-Hughes, Charlotte", "03/02/1986", "22/04/2025", "22/10/2025", "Exam", "Kapoor", "07842 613 209", "charlotte.fh@btinternet.com", "—", "Course open"),
          ("Fairbairn-Hughes, Isla", "18/07/2016", "22/04/2025", "22/10/2025", "Child", "Kapoor", "", "", "—", "Course open"),
          ("Hussain, Imran", "02/02/1969", "28/11/2024", "28/05/2025", "Exam", "Kapoor", "07733 415 098", "imran.hussain@sky.com", "SMS ×1", "Due"),
          ("Kowalczyk, Marek", "14/04/1988", "29/11/2024", "29/05/2025", "Hyg", "Roberts", "07404 992 617", "marek.kowalczyk88@wp.pl", "SMS ×1", "Due"),
          ("MacLeod, Fiona", "23/10/1973", "02/12/2024", "02/06/2025", "Exam", "Osei", "07866 247 130", "fiona.macleod@btinternet.com", "Not sent", "Due"),
          ("Nguyen, Thanh Hà", "11/03/1999", "03/12/2024", "03/06/2025", "Exam", "Osei", "07427 558 903", "thanhha.nguyen@gmail.com", "Not sent", "Due"),
          ("O'Sullivan, Ciarán", "06/06/1958", "04/12/2024", "04/06/2025", "Exam", "Kapoor", "07590 113 774", "ciaran.osullivan@aol.com", "Not sent", "Due"),
          ("Okonjo, Adaeze", "19/12/1992", "05/12/2024", "05/06/2025", "Hyg", "Roberts", "07946 380 215", "adaeze.okonjo@yahoo.co.uk", "Not sent", "Due"),
          ("Pemberton-Lowe, Harriet", "28/02/1947", "06/12/2024", "06/06/2025", "Exam", "Kapoor", "0161 434 7762", "", "Letter", "Due"),
          ("van Dijk, Eva", "15/05/1991", "09/12/2024", "09/06/2025", "Hyg", "Roberts", "07377 204 968", "eva.vandijk@proton.me", "Not sent", "Due"),
          ("Whitworth, Gillian", "01/08/1966", "10/12/2024", "10/06/2025", "Exam", "Osei", "07818 650 321", "gill.whitworth@gmail.com", "Not sent", "Due")]


def dental_recall() -> str:
    banner = ("<div class='pb'><div><h2>Recall list</h2><span class='k'>Ashgrove Dental Care · 3 Wilmslow Road, Manchester M20 3BW · 0161 445 2210</span></div>"
              "<div><span class='k'>Due between</span> 01/04/2025 – 30/06/2025<br><span class='k'>Type</span> all · <span class='k'>Clinician</span> all</div>"
              "<div><span class='k'>Showing</span> 17 of 212 · sorted by surname<br><span class='k'>Batch SMS</span> 38 queued · £0.04 each</div>"
              "<div style='margin-left:auto'><span class='al' style='background:#e0f2ef;color:#1d6b60'>Send reminders</span> <span class='al' style='background:#e7edf3;color:#334'>Export CSV</span></div></div>")
    head = "".join(f"<th>{h}</th>" for h in ("Patient", "DOB", "Last exam", "Recall due", "Type", "Clinician", "Mobile / phone", "E-mail", "Reminder", "Status"))
    body = ""
    for k, (n, dob, last, due, typ, clin, ph, em, rem, st) in enumerate(RECALL):
        kind = "DENY_LIST" if n.startswith("Fairbairn-Hughes, Ch") else "PERSON"
        sit = "deny-listed double-barrelled name surname first in a 10 px recall table" if kind == "DENY_LIST" else "patient's name surname first in a 10 px recall table"
        cells = [_pii(kind, n, sit), _pii("DATE_OF_BIRTH", dob, "date of birth in a 10 px recall table"), last, due, typ,
                 _pii("PERSON", clin, "clinician's surname alone in a 10 px recall table"),
                 _pii("PHONE_NUMBER", ph, "phone in a 10 px recall table") if ph else "—", _pii("EMAIL_ADDRESS", em, "e-mail in a 10 px recall table") if em else "—", rem,
                 f"<span class='{'od2' if st == 'Overdue' else 'ok' if st.startswith('Booked') else ''}'>{st}</span>"]
        body += f"<tr class='{'hv' if k == 6 else ''}'>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"
    tt = ("<div class='tt dropdown' style='left:270px;top:150px'><b>" + _pii("DENY_LIST", "Charlotte Fairbairn-Hughes", "deny-listed double-barrelled name in a hover tooltip") + "</b><br>"
          "<span class='k'>Mobile</span> " + _pii("PHONE_NUMBER", "07842 613 209", "mobile in a hover tooltip") + "<br>"
          "<span class='k'>Alt. contact</span> " + _pii("PERSON", "Tom", "husband's first name alone in a hover tooltip") + " (husband) " + _pii("PHONE_NUMBER", "07915 330 482", "husband's mobile in a hover tooltip") + "<br>"
          "<span class='k'>Last SMS</span> 22/04/2025 “Your appointment on 13/05 at 09:20…”<br><span class='k'>Prefers</span> SMS · no calls 9–5</div>")
    inner = ("<div class='bd' style='display:block;position:relative'><div class='cd' style='padding:0;overflow:hidden'>"
             f"<table class='rl'><tr>{head}</tr>{body}</table></div>"
             "<div style='color:#5b6c7a;font-size:11px;margin-top:6px'>Recall interval by risk (NICE CG19): 3–24 months. Children under 18 recalled with a parent. Reminders: SMS 4 weeks before, letter after 2 unanswered SMS.</div>"
             f"{tt}</div>")
    return _dent("Recalls", banner, inner)


# ---------------------------------------------------------------------------- blindr1: tax adviser, e-filing at 125 %
TAX_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f3f4f6;color:#1f2937;font-size:13px}
.kw{height:756px;position:relative;overflow:hidden}
.kh{height:40px;background:#7a1f2b;color:#fff;display:flex;align-items:center;gap:18px;padding:0 16px;font-size:13px} .kh b{font-size:15px}
.kb{display:flex;align-items:center;gap:10px;padding:6px 16px;background:#fff;border-bottom:1px solid #e5e7eb;font-size:12.5px;color:#4b5563} .kb .s{border:1px solid #d1d5db;border-radius:4px;padding:4px 10px;width:260px;color:#9ca3af}
.zm{transform:scale(.8);transform-origin:0 0;width:1600px}
.ml{border-collapse:collapse;width:1580px;margin:10px 12px;background:#fff;font-size:13.5px} .ml th{background:#f9fafb;color:#6b7280;font-weight:normal;text-align:left;padding:7px 8px;border-bottom:2px solid #e5e7eb;white-space:nowrap}
.ml td{padding:7px 8px;border-bottom:1px solid #eef0f3;white-space:nowrap;vertical-align:top} .ml td.n{text-align:right;font-variant-numeric:tabular-nums} .ml th.n{text-align:right}
.ml tr.sel td{background:#fdecee} .ml .sub{color:#9ca3af;font-size:11.5px;display:block} .ml .tg{border-radius:9px;padding:1px 8px;font-size:11.5px;background:#eef2ff;color:#3730a3}
.ml .fr{color:#b45309} .ini{display:inline-block;width:28px;height:28px;border-radius:14px;background:#e5e7eb;text-align:center;line-height:28px;font-size:11.5px;color:#374151}
.cm{position:absolute;width:330px;background:#fff;border:1px solid #d1d5db;border-radius:6px;box-shadow:0 8px 24px rgba(0,0,0,.22);padding:4px 0;font-size:13px;z-index:5}
.cm div{padding:6px 14px} .cm .on{background:#2563eb;color:#fff} .cm hr{border:0;border-top:1px solid #e5e7eb;margin:4px 0} .cm .k{color:#9ca3af;float:right;font-size:11.5px}
.el{background:#eef2f5;height:756px;overflow:hidden;position:relative}
.el .zm2{transform:scale(1.25);transform-origin:0 0;width:1024px}
.eh{height:44px;background:#fff;border-bottom:3px solid #005ca9;display:flex;align-items:center;gap:16px;padding:0 14px;font-size:12px;color:#44546a} .eh b{color:#005ca9;font-size:16px}
.eg{display:flex;gap:10px;padding:8px 10px} .enav{width:190px;background:#fff;border:1px solid #d4dbe3;font-size:11px;flex:none} .enav div{padding:5px 9px;border-bottom:1px solid #eef1f4} .enav .on{background:#005ca9;color:#fff}
.ef{flex:1;background:#fff;border:1px solid #d4dbe3;padding:8px 12px;min-width:0} .ef h3{margin:0 0 4px;font-size:13.5px;color:#005ca9} .ef h4{margin:8px 0 3px;font-size:11.5px;color:#44546a;border-bottom:1px solid #d4dbe3}
.fr2{display:grid;grid-template-columns:24px 165px 1fr;gap:3px 6px;align-items:center;font-size:11px} .fr2 .z{color:#8a99ab;text-align:right;font-size:10px} .fr2 .in{white-space:nowrap;border:1px solid #b6c3d1;background:#fbfdff;padding:2px 5px;min-height:18px;font-size:11.5px}
"""


def _tax(inner: str, url: str, tab: str) -> str:
    head = ("<div class='kh'><b>KanzleiPro 8</b><span>Brandstätter &amp; Partner Steuerberatung GmbH</span><span style='margin-left:auto'>Mandanten · Fristen · Belege · Honorar · FinanzOnline</span></div>")
    return _page(url, tab, f"<div class='kw'>{head}{inner}</div>", TAX_CSS)


def mandanten(ids: dict[str, str]) -> str:
    def p(kind: str, v: str, sit: str) -> str:
        return _pii(kind, v, sit)
    rows = [("M-10211", "Huber Holzbau GmbH", "GmbH", "AT", "FN 284117 s · ATU64821937", "", "+43 2742 73 118", "office@huber-holzbau.at", "KB", "30.09.2025 · KöSt 2024", "4.260,00"),
            ("M-10234", ("PERSON", "Dr. Ingrid von Thurn-Valsassina"), "Privat", "AT", ("SVNR", ids["sv_thurn"]), "12.05.1958", ("PH", "+43 664 218 4471"), ("EM", "ingrid.vonthurn@aon.at"), "KB", "30.06.2025 · ESt 2024", "1.840,00"),
            ("M-10240", ("PERSON", "Hartmann, Lukas"), "Privat", "DE", ("STID", ids["stid_a"]), "09.11.1979", ("PH", "+49 171 552 9034"), ("EM", "lukas.hartmann@posteo.de"), "MS", "31.07.2025 · ESt 2024 (DE)", "2.110,00"),
            ("M-10252", ("PERSON", "Gruber, Stefan"), "Privat", "AT", ("SVNR", ids["sv_gruber"]), "03.02.1985", ("PH", "+43 699 113 82 047"), ("EM", "stefan.gruber85@gmx.at"), "PL", "30.06.2025 · ANV 2024", "380,00"),
            ("M-10266", ("PERSON", "Bauer, Elisabeth"), "EPU", "AT", ("SVNR", ids["sv_bauer"]), "21.09.1990", ("PH", "+43 676 904 3318"), ("EM", "lisi@bauer-grafik.at"), "PL", "15.05.2025 · UVA 03/2025", "620,00"),
            ("M-10271", ("PERSON", "Keller, Reto"), "Privat", "CH", ("AHV", ids["ahv_keller"]), "14.06.1976", ("PH", "+41 79 412 83 06"), ("EM", "reto.keller@bluewin.ch"), "MS", "31.03.2026 · Grenzgänger", "1.150,00"),
            ("M-10288", "Moser &amp; Lang OG", "OG", "AT", "FN 501882 k · ATU73219045", "", "+43 1 532 44 18", "kanzlei@moser-lang.at", "KB", "30.06.2025 · Feststellung", "2.980,00"),
            ("M-10293", ("PERSON", "Schmid-Aigner, Theresa"), "Privat", "AT", ("SVNR", ids["sv_schmid"]), "30.01.1969", ("PH", "+43 664 550 1290"), ("EM", "t.schmid-aigner@a1.net"), "KB", "30.06.2025 · ESt 2024", "0,00"),
            ("M-10305", ("PERSON", "Brunner, Nadine"), "Privat", "CH", ("AHV", ids["ahv_brunner"]), "07.12.1993", ("PH", "+41 76 338 20 91"), ("EM", "nadine.brunner@gmail.com"), "MS", "31.03.2026 · Quellensteuer", "560,00"),
            ("M-10312", ("PERSON", "Yılmaz, Deniz"), "Privat", "DE", ("STID", ids["stid_yil"]), "25.04.1987", ("PH", "+49 1522 771 4830"), ("EM", "deniz.yilmaz@web.de"), "PL", "31.07.2025 · ESt 2024 (DE)", "940,00"),
            ("M-10318", "Alpenblick Tourismus GmbH", "GmbH", "AT", "FN 412907 a · ATU68890317", "", "+43 5356 62 2010", "buchhaltung@alpenblick.tirol", "KB", "15.05.2025 · UVA 03/2025", "7.415,50"),
            ("M-10327", ("PERSON", "Pichler, Johann"), "Privat", "AT", ("SVNR", ids["sv_pichler"]), "18.08.1949", ("PH", "+43 3842 45 190"), "—", "PL", "30.06.2025 · ANV 2024", "210,00")]
    labels = {"SVNR": ("SV-Nr. (AT)", "Austrian social insurance number (SVNR) in a client list at 80 %"), "STID": ("Steuer-ID (DE)", "German tax identification number in a client list at 80 %"),
              "AHV": ("AHV-Nr. (CH)", "Swiss AHV number in a client list at 80 %")}
    staff = {"KB": "Katharina Brandstätter", "MS": "Markus Sailer", "PL": "Petra Leitner"}
    body = ""
    for nr, name, art, land, ident, dob, ph, em, ini, frist, offen in rows:
        person = isinstance(name, tuple)
        nm = p("PERSON", name[1], "client's name in a client list at 80 %") if isinstance(name, tuple) else f"<b>{name}</b>"
        if isinstance(ident, tuple):
            lab, sit = labels[ident[0]]
            idc = f"<span class='sub'>{lab}</span>" + p("ID_NUMBER", ident[1], sit)
        else:
            idc = f"<span class='sub'>Firmenbuch · UID</span>{ident}"
        phc = p("PHONE_NUMBER", ph[1], "client's mobile in a client list at 80 %") if isinstance(ph, tuple) else ph
        emc = p("EMAIL_ADDRESS", em[1], "client's e-mail in a client list at 80 %") if isinstance(em, tuple) else em
        dobc = p("DATE_OF_BIRTH", dob, "date of birth in a client list at 80 %") if person else "—"
        inic = "<span class='ini'>" + p("PERSON", ini, "adviser's initials alone in a client list at 80 %") + "</span>"
        body += (f"<tr class='{'sel' if nr == 'M-10234' else ''}'><td>{nr}</td><td>{nm}</td><td><span class='tg'>{art}</span></td><td>{land}</td><td>{idc}</td><td>{dobc}</td><td>{phc}</td><td>{emc}</td>"
                 f"<td>{inic}</td><td><span class='{'fr' if '05.2025' in frist else ''}'>{frist}</span></td><td class='n'>{offen}</td></tr>")
    head = "".join(f"<th class='{'n' if h.startswith('Offen') else ''}'>{h}</th>" for h in ("Nr.", "Mandant", "Art", "Land", "Identifikation", "Geb.-Datum", "Telefon", "E-Mail", "Betreuer", "Nächste Frist", "Offen €"))
    bar = ("<div class='kb'><span class='s'>Mandant suchen…</span><span>Filter: aktiv · alle Betreuer</span><span>12 von 486 Mandanten</span><span style='margin-left:auto'>Ansicht 80 % · Spalten ▾ · Export ▾</span></div>")
    staff_line = ("<div style='margin:4px 14px;color:#6b7280;font-size:13px'>Betreuer: " + ", ".join(f"{k} = " + p("PERSON", v, "adviser's name in a client list legend at 80 %") for k, v in staff.items())
                  + " · Kanzlei: Schottenring 16, 1010 Wien · Tel. +43 1 533 71 40</div>")
    cm = ("<div class='cm dropdown' style='left:66px;top:226px;width:305px'>"
          "<div class='on'>Mandant öffnen <span class='k' style='color:#dbeafe'>Enter</span></div><div>Akt anlegen</div><hr>"
          "<div>SV-Nr. kopieren: " + p("ID_NUMBER", ids["sv_thurn"], "Austrian social insurance number in a right-click context menu") + "</div>"
          "<div>E-Mail an " + p("EMAIL_ADDRESS", "ingrid.vonthurn@aon.at", "e-mail in a right-click context menu") + "</div>"
          "<div>Anrufen " + p("PHONE_NUMBER", "+43 664 218 4471", "mobile in a right-click context menu") + "</div><hr>"
          "<div>FinanzOnline-Abfrage (Databox)</div><div>Honorarnote erstellen <span class='k'>Strg+H</span></div><div>Archivieren…</div></div>")
    inner = f"{bar}<div class='zm'><table class='ml'><tr>{head}</tr>{body}</table>{staff_line}</div>{cm}"
    return _tax(inner, "kanzleipro.brandstaetter.at/mandanten?aktiv=1&zoom=80", "Mandanten · KanzleiPro")


def elster(ids: dict[str, str]) -> str:
    def f(z: str, label: str, v: str) -> str:
        return f"<span class='z'>{z}</span><span>{label}</span><span class='in'>{v}</span>"
    form = ("<div class='ef'><h3>Einkommensteuererklärung 2024 · Hauptvordruck (ESt 1 A)</h3><div style='font-size:10.5px;color:#8a99ab'>Übermittlung durch Steuerberater · Vollmachtsdatenbank ✓ · Entwurf gespeichert 24.04.2025 16:12</div>"
            "<h4>Allgemeine Angaben</h4><div class='fr2'>"
            + f("1", "Steuernummer", _pii("ID_NUMBER", "143/287/50914", "tax number in an e-filing form field at 125 %")) + f("2", "An das Finanzamt", "München (9143)")
            + f("3", "Identifikationsnummer Person A", _pii("ID_NUMBER", ids["stid_a"], "German tax identification number in an e-filing form field at 125 %"))
            + f("4", "Name", _pii("PERSON", "Hartmann", "surname alone in an e-filing form field at 125 %")) + f("5", "Vorname", _pii("PERSON", "Lukas", "given name alone in an e-filing form field at 125 %"))
            + f("6", "Geburtsdatum", _pii("DATE_OF_BIRTH", "09.11.1979", "date of birth in an e-filing form field at 125 %")) + f("7", "Ausgeübter Beruf", "Softwarearchitekt")
            + f("8", "Straße, Hausnummer", _pii("STREET_ADDRESS", "Leopoldstraße 112a", "street and house number in an e-filing form field at 125 %")) + f("9", "Postleitzahl, Wohnort", "80802 München")
            + "</div><h4>Person B (Ehegatte / Lebenspartner)</h4><div class='fr2'>"
            + f("10", "Identifikationsnummer Person B", _pii("ID_NUMBER", ids["stid_b"], "spouse's German tax identification number in an e-filing form field at 125 %"))
            + f("11", "Name / Vorname", _pii("PERSON", "Hartmann, Miriam", "spouse's name surname first in an e-filing form field at 125 %")) + f("12", "Geburtsname", _pii("PERSON", "Weiß", "spouse's birth surname alone in an e-filing form field at 125 %"))
            + f("13", "Geburtsdatum", _pii("DATE_OF_BIRTH", "27.04.1982", "spouse's date of birth in an e-filing form field at 125 %")) + f("14", "Veranlagungsart", "Zusammenveranlagung")
            + "</div><h4>Bankverbindung für die Erstattung</h4><div class='fr2'>"
            + f("31", "IBAN", _pii("IBAN_CODE", ids["iban_de"], "refund IBAN in an e-filing form field at 125 %")) + f("32", "Kontoinhaber", "Ehegatten / Lebenspartner lt. Zeilen 4 und 11")
            + "</div></div>")
    kid = ("<div class='ef' style='flex:.62'><h3>Anlage Kind · 1. Kind</h3><div class='fr2' style='grid-template-columns:24px 110px 1fr'>"
           + f("4", "Identifikationsnr.", _pii("ID_NUMBER", ids["stid_kid"], "child's German tax identification number in an e-filing form field at 125 %"))
           + f("5", "Vorname", _pii("PERSON", "Emil", "child's given name alone in an e-filing form field at 125 %")) + f("6", "Geburtsdatum", _pii("DATE_OF_BIRTH", "15.08.2014", "child's date of birth in an e-filing form field at 125 %"))
           + f("7", "Familienkasse", "Bayern Süd") + f("8", "Kindergeld 2024", "3.000 €") + f("9", "Kindschaftsverh.", "leibliches Kind (A/B)")
           + "</div><h4>Übersicht</h4><div style='font-size:11px;line-height:1.6'>Bruttoarbeitslohn A: 94.380 €<br>Bruttoarbeitslohn B: 31.220 €<br>Lohnsteuer: 27.641 €<br>Voraussichtliche Erstattung: <b>2.184 €</b></div></div>")
    nav = "".join(f"<div class='{'on' if n == 'Hauptvordruck' else ''}'>{n}</div>" for n in ("Hauptvordruck", "Anlage Sonderausgaben", "Anlage N (Person A)", "Anlage N (Person B)", "Anlage Vorsorgeaufwand", "Anlage Kind (1)", "Anlage Haushaltsnahe Aufw.", "Anlage KAP", "Belege (7)", "Prüfen", "Versenden"))
    inner = ("<div class='el'><div class='zm2'><div class='eh'><b>Mein ELSTER</b><span>Formulare &amp; Leistungen › Einkommensteuer › 2024</span><span style='margin-left:auto'>Angemeldet: Kanzlei-Zertifikat · 125 %</span></div>"
             f"<div class='eg'><div class='enav'>{nav}</div>{form}{kid}</div></div></div>")
    return _page("www.elster.de/eportal/formulare-leistungen/alleformulare/est2024", "Einkommensteuererklärung 2024 | Mein ELSTER", inner, TAX_CSS)


# --------------------------------------------------------------------- blindr2: immigration lawyer's case file (HiDPI)
IMM_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f4f1ec;color:#2b2622;font-size:12.5px}
.iw{display:flex;flex-direction:column;height:756px}
.ih{height:46px;background:#2f3e46;color:#e8e4de;display:flex;align-items:center;gap:16px;padding:0 16px} .ih b{font-size:14.5px;color:#fff}
.mt{background:#fff;border-bottom:1px solid #ddd5ca;padding:8px 16px;display:flex;gap:24px;align-items:center} .mt h2{margin:0;font-size:15px}
.mt .k{color:#8a7f72;font-size:11px} .st{background:#fff3cd;color:#7a5a00;border-radius:10px;padding:2px 9px;font-size:11px}
.tb{display:flex;gap:2px;padding:0 16px;background:#fff;border-bottom:1px solid #ddd5ca} .tb span{padding:7px 12px;color:#6b6158} .tb .on{border-bottom:3px solid #c0673a;color:#2b2622;font-weight:bold}
.ib{flex:1;display:flex;gap:14px;padding:12px 16px;min-height:0}
.cc{background:#fff;border:1px solid #e2dbd1;border-radius:6px;padding:10px 14px;line-height:1.55}
.cc h3{margin:0 0 6px;font-size:13.5px;color:#7a3d1f} .kv{display:grid;grid-template-columns:150px 1fr;gap:2px 10px} .kv .k{color:#8a7f72}
.ar{font-family:"DejaVu Sans",sans-serif;direction:rtl;unicode-bidi:isolate}
.viewer{flex:1;background:#5a5550;border-radius:6px;position:relative;overflow:hidden;min-width:0}
.viewer .bar{height:30px;background:#46423e;color:#ddd;display:flex;align-items:center;gap:14px;padding:0 12px;font-size:11.5px}
.scan{position:absolute;left:34px;top:70px;width:560px;height:390px;background:linear-gradient(160deg,#efe6d2,#e4dcc6 55%,#d9d2bd);transform:rotate(-2.4deg);filter:blur(.6px) contrast(1.06) sepia(.22);box-shadow:0 3px 14px rgba(0,0,0,.5);color:#2d2a35;font-family:"DejaVu Sans",sans-serif;font-size:11.5px}
.scan .hd{display:flex;justify-content:space-between;padding:10px 14px 4px;font-size:10.5px;letter-spacing:.5px;color:#3f3b4f} .scan .ph{position:absolute;left:16px;top:58px;width:118px;height:150px;background:linear-gradient(#b9b0a2,#8d8578);border-radius:3px}
.scan .fl{position:absolute;left:150px;top:52px;right:14px;display:grid;grid-template-columns:1fr 1fr;gap:1px 14px} .scan .fl .l{font-size:8.5px;color:#6d6878;display:block} .scan .fl b{font-size:12.5px;font-weight:bold}
.scan .mrz{position:absolute;left:14px;right:10px;bottom:14px;font-family:"DejaVu Sans Mono",monospace;font-size:14.6px;letter-spacing:.6px;line-height:1.45;white-space:pre;color:#1d1b25}
.tl{border-left:2px solid #d9cbbb;margin-left:6px;padding-left:12px} .tl div{margin:0 0 7px;position:relative} .tl div:before{content:'';position:absolute;left:-18px;top:5px;width:9px;height:9px;border-radius:5px;background:#c0673a}
.fm{display:grid;grid-template-columns:1fr 1fr;gap:10px}
"""


def _imm(active: str, inner: str) -> str:
    tabs = "".join(f"<span class='{'on' if t == active else ''}'>{t}</span>" for t in ("Client", "Family &amp; application", "Documents (23)", "Correspondence", "Time &amp; billing", "Tasks"))
    head = ("<div class='ih'><b>CaseDesk</b><span>Hartley Brook Immigration LLP</span><span style='margin-left:auto'>Matters · Calendar · Billing · Knowledge</span></div>"
            "<div class='mt'><div><h2>IMM-2025-0318 · Spouse visa, leave to remain (FLR(M))</h2><span class='k'>Opened 03/02/2025 · fee earner </span>"
            + _pii("PERSON", "Priya Desai", "fee earner's name in a case file header") + " <span class='k'>· supervisor </span>" + _pii("PERSON", "R. O'Neill", "supervisor's initial and surname in a case file header") + "</div>"
            "<span class='st'>Awaiting decision</span><span class='k' style='margin-left:auto'>Fixed fee £2,400 + VAT · disbursements £5,043.00</span></div>")
    return _win("<span style='color:#e8e4de'>CaseDesk</span><span style='color:#b8b0a6'>IMM-2025-0318 – client record</span>",
                f"<div class='iw'>{head}<div class='tb'>{tabs}</div><div class='ib'>{inner}</div></div>", IMM_CSS, bar="#263238", fg="#ddd")


def imm_client(mrz: str) -> str:
    kv = [("Name", _pii("DENY_LIST", "Samira Al-Khatib", "deny-listed name with Al- in a client card")),
          ("Name (Arabic)", "<span class='ar'>" + _pii("DENY_LIST", "سميرة الخطيب", "deny-listed name in Arabic script beside its Latin form in a client card") + "</span>"),
          ("Filed as", _pii("DENY_LIST", "AL-KHATIB, Samira", "deny-listed name surname first in capitals in a client card")),
          ("Date of birth", _pii("DATE_OF_BIRTH", "17/06/1988", "date of birth in a client card")), ("Nationality", "Jordanian"),
          ("Passport no.", _pii("ID_NUMBER", "T784512", "passport number in a client card")), ("National no. (JO)", _pii("ID_NUMBER", "2000417392", "Jordanian national number in a client card")),
          ("Home Office ref.", _pii("ID_NUMBER", "K1184730", "Home Office reference in a client card")),
          ("Mobile", _pii("PHONE_NUMBER", "+44 7468 302 915", "mobile in a client card")), ("E-mail", _pii("EMAIL_ADDRESS", "samira.alkhatib88@gmail.com", "e-mail in a client card")),
          ("UK address", _pii("STREET_ADDRESS", "27 Cotton Lane, Moseley, Birmingham B13 9SE", "UK home address in a client card")),
          ("Interpreter", "Arabic (Levantine) — not needed for meetings"), ("Conflict check", "Cleared 03/02/2025 · CC-4471")]
    card = "<div class='cc' style='width:470px;flex:none'><h3>Client</h3><div class='kv'>" + "".join(f"<span class='k'>{k}</span><span>{v}</span>" for k, v in kv) + "</div></div>"
    line1 = "P&lt;JOR" + _pii("DENY_LIST", "AL&lt;KHATIB&lt;&lt;SAMIRA", "deny-listed name as the MRZ writes it on a blurred rotated passport scan", value="AL<KHATIB<<SAMIRA") + "&lt;" * 22
    line2 = _pii("ID_NUMBER", mrz.replace("<", "&lt;"), "second MRZ line on a blurred rotated passport scan", value=mrz)

    def fl(label: str, v: str) -> str:
        return f"<div><span class='l'>{label}</span><b>{v}</b></div>"
    scan = ("<div class='scan'><div class='hd'><span>HASHEMITE KINGDOM OF JORDAN</span><span class='ar'>المملكة الأردنية الهاشمية</span><span>PASSPORT</span></div><div class='ph'></div>"
            "<div class='fl'>" + fl("Type / Code", "P · JOR") + fl("Passport No.", _pii("ID_NUMBER", "T784512", "passport number on a blurred rotated passport scan"))
            + fl("Surname", _pii("DENY_LIST", "AL-KHATIB", "deny-listed surname alone in capitals on a blurred rotated passport scan")) + fl("Given names", _pii("DENY_LIST", "SAMIRA", "deny-listed given name alone in capitals on a blurred rotated passport scan"))
            + fl("Name (Arabic)", "<span class='ar'>" + _pii("DENY_LIST", "سميرة الخطيب", "deny-listed name in Arabic script on a blurred rotated passport scan") + "</span>") + fl("Nationality", "JORDANIAN")
            + fl("Date of birth", _pii("DATE_OF_BIRTH", "17 JUN 1988", "date of birth on a blurred rotated passport scan")) + fl("Sex / Place of birth", "F · IRBID")
            + fl("Date of issue", "04 SEP 2021") + fl("Date of expiry", "03 SEP 2026") + fl("National No.", _pii("ID_NUMBER", "2000417392", "national number on a blurred rotated passport scan")) + fl("Authority", "AMMAN")
            + f"</div><div class='mrz'>{line1}\n{line2}</div></div>")
    viewer = ("<div class='viewer'><div class='bar'><span>passport_data_page_scan.jpg</span><span>2480 × 1748 · 300 dpi</span><span style='margin-left:auto'>⟲ ⟳ − 38 % +</span></div>"
              f"{scan}<div style='position:absolute;left:20px;bottom:14px;color:#e6e1da;font-size:11.5px'>Uploaded by client via portal 05/02/2025 · certified copy seen 10/02/2025 ✓ · MRZ read ✓</div></div>")
    return _imm("Client", card + viewer)


def imm_family() -> str:
    sp = [("Name", _pii("PERSON", "James Pryce-Whitaker", "double-barrelled sponsor's name in a case file")), ("Relationship", "Husband · married 12/08/2023, Amman"),
          ("Date of birth", _pii("DATE_OF_BIRTH", "04/03/1985", "sponsor's date of birth in a case file")), ("Nationality", "British"),
          ("UK passport", _pii("ID_NUMBER", "549127836", "sponsor's UK passport number in a case file")), ("NI number", _pii("ID_NUMBER", "SK 43 71 28 B", "sponsor's National Insurance number in a case file")),
          ("Mobile", _pii("PHONE_NUMBER", "07583 119 264", "sponsor's mobile in a case file")), ("Employer", "Severn Trent Water Ltd · since 2017 · £41,500 p.a. (Category A)")]
    kids = [("Layla Pryce-Whitaker", "11/05/2024", "British (by descent)"), ("Adam Al-Khatib", "29/09/2016", "Jordanian · dependant in this application")]
    ch = "".join("<span class='k'>Child</span><span>" + _pii("PERSON", n, "child's name in a case file") + " · born " + _pii("DATE_OF_BIRTH", d, "child's date of birth in a case file") + f" · {nat}</span>" for n, d, nat in kids)
    fam = ("<div class='cc' style='flex:1'><h3>Sponsor</h3><div class='kv'>" + "".join(f"<span class='k'>{k}</span><span>{v}</span>" for k, v in sp) + "</div>"
           "<h3 style='margin-top:10px'>Children</h3><div class='kv'>" + ch + "</div>"
           "<h3 style='margin-top:10px'>Immigration history</h3><div class='kv'>"
           "<span class='k'>Previous visa</span><span>Standard Visitor, 03/01/2024–02/07/2024 · vignette " + _pii("ID_NUMBER", "041882735", "previous visa's vignette number in a case file") + "</span>"
           "<span class='k'>Residence permit</span><span>BRP " + _pii("ID_NUMBER", "ZR6104429", "residence permit number in a case file") + " · eVisa linked 14/03/2025</span>"
           "<span class='k'>Refusals</span><span>None declared</span></div></div>")
    app = ("<div class='cc' style='flex:1'><h3>Application</h3><div class='kv'>"
           "<span class='k'>Route</span><span>Appendix FM · partner, 5-year route (2nd grant)</span>"
           "<span class='k'>Applicant</span><span>" + _pii("DENY_LIST", "Mrs Al-Khatib", "deny-listed surname with a title in a case file") + " + 1 dependant</span>"
           "<span class='k'>UAN</span><span>" + _pii("ID_NUMBER", "3434-0318-5520-1147", "unique application number in a case file") + "</span>"
           "<span class='k'>GWF reference</span><span>" + _pii("ID_NUMBER", "GWF071845332", "GWF reference in a case file") + "</span>"
           "<span class='k'>Fees</span><span>Home Office £1,321 × 2 · IHS £3,105 × 2 (paid 12/03/2025)</span></div>"
           "<h3 style='margin-top:10px'>Timeline</h3><div class='tl'>"
           "<div><b>12/03/2025</b> Application submitted online (" + _pii("PERSON", "P. Desai", "fee earner's initial and surname in a case timeline") + ")</div>"
           "<div><b>26/03/2025</b> Biometrics at UKVCAS Birmingham, 1 Victoria Square, B1 1BD</div>"
           "<div><b>14/04/2025</b> Home Office asked for the sponsor's P60 and 6 payslips — sent 17/04</div>"
           "<div><b>22/04/2025</b> Client call: " + _pii("DENY_LIST", "S. Al-Khatib", "deny-listed name as an initial and surname in a case timeline") + " asks about travel to Amman in June (advised: wait for decision)</div>"
           "<div><b>± 06/2025</b> Decision expected (standard service 8 weeks)</div></div></div>")
    return _imm("Family &amp; application", fam + app)


# ------------------------------------------------------------------------ blindr3: staffing agency, split screen, exports
FLEX_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#3b4252;color:#1f2430;font-size:12px}
.sp{display:flex;gap:4px;height:756px;padding:4px;background:#2e3440}
.wn{flex:1;background:#fff;display:flex;flex-direction:column;min-width:0;border-radius:4px;overflow:hidden}
.wt{height:28px;display:flex;align-items:center;gap:10px;padding:0 10px;font-size:11.5px;color:#fff} .wt .x{margin-left:auto;letter-spacing:6px}
.ut{border-collapse:collapse;width:100%;font-size:11px} .ut th{background:#f1f5f9;color:#475569;font-weight:normal;padding:4px 4px;text-align:center;border-bottom:1px solid #cbd5e1}
.ut td{padding:4px 4px;border-bottom:1px solid #eef2f6;text-align:center;white-space:nowrap} .ut td.l{text-align:left} .ut td.n{text-align:right} .ut tr.sel td{background:#fef9c3}
.ok{color:#15803d} .wa{color:#b45309}
.rc{padding:10px 14px;line-height:1.5} .rc h2{margin:0 0 2px;font-size:16px} .rc .g{display:grid;grid-template-columns:130px 1fr;gap:3px 10px} .rc .k{color:#64748b}
.rc h4{margin:10px 0 4px;font-size:12px;color:#0f766e;border-bottom:1px solid #e2e8f0}
.tv{background:#fff;height:756px;display:flex;flex-direction:column}
.tvb{height:26px;background:#e5e7eb;display:flex;align-items:center;gap:2px;padding:0 8px;font-size:11.5px} .tvb span{padding:4px 12px;background:#d1d5db;border-radius:4px 4px 0 0} .tvb .on{background:#fff}
.code{font-family:"DejaVu Sans Mono",monospace;font-size:11px;line-height:1.55;white-space:pre;display:flex;overflow:hidden}
.code .ln{color:#9ca3af;text-align:right;padding:4px 8px;background:#f9fafb;border-right:1px solid #e5e7eb;user-select:none} .code .tx{padding:4px 8px}
.stb{height:22px;background:#f3f4f6;border-top:1px solid #e5e7eb;font-size:11px;color:#6b7280;display:flex;gap:18px;align-items:center;padding:0 10px}
"""

CONTRACTORS = [("Bakker, S.", "PERSON", "bsn_bakker", "INGB", "Bouwbedrijf Rijnmond B.V.", [8, 8, 8, 8, 6], 16.85),
               ("Linden, M. van der", "DENY_LIST", "bsn", "ABNA", "DHL Supply Chain, Tilburg", [8, 8, 8, 8, 8], 18.42),
               ("Jong, L. de", "PERSON", "bsn_jong", "RABO", "DHL Supply Chain, Tilburg", [7.5, 7.5, 0, 7.5, 7.5], 16.85),
               ("Yılmaz, E.", "PERSON", "bsn_yilmaz", "INGB", "Bol.com DC Waalwijk", [8, 8, 8, 8, 8], 17.10),
               ("Pereira da Costa, J.", "PERSON", "bsn_pereira", "SNSB", "Bol.com DC Waalwijk", [10, 10, 10, 0, 0], 17.10),
               ("Boateng, K.", "PERSON", "bsn_boateng", "BUNQ", "Bouwbedrijf Rijnmond B.V.", [8, 8, 8, 8, 4], 19.25)]


def flex_split(ids: dict[str, str]) -> str:
    rows = ""
    for k, (n, kind, _b, _bank, client, hrs, rate) in enumerate(CONTRACTORS):
        sit = "deny-listed name surname first with its particle after the initial in a timesheet grid" if kind == "DENY_LIST" else "contractor's name surname first in a timesheet grid"
        tot = sum(hrs)
        st = "<span class='ok'>✓ " + _pii("PERSON", "R. Nieuwenhuis", "approver's initial and surname in a timesheet grid") + "</span>" if k % 3 != 2 else "<span class='wa'>wacht op klant</span>"
        rows += (f"<tr class='{'sel' if kind == 'DENY_LIST' else ''}'><td class='l'>{_pii(kind, n, sit)}</td><td class='l'>{client}</td>" + "".join(f"<td>{h:g}</td>" for h in hrs)
                 + f"<td>0</td><td>0</td><td class='n'><b>{tot:g}</b></td><td class='n'>€ {rate:.2f}</td><td class='l'>{st}</td></tr>")
    head = "".join(f"<th>{h}</th>" for h in ("Flexkracht", "Opdrachtgever", "ma 21", "di 22", "wo 23", "do 24", "vr 25", "za", "zo", "Totaal", "Tarief", "Status"))
    left = ("<div class='wn'><div class='wt' style='background:#0f766e'><b>UrenPortaal</b><span>Week 17 · 21–27 april 2025</span><span class='x'>– ▢ ✕</span></div>"
            "<div style='padding:8px 10px;display:flex;gap:10px;font-size:11.5px;color:#475569'><span>Vestiging Utrecht</span><span>Filter: alle opdrachtgevers</span><span style='margin-left:auto'>6 urenbriefjes · 4 goedgekeurd</span></div>"
            f"<table class='ut'><tr>{head}</tr>{rows}</table>"
            "<div style='padding:10px;font-size:11px;color:#64748b;line-height:1.5'>Toeslagen: za 150 %, zo 200 % · ploegentoeslag DHL 18 % · ABU-cao 2025, loonschaal B, fase A<br>Week 17 totaal: 219 uur · € 3.822,65 bruto · te factureren € 5.481,50 (marge 30,2 %)</div>"
            "<div style='padding:0 10px'><span class='btn' style='background:#0f766e;font-size:12px'>Alles goedkeuren</span> <span class='btn2' style='font-size:12px'>Exporteren naar loon</span></div></div>")
    right = ("<div class='wn'><div class='wt' style='background:#334155'><b>LoonPilot</b><span>Flexkracht 40218</span><span class='x'>– ▢ ✕</span></div><div class='rc'>"
             "<h2>" + _pii("DENY_LIST", "Maarten van der Linden", "deny-listed name with the particle van der in a payroll record") + "</h2><div style='color:#64748b'>Personeelsnr. 40218 · in dienst sinds 06-01-2025 · ABU fase A · uurloon € 18,42</div>"
             "<h4>Persoonsgegevens</h4><div class='g'>"
             "<span class='k'>BSN</span><span>" + _pii("ID_NUMBER", ids["bsn"], "BSN in a payroll record") + "</span>"
             "<span class='k'>Geboortedatum</span><span>" + _pii("DATE_OF_BIRTH", "02-11-1983", "date of birth in a payroll record") + "</span>"
             "<span class='k'>Adres</span><span>" + _pii("STREET_ADDRESS", "Oudegracht 214-bis, 3511 NT Utrecht", "home address in a payroll record") + "</span>"
             "<span class='k'>Mobiel</span><span>" + _pii("PHONE_NUMBER", "06 41 88 27 30", "mobile in a payroll record") + "</span>"
             "<span class='k'>E-mail</span><span>" + _pii("EMAIL_ADDRESS", "maarten.vdlinden@ziggo.nl", "e-mail in a payroll record") + "</span>"
             "<span class='k'>ID-bewijs</span><span>Paspoort NL · gecontroleerd 06-01-2025 · kopie vernietigd</span></div>"
             "<h4>Betaling</h4><div class='g'>"
             "<span class='k'>IBAN</span><span>" + _pii("IBAN_CODE", ids["iban_nl"], "IBAN in a payroll record") + "</span>"
             "<span class='k'>Tenaamstelling</span><span>" + _pii("DENY_LIST", "M VAN DER LINDEN", "deny-listed name in capitals as an account holder in a payroll record") + "</span>"
             "<span class='k'>Loonheffingskorting</span><span>Ja, vanaf 06-01-2025</span><span class='k'>Reserveringen</span><span>Vakantiegeld 8 % · vakantie-uren 10,87 %</span></div>"
             "<h4>Noodcontact</h4><div class='g'><span class='k'>Partner</span><span>" + _pii("PERSON", "Femke de Wit", "partner's name with a particle as an emergency contact") + " · "
             + _pii("PHONE_NUMBER", "06 29 53 10 84", "partner's mobile as an emergency contact") + "</span></div>"
             "<h4>Plaatsingen</h4><div style='font-size:11.5px'>DHL Supply Chain, Tilburg · orderpicker · 06-01-2025 – 30-06-2025 · fase A · 40 u/week</div></div></div>")
    return _win("<span style='color:#e5e9f0'>Bureaublad — gesplitst scherm</span><span style='color:#a3acbd'>FlexForce Uitzendbureau B.V. · Utrecht</span>",
                f"<div class='sp'>{left}{right}</div>", FLEX_CSS, bar="#2e3440", fg="#e5e9f0")


def flex_exports(ids: dict[str, str], ibans: dict[str, str]) -> str:
    csv = ["personeelsnr;naam;bsn;iban;uren;uurloon;bruto"]
    pay = []
    rows = []
    for k, (n, kind, b, _bank, _client, hrs, rate) in enumerate(CONTRACTORS):
        pnr = (40210, 40218, 40214, 40222, 40226, 40230)[k]
        iban = ibans[b]
        tot = sum(hrs)
        gross = tot * rate
        nm = _pii(kind, n, "deny-listed name surname first in a CSV export in a text viewer" if kind == "DENY_LIST" else "name surname first in a CSV export in a text viewer")
        csv.append(f"{pnr};&quot;{nm}&quot;;" + _pii("ID_NUMBER", ids[b], "BSN in a CSV export in a text viewer") + ";" + _pii("IBAN_CODE", iban, "compact IBAN in a CSV export in a text viewer") + f";{tot:g};{rate:.2f};{gross:.2f}".replace(".", ","))
        rows.append((iban, n, gross * 0.78, pnr))
    for k, (iban, n, net, pnr) in enumerate(rows):
        sur, rest = n.split(", ")
        up = (rest.replace(".", "") + " " + sur).upper()  # the bank's name field: initials, particle, surname
        kind = "DENY_LIST" if "LINDEN" in up else "PERSON"
        sit = "deny-listed name in capitals padded in a fixed-width payment file" if kind == "DENY_LIST" else "name in capitals padded in a fixed-width payment file"
        line = (f"0100{k + 1:06d}NL86INGB0002445588    " + _pii("IBAN_CODE", iban, "compact IBAN padded in a fixed-width payment file") + " " * (34 - len(iban))
                + f"{round(net * 100):012d}" + _pii(kind, up, sit) + " " * (35 - len(up)) + f"LOON WK17 PNR {pnr}")
        pay.append(line)
    pay = ["0001A250425FLEXFORCE UITZENDBUREAU BV     BATCH 2025-17-0412        EUR", *pay, f"9999{len(rows):06d}{round(sum(r[2] for r in rows) * 100):015d}                                   EINDE BESTAND"]

    def view(lines: list[str]) -> str:
        return "<div class='code'><div class='ln'>" + "\n".join(str(k + 1) for k in range(len(lines))) + "</div><div class='tx'>" + "\n".join(lines) + "</div></div>"
    top = ("<div class='tvb'><span class='on'>export_uren_wk17.csv</span><span>betaalbatch_2025-17.txt</span><span>loonstroken_wk17.pdf</span></div>" + view(csv)
           + "<div class='stb'><span>export_uren_wk17.csv</span><span>7 regels</span><span>UTF-8</span><span>; gescheiden</span><span style='margin-left:auto'>Ln 3, Col 14</span></div>")
    bottom = ("<div class='tvb' style='margin-top:8px'><span>export_uren_wk17.csv</span><span class='on'>betaalbatch_2025-17.txt</span></div>" + view(pay)
              + "<div class='stb'><span>betaalbatch_2025-17.txt</span><span>vaste breedte · 104 kolommen</span><span>ISO-8859-1</span><span>CRLF</span><span style='margin-left:auto'>Ln 4, Col 27</span></div>"
              "<div style='padding:10px 14px;font-size:11.5px;color:#4b5563;line-height:1.5'>Batch 2025-17-0412 · 6 posten · aan te bieden vóór do 01-05-2025 14:00 · opdrachtgever rekening NL86 INGB 0002 4455 88 (FlexForce Uitzendbureau B.V.) · "
              "controle: som bedragen gelijk aan loonjournaal week 17 ✓</div>")
    return _win("<span style='color:#111'>Kladblok++</span><span style='color:#555'>\\\\fileserver\\loon\\2025\\wk17</span>", f"<div class='tv'>{top}{bottom}</div>", FLEX_CSS, bar="#e5e7eb", fg="#333")


# --------------------------------------------------------------------------------- blindr4: notary's deed, PDF 50 %
DEED_CSS = """
body{background:#525659;font-family:"DejaVu Sans",sans-serif}
.pt{height:40px;background:#323639;color:#f1f1f1;display:flex;align-items:center;gap:18px;padding:0 16px;font-size:12.5px}
.pv{height:716px;overflow:hidden;position:relative;display:flex}
.th{width:120px;background:#3c4043;flex:none;padding:10px 0;text-align:center;color:#ccc;font-size:11px} .th div{width:70px;height:96px;background:#fff;margin:8px auto 2px;opacity:.9} .th .on{outline:3px solid #8ab4f8}
.zw{flex:1;position:relative;overflow:hidden}
.z50{transform:scale(.5);transform-origin:0 0;position:absolute;left:40px;top:14px;display:flex;gap:40px;width:2400px}
.z150{transform:scale(1.5);transform-origin:0 0;position:absolute;left:-40px;top:-40px}
.pg{width:794px;height:1123px;background:#fff;padding:60px 72px 50px 90px;color:#111;font-family:"Liberation Serif","DejaVu Serif",serif;font-size:14.5px;line-height:1.6;position:relative;flex:none;text-align:justify}
.pg h1{text-align:center;font-size:19px;letter-spacing:2px;margin:0 0 4px} .pg .c{text-align:center} .pg .rp{font-size:12px;color:#444}
.pg .ph{position:absolute;left:22px;bottom:60px;font-size:12px;color:#555;writing-mode:vertical-rl;transform:rotate(180deg)}
.pg .ft{position:absolute;left:90px;right:72px;bottom:20px;font-size:11px;color:#555;display:flex;justify-content:space-between;font-family:"DejaVu Sans",sans-serif}
.pg .dr{position:absolute;left:170px;top:420px;font-size:110px;color:rgba(200,0,0,.07);transform:rotate(-35deg);font-family:"DejaVu Sans",sans-serif;font-weight:bold}
.cmt{position:absolute;width:330px;background:#fff8c4;border:1px solid #e0c95a;border-radius:4px;box-shadow:0 6px 18px rgba(0,0,0,.35);padding:10px 12px;font-size:12.5px;line-height:1.45;z-index:5;font-family:"DejaVu Sans",sans-serif}
.cmt .h{color:#6b5d12;font-size:11px;margin-bottom:3px}
"""


def _deed_pages(ids: dict[str, str]) -> tuple[str, str]:
    seller = _pii("DENY_LIST", "VAN DER LINDEN Maarten", "deny-listed name surname first in capitals with its particle in a deed")
    p1 = ("<div class='pg'><div class='dr'>ONTWERP</div><div class='rp'>Repertorium nr. 2025/0412 · Dossier 2025-0412/HDS</div><h1>VERKOOP</h1><div class='c' style='margin-bottom:14px'>ONTWERP – versie 3 van 22 april 2025</div>"
          "<p>Het jaar tweeduizend vijfentwintig.<br>Op ………………………… .</p>"
          "<p>Voor Ons, Meester " + _pii("PERSON", "Hendrik De Smet", "notary's name in a deed") + ", notaris met standplaats Gent, die zijn ambt uitoefent in de vennootschap “De Smet &amp; Vercauteren, geassocieerde notarissen”, met zetel te 9000 Gent, Kouter 7,</p>"
          "<p style='font-weight:bold;text-align:center'>ZIJN VERSCHENEN:</p>"
          "<p>1. De heer " + seller + ", geboren te Gent op " + _pii("DATE_OF_BIRTH", "14 maart 1971", "seller's date of birth written out in a deed") + ", rijksregisternummer "
          + _pii("ID_NUMBER", ids["rrn_seller"], "seller's national register number in a deed") + ", wonende te " + _pii("STREET_ADDRESS", "9000 Gent, Coupure Links 118", "seller's address in Belgian order in a deed") + ".</p>"
          "<p>2. Zijn echtgenote, mevrouw " + _pii("PERSON", "DE CLERCQ Sofie", "wife's name surname first in capitals in a deed") + ", geboren te Brugge op " + _pii("DATE_OF_BIRTH", "2 juli 1974", "wife's date of birth written out in a deed")
          + ", rijksregisternummer " + _pii("ID_NUMBER", ids["rrn_wife"], "wife's national register number in a deed") + ", wonende te idem.</p>"
          "<p>Gehuwd onder het stelsel van scheiding van goederen ingevolge huwelijkscontract verleden voor notaris Van Hoorebeke te Brugge op 3 mei 1999, ongewijzigd tot op heden.</p>"
          "<p>Hierna samen genoemd: “de verkoper”.</p>"
          "<p>3. De heer " + _pii("PERSON", "EL AMRANI Youssef", "buyer's name surname first in capitals in a deed") + ", geboren te Antwerpen op " + _pii("DATE_OF_BIRTH", "23 oktober 1989", "buyer's date of birth written out in a deed")
          + ", rijksregisternummer " + _pii("ID_NUMBER", ids["rrn_buyer"], "buyer's national register number in a deed") + ", en</p>"
          "<p>4. Mevrouw " + _pii("PERSON", "JANSSENS-VERBRUGGEN Lien", "double-barrelled buyer's name surname first in capitals in a deed") + ", geboren te Mechelen op " + _pii("DATE_OF_BIRTH", "9 mei 2000", "buyer's date of birth written out in a deed")
          + ", rijksregisternummer " + _pii("ID_NUMBER", ids["rrn_buyer2"], "second buyer's national register number in a deed") + ",</p>"
          "<p>samenwonend te " + _pii("STREET_ADDRESS", "2018 Antwerpen, Lange Kievitstraat 52 bus 3", "buyers' address in Belgian order in a deed") + ". Hierna samen genoemd: “de koper”.</p>"
          "<div class='ph'>paraaf: " + _pii("DENY_LIST", "MvdL", "deny-listed name as paraph initials in a deed's margin") + " · SDC · YEA · LJV</div>"
          "<div class='ft'><span>Ontwerp 3 · 22/04/2025 · HDS/kv</span><span>blz. 1 / 4</span></div></div>")
    p2 = ("<div class='pg'><div class='dr'>ONTWERP</div>"
          "<p>De verkoper verklaart te verkopen aan de koper, die verklaart aan te kopen, elk voor de onverdeelde helft in volle eigendom, het hierna beschreven goed:</p>"
          "<p style='font-weight:bold'>BESCHRIJVING VAN HET GOED</p>"
          "<p>STAD GENT – eerste afdeling<br>Een woonhuis met aanhorigheden op en met grond, gelegen " + _pii("STREET_ADDRESS", "Coupure Links 118", "house sold at the seller's address in a deed")
          + ", volgens titel en huidig kadaster gekend sectie B, nummer 0412/02C, met een oppervlakte volgens kadaster van één are zesentachtig centiare (1a 86ca).</p>"
          "<p>Kadastraal inkomen: € 1.284,00. EPC-certificaat nummer 20250311-0002894513-RES-1, energiescore 287 kWh/m² per jaar, label C.</p>"
          "<p style='font-weight:bold'>PRIJS</p><p>De verkoop wordt toegestaan en aanvaard voor de prijs van vierhonderdtwaalfduizend vijfhonderd euro (€ 412.500,00). De koper heeft een waarborg van € 41.250,00 betaald bij de ondertekening van de onderhandse overeenkomst van 14 februari 2025. "
          "Het saldo wordt betaald bij het verlijden van deze akte door overschrijving van de rekening van de koper " + _pii("IBAN_CODE", ids["iban_be"], "buyers' IBAN in a deed") + " op de derdenrekening van de notaris.</p>"
          "<p style='font-weight:bold'>HYPOTHECAIRE TOESTAND</p><p>Het goed wordt verkocht voor vrij en onbelast van alle schulden, voorrechten en hypotheken. De inschrijving ten voordele van KBC Bank NV van 2 juni 2006 zal worden doorgehaald.</p>"
          "<p style='font-weight:bold'>KEUZE VAN WOONPLAATS</p><p>Voor de uitvoering van deze akte kiezen partijen woonplaats in hun respectieve hierboven vermelde woonplaatsen.</p>"
          "<p style='margin-top:30px'>De verkoper,<br><br>" + _pii("DENY_LIST", "M. Van der Linden", "deny-listed name as an initial and surname with the particle capitalised on a signature line")
          + " &nbsp; &nbsp; &nbsp; " + _pii("PERSON", "S. De Clercq", "wife's initial and surname on a signature line") + "</p>"
          "<p>De koper,<br><br>" + _pii("PERSON", "Y. El Amrani", "buyer's initial and surname on a signature line") + " &nbsp; &nbsp; &nbsp; " + _pii("PERSON", "L. Janssens-Verbruggen", "double-barrelled buyer's initial and surname on a signature line") + "</p>"
          "<div class='ft'><span>Ontwerp 3 · 22/04/2025 · HDS/kv</span><span>blz. 2 / 4</span></div></div>")
    return p1, p2


def _deed_viewer(zoom: str, inner: str) -> str:
    thumbs = "".join(f"<div class='{'on' if k == 0 else ''}'></div>{k + 1}" for k in range(4))
    bar = (f"<div class='pt'><span>☰</span><span>Ontwerp_akte_verkoop_2025-0412_v3.pdf</span><span style='margin-left:auto'>1 / 4</span><span>− {zoom} +</span><span>⤓ Print ⋮</span></div>")
    return _page("file:///N:/Dossiers/2025/2025-0412/Ontwerp_akte_verkoop_2025-0412_v3.pdf", "Ontwerp_akte_verkoop_2025-0412_v3.pdf",
                 bar + f"<div class='pv'><div class='th'>{thumbs}</div><div class='zw'>{inner}</div></div>", DEED_CSS)


def deed_50(ids: dict[str, str]) -> str:
    p1, p2 = _deed_pages(ids)
    return _deed_viewer("50 %", f"<div class='z50'>{p1}{p2}</div>")


def deed_150(ids: dict[str, str]) -> str:
    p1, _ = _deed_pages(ids)
    cmt = ("<div class='cmt dropdown' style='left:790px;top:430px'><div class='h'>Opmerking · " + _pii("PERSON", "Lotte Verhaegen", "candidate notary's name on a PDF review comment") + " · 23/04/2025 09:14</div>"
           "RRN van de koper nog nakijken met de eID-lezer; mevrouw belt terug op " + _pii("PHONE_NUMBER", "0478 22 61 90", "buyer's mobile in a PDF review comment") + " na 17 u. Stelsel van de verkopers OK (huwelijkscontract 1999).</div>")
    return _deed_viewer("150 %", f"<div class='z150'>{p1}</div>{cmt}")


# ------------------------------------------------------------------------ blindr5: insurance broker, policies at 67 %
POL_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f5f6f8;color:#1c2430;font-size:13px}
.pw{height:756px;position:relative;overflow:hidden}
.ph{height:38px;background:#14365d;color:#fff;display:flex;align-items:center;gap:18px;padding:0 14px;font-size:12.5px} .ph b{font-size:14.5px}
.z67{transform:scale(.67);transform-origin:0 0;width:1910px}
.z75{transform:scale(.75);transform-origin:0 0;width:1706px}
.fb{display:flex;gap:12px;align-items:center;padding:8px 14px;background:#fff;border-bottom:1px solid #dfe3e8;font-size:14px;color:#56606e}
.pl{border-collapse:collapse;width:1880px;margin:8px 14px;background:#fff;font-size:14px} .pl th{background:#e9eef5;color:#3b4858;font-weight:bold;text-align:left;padding:6px 7px;white-space:nowrap;border-bottom:2px solid #c9d3de}
.pl td{padding:6px 7px;border-bottom:1px solid #eceff3;white-space:nowrap} .pl td.n,.pl th.n{text-align:right;font-variant-numeric:tabular-nums} .pl tr:nth-child(even) td{background:#fafbfc}
.kz{display:inline-block;border:1.5px solid #222;border-radius:3px;padding:0 5px 0 3px;font-family:"DejaVu Sans",sans-serif;font-size:13px;background:#fff;border-left:9px solid #1b4fbf}
.mono{font-family:"DejaVu Sans Mono",monospace;font-size:13px}
.st{border-radius:9px;padding:1px 8px;font-size:12px} .st.a{background:#e3f4e8;color:#1f6b35} .st.k{background:#fdecc8;color:#8a5300} .st.s{background:#fde2e1;color:#9b1c1c}
.cg{display:grid;grid-template-columns:1fr 1fr 1fr;gap:14px;padding:14px} .cb{background:#fff;border:1px solid #dfe3e8;border-radius:6px;padding:12px 16px;line-height:1.6;font-size:15px}
.cb h3{margin:0 0 6px;font-size:16px;color:#14365d} .cb .kv{display:grid;grid-template-columns:150px 1fr;gap:1px 10px} .cb .k{color:#6b7684}
"""

POLICIES = [("Schulze-Rohr, Barbara", "19.02.1964", "KFZ-Haftpflicht + VK", "HUK-COBURG", "D-BS 4821", "WVWZZZAUZKW118273", "582/331297-H", "684,20", "01.01.", "SF 22", "a"),
            ("Schulze-Rohr, Barbara", "19.02.1964", "Hausrat Premium", "Allianz", "", "", "AS-5512009341", "212,40", "01.04.", "—", "a"),
            ("von Bergen, Friedrich", "08.07.1961", "KFZ-Haftpflicht + TK", "ERGO", "ME-FV 772", "WBA8E11060K903551", "KR 40 118 772", "1.128,90", "01.01.", "SF 31", "a"),
            ("von Bergen, Friedrich", "08.07.1961", "KFZ-Haftpflicht", "ERGO", "ME-JB 19", "VF1RJA00X62204871", "KR 40 118 905", "1.912,30", "01.06.", "SF ½", "k"),
            ("Özdemir, Cem", "30.11.1990", "KFZ-Haftpflicht + VK", "Allianz", "D-CÖ 3307", "TMBJJ7NE5L0441862", "AK-7730418-02", "956,75", "01.01.", "SF 6", "a"),
            ("Nowak, Agnieszka", "12.03.1983", "Privathaftpflicht", "Gothaer", "", "", "PHV 2209 8841 3", "89,90", "01.10.", "—", "a"),
            ("Rhein-Logistik GmbH (Flotte)", "", "Flotte 14 Fzg.", "R+V", "NE-RL 201 … 214", "14 Fzg.", "FL-0093-1177", "18.440,00", "01.01.", "Flotte", "a"),
            ("Hoffmann, Jens", "27.05.1975", "KFZ-Haftpflicht + TK", "HUK24", "K-JH 5512E", "WP0ZZZY1ZPSA02214", "583/902114-K", "731,60", "01.01.", "SF 19", "s"),
            ("Baumann-Krüger, Lea", "04.09.1996", "KFZ-Haftpflicht + VK", "DEVK", "D-LB 88", "WF0XXXGCDX8R55102", "V-0447 2913 66", "1.204,10", "01.01.", "SF 3", "a"),
            ("Baumann-Krüger, Lea", "04.09.1996", "Berufsunfähigkeit", "Alte Leipziger", "", "", "BU 7710452", "1.038,00", "01.03.", "—", "a"),
            ("Krasniqi, Arben", "15.01.1988", "KFZ-Haftpflicht", "Allianz", "D-AK 6040", "ZFA31200000917733", "AK-7730991-01", "498,30", "01.01.", "SF 8", "k"),
            ("Lehmann, Ursula", "22.12.1949", "Wohngebäude", "Provinzial", "", "", "WG 3 118 204 7", "1.611,80", "01.07.", "—", "a")]


def _pol(inner: str, url: str) -> str:
    head = "<div class='ph'><b>MVP Makler-Verwaltung</b><span>Maklerbüro Reinholz &amp; Söhne GmbH · Königsallee 61, 40215 Düsseldorf</span><span style='margin-left:auto'>Kunden · Verträge · Schäden · Provision · BiPRO</span></div>"
    return _page(url, "Verträge · MVP Makler-Verwaltung", f"<div class='pw'>{head}{inner}</div>", POL_CSS)


def policy_list() -> str:
    body = ""
    for kunde, dob, sparte, ges, kz, fin, vnr, beitrag, fae, sf, st in POLICIES:
        fleet = "GmbH" in kunde
        kc = (f"<span class='kz'>{kz if fleet else _pii('ID_NUMBER', kz, 'number plate of a private car in a policy list at 67 %')}</span>" if kz else "—")
        vn = vnr if fleet else _pii("ID_NUMBER", vnr, "policy number right-aligned beside a premium in a policy list at 67 %")
        who = kunde if fleet else _pii("PERSON", kunde, "policyholder's name surname first in a policy list at 67 %")
        dobc = _pii("DATE_OF_BIRTH", dob, "policyholder's date of birth in a policy list at 67 %") if dob else "—"
        lab = {"a": "aktiv", "k": "Kündigung prüfen", "s": "Schaden offen"}[st]
        body += (f"<tr><td>{who}</td><td>{dobc}</td><td>{sparte}</td><td>{ges}</td><td>{kc}</td><td class='mono'>{fin or '—'}</td>"
                 f"<td class='n mono'>{vn}</td><td class='n'>{beitrag} €</td><td>{fae}</td><td>{sf}</td><td><span class='st {st}'>{lab}</span></td></tr>")
    head = "".join(f"<th class='{'n' if h in ('Vers.-Nr.', 'Beitrag p. a.') else ''}'>{h}</th>" for h in ("Kunde", "Geb.-Datum", "Sparte", "Gesellschaft", "Kennzeichen", "FIN", "Vers.-Nr.", "Beitrag p. a.", "Hauptfälligkeit", "SF-Klasse", "Status"))
    fb = "<div class='fb'><span>Bestand: alle Sparten</span><span>Betreuer: alle</span><span>Suche: Kunde, Kennzeichen, Vers.-Nr.</span><span style='margin-left:auto'>12 von 3.418 Verträgen · Summe Beitrag 28.512,05 € · Ansicht 67 %</span></div>"
    foot = "<div style='margin:4px 14px;color:#6b7684;font-size:14px'>Wechselfrist KFZ: Kündigung bis 30.11. · BiPRO-Abgleich zuletzt 24.04.2025 06:00 · 2 Bestandsübertragungen offen</div>"
    return _pol(f"<div class='z67'>{fb}<table class='pl'><tr>{head}</tr>{body}</table>{foot}</div>", "mvp.reinholz-makler.de/vertraege?view=liste&zoom=67")


def policy_customer(iban: str) -> str:
    person = [("Kunde", _pii("PERSON", "Friedrich von Bergen", "customer's name with a particle in a broker's customer record at 75 %") + " · Kd.-Nr. 10-44718"),
              ("Anschrift", _pii("STREET_ADDRESS", "Am Rotdornweg 9, 40822 Mettmann", "home address in a broker's customer record at 75 %")),
              ("Geburtsdatum", _pii("DATE_OF_BIRTH", "08.07.1961", "date of birth in a broker's customer record at 75 %")), ("Beruf", "Zahnarzt (selbstständig)"),
              ("Telefon", _pii("PHONE_NUMBER", "02104 77 31 90", "landline in a broker's customer record at 75 %")), ("Mobil", _pii("PHONE_NUMBER", "0172 660 48 15", "mobile in a broker's customer record at 75 %")),
              ("E-Mail", _pii("EMAIL_ADDRESS", "f.vonbergen@t-online.de", "e-mail in a broker's customer record at 75 %"))]
    sepa = [("IBAN", _pii("IBAN_CODE", iban, "SEPA IBAN in a broker's customer record at 75 %")), ("Kontoinhaber", _pii("PERSON", "Friedrich von Bergen", "account holder's name in a broker's customer record at 75 %")),
            ("Mandatsreferenz", "MR-10-44718-03"), ("Gläubiger-ID", "DE98ZZZ09999999999"), ("Zahlweise", "jährlich · Einzug zum 01.01.")]
    drivers = [("Friedrich von Bergen", "VN", "08.07.1961"), ("Clara von Bergen", "Ehefrau", "21.02.1966"), ("Jonas von Bergen", "Sohn, Fahranfänger", "14.10.2006")]
    dr = "".join("<span class='k'>" + rel + "</span><span>" + _pii("PERSON", n, "driver's name in a broker's customer record at 75 %") + " · geb. "
                 + (_pii("DATE_OF_BIRTH", d, "driver's date of birth in a broker's customer record at 75 %") if rel != "VN" else d) + "</span>" for n, rel, d in drivers)
    cars = [("ME-FV 772", "BMW 530e Touring", "WBA8E11060K903551", "KR 40 118 772", "1.128,90 €"), ("ME-JB 19", "Renault Clio (Sohn)", "VF1RJA00X62204871", "KR 40 118 905", "1.912,30 €")]
    cr = "".join("<div style='border-top:1px solid #eceff3;padding:6px 0'><span class='kz'>" + _pii("ID_NUMBER", kz, "number plate in a broker's customer record at 75 %") + f"</span> {car}<br>"
                 f"<span class='k'>FIN</span> <span class='mono'>{fin}</span><br><span class='k'>Vers.-Nr.</span> " + _pii("ID_NUMBER", vnr, "policy number in a broker's customer record at 75 %") + f" · {b}</div>" for kz, car, fin, vnr, b in cars)
    claim = ("<div class='cb' style='grid-column:span 2'><h3>Schaden S-2025-00871 · offen</h3>Auffahrunfall am 03.03.2025, 17:40, Düsseldorfer Str. / Kreuzung B7, Mettmann. Fahrer: "
             + _pii("PERSON", "Jonas von Bergen", "driver's name in a broker's claim note at 75 %") + ". Gegner: <span class='kz'>" + _pii("ID_NUMBER", "E-MK 4410", "other party's number plate in a broker's claim note at 75 %") + "</span>, Halterin "
             + _pii("PERSON", "Monika Kessler", "other party's name in a broker's claim note at 75 %") + ", Tel. " + _pii("PHONE_NUMBER", "0201 48 22 913", "other party's phone in a broker's claim note at 75 %")
             + ". Gutachten Autohaus Kemper GmbH, Mettmann: 3.840,00 € netto. Schadennummer Versicherer 21-K-2025-118204. Rückstufung SF ½ → M ab 01.01.2026 prüfen.</div>")
    notes = ("<div class='cb'><h3>Notizen</h3>24.04. Kunde rief an, möchte Clio zum 01.06. auf Sohn umschreiben. Angebot HUK24 1.088,00 € einholen.<br>Termin Jahresgespräch: 12.05.2025 10:00 (Büro). — "
             + _pii("PERSON", "T. Reinholz", "broker's initial and surname in a customer note at 75 %") + "</div>")
    inner = ("<div class='z75'><div class='cg'>"
             "<div class='cb'><h3>Person</h3><div class='kv'>" + "".join(f"<span class='k'>{k}</span><span>{v}</span>" for k, v in person) + "</div></div>"
             "<div class='cb'><h3>SEPA-Lastschriftmandat</h3><div class='kv'>" + "".join(f"<span class='k'>{k}</span><span>{v}</span>" for k, v in sepa) + "</div>"
             "<h3 style='margin-top:10px'>Fahrer (KFZ)</h3><div class='kv'>" + dr + "</div></div>"
             f"<div class='cb'><h3>Fahrzeuge</h3>{cr}</div>{claim}{notes}</div></div>")
    return _pol(inner, "mvp.reinholz-makler.de/kunden/10-44718?zoom=75")


# ------------------------------------------------------------------- blindr6: letting agent's ledger, print preview (HiDPI)
LET_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f2f4f3;color:#1f2a24;font-size:12.5px}
.lw{display:flex;height:756px} .ls{width:150px;background:#1e3d34;color:#cfe3da;flex:none;padding:10px 0;font-size:12px} .ls div{padding:7px 16px} .ls .on{background:#2c5a4c;color:#fff}
.lm{flex:1;padding:10px 14px;min-width:0;display:flex;flex-direction:column;gap:10px}
.tc{background:#fff;border:1px solid #d9e1dd;border-radius:6px;padding:10px 14px;display:grid;grid-template-columns:1.2fr 1fr 1fr;gap:4px 18px;line-height:1.5}
.tc h2{margin:0;font-size:16px;grid-column:span 3} .tc .k{color:#6b7a72;font-size:11px;display:block}
.lg{background:#fff;border:1px solid #d9e1dd;border-radius:6px;overflow:hidden} .lg table{border-collapse:collapse;width:100%;font-size:12px}
.lg th{background:#eef3f1;color:#4b5a52;font-weight:normal;padding:5px 8px;text-align:left} .lg th.n,.lg td.n{text-align:right;font-variant-numeric:tabular-nums} .lg td{padding:5px 8px;border-top:1px solid #eef1ef;white-space:nowrap}
.lg td.r{color:#b42318} .lg .mono{font-family:"DejaVu Sans Mono",monospace;font-size:11px}
.ap{width:250px;flex:none;background:#fff;border-left:1px solid #d9e1dd;padding:10px 12px;font-size:12px} .ap h3{margin:0 0 6px;font-size:13.5px} .ap .r{display:flex;justify-content:space-between;padding:5px 0;border-bottom:1px solid #eef1ef}
.pp{display:flex;height:756px;background:#525659}
.pa{flex:1;overflow:hidden;display:flex;justify-content:center;padding-top:14px}
.sh{width:595px;height:842px;background:#fff;position:relative;transform:scale(.85);transform-origin:50% 0;padding:52px 56px;font-family:"Liberation Serif","DejaVu Serif",serif;font-size:12.5px;line-height:1.5;color:#111;flex:none;box-shadow:0 2px 8px rgba(0,0,0,.4)}
.sh .hh{position:absolute;left:22px;right:22px;top:12px;display:flex;justify-content:space-between;font-family:"Liberation Sans",Arial,sans-serif;font-size:8.5px;color:#333}
.sh .ff{position:absolute;left:22px;right:22px;bottom:12px;display:flex;justify-content:space-between;font-family:"Liberation Sans",Arial,sans-serif;font-size:8.5px;color:#333}
.pr{width:330px;background:#fff;flex:none;position:relative;padding:14px 18px;font-size:13px;color:#202124} .pr h2{margin:0 0 14px;font-size:18px;font-weight:normal} .pr .row{display:flex;justify-content:space-between;align-items:center;margin:12px 0}
.pr .sel{border:1px solid #dadce0;border-radius:4px;padding:5px 8px;width:150px;color:#3c4043} .pr .bt{display:inline-block;border-radius:4px;padding:7px 16px;margin-left:8px}
"""


def _let(active: str, inner: str) -> str:
    nav = "".join(f"<div class='{'on' if n == active else ''}'>{n}</div>" for n in ("Dashboard", "Properties", "Tenancies", "Ledger", "Arrears", "Maintenance", "Landlords", "RTB", "Reports"))
    return _page("app.harbourlettings.ie/tenancies/T-0418/ledger", "T-0418 ledger · Harbour Lettings", f"<div class='lw'><div class='ls'>{nav}</div>{inner}</div>", LET_CSS)


def ledger(ibans: dict[str, str]) -> str:
    card = ("<div class='tc'><h2>Tenancy T-0418 · " + _pii("STREET_ADDRESS", "Apt 14, Grand Canal Wharf, South Dock Road, Dublin 4, D04 X2R8", "tenant's home address with its Eircode in a tenancy card") + "</h2>"
            "<div><span class='k'>Tenants</span>" + _pii("DENY_LIST", "Charlotte Fairbairn-Hughes", "deny-listed double-barrelled name in a tenancy card") + "<br>" + _pii("PERSON", "Oisín Brennan", "co-tenant's name in a tenancy card") + "</div>"
            "<div><span class='k'>Phones</span>" + _pii("PHONE_NUMBER", "087 341 2290", "tenant's mobile in a tenancy card") + "<br>" + _pii("PHONE_NUMBER", "085 118 6047", "co-tenant's mobile in a tenancy card") + "</div>"
            "<div><span class='k'>E-mails</span>" + _pii("EMAIL_ADDRESS", "cfairbairnhughes@gmail.com", "tenant's e-mail in a tenancy card") + "<br>" + _pii("EMAIL_ADDRESS", "oisin.brennan@eircom.net", "co-tenant's e-mail in a tenancy card") + "</div>"
            "<div><span class='k'>Rent</span>€2,350.00 / month · due 1st · deposit €2,350.00 held</div>"
            "<div><span class='k'>Guarantor</span>" + _pii("PERSON", "Declan Brennan", "guarantor's name in a tenancy card") + " · " + _pii("PHONE_NUMBER", "01 496 2817", "guarantor's landline in a tenancy card") + "</div>"
            "<div><span class='k'>RTB registration</span>RT0000821734 · Part 4 from 01/09/2023</div></div>")
    rows = [("01/02/2025", "Rent February 2025", "", "", "2,350.00", "", "2,350.00"),
            ("03/02/2025", "SEPA DD", ("DENY_LIST", "FAIRBAIRN-HUGHES C", "deny-listed name in capitals as the bank reports a payer, right-aligned beside amounts"), ("IBAN", "ie_charlotte"), "", "2,350.00", "0.00"),
            ("01/03/2025", "Rent March 2025", "", "", "2,350.00", "", "2,350.00"),
            ("04/03/2025", "SEPA DD returned AM04 (insufficient funds)", ("DENY_LIST", "FAIRBAIRN-HUGHES C", "deny-listed name in capitals as the bank reports a payer, right-aligned beside amounts"), ("IBAN", "ie_charlotte"), "", "", "2,350.00"),
            ("14/03/2025", "Bank transfer", ("PERSON", "OISIN BRENNAN", "co-tenant's name in capitals as the bank reports a payer, right-aligned beside amounts"), ("IBAN", "ie_oisin"), "", "1,175.00", "1,175.00"),
            ("01/04/2025", "Rent April 2025", "", "", "2,350.00", "", "3,525.00"),
            ("01/04/2025", "Late payment admin fee (lease cl. 4.7)", "", "", "25.00", "", "3,550.00"),
            ("22/04/2025", "Card payment •••• 4417", "", "", "", "1,200.00", "2,350.00"),
            ("01/05/2025", "Rent May 2025", "", "", "2,350.00", "", "4,700.00")]
    body = ""
    for d, desc, who, acct, debit, credit, bal in rows:
        whoc = _pii(who[0], who[1], who[2]) if who else ""
        ac = _pii("IBAN_CODE", ibans[acct[1]], "compact IBAN right-aligned beside amounts in a tenant ledger") if acct else ""
        body += (f"<tr><td>{d}</td><td>{desc}</td><td class='n'>{whoc}</td><td class='n mono'>{ac}</td><td class='n'>{debit}</td><td class='n'>{credit}</td>"
                 f"<td class='n{' r' if bal not in ('0.00',) else ''}'>{bal}</td></tr>")
    lg = ("<div class='lg'><table><tr><th>Date</th><th>Description</th><th class='n'>Payer (bank)</th><th class='n'>Payer account</th><th class='n'>Debit €</th><th class='n'>Credit €</th><th class='n'>Balance €</th></tr>"
          f"{body}</table><div style='padding:6px 8px;color:#6b7a72;font-size:11.5px'>Arrears €4,700.00 = 2.0 months · 30 days overdue · next action: warning notice (s. 67 RTA 2004) ✉</div></div>")
    arrears = [("Kavanagh, Sinéad", "T-0371 · Ringsend", "1,980.00"), ("Fairbairn-Hughes, C.", "T-0418 · Grand Canal Wharf", "4,700.00"), ("Mbeki-Lawson, Thandi", "T-0402 · Portobello", "640.00"),
               ("Ó Briain, Cathal", "T-0355 · Phibsborough", "2,150.00"), ("Nowicka, Joanna", "T-0429 · Stoneybatter", "95.00")]
    ap = "".join("<div class='r'><span>" + (_pii("DENY_LIST", n, "deny-listed double-barrelled name surname first with an initial in an arrears panel") if n.startswith("Fairbairn") else _pii("PERSON", n, "tenant's name surname first in an arrears panel"))
                 + f"<br><small style='color:#6b7a72'>{t}</small></span><b>€{a}</b></div>" for n, t, a in arrears)
    side = f"<div class='ap'><h3>Arrears (5)</h3>{ap}<div style='margin-top:8px;color:#6b7a72'>Total €9,565.00 · Harbour Lettings Ltd, 22 Fitzwilliam Place, Dublin 2, D02 T292 · PSRA 002914</div></div>"
    return _let("Ledger", f"<div class='lm'>{card}{lg}</div>{side}")


def arrears_print() -> str:
    sheet = ("<div class='sh'><div class='hh'><span>12/05/2025, 10:41</span><span>Arrears letter – " + _pii("DENY_LIST", "FAIRBAIRN-HUGHES C", "deny-listed name in capitals with an initial in a print preview's page header") + " – T-0418</span></div>"
             "<div style='text-align:right;font-family:Liberation Sans,Arial,sans-serif;font-size:10.5px;color:#333'>Harbour Lettings Ltd<br>22 Fitzwilliam Place, Dublin 2, D02 T292<br>01 662 9140 · lettings@harbourlettings.ie</div>"
             "<p>12 May 2025</p><p>" + _pii("DENY_LIST", "Ms Charlotte Fairbairn-Hughes", "deny-listed double-barrelled name with a title in a letter's address block") + "<br>"
             + _pii("PERSON", "Mr Oisín Brennan", "co-tenant's name with a title in a letter's address block") + "<br>"
             + _pii("STREET_ADDRESS", "Apt 14, Grand Canal Wharf<br>" + chr(10) + "South Dock Road, Dublin 4", "tenants' address over two lines in a letter's address block") + "</p>"
             "<p><b>Re: Rent arrears – tenancy T-0418 – warning notice</b></p>"
             "<p>Dear " + _pii("DENY_LIST", "Ms Fairbairn-Hughes", "deny-listed surname with a title in a letter's salutation") + " and " + _pii("PERSON", "Mr Brennan", "co-tenant's surname with a title in a letter's salutation") + ",</p>"
             "<p>Our records show rent arrears of <b>€4,700.00</b> on the above tenancy as of 12 May 2025 (rent for April and May 2025 and an administration fee, less €1,200.00 received on 22 April). "
             "Under section 67 of the Residential Tenancies Act 2004 (as amended) you are required to pay this sum within 28 days of receipt of this notice.</p>"
             "<p>If you are experiencing difficulty, please contact me to agree a payment plan. A copy of this notice has been sent to your guarantor, "
             + _pii("PERSON", "Mr Declan Brennan", "guarantor's name with a title in a letter") + ", " + _pii("STREET_ADDRESS", "7 Ardee Road, Rathmines, Dublin 6, D06 K2N4", "guarantor's address in a letter") + ".</p>"
             "<p>Yours sincerely,<br><br>" + _pii("PERSON", "Niamh Gallagher", "property manager's name in a letter's signature") + "<br>Property Manager · direct line " + _pii("PHONE_NUMBER", "01 662 9147", "property manager's direct line in a letter") + "</p>"
             "<div class='ff'><span>https://app.harbourlettings.ie/tenancies/T-0418/letters/arrears-2025-05</span><span>1/2</span></div></div>")
    settings = ("<div class='pr'><h2>Print <span style='float:right;font-size:13px;color:#5f6368'>2 sheets of paper</span></h2>"
                "<div class='row'><span>Destination</span><span class='sel'>Save as PDF ▾</span></div><div class='row'><span>Pages</span><span class='sel'>All ▾</span></div>"
                "<div class='row'><span>Layout</span><span class='sel'>Portrait ▾</span></div><div class='row'><span>Colour</span><span class='sel'>Colour ▾</span></div>"
                "<div class='row' style='color:#1a73e8'>More settings ▴</div><div class='row'><span>Paper size</span><span class='sel'>A4 ▾</span></div><div class='row'><span>Margins</span><span class='sel'>Default ▾</span></div>"
                "<div class='row'><span>Scale</span><span class='sel'>Default ▾</span></div><div class='row'><span>Options</span><span>☑ Headers and footers<br>☐ Background graphics</span></div>"
                "<div style='position:absolute;right:18px;bottom:24px'><span class='bt' style='background:#1a73e8;color:#fff'>Save</span><span class='bt' style='border:1px solid #dadce0;color:#1a73e8'>Cancel</span></div></div>")
    return _page("app.harbourlettings.ie/tenancies/T-0418/letters/arrears-2025-05", "Arrears letter · Harbour Lettings", f"<div class='pp' style='position:relative'><div class='pa'>{sheet}</div>{settings}</div>", LET_CSS)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind18(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20261118)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))

    def digits(n: int) -> str:
        return "".join(rng.choice(string.digits) for _ in range(n))
    ids = {"nhs": _nhs(rng),
           "stid_a": _steuer_id(rng), "stid_b": _steuer_id(rng), "stid_kid": _steuer_id(rng), "stid_yil": _steuer_id(rng),
           "sv_thurn": _svnr(rng, date(1958, 5, 12)), "sv_gruber": _svnr(rng, date(1985, 2, 3)), "sv_bauer": _svnr(rng, date(1990, 9, 21)),
           "sv_schmid": _svnr(rng, date(1969, 1, 30)), "sv_pichler": _svnr(rng, date(1949, 8, 18)),
           "ahv_keller": _ahv(rng), "ahv_brunner": _ahv(rng),
           "iban_de": _iban_b("DE", "70150000" + digits(10)),
           "mrz": _mrz2("T784512", "JOR", date(1988, 6, 17), "F", date(2026, 9, 3), "2000417392"),
           "bsn": _bsn(rng), "bsn_bakker": _bsn(rng), "bsn_jong": _bsn(rng), "bsn_yilmaz": _bsn(rng), "bsn_pereira": _bsn(rng), "bsn_boateng": _bsn(rng),
           "rrn_seller": _rrn(date(1971, 3, 14), 283), "rrn_wife": _rrn(date(1974, 7, 2), 146), "rrn_buyer": _rrn(date(1989, 10, 23), 57), "rrn_buyer2": _rrn(date(2000, 5, 9), 312),
           "iban_be": _be_iban(rng, "737"), "iban_de2": _iban_b("DE", "30150200" + digits(10))}
    ids["iban_nl"] = _iban_b("NL", "ABNA0" + digits(9))
    nl = {"bsn": _iban_b("NL", "ABNA0" + digits(9), group=False), "bsn_bakker": _iban_b("NL", "INGB000" + digits(7), group=False),
          "bsn_jong": _iban_b("NL", "RABO0" + digits(9), group=False), "bsn_yilmaz": _iban_b("NL", "INGB000" + digits(7), group=False),
          "bsn_pereira": _iban_b("NL", "SNSB0" + digits(9), group=False), "bsn_boateng": _iban_b("NL", "BUNQ20" + digits(8), group=False)}
    nl["bsn"] = ids["iban_nl"].replace(" ", "")
    ie = {"ie_charlotte": _iban_b("IE", "AIBK931152" + digits(8), group=False), "ie_oisin": _iban_b("IE", "BOFI900017" + digits(8), group=False)}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindr0", [("dent0", lambda: dental_chart(ids["nhs"])), ("dent1", dental_recall)], "dental practice chart and recall list")
        record("blindr1", [("tax0", lambda: mandanten(ids)), ("tax1", lambda: elster(ids))], "tax adviser client list 80 % and e-filing 125 %")
        record("blindr2", [("imm0", lambda: imm_client(ids["mrz"])), ("imm1", imm_family)], "immigration case file (HiDPI)", dsf=2.0)
        record("blindr3", [("flex0", lambda: flex_split(ids)), ("flex1", lambda: flex_exports(ids, nl))], "staffing agency split screen and exports")
        record("blindr4", [("deed0", lambda: deed_50(ids)), ("deed1", lambda: deed_150(ids))], "notary's draft deed PDF 50 % and 150 %")
        record("blindr5", [("pol0", policy_list), ("pol1", lambda: policy_customer(ids["iban_de2"]))], "insurance broker policies 67 % and customer 75 %")
        record("blindr6", [("let0", lambda: ledger(ie)), ("let1", arrears_print)], "letting agent ledger and print preview (HiDPI)", dsf=2.0)
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind18, "/tmp/blind18/preview")
