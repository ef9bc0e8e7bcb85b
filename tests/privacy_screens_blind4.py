# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A fourth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py, tests/privacy_screens_blind2.py and tests/privacy_screens_blind3.py, other
applications again): rendered by Debian's chromium through the rig of tests/privacy_screens.py (`_shoot`,
`_record`, `score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindd0` … `blindd6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindd0` a document editor: a formal letter (sender block top right, recipient block, `Dear Mr Okonkwo,`, a bank
  account number, a phone, an e-mail, an address, a date of birth and an NI number inside running sentences, a
  signature block), a comments sidebar (commenters' names, an `@handle` mention, an e-mail wrapped in a narrow
  card); then the share dialog over the dimmed page (people with access, their addresses, an anyone-with-the-link URL);
- `blindd1` a PDF viewer at 85 % in a serif font: a German invoice to a French sole trader (her VAT number, the
  customer number, a multi-line address, the contact person's phone and e-mail, the seller's IBAN; the invoice
  number, the seller's company address, VAT number, BIC and register number not private; its IBAN also compact in
  the small footer), then a scanned-looking signed contract (light grey text on a yellowed page, rotated 0.8°:
  names, a date of birth in prose, an identity card number, blue-ink signatures, a handwritten phone);
- `blindd2` an issue tracker: assignee and reporter beside avatars, a description pasting a stack trace (a card
  number and an IBAN in a log line) and a config (database and Redis URLs with passwords, an SMTP password), an
  internal IP and a phone in prose, an `@mention`; then the history tab in small text (a struck-out URL with its
  password in a description diff, a pod IP, a commit e-mail, a customer's date of birth quoted from her mail);
- `blindd3` national identifiers the earlier sets did not use: a Brazilian checkout (CPF, RG, CEP and address
  fields), an employer-of-record table (T.C. Kimlik No, Portuguese NIF, Spanish NIE, Aadhaar, PAN, Vietnamese CCCD,
  Vietnamese names with diacritics, a Turkish sentence, payroll bank accounts with a Turkish IBAN and an Indian
  account number) with a Vietnamese detail drawer, then an Arabic bank form
  written right to left (Emirates ID, IBAN, an Arabic address, a phone in Arabic-Indic digits);
- `blindd4` autocomplete and pop-ups: a CRM deal board (contact names on cards) under a To field with its open suggestions of recent contacts (names, e-mails, a
  phone) and a toast with a sign-in code; a checkout whose address field shows the browser's saved addresses; a
  "save password?" bubble with the username, notifications with a one-time code, an e-mail and an IP;
- `blindd5` two phone screens at device scale 2 (HiDPI) on a dark desk: a banking app's payees (IBANs, an MB WAY
  phone) and a transfer confirmation; a chat with a shared contact card, a Wi-Fi password and a new e-mail address
  beside a notification shade (an SMS one-time code, a missed call, an e-mail cut by the preview's ellipsis);
- `blindd6` dense data: a BI customer export in 11 px monospace with zebra stripes (names, e-mails, phones, postcodes
  alone in their cells; some names and e-mails cut with an ellipsis, only the part shown marked; cities, order
  counts, lifetime values and dates not private), then its dark, low-contrast theme on the next page of rows.

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Nigerian, a Vietnamese, a Portuguese
name). Checksummed values (IBAN, card, CPF, RG, T.C. Kimlik No, NIF, NIE, Aadhaar, Emirates ID, VAT numbers) are
valid.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import random
import string
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from privacy_screens import _card, _shoot
from privacy_screens import _record as _record_rig
from privacy_screens_blind import CSS, SIT, _rand
from privacy_screens_blind import _pii as _pii_blind
from privacy_screens_blind2 import BlindRig2, _cpf, _iban_b, _ibans_ok, _luhn_ok, _win
from synth import Action

DENY = ["Chidi Okonkwo", "Nguyễn Thị Hương", "Rafael Monteiro"]
SIZE = (1280, 800)
PAGE: dict[str, str] = {}  # value → situation on the page being built


def _pii(kind: str, text: str, situation: str, value: str | None = None, cls: str = "") -> str:
    """`privacy_screens_blind._pii`, the situation also remembered per page (a value shown in two places)."""
    PAGE.setdefault(value if value is not None else text.replace("<br>", "").strip(), situation)
    return _pii_blind(kind, text, situation, value, cls)


def _page(url: str, tab: str, body: str, css: str = "", dark: bool = False) -> str:
    chrome = ("<style>.chrome{background:#35363a}.url{background:#202124;color:#e8eaed}.tabt{color:#e8eaed}"
              "body{background:#111827;color:#d1d5db}.muted{color:#6b7280}</style>") if dark else ""
    return (f"<!doctype html><html><head><meta charset='utf-8'>{CSS}{chrome}<style>{css}</style></head><body>"
            f"<div class='chrome'><span class='url'>{url}</span><span class='tabt'>{tab}</span></div>{body}"
            "</body></html>")


# ------------------------------------------------------------------------------------------------ valid identifiers
_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def _verhoeff(digits: str, start: int) -> int:
    c = 0
    for i, v in enumerate(reversed(digits)):
        c = _VD[c][_VP[(i + start) % 8][int(v)]]
    return c


def _aadhaar(rng: random.Random) -> str:
    body = str(rng.randint(2, 9)) + "".join(rng.choice(string.digits) for _ in range(10))
    full = body + str([0, 4, 3, 2, 1, 5, 6, 7, 8, 9][_verhoeff(body, 1)])
    return f"{full[:4]} {full[4:8]} {full[8:]}"


def _tckn(rng: random.Random) -> str:
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def _nif_pt(rng: random.Random) -> str:
    d = [rng.choice((1, 2))] + [rng.randint(0, 9) for _ in range(7)]
    r = sum(v * (9 - k) for k, v in enumerate(d)) % 11
    return "".join(map(str, d)) + str(0 if r < 2 else 11 - r)


def _nie(rng: random.Random) -> str:
    lead = rng.choice("XYZ")
    num = "".join(rng.choice(string.digits) for _ in range(7))
    return f"{lead}{num}{'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(lead)) + num) % 23]}"


def _rg_sp(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(8)]
    dv = 11 - sum(v * (k + 2) for k, v in enumerate(d)) % 11
    s = "".join(map(str, d))
    return f"{s[:2]}.{s[2:5]}.{s[5:]}-{'X' if dv == 10 else '0' if dv == 11 else dv}"


def _emirates(rng: random.Random) -> str:
    body = "7841987" + "".join(rng.choice(string.digits) for _ in range(7))
    for c in string.digits:
        if _luhn_ok(body + c):
            return f"{body[:3]}-{body[3:7]}-{body[7:]}-{c}"
    raise AssertionError(body)


def _vat_de(rng: random.Random) -> str:
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(7)]
    product = 10
    for v in d:
        s = (v + product) % 10 or 10
        product = 2 * s % 11
    check = 11 - product
    return "DE" + "".join(map(str, d)) + str(0 if check == 10 else check)


def _vat_fr(rng: random.Random) -> str:
    while True:
        siren = "".join(rng.choice(string.digits) for _ in range(9))
        if siren[0] != "0" and _luhn_ok(siren):
            key = (12 + 3 * (int(siren) % 97)) % 97
            return f"FR {key:02d} {siren[:3]} {siren[3:6]} {siren[6:]}"


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    a = ids["aadhaar"].replace(" ", "")
    assert _verhoeff(a, 0) == 0, a
    t = [int(c) for c in ids["tckn"]]
    assert t[9] == ((t[0] + t[2] + t[4] + t[6] + t[8]) * 7 - (t[1] + t[3] + t[5] + t[7])) % 10 and t[10] == sum(t[:10]) % 10
    n = [int(c) for c in ids["nif"]]
    r = sum(v * (9 - k) for k, v in enumerate(n[:8])) % 11
    assert n[8] == (0 if r < 2 else 11 - r), ids["nif"]
    e = ids["nie"]
    assert e[-1] == "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(e[0])) + e[1:8]) % 23], e
    g = [int(c) for c in ids["rg"] if c.isdigit()]
    dv = 11 - sum(v * (k + 2) for k, v in enumerate(g[:8])) % 11
    assert ids["rg"][-1] == ("X" if dv == 10 else "0" if dv == 11 else str(dv)), ids["rg"]
    c = [int(x) for x in ids["cpf"] if x.isdigit()]
    for m in (9, 10):
        rr = sum(v * w for v, w in zip(c[:m], range(m + 1, 1, -1), strict=True)) * 10 % 11
        assert (0 if rr == 10 else rr) == c[m], ids["cpf"]
    assert _luhn_ok(ids["emirates"]), ids["emirates"]
    fr = ids["vat_fr"].replace(" ", "")
    assert _luhn_ok(fr[4:]) and int(fr[2:4]) == (12 + 3 * (int(fr[4:]) % 97)) % 97, fr
    product = 10
    for v in ids["vat_de"][2:10]:
        product = 2 * ((int(v) + product) % 10 or 10) % 11
    assert (11 - product) % 10 == int(ids["vat_de"][10]), ids["vat_de"]
    assert _luhn_ok(ids["card"]), ids["card"]


# ------------------------------------------------------------------------------------------ blindd0: document editor
DOC_CSS = """
.dh{height:58px;display:flex;align-items:center;gap:12px;padding:0 16px;background:#f9fbfd}
.dh .ic{width:26px;height:34px;background:#4285f4;border-radius:3px} .dh .t{font-size:17px}
.dh .mn{font-size:13px;color:#444;word-spacing:12px;margin-top:4px} .dh .sh{margin-left:auto;background:#c2e7ff;border-radius:18px;padding:9px 22px;font-size:14px}
.tb{height:36px;margin:0 10px;background:#edf2fa;border-radius:18px;display:flex;align-items:center;gap:15px;padding:0 16px;font-size:13px;color:#444}
.cv{display:flex;background:#f0f2f5;height:662px;overflow:hidden;position:relative}
.pg{margin:12px 0 0 120px;width:700px;min-width:700px;background:#fff;box-shadow:0 1px 3px rgba(60,64,67,.3);padding:36px 60px;
font-family:"Liberation Sans",Arial,sans-serif;font-size:13px;line-height:1.5;color:#202124;height:980px}
.pg p{margin:0 0 9px} .cmts{width:330px;padding:12px 14px}
.cmt{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(60,64,67,.3);padding:9px 12px;margin-bottom:10px;font-size:13px;line-height:1.45}
.cmt .a{display:flex;gap:8px;align-items:center;margin-bottom:4px} .av{width:28px;height:28px;border-radius:14px;color:#fff;font-size:12px;text-align:center;line-height:28px;flex:none}
.cmt .tm{font-size:11px;color:#5f6368} .hl{background:#fde293} .sig{font-family:"DejaVu Serif",serif;font-style:italic;font-size:22px;color:#1a237e}
.scrim{position:absolute;left:0;top:0;right:0;bottom:0;background:rgba(32,33,36,.55)}
.dlg{position:absolute;left:330px;top:40px;width:560px;background:#fff;border-radius:10px;box-shadow:0 4px 18px rgba(0,0,0,.4);padding:22px 24px;font-size:14px}
.dlg h2{font-size:21px;font-weight:normal;margin:0 0 14px} .dlg .in{border:1px solid #747775;border-radius:4px;padding:12px;color:#5f6368;margin-bottom:16px}
.acc{display:flex;align-items:center;gap:10px;padding:6px 0} .acc .r{margin-left:auto;color:#444;font-size:13px}
"""


