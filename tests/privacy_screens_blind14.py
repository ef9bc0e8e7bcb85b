# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A fourteenth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind12.py, other applications again): community, social and
small-organisation tools, rendered by Debian's chromium through the rig of tests/privacy_screens.py (`_shoot`,
`_record`, `score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindn0` … `blindn6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindn0` a professional network: a designer's profile (the deny-listed Icelandic name with its diacritics, as a
  profile URL slug) under the contact-info dialog (a mobile, an e-mail, a home address, a birthday without its year;
  the headline, employers, dates and connection counts not private) beside people-also-viewed names; then the
  messaging page (conversation snippets with the deny-listed given name alone and a friend's new number, a
  recruiter's thread with his direct line and e-mail, her reply with her mobile written the local way, her date of
  birth and an Icelandic kennitala, a signature without diacritics, a WhatsApp number typed in the composer; the job
  reference, salary band, client company and meeting times not private);
- `blindn1` a micro-blog at device scale 2 (HiDPI), dark: the mentions tab (display names beside `@handles`, the
  deny-listed Chinese name romanised as a display name and inside a handle, a doxxing reply holding a home address
  and a mobile under a sensitive-content banner, a lost-wallet post with a phone; an event's times, prices and stall
  counts, trends and post counts not private), the deny-listed name typed given name first in lower case in the
  search box; then the direct messages (a postal address for a zine swap, an e-mail for an invoice, a phone, a
  message request quoting a handle, the deny-listed given name in Chinese characters typed in the composer with a
  WeChat id; a parcel's tracking number and the price not private);
- `blindn2` a tenants' forum and its chat server: a forum thread (usernames above posts, a landlord's name and
  mobile, a home address with a flat number, the same post quoted in a reply, a moderator's note; view counts,
  dates and likes not private), then a dark chat server (messages with an e-mail and a phone, a member list by role
  with the deny-listed name given name first, usernames and real names), then the moderator log in small grey type
  (moderators' and targets' usernames, a ban reason holding an IP address and a home address; times, actions and
  case numbers not private);
- `blindn3` a charity's donor CRM: a donor record (the deny-listed name surname first with a comma, an e-mail, a
  mobile, a date of birth, a Gift Aid declaration with the home address, a direct debit's account number; the sort
  code, mandate reference, amounts, campaigns and dates not private; a note naming her partner with his phone),
  then the HMRC Gift Aid claim schedule zoomed out to 80 % (titles, first names and surnames in separate cells, the
  deny-listed name in capitals without its diacritics, house names or numbers and postcodes alone in cells;
  aggregated amounts and donation dates not private);
- `blindn4` a wedding planner: the guest list zoomed out to 67 % (guests and plus-ones, the deny-listed Italian name
  as an initial and surname, postal addresses for the invitations, phones; sides, RSVPs, meals, dietary notes and
  table numbers not private), then a seating chart beside one RSVP's details (names attending, e-mail, mobile, a new
  home address inside the message to the couple, the deny-listed name surname first without a comma; song requests
  and dietary needs not private);
