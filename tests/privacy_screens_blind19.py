# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A nineteenth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind18.py, other applications again): travel, mobility and
money moving between countries — an airline's booking, seat map and boarding passes, a car rental counter and its
agreement, a Schengen visa application filled in India, a South African bank's onboarding app, Turkish e-government
pages, Kenyan and Nigerian mobile money, a Norwegian train app and a money transfer app — rendered by Debian's chromium
through the rig of tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`, its ink
measured per character.

Seven Clones recordings (`blinds0` … `blinds6`), 2 or 3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blinds0` a Nigerian airline's manage-booking page: a gradient banner greeting the deny-listed Nigerian given name
  alone in white, the passengers as airlines print them (`OKAFOR/CHINEDU MR`, the deny-listed one, his wife and a
  child) with dates of birth in capitals, passport numbers and frequent-flyer numbers, the booker's e-mail and mobile
  in international form, an emergency contact with a mobile in local form (the booking reference, e-ticket numbers,
  fare basis, flight numbers and times, passport expiry dates, the receipt number and amounts not private); then the
  seat map (the passengers' initials on their chosen seats, a tooltip with the deny-listed name in capitals, the
  names in a seat list; rows, seat letters and prices not private); then the dark boarding passes (names surname
  first with a slash, the frequent-flyer number, the barcode's text beneath it holding the name padded to its field
  and the frequent-flyer number without spaces beside the PNR, flight, gate, seat and sequence, which are not
  private; a child's pass in a list);
- `blinds1` a Nairobi car rental counter's check-out screen zoomed out to 80 %: the renter (an Indian name, a date of
  birth, a passport number, an Indian mobile, an e-mail, a home address in Bengaluru), his Indian driving licence and
  international driving permit numbers, the deny-listed Indian name as an additional driver with her date of birth
  and licence number, a card number keyed in for the deposit with the cardholder in capitals, the agent's name (the
  reservation and voucher numbers, the fleet car's plate, its VIN, the hotel's address, charges and the company's tax
  PIN not private); then the rental agreement PDF at 125 % (names surname first in capitals with a comma, dates of
  birth in words, the licence numbers, the home address, handwritten signatures as an initial and surname; the card
  shown by its last four digits, the agreement number and the cross-border permit not private);
- `blinds2` a Schengen visa application filled in Bengaluru, zoomed in to 150 %: the identity step half filled (the
  deny-listed surname and given name alone in capitals in separate fields, a date of birth with hyphens, a passport
  number, the Aadhaar number and the PAN half typed with red validation errors, a mobile, an e-mail with a mistyped
  domain under a red warning; the place of birth, the previous visa and the application number not private); then
  the next step (the Aadhaar number and PAN complete, the e-mail corrected, the home address wrapped in its field, a
  host in Germany with a title and a double-barrelled name typed into a focused field, the host's address; the
  employer and fees not private) under a toast;
- `blinds3` a South African bank's onboarding app on two phone screens at device scale 2 (HiDPI): a greeting with the
  given name alone in white over a gradient banner, the full names, the 13-digit ID number, the date of birth in
  words, a cellphone in local form, an e-mail, the address wrapped in a narrow field; beside it a photographed,
  tilted identity card under a glare (surname and names in capitals, the ID number grouped, the date of birth in
  capitals); then the account opened (the given name and the address in white over a photo, the account holder with
  a title and initials, the new account number, a next of kin with a cellphone in international form; the universal
  branch code, SWIFT code and fees not private) beside a new recipient in Nigeria (a name, a NUBAN account number, the
  account name as the bank returns it surname first in capitals, a Nigerian mobile in local form; the rate, amounts
  and the transfer reference not private);
- `blinds4` Turkish e-government pages: the border crossings record (the deny-listed Turkish name in capitals with
  Ğ, Ş and Ç in the header chip and as written in a panel, the T.C. Kimlik No, the father's given name, a date of
  birth with dots, a passport number, the last login's IP address; crossing dates, border gates, flights and the
  document's barcode number not private); then a civil register extract (Nüfus Kayıt Örneği) zoomed out to 67 % (the
  family's given names and surnames in separate capitals cells, the deny-listed one among them, the parents' given
  names, places with dates of birth, four T.C. Kimlik numbers, the registered address; the register's volume and
  family numbers and the verification code not private);
- `blinds5` mobile money on two phone screens at device scale 2 (HiDPI): a Kenyan M-Pesa statement PDF in 7.5 px type
  (the customer's name in capitals, her mobile without spaces, a national ID number, an e-mail; each line's phone
  number without spaces wrapped mid-number in a narrow details column beside the name in capitals; receipt numbers,
  times, merchants' till and pay-bill numbers, amounts and balances not private) beside the send-money screen (recent
  contacts with mobiles in local form, a confirmation sheet with a name in capitals and a mobile in international
  form); then a Nigerian wallet (the given name alone in a gradient header, the wallet's NUBAN, a BVN, the name on it
  surname first in capitals, a NIN, a date of birth, a home address, a mobile in local form `0803 …`) beside its
  history (the deny-listed name in capitals as a recipient and as written as a sender, NUBANs, a transfer to the
  Kenyan M-Pesa mobile in international form; references of 18 digits, amounts and times not private);
- `blinds6` a Norwegian train app's student monthly pass (the deny-listed Turkish name in a field, a fødselsnummer, a
  student number, a mobile in international and in local form, an e-mail; the order number, departures, platforms
  and prices not private); then a money transfer app's recipients in a dark theme (names, a Turkish and a German IBAN
  and an Indian account number cut by an ellipsis in a narrow column, a NUBAN, an M-Pesa mobile, a Norwegian IBAN
  whole; banks, SWIFT/BIC and IFSC codes and dates not private) under a hover card showing the mother's IBAN whole,
  her address and her Turkish mobile; then the dark transfer review (the recipient, her IBAN and address, the
  deny-listed name as the sender with her own IBAN and address in Oslo; amounts, the rate, the transfer id and the
  company's address not private).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Turkish name with ğ, ş and Ç, an Indian
name and a Nigerian name: the first as written, in Turkish capitals, its given name and surname in separate capitals
cells of a civil register; the second as written, surname first in capitals with a comma, its surname and given name
alone in capitals in separate form fields; the third as written, its given name alone in a greeting, surname first in
capitals with a slash and a title as airlines print it and in a boarding pass's barcode text, as initials on a seat,
in capitals as a transfer recipient). Checksummed values (an Aadhaar number's Verhoeff digit, a PAN's structure, a
South African ID number's Luhn digit, T.C. Kimlik numbers' two check digits, a Norwegian fødselsnummer's two check
digits, NUBANs' check digits, a card's Luhn digit, Turkish, Norwegian and German IBANs) are valid. Each value other
than a name is shown in one recording only.
"""

from __future__ import annotations

import random
import re
import string
from datetime import date
from pathlib import Path

from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _luhn_ok, _win
from privacy_screens_blind4 import _VD, _VP, _page, _pii, preview, recorder

DENY = ["Gülşah Çağlayan", "Ananya Krishnamurthy", "Chinedu Okafor"]


# ------------------------------------------------------------------------------------------------ valid identifiers
_VINV = (0, 4, 3, 2, 1, 5, 6, 7, 8, 9)


def _verhoeff_c(digits: str, start: int) -> int:
    c = 0
    for i, v in enumerate(reversed(digits)):
        c = _VD[c][_VP[(i + start) % 8][int(v)]]
    return c


def _aadhaar(rng: random.Random) -> str:
    """An Aadhaar number: twelve digits, the first 2-9, the last a Verhoeff check digit; shown 4 4 4."""
    body = str(rng.randint(2, 9)) + "".join(rng.choice(string.digits) for _ in range(10))
    full = body + str(_VINV[_verhoeff_c(body, 1)])
    return f"{full[:4]} {full[4:8]} {full[8:]}"


def _aadhaar_ok(v: str) -> bool:
    d = v.replace(" ", "")
    return len(d) == 12 and d[0] not in "01" and _verhoeff_c(d, 0) == 0


def _pan(rng: random.Random, surname: str) -> str:
    """An Indian PAN: three letters, P (a person), the surname's initial, four digits, a letter."""
    return "".join(rng.choice(string.ascii_uppercase) for _ in range(3)) + "P" + surname[0].upper() + "".join(rng.choice(string.digits) for _ in range(4)) + rng.choice(string.ascii_uppercase)


def _pan_ok(v: str, surname: str) -> bool:
    return re.fullmatch(r"[A-Z]{3}P[A-Z][0-9]{4}[A-Z]", v) is not None and v[4] == surname[0].upper()


def _sa_id(rng: random.Random, born: date, female: bool) -> str:
    """A South African identity number: YYMMDD, a gender sequence (0000-4999 female), 0 (citizen), 8, a Luhn digit."""
    body = f"{born:%y%m%d}{rng.randint(0, 4999) if female else rng.randint(5000, 9999):04d}08"
    return next(body + c for c in string.digits if _luhn_ok(body + c))


def _sa_id_ok(v: str, born: date, female: bool) -> bool:
    d = v.replace(" ", "")
    return len(d) == 13 and d[:6] == f"{born:%y%m%d}" and (int(d[6:10]) < 5000) == female and d[10] in "01" and _luhn_ok(d)


def _tckn(rng: random.Random) -> str:
    """A Turkish identity number (T.C. Kimlik No): nine digits (no leading 0), the tenth from the odd and even places,
    the eleventh the sum of the first ten mod 10."""
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def _tckn_ok(v: str) -> bool:
    d = [int(c) for c in v]
    return (len(d) == 11 and d[0] != 0 and d[9] == ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
            and d[10] == sum(d[:10]) % 10)


_FN1 = (3, 7, 6, 1, 8, 9, 4, 5, 2)
_FN2 = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)


def _fnr_k(digits: str, weights: tuple[int, ...]) -> int:
    k = 11 - sum(int(a) * w for a, w in zip(digits, weights, strict=True)) % 11
    return 0 if k == 11 else k


def _fnr(rng: random.Random, born: date, female: bool) -> str:
    """A Norwegian fødselsnummer: DDMMYY, three individual digits (000-499 for births 1900-1999, the third even for a
    woman), two mod 11 check digits (a 10 is not issued)."""
    while True:
        ind = rng.randint(0, 499)
        if (ind % 2 == 0) != female:
            continue
        body = f"{born:%d%m%y}{ind:03d}"
        k1 = _fnr_k(body, _FN1)
        if k1 == 10:
            continue
        k2 = _fnr_k(body + str(k1), _FN2)
        if k2 != 10:
            return f"{body}{k1}{k2}"


def _fnr_ok(v: str, born: date, female: bool) -> bool:
    d = v.replace(" ", "")
    return (len(d) == 11 and d[:6] == f"{born:%d%m%y}" and (int(d[8]) % 2 == 0) == female
            and _fnr_k(d[:9], _FN1) == int(d[9]) and _fnr_k(d[:10], _FN2) == int(d[10]))


_NUBAN_W = (3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3)


def _nuban(rng: random.Random, bank: str) -> str:
    """A Nigerian NUBAN account number: nine serial digits and a check digit over the bank's code and the serial
    (weights 3 7 3 …, 10 less the sum mod 10)."""
    serial = "".join(rng.choice(string.digits) for _ in range(9))
    return serial + str((10 - sum(int(a) * w for a, w in zip(bank + serial, _NUBAN_W, strict=True)) % 10) % 10)


def _nuban_ok(v: str, bank: str) -> bool:
    return len(v) == 10 and (10 - sum(int(a) * w for a, w in zip(bank + v[:9], _NUBAN_W, strict=True)) % 10) % 10 == int(v[9])


def _card(rng: random.Random, prefix: str) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(15 - len(prefix)))
    full = next(body + c for c in string.digits if _luhn_ok(body + c))
    return " ".join(full[i:i + 4] for i in range(0, 16, 4))


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _aadhaar_ok(ids["aadhaar"]), ids["aadhaar"]
    assert _pan_ok(ids["pan"], "Krishnamurthy"), ids["pan"]
    assert _sa_id_ok(ids["sa_id"], date(1991, 4, 12), True), ids["sa_id"]
    for k in ("tc_g", "tc_f", "tc_m", "tc_b"):
        assert _tckn_ok(ids[k]), (k, ids[k])
    assert _fnr_ok(ids["fnr"], date(1994, 5, 8), True), ids["fnr"]
    for k, bank in (("nuban_gt", "058"), ("nuban_wallet", "035"), ("nuban_emeka", "044"), ("nuban_access", "044"), ("nuban_adaobi", "057")):
        assert _nuban_ok(ids[k], bank), (k, ids[k])
    assert _luhn_ok(ids["card"]), ids["card"]
    for k in ("iban_tr", "iban_no", "iban_no2", "iban_de"):
        v = ids[k].replace(" ", "")
        assert int("".join(str(int(c, 36)) for c in v[4:] + v[:4])) % 97 == 1, (k, ids[k])