def _doc(body_extra: str = "") -> str:
    okonkwo = _pii("DENY_LIST", "Chidi Okonkwo", "deny-listed name in a letter's recipient block")
    letter = (
        "<div style='text-align:right;line-height:1.45'>"
        f"{_pii('PERSON', 'Eleanor Whitfield', 'name in a letter sender block (top right)')}<br>"
        f"{_pii('STREET_ADDRESS', '27 Marlowe Gardens<br>' + chr(10) + 'Bristol BS6 7QH', 'multi-line address in a letter sender block (top right)')}<br>"
        f"Tel. {_pii('PHONE_NUMBER', '07911 482 306', 'phone in a letter sender block')}<br>"
        f"{_pii('EMAIL_ADDRESS', 'eleanor.whitfield@btinternet.com', 'e-mail in a letter sender block')}</div>"
        "<p style='margin-top:10px'>14 March 2025</p>"
        f"<p style='line-height:1.45'>Mr {okonkwo}<br>"
        f"{_pii('STREET_ADDRESS', 'Flat 3, 112 Stapleton Road<br>' + chr(10) + 'Bristol BS5 0PR', 'multi-line address in a letter recipient block')}</p>"
        f"<p><b>Re: Tenancy at {_pii('STREET_ADDRESS', '27 Marlowe Gardens', 'street in a letter subject line')} – return of deposit (DPS ref. 1100794362)</b></p>"
        f"<p>Dear Mr {_pii('DENY_LIST', 'Okonkwo', 'deny-listed surname alone in a salutation')},</p>"
        "<p>I am writing about the deposit of £1,450.00 that I paid at the start of my tenancy on 1 September 2022. I moved out on "
        "28 February 2025 and returned both sets of keys to your colleague Mrs "
        f"{_pii('PERSON', 'Adaeze Nwosu', 'name in a letter sentence')} at your office the same day. The check-out inventory, signed by "
        "both of us, records no damage beyond fair wear and tear.</p>"
        "<p>Please return the deposit to my account with Nationwide, sort code 07-04-36, account number "
        f"<span class='hl'>{_pii('ID_NUMBER', '31926819', 'bank account number in a letter sentence (highlighted by a comment)')}</span>. "
        f"If you need to discuss anything, call me on {_pii('PHONE_NUMBER', '07911 482306', 'phone in a letter sentence')} or e-mail my partner "
        f"{_pii('PERSON', 'Thomas Ashworth', 'name in a letter sentence')} at {_pii('EMAIL_ADDRESS', 't.ashworth@proton.me', 'e-mail in a letter sentence')}, "
        "who will be handling my post while I am abroad.</p>"
        f"<p>My new postal address is {_pii('STREET_ADDRESS', '9 Ashgrove Terrace, Cardiff CF24 3AH', 'address in a letter sentence')}. "
        "I would be grateful for your reply within 14 days, as set out in clause 4.2 of the tenancy agreement.</p>"
        f"<p>For the dispute form, my date of birth is {_pii('DATE_OF_BIRTH', '3 November 1991', 'date of birth in a letter sentence')} and my "
        f"National Insurance number is {_pii('ID_NUMBER', 'JT 48 21 93 C', 'NI number in a letter sentence')}.</p>"
        "<p style='margin-top:14px'>Yours sincerely,</p>"
        f"<div class='sig'>{_pii('PERSON', 'E. Whitfield', 'handwriting-style signature')}</div>"
        f"<p>{_pii('PERSON', 'Eleanor Whitfield', 'name under a signature')}<br>Enc. check-out inventory (4 pages)</p>")
    head = ("<div class='dh'><div class='ic'></div><div><div class='t'>Deposit letter – Marlowe Gardens ☆</div>"
            "<div class='mn'>File Edit View Insert Format Tools Extensions Help</div></div>"
            "<span class='muted' style='margin-left:40px'>Last edit was 3 minutes ago</span><span class='sh'>Share</span></div>"
            "<div class='tb'>↶ ↷ Print 100% ▾ | Normal text ▾ | Arial ▾ | − 11 + | <b>B</b> <i>I</i> <u>U</u> A | Link | Comment | Image | "
            "Align ▾ | Line spacing ▾ | Checklist | Bullets | Numbering | Editing ▾</div>")
    cmts = (
        "<div class='cmts'><div class='muted' style='margin-bottom:8px'>Comments · All ▾ · Show resolved (2)</div>"
        "<div class='cmt'><div class='a'><div class='av' style='background:#0b8043'>TA</div><div>"
        f"<b>{_pii('PERSON', 'Thomas Ashworth', 'commenter name in a comments sidebar')}</b><br><span class='tm'>10:42 AM Today</span></div></div>"
        f"Double-check the account number – Nationwide changed it after the switch? {_pii('ACCOUNT_NAME', '@ewhitfield', 'mention handle in a document comment', value='ewhitfield')} "
        "can you confirm?</div>"
        "<div class='cmt'><div class='a'><div class='av' style='background:#8430ce'>EW</div><div>"
        f"<b>{_pii('PERSON', 'Eleanor Whitfield', 'commenter name in a comments sidebar')}</b><br><span class='tm'>10:55 AM Today</span></div></div>"
        f"Confirmed, it's right. Please also cc my solicitor {_pii('PERSON', 'Harriet Osei', 'name in a document comment')}: "
        f"<span style='word-break:break-all'>{_pii('EMAIL_ADDRESS', 'harriet.osei@oseiandpartners-legal.co.uk', 'e-mail in a narrow comment card')}</span></div>"
        "<div class='cmt'><div class='a'><div class='av' style='background:#0b8043'>TA</div><div>"
        f"<b>{_pii('PERSON', 'Thomas Ashworth', 'commenter name in a comments sidebar')}</b> <span class='tm'>suggested</span><br><span class='tm'>11:03 AM Today</span></div></div>"
        f"Replace: “Mrs Adaeze Nwosu” with “Mrs {_pii('PERSON', 'A. Nwosu', 'abbreviated name in a suggested edit')}”<div style='margin-top:6px'>"
        "<span class='btn' style='font-size:12px;padding:4px 10px'>Accept</span> <span class='btn2' style='font-size:12px;padding:4px 10px'>Reject</span></div></div>"
        "<div class='cmt' style='color:#5f6368'>Reply or add others with @</div></div>")
    return _page("docs.google.com/document/d/1Q8vR2mTkXw7/edit", "Deposit letter – Marlowe Gardens - Google Docs",
                 f"{head}<div class='cv'><div class='pg'>{letter}</div>{cmts}{body_extra}</div>", DOC_CSS)


def doc_letter() -> str:
    return _doc()


def doc_share(rng: random.Random) -> str:
    key = _rand(rng, 20, string.ascii_letters + string.digits + "-_")
    people = [("EW", "#8430ce", _pii("PERSON", "Eleanor Whitfield", "name in a share dialog") + " (you)",
               _pii("EMAIL_ADDRESS", "eleanor.whitfield@btinternet.com", "e-mail under a name in a share dialog"), "Owner"),
              ("TA", "#0b8043", _pii("PERSON", "Thomas Ashworth", "name in a share dialog"),
               _pii("EMAIL_ADDRESS", "t.ashworth@proton.me", "e-mail under a name in a share dialog"), "Editor ▾"),
              ("HO", "#e37400", _pii("PERSON", "Harriet Osei", "name in a share dialog"),
               _pii("EMAIL_ADDRESS", "harriet.osei@oseiandpartners-legal.co.uk", "e-mail under a name in a share dialog"), "Commenter ▾"),
              ("O", "#5f6368", _pii("EMAIL_ADDRESS", "okonkwo.lettings@outlook.com", "pending invitee shown by address in a share dialog"),
               "<span class='muted'>Invitation sent · expires in 29 days</span>", "Viewer ▾")]
    rows = "".join(f"<div class='acc'><div class='av' style='background:{c}'>{i}</div><div>{n}<br><span class='muted'>{e}</span></div>"
                   f"<span class='r'>{r}</span></div>" for i, c, n, e, r in people)
    link = f"https://docs.google.com/document/d/1Q8vR2mTkXw7/edit?usp=sharing&amp;resourcekey={key}"
    dlg = ("<div class='scrim'></div><div class='dlg dropdown'><h2>Share “Deposit letter – Marlowe Gardens”</h2>"
           "<div class='in'>Add people, groups, and calendar events</div><b>People with access</b>"
           f"{rows}<div style='margin-top:14px'><b>General access</b></div><div class='acc'><div class='av' style='background:#e6f4ea;color:#137333'>↗</div>"
           "<div>Anyone with the link ▾<br><span class='muted'>Anyone on the internet with the link can view</span></div><span class='r'>Viewer ▾</span></div>"
           f"<div class='muted' style='word-break:break-all;margin:6px 0 12px'>{_pii('URL_SECRET', link.replace('&amp;', '&'), 'anyone-with-the-link URL with resourcekey= in a share dialog')}</div>"
           "<div style='display:flex'><span class='btn2'>Copy link</span><span class='btn' style='margin-left:auto'>Done</span></div></div>")
    return _doc(dlg)


# --------------------------------------------------------------------------------------------- blindd1: PDF viewer
PDF_CSS = """
.pv{display:flex;height:756px;background:#525659}
.thumbs{width:150px;background:#3b3e41;padding:14px 0;text-align:center;color:#ccc;font-size:12px}
.thumbs .th{width:86px;height:118px;background:#fff;margin:0 auto 4px;border:3px solid transparent} .thumbs .on{border-color:#8ab4f8}
.vw{flex:1;display:flex;flex-direction:column} .tool{height:46px;background:#323639;color:#f1f3f4;display:flex;align-items:center;gap:18px;padding:0 18px;font-size:13px}
.tool .box{background:#191b1c;padding:3px 8px;border-radius:2px} .canvas{flex:1;overflow:hidden;position:relative}
.sheet{width:700px;margin:16px auto;background:#fff;padding:38px 52px;font-family:"DejaVu Serif",serif;font-size:11.5px;line-height:1.45;color:#222;height:1000px;
box-shadow:0 2px 6px rgba(0,0,0,.5)} .sheet table{width:100%;font-size:11px} .sheet th{border-bottom:1px solid #333;font-weight:bold;padding:3px 4px}
.sheet td{padding:3px 4px;border-bottom:1px solid #ddd} .r{text-align:right} .small{font-size:8.5px;color:#444;line-height:1.35}
.scan{background:#efece2;color:#6a6a66;transform:rotate(0.8deg);filter:blur(0.25px);font-size:12px;line-height:1.55}
.ink{font-style:italic;color:#22409a;font-size:19px}
.stamp{display:inline-block;border:2px solid #c0392b;color:#c0392b;padding:3px 8px;transform:rotate(-6deg);font-family:"DejaVu Sans Mono",monospace;font-size:12px}
"""


def _pdf(file: str, pages: str, active: int, sheet: str) -> str:
    th = "".join(f"<div class='th{' on' if k == active else ''}'></div><div style='margin-bottom:10px'>{k + 1}</div>" for k in range(int(pages)))
    acct = _pii("ACCOUNT_NAME", "claurent", "user name in a file:// path in the URL bar")
    tool = (f"<div class='tool'><span>☰</span><span>{file}</span><span style='margin-left:auto'><span class='box'>{active + 1}</span> / {pages}</span>"
            "<span>—</span><span class='box'>85%</span><span>+</span><span>⤢</span><span>⟲</span><span style='margin-left:auto'>Download</span><span>Print</span><span>⋮</span></div>")
    body = f"<div class='pv'><div class='thumbs'>{th}</div><div class='vw'>{tool}<div class='canvas'>{sheet}</div></div></div>"
    return _page(f"file:///Users/{acct}/Downloads/{file}", file, body, PDF_CSS)


