# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A twenty-fourth blind set of browser-rendered screens carrying personal data, built without reading the redaction
(as tests/privacy_screens_blind.py … tests/privacy_screens_blind22.py, other applications again): hospitality, sport
and events — a Porto hotel's front desk (arrivals, a check-in form, a registration card's print preview, a guest's
folio), a Munich restaurant's reservation book and a guest profile, a conference's ticketing admin with its attendee
list, badge print preview and an order, a Greek marathon's registration record and its medical desk, a Danish
children's football club on a tablet, a Leipzig gym's membership desk with a direct-debit mandate, and a wedding
planner's guest list on two phones — rendered by Debian's chromium through the rig of tests/privacy_screens.py
(`_shoot`, `_record`, `score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindx0` … `blindx6`), 2 or 3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindx0` a Porto hotel's property management system in English: today's arrivals (guests surname first, the
  deny-listed Greek name in Latin letters among them; room numbers, room types, rates, nights and board not private)
  beside the check-in form of a German guest (surname and given name in separate fields, his Personalausweis number
  beside the nationality and the card's expiry, a date of birth, a Hamburg home address, a mobile, an e-mail, his
  car's number plate; the booking made by his assistant with her name, e-mail and direct line; the company invoiced,
  its Hamburg office and VAT number not private); then the deny-listed guest's registration card in a print preview at
  75 % (her name in capitals surname first, her passport number beside the nationality and the passport's expiry, a
  date of birth, a home address in Thessaloniki, a home landline, an e-mail, her son's name and date of birth, a
  Wi-Fi code; the hotel's own address, phone and tax number, the room, the rate and the dates not private); then a
  Portuguese guest's folio in Portuguese (his name, NIF on the invoice, his home address in Braga, an e-mail; the
  charges, city tax, the masked card and the invoice number not private);
- `blindx1` a Munich restaurant's reservation book in German: Saturday evening's bookings (guests' names surname
  first, mobiles, notes in German and one in English — `Mr Fischer's daughter Lena, nut allergy, call 0176 …` — a
  booking made by a daughter for her parents, a birthday with a name; times, party sizes, table numbers, allergies as
  such, occasions and the restaurant's address and phone not private); then a guest's profile at 125 % (his name,
  mobile, e-mail, his wife's name, his company's name not private, visits, spend and preferred table not private, a
  note naming the daughter and a nanny with her phone, the masked guarantee card);
