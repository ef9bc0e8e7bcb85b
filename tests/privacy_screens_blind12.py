# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A twelfth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind10.py, other applications again): productivity and creative
tools where personal data turns up incidentally, mostly in free text, rendered by Debian's chromium through the rig of
tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindl0` … `blindl6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindl0` a note-taking app: weekly meeting notes (the deny-listed Irish name in a sentence with her mobile, to-dos
  assigning people by `@name`, a client's e-mail, a courier pick-up at a home address with an Eircode, a refund to an
  Irish IBAN; the client company, dates and a ticket number not private) over an inline contacts database (names,
  e-mails, phones; companies, roles and last-contacted dates not private); then a trip page with a pasted passport scan
  whose caption names the holder surname first in capitals, the passport number and her date of birth (the expiry and
  booking reference not private), a callout with an emergency contact and a rooming list; then the quick-find flyout
  over it (snippets holding a landlord's phone and a PPS number, a page title with a name);
- `blindl1` a slide-deck editor: a team slide of name cards, speaker notes below it (the deny-listed name without its
  accent, a home address for samples, a mobile), a comment thread (a colleague's personal mobile quoted, an e-mail
  mention; the office line, revenue figures and slide numbers not private); then the dark presenter view (notes in
  large type with a host's home address and a mobile, the timer and slide counter not private);
- `blindl2` a photo manager at device scale 2 (HiDPI), dark: the library grid with face tags (names under
  thumbnails), a folder path holding the deny-listed Vietnamese name in lower case, the metadata panel (EXIF artist in
  capitals without diacritics, camera owner given name first, copyright with diacritics and an e-mail, GPS
  coordinates and the address they resolve to; the camera's serial number, lens and exposure not private); then the
  editor with face-tag labels drawn on a photo, a title holding a child's date of birth, text recognised in a scanned
  letter (an Australian tax file number), and the export dialog (creator, phone, address, e-mail in the IPTC contact);
- `blindl3` a form builder's responses: the summary (latest answers to the name and e-mail questions, a pie chart,
  free-text answers holding an address, a phone, a child's name and date of birth; counts and percentages not
  private), then one response (the deny-listed Argentine name in capitals without its accent, e-mail, phone, a
  two-line address, a date of birth, an emergency contact, a neighbour named in free text; the submission time and a
  card's last digits not private);
- `blindl4` a transcription tool: a call transcript where the caller spells out his phone in words, his e-mail as
  `name dot name at … dot com`, a card number in spoken groups with its security code, his date of birth in words
  and a postcode letter by letter (the policy number, premium and ticket reference not private), with an AI
  summary panel restating some of them in digits; then a dark video editor's subtitle track (cues with a vlogger's
  e-mail spelt out, a phone spoken in digits and in words, a neighbour's street address; timecodes not private);
- `blindl5` a spreadsheet: a commission pivot table (sales reps as row labels, the deny-listed name surname first,
  a grand total; amounts not private) beside a bar chart labelled with first names, a cell comment flyout holding a
  British IBAN and a reply with an Argentine CBU; then the contractors' sheet (a CUIT, an e-mail and a phone per row,
  a formula bar holding a name; countries, rates and invoice numbers not private);
- `blindl6` a whiteboard: sticky notes quoting customers (a name and a home address, a phone, an e-mail), a pasted
  business card, a mind map of interviewees, collaborators' cursor labels (the deny-listed first name with an
  initial); then the board zoomed out to 60 % under a comment thread flyout (a phone, an e-mail, a date of birth).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (an Irish, a Vietnamese and an Argentine name:
the first with and without its accent and surname first in capitals; the second in capitals without diacritics, given
name first, in lower case as a user folder and with its diacritics; the third in capitals without its accent, as a
transcript's speaker label, surname first with a comma). Checksummed values (Irish and British IBANs, a PPS number,
an Australian tax file number, a card, an Argentine CUIT and CBU) are valid. Each value other than a name is shown in
one recording only.
"""

from __future__ import annotations

import random
import string
from pathlib import Path

from privacy_screens import _card
from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _luhn_ok, _win
from privacy_screens_blind4 import _page, _pii, preview, recorder

DENY = ["Siobhán O'Callaghan", "Nguyễn Thị Lan", "Joaquín Ferreyra"]


# ------------------------------------------------------------------------------------------------ valid identifiers
def _pps(rng: random.Random) -> str:
    """An Irish PPS number: seven digits weighted 8 … 2, a second letter (A: 1) weighted 9, the sum mod 23 as the check
    letter (0: W)."""
    d = "".join(rng.choice(string.digits) for _ in range(7))
    r = (sum(int(c) * (8 - k) for k, c in enumerate(d)) + 9 * 1) % 23
    return d + ("W" if r == 0 else chr(64 + r)) + "A"


def _pps_ok(p: str) -> bool:
    d, check, second = p[:7], p[7], p[8]
    r = (sum(int(c) * (8 - k) for k, c in enumerate(d)) + 9 * (ord(second) - 64)) % 23
    return check == ("W" if r == 0 else chr(64 + r))


def _tfn(rng: random.Random) -> str:
    """An Australian tax file number: nine digits weighted 1, 4, 3, 7, 5, 8, 6, 9, 10, their sum divisible by 11."""
    while True:
        d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(7)]
        s = sum(v * w for v, w in zip(d, (1, 4, 3, 7, 5, 8, 6, 9), strict=True))
        last = s % 11  # 10 × last ≡ −last (mod 11)
        if last < 10:
            t = "".join(map(str, d)) + str(last)
            return f"{t[:3]} {t[3:6]} {t[6:]}"


def _tfn_ok(t: str) -> bool:
    d = [int(c) for c in t if c.isdigit()]
    return len(d) == 9 and sum(v * w for v, w in zip(d, (1, 4, 3, 7, 5, 8, 6, 9, 10), strict=True)) % 11 == 0


def _cuit(rng: random.Random, kind: int) -> str:
    """An Argentine CUIT: type, the DNI's eight digits, a check digit (weights 5, 4, 3, 2, 7, 6, 5, 4, 3, 2; 11 less the
    sum mod 11, 11 → 0, never 10)."""
    while True:
        body = f"{kind}{rng.randint(20_000_000, 39_999_999)}"
        c = 11 - sum(int(a) * w for a, w in zip(body, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
        if c != 10:
            return f"{body[:2]}-{body[2:]}-{c % 11}"


def _cuit_ok(c: str) -> bool:
    d = c.replace("-", "")
    r = 11 - sum(int(a) * w for a, w in zip(d[:10], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
    return len(d) == 11 and r != 10 and r % 11 == int(d[10])


def _cbu_digit(digits: str, weights: tuple[int, ...]) -> str:
    return str((10 - sum(int(a) * w for a, w in zip(digits, weights, strict=True)) % 10) % 10)


W1, W2 = (7, 1, 3, 9, 7, 1, 3), (3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3)


def _cbu(rng: random.Random, bank_branch: str) -> str:
    """An Argentine CBU: bank and branch with their check digit, then a thirteen-digit account and its check digit."""
    acct = "".join(rng.choice(string.digits) for _ in range(13))
    return bank_branch + _cbu_digit(bank_branch, W1) + acct + _cbu_digit(acct, W2)


def _cbu_ok(c: str) -> bool:
    return len(c) == 22 and c[7] == _cbu_digit(c[:7], W1) and c[21] == _cbu_digit(c[8:21], W2)


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _pps_ok(ids["pps"]), ids["pps"]
    assert _tfn_ok(ids["tfn"]), ids["tfn"]
    assert _cuit_ok(ids["cuit"]) and _cuit_ok(ids["cuit2"]), (ids["cuit"], ids["cuit2"])
    assert _cbu_ok(ids["cbu"]), ids["cbu"]
    assert _luhn_ok(ids["card"]), ids["card"]


# ---------------------------------------------------------------------------------------- blindl0: note-taking app
NOTE_CSS = """
body{font-family:"DejaVu Sans",sans-serif;color:#37352f;background:#fff;font-size:14px}
.nw{display:flex;height:756px} .ns{width:240px;background:#f7f7f5;border-right:1px solid #ebebea;padding:10px 8px;font-size:13px;color:#5f5e5b;flex:none}
.ns .ws{font-weight:bold;color:#37352f;padding:4px 8px 10px} .ns .it{padding:4px 8px;border-radius:4px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis} .ns .it.on{background:#ebebea;color:#37352f}
.ns .h{font-size:11.5px;font-weight:bold;color:#91918e;padding:12px 8px 4px}
.nm{flex:1;overflow:hidden;position:relative} .nb{height:40px;display:flex;align-items:center;padding:0 16px;font-size:13px;color:#5f5e5b;gap:10px} .nb .r{margin-left:auto;display:flex;gap:16px}
.doc{width:780px;margin:0 auto;padding:8px 0} .doc h1{font-size:32px;margin:14px 0 10px;font-weight:bold}
.prop{display:flex;font-size:13px;padding:4px 0} .prop .k{width:140px;color:#91918e} .chip{display:inline-block;background:#e9e5e3;border-radius:3px;padding:1px 6px;margin-right:4px;font-size:12.5px}
.doc h2{font-size:20px;margin:18px 0 6px} .doc p, .doc li{line-height:1.55;margin:2px 0} .doc ul{padding-left:22px;margin:4px 0}
.todo{display:flex;gap:8px;line-height:1.55;padding:2px 0} .todo .b{flex:none;width:15px;height:15px;border:1.5px solid #37352f;margin-top:4px;border-radius:2px;font-size:11px;line-height:12px;text-align:center}
.todo.done{color:#9b9a97;text-decoration:line-through} .todo.done .b{background:#2383e2;border-color:#2383e2;color:#fff}
.mn{color:#787774;background:#f1f1ef;border-radius:3px;padding:0 3px}
.db{width:100%;border-collapse:collapse;font-size:13px;margin-top:4px} .db th{color:#91918e;font-weight:normal;text-align:left;border-top:1px solid #ebebea;border-bottom:1px solid #ebebea;padding:6px 8px} .db td{border-bottom:1px solid #ebebea;padding:7px 8px} .db td:nth-child(5){white-space:nowrap}
.db th+th,.db td+td{border-left:1px solid #ebebea}
.cap{font-size:13px;color:#787774;margin-top:6px;line-height:1.5}
.call{background:#fbf3db;border-radius:4px;padding:12px 14px;display:flex;gap:10px;line-height:1.55;margin:10px 0}
.scan{height:230px;border-radius:4px;background:linear-gradient(135deg,#6d2933,#4d1b25);position:relative;overflow:hidden;box-shadow:0 1px 4px rgba(0,0,0,.25)}
.scan .pg{position:absolute;left:240px;top:18px;width:420px;height:194px;background:linear-gradient(180deg,#ede6f0,#dcd3e4);border-radius:3px}
.scan .ph{position:absolute;left:262px;top:44px;width:92px;height:118px;background:linear-gradient(160deg,#9aa3ad,#6c757f);border-radius:2px}
.scan .ln{position:absolute;left:372px;height:7px;background:#b9b0c4;border-radius:3px}
.scan .harp{position:absolute;left:70px;top:70px;width:100px;height:100px;border:3px solid #d7b56d;border-radius:50px;opacity:.7}
.qf{position:absolute;left:250px;top:90px;width:620px;background:#fff;border-radius:8px;box-shadow:0 10px 38px rgba(15,15,15,.28),0 0 0 1px rgba(15,15,15,.08);font-size:13.5px}
.qf .in{padding:14px 16px;font-size:16px;border-bottom:1px solid #ebebea} .qf .sec{font-size:11.5px;color:#91918e;padding:10px 16px 4px;font-weight:bold}
.qf .r{padding:7px 16px;line-height:1.45} .qf .r.on{background:#f1f1ef} .qf .r .t{font-weight:bold} .qf .r .s{color:#787774;font-size:12.5px}
.qf mark{background:#fbe8a6;color:inherit} .qf .ft{border-top:1px solid #ebebea;padding:8px 16px;font-size:12px;color:#91918e}
.dim{position:absolute;inset:0;background:rgba(15,15,15,.35)}
"""


def _notes(active: str, inner: str, tab: str, url: str) -> str:
    pages = ["Team home", "Weekly sync · 14 Apr", "Lisbon offsite", "Hiring pipeline", "Onboarding checklist", "Flat hunt (personal)", "Reading list"]
    side = ("<div class='ns'><div class='ws'>Harbour Studio ▾</div><div class='it'>Search</div><div class='it'>Updates</div><div class='it'>Settings</div>"
            "<div class='h'>Workspace</div>" + "".join(f"<div class='it{' on' if p == active else ''}'>▸ {p}</div>" for p in pages)
            + "<div class='h'>Private</div><div class='it'>▸ Journal 2025</div><div class='it'>▸ Gift ideas</div><div class='it'>Trash</div></div>")
    return _page(url, tab, f"<div class='nw'>{side}<div class='nm'>{inner}</div></div>", NOTE_CSS)


def notes_meeting(iban_ie: str) -> str:
    people = [("Ciarán Byrne", "Harbour Studio", "Producer", "ciaran@harbourstudio.ie", "+353 1 555 0140", "2 days ago"),
              ("Pádraig Walsh", "Harbour Foods", "Head of marketing", "padraig.walsh@harbourfoods.ie", "+353 86 204 7719", "14 Apr 2025"),
              ("Ewa Kowalczyk", "Freelance", "Illustrator", "ewa.kowalczyk.art@gmail.com", "+353 83 661 2508", "9 Apr 2025"),
              ("Tadhg Ó Súilleabháin", "Cork Brewing", "Brand manager", "tadhg.os@corkbrewing.ie", "+353 21 555 0193", "28 Mar 2025")]
    rows = "".join(f"<tr><td>{_pii('PERSON', n, 'name in an inline contacts database')}</td><td>{c}</td><td>{r}</td>"
                   f"<td>{_pii('EMAIL_ADDRESS', e, 'e-mail in an inline contacts database')}</td>"
                   f"<td>{_pii('PHONE_NUMBER', p, 'phone in an inline contacts database')}</td><td>{d}</td></tr>"
                   for n, c, r, e, p, d in people)
    doc = ("<div class='doc'><h1>Weekly sync · 14 April 2025</h1>"
           "<div class='prop'><span class='k'>Date</span>14 April 2025 10:00</div>"
           "<div class='prop'><span class='k'>Attendees</span><span class='chip'>" + _pii("PERSON", "Ciarán Byrne", "attendee chip in a page's properties") + "</span><span class='chip'>"
           + _pii("PERSON", "Gráinne Lynch", "attendee chip in a page's properties") + "</span><span class='chip'>Me</span></div>"
           "<div class='prop'><span class='k'>Tags</span><span class='chip' style='background:#d3e5ef'>Weekly</span><span class='chip' style='background:#fdecc8'>Clients</span></div>"
           "<h2>Notes</h2><ul>"
           "<li>" + _pii("DENY_LIST", "Siobhán O'Callaghan", "deny-listed name in a meeting-notes sentence") + " joins the Dublin team on Monday; until her work phone arrives use her mobile "
           + _pii("PHONE_NUMBER", "+353 87 412 9930", "mobile in a meeting-notes sentence") + ".</li>"
           "<li>Harbour Foods moved the shoot to Thursday, ticket HF-2291. Budget unchanged at €18,400.</li>"
           "<li>" + _pii("PERSON", "Gráinne", "first name alone in a meeting-notes sentence") + " is off from 22 April, back 6 May.</li></ul>"
           "<h2>To-do</h2>"
           "<div class='todo'><span class='b'></span><span><span class='mn'>@" + _pii("PERSON", "Ciarán Byrne", "@-mentioned assignee in a to-do") + "</span> send the signed contract to "
           + _pii("PERSON", "Pádraig Walsh", "name in a to-do") + " (" + _pii("EMAIL_ADDRESS", "p.walsh.home@eircom.net", "personal e-mail in brackets in a to-do") + ")</span></div>"
           "<div class='todo done'><span class='b'>✓</span><span>Courier to collect the sample boxes from " + _pii("PERSON", "Ewa", "first name alone in a done to-do") + "'s flat, "
           + _pii("STREET_ADDRESS", "14 Clanbrassil Street Upper, Dublin 8, D08 W2K7", "home address with an Eircode in a struck-through to-do") + "</span></div>"
           "<div class='todo'><span class='b'></span><span><span class='mn'>@" + _pii("PERSON", "Gráinne Lynch", "@-mentioned assignee in a to-do") + "</span> refund the deposit to "
           + _pii("IBAN_CODE", iban_ie, "Irish IBAN in a to-do") + " before Friday</span></div>"
           "<div class='todo'><span class='b'></span><span>Book the meeting room for the Cork Brewing review (Tue 10:30)</span></div>"
           f"<h2>Contacts <span style='font-size:13px;color:#91918e;font-weight:normal'>· Table view · 4</span></h2><table class='db'><tr><th>Aa Name</th><th>Company</th><th>Role</th><th>E-mail</th><th>Phone</th><th>Last contacted</th></tr>{rows}</table></div>")
    inner = ("<div class='nb'><span>Team home / Weekly sync · 14 Apr</span><span class='r'><span>Edited 2m ago</span><span>Share</span><span>☆</span><span>⋯</span></span></div>" + doc)
    return _notes("Weekly sync · 14 Apr", inner, "Weekly sync · 14 Apr", "noted.so/harbour-studio/Weekly-sync-14-Apr-3f9a0c21d7e84b55")


def _trip_doc() -> str:
    lines = "".join(f"<div class='ln' style='top:{t}px;width:{w}px'></div>" for t, w in ((48, 180), (66, 140), (92, 200), (110, 120), (136, 170), (154, 90)))
    return ("<div class='doc'><h1>Lisbon offsite · 12–14 June</h1>"
            "<div class='prop'><span class='k'>Owner</span><span class='chip'>" + _pii("PERSON", "Orla Brennan", "page owner chip in a trip page") + "</span></div>"
            "<div class='prop'><span class='k'>Status</span><span class='chip' style='background:#dbeddb'>Booked</span></div>"
            "<h2>Flights</h2><p>EI 484 DUB → LIS 12 June 07:05, return EI 487 14 June 19:40. Booking ref K7PQ2M, 9 travellers, €2,916.40 in total.</p>"
            "<h2>Passports</h2><p>Scans for the group booking (delete after the trip):</p>"
            f"<div class='scan'><div class='harp'></div><div class='pg'></div><div class='ph'></div>{lines}</div>"
            "<div class='cap'>passport_scan_03.jpg · " + _pii("DENY_LIST", "O'CALLAGHAN Siobhán", "deny-listed name surname first in capitals in a pasted scan's caption")
            + " · No. " + _pii("ID_NUMBER", "PX4821937", "passport number in a pasted scan's caption") + " · born "
            + _pii("DATE_OF_BIRTH", "12 Mar 1988", "date of birth in a pasted scan's caption") + " · expires 03 Nov 2031</div>"
            "<div class='call'><span>!</span><span>Travel insurance: group policy TRV-55128 with Aviva. Emergency contact for the trip: "
            + _pii("PERSON", "Mary O'Callaghan", "emergency contact's name in a callout") + ", " + _pii("PHONE_NUMBER", "01 496 2270", "landline in a callout") + ".</span></div>"
            "<h2>Rooms</h2><table class='db'><tr><th>Aa Traveller</th><th>Room</th><th>Diet</th></tr>"
            + "".join(f"<tr><td>{_pii('PERSON', n, 'name in a rooming table')}</td><td>{r}</td><td>{d}</td></tr>" for n, r, d in
                      (("Orla Brennan", "Twin 204", "—"), ("Ewa Kowalczyk", "Twin 204", "Vegetarian"), ("Ciarán Byrne", "Single 311", "—")))
            + "</table></div>")


def notes_trip() -> str:
    inner = ("<div class='nb'><span>Team home / Lisbon offsite</span><span class='r'><span>Edited yesterday</span><span>Share</span><span>☆</span><span>⋯</span></span></div>" + _trip_doc())
    return _notes("Lisbon offsite", inner, "Lisbon offsite", "noted.so/harbour-studio/Lisbon-offsite-8c2e41f07b1a4d93")


def notes_find(pps: str) -> str:
    res = [("Flat hunt (personal)", "…viewing Sat 11:00, <mark>landlord</mark> " + _pii("PERSON", "Declan Hayes", "name in a quick-find snippet") + " on "
            + _pii("PHONE_NUMBER", "087 220 4519", "landlord's phone in a quick-find snippet") + ", deposit two months…", True),
           ("Onboarding checklist", "…Revenue: PPS number <mark>" + _pii("ID_NUMBER", pps, "PPS number highlighted in a quick-find snippet") + "</mark> for payroll, tax credit cert…", False),
           ("Reference letter for " + _pii("PERSON", "Aoife Kenny", "name in a page title in quick-find results"), "…worked with us from 2021 as a junior designer…", False),
           ("Weekly sync · 14 Apr", "…refund the deposit before Friday…", False)]
    rs = "".join(f"<div class='r{' on' if on else ''}'><div class='t'>{t}</div><div class='s'>{s}</div></div>" for t, s, on in res)
    qf = (f"<div class='qf dropdown'><div class='in'>landlord pps</div><div class='sec'>Best matches</div>{rs}"
          "<div class='ft'>↑↓ Select · ↵ Open · Ctrl+↵ Open in new tab</div></div>")
    inner = ("<div class='nb'><span>Team home / Lisbon offsite</span><span class='r'><span>Edited yesterday</span><span>Share</span><span>☆</span><span>⋯</span></span></div>"
             + _trip_doc() + "<div class='dim'></div>" + qf)
    return _notes("Lisbon offsite", inner, "Lisbon offsite", "noted.so/harbour-studio/Lisbon-offsite-8c2e41f07b1a4d93")


# ----------------------------------------------------------------------------------------- blindl1: slide-deck editor
SLIDE_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f8f9fa;color:#202124;font-size:13px}
.sm{height:34px;display:flex;align-items:center;gap:16px;padding:0 16px;font-size:13.5px;background:#fff} .sm b{font-size:17px;font-weight:normal}
.tb{height:34px;display:flex;align-items:center;gap:14px;padding:0 16px;background:#edf2fa;border-radius:18px;margin:2px 10px;color:#444;font-size:12.5px}
.sw{display:flex;height:644px;gap:0} .fs{width:170px;overflow:hidden;padding:8px 10px;flex:none}
.th{height:78px;background:#fff;border:1px solid #dadce0;margin:0 0 10px 18px;position:relative;border-radius:3px} .th.on{border:2px solid #1a73e8}
.th i{position:absolute;left:-18px;top:2px;font-style:normal;font-size:11px;color:#5f6368} .th b{position:absolute;left:10px;top:10px;width:60%;height:7px;background:#c6d4e6;border-radius:2px}
.th u{position:absolute;left:10px;height:4px;background:#e3e6ea;border-radius:2px}
.cv{flex:1;display:flex;flex-direction:column;align-items:center;min-width:0} .sl{width:760px;height:428px;background:#fff;margin-top:14px;box-shadow:0 1px 3px rgba(60,64,67,.3);position:relative;overflow:hidden}
.sl h2{position:absolute;left:50px;top:26px;margin:0;font-size:34px;color:#17365d;font-family:"Liberation Serif",serif}
.sl .band{position:absolute;left:0;right:0;bottom:0;height:20px;background:#17365d}
.pc{position:absolute;top:110px;width:150px;text-align:center;font-size:15px;line-height:1.35} .pc i{display:block;width:96px;height:96px;border-radius:48px;margin:0 auto 10px}
.pc small{display:block;color:#5f6368;font-size:12.5px}
.spk{width:760px;height:150px;margin-top:10px;background:#fff;border:1px solid #dadce0;border-radius:3px;padding:10px 14px;font-size:13.5px;line-height:1.5;overflow:hidden}
.spk .k{color:#5f6368;font-size:12px}
.cm{width:300px;background:#fff;border-left:1px solid #dadce0;padding:10px 14px;overflow:hidden;flex:none}
.cm h3{font-size:15px;margin:4px 0 10px;font-weight:normal} .ct{border:1px solid #dadce0;border-radius:8px;padding:10px 12px;margin-bottom:10px;box-shadow:0 1px 2px rgba(60,64,67,.15)}
.ct .q{border-left:3px solid #fbbc04;padding-left:8px;color:#5f6368;font-size:12px;margin-bottom:8px} .cc{margin:6px 0 10px;line-height:1.45}
.cc .w{display:flex;gap:8px;align-items:center;font-size:12.5px} .cc .w i{width:26px;height:26px;border-radius:13px;display:inline-block} .cc .w small{color:#5f6368}
.cc .tx{margin:4px 0 0 34px} .lnk{color:#1a73e8}
.pv{background:#202124;color:#e8eaed;height:756px;display:flex;gap:18px;padding:14px 20px;font-family:"DejaVu Sans",sans-serif}
.pv .l{width:600px;flex:none} .pv .cur{width:600px;height:338px;background:#fff;position:relative;overflow:hidden}
.pv .cur h2{position:absolute;left:40px;top:24px;margin:0;font-size:28px;color:#17365d;font-family:"Liberation Serif",serif}
.pv .cur li{color:#202124;font-size:17px;line-height:1.7}
.pv .bar{display:flex;justify-content:space-between;align-items:center;margin:12px 0;font-size:15px} .pv .tm{font-size:30px;font-family:"DejaVu Sans Mono",monospace}
.pv .nx{width:300px;height:169px;background:#fff;opacity:.85;position:relative} .pv .r{flex:1;min-width:0}
.pv .notes{font-size:21px;line-height:1.5;color:#f1f3f4;height:560px;overflow:hidden} .pv .k{color:#9aa0a6;font-size:13px;margin-bottom:8px}
"""


def _slides(inner: str, tab: str) -> str:
    menu = ("<div class='sm'><b>Cork Brewing · partner review Q2</b><span>☆</span><span style='color:#5f6368'>File&nbsp; Edit&nbsp; View&nbsp; Insert&nbsp; Format&nbsp; Slide&nbsp; Arrange&nbsp; Tools</span>"
            "<span style='margin-left:auto;background:#c2e7ff;border-radius:16px;padding:5px 14px'>Slideshow ▾</span><span style='background:#c2e7ff;border-radius:16px;padding:5px 14px'>Share</span></div>"
            "<div class='tb'><span>↶ ↷</span><span>100% ▾</span><span>|</span><span>Background</span><span>Layout ▾</span><span>Theme</span><span>Transition</span></div>")
    return _page("slides.office.example/d/1cB9xq4Vt/edit#slide=id.p4", tab, menu + inner, SLIDE_CSS)


def slides_edit() -> str:
    thumbs = "".join(f"<div class='th{' on' if k == 4 else ''}'><i>{k}</i><b></b><u style='top:30px;width:70%'></u><u style='top:42px;width:55%'></u><u style='top:54px;width:62%'></u></div>" for k in range(1, 8))
    cards = [("Tadhg Ó Súilleabháin", "Brand manager", "#b6c9e3", 55), ("Dervla Murphy", "Sales, Munster", "#e3c3b6", 225),
             ("Rory Kelleher", "Head brewer", "#c3e3b6", 395), ("Eoin Twomey", "Logistics", "#e3dcb6", 565)]
    pcs = "".join(f"<div class='pc' style='left:{x}px'><i style='background:{c}'></i>{_pii('PERSON', n, 'name on a slide under a photo')}<small>{r}</small></div>" for n, r, c, x in cards)
    slide = (f"<div class='sl'><h2>Meet the Cork team</h2>{pcs}<div style='position:absolute;left:50px;bottom:40px;font-size:13px;color:#5f6368'>"
             "Cork Brewing Co. · Marina Commercial Park, Cork · 021 490 1100</div><div class='band'></div></div>")
    notes = ("<div class='spk'><div class='k'>Speaker notes</div>"
             "Keep this short. Say that " + _pii("DENY_LIST", "Siobhan O'Callaghan", "deny-listed name without its accent in speaker notes") + " is their contact for the Dublin launch.<br>"
             "Samples go to " + _pii("PERSON", "Dervla", "first name alone in speaker notes") + "'s house, not the brewery: "
             + _pii("STREET_ADDRESS", "22 Glasheen Road, Cork T12 H6P4", "home address in speaker notes") + ". If the van is late ring her on "
             + _pii("PHONE_NUMBER", "086 915 3372", "mobile in speaker notes") + ". Revenue slide is next: 41,200 cases, up 12 %.</div>")
    thread = ("<div class='ct'><div class='q'>Slide 6 · “Logistics contacts”</div>"
              "<div class='cc'><div class='w'><i style='background:#e37400'></i><div><b>" + _pii("PERSON", "Dervla Murphy", "commenter's name in a comment thread") + "</b><br><small>10:14 Today</small></div></div>"
              "<div class='tx'>Can we take " + _pii("PERSON", "Eoin", "first name alone in a comment") + "'s personal mobile off slide 6? It's on there as "
              + _pii("PHONE_NUMBER", "087 553 1184", "personal mobile quoted in a comment") + ".</div></div>"
              "<div class='cc'><div class='w'><i style='background:#188038'></i><div><b>" + _pii("PERSON", "Rory Kelleher", "commenter's name in a comment thread") + "</b><br><small>10:31 Today</small></div></div>"
              "<div class='tx'>Done, swapped for the office line 021 490 1100.</div></div>"
              "<div style='color:#1a73e8;font-size:12.5px'>Resolve · Reply</div></div>"
              "<div class='ct'><div class='q'>Slide 9 · “Volume by county”</div><div class='cc'><div class='w'><i style='background:#1a73e8'></i><div><b>"
              + _pii("PERSON", "Tadhg Ó Súilleabháin", "commenter's name in a comment thread") + "</b><br><small>Yesterday</small></div></div>"
              "<div class='tx'><span class='lnk'>+" + _pii("EMAIL_ADDRESS", "liam.odonoghue@gmail.com", "e-mail mention in a comment") + "</span> can you check the Kerry figures before Friday?</div></div>"
              "<div style='color:#5f6368;font-size:12px'>Assigned to " + _pii("PERSON", "Liam O'Donoghue", "assignee's name under a comment") + "</div></div>")
    inner = (f"<div class='sw'><div class='fs'>{thumbs}</div><div class='cv'>{slide}{notes}</div>"
             f"<div class='cm'><h3>Comments <span style='color:#5f6368;font-size:12px'>All ▾</span></h3>{thread}</div></div>")
    return _slides(inner, "Cork Brewing · partner review Q2 - Slides")


def slides_present() -> str:
    cur = ("<div class='cur'><h2>Next steps</h2><ul style='position:absolute;left:40px;top:80px;margin:0'><li>Dublin launch 19 June</li><li>Tasting for partners in July</li>"
           "<li>Q3 volume target 45,000 cases</li></ul><div style='position:absolute;bottom:0;left:0;right:0;height:16px;background:#17365d'></div></div>")
    notes = ("<div class='notes'><div class='k'>SPEAKER NOTES · A+ A−</div>"
             "Thank everyone for the numbers. The partner tasting is on 3 July at " + _pii("PERSON", "Rory", "first name alone in presenter notes") + "'s place, "
             + _pii("STREET_ADDRESS", "3 Sunday's Well Road, Cork T23 E0C9", "host's home address in large presenter notes") + ", from 6 pm.<br><br>"
             "Questions afterwards: text me on " + _pii("PHONE_NUMBER", "+353 85 730 6641", "mobile in large presenter notes") + ".<br><br>"
             "Then hand over to " + _pii("PERSON", "Tadhg", "first name alone in presenter notes") + " for the Kerry rollout.</div>")
    inner = ("<div class='pv'><div class='l'>" + cur + "<div class='bar'><span>‹ Slide 12 of 14 ›</span><span class='tm'>00:18:42</span><span>Pause · Reset</span></div>"
             "<div style='display:flex;gap:14px;align-items:flex-start'><div class='nx'><div style='position:absolute;left:14px;top:14px;color:#17365d;font-size:16px'>Thank you</div></div>"
             "<div style='font-size:13px;color:#9aa0a6;line-height:1.6'>Next slide<br>Audience tools<br>Ended: 0 questions</div></div></div>"
             f"<div class='r'>{notes}</div></div>")
    return _page("slides.office.example/d/1cB9xq4Vt/present?slide=id.p12", "Presenter view - Cork Brewing · partner review Q2",
                 inner, SLIDE_CSS, dark=True)


# ---------------------------------------------------------------------------------- blindl2: photo manager (HiDPI)
PHOTO_CSS = """
body{background:#1e1e1e;color:#c8c8c8;font-family:"DejaVu Sans",sans-serif;font-size:12px}
.pw{display:flex;height:756px} .lp{width:220px;background:#262626;border-right:1px solid #111;padding:10px;flex:none;overflow:hidden}
.lp h4{font-size:11px;color:#8a8a8a;margin:12px 0 6px;letter-spacing:.5px} .lp .f{padding:4px 6px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis} .lp .f.on{background:#3d3d3d;color:#fff;border-radius:3px}
.path{font-family:"DejaVu Sans Mono",monospace;font-size:11px;background:#1a1a1a;padding:6px;border-radius:3px;line-height:1.5;word-break:break-all;color:#b0b0b0}
.gr{flex:1;padding:12px;display:grid;grid-template-columns:repeat(4,1fr);gap:12px;align-content:start;overflow:hidden;min-width:0}
.tn{background:#2b2b2b;border-radius:3px;padding:6px} .tn.on{outline:2px solid #d9d9d9} .tn i{display:block;height:118px;border-radius:2px} .tn .c{margin-top:6px;font-size:11.5px;color:#ddd;line-height:1.5} .tn .c small{color:#8a8a8a;font-size:10.5px}
.rp{width:320px;background:#262626;border-left:1px solid #111;padding:10px 12px;flex:none;overflow:hidden}
.rp h4{font-size:11px;color:#8a8a8a;margin:10px 0 6px;letter-spacing:.5px;border-bottom:1px solid #3a3a3a;padding-bottom:4px}
.md{display:flex;padding:4px 0;line-height:1.4} .md .k{width:104px;color:#8a8a8a;flex:none} .md .v{color:#e6e6e6;min-width:0}
.tag{display:inline-block;background:#3d3d3d;border-radius:10px;padding:2px 8px;margin:0 4px 4px 0}
.ed{flex:1;display:flex;flex-direction:column;align-items:center;padding:14px;min-width:0} .ph{width:700px;height:470px;position:relative;background:linear-gradient(180deg,#d9a066 0%,#b56f48 45%,#5d3b2d 100%);border-radius:2px}
.face{position:absolute;border:2px solid #fff;border-radius:3px} .face b{position:absolute;left:-2px;top:100%;margin-top:3px;background:rgba(0,0,0,.72);color:#fff;font-weight:normal;font-size:12px;padding:3px 7px;border-radius:3px;white-space:nowrap}
.hd{position:absolute;border-radius:50%;background:#e8c4a2}
.fs{width:700px;margin-top:14px;display:flex;flex-direction:column;gap:6px} .fs .in{background:#1a1a1a;border:1px solid #3a3a3a;border-radius:3px;padding:7px 9px;font-size:13px;color:#e6e6e6}
.lt{background:#f3f0e6;color:#222;border-radius:2px;padding:10px 12px;font-family:"Liberation Serif",serif;font-size:13px;line-height:1.45}
.dlg{position:absolute;left:665px;top:60px;width:590px;background:#2f2f2f;border:1px solid #555;border-radius:6px;box-shadow:0 12px 40px rgba(0,0,0,.6);padding:14px 18px;font-size:12.5px}
.dlg h3{margin:0 0 10px;font-size:15px;color:#fff;font-weight:normal} .dlg .row{display:flex;align-items:center;padding:5px 0} .dlg .row .k{width:130px;color:#9a9a9a;flex:none}
.dlg .row .v{flex:1;background:#1f1f1f;border:1px solid #474747;border-radius:3px;padding:6px 8px;color:#eee} .dlg .sec{color:#bbb;margin:12px 0 4px;font-weight:bold}
.ck{display:inline-block;width:13px;height:13px;border:1px solid #888;border-radius:2px;margin-right:6px;vertical-align:-2px;text-align:center;line-height:11px;font-size:10px}
.btn3{display:inline-block;padding:6px 16px;border-radius:3px;background:#4a4a4a;color:#eee;margin-left:8px}
"""


def _photo_side() -> str:
    return ("<div class='lp'><h4>CATALOG</h4><div class='f'>All photographs · 18,204</div><div class='f'>Recently imported · 212</div><h4>FOLDERS</h4>"
            "<div class='path'>/Users/" + _pii("DENY_LIST", "lan.nguyen", "deny-listed name in lower case as the user folder in a path") + "/Pictures/2025/04-Fitzroy</div>"
            "<div class='f'>▸ 2025-03 Hội An</div><div class='f on'>▾ 2025-04 Fitzroy · 86</div><div class='f'>▸ Scans · 41</div><div class='f'>▸ Exports</div>"
            "<h4>PEOPLE</h4>" + "".join(f"<div class='f'>{_pii('PERSON', n, 'name in a photo manager people list')} · {c}</div>" for n, c in
                                         (("Trần Văn Minh", 412), ("Bảo Nguyễn", 388), ("Chloe Parker", 57), ("Hamish Doyle", 21)))
            + "<div class='f'>Unnamed faces · 140</div></div>")


def photo_library() -> str:
    tiles = [("DSC_4471.NEF", "#c98b58,#6d3f2a", "Bảo Nguyễn"), ("DSC_4472.NEF", "#c98b58,#8a5a3a", "Trần Văn Minh"), ("DSC_4480.NEF", "#7fa3c7,#35506e", ""),
             ("DSC_4481.NEF", "#8fbf8a,#3d6b3a", "Chloe Parker"), ("DSC_4490.NEF", "#d6c19a,#8a7654", ""), ("DSC_4493.NEF", "#b9a3d1,#5b4a78", "Hamish Doyle"),
             ("IMG_0112.HEIC", "#e0c9a6,#a1805a", ""), ("IMG_0115.HEIC", "#a7c7c2,#4c7a73", "Bảo Nguyễn"), ("IMG_0117.HEIC", "#c7a7a7,#7a4c4c", ""),
             ("IMG_0120.HEIC", "#9fb4c9,#4e6680", "Trần Văn Minh"), ("IMG_0121.HEIC", "#d9d2c0,#8f8672", ""), ("IMG_0124.HEIC", "#c2b3a0,#6f5e4b", "")]
    gr = "".join(f"<div class='tn{' on' if k == 0 else ''}'><i style='background:linear-gradient(160deg,{g})'></i><div class='c'>"
                 + (_pii("PERSON", p, "face-tag name under a thumbnail") if p else "&nbsp;") + f"<br><small>{f} · ★★★</small></div></div>" for k, (f, g, p) in enumerate(tiles))
    meta = [("File name", "DSC_4471.NEF"), ("Captured", "12 Apr 2025 16:42:09"), ("Camera", "NIKON Z 6_2"), ("Serial number", "6031884"),
            ("Lens", "NIKKOR Z 24-70mm f/4 S"), ("Exposure", "1/250 s at f/5.6, ISO 400"),
            ("Artist", _pii("DENY_LIST", "NGUYEN THI LAN", "deny-listed name in capitals without diacritics as an EXIF artist")),
            ("Owner name", _pii("DENY_LIST", "Lan Nguyen", "deny-listed name given name first as a camera owner")),
            ("Copyright", "© 2025 " + _pii("DENY_LIST", "Nguyễn Thị Lan", "deny-listed name with diacritics in an EXIF copyright")),
            ("Creator e-mail", _pii("EMAIL_ADDRESS", "lan.nguyen.photo@gmail.com", "e-mail in a metadata panel")),
            ("GPS", _pii("STREET_ADDRESS", "37°48′06.4″S 144°58′41.7″E", "GPS coordinates of a home in a metadata panel")),
            ("Location", _pii("STREET_ADDRESS", "14 Napier St, Fitzroy VIC 3065", "address resolved from GPS in a metadata panel")),
            ("Altitude", "38 m"), ("Dimensions", "6048 × 4024")]
    md = "".join(f"<div class='md'><span class='k'>{k}</span><span class='v'>{v}</span></div>" for k, v in meta)
    kw = "".join(f"<span class='tag'>{t}</span>" for t in ("birthday", "family", "garden", "Fitzroy"))
    rp = f"<div class='rp'><h4>METADATA · EXIF and IPTC ▾</h4>{md}<h4>KEYWORDS</h4>{kw}<h4>PEOPLE IN THIS PHOTO</h4><span class='tag'>" + _pii("PERSON", "Bảo Nguyễn", "face tag in a metadata panel") + "</span><span class='tag'>+ Add</span></div>"
    return _win("<span style='color:#ddd'>Darkframe Photo</span><span style='color:#888'>Library · 2025-04 Fitzroy · 86 photos · 1 selected</span>",
                f"<div class='pw'>{_photo_side()}<div class='gr'>{gr}</div>{rp}</div>", PHOTO_CSS, bar="#141414", fg="#ddd")


def photo_edit(tfn: str) -> str:
    faces = [(60, 120, 96, "Bảo Nguyễn", "a"), (230, 70, 104, "Trần Văn Minh", "b"), (400, 140, 90, "Chloe Parker", "c")]
    ph = "".join(f"<div class='hd' style='left:{x + 8}px;top:{y + 8}px;width:{s - 16}px;height:{s - 10}px'></div>"
                 f"<div class='face' style='left:{x}px;top:{y}px;width:{s}px;height:{s + 10}px'><b>{_pii('PERSON', n, 'face-tag label drawn on a photo')}</b></div>" for x, y, s, n, _ in faces)
    fields = ("<div class='fs'><div class='md'><span class='k'>Title</span><span class='v' style='flex:1'><div class='in'>" + _pii("PERSON", "Bảo", "first name alone in a photo title")
              + "'s 7th birthday (born " + _pii("DATE_OF_BIRTH", "19 April 2018", "child's date of birth in a photo title") + ")</div></span></div>"
              "<div class='md'><span class='k'>Text in photo</span><span class='v' style='flex:1'><div class='lt'>Scans/ATO_letter.jpg · recognised text: “Australian Taxation Office … Your tax file number is "
              + _pii("ID_NUMBER", tfn, "tax file number in text recognised in a scanned letter") + " … Please keep this letter.”</div></span></div></div>")
    dlg = ("<div class='dlg dropdown'><h3>Export 3 photos</h3>"
           "<div class='row'><span class='k'>Export to</span><span class='v'>/Users/…/Desktop/Export/Birthday 2025</span></div>"
           "<div class='row'><span class='k'>File naming</span><span class='v'>Title-sequence.jpg</span></div>"
           "<div class='sec'>Metadata</div><div class='row'><span class='k'>Include</span><span class='v'>Copyright &amp; contact info only ▾</span></div>"
           "<div class='row'><span class='k'>Creator phone</span><span class='v'>" + _pii("PHONE_NUMBER", "+61 412 806 395", "creator's phone in an export dialog's IPTC contact") + "</span></div>"
           "<div class='row'><span class='k'>Creator address</span><span class='v'>" + _pii("STREET_ADDRESS", "14 Napier Street, Fitzroy, Victoria 3065, Australia", "creator's address in an export dialog's IPTC contact") + "</span></div>"
           "<div class='row'><span class='k'>Creator website</span><span class='v'>lanphotography.com.au</span></div>"
           "<div style='margin-top:8px'><span class='ck'></span>Remove person info &nbsp; <span class='ck'></span>Remove location info &nbsp; <span class='ck'>✓</span>Resize to 2048 px</div>"
           "<div style='text-align:right;margin-top:12px'><span class='btn3'>Cancel</span><span class='btn3' style='background:#2d6fd6;color:#fff'>Export</span></div></div>")
    rp = ("<div class='rp'><h4>BASIC</h4>" + "".join(f"<div class='md'><span class='k'>{k}</span><span class='v'>{v}</span></div>" for k, v in
                                                   (("Exposure", "+0.35"), ("Contrast", "+12"), ("Highlights", "−40"), ("Shadows", "+28"), ("Whites", "+6"), ("Blacks", "−9"),
                                                    ("Texture", "+5"), ("Clarity", "+8"), ("Vibrance", "+15"), ("Saturation", "0")))
          + "<h4>HISTORY</h4><div class='md'>Export preset · Web 2048</div><div class='md'>Face regions edited</div><div class='md'>Import 12/04/2025 18:02</div></div>")
    body = (f"<div class='pw' style='position:relative'><div class='ed'><div class='ph'>{ph}</div>{fields}</div>{rp}{dlg}</div>")
    return _win("<span style='color:#ddd'>Darkframe Photo</span><span style='color:#888'>Develop · DSC_4471.NEF · 2 of 86</span>", body, PHOTO_CSS, bar="#141414", fg="#ddd")


# ----------------------------------------------------------------------------------- blindl3: form builder responses
FORM_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f0ebf8;color:#202124;font-size:14px}
.fh{height:54px;background:#fff;display:flex;align-items:center;padding:0 24px;gap:14px;border-bottom:1px solid #e0e0e0} .fh b{font-size:18px;font-weight:normal}
.fh{position:relative} .fh .tabs{position:absolute;left:520px;bottom:0;display:flex;gap:30px;font-size:14px} .fh .tabs span{padding:0 2px 14px;border-bottom:3px solid transparent} .fh .tabs .on{color:#673ab7;border-bottom-color:#673ab7}
.two{display:flex;gap:12px} .two>.card{flex:1;min-width:0}
.fb{width:860px;margin:10px auto;height:690px;overflow:hidden} .card{background:#fff;border-radius:8px;border:1px solid #dadce0;padding:16px 22px;margin-bottom:12px}
.card.top{border-top:8px solid #673ab7} .card h3{margin:0 0 4px;font-size:15px;font-weight:normal} .card .n{color:#5f6368;font-size:12.5px;margin-bottom:8px}
.ans{background:#f8f9fa;border-radius:4px;padding:7px 10px;margin:5px 0;line-height:1.4}
.pie{display:flex;gap:30px;align-items:center} .pie i{width:90px;height:90px;border-radius:45px;background:conic-gradient(#3366cc 0 46%,#dc3912 46% 79%,#ff9900 79% 100%)}
.lg div{margin:6px 0;font-size:13px} .lg span{display:inline-block;width:12px;height:12px;border-radius:6px;margin-right:8px;vertical-align:-1px}
.nav{display:flex;align-items:center;justify-content:space-between;font-size:13.5px}
.q{margin-bottom:10px} .q .t{font-size:14.5px;margin-bottom:6px} .q .a{border-bottom:1px solid #dadce0;padding:6px 2px;line-height:1.45;font-size:14px} .q .req{color:#d93025}
"""


def _form(inner: str, tab: str, url: str, on: str) -> str:
    head = ("<div class='fh'><span style='width:28px;height:34px;background:#673ab7;border-radius:3px;display:inline-block'></span><b>Community garden plots 2025</b>"
            "<span class='tabs'>" + "".join(f"<span class='{'on' if t == on else ''}'>{t}</span>" for t in ("Questions", "Responses 48", "Settings")) + "</span>"
            "<span style='margin-left:auto;color:#5f6368'>Send</span></div>")
    return _page(url, tab, head + inner, FORM_CSS)


def form_summary() -> str:
    names = ["Maureen Fitzgerald", "Tomasz Nowak", "Priya Shah"]
    mails = ["maureen.fitz@btinternet.com", "tnowak88@outlook.com", "priya.shah.leeds@gmail.com"]
    free = [("I'm at " + _pii("STREET_ADDRESS", "9 Ashgrove Terrace, Leeds LS6 1HQ", "address in a free-text survey answer") + ", happy to share a plot with my neighbour."),
            ("Text me on " + _pii("PHONE_NUMBER", "07700 900412", "phone in a free-text survey answer") + " rather than e-mail please, I rarely check it."),
            ("My son " + _pii("PERSON", "Alfie", "child's first name in a free-text survey answer") + " (DOB " + _pii("DATE_OF_BIRTH", "02/05/2016", "child's date of birth in a free-text survey answer")
             + ") will help on Saturdays, is that OK for insurance?"),
            "Raised beds would be great, I use a wheelchair."]
    inner = ("<div class='fb'><div class='card top'><div class='nav'><span style='font-size:22px'>48 responses</span><span style='color:#188038'>▦ Link to Sheets &nbsp; ⋮</span></div>"
             "<div class='n' style='margin-top:8px'>Accepting responses ● · Summary &nbsp; Question &nbsp; Individual</div></div>"
             "<div class='two'><div class='card'><h3>Full name</h3><div class='n'>48 responses · latest first</div>"
             + "".join(f"<div class='ans'>{_pii('PERSON', n, 'name in a survey answers list')}</div>" for n in names) + "</div>"
             "<div class='card'><h3>E-mail address</h3><div class='n'>47 responses</div>"
             + "".join(f"<div class='ans'>{_pii('EMAIL_ADDRESS', m, 'e-mail in a survey answers list')}</div>" for m in mails) + "</div></div>"
             "<div class='card'><h3>Which plot size would you like?</h3><div class='n'>48 responses</div><div class='pie'><i></i><div class='lg'>"
             "<div><span style='background:#3366cc'></span>Half plot · 22 (45.8%)</div><div><span style='background:#dc3912'></span>Full plot · 16 (33.3%)</div>"
             "<div><span style='background:#ff9900'></span>Raised bed · 10 (20.8%)</div></div></div></div>"
             "<div class='card'><h3>Anything else we should know?</h3><div class='n'>19 responses</div>"
             + "".join(f"<div class='ans'>{a}</div>" for a in free) + "</div></div>")
    return _form(inner, "Community garden plots 2025 - Responses", "forms.example.com/d/1FAIpQLSe8k2/edit#responses", "Responses 48")


def form_response() -> str:
    qs = [("Full name", _pii("DENY_LIST", "JOAQUIN FERREYRA", "deny-listed name in capitals without its accent as a form answer")),
          ("E-mail address", _pii("EMAIL_ADDRESS", "jferreyra.ar@gmail.com", "e-mail as a form answer")),
          ("Phone", _pii("PHONE_NUMBER", "+44 7700 900318", "phone as a form answer")),
          ("Home address", _pii("STREET_ADDRESS", "Flat 2, 41 Brudenell Grove<br>" + chr(10) + "Leeds LS6 1HR", "home address over two lines as a form answer")),
          ("Date of birth", _pii("DATE_OF_BIRTH", "1986-11-23", "ISO date of birth as a form answer")),
          ("Which plot size would you like?", "Half plot"),
          ("Emergency contact (name and phone)", _pii("PERSON", "Sofía Ferreyra", "emergency contact's name in a form answer") + ", " + _pii("PHONE_NUMBER", "07700 900877", "emergency contact's phone in a form answer")),
          ("How did you hear about us?", "My neighbour " + _pii("PERSON", "Maureen", "neighbour's first name in a free-text form answer") + " at number 43 told me about it."),
          ("Plot fee", "£35 paid online · card ending 4417 · ref GRD-2025-031")]
    body = "".join(f"<div class='q'><div class='t'>{t}{' <span class=req>*</span>' if k < 5 else ''}</div><div class='a'>{a}</div></div>" for k, (t, a) in enumerate(qs))
    inner = ("<div class='fb'><div class='card top'><div class='nav'><span style='font-size:22px'>48 responses</span><span style='color:#5f6368'>Summary &nbsp; Question &nbsp; <b style='color:#673ab7'>Individual</b></span></div>"
             "<div class='nav' style='margin-top:10px'><span>‹ &nbsp;31&nbsp; of 48 &nbsp;›</span><span style='color:#5f6368'>Submitted 12 Apr 2025, 14:32 · Print · Delete</span></div></div>"
             f"<div class='card'>{body}</div></div>")
    return _form(inner, "Community garden plots 2025 - Responses", "forms.example.com/d/1FAIpQLSe8k2/edit#response=ACYDBNh31", "Responses 48")


# ----------------------------------------------------------------------------------- blindl4: transcription, subtitles
TR_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#fafaf9;color:#1c1917;font-size:14px}
.tw{display:flex;height:756px} .tl{width:200px;background:#fff;border-right:1px solid #e7e5e4;padding:12px;font-size:13px;color:#57534e;flex:none}
.tl .it{padding:6px 8px;border-radius:5px} .tl .it.on{background:#f5f5f4;color:#1c1917;font-weight:bold}
.tm{flex:1;overflow:hidden;padding:14px 26px;min-width:0} .tm h1{font-size:22px;margin:0 0 4px} .tm .sub{color:#78716c;font-size:12.5px;margin-bottom:10px}
.pl{display:flex;align-items:center;gap:12px;background:#fff;border:1px solid #e7e5e4;border-radius:8px;padding:8px 12px;margin-bottom:10px;font-size:12.5px}
.pl .wv{flex:1;height:26px;background:repeating-linear-gradient(90deg,#a8a29e 0 2px,transparent 2px 5px);opacity:.6;border-radius:3px}
.seg{display:flex;gap:14px;padding:7px 0} .seg .sp{width:150px;flex:none;font-size:12.5px;font-weight:bold} .seg .sp small{display:block;color:#a8a29e;font-weight:normal}
.seg .tx{flex:1;line-height:1.6;font-family:"Liberation Serif",serif;font-size:16px} .seg.on .tx{background:#fef9c3}
.ai{width:320px;background:#fff;border-left:1px solid #e7e5e4;padding:14px 16px;font-size:13px;line-height:1.5;flex:none;overflow:hidden}
.ai h3{font-size:14px;margin:0 0 8px} .ai li{margin:3px 0} .ai ul{padding-left:18px;margin:4px 0 10px} .ai .kw span{display:inline-block;background:#f5f5f4;border-radius:10px;padding:2px 8px;margin:2px 2px}
.ve{background:#1b1c1f;color:#d4d4d8;height:756px;font-family:"DejaVu Sans",sans-serif;font-size:12px;display:flex;flex-direction:column}
.ve .top{display:flex;height:420px;gap:8px;padding:8px} .ve .lib{width:250px;background:#242529;border-radius:4px;padding:8px;overflow:hidden}
.ve .mon{flex:1;background:#000;border-radius:4px;position:relative;overflow:hidden} .ve .frame{position:absolute;left:50%;top:20px;width:560px;height:315px;margin-left:-280px;background:linear-gradient(150deg,#3b6e8f,#a3c2cf 55%,#e7d7b4)}
.ve .subt{position:absolute;bottom:16px;left:0;right:0;text-align:center} .ve .subt>span{background:rgba(0,0,0,.75);color:#fff;font-size:19px;padding:3px 10px;line-height:1.5}
.ve .cues{width:420px;background:#242529;border-radius:4px;padding:8px;overflow:hidden}
.cue{display:flex;gap:8px;padding:6px 4px;border-bottom:1px solid #33343a;line-height:1.45} .cue .n{color:#71717a;width:22px;flex:none} .cue .t{color:#a1a1aa;width:92px;flex:none;font-family:"DejaVu Sans Mono",monospace;font-size:11px}
.cue.on{background:#3b3470} .cue .x{flex:1;color:#f4f4f5;font-size:12.5px}
.ve .tline{flex:1;background:#202124;margin:0 8px 8px;border-radius:4px;position:relative;overflow:hidden}
.trk{position:absolute;left:90px;right:0;height:34px} .clip{position:absolute;top:3px;height:28px;border-radius:3px;font-size:11px;padding:6px 6px;white-space:nowrap;overflow:hidden}
.lab2{position:absolute;left:8px;color:#a1a1aa;font-size:11px}
"""


def tr_call(card: str) -> str:
    segs = [("Kerry", "Brightside Insurance", "00:00:04", "Thanks for calling Brightside, you're speaking with " + _pii("PERSON", "Kerry", "agent's first name in a call transcript") + ". Can I take your policy number?", False),
            ("Joaquín Ferreyra", "", "00:00:11", "Yeah, it's H-M-P 7 7 4 0 2 1. And I need to update my details, I've got a new mobile.", False),
            ("Kerry", "Brightside Insurance", "00:00:24", "No problem. What's the new number?", False),
            ("Joaquín Ferreyra", "", "00:00:27", "It's " + _pii("PHONE_NUMBER", "oh seven nine four six, two two one, oh eight five", "phone spelt out in words in a call transcript")
             + ". And the e-mail is " + _pii("EMAIL_ADDRESS", "joaquin dot ferreyra at outlook dot com", "e-mail spelt out with dot and at in a call transcript") + ", all lower case.", True),
            ("Kerry", "Brightside Insurance", "00:00:49", "Lovely. For security, can you confirm your date of birth and postcode?", False),
            ("Joaquín Ferreyra", "", "00:00:55", "The " + _pii("DATE_OF_BIRTH", "twenty-third of November, nineteen eighty-six", "date of birth in words in a call transcript")
             + ", and the postcode is " + _pii("STREET_ADDRESS", "L S six, one H R", "postcode letter by letter in a call transcript") + ".", False),
            ("Kerry", "Brightside Insurance", "00:01:12", "Thank you. The renewal is £214.60. Shall I take that on the card we hold?", False),
            ("Joaquín Ferreyra", "", "00:01:19", "No, use this one: " + _pii("CREDIT_CARD", card.replace(" ", ", "), "card number read out in groups in a call transcript")
             + ", expiry oh nine twenty-seven, and the security code is " + _pii("SECRET_VALUE", "seven one two", "card security code in words in a call transcript") + ".", False),
            ("Kerry", "Brightside Insurance", "00:01:46", "That's gone through, reference RN-448213. Anything else today?", False)]
    body = "".join(f"<div class='seg{' on' if on else ''}'><div class='sp'>"
                   + (_pii("DENY_LIST", sp, "deny-listed name as a transcript's speaker label") if sp.startswith("Joa") else _pii("PERSON", sp, "agent's first name as a transcript's speaker label"))
                   + f"<small>{org or '&nbsp;'} {t}</small></div><div class='tx'>{tx}</div></div>" for sp, org, t, tx, on in segs)
    ai = ("<div class='ai'><h3>✦ Summary</h3><p style='margin:0 0 8px'>Customer called to update contact details on home policy HMP774021 and paid the renewal by a new card.</p>"
          "<h3>Action items</h3><ul><li>Update mobile to " + _pii("PHONE_NUMBER", "07946 221085", "phone restated in digits in an AI summary") + "</li>"
          "<li>Send renewal documents to " + _pii("EMAIL_ADDRESS", "joaquin.ferreyra@outlook.com", "e-mail restated in an AI summary") + "</li><li>Close ticket RN-448213</li></ul>"
          "<h3>Speakers</h3><ul><li>" + _pii("PERSON", "Kerry", "agent's first name in an AI summary") + " (agent) · 48 %</li><li>Speaker 2 · 52 %</li></ul><h3>Keywords</h3><div class='kw'><span>renewal</span><span>new card</span><span>contact details</span><span>home policy</span></div></div>")
    inner = ("<div class='tw'><div class='tl'><div class='it'>Home</div><div class='it on'>My conversations</div><div class='it'>Shared with me</div><div class='it'>Channels</div><div class='it'>Apps</div><div class='it'>Trash</div></div>"
             "<div class='tm'><h1>Call · policy update · 14 Apr 2025</h1><div class='sub'>Recorded 14 Apr 2025 11:02 · 2 min 03 s · English (UK) · auto-transcribed</div>"
             "<div class='pl'><span>▶</span><span>00:00:31 / 00:02:03</span><span class='wv'></span><span>1.0×</span></div>"
             f"{body}</div>{ai}</div>")
    return _page("app.transcribe.example/u/conversation/9Fq27Lx", "Call · policy update · 14 Apr 2025 - Transcribe", inner, TR_CSS)


def tr_subtitles() -> str:
    cues = [("41", "00:03:12,400", "So that's the tour of the new flat!", False),
            ("42", "00:03:15,900", "If you want to collab, e-mail me at " + _pii("EMAIL_ADDRESS", "maya underscore travels at gmail dot com", "e-mail spelt out in a subtitle cue"), True),
            ("43", "00:03:20,100", "or ring me at home, oh one six one, four nine six, oh eight seven one.".replace(
                "oh one six one, four nine six, oh eight seven one", _pii("PHONE_NUMBER", "oh one six one, four nine six, oh eight seven one", "phone spelt out in words in a subtitle cue")), False),
            ("44", "00:03:24,700", "Big thanks to " + _pii("PERSON", "Mrs Doyle", "neighbour's name with a title in a subtitle cue") + " at", False),
            ("45", "00:03:26,200", _pii("STREET_ADDRESS", "12 Hollybank Avenue", "street address split across subtitle cues") + " for lending us the ladder.", False),
            ("46", "00:03:29,800", "My personal number's changed, it's now " + _pii("PHONE_NUMBER", "07911 123 456", "phone in digits in a subtitle cue"), False),
            ("47", "00:03:33,000", "(laughs) don't put that in the video, " + _pii("PERSON", "Jake", "first name alone in a subtitle cue") + "!", False)]
    cl = "".join(f"<div class='cue{' on' if on else ''}'><span class='n'>{n}</span><span class='t'>{t}</span><span class='x'>{x}</span></div>" for n, t, x, on in cues)
    lib = ("<div class='lib'><b>Media pool</b><div style='margin-top:8px;line-height:1.9;color:#a1a1aa'>A001_flat_tour.mp4<br>A002_kitchen.mp4<br>B-roll_street.mov<br>music_lofi_04.wav<br>"
           "subs_en.srt<br>thumbnail_v3.psd</div></div>")
    mon = ("<div class='mon'><div class='frame'></div><div class='subt'><span>If you want to collab, e-mail me at "
           + _pii("EMAIL_ADDRESS", "maya underscore travels at gmail dot com", "e-mail spelt out in a subtitle cue") + "</span></div></div>")
    tl = ("<div class='tline'><div style='height:22px;border-bottom:1px solid #33343a;font-family:DejaVu Sans Mono,monospace;font-size:10.5px;color:#71717a;padding:4px 90px'>00:03:10:00 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; 00:03:20:00 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; 00:03:30:00</div>"
          "<span class='lab2' style='top:34px'>ST1</span><div class='trk' style='top:28px'>"
          + "".join(f"<div class='clip' style='left:{x}px;width:{w}px;background:#6d5bd0;color:#fff'>{t}</div>" for x, w, t in ((0, 120, "#41"), (124, 150, "#42"), (278, 140, "#43"), (422, 90, "#44"), (516, 110, "#45"), (630, 130, "#46")))
          + "</div><span class='lab2' style='top:74px'>V1</span><div class='trk' style='top:68px'><div class='clip' style='left:0;width:600px;background:#2f6f8f;color:#fff'>A001_flat_tour.mp4</div>"
          "<div class='clip' style='left:604px;width:300px;background:#2f6f8f;color:#fff'>A002_kitchen.mp4</div></div>"
          "<span class='lab2' style='top:114px'>A1</span><div class='trk' style='top:108px'><div class='clip' style='left:0;width:900px;background:#2f7a4b;color:#fff'>music_lofi_04.wav</div></div></div>")
    body = (f"<div class='ve'><div class='top'>{lib}{mon}<div class='cues'><b>Subtitles · subs_en.srt · 118 cues</b>{cl}</div></div>{tl}</div>")
    return _win("<span style='color:#d4d4d8'>Cutline Video Editor</span><span style='color:#71717a'>flat_tour_final · Timeline 1 · 25 fps</span>", body, TR_CSS, bar="#111214", fg="#d4d4d8")


# --------------------------------------------------------------------------------------- blindl5: spreadsheet pivot
SHEET_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f9fbfd;color:#202124;font-size:13px}
.sh{height:40px;display:flex;align-items:center;gap:14px;padding:0 14px;background:#fff} .sh b{font-size:17px;font-weight:normal}
.fx{height:30px;display:flex;align-items:center;border-top:1px solid #e1e3e6;border-bottom:1px solid #e1e3e6;background:#fff;font-size:13px}
.fx .nb2{width:80px;padding:0 10px;border-right:1px solid #e1e3e6;color:#444} .fx .f{padding:0 10px;color:#5f6368} .fx .v{padding:0 8px}
.gw{position:relative;height:610px;overflow:hidden;background:#fff}
.g{border-collapse:collapse;table-layout:fixed} .g td{border:1px solid #e2e2e2;height:24px;padding:2px 6px;white-space:nowrap;overflow:hidden;font-size:13px}
.g td.hd{background:#f8f9fa;color:#5f6368;text-align:center;font-size:11.5px} .g td.n{text-align:right} .g td.pv{background:#e8f0fe;font-weight:bold} .g td.sel{outline:2px solid #1a73e8;outline-offset:-2px}
.g td.tot{background:#dbe5f6;font-weight:bold} .g td.cm{position:relative} .g td.cm:after{content:'';position:absolute;right:0;top:0;border-top:7px solid #fbbc04;border-left:7px solid transparent}
.chart{position:absolute;left:620px;top:40px;width:560px;height:330px;background:#fff;border:1px solid #dadce0;padding:12px 16px}
.chart h4{margin:0 0 10px;font-weight:normal;font-size:15px;text-align:center}
.bar{display:flex;align-items:center;gap:8px;margin:9px 0;font-size:12.5px} .bar .l{width:90px;text-align:right;color:#444} .bar i{height:22px;background:#4285f4;display:block} .bar small{color:#5f6368}
.note{position:absolute;width:380px;background:#fff;border-radius:8px;box-shadow:0 4px 14px rgba(60,64,67,.35);padding:10px 14px;font-size:12.5px;line-height:1.45}
.note .w{display:flex;gap:8px;align-items:center;margin-top:6px} .note .w i{width:24px;height:24px;border-radius:12px;display:inline-block} .note .w small{color:#5f6368}
.note .tx{margin:3px 0 8px 32px}
.tabs2{height:36px;background:#f1f3f4;display:flex;align-items:center;gap:4px;padding-left:50px;border-top:1px solid #dadce0;font-size:13px}
.tabs2 span{padding:8px 14px} .tabs2 .on{background:#e1e9f7;color:#0b57d0;font-weight:bold;border-radius:0 0 4px 4px}
"""


def _sheet(inner: str, cell: str, formula: str, on: str, tab: str) -> str:
    head = ("<div class='sh'><span style='width:22px;height:28px;background:#0f9d58;border-radius:3px;display:inline-block'></span><b>Commissions Q1 2025</b>"
            "<span style='color:#5f6368'>File&nbsp; Edit&nbsp; View&nbsp; Insert&nbsp; Format&nbsp; Data&nbsp; Tools&nbsp; Extensions</span>"
            "<span style='margin-left:auto;background:#c2e7ff;border-radius:16px;padding:6px 14px'>Share</span></div>"
            f"<div class='fx'><span class='nb2'>{cell}</span><span class='f'>fx</span><span class='v'>{formula}</span></div>")
    tabs = "<div class='tabs2'>+ ≡ " + "".join(f"<span class='{'on' if t == on else ''}'>{t}</span>" for t in ("Raw deals", "Pivot by rep", "Contractors", "Rates")) + "</div>"
    return _page("sheets.office.example/spreadsheets/d/1Zk3v8QmA/edit#gid=1187", tab, head + f"<div class='gw'>{inner}</div>" + tabs, SHEET_CSS)


def sheet_pivot(iban_gb: str, cbu: str) -> str:
    reps = [("Ferreyra, Joaquín", "DENY_LIST", 18420, 22150, 19870), ("Hughes, Bethan", "PERSON", 15300, 14980, 17640), ("Okafor, Chidi", "PERSON", 21010, 19440, 23880),
            ("Patel, Anjali", "PERSON", 12760, 16320, 15090), ("Sørensen, Mikkel", "PERSON", 9840, 11200, 13450)]
    cols = "<tr><td class='hd' style='width:40px'></td>" + "".join(f"<td class='hd' style='width:{w}px'>{c}</td>" for c, w in (("A", 170), ("B", 90), ("C", 90), ("D", 90), ("E", 110))) + "</tr>"
    rows = "<tr><td class='hd'>1</td><td class='pv'>SUM of Commission base</td><td class='pv'>Month</td><td class='pv'></td><td class='pv'></td><td class='pv'></td></tr>"
    rows += "<tr><td class='hd'>2</td><td class='pv'>Sales rep</td><td class='pv n'>Jan</td><td class='pv n'>Feb</td><td class='pv n'>Mar</td><td class='pv n'>Grand total</td></tr>"
    for k, (n, kind, a, b, c) in enumerate(reps):
        nm = _pii(kind, n, "deny-listed name surname first as a pivot table's row label" if kind == "DENY_LIST" else "name surname first as a pivot table's row label")
        rows += (f"<tr><td class='hd'>{k + 3}</td><td class='{'sel cm' if k == 0 else ''}'>{nm}</td><td class='n'>{a:,}</td><td class='n'>{b:,}</td><td class='n'>{c:,}</td>"
                 f"<td class='n'>{a + b + c:,}</td></tr>")
    tot = [sum(r[i] for r in reps) for i in (2, 3, 4)]
    rows += ("<tr><td class='hd'>8</td><td class='tot'>Grand total</td>" + "".join(f"<td class='tot n'>{v:,}</td>" for v in tot) + f"<td class='tot n'>{sum(tot):,}</td></tr>")
    rows += "".join(f"<tr><td class='hd'>{k}</td><td></td><td></td><td></td><td></td><td></td></tr>" for k in range(9, 24))
    firsts = [("Joaquín", 60440), ("Bethan", 47920), ("Chidi", 64330), ("Anjali", 44170), ("Mikkel", 34490)]
    bars = "".join(f"<div class='bar'><span class='l'>{_pii('PERSON', f, 'first name as a bar chart label') if f != 'Joaquín' else _pii('DENY_LIST', f, 'deny-listed first name alone as a bar chart label')}</span>"
                   f"<i style='width:{v // 180}px'></i><small>{v:,}</small></div>" for f, v in firsts)
    chart = f"<div class='chart'><h4>Commission base by rep, Q1</h4>{bars}<div style='text-align:center;color:#5f6368;font-size:11.5px;margin-top:14px'>Commission base (GBP)</div></div>"
    note = ("<div class='note dropdown' style='left:240px;top:100px'><div class='w'><i style='background:#a142f4'></i><div><b>" + _pii("PERSON", "Bethan Hughes", "commenter's name in a cell comment") + "</b><br><small>11 Apr, 09:12</small></div></div>"
            "<div class='tx'>Pay " + _pii("DENY_LIST", "Joaquín", "deny-listed first name alone in a cell comment") + "'s Q1 commission to his new UK account please: " + _pii("IBAN_CODE", iban_gb, "British IBAN in a cell comment") + "</div>"
            "<div class='w'><i style='background:#e8710a'></i><div><b>" + _pii("PERSON", "Chidi Okafor", "commenter's name in a comment reply") + "</b><br><small>11 Apr, 09:40</small></div></div>"
            "<div class='tx'>OK. The old Argentine one (CBU " + _pii("ID_NUMBER", cbu, "Argentine CBU in a comment reply") + ") is closed, I'll remove it from Rates.</div>"
            "<div style='color:#0b57d0;margin-left:32px'>Reply or add others with @</div></div>")
    inner = f"<table class='g'>{cols}{rows}</table>{chart}{note}"
    return _sheet(inner, "A3", _pii("DENY_LIST", "Ferreyra, Joaquín", "deny-listed name surname first in a formula bar"), "Pivot by rep", "Commissions Q1 2025 - Sheets")


def sheet_contractors(cuit: str, cuit2: str) -> str:
    rows_ = [("Valentina Ríos", "Argentina", cuit, "vale.rios.design@gmail.com", "+54 9 11 5832 4410", "45.00", "INV-0412"),
             ("Martín Acosta", "Argentina", cuit2, "martin.acosta.dev@hotmail.com", "+54 9 351 624 1187", "52.00", "INV-0415"),
             ("Ngozi Eze", "Nigeria", "—", "ngozi.eze@yahoo.com", "+234 803 555 0148", "38.00", "INV-0419"),
             ("Tomás Lindqvist", "Sweden", "—", "tomas.lindqvist@telia.se", "+46 70 555 12 94", "61.00", "INV-0421")]
    cols = "<tr><td class='hd' style='width:40px'></td>" + "".join(f"<td class='hd' style='width:{w}px'>{c}</td>" for c, w in
                                                                  (("A", 150), ("B", 90), ("C", 140), ("D", 250), ("E", 170), ("F", 90), ("G", 90), ("H", 140))) + "</tr>"
    rows = ("<tr><td class='hd'>1</td>" + "".join(f"<td style='font-weight:bold;background:#f1f3f4'>{h}</td>" for h in
                                               ("Contractor", "Country", "Tax ID (CUIT)", "E-mail", "WhatsApp", "Rate/h (GBP)", "Last invoice", "Status")) + "</tr>")
    for k, (n, c, t, e, p, r, i) in enumerate(rows_):
        rows += (f"<tr><td class='hd'>{k + 2}</td><td class='{'sel' if k == 1 else ''}'>{_pii('PERSON', n, 'name in a contractors sheet')}</td><td>{c}</td>"
                 f"<td>{_pii('ID_NUMBER', t, 'CUIT in a contractors sheet cell') if t != '—' else t}</td><td>{_pii('EMAIL_ADDRESS', e, 'e-mail in a contractors sheet cell')}</td>"
                 f"<td>{_pii('PHONE_NUMBER', p, 'phone in a contractors sheet cell')}</td><td class='n'>{r}</td><td>{i}</td><td>{'Paid' if k % 2 == 0 else 'Due 30 Apr'}</td></tr>")
    rows += "".join(f"<tr><td class='hd'>{k}</td>" + "<td></td>" * 8 + "</tr>" for k in range(6, 24))
    inner = f"<table class='g'>{cols}{rows}</table>"
    return _sheet(inner, "A3", _pii("PERSON", "Martín Acosta", "name in a formula bar"), "Contractors", "Commissions Q1 2025 - Sheets")


# ------------------------------------------------------------------------------------------------ blindl6: whiteboard
WB_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f2f2f2;color:#1a1a1a}
.bt{height:44px;background:#fff;display:flex;align-items:center;gap:16px;padding:0 16px;box-shadow:0 1px 3px rgba(0,0,0,.12);position:relative;z-index:2;font-size:14px}
.cvw{position:relative;height:712px;overflow:hidden;background-color:#f7f7f5;background-image:radial-gradient(#d4d4d0 1px,transparent 1px);background-size:22px 22px}
.zoom{position:absolute;left:0;top:0;transform-origin:0 0}
.st{position:absolute;width:190px;min-height:150px;padding:14px 14px;font-family:"Liberation Sans Narrow","Liberation Sans",sans-serif;font-size:16px;line-height:1.35;box-shadow:0 2px 4px rgba(0,0,0,.18)}
.st small{display:block;margin-top:8px;font-size:12px;opacity:.65}
.frm{position:absolute;border:1px solid #c4c4c4;background:rgba(255,255,255,.55)} .frm .t{position:absolute;top:-22px;left:0;font-size:13px;color:#555}
.bc{position:absolute;width:300px;height:170px;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.25);padding:16px 18px;font-family:"Liberation Serif",serif;font-size:14px;line-height:1.45}
.mm{position:absolute;background:#fff;border:2px solid #4262ff;border-radius:18px;padding:7px 14px;font-size:14px;white-space:nowrap}
.cur{position:absolute;font-size:12px} .cur b{display:inline-block;color:#fff;padding:3px 7px;border-radius:3px 9px 9px 9px;font-weight:normal;margin-left:12px}
.cur i{position:absolute;left:0;top:-12px;width:0;height:0;border-left:6px solid transparent;border-right:6px solid transparent;transform:rotate(-35deg)}
.tools{position:absolute;left:12px;top:120px;background:#fff;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.2);padding:8px 10px;display:flex;flex-direction:column;gap:12px;font-size:16px;z-index:2}
.cth{position:absolute;right:20px;top:60px;width:330px;background:#fff;border-radius:8px;box-shadow:0 6px 24px rgba(0,0,0,.25);padding:12px 16px;font-size:13px;line-height:1.45;z-index:3}
.cth .w{display:flex;gap:8px;align-items:center;margin-top:10px} .cth .w i{width:26px;height:26px;border-radius:13px;display:inline-block} .cth .w small{color:#777}
.cth .tx{margin:4px 0 0 34px}
"""


def _board(inner: str, zoom: str) -> str:
    head = ("<div class='bt'><b>Cork Brewing · customer journey workshop</b><span style='color:#777'>☆ &nbsp; Board · Edited just now</span>"
            f"<span style='margin-left:auto;color:#555'>{zoom}</span><span style='background:#4262ff;color:#fff;border-radius:4px;padding:6px 14px'>Share</span></div>")
    return _page("whiteboard.example/app/board/uXjVK9q2=/", "Customer journey workshop - Whiteboard", head + f"<div class='cvw'>{inner}<div class='tools'>↖<br>▭<br>T<br>✎<br>◯</div></div>", WB_CSS)


def _board_items() -> str:
    st = [(80, 70, "#fff59d", "“Ordered twice, never arrived.” " + _pii("PERSON", "Declan Hurley", "customer's name on a sticky note") + ", "
           + _pii("STREET_ADDRESS", "27 Ballyhooly Road, Cork T23 YX80", "home address on a sticky note"), "pain point · delivery"),
          (300, 70, "#ffcc80", "Call back " + _pii("PERSON", "Gráinne", "first name alone on a sticky note") + " re the refund: " + _pii("PHONE_NUMBER", "085 771 2094", "phone on a sticky note"), "follow-up"),
          (520, 70, "#a5d6a7", "VIP tasting list: add " + _pii("EMAIL_ADDRESS", "mairead.quinn@eircom.net", "e-mail on a sticky note") + " (loved the stout)", "loyalty"),
          (80, 260, "#90caf9", "Subscription box: 1,240 members, churn 4.1 % a month", "metrics"),
          (300, 260, "#f48fb1", "Website checkout drops on the delivery-slot step (38 %)", "pain point · web"),
          (520, 260, "#fff59d", "Pub owners want invoices in one PDF per month", "B2B")]
    out = "<div class='frm' style='left:60px;top:40px;width:690px;height:400px'><span class='t'>Interviews · what we heard</span></div>"
    out += "".join(f"<div class='st' style='left:{x}px;top:{y}px;background:{c}'>{t}<small>{s}</small></div>" for x, y, c, t, s in st)
    out += ("<div class='bc' style='left:800px;top:60px'><div style='font-size:17px;font-weight:bold'>" + _pii("PERSON", "Niall Cronin", "name on a pasted business card") + "</div>"
            "<div style='color:#666'>Owner · The Crane Lane Tavern</div><div style='margin-top:10px'>Mobile " + _pii("PHONE_NUMBER", "087 649 0318", "mobile on a pasted business card") + "</div>"
            "<div>" + _pii("EMAIL_ADDRESS", "niall.cronin.pub@gmail.com", "e-mail on a pasted business card") + "</div><div style='color:#666'>Phoenix St, Cork · 021 427 8487</div></div>")
    mm = [(830, 300, "Interviewees"), (800, 380, "Pub owners (6)"), (990, 380, "Subscribers (9)")]
    out += "".join(f"<div class='mm' style='left:{x}px;top:{y}px'>{t}</div>" for x, y, t in mm)
    out += "".join(f"<div class='mm' style='left:{x}px;top:{y}px;border-color:#aaa'>{_pii('PERSON', n, 'name in a mind-map node')}</div>" for x, y, n in
                   ((780, 450, "Niall Cronin"), (780, 510, "Aisling Ryan"), (980, 450, "Declan Hurley"), (980, 510, "Fionnuala Barry")))
    out += ("<div class='st' style='left:80px;top:470px;background:#ce93d8;width:410px;min-height:120px'>Quote: “my partner " + _pii("PERSON", "Seán", "first name alone on a sticky note")
            + " keeps cancelling the box, send the reminder to me at " + _pii("PHONE_NUMBER", "+353 89 402 6617", "phone inside a quote on a sticky note") + "”<small>persona · subscriber</small></div>")
    return out


def board_workshop() -> str:
    curs = [(620, 220, "#e91e63", _pii("DENY_LIST", "Siobhán O.", "deny-listed first name with an initial as a collaborator's cursor label")),
            (1000, 250, "#009688", _pii("PERSON", "Cian Walsh", "collaborator's cursor label")), (420, 600, "#ff9800", _pii("PERSON", "Aisling Ryan", "collaborator's cursor label"))]
    cur = "".join(f"<div class='cur' style='left:{x}px;top:{y}px'><i style='border-bottom:14px solid {c}'></i><b style='background:{c}'>{n}</b></div>" for x, y, c, n in curs)
    return _board(f"<div class='zoom'>{_board_items()}</div>{cur}", "− 100 % +")


def board_zoomed() -> str:
    th = ("<div class='cth dropdown'><b>Comments · sticky “Ordered twice…”</b>"
          "<div class='w'><i style='background:#009688'></i><div><b>" + _pii("PERSON", "Cian Walsh", "commenter's name in a whiteboard comment") + "</b> <small>2 h</small></div></div>"
          "<div class='tx'>He rang again today, new number " + _pii("PHONE_NUMBER", "021 455 9082", "landline in a whiteboard comment") + ". Wants a call after 5.</div>"
          "<div class='w'><i style='background:#ff9800'></i><div><b>" + _pii("PERSON", "Aisling Ryan", "commenter's name in a whiteboard comment") + "</b> <small>1 h</small></div></div>"
          "<div class='tx'>Sent him the voucher at " + _pii("EMAIL_ADDRESS", "d.hurley1979@gmail.com", "e-mail in a whiteboard comment") + ". His account says born "
          + _pii("DATE_OF_BIRTH", "04/09/1979", "date of birth in a whiteboard comment") + ", so the over-18 check is fine.</div>"
          "<div style='border:1px solid #ccc;border-radius:4px;padding:6px 8px;margin-top:10px;color:#888'>Reply…</div></div>")
    return _board(f"<div style='position:absolute;left:40px;top:20px;width:1240px;height:700px;overflow:hidden'><div class='zoom' style='transform:scale(.6);width:1400px;height:1100px'>{_board_items()}"
                  "<div class='frm' style='left:60px;top:640px;width:1100px;height:320px'><span class='t'>Ideas · next quarter</span></div>"
                  + "".join(f"<div class='st' style='left:{80 + 220 * k}px;top:680px;background:{c}'>{t}<small>idea</small></div>" for k, (c, t) in
                            enumerate((("#fff59d", "Delivery-slot picker with live van capacity"), ("#a5d6a7", "Monthly PDF invoice for pubs"), ("#90caf9", "Pause the box instead of cancel"),
                                       ("#ffcc80", "Tasting events in Dublin and Galway"), ("#f48fb1", "Refund in one click under €30"))))
                  + f"</div></div>{th}", "− 60 % +")


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind12(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20260812)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))

    def digits(n: int) -> str:
        return "".join(rng.choice(string.digits) for _ in range(n))
    ids = {"iban_ie": _iban_b("IE", "AIBK931152" + digits(8)), "iban_gb": _iban_b("GB", "NWBK601613" + digits(8)), "pps": _pps(rng),
           "tfn": _tfn(rng), "card": _card(rng, "4539"), "cuit": _cuit(rng, 27), "cuit2": _cuit(rng, 20), "cbu": _cbu(rng, "0170099")}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindl0", [("note0", lambda: notes_meeting(ids["iban_ie"])), ("note1", notes_trip), ("note2", lambda: notes_find(ids["pps"]))], "note-taking app")
        record("blindl1", [("deck0", slides_edit), ("deck1", slides_present)], "slide-deck editor")
        record("blindl2", [("photo0", photo_library), ("photo1", lambda: photo_edit(ids["tfn"]))], "photo manager (HiDPI)", dsf=2.0)
        record("blindl3", [("form0", form_summary), ("form1", form_response)], "form builder responses")
        record("blindl4", [("tr0", lambda: tr_call(ids["card"])), ("tr1", tr_subtitles)], "transcription and subtitles")
        record("blindl5", [("sheet0", lambda: sheet_pivot(ids["iban_gb"], ids["cbu"])), ("sheet1", lambda: sheet_contractors(ids["cuit"], ids["cuit2"]))], "spreadsheet pivot and comments")
        record("blindl6", [("wb0", board_workshop), ("wb1", board_zoomed)], "whiteboard")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind12, "/tmp/blind12/preview")
