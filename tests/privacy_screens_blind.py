# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A blind set of browser-rendered screens carrying personal data, built without reading the redaction: what real
applications show, rendered by Debian's chromium through the rig of tests/privacy_screens.py (`_shoot`, `_record`,
`score`), each identifier marked `_pii` and its ink measured per character.

Seven Clones recordings (`blind0` … `blind6`), each 2-4 screen states behind a browser-like tab/URL strip (the
strip keeps the top-left corner, where the synthetic frames carry their barcodes, free of text):

- `blind0` chat (Slack-like): phone numbers (German national, UK, US), an e-mail, a street address, a one-time
  code, a card number with its CVV, a Wi-Fi password and an SSN, all inside running sentences;
- `blind1` calendar invite at device scale 2 (HiDPI): attendee names and e-mails, a Zoom link carrying `pwd=`, a
  passcode, a conference dial-in and its one-tap string, the organiser's phone; then a "find a time" grid;
- `blind2` online banking: counterparty IBANs in a table (spaced and compact), a masked card `•••• 4821` and a masked
  phone that are not identifiers, amounts, references; then a transfer confirmation with IBAN, BIC and a TAN;
- `blind3` orders and shipping: a US order page (multi-line address, phone, tracking number that is not private),
  a UK/German shipping label in capitals, a Japanese order confirmation (〒 address, 電話番号, メール);
- `blind4` developer tools: a network panel's request headers (Bearer JWT wrapped, session cookie, IPs), a JSON
  response (e-mail, phone, IPv6, live secret key, customer id, date of birth), a log viewer (username, IPs, an AWS
  key id, a reset URL with its token, a database URL with its password);
- `blind5` HR forms in German, French (the deny-listed name split into Nom / Prénom), Spanish and Japanese;
- `blind6` a helpdesk ticket (customer details, a temporary password in the agent's reply, a date of birth in an
  internal note) and an admin user table (usernames under their column header, last-login IPs).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list. `rig.situation` labels every value.