- `blindx2` a Lisbon data conference's ticketing admin in English: the attendee list zoomed out to 80 % (names, the
  deny-listed Indian name with a long South Indian surname, e-mails, mobiles in Indian, Portuguese, German and other
  formats; ticket types, order numbers, companies, job titles and check-in times not private); then the badge print
  preview (first names in a large condensed display font, surnames below — the deny-listed one split so — companies,
  roles and ticket colours not private; the QR codes as drawn squares); then one order placed by an office manager
  for two colleagues (her name, e-mail and Bengaluru office direct line, the attendees' names, a personal mobile in
  Indian format; the company's billing address, its GSTIN, amounts and the payment reference not private);
- `blindx3` a Greek marathon's registration back office in Greek: a runner's record (his name in Greek script and in
  Latin letters, an AMKA, a date of birth, a mobile in Greek format, an e-mail, a home address in Nafplio, an
  emergency contact as `Name (relation) phone` with the deny-listed Greek name written in Greek script, a second
  contact, medical notes as such not private; the bib number, start wave, club, T-shirt size, finish times and the
  race office's address and phone not private); then the medical desk in a dark theme zoomed in to 150 % (runners
  flagged with conditions, their names and emergency contacts as `Name (relation) phone`, the deny-listed name with an
  initial; bib numbers, kilometre markers, stations and sponsors not private);
- `blindx4` a Danish children's football club on a tablet at device scale 2 (HiDPI): the U11 girls' squad (children's
  names, dates of birth beside the age group, parents' names and phones; shirt numbers, training times, pitches, fees
  and the club's address not private); then one child's membership record (her CPR number, date of birth, home
  address, both parents with phones and e-mails, a grandfather allowed to pick her up, the MobilePay number that pays
  the fee; allergies as such, photo consent, sponsors and the club's own phone not private);
- `blindx5` a Leipzig gym's membership desk in German: a member's photo card (a drawn portrait, her name, membership
  number, date of birth, address, mobile, e-mail, app log-in, her Personalausweis number, a locker code; the tariff,
  check-ins, courses and the studio's address not private); then the SEPA direct-debit mandate zoomed out to 67 %
  (the account holder — her father — with his name and address, the IBAN in a monospace font, the mandate reference
  beside it, the creditor identifier, BIC, bank and amounts not private; a returned debit's note naming her);
- `blindx6` a wedding planner's app on two phones at device scale 2 (HiDPI), in Portuguese: the guest list (couples
  as `Nikos &amp; Eleni Antoniou`, the deny-listed Portuguese name with four names, RSVP, tables and menus not private)
  beside the addresses for invitations in a narrow column wrapped over lines (Portuguese, Greek in Greek script and
  British addresses); then the deny-listed guest's card (her name as written and surname first, mobile, e-mail, a
  note naming her sister and a driver's phone) beside the gift list with the couple's IBAN (the venue, the date and
  the planner's own phone not private).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Greek name in Greek script, an Indian name
with a long South Indian surname, a Portuguese name of four names: the first in Greek script in an emergency contact
and with an initial, in Latin letters surname first in an arrivals list and in capitals surname first on a
registration card; the second as written, split over a badge's two lines with the given name in capitals, as an
initial and surname, its given name alone; the third as written, with its first two names and last surname, surname
first, its given names alone after a courtesy title).
Checksummed values (a Portuguese NIF, a German Personalausweis number with its check digit, a Greek AMKA, a Danish
CPR number, a German IBAN, a Portuguese IBAN with its NIB check digits) are valid. Each value other than a name is
shown in one recording only.
"""

from __future__ import annotations

import random
import string
from datetime import date
from pathlib import Path

from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _luhn_ok, _win
from privacy_screens_blind4 import _nif_pt, _page, _pii, preview, recorder

DENY = ["Σταυρούλα Κωνσταντινίδου", "Srinivas Chidambaranathan", "Maria Inês Carvalho Sequeira"]


# ------------------------------------------------------------------------------------------------ valid identifiers
def _nif_ok(v: str) -> bool:
    d = [int(c) for c in v.replace(" ", "")]
    r = sum(x * (9 - k) for k, x in enumerate(d[:8])) % 11
    return len(d) == 9 and d[8] == (0 if r < 2 else 11 - r)


_ICAO = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _icao_digit(s: str) -> str:
    return str(sum(_ICAO.index(c) * (7, 3, 1)[k % 3] for k, c in enumerate(s)) % 10)


def _ausweis(rng: random.Random) -> str:
    """A German identity card (Personalausweis) number: nine characters of its alphabet and the ICAO check digit."""
    body = rng.choice("LMNT") + "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    return body + _icao_digit(body)


def _ausweis_ok(v: str) -> bool:
    return len(v) == 10 and _icao_digit(v[:9]) == v[9]


def _luhn_digit(body: str) -> str:
    for c in string.digits:
        if _luhn_ok(body + c):
            return c
    raise AssertionError(body)


def _amka(born: date, rng: random.Random) -> str:
    """A Greek social security number (AMKA): the date of birth as DDMMYY, four digits, a Luhn check digit."""
    body = f"{born:%d%m%y}" + "".join(rng.choice(string.digits) for _ in range(4))
    return body + _luhn_digit(body)


_CPR_W = (4, 3, 2, 7, 6, 5, 4, 3, 2, 1)


def _cpr(born: date, rng: random.Random, female: bool) -> str:
    """A Danish CPR number (born 2000–2036: the seventh digit 4–9) that passes the modulus-11 test, the last digit even
    for a woman."""
    while True:
        s = f"{born:%d%m%y}" + str(rng.randint(5, 8)) + "".join(rng.choice(string.digits) for _ in range(3))
        if int(s[-1]) % 2 == (0 if female else 1) and sum(int(a) * w for a, w in zip(s, _CPR_W, strict=True)) % 11 == 0:
            return f"{s[:6]}-{s[6:]}"


def _cpr_ok(v: str) -> bool:
    s = v.replace("-", "")
    return len(s) == 10 and sum(int(a) * w for a, w in zip(s, _CPR_W, strict=True)) % 11 == 0


def _pt_iban(rng: random.Random, bank: str, branch: str) -> str:
    """A Portuguese IBAN whose NIB ends with its two national check digits (98 − the NIB's first 19 digits × 100 mod 97)."""
    acct = "".join(rng.choice(string.digits) for _ in range(11))
    nib19 = bank + branch + acct
    return _iban_b("PT", nib19 + f"{98 - int(nib19) * 100 % 97:02d}")


def _pt_iban_ok(iban: str) -> bool:
    d = iban.replace(" ", "")[4:]
    return len(d) == 21 and int(d[19:]) == 98 - int(d[:19]) * 100 % 97


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _nif_ok(ids["nif"]), ids["nif"]
    assert _ausweis_ok(ids["ausweis_jonas"]) and _ausweis_ok(ids["ausweis_mara"]), (ids["ausweis_jonas"], ids["ausweis_mara"])
    assert _luhn_ok(ids["amka"]) and ids["amka"][:6] == "140379", ids["amka"]
    assert _cpr_ok(ids["cpr"]) and ids["cpr"].startswith("090314"), ids["cpr"]
    assert _pt_iban_ok(ids["pt_iban"]), ids["pt_iban"]


# -------------------------------------------------------------------------------------------- blindx0: hotel front desk
PMS_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#eef1f4;color:#1f2a37;font-size:13px}
.ph{height:46px;background:#0b3d5c;color:#fff;display:flex;align-items:center;gap:22px;padding:0 20px;font-size:13px} .ph b{font-size:16px;letter-spacing:.5px}
.ph .t{opacity:.8}
.pw{display:flex;gap:12px;padding:10px 14px;height:710px;overflow:hidden}
.arr{width:470px;flex:none;background:#fff;border:1px solid #d7dee6;border-radius:6px;overflow:hidden}
.arr h3,.frm h3{margin:0;padding:8px 12px;background:#f4f7fa;border-bottom:1px solid #e1e7ee;font-size:14px;color:#0b3d5c;display:flex;justify-content:space-between}
.at{width:100%;border-collapse:collapse;font-size:12px} .at th{font-size:11px;color:#5c6b7a;padding:6px 7px;border-bottom:1px solid #e1e7ee;text-align:left} .at td{padding:6px 7px;border-bottom:1px solid #eef2f6;vertical-align:top}
.at tr.sel td{background:#e6f1fa} .st{display:inline-block;border-radius:9px;padding:1px 7px;font-size:11px;background:#e7ecf1} .st.g{background:#d9f2e3;color:#17613a} .st.y{background:#fff1cc;color:#7a5800}
.frm{flex:1;background:#fff;border:1px solid #d7dee6;border-radius:6px;overflow:hidden;min-width:0}
.fg{display:grid;grid-template-columns:repeat(4,1fr);gap:8px 12px;padding:10px 14px}
.fg label{display:block;font-size:11px;color:#5c6b7a;margin-bottom:2px} .fg .in{border:1px solid #c9d3dd;border-radius:4px;padding:5px 7px;background:#fbfcfd;min-height:15px;white-space:nowrap;overflow:hidden}
.fg .s2{grid-column:span 2} .fg .s4{grid-column:span 4}
.bk{margin:4px 14px 10px;border:1px dashed #b9c6d3;border-radius:6px;padding:8px 12px;line-height:1.55;background:#fafcfe}
.btns{padding:6px 14px;display:flex;gap:8px}
.pv{display:flex;height:756px;background:#525659}
.pvp{flex:1;overflow:hidden;position:relative;padding-top:16px}
.card{width:794px;height:1123px;background:#fff;transform:scale(0.75);transform-origin:0 0;margin-left:70px;padding:46px 56px;font-family:"Liberation Serif",serif;font-size:15px;color:#111}
.card h2{text-align:center;font-size:21px;margin:12px 0 2px;letter-spacing:2px} .card .sub{text-align:center;font-size:13px;color:#444;margin-bottom:14px}
.cg{display:grid;grid-template-columns:190px 1fr 150px 1fr;border-top:1.5px solid #111;border-left:1px solid #999}
.cg>div{border-right:1px solid #999;border-bottom:1px solid #999;padding:6px 8px;min-height:20px} .cg .k{font-size:12px;color:#333;background:#f3f3f3} .cg .w{grid-column:span 3}
.ps{width:320px;flex:none;background:#fff;padding:18px 20px;font-size:13px;color:#202124;position:relative}
.ps h3{margin:0 0 16px;font-size:18px;font-weight:normal} .ps .r{display:flex;justify-content:space-between;align-items:center;margin:12px 0} .ps .r span:last-child{border:1px solid #dadce0;border-radius:4px;padding:5px 10px;width:140px}
.fo{display:flex;gap:12px;padding:10px 14px;height:710px;overflow:hidden}
.fl{flex:1;background:#fff;border:1px solid #d7dee6;border-radius:6px}
.ft{width:100%;border-collapse:collapse;font-size:12.5px} .ft th{font-size:11px;color:#5c6b7a;text-align:left;padding:6px 10px;border-bottom:1px solid #e1e7ee} .ft td{padding:6px 10px;border-bottom:1px solid #eef2f6} .ft td.n{text-align:right}
.fs{width:380px;flex:none;background:#fff;border:1px solid #d7dee6;border-radius:6px;padding:0 0 10px}
.fs .b{padding:8px 14px;line-height:1.6} .fs .k{color:#5c6b7a;font-size:11px;display:block;margin-top:4px}
"""


def _pms(tab: str, url: str, inner: str) -> str:
    head = ("<div class='ph'><b>CASA DO CAIS</b><span class='t'>Hotel Ribeira · Porto</span><span>Front desk</span><span>Reservations</span><span>Housekeeping</span>"
            f"<span>Cashiering</span><span style='margin-left:auto'>Sat 14 Jun 2025 · Night audit pending · {tab}</span></div>")
    return _page(url, "Front desk · Casa do Cais PMS", head + inner, PMS_CSS)


def hotel_checkin(ausweis: str) -> str:
    arrivals = [("304", "DENY_LIST", "Konstantinidou, Stavroula", "Deluxe River View", "3", "€189.00", "BB", "y", "Pre-checked"),
                ("211", "PERSON", "Behrendt, Jonas", "Classic Double", "2", "€142.00", "BB", "g", "Checking in"),
                ("118", "PERSON", "Tavares Lopes, Rui", "Classic Single", "1", "€98.00", "RO", "g", "In house"),
                ("407", "PERSON", "Okonjo-Hart, Adaeze", "Junior Suite", "4", "€265.00", "HB", "", "Due 15:00"),
                ("215", "PERSON", "Haugen, Sigrid", "Classic Double", "2", "€142.00", "BB", "", "Due 16:30"),
                ("322", "PERSON", "Marchetti, Paolo", "Deluxe River View", "5", "€179.00", "BB", "", "Due 18:00"),
                ("109", "PERSON", "Walsh, Orla", "Accessible Double", "2", "€138.00", "BB", "", "Due 21:40"),
                ("—", "", "Group: Douro Wine Tours (6 rooms)", "Classic Twin", "2", "€121.00", "HB", "", "Rooming list")]
    rows = ""
    for room, k, name, typ, n, rate, board, cls, st in arrivals:
        shown = _pii(k, name, "deny-listed Greek name in Latin letters surname first in a hotel's arrivals list" if k == "DENY_LIST" else "guest's name surname first in a hotel's arrivals list") if k else name
        rows += (f"<tr class='{'sel' if room == '211' else ''}'><td><b>{room}</b></td><td>{shown}<br><span style='color:#5c6b7a'>{typ}</span></td>"
                 f"<td>{n}</td><td>{rate}</td><td>{board}</td><td><span class='st {cls}'>{st}</span></td></tr>")
    arr = ("<div class='arr'><h3><span>Arrivals · 14 Jun</span><span style='font-weight:normal;font-size:12px'>18 rooms · 31 guests</span></h3>"
           f"<table class='at'><tr><th>Room</th><th>Guest · room type</th><th>Nts</th><th>Rate</th><th>Board</th><th>Status</th></tr>{rows}</table>"
           "<div style='padding:8px 12px;color:#5c6b7a;font-size:12px;line-height:1.5'>Occupancy tonight 92 % · ADR €163.40 · 4 departures pending · late check-out 402 (13:00)<br>"
           "VIP: 407 (returning, 5th stay) · Airport transfer 322 at 17:20 (TP 1947 from Milan)</div></div>")

    def fld(label: str, inner: str, cls: str = "") -> str:
        return f"<div class='{cls}'><label>{label}</label><div class='in'>{inner}</div></div>"
    form = ("<div class='frm'><h3><span>Check-in · Room 211 · Reservation HRB-25-08841</span><span style='font-weight:normal;font-size:12px'>Classic Double · 14–16 Jun · 2 nights · €284.00</span></h3><div class='fg'>"
            + fld("Surname", _pii("PERSON", "Behrendt", "guest's surname alone in a check-in form's field"))
            + fld("Given name(s)", _pii("PERSON", "Jonas", "guest's given name alone in a check-in form's field"))
            + fld("Nationality", "German (DEU)")
            + fld("Date of birth", _pii("DATE_OF_BIRTH", "09/11/1979", "guest's date of birth with slashes in a check-in form"))
            + fld("Document", "Personalausweis (ID card)")
            + fld("Document no.", "<span class='mono'>" + _pii("ID_NUMBER", ausweis, "German Personalausweis number beside the nationality in a check-in form") + "</span>")
            + fld("Expires", "02/2033")
            + fld("Issuing country", "Germany")
            + fld("Home address", _pii("STREET_ADDRESS", "Eppendorfer Weg 212, 20253 Hamburg, Germany", "German guest's home address in a check-in form"), "s2")
            + fld("Mobile", _pii("PHONE_NUMBER", "+49 151 2873 4406", "German guest's mobile in a check-in form"))
            + fld("E-mail", _pii("EMAIL_ADDRESS", "jonas.behrendt@gmx.de", "guest's e-mail in a check-in form"))
            + fld("Car (garage)", _pii("ID_NUMBER", "HH-JB 2417", "guest's car's number plate in a check-in form") + " · VW Passat grey")
            + fld("Garage", "Level −1 · bay 14 · €18.00/night")
            + fld("Purpose", "Business")
            + fld("Arrival by", "Car")
            + "</div><div class='bk'><b>Booking</b> · made 28 May 2025 via phone by "
            + _pii("PERSON", "Claudia Reinholz", "assistant's name who booked for someone else in a hotel check-in") + " (assistant) for "
            + _pii("PERSON", "Mr Jonas Behrendt", "guest's name with a title in a booking note of a hotel check-in") + " · confirmations to "
            + _pii("EMAIL_ADDRESS", "c.reinholz@behrendt-partner.de", "assistant's work e-mail in a hotel booking note") + " · direct line "
            + _pii("PHONE_NUMBER", "+49 40 3298 1174", "assistant's direct line in a hotel booking note") + "<br>"
            "Invoice to: Behrendt &amp; Partner Steuerberatung GmbH, Speersort 10, 20095 Hamburg · VAT DE 281 447 902 · corporate rate CORP-BP<br>"
            "Guarantee: company credit card on file (Amex •••• 1008) · Requests: quiet room, high floor, late dinner table at 21:00</div>"
            "<div class='btns'><span class='btn'>Complete check-in</span><span class='btn2'>Scan document</span><span class='btn2'>Print registration card</span><span class='btn2'>Issue keys (2)</span></div></div>")
    return _pms("Agent: " + _pii("PERSON", "Beatriz N.", "receptionist's first name and initial in a hotel PMS header"), "pms.casadocais.pt/frontdesk/arrivals/2025-06-14?res=HRB-25-08841",
                f"<div class='pw'>{arr}{form}</div>")


def hotel_card() -> str:
    card = ("<div class='card'><div style='display:flex;justify-content:space-between;font-size:12.5px;color:#333'><span><b style='font-size:17px;color:#0b3d5c;letter-spacing:1px'>CASA DO CAIS · HOTEL RIBEIRA</b><br>"
            "Cais da Ribeira 28, 4050-509 Porto, Portugal<br>+351 222 090 400 · reservas@casadocais.pt · NIPC 514 208 337</span><span style='text-align:right'>Registo n.º 2025/06/1842<br>Room 304 · Deluxe River View</span></div>"
            "<h2>FICHA DE REGISTO · REGISTRATION CARD</h2><div class='sub'>Boletim de alojamento (Lei n.º 23/2007, art. 15.º) · please check your details</div>"
            "<div class='cg'><div class='k'>Apelido / Surname, Nome / Name</div><div class='w'><b>" + _pii("DENY_LIST", "KONSTANTINIDOU, STAVROULA", "deny-listed Greek name in Latin capitals surname first on a registration card at 75 %") + "</b></div>"
            "<div class='k'>Nacionalidade / Nationality</div><div>Greek (GRC)</div><div class='k'>Passaporte / Passport</div><div class='mono'>" + _pii("ID_NUMBER", "AN4827163", "Greek passport number beside the nationality on a registration card at 75 %") + "</div>"
            "<div class='k'>Válido até / Expiry</div><div>17/09/2031</div><div class='k'>Emitido / Issued</div><div>Hellenic Police</div>"
            "<div class='k'>Data de nascimento / Date of birth</div><div>" + _pii("DATE_OF_BIRTH", "22.05.1986", "guest's date of birth with dots on a registration card at 75 %") + "</div><div class='k'>Local / Place</div><div>Thessaloniki</div>"
            "<div class='k'>Residência / Home address</div><div class='w'>" + _pii("STREET_ADDRESS", "Tsimiski 118, 546 22 Thessaloniki, Greece", "guest's home address in Greece on a registration card at 75 %") + "</div>"
            "<div class='k'>Telefone / Phone</div><div>" + _pii("PHONE_NUMBER", "2310 245 781", "Greek home landline on a registration card at 75 %") + "</div><div class='k'>E-mail</div><div>" + _pii("EMAIL_ADDRESS", "s.konstantinidou@otenet.gr", "guest's e-mail on a registration card at 75 %") + "</div>"
            "<div class='k'>Acompanhante / Accompanying</div><div class='w'>" + _pii("PERSON", "Alexandros Konstantinidis", "son's name on a registration card at 75 %") + " (son), born " + _pii("DATE_OF_BIRTH", "03.02.2016", "child's date of birth on a registration card at 75 %") + "</div>"
            "<div class='k'>Chegada / Arrival</div><div>14/06/2025</div><div class='k'>Partida / Departure</div><div>17/06/2025</div>"
            "<div class='k'>Tarifa / Rate</div><div>€189.00 · BB</div><div class='k'>Adultos · Crianças</div><div>1 · 1</div>"
            "<div class='k'>Wi-Fi</div><div class='w'>CasaDoCais-Guest · code " + _pii("SECRET_VALUE", "RIO-7342-lx", "guest's Wi-Fi access code on a registration card at 75 %") + "</div></div>"
            "<p style='font-size:12.5px;line-height:1.5;margin-top:16px'>Check-out until 12:00. Breakfast 7:00–10:30 in Sala do Cais (ground floor). City tax €3.00 per person per night (max. 7 nights; children under 13 exempt). "
            "Your personal data is processed to comply with Portuguese law on the registration of foreign guests and is kept for the period required.</p>"
            "<div style='display:flex;justify-content:space-between;margin-top:46px;font-size:13px'><span>Assinatura do hóspede / Guest's signature<br><br>______________________________</span>"
            "<span>Rececionista / Receptionist<br><br>" + _pii("PERSON", "Beatriz Nogueira", "receptionist's full name on a registration card at 75 %") + "</span></div></div>")
    ps = ("<div class='ps'><h3>Print</h3><div style='color:#5f6368;margin-bottom:10px'>1 sheet of paper</div>"
          "<div class='r'><span>Destination</span><span>Reception-HP-M404</span></div><div class='r'><span>Pages</span><span>All</span></div>"
          "<div class='r'><span>Copies</span><span>1</span></div><div class='r'><span>Layout</span><span>Portrait</span></div>"
          "<div class='r'><span>Paper size</span><span>A4</span></div><div class='r'><span>Scale</span><span>Custom · 75</span></div>"
          "<div style='position:absolute;bottom:24px;right:24px;display:flex;gap:8px'><span class='btn2'>Cancel</span><span class='btn'>Print</span></div></div>")
    return _page("pms.casadocais.pt/frontdesk/regcard/print?room=304&res=HRB-25-08790", "Print · Registration card · Casa do Cais PMS",
                 f"<div class='pv'><div class='pvp'>{card}</div>{ps}</div>", PMS_CSS)


def hotel_folio(nif: str) -> str:
    items = [("12/06", "Alojamento · Classic Single 118", "1", "98,00"), ("12/06", "Taxa turística Porto (1 pessoa)", "1", "3,00"), ("13/06", "Alojamento · Classic Single 118", "1", "98,00"),
             ("13/06", "Taxa turística Porto (1 pessoa)", "1", "3,00"), ("13/06", "Bar do Cais · 2 × Porto Tawny 10 anos", "2", "16,00"), ("13/06", "Lavandaria · camisas", "3", "10,50"),
             ("14/06", "Pequeno-almoço extra (convidado)", "1", "14,00"), ("14/06", "Garagem · 2 noites", "2", "36,00")]
    rows = "".join(f"<tr><td>{d}</td><td>{t}</td><td>{q}</td><td class='n'>{v} €</td></tr>" for d, t, q, v in items)
    fl = ("<div class='fl'><h3 style='margin:0;padding:8px 12px;background:#f4f7fa;border-bottom:1px solid #e1e7ee;font-size:14px;color:#0b3d5c'>Conta do hóspede · Quarto 118 · Folio F-25-11327</h3>"
          f"<table class='ft'><tr><th>Data</th><th>Descrição</th><th>Qtd.</th><th style='text-align:right'>Valor</th></tr>{rows}"
          "<tr><td></td><td><b>Total (IVA incluído)</b></td><td></td><td class='n'><b>278,50 €</b></td></tr>"
          "<tr><td></td><td>IVA 6 % alojamento · 23 % bar e serviços</td><td></td><td class='n'>22,41 €</td></tr>"
          "<tr><td>14/06</td><td>Pagamento · Visa •••• 7731 · aut. 082415</td><td></td><td class='n'>−278,50 €</td></tr></table>"
          "<div style='padding:10px 12px;color:#5c6b7a;font-size:12px'>Saldo 0,00 € · Fatura-recibo FR 2025/4418 · ATCUD JJ3K7M2P-4418 · emitida por "
          + _pii("PERSON", "Beatriz Nogueira", "receptionist's name in a folio's footer") + "</div></div>")
    fs = ("<div class='fs'><h3 style='margin:0;padding:8px 14px;background:#f4f7fa;border-bottom:1px solid #e1e7ee;font-size:14px;color:#0b3d5c'>Dados de faturação</h3><div class='b'>"
          "<span class='k'>Hóspede</span>" + _pii("PERSON", "Rui Tavares Lopes", "Portuguese guest's name in a folio's billing panel")
          + "<span class='k'>Contribuinte (NIF)</span><span class='mono'>" + _pii("ID_NUMBER", nif, "Portuguese NIF on an invoice's billing panel") + "</span>"
          "<span class='k'>Morada fiscal</span>" + _pii("STREET_ADDRESS", "Rua do Souto 57, 2.º Esq., 4700-329 Braga", "Portuguese guest's home address in a folio's billing panel")
          + "<span class='k'>E-mail para envio da fatura</span>" + _pii("EMAIL_ADDRESS", "ruitlopes@sapo.pt", "guest's e-mail for the invoice in a folio")
          + "<span class='k'>Estadia</span>12/06/2025 – 14/06/2025 · 2 noites · RO · tarifa flexível"
          "<span class='k'>Observações</span>Cliente pediu fatura com NIF no check-in; convidado ao pequeno-almoço em 14/06.</div>"
          "<div class='btns'><span class='btn'>Emitir fatura-recibo</span><span class='btn2'>Enviar por e-mail</span></div></div>")
    return _pms("Caixa 1", "pms.casadocais.pt/cashiering/folio/F-25-11327", f"<div class='fo'>{fl}{fs}</div>")


# ---------------------------------------------------------------------------------------- blindx1: restaurant book
RB_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f7f3ee;color:#2a241f;font-size:12.5px}
.rh{height:48px;background:#2f2a26;color:#f3e7d7;display:flex;align-items:center;gap:20px;padding:0 18px} .rh b{font-size:16px;color:#e9b872}
.rw{display:flex;height:708px;overflow:hidden;position:relative}
.days{width:150px;flex:none;background:#fff;border-right:1px solid #e6ddd1;padding:10px 0;font-size:12px} .days div{padding:6px 14px} .days .on{background:#f4e6d2;font-weight:bold}
.bk{flex:1;padding:10px 14px;min-width:0}
.bt{width:100%;border-collapse:collapse;background:#fff;font-size:12px} .bt th{background:#efe6da;text-align:left;padding:6px 7px;font-size:11px;color:#5e5247} .bt td{padding:6px 7px;border-bottom:1px solid #f0e9df;vertical-align:top;line-height:1.4}
.bt td.nt{width:330px;color:#4a3f35} .bt .tg{display:inline-block;border-radius:8px;padding:0 6px;font-size:10.5px;background:#f4e6d2;margin-right:3px}
.bt .al{background:#fde2e1;color:#9b1c1c}
.z{transform:scale(1.25);transform-origin:0 0;width:1024px}
.gp{display:flex;gap:12px;padding:10px 14px}
.gc{background:#fff;border:1px solid #e6ddd1;border-radius:8px;padding:10px 14px;line-height:1.55}
.gc h4{margin:0 0 4px;color:#8a5a1c;font-size:13px} .gc .k{color:#86796c;font-size:11px;display:inline-block;width:118px}
"""


def _rb(inner: str, url: str) -> str:
    head = ("<div class='rh'><b>Wirtshaus am Anger</b><span>Reservierungen</span><span>Tischplan</span><span>Gäste</span><span>Warteliste</span>"
            "<span style='margin-left:auto'>Sa, 14.06.2025 · Abendservice · 118 Gäste erwartet</span></div>")
    return _page(url, "Reservierungsbuch · Wirtshaus am Anger", head + inner, RB_CSS)


def rb_book() -> str:
    bookings = [("17:30", "2", "4", "Brandl, Georg", "0171 559 2084", "Geburtstag Ehefrau " + _pii("PERSON", "Rosi", "wife's first name in a reservation note") + " (70) · Torte um 19 Uhr, Kerze · reserviert von Tochter "
                 + _pii("PERSON", "Anna Weiß", "daughter who booked for her parents in a reservation note") + ", Rechnung an sie, Tel. " + _pii("PHONE_NUMBER", "0160 9487 2215", "daughter's mobile in a reservation note"), "Geburtstag"),
                ("18:00", "4", "12", "Fischer, Markus", "0151 2264 8830", "Mr Fischer's daughter " + _pii("PERSON", "Lena", "child's first name in an English reservation note") + ", nut allergy, call " + _pii("PHONE_NUMBER", "0176 4419 2083", "phone typed in an English reservation note") + " if she arrives before her parents", "Allergie"),
                ("18:15", "6", "20", "Yılmaz, Deniz", "0157 3391 4702", "Kinderstuhl ×1 · Stammgast · draußen, falls trocken", ""),
                ("18:30", "2", "7", "Lefèvre, Camille", "+33 6 41 27 83 90", "Touristin, spricht Englisch · vegetarisch", "Vegetarisch"),
                ("19:00", "3", "9", "Hoffmann, Dr. Petra", "089 2180 6613", "Firmenessen Kanzlei Hoffmann &amp; Vogt · Glutenunverträglichkeit (Zöliakie) bei Frau Dr. Hoffmann", "Allergie"),
                ("19:00", "8", "21/22", "Tischrunde TSV Haidhausen", "089 448 7102", "Vereinsabend, Bierfass 30 l vorbestellt · Ansprechpartner " + _pii("PERSON", "Sepp Huber", "club contact's name in a reservation note"), "Gruppe"),
                ("19:30", "2", "5", "Novak, Tereza", "0152 7741 0938", "Rollstuhl · Tisch 5 am Eingang", ""),
                ("20:00", "5", "14", "Aydın, Mehmet", "0176 2208 5561", "Laktoseintoleranz (2 Pers.) · Kinder 6 und 9", "Allergie"),
                ("20:45", "2", "3", "Okafor, Chiamaka", "+44 7700 912 486", "Anniversary · asked for a quiet corner", "Jubiläum"),
                ("21:00", "2", "11", "Behr, Lukas", "0173 6610 2947", "Spät · Küche bis 22 Uhr informiert", "")]
    rows = ""
    for t, n, tab, name, ph, note, tag in bookings:
        shown = _pii("PERSON", name, "guest's name surname first in a reservation book") if not name.startswith("Tischrunde") else name
        tg = f"<span class='tg {'al' if tag == 'Allergie' else ''}'>{tag}</span>" if tag else ""
        rows += (f"<tr><td><b>{t}</b></td><td>{n}</td><td>{tab}</td><td>{shown}</td><td>" + _pii("PHONE_NUMBER", ph, "guest's phone in a reservation book") + f"</td><td class='nt'>{tg}{note}</td><td>bestätigt</td></tr>")
    days = "".join(f"<div class='{'on' if d.startswith('Sa') else ''}'>{d}</div>" for d in ("Do 12.06.", "Fr 13.06.", "Sa 14.06.", "So 15.06.", "Mo 16.06. · Ruhetag", "Di 17.06."))
    inner = (f"<div class='rw'><div class='days'>{days}<div style='color:#86796c;padding-top:16px'>Küche 17–22 Uhr<br>Tische 32 · Plätze 124</div></div>"
             "<div class='bk'><div style='display:flex;justify-content:space-between;margin-bottom:6px'><b style='font-size:15px'>Samstag, 14. Juni 2025 · Abend</b>"
             "<span>34 Reservierungen · 118 Personen · 3 Walk-ins · Warteliste 2</span></div>"
             f"<table class='bt'><tr><th>Zeit</th><th>Pers.</th><th>Tisch</th><th>Name</th><th>Telefon</th><th>Notizen</th><th>Status</th></tr>{rows}</table>"
             "<div style='color:#86796c;margin-top:6px'>Wirtshaus am Anger · St.-Jakobs-Platz 9, 80331 München · 089 2323 9100 · Tagesgericht: Schweinebraten mit Knödel 16,90 €</div></div></div>")
    return _rb(inner, "app.tischbuch.de/wirtshaus-am-anger/buch/2025-06-14?service=abend")


def rb_profile() -> str:
    left = ("<div class='gc' style='width:470px'><h4>Gastprofil</h4>"
            "<span class='k'>Name</span><b>" + _pii("PERSON", "Markus Fischer", "guest's name in a restaurant guest profile at 125 %") + "</b><br>"
            "<span class='k'>Mobil</span>" + _pii("PHONE_NUMBER", "0151 2264 8830", "guest's mobile in a restaurant guest profile at 125 %") + "<br>"
            "<span class='k'>E-Mail</span>" + _pii("EMAIL_ADDRESS", "m.fischer.muc@t-online.de", "guest's e-mail in a restaurant guest profile at 125 %") + "<br>"
            "<span class='k'>Begleitung</span>" + _pii("PERSON", "Julia Fischer", "guest's wife's name in a restaurant guest profile at 125 %") + " (Ehefrau)<br>"
            "<span class='k'>Firma</span>Isarwerk Ingenieure GmbH<br>"
            "<span class='k'>Besuche</span>14 · zuletzt 22.03.2025<br><span class='k'>Umsatz</span>1.284,60 € · Ø 91,76 €<br>"
            "<span class='k'>Lieblingstisch</span>12 (Fenster)<br><span class='k'>Garantie</span>Mastercard •••• 2290 · gültig bis 09/27<br>"
            "<span class='k'>Newsletter</span>ja (seit 2023)</div>")
    right = ("<div class='gc' style='width:300px'><h4>Notizen</h4>Tochter " + _pii("PERSON", "Lena", "child's first name in a guest profile note at 125 %") + " (11): Erdnuss- und Baumnussallergie, Notfallset dabei. "
             "Kommt manchmal mit dem Kindermädchen " + _pii("PERSON", "Kasia", "nanny's first name in a guest profile note at 125 %") + " vorab, Handy " + _pii("PHONE_NUMBER", "0176 4419 2083", "nanny's phone in a guest profile note at 125 %")
             + ".<br><br>Mag Augustiner Edelstoff, kein Koriander.<br><br><span style='color:#86796c'>Geändert 14.06.2025 17:42 · Service</span></div>")
    return _rb(f"<div class='rw'><div class='z'><div class='gp'>{left}{right}</div>"
               "<div class='gp'><div class='gc' style='width:782px'><h4>Heutige Reservierung</h4>18:00 · 4 Personen · Tisch 12 · Kinderkarte ×1 · Allergie-Hinweis an Küche gesendet (Küchenchef informiert)</div></div></div></div>",
               "app.tischbuch.de/wirtshaus-am-anger/gaeste/48213?zoom=125")


# -------------------------------------------------------------------------------------------- blindx2: event ticketing
EV_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f5f6fa;color:#20243a;font-size:13px}
.eh{height:46px;background:#fff;border-bottom:1px solid #e0e3ee;display:flex;align-items:center;gap:22px;padding:0 20px} .eh b{color:#5b3df5;font-size:16px}
.ew{height:710px;overflow:hidden;position:relative}
.z8{transform:scale(0.8);transform-origin:0 0;width:1600px;padding:12px 20px}
.et{width:100%;border-collapse:collapse;background:#fff;font-size:13px} .et th{background:#f0f1f7;text-align:left;padding:7px 8px;font-size:12px;color:#545a78;border-bottom:1px solid #dfe2ec} .et td{padding:7px 8px;border-bottom:1px solid #eceef5;vertical-align:top}
.tk{display:inline-block;border-radius:10px;padding:1px 8px;font-size:11.5px} .t1{background:#ede9fe;color:#5b21b6} .t2{background:#dcfce7;color:#166534} .t3{background:#fee2e2;color:#991b1b} .t4{background:#e0f2fe;color:#075985}
.kp{display:flex;gap:12px;margin-bottom:10px} .kp div{background:#fff;border:1px solid #e0e3ee;border-radius:8px;padding:8px 16px;font-size:12.5px} .kp b{display:block;font-size:20px}
.pv{display:flex;height:756px;background:#525659}
.pvp{flex:1;overflow:hidden;padding:18px 0 0 60px}
.sheet{width:820px;height:1000px;background:#fff;transform:scale(0.72);transform-origin:0 0;padding:30px;display:grid;grid-template-columns:1fr 1fr;gap:24px}
.bd{border:1px dashed #999;height:440px;position:relative;font-family:"DejaVu Sans",sans-serif;overflow:hidden}
.bd .top{height:70px;background:#14123a;color:#fff;padding:12px 16px;font-size:13px;line-height:1.4}
.bd .fn{font-family:"Liberation Sans Narrow","DejaVu Sans Condensed",sans-serif;font-weight:bold;font-size:62px;line-height:1;padding:36px 16px 0;letter-spacing:-1px;color:#14123a}
.bd .ln{font-size:22px;padding:6px 16px 0;color:#14123a} .bd .co{font-size:16px;padding:14px 16px 0;color:#444}
.bd .band{position:absolute;left:0;right:0;bottom:0;height:56px;color:#fff;font-weight:bold;font-size:20px;letter-spacing:3px;display:flex;align-items:center;padding-left:16px}
.qr{position:absolute;right:16px;bottom:72px;width:84px;height:84px;display:grid;grid-template-columns:repeat(7,1fr)} .qr i{display:block} .qr i.b{background:#111}
.ps{width:320px;flex:none;background:#fff;padding:18px 20px;font-size:13px;color:#202124;position:relative}
.ps h3{margin:0 0 16px;font-size:18px;font-weight:normal} .ps .r{display:flex;justify-content:space-between;align-items:center;margin:12px 0} .ps .r span:last-child{border:1px solid #dadce0;border-radius:4px;padding:5px 10px;width:140px}
.oc{display:flex;gap:14px;padding:14px 20px}
.ob{background:#fff;border:1px solid #e0e3ee;border-radius:8px;padding:12px 16px;line-height:1.6}
.ob h4{margin:0 0 6px;font-size:14px} .ob .k{color:#6a7090;display:inline-block;width:130px;font-size:12px}
"""


def _ev(inner: str, url: str, tab: str) -> str:
    head = ("<div class='eh'><b>TicketLoop</b><span>Lisbon Data &amp; AI Summit 2025</span><span>Orders</span><span>Attendees</span><span>Badges</span><span>Check-in</span>"
            "<span style='margin-left:auto;color:#545a78'>Organiser · Summit Events Lda.</span></div>")
    return _page(url, tab, head + f"<div class='ew'>{inner}</div>", EV_CSS)


def ev_attendees() -> str:
    people = [("DENY_LIST", "Srinivas Chidambaranathan", "srinivas.c@kaverianalytics.in", "+91 98450 31267", "Speaker", "t3", "LDS-25-004418", "Kaveri Analytics", "Head of ML Platform", "09:12"),
              ("PERSON", "Karthik Raman", "karthik.raman@kaverianalytics.in", "", "Full pass", "t1", "LDS-25-004418", "Kaveri Analytics", "Data Engineer", "09:14"),
              ("PERSON", "Inês Marques da Silva", "ines.mdsilva@gmail.com", "+351 936 204 118", "Full pass", "t1", "LDS-25-003907", "—", "Freelance analyst", "08:51"),
              ("PERSON", "Tobias Krüger", "t.krueger@datenwerk.de", "+49 1522 884 3071", "Workshop + Full", "t4", "LDS-25-003311", "Datenwerk GmbH", "CTO", "—"),
              ("PERSON", "Aoife Brennan", "aoife.brennan@streamline.ie", "", "Full pass", "t1", "LDS-25-004102", "Streamline Analytics", "Product Manager", "09:30"),
              ("PERSON", "Lakshmi Narayanan", "lakshmi.n@outlook.com", "+91 94431 77520", "Student", "t2", "LDS-25-004250", "IIT Madras", "PhD candidate", "—"),
              ("PERSON", "Mateus Oliveira Pinto", "mateus.pinto@novasbe.pt", "", "Academic", "t2", "LDS-25-002988", "Nova SBE", "Assistant Professor", "08:47"),
              ("PERSON", "Hannah Whitfield", "hwhitfield@quantaris.co.uk", "+44 7911 203 554", "Sponsor staff", "t4", "SPN-GOLD-07", "Quantaris", "Solutions Architect", "08:10"),
              ("PERSON", "Yuki Tanabe", "yuki.tanabe@kumo-data.jp", "", "Full pass", "t1", "LDS-25-003650", "Kumo Data", "Research Scientist", "—"),
              ("PERSON", "Ricardo Almeida", "ricardo.almeida@summitevents.pt", "+351 912 330 497", "Crew", "t4", "CREW-012", "Summit Events", "Stage manager", "07:45"),
              ("PERSON", "Fatima Zahra El Idrissi", "fz.elidrissi@gmail.com", "+212 661 48 29 03", "Full pass", "t1", "LDS-25-004377", "—", "ML Engineer", "—"),
              ("PERSON", "Piotr Zieliński", "piotr.zielinski@codebridge.pl", "", "Workshop", "t4", "LDS-25-003999", "Codebridge", "Team Lead", "09:02")]
    rows = ""
    for k, name, mail, ph, tt, tc, order, co, title, ci in people:
        sit = "deny-listed Indian name with a long surname in an attendee list at 80 %" if k == "DENY_LIST" else "attendee's name in an attendee list at 80 %"
        phone = _pii("PHONE_NUMBER", ph, "Indian mobile in an attendee list at 80 %" if ph.startswith("+91") else "attendee's mobile in an attendee list at 80 %") if ph else "<span style='color:#9aa0b8'>—</span>"
        rows += (f"<tr><td><input type='checkbox'></td><td>{_pii(k, name, sit)}</td><td>{_pii('EMAIL_ADDRESS', mail, 'attendee e-mail in an attendee list at 80 %')}</td><td>{phone}</td>"
                 f"<td><span class='tk {tc}'>{tt}</span></td><td class='mono'>{order}</td><td>{co}</td><td>{title}</td><td>{ci}</td></tr>")
    inner = ("<div class='z8'><div class='kp'><div><b>1,486</b>tickets sold</div><div><b>912</b>checked in</div><div><b>64</b>speakers</div><div><b>€412,380</b>gross</div><div><b>Day 1</b>Thu 12 Jun · Centro de Congressos de Lisboa, Praça das Indústrias, 1300-307 Lisboa</div></div>"
             "<div style='display:flex;gap:8px;margin-bottom:8px'><span class='btn2'>Search attendees</span><span class='btn2'>Ticket type ▾</span><span class='btn2'>Checked in ▾</span><span class='btn'>Print badges (2 selected)</span><span class='btn2'>Export CSV</span></div>"
             f"<table class='et'><tr><th></th><th>Name</th><th>E-mail</th><th>Mobile</th><th>Ticket</th><th>Order</th><th>Company</th><th>Job title</th><th>Checked in</th></tr>{rows}</table>"
             "<div style='color:#6a7090;margin-top:8px'>Showing 1–12 of 1,486 · Keynote 09:30 Auditório I · Workshops 14:00 rooms 1.08–1.12 · Sponsors: Quantaris, Kumo Data, Banco Atlântico</div></div>")
    return _ev(inner, "admin.ticketloop.io/events/lds-2025/attendees?zoom=80", "Attendees · Lisbon Data & AI Summit 2025 · TicketLoop")


def _qr(seed: int) -> str:
    r = random.Random(seed)
    return "<div class='qr'>" + "".join(f"<i class='{'b' if (r.random() < 0.5 or (i < 3 and j < 3)) else ''}'></i>" for i in range(7) for j in range(7)) + "</div>"


def ev_badges() -> str:
    def badge(k: str, first: str, last: str, co: str, role: str, colour: str, seed: int, sit_f: str, sit_l: str) -> str:
        return ("<div class='bd'><div class='top'><b>LISBON DATA &amp; AI SUMMIT</b><br>12–13 June 2025 · Lisboa</div>"
                f"<div class='fn'>{_pii(k, first, sit_f)}</div><div class='ln'>{_pii(k, last, sit_l)}</div><div class='co'>{co}</div>"
                f"{_qr(seed)}<div class='band' style='background:{colour}'>{role}</div></div>")
    sheet = ("<div class='sheet'>"
             + badge("DENY_LIST", "SRINIVAS", "Chidambaranathan", "Kaveri Analytics · Bengaluru", "SPEAKER", "#b91c1c", 1,
                     "deny-listed given name in capitals in a badge's large display font", "deny-listed surname on a badge's second line")
             + badge("PERSON", "KARTHIK", "Raman", "Kaveri Analytics · Bengaluru", "FULL PASS", "#5b21b6", 2, "first name in capitals in a badge's large display font", "surname on a badge's second line")
             + badge("PERSON", "INÊS", "Marques da Silva", "Lisboa", "FULL PASS", "#5b21b6", 3, "first name in capitals in a badge's large display font", "surname on a badge's second line")
             + badge("PERSON", "TOBIAS", "Krüger", "Datenwerk GmbH · Berlin", "WORKSHOP", "#075985", 4, "first name in capitals in a badge's large display font", "surname on a badge's second line")
             + "</div>")
    ps = ("<div class='ps'><h3>Print badges</h3><div style='color:#5f6368;margin-bottom:10px'>4 badges · 1 sheet (A4, 2 × 2)</div>"
          "<div class='r'><span>Printer</span><span>Zebra-Desk-3</span></div><div class='r'><span>Template</span><span>LDS25 A6 v3</span></div>"
          "<div class='r'><span>Stock</span><span>A4 perforated</span></div><div class='r'><span>Scale</span><span>Fit · 72</span></div>"
          "<div class='r'><span>Mark as printed</span><span>☑</span></div>"
          "<div style='position:absolute;bottom:24px;right:24px;display:flex;gap:8px'><span class='btn2'>Cancel</span><span class='btn'>Print</span></div></div>")
    return _page("admin.ticketloop.io/events/lds-2025/badges/print?ids=4418-1,4418-2,3907-1,3311-1", "Print badges · TicketLoop", f"<div class='pv'><div class='pvp'>{sheet}</div>{ps}</div>", EV_CSS)


def ev_order() -> str:
    buyer = ("<div class='ob' style='width:560px'><h4>Order LDS-25-004418 · paid</h4>"
             "<span class='k'>Placed</span>02 May 2025 11:47 WEST · web checkout<br>"
             "<span class='k'>Buyer</span>" + _pii("PERSON", "Meera Iyer", "office manager's name who ordered tickets for colleagues") + " (Office Manager)<br>"
             "<span class='k'>Buyer e-mail</span>" + _pii("EMAIL_ADDRESS", "meera.iyer@kaverianalytics.in", "buyer's work e-mail in a ticket order") + "<br>"
             "<span class='k'>Buyer phone</span>" + _pii("PHONE_NUMBER", "+91 80 4112 7730", "buyer's Bengaluru office direct line in Indian format in a ticket order") + "<br>"
             "<span class='k'>Billing</span>Kaveri Analytics Pvt. Ltd., 3rd Floor, Prestige Tech Park, Outer Ring Road, Bengaluru 560103, India<br>"
             "<span class='k'>GSTIN</span>29AAGCK4821Q1Z5<br>"
             "<span class='k'>Payment</span>Card via Stripe · pi_3PqR8LKx2Vb71 · €649.00 + €0.00 VAT (reverse charge)<br>"
             "<span class='k'>Invoice</span>SE-2025-01877 (sent 02 May)</div>")
    tix = ("<div class='ob' style='flex:1'><h4>Tickets in this order (2)</h4><table class='et' style='font-size:12.5px'><tr><th>Attendee</th><th>Ticket</th><th>Price</th><th>Status</th></tr>"
           "<tr><td>" + _pii("DENY_LIST", "S. Chidambaranathan", "deny-listed name with an initial in a ticket order") + "</td><td><span class='tk t3'>Speaker</span></td><td>€0.00 (comp)</td><td>checked in 09:12</td></tr>"
           "<tr><td>" + _pii("PERSON", "Karthik Raman", "colleague's name as an attendee in a ticket order") + "</td><td><span class='tk t1'>Full pass</span></td><td>€649.00</td><td>checked in 09:14</td></tr></table><br>"
           "<b>Notes</b><br>Meera: “Please send " + _pii("DENY_LIST", "Srinivas", "deny-listed given name alone in an order note") + "'s speaker pack to him directly, he is travelling: personal mobile "
           + _pii("PHONE_NUMBER", "+91 99001 84526", "speaker's personal mobile in Indian format typed in an order note") + ".” · Session: <i>Feature stores at scale</i>, Thu 12 Jun 15:20, Auditório II</div>")
    log = ("<div class='ob' style='margin:0 20px'><h4>Activity</h4>02 May 11:47 order created · 02 May 11:48 payment succeeded · 03 May 09:02 speaker ticket added by Summit Events (programme team) · 12 Jun 09:12 / 09:14 checked in at Gate A, scanner 3 · 12 Jun 09:20 badges reprinted (name too long: template v3)</div>")
    return _ev(f"<div class='oc'>{buyer}{tix}</div>{log}", "admin.ticketloop.io/events/lds-2025/orders/LDS-25-004418", "Order LDS-25-004418 · TicketLoop")


# ----------------------------------------------------------------------------------------------- blindx3: marathon
MR_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f2f5f8;color:#1c2733;font-size:13px}
.mh{height:48px;background:#004c97;color:#fff;display:flex;align-items:center;gap:20px;padding:0 20px} .mh b{font-size:15px}
.mw{display:flex;gap:12px;padding:12px 16px;height:708px;overflow:hidden}
.mc{background:#fff;border:1px solid #d5dde6;border-radius:8px;padding:10px 14px;line-height:1.55}
.mc h4{margin:0 0 6px;color:#004c97;font-size:13.5px;border-bottom:1px solid #e4e9ef;padding-bottom:4px}
.mc .k{color:#60707f;font-size:11.5px;display:inline-block;width:150px}
.bib{font-family:"Liberation Sans Narrow",sans-serif;font-weight:bold;font-size:46px;color:#004c97;line-height:1}
.dk{background:#10151c;color:#d6dde6} .dk .mh{background:#1b2a3a}
.dz{transform:scale(1.5);transform-origin:0 0;width:853px;padding:10px 14px}
.dt{width:100%;border-collapse:collapse;font-size:12px} .dt th{color:#8fa0b3;text-align:left;padding:5px 6px;border-bottom:1px solid #2b3848;font-size:11px} .dt td{padding:5px 6px;border-bottom:1px solid #222e3b;vertical-align:top;line-height:1.4}
.rd{color:#ff8a80} .am{color:#ffd180}
"""


def mr_record(amka: str) -> str:
    runner = ("<div class='mc' style='width:520px'><h4>Στοιχεία δρομέα</h4>"
              "<span class='k'>Ονοματεπώνυμο</span><b>" + _pii("PERSON", "Δημήτρης Κωνσταντινίδης", "runner's name in Greek script in a marathon registration record") + "</b><br>"
              "<span class='k'>Λατινικοί χαρακτήρες</span>" + _pii("PERSON", "KONSTANTINIDIS DIMITRIOS", "runner's name in Latin capitals surname first in a marathon registration record") + "<br>"
              "<span class='k'>ΑΜΚΑ</span><span class='mono'>" + _pii("ID_NUMBER", amka, "Greek AMKA in a marathon registration record") + "</span><br>"
              "<span class='k'>Ημ. γέννησης</span>" + _pii("DATE_OF_BIRTH", "14/03/1979", "runner's date of birth in a Greek marathon record") + " · κατηγορία Α45<br>"
              "<span class='k'>Κινητό</span>" + _pii("PHONE_NUMBER", "+30 697 318 4402", "runner's mobile in Greek format in a marathon record") + "<br>"
              "<span class='k'>E-mail</span>" + _pii("EMAIL_ADDRESS", "dkonstantinidis79@yahoo.gr", "runner's e-mail in a Greek marathon record") + "<br>"
              "<span class='k'>Διεύθυνση</span>" + _pii("STREET_ADDRESS", "Βασιλέως Κωνσταντίνου 21, 211 00 Ναύπλιο", "runner's home address in Greek in a marathon record") + "<br>"
              "<span class='k'>Σύλλογος</span>Γ.Σ. Ναυπλίου «Παλαμήδης» · δελτίο ΣΕΓΑΣ ενεργό<br>"
              "<span class='k'>Μέγεθος T-shirt</span>L · Πακέτο παραλήφθηκε 13/04 17:22</div>")
    emerg = ("<div class='mc' style='flex:1'><h4>Επαφές έκτακτης ανάγκης</h4>"
             "1. " + _pii("DENY_LIST", "Σταυρούλα Κωνσταντινίδου", "deny-listed Greek name in Greek script as an emergency contact") + " (σύζυγος) " + _pii("PHONE_NUMBER", "694 552 1870", "emergency contact's mobile in a `Name (relation) phone` line") + "<br>"
             "2. " + _pii("PERSON", "Ελένη Μαυρίδου", "second emergency contact's name") + " (αδελφή) " + _pii("PHONE_NUMBER", "+30 2752 0 24618", "sister's landline in a `Name (relation) phone` line") + "<br><br>"
             "<h4>Ιατρικές πληροφορίες</h4>Άσθμα άσκησης — φέρει εισπνεόμενο (σαλβουταμόλη)<br>Αλλεργία: πενικιλίνη<br>Ιατρική βεβαίωση: Δρ "
             + _pii("PERSON", "Παναγιώτης Ρήγας", "doctor's name on a medical certificate in a marathon record") + ", καρδιολόγος · 02/02/2025 ✔<br><br>"
             "<h4>Συμμετοχή</h4><div style='display:flex;gap:18px;align-items:center'><div class='bib'>4127</div><div>Μαραθώνιος 42,195 χλμ<br>Κύμα εκκίνησης B · 07:45 · Πλατεία Συντάγματος<br>Στόχος 3:45:00 · Pace 5:20/χλμ</div></div>"
             "<table class='dt' style='margin-top:8px'><tr><th>Έτος</th><th>Αγώνας</th><th>Χρόνος</th></tr><tr><td>2024</td><td>Μαραθώνιος Ναυπλίου</td><td>3:52:18</td></tr><tr><td>2023</td><td>Ημιμαραθώνιος Άργους</td><td>1:44:05</td></tr></table></div>")
    head = ("<div class='mh'><b>Μαραθώνιος Ναυπλίου 2025</b><span>Εγγραφές</span><span>Αριθμοί</span><span>Ιατρική υποστήριξη</span><span>Εθελοντές</span>"
            "<span style='margin-left:auto'>Γραφείο αγώνα · Συγγρού 4, Ναύπλιο · 27520 29 400</span></div>")
    return _page("admin.nafplio-marathon.gr/registrations/4127", "Δρομέας #4127 · Μαραθώνιος Ναυπλίου", head + f"<div class='mw'>{runner}{emerg}</div>", MR_CSS)


def mr_medical() -> str:
    flagged = [("4127", "PERSON", "Κωνσταντινίδης Δ.", "Άσθμα άσκησης", "DENY_LIST", "Σ. Κωνσταντινίδου", "σύζυγος", "694 552 1870", "Σ2 · 21 χλμ", "am"),
               ("1893", "PERSON", "Παπαγεωργίου Αθηνά", "Διαβήτης τύπου 1 · αισθητήρας", "PERSON", "Νίκος Παπαγεωργίου", "πατέρας", "693 882 4015", "—", ""),
               ("2260", "PERSON", "Müller, Katrin", "Beta blockers", "PERSON", "Jens Müller", "Ehemann", "+49 160 443 9178", "Σ4 · 35 χλμ", "rd"),
               ("0742", "PERSON", "Λαμπράκης Στέλιος", "Επιληψία (ελεγχόμενη)", "PERSON", "Μαρία Λαμπράκη", "μητέρα", "210 963 5127", "—", "")]
    rows = ""
    for bib, k1, name, cond, k2, contact, rel, ph, where, cls in flagged:
        sit1 = "runner's name with an initial in a dark medical desk at 150 %" if "." in name else "runner's name in a dark medical desk at 150 %"
        sit2 = "deny-listed Greek name with an initial as an emergency contact in a dark medical desk at 150 %" if k2 == "DENY_LIST" else "emergency contact's name in a dark medical desk at 150 %"
        rows += (f"<tr><td><b>{bib}</b></td><td>{_pii(k1, name, sit1)}</td><td>{cond}</td>"
                 f"<td>{_pii(k2, contact, sit2)} ({rel}) {_pii('PHONE_NUMBER', ph, 'emergency phone in a dark medical desk at 150 %')}</td><td class='{cls}'>{where}</td></tr>")
    head = ("<div class='mh'><b>Ιατρικό κέντρο αγώνα</b><span>Live</span><span style='margin-left:auto'>09:58 · 2.861 στην πορεία</span></div>")
    inner = (f"<div class='dz'><table class='dt'><tr><th>Αρ.</th><th>Δρομέας</th><th>Πάθηση</th><th>Επαφή έκτακτης ανάγκης</th><th>Θέση</th></tr>{rows}</table>"
             "<div style='margin-top:8px;color:#8fa0b3;line-height:1.5'>Σταθμοί: Σ2 Τολό (χλμ 21) · Σ4 Ασίνη (χλμ 35) · ΕΚΑΒ ασθενοφόρο 2 στο χλμ 30<br>Χορηγοί: Τράπεζα Πελοποννήσου · Νερό Κορπή</div></div>")
    return _page("admin.nafplio-marathon.gr/medical/live?zoom=150", "Ιατρικό κέντρο · Μαραθώνιος Ναυπλίου", f"<div class='dk' style='height:756px'>{head}{inner}</div>", MR_CSS, dark=True)


# ------------------------------------------------------------------------------------------ blindx4: Danish football club
FC_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#e9eef2;color:#1f2933;font-size:12.5px}
.tab{margin:10px auto 0;width:1200px;height:736px;border:12px solid #222;border-radius:22px;background:#fff;overflow:hidden}
.fh{height:44px;background:#c8102e;color:#fff;display:flex;align-items:center;gap:18px;padding:0 16px} .fh b{font-size:15px}
.fb{padding:10px 14px}
.sq{width:100%;border-collapse:collapse;font-size:12px} .sq th{background:#f3f5f7;text-align:left;padding:6px 7px;color:#52606d;font-size:11px} .sq td{padding:6px 7px;border-bottom:1px solid #eef1f4;vertical-align:top}
.nr{display:inline-block;width:24px;height:24px;border-radius:50%;background:#c8102e;color:#fff;text-align:center;line-height:24px;font-weight:bold;font-size:11px}
.fc{background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:10px 14px;line-height:1.6}
.fc h4{margin:0 0 4px;color:#c8102e;font-size:13px} .fc .k{color:#67737f;font-size:11px;display:inline-block;width:130px}
"""


def _fc(inner: str) -> str:
    head = ("<div class='fh'><b>Ørestad Boldklub</b><span>Hold</span><span>Medlemmer</span><span>Kontingent</span><span>Kampe</span>"
            "<span style='margin-left:auto'>Træner: " + _pii("PERSON", "Mette Bach", "coach's name in a club app header") + "</span></div>")
    return _win("<span>Klubmodul · iPad</span><span style='color:#67737f'>U11 piger · sæson 2025</span>", f"<div class='tab'>{head}<div class='fb'>{inner}</div></div>", FC_CSS)


def fc_squad() -> str:
    kids = [("1", "Ida Skovgaard", "04.02.2014", "U11", "Rasmus Skovgaard", "28 41 73 90"),
            ("4", "Freja Lund Mikkelsen", "09.03.2014", "U11", "Camilla Lund", "+45 31 62 09 84"),
            ("5", "Amira Haddad", "21.07.2014", "U11", "Samir Haddad", "42 17 55 63"),
            ("7", "Sofie Thygesen", "30.11.2014", "U11", "Louise Thygesen", "20 93 48 12"),
            ("8", "Nora Østergaard", "15.01.2015", "U10 (spiller op)", "Jakob Østergaard", "61 44 20 37"),
            ("9", "Clara Jensen", "02.05.2014", "U11", "Henrik Jensen", "25 58 91 06"),
            ("10", "Zofia Nowak", "18.08.2014", "U11", "Agnieszka Nowak", "+48 601 284 733"),
            ("11", "Alma Bech-Nielsen", "26.04.2015", "U10 (spiller op)", "Tine Bech", "53 70 16 28"),
            ("14", "Maja Rahimi", "11.10.2014", "U11", "Farid Rahimi", "50 12 86 74")]
    rows = "".join(f"<tr><td><span class='nr'>{n}</span></td><td>{_pii('PERSON', c, 'child player name in a club squad list')}</td><td>{_pii('DATE_OF_BIRTH', b, 'child date of birth beside the age group in a squad list')}</td><td>{ag}</td>"
                   f"<td>{_pii('PERSON', p, 'parent name in a club squad list')}</td><td>{_pii('PHONE_NUMBER', ph, 'parent phone in a Danish club squad list')}</td><td>betalt</td></tr>" for n, c, b, ag, p, ph in kids)
    return _fc("<div style='display:flex;justify-content:space-between;margin-bottom:6px'><b style='font-size:15px'>U11 piger · trup (15 spillere, viser 9)</b><span>Træning tirsdag og torsdag 16:30–17:45 · Bane 3 (kunstgræs), Ørestad Idrætspark</span></div>"
               f"<table class='sq'><tr><th>Nr.</th><th>Spiller</th><th>Født</th><th>Årgang</th><th>Forælder</th><th>Telefon</th><th>Kontingent</th></tr>{rows}</table>"
               "<div style='margin-top:8px;color:#67737f'>Næste kamp: lørdag 21.06. kl. 10:00 mod Amager FF (ude, Kløvermarken bane 6) · kontingent forår 650 kr. · DBU København, 8-mands</div>")


def fc_member(cpr: str) -> str:
    left = ("<div class='fc' style='width:560px'><h4>Medlem · " + _pii("PERSON", "Freja Lund Mikkelsen", "child's full name in a club membership record") + "</h4>"
            "<span class='k'>CPR-nr.</span><span class='mono'>" + _pii("ID_NUMBER", cpr, "child's Danish CPR number in a club membership record") + "</span><br>"
            "<span class='k'>Fødselsdato</span>" + _pii("DATE_OF_BIRTH", "9. marts 2014", "child's date of birth in words in Danish") + " · U11<br>"
            "<span class='k'>Adresse</span>" + _pii("STREET_ADDRESS", "Ørestads Boulevard 57, 4. th., 2300 København S", "child's home address in a Danish membership record") + "<br>"
            "<span class='k'>Mor</span>" + _pii("PERSON", "Camilla Lund", "mother's name in a club membership record") + " · " + _pii("PHONE_NUMBER", "+45 31 62 09 84", "mother's phone in a club membership record")
            + " · " + _pii("EMAIL_ADDRESS", "camilla.lund@hotmail.dk", "mother's e-mail in a club membership record") + "<br>"
            "<span class='k'>Far</span>" + _pii("PERSON", "Anders Mikkelsen", "father's name in a club membership record") + " · " + _pii("PHONE_NUMBER", "26 84 11 59", "father's phone in a Danish club record")
            + " · " + _pii("EMAIL_ADDRESS", "anders.mikkelsen@live.dk", "father's e-mail in a club membership record") + "<br>"
            "<span class='k'>Må hentes af</span>" + _pii("PERSON", "Poul Lund", "grandfather allowed to pick up in a club membership record") + " (morfar) " + _pii("PHONE_NUMBER", "40 27 63 88", "grandfather's phone in a club membership record") + "<br>"
            "<span class='k'>Kontingent betales</span>MobilePay " + _pii("PHONE_NUMBER", "31 62 09 84", "MobilePay number paying a club fee") + " · 650 kr. halvårligt<br>"
            "<span class='k'>Indmeldt</span>august 2021 · spillercertifikat DBU 2021-118</div>")
    right = ("<div class='fc' style='flex:1'><h4>Sundhed og samtykke</h4>Allergi: bi- og hvepsestik (EpiPen i tasken)<br>Astma: nej<br>Må fotograferes til klubbens hjemmeside: <b>nej</b><br>Må køre med andre forældre: ja<br><br>"
             "<h4>Klubben</h4>Ørestad Boldklub · Ørestad Idrætspark, Asger Jorns Vej 2, 2300 København S<br>Kontor 32 54 18 00 (tirs og tors 16–18) · kontor@orestadbk.dk<br><br>"
             "<h4>Sponsorer</h4>Arkitektfirmaet Nordlys A/S · Bager Sørensen · Ørestad Apotek</div>")
    return _fc(f"<div style='display:flex;gap:12px'>{left}{right}</div>")


# -------------------------------------------------------------------------------------------------- blindx5: gym desk
GY_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f1f1f1;color:#222;font-size:13px}
.gh{height:48px;background:#111;color:#fff;display:flex;align-items:center;gap:20px;padding:0 20px} .gh b{color:#c6f432;font-size:16px;letter-spacing:1px}
.gw{display:flex;gap:14px;padding:12px 16px;height:708px;overflow:hidden}
.gc{background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px 16px;line-height:1.6}
.gc h4{margin:0 0 6px;font-size:14px} .gc .k{color:#777;font-size:11.5px;display:inline-block;width:140px}
.mcard{width:340px;height:210px;border-radius:14px;background:linear-gradient(135deg,#1a1a1a,#3a3a3a);color:#fff;position:relative;padding:14px 16px;box-shadow:0 6px 16px rgba(0,0,0,.25)}
.ph{position:absolute;left:16px;top:52px;width:86px;height:110px;border-radius:6px;background:#c9b6a3;overflow:hidden}
.ph .hd{position:absolute;left:23px;top:14px;width:40px;height:46px;border-radius:50%;background:#8a6a52} .ph .bo{position:absolute;left:8px;top:62px;width:70px;height:60px;border-radius:35px 35px 0 0;background:#2d5d7b}
.ph .hr{position:absolute;left:18px;top:8px;width:50px;height:34px;border-radius:25px 25px 8px 8px;background:#3b2a1e}
.z{transform:scale(0.67);transform-origin:0 0;width:1910px;padding:14px 20px}
.sp{width:100%;border-collapse:collapse;font-size:14px} .sp th{text-align:left;background:#f5f5f5;padding:7px 9px;color:#666} .sp td{padding:7px 9px;border-bottom:1px solid #eee}
.mono{font-family:"DejaVu Sans Mono",monospace}
"""


def _gym(inner: str, url: str, tab: str) -> str:
    head = ("<div class='gh'><b>FITWERK</b><span>Leipzig-Plagwitz</span><span>Check-in</span><span>Mitglieder</span><span>Verträge</span><span>Kurse</span>"
            "<span style='margin-left:auto'>Theke: " + _pii("PERSON", "Kevin S.", "desk clerk's first name and initial in a gym's header") + "</span></div>")
    return _page(url, tab, head + f"<div class='gw'>{inner}</div>", GY_CSS)


def gym_card(ausweis: str) -> str:
    card = ("<div><div class='mcard'><b style='color:#c6f432;letter-spacing:2px'>FITWERK</b> <span style='float:right;font-size:11px'>MITGLIED · PREMIUM</span>"
            "<div class='ph'><div class='bo'></div><div class='hr'></div><div class='hd'></div></div>"
            "<div style='position:absolute;left:116px;top:58px;line-height:1.5'><b style='font-size:17px'>" + _pii("PERSON", "Mara Lindner", "member's name on a gym photo card") + "</b><br>"
            "Nr. <span class='mono'>" + _pii("ID_NUMBER", "FW-0012847", "gym membership number on a photo card") + "</span><br>seit 01.09.2022</div>"
            "<div style='position:absolute;left:16px;bottom:12px;font-size:10px;color:#bbb'>Karl-Heine-Str. 93, 04229 Leipzig · 0341 2469 300</div></div>"
            "<div class='gc' style='width:340px;margin-top:12px'><h4>Check-ins</h4>Heute 07:12 · Gestern 18:40 · 11.06. 18:55<br>Ø 3,4 Besuche/Woche · Kurse: Spinning Di 19:00, Yoga Do 18:30</div></div>")
    data = ("<div class='gc' style='flex:1'><h4>Stammdaten</h4>"
            "<span class='k'>Name</span>" + _pii("PERSON", "Lindner, Mara", "member's name surname first in gym master data") + "<br>"
            "<span class='k'>Geburtsdatum</span>" + _pii("DATE_OF_BIRTH", "27.08.1994", "member's date of birth in gym master data") + "<br>"
            "<span class='k'>Anschrift</span>" + _pii("STREET_ADDRESS", "Zschochersche Str. 48, 04229 Leipzig", "member's address in gym master data") + "<br>"
            "<span class='k'>Mobil</span>" + _pii("PHONE_NUMBER", "0157 8823 1046", "member's mobile in gym master data") + "<br>"
            "<span class='k'>E-Mail</span>" + _pii("EMAIL_ADDRESS", "mara.lindner94@posteo.de", "member's e-mail in gym master data") + "<br>"
            "<span class='k'>App-Login</span>" + _pii("ACCOUNT_NAME", "maralindner94", "member's app log-in in gym master data") + "<br>"
            "<span class='k'>Ausweis geprüft</span>Personalausweis <span class='mono'>" + _pii("ID_NUMBER", ausweis, "German Personalausweis number in gym master data") + "</span> · 01.09.2022<br>"
            "<span class='k'>Spind</span>Nr. 214 · Code " + _pii("SECRET_VALUE", "5093", "member's locker code in gym master data") + "<br><br>"
            "<h4>Vertrag</h4><span class='k'>Tarif</span>Premium 24 Monate · 39,90 € / Monat<br><span class='k'>Laufzeit</span>01.09.2024 – 31.08.2026 · Kündigungsfrist 1 Monat<br>"
            "<span class='k'>Zusatz</span>Getränkeflat 6,00 € · Trainerstunde 10er-Karte (3 offen)<br><span class='k'>Zahlung</span>SEPA-Lastschrift · Mandat aktiv</div>")
    return _gym(card + data, "desk.fitwerk.de/plagwitz/mitglieder/FW-0012847", "Mara Lindner · FITWERK Theke")


def gym_mandate(iban: str) -> str:
    mandate = ("<div class='gc' style='width:880px'><h4 style='font-size:20px'>SEPA-Lastschriftmandat</h4>"
               "<span class='k'>Zahlungsempfänger</span>FitWerk Leipzig GmbH, Karl-Heine-Str. 93, 04229 Leipzig<br>"
               "<span class='k'>Gläubiger-ID</span><span class='mono'>DE41ZZZ00001927384</span><br>"
               "<span class='k'>Kontoinhaber</span>" + _pii("PERSON", "Wolfgang Lindner", "account holder's name (member's father) in a SEPA mandate at 67 %") + " (Vater)<br>"
               "<span class='k'>Anschrift</span>" + _pii("STREET_ADDRESS", "Am Rosental 12, 04105 Leipzig", "account holder's address in a SEPA mandate at 67 %") + "<br>"
               "<span class='k'>IBAN</span><span class='mono' style='font-size:18px'>" + _pii("IBAN_CODE", iban, "German IBAN in a monospace font in a SEPA mandate at 67 %") + "</span><br>"
               "<span class='k'>Mandatsreferenz</span><span class='mono' style='font-size:18px'>FW-LPZ-0012847-01</span><br>"
               "<span class='k'>BIC · Bank</span>WELADE8LXXX · Sparkasse Leipzig<br>"
               "<span class='k'>Unterschrieben</span>29.08.2024 · Leipzig · Original in der Akte</div>")
    pays = [("01.06.2025", "45,90 €", "Beitrag Juni + Getränke", "eingezogen"), ("01.05.2025", "45,90 €", "Beitrag Mai + Getränke", "eingezogen"),
            ("01.04.2025", "45,90 €", "Beitrag April + Getränke", "Rücklastschrift · 3,50 € Gebühr"), ("08.04.2025", "49,40 €", "Nachbelastung April", "eingezogen"),
            ("01.03.2025", "45,90 €", "Beitrag März + Getränke", "eingezogen")]
    rows = "".join(f"<tr><td>{d}</td><td>{a}</td><td>{t}</td><td>{s}</td></tr>" for d, a, t, s in pays)
    hist = ("<div class='gc' style='width:880px'><h4 style='font-size:20px'>Lastschriften</h4>"
            f"<table class='sp'><tr><th>Fälligkeit</th><th>Betrag</th><th>Verwendungszweck</th><th>Status</th></tr>{rows}</table><br>"
            "Notiz 04.04.2025: Rücklastschrift mangels Deckung; " + _pii("PERSON", "Mara", "member's first name in a direct-debit note at 67 %") + " hat angerufen, Vater überweist die Gebühr. — "
            + _pii("PERSON", "Kevin Schubert", "desk clerk's full name in a direct-debit note at 67 %") + "</div>")
    return _gym(f"<div class='z'><div style='display:flex;gap:20px'>{mandate}{hist}</div></div>", "desk.fitwerk.de/plagwitz/mitglieder/FW-0012847/zahlung?zoom=67", "Zahlungsdaten · FITWERK Theke")


# ------------------------------------------------------------------------------------------- blindx6: wedding planner
WD_CSS = """
body{background:#efe9e4} .desk{display:flex;justify-content:center;gap:70px;padding-top:14px;height:756px}
.ph{width:340px;height:700px;border:10px solid #111;border-radius:38px;background:#fffdfb;overflow:hidden;position:relative;font-family:"DejaVu Sans",sans-serif;font-size:12.5px;color:#2d2522}
.sb{height:28px;display:flex;justify-content:space-between;padding:6px 20px 0;font-size:11.5px;font-weight:bold}
.ap{height:42px;background:#9c6b5e;color:#fff;display:flex;align-items:center;gap:10px;padding:0 14px;font-size:13.5px}
.gl{padding:4px 10px} .gr{display:flex;justify-content:space-between;gap:8px;border-bottom:1px solid #efe4dc;padding:7px 2px;line-height:1.35}
.gr .m{color:#8c7b72;font-size:11px} .ok{color:#2f7a4a;font-size:11px;white-space:nowrap} .pd{color:#b7791f;font-size:11px;white-space:nowrap}
.ad{display:flex;gap:8px;border-bottom:1px solid #efe4dc;padding:7px 2px} .ad .n{width:118px;flex:none;font-weight:bold;line-height:1.35} .ad .a{width:150px;flex:none;line-height:1.35;color:#4b3f3a}
.cd{margin:8px 10px;border:1px solid #eadcd2;border-radius:10px;padding:8px 11px;line-height:1.5} .cd h4{margin:0 0 3px;font-size:12.5px;color:#9c6b5e} .cd .k{color:#8c7b72;font-size:11px;display:block}
.ib{font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;background:#f6efe9;border-radius:6px;padding:6px 8px;margin:4px 0}
"""


def _wd_phones(left: str, right: str) -> str:
    return _win("<span>Espelhar ecrã · iPhone 15</span><span style='color:#8c7b72'>Casamentos Alecrim</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", WD_CSS)


def wd_guests() -> str:
    sb = "<div class='sb'><span>21:14</span><span>▮▮▮ 5G 72%</span></div>"
    guests = [("PERSON", "Nikos &amp; Eleni Antoniou", "Pais do noivo · Mesa 1", "carne · peixe", "ok"),
              ("DENY_LIST", "Maria Inês Carvalho Sequeira", "Mãe da noiva · Mesa 1", "peixe", "ok"),
              ("PERSON", "Tiago &amp; Joana Ferreira", "Padrinhos · Mesa 2", "2 × carne", "ok"),
              ("PERSON", "Yiannis Antoniou", "Irmão do noivo · Mesa 2", "vegetariano", "ok"),
              ("PERSON", "Sofia &amp; Kostas Petridis", "Amigos do noivo · Mesa 6", "—", "pd"),
              ("PERSON", "Emma &amp; Oliver Hartley", "Colegas · Mesa 9", "peixe · carne", "ok"),
              ("PERSON", "Lurdes Carvalho", "Avó da noiva · Mesa 1", "sopa, sem sal", "ok"),
              ("PERSON", "Rita Sequeira", "Tia da noiva · Mesa 3", "—", "pd")]
    rows = "".join("<div class='gr'><div>" + _pii(k, n, "deny-listed Portuguese name with four names in a wedding guest list on a phone" if k == "DENY_LIST" else "wedding guests as a couple or a name in a guest list on a phone")
                   + f"<div class='m'>{r} · {menu}</div></div><span class='{st}'>{'✔ confirmado' if st == 'ok' else '… pendente'}</span></div>" for k, n, r, menu, st in guests)
    left = (sb + "<div class='ap'>Convidados · 142</div><div style='padding:6px 12px;color:#8c7b72;font-size:11px'>118 confirmados · 17 pendentes · 7 não vêm · prazo RSVP 15 agosto</div>"
            f"<div class='gl'>{rows}</div>")
    addrs = [("PERSON", "Nikos &amp; Eleni Antoniou", "Λεωφ. Κηφισίας 214, 152 31 Χαλάνδρι, Ελλάδα", "Greek address in Greek script"),
             ("DENY_LIST", "Maria Inês Sequeira", "Rua Gonçalo Cristóvão 312, 3.º Dto., 4000-265 Porto", "Portuguese address"),
             ("PERSON", "Tiago &amp; Joana Ferreira", "Travessa do Carmo 9, 1200-095 Lisboa", "Portuguese address"),
             ("PERSON", "Emma &amp; Oliver Hartley", "14 Elm Grove Road, Bristol BS6 6AJ, United Kingdom", "British address"),
             ("PERSON", "Sofia &amp; Kostas Petridis", "Αγίας Σοφίας 37, 546 22 Θεσσαλονίκη", "Greek address in Greek script")]
    arows = "".join("<div class='ad'><div class='n'>" + _pii(k, n, "deny-listed name without its third name above an invitation address on a phone" if k == "DENY_LIST" else "guests' names above an invitation address on a phone")
                    + "</div><div class='a'>" + _pii("STREET_ADDRESS", a, sit + " for an invitation wrapped in a narrow column on a phone") + "</div></div>" for k, n, a, sit in addrs)
    right = (sb + "<div class='ap'>Moradas · convites</div><div style='padding:6px 12px;color:#8c7b72;font-size:11px'>Convites impressos: 96 · enviados 12 junho · Correios registado</div>"
             f"<div class='gl'>{arows}</div>")
    return _wd_phones(left, right)


def wd_detail(iban: str) -> str:
    sb = "<div class='sb'><span>21:20</span><span>▮▮▮ 5G 70%</span></div>"
    left = (sb + "<div class='ap'>‹ Convidada</div><div class='cd'><h4>" + _pii("DENY_LIST", "Maria Inês Carvalho Sequeira", "deny-listed Portuguese name as written in a guest card on a phone") + "</h4>"
            "<span class='k'>Como aparece no convite</span>" + _pii("DENY_LIST", "SEQUEIRA, Maria Inês", "deny-listed name surname first in a guest card on a phone")
            + "<span class='k'>Telemóvel</span>" + _pii("PHONE_NUMBER", "+351 912 448 306", "guest's Portuguese mobile in a guest card on a phone")
            + "<span class='k'>E-mail</span>" + _pii("EMAIL_ADDRESS", "mines.sequeira@sapo.pt", "guest's e-mail in a guest card on a phone")
            + "<span class='k'>Relação</span>Mãe da noiva · mesa 1 · lugar 3<span class='k'>Menu</span>Peixe · sem marisco</div>"
            "<div class='cd'><h4>Notas</h4>" + _pii("DENY_LIST", "D. Maria Inês", "deny-listed given names with a courtesy title in a planner's note on a phone") + " vem com a irmã " + _pii("PERSON", "Graça Carvalho", "sister's name in a planner's note on a phone")
            + " (não estava na lista — acrescentar na mesa 3). Transporte: motorista " + _pii("PERSON", "Sr. Armando", "driver's name with a title in a planner's note on a phone") + ", "
            + _pii("PHONE_NUMBER", "964 207 583", "driver's mobile in a planner's note on a phone") + ", sai do Porto às 11:00.</div>")
    right = (sb + "<div class='ap'>Lista de presentes</div><div class='cd'><h4>Beatriz &amp; Alexandros</h4>Sábado, 13 de setembro de 2025 · 16:00<br>Quinta do Alecrim, Estrada de Colares 1180, 2710-143 Sintra</div>"
             "<div class='cd'><h4>Contribuição para a lua de mel</h4>Transferência bancária para os noivos:"
             "<div class='ib'>" + _pii("IBAN_CODE", iban, "couple's Portuguese IBAN in a monospace box in a wedding gift list on a phone") + "</div>"
             "<span class='k'>Titulares</span>" + _pii("PERSON", "Beatriz Sequeira", "bride's name as an account holder on a phone") + " e " + _pii("PERSON", "Alexandros Antoniou", "groom's name as an account holder on a phone")
             + "<span class='k'>Recebido</span>2.350,00 € de 21 convidados</div>"
             "<div class='cd'><h4>Dúvidas</h4>Casamentos Alecrim · 219 230 118 · ola@casamentosalecrim.pt</div>")
    return _wd_phones(left, right)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind24(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20261424)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    ids = {"nif": _nif_pt(rng), "ausweis_jonas": _ausweis(rng), "ausweis_mara": _ausweis(rng),
           "amka": _amka(date(1979, 3, 14), rng), "cpr": _cpr(date(2014, 3, 9), rng, True),
           "de_iban": _iban_b("DE", "86050000" + "".join(rng.choice(string.digits) for _ in range(10))),
           "pt_iban": _pt_iban(rng, "0036", "0187")}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindx0", [("hf0", lambda: hotel_checkin(ids["ausweis_jonas"])), ("hf1", hotel_card), ("hf2", lambda: hotel_folio(ids["nif"]))],
               "hotel arrivals and check-in, registration card print 75 %, folio PT")
        record("blindx1", [("rb0", rb_book), ("rb1", rb_profile)], "restaurant reservation book DE and guest profile 125 %")
        record("blindx2", [("ev0", ev_attendees), ("ev1", ev_badges), ("ev2", ev_order)], "event attendee list 80 %, badge print preview, order")
        record("blindx3", [("mr0", lambda: mr_record(ids["amka"])), ("mr1", mr_medical)], "marathon registration GR and dark medical desk 150 %")
        record("blindx4", [("fc0", fc_squad), ("fc1", lambda: fc_member(ids["cpr"]))], "children's football club DK tablet (HiDPI)", dsf=2.0)
        record("blindx5", [("gy0", lambda: gym_card(ids["ausweis_mara"])), ("gy1", lambda: gym_mandate(ids["de_iban"]))], "gym member photo card and SEPA mandate 67 %")
        record("blindx6", [("wd0", wd_guests), ("wd1", lambda: wd_detail(ids["pt_iban"]))], "wedding planner guest list phones PT (HiDPI)", dsf=2.0)
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind24, "/tmp/blind24/preview")