# ------------------------------------------------------------------------------------- blinds0: airline booking (NG)
AIR_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f4f2ee;color:#1d232b;font-size:13px}
.aw{height:756px;overflow:hidden;position:relative}
.an{height:46px;background:#fff;border-bottom:1px solid #e4ded3;display:flex;align-items:center;gap:22px;padding:0 22px;font-size:13px;color:#4a5360} .an b{font-size:18px;color:#b4451f;letter-spacing:.5px}
.hero{height:118px;background:linear-gradient(100deg,#7a2410 0%,#d9702c 45%,#f4b860 75%,#fbe3b0 100%);color:#fff;padding:16px 24px;position:relative}
.hero h1{margin:0;font-size:25px;text-shadow:0 1px 2px rgba(0,0,0,.3)} .hero .s{font-size:13.5px;margin-top:6px;opacity:.95}
.hero .pnr{position:absolute;right:26px;top:18px;text-align:right;font-size:12px} .hero .pnr b{display:block;font-size:28px;letter-spacing:3px;font-family:"DejaVu Sans Mono",monospace}
.row2{display:flex;gap:14px;padding:12px 22px} .cd{background:#fff;border-radius:8px;border:1px solid #e6e0d6;padding:10px 14px} .cd h3{margin:0 0 8px;font-size:14.5px;color:#7a2410}
.fl{display:flex;align-items:center;gap:14px;padding:6px 0;border-bottom:1px dashed #eee} .fl .t{font-size:20px;font-weight:bold} .fl .m{color:#6b7280;font-size:12px}
.px{width:100%;border-collapse:collapse;font-size:12px} .px th{text-align:left;font-weight:normal;color:#6b7280;border-bottom:2px solid #efe9df;padding:5px 6px;white-space:nowrap} .px td{padding:6px 6px;border-bottom:1px solid #f2eee7;white-space:nowrap}
.nm{font-family:"DejaVu Sans Mono",monospace;font-size:12px;letter-spacing:.2px}
.k{color:#6b7280;font-size:11.5px} .tag{display:inline-block;background:#fdecd9;color:#8a3b12;border-radius:9px;padding:1px 8px;font-size:11px}
.sm{display:flex;gap:16px;padding:12px 22px}
.cab{background:#fff;border-radius:40px 40px 8px 8px;border:1px solid #e6e0d6;padding:14px 22px;width:520px}
.sr{display:flex;align-items:center;gap:5px;margin:4px 0} .sr .n{width:24px;text-align:center;color:#8a8f98;font-size:11px}
.st{width:34px;height:30px;border-radius:6px 6px 3px 3px;background:#e9f1fb;border:1px solid #b8cbe3;font-size:10px;text-align:center;line-height:30px;color:#3b5a80}
.st.x{background:#d6d3ce;border-color:#c4c0b9;color:#d6d3ce} .st.me{background:#b4451f;border-color:#7a2410;color:#fff;font-weight:bold} .st.xl{background:#fff7e6;border-color:#e8b44b} .gap{width:20px}
.tip{position:absolute;background:#1d232b;color:#fff;border-radius:6px;padding:8px 11px;font-size:12px;line-height:1.45;box-shadow:0 6px 16px rgba(0,0,0,.3);z-index:4;width:230px}
.bpw{display:flex;gap:22px;padding:18px 26px;height:712px;background:#0e1116}
.bp{width:380px;background:#161b22;border:1px solid #30363d;border-radius:16px;color:#e6edf3;overflow:hidden;flex:none}
.bp .h{background:linear-gradient(90deg,#7a2410,#c2551f);padding:10px 16px;display:flex;justify-content:space-between;align-items:center;font-size:13px} .bp .h b{font-size:16px}
.bp .b{padding:12px 16px} .bp .l{color:#8b949e;font-size:10.5px;text-transform:uppercase;letter-spacing:.6px} .bp .v{font-size:15px;font-weight:bold;margin-bottom:8px}
.bp .big{font-size:34px;font-weight:bold;letter-spacing:1px} .g3{display:grid;grid-template-columns:1fr 1fr 1fr;gap:2px 10px}
.pdf{background:#fff;margin:10px 16px;padding:8px;border-radius:6px;display:flex;height:72px;gap:0} .pdf i{display:block;background:#000;height:100%}
.bct{font-family:"DejaVu Sans Mono",monospace;font-size:8.5px;color:#8b949e;white-space:pre;padding:0 16px 12px}
"""


def _air(inner: str, url: str, tab: str, dark: bool = False) -> str:
    nav = ("<div class='an' style='" + ("background:#161b22;border-color:#30363d;color:#8b949e" if dark else "") + "'><b>HARMATTAN AIR</b><span>Book</span><span>Manage booking</span><span>Check-in</span>"
           "<span>Flight status</span><span>Harmattan Miles</span><span style='margin-left:auto'>NGN ₦ · English</span></div>")
    return _page(url, tab, f"<div class='aw'>{nav}{inner}</div>", AIR_CSS, dark=dark)


PAX = [("DENY_LIST", "OKAFOR/CHINEDU MR", "ADT", "12 MAR 1986", "A09847213", "14 MAR 2031", "HM 704 418 2291", "14A", "2 × 23 kg"),
       ("PERSON", "OKAFOR/ADAEZE MRS", "ADT", "03 SEP 1989", "A11250764", "22 JUN 2029", "HM 705 903 1176", "14B", "2 × 23 kg"),
       ("PERSON", "OKAFOR/SOMTOCHUKWU MSTR", "CHD", "21 JAN 2017", "A12873390", "05 JAN 2030", "—", "14C", "1 × 23 kg")]


def air_booking() -> str:
    hero = ("<div class='hero'><h1>Your trip to London, " + _pii("DENY_LIST", "Chinedu", "deny-listed given name alone in white over a gradient banner") + "</h1>"
            "<div class='s'>Lagos (LOS) → London Heathrow (LHR) · Fri 13 Jun 2025 · return Sun 29 Jun 2025 · 3 passengers · Economy Classic</div>"
            "<div class='s'>Online check-in opens 24 h before departure · Terminal: MMIA Lagos, Terminal 2</div>"
            "<div class='pnr'>Booking reference<b>Q7KM4T</b>Ticketed 02 Apr 2025</div></div>")
    flights = ("<div class='cd' style='width:370px;flex:none'><h3>Flights</h3>"
               "<div class='fl'><div><div class='t'>23:05</div><div class='m'>LOS · Fri 13 Jun</div></div><div style='flex:1;text-align:center' class='m'>HM 501 · A330-300<br>6 h 35 m · nonstop</div><div><div class='t'>05:40</div><div class='m'>LHR · Sat 14 Jun</div></div></div>"
               "<div class='fl'><div><div class='t'>10:25</div><div class='m'>LHR · Sun 29 Jun</div></div><div style='flex:1;text-align:center' class='m'>HM 502 · A330-300<br>6 h 20 m · nonstop</div><div><div class='t'>17:45</div><div class='m'>LOS · Sun 29 Jun</div></div></div>"
               "<div class='k' style='margin-top:8px;line-height:1.5'>E-tickets 613-2410938815 · 613-2410938816 · 613-2410938817<br>Fare basis YLOWNG1 · Paid ₦2,846,500.00 · receipt HM-PAY-88213047<br>"
               "Mastercard •••• 5521 · 02/04/2025 14:18 WAT</div>"
               "<h3 style='margin-top:12px'>Contact for this booking</h3><div style='line-height:1.6'>"
               "<span class='k'>E-mail</span> " + _pii("EMAIL_ADDRESS", "c.okafor86@yahoo.com", "booker's e-mail in an airline's manage-booking page") + "<br>"
               "<span class='k'>Mobile</span> " + _pii("PHONE_NUMBER", "+234 803 614 2297", "booker's mobile in international form in an airline's manage-booking page") + "<br>"
               "<span class='k'>Emergency contact (not travelling)</span> " + _pii("PERSON", "Ngozi Eze", "emergency contact's name in an airline's manage-booking page") + " · "
               + _pii("PHONE_NUMBER", "0805 771 3390", "emergency contact's mobile in local form in an airline's manage-booking page") + "</div></div>")
    head = "".join(f"<th>{h}</th>" for h in ("Passenger (as in passport)", "Type", "Date of birth", "Passport", "Expiry", "Harmattan Miles", "Seat", "Bags"))
    body = ""
    for kind, name, typ, dob, pp, exp, ff, seat, bags in PAX:
        nm = _pii(kind, name, "deny-listed name surname first in capitals with a slash and a title as airlines print it, in a passenger table" if kind == "DENY_LIST"
                  else "passenger's name surname first in capitals with a slash and a title as airlines print it, in a passenger table")
        ffc = _pii("ID_NUMBER", ff, "frequent-flyer number in a passenger table") if ff != "—" else "—"
        body += (f"<tr><td class='nm'>{nm}</td><td>{typ}</td><td>" + _pii("DATE_OF_BIRTH", dob, "date of birth in capitals as airlines print it, in a passenger table") + "</td>"
                 "<td class='nm'>" + _pii("ID_NUMBER", pp, "passport number in a passenger table") + f" <span class='k'>NGA</span></td><td>{exp}</td><td class='nm'>{ffc}</td><td>{seat}</td><td>{bags}</td></tr>")
    pax = ("<div class='cd' style='flex:1;min-width:0'><h3>Passengers &amp; travel documents <span class='tag'>API complete</span></h3>"
           f"<table class='px'><tr>{head}</tr>{body}</table>"
           "<div class='k' style='margin-top:8px;line-height:1.5'>UK entry: visitor visas checked ✓ (eVisa share codes on file) · Child travelling with both parents · Special meal: CHML for 14C</div>"
           "<h3 style='margin-top:12px'>Extras</h3><table class='px'><tr><th>Item</th><th>Flight</th><th>Status</th><th style='text-align:right'>Price</th></tr>"
           "<tr><td>Seat selection 14A–14C (Preferred)</td><td>HM 501</td><td>Confirmed</td><td style='text-align:right'>₦115,500.00</td></tr>"
           "<tr><td>Extra bag 23 kg</td><td>HM 502</td><td>Confirmed</td><td style='text-align:right'>₦94,000.00</td></tr>"
           "<tr><td>Lounge pass, Lagos T2</td><td>HM 501</td><td>Waitlisted</td><td style='text-align:right'>₦45,000.00</td></tr></table>"
           "<div class='k' style='margin-top:8px'>Miles earned on this booking: 4,820 (Gold tier bonus +50 %) · Upgrade bid HM 502 open until 26 Jun</div></div>")
    return _air(hero + f"<div class='row2'>{flights}{pax}</div>", "www.harmattanair.com/manage/booking?ref=Q7KM4T", "Manage booking · Harmattan Air")


def air_seats() -> str:
    mine = {"14A": "CO", "14B": "AO", "14C": "SO"}
    kinds = {"CO": ("DENY_LIST", "deny-listed name's initials on a chosen seat of a seat map"), "AO": ("PERSON", "passenger's initials on a chosen seat of a seat map"),
             "SO": ("PERSON", "passenger's initials on a chosen seat of a seat map")}
    rows = ""
    for r in range(11, 22):
        cells = f"<span class='n'>{r}</span>"
        for c in "ABC DEF HJK":
            if c == " ":
                cells += "<span class='gap'></span>"
                continue
            seat = f"{r}{c}"
            taken = (r * 7 + ord(c) * 3) % 5 < 2
            if seat in mine:
                kd, sit = kinds[mine[seat]]
                cells += "<span class='st me'>" + _pii(kd, mine[seat], sit) + "</span>"
            elif r in (11, 12) and not taken:
                cells += f"<span class='st xl'>{c}</span>"
            else:
                cells += f"<span class='st{' x' if taken else ''}'>{c}</span>"
        rows += f"<div class='sr'>{cells}</div>"
    cab = ("<div class='cab'><div style='display:flex;justify-content:space-between;margin-bottom:6px'><b>HM 501 · LOS → LHR · A330-300</b><span class='k'>Economy · rows 11–21 of 11–44</span></div>"
           f"{rows}<div class='k' style='margin-top:8px'>■ your seats &nbsp; ■ extra legroom ₦62,000 &nbsp; ■ preferred ₦38,500 &nbsp; ■ taken · exit row 11</div></div>")
    tip = ("<div class='tip' style='left:118px;top:322px'>" + _pii("DENY_LIST", "OKAFOR/CHINEDU MR", "deny-listed name surname first in capitals with a slash in a seat map's tooltip")
           + "<br>Seat 14A · window · preferred<br>₦38,500.00 · paid 02/04/2025</div>")
    side = [("DENY_LIST", "Chinedu Okafor", "14A", "Gold member"), ("PERSON", "Adaeze Okafor", "14B", "Silver"), ("PERSON", "Somtochukwu Okafor", "14C", "child · next to an adult ✓")]
    lst = "".join("<div style='display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #f0ebe2'><span>"
                  + _pii(k, n, "deny-listed name in a seat selection list" if k == "DENY_LIST" else "passenger's name in a seat selection list")
                  + f"<br><span class='k'>{note}</span></span><b style='font-size:16px;color:#b4451f'>{s}</b></div>" for k, n, s, note in side)
    panel = ("<div class='cd' style='flex:1'><h3>Choose seats · flight 1 of 2</h3>" + lst
             + "<div style='margin-top:10px;line-height:1.6'>Seats on this flight: <b>₦115,500.00</b><br><span class='k'>HM 502 LHR → LOS: not chosen yet (free seats at check-in)</span></div>"
             "<div style='margin-top:10px;display:flex;gap:8px'><span class='btn' style='background:#b4451f'>Confirm seats</span><span class='btn2'>Next flight ›</span></div>"
             "<div class='k' style='margin-top:14px;line-height:1.5'>Booking Q7KM4T · fare YLOWNG1 · seat rules: children under 12 must sit next to a travelling adult; exit rows for adults 16+ only.</div></div>")
    return _air(f"<div class='sm'>{cab}{panel}</div>{tip}", "www.harmattanair.com/manage/seats?ref=Q7KM4T&seg=1", "Seats · Harmattan Air")


def _bars(seed: int, n: int) -> str:
    r = random.Random(seed)
    return "".join(f"<i style='width:{r.choice((1, 1, 2, 2, 3, 4))}px;margin-right:{r.choice((1, 1, 2, 3))}px'></i>" for _ in range(n))


def air_boarding() -> str:
    def bp(kind: str, name: str, sit: str, seat: str, seq: str, zone: str, bcbp_rest: str, seed: int, ff: str) -> str:
        return ("<div class='bp'><div class='h'><b>HARMATTAN AIR</b><span>Boarding pass · Economy</span></div><div class='b'>"
                "<div class='l'>Passenger</div><div class='v' style='font-family:DejaVu Sans Mono,monospace'>" + _pii(kind, name, sit) + "</div>"
                "<div style='display:flex;justify-content:space-between;align-items:flex-end'><div><div class='big'>LOS</div><div class='l'>Lagos</div></div><div style='color:#c2551f;font-size:22px'>✈</div>"
                "<div style='text-align:right'><div class='big'>LHR</div><div class='l'>London Heathrow</div></div></div>"
                f"<div class='g3' style='margin-top:10px'><div><div class='l'>Flight</div><div class='v'>HM 501</div></div><div><div class='l'>Date</div><div class='v'>13 JUN</div></div><div><div class='l'>Gate</div><div class='v'>E14</div></div>"
                f"<div><div class='l'>Boarding</div><div class='v'>22:20</div></div><div><div class='l'>Seat</div><div class='v' style='color:#f0883e;font-size:20px'>{seat}</div></div><div><div class='l'>Zone</div><div class='v'>{zone}</div></div>"
                f"<div><div class='l'>Seq</div><div class='v'>{seq}</div></div><div><div class='l'>PNR</div><div class='v'>Q7KM4T</div></div><div><div class='l'>Class</div><div class='v'>Y</div></div></div>"
                + (f"<div class='l'>Harmattan Miles</div><div class='v'>{ff}</div>" if ff else "") + "</div>"
                f"<div class='pdf'>{_bars(seed, 110)}</div><div class='bct'>M1" + _pii(kind, name, sit) + " " * (20 - len(name)) + bcbp_rest + "</div></div>")
    a = bp("DENY_LIST", "OKAFOR/CHINEDU MR", "deny-listed name surname first in capitals with a slash on a dark boarding pass", "14A", "042", "3",
           "EQ7KM4T LOSLHRHM 0501 164Y014A0042 147&gt;5180\nM25164BHM   2A6132410938815 0HM " + _pii("ID_NUMBER", "7044182291", "frequent-flyer number without spaces in a boarding pass's barcode text") + "  *30600000K09",
           11, "Gold · " + _pii("ID_NUMBER", "HM 704 418 2291", "frequent-flyer number on a dark boarding pass"))
    b = bp("PERSON", "OKAFOR/ADAEZE MRS", "passenger's name surname first in capitals with a slash on a dark boarding pass", "14B", "043", "3",
           "EQ7KM4T LOSLHRHM 0501 164Y014B0043 147&gt;5180\nM25164BHM   2A6132410938816 0HM " + _pii("ID_NUMBER", "7059031176", "frequent-flyer number without spaces in a boarding pass's barcode text") + "  *30600000K09",
           12, "Silver")
    side = ("<div style='flex:1;color:#c9d1d9;font-size:13px;line-height:1.6'><h2 style='margin:0 0 8px;font-size:20px;color:#e6edf3'>Boarding passes · Q7KM4T</h2>"
            "<div style='color:#8b949e'>3 passes · HM 501 · Fri 13 Jun 2025 · on time · gate closes 22:50</div>"
            "<div style='margin-top:14px;background:#161b22;border:1px solid #30363d;border-radius:10px;padding:10px 14px'>"
            "<b>" + _pii("PERSON", "OKAFOR/SOMTOCHUKWU MSTR", "child's name surname first in capitals with a slash in a dark boarding pass list") + "</b><br><span style='color:#8b949e'>Seat 14C · seq 044 · travels with 14A</span></div>"
            "<div style='margin-top:14px;display:flex;gap:8px'><span class='btn' style='background:#238636'>Add to Wallet</span><span class='btn' style='background:#30363d'>Download PDF</span><span class='btn' style='background:#30363d'>Send by e-mail</span></div>"
            "<div style='margin-top:16px;color:#8b949e;font-size:12px'>Bag drop closes 60 min before departure at counters 31–38. Security fast track: Gold members via lane F. "
            "Lounge: Harmattan Lounge, airside level 2. Priority boarding groups 1–2 only.</div></div>")
    return _air(f"<div class='bpw'>{a}{b}{side}</div>", "www.harmattanair.com/checkin/boarding-passes?ref=Q7KM4T", "Boarding passes · Harmattan Air", dark=True)


# ------------------------------------------------------------------------- blinds1: car rental counter (KE), 80 % / 125 %
RENT_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#eceff1;color:#20272c;font-size:13.5px}
.rw{height:756px;overflow:hidden;position:relative}
.zm8{transform:scale(.8);transform-origin:0 0;width:1600px} .zm125{transform:scale(1.25);transform-origin:0 0;width:1024px}
.rh{height:48px;background:#0f5132;color:#fff;display:flex;align-items:center;gap:20px;padding:0 18px} .rh b{font-size:17px;color:#ffd166}
.rs{background:#fff;border-bottom:1px solid #d7dde1;padding:8px 18px;display:flex;gap:28px;align-items:center} .rs h2{margin:0;font-size:18px}
.step{display:flex;gap:4px} .step span{background:#e3e8eb;border-radius:12px;padding:3px 11px;font-size:12px;color:#55606a} .step .on{background:#0f5132;color:#fff}
.gr{display:grid;grid-template-columns:1fr 1fr 1fr 0.9fr;gap:12px;padding:12px 18px}
.pn{background:#fff;border:1px solid #d7dde1;border-radius:6px;padding:10px 14px} .pn h3{margin:0 0 8px;font-size:14.5px;color:#0f5132;border-bottom:1px solid #eef1f3;padding-bottom:5px}
.kv{display:grid;grid-template-columns:130px 1fr;gap:4px 8px;line-height:1.45} .kv .k{color:#6a7680;font-size:12.5px}
.ok{color:#157347} .warn{color:#b02a37} .bx{border:1px solid #b9c3ca;border-radius:4px;padding:5px 8px;background:#fbfcfd;font-family:"DejaVu Sans Mono",monospace;font-size:14px}
.car{height:120px;border:1px dashed #b9c3ca;border-radius:6px;position:relative;background:radial-gradient(ellipse at center,#f2f4f5 60%,#fff)}
.car .d{position:absolute;width:14px;height:14px;border-radius:7px;background:#dc3545;color:#fff;font-size:9px;text-align:center;line-height:14px}
.ch{width:100%;border-collapse:collapse;font-size:13px} .ch td{padding:4px 4px;border-bottom:1px solid #f0f2f4} .ch td.n{text-align:right;white-space:nowrap}
.doc{background:#fff;margin:10px auto;width:860px;padding:22px 34px;font-family:"Liberation Serif","DejaVu Serif",serif;font-size:13px;line-height:1.5;box-shadow:0 1px 6px rgba(0,0,0,.25)}
.doc h1{font-size:18px;margin:0;text-align:center;letter-spacing:1px} .doc table{width:100%;border-collapse:collapse;margin:8px 0} .doc td{border:1px solid #9aa3a9;padding:3px 6px;vertical-align:top;font-size:12.5px}
.doc .l{font-family:"Liberation Sans",Arial,sans-serif;font-size:9.5px;color:#555;display:block;text-transform:uppercase}
.sig{font-family:"DejaVu Serif",serif;font-style:italic;font-size:22px;color:#1a3a8f}
.pv{height:712px;background:#50565b;overflow:hidden}
"""


def _rent(inner: str, url: str, tab: str) -> str:
    return _page(url, tab, f"<div class='rw'>{inner}</div>", RENT_CSS)


def rent_counter(card: str) -> str:
    def kv(rows: list[tuple[str, str]]) -> str:
        return "<div class='kv'>" + "".join(f"<span class='k'>{k}</span><span>{v}</span>" for k, v in rows) + "</div>"
    renter = kv([("Name", _pii("PERSON", "Rohan Iyer", "renter's name in a rental counter screen at 80 %")),
                 ("Date of birth", _pii("DATE_OF_BIRTH", "04/10/1988", "renter's date of birth in a rental counter screen at 80 %") + " (36)"),
                 ("Passport", _pii("ID_NUMBER", "V4418296", "renter's passport number in a rental counter screen at 80 %") + " · IND"),
                 ("Mobile", _pii("PHONE_NUMBER", "+91 98451 20734", "renter's Indian mobile in a rental counter screen at 80 %")),
                 ("E-mail", _pii("EMAIL_ADDRESS", "rohan.iyer.blr@gmail.com", "renter's e-mail in a rental counter screen at 80 %")),
                 ("Home address", _pii("STREET_ADDRESS", "No. 42, 3rd Cross, HAL 2nd Stage, Indiranagar, Bengaluru 560038", "renter's home address in a rental counter screen at 80 %")),
                 ("Local stay", "Hemingways Nairobi, Mbagathi Ridge, Karen · +254 20 808 5000"),
                 ("Customer since", "2019 · 4 rentals · Savanna Club Green")])
    lic = kv([("Licence no.", "<span class='bx'>" + _pii("ID_NUMBER", "KA03 20110045873", "renter's Indian driving licence number in a rental counter screen at 80 %") + "</span>"),
              ("Issued by", "RTO Bengaluru (East), KA"), ("Valid", "to 03/10/2038 · classes LMV, MCWG"),
              ("Int. permit", _pii("ID_NUMBER", "IDP/KA03/2024/118402", "international driving permit number in a rental counter screen at 80 %") + " <span class='ok'>✓ seen</span>"),
              ("Checks", "<span class='ok'>✓ licence scanned · ✓ face match · ✓ age ≥ 23</span>")])
    add = kv([("Name", _pii("DENY_LIST", "Ananya Krishnamurthy", "deny-listed name as an additional driver in a rental counter screen at 80 %")),
              ("Date of birth", _pii("DATE_OF_BIRTH", "27/11/1991", "additional driver's date of birth in a rental counter screen at 80 %")),
              ("Licence no.", "<span class='bx'>" + _pii("ID_NUMBER", "KA05 20140031126", "additional driver's Indian driving licence number in a rental counter screen at 80 %") + "</span>"),
              ("Fee", "KES 1,200 / day · 9 days"), ("Relationship", "spouse")])
    veh = ("<div class='kv'><span class='k'>Group</span><span>SUV 4×4 (FFAR) · Toyota Land Cruiser Prado or similar</span><span class='k'>Assigned</span><span>Prado TX 2.8 D · <b>KDQ 118M</b> · fleet SD-4471</span>"
           "<span class='k'>VIN</span><span style='font-family:DejaVu Sans Mono,monospace;font-size:12.5px'>JTEBR3FJ20K198442</span><span class='k'>Odometer</span><span>48,211 km · fuel 8/8</span></div>"
           "<div class='car' style='margin-top:8px'><span class='d' style='left:40px;top:30px'>1</span><span class='d' style='left:190px;top:84px'>2</span>"
           "<span style='position:absolute;left:10px;bottom:6px;font-size:11.5px;color:#6a7680'>1 scratch rear bumper · 2 chip windscreen (photos 6)</span></div>")
    charges = ("<table class='ch'><tr><td>Time &amp; km · 9 days × KES 14,500</td><td class='n'>130,500.00</td></tr><tr><td>Collision damage waiver (CDW)</td><td class='n'>22,950.00</td></tr>"
               "<tr><td>Additional driver × 9</td><td class='n'>10,800.00</td></tr><tr><td>Airport concession fee 8 %</td><td class='n'>13,140.00</td></tr>"
               "<tr><td>Cross-border permit TZ</td><td class='n'>6,500.00</td></tr><tr><td><b>Total incl. VAT 16 %</b></td><td class='n'><b>183,890.00</b></td></tr>"
               "<tr><td>Prepaid (voucher BRK-8822014)</td><td class='n'>−152,250.00</td></tr><tr><td><b>Due at return</b></td><td class='n'><b>31,640.00</b></td></tr></table>")
    pay = ("<div style='margin-top:8px'><span class='k' style='color:#6a7680;font-size:12.5px'>Security deposit · pre-authorise KES 150,000.00</span>"
           "<div class='kv' style='margin-top:4px'><span class='k'>Card number</span><span class='bx'>" + _pii("CREDIT_CARD", card, "card number keyed in for a deposit pre-authorisation at 80 %") + "</span>"
           "<span class='k'>Expiry · CVV</span><span class='bx'>09/28 · •••</span><span class='k'>Name on card</span><span class='bx'>" + _pii("PERSON", "ROHAN S IYER", "cardholder's name in capitals in a card field at 80 %") + "</span></div>"
           "<div style='margin-top:6px'><span class='btn' style='background:#0f5132;font-size:13px'>Pre-authorise</span> <span class='btn2' style='font-size:13px'>Tap / insert on PIN pad</span></div></div>")
    inner = ("<div class='zm8'><div class='rh'><b>SAVANNA DRIVE</b><span>Counter · JKIA Terminal 1A</span><span>Reservations</span><span>Returns</span><span>Fleet</span><span>Damage</span>"
             "<span style='margin-left:auto'>Agent: " + _pii("PERSON", "Mercy Wambui", "counter agent's name in a rental system's header at 80 %") + " · Till 2 · 14 Jun 2025 08:12</span></div>"
             "<div class='rs'><h2>Check-out · Reservation SD-NBO-558210</h2><span>Pick-up 14/06/2025 08:30 JKIA → return 23/06/2025 09:00 JKIA</span>"
             "<div class='step'><span>1 Customer</span><span>2 Drivers</span><span>3 Vehicle</span><span class='on'>4 Payment</span><span>5 Sign</span></div></div>"
             f"<div class='gr'><div class='pn'><h3>Renter</h3>{renter}</div><div class='pn'><h3>Driving licence</h3>{lic}<h3 style='margin-top:12px'>Additional driver</h3>{add}</div>"
             f"<div class='pn'><h3>Vehicle</h3>{veh}</div><div class='pn'><h3>Charges (KES)</h3>{charges}{pay}</div></div>"
             "<div style='padding:0 18px;color:#6a7680;font-size:12.5px'>Flight HM 716 arr. 06:40 · Voucher BRK-8822014 (broker prepaid, basic CDW) · Excess KES 250,000 · "
             "Savanna Drive Ltd, Airport North Road, Embakasi, Nairobi · PIN P051629813X · +254 20 650 4400</div></div>")
    return _rent(inner, "counter.savannadrive.co.ke/checkout/SD-NBO-558210?zoom=80", "Check-out · Savanna Drive")


def rent_agreement(card: str) -> str:
    last4 = card.replace(" ", "")[-4:]
    doc = ("<div class='doc'><div style='display:flex;justify-content:space-between;font-family:Liberation Sans,Arial,sans-serif;font-size:11px'><b style='font-size:15px;color:#0f5132'>SAVANNA DRIVE</b>"
           "<span>Rental agreement RA-NBO-25-0614-0088 · page 1 of 3</span></div><h1>VEHICLE RENTAL AGREEMENT</h1>"
           "<table><tr><td><span class='l'>Renter</span>" + _pii("PERSON", "IYER, Rohan Subramanian", "renter's name surname first in capitals with a comma in a rental agreement at 125 %")
           + "</td><td><span class='l'>Date of birth</span>" + _pii("DATE_OF_BIRTH", "4 October 1988", "renter's date of birth in words in a rental agreement at 125 %") + "</td>"
           "<td><span class='l'>Licence</span>" + _pii("ID_NUMBER", "KA03 20110045873", "renter's Indian driving licence number in a rental agreement at 125 %") + " (IN)</td></tr>"
           "<tr><td colspan='2'><span class='l'>Home address</span>" + _pii("STREET_ADDRESS", "No. 42, 3rd Cross, HAL 2nd Stage, Indiranagar, Bengaluru 560038", "renter's home address in a rental agreement at 125 %") + ", India</td>"
           "<td><span class='l'>Local address</span>Hemingways Nairobi, Karen</td></tr>"
           "<tr><td><span class='l'>Additional driver</span>" + _pii("DENY_LIST", "KRISHNAMURTHY, Ananya", "deny-listed name surname first in capitals with a comma in a rental agreement at 125 %")
           + "</td><td><span class='l'>Date of birth</span>" + _pii("DATE_OF_BIRTH", "27 November 1991", "additional driver's date of birth in words in a rental agreement at 125 %") + "</td>"
           "<td><span class='l'>Licence</span>" + _pii("ID_NUMBER", "KA05 20140031126", "additional driver's Indian driving licence number in a rental agreement at 125 %") + " (IN)</td></tr>"
           "<tr><td><span class='l'>Vehicle</span>Toyota Land Cruiser Prado · KDQ 118M</td><td><span class='l'>Out</span>14/06/2025 08:41 · 48,211 km · 8/8</td><td><span class='l'>Due back</span>23/06/2025 09:00 · JKIA</td></tr>"
           f"<tr><td colspan='2'><span class='l'>Payment</span>Visa ending {last4} · deposit KES 150,000.00 authorised (code 042918)</td><td><span class='l'>Cross-border</span>Tanzania permit CB-25-3318</td></tr></table>"
           "<p style='margin:6px 0'>1. The Renter agrees to return the Vehicle in the same condition, fair wear excepted, on the date and at the place stated above. Only the drivers named above may drive the Vehicle. "
           "2. The Collision Damage Waiver limits the Renter's liability to the excess of KES 250,000 except for damage caused by off-road driving, driving under the influence, or tyres and windscreen.</p>"
           "<p style='margin:6px 0'>3. Fines and tolls incurred during the rental are charged with an administration fee of KES 2,500 each. 4. Fuel is charged at KES 310 per litre if not returned full.</p>"
           "<div style='display:flex;justify-content:space-between;margin-top:14px;align-items:flex-end'><div>Signed by the Renter<br><span class='sig'>" + _pii("PERSON", "R. Iyer", "renter's handwritten signature as an initial and surname in a rental agreement at 125 %")
           + "</span></div><div>For Savanna Drive Ltd<br><span class='sig' style='font-size:18px'>" + _pii("PERSON", "M. Wambui", "agent's handwritten signature as an initial and surname in a rental agreement at 125 %") + "</span></div></div></div>")
    bar = ("<div style='height:34px;background:#323639;color:#f1f3f4;display:flex;align-items:center;gap:18px;padding:0 16px;font-size:12.5px'><span>RA-NBO-25-0614-0088.pdf</span>"
           "<span style='margin-left:auto'>1 / 3</span><span>− 125 % +</span><span>⤓ Download · Print</span></div>")
    return _rent(f"<div class='pv'>{bar}<div class='zm125'>{doc}</div></div>", "counter.savannadrive.co.ke/agreements/RA-NBO-25-0614-0088.pdf", "RA-NBO-25-0614-0088.pdf")


# --------------------------------------------------------------------------- blinds2: visa application desk (IN), 150 %
VISA_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#eef1f6;color:#1b2537;font-size:13px}
.vw{height:756px;overflow:hidden;position:relative} .zm{transform:scale(1.5);transform-origin:0 0;width:853px}
.vh{height:40px;background:#14213d;color:#fff;display:flex;align-items:center;gap:14px;padding:0 14px;font-size:12px} .vh b{font-size:14px;color:#fca311}
.vs{display:flex;gap:3px;padding:6px 14px;background:#fff;border-bottom:1px solid #dde3ec;font-size:10.5px} .vs span{padding:3px 8px;border-radius:10px;background:#edf0f5;color:#5a6678} .vs .on{background:#14213d;color:#fff} .vs .dn{background:#d8f0e0;color:#1d6b3a}
.fm{background:#fff;margin:8px 12px;border-radius:6px;padding:8px 12px;border:1px solid #dde3ec} .fm h3{margin:0 0 6px;font-size:13px;color:#14213d}
.g2{display:grid;grid-template-columns:1fr 1fr;gap:6px 12px} .g2 label{display:block;font-size:9.5px;color:#5a6678;margin-bottom:1px}
.in{border:1px solid #b8c2d1;border-radius:3px;padding:4px 7px;min-height:24px;font-size:12.5px;background:#fff} .in.f{border:2px solid #2b59c3} .in.e{border:1.5px solid #d62828;background:#fff6f6}
.in.v{border-color:#5cb27a} .er{color:#d62828;font-size:9.5px;margin-top:1px} .okm{color:#1d6b3a;font-size:9.5px;margin-top:1px}
.car{display:inline-block;width:1px;height:13px;background:#111;vertical-align:-2px;margin-left:1px}
.nt{font-size:9.5px;color:#5a6678;line-height:1.4}
.toast{position:absolute;right:24px;bottom:24px;width:380px;background:#1d6b3a;color:#fff;border-radius:8px;padding:12px 16px;font-size:13.5px;line-height:1.45;box-shadow:0 6px 20px rgba(0,0,0,.3);z-index:5}
"""


def _visa(form: str, step: str, extra: str = "") -> str:
    steps = "".join(f"<span class='{c}'>{t}</span>" for t, c in (("1 Travel", "dn"), ("2 Identity", "on" if step == "2" else "dn"), ("3 Address &amp; host", "on" if step == "3" else ""), ("4 Documents", ""), ("5 Pay &amp; book slot", "")))
    inner = ("<div class='zm'><div class='vh'><b>VisaEase</b><span>Schengen visa · Germany · short stay (C)</span><span style='margin-left:auto'>Application GER-BLR-25-118472 · Bengaluru VAC</span></div>"
             f"<div class='vs'>{steps}</div>{form}</div>")
    page = "identity" if step == "2" else "address"
    return _page(f"apply.visaease.in/schengen/de/GER-BLR-25-118472/{page}", f"{page.capitalize()} · VisaEase", f"<div class='vw'>{inner}{extra}</div>", VISA_CSS)


def _field(label: str, value: str, cls: str = "in", msg: str = "", caret: bool = False) -> str:
    return f"<div><label>{label}</label><div class='{cls}'>{value}{'<span class=car></span>' if caret else ''}</div>{msg}</div>"


def visa_typing(aadhaar: str, pan: str) -> str:
    form = ("<div class='fm'><h3>Applicant identity (as in passport)</h3><div class='g2'>"
            + _field("Surname", _pii("DENY_LIST", "KRISHNAMURTHY", "deny-listed surname alone in capitals in a visa form field at 150 %"), "in v")
            + _field("Given name(s)", _pii("DENY_LIST", "ANANYA", "deny-listed given name alone in capitals in a visa form field at 150 %"), "in v")
            + _field("Date of birth", _pii("DATE_OF_BIRTH", "27-11-1991", "date of birth with hyphens in a visa form field at 150 %"), "in v")
            + _field("Place of birth", "Chennai, Tamil Nadu", "in v")
            + _field("Passport number", _pii("ID_NUMBER", "W3372418", "passport number in a visa form field at 150 %"), "in v", "<div class='nt'>Issued Bengaluru 19-07-2023 · valid to 18-07-2033</div>")
            + _field("Previous Schengen visa", "D 2019 · FRA · 14 days", "in v")
            + _field("Aadhaar number", _pii("ID_NUMBER", aadhaar[:9], "Aadhaar number half typed in a visa form field with a red validation error at 150 %"), "in e",
                     "<div class='er'>⚠ Aadhaar number must have 12 digits</div>")
            + _field("PAN", _pii("ID_NUMBER", pan[:7], "PAN half typed in a visa form field with a red validation error at 150 %"), "in e f",
                     "<div class='er'>⚠ Enter a valid PAN, e.g. ABCDE1234F</div>", caret=True)
            + _field("Mobile", _pii("PHONE_NUMBER", "+91 99860 41275", "mobile in international form in a visa form field at 150 %"), "in v")
            + _field("E-mail", _pii("EMAIL_ADDRESS", "ananya.krish91@gmial.com", "e-mail with a mistyped domain in a visa form field with a red warning at 150 %"), "in e",
                     "<div class='er'>⚠ Did you mean gmail.com?</div>")
            + "</div><div class='nt' style='margin-top:6px'>Aadhaar and PAN are used only to pre-fill the financial means checklist (ITR-V, bank statement) and are not sent to the consulate.</div></div>")
    return _visa(form, "2")


def visa_complete(aadhaar: str, pan: str) -> str:
    form = ("<div class='fm'><h3>Applicant identity ✓</h3><div class='g2'>"
            + _field("Aadhaar number", _pii("ID_NUMBER", aadhaar, "Aadhaar number complete in a visa form field at 150 %"), "in v", "<div class='okm'>✓ verified by OTP</div>")
            + _field("PAN", _pii("ID_NUMBER", pan, "PAN complete in a visa form field at 150 %"), "in v", "<div class='okm'>✓ name on PAN matches passport</div>")
            + _field("E-mail", _pii("EMAIL_ADDRESS", "ananya.krish91@gmail.com", "e-mail corrected in a visa form field at 150 %"), "in v")
            + _field("Occupation · employer", "Senior analyst · Infosys Ltd, Electronics City, Bengaluru", "in v")
            + "</div></div><div class='fm'><h3>Residential address in India</h3><div class='g2'>"
            + _field("House, street, area", _pii("STREET_ADDRESS", "Flat 1103, Prestige Shantiniketan, Whitefield Main Road, Bengaluru 560048", "home address in a visa form field at 150 %"), "in v")
            + _field("Since", "March 2020 · owned", "in v")
            + "</div></div><div class='fm'><h3>Host in Germany</h3><div class='g2'>"
            + _field("Name", _pii("PERSON", "Dr. Meenakshi Hoffmann-Rao", "host's double-barrelled name with a title in a visa form field at 150 %"), "in f", caret=True)
            + _field("Host address", _pii("STREET_ADDRESS", "Goethestraße 27, 60313 Frankfurt am Main", "host's private address in a visa form field at 150 %"), "in")
            + "</div></div>")
    toast = "<div class='toast'><b>✓ Identity saved</b><br>Next: address &amp; host. Appointment slots at Bengaluru VAC from 02 Jun 2025 · visa fee ₹7,520 + service ₹1,720.</div>"
    return _visa(form, "3", toast)


# ------------------------------------------------------------------------ blinds3: South African bank onboarding (HiDPI)
ZA_CSS = """
body{background:#17202a} .desk{display:flex;justify-content:center;gap:80px;padding-top:14px;height:756px}
.ph{width:340px;height:706px;border:10px solid #000;border-radius:40px;background:#fff;overflow:hidden;position:relative;font-family:"DejaVu Sans",sans-serif;font-size:12.5px;color:#14213d;box-shadow:0 0 0 2px #3d4a58}
.sb{height:28px;display:flex;justify-content:space-between;padding:6px 22px 0;font-size:11.5px;font-weight:bold}
.gb{margin:4px 12px;border-radius:16px;padding:16px 16px;color:#fff;background:linear-gradient(135deg,#00875a 0%,#00a3a3 45%,#6fd1c1 80%,#e3f7a8 100%)}
.gb h2{margin:0;font-size:19px} .gb p{margin:6px 0 0;font-size:12px;opacity:.95}
.pg{display:flex;gap:4px;margin:10px 16px} .pg i{flex:1;height:4px;border-radius:2px;background:#d9e2ea} .pg i.on{background:#00875a}
.f{margin:6px 16px} .f label{display:block;font-size:10.5px;color:#6b7785;margin-bottom:2px} .f .in{border:1px solid #c8d3dd;border-radius:8px;padding:7px 10px;font-size:13px;line-height:1.35} .f .in.ok{border-color:#00875a}
.f .h{font-size:10px;color:#00875a;margin-top:2px}
.btm{position:absolute;left:16px;right:16px;bottom:18px;background:#00875a;color:#fff;border-radius:22px;text-align:center;padding:11px;font-weight:bold}
.ttl{font-size:17px;font-weight:bold;padding:4px 16px}
.idc{margin:10px 14px;height:220px;border-radius:10px;position:relative;overflow:hidden;
background:radial-gradient(circle at 20% 30%,#f4f1dc 0,#e2e9c8 30%,#b9d3b0 60%,#6f8f70 100%);transform:rotate(-3deg);box-shadow:0 4px 12px rgba(0,0,0,.35);filter:saturate(.9) contrast(1.05)}
.idc:after{content:'';position:absolute;inset:0;background:repeating-linear-gradient(115deg,rgba(255,255,255,.0) 0 9px,rgba(255,255,255,.18) 9px 11px),linear-gradient(200deg,rgba(255,255,255,.55),rgba(255,255,255,0) 40%)}
.idc .pic{position:absolute;right:12px;top:34px;width:78px;height:98px;background:linear-gradient(#8c7a6b,#4d3e33);border-radius:4px}
.idc .t{position:absolute;left:12px;top:8px;font-size:10px;letter-spacing:1px;color:#2b4a2b;font-weight:bold}
.idc .fl{position:absolute;left:12px;top:32px;font-size:9px;color:#3d5a3d;line-height:1.25} .idc .fl b{display:block;font-size:12px;color:#1b2b1b;margin-bottom:3px}
.sf{margin:8px 16px;display:flex;gap:10px;align-items:center;background:#f1f6f4;border-radius:10px;padding:8px 10px} .sf i{width:46px;height:46px;border-radius:23px;background:linear-gradient(#a08a78,#5d4a3c);flex:none}
.photo{margin:8px 12px;height:190px;border-radius:14px;position:relative;overflow:hidden;background:linear-gradient(160deg,#f6c27a 0%,#e07a3f 35%,#7d3c6b 70%,#2b2350 100%)}
.photo:before{content:'';position:absolute;left:-30px;bottom:-40px;width:230px;height:150px;border-radius:50%;background:radial-gradient(#3b2a47,#1f1733)}
.photo:after{content:'';position:absolute;right:24px;top:18px;width:54px;height:54px;border-radius:27px;background:radial-gradient(#fff4c2,#ffd36b 60%,rgba(255,211,107,0))}
.photo .tx{position:absolute;left:14px;right:14px;bottom:12px;color:#fff;font-size:12.5px;line-height:1.4;text-shadow:0 1px 3px rgba(0,0,0,.6);z-index:2}
.cd{margin:8px 16px;border:1px solid #e1e8ee;border-radius:12px;padding:10px 12px;line-height:1.5} .cd .k{font-size:10.5px;color:#6b7785;display:block}
.nvb{position:absolute;bottom:0;left:0;right:0;height:50px;border-top:1px solid #eee;display:flex;justify-content:space-around;align-items:center;font-size:10.5px;color:#6b7785;background:#fff}
"""


def _za(left: str, right: str) -> str:
    return _win("<span style='color:#e6edf3'>Phone mirroring · Pixel 8</span><span style='color:#8b949e'>Kaya Bank app · test device</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", ZA_CSS, bar="#0d1117", fg="#e6edf3")


ZSB = "<div class='sb'><span>09:41</span><span>Vodacom 5G ▮ 81%</span></div>"


def za_details(sa_id: str) -> str:
    left = (ZSB + "<div class='gb'><h2>Sawubona, " + _pii("PERSON", "Thandeka", "given name alone in white over a gradient banner in a banking app") + "!</h2>"
            "<p>Let's open your Kaya everyday account. It takes about 5 minutes and you'll need your smart ID card.</p></div>"
            "<div class='pg'><i class='on'></i><i class='on'></i><i></i><i></i></div>"
            "<div class='f'><label>Full names (as on your ID)</label><div class='in ok'>" + _pii("PERSON", "Thandeka Nomvula Mokoena", "applicant's full names in a banking app form field") + "</div></div>"
            "<div class='f'><label>South African ID number</label><div class='in ok'>" + _pii("ID_NUMBER", sa_id, "South African ID number in a banking app form field") + "</div>"
            "<div class='h'>✓ Valid ID number · we read your date of birth from it</div></div>"
            "<div class='f'><label>Date of birth</label><div class='in'>" + _pii("DATE_OF_BIRTH", "12 April 1991", "date of birth in words in a banking app form field") + "</div></div>"
            "<div class='f'><label>Cellphone number</label><div class='in ok'>" + _pii("PHONE_NUMBER", "082 557 3104", "cellphone in local form in a banking app form field") + "</div></div>"
            "<div class='f'><label>E-mail</label><div class='in'>" + _pii("EMAIL_ADDRESS", "thandi.mokoena@outlook.com", "e-mail in a banking app form field") + "</div></div>"
            "<div class='f'><label>Residential address</label><div class='in'>" + _pii("STREET_ADDRESS", "14 Jacaranda Street, Melville, Johannesburg, 2092", "residential address wrapped in a narrow banking app form field") + "</div></div>"
            "<div class='btm'>Continue</div>")
    d = sa_id
    right = (ZSB + "<div class='ttl'>Verify your identity</div><div style='padding:0 16px;color:#6b7785;font-size:11.5px'>Step 3 of 4 · photo of your smart ID card (front)</div>"
             "<div class='idc'><div class='t'>REPUBLIC OF SOUTH AFRICA · IDENTITY CARD</div><div class='pic'></div><div class='fl'>"
             "Surname<b>" + _pii("PERSON", "MOKOENA", "surname alone in capitals on a photographed identity card") + "</b>Names<b>" + _pii("PERSON", "THANDEKA NOMVULA", "given names in capitals on a photographed identity card") + "</b>"
             "Sex<b>F</b>Nationality<b>RSA</b>Identity Number<b>" + _pii("ID_NUMBER", f"{d[:6]} {d[6:10]} {d[10:]}", "South African ID number grouped on a photographed identity card", value=f"{d[:6]} {d[6:10]} {d[10:]}") + "</b>"
             "Date of Birth<b>" + _pii("DATE_OF_BIRTH", "12 APR 1991", "date of birth in capitals on a photographed identity card") + "</b></div></div>"
             "<div class='cd' style='border-color:#bfe6d4;background:#f3fbf7'>✓ Card detected · glare low · 4 corners visible<br><span class='k'>Checked with Home Affairs (DHA) · status: citizen, alive</span></div>"
             "<div class='sf'><i></i><div><b>Selfie match 96 %</b><br><span style='font-size:11px;color:#6b7785'>Liveness ✓ · 09:40:52</span></div></div>"
             "<div class='btm'>Looks good – continue</div>")
    return _za(left, right)


def za_opened(nuban: str) -> str:
    left = (ZSB + "<div class='ttl'>You're all set</div>"
            "<div class='photo'><div class='tx'><b>Your card is on its way, " + _pii("PERSON", "Thandeka", "given name alone in white over a photo in a banking app") + "</b><br>Courier delivery in 3–5 working days to "
            + _pii("STREET_ADDRESS", "14 Jacaranda Street, Melville, Johannesburg, 2092", "residential address in white over a photo in a banking app") + "</div></div>"
            "<div class='cd'><span class='k'>Account holder</span>" + _pii("PERSON", "Ms T N Mokoena", "account holder with a title and initials in a banking app") + "<span class='k'>Everyday account number</span>"
            + _pii("ID_NUMBER", "1052 448 913", "new bank account number in a banking app") + "<span class='k'>Branch code</span>470010 (universal) · SWIFT KAYAZAJJ<span class='k'>Monthly fee</span>R 7.50 · first 3 months free</div>"
            "<div class='cd'><span class='k'>Next of kin</span>" + _pii("PERSON", "Sipho Mokoena", "next of kin's name in a banking app") + " (brother) · "
            + _pii("PHONE_NUMBER", "+27 72 309 8841", "next of kin's cellphone in international form in a banking app") + "</div>"
            "<div class='nvb'><span>Home</span><span>Pay</span><span>Cards</span><span>Global</span><span>More</span></div>")
    right = (ZSB + "<div class='ttl'>Send money abroad</div><div style='padding:0 16px;color:#6b7785;font-size:11.5px'>New recipient · Nigeria · NGN</div>"
             "<div class='f'><label>Recipient's name</label><div class='in ok'>" + _pii("PERSON", "Emeka Nwosu", "recipient's name in a money transfer form field") + "</div></div>"
             "<div class='f'><label>Bank</label><div class='in'>Access Bank Plc (044)</div></div>"
             "<div class='f'><label>Account number (NUBAN)</label><div class='in ok'>" + _pii("ID_NUMBER", nuban, "Nigerian account number (NUBAN) in a money transfer form field") + "</div>"
             "<div class='h'>✓ Account name: " + _pii("PERSON", "NWOSU EMEKA JOHN", "account name surname first in capitals as a bank returns it, in a money transfer form") + "</div></div>"
             "<div class='f'><label>Recipient's phone (optional)</label><div class='in'>" + _pii("PHONE_NUMBER", "0816 290 4471", "Nigerian recipient's mobile in local form in a money transfer form field") + "</div></div>"
             "<div class='cd'>You send <b>R 3,000.00</b><br>Fee R 49.00 · rate 1 ZAR = 84.62 NGN<br>They get <b>₦253,860.00</b> · usually within 1 hour<br><span class='k'>Reference KAYA-GL-77120458 · SARB reporting category 401</span></div>"
             "<div class='btm'>Review transfer</div>")
    return _za(left, right)


# --------------------------------------------------------------------------------- blinds4: Turkish e-government, 67 %
TR_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f2f2f2;color:#222;font-size:13px}
.tw{height:756px;overflow:hidden;position:relative}
.th{height:56px;background:#c8102e;color:#fff;display:flex;align-items:center;gap:20px;padding:0 24px} .th b{font-size:20px} .th .u{margin-left:auto;background:rgba(0,0,0,.18);border-radius:18px;padding:6px 14px;font-size:12.5px}
.bc{padding:8px 24px;font-size:12px;color:#666;background:#fff;border-bottom:1px solid #e2e2e2}
.tm{display:flex;gap:16px;padding:14px 24px} .box{background:#fff;border:1px solid #e0e0e0;border-radius:4px;padding:12px 16px} .box h3{margin:0 0 10px;font-size:15px;color:#c8102e}
.kv{display:grid;grid-template-columns:150px 1fr;gap:6px 10px} .kv .k{color:#777}
.tb{width:100%;border-collapse:collapse;font-size:12.5px} .tb th{background:#f7f7f7;border-bottom:2px solid #ddd;text-align:left;padding:6px 8px;font-weight:bold;color:#555} .tb td{padding:6px 8px;border-bottom:1px solid #eee}
.tb tr:nth-child(even) td{background:#fcfcfc}
.zm{transform:scale(.67);transform-origin:0 0;width:1910px}
.nk{background:#fff;margin:14px 24px;border:1px solid #bbb;padding:16px 20px;font-size:14px}
.nk h2{text-align:center;margin:0 0 4px;font-size:20px;letter-spacing:1px} .nk .hd{display:flex;justify-content:space-between;margin:10px 0;font-size:13.5px}
.nk table{width:100%;border-collapse:collapse;font-size:13.5px} .nk th,.nk td{border:1px solid #777;padding:5px 6px;text-align:left;vertical-align:top} .nk th{background:#eee;font-size:12.5px}
"""


def _edevlet(inner: str, url: str, crumb: str) -> str:
    top = ("<div class='th'><b>e-Devlet Kapısı</b><span>türkiye.gov.tr</span><span>Hizmetler</span><span>Kurumlar</span><span>Belediyeler</span>"
           "<span class='u'>" + _pii("DENY_LIST", "GÜLŞAH ÇAĞLAYAN", "deny-listed name in Turkish capitals with ğ, ş and Ç in an e-government header chip") + " ▾</span></div>"
           f"<div class='bc'>{crumb}</div>")
    return _page(url, "e-Devlet Kapısı", f"<div class='tw'>{top}{inner}</div>", TR_CSS)


def tr_crossings(tc: str) -> str:
    info = ("<div class='box' style='width:380px;flex:none'><h3>Kişisel Bilgiler</h3><div class='kv'>"
            "<span class='k'>T.C. Kimlik No</span><span>" + _pii("ID_NUMBER", tc, "Turkish identity number (T.C. Kimlik No) in an e-government page") + "</span>"
            "<span class='k'>Adı Soyadı</span><span>" + _pii("DENY_LIST", "Gülşah Çağlayan", "deny-listed Turkish name with ğ, ş and Ç in an e-government page") + "</span>"
            "<span class='k'>Baba Adı</span><span>" + _pii("PERSON", "Mehmet", "father's given name alone in an e-government page") + "</span>"
            "<span class='k'>Doğum Tarihi</span><span>" + _pii("DATE_OF_BIRTH", "08.05.1994", "date of birth with dots in an e-government page") + "</span>"
            "<span class='k'>Pasaport No</span><span>" + _pii("ID_NUMBER", "U 18273645", "Turkish passport number in an e-government page") + "</span></div>"
            "<div style='margin-top:12px;font-size:11.5px;color:#777;line-height:1.5'>Son başarılı giriş: 18.04.2025 14:02:11 · IP " + _pii("IP_ADDRESS", "88.241.37.109", "last login IP address in an e-government page")
            + "<br>Giriş yöntemi: e-Devlet şifresi + SMS doğrulama</div></div>")
    rows = [("Çıkış", "14.01.2025 06:12", "İstanbul Havalimanı", "TK 1751 · Oslo"), ("Giriş", "02.01.2025 23:40", "İstanbul Havalimanı", "TK 1754 · Oslo"),
            ("Çıkış", "27.08.2024 05:55", "İzmir Adnan Menderes Havalimanı", "PC 1215 · Oslo"), ("Giriş", "09.08.2024 21:18", "İzmir Adnan Menderes Havalimanı", "PC 1216 · Oslo"),
            ("Çıkış", "10.01.2024 07:30", "İstanbul Sabiha Gökçen Havalimanı", "PC 1201 · Oslo"), ("Giriş", "20.12.2023 22:05", "İstanbul Sabiha Gökçen Havalimanı", "PC 1202 · Oslo"),
            ("Çıkış", "18.09.2022 11:40", "Kapıkule Sınır Kapısı", "kara yolu · Bulgaristan")]
    body = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td>Umuma Mahsus Pasaport</td><td>{d}</td></tr>" for a, b, c, d in rows)
    table = ("<div class='box' style='flex:1;min-width:0'><h3>Yurda Giriş-Çıkış Kayıtları</h3>"
             "<div style='font-size:12px;color:#666;margin-bottom:8px'>Sorgu tarihi 18.04.2025 · kayıt sayısı 7 · kaynak: Emniyet Genel Müdürlüğü</div>"
             f"<table class='tb'><tr><th>İşlem</th><th>Tarih / Saat</th><th>Sınır Kapısı</th><th>Belge Türü</th><th>Açıklama</th></tr>{body}</table>"
             "<div style='margin-top:10px;font-size:12px;color:#666'>Barkodlu belge: ETK-2025-0418-99E1C7 · Belgenin doğruluğunu e-Devlet Barkodlu Belge Doğrulama hizmetinden kontrol edebilirsiniz.</div>"
             "<div style='margin-top:8px'><span class='btn' style='background:#c8102e'>Belge Oluştur</span> <span class='btn2'>Yazdır</span></div></div>")
    return _edevlet(f"<div class='tm'>{info}{table}</div>", "www.turkiye.gov.tr/egm-yurda-giris-cikis-belgesi-sorgulama", "Ana Sayfa › Emniyet Genel Müdürlüğü › Yurda Giriş-Çıkış Belgesi Sorgulama")


def tr_register(tc: dict[str, str]) -> str:
    fam = [("1", "E", "Babası", ("PERSON", "MEHMET"), ("PERSON", "ÇAĞLAYAN"), "HÜSEYİN", "AYŞE", "KONAK", "12.03.1962", tc["f"], "Evli", ""),
           ("2", "K", "Annesi", ("PERSON", "NERMİN"), ("PERSON", "ÇAĞLAYAN"), "RECEP", "HATİCE", "BERGAMA", "30.06.1966", tc["m"], "Evli", "Evlenme 1988"),
           ("3", "K", "Kendisi", ("DENY_LIST", "GÜLŞAH"), ("DENY_LIST", "ÇAĞLAYAN"), "MEHMET", "NERMİN", "KARŞIYAKA", "08.05.1994", tc["g"], "Bekâr", ""),
           ("4", "E", "Kardeşi", ("PERSON", "EMRE"), ("PERSON", "ÇAĞLAYAN"), "MEHMET", "NERMİN", "KARŞIYAKA", "17.10.1998", tc["b"], "Bekâr", "")]
    body = ""
    for sn, sx, rel, first, last, baba, ana, place, dob, tcno, med, ev in fam:
        own = first[0] == "DENY_LIST"
        fc = _pii(first[0], first[1], "deny-listed given name alone in capitals in a civil register table at 67 %" if own else "family member's given name alone in capitals in a civil register table at 67 %")
        lc = _pii(last[0], last[1], "deny-listed surname alone in Turkish capitals in a civil register table at 67 %" if own else "family member's surname alone in Turkish capitals in a civil register table at 67 %")
        bc = _pii("PERSON", baba, "parent's given name alone in capitals in a civil register table at 67 %")
        ac = _pii("PERSON", ana, "parent's given name alone in capitals in a civil register table at 67 %")
        body += (f"<tr><td>{sn}</td><td>{sx}</td><td>{rel}</td><td>{fc}</td><td>{lc}</td><td>{bc}</td><td>{ac}</td>"
                 f"<td>{place} " + _pii("DATE_OF_BIRTH", dob, "date of birth after the place of birth in a civil register table at 67 %") + "</td>"
                 "<td>" + _pii("ID_NUMBER", tcno, "Turkish identity number in a civil register table at 67 %") + f"</td><td>{med}</td><td>{ev}</td><td>Sağ</td></tr>")
    doc = ("<div class='nk'><h2>NÜFUS KAYIT ÖRNEĞİ</h2><div style='text-align:center;font-size:13px;color:#444'>T.C. İçişleri Bakanlığı · Nüfus ve Vatandaşlık İşleri Genel Müdürlüğü</div>"
           "<div class='hd'><span>İl: İZMİR</span><span>İlçe: KARŞIYAKA</span><span>Mahalle/Köy: BAHARİYE</span><span>Cilt No: 118</span><span>Aile Sıra No: 2241</span></div>"
           "<table><tr><th>S.No</th><th>C</th><th>Yakınlık Derecesi</th><th>Adı</th><th>Soyadı</th><th>Baba Adı</th><th>Ana Adı</th><th>Doğum Yeri ve Tarihi</th><th>T.C. Kimlik No</th><th>Medeni Hali</th><th>Olaylar ve Tarihleri</th><th>Durumu</th></tr>"
           f"{body}</table>"
           "<div style='margin-top:12px;font-size:13.5px'>Yerleşim yeri adresi (kendisi): " + _pii("STREET_ADDRESS", "Bahariye Mah. 6171 Sok. No: 14 İç Kapı No: 6 Karşıyaka/İzmir", "registered home address in a civil register extract at 67 %") + "</div>"
           "<div style='margin-top:6px;font-size:12.5px;color:#555'>Bu belge 5070 sayılı Elektronik İmza Kanunu çerçevesinde güvenli elektronik imza ile imzalanmıştır. Belge doğrulama kodu: NVI-K7Q2-9XPL-30WA · "
           "Düzenlenme: 18.04.2025 14:09 · Talep eden: kendisi · Amaç: resmi kuruma ibraz (Norveç oturma izni)</div></div>")
    side = ("<div class='box' style='width:560px;margin:14px 24px 0 0;font-size:14px'><h3>Belgenizi nereye vereceksiniz?</h3>"
            "<div>○ Kurum içi kullanım &nbsp; ● Yurt dışı (apostil gerekir) &nbsp; ○ Banka</div><div style='margin-top:8px;color:#666'>Apostil için il nüfus müdürlüğüne başvurunuz. Belge 30 gün geçerlidir.</div>"
            "<div style='margin-top:10px'><span class='btn' style='background:#c8102e'>PDF İndir</span> <span class='btn2'>Yeni Sorgu</span></div></div>")
    inner = f"<div class='zm'><div style='display:flex;align-items:flex-start'><div style='flex:1;min-width:0'>{doc}</div>{side}</div></div>"
    return _edevlet(inner, "www.turkiye.gov.tr/nvi-nufus-kayit-ornegi-belgesi-sorgulama?zoom=67", "Ana Sayfa › Nüfus ve Vatandaşlık İşleri › Nüfus Kayıt Örneği Belgesi · 67 %")


# -------------------------------------------------------------------- blinds5: mobile money, Kenya and Nigeria (HiDPI)
MM_CSS = """
body{background:#1e2a22} .desk{display:flex;justify-content:center;gap:80px;padding-top:14px;height:756px}
.ph{width:340px;height:706px;border:10px solid #000;border-radius:40px;background:#fff;overflow:hidden;position:relative;font-family:"DejaVu Sans",sans-serif;font-size:12px;color:#1b1b1b;box-shadow:0 0 0 2px #3d4a40}
.sb{height:28px;display:flex;justify-content:space-between;padding:6px 22px 0;font-size:11.5px;font-weight:bold}
.pv{background:#6b6f73;height:650px;padding:8px 6px;overflow:hidden} .pv .bar{color:#eee;font-size:10.5px;padding:0 4px 6px;display:flex;justify-content:space-between}
.sh{background:#fff;padding:8px 8px;font-size:8.5px;line-height:1.35;color:#111}
.sh h2{font-size:11px;margin:0 0 4px;color:#2e7d32;letter-spacing:.5px} .sh .kv{display:grid;grid-template-columns:74px 1fr;gap:1px 4px}
.st{width:100%;border-collapse:collapse;margin-top:6px;table-layout:fixed} .st th{background:#2e7d32;color:#fff;font-weight:normal;font-size:7px;text-align:left;padding:2px 2px} .st td{border-bottom:1px solid #ddd;padding:2px 2px;vertical-align:top;font-size:7.5px}
.st td.d,.st td.t{word-break:break-all} .st td.n,.st th.n{text-align:right}
.mh{background:#2e7d32;color:#fff;padding:10px 16px} .mh b{font-size:17px} .mh .bal{font-size:11px;opacity:.9;margin-top:2px}
.srch{margin:8px 14px;border:1px solid #cfd8cf;border-radius:18px;padding:6px 12px;color:#8a948a}
.ct{display:flex;gap:10px;align-items:center;padding:8px 14px;border-bottom:1px solid #eef2ee} .ct i{width:34px;height:34px;border-radius:17px;flex:none;color:#fff;font-style:normal;text-align:center;line-height:34px;font-size:12px;font-weight:bold}
.ct small{color:#6b766b;display:block}
.sheet{position:absolute;left:0;right:0;bottom:0;background:#fff;border-radius:18px 18px 0 0;box-shadow:0 -6px 20px rgba(0,0,0,.25);padding:14px 16px 20px;z-index:4;font-size:12.5px;line-height:1.5}
.sheet .b{background:#2e7d32;color:#fff;border-radius:20px;text-align:center;padding:9px;margin-top:10px;font-weight:bold}
.wh{background:linear-gradient(135deg,#4a148c,#7b1fa2 60%,#ab47bc);color:#fff;padding:12px 16px 16px} .wh b{font-size:16px} .wh .amt{font-size:24px;font-weight:bold;margin-top:6px}
.tier{margin:10px 14px;border:1px solid #e6dcef;border-radius:12px;padding:10px 12px;line-height:1.5} .tier .k{font-size:10px;color:#7a6a86;display:block}
.tx{display:flex;gap:8px;padding:8px 14px;border-bottom:1px solid #f1ecf4;align-items:flex-start} .tx .a{margin-left:auto;text-align:right;white-space:nowrap;font-weight:bold} .tx small{color:#7a6a86;display:block;font-size:10px}
.nvb{position:absolute;bottom:0;left:0;right:0;height:48px;border-top:1px solid #eee;display:flex;justify-content:space-around;align-items:center;font-size:10.5px;color:#777;background:#fff}
"""


def _mm(left: str, right: str) -> str:
    return _win("<span style='color:#e6edf3'>Phone mirroring · 2 devices</span><span style='color:#9bb09f'>Safaricom · MTN NG</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", MM_CSS, bar="#121a15", fg="#e6edf3")


KSB = "<div class='sb'><span>19:05</span><span>Safaricom 4G ▮ 57%</span></div>"
NSB = "<div class='sb'><span>18:05</span><span>MTN NG ▮ 72%</span></div>"

MPESA = [("TDK7Q2ZP4M", "2025-04-28 19:42:10", "Customer Transfer to ", ("PHONE_NUMBER", "0722518364"), " - ", ("PERSON", "PETER OTIENO ODHIAMBO"), "", "2,500.00", "8,214.50"),
         ("TDK7Q2ZP4M", "2025-04-28 19:42:10", "Customer Transfer of Funds Charge", None, "", None, "", "33.00", "8,181.50"),
         ("TDJ3V8HX1R", "2025-04-27 08:15:03", "Funds received from ", ("PHONE_NUMBER", "254733902115"), " - ", ("PERSON", "GRACE ACHIENG"), "4,000.00", "", "10,714.50"),
         ("TDH9L4MC0S", "2025-04-25 13:02:44", "Merchant Payment to 5120443 - NAIVAS SUPERMARKET WESTLANDS", None, "", None, "", "3,265.00", "6,714.50"),
         ("TDG2N7WE5K", "2025-04-24 21:30:19", "International Funds received from ", ("PHONE_NUMBER", "447700900418"), " - ", ("PERSON", "DAVID KAMAU NJOROGE"), "2,879.00", "", "9,979.50"),
         ("TDF6R1TB8Y", "2025-04-22 07:48:51", "Customer Transfer to ", ("PHONE_NUMBER", "0798104653"), " - ", ("PERSON", "JAMES MWANGI KARIUKI"), "", "1,200.00", "7,100.50"),
         ("TDE0P5QA3J", "2025-04-20 10:11:37", "Pay Bill Online to 888880 - KPLC PREPAID", None, "", None, "", "2,000.00", "8,300.50"),
         ("TDD8C3KX6V", "2025-04-19 16:55:02", "Funds received from ", ("PHONE_NUMBER", "254701336872"), " - ", ("PERSON", "MERCY AKINYI OUMA"), "6,500.00", "", "10,300.50")]


def mm_mpesa() -> str:
    rows = ""
    for rc, t, pre, ph, mid, nm, pin, wd, bal in MPESA:
        det = pre + (_pii(ph[0], ph[1], "phone number without spaces wrapped mid-number in a narrow mobile-money statement line") if ph else "") + mid + (_pii(nm[0], nm[1], "name in capitals on a mobile-money statement line") if nm else "")
        amt = pin or "-" + wd
        rows += f"<tr><td>{rc}</td><td class='t'>{t}</td><td class='d'>{det}</td><td class='n'>{amt}</td><td class='n'>{bal}</td></tr>"
    left = (KSB + "<div class='pv'><div class='bar'><span>MPESA_Statement_Apr2025.pdf</span><span>1/4</span></div><div class='sh'><h2>M-PESA STATEMENT</h2><div class='kv'>"
            "<span>Customer Name:</span><span>" + _pii("PERSON", "ESTHER WANJIKU KAMAU", "customer's name in capitals in a mobile-money statement header") + "</span>"
            "<span>Mobile Number:</span><span>" + _pii("PHONE_NUMBER", "254712448903", "customer's mobile without spaces in a mobile-money statement header") + "</span>"
            "<span>ID Number:</span><span>" + _pii("ID_NUMBER", "29481736", "Kenyan national ID number in a mobile-money statement header") + "</span>"
            "<span>Email Address:</span><span>" + _pii("EMAIL_ADDRESS", "esther.kamau@gmail.com", "e-mail in a mobile-money statement header") + "</span>"
            "<span>Statement Period:</span><span>01 Apr 2025 - 30 Apr 2025</span><span>Request Date:</span><span>01 May 2025</span></div>"
            "<table class='st'><colgroup><col style='width:17%'><col style='width:13%'><col style='width:40%'><col style='width:15%'><col style='width:15%'></colgroup>"
            "<tr><th>Receipt No.</th><th>Completion Time</th><th>Details (all Completed)</th><th class='n'>Amount</th><th class='n'>Balance</th></tr>" + rows + "</table>"
            "<div style='margin-top:6px;color:#555'>Safaricom PLC · Safaricom House, Waiyaki Way, Westlands, Nairobi · customercare@safaricom.co.ke</div></div></div>")
    contacts = [("PO", "#1565c0", "Peter Otieno", "0722 518 364", "Sent Ksh 2,500 · 28 Apr"), ("GA", "#ad1457", "Grace Achieng", "0733 902 115", "Received Ksh 4,000 · 27 Apr"),
                ("JM", "#ef6c00", "James Mwangi", "0798 104 653", "Sent Ksh 1,200 · 22 Apr"), ("MA", "#6a1b9a", "Mercy Akinyi", "0701 336 872", "Received Ksh 6,500 · 19 Apr")]
    cl = "".join(f"<div class='ct'><i style='background:{c}'>{ini}</i><div>" + _pii("PERSON", n, "contact's name in a mobile-money recent list") + "<small>"
                 + _pii("PHONE_NUMBER", p, "contact's mobile in local form in a mobile-money recent list") + f" · {note}</small></div></div>" for ini, c, n, p, note in contacts)
    right = (KSB + "<div class='mh'><b>M-PESA · Send Money</b><div class='bal'>Balance hidden · Fuliza limit Ksh 3,000</div></div><div class='srch'>Search name or number</div>"
             "<div style='padding:4px 14px;font-size:10.5px;color:#6b766b'>RECENT</div>" + cl
             + "<div class='sheet'><b>Confirm</b><br>Send <b>Ksh 1,500.00</b> to<br>" + _pii("PERSON", "WANJIRU NDUNG'U", "recipient's name in capitals in a mobile-money confirmation sheet")
             + " " + _pii("PHONE_NUMBER", "+254 711 680 239", "recipient's mobile in international form in a mobile-money confirmation sheet")
             + "<br><span style='color:#6b766b;font-size:11px'>Transaction cost Ksh 23.00 · daily limit Ksh 500,000</span><div class='b'>Send</div></div>")
    return _mm(left, right)


def mm_wallet(ids: dict[str, str]) -> str:
    left = (NSB + "<div class='wh'><b>Ọja Pay</b> · Hi, " + _pii("PERSON", "Tolulope", "user's given name alone in white over a gradient wallet header")
            + "<div class='amt'>₦412,730.55</div><div style='font-size:11px'>Wallet " + _pii("ID_NUMBER", ids["nuban_wallet"], "wallet account number (NUBAN) in white over a gradient header") + " · Wema Bank</div></div>"
            "<div class='tier'><b>Upgrade to Tier 3</b> · daily limit ₦5,000,000<span class='k'>BVN</span>" + _pii("ID_NUMBER", ids["bvn"], "Nigerian BVN in a wallet's account upgrade card")
            + " <span style='color:#2e7d32'>✓ matched</span><span class='k'>Name on BVN</span>" + _pii("PERSON", "BANKOLE TOLULOPE ADEOLA", "name surname first in capitals as the BVN record returns it")
            + "<span class='k'>NIN</span>" + _pii("ID_NUMBER", ids["nin"], "Nigerian NIN in a wallet's account upgrade card")
            + "<span class='k'>Date of birth</span>" + _pii("DATE_OF_BIRTH", "14-Feb-1993", "date of birth with a month name in a wallet's account upgrade card")
            + "<span class='k'>Residential address</span>" + _pii("STREET_ADDRESS", "House 9, Oduduwa Crescent, Ikeja GRA, Lagos", "home address wrapped in a wallet's account upgrade card")
            + "<span class='k'>Phone</span>" + _pii("PHONE_NUMBER", "0803 412 7756", "mobile in local form in a wallet's account upgrade card") + "</div>"
            "<div style='margin:0 14px;color:#7a6a86;font-size:10.5px'>Utility bill uploaded 26/04/2025 · review 24–48 h · CBN tiered KYC</div>"
            "<div class='nvb'><span>Home</span><span>Pay</span><span>Cards</span><span>Rewards</span><span>Me</span></div>")
    tx = [("Transfer to ", ("DENY_LIST", "CHINEDU OKAFOR", "deny-listed name in capitals as a transfer recipient in a wallet history"), "GTBank · " + _pii("ID_NUMBER", ids["nuban_gt"], "recipient's account number (NUBAN) in a wallet history"), "−₦85,000.00", "28 Apr · 18:02 · ref 250428180211049372"),
          ("Received from ", ("PERSON", "ADAOBI NWANKWO", "sender's name in capitals in a wallet history"), "Zenith · " + _pii("ID_NUMBER", ids["nuban_adaobi"], "sender's account number (NUBAN) in a wallet history"), "+₦120,000.00", "27 Apr · 09:44 · ref 250427094431882015"),
          ("Airtime · MTN ", None, _pii("PHONE_NUMBER", "0803 412 7756", "own mobile in local form in a wallet history line"), "−₦2,000.00", "26 Apr · 21:10 · ref 250426211007734260"),
          ("Sent abroad to ", ("PERSON", "Esther Kamau", "recipient's name in a wallet history"), "M-Pesa Kenya · " + _pii("PHONE_NUMBER", "+254 712 448 903", "Kenyan recipient's mobile in international form in a wallet history"), "−₦64,350.00", "25 Apr · 12:30 · KES 5,000 · ref XB-KE-88104377"),
          ("Received from ", ("DENY_LIST", "Chinedu Okafor", "deny-listed name as a sender in a wallet history"), "GTBank", "+₦40,000.00", "22 Apr · 16:18 · ref 250422161833902174"),
          ("Bills · IKEDC prepaid token", None, "", "−₦15,000.00", "20 Apr · 08:05 · ref 250420080529117745")]
    rows = ""
    for pre, who, sub, amt, meta in tx:
        w = _pii(who[0], who[1], who[2]) if who else ""
        rows += f"<div class='tx'><div>{pre}{w}<small>{sub}</small><small>{meta}</small></div><span class='a' style='color:{'#2e7d32' if amt.startswith('+') else '#1b1b1b'}'>{amt}</span></div>"
    right = (NSB + "<div style='padding:8px 14px;font-size:17px;font-weight:bold'>Transactions</div><div style='padding:0 14px 6px;color:#7a6a86;font-size:10.5px'>April 2025 · all accounts</div>"
             + rows + "<div class='nvb'><span>Home</span><span>Pay</span><span>Cards</span><span>Rewards</span><span>Me</span></div>")
    return _mm(left, right)


# --------------------------------------------------------------- blinds6: Nordic train app and a money transfer app (dark)
NT_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f5f7f6;color:#15231d;font-size:13.5px}
.nw{height:756px;overflow:hidden;position:relative}
.nh{height:54px;background:#00594f;color:#fff;display:flex;align-items:center;gap:22px;padding:0 26px} .nh b{font-size:19px}
.nc{display:flex;gap:18px;padding:16px 26px} .pn{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:14px 18px} .pn h3{margin:0 0 10px;font-size:16px}
.kv{display:grid;grid-template-columns:170px 1fr;gap:8px 12px} .kv .k{color:#5d6f67}
.in{border:1px solid #b7c5bf;border-radius:6px;padding:6px 10px;background:#fff} .in.ok{border-color:#1a7f5a}
.dep{display:flex;gap:12px;padding:8px 0;border-bottom:1px solid #eef2f0;align-items:center} .dep .l{background:#00594f;color:#fff;border-radius:4px;padding:2px 7px;font-weight:bold;font-size:12px}
.sum{font-size:22px;font-weight:bold}
"""

FX_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#0d1117;color:#c9d1d9;font-size:13px}
.fw{height:756px;overflow:hidden;position:relative;display:flex}
.fs{width:190px;background:#010409;border-right:1px solid #21262d;padding:14px 0;flex:none} .fs div{padding:8px 18px;color:#8b949e} .fs .on{background:#161b22;color:#e6edf3;border-left:3px solid #3fb950}
.fm{flex:1;padding:14px 20px;min-width:0}
.rt{width:100%;border-collapse:collapse;font-size:12.5px;table-layout:fixed} .rt th{color:#8b949e;font-weight:normal;text-align:left;border-bottom:1px solid #30363d;padding:7px 8px} .rt td{border-bottom:1px solid #21262d;padding:8px 8px;white-space:nowrap;overflow:hidden}
.rt tr.hv td{background:#161b22} .rt .sub{color:#8b949e;font-size:11px}
.av{display:inline-block;width:26px;height:26px;border-radius:13px;text-align:center;line-height:26px;color:#fff;font-size:11px;margin-right:8px;vertical-align:middle}
.hc{position:absolute;left:720px;top:174px;width:360px;background:#1c2128;border:1px solid #444c56;border-radius:10px;padding:12px 14px;box-shadow:0 10px 28px rgba(0,0,0,.6);z-index:5;line-height:1.55;font-size:12.5px}
.hc .k{color:#8b949e;font-size:11px;display:block;margin-top:4px} .mono{font-family:"DejaVu Sans Mono",monospace}
.rv{background:#161b22;border:1px solid #30363d;border-radius:12px;padding:16px 20px;margin-top:12px} .rv .k{color:#8b949e;font-size:11.5px;display:block;margin-top:8px}
.big{font-size:26px;color:#e6edf3;font-weight:bold}
"""


def train_pass(fnr: str) -> str:
    deps = [("R10", "07:12", "Oslo S", "Lillestrøm 07:22", "spor 9"), ("L1", "07:19", "Oslo S", "Lillestrøm 07:41", "spor 4"), ("R11", "07:42", "Oslo S", "Lillestrøm 07:52", "spor 11"), ("RE10", "08:12", "Oslo S", "Lillestrøm 08:22", "spor 9")]
    dl = "".join(f"<div class='dep'><span class='l'>{a}</span><b>{b}</b><span>{c} → {d}</span><span style='margin-left:auto;color:#5d6f67'>{e}</span></div>" for a, b, c, d, e in deps)
    form = ("<div class='pn' style='flex:1.3'><h3>Månedskort · student</h3><div class='kv'>"
            "<span class='k'>Reisende</span><span class='in ok'>" + _pii("DENY_LIST", "Gülşah Çağlayan", "deny-listed Turkish name with ğ, ş and Ç in a train app's form field") + "</span>"
            "<span class='k'>Fødselsnummer</span><span class='in ok'>" + _pii("ID_NUMBER", fnr, "Norwegian national identity number (fødselsnummer) in a train app's form field") + "</span>"
            "<span class='k'>Studentbevis</span><span class='in ok'>Universitetet i Oslo · studentnr " + _pii("ID_NUMBER", "628814", "student number in a train app's form field") + " ✓ gyldig til 31.08.2025</span>"
            "<span class='k'>Mobil (billett på SMS)</span><span class='in'>" + _pii("PHONE_NUMBER", "+47 948 27 163", "Norwegian mobile in international form in a train app's form field") + "</span>"
            "<span class='k'>E-post (kvittering)</span><span class='in'>" + _pii("EMAIL_ADDRESS", "gcaglayan@proton.me", "e-mail in a train app's form field") + "</span>"
            "<span class='k'>Strekning</span><span>Oslo S – Lillestrøm · sone 1 + 2V (Ruter/Vy)</span><span class='k'>Gyldig</span><span>01.05.2025 – 30.05.2025 (30 dager)</span></div>"
            "<div style='margin-top:12px;color:#5d6f67;font-size:12px'>Studentrabatt 40 % krever gyldig studentbevis. Fødselsnummer brukes til kontroll mot Lånekassen og lagres ikke på billetten.</div></div>")
    side = ("<div style='flex:1;display:flex;flex-direction:column;gap:14px'><div class='pn'><h3>Å betale</h3><div class='sum'>NOK 594,00</div>"
            "<div style='color:#5d6f67;margin-top:4px'>Ordinær pris NOK 990,00 · studentrabatt −396,00</div>"
            "<div style='margin-top:10px'>Betal med <b>Vipps</b> · " + _pii("PHONE_NUMBER", "948 27 163", "Norwegian mobile in local form beside a payment button") + "</div>"
            "<div style='margin-top:10px'><span class='btn' style='background:#ff5b24'>Betal med Vipps</span> <span class='btn2'>Kort</span></div>"
            "<div style='margin-top:8px;color:#5d6f67;font-size:12px'>Ordre NB-2025-4471-8830 · MVA 12 % NOK 63,64</div></div>"
            f"<div class='pn'><h3>Neste avganger fra Oslo S</h3>{dl}<div style='margin-top:6px;color:#b42318;font-size:12px'>⚠ Sporarbeid Lillestrøm 17.–18.05: buss for tog</div></div></div>")
    top = "<div class='nh'><b>Nordbane</b><span>Reiseplanlegger</span><span>Billetter</span><span>Mine reiser</span><span>Trafikkmeldinger</span><span style='margin-left:auto'>Logget inn · BankID</span></div>"
    return _page("www.nordbane.no/billetter/manedskort/student", "Månedskort · Nordbane", f"<div class='nw'>{top}<div class='nc'>{form}{side}</div></div>", NT_CSS)


def _fx(active: str, inner: str, url: str, tab: str) -> str:
    nav = "".join(f"<div class='{'on' if n == active else ''}'>{n}</div>" for n in ("Home", "Send", "Recipients", "Activity", "Rates", "Limits", "Settings"))
    return _page(url, tab, f"<div class='fw'><div class='fs'><div style='color:#3fb950;font-weight:bold;font-size:16px'>Fjordsend</div>{nav}</div><div class='fm'>{inner}</div></div>", FX_CSS, dark=True)


def fx_recipients(ids: dict[str, str]) -> str:
    tr = ids["iban_tr"]
    de = ids["iban_de"]
    rows = [("NÇ", "#d73a49", ("PERSON", "Nermin Çağlayan", "recipient's name in a dark recipients list"), "Mother · Türkiye", ("ID_NUMBER", tr[:17], "IBAN cut by an ellipsis in a narrow column of a dark recipients list"), "İşbank · ISBKTRIS", "TRY", True),
            ("CO", "#2f81f7", ("DENY_LIST", "Chinedu Okafor", "deny-listed name in a dark recipients list"), "Friend · Nigeria", ("ID_NUMBER", ids["nuban_access"], "Nigerian account number (NUBAN) in a narrow column of a dark recipients list"), "Access Bank · ABNGNGLA", "NGN", False),
            ("AK", "#a371f7", ("DENY_LIST", "Ananya Krishnamurthy", "deny-listed name in a dark recipients list"), "Colleague · India", ("ID_NUMBER", "50100384", "Indian bank account number cut by an ellipsis in a narrow column of a dark recipients list"), "HDFC0000269 · HDFCINBB", "INR", True),
            ("WM", "#3fb950", ("PERSON", "Wanjiru Mbugua", "recipient's name in a dark recipients list"), "Friend · Kenya", ("PHONE_NUMBER", "+254 722 904 116", "M-Pesa mobile in international form in a narrow column of a dark recipients list"), "M-Pesa wallet", "KES", False),
            ("EH", "#db6d28", ("PERSON", "Erik Haugen", "recipient's name in a dark recipients list"), "Landlord · Norway", ("IBAN_CODE", ids["iban_no"], "Norwegian IBAN in a narrow column of a dark recipients list"), "DNB · DNBANOKK", "NOK", False),
            ("LH", "#bf8700", ("PERSON", "Lena Hoffmann", "recipient's name in a dark recipients list"), "Sister-in-law · Germany", ("ID_NUMBER", de[:17], "IBAN cut by an ellipsis in a narrow column of a dark recipients list"), "Sparkasse · HELADEF1822", "EUR", True)]
    body = ""
    for k, (ini, col, who, rel, acct, bank, cur, cut) in enumerate(rows):
        body += (f"<tr class='{'hv' if k == 0 else ''}'><td><span class='av' style='background:{col}'>{ini}</span>" + _pii(*who) + f"<div class='sub' style='margin-left:34px'>{rel}</div></td>"
                 "<td class='mono'>" + _pii(*acct) + ("…" if cut else "") + f"</td><td>{bank}</td><td>{cur}</td><td style='color:#8b949e'>{['02.04.2025', '11.03.2025', '—', '28.02.2025', '01.04.2025', '19.12.2024'][k]}</td></tr>")
    table = ("<div style='display:flex;align-items:center;gap:12px'><h2 style='margin:0;color:#e6edf3;font-size:20px'>Recipients</h2><span style='color:#8b949e'>6 saved · sorted by last transfer</span>"
             "<span class='btn' style='margin-left:auto;background:#238636'>+ New recipient</span></div>"
             "<table class='rt' style='margin-top:12px'><colgroup><col style='width:30%'><col style='width:22%'><col style='width:24%'><col style='width:8%'><col style='width:16%'></colgroup>"
             f"<tr><th>Name</th><th>Account</th><th>Bank · SWIFT/BIC</th><th>Currency</th><th>Last sent</th></tr>{body}</table>")
    hc = ("<div class='hc dropdown'><b style='font-size:14px;color:#e6edf3'>" + _pii("PERSON", "Nermin Çağlayan", "recipient's name on a dark hover card") + "</b>"
          "<span class='k'>IBAN</span><span class='mono'>" + _pii("IBAN_CODE", tr, "Turkish IBAN whole on a dark hover card") + "</span>"
          "<span class='k'>Bank · SWIFT</span>Türkiye İş Bankası A.Ş., Karşıyaka şubesi · ISBKTRISXXX"
          "<span class='k'>Address</span>" + _pii("STREET_ADDRESS", "Mavişehir Mah. 2049 Sok. No: 7 D: 3, 35590 Karşıyaka/İzmir", "recipient's address on a dark hover card")
          + "<span class='k'>Phone</span>" + _pii("PHONE_NUMBER", "+90 532 418 27 60", "recipient's Turkish mobile on a dark hover card") + "</div>")
    ak = ("<div style='margin-top:14px;color:#8b949e;font-size:12px;line-height:1.6'>Account details of saved recipients are shown in full on hover or in the recipient's page. "
          "Fjordsend AS · Dronning Eufemias gate 16, 0191 Oslo · org.nr 921 448 307 · licensed by Finanstilsynet</div>")
    return _fx("Recipients", table + ak + hc, "app.fjordsend.no/recipients", "Recipients · Fjordsend")


def fx_review(ids: dict[str, str]) -> str:
    rv = ("<h2 style='margin:0;color:#e6edf3;font-size:20px'>Review your transfer</h2><div style='display:flex;gap:16px'>"
          "<div class='rv' style='flex:1'><span class='k' style='margin-top:0'>You send</span><div class='big'>NOK 8 500,00</div><span class='k'>Recipient gets</span><div class='big' style='color:#3fb950'>TRY 30 271,40</div>"
          "<span class='k'>Rate · fee</span>1 NOK = 3.5696 TRY (guaranteed 30 min) · fee NOK 39,00 · total NOK 8 539,00"
          "<span class='k'>Arrives</span>Today by 18:00 (FAST) · transfer FJS-7Q3K-22840</div>"
          "<div class='rv' style='flex:1.2'><span class='k' style='margin-top:0'>To</span>" + _pii("PERSON", "Nermin Çağlayan", "recipient's name in a dark transfer review")
          + "<span class='k'>IBAN</span><span class='mono'>" + _pii("IBAN_CODE", ids["iban_tr"], "Turkish IBAN in a dark transfer review") + "</span>"
          "<span class='k'>Bank</span>Türkiye İş Bankası · ISBKTRISXXX"
          "<span class='k'>Recipient's address</span>" + _pii("STREET_ADDRESS", "Mavişehir Mah. 2049 Sok. No: 7 D: 3, 35590 Karşıyaka/İzmir", "recipient's address in a dark transfer review")
          + "<span class='k'>Reference</span>Kira Mayıs · aile desteği</div></div>"
          "<div class='rv'><span class='k' style='margin-top:0'>From</span>" + _pii("DENY_LIST", "Gülşah Çağlayan", "deny-listed Turkish name as the sender in a dark transfer review")
          + " · DNB brukskonto " + _pii("IBAN_CODE", ids["iban_no2"], "sender's Norwegian IBAN in a dark transfer review")
          + "<span class='k'>Sender's address (required by the recipient bank)</span>" + _pii("STREET_ADDRESS", "Trondheimsveien 118 B, 0565 Oslo", "sender's home address in a dark transfer review")
          + "<span class='k'>Identity</span>Verified with BankID · purpose code 1101 (family support)"
          "<div style='margin-top:14px;display:flex;gap:10px'><span class='btn' style='background:#238636'>Confirm and send</span><span class='btn' style='background:#30363d'>Edit</span></div></div>")
    return _fx("Send", rv, "app.fjordsend.no/send/review?q=FJS-7Q3K-22840", "Review · Fjordsend")


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind19(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20261219)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))

    def digits(n: int) -> str:
        return "".join(rng.choice(string.digits) for _ in range(n))
    tc = {k: _tckn(rng) for k in ("g", "f", "m", "b")}
    ids = {"aadhaar": _aadhaar(rng), "pan": _pan(rng, "Krishnamurthy"), "sa_id": _sa_id(rng, date(1991, 4, 12), True),
           "tc_g": tc["g"], "tc_f": tc["f"], "tc_m": tc["m"], "tc_b": tc["b"], "fnr": _fnr(rng, date(1994, 5, 8), True),
           "nuban_gt": _nuban(rng, "058"), "nuban_wallet": _nuban(rng, "035"), "nuban_emeka": _nuban(rng, "044"), "nuban_access": _nuban(rng, "044"),
           "nuban_adaobi": _nuban(rng, "057"), "card": _card(rng, "4716"),
           "bvn": "22" + digits(9), "nin": str(rng.randint(1, 9)) + digits(10),
           "iban_tr": _iban_b("TR", "00064" + "0" + digits(16)), "iban_no": _iban_b("NO", "1503" + digits(7)),
           "iban_no2": _iban_b("NO", "1207" + digits(7)), "iban_de": _iban_b("DE", "50050201" + digits(10))}
    with recorder(chromium, rig, source_day, work) as record:
        record("blinds0", [("air0", air_booking), ("air1", air_seats), ("air2", air_boarding)], "airline booking, seat map and dark boarding passes")
        record("blinds1", [("rent0", lambda: rent_counter(ids["card"])), ("rent1", lambda: rent_agreement(ids["card"]))], "car rental counter 80 % and agreement 125 %")
        record("blinds2", [("visa0", lambda: visa_typing(ids["aadhaar"], ids["pan"])), ("visa1", lambda: visa_complete(ids["aadhaar"], ids["pan"]))], "visa application form at 150 %")
        record("blinds3", [("za0", lambda: za_details(ids["sa_id"])), ("za1", lambda: za_opened(ids["nuban_emeka"]))], "bank onboarding app (HiDPI)", dsf=2.0)
        record("blinds4", [("tr0", lambda: tr_crossings(tc["g"])), ("tr1", lambda: tr_register(tc))], "e-government border crossings and civil register at 67 %")
        record("blinds5", [("mm0", mm_mpesa), ("mm1", lambda: mm_wallet(ids))], "mobile-money statement and wallet (HiDPI)", dsf=2.0)
        record("blinds6", [("nt0", lambda: train_pass(ids["fnr"])), ("fx0", lambda: fx_recipients(ids)), ("fx1", lambda: fx_review(ids))], "train app and dark money transfer app")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind19, "/tmp/blind19/preview")
