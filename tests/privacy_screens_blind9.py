# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A ninth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind8.py, other applications again): enterprise back-office
software, dense and hard to read, rendered by Debian's chromium through the rig of tests/privacy_screens.py (`_shoot`,
`_record`, `score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindi0` … `blindi6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindi0` an ERP in a grey desktop style: a sole trader's vendor master record (her name, a search term in capitals,
  a home-office address, landline, mobile and e-mail, a Polish NIP and the VAT number built on it, her date of birth,
  the account number and IBAN in a bank details grid, all grey on grey in a condensed font; the vendor number, company
  code, bank key and BIC not private) beside a locator list of vendors (companies not private, sole traders surname
  first), then a purchase-order grid in 10.5 px with zebra stripes and a selected row (requisitioners as an initial
  and surname, two home-office delivery addresses; order numbers, amounts, dates and vendor companies not private)
  over the vendor's contact persons (direct lines, mobiles, e-mails; the switchboard, fax and company address not
  private), then a dual-control dialog over the vendor screen (an old German and a new Lithuanian IBAN, the account
  holder with and without umlauts, two user names; an italic verification memo with the requester's e-mail, two phones
  and two names);
- `blindi1` an HR and payroll web app (Canada): a worker's personal data (the deny-listed name surname first as the
  header and given name first, an ISO date of birth, a revealed SIN, a French home address over two lines, a mobile
  and a personal e-mail, a work e-mail made of the name; the work phone, position and salary amounts not private;
  approvers in a salary history), then direct deposit (an account number, the deny-listed name in capitals without
  accents as the holder, a void cheque image: the name in capitals with accents, an address in capitals, the account
  in a MICR-like line, a big translucent VOID across it), emergency contacts and dependants with their dates of birth,
  the name given first in the browser tab's title; then a payroll register at 80 % in a narrow font (names surname
  first in capitals, the deny-listed one in the selected row, masked SINs and bank digits not private, a temporary SIN
  shown whole) beside an exceptions box (the deny-listed name as `M.-A. Surname`, SINs spaced and unspaced);
- `blindi2` at device scale 2 (HiDPI): a call centre's dark softphone beside its CRM console (the caller ID in large
  type, the account number entered in the IVR, recent calls' numbers; a company line and extensions not private; the
  customer card with a service address over two lines, phones and an e-mail; a verification checklist with a date of
  birth, a postcode alone and a telephone password, the card's last 4 digits not private; a Medicare number and a
  driver licence number in a small note; names and a daughter's mobile in the interaction timeline; the meter number,
  bill number and amounts not private), then after-call work (a monospace wrap-up note with a new postal address, a
  new e-mail, a mobile and a date of birth; the account contacts; a Centrelink reference number);
- `blindi3` a bank's KYC review: a scanned Romanian identity card drawn on a patterned background under a translucent
  watermark (the deny-listed surname and given name alone in capitals with diacritics, the card number, the CNP, an
  address over two lines, the MRZ with the name as `SURNAME<<GIVEN` and a second line holding the number and the date
  of birth; the issuing office and validity not private), the extracted-fields table (the deny-listed name parts
  without diacritics, dates of birth in two formats), the declared details (the deny-listed name surname first, a
  mobile, an e-mail) and the onboarding device's IP; then a sanctions and PEP screening hit list (the deny-listed name
  as the query surname first in capitals, namesakes surname first with their dates of birth, a year of birth alone; a
  company hit not private) with a PEP profile (a date of birth in words, relatives, a known address) and an italic
  analyst note; then a utility bill as proof of address at 67 % under the watermark (the deny-listed name surname
  first in capitals without diacritics, the address in capitals, a customer code, a landline on its second page; the
  invoice, metering point and amounts not private);
- `blindi4` a legal case-management system (US): the matter dashboard (the client's name, date of birth, SSN, address
  over two lines, mobile and e-mail; the opposing driver's address and driver licence number; counsel, adjuster,
  witness and physician with direct lines and e-mails; the firms' and clinic's phones, the case, claim and police
  report numbers, dates and amounts not private; a surname alone in the matter title and in the tab title; open tasks'
  assignees), then the court docket at 75 % in grey (parties' names, a service address) beside notes in an italic
  serif (a new address and cell phone, a sister's name, a hospital MRN, a witness's phone; an SSN's last 4 digits not
  private);
- `blindi5` a German Jobcenter's case file in a grey desktop style: the members of the household in a grid (the
  deny-listed name surname first in the selected row and in the window title, dates of birth, pension insurance
  numbers, tax identification numbers), the claimant's master data in grey display fields (the deny-listed surname
  alone as the birth name, street with the floor, postcode and city, phones, e-mail, the employment agency's customer
  number) and bank details (an IBAN, the deny-listed name transliterated `ue`/`ss` as the holder; the BIC, case number
  and amounts not private); then a case note in monospace (`Herr Surname`, a new address, the landlord's name and
  phone, a new mobile) beside a decision letter at 75 % in a serif font (the deny-listed name given name first and an
  address in the window, the salutation; the agency's address and service number not private);
- `blindi6` a transport management system (UK) in a narrow font: a driver roster with zebra stripes and a selected row
  (drivers surname first, mobiles, driving licence numbers, home postcodes alone; depots, licence categories, hours
  and statuses not private) beside a driver's detail panel (date of birth, home address, NI number, next of kin, a
  private car's registration), then the planning board at 67 % (drivers as an initial and surname in white on coloured
  Gantt bars; fleet registrations, job and booking numbers not private) under a delivery's tooltip (the consignee with
  a title, address, phone and a side gate code) beside in-cab messages (first names alone, phones).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Québécois, a Romanian and a German name:
the first also surname first with a comma, in capitals without accents, in capitals with them, surname first in
capitals and as `M.-A. Surname`; the second as its surname and given name alone in capitals with diacritics and
without them, as an MRZ writes it, without diacritics, surname first with diacritics, and surname first in capitals as
a screening query and on a bill; the third surname first, as the surname alone, with a title, transliterated and given
name first). Checksummed values (Polish NIP and the bank's sort code inside its IBAN, IBANs, Canadian SINs, an
Australian Medicare number, a Romanian CNP and the MRZ's check digits, German tax identification and pension insurance
numbers, a US SSN in an issued range, British driving licence numbers encoding their holders' dates of birth) are
valid. Each value other than a name is shown in one recording only.
"""

from __future__ import annotations

import random
import string
from datetime import date
from pathlib import Path

from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _luhn_ok, _win
from privacy_screens_blind4 import _page, _pii, preview, recorder
from privacy_screens_blind5 import _mrz_digit
from privacy_screens_blind6 import _ssn, _ssn_ok

DENY = ["Marc-André Bélanger", "Ioana Rădulescu", "Jürgen Weiß"]


# ------------------------------------------------------------------------------------------------ valid identifiers
def _nip(rng: random.Random) -> str:
    """A Polish tax number (NIP): nine digits weighted 6, 5, 7, 2, 3, 4, 5, 6, 7, their sum mod 11 (never 10) as the tenth."""
    while True:
        d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
        c = sum(v * w for v, w in zip(d, (6, 5, 7, 2, 3, 4, 5, 6, 7), strict=True)) % 11
        if c < 10:
            return "".join(map(str, d)) + str(c)


def _nip_ok(n: str) -> bool:
    d = [int(c) for c in n if c.isdigit()]
    return len(d) == 10 and sum(v * w for v, w in zip(d, (6, 5, 7, 2, 3, 4, 5, 6, 7), strict=False)) % 11 == d[9]


def _pl_bank(first7: str) -> str:
    """A Polish bank sort code (numer rozliczeniowy): seven digits weighted 3, 9, 7, 1, 3, 9, 7 and their check digit."""
    s = sum(int(c) * w for c, w in zip(first7, (3, 9, 7, 1, 3, 9, 7), strict=True))
    return first7 + str((10 - s % 10) % 10)


def _sin(rng: random.Random, first: int) -> str:
    """A Canadian social insurance number: nine digits passing Luhn (first digit: the province of registration)."""
    body = str(first) + "".join(rng.choice(string.digits) for _ in range(7))
    for c in string.digits:
        if _luhn_ok(body + c):
            return f"{body[:3]} {body[3:6]} {body[6:]}{c}"
    raise AssertionError("unreachable")


def _medicare(rng: random.Random) -> str:
    """An Australian Medicare card number: eight digits (the first 2-6), their check digit (weights 1, 3, 7, 9, 1, 3, 7,
    9, mod 10), the issue number."""
    d = [rng.randint(2, 6)] + [rng.randint(0, 9) for _ in range(7)]
    c = sum(v * w for v, w in zip(d, (1, 3, 7, 9, 1, 3, 7, 9), strict=True)) % 10
    s = "".join(map(str, d)) + str(c) + str(rng.randint(1, 4))
    return f"{s[:4]} {s[4:9]} {s[9]}"


def _medicare_ok(m: str) -> bool:
    d = [int(c) for c in m if c.isdigit()]
    return len(d) == 10 and 2 <= d[0] <= 6 and sum(v * w for v, w in zip(d[:8], (1, 3, 7, 9, 1, 3, 7, 9), strict=True)) % 10 == d[8]


def _cnp(sex_century: int, born: date, county: int, serial: int) -> str:
    """A Romanian personal numeric code (CNP): S YYMMDD JJ NNN and the check digit (weights 279146358279, mod 11, 10 → 1)."""
    body = f"{sex_century}{born:%y%m%d}{county:02d}{serial:03d}"
    r = sum(int(c) * int(w) for c, w in zip(body, "279146358279", strict=True)) % 11
    return body + str(1 if r == 10 else r)


def _cnp_ok(c: str) -> bool:
    return len(c) == 13 and _cnp(int(c[0]), date(1900 + int(c[1:3]), int(c[3:5]), int(c[5:7])), int(c[7:9]), int(c[9:12])) == c


def _ro_mrz(doc: str, dob: str, sex: str, exp: str, cnp: str) -> str:
    """The second line of a Romanian identity card's machine-readable zone (ICAO 9303 TD2, 36 characters): the series and
    number, nationality, date of birth, sex, expiry, the CNP's first digit and last six as optional data, check digits."""
    d = doc.ljust(9, "<")
    opt = cnp[0] + cnp[7:]
    a, b, c = d + _mrz_digit(d), dob + _mrz_digit(dob), exp + _mrz_digit(exp)
    return f"{a}ROU{b}{sex}{c}{opt}{_mrz_digit(a + b + c + opt)}"


def _ro_mrz_ok(line: str) -> bool:
    a, b, c, opt = line[0:10], line[13:20], line[21:28], line[28:35]
    return (len(line) == 36 and all(_mrz_digit(x[:-1]) == x[-1] for x in (a, b, c))
            and _mrz_digit(a + b + c + opt) == line[35])


def _steuer_id(rng: random.Random) -> str:
    """A German tax identification number (IdNr): ten digits, one of them twice and none other repeated, the first not
    0, then the ISO 7064 MOD 11,10 check digit."""
    while True:
        digits = rng.sample(range(10), 9)
        digits.append(rng.choice(digits))
        rng.shuffle(digits)
        if digits[0] != 0:
            break
    s = "".join(map(str, digits))
    return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}{_mod11_10(s)}"


def _mod11_10(s: str) -> int:
    product = 10
    for c in s:
        v = (int(c) + product) % 10 or 10
        product = v * 2 % 11
    return (11 - product) % 10


def _steuer_id_ok(t: str) -> bool:
    d = t.replace(" ", "")
    counts = sorted((d[:10].count(c) for c in set(d[:10])), reverse=True)
    return len(d) == 11 and d[0] != "0" and counts[0] in (2, 3) and counts[1] == 1 and _mod11_10(d[:10]) == int(d[10])


def _sv_nr(area: int, born: date, letter: str, serial: int) -> str:
    """A German pension insurance number (Versicherungsnummer): area, DDMMYY, the birth name's first letter, a serial
    (below 50: male), the check digit (the letter as its two-digit place in the alphabet, weights 2, 1, 2, 5, 7, 1, 2, 1,
    2, 1, 2, 1, the products' digit sums added, mod 10)."""
    digits = f"{area:02d}{born:%d%m%y}{ord(letter) - 64:02d}{serial:02d}"
    s = sum(sum(map(int, str(int(c) * w))) for c, w in zip(digits, (2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1), strict=True))
    return f"{area:02d} {born:%d%m%y} {letter} {serial:02d}{s % 10}"


def _sv_nr_ok(v: str) -> bool:
    a, b, letter, rest = v.split(" ")
    return _sv_nr(int(a), date(2000 + int(b[4:]) if int(b[4:]) < 30 else 1900 + int(b[4:]), int(b[2:4]), int(b[:2])), letter, int(rest[:2])) == v


def _uk_dl(surname: str, initials: str, born: date, female: bool, tail: str) -> str:
    """A British driving licence number: the surname's first five letters (9-padded), the decade digit, the month (+50 for a
    woman), the day, the year's last digit, two initials (9-padded), an arbitrary 9 and two check letters."""
    month = born.month + (50 if female else 0)
    return f"{surname.upper()[:5].ljust(5, '9')}{born.year % 100 // 10}{month:02d}{born.day:02d}{born.year % 10}{initials.ljust(2, '9')}9{tail}"


def _uk_dl_ok(dl: str, born: date, female: bool) -> bool:
    return (len(dl) == 16 and dl[5] + dl[10] == f"{born:%y}" and int(dl[6:8]) == born.month + (50 if female else 0)
            and int(dl[8:10]) == born.day)


