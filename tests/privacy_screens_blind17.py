# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A seventeenth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind16.py, other applications again): home, health and
everyday services in Eastern Europe, Latin America and Southeast Asia — an energy supplier's customer portal, a mobile
operator's account, a dental clinic's patient app, a gym's member app, a public library, a school admissions portal
and a marketplace app — rendered by Debian's chromium through the rig of tests/privacy_screens.py (`_shoot`,
`_record`, `score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindq0` … `blindq6`), 2 or 3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindq0` a Romanian electricity and gas supplier's portal: the account overview (a greeting with the deny-listed
  Romanian given name alone, the name with its diacritics in the account chip, the supply address, the contact phone
  written with a trunk 0 and the e-mail in grey low-contrast type; customer code, POD codes, meter serials, meter
  readings, invoice numbers, amounts and the supplier's office address not private); then the direct-debit mandate
  form zoomed in to 150 % (the account holder as the deny-listed name surname first in capitals, a Romanian IBAN
  pasted whole, the CNP half typed in its field; mandate reference and creditor identifier not private); then the
  same form with the CNP complete, the bank filled in and a confirmation toast at normal size over its lower fields;
- `blindq1` a Chilean mobile operator's account page zoomed out to 80 %: a greeting with the deny-listed given name
  alone, the line's own number, the holder's name and RUT (with its check digit, dots and a hyphen), an additional
  line's number and its user's first name, a call-detail table (personal mobiles; a bank's and the voicemail's
  service numbers, durations and amounts not private) under a tooltip on a row (a saved contact's name and number);
  then the SIM and device page (the SIM's ICCID, the phone's IMEI, the number-port authorisation code; plan, prices
  and order numbers not private) under a modal over the dimmed page revealing the PUK, the holder as the deny-listed
  name in capitals with the first surname's initial;
- `blindq2` a Polish dental clinic's patient app zoomed in to 125 %: the patient card in a narrow column (name,
  PESEL, a mobile, an e-mail and a home address wrapped by the column), upcoming visits (the dentists' names; dates,
  treatments and prices not private) and the family members (a child's name and PESEL on a coloured pill); then the
  child's record (her date of birth, a dental chart, treatment history, an allergy note naming the mother with her
  landline written with brackets, a consent signed by the mother; the school's name and the clinic's address not
  private);
- `blindq3` an Indonesian gym's member app on two phone screens at device scale 2 (HiDPI): the digital member card
  (the name in capitals, the member id under a QR code, a PLATINUM pill; branch and validity not private) and the
  profile (NIK, a date of birth, a mobile with dashes, an e-mail, a home address wrapped in the narrow screen, an
  emergency contact's name and mobile); then the class schedule (coaches' first names on coloured pills; class names,
  times and studios not private) and a guest pass for the deny-listed Vietnamese name in capitals without diacritics
  with the guest's Vietnamese mobile, and a toast below it;
- `blindq4` a Czech public library's account zoomed out to 67 %: loans (titles, authors, due dates and fines not
  private) beside the reader's card (the name in capitals, the card number, a mobile and an e-mail in grey); then
  the holds (pickup branches and their addresses, queue positions, status badges not private) and the account
  settings in grey read-only fields (the home address, a date of birth, a linked family card holding the deny-listed
  Romanian name without diacritics and its card number);
- `blindq5` a Brazilian municipal school admissions portal zoomed out to 75 %: a greeting with the guardian's first
  name, the child's name, date of birth and CPF, the guardian's name, CPF, a mobile written the local way, an e-mail,
  the home address wrapped in a narrow summary column, the school choices (schools' names and addresses not
  private), the help chat with the deny-listed Chilean name as given name and first surname; then the review page
  under a toast (the protocol number and dates not private);
- `blindq6` a Vietnamese marketplace app on two phone screens at device scale 2 (HiDPI): the home tab greeting the
  deny-listed Vietnamese given name ('Chào anh Minh'; products and prices not private) and the checkout with the
  address half typed under an open autocomplete list (the user's own address among places that are not private),
  the recipient as the deny-listed name with its diacritics, a mobile written with dots; then the order details
  (the recipient in capitals with diacritics, the address complete, the phone) and a chat with the shop (another
  recipient's name and mobile, a refund bank account with the deny-listed name in capitals without diacritics; the
  order number, amounts and the shop's name not private).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Romanian, a Chilean and a Vietnamese
name: the first with its diacritics, its given name alone in a greeting, surname first in capitals, without
diacritics; the second in full with both surnames, its given name alone in a greeting, in capitals with the second
surname's initial, as given name and first surname; the third with its diacritics, its given name alone in a
greeting, in capitals without diacritics, in capitals with them). Checksummed values (a Romanian CNP and IBAN, a
Chilean RUT, an ICCID and an IMEI with their Luhn digits, two Polish PESELs, two Brazilian CPFs) are valid; an
Indonesian NIK carries its region, a woman's day of birth plus 40 and a serial. Each value other than a name is shown
in one recording only.
"""

from __future__ import annotations

import random
import string
from datetime import date
from pathlib import Path

from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _cpf, _iban_b, _ibans_ok, _luhn_ok, _pesel, _win
from privacy_screens_blind4 import _page, _pii, preview, recorder

DENY = ["Ioana Ștefănescu", "Camila Soto Valenzuela", "Phạm Văn Minh"]


# ------------------------------------------------------------------------------------------------ valid identifiers
_CNP_W = (2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9)


def _cnp(born: date, female: bool, county: str, serial: int) -> str:
    """A Romanian personal numeric code (CNP): sex and century, YYMMDD, a county, a serial, a check digit (weights
    279146358279, the sum mod 11, 10 → 1)."""
    body = f"{(2 if female else 1) if born.year < 2000 else (6 if female else 5)}{born:%y%m%d}{county}{serial:03d}"
    r = sum(int(a) * w for a, w in zip(body, _CNP_W, strict=True)) % 11
    return body + str(1 if r == 10 else r)


def _cnp_ok(v: str) -> bool:
    r = sum(int(a) * w for a, w in zip(v[:12], _CNP_W, strict=True)) % 11
    return len(v) == 13 and int(v[12]) == (1 if r == 10 else r)


def _rut_dv(body: int) -> str:
    s = sum(int(c) * (2 + k % 6) for k, c in enumerate(reversed(str(body))))
    r = 11 - s % 11
    return "0" if r == 11 else "K" if r == 10 else str(r)


def _rut(body: int) -> str:
    """A Chilean RUT as printed: the body with dots, a hyphen, its check digit (mod 11 with weights 2 … 7)."""
    return f"{body:,}".replace(",", ".") + "-" + _rut_dv(body)


def _rut_ok(v: str) -> bool:
    body, dv = v.replace(".", "").split("-")
    return _rut_dv(int(body)) == dv


def _luhn_digit(body: str) -> str:
    for c in string.digits:
        if _luhn_ok(body + c):
            return c
    raise AssertionError(body)


def _pesel_ok(v: str) -> bool:
    s = sum(int(a) * w for a, w in zip(v[:10], (1, 3, 7, 9, 1, 3, 7, 9, 1, 3), strict=True))
    return len(v) == 11 and (10 - s % 10) % 10 == int(v[10])


def _cpf_ok(v: str) -> bool:
    d = [int(c) for c in v if c.isdigit()]
    for n in (9, 10):
        r = sum(x * w for x, w in zip(d[:n], range(n + 1, 1, -1), strict=True)) * 10 % 11
        if (0 if r == 10 else r) != d[n]:
            return False
    return len(d) == 11


def _nik(region: str, born: date, female: bool, serial: int) -> str:
    """An Indonesian NIK: six region digits, the birth date as DDMMYY (a woman's day plus 40), a four-digit serial."""
    return f"{region}{born.day + (40 if female else 0):02d}{born:%m%y}{serial:04d}"


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _cnp_ok(ids["cnp"]) and ids["cnp"].startswith("2910423"), ids["cnp"]
    assert _rut_ok(ids["rut"]), ids["rut"]
    assert len(ids["iccid"]) == 19 and _luhn_ok(ids["iccid"]), ids["iccid"]
    assert len(ids["imei"]) == 15 and _luhn_ok(ids["imei"]), ids["imei"]
    assert _pesel_ok(ids["pesel"]) and _pesel_ok(ids["pesel_kid"]) and ids["pesel_kid"][2:4] == "23", (ids["pesel"], ids["pesel_kid"])
    assert int(ids["pesel"][9]) % 2 == 0 and int(ids["pesel_kid"][9]) % 2 == 0, "women's PESELs carry an even serial digit"
    assert _cpf_ok(ids["cpf_kid"]) and _cpf_ok(ids["cpf_dad"]), (ids["cpf_kid"], ids["cpf_dad"])
    assert len(ids["nik"]) == 16 and ids["nik"][6:12] == "590793", ids["nik"]


def _sp(v: str, n: int = 4) -> str:
    return " ".join(v[i:i + n] for i in range(0, len(v), n))


# ------------------------------------------------------------------------------------ blindq0: energy supplier (RO)
EN_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f3f5f7;color:#1f2a37;font-size:13.5px}
.en{height:756px;overflow:hidden;position:relative}
.nav{height:52px;background:#0b4f6c;color:#fff;display:flex;align-items:center;gap:22px;padding:0 24px;font-size:13.5px} .nav b{font-size:18px;color:#ffd23f}
.nav .me{margin-left:auto;background:rgba(255,255,255,.14);border-radius:16px;padding:5px 12px;font-size:12.5px}
.ct{padding:16px 24px} h1{font-size:22px;margin:0 0 2px;font-weight:normal} .sub{color:#6b7684;font-size:12.5px;margin-bottom:12px}
.cards{display:flex;gap:12px} .cd{background:#fff;border-radius:8px;padding:12px 14px;flex:1;box-shadow:0 1px 2px rgba(0,0,0,.08)} .cd .k{color:#6b7684;font-size:12px} .cd .v{font-size:20px;margin-top:4px}
.cd .pl{display:inline-block;border-radius:10px;padding:2px 9px;font-size:11.5px;color:#fff;background:#1e9e6a;margin-top:6px}
.two{display:flex;gap:12px;margin-top:12px} .pn{background:#fff;border-radius:8px;padding:12px 14px;box-shadow:0 1px 2px rgba(0,0,0,.08)} .pn h3{margin:0 0 8px;font-size:14.5px}
.tb{width:100%;font-size:12.5px} .tb th{background:#eef2f5;color:#4b5563;font-weight:normal;text-align:left;padding:5px 8px} .tb td{padding:5px 8px;border-bottom:1px solid #eef0f2}
.grey{color:#a3acb7} .grey .k{color:#b8c0c9;font-size:11.5px;display:block;margin-top:6px}
.bar{display:flex;align-items:flex-end;gap:6px;height:90px;border-bottom:1px solid #d5dbe1;padding:0 4px} .bar div{flex:1;background:#7cc4e4} .bar div.g{background:#f0a94b}
.mo{display:flex;gap:6px;padding:2px 4px;font-size:10.5px;color:#6b7684} .mo span{flex:1;text-align:center}
.zm{transform:scale(1.5);transform-origin:0 0;width:853px}
.fm{background:#fff;margin:10px 16px;border-radius:8px;padding:12px 16px;box-shadow:0 1px 2px rgba(0,0,0,.08)} .fm h2{margin:0 0 4px;font-size:16px}
.fl{display:grid;grid-template-columns:1fr 1fr;gap:8px 14px} .fl label{display:block;font-size:10.5px;color:#6b7684;margin-bottom:2px}
.in{border:1px solid #c5ccd4;border-radius:4px;padding:5px 8px;min-height:27px;background:#fff;font-size:13px} .in.f{border:2px solid #0b4f6c} .in.ro{background:#f1f3f5;color:#6b7684}
.car{display:inline-block;width:1px;height:14px;background:#111;vertical-align:-2px;margin-left:1px}
.note{font-size:10.5px;color:#6b7684;line-height:1.45;margin-top:8px}
.toast{position:absolute;right:60px;top:430px;width:420px;background:#14532d;color:#ecfdf5;border-radius:8px;padding:12px 16px;box-shadow:0 6px 20px rgba(0,0,0,.3);font-size:13.5px;line-height:1.45;z-index:5}
"""


def _en(body: str, url: str, zoom: bool = False, extra: str = "") -> str:
    nav = ("<div class='nav'><b>⚡ Voltaria</b><span>Contul meu</span><span>Facturi</span><span>Autocitire</span><span>Plăți</span><span>Contracte</span><span>Ajutor</span>"
           "<span class='me'>" + _pii("DENY_LIST", "Ioana Ștefănescu", "deny-listed name with diacritics in a portal's account chip") + " · cod client 4100382716</span></div>")
    inner = nav + body
    if zoom:
        inner = f"<div class='zm'>{inner}</div>"
    return _page(url, "Contul meu · Voltaria Energie", f"<div class='en'>{inner}{extra}</div>", EN_CSS)


def energy_overview() -> str:
    rd = [("02.04.2025", "Energie electrică", "18 452 kWh", "autocitire (aplicație)"), ("03.03.2025", "Energie electrică", "18 161 kWh", "autocitire (aplicație)"),
          ("03.04.2025", "Gaze naturale", "3 214 m³", "citire distribuitor"), ("04.03.2025", "Gaze naturale", "3 052 m³", "estimare")]
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td></tr>" for a, b, c, d in rd)
    bars = "".join(f"<div class='{'g' if k % 2 else ''}' style='height:{h}%'></div>" for k, h in enumerate((62, 88, 58, 81, 55, 70, 49, 44, 51, 38, 57, 61)))
    body = ("<div class='ct'><h1>Bună ziua, " + _pii("DENY_LIST", "Ioana", "deny-listed given name alone in a portal greeting") + "!</h1>"
            "<div class='sub'>Ultima autentificare: 17.04.2025, 21:42 · Ai 2 contracte active la locul de consum de mai jos</div>"
            "<div class='cards'><div class='cd'><div class='k'>Sold curent</div><div class='v'>0,00 lei</div><span class='pl'>La zi</span></div>"
            "<div class='cd'><div class='k'>Ultima factură · VLT25 0418 2291</div><div class='v'>287,41 lei</div><div class='k'>scadentă 15.05.2025 · debit direct activ de luna viitoare</div></div>"
            "<div class='cd' style='flex:1.4'><div class='k'>Loc de consum</div><div style='margin-top:4px;line-height:1.4'>" + _pii("STREET_ADDRESS", "Str. Fabricii nr. 46, bl. C3, sc. 2, ap. 37, Sector 6, București 060824", "supply address on an energy portal's card")
            + "</div></div></div>"
            "<div class='two'><div class='pn' style='flex:1.5'><h3>Contracte</h3><table class='tb'><tr><th>Serviciu</th><th>Cod loc consum (POD)</th><th>Serie contor</th><th>Tarif</th><th>Index curent</th></tr>"
            "<tr><td>Energie electrică</td><td>RO005E512345678</td><td>42187731</td><td>Voltaria Casa Fix 24</td><td>18 452 kWh</td></tr>"
            "<tr><td>Gaze naturale</td><td>DEGRLOC00123456789</td><td>G4 18GA0917</td><td>Voltaria Gaz Casa</td><td>3 214 m³</td></tr></table>"
            "<h3 style='margin-top:12px'>Istoric citiri</h3><table class='tb'><tr><th>Data</th><th>Serviciu</th><th>Index</th><th>Tip citire</th></tr>" + rows + "</table></div>"
            "<div class='pn' style='flex:1'><h3>Consum lunar (kWh / m³)</h3><div class='bar'>" + bars + "</div>"
            "<div class='mo'><span>M</span><span>A</span><span>M</span><span>I</span><span>I</span><span>A</span><span>S</span><span>O</span><span>N</span><span>D</span><span>I</span><span>F</span></div>"
            "<h3 style='margin-top:12px'>Date de contact</h3><div class='grey'><span class='k'>Telefon mobil</span>" + _pii("PHONE_NUMBER", "0722 481 306", "mobile with a trunk 0 in grey low-contrast contact details")
            + "<span class='k'>E-mail (factură electronică)</span>" + _pii("EMAIL_ADDRESS", "ioana.stefanescu91@yahoo.com", "e-mail in grey low-contrast contact details")
            + "<span class='k'>Preferințe</span>Factură electronică · SMS la emiterea facturii</div></div></div>"
            "<div class='note'>Voltaria Energie Furnizare S.A. · Bd. Iuliu Maniu nr. 7, Corp A, București · CUI RO22000460 · J40/1824/2007 · Call center 021 9391 (L–V 8–20)</div></div>")
    return _en(body, "contulmeu.voltaria.ro/acasa")


def _mandate(iban: str, cnp_shown: str, typing: bool, bank: str) -> str:
    cnp_cls = "in f" if typing else "in"
    cnp = _pii("ID_NUMBER", cnp_shown, "Romanian personal code (CNP) half typed in a form field at 150 %" if typing else "Romanian personal code (CNP) in a form field at 150 %") + ("<span class='car'></span>" if typing else "")
    return ("<div class='fm'><h2>Mandat de debit direct SEPA</h2><div class='note' style='margin:0 0 8px'>Prin semnarea acestui mandat autorizați Voltaria Energie Furnizare S.A. să transmită instrucțiuni băncii dvs. "
            "pentru debitarea contului cu valoarea facturilor emise.</div><div class='fl'>"
            "<div><label>Titular cont</label><div class='in'>" + _pii("DENY_LIST", "ȘTEFĂNESCU IOANA", "deny-listed name surname first in capitals in a mandate form at 150 %") + "</div></div>"
            f"<div><label>CNP titular</label><div class='{cnp_cls}'>{cnp}</div></div>"
            "<div><label>IBAN</label><div class='in'>" + _pii("IBAN_CODE", iban, "Romanian IBAN in a mandate form at 150 %") + "</div></div>"
            f"<div><label>Banca</label><div class='in ro'>{bank}</div></div>"
            "<div><label>Referință mandat (UMR)</label><div class='in ro'>VOLT-DD-2025-0418-7731</div></div>"
            "<div><label>Identificator creditor</label><div class='in ro'>RO27ZZZ0000022000460</div></div>"
            "<div><label>Tip plată</label><div class='in ro'>Recurentă · ziua scadenței</div></div>"
            "<div><label>Limită lunară (opțional)</label><div class='in'>600,00 lei</div></div></div>"
            "<div class='note'>☑ Sunt de acord cu termenii mandatului · Puteți revoca mandatul oricând din Contul meu sau la bancă. Rambursare posibilă în 8 săptămâni de la debitare.</div>"
            "<div style='margin-top:8px;display:flex;gap:8px'><span class='btn' style='background:#0b4f6c;font-size:12px;padding:5px 12px'>Salvează mandatul</span><span class='btn2' style='font-size:12px;padding:5px 12px'>Renunță</span></div></div>")


def energy_mandate_typing(iban: str, cnp: str) -> str:
    return _en(_mandate(iban, cnp[:7], True, "(se completează din IBAN)"), "contulmeu.voltaria.ro/plati/debit-direct/nou", zoom=True)


def energy_mandate_saved(iban: str, cnp: str) -> str:
    toast = ("<div class='toast'><b>✓ Mandatul a fost salvat</b><br>Prima debitare: 15.06.2025 · factura VLT25 0518. Confirmarea a fost trimisă pe e-mail "
             "la i•••••@yahoo.com.</div>")
    return _en(_mandate(iban, cnp, False, "Banca Transilvania S.A."), "contulmeu.voltaria.ro/plati/debit-direct/nou", zoom=True, extra=toast)


# --------------------------------------------------------------------------------- blindq1: mobile operator (CL)
MO_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f4f1fa;color:#231a33;font-size:14px}
.mw{height:756px;overflow:hidden;position:relative} .zm{transform:scale(.8);transform-origin:0 0;width:1600px}
.hd{height:62px;background:#5b21b6;color:#fff;display:flex;align-items:center;gap:26px;padding:0 30px;font-size:15px} .hd b{font-size:22px}
.hd .r{margin-left:auto;font-size:14px}
.ct{padding:18px 30px;display:flex;gap:18px} .col{flex:1;min-width:0}
.hi{font-size:28px;margin:0 0 4px} .sub{color:#6b6280;margin-bottom:14px}
.bx{background:#fff;border-radius:12px;padding:16px 20px;box-shadow:0 1px 3px rgba(0,0,0,.08);margin-bottom:16px} .bx h3{margin:0 0 10px;font-size:17px}
.num{font-size:30px;font-weight:bold;color:#5b21b6} .pill{display:inline-block;border-radius:12px;padding:3px 11px;font-size:13px;margin-right:6px}
.meter{height:12px;background:#ece6f7;border-radius:6px;overflow:hidden;margin:6px 0 2px} .meter div{height:100%;background:#8b5cf6}
.kv{display:grid;grid-template-columns:190px 1fr;gap:7px 12px} .kv .k{color:#6b6280}
.tbl{width:100%;font-size:14px} .tbl th{text-align:left;color:#6b6280;font-weight:normal;border-bottom:2px solid #ece6f7;padding:7px 8px} .tbl td{padding:7px 8px;border-bottom:1px solid #f0ecf6}
.tbl tr.hv td{background:#f3edff}
.tip{position:absolute;width:300px;background:#231a33;color:#f5f3ff;border-radius:8px;padding:10px 13px;font-size:13px;line-height:1.45;box-shadow:0 6px 18px rgba(0,0,0,.3);z-index:4}
.tip:before{content:'';position:absolute;left:24px;top:-7px;border:7px solid transparent;border-top:0;border-bottom-color:#231a33}
.dim{position:absolute;inset:0;background:rgba(20,10,40,.55)}
.modal{position:absolute;left:390px;top:170px;width:500px;background:#fff;border-radius:14px;padding:22px 26px;box-shadow:0 18px 50px rgba(0,0,0,.4);z-index:6;font-size:14px;line-height:1.5}
.modal h2{margin:0 0 8px;font-size:20px} .modal .code{font-family:"DejaVu Sans Mono",monospace;font-size:30px;letter-spacing:4px;background:#f4f1fa;border-radius:8px;padding:10px;text-align:center;margin:10px 0}
"""


def _mo(body: str, url: str, extra: str = "", zoom: bool = True) -> str:
    hd = ("<div class='hd'><b>andes móvil</b><span>Mi cuenta</span><span>Planes</span><span>Equipos</span><span>Boletas</span><span>Soporte</span>"
          "<span class='r'>Hola, " + _pii("DENY_LIST", "Camila", "deny-listed given name alone in an operator's header greeting") + " ▾</span></div>")
    inner = hd + body
    return _page(url, "Mi cuenta · Andes Móvil", f"<div class='mw'>{f'<div class=zm>{inner}</div>' if zoom else inner}{extra}</div>", MO_CSS)


def mobile_line(rut: str) -> str:
    calls = [("17/04 19:12", _pii("PHONE_NUMBER", "+56 9 7731 0458", "called mobile in a call-detail table"), "Móvil", "12:41", "$0"),
             ("17/04 13:05", "600 637 3737", "Banco (red fija)", "04:12", "$0"),
             ("16/04 21:30", _pii("PHONE_NUMBER", "+56 9 5218 6604", "called mobile in a call-detail table"), "Móvil", "01:58", "$0"),
             ("16/04 08:47", "103", "Buzón de voz", "00:35", "$0"),
             ("15/04 18:22", _pii("PHONE_NUMBER", "(2) 2634 1907", "landline with its area code in brackets in a call-detail table"), "Red fija Santiago", "07:03", "$0"),
             ("14/04 10:10", "+51 1 611 8000", "Larga distancia internacional (Perú)", "03:20", "$1.140")]
    rows = "".join(f"<tr class='{'hv' if k == 0 else ''}'><td>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td><td>{e}</td></tr>" for k, (a, b, c, d, e) in enumerate(calls))
    left = ("<div class='col'><div class='hi'>Hola, " + _pii("DENY_LIST", "Camila", "deny-listed given name alone in a greeting") + "</div><div class='sub'>Tu ciclo de facturación va del 5 de abril al 4 de mayo · quedan 17 días</div>"
            "<div class='bx'><h3>Tu línea</h3><div class='num'>" + _pii("PHONE_NUMBER", "+56 9 8412 7730", "the line's own number on an operator's account page") + "</div>"
            "<span class='pill' style='background:#ede9fe;color:#5b21b6'>Plan Libre 40 GB</span><span class='pill' style='background:#dcfce7;color:#166534'>Activa</span><span class='pill' style='background:#fef3c7;color:#92400e'>5G</span>"
            "<div style='margin-top:12px'>Datos: 23,4 GB de 40 GB</div><div class='meter'><div style='width:58%'></div></div>"
            "<div style='margin-top:8px'>Minutos: ilimitados · SMS: 41 enviados · Roaming América: 2 GB</div></div>"
            "<div class='bx'><h3>Detalle de llamadas (últimos 7 días)</h3><table class='tbl'><tr><th>Fecha</th><th>Número</th><th>Destino</th><th>Duración</th><th>Cargo</th></tr>" + rows + "</table>"
            "<div style='color:#6b6280;font-size:13px;margin-top:6px'>Mostrando 6 de 84 llamadas · Descargar detalle (CSV)</div></div></div>")
    right = ("<div class='col' style='flex:.8'><div class='bx'><h3>Titular del plan</h3><div class='kv'><span class='k'>Nombre</span><span>" + _pii("DENY_LIST", "Camila Soto Valenzuela", "deny-listed name with both surnames as a plan's holder")
             + "</span><span class='k'>RUT</span><span>" + _pii("ID_NUMBER", rut, "Chilean RUT with dots and check digit on an operator's account page") + "</span>"
             "<span class='k'>Cliente desde</span><span>marzo 2019</span><span class='k'>Boleta electrónica</span><span>día 5 de cada mes · PAT Visa •••• 2291</span></div></div>"
             "<div class='bx'><h3>Líneas del plan familiar</h3><div class='kv'><span class='k'>Línea principal</span><span>" + _pii("PHONE_NUMBER", "+56 9 8412 7730", "the line's own number in a family plan panel") + " (tú)</span>"
             "<span class='k'>Línea adicional</span><span>" + _pii("PHONE_NUMBER", "+56 9 6620 1184", "additional line's number in a family plan") + " · " + _pii("PERSON", "Tomás", "additional line user's first name in a family plan") + "</span>"
             "<span class='k'>Cargo fijo</span><span>$14.990 + $6.990 / mes</span><span class='k'>Próxima boleta</span><span>$21.980 · vence 15/05/2025</span></div></div>"
             "<div class='bx'><h3>Ofertas para ti</h3>Portabilidad a fibra Hogar 600 Mb con 50 % dcto. por 6 meses · Samsung Galaxy A55 desde $12.990/mes en 24 cuotas</div></div>")
    tip = ("<div class='tip dropdown' style='left:128px;top:368px'><b>Contacto guardado</b><br>" + _pii("PERSON", "Ignacio Rojas", "saved contact's name in a tooltip over a call table")
           + "<br>Móvil " + _pii("PHONE_NUMBER", "+56 9 7731 0458", "saved contact's mobile in a tooltip over a call table") + "<br>3 llamadas este mes · 38 min</div>")
    return _mo(f"<div class='ct'>{left}{right}</div>", "micuenta.andesmovil.cl/linea/resumen", tip)


def mobile_sim(iccid: str, imei: str) -> str:
    left = ("<div class='col'><div class='hi'>Mi SIM y equipo</div><div class='sub'>Gestiona tu chip, bloqueos y portabilidad</div>"
            "<div class='bx'><h3>Chip (SIM física)</h3><div class='kv'><span class='k'>Número</span><span>" + _pii("PHONE_NUMBER", "+56 9 8412 7730", "the line's own number on an operator's SIM page") + "</span>"
            "<span class='k'>ICCID</span><span>" + _pii("ID_NUMBER", _sp(iccid), "SIM card ICCID on an operator's SIM page") + "</span>"
            "<span class='k'>Estado</span><span><span class='pill' style='background:#dcfce7;color:#166534'>Activa</span> desde 11/03/2023</span>"
            "<span class='k'>PIN / PUK</span><span>PIN bloqueado tras 3 intentos · <u>Ver código PUK</u></span></div></div>"
            "<div class='bx'><h3>Equipo registrado</h3><div class='kv'><span class='k'>Modelo</span><span>Samsung Galaxy A54 5G · 128 GB</span>"
            "<span class='k'>IMEI</span><span>" + _pii("ID_NUMBER", f"{imei[:2]} {imei[2:8]} {imei[8:14]} {imei[14]}", "phone IMEI on an operator's device page") + "</span>"
            "<span class='k'>Registro SUBTEL</span><span>Homologado · inscrito 11/03/2023</span><span class='k'>Pedido</span><span>ORD-CL-2023-0311-4471 · $9.990 × 24</span></div></div></div>")
    right = ("<div class='col' style='flex:.8'><div class='bx'><h3>Portabilidad</h3>¿Te cambias de compañía? Entrega este código a la nueva compañía. Vence en 48 horas.<br>"
             "<div class='kv' style='margin-top:8px'><span class='k'>Código de autorización</span><span style='font-family:DejaVu Sans Mono,monospace'>" + _pii("SECRET_VALUE", "PX4821KQ", "number-port authorisation code on an operator's page") + "</span>"
             "<span class='k'>Generado</span><span>18/04/2025 09:14</span></div></div>"
             "<div class='bx'><h3>Bloqueo por robo o pérdida</h3>Llama al 103 desde otro teléfono o bloquea aquí. Tu equipo quedará en la lista negra de IMEI.<br><span class='btn' style='background:#b91c1c;margin-top:8px'>Bloquear línea y equipo</span></div></div>")
    modal = ("<div class='modal dropdown'><h2>Tu código PUK</h2>SIM de tu línea principal · solicitado por "
             + _pii("DENY_LIST", "CAMILA SOTO V.", "deny-listed name in capitals with the second surname's initial in a modal") + "<div class='code'>"
             + _pii("SECRET_VALUE", "73914062", "SIM PUK code revealed in a modal over a dimmed page") + "</div>"
             "Ingrésalo en tu teléfono y luego elige un PIN nuevo de 4 a 8 dígitos. Después de 10 intentos fallidos la SIM se bloquea definitivamente y deberás pedir un chip nuevo en sucursal ($2.990)."
             "<div style='margin-top:14px;display:flex;gap:10px'><span class='btn' style='background:#5b21b6'>Copiar</span><span class='btn2'>Cerrar</span></div></div>")
    return _mo(f"<div class='ct'>{left}{right}</div>", "micuenta.andesmovil.cl/linea/sim", "<div class='dim'></div>" + modal)


# ------------------------------------------------------------------------------------ blindq2: dental clinic (PL)
DE_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#eef6f6;color:#16323a;font-size:12px}
.dw{height:756px;overflow:hidden} .zm{transform:scale(1.25);transform-origin:0 0;width:1024px;display:flex}
.sd{width:176px;background:#0f766e;color:#e6fffb;padding:12px 10px;flex:none;height:605px} .sd b{font-size:15px;display:block;margin-bottom:10px}
.pc{background:rgba(255,255,255,.1);border-radius:8px;padding:9px;margin-bottom:10px;line-height:1.45;word-break:break-all} .pc .k{font-size:9.5px;color:#99f6e4;display:block;margin-top:5px;word-break:normal}
.sd .mn div{padding:5px 4px;border-radius:4px} .sd .mn .on{background:rgba(255,255,255,.18)}
.mn2{flex:1;padding:10px 14px;min-width:0} h2{margin:0 0 8px;font-size:16px}
.bx{background:#fff;border-radius:8px;padding:10px 12px;margin-bottom:10px;box-shadow:0 1px 2px rgba(0,0,0,.06)} .bx h3{margin:0 0 6px;font-size:13px;color:#0f766e}
.vs{display:flex;gap:10px;align-items:center;padding:6px 0;border-bottom:1px solid #eef2f2} .vs .d{width:58px;text-align:center;background:#ccfbf1;border-radius:6px;padding:4px 0;font-size:11px;line-height:1.2} .vs .d b{font-size:16px;display:block}
.vs small{color:#5b7480} .pr{margin-left:auto;font-weight:bold}
.fam{display:flex;gap:10px} .fm{flex:1;border:1px solid #d7e7e7;border-radius:8px;padding:8px} .pill{display:inline-block;border-radius:10px;padding:2px 8px;font-size:10.5px;color:#fff;background:#7c3aed;margin-top:4px}
.tb{width:100%;font-size:11px} .tb th{text-align:left;color:#5b7480;font-weight:normal;border-bottom:1px solid #d7e7e7;padding:3px 5px} .tb td{padding:3px 5px;border-bottom:1px solid #f0f5f5}
.teeth{display:grid;grid-template-columns:repeat(10,1fr);gap:3px;text-align:center;font-size:10px} .teeth div{border:1px solid #cfe2e2;border-radius:4px;padding:3px 0}
.teeth .c{background:#fde68a} .teeth .s{background:#bfdbfe} .teeth .x{background:#fecaca}
.al{background:#fff1f2;border-left:3px solid #e11d48;padding:6px 8px;line-height:1.45;margin-bottom:8px}
"""


def _dent(main: str, card: str, active: str) -> str:
    menu = "".join(f"<div class='{'on' if m == active else ''}'>{m}</div>" for m in ("Pulpit", "Wizyty", "Dokumentacja", "Rodzina", "Płatności", "Wiadomości", "Ustawienia"))
    inner = f"<div class='zm'><div class='sd'><b>DentiPlus</b>{card}<div class='mn'>{menu}</div></div><div class='mn2'>{main}</div></div>"
    return _page("pacjent.dentiplus.pl/rodzina/zuzanna", "DentiPlus · Strefa pacjenta", f"<div class='dw'>{inner}</div>", DE_CSS)


def _dent_card(pesel: str) -> str:
    return ("<div class='pc'><span style='font-size:13px'>" + _pii("PERSON", "Katarzyna Wróblewska", "patient's name in a narrow sidebar card at 125 %") + "</span>"
            "<span class='k'>PESEL</span>" + _pii("ID_NUMBER", pesel, "PESEL in a narrow sidebar card at 125 %")
            + "<span class='k'>Telefon</span>" + _pii("PHONE_NUMBER", "+48 601 772 394", "mobile in a narrow sidebar card at 125 %")
            + "<span class='k'>E-mail</span>" + _pii("EMAIL_ADDRESS", "katarzyna.wroblewska86@onet.pl", "e-mail wrapped in a narrow sidebar card at 125 %")
            + "<span class='k'>Adres</span>" + _pii("STREET_ADDRESS", "ul. Racławicka 112/18, 02-634 Warszawa", "home address wrapped in a narrow sidebar card at 125 %") + "</div>")


def dental_home(pesel: str, pesel_kid: str) -> str:
    visits = [("28", "kwi", "pon 16:30", "Przegląd + higienizacja (skaling, piaskowanie)", "lek. dent. " + _pii("PERSON", "Marek Zieliński", "dentist's name in an upcoming-visit list"), "380 zł"),
              ("06", "maj", "wt 15:00", "Lakowanie zębów 36, 46 · " + _pii("PERSON", "Zuzia", "child's pet name in an upcoming-visit list"), "lek. dent. " + _pii("PERSON", "Agnieszka Dudek", "dentist's name in an upcoming-visit list"), "240 zł"),
              ("19", "cze", "czw 08:15", "Leczenie kanałowe 25 (2. wizyta)", "dr n. med. " + _pii("PERSON", "Paweł Kamiński", "dentist's name in an upcoming-visit list"), "950 zł")]
    vs = "".join(f"<div class='vs'><div class='d'><b>{d}</b>{m}</div><div>{t} · {w}<br><small>{who}</small></div><span class='pr'>{p}</span></div>" for d, m, t, w, who, p in visits)
    fam = ("<div class='fam'><div class='fm'><b>" + _pii("PERSON", "Zuzanna Wróblewska", "child's name in a family members panel") + "</b> (8 lat)<br><small style='color:#5b7480'>PESEL</small> "
           "<span class='pill'>" + _pii("ID_NUMBER", pesel_kid, "child's PESEL on a coloured pill") + "</span><br><small style='color:#5b7480'>Opiekun prawny: Ty · ostatnia wizyta 14.01.2025</small></div>"
           "<div class='fm'><b>" + _pii("PERSON", "Jakub Wróblewski", "spouse's name in a family members panel") + "</b><br><small style='color:#5b7480'>Konto powiązane · zgoda na wgląd do 31.12.2025</small><br><span class='pill' style='background:#0891b2'>Abonament Rodzina</span></div>"
           "<div class='fm' style='border-style:dashed;color:#5b7480;text-align:center;padding-top:18px'>+ Dodaj członka rodziny</div></div>")
    main = ("<h2>Dzień dobry!</h2><div class='bx'><h3>Najbliższe wizyty</h3>" + vs + "<div style='margin-top:6px;color:#0f766e'>Umów wizytę · Odwołaj do 24 h przed terminem bez opłat</div></div>"
            "<div class='bx'><h3>Rodzina</h3>" + fam + "</div>"
            "<div class='bx'><h3>Płatności</h3>Saldo: 0,00 zł · Abonament Rodzina 149 zł/mies. · Faktura FV/2025/04/1187 opłacona 02.04.2025</div>"
            "<div style='color:#5b7480'>DentiPlus Centrum Stomatologii · ul. Grójecka 186, 02-390 Warszawa · rejestracja 22 658 40 12</div>")
    return _dent(main, _dent_card(pesel), "Pulpit")


def dental_child() -> str:
    chart = ""
    for row in ((55, 54, 53, 52, 51, 61, 62, 63, 64, 65), (85, 84, 83, 82, 81, 71, 72, 73, 74, 75)):
        for t in row:
            chart += f"<div class='{ {54: 'c', 64: 's', 75: 'c', 85: 'x', 84: 's'}.get(t, '') }'>{t}</div>"
    hist = [("14.01.2025", "Wypełnienie kompozytowe 75 (klasa I)", "A. Dudek", "220 zł"), ("14.01.2025", "Fluoryzacja lakierem", "A. Dudek", "90 zł"),
            ("22.08.2024", "Ekstrakcja 85 (ząb mleczny)", "M. Zieliński", "150 zł"), ("22.08.2024", "RTG punktowe", "M. Zieliński", "40 zł"),
            ("03.02.2024", "Lakowanie 16, 26", "A. Dudek", "240 zł")]
    tr = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td></tr>" for a, b, c, d in hist)
    main = ("<h2>Dokumentacja: " + _pii("PERSON", "Zuzanna Wróblewska", "child's name in a record heading") + "</h2>"
            "<div class='bx'><div style='display:flex;gap:20px'><div>Data urodzenia<br><b>" + _pii("DATE_OF_BIRTH", "02.03.2017", "child's date of birth in a dental record") + "</b></div>"
            "<div>Szkoła<br><b>SP nr 84 im. Radosława</b></div><div>Grupa krwi<br><b>A Rh+</b></div><div>Lekarz prowadzący<br><b>" + _pii("PERSON", "A. Dudek", "dentist's initial and surname in a dental record") + "</b></div></div></div>"
            "<div class='al'><b>Uwagi:</b> uczulenie na lateks i amoksycylinę. Silny lęk przed wiertłem — znieczulenie powierzchniowe. W razie pytań dzwonić do mamy ("
            + _pii("PERSON", "Katarzyna", "mother's first name in a dental record note") + ") pod nr " + _pii("PHONE_NUMBER", "(22) 843 17 59", "home landline with its area code in brackets in a record note") + " po 17:00.</div>"
            "<div class='bx'><h3>Diagram zębowy (uzębienie mleczne)</h3><div class='teeth'>" + chart + "</div>"
            "<div style='margin-top:5px;color:#5b7480;font-size:10.5px'>■ żółty: wypełnienie · ■ niebieski: lak · ■ czerwony: usunięty</div></div>"
            "<div class='bx'><h3>Historia leczenia</h3><table class='tb'><tr><th>Data</th><th>Procedura</th><th>Lekarz</th><th>Koszt</th></tr>" + tr + "</table></div>"
            "<div class='bx'>Zgoda na leczenie małoletniej podpisana: 03.02.2024 · " + _pii("PERSON", "Katarzyna Wróblewska", "mother's name signing a consent in a dental record") + " (matka)</div>")
    return _dent(main, "<div class='pc'><span style='font-size:13px'>Konto: " + _pii("PERSON", "Katarzyna W.", "account holder's first name and initial in a sidebar card") + "</span><span class='k'>Przeglądasz profil dziecka</span>" + _pii("PERSON", "Zuzia", "child's pet name in a sidebar card") + " · 8 lat</div>", "Dokumentacja")


# ------------------------------------------------------------------------------------ blindq3: gym app (ID, HiDPI)
PHONE_CSS = """
body{background:#1c1917} .desk{display:flex;justify-content:center;gap:70px;padding-top:14px;height:756px}
.ph{width:330px;height:700px;border:10px solid #000;border-radius:38px;background:#fff;overflow:hidden;position:relative;font-family:"DejaVu Sans",sans-serif;font-size:12.5px;color:#1c1917;box-shadow:0 0 0 2px #44403c}
.sb{height:28px;display:flex;justify-content:space-between;padding:6px 20px 0;font-size:11.5px;font-weight:bold}
.nvb{position:absolute;bottom:0;left:0;right:0;height:52px;border-top:1px solid #eee;display:flex;justify-content:space-around;align-items:center;font-size:10.5px;color:#666;background:#fff}
.ttl{font-size:18px;font-weight:bold;padding:6px 16px}
.mc{margin:8px 16px;border-radius:16px;background:linear-gradient(135deg,#111827,#7c2d12);color:#fff;padding:16px;height:400px;position:relative}
.mc .lg{font-size:16px;font-weight:bold;color:#fb923c} .mc .nm{font-size:17px;letter-spacing:1px;margin-top:14px}
.qr{display:grid;grid-template-columns:repeat(21,7px);grid-auto-rows:7px;background:#fff;padding:8px;width:163px;margin:14px auto 8px} .qr i{background:#fff} .qr i.b{background:#000}
.pill{display:inline-block;border-radius:10px;padding:2px 9px;font-size:10.5px;font-weight:bold}
.pf{padding:2px 16px} .pf .k{font-size:10.5px;color:#78716c;margin-top:8px} .pf .v{font-size:13px;line-height:1.35}
.sec{font-size:10.5px;color:#ea580c;font-weight:bold;margin:12px 16px 0;letter-spacing:.5px}
.cl{display:flex;gap:8px;padding:8px 14px;border-bottom:1px solid #f1f0ef;align-items:center} .cl .t{width:44px;font-weight:bold;font-size:12px} .cl small{color:#78716c}
.days{display:flex;gap:6px;padding:4px 14px 8px} .days span{flex:1;text-align:center;border-radius:10px;padding:5px 0;background:#f5f5f4;font-size:11px} .days .on{background:#ea580c;color:#fff}
.gp{margin:10px 16px;border:2px dashed #ea580c;border-radius:14px;padding:14px;background:#fff7ed}
.toast{position:absolute;left:12px;right:12px;bottom:64px;background:#1c1917;color:#fff;border-radius:10px;padding:10px 12px;font-size:12px;line-height:1.4;z-index:5}
"""


def _phones(left: str, right: str) -> str:
    return _win("<span style='color:#e7e5e4'>Phone mirroring · Galaxy S23</span><span style='color:#a8a29e'>Connected over USB</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", PHONE_CSS, bar="#292524", fg="#e7e5e4")


def _qr(seed: int) -> str:
    r = random.Random(seed)
    cells = []
    for y in range(21):
        for x in range(21):
            fx = (x < 7 and y < 7) or (x > 13 and y < 7) or (x < 7 and y > 13)
            if fx:
                ax, ay = x % 14 if x > 13 else x, y % 14 if y > 13 else y
                b = ax in (0, 6) or ay in (0, 6) or (2 <= ax <= 4 and 2 <= ay <= 4)
            else:
                b = r.random() < 0.48
            cells.append(f"<i class='{'b' if b else ''}'></i>")
    return f"<div class='qr'>{''.join(cells)}</div>"


def _nav(on: str) -> str:
    return "<div class='nvb'>" + "".join(f"<span style='{'color:#ea580c;font-weight:bold' if t == on else ''}'>{t}</span>" for t in ("Beranda", "Kelas", "Kartu", "Progres", "Profil")) + "</div>"


SBAR = "<div class='sb'><span>07:12</span><span>4G ▮ 64%</span></div>"


def gym_card(nik: str) -> str:
    left = (SBAR + "<div class='ttl'>Kartu Member</div><div class='mc'><div class='lg'>FITHUB</div><div style='font-size:11px;color:#fed7aa'>Kemang · Jakarta Selatan</div>"
            "<div class='nm'>" + _pii("PERSON", "RINA WULANDARI", "member's name in capitals on a digital member card") + "</div>"
            "<span class='pill' style='background:#fbbf24;color:#451a03;margin-top:6px'>PLATINUM</span>" + _qr(4471)
            + "<div style='text-align:center;font-family:DejaVu Sans Mono,monospace;font-size:14px;letter-spacing:1px'>" + _pii("ID_NUMBER", "FHK-0293-5518", "member id under a QR code on a member card") + "</div>"
            "<div style='text-align:center;font-size:10.5px;color:#fed7aa;margin-top:6px'>Berlaku s/d 31 Des 2025 · Semua cabang Jabodetabek</div></div>"
            "<div style='text-align:center;color:#78716c;font-size:11px'>Tunjukkan QR di meja resepsionis · Kecerahan layar dinaikkan</div>" + _nav("Kartu"))
    right = (SBAR + "<div class='ttl'>Profil</div><div class='pf'>"
             "<div class='k'>Nama lengkap</div><div class='v'>" + _pii("PERSON", "Rina Wulandari", "member's name in a gym app profile") + "</div>"
             "<div class='k'>NIK (KTP)</div><div class='v'>" + _pii("ID_NUMBER", nik, "Indonesian NIK in a gym app profile") + "</div>"
             "<div class='k'>Tanggal lahir</div><div class='v'>" + _pii("DATE_OF_BIRTH", "19 Juli 1993", "date of birth in a gym app profile") + "</div>"
             "<div class='k'>No. HP / WhatsApp</div><div class='v'>" + _pii("PHONE_NUMBER", "0812-8845-3071", "mobile with dashes and a trunk 0 in a gym app profile") + "</div>"
             "<div class='k'>Email</div><div class='v'>" + _pii("EMAIL_ADDRESS", "rina.wulandari93@gmail.com", "e-mail in a gym app profile") + "</div>"
             "<div class='k'>Alamat</div><div class='v'>" + _pii("STREET_ADDRESS", "Jl. Kemang Timur No. 21B, RT 004/RW 002, Bangka, Mampang Prapatan, Jakarta Selatan 12730", "home address wrapped in a narrow phone screen") + "</div></div>"
             "<div class='sec'>KONTAK DARURAT</div><div class='pf'><div class='v' style='margin-top:4px'>" + _pii("PERSON", "Agus Wicaksono", "emergency contact's name in a gym app") + " (Suami)</div>"
             "<div class='v'>" + _pii("PHONE_NUMBER", "+62 813-1902-4475", "emergency contact's mobile in a gym app") + "</div></div>"
             "<div class='sec'>KEANGGOTAAN</div><div class='pf'><div class='v' style='margin-top:4px'>Platinum 12 bulan · Rp 649.000/bulan<br>Autodebet BCA •••• 7719 · tagihan berikutnya 01/05/2025</div></div>" + _nav("Profil"))
    return _phones(left, right)


def gym_classes() -> str:
    cls = [("06:30", "Spin 45", "Studio B", "Dimas", "#2563eb", "Penuh"), ("07:30", "Yoga Flow", "Studio A", "Putri", "#059669", "Dipesan ✓"),
           ("12:15", "HIIT Express", "Lantai 2", "Bayu", "#dc2626", "4 slot"), ("18:00", "Body Pump", "Studio B", "Sekar", "#7c3aed", "Dipesan ✓"),
           ("19:15", "Muay Thai", "Ring", "Arif", "#ea580c", "9 slot")]
    rows = "".join(f"<div class='cl'><span class='t'>{t}</span><div style='flex:1'><b>{n}</b><br><small>{s} · </small><span class='pill' style='background:{c};color:#fff'>Coach "
                   + _pii("PERSON", coach, "coach's first name on a coloured pill in a class schedule") + f"</span></div><small>{st}</small></div>" for t, n, s, coach, c, st in cls)
    left = (SBAR + "<div class='ttl'>Jadwal Kelas</div><div class='days'><span>Sen<br>21</span><span class='on'>Sel<br>22</span><span>Rab<br>23</span><span>Kam<br>24</span><span>Jum<br>25</span></div>"
            + rows + "<div style='padding:10px 14px;color:#78716c;font-size:11px'>Batalkan maks. 2 jam sebelum kelas. 3× tidak hadir = blokir booking 7 hari.</div>" + _nav("Kelas"))
    right = (SBAR + "<div class='ttl'>Guest Pass</div><div style='padding:0 16px;color:#78716c'>Ajak teman latihan gratis 1× per bulan (sisa 1 dari 2)</div>"
             "<div class='gp'><div style='font-size:10.5px;color:#9a3412;font-weight:bold'>TAMU / GUEST</div><div style='font-size:17px;letter-spacing:1px;margin:4px 0'>"
             + _pii("DENY_LIST", "PHAM VAN MINH", "deny-listed name in capitals without diacritics on a guest pass") + "</div>"
             "<div class='k' style='font-size:10.5px;color:#78716c;margin-top:6px'>No. HP tamu</div><div>" + _pii("PHONE_NUMBER", "+84 93 772 0158", "guest's Vietnamese mobile on a guest pass") + "</div>"
             "<div style='font-size:10.5px;color:#78716c;margin-top:6px'>Berlaku</div><div>Sel, 22 Apr 2025 · 17:00–22:00 · FitHub Kemang</div>"
             "<div style='font-size:10.5px;color:#78716c;margin-top:6px'>Diundang oleh</div><div>" + _pii("PERSON", "Rina W.", "inviting member's first name and initial on a guest pass") + "</div>"
             + _qr(9127).replace("class='qr'", "class='qr' style='width:128px;grid-template-columns:repeat(21,5.4px);grid-auto-rows:5.4px;padding:6px'") + "</div>"
             "<div class='toast'>✓ Undangan terkirim lewat WhatsApp. Tamu wajib membawa paspor/KTP asli.</div>" + _nav("Beranda"))
    return _phones(left, right)


# ------------------------------------------------------------------------------------ blindq4: public library (CZ)
LIB_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#fbfaf7;color:#2b2a27;font-size:15px}
.lw{height:756px;overflow:hidden} .zm{transform:scale(.67);transform-origin:0 0;width:1910px}
.hd{height:70px;background:#8b1e3f;color:#fff;display:flex;align-items:center;gap:30px;padding:0 36px;font-size:16px} .hd b{font-size:24px}
.srch{background:#fff;color:#888;border-radius:4px;padding:8px 14px;width:460px}
.ct{display:flex;gap:24px;padding:22px 36px} .mn{flex:1;min-width:0} .sd{width:420px;flex:none}
h1{font-size:28px;margin:0 0 12px;font-weight:normal} .tabs{display:flex;gap:24px;border-bottom:2px solid #e7e2d8;margin-bottom:14px;font-size:16px} .tabs span{padding:8px 0} .tabs .on{border-bottom:3px solid #8b1e3f;color:#8b1e3f;font-weight:bold}
.tb{width:100%;font-size:15px} .tb th{text-align:left;background:#f1ede4;font-weight:normal;color:#5c574d;padding:8px 10px} .tb td{padding:9px 10px;border-bottom:1px solid #ece7dc;vertical-align:top} .tb small{color:#7a746a}
.bd{display:inline-block;border-radius:12px;padding:3px 11px;font-size:13px;color:#fff}
.card{background:linear-gradient(120deg,#8b1e3f,#c2410c);color:#fff;border-radius:14px;padding:20px;height:220px;position:relative}
.card .nm{font-size:22px;letter-spacing:1.5px;margin-top:28px} .bc{height:46px;margin-top:18px;background:repeating-linear-gradient(90deg,#fff 0 2px,transparent 2px 4px,#fff 4px 7px,transparent 7px 9px);width:280px}
.gr{color:#a29c91} .gr .k{display:block;font-size:13px;color:#b9b3a8;margin-top:10px}
.bx{background:#fff;border:1px solid #ece7dc;border-radius:8px;padding:14px 18px;margin-top:16px}
.ro{border:1px solid #e7e2d8;background:#f7f5f0;color:#a29c91;border-radius:4px;padding:8px 10px;margin-top:3px}
.fl{display:grid;grid-template-columns:1fr 1fr;gap:10px 22px} .fl label{font-size:13px;color:#8b857a}
"""


def _lib(main: str, side: str, tab: str) -> str:
    tabs = "".join(f"<span class='{'on' if t == tab else ''}'>{t}</span>" for t in ("Výpůjčky (5)", "Rezervace (3)", "Historie", "Poplatky", "Nastavení účtu"))
    inner = ("<div class='hd'><b>Městská knihovna Brno</b><span class='srch'>Hledat v katalogu: název, autor, ISBN…</span><span>Katalog</span><span>Pobočky</span><span>Akce</span><span style='margin-left:auto'>Můj účet ▾</span></div>"
             f"<div class='ct'><div class='mn'><h1>Můj čtenářský účet</h1><div class='tabs'>{tabs}</div>{main}</div><div class='sd'>{side}</div></div>")
    return _page("katalog.knihovnabrno.cz/ctenar/konto", "Můj účet · Městská knihovna Brno", f"<div class='lw'><div class='zm'>{inner}</div></div>", LIB_CSS)


def library_loans() -> str:
    loans = [("Válka s mloky", "Karel Čapek", "20.03.2025", "24.04.2025", "<span class='bd' style='background:#d97706'>Vrátit do 2 dnů</span>", "1/3 prodloužení"),
             ("Saturnin", "Zdeněk Jirotka", "20.03.2025", "24.04.2025", "<span class='bd' style='background:#d97706'>Vrátit do 2 dnů</span>", "0/3"),
             ("Hlava XXII", "Joseph Heller", "02.04.2025", "07.05.2025", "<span class='bd' style='background:#15803d'>V pořádku</span>", "0/3"),
             ("Lonely Planet: Vietnam", "Iain Stewart a kol.", "02.04.2025", "07.05.2025", "<span class='bd' style='background:#15803d'>V pořádku</span>", "0/3"),
             ("Krtek a autíčko (DVD)", "Zdeněk Miler", "14.03.2025", "11.04.2025", "<span class='bd' style='background:#b91c1c'>Po termínu · 24 Kč</span>", "nelze")]
    rows = "".join(f"<tr><td><b>{t}</b><br><small>{a}</small></td><td>{p}</td><td>{d}</td><td>{b}</td><td>{r}</td><td><u>Prodloužit</u></td></tr>" for t, a, p, d, b, r in loans)
    main = ("<table class='tb'><tr><th>Titul / autor</th><th>Vypůjčeno</th><th>Vrátit do</th><th>Stav</th><th>Prodloužení</th><th></th></tr>" + rows + "</table>"
            "<div class='bx'>Celkem k úhradě: <b>24 Kč</b> (upomínka za DVD) · Zaplatit kartou online · Registrace platná do 28.02.2026 · Roční poplatek 80 Kč uhrazen</div>"
            "<div class='bx' style='color:#5c574d'>Knihy můžete vracet ve všech pobočkách i v bibliobox na Kobližné 4 (nonstop). Výpůjční doba 35 dní, DVD 14 dní.</div>")
    side = ("<div class='card'><div style='font-size:13px;opacity:.85'>ČTENÁŘSKÝ PRŮKAZ · MKB</div><div class='nm'>" + _pii("PERSON", "TOMÁŠ NOVOTNÝ", "reader's name in capitals on a library card") + "</div>"
            "<div class='bc'></div><div style='font-family:DejaVu Sans Mono,monospace;font-size:16px;margin-top:6px'>" + _pii("ID_NUMBER", "2731000488214", "library card number under a barcode") + "</div></div>"
            "<div class='bx gr'><span class='k'>Telefon pro SMS avíza</span>" + _pii("PHONE_NUMBER", "+420 604 118 392", "mobile in grey low-contrast account details")
            + "<span class='k'>E-mail</span>" + _pii("EMAIL_ADDRESS", "tomas.novotny79@seznam.cz", "e-mail in grey low-contrast account details")
            + "<span class='k'>Kategorie</span>Dospělý čtenář · rodinná registrace</div>"
            "<div class='bx'><b>Doporučujeme</b><br>Alena Mornštajnová: Hana · Patrik Hartl: Prvok, Šampón… · Bianca Bellová: Jezero</div>")
    return _lib(main, side, "Výpůjčky (5)")


def library_holds() -> str:
    holds = [("Jezero", "Bianca Bellová", "Knihovna Jiřího Mahena, Kobližná 4", "<span class='bd' style='background:#15803d'>Připraveno k vyzvednutí</span>", "do 25.04.2025"),
             ("Vietnamská kuchyně", "Uyen Luu", "pobočka Bystrc, Vondrákova 11", "<span class='bd' style='background:#2563eb'>Ve frontě · 3. místo</span>", "—"),
             ("Dune (anglicky)", "Frank Herbert", "pobočka Líšeň, Horníkova 26", "<span class='bd' style='background:#6b7280'>Na cestě mezi pobočkami</span>", "—")]
    rows = "".join(f"<tr><td><b>{t}</b><br><small>{a}</small></td><td>{p}</td><td>{s}</td><td>{d}</td><td><u>Zrušit</u></td></tr>" for t, a, p, s, d in holds)
    main = ("<table class='tb'><tr><th>Titul / autor</th><th>Místo vyzvednutí</th><th>Stav</th><th>Vyzvednout do</th><th></th></tr>" + rows + "</table>"
            "<div class='bx'><h3 style='margin:0 0 10px;font-size:18px'>Nastavení účtu</h3><div class='fl'>"
            "<div><label>Jméno a příjmení</label><div class='ro'>" + _pii("PERSON", "Tomáš Novotný", "reader's name in a grey read-only field") + "</div></div>"
            "<div><label>Datum narození</label><div class='ro'>" + _pii("DATE_OF_BIRTH", "14. 2. 1979", "date of birth in a grey read-only field") + "</div></div>"
            "<div><label>Trvalé bydliště</label><div class='ro'>" + _pii("STREET_ADDRESS", "Údolní 53, 602 00 Brno", "home address in a grey read-only field") + "</div></div>"
            "<div><label>Kontaktní adresa</label><div class='ro'>shodná s trvalým bydlištěm</div></div>"
            "<div><label>Rodinná registrace · druhý člen</label><div class='ro'>" + _pii("DENY_LIST", "Ioana Stefanescu", "deny-listed name without diacritics in a grey read-only field") + "</div></div>"
            "<div><label>Průkaz druhého člena</label><div class='ro'>" + _pii("ID_NUMBER", "2731000491176", "second member's library card number in a grey read-only field") + "</div></div>"
            "</div><div style='margin-top:10px;color:#8b857a;font-size:13px'>Údaje lze změnit pouze osobně v knihovně s dokladem totožnosti (GDPR, čl. 16). Souhlas se zasíláním novinek: ano.</div></div>")
    side = ("<div class='bx' style='margin-top:0'><b>Připraveno k vyzvednutí (1)</b><br>Jezero — regál R-12 u pultu v přízemí, Kobližná 4. Otevřeno Po–Pá 9–19, So 9–13.</div>"
            "<div class='bx'><b>Avíza</b><br>SMS a e-mail 3 dny před koncem výpůjčky · Upomínky e-mailem</div>")
    return _lib(main, side, "Rezervace (3)")


# ------------------------------------------------------------------------------------ blindq5: school admissions (BR)
SC_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f1f5f9;color:#0f172a;font-size:15px}
.sw{height:756px;overflow:hidden;position:relative} .zm{transform:scale(.75);transform-origin:0 0;width:1707px}
.gov{height:34px;background:#1351b4;color:#fff;display:flex;align-items:center;gap:20px;padding:0 30px;font-size:14px}
.hd{height:70px;background:#fff;display:flex;align-items:center;gap:18px;padding:0 30px;border-bottom:1px solid #e2e8f0} .hd b{font-size:22px;color:#1351b4}
.ct{display:flex;gap:22px;padding:20px 30px} .st{width:230px;flex:none} .st div{padding:9px 12px;border-left:3px solid #cbd5e1;color:#64748b} .st .on{border-color:#1351b4;color:#1351b4;font-weight:bold} .st .ok{border-color:#168821;color:#168821}
.fm{flex:1;min-width:0} .bx{background:#fff;border-radius:8px;padding:16px 20px;margin-bottom:16px;box-shadow:0 1px 2px rgba(0,0,0,.06)} .bx h3{margin:0 0 12px;font-size:18px;color:#1351b4}
.gr{display:grid;grid-template-columns:1fr 1fr 1fr;gap:12px 18px} .gr label{display:block;font-size:13px;color:#475569;margin-bottom:3px} .in{border:1px solid #94a3b8;border-radius:4px;padding:7px 10px;min-height:36px;background:#fff}
.sm{width:250px;flex:none} .sm .bx{font-size:14px;line-height:1.5;word-break:break-word} .sm .k{display:block;color:#64748b;font-size:12.5px;margin-top:8px}
.ch{display:flex;gap:10px;align-items:flex-start;padding:8px 0;border-bottom:1px solid #f1f5f9} .ch .n{width:26px;height:26px;border-radius:13px;background:#1351b4;color:#fff;text-align:center;line-height:26px;flex:none}
.chat{position:absolute;right:22px;bottom:18px;width:330px;background:#fff;border-radius:12px;box-shadow:0 8px 26px rgba(0,0,0,.22);font-size:13px;overflow:hidden;z-index:3}
.chat .h{background:#1351b4;color:#fff;padding:9px 12px} .chat .m{padding:8px 12px;line-height:1.45}
.toast{position:absolute;left:430px;top:130px;width:560px;background:#168821;color:#fff;border-radius:8px;padding:14px 18px;font-size:15px;line-height:1.45;box-shadow:0 8px 24px rgba(0,0,0,.25);z-index:5}
"""


def _school(main: str, step: int, extra: str = "") -> str:
    steps = "".join(f"<div class='{'ok' if k < step else 'on' if k == step else ''}'>{k + 1}. {s}</div>" for k, s in enumerate(("Estudante", "Responsável", "Endereço", "Escolas", "Documentos", "Revisão")))
    inner = ("<div class='gov'><span>gov.br</span><span>Prefeitura de São Paulo</span><span style='margin-left:auto'>Acessibilidade · Alto contraste</span></div>"
             "<div class='hd'><b>Matrícula Escolar 2026</b><span style='color:#475569'>Secretaria Municipal de Educação · Educação Infantil e Ensino Fundamental</span>"
             "<span style='margin-left:auto'>Olá, " + _pii("PERSON", "Rodrigo", "guardian's first name in a portal greeting") + " · Sair</span></div>"
             f"<div class='ct'><div class='st'>{steps}</div>{main}</div>")
    return _page("matricula.sme.prefeitura.sp.gov.br/inscricao/2026/etapa", "Matrícula Escolar 2026 · SME", f"<div class='sw'><div class='zm'>{inner}</div>{extra}</div>", SC_CSS)


def _summary(addr_sit: str) -> str:
    return ("<div class='sm'><div class='bx'><b>Resumo da inscrição</b><span class='k'>Estudante</span>" + _pii("PERSON", "Helena Ribeiro Alves", "child's name in a narrow summary column")
            + "<span class='k'>Série pretendida</span>1º ano do Ensino Fundamental<span class='k'>Endereço</span>"
            + _pii("STREET_ADDRESS", "Rua Capitão Macedo, 388, apto 52, Vila Clementino, São Paulo/SP, CEP 04021-020", addr_sit)
            + "<span class='k'>Prazo</span>Inscrições até 30/05/2026, 18h</div></div>")


def school_form(cpf_kid: str, cpf_dad: str) -> str:
    def f(label: str, v: str, span: int = 1) -> str:
        return f"<div style='grid-column:span {span}'><label>{label}</label><div class='in'>{v}</div></div>"
    main = ("<div class='fm'><div class='bx'><h3>Dados do estudante</h3><div class='gr'>"
            + f("Nome completo", _pii("PERSON", "Helena Ribeiro Alves", "child's name in an admissions form field"), 2) + f("Data de nascimento", _pii("DATE_OF_BIRTH", "09/11/2019", "child's date of birth in an admissions form"))
            + f("CPF do estudante", _pii("ID_NUMBER", cpf_kid, "child's CPF in an admissions form")) + f("Raça/cor (autodeclaração)", "Parda") + f("Necessidade especial", "Não")
            + "</div></div><div class='bx'><h3>Responsável legal</h3><div class='gr'>"
            + f("Nome completo", _pii("PERSON", "Rodrigo Alves Pereira", "guardian's name in an admissions form field"), 2) + f("Parentesco", "Pai")
            + f("CPF do responsável", _pii("ID_NUMBER", cpf_dad, "guardian's CPF in an admissions form")) + f("Celular (WhatsApp)", _pii("PHONE_NUMBER", "(11) 98734-2210", "mobile with its area code in brackets in an admissions form"))
            + f("E-mail", _pii("EMAIL_ADDRESS", "rodrigo.pereira.alves@uol.com.br", "guardian's e-mail in an admissions form"))
            + "</div></div><div class='bx'><h3>Escolas de preferência (até 3)</h3>"
            "<div class='ch'><span class='n'>1</span><div><b>EMEF Prof. Paulo Freire</b> · 1,2 km<br><span style='color:#64748b'>Rua Sena Madureira, 1120, Vila Mariana · vagas previstas: 60</span></div></div>"
            "<div class='ch'><span class='n'>2</span><div><b>EMEF Olavo Pezzotti</b> · 2,0 km<br><span style='color:#64748b'>Av. Dr. Altino Arantes, 655, Vila Clementino · vagas previstas: 35</span></div></div>"
            "<div class='ch'><span class='n'>3</span><div><b>CEU Parque Bristol</b> · 8,4 km<br><span style='color:#64748b'>Rua Prof. Arthur Primavesi, s/n · integral</span></div></div></div></div>"
            + _summary("home address wrapped in a narrow summary column"))
    chat = ("<div class='chat dropdown'><div class='h'>Atendimento online · SME</div><div class='m'><b>" + _pii("DENY_LIST", "Camila Soto", "deny-listed name as given name and first surname in a help chat")
            + "</b> (atendente): Olá! O CPF da criança é obrigatório desde 2024; se não tiver, peça no app da Receita. Posso ajudar em mais alguma coisa?</div>"
            "<div class='m' style='color:#94a3b8'>Digite sua mensagem…</div></div>")
    return _school(main, 1, chat)


def school_review() -> str:
    docs = [("Certidão de nascimento", "certidao_helena.pdf · 1,2 MB", "✓ enviado"), ("Comprovante de residência (conta de luz)", "enel_marco2026.pdf · 640 KB", "✓ enviado"),
            ("Carteira de vacinação", "vacinas.jpg · 2,8 MB", "✓ enviado"), ("Documento do responsável", "—", "opcional")]
    dr = "".join(f"<div class='ch'><span class='n' style='background:#168821'>✓</span><div><b>{a}</b><br><span style='color:#64748b'>{b} · {c}</span></div></div>" for a, b, c in docs)
    main = ("<div class='fm'><div class='bx'><h3>Revisão e envio</h3>Confira os dados antes de enviar. Após o envio, alterações só pela unidade escolar.<br><br>"
            "Responsável: " + _pii("PERSON", "Rodrigo Alves Pereira", "guardian's name on a review page") + " · Estudante nascida em 2019 · 1º ano · período integral preferencial<br>"
            "Escolas: EMEF Prof. Paulo Freire, EMEF Olavo Pezzotti, CEU Parque Bristol</div>"
            "<div class='bx'><h3>Documentos</h3>" + dr + "</div>"
            "<div class='bx'>Resultado da compatibilização: 14/07/2026 · Matrícula na escola: 15 a 22/07/2026 · Início das aulas: 03/02/2027</div></div>"
            + _summary("home address wrapped in a narrow summary column under a toast"))
    toast = ("<div class='toast'><b>✓ Inscrição enviada com sucesso!</b><br>Protocolo 2026-0418-55219 · guarde este número. Você receberá a confirmação por e-mail e SMS.</div>")
    return _school(main, 5, toast)


# ---------------------------------------------------------------------------------- blindq6: marketplace (VN, HiDPI)
VN_CSS = PHONE_CSS + """
.vh{background:#ee4d2d;color:#fff;padding:8px 14px 12px} .vh .s{background:#fff;color:#999;border-radius:4px;padding:7px 10px;margin-top:8px}
.grd{display:grid;grid-template-columns:1fr 1fr;gap:8px;padding:8px 10px} .it{border:1px solid #f0f0f0;border-radius:6px;overflow:hidden} .it .im{height:90px} .it .t{padding:5px 7px;font-size:11.5px;line-height:1.3} .it .p{color:#ee4d2d;font-weight:bold}
.fi{margin:6px 14px} .fi label{font-size:10.5px;color:#888;display:block;margin-bottom:2px} .fi .in{border:1px solid #ddd;border-radius:4px;padding:7px 9px;min-height:32px;font-size:13px} .fi .in.f{border:2px solid #ee4d2d}
.car{display:inline-block;width:1px;height:14px;background:#111;vertical-align:-2px;margin-left:1px}
.ac{position:absolute;left:14px;right:14px;background:#fff;border-radius:6px;box-shadow:0 6px 18px rgba(0,0,0,.22);z-index:4;font-size:12px}
.ac .o{padding:8px 10px;border-bottom:1px solid #f3f3f3;line-height:1.35} .ac .o small{color:#888;display:block}
.ob{margin:8px 12px;border:1px solid #f0f0f0;border-radius:8px;padding:10px;line-height:1.45}
.bub{max-width:235px;padding:6px 9px;border-radius:8px;margin:6px 10px;font-size:12.5px;line-height:1.4} .bi{background:#f3f4f6} .bo{background:#ffe4dc;margin-left:auto}
.bub .tm{font-size:10px;color:#999;display:block;text-align:right}
"""


def _vphones(left: str, right: str) -> str:
    return _win("<span style='color:#e7e5e4'>Phone mirroring · Galaxy S23</span><span style='color:#a8a29e'>Connected over Wi-Fi</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", VN_CSS, bar="#292524", fg="#e7e5e4")


VSB = "<div class='sb'><span>20:48</span><span>Viettel 4G ▮ 38%</span></div>"


def vn_checkout() -> str:
    items = [("#f9d5c5", "Bộ 6 bát gốm Bát Tràng men lam", "₫459.000"), ("#d1e7dd", "Nồi chiên không dầu 6L", "₫1.290.000"),
             ("#dbeafe", "Áo thun cotton nam (L)", "₫149.000"), ("#fde68a", "Cà phê Robusta rang xay 500g", "₫185.000")]
    it = "".join(f"<div class='it'><div class='im' style='background:{c}'></div><div class='t'>{t}<br><span class='p'>{p}</span></div></div>" for c, t, p in items)
    left = (VSB + "<div class='vh'><div style='font-size:15px'>Chào anh " + _pii("DENY_LIST", "Minh", "deny-listed given name alone in a greeting ('Chào anh …')") + "</div>"
            "<div class='s'>Tìm sản phẩm, thương hiệu…</div></div><div style='padding:8px 12px;font-size:12px'>Flash Sale 21:00 · Mã FREESHIP đơn từ ₫99k</div>"
            f"<div class='grd'>{it}</div>" + "<div class='nvb'><span style='color:#ee4d2d'>Trang chủ</span><span>Mall</span><span>Live</span><span>Thông báo</span><span>Tôi</span></div>")
    right = (VSB + "<div class='ttl'>‹ Địa chỉ nhận hàng</div>"
             "<div class='fi'><label>Họ và tên</label><div class='in'>" + _pii("DENY_LIST", "Phạm Văn Minh", "deny-listed name with diacritics in a checkout form") + "</div></div>"
             "<div class='fi'><label>Số điện thoại</label><div class='in'>" + _pii("PHONE_NUMBER", "090.318.4472", "mobile written with dots in a checkout form") + "</div></div>"
             "<div class='fi'><label>Tỉnh/Thành phố, Quận/Huyện, Phường/Xã</label><div class='in'>TP. Hồ Chí Minh, Quận 5, Phường 3</div></div>"
             "<div class='fi'><label>Tên đường, Tòa nhà, Số nhà</label><div class='in f'>" + _pii("STREET_ADDRESS", "142/7 Nguyễn Tr", "home address half typed in a checkout field under an autocomplete list") + "<span class='car'></span></div></div>"
             "<div class='ac dropdown' style='top:274px'>"
             "<div class='o'><b>" + _pii("STREET_ADDRESS", "142/7 Nguyễn Trãi, Phường 3, Quận 5", "own address suggested in an autocomplete list") + "</b><small>Địa chỉ đã lưu · Nhà riêng</small></div>"
             "<div class='o'><b>142 Nguyễn Trãi</b><small>Nhà sách Fahasa Nguyễn Trãi, Quận 1</small></div>"
             "<div class='o'><b>Nguyễn Trãi</b><small>Đường · Quận 5, TP. Hồ Chí Minh</small></div>"
             "<div class='o'><b>Chợ Nguyễn Tri Phương</b><small>Chợ · Quận 10, TP. Hồ Chí Minh</small></div></div>"
             "<div class='fi' style='margin-top:230px'><label>Loại địa chỉ</label><div class='in'>Nhà riêng ☑ Đặt làm mặc định</div></div>")
    return _vphones(left, right)


def vn_order(acct: str) -> str:
    left = (VSB + "<div class='ttl'>‹ Chi tiết đơn hàng</div><div class='ob'><b style='color:#16a34a'>Đang giao · dự kiến 24/04</b><br>Mã đơn 250418KQ7HW2M9 · GHN Express</div>"
            "<div class='ob'><div style='font-size:10.5px;color:#888'>ĐỊA CHỈ NHẬN HÀNG</div><b>" + _pii("DENY_LIST", "PHẠM VĂN MINH", "deny-listed name in capitals with diacritics as a recipient") + "</b><br>"
            + _pii("PHONE_NUMBER", "(+84) 90 318 4472", "mobile with its country code in brackets in order details") + "<br>"
            + _pii("STREET_ADDRESS", "142/7 Nguyễn Trãi, Phường 3, Quận 5, TP. Hồ Chí Minh", "home address in order details") + "</div>"
            "<div class='ob'>Gốm Bát Tràng Official<br>Bộ 6 bát gốm men lam × 1 · ₫459.000<br>Phí vận chuyển ₫32.000 · Voucher −₫32.000<br><b>Thành tiền ₫459.000</b> · Thanh toán khi nhận hàng</div>"
            "<div class='nvb'><span>Trang chủ</span><span>Mall</span><span>Live</span><span>Thông báo</span><span style='color:#ee4d2d'>Tôi</span></div>")
    right = (VSB + "<div class='ttl'>‹ Gốm Bát Tràng Official</div><div style='text-align:center;color:#999;font-size:10.5px'>Đơn 250418KQ7HW2M9 · hôm nay</div>"
             "<div class='bub bi'>Dạ shop chào anh, đơn của anh sẽ giao ngày mai ạ. Anh có nhờ ai nhận giúp không ạ?<span class='tm'>20:31</span></div>"
             "<div class='bub bo'>Mai anh đi làm, nhờ giao cho vợ anh là " + _pii("PERSON", "Lê Thị Thu Trang", "recipient's name in a marketplace chat") + ", sđt "
             + _pii("PHONE_NUMBER", "0987 265 113", "mobile with a trunk 0 in a marketplace chat") + " nhé<span class='tm'>20:33</span></div>"
             "<div class='bub bi'>Dạ vâng. Nếu bát bị vỡ shop hoàn tiền, anh cho shop xin số tài khoản ạ.<span class='tm'>20:34</span></div>"
             "<div class='bub bo'>Vietcombank " + _pii("ID_NUMBER", acct, "bank account number in a marketplace chat") + "<br>"
             + _pii("DENY_LIST", "PHAM VAN MINH", "deny-listed name in capitals without diacritics as an account holder in a chat") + "<span class='tm'>20:36</span></div>"
             "<div class='bub bi'>Shop đã ghi nhận ạ. Mã giảm giá ₫20k cho đơn sau: GBT20K<span class='tm'>20:37</span></div>"
             "<div style='position:absolute;left:10px;right:10px;bottom:60px;border:1px solid #ddd;border-radius:18px;padding:8px 12px;color:#aaa'>Nhập tin nhắn…</div>"
             "<div class='nvb'><span>Trang chủ</span><span>Mall</span><span>Live</span><span style='color:#ee4d2d'>Chat</span><span>Tôi</span></div>")
    return _vphones(left, right)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind17(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20261017)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))

    def digits(n: int) -> str:
        return "".join(rng.choice(string.digits) for _ in range(n))
    iccid = "895603" + digits(12)
    imei = "35209811" + digits(6)
    kid_serial = rng.randrange(0, 1000) * 10 + rng.choice((0, 2, 4, 6, 8))
    mum_serial = rng.randrange(0, 1000) * 10 + rng.choice((0, 2, 4, 6, 8))
    ids = {"cnp": _cnp(date(1991, 4, 23), True, "42", rng.randint(1, 999)), "iban_ro": _iban_b("RO", "BTRL" + digits(16)),
           "rut": _rut(rng.randint(16_000_000, 19_999_999)),
           "iccid": iccid + _luhn_digit(iccid), "imei": imei + _luhn_digit(imei),
           "pesel": _pesel(1986, 9, 14, mum_serial), "pesel_kid": _pesel(2017, 3, 2, kid_serial),
           "cpf_kid": _cpf(rng), "cpf_dad": _cpf(rng), "nik": _nik("317404", date(1993, 7, 19), True, rng.randint(1, 40)),
           "acct_vn": "0071000" + digits(6)}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindq0", [("en0", energy_overview), ("en1", lambda: energy_mandate_typing(ids["iban_ro"], ids["cnp"])),
                           ("en2", lambda: energy_mandate_saved(ids["iban_ro"], ids["cnp"]))], "energy supplier portal and mandate at 150 %")
        record("blindq1", [("mo0", lambda: mobile_line(ids["rut"])), ("mo1", lambda: mobile_sim(ids["iccid"], ids["imei"]))], "mobile operator account at 80 %")
        record("blindq2", [("de0", lambda: dental_home(ids["pesel"], ids["pesel_kid"])), ("de1", dental_child)], "dental clinic patient app at 125 %")
        record("blindq3", [("gym0", lambda: gym_card(ids["nik"])), ("gym1", gym_classes)], "gym member app (HiDPI)", dsf=2.0)
        record("blindq4", [("lib0", library_loans), ("lib1", library_holds)], "public library account at 67 %")
        record("blindq5", [("sch0", lambda: school_form(ids["cpf_kid"], ids["cpf_dad"])), ("sch1", school_review)], "school admissions portal at 75 %")
        record("blindq6", [("vn0", vn_checkout), ("vn1", lambda: vn_order(ids["acct_vn"]))], "marketplace app (HiDPI)", dsf=2.0)
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind17, "/tmp/blind17/preview")
