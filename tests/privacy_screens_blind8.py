# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""An eighth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind6.py, other applications again): everyday consumer and
small-business apps, mobile-first and dense, rendered by Debian's chromium through the rig of
tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindh0` … `blindh6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindh0` a phone mirrored at device scale 2 (HiDPI): the lock screen over a gradient wallpaper (the owner's
  message with the deny-listed South African name and a phone, translucent notification cards: a message preview
  naming a gate code, a bank SMS one-time code beside its amount and masked card that are not private, a delivery
  driver's name and number, a missed call) beside the emergency information screen (date of birth, home address,
  emergency contacts with phones; blood type and allergies not marked); then an expanded group notification (an
  address, an e-mail and a door code in chat previews) beside the dense notification history (a payment to a phone
  number inside a bank alert, a lock-box code, a verification code, a viewing address in a calendar entry);
- `blindh1` a food-delivery site in Spanish: the checkout (the deny-listed name typed without its accents, the
  delivery address over two lines, courier notes with a portal code and a porter's name, a phone and the receipt
  e-mail; the order number, prices, tip, promo code and a masked card not private), the order tracking page (a map
  label, the rider's name and scooter plate, a masked phone that is not private, a chat with the rider's own number
  and a neighbour's), then the order history in a dark theme (saved home, work and a friend's addresses, a gift
  note with a phone; totals and dates not private);
- `blindh2` a dating / community app: a profile (the deny-listed first name alone beside the age that is not
  private, a handle and an Instagram handle in a prompt) beside the conversation list (first names with initials,
  a phone in a preview), the thread (a phone, an e-mail and a street address in bubbles), then account recovery
  (the backup e-mail masked, not private, and the account e-mail shown whole; security answers to the mother's
  maiden name, first pet and birthplace questions shown in clear, a date of birth, a user name); the profile's first
  name also in the browser tab's title;
- `blindh3` a small shop's point of sale: the customer list surname first (`Dlamini, Zanele`, phones, e-mails,
  loyalty card numbers; visits, spend and dates not private) with a detail panel (a South African ID number for a
  lay-by account, birthday, address, a note with a phone), a till receipt in narrow monospace (the card's last four
  and authorisation code not private, the loyalty number, the customer as an initial and surname) beside a keyed-in
  phone order (a full card number, its CVC, the cardholder's name in capitals, a delivery address) and the day's
  sales (customers as an initial and surname, masked cards not private), then a customer CSV import preview (quoted
  `"Last, First"` fields holding commas, the raw file and its parsed table with the names split into two cells);
- `blindh4` a Spanish property portal: a listing (the agent's name, mobile and e-mail, an enquiry form filled in; the
  price, reference and features not private), the agent's viewing schedule (the flat's address, visitors' names,
  phones and e-mails) beside the property record (the deny-listed owner, his phone, e-mail and IBAN, a lock-box code
  in a note), then a land-registry extract (nota simple) in a serif font (the owners in capitals with their second
  surnames, DNI numbers, the flat's address written out in words, an address for notices; the mortgage amounts,
  registry numbers and verification code not private);
- `blindh5` a youth football club's squad roster printed to PDF at 72 % in a narrow font: players' dates of birth,
  parents (the deny-listed Iranian name surname first in capitals), mobiles, e-mails, addresses, emergency contacts
  and NHS numbers (shirt numbers, age groups, medical notes and subs not marked), children's first names in a note;
  then its second page (coaches' DBS certificate numbers, a match-day lift rota with car registrations, the club
  officers' contacts, the deny-listed name given name first and as a first name alone beside a clubhouse gate code, a
  refund's bank account number beside its sort code that is not private);
- `blindh6` at device scale 2 (HiDPI): a dark desktop messenger written right to left in Persian (the deny-listed
  name in Persian script and in Latin letters, a Latin phone and e-mail inside Persian sentences, a national code in
  Persian digits, an Iranian IBAN, an address in Persian, a forwarded message's author in Latin letters); then a
  Chinese mobile payment app on two phones: a transfer (the payee's name, a masked phone and masked card that are
  not private, recent payees' names beside masked phones, the same phone unmasked in the bill's details; amounts and
  transaction numbers not private) and the personal information page (a nickname, a 居民身份证 number masked and
  whole, the phone, the e-mail, an emergency contact, delivery addresses with recipients' names and phones).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a South African, a Spanish and an Iranian
name: the first also surname first with a comma, as an initial and surname and as a first name alone; the Spanish one
without its accents and in capitals with a second surname; the Iranian one in Persian script and surname first in
capitals). Checksummed values (IBAN with the Spanish account's control digits, card, DNI, South African ID number,
NHS number, Iranian national code, 居民身份证 number) are valid.
"""

from __future__ import annotations

import random
import string
from datetime import date
from pathlib import Path

from privacy_screens import _card
from privacy_screens_blind import SIT, _dni
from privacy_screens_blind2 import BlindRig2, _cn_id, _iban_b, _ibans_ok, _luhn_ok, _win
from privacy_screens_blind4 import _page, _pii, preview, recorder

DENY = ["Zanele Dlamini", "José Ángel Córdoba", "Maryam Rezaei"]
FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


# ------------------------------------------------------------------------------------------------ valid identifiers
def _ccc_dc(digits: str) -> str:
    """One control digit of a Spanish bank account (CCC): weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6 mod 11."""
    s = sum(int(c) * w for c, w in zip(digits, (1, 2, 4, 8, 5, 10, 9, 7, 3, 6), strict=True)) % 11
    return str({10: 1, 11: 0}.get(11 - s, 11 - s))


def _es_iban(rng: random.Random, bank: str, branch: str) -> str:
    """A Spanish IBAN whose account number (CCC) carries its two control digits."""
    acct = "".join(rng.choice(string.digits) for _ in range(10))
    return _iban_b("ES", bank + branch + _ccc_dc("00" + bank + branch) + _ccc_dc(acct) + acct)


def _es_iban_ok(iban: str) -> bool:
    b = iban.replace(" ", "")[4:]
    return b[8] == _ccc_dc("00" + b[:8]) and b[9] == _ccc_dc(b[10:])


def _dni_ok(d: str) -> bool:
    d = d.replace("-", "")
    return len(d) == 9 and "TRWAGMYFPDXBNJZSQVHLCKE"[int(d[:8]) % 23] == d[8]


def _luhn_digit(body: str) -> str:
    for c in string.digits:
        if _luhn_ok(body + c):
            return c
    raise AssertionError("unreachable")


def _za_id(born: date, serial: int) -> str:
    """A South African ID number: YYMMDD, a four-digit serial (below 5000: female), citizenship 0, 8, Luhn digit."""
    body = f"{born:%y%m%d}{serial:04d}08"
    return body + _luhn_digit(body)


def _nhs(rng: random.Random) -> str:
    """An NHS number: nine digits weighted 10 … 2, eleven less the sum mod 11 (never 10) as the tenth."""
    while True:
        d = [rng.randint(4, 6)] + [rng.randint(0, 9) for _ in range(8)]
        c = 11 - sum(v * (10 - k) for k, v in enumerate(d)) % 11
        if c != 10:
            s = "".join(map(str, d)) + str(c % 11)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def _nhs_ok(n: str) -> bool:
    d = [int(c) for c in n if c.isdigit()]
    c = 11 - sum(v * (10 - k) for k, v in enumerate(d[:9])) % 11
    return len(d) == 10 and c != 10 and c % 11 == d[9]


def _ir_code(first9: str) -> str:
    """An Iranian national code (کد ملی): nine digits weighted 10 … 2, then r if r < 2 else 11 - r (r the sum mod 11)."""
    r = sum(int(c) * (10 - k) for k, c in enumerate(first9)) % 11
    return first9 + str(r if r < 2 else 11 - r)


def _ir_code_ok(c: str) -> bool:
    return len(c) == 10 and _ir_code(c[:9]) == c


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    for k in ("dni", "dni2"):
        assert _dni_ok(ids[k]), ids[k]
    assert _luhn_ok(ids["za_id"]) and ids["za_id"][:6] == "930814", ids["za_id"]
    for k in ("nhs1", "nhs2", "nhs3", "nhs4", "nhs5", "nhs6"):
        assert _nhs_ok(ids[k]), ids[k]
    assert _ir_code_ok(ids["ir_code"]), ids["ir_code"]
    assert _cn_id(ids["cn_id"][:17]) == ids["cn_id"], ids["cn_id"]
    assert _es_iban_ok(ids["iban_es"]), ids["iban_es"]
    assert _luhn_ok(ids["card"]), ids["card"]


# ------------------------------------------------------------------------------------- blindh0: lock screen (HiDPI)
LOCK_CSS = """
body{background:#101318;font-family:"Liberation Sans",Arial,sans-serif} .desk{display:flex;justify-content:center;align-items:center;gap:70px;height:756px}
.ph{width:340px;height:724px;border:9px solid #000;border-radius:46px;overflow:hidden;position:relative;font-size:13px;box-shadow:0 0 0 2px #2f3540;color:#fff}
.wall{position:absolute;inset:0;background:linear-gradient(165deg,#16324a 0%,#4a3566 52%,#a8604c 100%)} .lay{position:relative;height:100%}
.sb{height:28px;display:flex;justify-content:space-between;padding:8px 24px 0;font-size:12px;font-weight:bold}
.clk{text-align:center;margin:6px 0 4px} .clk .d{font-size:14px} .clk .t{font-size:68px;font-weight:300;line-height:1.05;letter-spacing:-1px}
.own{font-size:11px;text-align:center;margin:0 20px 6px;line-height:1.35;color:#f1f1f5}
.nt{margin:6px 11px;background:rgba(244,244,248,.87);color:#111;border-radius:15px;padding:7px 11px;font-size:12px;line-height:1.35}
.nt .h{display:flex;justify-content:space-between;font-size:10.5px;color:#4b4b55;margin-bottom:1px} .nt b{font-size:12.5px}
.nt .ic{display:inline-block;width:14px;height:14px;border-radius:4px;margin-right:5px;vertical-align:-2px}
.more{margin:-6px 24px 0;height:9px;background:rgba(244,244,248,.55);border-radius:0 0 12px 12px}
.bot{position:absolute;bottom:16px;left:0;right:0;display:flex;justify-content:space-between;padding:0 30px;align-items:center;font-size:11px}
.bot .c{width:44px;height:44px;border-radius:22px;background:rgba(0,0,0,.35);display:inline-flex;align-items:center;justify-content:center;font-size:17px}
.ei{background:#fff;color:#202124;height:100%;font-family:"DejaVu Sans",sans-serif} .ei .top{background:#c5221f;color:#fff;padding:4px 0 14px}
.ei .top .sb{color:#fff} .ei h3{margin:4px 18px 0;font-size:19px;font-weight:normal} .ei .nm{font-size:13px;margin:4px 18px 0;opacity:.95}
.ei .sec{font-size:11.5px;color:#c5221f;font-weight:bold;margin:12px 18px 4px;letter-spacing:.3px}
.ei .r{padding:5px 18px;border-bottom:1px solid #eee;font-size:12.5px;line-height:1.35} .ei .r .k{font-size:10.5px;color:#5f6368}
.ei .ec{display:flex;align-items:center;gap:10px;padding:6px 18px;border-bottom:1px solid #eee;font-size:12.5px}
.ei .ec .a{width:32px;height:32px;border-radius:16px;color:#fff;text-align:center;line-height:32px;font-weight:bold;flex:none}
.nh{background:#f6f8fc;color:#1f1f1f;height:100%;font-family:"DejaVu Sans",sans-serif} .nh .t1{font-size:20px;padding:4px 16px 2px}
.nh .sub{font-size:11px;color:#5f6368;padding:4px 16px} .nh .grp{background:#fff;border-radius:14px;margin:5px 10px;padding:3px 0}
.nh .ap{display:flex;align-items:center;gap:6px;font-size:11px;color:#444;padding:4px 12px 1px;font-weight:bold}
.nh .ap i{display:inline-block;width:12px;height:12px;border-radius:3px} .nh .it2{padding:2px 12px 4px 30px;font-size:11px;line-height:1.32;border-top:1px solid #f1f3f4}
.nh .it2 .w{color:#80868b;float:right;font-size:10px;margin-left:6px}
"""


def _mirror(left: str, right: str) -> str:
    return _win("<span style='color:#e6e6ea'>Phone Link · Galaxy A54</span><span style='color:#8b8f98'>Screen mirroring · connected over Wi-Fi</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", LOCK_CSS, bar="#1b1e24", fg="#e6e6ea")


def _lock(notes: str, clock: str = "07:42", day: str = "Thursday, 17 April") -> str:
    return (f"<div class='wall'></div><div class='lay'><div class='sb'><span>Vodacom</span><span>▮▮▮ LTE 71%</span></div>"
            f"<div class='clk'><div class='d'>{day} · 14°C Cape Town</div><div class='t'>{clock}</div></div>"
            "<div class='own'>" + _pii("DENY_LIST", "Zanele Dlamini", "deny-listed name in a lock screen's owner message")
            + " · If found please call " + _pii("PHONE_NUMBER", "+27 83 555 0192", "phone in a lock screen's owner message") + "</div>"
            f"{notes}<div class='bot'><span class='c'>✆</span><span>Swipe up to open · <u>Emergency call</u></span><span class='c'>◉</span></div></div>")


def lock_screen() -> str:
    def nt(icon: str, app: str, when: str, inner: str, more: bool = False) -> str:
        return (f"<div class='nt'><div class='h'><span><span class='ic' style='background:{icon}'></span>{app}</span><span>{when}</span></div>{inner}</div>"
                + ("<div class='more'></div>" if more else ""))
    notes = (nt("#1a73e8", "Messages", "now", "<b>" + _pii("PERSON", "Sipho Nkosi", "sender name on a lock screen notification") + "</b><br>"
                "Running late, sorry! Gate code is " + _pii("SECRET_VALUE", "7731", "gate code in a lock screen message preview") + ", let yourself in")
             + nt("#00a3a3", "Messages", "3 min", "<b>FNB</b><br>FNB: OTP " + _pii("SECRET_VALUE", "582014", "bank SMS one-time code on a lock screen")
                  + " for R2,499.00 at TAKEALOT.COM with card ..4417. Never share this OTP.")
             + nt("#e4002b", "Mr D", "6 min", "<b>Your driver is nearly there</b><br>"
                  + _pii("PERSON", "Bongani Zulu", "delivery driver's name in a lock screen notification") + " is 4 min away. Call him on "
                  + _pii("PHONE_NUMBER", "071 803 4426", "delivery driver's phone in a lock screen notification"), more=True)
             + nt("#34a853", "Phone", "18 min", "<b>Missed call</b><br>" + _pii("PHONE_NUMBER", "+27 21 447 9012", "missed-call number on a lock screen") + " · Cape Town")
             + nt("#8e44ad", "Calendar", "09:30", "<b>Dentist</b> · Dr " + _pii("PERSON", "Farah Essop", "name in a calendar notification on a lock screen") + " · Kloof St Medical"))
    left = _lock(notes)
    contacts = [("ND", "#1e8e3e", _pii("PERSON", "Nomsa Dlamini", "emergency contact name on an emergency information screen"), "Mother",
                 _pii("PHONE_NUMBER", "082 447 1903", "emergency contact phone on an emergency information screen")),
                ("SN", "#1a73e8", _pii("PERSON", "Sipho Nkosi", "emergency contact name on an emergency information screen"), "Partner",
                 _pii("PHONE_NUMBER", "+27 61 239 5508", "emergency contact phone on an emergency information screen"))]
    ec = "".join(f"<div class='ec'><div class='a' style='background:{c}'>{i}</div><div style='flex:1'>{n}<br><span style='font-size:10.5px;color:#5f6368'>{r} · {p}</span></div>"
                 "<span style='color:#c5221f;font-size:17px'>✆</span></div>" for i, c, n, r, p in contacts)
    rows = [("Name", _pii("DENY_LIST", "Zanele Dlamini", "deny-listed name on an emergency information screen")),
            ("Date of birth", _pii("DATE_OF_BIRTH", "14 August 1993", "date of birth on an emergency information screen")),
            ("Address", _pii("STREET_ADDRESS", "Flat 4, Rosebank Court<br>" + chr(10) + "27 Lower Main Rd, Observatory 7925",
                             "home address over two lines on an emergency information screen")),
            ("Blood type", "O+"), ("Allergies", "Penicillin, bee stings"), ("Medication", "Salbutamol inhaler as needed"),
            ("Organ donor", "Yes"), ("Medical notes", "Asthma. Inhaler in the front pocket of my bag.")]
    info = "".join(f"<div class='r'><div class='k'>{k}</div>{v}</div>" for k, v in rows)
    right = ("<div class='ei'><div class='top'><div class='sb'><span>07:43</span><span>▮▮▮ LTE 71%</span></div><div style='padding:0 14px;font-size:18px'>←</div>"
             "<h3>Emergency information</h3><div class='nm'>Shown on the lock screen · visible without unlocking</div></div>"
             f"<div class='sec'>MEDICAL INFORMATION</div>{info}<div class='sec'>EMERGENCY CONTACTS</div>{ec}</div>")
    return _mirror(left, right)


def lock_history() -> str:
    group = ("<div class='nt' style='padding-bottom:9px'><div class='h'><span><span class='ic' style='background:#25d366'></span>WhatsApp · Book club</span><span>5 new · 2 min</span></div>"
             f"<b>{_pii('PERSON', 'Naledi Khumalo', 'sender name in an expanded group notification')}</b>: next one is at mine! "
             + _pii("STREET_ADDRESS", "9 Bree St, flat 31, Cape Town 8001", "address in an expanded group notification") + "<br>"
             f"<b>{_pii('PERSON', 'Thabo Mokoena', 'sender name in an expanded group notification')}</b>: RSVP to "
             + _pii("EMAIL_ADDRESS", "thabo.mokoena@icloud.com", "e-mail in an expanded group notification") + " pls<br>"
             "<b>" + _pii("PERSON", "Naledi", "first name alone in an expanded group notification") + "</b>: door code " + _pii("SECRET_VALUE", "4417#", "door code in an expanded group notification") + ", 3rd floor<br>"
             "<b>You</b>: bringing the koeksisters<br><span style='color:#1a73e8'>Reply · Mark as read · Mute</span></div>"
             "<div class='nt'><div class='h'><span><span class='ic' style='background:#ff6d00'></span>Takealot</span><span>12 min</span></div>"
             "<b>Order shipped</b><br>Order 88410272 · 2 items · Collect from Pickup Point Observatory from Fri</div>")
    left = _lock(group, "07:58")

    def it(app: str, colour: str, items: list[tuple[str, str, str]]) -> str:
        return (f"<div class='grp'><div class='ap'><i style='background:{colour}'></i>{app}</div>"
                + "".join(f"<div class='it2'><span class='w'>{w}</span><b>{t}</b><br>{x}</div>" for t, x, w in items) + "</div>")
    hist = (it("Capitec", "#0063a3", [("Payment sent", "R350.00 paid to " + _pii("PHONE_NUMBER", "0824471903", "phone inside a bank alert in a notification history")
                                       + " (Send Cash). Avail. bal R8,310.55", "07:31"),
                                      ("Card purchase", "R64.90 WOOLWORTHS OBS card ..4417", "Wed")])
            + it("Messages", "#1a73e8", [(_pii("PERSON", "Sipho Nkosi", "sender name in a notification history"),
                                          "Lock box code is " + _pii("SECRET_VALUE", "1975", "lock-box code in a notification history") + ", spare key under the aloe pot", "06:50"),
                                         ("Google", _pii("SECRET_VALUE", "G-174092", "verification code in a notification history") + " is your Google verification code.", "06:12")])
            + it("Calendar", "#8e44ad", [("Viewing · Sat 10:00", _pii("STREET_ADDRESS", "18 Kloof Nek Rd, Tamboerskloof", "viewing address in a calendar entry of a notification history")
                                          + " with " + _pii("PERSON", "Pieter van Wyk", "agent name in a calendar entry of a notification history"), "Wed")])
            + it("Gmail", "#d93025", [(_pii("PERSON", "Naledi Khumalo", "sender name in a notification history"), "Book club · April list + RSVP form", "Wed"),
                                      ("Discovery Health", "Your claim CLM-2204817 was paid", "Tue")])
            + it("Mr D", "#e4002b", [("Delivered", "Enjoy your order from Nando's Observatory · R212.40", "Tue")]))
    right = ("<div class='nh'><div class='sb' style='color:#1f1f1f'><span>07:58</span><span>▮▮▮ LTE 70%</span></div><div style='padding:0 14px;font-size:18px'>←</div>"
             "<div class='t1'>Notification history</div><div class='sub'>Use notification history ● On · Dismissed in the last 24 hours</div>"
             f"{hist}</div>")
    return _mirror(left, right)


# ------------------------------------------------------------------------------------------- blindh1: food delivery
FOOD_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f7f4ef;font-size:13.5px;color:#222}
.fh{height:50px;background:#fff;border-bottom:1px solid #eadfce;display:flex;align-items:center;gap:20px;padding:0 28px}
.fh .lg{font-size:21px;font-weight:bold;color:#ff5a1f;letter-spacing:-.5px} .fh .q{flex:0 0 340px;background:#f3efe9;border-radius:18px;padding:7px 14px;color:#888;font-size:13px}
.fh .r{margin-left:auto;display:flex;gap:16px;font-size:13px}
.fw{display:flex;gap:18px;padding:14px 28px;height:704px;overflow:hidden} .col{flex:1;display:flex;flex-direction:column;gap:12px;min-width:0}
.bx{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(60,40,20,.12);padding:12px 16px} .bx h3{margin:0 0 8px;font-size:15px}
.lab{font-size:11.5px;color:#8a7f72;margin-top:7px} .inp{border:1px solid #e0d7ca;border-radius:8px;padding:7px 10px;margin-top:3px;background:#fffdfa}
.ta{min-height:52px;line-height:1.4} .two{display:flex;gap:12px} .two>div{flex:1}
.slot{display:inline-block;border:1px solid #e0d7ca;border-radius:16px;padding:5px 12px;margin:4px 6px 0 0;font-size:12.5px} .slot.on{border-color:#ff5a1f;background:#fff1ea;color:#c2410c;font-weight:bold}
.li{display:flex;justify-content:space-between;padding:5px 0;border-bottom:1px dashed #eee} .li .q2{color:#ff5a1f;font-weight:bold;margin-right:8px}
.tot{display:flex;justify-content:space-between;padding:3px 0} .big{font-size:17px;font-weight:bold}
.pay{display:flex;justify-content:space-between;align-items:center;border:1px solid #e0d7ca;border-radius:8px;padding:8px 10px;margin-top:6px}
.go{background:#ff5a1f;color:#fff;border-radius:24px;text-align:center;padding:11px;font-weight:bold;font-size:15px;margin-top:10px}
.map2{height:300px;border-radius:12px;background:#e9ece3;position:relative;overflow:hidden}
.map2 .rd{position:absolute;background:#fff;box-shadow:0 0 0 1px #d9dcd2} .map2 .tag{position:absolute;background:#fff;border-radius:8px;padding:4px 8px;font-size:11.5px;box-shadow:0 2px 5px rgba(0,0,0,.2)}
.map2 .sn{position:absolute;font-size:9.5px;color:#8a8d84;letter-spacing:.3px}
.tl{display:flex;gap:0;margin:6px 0 2px} .tl div{flex:1;border-top:4px solid #ff5a1f;padding-top:4px;font-size:11.5px;color:#555} .tl .n{border-color:#e5ddd2;color:#aaa}
.rider{display:flex;gap:12px;align-items:center} .av{width:46px;height:46px;border-radius:23px;background:#7b5e45;flex:none}
.plate{display:inline-block;border:1.5px solid #123;border-radius:3px;padding:0 5px 0 14px;font-family:"DejaVu Sans Mono",monospace;font-size:12px;background:#fff;position:relative}
.plate:before{content:'';position:absolute;left:0;top:0;bottom:0;width:9px;background:#1f4aa8}
.chat{display:flex;flex-direction:column;gap:6px} .bb{max-width:78%;padding:7px 11px;border-radius:14px;line-height:1.4;font-size:13px} .bb.th{background:#f1ede7} .bb.me{background:#ff5a1f;color:#fff;margin-left:auto}
.bb small{display:block;font-size:10px;opacity:.7;margin-top:2px}
"""
FOOD_DARK = """
body{background:#17140f;color:#ece6dc} .fh{background:#211d17;border-color:#3a3228} .fh .q{background:#2c261e;color:#8c8273}
.bx{background:#221e18;box-shadow:none;border:1px solid #3a3228} .lab{color:#9a8f80} .muted{color:#9a8f80}
.oh{width:100%;font-size:12.5px} .oh th{color:#9a8f80;font-weight:normal;border-bottom:1px solid #3a3228;text-align:left;padding:5px 8px} .oh td{border-bottom:1px solid #2e2820;padding:6px 8px;vertical-align:top}
.st{color:#4ade80} .st.c{color:#f87171} .ad{display:flex;gap:10px;padding:7px 0;border-bottom:1px solid #2e2820} .ad .i{width:28px;height:28px;border-radius:14px;background:#3a3228;text-align:center;line-height:28px;flex:none}
.re{border:1px solid #ff5a1f;color:#ff8a5c;border-radius:14px;padding:2px 10px;font-size:11.5px}
"""


def _food(url: str, tab: str, inner: str, dark: bool = False) -> str:
    head = ("<div class='fh'><span class='lg'>rapidito</span><span class='q'>⌕ Busca restaurantes, platos o tiendas</span>"
            "<span style='font-size:13px'>◉ Entregar en <b>Casa</b> ▾</span><span class='r'><span>Pedidos</span><span>Ayuda</span><span>☺ Mi cuenta</span></span></div>")
    return _page(url, tab, head + inner, FOOD_CSS + (FOOD_DARK if dark else ""), dark=dark)


def food_checkout() -> str:
    items = [("1", "Pizza Diavola", "12,90 €"), ("2", "Tiramisú de la casa", "11,00 €"), ("1", "Ensalada burrata", "9,80 €"), ("3", "Agua con gas 50 cl", "5,40 €")]
    lis = "".join(f"<div class='li'><span><span class='q2'>{q}×</span>{n}</span><span>{p}</span></div>" for q, n, p in items)
    left = ("<div class='col' style='flex:1.35'>"
            "<div class='bx'><h3>1 · Dirección de entrega</h3>"
            "<div style='display:flex;gap:12px'><div style='width:86px;height:70px;border-radius:8px;background:#e9ece3;flex:none;position:relative'><span style='position:absolute;left:36px;top:20px;color:#ff5a1f;font-size:22px'>●</span></div>"
            "<div style='line-height:1.45'><b>Casa</b><br>" + _pii("STREET_ADDRESS", "Calle de Embajadores 112, 3º B<br>" + chr(10) + "28045 Madrid",
                                                                 "delivery address over two lines in a checkout card") + "<br><span class='muted'>Lavapiés · 1,2 km del restaurante</span></div>"
            "<span style='margin-left:auto;color:#ff5a1f;font-size:12.5px'>Cambiar</span></div>"
            "<div class='lab'>Instrucciones para el repartidor</div><div class='inp ta'>Portal con código: " + _pii("SECRET_VALUE", "4B19", "portal code in courier notes")
            + ". Llamar al 3º B. Si no estoy, dejar al portero (" + _pii("PERSON", "Sr. Anselmo", "porter's name in courier notes") + "), está hasta las 22:00.</div>"
            "<div class='two'><div><div class='lab'>Nombre</div><div class='inp'>" + _pii("DENY_LIST", "Jose Angel Cordoba", "deny-listed name without its accents in a checkout field") + "</div></div>"
            "<div><div class='lab'>Teléfono de contacto</div><div class='inp'>" + _pii("PHONE_NUMBER", "+34 611 284 790", "phone in a checkout field") + "</div></div></div>"
            "<div class='lab'>Enviar el recibo a</div><div class='inp'>" + _pii("EMAIL_ADDRESS", "joseangel.cordoba@gmail.com", "receipt e-mail in a checkout field") + "</div></div>"
            "<div class='bx'><h3>2 · ¿Cuándo?</h3><span class='slot on'>Lo antes posible · 25–35 min</span><span class='slot'>21:30–21:45</span><span class='slot'>21:45–22:00</span><span class='slot'>Programar</span></div>"
            "<div class='bx'><h3>3 · Pago</h3><div class='pay'><span>VISA •••• 4417 · caduca 09/27</span><span style='color:#16a34a'>✓ Predeterminada</span></div>"
            "<div class='pay'><span>Bizum</span><span class='muted'>○</span></div><div class='pay'><span>+ Añadir tarjeta</span><span></span></div></div></div>")
    right = ("<div class='col'><div class='bx'><div class='muted'>Tu pedido en</div><h3 style='font-size:17px;margin-top:2px'>La Tagliatella · Lavapiés</h3>"
             f"{lis}<div style='margin-top:8px'><div class='tot'><span>Subtotal</span><span>39,10 €</span></div><div class='tot'><span>Envío</span><span>1,99 €</span></div>"
             "<div class='tot'><span>Tarifa de servicio</span><span>0,99 €</span></div><div class='tot'><span>Código HOLA10</span><span style='color:#16a34a'>−3,00 €</span></div>"
             "<div class='lab'>Propina para el rider (100 % para él o ella)</div><div><span class='slot'>1 €</span><span class='slot on'>2 €</span><span class='slot'>3 €</span><span class='slot'>Otra</span></div>"
             "<div class='tot big' style='margin-top:10px'><span>Total</span><span>41,08 €</span></div></div>"
             "<div class='go'>Hacer pedido · 41,08 €</div><div class='muted' style='text-align:center;margin-top:6px'>Pedido RPD-5583021 · IVA incluido · Al pedir aceptas las condiciones</div></div>"
             "<div class='bx' style='font-size:12.5px;line-height:1.45'><b>¿Alergias?</b> Indícalas al restaurante en el chat tras el pedido. Los repartidores no pueden abrir los envases.</div></div>")
    return _food("rapidito.es/checkout?store=tagliatella-lavapies", "Finalizar pedido · rapidito", f"<div class='fw'>{left}{right}</div>")


def food_track() -> str:
    mp = ("<div class='map2'><div class='rd' style='left:-20px;top:96px;width:700px;height:14px;transform:rotate(-6deg)'></div>"
          "<div class='rd' style='left:240px;top:-30px;width:12px;height:380px;transform:rotate(14deg)'></div><div class='rd' style='left:470px;top:-20px;width:14px;height:360px'></div>"
          "<div class='rd' style='left:-10px;top:226px;width:700px;height:10px;transform:rotate(3deg)'></div>"
          "<span class='sn' style='left:26px;top:78px'>CALLE DE EMBAJADORES</span><span class='sn' style='left:490px;top:150px'>C. DEL MESÓN DE PAREDES</span>"
          "<span class='sn' style='left:40px;top:244px'>RONDA DE VALENCIA</span>"
          "<div class='tag' style='left:360px;top:34px'>◆ La Tagliatella</div>"
          "<div class='tag' style='left:300px;top:180px'>⌂ " + _pii("STREET_ADDRESS", "C/ Embajadores 112", "delivery address in a map label") + "</div>"
          "<div class='tag' style='left:150px;top:126px;background:#ff5a1f;color:#fff'>▶ 3 min</div></div>")
    left = ("<div class='col' style='flex:1.3'><div class='bx'><div style='display:flex;justify-content:space-between'><h3 style='font-size:18px'>Tu pedido llega a las 21:41</h3>"
            "<span class='muted'>Pedido RPD-5583021</span></div><div class='tl'><div>Confirmado 21:02</div><div>Preparando 21:05</div><div>En camino 21:19</div><div class='n'>Entregado</div></div></div>"
            f"<div class='bx' style='padding:8px'>{mp}</div>"
            "<div class='bx'><div class='rider'><div class='av'></div><div style='flex:1'><div style='font-size:15px;font-weight:bold'>"
            + _pii("PERSON", "Dimitri Popescu", "rider's name on a courier card") + "</div><div class='muted'>★ 4,9 · 1.312 entregas · Moto eléctrica</div></div>"
            "<div style='text-align:right'><span class='plate'>" + _pii("ID_NUMBER", "4821 LKM", "scooter plate on a courier card") + "</span>"
            "<div class='muted' style='margin-top:4px'>Llamada con número oculto: +34 6•• ••• •47</div></div></div></div></div>")
    chat = [("th", "Hola, estoy abajo en el portal. ¿Cuál es el código?", "21:38"),
            ("me", _pii("SECRET_VALUE", "4B19", "portal code in a chat bubble") + ", tercero B", "21:38"),
            ("th", "No funciona, te llamo desde mi número " + _pii("PHONE_NUMBER", "644 19 83 02", "rider's own phone in a chat bubble"), "21:39"),
            ("me", "Vale, bajo. Si no, llama a mi vecina " + _pii("PERSON", "Carmen", "neighbour's first name in a chat bubble") + " al "
             + _pii("PHONE_NUMBER", "699 402 118", "neighbour's phone in a chat bubble") + ", tiene llave", "21:40"),
            ("th", "Perfecto, ya me abrió el portero", "21:41")]
    bubbles = "".join(f"<div class='bb {w}'>{t}<small>{ts}</small></div>" for w, t, ts in chat)
    right = ("<div class='col'><div class='bx' style='flex:1'><div style='display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee;padding-bottom:8px;margin-bottom:8px'>"
             "<b>Chat con tu rider</b><span class='muted'>Los mensajes se borran 24 h después</span></div>"
             f"<div class='chat'>{bubbles}</div>"
             "<div class='inp' style='margin-top:14px;color:#aaa'>Escribe un mensaje…</div></div>"
             "<div class='bx' style='font-size:12.5px'><b>Resumen</b><div class='tot'><span>4 productos</span><span>39,10 €</span></div>"
             "<div class='tot'><span>Propina</span><span>2,00 €</span></div><div class='tot'><b>Total pagado</b><b>41,08 €</b></div><div class='muted'>VISA •••• 4417</div></div></div>")
    return _food("rapidito.es/pedido/RPD-5583021/seguimiento", "Tu pedido está en camino · rapidito", f"<div class='fw'>{left}{right}</div>")


def food_history() -> str:
    orders = [("17 abr 2025 · 21:41", "La Tagliatella · Lavapiés", "4 productos", "41,08 €", "Entregado", "Casa"),
              ("12 abr 2025 · 14:05", "Poke House Castellana", "2 productos", "23,40 €", "Entregado", "Trabajo"),
              ("09 abr 2025 · 20:50", "Flores Pétalo Madrid", "Ramo mediano + tarjeta", "34,90 €", "Entregado", "Lucía"),
              ("02 abr 2025 · 22:12", "Burger Mostaza", "3 productos", "28,15 €", "Cancelado", "Casa"),
              ("28 mar 2025 · 13:31", "Farmacia 24h Atocha", "Ibuprofeno 600, tiritas", "9,85 €", "Entregado", "Casa"),
              ("21 mar 2025 · 21:03", "Sushi Ya Embajadores", "5 productos", "47,60 €", "Entregado", "Casa"),
              ("18 mar 2025 · 13:48", "Honest Greens Castellana", "2 productos", "26,30 €", "Entregado", "Trabajo"),
              ("14 mar 2025 · 21:26", "La Tagliatella · Lavapiés", "3 productos", "33,75 €", "Entregado", "Casa"),
              ("07 mar 2025 · 10:02", "Carrefour Express Embajadores", "14 productos", "52,18 €", "Entregado", "Casa")]
    addr = {"Casa": _pii("STREET_ADDRESS", "C/ Embajadores 112, 3º B", "home address in an order history row"),
            "Trabajo": _pii("STREET_ADDRESS", "Paseo de la Castellana 95, planta 14", "work address in an order history row"),
            "Lucía": _pii("STREET_ADDRESS", "Calle del Pez 21, 1º dcha.", "friend's address in an order history row")}
    rows = "".join(f"<tr><td>{d}</td><td><b>{r}</b><br><span class='muted'>{i}</span></td><td>{a}</td><td class='st{' c' if s == 'Cancelado' else ''}'>{s}</td>"
                   f"<td style='text-align:right'>{t}</td><td><span class='re'>Repetir</span></td></tr>" for d, r, i, t, s, a in [(o[0], o[1], o[2], o[3], o[4], addr[o[5]]) for o in orders])
    side = ("<div class='col' style='flex:0 0 330px'><div class='bx'><div style='display:flex;gap:12px;align-items:center'><div class='av' style='background:#ff5a1f;text-align:center;line-height:46px;font-size:18px;color:#fff'>JA</div>"
            "<div><b style='font-size:15px'>" + _pii("DENY_LIST", "Jose Angel Cordoba", "deny-listed name without its accents in an account card") + "</b><br>"
            "<span class='muted'>" + _pii("EMAIL_ADDRESS", "joseangel.cordoba@gmail.com", "e-mail in a dark account card") + "</span><br>"
            "<span class='muted'>" + _pii("PHONE_NUMBER", "+34 611 284 790", "phone in a dark account card") + "</span></div></div></div>"
            "<div class='bx'><h3>Direcciones guardadas</h3>"
            "<div class='ad'><span class='i'>⌂</span><div><b>Casa</b><br>" + _pii("STREET_ADDRESS", "Calle de Embajadores 112, 3º B, 28045 Madrid", "saved home address in a dark list") + "</div></div>"
            "<div class='ad'><span class='i'>▣</span><div><b>Trabajo</b><br>" + _pii("STREET_ADDRESS", "Paseo de la Castellana 95, planta 14, 28046 Madrid", "saved work address in a dark list") + "</div></div>"
            "<div class='ad'><span class='i'>♥</span><div><b>" + _pii("PERSON", "Lucía Marín", "friend's name as a saved address label") + "</b><br>"
            + _pii("STREET_ADDRESS", "Calle del Pez 21, 1º dcha., 28004 Madrid", "friend's saved address in a dark list") + "</div></div></div>"
            "<div class='bx'><h3>Invita a tus amigos</h3><div class='muted'>Tu código: JOSEA-7Q2 · 5 € para ti y 5 € para quien invites</div></div></div>")
    gift = ("<div class='bx' style='margin-top:12px;font-size:12.5px;line-height:1.5'><b>Pedido 09 abr · Flores Pétalo Madrid · mensaje de la tarjeta</b><br>"
            "“¡Feliz cumpleaños, " + _pii("PERSON", "Lucía", "first name alone in a gift card message") + "! Nos vemos el sábado. Si el repartidor no encuentra el portal, llámame al "
            + _pii("PHONE_NUMBER", "611 284 790", "phone in a gift card message") + ". Un beso, " + _pii("DENY_LIST", "Jose", "deny-listed first name alone without its accent signing a gift message") + "”</div>")
    main = ("<div class='col'><div class='bx' style='flex:1;overflow:hidden'><div style='display:flex;align-items:baseline;gap:14px'><h3 style='font-size:19px'>Mis pedidos</h3>"
            "<span class='muted'>26 pedidos · gastado en 2025: 412,36 €</span><span style='margin-left:auto' class='muted'>Filtrar: Todos ▾</span></div>"
            f"<table class='oh'><tr><th>Fecha</th><th>Establecimiento</th><th>Entregado en</th><th>Estado</th><th style='text-align:right'>Total</th><th></th></tr>{rows}</table>{gift}</div></div>")
    return _food("rapidito.es/cuenta/pedidos", "Mis pedidos · rapidito", f"<div class='fw'>{side}{main}</div>", dark=True)


# ------------------------------------------------------------------------------------ blindh2: dating / community app
DATE_CSS = """
body{background:#fbf5f7;font-family:"DejaVu Sans",sans-serif;font-size:13px;color:#2b1d25}
.kw{display:flex;height:756px} .kn{width:64px;background:#2b1d25;display:flex;flex-direction:column;align-items:center;gap:22px;padding-top:16px;color:#e9c9d6;font-size:18px}
.kn .lg{color:#ff4f7b;font-weight:bold;font-size:20px} .kn .on{color:#fff}
.cl{width:300px;background:#fff;border-right:1px solid #f0dfe6;overflow:hidden} .cl .hd{padding:12px 16px 6px;font-size:18px;font-weight:bold}
.cl .tb2{display:flex;gap:14px;padding:0 16px 8px;font-size:12px;color:#9a7f8b;border-bottom:1px solid #f3e6ec} .cl .tb2 .on{color:#ff4f7b;font-weight:bold}
.mt{display:flex;gap:8px;padding:8px 16px 10px;border-bottom:1px solid #f6ecf0;overflow:hidden} .mt div{flex:none;width:52px;text-align:center;font-size:11px}
.mt i{display:block;width:48px;height:48px;border-radius:24px;margin:0 auto 3px;border:2px solid #ff4f7b}
.cv{display:flex;gap:10px;padding:9px 16px;border-bottom:1px solid #f6ecf0;align-items:center} .cv.on{background:#fff0f4}
.cv i{width:42px;height:42px;border-radius:21px;flex:none} .cv .tx{flex:1;min-width:0} .cv .p{color:#8d7480;font-size:12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.cv .w{flex:none;font-size:10.5px;color:#b39aa6;align-self:flex-start}
.pf{flex:1;overflow:hidden;padding:16px 22px;display:flex;gap:18px} .ph2{width:330px;flex:none;height:470px;border-radius:18px;background:linear-gradient(160deg,#f7b7a3,#c86b98 60%,#5b3a7a);position:relative}
.ph2 .cap{position:absolute;left:16px;bottom:14px;color:#fff} .ph2 .cap .n{font-size:30px;font-weight:bold} .ph2 .cap .n span{font-weight:normal}
.dots{position:absolute;top:10px;left:12px;right:12px;display:flex;gap:4px} .dots b{flex:1;height:3px;border-radius:2px;background:rgba(255,255,255,.5)} .dots b.on{background:#fff}
.card2{background:#fff;border-radius:14px;padding:12px 16px;box-shadow:0 1px 3px rgba(80,20,50,.1);margin-bottom:10px}
.pr2 .q{font-size:11.5px;color:#9a7f8b;font-weight:bold;text-transform:uppercase;letter-spacing:.4px} .pr2 .a{font-size:16px;margin-top:3px;line-height:1.35}
.chip{display:inline-block;background:#fdeaf0;color:#b0305a;border-radius:14px;padding:4px 11px;margin:3px 4px 0 0;font-size:12px}
.acts2{display:flex;gap:14px;justify-content:center;margin-top:12px} .acts2 span{width:54px;height:54px;border-radius:27px;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.15);display:flex;align-items:center;justify-content:center;font-size:22px}
.th2{flex:1;display:flex;flex-direction:column;background:#fff} .th2 .hd2{display:flex;gap:12px;align-items:center;padding:10px 18px;border-bottom:1px solid #f0dfe6}
.msgs2{flex:1;padding:12px 24px;display:flex;flex-direction:column;gap:7px;overflow:hidden;background:#fffafb}
.b2{max-width:62%;padding:8px 13px;border-radius:16px;line-height:1.42;font-size:13.5px} .b2.th{background:#f3e8ed;border-bottom-left-radius:4px} .b2.me{background:#ff4f7b;color:#fff;margin-left:auto;border-bottom-right-radius:4px}
.b2 small{display:block;font-size:10px;opacity:.65;margin-top:2px} .day{text-align:center;color:#b39aa6;font-size:11px;margin:4px 0}
.tip{background:#fff7e6;border:1px solid #f5d9a0;border-radius:10px;padding:8px 12px;font-size:12px;color:#7a5a12;margin:0 0 4px}
.ev{border:1px solid #f0dfe6;border-radius:12px;padding:8px 12px;max-width:62%;background:#fff}
.cmp{margin:10px 18px 14px;border:1px solid #ecd3dd;border-radius:22px;padding:10px 16px;color:#b39aa6}
"""
REC_CSS = """
body{background:#f2eef0;font-family:"DejaVu Sans",sans-serif;color:#2b1d25} .rw2{width:640px;margin:18px auto;background:#fff;border-radius:16px;box-shadow:0 2px 10px rgba(60,20,40,.12);padding:20px 34px;height:712px;overflow:hidden}
.rw2 h1{font-family:"DejaVu Serif",serif;font-size:25px;margin:4px 0 2px;font-weight:normal} .stp{display:flex;gap:6px;margin:8px 0 14px} .stp b{flex:1;height:4px;border-radius:2px;background:#eedde4} .stp b.on{background:#ff4f7b}
.opt{display:flex;gap:12px;align-items:center;border:1px solid #ead7df;border-radius:10px;padding:9px 14px;margin:6px 0;font-size:13.5px} .opt.on{border:2px solid #ff4f7b;background:#fff6f9}
.opt .rb{width:16px;height:16px;border-radius:8px;border:2px solid #c9a9b6;flex:none} .opt.on .rb{border:5px solid #ff4f7b}
.qq{margin-top:10px} .qq label{font-size:12.5px;color:#6b5360;display:block;margin-bottom:3px} .qq .in2{border:1px solid #d8c2cc;border-radius:8px;padding:8px 12px;font-size:14.5px;display:flex;justify-content:space-between}
.qq .in2 span.e{color:#b39aa6;font-size:12px} .ok2{color:#1f9d55;font-size:12px;margin-top:2px}
.bt3{display:inline-block;background:#ff4f7b;color:#fff;border-radius:22px;padding:10px 26px;font-weight:bold;font-size:14px} .lk{color:#c2185b;font-size:12.5px}
"""


def _kindred(inner: str, url: str, tab: str) -> str:
    nav = "<div class='kn'><span class='lg'>k</span><span>⌂</span><span class='on'>✉</span><span>☆</span><span>⚑</span><span>⚙</span></div>"
    return _page(url, tab, f"<div class='kw'>{nav}{inner}</div>", DATE_CSS)


def _convs(on: str) -> str:
    convs = [("Zanele", "DENY_LIST", "#c86b98", "here's my number, WhatsApp is easier", "21:14"),
             ("Thabo M.", "PERSON", "#6a8caf", "haha same, the Saturday parkrun at Green Point?", "20:02"),
             ("Kieran O.", "PERSON", "#8fb996", "You: Sounds good!", "Tue"),
             ("Ayesha P.", "PERSON", "#d9a05b", "call me 073 116 2045 after 6", "Mon"),
             ("Ruan v. d. M.", "PERSON", "#7d6bb0", "Ruan sent a photo", "Sun"),
             ("Lindiwe", "PERSON", "#b5651d", "You matched with Lindiwe", "Sat"),
             ("Observatory Book Club", "", "#3b7a57", "Naledi: next meet is at mine", "Fri")]
    out = ""
    for n, k, c, p, w in convs:
        if k == "DENY_LIST":
            nm = _pii(k, n, "deny-listed first name alone in a conversation list")
        elif k:
            nm = _pii(k, n, "first name with an initial in a conversation list" if "." in n else "first name alone in a conversation list")
        else:
            nm = n
        if "073 116 2045" in p:
            p = "call me " + _pii("PHONE_NUMBER", "073 116 2045", "phone in a conversation list preview") + " after 6"
        elif p.startswith("Naledi"):
            p = _pii("PERSON", "Naledi", "first name alone in a conversation list preview") + ": next meet is at mine"
        elif p.startswith(("Ruan", "You matched")):
            who = p.split(" ")[-1] if p.startswith("You") else "Ruan"
            p = p.replace(who, _pii("PERSON", who, "first name alone in a conversation list preview"))
        out += f"<div class='cv{' on' if n == on else ''}'><i style='background:{c}'></i><div class='tx'><b>{nm}</b><div class='p'>{p}</div></div><span class='w'>{w}</span></div>"
    mt = "".join(f"<div><i style='background:{c}'></i>{_pii('PERSON', n, 'first name alone under a new match avatar')}</div>" for n, c in (("Aiden", "#e0a96d"), ("Palesa", "#a05d8b"), ("Jess", "#5d8aa0"), ("Mbali", "#c0785a")))
    return (f"<div class='cl'><div class='hd'>Messages</div><div class='tb2'><span class='on'>Chats (7)</span><span>Requests (2)</span><span>Groups</span></div>"
            f"<div style='padding:8px 16px 0;font-size:11.5px;color:#9a7f8b;font-weight:bold'>NEW MATCHES</div><div class='mt'>{mt}</div>{out}</div>")


def date_profile() -> str:
    prompts = [("My simple pleasures", "Sunday markets in Obs, a long run up Lion's Head and a second-hand bookshop"),
               ("Find me on", "Instagram " + _pii("ACCOUNT_NAME", "@zanele.reads", "Instagram handle in a profile prompt") + " (mostly books and my cat)"),
               ("We'll get along if", "you can recommend a novel I haven't read yet")]
    pr = "".join(f"<div class='card2 pr2'><div class='q'>{q}</div><div class='a'>{a}</div></div>" for q, a in prompts)
    chips = "".join(f"<span class='chip'>{c}</span>" for c in ("Reading", "Trail running", "Jazz", "Cooking", "Dogs &amp; cats", "Non-smoker", "Wants kids: open"))
    prof = ("<div class='pf'><div><div class='ph2'><div class='dots'><b class='on'></b><b></b><b></b><b></b><b></b></div>"
            "<div class='cap'><div class='n'>" + _pii("DENY_LIST", "Zanele", "deny-listed first name alone as a profile title") + " <span>31</span></div>"
            "<div>✓ Photo verified · 4 km away</div></div></div><div class='acts2'><span>✕</span><span style='color:#ff4f7b'>♥</span><span style='color:#2d9cdb'>★</span></div></div>"
            "<div style='flex:1;min-width:0'><div class='card2'><div style='display:flex;justify-content:space-between'><b style='font-size:18px'>About</b>"
            "<span style='color:#9a7f8b'>" + _pii("ACCOUNT_NAME", "@zee.dlamini", "profile handle beside a heading") + "</span></div>"
            "<div style='margin-top:6px;line-height:1.5'>she/her · 31 · 1.68 m · Primary school teacher · Observatory, Cape Town<br>Looking for: something long-term · Languages: English, isiZulu, Afrikaans</div>"
            f"<div style='margin-top:6px'>{chips}</div></div>{pr}"
            "<div class='card2' style='font-size:12px;color:#8d7480'>Active today · Joined March 2024 · Profile ID 88-41720 · <u>Report</u> · <u>Block</u></div></div></div>")
    return _kindred(_convs("") + prof, "kindred.app/discover/profile/88-41720",
                    _pii("DENY_LIST", "Zanele", "deny-listed first name alone in a browser tab title") + ", 31 · Kindred")


def date_thread() -> str:
    msgs = ("<div class='day'>Yesterday</div>"
            "<div class='b2 th'>Hey " + _pii("PERSON", "Lwazi", "first name alone in a dating chat bubble") + "! Loved your answer about the Karoo trip<small>19:40</small></div>"
            "<div class='b2 me'>Haha thanks. Your book prompt was the best one I've seen on here<small>19:52</small></div>"
            "<div class='day'>Today</div>"
            "<div class='tip'>Kindred tip: keep chatting in the app until you feel comfortable. Never send money to someone you haven't met.</div>"
            "<div class='b2 th'>Okay you passed the test :) here's my number, WhatsApp is easier: " + _pii("PHONE_NUMBER", "072 418 3390", "phone in a dating chat bubble") + "<small>21:12</small></div>"
            "<div class='b2 me'>Saved! And my e-mail for the book list: " + _pii("EMAIL_ADDRESS", "lwazi.ndlovu87@gmail.com", "e-mail in a dating chat bubble") + "<small>21:13</small></div>"
            "<div class='b2 th'>Coffee at the Old Biscuit Mill on Saturday? Or come pick me up, I'm at " + _pii("STREET_ADDRESS", "27 Lower Main Rd, Observatory", "street address in a dating chat bubble")
            + ", flat 4, the blue door<small>21:14</small></div>"
            "<div class='ev'><b>Community event</b> · Obs Neighbourhood Braai<br><span style='color:#8d7480;font-size:12px'>Sat 26 Apr · 15:00 · Trill Road Park · 38 going</span></div>"
            "<div class='b2 me'>Saturday 10:00 works. I'll bring my copy of The Promise<small>21:20 ✓✓</small></div>")
    hd = ("<div class='hd2'><i style='width:40px;height:40px;border-radius:20px;background:#c86b98;display:inline-block'></i><div><b style='font-size:15px'>"
          + _pii("DENY_LIST", "Zanele", "deny-listed first name alone in a chat header") + "</b><br><span style='font-size:11.5px;color:#1f9d55'>● active now</span></div>"
          "<span style='margin-left:auto;color:#9a7f8b;font-size:12px'>Matched 14 Apr · ☏ Video date · ⋯</span></div>")
    thread = f"<div class='th2'>{hd}<div class='msgs2'>{msgs}</div><div class='cmp'>Write a message…</div></div>"
    return _kindred(_convs("Zanele") + thread, "kindred.app/messages/c/5f1c22", "Messages · Kindred")


def date_recovery() -> str:
    opts = ("<div class='opt'><span class='rb'></span><div>Text a code to my phone<br><span style='font-size:12px;color:#8d7480'>ending in ••• •• 92</span></div></div>"
            "<div class='opt on'><span class='rb'></span><div>E-mail a link to my backup address<br><span style='font-size:12px;color:#8d7480'>l•••••@o••••••.co.za</span></div></div>"
            "<div class='opt'><span class='rb'></span><div>Answer my security questions</div></div>")
    qs = [("What is your mother's maiden name?", "Mthembu", "mother's maiden name answer shown in clear"),
          ("What was the name of your first pet?", "Biscuit", "first pet answer shown in clear"),
          ("In which town were you born?", "Pietermaritzburg", "birthplace answer shown in clear")]
    qq = "".join(f"<div class='qq'><label>{q}</label><div class='in2'>{_pii('SECRET_VALUE', a, s + ' in a recovery form')}<span class='e'>◉ Hide</span></div></div>" for q, a, s in qs)
    body = ("<div class='rw2'><div style='display:flex;align-items:center'><b style='color:#ff4f7b;font-size:20px'>kindred</b><span style='margin-left:auto' class='lk'>Back to sign in</span></div>"
            "<h1>Recover your account</h1><div style='color:#6b5360;font-size:13px'>We found the account <b>" + _pii("EMAIL_ADDRESS", "lwazi.ndlovu87@gmail.com", "account e-mail in a recovery page sentence")
            + "</b> (user name <b>" + _pii("ACCOUNT_NAME", "lwazi_n87", "user name in a recovery page sentence") + "</b>).</div>"
            "<div class='stp'><b class='on'></b><b class='on'></b><b></b></div>"
            f"<div style='font-size:14px;font-weight:bold'>How should we verify it's you?</div>{opts}"
            "<div style='font-size:14px;font-weight:bold;margin-top:14px'>Security questions <span style='font-weight:normal;font-size:12px;color:#8d7480'>· answers are not case-sensitive</span></div>"
            f"{qq}<div class='qq'><label>Date of birth</label><div class='in2'>{_pii('DATE_OF_BIRTH', '19/03/1987', 'date of birth in a recovery form')}<span class='e'>DD/MM/YYYY</span></div>"
            "<div class='ok2'>✓ 3 of 3 answers match</div></div>"
            "<div style='margin-top:16px;display:flex;align-items:center;gap:16px'><span class='bt3'>Send recovery link</span><span class='lk'>I no longer have access to these</span></div>"
            "<div style='margin-top:12px;font-size:11.5px;color:#8d7480;line-height:1.45'>For your security, we'll sign you out of other devices. Recovery request RR-20250417-3381 · from Cape Town, ZA · Chrome on Windows</div></div>")
    return _page("kindred.app/account/recover?step=2", "Recover your account · Kindred", body, REC_CSS)


# ------------------------------------------------------------------------------------------- blindh3: point of sale
POS_CSS = """
body{background:#eef1f4;font-family:"Liberation Sans",Arial,sans-serif;font-size:12.5px;color:#1e293b}
.pw{display:flex;height:756px} .pn{width:180px;background:#0f3d3e;color:#b9d3cf;padding:12px 0;font-size:13px} .pn div{padding:8px 18px} .pn .on{background:#155e5f;color:#fff;border-left:3px solid #5eead4}
.pn .sh{font-weight:bold;color:#fff;font-size:15px;padding-bottom:14px} .pm{flex:1;padding:12px 16px;overflow:hidden;display:flex;gap:14px;min-width:0}
.pa{background:#fff;border:1px solid #dbe2ea;border-radius:8px;overflow:hidden} .pa .ht{padding:9px 12px;border-bottom:1px solid #e5eaf0;display:flex;gap:12px;align-items:center}
.ct{width:100%;font-size:12px;border-collapse:collapse} .ct th{background:#f6f8fa;color:#64748b;font-weight:normal;text-align:left;padding:6px 8px;border-bottom:1px solid #e2e8f0;white-space:nowrap}
.ct td{padding:6px 8px;border-bottom:1px solid #eef2f6;white-space:nowrap} .ct tr.on td{background:#e6fffa} .num{text-align:right}
.srch2{border:1px solid #cbd5e1;border-radius:6px;padding:5px 10px;color:#94a3b8;width:190px} .ht span{white-space:nowrap}
.dp{width:340px;flex:none;padding:14px 16px;line-height:1.45} .dp h2{margin:0;font-size:19px} .tier{display:inline-block;background:#fef3c7;color:#92400e;border-radius:10px;padding:1px 8px;font-size:11px}
.kv2{display:grid;grid-template-columns:104px 1fr;row-gap:5px;margin-top:10px} .kv2 .k{color:#64748b}
.note{background:#fffbeb;border:1px solid #fde68a;border-radius:6px;padding:7px 10px;margin-top:10px;font-size:12px}
.bt4{display:inline-block;background:#0f766e;color:#fff;border-radius:6px;padding:6px 12px} .bt5{display:inline-block;border:1px solid #cbd5e1;border-radius:6px;padding:6px 12px}
.rcp{width:318px;flex:none;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.18);font-family:"Liberation Mono","DejaVu Sans Mono",monospace;font-size:11.5px;line-height:1.38;white-space:pre;padding:12px 10px;color:#222;align-self:flex-start}
.kf{flex:1;padding:14px 18px} .kf h3{margin:0 0 4px;font-size:17px} .fgr{display:grid;grid-template-columns:1fr 1fr;gap:8px 16px;margin-top:10px}
.fgr label{display:block;font-size:11.5px;color:#64748b;margin-bottom:2px} .fgr .v{border:1px solid #cbd5e1;border-radius:6px;padding:7px 10px;font-size:13.5px;background:#fff} .fgr .w{grid-column:span 2}
.fgr .v.mono{font-family:"DejaVu Sans Mono",monospace;font-size:14px;letter-spacing:.5px}
.raw{font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;line-height:1.5;padding:6px 0;background:#fbfcfd}
.raw .l{display:flex} .raw .n{width:34px;flex:none;color:#94a3b8;text-align:right;padding-right:10px} .raw .t{white-space:pre-wrap;word-break:break-all;flex:1;padding-right:10px}
.map3{font-size:11px;color:#0f766e} .warn2{color:#b45309;font-size:12px;padding:3px 12px}
"""


def _pos(inner: str, on: str, url: str, tab: str) -> str:
    nav = ("<div class='pn'><div class='sh'>Fynbos &amp; Fig</div>"
           + "".join(f"<div class='{'on' if n == on else ''}'>{n}</div>" for n in ("Sell", "Transactions", "Customers", "Lay-bys", "Products", "Reports", "Settings"))
           + "<div style='margin-top:30px;font-size:11.5px;color:#7fa9a4'>Till 2 · Observatory<br>Tillpoint 4.22.1</div></div>")
    return _page(url, tab, f"<div class='pw'>{nav}<div class='pm'>{inner}</div></div>", POS_CSS)


POS_PEOPLE = [("Dlamini, Zanele", "DENY_LIST", "072 418 3390", "zanele.dlamini@outlook.com", 23, "4 812,50", "17 Apr 2025"),
              ("Abrahams, Shireen", "PERSON", "083 204 7719", "shireen.abrahams@gmail.com", 41, "9 340,00", "16 Apr 2025"),
              ("Botha, Annelie", "PERSON", "082 551 3306", "annelie.botha@mweb.co.za", 7, "1 265,00", "11 Apr 2025"),
              ("Cele, Sibusiso", "PERSON", "061 880 2147", "sbu.cele@icloud.com", 3, "690,00", "02 Apr 2025"),
              ("Daniels, Mogamat", "PERSON", "084 390 6621", None, 12, "2 104,80", "29 Mar 2025"),
              ("du Plessis, Marike", "PERSON", "076 412 9983", "marike.dp@gmail.com", 18, "3 870,00", "27 Mar 2025"),
              ("Fortuin, Graham", "PERSON", "082 774 3019", "graham.fortuin@gmail.com", 4, "560,00", "25 Mar 2025"),
              ("Govender, Kreshen", "PERSON", "084 771 2093", "kgovender@webmail.co.za", 9, "1 980,00", "21 Mar 2025"),
              ("Hendricks, Leeanne", "PERSON", "073 611 2984", "leeanne.h@webmail.co.za", 11, "1 720,00", "18 Mar 2025"),
              ("Jacobs, Chantal", "PERSON", "074 305 1168", "chantal.jacobs@yahoo.com", 5, "845,50", "14 Mar 2025"),
              ("Khumalo, Naledi", "PERSON", "079 663 0184", "naledi.k@gmail.com", 27, "6 015,00", "12 Mar 2025"),
              ("Mokoena, Thabo", "PERSON", "071 220 5518", "thabo.mokoena@icloud.com", 2, "370,00", "08 Mar 2025"),
              ("Moosa, Tasneem", "PERSON", "084 229 5170", "tasneem.moosa@gmail.com", 8, "2 040,00", "05 Mar 2025"),
              ("Naidoo, Priyanka", "PERSON", "083 664 0912", "priyanka.naidoo@outlook.com", 15, "2 755,00", "01 Mar 2025"),
              ("Nel, Johan", "PERSON", "083 447 8806", None, 2, "310,00", "26 Feb 2025"),
              ("Sithole, Bheki", "PERSON", "072 190 4453", "bheki.sithole@outlook.com", 6, "1 105,00", "24 Feb 2025"),
              ("van Wyk, Pieter", "PERSON", "082 613 0457", "pieter.vanwyk@telkomsa.net", 6, "3 492,00", "22 Feb 2025"),
              ("Williams, Jade", "PERSON", "065 018 7734", "jadew@gmail.com", 1, "129,00", "15 Feb 2025")]


def pos_customers(loyalty: dict[str, str], za_id: str) -> str:
    rows = ""
    for k, (nm, kind, ph, em, visits, spend, last) in enumerate(POS_PEOPLE):
        sit = "deny-listed name surname first with a comma in a customer table" if kind == "DENY_LIST" else "name surname first with a comma in a customer table"
        emc = _pii("EMAIL_ADDRESS", em, "e-mail in a customer table") if em else "<span style='color:#94a3b8'>—</span>"
        rows += (f"<tr class='{'on' if k == 0 else ''}'><td>{_pii(kind, nm, sit)}</td><td>{_pii('PHONE_NUMBER', ph, 'mobile in a customer table')}</td><td>{emc}</td>"
                 f"<td>{_pii('ID_NUMBER', loyalty[nm], 'loyalty card number in a customer table')}</td><td class='num'>{visits}</td><td class='num'>R {spend}</td><td>{last}</td></tr>")
    table = ("<div class='pa' style='flex:1;min-width:0'><div class='ht'><b style='font-size:15px'>Customers</b><span style='color:#64748b'>412 customers · 38 with lay-bys</span>"
             "<span class='srch2' style='margin-left:auto'>⌕ Search name, phone or card</span><span class='bt4'>+ Add</span><span class='bt5'>Import CSV</span></div>"
             f"<table class='ct'><tr><th>Customer ▲</th><th>Mobile</th><th>E-mail</th><th>Loyalty card</th><th class='num'>Visits</th><th class='num'>Spend</th><th>Last visit</th></tr>{rows}</table>"
             "<div style='padding:8px 12px;color:#64748b'>Showing 1–18 of 412 · ‹ 1 2 3 … 32 ›</div></div>")
    detail = ("<div class='pa dp'><div style='display:flex;justify-content:space-between;align-items:center'><h2>" + _pii("DENY_LIST", "Zanele Dlamini", "deny-listed name as a detail panel title")
              + "</h2><span class='tier'>★ Gold</span></div><div style='color:#64748b;font-size:12px'>Customer since March 2023 · 23 visits · R 4 812,50</div>"
              "<div class='kv2'>"
              f"<span class='k'>Mobile</span><span>{_pii('PHONE_NUMBER', '072 418 3390', 'mobile in a customer detail panel')}</span>"
              f"<span class='k'>E-mail</span><span>{_pii('EMAIL_ADDRESS', 'zanele.dlamini@outlook.com', 'e-mail in a customer detail panel')}</span>"
              f"<span class='k'>Birthday</span><span>{_pii('DATE_OF_BIRTH', '14 Aug 1993', 'birthday in a customer detail panel')}</span>"
              f"<span class='k'>ID number</span><span>{_pii('ID_NUMBER', za_id, 'South African ID number in a customer detail panel')} <span style='color:#64748b;font-size:11px'>(lay-by)</span></span>"
              f"<span class='k'>Address</span><span>{_pii('STREET_ADDRESS', 'Flat 4, Rosebank Court<br>' + chr(10) + '27 Lower Main Rd, Observatory, 7925', 'address over two lines in a customer detail panel')}</span>"
              f"<span class='k'>Loyalty card</span><span>{_pii('ID_NUMBER', loyalty['Dlamini, Zanele'], 'loyalty card number in a customer detail panel')}</span>"
              "<span class='k'>Points</span><span>1 284 (R 128,40)</span><span class='k'>Marketing</span><span>WhatsApp ✓ · E-mail ✓ · SMS ✕</span></div>"
              "<div class='note'><b>Lay-by LB-0442</b> · Ardmore vase · R 1 650,00 of R 3 300,00 paid · next R 550,00 due 30 Apr</div>"
              "<div class='note'>Note (" + _pii("PERSON", "Anele", "first name alone in a customer note") + ", 02 Apr): prefers WhatsApp on " + _pii("PHONE_NUMBER", "072 418 3390", "phone in a customer note")
              + ". Collecting the vase herself; her partner " + _pii("PERSON", "Sipho", "first name alone in a customer note") + " may pick up.</div>"
              "<div style='margin-top:12px;display:flex;gap:8px'><span class='bt4'>New sale</span><span class='bt5'>Edit</span><span class='bt5'>History</span></div></div>")
    return _pos(table + detail, "Customers", "pos.tillpoint.co.za/store/fynbos-fig/customers/c_88172", "Customers · Tillpoint")


def pos_receipt(loyalty0: str, card: str) -> str:
    rc = ("      FYNBOS &amp; FIG HOMEWARE\n   98 Lower Main Rd, Observatory\n   Cape Town 7925 · 021 447 3310\n        VAT No. 4480271935\n"
          "--------------------------------------\nTAX INVOICE            #INV-0031847\n17/04/2025 10:42            Till 2\n"
          "Cashier: " + _pii("PERSON", "Anele M.", "cashier's name with an initial on a till receipt") + "\n--------------------------------------\n"
          "Ardmore ceramic vase         1 850,00\nLinen napkins (set of 4)       420,00\nFynbos candle 300g  2 x 185     370,00\n"
          "--------------------------------------\nSUBTOTAL                     2 640,00\nLoyalty Gold -5%              -132,00\n"
          "<b>TOTAL                     R 2 508,00</b>\nVAT incl. (15%)                327,13\n--------------------------------------\n"
          "CARD      VISA ************4417\nAUTH 083214     RRN 510714882031\nCONTACTLESS · APPROVED\n--------------------------------------\n"
          "Customer: " + _pii("DENY_LIST", "Z. Dlamini", "deny-listed name as an initial and surname on a till receipt") + "\n"
          "Loyalty:  " + _pii("ID_NUMBER", loyalty0, "loyalty number on a till receipt") + "\nPoints earned 50 · balance 1 334\nLay-by LB-0442 balance R 1 650,00\n\n"
          "  Exchanges within 14 days with slip\n      Thank you · come again!")
    sales = [("10:42", "S-0031847", ("DENY_LIST", "Z. Dlamini"), "VISA •• 4417", "R 2 508,00"), ("10:18", "S-0031846", None, "Cash", "R 185,00"),
             ("09:57", "S-0031845", ("PERSON", "S. Abrahams"), "Mastercard •• 0921", "R 640,00"), ("09:40", "LB-0440 payment", ("PERSON", "L. Hendricks"), "EFT", "R 300,00"),
             ("09:31", "S-0031844", None, "SnapScan", "R 89,90"), ("09:12", "Refund S-0031790", ("PERSON", "A. Botha"), "VISA •• 7730", "−R 185,00")]
    recent = "".join(f"<tr><td>{t}</td><td>{n}</td><td>{_pii(c[0], c[1], 'deny-listed name as an initial and surname in a sales list' if c[0] == 'DENY_LIST' else 'name as an initial and surname in a sales list') if c else 'Walk-in'}</td>"
                     f"<td>{m}</td><td class='num'>{a}</td></tr>" for t, n, c, m, a in sales)
    kf = ("<div class='pa kf'><div style='display:flex;justify-content:space-between;align-items:baseline'><h3>Phone order · card not present</h3><span style='color:#b45309'>● Authorising…</span></div>"
          "<div style='color:#64748b'>Sale #S-0031848 · Woven ilala basket (large) × 1 · R 1 249,00 · courier R 120,00</div>"
          "<div class='fgr'>"
          f"<div><label>Customer</label><div class='v'>{_pii('PERSON', 'Pieter van Wyk', 'customer name in a keyed-in order form')}</div></div>"
          f"<div><label>Phone</label><div class='v'>{_pii('PHONE_NUMBER', '+27 82 613 0457', 'phone in a keyed-in order form')}</div></div>"
          f"<div class='w'><label>E-mail receipt to</label><div class='v'>{_pii('EMAIL_ADDRESS', 'pieter.vanwyk@telkomsa.net', 'e-mail in a keyed-in order form')}</div></div>"
          f"<div class='w'><label>Deliver to</label><div class='v'>{_pii('STREET_ADDRESS', '14 Kestrel Ave, Bryanston, Sandton 2191', 'delivery address in a keyed-in order form')}</div></div>"
          f"<div class='w'><label>Card number</label><div class='v mono'>{_pii('CREDIT_CARD', card, 'full card number keyed into a phone order')}</div></div>"
          "<div><label>Expiry</label><div class='v mono'>11 / 27</div></div>"
          f"<div><label>CVC</label><div class='v mono'>{_pii('SECRET_VALUE', '382', 'card CVC keyed into a phone order')}</div></div>"
          f"<div class='w'><label>Name on card</label><div class='v'>{_pii('PERSON', 'P J VAN WYK', 'cardholder name in capitals in a keyed-in order form')}</div></div></div>"
          "<div style='margin-top:14px;display:flex;gap:10px;align-items:center'><span class='bt4'>Charge R 1 369,00</span><span class='bt5'>Save as quote</span>"
          "<span style='color:#64748b;margin-left:auto;font-size:11.5px'>Card details are not stored · PCI DSS SAQ C-VT</span></div>"
          "<div style='margin-top:16px;border-top:1px solid #e5eaf0;padding-top:10px'><b>Today</b> · 14 sales · R 18 420,50 · 3 lay-by payments · 1 refund (R 185,00)</div>"
          f"<table class='ct' style='margin-top:6px'><tr><th>Time</th><th>Sale</th><th>Customer</th><th>Paid with</th><th class='num'>Amount</th></tr>{recent}</table></div>")
    return _pos(f"<div class='rcp'>{rc}</div>{kf}", "Sell", "pos.tillpoint.co.za/store/fynbos-fig/sell", "Sell · Tillpoint")


def pos_import(loyalty: dict[str, str]) -> str:
    rows = [("Dlamini, Zanele", "DENY_LIST", "072 418 3390", "zanele.dlamini@outlook.com", "1993-08-14", loyalty["Dlamini, Zanele"].replace(" ", ""), "Lay-by, prefers WhatsApp"),
            ("Rezaei, Maryam", "DENY_LIST", "+44 7700 918342", "maryam.rezaei.arch@gmail.com", "", "", "Online order, ships to Manchester, UK"),
            ("Govender, Kreshen", "PERSON", "084 771 2093", "kgovender@webmail.co.za", "1988-11-02", loyalty["Govender, Kreshen"].replace(" ", ""), "Gift wrap, always"),
            ("Petersen, Ilse", "PERSON", "072 903 4481", "ilse.petersen@gmail.com", "1975-06-30", "", "Trade account, 10% off"),
            ("Mokoena, Thabo", "PERSON", "071 220 5518", "thabo.mokoena@icloud.com", "1990-05-23", loyalty["Mokoena, Thabo"].replace(" ", ""), "Book club member"),
            ("Khumalo, Naledi", "PERSON", "079 663 0184", "naledi.k@gmail.com", "", loyalty["Khumalo, Naledi"].replace(" ", ""), "Ardmore restock alert, \"\"urgent\"\""),
            ("van Wyk, Pieter J.", "PERSON", "+27 82 613 0457", "pieter.vanwyk@telkomsa.net", "1969-02-11", "", "Phone orders, delivers to Bryanston")]
    raw = "<div class='l'><span class='n'>1</span><span class='t'>\"Name\",\"Mobile\",\"Email\",\"Birthday\",\"Loyalty no\",\"Notes\"</span></div>"
    table = ""
    for k, (nm, kind, ph, em, dob, loy, note) in enumerate(rows, 2):
        sit = "deny-listed name surname first inside a quoted CSV field" if kind == "DENY_LIST" else "name surname first inside a quoted CSV field"
        cells = [f"\"{_pii(kind, nm, sit)}\"", f"\"{_pii('PHONE_NUMBER', ph, 'phone in a raw CSV line')}\"", f"\"{_pii('EMAIL_ADDRESS', em, 'e-mail in a raw CSV line')}\"",
                 f"\"{_pii('DATE_OF_BIRTH', dob, 'birthday in a raw CSV line')}\"" if dob else "\"\"",
                 f"\"{_pii('ID_NUMBER', loy, 'loyalty number unspaced in a raw CSV line')}\"" if loy else "\"\"", f"\"{note}\""]
        raw += f"<div class='l'><span class='n'>{k}</span><span class='t'>{','.join(cells)}</span></div>"
        last, first = nm.split(", ")
        fsit = "deny-listed given name alone in a parsed import cell" if kind == "DENY_LIST" else "given name alone in a parsed import cell"
        lsit = "deny-listed surname alone in a parsed import cell" if kind == "DENY_LIST" else "surname alone in a parsed import cell"
        flag = "⚠ merge" if k == 7 else "⚠ not ZA" if k == 3 else "✓ new"
        table += (f"<tr><td class='num' style='color:#94a3b8'>{k}</td><td>{_pii(kind, first, fsit)}</td><td>{_pii(kind, last, lsit)}</td>"
                  f"<td>{_pii('PHONE_NUMBER', ph, 'phone in a parsed import cell')}</td><td>{_pii('EMAIL_ADDRESS', em, 'e-mail in a parsed import cell')}</td>"
                  f"<td>{_pii('DATE_OF_BIRTH', dob, 'birthday in a parsed import cell') if dob else '—'}</td>"
                  f"<td>{_pii('ID_NUMBER', loy, 'loyalty number in a parsed import cell') if loy else '—'}</td><td>{note.replace(chr(34) * 2, chr(34))}</td><td>{flag}</td></tr>")
    heads = [("#", ""), ("First name", "Name → split “Last, First”"), ("Last name", "Name → split"), ("Mobile", "Mobile → Phone"), ("E-mail", "Email → E-mail"),
             ("Birthday", "Birthday → Birthday"), ("Loyalty card", "Loyalty no → Loyalty"), ("Notes", "Notes → Note"), ("Status", "")]
    th = "".join(f"<th>{h}<div class='map3'>{m}</div></th>" for h, m in heads)
    inner = ("<div style='flex:1;display:flex;flex-direction:column;gap:10px;min-width:0'>"
             "<div class='pa'><div class='ht'><b style='font-size:15px'>Import customers</b><span style='color:#64748b'>Step 2 of 3 · Check the columns</span>"
             "<span style='margin-left:auto;color:#64748b'>customers_export_2025-04.csv · 7 rows · UTF-8 · comma-separated · first row is a header ☑</span></div>"
             f"<div class='raw'>{raw}</div></div>"
             "<div class='pa'><div class='ht'><b>Preview</b><span style='color:#64748b'>Names in “Last, First” form are split at the comma</span></div>"
             f"<table class='ct' style='font-size:11.5px'><tr>{th}</tr>{table}</table>"
             "<div class='warn2'>⚠ Row 3: mobile is not a South African number, kept as written. ⚠ Row 7: matches an existing customer by e-mail and will be merged.</div>"
             "<div style='padding:8px 12px;display:flex;gap:8px'><span class='bt5'>Back</span><span class='bt4'>Import 7 customers</span></div></div></div>")
    return _pos(inner, "Customers", "pos.tillpoint.co.za/store/fynbos-fig/customers/import", "Import customers · Tillpoint")


# ------------------------------------------------------------------------------------------ blindh4: property portal
RE_CSS = """
body{background:#fff;font-family:"Liberation Sans",Arial,sans-serif;font-size:13.5px;color:#333}
.rh{height:48px;border-bottom:1px solid #e6e6e6;display:flex;align-items:center;gap:22px;padding:0 34px} .rh .lg{font-size:20px;font-weight:bold;color:#1b7f5b}
.rw3{display:flex;gap:26px;padding:10px 34px;height:706px;overflow:hidden} .rl{flex:1;min-width:0} .rr{width:330px;flex:none}
.crumb{font-size:12px;color:#888} .rl h1{font-size:21px;margin:4px 0 2px;font-weight:normal} .pr3{font-size:25px;font-weight:bold;margin:4px 0}
.gal{display:grid;grid-template-columns:2fr 1fr 1fr;grid-template-rows:128px 128px;gap:4px;margin:8px 0} .gal div{border-radius:4px}
.ft3{display:flex;gap:18px;font-size:14px;margin:6px 0 8px} .desc{line-height:1.55;font-size:13px}
.ctc{border:1px solid #ddd;border-radius:8px;padding:14px 16px;box-shadow:0 2px 8px rgba(0,0,0,.06)} .ctc .ag{display:flex;gap:10px;align-items:center;margin-bottom:8px}
.ctc .lo{width:44px;height:44px;border-radius:6px;background:#c0392b;color:#fff;font-weight:bold;text-align:center;line-height:44px;flex:none}
.ctc .f3{border:1px solid #ccc;border-radius:4px;padding:6px 9px;margin-top:6px;font-size:13px} .ctc .f3.ta{min-height:70px;line-height:1.4}
.ctc .bt6{background:#1b7f5b;color:#fff;text-align:center;border-radius:4px;padding:9px;margin-top:8px;font-weight:bold}
.ctc .ph3{border:1px solid #1b7f5b;color:#1b7f5b;text-align:center;border-radius:4px;padding:7px;margin-top:8px}
.ag2{display:flex;height:756px;font-family:"DejaVu Sans",sans-serif;font-size:11.5px} .ag2 .sd{width:176px;background:#263238;color:#b0bec5;padding:12px 0} .ag2 .sd div{padding:7px 16px} .ag2 .sd .on{background:#37474f;color:#fff}
.ag2 .mn{flex:1;padding:12px 16px;overflow:hidden;min-width:0} .vt{width:100%;border-collapse:collapse} .vt th{background:#eceff1;text-align:left;padding:5px 7px;font-weight:normal;color:#546e7a;white-space:nowrap}
.vt td{padding:5px 7px;border-bottom:1px solid #eceff1;vertical-align:top} .vt .dy td{background:#f5f7f8;font-weight:bold;color:#37474f;padding:4px 7px}
.sta{border-radius:9px;padding:1px 7px;font-size:11px} .s1{background:#e8f5e9;color:#2e7d32} .s2{background:#fff3e0;color:#e65100} .s3{background:#ffebee;color:#c62828} .s4{background:#eceff1;color:#546e7a} .vt .ad{white-space:nowrap}
.fi{width:262px;flex:none;border-left:1px solid #eceff1;padding:12px 14px;background:#fafbfb;line-height:1.5} .fi h4{margin:0 0 6px;font-size:14px}
.fi .k{color:#78909c;font-size:11px;margin-top:6px}
.pdfv{background:#525659;height:756px;overflow:hidden} .pdfv .tb{height:34px;background:#323639;color:#f1f1f1;display:flex;align-items:center;gap:20px;padding:0 18px;font-size:12.5px}
.sheet{width:800px;margin:12px auto;background:#fff;padding:30px 50px;font-family:"Liberation Serif","DejaVu Serif",serif;font-size:12.5px;line-height:1.48;color:#111;height:720px;overflow:hidden;text-align:justify}
.sheet h2{font-size:15px;text-align:center;margin:0;letter-spacing:.5px} .sheet h5{font-size:12.5px;margin:10px 0 2px;border-bottom:1px solid #444;text-align:left}
.sheet .meta{display:flex;justify-content:space-between;font-size:11.5px;margin:6px 0 2px;text-align:left} .sheet .sm{font-size:10px;color:#444;margin-top:10px;line-height:1.35}
"""


def _idealhogar(inner: str, url: str, tab: str) -> str:
    head = ("<div class='rh'><span class='lg'>⌂ idealhogar</span><span>Comprar</span><span>Alquilar</span><span>Vender</span><span>Hipotecas</span>"
            "<span style='margin-left:auto'>♡ Favoritos</span><span>Publica tu anuncio</span><span>Acceder</span></div>")
    return _page(url, tab, head + inner, RE_CSS)


def re_listing() -> str:
    gal = "".join(f"<div style='background:{c};{s}'></div>" for c, s in (("linear-gradient(135deg,#d9c7a7,#8a7a5e)", "grid-row:span 2"), ("#c8d3d9", ""), ("#e3d5c0", ""), ("#b9c4b0", ""), ("#d5c2c8", "")))
    left = ("<div class='rl'><div class='crumb'>Venta › Madrid › Retiro › Ibiza</div><h1>Piso en venta en calle de Ibiza, Retiro, Madrid</h1>"
            "<div class='pr3'>385.000 € <span style='font-size:13px;font-weight:normal;color:#1b7f5b'>↓ 10.000 € desde marzo</span></div>"
            "<div class='ft3'><span>96 m²</span><span>3 hab.</span><span>2 baños</span><span>Planta 4ª exterior con ascensor</span><span>4.010 €/m²</span></div>"
            f"<div class='gal'>{gal}</div>"
            "<div class='desc'><b>Comentario del anunciante</b><br>Luminoso piso exterior a un paso del Parque del Retiro, reformado en 2019. Salón de 24 m² con balcón a la calle, cocina "
            "independiente equipada, tres dormitorios (uno en suite) y dos baños completos. Calefacción central, aire acondicionado por conductos, suelos de roble. "
            "Trastero incluido. Comunidad 145 €/mes, IBI 612 €/año. Certificado energético: E. Ideal para familias; colegios, metro Ibiza (L9) y mercado a 3 minutos.</div>"
            "<div style='margin-top:8px;font-size:12px;color:#888'>Referencia del anuncio: 88231-MAD · Actualizado hace 2 días · 1.284 visitas · 46 favoritos</div></div>")
    right = ("<div class='rr'><div class='ctc'><div class='ag'><div class='lo'>RS</div><div><b>Retiro Sol Inmobiliaria</b><br><span style='font-size:12px;color:#888'>Profesional · Oficina: 91 574 22 10</span></div></div>"
             "<div style='font-size:13px'>Agente: " + _pii("PERSON", "Lucía Benavente", "agent's name on a listing contact card") + "</div>"
             "<div class='ph3'>✆ " + _pii("PHONE_NUMBER", "655 831 207", "agent's mobile on a listing contact card") + "</div>"
             "<div style='font-size:12.5px;margin-top:6px;text-align:center'>" + _pii("EMAIL_ADDRESS", "lucia.benavente@retirosol.es", "agent's e-mail on a listing contact card") + "</div>"
             "<div style='margin-top:12px;font-weight:bold'>Contactar con el anunciante</div>"
             "<div class='f3'>" + _pii("PERSON", "Marta Quintana", "enquirer's name typed in a contact form") + "</div>"
             "<div class='f3'>" + _pii("EMAIL_ADDRESS", "marta.quintana.g@hotmail.es", "enquirer's e-mail typed in a contact form") + "</div>"
             "<div class='f3'>" + _pii("PHONE_NUMBER", "634 902 117", "enquirer's phone typed in a contact form") + "</div>"
             "<div class='f3 ta'>Hola " + _pii("PERSON", "Lucía", "first name alone in an enquiry message") + ", me interesa el piso. ¿Podría verlo el sábado por la mañana? Vendría con mi pareja, "
             + _pii("PERSON", "Iker", "first name alone in an enquiry message") + ". Gracias.</div>"
             "<div style='font-size:11.5px;color:#666;margin-top:6px'>☑ Quiero recibir alertas de pisos similares</div><div class='bt6'>Contactar</div>"
             "<div style='font-size:10.5px;color:#999;margin-top:6px;line-height:1.35'>Responsable: Idealhogar S.L. Finalidad: gestionar tu solicitud. Más información en la política de privacidad.</div></div></div>")
    return _idealhogar(f"<div class='rw3'>{left}{right}</div>", "idealhogar.es/inmueble/88231-MAD/", "Piso en venta en calle de Ibiza · idealhogar")


def re_schedule(iban: str) -> str:
    a1 = "C/ Ibiza 37, 4º izda."
    a2 = "Av. Menéndez Pelayo 83, 2º B"
    a3 = "C/ Doctor Castelo 12, bajo A"
    vis = [("Martes 15 abril", None),
           ("18:30", ("88190", a2, "Natalia Ríos Campos", "655 120 873", "nrioscampos@yahoo.es", "s4", "Realizada", "Oferta 372.000 €")),
           ("Miércoles 16 abril", None),
           ("13:00", ("88302", a3, "Óscar Villalba", "608 334 951", "oscar.villalba@gmail.com", "s4", "Realizada", "Segunda visita")),
           ("Jueves 17 abril", None),
           ("10:00", ("88231", a1, "Marta Quintana", "634 902 117", "marta.quintana.g@hotmail.es", "s1", "Confirmada", "Viene con su pareja")),
           ("11:30", ("88190", a2, "Raúl Domínguez Peña", "622 118 904", "raul.dominguez@gmail.com", "s1", "Confirmada", "Hipoteca preaprobada")),
           ("17:00", ("88231", a1, "Hassan El Idrissi", "688 215 340", None, "s2", "Pendiente", "Pide ver el trastero")),
           ("Viernes 18 abril", None),
           ("09:30", ("88302", a3, "Aitana Ferrer Soler", "611 905 372", "aitana.ferrer@outlook.es", "s3", "Cancelada", "Reprogramar")),
           ("12:00", ("88231", a1, "Chen Wei", "+86 139 1043 8827", "chenwei.mad@163.com", "s1", "Confirmada", "Inversor, habla inglés")),
           ("Sábado 19 abril", None),
           ("10:00", ("88231", a1, "Iker Etxeberria", "634 902 118", None, "s1", "Confirmada", "Pareja de M. Quintana")),
           ("11:00", ("88190", a2, "Sofía Herrero Lago", "699 247 061", "sofia.herrero@gmail.com", "s2", "Pendiente", "—"))]
    rows = ""
    for when, v in vis:
        if v is None:
            rows += f"<tr class='dy'><td colspan='7'>{when}</td></tr>"
            continue
        ref, ad, nm, ph, em, sc, st, note = v
        emc = _pii("EMAIL_ADDRESS", em, "visitor's e-mail in a viewing schedule") if em else "—"
        if note.startswith("Pareja"):
            note = "Pareja de " + _pii("PERSON", "M. Quintana", "name as an initial and surname in a schedule note")
        rows += (f"<tr><td>{when}</td><td class='ad'><b>{ref}</b><br>{_pii('STREET_ADDRESS', ad, 'flat address in a viewing schedule row')}</td><td>{_pii('PERSON', nm, 'visitor name in a viewing schedule')}</td>"
                 f"<td style='white-space:nowrap'>{_pii('PHONE_NUMBER', ph, 'visitor phone in a viewing schedule')}</td><td>{emc}</td><td><span class='sta {sc}'>{st}</span></td><td>{note}</td></tr>")
    fi = ("<div class='fi'><h4>Ficha 88231-MAD</h4><div>Piso 96 m² · 3 hab. · 385.000 €</div><div class='k'>Dirección</div><div>" + _pii("STREET_ADDRESS", "Calle de Ibiza 37, 4º izquierda, 28009 Madrid", "flat address in a property record") + "</div>"
          "<div class='k'>Propietario</div><div>" + _pii("DENY_LIST", "José Ángel Córdoba", "deny-listed owner name in a property record") + "</div>"
          "<div class='k'>Teléfono propietario</div><div>" + _pii("PHONE_NUMBER", "+34 611 284 790", "owner phone in a property record") + "</div>"
          "<div class='k'>Email</div><div>" + _pii("EMAIL_ADDRESS", "joseangel.cordoba@gmail.com", "owner e-mail in a property record") + "</div>"
          "<div class='k'>Llaves y acceso</div><div>Caja de seguridad en el portal, código " + _pii("SECRET_VALUE", "2291", "lock-box code in a property record note")
          + ". Avisar al propietario 24 h antes; su mujer " + _pii("PERSON", "Elena", "first name alone in a property record note") + " suele estar por las tardes.</div>"
          "<div class='k'>Cuenta del propietario (arras)</div><div>" + _pii("IBAN_CODE", iban, "owner's IBAN in a property record") + "</div>"
          "<div class='k'>Encargo</div><div>Exclusiva hasta 30/09/2025 · honorarios 3 % + IVA</div><div class='k'>Nota simple</div><div>Pedida 03/04/2025 · 1 carga (hipoteca)</div></div>")
    body = ("<div class='ag2'><div class='sd'><div style='color:#fff;font-weight:bold;font-size:14px'>Retiro Sol CRM</div><div class='on'>Agenda de visitas</div><div>Inmuebles (42)</div><div>Demandas</div>"
            "<div>Propietarios</div><div>Contratos</div><div>Informes</div><div style='margin-top:20px;font-size:11px'>" + _pii("PERSON", "Lucía Benavente", "agent name in a CRM sidebar") + "<br>Agente senior</div></div>"
            "<div class='mn'><div style='display:flex;align-items:baseline;gap:14px;margin-bottom:8px'><b style='font-size:17px'>Agenda de visitas · semana 16</b>"
            "<span style='color:#78909c'>14–20 abril 2025 · 10 visitas · 5 confirmadas</span><span style='margin-left:auto;color:#1b7f5b'>+ Nueva visita</span></div>"
            f"<table class='vt'><tr><th>Hora</th><th>Inmueble</th><th>Visitante</th><th>Teléfono</th><th>Email</th><th>Estado</th><th>Notas</th></tr>{rows}</table></div>{fi}</div>")
    return _page("crm.retirosol.es/agenda?semana=2025-16", "Agenda de visitas · Retiro Sol CRM", body, RE_CSS)


def re_nota(dni1: str, dni2: str) -> str:
    sheet = ("<div class='sheet'><h2>REGISTRO DE LA PROPIEDAD DE MADRID Nº 2</h2><div style='text-align:center;font-size:13px;font-weight:bold'>NOTA SIMPLE INFORMATIVA</div>"
             "<div class='meta'><span>Fecha de emisión: 3 de abril de 2025 · 10:14 h</span><span>Solicitante: " + _pii("PERSON", "LUCÍA BENAVENTE GIL", "requester's name in capitals on a land-registry extract")
             + "</span></div><div class='meta'><span>Interés legítimo: intermediación inmobiliaria</span><span>Nº de entrada: 2025/4481</span></div>"
             "<h5>DESCRIPCIÓN DE LA FINCA</h5>"
             "Finca de MADRID Nº: 45112 · Sección 2ª · IDUFIR/CRU: 28096000412337 · Referencia catastral: 2041506VK4724A0023QT<br>"
             "URBANA: NÚMERO VEINTITRÉS. Piso cuarto izquierda de la casa en Madrid, " + _pii("STREET_ADDRESS", "calle de Ibiza, número treinta y siete", "flat address written out in words on a land-registry extract")
             + ". Ocupa una superficie construida de noventa y seis metros y cuarenta decímetros cuadrados. Linda: frente, rellano y hueco de escalera; derecha entrando, piso cuarto derecha; "
             "izquierda, calle de Ibiza; fondo, patio de manzana. Le corresponde como anejo el trastero número nueve de la planta sótano. Cuota de participación: 3,85 %."
             "<h5>TITULARIDAD</h5>"
             "DON " + _pii("DENY_LIST", "JOSÉ ÁNGEL CÓRDOBA RUIZ", "deny-listed name in capitals with a second surname on a land-registry extract") + ", con D.N.I. " + _pii("ID_NUMBER", dni1, "DNI in running text on a land-registry extract")
             + ", y DOÑA " + _pii("PERSON", "ELENA VIDAL MARCOS", "owner name in capitals on a land-registry extract") + ", con D.N.I. " + _pii("ID_NUMBER", dni2, "DNI in running text on a land-registry extract")
             + ", casados en régimen de sociedad de gananciales, titulares del pleno dominio de la totalidad de esta finca con carácter ganancial, por título de compraventa, en virtud de "
             "escritura autorizada por el notario de Madrid don " + _pii("PERSON", "Fernando Gil-Robles Arias", "notary's name on a land-registry extract")
             + " el 14 de junio de 2011, número 1.842 de protocolo. Inscripción 5ª, tomo 2.981, libro 1.204, folio 77, de fecha 2 de agosto de 2011.<br>"
             "Domicilio a efectos de notificaciones: " + _pii("STREET_ADDRESS", "Calle de Embajadores 112, 3º B, 28045 Madrid", "address for notices on a land-registry extract") + "."
             "<h5>CARGAS</h5>"
             "HIPOTECA a favor de BANCO SANTANDER, S.A., en garantía de un préstamo de 180.000,00 euros de principal, intereses ordinarios de un año al tipo máximo del 6 %, intereses de "
             "demora de dos años hasta 43.200,00 euros, y 18.000,00 euros para costas y gastos, con un plazo de amortización de 25 años. Inscripción 6ª de fecha 2 de agosto de 2011.<br>"
             "AFECCIÓN: por plazo de cinco años, al pago de la liquidación o liquidaciones que en su caso puedan girarse por el Impuesto sobre Transmisiones Patrimoniales y Actos "
             "Jurídicos Documentados, alegada la exención o no sujeción."
             "<h5>DOCUMENTOS PENDIENTES DE DESPACHO</h5>No hay documentos pendientes de despacho relativos a esta finca."
             "<div class='sm'>A los efectos del Reglamento (UE) 2016/679, los datos personales expresados en esta nota han sido incorporados a los libros del Registro. Esta nota simple tiene "
             "valor puramente informativo (art. 222.5 de la Ley Hipotecaria) y no da fe del contenido de los asientos. Código Seguro de Verificación: 5F2A-91C0-77DE-B41A · "
             "Verificable en sede.registradores.org · Honorarios: 9,02 € (arancel nº 4.1.f)</div></div>")
    body = ("<div class='pdfv'><div class='tb'><span>☰</span><span>nota_simple_finca_45112.pdf</span><span style='margin-left:auto'>1 / 2</span><span>− 100 % +</span><span>⤓</span></div>"
            f"{sheet}</div>")
    return _page("crm.retirosol.es/docs/88231-MAD/nota_simple_finca_45112.pdf", "nota_simple_finca_45112.pdf", body, RE_CSS)


# ----------------------------------------------------------------------------------------- blindh5: club roster PDF
CLUB_CSS = """
body{background:#3b3b3b} .dv{height:756px;display:flex;flex-direction:column} .dv .tb{height:36px;background:#ececec;border-bottom:1px solid #c8c8c8;display:flex;align-items:center;gap:16px;padding:0 14px;font-size:12.5px;color:#333}
.dv .tb .z{border:1px solid #bbb;border-radius:4px;padding:2px 10px;background:#fff} .dv .cv2{flex:1;overflow:hidden;background:#6b6b6b;padding:12px 0}
.pg{width:1160px;margin:0 auto;background:#fff;padding:16px 20px;font-family:"Liberation Sans Narrow","Liberation Sans",Arial,sans-serif;font-size:10px;line-height:1.28;color:#111;height:700px;overflow:hidden}
.pg .t1{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #0b3d91;padding-bottom:4px} .pg .t1 b{font-size:14px;color:#0b3d91} .pg .cf{color:#b00020;font-weight:bold;font-size:10px}
.rt{width:100%;border-collapse:collapse;margin-top:6px} .rt th{background:#0b3d91;color:#fff;font-weight:bold;text-align:left;padding:3px 4px;font-size:9.2px}
.rt td{border:1px solid #c9d2e3;padding:3px 4px;vertical-align:top} .rt tr:nth-child(even) td{background:#f3f6fb} .rt .c{text-align:center}
.pg h4{font-size:11px;color:#0b3d91;margin:10px 0 0;border-bottom:1px solid #0b3d91} .pg .ft{margin-top:8px;font-size:8.8px;color:#555;display:flex;justify-content:space-between}
.box{border:1px solid #0b3d91;padding:6px 8px;margin-top:8px;line-height:1.4}
"""
SQUAD = [("REZAEI Arman", "03/02/2013", ("REZAEI Maryam", "DENY_LIST"), "07700 918342", "maryam.rezaei.arch@gmail.com", "14 Wilbraham Rd, Manchester M21 9JS",
          ("Dariush Rezaei", "father", "07911 402385"), "nhs1", "Asthma – inhaler in kit bag", "Y", "£45 ✓"),
         ("OKAFOR Tobi", "19/07/2013", ("OKAFOR Grace", "PERSON"), "07832 114907", "grace.okafor@outlook.com", "3 Beech Rd, Manchester M21 8BX",
          ("Emeka Okafor", "uncle", "07456 229810"), "nhs2", "—", "Y", "£45 ✓"),
         ("NOWAK Kacper", "11/11/2012", ("NOWAK Agnieszka", "PERSON"), "07508 663214", "a.nowak84@gmail.com", "27 Sandy Ln, Manchester M21 8DH",
          ("Piotr Nowak", "father", "07508 663215"), "nhs3", "Nut allergy – EpiPen (2)", "Y", "£45 ✓"),
         ("HUGHES Alfie", "02/05/2013", ("HUGHES Danny", "PERSON"), "07971 305118", "dannyhughes@btinternet.com", "61 Barlow Moor Rd, Manchester M21 7GP",
          ("Sue Hughes", "nan", "0161 881 4473"), "nhs4", "—", "N", "£20 owed"),
         ("BEGUM Rayan", "28/09/2012", ("BEGUM Shahana", "PERSON"), "07405 771260", "shahana.begum@yahoo.co.uk", "8 Keppel Rd, Manchester M21 0BP",
          ("Ahmed Ali", "father", "07405 771261"), "nhs5", "Glasses for matches", "Y", "£45 ✓"),
         ("MURPHY Cian", "14/01/2013", ("MURPHY Aoife", "PERSON"), "07868 240593", "aoife.murphy@gmail.com", "112 Manchester Rd, Manchester M21 9PQ",
          ("Seán Murphy", "father", "07868 240594"), "nhs6", "—", "Y", "£45 ✓"),
         ("SILVA Mateus", "07/06/2013", ("SILVA Carla", "PERSON"), "07723 580146", "carla.silva.mcr@gmail.com", "5 Oswald Rd, Manchester M21 9LP",
          ("Ana Costa", "aunt", "07311 904528"), None, "Type 1 diabetes – see care plan", "Y", "£45 ✓"),
         ("WRIGHT Harrison", "22/12/2012", ("WRIGHT Emma", "PERSON"), "07590 331872", "emma.wright@nhs.net", "40 Claude Rd, Manchester M21 8DE",
          ("Mark Wright", "father", "07590 331873"), None, "—", "N", "£45 ✓"),
         ("ZHANG Leo", "30/03/2013", ("ZHANG Mei", "PERSON"), "07442 818305", "mei.zhang.uk@gmail.com", "19 St Werburghs Rd, Manchester M21 0TN",
          ("Wei Zhang", "father", "07442 818306"), None, "—", "Y", "£0 (bursary)"),
         ("ADEYEMI Daniel", "09/08/2012", ("ADEYEMI Funmi", "PERSON"), "07984 127536", "funmi.adeyemi@hotmail.co.uk", "2 Nicolas Rd, Manchester M21 9LR",
          ("Bola Adeyemi", "father", "07984 127537"), None, "Sickle cell trait", "Y", "£45 ✓"),
         ("PATEL Aarav", "15/10/2012", ("PATEL Nisha", "PERSON"), "07723 904116", "nisha.patel@gmail.com", "33 Corkland Rd, Manchester M21 8UP",
          ("Raj Patel", "father", "07723 904117"), None, "—", "Y", "£45 ✓"),
         ("KELLY Jack", "05/04/2013", ("KELLY Róisín", "PERSON"), "07845 602311", "roisin.kelly@live.co.uk", "71 High Ln, Manchester M21 9DJ",
          ("Declan Kelly", "father", "07845 602312"), None, "—", "Y", "£30 ✓ (sibling)")]


def _viewer(page: str, pageno: int) -> str:
    tb = (f"<div class='tb'><span>☰</span><span>◧</span><span><b>U12_Blues_roster_2024-25.pdf</b></span><span style='margin-left:auto'>{pageno} of 2</span>"
          "<span class='z'>72% ▾</span><span>⌕</span><span>⋮</span></div>")
    return _win("<span>U12_Blues_roster_2024-25.pdf — Document Viewer</span>", f"<div class='dv'>{tb}<div class='cv2'>{page}</div></div>", CLUB_CSS, bar="#dcdcdc")


def _club_head(title: str) -> str:
    return (f"<div class='t1'><div><b>HOLLYBROOK RANGERS JFC · U12 BLUES</b><br>{title}</div>"
            "<div style='text-align:right'><span class='cf'>CONFIDENTIAL – TEAM OFFICIALS ONLY</span><br>Printed 12/04/2025 by "
            + _pii("DENY_LIST", "Maryam Rezaei", "deny-listed name in a printed roster's header") + " (team manager)</div></div>")


def club_roster(ids: dict[str, str]) -> str:
    def kid(n: str) -> str:
        return _pii("PERSON", n, "child first name alone in a small roster note")
    rows = ""
    for k, (pl, dob, (par, pk), mob, em, ad, (ecn, ecr, ecp), nhs, med, photo, subs) in enumerate(SQUAD, 1):
        psit = "deny-listed name surname first in capitals in a small roster cell" if pk == "DENY_LIST" else "parent name surname first in a small roster cell"
        rows += (f"<tr><td class='c'>{[7, 4, 11, 9, 5, 10, 8, 3, 14, 6, 2, 12][k - 1]}</td><td>{_pii('PERSON', pl, 'player name surname first in a small roster cell')}</td>"
                 f"<td>{_pii('DATE_OF_BIRTH', dob, 'date of birth in a small roster cell')}</td><td>{_pii(pk, par, psit)}</td>"
                 f"<td style='white-space:nowrap'>{_pii('PHONE_NUMBER', mob, 'mobile in a small roster cell')}</td><td>{_pii('EMAIL_ADDRESS', em, 'e-mail in a small roster cell')}</td>"
                 f"<td>{_pii('STREET_ADDRESS', ad, 'home address in a small roster cell')}</td>"
                 f"<td>{_pii('PERSON', ecn, 'emergency contact name in a small roster cell')} ({ecr})<br>{_pii('PHONE_NUMBER', ecp, 'emergency contact phone in a small roster cell')}</td>"
                 f"<td style='white-space:nowrap'>{_pii('ID_NUMBER', ids[nhs], 'NHS number in a small roster cell') if nhs else '—'}</td><td>{med}</td><td class='c'>{photo}</td><td>{subs}</td></tr>")
    head = "".join(f"<th>{h}</th>" for h in ("No.", "Player", "DOB", "Parent / guardian", "Mobile", "E-mail", "Home address", "Emergency contact", "NHS no.", "Medical / notes", "Photo", "Subs"))
    page = (f"<div class='pg'>{_club_head('Squad roster 2024/25 · season registration, FA WGS export')}"
            f"<table class='rt'><tr>{head}</tr>{rows}</table>"
            "<div class='box'><b>Match-day medical:</b> EpiPens (" + kid("Kacper") + ") in the blue first-aid bag; inhaler (" + kid("Arman") + ") in his kit bag; "
            + kid("Mateus") + " checks his sugar at half time – glucose tablets in the bag. Photo consent N: do not post " + kid("Alfie") + " or " + kid("Harrison")
            + " on the club's social media. Age group U12 (born 01/09/2012 – 31/08/2013). Squad size 12 of 12. Signed consent forms are held by the team manager.</div>"
            "<div class='ft'><span>Hollybrook Rangers JFC · Chartered Standard Club · Affiliated to Manchester FA</span><span>Page 1 of 2</span></div></div>")
    return _viewer(page, 1)


def club_page2(ids: dict[str, str]) -> str:
    staff = [("Maryam Rezaei", "DENY_LIST", "Team manager", "07700 918342", "m.rezaei@hollybrookrangers.org.uk", "001789245613", "09/2023", "Emergency First Aid 2024"),
             ("Gareth Pryce", "PERSON", "Head coach (UEFA C)", "07812 559034", "gareth.pryce@hollybrookrangers.org.uk", "001802117456", "01/2024", "Emergency First Aid 2023"),
             ("Kwame Asante", "PERSON", "Assistant coach", "07455 903127", "kwame.asante@gmail.com", "001776340982", "06/2022", "Introduction to First Aid"),
             ("Aoife Murphy", "PERSON", "Kit &amp; lifts", "07868 240593", "aoife.murphy@gmail.com", "001811902374", "03/2024", "—")]
    srows = "".join(f"<tr><td>{_pii(k, n, 'deny-listed name given name first in a small staff table' if k == 'DENY_LIST' else 'name in a small staff table')}</td><td>{r}</td>"
                    f"<td>{_pii('PHONE_NUMBER', p, 'mobile in a small staff table')}</td><td>{_pii('EMAIL_ADDRESS', e, 'e-mail in a small staff table')}</td>"
                    f"<td>{_pii('ID_NUMBER', d, 'DBS certificate number in a small staff table')}</td><td>{i}</td><td>{f}</td></tr>" for n, k, r, p, e, d, i, f in staff)
    lifts = [("Sun 20 Apr", "away at Didsbury Dynamos (KO 10:30)", "Danny Hughes", "MA19 XKD", "4", ("Alfie", "Kacper", "Cian")),
             ("Sun 27 Apr", "home v Sale United (KO 10:00)", "Grace Okafor", "BD68 UWR", "3", ("Tobi", "Rayan")),
             ("Sun 04 May", "away at Stretford Vics (KO 11:00)", "Gareth Pryce", "YK21 HNP", "4", ("Leo", "Daniel", "Mateus", "Harrison")),
             ("Sun 11 May", "cup semi-final, Hough End pitch 3", "Agnieszka Nowak", "SF70 LMO", "3", ("Arman", "Kacper"))]
    lrows = "".join(f"<tr><td>{d}</td><td>{fx}</td><td>{_pii('PERSON', dr, 'driver name in a lift rota')}</td><td>{_pii('ID_NUMBER', reg, 'car registration in a lift rota')}</td><td class='c'>{s}</td>"
                    f"<td>{', '.join(_pii('PERSON', p, 'child first name alone in a lift rota') for p in ps)}</td></tr>" for d, fx, dr, reg, s, ps in lifts)
    page = (f"<div class='pg' style='font-size:10px'>{_club_head('Officials, safeguarding and match-day lifts')}"
            "<h4>Coaches and volunteers (safeguarding: all hold an enhanced DBS check)</h4>"
            f"<table class='rt'><tr><th>Name</th><th>Role</th><th>Mobile</th><th>E-mail</th><th>DBS certificate no.</th><th>DBS issued</th><th>First aid</th></tr>{srows}</table>"
            "<h4>Match-day lifts (leave the clubhouse 45 minutes before kick-off)</h4>"
            f"<table class='rt'><tr><th>Date</th><th>Fixture</th><th>Driver</th><th>Car reg.</th><th>Seats</th><th>Players</th></tr>{lrows}</table>"
            "<h4>Club officers</h4>"
            "<div class='box'>Chair: " + _pii("PERSON", "Helen Marsh", "club officer's name in a small box") + ", " + _pii("PHONE_NUMBER", "07734 019283", "club officer's phone in a small box")
            + " · Club welfare officer: " + _pii("PERSON", "Dev Patel", "club officer's name in a small box") + ", " + _pii("PHONE_NUMBER", "07891 442610", "club officer's phone in a small box")
            + " (welfare@hollybrookrangers.org.uk, any concern about a child, any time) · Fixtures secretary: " + _pii("PERSON", "Lorraine Bright", "club officer's name in a small box")
            + " · County welfare: 0161 604 7620 (Manchester FA).</div>"
            "<div class='box'><b>In an emergency</b> call 999, then the team manager " + _pii("DENY_LIST", "Maryam", "deny-listed first name alone in a small box")
            + " (" + _pii("PHONE_NUMBER", "07700 918342", "mobile in brackets in a small box") + ") or the head coach " + _pii("PERSON", "Gareth", "first name alone in a small box")
            + " (" + _pii("PHONE_NUMBER", "07812 559034", "mobile in brackets in a small box") + "). Nearest A&amp;E: Manchester Royal Infirmary, Oxford Rd, M13 9WL. "
            "Defibrillator in the clubhouse kitchen; clubhouse gate code " + _pii("SECRET_VALUE", "C1948", "gate code in a small box") + ", change it if this page is lost.</div>"
            "<div class='box'><b>Subs and refunds.</b> Season subs £45 (siblings £30), due by 31/10. Refund of £25 for the cancelled Easter tour to "
            + _pii("PERSON", "Danny Hughes", "parent name in a refund note") + ": sort code 20-45-77, account " + _pii("ID_NUMBER", "73019264", "bank account number beside its sort code in a refund note")
            + " (paid 08/04). Bursary places this season: 1 (confidential, agreed by the chair).</div>"
            "<div class='ft'><span>Data held under the club's privacy notice · destroy printed copies at the end of the season</span><span>Page 2 of 2</span></div></div>")
    return _viewer(page, 2)


# ------------------------------------------------------------------- blindh6: Persian messenger, Chinese payments (HiDPI)
TG_CSS = """
body{background:#0e1621;color:#f5f5f5;font-family:"DejaVu Sans",sans-serif;font-size:13px} .tg{display:flex;height:756px;direction:rtl}
.tl2{width:300px;background:#17212b;border-left:1px solid #0b121a;overflow:hidden} .tl2 .s{margin:10px 12px;background:#242f3d;border-radius:16px;padding:6px 14px;color:#6d7f8f}
.ch{display:flex;gap:10px;padding:8px 12px;align-items:center} .ch.on{background:#2b5278} .ch i{width:44px;height:44px;border-radius:22px;flex:none}
.ch .nm{font-weight:bold;font-size:13.5px} .ch .pv{color:#7f91a4;font-size:12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:190px} .ch.on .pv{color:#c5d6e8}
.ch .tm{margin-right:auto;font-size:11px;color:#6d7f8f;align-self:flex-start}
.cm2{flex:1;display:flex;flex-direction:column;min-width:0;background:#0e1621} .cm2 .hd3{height:54px;background:#17212b;display:flex;align-items:center;gap:12px;padding:0 16px;border-bottom:1px solid #0b121a}
.ms{flex:1;padding:10px 18px;display:flex;flex-direction:column;gap:6px;overflow:hidden}
.bu{max-width:66%;padding:7px 11px 5px;border-radius:12px;line-height:1.55;font-size:13.5px} .bu.th{background:#182533;align-self:flex-start} .bu.me{background:#2b5278;align-self:flex-end}
.bu .t{font-size:10.5px;color:#7f91a4;margin-right:8px;float:left;margin-top:6px} .fw2{color:#5eb5f7;font-size:12px} .dt{align-self:center;background:#1e2c3a;border-radius:10px;padding:2px 10px;font-size:11.5px;color:#9fb2c4}
.inp3{height:48px;background:#17212b;color:#6d7f8f;display:flex;align-items:center;padding:0 18px}
.ip{width:270px;background:#17212b;border-right:1px solid #0b121a;padding:14px 16px} .ip .av{width:84px;height:84px;border-radius:42px;background:#c0577a;margin:6px auto 8px}
.ip .r3{padding:7px 0;border-bottom:1px solid #202b36} .ip .k3{font-size:11.5px;color:#6d7f8f}
"""
PAY_CSS = """
body{background:#e9edf2;font-family:"WenQuanYi Micro Hei","DejaVu Sans",sans-serif} .desk2{display:flex;justify-content:center;align-items:center;gap:80px;height:756px}
.ph4{width:340px;height:724px;border:9px solid #1d1d1f;border-radius:44px;overflow:hidden;position:relative;font-size:13px;background:#f5f6f8;color:#1d1d1f;box-shadow:0 10px 30px rgba(0,0,0,.2)}
.sb4{height:30px;display:flex;justify-content:space-between;padding:8px 24px 0;font-size:12px;font-weight:bold;background:#fff}
.nb4{height:42px;background:#fff;display:flex;align-items:center;padding:0 14px;font-size:16px;border-bottom:1px solid #eee} .nb4 b{flex:1;text-align:center;font-weight:normal;margin-right:18px}
.pc{background:#fff;margin:10px;border-radius:10px;padding:14px} .amt{font-size:34px;font-weight:bold;text-align:center;margin:6px 0} .cen{text-align:center}
.rw4{display:flex;justify-content:space-between;padding:9px 14px;background:#fff;border-bottom:1px solid #f0f0f0;font-size:13px;gap:14px} .rw4>span:first-child{color:#888;flex:none} .rw4>span:last-child{text-align:right}
.bt7{margin:16px 14px;background:#1677ff;color:#fff;border-radius:8px;text-align:center;padding:12px;font-size:15px} .gr{color:#999;font-size:11.5px;text-align:center;padding:4px 16px;line-height:1.5}
.av4{width:54px;height:54px;border-radius:27px;background:#ffb74d;margin:0 auto 6px;text-align:center;line-height:54px;color:#fff;font-size:22px}
.sec4{padding:10px 14px 4px;color:#888;font-size:12px} .ad4{background:#fff;padding:10px 14px;border-bottom:1px solid #f0f0f0;line-height:1.5;font-size:12.5px}
.tag4{display:inline-block;border:1px solid #1677ff;color:#1677ff;border-radius:3px;font-size:10px;padding:0 3px;margin-left:6px}
"""


def _ltr(html: str) -> str:
    """A left-to-right value isolated inside a right-to-left line."""
    return f"<span dir='ltr' style='unicode-bidi:isolate'>{html}</span>"


def tg_chat(ir_code: str, iban_ir: str) -> str:
    fa = ir_code.translate(FA_DIGITS)
    addr = "تهران، خیابان ولیعصر، بالاتر از پارک ساعی، کوچه نیلوفر، پلاک ۱۲، واحد ۴"
    chats = [("مریم رضایی", "DENY_LIST", "#c0577a", "پیام هدایت‌شده", "۲۱:۱۴"),
             ("گروه خانواده", "", "#4f9a62", "مامان: شام ساعت ۸ خونه‌ی ما", "۲۰:۵۸"),
             ("سارا احمدی", "PERSON", "#d08b3c", "عکس", "۲۰:۱۰"),
             ("Reza Karimi", "PERSON", "#5a7bd0", "The contract is ready", "۱۸:۴۲"),
             ("علی محمدی", "PERSON", "#8e6bbf", "باشه، فردا زنگ می‌زنم", "دیروز"),
             ("نیلوفر کاظمی", "PERSON", "#3aa1a1", "تولدت مبارک!", "دیروز"),
             ("پیام‌های ذخیره‌شده", "", "#3e8ed0", "فایل: قرارداد.pdf", "شنبه"),
             ("کانال اخبار فناوری", "", "#6b7b8c", "نسخه‌ی جدید منتشر شد", "شنبه")]
    lst = "<div class='tl2'><div class='s'>جستجو</div>"
    for n, k, c, p, t in chats:
        if k == "DENY_LIST":
            nm = _pii(k, n, "deny-listed name in Persian script in a chat list")
        elif k:
            nm = _pii(k, n, "name in Latin letters in a right-to-left chat list" if n.isascii() else "name in Persian script in a chat list")
        else:
            nm = n
        lst += f"<div class='ch{' on' if k == 'DENY_LIST' else ''}'><i style='background:{c}'></i><div><div class='nm'>{nm}</div><div class='pv'>{p}</div></div><span class='tm'>{t}</span></div>"
    lst += "</div>"
    msgs = [("th", "سلام! شماره‌ی جدیدم رو ذخیره کن: " + _ltr(_pii("PHONE_NUMBER", "+98 912 384 1275", "Latin phone inside a Persian sentence")), "۲۰:۳۱"),
            ("th", "ایمیلم هم عوض شد: " + _ltr(_pii("EMAIL_ADDRESS", "maryam.rezaei.arch@gmail.com", "Latin e-mail inside a Persian sentence")), "۲۰:۳۱"),
            ("me", "باشه ذخیره کردم. برای بلیت قطار مشهد کد ملی‌ات رو لازم دارم", "۲۰:۴۰"),
            ("th", "کد ملی: " + _pii("ID_NUMBER", fa, "national code in Persian digits in a chat bubble"), "۲۰:۴۲"),
            ("th", "پول بلیت رو به این شبا بریز: " + _ltr(_pii("IBAN_CODE", iban_ir, "Iranian IBAN inside a Persian sentence")) + " به نام "
             + _pii("DENY_LIST", "مریم رضایی", "deny-listed name in Persian script inside a sentence"), "۲۰:۴۳"),
            ("me", "آدرس رو هم بفرست که پیک کتاب‌ها رو بیاره", "۲۰:۵۰"),
            ("th", _pii("STREET_ADDRESS", addr, "address in Persian in a chat bubble"), "۲۰:۵۲"),
            ("th", "<div class='fw2'>هدایت شده از " + _ltr(_pii("PERSON", "Reza Karimi", "forwarded author's name in Latin letters in a right-to-left bubble")) + "</div>"
             + _ltr("Hi " + _pii("DENY_LIST", "Maryam", "deny-listed first name alone in Latin letters in a forwarded message") + ", the contract is ready.<br>Call me on "
                    + _pii("PHONE_NUMBER", "+44 161 496 0732", "phone in an English forwarded message inside a right-to-left chat") + "."), "۲۱:۱۰"),
            ("me", "مرسی " + _pii("DENY_LIST", "مریم", "deny-listed first name alone in Persian script") + " جان، فردا بلیت رو می‌گیرم", "۲۱:۱۴")]
    ms = "<div class='dt'>امروز</div>" + "".join(f"<div class='bu {w}'>{t}<span class='t'>{ts}{' ✓✓' if w == 'me' else ''}</span></div>" for w, t, ts in msgs)
    chat = ("<div class='cm2'><div class='hd3'><i style='width:38px;height:38px;border-radius:19px;background:#c0577a;display:inline-block'></i><div><b>"
            + _pii("DENY_LIST", "مریم رضایی", "deny-listed name in Persian script in a chat header") + "</b><div style='font-size:11.5px;color:#6d7f8f'>آخرین بازدید به تازگی</div></div>"
            "<span style='margin-right:auto;color:#6d7f8f'>✆ ⋮</span></div>"
            f"<div class='ms'>{ms}</div><div class='inp3'>پیام بنویسید…</div></div>")
    info = ("<div class='ip'><div style='font-weight:bold'>اطلاعات کاربر</div><div class='av'></div><div style='text-align:center;font-weight:bold;font-size:15px'>"
            + _pii("DENY_LIST", "مریم رضایی", "deny-listed name in Persian script in a profile panel") + "</div><div style='text-align:center;color:#6d7f8f;font-size:11.5px;margin-bottom:8px'>آخرین بازدید به تازگی</div>"
            "<div class='r3'>" + _ltr(_pii("PHONE_NUMBER", "+98 912 384 1275", "phone in a right-to-left profile panel")) + "<div class='k3'>موبایل</div></div>"
            "<div class='r3'>" + _ltr(_pii("ACCOUNT_NAME", "@maryam_rz", "user name in a right-to-left profile panel")) + "<div class='k3'>نام کاربری</div></div>"
            "<div class='r3'>معمار · تهران ↔ منچستر<div class='k3'>بیو</div></div>"
            "<div class='r3'>" + _ltr(_pii("DENY_LIST", "Maryam Rezaei", "deny-listed name in Latin letters in a right-to-left profile panel")) + "<div class='k3'>نام در دفترچه‌ی تلفن</div></div>"
            "<div class='r3'>۱۲۴ عکس · ۸ فایل · ۳۱ لینک · ۲ گروه مشترک</div><div class='r3' style='color:#e06c6c'>مسدود کردن کاربر</div></div>")
    return _win("<span style='color:#c5d6e8'>Telegram</span><span style='color:#6d7f8f'>Telegram Desktop 5.12.3</span>", f"<div class='tg'>{lst}{chat}{info}</div>", TG_CSS, bar="#17212b", fg="#c5d6e8")


def _pay(left: str, right: str) -> str:
    return _win("<span>手机投屏 · Xiaomi 14</span><span style='color:#888'>已连接</span>", f"<div class='desk2'><div class='ph4'>{left}</div><div class='ph4'>{right}</div></div>", PAY_CSS, bar="#dfe3e8")


def pay_transfer() -> str:
    sb = "<div class='sb4'><span>21:36</span><span>5G ▮ 64%</span></div>"
    left = (f"{sb}<div class='nb4'>‹<b>转账到支付宝账户</b></div>"
            "<div class='pc cen'><div class='av4'>英</div><div style='font-size:15px'>王*英</div><div style='color:#888;font-size:12.5px'>138****5678</div>"
            "<div style='color:#888;font-size:12px;margin-top:8px'>转账金额</div><div class='amt'>¥ 1,280.00</div></div>"
            "<div class='rw4'><span>转账说明</span><span>4月房租</span></div><div class='rw4'><span>付款方式</span><span>招商银行储蓄卡 (4417) ›</span></div>"
            "<div class='rw4'><span>到账时间</span><span>实时到账</span></div>"
            "<div class='bt7'>确认转账</div><div class='gr'>对方已通过实名认证 · 转账前请核实对方身份<br>如遇诈骗请立即拨打 95188 客服热线</div>"
            "<div class='sec4'>最近转账</div>"
            + "".join(f"<div class='ad4' style='display:flex;justify-content:space-between'><span>{_pii('PERSON', n, 'name in Chinese in a recent transfers list') if n != '妈妈' else n}</span>"
                      f"<span style='color:#888'>{m}</span></div>" for n, m in (("张伟", "159****2231"), ("陈晓红", "186****0917"), ("妈妈", "137****4402"))))
    rows = [("付款方式", "招商银行储蓄卡 (4417)"), ("转账说明", "4月房租"),
            ("收款方", _pii("PERSON", "王秀英", "payee name in Chinese in a bill's detail row")),
            ("对方账户", _pii("PHONE_NUMBER", "138 0721 5678", "unmasked phone as the payee's account in a bill's detail row")),
            ("创建时间", "2025-04-17 21:36:08"), ("订单号", "<span style='font-size:11.5px'>2025041720004001110048001234</span>"),
            ("账单分类", "转账红包 ›"), ("标签和备注", "添加 ›")]
    right = (f"{sb}<div class='nb4'>‹<b>账单详情</b></div>"
             "<div class='pc cen'><div class='av4' style='background:#1677ff'>转</div><div>转账-转给" + _pii("PERSON", "王秀英", "payee name in Chinese in a bill's title") + "</div>"
             "<div class='amt'>-1,280.00</div><div style='color:#52c41a'>交易成功</div></div>"
             + "".join(f"<div class='rw4'><span>{k}</span><span>{v}</span></div>" for k, v in rows)
             + "<div class='gr' style='margin-top:10px'>对此订单有疑问 · 联系对方 · 查看往来记录</div><div class='sec4'>往来记录</div>"
             + "".join(f"<div class='rw4'><span>{d}</span><span>{a}</span></div>" for d, a in (("3月房租 · 2025-03-17", "-1,280.00"), ("2月房租 · 2025-02-17", "-1,280.00"), ("押金退还 · 2025-01-05", "+500.00"))))
    return _pay(left, right)


def pay_profile(cn_id: str) -> str:
    sb = "<div class='sb4'><span>21:41</span><span>5G ▮ 63%</span></div>"
    masked = cn_id[:4] + "*" * 10 + cn_id[-4:]
    rows = [("头像", "<span style='display:inline-block;width:30px;height:30px;border-radius:15px;background:#ffb74d'></span>"),
            ("昵称", _pii("ACCOUNT_NAME", "南京小娜", "nickname in a Chinese personal information row")),
            ("支付宝账号", _pii("EMAIL_ADDRESS", "lina.nj@163.com", "account e-mail in a Chinese personal information row")),
            ("真实姓名", "*娜 <span class='tag4'>已实名</span>"), ("身份证号", masked),
            ("手机号", _pii("PHONE_NUMBER", "139 5172 0846", "phone in a Chinese personal information row")),
            ("会员等级", "黄金会员"), ("收货地址", "2 个 ›"), ("我的二维码", "▦ ›")]
    left = (f"{sb}<div class='nb4'>‹<b>个人信息</b></div>" + "".join(f"<div class='rw4'><span>{k}</span><span>{v}</span></div>" for k, v in rows)
            + "<div class='sec4'>账户安全</div><div class='rw4'><span>登录手机</span><span>139****0846</span></div>"
            "<div class='rw4'><span>紧急联系人</span><span>" + _pii("PERSON", "李建国", "emergency contact name in Chinese in a security row") + " "
            + _pii("PHONE_NUMBER", "186 2504 7719", "emergency contact phone in a security row") + "</span></div>"
            "<div class='rw4'><span>常用设备</span><span>Xiaomi 14 · 本机</span></div>"
            + "<div class='gr' style='margin-top:10px'>实名信息仅用于身份核验，已加密保存</div>")
    idrows = [("姓名", _pii("PERSON", "李娜", "name in Chinese on an ID information page")), ("证件类型", "居民身份证"),
              ("证件号码", _pii("ID_NUMBER", cn_id, "居民身份证 number shown whole after face verification")), ("有效期", "2018.05.06 - 2038.05.06")]
    addrs = [("李娜", "139 5172 0846", "江苏省南京市鼓楼区中山北路283号 6栋1203室", True),
             ("王秀英", "138 0721 5678", "上海市徐汇区漕溪北路398号 2号楼501室", False)]
    ad = "".join(f"<div class='ad4'><b>{_pii('PERSON', n, 'recipient name in Chinese in a delivery address list')}</b> &nbsp;{_pii('PHONE_NUMBER', p, 'phone in a delivery address list')}"
                 f"{'<span class=tag4>默认</span>' if d else ''}<br>{_pii('STREET_ADDRESS', a, 'address in Chinese in a delivery address list')}</div>" for n, p, a, d in addrs)
    right = (f"{sb}<div class='nb4'>‹<b>证件信息</b></div><div class='gr' style='padding-top:8px'>已通过人脸验证 · 5 分钟内可查看完整信息</div>"
             + "".join(f"<div class='rw4'><span>{k}</span><span>{v}</span></div>" for k, v in idrows)
             + f"<div class='sec4'>收货地址</div>{ad}<div class='bt7' style='background:#fff;color:#1677ff;border:1px solid #1677ff'>+ 新增地址</div>")
    return _pay(left, right)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind8(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20260417)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    ids = {"dni": _dni(rng.randint(50_000_000, 53_999_999)), "dni2": _dni(rng.randint(1_000_000, 9_999_999)),
           "za_id": _za_id(date(1993, 8, 14), rng.randint(0, 4999)), "ir_code": _ir_code("007" + "".join(rng.choice(string.digits) for _ in range(6))),
           "cn_id": _cn_id("32010619920308284"), "iban_es": _es_iban(rng, "2100", "1567"), "card": _card(rng, "5520"),
           **{f"nhs{k}": _nhs(rng) for k in range(1, 7)}}
    iban_ir = _iban_b("IR", "0540" + "".join(rng.choice(string.digits) for _ in range(18)))
    loyalty = {p[0]: f"6001 2231 {rng.randint(0, 9999):04d} {rng.randint(0, 99):02d}" for p in POS_PEOPLE}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindh0", [("lock0", lock_screen), ("lock1", lock_history)], "phone lock screen (HiDPI)", dsf=2.0)
        record("blindh1", [("food0", food_checkout), ("food1", food_track), ("food2", food_history)], "food delivery")
        record("blindh2", [("date0", date_profile), ("date1", date_thread), ("date2", date_recovery)], "dating and community app")
        record("blindh3", [("pos0", lambda: pos_customers(loyalty, ids["za_id"])), ("pos1", lambda: pos_receipt(loyalty["Dlamini, Zanele"], ids["card"])),
                           ("pos2", lambda: pos_import(loyalty))], "point of sale")
        record("blindh4", [("re0", re_listing), ("re1", lambda: re_schedule(ids["iban_es"])), ("re2", lambda: re_nota(ids["dni"], ids["dni2"]))], "property portal")
        record("blindh5", [("club0", lambda: club_roster(ids)), ("club1", lambda: club_page2(ids))], "club roster PDF")
        record("blindh6", [("fa0", lambda: tg_chat(ids["ir_code"], iban_ir)), ("pay0", pay_transfer), ("pay1", lambda: pay_profile(ids["cn_id"]))],
               "Persian messenger and Chinese payments (HiDPI)", dsf=2.0)
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind8, "/tmp/blind8/preview")