def pdf_invoice(seller_iban: str, vat_de: str, vat_fr: str) -> str:
    lines = [("1", "LM-4411", "Esstisch Eiche massiv, 220 × 100 cm, geölt", "1", "2.340,00", "2.340,00"),
             ("2", "LM-2087", "Stuhl „Fjord“, Eiche / Wollstoff anthrazit", "6", "289,00", "1.734,00"),
             ("3", "LM-0912", "Sideboard Nussbaum, 4 Türen", "1", "1.895,00", "1.895,00"),
             ("4", "SV-0100", "Lieferung und Montage Strasbourg", "1", "380,00", "380,00")]
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td class='r'>{d}</td><td class='r'>{e} €</td><td class='r'>{f} €</td></tr>" for a, b, c, d, e, f in lines)
    kv = [("Rechnungsnr.", "RE-2025-0314"), ("Rechnungsdatum", "14.03.2025"), ("Lieferdatum", "10.03.2025"),
          ("Kundennr.", _pii("ID_NUMBER", "KD-204817", "customer number beside its label on an invoice")),
          ("USt-IdNr. Kunde", _pii("ID_NUMBER", vat_fr, "sole trader's VAT number beside its label on an invoice")),
          ("Ansprechpartner", _pii("PERSON", "Jürgen Bauer", "contact person on an invoice")),
          ("Telefon", _pii("PHONE_NUMBER", "+49 711 2840-317", "contact phone with extension on an invoice")),
          ("E-Mail", _pii("EMAIL_ADDRESS", "j.bauer@lindqvist-moebel.de", "contact e-mail on an invoice"))]
    meta = "".join(f"<tr><td style='border:none;padding:1px 4px;color:#555'>{k}</td><td style='border:none;padding:1px 4px'>{v}</td></tr>" for k, v in kv)
    sheet = (
        "<div class='sheet'><div style='display:flex;justify-content:space-between;align-items:flex-start'>"
        "<div style='font-size:20px;letter-spacing:3px;font-weight:bold'>LINDQVIST<br><span style='font-size:11px;letter-spacing:6px'>MÖBELWERK</span></div>"
        "<div class='small' style='text-align:right'>Lindqvist Möbelwerk GmbH<br>Industriestraße 14 · 70565 Stuttgart<br>www.lindqvist-moebel.de</div></div>"
        "<div style='display:flex;justify-content:space-between;margin-top:22px'><div style='line-height:1.4'>"
        "<div class='small' style='text-decoration:underline'>Lindqvist Möbelwerk GmbH · Industriestraße 14 · 70565 Stuttgart</div>"
        f"{_pii('PERSON', 'Camille Laurent', 'buyer name in an invoice address window')}<br>Atelier Laurent – Architecture d’intérieur<br>"
        f"{_pii('STREET_ADDRESS', '18 rue des Tanneurs<br>' + chr(10) + '67000 Strasbourg', 'multi-line buyer address in an invoice address window')}<br>FRANKREICH</div>"
        f"<table style='width:300px'>{meta}</table></div>"
        "<div style='font-size:16px;font-weight:bold;margin:18px 0 8px'>Rechnung RE-2025-0314</div>"
        f"<p style='margin:0 0 8px'>Sehr geehrte Frau {_pii('PERSON', 'Laurent', 'surname alone in a salutation')}, für die Lieferung an Ihre Baustelle "
        f"{_pii('STREET_ADDRESS', 'Quai des Bateliers 9, 67000 Strasbourg', 'delivery address in an invoice sentence')} berechnen wir Ihnen wie folgt:</p>"
        f"<table><tr><th>Pos.</th><th>Art.-Nr.</th><th>Bezeichnung</th><th class='r'>Menge</th><th class='r'>Einzelpreis</th><th class='r'>Gesamt</th></tr>{rows}"
        "<tr><td colspan='5' class='r' style='border:none'>Nettobetrag</td><td class='r' style='border:none'>6.349,00 €</td></tr>"
        "<tr><td colspan='5' class='r' style='border:none'>Umsatzsteuer 0 %</td><td class='r' style='border:none'>0,00 €</td></tr>"
        "<tr><td colspan='5' class='r' style='border:none'><b>Rechnungsbetrag</b></td><td class='r' style='border:none'><b>6.349,00 €</b></td></tr></table>"
        "<p style='margin:10px 0'>Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG), Steuerschuldnerschaft des Leistungsempfängers. "
        f"Zahlbar bis 13.04.2025 ohne Abzug auf das Konto IBAN {_pii('IBAN_CODE', seller_iban, 'seller IBAN in an invoice payment sentence')} "
        "· BIC SOLADEST600, Verwendungszweck: RE-2025-0314 / KD-204817.</p>"
        "<p style='margin:0 0 26px'>Vielen Dank für Ihren Auftrag.</p>"
        "<div class='small' style='border-top:1px solid #999;padding-top:6px;display:flex;gap:24px'>"
        "<div>Lindqvist Möbelwerk GmbH<br>Sitz: Stuttgart<br>Amtsgericht Stuttgart HRB 774125</div>"
        f"<div>Geschäftsführer:<br>{_pii('PERSON', 'Henrik Lindqvist', 'managing director in a small invoice footer')}, "
        f"{_pii('PERSON', 'Maja Berg', 'managing director in a small invoice footer')}<br>USt-IdNr. {vat_de}</div>"
        f"<div>Baden-Württembergische Bank<br>IBAN {_pii('IBAN_CODE', seller_iban.replace(' ', ''), 'compact seller IBAN in a small invoice footer')}<br>BIC SOLADEST600</div></div></div>")
    return _pdf("Rechnung_RE-2025-0314.pdf", "2", 0, sheet)


def pdf_contract(id_card: str) -> str:
    p = ("<div class='sheet scan'><div style='text-align:center;font-size:15px;letter-spacing:2px;margin-bottom:14px'><b>SERVICE AGREEMENT</b><br>"
         "<span style='font-size:11px'>Contract no. SA-2025-0041</span></div>"
         "<p>between <b>Lindqvist Möbelwerk GmbH</b>, Industriestraße 14, 70565 Stuttgart, Germany, represented by its managing director "
         f"Mr {_pii('PERSON', 'Henrik Lindqvist', 'name in a scanned contract sentence')} – hereinafter “the Supplier” –</p>"
         f"<p>and Ms {_pii('PERSON', 'Camille Laurent', 'name in a scanned contract sentence')}, born on "
         f"{_pii('DATE_OF_BIRTH', '9 April 1986', 'date of birth in a scanned contract sentence')} in Metz, residing at "
         f"{_pii('STREET_ADDRESS', '18 rue des Tanneurs, 67000 Strasbourg', 'address in a scanned contract sentence')}, France, holder of identity card no. "
         f"{_pii('ID_NUMBER', id_card, 'identity card number in a scanned contract sentence')} – hereinafter “the Client” –</p>"
         "<p><b>§ 1 Subject.</b> The Supplier designs, manufactures and installs the dining and storage furniture described in offer "
         "AN-2025-0188 for the Client’s project “Quai des Bateliers”. Changes to the scope require written form.</p>"
         "<p><b>§ 2 Fees and payment.</b> The fee is EUR 6,349.00 net. 30 % is due on signature, the balance within 30 days of installation. "
         "Late payments bear interest at 9 percentage points above the base rate.</p>"
         "<p><b>§ 3 Contacts.</b> For the Supplier: "
         f"{_pii('PERSON', 'Jürgen Bauer', 'name in a scanned contract sentence')}, {_pii('PHONE_NUMBER', '+49 711 2840-317', 'phone in a scanned contract sentence')}. "
         f"For the Client: {_pii('PERSON', 'Camille Laurent', 'name in a scanned contract sentence')}, mobile "
         f"{_pii('PHONE_NUMBER', '+33 6 71 24 88 19', 'phone in a scanned contract sentence')}, "
         f"{_pii('EMAIL_ADDRESS', 'camille@atelier-laurent.fr', 'e-mail in a scanned contract sentence')}.</p>"
         "<p><b>§ 4 Warranty.</b> Statutory warranty rights apply. Natural variations of wood grain and colour are not defects.</p>"
         "<p><b>§ 5 Governing law.</b> German law applies; place of jurisdiction is Stuttgart.</p>"
         "<div style='display:flex;justify-content:space-between;margin-top:22px'>"
         f"<div>Stuttgart, 14.03.2025<div class='ink'>{_pii('PERSON', 'H. Lindqvist', 'blue-ink signature on a scan')}</div>"
         "<div style='border-top:1px solid #888;width:220px'>Supplier</div></div>"
         f"<div>Strasbourg, 17.03.2025<div class='ink'>{_pii('PERSON', 'C. Laurent', 'blue-ink signature on a scan')}</div>"
         "<div style='border-top:1px solid #888;width:220px'>Client</div></div></div>"
         "<div style='display:flex;justify-content:space-between;align-items:center;margin-top:14px'><span class='stamp'>EINGEGANGEN 18. MRZ. 2025</span>"
         f"<span class='ink' style='font-size:15px'>new mobile: {_pii('PHONE_NUMBER', '06 12 40 77 58', 'handwritten-style phone note on a scan')}</span></div></div>")
    return _pdf("SA-2025-0041_signed_scan.pdf", "3", 0, p)


# ----------------------------------------------------------------------------------------- blindd2: issue tracker
JIRA_CSS = """
.top{height:48px;border-bottom:1px solid #dfe1e6;display:flex;align-items:center;gap:20px;padding:0 20px;font-size:14px;color:#42526e}
.top b{color:#0052cc} .top .cr{background:#0052cc;color:#fff;padding:5px 12px;border-radius:3px} .top .sr{margin-left:auto;border:1px solid #dfe1e6;border-radius:3px;padding:4px 40px 4px 8px;color:#7a869a}
.jt{display:flex;height:708px} .nav{width:200px;background:#f7f8f9;border-right:1px solid #dfe1e6;font-size:13px;padding:14px 12px;color:#42526e}
.nav div{padding:6px 8px} .nav .on{background:#e9f2ff;color:#0c66e4;border-radius:3px}
.main{flex:1;padding:12px 22px;font-size:14px;color:#172b4d;overflow:hidden} .main h1{font-size:21px;margin:6px 0 10px;font-weight:500}
.side{width:320px;padding:14px 16px;border-left:1px solid #dfe1e6;font-size:13px;color:#172b4d}
.code{background:#f4f5f7;border:1px solid #dfe1e6;border-radius:3px;font-family:"DejaVu Sans Mono",monospace;font-size:11px;padding:6px 9px;white-space:pre;line-height:1.45;overflow:hidden;margin:6px 0}
.fl{display:grid;grid-template-columns:96px 1fr;row-gap:11px;align-items:center} .fl .k{color:#626f86}
.av{display:inline-block;width:24px;height:24px;border-radius:12px;color:#fff;font-size:10px;text-align:center;line-height:24px;margin-right:6px;vertical-align:middle}
.st{background:#0055cc;color:#fff;padding:5px 10px;border-radius:3px;font-size:12px;font-weight:bold} .lab{background:#f1f2f4;border-radius:3px;padding:1px 5px;margin-right:3px}
.tabs{display:flex;gap:18px;border-bottom:2px solid #dfe1e6;margin:10px 0 8px;font-size:13px} .tabs span{padding:4px 0} .tabs .on{border-bottom:2px solid #0c66e4;margin-bottom:-2px;color:#0c66e4}
.ev{display:flex;gap:8px;padding:6px 0;border-bottom:1px solid #f1f2f4;font-size:12px;line-height:1.45} .ev .w{color:#626f86;font-size:11px} .ev .av{flex:none}
.old{background:#ffeceb;text-decoration:line-through;font-family:"DejaVu Sans Mono",monospace;font-size:11px} .new{background:#dcfff1;font-family:"DejaVu Sans Mono",monospace;font-size:11px}
"""


def _jira(inner: str) -> str:
    top = ("<div class='top'><b>◆ Jira</b><span>Your work ▾</span><span>Projects ▾</span><span>Filters ▾</span><span>Dashboards ▾</span>"
           "<span>Teams ▾</span><span>Apps ▾</span><span class='cr'>Create</span><span class='sr'>Search</span></div>")
    nav = ("<div class='nav'><div><b>Payments Platform</b><br><span class='muted'>Software project</span></div><div>Timeline</div>"
           "<div class='on'>Board</div><div>Backlog</div><div>Releases</div><div>Reports</div><div>Issues</div><div>Components</div>"
           "<div>Code</div><div>Project pages</div><div>Add shortcut</div><div>Project settings</div></div>")
    rafael = _pii("DENY_LIST", "Rafael Monteiro", "deny-listed assignee beside an avatar")
    side = ("<div class='side'><span class='st'>IN PROGRESS ▾</span> <span class='muted' style='margin-left:8px'>⚡ Actions</span>"
            "<div style='border:1px solid #dfe1e6;border-radius:3px;margin-top:14px;padding:10px 12px'><b>Details</b><div class='fl' style='margin-top:10px'>"
            f"<span class='k'>Assignee</span><span><span class='av' style='background:#6554c0'>RM</span>{rafael}</span>"
            f"<span class='k'>Reporter</span><span><span class='av' style='background:#00875a'>HK</span>{_pii('PERSON', 'Hannah Köhler', 'reporter beside an avatar')}</span>"
            "<span class='k'>Labels</span><span><span class='lab'>sepa</span><span class='lab'>regression</span></span>"
            "<span class='k'>Priority</span><span>⬆ High</span><span class='k'>Sprint</span><span>PAY Sprint 42</span>"
            "<span class='k'>Fix versions</span><span>2.14.1</span><span class='k'>Components</span><span>checkout-api</span>"
            "<span class='k'>Story points</span><span>3</span><span class='k'>Development</span><span>1 branch · 1 commit</span></div></div>"
            "<div class='muted' style='margin-top:12px;line-height:1.6'>Created March 14, 2025 at 9:12 AM<br>Updated 4 minutes ago</div></div>")
    return _page("payflow.atlassian.net/browse/PAY-2291", "[PAY-2291] Checkout returns 500 - Jira",
                 f"{top}<div class='jt'>{nav}<div class='main'><div class='muted'>Projects / Payments Platform / PAY-2291</div>"
                 f"<h1>Checkout returns 500 for SEPA direct debit customers after 2.14.0</h1>{inner}</div>{side}</div>", JIRA_CSS)


