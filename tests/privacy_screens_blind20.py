# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A twentieth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind18.py, other applications again): online communities and
collaboration tools — a product forum's thread and its dark moderator view, a social network's direct messages and a
profile's about box on phones, a video meeting's participants panel and live transcript, a shared spreadsheet with a
cell comment, collaborator avatars and its version history, a code review (commit metadata, trailers, @mentions, a
diff with a leaked secret) and a team wiki's on-call rota, a telecom's support chat widget and its agent console, and
a scheduling page with its confirmation e-mail — rendered by Debian's chromium through the rig of
tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindt0` … `blindt6`), 2 or 3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindt0` a smart-home product's community forum: a thread (the deny-listed Norwegian name as a display name, as
  the username `b.asheim` beside avatar circles with initials, its given name alone in a signature with a mobile; a
  greyed, indented quote under `b.asheim wrote:`; usernames made from names (`anna_k_92`, `j.oconnor`) as display
  names and @mentions; a first name in a possessive (`Ingrid's notes`); the deny-listed Greek name cut by an
  ellipsis in a narrow user column and in lower case as a username, a Greek mobile beside an emoji-like glyph; a
  participants box and a reply toast with a username; the product, firmware versions, issue keys, the channel
  `#general`, dates, view and like counts not private); then the dark moderator view (a reported member's username
  made from a name, his real name, e-mail, last IPv4 and registration IPv6, a second account's username; a reported
  post naming a third party with his street address and mobile under a greyed quote; a moderator log with usernames
  and the deny-listed name in lower case; trust levels, post counts, rule ids and topic ids not private);
- `blindt1` a social network on two mirrored phone screens at device scale 2 (HiDPI): stacked notifications (the
  deny-listed Portuguese double-surname name cut by an ellipsis, a name beside an emoji, an @handle; a calendar
  entry and a card payment not private) beside a direct-message thread (the name beside a sun glyph in the header, its
  @handle and an avatar with initials; a street address, a sister's first name and a mobile, a first name in lower
  case and an e-mail in bubbles); then a profile (a large avatar with initials, the name, an @handle, an about box with
  a birthday, an e-mail, a Norwegian mobile and a partner's name; the deny-listed Norwegian name among mutual friends;
  the studio, neighbourhood, counts and pronouns not private) beside its edit form (a private e-mail and a Portuguese
  mobile) under a toast;
- `blindt2` a dark video meeting at device scale 2 (HiDPI): the gallery (the deny-listed Greek name with `(Host)` on
  a tile label, the deny-listed Portuguese given name alone with a muted glyph, initials in large avatars; a meeting
  room named after a scientist, `Curie room`, not private), the participants panel (names with avatars and `(you)`, an
  external guest by e-mail, a dial-in caller's Greek phone number, a waiting guest with `Å`/`Ø`), toasts over a tile
  label (a raised hand, a recording started by the deny-listed given name); then the live transcript (each line
  starting with the speaker's name and a time; a mobile, a personal e-mail, a customer's name and street address
  spoken; first names and the deny-listed Norwegian given name inside lines; the release, build, commit hash, ticket
  keys, `#release-2024` and the `Hopper room` not private) beside a speaking tile and a filmstrip under a join toast;
- `blindt3` a shared spreadsheet of a conference's volunteers zoomed out to 90 % (names, e-mails, mobiles and
  reimbursement IBANs — Norwegian with their MOD 11 account digits, Portuguese with its NIB check digits, Greek — of
  the three deny-listed people and others; roles, shifts, amounts, a total formula and the venue's address and rooms
  not private), a formula bar holding a mobile, collaborator avatars with initials and a hover card (the deny-listed
  name, an e-mail), and an open cell comment thread (the deny-listed names above comments, one as an @mention, a
  deny-listed given name in a possessive, a Greek landline, a name @mentioned); then the version history at 100 % (the
  grid cut by the history panel, the changed cell highlighted, editors' names with coloured dots, one cut by an
  ellipsis, an old phone number in an entry; the anonymous viewer's animal name not private);
- `blindt4` a code review zoomed out to 80 % (commits with authors' names and e-mails, `Signed-off-by:`,
  `Co-authored-by:` and `Reviewed-by:` trailers, avatars with initials; review comments with @mentions of the
  deny-listed Greek name as a username and of the Portuguese one as `ines-sm`; reviewers and assignees; commit
  hashes, labels, the milestone, ticket keys, build numbers and coverage not private); then the files changed at
  150 % (a RADIUS shared secret and a PagerDuty key in added lines under a secret-scan bot comment, a MAINTAINERS file
  with names and e-mails); then a team wiki's on-call rota at 75 % (primary and secondary on-call names with their
  mobiles, a hyphenated given name as page owner and escalation manager with his mobile, the deny-listed given name in
  lower case in the byline, `Ingrid's notes`, an @mention and a home landline; the vendor NOC's and the security
  desk's numbers, the PagerDuty service, week numbers, rooms named after people and the channel not private);
- `blindt5` a Norwegian telecom's site with its support chat widget open (the agent's first name and initial; the
  customer typing her name, date of birth, national identity number (fødselsnummer), new street address, and an
  e-mail still in the input; the plans, prices, an invoice and an order number not private); then the agent console
  zoomed out to 67 % (a queue of customers' names with previews, the conversation with the e-mail, a card number and
  a compact Norwegian IBAN typed by the customer, the customer sidebar with a customer number, a mobile, an old e-mail
  and an IP; browser, city, plan and tags not private) under two stacked toasts, one cutting a name by an ellipsis;