def _checks(ids: dict[str, str], dls: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _nip_ok(ids["nip"]), ids["nip"]
    pl = ids["iban_pl"].replace(" ", "")
    assert _pl_bank(pl[4:11]) == pl[4:12], ids["iban_pl"]
    for k, first in (("sin", "2"), ("sin2", "4"), ("sin3", "9")):
        assert _luhn_ok(ids[k]) and ids[k][0] == first, ids[k]
    assert _medicare_ok(ids["medicare"]), ids["medicare"]
    assert _cnp_ok(ids["cnp"]) and ids["cnp"][:7] == "2900315", ids["cnp"]
    assert _ro_mrz_ok(ids["mrz"]) and ids["mrz"][13:19] == "900315", ids["mrz"]
    for k in ("stid", "stid2"):
        assert _steuer_id_ok(ids[k]), ids[k]
    for k in ("sv", "sv2"):
        assert _sv_nr_ok(ids[k]), ids[k]
    assert _ssn_ok(ids["ssn"]), ids["ssn"]
    for sur, _giv, _mid, born, female, *_ in DRIVERS:
        assert _uk_dl_ok(dls[sur], born, female), dls[sur]


# ------------------------------------------------------------------------------------------- blindi0: ERP (SAP GUI-like)
ERP_CSS = """
body{background:#dfe5ea;font-family:"Liberation Sans",Arial,sans-serif;font-size:12px;color:#32363a}
.mb{height:22px;background:#eef1f4;border-bottom:1px solid #c5ccd3;display:flex;gap:16px;align-items:center;padding:0 10px;font-size:12px}
.tb{height:30px;background:#e6ebef;border-bottom:1px solid #c5ccd3;display:flex;gap:6px;align-items:center;padding:0 10px}
.tb .cmd{width:170px;height:19px;background:#fff;border:1px solid #9aa5b1} .tb i{display:inline-block;width:17px;height:17px;border-radius:2px;background:#b8c2cc;margin-left:3px}
.ttl{height:30px;display:flex;align-items:center;padding:0 12px;font-size:15px;font-weight:bold;color:#32363a;background:#f7f9fa;border-bottom:1px solid #d5dbe0}
.atb{height:26px;display:flex;gap:14px;align-items:center;padding:0 12px;font-size:11.5px;color:#0a6ed1;background:#f7f9fa;border-bottom:1px solid #c5ccd3}
.ew{display:flex;height:630px} .loc{width:230px;background:#f2f4f6;border-right:1px solid #c5ccd3;font-size:11px;overflow:hidden}
.loc .h{background:#e1e6eb;padding:4px 8px;font-weight:bold;color:#5a6570} .loc div.r{padding:2px 8px;white-space:nowrap;overflow:hidden;font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif}
.loc .r.on{background:#cfe3f7} .loc .r .no{color:#7a8590;display:inline-block;width:50px}
.mn{flex:1;padding:8px 12px;overflow:hidden;min-width:0} .hd{display:grid;grid-template-columns:110px 120px 1fr;row-gap:3px;align-items:center;margin-bottom:6px}
.tabs{display:flex;gap:2px;border-bottom:1px solid #9aa5b1;margin:4px 0 6px} .tabs span{padding:4px 12px;background:#e9edf0;border:1px solid #c5ccd3;border-bottom:none;font-size:11.5px}
.tabs .on{background:#fff;font-weight:bold;border-color:#9aa5b1}
.gb{border:1px solid #b9c2cb;background:#fbfcfc;padding:12px 10px 6px;margin-bottom:8px;position:relative} .gb .gt{position:absolute;top:-8px;left:8px;background:#fbfcfc;padding:0 4px;font-weight:bold;font-size:11.5px;color:#32363a}
.fr{display:flex;align-items:center;gap:8px;height:21px} .fr .l{width:150px;color:#32363a;font-size:11.5px;flex:none}
.f{height:18px;line-height:17px;border:1px solid #c0c7cf;background:#e9ecef;color:#7a828a;padding:0 5px;font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif;font-size:11.5px;white-space:nowrap;overflow:hidden}
.cb{display:inline-block;width:11px;height:11px;border:1px solid #8a949e;background:#e9ecef;font-size:10px;line-height:10px;text-align:center;color:#32363a}
.g2{display:flex;gap:10px} .g2>div{flex:1;min-width:0}
.tc{width:100%;border-collapse:collapse;font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif;font-size:11px} .tc th{background:#e1e6eb;color:#32363a;font-weight:normal;border:1px solid #b9c2cb;padding:2px 5px;text-align:left;white-space:nowrap}
.tc td{border:1px solid #d3d9df;padding:2px 5px;white-space:nowrap;background:#e9ecef;color:#6e767e}
.sb{height:22px;background:#eef1f4;border-top:1px solid #c5ccd3;display:flex;align-items:center;gap:20px;padding:0 12px;font-size:11px;color:#5a6570}
.alv{width:100%;border-collapse:collapse;font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif;font-size:10.5px;table-layout:fixed}
.alv th{background:#d9e0e6;border:1px solid #b9c2cb;padding:2px 4px;font-weight:bold;text-align:left;white-space:nowrap;overflow:hidden;color:#32363a}
.alv td{border-right:1px solid #dde3e8;padding:1px 4px;white-space:nowrap;overflow:hidden;height:16px} .alv tr:nth-child(even) td{background:#f0f4f7} .alv tr:nth-child(odd) td{background:#fff}
.alv tr.sel td{background:#fdd987} .alv .n{text-align:right} .alv .k{color:#0a6ed1}
.dlg{position:absolute;left:290px;top:150px;width:760px;background:#fbfcfc;border:1px solid #6f7b87;box-shadow:0 6px 24px rgba(0,0,0,.35)}
.dlg .dt{background:#3f5161;color:#fff;padding:5px 10px;font-weight:bold;font-size:12.5px;display:flex;justify-content:space-between}
.dlg .db{padding:10px 12px} .warn{background:#fef7e0;border:1px solid #e9b949;color:#6b4e00;padding:5px 8px;margin:6px 0;font-size:11.5px}
.memo{font-family:"Liberation Serif",serif;font-style:italic;font-size:12.5px;line-height:1.45;background:#fff;border:1px solid #c0c7cf;padding:6px 9px;color:#3a3f44}
.bt{display:inline-block;border:1px solid #0a6ed1;color:#0a6ed1;border-radius:3px;padding:2px 12px;font-size:11.5px;background:#fff} .bt.p{background:#0a6ed1;color:#fff}
"""

VENDORS = [("200477", "Hydraulik-Service Krämer GmbH", ""), ("200478", "Nordic Fasteners AB", ""), ("200479", "Bürotec Leasing GmbH", ""),
           ("200480", "Castellano Logística S.L.", ""), ("200481", "Wróbel, Agnieszka", "PERSON"), ("200482", "Jansen Verpakkingen B.V.", ""),
           ("200483", "Kühne Elektromotoren AG", ""), ("200484", "Pietrowski, Tomasz", "PERSON"), ("200485", "Rhenania Schmierstoffe GmbH", ""),
           ("200486", "Sensorik Lindau GmbH", ""), ("200487", "Ferreira, Joana", "PERSON"), ("200488", "Stahlhandel Ruhr GmbH &amp; Co. KG", ""),
           ("200489", "TechDoc Übersetzungen", ""), ("200490", "Valmet Bearings Oy", ""), ("200517", "Öztürk Transporte e.K.", ""),
           ("200521", "Zerspanung Haas GmbH", ""), ("200524", "Brandschutz West GmbH", ""), ("200530", "Dubois, Camille", "PERSON")]


def _sap(title: str, atb: str, locator_on: str, main: str, status: str, extra: str = "") -> str:
    menu = "".join(f"<span>{m}</span>" for m in ("Vendor", "Edit", "Goto", "Extras", "Environment", "System", "Help"))
    loc = "<div class='loc'><div class='h'>Worklist · Vendors changed (30 days)</div>"
    for num, name, kind in VENDORS:
        shown = _pii(kind, name, "sole trader's name surname first in a locator list") if kind else name
        loc += f"<div class='r{' on' if num == locator_on else ''}'><span class='no'>{num}</span>{shown}</div>"
    loc += "<div class='h' style='margin-top:8px'>Favourites</div><div class='r'>XK03 Display vendor</div><div class='r'>ME2N Purchasing documents</div><div class='r'>FK08 Confirm change</div></div>"
    body = (f"<div class='mb'>{menu}</div><div class='tb'><span class='cmd'></span><i></i><i></i><i></i><i></i><i></i><i></i><i></i><i></i><i></i></div>"
            f"<div class='ttl'>{title}</div><div class='atb'>{atb}</div><div class='ew'>{loc}<div class='mn'>{main}</div></div>"
            f"<div class='sb'>{status}<span style='margin-left:auto'>P01 (1) 100 · sapp01-ci · OVR</span></div>{extra}")
    return _win("<span>SAP Easy Access · Meridian Antriebstechnik GmbH</span><span style='color:#6a7580'>P01 · Client 100</span>", body, ERP_CSS, bar="#c9d2da")


def _fr(label: str, value: str, width: int = 260) -> str:
    return f"<div class='fr'><span class='l'>{label}</span><span class='f' style='width:{width}px'>{value}</span></div>"


def erp_vendor(nip: str, iban_pl: str) -> str:
    nrb = iban_pl.replace(" ", "")[2:]
    head = ("<div class='hd'><span>Vendor</span><span class='f' style='width:100px'>200481</span><span>" + _pii("PERSON", "Agnieszka Wróbel", "sole trader's name beside a vendor number in a header")
            + " · Tłumaczenia Techniczne &nbsp;<span style='color:#7a828a'>Warszawa</span></span>"
            "<span>Company code</span><span class='f' style='width:100px'>1000</span><span>Meridian Antriebstechnik GmbH</span></div>")
    tabs = "<div class='tabs'>" + "".join(f"<span class='{'on' if t == 'Address' else ''}'>{t}</span>" for t in ("Address", "Control", "Payment transactions", "Contact persons", "Purchasing data", "Withholding tax")) + "</div>"
    name = ("<div class='gb'><span class='gt'>Name</span>" + _fr("Title", "Ms", 80) + _fr("Name", _pii("PERSON", "Agnieszka Wróbel", "name in a grey display-only field"))
            + _fr("", "Tłumaczenia Techniczne") + _fr("Search term 1/2", _pii("PERSON", "WROBEL", "surname in capitals as a search term"), 120) + "</div>")
    addr = ("<div class='gb'><span class='gt'>Street Address</span>"
            + _fr("Street/House number", _pii("STREET_ADDRESS", "ul. Bernardyńska 17 m. 42", "home-office street in a grey display-only field"))
            + _fr("Postal Code/City", _pii("STREET_ADDRESS", "02-904 Warszawa", "postcode and city in a grey display-only field"), 180)
            + _fr("Country", "PL &nbsp;Poland", 120) + _fr("Region", "14 &nbsp;Mazowieckie", 120) + _fr("Time zone", "CET", 60) + "</div>")
    comm = ("<div class='gb'><span class='gt'>Communication</span>" + _fr("Language", "Polish", 90)
            + _fr("Telephone", _pii("PHONE_NUMBER", "+48 22 651 18 04", "home-office landline in a grey display-only field"), 180)
            + _fr("Mobile Phone", _pii("PHONE_NUMBER", "+48 601 274 913", "mobile in a grey display-only field"), 180) + _fr("Fax", "", 180)
            + _fr("E-Mail", _pii("EMAIL_ADDRESS", "a.wrobel.tlumaczenia@gmail.com", "e-mail in a grey display-only field"))
            + _fr("Standard comm. method", "INT &nbsp;E-Mail", 120) + "</div>")
    tax = ("<div class='gb'><span class='gt'>Tax information</span>" + _fr("Tax Number 1 (NIP)", _pii("ID_NUMBER", nip, "Polish tax number of a sole trader in a grey field"), 140)
           + _fr("VAT Registration No.", _pii("ID_NUMBER", "PL" + nip, "VAT number of a sole trader in a grey field"), 140)
           + "<div class='fr'><span class='l'>Natural person</span><span class='cb'>✓</span><span style='margin-left:26px' class='l'>Equalization tax</span><span class='cb'></span></div>"
           + _fr("Date of birth", _pii("DATE_OF_BIRTH", "14.09.1987", "date of birth of a sole trader in a grey field"), 90)
           + _fr("Place of birth", "Radom", 140) + _fr("Tax type / Tax office", "PL1 &nbsp;US Warszawa-Mokotów", 200) + "</div>")
    bank = ("<div class='gb'><span class='gt'>Bank Details</span><table class='tc'><tr><th>Ctry</th><th>Bank Key</th><th>Bank Account</th><th>Acct Holder</th><th>IBAN</th><th>SWIFT/BIC</th><th>Valid from</th></tr>"
            f"<tr><td>PL</td><td>{nrb[2:10]}</td><td>{_pii('ID_NUMBER', nrb, 'Polish account number (NRB) in a bank details grid')}</td>"
            f"<td>{_pii('PERSON', 'Agnieszka Wróbel', 'account holder in a bank details grid')}</td><td>{_pii('IBAN_CODE', iban_pl, 'IBAN in a grey bank details grid')}</td><td>INGBPLPW</td><td>01.02.2024</td></tr>"
            "<tr><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr></table></div>")
    main = (f"{head}{tabs}<div class='g2'><div>{name}{addr}</div><div>{comm}{tax}</div></div>{bank}")
    atb = "<span>Other Vendor</span><span>Display ⇄ Change</span><span>Where-used list</span><span>Sensitive fields</span><span>Account groups</span>"
    status = "Vendor 200481 displayed · created 01.02.2024 · last change 14.04.2025"
    return _sap("Display Vendor: Address", atb, "200481", main, status)


def erp_po_grid() -> str:
    rows = [("4500018809", "10", "Hydraulik-Service Krämer GmbH", "Hydraulic pump HP-40 repair", "1", "EA", "2.480,00", "EUR", "22.04.2025", ("PERSON", "T. Hoffmann"), "Werk Hamm"),
            ("4500018811", "10", "Nordic Fasteners AB", "Hex bolt M12x60 10.9 zinc flake", "12.000", "PC", "0,42", "EUR", "25.04.2025", ("PERSON", "S. Yilmaz"), "Werk Hamm"),
            ("4500018811", "20", "Nordic Fasteners AB", "Nut M12 DIN 934 10", "12.000", "PC", "0,09", "EUR", "25.04.2025", ("PERSON", "S. Yilmaz"), "Werk Hamm"),
            ("4500018814", "10", "TechDoc Übersetzungen", "Translation manual DE→PL, 84 pages", "1", "AU", "1.890,00", "EUR", "30.04.2025", ("PERSON", "K. Nowicka"), "Zentrale"),
            ("4500018815", "10", "Wróbel, Agnieszka", "Translation spec sheets DE→PL", "1", "AU", "640,00", "EUR", "28.04.2025", ("PERSON", "K. Nowicka"), "Zentrale"),
            ("4500018817", "10", "Bürotec Leasing GmbH", "Monitor 27\" for home office", "1", "EA", "289,00", "EUR", "18.04.2025", ("PERSON", "L. Brandt"), "HOME"),
            ("4500018818", "10", "Kühne Elektromotoren AG", "Servo motor KSM-220 3 kW", "6", "EA", "1.315,00", "EUR", "12.05.2025", ("PERSON", "M. Becker"), "Werk Lünen"),
            ("4500018820", "10", "Rhenania Schmierstoffe GmbH", "Gear oil CLP 220, 208 l drum", "4", "DR", "612,50", "EUR", "23.04.2025", ("PERSON", "T. Hoffmann"), "Werk Hamm"),
            ("4500018822", "10", "Nordic Fasteners AB", "Washer DIN 125 A13 zinc", "20.000", "PC", "0,03", "EUR", "29.04.2025", ("PERSON", "S. Yilmaz"), "Werk Hamm"),
            ("4500018822", "20", "Nordic Fasteners AB", "Threaded rod M16x1000 8.8", "400", "PC", "3,85", "EUR", "29.04.2025", ("PERSON", "S. Yilmaz"), "Werk Hamm"),
            ("4500018823", "10", "Sensorik Lindau GmbH", "Inductive sensor IS-12 PNP", "150", "PC", "38,90", "EUR", "06.05.2025", ("PERSON", "M. Becker"), "Werk Lünen"),
            ("4500018824", "10", "Öztürk Transporte e.K.", "Freight Hamm→Poznań, 2 FTL", "2", "TRP", "1.140,00", "EUR", "17.04.2025", ("PERSON", "J. Schulte"), "Werk Hamm"),
            ("4500018826", "10", "Castellano Logística S.L.", "Freight Hamm→Zaragoza, 1 FTL", "1", "TRP", "2.350,00", "EUR", "24.04.2025", ("PERSON", "J. Schulte"), "Werk Hamm"),
            ("4500018827", "10", "Bürotec Leasing GmbH", "Docking station USB-C", "1", "EA", "164,00", "EUR", "18.04.2025", ("PERSON", "R. Akgül"), "HOME2"),
            ("4500018829", "10", "Stahlhandel Ruhr GmbH &amp; Co. KG", "Flat bar S235 60x10, 6 m", "90", "PC", "27,40", "EUR", "02.05.2025", ("PERSON", "T. Hoffmann"), "Werk Hamm"),
            ("4500018830", "10", "Valmet Bearings Oy", "Bearing 6312-2RS C3", "40", "PC", "61,20", "EUR", "09.05.2025", ("PERSON", "M. Becker"), "Werk Lünen"),
            ("4500018831", "10", "Brandschutz West GmbH", "Fire extinguisher service, 64 units", "1", "AU", "1.088,00", "EUR", "15.05.2025", ("PERSON", "J. Schulte"), "Zentrale"),
            ("4500018833", "10", "Zerspanung Haas GmbH", "Shaft 42CrMo4 per drawing 88-114", "25", "PC", "214,00", "EUR", "20.05.2025", ("PERSON", "T. Hoffmann"), "Werk Hamm")]
    home = {"HOME": _pii("STREET_ADDRESS", "Goethestr. 12, 79100 Freiburg", "home-office delivery address in a small zebra grid cell"),
            "HOME2": _pii("STREET_ADDRESS", "Am Kuhlenkamp 3, 58453 Witten", "home-office delivery address in a small zebra grid cell")}
    body = ""
    for po, it, ven, txt, qty, un, price, cur, dd, (rk, req), plant in rows:
        sel = " class='sel'" if po == "4500018822" and it == "10" else ""
        vcell = _pii("PERSON", ven, "sole trader's name surname first in a small zebra grid cell") if ven == "Wróbel, Agnieszka" else ven
        dcell = home.get(plant, plant)
        body += (f"<tr{sel}><td class='k'>{po}</td><td>{it}</td><td>{vcell}</td><td>{txt}</td><td class='n'>{qty}</td><td>{un}</td><td class='n'>{price}</td><td>{cur}</td>"
                 f"<td>{dd}</td><td>{_pii(rk, req, 'requisitioner as an initial and surname in a small zebra grid cell')}</td><td>{dcell}</td></tr>")
    cols = [("Purch.Doc.", 74), ("Item", 32), ("Vendor", 170), ("Short Text", 210), ("PO Qty", 54), ("OUn", 32), ("Net Price", 62), ("Crcy", 34), ("Deliv.Date", 70), ("Requisitioner", 84), ("Deliver to", 190)]
    head = "".join(f"<th style='width:{w}px'>{c}</th>" for c, w in cols)
    grid = f"<div style='border:1px solid #b9c2cb;background:#fff;height:345px;overflow:hidden'><table class='alv'><tr>{head}</tr>{body}</table></div>"
    contacts = [("Sven Lindahl", "Sales Manager DACH", "+46 8 590 318 44", "+46 70 318 44 02", "sven.lindahl@nordicfasteners.se"),
                ("Ulla Bergström", "Order desk", "+46 8 590 318 20", "", "ulla.bergstrom@nordicfasteners.se"),
                ("Mikael Järvinen", "Quality / 8D reports", "+46 8 590 318 71", "+46 73 402 19 65", "mikael.jarvinen@nordicfasteners.se")]
    crow = "".join(f"<tr><td>{_pii('PERSON', n, 'vendor contact person in a small grey table')}</td><td>{f}</td><td>{_pii('PHONE_NUMBER', t, 'direct line of a vendor contact in a small grey table')}</td>"
                   f"<td>{_pii('PHONE_NUMBER', m, 'mobile of a vendor contact in a small grey table') if m else ''}</td><td>{_pii('EMAIL_ADDRESS', e, 'e-mail of a vendor contact in a small grey table')}</td></tr>" for n, f, t, m, e in contacts)
    detail = ("<div class='g2' style='margin-top:8px'><div class='gb' style='flex:0 0 330px'><span class='gt'>Vendor 200478 · Nordic Fasteners AB</span>"
              "<div style='font-size:11px;line-height:1.5'>Box 1142, Kronborgsgränd 7, 164 22 Kista, Sweden<br>Switchboard +46 8 590 300 00 · Fax +46 8 590 300 01<br>VAT SE556712448301 · Payment terms Z030 · Incoterms FCA Kista</div></div>"
              "<div class='gb'><span class='gt'>Contact persons (vendor 200478)</span><table class='tc'><tr><th>Name</th><th>Function</th><th>Telephone</th><th>Mobile</th><th>E-Mail</th></tr>"
              f"{crow}</table></div></div>")
    sel = ("<div style='font-size:11px;color:#5a6570;margin:2px 0 5px'>Selection: Purchasing organisation 1000 · Document date 01.04.2025–16.04.2025 · Scope of list ALV · 18 items · "
           "1 row selected (4500018822 / 10): requisitioner " + _pii("PERSON", "Sandra Yilmaz", "requisitioner name in a selection line") + ", buyer group 110</div>")
    main = sel + grid + detail
    atb = "<span>Display document</span><span>Filter</span><span>Sort ascending</span><span>Total</span><span>Export ▾</span><span>Change layout</span><span>Mail recipient</span>"
    return _sap("Purchasing Documents per Document Number", atb, "200478", main, "18 purchasing document items selected · runtime 0,4 s")


def erp_bank_change(iban_old: str, iban_new: str) -> str:
    head = ("<div class='hd'><span>Vendor</span><span class='f' style='width:100px'>200517</span><span>Öztürk Transporte e.K. · Inh. "
            + _pii("PERSON", "Mehmet Öztürk", "sole trader's name in a vendor header behind a dialog") + "</span>"
            "<span>Company code</span><span class='f' style='width:100px'>1000</span><span>Meridian Antriebstechnik GmbH</span></div>")
    tabs = "<div class='tabs'>" + "".join(f"<span class='{'on' if t == 'Payment transactions' else ''}'>{t}</span>" for t in ("Address", "Control", "Payment transactions", "Contact persons", "Purchasing data")) + "</div>"
    bg = (f"{head}{tabs}<div class='gb' style='height:300px'><span class='gt'>Bank Details</span><table class='tc'><tr><th>Ctry</th><th>Bank Key</th><th>Bank Account</th><th>Acct Holder</th><th>IBAN</th></tr>"
          "<tr><td>LT</td><td>32500</td><td>⚠ pending</td><td></td><td></td></tr></table>"
          "<div class='fr' style='margin-top:10px'><span class='l'>Payment methods</span><span class='f' style='width:60px'>TU</span></div>"
          "<div class='fr'><span class='l'>Payment block</span><span class='f' style='width:60px'>R</span><span>Blocked for payment: sensitive field changed</span></div>"
          "<div class='fr'><span class='l'>Alternative payee</span><span class='f' style='width:120px'></span></div></div>")
    rows = [("Bank country", "DE", "LT"), ("Bank key", "44040037", "32500"),
            ("IBAN", _pii("IBAN_CODE", iban_old, "old IBAN in a dual-control dialog"), _pii("IBAN_CODE", iban_new, "new IBAN from another country in a dual-control dialog")),
            ("SWIFT/BIC", "COBADEFFXXX", "REVOLT21"),
            ("Account holder", _pii("PERSON", "Mehmet Öztürk", "account holder in a dual-control dialog"), _pii("PERSON", "Mehmet Oeztuerk", "account holder written without umlauts in a dual-control dialog"))]
    tr = "".join(f"<tr><td>{f}</td><td>{o}</td><td><b>{n}</b></td><td>{_pii('ACCOUNT_NAME', 'MKOWALCZYK', 'user name of the person who changed a field')}</td><td>14.04.2025 09:12</td></tr>" for f, o, n in rows)
    memo = ("Request received by e-mail from " + _pii("EMAIL_ADDRESS", "m.oeztuerk.transporte@gmx.de", "requester's e-mail in an italic verification memo")
            + " on 11.04.2025 (“new house bank from 01.05., please update before the next payment run”). Call-back to the number on file "
            + _pii("PHONE_NUMBER", "+49 231 4477 1290", "phone on file in an italic verification memo") + ": not reached. The mobile given in the e-mail, "
            + _pii("PHONE_NUMBER", "+49 1523 884 2071", "mobile from a suspicious e-mail in an italic verification memo") + ", was answered by a man who said he was "
            + _pii("PERSON", "Herr Öztürk", "name with a title in an italic verification memo") + ". Escalated to " + _pii("PERSON", "Katarzyna Nowicka", "colleague's name in an italic verification memo")
            + " (AP lead) per fraud checklist FC-07.")
    dlg = ("<div class='dlg dropdown'><div class='dt'><span>Confirm Change of Sensitive Fields · Vendor 200517</span><span>✕</span></div><div class='db'>"
           "<div class='warn'>⚠ Bank country LT differs from vendor country DE · IBAN first used by this vendor · payment run F110 on 17.04.2025 includes 2 open items (2.280,00 EUR)</div>"
           "<table class='tc'><tr><th>Field</th><th>Old value</th><th>New value</th><th>Changed by</th><th>Changed on</th></tr>" + tr.replace("<td>", "<td style='background:#fff;color:#32363a'>") + "</table>"
           "<div style='margin:8px 0 3px;font-weight:bold'>Verification memo</div>"
           f"<div class='memo'>{memo}</div>"
           "<div style='margin-top:8px;display:flex;gap:8px;align-items:center'><span style='font-size:11.5px'>Second approver:</span>"
           "<span class='f' style='width:120px;background:#fff;color:#32363a'>" + _pii("ACCOUNT_NAME", "SBAUERFEIND", "second approver's user name in a dialog field") + "</span>"
           "<span style='margin-left:auto'></span><span class='bt'>Reject</span><span class='bt'>Display changes</span><span class='bt p'>Confirm</span></div></div></div>")
    atb = "<span>Other Vendor</span><span>Display ⇄ Change</span><span>Change documents</span><span>Sensitive fields</span>"
    return _sap("Display Vendor: Payment Transactions", atb, "200517", bg, "Vendor 200517 has unconfirmed changes to sensitive fields (message FK 147)", extra=dlg)


# ------------------------------------------------------------------------------------------ blindi1: HR and payroll (Canada)
HR_CSS = """
body{background:#f1f3f6;font-family:"DejaVu Sans",sans-serif;font-size:12.5px;color:#1f2a37}
.top{height:40px;background:#0b2f55;color:#dbe6f3;display:flex;align-items:center;gap:22px;padding:0 20px;font-size:13px} .top b{color:#fff;font-size:15px}
.top .q{background:#15406f;border-radius:14px;padding:4px 14px;width:300px;color:#8fb0d3;font-size:12px}
.wh{background:#fff;border-bottom:1px solid #dde3ea;display:flex;gap:14px;align-items:center;padding:8px 22px}
.wh .av{width:46px;height:46px;border-radius:23px;background:#4f7cac;color:#fff;font-size:17px;text-align:center;line-height:46px}
.wh .nm{font-size:18px;font-weight:bold} .wh .sub{color:#5f6b7a;font-size:12px} .pill{display:inline-block;background:#e3f4e8;color:#1e7a3c;border-radius:10px;padding:1px 9px;font-size:11px;margin-left:8px}
.hw{display:flex;height:650px} .vt{width:180px;background:#fff;border-right:1px solid #dde3ea;padding:6px 0} .vt div{padding:7px 18px;color:#3b4a5c} .vt .on{background:#e8f0fb;color:#0b57b3;font-weight:bold;border-left:3px solid #0b57b3}
.hm{flex:1;padding:10px 16px;overflow:hidden;display:grid;grid-template-columns:1fr 1fr;gap:10px;align-content:start}
.cd{background:#fff;border:1px solid #dde3ea;border-radius:6px} .cd h4{margin:0;padding:7px 12px;border-bottom:1px solid #edf0f4;font-size:13px;display:flex;justify-content:space-between}
.cd h4 span{font-weight:normal;color:#0b57b3;font-size:12px} .cd .in{padding:7px 12px} .kv{display:grid;grid-template-columns:150px 1fr;row-gap:5px} .kv .k{color:#6b7785;font-size:11.5px}
.ro{color:#8a94a1} .eye{color:#0b57b3;font-size:11px;margin-left:6px} .wide{grid-column:span 2}
.st{width:100%;border-collapse:collapse;font-size:11.5px} .st th{text-align:left;color:#6b7785;font-weight:normal;border-bottom:1px solid #dde3ea;padding:4px 6px} .st td{border-bottom:1px solid #f0f2f5;padding:4px 6px}
.note{font-style:italic;color:#5f6b7a;font-size:11.5px;margin-top:6px}
.chq{position:relative;height:150px;border-radius:4px;background:repeating-linear-gradient(135deg,#e6efe9 0 6px,#dfe9e2 6px 12px);border:1px solid #b7c9bc;padding:10px 14px;font-family:"Liberation Serif",serif;color:#2a3a2f;overflow:hidden}
.chq .void{position:absolute;left:150px;top:30px;font-family:"DejaVu Sans",sans-serif;font-size:60px;font-weight:bold;color:rgba(200,30,30,.35);transform:rotate(-14deg);letter-spacing:8px}
.chq .micr{position:absolute;left:14px;bottom:8px;font-family:"DejaVu Sans Mono",monospace;font-size:13px;letter-spacing:2px;color:#1c241f}
.reg{transform:scale(.8);transform-origin:0 0;width:1330px}
.rg{width:100%;border-collapse:collapse;font-family:"Liberation Sans Narrow","Liberation Sans",sans-serif;font-size:13px} .rg th{background:#dfe6ee;text-align:left;padding:4px 6px;border:1px solid #c5d0dc;white-space:nowrap}
.rg td{padding:3px 6px;border-right:1px solid #e2e7ed;white-space:nowrap} .rg tr:nth-child(odd) td{background:#f6f8fa} .rg tr.sel td{background:#0b57b3;color:#fff} .rg .n{text-align:right}
.exc{background:#fff8e6;border:1px solid #f0c36d;border-radius:5px;padding:8px 12px;line-height:1.45;font-size:13px} .exc .pii{white-space:nowrap}
"""


def _hr(inner: str, on: str, url: str, tab: str, worker: bool = True) -> str:
    nav = "".join(f"<div class='{'on' if n == on else ''}'>{n}</div>" for n in ("Summary", "Job", "Compensation", "Personal", "Contact", "Pay", "Time off", "Benefits", "Emergency contacts", "Documents"))
    top = ("<div class='top'><b>Laurentide HR</b><span class='q'>Search workers, positions, reports</span><span>Inbox (7)</span><span>My team</span>"
           "<span style='margin-left:auto'>" + _pii("PERSON", "Nadia Haddad", "signed-in manager's name in a dark top bar") + " · HR Partner</span></div>")
    head = ("<div class='wh'><div class='av'>MB</div><div><div class='nm'>" + _pii("DENY_LIST", "Bélanger, Marc-André", "deny-listed name surname first as a worker header") + "<span class='pill'>Active</span></div>"
            "<div class='sub'>Senior Process Engineer · Plant 2, Saint-Laurent · Position P-01873 · Full time · Hired 2016-09-12</div></div>"
            "<div style='margin-left:auto;color:#5f6b7a;font-size:12px'>Manager " + _pii("PERSON", "Nadia Haddad", "manager's name in a worker header") + " · Union local 1721</div></div>")
    if not worker:
        head = "<div class='wh'><div class='av' style='background:#7a8aa0'>$</div><div><div class='nm'>Payroll · Québec salaried, bi-weekly</div><div class='sub'>Run 2025-08 · cut-off 2025-04-22 17:00</div></div></div>"
    return _page(url, tab, f"{top}{head}<div class='hw'><div class='vt'>{nav}</div>{inner}</div>", HR_CSS)


def hr_personal(sin: str) -> str:
    personal = ("<div class='cd'><h4>Personal information <span>Edit</span></h4><div class='in kv'>"
                f"<span class='k'>Legal name</span><span>{_pii('DENY_LIST', 'Marc-André Bélanger', 'deny-listed name in a label-value card')}</span>"
                "<span class='k'>Preferred name</span><span class='ro'>—</span>"
                f"<span class='k'>Date of birth</span><span>{_pii('DATE_OF_BIRTH', '1984-03-22', 'ISO date of birth in a label-value card')} <span class='ro'>(41)</span></span>"
                "<span class='k'>Gender</span><span>Male</span><span class='k'>Marital status</span><span>Married (2011-06-18)</span>"
                "<span class='k'>Citizenship</span><span>Canada</span><span class='k'>Language</span><span>French · English</span>"
                f"<span class='k'>Social insurance no.</span><span>{_pii('ID_NUMBER', sin, 'SIN revealed in a label-value card')}<span class='eye'>Hide</span></span>"
                "<span class='k'>SIN expiry</span><span class='ro'>Not applicable</span></div></div>")
    contact = ("<div class='cd'><h4>Contact <span>Edit</span></h4><div class='in kv'>"
               f"<span class='k'>Home address</span><span>{_pii('STREET_ADDRESS', '4520, rue Saint-Denis, app. 3<br>' + chr(10) + 'Montréal (Québec) H2J 2L3', 'home address over two lines in French in a label-value card')}</span>"
               f"<span class='k'>Personal mobile</span><span>{_pii('PHONE_NUMBER', '(514) 555-0172', 'personal mobile in a label-value card')}</span>"
               f"<span class='k'>Personal e-mail</span><span>{_pii('EMAIL_ADDRESS', 'ma.belanger84@videotron.ca', 'personal e-mail in a label-value card')}</span>"
               "<span class='k'>Work phone</span><span>514 340-2200 ext. 2231</span><span class='k'>Work e-mail</span><span>" + _pii("EMAIL_ADDRESS", "marcandre.belanger@laurentide-co.ca", "work e-mail made of the name in a label-value card") + "</span></div></div>")
    changes = [("2025-04-01", "Merit increase (2025 cycle)", "$98,400", "$102,336", "4.0 %", "Nadia Haddad"),
               ("2024-04-01", "Merit increase (2024 cycle)", "$95,070", "$98,400", "3.5 %", "Nadia Haddad"),
               ("2023-01-16", "Promotion to Senior Process Engineer", "$86,500", "$95,070", "9.9 %", "Olivier Tessier"),
               ("2022-04-01", "Market adjustment", "$83,200", "$86,500", "4.0 %", "Olivier Tessier"),
               ("2019-04-01", "Merit increase", "$76,900", "$79,200", "3.0 %", "Hélène Gauthier")]
    tr = "".join(f"<tr><td>{d}</td><td>{r}</td><td>{a}</td><td><b>{b}</b></td><td>{p}</td><td>{_pii('PERSON', ap, 'approver name in a salary history table')}</td></tr>" for d, r, a, b, p, ap in changes)
    comp = ("<div class='cd wide'><h4>Compensation history <span>Request change</span></h4><div class='in'>"
            f"<table class='st'><tr><th>Effective</th><th>Reason</th><th>From</th><th>To</th><th>Change</th><th>Approved by</th></tr>{tr}</table>"
            "<div class='note'>Grade PE-4 · range $88,000 – $121,000 · compa-ratio 0.98 · next review 2026-04-01. Note from "
            + _pii("PERSON", "Nadia Haddad", "manager's name in an italic note") + ": “retention risk flagged Q1; see talent review.”</div></div></div>")
    job = ("<div class='cd wide'><h4>Job <span>Change job</span></h4><div class='in kv' style='grid-template-columns:150px 1fr 150px 1fr'>"
           "<span class='k'>Business title</span><span>Senior Process Engineer</span><span class='k'>Cost centre</span><span>CC-4120 Process Eng.</span>"
           "<span class='k'>Location</span><span>Plant 2, 3255 boul. Pitfield, Saint-Laurent</span><span class='k'>Scheduled hours</span><span>40 h / week</span>"
           "<span class='k'>Pay group</span><span>QC-SAL-BW (bi-weekly)</span><span class='k'>FLSA / ESA</span><span>Exempt</span></div></div>")
    return _hr(f"<div class='hm'>{personal}{contact}{comp}{job}</div>", "Personal", "hr.laurentide-co.ca/workers/40217/personal", "Personal · Worker profile · Laurentide HR")


def hr_pay(acct: str) -> str:
    dd = ("<div class='cd'><h4>Direct deposit <span>Edit</span></h4><div class='in kv'>"
          "<span class='k'>Bank</span><span>National Bank of Canada (006)</span><span class='k'>Transit (branch)</span><span>10241</span>"
          f"<span class='k'>Account number</span><span>{_pii('ID_NUMBER', acct, 'bank account number in a direct deposit card')}</span>"
          f"<span class='k'>Account holder</span><span>{_pii('DENY_LIST', 'MARC ANDRE BELANGER', 'deny-listed name in capitals without accents as an account holder')}</span>"
          "<span class='k'>Allocation</span><span>100 % of net pay</span><span class='k'>Last changed</span><span>2025-04-02 by employee (self-service) · <b style='color:#b45309'>pending HR check</b></span></div>"
          "<div class='in'><div class='k' style='color:#6b7785;font-size:11.5px;margin-bottom:3px'>Void cheque (uploaded 2025-04-02, cheque_void.jpg)</div><div class='chq'>"
          "<div style='display:flex;justify-content:space-between'><div style='font-size:12.5px;line-height:1.35'><b>" + _pii("DENY_LIST", "MARC-ANDRÉ BÉLANGER", "deny-listed name in capitals on a void cheque image")
          + "</b><br>" + _pii("STREET_ADDRESS", "4520 RUE SAINT-DENIS APP 3<br>" + chr(10) + "MONTREAL QC H2J 2L3", "address in capitals over two lines on a void cheque image") + "</div>"
          "<div style='text-align:right;font-size:12px'>No. 0117<br>DATE ____________</div></div>"
          "<div style='margin-top:12px;font-size:12px'>PAY TO THE ORDER OF ________________________ $ ______</div>"
          "<div style='font-size:11px;margin-top:4px'>BANQUE NATIONALE · 1100, rue Saint-Hubert, Montréal</div><div class='void'>VOID</div>"
          f"<div class='micr'>|:0117:| |10241|006| {_pii('ID_NUMBER', acct[:3] + '-' + acct[3:], 'account number in a cheque’s MICR line')}|:</div></div></div></div>")
    ec = [("Sophie Gagnon", "Spouse", "(514) 555-0139", "(450) 555-0121", True), ("Luc Bélanger", "Father", "(418) 555-0166", "", False),
          ("Isabelle Roy", "Friend / neighbour", "(514) 555-0184", "", False)]
    ect = "".join(f"<tr><td>{_pii('PERSON', n, 'emergency contact name in a table')}{' <span class=pill>Primary</span>' if p else ''}</td><td>{r}</td>"
                  f"<td>{_pii('PHONE_NUMBER', a, 'emergency contact phone in a table')}</td><td>{_pii('PHONE_NUMBER', b, 'emergency contact work phone in a table') if b else '—'}</td></tr>" for n, r, a, b, p in ec)
    emerg = f"<div class='cd'><h4>Emergency contacts <span>Add</span></h4><div class='in'><table class='st'><tr><th>Name</th><th>Relationship</th><th>Phone</th><th>Alternate</th></tr>{ect}</table></div></div>"
    deps = [("Sophie Gagnon", "Spouse", "1985-10-02", "Health, dental"), ("Éloïse Bélanger", "Child", "2016-08-09", "Health, dental, vision"), ("Théo Bélanger", "Child", "2019-02-27", "Health, dental, vision")]
    dpt = "".join(f"<tr><td>{_pii('PERSON', n, 'dependant name in a benefits table')}</td><td>{r}</td><td>{_pii('DATE_OF_BIRTH', d, 'dependant date of birth in a benefits table')}</td><td>{c}</td></tr>" for n, r, d, c in deps)
    ben = f"<div class='cd'><h4>Dependants · group benefits <span>Manage</span></h4><div class='in'><table class='st'><tr><th>Name</th><th>Relation</th><th>Birth date</th><th>Coverage</th></tr>{dpt}</table></div></div>"
    tax = ("<div class='cd'><h4>Tax credits <span>View TD1 / TP-1015.3</span></h4><div class='in kv'>"
           "<span class='k'>Federal claim (TD1)</span><span>$16,129.00</span><span class='k'>Québec claim (TP-1015.3)</span><span>$18,571.00</span>"
           "<span class='k'>Additional tax</span><span>$50.00 per pay</span><span class='k'>QPP / EI</span><span>Contributing · EI rate QC</span>"
           "<span class='k'>Year-to-date gross</span><span>$29,454.48</span><span class='k'>Last pay</span><span>2025-04-11 · net $2,611.07</span></div>"
           "<div class='in note'>Changes to bank details within 5 days of a pay date are paid by cheque for that cycle (policy PAY-014).</div></div>")
    return _hr(f"<div class='hm'>{dd}{emerg}{ben}{tax}</div>", "Pay", "hr.laurentide-co.ca/workers/40217/pay",
               _pii("DENY_LIST", "Marc-André Bélanger", "deny-listed name in a browser tab title") + " – Pay · Laurentide HR")


REGISTER = [("ARSENAULT, CHLOÉ", "PERSON", "*** *** 214", "QC", "3,412.50", "170.63", "55.29", "402.10", "371.85", "2,412.63", "•••0571", ""),
            ("BEAUDOIN, PHILIPPE", "PERSON", "*** *** 903", "QC", "2,980.77", "149.04", "48.29", "331.44", "302.37", "2,149.63", "•••2210", ""),
            ("BELANGER, MARC-ANDRE", "DENY_LIST", "*** *** 741", "QC", "3,936.00", "196.80", "63.76", "468.71", "442.04", "2,611.07", "•••7385", "bank"),
            ("CHEN, WEI", "PERSON", "*** *** 356", "QC", "2,615.38", "130.77", "42.37", "276.12", "249.80", "1,916.32", "•••4418", ""),
            ("DESROCHERS, ANNIE", "PERSON", "*** *** 628", "QC", "1,846.15", "92.31", "29.91", "151.63", "137.02", "1,435.28", "•••9902", ""),
            ("FORTIN, JULIEN", "PERSON", "*** *** 117", "ON", "3,269.23", "181.92", "52.96", "452.20", "165.47", "2,416.68", "•••3057", ""),
            ("GAGNÉ, MÉLANIE", "PERSON", "*** *** 482", "QC", "2,884.62", "144.23", "46.73", "318.28", "290.64", "2,084.74", "•••6621", ""),
            ("HRYTSENKO, OKSANA", "PERSON", "", "QC", "2,307.69", "115.38", "37.38", "226.69", "205.91", "1,722.33", "•••1184", "sin"),
            ("LAFLAMME, KEVIN", "PERSON", "*** *** 059", "QC", "2,153.85", "107.69", "34.89", "203.17", "184.00", "1,624.10", "•••8830", ""),
            ("MBAYE, IBRAHIMA", "PERSON", "*** *** 770", "QC", "2,769.23", "138.46", "44.86", "300.14", "275.02", "2,010.75", "•••2746", ""),
            ("NGUYEN, THI LAN", "PERSON", "*** *** 345", "QC", "2,461.54", "123.08", "39.88", "254.08", "232.21", "1,812.29", "•••0093", ""),
            ("OUELLET, SIMON", "PERSON", "*** *** 281", "QC", "3,076.92", "153.85", "49.85", "347.79", "322.11", "2,203.32", "•••5140", ""),
            ("PELLETIER, AUDREY", "PERSON", "*** *** 836", "QC", "2,538.46", "126.92", "41.12", "266.96", "244.50", "1,858.96", "•••7712", ""),
            ("RAHMAN, FARHAN", "PERSON", "", "ON", "2,692.31", "149.81", "43.62", "323.09", "131.77", "2,044.02", "•••3319", "new"),
            ("ST-PIERRE, MAXIME", "PERSON", "*** *** 964", "QC", "2,846.15", "142.31", "46.11", "313.70", "287.29", "2,056.74", "•••4487", ""),
            ("TREMBLAY, GENEVIÈVE", "PERSON", "*** *** 402", "QC", "3,653.85", "182.69", "59.19", "426.54", "401.07", "2,584.36", "•••6605", "")]


def hr_register(sin1: str, sin2: str, sin3: str) -> str:
    rows = ""
    for nm, kind, sin, prov, gross, qpp, ei, fed, prv, net, bank, flag in REGISTER:
        if flag == "bank":  # the worker of hr0 and hr1, masked as the register masks every SIN
            sin = f"*** *** {sin1[-3:]}"
        sit = "deny-listed name in capitals surname first in a zoomed-out payroll register" if kind == "DENY_LIST" else "name in capitals surname first in a zoomed-out payroll register"
        sinc = sin or (_pii("ID_NUMBER", sin3, "temporary SIN shown whole in a zoomed-out payroll register") if flag == "sin" else "<i style='color:#b45309'>missing</i>")
        rows += (f"<tr class='{'sel' if flag == 'bank' else ''}'><td>{_pii(kind, nm, sit)}</td><td>{sinc}</td><td>{prov}</td><td class='n'>{gross}</td><td class='n'>{qpp}</td><td class='n'>{ei}</td>"
                 f"<td class='n'>{fed}</td><td class='n'>{prv}</td><td class='n'><b>{net}</b></td><td>{bank}</td><td>{'⚠' if flag else ''}</td></tr>")
    head = "".join(f"<th>{h}</th>" for h in ("Employee", "SIN", "Prov.", "Gross", "QPP/CPP", "EI", "Federal tax", "Prov. tax", "Net pay", "Bank", ""))
    exc = ("<div class='exc'><b>Exceptions (3) · review before approval</b><br>"
           "1. Bank account changed within 5 days of pay date: " + _pii("DENY_LIST", "M.-A. Bélanger", "deny-listed name as initials and surname in an exceptions box")
           + " (new account at 006-10241). Paid by cheque this cycle per PAY-014.<br>"
           "2. Temporary SIN expires 2025-06-30: " + _pii("PERSON", "Oksana Hrytsenko", "employee name in an exceptions box") + ", SIN " + _pii("ID_NUMBER", sin3.replace(" ", ""), "temporary SIN unspaced in an exceptions box")
           + " — request an updated work permit.<br>"
           "3. New hire without SIN on file: " + _pii("PERSON", "Farhan Rahman", "employee name in an exceptions box") + " (start 2025-04-07, Ontario). SIN supplied by e-mail: "
           + _pii("ID_NUMBER", sin2, "SIN quoted in an exceptions box") + " — enter it in the worker's personal data, not here.</div>")
    inner = ("<div style='flex:1;padding:8px 14px;overflow:hidden'><div style='display:flex;align-items:baseline;gap:14px;margin-bottom:4px'><b style='font-size:16px'>Payroll register · QC-SAL-BW · period 2025-04-12 to 2025-04-25</b>"
             "<span style='color:#5f6b7a'>Pay date 2025-04-25 · 16 workers · status: Preview</span><span style='margin-left:auto;background:#e8eef6;border-radius:4px;padding:2px 8px'>Zoom 80 %</span></div>"
             f"<div style='height:430px;overflow:hidden'><div class='reg'><table class='rg'><tr>{head}</tr>{rows}</table>"
             "<div style='display:flex;gap:14px;margin-top:10px'><div class='exc' style='flex:1;background:#f4f7fb;border-color:#c5d0dc'>Totals: gross $45,442.30 · employer QPP $2,272.12 · EI $1,033.74 · QPIP $281.74 · "
             "HSF $1,954.02 · net $33,344.05 · 14 deposits, 1 cheque, 1 held</div>"
             f"<div style='flex:1.4'>{exc}</div></div></div></div>"
             "<div style='margin-top:4px;display:flex;gap:10px'><span class='btn'>Approve payroll</span><span class='btn2'>Export CSV</span><span class='btn2'>Print</span></div></div>")
    return _hr(inner, "Pay", "hr.laurentide-co.ca/payroll/runs/2025-08/register?zoom=80", "Payroll register 2025-08 · Laurentide HR", worker=False)


# ------------------------------------------------------------------------------ blindi2: call centre softphone and CRM (HiDPI)
CC_CSS = """
body{background:#eef1f5;font-family:"Liberation Sans",Arial,sans-serif;font-size:12.5px;color:#16202b}
.cw{display:flex;height:756px} .sp{width:270px;background:#17222e;color:#c9d4df;display:flex;flex-direction:column;font-size:12px}
.sp .ag{padding:10px 14px;border-bottom:1px solid #26364a;display:flex;align-items:center;gap:8px} .sp .dot{width:9px;height:9px;border-radius:5px;background:#f5a623;display:inline-block}
.sp .call{margin:10px;background:#22334a;border-radius:8px;padding:10px 12px} .sp .cid{font-size:21px;color:#fff;font-weight:bold;letter-spacing:.5px;margin:2px 0}
.sp .mut{color:#7f93a8;font-size:11px} .sp .ivr{background:#1b2a3c;border-radius:6px;padding:6px 8px;margin-top:8px;line-height:1.5}
.sp .ctl{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin:10px} .sp .ctl span{background:#2b3f58;border-radius:6px;text-align:center;padding:7px 0;color:#dfe8f1;font-size:11.5px}
.sp .ctl .end{background:#c0392b;color:#fff} .sp .h{padding:8px 14px 4px;color:#7f93a8;font-size:11px;letter-spacing:.5px;font-weight:bold}
.sp .rc{padding:5px 14px;border-top:1px solid #213044;display:flex;justify-content:space-between;font-size:11.5px} .sp .rc .d{color:#7f93a8;font-size:10.5px}
.crm{flex:1;display:flex;flex-direction:column;min-width:0} .ct{height:32px;background:#fff;border-bottom:1px solid #d5dbe3;display:flex;align-items:flex-end;gap:2px;padding:0 10px}
.ct>span{padding:6px 14px;border:1px solid #d5dbe3;border-bottom:none;border-radius:5px 5px 0 0;background:#f4f6f9;font-size:12px} .ct>.on{background:#fff;border-top:3px solid #0070d2;font-weight:bold}
.cb{flex:1;padding:10px 12px;display:grid;grid-template-columns:1.15fr 1fr;gap:10px;overflow:hidden;align-content:start}
.pn{background:#fff;border:1px solid #d5dbe3;border-radius:6px} .pn h5{margin:0;padding:6px 10px;font-size:12.5px;border-bottom:1px solid #edf0f4;color:#16202b}
.pn .in{padding:6px 10px} .kv{display:grid;grid-template-columns:130px 1fr;row-gap:4px} .kv .k{color:#6b7a8a;font-size:11.5px}
.vf{background:#fffbe8;border-color:#e8d38a} .vf .it{display:flex;gap:8px;align-items:center;padding:3px 0;border-bottom:1px dashed #efe3b8}
.vf .bx{width:13px;height:13px;border:1px solid #8a7a3a;border-radius:2px;font-size:11px;line-height:12px;text-align:center;flex:none} .vf .ok{background:#2e844a;border-color:#2e844a;color:#fff}
.vf .q{color:#6b5d22;width:170px;flex:none;font-size:11.5px} .grey{color:#9aa5b1}
.tl .ev{padding:5px 0;border-bottom:1px solid #f0f2f5;font-size:11.5px;line-height:1.4} .tl .ev .w{color:#6b7a8a;font-size:10.5px}
.acw{background:#f7f9fb;border:1px solid #cfd6df;border-radius:4px;padding:7px 9px;font-family:"DejaVu Sans Mono",monospace;font-size:11px;line-height:1.5;white-space:pre-wrap;color:#2a3542}
.sel2{display:inline-block;border:1px solid #b8c3cf;border-radius:4px;padding:2px 8px;background:#fff;margin:2px 4px 2px 0;font-size:11.5px} .sp .sel2{background:#2b3f58;color:#fff;border-color:#3d5673}
"""


def _softphone(call: str, recent: list[tuple[str, str, str, str]], status: str, dot: str = "#f5a623") -> str:
    rc = "".join(f"<div class='rc'><span>{_pii('PHONE_NUMBER', n, 'phone in a softphone recent calls list') if k else n}<div class='d'>{q}</div></span><span style='text-align:right'>{t}<div class='d'>{d}</div></span></div>"
                 for n, q, t, d, k in [(a, b, c, e, not a[0].isalpha()) for a, b, c, e in recent])
    return (f"<div class='sp'><div class='ag'><span class='dot' style='background:{dot}'></span><b style='color:#fff'>{status}</b>"
            "<span style='margin-left:auto' class='mut'>" + _pii("PERSON", "Dylan Moretti", "agent name in a dark softphone header") + " · ext 4471</span></div>"
            f"{call}<div class='h'>RECENT</div>{rc}</div>")


def cc_incoming(acct: str, medicare: str) -> str:
    call = ("<div class='call'><div class='mut'>INBOUND · Billing – Residential · waited 03:12</div>"
            "<div class='cid'>" + _pii("PHONE_NUMBER", "0412 583 907", "caller ID in large type on a dark softphone") + "</div><div class='mut'>Mobile · NSW · matched 1 account</div>"
            "<div class='ivr'>IVR account: " + _pii("ID_NUMBER", acct, "IVR-entered account number on a dark softphone") + "<br>IVR DOB check: ✓ passed<br>Intent: <b style='color:#fff'>payment extension</b></div>"
            "<div style='font-size:22px;color:#fff;margin-top:6px'>02:14 <span class='mut'>talking</span></div></div>"
            "<div class='ctl'><span>Hold</span><span>Mute</span><span>Keypad</span><span>Consult</span><span>Transfer</span><span class='end'>End</span></div>")
    recent = [("02 9811 4207", "Inbound · Billing", "09:41", "6:05 · resolved"), ("Retentions 1300 652 118", "Consult", "09:33", "1:12"),
              ("0417 902 336", "Inbound · Moves", "09:20", "11:48 · callback"), ("+61 3 9042 7781", "Inbound · Faults", "09:02", "3:27"),
              ("Team leader ext 4402", "Internal", "08:55", "0:48"), ("0433 671 025", "Outbound · Collections", "08:41", "2:10 · no answer")]
    sp = _softphone(call, recent, "On call")
    cust = ("<div class='pn'><h5>Customer · Residential · Concession</h5><div class='in kv'>"
            f"<span class='k'>Name</span><span><b>{_pii('PERSON', 'Kylie Anne Thompson', 'customer name in a CRM card')}</b></span>"
            f"<span class='k'>Account</span><span>{_pii('ID_NUMBER', acct, 'account number in a CRM card')} · since 2017</span>"
            f"<span class='k'>Service address</span><span>{_pii('STREET_ADDRESS', 'Unit 6, 22 Parramatta Road,<br>' + chr(10) + 'Lidcombe NSW 2141', 'service address over two lines in a CRM card')}</span>"
            f"<span class='k'>Mobile</span><span>{_pii('PHONE_NUMBER', '0412 583 907', 'mobile in a CRM card')}</span>"
            f"<span class='k'>Home phone</span><span>{_pii('PHONE_NUMBER', '(02) 9648 3317', 'home phone in a CRM card')}</span>"
            f"<span class='k'>E-mail</span><span>{_pii('EMAIL_ADDRESS', 'kylie.thompson79@bigpond.com', 'e-mail in a CRM card')}</span>"
            "<span class='k'>Meter (NMI)</span><span>4102 3398 551 · smart meter</span><span class='k'>Plan</span><span>Flexi Saver · 12 % off usage</span></div></div>")
    checks = [("Full name", "Kylie Anne Thompson", True, "PERSON"), ("Date of birth", "14/06/1979", True, "DATE_OF_BIRTH"), ("Service postcode", "2141", True, "STREET_ADDRESS"),
              ("Last 4 digits of card on file", "3391", True, ""), ("Telephone password", "kookaburra77", False, "SECRET_VALUE")]
    sits = {"PERSON": "customer name in a verification checklist", "DATE_OF_BIRTH": "date of birth in a verification checklist",
            "STREET_ADDRESS": "postcode alone in a verification checklist", "SECRET_VALUE": "telephone password revealed in a verification checklist"}
    ver = ("<div class='pn vf'><h5>Verification · 2 of 3 required</h5><div class='in'>"
           + "".join(f"<div class='it'><span class='bx{' ok' if ok else ''}'>{'✓' if ok else ''}</span><span class='q'>{q}</span><span>{_pii(k, a, sits[k]) if k else a}</span></div>" for q, a, ok, k in checks)
           + "<div style='margin-top:5px;font-size:11px;color:#6b5d22'>100-point ID (concession, on file): Medicare card " + _pii("ID_NUMBER", medicare, "Medicare card number in a small verification note")
           + " · NSW driver licence " + _pii("ID_NUMBER", "14 512 907", "driver licence number in a small verification note") + "</div></div></div>")
    bill = ("<div class='pn'><h5>Billing</h5><div class='in kv'><span class='k'>Balance</span><span><b>$412.80</b> overdue 6 days</span><span class='k'>Last bill</span><span>INV-7730418 · 14/03/2025 · $412.80</span>"
            "<span class='k'>Payment method</span><span>Visa •••• 3391 (expired 02/25)</span><span class='k'>Arrangement</span><span class='grey'>none active</span>"
            "<span class='k'>Hardship flag</span><span class='grey'>not set</span></div></div>")
    tl = [("12/03/2025 · Outbound call · " + _pii("PERSON", "Priya S.", "agent name with an initial in an interaction timeline"),
           "Reminder call re overdue bill. Customer asked us to speak to her daughter " + _pii("PERSON", "Jess Thompson", "daughter's name in an interaction timeline") + " on "
           + _pii("PHONE_NUMBER", "0423 118 604", "daughter's mobile in an interaction timeline") + " about the hardship plan."),
          ("02/02/2025 · E-mail in", "Asked why the bill went up; usage +31 % (heatwave). Sent the usage graph."),
          ("18/11/2024 · Webchat · " + _pii("PERSON", "Marco D.", "agent name with an initial in an interaction timeline"),
           "Updated concession. Pensioner card CRN seen; card holder is her mother " + _pii("PERSON", "Margaret Thompson", "mother's name in an interaction timeline") + "."),
          ("07/05/2024 · Field visit", "Meter exchange done, access via side gate, dog on premises.")]
    tlh = "".join(f"<div class='ev'><div class='w'>{w}</div>{t}</div>" for w, t in tl)
    timeline = f"<div class='pn tl'><h5>Interactions</h5><div class='in'>{tlh}</div></div>"
    tabs = ("<div class='ct'><span>Home</span><span class='on'>" + _pii("PERSON", "Kylie Thompson", "customer name in a console tab") + " | Case 00482913</span><span>Case 00482877</span><span>Knowledge: Payment extensions</span></div>")
    pinned = ("<div class='pn'><h5>Pinned · account alerts</h5><div class='in' style='line-height:1.5;font-size:11.5px'>⚑ Life support: <b>No</b> · Sensitive load: <b>No</b><br>"
              "⚑ Customer is hard of hearing, speak slowly, confirm amounts twice.<br>⚑ Prefers contact after 5 pm.<br>⚑ Disconnection warning issued 10/04/2025, do not disconnect while an arrangement is active.</div></div>"
              "<div class='pn'><h5>Knowledge · payment extensions</h5><div class='in' style='line-height:1.5;font-size:11.5px;color:#3b4a5a'>Up to 2 extensions per 12 months, max 30 days each. "
              "Over $500 or a 3rd request: offer the hardship program (script HP-3). Always read the arrangement terms back to the customer.</div></div>")
    crm = f"<div class='crm'>{tabs}<div class='cb'><div style='display:flex;flex-direction:column;gap:10px'>{cust}{bill}{timeline}</div><div style='display:flex;flex-direction:column;gap:10px'>{ver}{pinned}</div></div></div>"
    return _page("agent.coastline-energy.com.au/console/case/00482913", "Case 00482913 · Agent Console", f"<div class='cw'>{sp}{crm}</div>", CC_CSS)


def cc_wrapup(crn: str) -> str:
    call = ("<div class='call' style='background:#2a2f3a'><div class='mut'>AFTER-CALL WORK · 00:45 of 01:30</div>"
            "<div class='cid' style='font-size:17px'>" + _pii("PHONE_NUMBER", "0412 583 907", "ended call's number on a dark softphone") + "</div><div class='mut'>Call ended 10:08 · 8:51 talk · recorded</div>"
            "<div class='ivr'>Disposition<br><span class='sel2'>Billing › Payment extension</span><br>Callback<br><span class='sel2'>Fri 25/04 16:00</span> to "
            + _pii("PHONE_NUMBER", "0423 118 604", "callback number on a dark softphone") + "</div></div>"
            "<div class='ctl'><span>Ready</span><span>Not ready</span><span>+ 60 s</span></div>")
    recent = [("0412 583 907", "Inbound · Billing", "09:59", "8:51 · ext. granted"), ("02 9811 4207", "Inbound · Billing", "09:41", "6:05 · resolved"),
              ("Retentions 1300 652 118", "Consult", "09:33", "1:12"), ("0417 902 336", "Inbound · Moves", "09:20", "11:48 · callback"),
              ("+61 3 9042 7781", "Inbound · Faults", "09:02", "3:27"), ("0433 671 025", "Outbound · Collections", "08:41", "2:10 · no answer")]
    sp = _softphone(call, recent, "Wrap-up", "#8e9aaf")
    note = ("Cust verified (DOB + postcode). Requested payment extension to 30/05/2025 for $412.80, granted (1st this year).\n"
            "New postal address for bills: " + _pii("STREET_ADDRESS", "PO Box 318, Strathfield NSW 2135", "new postal address in a monospace wrap-up note") + "\n"
            "E-mail for bills changed to " + _pii("EMAIL_ADDRESS", "kylie.t.home@outlook.com", "new e-mail in a monospace wrap-up note") + "\n"
            "Daughter " + _pii("PERSON", "Jess Thompson", "daughter's name in a monospace wrap-up note") + " added as authorised contact, mob " + _pii("PHONE_NUMBER", "0423 118 604", "daughter's mobile in a monospace wrap-up note")
            + ", DOB " + _pii("DATE_OF_BIRTH", "02/11/2001", "authorised contact's date of birth in a monospace wrap-up note") + ".\n"
            "Referred to hardship team (case 00482913). Card on file expired, cust will update online.")
    acw = ("<div class='pn' style='grid-column:span 2'><h5>Wrap-up note · Case 00482913</h5><div class='in'>"
           f"<div class='acw'>{note}</div><div style='margin-top:6px'><span class='sel2'>Reason: Billing</span><span class='sel2'>Sub-reason: Extension</span><span class='sel2'>Sentiment: Neutral</span>"
           "<span class='sel2'>FCR: Yes</span><span style='float:right' class='btn'>Save and close</span></div></div></div>")
    contacts = [("Kylie Anne Thompson", "Account holder", "0412 583 907", "—"), ("Jess Thompson", "Authorised contact (new)", "0423 118 604", "02/11/2001"),
                ("Margaret Thompson", "Concession card holder", "(02) 9648 3317", "—")]
    ctr = "".join(f"<tr><td>{_pii('PERSON', n, 'name in an account contacts table')}</td><td>{r}</td><td>{_pii('PHONE_NUMBER', p, 'phone in an account contacts table')}</td>"
                  f"<td>{_pii('DATE_OF_BIRTH', d, 'date of birth in an account contacts table') if d[0].isdigit() else d}</td></tr>" for n, r, p, d in contacts)
    con = ("<div class='pn'><h5>Account contacts</h5><div class='in'><table style='width:100%;border-collapse:collapse;font-size:11.5px'><tr style='color:#6b7a8a'><td>Name</td><td>Role</td><td>Phone</td><td>DOB</td></tr>"
           f"{ctr}</table></div></div>")
    conc = ("<div class='pn'><h5>Concession</h5><div class='in kv'><span class='k'>Type</span><span>Pensioner Concession Card</span>"
            f"<span class='k'>Card holder</span><span>{_pii('PERSON', 'Margaret Thompson', 'card holder name in a concession card')}</span>"
            f"<span class='k'>CRN</span><span>{_pii('ID_NUMBER', crn, 'Centrelink reference number in a concession card')}</span>"
            "<span class='k'>Validated</span><span>Centrelink CCV ✓ 18/11/2024</span><span class='k'>Rebate</span><span>$285.00 per year (NSW Low Income Household)</span></div></div>")
    arr = ("<div class='pn'><h5>Payment arrangement</h5><div class='in kv'><span class='k'>Type</span><span>Extension</span><span class='k'>Amount</span><span>$412.80</span>"
           "<span class='k'>Due</span><span>30/05/2025</span><span class='k'>Reference</span><span>PX-2025-118402</span><span class='k'>Reminder</span><span>SMS 3 days before</span></div></div>")
    tabs = ("<div class='ct'><span>Home</span><span class='on'>" + _pii("PERSON", "Kylie Thompson", "customer name in a console tab") + " | Case 00482913</span><span>Case 00482877</span></div>")
    crm = f"<div class='crm'>{tabs}<div class='cb'>{acw}{con}{conc}{arr}</div></div>"
    return _page("agent.coastline-energy.com.au/console/case/00482913/wrapup", "Wrap-up · Case 00482913 · Agent Console", f"<div class='cw'>{sp}{crm}</div>", CC_CSS)


# ------------------------------------------------------------------------------------ blindi3: bank KYC review (Romania)
KYC_CSS = """
body{background:#eceff3;font-family:"Liberation Sans",Arial,sans-serif;font-size:12.5px;color:#1d2733}
.kt{height:38px;background:#123b33;color:#cfe3dc;display:flex;align-items:center;gap:20px;padding:0 18px} .kt b{color:#fff;font-size:14px}
.kh{background:#fff;border-bottom:1px solid #d6dce3;padding:7px 18px;display:flex;gap:18px;align-items:center;font-size:12px}
.kh .id{font-size:15px;font-weight:bold} .tag{border-radius:3px;padding:1px 7px;font-size:11px} .t1{background:#fff1d6;color:#8a5a00} .t2{background:#e3eefc;color:#1d4f91}
.kw{display:flex;gap:12px;padding:10px 14px;height:660px;overflow:hidden} .pane{background:#fff;border:1px solid #d6dce3;border-radius:5px;overflow:hidden}
.pane h5{margin:0;padding:6px 10px;background:#f5f7f9;border-bottom:1px solid #e3e7ec;font-size:12.5px;display:flex;justify-content:space-between} .pane h5 span{font-weight:normal;color:#5c6b7a}
.viewer{background:#5b6570;padding:14px;position:relative;height:400px}
.idc{position:relative;width:540px;height:340px;border-radius:14px;overflow:hidden;color:#1f2d3a;box-shadow:0 3px 10px rgba(0,0,0,.45);
  background:repeating-radial-gradient(circle at 30% 110%,#e7eef2 0 3px,#dde8ec 3px 6px),linear-gradient(120deg,#e9f0ea,#f2e8ee);background-blend-mode:multiply;font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif}
.idc .hb{display:flex;justify-content:space-between;padding:8px 14px 2px;font-size:9px;color:#2d4f7a;letter-spacing:.5px} .idc .tt{text-align:center;font-size:11px;font-weight:bold;color:#2d4f7a;letter-spacing:.3px}
.idc .ph{position:absolute;left:16px;top:62px;width:112px;height:140px;border-radius:4px;background:linear-gradient(180deg,#b9c4cc,#8d9aa5 70%,#7a8894)}
.idc .fl{position:absolute;font-size:7.5px;color:#466688;text-transform:none} .idc .fv{position:absolute;font-size:12.5px;font-weight:bold;color:#1a2634}
.idc .mrz{position:absolute;left:0;right:0;bottom:0;height:50px;background:rgba(255,255,255,.55);font-family:"DejaVu Sans Mono",monospace;font-size:14.5px;letter-spacing:1.2px;padding:5px 14px;line-height:20px;color:#111}
.wm{position:absolute;left:-40px;top:120px;width:760px;transform:rotate(-24deg);font-size:22px;font-weight:bold;color:rgba(170,30,30,.13);letter-spacing:3px;white-space:nowrap;pointer-events:none}
.ex{width:100%;border-collapse:collapse;font-size:11.5px} .ex th{background:#f5f7f9;text-align:left;color:#5c6b7a;font-weight:normal;padding:4px 6px;border-bottom:1px solid #e3e7ec}
.ex td{padding:4px 6px;border-bottom:1px solid #eef1f4;vertical-align:top} .ex td.m{white-space:nowrap} .ok{color:#1d7a46} .bad{color:#b3261e} .cf{color:#8896a5;font-size:10.5px}
.kv{display:grid;grid-template-columns:140px 1fr;row-gap:4px;padding:6px 10px} .kv .k{color:#5c6b7a;font-size:11.5px}
.chk div{padding:3px 10px;font-size:11.5px}
.hits{width:100%;border-collapse:collapse;font-size:11.5px;font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif} .hits th{background:#2f4a44;color:#e6f0ec;text-align:left;padding:5px 6px;font-weight:normal;white-space:nowrap}
.hits td{padding:4px 6px;border-bottom:1px solid #e6eaee;white-space:nowrap} .hits tr:nth-child(even) td{background:#f4f6f8} .hits tr.sel td{background:#d8ecff;border-top:1px solid #7fb2e5;border-bottom:1px solid #7fb2e5}
.bar{display:inline-block;height:7px;border-radius:3px;background:#d98c1a;vertical-align:middle;margin-right:4px}
.an{font-family:"Liberation Serif",serif;font-style:italic;font-size:13px;line-height:1.45;background:#fbfaf5;border:1px solid #e4dfcc;padding:7px 10px;margin:8px 10px;color:#3b3a33}
.scan{width:1230px;background:#f3f2ee;padding:30px 40px;font-family:"DejaVu Sans",sans-serif;font-size:17px;color:#3a3a3a;box-shadow:0 2px 8px rgba(0,0,0,.4);filter:contrast(.92)}
.scan h3{margin:0;font-size:24px;color:#0f5e9c} .scan .box{border:1px solid #b8b8b0;padding:10px 12px;margin-top:12px} .scan table{width:100%;border-collapse:collapse;font-size:16px}
.scan td{border-bottom:1px solid #d2d2ca;padding:5px 4px}
.sticky{position:absolute;right:30px;top:60px;width:170px;background:#fff59d;box-shadow:0 2px 6px rgba(0,0,0,.3);padding:8px 10px;font-family:"Liberation Serif",serif;font-style:italic;font-size:14px;color:#3a3300;transform:rotate(3deg)}
"""


def _kyc(inner: str, url: str, tab: str, state: str) -> str:
    top = ("<div class='kt'><b>Banca Delta · Onboarding Review</b><span>Queue: Retail KYC RO</span><span>Cases</span><span>Screening</span><span>Reports</span>"
           "<span style='margin-left:auto'>" + _pii("PERSON", "Andrei Popa", "analyst's name in a dark top bar") + " · 1st line analyst</span></div>")
    head = ("<div class='kh'><span class='id'>KYC-RO-2025-018823</span><span class='tag t1'>" + state + "</span><span class='tag t2'>Retail · current account + card</span>"
            "<span>Customer " + _pii("DENY_LIST", "Ioana Radulescu", "deny-listed name without diacritics in a case header") + "</span><span>Opened 14.04.2025 09:58 via mobile app</span>"
            "<span>Risk score 42 / medium</span><span style='margin-left:auto'>SLA 1 d 03 h</span></div>")
    return _page(url, tab, f"{top}{head}{inner}", KYC_CSS)


def kyc_review(cnp: str, mrz2: str) -> str:
    def fl(x: int, y: int, t: str) -> str:
        return f"<span class='fl' style='left:{x}px;top:{y}px'>{t}</span>"

    def fv(x: int, y: int, v: str) -> str:
        return f"<span class='fv' style='left:{x}px;top:{y}px'>{v}</span>"
    card = ("<div class='idc'><div class='hb'><span>ROUMANIE</span><span>ROMANIA</span><span>ROMÂNIA</span></div>"
            "<div class='tt'>CARTE DE IDENTITATE · IDENTITY CARD · CARTE D'IDENTITÉ</div>"
            "<div class='ph'></div>"
            + fl(146, 56, "SERIA") + fv(176, 52, "RX") + fl(206, 56, "NR") + fv(224, 52, _pii("ID_NUMBER", "482913", "identity card number on a scanned card image"))
            + fl(320, 56, "CNP") + fv(342, 52, _pii("ID_NUMBER", cnp, "CNP on a scanned identity card image"))
            + fl(146, 76, "Nume/Nom/Last name") + fv(146, 86, _pii("DENY_LIST", "RĂDULESCU", "deny-listed surname alone in capitals on a scanned identity card"))
            + fl(146, 106, "Prenume/Prénom/First name") + fv(146, 116, _pii("DENY_LIST", "IOANA", "deny-listed given name alone in capitals on a scanned identity card"))
            + fl(146, 136, "Cetățenie/Nationalité/Nationality") + fv(146, 146, "Română / ROU") + fl(330, 136, "Sex/Sexe/Sex") + fv(330, 146, "F")
            + fl(146, 166, "Loc naștere/Lieu de naissance/Place of birth") + fv(146, 176, "Jud.BV Mun.Brașov")
            + fl(146, 196, "Domiciliu/Adresse/Address") + fv(146, 206, "<span style='font-size:11.5px;font-weight:normal;line-height:1.25;display:block'>"
                                                              + _pii("STREET_ADDRESS", "Mun.București Sec.3<br>" + chr(10) + "Str.Matei Basarab nr.47 bl.12B sc.2 et.4 ap.38", "address over two lines on a scanned identity card") + "</span>")
            + fl(16, 214, "Emisă de/Délivrée par/Issued by") + fv(16, 224, "<span style='font-size:10.5px'>SPCEP S3 biroul nr.2</span>")
            + fl(16, 244, "Valabilitate/Validité/Validity") + fv(16, 254, "<span style='font-size:10.5px'>15.03.22-15.03.2032</span>")
            + "<div class='mrz'>IDROU" + _pii("DENY_LIST", "RADULESCU&lt;&lt;IOANA", "deny-listed name as an identity card's MRZ writes it", value="RADULESCU<<IOANA") + "&lt;" * 15 + "<br>"
            + _pii("ID_NUMBER", mrz2.replace("<", "&lt;"), "second MRZ line with the card number and the date of birth", value=mrz2) + "</div>"
            "<div class='wm'>KYC-RO-2025-018823 · INTERNAL USE ONLY · KYC-RO-2025-018823</div></div>")
    viewer = ("<div class='pane' style='width:572px;flex:none'><h5>Document · Romanian identity card (front) <span>1 of 3 · uploaded 14.04.2025 10:01 · 100 % ⟳</span></h5>"
              f"<div class='viewer'>{card}</div>"
              "<div class='chk'><div class='ok'>✓ Document authenticity 97.4 % (hologram, font, MRZ check digits)</div><div class='ok'>✓ Liveness 98.2 % · face match 91 %</div>"
              "<div class='bad'>✕ Address on card has no postcode; declared address checked against proof of address (doc 3)</div>"
              "<div>Device: Android 14 · app 7.3.0 · IP " + _pii("IP_ADDRESS", "86.124.77.19", "onboarding device IP in a small check list") + " (RCS-RDS, București)</div></div></div>")
    ext = [("Last name", "RĂDULESCU", "DENY_LIST", "Radulescu", "DENY_LIST", "99 %", True),
           ("First name", "IOANA", "DENY_LIST", "Ioana", "DENY_LIST", "99 %", True),
           ("Date of birth", "15.03.1990", "DATE_OF_BIRTH", "1990-03-15", "DATE_OF_BIRTH", "98 %", True),
           ("CNP", cnp, "ID_NUMBER", cnp, "ID_NUMBER", "99 %", True),
           ("Document no.", "RX 482913", "ID_NUMBER", "RX 482913", "ID_NUMBER", "97 %", True),
           ("Address", "Mun.București Sec.3 Str.Matei Basarab nr.47", "STREET_ADDRESS", "Str. Matei Basarab 47, bl. 12B, ap. 38, 030671 București", "STREET_ADDRESS", "88 %", False)]
    sits = {"DENY_LIST": "deny-listed name part in an extracted-fields table", "DATE_OF_BIRTH": "date of birth in an extracted-fields table",
            "ID_NUMBER": "identifier in an extracted-fields table", "STREET_ADDRESS": "address in an extracted-fields table"}
    tr = "".join(f"<tr><td>{f}</td><td>{_pii(k1, a, sits[k1])}<div class='cf'>OCR {c}</div></td><td>{_pii(k2, b, sits[k2])}</td><td class='m {'ok' if m else 'bad'}'>{'✓ match' if m else '≈ partial'}</td></tr>"
                 for f, a, k1, b, k2, c, m in ext)
    fields = ("<div class='pane'><h5>Extracted data vs. application <span>engine IDV 4.2</span></h5>"
              f"<table class='ex'><tr><th>Field</th><th>From document</th><th>Declared in app</th><th></th></tr>{tr}</table>"
              "<div style='padding:4px 10px' class='ok'>✓ CNP checksum valid · ✓ date of birth and sex agree with CNP · ✓ document not expired</div></div>")
    contact = ("<div class='pane'><h5>Declared details</h5><div class='kv'>"
               f"<span class='k'>Full name (core)</span><span>{_pii('DENY_LIST', 'Rădulescu Ioana', 'deny-listed name surname first with diacritics in a label-value panel')}</span>"
               f"<span class='k'>Mobile</span><span>{_pii('PHONE_NUMBER', '+40 722 418 390', 'mobile in a label-value panel')} ✓ OTP</span>"
               f"<span class='k'>E-mail</span><span>{_pii('EMAIL_ADDRESS', 'ioana.radulescu90@yahoo.com', 'e-mail in a label-value panel')}</span>"
               "<span class='k'>Employer</span><span>Softronic Consulting SRL · business analyst</span><span class='k'>Income</span><span>RON 9,000 – 12,000 / month</span>"
               "<span class='k'>Purpose</span><span>Salary account, savings</span><span class='k'>PEP self-declared</span><span>No</span></div></div>")
    hist = [("10:31", _pii("PERSON", "Andrei Popa", "analyst's name in a case history"), "screening hits 2–6 closed as false positives"),
            ("10:12", "system", "assigned to " + _pii("PERSON", "Andrei Popa", "analyst's name in a case history")),
            ("10:04", "system", "screening run, 7 hits"), ("10:03", "customer", "proof of address uploaded"), ("10:01", "customer", "identity card uploaded, liveness passed"),
            ("09:58", "customer", "application submitted, phone verified by OTP")]
    hh = "".join(f"<div style='display:flex;gap:10px'><span style='color:#5c6b7a;width:38px'>{t}</span><span style='width:110px'>{w}</span><span>{e}</span></div>" for t, w, e in hist)
    history = f"<div class='pane'><h5>Case history <span>14.04.2025</span></h5><div class='chk'>{hh}</div></div>"
    right = f"<div style='flex:1;display:flex;flex-direction:column;gap:10px;min-width:0'>{fields}{contact}{history}</div>"
    return _kyc(f"<div class='kw'>{viewer}{right}</div>", "kyc.bancadelta.ro/cases/KYC-RO-2025-018823/documents", "KYC-RO-2025-018823 · Documents · Onboarding Review",
                "Pending 1st review")


def kyc_screening() -> str:
    hits = [(1, "RĂDULESCU, Ioana-Maria", "PERSON", "02.11.1961", "ROU", "PEP · local", "94", "Dow Jones PEP", "Open"),
            (2, "RADULESCU, Ion", "PERSON", "17.07.1958", "ROU", "PEP · relative", "81", "Dow Jones PEP", "False positive"),
            (3, "RODULESCU, Ioana", "PERSON", "", "MDA", "Adverse media", "78", "Media scan", "False positive"),
            (4, "RĂDULESCU, Ioan Dorin", "PERSON", "30.01.1971", "ROU", "Sanction · EU", "72", "EU consolidated", "False positive"),
            (5, "IOANA, Radu", "PERSON", "09.09.1985", "ROU", "Adverse media", "69", "Media scan", "False positive"),
            (6, "RADU LOGISTICS SRL", "", "", "ROU", "Sanction · OFAC SSI", "61", "OFAC", "False positive"),
            (7, "RADULESCU, Ioana", "PERSON", "1994", "ROU", "Adverse media", "96", "Media scan", "Open")]
    tr = ""
    for n, nm, k, dob, nat, cat, sc, src, stt in hits:
        name = _pii(k, nm, "matched name surname first in a screening hit list") if k else nm
        dobc = _pii("DATE_OF_BIRTH", dob, "list entry's date of birth in a screening hit list" if len(dob) > 4 else "list entry's year of birth alone in a screening hit list") if dob else "<span style='color:#9aa5b1'>—</span>"
        tr += (f"<tr class='{'sel' if n == 1 else ''}'><td>{n}</td><td>{name}</td><td>{dobc}</td><td>{nat}</td><td>{cat}</td>"
               f"<td><span class='bar' style='width:{int(sc) // 2}px'></span>{sc}</td><td>{src}</td><td>{stt}</td></tr>")
    q = ("<div class='pane' style='padding:8px 10px;display:flex;gap:26px;flex-wrap:wrap;font-size:12px'><span>Screened name <b>" + _pii("DENY_LIST", "RADULESCU, Ioana", "deny-listed name surname first in capitals as a screening query") + "</b></span>"
         "<span>DOB <b>" + _pii("DATE_OF_BIRTH", "15.03.1990", "date of birth as a screening query") + "</b></span><span>Nationality ROU</span><span>Lists: EU, UN, OFAC SDN/SSI, UK HMT, PEP, adverse media</span>"
         "<span>Fuzzy threshold 60 %</span><span style='margin-left:auto'>Run 14.04.2025 10:04 · 7 hits</span></div>")
    table = (f"<div class='pane' style='flex:none'><table class='hits'><tr><th>#</th><th>Matched name</th><th>DOB</th><th>Nat.</th><th>Category</th><th>Score</th><th>Source</th><th>Status</th></tr>{tr}</table></div>")
    prof = ("<div class='pane' style='flex:1'><h5>Hit 1 · profile <span>Dow Jones PEP · ref 11827744</span></h5><div class='kv'>"
            f"<span class='k'>Name</span><span>{_pii('PERSON', 'Ioana-Maria Rădulescu', 'PEP profile name given name first')}</span>"
            f"<span class='k'>Date of birth</span><span>{_pii('DATE_OF_BIRTH', '2 November 1961', 'PEP date of birth in words')}, Brașov</span>"
            "<span class='k'>Position</span><span>Member, Brașov County Council (2016–2024)</span>"
            f"<span class='k'>Relatives</span><span>{_pii('PERSON', 'Dan Rădulescu', 'PEP relative name in a profile')} (spouse), {_pii('PERSON', 'Ion Radulescu', 'PEP relative name in a profile')} (brother-in-law)</span>"
            f"<span class='k'>Known address</span><span>{_pii('STREET_ADDRESS', 'Str. Lungă 112, Brașov 500035', 'PEP known address in a profile')}</span>"
            "<span class='k'>Sources</span><span>Monitorul Oficial 2016; ANI declaration 2023</span></div></div>")
    note = ("<div class='pane' style='flex:1.2'><h5>Analyst decision <span>4-eyes required</span></h5>"
            "<div class='an'>Hit 1 discounted: different date of birth (02.11.1961 vs. " + _pii("DATE_OF_BIRTH", "15.03.1990", "date of birth in an italic analyst note")
            + " per CNP), different county of birth, no shared address. Customer's mother is " + _pii("PERSON", "Elena Rădulescu", "mother's name in an italic analyst note")
            + " (née " + _pii("PERSON", "Stoica", "maiden name alone in an italic analyst note") + ") per application, not listed among the PEP's relatives. Hit 7 (media, 2019, a " + _pii("PERSON", "Ioana Radulescu", "namesake's name in an italic analyst note")
            + " aged 25 from Cluj) ruled out by age. — " + _pii("PERSON", "A. Popa", "analyst initial and surname signing a note") + ", 14.04.2025 10:31</div>"
            "<div style='padding:0 10px 8px;display:flex;gap:8px'><span class='btn2' style='font-size:12px'>Escalate to MLRO</span><span class='btn' style='font-size:12px;background:#1d6b5a'>Close as false positive</span>"
            "<span style='margin-left:auto;color:#5c6b7a;font-size:11.5px;align-self:center'>2nd review: " + _pii("PERSON", "Mihaela Stan", "second reviewer name in a small line") + "</span></div></div>")
    inner = (f"<div style='padding:10px 14px;display:flex;flex-direction:column;gap:10px;height:660px;overflow:hidden'>{q}{table}"
             f"<div style='display:flex;gap:10px;min-height:0;flex:1'>{prof}{note}</div></div>")
    return _kyc(inner, "kyc.bancadelta.ro/cases/KYC-RO-2025-018823/screening", "Screening · KYC-RO-2025-018823 · Onboarding Review", "Screening: 2 open hits")


def kyc_bill(client_code: str) -> str:
    rows = [("Energie electrică activă", "218 kWh", "1,0412", "226,98"), ("Abonament / componentă fixă", "31 zile", "", "12,40"),
            ("Acciză", "", "", "1,15"), ("Certificate verzi", "218 kWh", "0,0642", "14,00"), ("TVA 19 %", "", "", "48,01")]
    tr = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td style='text-align:right'>{d}</td></tr>" for a, b, c, d in rows)
    bill = ("<div class='scan'><div style='display:flex;justify-content:space-between'><div><h3>LuminaGaz Furnizare S.A.</h3><div style='font-size:12.5px'>CUI RO 31846620 · J40/11872/2013 · Bd. Iuliu Maniu 7, București · Call center 021 9393</div></div>"
            "<div style='text-align:right'><b style='font-size:19px'>FACTURĂ</b><br>Seria LGF nr. 7730418299<br>Data emiterii 03.04.2025<br>Scadență 03.05.2025</div></div>"
            "<div style='display:flex;gap:20px'><div class='box' style='flex:1'><b>Client</b><br>" + _pii("DENY_LIST", "RADULESCU IOANA", "deny-listed name in capitals surname first on a scanned bill at 67 %")
            + "<br>" + _pii("STREET_ADDRESS", "STR. MATEI BASARAB NR. 47, BL. 12B, SC. 2, ET. 4, AP. 38<br>" + chr(10) + "SECTOR 3, BUCUREȘTI, 030671", "address in capitals over two lines on a scanned bill at 67 %")
            + "<br>Cod client: " + _pii("ID_NUMBER", client_code, "utility customer code on a scanned bill at 67 %") + "</div>"
            "<div class='box' style='flex:1'><b>Loc de consum</b><br>Cod POD RO005E512345678<br>Perioada 01.03.2025 – 31.03.2025<br>Index vechi 18 204 · index nou 18 422</div></div>"
            f"<div class='box'><table><tr style='color:#777'><td>Denumire</td><td>Cantitate</td><td>Preț unitar</td><td style='text-align:right'>Valoare (lei)</td></tr>{tr}"
            "<tr><td colspan='3'><b>TOTAL DE PLATĂ</b></td><td style='text-align:right'><b>302,54</b></td></tr></table></div>"
            "<div style='font-size:12px;margin-top:10px;color:#666'>Plata se poate face online, la bancă sau prin debit direct. Reclamații: 021 9393 (apel tarif normal). Document generat electronic, valabil fără semnătură și ștampilă.</div></div>")
    hist = "".join(f"<tr><td>{m}</td><td>{k} kWh</td><td style='text-align:right'>{v}</td></tr>" for m, k, v in
                   (("Martie 2025", "218", "302,54"), ("Februarie 2025", "241", "331,20"), ("Ianuarie 2025", "263", "359,87")))
    page2 = ("<div class='scan' style='margin-top:20px'><div style='display:flex;justify-content:space-between'><b>LuminaGaz Furnizare S.A. · Factura 7730418299</b><span>Pagina 2 / 2</span></div>"
             f"<div class='box'><b>Istoric consum</b><table><tr style='color:#777'><td>Luna</td><td>Consum</td><td style='text-align:right'>Valoare (lei)</td></tr>{hist}</table></div>"
             "<div class='box'><b>Date de contact client</b><br>Telefon: " + _pii("PHONE_NUMBER", "021 326 44 18", "customer landline on a scanned bill's second page at 67 %")
             + " · Factura electronică: nu · Mod de plată: numerar / card</div></div>")
    bill = f"<div style='transform:scale(.67);transform-origin:0 0;width:1230px'>{bill}{page2}</div>"
    note = ("<div class='sticky' style='top:250px;right:40px'>Address = ID card ✓<br>bill &lt; 3 months ✓<br>— A.P. 14.04</div>"
            "<div class='wm' style='top:130px;left:-60px;width:900px'>KYC-RO-2025-018823 · INTERNAL USE ONLY · KYC-RO-2025-018823</div>")
    viewer = (f"<div class='pane' style='flex:1;position:relative'><h5>Document 3 · proof of address · factura_martie.pdf <span>Page 1 of 2 · 67 % ▾</span></h5>"
              f"<div class='viewer' style='height:600px;overflow:hidden'>{bill}{note}</div></div>")
    side = ("<div class='pane' style='width:300px;flex:none'><h5>Document checks</h5><div class='chk' style='padding:4px 0'>"
            "<div class='ok'>✓ Issuer on accepted list (utilities)</div><div class='ok'>✓ Issued within 3 months</div><div class='ok'>✓ Name matches customer (fuzzy 96 %)</div>"
            "<div class='ok'>✓ Address matches ID card</div><div>Metadata: PDF 1.7 · producer iText 7 · created 03.04.2025</div>"
            "<div>Uploaded by customer 14.04.2025 10:03</div></div><h5>Documents</h5><div class='chk'><div>1 · Identity card (front) ✓</div><div>2 · Identity card (back) ✓</div>"
            "<div><b>3 · Proof of address</b></div><div>4 · Selfie video ✓</div></div>"
            "<div style='padding:10px'><span class='btn' style='background:#1d6b5a;font-size:12px'>Accept document</span> <span class='btn2' style='font-size:12px'>Request new</span></div></div>")
    return _kyc(f"<div class='kw'>{viewer}{side}</div>", "kyc.bancadelta.ro/cases/KYC-RO-2025-018823/documents/3", "Proof of address · KYC-RO-2025-018823", "Pending 1st review")


# ------------------------------------------------------------------------------------ blindi4: legal case management (US)
LAW_CSS = """
body{background:#f4f2ee;font-family:"DejaVu Sans",sans-serif;font-size:12px;color:#24221f}
.lw{display:flex;height:756px} .ln{width:170px;background:#2e3440;color:#c8ccd4;padding:10px 0;font-size:12.5px} .ln div{padding:7px 16px} .ln .on{background:#434c5e;color:#fff;border-left:3px solid #d08770}
.ln .lg{font-family:"Liberation Serif",serif;font-size:19px;color:#fff;padding-bottom:14px;font-style:italic}
.lm{flex:1;display:flex;flex-direction:column;min-width:0} .mh{background:#fff;border-bottom:1px solid #ddd8cf;padding:8px 18px}
.mh .t{font-family:"Liberation Serif",serif;font-size:20px} .mh .s{color:#6f6a61;font-size:11.5px;margin-top:2px}
.mt{display:flex;gap:18px;padding:0 18px;background:#fff;border-bottom:1px solid #ddd8cf;font-size:12px} .mt span{padding:6px 0;color:#6f6a61} .mt .on{color:#24221f;border-bottom:2px solid #d08770;font-weight:bold}
.lb{flex:1;padding:10px 14px;display:grid;grid-template-columns:1fr 1fr;gap:10px;overflow:hidden;align-content:start}
.cdl{background:#fff;border:1px solid #ddd8cf;border-radius:4px} .cdl h5{margin:0;padding:6px 10px;border-bottom:1px solid #eee9e1;font-size:12px;text-transform:uppercase;letter-spacing:.6px;color:#6f6a61}
.cdl .in{padding:6px 10px} .kv{display:grid;grid-template-columns:120px 1fr;row-gap:4px} .kv .k{color:#8a847a;font-size:11px}
.pt{width:100%;border-collapse:collapse;font-size:11px} .pt th{text-align:left;color:#8a847a;font-weight:normal;border-bottom:1px solid #ddd8cf;padding:3px 5px}
.pt td{padding:4px 5px;border-bottom:1px solid #f1ede6;vertical-align:top} .pt .r{color:#8a847a;font-size:10.5px}
.kd div{display:flex;justify-content:space-between;padding:3px 0;border-bottom:1px dotted #e4ded3;font-size:11.5px} .kd .d{color:#b4532a;font-weight:bold}
.dk{transform:scale(.75);transform-origin:0 0;width:760px} .dkt{width:100%;border-collapse:collapse;font-size:13px;color:#55514a}
.dkt th{background:#ebe7df;text-align:left;padding:5px 6px;color:#55514a;border-bottom:1px solid #cfc8bb} .dkt td{padding:5px 6px;border-bottom:1px solid #e7e2d9;vertical-align:top}
.dkt tr:nth-child(even) td{background:#faf8f4}
.nt{padding:7px 10px;border-bottom:1px solid #eee9e1} .nt .w{font-size:10.5px;color:#8a847a;font-style:normal}
.nt .b{font-family:"Liberation Serif",serif;font-style:italic;font-size:13px;line-height:1.4;color:#33302b}
"""


def _law(inner: str, tab_on: str, url: str, tab: str) -> str:
    nav = ("<div class='ln'><div class='lg'>LexTrack</div>" + "".join(f"<div class='{'on' if n == 'Matters' else ''}'>{n}</div>" for n in ("Dashboard", "Calendar", "Matters", "Contacts", "Tasks", "Documents", "Billing", "Reports"))
           + "<div style='margin-top:40px;font-size:11px;color:#8f96a3'>Baird &amp; Solano LLP<br>Denver, CO</div></div>")
    head = ("<div class='mh'><div class='t'>00417 · " + _pii("PERSON", "Hernández", "client surname alone in a matter title") + " v. Castle Rock Logistics, LLC</div>"
            "<div class='s'>Personal injury – motor vehicle · Open · Discovery · Responsible attorney " + _pii("PERSON", "Daniel Solano", "attorney name in a matter subtitle")
            + " · Contingency 33⅓ %</div></div>")
    tabs = "<div class='mt'>" + "".join(f"<span class='{'on' if t == tab_on else ''}'>{t}</span>" for t in ("Dashboard", "Contacts", "Docket", "Notes", "Documents", "Time &amp; expenses", "Trust")) + "</div>"
    return _page(url, tab, f"<div class='lw'>{nav}<div class='lm'>{head}{tabs}{inner}</div></div>", LAW_CSS)


def law_matter(ssn: str) -> str:
    client = ("<div class='cdl'><h5>Client</h5><div class='in kv'>"
              f"<span class='k'>Name</span><span><b>{_pii('PERSON', 'Rosa María Hernández', 'client name in a label-value card')}</b></span>"
              f"<span class='k'>Date of birth</span><span>{_pii('DATE_OF_BIRTH', '07/19/1986', 'client date of birth in a label-value card')}</span>"
              f"<span class='k'>SSN</span><span>{_pii('ID_NUMBER', ssn, 'client SSN in a label-value card')}</span>"
              f"<span class='k'>Address</span><span>{_pii('STREET_ADDRESS', '2291 W 38th Ave, Apt 2<br>' + chr(10) + 'Denver, CO 80211', 'client address over two lines in a label-value card')}</span>"
              f"<span class='k'>Mobile</span><span>{_pii('PHONE_NUMBER', '(303) 555-0178', 'client mobile in a label-value card')} · Spanish preferred</span>"
              f"<span class='k'>E-mail</span><span>{_pii('EMAIL_ADDRESS', 'rosamhernandez86@gmail.com', 'client e-mail in a label-value card')}</span>"
              "<span class='k'>Referral</span><span>Former client (matter 00211)</span></div></div>")
    parties = [("Defendant", "Castle Rock Logistics, LLC", "", "Registered agent: CT Corporation System, 7700 E Arapahoe Rd, Centennial", ""),
               ("Defendant's driver", _pii("PERSON", "Travis J. Kolb", "opposing driver's name in a parties table"), "",
                _pii("STREET_ADDRESS", "418 Elm St, Brighton, CO 80601", "opposing driver's address in a parties table") + "<br>CO DL " + _pii("ID_NUMBER", "19-284-7731", "driver licence number in a parties table"), ""),
               ("Opposing counsel", _pii("PERSON", "Whitney Garrison", "opposing counsel's name in a parties table"), "Garrison Pike LLP", "(303) 555-0100 (firm)",
                _pii("EMAIL_ADDRESS", "wgarrison@garrisonpike.com", "opposing counsel's e-mail in a parties table")),
               ("Insurer adjuster", _pii("PERSON", "Brent Hollis", "adjuster's name in a parties table"), "Great Plains Mutual", "Claim GPM-24-118830 · direct " + _pii("PHONE_NUMBER", "(402) 555-0161", "adjuster's direct line in a parties table"), ""),
               ("Witness", _pii("PERSON", "Denise Akers", "witness name in a parties table"), "", _pii("PHONE_NUMBER", "(303) 555-0119", "witness phone in a parties table"),
                _pii("EMAIL_ADDRESS", "denise.akers@comcast.net", "witness e-mail in a parties table")),
               ("Treating physician", _pii("PERSON", "Dr. Priyanka Rao", "physician's name in a parties table"), "Denver Health Orthopedics", "(303) 555-0130 (clinic)", "")]
    ptr = "".join(f"<tr><td class='r'>{r}</td><td>{n}<div class='r'>{o}</div></td><td>{c}</td><td>{e}</td></tr>" for r, n, o, c, e in parties)
    ptab = (f"<div class='cdl' style='grid-row:span 2'><h5>Parties &amp; contacts</h5><div class='in'><table class='pt'><tr><th>Role</th><th>Name / org.</th><th>Contact</th><th>E-mail</th></tr>{ptr}</table></div></div>")
    court = ("<div class='cdl'><h5>Court</h5><div class='in kv'><span class='k'>Court</span><span>District Court, City and County of Denver</span>"
             "<span class='k'>Case number</span><span>2024CV031877 · Div. 409</span>"
             f"<span class='k'>Judge</span><span>{_pii('PERSON', 'Hon. Alicia Marquez', 'judge name in a label-value card')}</span>"
             "<span class='k'>Trial</span><span>5-day jury · 02/09/2026</span><span class='k'>Incident</span><span>06/14/2024 · I-25 &amp; 58th Ave, rear-end collision</span>"
             "<span class='k'>Police report</span><span>DPD 24-391177</span></div></div>")
    dates = [("Expert disclosures (plaintiff)", "05/02/2025"), ("IME of plaintiff", "05/14/2025"),
             ("Deposition of " + _pii("PERSON", "T. Kolb", "opposing driver's initial and surname in a key dates list"), "05/21/2025"),
             ("Mediation", "06/30/2025"), ("Discovery cut-off", "09/12/2025"), ("Statute of limitations (UIM)", "06/14/2027")]
    kd = "<div class='cdl'><h5>Key dates</h5><div class='in kd'>" + "".join(f"<div><span>{a}</span><span class='d'>{b}</span></div>" for a, b in dates) + "</div></div>"
    bill = ("<div class='cdl'><h5>Financials</h5><div class='in kv'><span class='k'>Medical specials</span><span>$48,216.40</span><span class='k'>Lost wages</span><span>$11,880.00</span>"
            "<span class='k'>Policy limits</span><span>$1,000,000 (commercial auto)</span><span class='k'>Demand</span><span>$325,000 sent 03/03/2025</span>"
            "<span class='k'>Costs advanced</span><span>$3,412.77</span><span class='k'>Trust balance</span><span>$0.00</span></div></div>")
    tasks = [("Send IME preparation letter to client (Spanish)", "Keisha Morgan", "05/07"), ("Outline for deposition of the truck driver", "Daniel Solano", "05/16"),
             ("Chase Health First Colorado lien amount", "Keisha Morgan", "05/02"), ("Witness statement, evening call", "Tyler Brooks", "04/24")]
    tk = "".join(f"<div><span>{t} · {_pii('PERSON', w, 'assignee name in a task list')}</span><span class='d'>{d}</span></div>" for t, w, d in tasks)
    task = f"<div class='cdl' style='grid-column:span 2'><h5>Open tasks</h5><div class='in kd'>{tk}</div></div>"
    return _law(f"<div class='lb'>{client}{ptab}{court}{kd}{bill}{task}</div>", "Dashboard", "app.lextrack.legal/matters/00417/dashboard",
                "00417 " + _pii("PERSON", "Hernández", "client surname alone in a browser tab title") + " v. Castle Rock · LexTrack")


def law_docket(mrn: str) -> str:
    dk = [("10/02/2024", "1", "Complaint and Jury Demand", "Plaintiff"), ("10/02/2024", "2", "Civil Case Cover Sheet", "Plaintiff"),
          ("10/21/2024", "4", "Return of Service — " + _pii("PERSON", "Travis J. Kolb", "served party's name in a zoomed-out docket") + " served at " + _pii("STREET_ADDRESS", "418 Elm St, Brighton, CO 80601", "service address in a zoomed-out docket"), "Process server"),
          ("10/25/2024", "5", "Return of Service — Castle Rock Logistics, LLC (registered agent)", "Process server"),
          ("11/12/2024", "6", "Entry of Appearance — " + _pii("PERSON", "Whitney Garrison", "opposing counsel's name in a zoomed-out docket") + ", Garrison Pike LLP", "Defendants"),
          ("11/18/2024", "7", "Answer and Affirmative Defenses", "Defendants"), ("11/18/2024", "8", "Disclosure Certificate (C.R.C.P. 16)", "Defendants"),
          ("12/09/2024", "9", "Case Management Order", "Court"), ("12/20/2024", "10", "Plaintiff's Initial Disclosures", "Plaintiff"),
          ("01/10/2025", "11", "Subpoena Duces Tecum to Denver Health Medical Center", "Plaintiff"),
          ("01/27/2025", "12", "Notice of Deposition of " + _pii("PERSON", "Rosa M. Hernández", "client name with an initial in a zoomed-out docket"), "Defendants"),
          ("02/03/2025", "13", "Notice of Lien — Health First Colorado (Medicaid)", "Non-party"), ("02/14/2025", "14", "Stipulated Protective Order (medical records)", "Court"),
          ("02/28/2025", "15", "Defendants' First Set of Interrogatories", "Defendants"),
          ("03/10/2025", "16", "Motion for Rule 35 Examination by " + _pii("PERSON", "Dr. Alan Whitcomb", "examining doctor's name in a zoomed-out docket"), "Defendants"),
          ("03/24/2025", "17", "Plaintiff's Responses to Interrogatories (verified)", "Plaintiff"), ("03/31/2025", "18", "Response to Motion for Rule 35 Examination", "Plaintiff"),
          ("04/07/2025", "19", "Order granting Rule 35 Examination, limited to 3 hours", "Court"),
          ("04/09/2025", "20", "Notice of Deposition of " + _pii("PERSON", "Travis Kolb", "deponent's name in a zoomed-out docket") + " (05/21/2025)", "Plaintiff")]
    tr = "".join(f"<tr><td>{d}</td><td>{n}</td><td>{t}</td><td>{b}</td></tr>" for d, n, t, b in dk)
    docket = ("<div class='cdl' style='overflow:hidden'><h5>Court docket · 2024CV031877 <span style='float:right;text-transform:none;letter-spacing:0'>Zoom 75 % · synced 04/10 06:00</span></h5>"
              f"<div style='height:600px;overflow:hidden;padding:6px'><div class='dk'><table class='dkt'><tr><th>Filed</th><th>#</th><th>Document</th><th>Filed by</th></tr>{tr}</table></div></div></div>")
    notes = [("04/08/2025 · Phone call · 22 min · " + _pii("PERSON", "Keisha Morgan", "paralegal's name in a note header"),
              "Client called: she moved last week. New address " + _pii("STREET_ADDRESS", "1187 S Vrain St, Denver, CO 80219", "client's new address in an italic note")
              + ", new cell " + _pii("PHONE_NUMBER", "(720) 555-0143", "client's new mobile in an italic note") + ". Mail can also go c/o her sister "
              + _pii("PERSON", "Marisol Ortega", "sister's name in an italic note") + ". Confirmed SSN ending 4417 for the lien search. Still in PT twice a week."),
             ("04/03/2025 · Records",
              "Denver Health records received (MRN " + _pii("ID_NUMBER", mrn, "hospital MRN in an italic note") + "), 412 pages, Bates DH-0001–0412. Lien notice from Medicaid (Health First Colorado)."),
             ("03/28/2025 · Phone call · " + _pii("PERSON", "Keisha Morgan", "paralegal's name in a note header"),
              "Reached witness " + _pii("PERSON", "Denise Akers", "witness name in an italic note") + " at " + _pii("PHONE_NUMBER", "(303) 555-0119", "witness phone in an italic note")
              + ". Saw the truck on her phone while stopped; happy to give a statement, prefers evenings. Works at King Soopers on Federal."),
             ("03/21/2025 · E-mail · " + _pii("PERSON", "Daniel Solano", "attorney name in a note header"),
              _pii("PERSON", "W. Garrison", "opposing counsel's initial and surname in an italic note") + " proposes mediation with Judge (Ret.) " + _pii("PERSON", "Harold Finch", "mediator's name in an italic note") + " at JAG. Client agrees; prefers a date after her IME."),
             ("03/03/2025 · Demand", "Demand letter sent to Great Plains Mutual, $325,000, 30-day response. Copy to client by e-mail.")]
    nh = "".join(f"<div class='nt'><div class='w'>{w}</div><div class='b'>{b}</div></div>" for w, b in notes)
    notes_c = f"<div class='cdl'><h5>Notes &amp; activity</h5>{nh}</div>"
    return _law(f"<div class='lb' style='grid-template-columns:590px 1fr'>{docket}{notes_c}</div>", "Docket", "app.lextrack.legal/matters/00417/docket",
                "Docket · 00417 · LexTrack")


# ------------------------------------------------------------------------------------- blindi5: Jobcenter case file (German)
JC_CSS = """
body{background:#d4d0c8;font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif;font-size:11.5px;color:#000}
.mn2{height:20px;background:#ece9e2;border-bottom:1px solid #a6a39b;display:flex;gap:14px;align-items:center;padding:0 8px}
.tb2{height:26px;background:#e4e1da;border-bottom:1px solid #a6a39b;display:flex;gap:4px;align-items:center;padding:0 8px} .tb2 span{border:1px solid #a6a39b;background:#f2f0ea;padding:1px 7px}
.jw{display:flex;height:686px} .tree{width:210px;background:#fff;border-right:2px groove #e8e5de;padding:4px 0;overflow:hidden} .tree div{padding:1px 6px;white-space:nowrap} .tree .on{background:#0a246a;color:#fff}
.jm{flex:1;padding:6px 8px;overflow:hidden;min-width:0} .tabs3{display:flex;gap:0} .tabs3 span{border:1px solid #808080;border-bottom:none;padding:2px 10px;background:#e4e1da;margin-right:-1px}
.tabs3 .on{background:#f0eee8;font-weight:bold;position:relative;top:1px} .page{border:1px solid #808080;background:#f0eee8;padding:8px;height:640px;overflow:hidden}
.grp{border:1px solid #a6a39b;padding:10px 8px 6px;position:relative;margin-bottom:8px} .grp .gt{position:absolute;top:-8px;left:8px;background:#f0eee8;padding:0 4px;color:#0a246a}
.row{display:flex;align-items:center;gap:6px;margin:3px 0} .row .l{width:128px;flex:none} .fd{border:1px solid #8c8c8c;border-right-color:#e6e6e6;border-bottom-color:#e6e6e6;background:#e8e6e0;color:#7d7b76;padding:0 4px;height:21px;line-height:21px;white-space:nowrap;overflow:hidden}
.grid{width:100%;border-collapse:collapse;background:#fff} .grid th{background:#e4e1da;border:1px solid #a6a39b;font-weight:normal;text-align:left;padding:1px 4px;white-space:nowrap}
.grid td{border:1px solid #e0ded8;padding:1px 4px;white-space:nowrap;height:16px} .grid tr:nth-child(even) td{background:#f4f3ef} .grid tr.sel td{background:#0a246a;color:#fff}
.sb2{height:20px;background:#ece9e2;border-top:1px solid #a6a39b;display:flex;gap:14px;align-items:center;padding:0 8px;font-size:11px}
.vm{font-family:"Liberation Mono","DejaVu Sans Mono",monospace;font-size:11.5px;line-height:1.45;background:#fff;border:1px solid #8c8c8c;padding:6px 8px;white-space:pre-wrap;height:250px;overflow:hidden}
.bs{transform:scale(.75);transform-origin:0 0;width:640px;background:#fff;padding:30px 40px;font-family:"Liberation Serif",serif;font-size:14px;color:#222;line-height:1.4;box-shadow:0 2px 6px rgba(0,0,0,.35)}
.bs .abs{font-size:9.5px;color:#555;border-bottom:1px solid #999;display:inline-block;margin-bottom:4px} .bs table{width:100%;border-collapse:collapse;font-size:13px} .bs td{border-bottom:1px solid #ddd;padding:3px 2px}
"""


def _allegro(title_name: str, tab_on: str, page: str, status: str) -> str:
    menu = "".join(f"<span>{m}</span>" for m in ("Datei", "Bearbeiten", "Ansicht", "Fall", "Bescheid", "Extras", "Fenster", "Hilfe"))
    tools = "".join(f"<span>{t}</span>" for t in ("Speichern", "Neu", "Suchen", "Vermerk", "Bescheid erstellen", "Zahlung sperren", "Drucken"))
    tree = ("<div class='tree'><div><b>Fälle (Team 412)</b></div><div>▸ 96301//0011872</div><div>▸ 96301//0012019</div><div class='on'>▾ 96301//0012345</div>"
            "<div style='padding-left:18px'>Stammdaten</div><div style='padding-left:18px'>BG-Mitglieder (4)</div><div style='padding-left:18px'>Einkommen</div>"
            "<div style='padding-left:18px'>Kosten der Unterkunft</div><div style='padding-left:18px'>Bankverbindung</div><div style='padding-left:18px'>Vermerke (12)</div>"
            "<div style='padding-left:18px'>Bescheide (9)</div><div>▸ 96301//0012388</div><div>▸ 96301//0012402</div><div>▸ 96301//0012417</div>"
            "<div style='margin-top:14px;color:#555'>Wiedervorlagen heute: 6</div><div style='color:#555'>Postkorb: 14 Eingänge</div></div>")
    tabs = "<div class='tabs3'>" + "".join(f"<span class='{'on' if t == tab_on else ''}'>{t}</span>" for t in ("Stammdaten", "BG-Mitglieder", "Einkommen", "KdU", "Bankverbindung", "Vermerke", "Bescheide")) + "</div>"
    body = (f"<div class='mn2'>{menu}</div><div class='tb2'>{tools}</div><div class='jw'>{tree}<div class='jm'>{tabs}<div class='page'>{page}</div></div></div>"
            f"<div class='sb2'><span>{status}</span></div>")
    return _win(f"<span>ALLEGRO 24.2 – Leistungsakte 96301//0012345 – {title_name}</span>", body, JC_CSS, bar="#0a246a", fg="#fff")


def _row(label: str, value: str, w: int = 220) -> str:
    return f"<div class='row'><span class='l'>{label}</span><span class='fd' style='width:{w}px'>{value}</span></div>"


def jc_members(ids: dict[str, str], iban: str) -> str:
    members = [("Weiß, Jürgen", "DENY_LIST", "22.03.1978", "Antragsteller", ids["sv"], ids["stid"], "erwerbsfähig"),
               ("Weiß, Sabine", "PERSON", "09.11.1981", "Partnerin", ids["sv2"], ids["stid2"], "erwerbsfähig, Minijob"),
               ("Weiß, Lena", "PERSON", "04.06.2012", "Kind", "", "", "Schülerin"),
               ("Weiß, Tim", "PERSON", "27.01.2016", "Kind", "", "", "Schüler")]
    tr = ""
    for k, (nm, kind, dob, role, sv, st, stat) in enumerate(members):
        sit = "deny-listed name surname first in a selected grey grid row" if kind == "DENY_LIST" else "name surname first in a grey grid row"
        tr += (f"<tr class='{'sel' if k == 0 else ''}'><td>{k + 1}</td><td>{_pii(kind, nm, sit)}</td><td>{_pii('DATE_OF_BIRTH', dob, 'date of birth in a grey grid row')}</td><td>{role}</td>"
               f"<td>{_pii('ID_NUMBER', sv, 'pension insurance number in a grey grid row') if sv else ''}</td><td>{_pii('ID_NUMBER', st, 'tax identification number in a grey grid row') if st else ''}</td><td>{stat}</td></tr>")
    grid = ("<div class='grp'><span class='gt'>Mitglieder der Bedarfsgemeinschaft</span><table class='grid'><tr><th>Nr</th><th>Name, Vorname</th><th>Geb.-Datum</th><th>Rolle</th>"
            f"<th>Versicherungsnummer</th><th>Steuer-ID</th><th>Status</th></tr>{tr}</table></div>")
    left = ("<div class='grp'><span class='gt'>Stammdaten Antragsteller</span>"
            + _row("Name, Vorname", _pii("DENY_LIST", "Weiß, Jürgen", "deny-listed name surname first in a grey display field"))
            + _row("Geburtsname", _pii("DENY_LIST", "Weiß", "deny-listed surname alone as a birth name in a grey display field"), 120)
            + _row("Geburtsdatum / -ort", _pii("DATE_OF_BIRTH", "22.03.1978", "date of birth in a grey display field") + ", Lünen") + _row("Staatsangehörigkeit", "deutsch", 100) + _row("Familienstand", "verheiratet seit 14.08.2009", 180)
            + _row("Straße, Hausnummer", _pii("STREET_ADDRESS", "Hertzstraße 14, 2. OG links", "street and floor in a grey display field"))
            + _row("PLZ, Ort", _pii("STREET_ADDRESS", "44145 Dortmund", "postcode and city in a grey display field"), 140)
            + _row("Telefon", _pii("PHONE_NUMBER", "0231 5870 4412", "landline in a grey display field"), 140)
            + _row("Mobil", _pii("PHONE_NUMBER", "0176 4421 9083", "mobile in a grey display field"), 140)
            + _row("E-Mail", _pii("EMAIL_ADDRESS", "j.weiss78@web.de", "e-mail in a grey display field"))
            + _row("Kundennummer BA", _pii("ID_NUMBER", "412D088213", "employment agency customer number in a grey display field"), 100) + "</div>")
    bank = ("<div class='grp'><span class='gt'>Bankverbindung (Zahlungsempfänger)</span>"
            + _row("IBAN", _pii("IBAN_CODE", iban, "IBAN in a grey display field"), 230) + _row("BIC", "DORTDE33XXX", 100) + _row("Kreditinstitut", "Sparkasse Dortmund", 160)
            + _row("Kontoinhaber", _pii("DENY_LIST", "Juergen Weiss", "deny-listed name transliterated (ue, ss) as an account holder"), 160)
            + _row("Gültig ab", "01.01.2024", 80) + "</div>")
    leist = ("<div class='grp'><span class='gt'>Leistungen 05/2025 (vorläufig)</span><table class='grid'><tr><th>Position</th><th>Betrag</th></tr>"
             "<tr><td>Regelbedarf Antragsteller (RB 2)</td><td>506,00 €</td></tr><tr><td>Regelbedarf Partnerin (RB 2)</td><td>506,00 €</td></tr>"
             "<tr><td>Regelbedarf Kind 6–13 (2×)</td><td>780,00 €</td></tr><tr><td>Kosten der Unterkunft und Heizung</td><td>892,40 €</td></tr>"
             "<tr><td>anrechenbares Einkommen</td><td>−302,00 €</td></tr><tr><td><b>Zahlbetrag</b></td><td><b>2.382,40 €</b></td></tr></table></div>")
    inc = ("<div class='grp'><span class='gt'>Einkommen und Ansprüche (BG)</span><table class='grid'><tr><th>Person</th><th>Art</th><th>ab</th><th>Betrag</th><th>Nachweis</th></tr>"
           "<tr><td>Partnerin</td><td>Minijob (Einzelhandel)</td><td>15.04.2025</td><td>538,00 €</td><td>Arbeitsvertrag liegt vor</td></tr>"
           "<tr><td>Kind 1</td><td>Kindergeld</td><td>01.01.2025</td><td>255,00 €</td><td>Familienkasse</td></tr>"
           "<tr><td>Kind 2</td><td>Kindergeld</td><td>01.01.2025</td><td>255,00 €</td><td>Familienkasse</td></tr>"
           "<tr><td>Antragsteller</td><td>Arbeitslosengeld I</td><td>endet 30.09.2024</td><td>0,00 €</td><td>Bescheid AA</td></tr></table></div>")
    page = (f"{grid}<div style='display:flex;gap:8px'><div style='flex:1.1'>{left}{inc}</div><div style='flex:1'>{bank}{leist}</div></div>")
    status = ("Benutzer " + _pii("ACCOUNT_NAME", "KAYAS01", "caseworker's user name in a status bar") + " · Team 412 · Jobcenter Dortmund · BG 96301//0012345 · Bewilligungszeitraum 01.11.2024–31.10.2025 · Sachbearbeitung "
              + _pii("PERSON", "Selin Kaya", "caseworker's name in a status bar"))
    return _allegro(_pii("DENY_LIST", "Weiß, Jürgen", "deny-listed name surname first in a window title"), "BG-Mitglieder", page, status)


def jc_note() -> str:
    notes = [("03.04.2025", "Vorsprache", "Kaya", "Umzug zum 01.05., neuer Mietvertrag"), ("27.03.2025", "Telefonat", "Kaya", "Rückfrage Minijob Partnerin"),
             ("11.03.2025", "Posteingang", "Sch", "Lohnabrechnung Februar (Partnerin)"), ("20.02.2025", "Vermerk", "Kaya", "Eingliederungsvereinbarung fortgeschrieben"),
             ("06.02.2025", "Telefonat", "Bru", "Nachfrage Nebenkostenabrechnung")]
    tr = "".join(f"<tr class='{'sel' if k == 0 else ''}'><td>{d}</td><td>{t}</td><td>{_pii('PERSON', a, 'author surname alone in a grey notes grid') if a == 'Kaya' else a}</td><td>{s}</td></tr>"
                 for k, (d, t, a, s) in enumerate(notes))
    text = ("Vorsprache am 03.04.2025, 10:20 Uhr. " + _pii("DENY_LIST", "Herr Weiß", "deny-listed surname with a title in a monospace case note")
            + " legt neuen Mietvertrag vor. Umzug zum 01.05.2025 nach\n" + _pii("STREET_ADDRESS", "Westfalendamm 87, 44141 Dortmund", "new address in a monospace case note")
            + " (3 Zi., 78 m², Kaltmiete 640,00 €, NK 190,00 €, HK 95,00 €).\n"
            "Vermieter: " + _pii("PERSON", "Dieter Lohmann", "landlord's name in a monospace case note") + ", Tel. " + _pii("PHONE_NUMBER", "0231 43 88 120", "landlord's phone in a monospace case note")
            + ". Zusicherung nach § 22 Abs. 4 SGB II erteilt, Kaution 1.650,00 € als Darlehen beantragt.\n"
            "Partnerin " + _pii("PERSON", "Sabine W.", "partner's first name and initial in a monospace case note") + " nimmt ab 15.04. Minijob an (Rewe, 538,00 €). "
            "Neue Handynummer des Kunden: " + _pii("PHONE_NUMBER", "0157 3390 1826", "new mobile in a monospace case note") + ".\n"
            "WV: 20.04.2025 Mietbescheinigung, Kautionsdarlehen. — " + _pii("PERSON", "Kaya", "caseworker's surname alone signing a note"))
    letter = ("<div class='bs'><div style='display:flex;justify-content:space-between'><div><div class='abs'>Jobcenter Dortmund · Steinstraße 39 · 44147 Dortmund</div><br>"
              "Herrn<br>" + _pii("DENY_LIST", "Jürgen Weiß", "deny-listed name in a letter's address window at 75 %") + "<br>"
              + _pii("STREET_ADDRESS", "Hertzstraße 14<br>" + chr(10) + "44145 Dortmund", "address over two lines in a letter's address window at 75 %") + "</div>"
              "<div style='font-size:12px;text-align:right'>Jobcenter Dortmund<br>Team 412<br>Servicenummer 0231 842-0<br>Datum 04.04.2025<br>BG-Nummer 96301//0012345</div></div>"
              "<p style='margin-top:22px'><b>Änderungsbescheid über Leistungen zur Sicherung des Lebensunterhalts nach dem SGB II</b></p>"
              "<p>Sehr geehrter " + _pii("DENY_LIST", "Herr Weiß", "deny-listed surname with a title in a letter salutation") + ",</p>"
              "<p>aufgrund der Änderung Ihrer Unterkunftskosten ab dem 01.05.2025 werden die Leistungen für die Zeit vom 01.05.2025 bis 31.10.2025 wie folgt neu festgesetzt:</p>"
              "<table><tr><td>Regelbedarfe</td><td style='text-align:right'>1.792,00 €</td></tr><tr><td>Kosten der Unterkunft und Heizung</td><td style='text-align:right'>925,00 €</td></tr>"
              "<tr><td>anrechenbares Einkommen</td><td style='text-align:right'>−302,00 €</td></tr><tr><td><b>monatlicher Zahlbetrag</b></td><td style='text-align:right'><b>2.415,00 €</b></td></tr></table>"
              "<p style='font-size:12px'>Der Betrag wird auf das Ihnen bekannte Konto überwiesen. Rechtsbehelfsbelehrung: Gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch erhoben werden.</p></div>")
    page = ("<div style='display:flex;gap:8px;height:100%'><div style='flex:1;min-width:0'><div class='grp'><span class='gt'>Vermerke</span>"
            f"<table class='grid'><tr><th>Datum</th><th>Art</th><th>Von</th><th>Betreff</th></tr>{tr}</table></div>"
            f"<div class='grp'><span class='gt'>Vermerk vom 03.04.2025 (bearbeiten)</span><div class='vm'>{text}</div></div></div>"
            "<div style='width:500px;flex:none;background:#808080;padding:8px;overflow:hidden'><div style='color:#fff;margin-bottom:4px'>Vorschau: Änderungsbescheid (Entwurf) · 75 %</div>"
            f"<div style='height:600px;overflow:hidden'>{letter}</div></div></div>")
    status = "Vermerk geändert · nicht gespeichert · Benutzer " + _pii("ACCOUNT_NAME", "KAYAS01", "caseworker's user name in a status bar") + " · Team 412"
    return _allegro(_pii("DENY_LIST", "Weiß, Jürgen", "deny-listed name surname first in a window title"), "Vermerke", page, status)


# ------------------------------------------------------------------------------------ blindi6: transport management (UK)
TMS_CSS = """
body{background:#e9ecef;font-family:"Liberation Sans Narrow","Liberation Sans",sans-serif;font-size:13px;color:#1b2229}
.tt{height:36px;background:#243447;color:#c9d3de;display:flex;align-items:center;gap:18px;padding:0 16px;font-family:"Liberation Sans",sans-serif;font-size:12.5px} .tt b{color:#ffb703;font-size:14px}
.tt .on{color:#fff;border-bottom:2px solid #ffb703;padding:9px 0}
.fb{display:flex;gap:8px;align-items:center;padding:6px 12px;background:#f7f8f9;border-bottom:1px solid #cfd5db;font-size:12px}
.fb span{border:1px solid #c3cad1;border-radius:3px;padding:2px 8px;background:#fff}
.tw{display:flex;gap:10px;padding:8px 10px;height:636px;overflow:hidden}
.dr{width:100%;border-collapse:collapse;font-size:12.5px} .dr th{background:#d5dce3;text-align:left;padding:4px 5px;border-right:1px solid #bcc5ce;white-space:nowrap;font-weight:bold;color:#36414c}
.dr td{padding:3px 5px;white-space:nowrap;border-right:1px solid #e1e6ea} .dr tr:nth-child(even) td{background:#eef2f5} .dr tr:nth-child(odd) td{background:#fff}
.dr tr.sel td{background:#2f6fb3;color:#fff} .dr .mono{font-family:"DejaVu Sans Mono",monospace;font-size:11px;letter-spacing:-.2px}
.st{border-radius:8px;padding:0 6px;font-size:11px} .s1{background:#d3f0dc;color:#146c34} .s2{background:#fde8c8;color:#8a4b00} .s3{background:#e2e6ea;color:#56606a}
.dp{width:330px;flex:none;background:#fff;border:1px solid #cfd5db;border-radius:4px;padding:10px 12px;line-height:1.45;font-size:13px}
.dp h3{margin:0 0 2px;font-family:"Liberation Sans",sans-serif;font-size:16px} .dp .k{color:#6c7884;display:inline-block;width:112px} .dp .sec{margin-top:8px;font-weight:bold;color:#243447;border-bottom:1px solid #e1e6ea}
.gw{flex:1;background:#fff;border:1px solid #cfd5db;overflow:hidden;position:relative}
.gz{transform:scale(.67);transform-origin:0 0;width:1650px;position:relative;font-family:"Liberation Sans Narrow","Liberation Sans",sans-serif}
.ax{display:flex;margin-left:210px;border-bottom:1px solid #b6c0ca;font-size:15px;color:#56606a} .ax div{width:90px;border-left:1px solid #d9dfe5;padding:3px 4px}
.ln2{display:flex;height:46px;border-bottom:1px solid #e6eaee;position:relative;font-size:15px} .ln2 .v{width:210px;flex:none;padding:4px 8px;background:#f4f6f8;border-right:1px solid #cfd5db;line-height:1.2}
.ln2 .v b{font-family:"DejaVu Sans Mono",monospace;font-size:14px} .ln2:nth-child(odd) .v{background:#edf0f3}
.bar{position:absolute;top:6px;height:34px;border-radius:4px;color:#fff;padding:2px 7px;font-size:15px;line-height:1.1;overflow:hidden;white-space:nowrap}
.b1{background:#2a9d8f} .b2{background:#e76f51} .b3{background:#457b9d} .b4{background:#8d6a9f} .b5{background:#e9c46a;color:#3a2e00}
.tip{position:absolute;left:540px;top:250px;width:330px;background:#fffef6;border:1px solid #a49b6a;box-shadow:0 4px 14px rgba(0,0,0,.3);padding:8px 10px;font-size:12.5px;line-height:1.45;z-index:3}
.msgs{width:290px;flex:none;background:#fff;border:1px solid #cfd5db;border-radius:4px;font-size:12.5px;overflow:hidden}
.msgs .m{padding:6px 10px;border-bottom:1px solid #eef1f4} .msgs .w{color:#6c7884;font-size:11px} .msgs .in{background:#f3f8fd}
"""

DRIVERS = [("Llewellyn", "Gareth", "O", date(1979, 7, 4), False, "Employed", "Daventry DIRFT", "07841 226 093", "NN11 4RD", "47.5", "s1", "On shift"),
           ("Fairclough", "Joanne", "", date(1986, 11, 23), True, "Employed", "Daventry DIRFT", "07792 604 118", "NN6 7DE", "41.0", "s1", "On shift"),
           ("Mahmood", "Tariq", "A", date(1968, 2, 9), False, "Employed", "Avonmouth", "07956 330 214", "BS11 9HQ", "52.25", "s2", "Daily rest"),
           ("Kowalewski", "Dawid", "", date(1991, 5, 30), False, "Agency (Driver Hire)", "Daventry DIRFT", "07427 118 906", "CV21 2PN", "38.0", "s1", "On shift"),
           ("Brennan", "Sean", "P", date(1974, 12, 17), False, "Employed", "Wakefield Europort", "07713 482 550", "WF1 4LS", "44.75", "s2", "Weekly rest"),
           ("Oduya", "Grace", "", date(1983, 3, 1), True, "Employed", "Avonmouth", "07508 917 342", "BS7 8QT", "36.5", "s1", "On shift"),
           ("Hughes", "Darren", "", date(1977, 8, 14), False, "Employed", "Wakefield Europort", "07866 203 471", "WF2 0DN", "49.0", "s1", "On shift"),
           ("Petrescu", "Vasile", "", date(1988, 1, 26), False, "Agency (Blue Arrow)", "Avonmouth", "07380 664 129", "BS5 6JB", "30.0", "s3", "Holiday"),
           ("Sandhu", "Harpreet", "K", date(1981, 10, 5), False, "Employed", "Daventry DIRFT", "07931 550 872", "LE3 2GB", "45.5", "s1", "On shift"),
           ("Whitfield", "Karen", "", date(1972, 6, 19), True, "Employed", "Wakefield Europort", "07815 093 447", "WF10 5PR", "40.25", "s1", "On shift"),
           ("Nwosu", "Chinedu", "", date(1993, 9, 8), False, "Agency (Driver Hire)", "Avonmouth", "07459 201 683", "BS13 7AX", "27.0", "s3", "Off sick"),
           ("Thompson", "Lee", "M", date(1985, 4, 22), False, "Employed", "Daventry DIRFT", "07588 712 034", "NN12 6LT", "50.5", "s2", "Daily rest"),
           ("Ahmed", "Rukhsana", "", date(1990, 12, 2), True, "Employed", "Wakefield Europort", "07722 389 610", "WF3 1TY", "33.75", "s1", "On shift"),
           ("Marsh", "Paul", "R", date(1966, 3, 30), False, "Employed", "Avonmouth", "07870 446 155", "BS10 6SU", "46.0", "s1", "On shift"),
           ("Ferreira", "Nuno", "", date(1987, 7, 11), False, "Agency (Blue Arrow)", "Daventry DIRFT", "07412 958 730", "NN5 7QQ", "39.5", "s1", "On shift"),
           ("Clarke", "Stacey", "", date(1982, 2, 15), True, "Employed", "Wakefield Europort", "07903 117 528", "WF8 2AD", "42.0", "s1", "On shift"),
           ("Dunmore", "Keith", "J", date(1964, 11, 3), False, "Employed", "Avonmouth", "07968 340 215", "BS16 4NR", "48.0", "s2", "Daily rest"),
           ("Grabowski", "Piotr", "", date(1989, 4, 18), False, "Agency (Driver Hire)", "Wakefield Europort", "07453 620 918", "WF4 3HE", "35.5", "s1", "On shift"),
           ("Ingram", "Tracey", "L", date(1976, 9, 27), True, "Employed", "Daventry DIRFT", "07791 226 540", "NN3 9SD", "44.0", "s1", "On shift"),
           ("Kaur", "Jaspreet", "", date(1995, 1, 12), True, "Employed", "Daventry DIRFT", "07535 908 371", "CV22 5LU", "31.25", "s1", "On shift"),
           ("Lynch", "Declan", "", date(1971, 5, 6), False, "Employed", "Avonmouth", "07812 774 096", "BS4 2PX", "46.5", "s2", "Weekly rest"),
           ("Okafor", "Emeka", "C", date(1984, 8, 29), False, "Agency (Blue Arrow)", "Wakefield Europort", "07404 551 263", "WF6 1QJ", "29.0", "s3", "Holiday")]


def _tms(inner: str, on: str, url: str, tab: str) -> str:
    top = ("<div class='tt'><b>▲ HAULIX TMS</b>" + "".join(f"<span class='{'on' if t == on else ''}'>{t}</span>" for t in ("Orders", "Planning", "Drivers", "Fleet", "Tracking", "Invoicing", "Reports"))
           + "<span style='margin-left:auto'>Hartwell Haulage Ltd · Daventry traffic office · " + _pii("PERSON", "Amy Castle", "planner's name in a dark top bar") + "</span></div>")
    return _page(url, tab, top + inner, TMS_CSS)


def tms_drivers(dls: dict[str, str], ni: str) -> str:
    rows = ""
    for sur, giv, _mid, _born, _fem, typ, depot, mob, pc, hrs, sc, stat in DRIVERS:
        sel = sur == "Llewellyn"
        rows += (f"<tr class='{'sel' if sel else ''}'><td>{_pii('PERSON', f'{sur}, {giv}', 'driver name surname first in a narrow zebra roster')}</td><td>{typ}</td><td>{depot}</td>"
                 f"<td>{_pii('PHONE_NUMBER', mob, 'driver mobile in a narrow zebra roster')}</td><td class='mono'>{_pii('ID_NUMBER', dls[sur], 'driving licence number in a narrow zebra roster')}</td>"
                 f"<td>C+E</td><td>{_pii('STREET_ADDRESS', pc, 'home postcode alone in a narrow zebra roster')}</td><td style='text-align:right'>{hrs}</td><td><span class='st {sc}'>{stat}</span></td></tr>")
    head = "".join(f"<th>{h}</th>" for h in ("Driver", "Type", "Home depot", "Mobile", "Licence no.", "Cat.", "Home", "Hrs wk", "Status"))
    table = f"<div style='flex:1;min-width:0;background:#fff;border:1px solid #cfd5db;overflow:hidden'><table class='dr'><tr>{head}</tr>{rows}</table></div>"
    dp = ("<div class='dp'><h3>" + _pii("PERSON", "Gareth O. Llewellyn", "driver name with a middle initial as a detail title") + "</h3><div style='color:#6c7884'>Class 1 (C+E) · Employed since 03/2014 · Daventry DIRFT</div>"
          "<div class='sec'>Personal</div>"
          f"<div><span class='k'>Date of birth</span>{_pii('DATE_OF_BIRTH', '04/07/1979', 'driver date of birth in a detail panel')}</div>"
          f"<div><span class='k'>Home address</span>{_pii('STREET_ADDRESS', '27 Clifford Road, Daventry NN11 4RD', 'driver home address in a detail panel')}</div>"
          f"<div><span class='k'>NI number</span>{_pii('ID_NUMBER', ni, 'National Insurance number in a detail panel')}</div>"
          f"<div><span class='k'>Next of kin</span>{_pii('PERSON', 'Carys Llewellyn', 'next of kin name in a detail panel')} (wife)</div>"
          f"<div><span class='k'></span>{_pii('PHONE_NUMBER', '07841 553 870', 'next of kin phone in a detail panel')}</div>"
          "<div class='sec'>Licence and cards</div>"
          f"<div><span class='k'>Licence</span><span style='font-family:DejaVu Sans Mono;font-size:12px'>{_pii('ID_NUMBER', dls['Llewellyn'], 'driving licence number in a detail panel')}</span></div>"
          "<div><span class='k'>DVLA check</span>08/04/2025 · 3 pts SP30 (exp. 11/2026)</div><div><span class='k'>Driver CPC</span>valid to 19/09/2027</div>"
          "<div><span class='k'>Tacho card</span>valid to 02/2029</div><div><span class='k'>ADR</span>packages + tanks, valid to 06/2026</div>"
          "<div class='sec'>Yard parking permit</div>"
          f"<div><span class='k'>Private car</span>Skoda Octavia, grey · {_pii('ID_NUMBER', 'YD17 KXN', 'private car registration in a detail panel')}</div>"
          "<div><span class='k'>Permit</span>DIR-0412 · bay C</div></div>")
    filt = ("<div class='fb'><b>Drivers</b><span>Depot: All ▾</span><span>Type: All ▾</span><span>Status: All ▾</span><span>Licence check due ≤ 30 d</span>"
            "<span style='margin-left:auto'>22 of 142 drivers · week 16 · WTD reference period 3</span></div>")
    return _tms(f"{filt}<div class='tw'>{table}{dp}</div>", "Drivers", "tms.hartwell-haulage.co.uk/drivers?depot=all&amp;sel=DRV-0412", "Drivers · Haulix TMS")


def tms_board() -> str:
    hours = "".join(f"<div>{h:02d}:00</div>" for h in range(4, 20))
    lanes = [("HX71 FTV", "Scania R450 · TRL 4418", [(1, 340, "b1", "G. Llewellyn · J-88213 DIRFT → Tesco Avonmouth"), (390, 500, "b3", "G. Llewellyn · J-88241 Avonmouth → Kettering (home drops)")]),
             ("KP22 NWE", "DAF XF 480 · TRL 4502", [(60, 520, "b1", "J. Fairclough · J-88220 DIRFT → Asda Wakefield"), (600, 380, "b5", "J. Fairclough · J-88251 Wakefield → Magna Park")]),
             ("WU70 LBO", "Volvo FH 500 · TRL 3981", [(280, 420, "b2", "D. Kowalewski · J-88229 DIRFT → Morrisons Bridgwater · LATE 40 min")]),
             ("YN23 DKV", "Scania R450 · TRL 4120", [(0, 360, "b1", "D. Hughes · J-88202 Wakefield → DIRFT"), (420, 460, "b1", "D. Hughes · J-88233 DIRFT → Lidl Doncaster")]),
             ("HX21 RTP", "DAF XF 480 · TRL 4077", [(120, 560, "b4", "H. Sandhu · J-88216 DIRFT → Sainsbury's Bristol (ADR)")]),
             ("KY72 ZFM", "Volvo FH 460 · TRL 4390", [(200, 300, "b3", "G. Oduya · J-88224 Avonmouth → Swindon"), (560, 420, "b1", "G. Oduya · J-88247 Swindon → DIRFT")]),
             ("YD71 OXA", "Scania R410 · TRL 4215", [(40, 480, "b1", "K. Whitfield · J-88207 Wakefield → Co-op Andover")]),
             ("HF22 WMC", "DAF CF 450 · TRL 4460", [(330, 520, "b5", "L. Thompson · J-88236 DIRFT → Amazon Swindon · waiting tip")]),
             ("KR23 JVU", "Volvo FH 500 · TRL 4011", [(90, 390, "b1", "R. Ahmed · J-88211 Wakefield → Tesco Doncaster")]),
             ("HX73 KBD", "Scania R450 · TRL 4533", [(150, 470, "b1", "P. Marsh · J-88218 Avonmouth → Tesco Daventry"), (680, 300, "b3", "P. Marsh · J-88255 DIRFT → Avonmouth")]),
             ("YK22 OPE", "DAF XF 450 · TRL 4488", [(260, 540, "b1", "S. Clarke · J-88226 Wakefield → Boots Nottingham")]),
             ("WN72 GHA", "Volvo FH 460 · TRL 4301", [(30, 420, "b2", "N. Ferreira · J-88205 DIRFT → Aldi Avonmouth · defect reported")]),
             ("HX72 CUO", "DAF XF 480 · TRL 4372", [(100, 330, "b1", "K. Dunmore · J-88214 Avonmouth → Tesco Cardiff"), (500, 400, "b3", "K. Dunmore · J-88249 Cardiff → Avonmouth")]),
             ("YK71 WRA", "Volvo FH 460 · TRL 4190", [(240, 500, "b1", "P. Grabowski · J-88228 Wakefield → Asda Lutterworth")]),
             ("KP73 EHX", "Scania R450 · TRL 4551", [(10, 380, "b4", "T. Ingram · J-88203 DIRFT → Boots Beeston (ADR)"), (450, 380, "b1", "T. Ingram · J-88242 Beeston → DIRFT")]),
             ("HF71 NZD", "DAF CF 450 · TRL 4433", [(300, 420, "b1", "J. Kaur · J-88231 DIRFT → M&amp;S Castle Donington")]),
             ("WU23 OTM", "Volvo FH 500 · TRL 4529", [(700, 330, "b5", "D. Lynch · J-88258 Avonmouth → DIRFT · unplanned driver")])]
    ln = ""
    for reg, veh, bars in lanes:
        bh = ""
        for x, w, cls, txt in bars:
            who, rest = txt.split(" · ", 1)
            bh += f"<div class='bar {cls}' style='left:{210 + x}px;width:{w}px'>{_pii('PERSON', who, 'driver initial and surname on a coloured Gantt bar at 67 %')} · {rest}</div>"
        ln += f"<div class='ln2'><div class='v'><b>{reg}</b><br><span style='color:#6c7884;font-size:13px'>{veh}</span></div>{bh}</div>"
    board = f"<div class='gz'><div style='position:absolute;left:{210 + 4 * 90 + 60}px;top:0;bottom:0;border-left:2px solid #d62828'></div><div class='ax'>{hours}</div>{ln}</div>"
    tip = ("<div class='tip dropdown'><b>J-88241 · drop 3 of 5 · home delivery (2-man)</b><br>Consignee "
           + _pii("PERSON", "Mrs Helen Fairbrother", "consignee with a title in a tooltip over a Gantt chart") + "<br>"
           + _pii("STREET_ADDRESS", "14 Larch Close, Kettering NN15 7QP", "consignee address in a tooltip over a Gantt chart") + "<br>"
           "Tel " + _pii("PHONE_NUMBER", "07700 914 226", "consignee phone in a tooltip over a Gantt chart") + " · call 30 min before<br>"
           "Access: side gate code " + _pii("SECRET_VALUE", "7314", "side gate code in a tooltip over a Gantt chart") + ", no tail-lift on the drive<br>"
           "<span style='color:#6c7884'>Booking ref HB-551902 · slot 15:00–17:00 · 2 items, 84 kg</span></div>")
    msgs = [("in", "13:42 · " + _pii("PERSON", "Dawid", "driver first name alone in a message list"), "Stuck at Morrisons Bridgwater gate, they say no booking. Ref 77120?"),
            ("out", "13:45 · to " + _pii("PERSON", "D. Kowalewski", "driver initial and surname in a message header"), "Booking is under Hartwell 77120-B, goods-in is " + _pii("PERSON", "Mike", "first name alone in a dispatcher message") + " on 01278 445 900."),
            ("in", "13:51 · " + _pii("PERSON", "Nuno", "driver first name alone in a message list"), "Nearside mirror cracked, defect logged. Safe to continue?"),
            ("out", "13:58 · to " + _pii("PERSON", "G. Llewellyn", "driver initial and surname in a message header"), "After Avonmouth pick up the Kettering home drops. Drop 3 customer asked for a call first, she's on "
             + _pii("PHONE_NUMBER", "07700 914 226", "consignee phone in a dispatcher message") + "."),
            ("in", "14:05 · " + _pii("PERSON", "Lee", "driver first name alone in a message list"), "Amazon Swindon still not tipping, 2h wait. Running out of hours at 18:30."),
            ("out", "14:07 · to " + _pii("PERSON", "L. Thompson", "driver initial and surname in a message header"), "Noted, " + _pii("PERSON", "Karen", "first name alone in a dispatcher message") + " will relieve you at Magna Park. Her mobile " + _pii("PHONE_NUMBER", "07815 093 447", "driver mobile in a dispatcher message") + ".")]
    mh = "".join(f"<div class='m{' in' if d == 'in' else ''}'><div class='w'>{w}</div>{t}</div>" for d, w, t in msgs)
    filt = ("<div class='fb'><b>Planning board</b><span>Thu 17/04/2025 ▾</span><span>Depot: all</span><span>Zoom 67 % ▾</span><span>Show: tractors</span>"
            "<span style='margin-left:auto'>42 jobs · 17 tractors · 3 unplanned · 1 late</span></div>")
    return _tms(f"{filt}<div class='tw'><div class='gw'>{board}{tip}</div><div class='msgs'><div class='m' style='font-weight:bold'>Driver messages (in-cab)</div>{mh}</div></div>",
                "Planning", "tms.hartwell-haulage.co.uk/planning/board?date=2025-04-17&amp;zoom=67", "Planning board · Haulix TMS")


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind9(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20260521)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))

    def digits(n: int) -> str:
        return "".join(rng.choice(string.digits) for _ in range(n))
    cnp = _cnp(2, date(1990, 3, 15), 8, rng.randint(1, 999))
    ids = {"nip": _nip(rng), "iban_pl": _iban_b("PL", _pl_bank("1050144") + digits(16)),
           "iban_de_old": _iban_b("DE", "44040037" + digits(10)), "iban_lt": _iban_b("LT", "32500" + digits(11)),
           "sin": _sin(rng, 2), "sin2": _sin(rng, 4), "sin3": _sin(rng, 9), "acct_ca": digits(3) + "7385",
           "medicare": _medicare(rng), "acct_au": f"4100 {digits(4)} {digits(3)}", "crn": f"{rng.randint(200, 399)} {digits(3)} {digits(3)}{rng.choice('ABCHJKLT')}",
           "cnp": cnp, "mrz": _ro_mrz("RX482913", "900315", "F", "320315", cnp), "client_ro": f"5001 {digits(4)} {digits(2)}",
           "stid": _steuer_id(rng), "stid2": _steuer_id(rng), "sv": _sv_nr(28, date(1978, 3, 22), "W", rng.randint(0, 49)),
           "sv2": _sv_nr(28, date(1981, 11, 9), "K", rng.randint(50, 99)), "iban_de": _iban_b("DE", "44050199" + digits(10)),
           "ssn": _ssn(rng, 521), "mrn": "0048" + digits(6), "ni": f"JR {digits(2)} {digits(2)} {digits(2)} C"}
    dls = {sur: _uk_dl(sur, giv[0] + mid[:1], born, fem, rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") + rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
           for sur, giv, mid, born, fem, *_ in DRIVERS}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindi0", [("erp0", lambda: erp_vendor(ids["nip"], ids["iban_pl"])), ("erp1", erp_po_grid),
                           ("erp2", lambda: erp_bank_change(ids["iban_de_old"], ids["iban_lt"]))], "ERP vendor master and purchasing")
        record("blindi1", [("hr0", lambda: hr_personal(ids["sin"])), ("hr1", lambda: hr_pay(ids["acct_ca"])),
                           ("hr2", lambda: hr_register(ids["sin"], ids["sin2"], ids["sin3"]))], "HR and payroll")
        record("blindi2", [("cc0", lambda: cc_incoming(ids["acct_au"], ids["medicare"])), ("cc1", lambda: cc_wrapup(ids["crn"]))],
               "call centre softphone and CRM (HiDPI)", dsf=2.0)
        record("blindi3", [("kyc0", lambda: kyc_review(ids["cnp"], ids["mrz"])), ("kyc1", kyc_screening), ("kyc2", lambda: kyc_bill(ids["client_ro"]))],
               "bank KYC review")
        record("blindi4", [("law0", lambda: law_matter(ids["ssn"])), ("law1", lambda: law_docket(ids["mrn"]))], "legal case management")
        record("blindi5", [("jc0", lambda: jc_members(ids, ids["iban_de"])), ("jc1", jc_note)], "Jobcenter case file")
        record("blindi6", [("tms0", lambda: tms_drivers(dls, ids["ni"])), ("tms1", tms_board)], "transport management")
    _checks(ids, dls)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind9, "/tmp/blind9/preview")