def jira_issue(rng: random.Random, iban: str, card: str) -> tuple[str, str]:
    pw = _rand(rng, 14)
    redis = _rand(rng, 16)
    smtp = _rand(rng, 12, string.ascii_letters + string.digits + "!#%")
    db = f"postgres://payments_rw:{pw}@10.42.7.19:5432/payments"
    trace = (
        "Traceback (most recent call last):\n"
        "  File \"/srv/payments/app/checkout.py\", line 214, in confirm\n"
        "    mandate = sepa.create_mandate(customer, payload[\"iban\"])\n"
        "  File \"/srv/payments/app/sepa.py\", line 88, in create_mandate\n"
        "    raise MandateError(resp.reason)\n"
        f"payments.sepa.MandateError: bank rejected mandate for {_pii('IBAN_CODE', iban, 'IBAN in a pasted stack trace')}\n"
        f"WARN checkout payload={{'pan': '{_pii('CREDIT_CARD', card, 'card number leaked in a pasted log line')}', 'exp': '09/27', 'order': 'ORD-88412'}}")
    conf = (
        "# payments-api env (kubectl describe pod payments-api-7d9f8c6b5-x2kqp)\n"
        f"DATABASE_URL={_pii('URL_SECRET', db, 'database URL with password in a pasted config')}\n"
        f"REDIS_URL={_pii('URL_SECRET', f'redis://:{redis}@10.42.7.31:6379/0', 'Redis URL with password in a pasted config')}\n"
        "SEPA_CREDITOR_ID=DE98ZZZ09999999999\n"
        f"SMTP_USER={_pii('EMAIL_ADDRESS', 'noreply@payflow.io', 'SMTP user address in a pasted config')}\n"
        f"SMTP_PASSWORD={_pii('SECRET_VALUE', smtp, 'SMTP password in a pasted config')}\n"
        "SENTRY_RELEASE=payments@2.14.0  FEATURE_SEPA_V2=true")
    inner = (
        "<div style='display:flex;gap:8px;margin-bottom:10px'><span class='btn2' style='font-size:12px;padding:4px 10px'>Attach</span>"
        "<span class='btn2' style='font-size:12px;padding:4px 10px'>Create subtask</span><span class='btn2' style='font-size:12px;padding:4px 10px'>Link issue</span></div>"
        "<b>Description</b><div style='line-height:1.5;margin-top:4px'>Since the 2.14.0 deploy (commit 7c41e9a) SEPA customers get an HTTP 500 on "
        f"/checkout/confirm. First reported by {_pii('EMAIL_ADDRESS', 'maria.santos.ribeiro@sapo.pt', 'customer e-mail in an issue description sentence')} "
        "through support, order ORD-88412. Stack trace from staging:</div>"
        f"<div class='code'>{trace}</div><div>Config of the failing pod:</div><div class='code'>{conf}</div>"
        f"<div style='line-height:1.5'>The pod cannot reach the read replica at {_pii('IP_ADDRESS', '10.42.7.22', 'internal IP in an issue description sentence')} either. "
        f"{_pii('ACCOUNT_NAME', '@rafael.monteiro', 'mention handle in an issue description', value='rafael.monteiro')} can you check the pg_hba rules? "
        f"The customer asked for a call back on {_pii('PHONE_NUMBER', '+351 912 408 337', 'phone in an issue description sentence')}.</div>"
        "<div class='tabs'><b style='padding:4px 0'>Activity</b><span>Show:</span><span>All</span><span class='on'>Comments</span>"
        "<span>History</span><span>Work log</span><span style='margin-left:auto'>Oldest first ⇅</span></div>"
        "<div class='ev'><span class='av' style='background:#00875a'>HK</span><div>"
        f"<b>{_pii('PERSON', 'Hannah Köhler', 'comment author in an issue')}</b> <span class='w'>March 14, 2025 at 9:40 AM</span><br>"
        f"Support ticket SR-55120: the customer, {_pii('PERSON', 'Maria Santos Ribeiro', 'customer name in an issue comment')}, confirmed the mandate "
        "on her side in the bank app. She asked us not to e-mail her before 18:00 Lisbon time.</div></div>"
        "<div class='ev'><span class='av' style='background:#ff5630'>TN</span><div>"
        f"<b>{_pii('PERSON', 'Tiago Nunes', 'comment author in an issue')}</b> <span class='w'>March 14, 2025 at 9:58 AM</span><br>"
        "Same error for 14 more customers in Sentry (issue PAYMENTS-3KF). Hotfix 2.14.1-rc1 is on stg-payments-02 "
        f"({_pii('IP_ADDRESS', '10.42.9.14', 'staging host IP in an issue comment')}).</div></div>"
        "<div style='border:1px solid #dfe1e6;border-radius:3px;padding:8px;color:#7a869a;margin-top:8px;font-size:13px'>Add a comment… "
        "Pro tip: press M to comment</div>")
    return _jira(inner), db


def jira_history(rng: random.Random, db: str) -> str:
    def ev(ini: str, col: str, who: str, what: str, when: str) -> str:
        return (f"<div class='ev'><span class='av' style='background:{col}'>{ini}</span><div><b>{who}</b> {what}"
                f"<div class='w'>{when}</div></div></div>")
    rm = "Rafael Monteiro"
    evs = [
        ev("RM", "#6554c0", _pii("DENY_LIST", rm, "deny-listed name in an issue history line"), "changed the <b>Assignee</b>: Unassigned → "
           + _pii("DENY_LIST", rm, "deny-listed name in an issue history line"), "March 14, 2025 at 10:02 AM"),
        ev("HK", "#00875a", _pii("PERSON", "Hannah Köhler", "name in an issue history line"), "changed the <b>Status</b>: TO DO → IN PROGRESS", "March 14, 2025 at 10:04 AM"),
        ev("HK", "#00875a", _pii("PERSON", "Hannah Köhler", "name in an issue history line"),
           f"changed the <b>Description</b>:<br><span class='old'>DATABASE_URL={_pii('URL_SECRET', db, 'struck-out database URL in a description diff')}</span><br>"
           "<span class='new'>DATABASE_URL=postgres://payments_rw:****@10.42.7.19:5432/payments</span>", "March 14, 2025 at 10:11 AM"),
        ev("RM", "#6554c0", _pii("DENY_LIST", rm, "deny-listed name in an issue history line"),
           "logged <b>1h 30m</b>: Reproduced on staging; the replica rejects "
           f"{_pii('ACCOUNT_NAME', 'payments_rw', 'database user name in a work-log sentence')} from pod IP "
           f"{_pii('IP_ADDRESS', '10.244.3.17', 'pod IP in a work-log sentence')}.", "March 14, 2025 at 11:40 AM"),
        ev("G", "#172b4d", "GitHub", "linked commit <span class='mono'>3b9e0d2</span> fix: normalise IBAN before mandate creation · "
           f"{_pii('EMAIL_ADDRESS', 'rafael.monteiro@payflow.io', 'committer e-mail in an issue history line')} · branch fix/PAY-2291-sepa-iban",
           "March 14, 2025 at 12:15 PM"),
        ev("MS", "#ff5630", _pii("PERSON", "Maria Santos Ribeiro", "customer name in an issue history line") + " <span class='w'>via e-mail</span>",
           "commented: “Still failing this morning. For the identity check your colleague asked for my date of birth, it is "
           f"{_pii('DATE_OF_BIRTH', '22/07/1979', 'date of birth quoted from a customer mail')}. Reference ORD-88412.”", "March 15, 2025 at 8:03 AM"),
        ev("A", "#ff991f", "Automation for Jira", "changed <b>Fix versions</b>: 2.14.0 → 2.14.1", "March 15, 2025 at 8:05 AM"),
        ev("HK", "#00875a", _pii("PERSON", "Hannah Köhler", "name in an issue history line"),
           f"changed <b>Watchers</b>: added {_pii('PERSON', 'Tiago Nunes', 'name in an issue history line')}", "March 15, 2025 at 9:20 AM"),
    ]
    inner = ("<b>Description</b><div style='line-height:1.5;margin-top:4px' class='muted'>Since the 2.14.0 deploy (commit 7c41e9a) SEPA customers get an "
             "HTTP 500 on /checkout/confirm. … Show more</div>"
             "<div class='tabs'><b style='padding:4px 0'>Activity</b><span>Show:</span><span>All</span><span>Comments</span>"
             "<span class='on'>History</span><span>Work log</span><span style='margin-left:auto'>Newest first ⇅</span></div>" + "".join(evs))
    return _jira(inner)


# ------------------------------------------------------------------------------------ blindd3: national identifiers
NAT_CSS = """
.hd{background:#0086ff;color:#fff;padding:10px 40px;display:flex;gap:24px;font-size:14px;align-items:center} .hd b{font-size:20px}
.wrap{padding:12px 40px;display:flex;gap:24px} .steps{font-size:13px;color:#555;margin-bottom:8px}
.card{border:1px solid #dde3ea;border-radius:8px;padding:14px 18px} .card h3{margin:0 0 10px;font-size:16px}
.fg{display:grid;grid-template-columns:1fr 1fr;grid-gap:10px 18px} .lb{font-size:12px;color:#5b6470;margin-bottom:3px}
.fld{border:1px solid #b9c2cc;border-radius:4px;padding:6px 10px;font-size:14px;min-height:32px}
.eor{display:flex;height:756px} .enav{width:190px;background:#1b1d3a;color:#c9cbe8;font-size:13px;padding:14px 0} .enav div{padding:7px 18px} .enav .on{background:#2d3060;color:#fff}
.et{flex:1;padding:12px 18px;font-size:12.5px;overflow:hidden} .et table{width:100%} .et th{background:#f4f5f8;font-size:11.5px;color:#555;border-bottom:1px solid #dde}
.et td{border-bottom:1px solid #eef;padding:6px 8px;white-space:nowrap} .et .sel{background:#eef3ff}
.drawer{width:360px;border-left:1px solid #dde;padding:14px 16px;font-size:13px;background:#fcfcff} .drawer .k{font-size:11px;color:#666;margin-top:9px}
.ok{color:#137333;background:#e6f4ea;border-radius:10px;padding:1px 8px;font-size:11px} .pend{color:#8a5a00;background:#fef7e0;border-radius:10px;padding:1px 8px;font-size:11px}
.ar{direction:rtl;font-family:"DejaVu Sans",sans-serif} .ar .dl{display:grid;grid-template-columns:230px 470px;row-gap:12px;font-size:15px} .ar .k{color:#5f6b76}
"""


