# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A thirteenth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind12.py, other applications again): travel, mobility and
public services in languages the earlier sets used little (Icelandic, Hungarian, Turkish, Mexican Spanish, Japanese,
Czech), rendered by Debian's chromium through the rig of tests/privacy_screens.py (`_shoot`, `_record`, `score`),
each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindm0` … `blindm6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindm0` an Icelandic airline's manage-booking pages in Icelandic: the booking (three passengers: the deny-listed
  Icelandic name with its diacritics, the deny-listed Czech name, a child with a Czech surname; two frequent-flyer
  numbers; the booking reference, e-ticket numbers, seats, fares and flight times not private), the contact details
  (e-mail, mobile, a home address in Reykjavík, a kennitala from the loyalty profile, an emergency contact with a
  landline); then the advance passenger information form (the Czech name's surname and given name in capitals in
  separate fields, a date of birth, a Czech passport number, a US known traveller number, the address in the United
  States, the child's date of birth and Icelandic passport number; the expiry dates and nationality not private); then
  the dark boarding-pass page (names as the pass prints them, `ASGEIRSDOTTIR/GUDRUN MS`, surname first without
  diacritics; a frequent-flyer number written without spaces; gate, seat, boarding time and sequence not private) with
  a send panel (an e-mail and a Czech mobile);
- `blindm1` a car-rental counter at an airport: the day's pick-ups in small grey type (names surname first, the
  deny-listed Japanese name romanised in capitals, the Icelandic one without diacritics), an open rental (the main
  driver's UK DVLA licence number whose fields agree with his name and date of birth, a licence check code, a home
  address, a mobile, an e-mail; an additional driver with a California licence, a date of birth, an address, a phone in
  a note; the fleet car's registration, mileage, rates and the reservation number not private); then the signed rental
  agreement in a PDF viewer at 75 % (the renter surname first in capitals, the same licence, a typed signature);
- `blindm2` a Hungarian parking-enforcement back office: the surcharge register at 80 % in small grey type (plates of
  Hungary in the old and new formats, Germany, Austria, Slovakia, Czechia and Romania; holders' names surname first,
  the deny-listed Czech name among them, a married name with `-né`; references, streets, zones and amounts not
  private), then one case (evidence photos with the plate drawn on them, the holder's birth name, mother's name, date
  of birth, address in Hungarian order, tax identification number (adóazonosító jel), e-mail and phone; an objection in
  free text naming the husband as the driver and asking for a refund to a Hungarian IBAN whose account digits carry
  their check digits; the inspector's number, machine number and amounts not private);
- `blindm3` a Turkish EV-charging app on two phones at device scale 2 (HiDPI): the live session (the car's plate;
  the station, energy and price not private) beside the profile with its e-invoice details (a name, a mobile, an
  e-mail, a T.C. Kimlik No, an address with its mahalle, street, door and flat numbers, a charge card's number); then
  the charging history (stations, dates and amounts not private, a home charger shared with a neighbour by name) beside
  a live-support chat (the agent's first name, the plate restated, the husband's name and mobile, a guest driver's
  name and phone);
- `blindm4` a Mexican foreign ministry's passport appointment in Spanish: a minor's details (CURP, given name and two
  surnames in separate fields, a date of birth; the place of birth not private), the mother as guardian (name, CURP,
  RFC for the invoice, e-mail, mobile, an address with its colonia and C.P.), the father's consent (name, voter's key);
  the office, fee and step not private; then the appointment receipt printed at 67 % (the names in capitals surname
  first, the CURP again; the folio, payment line and requirements not private);
- `blindm5` a Japanese ward office's online moving-in notification (転入届) at device scale 2 (HiDPI): the
  deny-listed name in kanji with its katakana furigana, a date of birth in the Japanese era, an individual number (My
  Number) with its check digit, the new and the previous address in Japanese order with 〒 postcodes, a registered
  domicile, a phone and an e-mail; household members (the husband's and a child's names, readings, dates of birth and
  the husband's My Number); the ward office's own address and phone, the receipt number and the moving date not
  private); then the confirmation at 75 % in small grey type (the name with the old variant kanji 邉, the name
  romanised given name first, a masked number that is not private);
- `blindm6` a Czech transport portal: an application to record a change of a car's owner (the deny-listed name as
  `DVOŘÁK Jiří, Ing.` with a rodné číslo, an address, a phone, a data-box ID; the buyer with a woman's rodné číslo, an
  address, an e-mail, a phone; an attorney with a date of birth; the plate; the VIN, the registration certificate
  number, the fee and the reference number not private); then the citizen portal's dark, low-contrast message box (the
  name in the vocative `pane Dvořáku`, without diacritics in a quoted e-mail with an address, as `J. Dvořák`; the buyer's
  date of birth and rodné číslo in the decision's text).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (an Icelandic, a Czech and a Japanese name:
the first with its diacritics, surname first with a comma, without diacritics in capitals surname first with a slash
and title, without diacritics given name first; the second with diacritics, surname and given name in separate
capitals fields, surname first in capitals with a title, without diacritics, in the vocative, with an initial; the
third in kanji with and without a space, with the variant kanji 邉, in katakana, romanised in capitals surname first
and given name first). Checksummed values (kennitala, a UK driving licence's encoded fields, Hungarian tax number and
IBAN with its account check digits, T.C. Kimlik No, CURP, RFC, My Number, rodné číslo) are valid. Each value other
than a name is shown in one recording only.
"""

from __future__ import annotations

import random
import string
from datetime import date
from pathlib import Path

from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _win
from privacy_screens_blind4 import _page, _pii, _tckn, preview, recorder

DENY = ["Guðrún Ásgeirsdóttir", "Jiří Dvořák", "渡辺結衣"]


# ------------------------------------------------------------------------------------------------ valid identifiers
def _kennitala(born: date, rnd: int) -> str:
    """An Icelandic kennitala: DDMMYY, two digits, a check digit (weights 3, 2, 7, 6, 5, 4, 3, 2; 11 less the sum mod
    11, 11 → 0, 10 never), the century (9: 1900s)."""
    while True:
        body = f"{born:%d%m%y}{rnd:02d}"
        c = 11 - sum(int(a) * w for a, w in zip(body, (3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
        if c != 10:
            return f"{body[:6]}-{body[6:]}{c % 11}{'9' if born.year < 2000 else '0'}"
        rnd += 1


def _kennitala_ok(v: str) -> bool:
    d = v.replace("-", "")
    return len(d) == 10 and sum(int(a) * w for a, w in zip(d[:9], (3, 2, 7, 6, 5, 4, 3, 2, 1), strict=True)) % 11 == 0


def _dvla(surname: str, born: date, initials: str, female: bool, tail: str) -> str:
    """A UK (DVLA) driving licence number: the surname's first five letters padded with 9, the decade of birth, the
    month (+50 for a woman), the day, the year's last digit, two initials padded with 9, a 9 and two check letters."""
    return (surname.upper()[:5].ljust(5, "9") + str(born.year)[2] + f"{born.month + (50 if female else 0):02d}{born.day:02d}"
            + str(born.year)[3] + initials.upper()[:2].ljust(2, "9") + "9" + tail)


def _dvla_ok(v: str, surname: str, born: date, initials: str, female: bool) -> bool:
    return len(v) == 16 and v[:14] == _dvla(surname, born, initials, female, "")[:14] and v[14:].isalpha()


def _adoaz(born: date, serial: int) -> str:
    """A Hungarian tax identification number (adóazonosító jel): 8, the days since 1 January 1867, three digits, a check
    digit (the digits weighted 1 … 9, mod 11, never 10)."""
    while True:
        body = f"8{(born - date(1867, 1, 1)).days:05d}{serial:03d}"
        c = sum(int(a) * (k + 1) for k, a in enumerate(body)) % 11
        if c != 10:
            return body + str(c)
        serial += 1


def _adoaz_ok(v: str, born: date) -> bool:
    return (len(v) == 10 and int(v[1:6]) == (born - date(1867, 1, 1)).days
            and sum(int(a) * (k + 1) for k, a in enumerate(v[:9])) % 11 == int(v[9]))


def _giro_digit(digits: str) -> str:
    w = (9, 7, 3, 1) * 4
    return str(-sum(int(a) * w[k] for k, a in enumerate(digits)) % 10)


def _hu_iban(rng: random.Random, bank7: str) -> str:
    """A Hungarian IBAN: bank and branch with their check digit, then a fifteen-digit account and its check digit
    (weights 9, 7, 3, 1 repeated, the group's sum divisible by 10)."""
    acct = "".join(rng.choice(string.digits) for _ in range(15))
    return _iban_b("HU", bank7 + _giro_digit(bank7) + acct + _giro_digit(acct))


def _hu_iban_ok(iban: str) -> bool:
    b = iban.replace(" ", "")[4:]
    return len(b) == 24 and b[7] == _giro_digit(b[:7]) and b[23] == _giro_digit(b[8:23])


def _tckn_ok(v: str) -> bool:
    t = [int(c) for c in v]
    return (len(t) == 11 and t[0] != 0 and t[9] == ((t[0] + t[2] + t[4] + t[6] + t[8]) * 7 - (t[1] + t[3] + t[5] + t[7])) % 10
            and t[10] == sum(t[:10]) % 10)


CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def _curp(body17: str) -> str:
    """A CURP: the seventeen characters and their check digit (the characters' values weighted 18 … 2, ten less the
    sum mod 10)."""
    s = sum(CURP_CHARS.index(c) * (18 - k) for k, c in enumerate(body17))
    return body17 + str((10 - s % 10) % 10)


def _curp_ok(v: str) -> bool:
    return len(v) == 18 and _curp(v[:17]) == v


RFC_CHARS = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def _rfc(body12: str) -> str:
    """A Mexican RFC of a person: four letters, YYMMDD, two homoclave characters and the check digit (values weighted
    13 … 2, 11 less the sum mod 11, 10 → A, 11 → 0)."""
    r = sum(RFC_CHARS.index(c) * (13 - k) for k, c in enumerate(body12)) % 11
    return body12 + ("0" if r == 0 else "A" if r == 1 else str(11 - r))


def _rfc_ok(v: str) -> bool:
    return len(v) == 13 and _rfc(v[:12]) == v


def _mynumber(body11: str) -> str:
    """A Japanese individual number (My Number): eleven digits and a check digit (from the right, weights 2 … 7 then
    2 … 6, 11 less the sum mod 11, 0 when the remainder is 0 or 1), spaced in fours."""
    r = sum(int(p) * (n + 1 if n <= 6 else n - 5) for n, p in enumerate(reversed(body11), start=1)) % 11
    full = body11 + str(0 if r <= 1 else 11 - r)
    return f"{full[:4]} {full[4:8]} {full[8:]}"


def _mynumber_ok(v: str) -> bool:
    d = v.replace(" ", "")
    return len(d) == 12 and _mynumber(d[:11]).replace(" ", "") == d


def _rodne(born: date, female: bool, serial: int) -> str:
    """A Czech rodné číslo: YYMMDD (the month +50 for a woman), three digits and a check digit, the ten-digit number
    divisible by 11 (a serial whose remainder is 10 skipped)."""
    while True:
        body = f"{born:%y}{born.month + (50 if female else 0):02d}{born:%d}{serial:03d}"
        if int(body) % 11 != 10:
            return f"{body[:6]}/{body[6:]}{int(body) % 11}"
        serial += 1


def _rodne_ok(v: str, born: date, female: bool) -> bool:
    d = v.replace("/", "")
    return len(d) == 10 and int(d) % 11 == 0 and d[:6] == f"{born:%y}{born.month + (50 if female else 0):02d}{born:%d}"


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _kennitala_ok(ids["kt"]) and ids["kt"].startswith("140286"), ids["kt"]
    assert _dvla_ok(ids["dvla"], "Fraser", date(1979, 4, 17), "CJ", False), ids["dvla"]
    assert _adoaz_ok(ids["adoaz"], date(1987, 9, 22)), ids["adoaz"]
    assert _hu_iban_ok(ids["iban_hu"]), ids["iban_hu"]
    assert _tckn_ok(ids["tckn"]), ids["tckn"]
    assert _curp_ok(ids["curp_kid"]) and _curp_ok(ids["curp_mum"]), (ids["curp_kid"], ids["curp_mum"])
    assert _rfc_ok(ids["rfc"]) and ids["rfc"][:10] == ids["curp_mum"][:10], ids["rfc"]
    assert _mynumber_ok(ids["myno"]) and _mynumber_ok(ids["myno2"]), (ids["myno"], ids["myno2"])
    assert _rodne_ok(ids["rc_seller"], date(1983, 5, 9), False) and _rodne_ok(ids["rc_buyer"], date(1994, 11, 3), True), (ids["rc_seller"], ids["rc_buyer"])


# ------------------------------------------------------------------------------------- blindm0: airline manage booking
AIR_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#eef2f5;color:#14213d;font-size:13.5px}
.ah{height:56px;background:#0b2545;color:#fff;display:flex;align-items:center;gap:26px;padding:0 28px} .ah b{font-size:20px;letter-spacing:.5px} .ah .r{margin-left:auto;display:flex;gap:18px;font-size:13px}
.aw{display:flex;gap:18px;padding:14px 28px;height:686px;overflow:hidden} .am{flex:1;min-width:0} .as{width:340px;flex:none}
.box{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(11,37,69,.15);padding:14px 18px;margin-bottom:12px}
.box h3{margin:0 0 10px;font-size:15px;color:#0b2545} .pnr{display:flex;gap:28px;align-items:center} .pnr .k{font-size:11px;color:#5c6b80;display:block}
.pnr b{font-size:19px;letter-spacing:1px} .fl{display:flex;align-items:center;gap:14px;padding:8px 0;border-top:1px solid #e3e8ee} .fl .t{font-size:20px;font-weight:bold}
.fl .ln{flex:1;height:2px;background:#c5ced9;position:relative} .fl small{color:#5c6b80}
.px{width:100%;border-collapse:collapse;font-size:13px} .px th{font-weight:normal;color:#5c6b80;font-size:11.5px;border-bottom:1px solid #dbe2ea;padding:6px 8px}
.px td{border-bottom:1px solid #eef1f4;padding:8px 8px}
.kv{display:grid;grid-template-columns:150px 1fr;gap:7px 10px} .kv .k{color:#5c6b80;font-size:12.5px}
.tag{display:inline-block;background:#e0f2e9;color:#17663a;border-radius:10px;padding:1px 8px;font-size:11.5px}
.btn3{display:inline-block;background:#e4572e;color:#fff;border-radius:6px;padding:8px 16px;font-weight:bold}
.apf{display:grid;grid-template-columns:repeat(3,1fr);gap:10px 16px} .apf label{display:block;font-size:11px;color:#5c6b80;margin-bottom:3px}
.apf .in{border:1px solid #b8c4d2;border-radius:4px;padding:6px 9px;min-height:30px;background:#fff} .apf .in.ok{border-color:#2a9d5c}
.stp{display:flex;gap:8px;margin-bottom:12px;font-size:12.5px} .stp span{padding:6px 12px;border-radius:14px;background:#dde4ec;color:#5c6b80} .stp .on{background:#0b2545;color:#fff}
.bpw{background:#0d1117;color:#e6edf3;height:756px;display:flex;gap:26px;padding:20px 40px;font-family:"DejaVu Sans",sans-serif}
.bp{width:330px;background:#161b22;border-radius:16px;overflow:hidden;border:1px solid #30363d;flex:none;align-self:flex-start}
.bp .hd{background:#0b2545;padding:12px 16px;display:flex;justify-content:space-between;font-size:12px} .bp .bd{padding:12px 16px;font-size:12px}
.bp .nm{font-size:15px;font-weight:bold;letter-spacing:.5px;margin:2px 0 10px} .bp .rt{display:flex;justify-content:space-between;align-items:center;margin-bottom:10px}
.bp .rt b{font-size:30px} .bp .g{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px 6px;margin-bottom:10px} .bp .g .k{color:#8b949e;font-size:10px;display:block} .bp .g b{font-size:15px}
.bp .bc{height:86px;margin:8px 0;background:repeating-linear-gradient(90deg,#e6edf3 0 2px,#161b22 2px 4px,#e6edf3 4px 5px,#161b22 5px 8px);border:8px solid #e6edf3;border-radius:4px}
.bp .ff{color:#8b949e;font-size:11px}
.snd{flex:1;align-self:flex-start;background:#161b22;border:1px solid #30363d;border-radius:12px;padding:16px 20px;font-size:13px;line-height:1.5}
.snd .in{border:1px solid #30363d;border-radius:6px;padding:8px 10px;margin:4px 0 12px;background:#0d1117}
"""


def _air(inner: str, tab: str, url: str) -> str:
    head = ("<div class='ah'><b>FJÖRÐUR AIR</b><span>Flug</span><span>Bókunin mín</span><span>Innritun</span><span>Vildarklúbbur</span>"
            "<span class='r'><span>ÍS | EN</span><span>ISK</span><span>Innskráð/ur ▾</span></span></div>")
    return _page(url, tab, head + inner, AIR_CSS)


def _flights() -> str:
    return ("<div class='fl'><span><span class='t'>17:05</span><br><small>KEF · 14. júní 2025</small></span><span class='ln'></span><span style='color:#5c6b80'>FJ 631 · 5 klst 50 mín · Airbus A321neo</span>"
            "<span class='ln'></span><span><span class='t'>18:55</span><br><small>BOS · 14. júní 2025</small></span></div>"
            "<div class='fl'><span><span class='t'>20:40</span><br><small>BOS · 22. júní 2025</small></span><span class='ln'></span><span style='color:#5c6b80'>FJ 632 · 5 klst 05 mín · Airbus A321neo</span>"
            "<span class='ln'></span><span><span class='t'>06:45</span><br><small>KEF · 23. júní 2025</small></span></div>")


def air_booking(kt: str) -> str:
    pax = [(_pii("DENY_LIST", "Guðrún Ásgeirsdóttir", "deny-listed name with its diacritics in a passenger table"), "Fullorðinn",
            _pii("ID_NUMBER", "FJ 4471 2093 85", "frequent-flyer number in a passenger table"), "14A · 23A", "1 × 23 kg", "281-2456789012"),
           (_pii("DENY_LIST", "Jiří Dvořák", "deny-listed Czech name in a passenger table"), "Fullorðinn",
            _pii("ID_NUMBER", "OK 588120473", "partner airline's frequent-flyer number in a passenger table"), "14B · 23B", "1 × 23 kg", "281-2456789013"),
           (_pii("PERSON", "Sóley Dvořáková", "child's name in a passenger table"), "Barn (7 ára)", "—", "14C · 23C", "—", "281-2456789014")]
    rows = "".join(f"<tr><td>{n}</td><td>{t}</td><td>{f}</td><td>{s}</td><td>{b}</td><td style='color:#5c6b80'>{e}</td></tr>" for n, t, f, s, b, e in pax)
    main = ("<div class='am'><div class='box'><div class='pnr'><span><span class='k'>Bókunarnúmer</span><b>K4TR8Z</b></span><span><span class='k'>Staða</span><span class='tag'>Staðfest · greitt</span></span>"
            "<span><span class='k'>Fargjald</span>Economy Plus (Y/Flex)</span><span style='margin-left:auto'><span class='btn3'>Innrita núna</span></span></div></div>"
            f"<div class='box'><h3>Flugin þín</h3>{_flights()}</div>"
            "<div class='box'><h3>Farþegar (3)</h3><table class='px'><tr><th>Nafn</th><th>Tegund</th><th>Vildarnúmer</th><th>Sæti út · heim</th><th>Farangur</th><th>Rafrænn miði</th></tr>"
            f"{rows}</table><div style='margin-top:8px;color:#5c6b80;font-size:12px'>Vegabréfsupplýsingar (APIS) vantar fyrir 2 farþega · skylda fyrir flug til Bandaríkjanna</div></div>"
            "<div class='box'><h3>Skilaboð</h3><div style='line-height:1.5'>Athugasemd frá farþega: „" + _pii("PERSON", "Sóley", "child's first name alone in a booking remark")
            + " er með hnetuofnæmi, vinsamlegast látið áhöfn vita.“ · Skráð 2. apríl 2025 af "
            + _pii("DENY_LIST", "G. Ásgeirsdóttir", "deny-listed name with an initial in a booking remark") + "</div></div></div>")
    side = ("<div class='as'><div class='box'><h3>Tengiliðaupplýsingar</h3><div class='kv'>"
            "<span class='k'>Nafn</span><span>" + _pii("DENY_LIST", "Ásgeirsdóttir, Guðrún", "deny-listed name surname first with a comma in a contact panel") + "</span>"
            "<span class='k'>Netfang</span><span>" + _pii("EMAIL_ADDRESS", "gudrun.asgeirs@simnet.is", "e-mail in an airline contact panel") + "</span>"
            "<span class='k'>Farsími</span><span>" + _pii("PHONE_NUMBER", "+354 862 4417", "Icelandic mobile in an airline contact panel") + "</span>"
            "<span class='k'>Heimilisfang</span><span>" + _pii("STREET_ADDRESS", "Laufásvegur 58, 101 Reykjavík", "home address in an airline contact panel") + "</span>"
            "<span class='k'>Kennitala</span><span>" + _pii("ID_NUMBER", kt, "kennitala in an airline contact panel") + "</span></div></div>"
            "<div class='box'><h3>Neyðartengiliður</h3><div class='kv'><span class='k'>Nafn</span><span>" + _pii("PERSON", "Ásgeir Pálsson", "emergency contact's name in an airline panel") + " (faðir)</span>"
            "<span class='k'>Sími</span><span>" + _pii("PHONE_NUMBER", "551 2280", "Icelandic landline of an emergency contact") + "</span><span class='k'>Ferðast með</span><span>Nei</span></div></div>"
            "<div class='box'><h3>Greiðsla</h3><div class='kv'><span class='k'>Samtals</span><b>ISK 286.470</b><span class='k'>Greitt</span><span>2. apríl 2025 · Visa •••• 5521</span>"
            "<span class='k'>Kvittun</span><span>FJ-R-20250402-11874</span><span class='k'>Vildarpunktar</span><span>+ 8.640 punktar</span></div></div></div>")
    return _air(f"<div class='aw'>{main}{side}</div>", "Bókunin mín K4TR8Z · Fjörður Air", "fjordurair.is/is/bokunin-min?pnr=K4TR8Z&amp;nafn=" + _pii("DENY_LIST", "ASGEIRSDOTTIR", "deny-listed surname in capitals in a URL's query"))


def air_apis() -> str:
    def f(label: str, v: str, ok: bool = True) -> str:
        return f"<div><label>{label}</label><div class='in{' ok' if ok else ''}'>{v}</div></div>"
    jiri = ("<div class='apf'>" + f("Eftirnafn (eins og í vegabréfi)", _pii("DENY_LIST", "DVOŘÁK", "deny-listed surname alone in capitals in an APIS form field"))
            + f("Fornöfn", _pii("DENY_LIST", "JIŘÍ", "deny-listed given name alone in capitals in an APIS form field"))
            + f("Fæðingardagur", _pii("DATE_OF_BIRTH", "09.05.1983", "date of birth in an APIS form field")) + f("Kyn", "Karl") + f("Ríkisfang", "Tékkland (CZE)")
            + f("Tegund skilríkja", "Vegabréf") + f("Númer vegabréfs", _pii("ID_NUMBER", "45218837", "Czech passport number in an APIS form field"))
            + f("Útgáfuland", "CZE") + f("Gildir til", "11.08.2031") + f("Known Traveler Number (KTN)", _pii("ID_NUMBER", "987154326", "US known traveller number in an APIS form field"))
            + f("Redress-númer", "<span style='color:#9aa7b6'>valfrjálst</span>", False) + f("Búsetuland", "Ísland") + "</div>")
    us = ("<div class='apf' style='grid-template-columns:2fr 1fr'>" + f("Heimilisfang í Bandaríkjunum (fyrsta nótt)", _pii("STREET_ADDRESS", "48 Elm Street, Apt 3, Somerville, MA 02144", "US destination address in an APIS form field"))
          + f("Tegund gistingar", "Hjá vinum / ættingjum") + "</div>")
    soley = ("<div class='apf'>" + f("Eftirnafn", _pii("PERSON", "DVOŘÁKOVÁ", "child's surname alone in capitals in an APIS form field")) + f("Fornöfn", _pii("PERSON", "SÓLEY", "child's given name alone in capitals in an APIS form field"))
             + f("Fæðingardagur", _pii("DATE_OF_BIRTH", "30.10.2017", "child's date of birth in an APIS form field")) + f("Ríkisfang", "Ísland (ISL)")
             + f("Númer vegabréfs", _pii("ID_NUMBER", "A6120458", "Icelandic passport number in an APIS form field")) + f("Gildir til", "02.02.2028") + "</div>")
    main = ("<div class='am'><div class='stp'><span>1 Farþegar</span><span class='on'>2 Vegabréfsupplýsingar</span><span>3 Sæti</span><span>4 Brottfararspjald</span></div>"
            f"<div class='box'><h3>Farþegi 2 af 3 · Fullorðinn</h3>{jiri}<div style='margin-top:10px'>{us}</div></div>"
            f"<div class='box'><h3>Farþegi 3 af 3 · Barn</h3>{soley}<div style='margin-top:8px;font-size:12px;color:#5c6b80'>Barn ferðast með: "
            + _pii("DENY_LIST", "Jiří Dvořák", "deny-listed name in an APIS form's helper text") + " (forráðamaður)</div></div>"
            "<div><span class='btn3'>Vista og halda áfram</span> <span style='margin-left:12px;color:#5c6b80'>Til baka</span></div></div>")
    side = ("<div class='as'><div class='box'><h3>K4TR8Z · KEF → BOS</h3><div style='line-height:1.7'>FJ 631 · 14. júní · 17:05<br>FJ 632 · 22. júní · 20:40</div></div>"
            "<div class='box'><h3>Staða APIS</h3><div style='line-height:1.9'>✓ Farþegi 1 · vegabréf •••• 7190<br>◐ Farþegi 2 · í vinnslu<br>○ Farþegi 3</div></div>"
            "<div class='box' style='font-size:12px;color:#5c6b80;line-height:1.5'>Bandarísk yfirvöld (CBP) krefjast upplýsinga um alla farþega a.m.k. 72 klst fyrir brottför. "
            "Upplýsingarnar eru sendar beint til CBP og ekki geymdar lengur en í 30 daga.</div></div>")
    return _air(f"<div class='aw'>{main}{side}</div>", "Innritun · Vegabréfsupplýsingar · Fjörður Air", "fjordurair.is/is/innritun/apis?pnr=K4TR8Z&amp;farthegi=2")


def air_boarding() -> str:
    def bp(name: str, seat: str, seq: str, ff: str) -> str:
        return ("<div class='bp'><div class='hd'><b>FJÖRÐUR AIR</b><span>Brottfararspjald</span></div><div class='bd'><span style='color:#8b949e;font-size:10px'>FARÞEGI</span>"
                f"<div class='nm'>{name}</div><div class='rt'><span><b>KEF</b><br><span style='color:#8b949e'>Keflavík</span></span><span style='font-size:20px'>✈</span>"
                "<span style='text-align:right'><b>BOS</b><br><span style='color:#8b949e'>Boston</span></span></div>"
                f"<div class='g'><span><span class='k'>FLUG</span><b>FJ 631</b></span><span><span class='k'>DAGS.</span><b>14 JÚN</b></span><span><span class='k'>HLIÐ</span><b>D4</b></span>"
                f"<span><span class='k'>UM BORÐ</span><b>16:25</b></span><span><span class='k'>SÆTI</span><b>{seat}</b></span><span><span class='k'>HÓPUR</span><b>2</b></span></div>"
                f"<div class='bc'></div><div class='ff'>{ff}<br>SEQ {seq} · PNR K4TR8Z · Economy Plus</div></div></div>")
    p1 = bp(_pii("DENY_LIST", "ASGEIRSDOTTIR/GUDRUN MS", "deny-listed name surname first with a slash without diacritics on a boarding pass"), "14A", "041",
            "Vildarnúmer " + _pii("ID_NUMBER", "FJ4471209385", "frequent-flyer number without spaces on a boarding pass"))
    p2 = bp(_pii("DENY_LIST", "DVORAK/JIRI MR", "deny-listed name surname first with a slash without diacritics on a boarding pass"), "14B", "042", "OK Plus · Silver")
    snd = ("<div class='snd'><h3 style='margin:0 0 10px;font-size:16px'>Senda brottfararspjöld</h3>"
           "<div style='color:#8b949e'>Sendu spjöldin í tölvupósti eða SMS til samferðamanns.</div>"
           "<div style='margin-top:10px'>Netfang</div><div class='in'>" + _pii("EMAIL_ADDRESS", "jiri.dvorak@seznam.cz", "e-mail typed in a send-boarding-pass panel") + "</div>"
           "<div>SMS</div><div class='in'>" + _pii("PHONE_NUMBER", "+420 604 218 377", "Czech mobile typed in a send-boarding-pass panel") + "</div>"
           "<div><input type='checkbox' checked> Farþegi 3 (barn) fylgir: " + _pii("PERSON", "DVORAKOVA/SOLEY MISS", "child's name surname first with a slash in a boarding-pass panel") + "</div>"
           "<div style='margin-top:16px'><span class='btn3'>Senda</span> &nbsp; <span style='color:#8b949e'>Bæta í Wallet · Prenta</span></div>"
           "<div style='margin-top:22px;color:#8b949e;font-size:12px;line-height:1.6'>Hlið lokar 20 mínútum fyrir brottför. Öryggisleit á KEF: 20–35 mín.<br>Farangur: skilað inn við borð 12–18 fyrir 15:45.</div></div>")
    return _page("fjordurair.is/is/innritun/brottfararspjald?pnr=K4TR8Z", "Brottfararspjald · FJ 631 · Fjörður Air",
                 f"<div class='bpw'>{p1}{p2}{snd}</div>", AIR_CSS, dark=True)


# ------------------------------------------------------------------------------------------- blindm1: car-rental counter
CAR_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f4f4f2;color:#2b2b2b;font-size:13px}
.ch{height:42px;background:#1f4e3d;color:#fff;display:flex;align-items:center;gap:22px;padding:0 20px;font-size:13px} .ch b{font-size:16px}
.cw{display:flex;height:714px} .pl{width:300px;background:#fafaf8;border-right:1px solid #ddd;padding:10px 12px;overflow:hidden;flex:none;font-size:11.5px;color:#777}
.pl .r{padding:7px 6px;border-bottom:1px solid #ececea;display:flex;justify-content:space-between} .pl .r.on{background:#e3efe9;color:#2b2b2b} .pl .r b{color:#444;font-weight:normal}
.rd{flex:1;padding:12px 18px;overflow:hidden} .rd h2{margin:0 0 2px;font-size:19px;font-weight:normal}
.cards{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:10px} .cd{background:#fff;border:1px solid #ddd;border-radius:5px;padding:10px 14px}
.cd h4{margin:0 0 8px;font-size:12px;text-transform:uppercase;letter-spacing:.6px;color:#1f4e3d}
.kv{display:grid;grid-template-columns:130px 1fr;gap:6px 10px} .kv .k{color:#888} .ok{color:#1f7a4d}
.nt{background:#fff8d9;border:1px solid #eedc8c;border-radius:4px;padding:8px 10px;line-height:1.45;margin-top:12px}
.pdf{background:#525659;height:756px;overflow:hidden;position:relative} .pdf .tb{height:36px;background:#323639;color:#eee;display:flex;align-items:center;gap:18px;padding:0 18px;font-size:13px}
.pg{position:absolute;left:180px;top:50px;width:1100px;background:#fff;transform:scale(.75);transform-origin:0 0;padding:46px 60px;font-family:"Liberation Serif",serif;font-size:15px;color:#111;box-shadow:0 2px 8px rgba(0,0,0,.5)}
.pg h1{font-size:26px;margin:0;letter-spacing:1px} .pg .two{display:grid;grid-template-columns:1fr 1fr;gap:24px;margin-top:18px}
.pg .bx{border:1px solid #333;padding:10px 14px} .pg .bx h5{margin:0 0 6px;font-size:13px;letter-spacing:1px} .pg table{width:100%;border-collapse:collapse;margin-top:14px;font-size:14px}
.pg td,.pg th{border:1px solid #999;padding:5px 8px} .pg .sm{font-size:11.5px;color:#444;line-height:1.35;margin-top:12px;columns:2;column-gap:28px}
.sig{font-family:"DejaVu Serif",serif;font-style:italic;font-size:24px;color:#1a3c8c}
"""


def _car(inner: str, tab: str) -> str:
    head = ("<div class='ch'><b>Thistle Car Hire</b><span>EDI Airport · Desk 3</span><span>Pick-ups</span><span>Returns</span><span>Fleet</span>"
            "<span style='margin-left:auto'>Agent: " + _pii("PERSON", "Kirsty M.", "agent's name with an initial in an app header") + " · 09:12</span></div>")
    return _page("counter.thistlecarhire.co.uk/branch/EDI/rental/THC-5518204", tab, head + inner, CAR_CSS)


def car_counter(dvla: str) -> str:
    picks = [("PERSON", "Fraser, Callum", "THC-5518204", "Compact · 09:00", True), ("DENY_LIST", "WATANABE, Yui", "THC-5518377", "Economy · 09:30", False),
             ("PERSON", "Kowalski, Adam", "THC-5518390", "SUV · 10:00", False), ("DENY_LIST", "Asgeirsdottir, Gudrun", "THC-5518412", "Estate · 10:15", False),
             ("PERSON", "Hendry, Morag", "THC-5518455", "Compact · 11:00", False), ("PERSON", "Mbeki, Thando", "THC-5518470", "Van · 11:30", False)]
    sit = {"PERSON": "name surname first in a pick-ups list in small grey type",
           "DENY_LIST": "deny-listed name surname first in a pick-ups list in small grey type"}
    pl = ("<div class='pl'><div style='font-size:12.5px;color:#333;margin-bottom:6px'>Today's pick-ups · 14 June</div>"
          + "".join(f"<div class='r{' on' if on else ''}'><span><b>{_pii(k, n, sit[k])}</b><br>{ref}</span><span>{c}</span></div>" for k, n, ref, c, on in picks)
          + "<div style='margin-top:10px'>6 of 23 · Show returns</div></div>")
    main = ("<div class='kv'><span class='k'>Name</span><span>" + _pii("PERSON", "Callum James Fraser", "main driver's full name in a rental record") + "</span>"
            "<span class='k'>Date of birth</span><span>" + _pii("DATE_OF_BIRTH", "17/04/1979", "main driver's date of birth in a rental record") + "</span>"
            "<span class='k'>Licence number</span><span class='mono'>" + _pii("ID_NUMBER", dvla, "UK DVLA driving licence number in a rental record") + "</span>"
            "<span class='k'>Issue / expiry</span><span>Issue 14 · expires 03/2031</span>"
            "<span class='k'>Check code</span><span class='mono'>" + _pii("SECRET_VALUE", "Zq 4K 7m Xe", "DVLA licence check code in a rental record") + " <span class='ok'>✓ 0 points</span></span>"
            "<span class='k'>Home address</span><span>" + _pii("STREET_ADDRESS", "Flat 2F1, 37 Marchmont Road, Edinburgh EH9 1HU", "home address in a rental record") + "</span>"
            "<span class='k'>Mobile</span><span>" + _pii("PHONE_NUMBER", "07712 448 930", "UK mobile in a rental record") + "</span>"
            "<span class='k'>E-mail</span><span>" + _pii("EMAIL_ADDRESS", "callum.fraser79@btinternet.com", "e-mail in a rental record") + "</span></div>")
    add = ("<div class='kv'><span class='k'>Name</span><span>" + _pii("PERSON", "Dana Whitfield", "additional driver's name in a rental record") + "</span>"
           "<span class='k'>Date of birth</span><span>" + _pii("DATE_OF_BIRTH", "02/12/1984", "additional driver's date of birth in a rental record") + "</span>"
           "<span class='k'>Licence</span><span>California · <span class='mono'>" + _pii("ID_NUMBER", "Y4418273", "California driver licence number in a rental record") + "</span> · exp. 12/2028</span>"
           "<span class='k'>Address</span><span>" + _pii("STREET_ADDRESS", "1187 Alvarado Street, San Leandro, CA 94577", "US address of an additional driver in a rental record") + "</span>"
           "<span class='k'>Relationship</span><span>Partner · fee £13.00/day</span></div>")
    car = ("<div class='kv'><span class='k'>Vehicle</span><span>VW Golf 1.5 TSI · white</span><span class='k'>Registration</span><span>SK24 ZPW</span>"
           "<span class='k'>Mileage out</span><span>12,408</span><span class='k'>Fuel</span><span>8/8 · full to full</span><span class='k'>Bay</span><span>P2-17</span></div>")
    rate = ("<div class='kv'><span class='k'>Period</span><span>14 Jun 09:00 → 21 Jun 09:00 (7 days)</span><span class='k'>Rate</span><span>£312.40 incl. VAT</span>"
            "<span class='k'>Extras</span><span>Additional driver £91.00 · Sat nav £42.00</span><span class='k'>Deposit</span><span>£250.00 hold · Visa •••• 0917</span>"
            "<span class='k'>Excess</span><span>£1,200 (reduced to £0 with Full Cover)</span></div>")
    rd = ("<div class='rd'><h2>Rental THC-5518204 · <span style='color:#888'>ready to sign</span></h2><div style='color:#888'>Booked via Skyscanner · Compact (VW Golf or similar) · Full Cover offered</div>"
          f"<div class='cards'><div class='cd'><h4>Main driver</h4>{main}</div><div class='cd'><h4>Additional driver</h4>{add}</div>"
          f"<div class='cd'><h4>Vehicle</h4>{car}</div><div class='cd'><h4>Charges</h4>{rate}</div></div>"
          "<div class='nt'>Note (agent): car will be returned by " + _pii("PERSON", "Dana", "first name alone in an agent's note") + " on her own; if she is late call her US mobile "
          + _pii("PHONE_NUMBER", "+1 510 346 2291", "US mobile in an agent's note") + ". Customer declined Full Cover, accepted sat nav.</div>"
          "<div style='margin-top:12px'><span class='btn' style='background:#1f4e3d'>Print agreement</span> <span class='btn2'>Send by e-mail</span> <span class='btn2'>Damage check</span></div></div>")
    return _car(f"<div class='cw'>{pl}{rd}</div>", "Rental THC-5518204 · Thistle counter")


def car_agreement(dvla: str) -> str:
    terms = " ".join(["The renter agrees to return the vehicle on the date, time and location stated, in the same condition, fair wear and tear excepted.",
                      "Fuel is supplied full and must be returned full; a refuelling charge of £2.45 per litre applies otherwise.",
                      "Penalty charge notices, tolls and congestion charges incurred during the rental are the renter's responsibility plus an admin fee of £35.",
                      "Only drivers named on this agreement may drive the vehicle. The vehicle may not be taken to Ireland without prior consent.",
                      "Damage is charged up to the excess stated overleaf unless Full Cover is purchased. Smoking in the vehicle incurs a £150 valeting fee."])
    page = ("<div class='pg'><div style='display:flex;justify-content:space-between;align-items:flex-end'><h1>RENTAL AGREEMENT</h1><div style='text-align:right'>No. RA-70418822<br>Branch EDI · 14/06/2025 09:14</div></div>"
            "<div class='two'><div class='bx'><h5>RENTER</h5>" + _pii("PERSON", "FRASER, CALLUM JAMES", "renter's name surname first in capitals in a PDF agreement") + "<br>"
            + _pii("STREET_ADDRESS", "37 Marchmont Road, Flat 2F1, Edinburgh, EH9 1HU", "renter's address in a PDF agreement at 75 %") + "<br>"
            "Licence " + _pii("ID_NUMBER", dvla, "UK driving licence number in a PDF agreement at 75 %") + " (GB)<br>Born " + _pii("DATE_OF_BIRTH", "17 April 1979", "date of birth in words in a PDF agreement") + "</div>"
            "<div class='bx'><h5>ADDITIONAL DRIVER</h5>" + _pii("PERSON", "WHITFIELD, DANA", "additional driver's name surname first in capitals in a PDF agreement") + "<br>Licence CA "
            + _pii("ID_NUMBER", "Y4418273", "California licence number in a PDF agreement") + "<br>Born " + _pii("DATE_OF_BIRTH", "2 December 1984", "additional driver's date of birth in words in a PDF agreement") + "</div></div>"
            "<table><tr><th>Vehicle</th><th>Reg.</th><th>Out</th><th>Due back</th><th>Miles out</th><th>Fuel</th></tr>"
            "<tr><td>VW Golf 1.5 TSI</td><td>SK24 ZPW</td><td>14/06/25 09:14 EDI</td><td>21/06/25 09:00 EDI</td><td>12,408</td><td>8/8</td></tr></table>"
            "<table><tr><th>Charge</th><th style='width:120px'>Amount</th></tr><tr><td>Time and mileage, 7 days unlimited</td><td>£312.40</td></tr><tr><td>Additional driver, 7 days</td><td>£91.00</td></tr>"
            "<tr><td>Satellite navigation</td><td>£42.00</td></tr><tr><td><b>Total incl. VAT 20 %</b></td><td><b>£445.40</b></td></tr></table>"
            f"<div class='sm'>{terms}</div>"
            "<div class='two' style='margin-top:18px'><div>Renter's signature<br><span class='sig'>" + _pii("PERSON", "Callum Fraser", "typed signature in a script font in a PDF agreement") + "</span><br>14/06/2025</div>"
            "<div>For Thistle Car Hire Ltd<br><span class='sig' style='color:#333'>" + _pii("PERSON", "K. Murray", "company signatory's name in a script font in a PDF agreement") + "</span><br>Registered in Scotland SC418220</div></div></div>")
    body = ("<div class='pdf'><div class='tb'><span>RA-70418822_signed.pdf</span><span>1 / 2</span><span>− 75 % +</span><span style='margin-left:auto'>⤓ ⎙ ⋮</span></div>" + page
            + "<div class='pg' style='top:640px'><h1 style='font-size:22px'>VEHICLE CONDITION REPORT</h1><div style='margin-top:10px'>Existing damage: rear bumper scuff (R3), alloy kerbed (front left). "
            "Checked out at desk 3 at 09:11, photos 6. Fuel 8/8, mileage 12,408.</div></div></div>")
    return _car(body, "RA-70418822_signed.pdf")


# --------------------------------------------------------------------------------- blindm2: Hungarian parking fines
HU_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f3f5f7;color:#3a4450;font-size:13px}
.hh{height:44px;background:#fff;border-bottom:3px solid #c8102e;display:flex;align-items:center;gap:22px;padding:0 22px} .hh b{color:#c8102e;font-size:16px}
.hz{transform:scale(.8);transform-origin:0 0;width:1600px;padding:14px 22px}
.flt{display:flex;gap:14px;align-items:center;margin-bottom:10px;color:#6b7785} .flt .in{border:1px solid #c9d1da;background:#fff;padding:6px 10px;border-radius:3px;min-width:140px;color:#3a4450}
.rg{width:100%;border-collapse:collapse;background:#fff;font-size:12.5px;color:#6b7785} .rg th{background:#e9edf1;color:#4b5663;font-weight:normal;text-align:left;padding:7px 8px;border-bottom:1px solid #d5dce3}
.rg td{padding:7px 8px;border-bottom:1px solid #edf0f3;white-space:nowrap} .rg tr.sel td{background:#fff4d6}
.pl8{display:inline-block;border:1.5px solid #333;border-radius:3px;padding:0 5px;background:#fff;color:#111;font-family:"DejaVu Sans Mono",monospace;font-size:12px;font-weight:bold}
.st1{color:#1b7f45} .st2{color:#b7791f} .st3{color:#c8102e}
.dw{display:flex;gap:16px;padding:14px 22px;height:712px;overflow:hidden} .dl{flex:1;min-width:0} .dr{width:420px;flex:none}
.pn{background:#fff;border:1px solid #dde3e9;border-radius:4px;padding:12px 16px;margin-bottom:12px} .pn h3{margin:0 0 8px;font-size:14px;color:#222}
.kv{display:grid;grid-template-columns:170px 1fr;gap:6px 12px} .kv .k{color:#7a8694;font-size:12px}
.ph2{display:flex;gap:10px} .ph2 .f{flex:1;height:150px;border-radius:3px;background:linear-gradient(160deg,#7d8a96,#47525d 60%,#2f363d);position:relative;overflow:hidden}
.ph2 .f .car{position:absolute;left:20%;top:38%;width:60%;height:44%;background:#a9b3bd;border-radius:18px 18px 6px 6px}
.ph2 .f .pl8{position:absolute;left:50%;top:68%;transform:translateX(-50%);font-size:13px}
.ph2 .f .ts{position:absolute;left:6px;bottom:4px;color:#ffe066;font-family:"DejaVu Sans Mono",monospace;font-size:10.5px}
.obj{background:#fbfbf6;border-left:3px solid #b7791f;padding:8px 12px;line-height:1.5;font-size:12.5px;color:#333}
"""


def _hu(inner: str, tab: str, url: str) -> str:
    head = ("<div class='hh'><b>Városi Parkolás Zrt.</b><span>Pótdíjak</span><span>Ügyfelek</span><span>Befizetések</span><span>Kifogások</span>"
            "<span style='margin-left:auto;color:#6b7785'>ügyintéző: VP-0417 · Kijelentkezés</span></div>")
    return _page(url, tab, head + inner, HU_CSS)


def hu_register() -> str:
    rows = [("PD-2025/048213", "AEB-472", "H", "2025.04.03 10:42", "V., Október 6. utca 14.", "2", "12 300", ("PERSON", "Kiss Bálint"), "Fizetve", "st1"),
            ("PD-2025/048231", "AA KP-318", "H", "2025.04.03 11:07", "XIII., Pozsonyi út 38.", "2", "12 300", ("PERSON", "Horváth Eszter"), "Kifogás", "st2"),
            ("PD-2025/048240", "B-MK 4821", "D", "2025.04.03 11:26", "VI., Andrássy út 61.", "1", "16 800", ("PERSON", "Schulz, Werner"), "EUCARIS-válasz", "st2"),
            ("PD-2025/048257", "W-48213K", "A", "2025.04.03 12:03", "V., Falk Miksa utca 9.", "2", "12 300", ("PERSON", "Mayrhofer Lena"), "Felszólítva", "st3"),
            ("PD-2025/048262", "BA-482KL", "SK", "2025.04.03 12:40", "VII., Dob utca 22.", "3", "9 600", ("PERSON", "Novák Peter"), "Nyitott", "st3"),
            ("PD-2025/048270", "1AB 2345", "CZ", "2025.04.03 13:15", "I., Attila út 105.", "2", "12 300", ("DENY_LIST", "Dvořák Jiří"), "Nyitott", "st3"),
            ("PD-2025/048288", "CJ 07 XKM", "RO", "2025.04.03 13:52", "VIII., Baross utca 40.", "3", "9 600", None, "Lekérdezés", "st2"),
            ("PD-2025/048295", "NAB-519", "H", "2025.04.03 14:20", "XI., Bartók Béla út 77.", "3", "9 600", ("PERSON", "Tóth Zoltánné"), "Részletfizetés", "st1"),
            ("PD-2025/048301", "AA DF-904", "H", "2025.04.03 14:48", "II., Margit körút 51.", "2", "12 300", ("PERSON", "Varga Levente"), "Fizetve", "st1"),
            ("PD-2025/048316", "PKZ-117", "H", "2025.04.03 15:31", "IX., Ráday utca 12.", "2", "12 300", ("PERSON", "Farkas Dóra"), "Nyitott", "st3"),
            ("PD-2025/048322", "WX 4821K", "PL", "2025.04.03 15:49", "VI., Nagymező utca 28.", "1", "16 800", ("PERSON", "Wiśniewski Tomasz"), "Felszólítva", "st3"),
            ("PD-2025/048337", "ZG 1234-AB", "HR", "2025.04.03 16:05", "V., Vigyázó Ferenc utca 4.", "1", "16 800", ("PERSON", "Babić Ivana"), "EUCARIS-válasz", "st2"),
            ("PD-2025/048341", "AA 7731 BX", "UA", "2025.04.03 16:22", "XIII., Szent István körút 3.", "2", "12 300", None, "Lekérdezés", "st2"),
            ("PD-2025/048359", "AIX-650", "H", "2025.04.03 16:40", "VII., Király utca 46.", "2", "12 300", ("PERSON", "Nagy Ferencné"), "Fizetve", "st1"),
            ("PD-2025/048364", "LJ 48-21K", "SLO", "2025.04.03 17:12", "I., Fő utca 30.", "2", "12 300", ("PERSON", "Kranjc Matej"), "Nyitott", "st3"),
            ("PD-2025/048370", "AB EE-215", "H", "2025.04.03 17:38", "XI., Fehérvári út 12.", "3", "9 600", ("PERSON", "Balogh Krisztián"), "Nyitott", "st3")]
    sit = {"PERSON": "vehicle holder's name surname first in a register at 80 % in small grey type",
           "DENY_LIST": "deny-listed name surname first in a register at 80 % in small grey type"}
    body = ""
    for ref, plate, cc, t, where, zone, amt, holder, st, cls in rows:
        h = _pii(holder[0], holder[1], sit[holder[0]]) if holder else "<i>ismeretlen (lekérdezés folyamatban)</i>"
        body += (f"<tr class='{'sel' if cc == 'H' and 'KP' in plate else ''}'><td>{ref}</td><td><span class='pl8'>{_pii('ID_NUMBER', plate, f'number plate ({cc}) in a parking register at 80 %')}</span></td>"
                 f"<td>{cc}</td><td>{t}</td><td>Budapest {where}</td><td>{zone}</td><td style='text-align:right'>{amt} Ft</td><td>{h}</td><td class='{cls}'>{st}</td></tr>")
    inner = ("<div class='hz'><div class='flt'><span>Rendszám</span><span class='in'>—</span><span>Időszak</span><span class='in'>2025.04.03 – 2025.04.03</span><span>Állapot</span><span class='in'>mind ▾</span>"
             "<span>Ellenőr</span><span class='in'>mind ▾</span><span class='btn' style='background:#c8102e'>Keresés</span><span style='margin-left:auto'>214 találat · exportálás CSV</span></div>"
             "<table class='rg'><tr><th>Pótdíj azonosító</th><th>Rendszám</th><th>Ország</th><th>Időpont</th><th>Helyszín</th><th>Zóna</th><th>Összeg</th><th>Üzembentartó</th><th>Állapot</th></tr>"
             f"{body}</table><div style='margin-top:10px;color:#8a95a2'>1–16 / 214 · ‹ 1 2 3 … 14 › · Utolsó frissítés 2025.04.14 08:02 · KEKKH/EUCARIS lekérdezések: 3 függőben</div></div>")
    return _hu(inner, "Pótdíj-nyilvántartás · Városi Parkolás", "ugyintezes.varosiparkolas.hu/potdij/lista?datum=2025-04-03&amp;oldal=1")


def hu_case(adoaz: str, iban: str) -> str:
    photos = "".join(f"<div class='f'><div class='car'></div><span class='pl8'>{_pii('ID_NUMBER', 'AA KP-318', 'number plate drawn on an evidence photo')}</span>"
                     f"<span class='ts'>2025-04-03 11:0{m} · ellenőr VP-0417 · GPS 47.5163 19.0482</span></div>" for m in (5, 7))
    left = ("<div class='dl'><div class='pn'><h3>PD-2025/048231 · pótdíj · 12 300 Ft · <span class='st2'>kifogás elbírálás alatt</span></h3>"
            "<div class='kv'><span class='k'>Rendszám</span><span><span class='pl8'>" + _pii("ID_NUMBER", "AA KP-318", "number plate in a parking case's details") + "</span> · Suzuki Vitara, szürke</span>"
            "<span class='k'>Helyszín, időpont</span><span>Budapest XIII., Pozsonyi út 38. · 2025.04.03 11:07 · 2. zóna</span><span class='k'>Jegykiadó automata</span><span>#13-0882 (üzemel)</span>"
            "<span class='k'>Fizetendő</span><span>12 300 Ft (30 napon belül) · 24 600 Ft utána</span></div></div>"
            f"<div class='pn'><h3>Bizonyítékfotók (2)</h3><div class='ph2'>{photos}</div></div>"
            "<div class='pn'><h3>Kifogás · beérkezett 2025.04.09 via ügyfélkapu</h3><div class='obj'>Tisztelt Városi Parkolás! Aznap nem én vezettem az autót, hanem a férjem, "
            + _pii("PERSON", "Horváth Gergely", "husband's name in a free-text objection") + ", aki a mobiljegyet a saját telefonjáról (" + _pii("PHONE_NUMBER", "+36 20 581 3364", "husband's phone in a free-text objection")
            + ") 10:58-kor megváltotta, csak rossz zónát választott. A befizetett díjat kérem visszautalni a "
            + _pii("IBAN_CODE", iban, "Hungarian IBAN in a free-text objection") + " számlára. Üdvözlettel: "
            + _pii("PERSON", "Horváth Eszter", "signature name in a free-text objection") + "</div></div>"
            "<div class='pn'><h3>Előzmények</h3><div style='line-height:1.7;font-size:12px;color:#6b7785'>2025.04.03 11:07 · pótdíj rögzítve (VP-0417, PDA-22)<br>"
            "2025.04.04 06:00 · nyilvántartási lekérdezés · egyezés<br>2025.04.05 09:12 · értesítés kiküldve tárhelyre · kézbesítve 04.06<br>"
            "2025.04.09 19:44 · kifogás érkezett · csatolmány: mobiljegy_nyugta.png<br>2025.04.14 08:31 · ügyintézőhöz rendelve</div></div></div>")
    right = ("<div class='dr'><div class='pn'><h3>Üzembentartó (nyilvántartásból)</h3><div class='kv'>"
             "<span class='k'>Név</span><span>" + _pii("PERSON", "Horváth Eszter", "vehicle holder's name in a case panel") + "</span>"
             "<span class='k'>Születési név</span><span>" + _pii("PERSON", "Szabó Eszter", "birth name in a case panel") + "</span>"
             "<span class='k'>Anyja neve</span><span>" + _pii("PERSON", "Molnár Katalin", "mother's name in a case panel") + "</span>"
             "<span class='k'>Születési idő</span><span>" + _pii("DATE_OF_BIRTH", "1987. 09. 22.", "date of birth in Hungarian order in a case panel") + "</span>"
             "<span class='k'>Lakcím</span><span>" + _pii("STREET_ADDRESS", "1134 Budapest, Váci út 47/B. 3. em. 12.", "address in Hungarian order with floor and door in a case panel") + "</span>"
             "<span class='k'>Adóazonosító jel</span><span>" + _pii("ID_NUMBER", adoaz, "Hungarian tax identification number in a case panel") + "</span></div></div>"
             "<div class='pn'><h3>Ügyfélkapu-elérhetőség</h3><div class='kv'><span class='k'>E-mail</span><span>" + _pii("EMAIL_ADDRESS", "horvath.eszter87@freemail.hu", "e-mail in a case panel") + "</span>"
             "<span class='k'>Telefon</span><span>" + _pii("PHONE_NUMBER", "+36 30 417 2286", "Hungarian mobile in a case panel") + "</span><span class='k'>Értesítés</span><span>e-mail, tárhely</span></div></div>"
             "<div class='pn'><h3>Döntés</h3><div style='line-height:1.6'>○ Kifogás elutasítva<br>● Pótdíj mérséklése alapdíjra (480 Ft)<br>○ Pótdíj törlése</div>"
             "<div style='margin-top:8px'><span class='btn' style='background:#c8102e'>Döntés rögzítése</span> <span class='btn2'>Levél előnézet</span></div></div></div>")
    return _hu(f"<div class='dw'>{left}{right}</div>", "PD-2025/048231 · Városi Parkolás", "ugyintezes.varosiparkolas.hu/potdij/PD-2025-048231")


# ------------------------------------------------------------------------------------ blindm3: Turkish EV app (HiDPI)
EV_CSS = """
body{background:#101418} .desk{display:flex;justify-content:center;gap:80px;padding-top:14px;height:756px}
.ph{width:340px;height:712px;border:10px solid #000;border-radius:40px;background:#f6f7f9;overflow:hidden;position:relative;font-size:13px;color:#1d2530;box-shadow:0 0 0 2px #3a414a;font-family:"DejaVu Sans",sans-serif}
.sb{height:30px;display:flex;justify-content:space-between;padding:7px 22px 0;font-size:12px;font-weight:bold}
.tt{font-size:19px;font-weight:bold;padding:6px 16px 8px} .nvb{position:absolute;bottom:0;left:0;right:0;height:56px;border-top:1px solid #e4e7eb;display:flex;justify-content:space-around;align-items:center;font-size:10.5px;color:#6b7480;background:#fff}
.ring{width:170px;height:170px;border-radius:85px;margin:8px auto;background:conic-gradient(#00b386 0 64%,#dfe5ea 64% 100%);display:flex;align-items:center;justify-content:center}
.ring div{width:136px;height:136px;border-radius:68px;background:#f6f7f9;display:flex;flex-direction:column;align-items:center;justify-content:center} .ring b{font-size:34px}
.cdx{background:#fff;border-radius:12px;margin:8px 14px;padding:10px 12px;box-shadow:0 1px 2px rgba(0,0,0,.06)} .cdx .k{color:#6b7480;font-size:11px}
.row{display:flex;justify-content:space-between;padding:5px 0;border-bottom:1px solid #f0f2f4} .row:last-child{border-bottom:0}
.tpl{display:inline-block;border:1.5px solid #1d2530;border-radius:3px;padding:0 4px 0 14px;font-weight:bold;font-family:"DejaVu Sans Mono",monospace;background:linear-gradient(90deg,#1f47a8 0 10px,#fff 10px)}
.go{margin:10px 14px;background:#e5484d;color:#fff;text-align:center;border-radius:10px;padding:11px;font-weight:bold}
.hs{display:flex;gap:10px;align-items:center;padding:9px 14px;border-bottom:1px solid #eceff2;background:#fff} .hs .ic{width:34px;height:34px;border-radius:10px;background:#e0f5ee;color:#00a37a;text-align:center;line-height:34px;flex:none}
.hs small{color:#6b7480;font-size:11px} .hs .a{margin-left:auto;text-align:right;font-weight:bold}
.ch2{padding:8px 12px;display:flex;flex-direction:column;gap:8px} .bb{max-width:82%;padding:7px 10px;border-radius:12px;line-height:1.4;font-size:12.5px}
.bb.me{background:#00b386;color:#fff;margin-left:auto;border-bottom-right-radius:3px} .bb.ag{background:#fff;border-bottom-left-radius:3px;box-shadow:0 1px 1px rgba(0,0,0,.06)}
.bb small{display:block;font-size:10px;opacity:.7;margin-top:2px}
"""


def _ev(left: str, right: str) -> str:
    return _win("<span style='color:#e4e4e7'>Telefon yansıtma · Galaxy S24</span><span style='color:#71717a'>USB ile bağlı</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", EV_CSS, bar="#1b1f24", fg="#e4e4e7")


SB = "<div class='sb'><span>14:32</span><span>5G ▮ 71%</span></div>"
NAV = "<div class='nvb'><span>⌂<br>Harita</span><span>⚡<br>Şarj</span><span>◷<br>Geçmiş</span><span>☺<br>Profil</span></div>"


def ev_session(tckn: str) -> str:
    left = (SB + "<div class='tt'>Şarj oturumu</div><div class='ring'><div><b>64%</b><span style='color:#6b7480'>23,4 kWh</span></div></div>"
            "<div class='cdx'><div class='row'><span class='k'>İstasyon</span><span>Zorlu Center AVM · B2 otopark</span></div><div class='row'><span class='k'>Soket</span><span>DC CCS2 · 120 kW · #4</span></div>"
            "<div class='row'><span class='k'>Süre</span><span>00:27:41</span></div><div class='row'><span class='k'>Tutar</span><b>₺187,20</b></div>"
            "<div class='row'><span class='k'>Araç</span><span>Togg T10X · <span class='tpl'>" + _pii("ID_NUMBER", "34 KTR 482", "Turkish number plate in an EV app's session card") + "</span></span></div></div>"
            "<div class='go'>Şarjı durdur</div><div style='text-align:center;color:#6b7480;font-size:11px'>Oturum no VY-S-88412073 · 8,00 ₺/kWh</div>" + NAV)
    right = (SB + "<div class='tt'>Profil</div><div class='cdx'><div style='font-size:16px;font-weight:bold'>" + _pii("PERSON", "Elif Şahin Korkmaz", "user's name on an EV app's profile") + "</div>"
             "<div class='row'><span class='k'>Telefon</span><span>" + _pii("PHONE_NUMBER", "+90 532 418 77 09", "Turkish mobile on an EV app's profile") + "</span></div>"
             "<div class='row'><span class='k'>E-posta</span><span>" + _pii("EMAIL_ADDRESS", "elifsahin.k@hotmail.com", "e-mail on an EV app's profile") + "</span></div>"
             "<div class='row'><span class='k'>Şarj kartı</span><span class='mono'>" + _pii("ID_NUMBER", "VY-0417-5530-28", "RFID charge card number on an EV app's profile") + "</span></div></div>"
             "<div style='padding:6px 16px 0;font-weight:bold'>Fatura bilgileri (e-Arşiv)</div><div class='cdx'>"
             "<div class='row'><span class='k'>Tür</span><span>Bireysel</span></div>"
             "<div class='row'><span class='k'>T.C. Kimlik No</span><span>" + _pii("ID_NUMBER", tckn, "T.C. Kimlik No in an EV app's invoice details") + "</span></div>"
             "<div style='padding:5px 0'><span class='k'>Adres</span><br>" + _pii("STREET_ADDRESS", "Cihangir Mah. Akarsu Yokuşu Sk. No: 27 D: 5, 34433 Beyoğlu/İstanbul", "Turkish address with mahalle, door and flat in an EV app") + "</div></div>"
             "<div class='cdx'><div class='row'><span class='k'>Ödeme</span><span>Mastercard •••• 3318</span></div><div class='row'><span class='k'>Üyelik</span><span>VoltYol Plus · 149 ₺/ay</span></div></div>" + NAV)
    return _ev(left, right)


def ev_support() -> str:
    hist = [("Zorlu Center AVM", "14 Nis · 23,4 kWh", "₺187,20"), ("Ev şarj cihazım", "12 Nis · 31,0 kWh · paylaşılan", "₺0,00"), ("Shell Maslak", "9 Nis · 41,7 kWh", "₺346,11"),
            ("Bolu Dağı Tesisleri", "6 Nis · 52,2 kWh", "₺433,26"), ("Ankara Kızılay", "5 Nis · 18,9 kWh", "₺151,20"), ("Ev şarj cihazım", "3 Nis · 27,5 kWh", "₺0,00")]
    left = (SB + "<div class='tt'>Geçmiş</div><div style='padding:0 16px 6px;color:#6b7480;font-size:11.5px'>Nisan 2025 · 6 oturum · ₺1.117,77</div>"
            + "".join(f"<div class='hs'><span class='ic'>⚡</span><span>{s}<br><small>{d}</small></span><span class='a'>{a}</span></div>" for s, d, a in hist)
            + "<div class='cdx' style='margin-top:10px;font-size:12px;line-height:1.45'>Ev şarj cihazınızı komşunuz " + _pii("PERSON", "Hakan Yücel", "neighbour's name in a shared-charger card")
            + " ile paylaşıyorsunuz · bu ay 2 oturum · 58,5 kWh</div>" + NAV)
    chat = [("ag", "Merhaba, ben " + _pii("PERSON", "Burak", "support agent's first name in a chat") + ". Size nasıl yardımcı olabilirim?", "14:20"),
            ("me", "Merhaba, " + _pii("ID_NUMBER", "34KTR482", "plate written without spaces in a support chat") + " plakalı aracım için kartım bloke oldu.", "14:21"),
            ("ag", "Kontrol ediyorum. Hesabı başka biri de kullanıyor mu?", "14:22"),
            ("me", "Evet, eşim " + _pii("PERSON", "Mert Korkmaz", "husband's name in a support chat") + " de kullanıyor, numarası " + _pii("PHONE_NUMBER", "0535 662 19 40", "husband's mobile in a support chat") + ".", "14:23"),
            ("ag", "Kartınızı yeniden etkinleştirdim ✓ Misafir sürücü olarak kimi ekleyelim?", "14:25"),
            ("me", _pii("PERSON", "Zeynep Aydın", "guest driver's name in a support chat") + ", tel " + _pii("PHONE_NUMBER", "0542 307 88 15", "guest driver's phone in a support chat") + " · hafta sonu arabayı o alacak", "14:26"),
            ("ag", "Eklendi. Talep no: DST-2025-118204. İyi günler!", "14:27")]
    right = (SB + "<div class='tt' style='border-bottom:1px solid #e4e7eb'>Canlı destek <span style='font-size:11px;color:#00a37a'>● çevrimiçi</span></div><div class='ch2'>"
             + "".join(f"<div class='bb {w}'>{t}<small>{ts}</small></div>" for w, t, ts in chat)
             + "</div><div style='position:absolute;bottom:64px;left:12px;right:12px;border:1px solid #d8dde3;border-radius:18px;padding:8px 12px;color:#9aa3ad;background:#fff'>Mesaj yazın…</div>" + NAV)
    return _ev(left, right)


# -------------------------------------------------------------------------------- blindm4: Mexican passport appointment
MX_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f5f5f5;color:#333;font-size:13.5px}
.mh{height:50px;background:#611232;color:#fff;display:flex;align-items:center;gap:20px;padding:0 26px} .mh b{font-size:17px} .mh2{height:32px;background:#a57f2c;color:#fff;display:flex;align-items:center;padding:0 26px;gap:18px;font-size:12.5px}
.mw{width:1040px;margin:12px auto;background:#fff;border:1px solid #ddd;padding:14px 24px;height:640px;overflow:hidden}
.mw h2{margin:0 0 4px;color:#611232;font-size:20px;font-weight:normal} .sec{color:#611232;border-bottom:2px solid #a57f2c;margin:12px 0 8px;padding-bottom:3px;font-weight:bold;font-size:13.5px}
.fg{display:grid;grid-template-columns:repeat(4,1fr);gap:8px 14px} .fg label{display:block;font-size:11.5px;color:#666;margin-bottom:3px} .fg .in{border:1px solid #bbb;border-radius:3px;padding:6px 8px;min-height:30px}
.fg .w2{grid-column:span 2} .fg .w4{grid-column:span 4}
.prog{display:flex;gap:0;margin:8px 0 4px} .prog span{flex:1;text-align:center;padding:6px;background:#eee;color:#777;font-size:12px;border-right:2px solid #fff} .prog .on{background:#611232;color:#fff}
.rc{background:#9a9a9a;height:756px;overflow:hidden;position:relative} .rcp{position:absolute;left:190px;top:50px;width:1300px;background:#fff;transform:scale(.67);transform-origin:0 0;padding:40px 56px;font-size:17px;color:#222;line-height:1.45}
.rcp h1{font-size:28px;color:#611232;margin:6px 0} .rcp .t{width:100%;border-collapse:collapse;margin:12px 0} .rcp .t td{border:1px solid #bbb;padding:7px 10px} .rcp .t td.k{background:#f3ece0;width:300px;color:#555}
.qr{width:150px;height:150px;background:repeating-conic-gradient(#222 0 25%,#fff 0 50%) 0 0/20px 20px;border:10px solid #fff;outline:1px solid #ccc}
"""


def _mx(inner: str, tab: str, url: str) -> str:
    head = ("<div class='mh'><b>Secretaría de Relaciones Exteriores</b><span style='opacity:.8'>Citas para pasaporte</span><span style='margin-left:auto'>Trámites · Gobierno de México</span></div>"
            "<div class='mh2'><span>Inicio</span><span>Pasaportes</span><span>Requisitos</span><span>Costos 2025</span><span>Preguntas frecuentes</span></div>")
    return _page(url, tab, head + inner, MX_CSS)


def mx_form(curp_kid: str, curp_mum: str, rfc: str) -> str:
    def f(label: str, v: str, cls: str = "") -> str:
        return f"<div class='{cls}'><label>{label}</label><div class='in'>{v}</div></div>"
    kid = ("<div class='fg'>" + f("CURP", _pii("ID_NUMBER", curp_kid, "minor's CURP in a passport appointment form field"), "w2")
           + f("Nombre(s)", _pii("PERSON", "Santiago", "minor's given name alone in a form field")) + f("Primer apellido", _pii("PERSON", "Ruiz", "minor's first surname alone in a form field"))
           + f("Segundo apellido", _pii("PERSON", "Cervantes", "minor's second surname alone in a form field")) + f("Fecha de nacimiento", _pii("DATE_OF_BIRTH", "05/03/2017", "minor's date of birth in a Mexican form field"))
           + f("Lugar de nacimiento", "Ciudad de México") + f("Sexo", "Hombre") + "</div>")
    mum = ("<div class='fg'>" + f("Nombre completo", _pii("PERSON", "Mariana Itzel Cervantes Olvera", "mother's full name with two surnames in a form field"), "w2")
           + f("CURP", _pii("ID_NUMBER", curp_mum, "mother's CURP in a form field"), "w2")
           + f("Correo electrónico", _pii("EMAIL_ADDRESS", "mariana.cervantes.o@gmail.com", "e-mail in a Mexican form field"), "w2")
           + f("Teléfono celular", _pii("PHONE_NUMBER", "33 1874 2960", "Mexican mobile in a form field")) + f("Parentesco", "Madre")
           + f("Domicilio", _pii("STREET_ADDRESS", "Av. Chapultepec Sur 318, Int. 7, Col. Americana, C.P. 44160, Guadalajara, Jal.", "Mexican address with colonia and C.P. in a form field"), "w4") + "</div>")
    dad = ("<div class='fg'>" + f("Nombre del padre", _pii("PERSON", "Emilio Ruiz Treviño", "father's name in a consent form field"), "w2")
           + f("Clave de elector (INE)", _pii("ID_NUMBER", "RZTREM85011219H400", "Mexican voter's key in a consent form field"))
           + f("Comparece", "No · permiso OP-7 firmado") + "</div>")
    fac = ("<div class='fg'>" + f("¿Requiere factura?", "Sí") + f("RFC", _pii("ID_NUMBER", rfc, "Mexican RFC in an invoice form field")) + f("Régimen fiscal", "605 · Sueldos y salarios")
           + f("Uso del CFDI", "G03 · Gastos en general") + "</div>")
    inner = ("<div class='mw'><h2>Registro de cita · pasaporte ordinario para menor de edad</h2>"
             "<div class='prog'><span>1. Oficina y fecha</span><span class='on'>2. Datos del solicitante</span><span>3. Pago de derechos</span><span>4. Confirmación</span></div>"
             "<div style='color:#777;font-size:12.5px'>Oficina: Delegación SRE Jalisco · Av. Fray Antonio Alcalde 500, Guadalajara · 28/05/2025 09:20 · Pasaporte de 3 años: $1,795.00 MXN</div>"
             f"<div class='sec'>Datos del menor</div>{kid}<div class='sec'>Madre, padre o tutor que acompaña</div>{mum}"
             f"<div class='sec'>Consentimiento del otro progenitor</div>{dad}<div class='sec'>Datos de facturación</div>{fac}"
             "<div style='margin-top:14px'><span class='btn' style='background:#611232'>Continuar al pago</span> <span class='btn2'>Regresar</span></div></div>")
    return _mx(inner, "Datos del solicitante · Citas SRE", "citas.sre.gob.mx/cita/registro/paso-2?folio=SRE-JAL-2025-0418827")


def mx_receipt(curp_kid: str) -> str:
    reqs = ["Acta de nacimiento del menor (original)", "Identificación oficial vigente de ambos padres", "Formato OP-7 firmado por ambos padres",
            "Comprobante de pago de derechos", "Pasaporte anterior, en su caso", "Llegar 15 minutos antes; la cita no es transferible"]
    page = ("<div class='rcp'><div style='display:flex;justify-content:space-between'><div><div style='color:#a57f2c'>GOBIERNO DE MÉXICO · RELACIONES EXTERIORES</div><h1>Comprobante de cita</h1>"
            "<div>Folio <b>SRE-JAL-2025-0418827</b> · generado 14/04/2025 18:06</div></div><div class='qr'></div></div>"
            "<table class='t'><tr><td class='k'>Solicitante</td><td>" + _pii("PERSON", "RUIZ CERVANTES SANTIAGO", "minor's name surname first in capitals on a printed receipt at 67 %") + "</td></tr>"
            "<tr><td class='k'>CURP</td><td>" + _pii("ID_NUMBER", curp_kid, "CURP on a printed receipt at 67 %") + "</td></tr>"
            "<tr><td class='k'>Acompañante</td><td>" + _pii("PERSON", "CERVANTES OLVERA MARIANA ITZEL", "mother's name surname first in capitals on a printed receipt") + " (madre)</td></tr>"
            "<tr><td class='k'>Oficina</td><td>Delegación SRE Jalisco · Av. Fray Antonio Alcalde 500, Col. Centro, Guadalajara</td></tr>"
            "<tr><td class='k'>Fecha y hora</td><td>miércoles 28 de mayo de 2025 · 09:20</td></tr><tr><td class='k'>Trámite</td><td>Pasaporte ordinario · menor de edad · 3 años</td></tr>"
            "<tr><td class='k'>Línea de captura</td><td>0425 8817 3300 2419 5527 · $1,795.00 MXN · vence 21/05/2025</td></tr></table>"
            "<b>Requisitos</b><ol>" + "".join(f"<li>{r}</li>" for r in reqs) + "</ol>"
            "<div style='color:#777;font-size:14px'>Se envió una copia de este comprobante a " + _pii("EMAIL_ADDRESS", "mariana.cervantes.o@gmail.com", "e-mail in a receipt's footer at 67 %")
            + ". Para cancelar o reprogramar llame al 800 801 0773.</div></div>")
    body = ("<div class='rc'><div style='height:34px;background:#3b3b3b;color:#eee;display:flex;align-items:center;gap:18px;padding-left:190px;font-size:13px'>"
            "<span>Imprimir</span><span>Destino: Guardar como PDF</span><span>Páginas: todas</span><span>Escala: 67</span></div>" + page + "</div>")
    return _mx(body, "Comprobante de cita · SRE", "citas.sre.gob.mx/cita/comprobante/SRE-JAL-2025-0418827")


# ---------------------------------------------------------------------------- blindm5: Japanese ward office (HiDPI)
JP_CSS = """
body{font-family:"IPAPGothic","IPAGothic",sans-serif;background:#f2f4f3;color:#222;font-size:13.5px}
.jh{height:48px;background:#fff;border-bottom:4px solid #2e7d5b;display:flex;align-items:center;gap:22px;padding:0 24px} .jh b{font-size:17px;color:#2e7d5b}
.jw{display:flex;gap:16px;padding:12px 24px;height:700px;overflow:hidden} .js{width:200px;font-size:12.5px;line-height:2.2;color:#666;flex:none} .js .on{color:#2e7d5b;font-weight:bold;border-left:3px solid #2e7d5b;padding-left:8px}
.jm{flex:1;background:#fff;border:1px solid #d6dcd9;padding:12px 20px;overflow:hidden;min-width:0}
.jm h2{margin:0 0 6px;font-size:18px} .jt{width:100%;border-collapse:collapse;font-size:13px;margin-bottom:10px} .jt th{background:#eaf2ee;width:150px;text-align:left;font-weight:normal;padding:6px 10px;border:1px solid #cfd8d3;color:#335}
.jt td{border:1px solid #cfd8d3;padding:6px 10px} .rb{font-size:11px;color:#666;display:block;line-height:1.2} .req{color:#c62828;font-size:11px;margin-left:4px}
.hh2{font-weight:bold;margin:10px 0 6px;color:#2e7d5b}
.cf{transform:scale(.75);transform-origin:0 0;width:1110px;color:#777;font-size:13px} .cf .jt th{color:#888;background:#f3f5f4} .cf .jt td{color:#777}
"""


def _jp(inner: str, step: int, tab: str, url: str) -> str:
    steps = ["利用者情報", "届出の種類", "届出人・異動者", "住所", "世帯", "確認", "送信"]
    st = "".join(f"<div class='{'on' if k == step else ''}'>{k + 1}. {s}</div>" for k, s in enumerate(steps))
    head = ("<div class='jh'><b>みなと区 電子申請サービス</b><span>手続き一覧</span><span>申請履歴</span><span>よくある質問</span>"
            "<span style='margin-left:auto;color:#666'>文字サイズ 標準 大 · English</span></div>")
    return _page(url, tab, head + f"<div class='jw'><div class='js'>{st}</div>{inner}</div>", JP_CSS)


def jp_form(myno: str, myno2: str) -> str:
    def tr(k: str, v: str, req: bool = True) -> str:
        return f"<tr><th>{k}{'<span class=req>必須</span>' if req else ''}</th><td>{v}</td></tr>"
    me = ("<table class='jt'>" + tr("氏名", "<span class='rb'>" + _pii("DENY_LIST", "ワタナベ ユイ", "deny-listed name's katakana furigana above a Japanese form field") + "</span>"
                                    + _pii("DENY_LIST", "渡辺 結衣", "deny-listed name in kanji with a space in a Japanese form field"))
          + tr("生年月日", _pii("DATE_OF_BIRTH", "平成4年7月18日", "date of birth in the Japanese era in a form field"))
          + tr("個人番号", _pii("ID_NUMBER", myno, "My Number (individual number) in a Japanese form field"))
          + tr("新住所", _pii("STREET_ADDRESS", "〒108-0073 東京都港区三田2丁目14番8号 三田ハイツ402号室", "new address in Japanese order with a 〒 postcode in a form field"))
          + tr("前住所", _pii("STREET_ADDRESS", "〒060-0042 北海道札幌市中央区大通西7丁目3番地 ラルズ大通ビル1105", "previous address in Japanese order with a 〒 postcode in a form field"))
          + tr("本籍", _pii("STREET_ADDRESS", "北海道札幌市豊平区月寒東2条10丁目5番", "registered domicile (honseki) in a Japanese form field"), False)
          + tr("転入日", "令和7年4月1日") + tr("電話番号", _pii("PHONE_NUMBER", "090-4718-2256", "Japanese mobile in a form field"))
          + tr("メールアドレス", _pii("EMAIL_ADDRESS", "yui.watanabe0718@docomo.ne.jp", "e-mail in a Japanese form field")) + "</table>")
    fam = [("夫", ("ワタナベ ケンタ", "渡辺 健太"), "昭和63年11月2日", myno2), ("子", ("ワタナベ ヒナタ", "渡辺 陽向"), "令和3年5月30日", None)]
    rows = "".join(f"<tr><td>{rel}</td><td><span class='rb'>{_pii('PERSON', kana, 'family member name in katakana furigana in a household table')}</span>"
                   f"{_pii('PERSON', kanji, 'family member name in kanji in a household table')}</td>"
                   f"<td>{_pii('DATE_OF_BIRTH', dob, 'family member date of birth in the Japanese era in a household table')}</td>"
                   f"<td>{_pii('ID_NUMBER', mn, 'family member My Number in a household table') if mn else '（カード未取得）'}</td><td>同一</td></tr>" for rel, (kana, kanji), dob, mn in fam)
    inner = ("<div class='jm'><h2>転入届（事前申請）</h2><div style='color:#666;font-size:12px;margin-bottom:8px'>受付番号 MNT-2025-0041872 · 一時保存 令和7年4月3日 21:14 · 来庁予約 4月7日 10:30 港区役所 1階 区民課</div>"
             f"<div class='hh2'>届出人（異動者本人）</div>{me}<div class='hh2'>同時に異動する世帯員</div>"
             "<table class='jt'><tr><th style='width:60px'>続柄</th><th>氏名</th><th>生年月日</th><th>個人番号</th><th style='width:80px'>異動</th></tr>" + rows + "</table>"
             "<div style='margin-top:8px'><span class='btn' style='background:#2e7d5b'>次へ（確認）</span> <span class='btn2'>一時保存</span> "
             "<span style='color:#666;font-size:12px;margin-left:10px'>問い合わせ: 港区役所 区民課 03-3578-2111（代表）· 東京都港区芝公園1-5-25</span></div>"
             "<div style='margin-top:12px;background:#fff8e1;border:1px solid #f0dc9a;padding:8px 12px;line-height:1.6;font-size:12.5px'>ご注意：転入届は転入した日から14日以内に届け出てください。"
             "マイナンバーカードをお持ちの方は、来庁時にカードと暗証番号（4桁）をご用意ください。国民健康保険・児童手当の手続きも同じ窓口で行えます。</div></div>")
    return _jp(inner, 2, "転入届（事前申請）· みなと区 電子申請", "shinsei.city-minato.example.jp/form/tennyu?step=3")


def jp_confirm(myno: str) -> str:
    def tr(k: str, v: str) -> str:
        return f"<tr><th>{k}</th><td>{v}</td></tr>"
    body = ("<div class='cf'><h2 style='color:#555'>申請内容の確認</h2><div style='margin-bottom:8px'>内容を確認のうえ「送信」を押してください。送信後の修正は窓口で行います。</div>"
            "<table class='jt'>" + tr("届出の種類", "転入届（他の市区町村からの転入）") + tr("届出人", _pii("DENY_LIST", "渡邉 結衣", "deny-listed name with the old variant kanji in a confirmation table at 75 %") + "（本人）")
            + tr("氏名（ローマ字）", _pii("DENY_LIST", "Yui WATANABE", "deny-listed name romanised given name first in a confirmation table"))
            + tr("住民票上の氏名", _pii("DENY_LIST", "渡辺結衣", "deny-listed name in kanji without a space in a confirmation table") + "（旧字体「邉」での記載を希望）")
            + tr("個人番号", f"**** **** {myno[-4:]}（マイナンバーカードで本人確認済み）") + tr("転入日", "令和7年4月1日") + tr("来庁予約", "令和7年4月7日（月）10:30 · 区民課 3番窓口")
            + tr("世帯員", _pii("PERSON", "渡辺 健太", "husband's name in kanji in a confirmation table at 75 %") + "（夫）、" + _pii("PERSON", "渡辺 陽向", "child's name in kanji in a confirmation table at 75 %") + "（子）")
            + tr("新住所", _pii("STREET_ADDRESS", "〒108-0073 東京都港区三田2丁目14番8号 三田ハイツ402号室", "new address in a confirmation table at 75 % in small grey type"))
            + tr("前住所", _pii("STREET_ADDRESS", "〒060-0042 北海道札幌市中央区大通西7丁目3番地 ラルズ大通ビル1105", "previous address in a confirmation table at 75 % in small grey type"))
            + tr("連絡先", _pii("PHONE_NUMBER", "090-4718-2256", "mobile in a confirmation table at 75 % in small grey type") + "（日中連絡可）") + tr("添付書類", "転出証明書（PDF, 1ページ）· 在留カード 不要") + "</table>"
            "<div style='line-height:1.7'>手数料：無料 · 住民票の写し 1通 300円（窓口で交付）<br>この申請は区のプライバシーポリシーに基づき取り扱います。</div>"
            "<div style='margin-top:10px'><span class='btn' style='background:#2e7d5b'>送信</span> <span class='btn2'>修正する</span></div></div>")
    return _jp(f"<div class='jm'>{body}</div>", 5, "申請内容の確認 · みなと区 電子申請", "shinsei.city-minato.example.jp/form/tennyu?step=6")


# --------------------------------------------------------------------------------- blindm6: Czech transport portal
CZ_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f0f3f7;color:#1f2a37;font-size:13px}
.zh{height:48px;background:#2362a2;color:#fff;display:flex;align-items:center;gap:22px;padding:0 24px} .zh b{font-size:16px}
.zw{width:1120px;margin:10px auto;background:#fff;border-radius:6px;padding:12px 22px;height:680px;overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.zw h2{margin:0 0 4px;font-size:19px;color:#2362a2} .sg{font-weight:bold;color:#2362a2;margin:10px 0 6px;border-bottom:1px solid #dde4ec;padding-bottom:3px}
.zg{display:grid;grid-template-columns:repeat(4,1fr);gap:8px 14px} .zg label{display:block;font-size:11px;color:#667;margin-bottom:2px} .zg .in{border:1px solid #b9c4d0;border-radius:3px;padding:5px 8px;min-height:28px}
.zg .w2{grid-column:span 2}
.dk{background:#1a1d21;color:#8d949c;height:712px;display:flex;font-size:12.5px}
.dk .ml{width:360px;border-right:1px solid #2a2f35;overflow:hidden;flex:none} .dk .mi{padding:10px 14px;border-bottom:1px solid #262a2f;line-height:1.45} .dk .mi.on{background:#23282e;color:#a7aeb6}
.dk .mi b{color:#9aa1a9;font-weight:normal} .dk .mv{flex:1;padding:14px 26px;line-height:1.6;overflow:hidden;color:#80878f}
.dk .mv h3{color:#a3aab2;font-weight:normal;margin:0 0 4px;font-size:16px} .dk .q{border-left:2px solid #3a4048;padding-left:12px;margin:10px 0;color:#6f767e}
.dk .att{display:inline-block;border:1px solid #33393f;border-radius:4px;padding:4px 10px;margin-right:8px;color:#7d848c}
"""


def _cz(inner: str, tab: str, url: str) -> str:
    head = ("<div class='zh'><b>Portál dopravy</b><span>Registr vozidel</span><span>Řidičské průkazy</span><span>Moje podání</span>"
            "<span style='margin-left:auto'>Přihlášen přes NIA · Odhlásit</span></div>")
    return _page(url, tab, head + inner, CZ_CSS)


def cz_transfer(rc_seller: str, rc_buyer: str) -> str:
    def f(label: str, v: str, cls: str = "") -> str:
        return f"<div class='{cls}'><label>{label}</label><div class='in'>{v}</div></div>"
    car = ("<div class='zg'>" + f("Registrační značka", _pii("ID_NUMBER", "7B4 2291", "Czech number plate in a vehicle transfer form field")) + f("Tovární značka, typ", "ŠKODA Octavia Combi 2.0 TDI")
           + f("VIN", "TMBJG7NE3K0123456", "w2") + f("Číslo ORV (technický průkaz)", "UJ 482913") + f("Datum prodeje", "10. 4. 2025") + f("Kupní cena", "289 000 Kč") + f("Barva", "šedá metalíza") + "</div>")
    seller = ("<div class='zg'>" + f("Jméno a příjmení", _pii("DENY_LIST", "DVOŘÁK Jiří, Ing.", "deny-listed name surname first in capitals with a title in a form field"), "w2")
              + f("Rodné číslo", _pii("ID_NUMBER", rc_seller, "Czech rodné číslo in a form field")) + f("Datová schránka", _pii("ID_NUMBER", "h4k9ph2", "Czech data-box ID in a form field"))
              + f("Adresa trvalého pobytu", _pii("STREET_ADDRESS", "Korunní 1204/88, 130 00 Praha 3 – Vinohrady", "Czech address with a building number in a form field"), "w2")
              + f("Telefon", _pii("PHONE_NUMBER", "+420 731 208 664", "Czech mobile in a form field")) + f("Role", "dosavadní vlastník i provozovatel") + "</div>")
    buyer = ("<div class='zg'>" + f("Jméno a příjmení", _pii("PERSON", "Tereza Horáková", "buyer's name in a Czech form field"), "w2")
             + f("Rodné číslo", _pii("ID_NUMBER", rc_buyer, "woman's Czech rodné číslo in a form field")) + f("Státní občanství", "CZ")
             + f("Adresa trvalého pobytu", _pii("STREET_ADDRESS", "Údolní 517/33, 602 00 Brno", "Brno address in a form field"), "w2")
             + f("E-mail", _pii("EMAIL_ADDRESS", "tereza.horakova@seznam.cz", "e-mail in a Czech form field")) + f("Telefon", _pii("PHONE_NUMBER", "605 914 387", "Czech mobile without a country code in a form field")) + "</div>")
    att = ("<div class='zg'>" + f("Zmocněnec (plná moc)", _pii("PERSON", "Mgr. Lukáš Beneš", "attorney's name with a title in a form field"), "w2")
           + f("Datum narození zmocněnce", _pii("DATE_OF_BIRTH", "12. 6. 1990", "attorney's date of birth in Czech order in a form field")) + f("Rozsah", "zápis změny vlastníka") + "</div>")
    inner = ("<div class='zw'><h2>Žádost o zápis změny vlastníka silničního vozidla</h2><div style='color:#667;font-size:12px'>Podání č. PD-2025-0418827 · krok 2 ze 3 · správní poplatek 800 Kč · úřad: Magistrát města Brna, odbor dopravně-správních agend</div>"
             f"<div class='sg'>Vozidlo</div>{car}<div class='sg'>Dosavadní vlastník</div>{seller}<div class='sg'>Nový vlastník</div>{buyer}<div class='sg'>Zastoupení</div>{att}"
             "<div style='margin-top:12px'><span class='btn' style='background:#2362a2'>Pokračovat k podpisu</span> <span class='btn2'>Uložit koncept</span></div>"
             "<div style='margin-top:12px;background:#eef5fc;border:1px solid #c9dcf0;border-radius:4px;padding:8px 12px;line-height:1.5;font-size:12px;color:#445'>Žádost podepíší oba vlastníci "
             "prostřednictvím NIA nebo se k podání připojí ověřená plná moc. Po zápisu obdrží nový vlastník osvědčení o registraci vozidla; registrační značka zůstává na vozidle.</div></div>")
    return _cz(inner, "Změna vlastníka · Portál dopravy", "portal.dopravy.example.cz/registr-vozidel/zmena-vlastnika/PD-2025-0418827")


def cz_inbox(rc_buyer: str) -> str:
    msgs = [("Magistrát města Brna", "Rozhodnutí o zápisu změny vlastníka", "14. 4. 2025", True), ("Portál dopravy", "Potvrzení o přijetí podání PD-2025-0418827", "11. 4. 2025", False),
            ("Finanční úřad pro Jihomoravský kraj", "Výzva k podání daňového přiznání k dani silniční", "2. 4. 2025", False), ("Česká pošta", "Doručenka k zásilce RR482209113CZ", "28. 3. 2025", False),
            ("Úřad práce ČR", "Informace o změně podmínek", "14. 3. 2025", False)]
    ml = "".join(f"<div class='mi{' on' if on else ''}'><b>{s}</b><br>{t}<br><span style='font-size:11px'>{d}</span></div>" for s, t, d, on in msgs)
    mv = ("<div class='mv'><h3>Rozhodnutí o zápisu změny vlastníka</h3><div style='font-size:11.5px'>Od: Magistrát města Brna · ID zprávy 2210448273 · doručeno 14. 4. 2025 09:41 · č. j. MMB/0418827/2025</div>"
          "<p>Vážený pane " + _pii("DENY_LIST", "Dvořáku", "deny-listed surname in the vocative in a message's salutation") + ",</p>"
          "<p>správní orgán rozhodl o zápisu změny vlastníka vozidla ŠKODA Octavia, VIN TMBJG7NE3K0123456, na nového vlastníka "
          + _pii("PERSON", "Tereza Horáková", "buyer's name in a decision's text in low contrast") + ", nar. " + _pii("DATE_OF_BIRTH", "3. 11. 1994", "buyer's date of birth in a decision's text in low contrast")
          + ", r. č. " + _pii("ID_NUMBER", rc_buyer, "rodné číslo in a decision's text in low contrast") + ". Osvědčení o registraci si nový vlastník vyzvedne na přepážce č. 12, Kounicova 67, Brno.</p>"
          "<p>Poučení: proti tomuto rozhodnutí lze podat odvolání do 15 dnů ode dne jeho oznámení.</p>"
          "<div class='q'>Přeposlaná zpráva od kupující:<br>„Dobrý den pane " + _pii("DENY_LIST", "Jiri Dvorak", "deny-listed name without diacritics in a quoted e-mail") + ", posílám plnou moc pro "
          + _pii("PERSON", "Mgr. Beneše", "attorney's surname in the genitive in a quoted e-mail") + ". Pokud by něco chybělo, volejte mi nebo pište na "
          + _pii("EMAIL_ADDRESS", "t.horakova.brno@gmail.com", "e-mail in a quoted e-mail in low contrast") + ". Klíče si vyzvednu u vás, "
          + _pii("STREET_ADDRESS", "Na Pankráci 1690/125, Praha 4", "pickup address in a quoted e-mail in low contrast") + ".“</div>"
          "<div>S pozdravem<br>" + _pii("PERSON", "Ing. Petra Kolářová", "official's name in a message signature") + ", referentka · vyřizuje tel. 542 174 190</div>"
          "<div style='margin-top:14px'><span class='att'>Rozhodnuti_MMB_0418827_2025.pdf</span><span class='att'>plna_moc_" + _pii("DENY_LIST", "J. Dvořák", "deny-listed name with an initial in an attachment name") + ".pdf</span></div></div>")
    head = ("<div style='height:44px;background:#15181b;color:#7d848c;display:flex;align-items:center;gap:22px;padding-left:190px;border-bottom:1px solid #2a2f35'>"
            "<span style='color:#a3aab2'>Portál občana</span><span>Datová schránka · přijaté (5)</span><span>Odeslané</span><span>Archiv</span></div>")
    return _page("obcan.portal.example.cz/schranka/prijate/2210448273", "Přijaté zprávy · Portál občana", head + f"<div class='dk'><div class='ml'>{ml}</div>{mv}</div>", CZ_CSS, dark=True)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind13(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20260914)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))

    def digits(n: int) -> str:
        return "".join(rng.choice(string.digits) for _ in range(n))
    ids = {"kt": _kennitala(date(1986, 2, 14), rng.randint(20, 79)), "dvla": _dvla("Fraser", date(1979, 4, 17), "CJ", False, "XK"),
           "adoaz": _adoaz(date(1987, 9, 22), rng.randint(100, 899)), "iban_hu": _hu_iban(rng, "1177301"), "tckn": _tckn(rng),
           "curp_kid": _curp("RUCS170305HDFZRNA"), "curp_mum": _curp("CEOM910823MJCRLR0"), "rfc": _rfc("CEOM910823K7"),
           "myno": _mynumber("4" + digits(10)), "myno2": _mynumber("7" + digits(10)),
           "rc_seller": _rodne(date(1983, 5, 9), False, rng.randint(100, 899)), "rc_buyer": _rodne(date(1994, 11, 3), True, rng.randint(100, 899))}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindm0", [("air0", lambda: air_booking(ids["kt"])), ("air1", air_apis), ("air2", air_boarding)], "airline manage booking")
        record("blindm1", [("car0", lambda: car_counter(ids["dvla"])), ("car1", lambda: car_agreement(ids["dvla"]))], "car-rental counter")
        record("blindm2", [("hu0", hu_register), ("hu1", lambda: hu_case(ids["adoaz"], ids["iban_hu"]))], "Hungarian parking fines")
        record("blindm3", [("ev0", lambda: ev_session(ids["tckn"])), ("ev1", ev_support)], "Turkish EV-charging app (HiDPI)", dsf=2.0)
        record("blindm4", [("mx0", lambda: mx_form(ids["curp_kid"], ids["curp_mum"], ids["rfc"])), ("mx1", lambda: mx_receipt(ids["curp_kid"]))], "Mexican passport appointment")
        record("blindm5", [("jp0", lambda: jp_form(ids["myno"], ids["myno2"])), ("jp1", lambda: jp_confirm(ids["myno"]))], "Japanese ward office (HiDPI)", dsf=2.0)
        record("blindm6", [("cz0", lambda: cz_transfer(ids["rc_seller"], ids["rc_buyer"])), ("cz1", lambda: cz_inbox(ids["rc_buyer"]))], "Czech transport portal")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind13, "/tmp/blind13/preview")