- `blindn5` a Scout group's member manager: a Cub's record (the child's name, date of birth, an NHS number, medical
  and dietary notes, two parents with mobiles and e-mails, the home address, an emergency contact, the GP surgery
  not private; the subscription, badges and event sign-ups not private), then the parent helper rota as a printed
  PDF at 75 % in a serif font (helpers' names, phones, the deny-listed Icelandic name in capitals with its
  diacritics; dates, duties and the hall's address not private);
- `blindn6` a freelance marketplace: a contract (the deny-listed Italian name, his codice fiscale, partita IVA, a
  business address in Naples, a PEC e-mail, the client's contact; milestones, amounts and the contract number not
  private) with its message panel (a Spanish collaborator's DNI and Madrid address, a Colombian's NIE), then a
  W-8BEN-like tax form in small grey type (the name surname first in capitals without its accent, the permanent
  residence over two lines, an ITIN, the codice fiscale as the foreign TIN, a date of birth month first, a
  handwriting-style signature and the printed name in capitals with the accent; the treaty article, rate and
  reference not private), then the trust-and-safety identity review (the deny-listed Chinese name in Chinese
  characters and romanised in capitals, a Chinese resident identity number, an address in Chinese, a date of birth,
  a queue of other freelancers with Vietnamese names with diacritics; case numbers and risk scores not private).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (an Icelandic, an Italian and a Chinese
name: the first with its diacritics, as a URL slug, its given name alone, without diacritics, surname first with a
comma, split in capitals without diacritics, in capitals with them; the second as an initial and surname, surname
first, in capitals without its accent, as a signature and printed in capitals; the third romanised given name first
and surname first, in lower case, in a handle, its given name alone in Chinese characters, in Chinese characters
and in capitals). Checksummed values (an Icelandic kennitala, an NHS number, a codice fiscale, a partita IVA, a
Spanish DNI and NIE, a Chinese resident identity number) are valid. Each value other than a name is shown in one
recording only.
"""

from __future__ import annotations

import random
import re
import string
from datetime import date
from pathlib import Path

from privacy_screens_blind import SIT, _dni
from privacy_screens_blind2 import BlindRig2, _cf, _cn_id, _luhn_ok, _win
from privacy_screens_blind4 import _nie, _page, _pii, preview, recorder

DENY = ["Dagný Þórðardóttir", "Niccolò Esposito", "林晓梅"]


# ------------------------------------------------------------------------------------------------ valid identifiers
def _kennitala(rng: random.Random, born: date) -> str:
    """An Icelandic kennitala: DDMMYY, two random digits, a check digit (weights 3, 2, 7, 6, 5, 4, 3, 2; 11 less the
    sum mod 11, 11 → 0, never 10), the century (9: the 1900s)."""
    while True:
        body = f"{born:%d%m%y}{rng.randint(20, 99)}"
        c = (11 - sum(int(a) * w for a, w in zip(body, (3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11) % 11
        if c != 10:
            return f"{body[:6]}-{body[6:]}{c}{9 if born.year < 2000 else 0}"


def _kennitala_ok(v: str) -> bool:
    d = v.replace("-", "")
    return len(d) == 10 and sum(int(a) * w for a, w in zip(d[:9], (3, 2, 7, 6, 5, 4, 3, 2, 1), strict=True)) % 11 == 0


def _nhs(rng: random.Random) -> str:
    """An NHS number: nine digits weighted 10 … 2, 11 less the sum mod 11 as the tenth (11 → 0, never 10)."""
    while True:
        d = [rng.randint(4, 6)] + [rng.randint(0, 9) for _ in range(8)]
        c = 11 - sum(v * (10 - k) for k, v in enumerate(d)) % 11
        if c != 10:
            s = "".join(map(str, d)) + str(c % 11)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def _nhs_ok(v: str) -> bool:
    d = [int(c) for c in v if c.isdigit()]
    return len(d) == 10 and sum(a * (10 - k) for k, a in enumerate(d[:9])) % 11 == (11 - d[9]) % 11 and d[9] != 10


def _piva(rng: random.Random, office: str) -> str:
    """An Italian partita IVA: a seven-digit number, the provincial office's code, the Luhn check digit."""
    body = "".join(rng.choice(string.digits) for _ in range(7)) + office
    return next(body + c for c in string.digits if _luhn_ok(body + c))


def _itin(rng: random.Random) -> str:
    """A US ITIN: 9XX-YY-XXXX with the group YY in 70-88."""
    return f"9{rng.randint(10, 99)}-{rng.randint(70, 88)}-{rng.randint(1000, 9999)}"


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _kennitala_ok(ids["kt"]) and ids["kt"].startswith("140289"), ids["kt"]
    assert _nhs_ok(ids["nhs"]), ids["nhs"]
    assert _cf(ids["cf"][:15]) == ids["cf"] and ids["cf"].startswith("SPSNCL91L23F839"), ids["cf"]
    assert _luhn_ok(ids["piva"]) and len(ids["piva"]) == 11, ids["piva"]
    dni = ids["dni"]
    assert dni[8] == "TRWAGMYFPDXBNJZSQVHLCKE"[int(dni[:8]) % 23], dni
    nie = ids["nie"]
    assert nie[8] == "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(nie[0])) + nie[1:8]) % 23], nie
    assert _cn_id(ids["cn"][:17]) == ids["cn"] and ids["cn"][6:14] == "19930815", ids["cn"]
    assert re.fullmatch(r"9\d\d-(7\d|8[0-8])-\d{4}", ids["itin"]), ids["itin"]


# ------------------------------------------------------------------------------------- blindn0: professional network
NET_CSS = """
body{background:#f4f2ee;font-family:"Liberation Sans",Arial,sans-serif;color:#191919;font-size:14px}
.nav{height:52px;background:#fff;border-bottom:1px solid #e0dfdc;display:flex;align-items:center;gap:26px;padding:0 40px 0 200px;font-size:12px;color:#666}
.nav .lg{width:34px;height:34px;background:#0a66c2;border-radius:4px;color:#fff;font-weight:bold;font-size:20px;text-align:center;line-height:34px}
.nav .sr{background:#edf3f8;border-radius:4px;padding:8px 12px;width:260px;font-size:13.5px;color:#333} .nav .it{text-align:center;line-height:1.2} .nav .it.on{color:#191919;border-bottom:2px solid #191919;padding-bottom:4px}
.pw{display:flex;gap:22px;padding:18px 0 0 110px} .main{width:790px} .aside{width:300px}
.card{background:#fff;border-radius:8px;border:1px solid #e0dfdc;margin-bottom:10px;overflow:hidden}
.cover{height:150px;background:linear-gradient(120deg,#284b63,#3c6e71 55%,#d9b26f)} .av{width:140px;height:140px;border-radius:70px;border:4px solid #fff;background:linear-gradient(160deg,#caa78c,#7d5b45);margin:-90px 0 0 24px}
.pi{padding:8px 24px 18px} .pi h1{font-size:24px;margin:4px 0 2px} .pi .hl{font-size:15px;margin:2px 0} .pi .loc{color:#666;font-size:13.5px;margin:6px 0} .pi .loc a{color:#0a66c2;font-weight:bold}
.b1{display:inline-block;background:#0a66c2;color:#fff;border-radius:16px;padding:6px 16px;font-weight:bold;margin-right:8px} .b2{display:inline-block;border:1px solid #0a66c2;color:#0a66c2;border-radius:16px;padding:5px 16px;font-weight:bold;margin-right:8px}
.sec{padding:14px 24px} .sec h2{font-size:19px;margin:0 0 10px} .xp{display:flex;gap:12px;margin-bottom:12px} .xp i{width:46px;height:46px;flex:none;background:#dce6f1} .xp small{color:#666;display:block;line-height:1.4}
.pp{display:flex;gap:10px;padding:10px 14px;border-bottom:1px solid #eee} .pp i{width:48px;height:48px;border-radius:24px;flex:none} .pp small{color:#666;display:block;font-size:12.5px;line-height:1.35}
.dim{position:fixed;left:0;top:0;right:0;bottom:0;background:rgba(0,0,0,.55)}
.modal{position:absolute;left:380px;top:120px;width:540px;background:#fff;border-radius:8px;box-shadow:0 6px 30px rgba(0,0,0,.35);font-size:14px}
.modal .hd{padding:16px 24px;border-bottom:1px solid #e0dfdc;font-size:19px;display:flex;justify-content:space-between} .modal .bd{padding:10px 24px 18px}
.ci{display:flex;gap:14px;padding:9px 0} .ci .ic{width:22px;color:#666;flex:none} .ci b{display:block;font-size:15px} .ci a{color:#0a66c2}
.mw{display:flex;margin:12px 0 0 140px;width:1040px;height:680px;background:#fff;border:1px solid #e0dfdc;border-radius:8px;overflow:hidden}
.cl{width:330px;border-right:1px solid #e0dfdc;flex:none;overflow:hidden} .cl .h{padding:12px 14px;font-weight:bold;border-bottom:1px solid #e0dfdc;font-size:15px}
.cv{display:flex;gap:10px;padding:11px 12px;border-bottom:1px solid #eee} .cv.on{background:#ebf4fd;border-left:3px solid #0a66c2} .cv i{width:50px;height:50px;border-radius:25px;flex:none}
.cv .t{flex:1;min-width:0;font-size:13px} .cv .t b{display:block;font-size:14px} .cv .t>span{color:#666;display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis} .cv small{color:#666;font-size:12px}
.th{flex:1;display:flex;flex-direction:column;min-width:0} .th .h{padding:10px 16px;border-bottom:1px solid #e0dfdc} .th .h b{font-size:15px} .th .h small{display:block;color:#666}
.ms{flex:1;padding:8px 16px;overflow:hidden;font-size:13.5px;line-height:1.45} .dt{text-align:center;color:#666;font-size:11.5px;margin:8px 0} .m{display:flex;gap:10px;margin:8px 0} .m i{width:36px;height:36px;border-radius:18px;flex:none}
.m .w{font-weight:bold;font-size:13.5px} .m .w small{font-weight:normal;color:#666;margin-left:6px}
.cmp{border-top:1px solid #e0dfdc;padding:10px 16px} .cmp .in{background:#f4f2ee;border-radius:6px;padding:10px 12px;min-height:56px;font-size:14px} .cmp .car{display:inline-block;width:1px;height:16px;background:#191919;vertical-align:-3px}
.job{width:250px;border-left:1px solid #e0dfdc;padding:14px;font-size:13px;color:#444;line-height:1.5;flex:none}
"""


def _net_nav(active: str, search: str) -> str:
    its = "".join(f"<span class='it{' on' if t == active else ''}'>▣<br>{t}</span>" for t in ("Home", "My Network", "Jobs", "Messaging", "Notifications", "Me ▾"))
    return f"<div class='nav'><span class='lg'>in</span><span class='sr'>⌕ {search}</span>{its}<span class='it'>▦<br>For Business</span></div>"


def net_profile() -> str:
    xp = [("Senior Product Designer", "Norðurljós Software · Full-time", "Mar 2021 – Present · 4 yrs 2 mos", "Reykjavík, Iceland · Hybrid"),
          ("Product Designer", "CCP Games", "Aug 2016 – Feb 2021 · 4 yrs 7 mos", "Reykjavík, Iceland"),
          ("UX Designer", "Marel", "Jun 2013 – Jul 2016 · 3 yrs 2 mos", "Garðabær, Iceland")]
    xps = "".join(f"<div class='xp'><i></i><div><b>{a}</b><small>{b}</small><small>{c}</small><small>{d}</small></div></div>" for a, b, c, d in xp)
    also = [("Kjartan Björnsson", "Design Lead at Arion banki", "#9db4c0"), ("Sigrún Helgadóttir", "UX Researcher · Accessibility", "#c2a3a3"),
            ("Jón Gunnar Ólafsson", "Engineering Manager at Sýn", "#a3c2a8"), ("Hildur Magnúsdóttir", "Product Manager, Payments", "#c9b98f")]
    pp = "".join(f"<div class='pp'><i style='background:{c}'></i><div><b>{_pii('PERSON', n, 'name in a people-also-viewed list')}</b><small>{h}</small>"
                 f"<span class='b2' style='padding:2px 12px;margin-top:6px;font-size:13px;display:inline-block'>+ Connect</span></div></div>" for n, h, c in also)
    main = ("<div class='main'><div class='card'><div class='cover'></div><div class='av'></div><div class='pi'>"
            "<h1>" + _pii("DENY_LIST", "Dagný Þórðardóttir", "deny-listed name as a profile's heading") + " <span style='font-size:14px;color:#666;font-weight:normal'>(She/Her) · 2nd</span></h1>"
            "<div class='hl'>Senior Product Designer at Norðurljós Software | Design systems, accessibility, fintech</div>"
            "<div class='loc'>Reykjavík, Capital Region, Iceland · <a>Contact info</a></div><div class='loc' style='color:#0a66c2;font-weight:bold'>500+ connections</div>"
            "<span class='b1'>Message</span><span class='b2'>+ Follow</span><span class='b2' style='border-color:#666;color:#666'>More</span></div></div>"
            "<div class='card sec'><h2>About</h2>Twelve years in product design, the last four leading the design system behind a payments app used by 310,000 people. "
            "Previously games UI at CCP and industrial HMI at Marel. Open to relocating to Copenhagen or Berlin in 2025.</div>"
            f"<div class='card sec'><h2>Experience</h2>{xps}</div></div>")
    aside = (f"<div class='aside'><div class='card'><div style='padding:12px 14px;font-weight:bold'>People also viewed</div>{pp}</div>"
             "<div class='card' style='padding:12px 14px;font-size:13px;color:#666'>Promoted · Figma Config 2025 · 18–20 June · San Francisco</div></div>")
    modal = ("<div class='modal dropdown'><div class='hd'><span>" + _pii("DENY_LIST", "Dagný Þórðardóttir", "deny-listed name as a profile's heading") + "</span><span>✕</span></div><div class='bd'>"
             "<div style='font-size:17px;margin:6px 0 4px'>Contact info</div>"
             "<div class='ci'><span class='ic'>in</span><div><b>Your Profile</b><a>linkwork.example/in/" + _pii("DENY_LIST", "dagny-thordardottir", "deny-listed name as a hyphenated profile URL slug") + "</a></div></div>"
             "<div class='ci'><span class='ic'>☏</span><div><b>Phone</b>" + _pii("PHONE_NUMBER", "+354 862 4471", "mobile in a profile's contact info") + " (Mobile)</div></div>"
             "<div class='ci'><span class='ic'>⌂</span><div><b>Address</b>" + _pii("STREET_ADDRESS", "Hringbraut 52, 101 Reykjavík", "home address in a profile's contact info") + "</div></div>"
             "<div class='ci'><span class='ic'>✉</span><div><b>Email</b><a>" + _pii("EMAIL_ADDRESS", "dagny.thordar@gmail.com", "e-mail in a profile's contact info") + "</a></div></div>"
             "<div class='ci'><span class='ic'>✱</span><div><b>Birthday</b>" + _pii("DATE_OF_BIRTH", "February 14", "birthday without its year in a profile's contact info") + "</div></div>"
             "<div class='ci'><span class='ic'>⌘</span><div><b>Website</b><a>nordlys.studio</a> (Portfolio)</div></div>"
             "<div class='ci'><span class='ic'>☍</span><div><b>Connected</b>Since 3 Mar 2022</div></div></div></div>")
    body = _net_nav("Me ▾", "product designer reykjavik") + f"<div class='pw'>{main}{aside}</div><div class='dim'></div>{modal}"
    url = "linkwork.example/in/" + _pii("DENY_LIST", "dagny-thordardottir", "deny-listed name as a hyphenated profile URL slug") + "/overlay/contact-info/"
    return _page(url, "(3) Profile | LinkWork", body, NET_CSS)


def net_messages(kt: str) -> str:
    convs = [("Callum Fraser", "You: Attached. Also on WhatsApp…", "Apr 15", "#8fa9c9", True),
             ("Sigrún Helgadóttir", "Lunch next week? Thursday suits me", "Apr 14", "#c2a3a3", False),
             ("Ásgeir Pálsson", "new number btw, 695 3318, old one is dead", "Apr 12", "#b7c4a0", False),
             ("Priya Natarajan", "Sent you the deck from the meetup", "Apr 9", "#d6b48c", False),
             ("Tomás Ó Briain", "Congrats on the talk, " + _pii("DENY_LIST", "Dagný", "deny-listed given name alone in a conversation snippet") + "!", "Apr 3", "#a6a6c9", False),
             ("LinkWork Premium", "Sponsored · See who viewed your profile", "", "#e7a33e", False)]
    cl = ""
    for n, s, d, c, on in convs:
        if n.startswith("Ásgeir"):
            s = "new number btw, " + _pii("PHONE_NUMBER", "695 3318", "friend's new number in a conversation snippet") + ", old one is dead"
        nm = n if n.startswith("LinkWork") else _pii("PERSON", n, "name in a messaging conversation list")
        cl += f"<div class='cv{' on' if on else ''}'><i style='background:{c}'></i><div class='t'><b>{nm}</b><span>{s}</span></div><small>{d}</small></div>"
    me = _pii("DENY_LIST", "Dagný Þórðardóttir", "deny-listed name above her own message")
    cf = _pii("PERSON", "Callum Fraser", "sender's name above a message")
    msgs = ("<div class='dt'>APR 10</div>"
            f"<div class='m'><i style='background:#8fa9c9'></i><div><div class='w'>{cf}<small>4:12 PM</small></div>"
            "Hi " + _pii("DENY_LIST", "Dagný", "deny-listed given name alone in a message greeting") + ", I'm hiring a Head of Design for a Copenhagen fintech (ref JR-20931, DKK 85,000–95,000 a month, hybrid 3 days). "
            "Would you be open to a call? My direct line is " + _pii("PHONE_NUMBER", "+44 20 7946 0321", "recruiter's direct line in a message") + " and my e-mail is "
            + _pii("EMAIL_ADDRESS", "callum.fraser@talentbridge.co.uk", "recruiter's e-mail in a message") + ".</div></div>"
            "<div class='dt'>APR 11</div>"
            f"<div class='m'><i style='background:linear-gradient(160deg,#caa78c,#7d5b45)'></i><div><div class='w'>{me}<small>9:03 AM</small></div>"
            "Hi " + _pii("PERSON", "Callum", "first name alone in a message greeting") + ", happy to chat. Thursday 17 April after 14:00 works. Best to ring my mobile, " + _pii("PHONE_NUMBER", "862 4471", "mobile without its country code in a message")
            + " (no prefix needed from an Icelandic phone).<br>Kind regards,<br>" + _pii("DENY_LIST", "Dagny Thordardottir", "deny-listed name without diacritics in a message signature") + "</div></div>"
            "<div class='dt'>APR 14</div>"
            f"<div class='m'><i style='background:#8fa9c9'></i><div><div class='w'>{cf}<small>11:40 AM</small></div>"
            "Great, invite sent for Thu 17 Apr 14:30 CET on Teams. The client is Lumen Pay ApS. For their background check I need your date of birth and national ID, and your CV and portfolio please.</div></div>"
            "<div class='dt'>APR 15</div>"
            f"<div class='m'><i style='background:linear-gradient(160deg,#caa78c,#7d5b45)'></i><div><div class='w'>{me}<small>8:21 AM</small></div>"
            "Born " + _pii("DATE_OF_BIRTH", "14.02.1989", "date of birth in a message") + ", kennitala " + _pii("ID_NUMBER", kt, "Icelandic kennitala in a message")
            + ". CV_2025.pdf and the portfolio link are attached below.</div></div>")
    cmp = ("<div class='cmp'><div class='in'>Attached. Also on WhatsApp: " + _pii("PHONE_NUMBER", "+354 779 2290", "phone typed in a message composer")
           + "<span class='car'></span></div><div style='display:flex;justify-content:space-between;margin-top:8px;color:#666;font-size:13px'><span>▧ GIF ☺</span><span class='b1' style='margin:0'>Send</span></div></div>")
    job = ("<div class='job'><b style='color:#191919;font-size:14px'>Head of Design</b><br>Lumen Pay ApS · Copenhagen (Hybrid)<br>DKK 85K–95K/month · Full-time<br>312 applicants · posted 2 weeks ago"
           "<br><br><b style='color:#191919'>About the role</b><br>Lead a team of 9 designers across payments, onboarding and the design system. Report to the CPO.<br><br>"
           "<span class='b2'>Save</span></div>")
    thread = (f"<div class='th'><div class='h'><b>{cf}</b><small>Senior Talent Partner · TalentBridge Europe · Active 2h ago</small></div><div class='ms'>{msgs}</div>{cmp}</div>")
    body = _net_nav("Messaging", "Search messages") + f"<div class='mw'><div class='cl'><div class='h'>Messaging <span style='float:right;font-weight:normal;color:#666'>⋯ ✎</span></div>{cl}</div>{thread}{job}</div>"
    return _page("linkwork.example/messaging/thread/2-ZTk4NjY1YjQt/", "Messaging | LinkWork", body, NET_CSS)


# ----------------------------------------------------------------------------------------- blindn1: micro-blog (HiDPI)
MB_CSS = """
body{background:#15202b;color:#d9d9d9;font-family:"DejaVu Sans",sans-serif;font-size:13.5px}
.mbw{display:flex;height:756px;padding-left:150px} .ln{width:200px;padding:14px 10px;font-size:16px;line-height:2.5;color:#c8ccd0;flex:none} .ln .on{font-weight:bold;color:#fff}
.ln .post{background:#1d9bf0;color:#fff;border-radius:22px;text-align:center;font-weight:bold;margin-top:10px;line-height:40px}
.tl{width:560px;border-left:1px solid #2f3b47;border-right:1px solid #2f3b47;overflow:hidden;flex:none}
.tl .h{padding:12px 16px;font-size:18px;font-weight:bold;color:#e7e9ea} .tabs{display:flex;border-bottom:1px solid #2f3b47} .tabs span{flex:1;text-align:center;padding:12px 0;color:#8b98a5} .tabs .on{color:#e7e9ea;font-weight:bold;border-bottom:3px solid #1d9bf0}
.po{display:flex;gap:10px;padding:11px 14px;border-bottom:1px solid #2f3b47} .po i{width:40px;height:40px;border-radius:20px;flex:none}
.po .nm{color:#e7e9ea;font-weight:bold} .po .hn{color:#71808e} .po .tx{margin-top:3px;line-height:1.45;color:#d0d4d8} .po .ac{display:flex;gap:48px;color:#71808e;font-size:12px;margin-top:7px}
.po .rt{color:#71808e;font-size:12.5px} .mn{color:#1d9bf0}
.warn{background:#27323d;border-radius:10px;padding:8px 10px;margin-top:6px;color:#9aa7b2;font-size:12.5px} .warn b{color:#e7e9ea}
.rc{width:300px;padding:10px 16px;flex:none} .sb{background:#273340;border-radius:20px;padding:10px 16px;color:#e7e9ea;border:1px solid #1d9bf0}
.box{background:#1e2732;border-radius:14px;margin-top:14px;padding:10px 14px} .box h3{margin:0 0 8px;font-size:17px;color:#e7e9ea} .tr{padding:7px 0;font-size:12.5px;color:#71808e} .tr b{display:block;color:#e7e9ea;font-size:14px}
.car{display:inline-block;width:1px;height:15px;background:#e7e9ea;vertical-align:-2px}
.dl{width:330px;border-right:1px solid #2f3b47;flex:none;overflow:hidden} .dc{display:flex;gap:10px;padding:11px 14px} .dc.on{background:#1e2732;border-right:2px solid #1d9bf0} .dc i{width:40px;height:40px;border-radius:20px;flex:none}
.dc .t{min-width:0;flex:1} .dc .t span{display:block;color:#71808e;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-size:12.5px}
.dv{flex:1;display:flex;flex-direction:column;min-width:0;border-right:1px solid #2f3b47} .dv .h{padding:12px 16px;border-bottom:1px solid #2f3b47;color:#e7e9ea}
.bb{max-width:72%;padding:9px 13px;border-radius:18px;margin:4px 0;line-height:1.42} .bb.them{background:#2f3b47;color:#e7e9ea;border-bottom-left-radius:4px} .bb.me{background:#1d9bf0;color:#fff;margin-left:auto;border-bottom-right-radius:4px}
.ts{color:#71808e;font-size:11.5px;margin:2px 0 10px} .ts.r{text-align:right}
.ci{margin:10px 14px 14px;background:#273340;border-radius:18px;padding:10px 14px;color:#e7e9ea}
"""


def _mb_nav(on: str) -> str:
    items = ("Home", "Explore", "Notifications", "Messages", "Lists", "Bookmarks", "Profile", "More")
    return "<div class='ln'>" + "".join(f"<div class='{'on' if i == on else ''}'>◦ {i}</div>" for i in items) + "<div class='post'>Post</div></div>"


def _handle(h: str, sit: str) -> str:
    return _pii("ACCOUNT_NAME", "@" + h, sit, value=h)


def mb_mentions() -> str:
    lx = _pii("DENY_LIST", "Lin Xiaomei", "deny-listed name romanised surname first as a display name")
    posts = [("#c98bb9", "Hackney Zine Fair", "<span class='hn'>@hackneyzinefair · 2h</span>",
              "Doors 11:00 on Saturday, 86 stalls, £3 entry (free for under-16s). Stall map is pinned. Thanks " + _handle("linxiaomei_art", "handle holding a deny-listed name in a post") + " for the poster!",
              ("12", "48", "311", "9,840")),
             ("#d9a46c", lx, "<span class='hn'>" + _handle("linxiaomei_art", "handle holding a deny-listed name in a post") + " · 1h</span>",
              "Table 14, bring your swaps! " + _handle("mira_okafor", "mention handle in a post") + " I have your copy of Tidewater #3.", ("3", "9", "87", "1,204")),
             ("#7a6f9b", "rant machine", "<span class='hn'>" + _handle("rantmachine_77", "handle of an account posting a doxxing reply") + " · 38m</span>",
              "Replying to <span class='mn'>" + _handle("linxiaomei_art", "handle holding a deny-listed name in a post") + "</span><div class='warn'><b>Sensitive content.</b> This post was reported and is under review. "
              "<u>Show</u><br>lol go tell her yourself, she lives at " + _pii("STREET_ADDRESS", "18 Albion Road, Flat 3, London N16 9PH", "home address in a doxxing reply")
              + ", her number's " + _pii("PHONE_NUMBER", "07700 900615", "mobile in a doxxing reply") + "</div>", ("0", "0", "2", "64")),
             ("#6fa58c", _pii("PERSON", "Tomasz Wierzbicki", "display name above a post"), "<span class='hn'>" + _handle("t_wierzbicki", "handle beside a display name") + " · 22m</span>",
              "Lost a brown leather wallet near Dalston Junction around 6 pm, reward offered. If found please call " + _pii("PHONE_NUMBER", "07911 482306", "phone in a lost-wallet post")
              + " or DM. cc @hackneyzinefair", ("41", "220", "612", "48.2K")),
             ("#c9b86f", _pii("PERSON", "Mira Okafor", "display name above a post"), "<span class='hn'>" + _handle("mira_okafor", "mention handle in a post") + " · 9m</span>",
              "Replying to <span class='mn'>" + _handle("linxiaomei_art", "handle holding a deny-listed name in a post") + "</span> yesss, see you at 11. Blocked and reported the creep btw.", ("1", "4", "36", "702"))]
    ps = ""
    for c, nm, hn, tx, (r, rp, v, w) in posts:
        ps += (f"<div class='po'><i style='background:{c}'></i><div style='min-width:0'><span class='nm'>{nm}</span> {hn}<div class='tx'>{tx}</div>"
               f"<div class='ac'><span>↩ {r}</span><span>⇄ {rp}</span><span>♡ {v}</span><span>▥ {w}</span></div></div></div>")
    tl = (f"<div class='tl'><div class='h'>Notifications</div><div class='tabs'><span>All</span><span>Verified</span><span class='on'>Mentions</span></div>{ps}</div>")
    rc = ("<div class='rc'><div class='sb'>⌕ " + _pii("DENY_LIST", "xiaomei lin", "deny-listed name given name first in lower case typed in a search box") + " home<span class='car'></span></div>"
          "<div class='box'><h3>Trends for you</h3>" + "".join(f"<div class='tr'>{a}<b>{b}</b>{c}</div>" for a, b, c in
                                                                  (("Art · Trending", "#ZineFair", "4,812 posts"), ("London · Trending", "Dalston", "12.4K posts"),
                                                                   ("Trending in UK", "Risograph", "2,077 posts"), ("Books · Trending", "Tidewater", "918 posts"))) + "</div>"
          "<div class='box'><h3>Who to follow</h3><div class='tr'><b>Riso Club London</b>@risoclubldn</div><div class='tr'><b>Small Press Fair</b>@smallpressfair</div></div></div>")
    return _page("skyline.example/notifications/mentions", "(4) Mentions / Skyline", f"<div class='mbw'>{_mb_nav('Notifications')}{tl}{rc}</div>", MB_CSS, dark=True)


def mb_dms() -> str:
    convs = [("#c9b86f", _pii("PERSON", "Mira Okafor", "display name in a messages list"), "@mira_okafor", "You: Sent! Tracking is RM…", True),
             ("#8bb0c9", _pii("PERSON", "Beatrix Lowe", "display name in a messages list"), "@bealowe.prints", "the riso proofs look amazing", False),
             ("#a58bc9", _pii("PERSON", "Oyelaran Adé", "display name in a messages list"), "@oye_draws", "can you do a commission for my sister?", False),
             ("#6f9b8a", "Risograph Club London", "@risoclubldn", "Workshop moved to 3 May", False)]
    dl = ("<div class='dl'><div style='padding:12px 16px;font-size:18px;font-weight:bold;color:#e7e9ea'>Messages</div>"
          "<div style='padding:4px 16px 10px;color:#1d9bf0;font-size:13px'>Message requests (2) · " + _handle("rantmachine_77", "handle quoted in a message request") + ": I know where…</div>"
          + "".join(f"<div class='dc{' on' if on else ''}'><i style='background:{c}'></i><div class='t'><b style='color:#e7e9ea'>{n}</b> "
                    + (_handle(h[1:], "handle in a messages list") if not h.startswith("@riso") else h) + f"<span>{s}</span></div></div>" for c, n, h, s, on in convs) + "</div>")
    msgs = ("<div class='bb them'>hiii! for the swap, post mine to " + _pii("PERSON", "Mira Okafor", "name in a postal address in a direct message") + ", "
            + _pii("STREET_ADDRESS", "7 Clarence Mews, Bristol BS2 8QF", "postal address in a direct message") + " (buzzer says Studio B)</div><div class='ts'>Apr 12, 9:14 PM</div>"
            "<div class='bb them'>and send me a PayPal invoice, it's £12.50 with postage right?</div><div class='ts'>Apr 12, 9:15 PM</div>"
            "<div class='bb me'>Yes £12.50. Invoice goes from " + _pii("EMAIL_ADDRESS", "xiaomei.lin.art@outlook.com", "e-mail in a direct message") + " so check spam</div><div class='ts r'>Apr 12, 9:31 PM · Seen</div>"
            "<div class='bb them'>perfect. if the courier needs a number it's " + _pii("PHONE_NUMBER", "07700 900283", "phone in a direct message") + "</div><div class='ts'>Apr 13, 8:02 AM</div>"
            "<div class='bb me'>Sent! Tracking is RM 4471 2290 3GB, should be there Tuesday</div><div class='ts r'>Apr 14, 10:47 AM · Seen</div>")
    dv = ("<div class='dv'><div class='h'><b>" + _pii("PERSON", "Mira Okafor", "display name at the top of a conversation") + "</b> <span style='color:#71808e'>" + _handle("mira_okafor", "handle at the top of a conversation")
          + f"</span></div><div style='flex:1;padding:10px 16px;overflow:hidden;display:flex;flex-direction:column'>{msgs}</div>"
          "<div class='ci'>" + _pii("DENY_LIST", "晓梅", "deny-listed given name alone in Chinese characters typed in a composer") + " here btw, also on WeChat: "
          + _pii("ACCOUNT_NAME", "linxm_0815", "WeChat id typed in a composer") + "<span class='car'></span></div></div>")
    return _page("skyline.example/messages/118230-99412", "Messages / Skyline", f"<div class='mbw'>{_mb_nav('Messages')}{dl}{dv}</div>", MB_CSS, dark=True)


# -------------------------------------------------------------------------------------- blindn2: forum and chat server
FORUM_CSS = """
body{background:#fff;font-family:"Liberation Sans",Arial,sans-serif;color:#222;font-size:14.5px}
.fh{height:56px;display:flex;align-items:center;gap:14px;padding:0 40px 0 200px;border-bottom:1px solid #e9e9e9} .fh b{font-size:19px;color:#0e6e5c}
.fw{display:flex;gap:30px;padding:10px 0 0 200px} .tp{width:760px} .tp h1{font-size:23px;margin:6px 0 4px} .tags span{display:inline-block;background:#e9e9e9;font-size:12px;padding:2px 7px;margin-right:5px;color:#555}
.post{display:flex;gap:12px;border-top:1px solid #e9e9e9;padding:12px 0} .post i{width:44px;height:44px;border-radius:22px;flex:none;color:#fff;text-align:center;line-height:44px;font-style:normal;font-weight:bold}
.post .un{font-weight:bold} .post .rn{color:#919191;margin-left:6px} .post .dt2{float:right;color:#919191;font-size:13px} .post .bd{margin-top:6px;line-height:1.5}
.post .ft{color:#919191;font-size:13px;margin-top:8px;text-align:right}
.quote{border-left:5px solid #e9e9e9;background:#f8f8f8;padding:8px 12px;margin:6px 0;font-size:14px} .quote .qh{color:#666;font-size:13px;margin-bottom:4px}
.mod{background:#fff6d8;border:1px solid #f1dd8a;padding:6px 10px;font-size:13px;color:#6b5a12;margin-top:8px}
.tl2{width:180px;color:#919191;font-size:13px;line-height:1.9;padding-top:40px}
.dc{display:flex;height:756px;background:#313338;color:#dbdee1;font-family:"DejaVu Sans",sans-serif;font-size:13.5px}
.srv{width:72px;background:#1e1f22;flex:none} .chn{width:230px;background:#2b2d31;flex:none;padding:10px 8px;color:#949ba4;font-size:14px;line-height:1.95} .chn .on{background:#404249;color:#f2f3f5;border-radius:4px;padding-left:6px}
.chn b{color:#f2f3f5;display:block;padding:0 6px 8px;border-bottom:1px solid #1f2023;margin-bottom:8px}
.cm{flex:1;display:flex;flex-direction:column;min-width:0} .cm .h{height:48px;border-bottom:1px solid #26272b;display:flex;align-items:center;padding:0 16px;color:#f2f3f5;font-weight:bold}
.msg{display:flex;gap:12px;padding:7px 16px;line-height:1.45} .msg i{width:40px;height:40px;border-radius:20px;flex:none} .msg .n{font-weight:bold} .msg .n small{font-weight:normal;color:#949ba4;font-size:11.5px;margin-left:6px}
.ip{margin:8px 16px 18px;background:#383a40;border-radius:8px;padding:11px 14px;color:#6d6f78}
.ml{width:240px;background:#2b2d31;flex:none;padding:12px 10px;font-size:13.5px;overflow:hidden} .ml .g{color:#949ba4;font-size:11.5px;font-weight:bold;margin:12px 0 4px;letter-spacing:.4px}
.ml .u{display:flex;gap:8px;align-items:center;padding:4px 0;color:#949ba4} .ml .u i{width:30px;height:30px;border-radius:15px;flex:none} .ml .u small{display:block;font-size:11px;color:#80848e}
.log{flex:1;padding:16px 22px;overflow:hidden;background:#313338} .log h2{color:#f2f3f5;font-size:18px;margin:0 0 4px}
.lr{display:flex;gap:10px;padding:8px 10px;border-bottom:1px solid #3b3d44;font-size:12px;color:#8e9297;line-height:1.45} .lr i{width:28px;height:28px;border-radius:14px;flex:none} .lr b{color:#b5bac1;font-weight:normal}
.lr .t{margin-left:auto;white-space:nowrap;color:#6d6f78;font-size:11px}
"""


def forum_thread() -> str:
    def head(c: str, ini: str, user: str, real: str, when: str, sit: str) -> str:
        rn = f"<span class='rn'>{_pii('PERSON', real, 'real name beside a username above a forum post')}</span>" if real else ""
        return (f"<i style='background:{c}'>{ini}</i><div style='flex:1;min-width:0'><span class='un'>{_pii('ACCOUNT_NAME', user, sit)}</span>{rn}"
                f"<span class='dt2'>{when}</span>")
    p1 = ("Our landlord is " + _pii("PERSON", "Gerald Pike", "landlord's name in a forum post") + " of Pike Lettings and he has ignored three e-mails. His mobile is "
          + _pii("PHONE_NUMBER", "07700 900731", "landlord's mobile in a forum post") + " if anyone else wants to try. Water is coming through the ceiling of flat 4B at "
          + _pii("STREET_ADDRESS", "22 Riverside Court, Leeds LS11 5DF", "home address with a flat number in a forum post") + " since Sunday.")
    posts = ("<div class='post'>" + head("#0e6e5c", "B", "beatriz.m", "Beatriz Moreno", "Apr 13", "username above a forum post") + f"<div class='bd'>{p1}</div>"
             "<div class='ft'>♡ 6 &nbsp; ↩ Reply</div></div></div>"
             "<div class='post'>" + head("#b5651d", "K", "kwame_flat9", "", "Apr 13", "username above a forum post") + "<div class='bd'>"
             "<div class='quote'><div class='qh'>" + _pii("ACCOUNT_NAME", "beatriz.m", "username in a quoted post's header") + " said:</div>Our landlord is "
             + _pii("PERSON", "Gerald Pike", "landlord's name in a quoted post") + " of Pike Lettings and he has ignored three e-mails. His mobile is "
             + _pii("PHONE_NUMBER", "07700 900731", "landlord's mobile in a forum post") + "…</div>"
             "Same with us in flat 9, two weeks without hot water. The council's private housing team (0113 222 4402) came out within 5 working days for a neighbour, worth a call.</div>"
             "<div class='ft'>♡ 11 &nbsp; ↩ Reply</div></div></div>"
             "<div class='post'><i style='background:#5b5fc7'>M</i><div style='flex:1;min-width:0'><span class='un'>mod_riverside</span><span class='rn'>Moderators</span><span class='dt2'>Apr 14</span>" + "<div class='bd'>Thread moved to <b>Repairs &amp; Complaints</b>. "
             "Reminder: rule 4, please don't post anyone's phone number publicly, send it by private message instead. Committee meeting is Wed 23 April, 7 pm, community room.</div>"
             "<div class='mod'>⚑ Staff note · edited by mod_riverside (shared moderators' account) · reason: personal data</div>"
             "<div class='ft'>♡ 3 &nbsp; ↩ Reply</div></div></div>"
             "<div class='post'>" + head("#a23b72", "S", "sunita.r", "Sunita Rao", "Apr 15", "username above a forum post") + "<div class='bd'>I kept a leak diary for the tribunal, "
             "happy to share the template. Deposit protection scheme reference and photos are what they asked for.</div><div class='ft'>♡ 2 &nbsp; ↩ Reply</div></div></div>")
    tl = ("<div class='tl2'>Apr 13<br><b style='color:#0e6e5c'>4 / 18</b><br>Apr 15<br><br>1.2k views<br>18 replies<br>9 users<br>32 likes<br><br>⟲ Summarize<br>☰ Jump to reply</div>")
    body = ("<div class='fh'><b>Riverside Tenants</b><span style='color:#919191'>Forum</span><span style='margin-left:auto;color:#919191'>⌕ &nbsp; ☰ &nbsp; ◎</span></div>"
            "<div class='fw'><div class='tp'><h1>Leak from the flat above, landlord not responding</h1><div class='tags'><span>repairs</span><span>block-b</span><span>landlord</span></div>"
            f"{posts}</div>{tl}</div>")
    return _page("forum.riversidetenants.org/t/leak-from-the-flat-above-landlord-not-responding/812/4", "Leak from the flat above, landlord not responding - Riverside Tenants", body, FORUM_CSS)


def _dc(main: str, active: str) -> str:
    ch = ["welcome", "announcements", "general", "repairs", "rota", "mod-log"]
    chn = ("<div class='chn'><b>Riverside Tenants ▾</b>TEXT CHANNELS<br>" + "".join(f"<div class='{'on' if c == active else ''}'># {c}</div>" for c in ch)
           + "VOICE<br><div>♪ committee call</div></div>")
    return _win("<span style='color:#dbdee1'>Harbor</span><span style='color:#949ba4'>#" + active + " · Riverside Tenants</span>",
                f"<div class='dc'><div class='srv'></div>{chn}{main}</div>", FORUM_CSS, bar="#1e1f22", fg="#dbdee1")


def chat_server() -> str:
    def m(c: str, who: str, t: str, x: str) -> str:
        return f"<div class='msg'><i style='background:{c}'></i><div><div class='n'>{who}<small>{t}</small></div>{x}</div></div>"
    msgs = (m("#0e6e5c", _pii("ACCOUNT_NAME", "beatriz.m", "username above a chat message"), "Today at 08:14", "the plumber finally came. anyone need his number? he was cheap, £85 call-out")
            + m("#a23b72", _pii("ACCOUNT_NAME", "sunita.r", "username above a chat message"), "Today at 08:20", "yes please! DM me or email " + _pii("EMAIL_ADDRESS", "sunita.rao.leeds@gmail.com", "e-mail in a chat message"))
            + m("#0e6e5c", _pii("ACCOUNT_NAME", "beatriz.m", "username above a chat message"), "Today at 08:22", "it's " + _pii("PERSON", "Dariusz", "first name alone in a chat message") + ", " + _pii("PHONE_NUMBER", "07700 900846", "tradesman's phone in a chat message")
                + ", tell him you're from Riverside Court")
            + m("#3ba55c", _pii("DENY_LIST", "Xiaomei Lin", "deny-listed name given name first as a chat display name"), "Today at 09:02", "Reminder: stairwell clean-up Saturday 10:00, 14 volunteers so far. Bin bags are in the bike store.")
            + m("#5b5fc7", _pii("ACCOUNT_NAME", "mod_kwabena", "moderator's username above a chat message"), "Today at 09:10", "pinned the committee minutes (March) in #announcements. 41 members, 9 online"))
    groups = [("MODERATORS — 2", [("mod_kwabena", "Kwabena Asare", "#5b5fc7"), ("mod_helen", "Helen Carrick", "#c27c0e")]),
              ("COMMITTEE — 3", [(None, "Xiaomei Lin", "#3ba55c"), ("beatriz.m", "Beatriz Moreno", "#0e6e5c"), ("sunita.r", None, "#a23b72")]),
              ("MEMBERS — 36", [("kwame_flat9", "Kwame Boateng", "#b5651d"), ("jjdonnelly", None, "#7289da"), ("grandad_ted", "Edward Sykes", "#99aab5")])]
    ml = "<div class='ml'>"
    for g, us in groups:
        ml += f"<div class='g'>{g}</div>"
        for u, real, c in us:
            if u is None:
                top, sub = _pii("DENY_LIST", "Xiaomei Lin", "deny-listed name given name first as a chat display name"), "treasurer"
            else:
                top = _pii("ACCOUNT_NAME", u, "username in a chat member list")
                sub = _pii("PERSON", real, "real name under a username in a chat member list") if real else "online"
            ml += f"<div class='u'><i style='background:{c}'></i><div>{top}<small>{sub}</small></div></div>"
    ml += "</div>"
    main = (f"<div class='cm'><div class='h'># general <span style='font-weight:normal;color:#949ba4;margin-left:12px;font-size:12.5px'>Chat for Riverside Court residents · be kind</span></div>"
            f"<div style='flex:1;overflow:hidden;padding-top:8px'>{msgs}</div><div class='ip'>Message #general</div></div>{ml}")
    return _dc(main, "general")


def chat_modlog() -> str:
    rows = [("mod_helen", "#c27c0e", "banned", "riverside_truth", "Ban evasion, same IP as the banned account: " + _pii("IP_ADDRESS", "86.14.203.77", "IP address in a ban reason"), "Today 07:41", "Case 57"),
            ("mod_kwabena", "#5b5fc7", "deleted a message by", "riverside_truth", "Posted a member's home address (" + _pii("STREET_ADDRESS", "3 Holbeck Moor Road, LS11 9QA", "home address quoted in a ban reason") + ") with a threat", "Today 07:39", "Case 56"),
            ("mod_kwabena", "#5b5fc7", "timed out", "grandad_ted", "Spam in #general, 10 minutes", "Yesterday 21:12", "Case 55"),
            ("mod_helen", "#c27c0e", "changed the nickname of", "jjdonnelly", "to " + _pii("PERSON", "JJ Donnelly", "new nickname holding a real name in a moderator log"), "Yesterday 18:03", "Case 54"),
            ("mod_kwabena", "#5b5fc7", "created the invite", None, "code rvCt9x · expires in 7 days · max uses 25", "14 Apr 10:30", "Case 53"),
            ("mod_helen", "#c27c0e", "updated roles of", "kwame_flat9", "added Committee, removed Members", "13 Apr 19:55", "Case 52"),
            ("mod_kwabena", "#5b5fc7", "pinned a message by", "beatriz.m", "in #announcements", "12 Apr 08:02", "Case 51")]
    lr = "".join(f"<div class='lr'><i style='background:{c}'></i><div><b>{_pii('ACCOUNT_NAME', mo, 'moderator username in a small grey moderator log')}</b> {a} "
                 + (f"<b>{_pii('ACCOUNT_NAME', tg, 'target username in a small grey moderator log')}</b>" if tg else "") + f"<br>{r}</div><span class='t'>{t} · {cs}</span></div>"
                 for mo, c, a, tg, r, t, cs in rows)
    main = ("<div class='log'><h2>Audit Log</h2><div style='color:#949ba4;font-size:12px;margin-bottom:10px'>Filter by user: All &nbsp;·&nbsp; Filter by action: All &nbsp;·&nbsp; 7 entries in the last 7 days</div>"
            f"{lr}</div>")
    return _dc(main, "mod-log")


# ---------------------------------------------------------------------------------------------- blindn3: donor CRM
CRM_CSS = """
body{background:#f3f5f7;font-family:"DejaVu Sans",sans-serif;color:#23303b;font-size:12.5px}
.top{height:46px;background:#2a4d69;color:#e9eef2;display:flex;align-items:center;gap:24px;padding-left:200px;font-size:13px} .top b{font-size:15px}
.cw{display:flex;gap:14px;padding:12px 16px;height:666px} .col{background:#fff;border:1px solid #d8dee4;border-radius:4px;padding:12px 14px;overflow:hidden}
.col h3{font-size:13px;margin:10px 0 6px;color:#2a4d69;text-transform:uppercase;letter-spacing:.4px;border-bottom:1px solid #e4e8ec;padding-bottom:3px}
.kv{display:grid;grid-template-columns:130px 1fr;gap:5px 8px;line-height:1.4} .kv .k{color:#6b7a88}
.hdr{display:flex;gap:14px;align-items:center} .hdr .av{width:52px;height:52px;border-radius:26px;background:#c8d6e2;color:#2a4d69;font-size:20px;text-align:center;line-height:52px}
.hdr h2{margin:0;font-size:19px} .pill{display:inline-block;border-radius:10px;padding:1px 8px;font-size:11px;margin-right:4px} .g{background:#dff3e4;color:#1e6b35} .b{background:#e3ecf7;color:#2a4d69}
.dn{width:100%;border-collapse:collapse;font-size:12px} .dn th{text-align:left;background:#eef2f5;padding:5px 6px;font-weight:normal;color:#6b7a88} .dn td{border-bottom:1px solid #eef0f2;padding:5px 6px} .dn .n{text-align:right}
.note{background:#fffbea;border:1px solid #f0e2a8;border-radius:3px;padding:7px 9px;margin:6px 0;line-height:1.45} .note small{color:#8a7a3c;display:block}
.sch{transform:scale(.8);transform-origin:0 0;width:1550px;padding:12px 18px}
.gs{border-collapse:collapse;font-family:"Liberation Sans",Arial,sans-serif;font-size:13px;background:#fff} .gs td{border:1px solid #cfd5da;padding:4px 7px;white-space:nowrap;height:22px}
.gs .hd{background:#e9edf1;font-weight:bold;white-space:normal;font-size:12px;vertical-align:bottom} .gs .rh{background:#f4f6f8;color:#7a8692;text-align:center;font-size:11px} .gs .n{text-align:right}
"""


def _crm(inner: str, tab: str, url: str) -> str:
    top = ("<div class='top'><b>Beacon CRM</b><span>Supporters</span><span>Donations</span><span style='border-bottom:2px solid #fff;padding-bottom:3px'>Gift Aid</span><span>Campaigns</span>"
           "<span>Reports</span><span style='margin-left:auto;padding-right:18px'>Pennine Hedgehog Rescue · ⚙</span></div>")
    return _page(url, tab, top + inner, CRM_CSS)


def crm_donor(acct: str) -> str:
    hdr = ("<div class='hdr'><div class='av'>DÞ</div><div><h2>" + _pii("DENY_LIST", "Þórðardóttir, Dagný", "deny-listed name surname first with a comma as a CRM record's heading") + " (Ms)</h2>"
           "<span class='pill g'>Gift Aid ✓</span><span class='pill b'>Regular giver</span><span class='pill b'>Volunteer</span> &nbsp;Record 004417 · since Jan 2024</div></div>")
    left = ("<div class='col' style='width:380px'>" + hdr + "<h3>Contact</h3><div class='kv'>"
            "<span class='k'>Email</span><span>" + _pii("EMAIL_ADDRESS", "dagny.t@protonmail.com", "e-mail in a donor record") + "</span>"
            "<span class='k'>Mobile</span><span>" + _pii("PHONE_NUMBER", "07700 900437", "mobile in a donor record") + "</span>"
            "<span class='k'>Date of birth</span><span>" + _pii("DATE_OF_BIRTH", "02/11/1988", "date of birth in a donor record") + "</span>"
            "<span class='k'>Home address</span><span>" + _pii("STREET_ADDRESS", "27 Crookesmoor Road, Sheffield S10 1BA", "home address in a donor record") + "</span>"
            "<span class='k'>Preferences</span><span>Email ✓ · Post ✓ · Phone ✗ · SMS ✗</span><span class='k'>Source</span><span>Hedgehog Awareness Week 2024 stall</span></div>"
            "<h3>Gift Aid declaration</h3><div class='kv'><span class='k'>Status</span><span>Valid, all past 4 years and future donations</span>"
            "<span class='k'>Declared</span><span>03/01/2024 online · v2 wording</span><span class='k'>Name on declaration</span><span>"
            + _pii("DENY_LIST", "Dagny Thordardottir", "deny-listed name without diacritics on a Gift Aid declaration") + "</span>"
            "<span class='k'>Address declared</span><span>" + _pii("STREET_ADDRESS", "27 Crookesmoor Rd, S10 1BA", "abbreviated home address on a Gift Aid declaration") + "</span>"
            "<span class='k'>UK taxpayer</span><span>Yes (self-declared)</span></div>"
            "<h3>Direct debit</h3><div class='kv'><span class='k'>Account name</span><span>" + _pii("DENY_LIST", "D THORDARDOTTIR", "deny-listed name as an initial and surname in capitals on a direct debit") + "</span>"
            "<span class='k'>Sort code</span><span>08-92-99</span><span class='k'>Account number</span><span>" + _pii("ID_NUMBER", acct, "bank account number of a direct debit") + "</span>"
            "<span class='k'>Mandate ref.</span><span>PHR-DD-004417</span><span class='k'>Amount</span><span>£10.00 monthly on the 1st · next 01/05/2025</span></div></div>")
    dons = [("01/04/2025", "Direct debit", "Core funds", "£10.00", "£2.50"), ("14/03/2025", "Online", "Spring hog-box appeal", "£25.00", "£6.25"),
            ("01/03/2025", "Direct debit", "Core funds", "£10.00", "£2.50"), ("01/02/2025", "Direct debit", "Core funds", "£10.00", "£2.50"),
            ("12/12/2024", "Cash at event", "Christmas fair", "£15.00", "£3.75"), ("01/12/2024", "Direct debit", "Core funds", "£10.00", "£2.50")]
    dt = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td class='n'>{d}</td><td class='n'>{e}</td><td>Claimed</td></tr>" for a, b, c, d, e in dons)
    right = ("<div class='col' style='flex:1'><h3 style='margin-top:0'>Donations · £290.00 lifetime · Gift Aid £72.50</h3>"
             f"<table class='dn'><tr><th>Date</th><th>Method</th><th>Campaign / fund</th><th>Amount</th><th>Gift Aid</th><th>Claim</th></tr>{dt}</table>"
             "<h3>Notes</h3><div class='note'><small>14/03/2025 · " + _pii("PERSON", "Heather Lumb", "staff member's name on a CRM note") + "</small>Spoke to her partner "
             + _pii("PERSON", "Ross McAllister", "partner's name on a CRM note") + " on " + _pii("PHONE_NUMBER", "07700 900512", "partner's phone on a CRM note")
             + ", she's away until April. Wants the newsletter by post only, no more calls.</div>"
             "<div class='note'><small>09/11/2024 · " + _pii("PERSON", "Heather Lumb", "staff member's name on a CRM note") + "</small>Volunteers on the Saturday feeding rota (hospital unit, Hillsborough). "
             "DBS not needed. Fostered 3 hoglets in October.</div>"
             "<h3>Relationships</h3><div>Partner: " + _pii("PERSON", "Ross McAllister", "partner's name on a CRM note") + " (not a supporter) · Household mailing: joint</div></div>")
    return _crm(f"<div class='cw'>{left}{right}</div>", "Þórðardóttir, Dagný · Beacon CRM", "pennine-hedgehog.beaconcrm.example/supporters/004417")


def crm_schedule() -> str:
    rows = [("Ms", ("Dagny", "DENY_LIST"), ("THORDARDOTTIR", "DENY_LIST"), "27", "S10 1BA", "", "", "01/04/25", "10.00"),
            ("Mr", ("Graham", "PERSON"), ("Oldroyd", "PERSON"), "Rose Cottage", "HD9 7TE", "", "", "03/04/25", "50.00"),
            ("Mrs", ("Pauline", "PERSON"), ("Haigh", "PERSON"), "114", "S6 4GL", "", "", "03/04/25", "20.00"),
            ("Dr", ("Imran", "PERSON"), ("Chaudhry", "PERSON"), "Flat 6", "S11 8YL", "", "", "05/04/25", "100.00"),
            ("", "", "", "", "", "Aggregated donations: bucket collection, Meadowhall", "", "05/04/25", "412.37"),
            ("Miss", ("Chloe", "PERSON"), ("Ackroyd", "PERSON"), "9", "S35 0DR", "", "", "06/04/25", "15.00"),
            ("Mr", ("Tadeusz", "PERSON"), ("Wiśniewski", "PERSON"), "The Old Forge", "S33 6RB", "", "Yes", "07/04/25", "30.00"),
            ("Ms", ("Anjali", "PERSON"), ("Mistry", "PERSON"), "41a", "S7 1FH", "", "", "08/04/25", "25.00"),
            ("Mr", ("Keith", "PERSON"), ("Barraclough", "PERSON"), "2", "S36 2AN", "", "", "09/04/25", "10.00"),
            ("", "", "", "", "", "Aggregated donations: Christmas fair cash", "", "09/04/25", "286.50"),
            ("Mrs", ("Siân", "PERSON"), ("Pritchard", "PERSON"), "Hollins Farm", "S6 6GB", "", "", "10/04/25", "75.00"),
            ("Mr", ("Oluwaseun", "PERSON"), ("Adeyemi", "PERSON"), "63", "S2 4QR", "", "Yes", "11/04/25", "40.00"),
            ("Ms", ("Rhiannon", "PERSON"), ("Bottomley", "PERSON"), "Flat 3, Kelham Works", "S3 8RY", "", "", "12/04/25", "12.00"),
            ("Mr", ("J", "PERSON"), ("Hirst", "PERSON"), "17", "S75 2HU", "", "", "12/04/25", "5.00"),
            ("", "", "", "", "", "Aggregated donations: online round-ups", "", "13/04/25", "97.15"),
            ("Mrs", ("Ewa", "PERSON"), ("Zielińska", "PERSON"), "208", "S8 0XL", "", "", "14/04/25", "20.00"),
            ("Mr", ("Nathaniel", "PERSON"), ("Ogunleye", "PERSON"), "Beech House", "S17 3AB", "", "", "14/04/25", "250.00")]
    head = ("Title", "First name or initial", "Last name", "House name or number", "Postcode", "Aggregated donations", "Sponsored event", "Donation date (DD/MM/YY)", "Donation amount")
    tr = "<tr><td class='rh'></td>" + "".join(f"<td class='hd' style='width:{w}px'>{h}</td>" for h, w in zip(head, (50, 120, 140, 130, 90, 330, 80, 110, 100), strict=True)) + "</tr>"
    for k, (t, f, s, h, pc, agg, sp, d, a) in enumerate(rows, 24):
        def nm(x: tuple[str, str] | str, sit: str) -> str:
            if not x:
                return ""
            v, kind = x
            return _pii(kind, v, ("deny-listed " if kind == "DENY_LIST" else "") + sit)
        hh = _pii("STREET_ADDRESS", h, "house name or number alone in a Gift Aid schedule cell") if h else ""
        pp = _pii("STREET_ADDRESS", pc, "postcode alone in a Gift Aid schedule cell") if pc else ""
        tr += (f"<tr><td class='rh'>{k}</td><td>{t}</td><td>{nm(f, 'first name alone in a Gift Aid schedule cell' if f and f[1] == 'PERSON' else 'given name without diacritics alone in a Gift Aid schedule cell')}</td>"
               f"<td>{nm(s, 'surname alone in a Gift Aid schedule cell' if s and s[1] == 'PERSON' else 'surname in capitals without diacritics alone in a Gift Aid schedule cell')}</td>"
               f"<td>{hh}</td><td>{pp}</td><td>{agg}</td><td>{sp}</td><td>{d}</td><td class='n'>{a}</td></tr>")
    top = ("<div style='font-family:Liberation Sans,Arial,sans-serif;font-size:14px;margin-bottom:8px'><b>Gift Aid schedule spreadsheet · claim 2025-04 · HMRC charity reference EW41772</b>"
           " · Earliest donation date in the period of claim: 01/04/25 · 1,184 rows · total donations £18,406.37 · Gift Aid due £4,601.59</div>")
    inner = f"<div style='height:680px;overflow:hidden'><div class='sch'>{top}<table class='gs'>{tr}</table></div></div>"
    return _crm("<div style='height:30px;background:#fff;border-bottom:1px solid #d8dee4;display:flex;align-items:center;gap:18px;padding-left:18px;color:#6b7a88'>"
                "<span>◂ Claims</span><span>Claim 2025-04 · draft</span><span style='margin-left:auto'>Zoom 80 %</span><span style='padding-right:18px'>Export .ods · Submit to HMRC</span></div>" + inner,
                "Gift Aid claim 2025-04 · Beacon CRM", "pennine-hedgehog.beaconcrm.example/gift-aid/claims/2025-04/schedule")


# --------------------------------------------------------------------------------------------- blindn4: wedding planner
WED_CSS = """
body{background:#fbf8f5;font-family:"Liberation Sans",Arial,sans-serif;color:#4a3f3a;font-size:14px}
.wt{height:54px;background:#fff;border-bottom:1px solid #eadfd6;display:flex;align-items:center;gap:26px;padding-left:200px;font-size:14px} .wt b{font-family:"Liberation Serif",serif;font-size:21px;color:#9b6b5a;font-weight:normal}
.wt .on{color:#9b6b5a;border-bottom:2px solid #9b6b5a;padding-bottom:4px}
.zm{transform:scale(.67);transform-origin:0 0;width:1880px;padding:16px 24px}
.st{display:flex;gap:14px;margin-bottom:12px} .st div{background:#fff;border:1px solid #eadfd6;border-radius:8px;padding:10px 18px;font-size:15px;color:#8c7b73} .st b{display:block;font-size:24px;color:#4a3f3a}
.gl{border-collapse:collapse;width:100%;background:#fff;font-size:14px} .gl th{text-align:left;color:#a39189;font-weight:normal;padding:8px;border-bottom:2px solid #eadfd6;background:#fff}
.gl td{padding:8px;border-bottom:1px solid #f1e9e3;color:#6e625c;vertical-align:top} .gl .y{color:#4f8a5b} .gl .m{color:#b58b2a} .gl .n{color:#b05a5a}
.sc{display:flex;gap:16px;padding:14px 20px} .room{width:700px;height:690px;background:#fff;border:1px solid #eadfd6;border-radius:10px;position:relative;overflow:hidden}
.tb{position:absolute;width:130px;height:130px;border-radius:65px;background:#f6ede6;border:2px solid #e0cfc3;text-align:center;font-size:12px;color:#9b6b5a}
.tb b{display:block;margin-top:52px;font-size:15px} .seat{position:absolute;font-size:11.5px;color:#4a3f3a;white-space:nowrap;background:#fff;border:1px solid #eadfd6;border-radius:9px;padding:1px 6px}
.rs{flex:1;background:#fff;border:1px solid #eadfd6;border-radius:10px;padding:16px 20px;overflow:hidden} .rs h3{font-family:"Liberation Serif",serif;font-weight:normal;font-size:21px;margin:0 0 4px;color:#9b6b5a}
.rq{margin:9px 0} .rq .q{font-size:12px;color:#a39189;text-transform:uppercase;letter-spacing:.5px} .rq .a{margin-top:2px;line-height:1.45}
"""


def _wed(inner: str, on: str, url: str) -> str:
    tabs = "".join(f"<span class='{'on' if t == on else ''}'>{t}</span>" for t in ("Checklist", "Budget", "Guests", "Seating", "Vendors", "Website"))
    head = f"<div class='wt'><b>Giulia &amp; Tom</b>{tabs}<span style='margin-left:auto;padding-right:24px;color:#a39189'>14 June 2025 · Villa Sparina, Gavi · 59 days to go</span></div>"
    return _page(url, "Giulia & Tom · Ever After planner", head + inner, WED_CSS)


def wed_guests() -> str:
    g = [("Hannah Okoro", "Daniel Okoro", "Groom", "y", "Fish · Beef", "—", "5 Larkspur Close, Didsbury, Manchester M20 6RT", "07700 900164", "4"),
         ("Rosa Bellandi", "—", "Bride", "y", "Veg", "Coeliac (no gluten at all)", "Via Santa Croce 12, 50122 Firenze", "+39 347 218 9904", "2"),
         ("N. Esposito", "guest", "Bride", "m", "—", "Asked about a plus-one", "Vico Lungo Gelso 8, 80134 Napoli", "+39 333 604 1127", "—"),
         ("Fergus Whyte", "Ailsa Whyte", "Groom", "y", "Beef · Veg", "Nut allergy (EpiPen), seat away from the kitchen door", "14 Marchmont Crescent, Edinburgh EH9 1HN", "07700 900391", "6"),
         ("Priyanka Desai", "—", "Groom", "n", "—", "Sends a gift, can't travel", "88 Grove Lane, London SE5 8SN", "07700 900722", "—"),
         ("Lorenzo Bellandi", "Marta Bellandi", "Bride", "y", "Fish · Fish", _pii("PERSON", "Marta", "first name alone in a guest list note") + " is pregnant: no raw fish, no alcohol", "Via Santa Croce 12, 50122 Firenze", "+39 349 551 0382", "1"),
         ("Callum Reid", "Jamie Reid", "Groom", "y", "Beef · Kids menu", _pii("PERSON", "Jamie", "first name alone in a guest list note") + " is 6, needs a booster seat", "Flat 2/1, 61 Hyndland Road, Glasgow G12 9UX", "07700 900950", "5"),
         ("Margherita Conti", "—", "Bride", "y", "Veg", "Vegan, lactose intolerant", "Corso Vinzaglio 31, 10121 Torino", "+39 320 774 2651", "2"),
         ("Beth Harrington", "Sam Ortiz", "Groom", "y", "Fish · Veg", "—", "3 Rope Walk, Bath BA1 5AD", "07700 900287", "6"),
         ("Aldo Ricci", "Franca Ricci", "Bride", "y", "Beef · Fish", "Wheelchair access needed", "Via Garibaldi 44, 16124 Genova", "+39 010 246 8813", "1"),
         ("Chiara Sala", "—", "Bride", "y", "Fish", "Arrives late (flight lands 17:40)", "Via Paolo Sarpi 19, 20154 Milano", "+39 338 902 4416", "2"),
         ("Oskar Lind", "Ines Duarte", "Groom", "y", "Veg · Veg", "Both vegetarian, " + _pii("PERSON", "Ines", "first name alone in a guest list note") + " no mushrooms", "Hornsgatan 88, 118 21 Stockholm", "+46 70 555 0193", "4"),
         ("Moira Reid", "Ewan Reid", "Groom", "y", "Beef · Beef", "—", "7 Kelvin Drive, Glasgow G20 8QG", "07700 900604", "5"),
         ("Tobias Engel", "guest", "Groom", "a", "—", "Reminder sent 1 Apr", "Lindenstraße 22, 10969 Berlin", "+49 151 2347 8890", "—"),
         ("Funmi Adebayo", "—", "Groom", "a", "—", "—", "12 Cranbrook Road, Bristol BS6 7BP", "07700 900835", "—"),
         ("Giorgio Bellandi", "Laura Ferri", "Bride", "y", "Fish · Veg", _pii("PERSON", "Giorgio", "first name alone in a guest list note") + " is best man, speech 5 min", "Via Santa Croce 12, 50122 Firenze", "+39 347 660 1209", "Top")]
    rv = {"y": ("y", "Attending"), "m": ("m", "Maybe"), "n": ("n", "Declined"), "a": ("m", "Awaiting")}
    rows = ""
    for name, plus, side, r, meal, diet, addr, ph, tbl in g:
        nm = _pii("DENY_LIST", name, "deny-listed name as an initial and surname in a zoomed-out guest list") if name.startswith("N. ") else _pii("PERSON", name, "guest name in a zoomed-out guest list")
        pl = plus if plus in ("—", "guest") else _pii("PERSON", plus, "plus-one's name in a zoomed-out guest list")
        # two guests at one address: the same value, once per recording
        rows += (f"<tr><td><b>{nm}</b></td><td>{pl}</td><td>{side}</td><td class='{rv[r][0]}'>● {rv[r][1]}</td><td>{meal}</td><td>{diet}</td>"
                 f"<td>{_pii('STREET_ADDRESS', addr, 'postal address for invitations in a zoomed-out guest list')}</td>"
                 f"<td style='white-space:nowrap'>{_pii('PHONE_NUMBER', ph, 'phone in a zoomed-out guest list')}</td><td>{tbl}</td></tr>")
    inner = ("<div style='height:746px;overflow:hidden'><div class='zm'><div class='st'><div><b>112</b>invited</div><div><b>87</b>attending</div><div><b>9</b>declined</div>"
             "<div><b>16</b>awaiting</div><div><b>€14,280</b>catering (€164 pp)</div><div><b>11</b>tables of 8</div></div>"
             "<div style='margin:6px 0 10px;color:#a39189;font-size:15px'>⌕ Search guests &nbsp;·&nbsp; Filter: All sides ▾ · RSVP ▾ · Meal ▾ &nbsp;·&nbsp; Sorted by last updated &nbsp;·&nbsp; Zoom 67 %</div>"
             "<table class='gl'><tr><th>Guest</th><th>Plus-one</th><th>Side</th><th>RSVP</th><th>Meals</th><th>Dietary / notes</th><th>Address (invitations)</th><th>Phone</th><th>Table</th></tr>"
             f"{rows}</table></div></div>")
    return _wed(inner, "Guests", "everafter.example/w/giulia-tom-2025/guests?zoom=67")


def wed_seating() -> str:
    tables = [(40, 40, "1", ["Aldo Ricci", "Franca Ricci", "Lorenzo Bellandi", "Marta Bellandi"]),
              (380, 40, "2", ["Rosa Bellandi", "Margherita Conti", "Esposito Niccolò", "Chiara Sala"]),
              (40, 360, "4", ["Hannah Okoro", "Daniel Okoro", "Ines Duarte", "Oskar Lind"]),
              (380, 360, "5", ["Callum Reid", "Jamie Reid", "Moira Reid", "Ewan Reid"])]
    room = ""
    for x, y, n, seats in tables:
        room += f"<div class='tb' style='left:{x + 100}px;top:{y + 80}px'><b>Table {n}</b>8 seats</div>"
        for k, s in enumerate(seats):
            sx, sy = [(x + 60, y + 30), (x + 210, y + 120), (x + 60, y + 230), (x - 10, y + 130)][k]
            kind = "DENY_LIST" if s.startswith("Esposito") else "PERSON"
            sit = "deny-listed name surname first without a comma on a seating chart" if kind == "DENY_LIST" else "guest name on a seating chart"
            room += f"<div class='seat' style='left:{max(sx, 4)}px;top:{sy}px'>{_pii(kind, s, sit)}</div>"
    room += "<div style='position:absolute;left:20px;bottom:14px;color:#a39189;font-size:12px'>Drag guests to seats · 4 of 11 tables shown · Top table hidden</div>"
    rs = ("<div class='rs'><h3>RSVP · Okoro party</h3><div style='color:#a39189;font-size:12.5px'>Received 2 Apr 2025, 21:47 via the wedding website</div>"
          "<div class='rq'><div class='q'>Names attending</div><div class='a'>" + _pii("PERSON", "Hannah Okoro", "name in an RSVP's details") + " &amp; " + _pii("PERSON", "Daniel Okoro", "name in an RSVP's details") + "</div></div>"
          "<div class='rq'><div class='q'>E-mail</div><div class='a'>" + _pii("EMAIL_ADDRESS", "hannah.okoro@btinternet.com", "e-mail in an RSVP's details") + "</div></div>"
          "<div class='rq'><div class='q'>Mobile</div><div class='a'>" + _pii("PHONE_NUMBER", "+44 7700 900164", "mobile in international format in an RSVP's details") + "</div></div>"
          "<div class='rq'><div class='q'>Meal choices</div><div class='a'>" + _pii("PERSON", "Hannah", "first name alone in an RSVP's details") + ": sea bass · " + _pii("PERSON", "Daniel", "first name alone in an RSVP's details") + ": beef fillet</div></div>"
          "<div class='rq'><div class='q'>Dietary needs</div><div class='a'>None</div></div>"
          "<div class='rq'><div class='q'>Song that gets you dancing</div><div class='a'>September, Earth Wind &amp; Fire</div></div>"
          "<div class='rq'><div class='q'>Message to the couple</div><div class='a'>Can't wait! We've just moved, so please send the thank-you card to "
          + _pii("STREET_ADDRESS", "5 Larkspur Close, Didsbury, Manchester M20 6RT", "new home address inside a message to the couple") + " and not the old flat. Also "
          + _pii("DENY_LIST", "Esposito Niccolò", "deny-listed name surname first without a comma on a seating chart") + " asked if he can share our taxi from Genoa airport.</div></div>"
          "<div class='rq'><div class='q'>Accommodation</div><div class='a'>Room block at Albergo Gavi, 2 nights (13–15 June), code GT2025</div></div></div>")
    return _wed(f"<div class='sc'><div class='room'>{room}</div>{rs}</div>", "Seating", "everafter.example/w/giulia-tom-2025/seating?rsvp=okoro")


# ------------------------------------------------------------------------------------------ blindn5: Scout member manager
OSM_CSS = """
body{background:#eef0f3;font-family:"DejaVu Sans",sans-serif;color:#262b33;font-size:12.5px}
.ot{height:44px;background:#7413dc;color:#fff;display:flex;align-items:center;gap:22px;padding-left:200px;font-size:13px} .ot b{font-size:15px}
.ow{display:flex;gap:12px;padding:12px 16px;height:676px} .pn{background:#fff;border:1px solid #d6dae0;border-radius:4px;overflow:hidden}
.pn h3{margin:0;background:#f3eefb;color:#4b128f;font-size:12.5px;padding:7px 10px;border-bottom:1px solid #e2d6f5}
.fl{display:grid;grid-template-columns:128px 1fr;gap:5px 8px;padding:8px 10px;line-height:1.35} .fl .k{color:#6a7280}
.ls{width:210px} .ls div{padding:6px 10px;border-bottom:1px solid #eef0f3} .ls .on{background:#7413dc;color:#fff}
.bg{display:inline-block;background:#e7f4ea;color:#1e6b35;border-radius:3px;padding:1px 6px;margin:2px 2px 0 0;font-size:11.5px}
.pdfw{background:#525659;height:756px;display:flex;flex-direction:column} .pdfw .bar{height:38px;background:#323639;color:#e8eaed;display:flex;align-items:center;gap:18px;padding-left:20px;font-size:13px}
.pdfw .cvs{flex:1;overflow:hidden;display:flex;justify-content:center;padding-top:14px}
.sheet{transform:scale(.75);transform-origin:50% 0;width:1100px;height:900px;background:#fff;padding:40px 50px;font-family:"DejaVu Serif",serif;color:#1c1c1c;font-size:15px;flex:none}
.sheet h1{font-size:24px;margin:0;font-weight:normal;text-align:center} .sheet .sub{text-align:center;color:#444;margin:4px 0 16px}
.rt{border-collapse:collapse;width:100%;font-size:14.5px} .rt th{border:1px solid #555;background:#ece6f5;padding:6px 7px;text-align:left} .rt td{border:1px solid #777;padding:6px 7px;vertical-align:top;line-height:1.35}
"""


def osm_member(nhs: str) -> str:
    def fl(rows: list[tuple[str, str]]) -> str:
        return "<div class='fl'>" + "".join(f"<span class='k'>{k}</span><span>{v}</span>" for k, v in rows) + "</div>"
    ls = "<div class='pn ls'><h3>Cubs · Akela pack (24)</h3>" + "".join(
        f"<div class='{'on' if n == 'Oliwia Nowak' else ''}'>{_pii('PERSON', n, 'child name in a member list')} <span style='opacity:.6'>· {s}</span></div>" for n, s in
        (("Amara Okafor", "Red"), ("Archie Blythe", "Blue"), ("Elif Demir", "Green"), ("Finlay Shaw", "Yellow"), ("Harvey Dunne", "Red"), ("Isla McBride", "Blue"),
         ("Leo Castellano", "Green"), ("Musa Bello", "Yellow"), ("Oliwia Nowak", "Blue"), ("Poppy Tran", "Red"), ("Reuben Goldstein", "Green"), ("Zayn Akhtar", "Yellow"))) + "</div>"
    child = ("<div class='pn' style='flex:1'><h3>Member details</h3>" + fl([
        ("Name", "<b>" + _pii("PERSON", "Oliwia Nowak", "child's name in a member record") + "</b> (Six: Blue)"),
        ("Date of birth", _pii("DATE_OF_BIRTH", "09/03/2016", "child's date of birth in a member record") + " · age 9y 1m"),
        ("Started", "Cubs 14/09/2023 · Beavers 2021–2023"), ("Membership no.", "Invested · Gift Aid on subs")])
        + "<h3>Medical &amp; dietary</h3>" + fl([
            ("NHS number", _pii("ID_NUMBER", nhs, "NHS number in a child's medical details")),
            ("Medical", "Asthma: blue inhaler (Salbutamol) in her bag, 2 puffs before hikes. Allergic to penicillin."),
            ("Dietary", "Vegetarian, no nuts"), ("GP surgery", "Kings Heath Medical Practice, 0121 444 0312"),
            ("Tetanus", "Up to date (2022)"), ("Swimming", "Can swim 25 m")])
        + "<h3>Badges &amp; events</h3><div style='padding:8px 10px'><span class='bg'>Chief Scout's Silver</span><span class='bg'>Athletics</span><span class='bg'>Astronomer</span>"
          "<span class='bg'>Navigator</span><span class='bg'>Home Safety</span><br><br>Spring camp, Blackwell Adventure, 9–11 May · £65 paid · consent signed 12/04/2025<br>"
          "Subs: £42 per term, paid by standing order · balance £0.00</div></div>")
    contacts = ("<div class='pn' style='width:420px'><h3>Primary contact 1</h3>" + fl([
        ("Name", _pii("PERSON", "Magdalena Nowak", "parent's name in a member record") + " (mother)"),
        ("Mobile", _pii("PHONE_NUMBER", "07700 900118", "parent's mobile in a member record")),
        ("Email", _pii("EMAIL_ADDRESS", "magda.nowak@hotmail.co.uk", "parent's e-mail in a member record")),
        ("Address", _pii("STREET_ADDRESS", "46 Valentine Road, Kings Heath, Birmingham B14 7AN", "home address in a member record"))])
        + "<h3>Primary contact 2</h3>" + fl([
            ("Name", _pii("PERSON", "Krzysztof Nowak", "parent's name in a member record") + " (father)"),
            ("Mobile", _pii("PHONE_NUMBER", "07700 900736", "parent's mobile in a member record")),
            ("Email", _pii("EMAIL_ADDRESS", "k.nowak.builder@gmail.com", "parent's e-mail in a member record")),
            ("Address", "Same as contact 1")])
        + "<h3>Emergency contact</h3>" + fl([
            ("Name", _pii("PERSON", "Agnieszka Wróbel", "emergency contact's name in a member record") + " (aunt)"),
            ("Phone", _pii("PHONE_NUMBER", "0121 496 0587", "emergency contact's landline in a member record")),
            ("Notes", "Collects " + _pii("PERSON", "Oliwia", "child's first name alone in a member record's note") + " on Thursdays. Password for collection agreed with Akela.")])
        + "<h3>Doctor</h3>" + fl([("Surgery", "Kings Heath Medical Practice"), ("Address", "Vicarage Road, Birmingham B14 7QL")]) + "</div>")
    inner = f"<div class='ow'>{ls}{child}{contacts}</div>"
    top = ("<div class='ot'><b>Online Scout Manager</b><span>Members</span><span>Programme</span><span>Events</span><span>Finances</span><span>Badges</span>"
           "<span style='margin-left:auto;padding-right:20px'>1st Kings Heath Scout Group · Cubs</span></div>")
    return _page("www.onlinescoutmanager.example/members/personal-details?section=cubs&member=88214", "Personal details · Online Scout Manager", top + inner, OSM_CSS)


def osm_rota() -> str:
    helpers = [("Thu 24 Apr", "Pond dipping (Kings Heath Park)", "Magdalena Nowak", "07700 900118", "Tunde Bello", "07700 900673"),
               ("Thu 1 May", "Cooking on fires", "DAGNÝ ÞÓRÐARDÓTTIR", "07700 900459", "Gareth Lloyd-Jones", "07700 900205"),
               ("Thu 8 May", "Camp kit check", "Rebecca Shaw", "07700 900548", "Ahmed Akhtar", "07700 900819"),
               ("Fri 9 – Sun 11 May", "Spring camp (overnight helpers, DBS only)", "Ahmed Akhtar", "07700 900819", "Krzysztof Nowak", "07700 900736"),
               ("Thu 15 May", "Navigator badge, compass walk", "Siobhan Dunne", "07700 900362", "Rebecca Shaw", "07700 900548"),
               ("Thu 22 May", "No meeting (half term)", "—", "", "—", ""),
               ("Thu 29 May", "Bike maintenance", "Dev Tran", "07700 900991", "Tunde Bello", "07700 900673"),
               ("Thu 5 Jun", "Wide game in the park", "Gareth Lloyd-Jones", "07700 900205", "Siobhan Dunne", "07700 900362")]
    # phones already shown in the member record (the same recording) are the same identifiers there
    rows = ""
    for d, act, h1, p1, h2, p2 in helpers:
        def h(n: str, p: str) -> str:
            if n == "—":
                return "—"
            if n.startswith("DAGN"):
                nm = _pii("DENY_LIST", n, "deny-listed name in capitals with diacritics in a printed rota at 75 %")
            else:
                nm = _pii("PERSON", n, "helper's name in a printed rota at 75 %")
            return f"{nm}<br>{_pii('PHONE_NUMBER', p, 'helper phone in a printed rota at 75 %')}"
        rows += f"<tr><td style='white-space:nowrap'>{d}</td><td>{act}</td><td>{h(h1, p1)}</td><td>{h(h2, p2)}</td><td>6:15–7:45 pm</td></tr>"
    sheet = ("<div class='sheet'><h1>1st Kings Heath Cubs · Parent helper rota</h1><div class='sub'>Summer term 2025 · meetings at the Scout Hut, Grange Road, Kings Heath B14 7RN</div>"
             "<table class='rt'><tr><th>Date</th><th>Activity</th><th>Helper 1</th><th>Helper 2</th><th>Time</th></tr>" + rows + "</table>"
             "<p style='margin-top:16px;line-height:1.5'>Can't make your slot? Swap with another parent and tell the rota coordinator, "
             + _pii("PERSON", "Janet Pryce", "rota coordinator's name in a printed rota's footer") + ", on " + _pii("PHONE_NUMBER", "0121 496 0724", "coordinator's landline in a printed rota's footer")
             + " or " + _pii("EMAIL_ADDRESS", "janet.pryce@btinternet.com", "coordinator's e-mail in a printed rota's footer") + ". Helpers need no DBS for weekly meetings; camp helpers do.</p>"
             "<p style='color:#555;font-size:13px'>Printed 14/04/2025 · page 1 of 1 · please do not share outside the group</p></div>")
    body = (f"<div class='pdfw'><div class='bar'><span>☰</span><span>Cubs_helper_rota_summer_2025.pdf</span><span style='margin-left:auto'>1 / 1</span><span>− 75% +</span><span>⤓ ⎙ ⋮</span>"
            f"<span style='width:10px'></span></div><div class='cvs'>{sheet}</div></div>")
    return _page("file:///home/akela/Downloads/Cubs_helper_rota_summer_2025.pdf", "Cubs_helper_rota_summer_2025.pdf", body, OSM_CSS)


# ---------------------------------------------------------------------------------------- blindn6: freelance marketplace
GIG_CSS = """
body{background:#f7f7f7;font-family:"Liberation Sans",Arial,sans-serif;color:#222;font-size:13.5px}
.gt{height:50px;background:#fff;border-bottom:1px solid #e4e4e4;display:flex;align-items:center;gap:24px;padding-left:200px} .gt b{color:#14a800;font-size:20px}
.gw{display:flex;gap:14px;padding:12px 18px;height:682px} .gc{background:#fff;border:1px solid #e4e4e4;border-radius:8px;padding:14px 18px;overflow:hidden}
.gc h2{margin:0 0 6px;font-size:20px} .gc h3{font-size:14px;margin:12px 0 6px}
.ms{width:100%;border-collapse:collapse} .ms th{text-align:left;color:#5e6d55;font-weight:normal;border-bottom:1px solid #e4e4e4;padding:5px} .ms td{padding:6px 5px;border-bottom:1px solid #f0f0f0} .ms .n{text-align:right}
.ok{color:#14a800} .kv{display:grid;grid-template-columns:150px 1fr;gap:5px 10px;line-height:1.4} .kv .k{color:#5e6d55}
.ch{width:400px;display:flex;flex-direction:column} .ch .mm{flex:1;overflow:hidden} .bub{background:#f2f7f2;border-radius:8px;padding:8px 10px;margin:6px 0;line-height:1.45} .bub.me{background:#eef3fb}
.bub .w{font-size:12px;color:#5e6d55;margin-bottom:2px}
.w8{background:#8a8a8a;height:756px;overflow:hidden;display:flex;justify-content:center;padding-top:10px}
.fm{width:980px;background:#fff;padding:18px 26px;font-family:"DejaVu Sans",sans-serif;font-size:11px;color:#444}
.fm .hh{display:flex;border-bottom:2px solid #333;padding-bottom:6px} .fm .hh .f{font-size:26px;font-weight:bold;color:#222;width:150px} .fm .hh .t{flex:1;text-align:center;color:#333;font-size:13px}
.pt{background:#333;color:#fff;display:inline-block;padding:1px 8px;margin:8px 8px 4px 0;font-size:11.5px}
.ln{display:flex;border-top:1px solid #999;min-height:36px} .ln>div{flex:1;padding:2px 6px;border-left:1px solid #999} .ln>div:first-child{border-left:none}
.ln .l{color:#777;font-size:10px} .ln .v{font-family:"Liberation Mono",monospace;font-size:13px;color:#1a3d8f;margin-top:2px}
.sig{font-family:"DejaVu Serif",serif;font-style:italic;font-size:22px;color:#1a3d8f}
.q{display:flex;gap:10px;padding:7px 8px;border-bottom:1px solid #eee;font-size:12.5px;align-items:center} .q.on{background:#f2f7f2} .q i{width:30px;height:30px;border-radius:15px;flex:none}
.idc{width:430px;height:270px;border-radius:12px;background:linear-gradient(135deg,#eaf3fb,#cfe3f2 60%,#b8d2e8);position:relative;font-family:"WenQuanYi Micro Hei",sans-serif;color:#1d2b3a;font-size:13px;box-shadow:0 2px 8px rgba(0,0,0,.25)}
.idc .ph{position:absolute;right:24px;top:34px;width:96px;height:120px;background:linear-gradient(170deg,#b9a38f,#6f5a4a);border-radius:4px}
.idc .r{position:absolute;left:22px} .idc .k{color:#4b6a88;font-size:11.5px;margin-right:8px}
"""


def _gig(inner: str, tab: str, url: str) -> str:
    top = ("<div class='gt'><b>gigly</b><span>Find work</span><span>Deliver work</span><span>Manage finances</span><span>Messages</span>"
           "<span style='margin-left:auto;padding-right:20px;color:#5e6d55'>⌕ Search · ? · ◔</span></div>")
    return _page(url, tab, top + inner, GIG_CSS)


def gig_contract(cf: str, piva: str, dni: str, nie: str) -> str:
    ms = [("1", "Brand discovery and moodboards", "€1,200.00", "Paid 28 Feb"), ("2", "Logo system and type", "€2,400.00", "Paid 21 Mar"),
          ("3", "Packaging, 6 SKUs", "€3,150.00", "In review"), ("4", "Brand guidelines PDF", "€900.00", "Not funded")]
    mt = "".join(f"<tr><td>{a}</td><td>{b}</td><td class='n'>{c}</td><td class='{'ok' if d.startswith('Paid') else ''}'>{d}</td></tr>" for a, b, c, d in ms)
    ne = _pii("DENY_LIST", "Niccolò Esposito", "deny-listed name in a freelance contract")
    left = ("<div class='gc' style='flex:1'><div style='color:#5e6d55;font-size:12px'>Contracts › Harbour &amp; Pine rebrand</div><h2>Harbour &amp; Pine rebrand · fixed price</h2>"
            "<div style='color:#5e6d55'>Contract ID 88412073 · started 12 Feb 2025 · €7,650.00 in 4 milestones · €3,600.00 paid</div>"
            f"<h3>Milestones</h3><table class='ms'><tr><th>#</th><th>Milestone</th><th>Amount</th><th>Status</th></tr>{mt}</table>"
            "<h3>Parties</h3><div class='kv'><span class='k'>Client</span><span>Harbour &amp; Pine Ltd, 40 Commercial Quay, Leith EH6 6LX · VAT GB 318 4409 27</span>"
            "<span class='k'>Client contact</span><span>" + _pii("PERSON", "Fiona Gallagher", "client contact's name in a freelance contract") + ", Brand Director</span>"
            "<span class='k'>Freelancer</span><span>" + ne + " · Top Rated · Naples, Italy · 2:14 pm local time</span></div>"
            "<h3>Freelancer billing details (shown on invoices)</h3><div class='kv'>"
            "<span class='k'>Trading as</span><span>Studio " + _pii("DENY_LIST", "Esposito", "deny-listed surname alone in a business name") + " (ditta individuale)</span>"
            "<span class='k'>Codice fiscale</span><span>" + _pii("ID_NUMBER", cf, "codice fiscale in a contract's billing details") + "</span>"
            "<span class='k'>Partita IVA</span><span>IT " + _pii("ID_NUMBER", piva, "sole trader's partita IVA in a contract's billing details") + "</span>"
            "<span class='k'>Address</span><span>" + _pii("STREET_ADDRESS", "Via dei Tribunali 181, 80138 Napoli", "sole trader's address in a contract's billing details") + "</span>"
            "<span class='k'>PEC</span><span>" + _pii("EMAIL_ADDRESS", "niccolo.esposito@pec.it", "certified e-mail in a contract's billing details") + "</span>"
            "<span class='k'>Payout</span><span>Bank transfer · EUR · account ending 4471 · verified</span></div></div>")
    chat = ("<div class='gc ch'><b>Messages · 3 people</b><div class='mm'>"
            "<div class='bub'><div class='w'>" + _pii("PERSON", "Fiona Gallagher", "sender's name in a contract's messages") + " · 14 Apr</div>"
            + _pii("DENY_LIST", "Niccolò", "deny-listed given name alone in a message") + ", could you send your W-8BEN before we release milestone 3? Finance won't pay without it.</div>"
            "<div class='bub me'><div class='w'>You · 14 Apr</div>Done, uploaded it under Documents. I've added " + _pii("PERSON", "Lucía", "first name alone in a message") + " and "
            + _pii("PERSON", "Andrés", "first name alone in a message") + " for the packaging illustrations.</div>"
            "<div class='bub'><div class='w'>" + _pii("PERSON", "Lucía Martín Gómez", "sender's name in a contract's messages") + " · 15 Apr</div>Hola! For my invoice to you: "
            + _pii("PERSON", "Lucía Martín Gómez", "sender's name in a contract's messages") + ", DNI " + _pii("ID_NUMBER", dni, "Spanish DNI in a message") + ", "
            + _pii("STREET_ADDRESS", "Calle de Embajadores 47, 3º B, 28012 Madrid", "Madrid address in a message") + ". IRPF 15 %.</div>"
            "<div class='bub'><div class='w'>" + _pii("PERSON", "Andrés Rojas", "sender's name in a contract's messages") + " · 15 Apr</div>Mine: NIE "
            + _pii("ID_NUMBER", nie, "Spanish NIE in a message") + ", same invoice template please. I'm on " + _pii("PHONE_NUMBER", "+34 612 48 90 37", "Spanish mobile in a message")
            + " if the printer calls.</div>"
            "<div class='bub'><div class='w'>" + _pii("PERSON", "Fiona Gallagher", "sender's name in a contract's messages") + " · 15 Apr</div>Thanks all. Proofs to the printer by Fri 25 Apr, run of 20,000 boxes.</div>"
            "</div><div style='border:1px solid #ddd;border-radius:6px;padding:9px;color:#999'>Send a message…</div></div>")
    return _gig(f"<div class='gw'>{left}{chat}</div>", "Harbour & Pine rebrand · Contract · gigly", "www.gigly.example/nx/wm/contracts/88412073")


def gig_w8(cf: str, itin: str) -> str:
    def ln(*cells: tuple[str, str, int]) -> str:
        return "<div class='ln'>" + "".join(f"<div style='flex:{w}'><div class='l'>{lab}</div><div class='v'>{v}</div></div>" for lab, v, w in cells) + "</div>"
    f = ("<div class='fm'><div class='hh'><div class='f'>W-8BEN<div style='font-size:10px;font-weight:normal'>(Rev. October 2021)</div></div>"
         "<div class='t'><b>Certificate of Foreign Status of Beneficial Owner for United States Tax Withholding and Reporting (Individuals)</b><br>"
         "For use by individuals. Entities must use Form W-8BEN-E. Give this form to the withholding agent or payer. Do not send to the IRS.</div><div style='width:120px;text-align:right'>OMB No. 1545-1621</div></div>"
         "<span class='pt'>Part I</span><b style='color:#333'>Identification of Beneficial Owner</b>"
         + ln(("1 Name of individual who is the beneficial owner", _pii("DENY_LIST", "ESPOSITO NICCOLO", "deny-listed name surname first in capitals without its accent in a tax form field"), 3),
              ("2 Country of citizenship", "ITALY", 1))
         + ln(("3 Permanent residence address (street, apt. or suite no., or rural route). Do not use a P.O. box or in-care-of address.",
               _pii("STREET_ADDRESS", "VICO SAN PIETRO A MAIELLA 6, INT. 4", "permanent residence street line in capitals in a tax form field"), 1))
         + ln(("City or town, state or province. Include postal code where appropriate.", _pii("STREET_ADDRESS", "80138 NAPOLI (NA)", "postcode and city line in a tax form field"), 3), ("Country", "ITALY", 1))
         + ln(("4 Mailing address (if different from above)", "", 3), ("Country", "", 1))
         + ln(("5 U.S. taxpayer identification number (SSN or ITIN), if required", _pii("ID_NUMBER", itin, "ITIN in a tax form field"), 1),
              ("6a Foreign tax identifying number", _pii("ID_NUMBER", cf, "codice fiscale as a foreign tax id in a tax form field"), 1),
              ("6b Check if FTIN not legally required", "☐", 1))
         + ln(("7 Reference number(s)", "GIGLY-88412073", 1), ("8 Date of birth (MM-DD-YYYY)", _pii("DATE_OF_BIRTH", "07-23-1991", "date of birth month first in a tax form field"), 1))
         + "<span class='pt'>Part II</span><b style='color:#333'>Claim of Tax Treaty Benefits</b>"
         + ln(("9 I certify that the beneficial owner is a resident of", "ITALY", 2), ("within the meaning of the income tax treaty between the United States and that country.", "", 2))
         + ln(("10 Special rates and conditions: the beneficial owner is claiming the provisions of Article", "14", 1), ("of the treaty to claim a rate of", "0 %", 1),
              ("withholding on (specify type of income)", "Independent personal services", 2))
         + "<span class='pt'>Part III</span><b style='color:#333'>Certification</b><div style='line-height:1.4;margin:4px 0;color:#555'>Under penalties of perjury, I declare that I have examined the information on this form and to the best of my knowledge "
           "and belief it is true, correct, and complete. I am the individual that is the beneficial owner of all the income or proceeds to which this form relates…</div>"
         + "<div class='ln' style='min-height:56px'><div style='flex:3'><div class='l'>Sign Here ▶ Signature of beneficial owner</div><div class='sig'>"
         + _pii("DENY_LIST", "Niccolò Esposito", "deny-listed name as a handwriting-style signature") + "</div></div><div style='flex:1'><div class='l'>Date (MM-DD-YYYY)</div><div class='v'>04-14-2025</div></div></div>"
         + ln(("Print name of signer", _pii("DENY_LIST", "NICCOLÒ ESPOSITO", "deny-listed name in capitals with its accent as a printed signer name"), 1))
         + "<div style='margin-top:6px;color:#777'>For Paperwork Reduction Act Notice, see separate instructions. Cat. No. 25047Z · Form W-8BEN (Rev. 10-2021) · uploaded to gigly 14 Apr 2025, 15:02</div></div>")
    return _page("www.gigly.example/nx/tax-info/documents/w8ben-88412073.pdf", "W-8BEN · Tax information · gigly", f"<div class='w8'>{f}</div>", GIG_CSS)


def gig_idcheck(cn: str) -> str:
    q = [("林晓梅", "China", "Passport + ID", "12", True), ("Phạm Thị Thu Trang", "Vietnam", "CCCD", "31", False), ("Đặng Quốc Bảo", "Vietnam", "Passport", "8", False),
         ("Nguyễn Hoàng Yến", "Vietnam", "CCCD", "44", False), ("Wanjiru Kamau", "Kenya", "National ID", "17", False), ("Tavita Fa'asalele", "Samoa", "Passport", "63", False)]
    ql = ""
    for (n, c, d, r, on), col in zip(q, ("#d9a46c", "#8bb0c9", "#a58bc9", "#6f9b8a", "#c98bb9", "#b7c4a0"), strict=True):
        nm = _pii("DENY_LIST", n, "deny-listed name in Chinese characters in a review queue") if on else _pii("PERSON", n, "freelancer's name in an identity review queue")
        ql += f"<div class='q{' on' if on else ''}'><i style='background:{col}'></i><div style='flex:1'><b>{nm}</b><br><span style='color:#777'>{c} · {d}</span></div><span>risk {r}</span></div>"
    left = f"<div class='gc' style='width:330px;padding:0'><div style='padding:10px 12px;font-weight:bold'>Identity review · queue 27</div>{ql}</div>"
    card = ("<div class='idc'><div class='ph'></div>"
            "<div class='r' style='top:28px'><span class='k'>姓名</span>" + _pii("DENY_LIST", "林晓梅", "deny-listed name in Chinese characters on an identity card image") + "</div>"
            "<div class='r' style='top:58px'><span class='k'>性别</span>女 &nbsp;&nbsp;<span class='k'>民族</span>汉</div>"
            "<div class='r' style='top:88px'><span class='k'>出生</span>" + _pii("DATE_OF_BIRTH", "1993年8月15日", "date of birth in Chinese on an identity card image") + "</div>"
            "<div class='r' style='top:118px;width:270px;line-height:1.5'><span class='k'>住址</span>" + _pii("STREET_ADDRESS", "浙江省杭州市西湖区文三路259号3幢1502室", "address in Chinese on an identity card image") + "</div>"
            "<div class='r' style='top:214px'><span class='k'>公民身份号码</span><span style='font-family:Liberation Mono,monospace;font-size:16px;letter-spacing:1px'>"
            + _pii("ID_NUMBER", cn, "Chinese resident identity number on an identity card image") + "</span></div></div>")
    kv = ("<div class='kv' style='margin-top:14px'><span class='k'>Legal name (as typed)</span><span>" + _pii("DENY_LIST", "LIN XIAOMEI", "deny-listed name romanised in capitals in an identity review") + "</span>"
          "<span class='k'>Document</span><span>Resident Identity Card (PRC) · issued 2019 · valid to 2039-06-30</span>"
          "<span class='k'>Date of birth typed</span><span>" + _pii("DATE_OF_BIRTH", "1993-08-15", "ISO date of birth in an identity review") + "</span>"
          "<span class='k'>Country of residence</span><span>United Kingdom (since 2018)</span>"
          "<span class='k'>Checks</span><span class='ok'>✓ Face match 98.4 % · ✓ MRZ/number checksum · ✓ Not on sanctions lists</span>"
          "<span class='k'>Case</span><span>TS-2025-041877 · opened 15 Apr 10:02 · SLA 24 h</span></div>"
          "<div style='margin-top:14px'><span style='background:#14a800;color:#fff;border-radius:16px;padding:7px 18px'>Approve</span> &nbsp; "
          "<span style='border:1px solid #14a800;color:#14a800;border-radius:16px;padding:6px 18px'>Request new photo</span> &nbsp; <span style='color:#c00'>Reject</span></div>")
    right = f"<div class='gc' style='flex:1'><h2>Verify identity · payouts</h2><div style='color:#5e6d55;margin-bottom:12px'>Uploaded 15 Apr 2025, 09:58 · front side · 2.1 MB</div>{card}{kv}</div>"
    return _gig(f"<div class='gw'>{left}{right}</div>", "Identity review · Trust & Safety · gigly", "admin.gigly.example/trust/identity/TS-2025-041877")


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind14(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20261014)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    ids = {"kt": _kennitala(rng, date(1989, 2, 14)), "nhs": _nhs(rng), "cf": _cf("SPSNCL91L23F839"), "piva": _piva(rng, "063"),
           "dni": _dni(rng.randint(10_000_000, 79_999_999)), "nie": _nie(rng), "cn": _cn_id("33010619930815" + f"{rng.randint(0, 49) * 2:03d}"),
           "acct": "".join(rng.choice(string.digits) for _ in range(8)), "itin": _itin(rng)}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindn0", [("net0", net_profile), ("net1", lambda: net_messages(ids["kt"]))], "professional network")
        record("blindn1", [("mb0", mb_mentions), ("mb1", mb_dms)], "micro-blog (HiDPI)", dsf=2.0)
        record("blindn2", [("forum0", forum_thread), ("forum1", chat_server), ("forum2", chat_modlog)], "tenants' forum and chat server")
        record("blindn3", [("crm0", lambda: crm_donor(ids["acct"])), ("crm1", crm_schedule)], "charity donor CRM")
        record("blindn4", [("wed0", wed_guests), ("wed1", wed_seating)], "wedding planner")
        record("blindn5", [("osm0", lambda: osm_member(ids["nhs"])), ("osm1", osm_rota)], "Scout member manager")
        record("blindn6", [("gig0", lambda: gig_contract(ids["cf"], ids["piva"], ids["dni"], ids["nie"])), ("gig1", lambda: gig_w8(ids["cf"], ids["itin"])),
                           ("gig2", lambda: gig_idcheck(ids["cn"]))], "freelance marketplace")
    _checks(ids)
    return rig


if __name__ == "__main__":
    preview(render_blind14, "/tmp/blind14/preview")