def br_checkout(cpf: str, rg: str) -> str:
    f = [("Nome completo", _pii("PERSON", "Ana Beatriz Carvalho", "name in a checkout field (Portuguese)")),
         ("CPF", _pii("ID_NUMBER", cpf, "CPF in a checkout field")),
         ("Data de nascimento", _pii("DATE_OF_BIRTH", "14/02/1993", "date of birth in a checkout field (Portuguese)")),
         ("Celular", _pii("PHONE_NUMBER", "(11) 98231-4470", "Brazilian mobile in a checkout field")),
         ("E-mail", _pii("EMAIL_ADDRESS", "ana.bcarvalho@uol.com.br", "e-mail in a checkout field (Portuguese)")),
         ("CEP", _pii("STREET_ADDRESS", "04538-133", "CEP alone in its field")),
         ("Endereço", _pii("STREET_ADDRESS", "Avenida Brigadeiro Faria Lima", "street alone in its field (Portuguese)")),
         ("Número", _pii("STREET_ADDRESS", "3477", "house number alone in its field")),
         ("Complemento", _pii("STREET_ADDRESS", "Apto 142, Torre B", "flat number in a complement field")),
         ("Bairro", "Itaim Bibi"), ("Cidade", "São Paulo"), ("Estado", "SP")]
    fg = "".join(f"<div><div class='lb'>{k}</div><div class='fld'>{v}</div></div>" for k, v in f)
    body = ("<div class='hd'><b>Aurora</b><span>Celulares</span><span>Informática</span><span>Eletrodomésticos</span><span>Casa</span>"
            "<span style='margin-left:auto'>Olá, " + _pii("PERSON", "Ana", "first name in a site header greeting") + " · Minha conta</span><span>Carrinho (3)</span></div><div class='wrap'><div style='width:760px'>"
            "<div class='steps'>1 Carrinho › <b>2 Identificação e entrega</b> › 3 Pagamento › 4 Confirmação</div>"
            f"<div class='card'><h3>Dados pessoais e endereço de entrega</h3><div class='fg'>{fg}</div></div>"
            "<div class='card' style='margin-top:10px'><h3>Quem vai receber?</h3>"
            f"Outra pessoa: {_pii('PERSON', 'Lucas Carvalho Mendes', 'recipient name in a sentence (Portuguese)')}, RG "
            f"{_pii('ID_NUMBER', rg, 'RG beside its label in a sentence')} – apresentar documento na entrega.</div></div>"
            "<div style='width:380px'><div class='card'><h3>Resumo do pedido</h3><div style='font-size:13px;line-height:1.8'>"
            "Smartphone Galaxy A55 128 GB · R$ 1.899,00<br>Capa protetora · R$ 59,90<br>Película de vidro · R$ 39,90<br>"
            "Frete (SEDEX, 2 dias úteis) · R$ 24,90<br><b>Total R$ 2.023,70</b><br>ou 10× de R$ 202,37 sem juros</div></div>"
            "<div class='card' style='margin-top:10px;font-size:13px;line-height:1.6'><b>Nota fiscal</b><br>Emitida em nome de "
            f"{_pii('PERSON', 'Ana Beatriz Carvalho', 'name in an invoice note (Portuguese)')}, CPF {_pii('ID_NUMBER', cpf, 'CPF in a sentence')}<br>"
            "Pedido nº 1200458813 · Cupom AURORA10 aplicado</div>"
            "<p><span class='btn' style='background:#0086ff'>Continuar para pagamento</span></p></div></div>")
    return _page("www.aurora.com.br/checkout/entrega", "Entrega | Aurora", body, NAT_CSS)


def eor_people(ids: dict[str, str]) -> str:
    rows = [("Mehmet Yıldırım", "PERSON", "Türkiye", "T.C. Kimlik No", ids["tckn"], "1988-06-21", "—", "ok"),
            ("João Pedro Almeida", "PERSON", "Portugal", "NIF", ids["nif"], "1991-10-02", "—", "ok"),
            ("Marta Ibáñez Roca", "PERSON", "España", "NIE", ids["nie"], "1984-01-30", "—", "pend"),
            ("Arjun Krishnan", "PERSON", "India", "Aadhaar", ids["aadhaar"], "1990-12-05", ids["pan"], "ok"),
            ("Nguyễn Thị Hương", "DENY_LIST", "Việt Nam", "CCCD", ids["cccd"], "1986-08-12", "—", "ok"),
            ("Trần Văn Đức", "PERSON", "Việt Nam", "CCCD", ids["cccd2"], "1993-03-17", "—", "pend"),
            ("Lê Hoàng Phúc", "PERSON", "Việt Nam", "Passport", "C4829173", "1995-11-08", "—", "ok")]
    body = ""
    for n, k, c, doc, num, dob, pan, st in rows:
        name = _pii(k, n, "deny-listed name with diacritics in a table cell" if k == "DENY_LIST" else "name in a table cell")
        pn = _pii("ID_NUMBER", pan, "PAN in a table cell") if pan != "—" else pan
        body += (f"<tr class='{'sel' if k == 'DENY_LIST' else ''}'><td>{name}</td><td>{c}</td><td>{doc}</td>"
                 f"<td class='mono'>{_pii('ID_NUMBER', num, doc + ' in a table cell')}</td>"
                 f"<td>{_pii('DATE_OF_BIRTH', dob, 'date of birth (ISO) in a table cell')}</td><td class='mono'>{pn}</td>"
                 f"<td><span class='{st}'>{'Verified' if st == 'ok' else 'Pending'}</span></td></tr>")
    head = "".join(f"<th>{h}</th>" for h in ("Employee", "Country", "Document", "Number", "Date of birth", "Tax ID (PAN)", "Status"))
    dr = [("Họ và tên", _pii("DENY_LIST", "Nguyễn Thị Hương", "deny-listed name in a detail drawer (Vietnamese)")),
          ("Số CCCD", _pii("ID_NUMBER", ids["cccd"], "CCCD beside its label (Vietnamese)")),
          ("Ngày sinh", _pii("DATE_OF_BIRTH", "12/08/1986", "date of birth beside its label (Vietnamese)")),
          ("Địa chỉ thường trú", _pii("STREET_ADDRESS", "Số 12 ngõ 45 phố Huế, phường Phố Huế, quận Hai Bà Trưng, Hà Nội", "address beside its label (Vietnamese)")),
          ("Số điện thoại", _pii("PHONE_NUMBER", "0912 345 678", "phone beside its label (Vietnamese)")),
          ("Email cá nhân", _pii("EMAIL_ADDRESS", "huong.nguyen86@gmail.com", "e-mail beside its label (Vietnamese)")),
          ("Người liên hệ khẩn cấp", _pii("PERSON", "Trần Văn Đức", "emergency contact beside its label (Vietnamese)") + " (chồng)"),
          ("Chức danh", "Kế toán trưởng · Hanoi office"), ("Ngày bắt đầu", "01/04/2025")]
    drawer = ("<div class='drawer'><div style='display:flex;justify-content:space-between'><b style='font-size:15px'>Hồ sơ nhân viên</b><span>✕</span></div>"
              "<div class='muted'>Employee file · Vietnamese labels as submitted</div>"
              + "".join(f"<div class='k'>{k}</div><div>{v}</div>" for k, v in dr)
              + "<p><span class='btn' style='font-size:12px;padding:5px 12px'>Approve documents</span> <span class='btn2' style='font-size:12px;padding:5px 12px'>Request changes</span></p></div>")
    note = (f"<div style='margin-top:12px;font-size:12.5px;line-height:1.6;border:1px solid #e3e6ee;border-radius:6px;padding:8px 12px'><b>Audit note</b> · "
            f"{_pii('PERSON', 'Mehmet Yıldırım', 'name in a Turkish sentence')} adlı çalışanın {_pii('ID_NUMBER', ids['tckn'], 'T.C. Kimlik No in a Turkish sentence')} "
            "kimlik numarası e-Devlet üzerinden 12.03.2025 tarihinde doğrulandı. İkamet adresi: "
            f"{_pii('STREET_ADDRESS', 'Caferağa Mah. Moda Cad. No: 48 D: 7, Kadıköy/İstanbul', 'address in a Turkish sentence')}.</div>")
    accts = [("Mehmet Yıldırım", "Ziraat Bankası", _pii("IBAN_CODE", ids["iban_tr"], "Turkish IBAN in a table cell"), "TRY", "Monthly, last working day"),
             ("João Pedro Almeida", "Millennium BCP", _pii("IBAN_CODE", ids["iban_pt"], "IBAN in a table cell"), "EUR", "Monthly, 25th"),
             ("Arjun Krishnan", "HDFC Bank · IFSC HDFC0001234", "A/c " + _pii("ID_NUMBER", ids["acct_in"], "Indian bank account number in a table cell"), "INR", "Monthly, last working day")]
    bank = ("<h3 style='margin:14px 0 6px'>Payroll bank accounts</h3><table><tr><th>Employee</th><th>Bank</th><th>Account</th><th>Currency</th><th>Pay schedule</th></tr>"
            + "".join(f"<tr><td>{_pii('PERSON', n, 'name in a table cell')}</td><td>{b}</td><td class='mono'>{a}</td><td>{c}</td><td>{w}</td></tr>" for n, b, a, c, w in accts)
            + "</table><div class='muted' style='margin-top:6px'>Changes to bank details need a second approver · Last payroll run 28.02.2025 · Next cut-off 20.03.2025</div>")
    body = ("<div class='eor'><div class='enav'><div><b style='color:#fff'>Globalhire</b></div><div>Dashboard</div><div class='on'>People</div><div>Payroll</div>"
            "<div>Contracts</div><div>Documents</div><div>Time off</div><div>Expenses</div><div>Benefits</div><div>Reports</div><div>Settings</div></div>"
            "<div class='et'><div class='muted'>People › Identity documents · 7 of 214 employees · Filter: Onboarding Q2 2025</div>"
            f"<h3 style='margin:6px 0'>Identity documents</h3><table><tr>{head}</tr>{body}</table>{note}{bank}</div>{drawer}</div>")
    return _page("app.globalhire.com/people/documents?status=onboarding", "Identity documents · Globalhire", body, NAT_CSS)


def _ltr(html: str) -> str:
    """A left-to-right value isolated inside a right-to-left line (as such pages write them)."""
    return f"<span dir='ltr' style='unicode-bidi:isolate'>{html}</span>"


def ar_bank(emirates: str, iban: str) -> str:
    kv = [("الاسم الكامل", _pii("PERSON", "خالد عبدالله المنصوري", "name beside its label (Arabic, right to left)")),
          ("رقم الهوية الإماراتية", _ltr(_pii("ID_NUMBER", emirates, "Emirates ID beside its label (right-to-left page)"))),
          ("تاريخ الميلاد", _ltr(_pii("DATE_OF_BIRTH", "14/05/1987", "date of birth beside its label (right-to-left page)"))),
          ("رقم الهاتف المتحرك", _ltr(_pii("PHONE_NUMBER", "+971 50 482 7193", "phone beside its label (right-to-left page)"))),
          ("البريد الإلكتروني", _ltr(_pii("EMAIL_ADDRESS", "khalid.mansoori@emirates.net.ae", "e-mail beside its label (right-to-left page)"))),
          ("عنوان السكن", _pii("STREET_ADDRESS", "فيلا 23، شارع 17، حي الصفا 2، دبي", "address in Arabic")),
          ("رقم الآيبان", _ltr(_pii("IBAN_CODE", iban, "IBAN beside its label (right-to-left page)"))),
          ("جهة العمل", "شركة الخليج للتجارة العامة"), ("الدخل الشهري", "أكثر من 20,000 درهم"), ("نوع الحساب", "حساب جاري – دينار ذهبي")]
    dl = "".join(f"<div class='k'>{k}</div><div>{v}</div>" for k, v in kv)
    body = ("<div class='hd ar' style='background:#7a1f3d;padding-right:40px'><b>بنك الإمارات الوطني</b><span>الحسابات</span><span>البطاقات</span>"
            "<span>القروض</span><span>خدمة العملاء</span></div><div class='ar' style='padding:16px 40px'>"
            "<div class='muted'>الرئيسية › فتح حساب جديد › مراجعة البيانات</div><h2 style='margin:8px 0 14px'>يرجى مراجعة بياناتك قبل الإرسال</h2>"
            f"<div class='dl'>{dl}</div><p style='font-size:15px;line-height:1.7;width:900px'>سيتصل بك أحد موظفي الفرع على الرقم "
            f"{_pii('PHONE_NUMBER', '٠٥٠٤٨٢٧١٩٣', 'phone in Arabic-Indic digits in an Arabic sentence')} خلال يومي عمل لتأكيد موعد زيارة الفرع وتوقيع المستندات.</p>"
            "<p><span class='btn' style='background:#7a1f3d'>تأكيد وإرسال</span> <span class='btn2'>تعديل البيانات</span></p>"
            "<p class='muted'>رقم الطلب <span dir='ltr' style='unicode-bidi:isolate'>2025-AO-771940</span> · تم الحفظ تلقائياً الساعة 10:42</p></div>")
    return _page("www.enbd-online.ae/ar/account-opening/review", "مراجعة البيانات | فتح حساب", body, NAT_CSS)