- `blindt6` a scheduling page (the deny-listed Portuguese host with an avatar, her Greek co-host as a given name and
  initial; a calendar and time slots not private; the booking form filled: the invitee's name, e-mail, a guest's
  e-mail on a chip, a Portuguese mobile, the company, a Portuguese tax number (NIF), notes naming an assistant and a
  landline); then the confirmation e-mail in web mail at 125 % (the host's name in the subject and body with her
  direct line, the invitee, the guests, a meeting link with its password, reschedule and cancel links carrying tokens;
  the sender service, the event, its time and the provider's business address not private).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Norwegian name with `ø` and `Å`, a
Portuguese name with a double surname, a Greek name written in Latin letters: the first as written, as the username
`b.asheim` and `basheim`, its given name alone, in lower case, as avatar initials `BÅ`; the second as written, cut by
an ellipsis after `Mag`, as an @handle, its given name alone, as avatar initials `IM` and `IS`, as the username
`ines-sm`; the third as written, cut by ellipses, as the username `ktheodoropoulos`, with its surname initial, its
given name alone and in a possessive, as avatar initials `KT`). ACCOUNT_NAME marks usernames and @handles of people
not listed. Checksummed values (the fødselsnummer, Norwegian IBANs with their MOD 11 account check digits, a
Portuguese IBAN with its NIB check digits, a Greek IBAN, a Portuguese NIF, a Visa card) are valid. Each value other
than a name is shown in one recording only.
"""

from __future__ import annotations

import random
import string
from datetime import date
from pathlib import Path

from privacy_screens import _card
from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _luhn_ok, _win
from privacy_screens_blind4 import _nif_pt, _page, _pii, preview, recorder

DENY = ["Bjørn Åsheim", "Inês Sousa Magalhães", "Kyriakos Theodoropoulos"]


# ------------------------------------------------------------------------------------------------ valid identifiers
_FNR_K1 = (3, 7, 6, 1, 8, 9, 4, 5, 2)
_FNR_K2 = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)


def _fnr(rng: random.Random, born: date) -> str:
    """A Norwegian national identity number (fødselsnummer): DDMMYY, three individual digits (000–499 for births in
    1900–1999), two mod-11 check digits (a remainder giving 10 is not issued)."""
    while True:
        body = f"{born:%d%m%y}{rng.randint(0, 499):03d}"
        k1 = 11 - sum(int(a) * w for a, w in zip(body, _FNR_K1, strict=True)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        k2 = 11 - sum(int(a) * w for a, w in zip(body + str(k1), _FNR_K2, strict=True)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 != 10:
            return f"{body[:6]} {body[6:]}{k1}{k2}"


def _fnr_ok(v: str, born: date) -> bool:
    d = v.replace(" ", "")
    if len(d) != 11 or d[:6] != f"{born:%d%m%y}":
        return False
    k1 = (11 - sum(int(a) * w for a, w in zip(d[:9], _FNR_K1, strict=True)) % 11) % 11
    k2 = (11 - sum(int(a) * w for a, w in zip(d[:10], _FNR_K2, strict=True)) % 11) % 11
    return k1 == int(d[9]) and k2 == int(d[10])


_NO_W = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)


def _no_iban(rng: random.Random, bank: str, group: bool = True) -> str:
    """A Norwegian IBAN whose eleven-digit account carries its national MOD 11 check digit (weights 5 4 3 2 7 6 5 4 3 2;
    a remainder giving 10 is not issued)."""
    while True:
        body = bank + "".join(rng.choice(string.digits) for _ in range(10 - len(bank)))
        c = 11 - sum(int(a) * w for a, w in zip(body, _NO_W, strict=True)) % 11
        if c != 10:
            return _iban_b("NO", body + str(0 if c == 11 else c), group=group)


def _no_iban_ok(iban: str) -> bool:
    d = iban.replace(" ", "")[4:]
    c = 11 - sum(int(a) * w for a, w in zip(d[:10], _NO_W, strict=True)) % 11
    return len(d) == 11 and c != 10 and (0 if c == 11 else c) == int(d[10])


def _pt_iban(rng: random.Random, bank: str) -> str:
    """A Portuguese IBAN whose NIB carries its national check digits (98 less the first nineteen digits × 100 mod 97)."""
    body = bank + "".join(rng.choice(string.digits) for _ in range(19 - len(bank)))
    return _iban_b("PT", body + f"{98 - int(body) * 100 % 97:02d}")


def _pt_iban_ok(iban: str) -> bool:
    d = iban.replace(" ", "")[4:]
    return len(d) == 21 and 98 - int(d[:19]) * 100 % 97 == int(d[19:])


def _nif_ok(v: str) -> bool:
    r = sum(int(c) * (9 - k) for k, c in enumerate(v[:8])) % 11
    return len(v) == 9 and int(v[8]) == (0 if r < 2 else 11 - r)


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _fnr_ok(ids["fnr"], date(1987, 10, 4)), ids["fnr"]
    for k in ("no_bjorn", "no_sindre", "no_marit", "no_eirik", "no_liv"):
        assert _no_iban_ok(ids[k]), (k, ids[k])
    assert _pt_iban_ok(ids["pt_ines"]), ids["pt_ines"]
    assert _nif_ok(ids["nif"]), ids["nif"]
    assert _luhn_ok(ids["card"]), ids["card"]


def _av(text: str, colour: str, size: int = 30, kind: str = "", sit: str = "") -> str:
    """An avatar circle with initials (marked when they are a person's)."""
    inner = _pii(kind, text, sit) if kind else text
    return (f"<span class='av' style='background:{colour};width:{size}px;height:{size}px;line-height:{size}px;"
            f"font-size:{size * 0.4:.0f}px'>{inner}</span>")


AV_CSS = ".av{display:inline-block;border-radius:50%;color:#fff;text-align:center;font-weight:bold;flex:none;vertical-align:middle}"


# ------------------------------------------------------------------------------------------- blindt0: forum thread
FORUM_CSS = AV_CSS + """
body{font-family:"DejaVu Sans",sans-serif;background:#f5f6f8;color:#22272e;font-size:13px}
.fh{height:48px;background:#fff;border-bottom:1px solid #dfe3e8;display:flex;align-items:center;gap:18px;padding:0 20px}
.fh b{font-size:16px;color:#0b6e4f} .fh .s{border:1px solid #ccd3da;border-radius:16px;padding:4px 14px;width:280px;color:#8a949e}
.fw{display:flex;gap:18px;padding:12px 20px;height:708px;overflow:hidden}
.th{flex:1;min-width:0}
.th h1{font-size:19px;margin:0 0 4px} .tags span{display:inline-block;background:#e7f3ee;color:#0b6e4f;border-radius:10px;padding:1px 8px;font-size:11px;margin-right:4px}
.po{display:flex;gap:12px;background:#fff;border:1px solid #e3e7eb;border-radius:6px;padding:10px 12px;margin-top:9px}
.po .u{width:150px;flex:none;font-size:11.5px;color:#5c6670;overflow:hidden;white-space:nowrap}
.po .u .dn{font-weight:bold;color:#22272e;font-size:12.5px;display:block;margin-top:4px}
.po .bd{flex:1;min-width:0;line-height:1.5} .po .meta{font-size:11px;color:#8a949e;display:flex;justify-content:space-between}
.q{border-left:3px solid #c8ced4;background:#f3f4f6;color:#6a737d;padding:5px 10px;margin:5px 0 6px 14px;font-size:12px}
.q .qh{font-size:11px;color:#8a949e;margin-bottom:2px}
.sig{border-top:1px dashed #d8dde2;margin-top:6px;padding-top:4px;font-size:11px;color:#8a949e}
.mn{color:#0b6e4f;font-weight:bold}
.rs{width:240px;flex:none} .box{background:#fff;border:1px solid #e3e7eb;border-radius:6px;padding:10px 12px;margin-bottom:10px;font-size:12px;line-height:1.6}
.box h4{margin:0 0 6px;font-size:12.5px}
.badge{background:#0b6e4f;color:#fff;border-radius:3px;padding:0 5px;font-size:10px;margin-left:3px}
.toast{position:absolute;right:22px;bottom:20px;width:300px;background:#22272e;color:#fff;border-radius:8px;padding:10px 14px;font-size:12px;line-height:1.45;box-shadow:0 6px 20px rgba(0,0,0,.3)}
"""


def _forum(inner: str, url: str, extra: str = "") -> str:
    head = ("<div class='fh'><b>⌂ Hearthbox Community</b><span>Latest</span><span>Categories</span><span>Guides</span><span class='s'>Search topics, posts, users</span>"
            "<span style='margin-left:auto'>⚑ 3</span>" + _av("ML", "#8250df", 26) + "</div>")
    return _page(url, "Zigbee devices drop after 4.2.1 – Troubleshooting – Hearthbox Community", f"<div style='position:relative'>{head}<div class='fw'>{inner}</div>{extra}</div>", FORUM_CSS)


def forum_thread() -> str:
    def post(n: str, user: str, extra_u: str, when: str, body: str, sig: str = "") -> str:
        return (f"<div class='po'><div class='u'>{user}{extra_u}</div><div class='bd'><div class='meta'><span>{when}</span><span>#{n} · ⚲ · ♥</span></div>"
                f"{body}{f'<div class=sig>{sig}</div>' if sig else ''}</div></div>")
    p1 = post("1", _av("BÅ", "#c2410c", 38, "DENY_LIST", "deny-listed name's initials in an avatar circle above a forum post")
              + "<span class='dn'>" + _pii("DENY_LIST", "Bjørn Åsheim", "deny-listed name as a poster's display name in a forum") + "</span>@" + _pii("DENY_LIST", "b.asheim", "deny-listed name as a forum username with an initial"),
              "<br>Tromsø · 214 posts", "14 Mar 2025, 21:07 · edited",
              "After the update to <b>Hearthbox OS 4.2.1</b> (build 4.2.1-r3) all my Aqara door sensors drop off the Zigbee mesh after 6–8 hours. "
              "Hub Pro rev. B, channel 20, 57 devices. Rolling back to 4.1.9 fixes it. Anyone else?",
              _pii("DENY_LIST", "Bjørn", "deny-listed given name alone in a forum signature") + " · Åsheim Elektro (one-man shop) · mob. "
              + _pii("PHONE_NUMBER", "412 77 905", "mobile in a forum signature") + " · Hearthbox since 2021")
    p2 = post("2", _av("AK", "#2563eb", 38, "PERSON", "member's initials in an avatar circle above a forum post") + "<span class='dn'>" + _pii("ACCOUNT_NAME", "anna_k_92", "username made from a name as a poster's display name") + "</span>",
              "<br>Göteborg · 1.3k posts", "14 Mar 2025, 22:41",
              "<div class='q'><div class='qh'>" + _pii("DENY_LIST", "b.asheim", "deny-listed username in a greyed quote header") + " wrote:</div>all my Aqara door sensors drop off the Zigbee mesh after 6–8 hours</div>"
              "Same here with IKEA Tradfri bulbs. <span class='mn'>@" + _pii("DENY_LIST", "b.asheim", "deny-listed username as an @mention in a post") + "</span> did you try re-pairing with the "
              "coordinator on channel 25? Per " + _pii("PERSON", "Ingrid", "first name in a possessive in a forum post") + "'s notes on the wiki the new Zigbee stack (EmberZNet 7.4) changed the poll interval.",
              "— " + _pii("PERSON", "Anna", "first name alone in a forum signature") + " (SE) · Hub Pro · 43 devices · <i>It's always DNS</i>")
    p3 = post("3", _av("JO", "#0b6e4f", 38, "PERSON", "moderator's initials in an avatar circle") + "<span class='dn'>" + _pii("PERSON", "Jamie O'Connor", "moderator's display name in a forum") + "<span class='badge'>MOD</span></span>@"
              + _pii("ACCOUNT_NAME", "j.oconnor", "moderator's username with an initial and an apostrophe dropped"),
              "<br>Staff · Dublin", "15 Mar 2025, 09:12",
              "Moved from <span class='mn'>#general</span> to Troubleshooting. This is known issue <b>HBX-2291</b>, fixed in <b>4.2.2-beta.1</b> (release notes: Guides › Firmware). "
              "<span class='mn'>@" + _pii("ACCOUNT_NAME", "anna_k_92", "username as an @mention in a moderator's post") + "</span> <span class='mn'>@" + _pii("DENY_LIST", "b.asheim", "deny-listed username as an @mention in a moderator's post")
              + "</span> please attach a diagnostics bundle (Settings › Support › Export logs) and I'll add you to the beta ring.")
    p4 = post("4", _av("KT", "#7c3aed", 38, "DENY_LIST", "deny-listed name's initials in an avatar circle above a forum post") + "<span class='dn'>" + _pii("DENY_LIST", "Kyriakos Theodo", "deny-listed name cut by an ellipsis in a narrow forum user column") + "…</span>@"
              + _pii("DENY_LIST", "ktheodoropoulos", "deny-listed name as a forum username in lower case"),
              "<br>Thessaloniki · 88 posts", "15 Mar 2025, 11:30 · (GR)",
              "4.2.2-beta.1 fixed it for me (Sonoff ZBDongle-E as second coordinator). If anyone in Thessaloniki wants to borrow my spare dongle to test, DM me or text "
              + _pii("PHONE_NUMBER", "694 812 3370", "Greek mobile in a forum post") + " ☺",
              "κ. · Hearthbox Mini · home lab: 3× Pi 5, OPNsense 24.7")
    thread = ("<div class='th'><h1>Zigbee devices drop after 4.2.1 update</h1><div class='tags'><span>troubleshooting</span><span>zigbee</span><span>firmware-4.2.1</span><span>solved ✓</span></div>"
              f"{p1}{p2}{p3}{p4}</div>")
    side = ("<div class='rs'><div class='box'><h4>Thread participants</h4>"
            + "".join(f"<div>{_av(i, c, 20)} " + _pii(k, n, s) + "</div>" for i, c, k, n, s in (
                ("BÅ", "#c2410c", "DENY_LIST", "b.asheim", "deny-listed username in a participants list"),
                ("AK", "#2563eb", "ACCOUNT_NAME", "anna_k_92", "username in a participants list"),
                ("JO", "#0b6e4f", "ACCOUNT_NAME", "j.oconnor", "moderator's username in a participants list"),
                ("KT", "#7c3aed", "DENY_LIST", "ktheodoropoulos", "deny-listed username in a participants list")))
            + "</div><div class='box'><h4>Related topics</h4>Thread network dies at midnight (42)<br>Matter bridge: Hue 2.0 pairing (17)<br>4.2.2-beta.1 changelog (9)<br>Channel 25 vs Wi-Fi 6E (31)</div>"
            "<div class='box'><h4>Topic stats</h4>Views 2,481 · Replies 23 · Likes 61<br>Created 14 Mar 2025 · Last reply 2 h<br>Linked issue HBX-2291 · Fixed in 4.2.2</div></div>")
    toast = ("<div class='toast'>⚑ <b>" + _pii("ACCOUNT_NAME", "lars.eek", "username in a forum reply toast") + "</b> replied to your post in <i>Zigbee devices drop after 4.2.1…</i> · just now</div>")
    return _forum(thread + side, "community.hearthbox.io/t/zigbee-devices-drop-after-4-2-1/18834", toast)


MOD_CSS = """
body{background:#0d1117;color:#c9d1d9} .fh{background:#161b22;border-color:#30363d} .fh b{color:#3fb950} .fh .s{border-color:#30363d;color:#6e7681}
.box{background:#161b22;border-color:#30363d} .po{background:#161b22;border-color:#30363d} .q{background:#1c2128;border-color:#444c56;color:#8b949e}
.mt{width:100%;border-collapse:collapse;font-size:12px} .mt td,.mt th{padding:5px 8px;border-bottom:1px solid #21262d;text-align:left;white-space:nowrap} .mt th{color:#8b949e;font-weight:normal}
.kv{display:grid;grid-template-columns:120px 1fr;gap:3px 10px;font-size:12px} .kv .k{color:#8b949e}
.flag{background:#3d1d1d;color:#ffa198;border-radius:4px;padding:2px 7px;font-size:11px}
"""


def forum_mod() -> str:
    card = ("<div class='box' style='width:420px;flex:none'><h4 style='color:#f0f6fc'>User review · reported account</h4>"
            "<div style='display:flex;gap:10px;align-items:center;margin-bottom:8px'>" + _av("PN", "#b62324", 42, "PERSON", "member's initials in an avatar circle in a dark moderator view")
            + "<div><b style='font-size:14px;color:#f0f6fc'>" + _pii("ACCOUNT_NAME", "per_nilsen_bergen", "username made from a name in a dark moderator view") + "</b><br><span class='flag'>3 reports · silenced 24 h</span></div></div>"
            "<div class='kv'><span class='k'>Name (private)</span><span>" + _pii("PERSON", "Per Nilsen", "member's real name in a dark moderator view") + "</span>"
            "<span class='k'>E-mail</span><span>" + _pii("EMAIL_ADDRESS", "per.nilsen.bgo@online.no", "member's e-mail in a dark moderator view") + "</span>"
            "<span class='k'>Last IP</span><span class='mono'>" + _pii("IP_ADDRESS", "84.215.63.142", "member's last IP in a dark moderator view") + "</span>"
            "<span class='k'>Registration IP</span><span class='mono'>" + _pii("IP_ADDRESS", "2a01:79c:cebd:4f80:1d2:9a11:6e0b:33c5", "registration IPv6 in a dark moderator view") + "</span>"
            "<span class='k'>Same IP as</span><span>" + _pii("ACCOUNT_NAME", "fjordfixer", "second account's username in a dark moderator view") + " (created 2 days later)</span>"
            "<span class='k'>Joined</span><span>02 Apr 2019 · trust level 2</span><span class='k'>Posts</span><span>341 · 12 flagged · 0 solutions</span>"
            "<span class='k'>Device</span><span>Hearthbox Hub Pro · OS 4.2.1 · serial hidden</span></div></div>")
    rep = ("<div class='th'><div class='box'><h4 style='color:#f0f6fc'>Reported post · #17 in “Landlord won't let me mount the hub”</h4>"
           "<div class='po' style='margin:0'><div class='bd'><div class='meta'><span>" + _pii("ACCOUNT_NAME", "per_nilsen_bergen", "username in a reported post's header") + " · 16 Mar 2025, 23:58</span><span>reason: doxxing</span></div>"
           "<div class='q'><div class='qh'>" + _pii("ACCOUNT_NAME", "mari.solheim", "username in a dark greyed quote header") + " wrote:</div>my landlord says any drilling voids the deposit</div>"
           "Tell your landlord " + _pii("PERSON", "Knut Halvorsen", "third party's name in a reported post") + " at " + _pii("STREET_ADDRESS", "Nygårdsgaten 41, 5015 Bergen", "third party's street address in a reported post")
           + " to read the tenancy act, or ring him: " + _pii("PHONE_NUMBER", "+47 905 18 224", "third party's mobile in a reported post") + ". He did the same to me.</div></div>"
           "<div style='margin-top:8px;font-size:12px'>Actions: <b>Hide post</b> · Edit &amp; redact · Silence · Suspend · Delete account</div></div>"
           "<div class='box'><h4 style='color:#f0f6fc'>Moderator log</h4><table class='mt'><tr><th>When</th><th>Moderator</th><th>Action</th><th>Target</th></tr>"
           "<tr><td>17 Mar 08:02</td><td>" + _pii("ACCOUNT_NAME", "j.oconnor", "moderator's username in a dark moderator log") + "</td><td>silenced 24 h</td><td>" + _pii("ACCOUNT_NAME", "per_nilsen_bergen", "username in a dark moderator log") + "</td></tr>"
           "<tr><td>16 Mar 19:40</td><td>system</td><td>merged accounts</td><td>" + _pii("DENY_LIST", "bjørn åsheim", "deny-listed name in lower case in a dark moderator log") + " → " + _pii("DENY_LIST", "b.asheim", "deny-listed username in a dark moderator log") + "</td></tr>"
           "<tr><td>15 Mar 09:12</td><td>" + _pii("ACCOUNT_NAME", "j.oconnor", "moderator's username in a dark moderator log") + "</td><td>moved topic</td><td>#general → Troubleshooting (18834)</td></tr>"
           "<tr><td>14 Mar 10:15</td><td>" + _pii("ACCOUNT_NAME", "ingrid.mod", "moderator's username made from a first name in a dark moderator log") + "</td><td>pinned</td><td>4.2.2-beta.1 changelog (18790)</td></tr>"
           "<tr><td>12 Mar 17:33</td><td>automod</td><td>blocked link</td><td>spam-domain list v2024.11 (rule SP-12)</td></tr></table></div></div>")
    return _page("community.hearthbox.io/review/user/66120?dark=1", "Review queue (3) – Hearthbox Community",
                 "<div class='fh'><b>⌂ Hearthbox Community · Review</b><span>Queue (3)</span><span>Flags</span><span>Logs</span><span>Watched words</span></div>"
                 f"<div class='fw'>{card}{rep}</div>", FORUM_CSS + MOD_CSS, dark=True)


# ----------------------------------------------------------------------- blindt1: social DMs and profile (HiDPI)
SOC_CSS = AV_CSS + """
body{background:#202124} .desk{display:flex;justify-content:center;gap:70px;padding-top:14px;height:756px}
.ph{width:340px;height:700px;border:10px solid #000;border-radius:38px;background:#fff;overflow:hidden;position:relative;font-family:"DejaVu Sans",sans-serif;font-size:12.5px;color:#111;box-shadow:0 0 0 2px #3c4043}
.sb{height:28px;display:flex;justify-content:space-between;padding:6px 20px 0;font-size:11.5px;font-weight:bold}
.nt{margin:4px 10px;background:#f1f3f4;border-radius:14px;padding:8px 11px;font-size:11.5px;line-height:1.35;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.nt small{color:#5f6368}
.dh{display:flex;align-items:center;gap:9px;padding:8px 12px;border-bottom:1px solid #eee}
.dh b{font-size:13.5px}
.msgs{padding:8px 12px;display:flex;flex-direction:column;gap:6px}
.b1{align-self:flex-start;background:#eef0f3;border-radius:16px 16px 16px 4px;padding:7px 11px;max-width:240px;line-height:1.4}
.b2{align-self:flex-end;background:#e1306c;color:#fff;border-radius:16px 16px 4px 16px;padding:7px 11px;max-width:240px;line-height:1.4}
.tm{align-self:center;color:#9aa0a6;font-size:10.5px}
.cmp{position:absolute;bottom:10px;left:10px;right:10px;border:1px solid #dadce0;border-radius:20px;padding:8px 14px;color:#9aa0a6}
.cov{height:92px;background:linear-gradient(120deg,#f9a8d4,#fde68a)}
.ab{margin:8px 14px;border:1px solid #eee;border-radius:12px;padding:10px 12px;line-height:1.5}
.ab h4{margin:0 0 4px;font-size:12.5px} .ab .k{color:#5f6368;font-size:11px}
.toast{position:absolute;left:40px;right:40px;bottom:70px;background:#323232;color:#fff;border-radius:18px;padding:8px 14px;font-size:11.5px;text-align:center}
"""


def _soc_phones(left: str, right: str) -> str:
    return _win("<span style='color:#e8eaed'>Phone Link · Pixel 8</span><span style='color:#9aa0a6'>Screen mirroring</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", SOC_CSS, bar="#2d2e31", fg="#e8eaed")


def social_dm() -> str:
    sb = "<div class='sb'><span>18:42</span><span>▮▮▮ 5G 71%</span></div>"
    left = (sb + "<div style='padding:4px 12px;font-size:11px;color:#5f6368'>Wed, 19 Mar</div>"
            "<div class='nt'><small>Kindred · now</small><br><b>"
            + _pii("DENY_LIST", "Inês Sousa Mag", "deny-listed double surname cut by a stacked notification's ellipsis") + "…</b> 3 new messages</div>"
            "<div class='nt'><small>Kindred · 4 min</small><br><b>" + _pii("PERSON", "Rui Amaral", "name in a stacked notification") + "</b> 😂 liked your photo</div>"
            "<div class='nt'><small>Kindred · 12 min</small><br><b>" + _pii("ACCOUNT_NAME", "@leonor.bv", "@handle in a stacked notification") + "</b> started following you</div>"
            "<div class='nt'><small>Calendar · 18:30</small><br>Padel · Clube Ténis do Porto · court 4</div>"
            "<div class='nt'><small>Bank · 2 h</small><br>Card payment €23.40 at Mercado do Bolhão</div>"
            "<div style='text-align:center;color:#9aa0a6;font-size:11px;margin-top:10px'>Clear all · Manage</div>")
    right = (sb + "<div class='dh'>‹ " + _av("IM", "#e1306c", 34, "DENY_LIST", "deny-listed name's initials in an avatar circle in a DM header")
             + "<div><b>" + _pii("DENY_LIST", "Inês Sousa Magalhães", "deny-listed double-surname name in a DM header") + " ☀</b><br><small style='color:#5f6368'>"
             + _pii("DENY_LIST", "@inesmagalhaes", "deny-listed name as an @handle in a DM header") + " · active 2 m ago</small></div></div>"
             "<div class='msgs'><span class='tm'>Today 18:20</span>"
             "<div class='b1'>Olá! Saturday still on? ☺</div>"
             "<div class='b2'>Yes! Address is " + _pii("STREET_ADDRESS", "Rua do Almada 214, 3.º Esq., 4050-032 Porto", "street address in a DM bubble") + " — ring the bell that says Ribeiro</div>"
             "<div class='b1'>Perfeito. My sister " + _pii("PERSON", "Marta", "sister's first name in a DM bubble") + " comes too, ok? Her number in case we're late: "
             + _pii("PHONE_NUMBER", "912 448 306", "Portuguese mobile in a DM bubble") + "</div>"
             "<span class='tm'>18:41</span>"
             "<div class='b1'>Also, can you forward this to " + _pii("PERSON", "tomás", "first name in lower case in a DM bubble") + "? his mail is "
             + _pii("EMAIL_ADDRESS", "tomas.ribeiro.pt@sapo.pt", "e-mail in a DM bubble") + "</div>"
             "<div class='b2'>Sure ✔ ❤️</div></div>"
             "<div class='cmp'>Message…</div>")
    return _soc_phones(left, right)


def social_profile() -> str:
    sb = "<div class='sb'><span>18:44</span><span>▮▮▮ 5G 71%</span></div>"
    left = (sb + "<div class='cov'></div><div style='padding:0 14px;margin-top:-30px'>" + _av("HD", "#7c3aed", 64, "PERSON", "initials in a large profile avatar")
            + "<div style='font-size:17px;font-weight:bold;margin-top:4px'>" + _pii("PERSON", "Helena Duarte", "name on a social profile") + " ☻</div>"
            "<div style='color:#5f6368'>" + _pii("ACCOUNT_NAME", "@helena.duarte.foto", "@handle on a social profile") + " · she/her</div>"
            "<div style='margin:6px 0'><b>1,204</b> followers · <b>388</b> following · <b>96</b> posts</div></div>"
            "<div class='ab'><h4>About</h4>Photographer at Fjordlys Studio. Lisbon-born, Oslo since 2019. Coffee, film cameras, Fado.<br>"
            "<span class='k'>Birthday</span> " + _pii("DATE_OF_BIRTH", "22 September 1994", "birthday in a profile's about box") + "<br>"
            "<span class='k'>Lives in</span> Grünerløkka, Oslo<br><span class='k'>From</span> Lisbon, Portugal<br>"
            "<span class='k'>Contact</span> " + _pii("EMAIL_ADDRESS", "helena.duarte.foto@gmail.com", "e-mail in a profile's about box") + "<br>"
            "<span class='k'>Bookings</span> " + _pii("PHONE_NUMBER", "+47 468 20 117", "Norwegian mobile in a profile's about box") + "<br>"
            "<span class='k'>Relationship</span> with " + _pii("PERSON", "Sindre Holm", "partner's name in a profile's about box") + "</div>"
            "<div class='ab'><span class='k'>Mutual friends</span><br>" + _av("BÅ", "#c2410c", 22, "DENY_LIST", "deny-listed name's initials in a small avatar in a mutual friends line") + " " + _pii("DENY_LIST", "Bjørn Åsheim", "deny-listed name in a mutual friends line")
            + " and 12 others</div>")
    right = (sb + "<div class='dh'>‹ <b>Edit profile</b><span style='margin-left:auto;color:#e1306c'>Save</span></div>"
             "<div class='ab'><span class='k'>Name</span><br>" + _pii("PERSON", "Helena Duarte", "name in an edit-profile field") + "<br>"
             "<span class='k'>Username</span><br>" + _pii("ACCOUNT_NAME", "helena.duarte.foto", "username in an edit-profile field") + "<br>"
             "<span class='k'>Bio</span><br>Photographer at Fjordlys Studio. Lisbon-born, Oslo since 2019…<br>"
             "<span class='k'>Website</span><br>fjordlys.studio/portfolio</div>"
             "<div class='ab'><h4>Private information</h4><span class='k'>E-mail</span><br>" + _pii("EMAIL_ADDRESS", "hduarte94@hotmail.com", "private e-mail in an edit-profile form") + "<br>"
             "<span class='k'>Phone</span><br>" + _pii("PHONE_NUMBER", "+351 936 117 502", "private Portuguese mobile in an edit-profile form") + "<br>"
             "<span class='k'>Gender</span><br>Female</div>"
             "<div class='toast'>✓ Profile link copied to clipboard</div>")
    return _soc_phones(left, right)


# -------------------------------------------------------------- blindt2: video meeting, transcript, participants (HiDPI)
MEET_CSS = AV_CSS + """
body{background:#1f1f1f;color:#e3e3e3;font-family:"DejaVu Sans",sans-serif;font-size:12.5px}
.mw{display:flex;height:700px;padding:10px;gap:10px}
.st{flex:1;display:grid;grid-template-columns:1fr 1fr;grid-template-rows:1fr 1fr;gap:8px;min-width:0}
.tile{background:#3c4043;border-radius:10px;position:relative;display:flex;align-items:center;justify-content:center}
.tile .lb{position:absolute;left:10px;bottom:8px;background:rgba(0,0,0,.55);border-radius:4px;padding:2px 7px;font-size:12px}
.tile.sp{outline:3px solid #8ab4f8}
.pn{width:330px;flex:none;background:#2a2b2e;border-radius:10px;padding:10px 12px;overflow:hidden;position:relative}
.pn h3{margin:0 0 8px;font-size:14px;font-weight:normal}
.pr{display:flex;align-items:center;gap:9px;padding:5px 0;font-size:12.5px} .pr .r{margin-left:auto;color:#9aa0a6}
.sec{color:#9aa0a6;font-size:11px;margin:8px 0 2px;letter-spacing:.4px}
.ctl{height:46px;display:flex;justify-content:center;gap:12px;align-items:center;font-size:12px;color:#bdc1c6}
.ctl span{background:#3c4043;border-radius:18px;padding:7px 14px} .ctl .end{background:#ea4335;color:#fff}
.tr{line-height:1.45;margin-bottom:7px;font-size:12.5px} .tr .w{color:#8ab4f8;font-weight:bold} .tr .t{color:#80868b;font-size:10.5px;margin-left:4px}
.toast{position:absolute;left:22px;width:300px;background:#303134;color:#e8eaed;border-radius:8px;padding:8px 12px;font-size:12px;box-shadow:0 4px 14px rgba(0,0,0,.5)}
"""


def _meet(inner: str, extra: str = "") -> str:
    ctl = ("<div class='ctl'><span style='background:none;margin-right:auto'>10:14 · Release sync 2024.11 · OPS-1423</span><span>♪</span><span>☻</span><span>⬆ Present</span>"
           "<span>✌</span><span>CC</span><span>⋯</span><span class='end'>Leave</span><span style='background:none;margin-left:auto'>ⓘ ☰ 8 ✉ ⚙</span></div>")
    return _win("<span>Confera</span><span style='color:#9aa0a6'>Release sync 2024.11 – meeting</span>",
                f"<div style='position:relative'><div class='mw'>{inner}</div>{ctl}{extra}</div>", MEET_CSS, bar="#131314", fg="#e3e3e3")


def meet_participants() -> str:
    tiles = [(_pii("DENY_LIST", "Kyriakos Theodoropoulos", "deny-listed name on a video tile's label") + " (Host)", "KT", "#7c3aed", "DENY_LIST", True),
             ("Curie room · Oslo HQ", "CR", "#5f6368", "", False),
             (_pii("PERSON", "Eleni Papadaki", "name on a video tile's label"), "EP", "#0b8043", "PERSON", False),
             (_pii("DENY_LIST", "Inês", "deny-listed given name alone on a video tile's label") + " ✕♪", "IM", "#e1306c", "DENY_LIST", False)]
    st = "".join(f"<div class='tile{' sp' if sp else ''}'>" + _av(ini, c, 76, k, "initials in a large avatar on a dark video tile" if k == "PERSON" else "deny-listed name's initials in a large avatar on a dark video tile" if k else "")
                 + f"<span class='lb'>{lb}</span></div>" for lb, ini, c, k, sp in tiles)
    people = [("KT", "#7c3aed", "DENY_LIST", "Kyriakos Theodoropoulos", "deny-listed name in a dark participants panel", "Host · ♪"),
              ("IM", "#e1306c", "DENY_LIST", "Inês Sousa Magalhães", "deny-listed double-surname name in a dark participants panel", "✕♪"),
              ("EP", "#0b8043", "PERSON", "Eleni Papadaki", "name in a dark participants panel", "✌ 1"),
              ("MH", "#1a73e8", "PERSON", "Marit Haugen (you)", "own name with (you) in a dark participants panel", "♪"),
              ("SB", "#b06000", "PERSON", "Sindre Berg", "name in a dark participants panel", "✕♪")]
    pl = "".join("<div class='pr'>" + _av(i, c, 28, k, "initials in a small avatar in a dark participants panel" if k == "PERSON" else "deny-listed name's initials in a small avatar in a dark participants panel")
                 + _pii(k, n.replace(" (you)", ""), s) + (" (you)" if "(you)" in n else "") + f"<span class='r'>{r}</span></div>" for i, c, k, n, s, r in people)
    pn = ("<div class='pn'><h3>People · 8</h3><div class='sec'>IN THE MEETING</div>" + pl
          + "<div class='pr'>" + _av("CR", "#5f6368", 28) + "Curie room · Oslo HQ<span class='r'>room system</span></div>"
          "<div class='sec'>GUESTS</div><div class='pr'>" + _av("✉", "#3c4043", 28) + _pii("EMAIL_ADDRESS", "t.lindahl@kvarnholm-consulting.se", "external guest shown by e-mail in a dark participants panel") + "<span class='r'>✕♪</span></div>"
          "<div class='pr'>" + _av("☎", "#3c4043", 28) + _pii("PHONE_NUMBER", "+30 694 201 5582", "dial-in caller's phone number in a dark participants panel") + "<span class='r'>phone</span></div>"
          "<div class='sec'>WAITING ROOM (1)</div><div class='pr'>" + _av("?", "#3c4043", 28) + _pii("PERSON", "Pål Ødegård", "waiting guest's name in a dark participants panel")
          + "<span class='r' style='color:#8ab4f8'>Admit</span></div></div>")
    toasts = ("<div class='toast' style='bottom:120px'>" + _pii("PERSON", "Eleni Papadaki", "name in a raised-hand toast") + " raised a hand ✌</div>"
              "<div class='toast' style='bottom:76px'>● Recording started by " + _pii("DENY_LIST", "Kyriakos", "deny-listed given name alone in a recording toast") + " · 10:12</div>")
    return _meet(f"<div class='st'>{st}</div>{pn}", toasts)


def meet_transcript() -> str:
    lines = [("DENY_LIST", "Kyriakos Theodoropoulos", "10:02", "Okay, let's start. Agenda: the 2024.11 release, the RADIUS retry storm from OPS-1423, and the on-call handover."),
             ("PERSON", "Eleni Papadaki", "10:03", "Before that, I'm on call this weekend and the pager app keeps logging me out, so if it fails ring me directly on "
              + _pii("PHONE_NUMBER", "697 330 1184", "mobile spoken in a live transcript line") + "."),
             ("DENY_LIST", "Inês Sousa Magalhães", "10:04", "Noted. Build 2024.11.3 is tagged, the changelog is in #release-2024 and the canary is on edge-router-07 in the Hopper room rack."),
             ("PERSON", "Marit Haugen", "10:05", "Bjørn asked me to say he's out until Thursday; his notes are in the wiki. If it's urgent his personal mail is "
              + _pii("EMAIL_ADDRESS", "bjorn.aasheim@gmail.com", "personal e-mail spoken in a live transcript line") + "."),
             ("DENY_LIST", "Kyriakos Theodoropoulos", "10:06", "Thanks Marit. Sindre, can you take the retry patch review? Version 3.8.2, commit 4f2a9c1."),
             ("PERSON", "Sindre Berg", "10:07", "Yes. And for the customer escalation, the affected subscriber is " + _pii("PERSON", "Åse Kristiansen", "customer's name spoken in a live transcript line")
              + " at " + _pii("STREET_ADDRESS", "Storgata 118, 9008 Tromsø", "customer's address spoken in a live transcript line") + ", ticket SUP-88210.")]
    tr = ""
    for k, n, t, text in lines:
        if n == "Marit Haugen":
            text = text.replace("Bjørn asked", _pii("DENY_LIST", "Bjørn", "deny-listed given name alone inside a live transcript line") + " asked")
        if text.startswith("Thanks Marit"):
            text = "Thanks " + _pii("PERSON", "Marit", "first name alone inside a live transcript line") + ". " + _pii("PERSON", "Sindre", "first name alone inside a live transcript line") + text[len("Thanks Marit. Sindre"):]
        tr += ("<div class='tr'><span class='w'>" + _pii(k, n, "speaker's name starting a live transcript line" if k == "PERSON" else "deny-listed speaker's name starting a live transcript line") + f"</span><span class='t'>{t}</span><br>{text}</div>")
    pn = ("<div class='pn' style='width:520px'><h3>Transcript <span style='color:#9aa0a6;font-size:11px'>· live · English</span></h3>" + tr
          + "<div style='color:#80868b;font-size:11px'>Transcript is saved to the organiser's Drive after the call.</div></div>")
    big = ("<div class='st' style='grid-template-columns:1fr;grid-template-rows:1fr 90px'><div class='tile sp'>" + _av("SB", "#b06000", 110, "PERSON", "initials in a large avatar on a dark video tile")
           + "<span class='lb'>" + _pii("PERSON", "Sindre Berg", "name on a speaking video tile's label") + "</span></div>"
           "<div style='display:flex;gap:8px'>" + "".join("<div class='tile' style='flex:1'>" + _av(i, c, 34, k, "initials in a small avatar on a dark filmstrip tile" if k == "PERSON" else "deny-listed name's initials in a small avatar on a dark filmstrip tile") + "</div>"
                   for i, c, k in (("KT", "#7c3aed", "DENY_LIST"), ("IM", "#e1306c", "DENY_LIST"), ("EP", "#0b8043", "PERSON"), ("MH", "#1a73e8", "PERSON"))) + "</div></div>")
    toasts = "<div class='toast' style='bottom:76px'>" + _pii("PERSON", "Pål Ødegård", "name in a joined toast") + " joined · Curie room is presenting</div>"
    return _meet(big + pn, toasts)


# ------------------------------------------------------------------- blindt3: shared spreadsheet, comments, history
SHEET_CSS = AV_CSS + """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#fff;color:#202124;font-size:13px}
.sw{height:756px;overflow:hidden;position:relative}
.tb1{height:44px;display:flex;align-items:center;gap:12px;padding:0 14px;border-bottom:1px solid #e0e0e0} .tb1 b{font-size:16px;font-weight:normal}
.tb2{height:30px;display:flex;align-items:center;gap:14px;padding:0 14px;background:#f1f4f9;font-size:12px;color:#444}
.fx{height:26px;display:flex;align-items:center;border-bottom:1px solid #e0e0e0;font-size:12.5px} .fx .ref{width:70px;text-align:center;border-right:1px solid #e0e0e0;color:#555} .fx .f{padding-left:10px}
.gr{border-collapse:collapse;font-size:13px;table-layout:fixed} .gr td,.gr th{border:1px solid #e2e3e3;padding:3px 6px;white-space:nowrap;overflow:hidden;height:22px}
.gr th{background:#f8f9fa;color:#5f6368;font-weight:normal;text-align:center;font-size:11.5px} .gr td.rn{background:#f8f9fa;color:#5f6368;text-align:center;font-size:11.5px}
.gr td.n{text-align:right} .gr tr.hd td{font-weight:bold;background:#d9ead3} .gr td.cm{position:relative} .gr td.cm:after{content:'';position:absolute;right:0;top:0;border-left:7px solid transparent;border-top:7px solid #f4b400}
.gr td.sel{outline:2px solid #1a73e8;outline-offset:-2px} .gr td.ch{background:#fde7c8}
.tabs{position:absolute;bottom:0;left:0;right:0;height:32px;background:#f8f9fa;border-top:1px solid #e0e0e0;display:flex;gap:2px;padding-left:50px;font-size:12px}
.tabs span{padding:8px 16px;color:#444} .tabs .on{background:#fff;color:#188038;font-weight:bold}
.cbox{position:absolute;width:310px;background:#fff;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.28);padding:10px 12px;font-size:12.5px;line-height:1.45;z-index:5}
.cbox .h{display:flex;align-items:center;gap:8px;margin-top:6px} .cbox .t{color:#5f6368;font-size:11px}
.mn{color:#1a73e8;background:#e8f0fe;border-radius:3px;padding:0 2px}
.vh{position:absolute;right:0;top:0;bottom:0;width:320px;background:#fff;border-left:1px solid #dadce0;padding:12px 14px;font-size:12.5px;z-index:4}
.vh h3{margin:0 0 10px;font-size:16px;font-weight:normal} .vh .v{padding:8px 6px;border-radius:6px;margin-bottom:2px;line-height:1.5} .vh .v.on{background:#e8f0fe}
.vh .d{display:inline-block;width:9px;height:9px;border-radius:5px;margin-right:6px} .vh small{color:#5f6368}
"""

VOL = [("DENY_LIST", "Bjørn Åsheim", "Venue lead", "bjorn@asheim-elektro.no", "+47 951 23 480", "Sat 08:00–14:00", "1 240,00", "no_bjorn", "Paid ✓"),
       ("DENY_LIST", "Inês Sousa Magalhães", "Speaker host", "ines.sm@proton.me", "+351 917 330 245", "Sat 12:00–18:00", "3 980,00", "pt_ines", "Approved"),
       ("DENY_LIST", "Kyriakos Theodoropoulos", "AV & streaming", "kyriakos.th@outlook.com", "+30 698 441 2907", "Sat 07:30–19:00", "5 612,50", "gr_kyr", "Pending"),
       ("PERSON", "Sindre Holm", "Registration desk", "sindre.holm@gmail.com", "489 02 316", "Sat 08:00–13:00", "310,00", "no_sindre", "Paid ✓"),
       ("PERSON", "Marit Kvale", "Catering", "marit.kvale@icloud.com", "922 61 084", "Sat 10:00–16:00", "2 184,90", "no_marit", "Pending"),
       ("PERSON", "Eirik Nygaard", "Photos", "eirik.nyg@gmail.com", "934 50 771", "Sat 09:00–18:00", "455,00", "no_eirik", "Approved"),
       ("PERSON", "Amira Haddad", "Social media", "amira.haddad@outlook.com", "+47 463 08 912", "Fri 17:00–20:00", "", "", "—"),
       ("PERSON", "Tobias Wold", "Lightning talks MC", "tobias.wold@uio.no", "", "Sat 15:00–18:00", "", "", "—")]


def _grid(ibans: dict[str, str], zoom: float, width: int, sel: str = "", changed: tuple[str, ...] = (), sit: str = "") -> str:
    cols = [("", 36), ("A", 170), ("B", 120), ("C", 200), ("D", 128), ("E", 120), ("F", 86), ("G", 250), ("H", 80)]
    head = "".join(f"<th style='width:{w}px'>{c}</th>" for c, w in cols)
    rows = "<tr class='hd'><td class='rn'>1</td><td>Name</td><td>Role</td><td>E-mail</td><td>Mobile</td><td>Shift</td><td class='n'>Expense NOK</td><td>Reimburse to (IBAN)</td><td>Status</td></tr>"
    for r, (k, n, role, em, ph, shift, amt, iban, st) in enumerate(VOL, start=2):
        ref = {f"A{r}", f"C{r}", f"D{r}", f"G{r}"}
        c = {x: ("sel " if x == sel else "") + ("ch " if x in changed else "") + ("cm" if x == "D4" else "") for x in ref}
        nm = _pii(k, n, ("deny-listed name in a shared spreadsheet cell" if k == "DENY_LIST" else "volunteer's name in a shared spreadsheet cell") + sit)
        rows += (f"<tr><td class='rn'>{r}</td><td class='{c[f'A{r}']}'>{nm}</td><td>{role}</td>"
                 f"<td class='{c[f'C{r}']}'>" + _pii("EMAIL_ADDRESS", em, "e-mail in a shared spreadsheet cell" + sit) + "</td>"
                 f"<td class='{c[f'D{r}']}'>" + (_pii("PHONE_NUMBER", ph, "mobile in a shared spreadsheet cell" + sit) if ph else "") + f"</td><td>{shift}</td><td class='n'>{amt}</td>"
                 f"<td class='{c[f'G{r}']}' style='font-size:12px'>" + (_pii("IBAN_CODE", ibans[iban], "IBAN in a shared spreadsheet cell" + sit) if iban else "") + f"</td><td>{st}</td></tr>")
    rows += "<tr><td class='rn'>10</td><td></td><td></td><td></td><td></td><td style='font-weight:bold'>Total</td><td class='n' style='font-weight:bold'>13 782,40</td><td>=SUM(F2:F9) · budget 20 000,00</td><td></td></tr>"
    rows += "<tr><td class='rn'>11</td><td colspan='8' style='color:#5f6368'>Venue: Deichman Bjørvika, Anne-Cath. Vestlys plass 1, 0150 Oslo · rooms: Nansen room (talks), Curie room (sprints), Hopper room (speakers)</td></tr>"
    for r in range(12, 22):
        rows += f"<tr><td class='rn'>{r}</td>" + "<td></td>" * 8 + "</tr>"
    return f"<div style='transform:scale({zoom});transform-origin:0 0;width:{width}px'><table class='gr'><tr>{head}</tr>{rows}</table></div>"


def _sheet(body: str, zoom: str, extra: str = "") -> str:
    collab = ("<span style='margin-left:auto;display:flex;gap:4px;align-items:center'>"
              + _av("BÅ", "#c2410c", 28, "DENY_LIST", "deny-listed name's initials in a collaborator avatar")
              + _av("IS", "#e1306c", 28, "DENY_LIST", "deny-listed name's initials (given name and first surname) in a collaborator avatar")
              + _av("KT", "#7c3aed", 28, "DENY_LIST", "deny-listed name's initials in a collaborator avatar")
              + _av("+2", "#5f6368", 28) + "<span style='background:#c2e7ff;border-radius:16px;padding:6px 14px;margin-left:8px'>Share</span></span>")
    top = (f"<div class='tb1'><span style='color:#188038;font-size:20px'>▦</span><b>PyCon Norge 2025 – volunteers &amp; expenses</b><span style='color:#5f6368;font-size:12px'>☆ · Saved to Drive</span>{collab}</div>"
           f"<div class='tb2'><span>↶ ↷ print</span><span>{zoom} ▾</span><span>€ % .0 .00 123</span><span>Arial ▾</span><span>10 ▾</span><span><b>B</b> <i>I</i> <s>S</s> A</span><span>⊞ ≡ ⋮</span><span>⚲ ✉ ▥ ▾ Σ</span></div>")
    tabs = "<div class='tabs'><span class='on'>Volunteers</span><span>Expenses</span><span>Rooms</span><span>Sponsors</span><span>Budget 2025</span></div>"
    return _page("docs.gridly.app/sheet/d/1xQv7Pn0-volunteers/edit#gid=0", "PyCon Norge 2025 – volunteers & expenses – Gridly Sheets", f"<div class='sw'>{top}{body}{tabs}{extra}</div>", SHEET_CSS)


def sheet_comments(ibans: dict[str, str]) -> str:
    fx = "<div class='fx'><span class='ref'>D4</span><span class='f'>" + _pii("PHONE_NUMBER", "+30 698 441 2907", "mobile in a formula bar") + "</span></div>"
    cbox = ("<div class='cbox dropdown' style='left:760px;top:186px'>"
            "<div class='h'>" + _av("IS", "#e1306c", 26, "DENY_LIST", "deny-listed name's initials in a cell comment's avatar") + "<div><b>" + _pii("DENY_LIST", "Inês Sousa Magalhães", "deny-listed name above a cell comment") + "</b><br><span class='t'>10:41 Today</span></div></div>"
            "<div style='margin:4px 0 8px 34px'><span class='mn'>@" + _pii("DENY_LIST", "Bjørn Åsheim", "deny-listed name as an @mention in a cell comment") + "</span> is this still "
            + _pii("DENY_LIST", "Kyriakos", "deny-listed given name in a possessive in a cell comment") + "'s number? He called from " + _pii("PHONE_NUMBER", "+30 21 0748 3312", "Greek landline in a cell comment") + " yesterday.</div>"
            "<div class='h'>" + _av("BÅ", "#c2410c", 26, "DENY_LIST", "deny-listed name's initials in a cell comment's avatar") + "<div><b>" + _pii("DENY_LIST", "Bjørn Åsheim", "deny-listed name above a cell comment reply") + "</b><br><span class='t'>10:44 Today</span></div></div>"
            "<div style='margin:4px 0 6px 34px'>Yes ✔ that's his office in Athens. Mobile is right. Assigned to <span class='mn'>@" + _pii("PERSON", "Sindre Holm", "@-mentioned name in a cell comment") + "</span></div>"
            "<div style='border:1px solid #dadce0;border-radius:16px;padding:5px 10px;color:#80868b'>Reply or add others with @</div></div>")
    hover = ("<div class='cbox dropdown' style='right:120px;top:40px;width:250px'>" + "<b>" + _pii("DENY_LIST", "Inês Sousa Magalhães", "deny-listed name in a collaborator hover card") + "</b><br>"
             "<span class='t'>" + _pii("EMAIL_ADDRESS", "ines.sm@proton.me", "e-mail in a collaborator hover card") + "</span><br><span class='t'>Editing · cell D4 · Volunteers</span></div>")
    return _sheet(fx + _grid(ibans, 0.9, 1200, sel="D4", sit=" at 90 %"), "90%", cbox + hover)


def sheet_history(ibans: dict[str, str]) -> str:
    vs = [("Today, 10:44", "Current version", "DENY_LIST", "Bjørn Åsheim", "#c2410c", ""),
          ("Today, 10:42", "", "DENY_LIST", "Inês Sousa Magalhães", "#e1306c", "D5 " + _pii("PHONE_NUMBER", "401 88 529", "old phone number in an edit history entry") + " → 489 02 316"),
          ("Today, 09:15", "", "DENY_LIST", "Bjørn Åsheim", "#c2410c", "G2 IBAN updated · H2 Paid ✓"),
          ("Yesterday, 22:31", "", "PERSON", "Sindre Holm", "#188038", "A5:H5 row inserted"),
          ("12 March, 18:03", "Budget draft", "PERSON", "Marit Kvale", "#b06000", "F6 1 980,00 → 2 184,90"),
          ("10 March, 08:47", "", "DENY_LIST", "Kyriakos Theodoropoul", "#7c3aed", "C4 e-mail changed")]
    items = ""
    for k, (when, name, kind, who, col, what) in enumerate(vs):
        cut = who == "Kyriakos Theodoropoul"
        sit = ("deny-listed name cut by an ellipsis in an edit history panel" if cut else "deny-listed name in an edit history panel") if kind == "DENY_LIST" else "editor's name in an edit history panel"
        items += (f"<div class='v{' on' if k == 1 else ''}'><b>{when}</b>{f' · {name}' if name else ''}<br><span class='d' style='background:{col}'></span>"
                  + _pii(kind, who, sit) + ("…" if cut else "") + (f"<br><small>{what}</small>" if what else "") + "</div>")
    vh = (f"<div class='vh dropdown'><h3>Version history</h3><div style='color:#5f6368;font-size:11.5px;margin-bottom:8px'>☑ Show changes · Total: 38 versions</div>{items}"
          "<div class='v'><b>9 March, 21:10</b><br><span class='d' style='background:#80868b'></span>Anonymous Axolotl<br><small>viewed only</small></div></div>")
    fx = "<div class='fx'><span class='ref'>D5</span><span class='f'>" + _pii("PHONE_NUMBER", "489 02 316", "mobile in a formula bar in a version history") + "</span></div>"
    grid = "<div style='width:960px;overflow:hidden'>" + _grid(ibans, 1.0, 1200, sel="D5", changed=("D5",), sit=" in a version history view") + "</div>"
    return _sheet(fx + grid, "100%", vh)


# -------------------------------------------------------------- blindt4: code review 80 %, diff 150 %, on-call wiki 75 %
PR_CSS = AV_CSS + """
body{font-family:"DejaVu Sans",sans-serif;background:#fff;color:#1f2328;font-size:13px}
.pw{height:756px;overflow:hidden;position:relative}
.gh{height:48px;background:#24292f;color:#fff;display:flex;align-items:center;gap:16px;padding:0 16px;font-size:13px}
.z{transform-origin:0 0}
.ph{padding:14px 24px 0} .ph h1{font-size:24px;font-weight:normal;margin:0} .ph h1 span{color:#656d76}
.open{background:#8250df;color:#fff;border-radius:14px;padding:4px 12px;font-size:13px;display:inline-block;margin:6px 8px 6px 0}
.tabs{display:flex;gap:4px;border-bottom:1px solid #d0d7de;padding:0 24px;margin-top:8px} .tabs span{padding:8px 14px;color:#656d76} .tabs .on{border-bottom:2px solid #fd8c73;color:#1f2328;font-weight:bold}
.cols{display:flex;gap:24px;padding:14px 24px}
.main{flex:1;min-width:0} .side{width:260px;flex:none;font-size:12px;color:#656d76} .side h5{margin:10px 0 6px;font-size:12px;color:#1f2328} .side div{margin:4px 0;display:flex;gap:6px;align-items:center}
.cm{border:1px solid #d0d7de;border-radius:6px;margin-bottom:12px} .cm .h{background:#f6f8fa;border-bottom:1px solid #d0d7de;padding:7px 12px;font-size:12.5px;color:#656d76;display:flex;gap:8px;align-items:center}
.cm .b{padding:9px 12px;line-height:1.55} .mn{color:#0969da;font-weight:bold}
.cl{border:1px solid #d0d7de;border-radius:6px;margin-bottom:12px} .cl .r{display:flex;gap:10px;padding:8px 12px;border-top:1px solid #d8dee4;align-items:flex-start}
.cl .r:first-child{border-top:none} .cl .sha{margin-left:auto;font-family:"DejaVu Sans Mono",monospace;font-size:12px;color:#656d76}
.msg{font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;white-space:pre;color:#424a53;line-height:1.45;margin-top:4px}
.lab{display:inline-block;border-radius:10px;padding:0 8px;font-size:11px;font-weight:bold}
.df{border:1px solid #d0d7de;border-radius:6px;margin:10px 16px;font-family:"DejaVu Sans Mono",monospace;font-size:12px}
.df .fh{background:#f6f8fa;padding:6px 10px;border-bottom:1px solid #d0d7de;font-family:"DejaVu Sans",sans-serif}
.df .l{display:flex;white-space:pre;line-height:1.6} .df .l .n{width:42px;color:#8c959f;text-align:right;padding-right:8px;flex:none} .df .a{background:#e6ffec} .df .d{background:#ffebe9}
.bot{margin:4px 16px 10px 60px;border:1px solid #d0d7de;border-radius:6px;font-family:"DejaVu Sans",sans-serif;font-size:12.5px;line-height:1.5;padding:8px 12px;white-space:normal}
"""


def _gitforge(tab: str, inner: str, zoom: float, width: int) -> str:
    tabs = "".join(f"<span class='{'on' if t.startswith(tab) else ''}'>{t}</span>" for t in ("Conversation 6", "Commits 3", "Checks 4", "Files changed 5"))
    top = ("<div class='ph'><h1>OPS-1423: rate-limit RADIUS retries on edge routers <span>#4127</span></h1>"
           "<span class='open'>⇄ Open</span><span style='color:#656d76'>" + _pii("DENY_LIST", "ktheodoropoulos", "deny-listed name as a username in a pull request header")
           + " wants to merge 3 commits into <code>release/2024.11</code> from <code>fix/radius-retry-storm</code></span></div>")
    return _page("git.fjordnett.no/netops/edge-router/pull/4127" + ("/files" if tab == "Files" else ""), "OPS-1423: rate-limit RADIUS retries · Pull Request #4127 · netops/edge-router",
                 "<div class='pw'><div class='gh'><b>⬢ Gitforge</b><span>netops / edge-router</span><span style='margin-left:auto'>Pull requests · Issues · ⚑</span></div>"
                 f"<div class='z' style='transform:scale({zoom});width:{width}px'>{top if tab != 'Files' else ''}<div class='tabs'>{tabs}</div>{inner}</div></div>", PR_CSS)


def pr_conversation() -> str:
    commits = [("KT", "#7c3aed", "DENY_LIST", "Kyriakos Theodoropoulos", "kyriakos.theodoropoulos@fjordnett.no", "4f2a9c1",
                "radius: cap retries at 3 with jittered backoff\n\nRetries from 12k CPEs after the 02:10 outage saturated\nradius-02 (OPS-1423). Backoff 250 ms–4 s, jitter 20 %.\n\n",
                [("Signed-off-by", "DENY_LIST", "Kyriakos Theodoropoulos", "ktheo@posteo.net"),
                 ("Co-authored-by", "DENY_LIST", "Inês Sousa Magalhães", "ines.magalhaes@fjordnett.no")]),
               ("IM", "#e1306c", "DENY_LIST", "Inês Sousa Magalhães", "ines.magalhaes@fjordnett.no", "b81e07d",
                "tests: replay the 2024-11-02 retry storm capture\n\n",
                [("Signed-off-by", "DENY_LIST", "Inês Sousa Magalhães", "ines.magalhaes@fjordnett.no")]),
               ("SB", "#b06000", "PERSON", "Sindre Berg", "sindre.berg@fjordnett.no", "09c3d5e",
                "docs: on-call runbook link for RADIUS alerts\n\n",
                [("Signed-off-by", "PERSON", "Sindre Berg", "sindre.berg@fjordnett.no"), ("Reviewed-by", "PERSON", "Marit Haugen", "marit.haugen@fjordnett.no")])]
    cl = ""
    for ini, col, kind, name, mail, sha, msg, trailers in commits:
        ds = "deny-listed commit author's name" if kind == "DENY_LIST" else "commit author's name"
        tr = "".join(f"{t}: " + _pii(k, n, ("deny-listed name" if k == "DENY_LIST" else "name") + f" in a {t} trailer at 80 %") + " &lt;"
                     + _pii("EMAIL_ADDRESS", m, f"e-mail in a {t} trailer at 80 %") + "&gt;\n" for t, k, n, m in trailers)
        cl += ("<div class='r'>" + _av(ini, col, 26, kind, ("deny-listed name's" if kind == "DENY_LIST" else "author's") + " initials in a commit avatar")
               + "<div><b>" + msg.split("\n")[0] + "</b><br><span style='color:#656d76;font-size:12px'>" + _pii(kind, name, ds + " in a commit list at 80 %") + " &lt;"
               + _pii("EMAIL_ADDRESS", mail, "commit author's e-mail in a commit list at 80 %") + "&gt; committed 2 days ago</span>"
               + "<div class='msg'>" + "\n".join(msg.split("\n")[2:]) + tr + f"</div></div><span class='sha'>{sha} copy</span></div>")
    comments = ("<div class='cm'><div class='h'>" + _av("MH", "#1a73e8", 22, "PERSON", "reviewer's initials in a comment avatar") + "<b>" + _pii("ACCOUNT_NAME", "mhaugen", "reviewer's username made from a name") + "</b> reviewed · 1 day ago</div>"
                "<div class='b'><span class='mn'>@" + _pii("DENY_LIST", "ktheodoropoulos", "deny-listed username as an @mention in a review comment") + "</span> nit: the jitter constant should live in <code>radius.yaml</code>. "
                "Otherwise LGTM, ran the replay from <span class='mn'>@" + _pii("DENY_LIST", "ines-sm", "deny-listed name's initials as a username in an @mention") + "</span>'s branch on staging-3 ✔. "
                "cc <span class='mn'>@" + _pii("ACCOUNT_NAME", "sberg", "username as an @mention in a review comment") + "</span> for the runbook, and announce in #release-2024 once merged.</div></div>")
    main = (f"<div class='main'><div class='cl'>{cl}</div>{comments}"
            "<div class='cm'><div class='h'>⚙ <b>ci-bot</b> · build #88213 passed · 4/4 checks · coverage 81.4 % (+0.6)</div></div></div>")
    side = ("<div class='side'><h5>Reviewers</h5>"
            + "".join("<div>" + _av(i, c, 20, "DENY_LIST" if k == "DENY_LIST" else "PERSON", ("deny-listed name's" if k == "DENY_LIST" else "reviewer's") + " initials in a reviewers sidebar avatar") + _pii(k, u, s) + f" {st}</div>" for i, c, k, u, s, st in (
                ("MH", "#1a73e8", "ACCOUNT_NAME", "mhaugen", "reviewer's username in a reviewers sidebar", "✔"),
                ("SB", "#b06000", "ACCOUNT_NAME", "sberg", "reviewer's username in a reviewers sidebar", "●"),
                ("BÅ", "#c2410c", "DENY_LIST", "basheim", "deny-listed name as a username in a reviewers sidebar", "✉")))
            + "<h5>Assignees</h5><div>" + _pii("DENY_LIST", "ktheodoropoulos", "deny-listed username in an assignees sidebar") + "</div>"
            "<h5>Labels</h5><div><span class='lab' style='background:#d73a4a;color:#fff'>bug</span><span class='lab' style='background:#0e8a16;color:#fff'>release-2024</span><span class='lab' style='background:#fbca04'>OPS-1423</span></div>"
            "<h5>Milestone</h5><div>2024.11.3 · due 22 Nov 2024</div><h5>Linked issues</h5><div>OPS-1423 · OPS-1398</div></div>")
    return _gitforge("Conv", f"<div class='cols'>{main}{side}</div>", 0.8, 1600)


def pr_diff(ids: dict[str, str]) -> str:
    def ln(n: str, t: str, cls: str = "") -> str:
        return f"<div class='l {cls}'><span class='n'>{n}</span>{t}</div>"
    cfg = ("<div class='df'><div class='fh'>deploy/radius.yaml <span style='color:#1a7f37'>+6</span> <span style='color:#cf222e'>−2</span></div>"
           + ln("12", "  servers:") + ln("13", "    - host: radius-02.core.fjordnett.no")
           + ln("14", "      shared_secret: \"" + _pii("SECRET_VALUE", ids["radius"], "RADIUS shared secret in a diff line at 150 %") + "\"", "a")
           + ln("15", "  retry:", "a") + ln("16", "    max_attempts: 3", "a") + ln("17", "    backoff_ms: [250, 4000]", "a") + ln("18", "    jitter: 0.2", "a")
           + "<div class='bot'>⚠ <b>secret-scan</b> bot · <b>Possible credential</b> on line 14 (rule GF-SEC-007). Use <code>${RADIUS_SECRET}</code>.</div>"
           + ln("19", "  notify:") + ln("20", "    pagerduty_key: " + _pii("API_KEY", ids["pd"], "PagerDuty integration key in a diff line at 150 %"), "a") + "</div>")
    mnt = ("<div class='df'><div class='fh'>MAINTAINERS <span style='color:#1a7f37'>+1</span></div>"
           + ln("7", "RADIUS / AAA") + ln("8", "M: " + _pii("PERSON", "Marit Haugen", "maintainer's name in a MAINTAINERS diff at 150 %") + " &lt;" + _pii("EMAIL_ADDRESS", "marit.haugen@fjordnett.no", "e-mail in a MAINTAINERS diff at 150 %") + "&gt;")
           + ln("9", "M: " + _pii("DENY_LIST", "Kyriakos Theodoropoulos", "deny-listed name in a MAINTAINERS diff at 150 %") + " &lt;" + _pii("EMAIL_ADDRESS", "kyriakos.theodoropoulos@fjordnett.no", "e-mail in a MAINTAINERS diff at 150 %") + "&gt;", "a") + "</div>")
    return _gitforge("Files", cfg + mnt, 1.5, 853)


WIKI_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#fff;color:#172b4d;font-size:14px}
.ww{display:flex;height:756px;overflow:hidden} .wn{width:230px;flex:none;background:#f4f5f7;padding:12px;font-size:13px;color:#42526e;line-height:2}
.wc{flex:1;min-width:0;overflow:hidden} .z{transform:scale(.75);transform-origin:0 0;width:1400px;padding:16px 30px}
.wc h1{font-size:28px;margin:4px 0} .by{color:#6b778c;font-size:13px}
.rt{border-collapse:collapse;width:100%;margin:10px 0;font-size:14px} .rt th{background:#f4f5f7;text-align:left;padding:7px 10px;border:1px solid #dfe1e6} .rt td{padding:7px 10px;border:1px solid #dfe1e6;white-space:nowrap}
.pn{background:#deebff;border-left:4px solid #0052cc;padding:9px 14px;margin:10px 0;line-height:1.55} .wr{background:#fffae6;border-left:4px solid #ff991f;padding:9px 14px;margin:10px 0;line-height:1.55}
.mn{background:#e9f2ff;color:#0052cc;border-radius:10px;padding:1px 6px}
"""


def wiki_oncall() -> str:
    rota = [("47", "18–24 Nov", ("DENY_LIST", "Bjørn Åsheim"), "+47 917 04 662", ("PERSON", "Eleni Papadaki"), "+30 697 518 2043"),
            ("48", "25 Nov–1 Dec", ("DENY_LIST", "Kyriakos Theodoropoulos"), "+30 695 227 0481", ("PERSON", "Sindre Berg"), "+47 482 39 156"),
            ("49", "2–8 Dec", ("PERSON", "Marit Haugen"), "+47 971 66 203", ("DENY_LIST", "Inês Sousa Magalhães"), "+351 962 704 118"),
            ("50", "9–15 Dec", ("PERSON", "Sindre Berg"), "+47 482 39 156", ("DENY_LIST", "Bjørn Åsheim"), "+47 917 04 662")]
    body = ""
    for wk, dates, (k1, p1), t1, (k2, p2), t2 in rota:
        body += (f"<tr><td>{wk}</td><td>{dates}</td><td>" + _pii(k1, p1, "deny-listed primary on-call name in a wiki rota at 75 %" if k1 == "DENY_LIST" else "primary on-call name in a wiki rota at 75 %") + "</td><td>"
                 + _pii("PHONE_NUMBER", t1, "on-call mobile in a wiki rota at 75 %") + "</td><td>" + _pii(k2, p2, "deny-listed secondary on-call name in a wiki rota at 75 %" if k2 == "DENY_LIST" else "secondary on-call name in a wiki rota at 75 %")
                 + "</td><td>" + _pii("PHONE_NUMBER", t2, "on-call mobile in a wiki rota at 75 %") + "</td><td>#netops-oncall</td></tr>")
    inner = ("<div class='z'><div class='by'>NetOps / Runbooks / On-call</div><h1>On-call rota — Network Operations (Q4 2024)</h1>"
             "<div class='by'>Owned by " + _pii("PERSON", "Per-Arne Lunde", "page owner's hyphenated given name in a wiki byline") + " · last updated 14 Nov 2024 by "
             + _pii("DENY_LIST", "bjørn", "deny-listed given name in lower case in a wiki byline") + " · ◉ 212</div>"
             "<div class='pn'>ℹ Pages go to PagerDuty service <b>NETOPS-P1</b> first. If the app fails, phone the primary, then the secondary, then the escalation manager. "
             "Bridge: <b>Curie room</b> (Oslo HQ, 4th floor) or Confera room <b>netops-war-room</b>. Handover every Monday 09:30 in the Hopper room.</div>"
             "<table class='rt'><tr><th>Week</th><th>Dates</th><th>Primary</th><th>Phone</th><th>Secondary</th><th>Phone</th><th>Channel</th></tr>" + body + "</table>"
             "<h3>Escalation</h3><table class='rt'><tr><th>Level</th><th>Who</th><th>Phone</th><th>When</th></tr>"
             "<tr><td>L3</td><td>" + _pii("PERSON", "Per-Arne Lunde", "escalation manager's name in a wiki table at 75 %") + " (Head of NetOps)</td><td>" + _pii("PHONE_NUMBER", "+47 900 41 377", "escalation manager's mobile in a wiki table at 75 %")
             + "</td><td>P1 &gt; 30 min, or any customer-facing outage</td></tr>"
             "<tr><td>Vendor</td><td>Nordic Transit AS NOC (24/7)</td><td>+47 22 04 90 00</td><td>fibre cuts, contract 2023-NT-118</td></tr>"
             "<tr><td>Facilities</td><td>Oslo HQ security desk</td><td>+47 22 87 30 00</td><td>badge access out of hours</td></tr></table>"
             "<div class='wr'>⚠ <b>" + _pii("PERSON", "Ingrid", "first name in a possessive in a wiki heading") + "'s notes</b> (from the 2 Nov retry storm): drain radius-02 first, then raise the "
             "retry cap via OPS-1423's flag <code>radius.retry.max_attempts</code>. Ask <span class='mn'>@" + _pii("PERSON", "Ingrid Moen", "@-mentioned name in a wiki warning") + "</span> before restarting the AAA cluster; her home number "
             + _pii("PHONE_NUMBER", "73 52 81 40", "Norwegian landline in a wiki warning") + " is only for P1s.</div>"
             "<div class='by'>Labels: oncall · runbook · netops · v2024.11 · 3 comments · ✔ 14</div></div>")
    nav = "".join(f"<div>{t}</div>" for t in ("⌂ NetOps space", "▤ Runbooks", "&nbsp; › RADIUS / AAA", "&nbsp; › <b>On-call</b>", "&nbsp; › BGP peers", "▤ Post-mortems", "&nbsp; › 2024-11-02 retry storm", "▤ Team", "▤ Architecture"))
    return _page("wiki.fjordnett.no/spaces/NETOPS/pages/884213/On-call+rota", "On-call rota — Network Operations · Fjordnett Wiki",
                 f"<div class='ww'><div class='wn'>{nav}</div><div class='wc'>{inner}</div></div>", WIKI_CSS)


# ----------------------------------------------------------------- blindt5: support chat widget, agent console 67 %
SUP_CSS = AV_CSS + """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#fff;color:#1d2433;font-size:14px}
.sp{height:756px;position:relative;overflow:hidden;background:linear-gradient(180deg,#0f1b3d 0,#0f1b3d 330px,#f5f7fb 330px)}
.nav{height:56px;display:flex;align-items:center;gap:26px;padding:0 40px;color:#dbe4ff;font-size:14px} .nav b{font-size:20px;color:#fff}
.hero{padding:30px 40px;color:#fff;width:640px} .hero h1{font-size:36px;margin:0 0 10px} .hero .btn{background:#ffd43b;color:#0f1b3d;font-weight:bold;margin-top:14px}
.cards{display:flex;gap:18px;padding:30px 40px} .cards div{background:#fff;border-radius:10px;box-shadow:0 2px 8px rgba(0,0,0,.08);padding:16px;width:230px;line-height:1.5}
.cw{position:absolute;right:24px;bottom:16px;width:370px;height:600px;background:#fff;border-radius:14px;box-shadow:0 8px 30px rgba(0,0,0,.3);display:flex;flex-direction:column;overflow:hidden;font-size:13px}
.cw .hd{background:#3b5bdb;color:#fff;padding:10px 14px;display:flex;gap:10px;align-items:center}
.cw .ms{flex:1;padding:10px 12px;display:flex;flex-direction:column;gap:7px;overflow:hidden;background:#f8f9fc}
.bo{align-self:flex-start;background:#fff;border:1px solid #e3e7f0;border-radius:12px 12px 12px 3px;padding:7px 10px;max-width:270px;line-height:1.4}
.me{align-self:flex-end;background:#3b5bdb;color:#fff;border-radius:12px 12px 3px 12px;padding:7px 10px;max-width:270px;line-height:1.4}
.sy{align-self:center;color:#8690a6;font-size:11px}
.ip{border-top:1px solid #e3e7f0;padding:10px 12px;display:flex;gap:8px;align-items:center} .ip .f{flex:1;border:1px solid #3b5bdb;border-radius:18px;padding:7px 12px;font-size:13px}
.z{transform:scale(.67);transform-origin:0 0;width:1910px;height:1128px;display:flex}
.q{width:380px;flex:none;border-right:1px solid #e3e7f0;background:#f8f9fc} .q .it{padding:12px 16px;border-bottom:1px solid #e9ecf3;line-height:1.45;font-size:15px} .q .it.on{background:#e7ecff}
.q .it small{color:#8690a6;font-size:13px}
.cv{flex:1;display:flex;flex-direction:column;min-width:0;font-size:16px} .cv .ms{flex:1;padding:16px 24px;display:flex;flex-direction:column;gap:10px;background:#fff}
.cv .bo,.cv .me{max-width:720px;font-size:16px}
.cs{width:460px;flex:none;border-left:1px solid #e3e7f0;padding:16px 20px;font-size:15px;line-height:1.6} .cs .k{color:#8690a6;font-size:13px;display:block;margin-top:6px}
.toast{position:absolute;left:14px;width:330px;background:#1d2433;color:#fff;border-radius:8px;padding:9px 12px;font-size:12.5px;box-shadow:0 4px 14px rgba(0,0,0,.35);z-index:5}
"""


def support_widget(fnr: str) -> str:
    page = ("<div class='nav'><b>◐ Nordlys Mobil</b><span>Mobil</span><span>Bredbånd</span><span>Bedrift</span><span>Kundeservice</span><span style='margin-left:auto'>Min side</span></div>"
            "<div class='hero'><h1>5G uten grenser – 449 kr/mnd</h1>Fri data i Norden, EU-roaming inkludert og 12 mnd. prisgaranti. Bytt nummer på 2 minutter.<br><span class='btn'>Se abonnement</span></div>"
            "<div class='cards'><div><b>Nordlys Fri</b><br>Ubegrenset data · 449 kr<br><small>Kampanje til 31.03.2025</small></div><div><b>Nordlys 20 GB</b><br>20 GB · 299 kr<br><small>Data rollover</small></div>"
            "<div><b>Familie</b><br>Opptil 5 SIM · fra 249 kr per SIM<br><small>Delt data 100 GB</small></div></div>")
    chat = ("<div class='cw'><div class='hd'>" + _av("S", "#f59f00", 32, "PERSON", "agent's initial in a chat widget avatar") + "<div><b>" + _pii("PERSON", "Sara", "agent's first name in a chat widget header")
            + "</b> · Nordlys kundeservice<br><small style='color:#dbe4ff'>● online · svarer vanligvis innen 2 min</small></div><span style='margin-left:auto'>— ✕</span></div>"
            "<div class='ms'><span class='sy'>I dag 14:02</span>"
            "<div class='bo'>Hei! Jeg er Nova ⚙, Nordlys' digitale assistent. Hva kan jeg hjelpe deg med?</div>"
            "<div class='me'>Hei, jeg har flyttet og fakturaen kommer fortsatt til gammel adresse</div>"
            "<span class='sy'>" + _pii("PERSON", "Sara", "agent's first name in a chat widget's joined line") + " ble med i samtalen · 14:03</span>"
            "<div class='bo'>Hei! Det fikser vi 😊 Kan du bekrefte fullt navn og fødselsdato?</div>"
            "<div class='me'>" + _pii("PERSON", "Liv Marthinsen", "customer's name typed in a chat widget") + ", " + _pii("DATE_OF_BIRTH", "04.10.1987", "customer's date of birth typed in a chat widget") + "</div>"
            "<div class='me'>fnr " + _pii("ID_NUMBER", fnr, "Norwegian national identity number typed in a chat widget") + " hvis dere trenger det</div>"
            "<div class='me'>ny adresse: " + _pii("STREET_ADDRESS", "Kong Oscars gate 27B, 5017 Bergen", "new street address typed in a chat widget") + "</div>"
            "<div class='bo'>Takk, " + _pii("PERSON", "Liv", "customer's first name in an agent's chat reply") + "! Adressen er oppdatert fra faktura 03/2025 (ordre 7731-2290). ✔</div></div>"
            "<div class='ip'><span class='f'>og e-posten min er nå " + _pii("EMAIL_ADDRESS", "liv.marthinsen87@gmail.com", "e-mail being typed in a chat widget's input") + "|</span><span>✎ ➤</span></div></div>")
    return _page("www.nordlysmobil.no/mobilabonnement", "Mobilabonnement med fri data | Nordlys Mobil", f"<div class='sp'>{page}{chat}</div>", SUP_CSS)


def support_console(card: str, iban: str) -> str:
    queue = [("Liv Marthinsen", "og e-posten min er nå…", "14:06", True), ("Tore Hågensen-Lie", "SIM-kortet mitt er sperret etter…", "14:05", False),
             ("Gunnhild Ørstavik", "Hvorfor er regningen 1 340 kr…", "13:58", False), ("Mohammed Al-Rashid", "Porting from Telia, PUK?", "13:51", False), ("Nora Kvam", "Takk for hjelpen!", "13:40", False)]
    q = "<div class='q'><div style='padding:14px 16px;font-weight:bold;font-size:17px'>Åpne samtaler (5) · Chat</div>" + "".join(
        f"<div class='it{' on' if on else ''}'><b>" + _pii("PERSON", n, "customer's name in an agent console's chat queue at 67 %") + f"</b> <small style='float:right'>{t}</small><br><small>{m}</small></div>" for n, m, t, on in queue) + "</div>"
    conv = ("<div class='cv'><div style='padding:14px 24px;border-bottom:1px solid #e3e7f0;font-size:18px'><b>" + _pii("PERSON", "Liv Marthinsen", "customer's name in an agent console's conversation header at 67 %")
            + "</b> · Chat #CH-552817 · Adresseendring · tildelt " + _pii("PERSON", "Sara Eide", "agent's name in an agent console at 67 %") + "</div><div class='ms'>"
            "<div class='me' style='align-self:flex-start;background:#eef1f8;color:#1d2433'>og e-posten min er nå " + _pii("EMAIL_ADDRESS", "liv.marthinsen87@gmail.com", "e-mail in an agent console's conversation at 67 %") + "</div>"
            "<div class='me' style='align-self:flex-start;background:#eef1f8;color:#1d2433'>kan jeg betale den gamle fakturaen her? kortet er " + _pii("CREDIT_CARD", card, "card number typed by a customer in an agent console's conversation at 67 %") + " utløper 09/27</div>"
            "<div class='bo' style='align-self:flex-end;background:#e7ecff'>Vennligst ikke send kortnummer i chat ☺ Jeg sender deg en betalingslenke i stedet. Overskuddet på 214 kr refunderes – hvilket kontonummer?</div>"
            "<div class='me' style='align-self:flex-start;background:#eef1f8;color:#1d2433'>" + _pii("IBAN_CODE", iban, "compact IBAN typed by a customer in an agent console's conversation at 67 %") + "</div>"
            "<span class='sy'>Makro «Betalingslenke» sendt · 14:09 · faktura 2025-03-448120 · 1 554,00 kr</span></div>"
            "<div class='ip'><span class='f' style='color:#8690a6'>Skriv et svar… (/ for makroer)</span><span>Send ⏎</span></div></div>")
    cs = ("<div class='cs'><b style='font-size:18px'>Kunde</b>"
          "<span class='k'>Navn</span>" + _pii("PERSON", "Liv Marthinsen", "customer's name in an agent console's sidebar at 67 %")
          + "<span class='k'>Kundenummer</span>" + _pii("ID_NUMBER", "KN-4481207", "customer number in an agent console's sidebar at 67 %")
          + "<span class='k'>Mobilnummer</span>" + _pii("PHONE_NUMBER", "+47 474 12 908", "customer's mobile in an agent console's sidebar at 67 %")
          + "<span class='k'>E-post (registrert)</span>" + _pii("EMAIL_ADDRESS", "liv.m@online.no", "customer's old e-mail in an agent console's sidebar at 67 %")
          + "<span class='k'>IP-adresse</span>" + _pii("IP_ADDRESS", "46.212.87.19", "customer's IP in an agent console's sidebar at 67 %")
          + "<span class='k'>Nettleser · sted</span>Firefox 128 · Windows 11 · Bergen, NO"
          "<span class='k'>Abonnement</span>Nordlys Fri · 449 kr/mnd · binding til 01.09.2025"
          "<span class='k'>Tidligere samtaler</span>12.02.2025 Roaming i Spania (løst)<br>03.11.2024 Faktura (løst)"
          "<span class='k'>Tagger</span>adresseendring · faktura · kort-i-chat ⚠</div>")
    toasts = ("<div class='toast' style='bottom:78px'>✉ Ny chat fra " + _pii("PERSON", "Tore Hågensen-L", "customer's name cut by a toast's ellipsis") + "… · venter 0:42</div>"
              "<div class='toast' style='bottom:24px'>⚠ SLA: " + _pii("PERSON", "Gunnhild Ørstavik", "customer's name in a stacked SLA toast") + " har ventet 8 min</div>")
    inner = f"<div style='position:relative;height:756px;overflow:hidden'><div class='z'>{q}{conv}{cs}</div>{toasts}</div>"
    return _page("desk.helpwise.io/nordlys/inbox/chat/CH-552817?zoom=67", "Chat #CH-552817 · Helpwise", inner, SUP_CSS)


# ----------------------------------------------------------- blindt6: scheduling page, confirmation e-mail at 125 %
BOOK_CSS = AV_CSS + """
body{font-family:"DejaVu Sans",sans-serif;background:#f3f4f8;color:#1a1a2e;font-size:13.5px}
.bw{height:756px;display:flex;justify-content:center;align-items:flex-start;padding-top:24px}
.bk{width:1180px;height:690px;background:#fff;border-radius:10px;box-shadow:0 1px 8px rgba(0,0,0,.1);display:flex;overflow:hidden}
.ev{width:330px;flex:none;border-right:1px solid #e8e8ef;padding:22px;line-height:1.55} .ev h2{margin:6px 0;font-size:21px} .ev .k{color:#6b6b80}
.cal{width:340px;flex:none;border-right:1px solid #e8e8ef;padding:22px} .cal h3{margin:0 0 10px;font-size:15px}
.dg{display:grid;grid-template-columns:repeat(7,1fr);gap:4px;text-align:center;font-size:12.5px} .dg span{padding:7px 0;border-radius:50%} .dg .a{background:#e8efff;color:#0060e6;font-weight:bold} .dg .s{background:#0060e6;color:#fff} .dg .h{color:#9b9bb0}
.fm{flex:1;padding:22px;min-width:0} .fm h3{margin:0 0 10px;font-size:15px}
.fl{margin-bottom:9px} .fl label{display:block;font-size:12px;font-weight:bold;margin-bottom:3px} .fl .in{border:1px solid #c9c9d6;border-radius:6px;padding:7px 10px;min-height:18px}
.fl .in.f{border:2px solid #0060e6}
.btnb{background:#0060e6;color:#fff;border-radius:20px;padding:9px 22px;display:inline-block;font-weight:bold}
.ml{display:flex;height:756px;background:#fff;font-family:"Liberation Sans",Arial,sans-serif}
.fo{width:200px;flex:none;background:#f6f8fc;padding:14px 0;font-size:13.5px;color:#444} .fo div{padding:6px 20px} .fo .on{background:#d3e3fd;border-radius:0 16px 16px 0;font-weight:bold}
.rd{flex:1;overflow:hidden;min-width:0} .z{transform:scale(1.25);transform-origin:0 0;width:864px;padding:14px 24px}
.rd h2{font-size:19px;font-weight:normal;margin:0 0 8px} .hdr{font-size:12.5px;color:#5f6368;line-height:1.5;margin-bottom:10px}
.mb{border:1px solid #e3e3e8;border-radius:8px;padding:14px 18px;line-height:1.55;font-size:13px}
.mb .row{display:flex;gap:12px;margin:4px 0} .mb .row .k{width:90px;flex:none;color:#6b6b80;font-weight:bold}
.lk{color:#0060e6;word-break:break-all}
"""


def booking(nif: str) -> str:
    days = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    cells = "".join(f"<span class='h'>{d}</span>" for d in days) + "<span></span>" * 5
    for d in range(1, 32):
        cls = "s" if d == 27 else "a" if d in (18, 19, 20, 24, 25, 26, 28, 31) else ""
        cells += f"<span class='{cls}'>{d}</span>"
    ev = ("<div class='ev'>" + _av("IM", "#e1306c", 44, "DENY_LIST", "deny-listed host's initials in a booking page avatar") + "<div class='k' style='margin-top:8px'>"
          + _pii("DENY_LIST", "Inês Sousa Magalhães", "deny-listed host's name on a public booking page") + "</div><h2>Product Discovery call</h2>"
          "<div>◴ 30 min</div><div>▶ Confera video (link after booking)</div><div>⊕ Europe/Lisbon</div>"
          "<p style='color:#444'>A short call to walk through Lumenfy's colour-matching API for textile mills and agree on a pilot scope. Please bring sample volumes.</p>"
          "<div class='k'>Also attending</div><div>" + _av("KT", "#7c3aed", 22, "DENY_LIST", "deny-listed co-host's initials in a small booking page avatar") + " "
          + _pii("DENY_LIST", "Kyriakos T.", "deny-listed name as a given name and initial on a booking page") + " (Solutions)</div></div>")
    cal = ("<div class='cal'><h3>Select a date &amp; time</h3><div style='display:flex;justify-content:space-between;margin-bottom:8px'><span>‹</span><b>March 2025</b><span>›</span></div>"
           f"<div class='dg'>{cells}</div><div style='margin-top:14px;font-weight:bold'>Thursday, 27 March</div>"
           "<div style='margin-top:6px;display:grid;grid-template-columns:1fr 1fr;gap:6px'>"
           + "".join(f"<span style='border:1px solid #0060e6;color:#0060e6;border-radius:6px;padding:6px;text-align:center;{'background:#0060e6;color:#fff' if t == '15:30' else ''}'>{t}</span>" for t in ("09:00", "10:30", "11:00", "14:00", "15:30", "16:30"))
           + "</div></div>")
    fm = ("<div class='fm'><h3>Enter details · Thu 27 Mar 2025, 15:30–16:00 WET</h3>"
          "<div class='fl'><label>Name *</label><div class='in'>" + _pii("PERSON", "Rafael Quintas Barbosa", "invitee's name in a booking form field") + "</div></div>"
          "<div class='fl'><label>Email *</label><div class='in'>" + _pii("EMAIL_ADDRESS", "rafael.barbosa@lumen-texteis.pt", "invitee's e-mail in a booking form field") + "</div></div>"
          "<div class='fl'><label>Add guests</label><div class='in'><span style='background:#eef0f6;border-radius:10px;padding:1px 8px'>" + _pii("EMAIL_ADDRESS", "ana.pires.lumen@gmail.com", "guest's e-mail on a chip in a booking form") + " ✕</span></div></div>"
          "<div class='fl'><label>Phone number (for SMS reminders)</label><div class='in'>PT ▾ " + _pii("PHONE_NUMBER", "+351 934 552 871", "invitee's mobile in a booking form field") + "</div></div>"
          "<div style='display:flex;gap:10px'><div class='fl' style='flex:1'><label>Company</label><div class='in'>Lumen Têxteis, Lda · Guimarães</div></div>"
          "<div class='fl' style='flex:1'><label>NIF (for the pilot invoice)</label><div class='in'>" + _pii("ID_NUMBER", nif, "Portuguese tax number in a booking form field") + "</div></div></div>"
          "<div class='fl'><label>Anything we should know?</label><div class='in f' style='height:56px'>We run 14 looms, ~2.1 t/week. If Confera fails please call my assistant "
          + _pii("PERSON", "Catarina", "assistant's first name in a booking form's notes") + " on " + _pii("PHONE_NUMBER", "253 518 440", "landline in a booking form's notes") + ".|</div></div>"
          "<div style='font-size:11.5px;color:#6b6b80;margin:6px 0 10px'>By proceeding you agree to Slotwise's Terms and Privacy Notice.</div><span class='btnb'>Schedule event</span></div>")
    return _page("slotwise.io/lumenfy/product-discovery/2025-03-27T15:30?month=2025-03", "Product Discovery call · Lumenfy · Slotwise",
                 f"<div class='bw'><div class='bk'>{ev}{cal}{fm}</div></div>", BOOK_CSS)


def booking_mail(tok: dict[str, str]) -> str:
    fo = "".join(f"<div class='{'on' if f.startswith('Inbox') else ''}'>{f}</div>" for f in ("Inbox 12", "Starred", "Snoozed", "Sent", "Drafts 1", "Lumenfy pilot", "Receipts"))
    mail = ("<div class='z'><h2>Confirmed: Product Discovery call with " + _pii("DENY_LIST", "Inês Sousa Magalhães", "deny-listed host's name in a confirmation e-mail's subject at 125 %") + " on Thu 27 Mar</h2>"
            "<div class='hdr'><b>Slotwise</b> &lt;notifications@slotwise.io&gt; · 19 Mar 2025, 18:52<br>to " + _pii("EMAIL_ADDRESS", "rafael.barbosa@lumen-texteis.pt", "recipient's e-mail in a confirmation e-mail header at 125 %") + "</div>"
            "<div class='mb'>Hi " + _pii("PERSON", "Rafael", "invitee's first name in a confirmation e-mail's greeting at 125 %") + ",<br>A new event has been scheduled.<br><br>"
            "<div class='row'><span class='k'>Event</span><span>Product Discovery call (30 min)</span></div>"
            "<div class='row'><span class='k'>When</span><span>Thursday, 27 March 2025 · 15:30–16:00 (Europe/Lisbon)</span></div>"
            "<div class='row'><span class='k'>Host</span><span>" + _pii("DENY_LIST", "Inês Sousa Magalhães", "deny-listed host's name in a confirmation e-mail at 125 %") + " · direct " + _pii("PHONE_NUMBER", "+351 213 400 918", "host's direct line in a confirmation e-mail at 125 %") + "</span></div>"
            "<div class='row'><span class='k'>Invitee</span><span>" + _pii("PERSON", "Rafael Quintas Barbosa", "invitee's name in a confirmation e-mail at 125 %") + "</span></div>"
            "<div class='row'><span class='k'>Guests</span><span>" + _pii("EMAIL_ADDRESS", "ana.pires.lumen@gmail.com", "guest's e-mail in a confirmation e-mail at 125 %") + ", "
            + _pii("EMAIL_ADDRESS", "kyriakos@lumenfy.io", "e-mail whose local part is a deny-listed given name in lower case in a confirmation e-mail at 125 %") + "</span></div>"
            "<div class='row'><span class='k'>Location</span><span class='lk'>" + _pii("URL_SECRET", f"https://meet.confera.io/j/88422917?pwd={tok['pwd']}", "meeting link with its password in a confirmation e-mail at 125 %") + "</span></div><br>"
            "Need to make changes to this event?<br>Reschedule: <span class='lk'>" + _pii("URL_SECRET", f"https://slotwise.io/reschedule/{tok['id']}?token={tok['re']}", "reschedule link carrying a token in a confirmation e-mail at 125 %") + "</span><br>"
            "Cancel: <span class='lk'>" + _pii("URL_SECRET", f"https://slotwise.io/cancel/{tok['id']}?token={tok['ca']}", "cancel link carrying a token in a confirmation e-mail at 125 %") + "</span><br><br>"
            "<span style='color:#6b6b80;font-size:11.5px'>Powered by Slotwise · Lumenfy Lda, Rua Castilho 39, 1250-068 Lisboa · Don't forward this e-mail: its links let anyone change the booking.</span></div></div>")
    return _page("mail.lumen-texteis.pt/#inbox/FMfcgzQZTkxwR", "Confirmed: Product Discovery call – Lumen Têxteis Mail",
                 f"<div class='ml'><div class='fo'>{fo}</div><div class='rd'>{mail}</div></div>", BOOK_CSS)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind20(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20261120)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))

    def tok(n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(rng.choice(alphabet) for _ in range(n))
    ids = {"fnr": _fnr(rng, date(1987, 10, 4)),
           "no_bjorn": _no_iban(rng, "1503"), "no_sindre": _no_iban(rng, "9710"), "no_marit": _no_iban(rng, "1254"),
           "no_eirik": _no_iban(rng, "3000"), "no_liv": _no_iban(rng, "8601", group=False),
           "pt_ines": _pt_iban(rng, "00350697"), "gr_kyr": _iban_b("GR", "0110125" + "".join(rng.choice(string.digits) for _ in range(16))),
           "nif": _nif_pt(rng), "card": _card(rng, "4571"),
           "radius": tok(24), "pd": "R0" + tok(30, "0123456789ABCDEF")}
    mail_tok = {"pwd": tok(32), "id": "bk_" + tok(20, "abcdefghijklmnopqrstuvwxyz0123456789"), "re": tok(40), "ca": tok(40)}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindt0", [("forum0", forum_thread), ("forum1", forum_mod)], "forum thread and dark moderator view")
        record("blindt1", [("soc0", social_dm), ("soc1", social_profile)], "social network DMs and profile (HiDPI)", dsf=2.0)
        record("blindt2", [("meet0", meet_participants), ("meet1", meet_transcript)], "video meeting participants and transcript (HiDPI)", dsf=2.0)
        record("blindt3", [("sheet0", lambda: sheet_comments(ids)), ("sheet1", lambda: sheet_history(ids))], "shared spreadsheet 90 % comments and history")
        record("blindt4", [("pr0", pr_conversation), ("pr1", lambda: pr_diff(ids)), ("wiki0", wiki_oncall)], "code review 80 %, diff 150 %, on-call wiki 75 %")
        record("blindt5", [("sup0", lambda: support_widget(ids["fnr"])), ("sup1", lambda: support_console(ids["card"], ids["no_liv"]))], "support chat widget and agent console 67 %")
        record("blindt6", [("book0", lambda: booking(ids["nif"])), ("book1", lambda: booking_mail(mail_tok))], "scheduling page and confirmation e-mail 125 %")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind20, "/tmp/blind20/preview")