"""

from __future__ import annotations

import base64
import itertools
import random
import string
from pathlib import Path
from typing import Any

import numpy as np
from privacy_screens import Rig, _card, _iban, _shoot
from privacy_screens import _pii as _mark
from privacy_screens import _record as _record_rig
from synth import Action

DENY = ["Jonas Weber", "Priya Raman", "Océane Dubois"]
SIT: dict[str, str] = {}  # value → situation, filled while the pages are built
SIZE = (1280, 800)

CSS = """<style>
*{box-sizing:border-box}
body{margin:0;font-family:"DejaVu Sans",sans-serif;color:#1d1c1d;background:#fff;font-size:15px}
.chrome{height:44px;background:#dee1e6;display:flex;align-items:center;padding-left:170px;gap:10px}
.url{background:#fff;border-radius:14px;height:28px;line-height:28px;padding:0 14px;width:760px;font-size:13px;
color:#3c4043;white-space:nowrap;overflow:hidden}
.tabt{font-size:12px;color:#3c4043}
.mono{font-family:"DejaVu Sans Mono",monospace}
table{border-collapse:collapse} td,th{padding:6px 10px;text-align:left;vertical-align:top}
.btn{display:inline-block;padding:7px 16px;border-radius:6px;background:#1264a3;color:#fff;font-size:14px}
.btn2{display:inline-block;padding:7px 16px;border-radius:6px;border:1px solid #bbb;font-size:14px}
.muted{color:#616061;font-size:12px}
</style>"""


def _pii(kind: str, text: str, situation: str, value: str | None = None, cls: str = "") -> str:
    """`privacy_screens._pii`, the value's situation remembered."""
    key = value if value is not None else text.replace("<br>", "").strip()
    SIT.setdefault(key, situation)
    return _mark(kind, text, value, cls)


def _page(url: str, tab: str, body: str, css: str = "") -> str:
    return (f"<!doctype html><html><head><meta charset='utf-8'>{CSS}<style>{css}</style></head><body>"
            f"<div class='chrome'><span class='url'>{url}</span><span class='tabt'>{tab}</span></div>{body}"
            "</body></html>")


def _dni(num: int) -> str:
    return f"{num:08d}{'TRWAGMYFPDXBNJZSQVHLCKE'[num % 23]}"


def _rand(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------------------------------------------- blind0: chat
CHAT_CSS = """
.app{display:flex;height:756px}
.side{width:250px;background:#3f0e40;color:#cfc3cf;padding:14px 0;font-size:14px}
.side .ws{color:#fff;font-weight:bold;font-size:17px;padding:0 16px 12px}
.side .s{padding:4px 16px} .side .on{background:#1164a3;color:#fff} .side .h{padding:14px 16px 4px;font-size:13px}
.main{flex:1;display:flex;flex-direction:column}
.top{height:50px;border-bottom:1px solid #ddd;padding:12px 20px;font-weight:bold;font-size:17px}
.msgs{flex:1;padding:8px 20px;overflow:hidden}
.m{display:flex;gap:10px;padding:7px 0}
.av{width:36px;height:36px;border-radius:6px;flex:none}
.who{font-weight:bold} .ts{color:#616061;font-size:12px;margin-left:6px}
.box{margin:0 20px 16px;border:1px solid #bbb;border-radius:8px;height:76px;padding:10px;color:#888}
"""


def _msg(who: str, colour: str, ts: str, text: str) -> str:
    return (f"<div class='m'><div class='av' style='background:{colour}'></div><div><div>"
            f"<span class='who'>{who}</span><span class='ts'>{ts}</span></div><div>{text}</div></div></div>")


def _chat_side(active: str) -> str:
    chans = ["general", "ops-handover", "travel-desk", "random", "payroll"]
    dms = [_pii("DENY_LIST", "Jonas Weber", "deny-listed name in a sidebar list"),
           _pii("DENY_LIST", "Priya Raman", "deny-listed name in a sidebar list"),
           _pii("PERSON", "Marco Bianchi", "name in a sidebar list"),
           _pii("PERSON", "Lena Hoffmann", "name in a sidebar list")]
    out = "<div class='side'><div class='ws'>Northwind Ops</div><div class='s'>Threads</div>" \
          "<div class='s'>Mentions &amp; reactions</div><div class='h'>Channels</div>"
    out += "".join(f"<div class='s{' on' if c == active else ''}'># {c}</div>" for c in chans)
    out += "<div class='h'>Direct messages</div>"
    out += "".join(f"<div class='s{' on' if d == active else ''}'>{d}</div>" for d in dms)
    return out + "</div>"


def chat_channel(rng: random.Random) -> str:
    card = _card(rng, "4929")
    jonas = _pii("DENY_LIST", "Jonas Weber", "deny-listed name as chat author")
    priya = _pii("DENY_LIST", "Priya Raman", "deny-listed name as chat author")
    marco = _pii("PERSON", "Marco Bianchi", "chat author")
    msgs = [
        _msg(jonas, "#e8912d", "9:14 AM",
             "Morning! The courier needs a number for the Leipzig pickup — call me on "
             f"{_pii('PHONE_NUMBER', '0176 4827 3391', 'phone in a chat sentence')} or try the London desk "
             f"{_pii('PHONE_NUMBER', '+44 20 7946 0958', 'phone in a chat sentence')}."),
        _msg(priya, "#2eb67d", "9:16 AM",
             "Sure. Send the spare laptop to my flat please: "
             f"{_pii('STREET_ADDRESS', '221 Harrow Road, London W2 5EH', 'address in a chat sentence')} "
             "(ring twice, the bell is broken)"),
        _msg(marco, "#36c5f0", "9:21 AM",
             f"Work mail keeps bouncing, use {_pii('EMAIL_ADDRESS', 'marco.bianchi84@gmail.com', 'e-mail in a chat sentence')}"
             " for the handover doc"),
        _msg(jonas, "#e8912d", "9:23 AM",
             f"The bank app just sent me {_pii('SECRET_VALUE', '847 219', 'one-time code in a chat sentence')} "
             "as the login code, can you approve it on the shared device?"),
        _msg(priya, "#2eb67d", "9:30 AM",
             f"For the hotel deposit use the team card {_pii('CREDIT_CARD', card, 'card number in a chat sentence')}"
             f" exp 08/27, CVV {_pii('SECRET_VALUE', '318', 'CVV in a chat sentence')}. Booking ref is HX-77120."),
        _msg(marco, "#36c5f0", "9:34 AM", "Thanks all — 3 replies · last reply today at 9:41 AM"),
    ]
    body = (f"<div class='app'>{_chat_side('ops-handover')}<div class='main'><div class='top'># ops-handover"
            "<span class='muted' style='font-weight:normal;margin-left:14px'>14 members · Pinned · Files</span></div>"
            f"<div class='msgs'><div class='muted' style='text-align:center;padding:6px'>Today</div>{''.join(msgs)}"
            "</div><div class='box'>Message #ops-handover</div></div></div>")
    return _page("app.slack.com/client/T04Q8NW3E/C05HANDOVER", "ops-handover (Channel) - Northwind Ops", body,
                 CHAT_CSS)


def chat_dm() -> str:
    priya = _pii("DENY_LIST", "Priya Raman", "deny-listed name as chat author")
    lena = _pii("PERSON", "Lena Hoffmann", "chat author")
    msgs = [
        _msg(lena, "#ecb22e", "Yesterday 6:02 PM",
             "hey, what was the guest wifi again? the sticker fell off"),
        _msg(priya, "#2eb67d", "Yesterday 6:05 PM",
             f"network NW-Guest, password is {_pii('SECRET_VALUE', 'Kestrel!Harbour92', 'password in a chat sentence')}"),
        _msg(lena, "#ecb22e", "10:02 AM",
             "payroll form wants my SSN again, it's "
             f"{_pii('ID_NUMBER', '412-67-9035', 'SSN in a chat sentence')}, can you forward it to HR?"),
        _msg(priya, "#2eb67d", "10:05 AM",
             "done. they might call you, is "
             f"{_pii('PHONE_NUMBER', '(415) 867-2290', 'phone in a chat sentence')} still right?"),
        _msg(lena, "#ecb22e", "10:06 AM", "yes, thanks"),
    ]
    lena2 = _pii("PERSON", "Lena Hoffmann", "chat author")
    body = (f"<div class='app'>{_chat_side(lena2)}<div class='main'><div class='top'>{lena2}"
            "<span class='muted' style='font-weight:normal;margin-left:14px'>Active · Local time 10:07 AM</span>"
            f"</div><div class='msgs'>{''.join(msgs)}</div><div class='box'>Message {lena2}</div></div></div>")
    return _page("app.slack.com/client/T04Q8NW3E/D06LENA", "Lena Hoffmann (DM) - Northwind Ops", body, CHAT_CSS)


# ------------------------------------------------------------------------------------------ blind1: calendar (HiDPI)
CAL_CSS = """
.wrap{display:flex} .nav{width:230px;padding:20px;font-size:13px;color:#3c4043}
.ev{flex:1;padding:22px 40px} .ev h2{font-size:24px;font-weight:normal;margin:0 0 6px}
.line{display:flex;gap:16px;padding:7px 0;font-size:14px} .ic{width:24px;color:#5f6368}
.att{padding:3px 0;font-size:14px} .tag{font-size:11px;color:#5f6368}
.grid td,.grid th{border:1px solid #dadce0;font-size:13px;padding:6px 8px}
.busy{background:#c6dafc} .free{background:#fff}
"""


def calendar_event() -> str:
    url = ("https://us02web.zoom.us/j/83917264510?pwd=bE5xR0tqN2FoWkJ3cUx6Y1pNdz09")
    att = [
        (_pii("PERSON", "Tomás Herrera", "attendee name"), _pii("EMAIL_ADDRESS", "t.herrera@acme-logistics.com",
                                                                 "attendee e-mail"), "Organiser"),
        (_pii("DENY_LIST", "Océane Dubois", "deny-listed attendee"),
         _pii("EMAIL_ADDRESS", "oceane.dubois@lumen-partners.fr", "attendee e-mail"), "Accepted"),
        (_pii("PERSON", "Wei Zhang", "attendee name"), _pii("EMAIL_ADDRESS", "zhang.wei@bytefield.cn",
                                                            "attendee e-mail"), "Maybe"),
        (_pii("PERSON", "Aisha Mensah", "attendee name"), _pii("EMAIL_ADDRESS", "a.mensah@acme-logistics.com",
                                                               "attendee e-mail"), "Awaiting"),
    ]
    atts = "".join(f"<div class='att'>{n} &lt;{e}&gt; <span class='tag'>{t}</span></div>" for n, e, t in att)
    desc = (
        "<div style='font-size:14px;line-height:1.55;margin-top:10px;border-top:1px solid #eee;padding-top:10px'>"
        "Tomás Herrera is inviting you to a scheduled Zoom meeting.<br>"
        f"<div>Join Zoom Meeting<br>{_pii('URL_SECRET', url, 'meeting link with pwd= in an invite')}</div>"
        "<div>Meeting ID: 839 1726 4510</div>"
        f"<div>Passcode: {_pii('SECRET_VALUE', '582019', 'meeting passcode')}</div>"
        "<div>One tap mobile<br>"
        f"{_pii('PHONE_NUMBER', '+16469313860', 'conference one-tap (arguably public)')},,83917264510#,,,,"
        f"*{_pii('SECRET_VALUE', '582019', 'meeting passcode')}# US (New York)</div>"
        f"<div>Dial by your location: {_pii('PHONE_NUMBER', '+1 646 931 3860', 'conference dial-in (arguably public)')}"
        " US (New York)</div>"
        f"<div>Questions before the call: {_pii('PHONE_NUMBER', '+1 (312) 555-0188', 'organiser phone in an invite')}"
        "</div></div>")
    body = ("<div class='wrap'><div class='nav'><div style='font-size:20px;margin-bottom:16px'>Calendar</div>"
            "<div>April 2025</div><div style='margin-top:8px'>S M T W T F S</div><div style='margin-top:18px'>"
            "My calendars</div><div>☑ Work</div><div>☑ Birthdays</div><div>☑ Tasks</div></div>"
            "<div class='ev'><h2>Q2 vendor review — Acme Logistics</h2>"
            "<div class='line'><span class='ic'>⌚</span><span>Tuesday, 15 April · 14:00 – 15:00 (CEST)</span></div>"
            "<div class='line'><span class='ic'>↻</span><span>Does not repeat</span></div>"
            "<div class='line'><span class='ic'>☺</span><span>4 guests · 1 yes · 1 maybe · 2 awaiting</span></div>"
            f"{atts}{desc}<div style='margin-top:14px'><span class='btn'>Yes</span> <span class='btn2'>No</span> "
            "<span class='btn2'>Maybe</span></div></div></div>")
    return _page("calendar.google.com/calendar/u/0/r/eventedit/NWQ0cXJ2", "Q2 vendor review - Calendar", body,
                 CAL_CSS)


def calendar_find() -> str:
    people = [(_pii("PERSON", "Tomás Herrera", "attendee name"),
               _pii("EMAIL_ADDRESS", "t.herrera@acme-logistics.com", "attendee e-mail"), "Chicago"),
              (_pii("DENY_LIST", "Océane Dubois", "deny-listed attendee"),
               _pii("EMAIL_ADDRESS", "oceane.dubois@lumen-partners.fr", "attendee e-mail"), "Lyon"),
              (_pii("PERSON", "Wei Zhang", "attendee name"),
               _pii("EMAIL_ADDRESS", "zhang.wei@bytefield.cn", "attendee e-mail"), "Shenzhen")]
    hours = ["13:00", "13:30", "14:00", "14:30", "15:00", "15:30"]
    head = "<tr><th>Guest</th><th>Time zone</th>" + "".join(f"<th>{h}</th>" for h in hours) + "</tr>"
    rows = "".join(f"<tr><td>{n}<br><span class='tag'>{e}</span></td><td>{z}</td>"
                   + "".join(f"<td class='{'busy' if (k + j) % 3 == 0 else 'free'}'></td>" for j in range(6))
                   + "</tr>" for k, (n, e, z) in enumerate(people))
    body = ("<div style='padding:24px 40px'><h2 style='font-weight:normal'>Find a time</h2>"
            "<div class='muted'>Suggested times · Working hours only · Show declined</div>"
            f"<table class='grid' style='margin-top:14px'>{head}{rows}</table>"
            "<p><span class='btn'>Save</span> <span class='btn2'>Discard</span></p></div>")
    return _page("calendar.google.com/calendar/u/0/r/eventedit/NWQ0cXJ2#findatime", "Find a time - Calendar",
                 body, CAL_CSS)


# ------------------------------------------------------------------------------------------------- blind2: banking
BANK_CSS = """
.hd{background:#002e5d;color:#fff;padding:14px 40px;display:flex;gap:30px;font-size:14px}
.hd b{font-size:18px} .wrap{padding:18px 40px}
.tx th{border-bottom:2px solid #002e5d;font-size:13px;color:#444} .tx td{border-bottom:1px solid #e5e5e5;font-size:13px}
.amt{text-align:right;white-space:nowrap} .neg{color:#b00020} .pos{color:#0a7d32}
.card{display:inline-block;border:1px solid #ccc;border-radius:8px;padding:10px 16px;margin:0 12px 12px 0}
.kv{display:flex;padding:6px 0;font-size:15px} .kv .k{width:220px;color:#555}
"""


def bank_list(rng: random.Random) -> tuple[str, dict[str, str]]:
    own = _iban(rng, "DE", 22)
    ibans = {"fr": _iban(rng, "FR", 27), "it": _iban(rng, "IT", 27), "nl": _iban(rng, "NL", 18),
             "be": _iban(rng, "BE", 16), "at": _iban(rng, "AT", 20)}
    compact = ibans["it"].replace(" ", "")
    rows = [
        ("14.03.2025", "SEPA-Überweisung", _pii("DENY_LIST", "Océane Dubois", "deny-listed counterparty"),
         _pii("IBAN_CODE", ibans["fr"], "IBAN in a transactions table"), "Miete März 2025", "-1.250,00 €", "neg"),
        ("13.03.2025", "Kartenzahlung", "REWE Markt GmbH", "", "Visa Debit •••• 4821", "-63,47 €", "neg"),
        ("12.03.2025", "Gutschrift", _pii("PERSON", "Giulia Conti", "counterparty"),
         _pii("IBAN_CODE", compact, "IBAN compact (no spaces) in a table"), "Rückzahlung Ski-Urlaub", "+320,00 €",
         "pos"),
        ("11.03.2025", "Lastschrift", "Stadtwerke München", _pii("IBAN_CODE", ibans["at"], "IBAN in a transactions table"),
         "Abschlag Strom 03/25 Kd-Nr 5590231", "-89,00 €", "neg"),
        ("10.03.2025", "SEPA-Überweisung", _pii("PERSON", "Daan de Vries", "counterparty"),
         _pii("IBAN_CODE", ibans["nl"], "IBAN in a transactions table"), "Fahrrad Marktplaats", "-240,00 €", "neg"),
        ("07.03.2025", "Gehalt", "Northwind Logistics SE", _pii("IBAN_CODE", ibans["be"], "IBAN in a transactions table"),
         "Lohn/Gehalt 03/2025", "+3.412,18 €", "pos"),
    ]
    head = "".join(f"<th>{h}</th>" for h in ("Datum", "Art", "Empfänger / Auftraggeber", "IBAN",
                                            "Verwendungszweck", "Betrag"))
    body_rows = "".join(f"<tr><td>{d}</td><td>{a}</td><td>{n}</td><td class='mono' style='font-size:12px'>{i}</td>"
                        f"<td>{r}</td><td class='amt {c}'>{m}</td></tr>" for d, a, n, i, r, m, c in rows)
    body = ("<div class='hd'><b>Sparkasse Online</b><span>Übersicht</span><span>Umsätze</span><span>Überweisung</span>"
            "<span>Postfach (2)</span><span style='margin-left:auto'>Abmelden</span></div><div class='wrap'>"
            f"<div class='card'><div class='muted'>Girokonto</div><div class='mono'>{_pii('IBAN_CODE', own, 'own IBAN in an account header')}"
            "</div><div style='font-size:20px;margin-top:4px'>4.218,92 €</div></div>"
            "<div class='card'><div class='muted'>Visa Debit</div><div class='mono'>•••• •••• •••• 4821</div>"
            "<div style='font-size:20px;margin-top:4px'>Verfügbar 2.000,00 €</div></div>"
            f"<h3 style='margin:8px 0'>Umsätze</h3><table class='tx'><tr>{head}</tr>{body_rows}</table>"
            "<p class='muted'>Kontostand am 14.03.2025: 4.218,92 € · Export CSV · Drucken</p></div>")
    return _page("banking.sparkasse.de/de/home/onlinebanking/umsaetze.html", "Umsätze - Sparkasse", body,
                 BANK_CSS), ibans


def bank_transfer(ibans: dict[str, str]) -> str:
    kv = [("Empfänger", _pii("DENY_LIST", "Océane Dubois", "deny-listed counterparty")),
          ("IBAN", _pii("IBAN_CODE", ibans["fr"], "IBAN on a transfer confirmation")),
          ("BIC", "BNPAFRPPXXX"), ("Betrag", "1.250,00 EUR"), ("Verwendungszweck", "Miete April 2025"),
          ("Ausführung", "Sofort (Echtzeitüberweisung)")]
    rows = "".join(f"<div class='kv'><span class='k'>{k}</span><span>{v}</span></div>" for k, v in kv)
    tan = (f"<div class='kv'><span class='k'>pushTAN</span><span>{_pii('SECRET_VALUE', '482913', 'TAN in a field')}"
           "</span></div>")
    body = ("<div class='hd'><b>Sparkasse Online</b><span>Übersicht</span><span>Umsätze</span><span>Überweisung</span>"
            "<span>Postfach (2)</span><span style='margin-left:auto'>Abmelden</span></div><div class='wrap'>"
            f"<h2>Überweisung bestätigen</h2>{rows}<div style='margin:14px 0;padding:10px;background:#f2f6fa'>"
            "Wir haben eine TAN an Ihr Gerät „iPhone“ und per SMS an +49 151 •••• 789 gesendet.</div>"
            f"{tan}<p><span class='btn'>Auftrag freigeben</span> &nbsp; <span class='btn2'>Abbrechen</span></p></div>")
    return _page("banking.sparkasse.de/de/home/onlinebanking/ueberweisung.html", "Überweisung - Sparkasse", body,
                 BANK_CSS)


# -------------------------------------------------------------------------------------------------- blind3: orders
SHIP_CSS = """
.wrap{padding:20px 48px} .cols{display:flex;gap:48px} .col{width:330px;font-size:14px;line-height:1.5}
.col h4{margin:0 0 6px} .it td{border-bottom:1px solid #eee}
.label{margin:24px auto;width:620px;border:3px solid #000;padding:0;font-family:"DejaVu Sans",sans-serif}
.label .r{border-bottom:2px solid #000;padding:10px 16px} .label .big{font-size:20px;font-weight:bold;line-height:1.3}
.jp{font-family:"Noto Sans CJK JP","Noto Sans JP","IPAGothic",sans-serif}
.jp .kv{display:flex;padding:7px 0;border-bottom:1px solid #eee} .jp .k{width:180px;color:#555}
"""


def order_us() -> str:
    addr = _pii("STREET_ADDRESS", "1847 Maple Ridge Dr, Apt 3B<br>\nAustin, TX 78704",
                "multi-line shipping address", value=None)
    body = ("<div class='wrap'><div class='muted'>Your Account › Your Orders › Order Details</div>"
            "<h2 style='margin:8px 0'>Order Details</h2><div class='muted'>Ordered on March 9, 2025 · "
            "Order# 112-4839201-5539402</div><div class='cols' style='margin-top:16px'>"
            f"<div class='col'><h4>Ship to</h4>{_pii('PERSON', 'Rachel Kim', 'recipient name')}<br>{addr}"
            f"<br>United States<br>{_pii('PHONE_NUMBER', '512.348.2291', 'phone with dots under an address')}</div>"
            "<div class='col'><h4>Payment method</h4>Visa ending in 7714<br><h4 style='margin-top:10px'>"
            "Order Summary</h4>Item(s) Subtotal: $84.97<br>Shipping &amp; Handling: $0.00<br>"
            "Estimated tax: $6.80<br><b>Grand Total: $91.77</b></div></div>"
            "<div style='margin-top:18px;font-size:14px'>Delivered Mar 12 · Tracking ID 1Z999AA10123456784</div>"
            "<table class='it' style='margin-top:12px;font-size:14px'><tr><td>Anker USB-C Charger 65W</td>"
            "<td>$35.99</td></tr><tr><td>Logitech MX Keys Mini</td><td>$48.98</td></tr></table>"
            "<p><span class='btn'>Buy it again</span> <span class='btn2'>Return or replace items</span> "
            "<span class='btn2'>Write a product review</span></p></div>")
    return _page("www.amazon.com/gp/your-account/order-details?orderID=112-4839201-5539402", "Order Details",
                 body, SHIP_CSS)


def shipping_label() -> str:
    to = _pii("STREET_ADDRESS", "FLAT 2, 37 KINGSLEY ROAD<br>\nBRISTOL BS6 6AF", "address in capitals on a label")
    frm = _pii("STREET_ADDRESS", "LINDENSTRASSE 27<br>\n10969 BERLIN", "address in capitals on a label")
    body = ("<div class='label'><div class='r' style='display:flex;justify-content:space-between'>"
            "<span class='big'>DHL EXPRESS</span><span>WPX · 1/1 · 2.4 KG</span></div>"
            f"<div class='r' style='font-size:13px'>FROM: {_pii('DENY_LIST', 'JONAS WEBER', 'deny-listed name in capitals')}"
            f"<br>{frm}<br>GERMANY · TEL {_pii('PHONE_NUMBER', '030 61284793', 'phone on a label')}</div>"
            f"<div class='r'><div style='font-size:13px'>TO:</div><div class='big'>"
            f"{_pii('PERSON', 'EMILY CARTER', 'recipient name in capitals')}<br>{to}<br>UNITED KINGDOM</div>"
            f"<div style='font-size:14px;margin-top:4px'>TEL {_pii('PHONE_NUMBER', '07700 900461', 'phone on a label')}"
            "</div></div><div class='r'><div class='big'>WAYBILL 12 3456 7890</div>"
            "<div style='height:70px;background:repeating-linear-gradient(90deg,#000 0 3px,#fff 3px 5px,#000 5px 6px,"
            "#fff 6px 9px)'></div></div><div class='r' style='font-size:12px'>Contents: Documents · Ref PO-88213 · "
            "Duties: DAP</div></div>")
    return _page("mydhl.express.dhl/de/en/ship/label.html", "Print label - MyDHL+", body, SHIP_CSS)


def order_jp() -> str:
    kv = [("ご注文番号", "202503-118427"),
          ("お名前", _pii("PERSON", "山本 健太", "recipient name (Japanese)")),
          ("お届け先住所", _pii("STREET_ADDRESS", "〒150-0043 東京都渋谷区道玄坂1-12-3 マークシティ 804号室",
                                 "Japanese address")),
          ("電話番号", _pii("PHONE_NUMBER", "090-4728-1935", "Japanese phone")),
          ("メールアドレス", _pii("EMAIL_ADDRESS", "kenta.yamamoto@docomo.ne.jp", "e-mail on a Japanese form")),
          ("お支払い方法", "クレジットカード（末尾 3306）"), ("お届け予定日", "2025年3月18日（火）午前中"),
          ("合計金額", "¥12,980（税込）")]
    rows = "".join(f"<div class='kv'><span class='k'>{k}</span><span>{v}</span></div>" for k, v in kv)
    body = (f"<div class='wrap jp'><h2>ご注文ありがとうございました</h2><div class='muted'>注文確認メールを送信しました。"
            f"</div><div style='width:760px;margin-top:14px'>{rows}</div>"
            "<p><span class='btn'>注文履歴を見る</span> <span class='btn2'>買い物を続ける</span></p></div>")
    return _page("order.rakuten.co.jp/complete?order=202503-118427", "ご注文完了 - 楽天市場", body, SHIP_CSS)


# ----------------------------------------------------------------------------------------------- blind4: devtools
DEV_CSS = """
.site{height:230px;padding:20px 40px;border-bottom:1px solid #ccc}
.dt{display:flex;height:482px;font-size:12px;font-family:"DejaVu Sans Mono",monospace}
.req{width:330px;border-right:1px solid #ccc;overflow:hidden} .req div{padding:3px 8px;border-bottom:1px solid #f0f0f0}
.req .sel{background:#d2e3fc} .hdrs{flex:1;padding:6px 12px;overflow:hidden}
.hdrs .h{display:flex;padding:2px 0} .hdrs .k{width:190px;color:#881280;flex:none} .hdrs .v{word-break:break-all}
.tabs{background:#f1f3f4;border-bottom:1px solid #ccc;padding:6px 12px;font-family:"DejaVu Sans",sans-serif;font-size:12px}
.sec{font-weight:bold;padding:8px 0 4px;font-family:"DejaVu Sans",sans-serif}
.log{font-size:12.5px;line-height:1.65;padding:10px 16px;background:#fff}
.lv{display:inline-block;width:48px} .i{color:#1a73e8} .w{color:#e37400} .e{color:#d93025}
"""


def _site() -> str:
    return ("<div class='site'><h2 style='margin:0'>Fernway</h2><div class='muted'>Dashboard · Projects · Billing · "
            "Settings</div><p style='font-size:14px'>Welcome back! You have 3 open invoices and 2 pending "
            "approvals.</p></div>")


def devtools_headers(rng: random.Random) -> tuple[str, str]:
    head = '{"alg":"HS256","typ":"JWT"}'
    def b64(s: str) -> str:
        return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")
    claims = '{"sub":"u_48213","email":"r.okonkwo@fastmail.com","iat":1741942364,"exp":1741945964}'
    jwt = f"{b64(head)}.{b64(claims)}.{_rand(rng, 43, string.ascii_letters + string.digits + '-_')}"
    sess = _rand(rng, 32, "0123456789abcdef")
    reqs = ["me", "projects?limit=20", "invoices?status=open", "avatar.png", "main.3f9a1c.js", "collect?v=2",
            "notifications", "font.woff2"]
    req = "".join(f"<div class='{'sel' if k == 0 else ''}'>{r}</div>" for k, r in enumerate(reqs))
    hs = [("Request URL", "https://api.fernway.io/v2/users/me"), ("Request Method", "GET"),
          ("Status Code", "200 OK"),
          ("Remote Address", _pii("IP_ADDRESS", "104.18.32.7", "server IP with port in devtools") + ":443"),
          ("Referrer Policy", "strict-origin-when-cross-origin")]
    rq = [("accept", "application/json"),
          ("authorization", "Bearer " + _pii("API_KEY", jwt, "JWT in a devtools header")),
          ("cookie", f"theme=dark; _fw_session={_pii('API_KEY', sess, 'session cookie value')}; locale=en-GB"),
          ("user-agent", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36"),
          ("x-forwarded-for", _pii("IP_ADDRESS", "81.169.145.92", "client IP in a header"))]
    sec = "".join(f"<div class='h'><span class='k'>{k}:</span><span class='v'>{v}</span></div>" for k, v in hs)
    sec2 = "".join(f"<div class='h'><span class='k'>{k}:</span><span class='v'>{v}</span></div>" for k, v in rq)
    body = (f"{_site()}<div class='tabs'>Elements &nbsp; Console &nbsp; Sources &nbsp; <b>Network</b> &nbsp; "
            "Performance &nbsp; Application &nbsp;&nbsp; | &nbsp; Headers &nbsp; Payload &nbsp; Preview &nbsp; "
            f"Response &nbsp; Timing</div><div class='dt'><div class='req'>{req}</div><div class='hdrs'>"
            f"<div class='sec'>▼ General</div>{sec}<div class='sec'>▼ Request Headers</div>{sec2}</div></div>")
    return _page("app.fernway.io/dashboard", "Dashboard - Fernway", body, DEV_CSS), jwt


def devtools_json(rng: random.Random) -> str:
    key = "sk_live_51N" + _rand(rng, 88)
    lines = [
        "{",
        '  "id": 48213,',
        f'  "name": "{_pii("PERSON", "Rita Okonkwo", "name in JSON")}",',
        f'  "email": "{_pii("EMAIL_ADDRESS", "r.okonkwo@fastmail.com", "value in a JSON response")}",',
        f'  "phone": "{_pii("PHONE_NUMBER", "+234 803 412 7765", "value in a JSON response")}",',
        f'  "date_of_birth": "{_pii("DATE_OF_BIRTH", "1991-07-23", "value in a JSON response")}",',
        f'  "last_login_ip": "{_pii("IP_ADDRESS", "2a01:4f8:c17:9b2e::1", "value in a JSON response")}",',
        f'  "stripe_customer": "{_pii("ID_NUMBER", "cus_Q3kT9xLmN2pR7v", "customer id in JSON")}",',
        f'  "billing_secret": "{_pii("API_KEY", key, "live secret key in JSON")}",',
        '  "plan": "business", "seats": 12, "created_at": "2023-11-02T08:14:55Z",',
        '  "features": ["sso", "audit_log", "priority_support"]',
        "}",
    ]
    body = (f"{_site()}<div class='tabs'>Elements &nbsp; Console &nbsp; Sources &nbsp; <b>Network</b> &nbsp; "
            "Performance &nbsp; Application &nbsp;&nbsp; | &nbsp; Headers &nbsp; Payload &nbsp; Preview &nbsp; "
            "<b>Response</b> &nbsp; Timing</div><div class='dt'><div class='req'><div class='sel'>me</div>"
            "<div>projects?limit=20</div><div>invoices?status=open</div></div><div class='hdrs' "
            "style='white-space:pre-wrap;word-break:break-all;font-size:13px;line-height:1.6'>"
            + "\n".join(f"<div>{ln}</div>" for ln in lines) + "</div></div>")
    return _page("app.fernway.io/dashboard", "Dashboard - Fernway", body, DEV_CSS)


def log_viewer(rng: random.Random) -> str:
    akia = "AKIA" + _rand(rng, 16, string.ascii_uppercase + "234567")
    tok = _rand(rng, 40, string.ascii_letters + string.digits)
    pw = "Xy7pQ2wLmN4k"
    L = [
        ("09:12:44.118", "i", "INFO", "auth", f"login ok user={_pii('ACCOUNT_NAME', 'jmartinez', 'username in a log line')} "
         f"ip={_pii('IP_ADDRESS', '88.217.44.3', 'IP in a log line')} mfa=totp"),
        ("09:12:47.502", "i", "INFO", "http", "GET /api/v2/projects?limit=20 200 41ms"),
        ("09:13:02.990", "w", "WARN", "auth", f"failed login user={_pii('ACCOUNT_NAME', 'admin.backup', 'username in a log line')}"
         f" ip={_pii('IP_ADDRESS', '2003:e2:7f1b:4c00:91a4:3bde:22c1:8f07', 'IPv6 in a log line')} attempts=3"),
        ("09:13:05.004", "i", "INFO", "mail", f"password reset sent to {_pii('EMAIL_ADDRESS', 'd.novak@seznam.cz', 'e-mail in a log line')}"
         " link=" + _pii("URL_SECRET", f"https://app.fernway.io/reset?token={tok}", "reset link with token in a log")),
        ("09:13:09.771", "e", "ERROR", "db", "connect failed dsn=" + _pii(
            "URL_SECRET", f"postgres://svc_billing:{pw}@10.4.12.9:5432/billing", "database URL with password")),
        ("09:13:10.020", "i", "INFO", "s3", f"upload ok key_id={_pii('API_KEY', akia, 'AWS key id in a log line')} "
         "bucket=fw-invoices size=48213"),
        ("09:13:15.338", "i", "INFO", "http", "POST /api/v2/invoices 201 88ms"),
        ("09:13:21.640", "w", "WARN", "billing", "card declined code=insufficient_funds amount=129.00 EUR"),
    ]
    rows = "".join(f"<div><span class='muted'>2025-03-14 {t}</span> <span class='lv {c}'>{lv}</span> "
                   f"<b>{svc}</b> {msg}</div>" for t, c, lv, svc, msg in L)
    body = ("<div style='padding:12px 24px;background:#f5f7fa;border-bottom:1px solid #ddd;font-size:13px'>"
            "<b>Logs</b> · Explore · service:fernway-api · env:production · Last 15 minutes ▾ · "
            "<span class='btn' style='padding:3px 10px'>Run query</span></div>"
            f"<div class='log mono'>{rows}</div><p class='muted' style='padding:0 24px'>8 of 12,418 lines · "
            "Live tail paused</p>")
    return _page("grafana.fernway.internal/explore?orgId=1&left=logs", "Explore - Grafana", body, DEV_CSS)


# ---------------------------------------------------------------------------------------------------- blind5: HR
HR_CSS = """
.wrap{padding:18px 60px} .frm{display:grid;grid-template-columns:260px 420px;row-gap:10px;font-size:15px}
.frm .k{color:#555} .frm .v{border:1px solid #bbb;border-radius:4px;padding:5px 10px;min-height:31px}
.jp{font-family:"Noto Sans CJK JP","Noto Sans JP","IPAGothic",sans-serif}
"""


def _form(title: str, url: str, tab: str, kv: list[tuple[str, str]], buttons: str, cls: str = "") -> str:
    rows = "".join(f"<div class='k'>{k}</div><div class='v'>{v}</div>" for k, v in kv)
    body = f"<div class='wrap {cls}'><h2>{title}</h2><div class='frm'>{rows}</div><p>{buttons}</p></div>"
    return _page(url, tab, body, HR_CSS)


def hr_de(rng: random.Random) -> str:
    kv = [("Name, Vorname", _pii("DENY_LIST", "Weber, Jonas", "deny-listed name as 'Last, First'")),
          ("Geburtsdatum", _pii("DATE_OF_BIRTH", "03.11.1987", "German form field")),
          ("Geburtsort", "Hamburg"),
          ("Anschrift", _pii("STREET_ADDRESS", "Lindenstraße 27, 10969 Berlin", "German form field")),
          ("Telefon privat", _pii("PHONE_NUMBER", "030 61 28 47 93", "German form field")),
          ("Steuer-Identifikationsnummer", _pii("ID_NUMBER", "47 036 892 816", "German form field")),
          ("Sozialversicherungsnummer", _pii("ID_NUMBER", "12 031187 W 045", "German form field")),
          ("Krankenkasse", "Techniker Krankenkasse"),
          ("Versichertennummer", _pii("ID_NUMBER", "K829461037", "German form field")),
          ("Bankverbindung (IBAN)", _pii("IBAN_CODE", _iban(rng, "DE", 22), "German form field")),
          ("Eintrittsdatum", "01.04.2025"), ("Steuerklasse", "I")]
    return _form("Personalfragebogen", "personio.de/employees/20417/personal-data", "Personaldaten - Personio", kv,
                 "<span class='btn'>Speichern</span> <span class='btn2'>Abbrechen</span>")


def hr_fr() -> str:
    kv = [("Nom", _pii("DENY_LIST", "Dubois", "deny-listed name split into Nom / Prénom")),
          ("Prénom", _pii("DENY_LIST", "Océane", "deny-listed name split into Nom / Prénom")),
          ("Date de naissance", _pii("DATE_OF_BIRTH", "22/06/1994", "French form field")),
          ("N° de sécurité sociale", _pii("ID_NUMBER", "2 94 06 69 123 456 78", "French form field")),
          ("Adresse", _pii("STREET_ADDRESS", "14 rue des Lilas, 69003 Lyon", "French form field")),
          ("Téléphone", _pii("PHONE_NUMBER", "06 12 48 93 27", "French form field")),
          ("Courriel", _pii("EMAIL_ADDRESS", "oceane.dubois@orange.fr", "French form field")),
          ("Poste", "Chargée de comptabilité"), ("Date d'entrée", "02/05/2025"), ("Contrat", "CDI, temps plein")]
    return _form("Dossier salarié", "app.lucca.fr/directory/user/3315", "Dossier salarié - Lucca", kv,
                 "<span class='btn'>Enregistrer</span> <span class='btn2'>Annuler</span>")


def hr_es() -> str:
    kv = [("Nombre completo", _pii("PERSON", "Alejandro Ruiz Delgado", "name on a Spanish form")),
          ("DNI", _pii("ID_NUMBER", _dni(48273916), "Spanish form field")),
          ("Fecha de nacimiento", _pii("DATE_OF_BIRTH", "5 de agosto de 1982", "date of birth in words (Spanish)")),
          ("Nº afiliación Seguridad Social", _pii("ID_NUMBER", "28/12345678/40", "Spanish form field")),
          ("Domicilio", _pii("STREET_ADDRESS", "Calle de Alcalá 142, 3º B, 28009 Madrid", "Spanish form field")),
          ("Móvil", _pii("PHONE_NUMBER", "+34 655 21 87 43", "Spanish form field")),
          ("Departamento", "Operaciones"), ("Fecha de alta", "15/01/2024")]
    return _form("Ficha del empleado", "a3innuva.es/nomina/empleados/00231", "Ficha del empleado - a3innuva", kv,
                 "<span class='btn'>Guardar</span> <span class='btn2'>Cancelar</span>")


def hr_ja(rng: random.Random) -> str:
    my = " ".join(_rand(rng, 4, string.digits) for _ in range(3))
    kv = [("氏名", _pii("PERSON", "佐藤 美咲", "name on a Japanese form")),
          ("生年月日", _pii("DATE_OF_BIRTH", "1990年4月12日", "Japanese form field")),
          ("住所", _pii("STREET_ADDRESS", "〒530-0001 大阪府大阪市北区梅田3-1-1 グランフロント502", "Japanese form field")),
          ("電話番号", _pii("PHONE_NUMBER", "06-6345-7821", "Japanese form field")),
          ("マイナンバー", _pii("ID_NUMBER", my, "Japanese form field")),
          ("社員番号", _pii("ID_NUMBER", "EMP-20417", "Japanese form field")),
          ("メールアドレス", _pii("EMAIL_ADDRESS", "misaki.sato@kddi-web.jp", "e-mail on a Japanese form")),
          ("所属部署", "経理部"), ("入社日", "2024年4月1日")]
    return _form("社員情報の編集", "smarthr.jp/crews/3a9f/edit", "社員情報 - SmartHR", kv,
                 "<span class='btn'>保存</span> <span class='btn2'>キャンセル</span>", cls="jp")


# ----------------------------------------------------------------------------------------- blind6: helpdesk, admin
DESK_CSS = """
.app{display:flex;height:756px} .rail{width:60px;background:#03363d}
.tk{flex:1;padding:16px 28px;overflow:hidden} .cust{width:300px;border-left:1px solid #ddd;padding:16px;font-size:13px}
.cust .k{color:#68737d;margin-top:10px} .cm{border-bottom:1px solid #eee;padding:10px 0;font-size:14px;line-height:1.5}
.note{background:#fff6e5;padding:8px 10px}
.ut th{background:#f6f8fa;border-bottom:1px solid #d0d7de;font-size:13px} .ut td{border-bottom:1px solid #eee;font-size:13px}
.role{border-radius:10px;padding:1px 8px;background:#eef;font-size:12px}
"""


def helpdesk() -> str:
    marco = _pii("PERSON", "Marco Bianchi", "ticket requester")
    cust = [("Name", marco),
            ("Email", _pii("EMAIL_ADDRESS", "m.bianchi.84@libero.it", "helpdesk customer panel")),
            ("Phone", _pii("PHONE_NUMBER", "+39 347 812 4490", "helpdesk customer panel")),
            ("Account no.", _pii("ID_NUMBER", "ACC-00482917", "customer account number in a panel")),
            ("Organization", "Bianchi Srl"), ("Plan", "Business annual"), ("Local time", "Fri, 10:42 CET")]
    side = "".join(f"<div class='k'>{k}</div><div>{v}</div>" for k, v in cust)
    comments = [
        (marco, "Mar 13, 18:02",
         "Hi, I was charged twice for order 7731-A and still have no refund. You can reach me on "
         f"{_pii('PHONE_NUMBER', '347 812 4490', 'phone in a ticket message')} (WhatsApp too). Please send the "
         "replacement router to "
         f"{_pii('STREET_ADDRESS', 'Via Giuseppe Verdi 18, 20121 Milano', 'address in a ticket message')}."),
        (_pii("DENY_LIST", "Priya Raman", "deny-listed agent name"), "Mar 14, 09:15",
         "Hi Marco, sorry about this! The duplicate charge is refunded (3-5 business days). I reset your portal login"
         f" — temporary password: {_pii('SECRET_VALUE', 'Tq4!vLm92#xe', 'temporary password in an agent reply')}"
         " — please change it after signing in."),
    ]
    cm = "".join(f"<div class='cm'><b>{w}</b> <span class='muted'>{t}</span><div>{x}</div></div>" for w, t, x in comments)
    note = (f"<div class='cm note'><b>Internal note</b> · {_pii('PERSON', 'Sam Whitfield', 'agent name')} "
            f"<span class='muted'>Mar 14, 09:11</span><div>Caller verified with DOB "
            f"{_pii('DATE_OF_BIRTH', '14 Feb 1984', 'date of birth in an internal note')} and postcode.</div></div>")
    body = (f"<div class='app'><div class='rail'></div><div class='tk'><div class='muted'>Tickets › #48213</div>"
            "<h2 style='margin:6px 0'>Refund not received for duplicate charge</h2><div class='muted'>Status: Open · "
            "Priority: High · Type: Incident · Group: Billing · Tags: refund, duplicate</div>"
            f"{cm}{note}<p><span class='btn'>Submit as Pending</span> <span class='btn2'>Macros</span></p></div>"
            f"<div class='cust'><b>Customer</b>{side}</div></div>")
    return _page("northwind.zendesk.com/agent/tickets/48213", "#48213 Refund not received - Zendesk", body, DESK_CSS)


def admin_users() -> str:
    users = [
        (_pii("DENY_LIST", "Priya Raman", "deny-listed name in a table"), "priya.r",
         "priya.raman@northwind.io", "Owner", "2 hours ago", "217.92.14.208", "On"),
        (_pii("PERSON", "Marco Bianchi", "name in a table"), "mbianchi", "marco.bianchi@northwind.io", "Admin",
         "Yesterday", "93.41.206.17", "On"),
        (_pii("DENY_LIST", "Jonas Weber", "deny-listed name in a table"), "jweber_admin", "jonas.weber@northwind.io",
         "Admin", "3 days ago", "2a02:810d:4b3f:e200::7", "Off"),
        (_pii("PERSON", "Lena Hoffmann", "name in a table"), "lhoffmann", "lena.hoffmann@northwind.io", "Billing",
         "Mar 2, 2025", "62.216.9.144", "On"),
        ("Deploy bot", "svc-deploy", "ops+deploy@northwind.io", "Service", "12 minutes ago", "10.20.3.41", "—"),
    ]
    rows = "".join(
        f"<tr><td>{n}</td><td class='mono'>{_pii('ACCOUNT_NAME', u, 'username under its column header')}</td>"
        f"<td>{_pii('EMAIL_ADDRESS', e, 'e-mail in an admin table')}</td><td><span class='role'>{r}</span></td>"
        f"<td>{t}</td><td class='mono'>{_pii('IP_ADDRESS', ip, 'IP under its column header')}</td><td>{f}</td></tr>"
        for n, u, e, r, t, ip, f in users)
    head = "".join(f"<th>{h}</th>" for h in ("Name", "Username", "Email", "Role", "Last login", "Last IP", "2FA"))
    body = ("<div style='padding:18px 40px'><div class='muted'>Admin › Members</div><h2 style='margin:6px 0'>"
            "Members (5)</h2><div style='margin:8px 0 14px'><span class='btn'>Invite member</span> "
            "<span class='btn2'>Export CSV</span> <span class='btn2'>Filter: All roles</span></div>"
            f"<table class='ut'><tr>{head}</tr>{rows}</table><p class='muted'>Showing 1–5 of 5 · Seats used 5 of 10"
            "</p></div>")
    return _page("admin.northwind.io/settings/members", "Members - Northwind Admin", body, DESK_CSS)


# ------------------------------------------------------------------------------------------------------- the rig
class BlindRig(Rig):
    """The blind rig: its values are the identifiers shown (no typed pieces)."""

    def values(self) -> list[str]:
        out = {it[2] for states in self.truth.values() for s in states for it in s["ids"] if it[1] != "PERSON"}
        out |= {self.shown.get(v, v) for v in list(out)}
        out |= {p for v in list(out) if "\n" in v for p in v.split("\n")}  # a multi-line address, line by line
        return sorted(v for v in out if len(v.replace(" ", "")) >= 5)


def japanese_font() -> bool:
    """Whether fontconfig has a Japanese font (chromium draws the Japanese screens as boxes without one)."""
    import shutil
    import subprocess

    return bool(shutil.which("fc-list")) and bool(
        subprocess.run(["fc-list", ":lang=ja"], capture_output=True, text=True).stdout.strip())


def render_blind(chromium: str, source_day: Path, work: Path) -> BlindRig:
    """Render the seven recordings into `source_day` (module docstring)."""
    import sys

    from privacy_screens import SCREENS

    sys.path.insert(0, str(SCREENS))
    from playwright.sync_api import sync_playwright
    from session import CHROMIUM_ARGS

    if not japanese_font():
        raise SystemExit("no Japanese font: apt-get install fonts-ipafont-gothic (the Japanese screens need one)")
    rng = random.Random(20250314)
    SIT.clear()
    rig = BlindRig(deny_list=list(DENY))
    work.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_ARGS)

        def shots(pages: list[tuple[str, str]], dsf: float = 1.0) -> tuple[list[np.ndarray], list[dict[str, Any]]]:
            imgs, truths = [], []
            for name, html in pages:
                img, t, pg = _shoot(browser, html, SIZE, dsf, work, name)
                pg.close()
                imgs.append(img)
                truths.append(t)
            return imgs, truths

        def record(rid: str, pages: list[tuple[str, str]], clicks: list[tuple[int, int]], label: str,
                   dsf: float = 1.0) -> None:
            imgs, truths = shots(pages, dsf)
            for k, v in SIT.items():
                rig.situation.setdefault(k, v)
            for t in truths:  # a value whose next character starts left of the one before wraps to a new line
                for _, _kind, value, _full, boxes in t["ids"]:
                    back = any(b[0] < a[0] - 2 * max(1, a[2] - a[0]) for a, b in itertools.pairwise(boxes))
                    if back and "\n" not in value:
                        sit = rig.situation.get(value, label)
                        if not sit.endswith(", wrapped over lines"):
                            rig.situation[value] = sit + ", wrapped over lines"
            _record_rig(source_day / rid, rid, SIZE, dsf, imgs, truths, [Action("click", x, y) for x, y in clicks],
                        rig, label)

        try:
            record("blind0", [("chat0", chat_channel(rng)), ("chat1", chat_dm())], [(150, 560)], "chat")
            record("blind1", [("cal0", calendar_event()), ("cal1", calendar_find())], [(1200, 120)],
                   "calendar (HiDPI)", dsf=2.0)
            html, ibans = bank_list(rng)
            record("blind2", [("bank0", html), ("bank1", bank_transfer(ibans))], [(1200, 760)], "banking")
            record("blind3", [("order0", order_us()), ("order1", shipping_label()), ("order2", order_jp())],
                   [(1200, 770), (1200, 770)], "orders and shipping")
            dev0, _jwt = devtools_headers(rng)
            record("blind4", [("dev0", dev0), ("dev1", devtools_json(rng)), ("dev2", log_viewer(rng))],
                   [(1200, 770), (1200, 770)], "developer tools")
            record("blind5", [("hr_de", hr_de(rng)), ("hr_fr", hr_fr()), ("hr_es", hr_es()), ("hr_ja", hr_ja(rng))],
                   [(1200, 770), (1200, 770), (1200, 770)], "HR forms in four languages")
            record("blind6", [("desk0", helpdesk()), ("admin0", admin_users())], [(1200, 770)],
                   "helpdesk and admin table")
        finally:
            browser.close()
    return rig