# ------------------------------------------------------------------------------------ blindd4: autocomplete, pop-ups
POP_CSS = """
.crm{display:flex;height:756px} .kb{padding:12px 14px;display:flex;gap:12px;font-size:13px}
.col{width:180px} .col h4{margin:0 0 8px;font-size:12px;color:#555;text-transform:uppercase} .deal{background:#fff;border-radius:6px;padding:8px 10px;margin-bottom:8px;box-shadow:0 1px 2px rgba(0,0,0,.15)}
.drw{width:540px;border-left:1px solid #ddd;padding:14px 18px;position:relative;font-size:14px;background:#fff}
.ln{display:flex;align-items:center;gap:8px;border-bottom:1px solid #eee;padding:8px 0} .ln .k{width:60px;color:#777}
.chip{background:#e8eaed;border-radius:14px;padding:3px 10px;font-size:13px}
.dropdown{position:absolute;background:#fff;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.28);font-size:13px;z-index:5}
.opt{padding:7px 14px;display:flex;gap:10px;align-items:center} .opt.on{background:#e8f0fe} .opt .a{width:28px;height:28px;border-radius:14px;color:#fff;text-align:center;line-height:28px;font-size:11px;flex:none}
.toast{position:absolute;background:#323232;color:#fff;border-radius:6px;padding:12px 16px;font-size:13px;box-shadow:0 3px 10px rgba(0,0,0,.35);z-index:6}
.shop{display:flex;gap:30px;padding:16px 60px;position:relative} .shop .fld{border:1px solid #999;border-radius:4px;padding:8px 10px;font-size:14px;min-height:36px;width:420px}
.shop .af{background:#e8f0fe} .shop .foc{border:2px solid #1a73e8} .shop .lb{font-size:12px;color:#555;margin:10px 0 3px}
"""


def pop_compose() -> str:
    deals = {"Lead": [("Payflow – POS rollout", "€ 48,000", "Rafael Monteiro"), ("Nordlicht Hotels", "€ 12,500", "Greta Sommer"),
                      ("Café Lumière", "€ 3,400", None)],
             "Qualified": [("Brightwater Retail", "€ 31,200", "Owen Gallagher"), ("Tessera Labs", "€ 9,900", None)],
             "Proposal": [("Quay Logistics", "€ 76,000", "Raj Patel"), ("Hotel Miramar", "€ 18,750", None)],
             "Won": [("Maple &amp; Rye", "€ 22,400", "Rachel Adeyemi"), ("Studio Nord", "€ 6,100", None)]}

    def contact(n: str | None) -> str:
        if n is None:
            return "<br><span class='muted'>No contact yet</span>"
        k = "DENY_LIST" if n in DENY else "PERSON"
        return f"<br><span class='muted'>Contact: {_pii(k, n, 'deny-listed contact on a deal card' if k == 'DENY_LIST' else 'contact name on a deal card')}</span>"
    kb = "".join(f"<div class='col'><h4>{k} · {len(v)}</h4>" + "".join(f"<div class='deal'><b>{n}</b><br><span class='muted'>{a} · closes Apr 2025</span>{contact(c)}</div>" for n, a, c in v) + "</div>"
                 for k, v in deals.items())
    kb = ("<div style='flex:1;background:#f5f6fa'><div style='display:flex;gap:14px;padding:10px 14px 0;font-size:13px;align-items:center'><b style='font-size:16px'>Deals</b>"
          "<span class='chip'>Pipeline: Enterprise EMEA ▾</span><span class='chip'>Owner: Everyone ▾</span><span class='chip'>Close date: this quarter</span>"
          f"<span class='muted'>9 deals · € 230,250</span></div><div class='kb'>{kb}</div></div>")
    sugg = [("RM", "#6554c0", _pii("DENY_LIST", "Rafael Monteiro", "deny-listed name in an autocomplete suggestion"),
             _pii("EMAIL_ADDRESS", "rafael.monteiro@payflow.io", "e-mail in an autocomplete suggestion")),
            ("RA", "#00897b", _pii("PERSON", "Rachel Adeyemi", "name in an autocomplete suggestion"),
             _pii("EMAIL_ADDRESS", "rachel.adeyemi@gmail.com", "e-mail in an autocomplete suggestion")),
            ("RP", "#e37400", _pii("PERSON", "Raj Patel", "name in an autocomplete suggestion"),
             _pii("EMAIL_ADDRESS", "raj.patel@quay-logistics.co.uk", "e-mail in an autocomplete suggestion")),
            ("RI", "#c2185b", _pii("PERSON", "Ramona Ionescu", "name in an autocomplete suggestion"),
             _pii("EMAIL_ADDRESS", "ramona.ionescu@yahoo.ro", "e-mail in an autocomplete suggestion")),
            ("R", "#5f6368", "Rafa (mobile)", _pii("PHONE_NUMBER", "+351 912 408 337", "phone in an autocomplete suggestion"))]
    opts = "".join(f"<div class='opt{' on' if k == 0 else ''}'><div class='a' style='background:{c}'>{i}</div><div>{n}<br><span class='muted'>{e}</span></div></div>"
                   for k, (i, c, n, e) in enumerate(sugg))
    drw = ("<div class='drw'><div style='display:flex;justify-content:space-between'><b style='font-size:16px'>New email</b><span>— ⤢ ✕</span></div>"
           f"<div class='ln'><span class='k'>From</span>{_pii('EMAIL_ADDRESS', 'sales@brightloop.io', 'sender role address in a compose panel')}</div>"
           f"<div class='ln'><span class='k'>To</span><span class='chip'>{_pii('PERSON', 'Hannah Köhler', 'name in a recipient chip')}</span>"
           "<span style='border-right:1px solid #000;padding-right:1px'>ra</span></div>"
           f"<div class='dropdown' style='left:80px;top:98px;width:360px'><div class='muted' style='padding:8px 14px 2px'>Recent contacts</div>{opts}</div>"
           "<div class='ln'><span class='k'>Cc</span></div><div class='ln'><span class='k'>Subject</span>Quote Q-2025-118 for the POS rollout</div>"
           "<div style='line-height:1.6;padding-top:10px;color:#333'>Hi all,<br><br>please find attached our quote Q-2025-118 for the rollout of 340 POS terminals "
           "across your Lisbon and Porto stores. Prices are valid until 30 April 2025.<br><br>Kind regards,<br>Brightloop Sales</div>"
           "<div style='position:absolute;bottom:16px;left:18px;display:flex;gap:10px'><span class='btn'>Send</span><span class='btn2'>Schedule</span>"
           "<span class='btn2'>Quote_Q-2025-118.pdf</span></div></div>")
    toast = ("<div class='toast' style='left:24px;bottom:24px;width:420px'><b>Brightloop</b> · Your sign-in code is "
             f"{_pii('SECRET_VALUE', '604 918', 'one-time code in a toast')}. It expires in 10 minutes. <span style='color:#8ab4f8;margin-left:10px'>Dismiss</span></div>")
    body = (f"<div class='crm'>{kb}{drw}</div>{toast}")
    return _page("app.brightloop.io/deals/pipeline?view=board", "Deals · Brightloop CRM", f"<div style='position:relative'>{body}</div>", POP_CSS)


def pop_autofill() -> str:
    saved = [(_pii("STREET_ADDRESS", "Rua Garrett 74, 3º Esq", "saved street in an autofill dropdown"),
              _pii("DENY_LIST", "Rafael Monteiro", "deny-listed name in an autofill dropdown") + ", "
              + _pii("STREET_ADDRESS", "1200-204 Lisboa", "postcode and city in an autofill dropdown")),
             (_pii("STREET_ADDRESS", "Avenida da Liberdade 110", "saved street in an autofill dropdown"),
              _pii("PERSON", "R. Monteiro", "abbreviated name in an autofill dropdown") + ", "
              + _pii("STREET_ADDRESS", "1250-146 Lisboa", "postcode and city in an autofill dropdown")),
             (_pii("STREET_ADDRESS", "Carrer de Mallorca 401, 2-1", "saved street in an autofill dropdown"),
              _pii("PERSON", "Marta Ibáñez", "name in an autofill dropdown") + ", "
              + _pii("STREET_ADDRESS", "08013 Barcelona", "postcode and city in an autofill dropdown"))]
    opts = "".join(f"<div class='opt{' on' if k == 0 else ''}'><div>⌂</div><div>{a}<br><span class='muted'>{b}</span></div></div>" for k, (a, b) in enumerate(saved))
    dd = (f"<div class='dropdown' style='left:60px;top:314px;width:420px'>{opts}"
          "<div class='opt' style='border-top:1px solid #eee;color:#1a73e8'>Manage addresses…</div></div>")
    form = ("<div><h2 style='margin:0 0 4px'>Checkout</h2><div class='muted'>Cart › <b>Shipping</b> › Payment › Review</div>"
            "<div class='lb'>Email</div><div class='fld af'>" + _pii("EMAIL_ADDRESS", "rafa.monteiro88@gmail.com", "autofilled e-mail field") + "</div>"
            "<div class='lb'>Full name</div><div class='fld af'>" + _pii("DENY_LIST", "Rafael Monteiro", "deny-listed name in an autofilled field") + "</div>"
            "<div class='lb'>Phone</div><div class='fld af'>" + _pii("PHONE_NUMBER", "+351 912 408 337", "autofilled phone field") + "</div>"
            "<div class='lb'>Address line 1</div><div class='fld foc'>&nbsp;</div>"
            "<div class='lb'>Address line 2 (optional)</div><div class='fld'>&nbsp;</div>"
            "<div style='display:flex;gap:12px'><div><div class='lb'>Postcode</div><div class='fld' style='width:150px'>&nbsp;</div></div>"
            "<div><div class='lb'>City</div><div class='fld' style='width:258px'>&nbsp;</div></div></div>"
            "<div class='lb'>Country</div><div class='fld'>Portugal ▾</div>"
            "<p><span class='btn' style='background:#111'>Continue to payment</span></p></div>")
    summ = ("<div style='width:400px'><div style='border:1px solid #ddd;border-radius:8px;padding:14px 18px;font-size:14px;line-height:1.8'><b>Order summary</b><br>"
            "Trail runner GTX, size 43 · €149.00<br>Merino socks (3-pack) · €27.00<br>Shipping (CTT Expresso) · €4.90<br>"
            "<b>Total €180.90</b><br><span class='muted'>Order no. 2025-031488 · Pay with Visa •••• 4471</span></div>"
            "<div style='border:1px solid #ddd;border-radius:8px;padding:14px 18px;font-size:14px;line-height:1.7;margin-top:12px'><b>Delivery options</b><br>"
            "◉ CTT Expresso · 1-2 working days · €4.90<br>○ Pickup point (Payshop) · 2-3 working days · free<br>○ Store pickup Chiado · tomorrow after 14:00 · free</div>"
            "<p class='muted'>Need help? Call 800 20 30 40 (free, weekdays 9:00–19:00) · Returns within 30 days</p></div>")
    return _page("shop.trailhouse.pt/checkout/shipping", "Checkout – Trailhouse",
                 "<div style='height:46px;border-bottom:1px solid #ddd;display:flex;align-items:center;gap:22px;padding:0 60px;font-size:14px'>"
                 "<b style='font-size:18px'>TRAILHOUSE</b><span>Men</span><span>Women</span><span>Kids</span><span>Sale</span>"
                 "<span style='margin-left:auto'>Secure checkout</span></div>"
                 f"<div class='shop'>{form}{summ}{dd}</div>", POP_CSS)


def pop_password() -> str:
    bubble = ("<div class='dropdown' style='right:14px;top:50px;width:360px;padding:16px 18px;font-size:14px'>"
              "<div style='display:flex;justify-content:space-between'><b>Save password?</b><span>✕</span></div>"
              f"<div class='lb' style='font-size:12px;color:#555;margin-top:12px'>Username</div><div style='border-bottom:1px solid #999;padding:4px 0'>"
              f"{_pii('ACCOUNT_NAME', 'rafa.monteiro88', 'username in a save-password bubble')}</div>"
              "<div style='font-size:12px;color:#555;margin-top:10px'>Password</div><div style='border-bottom:1px solid #999;padding:4px 0'>•••••••••••••• Show</div>"
              "<div style='display:flex;justify-content:flex-end;gap:10px;margin-top:14px'><span class='btn2'>Never</span><span class='btn'>Save</span></div>"
              "<div class='muted' style='margin-top:8px'>Passwords are saved to Google Password Manager on this device.</div></div>")
    notes = ("<div class='toast' style='right:14px;top:300px;width:360px;background:#fff;color:#222'><div class='muted'>Messages · now</div>"
             f"<b>+351 935 000 120</b><br>Payflow: {_pii('SECRET_VALUE', '731406', 'SMS code in an OS notification')} is your verification code. Don't share it.</div>"
             "<div class='toast' style='right:14px;top:410px;width:360px;background:#fff;color:#222'><div class='muted'>✉ Gmail · 1 min ago · "
             f"{_pii('EMAIL_ADDRESS', 'rafa.monteiro88@gmail.com', 'account e-mail in an OS notification header')}</div><b>Security alert</b><br>"
             f"New sign-in on Linux · Chrome · from IP {_pii('IP_ADDRESS', '89.114.72.203', 'IP in an OS notification')} (Lisbon, PT)</div>")
    login = ("<div style='width:420px;margin:60px 0 0 180px;border:1px solid #ddd;border-radius:10px;padding:28px 30px;font-size:14px'>"
             "<div style='font-size:22px;font-weight:bold;color:#0052cc'>payflow</div><h3>Two-step verification</h3>"
             "<p>Enter the 6-digit code we sent to +351 9•• ••• 337. Didn't get it? <a>Resend in 0:42</a></p>"
             "<div style='display:flex;gap:8px'>" + "".join("<div class='fld' style='width:44px;height:48px;border:1px solid #999;border-radius:6px'></div>" for _ in range(6)) + "</div>"
             "<p><label>☐ Trust this browser for 30 days</label></p><span class='btn'>Verify</span>"
             "<p class='muted'>Signed in as rafa.•••••••@gmail.com · Not you? Switch account</p></div>")
    return _page("dashboard.payflow.io/login/verify", "Verify – Payflow Dashboard",
                 f"<div style='position:relative;height:756px;display:flow-root'>{login}{bubble}{notes}"
                 "<div class='muted' style='position:absolute;left:180px;bottom:24px'>© 2025 Payflow Ltd · Privacy · Terms · Cookie settings · "
                 "System status: all systems operational · v4.18.2</div></div>", POP_CSS)


