# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A sixteenth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind14.py, other applications again): workplace tools in
unusual layouts — a video call, a dark mail client beside its calendar, a spreadsheet with frozen panes, a terminal
split by tmux, a code review, a CRM board zoomed out, an org chart zoomed in, a filled-in scanned form, autofill and a
password manager — rendered by Debian's chromium through the rig of tests/privacy_screens.py (`_shoot`, `_record`,
`score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindp0` … `blindp6`), 2 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindp0` a dark video call at device scale 2 (HiDPI): the gallery (name labels on the tiles, the deny-listed
  Serbian name with its diacritics, the Greek one in Greek script as a display name, a dialled-in caller shown by
  his phone number, the own tile with `(me)`) and the participants panel (Host / Co-host badges, a waiting room with a
  guest shown by his e-mail and a device called after a first name, the caller's number again); then the speaker view
  with a filmstrip, live captions (a speaker label, the deny-listed Greek first name alone), the meeting-info pop-over
  (a passcode, a host PIN, the passcode token inside the invite link; the meeting ID, participant ID and the
  service's dial-in numbers not private) and the chat (a mobile, a home address in a private message, an e-mail;
  volumes, a PO number and prices not private);
- `blindp1` a dark, low-contrast mail client in small grey type with a calendar side panel: the message list (senders,
  the deny-listed Serbian name surname first in capitals without diacritics in a subject), a new starter's payroll
  details in a two-column mail table (the name surname first with a comma, a Serbian JMBG, a date of birth, a home
  address, a Serbian IBAN, a mobile; grade, salary, contract and asset numbers not private), an emergency contact in
  a sentence, the calendar's event titles (the deny-listed Israeli first name alone, a lunch guest, a child's first
  name, a flat viewing's address and the agent's mobile); then the compose window (the account's e-mail in the title
  bar and the From line, a recipient chip, the recipient suggestions under `ya` with the deny-listed Israeli name in
  Latin and in Hebrew script, a personal e-mail, a signature with a mobile; cost centre and desk not private);
- `blindp2` a spreadsheet zoomed out to 80 % with 3 rows and 2 columns frozen (a thicker line), merged header cells:
  the crew's hours (names surname first with a comma, the deny-listed Greek name among them, mobiles in the frozen
  column, approvers as initial and surname; hours, totals, leave codes and site notes not private) with a cell's
  note (a husband's first name and phone); then scrolled right past the frozen column to the payroll columns (Greek
  tax numbers (AFM), social security numbers (AMKA), Greek IBANs, personal e-mails, dates of birth; rates and gross
  pay not private) under a find-and-replace dialog holding two e-mails, one also in the formula bar;
- `blindp3` a terminal split in three tmux panes at device scale 2 (HiDPI): `git log` with authors and their e-mails
  (the deny-listed Serbian name without diacritics, the Israeli one; a customer's e-mail in a commit subject; commit
  hashes, dates and a bot's noreply address not private), `git show`, `git blame --date=short` (author names padded,
  a customer's phone in a code comment), `git shortlog -sne`, the user name in the shell prompt and the window title;
  then a merge request's diff at 125 % (a JSON fixture holding a real customer's name in Latin and Cyrillic, her
  e-mail, a phone without spaces, a Ukrainian taxpayer number (RNOKPP), a compact Ukrainian IBAN and a Cyrillic street
  address; customer ID, plan and MRR not private), review comments (a handle beside the commenter, a colleague's
  e-mail) and the sidebar's reviewers (the deny-listed Serbian name as an initial and surname);
- `blindp4` a CRM deal board zoomed out to 67 %: cards with the contact's name, some with a phone or an e-mail, the
  deal owner as initial and surname (the deny-listed Israeli name among them; companies, amounts, tags and dates not
  private); then a deal drawer over the board (the contact's name, e-mail and mobile, the owner as the deny-listed
  name in capitals; the company's register number and office address not private) with an activity feed (an
  assistant's name and mobile, a home address quoted from an e-mail; a quote number not private);
- `blindp5` an HR org chart zoomed in to 125 % (names, titles and locations; the deny-listed Israeli name with a
  second line in Hebrew script, the Serbian one with a second line in Cyrillic, the Greek one as an initial and
  surname) under an employee's hover card (the manager, a work e-mail, a personal mobile, a home address, a birthday
  without its year; employee number, start date and desk not private); then a PDF viewer with an expense claim form
  filled in a slanted blue handwriting-like italic (the claimant's name, home address, National Insurance number, a
  British IBAN, a mobile, a signature, the approver as the deny-listed name's initial and surname; dates,
  descriptions, amounts and the batch number not private) beside a tilted scanned taxi receipt (the passenger's
  initial and surname in capitals, the driver's first name and initial; the fare, a masked card and the cab company's
  address not private), the Windows user name in the file path;
- `blindp6` a corporate travel booking zoomed in to 150 %: passenger fields (the deny-listed Israeli given name and
  surname in separate fields, the surname in capitals, a passport number, an Israeli identity number, an Israeli
  mobile, a frequent flyer number; flights, price and cost centre not private) under the browser's own autofill
  menu at normal size (a date of birth, the name, a home address); then an airline login page under a password
  manager's inline menu (a user name, an e-mail as a login) and its dark item pop-up (the name with an initial, the
  user name, a revealed password, a one-time code, the cardholder in capitals without the hyphen, a card number, its
  security code, a security answer, the passport number and a mother's phone in the notes).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Serbian, an Israeli and a Greek name: the
first with its diacritics, in capitals without them surname first, surname first with a comma, without diacritics as
a git author, as an initial and surname, in Cyrillic, its given name alone; the second in Latin and Hebrew script, in
capitals, without its hyphen, as an initial and surname, its given name alone, its given name with an initial, given
name and surname in separate fields; the third in Greek script, surname first with a comma, as an initial and
surname, its given name alone). Checksummed values (a Serbian JMBG and IBAN with its national control digits, Greek
AFM and AMKA numbers and IBANs, a Ukrainian RNOKPP and IBAN, an Israeli identity number, a British IBAN, a card) are
valid. Each value other than a name is shown in one recording only.
"""

from __future__ import annotations

import random
import string
from datetime import date
from pathlib import Path

from privacy_screens import _card
from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _luhn_ok, _win
from privacy_screens_blind4 import _page, _pii, preview, recorder
from privacy_screens_blind15 import _tz_ok

DENY = ["Matija Đurđević", "Yael Ben-Ami", "Eleni Papadaki"]


# ------------------------------------------------------------------------------------------------ valid identifiers
def _jmbg(born: date, region: str, serial: int) -> str:
    """A Serbian JMBG: DDMMYYY, a two-digit region, a three-digit serial, a check digit (weights 7 … 2 twice, 11 less
    the sum mod 11, 10 and 11 → 0)."""
    body = f"{born:%d%m}{born.year % 1000:03d}{region}{serial:03d}"
    m = 11 - sum(int(a) * w for a, w in zip(body, (7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
    return body + str(0 if m > 9 else m)


def _jmbg_ok(v: str) -> bool:
    m = 11 - sum(int(a) * w for a, w in zip(v[:12], (7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
    return len(v) == 13 and int(v[12]) == (0 if m > 9 else m)


def _rs_iban(rng: random.Random, bank: str) -> str:
    """A Serbian IBAN whose account carries its national control digits (98 - bank·account·100 mod 97)."""
    body = bank + "".join(rng.choice(string.digits) for _ in range(13))
    return _iban_b("RS", body + f"{98 - int(body + '00') % 97:02d}")


def _rs_iban_ok(iban: str) -> bool:
    b = iban.replace(" ", "")[4:]
    return int(b) % 97 == 1


def _afm(rng: random.Random) -> str:
    """A Greek tax number (AFM): eight digits weighted 2⁸ … 2¹, the sum mod 11 mod 10 as the ninth."""
    d = [rng.randint(0, 9) for _ in range(8)]
    d[0] = rng.choice((0, 1))  # natural persons
    return "".join(map(str, d)) + str(sum(v * 2 ** (8 - k) for k, v in enumerate(d)) % 11 % 10)


def _afm_ok(v: str) -> bool:
    return len(v) == 9 and sum(int(c) * 2 ** (8 - k) for k, c in enumerate(v[:8])) % 11 % 10 == int(v[8])


def _luhn_digit(body: str) -> str:
    for c in string.digits:
        if _luhn_ok(body + c):
            return c
    raise AssertionError(body)


def _amka(born: date, rng: random.Random) -> str:
    """A Greek social security number (AMKA): the date of birth as DDMMYY, four digits, a Luhn check digit."""
    body = f"{born:%d%m%y}" + "".join(rng.choice(string.digits) for _ in range(4))
    return body + _luhn_digit(body)


def _rnokpp(born: date, rng: random.Random, female: bool) -> str:
    """A Ukrainian taxpayer number (RNOKPP): days since 31 Dec 1899, three digits, a sex digit (even: female), a
    check digit (weights −1, 5, 7, 9, 4, 6, 10, 5, 7; the sum mod 11 mod 10)."""
    days = (born - date(1899, 12, 31)).days
    body = f"{days:05d}" + "".join(rng.choice(string.digits) for _ in range(3)) + str(rng.choice((0, 2, 4, 6, 8) if female else (1, 3, 5, 7, 9)))
    return body + str(sum(int(a) * w for a, w in zip(body, (-1, 5, 7, 9, 4, 6, 10, 5, 7), strict=True)) % 11 % 10)


def _rnokpp_ok(v: str) -> bool:
    return len(v) == 10 and sum(int(a) * w for a, w in zip(v[:9], (-1, 5, 7, 9, 4, 6, 10, 5, 7), strict=True)) % 11 % 10 == int(v[9])


def _tz(rng: random.Random) -> str:
    """An Israeli identity number (Teudat Zehut): nine digits weighted 1, 2, 1, 2 …, the products' digits summed, the
    total divisible by 10."""
    body = "0" + "".join(rng.choice(string.digits) for _ in range(7))
    for c in string.digits:
        if _tz_ok(body + c):
            return body + c
    raise AssertionError(body)


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _jmbg_ok(ids["jmbg"]) and ids["jmbg"].startswith("0703989"), ids["jmbg"]
    assert _rs_iban_ok(ids["iban_rs"]), ids["iban_rs"]
    assert _afm_ok(ids["afm"]) and _afm_ok(ids["afm2"]), (ids["afm"], ids["afm2"])
    assert _luhn_ok(ids["amka"]) and ids["amka"].startswith("221190"), ids["amka"]
    assert _rnokpp_ok(ids["rnokpp"]), ids["rnokpp"]
    assert _tz_ok(ids["tz"]), ids["tz"]
    assert _luhn_ok(ids["card"]), ids["card"]


# ------------------------------------------------------------------------------------ blindp0: video call (HiDPI)
CALL_CSS = """
body{background:#1a1a1d;color:#e9e9ee;font-family:"Liberation Sans",Arial,sans-serif;font-size:13px}
.cw{display:flex;height:756px} .st{flex:1;display:flex;flex-direction:column;min-width:0}
.tb{display:flex;align-items:center;gap:16px;padding:8px 16px;font-size:12.5px;color:#b8b8c2} .tb b{color:#fff;font-size:13.5px} .rec{color:#ff5a5a}
.gal{flex:1;display:grid;grid-template-columns:repeat(3,1fr);grid-auto-rows:1fr;gap:8px;padding:4px 12px 8px}
.tile{position:relative;border-radius:10px;overflow:hidden;background:#2a2b31} .tile.spk{outline:3px solid #3ddc84;outline-offset:-3px}
.tile .av{position:absolute;left:50%;top:42%;width:74px;height:74px;margin:-37px 0 0 -37px;border-radius:37px;display:flex;align-items:center;justify-content:center;font-size:26px;color:#fff}
.tile .vid{position:absolute;inset:0}
.tile .nm{position:absolute;left:8px;bottom:8px;background:rgba(0,0,0,.6);border-radius:5px;padding:3px 8px;font-size:12px;max-width:92%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.tile .mic{color:#ff6b6b;margin-right:4px}
.ctl{display:flex;justify-content:center;gap:10px;padding:6px 0 12px;font-size:11.5px;color:#c9c9d2} .ctl span{background:#2d2e35;border-radius:8px;padding:8px 12px} .ctl .end{background:#e0393e;color:#fff}
.pp{width:330px;background:#222328;border-left:1px solid #33343b;display:flex;flex-direction:column;flex:none}
.pp h3{margin:0;padding:12px 14px;font-size:14px;border-bottom:1px solid #33343b;display:flex;justify-content:space-between}
.pp .sec{padding:10px 14px 4px;font-size:11px;color:#8e8f99;letter-spacing:.4px}
.pr{display:flex;align-items:center;gap:9px;padding:6px 14px} .pr i{width:28px;height:28px;border-radius:14px;flex:none;font-style:normal;font-size:11px;display:flex;align-items:center;justify-content:center;color:#fff}
.pr .r{margin-left:auto;color:#8e8f99;font-size:11.5px;white-space:nowrap} .pr small{color:#8e8f99}
.adm{display:inline-block;background:#2f6fed;color:#fff;border-radius:4px;padding:2px 7px;font-size:11px;margin-left:4px}
.chat{flex:1;overflow:hidden;padding:8px 14px;display:flex;flex-direction:column;gap:10px}
.cm .h{font-size:11px;color:#8e8f99} .cm .h b{color:#d7d7de;font-weight:normal} .cm .t{margin-top:2px;line-height:1.42;background:#2c2d33;border-radius:8px;padding:6px 9px}
.cm.pm .t{background:#3b2f4a} .cm .pmk{color:#c59bff}
.cin{margin:8px 14px 12px;border:1px solid #3a3b42;border-radius:8px;padding:9px;color:#74757f}
.cap{position:absolute;left:50%;bottom:16px;transform:translateX(-50%);width:640px;background:rgba(0,0,0,.78);border-radius:6px;padding:8px 12px;font-size:15px;line-height:1.4}
.cap b{color:#9fd3ff;font-weight:normal}
.info{position:absolute;left:250px;top:150px;width:440px;background:#2b2c32;border:1px solid #42434b;border-radius:10px;box-shadow:0 10px 30px rgba(0,0,0,.55);padding:14px 16px;font-size:12.5px;line-height:1.5;z-index:5}
.info .k{color:#8e8f99;display:inline-block;width:110px} .info h4{margin:0 0 6px;font-size:14px} .info .ln{color:#7fb2ff;word-break:break-all}
.strip{display:flex;gap:8px;padding:4px 12px} .strip .tile{width:150px;height:86px;flex:none} .strip .tile .av{width:36px;height:36px;margin:-24px 0 0 -18px;font-size:14px}
.big{flex:1;margin:4px 12px 8px;position:relative;border-radius:10px;overflow:hidden;background:radial-gradient(circle at 50% 40%,#62707e,#2a3139 70%)}
"""


def _call(inner: str, side: str) -> str:
    top = ("<div class='tb'><b>Q2 roadmap review · Kestrel Labs × Adriatic Freight</b><span class='rec'>● REC</span><span>00:41:17</span>"
           "<span style='margin-left:auto'>End-to-end encrypted</span><span>Gallery ▾</span></div>")
    ctl = "<div class='ctl'><span>Mute</span><span>Stop video</span><span>Share</span><span>Participants 9</span><span>Chat</span><span>Reactions</span><span>Captions</span><span class='end'>Leave</span></div>"
    return _win("<span style='color:#ddd'>Meetly</span><span style='color:#888'>Meeting ID 842 6613 0975</span>",
                f"<div class='cw'><div class='st' style='position:relative'>{top}{inner}{ctl}</div><div class='pp'>{side}</div></div>", CALL_CSS, bar="#111114", fg="#ddd")


def _tile(name: str, colour: str, ini: str, muted: bool = False, spk: bool = False, video: str = "") -> str:
    body = f"<div class='vid' style='background:{video}'></div>" if video else f"<div class='av' style='background:{colour}'>{ini}</div>"
    return f"<div class='tile{' spk' if spk else ''}'>{body}<span class='nm'>{'<span class=mic>✕</span>' if muted else ''}{name}</span></div>"


def call_gallery() -> str:
    tiles = [_tile(_pii("DENY_LIST", "Matija Đurđević", "deny-listed name with diacritics on a video tile"), "#7b5ea7", "MĐ", spk=True, video="radial-gradient(circle at 50% 45%,#b48a6e 0 18%,#4b5563 19%,#2b3038 80%)"),
             _tile(_pii("PERSON", "Sophie Laurent", "name on a video tile"), "#2d8a6e", "SL", video="radial-gradient(circle at 48% 40%,#d8b49a 0 17%,#8da4b8 18%,#55687a 80%)"),
             _tile(_pii("PERSON", "Kwame Asante", "name on a video tile") + " (Accra office)", "#c2572b", "KA", muted=True),
             _tile(_pii("PHONE_NUMBER", "+381 64 218 7754", "dialled-in caller's number as a video tile label"), "#444", "☏", muted=True),
             _tile(_pii("DENY_LIST", "Ελένη Παπαδάκη", "deny-listed name in Greek script as a video tile display name"), "#b23a7a", "ΕΠ", video="radial-gradient(circle at 52% 42%,#caa58c 0 16%,#3d3a4a 17%,#23222b 80%)"),
             _tile(_pii("PERSON", "Daniel Whitford", "own name on the self-view tile") + " (me)", "#1f6feb", "DW", muted=True)]
    inner = f"<div class='gal'>{''.join(tiles)}</div>"
    rows = [("Daniel Whitford", "#1f6feb", "DW", "<span class='adm'>Host</span> <small>(me)</small>", "mic off cam"),
            ("Matija Đurđević", "#7b5ea7", "MĐ", "", "mic cam"), ("Sophie Laurent", "#2d8a6e", "SL", "<span class='adm' style='background:#555'>Co-host</span>", "mic cam"),
            ("Kwame Asante", "#c2572b", "KA", "", "mic off cam off"), ("Ελένη Παπαδάκη", "#b23a7a", "ΕΠ", "", "mic cam"),
            ("Tomislav Horvat", "#0e7490", "TH", "<small>· Adriatic Freight</small>", "mic off cam off"), ("Ines Kovačić", "#a16207", "IK", "<small>· Adriatic Freight</small>", "mic off cam off")]
    who = "".join(f"<div class='pr'><i style='background:{c}'>{i}</i><span>"
                  + (_pii("DENY_LIST", n, "deny-listed name with diacritics in a participants list") if n == "Matija Đurđević" else
                     _pii("DENY_LIST", n, "deny-listed name in Greek script in a participants list") if n.startswith("Ελ") else _pii("PERSON", n, "name in a call's participants list"))
                  + f" {extra}</span><span class='r'>{st}</span></div>" for n, c, i, extra, st in rows)
    side = ("<h3>Participants (9) <span style='color:#8e8f99'>⋯ ✕</span></h3><div style='padding:8px 14px'><div class='cin' style='margin:0;padding:6px 9px'>Search participants</div></div>"
            "<div class='sec'>WAITING ROOM (2) · Admit all</div>"
            "<div class='pr'><i style='background:#555'>✉</i><span>" + _pii("EMAIL_ADDRESS", "luka.babic.zg@gmail.com", "guest shown by e-mail in a call's waiting room") + "</span><span class='r' style='color:#7fb2ff'>Admit</span></div>"
            "<div class='pr'><i style='background:#555'>☎</i><span>" + _pii("PERSON", "Camille", "first name in a device name in a call's waiting room") + "'s iPhone</span><span class='r' style='color:#7fb2ff'>Admit</span></div>"
            "<div class='sec'>IN THE MEETING (7)</div>" + who
            + "<div class='sec'>PHONE (2)</div>"
            "<div class='pr'><i style='background:#444'>☏</i><span>" + _pii("PHONE_NUMBER", "+381 64 218 7754", "dialled-in caller's number in a participants list") + "</span><span class='r'>mic off</span></div>"
            "<div class='pr'><i style='background:#444'>☏</i><span>Call-in user 2 <small>(number hidden)</small></span><span class='r'>mic off</span></div>"
            "<div style='margin-top:auto;padding:10px 14px;display:flex;gap:8px;border-top:1px solid #33343b'><span class='cin' style='margin:0;flex:1;text-align:center;color:#ddd'>Invite</span><span class='cin' style='margin:0;flex:1;text-align:center;color:#ddd'>Mute all</span></div>")
    return _call(inner, side)


def call_chat() -> str:
    strip = "".join(_tile(n, c, i) for n, c, i in ((_pii("PERSON", "Daniel Whitford", "own name on a filmstrip tile"), "#1f6feb", "DW"),
                                                  (_pii("DENY_LIST", "Matija Đurđević", "deny-listed name with diacritics on a filmstrip tile"), "#7b5ea7", "MĐ"),
                                                  (_pii("PERSON", "Kwame Asante", "name on a filmstrip tile"), "#c2572b", "KA"),
                                                  (_pii("PERSON", "Tomislav Horvat", "name on a filmstrip tile"), "#0e7490", "TH")))
    cap = ("<div class='cap'><b>" + _pii("PERSON", "Sophie Laurent", "speaker label in live captions") + ":</b> so the pilot covers 38 trucks from week 19, and "
           + _pii("DENY_LIST", "Eleni", "deny-listed first name alone in live captions") + " will send the fuel numbers before Friday</div>")
    big = ("<div class='big'><div style='position:absolute;left:50%;top:26%;width:130px;height:130px;margin-left:-65px;border-radius:65px;background:#d8b49a'></div>"
           "<div style='position:absolute;left:50%;top:55%;width:300px;height:260px;margin-left:-150px;border-radius:150px 150px 0 0;background:#8da4b8'></div>"
           "<span class='nm' style='position:absolute;left:10px;top:10px;background:rgba(0,0,0,.6);border-radius:5px;padding:3px 8px'>" + _pii("PERSON", "Sophie Laurent", "name on the speaker's video tile") + " · Lyon</span>" + cap + "</div>")
    info = ("<div class='info dropdown'><h4>Q2 roadmap review · Kestrel Labs × Adriatic Freight</h4>"
            "<div><span class='k'>Meeting ID</span>842 6613 0975</div>"
            "<div><span class='k'>Passcode</span>" + _pii("SECRET_VALUE", "rT4#qx82", "meeting passcode in a meeting-info pop-over") + "</div>"
            "<div><span class='k'>Host key</span>" + _pii("SECRET_VALUE", "447120", "host PIN in a meeting-info pop-over") + "</div>"
            "<div><span class='k'>Invite link</span><span class='ln'>https://meetly.example/j/84266130975?pwd=" + _pii("SECRET_VALUE", "bU9xT2ZkRmhWc1NpK3J6dz09", "passcode token in an invite link") + "</span></div>"
            "<div><span class='k'>Dial in</span>+44 20 3481 5237 (London) · +381 11 414 9012 (Belgrade) · +33 1 7037 9729 (Paris)</div>"
            "<div><span class='k'>Participant ID</span>#55 289 1 · press # to skip</div>"
            "<div><span class='k'>Host</span>" + _pii("PERSON", "Daniel Whitford", "host's name in a meeting-info pop-over") + "</div>"
            "<div style='margin-top:8px;color:#7fb2ff'>Copy invitation · Copy link</div></div>")
    inner = f"<div class='strip'>{strip}</div>{big}{info}"
    msgs = [("Kwame Asante", "Everyone", "10:04", "On the train, if I drop out call me on " + _pii("PHONE_NUMBER", "+233 24 551 8830", "mobile in a call's chat message") + ", I'll dial back in.", False),
            ("Ines Kovačić", "Everyone", "10:09", "Volumes for the pilot: 1,240 pallets/week, depots Zagreb-Jankomir and Rijeka. PO 4500-2291.", False),
            ("Matija Đurđević", "Everyone", "10:15", "Sharing the deck now, slides 12–18 are the telematics pricing (€41/truck/month).", False),
            ("Daniel Whitford", "Matija Đurđević (privately)", "10:22", "For the NDA courier, what's your home address?", True),
            ("Matija Đurđević", "Daniel Whitford (privately)", "10:23", _pii("STREET_ADDRESS", "Bulevar kralja Aleksandra 73, stan 14, 11000 Beograd", "home address in a private chat message in a call") + " — after 6 pm please", True),
            ("Sophie Laurent", "Everyone", "10:31", "Minutes go to " + _pii("EMAIL_ADDRESS", "s.laurent.kestrel@proton.me", "e-mail in a call's chat message") + " until IT fixes my account.", False)]

    def who(n: str) -> str:
        if n.startswith("Matija"):
            return _pii("DENY_LIST", "Matija Đurđević", "deny-listed name as a call's chat sender")
        return _pii("PERSON", n, "chat sender's name in a call")
    chat = "".join(f"<div class='cm{' pm' if pm else ''}'><div class='h'><b>{who(n)}</b> to "
                   + (f"<span class='pmk'>{who(to.split(' (')[0])} (privately)</span>" if pm else to) + f" · {t}</div><div class='t'>{m}</div></div>" for n, to, t, m, pm in msgs)
    side = ("<h3>Chat <span style='color:#8e8f99'>⋯ ✕</span></h3>" f"<div class='chat'>{chat}</div>"
            "<div class='cin'>To: Everyone ▾ · Type message here…</div>")
    return _call(inner, side)


# ------------------------------------------------------------------------------- blindp1: dark mail and calendar
MAIL_CSS = """
body{background:#1b1c1f;color:#9da1a8;font-family:"DejaVu Sans",sans-serif;font-size:11.5px}
.mw{display:flex;height:756px} .fo{width:170px;background:#17181a;padding:10px 0;flex:none;border-right:1px solid #2a2b2f} .fo div{padding:5px 14px;white-space:nowrap} .fo .on{background:#2a2d35;color:#d5d8de} .fo .n{float:right;color:#6d7079}
.fo .h{color:#5d6068;font-size:10.5px;padding-top:12px}
.ls{width:300px;border-right:1px solid #2a2b2f;flex:none;overflow:hidden} .ls .srch{margin:8px;background:#242529;border-radius:4px;padding:6px 8px;color:#62656d}
.ls .tabs{display:flex;gap:14px;padding:2px 10px 6px;border-bottom:1px solid #2a2b2f} .ls .tabs .on{color:#6ea8fe;border-bottom:2px solid #6ea8fe}
.ms{padding:7px 10px;border-bottom:1px solid #25262a;line-height:1.4} .ms.on{background:#23324a} .ms .f{display:flex;justify-content:space-between;color:#c3c6cc} .ms .f small{color:#6d7079}
.ms .s{color:#a9adb4;white-space:nowrap;overflow:hidden;text-overflow:ellipsis} .ms .p{color:#6d7079;white-space:nowrap;overflow:hidden;text-overflow:ellipsis} .ms.u .f{font-weight:bold;color:#e3e5e8}
.rd{flex:1;padding:12px 18px;overflow:hidden;min-width:0} .rd h2{color:#d5d8de;font-size:16px;font-weight:normal;margin:0 0 8px}
.rd .from{display:flex;gap:10px;align-items:center;margin-bottom:10px} .rd .from i{width:32px;height:32px;border-radius:16px;background:#5b4a8b;flex:none}
.rd .body{line-height:1.55;color:#a3a7ae} .rd .body p{margin:0 0 8px}
.rd table{font-size:11.5px;margin:4px 0 10px} .rd td{padding:2px 12px 2px 0;color:#a3a7ae} .rd td:first-child{color:#6d7079}
.att{display:inline-block;border:1px solid #34363c;border-radius:4px;padding:5px 9px;margin:4px 6px 0 0;color:#9da1a8}
.cal{width:250px;border-left:1px solid #2a2b2f;background:#18191c;flex:none;padding:10px;overflow:hidden}
.cal h4{margin:0 0 4px;color:#c3c6cc;font-size:12px;font-weight:normal} .mini{display:grid;grid-template-columns:repeat(7,1fr);gap:2px;text-align:center;font-size:10px;color:#6d7079;margin-bottom:10px}
.mini .t{background:#3b63b8;color:#fff;border-radius:9px}
.ev{border-left:3px solid #6ea8fe;background:#20252e;border-radius:3px;padding:4px 7px;margin:5px 0;line-height:1.35} .ev .tm{color:#6d7079;font-size:10.5px}
.ev.g{border-color:#57b894;background:#1e2a25} .ev.o{border-color:#d9a441;background:#2b261c} .ev.p{border-color:#b07ad9;background:#272030}
.cmp{flex:1;padding:10px 16px;overflow:hidden;position:relative;min-width:0} .cmp .row{display:flex;border-bottom:1px solid #2a2b2f;padding:7px 0;align-items:center;gap:8px} .cmp .row .k{width:60px;color:#6d7079}
.chip{display:inline-block;background:#2a2d35;border-radius:10px;padding:2px 8px;color:#c3c6cc}
.sug{position:absolute;left:84px;top:44px;width:430px;background:#26282d;border:1px solid #3a3c42;border-radius:6px;box-shadow:0 8px 24px rgba(0,0,0,.6);z-index:4}
.sug .o{padding:7px 12px;line-height:1.4;display:flex;gap:10px;align-items:center} .sug .o.on{background:#2f3c55} .sug .o i{width:26px;height:26px;border-radius:13px;flex:none} .sug .o small{color:#7c8089}
.sug .hd{color:#6d7079;font-size:10.5px;padding:6px 12px 2px}
.q{border-left:2px solid #3a3c42;padding-left:10px;color:#7c8089;margin-top:10px;line-height:1.5}
"""


def _mail(middle: str, cal: str) -> str:
    folders = ("<div class='fo'><div class='h'>KESTREL LABS</div><div class='on'>Inbox <span class='n'>14</span></div><div>Drafts <span class='n'>2</span></div><div>Sent</div><div>Archive</div>"
               "<div>Junk <span class='n'>31</span></div><div class='h'>FOLDERS</div><div>Adriatic Freight</div><div>Hiring</div><div>Payroll</div><div>Receipts</div><div>Travel</div></div>")
    return _win("<span style='color:#c3c6cc'>Swallow Mail</span><span style='color:#6d7079'>Inbox · " + _pii("EMAIL_ADDRESS", "daniel@kestrel-labs.io", "account's e-mail in a mail client's title bar") + "</span>",
                f"<div class='mw'>{folders}{middle}{cal}</div>", MAIL_CSS, bar="#141517", fg="#aaa")


def _calendar() -> str:
    days = "".join(f"<span{' class=t' if d == 24 else ''}>{d}</span>" for d in range(21, 28)) + "".join(f"<span>{d}</span>" for d in range(28, 31)) + "".join(f"<span>{d}</span>" for d in range(1, 5))
    evs = [("", "09:00 – 09:15", "Stand-up · #ops"),
           ("", "10:30 – 11:00", "1:1 " + _pii("DENY_LIST", "Yael", "deny-listed first name alone in a calendar event title") + " / " + _pii("PERSON", "Daniel", "first name alone in a calendar event title")),
           ("g", "12:30 – 13:30", "Lunch with " + _pii("PERSON", "Priyanka Nair", "name in a calendar event title") + " · Dishoom King's Cross"),
           ("o", "15:00 – 16:00", "Adriatic Freight · pricing call (PO 4500-2291)"),
           ("p", "17:30 – 17:45", "Pick up " + _pii("PERSON", "Noa", "child's first name in a calendar event title") + " from swim club"),
           ("o", "18:30 – 19:15", "Flat viewing: " + _pii("STREET_ADDRESS", "19 Marlborough Road, London N19 4NB", "viewing address in a calendar event title") + " · agent "
            + _pii("PHONE_NUMBER", "07961 220 584", "agent's mobile in a calendar event title"))]
    ev = "".join(f"<div class='ev {c}'><div class='tm'>{t}</div>{x}</div>" for c, t, x in evs)
    return (f"<div class='cal'><h4>April 2025 ‹ ›</h4><div class='mini'><span>M</span><span>T</span><span>W</span><span>T</span><span>F</span><span>S</span><span>S</span>{days}</div>"
            f"<h4>Thursday 24 April</h4>{ev}<div style='margin-top:10px;color:#5d6068'>Tomorrow: Release 3.8 freeze · Board pack due</div></div>")


def mail_read(jmbg: str, iban_rs: str) -> str:
    rows = [("Jelena Marković", "09:12", "New starter: DURDEVIC MATIJA (start 5 May)", "Payroll details attached, please check before…", True, True),
            ("GitLab", "08:47", "Pipeline #8841 passed for release/3.8", "kestrel/telematics · 42 jobs · 12 min", False, False),
            ("Yael Ben-Ami", "08:30", "Re: hiring plan H2", "OK with two backend roles, one in Belgrade…", False, True),
            ("Expensr", "Yesterday", "Report EXP-2025-118 approved", "£612.40 · 7 receipts · paid on 30 Apr", False, False),
            ("Tomasz Wróbel", "Yesterday", "Fuel card invoice INV-20417", "€3,120.00 due 15 May, reference FC-77831…", False, True),
            ("Adriatic Freight", "Tue", "Pilot scope v3", "38 trucks, depots Zagreb-Jankomir and Rijeka…", False, False),
            ("noreply@okta", "Tue", "New sign-in to your account", "Chrome on macOS · London, GB · 81.2…", False, False)]

    def sender(n: str, person: bool) -> str:
        if n == "Yael Ben-Ami":
            return _pii("DENY_LIST", n, "deny-listed name as a sender in a dark message list")
        return _pii("PERSON", n, "sender's name in a dark message list") if person else n
    ls = "".join(f"<div class='ms{' on' if on else ''}{' u' if k < 3 else ''}'><div class='f'><span>{sender(n, p)}</span><small>{t}</small></div>"
                 + "<div class='s'>" + (s.replace("DURDEVIC MATIJA", _pii("DENY_LIST", "DURDEVIC MATIJA", "deny-listed name surname first in capitals without diacritics in a message subject")) if on else s)
                 + f"</div><div class='p'>{pv}</div></div>" for k, (n, t, s, pv, on, p) in enumerate(rows))
    middle = ("<div class='ls'><div class='srch'>Search mail</div><div class='tabs'><span class='on'>Focused</span><span>Other</span></div>" + ls + "</div>")
    rd = ("<div class='rd'><h2>New starter: " + _pii("DENY_LIST", "DURDEVIC MATIJA", "deny-listed name surname first in capitals without diacritics in a message subject") + " (start 5 May)</h2>"
          "<div class='from'><i></i><div><span style='color:#d5d8de'>" + _pii("PERSON", "Jelena Marković", "sender's name in a dark reading pane") + "</span> &lt;"
          + _pii("EMAIL_ADDRESS", "jelena.markovic@kestrel-labs.rs", "sender's e-mail in a dark reading pane") + "&gt;<br><span style='color:#6d7079'>To: " + _pii("PERSON", "Daniel Whitford", "recipient's name in a dark reading pane") + "; Payroll · Thu 24/04/2025 09:12</span></div></div>"
          "<div class='body'><p>Hi " + _pii("PERSON", "Daniel", "first name alone in a mail greeting") + ",</p><p>" + _pii("DENY_LIST", "Matija", "deny-listed first name alone in a mail sentence") + " signed yesterday, so please set him up in payroll for the May run (cut-off 20 May). "
          "Details from his onboarding form:</p><table>"
          "<tr><td>Name</td><td>" + _pii("DENY_LIST", "Đurđević, Matija", "deny-listed name surname first with a comma in a mail table") + "</td></tr>"
          "<tr><td>JMBG</td><td>" + _pii("ID_NUMBER", jmbg, "Serbian JMBG in a mail table") + "</td></tr>"
          "<tr><td>Date of birth</td><td>" + _pii("DATE_OF_BIRTH", "07.03.1989", "date of birth in a mail table") + "</td></tr>"
          "<tr><td>Address</td><td>" + _pii("STREET_ADDRESS", "Njegoševa 27, 11000 Beograd", "home address in a mail table") + "</td></tr>"
          "<tr><td>Bank (Intesa)</td><td>" + _pii("IBAN_CODE", iban_rs, "Serbian IBAN in a mail table") + "</td></tr>"
          "<tr><td>Mobile</td><td>" + _pii("PHONE_NUMBER", "065 338 2190", "mobile in a mail table") + "</td></tr>"
          "<tr><td>Grade / salary</td><td>E4 · RSD 412,000 gross/month</td></tr><tr><td>Contract</td><td>KL-RS-2025-017 · indefinite</td></tr></table>"
          "<p>Emergency contact is his sister " + _pii("PERSON", "Ana Đurđević", "emergency contact's name in a mail sentence") + ", " + _pii("PHONE_NUMBER", "+381 63 771 4402", "emergency contact's phone in a mail sentence")
          + ". Laptop is ordered (asset KL-0931).</p><p>Thanks,<br>" + _pii("PERSON", "Jelena", "first name alone in a mail sign-off") + "<br><span style='color:#6d7079'>People Ops · Kestrel Labs d.o.o. · Bulevar Mihajla Pupina 10, Novi Beograd</span></p>"
          "<span class='att'>ugovor_KL-RS-2025-017.pdf · 412 KB</span><span class='att'>onboarding_form.pdf · 96 KB</span></div></div>")
    return _mail(middle + rd, _calendar())


def mail_compose() -> str:
    sugs = [("#5b4a8b", _pii("DENY_LIST", "Yael Ben-Ami", "deny-listed name in recipient suggestions"), _pii("EMAIL_ADDRESS", "yael.benami@kestrel-labs.io", "e-mail in recipient suggestions"), True),
            ("#2d8a6e", _pii("DENY_LIST", "יעל בן-עמי", "deny-listed name in Hebrew script in recipient suggestions"), _pii("EMAIL_ADDRESS", "yael.ba1984@gmail.com", "personal e-mail in recipient suggestions"), False),
            ("#a16207", _pii("PERSON", "Yasmin Haddou", "name in recipient suggestions"), _pii("EMAIL_ADDRESS", "y.haddou@outlook.fr", "e-mail in recipient suggestions"), False),
            ("#0e7490", "Yard team (group)", "yard@kestrel-labs.io · 6 members", False)]
    sg = ("<div class='sug dropdown'><div class='hd'>SUGGESTED CONTACTS</div>"
          + "".join(f"<div class='o{' on' if on else ''}'><i style='background:{c}'></i><div>{n}<br><small>{e}</small></div></div>" for c, n, e, on in sugs)
          + "<div class='hd' style='padding-bottom:8px'>Search directory for “ya”…</div></div>")
    cmp = ("<div class='cmp'><div class='row'><span class='k'>From</span>" + _pii("PERSON", "Daniel Whitford", "sender's name in a compose window") + " &lt;" + _pii("EMAIL_ADDRESS", "daniel@kestrel-labs.io", "sender's e-mail in a compose window") + "&gt;</div>"
           "<div class='row'><span class='k'>To</span><span class='chip'>" + _pii("PERSON", "Jelena Marković", "recipient chip in a compose window") + "</span> ya|</div>"
           "<div class='row'><span class='k'>Cc</span><span class='chip'>Payroll</span></div>"
           "<div class='row'><span class='k'>Subject</span>RE: New starter (start 5 May)</div>" + sg
           + "<div style='line-height:1.6;margin-top:12px;color:#c3c6cc'>Thanks " + _pii("PERSON", "Jelena", "first name alone in a mail being written") + ", looping in "
           + _pii("DENY_LIST", "Yael", "deny-listed first name alone in a mail being written") + " for the equipment budget (cost centre 4102).<br>"
           + _pii("DENY_LIST", "Matija", "deny-listed first name alone in a mail being written") + " can collect the laptop on his first day; the desk is 3.14 on the third floor.<br><br>Best,<br>"
           + _pii("PERSON", "Daniel", "first name alone in a mail sign-off") + "<br>"
           "<span style='color:#7c8089'>" + _pii("PERSON", "Daniel Whitford", "sender's name in a mail signature") + " · Head of Operations · Kestrel Labs<br>m. "
           + _pii("PHONE_NUMBER", "+44 7824 551 093", "sender's mobile in a mail signature") + " · 2 Pancras Square, London N1C 4AG</span></div>"
           "<div class='q'>From: " + _pii("PERSON", "Jelena Marković", "sender's name in a quoted mail") + " · Thu 24/04/2025 09:12<br>Subject: New starter (start 5 May)<br>Hi "
           + _pii("PERSON", "Daniel", "first name alone in a quoted mail") + ", " + _pii("DENY_LIST", "Matija", "deny-listed first name alone in a quoted mail") + " signed yesterday, so please set him up in payroll for the May run…</div>"
           "<div style='position:absolute;left:16px;bottom:14px;display:flex;gap:8px'><span class='btn'>Send</span><span class='att'>Attach</span><span class='att'>Discard</span></div></div>")
    return _mail(cmp, _calendar())


# ----------------------------------------------------------------- blindp2: spreadsheet, frozen panes, 80 % zoom
GRID_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#fff;color:#202124;font-size:13px}
.sh{height:38px;display:flex;align-items:center;gap:14px;padding:0 14px} .sh b{font-size:16px;font-weight:normal}
.tb2{height:30px;display:flex;align-items:center;gap:12px;padding:0 14px;background:#edf2fa;border-radius:18px;margin:0 8px;color:#444;font-size:12px}
.fx{height:28px;display:flex;align-items:center;border-bottom:1px solid #e1e3e6;font-size:12.5px} .fx .nb2{width:70px;padding:0 10px;border-right:1px solid #e1e3e6;color:#444} .fx .f{padding:0 10px;color:#5f6368}
.gw{position:relative;height:626px;overflow:hidden;background:#fff}
.zm{transform:scale(.8);transform-origin:0 0;width:1600px}
.g{border-collapse:collapse;table-layout:fixed} .g td{border:1px solid #e2e2e2;height:26px;padding:2px 6px;white-space:nowrap;overflow:hidden;font-size:14px}
.g td.hd{background:#f8f9fa;color:#5f6368;text-align:center;font-size:12.5px} .g td.n{text-align:right} .g td.c{text-align:center}
.g td.m{background:#d9e7fd;font-weight:bold;text-align:center} .g td.t{background:#0b5394;color:#fff;font-weight:bold;font-size:16px}
.g td.al{background:#fce8b2;text-align:center} .g td.sk{background:#f4c7c3;text-align:center;position:relative} .g td.we{background:#f3f3f3}
.g td.sel{outline:2px solid #1a73e8;outline-offset:-2px} .g td.nt:after{content:'';position:absolute;right:0;top:0;border-top:8px solid #f29900;border-left:8px solid transparent}
.g td.fzr{border-right:3px solid #c0c4c9} .g tr.fzb td{border-bottom:3px solid #c0c4c9}
.note{position:absolute;width:300px;background:#fff;border-radius:6px;box-shadow:0 4px 14px rgba(60,64,67,.35);padding:10px 12px;font-size:12.5px;line-height:1.45}
.note .w{color:#5f6368;font-size:11.5px;margin-bottom:4px}
.fr{position:absolute;left:560px;top:120px;width:470px;background:#fff;border-radius:8px;box-shadow:0 8px 28px rgba(60,64,67,.4);padding:16px 20px;font-size:13px;z-index:4}
.fr h3{margin:0 0 12px;font-size:17px;font-weight:normal} .fr .row{display:flex;align-items:center;margin:8px 0} .fr .row .k{width:80px} .fr .in{flex:1;border:1px solid #80868b;border-radius:4px;padding:6px 8px}
.fr .ck{margin:6px 0;color:#3c4043} .fr .bt{display:inline-block;border:1px solid #dadce0;border-radius:4px;padding:6px 14px;margin:10px 8px 0 0;color:#1a73e8}
.tabs2{position:absolute;left:0;right:0;bottom:0;height:30px;background:#f8f9fa;border-top:1px solid #e1e3e6;display:flex;align-items:center;gap:4px;padding-left:12px;font-size:12.5px}
.tabs2 span{padding:6px 14px} .tabs2 .on{background:#e1e9f7;color:#0b57d0;border-radius:4px 4px 0 0}
"""
CREW = [("Papadaki, Eleni", "DENY_LIST", "694 730 5581", "e.papadaki90@gmail.com", "22/11/1990"),
        ("Mavridis, Konstantinos", "PERSON", "697 118 2046", "kostas.mavridis@gmail.com", "04/06/1985"),
        ("Oikonomou, Dimitra", "PERSON", "698 552 9013", "dimitra.oik@yahoo.gr", "17/01/1994"),
        ("Nikolaidis, Stavros", "PERSON", "693 204 7765", "snikolaidis@otenet.gr", "30/09/1979"),
        ("Karagiannis, Petros", "PERSON", "695 881 3420", "petros.karag@hotmail.com", "11/12/1988"),
        ("Tsoukala, Maria", "PERSON", "690 377 6158", "maria.tsoukala@gmail.com", "08/03/1996")]
HOURS = [["8", "8", "8", "7.5", "8", "8", "8", "8", "S", "S"], ["8", "8", "8", "8", "8", "AL", "AL", "AL", "8", "8"], ["6", "6", "6", "6", "6", "6", "6", "6", "6", "6"],
         ["8", "9", "8", "8", "9", "8", "8", "9", "8", "7"], ["8", "8", "AL", "8", "8", "8", "8", "8", "8", "8"], ["4", "4", "4", "4", "4", "4", "4", "4", "4", "4"]]

TOTAL_H = sum(float(h) for hrs in HOURS for h in hrs if h[0].isdigit())


def _grid(inner: str, cell: str, formula: str) -> str:
    head = ("<div class='sh'><span style='width:20px;height:26px;background:#0f9d58;border-radius:3px;display:inline-block'></span><b>Athens field crew · timesheet April 2025</b>"
            "<span style='color:#5f6368;font-size:12.5px'>File&nbsp; Edit&nbsp; View&nbsp; Insert&nbsp; Format&nbsp; Data&nbsp; Tools</span><span style='margin-left:auto;color:#5f6368;font-size:12px'>Last edit was 3 minutes ago</span></div>"
            "<div class='tb2'>↶ ↷ &nbsp; <b>80%</b> ▾ &nbsp; € % .0 .00 123 &nbsp; Arial ▾ 10 &nbsp; B I S A &nbsp; ⊞ ⊟ &nbsp; View › Freeze: 3 rows, 2 columns</div>"
            f"<div class='fx'><span class='nb2'>{cell}</span><span class='f'>fx</span><span>{formula}</span></div>")
    tabs = "<div class='tabs2'>+ ≡ " + "".join(f"<span class='{'on' if t == 'April' else ''}'>{t}</span>" for t in ("March", "April", "Rates", "Payroll export")) + "</div>"
    return _page("sheets.office.example/spreadsheets/d/1Qw7kP2fAthens/edit#gid=0", "Athens field crew · timesheet April 2025 - Sheets", head + f"<div class='gw'>{inner}</div>" + tabs, GRID_CSS)


def _crew(n: str, kind: str, sit: str) -> str:
    return _pii(kind, n, "deny-listed name surname first with a comma in a frozen spreadsheet column" if kind == "DENY_LIST" else sit)


def sheet_hours() -> str:
    days = ["Mon 21", "Tue 22", "Wed 23", "Thu 24", "Fri 25", "Mon 28", "Tue 29", "Wed 30", "Thu 1", "Fri 2"]
    cols = "<tr><td class='hd' style='width:36px'></td>" + "".join(f"<td class='hd{' fzr' if c == 'B' else ''}' style='width:{w}px'>{c}</td>" for c, w in
                                                                   [("A", 230), ("B", 130)] + [(chr(ord("W") + k) if k < 4 else "A" + chr(ord("A") + k - 4), 84) for k in range(10)] + [("AG", 90), ("AH", 150)]) + "</tr>"
    rows = ("<tr><td class='hd'>1</td><td class='t' colspan='13'>Athens field crew · hours April 2025 (weeks 17–18) · cost centre GR-410</td></tr>"
            "<tr><td class='hd'>2</td><td class='m fzr' colspan='2'>Crew member</td><td class='m' colspan='5'>Week 17 (21–25 Apr)</td><td class='m' colspan='5'>Week 18 (28 Apr – 2 May)</td><td class='m'>Total</td><td class='m'>Status</td></tr>"
            "<tr class='fzb'><td class='hd'>3</td><td class='m'>Name</td><td class='m fzr'>Mobile</td>" + "".join(f"<td class='m'>{d}</td>" for d in days) + "<td class='m'>h</td><td class='m'>Approved by</td></tr>")
    for k, ((n, kind, ph, _e, _d), hrs) in enumerate(zip(CREW, HOURS, strict=True)):
        cells = ""
        for j, h in enumerate(hrs):
            cls = "sk nt" if (k == 0 and j == 8) else "sk" if h == "S" else "al" if h == "AL" else "c"
            cells += f"<td class='{cls}{' sel' if (k == 0 and j == 8) else ''}'>{h}</td>"
        tot = sum(float(h) for h in hrs if h[0].isdigit())
        appr = _pii("PERSON", "K. Mavridis", "approver's initial and surname in a spreadsheet cell") if k != 1 else _pii("PERSON", "D. Whitford", "approver's initial and surname in a spreadsheet cell")
        rows += (f"<tr><td class='hd'>{k + 4}</td><td>{_crew(n, kind, 'name surname first in a frozen spreadsheet column')}</td>"
                 f"<td class='fzr'>{_pii('PHONE_NUMBER', ph, 'mobile in a frozen spreadsheet column')}</td>{cells}<td class='n'>{tot:g}</td><td>{appr}</td></tr>")
    rows += ("<tr><td class='hd'>10</td><td style='font-weight:bold'>Total crew hours</td><td class='fzr'></td>" + "".join(
        f"<td class='c' style='font-weight:bold'>{sum(float(h[j]) for h in HOURS if h[j][0].isdigit()):g}</td>" for j in range(10)) + f"<td class='n' style='font-weight:bold'>{TOTAL_H:,g}</td><td></td></tr>")
    rows += "".join(f"<tr><td class='hd'>{k}</td><td></td><td class='fzr'></td>" + "<td></td>" * 12 + "</tr>" for k in range(11, 16))
    rows += ("<tr><td class='hd'>16</td><td colspan='4' style='color:#5f6368'>S = sick (note required) · AL = annual leave · site codes in tab Rates</td><td colspan='9'></td></tr>"
             "<tr><td class='hd'>17</td><td colspan='4' style='color:#5f6368'>Piraeus depot, gate B · shift 07:00–15:00</td><td colspan='9'></td></tr>")
    note = ("<div class='note dropdown' style='left:770px;top:150px'><div class='w'>Note · " + _pii("PERSON", "Konstantinos Mavridis", "note author's name in a spreadsheet cell note") + "</div>"
            "Sick 1–2 May, doctor's note received. Her husband " + _pii("PERSON", "Giorgos", "first name alone in a spreadsheet cell note") + " called in from "
            + _pii("PHONE_NUMBER", "697 412 3308", "phone in a spreadsheet cell note") + "; paid at 100 % per contract §7.</div>")
    inner = f"<div class='zm'><table class='g'>{cols}{rows}</table></div>{note}"
    return _grid(inner, "AE4", "S")


def sheet_payroll(afms: list[str], amkas: list[str], ibans: list[str]) -> str:
    cols = "<tr><td class='hd' style='width:36px'></td>" + "".join(f"<td class='hd{' fzr' if c == 'A' else ''}' style='width:{w}px'>{c}</td>" for c, w in
                                                                  (("A", 230), ("AG", 70), ("AL", 80), ("AM", 100), ("AN", 120), ("AO", 130), ("AP", 300), ("AQ", 260), ("AR", 120))) + "</tr>"
    rows = ("<tr><td class='hd'>1</td><td class='t fzr'>Athens field crew · hours</td><td class='t' colspan='8'>April 2025 (weeks 17–18) · cost centre GR-410</td></tr>"
            "<tr><td class='hd'>2</td><td class='m fzr'>Crew member</td><td class='m' colspan='3'>Pay</td><td class='m' colspan='5'>Payroll details (HR only)</td></tr>"
            "<tr class='fzb'><td class='hd'>3</td><td class='m fzr'>Name</td>" + "".join(f"<td class='m'>{h}</td>" for h in ("Total h", "Rate €/h", "Gross €", "ΑΦΜ (tax no.)", "ΑΜΚΑ", "IBAN", "Personal e-mail", "Date of birth")) + "</tr>")
    rates = [21.5, 19.0, 24.0, 19.0, 22.0, 18.5]
    for k, ((n, kind, _p, e, d), hrs) in enumerate(zip(CREW, HOURS, strict=True)):
        tot = sum(float(h) for h in hrs if h[0].isdigit())
        rows += (f"<tr><td class='hd'>{k + 4}</td><td class='fzr{' sel' if k == 1 else ''}'>{_crew(n, kind, 'name surname first in a frozen spreadsheet column')}</td><td class='n'>{tot:g}</td><td class='n'>{rates[k]:.2f}</td>"
                 f"<td class='n'>{tot * rates[k]:,.2f}</td><td>{_pii('ID_NUMBER', afms[k], 'Greek tax number (AFM) in a spreadsheet cell')}</td>"
                 f"<td>{_pii('ID_NUMBER', amkas[k], 'Greek social security number (AMKA) in a spreadsheet cell')}</td><td>{_pii('IBAN_CODE', ibans[k], 'Greek IBAN in a spreadsheet cell')}</td>"
                 f"<td>{_pii('EMAIL_ADDRESS', e, 'personal e-mail in a spreadsheet cell')}</td><td>{_pii('DATE_OF_BIRTH', d, 'date of birth in a spreadsheet cell')}</td></tr>")
    rows += f"<tr><td class='hd'>10</td><td class='fzr' style='font-weight:bold'>Total</td><td class='n'>{TOTAL_H:,g}</td><td></td><td class='n' style='font-weight:bold'>€ {sum(sum(float(h) for h in hrs if h[0].isdigit()) * r for hrs, r in zip(HOURS, rates, strict=True)):,.2f}</td><td colspan='5'></td></tr>"
    rows += "".join(f"<tr><td class='hd'>{k}</td><td class='fzr'></td>" + "<td></td>" * 8 + "</tr>" for k in range(11, 18))
    fr = ("<div class='fr dropdown'><h3>Find and replace</h3>"
          "<div class='row'><span class='k'>Find</span><span class='in'>" + _pii("EMAIL_ADDRESS", "kostas.mavridis@gmail.com", "e-mail typed in a find-and-replace dialog") + "</span></div>"
          "<div class='row'><span class='k'>Replace with</span><span class='in'>" + _pii("EMAIL_ADDRESS", "k.mavridis@kestrel-labs.gr", "e-mail typed in a find-and-replace dialog") + "</span></div>"
          "<div class='row'><span class='k'>Search</span><span class='in'>This sheet ▾</span></div>"
          "<div class='ck'>☐ Match case &nbsp; ☑ Match entire cell contents &nbsp; ☐ Also search within formulas</div>"
          "<div style='color:#188038;margin-top:6px'>1 instance of " + _pii("EMAIL_ADDRESS", "kostas.mavridis@gmail.com", "e-mail in a find-and-replace result") + " found</div>"
          "<div><span class='bt'>Find</span><span class='bt'>Replace</span><span class='bt'>Replace all</span><span class='bt' style='background:#0b57d0;color:#fff'>Done</span></div></div>")
    inner = f"<div class='zm'><table class='g'>{cols}{rows}</table></div>{fr}"
    return _grid(inner, "AQ5", _pii("EMAIL_ADDRESS", "kostas.mavridis@gmail.com", "e-mail in a formula bar"))


# ------------------------------------------------------------------ blindp3: tmux with git log / blame, code review
TERM_CSS = """
body{background:#0f1115;color:#b9c0cb;font-family:"DejaVu Sans Mono",monospace;font-size:11.5px}
.tm{display:grid;grid-template-columns:560px 1fr;grid-template-rows:1fr 250px;height:734px;gap:0} .pn{padding:6px 8px;overflow:hidden;white-space:pre;line-height:1.42}
.pn.l{grid-row:1 / 3;border-right:1px solid #3b8a3b;white-space:pre-wrap;word-break:break-all} .pn.tr{border-bottom:1px solid #3b8a3b} .pn.br{color:#9aa2ae}
.sb{height:22px;background:#3b8a3b;color:#0f1115;display:flex;align-items:center;gap:14px;padding:0 8px;font-size:11.5px} .sb .r{margin-left:auto}
.y{color:#e5c07b} .g2{color:#98c379} .c{color:#56b6c2} .gr2{color:#6b7280} .p{color:#c678dd} .w{color:#e6e6e6} .s{color:#d19a66}
"""
REVIEW_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#fff;color:#1f1e24;font-size:13px}
.zm{transform:scale(1.25);transform-origin:0 0;width:1024px}
.mr{display:flex} .mm{flex:1;padding:10px 16px;min-width:0} .mm h1{font-size:18px;margin:2px 0 4px;font-weight:bold}
.meta{color:#626168;font-size:12px} .bd{display:inline-block;background:#dcfce7;color:#166534;border-radius:9px;padding:1px 8px;font-size:11.5px}
.tabs{display:flex;gap:18px;border-bottom:1px solid #dcdcde;margin:8px 0;font-size:12.5px} .tabs span{padding:6px 0} .tabs .on{border-bottom:2px solid #1f75cb;font-weight:bold}
.df{border:1px solid #dcdcde;border-radius:4px;font-family:"DejaVu Sans Mono",monospace;font-size:11px}
.df .fh{background:#fbfafd;padding:5px 8px;border-bottom:1px solid #dcdcde;font-family:"DejaVu Sans",sans-serif;font-size:12px}
.ln{display:flex;white-space:pre} .ln .a,.ln .b{width:30px;color:#89888d;text-align:right;padding-right:6px;flex:none} .ln .t{padding-left:6px} .ln.add{background:#ecfdf0} .ln.add .a,.ln.add .b{background:#d9f7e1}
.cmt{margin:4px 8px 6px 72px;border:1px solid #dcdcde;border-radius:4px;font-family:"DejaVu Sans",sans-serif;font-size:12px;background:#fff}
.cmt .h{background:#fbfafd;padding:4px 8px;border-bottom:1px solid #ececef} .cmt .b2{padding:6px 8px;line-height:1.45}
.rs{width:200px;border-left:1px solid #dcdcde;padding:10px 12px;font-size:12px;flex:none} .rs .k{color:#626168;font-size:11px;margin-top:10px} .rs .v{margin-top:3px;line-height:1.5}
"""


def tmux_git() -> str:
    def a(kind: str, v: str, sit: str) -> str:
        return _pii(kind, v, sit)
    mat, mat_e = "Matija Durdevic", "matija.djurdjevic@gmail.com"
    log = [("a41c9e2", mat, mat_e, "2025-04-23", "payout: round RSD amounts to 2 decimals (TEL-1182)"),
           ("9be07f1", "Yael Ben-Ami", "yael@kestrel-labs.io", "2025-04-23", "Merge branch 'fix/iban-validation' into release/3.8"),
           ("77d2c10", "Arnav Kulkarni", "arnav.k@kestrel-labs.io", "2025-04-22", "iban: accept lower-case country codes"),
           ("3f0d2aa", "Oksana Hrytsenko", "oksana.hrytsenko@ukr.net", "2025-04-18", "hotfix: unblock account of OLGA (SUP-4471)"),
           ("c5e9b31", mat, mat_e, "2025-04-17", "telemetry: drop GPS points older than 72 h"),
           ("1b7f0e8", "dependabot[bot]", "49699333+dependabot[bot]@users.noreply.github.com", "2025-04-16", "Bump httpx from 0.27.0 to 0.28.1"),
           ("e02a6d4", "Yael Ben-Ami", "yael@kestrel-labs.io", "2025-04-15", "release 3.8.0-rc1")]

    def who(n: str, sit: str) -> str:
        if n == mat:
            return a("DENY_LIST", n, "deny-listed name without diacritics as a git author " + sit)
        if n == "Yael Ben-Ami":
            return a("DENY_LIST", n, "deny-listed name as a git author " + sit)
        return n if n.startswith("dependabot") else a("PERSON", n, "git author " + sit)

    def mail(e: str, sit: str) -> str:
        return e if "noreply" in e else a("EMAIL_ADDRESS", e, "author's e-mail " + sit)
    me = a("ACCOUNT_NAME", "daniel", "user name in a shell prompt")
    lg = "<span class='g2'>" + me + "@kestrel-dev01</span>:<span class='c'>~/src/telematics</span> <span class='p'>(release/3.8)</span>$ git log --format='%h %an &lt;%ae&gt; %ad%n    %s' --date=short -7\n"
    for h, n, e, d, s in log:
        if "OLGA" in s:
            s = "hotfix: unblock account of " + a("EMAIL_ADDRESS", "olga.petrenko@ukr.net", "customer's e-mail in a commit subject in git log") + " (SUP-4471)"
        lg += f"<span class='y'>{h}</span> <span class='w'>{who(n, 'in git log')}</span> &lt;{mail(e, 'in git log')}&gt; <span class='gr2'>{d}</span>\n    {s}\n"
    lg += ("<span class='g2'>" + me + "@kestrel-dev01</span>:<span class='c'>~/src/telematics</span> <span class='p'>(release/3.8)</span>$ git show --stat a41c9e2 | head -4\n"
           "<span class='y'>commit a41c9e2f7c1d0b93e4a86f25d1c07b4e9a3f8812</span>\nAuthor: " + who(mat, "in git show") + " &lt;" + mail(mat_e, "in git show") + "&gt;\n"
           "Date:   Wed Apr 23 14:02:33 2025 +0200\n\n telematics/payout.py | 6 ++++--\n 1 file changed, 4 insertions(+), 2 deletions(-)\n"
           "<span class='g2'>" + me + "@kestrel-dev01</span>:<span class='c'>~/src/telematics</span> <span class='p'>(release/3.8)</span>$ <span style='background:#b9c0cb'> </span>")
    blame_rows = [("a41c9e2f", mat, "2025-04-23", 40, "    amount = round(amount, 2)"),
                  ("a41c9e2f", mat, "2025-04-23", 41, "    return Payout(amount=amount, currency=\"RSD\")"),
                  ("^1e0b7c3", "Yael Ben-Ami", "2024-11-02", 42, ""),
                  ("^1e0b7c3", "Yael Ben-Ami", "2024-11-02", 43, "def validate_iban(value: str) -&gt; bool:"),
                  ("77d2c10a", "Arnav Kulkarni", "2025-04-22", 44, "    value = value.replace(\" \", \"\").upper()"),
                  ("^1e0b7c3", "Yael Ben-Ami", "2024-11-02", 45, "    if not IBAN_RE.match(value):"),
                  ("^1e0b7c3", "Yael Ben-Ami", "2024-11-02", 46, "        return False"),
                  ("3f0d2aa1", "Oksana Hrytsenko", "2025-04-18", 47, "    # SUP-4471: rang from PHONE"),
                  ("3f0d2aa1", "Oksana Hrytsenko", "2025-04-18", 48, "    if value in ALLOWLIST:"),
                  ("3f0d2aa1", "Oksana Hrytsenko", "2025-04-18", 49, "        return True"),
                  ("^1e0b7c3", "Yael Ben-Ami", "2024-11-02", 50, "    return mod97(value) == 1")]
    width = max(len(r[1]) for r in blame_rows)
    bl = "<span class='g2'>$</span> git blame --date=short -L 40,50 telematics/payout.py\n"
    for h, n, d, k, code in blame_rows:
        code = code.replace("PHONE", a("PHONE_NUMBER", "+380 67 412 5590", "customer's phone in a code comment in git blame"))
        bl += f"<span class='y'>{h}</span> ({who(n, 'in git blame')}{' ' * (width - len(n))} <span class='gr2'>{d}</span> {k}) <span class='w'>{code}</span>\n"
    sl = ("<span class='g2'>$</span> git shortlog -sne --since=2025-01-01\n"
          + "".join(f"   {c:>3}  {who(n, 'in git shortlog')} &lt;{mail(e, 'in git shortlog')}&gt;\n" for c, n, e in
                    ((142, "Yael Ben-Ami", "yael@kestrel-labs.io"), (97, mat, mat_e), (64, "Arnav Kulkarni", "arnav.k@kestrel-labs.io"),
                     (31, "Oksana Hrytsenko", "oksana.hrytsenko@ukr.net"), (12, "dependabot[bot]", "49699333+dependabot[bot]@users.noreply.github.com")))
          + "\n<span class='g2'>$</span> git config user.name\n" + a("PERSON", "Daniel Whitford", "git user name printed in a terminal") + "\n<span class='g2'>$</span> ")
    body = (f"<div class='tm'><div class='pn l'>{lg}</div><div class='pn tr'>{bl}</div><div class='pn br'>{sl}</div></div>"
            "<div class='sb'><span>[telematics] 0:zsh* 1:vim- 2:logs</span><span class='r'>\"kestrel-dev01\" 14:22 24-Apr-25</span></div>")
    return _win("<span style='color:#ccc'>tmux — " + me + "@kestrel-dev01: ~/src/telematics</span><span style='color:#777'>178×52</span>", body, TERM_CSS, bar="#1c1f24", fg="#ccc")


def review_diff(rnokpp: str, iban_ua: str) -> str:
    fx = [('  "customer_id": "CUS-88120",', None), ('  "name": "NAME",', ("PERSON", "Olga Petrenko", "customer's name in a JSON fixture in a code review diff")),
          ('  "name_local": "NAME",', ("PERSON", "Ольга Петренко", "customer's name in Cyrillic in a JSON fixture in a code review diff")),
          ('  "email": "NAME",', ("EMAIL_ADDRESS", "olga.petrenko@ukr.net", "customer's e-mail in a JSON fixture in a code review diff")),
          ('  "phone": "NAME",', ("PHONE_NUMBER", "+380674125590", "customer's phone without spaces in a JSON fixture in a code review diff")),
          ('  "tax_id": "NAME",', ("ID_NUMBER", rnokpp, "Ukrainian taxpayer number (RNOKPP) in a JSON fixture in a code review diff")),
          ('  "iban": "NAME",', ("IBAN_CODE", iban_ua, "Ukrainian IBAN compact in a JSON fixture in a code review diff")),
          ('  "address": "NAME",', ("STREET_ADDRESS", "вул. Січових Стрільців 12, кв. 7, Київ 04053", "Cyrillic street address in a JSON fixture in a code review diff")),
          ('  "plan": "fleet-pro",', None), ('  "trucks": 14,', None), ('  "mrr_eur": 574.00', None)]
    lines = "<div class='ln add'><span class='a'></span><span class='b'>1</span><span class='t'>+{</span></div>"
    for k, (t, p) in enumerate(fx):
        t = t.replace("NAME", _pii(*p)) if p else t
        lines += f"<div class='ln add'><span class='a'></span><span class='b'>{k + 2}</span><span class='t'>+{t}</span></div>"
        if k == 3:
            lines += ("<div class='cmt'><div class='h'><b>" + _pii("DENY_LIST", "Yael Ben-Ami", "deny-listed name as a code review commenter") + "</b> <span style='color:#626168'>" + _pii("ACCOUNT_NAME", "@yael", "user handle beside a commenter's name", value="yael") + " · 2 hours ago</span></div>"
                      "<div class='b2'>This is a real customer's record, not test data. Please generate it with faker and purge this branch. If support needs the original, "
                      + _pii("PERSON", "Arnav", "first name alone in a code review comment") + " has it: " + _pii("EMAIL_ADDRESS", "arnav.k@kestrel-labs.io", "e-mail in a code review comment") + "</div></div>")
    lines += f"<div class='ln add'><span class='a'></span><span class='b'>{len(fx) + 2}</span><span class='t'>+}}</span></div>"
    cmt2 = ("<div class='cmt' style='margin-left:8px'><div class='h'><b>" + _pii("PERSON", "Oksana Hrytsenko", "merge request author's name in a reply") + "</b> <span style='color:#626168'>" + _pii("ACCOUNT_NAME", "@oksana.h", "user handle beside a commenter's name", value="oksana.h") + " · 1 hour ago</span></div>"
            "<div class='b2'>Sorry! Copied it from the SUP-4471 ticket. Will regenerate, she only needs the 14-truck plan for the regression test.</div></div>")
    rs = ("<div class='rs'><div class='k'>Assignee</div><div class='v'>" + _pii("PERSON", "Oksana Hrytsenko", "assignee's name in a merge request sidebar") + "</div>"
          "<div class='k'>Reviewers</div><div class='v'>" + _pii("DENY_LIST", "Yael Ben-Ami", "deny-listed name as a reviewer in a merge request sidebar") + " ✓<br>"
          + _pii("PERSON", "Kwame Asante", "reviewer's name in a merge request sidebar") + " (pending)<br>" + _pii("DENY_LIST", "M. Đurđević", "deny-listed name as an initial and surname in a merge request sidebar") + "</div>"
          "<div class='k'>Labels</div><div class='v'>bug · payments · P1</div><div class='k'>Milestone</div><div class='v'>3.8</div>"
          "<div class='k'>Pipeline</div><div class='v'>#8852 ✓ passed · 12 min</div></div>")
    mm = ("<div class='mm'><div class='meta'>kestrel / telematics › Merge requests › !412</div>"
          "<h1>Add regression fixture for SUP-4471</h1><div class='meta'><span class='bd'>Open</span> " + _pii("PERSON", "Oksana Hrytsenko", "merge request author's name") + " requested to merge <code>fix/sup-4471-fixture</code> into <code>release/3.8</code> · 3 hours ago</div>"
          "<div class='tabs'><span>Overview 3</span><span>Commits 2</span><span>Pipelines 1</span><span class='on'>Changes 2</span></div>"
          "<div class='df'><div class='fh'>spec/fixtures/sup4471_customer.json <span style='color:#108548'>+13</span> <span style='color:#dd2b0e'>−0</span> · new file</div>" + lines + "</div>" + cmt2 + "</div>")
    return _page("git.kestrel-labs.io/kestrel/telematics/-/merge_requests/412/diffs", "!412 Add regression fixture for SUP-4471 · telematics",
                 f"<div class='zm'><div class='mr'>{mm}{rs}</div></div>", REVIEW_CSS)


# ------------------------------------------------------------------------------ blindp4: CRM kanban at 67 %, drawer
CRM_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f4f5f7;color:#172b4d;font-size:13px}
.ch{height:46px;background:#fff;border-bottom:1px solid #dfe1e6;display:flex;align-items:center;gap:18px;padding:0 18px} .ch b{font-size:16px}
.ch .f{border:1px solid #dfe1e6;border-radius:4px;padding:5px 10px;color:#5e6c84}
.bw{position:relative;height:710px;overflow:hidden}
.zm{transform:scale(.67);transform-origin:0 0;width:1900px;display:flex;gap:14px;padding:16px 20px}
.col{width:300px;flex:none;background:#ebecf0;border-radius:6px;padding:8px} .col h3{margin:2px 4px 8px;font-size:15px;display:flex;justify-content:space-between} .col h3 small{color:#5e6c84;font-weight:normal}
.cd{background:#fff;border-radius:5px;box-shadow:0 1px 1px rgba(9,30,66,.25);padding:9px 10px;margin-bottom:8px;line-height:1.4;font-size:14px}
.cd .co{font-weight:bold} .cd .v{float:right;color:#006644;font-weight:bold} .cd .p{color:#42526e;font-size:13px} .cd .ft{display:flex;justify-content:space-between;color:#6b778c;font-size:12px;margin-top:6px}
.cd .ow{background:#dfe1e6;border-radius:10px;padding:1px 8px} .tg{display:inline-block;border-radius:3px;padding:0 6px;font-size:11.5px;margin-right:4px}
.dr{position:absolute;right:0;top:0;bottom:0;width:520px;background:#fff;box-shadow:-6px 0 24px rgba(9,30,66,.25);padding:16px 20px;overflow:hidden;z-index:3}
.dr h2{margin:0;font-size:19px} .dr .sub{color:#5e6c84;margin:2px 0 12px} .dr .kv{display:flex;padding:5px 0;border-bottom:1px solid #f0f1f3} .dr .kv .k{width:130px;color:#5e6c84;flex:none}
.dr h4{margin:14px 0 6px;font-size:13px;color:#5e6c84;letter-spacing:.3px} .act{display:flex;gap:10px;padding:6px 0;line-height:1.45} .act i{width:26px;height:26px;border-radius:13px;flex:none;font-style:normal;text-align:center;line-height:26px;color:#fff;font-size:11px}
.act small{color:#6b778c}
"""
DEALS = {"Lead · 4": [("Halden Cold Chain", "€18,000", "Ingrid Solberg", "+47 918 44 203", "", "Apr 28"), ("Brnik Air Cargo", "€9,500", "Jure Zupančič", "", "jure.zupancic@brnik-cargo.si", "Apr 30"),
                      ("Vistula Express", "€31,200", "Paweł Grabowski", "", "", "May 2"), ("Tagus Frota", "€6,800", "Rui Mendonça", "+351 912 604 118", "", "May 6")],
         "Qualified · 3": [("Nordhavn Logistics", "€64,000", "Signe Kjærgaard", "", "signe.kjaergaard@nordhavn.dk", "Apr 25"), ("Ebro Transportes", "€22,400", "Lucía Ortega Vidal", "+34 655 210 873", "", "Apr 29"),
                           ("Danube Reefers", "€14,900", "Attila Varga", "", "", "May 5")],
         "Proposal · 2": [("Adriatic Freight", "€88,320", "Tomislav Horvat", "", "", "Apr 24"), ("Baltic Haulage", "€27,000", "Mārtiņš Ozols", "+371 2914 7730", "", "May 1")],
         "Negotiation · 2": [("Rhône Citerne", "€41,500", "Amélie Rousseau", "", "a.rousseau@rhone-citerne.fr", "Apr 26"), ("Saxon Pallets", "€12,300", "Falk Reinhardt", "", "", "May 8")],
         "Won · 2": [("Aegean Lines", "€53,760", "Nikos Vlachos", "", "", "Apr 14"), ("Tyne Movers", "€8,400", "Callum Pryce", "07723 519 846", "", "Apr 11")]}
OWNERS = ["Y. Ben-Ami", "D. Whitford", "S. Laurent", "K. Asante"]


def _board(drawer: str) -> str:
    cols = ""
    k = 0
    for h, cards in DEALS.items():
        cs = ""
        for co, v, person, ph, em, due in cards:
            ow = OWNERS[k % 4]
            k += 1
            owner = (_pii("DENY_LIST", ow, "deny-listed name as an initial and surname as a deal owner on a kanban card at 67 %") if ow.startswith("Y.")
                     else _pii("PERSON", ow, "deal owner's initial and surname on a kanban card at 67 %"))
            extra = ""
            if ph:
                extra = "<div class='p'>☎ " + _pii("PHONE_NUMBER", ph, "contact's phone on a kanban card at 67 %") + "</div>"
            if em:
                extra = "<div class='p'>✉ " + _pii("EMAIL_ADDRESS", em, "contact's e-mail on a kanban card at 67 %") + "</div>"
            tag = "<span class='tg' style='background:#e3fcef'>fleet</span>" if k % 3 else "<span class='tg' style='background:#deebff'>telematics</span>"
            cs += (f"<div class='cd'><span class='v'>{v}</span><div class='co'>{co}</div><div class='p'>{_pii('PERSON', person, 'contact name on a kanban card at 67 %')}</div>{extra}"
                   f"<div style='margin-top:4px'>{tag}</div><div class='ft'><span>{due}</span><span class='ow'>{owner}</span></div></div>")
        cols += f"<div class='col'><h3>{h.split(' · ')[0]} <small>{h.split(' · ')[1]} deals</small></h3>{cs}<div style='color:#5e6c84;padding:4px'>+ Add deal</div></div>"
    head = ("<div class='ch'><b>Pipeline · Fleet sales EU</b><span class='f'>Owner: everyone ▾</span><span class='f'>Close date: this quarter ▾</span><span class='f'>Search deals</span>"
            "<span style='margin-left:auto;color:#5e6c84'>13 deals · €398,080 total · zoom 67 %</span></div>")
    return _page("crm.kestrel-labs.io/pipeline/fleet-eu?view=board&zoom=67", "Pipeline · Fleet sales EU – Kestrel CRM", head + f"<div class='bw'><div class='zm'>{cols}</div>{drawer}</div>", CRM_CSS)


def crm_board() -> str:
    return _board("")


def crm_drawer() -> str:
    kv = [("Stage", "Qualified → Proposal (drag)"), ("Value", "€64,000 · 120 trucks × €44.44 × 12"), ("Close date", "30 Jun 2025"),
          ("Contact", _pii("PERSON", "Signe Kjærgaard", "contact's name in a CRM deal drawer") + ", Head of Fleet"),
          ("E-mail", _pii("EMAIL_ADDRESS", "signe.kjaergaard@nordhavn.dk", "contact's e-mail in a CRM deal drawer")),
          ("Mobile", _pii("PHONE_NUMBER", "+45 28 41 77 09", "contact's mobile in a CRM deal drawer")),
          ("Company", "Nordhavn Logistics A/S · CVR 3718 2204 · Amerika Plads 29, 2100 København Ø"),
          ("Owner", _pii("DENY_LIST", "YAEL BEN-AMI", "deny-listed name in capitals as a deal owner in a CRM drawer"))]
    acts = [("#5243aa", "YB", _pii("DENY_LIST", "Yael Ben-Ami", "deny-listed name in a CRM activity feed") + " logged a call · <small>Today 11:40</small>",
             "Spoke to " + _pii("PERSON", "Signe", "first name alone in a CRM activity note") + ". Her assistant " + _pii("PERSON", "Mette Holm", "name in a CRM activity note") + " (mobile "
             + _pii("PHONE_NUMBER", "31 22 48 06", "mobile in a CRM activity note") + ") sends the PO once legal signs. Pilot: 20 trucks in Aarhus."),
            ("#00875a", "✉", "E-mail from " + _pii("PERSON", "Signe Kjærgaard", "sender's name in a CRM activity feed") + " · <small>Yesterday 16:02</small>",
             "“Please ship the demo unit to my home, I'm working from there next week: " + _pii("STREET_ADDRESS", "Strandvejen 112, 2900 Hellerup", "home address in an e-mail quoted in a CRM activity feed") + ".”"),
            ("#ff8b00", "✓", "Task completed by " + _pii("PERSON", "Daniel Whitford", "name in a CRM activity feed") + " · <small>22 Apr</small>", "Send revised quote Q-2025-0311 (−6 % volume discount)."),
            ("#6554c0", "+", "File added · <small>18 Apr</small>", "Nordhavn_RFP_telematics_v2.pdf · 2.3 MB")]
    ac = "".join(f"<div class='act'><i style='background:{c}'>{i}</i><div><div>{h}</div><div style='color:#42526e'>{t}</div></div></div>" for c, i, h, t in acts)
    dr = ("<div class='dr dropdown'><div style='float:right;color:#5e6c84'>⤢ ✕</div><h2>Nordhavn Logistics – fleet telematics</h2><div class='sub'>Deal D-2291 · created 3 Mar 2025 · probability 40 %</div>"
          + "".join(f"<div class='kv'><span class='k'>{k}</span><span>{v}</span></div>" for k, v in kv)
          + f"<h4>ACTIVITY</h4>{ac}<div style='border:1px solid #dfe1e6;border-radius:4px;padding:8px;color:#6b778c;margin-top:8px'>Add a note, @mention a teammate…</div></div>")
    return _board(dr)


# -------------------------------------------------------------- blindp5: HR org chart at 125 %, expense claim form
ORG_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f6f7fb;color:#1d2433;font-size:12px}
.oh{height:42px;background:#fff;border-bottom:1px solid #e2e5ee;display:flex;align-items:center;gap:16px;padding:0 18px;font-size:12.5px} .oh b{font-size:14px}
.ow{position:relative;height:714px;overflow:hidden}
.zm{transform:scale(1.25);transform-origin:0 0;width:1024px;height:580px;position:relative}
.nd{position:absolute;width:178px;background:#fff;border:1px solid #d5d9e4;border-radius:8px;padding:7px 9px;box-shadow:0 1px 2px rgba(0,0,0,.06);line-height:1.35}
.nd b{display:block;font-size:12px} .nd .t{color:#5a6377;font-size:10.5px} .nd .loc{color:#8a92a6;font-size:10px} .nd .n2{color:#5a6377;font-size:11px}
.nd i{float:left;width:26px;height:26px;border-radius:13px;margin:1px 7px 0 0} .nd.on{border:2px solid #4f46e5}
.ln{position:absolute;background:#b9bfcc}
.hc{position:absolute;left:500px;top:420px;width:360px;background:#fff;border-radius:10px;box-shadow:0 10px 32px rgba(20,30,60,.28);padding:14px 16px;font-size:12.5px;line-height:1.5;z-index:4}
.hc h3{margin:0;font-size:15px} .hc .k{color:#6b7388;display:inline-block;width:118px} .hc .tg{display:inline-block;background:#eef0fb;color:#3f3aa8;border-radius:9px;padding:0 7px;font-size:11px;margin-right:4px}
"""
PDF_CSS = """
body{background:#525659;font-family:"DejaVu Sans",sans-serif;font-size:12px}
.pt{height:40px;background:#323639;color:#f1f1f1;display:flex;align-items:center;gap:18px;padding:0 16px;font-size:12.5px}
.pv{height:716px;overflow:hidden;display:flex;gap:16px;justify-content:center;padding-top:12px}
.pg{width:690px;height:900px;background:#fff;padding:26px 34px;color:#222;flex:none}
.pg h1{font-size:17px;margin:0;letter-spacing:.5px} .pg .sm{font-size:10px;color:#555}
.bx{display:grid;grid-template-columns:1fr 1fr;border:1px solid #333;margin-top:10px} .bx>div{border:1px solid #333;padding:3px 6px;min-height:36px}
.bx .l{font-size:9px;color:#444;text-transform:uppercase;letter-spacing:.3px;display:block}
.hw{font-family:"DejaVu Serif",serif;font-style:italic;color:#1f3f9a;font-size:14px;display:inline-block;transform:rotate(-1deg) skewX(-8deg);letter-spacing:.3px}
.it{width:100%;border-collapse:collapse;margin-top:10px;font-size:11px} .it th{border:1px solid #333;background:#eee;padding:3px 5px;font-size:9.5px;text-align:left} .it td{border:1px solid #333;padding:3px 5px;height:24px}
.rc{width:250px;height:430px;background:linear-gradient(180deg,#f1efe8,#e4e0d4);transform:rotate(2.2deg);margin-top:40px;padding:16px 14px;font-family:"DejaVu Sans Mono",monospace;font-size:10.5px;color:#3b3b3b;line-height:1.45;box-shadow:0 3px 10px rgba(0,0,0,.45);flex:none;filter:contrast(.85)}
.rc .c{text-align:center} .rc .pre{white-space:pre}
"""


def _node(x: int, y: int, name: str, title: str, loc: str, colour: str, on: bool = False, second: str = "") -> str:
    return (f"<div class='nd{' on' if on else ''}' style='left:{x}px;top:{y}px'><i style='background:{colour}'></i><b>{name}</b>"
            + (f"<div class='n2'>{second}</div>" if second else "") + f"<div class='t'>{title}</div><div class='loc'>{loc}</div></div>")


def org_chart() -> str:
    nodes = [(420, 14, _pii("PERSON", "Hannah Lindqvist", "name in an org chart box at 125 %"), "Chief Executive Officer", "London", "#0ea5e9", False, ""),
             (120, 130, _pii("DENY_LIST", "Yael Ben-Ami", "deny-listed name in an org chart box at 125 %"), "VP Engineering", "London · Tel Aviv", "#4f46e5", False,
              _pii("DENY_LIST", "יעל בן-עמי", "deny-listed name in Hebrew script as a second line in an org chart box")),
             (420, 130, _pii("PERSON", "Marcus Oyelaran", "name in an org chart box at 125 %"), "Chief Financial Officer", "London", "#16a34a", False, ""),
             (720, 130, _pii("PERSON", "Daniel Whitford", "name in an org chart box at 125 %"), "Head of Operations", "London", "#f59e0b", False, ""),
             (20, 270, _pii("PERSON", "Rahel Tesfaye", "name in an org chart box at 125 %"), "Senior Data Engineer", "London", "#db2777", True, ""),
             (220, 270, _pii("PERSON", "Arnav Kulkarni", "name in an org chart box at 125 %"), "Backend Engineer", "Pune (remote)", "#0891b2", False, ""),
             (20, 390, _pii("DENY_LIST", "Matija Đurđević", "deny-listed name with diacritics in an org chart box at 125 %"), "Backend Engineer · starts 5 May", "Belgrade", "#7c3aed", False,
              _pii("DENY_LIST", "Матија Ђурђевић", "deny-listed name in Cyrillic as a second line in an org chart box")),
             (220, 390, _pii("PERSON", "Oksana Hrytsenko", "name in an org chart box at 125 %"), "QA Engineer", "Lviv (remote)", "#65a30d", False, ""),
             (420, 270, _pii("PERSON", "Wei Chen", "name in an org chart box at 125 %"), "Finance Manager", "London", "#15803d", False, ""),
             (720, 270, _pii("PERSON", "Sophie Laurent", "name in an org chart box at 125 %"), "Customer Success Lead", "Lyon", "#ea580c", False, ""),
             (720, 390, _pii("DENY_LIST", "E. Papadaki", "deny-listed name as an initial and surname in an org chart box"), "Field Crew Lead", "Athens", "#be123c", False, "")]
    lines = [(509, 88, 2, 22), (209, 110, 600, 2), (209, 110, 2, 20), (509, 110, 2, 20), (809, 110, 2, 20), (209, 230, 2, 20), (109, 250, 200, 2), (109, 250, 2, 20), (309, 250, 2, 20),
             (109, 350, 2, 40), (309, 350, 2, 40), (509, 230, 2, 40), (809, 230, 2, 40), (809, 350, 2, 40)]
    ln = "".join(f"<div class='ln' style='left:{x}px;top:{y}px;width:{w}px;height:{h}px'></div>" for x, y, w, h in lines)
    inner = ln + "".join(_node(*n) for n in nodes)
    hc = ("<div class='hc dropdown'><h3>" + _pii("PERSON", "Rahel Tesfaye", "name on an employee hover card") + "</h3><div style='color:#6b7388'>Senior Data Engineer · Engineering · E-10442</div>"
          "<div style='margin:6px 0'><span class='tg'>Python</span><span class='tg'>dbt</span><span class='tg'>First aider</span></div>"
          "<div><span class='k'>Reports to</span>" + _pii("DENY_LIST", "Yael Ben-Ami", "deny-listed name as a manager on an employee hover card") + "</div>"
          "<div><span class='k'>Work e-mail</span>" + _pii("EMAIL_ADDRESS", "rahel.tesfaye@kestrel-labs.io", "work e-mail on an employee hover card") + "</div>"
          "<div><span class='k'>Personal mobile</span>" + _pii("PHONE_NUMBER", "+44 7825 603 112", "personal mobile on an employee hover card") + "</div>"
          "<div><span class='k'>Home address</span>" + _pii("STREET_ADDRESS", "44 Cranbrook Road, Ilford IG1 4PA", "home address on an employee hover card") + "</div>"
          "<div><span class='k'>Birthday</span>" + _pii("DATE_OF_BIRTH", "17 March", "birthday without the year on an employee hover card") + "</div>"
          "<div><span class='k'>Started</span>12 Sep 2022 · 2 y 7 m</div><div><span class='k'>Desk</span>3.22 · Pancras Square</div>"
          "<div style='margin-top:8px;color:#4f46e5'>View profile · Send kudos · Book 1:1</div></div>")
    head = ("<div class='oh'><b>People · Org chart</b><span style='color:#6b7388'>Kestrel Labs · 48 people · Engineering expanded</span>"
            "<span style='margin-left:auto;color:#6b7388'>Zoom 125 % ▾ &nbsp; Export PNG</span></div>")
    return _page("people.kestrel-labs.io/org-chart?root=E-10001&zoom=125", "Org chart · Kestrel People", head + f"<div class='ow'><div class='zm'>{inner}</div>{hc}</div>", ORG_CSS)


def expense_claim(iban_gb: str) -> str:
    def hw(kind: str, v: str, sit: str) -> str:
        return f"<span class='hw'>{_pii(kind, v, sit)}</span>"
    bx = ("<div class='bx'>"
          "<div><span class='l'>Employee name</span>" + hw("PERSON", "Rahel Tesfaye", "name handwritten in a scanned expense claim form") + "</div>"
          "<div><span class='l'>Employee no. / cost centre</span><span class='hw'>E-10442 / 4102</span></div>"
          "<div><span class='l'>Home address</span>" + hw("STREET_ADDRESS", "Flat 3, 9 Mayfair Avenue, Ilford IG1 3DQ", "home address handwritten in a scanned expense claim form") + "</div>"
          "<div><span class='l'>National Insurance no.</span>" + hw("ID_NUMBER", "JT 48 27 91 C", "National Insurance number handwritten in a scanned expense claim form") + "</div>"
          "<div><span class='l'>Bank account (IBAN) for reimbursement</span>" + hw("IBAN_CODE", iban_gb, "British IBAN handwritten in a scanned expense claim form") + "</div>"
          "<div><span class='l'>Mobile</span>" + hw("PHONE_NUMBER", "07700 138 624", "mobile handwritten in a scanned expense claim form") + "</div></div>")
    items = [("14/04/25", "Taxi, office → Heathrow T5 (client visit Belgrade)", "Travel", "64.20"), ("14/04/25", "Flight LHR–BEG return, BA 0892 / 0893", "Travel", "312.58"),
             ("15/04/25", "Hotel Moskva, 2 nights", "Accommodation", "189.00"), ("16/04/25", "Client dinner, Adriatic Freight (4 people)", "Entertainment", "46.62")]
    it = "".join(f"<tr><td><span class='hw'>{d}</span></td><td><span class='hw'>{t}</span></td><td><span class='hw'>{c}</span></td><td style='text-align:right'><span class='hw'>{a}</span></td></tr>" for d, t, c, a in items)
    page = ("<div class='pg'><div style='display:flex;justify-content:space-between'><h1>EXPENSE CLAIM FORM</h1><span class='sm'>Kestrel Labs Ltd · FIN-07 rev. 3</span></div>"
            "<div class='sm'>Complete in BLOCK CAPITALS or legibly. Attach all receipts. Claims over £500 need a second approver.</div>" + bx
            + "<table class='it'><tr><th style='width:70px'>Date</th><th>Description</th><th style='width:100px'>Category</th><th style='width:70px'>£</th></tr>" + it
            + "<tr><td colspan='3' style='text-align:right;font-weight:bold'>TOTAL CLAIMED</td><td style='text-align:right'><span class='hw'>612.40</span></td></tr></table>"
            "<div class='bx' style='margin-top:14px'><div><span class='l'>Claimant signature / date</span><span class='hw' style='font-size:18px'>" + _pii("PERSON", "R. Tesfaye", "claimant's handwritten signature on an expense claim form") + "</span> <span class='hw'>17/04/25</span></div>"
            "<div><span class='l'>Approved by (manager) / date</span>" + hw("DENY_LIST", "Y. Ben-Ami", "deny-listed name as an initial and surname handwritten on an approval line") + " <span class='hw'>18/04/25</span></div></div>"
            "<div class='sm' style='margin-top:8px'>Finance use: batch EXP-2025-118 · posted 30/04/2025 · GL 6120/6130/6210</div></div>")
    rc = ("<div class='rc'><div class='c'>ADDISON CARS LTD<br>35-37 William Rd, London NW1<br>VAT 672 4411 09</div><br>"
          "RECEIPT   #A-7731904<br>DATE 14/04/2025 06:12<br>PASSENGER " + _pii("PERSON", "R. TESFAYE", "passenger's initial and surname in capitals on a scanned receipt") + "<br>"
          "<span class='pre'>ACCOUNT  KESTREL LABS<br>FROM 2 PANCRAS SQ N1C<br>TO   LHR TERMINAL 5<br>--------------------------<br>FARE            58.50<br>WAIT TIME        5.70<br>TOTAL GBP       64.20</span><br>"
          "--------------------------<br>VISA ************4417<br>AUTH 082211<br>DRIVER " + _pii("PERSON", "Gurpreet S.", "driver's first name and initial on a scanned receipt") + " #4471<br><br><div class='c'>THANK YOU</div></div>")
    body = ("<div class='pt'><span>☰</span><span>expense_claim_RT_2025-04.pdf</span><span style='margin-left:auto'>1 / 2</span><span>− 100 % +</span><span>⤓ ⋮</span></div>"
            f"<div class='pv'>{page}{rc}</div>")
    return _page("file:///C:/Users/" + _pii("ACCOUNT_NAME", "dwhitford", "user name in a Windows path in the address bar") + "/Downloads/expense_claim_RT_2025-04.pdf", "expense_claim_RT_2025-04.pdf", body, PDF_CSS)


# ------------------------------------------------------------ blindp6: travel booking at 150 %, password manager
TRIP_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#eef2f6;color:#1e293b;font-size:13px}
.tw{position:relative;height:756px;overflow:hidden}
.zm{transform:scale(1.5);transform-origin:0 0;width:853px}
.th{height:34px;background:#0f3d5e;color:#fff;display:flex;align-items:center;gap:14px;padding:0 14px;font-size:12px} .th b{font-size:14px}
.tp{display:flex;gap:10px;padding:8px 12px} .fm{flex:1;background:#fff;border-radius:6px;padding:10px 14px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.fm h2{margin:0 0 6px;font-size:15px} .gr{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px 10px}
.gr label{display:block;font-size:10px;color:#64748b;margin-bottom:1px} .in{border:1px solid #cbd5e1;border-radius:3px;padding:3px 6px;min-height:21px;background:#fff;font-size:12px} .in.f{border:2px solid #2563eb}
.sm{width:230px;background:#fff;border-radius:6px;padding:10px 12px;box-shadow:0 1px 2px rgba(0,0,0,.08);font-size:11.5px;line-height:1.5;flex:none} .sm h3{margin:0 0 4px;font-size:13px}
.af{position:absolute;width:330px;background:#fff;border-radius:6px;box-shadow:0 4px 16px rgba(0,0,0,.3);font-size:12px;z-index:3;padding:4px 0}
.af .o{padding:5px 10px;line-height:1.35} .af .o.on{background:#e8f0fe} .af .o small{color:#5f6368;display:block} .af .mg{border-top:1px solid #e5e7eb;color:#5f6368;padding:6px 10px}
.lg{display:flex;justify-content:center;padding-top:70px} .lc{width:400px;background:#fff;border-radius:10px;box-shadow:0 2px 10px rgba(0,0,0,.12);padding:22px 26px}
.lc h2{margin:0 0 14px;font-size:20px;color:#0c2d6b} .lc label{display:block;font-size:12px;color:#475569;margin:10px 0 3px} .lc .in{font-size:14px;padding:8px 10px}
.pm{position:absolute;right:10px;top:4px;width:370px;background:#1f2430;color:#dfe3ea;border-radius:8px;box-shadow:0 12px 40px rgba(0,0,0,.5);font-size:12px;z-index:5;overflow:hidden}
.pm .hd{display:flex;align-items:center;gap:8px;padding:10px 12px;background:#171b24;border-bottom:1px solid #2c3240} .pm .hd b{font-size:13px}
.pm .sec{padding:8px 12px 2px;color:#8a93a6;font-size:10.5px;letter-spacing:.4px} .pm .f{padding:5px 12px} .pm .f .k{color:#8a93a6;font-size:10.5px;display:block} .pm .f .v{font-family:"DejaVu Sans Mono",monospace;font-size:12px}
.pm .tot{color:#7dd3fc;font-size:16px;letter-spacing:1px} .pm .ft{display:flex;gap:8px;padding:10px 12px;border-top:1px solid #2c3240;color:#93c5fd}
"""


def trip_passenger(tz: str) -> str:
    def f(label: str, v: str, cls: str = "") -> str:
        return f"<div><label>{label}</label><div class='in {cls}'>{v}</div></div>"
    form = ("<div class='fm'><h2>Traveller 1 of 1 · passenger details</h2><div style='color:#64748b;font-size:11px;margin-bottom:6px'>Booked by " + _pii("PERSON", "Daniel Whitford", "booker's name in a travel booking form at 150 %")
            + " for a colleague · names exactly as in the passport</div><div class='gr'>"
            + f("Title", "Ms") + f("First name", _pii("DENY_LIST", "Yael", "deny-listed given name alone in a form field at 150 %")) + f("Surname", _pii("DENY_LIST", "BEN-AMI", "deny-listed surname alone in capitals in a form field at 150 %"))
            + f("Date of birth", "dd/mm/yyyy", "f") + f("Nationality", "Israel") + f("Gender", "F")
            + f("Passport no.", _pii("ID_NUMBER", "38172264", "passport number in a form field at 150 %")) + f("Passport expiry", "03/2031") + f("National ID (for TLV)", _pii("ID_NUMBER", tz, "Israeli identity number in a form field at 150 %"))
            + f("Mobile for SMS updates", _pii("PHONE_NUMBER", "+972 54 633 1870", "Israeli mobile in a form field at 150 %")) + f("Frequent flyer", "LY · " + _pii("ID_NUMBER", "61248873", "frequent flyer number in a form field at 150 %")) + f("Meal", "Vegetarian")
            + "</div></div>")
    summ = ("<div class='sm'><h3>Trip summary</h3>LY 316 · LHR → TLV<br>Mon 12 May 2025 · 10:05–17:10<br>LY 317 · TLV → LHR<br>Fri 16 May 2025 · 18:30–22:05<br>"
            "Economy Classic · 23 kg bag<br><b>£ 684.20</b> incl. taxes<br><span style='color:#64748b'>Cost centre 4102 · trip TR-5521<br>Policy: within limits ✓</span></div>")
    af = ("<div class='af dropdown' style='left:40px;top:254px'>"
          "<div class='o on'>" + _pii("DATE_OF_BIRTH", "12/08/1984", "date of birth in a browser's autofill suggestion at 150 %") + "<small>" + _pii("DENY_LIST", "Yael Ben-Ami", "deny-listed name in a browser's autofill suggestion at 150 %") + "</small></div>"
          "<div class='o'>" + _pii("DENY_LIST", "Yael Ben-Ami", "deny-listed name in a browser's autofill suggestion at 150 %") + "<small>" + _pii("STREET_ADDRESS", "7 Hillfield Park, London N10 3QT", "home address in a browser's autofill suggestion at 150 %") + "</small></div>"
          "<div class='o'>" + _pii("PERSON", "Daniel Whitford", "name in a browser's autofill suggestion at 150 %") + "<small>2 Pancras Square, London N1C 4AG</small></div>"
          "<div class='mg'>Manage addresses…</div></div>")
    inner = ("<div class='th'><b>TripDesk</b><span>Kestrel Labs corporate travel</span><span style='margin-left:auto'>Search · Trips · Approvals · Help</span></div>"
             f"<div class='tp'>{form}{summ}</div>")
    return _page("tripdesk.example/book/TR-5521/passengers", "Passenger details · TripDesk", f"<div class='tw'><div class='zm'>{inner}</div>{af}</div>", TRIP_CSS)


def vault_popup(card: str) -> str:
    page = ("<div class='lg'><div class='lc'><h2>Matmid Frequent Flyer</h2><label>Member number or username</label><div class='in' style='border:2px solid #2563eb'>|</div>"
            "<label>Password</label><div class='in'>&nbsp;</div><div style='margin-top:16px;background:#0c2d6b;color:#fff;text-align:center;border-radius:6px;padding:9px'>Sign in</div>"
            "<div style='margin-top:12px;color:#475569;font-size:12px'>Forgot password? · Join Matmid · Points run 1,204 / 2,000</div></div></div>")
    inl = ("<div class='af dropdown' style='left:440px;top:180px;width:360px'><div class='mg' style='border:0;font-size:11px'>VAULTLY · 2 logins for this site</div>"
           "<div class='o on'>" + _pii("ACCOUNT_NAME", "yael.ba84", "user name in a password manager's inline autofill menu") + "<small>Matmid · shared by " + _pii("DENY_LIST", "Yael Ben-Ami", "deny-listed name in a password manager's inline autofill menu") + "</small></div>"
           "<div class='o'>" + _pii("EMAIL_ADDRESS", "ybenami@kestrel-labs.io", "e-mail as a login in a password manager's inline autofill menu") + "<small>Matmid corporate</small></div>"
           "<div class='mg'>Open Vaultly · Generate password</div></div>")
    pm = ("<div class='pm dropdown'><div class='hd'>‹ <b>Matmid · " + _pii("DENY_LIST", "Yael B.", "deny-listed given name with an initial in a password manager item title") + "</b><span style='margin-left:auto;color:#8a93a6'>Travel vault ✎</span></div>"
          "<div class='sec'>LOGIN</div>"
          "<div class='f'><span class='k'>Username</span><span class='v'>" + _pii("ACCOUNT_NAME", "yael.ba84", "user name in a password manager item") + "</span></div>"
          "<div class='f'><span class='k'>Password (shown)</span><span class='v'>" + _pii("SECRET_VALUE", "K3str3l!Travel#22", "revealed password in a password manager item") + "</span></div>"
          "<div class='f'><span class='k'>One-time code · 18 s</span><span class='tot'>" + _pii("SECRET_VALUE", "481 902", "one-time code in a password manager item") + "</span></div>"
          "<div class='f'><span class='k'>Website</span><span class='v'>elal.example/matmid</span></div>"
          "<div class='sec'>PAYMENT CARD</div>"
          "<div class='f'><span class='k'>Cardholder</span><span class='v'>" + _pii("DENY_LIST", "YAEL BEN AMI", "deny-listed name in capitals without its hyphen as a cardholder") + "</span></div>"
          "<div class='f'><span class='k'>Number</span><span class='v'>" + _pii("CREDIT_CARD", card, "card number in a password manager item") + "</span></div>"
          "<div class='f'><span class='k'>Expiry · CVV</span><span class='v'>09/27 · " + _pii("SECRET_VALUE", "731", "card security code in a password manager item") + "</span></div>"
          "<div class='sec'>NOTES</div>"
          "<div class='f' style='line-height:1.5'>Security question (first school): " + _pii("SECRET_VALUE", "Herzliya Gymnasium", "security answer in a password manager note") + "<br>"
          "Passport " + _pii("ID_NUMBER", "38172264", "passport number in a password manager note") + " renewed 03/2021 — ask her for the new one before May.<br>Mum's number for emergencies: " + _pii("PHONE_NUMBER", "+972 3 524 7718", "emergency phone in a password manager note") + "</div>"
          "<div class='ft'><span>Autofill</span><span>Copy password</span><span style='margin-left:auto;color:#8a93a6'>Edited 2 Apr 2025</span></div></div>")
    return _page("elal.example/matmid/login", "Matmid login · El Al", f"<div class='tw'>{page}{inl}{pm}</div>", TRIP_CSS)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind16(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20261016)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))

    def digits(n: int) -> str:
        return "".join(rng.choice(string.digits) for _ in range(n))
    ids = {"jmbg": _jmbg(date(1989, 3, 7), "71", rng.randint(0, 499)), "iban_rs": _rs_iban(rng, "160"),
           "afm": _afm(rng), "afm2": _afm(rng), "amka": _amka(date(1990, 11, 22), rng),
           "rnokpp": _rnokpp(date(1987, 6, 14), rng, female=True), "iban_ua": _iban_b("UA", "305299" + "0000026" + digits(12), group=False),
           "tz": _tz(rng), "card": _card(rng, "4916"), "iban_gb": _iban_b("GB", "BARC200415" + digits(8))}
    births = [date(1990, 11, 22), date(1985, 6, 4), date(1994, 1, 17), date(1979, 9, 30), date(1988, 12, 11), date(1996, 3, 8)]
    afms = [ids["afm"], ids["afm2"]] + [_afm(rng) for _ in range(4)]
    amkas = [ids["amka"]] + [_amka(b, rng) for b in births[1:]]
    ibans_gr = [_iban_b("GR", bank + digits(4) + digits(16)) for bank in ("011", "017", "026", "014", "011", "017")]
    assert all(_afm_ok(a) for a in afms) and all(_luhn_ok(a) for a in amkas), (afms, amkas)
    with recorder(chromium, rig, source_day, work) as record:
        record("blindp0", [("call0", call_gallery), ("call1", call_chat)], "video call (HiDPI)", dsf=2.0)
        record("blindp1", [("mail0", lambda: mail_read(ids["jmbg"], ids["iban_rs"])), ("mail1", mail_compose)], "dark mail and calendar")
        record("blindp2", [("grid0", sheet_hours), ("grid1", lambda: sheet_payroll(afms, amkas, ibans_gr))], "spreadsheet frozen panes at 80 %")
        record("blindp3", [("git0", tmux_git), ("git1", lambda: review_diff(ids["rnokpp"], ids["iban_ua"]))], "terminal git and code review (HiDPI)", dsf=2.0)
        record("blindp4", [("crm0", crm_board), ("crm1", crm_drawer)], "CRM kanban at 67 %")
        record("blindp5", [("org0", org_chart), ("exp0", lambda: expense_claim(ids["iban_gb"]))], "org chart and expense claim")
        record("blindp6", [("trip0", lambda: trip_passenger(ids["tz"])), ("vault0", lambda: vault_popup(ids["card"]))], "travel booking and password manager")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind16, "/tmp/blind16/preview")
