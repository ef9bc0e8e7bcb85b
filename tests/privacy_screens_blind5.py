# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A fifth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind4.py, other applications again): rendered by Debian's
chromium through the rig of tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`,
its ink measured per character.

Seven Clones recordings (`blinde0` … `blinde6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blinde0` a desktop mail client in three panes (account folders named by their addresses, a message list of
  senders, subjects and previews, one preview cut by its ellipsis inside an e-mail address): the opened reply carries
  a signature block (a name in Latin and in kanji, direct line, mobile, the company's address that is not private, a
  LinkedIn URL with the person's handle) above a quoted reply chain (`On Mon, 3 Mar 2025 at 16:20, <name> <e-mail>
  wrote:`, a quoted home-office address over three lines); then a forwarded message (the forwarded header block, a
  new starter's PPS number, date of birth, IBAN, home address and mobile in running prose);
- `blinde1` a team workspace at device scale 2 (HiDPI): a channel with a member's profile pop-over (display name,
  full name, pronouns, local time, e-mail, phone), a thread whose code block pastes `env` output (an AWS key pair, a
  database URL with its password, a live Stripe secret key; the publishable key, region, port and commit not private),
  an `@handle` mention; then the people directory (handles, titles, e-mails, some cut by an ellipsis, phones);
- `blinde2` a job-application review: a CV in a serif font (the deny-listed applicant's name big at the top, a
  contact line `e-mail · phone · city · LinkedIn · GitHub` handles, `Born 14.02.1991 in Tarnów`, a home address, a
  referee), beside the recruiter's scorecard (reviewers, a PESEL quoted in a note); then the ATS candidate table
  (names, e-mails, phones, rejected rows in low-contrast grey; requisition numbers, ratings and dates not private);
- `blinde3` an e-commerce admin: an order page (customer card: name, e-mail, phone, a US shipping address and a UK
  billing address over several lines, `Customer since`, a note with a door code and a phone; order number, SKUs,
  amounts and the fulfilment timeline's tracking number not private, the timeline naming the customer's e-mail), then
  the customers list with a customer's e-mail typed in its search box;
- `blinde4` a hotel front desk: the arrivals grid zoomed out to 80 % (11 px text: guests' passport numbers, dates of
  birth, phones, a card number typed into a guarantee note; room numbers, rates and dates not private), a guest
  registration card in a serif font with a passport's machine-readable zone (the deny-listed name as the MRZ writes it,
  the second line with its check digits), then a school trip's rooming list (pupils' dates of birth, guardians' names
  and phones, an Irish PPS number);
- `blinde5` a US tax return web form: SSNs typed one part per box (taxpayer, spouse), a home address, the dependants
  table (names, SSNs, dates of birth), then direct deposit (account number; the routing number not private), the
  identity protection PIN, phone and e-mail, the paid preparer's PTIN beside the firm's EIN that is not private; then
  the confirmation page (a masked SSN and a submission ID that are not private, the filer's e-mail);
- `blinde6` a cloud console in monospace: IAM users (user names, access key IDs, last-used IPs, an ARN ending in a
  user name; the account ID and key ages not private), API keys (a revealed live secret key, a webhook URL carrying
  its token, a signing secret; the publishable key and masked keys not private), then dark account settings with
  2FA backup codes, a recovery phone and e-mail, and the sessions' IPs in low contrast.

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Polish, a Japanese written in Latin letters
and an Irish name with its apostrophe; the last one also shown without its accent, with a typographic apostrophe and
as a passport's MRZ writes it, the Japanese one also in kanji). Checksummed values (IBAN, card, PESEL, PPS number,
SSN ranges, ABA routing number, MRZ check digits) are valid.
"""

from __future__ import annotations

import random
import string
from pathlib import Path

from privacy_screens import _card
from privacy_screens_blind import SIT, _rand
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _luhn_ok, _pesel, _win
from privacy_screens_blind4 import _page, _pii, preview, recorder

DENY = ["Małgorzata Wiśniewska", "Haruto Takahashi", "Siobhán O'Donoghue"]
OD, SIOB_NA = "O'Donoghue", "Siobhan O'Donoghue"  # (an apostrophe inside markup written in single quotes)


# ------------------------------------------------------------------------------------------------ valid identifiers
def _ssn(rng: random.Random, area: int) -> str:
    """A US SSN in the ranges ever issued (area not 000, 666 or 9xx, group not 00, serial not 0000)."""
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def _ssn_ok(s: str) -> bool:
    a, g, n = s.split("-")
    return len(a) == 3 and len(g) == 2 and len(n) == 4 and a not in ("000", "666") and a[0] != "9" and g != "00" and n != "0000"


def _aba(first8: str) -> str:
    """An ABA routing number: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10)."""
    d = [int(c) for c in first8]
    s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return first8 + str((10 - s % 10) % 10)


def _aba_ok(r: str) -> bool:
    d = [int(c) for c in r]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


def _ppsn(rng: random.Random) -> str:
    """An Irish PPS number in the 2013 form: seven digits, a check letter, then `A`."""
    d = [rng.randint(0, 9) for _ in range(7)]
    r = (sum(v * (8 - k) for k, v in enumerate(d)) + 9 * 1) % 23
    return "".join(map(str, d)) + "WABCDEFGHIJKLMNOPQRSTUV"[r] + "A"


def _ppsn_ok(p: str) -> bool:
    s = sum(int(v) * (8 - k) for k, v in enumerate(p[:7])) + 9 * (ord(p[8]) - 64 if len(p) > 8 else 0)
    return "WABCDEFGHIJKLMNOPQRSTUV"[s % 23] == p[7]


def _mrz_digit(s: str) -> str:
    val = {**{c: int(c) for c in string.digits}, **{c: k + 10 for k, c in enumerate(string.ascii_uppercase)}, "<": 0}
    return str(sum(val[c] * (7, 3, 1)[k % 3] for k, c in enumerate(s)) % 10)


def _mrz(doc: str, nat: str, dob: str, sex: str, exp: str, personal: str = "") -> str:
    """The second line of a passport's machine-readable zone (ICAO 9303 TD3), check digits included."""
    d = doc.ljust(9, "<")
    p = personal.ljust(14, "<")
    a = d + _mrz_digit(d)
    b = dob + _mrz_digit(dob)
    c = exp + _mrz_digit(exp)
    e = p + _mrz_digit(p)
    return f"{a}{nat}{b}{sex}{c}{e}{_mrz_digit(a + b + c + e)}"


def _mrz_ok(line: str) -> bool:
    a, b, c, e = line[0:10], line[13:20], line[21:28], line[28:43]
    return (len(line) == 44 and all(x[:-1] and _mrz_digit(x[:-1]) == x[-1] for x in (a, b, c, e))
            and _mrz_digit(a + b + c + e) == line[43])


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    for k in ("ssn", "ssn_sp", "ssn_d1", "ssn_d2", "ssn_d3"):
        assert _ssn_ok(ids[k]), ids[k]
    assert _aba_ok(ids["aba"]), ids["aba"]
    w = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1)
    assert sum(int(a) * b for a, b in zip(ids["pesel"], w, strict=True)) % 10 == 0, ids["pesel"]
    assert _ppsn_ok(ids["ppsn"]) and _ppsn_ok(ids["ppsn2"]), (ids["ppsn"], ids["ppsn2"])
    assert _mrz_ok(ids["mrz"]), ids["mrz"]
    assert _luhn_ok(ids["card"]), ids["card"]


# --------------------------------------------------------------------------------------- blinde0: desktop mail client
MC_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif}
.tbar{height:38px;background:#f0f0f4;border-bottom:1px solid #d0d0d7;display:flex;align-items:center;gap:16px;padding:0 14px;font-size:13px;color:#333}
.tbar .s{margin-left:auto;border:1px solid #c0c0c8;border-radius:4px;background:#fff;padding:3px 10px;width:260px;color:#888}
.mc{display:flex;height:718px} .ft{width:232px;background:#f7f7fa;border-right:1px solid #d8d8de;font-size:12.5px;padding:8px 0;overflow:hidden}
.ft div{padding:3px 10px;white-space:nowrap} .ft .acc{font-weight:bold;margin-top:8px} .ft .l2{padding-left:26px} .ft .l3{padding-left:42px}
.ft .on{background:#dbe7fb} .ft .n{color:#1a5fb4;font-weight:bold}
.ml{width:372px;border-right:1px solid #d8d8de;font-size:12.5px;overflow:hidden}
.ml .h{padding:6px 12px;border-bottom:1px solid #e4e4ea;color:#555;display:flex;justify-content:space-between}
.it{padding:7px 12px 7px 14px;border-bottom:1px solid #ececf0;line-height:1.4} .it.sel{background:#cfe0fc} .it.unr .f{font-weight:bold}
.it .r1{display:flex;justify-content:space-between} .it .d{color:#666;font-size:11.5px} .it .p{color:#666;white-space:nowrap;overflow:hidden}
.rp{flex:1;padding:12px 20px;font-size:13px;line-height:1.45;overflow:hidden}
.rp h2{font-size:17px;margin:0 0 8px;font-weight:bold} .hd{display:grid;grid-template-columns:52px 1fr;row-gap:2px;font-size:12.5px;margin-bottom:8px}
.hd .k{color:#666} .acts{float:right;font-size:12px;color:#1a5fb4}
.sig{color:#555;font-size:12px;line-height:1.4;border-top:1px solid #ddd;padding-top:6px;margin-top:8px}
.q{border-left:2px solid #729fcf;padding-left:10px;color:#1f3f73;margin-top:6px} .q .q{border-color:#ad7fa8;color:#5c3566}
.att{display:inline-block;border:1px solid #ccc;border-radius:4px;padding:3px 9px;font-size:12px;margin-right:6px;background:#fafafa}
.fwd{color:#444;margin:8px 0}
"""


def _folders(active: str) -> str:
    home = _pii("EMAIL_ADDRESS", "siobhan.odonoghue@eircom.net", "mail account named by its address in a folder tree")
    work = _pii("EMAIL_ADDRESS", "s.odonoghue@corribanalytics.ie", "mail account named by its address in a folder tree")
    rows = [("acc", f"▾ {home}", ""), ("l2", "Inbox", "14"), ("l2", "Drafts", ""), ("l2", "Sent", ""), ("l2", "▸ Archives", ""),
            ("l2", "Junk", "3"), ("l2", "Trash", ""), ("acc", f"▾ {work}", ""), ("l2", "Inbox", "5"), ("l2", "Sent", ""),
            ("l2", "▾ Projects", ""), ("l3", "Kitsune pilot", "2"), ("l3", "Payroll 2025", "1"), ("l3", "Board", ""),
            ("l2", "Finance", ""), ("l2", "Newsletters", "31"), ("acc", "▾ Local Folders", ""), ("l2", "Outbox", ""), ("l2", "Trash", "")]
    out = ""
    seen = 0
    for cls, name, n in rows:
        if name == "Inbox":
            seen += 1
        on = " on" if (name == "Inbox" and seen == 2 and active == "inbox") or (name == "Payroll 2025" and active == "payroll") else ""
        out += f"<div class='{cls}{on}'>{name} <span class='n'>{n}</span></div>"
    return f"<div class='ft'>{out}<div style='margin-top:14px;color:#888'>Quota: 2.1 GB of 15 GB</div></div>"


def _list(sel: int) -> str:
    haruto = _pii("DENY_LIST", "Haruto Takahashi", "deny-listed sender in a message list")
    items = [
        (haruto, "10:47", "Re: Kitsune pilot – site visit in Galway", "Thank you. " + _pii("PERSON", "Kenji", "first name alone in a message preview") + " and I will arrive at Shannon on 17…", True),
        ("Revenue – myAccount", "09:12", "Your Employment Detail Summary is ready", "Log in to myAccount to view your 2024 summary…", False),
        (_pii("PERSON", "Conor Fitzpatrick", "sender in a message list"), "Yesterday", "Fwd: new starter – bank &amp; PPS details",
         _pii("DENY_LIST", "Siobhán", "deny-listed first name alone in a message preview") + ", can you set " + _pii("PERSON", "Aoibheann", "first name alone in a message preview") + " up in payroll before…", True),
        (_pii("PERSON", "Máire Ní Bhriain", "sender in a message list"), "Yesterday", "Minutes: board meeting 3 March",
         "Attached the minutes (v2). Action items: budget for…", False),
        ("GitHub", "Mon", "[corrib/etl] Run failed: nightly-load (#2231)", "nightly-load failed in 4m 12s on main · commit 8d41f0c…", False),
        (_pii("DENY_LIST", "Małgorzata Wiśniewska", "deny-listed sender in a message list"), "Mon", "Application: Senior Data Engineer (REQ-114)",
         "CV attached. You can reach me at " + _pii("EMAIL_ADDRESS", "m.wisniewska@o", "e-mail cut by a message preview's ellipsis") + "…", False),
        ("Aer Lingus", "Sun", "Booking 2XKQ7P: check-in is now open", "Flight EI 111 to Shannon departs 17 Mar at 05:50…", False),
        ("Electric Ireland", "Sat", "Your bill for February: €142.37", "Account 9104 8827 · due 21 March · pay online…", False),
        (_pii("PERSON", "Ciara Walsh", "sender in a message list"), "28 Feb", "Re: Re: invoice INV-2025-0311", "Paid today, thanks. Remittance advice attached…", False),
        (_pii("PERSON", "Declan Moriarty", "sender in a message list"), "27 Feb", "5-a-side Thursday?", "Pitch 3 at 19:30, bring the bibs…", False),
    ]
    rows = "".join(f"<div class='it{' sel' if k == sel else ''}{' unr' if u else ''}'><div class='r1'><span class='f'>{f}</span><span class='d'>{d}</span></div>"
                   f"<div>{s}</div><div class='p'>{p}</div></div>" for k, (f, d, s, p, u) in enumerate(items))
    return f"<div class='ml'><div class='h'><span>Inbox · Corrib Analytics</span><span>Sort: Date ▾ · Threads</span></div>{rows}</div>"


def _mc(rp: str, sel: int, active: str) -> str:
    acct = _pii("EMAIL_ADDRESS", "s.odonoghue@corribanalytics.ie", "account address in a window title bar")
    tb = ("<div class='tbar'><span>⇩ Get Messages</span><span>✎ Write</span><span>☰ Chat</span><span>⚑ Tag</span><span>Quick Filter</span>"
          "<span>Address Book</span><span class='s'>Search &lt;Ctrl+K&gt;</span><span>≡</span></div>")
    return _win(f"<span>Inbox – {acct} – Mail</span><span style='margin-left:auto;margin-right:14px'>— ▢ ✕</span>",
                f"{tb}<div class='mc'>{_folders(active)}{_list(sel)}<div class='rp'>{rp}</div></div>", MC_CSS, bar="#dcdce2")


def mail_reply() -> str:
    haruto = _pii("DENY_LIST", "Haruto Takahashi", "deny-listed name in a From header")
    siob = _pii("DENY_LIST", "Siobhán O'Donoghue", "deny-listed name in a To header")
    hd = ("<div class='hd'>"
          f"<span class='k'>From</span><span><b>{haruto}</b> &lt;{_pii('EMAIL_ADDRESS', 'haruto.takahashi@kitsune-robotics.co.jp', 'e-mail in a From header')}&gt;</span>"
          f"<span class='k'>To</span><span>{siob} &lt;{_pii('EMAIL_ADDRESS', 's.odonoghue@corribanalytics.ie', 'e-mail in a To header')}&gt;</span>"
          f"<span class='k'>Cc</span><span>{_pii('PERSON', 'Kenji Mori', 'name in a Cc header')} &lt;{_pii('EMAIL_ADDRESS', 'k.mori@kitsune-robotics.co.jp', 'e-mail in a Cc header')}&gt;, "
          f"{_pii('PERSON', 'Máire Ní Bhriain', 'name in a Cc header')} &lt;{_pii('EMAIL_ADDRESS', 'maire.nibhriain@corribanalytics.ie', 'e-mail in a Cc header')}&gt;</span>"
          "<span class='k'>Date</span><span>Tue, 4 Mar 2025, 10:47</span></div>")
    body = (
        f"<div>Dear {_pii('DENY_LIST', 'Siobhán', 'deny-listed first name alone in a salutation')}-san,</div>"
        f"<p style='margin:6px 0'>Thank you for the quick reply. {_pii('PERSON', 'Kenji', 'first name alone in a mail sentence')} and I will arrive at Shannon on 17 March on flight EI 111 (arrival 07:25) "
        "and stay two nights. For the visitor badges your security desk needs our passport numbers; I will send them by phone, not by mail. "
        f"If anything changes, my mobile works in Ireland too: {_pii('PHONE_NUMBER', '+81 90-4827-1136', 'mobile in a mail sentence')}.</p>"
        "<div>Best regards,</div>")
    sig = ("<div class='sig'>"
           f"<b>{_pii('DENY_LIST', 'Haruto Takahashi', 'deny-listed name in a signature block')}</b> | "
           f"{_pii('DENY_LIST', '高橋 陽翔', 'deny-listed name in kanji in a signature block')}<br>"
           "Head of Field Robotics, Europe · Kitsune Robotics Co., Ltd.<br>"
           f"Direct line: {_pii('PHONE_NUMBER', '+81 3-6831-4470', 'direct line in a signature block')} · "
           f"Mobile: {_pii('PHONE_NUMBER', '+81 90-4827-1136', 'mobile in a signature block')}<br>"
           "Kitsune Robotics Co., Ltd., Shibaura Renasite Tower 14F<br>3-9-1 Shibaura, Minato-ku<br>Tokyo 108-0023, Japan<br>"
           f"{_pii('ACCOUNT_NAME', 'linkedin.com/in/haruto-takahashi-4b2a19', 'LinkedIn URL with the handle in a signature block', value='haruto-takahashi-4b2a19')}"
           " · kitsune-robotics.co.jp</div>")
    quoted = (
        f"<div style='margin-top:10px;color:#444'>On Mon, 3 Mar 2025 at 16:20, {_pii('DENY_LIST', 'Siobhán O’Donoghue', 'deny-listed name with a typographic apostrophe in a wrote: line')} "
        f"&lt;{_pii('EMAIL_ADDRESS', 's.odonoghue@corribanalytics.ie', 'e-mail in a quoted wrote: line')}&gt; wrote:</div>"
        f"<div class='q'>Dear {_pii('DENY_LIST', 'Haruto', 'deny-listed first name alone in a quoted salutation')}, dear {_pii('PERSON', 'Kenji', 'first name alone in a quoted salutation')},<br>17 March suits us. The site is our client's warehouse in Oranmore; I will collect you at Shannon. "
        f"Call me on {_pii('PHONE_NUMBER', '087 294 1683', 'Irish mobile in a quoted reply')} when you land.<br>Kind regards,<br>"
        f"{_pii('DENY_LIST', SIOB_NA, 'deny-listed name without its accent in a quoted signature')} · Principal Consultant, Corrib Analytics<br>"
        f"<span style='color:#555'>Home office:<br>{_pii('STREET_ADDRESS', 'Apt 6, Millers Yard<br>' + chr(10) + '21 Dominick Street Lower<br>' + chr(10) + 'Galway H91 X2R7', 'home-office address over three lines in a quoted signature')}</span>"
        f"<div style='margin-top:6px'>On Fri, 28 Feb 2025 at 09:02, {_pii('PERSON', 'Kenji Mori', 'name in a nested wrote: line')} "
        f"&lt;{_pii('EMAIL_ADDRESS', 'k.mori@kitsune-robotics.co.jp', 'e-mail in a nested wrote: line')}&gt; wrote:</div>"
        f"<div class='q'>Dear Ms {_pii('DENY_LIST', OD, 'deny-listed surname alone in a nested quoted salutation')}, we would like to visit the pilot site in the week of 17 March. Could you propose two dates? "
        "The AGV fleet firmware 4.2.0-rc3 will be installed before.</div></div>")
    rp = (f"<span class='acts'>↩ Reply · ↩↩ Reply All · ➜ Forward · Archive · ⋯</span><h2>Re: Kitsune pilot – site visit in Galway</h2>{hd}{body}{sig}{quoted}")
    return _mc(rp, 0, "inbox")


def mail_forward(ids: dict[str, str], iban: str) -> str:
    hd = ("<div class='hd'>"
          f"<span class='k'>From</span><span><b>{_pii('PERSON', 'Conor Fitzpatrick', 'name in a From header')}</b> &lt;"
          f"{_pii('EMAIL_ADDRESS', 'conor@corribanalytics.ie', 'e-mail in a From header')}&gt;</span>"
          f"<span class='k'>To</span><span>{_pii('DENY_LIST', 'Siobhán O’Donoghue', 'deny-listed name in a To header')}</span>"
          "<span class='k'>Date</span><span>Mon, 3 Mar 2025, 22:05</span></div>")
    aoib = _pii("PERSON", "Aoibheann Kelly", "name in a forwarded header block")
    body = (
        f"<div>{_pii('DENY_LIST', 'Siobhán', 'deny-listed first name alone opening a mail')}, can you set {_pii('PERSON', 'Aoibheann', 'first name alone in a mail sentence')} up in payroll before Friday? Her details below. I told her we'd only keep them in the HR system.</div>"
        f"<div>Thanks, {_pii('PERSON', 'Conor', 'first name alone closing a mail')}</div>"
        "<div class='fwd'>---------- Forwarded message ---------<br>"
        f"From: {aoib} &lt;{_pii('EMAIL_ADDRESS', 'aoibheann.kelly92@gmail.com', 'e-mail in a forwarded header block')}&gt;<br>"
        "Date: Mon, 3 Mar 2025 at 21:14<br>Subject: new starter – bank &amp; PPS details<br>"
        f"To: {_pii('PERSON', 'Conor Fitzpatrick', 'name in a forwarded header block')} &lt;{_pii('EMAIL_ADDRESS', 'conor@corribanalytics.ie', 'e-mail in a forwarded header block')}&gt;</div>"
        f"<p style='margin:6px 0'>Hi {_pii('PERSON', 'Conor', 'first name alone in a salutation')},</p>"
        f"<p style='margin:6px 0'>As requested, here is what payroll needs. My PPS number is {_pii('ID_NUMBER', ids['ppsn'], 'PPS number in a forwarded mail sentence')} "
        f"and my date of birth is {_pii('DATE_OF_BIRTH', '09/11/1992', 'date of birth in a forwarded mail sentence')}. Please pay my salary into "
        f"{_pii('IBAN_CODE', iban, 'IBAN in a forwarded mail sentence')} (AIB, Shop Street). My home address is "
        f"{_pii('STREET_ADDRESS', 'Flat 2, 7 Cross Street Upper, Galway H91 K7P2', 'address in a forwarded mail sentence')}, and if payroll needs me the quickest "
        f"is my mobile {_pii('PHONE_NUMBER', '086 417 2290', 'mobile in a forwarded mail sentence')}.</p>"
        "<p style='margin:6px 0'>Start date is 10 March 2025 as per contract CA-2025-07. The tax credit certificate (RPN 2025-118) should reach you from Revenue this week.</p>"
        f"<p style='margin:6px 0'>Best,<br>{_pii('PERSON', 'Aoibheann', 'first name alone closing a mail')}</p>"
        "<div style='margin-top:8px'><span class='att'>▤ contract_CA-2025-07_signed.pdf · 212 KB</span><span class='att'>▤ P45_part3.pdf · 88 KB</span></div>")
    rp = ("<span class='acts'>↩ Reply · ↩↩ Reply All · ➜ Forward · Archive · ⋯</span><h2>Fwd: new starter – bank &amp; PPS details</h2>"
          f"{hd}{body}")
    return _mc(rp, 2, "payroll")


# ------------------------------------------------------------------------------------- blinde1: team workspace (HiDPI)
WS_CSS = """
.ws{display:flex;height:756px;font-size:13.5px} .rail{width:64px;background:#292a5e;display:flex;flex-direction:column;align-items:center;gap:18px;padding-top:14px;color:#c5c6e8;font-size:10px}
.rail b{display:block;width:36px;height:36px;border-radius:8px;background:#464775;margin-bottom:2px} .rail .on b{background:#7b83eb}
.chn{width:236px;background:#f5f5f7;border-right:1px solid #e1e1e6;padding:10px 0;font-size:13px} .chn div{padding:4px 16px} .chn .t{font-weight:bold;padding:10px 16px 4px;color:#555;font-size:12px}
.chn .on{background:#e3e4fa;font-weight:bold}
.cm{flex:1;display:flex;flex-direction:column;position:relative;min-width:0} .ch{height:48px;border-bottom:1px solid #e1e1e6;display:flex;align-items:center;gap:14px;padding:0 18px}
.ch b{font-size:16px} .feed{flex:1;padding:6px 18px;overflow:hidden}
.m{display:flex;gap:10px;padding:6px 0} .av{width:32px;height:32px;border-radius:16px;color:#fff;font-size:12px;text-align:center;line-height:32px;flex:none}
.nm{font-weight:bold} .tm{color:#777;font-size:11.5px;margin-left:6px} .rx{display:inline-block;border:1px solid #ddd;border-radius:10px;padding:0 7px;font-size:11px;margin-top:3px}
.thr{width:430px;border-left:1px solid #e1e1e6;display:flex;flex-direction:column} .thr .ch{font-size:14px}
.cb{background:#f6f8fa;border:1px solid #e1e4e8;border-radius:6px;font-family:"DejaVu Sans Mono",monospace;font-size:10.5px;line-height:1.5;padding:6px 8px;white-space:pre-wrap;word-break:break-all;margin:4px 0}
.mention{background:#e8e9fc;color:#4b53bc;border-radius:3px;padding:0 2px}
.pop{position:absolute;left:120px;top:150px;width:330px;background:#fff;border-radius:8px;box-shadow:0 6px 24px rgba(0,0,0,.28);font-size:13px;z-index:5;overflow:hidden}
.pop .bn{height:56px;background:#7b83eb} .pop .big{width:64px;height:64px;border-radius:32px;background:#c2185b;border:3px solid #fff;margin:-32px 0 0 16px;color:#fff;font-size:22px;text-align:center;line-height:58px}
.pop .in{padding:6px 16px 14px;line-height:1.55} .pop .k{color:#666;font-size:11.5px;margin-top:6px}
.dir{flex:1;padding:14px 22px;overflow:hidden} .dir table{width:100%;table-layout:fixed;font-size:12.5px} .dir th{color:#666;font-weight:normal;border-bottom:1px solid #ddd;font-size:12px}
.dir td{border-bottom:1px solid #f0f0f3;white-space:nowrap;overflow:hidden;padding:7px 8px} .dot{display:inline-block;width:8px;height:8px;border-radius:4px;margin-right:5px}
"""


def _ws_shell(main: str, active: str) -> str:
    rail = "".join(f"<div class='{'on' if n == active else ''}'><b></b>{n}</div>" for n in ("Activity", "Chat", "Teams", "People", "Calendar", "Files"))
    chans = ["general", "platform-oncall", "releases", "data-eng", "design-crit", "random"]
    dms = [("Nadia Rahman", "PERSON"), ("Owen Brennan", "PERSON"), ("Haruto Takahashi", "DENY_LIST"), ("Priyanka Desai", "PERSON")]
    chn = ("<div class='chn'><div style='font-weight:bold;font-size:15px;padding:2px 16px 8px'>Larkspur ▾</div><div>Threads</div><div>Mentions</div>"
           "<div>Drafts &amp; sent</div><div class='t'>Channels</div>"
           + "".join(f"<div class='{'on' if c == 'platform-oncall' and active == 'Chat' else ''}'># {c}</div>" for c in chans)
           + "<div class='t'>Direct messages</div>"
           + "".join(f"<div>● {_pii(k, n, 'deny-listed name in a sidebar' if k == 'DENY_LIST' else 'name in a sidebar')}</div>" for n, k in dms)
           + "<div class='t'>Apps</div><div>PagerDuty</div><div>GitHub</div></div>")
    return f"<div class='ws'><div class='rail'>{rail}</div>{chn}{main}</div>"


def ws_thread(rng: random.Random) -> tuple[str, dict[str, str]]:
    akia = "AKIA" + _rand(rng, 16, string.ascii_uppercase + "234567")
    secret = _rand(rng, 18) + "/" + _rand(rng, 7) + "+" + _rand(rng, 14)
    pw = _rand(rng, 16)
    sk = "sk_live_51P" + _rand(rng, 46)
    pk = "pk_live_51P" + _rand(rng, 46)
    db = f"postgres://orders_app:{pw}@db-prod-1.internal.larkspur.io:5432/orders"

    def msg(ini: str, col: str, who: str, tm: str, text: str) -> str:
        return (f"<div class='m'><div class='av' style='background:{col}'>{ini}</div><div style='min-width:0'><span class='nm'>{who}</span>"
                f"<span class='tm'>{tm}</span><div>{text}</div></div></div>")
    nadia = _pii("PERSON", "Nadia Rahman", "chat author")
    owen = _pii("PERSON", "Owen Brennan", "chat author")
    haruto = _pii("DENY_LIST", "Haruto Takahashi", "deny-listed chat author")
    feed = (msg("OB", "#0f7b6c", owen, "9:02 AM", "Morning all. Release 3.8.1 is going out at 10:00, freeze starts now.")
            + msg("HT", "#c2185b", haruto, "9:10 AM", "Firmware side is ready. Gateway build <span class='mono'>gw-4.2.0-rc3</span> passed the soak test overnight (0 resets in 11 h).")
            + msg("NR", "#8e44ad", nadia, "9:41 AM", "orders-api won't boot on prod-eu-1 after the deploy — pasting the env in a thread")
            + msg("PD", "#e67e22", "PagerDuty", "9:43 AM", "<b>Triggered</b> · INC-20731 orders-api 5xx rate &gt; 5 % · Service: Checkout · Escalation: Platform L1")
            + msg("OB", "#0f7b6c", owen, "9:44 AM", "Ack. Rolling back to 3.8.0 while we look. <span class='rx'>✓ 3</span>")
            + msg("HT", "#c2185b", haruto, "9:46 AM", "I can take the gateway part if it's the MQTT bridge again. Ping me on my mobile if I'm away from the desk."))
    pop = ("<div class='pop dropdown'><div class='bn'></div><div class='big'>HT</div><div class='in'>"
           f"<div style='font-size:17px;font-weight:bold'>{_pii('DENY_LIST', 'Haruto Takahashi', 'deny-listed full name in a profile pop-over')}</div>"
           f"<div>{_pii('ACCOUNT_NAME', '@haruto.t', 'display name (handle) in a profile pop-over', value='haruto.t')} · he/him</div>"
           "<div class='muted'>Firmware Lead · Field Robotics · Tokyo</div>"
           "<div class='k'>Local time</div><div>6:46 PM (JST, 9 hours ahead)</div>"
           f"<div class='k'>Email</div><div>{_pii('EMAIL_ADDRESS', 'haruto.takahashi@larkspur.io', 'e-mail in a profile pop-over')}</div>"
           f"<div class='k'>Mobile</div><div>{_pii('PHONE_NUMBER', '+81 80-3317-5092', 'phone in a profile pop-over')}</div>"
           "<div class='k'>Reports to</div><div>" + _pii("PERSON", "Owen Brennan", "manager name in a profile pop-over") + "</div>"
           "<div style='display:flex;gap:8px;margin-top:10px'><span class='btn' style='background:#5b5fc7;font-size:12px;padding:5px 12px'>Message</span>"
           "<span class='btn2' style='font-size:12px;padding:5px 12px'>Huddle</span><span class='btn2' style='font-size:12px;padding:5px 12px'>⋯</span></div></div></div>")
    env = ("$ kubectl exec deploy/orders-api -- env | sort\n"
           "AWS_ACCESS_KEY_ID=" + _pii("API_KEY", akia, "AWS key id in a pasted env code block") + "\n"
           "AWS_REGION=eu-west-1\n"
           "AWS_SECRET_ACCESS_KEY=" + _pii("API_KEY", secret, "AWS secret key in a pasted env code block") + "\n"
           "DATABASE_URL=" + _pii("URL_SECRET", db, "database URL with password in a pasted env code block") + "\n"
           "GIT_SHA=4e1d9c07b2a8f3e6\nNODE_ENV=production\nPORT=8080\n"
           "STRIPE_PUBLISHABLE_KEY=" + pk + "\n"
           "STRIPE_SECRET_KEY=" + _pii("API_KEY", sk, "live Stripe secret key in a pasted env code block") + "\n"
           "SENTRY_RELEASE=orders@3.8.1")
    thr = ("<div class='thr'><div class='ch'><b>Thread</b><span class='muted'># platform-oncall</span><span style='margin-left:auto'>✕</span></div><div class='feed'>"
           + msg("NR", "#8e44ad", _pii("PERSON", "Nadia Rahman", "chat author in a thread"), "9:41 AM", f"env from the pod:<div class='cb'>{env}</div>")
           + msg("OB", "#0f7b6c", _pii("PERSON", "Owen Brennan", "chat author in a thread"), "9:48 AM",
                 f"<span class='mention'>{_pii('ACCOUNT_NAME', '@nadia.rahman', 'mention handle in a thread reply', value='nadia.rahman')}</span> please delete that and rotate the AWS key and the Stripe key now, "
                 "this channel has 140 members. DB password too.")
           + msg("NR", "#8e44ad", _pii("PERSON", "Nadia Rahman", "chat author in a thread"), "9:51 AM", "Sorry!! Rotating. Ticket SEC-3312 opened.")
           + "<div style='border:1px solid #ccc;border-radius:6px;padding:8px;color:#888;margin-top:6px'>Reply…</div></div></div>")
    main = ("<div class='cm'><div class='ch'><b># platform-oncall</b><span class='muted'>140 members · prod incidents only</span></div>"
            f"<div class='feed'>{feed}</div><div style='margin:0 18px 14px;border:1px solid #ccc;border-radius:6px;padding:10px;color:#888'>Message #platform-oncall</div>{pop}</div>{thr}")
    return _page("app.larkspur-chat.com/client/T02LKS/C05ONCALL/thread/1741167660", "platform-oncall (Channel) - Larkspur", _ws_shell(main, "Chat"), WS_CSS), {
        "pk": pk}


def ws_directory() -> str:
    people = [("Haruto Takahashi", "DENY_LIST", "haruto.t", "Firmware Lead", "haruto.takahashi@larkspur.io", "+81 80-3317-5092", "Tokyo · JST", "#2e7d32"),
              ("Nadia Rahman", "PERSON", "nadia.rahman", "Backend Engineer", "nadia.rahman@larkspur.io", "+44 7911 204 583", "London · GMT", "#2e7d32"),
              ("Owen Brennan", "PERSON", "obrennan", "Head of Platform", "owen.brennan@larkspur.io", "+353 87 615 4420", "Dublin · GMT", "#f9a825"),
              ("Priyanka Desai", "PERSON", "priyanka", "Data Engineer", "priyanka.desai@larkspur.io", "+91 98200 41736", "Pune · IST", "#9e9e9e"),
              ("Małgorzata Wiśniewska", "DENY_LIST", "gosia.w", "Senior Data Engineer", "malgorzata.wisniewska@larkspur.io", "+48 601 234 567", "Kraków · CET", "#9e9e9e"),
              ("Bartholomew Fairweather-Lloyd", "PERSON", "bart", "Product Designer", "bartholomew.fairweather-lloyd@larkspur.io", "+44 7700 318 226", "Bristol · GMT", "#2e7d32"),
              ("Yuki Sato", "PERSON", "yuki", "QA Engineer", "yuki.sato@larkspur.io", "+81 90-2218-6604", "Osaka · JST", "#c62828"),
              ("Tomás Ó Briain", "PERSON", "tomas.ob", "Support Lead", "tomas.obriain@larkspur.io", "+353 86 902 1175", "Galway · GMT", "#2e7d32"),
              ("Lena Vogt", "PERSON", "lvogt", "Engineering Manager", "lena.vogt@larkspur.io", "+49 151 4470 2219", "Berlin · CET", "#f9a825"),
              ("Grace Adebayo-Williams", "PERSON", "grace.aw", "People Partner", "grace.adebayo-williams@larkspur.io", "+44 7458 120 664", "Manchester · GMT", "#2e7d32"),
              ("Kenji Mori", "PERSON", "kmori", "Field Technician (guest)", "k.mori@kitsune-robotics.co.jp", "+81 90-5531-0087", "Tokyo · JST", "#9e9e9e")]
    rows = ""
    for n, k, h, t, e, ph, loc, dot in people:
        if len(n) > 22:
            nm = _pii(k, n[:20], "name cut by an ellipsis in a directory row") + "…"
        else:
            nm = _pii(k, n, "deny-listed name in a directory row" if k == "DENY_LIST" else "name in a directory row")
        if len(e) > 30:
            em = _pii("EMAIL_ADDRESS", e[:29], "e-mail cut by an ellipsis in a directory cell") + "…"
        else:
            em = _pii("EMAIL_ADDRESS", e, "e-mail in a directory cell")
        rows += (f"<tr><td><span class='dot' style='background:{dot}'></span>{nm}</td><td class='mono' style='font-size:11.5px'>"
                 f"{_pii('ACCOUNT_NAME', '@' + h, 'handle in a directory cell', value=h)}</td><td>{t}</td><td>{em}</td>"
                 f"<td>{_pii('PHONE_NUMBER', ph, 'phone in a directory cell')}</td><td>{loc}</td></tr>")
    cols = [("Name", 190), ("Handle", 104), ("Title", 150), ("Email", 222), ("Phone", 138), ("Location", 110)]
    head = "".join(f"<th style='width:{w}px'>{h}</th>" for h, w in cols)
    main = ("<div class='cm'><div class='ch'><b>People</b><span class='muted'>Larkspur workspace · 214 members · 11 shown</span>"
            "<span style='margin-left:auto' class='btn' >Invite people</span></div><div class='dir'>"
            "<div style='display:flex;gap:10px;margin-bottom:10px'><div style='border:1px solid #bbb;border-radius:6px;padding:6px 10px;width:320px;color:#888'>Search by name, title or team</div>"
            "<span class='btn2' style='font-size:12px'>Team: All ▾</span><span class='btn2' style='font-size:12px'>Account type: Members + guests ▾</span>"
            "<span class='btn2' style='font-size:12px'>Sort: Recently active ▾</span></div>"
            f"<table><tr>{head}</tr>{rows}</table>"
            "<div class='muted' style='margin-top:8px'>● active · ● away · ● do not disturb · ● offline — Export member list (CSV) is limited to admins</div></div></div>")
    return _page("app.larkspur-chat.com/client/T02LKS/people", "People - Larkspur", _ws_shell(main, "People"), WS_CSS)


# ------------------------------------------------------------------------------------ blinde2: job-application review
ATS_CSS = """
.at{display:flex;height:756px} .an{width:200px;background:#14213d;color:#b8c1d9;font-size:13px;padding:14px 0} .an div{padding:7px 18px} .an .on{background:#24345c;color:#fff}
.cvw{flex:1;background:#e9ebef;padding:14px 0;overflow:hidden;display:flex;justify-content:center}
.cv{width:600px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.25);padding:30px 40px;font-family:"Liberation Serif","DejaVu Serif",serif;font-size:12.5px;line-height:1.45;color:#222;height:1000px}
.cv h1{font-size:30px;margin:0;font-weight:normal;letter-spacing:.5px} .cv .ttl{font-size:15px;color:#555;margin:2px 0 6px}
.cv .ct{font-size:11.5px;color:#333;border-top:1px solid #999;border-bottom:1px solid #999;padding:4px 0} .cv h3{font-size:12px;letter-spacing:2px;color:#8a1c1c;margin:12px 0 4px;border-bottom:1px solid #ddd}
.cv .job{display:flex;justify-content:space-between} .cv ul{margin:2px 0 4px 18px;padding:0}
.sc{width:330px;background:#fff;border-left:1px solid #dde;padding:14px 16px;font-size:12.5px;line-height:1.45}
.sc .k{color:#667;font-size:11px;margin-top:7px} .fb{border:1px solid #e3e5ea;border-radius:6px;padding:7px 9px;margin-top:8px}
.stars{color:#f5a623;letter-spacing:1px} .stg{display:inline-block;background:#e8f0fe;color:#1a4fb4;border-radius:10px;padding:1px 8px;font-size:11px}
.ct2{flex:1;padding:12px 20px;overflow:hidden;font-size:12.5px} .ct2 table{width:100%;table-layout:fixed} .ct2 th{font-size:11.5px;color:#555;background:#f3f4f7;border-bottom:1px solid #dde}
.ct2 td{border-bottom:1px solid #eef0f3;white-space:nowrap;overflow:hidden;padding:6px 8px} .ct2 tr.rej td{color:#b4b8c0}
"""


def _ats(main: str, active: str) -> str:
    nav = "".join(f"<div class='{'on' if n == active else ''}'>{n}</div>" for n in ("Dashboard", "Jobs", "Candidates", "Interviews", "Offers", "Talent pools", "Reports", "Settings"))
    return _page("hire.corribanalytics.ie/jobs/REQ-2025-114/candidates/88213", "Senior Data Engineer · Candidates – Teamtailor",
                 f"<div class='at'><div class='an'><div style='color:#fff;font-weight:bold;font-size:16px'>Corrib Hire</div>{nav}</div>{main}</div>", ATS_CSS)


def ats_cv(pesel: str) -> str:
    gosia = _pii("DENY_LIST", "Małgorzata Wiśniewska", "deny-listed applicant name in large type at the top of a CV")
    ct = (f"{_pii('EMAIL_ADDRESS', 'm.wisniewska@onet.pl', 'e-mail in a CV contact line')} · "
          f"{_pii('PHONE_NUMBER', '+48 601 234 567', 'phone in a CV contact line')} · Kraków, Poland · "
          f"{_pii('ACCOUNT_NAME', 'linkedin.com/in/mwisniewska', 'LinkedIn handle in a CV contact line', value='mwisniewska')} · "
          f"{_pii('ACCOUNT_NAME', 'github.com/gosia-wis', 'GitHub handle in a CV contact line', value='gosia-wis')}")
    cv = (f"<div class='cv'><h1>{gosia}</h1><div class='ttl'>Senior Data Engineer · Spark, Kafka, dbt</div><div class='ct'>{ct}</div>"
          f"<div style='margin-top:6px'>Born {_pii('DATE_OF_BIRTH', '14.02.1991', 'date of birth after Born in a CV (European style)')} in Tarnów · Nationality: Polish · "
          f"Address: {_pii('STREET_ADDRESS', 'ul. Długa 12/4, 31-147 Kraków', 'Polish address in a CV')}</div>"
          "<h3>PROFILE</h3>Data engineer with nine years of experience building batch and streaming pipelines for retail and logistics. "
          "Led the migration of a 40 TB warehouse to a lakehouse on S3 and Delta Lake, cutting nightly load times from 6 h to 50 min."
          "<h3>EXPERIENCE</h3>"
          "<div class='job'><b>Lead Data Engineer – Allegro, Kraków</b><span>03/2021 – present</span></div>"
          "<ul><li>Own the order-events platform (Kafka, 1.2 bn events/day) and its dbt models.</li><li>Mentor four engineers; run the data-quality guild.</li></ul>"
          "<div class='job'><b>Data Engineer – Sabre Polska, Kraków</b><span>07/2017 – 02/2021</span></div>"
          "<ul><li>Built fare-search analytics on Spark and Airflow; reduced cluster cost by 35 %.</li></ul>"
          "<div class='job'><b>Junior BI Developer – Comarch, Kraków</b><span>09/2015 – 06/2017</span></div>"
          "<ul><li>SSIS packages and Power BI reports for telecom clients.</li></ul>"
          "<h3>EDUCATION</h3><div class='job'><b>MSc Computer Science – AGH University of Kraków</b><span>2013 – 2015</span></div>"
          "<h3>LANGUAGES</h3>Polish (native) · English (C1, IELTS 8.0) · German (B1)"
          "<h3>REFERENCES</h3>"
          f"dr hab. {_pii('PERSON', 'Tomasz Zieliński', 'referee name after a Polish academic title in a CV')}, AGH University of Kraków, "
          f"tel. {_pii('PHONE_NUMBER', '+48 12 617 44 10', 'referee phone in a CV')}, {_pii('EMAIL_ADDRESS', 't.zielinski@agh.edu.pl', 'referee e-mail in a CV')}"
          "<p style='font-size:9.5px;color:#666;margin-top:14px'>Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do realizacji procesu rekrutacji "
          "zgodnie z Rozporządzeniem (UE) 2016/679 (RODO).</p></div>")
    sc = ("<div class='sc'><div style='display:flex;justify-content:space-between'><b style='font-size:15px'>"
          f"{_pii('DENY_LIST', 'Wiśniewska, Małgorzata', 'deny-listed name as Surname, Given in a side panel')}</b><span>✕</span></div>"
          "<div><span class='stg'>Technical interview</span> · applied 3 Mar 2025 via LinkedIn</div>"
          "<div class='k'>Job</div><div>Senior Data Engineer · REQ-2025-114 · Galway / remote</div>"
          f"<div class='k'>Recruiter</div><div>{_pii('PERSON', 'Ciara Walsh', 'recruiter name in a side panel')}</div>"
          f"<div class='k'>Hiring manager</div><div>{_pii('PERSON', 'Owen Brennan', 'hiring manager name in a side panel')}</div>"
          "<div class='k'>Scorecards (2 of 3)</div>"
          f"<div class='fb'><b>{_pii('PERSON', 'Ciara Walsh', 'reviewer name on a scorecard')}</b> · Phone screen · <span class='stars'>★★★★☆</span><br>"
          "Strong Kafka and dbt. Expects €85–90k, notice period one month. Happy to relocate in 2026.</div>"
          f"<div class='fb'><b>{_pii('PERSON', 'Owen Brennan', 'reviewer name on a scorecard')}</b> · Take-home · <span class='stars'>★★★★★</span><br>"
          "Cleanest solution this round; tests and a README. Move to onsite.</div>"
          f"<div class='fb' style='background:#fffbe6'><b>{_pii('PERSON', 'Grace Adebayo-Williams', 'reviewer name on a private note')}</b> · Private note<br>"
          f"Background check consent received. PESEL {_pii('ID_NUMBER', pesel, 'PESEL in a recruiter note')}, her previous name "
          f"{_pii('PERSON', 'Małgorzata Nowak', 'previous name in a recruiter note')} on the degree certificate.</div>"
          "<div style='display:flex;gap:8px;margin-top:10px'><span class='btn' style='font-size:12px'>Move to Onsite</span><span class='btn2' style='font-size:12px'>Reject</span></div></div>")
    return _ats(f"<div class='cvw'>{cv}</div>{sc}", "Candidates")


def ats_table() -> str:
    rows = [("Małgorzata Wiśniewska", "DENY_LIST", "m.wisniewska@onet.pl", "+48 601 234 567", "Kraków, PL", "Technical interview", "3 Mar", "★★★★★", False),
            ("Eoin Ó Súilleabháin", "PERSON", "eoin.osuilleabhain@gmail.com", "087 331 9024", "Cork, IE", "Onsite", "26 Feb", "★★★★☆", False),
            ("Adaeze Okafor", "PERSON", "adaeze.okafor@outlook.com", "+44 7700 481 552", "York, UK", "Phone screen", "5 Mar", "★★★☆☆", False),
            ("Jan-Willem van der Heijden", "PERSON", "jw.vanderheijden@ziggo.nl", "+31 6 41 88 20 17", "Utrecht, NL", "Take-home", "1 Mar", "★★★★☆", False),
            ("Haruto Takahashi", "DENY_LIST", "haruto.takahashi.dev@gmail.com", "+81 80-3317-5092", "Tokyo, JP", "Referred", "6 Mar", "—", False),
            ("Sofía Benítez Aranda", "PERSON", "sofia.benitez.aranda@protonmail.com", "+34 622 418 903", "Valencia, ES", "Rejected", "22 Feb", "★★☆☆☆", True),
            ("Ruairí Mac Aodha", "PERSON", "ruairi.macaodha@eircom.net", "086 772 1405", "Galway, IE", "Phone screen", "4 Mar", "★★★☆☆", False),
            ("Chen Jing", "PERSON", "chen.jing.data@163.com", "+86 138 1024 7761", "Shanghai, CN", "Rejected", "20 Feb", "★★☆☆☆", True),
            ("Lukas Brandstätter", "PERSON", "lukas.brandstaetter@gmx.at", "+43 664 218 3390", "Graz, AT", "New", "7 Mar", "—", False),
            ("Fatima Zahra El Idrissi", "PERSON", "fz.elidrissi@gmail.com", "+33 6 12 87 40 53", "Lyon, FR", "Rejected", "19 Feb", "★☆☆☆☆", True),
            ("Oisín Breathnach", "PERSON", "oisin.breathnach@tcd.ie", "083 905 2267", "Dublin, IE", "Offer", "12 Feb", "★★★★★", False),
            ("Ana-Maria Popescu", "PERSON", "anamaria.popescu@yahoo.ro", "+40 721 554 208", "Cluj, RO", "New", "7 Mar", "—", False)]
    body = ""
    for n, k, e, ph, city, st, ap, r, rej in rows:
        low = "low-contrast " if rej else ""
        if len(n) > 22:
            nm = _pii(k, n[:21], f"{low}name cut by an ellipsis in a candidate table") + "…"
        else:
            nm = _pii(k, n, f"{low}deny-listed name in a candidate table" if k == "DENY_LIST" else f"{low}name in a candidate table")
        if len(e) > 27:
            em = _pii("EMAIL_ADDRESS", e[:26], f"{low}e-mail cut by an ellipsis in a candidate table") + "…"
        else:
            em = _pii("EMAIL_ADDRESS", e, f"{low}e-mail in a candidate table")
        body += (f"<tr class='{'rej' if rej else ''}'><td>☐</td><td>{nm}</td><td>{em}</td><td>{_pii('PHONE_NUMBER', ph, low + 'phone in a candidate table')}</td>"
                 f"<td>{city}</td><td>{st}</td><td>{ap} 2025</td><td class='stars'>{r}</td><td>REQ-114</td></tr>")
    cols = [("", 26), ("Candidate", 186), ("Email", 200), ("Phone", 138), ("Location", 100), ("Stage", 124), ("Applied", 88), ("Rating", 80), ("Req.", 90)]
    head = "".join(f"<th style='width:{w}px'>{h}</th>" for h, w in cols)
    main = ("<div class='ct2'><div class='muted'>Jobs › Senior Data Engineer (REQ-2025-114) › Candidates</div>"
            "<div style='display:flex;align-items:center;gap:12px;margin:6px 0 10px'><b style='font-size:18px'>Candidates</b><span class='muted'>12 of 87 · pipeline view ▸ table</span>"
            "<span class='btn2' style='font-size:12px;margin-left:auto'>Stage: All ▾</span><span class='btn2' style='font-size:12px'>Source: All ▾</span>"
            "<span class='btn2' style='font-size:12px'>Bulk actions ▾</span><span class='btn' style='font-size:12px'>+ Add candidate</span></div>"
            f"<table><tr>{head}</tr>{body}</table><div class='muted' style='margin-top:8px'>Rejected candidates are anonymised 180 days after the decision (GDPR policy HR-07) · "
            "Time to hire (median) 34 days · Offer acceptance 81 %</div></div>")
    return _ats(main, "Candidates")


# ----------------------------------------------------------------------------------------- blinde3: e-commerce admin
SHOP_CSS = """
body{background:#f1f1f1} .sh{display:flex;height:756px} .sn{width:220px;background:#ebebeb;font-size:13px;padding:10px 8px;color:#303030}
.sn div{padding:6px 10px;border-radius:8px} .sn .on{background:#fafafa;font-weight:bold} .sn .sub{padding-left:28px;font-size:12.5px}
.sm{flex:1;padding:14px 24px;overflow:hidden;font-size:13px;color:#303030} .row2{display:flex;gap:16px}
.cd{background:#fff;border-radius:12px;box-shadow:0 1px 0 rgba(0,0,0,.1),0 0 0 1px rgba(0,0,0,.06);padding:12px 16px;margin-bottom:12px}
.cd h4{margin:0 0 8px;font-size:13px} .pill{display:inline-block;border-radius:8px;padding:1px 8px;font-size:12px;margin-left:6px}
.paid{background:#e3e3e3} .unf{background:#ffeb78} .li{display:flex;gap:10px;align-items:center;padding:6px 0;border-bottom:1px solid #f1f1f1}
.li .im{width:40px;height:40px;border-radius:6px;background:#d9d4c7;flex:none} .li .q{margin-left:auto;width:120px;text-align:right}
.tl{border-left:2px solid #d4d4d4;margin-left:6px;padding-left:14px} .tl div{position:relative;padding:4px 0 6px;line-height:1.4}
.tl div:before{content:"";position:absolute;left:-20px;top:9px;width:10px;height:10px;border-radius:5px;background:#8a8a8a}
.tl .w{color:#616161;font-size:11.5px} .lnk{color:#005bd3} .k2{color:#616161;font-size:12px;margin-top:8px}
.srch{border:2px solid #005bd3;border-radius:8px;background:#fff;padding:6px 10px;width:420px;font-size:13px}
.ctb{width:100%;background:#fff;border-radius:12px;overflow:hidden;font-size:13px} .ctb th{background:#f7f7f7;color:#616161;font-weight:normal;border-bottom:1px solid #e3e3e3}
.ctb td{border-bottom:1px solid #f1f1f1;padding:8px 10px} .ctb tr.hit td{background:#f2f7fe}
"""


def _shop(main: str, active: str) -> str:
    items = ["Home", "Orders", "Products", "Customers", "Content", "Analytics", "Marketing", "Discounts"]
    nav = "".join(f"<div class='{'on' if n == active else ''}'>{n}</div>" + ("<div class='sub'>Drafts</div><div class='sub'>Abandoned checkouts</div>" if n == "Orders" == active else "")
                  for n in items)
    nav += "<div style='margin-top:12px;color:#616161;font-size:12px'>Sales channels</div><div>Online Store</div><div>Point of Sale</div><div style='margin-top:80px'>Settings</div>"
    return _page("admin.shopify.com/store/hollow-oak-ceramics/" + ("orders/5871203946" if active == "Orders" else "customers?query=kel"),
                 "Hollow Oak Ceramics · Orders" if active == "Orders" else "Customers · Hollow Oak Ceramics",
                 f"<div class='sh'><div class='sn'>{nav}</div><div class='sm'>{main}</div></div>", SHOP_CSS)


def shop_order() -> str:
    kel = _pii("PERSON", "Kelly Brady-Nakamura", "customer name on an order's customer card")
    lines = [("Speckled stoneware mug, 350 ml – Oat", "HOC-MUG-350-OAT", "4 × $28.00", "$112.00"),
             ("Serving platter, 38 cm – Ash glaze", "HOC-PLT-38-ASH", "1 × $96.00", "$96.00"),
             ("Gift wrap", "GIFT-WRAP", "1 × $6.00", "$6.00")]
    li = "".join(f"<div class='li'><div class='im'></div><div><span class='lnk'>{n}</span><br><span class='muted'>SKU: {s}</span></div>"
                 f"<div class='q'>{q}</div><div style='width:80px;text-align:right'>{t}</div></div>" for n, s, q, t in lines)
    tl = [("Order confirmation email was sent to " + kel + " (" + _pii("EMAIL_ADDRESS", "kelly.bn@fastmail.com", "e-mail in a fulfilment timeline line") + ").", "March 4, 2025 at 10:12 am"),
          ("A $214.00 USD payment was processed on Visa ending in 4471.", "March 4, 2025 at 10:12 am"),
          ("Fulfillment label purchased: USPS Priority Mail, tracking 9405 5036 9930 0487 1562 38.", "March 5, 2025 at 9:03 am"),
          ("Note added by " + _pii("PERSON", "Ruth Okonjo", "staff name in a fulfilment timeline") + ": customer phoned about the gate code, see notes.", "March 5, 2025 at 9:15 am"),
          ("Shipping confirmation email sent to " + _pii("EMAIL_ADDRESS", "kelly.bn@fastmail.com", "e-mail in a fulfilment timeline line") + ".", "March 5, 2025 at 11:40 am")]
    tlh = "".join(f"<div>{t}<br><span class='w'>{w}</span></div>" for t, w in reversed(tl))
    left = ("<div style='flex:1;min-width:0'>"
            f"<div class='cd'><h4>Unfulfilled <span class='pill unf'>1</span></h4><div class='muted'>Location: Studio, Asheville · Delivery method: USPS Priority</div>{li}"
            "<div style='text-align:right;margin-top:8px'><span class='btn2' style='font-size:12px'>Fulfill item</span> <span class='btn' style='font-size:12px;background:#303030'>Create shipping label</span></div></div>"
            "<div class='cd'><h4>Paid <span class='pill paid'>✓</span></h4><div style='display:grid;grid-template-columns:1fr auto;row-gap:3px'>"
            "<span>Subtotal · 6 items</span><span>$214.00</span><span>Shipping · USPS Priority (3.2 lb)</span><span>$14.50</span>"
            "<span>Discount · SPRING10</span><span>−$21.40</span><span>Tax · NC 7.0 %</span><span>$13.48</span><b>Total</b><b>$220.58</b>"
            "<span>Paid by customer</span><span>$220.58</span></div></div>"
            f"<div class='cd'><h4>Timeline</h4><div class='tl'>{tlh}</div></div></div>")
    ship = _pii("STREET_ADDRESS", "2218 Larkspur Ridge Dr<br>" + chr(10) + "Apt 3B<br>" + chr(10) + "Asheville NC 28805", "US shipping address over three lines on a customer card")
    bill = _pii("STREET_ADDRESS", "Flat 4, 19 Clarendon Road<br>" + chr(10) + "Leeds<br>" + chr(10) + "LS2 9NZ", "UK billing address over three lines on a customer card")
    right = ("<div style='width:330px'>"
             "<div class='cd'><h4>Notes</h4>Leave at the back door. Gate code "
             f"{_pii('SECRET_VALUE', '4471#', 'gate code in an order note')}; if closed call my husband {_pii('PERSON', 'Daniel', 'first name alone in an order note')} on "
             f"{_pii('PHONE_NUMBER', '(828) 555-0193', 'US phone in an order note')}.</div>"
             f"<div class='cd'><h4>Customer</h4><span class='lnk'>{kel}</span><br><span class='muted'>7 orders · Customer since March 2021</span>"
             f"<div class='k2'>Contact information</div><span class='lnk'>{_pii('EMAIL_ADDRESS', 'kelly.bn@fastmail.com', 'e-mail on a customer card')}</span><br>"
             f"{_pii('PHONE_NUMBER', '+1 828-555-0147', 'phone on a customer card')}"
             f"<div class='k2'>Shipping address</div>{_pii('PERSON', 'Kelly Brady-Nakamura', 'name heading a shipping address')}<br>{ship}<br>United States<br><span class='lnk'>View map</span>"
             f"<div class='k2'>Billing address</div>{_pii('PERSON', 'K. Brady-Nakamura', 'abbreviated name heading a billing address')}<br>{bill}<br>United Kingdom</div>"
             "<div class='cd'><h4>Conversion summary</h4><span class='muted'>This is their 7th order · 1st session from Instagram · 3 sessions over 2 days</span></div>"
             "<div class='cd'><h4>Tags</h4><span class='pill paid'>wholesale-interest</span><span class='pill paid'>vip</span></div></div>")
    top = ("<div style='display:flex;align-items:center;gap:10px;margin-bottom:10px'><b style='font-size:18px'>#1047</b><span class='pill paid'>Paid</span>"
           "<span class='pill unf'>Unfulfilled</span><span class='muted'>March 4, 2025 at 10:12 am from Online Store</span>"
           "<span style='margin-left:auto' class='btn2'>Refund</span><span class='btn2'>Edit</span><span class='btn2'>Print ▾</span><span class='btn2'>More actions ▾</span></div>")
    return _shop(f"{top}<div class='row2'>{left}{right}</div>", "Orders")


def shop_customers() -> str:
    rows = [("Kelly Brady-Nakamura", "kelly.bn@fastmail.com", "Subscribed", "Asheville NC, United States", "7 orders", "$1,284.60", True),
            ("Kelvin Osei", "kelvin.osei@gmail.com", "Not subscribed", "Accra, Ghana", "1 order", "$58.00", False),
            ("Kellie-Anne Marsh", "kellieanne.marsh@btinternet.com", "Subscribed", "Norwich, United Kingdom", "3 orders", "$302.10", False),
            ("Siobhán O'Donoghue", "siobhan.odonoghue@eircom.net", "Subscribed", "Galway, Ireland", "2 orders", "$188.00", False),
            ("Mikael Kelloniemi", "mikael.kelloniemi@elisanet.fi", "Pending", "Oulu, Finland", "1 order", "$96.00", False),
            ("Raquel Kelsey", "rkelsey@comcast.net", "Not subscribed", "Portland OR, United States", "4 orders", "$412.75", False)]
    body = ""
    for n, e, sub, loc, o, amt, hit in rows:
        k = "DENY_LIST" if n in DENY else "PERSON"
        body += (f"<tr class='{'hit' if hit else ''}'><td>☐</td><td><b>{_pii(k, n, 'deny-listed name in a customers list' if k == 'DENY_LIST' else 'name in a customers list')}</b><br>"
                 f"<span class='muted'>{_pii('EMAIL_ADDRESS', e, 'e-mail under a name in a customers list')}</span></td><td>{sub}</td><td>{loc}</td><td>{o}</td><td>{amt}</td></tr>")
    head = "".join(f"<th>{h}</th>" for h in ("", "Customer name", "Email subscription", "Location", "Orders", "Amount spent"))
    typed = _pii("EMAIL_ADDRESS", "kelly.bn@fastmail.com", "e-mail typed in a search box")
    main = ("<div style='display:flex;align-items:center;margin-bottom:10px'><b style='font-size:18px'>Customers</b><span class='muted' style='margin-left:10px'>12,408 customers · 100% of your customer base</span>"
            "<span class='btn2' style='margin-left:auto'>Export</span> <span class='btn2'>Import</span> <span class='btn' style='background:#303030'>Add customer</span></div>"
            f"<div class='cd'><div style='display:flex;gap:10px;align-items:center'><div class='srch'>⌕ {typed}<span style='border-left:1px solid #000;margin-left:1px'></span></div>"
            "<span class='btn2' style='font-size:12px'>Email subscription ▾</span><span class='btn2' style='font-size:12px'>Tagged with ▾</span><span class='btn2' style='font-size:12px'>More filters</span>"
            "<span class='muted' style='margin-left:auto'>Sort: Last update ▾</span></div>"
            "<div class='muted' style='margin:8px 0'>Showing partial matches as you type · 6 results</div>"
            f"<table class='ctb'><tr>{head}</tr>{body}</table></div>"
            "<div class='muted'>Learn more about <span class='lnk'>customers</span> · Customer privacy requests: 2 open (data export, erasure) · Segment: All customers</div>")
    return _shop(main, "Customers")


# ------------------------------------------------------------------------------------------- blinde4: hotel front desk
PMS_CSS = """
.pm{height:756px;display:flex;flex-direction:column} .pt{height:40px;background:#0b3d3a;color:#cfe7e4;display:flex;align-items:center;gap:20px;padding:0 18px;font-size:13px}
.pt b{color:#fff;font-size:15px} .pt .z{margin-left:auto;background:#14524e;border-radius:4px;padding:2px 8px}
.ag{padding:8px 14px;font-size:11px;overflow:hidden} .ag table{width:100%;table-layout:fixed} .ag th{background:#e6efee;color:#34504d;font-size:10.5px;padding:4px 5px;border-bottom:1px solid #b9cfcc}
.ag td{padding:3px 5px;border-bottom:1px solid #e6ecec;white-space:nowrap;overflow:hidden;height:19px} .ag tr:nth-child(odd) td{background:#fbfdfd}
.ag .vip td{background:#fff7e0} .tag{border-radius:3px;padding:0 4px;font-size:10px} .ci{background:#d7f0dc;color:#19692c} .due{background:#e8eef9;color:#274d8f}
.side2{display:flex;gap:12px;margin-top:8px} .side2 .bx{flex:1;border:1px solid #cfdcdb;border-radius:4px;padding:6px 9px;line-height:1.5}
.rc{display:flex;gap:18px;padding:14px 24px} .card{width:840px;background:#fffdf6;border:1px solid #c9bfa5;padding:18px 26px;font-family:"DejaVu Serif",serif;font-size:13px;color:#2b2b2b;line-height:1.5}
.card h2{font-size:19px;margin:0;text-align:center;letter-spacing:1px} .card .sub{text-align:center;font-size:11.5px;color:#6b6250;margin-bottom:10px}
.card .g{display:grid;grid-template-columns:150px 1fr 150px 1fr;row-gap:7px;column-gap:10px} .card .l{color:#6b6250;font-size:11.5px}
.card .v{border-bottom:1px dotted #9b917a} .mrz{font-family:"DejaVu Sans Mono",monospace;font-size:14px;letter-spacing:1.5px;background:#f1efe8;padding:6px 10px;margin-top:10px;white-space:pre;color:#111}
.scan{width:340px;background:#dfe7ee;border-radius:6px;padding:10px;font-size:12px} .scan .ph{height:120px;background:#b9c6d2;border-radius:4px;margin-bottom:8px}
.sigl{font-family:"DejaVu Serif",serif;font-style:italic;font-size:22px;color:#1f3a93}
.rl{padding:10px 22px;font-size:12.5px} .rl table{width:100%} .rl th{background:#eef2f1;font-size:11.5px;border-bottom:1px solid #cbd6d4} .rl td{border-bottom:1px solid #eef1f1;padding:5px 8px}
"""


def _pms(inner: str, tab: str, zoom: str = "100%") -> str:
    tabs = "".join(f"<span style='{'color:#fff;border-bottom:2px solid #7fd1c7;padding-bottom:3px' if t == tab else ''}'>{t}</span>"
                   for t in ("Arrivals", "In-house", "Departures", "Room rack", "Groups", "Cashier", "Reports"))
    return _page("pms.harbourlight-hotel.ie/frontdesk/" + tab.lower().replace(" ", "-"), f"{tab} · Harbourlight Hotel Galway – Front desk",
                 f"<div class='pm'><div class='pt'><b>Harbourlight PMS</b>{tabs}<span class='z'>Zoom {zoom}</span><span>Night audit: 14 Mar 2025</span></div>{inner}</div>", PMS_CSS)


def pms_arrivals(card: str) -> str:
    g = [("214", "Takahashi, Haruto", "DENY_LIST", "TR8416203", "JP", "1986-07-22", "+81 90-4827-1136", "17 Mar", "19 Mar", "CORP-KIT", "€189.00", "due"),
         ("215", "Mori, Kenji", "PERSON", "TK2290471", "JP", "1990-01-09", "+81 90-5531-0087", "17 Mar", "19 Mar", "CORP-KIT", "€189.00", "due"),
         ("301", "O'Donoghue, Siobhán", "DENY_LIST", "PX4821937", "IE", "1984-05-30", "087 294 1683", "14 Mar", "15 Mar", "BAR", "€225.00", "ci"),
         ("118", "Wiśniewska, Małgorzata", "DENY_LIST", "EM7310284", "PL", "1991-02-14", "+48 601 234 567", "14 Mar", "18 Mar", "ADV-14", "€164.00", "ci"),
         ("122", "Fernández Ruiz, Alejandro", "PERSON", "PAK481920", "ES", "1979-11-03", "+34 655 210 873", "14 Mar", "16 Mar", "BAR", "€225.00", "due"),
         ("207", "Lindholm, Astrid", "PERSON", "91842277", "SE", "1995-08-17", "+46 70 318 22 90", "14 Mar", "17 Mar", "PKG-SPA", "€262.00", "due"),
         ("209", "Novák, Tomáš", "PERSON", "44710382", "CZ", "1988-12-01", "+420 603 118 942", "14 Mar", "15 Mar", "BAR", "€225.00", "due"),
         ("310", "Walsh-Kennedy, Bríd", "PERSON", "PB1027733", "IE", "1962-03-09", "091 562 774", "14 Mar", "21 Mar", "LOS-7", "€171.00", "ci"),
         ("311", "Kowalczyk, Zuzanna", "PERSON", "EP2298415", "PL", "2003-06-25", "+48 512 880 317", "14 Mar", "16 Mar", "GRP-STM", "€98.00", "ci"),
         ("312", "Dubois, Théo", "PERSON", "22AH18374", "FR", "1999-10-12", "+33 6 52 19 84 07", "14 Mar", "16 Mar", "GRP-STM", "€98.00", "due"),
         ("402", "Schultz, Margarethe", "PERSON", "C9KLM2R71", "DE", "1957-04-28", "+49 171 662 0385", "14 Mar", "20 Mar", "BAR-SR", "€240.00", "due"),
         ("405", "Abernethy, Callum", "PERSON", "561829034", "GB", "1983-09-14", "+44 7723 415 098", "14 Mar", "15 Mar", "CORP-ACN", "€199.00", "due"),
         ("116", "Haddad, Karim", "PERSON", "RL0884213", "LB", "1977-02-11", "+961 3 418 227", "14 Mar", "16 Mar", "BAR", "€225.00", "due"),
         ("117", "Petrova, Elena", "PERSON", "753318204", "BG", "1992-09-30", "+359 88 741 2205", "14 Mar", "15 Mar", "OTA-BKG", "€182.00", "due"),
         ("120", "Mac Giolla Phádraig, Seán", "PERSON", "PD6610482", "IE", "1969-06-05", "086 301 7745", "14 Mar", "17 Mar", "CORP-ACN", "€199.00", "ci"),
         ("204", "Rossi, Chiara", "PERSON", "YA5529103", "IT", "1994-12-19", "+39 347 882 1046", "14 Mar", "16 Mar", "OTA-EXP", "€191.00", "due"),
         ("206", "Nakamura, Aiko", "PERSON", "TZ1174820", "JP", "2001-04-02", "+81 70-2281-4493", "14 Mar", "18 Mar", "ADV-14", "€164.00", "due"),
         ("218", "Okeke, Chinonso", "PERSON", "A09912377", "NG", "1985-08-26", "+234 803 557 1920", "14 Mar", "15 Mar", "BAR", "€225.00", "due"),
         ("303", "van Dijk, Maarten", "PERSON", "NX8R24KL1", "NL", "1973-01-17", "+31 6 27 44 91 05", "14 Mar", "16 Mar", "PKG-GOLF", "€278.00", "due"),
         ("304", "García López, Lucía", "PERSON", "PAF118204", "ES", "1998-07-08", "+34 611 920 384", "14 Mar", "15 Mar", "OTA-BKG", "€182.00", "ci"),
         ("407", "Hughes, Gareth", "PERSON", "548201937", "GB", "1966-10-29", "+44 7817 330 512", "14 Mar", "19 Mar", "LOS-7", "€171.00", "due")]
    rows = ""
    for room, nm, k, pp, nat, dob, ph, arr, dep, rate, amt, st in g:
        vip = " class='vip'" if room in ("301", "402") else ""
        rows += (f"<tr{vip}><td>{room}</td><td>{_pii(k, nm, 'deny-listed name as Surname, Given in an 11 px grid' if k == 'DENY_LIST' else 'name as Surname, Given in an 11 px grid')}</td>"
                 f"<td class='mono'>{_pii('ID_NUMBER', pp, 'passport number in an 11 px grid cell')}</td><td>{nat}</td>"
                 f"<td>{_pii('DATE_OF_BIRTH', dob, 'date of birth in an 11 px grid cell')}</td><td>{_pii('PHONE_NUMBER', ph, 'phone in an 11 px grid cell')}</td>"
                 f"<td>{arr}</td><td>{dep}</td><td>{rate}</td><td style='text-align:right'>{amt}</td>"
                 f"<td><span class='tag {st}'>{'Checked in' if st == 'ci' else 'Due in'}</span></td></tr>")
    cols = [("Rm", 34), ("Guest", 168), ("Passport / ID", 92), ("Nat.", 34), ("Date of birth", 82), ("Phone", 118), ("Arr.", 48), ("Dep.", 48),
            ("Rate code", 70), ("Per night", 70), ("Status", 72)]
    head = "".join(f"<th style='width:{w}px'>{h}</th>" for h, w in cols)
    side = ("<div class='side2'><div class='bx'><b>Guarantee note · Rm 122</b><br>Card taken by phone by "
            f"{_pii('PERSON', 'Bríd', 'staff first name in a small note')} (desk 2): {_pii('CREDIT_CARD', card, 'card number typed into a guarantee note in 11 px text')}, exp 11/27. "
            "Pre-auth €450.00 approved, code 082214.</div>"
            f"<div class='bx'><b>Traces for today</b><br>Rm 301 – birthday, champagne on arrival (ordered by {_pii('PERSON', 'Declan Moriarty', 'name in a small trace note')})<br>"
            "Rm 214/215 – early check-in requested, airport pickup 07:45 Shannon<br>Rm 311/312 – St Mary's school group, see rooming list</div>"
            "<div class='bx'><b>House status</b><br>Occupancy 78 % · ADR €201.40 · RevPAR €157.09<br>Arrivals 48 · Departures 31 · Stay-overs 87<br>Out of order: 109, 220</div></div>")
    inner = ("<div class='ag'><div style='display:flex;gap:14px;align-items:center;margin-bottom:6px;font-size:12px'><b style='font-size:14px'>Arrivals · Friday 14 March 2025</b>"
             "<span class='muted'>48 reservations · 21 shown · filter: all sources</span><span style='margin-left:auto'>Print registration cards</span><span>Assign rooms</span><span>Key cards</span></div>"
             f"<table><tr>{head}</tr>{rows}</table>{side}</div>")
    return _pms(inner, "Arrivals", "80%")


def pms_regcard(mrz: str) -> str:
    od = "O'DONOGHUE"
    g = [("Surname", _pii("DENY_LIST", od, "deny-listed surname in capitals on a serif registration card")), ("Given names", _pii("DENY_LIST", "SIOBHÁN", "deny-listed given name in capitals on a serif registration card")),
         ("Date of birth", _pii("DATE_OF_BIRTH", "30 May 1984", "date of birth beside its label on a serif registration card")), ("Place of birth", "Ennis, Co. Clare"),
         ("Nationality", "Irish"), ("Passport no.", _pii("ID_NUMBER", "PX4821937", "passport number beside its label on a serif registration card")),
         ("Date of issue", "02 Jun 2021"), ("Date of expiry", "01 Jun 2031"),
         ("Home address", _pii("STREET_ADDRESS", "Apt 6, Millers Yard, 21 Dominick Street Lower, Galway H91 X2R7", "home address on a serif registration card")),
         ("E-mail", _pii("EMAIL_ADDRESS", "siobhan.odonoghue@eircom.net", "e-mail on a serif registration card")), ("Mobile", _pii("PHONE_NUMBER", "087 294 1683", "mobile on a serif registration card")),
         ("Car registration", "241-G-7783"), ("Arrival / Departure", "14.03.2025 / 15.03.2025"), ("Room", "301 · Harbour King"), ("Rate", "BAR · €225.00 / night")]
    span = " style='grid-column:span 3'"
    grid = "".join(f"<div class='l'>{k}</div><div class='v'{span if k == 'Home address' else ''}>{v}</div>" for k, v in g if k)
    line1 = "P&lt;IRL" + _pii("DENY_LIST", "ODONOGHUE&lt;&lt;SIOBHAN", "deny-listed name as a passport MRZ writes it", value="ODONOGHUE<<SIOBHAN") + "&lt;" * 21
    line2 = _pii("ID_NUMBER", mrz.replace("<", "&lt;"), "second MRZ line of a scanned passport (number, birth date, check digits)", value=mrz)
    card = ("<div class='card'><h2>HARBOURLIGHT HOTEL · GUEST REGISTRATION</h2><div class='sub'>Registration no. RC-2025-031477 · Confirmation 88213-HL · Please write in block capitals</div>"
            f"<div class='g'>{grid}</div>"
            "<div style='margin-top:10px;font-size:11.5px'>I agree to the hotel's terms and to the processing of my data for the purpose of my stay. Payment: Visa •••• 0921 on file.</div>"
            f"<div style='display:flex;justify-content:space-between;align-items:flex-end;margin-top:8px'><div>Signature<div class='sigl'>{_pii('DENY_LIST', 'S. O’Donoghue', 'handwriting-style signature of a deny-listed name')}</div></div>"
            "<div style='font-size:11.5px'>Checked in by: desk 1 · 14.03.2025 15:42</div></div>"
            f"<div class='mrz'>{line1}\n{line2}</div></div>")
    scan = ("<div class='scan'><b>Document scan</b> · passport, page 2<div class='ph'></div>"
            "<div>Scanner: Desko Penta · OCR confidence 99.2 %<br>MRZ checks: number ✓ · birth date ✓ · expiry ✓ · composite ✓</div>"
            "<div style='margin-top:8px'><span class='btn' style='background:#0b3d3a;font-size:12px'>Accept scan</span> <span class='btn2' style='font-size:12px'>Rescan</span></div>"
            "<div class='muted' style='margin-top:10px'>Scans are deleted 30 days after departure (policy FD-11).</div></div>")
    return _pms(f"<div class='rc'>{card}{scan}</div>", "In-house")


def pms_rooming(ppsn: str) -> str:
    pupils = [("Ava Gallagher", "12/04/2012", "Fiona Gallagher", "087 218 4409", "311"),
              ("Saoirse Ní Mhurchú", "03/09/2011", "Pádraig Ó Murchú", "086 904 1172", "311"),
              ("Zuzanna Kowalczyk", "25/06/2003", "— (teacher)", "+48 512 880 317", "311"),
              ("Cian Moloney", "19/01/2012", "Deirdre Moloney", "085 117 6630", "312"),
              ("Oluwaseun Adeyemi", "07/11/2011", "Funmilayo Adeyemi", "089 450 2218", "312"),
              ("Jakub Wiśniewski", "30/05/2012", "Małgorzata Wiśniewska", "+48 603 715 204", "312"),
              ("Théo Dubois", "12/10/1999", "— (teacher)", "+33 6 52 19 84 07", "312"),
              ("Róisín Keane", "21/02/2012", "Mark Keane", "087 663 0951", "313")]
    body = ""
    for k, (n, dob, gn, ph, rm) in enumerate(pupils):
        sid = "—" if gn.startswith("—") else _pii("ID_NUMBER", f"S{240418 + 37 * k:07d}", "student number in a rooming list cell")
        gk = "DENY_LIST" if gn in DENY else "PERSON"
        gcell = gn if gn.startswith("—") else _pii(gk, gn, "deny-listed guardian name in a rooming list" if gk == "DENY_LIST" else "guardian name in a rooming list")
        body += (f"<tr><td>{rm}</td><td>{_pii('PERSON', n, 'pupil name in a rooming list')}</td><td class='mono'>{sid}</td><td>{_pii('DATE_OF_BIRTH', dob, 'date of birth in a rooming list cell')}</td>"
                 f"<td>{gcell}</td><td>{_pii('PHONE_NUMBER', ph, 'guardian phone in a rooming list cell')}</td><td>Breakfast + dinner</td><td>☐</td></tr>")
    head = "".join(f"<th>{h}</th>" for h in ("Room", "Name", "Student no.", "Date of birth", "Parent / guardian", "Emergency phone", "Meals", "Key returned"))
    inner = ("<div class='rl'><div style='display:flex;gap:14px;align-items:baseline'><b style='font-size:16px'>Group GRP-STM · St Mary's College, Kraków exchange</b>"
             "<span class='muted'>14–16 Mar 2025 · 3 rooms · 8 guests · billing: school account 40-118</span></div>"
             f"<table style='margin-top:8px'><tr>{head}</tr>{body}</table>"
             "<div style='margin-top:10px;border:1px solid #cbd6d4;border-radius:4px;padding:8px 12px;line-height:1.6'><b>Group leader</b> · "
             f"{_pii('PERSON', 'Eimear Cunningham', 'group leader name in a sentence')} (teacher, mobile {_pii('PHONE_NUMBER', '087 550 3318', 'phone in a group note sentence')}). "
             f"For the school's insurance form her PPS number is {_pii('ID_NUMBER', ppsn, 'PPS number in a group note sentence')}; second leader "
             f"{_pii('PERSON', 'Zuzanna Kowalczyk', 'name in a group note sentence')}. Allergies: Rm 312 – one pupil nut allergy (EpiPen with the leader). "
             "Curfew 22:00, breakfast 07:00–09:30 in the Quay room.</div>"
             "<p class='muted'>Rooming list received 10 Mar 2025 · last change 13 Mar 2025 16:05 · Print · Email to housekeeping</p></div>")
    return _pms(inner, "Groups")


# --------------------------------------------------------------------------------------------- blinde5: US tax return
TAX_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif} .gb{height:34px;background:#162e51;color:#fff;display:flex;align-items:center;gap:22px;padding:0 40px;font-size:13px}
.gb b{font-size:16px} .tw{display:flex;gap:22px;padding:12px 40px;height:722px;overflow:hidden}
.tf{flex:1;font-size:13px;color:#1b1b1b} .tf h2{font-size:19px;margin:2px 0 2px} .stp{font-size:12px;color:#565c65;margin-bottom:8px}
.sec{border:1px solid #a9aeb1;border-radius:4px;padding:9px 14px;margin-bottom:10px} .sec h3{font-size:13px;margin:0 0 7px;color:#162e51}
.fr{display:flex;gap:12px;margin-bottom:7px} .fl{display:flex;flex-direction:column} .fl .lb{font-size:11px;color:#565c65;margin-bottom:2px}
.in{border:1px solid #565c65;height:28px;padding:4px 7px;font-size:14px;background:#fff} .ro{background:#f0f0f0}
.bx{display:inline-block;border:1px solid #565c65;height:28px;padding:4px 6px;font-size:14px;letter-spacing:3px;font-family:"DejaVu Sans Mono",monospace;background:#fff;margin-right:14px}
.dash{position:relative} .tf table{width:100%;font-size:12.5px} .tf th{font-size:11px;color:#565c65;text-align:left;border-bottom:1px solid #a9aeb1;font-weight:normal}
.tf td{border-bottom:1px solid #dfe1e2;padding:5px 8px} .help{width:300px;font-size:12.5px;line-height:1.5;color:#1b1b1b}
.help .bxh{background:#e7f2f5;border-left:4px solid #00bde3;padding:8px 12px;margin-bottom:10px} .prog div{padding:4px 0;color:#565c65} .prog .on{color:#162e51;font-weight:bold}
.sg{font-family:"DejaVu Serif",serif;font-style:italic;font-size:19px;color:#1a2f7a;border-bottom:1px solid #565c65;padding:0 6px;min-width:210px;display:inline-block}
.ok{background:#ecf3ec;border-left:6px solid #00a91c;padding:12px 18px;font-size:14px;margin-bottom:12px}
"""


def _tax(inner: str, step: int, url: str) -> str:
    steps = ["Filing status", "Personal information", "Dependents", "Income", "Deductions &amp; credits", "Refund or amount owed", "Sign &amp; submit", "Confirmation"]
    prog = "".join(f"<div class='{'on' if k == step else ''}'>{'✓' if k < step else '○'} {s}</div>" for k, s in enumerate(steps))
    help_ = ("<div class='help'><div class='bxh'><b>Tax year 2024</b><br>Return due April 15, 2025. Filing free with Direct File · session saved 10:42 AM</div>"
             f"<div class='prog'>{prog}</div><div style='margin-top:12px' class='muted'>Questions? Use the chat (Mon–Fri 9 a.m.–9 p.m. ET). Never share your IP PIN with anyone who calls you.</div></div>")
    gb = ("<div class='gb'><b>IRS Direct File</b><span>Your return</span><span>Documents</span><span>Help</span><span style='margin-left:auto'>English ▾</span>"
          "<span>Sign out</span></div>")
    return _page(f"directfile.irs.gov/{url}", "Direct File | Internal Revenue Service", f"{gb}<div class='tw'><div class='tf'>{inner}</div>{help_}</div>", TAX_CSS)


def _ssn_boxes(ssn: str, situation: str) -> str:
    a, b, c = ssn.split("-")
    inner = f"<span class='bx'>{a}</span><span class='bx'>{b}</span><span class='bx'>{c}</span>"
    return _pii("ID_NUMBER", inner, situation, value=a + b + c)


def tax_form(ids: dict[str, str]) -> str:
    def fl(label: str, val: str, w: int) -> str:
        return f"<div class='fl'><span class='lb'>{label}</span><div class='in' style='width:{w}px'>{val}</div></div>"
    me = ("<div class='sec'><h3>Your information</h3><div class='fr'>"
          + fl("First name and middle initial", _pii("PERSON", "Daniel J", "first name and initial in a form field"), 230)
          + fl("Last name", _pii("PERSON", "Whitcombe", "surname alone in a form field"), 230)
          + "<div class='fl'><span class='lb'>Your social security number</span><div>" + _ssn_boxes(ids["ssn"], "SSN typed one part per box") + "</div></div></div>"
          + "<div class='fr'>" + fl("Spouse's first name and middle initial", _pii("DENY_LIST", "Siobhán M", "deny-listed first name split from its surname in a form field"), 230)
          + fl("Last name", _pii("DENY_LIST", OD, "deny-listed surname alone in a form field"), 230)
          + "<div class='fl'><span class='lb'>Spouse's social security number</span><div>" + _ssn_boxes(ids["ssn_sp"], "spouse SSN typed one part per box") + "</div></div></div>"
          + "<div class='fr'>" + fl("Home address (number and street)", _pii("STREET_ADDRESS", "1407 Juniper Hollow Ln", "street alone in a form field"), 330)
          + fl("Apt. no.", _pii("STREET_ADDRESS", "Unit 12", "apartment number alone in a form field"), 80)
          + fl("City, town, or post office", "Asheville", 160) + fl("State", "NC", 50) + fl("ZIP code", _pii("STREET_ADDRESS", "28806", "ZIP code alone in a form field"), 80) + "</div>"
          + "<div style='font-size:12px'>Presidential Election Campaign: ☑ You ☐ Spouse · Digital assets: At any time during 2024, did you receive, sell, exchange… ☐ Yes ☑ No</div></div>")
    status = ("<div class='sec'><h3>Filing status</h3>○ Single &nbsp; ◉ Married filing jointly &nbsp; ○ Married filing separately &nbsp; ○ Head of household &nbsp; ○ Qualifying surviving spouse</div>")
    deps = [("Aoife", "Whitcombe", ids["ssn_d1"], "Daughter", "02/19/2014", "☑", "☐"),
            ("Liam", "Whitcombe", ids["ssn_d2"], "Son", "08/07/2016", "☑", "☐"),
            ("Eileen", "O'Donoghue", ids["ssn_d3"], "Parent", "11/23/1951", "☐", "☑")]
    rows = ""
    for fn, ln, s, rel, dob, ctc, odc in deps:
        lk = "DENY_LIST" if ln == OD else "PERSON"
        rows += (f"<tr><td>{_pii('PERSON', fn, 'first name in a dependants table cell')}</td>"
                 f"<td>{_pii(lk, ln, 'deny-listed surname alone in a dependants table cell' if lk == 'DENY_LIST' else 'surname in a dependants table cell')}</td>"
                 f"<td class='mono'>{_pii('ID_NUMBER', s, 'SSN in a dependants table cell')}</td><td>{rel}</td>"
                 f"<td>{_pii('DATE_OF_BIRTH', dob, 'date of birth (US order) in a dependants table cell')}</td><td>{ctc}</td><td>{odc}</td></tr>")
    dep = ("<div class='sec'><h3>Dependents (see instructions) · If more than four dependents, check here ☐</h3><table><tr><th>(1) First name</th><th>Last name</th>"
           "<th>(2) Social security number</th><th>(3) Relationship to you</th><th>Date of birth</th><th>(4) Child tax credit</th><th>Credit for other dependents</th></tr>"
           f"{rows}</table></div>")
    inner = ("<h2>Form 1040 · U.S. Individual Income Tax Return 2024</h2><div class='stp'>Step 2 of 8 · Personal information · OMB No. 1545-0074 · "
             "IRS Use Only – Do not write or staple in this space.</div>"
             f"{status}{me}{dep}<div style='display:flex;gap:10px'><span class='btn' style='background:#005ea2'>Save and continue</span><span class='btn2'>Back</span></div>")
    return _tax(inner, 1, "return/2024/personal-information")


def tax_sign(ids: dict[str, str]) -> str:
    def fl(label: str, val: str, w: int, cls: str = "in") -> str:
        return f"<div class='fl'><span class='lb'>{label}</span><div class='{cls}' style='width:{w}px'>{val}</div></div>"
    refund = ("<div class='sec'><h3>Refund</h3><div style='display:grid;grid-template-columns:1fr 120px;row-gap:3px;width:640px;font-size:12.5px'>"
              "<span>33 Add lines 25d, 26, and 32. These are your total payments</span><span style='text-align:right'>$21,604.00</span>"
              "<span>34 If line 33 is more than line 24, this is the amount you overpaid</span><span style='text-align:right'>$2,418.00</span>"
              "<span><b>35a Amount of line 34 you want refunded to you</b></span><span style='text-align:right'><b>$2,418.00</b></span></div>"
              "<div class='fr' style='margin-top:8px'>" + fl("b Routing number", ids["aba"], 150, "in mono")
              + "<div class='fl'><span class='lb'>c Type</span><div style='padding-top:6px'>◉ Checking ○ Savings</div></div>"
              + fl("d Account number", _pii("ID_NUMBER", ids["acct"], "bank account number in a direct-deposit field", cls="mono"), 220) + "</div>"
              "<div style='font-size:12px'>36 Amount of line 34 you want applied to your 2025 estimated tax: $0.00 · Bank: Self-Help Credit Union, Durham NC</div></div>")
    designee = ("<div class='sec'><h3>Third Party Designee</h3>Do you want to allow another person to discuss this return with the IRS? ◉ Yes<div class='fr' style='margin-top:6px'>"
                + fl("Designee's name", _pii("PERSON", "Rosalind Achebe-Park", "designee name in a form field"), 220)
                + fl("Phone no.", _pii("PHONE_NUMBER", "(828) 555-0162", "phone in a form field"), 150)
                + fl("Personal identification number (PIN)", _pii("SECRET_VALUE", "40917", "designee PIN in a form field"), 110) + "</div></div>")
    sign = ("<div class='sec'><h3>Sign Here · Under penalties of perjury, I declare that I have examined this return…</h3>"
            f"<div class='fr'><div class='fl'><span class='lb'>Your signature</span><span class='sg'>{_pii('PERSON', 'Daniel J. Whitcombe', 'typed signature in a script font')}</span></div>"
            + fl("Date", "03/14/2025", 100) + fl("Your occupation", "Nurse practitioner", 170)
            + fl("Identity Protection PIN", _pii("SECRET_VALUE", "583016", "identity protection PIN in a form field", cls="mono"), 110) + "</div>"
            f"<div class='fr'><div class='fl'><span class='lb'>Spouse's signature</span><span class='sg'>{_pii('DENY_LIST', 'Siobhán M. O’Donoghue', 'typed signature of a deny-listed name with a middle initial')}</span></div>"
            + fl("Date", "03/14/2025", 100) + fl("Spouse's occupation", "Data consultant", 170)
            + fl("Spouse's IP PIN", _pii("SECRET_VALUE", "227945", "spouse identity protection PIN in a form field", cls="mono"), 110) + "</div>"
            "<div class='fr'>" + fl("Phone no.", _pii("PHONE_NUMBER", "(828) 555-0147", "phone in a form field"), 150)
            + fl("Email address", _pii("EMAIL_ADDRESS", "dan.whitcombe@proton.me", "e-mail in a form field"), 260) + "</div></div>")
    prep = ("<div class='sec'><h3>Paid Preparer Use Only</h3><div class='fr'>" + fl("Preparer's name", _pii("PERSON", "Marisol Quintanilla", "preparer name in a form field"), 190)
            + fl("PTIN", _pii("ID_NUMBER", ids["ptin"], "preparer PTIN in a form field"), 110) + fl("Firm's name", "Blue Ridge Tax Partners LLC", 220)
            + fl("Firm's EIN", "56-2298417", 110) + "</div><div style='font-size:12px'>Firm's address: 41 Haywood Street, Suite 300, Asheville NC 28801 · ☐ Self-employed</div></div>")
    inner = ("<h2>Refund, designee and signature</h2><div class='stp'>Step 7 of 8 · Form 1040 (2024) page 2 · lines 33–38</div>"
             f"{refund}{designee}{sign}{prep}")
    return _tax(inner, 6, "return/2024/sign")


def tax_done(ids: dict[str, str]) -> str:
    last4 = ids["ssn"][-4:]
    inner = ("<div class='ok'><b style='font-size:18px'>Your 2024 federal return was submitted</b><br>"
             f"Thank you, {_pii('PERSON', 'Daniel', 'first name alone in a confirmation')} and {_pii('DENY_LIST', 'Siobhán', 'deny-listed first name alone in a confirmation')}. "
             "We will e-mail you within 24 hours when the IRS accepts it. Keep this page for your records.</div>"
             "<div class='sec'><h3>Submission details</h3><div style='display:grid;grid-template-columns:240px 1fr;row-gap:6px'>"
             "<span>Submission ID</span><span class='mono'>43185820250731xk7q9p</span>"
             "<span>Submitted</span><span>March 14, 2025 at 10:58 AM ET</span>"
             f"<span>Primary taxpayer</span><span>{_pii('PERSON', 'Daniel J Whitcombe', 'name beside a masked SSN')} · SSN ***-**-{last4}</span>"
             f"<span>Spouse</span><span>{_pii('DENY_LIST', SIOB_NA, 'deny-listed name without its accent beside a masked SSN')} · SSN ***-**-{ids['ssn_sp'][-4:]}</span>"
             "<span>Filing status</span><span>Married filing jointly</span>"
             "<span>Refund</span><span>$2,418.00 by direct deposit to checking account ending ••••" + ids["acct"][-4:] + "</span>"
             "<span>Expected</span><span>within 21 days of acceptance</span>"
             f"<span>Confirmation sent to</span><span>{_pii('EMAIL_ADDRESS', 'dan.whitcombe@proton.me', 'e-mail on a confirmation page')}</span></div></div>"
             "<div class='sec'><h3>Return summary</h3><table><tr><th>Line</th><th>Description</th><th style='text-align:right'>Amount</th></tr>"
             "<tr><td>11</td><td>Adjusted gross income</td><td style='text-align:right'>$148,220.00</td></tr>"
             "<tr><td>15</td><td>Taxable income</td><td style='text-align:right'>$119,020.00</td></tr>"
             "<tr><td>24</td><td>Total tax</td><td style='text-align:right'>$19,186.00</td></tr>"
             "<tr><td>33</td><td>Total payments</td><td style='text-align:right'>$21,604.00</td></tr>"
             "<tr><td>35a</td><td>Refund</td><td style='text-align:right'>$2,418.00</td></tr></table></div>"
             "<div class='sec'><h3>What's next</h3>File your North Carolina return (Form D-400) with NCDOR · Track your refund with Where's My Refund? · "
             "Download a PDF copy of Form 1040 (password: your date of birth, MMDDYYYY)</div>"
             "<div style='display:flex;gap:10px'><span class='btn' style='background:#005ea2'>Download PDF</span><span class='btn2'>Print</span><span class='btn2'>Go to dashboard</span></div>")
    return _tax(inner, 7, "return/2024/confirmation")


# --------------------------------------------------------------------------------------------- blinde6: cloud console
CC_CSS = """
.cc{display:flex;height:756px} .cn{width:214px;background:#232f3e;color:#d5dbdb;font-size:13px;padding:12px 0} .cn div{padding:6px 18px} .cn .on{color:#ff9900;font-weight:bold}
.cn .h{color:#8d99a8;font-size:11.5px;margin-top:8px} .cm2{flex:1;padding:12px 22px;overflow:hidden;font-size:13px;color:#16191f}
.bc{font-size:12px;color:#0972d3} .pn{border:1px solid #d5dbdb;border-radius:10px;padding:10px 14px;margin-top:10px;background:#fff}
.pn h3{margin:0 0 8px;font-size:15px} .ut{width:100%;font-size:12.5px} .ut th{background:#fafafa;font-size:12px;color:#414d5c;border-bottom:1px solid #e9ebed}
.ut td{border-bottom:1px solid #eaeded;padding:6px 8px;white-space:nowrap} .mono{font-family:"DejaVu Sans Mono",monospace;font-size:11.5px}
.act{color:#037f0c} .old{color:#8d6605} .kv{display:grid;grid-template-columns:200px 1fr;row-gap:8px;font-size:13px} .kv .k{color:#5f6b7a}
.key{background:#f4f4f4;border:1px solid #ddd;border-radius:4px;padding:5px 8px;display:inline-block} .rv{color:#0972d3;font-size:12px;margin-left:8px}
.dk{background:#0f1419;color:#7d8590} .dk .cm2{color:#6e7681} .dk .cn{background:#0b0f14} .dk .pn{background:#151b23;border-color:#222a33} .dk .pn h3{color:#8b949e}
.dk .ut th{background:#151b23;color:#586069;border-bottom:1px solid #222a33} .dk .ut td{border-bottom:1px solid #1d242c;color:#6e7681} .dk .k{color:#586069}
.codes{display:grid;grid-template-columns:repeat(5,150px);gap:8px 14px;font-family:"DejaVu Sans Mono",monospace;font-size:14px;color:#8b949e;margin:8px 0}
"""


def _console(main: str, nav_on: str, url: str, tab: str, dark: bool = False) -> str:
    items = [("h", "Identity and Access Management"), ("", "Dashboard"), ("h", "Access management"), ("", "User groups"), ("", "Users"),
             ("", "Roles"), ("", "Policies"), ("", "Identity providers"), ("h", "Developers"), ("", "API keys"), ("", "Webhooks"), ("", "Event logs"),
             ("h", "Your account"), ("", "Security"), ("", "Billing"), ("", "Organization")]
    nav = "".join(f"<div class='{'h' if c == 'h' else 'on' if n == nav_on else ''}'>{n}</div>" for c, n in items)
    top = ("<div style='height:40px;background:#16191f;color:#fff;display:flex;align-items:center;gap:18px;padding:0 18px;font-size:13px'>"
           "<b style='color:#ff9900'>▲ Stratus Cloud</b><span>Services</span><span style='background:#2a2e33;padding:3px 80px 3px 10px;border-radius:4px;color:#aab'>Search [Alt+S]</span>"
           "<span style='margin-left:auto'>eu-west-1 ▾</span><span>Account 4829-1300-4721 ▾</span></div>")
    return _page(url, tab, f"{top}<div class='cc{' dk' if dark else ''}' style='height:716px'><div class='cn'>{nav}</div><div class='cm2'>{main}</div></div>", CC_CSS, dark=dark)


def cc_iam(rng: random.Random) -> tuple[str, list[str]]:
    users = [("haruto.takahashi", "firmware-admins", 2, "82 days", "2 hours ago", "126.78.204.19", "Virtual"),
             ("nadia.rahman", "backend-deployers", 1, "14 days", "4 minutes ago", "81.98.233.50", "Hardware"),
             ("svc-orders-api", "—", 1, "401 days", "1 minute ago", "10.40.12.77", "—"),
             ("obrennan", "admins", 2, "35 days", "yesterday", "2a02:8084:a1c3:4f00::3e11", "Virtual"),
             ("gosia.w", "data-eng", 0, "—", "never", "—", "Not enabled"),
             ("ci-github-actions", "ci", 1, "188 days", "12 minutes ago", "20.61.114.92", "—"),
             ("priyanka", "data-eng", 1, "60 days", "3 days ago", "49.36.182.7", "Virtual")]
    keys = []
    rows = ""
    for u, grp, nk, age, last, ip, mfa in users:
        key = "AKIA" + _rand(rng, 16, string.ascii_uppercase + "234567") if nk else ""
        keys.append(key)
        kc = _pii("API_KEY", key, "access key ID in a users table cell", cls="mono") + (f" <span class='muted'>+{nk - 1}</span>" if nk > 1 else "") if key else "—"
        ipc = _pii("IP_ADDRESS", ip, "last-used IP in a users table cell", cls="mono") if ip != "—" else "—"
        cls = "old" if age.endswith("days") and int(age.split()[0]) > 90 else "act"
        un = u if u.startswith(("svc-", "ci-")) else _pii("ACCOUNT_NAME", u, "user name in a users table cell")  # service users: no person
        rows += (f"<tr><td>☐</td><td>{un}</td><td>{grp}</td><td>{kc}</td>"
                 f"<td class='{cls}'>{age}</td><td>{last}</td><td>{ipc}</td><td>{mfa}</td></tr>")
    head = "".join(f"<th>{h}</th>" for h in ("", "User name", "Groups", "Access key ID", "Key age", "Last activity", "Last used from", "MFA"))
    arn = f"srn:stratus:iam::482913004721:user/{_pii('ACCOUNT_NAME', 'haruto.takahashi', 'user name closing an ARN')}"
    det = ("<div class='pn'><h3>Summary · " + _pii("ACCOUNT_NAME", "haruto.takahashi", "user name in a panel title") + "</h3><div class='kv'>"
           f"<span class='k'>ARN</span><span class='mono'>{arn}</span>"
           "<span class='k'>Created</span><span>June 02, 2023, 09:14 (UTC+01:00)</span>"
           f"<span class='k'>Console sign-in</span><span>Enabled · last sign-in from {_pii('IP_ADDRESS', '126.78.204.19', 'IP in a sentence in a summary panel')} (Tokyo, JP) 2 hours ago</span>"
           f"<span class='k'>Tags</span><span>owner = {_pii('EMAIL_ADDRESS', 'haruto.takahashi@larkspur.io', 'e-mail as a tag value')} · cost-center = FW-204 · team = field-robotics</span></div></div>")
    main = ("<div class='bc'>IAM › Users</div><div style='display:flex;align-items:center;margin-top:6px'><b style='font-size:20px'>Users (7)</b>"
            "<span class='btn2' style='margin-left:auto;font-size:12px'>Delete</span>&nbsp;<span class='btn' style='background:#ff9900;color:#000;font-size:12px'>Create user</span></div>"
            "<div class='muted'>An IAM user is an identity with long-term credentials that is used to interact with the cloud in an account.</div>"
            f"<div class='pn'><table class='ut'><tr>{head}</tr>{rows}</table></div>{det}"
            "<div class='muted' style='margin-top:8px'>Credential report generated 14 Mar 2025 08:00 UTC · 2 keys older than 90 days · Account ID 4829-1300-4721 · policy version v7</div>")
    return _console(main, "Users", "console.stratus.cloud/iam/home#/users", "Users | IAM | Stratus Cloud Console"), keys


def cc_apikeys(rng: random.Random, pk: str) -> str:
    sk = "sk_live_51P" + _rand(rng, 46)
    whsec = "whsec_" + _rand(rng, 32)
    tok = _rand(rng, 40, string.ascii_letters + string.digits)
    hook = f"https://hooks.larkspur.io/stratus/events?token={tok}"
    main = ("<div class='bc'>Developers › API keys</div><b style='font-size:20px'>API keys</b>"
            "<div class='pn'><h3>Standard keys</h3><table class='ut'><tr><th>Name</th><th>Token</th><th>Last used</th><th>Created</th></tr>"
            f"<tr><td>Publishable key</td><td class='mono' style='white-space:normal;word-break:break-all;width:520px'>{pk}</td><td>just now</td><td>Jun 2, 2023</td></tr>"
            f"<tr><td>Secret key</td><td><span class='key mono' style='white-space:normal;word-break:break-all;width:520px'>{_pii('API_KEY', sk, 'revealed live secret key in a key box')}</span>"
            "<div class='muted'>Revealed · hide in 0:27 · copied to clipboard</div></td><td>1 minute ago</td><td>Jan 9, 2025</td></tr></table></div>"
            "<div class='pn'><h3>Restricted keys</h3><table class='ut'><tr><th>Name</th><th>Token</th><th>Permissions</th><th>Last used</th></tr>"
            "<tr><td>orders-api (prod)</td><td class='mono'>rk_live_•••••••••••••••••a8Fq</td><td>Charges: write · Customers: read</td><td>2 minutes ago</td></tr>"
            "<tr><td>analytics-export</td><td class='mono'>rk_live_•••••••••••••••••Qz2m</td><td>Reports: read</td><td>Mar 12, 2025</td></tr></table></div>"
            "<div class='pn'><h3>Webhook endpoint · we_1PxQ82LKs0rd</h3><div class='kv'>"
            f"<span class='k'>Endpoint URL</span><span class='mono' style='word-break:break-all'>{_pii('URL_SECRET', hook, 'webhook URL carrying its token')}</span>"
            f"<span class='k'>Signing secret</span><span><span class='key mono'>{_pii('API_KEY', whsec, 'revealed webhook signing secret in a key box')}</span><span class='rv'>Hide</span></span>"
            "<span class='k'>Events</span><span>charge.succeeded, charge.refunded, customer.updated, invoice.paid (4)</span>"
            "<span class='k'>API version</span><span>2024-06-20 · Status: Enabled · 99.8 % delivered (7 days)</span>"
            f"<span class='k'>Created by</span><span>{_pii('PERSON', 'Nadia Rahman', 'name in a key-value panel')} · Jan 9, 2025</span></div></div>")
    return _console(main, "API keys", "console.stratus.cloud/developers/apikeys", "API keys | Stratus Cloud Console")


def cc_security(rng: random.Random) -> str:
    codes = [f"{_rand(rng, 4, string.ascii_lowercase + string.digits)}-{_rand(rng, 4, string.ascii_lowercase + string.digits)}" for _ in range(10)]
    used = {2, 7}
    cg = "".join(f"<span style='text-decoration:line-through;color:#3b434c'>{c}</span>" if k in used else _pii("SECRET_VALUE", c, "low-contrast 2FA backup code in a grid")
                 for k, c in enumerate(codes))
    sessions = [("Chrome on macOS", "Tokyo, JP", "126.78.204.19", "Current session"), ("Stratus mobile app on iPhone 15", "Tokyo, JP", "2400:4051:8e21:3b00:a9c4:17fe:52d1:9b08", "2 hours ago"),
                ("Firefox on Ubuntu 24.04", "Galway, IE", "86.46.112.205", "Mar 12, 2025"), ("Chrome on Windows 11", "Osaka, JP", "153.246.11.82", "Mar 3, 2025")]
    srows = "".join(f"<tr><td>{d}</td><td>{loc}</td><td class='mono'>{_pii('IP_ADDRESS', ip, 'low-contrast session IP in a dark table')}</td><td>{t}</td><td style='color:#58a6ff'>Revoke</td></tr>"
                    for d, loc, ip, t in sessions)
    main = ("<div class='bc' style='color:#58a6ff'>Your account › Security</div><b style='font-size:20px;color:#8b949e'>Security</b>"
            "<div class='pn'><h3>Account</h3><div class='kv'>"
            f"<span class='k'>Root user e-mail</span><span>{_pii('EMAIL_ADDRESS', 'haruto.takahashi@larkspur.io', 'low-contrast e-mail in a dark settings page')}</span>"
            f"<span class='k'>Account name</span><span>{_pii('ACCOUNT_NAME', 'htakahashi-root', 'low-contrast account name in a dark settings page')}</span>"
            f"<span class='k'>Recovery phone</span><span>{_pii('PHONE_NUMBER', '+81 80-3317-5092', 'low-contrast recovery phone in a dark settings page')}</span>"
            f"<span class='k'>Alternate contact</span><span>{_pii('DENY_LIST', 'Haruto Takahashi', 'low-contrast deny-listed name in a dark settings page')} · Security, Billing</span></div></div>"
            "<div class='pn'><h3>Two-factor authentication · Enabled (authenticator app, since Jun 2023)</h3>"
            "<div>Backup codes — each code works once. Store them somewhere safe; we will not show them again after you leave this page.</div>"
            f"<div class='codes'>{cg}</div><div style='display:flex;gap:10px'><span class='btn2' style='border-color:#30363d;color:#8b949e'>Download .txt</span>"
            "<span class='btn2' style='border-color:#30363d;color:#8b949e'>Print</span><span class='btn2' style='border-color:#30363d;color:#8b949e'>Generate new codes</span>"
            "<span class='muted' style='align-self:center'>8 of 10 unused · generated Mar 14, 2025 09:31</span></div></div>"
            "<div class='pn'><h3>Where you're signed in</h3><table class='ut'><tr><th>Device</th><th>Location</th><th>IP address</th><th>Last active</th><th></th></tr>"
            f"{srows}</table></div>")
    return _console(main, "Security", "console.stratus.cloud/account/security", "Security | Stratus Cloud Console", dark=True)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind5(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20260114)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    ids = {"ssn": _ssn(rng, 243), "ssn_sp": _ssn(rng, 771), "ssn_d1": _ssn(rng, 245), "ssn_d2": _ssn(rng, 246), "ssn_d3": _ssn(rng, 518),
           "aba": _aba("05310440"), "acct": "4" + "".join(rng.choice(string.digits) for _ in range(10)),
           "ptin": "P0" + "".join(rng.choice(string.digits) for _ in range(7)),
           "pesel": _pesel(1991, 2, 14, 2 * rng.randint(100, 4999)), "ppsn": _ppsn(rng), "ppsn2": _ppsn(rng),
           "mrz": _mrz("PX4821937", "IRL", "840530", "F", "310601"), "card": _card(rng, "5413")}
    iban_ie = _iban_b("IE", "AIBK" + "931152" + "".join(rng.choice(string.digits) for _ in range(8)))
    held: dict[str, str] = {}

    def thread() -> str:
        html, keys = ws_thread(rng)
        held.update(keys)
        return html

    with recorder(chromium, rig, source_day, work) as record:
        record("blinde0", [("mail0", mail_reply), ("mail1", lambda: mail_forward(ids, iban_ie))], "desktop mail client")
        record("blinde1", [("team0", thread), ("team1", ws_directory)], "team workspace (HiDPI)", dsf=2.0)
        record("blinde2", [("ats0", lambda: ats_cv(ids["pesel"])), ("ats1", ats_table)], "job application review")
        record("blinde3", [("shop0", shop_order), ("shop1", shop_customers)], "e-commerce admin")
        record("blinde4", [("pms0", lambda: pms_arrivals(ids["card"])), ("pms1", lambda: pms_regcard(ids["mrz"])),
                           ("pms2", lambda: pms_rooming(ids["ppsn2"]))], "hotel front desk")
        record("blinde5", [("tax0", lambda: tax_form(ids)), ("tax1", lambda: tax_sign(ids)), ("tax2", lambda: tax_done(ids))], "US tax return form")
        record("blinde6", [("cloud0", lambda: cc_iam(rng)[0]), ("cloud1", lambda: cc_apikeys(rng, held["pk"])), ("cloud2", lambda: cc_security(rng))],
               "cloud console")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind5, "/tmp/blind5/preview")