# ------------------------------------------------------------------------------------- blindd5: phone screens (HiDPI)
PHONE_CSS = """
body{background:#18181b} .desk{display:flex;justify-content:center;gap:70px;padding-top:14px;height:756px}
.ph{width:330px;height:700px;border:10px solid #000;border-radius:38px;background:#fff;overflow:hidden;position:relative;font-size:13px;box-shadow:0 0 0 2px #3f3f46}
.sb{height:28px;display:flex;justify-content:space-between;padding:6px 20px 0;font-size:12px;font-weight:bold}
.ttl{font-size:20px;font-weight:bold;padding:8px 16px} .srch{margin:0 16px 8px;background:#f1f3f4;border-radius:18px;padding:8px 14px;color:#777}
.pay{display:flex;gap:10px;padding:9px 16px;border-bottom:1px solid #f0f0f0;align-items:center} .pay .a{width:36px;height:36px;border-radius:18px;color:#fff;text-align:center;line-height:36px;font-weight:bold;flex:none}
.pay small{color:#666;font-size:11px} .nvb{position:absolute;bottom:0;left:0;right:0;height:54px;border-top:1px solid #eee;display:flex;justify-content:space-around;align-items:center;font-size:11px;color:#555;background:#fff}
.cf{padding:4px 18px} .cf .k{font-size:11px;color:#777;margin-top:10px} .cf .v{font-size:14px}
.wa{background:#efe7de;height:100%} .wah{background:#075e54;color:#fff;padding:8px 12px;display:flex;gap:10px;align-items:center}
.bub{max-width:240px;padding:6px 9px;border-radius:8px;margin:6px 10px;font-size:13px;line-height:1.4;box-shadow:0 1px 1px rgba(0,0,0,.12)}
.in{background:#fff} .out{background:#dcf8c6;margin-left:auto} .bub .t{font-size:10px;color:#888;float:right;margin:4px 0 0 8px}
.shade{background:#202124;color:#e8eaed;height:100%} .qs{display:grid;grid-template-columns:1fr 1fr;gap:8px;padding:8px 14px}
.qs div{background:#3c4043;border-radius:18px;padding:10px 12px;font-size:12px} .qs .on{background:#a8c7fa;color:#062e6f}
.nt{background:#2d2e31;border-radius:16px;margin:8px 12px;padding:10px 12px;font-size:12.5px;line-height:1.45} .nt .h{font-size:11px;color:#9aa0a6}
"""


def _phones(left: str, right: str) -> str:
    return _win("<span style='color:#e4e4e7'>Phone mirroring · Pixel 8 Pro</span><span style='color:#71717a'>Connected over Wi-Fi</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", PHONE_CSS, bar="#27272a", fg="#e4e4e7")


def phone_bank(ibans: dict[str, str]) -> str:
    sb = "<div class='sb'><span>09:41</span><span>5G ▮ 87%</span></div>"
    payees = [("AB", "#1565c0", _pii("PERSON", "Ana Beatriz Carvalho", "payee name in a banking app list"),
               _pii("IBAN_CODE", ibans["ana"], "IBAN under a payee name in small text")),
              ("RM", "#6a1b9a", _pii("DENY_LIST", "Rafael Monteiro", "deny-listed payee name in a banking app list"),
               _pii("IBAN_CODE", ibans["rafael"], "IBAN under a payee name in small text")),
              ("CE", "#455a64", "Condomínio Edifício Aurora", _pii("IBAN_CODE", ibans["condo"], "IBAN under a payee name in small text")),
              ("M", "#c62828", "Mãe ♥", "MB WAY · " + _pii("PHONE_NUMBER", "+351 936 112 480", "MB WAY phone under a payee name")),
              ("E", "#2e7d32", "EDP Comercial", "Entidade 21312 · Ref. 123 456 789"),
              ("SB", "#ef6c00", _pii("PERSON", "Sérgio Baptista", "payee name in a banking app list"), "MB WAY · "
               + _pii("PHONE_NUMBER", "+351 965 220 714", "MB WAY phone under a payee name"))]
    lst = "".join(f"<div class='pay'><div class='a' style='background:{c}'>{i}</div><div>{n}<br><small>{s}</small></div></div>" for i, c, n, s in payees)
    nav = "<div class='nvb'><span>⌂ Home</span><span style='color:#1565c0'>⇄ Payments</span><span>▭ Cards</span><span>☰ More</span></div>"
    left = f"{sb}<div class='ttl'>Payees</div><div class='srch'>Search payees</div><div class='muted' style='padding:4px 16px'>Favourites</div>{lst}{nav}"
    conf = [("From", "Current account •• 4471"), ("To", _pii("PERSON", "Ana Beatriz Carvalho", "payee name on a transfer confirmation")),
            ("IBAN", _pii("IBAN_CODE", ibans["ana"], "IBAN on a transfer confirmation")),
            ("Amount", "€ 240,00"), ("Description", "Renda abril"), ("When", "Today, 14 Mar 2025 · instant"), ("Fee", "€ 0,00"),
            ("Reference", "TRF-88412-ZX")]
    cf = "".join(f"<div class='k'>{k}</div><div class='v'>{v}</div>" for k, v in conf)
    right = (f"{sb}<div style='padding:4px 16px;color:#1565c0'>‹ Back</div><div class='ttl'>Confirm transfer</div><div class='cf'>{cf}</div>"
             "<div style='margin:18px;background:#1565c0;color:#fff;border-radius:22px;text-align:center;padding:12px'>Confirm with PIN</div>"
             "<div class='muted' style='text-align:center'>You can cancel within 5 seconds</div>")
    return _phones(left, right)


def phone_chat() -> str:
    sb = "<div class='sb' style='background:#075e54;color:#fff'><span>10:14</span><span>5G ▮ 84%</span></div>"
    card = ("<div class='bub in' style='width:230px'><div style='display:flex;gap:8px;align-items:center;border-bottom:1px solid #eee;padding-bottom:6px'>"
            "<div style='width:34px;height:34px;border-radius:17px;background:#90a4ae'></div><div>"
            f"<b>{_pii('PERSON', 'Sérgio Baptista', 'name on a shared contact card')}</b><br>"
            f"{_pii('PHONE_NUMBER', '+351 965 220 714', 'phone on a shared contact card')}</div></div>"
            "<div style='display:flex;justify-content:space-around;color:#128c7e;padding-top:6px'><span>Message</span><span>Add contact</span></div></div>")
    msgs = ("<div class='bub in'>Olá! Here's the plumber for the leak in the kitchen<span class='t'>10:02</span></div>" + card
            + "<div class='bub out'>Thanks!! What's the wifi at the flat again?<span class='t'>10:05 ✓✓</span></div>"
            + f"<div class='bub in'>Aurora_5G, password {_pii('SECRET_VALUE', 'limoeiro-2019', 'Wi-Fi password in a chat bubble')}<span class='t'>10:06</span></div>"
            + f"<div class='bub in'>Also my new email: {_pii('EMAIL_ADDRESS', 'rafa.monteiro88@gmail.com', 'e-mail in a chat bubble')}<span class='t'>10:07</span></div>"
            + "<div class='bub out'>Saved, thanks<span class='t'>10:09 ✓✓</span></div>")
    left = (f"{sb}<div class='wa'><div class='wah'>‹ <div style='width:32px;height:32px;border-radius:16px;background:#b39ddb'></div><div>"
            f"<b>{_pii('DENY_LIST', 'Rafael Monteiro', 'deny-listed name in a chat header')}</b><br><small>online</small></div></div>{msgs}"
            "<div style='position:absolute;bottom:10px;left:10px;right:10px;background:#fff;border-radius:20px;padding:9px 14px;color:#888'>Message</div></div>")
    nts = [("Messages · now", "<b>Revolut</b><br>" + _pii("SECRET_VALUE", "482913", "SMS one-time code in a notification shade")
            + " is your Revolut code. Never share it with anyone, not even Revolut staff."),
           ("☎ Phone · 12 min", "<b>Missed call</b><br>" + _pii("PHONE_NUMBER", "+44 7700 581204", "missed-call number in a notification shade")
            + "<br><span style='color:#8ab4f8'>Call back · Message</span>"),
           ("● WhatsApp · 7 min", "<b>" + _pii("DENY_LIST", "Rafael Monteiro", "deny-listed name in a notification") + "</b> (2 messages)<br>Also my new email: "
            + _pii("EMAIL_ADDRESS", "rafa.monteir", "e-mail cut by a notification preview's ellipsis") + "…"),
           ("✉ Gmail · 25 min", "<b>" + _pii("PERSON", "Ana Beatriz Carvalho", "sender name in a notification") + "</b><br>Comprovativo da transferência – renda abril"),
           ("Calendar · 15:30", "<b>Dentist</b> – Dr. " + _pii("PERSON", "Inês Faria", "name in a calendar notification") + ", Clínica Sorriso")]
    right = ("<div class='shade'><div class='sb'><span>10:14</span><span>Fri, 14 Mar</span></div>"
             "<div class='qs'><div class='on'>Wi-Fi<br>Aurora_5G</div><div>Bluetooth<br>Off</div><div class='on'>Mobile data<br>NOS</div><div>Do Not Disturb</div></div>"
             + "".join(f"<div class='nt'><div class='h'>{h}</div>{t}</div>" for h, t in nts)
             + "<div style='text-align:center;color:#9aa0a6;font-size:12px;margin-top:4px'>Manage · Clear all</div></div>")
    return _phones(left, right)


# ------------------------------------------------------------------------------------------- blindd6: dense data
BI_CSS = """
.bi{display:flex;height:756px} .bn{width:56px;background:#1f2937} .bm{flex:1;padding:10px 18px;overflow:hidden}
.kp{display:flex;gap:10px;margin:8px 0} .kp div{flex:1;border:1px solid #e5e7eb;border-radius:6px;padding:6px 10px;font-size:11px;color:#6b7280}
.kp b{display:block;font-size:17px;color:#111827} .flt{font-size:12px;display:flex;gap:8px;margin:4px 0} .flt span{border:1px solid #d1d5db;border-radius:12px;padding:2px 9px}
.dt{border-collapse:collapse;font-family:"DejaVu Sans Mono",monospace;font-size:11px;width:100%;table-layout:fixed}
.dt th{font-family:"DejaVu Sans",sans-serif;font-size:11px;text-align:left;background:#f3f4f6;color:#374151;padding:4px 6px;border-bottom:1px solid #d1d5db}
.dt td{padding:2px 6px;white-space:nowrap;overflow:hidden;height:20px} .dt tr:nth-child(even) td{background:#f9fafb} .dt .n{text-align:right}
.dark .bn{background:#030712} .dark .kp div{border-color:#1f2937;color:#6b7280} .dark .kp b{color:#9ca3af} .dark .flt span{border-color:#374151;color:#6b7280}
.dark .dt th{background:#1f2937;color:#6b7280;border-bottom:1px solid #374151} .dark .dt td{color:#6b7280} .dark .dt tr:nth-child(even) td{background:#0d1422}
.dark .dt td.hi{color:#7c8594}
"""
FIRST = ["Oliver", "Sophie", "Lukas", "Emma", "Mateo", "Aoife", "Noah", "Zofia", "Liam", "Chloé", "Finn", "Amara", "Jonas", "Isabella", "Elias",
         "Freya", "Hugo", "Saoirse", "Bartholomew", "Maximiliane", "Theo", "Ingeborg", "Kofi", "Anneliese", "Rui", "Małgosia", "Dario", "Hanna",
         "Pieter", "Léa", "Caoimhe", "Wojciech", "Giulia", "Sven", "Yara", "Ruairí", "Mila", "Anton", "Constantin", "Evelien", "Niamh", "Oskar",
         "Alessandra", "Tobias"]
