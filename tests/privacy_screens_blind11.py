# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""An eleventh blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind10.py, other applications again): public-sector,
healthcare and education portals and messaging in several European and Asian languages, rendered by Debian's chromium
through the rig of tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`, its ink
measured per character.

Seven Clones recordings (`blindk0` … `blindk6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindk0` at device scale 2 (HiDPI): an Austrian telehealth video visit in German, dark: the doctor's video tile
  and the patient's self-view with name labels (the deny-listed name with its umlaut), a patient strip (the name
  surname first, a date of birth, a social insurance number (SVNR); the insurer, visit number and times not private),
  a chat side panel (a callback mobile, a home address for the pharmacy's delivery, a partner's name, a door code; the
  pharmacy's own address and phone not private); then the doctor's e-prescription form (the name transliterated
  `oe` in capitals as the e-card prints it, the SVNR, the date of birth, the home address, the mobile; medicines,
  doses, the prescription code, the doctor's contract number and the pharmacy not private), the name in the tab title;
- `blindk1` a Finnish university's student portal in Finnish and English: the transcript (courses, credits, grades
  and dates not private; teachers' names), a contact panel (home address with a staircase, two e-mails, a mobile,
  an emergency contact with a phone), then an enrolment certificate in a serif font (the student's name, a personal
  identity code (henkilötunnus), the student number, a date of birth; the verification code, programme and terms
  not private) beside a student ID card image (name in capitals, student number, date of birth, a barcode);
- `blindk2` French social-security portals: an Ameli account (the deny-listed name surname first in capitals, the
  NIR spaced, reimbursements with practitioners' names; amounts, dates and the pharmacy not private; beneficiaries
  with their dates of birth; an IBAN whose RIB key is valid, an address, a mobile and an e-mail), then a CAF payment
  certificate as a letter (the deny-listed name without its accents in capitals, the address in the window, the
  allocataire number; amounts and the reference not private) beside the family situation (a partner's name and date of
  birth, children's first names with their dates of birth) and the name as `T. Lemaire` in the tab title;
- `blindk3` a Korean shopping site: the checkout (the deny-listed name in Hangul as the recipient, a mobile, a road
  address with the building and unit and its postal code, a front-door code in the delivery request, a personal
  customs clearance code, the orderer's e-mail; prices, coupon, points and a masked card not private), then the order
  history (the delivery driver's name and mobile, a gift recipient's name and mobile, a masked name and phone not
  private; order and waybill numbers not private), then the address book (home, office, the parents' address in
  Busan with the father's name and phone; the deny-listed given name alone as a nickname);
- `blindk4` a dark WhatsApp-Web-like messenger in Portuguese: a building's residents' group (senders shown as a phone
  number beside a push name, a forwarded contact card with a plumber's name and mobile, a shared location with a
  street address, a NIF for an invoice, the administrator's IBAN with valid NIB digits, a gate code, a reply quoting a
  phone; flat numbers, amounts and dates not private), then the group's info panel (the description with the
  administrator's e-mail, many participants with their phones and push names, admins marked);
- `blindk5` a Dutch newsletter tool in a narrow dense font: a segment editor (conditions on a postcode area and a
  birthday month not private) with the matching subscribers (e-mails, names, postcodes with their town, dates of birth;
  open rates and dates not private), then a subscriber import (the raw semicolon-separated file pasted, an e-mail
  inside angle brackets with a name, a phone with its country code, a row flagged invalid) with the column mapping and
  the parsed preview;
- `blindk6` an English visa application for a Korean applicant: the applicant's details (the deny-listed name in
  capitals as the passport prints it, given name and family name in separate fields, the name in Hanja, the passport
  number, a date of birth, a Korean resident registration number, an e-mail and a mobile), previous addresses in
  Seoul and Osaka, the employer (company and address not private) and the sponsor's contact person (name, direct line,
  e-mail), then the document upload list (file names holding the name and the passport number; sizes, dates and the
  transaction reference not private) with family members (the mother's name and date of birth, a Health exam ID).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (an Austrian, a French and a Korean name: the
first also surname first, with `Frau`, transliterated `oe` in capitals; the second surname first in capitals, without
accents in capitals, as an initial and surname; the third in Hangul, as its given name alone, romanised in capitals and
split in two fields, and in Hanja). Checksummed values (Austrian SVNR, Finnish henkilötunnus, French NIR and the
IBAN's RIB key, Portuguese NIF and the IBAN's NIB digits, the Korean resident registration number, IBANs) are valid.
Each value other than a name is shown in one recording only.
"""

from __future__ import annotations

import random
import string
from datetime import date
from pathlib import Path

from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _rrn, _win
from privacy_screens_blind4 import _page, _pii, preview, recorder

DENY = ["Katharina Pölzl", "Thérèse Lemaire", "박서연"]


# ------------------------------------------------------------------------------------------------ valid identifiers
def _svnr(serial: int, born: date) -> str:
    """An Austrian social insurance number: a three-digit serial, a check digit (weights 3, 7, 9 and, over DDMMYY,
    5, 8, 4, 2, 1, 6, mod 11, never 10), the date of birth as DDMMYY; a serial giving 10 is skipped."""
    while True:
        s, b = f"{serial:03d}", f"{born:%d%m%y}"
        c = sum(int(d) * w for d, w in zip(s + b, (3, 7, 9, 5, 8, 4, 2, 1, 6), strict=True)) % 11
        if c != 10:
            return f"{s}{c} {b}"
        serial += 1


def _svnr_ok(v: str) -> bool:
    d = v.replace(" ", "")
    return len(d) == 10 and sum(int(a) * w for a, w in zip(d[:3] + d[4:], (3, 7, 9, 5, 8, 4, 2, 1, 6), strict=True)) % 11 == int(d[3])


HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def _hetu(born: date, serial: int) -> str:
    """A Finnish personal identity code: DDMMYY, the century sign, a three-digit serial, DDMMYYNNN mod 31 as a character."""
    body = f"{born:%d%m%y}{serial:03d}"
    return f"{born:%d%m%y}{'-' if born.year < 2000 else 'A'}{serial:03d}{HETU_CHARS[int(body) % 31]}"


def _hetu_ok(v: str) -> bool:
    return HETU_CHARS[int(v[:6] + v[7:10]) % 31] == v[10]


def _nir(body13: str) -> str:
    """A French NIR: thirteen digits and the key 97 - n mod 97, spaced as the carte Vitale prints it."""
    k = 97 - int(body13) % 97
    b = body13
    return f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {k:02d}"


def _nir_ok(v: str) -> bool:
    d = v.replace(" ", "")
    return 97 - int(d[:13]) % 97 == int(d[13:])


def _rib_key(bank: str, branch: str, acct: str) -> str:
    return f"{97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97:02d}"


def _fr_iban(rng: random.Random, bank: str, branch: str) -> str:
    acct = "".join(rng.choice(string.digits) for _ in range(11))
    return _iban_b("FR", bank + branch + acct + _rib_key(bank, branch, acct))


def _fr_iban_ok(iban: str) -> bool:
    b = iban.replace(" ", "")[4:]
    return _rib_key(b[:5], b[5:10], b[10:21]) == b[21:]


def _nif(first8: str) -> str:
    """A Portuguese NIF: eight digits weighted 9 … 2, 11 less the sum mod 11 (0 when 10 or 11) as the ninth."""
    c = 11 - sum(int(d) * (9 - k) for k, d in enumerate(first8)) % 11
    return first8 + str(0 if c >= 10 else c)


def _nif_ok(v: str) -> bool:
    d = v.replace(" ", "")
    return len(d) == 9 and _nif(d[:8]) == d


def _pt_iban(rng: random.Random, bank: str, branch: str) -> str:
    """A Portuguese IBAN whose NIB carries its two control digits (98 - NIB·100 mod 97): the IBAN's digits are 50."""
    body = bank + branch + "".join(rng.choice(string.digits) for _ in range(11))
    return _iban_b("PT", body + f"{98 - int(body + '00') % 97:02d}")


def _pt_iban_ok(iban: str) -> bool:
    b = iban.replace(" ", "")
    return b[2:4] == "50" and int(b[4:]) % 97 == 1


def _rrn_ok(v: str) -> bool:
    return _rrn(v.replace("-", "")[:12]) == v


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _svnr_ok(ids["svnr"]) and ids["svnr"].endswith("140388"), ids["svnr"]
    assert _hetu_ok(ids["hetu"]), ids["hetu"]
    assert _nir_ok(ids["nir"]), ids["nir"]
    assert _fr_iban_ok(ids["iban_fr"]), ids["iban_fr"]
    assert _nif_ok(ids["nif"]), ids["nif"]
    assert _pt_iban_ok(ids["iban_pt"]), ids["iban_pt"]
    assert _rrn_ok(ids["rrn"]), ids["rrn"]


# ------------------------------------------------------------------------------- blindk0: telehealth visit (HiDPI)
TELE_CSS = """
body{background:#15171c;color:#e7e9ee;font-family:"Liberation Sans",Arial,sans-serif;font-size:13px}
.tv{display:flex;height:756px} .stage{flex:1;display:flex;flex-direction:column;min-width:0}
.pst{display:flex;gap:22px;align-items:center;background:#1f232b;padding:9px 18px;border-bottom:1px solid #2c313b;font-size:12.5px}
.pst .k{color:#8c93a3;font-size:10.5px;display:block} .pst b{font-size:14px}
.vid{flex:1;position:relative;margin:12px;border-radius:14px;overflow:hidden;background:radial-gradient(circle at 50% 38%,#5d6b7d 0,#38424f 34%,#232a33 70%)}
.vid .head{position:absolute;left:50%;top:22%;width:150px;height:150px;margin-left:-75px;border-radius:75px;background:#c9a88e}
.vid .body{position:absolute;left:50%;top:52%;width:320px;height:300px;margin-left:-160px;border-radius:150px 150px 0 0;background:#e8ecef}
.vid .tagv{position:absolute;left:14px;bottom:14px;background:rgba(0,0,0,.55);padding:6px 11px;border-radius:8px;font-size:13px}
.self{position:absolute;right:16px;bottom:16px;width:220px;height:136px;border-radius:10px;overflow:hidden;background:linear-gradient(170deg,#8a7360,#4a3b31);border:2px solid #2f6fed}
.self .tagv{left:8px;bottom:8px;font-size:11.5px;padding:3px 8px}
.q{position:absolute;right:16px;top:14px;background:rgba(0,0,0,.5);border-radius:8px;padding:5px 10px;font-size:12px;color:#9be29b}
.ctl{display:flex;justify-content:center;gap:14px;padding:2px 0 14px} .ctl span{width:46px;height:46px;border-radius:23px;background:#2b303a;display:flex;align-items:center;justify-content:center;font-size:12px}
.ctl .end{background:#d93636;width:90px}
.side{width:380px;background:#1c1f26;border-left:1px solid #2c313b;display:flex;flex-direction:column}
.tabs{display:flex;border-bottom:1px solid #2c313b} .tabs span{flex:1;text-align:center;padding:11px 0;color:#8c93a3} .tabs .on{color:#fff;border-bottom:2px solid #2f6fed}
.msgs{flex:1;padding:10px 14px;overflow:hidden;display:flex;flex-direction:column;gap:9px}
.m{max-width:88%;padding:8px 11px;border-radius:12px;line-height:1.42;font-size:13px} .m.dr{background:#2a2f39} .m.me{background:#24487f;margin-left:auto}
.m .w{display:block;font-size:10.5px;color:#9aa3b5;margin-bottom:2px} .sys{text-align:center;color:#8c93a3;font-size:11px}
.card{background:#232834;border:1px solid #333a47;border-radius:10px;padding:8px 11px;font-size:12px;line-height:1.45}
.inp{margin:10px 14px 14px;border:1px solid #39404d;border-radius:20px;padding:10px 14px;color:#7d8596}
"""
RX_CSS = """
body{background:#eef1f5;color:#1b2430;font-family:"DejaVu Sans",sans-serif;font-size:12.5px}
.rxw{display:flex;gap:14px;padding:12px 16px;height:756px} .rxf{flex:1;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:14px 20px;overflow:hidden}
.rxf h2{margin:0 0 4px;font-size:18px;font-weight:normal} .gr{display:grid;grid-template-columns:150px 1fr 150px 1fr;gap:8px 12px;margin:10px 0 12px;align-items:center}
.gr .l{color:#5b6777;font-size:11.5px} .fv{border:1px solid #c8d0da;border-radius:4px;padding:5px 8px;min-height:24px;background:#fbfcfd}
.med{width:100%;border-collapse:collapse;font-size:12px;margin-top:4px} .med th{background:#e8edf3;text-align:left;padding:5px 8px;font-weight:normal;color:#445} .med td{border-bottom:1px solid #e4e8ee;padding:6px 8px}
.sec{font-size:11px;letter-spacing:.5px;color:#2f6fed;font-weight:bold;margin-top:12px;border-bottom:1px solid #dfe5ec;padding-bottom:3px}
.bt{display:inline-block;padding:8px 16px;border-radius:6px;background:#2f6fed;color:#fff;margin-right:8px} .bt2{display:inline-block;padding:8px 16px;border-radius:6px;border:1px solid #b9c3cf;margin-right:8px}
.pv{width:300px;background:#1c1f26;color:#e7e9ee;border-radius:8px;padding:10px;overflow:hidden} .pv .mini{height:170px;border-radius:8px;background:radial-gradient(circle at 50% 40%,#8a7360 0,#4a3b31 70%);position:relative}
.pv .mini>span{position:absolute;left:8px;bottom:8px;background:rgba(0,0,0,.55);padding:3px 8px;border-radius:6px;font-size:11.5px}
.note{background:#fff8e1;border:1px solid #f0dc9a;border-radius:6px;padding:8px 10px;margin-top:10px;line-height:1.45;font-size:12px}
"""


def tele_visit(svnr: str) -> str:
    strip = ("<div class='pst'><span><span class='k'>Patientin</span><b>" + _pii("DENY_LIST", "Pölzl, Katharina", "deny-listed name surname first in a telehealth patient strip") + "</b></span>"
             "<span><span class='k'>Geburtsdatum</span>" + _pii("DATE_OF_BIRTH", "14.03.1988", "date of birth in a telehealth patient strip") + "</span>"
             "<span><span class='k'>SVNR</span>" + _pii("ID_NUMBER", svnr, "Austrian social insurance number in a telehealth patient strip") + "</span>"
             "<span><span class='k'>Versicherung</span>ÖGK Wien</span><span><span class='k'>Termin</span>VS-2025-04-0817 · 09:40–09:55</span>"
             "<span style='margin-left:auto;color:#9be29b'>● 12:41 verbunden</span></div>")
    vid = ("<div class='vid'><div class='head'></div><div class='body'></div><span class='q'>HD · 42 ms</span>"
           "<span class='tagv'>" + _pii("PERSON", "Dr. Lukas Hofbauer", "doctor's name on a video tile") + " · Allgemeinmedizin</span>"
           "<div class='self'><span class='tagv'>" + _pii("DENY_LIST", "Katharina Pölzl", "deny-listed name on a self-view video tile") + " (Sie)</span></div></div>")
    ctl = "<div class='ctl'><span>Mikro</span><span>Kamera</span><span>Teilen</span><span>Chat</span><span class='end'>Beenden</span></div>"
    msgs = ("<div class='sys'>Videosprechstunde gestartet · 09:41</div>"
            "<div class='m dr'><span class='w'>" + _pii("PERSON", "Dr. Hofbauer", "doctor's name above a chat message") + " · 09:43</span>Guten Morgen! Ich stelle Ihnen gleich ein e-Rezept für das Antibiotikum aus. Sollen wir es an eine Apotheke schicken?</div>"
            "<div class='m me'><span class='w'>Sie · 09:44</span>Ja bitte, an die Apotheke Zum Roten Krebs. Die liefern auch nach Hause.</div>"
            "<div class='card'><b>Apotheke Zum Roten Krebs</b><br>Lichtensteg 4, 1010 Wien · +43 1 533 67 91<br>Mo–Fr 8–18 Uhr · Botendienst im 1.–9. Bezirk</div>"
            "<div class='m me'><span class='w'>Sie · 09:45</span>Lieferadresse: " + _pii("STREET_ADDRESS", "Praterstraße 41/2/14, 1020 Wien", "home address for a pharmacy delivery in a telehealth chat")
            + ". Türcode unten ist " + _pii("SECRET_VALUE", "2580", "door code in a telehealth chat") + ".</div>"
            "<div class='m me'><span class='w'>Sie · 09:45</span>Falls ich nicht da bin, nimmt mein Mann " + _pii("PERSON", "Stefan Gruber", "partner's name in a telehealth chat")
            + " es an. Rückruf bitte unter " + _pii("PHONE_NUMBER", "+43 664 381 27 95", "callback mobile in a telehealth chat") + ".</div>"
            "<div class='m dr'><span class='w'>" + _pii("PERSON", "Dr. Hofbauer", "doctor's name above a chat message") + " · 09:47</span>Passt. Die Apotheke ruft Sie vor der Lieferung an. Bitte 3× täglich einnehmen, 7 Tage lang.</div>"
            "<div class='sys'>" + _pii("PERSON", "Dr. Hofbauer", "doctor's name in a chat system line") + " erstellt ein Rezept …</div>")
    side = (f"<div class='side'><div class='tabs'><span class='on'>Chat</span><span>Dateien (2)</span><span>Notizen</span></div><div class='msgs'>{msgs}</div>"
            "<div class='inp'>Nachricht schreiben …</div></div>")
    return _page("meinarzt.telemed.at/visit/VS-2025-04-0817", "Videosprechstunde · " + _pii("PERSON", "Dr. Hofbauer", "doctor's name in a browser tab title"),
                 f"<div class='tv'><div class='stage'>{strip}{vid}{ctl}</div>{side}</div>", TELE_CSS, dark=True)


def tele_rx(svnr: str) -> str:
    def f(label: str, v: str) -> str:
        return f"<span class='l'>{label}</span><div class='fv'>{v}</div>"
    head = ("<div class='gr'>" + f("Name (laut e-card)", _pii("DENY_LIST", "POELZL KATHARINA", "deny-listed name transliterated in capitals in a prescription field"))
            + f("SVNR", _pii("ID_NUMBER", svnr, "Austrian social insurance number in a prescription field"))
            + f("Geburtsdatum", _pii("DATE_OF_BIRTH", "14.03.1988", "date of birth in a prescription field"))
            + f("Versicherungsträger", "Österreichische Gesundheitskasse (ÖGK)")
            + f("Wohnadresse", _pii("STREET_ADDRESS", "Praterstraße 41/2/14, 1020 Wien", "home address in a prescription field"))
            + f("Telefon", _pii("PHONE_NUMBER", "+43 664 381 27 95", "mobile in a prescription field"))
            + f("Rezeptgebühr", "befreit: nein · € 7,55") + f("Kassenvertrag", "VPNR 0429173 · ÖGK") + "</div>")
    meds = [("Amoxicillin/Clavulansäure 875/125 mg", "14 Stk", "1-1-1 für 7 Tage", "OP 1"),
            ("Ibuprofen 400 mg Filmtabletten", "20 Stk", "bei Bedarf, max. 3× täglich", "OP 1"),
            ("Probiotikum Kapseln", "10 Stk", "1× täglich abends", "OP 1")]
    mt = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td></tr>" for a, b, c, d in meds)
    form = ("<div class='rxf'><div style='color:#5b6777;font-size:11.5px'>Videosprechstunde VS-2025-04-0817 › e-Rezept</div><h2>e-Rezept ausstellen</h2>"
            "<div class='sec'>PATIENTIN</div>" + head + "<div class='sec'>VERORDNUNG</div>"
            f"<table class='med'><tr><th>Arzneimittel</th><th>Menge</th><th>Dosierung</th><th>Packungen</th></tr>{mt}</table>"
            "<div class='sec'>EINLÖSUNG</div><div style='line-height:1.6;margin-top:6px'>Apotheke: <b>Apotheke Zum Roten Krebs</b>, Lichtensteg 4, 1010 Wien · Botendienst: ja<br>"
            "Rezept-ID: <span style='font-family:DejaVu Sans Mono,monospace'>7QF2-KX8M-P4TD</span> · gültig bis 18.05.2025 · Diagnose-Code J01.0</div>"
            "<div class='note'>Hinweis für die Apotheke: Lieferung an die Wohnadresse, vorher anrufen. Übernahme auch durch "
            + _pii("PERSON", "Herrn Gruber", "partner's surname with a title in a prescription note") + " möglich.</div>"
            "<div style='margin-top:14px'><span class='bt'>Signieren und senden</span><span class='bt2'>Als Entwurf speichern</span><span class='bt2'>Verwerfen</span></div></div>")
    pv = ("<div class='pv'><div class='mini'><span>" + _pii("DENY_LIST", "Frau Pölzl", "deny-listed surname with a title on a minimised video tile") + "</span></div>"
          "<div style='margin-top:10px;font-size:12px;color:#9aa3b5'>Gespräch läuft · 14:02</div>"
          "<div style='margin-top:12px;font-size:12px;line-height:1.5'><b>Anamnese (kurz)</b><br>Seit 5 Tagen Halsschmerzen, Fieber bis 38,9 °C, Abstrich positiv. Keine Allergien bekannt. Keine Dauermedikation.</div>"
          "<div style='margin-top:12px;font-size:12px;line-height:1.5'><b>Krankmeldung</b><br>17.04.–23.04.2025 · an ÖGK übermittelt</div></div>")
    return _page("meinarzt.telemed.at/visit/VS-2025-04-0817/erezept", "e-Rezept · " + _pii("DENY_LIST", "Katharina Pölzl", "deny-listed name in a browser tab title"),
                 f"<div class='rxw'>{form}{pv}</div>", RX_CSS)


# ------------------------------------------------------------------------------------------ blindk1: student portal
SISU_CSS = """
body{background:#f4f6f4;font-family:"DejaVu Sans",sans-serif;font-size:12.5px;color:#1e2a22}
.nav{height:46px;background:#0b5e3b;color:#fff;display:flex;align-items:center;gap:26px;padding:0 24px;font-size:13.5px} .nav b{font-size:17px} .nav .on{border-bottom:3px solid #fff;padding-bottom:10px;margin-top:13px}
.sw{display:flex;gap:16px;padding:14px 22px;height:710px;overflow:hidden} .pane{background:#fff;border:1px solid #d8e0da;border-radius:6px;padding:12px 16px;overflow:hidden}
.pane h3{margin:0 0 8px;font-size:15px} .tr{width:100%;border-collapse:collapse;font-size:12px} .tr th{text-align:left;border-bottom:2px solid #0b5e3b;padding:5px 6px;font-weight:bold;color:#31513f}
.tr td{border-bottom:1px solid #e3e9e4;padding:5px 6px} .tr .n{text-align:right}
.kv{display:grid;grid-template-columns:140px 1fr;gap:7px 10px;line-height:1.35} .kv .k{color:#5d6e63}
.hd{display:flex;gap:14px;align-items:center;margin-bottom:10px} .hd .av{width:52px;height:52px;border-radius:26px;background:#a9c7b5}
"""
CERT_CSS = """
body{background:#525659;font-family:"DejaVu Sans",sans-serif} .tb{height:36px;background:#323639;color:#e8eaed;display:flex;align-items:center;gap:16px;padding-left:190px;font-size:12.5px}
.cw{display:flex;gap:26px;padding:16px 28px;height:720px;overflow:hidden} .sheet{width:600px;height:700px;background:#fff;padding:34px 44px;font-family:"DejaVu Serif",serif;font-size:13px;color:#111;line-height:1.5}
.sheet h1{font-size:19px;margin:18px 0 2px;font-weight:normal;letter-spacing:.5px} .sheet .kv{display:grid;grid-template-columns:230px 1fr;gap:5px 10px;margin:14px 0}
.card{width:430px;height:272px;border-radius:16px;background:linear-gradient(135deg,#0b5e3b,#1c8a5a 55%,#88c9a1);color:#fff;padding:18px 22px;position:relative;font-family:"Liberation Sans",sans-serif;box-shadow:0 6px 18px rgba(0,0,0,.4)}
.card .ph{position:absolute;left:22px;top:70px;width:104px;height:132px;border-radius:6px;background:linear-gradient(180deg,#d9c2ac,#8f735c)}
.card .tx{position:absolute;left:146px;top:66px;font-size:13px;line-height:1.45} .card .tx .k{font-size:10px;opacity:.8;display:block;margin-top:4px}
.bar{position:absolute;left:22px;right:22px;bottom:16px;height:30px;background:repeating-linear-gradient(90deg,#fff 0 2px,transparent 2px 4px,#fff 4px 7px,transparent 7px 9px)}
"""


def sisu_transcript() -> str:
    courses = [("KEMI-101", "Yleinen kemia I", "5", "4", "12.10.2023", "Juha Laaksonen"), ("MAT-110", "Matematiikan peruskurssi", "5", "3", "20.10.2023", "Riikka Salo"),
               ("KEMI-120", "Laboratoriotyöt I", "5", "hyv.", "15.12.2023", "Juha Laaksonen"), ("BIO-105", "Solubiologia", "5", "5", "18.12.2023", "Elina Koskinen"),
               ("KIE-ENG", "Academic English", "3", "4", "28.02.2024", "Mark Evans"), ("KEMI-201", "Orgaaninen kemia", "5", "4", "14.03.2024", "Tuomas Nieminen"),
               ("RUO-101", "Ruotsin kieli, suullinen", "2", "hyv.", "04.04.2024", "Annika Lindholm"), ("KEMI-230", "Analyyttinen kemia", "5", "3", "22.05.2024", "Tuomas Nieminen"),
               ("TIL-101", "Tilastotieteen johdantokurssi", "5", "4", "17.10.2024", "Riikka Salo"), ("KEMI-310", "Fysikaalinen kemia", "5", "2", "19.12.2024", "Ville Heikkinen")]
    rows = "".join(f"<tr><td>{c}</td><td>{n}</td><td class='n'>{cr}</td><td class='n'>{g}</td><td>{d}</td><td>{_pii('PERSON', t, 'teacher name in a transcript row')}</td></tr>" for c, n, cr, g, d, t in courses)
    main = ("<div class='pane' style='flex:1'><div class='hd'><div class='av'></div><div><b style='font-size:17px'>" + _pii("PERSON", "Aino Virtanen", "student name in a portal header") + "</b><br>"
            "Kemian kandiohjelma · Bachelor's Programme in Chemistry · 2023–</div></div>"
            "<h3>Opintosuoritukset / Transcript of records</h3><div style='color:#5d6e63;margin-bottom:6px'>52 op / 180 op · painotettu keskiarvo 3,6 · päivitetty 17.04.2025</div>"
            f"<table class='tr'><tr><th>Koodi</th><th>Opintojakso</th><th class='n'>op</th><th class='n'>Arvosana</th><th>Päivämäärä</th><th>Opettaja</th></tr>{rows}</table>"
            "<div style='margin-top:10px;color:#5d6e63'>Tutkielman ohjaaja: " + _pii("PERSON", "Prof. Hannele Mäkinen", "thesis supervisor in a transcript footer") + " · Opintopsykologi: 09 2941 7700</div></div>")
    side = ("<div class='pane' style='width:400px'><h3>Omat tiedot / Personal information</h3><div class='kv'>"
            "<span class='k'>Opiskelijanumero</span><span>" + _pii("ID_NUMBER", "014829371", "student number in a personal information panel") + "</span>"
            "<span class='k'>Kotiosoite</span><span>" + _pii("STREET_ADDRESS", "Mannerheimintie 112 B 34<br>" + chr(10) + "00250 Helsinki", "home address with a staircase over two lines in a student portal") + "</span>"
            "<span class='k'>Matkapuhelin</span><span>" + _pii("PHONE_NUMBER", "+358 40 718 2294", "mobile in a student portal") + "</span>"
            "<span class='k'>Yliopiston sähköposti</span><span>" + _pii("EMAIL_ADDRESS", "aino.virtanen@helsinki.fi", "university e-mail in a student portal") + "</span>"
            "<span class='k'>Muu sähköposti</span><span>" + _pii("EMAIL_ADDRESS", "ainovirtanen03@gmail.com", "personal e-mail in a student portal") + "</span>"
            "<span class='k'>Äidinkieli</span><span>suomi</span><span class='k'>Kansalaisuus</span><span>Suomi</span></div>"
            "<h3 style='margin-top:16px'>Yhteyshenkilö hätätilanteessa</h3><div class='kv'>"
            "<span class='k'>Nimi</span><span>" + _pii("PERSON", "Pekka Virtanen", "emergency contact name in a student portal") + " (isä)</span>"
            "<span class='k'>Puhelin</span><span>" + _pii("PHONE_NUMBER", "+358 50 339 1820", "emergency contact phone in a student portal") + "</span></div>"
            "<h3 style='margin-top:16px'>Ilmoittautuminen</h3><div class='kv'><span class='k'>Lukuvuosi 2024–2025</span><span>Läsnä · ilmoittautunut 28.07.2024</span>"
            "<span class='k'>Ylioppilaskunta</span><span>HYY · jäsenmaksu maksettu</span><span class='k'>Kela</span><span>Opintotuki voimassa</span></div></div>")
    nav = "<div class='nav'><b>Sisu</b><span>Opintojen suunnittelu</span><span class='on'>Omat tiedot</span><span>Ilmoittautuminen</span><span>Todistukset</span><span style='margin-left:auto'>FI · SV · EN</span></div>"
    return _page("sisu.helsinki.fi/student/profile/attainments", "Opintosuoritukset · Sisu", f"{nav}<div class='sw'>{main}{side}</div>", SISU_CSS)


def sisu_certificate(hetu: str) -> str:
    sheet = ("<div class='sheet'><div style='display:flex;justify-content:space-between'><b style='font-size:15px'>HELSINGIN YLIOPISTO<br>HELSINGFORS UNIVERSITET</b>"
             "<span style='font-size:11.5px;text-align:right'>Opiskelijapalvelut<br>17.04.2025</span></div>"
             "<h1>LÄSNÄOLOTODISTUS</h1><div style='font-size:12px'>Certificate of Enrolment</div><div class='kv'>"
             "<span>Nimi / Name</span><span>" + _pii("PERSON", "Virtanen, Aino Maria", "student name surname first on an enrolment certificate") + "</span>"
             "<span>Henkilötunnus / Personal ID</span><span>" + _pii("ID_NUMBER", hetu, "Finnish personal identity code on an enrolment certificate") + "</span>"
             "<span>Syntymäaika / Date of birth</span><span>" + _pii("DATE_OF_BIRTH", "9.6.2003", "date of birth on an enrolment certificate") + "</span>"
             "<span>Opiskelijanumero / Student no.</span><span>" + _pii("ID_NUMBER", "014829371", "student number on an enrolment certificate") + "</span>"
             "<span>Tutkinto-ohjelma</span><span>Kemian kandiohjelma (LuK)</span><span>Opinto-oikeus alkanut</span><span>01.08.2023</span></div>"
             "<p>Edellä mainittu henkilö on ilmoittautunut läsnäolevaksi opiskelijaksi lukuvuodelle 2024–2025 (01.08.2024–31.07.2025).</p>"
             "<p style='font-size:12px'>The above-named person is registered as attending for the academic year 2024–2025.</p>"
             "<p style='margin-top:30px'>Sähköisesti allekirjoitettu / electronically signed<br>Opiskelijapalvelut, Helsingin yliopisto</p>"
             "<p style='font-size:11px;color:#555;margin-top:40px'>Todistuksen aitouden voi tarkistaa: todistukset.helsinki.fi · tarkistuskoodi K7R2-99QX-4HDM<br>PL 3 (Fabianinkatu 33), 00014 Helsingin yliopisto · Y-tunnus 0313471-7</p></div>")
    card = ("<div><div class='card'><b style='font-size:15px'>HELSINGIN YLIOPISTO</b><div style='font-size:11px;opacity:.85'>Opiskelijakortti · Student card</div><div class='ph'></div>"
            "<div class='tx'><span class='k'>NIMI / NAME</span><b>" + _pii("PERSON", "AINO VIRTANEN", "student name in capitals on a student ID card") + "</b>"
            "<span class='k'>OPISKELIJANUMERO</span>" + _pii("ID_NUMBER", "0148 2937 1", "student number grouped on a student ID card", value="0148 2937 1")
            + "<span class='k'>SYNTYNYT / BORN</span>" + _pii("DATE_OF_BIRTH", "09.06.2003", "date of birth on a student ID card")
            + "<span class='k'>VOIMASSA / VALID</span>31.07.2025</div><div class='bar'></div></div>"
            "<div style='color:#e8eaed;font-size:12px;margin-top:12px;width:430px;line-height:1.5'>opiskelijakortti_etupuoli.png · 1012 × 640 · ladattu 02.09.2024<br>"
            "Kortti on voimassa vain lukuvuositarran kanssa. Katoamisesta ilmoitus: opiskelijaneuvonta@helsinki.fi</div></div>")
    return _win("<span>todistus_lasnaolo_2024-2025.pdf</span><span style='color:#9aa0a6'>1 / 1 · 100 %</span>", f"<div class='cw'>{sheet}{card}</div>", CERT_CSS, bar="#323639", fg="#e8eaed")


# ------------------------------------------------------------------------------------- blindk2: Ameli and the CAF
AMELI_CSS = """
body{background:#f2f5f9;font-family:"Liberation Sans",Arial,sans-serif;font-size:13.5px;color:#1c2b3a}
.am{height:56px;background:#fff;border-bottom:3px solid #0c419a;display:flex;align-items:center;gap:30px;padding:0 28px} .am .lg{font-size:24px;font-weight:bold;color:#0c419a}
.am .who{margin-left:auto;text-align:right;font-size:12.5px;line-height:1.35}
.aw{display:flex;gap:16px;padding:14px 28px;height:680px;overflow:hidden} .bx{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.1);padding:14px 18px}
.bx h3{margin:0 0 10px;font-size:16px;color:#0c419a} .rb{width:100%;border-collapse:collapse;font-size:12.5px} .rb th{text-align:left;color:#5a6b7d;font-weight:normal;border-bottom:1px solid #d5dde6;padding:6px}
.rb td{border-bottom:1px solid #edf1f5;padding:7px 6px} .rb .n{text-align:right} .ok{color:#18794e}
.kv{display:grid;grid-template-columns:150px 1fr;gap:8px 12px;line-height:1.35} .kv .k{color:#5a6b7d;font-size:12.5px}
.lnk{color:#0c419a;text-decoration:underline;font-size:12.5px}
"""
CAF_CSS = """
body{background:#e9ecef;font-family:"Liberation Sans",Arial,sans-serif;font-size:13px;color:#222}
.ch{height:52px;background:#004e8c;color:#fff;display:flex;align-items:center;gap:24px;padding:0 26px} .ch b{font-size:22px}
.cw{display:flex;gap:18px;padding:14px 24px;height:690px;overflow:hidden} .let{width:640px;background:#fff;padding:30px 40px;box-shadow:0 1px 4px rgba(0,0,0,.2);font-size:12.5px;line-height:1.45;position:relative}
.win{position:absolute;left:330px;top:100px;width:260px;font-size:13px;line-height:1.4}
.tbl{width:100%;border-collapse:collapse;margin-top:12px} .tbl td,.tbl th{border:1px solid #b9c2cc;padding:5px 8px;font-size:12px} .tbl th{background:#eef2f6;font-weight:normal}
.fam{flex:1;background:#fff;border-radius:6px;padding:14px 18px;overflow:hidden} .fam h3{margin:0 0 10px;color:#004e8c;font-size:16px}
.pr{display:flex;gap:12px;align-items:center;border-bottom:1px solid #e4e8ec;padding:9px 0} .pr i{width:36px;height:36px;border-radius:18px;background:#c9d6e3;flex:none}
"""


def ameli_account(nir: str, iban: str) -> str:
    rembs = [("08/04/2025", "Consultation médecin généraliste", "Dr " + _pii("PERSON", "Martin Garnier", "practitioner's name in a reimbursements table"), "30,00 €", "21,00 €"),
             ("08/04/2025", "Pharmacie", "Pharmacie du Vieux Lyon", "18,42 €", "12,89 €"),
             ("25/03/2025", "Kinésithérapie (6 séances)", _pii("PERSON", "Sophie Bertrand", "physiotherapist's name in a reimbursements table"), "97,20 €", "58,32 €"),
             ("11/03/2025", "Consultation pédiatre · " + _pii("PERSON", "Hugo", "child's first name alone in a reimbursements row"), "Dr " + _pii("PERSON", "Nadia Benali", "practitioner's name in a reimbursements table"), "35,00 €", "24,50 €"),
             ("02/03/2025", "Analyses de biologie", "Laboratoire Cerballiance", "46,80 €", "28,08 €")]
    rows = "".join(f"<tr><td>{d}</td><td>{a}</td><td>{p}</td><td class='n'>{m}</td><td class='n ok'>{r}</td></tr>" for d, a, p, m, r in rembs)
    main = ("<div style='flex:1;display:flex;flex-direction:column;gap:14px;min-width:0'><div class='bx'><h3>Mes derniers remboursements</h3>"
            f"<table class='rb'><tr><th>Date des soins</th><th>Acte</th><th>Professionnel</th><th class='n'>Payé</th><th class='n'>Remboursé</th></tr>{rows}</table>"
            "<div style='margin-top:8px' class='lnk'>Voir tous mes paiements (24 derniers mois)</div></div>"
            "<div class='bx'><h3>Mes bénéficiaires</h3><div class='kv'>"
            "<span class='k'>Enfant</span><span>" + _pii("PERSON", "Hugo Moreau", "child beneficiary's name in a health insurance account") + " · né le " + _pii("DATE_OF_BIRTH", "03/05/2016", "child's date of birth in a beneficiaries list") + "</span>"
            "<span class='k'>Enfant</span><span>" + _pii("PERSON", "Lina Moreau", "child beneficiary's name in a health insurance account") + " · née le " + _pii("DATE_OF_BIRTH", "21/11/2019", "child's date of birth in a beneficiaries list") + "</span>"
            "</div><div style='margin-top:8px;font-size:12px;color:#5a6b7d'>Médecin traitant : Dr " + _pii("PERSON", "Martin Garnier", "practitioner's name in a beneficiaries footer") + ", 12 quai Romain Rolland, 69005 Lyon</div></div></div>")
    side = ("<div class='bx' style='width:430px'><h3>Mes informations</h3><div class='kv'>"
            "<span class='k'>Nom, prénom</span><span>" + _pii("DENY_LIST", "LEMAIRE Thérèse", "deny-listed name surname first in capitals in a health insurance profile") + "</span>"
            "<span class='k'>N° de sécurité sociale</span><span>" + _pii("ID_NUMBER", nir, "French NIR spaced in a health insurance profile") + "</span>"
            "<span class='k'>Adresse postale</span><span>" + _pii("STREET_ADDRESS", "14 rue des Tanneurs<br>" + chr(10) + "69005 Lyon", "postal address over two lines in a health insurance profile") + "</span>"
            "<span class='k'>Téléphone</span><span>" + _pii("PHONE_NUMBER", "06 12 48 73 90", "mobile in a health insurance profile") + "</span>"
            "<span class='k'>E-mail</span><span>" + _pii("EMAIL_ADDRESS", "therese.lemaire69@orange.fr", "e-mail in a health insurance profile") + "</span>"
            "<span class='k'>Coordonnées bancaires</span><span style='font-size:12.5px'>" + _pii("IBAN_CODE", iban, "French IBAN in a health insurance profile") + "<br>BIC CCBPFRPPLYO</span>"
            "<span class='k'>Caisse</span><span>CPAM du Rhône</span><span class='k'>Carte Vitale</span><span>en cours de validité · délivrée le 14/09/2021</span></div>"
            "<div style='margin-top:12px' class='lnk'>Modifier mes coordonnées</div>"
            "<div style='margin-top:16px;background:#eef4ff;border-radius:6px;padding:10px;font-size:12.5px;line-height:1.45'>Attestation de droits disponible · "
            "Complémentaire santé solidaire : non · Dernière connexion le 15/04/2025 à 21:14</div></div>")
    head = ("<div class='am'><span class='lg'>ameli</span><span>Mes paiements</span><span>Mes démarches</span><span>Mes messages (1)</span>"
            "<span class='who'>Compte de<br><b>" + _pii("DENY_LIST", "Mme Thérèse Lemaire", "deny-listed name with a title in an account header") + "</b></span></div>")
    return _page("assure.ameli.fr/PortailAS/appmanager/PortailAS/assure?_nfpb=true", "Mon compte ameli", f"{head}<div class='aw'>{main}{side}</div>", AMELI_CSS)


def caf_certificate(alloc: str) -> str:
    let = ("<div class='let'><b style='color:#004e8c;font-size:17px'>caf</b><span style='font-size:11px;margin-left:8px'>Caisse d'allocations familiales du Rhône</span>"
           "<div style='font-size:11.5px;margin-top:8px;line-height:1.4'>67 boulevard Vivier-Merle<br>69409 Lyon Cedex 03<br>Tél. 3230 (service gratuit + prix d'un appel)</div>"
           "<div class='win'>" + _pii("DENY_LIST", "Madame Therese LEMAIRE", "deny-listed name without its accents in capitals in a letter's window") + "<br>"
           + _pii("STREET_ADDRESS", "14 RUE DES TANNEURS<br>" + chr(10) + "69005 LYON", "address in capitals over two lines in a letter's window") + "</div>"
           "<div style='margin-top:110px'>N° allocataire : <b>" + _pii("ID_NUMBER", alloc, "allocataire number in a benefit certificate") + "</b><br>Lyon, le 17/04/2025 · Réf. ATT-PAI-2025-04</div>"
           "<h3 style='margin:16px 0 6px;font-size:15px'>ATTESTATION DE PAIEMENT</h3>"
           "La Caisse d'allocations familiales atteste avoir versé les prestations suivantes :"
           "<table class='tbl'><tr><th>Prestation</th><th>Période</th><th>Montant</th></tr>"
           "<tr><td>Allocations familiales</td><td>janvier – mars 2025</td><td>3 × 148,52 €</td></tr>"
           "<tr><td>Aide personnalisée au logement</td><td>janvier – mars 2025</td><td>3 × 212,00 €</td></tr>"
           "<tr><td>Prime d'activité</td><td>janvier – mars 2025</td><td>3 × 96,31 €</td></tr>"
           "<tr><td colspan='2'><b>Total versé</b></td><td><b>1 370,49 €</b></td></tr></table>"
           "<p style='margin-top:14px'>Cette attestation est établie pour servir et valoir ce que de droit.</p><p style='text-align:right'>Le directeur</p></div>")
    fam = ("<div class='fam'><h3>Ma situation familiale</h3>"
           "<div class='pr'><i></i><div><b>" + _pii("DENY_LIST", "Thérèse Lemaire", "deny-listed name in a family situation list") + "</b> · allocataire</div></div>"
           "<div class='pr'><i></i><div><b>" + _pii("PERSON", "Julien Moreau", "partner's name in a family situation list") + "</b> · conjoint · né le "
           + _pii("DATE_OF_BIRTH", "02/09/1984", "partner's date of birth in a family situation list") + "</div></div>"
           "<div class='pr'><i></i><div><b>" + _pii("PERSON", "Hugo", "child's first name alone in a family situation list") + "</b> · enfant · né le "
           + _pii("DATE_OF_BIRTH", "3 mai 2016", "child's date of birth in words in a family situation list") + "</div></div>"
           "<div class='pr'><i></i><div><b>" + _pii("PERSON", "Lina", "child's first name alone in a family situation list") + "</b> · enfant · née le "
           + _pii("DATE_OF_BIRTH", "21 novembre 2019", "child's date of birth in words in a family situation list") + "</div></div>"
           "<div style='margin-top:12px;line-height:1.5;font-size:12.5px'>Situation : vie maritale depuis le 01/06/2014<br>Logement : locataire · loyer 780,00 € · bailleur Grand Lyon Habitat<br>"
           "Prochain paiement le 05/05/2025 · Déclaration trimestrielle à faire avant le 30/04/2025</div></div>")
    head = "<div class='ch'><b>caf.fr</b><span>Mon Compte</span><span>Mes attestations</span><span>Mes démarches</span></div>"
    return _page("caf.fr/allocataires/mon-compte/attestations", "Attestation de paiement · " + _pii("DENY_LIST", "T. Lemaire", "deny-listed name as an initial and surname in a browser tab title"),
                 f"{head}<div class='cw'>{let}{fam}</div>", CAF_CSS)


# --------------------------------------------------------------------------------------------- blindk3: Korean shop
SHOP_CSS = """
body{background:#f5f5f7;font-family:"NanumGothic","NanumBarunGothic",sans-serif;font-size:13.5px;color:#222}
.sh{height:54px;background:#fff;border-bottom:1px solid #e2e2e6;display:flex;align-items:center;gap:20px;padding:0 30px} .sh .lg{font-size:22px;font-weight:bold;color:#e5372e}
.sh .q{flex:0 0 420px;border:2px solid #e5372e;border-radius:4px;padding:6px 12px;color:#999}
.sw{display:flex;gap:18px;padding:14px 30px;height:690px;overflow:hidden} .col{flex:1;display:flex;flex-direction:column;gap:12px;min-width:0}
.bx{background:#fff;border:1px solid #e2e2e6;padding:13px 18px} .bx h3{margin:0 0 10px;font-size:16px}
.rw{display:flex;padding:6px 0;border-bottom:1px solid #f0f0f2;line-height:1.4} .rw .k{width:120px;color:#777;flex:none}
.it{display:flex;gap:12px;padding:8px 0;border-bottom:1px solid #f0f0f2} .it i{width:58px;height:58px;background:#eceff3;flex:none;border-radius:4px}
.tt{display:flex;justify-content:space-between;padding:4px 0} .big{font-size:19px;font-weight:bold;color:#e5372e}
.pay{background:#e5372e;color:#fff;text-align:center;padding:14px;font-size:16px;font-weight:bold;border-radius:4px;margin-top:8px}
.ord{background:#fff;border:1px solid #e2e2e6;padding:12px 18px} .ord .top{display:flex;justify-content:space-between;border-bottom:1px solid #f0f0f2;padding-bottom:6px;margin-bottom:6px}
.st{color:#0a7d3b;font-weight:bold} .bt{display:inline-block;border:1px solid #ccc;padding:5px 12px;font-size:12.5px;margin:4px 4px 0 0;border-radius:3px}
.adr{background:#fff;border:1px solid #e2e2e6;padding:14px 18px;line-height:1.55} .adr .tag{display:inline-block;background:#fdecea;color:#e5372e;font-size:11px;padding:1px 6px;border-radius:3px;margin-left:6px}
"""


def _shop(url: str, tab: str, inner: str) -> str:
    head = "<div class='sh'><span class='lg'>마켓온</span><span class='q'>찾고 싶은 상품을 검색해 보세요</span><span style='margin-left:auto'>마이마켓 · 장바구니 (3) · 고객센터</span></div>"
    return _page(url, tab, head + inner, SHOP_CSS)


def shop_checkout() -> str:
    left = ("<div class='col' style='flex:1.4'><div class='bx'><h3>배송지</h3>"
            "<div class='rw'><span class='k'>받는 사람</span><span>" + _pii("DENY_LIST", "박서연", "deny-listed name in Hangul as a checkout recipient") + " <span style='color:#e5372e;font-size:11.5px'>기본배송지</span></span></div>"
            "<div class='rw'><span class='k'>연락처</span><span>" + _pii("PHONE_NUMBER", "010-4821-7730", "mobile in a Korean checkout") + "</span></div>"
            "<div class='rw'><span class='k'>주소</span><span>" + _pii("STREET_ADDRESS", "(03925) 서울특별시 마포구 월드컵북로 396, 101동 1203호", "road address with its postal code in a Korean checkout") + "</span></div>"
            "<div class='rw'><span class='k'>배송 요청사항</span><span>문 앞에 놓아주세요 · 공동현관 비밀번호 " + _pii("SECRET_VALUE", "#4719*", "front-door code in a delivery request") + "</span></div></div>"
            "<div class='bx'><h3>주문자 정보</h3><div class='rw'><span class='k'>이메일</span><span>" + _pii("EMAIL_ADDRESS", "seoyeon.park92@naver.com", "orderer's e-mail in a Korean checkout") + "</span></div>"
            "<div class='rw'><span class='k'>개인통관고유부호</span><span>" + _pii("ID_NUMBER", "P180045729316", "personal customs clearance code in a Korean checkout") + " <span style='color:#0a7d3b;font-size:11.5px'>✓ 확인됨</span></span></div>"
            "<div style='font-size:12px;color:#888;margin-top:6px'>해외직구 상품은 통관을 위해 개인통관고유부호가 필요합니다. 관세청 유니패스에서 발급받을 수 있습니다.</div></div>"
            "<div class='bx'><h3>주문 상품 (3)</h3>"
            "<div class='it'><i></i><div style='flex:1'>[로켓직구] 네이처스웨이 비타민 D3 2000IU 240정<br><span style='color:#888'>수량 1 · 4/19(토) 도착 예정</span></div><b>24,900원</b></div>"
            "<div class='it'><i></i><div style='flex:1'>무인양품 초음파 아로마 디퓨저<br><span style='color:#888'>수량 1 · 내일(금) 도착 보장</span></div><b>59,000원</b></div>"
            "<div class='it'><i></i><div style='flex:1'>제주 감귤 5kg 로얄과 (선물 포장)<br><span style='color:#888'>수량 1 · 판매자 배송</span></div><b>32,800원</b></div></div></div>")
    right = ("<div class='col'><div class='bx'><h3>결제 정보</h3><div class='tt'><span>총 상품가격</span><span>116,700원</span></div>"
             "<div class='tt'><span>할인쿠폰 (WELCOME5)</span><span style='color:#e5372e'>-5,000원</span></div><div class='tt'><span>배송비</span><span>0원</span></div>"
             "<div class='tt'><span>마켓온 포인트 사용</span><span>-1,200원</span></div><div class='tt' style='border-top:1px solid #eee;margin-top:6px;padding-top:8px'><b>총 결제금액</b><span class='big'>110,500원</span></div></div>"
             "<div class='bx'><h3>결제 수단</h3><div class='rw'><span class='k'>신용카드</span><span>신한카드 (9410-****-****-2231) · 일시불</span></div>"
             "<div class='rw'><span class='k'>적립 예정</span><span>1,105 포인트</span></div></div>"
             "<div class='pay'>110,500원 결제하기</div><div style='font-size:11.5px;color:#888;line-height:1.5'>주문번호 20250417-1182-3390 · 위 주문 내용을 확인하였으며, 결제에 동의합니다.</div></div>")
    return _shop("order.marketon.co.kr/checkout?cartId=88124", "주문/결제 · 마켓온", f"<div class='sw'>{left}{right}</div>")


def shop_orders() -> str:
    orders = [("2025. 4. 15 주문", "배송중", "LG 코드제로 청소기 필터 2개입", "38,900원",
               "오늘 도착 예정 · 배송기사 " + _pii("PERSON", "김태호", "delivery driver's name in an order history") + " "
               + _pii("PHONE_NUMBER", "010-3392-5108", "delivery driver's mobile in an order history") + " · 운송장 5873 2210 9981 (CJ대한통운)"),
              ("2025. 4. 11 주문 · 선물하기", "배송완료", "설화수 윤조에센스 60ml 선물세트", "128,000원",
               "받는 분 " + _pii("PERSON", "이지은", "gift recipient's name in an order history") + " · "
               + _pii("PHONE_NUMBER", "010-7715-2093", "gift recipient's mobile in an order history") + " · 4/12(토) 문 앞 전달 완료"),
              ("2025. 4. 2 주문", "배송완료", "코멧 두꺼운 물티슈 100매 x 10팩", "14,390원", "받는 분 박*연 · 010-****-7730 · 4/3(목) 경비실 전달"),
              ("2025. 3. 27 주문", "반품완료", "나이키 에어 줌 페가수스 41 (240)", "149,000원", "환불 완료 3/31 · 회수 운송장 4410 0092 3351")]
    ords = "".join(f"<div class='ord'><div class='top'><b>{d}</b><span class='st'>{s}</span></div><div class='it' style='border:0'><i></i><div style='flex:1'>{n}<br>"
                   f"<span style='color:#555;font-size:12.5px'>{note}</span></div><b>{p}</b></div><span class='bt'>배송조회</span><span class='bt'>교환, 반품 신청</span><span class='bt'>리뷰 작성하기</span></div>"
                   for d, s, n, p, note in orders)
    side = ("<div style='width:230px;display:flex;flex-direction:column;gap:12px'><div class='bx'><b style='font-size:15px'>MY 마켓온</b><br><span style='color:#777'>"
            + _pii("ACCOUNT_NAME", "sy_park0611", "user name in a Korean shop's side menu") + " 님</span><br>등급 골드 · 포인트 3,420</div>"
            "<div class='bx' style='line-height:2'>주문목록/배송조회<br>취소/반품/교환<br>찜한 상품<br>배송지 관리<br>개인정보 확인/수정</div></div>")
    return _shop("my.marketon.co.kr/orders?period=3m", "주문목록 · 마켓온",
                 f"<div class='sw'>{side}<div class='col'><h3 style='margin:0'>주문목록 <span style='font-weight:normal;color:#777;font-size:13px'>최근 3개월 · 4건</span></h3>{ords}</div></div>")


def shop_addresses() -> str:
    adrs = [("우리집", "박서연", "DENY_LIST", "010-4821-7730", "(03925) 서울특별시 마포구 월드컵북로 396, 101동 1203호", True),
            ("회사", "서연", "DENY_LIST", "010-4821-7730", "(06236) 서울특별시 강남구 테헤란로 152, 강남파이낸스센터 17층 디자인팀", False),
            ("부모님 댁", "박정호", "PERSON", "010-2284-6651", "(48094) 부산광역시 해운대구 마린시티2로 38, 203동 2504호", False)]
    out = ""
    for tag, nm, kind, ph, ad, dflt in adrs:
        if kind == "DENY_LIST":
            name = _pii(kind, nm, "deny-listed name in Hangul in an address book" if len(nm) == 3 else "deny-listed given name alone in Hangul in an address book")
        else:
            name = _pii(kind, nm, "father's name in Hangul in an address book")
        phone = _pii("PHONE_NUMBER", ph, "mobile in an address book" if ph == "010-4821-7730" else "father's mobile in an address book")
        addr = _pii("STREET_ADDRESS", ad, "office address with a team in an address book" if tag == "회사" else "parents' address in Busan in an address book" if "부산" in ad else "home road address in an address book")
        out += (f"<div class='adr'><b>{tag}</b>{'<span class=tag>기본배송지</span>' if dflt else ''}<br>{name} · {phone}<br>{addr}"
                "<div><span class='bt'>수정</span><span class='bt'>삭제</span></div></div>")
    return _shop("my.marketon.co.kr/address-book", "배송지 관리 · 마켓온",
                 "<div class='sw'><div class='col'><h3 style='margin:0'>배송지 관리</h3>" + out
                 + "<div style='color:#777;font-size:12.5px'>배송지는 최대 20개까지 등록할 수 있습니다. · 로켓배송 가능 지역은 주소 옆에 표시됩니다.</div></div>"
                 "<div class='col' style='flex:0 0 360px'><div class='bx'><h3>새 배송지 추가</h3><div class='rw'><span class='k'>받는 사람</span><span style='color:#aaa'>이름을 입력하세요</span></div>"
                 "<div class='rw'><span class='k'>휴대폰 번호</span><span style='color:#aaa'>010-0000-0000</span></div><div class='rw'><span class='k'>주소</span><span class='bt'>우편번호 찾기</span></div></div></div></div>")


# --------------------------------------------------------------------------------------- blindk4: residents' group
WA_CSS = """
body{background:#0c1317;font-family:"DejaVu Sans",sans-serif;font-size:13px;color:#e9edef}
.wa{display:flex;height:756px} .ls{width:340px;background:#111b21;border-right:1px solid #222d34;overflow:hidden}
.ls .s{margin:8px 12px;background:#202c33;border-radius:8px;padding:8px 14px;color:#8696a0} .ch{display:flex;gap:12px;padding:10px 14px;border-bottom:1px solid #1f2c33}
.ch.on{background:#2a3942} .ch i{width:46px;height:46px;border-radius:23px;flex:none} .ch .t{flex:1;min-width:0} .ch .p{color:#8696a0;font-size:12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ch .w{font-size:11px;color:#8696a0}
.cv{flex:1;display:flex;flex-direction:column;background:#0b141a;min-width:0} .hd{height:58px;background:#202c33;display:flex;align-items:center;gap:12px;padding:0 16px}
.hd i{width:40px;height:40px;border-radius:20px;background:#6a7f3a} .hd .sub{font-size:11.5px;color:#8696a0;white-space:nowrap;overflow:hidden;max-width:560px}
.ms{flex:1;padding:8px 50px;display:flex;flex-direction:column;gap:4px;overflow:hidden}
.b{max-width:70%;background:#202c33;border-radius:8px;padding:5px 9px 4px;line-height:1.32;font-size:12.5px} .b.me{background:#005c4b;margin-left:auto}
.b .f{font-size:12px;font-weight:bold;margin-bottom:1px} .b .pn{color:#8696a0;font-weight:normal;margin-left:6px} .b .tm{float:right;font-size:10.5px;color:#8696a0;margin:6px 0 0 10px}
.fw{font-size:11.5px;color:#8696a0;font-style:italic} .vc{display:flex;gap:10px;align-items:center;border-bottom:1px solid #33434d;padding-bottom:6px;margin-bottom:4px}
.vc i{width:38px;height:38px;border-radius:19px;background:#53636d;flex:none} .loc{width:270px;height:58px;border-radius:6px;background:linear-gradient(120deg,#c8d5b9,#e8e2d0 50%,#b7c9d6);position:relative;margin-bottom:4px}
.loc span{position:absolute;left:125px;top:14px;color:#d93025;font-size:24px} .qt{background:#1a262d;border-left:4px solid #06cf9c;border-radius:4px;padding:4px 8px;margin-bottom:4px;font-size:12px;color:#aebac1}
.dt{align-self:center;background:#182229;color:#8696a0;font-size:11.5px;border-radius:6px;padding:4px 10px}
.ip{width:360px;background:#111b21;border-left:1px solid #222d34;overflow:hidden} .ip .sec{background:#111b21;padding:12px 22px;border-bottom:8px solid #0c1317}
.pp{display:flex;gap:12px;align-items:center;padding:7px 0} .pp i{width:38px;height:38px;border-radius:19px;flex:none} .pp .a{margin-left:auto;font-size:10.5px;color:#06cf9c;border:1px solid #06cf9c;border-radius:4px;padding:0 4px}
"""
NEIGH = [("Rita", "+351 912 448 301", "#c76b98"), ("Zé Pedro 3ºE", "+351 936 017 552", "#7aa34a"), ("Fernanda", "+351 917 220 845", "#d99a3d"),
         ("Luís M.", "+351 965 381 902", "#4a8fc9"), ("Inês 2ºD", "+351 938 554 106", "#b95b3c"), ("Carlos Teixeira", "+351 919 773 418", "#8a6bc2"),
         ("Beatriz", "+351 924 106 337", "#3aa1a1"), ("Sr. Almeida", "+351 213 884 260", "#a07a4a")]


def _wa_list(on: str) -> str:
    chats = [("Condomínio Graça 74", _pii("PERSON", "Rita", "sender name in a chat list preview") + ": alguém tem o contacto do canalizador?", "10:42"), ("Mãe", "Ligo-te logo à noite", "09:15"),
             ("Trabalho · equipa", "Reunião passou para as 15h", "ontem"), ("Ginásio Graça", "Aula de pilates cancelada", "ontem"),
             ("Farmácia Estácio", "A sua encomenda está pronta", "terça"), ("Escola EB1 · 3º B", "Visita de estudo 5ª feira", "segunda")]
    return ("<div class='ls'><div class='s'>Pesquisar ou começar uma nova conversa</div>"
            + "".join(f"<div class='ch{' on' if n == on else ''}'><i style='background:#{(k * 2654435761) % 0xAAAAAA + 0x333333:06x}'></i><div class='t'><b>{n}</b><div class='p'>{p}</div></div><span class='w'>{w}</span></div>"
                      for k, (n, p, w) in enumerate(chats)) + "</div>")


def _wa_head() -> str:
    names = ", ".join(_pii("PERSON", n, "participant name in a group header's member line") for n in sorted(n for n, _, _ in NEIGH))
    return ("<div class='hd'><i></i><div><b>Condomínio Graça 74</b><div class='sub'>" + names + ", Você</div></div>"
            "<span style='margin-left:auto;color:#aebac1'>Pesquisar · Menu</span></div>")


def wa_group(nif: str, iban: str) -> str:
    def frm(k: int, situation: str) -> str:
        n, ph, c = NEIGH[k]
        return f"<div class='f' style='color:{c}'>{_pii('PHONE_NUMBER', ph, situation)}<span class='pn'>~{_pii('PERSON', n, 'push name beside a sender phone in a group chat')}</span></div>"
    msgs = ("<div class='dt'>HOJE</div>"
            "<div class='b'>" + frm(0, "sender's phone above a group message") + "Bom dia! Alguém tem o contacto do canalizador? Há uma fuga na coluna do 4º<span class='tm'>10:31</span></div>"
            "<div class='b'>" + frm(2, "sender's phone above a group message") + "<div class='fw'>↪ Reencaminhada</div><div class='vc'><i></i><div><b>"
            + _pii("PERSON", "Joaquim Canalizador", "name on a forwarded contact card") + "</b><br><span style='color:#aebac1'>"
            + _pii("PHONE_NUMBER", "+351 962 118 470", "phone on a forwarded contact card") + "</span></div></div><span style='color:#53bdeb'>Mensagem · Adicionar</span><span class='tm'>10:33</span></div>"
            "<div class='b'>" + frm(1, "sender's phone above a group message") + "<div class='loc'><span>●</span></div>Localização: "
            + _pii("STREET_ADDRESS", "Travessa do Monte 12, 1170-248 Lisboa", "shared location's street address in a group chat") + "<br>a garagem onde ficam as chaves<span class='tm'>10:35</span></div>"
            "<div class='b'>" + frm(3, "sender's phone above a group message") + "<div class='qt'><b style='color:#c76b98'>~" + _pii("PERSON", "Rita", "push name in a quoted reply") + "</b><br>Alguém tem o contacto do canalizador?</div>"
            "Eu liguei ao do ano passado, o " + _pii("PHONE_NUMBER", "218 861 094", "landline quoted in a group reply") + ", mas já não atende. Obrigado " + _pii("PERSON", "Fernanda", "first name alone in a group message") + "!<span class='tm'>10:37</span></div>"
            "<div class='b me'>Para a fatura da reparação o meu NIF é " + _pii("ID_NUMBER", nif, "Portuguese NIF in a group message") + ", fração 2ºE. Obrigada!<span class='tm'>10:39 ✓✓</span></div>"
            "<div class='b'><div class='f' style='color:#a07a4a'>~" + _pii("PERSON", "Sr. Almeida", "push name above a group message") + " (administração)</div>Quota de abril: 45,00 € por fração até dia 30. IBAN do condomínio:<br>"
            + _pii("IBAN_CODE", iban, "Portuguese IBAN in a group message") + "<br>titular " + _pii("PERSON", "Maria do Carmo Tavares", "account holder's name in a group message") + " (tesoureira)<span class='tm'>10:40</span></div>"
            "<div class='b'>" + frm(4, "sender's phone above a group message") + "O código do portão das traseiras mudou para " + _pii("SECRET_VALUE", "7093", "back gate code in a group message")
            + ", não partilhem fora do grupo, por favor<span class='tm'>10:41</span></div>"
            )
    cv = f"<div class='cv'>{_wa_head()}<div class='ms'>{msgs}</div><div style='background:#202c33;padding:10px 16px;color:#8696a0'>Escreva uma mensagem</div></div>"
    return _page("web.whatsapp.com", "WhatsApp", f"<div class='wa'>{_wa_list('Condomínio Graça 74')}{cv}</div>", WA_CSS, dark=True)


def wa_info() -> str:
    msgs = ("<div class='dt'>HOJE</div><div class='b'><div class='f' style='color:#a07a4a'>~" + _pii("PERSON", "Sr. Almeida", "push name above a group message") + " (administração)</div>Reunião de condóminos: 6 de maio, 19h, na garagem. Ordem de trabalhos em anexo.<span class='tm'>11:02</span></div>"
            "<div class='b'><div style='background:#2a3942;border-radius:6px;padding:8px'>▤ Convocatoria_AG_maio2025.pdf<br><span style='color:#8696a0;font-size:11px'>2 páginas · PDF · 184 kB</span></div><span class='tm'>11:02</span></div>"
            "<div class='b me'>Vou estar presente. Levo a proposta do elevador.<span class='tm'>11:05 ✓✓</span></div>")
    cv = f"<div class='cv'>{_wa_head()}<div class='ms'>{msgs}</div><div style='background:#202c33;padding:10px 16px;color:#8696a0'>Escreva uma mensagem</div></div>"
    pp = ""
    for k, (n, ph, c) in enumerate(NEIGH):
        who = _pii("PERSON", n, "push name in a group's participant list")
        pp += (f"<div class='pp'><i style='background:{c}'></i><div>{_pii('PHONE_NUMBER', ph, 'participant phone in a group info panel')}<br>"
               f"<span style='color:#8696a0;font-size:12px'>~{who}</span></div>{'<span class=a>Admin do grupo</span>' if k in (5, 7) else ''}</div>")
    info = ("<div class='ip'><div class='sec' style='text-align:center'><div style='width:90px;height:90px;border-radius:45px;background:#6a7f3a;margin:4px auto 8px'></div>"
            "<b style='font-size:17px'>Condomínio Graça 74</b><div style='color:#8696a0'>Grupo · 9 participantes</div></div>"
            "<div class='sec' style='line-height:1.45'><span style='color:#8696a0;font-size:12px'>Descrição</span><br>Grupo dos moradores. Avarias e assuntos da administração: "
            + _pii("EMAIL_ADDRESS", "admin.graca74@sapo.pt", "administrator's e-mail in a group description") + " · Criado por " + _pii("PERSON", "Sr. Almeida", "name in a group description") + ", 12/03/2021</div>"
            f"<div class='sec'><span style='color:#8696a0;font-size:12px'>9 participantes</span>{pp}</div></div>")
    return _page("web.whatsapp.com", "WhatsApp", f"<div class='wa'>{_wa_list('Condomínio Graça 74')}{cv}{info}</div>", WA_CSS, dark=True)


# ------------------------------------------------------------------------------------------- blindk5: newsletter
NL_CSS = """
body{background:#f6f7fb;font-family:"Liberation Sans Narrow","Liberation Sans",sans-serif;font-size:13px;color:#202433}
.top{height:46px;background:#23264a;color:#dfe2f5;display:flex;align-items:center;gap:22px;padding:0 22px} .top b{color:#fff;font-size:18px} .top .on{color:#fff;border-bottom:2px solid #7c83ff;padding-bottom:4px}
.nw{display:flex;gap:14px;padding:12px 18px;height:706px;overflow:hidden} .pn{background:#fff;border:1px solid #dde0ea;border-radius:6px;padding:12px 14px;overflow:hidden}
.pn h3{margin:0 0 8px;font-size:15px} .cond{display:flex;gap:8px;align-items:center;margin:6px 0} .cond span{border:1px solid #c9cde0;border-radius:4px;padding:5px 8px;background:#fafbff}
.and{color:#7c83ff;font-weight:bold;font-size:11px;margin:2px 0} .g{width:100%;border-collapse:collapse;font-size:12.5px} .g th{text-align:left;background:#eef0f8;padding:5px 6px;font-weight:bold;color:#4a5070;border-bottom:1px solid #d3d7e6}
.g td{padding:5px 6px;border-bottom:1px solid #eceef5;white-space:nowrap} .g tr.bad td{background:#fff1f1} .pill{background:#e9f7ef;color:#167a43;border-radius:8px;padding:1px 6px;font-size:11px}
.raw{font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;line-height:1.55;background:#1e2030;color:#d6daf0;border-radius:6px;padding:10px 12px;white-space:pre;overflow:hidden}
.map td{padding:4px 6px;border-bottom:1px solid #eceef5} .sel{border:1px solid #c9cde0;border-radius:4px;padding:2px 6px;background:#fff}
"""
SUBS = [("e.dewit@ziggo.nl", "Eva", "de Wit", "3581 KP", "Utrecht", "12-05-1991", "68%"), ("m.bakker84@gmail.com", "Mohamed", "Bakker", "3572 AJ", "Utrecht", "03-05-1984", "41%"),
        ("sanne.visser@kpnmail.nl", "Sanne", "Visser", "3512 BH", "Utrecht", "27-05-1979", "92%"), ("thijs.jansen@outlook.com", "Thijs", "Jansen", "3583 TB", "Utrecht", "19-05-1995", "12%"),
        ("lotte.mulder@hotmail.nl", "Lotte", "Mulder", "3531 CW", "Utrecht", "08-05-2001", "55%"), ("r.vandenberg@xs4all.nl", "Ruud", "van den Berg", "3523 GD", "Utrecht", "30-05-1962", "77%"),
        ("noor.elamrani@gmail.com", "Noor", "El Amrani", "3552 LK", "Utrecht", "15-05-1998", "63%")]


def _nl(inner: str, tab: str, url: str) -> str:
    top = "<div class='top'><b>Postvak</b><span>Campagnes</span><span class='on'>Relaties</span><span>Formulieren</span><span>Rapporten</span><span style='margin-left:auto'>Bakkerij Het Zuiden · Utrecht</span></div>"
    return _page(url, tab, top + inner, NL_CSS)


def nl_segment() -> str:
    rows = "".join(f"<tr><td>{_pii('EMAIL_ADDRESS', e, 'e-mail in a newsletter segment preview')}</td><td>{_pii('PERSON', f'{v} {a}', 'subscriber name in a newsletter segment preview')}</td>"
                   f"<td>{_pii('STREET_ADDRESS', pc + ' ' + c, 'postcode with its town in a newsletter segment preview')}</td><td>{_pii('DATE_OF_BIRTH', dob, 'date of birth in a newsletter segment preview')}</td>"
                   f"<td>{o}</td><td><span class='pill'>actief</span></td><td>14-02-2024</td></tr>" for e, v, a, pc, c, dob, o in SUBS)
    ed = ("<div class='pn' style='width:380px'><h3>Segment: Jarig in mei · regio Utrecht</h3><div style='color:#6b7190;margin-bottom:8px'>Lijst: Klanten nieuwsbrief (4.812 relaties)</div>"
          "<div class='cond'><span>Postcode</span><span>begint met</span><span>35</span></div><div class='and'>EN</div>"
          "<div class='cond'><span>Geboortedatum</span><span>maand is</span><span>mei</span></div><div class='and'>EN</div>"
          "<div class='cond'><span>Status</span><span>is</span><span>actief</span></div><div class='and'>OF</div>"
          "<div class='cond'><span>Tag</span><span>bevat</span><span>vip-taart</span></div>"
          "<div style='margin-top:14px;line-height:1.6'><b>148 relaties</b> voldoen aan dit segment<br>Gekoppeld aan campagne: <i>Verjaardagstaart -15% (mei)</i><br>Verzenddatum: 01-05-2025 07:00</div>"
          "<div style='margin-top:12px;background:#f4f5ff;border-radius:6px;padding:10px;line-height:1.5'><b>Voorbeeld onderwerpregel</b><br>Hoi {{voornaam}}, je verjaardag komt eraan! 15% korting op je taart</div></div>")
    grid = ("<div class='pn' style='flex:1'><h3>Voorbeeld (eerste 7 van 148)</h3><table class='g'><tr><th>E-mailadres</th><th>Naam</th><th>Postcode</th><th>Geboortedatum</th><th>Open-ratio</th><th>Status</th><th>Aangemeld</th></tr>"
            f"{rows}</table><div style='margin-top:10px;color:#6b7190'>Exporteren · Segment opslaan · Test versturen naar marketing@bakkerijhetzuiden.nl</div></div>")
    return _nl(f"<div class='nw'>{ed}{grid}</div>", "Segment bewerken · Postvak", "app.postvak.nl/relaties/segmenten/2291/bewerken")


def nl_import() -> str:
    raw = ("email;voornaam;achternaam;telefoon;geboortedatum;postcode\n"
           + _pii("EMAIL_ADDRESS", "kees.smit@planet.nl", "e-mail in a raw pasted CSV line") + ";" + _pii("PERSON", "Kees", "first name cell in a raw pasted CSV line") + ";" + _pii("PERSON", "Smit", "surname cell in a raw pasted CSV line") + ";" + _pii("PHONE_NUMBER", "+31 6 4127 8830", "phone with its country code in a raw pasted CSV line")
           + ";" + _pii("DATE_OF_BIRTH", "1973-08-14", "ISO date of birth in a raw pasted CSV line") + ";" + _pii("STREET_ADDRESS", "3514 AK", "postcode alone in a raw pasted CSV line") + "\n"
           + _pii("PERSON", "Femke Hendriks", "name inside angle brackets in a raw pasted CSV line") + " &lt;" + _pii("EMAIL_ADDRESS", "femke.h@ziggo.nl", "e-mail inside angle brackets with a name in a raw CSV line")
           + "&gt;;;;" + _pii("PHONE_NUMBER", "06-23 91 44 07", "mobile in a raw pasted CSV line") + ";;" + _pii("STREET_ADDRESS", "3555 VE", "postcode alone in a raw pasted CSV line") + "\n"
           + _pii("EMAIL_ADDRESS", "d.kok@@gmail.com", "malformed e-mail in a raw pasted CSV line") + ";" + _pii("PERSON", "Daan", "first name cell in a raw pasted CSV line") + ";" + _pii("PERSON", "Kok", "surname cell in a raw pasted CSV line") + ";;" + _pii("DATE_OF_BIRTH", "2002-11-30", "ISO date of birth in a raw pasted CSV line") + ";3521\n"
           + _pii("EMAIL_ADDRESS", "yara.boukhari@icloud.com", "e-mail in a raw pasted CSV line") + ";" + _pii("PERSON", "Yara", "first name cell in a raw pasted CSV line") + ";" + _pii("PERSON", "Boukhari", "surname cell in a raw pasted CSV line") + ";"
           + _pii("PHONE_NUMBER", "0031 30 271 8846", "phone with a 0031 prefix in a raw pasted CSV line") + ";;" + _pii("STREET_ADDRESS", "3582 TM", "postcode alone in a raw pasted CSV line") + "\n")
    mp = "".join(f"<tr><td>{c}</td><td>→</td><td><span class='sel'>{f} ▾</span></td><td style='color:#6b7190'>{e}</td></tr>"
                 for c, f, e in (("email", "E-mailadres", "verplicht"), ("voornaam", "Voornaam", ""), ("achternaam", "Achternaam", ""), ("telefoon", "Mobiel nummer", ""),
                                 ("geboortedatum", "Geboortedatum", "JJJJ-MM-DD"), ("postcode", "Postcode", "")))
    prev = [("kees.smit@planet.nl", "Kees Smit", "+31 6 4127 8830", "14-08-1973", "3514 AK", "nieuw"),
            ("femke.h@ziggo.nl", "", "06-23 91 44 07", "", "3555 VE", "bijwerken"),
            ("d.kok@@gmail.com", "Daan Kok", "", "30-11-2002", "3521", "ongeldig e-mailadres"),
            ("yara.boukhari@icloud.com", "Yara Boukhari", "0031 30 271 8846", "", "3582 TM", "nieuw")]

    def cell(kind: str, v: str, sit: str) -> str:
        return _pii(kind, v, sit) if v else "—"
    pr = "".join(f"<tr class='{'bad' if s.startswith('ongeldig') else ''}'><td>{cell('EMAIL_ADDRESS', e, 'e-mail in a parsed import preview')}</td>"
                 f"<td>{cell('PERSON', n, 'name in a parsed import preview')}</td><td>{cell('PHONE_NUMBER', p, 'phone in a parsed import preview')}</td>"
                 f"<td>{cell('DATE_OF_BIRTH', d, 'date of birth day first in a parsed import preview')}</td><td>{cell('STREET_ADDRESS', pc, 'postcode alone in a parsed import preview') if ' ' in pc else pc}</td><td>{s}</td></tr>" for e, n, p, d, pc, s in prev)
    left = (f"<div class='pn' style='width:560px'><h3>Relaties importeren · stap 2 van 3</h3><div style='color:#6b7190;margin-bottom:6px'>Geplakte gegevens (4 regels, scheidingsteken ;)</div>"
            f"<div class='raw'>{raw}</div><h3 style='margin-top:12px'>Kolommen koppelen</h3><table class='map' style='border-collapse:collapse'>{mp}</table>"
            "<div style='margin-top:8px'><input type='checkbox' checked> Bestaande relaties bijwerken &nbsp; <input type='checkbox'> Bevestigingsmail sturen (double opt-in)</div></div>")
    right = ("<div class='pn' style='flex:1'><h3>Voorbeeld na import</h3><table class='g'><tr><th>E-mailadres</th><th>Naam</th><th>Mobiel</th><th>Geboortedatum</th><th>Postcode</th><th>Actie</th></tr>"
             f"{pr}</table><div style='margin-top:12px;line-height:1.6'>2 nieuw · 1 bijwerken · <span style='color:#c0392b'>1 overgeslagen</span><br>Doellijst: Klanten nieuwsbrief · Bron: kassa-export april</div>"
             "<div style='margin-top:12px'><span class='btn'>Importeren</span> <span class='btn2'>Terug</span></div>"
             "<div style='margin-top:14px;background:#fff8e6;border:1px solid #f1dca4;border-radius:6px;padding:9px;line-height:1.45'>Let op: je mag alleen relaties importeren die toestemming hebben gegeven (AVG). Postvak controleert "
             "adressen op syntax, niet op bestaan.</div></div>")
    return _nl(f"<div class='nw'>{left}{right}</div>", "Importeren · Postvak", "app.postvak.nl/relaties/importeren?stap=2")


# -------------------------------------------------------------------------------------- blindk6: visa application
VISA_CSS = """
body{background:#f3f4f6;font-family:"DejaVu Sans",sans-serif;font-size:13px;color:#1f2933}
.gh{height:50px;background:#1d3557;color:#fff;display:flex;align-items:center;gap:18px;padding:0 26px} .gh b{font-size:16px}
.vw{display:flex;gap:16px;padding:12px 22px;height:704px;overflow:hidden} .steps{width:200px;font-size:12.5px;line-height:2.1;color:#52606d} .steps .on{color:#1d3557;font-weight:bold;border-left:3px solid #e63946;padding-left:8px}
.fm{flex:1;background:#fff;border:1px solid #d9dee4;border-radius:6px;padding:12px 20px;overflow:hidden} .fm h2{margin:0 0 8px;font-size:18px;color:#1d3557}
.sec{font-weight:bold;color:#1d3557;border-bottom:1px solid #d9dee4;margin:10px 0 6px;padding-bottom:3px;font-size:13.5px}
.gr{display:grid;grid-template-columns:repeat(3,1fr);gap:8px 14px} .gr label{display:block;font-size:11px;color:#52606d;margin-bottom:2px} .in{border:1px solid #b8c2cc;border-radius:3px;padding:4px 8px;min-height:24px;background:#fff}
.ad{width:100%;border-collapse:collapse;font-size:12px} .ad th{text-align:left;background:#eef1f5;padding:5px 6px;font-weight:normal;color:#52606d} .ad td{border-bottom:1px solid #e4e7eb;padding:5px 6px}
.up{display:flex;align-items:center;gap:12px;border:1px solid #e1e5ea;border-radius:5px;padding:4px 10px;margin:4px 0;font-size:12.5px} .up .ic{width:28px;height:34px;background:#e63946;color:#fff;font-size:9px;text-align:center;line-height:34px;border-radius:3px;flex:none}
.up .st{margin-left:auto;color:#1a7f4b;font-size:12px} .up .st.w{color:#b7791f}
"""


def _visa(inner: str, step: int, tab: str) -> str:
    steps = ["Applicant", "Passport", "Previous addresses", "Employment", "Sponsor", "Family", "Health", "Attach documents", "Review"]
    st = "".join(f"<div class='{'on' if k == step else ''}'>{k + 1}. {s}</div>" for k, s in enumerate(steps))
    head = "<div class='gh'><b>ImmiPortal</b><span>Temporary Skill Shortage visa (subclass 482) · TRN EGO4KX9Q2T</span><span style='margin-left:auto'>My account · Log out</span></div>"
    return _page("online.immiportal.gov.example/application/EGO4KX9Q2T/edit", tab, f"{head}<div class='vw'><div class='steps'>{st}</div>{inner}</div>", VISA_CSS)


def visa_applicant(rrn: str) -> str:
    def f(label: str, v: str) -> str:
        return f"<div><label>{label}</label><div class='in'>{v}</div></div>"
    app = ("<div class='gr'>" + f("Family name", _pii("DENY_LIST", "PARK", "deny-listed family name alone romanised in a visa form field"))
           + f("Given names", _pii("DENY_LIST", "SEOYEON", "deny-listed given name alone romanised in a visa form field"))
           + f("Name in native script", _pii("DENY_LIST", "朴瑞姸", "deny-listed name in Hanja in a visa form field"))
           + f("Date of birth", _pii("DATE_OF_BIRTH", "11 Jun 1992", "date of birth in a visa form field")) + f("Place of birth", "Daegu, Republic of Korea")
           + f("National identity number", _pii("ID_NUMBER", rrn, "Korean resident registration number in a visa form field"))
           + f("Passport number", _pii("ID_NUMBER", "M48207315", "passport number in a visa form field")) + f("Date of issue / expiry", "08 Feb 2021 · 08 Feb 2031")
           + f("Issuing authority", "Ministry of Foreign Affairs") + f("Email", _pii("EMAIL_ADDRESS", "park.seoyeon.design@gmail.com", "e-mail in a visa form field"))
           + f("Mobile", _pii("PHONE_NUMBER", "+82 10 4821 7730", "Korean mobile in international format in a visa form field")) + f("Relationship status", "Never married") + "</div>")
    addrs = [(_pii("STREET_ADDRESS", "396 World Cup buk-ro, Mapo-gu, Seoul 03925, Apt 101-1203", "previous address romanised in a visa form table"), "03/2022", "present"),
             (_pii("STREET_ADDRESS", "2-14-8 Nishitenma, Kita-ku, Osaka 530-0047, Room 605", "previous address in Japan in a visa form table"), "04/2018", "02/2022"),
             (_pii("STREET_ADDRESS", "77 Dongdeok-ro, Jung-gu, Daegu 41940", "previous address in Daegu in a visa form table"), "03/2011", "03/2018")]
    ad = "".join(f"<tr><td>{a}</td><td>{s}</td><td>{e}</td></tr>" for a, s, e in addrs)
    sponsor = ("<div class='gr'>" + f("Sponsoring business", "Harbourline Design Pty Ltd") + f("ABN", "53 004 085 616") + f("Business address", "Level 9, 88 Phillip St, Sydney NSW 2000")
               + f("Contact person", _pii("PERSON", "Olivia Nguyen", "sponsor's contact person in a visa form field"))
               + f("Contact phone", _pii("PHONE_NUMBER", "+61 2 8091 4476", "sponsor contact's direct line in a visa form field"))
               + f("Contact email", _pii("EMAIL_ADDRESS", "olivia.nguyen@harbourline.com.au", "sponsor contact's e-mail in a visa form field")) + "</div>")
    emp = ("<div class='gr'>" + f("Current employer", "Studio Hanok Co., Ltd. (Seoul)") + f("Position", "Senior UX designer") + f("Employed since", "March 2022") + "</div>")
    form = ("<div class='fm'><h2>Applicant details</h2><div style='color:#52606d;font-size:12px'>Applicant: " + _pii("DENY_LIST", "PARK SEOYEON", "deny-listed name romanised in capitals in a visa form subtitle")
            + " · Last saved 17 Apr 2025 10:12 (AEST)</div>"
            f"<div class='sec'>Applicant and passport</div>{app}<div class='sec'>Previous addresses (last 10 years)</div>"
            f"<table class='ad'><tr><th>Address</th><th>From</th><th>To</th></tr>{ad}</table><div class='sec'>Employment</div>{emp}<div class='sec'>Sponsor</div>{sponsor}</div>")
    return _visa(form, 0, "Applicant details · ImmiPortal")


def visa_documents() -> str:
    docs = [("Passport (bio page)", "", "PARK_SEOYEON_passport_M48207315.pdf", "1.2 MB", "Received"),
            ("National identity document", "", "resident_registration_certificate_KR.pdf", "640 kB", "Received"),
            ("Police certificate (Korea)", "", "police_clearance_KR_2025-03.pdf", "410 kB", "Received"),
            ("Police certificate (Japan)", "", "japan_police_cert_202203.pdf", "380 kB", "Requested"),
            ("Skills assessment", "", "VETASSESS_outcome_UX.pdf", "220 kB", "Received"),
            ("Curriculum vitae", "", "CV_Park_Seoyeon_2025.pdf", "310 kB", "Received"),
            ("Employment reference", "", "Studio_Hanok_reference_letter.pdf", "150 kB", "Received"),
            ("English test result", "", "IELTS_TRF_24KR004518PARS.pdf", "95 kB", "Received")]
    out = ""
    for k, (t, _, fn, size, st) in enumerate(docs):
        if k == 0:
            name = (_pii("DENY_LIST", "PARK_SEOYEON", "deny-listed name joined by an underscore in an uploaded file name") + "_passport_"
                    + _pii("ID_NUMBER", "M48207315", "passport number inside an uploaded file name") + ".pdf")
        elif k == 5:
            name = "CV_" + _pii("DENY_LIST", "Park_Seoyeon", "deny-listed name joined by an underscore in an uploaded file name") + "_2025.pdf"
        else:
            name = fn
        out += (f"<div class='up'><span class='ic'>PDF</span><div><b>{t}</b><br><span style='color:#52606d'>{name} · {size} · 14 Apr 2025</span></div>"
                f"<span class='st{' w' if st != 'Received' else ''}'>{st}</span></div>")
    fam = ("<table class='ad'><tr><th>Relationship</th><th>Name</th><th>Date of birth</th><th>Migrating</th></tr>"
           "<tr><td>Mother</td><td>" + _pii("PERSON", "KIM MIHYANG", "mother's name romanised in capitals in a family table") + "</td><td>"
           + _pii("DATE_OF_BIRTH", "23 Sep 1964", "mother's date of birth in a family table") + "</td><td>No</td></tr>"
           "<tr><td>Father</td><td>" + _pii("PERSON", "PARK JEONGHO", "father's name romanised in capitals in a family table") + "</td><td>"
           + _pii("DATE_OF_BIRTH", "02 Jan 1961", "father's date of birth in a family table") + "</td><td>No</td></tr></table>")
    form = ("<div class='fm'><h2>Attach documents</h2><div style='color:#52606d;font-size:12px;margin-bottom:6px'>8 of 9 required documents received · maximum 60 attachments, 5 MB each</div>"
            f"{out}<div class='sec'>Family members (non-migrating)</div>{fam}"
            "<div class='sec'>Health</div><div style='line-height:1.6'>HAP ID: " + _pii("ID_NUMBER", "77204518", "health examination ID in a visa application") + " · examination booked at Yonsei Severance panel clinic, 22 Apr 2025<br>"
            "Contact for this application: " + _pii("DENY_LIST", "Park Seo-yeon", "deny-listed name romanised with a hyphen in a visa application") + " (applicant) · fee paid AUD 3,210.00 · receipt 2025-0417-88213</div></div>")
    return _visa(form, 7, "Attach documents · ImmiPortal")


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind11(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20260702)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    ids = {"svnr": _svnr(rng.randint(100, 899), date(1988, 3, 14)), "hetu": _hetu(date(2003, 6, 9), rng.randint(2, 899)),
           "nir": _nir(f"2880375{rng.randint(100, 999)}{rng.randint(100, 999)}"), "iban_fr": _fr_iban(rng, "16807", "00012"),
           "alloc": f"{rng.randint(1_000_000, 9_999_999)}", "nif": _nif("2" + "".join(rng.choice(string.digits) for _ in range(7))),
           "iban_pt": _pt_iban(rng, "0035", "0683"), "rrn": _rrn("920611" + "2" + "".join(rng.choice(string.digits) for _ in range(5)))}
    ids["nif"] = f"{ids['nif'][:3]} {ids['nif'][3:6]} {ids['nif'][6:]}"
    with recorder(chromium, rig, source_day, work) as record:
        record("blindk0", [("tele0", lambda: tele_visit(ids["svnr"])), ("tele1", lambda: tele_rx(ids["svnr"]))], "telehealth visit (HiDPI)", dsf=2.0)
        record("blindk1", [("sisu0", sisu_transcript), ("sisu1", lambda: sisu_certificate(ids["hetu"]))], "student portal")
        record("blindk2", [("ameli0", lambda: ameli_account(ids["nir"], ids["iban_fr"])), ("caf0", lambda: caf_certificate(ids["alloc"]))], "French social security")
        record("blindk3", [("shop0", shop_checkout), ("shop1", shop_orders), ("shop2", shop_addresses)], "Korean shopping")
        record("blindk4", [("wa0", lambda: wa_group(ids["nif"], ids["iban_pt"])), ("wa1", wa_info)], "residents' group chat")
        record("blindk5", [("nl0", nl_segment), ("nl1", nl_import)], "newsletter segment and import")
        record("blindk6", [("visa0", lambda: visa_applicant(ids["rrn"])), ("visa1", visa_documents)], "visa application")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind11, "/tmp/blind11/preview")