LAST = ["Bennett", "Müller", "de Vries", "Rossi", "Fitzgerald-Hamilton", "Kowalczyk", "Lefebvre", "Murphy", "Schneider", "Andersen", "Okoro",
        "van der Berg", "García", "Novak", "Hoffmann", "O'Sullivan", "Lindgren", "Mensah", "Dubois", "Wojciechowska", "Moreau", "Kaczmarek",
        "Bianchi", "Jansen", "Nowak", "Schmidt-Rottluff", "Costa", "Brennan", "Fischer", "Visser", "Larsen", "Romano"]
CITIES = [("London", "UK", "SW11 4NJ", "+44 7### ######"), ("Manchester", "UK", "M14 5QT", "07### ######"), ("Berlin", "DE", "10437", "+49 15# ########"),
          ("München", "DE", "80469", "0176 ########"), ("Amsterdam", "NL", "1072 LK", "+31 6 ########"), ("Rotterdam", "NL", "3012 AH", "06-########"),
          ("Paris", "FR", "75011", "+33 6 ## ## ## ##"), ("Lyon", "FR", "69003", "07 ## ## ## ##"), ("Dublin", "IE", "D08 X2A4", "+353 87 ### ####"),
          ("Kraków", "PL", "31-042", "+48 ### ### ###"), ("Milano", "IT", "20144", "+39 3## ### ####"), ("Lisboa", "PT", "1200-204", "+351 91# ### ###")]
DOMAINS = ["gmail.com", "outlook.com", "web.de", "hotmail.co.uk", "icloud.com", "yahoo.fr", "proton.me", "gmx.net", "ziggo.nl", "libero.it"]


def _customers(rng: random.Random, n: int) -> list[tuple[str, str, str, str, str, str, int, str, str]]:
    out = []
    for k in range(n):
        first, last = FIRST[k % len(FIRST)], LAST[(k * 7 + 3) % len(LAST)]
        city, cc, pc, ph = CITIES[rng.randrange(len(CITIES))]
        local = f"{first}.{last}".lower().replace(" ", "").replace("'", "")
        local = unicodedata.normalize("NFKD", local.replace("ü", "ue").replace("ł", "l")).encode("ascii", "ignore").decode()
        local += str(rng.randint(70, 99)) if rng.random() < 0.4 else ""
        email = f"{local}@{rng.choice(DOMAINS)}"
        phone = "".join(rng.choice(string.digits) if c == "#" else c for c in ph)
        orders = rng.randint(1, 48)
        ltv = f"{orders * rng.uniform(35, 140):,.2f}"
        last_order = f"2025-0{rng.randint(1, 3)}-{rng.randint(10, 28)}"
        out.append((f"{first} {last}", email, phone, city, cc, pc, orders, ltv, last_order))
    return out


def _bi(start: int, rows: list[tuple[str, str, str, str, str, str, int, str, str]], dark: bool) -> str:
    body = ""
    low = "low-contrast " if dark else ""
    for k, (name, email, phone, city, cc, pc, orders, ltv, last) in enumerate(rows):
        if len(name) > 19:
            nm = _pii("PERSON", name[:18], f"{low}name cut by an ellipsis in an 11 px table cell") + "…"
        else:
            nm = _pii("PERSON", name, f"{low}name in an 11 px table cell")
        if len(email) > 27:
            em = _pii("EMAIL_ADDRESS", email[:26], f"{low}e-mail cut by an ellipsis in an 11 px table cell") + "…"
        else:
            em = _pii("EMAIL_ADDRESS", email, f"{low}e-mail in an 11 px table cell")
        body += (f"<tr><td class='n'>{start + k}</td><td class='hi'>{nm}</td><td>{em}</td>"
                 f"<td>{_pii('PHONE_NUMBER', phone, low + 'phone in an 11 px table cell')}</td><td>{city}</td><td>{cc}</td>"
                 f"<td>{_pii('STREET_ADDRESS', pc, low + 'postcode alone in an 11 px table cell')}</td><td class='n'>{orders}</td>"
                 f"<td class='n'>{ltv}</td><td>{last}</td></tr>")
    cols = [("#", 34), ("Customer", 170), ("Email", 220), ("Phone", 150), ("City", 96), ("Ctry", 40), ("Postcode", 80), ("Orders", 56),
            ("LTV (€)", 84), ("Last order", 90)]
    head = "".join(f"<th style='width:{w}px'>{h}</th>" for h, w in cols)
    kp = ("<div class='kp'><div>Customers<b>18,204</b></div><div>Avg. LTV<b>€ 412.80</b></div><div>Repeat rate<b>38.6 %</b></div>"
          "<div>Churned (90 d)<b>1,127</b></div><div>Refresh<b>10:42</b></div></div>")
    page = f"{start // len(rows) + 1}"
    body = (f"<div class='bi{' dark' if dark else ''}'><div class='bn'></div><div class='bm'>"
            f"<div style='display:flex;align-items:baseline;gap:14px'><b style='font-size:16px'>Customer lifetime value</b>"
            "<span class='muted'>Explore › customers_ltv_v3 · export preview</span><span class='muted' style='margin-left:auto'>Download CSV · Schedule · Share</span></div>"
            "<div class='flt'><span>Region: EU + UK</span><span>Signup: 2023–2025</span><span>Segment: All</span><span>Sort: LTV ▾</span><span>+ Filter</span></div>"
            f"{kp}<table class='dt'><tr>{head}</tr>{body}</table>"
            f"<div class='muted' style='margin-top:6px'>Rows {start}–{start + len(rows) - 1} of 18,204 · page {page} · query 0.84 s · cached</div></div></div>")
    return _page("bi.northwind.io/explore/customers_ltv_v3?limit=500", "Customer lifetime value · Northwind BI", body, BI_CSS, dark=dark)


# ------------------------------------------------------------------------------------------------------- the rig
def record_states(browser: Any, rig: BlindRig2, source_day: Path, work: Path, rid: str, pages: list[tuple[str, Any]],
                  label: str, dsf: float = 1.0) -> None:
    """One recording of a blind set: each screen state built (`PAGE` keeping its values' situations) and shot, a value
    whose characters step back (forward, written right to left) labelled wrapped over lines, the recording written
    (`privacy_screens._record`); the sets after this one render through it too."""
    imgs, truths = [], []
    for k, (name, make) in enumerate(pages):
        PAGE.clear()
        html = make()
        rig.state_sit[(rid, k)] = dict(PAGE)
        img, t, pg = _shoot(browser, html, SIZE, dsf, work, name)
        pg.close()
        imgs.append(img)
        truths.append(t)
    for k, v in SIT.items():
        rig.situation.setdefault(k, v)
    for t in truths:  # a value whose next character starts left of the one before wraps to a new line
        for _, _kind, value, _full, boxes in t["ids"]:  # (right of it, written right to left)
            if any(unicodedata.bidirectional(c) in ("R", "AL") for c in value):
                back = any(b[0] > a[2] + 2 * max(1, a[2] - a[0]) for a, b in itertools.pairwise(boxes))
            else:
                back = any(b[0] < a[0] - 2 * max(1, a[2] - a[0]) for a, b in itertools.pairwise(boxes))
            if back and "\n" not in value:
                sit = rig.situation.get(value, label)
                if not sit.endswith(", wrapped over lines"):
                    rig.situation[value] = sit + ", wrapped over lines"
    clicks = [Action("click", 1200, 770) for _ in pages[1:]]
    _record_rig(source_day / rid, rid, SIZE, dsf, imgs, truths, clicks, rig, label)


@contextlib.contextmanager
def recorder(chromium: str, rig: BlindRig2, source_day: Path, work: Path) -> Iterator[Any]:
    """Debian's chromium (through playwright, with the rig's arguments) for one set's recordings, and their `record`
    (`record_states` into `source_day`); the sets after this one render through it."""
    import sys

    from privacy_screens import SCREENS

    sys.path.insert(0, str(SCREENS))
    from playwright.sync_api import sync_playwright
    from session import CHROMIUM_ARGS

    work.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_ARGS)
        try:
            yield functools.partial(record_states, browser, rig, source_day, work)
        finally:
            browser.close()


def preview(render: Any, default: str) -> None:
    """Render a set's pages only, as PNG into the folder given on the command line or `default` (a look at the
    layouts without the pipeline)."""
    import shutil
    import sys
    import tempfile

    out = Path(sys.argv[1] if len(sys.argv) > 1 else default)
    render(shutil.which("chromium") or "chromium", Path(tempfile.mkdtemp()) / "day", out)


def render_blind4(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20251205)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    ids = {"aadhaar": _aadhaar(rng), "tckn": _tckn(rng), "nif": _nif_pt(rng), "nie": _nie(rng), "rg": _rg_sp(rng), "cpf": _cpf(rng),
           "emirates": _emirates(rng), "vat_de": _vat_de(rng), "vat_fr": _vat_fr(rng), "card": _card(rng, "4539"),
           "pan": "BNZPK" + "".join(rng.choice(string.digits) for _ in range(4)) + rng.choice(string.ascii_uppercase),
           "cccd": "001186" + "".join(rng.choice(string.digits) for _ in range(6)),
           "cccd2": "079093" + "".join(rng.choice(string.digits) for _ in range(6)),
           "iban_tr": _iban_b("TR", "00010" + "0" + "".join(rng.choice(string.digits) for _ in range(16))),
           "iban_pt": _iban_b("PT", "0033" + "0000" + "".join(rng.choice(string.digits) for _ in range(13))),
           "acct_in": "5010" + "".join(rng.choice(string.digits) for _ in range(10))}
    ibans = {"seller": _iban_b("DE", "60050101" + "".join(rng.choice(string.digits) for _ in range(10))),
             "ana": _iban_b("PT", "0033" + "0000" + "".join(rng.choice(string.digits) for _ in range(13))),
             "rafael": _iban_b("PT", "0035" + "0651" + "".join(rng.choice(string.digits) for _ in range(13))),
             "condo": _iban_b("PT", "0007" + "0000" + "".join(rng.choice(string.digits) for _ in range(13))),
             "ae": _iban_b("AE", "033" + "".join(rng.choice(string.digits) for _ in range(16)))}
    id_card = "F7K2PX" + "".join(rng.choice(string.digits) for _ in range(3))
    customers = _customers(rng, 56)
    held: dict[str, str] = {}

    def issue() -> str:
        html, db = jira_issue(rng, ibans["rafael"], ids["card"])
        held["db"] = db
        return html

    with recorder(chromium, rig, source_day, work) as record:
        record("blindd0", [("doc0", doc_letter), ("doc1", lambda: doc_share(rng))], "document editor")
        record("blindd1", [("pdf0", lambda: pdf_invoice(ibans["seller"], ids["vat_de"], ids["vat_fr"])),
                           ("pdf1", lambda: pdf_contract(id_card))], "PDF viewer (invoice, scanned contract)")
        record("blindd2", [("jira0", issue), ("jira1", lambda: jira_history(rng, held["db"]))], "issue tracker")
        record("blindd3", [("br0", lambda: br_checkout(ids["cpf"], ids["rg"])), ("eor0", lambda: eor_people(ids)),
                           ("ar0", lambda: ar_bank(ids["emirates"], ibans["ae"]))], "national identifiers, RTL")
        record("blindd4", [("pop0", pop_compose), ("pop1", pop_autofill), ("pop2", pop_password)], "autocomplete and pop-ups")
        record("blindd5", [("phone0", lambda: phone_bank(ibans)), ("phone1", phone_chat)], "phone screens (HiDPI)", dsf=2.0)
        record("blindd6", [("bi0", lambda: _bi(1, customers[:28], False)), ("bi1", lambda: _bi(29, customers[28:], True))],
               "dense customer table")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind4, "/tmp/blind4/preview")
