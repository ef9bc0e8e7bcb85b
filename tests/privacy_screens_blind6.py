# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A sixth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind5.py, other applications again): rendered by Debian's
chromium through the rig of tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`,
its ink measured per character.

Seven Clones recordings (`blindf0` … `blindf6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindf0` a database client: a navigator tree, a SQL editor holding a query with an e-mail in its `WHERE` clause,
  the result grid of a `users` table (ids, e-mails, phones, bcrypt password hashes, last-login IPv4/IPv6; signup
  dates, plans and row counts not private) and a value viewer pop-over on the selected cell; then a notebook printing
  a customers DataFrame in monospace (`print(df)`, an e-mail cut by pandas' `...`, tax numbers, NaN cells) and the
  HTML table of `df.head()`;
- `blindf1` a hospital chart: the patient banner in small text (the deny-listed Ghanaian name surname first, date of
  birth with the age, MRN, allergies, insurance member ID), the chart summary (home address over two lines, an
  emergency contact with phone, the attending physician, a note in prose with a phone and an MBI); then a lab report
  in a serif font (specimen and accession numbers, result values and reference ranges not private);
- `blindf2` a dark crypto wallet: a 12-word recovery phrase in a numbered grid (each word marked), the phrase again
  in a one-line box; then the receive page (a bech32 address wrapped over two lines, an Ethereum address, an address
  book entry's name and address; transaction hashes, block heights and amounts not private); then an exchange's
  identity verification (the deny-listed Finnish name, date of birth, personal identity code, passport number, an
  address, a withdrawal IBAN, a phone);
- `blindf3` a ride-hailing app at device scale 2 (HiDPI), a phone centred on a dark background: the map with pickup
  and drop-off labels (addresses), the driver card (name, licence plate, masked phone that is not private); the call
  sheet with the driver's real number and an in-ride chat (a gate code, the rider's phone); then the receipt (fare,
  tip and total not private, addresses over two lines, the rider's e-mail);
- `blindf4` a rental application web form (SSN, date of birth, previous addresses with their dates in a table,
  employer and salary that are not private, references with names and phones, a car's plate; its VIN not private,
  a typed signature and date), then a motor insurance claim (policy number, the claim number and VIN not private, a
  driver's licence number, the other driver's name, phone and insurer, a witness in running prose);
- `blindf5` desktop-styled pages: an OS settings page "Your info" (the deny-listed Hungarian name, the account
  e-mail, a local account name) and "Email &amp; accounts" (accounts named by their addresses); then a dark contacts
  app (a list of names in Latin, Greek, Hebrew and Hangul, the card's phones, e-mails, birthday, home address over
  three lines, a note holding a Hungarian TAJ number and a door code);
- `blindf6` a dark code editor with tabs: a JSON-lines log of user records (e-mails, IPs, user names; request ids and
  timestamps not private), a `.env` file (a database URL with its password, an API key, an SMTP password, a webhook
  URL carrying its token) above a terminal, then an OpenSSH private key (its body) beside a vCard file (FN, TEL,
  EMAIL, ADR, BDAY).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Hungarian name written surname first, a
Ghanaian and a Finnish name; the Hungarian one also given name first and without accents, the Finnish one without
its ä/ö). Checksummed values (IBAN, card, SSN ranges, Finnish personal identity code, Hungarian TAJ and tax number,
bech32 address, VIN) are valid.
"""

from __future__ import annotations

import base64
import random
import string
import unicodedata
from datetime import date
from pathlib import Path

from privacy_screens import _card
from privacy_screens_blind import SIT, _rand
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _luhn_ok, _win
from privacy_screens_blind4 import _page, _pii, preview, recorder

DENY = ["Kovács Zsófia", "Kwabena Owusu-Ansah", "Päivi Hölttä"]


# ------------------------------------------------------------------------------------------------ valid identifiers
def _ssn(rng: random.Random, area: int) -> str:
    """A US SSN in the ranges ever issued (area not 000, 666 or 9xx, group not 00, serial not 0000)."""
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def _ssn_ok(s: str) -> bool:
    a, g, n = s.split("-")
    return len(a) == 3 and len(g) == 2 and len(n) == 4 and a not in ("000", "666") and a[0] != "9" and g != "00" and n != "0000"


HETU_CHECK = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def _hetu(d: date, serial: int) -> str:
    """A Finnish personal identity code: DDMMYY, the century sign, a three-digit serial, the check character."""
    sign = "-" if d.year < 2000 else "A"
    body = f"{d:%d%m%y}{serial:03d}"
    return f"{d:%d%m%y}{sign}{serial:03d}{HETU_CHECK[int(body) % 31]}"


def _hetu_ok(h: str) -> bool:
    return len(h) == 11 and HETU_CHECK[int(h[:6] + h[7:10]) % 31] == h[10]


def _taj(rng: random.Random) -> str:
    """A Hungarian social security (TAJ) number: eight digits weighted 3, 7, … and their sum's last digit."""
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(7)]
    c = sum(v * (3 if k % 2 == 0 else 7) for k, v in enumerate(d)) % 10
    s = "".join(map(str, d)) + str(c)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def _taj_ok(t: str) -> bool:
    d = [int(c) for c in t if c.isdigit()]
    return len(d) == 9 and sum(v * (3 if k % 2 == 0 else 7) for k, v in enumerate(d[:8])) % 10 == d[8]


def _hu_tax(rng: random.Random, born: date) -> str:
    """A Hungarian tax number (adóazonosító jel): 8, days since 1867-01-01, three digits, the check digit."""
    while True:
        d = [8, *map(int, f"{(born - date(1867, 1, 1)).days:05d}"), *(rng.randint(0, 9) for _ in range(3))]
        c = sum(v * (k + 1) for k, v in enumerate(d)) % 11
        if c < 10:
            return "".join(map(str, d)) + str(c)


def _hu_tax_ok(t: str) -> bool:
    d = [int(c) for c in t]
    return len(d) == 10 and d[0] == 8 and sum(v * (k + 1) for k, v in enumerate(d[:9])) % 11 == d[9]


B32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values: list[int]) -> int:
    gen = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (b >> i) & 1 else 0
    return chk


def _hrp(h: str) -> list[int]:
    return [ord(x) >> 5 for x in h] + [0] + [ord(x) & 31 for x in h]


def _bech32(rng: random.Random) -> str:
    """A native segwit (P2WPKH) address: witness version 0, a 20-byte program, the bech32 checksum."""
    bits = "".join(f"{rng.randrange(256):08b}" for _ in range(20))
    data = [0] + [int(bits[i:i + 5], 2) for i in range(0, 160, 5)]
    pm = _polymod(_hrp("bc") + data + [0] * 6) ^ 1
    return "bc1" + "".join(B32[d] for d in data + [(pm >> 5 * (5 - i)) & 31 for i in range(6)])


def _bech32_ok(a: str) -> bool:
    return _polymod(_hrp("bc") + [B32.index(c) for c in a[3:]]) == 1


VIN_W = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
VIN_V = {**{str(k): k for k in range(10)}, **dict(zip("ABCDEFGH", range(1, 9), strict=True)), **dict(zip("JKLMNPR", (1, 2, 3, 4, 5, 7, 9), strict=True)),
         **dict(zip("STUVWXYZ", range(2, 10), strict=True))}


def _vin(head8: str, tail8: str) -> str:
    """A North American VIN with its check digit (position 9)."""
    s = sum(VIN_V[c] * w for c, w in zip(head8 + "0" + tail8, VIN_W, strict=True)) % 11
    return head8 + ("X" if s == 10 else str(s)) + tail8


def _vin_ok(v: str) -> bool:
    s = sum(VIN_V[c] * w for c, w in zip(v, VIN_W, strict=True)) % 11
    return v[8] == ("X" if s == 10 else str(s))


def _fi_iban(rng: random.Random, bank: str) -> str:
    """A Finnish IBAN whose account number ends in its Luhn digit."""
    body = bank + "".join(rng.choice(string.digits) for _ in range(13 - len(bank)))
    for c in string.digits:
        if _luhn_ok(body + c):
            return _iban_b("FI", body + c)
    raise AssertionError("unreachable")


def _openssh_key(rng: random.Random, comment: str) -> str:
    """An unencrypted OpenSSH ed25519 private key file (the layout `ssh-keygen` writes), random key bytes."""
    def s(b: bytes) -> bytes:
        return len(b).to_bytes(4, "big") + b
    pub = bytes(rng.randrange(256) for _ in range(32))
    seed = bytes(rng.randrange(256) for _ in range(32))
    pubblob = s(b"ssh-ed25519") + s(pub)
    check = bytes(rng.randrange(256) for _ in range(4))
    priv = check + check + s(b"ssh-ed25519") + s(pub) + s(seed + pub) + s(comment.encode())
    priv += bytes(range(1, 1 + (-len(priv)) % 8))
    blob = b"openssh-key-v1\0" + s(b"none") + s(b"none") + s(b"") + (1).to_bytes(4, "big") + s(pubblob) + s(priv)
    b64 = base64.b64encode(blob).decode()
    return "\n".join(b64[i:i + 70] for i in range(0, len(b64), 70))


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _ssn_ok(ids["ssn"]), ids["ssn"]
    for k in ("hetu", "hetu2"):
        assert _hetu_ok(ids[k]), ids[k]
    assert _taj_ok(ids["taj"]), ids["taj"]
    assert _hu_tax_ok(ids["hu_tax"]), ids["hu_tax"]
    assert _bech32_ok(ids["btc"]), ids["btc"]
    assert _vin_ok(ids["vin"]) and _vin_ok(ids["vin2"]), (ids["vin"], ids["vin2"])
    assert _luhn_ok(ids["card"]), ids["card"]


# -------------------------------------------------------------------------------------------- blindf0: database client
DB_CSS = """
body{font-family:"DejaVu Sans",sans-serif;font-size:12.5px;background:#f3f3f3}
.mn{height:26px;background:#e9e9e9;border-bottom:1px solid #cfcfcf;display:flex;gap:16px;align-items:center;padding:0 12px;font-size:12px}
.dbw{display:flex;height:686px} .nav{width:236px;background:#fff;border-right:1px solid #cfcfcf;padding:6px 0;font-size:12px;overflow:hidden}
.nav div{padding:2px 8px;white-space:nowrap} .nav .on{background:#cce4f7} .nav .i1{padding-left:20px} .nav .i2{padding-left:34px} .nav .i3{padding-left:48px}
.ed{flex:1;display:flex;flex-direction:column;min-width:0} .tabs{display:flex;background:#e4e4e4;border-bottom:1px solid #cfcfcf}
.tabs span{padding:5px 14px;border-right:1px solid #cfcfcf;font-size:12px} .tabs .on{background:#fff;font-weight:bold}
.sql{background:#fff;height:150px;font-family:"DejaVu Sans Mono",monospace;font-size:12.5px;line-height:1.55;padding:4px 0;border-bottom:1px solid #cfcfcf;white-space:pre}
.sql .ln{display:inline-block;width:34px;color:#999;text-align:right;padding-right:10px} .kw{color:#7f0055;font-weight:bold} .st{color:#2a00ff} .cm{color:#3f7f5f}
.grid{flex:1;background:#fff;overflow:hidden;position:relative} .grid table{font-size:12px;table-layout:fixed;width:1030px}
.grid th{background:#eef1f5;border:1px solid #d5d9de;font-weight:normal;padding:3px 6px;white-space:nowrap}
.grid td{border:1px solid #e3e6ea;padding:3px 6px;white-space:nowrap;overflow:hidden} .grid .rn{background:#eef1f5;color:#777;text-align:right;width:34px}
.grid .sel td{background:#fff8d6} .grid .cell{outline:2px solid #3d7bd9;outline-offset:-2px} .null{color:#aaa;font-style:italic}
.st2{height:24px;background:#e9e9e9;border-top:1px solid #cfcfcf;display:flex;gap:18px;align-items:center;padding:0 10px;font-size:11.5px;color:#444}
.vv{position:absolute;left:420px;top:166px;width:360px;background:#fff;border:1px solid #9aa4b1;box-shadow:0 4px 16px rgba(0,0,0,.25);font-size:12px}
.vv .h{background:#e4e8ee;padding:4px 8px;display:flex;justify-content:space-between} .vv .b{padding:8px;font-family:"DejaVu Sans Mono",monospace;word-break:break-all}
"""


def db_users(rng: random.Random) -> str:
    def bc() -> str:
        return "$2b$12$" + _rand(rng, 53, string.ascii_letters + string.digits + "./")
    users = [(10482, "Kovács Zsófia", "DENY_LIST", "zsofia.kovacs@freemail.hu", "+36 30 418 2297", "2025-01-03 08:14", "pro", "84.236.71.20"),
             (10483, "tmcallister", "ACCOUNT_NAME", "t.mcallister@outlook.com", "+1 (415) 555-0187", "2025-01-03 09:40", "free", "2600:1700:3e10:8a40:91c5:2f0e:77b4:1d02"),
             (10484, "Kwabena Owusu-Ansah", "DENY_LIST", "kwabena.oa@gmail.com", "+233 24 581 7734", "2025-01-04 17:02", "team", "154.160.22.93"),
             (10485, "Ngozi Eze", "PERSON", "ngozi.eze@yahoo.co.uk", "+44 7700 900 415", "2025-01-05 11:26", "free", "86.14.201.7"),
             (10486, "Lars-Erik Bergqvist", "PERSON", "lebergqvist@telia.se", "+46 70 882 14 03", "2025-01-06 06:55", "pro", "213.66.140.38"),
             (10487, "Jamal Haddad", "PERSON", "jamal.haddad@icloud.com", None, "2025-01-06 22:31", "free", "94.200.118.61"),
             (10488, "Mei-Ling Chu", "PERSON", "meiling.chu@proton.me", "+886 912 345 078", "2025-01-07 13:09", "team", "1.169.84.250"),
             (10489, "Päivi Hölttä", "DENY_LIST", "paivi.holtta@kolumbus.fi", "+358 40 718 2246", "2025-01-08 07:47", "pro", "85.76.43.118"),
             (10490, "Rodrigo Sandoval", "PERSON", "rsandoval@gmail.com", "+52 55 1842 6630", "2025-01-08 19:15", "free", "189.203.57.14"),
             (10491, "Aigerim Sarsenova", "PERSON", "aigerim.s@mail.kz", "+7 701 448 2915", "2025-01-09 10:02", "pro", "2.134.19.171"),
             (10492, "Bogdan Ionescu", "PERSON", "bogdan.ionescu@yahoo.ro", "+40 722 519 604", "2025-01-09 15:38", "free", "79.116.215.9"),
             (10493, "Hana Dvořáková", "PERSON", "hana.dvorakova@seznam.cz", "+420 604 217 883", "2025-01-10 08:21", "team", "2a00:1028:9198:47c2::5b"),
             (10494, "Siddharth Menon", "PERSON", "sid.menon@rediffmail.com", "+91 98450 17362", "2025-01-10 12:57", "free", "49.207.132.88"),
             (10495, "Fatou Diallo", "PERSON", "fatou.diallo@orange.sn", "+221 77 604 21 18", "2025-01-11 09:33", "pro", "41.82.150.206")]
    rows = ""
    for k, (uid, nm, nk, em, ph, since, plan, ip) in enumerate(users):
        sel = k == 7
        name = _pii(nk, nm, "deny-listed name in a result grid cell" if nk == "DENY_LIST" else "user name in a result grid cell" if nk == "ACCOUNT_NAME" else "name in a result grid cell")
        ecell = _pii("EMAIL_ADDRESS", em, "e-mail in a result grid cell")
        pcell = _pii("PHONE_NUMBER", ph, "phone in a result grid cell") if ph else "<span class='null'>[NULL]</span>"
        h = bc()
        hcell = _pii("SECRET_VALUE", h[:38], "bcrypt hash cut by its grid column", value=h[:38])
        ipc = _pii("IP_ADDRESS", ip, "IPv6 cut by the result grid's right edge" if len(ip) > 15 else "last-login IP in a result grid cell")
        rows += (f"<tr class='{'sel' if sel else ''}'><td class='rn'>{k + 1}</td><td style='text-align:right'>{uid}</td><td>{name}</td>"
                 f"<td class='{'cell' if sel else ''}'>{ecell}</td><td>{pcell}</td><td class='mono' style='font-size:11px'>{hcell}</td>"
                 f"<td>{since}</td><td>{plan}</td><td class='mono' style='font-size:11px'>{ipc}</td></tr>")
    cols = [("", 34), ("id", 56), ("display_name", 150), ("email", 196), ("phone", 132), ("password_hash", 210), ("created_at", 120), ("plan", 46), ("last_login_ip", 200)]
    head = "".join(f"<th style='width:{w}px'>{h}{' ▲' if h == 'id' else ''}</th>" for h, w in cols)
    nav = ("<div class='nav'><div>▾ ⛁ prod-replica (PostgreSQL 16.4)</div><div class='i1'>▾ Databases</div><div class='i2'>▾ ⛁ accounts</div>"
           "<div class='i3'>▾ Schemas</div><div class='i3' style='padding-left:62px'>▾ public</div>"
           + "".join(f"<div class='{'on' if t == 'users' else ''}' style='padding-left:76px'>▦ {t}</div>" for t in ("audit_events", "invoices", "plans", "sessions", "subscriptions", "users", "webhooks"))
           + "<div class='i3' style='padding-left:62px'>▸ analytics</div><div class='i2'>▸ ⛁ billing</div><div class='i2'>▸ ⛁ postgres</div>"
           "<div>▸ ⛁ staging (PostgreSQL 16.4)</div><div>▸ ⛁ local-dev (SQLite)</div><div style='margin-top:10px;color:#777'>Projects · Bookmarks · Scripts</div></div>")
    q = ("<span class='ln'>1</span><span class='cm'>-- support ticket SUP-48817: duplicate accounts after SSO migration</span>\n"
         "<span class='ln'>2</span><span class='kw'>SELECT</span> id, display_name, email, phone, password_hash, created_at, plan, last_login_ip\n"
         "<span class='ln'>3</span>  <span class='kw'>FROM</span> public.users\n"
         "<span class='ln'>4</span> <span class='kw'>WHERE</span> created_at &gt;= <span class='st'>'2025-01-03'</span>\n"
         f"<span class='ln'>5</span>    <span class='kw'>OR</span> lower(email) = <span class='st'>'{_pii('EMAIL_ADDRESS', 'paivi.holtta@kolumbus.fi', 'e-mail in a SQL string literal')}'</span>\n"
         "<span class='ln'>6</span> <span class='kw'>ORDER BY</span> id <span class='kw'>LIMIT</span> 200;\n<span class='ln'>7</span>")
    vv = ("<div class='vv dropdown'><div class='h'><b>Value viewer · email (varchar 254)</b><span>✕</span></div>"
          f"<div class='b'>{_pii('EMAIL_ADDRESS', 'paivi.holtta@kolumbus.fi', 'e-mail in a value viewer pop-over')}</div>"
          "<div style='padding:0 8px 8px;color:#666'>Row 8 · column 4 · 24 chars · UTF-8 · <u>Copy</u> · <u>Format</u></div></div>")
    grid = f"<div class='grid'><table><tr>{head}</tr>{rows}</table>{vv}</div>"
    body = ("<div class='mn'><span>File</span><span>Edit</span><span>Navigate</span><span>Search</span><span>SQL Editor</span><span>Database</span><span>Window</span><span>Help</span>"
            "<span style='margin-left:auto;color:#555'>▶ Execute (Ctrl+Enter) · ■ Stop · Commit · Rollback · Auto-commit ✓</span></div>"
            f"<div class='dbw'>{nav}<div class='ed'><div class='tabs'><span>&lt;prod-replica&gt; Script-3</span><span class='on'>&lt;prod-replica&gt; SUP-48817.sql</span><span>users (ER diagram)</span></div>"
            f"<div class='sql'>{q}</div><div class='tabs'><span class='on'>users 1 ×</span><span>Statistics 1</span><span>Output</span><span>Execution log</span></div>{grid}"
            "<div class='st2'><span>14 row(s) fetched — 38 ms (2 ms fetch), on 2025-03-14 at 10:42:17</span><span>Read-only replica</span><span style='margin-left:auto'>UTF-8 · Europe/Budapest · 5:38</span></div></div></div>")
    return _win("<span>SUP-48817.sql — prod-replica — Database Client 24.3</span>", body, DB_CSS, bar="#dcdcdc")


NB_CSS = """
body{background:#fff;font-size:13px} .jtop{height:40px;border-bottom:1px solid #e0e0e0;display:flex;align-items:center;gap:14px;padding:0 16px;font-size:13px}
.jbar{height:30px;border-bottom:1px solid #e0e0e0;display:flex;align-items:center;gap:14px;padding:0 16px;font-size:12px;color:#555}
.nb{padding:8px 40px 0 24px;overflow:hidden;height:640px} .cell{display:flex;gap:8px;margin:6px 0} .pr{width:70px;flex:none;text-align:right;font-family:"DejaVu Sans Mono",monospace;font-size:12px;color:#307fc1;padding-top:4px}
.pr.o{color:#bf5b3d} .code{flex:1;background:#f7f7f7;border:1px solid #e0e0e0;border-radius:2px;padding:4px 8px;font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:1.45;white-space:pre}
.out{flex:1;font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;line-height:1.35;white-space:pre;overflow:hidden;padding:2px 8px}
.kw{color:#008000;font-weight:bold} .s{color:#ba2121} .fn{color:#0000ff}
.df{border-collapse:collapse;font-size:12px;margin:2px 8px} .df th,.df td{padding:4px 9px;text-align:right;border:none;white-space:nowrap} .df thead th{border-bottom:1px solid #aaa}
.df tbody tr:nth-child(odd){background:#f5f5f5} .df tbody th{font-weight:bold}
"""


def nb_customers(tax_hu: str, hetu: str) -> str:
    rows = [("0", "Kovács Zsófia", "DENY_LIST", "zsofia.kovacs@freemail.hu", "HU", tax_hu, "1991-06-23", "+36 30 418 2297", "412.50"),
            ("1", "Paivi Holtta", "DENY_LIST", "paivi.holtta@kolumbus.fi", "FI", hetu, "1986-11-02", "NaN", "1290.00"),
            ("2", "Oluwaseun Adeyemi", "PERSON", "s.adeyemi@protonmail.com", "NG", "NaN", "NaN", "+234 803 114 2290", "87.99"),
            ("3", "Chloé Lefebvre", "PERSON", "chloe.lefebvre.pro@wanadoo.fr", "FR", "NaN", "1979-02-14", "+33 6 48 21 90 37", "2315.40"),
            ("4", "이서연", "PERSON", "seoyeon.lee@naver.com", "KR", "NaN", "1995-09-30", "010-4827-1903", "58.00")]
    out = "   customer_name        email                      country  tax_id        birth_date  phone              ltv_eur\n"
    for idx, nm, nk, em, cc, tax, dob, ph, ltv in rows:
        name = _pii(nk, nm, "deny-listed name without its accents in a printed DataFrame" if nk == "DENY_LIST" and nm.isascii() else
                    "deny-listed name in a printed DataFrame" if nk == "DENY_LIST" else "name in a printed DataFrame")
        w = len(nm) if nm.isascii() else len(nm) * 2 if any(unicodedata.east_asian_width(c) == "W" for c in nm) else len(nm)
        if len(em) > 25:
            emc = _pii("EMAIL_ADDRESS", em[:22], "e-mail cut by pandas' ellipsis in a printed DataFrame") + "..."
            ew = 25
        else:
            emc, ew = _pii("EMAIL_ADDRESS", em, "e-mail in a printed DataFrame"), len(em)
        taxc = "NaN" if tax == "NaN" else _pii("ID_NUMBER", tax, "tax number in a printed DataFrame")
        dobc = "NaN" if dob == "NaN" else _pii("DATE_OF_BIRTH", dob, "date of birth in a printed DataFrame")
        phc = "NaN" if ph == "NaN" else _pii("PHONE_NUMBER", ph, "phone in a printed DataFrame")
        out += (f"{idx}  {name}{' ' * max(1, 21 - w)}{emc}{' ' * max(1, 27 - ew)}{cc}       {taxc}{' ' * (14 - len(tax))}{dobc}{' ' * (12 - len(dob))}"
                f"{phc}{' ' * (19 - len(ph))}{ltv:>7}\n")
    out += "\n[5 rows x 8 columns]"
    head_rows = [("0", "Kovács Zsófia", "DENY_LIST", "zsofia.kovacs@freemail.hu", "Budapest", "2023-04-11", "NaN"),
                 ("1", "Päivi Hölttä", "DENY_LIST", "paivi.holtta@kolumbus.fi", "Tampere", "2022-11-30", "churn_risk"),
                 ("2", "Oluwaseun Adeyemi", "PERSON", "s.adeyemi@protonmail.com", "Lagos", "2024-01-19", "NaN"),
                 ("3", "Chloé Lefebvre", "PERSON", "chloe.lefebvre.pro@wanadoo.fr", "Lyon", "2021-07-02", "vip"),
                 ("4", "이서연", "PERSON", "seoyeon.lee@naver.com", "Seoul", "2024-08-27", "NaN")]
    tb = "".join(f"<tr><th>{i}</th><td>{_pii(k, n, 'deny-listed name in a DataFrame HTML table' if k == 'DENY_LIST' else 'name in a DataFrame HTML table')}</td>"
                 f"<td>{_pii('EMAIL_ADDRESS', e, 'e-mail in a DataFrame HTML table')}</td><td>{c}</td><td>{d}</td><td>{t}</td></tr>" for i, n, k, e, c, d, t in head_rows)
    html_df = ("<table class='df'><thead><tr><th></th><th>customer_name</th><th>email</th><th>city</th><th>first_order</th><th>segment</th></tr></thead>"
               f"<tbody>{tb}</tbody></table>")
    cells = ("<div class='cell'><div class='pr'>[7]:</div><div class='code'><span class='kw'>import</span> pandas <span class='kw'>as</span> pd\n"
             "df = pd.read_sql(<span class='s'>\"SELECT * FROM crm.customers WHERE ltv_eur IS NOT NULL\"</span>, engine)\n"
             "pd.set_option(<span class='s'>\"display.max_colwidth\"</span>, <span class='fn'>25</span>)\n<span class='fn'>print</span>(df.sample(<span class='fn'>5</span>, random_state=<span class='fn'>42</span>).reset_index(drop=<span class='kw'>True</span>))</div></div>"
             f"<div class='cell'><div class='pr o'></div><div class='out'>{out}</div></div>"
             "<div class='cell'><div class='pr'>[8]:</div><div class='code'>df.isna().sum()[[<span class='s'>\"tax_id\"</span>, <span class='s'>\"birth_date\"</span>, <span class='s'>\"phone\"</span>]]</div></div>"
             "<div class='cell'><div class='pr o'>[8]:</div><div class='out'>tax_id        1841\nbirth_date     977\nphone          402\ndtype: int64</div></div>"
             "<div class='cell'><div class='pr'>[9]:</div><div class='code'>df[[<span class='s'>\"customer_name\"</span>, <span class='s'>\"email\"</span>, <span class='s'>\"city\"</span>, <span class='s'>\"first_order\"</span>, <span class='s'>\"segment\"</span>]].head()</div></div>"
             f"<div class='cell'><div class='pr o'>[9]:</div><div>{html_df}</div></div>"
             "<div class='cell'><div class='pr'>[ ]:</div><div class='code'> </div></div>")
    body = ("<div class='jtop'><b style='color:#f37726'>◉ Notebook</b><span>customer_ltv_q1.ipynb</span><span class='muted'>Last Checkpoint: 3 minutes ago (autosaved)</span>"
            "<span style='margin-left:auto'>Python 3 (ipykernel) ○</span></div>"
            "<div class='jbar'><span>File</span><span>Edit</span><span>View</span><span>Run</span><span>Kernel</span><span>Settings</span><span>Help</span><span>|</span>"
            "<span>Save</span><span>+</span><span>✂</span><span>▶ Run</span><span>■</span><span>↻</span><span>Code ▾</span></div>"
            f"<div class='nb'>{cells}</div>")
    return _page("localhost:8888/lab/tree/analysis/customer_ltv_q1.ipynb", "customer_ltv_q1.ipynb - JupyterLab", body, NB_CSS)


# ---------------------------------------------------------------------------------------------- blindf1: hospital chart
EHR_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:13px;background:#eef2f6}
.hb{background:#1d3c5a;color:#e9f0f7;display:flex;gap:22px;padding:6px 14px;font-size:11px;line-height:1.45;align-items:flex-start}
.hb .nm{font-size:17px;font-weight:bold;color:#fff} .hb .k{color:#9fb6cc} .al{background:#b3261e;color:#fff;padding:1px 6px;border-radius:3px;font-weight:bold}
.ew{display:flex;height:668px} .act{width:150px;background:#f8fafc;border-right:1px solid #cfd8e3;padding:8px 0;font-size:12.5px} .act div{padding:5px 14px} .act .on{background:#d8e6f5;border-left:3px solid #1d6fb8;font-weight:bold}
.mn2{flex:1;padding:10px 14px;overflow:hidden;display:grid;grid-template-columns:1fr 1fr;gap:10px;align-content:start}
.card{background:#fff;border:1px solid #cfd8e3;border-radius:4px} .card h4{margin:0;padding:5px 10px;background:#f1f5f9;border-bottom:1px solid #cfd8e3;font-size:13px;color:#1d3c5a}
.card .in{padding:7px 10px;line-height:1.5} .kv{display:grid;grid-template-columns:130px 1fr;row-gap:3px} .kv .k{color:#5b6b7c}
.card table{width:100%;font-size:12px} .card td,.card th{padding:3px 6px;border-bottom:1px solid #eef1f4} .card th{color:#5b6b7c;font-weight:normal}
.flag{color:#b3261e;font-weight:bold}
"""


def _banner(mrn: str, member: str) -> str:
    return ("<div class='hb'>"
            f"<div><div class='nm'>{_pii('DENY_LIST', 'Owusu-Ansah, Kwabena', 'deny-listed name surname first in a patient banner')}</div>"
            f"<div>Male · 47 y · DOB {_pii('DATE_OF_BIRTH', '08/19/1977', 'date of birth in a small-text patient banner')}</div></div>"
            f"<div><span class='k'>MRN</span> {_pii('ID_NUMBER', mrn, 'MRN in a small-text patient banner')}<br><span class='k'>CSN</span> 1400738215 (this encounter)</div>"
            f"<div><span class='k'>Coverage</span> Aetna Choice POS II<br><span class='k'>Member ID</span> {_pii('ID_NUMBER', member, 'insurance member ID in a small-text patient banner')}</div>"
            f"<div><span class='k'>PCP</span> {_pii('PERSON', 'Rebecca Lindqvist, MD', 'physician name in a patient banner')}<br><span class='k'>Code</span> Full code · <span class='k'>Isolation</span> None</div>"
            "<div><span class='al'>ALLERGIES: Penicillins, Shellfish</span><br><span class='k'>Wt</span> 88.4 kg · <span class='k'>BMI</span> 27.9 · <span class='k'>Bed</span> 5W-512-B</div>"
            "</div>")


def ehr_chart(mrn: str, member: str, mbi: str) -> str:
    act = "".join(f"<div class='{'on' if a == 'Chart Review' else ''}'>{a}</div>" for a in
                  ("Summary", "Chart Review", "Results", "Notes", "Problem List", "MAR", "Orders", "Flowsheets", "Demographics", "Insurance", "Care Team", "Discharge"))
    demo = ("<div class='card'><h4>Demographics</h4><div class='in kv'>"
            f"<span class='k'>Legal name</span><span>{_pii('DENY_LIST', 'Kwabena Owusu-Ansah', 'deny-listed name in a label-value card')}</span>"
            "<span class='k'>Preferred name</span><span>Kobby</span>"
            f"<span class='k'>Date of birth</span><span>{_pii('DATE_OF_BIRTH', '08/19/1977', 'date of birth in a label-value card')} (47 y)</span>"
            "<span class='k'>Sex / gender</span><span>Male / Man</span><span class='k'>Language</span><span>English, Twi · interpreter: no</span>"
            f"<span class='k'>Address</span><span>{_pii('STREET_ADDRESS', '4117 Rhode Island Ave, Apt 3C<br>' + chr(10) + 'Brentwood, MD 20722', 'home address over two lines in a label-value card')}</span>"
            f"<span class='k'>Home phone</span><span>{_pii('PHONE_NUMBER', '(301) 555-0148', 'phone in a label-value card')}</span>"
            f"<span class='k'>Email</span><span>{_pii('EMAIL_ADDRESS', 'kobby.owusuansah@gmail.com', 'e-mail in a label-value card')}</span>"
            f"<span class='k'>MyChart</span><span>Active · user {_pii('ACCOUNT_NAME', 'kowusuansah77', 'portal user name in a label-value card')}</span></div></div>")
    ec = ("<div class='card'><h4>Emergency contacts &amp; care team</h4><div class='in'><table>"
          "<tr><th>Name</th><th>Relation</th><th>Phone</th></tr>"
          f"<tr><td>{_pii('PERSON', 'Abena Owusu-Ansah', 'emergency contact name in a table cell')}</td><td>Spouse</td><td>{_pii('PHONE_NUMBER', '(240) 555-0193', 'emergency contact phone in a table cell')}</td></tr>"
          f"<tr><td>{_pii('PERSON', 'Yaw Boateng', 'emergency contact name in a table cell')}</td><td>Brother</td><td>{_pii('PHONE_NUMBER', '+233 20 874 1152', 'emergency contact phone in a table cell')}</td></tr>"
          "<tr><th>Care team</th><th>Role</th><th>Pager</th></tr>"
          f"<tr><td>{_pii('PERSON', 'Daniel Okafor, MD', 'attending physician in a care team table')}</td><td>Attending · Hospital Medicine</td><td>x4-2231</td></tr>"
          f"<tr><td>{_pii('PERSON', 'Meredith Cho, RN', 'nurse name in a care team table')}</td><td>Primary RN (day)</td><td>x4-5170</td></tr>"
          "</table></div></div>")
    probs = ("<div class='card'><h4>Problem list · Medications</h4><div class='in'><table>"
             "<tr><th>Problem</th><th>ICD-10</th><th>Noted</th></tr><tr><td>Community-acquired pneumonia</td><td>J18.9</td><td>03/12/2025</td></tr>"
             "<tr><td>Type 2 diabetes mellitus</td><td>E11.9</td><td>2019</td></tr><tr><td>Essential hypertension</td><td>I10</td><td>2016</td></tr></table>"
             "<div style='margin-top:6px'>Ceftriaxone 1 g IV q24h · Azithromycin 500 mg PO daily · Metformin 1000 mg PO BID (held) · Lisinopril 20 mg PO daily</div></div></div>")
    note = ("<div class='card' style='grid-column:span 2'><h4>Progress note · Hospital Medicine · 03/14/2025 07:52</h4><div class='in' style='line-height:1.55'>"
            f"47-year-old man admitted 03/12 with right lower lobe pneumonia. Afebrile for 24 h, SpO2 95 % on room air, WBC down to 9.8. Plan to discharge tomorrow if stable. "
            f"Wife ({_pii('PERSON', 'Abena', 'first name alone in a progress note')}) asks to be called before discharge on {_pii('PHONE_NUMBER', '240-555-0193', 'phone in running prose of a progress note')}; "
            f"patient also has Medicare secondary coverage, MBI {_pii('ID_NUMBER', mbi, 'Medicare number in running prose of a progress note')}, to be verified by registration. "
            f"Follow-up with PCP {_pii('PERSON', 'Dr. Lindqvist', 'physician name in a progress note')} in 7 days; chest X-ray in 6 weeks.<br>"
            f"<span class='muted'>Electronically signed by {_pii('PERSON', 'Daniel Okafor, MD', 'physician name in a signature line')} 03/14/2025 08:10 · Encounter 1400738215 · Note ID 88120457</span></div></div>")
    body = (_banner(mrn, member) + f"<div class='ew'><div class='act'>{act}</div><div class='mn2'>{demo}{ec}{probs}"
            "<div class='card'><h4>Vitals (last 24 h)</h4><div class='in'><table><tr><th>Time</th><th>BP</th><th>HR</th><th>Temp</th><th>SpO2</th></tr>"
            "<tr><td>06:00</td><td>132/84</td><td>78</td><td>37.1 °C</td><td>95 %</td></tr><tr><td>22:00</td><td>128/80</td><td>82</td><td>37.4 °C</td><td>94 %</td></tr>"
            f"<tr><td>14:00</td><td class='flag'>148/92</td><td>91</td><td class='flag'>38.2 °C</td><td>93 %</td></tr></table></div></div>{note}</div></div>")
    return _page("ehr.stmaryshealth.org/chart/summary?enc=1400738215", "Chart Review - St. Mary's Health", body, EHR_CSS)


LAB_CSS = """
body{background:#6b7280} .pg{width:820px;margin:10px auto;background:#fff;padding:26px 40px;font-family:"DejaVu Serif",serif;font-size:12.5px;color:#111;height:730px;overflow:hidden;box-shadow:0 2px 10px rgba(0,0,0,.4)}
.pg h1{font-size:18px;margin:0;letter-spacing:.5px} .hdr{display:flex;justify-content:space-between;border-bottom:2px solid #111;padding-bottom:6px}
.pt{display:grid;grid-template-columns:120px 1fr 120px 1fr;row-gap:2px;margin:10px 0;font-size:12px} .pt .k{color:#444}
.res{width:100%;font-size:12px} .res th{border-bottom:1px solid #111;text-align:left} .res td{padding:3px 6px;border-bottom:1px dotted #bbb} .res .h{font-weight:bold;color:#b00}
.sec{font-weight:bold;margin-top:10px;border-bottom:1px solid #999;font-size:12.5px} .fine{font-size:9.5px;color:#555;margin-top:10px;line-height:1.4}
"""


def ehr_lab(mrn: str) -> str:
    res = [("Hemoglobin A1c", "7.9", "H", "%", "4.0 – 5.6"), ("Glucose, fasting", "142", "H", "mg/dL", "70 – 99"), ("Creatinine", "1.02", "", "mg/dL", "0.74 – 1.35"),
           ("eGFR (CKD-EPI 2021)", "89", "", "mL/min/1.73m²", "&gt; 59"), ("Sodium", "137", "", "mmol/L", "136 – 145"), ("Potassium", "4.4", "", "mmol/L", "3.5 – 5.1"),
           ("C-reactive protein", "46.2", "H", "mg/L", "&lt; 5.0"), ("Procalcitonin", "0.31", "H", "ng/mL", "&lt; 0.10"), ("WBC", "9.8", "", "×10³/µL", "4.0 – 11.0"),
           ("Hemoglobin", "13.6", "", "g/dL", "13.2 – 16.6"), ("Platelets", "288", "", "×10³/µL", "150 – 400"), ("LDL cholesterol", "131", "H", "mg/dL", "&lt; 100")]
    rows = "".join(f"<tr><td>{a}</td><td class='{'h' if f else ''}'>{b} {f}</td><td>{c}</td><td>{d}</td></tr>" for a, b, f, c, d in res)
    body = ("<div class='pg'><div class='hdr'><div><h1>ST. MARY'S HEALTH · CLINICAL LABORATORY</h1>1200 Medical Center Dr, Langley Park, MD 20783 · CLIA 21D0648713 · (301) 555-0100</div>"
            "<div style='text-align:right'>FINAL REPORT<br>Page 1 of 2</div></div>"
            "<div class='pt'>"
            f"<span class='k'>Patient</span><span><b>{_pii('DENY_LIST', 'OWUSU-ANSAH, KWABENA', 'deny-listed name in capitals on a lab report')}</b></span>"
            f"<span class='k'>MRN</span><span>{_pii('ID_NUMBER', mrn, 'MRN on a serif lab report')}</span>"
            f"<span class='k'>DOB / Age / Sex</span><span>{_pii('DATE_OF_BIRTH', '08/19/1977', 'date of birth on a serif lab report')} / 47 / M</span>"
            "<span class='k'>Accession</span><span>L25-073-01884</span>"
            f"<span class='k'>Ordering</span><span>{_pii('PERSON', 'OKAFOR, DANIEL', 'physician name in capitals on a lab report')} (NPI 1487726031)</span>"
            "<span class='k'>Specimen</span><span>Blood, venous · SP-7719302</span>"
            "<span class='k'>Collected</span><span>03/14/2025 05:40</span><span class='k'>Received</span><span>03/14/2025 06:12</span>"
            "<span class='k'>Location</span><span>5W-512-B · Inpatient</span><span class='k'>Reported</span><span>03/14/2025 08:31</span></div>"
            "<div class='sec'>CHEMISTRY · HEMATOLOGY</div>"
            f"<table class='res'><tr><th>Test</th><th>Result</th><th>Units</th><th>Reference range</th></tr>{rows}</table>"
            "<div class='sec'>COMMENTS</div>"
            f"<div style='margin-top:4px;line-height:1.5'>Critical value policy not triggered. Procalcitonin called to {_pii('PERSON', 'M. Cho, RN', 'nurse name in a lab comment')} at 08:29 by "
            f"{_pii('PERSON', 'T. Nakashima', 'technologist name in a lab comment')} (read-back verified). HbA1c by HPLC, method NGSP-certified.</div>"
            "<div class='fine'>Reference ranges are for adults. H = above range, L = below range. Results reviewed by the laboratory director "
            f"{_pii('PERSON', 'Susan Whitfield, MD, PhD', 'director name in small print')}. This report contains confidential health information protected under HIPAA; "
            "if received in error, call (301) 555-0100 and destroy all copies. Report ID RPT-2025-0314-88231 · Instrument: Cobas 8000 c702 / Sysmex XN-1000 · LIS v9.4.2</div></div>")
    return _page("ehr.stmaryshealth.org/results/report/L25-073-01884.pdf", "Lab report L25-073-01884", body, LAB_CSS)


# -------------------------------------------------------------------------------------------- blindf2: crypto wallet
WAL_CSS = """
body{background:#0e1116;color:#c9d1d9;font-size:13.5px} .wl{display:flex;height:716px} .ws{width:210px;background:#0a0c10;border-right:1px solid #21262d;padding:14px 0}
.ws div{padding:8px 20px;color:#8b949e} .ws .on{color:#f0f6fc;background:#161b22;border-left:3px solid #f7931a}
.wm{flex:1;padding:18px 30px;overflow:hidden} .wm h2{margin:0 0 6px;font-size:22px;color:#f0f6fc} .warn{background:#3d2a0a;border:1px solid #9e6a03;color:#e3b341;border-radius:6px;padding:8px 12px;margin:10px 0;font-size:13px;line-height:1.45}
.seed{display:grid;grid-template-columns:repeat(4,180px);gap:10px 14px;margin:14px 0} .seed div{background:#161b22;border:1px solid #30363d;border-radius:6px;padding:9px 12px;font-size:15px;font-family:"DejaVu Sans Mono",monospace;color:#f0f6fc}
.seed span.n{color:#6e7681;display:inline-block;width:28px;font-size:12px}
.box1{background:#161b22;border:1px dashed #30363d;border-radius:6px;padding:10px;font-family:"DejaVu Sans Mono",monospace;font-size:12.5px;color:#8b949e}
.bt{display:inline-block;padding:8px 16px;border-radius:6px;background:#f7931a;color:#111;font-weight:bold;font-size:13px} .bt2{display:inline-block;padding:8px 16px;border-radius:6px;border:1px solid #30363d;font-size:13px}
.rc{display:flex;gap:28px;margin-top:12px} .qr{background:#fff;padding:10px;border-radius:8px;width:208px;height:208px} .addr{font-family:"DejaVu Sans Mono",monospace;font-size:17px;color:#f0f6fc;width:300px;word-break:break-all;line-height:1.5}
.tx{width:100%;font-size:12.5px;margin-top:12px} .tx th{color:#6e7681;font-weight:normal;border-bottom:1px solid #21262d} .tx td{border-bottom:1px solid #161b22;padding:6px 10px} .in{color:#3fb950} .out{color:#f85149}
.ab{background:#161b22;border:1px solid #30363d;border-radius:8px;padding:10px 14px;margin-top:12px;font-size:13px;line-height:1.6}
"""
SEED = ["orbit", "velvet", "canyon", "mirror", "frost", "anchor", "lunar", "thumb", "salad", "brisk", "ocean", "pledge"]


def _wallet(main: str, on: str) -> str:
    nav = "".join(f"<div class='{'on' if n == on else ''}'>{n}</div>" for n in ("Portfolio", "Send", "Receive", "Swap", "Activity", "Address book", "Security", "Settings"))
    top = ("<div style='height:40px;background:#161b22;border-bottom:1px solid #21262d;display:flex;align-items:center;gap:16px;padding:0 18px;font-size:13px'>"
           "<b style='color:#f7931a'>◆ Lumen Wallet</b><span class='muted'>v3.12.1 · Mainnet</span><span style='margin-left:auto'>Wallet 1 (Native SegWit) ▾</span><span>⊘ Lock</span></div>")
    return _page("app.lumenwallet.io/#/" + on.lower().replace(" ", "-"), f"{on} · Lumen Wallet", f"{top}<div class='wl'><div class='ws'>{nav}</div><div class='wm'>{main}</div></div>", WAL_CSS, dark=True)


def wallet_seed() -> str:
    grid = "".join(f"<div><span class='n'>{k + 1}.</span>{_pii('SECRET_VALUE', w, 'recovery phrase word in a numbered dark grid')}</div>" for k, w in enumerate(SEED))
    line = " ".join(_pii("SECRET_VALUE", w, "recovery phrase word in a one-line dark box") for w in SEED)
    main = ("<h2>Back up your Secret Recovery Phrase</h2><div class='muted' style='font-size:13px'>Step 2 of 3 · Security › Backup · Wallet created 14 Mar 2025, 10:05</div>"
            "<div class='warn'>⚠ Never share these 12 words. Anyone with them can take your funds. Lumen support will never ask for your phrase. "
            "Write them down in order and keep the paper somewhere safe and offline.</div>"
            f"<div class='seed'>{grid}</div>"
            f"<div class='muted' style='margin-bottom:4px'>As one line (for a metal backup plate):</div><div class='box1'>{line}</div>"
            "<div style='margin:14px 0;display:flex;gap:10px;align-items:center'><span class='bt2'>Copy to clipboard</span><span class='bt2'>Hide words</span>"
            "<label style='margin-left:10px'>☑ I wrote down my phrase and stored it safely</label><span class='bt' style='margin-left:auto'>Continue →</span></div>"
            "<div class='muted'>Derivation path m/84'/0'/0' · BIP39 English · 128-bit entropy · master fingerprint 7c1e90ab</div>")
    return _wallet(main, "Security")


def _qr(rng: random.Random) -> str:
    n, s = 29, 7
    cells = ""
    for y in range(n):
        for x in range(n):
            finder = any(x0 <= x < x0 + 7 and y0 <= y < y0 + 7 for x0, y0 in ((0, 0), (n - 7, 0), (0, n - 7)))
            if finder:
                dx, dy = x if x < 7 else x - (n - 7), y if y < 7 else y - (n - 7)
                on = dx in (0, 6) or dy in (0, 6) or (2 <= dx <= 4 and 2 <= dy <= 4)
            else:
                on = rng.random() < 0.48
            if on:
                cells += f"<rect x='{x * s}' y='{y * s}' width='{s}' height='{s}'/>"
    return f"<svg width='{n * s}' height='{n * s}' viewBox='0 0 {n * s} {n * s}' fill='#000'>{cells}</svg>"


def wallet_receive(rng: random.Random, btc: str, eth: str, eth2: str) -> str:
    txs = [("14 Mar 2025 09:58", "in", "+0.01840000 BTC", "€1,402.17", "a41f…9e07c3d2", "886,214", "Confirmed (3)"),
           ("11 Mar 2025 18:21", "out", "−0.00500000 BTC", "€381.40", "7d03…b18c55fa", "885,702", "Confirmed"),
           ("02 Mar 2025 07:45", "in", "+0.02500000 BTC", "€1,911.82", "c9e2…04a7d911", "884,390", "Confirmed")]
    rows = "".join(f"<tr><td>{d}</td><td class='{c}'>{'Received' if c == 'in' else 'Sent'}</td><td class='{c}'>{a}</td><td>{f}</td><td class='mono'>{h}</td><td>{b}</td><td>{s}</td></tr>" for d, c, a, f, h, b, s in txs)
    main = ("<h2>Receive bitcoin</h2><div class='muted'>Only send BTC on the Bitcoin network to this address. A new address is generated after each payment.</div>"
            f"<div class='rc'><div class='qr'>{_qr(rng)}</div><div><div class='muted'>Your address · Native SegWit (bech32) · index 14</div>"
            f"<div class='addr'>{_pii('ACCOUNT_NAME', btc, 'bitcoin address in large monospace')}</div>"
            "<div style='margin:10px 0;display:flex;gap:10px'><span class='bt'>Copy address</span><span class='bt2'>Share</span><span class='bt2'>Verify on device</span></div>"
            "<div class='muted' style='margin-top:14px'>Ethereum account (ERC-20 tokens)</div>"
            f"<div class='mono' style='font-size:13px;color:#f0f6fc'>{_pii('ACCOUNT_NAME', eth, 'Ethereum address in a monospace line')}</div>"
            "<div class='muted'>Balance 0.4127 ETH · 1,250.00 USDC · nonce 37</div></div></div>"
            "<div class='ab'><b>Address book</b> · last used 11 Mar 2025<br>"
            f"{_pii('PERSON', 'Jussi Rantanen', 'contact name in an address book entry')} — rent share · "
            f"<span class='mono' style='font-size:12px'>{_pii('ACCOUNT_NAME', eth2, 'Ethereum address in an address book entry')}</span><br>"
            f"<span class='muted'>Note: “pays back monthly, ask {_pii('DENY_LIST', 'Päivi', 'deny-listed first name alone in a note')} before sending more than 0.1 ETH”</span></div>"
            f"<table class='tx'><tr><th>Date</th><th>Type</th><th>Amount</th><th>Value</th><th>Transaction</th><th>Block</th><th>Status</th></tr>{rows}</table>")
    return _wallet(main, "Receive")


KYC_CSS = """
body{background:#f4f6fa;font-size:14px} .ky{width:980px;margin:14px auto;background:#fff;border-radius:10px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:18px 28px;height:700px;overflow:hidden}
.steps{display:flex;gap:8px;margin:8px 0 14px;font-size:12.5px} .steps span{flex:1;border-top:4px solid #d0d7e2;padding-top:4px;color:#6b7280} .steps .done{border-color:#0a9d58;color:#0a9d58} .steps .on{border-color:#2656d9;color:#2656d9;font-weight:bold}
.fg{display:grid;grid-template-columns:1fr 1fr 1fr;gap:12px 18px} .f label{display:block;font-size:12px;color:#6b7280;margin-bottom:3px}
.f .v{border:1px solid #cfd6e0;border-radius:6px;padding:7px 10px;min-height:34px;background:#fbfcfe} .f.w2{grid-column:span 2} .f.w3{grid-column:span 3}
.ok{color:#0a9d58;font-size:12px} .up{display:flex;gap:14px;margin-top:12px} .up div{flex:1;border:2px dashed #cfd6e0;border-radius:8px;padding:14px;text-align:center;color:#6b7280;font-size:12.5px}
"""


def kyc_form(hetu: str, passport: str, iban: str) -> str:
    def f(lab: str, val: str, cls: str = "") -> str:
        return f"<div class='f {cls}'><label>{lab}</label><div class='v'>{val}</div></div>"
    body = ("<div class='ky'><div style='display:flex;align-items:center'><b style='font-size:20px;color:#2656d9'>◈ Kvarts Exchange</b>"
            "<span style='margin-left:auto;font-size:13px;color:#6b7280'>Signed in as " + _pii("EMAIL_ADDRESS", "paivi.holtta@kolumbus.fi", "e-mail in a page header") + " · FI · EUR</span></div>"
            "<h2 style='margin:12px 0 2px;font-size:21px'>Verify your identity</h2><div class='muted' style='font-size:13px'>Required by EU AML rules (AMLD5) before your first withdrawal above €1,000. Takes about 3 minutes.</div>"
            "<div class='steps'><span class='done'>1 Account ✓</span><span class='done'>2 Phone ✓</span><span class='on'>3 Personal details</span><span>4 ID document</span><span>5 Selfie</span></div>"
            "<div class='fg'>"
            + f("Legal first name(s)", _pii("DENY_LIST", "Päivi", "deny-listed first name alone in a form field"))
            + f("Legal last name", _pii("DENY_LIST", "Hölttä", "deny-listed last name alone in a form field"))
            + f("Date of birth (DD.MM.YYYY)", _pii("DATE_OF_BIRTH", "02.11.1986", "date of birth in a form field"))
            + f("Nationality", "Finland")
            + f("Personal identity code (henkilötunnus)", _pii("ID_NUMBER", hetu, "personal identity code in a form field") + " <span class='ok'>✓ valid</span>")
            + f("Passport number", _pii("ID_NUMBER", passport, "passport number in a form field"))
            + f("Street address", _pii("STREET_ADDRESS", "Hämeenpuisto 21 B 14", "street address in a form field"), "w2")
            + f("Postal code", _pii("STREET_ADDRESS", "33210", "postcode alone in a form field"))
            + f("City", "Tampere") + f("Country of residence", "Finland")
            + f("Mobile (verified)", _pii("PHONE_NUMBER", "+358 40 718 2246", "phone in a form field") + " <span class='ok'>✓</span>")
            + f("Withdrawal bank account (IBAN)", _pii("IBAN_CODE", iban, "IBAN in a form field"), "w2")
            + f("BIC", "NDEAFIHH")
            + f("Occupation", "Software engineer") + f("Source of funds", "Salary, savings") + f("Expected monthly volume", "€1,000 – €5,000")
            + "</div><div class='up'><div>⇪ Upload ID front (JPG/PNG, max 10 MB)</div><div>⇪ Upload ID back</div><div>Proof of address: utility bill, bank statement (≤ 3 months)</div></div>"
            "<div style='margin-top:12px;display:flex;gap:10px;align-items:center'><span class='btn2'>Back</span><span class='btn' style='background:#2656d9'>Save and continue</span>"
            "<span class='muted' style='margin-left:auto'>Case KYC-2025-031-77412 · reviewed by Onfido · data stored in the EU</span></div></div>")
    return _page("kvarts.exchange/verify/personal", "Identity verification · Kvarts", body, KYC_CSS)


# ---------------------------------------------------------------------------------------- blindf3: ride-hailing (HiDPI)
RIDE_CSS = """
body{background:#0b0b0f} .stage{height:756px;display:flex;justify-content:center;align-items:center;gap:60px}
.ph{width:360px;height:730px;border:10px solid #1c1c1e;border-radius:44px;background:#fff;overflow:hidden;position:relative;font-size:13px;box-shadow:0 0 0 2px #3a3a3c;color:#111}
.sb{height:30px;display:flex;justify-content:space-between;padding:8px 24px 0;font-size:12px;font-weight:bold;position:relative;z-index:3}
.map{position:absolute;top:0;left:0;right:0;height:430px;background:#e8eae6;overflow:hidden}
.rd{position:absolute;background:#fff;box-shadow:0 0 0 1px #d5d7d2} .rt{position:absolute;border:4px solid #111;border-radius:6px}
.lbl{position:absolute;background:#fff;border-radius:8px;box-shadow:0 2px 6px rgba(0,0,0,.25);padding:5px 8px;font-size:11px;line-height:1.3;max-width:170px}
.lbl b{font-size:10px;color:#6b7280;display:block;text-transform:uppercase;letter-spacing:.4px} .pin{position:absolute;width:14px;height:14px;border-radius:7px;border:3px solid #fff}
.street{position:absolute;font-size:9px;color:#8a8d88;letter-spacing:.3px}
.sheet{position:absolute;left:0;right:0;bottom:0;top:400px;background:#fff;border-radius:18px 18px 0 0;box-shadow:0 -2px 10px rgba(0,0,0,.15);padding:10px 16px}
.grab{width:40px;height:4px;background:#d1d5db;border-radius:2px;margin:0 auto 8px} .drv{display:flex;gap:12px;align-items:center} .ava{width:48px;height:48px;border-radius:24px;background:#6b4f3a;flex:none}
.plate{display:inline-block;border:2px solid #111;border-radius:4px;padding:1px 6px;font-family:"DejaVu Sans Mono",monospace;font-weight:bold;font-size:13px;background:#ffd400}
.acts{display:flex;gap:8px;margin-top:10px} .acts span{flex:1;text-align:center;background:#f3f4f6;border-radius:10px;padding:8px 0;font-size:12px}
.rw{display:flex;justify-content:space-between;padding:4px 0;font-size:12.5px} .hr{border-top:1px solid #eee;margin:8px 0}
.dim{position:absolute;inset:0;background:rgba(0,0,0,.45);z-index:4} .call{position:absolute;left:0;right:0;bottom:0;background:#fff;border-radius:18px 18px 0 0;z-index:5;padding:14px 16px}
.bub{max-width:250px;padding:6px 10px;border-radius:12px;margin:5px 0;font-size:12.5px;line-height:1.4} .me{background:#111;color:#fff;margin-left:auto} .them{background:#f1f1f3}
"""


def _map() -> str:
    roads = ("<div class='rd' style='left:-20px;top:120px;width:420px;height:14px;transform:rotate(-8deg)'></div>"
             "<div class='rd' style='left:90px;top:-20px;width:12px;height:480px;transform:rotate(12deg)'></div>"
             "<div class='rd' style='left:250px;top:-10px;width:16px;height:470px'></div>"
             "<div class='rd' style='left:-10px;top:300px;width:400px;height:10px;transform:rotate(4deg)'></div>"
             "<div style='position:absolute;left:150px;top:170px;width:80px;height:70px;background:#cfe7c4;border-radius:10px'></div>"
             "<div class='rt' style='left:104px;top:140px;width:150px;height:170px;border-left:none;border-bottom:none'></div>"
             "<span class='street' style='left:14px;top:104px'>NGONG RD</span><span class='street' style='left:270px;top:220px;transform:rotate(90deg)'>ARGWINGS KODHEK</span>"
             "<span class='street' style='left:20px;top:318px'>DENNIS PRITT RD</span>")
    return roads


def ride_map() -> str:
    sb = "<div class='sb'><span>18:24</span><span>▮▮▮ 4G 62%</span></div>"
    pick = _pii("STREET_ADDRESS", "Kindaruma Rd 14, Kilimani", "pickup address in a map label")
    drop = _pii("STREET_ADDRESS", "Hse 7, Rhapta Rd, Westlands", "drop-off address in a map label")
    mp = (f"<div class='map'>{_map()}<div class='pin' style='left:98px;top:302px;background:#111'></div><div class='pin' style='left:246px;top:134px;background:#16a34a'></div>"
          f"<div class='lbl' style='left:14px;top:326px'><b>Pickup · 18:09</b>{pick}</div>"
          f"<div class='lbl' style='left:168px;top:58px'><b>Drop-off · ETA 18:37</b>{drop}</div>"
          "<div class='lbl' style='left:190px;top:250px'>◆ 3 min away</div></div>")
    sheet = ("<div class='sheet'><div class='grab'></div><div style='font-size:16px;font-weight:bold'>Your driver is on the way</div>"
             "<div class='muted' style='margin-bottom:8px'>Meet at the gate · Share PIN " + _pii("SECRET_VALUE", "4417", "ride verification PIN in a sheet subtitle") + " when you get in</div>"
             f"<div class='drv'><div class='ava'></div><div style='flex:1'><div style='font-size:15px;font-weight:bold'>{_pii('PERSON', 'Otieno Ochieng', 'driver name on a driver card')}</div>"
             "<div class='muted'>★ 4.93 · 2,814 trips · Toyota Axio, silver</div></div>"
             f"<div style='text-align:right'><span class='plate'>{_pii('ID_NUMBER', 'KDG 482M', 'licence plate on a driver card')}</span></div></div>"
             "<div class='muted' style='margin-top:6px'>Calls are masked: +254 7•• ••• 318 (number not shown to drivers)</div>"
             "<div class='acts'><span>✆ Call</span><span>✉ Message</span><span>⇪ Share trip</span><span>⚠ Safety</span></div>"
             "<div class='hr'></div>"
             f"<div class='rw'><span>Pickup</span><span>{_pii('STREET_ADDRESS', 'Kindaruma Rd 14, Kilimani', 'pickup address in a trip sheet row')}</span></div>"
             f"<div class='rw'><span>Drop-off</span><span>{_pii('STREET_ADDRESS', 'Hse 7, Rhapta Rd, Westlands', 'drop-off address in a trip sheet row')}</span></div>"
             "<div class='rw'><span>Ride type</span><span>Comfort · 4 seats</span></div><div class='rw'><span>Fare estimate</span><span>KES 640 – 720</span></div>"
             "<div class='rw'><span>Payment</span><span>M-PESA · ending 318</span></div></div>")
    return _win("<span style='color:#d4d4d8'>Device preview · Pixel 7 · 412×915</span><span style='color:#71717a'>Safiri Rides 5.14.0 (build 2231)</span>",
                f"<div class='stage'><div class='ph'>{sb}{mp}{sheet}</div></div>", RIDE_CSS, bar="#18181b", fg="#d4d4d8")


def ride_call() -> str:
    sb = "<div class='sb'><span>18:27</span><span>▮▮▮ 4G 61%</span></div>"
    chat = ("<div style='padding:4px 14px'><div style='display:flex;align-items:center;gap:10px;border-bottom:1px solid #eee;padding-bottom:8px'><div class='ava' style='width:36px;height:36px'></div>"
            f"<div><b>{_pii('PERSON', 'Otieno', 'first name alone in a chat header')}</b><div class='muted'><span class='plate' style='font-size:10px'>{_pii('ID_NUMBER', 'KDG 482M', 'licence plate in a chat header')}</span> · arriving</div></div></div>"
            "<div class='bub them'>Hello, I am at the gate. Which house? <div class='muted'>18:24</div></div>"
            f"<div class='bub me'>It's inside the compound, the gate code is {_pii('SECRET_VALUE', '2580#', 'gate code in a chat bubble under a dimmed sheet')}. Blue gate on the left <div style='font-size:10px;color:#aaa'>18:25 ✓✓</div></div>"
            f"<div class='bub them'>Ok. If network is bad call me direct {_pii('PHONE_NUMBER', '0722 418 607', 'driver phone in a chat bubble under a dimmed sheet')} <div class='muted'>18:25</div></div>"
            f"<div class='bub me'>Sure. Mine is {_pii('PHONE_NUMBER', '+254 711 204 318', 'rider phone in a chat bubble under a dimmed sheet')} in case <div style='font-size:10px;color:#aaa'>18:26 ✓✓</div></div></div>")
    call = ("<div class='dim'></div><div class='call'><div class='grab'></div><div style='font-size:15px;font-weight:bold'>Call your driver</div>"
            f"<div class='muted' style='margin:2px 0 10px'>{_pii('PERSON', 'Otieno Ochieng', 'driver name in a call sheet')} · Toyota Axio</div>"
            "<div class='rw'><span>In-app call (masked)</span><span>+254 7•• ••• 607</span></div>"
            f"<div class='rw'><span>Direct number</span><span><b>{_pii('PHONE_NUMBER', '+254 722 418 607', 'driver phone in a call sheet row')}</b></span></div>"
            "<div class='muted' style='margin:6px 0'>Direct calls are charged by your carrier (Safaricom). Trip ID TRP-9X41-KE7 · support 24/7</div>"
            "<div class='acts'><span style='background:#16a34a;color:#fff'>✆ Call via app</span><span>Copy number</span><span>Cancel</span></div></div>")
    return _win("<span style='color:#d4d4d8'>Device preview · Pixel 7 · 412×915</span><span style='color:#71717a'>Safiri Rides 5.14.0 (build 2231)</span>",
                f"<div class='stage'><div class='ph'>{sb}{chat}{call}</div></div>", RIDE_CSS, bar="#18181b", fg="#d4d4d8")


def ride_receipt() -> str:
    sb = "<div class='sb'><span>18:52</span><span>▮▮▮ 4G 58%</span></div>"
    body = ("<div style='padding:6px 18px'><div style='font-size:20px;font-weight:bold'>Trip receipt</div><div class='muted'>Fri, 14 Mar 2025 · 18:09 – 18:38 · 6.8 km · 29 min</div>"
            "<div class='hr'></div>"
            f"<div style='font-size:12.5px;line-height:1.5'><b>●</b> 18:09 {_pii('STREET_ADDRESS', 'Kindaruma Road 14, Kilimani,<br>' + chr(10) + 'Nairobi 00100', 'pickup address over two lines in a receipt')}<br>"
            f"<b>■</b> 18:38 {_pii('STREET_ADDRESS', 'House 7, Rhapta Road, Westlands,<br>' + chr(10) + 'Nairobi 00800', 'drop-off address over two lines in a receipt')}</div>"
            "<div class='hr'></div>"
            "<div class='rw'><span>Trip fare</span><span>KES 612.00</span></div><div class='rw'><span>Booking fee</span><span>KES 45.00</span></div>"
            "<div class='rw'><span>Wait time (2 min)</span><span>KES 16.00</span></div><div class='rw'><span>Promo SAFIRI10</span><span>−KES 67.30</span></div>"
            "<div class='rw'><span>Tip for driver</span><span>KES 100.00</span></div><div class='hr'></div>"
            "<div class='rw' style='font-size:16px;font-weight:bold'><span>Total</span><span>KES 705.70</span></div>"
            "<div class='rw'><span>Paid with</span><span>M-PESA · ••• 318</span></div><div class='rw'><span>Transaction</span><span class='mono' style='font-size:11px'>SCE4K2M9TP</span></div><div class='hr'></div>"
            f"<div class='rw'><span>Driver</span><span>{_pii('PERSON', 'Otieno O.', 'driver name with an initial in a receipt')} · <span class='plate' style='font-size:11px'>{_pii('ID_NUMBER', 'KDG 482M', 'licence plate in a receipt row')}</span></span></div>"
            f"<div class='rw'><span>Rider</span><span>{_pii('PERSON', 'Wanjiru Kamau', 'rider name in a receipt row')}</span></div>"
            f"<div class='muted' style='margin-top:8px;line-height:1.45'>A copy was sent to {_pii('EMAIL_ADDRESS', 'wanjiru.kamau@gmail.com', 'e-mail in small receipt text')}. "
            "Safiri Mobility Ltd · KRA PIN P051734826Q · Westlands Business Park, Chiromo Ln, Nairobi · VAT incl.</div>"
            "<div class='acts'><span>Rate trip ★★★★★</span><span>Get help</span><span>PDF</span></div></div>")
    return _win("<span style='color:#d4d4d8'>Device preview · Pixel 7 · 412×915</span><span style='color:#71717a'>Safiri Rides 5.14.0 (build 2231)</span>",
                f"<div class='stage'><div class='ph'>{sb}{body}</div></div>", RIDE_CSS, bar="#18181b", fg="#d4d4d8")


# -------------------------------------------------------------------------------- blindf4: rental application, claim
RENT_CSS = """
body{background:#f6f7f9;font-size:13px} .wrap{width:1120px;margin:8px auto;background:#fff;border:1px solid #e3e6ea;border-radius:8px;padding:12px 22px;height:732px;overflow:hidden}
.sec{font-size:14px;font-weight:bold;color:#0f5132;border-bottom:2px solid #d1e7dd;margin:10px 0 6px;padding-bottom:2px}
.gr{display:grid;grid-template-columns:repeat(4,1fr);gap:6px 14px} .fl label{font-size:11px;color:#6c757d;display:block} .fl .v{border-bottom:1px solid #adb5bd;padding:2px 2px 3px;min-height:20px}
.fl.s2{grid-column:span 2} table.t{width:100%;font-size:12px} table.t th{background:#f1f3f5;font-weight:normal;color:#495057;border:1px solid #dee2e6} table.t td{border:1px solid #dee2e6;padding:4px 8px}
.sig{font-family:"DejaVu Serif",serif;font-style:italic;font-size:22px;color:#1a237e;border-bottom:1px solid #333;padding:0 10px}
"""


def rent_app(ssn: str, vin: str, card: str) -> str:
    def f(lab: str, val: str, cls: str = "") -> str:
        return f"<div class='fl {cls}'><label>{lab}</label><div class='v'>{val}</div></div>"
    prev = [("1825 NE Alberta St, Unit 4", "Portland, OR 97211", "06/2021 – present", "Alberta Commons LLC", "$1,640"),
            ("3340 SE Division St, Apt 12", "Portland, OR 97202", "08/2018 – 05/2021", "Division Street Apartments", "$1,295"),
            ("902 W 4th Ave", "Eugene, OR 97402", "09/2014 – 07/2018", "Private landlord", "$780")]
    prow = "".join(f"<tr><td>{_pii('STREET_ADDRESS', a + ', ' + c, 'previous address in a table cell')}</td><td>{d}</td><td>{ll}</td><td>{r}</td></tr>" for a, c, d, ll, r in prev)
    refs = [("Dolores Whitaker", "Former landlord", "(503) 555-0162", "dwhitaker@albertacommons.com"),
            ("Tobias Nwachukwu", "Supervisor", "(971) 555-0134", "tobias.n@cascadebiolabs.com"),
            ("Reza Farahani", "Friend (8 years)", "(541) 555-0179", "reza.farahani@gmail.com")]
    rrow = "".join(f"<tr><td>{_pii('PERSON', n, 'reference name in a table cell')}</td><td>{r}</td><td>{_pii('PHONE_NUMBER', p, 'reference phone in a table cell')}</td>"
                   f"<td>{_pii('EMAIL_ADDRESS', e, 'reference e-mail in a table cell')}</td></tr>" for n, r, p, e in refs)
    body = ("<div class='wrap'><div style='display:flex;align-items:baseline;gap:14px'><b style='font-size:19px'>Rental Application</b><span class='muted'>Unit 3B · 4410 N Williams Ave, Portland, OR 97217 · $1,895/mo · listing #PDX-22871</span>"
            "<span style='margin-left:auto' class='muted'>Application APP-2025-00417 · saved 10:41</span></div>"
            "<div class='sec'>1. Applicant</div><div class='gr'>"
            + f("Full legal name", _pii("PERSON", "Marisol Gutiérrez-Reyes", "applicant name in a form field"))
            + f("Date of birth", _pii("DATE_OF_BIRTH", "04/27/1990", "date of birth in a form field"))
            + f("Social Security number", _pii("ID_NUMBER", ssn, "SSN in a form field"))
            + f("Driver's license (OR)", _pii("ID_NUMBER", "OR 7391046", "driver's licence number in a form field"))
            + f("Mobile phone", _pii("PHONE_NUMBER", "(503) 555-0118", "phone in a form field"))
            + f("Email", _pii("EMAIL_ADDRESS", "marisol.gr@fastmail.com", "e-mail in a form field"), "s2")
            + f("Desired move-in", "05/01/2025") + "</div>"
            "<div class='sec'>2. Residence history (last 7 years)</div>"
            f"<table class='t'><tr><th>Address</th><th>Dates</th><th>Landlord / manager</th><th>Monthly rent</th></tr>{prow}</table>"
            "<div class='sec'>3. Employment &amp; income</div><div class='gr'>"
            + f("Employer", "Cascade BioLabs, Inc.") + f("Position", "Research Associate II") + f("Gross annual salary", "$78,400") + f("Start date", "03/2021")
            + f("Employer address", "2200 NW Front Ave, Portland, OR 97209", "s2")
            + f("Supervisor", _pii("PERSON", "Tobias Nwachukwu", "supervisor name in a form field")) + f("Other income", "$450/mo freelance illustration") + "</div>"
            "<div class='sec'>4. References</div>"
            f"<table class='t'><tr><th>Name</th><th>Relationship</th><th>Phone</th><th>Email</th></tr>{rrow}</table>"
            "<div class='sec'>5. Vehicles &amp; pets</div><div class='gr'>"
            + f("Vehicle", "2017 Subaru Outback, green") + f("License plate", _pii("ID_NUMBER", "ORE 418 KJT", "licence plate in a form field")) + f("VIN", vin)
            + f("Pets", "1 cat (Miso, 9 lb, spayed)") + "</div>"
            "<div style='display:flex;gap:30px;align-items:flex-end;margin-top:12px'><div style='font-size:11px;color:#6c757d;width:520px'>I certify the information above is true and authorise the landlord to obtain a consumer credit report and verify my rental history and employment. Application fee $55 (non-refundable), charged to card " + _pii("CREDIT_CARD", card, "card number in small print beside a signature") + " exp 09/27.</div>"
            f"<div><span class='sig'>{_pii('PERSON', 'Marisol Gutiérrez-Reyes', 'typed signature in an italic serif')}</span><div class='muted'>Applicant signature</div></div>"
            "<div><b>03/14/2025</b><div class='muted'>Date</div></div></div></div>")
    return _page("apply.rosecityrentals.com/applications/APP-2025-00417/review", "Review application · Rose City Rentals", body, RENT_CSS)


CLAIM_CSS = """
body{background:#eef1f5;font-size:13.5px} .cl{display:flex;height:756px} .cs{width:250px;background:#fff;border-right:1px solid #d9dee5;padding:14px}
.cs .st{padding:7px 10px;border-radius:6px;color:#556} .cs .st.on{background:#e7f0ff;color:#0b4bb3;font-weight:bold} .cs .st.ok{color:#1b7f3b}
.cm{flex:1;padding:14px 26px;overflow:hidden} .pnl{background:#fff;border:1px solid #d9dee5;border-radius:8px;padding:12px 16px;margin-bottom:10px}
.pnl h3{margin:0 0 8px;font-size:15px} .two{display:grid;grid-template-columns:180px 1fr 180px 1fr;row-gap:6px;column-gap:10px} .two .k{color:#667085}
.nar{font-family:"Liberation Serif",serif;font-size:15px;line-height:1.5;background:#fbfbf8;border:1px solid #e4e4dc;border-radius:6px;padding:8px 12px}
"""


def claim_form(vin2: str) -> str:
    steps = [("Policy", "ok"), ("Incident", "ok"), ("Other parties", "on"), ("Damage &amp; photos", ""), ("Injuries", ""), ("Review &amp; submit", "")]
    side = ("<div class='cs'><b style='font-size:16px;color:#0b4bb3'>Harborline Insurance</b><div class='muted' style='margin:4px 0 12px'>File an auto claim</div>"
            + "".join(f"<div class='st {c}'>{'✓ ' if c == 'ok' else ''}{s}</div>" for s, c in steps)
            + "<div class='muted' style='margin-top:20px;line-height:1.5'>Claim CLM-25-0884213<br>Opened 03/14/2025 09:12<br>Adjuster pending assignment<br>Need help? 1-800-555-0142</div></div>")
    pol = ("<div class='pnl'><h3>Your policy</h3><div class='two'>"
           f"<span class='k'>Policy number</span><span>{_pii('ID_NUMBER', 'HAR-AU-7730418-02', 'policy number in a label-value panel')}</span><span class='k'>Claim number</span><span>CLM-25-0884213</span>"
           f"<span class='k'>Named insured</span><span>{_pii('PERSON', 'Daniel J. Whitcombe', 'insured name in a label-value panel')}</span><span class='k'>Coverage</span><span>Collision $500 ded. · Liability 100/300/100</span>"
           f"<span class='k'>Driver</span><span>{_pii('PERSON', 'Daniel J. Whitcombe', 'driver name in a label-value panel')}</span>"
           f"<span class='k'>Driver's license</span><span>{_pii('ID_NUMBER', 'W253-118-79-412-0', 'driver licence number in a label-value panel')} (WI)</span>"
           "<span class='k'>Vehicle</span><span>2021 Honda CR-V EX, white</span>"
           f"<span class='k'>VIN</span><span class='mono'>{vin2}</span></div></div>")
    other = ("<div class='pnl'><h3>Other driver &amp; vehicle</h3><div class='two'>"
             f"<span class='k'>Name</span><span>{_pii('PERSON', 'Agnieszka Wróblewska', 'other driver name in a label-value panel')}</span>"
             f"<span class='k'>Phone</span><span>{_pii('PHONE_NUMBER', '(414) 555-0126', 'other driver phone in a label-value panel')}</span>"
             f"<span class='k'>Address</span><span>{_pii('STREET_ADDRESS', '2716 S Kinnickinnic Ave, Milwaukee, WI 53207', 'other driver address in a label-value panel')}</span>"
             "<span class='k'>Insurer</span><span>Lakeshore Mutual</span>"
             f"<span class='k'>Their policy no.</span><span>{_pii('ID_NUMBER', 'LSM 04 882 1937', 'other driver policy number in a label-value panel')}</span>"
             f"<span class='k'>Plate</span><span>{_pii('ID_NUMBER', 'AJK-4471', 'licence plate in a label-value panel')} (WI)</span>"
             "<span class='k'>Vehicle</span><span>2015 Ford Focus SE, blue</span><span class='k'>Police report</span><span>MPD 25-071448 · Officer badge 3312</span></div></div>")
    nar = ("<div class='pnl'><h3>What happened? (in your own words)</h3><div class='nar'>"
           "On Thursday March 13 around 5:40 pm I was stopped at the red light on S 1st St at W Greenfield Ave when the blue Ford behind me did not stop and hit my rear bumper. "
           f"Nobody was hurt. The other driver, {_pii('PERSON', 'Ms. Wróblewska', 'other driver surname in running prose')}, apologised and we exchanged details. A witness, "
           f"{_pii('PERSON', 'Terrence Bautista', 'witness name in running prose')}, waiting at the bus stop gave me his number {_pii('PHONE_NUMBER', '414-555-0187', 'witness phone in running prose')} "
           f"and e-mail {_pii('EMAIL_ADDRESS', 'tbautista88@yahoo.com', 'witness e-mail in running prose')}. The car is drivable; the tailgate does not close. "
           "I would like it repaired at Brew City Collision (shop ID 55-2091).</div>"
           "<div style='margin-top:8px;display:flex;gap:10px'><span class='btn2'>Back</span><span class='btn'>Continue to damage &amp; photos</span><span class='muted' style='align-self:center'>Draft saved 10:58 · 3 of 6 steps</span></div></div>")
    return _page("claims.harborline.com/auto/CLM-25-0884213/parties", "Other parties · Auto claim · Harborline", f"<div class='cl'>{side}<div class='cm'>{pol}{other}{nar}</div></div>", CLAIM_CSS)


# ------------------------------------------------------------------------------------- blindf5: desktop settings, contacts
WIN_CSS = """
body{background:#f3f3f3;font-family:"DejaVu Sans",sans-serif;font-size:13.5px;color:#1b1b1b} .wn{display:flex;height:756px}
.wsd{width:290px;padding:10px 12px} .me{display:flex;gap:12px;align-items:center;padding:8px 6px 14px} .me .pic{width:62px;height:62px;border-radius:31px;background:#8e6cc9;color:#fff;font-size:24px;text-align:center;line-height:62px}
.srch{background:#fff;border:1px solid #e5e5e5;border-bottom:2px solid #999;border-radius:4px;padding:6px 10px;color:#777;margin-bottom:10px}
.wsd .it{padding:8px 12px;border-radius:4px} .wsd .on{background:#e6e6e6;position:relative;font-weight:600}
.wm2{flex:1;padding:14px 34px;overflow:hidden} .wm2 h1{font-size:26px;font-weight:600;margin:4px 0 14px}
.tile{background:#fbfbfb;border:1px solid #e5e5e5;border-radius:6px;padding:12px 16px;margin-bottom:4px;display:flex;align-items:center;gap:14px}
.tile .t{flex:1} .tile .s{font-size:12px;color:#5f5f5f} .chev{color:#777}
"""


def win_info() -> str:
    side = ("<div class='wsd'><div class='me'><div class='pic'>KZ</div><div><b>" + _pii("DENY_LIST", "Kovács Zsófia", "deny-listed name surname first beside an avatar") + "</b><div class='muted'>"
            + _pii("EMAIL_ADDRESS", "zsofia.kovacs@outlook.hu", "e-mail under a name in a settings sidebar") + "</div></div></div><div class='srch'>Find a setting</div>"
            + "".join(f"<div class='it{' on' if n == 'Accounts' else ''}'>{n}</div>" for n in ("System", "Bluetooth &amp; devices", "Network &amp; internet", "Personalisation", "Apps", "Accounts",
                                                                                                "Time &amp; language", "Gaming", "Accessibility", "Privacy &amp; security", "Windows Update")) + "</div>")
    main = ("<div class='wm2'><div class='muted' style='font-size:14px'>Accounts ›</div><h1>Your info</h1>"
            "<div class='tile' style='padding:18px'><div class='pic' style='width:96px;height:96px;border-radius:48px;background:#8e6cc9;color:#fff;font-size:36px;text-align:center;line-height:96px'>KZ</div>"
            f"<div class='t'><div style='font-size:20px;font-weight:600'>{_pii('DENY_LIST', 'KOVÁCS ZSÓFIA', 'deny-listed name in capitals as a big title')}</div>"
            f"<div>{_pii('EMAIL_ADDRESS', 'zsofia.kovacs@outlook.hu', 'account e-mail under a big title')}</div><div class='s'>Administrator · Microsoft account</div></div></div>"
            "<div class='tile'><div class='t'>Adjust your photo<div class='s'>Take a photo or browse for one</div></div><span class='btn2'>Open camera</span><span class='btn2'>Browse files</span></div>"
            "<div class='tile'><div class='t'>Account settings<div class='s'>Manage my accounts, subscriptions, billing</div></div><span class='chev'>↗</span></div>"
            "<div class='tile'><div class='t'>Sign in with a local account instead<div class='s'>"
            f"Your local account name will be {_pii('ACCOUNT_NAME', 'zsofi.k', 'local account name in a tile description')} on this device (KZ-LAPTOP-7F2Q)</div></div><span class='chev'>›</span></div>"
            "<div style='margin:18px 0 6px;font-weight:600'>Email &amp; accounts</div>"
            "<div class='muted' style='margin-bottom:6px'>Accounts used by email, calendar and contacts</div>"
            f"<div class='tile'><div class='t'>{_pii('EMAIL_ADDRESS', 'zsofia.kovacs@outlook.hu', 'account named by its address in a settings tile')}<div class='s'>Microsoft account · Email, calendar, contacts</div></div><span class='chev'>⌄</span></div>"
            f"<div class='tile'><div class='t'>{_pii('EMAIL_ADDRESS', 'z.kovacs@meridian-logistics.eu', 'work account named by its address in a settings tile')}<div class='s'>Work or school account · Meridian Logistics Kft.</div></div><span class='chev'>⌄</span></div>"
            f"<div class='tile'><div class='t'>{_pii('EMAIL_ADDRESS', 'kovacs.zsofi91@gmail.com', 'account named by its address in a settings tile')}<div class='s'>Google · Email, calendar</div></div><span class='chev'>⌄</span></div>"
            "<div class='tile'><div class='t'>Accounts used by other apps<div class='s'>Add a Microsoft account · Add a work or school account</div></div><span class='chev'>⌄</span></div>"
            "<div class='muted' style='margin-top:12px'>Windows 11 Pro 24H2 · OS build 26100.3476 · Related: Sign-in options, Family, Backup</div></div>")
    return _win("<span>Settings</span>", f"<div class='wn'>{side}{main}</div>", WIN_CSS, bar="#f3f3f3")


MAC_CSS = """
body{background:#1e1e1e;color:#e5e5e5;font-family:"DejaVu Sans",sans-serif;font-size:13px} .mc{display:flex;height:756px}
.grp{width:180px;background:#2b2b2d;padding:10px 0;color:#a1a1a6;font-size:12.5px} .grp div{padding:4px 16px} .grp .on{background:#3a3a3c;color:#fff}
.lst{width:250px;background:#232325;border-right:1px solid #000;overflow:hidden} .lst .s{margin:8px 10px;background:#3a3a3c;border-radius:6px;padding:4px 10px;color:#8e8e93}
.lst .l{color:#8e8e93;font-size:11px;padding:6px 14px 2px;font-weight:bold} .lst .n{padding:4px 14px;border-bottom:1px solid #2c2c2e} .lst .on{background:#0a5fd1;color:#fff}
.card{flex:1;padding:20px 40px;overflow:hidden} .hd2{display:flex;gap:18px;align-items:center;margin-bottom:12px} .pic2{width:76px;height:76px;border-radius:38px;background:#636366;color:#fff;font-size:28px;text-align:center;line-height:76px}
.row2{display:grid;grid-template-columns:110px 1fr;padding:5px 0;border-bottom:1px solid #2c2c2e} .row2 .k{color:#8e8e93;text-align:right;padding-right:14px;font-size:12px}
"""


def mac_contacts(taj: str) -> str:
    names = [("A", [("Ahmed Al-Sayed", "PERSON")]), ("B", [("Bakó Levente", "PERSON"), ("Brigitta Szénási", "PERSON")]),
             ("D", [("Dimitris Κωνσταντίνου", "PERSON")]), ("H", [("Hölttä, Päivi", "DENY_LIST"), ("Hugo Marchetti", "PERSON")]),
             ("K", [("Kovács Zsófia", "DENY_LIST"), ("Kovács Gábor", "PERSON"), ("Kwabena Owusu-Ansah", "DENY_LIST")]),
             ("N", [("Nagy Eszter", "PERSON")]), ("O", [("אורית כהן", "PERSON")]), ("P", [("박지훈", "PERSON")]), ("S", [("Szabó Ildikó", "PERSON"), ("Sven Ekholm", "PERSON")])]
    lst = "<div class='lst'><div class='s'>⌕ Search</div>"
    for letter, group in names:
        lst += f"<div class='l'>{letter}</div>"
        for n, k in group:
            on = " on" if n == "Kovács Gábor" else ""
            sit = ("deny-listed name in a dark contacts list" if k == "DENY_LIST" else "name in a dark contacts list")
            if n.startswith("Hölttä"):
                sit = "deny-listed name surname first with a comma in a dark contacts list"
            lst += f"<div class='n{on}'>{_pii(k, n, sit)}</div>"
    lst += "</div>"
    grp = ("<div class='grp'><div style='color:#8e8e93;font-size:11px'>iCloud</div><div class='on'>All Contacts</div><div>Family</div><div>Work</div><div>Budapest</div>"
           "<div style='color:#8e8e93;font-size:11px;margin-top:8px'>On My Mac</div><div>All On My Mac</div><div>Imported 2024-11</div><div style='margin-top:14px;font-size:11px;color:#636366'>412 cards</div></div>")
    rows = [("mobile", _pii("PHONE_NUMBER", "+36 20 551 7348", "mobile in a dark contact card row")),
            ("home", _pii("PHONE_NUMBER", "+36 1 239 4406", "home phone in a dark contact card row")),
            ("work", "+36 1 480 2200 (Meridian switchboard)"),
            ("home", _pii("EMAIL_ADDRESS", "gabor.kovacs@t-online.hu", "e-mail in a dark contact card row")),
            ("work", _pii("EMAIL_ADDRESS", "g.kovacs@meridian-logistics.eu", "e-mail in a dark contact card row")),
            ("birthday", _pii("DATE_OF_BIRTH", "17 September 1958", "birthday in a dark contact card row")),
            ("home", _pii("STREET_ADDRESS", "Ráday utca 38. II/4<br>" + chr(10) + "1092 Budapest<br>" + chr(10) + "Hungary", "home address over three lines in a dark contact card", value="Ráday utca 38. II/4\n1092 Budapest")),
            ("related", f"daughter {_pii('DENY_LIST', 'Zsófia Kovács', 'deny-listed name given name first in a contact card row')} · wife {_pii('PERSON', 'Kovácsné Tóth Erika', 'name in a contact card row')}"),
            ("note", "Apu. Kapukód / door code " + _pii("SECRET_VALUE", "4471#", "door code in a contact note")
             + ", 2nd floor. TAJ szám: " + _pii("ID_NUMBER", taj, "TAJ number in a contact note")
             + " (for the GP appointment at Szent Imre). Blood pressure meds: Lisinopril 10 mg. Call after 18:00."),
            ("company", "Meridian Logistics Kft. · Váci út 141, 1138 Budapest (office)")]
    body = "".join(f"<div class='row2'><span class='k'>{k}</span><span>{v}</span></div>" for k, v in rows)
    card = ("<div class='card'><div class='hd2'><div class='pic2'>KG</div><div><div style='font-size:24px;font-weight:bold'>"
            + _pii("PERSON", "Kovács Gábor", "name as a contact card title") + "</div><div style='color:#8e8e93'>Retired · formerly Meridian Logistics</div></div></div>"
            f"{body}<div style='margin-top:14px;display:flex;gap:10px'><span class='btn2' style='border-color:#48484a'>Edit</span><span class='btn2' style='border-color:#48484a'>Share</span>"
            "<span style='color:#636366;margin-left:auto;align-self:center;font-size:12px'>Last modified 9 Feb 2025</span></div></div>")
    return _win("<span style='color:#e5e5e5'>Contacts</span><span style='color:#8e8e93'>All Contacts — 412 cards</span>", f"<div class='mc'>{grp}{lst}{card}</div>", MAC_CSS, bar="#323234", fg="#e5e5e5")


# ------------------------------------------------------------------------------------------- blindf6: code editor (dark)
VS_CSS = """
body{background:#1e1e1e;color:#d4d4d4;font-size:13px} .vs{display:flex;height:734px} .ab{width:48px;background:#333;display:flex;flex-direction:column;align-items:center;gap:22px;padding-top:14px}
.ab b{display:block;width:22px;height:22px;border:2px solid #858585;border-radius:4px} .ab .on{border-color:#fff}
.ex{width:230px;background:#252526;font-size:12.5px;overflow:hidden} .ex .h{padding:8px 14px;font-size:11px;color:#bbb;letter-spacing:.5px} .ex div{padding:2px 14px;white-space:nowrap;color:#ccc} .ex .on{background:#37373d}
.ex .d{padding-left:26px} .ex .m{color:#e2c08d} .ex .u{color:#73c991}
.edg{flex:1;display:flex;min-width:0} .ed2{flex:1;display:flex;flex-direction:column;min-width:0;border-right:1px solid #444}
.tb{display:flex;background:#252526;height:34px;font-size:12.5px;overflow:hidden} .tb span{padding:8px 14px;color:#969696;border-right:1px solid #1e1e1e;white-space:nowrap} .tb .on{background:#1e1e1e;color:#fff;border-top:1px solid #0078d4}
.bc2{font-size:12px;color:#a0a0a0;padding:3px 14px} .code{flex:1;font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:18px;white-space:pre;overflow:hidden;padding-top:2px}
.code .ln{display:inline-block;width:42px;color:#6e7681;text-align:right;padding-right:16px} .k{color:#9cdcfe} .sv{color:#ce9178} .nu{color:#b5cea8} .cm{color:#6a9955} .pu{color:#d4d4d4} .kw{color:#569cd6}
.term{height:230px;border-top:1px solid #444;background:#181818;font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:17px;white-space:pre;padding:4px 14px;overflow:hidden}
.term .th{font-family:"DejaVu Sans",sans-serif;font-size:11px;color:#ccc;letter-spacing:.5px;margin-bottom:4px} .pr{color:#23d18b} .pa{color:#3b8eea}
.wl{display:flex;white-space:normal} .wl .ln{flex:none} .wl .tx{white-space:pre-wrap;word-break:break-all;flex:1;padding-right:12px}
.stb{height:22px;background:#007acc;color:#fff;font-size:11.5px;display:flex;gap:16px;align-items:center;padding:0 10px}
"""
FILES = ["users-2025-03-14.jsonl", ".env", "id_ed25519", "contacts.vcf"]


def _vs(tabs_on: str, groups: list[str], ex_on: str = "", explorer: bool = True) -> str:
    ex = ("<div class='ex'><div class='h'>EXPLORER</div><div class='h' style='color:#ddd'>▾ SUPPORT-TOOLS</div><div>▸ .github</div><div>▸ .venv</div><div>▾ data</div>"
          + "".join(f"<div class='d{' on' if f == ex_on else ''}{' m' if f == 'contacts.vcf' else ''}'>{f}</div>" for f in ("contacts.vcf", "users-2025-03-14.jsonl", "users-2025-03-13.jsonl.gz"))
          + "<div>▾ keys</div>" + f"<div class='d{' on' if ex_on == 'id_ed25519' else ''} u'>id_ed25519</div><div class='d u'>id_ed25519.pub</div>"
          + "<div>▸ scripts</div><div>▸ src</div><div>▸ tests</div>"
          + f"<div class='{'on' if ex_on == '.env' else ''} m'>.env</div><div>.env.example</div><div>.gitignore</div><div>pyproject.toml</div><div>README.md</div>"
          "<div class='h' style='margin-top:14px'>▸ OUTLINE</div><div class='h'>▸ TIMELINE</div></div>") if explorer else ""
    return ("<div class='vs'><div class='ab'><b class='on'></b><b></b><b></b><b></b><b></b></div>" + ex + "<div class='edg'>" + "".join(groups) + "</div></div>"
            + "<div class='stb'><span>⎇ main*</span><span>⊗ 0 ⚠ 2</span><span style='margin-left:auto'>Ln 7, Col 31</span><span>Spaces: 2</span><span>UTF-8</span><span>LF</span><span>"
            + tabs_on + "</span><span>Prettier</span></div>")


def _group(active: str, crumbs: str, code: str, term: str = "", tabs: list[str] | None = None) -> str:
    tb = "".join(f"<span class='{'on' if f == active else ''}'>{f}{' ●' if f == '.env' else ''} ×</span>" for f in (tabs or FILES))
    return f"<div class='ed2'><div class='tb'>{tb}</div><div class='bc2'>{crumbs}</div><div class='code'>{code}</div>{term}</div>"


def _lines(lines: list[str], start: int = 1, wrap: bool = False) -> str:
    if wrap:  # word wrap on: a long line continues under its own text, right of the gutter
        return "".join(f"<div class='wl'><span class='ln'>{k}</span><span class='tx'>{ln}</span></div>" for k, ln in enumerate(lines, start))
    return "\n".join(f"<span class='ln'>{k}</span>{ln}" for k, ln in enumerate(lines, start))


def _j(k: str, v: str, num: bool = False) -> str:
    return f"<span class='k'>\"{k}\"</span>: " + (f"<span class='nu'>{v}</span>" if num else f"<span class='sv'>\"{v}\"</span>")


def vs_jsonl() -> str:
    recs = [("2025-03-14T08:02:11Z", "a81f3c", "login", 48213, "zsofia.kovacs@freemail.hu", "84.236.70.191", "kovacs.zsofia", None),
            ("2025-03-14T08:02:47Z", "a81f40", "password_reset", 48377, "wanjiru.kamau@gmail.com", "105.163.4.212", None, "Wanjiru Kamau"),
            ("2025-03-14T08:03:05Z", "a81f47", "login", 50112, "paivi.holtta@kolumbus.fi", "85.76.40.27", "phoeltta", None),
            ("2025-03-14T08:04:30Z", "a81f52", "profile_update", 50112, "paivi.holtta@kolumbus.fi", "85.76.40.27", None, "Paivi Holtta"),
            ("2025-03-14T08:05:12Z", "a81f5d", "login_failed", 39004, "j.oyelaran@hotmail.com", "197.210.54.77", "joyelaran", None),
            ("2025-03-14T08:05:13Z", "a81f5e", "login_failed", 39004, "j.oyelaran@hotmail.com", "197.210.54.77", "joyelaran", None),
            ("2025-03-14T08:06:58Z", "a81f66", "signup", 51290, "kwabena.oa@gmail.com", "154.160.17.208", None, "Kwabena Owusu-Ansah"),
            ("2025-03-14T08:07:40Z", "a81f6b", "login", 47218, "lucas.moreau@laposte.net", "2a01:cb00:84f:ab00:d1e2:5f3c:9a71:40b8", "lmoreau", None),
            ("2025-03-14T08:09:02Z", "a81f70", "export", 47218, "lucas.moreau@laposte.net", "2a01:cb00:84f:ab00:d1e2:5f3c:9a71:40b8", None, None),
            ("2025-03-14T08:10:21Z", "a81f79", "login", 52004, "h.tanaka.1989@docomo.ne.jp", "126.33.210.5", "htanaka", None)]
    lines = []
    for ts, rid, ev, uid, em, ip, un, nm in recs:
        parts = [_j("ts", ts), _j("req", rid), _j("event", ev), _j("uid", str(uid), True),
                 "<span class='k'>\"email\"</span>: <span class='sv'>\"" + _pii("EMAIL_ADDRESS", em, "e-mail in a JSON-lines log in a dark editor") + "\"</span>",
                 "<span class='k'>\"ip\"</span>: <span class='sv'>\"" + _pii("IP_ADDRESS", ip, "IP in a JSON-lines log in a dark editor") + "\"</span>"]
        if un:
            parts.append("<span class='k'>\"username\"</span>: <span class='sv'>\"" + _pii("ACCOUNT_NAME", un, "user name in a JSON-lines log in a dark editor") + "\"</span>")
        if nm:
            kind = "DENY_LIST" if nm in ("Paivi Holtta", "Kwabena Owusu-Ansah") else "PERSON"
            sit = "deny-listed name without its ä/ö in a JSON log" if nm == "Paivi Holtta" else "deny-listed name in a JSON log" if kind == "DENY_LIST" else "name in a JSON log"
            parts.append("<span class='k'>\"name\"</span>: <span class='sv'>\"" + _pii(kind, nm, sit) + "\"</span>")
        lines.append("{" + ", ".join(parts) + "}")
    lines.append(f"{{{_j('ts', '2025-03-14T08:11:00Z')}, {_j('event', 'rotate')}, {_j('file', 'users-2025-03-14.jsonl')}, {_j('sha256', '9f2c41e07b6d8a53c1e4f0a2b7d96e38')}, {_j('lines', '1843', True)}}}")
    term = ("<div class='term'><div class='th'>PROBLEMS &nbsp; OUTPUT &nbsp; <u>TERMINAL</u> &nbsp; PORTS</div>"
            "<span class='pr'>support@ops-jump-02</span>:<span class='pa'>~/support-tools</span>$ grep -c login_failed data/users-2025-03-14.jsonl\n71\n"
            "<span class='pr'>support@ops-jump-02</span>:<span class='pa'>~/support-tools</span>$ jq -r 'select(.uid==39004) | .ip' data/users-2025-03-14.jsonl | sort -u\n"
            + _pii("IP_ADDRESS", "197.210.54.77", "IP in a terminal output line") + "\n"
            "<span class='pr'>support@ops-jump-02</span>:<span class='pa'>~/support-tools</span>$ python scripts/lock_account.py --uid 39004 --reason brute-force\n"
            f"locked uid=39004 ({_pii('EMAIL_ADDRESS', 'j.oyelaran@hotmail.com', 'e-mail in a terminal output line')}) ticket=SUP-48902 at 2025-03-14T08:12:44Z\n"
            "<span class='pr'>support@ops-jump-02</span>:<span class='pa'>~/support-tools</span>$ █</div>")
    return _win("<span style='color:#ccc'>users-2025-03-14.jsonl — support-tools — Code</span>",
                _vs("JSON Lines", [_group("users-2025-03-14.jsonl", "data › users-2025-03-14.jsonl", _lines(lines, 1832, wrap=True), term)], ex_on="users-2025-03-14.jsonl"),
                VS_CSS, bar="#3c3c3c", fg="#ccc")


def vs_env(rng: random.Random) -> str:
    pw = _rand(rng, 20)
    db = f"postgresql://support_rw:{pw}@pg-prod-2.int.meridian-logistics.eu:5432/accounts"
    api = "mlk_live_" + _rand(rng, 32, string.ascii_lowercase + string.digits)
    smtp = _rand(rng, 16, string.ascii_letters + string.digits + "!#%")
    hook = f"https://hooks.chatops.example/services/T04MRDN/B07SUPP/{_rand(rng, 24)}"
    sentry = "https://3f1c9b07e2d54a8c@o441872.ingest.sentry.io/5520411"
    lines = ["<span class='cm'># support-tools · production · do NOT commit (see .env.example)</span>", "<span class='k'>APP_ENV</span>=production",
             "<span class='k'>LOG_LEVEL</span>=info", "<span class='k'>PORT</span>=8087", "",
             "<span class='cm'># database (read/write account, rotated 2025-02-01)</span>",
             f"<span class='k'>DATABASE_URL</span>=<span class='sv'>{_pii('URL_SECRET', db, 'database URL with its password in a dark .env file')}</span>",
             "<span class='k'>DATABASE_POOL</span>=10", "",
             "<span class='cm'># accounts API</span>", "<span class='k'>ACCOUNTS_API_BASE</span>=https://api.meridian-logistics.eu/v2",
             f"<span class='k'>ACCOUNTS_API_KEY</span>=<span class='sv'>{_pii('API_KEY', api, 'API key in a dark .env file')}</span>", "",
             "<span class='cm'># mail</span>", "<span class='k'>SMTP_HOST</span>=smtp.office365.com", "<span class='k'>SMTP_PORT</span>=587",
             f"<span class='k'>SMTP_USER</span>=<span class='sv'>{_pii('EMAIL_ADDRESS', 'z.kovacs@meridian-logistics.eu', 'SMTP user address in a dark .env file')}</span>",
             f"<span class='k'>SMTP_PASSWORD</span>=<span class='sv'>\"{_pii('SECRET_VALUE', smtp, 'SMTP password in a dark .env file')}\"</span>", "",
             "<span class='cm'># alerts</span>",
             f"<span class='k'>CHATOPS_WEBHOOK</span>=<span class='sv'>{_pii('URL_SECRET', hook, 'webhook URL carrying its token in a dark .env file')}</span>",
             f"<span class='k'>SENTRY_DSN</span>=<span class='sv'>{sentry}</span>", "<span class='k'>SENTRY_RELEASE</span>=support-tools@2.4.1+7c1e90a",
             "<span class='k'>FEATURE_FLAGS</span>=bulk_lock,export_v2"]
    term = ("<div class='term'><div class='th'>PROBLEMS &nbsp; OUTPUT &nbsp; <u>TERMINAL</u> &nbsp; PORTS</div>"
            "<span class='pr'>paivi@thinkpad-x1</span>:<span class='pa'>~/work/support-tools</span>$ git status --short\n M src/lock_account.py\n?? .env\n"
            "<span class='pr'>paivi@thinkpad-x1</span>:<span class='pa'>~/work/support-tools</span>$ git check-ignore -v .env || echo 'NOT IGNORED'\nNOT IGNORED\n"
            "<span class='pr'>paivi@thinkpad-x1</span>:<span class='pa'>~/work/support-tools</span>$ echo '.env' &gt;&gt; .gitignore &amp;&amp; git log -1 --format='%h %an &lt;%ae&gt;'\n"
            f"7c1e90a {_pii('DENY_LIST', 'Päivi Hölttä', 'deny-listed name in a git log line')} &lt;{_pii('EMAIL_ADDRESS', 'paivi.holtta@meridian-logistics.eu', 'commit e-mail in a terminal line')}&gt;\n"
            "<span class='pr'>paivi@thinkpad-x1</span>:<span class='pa'>~/work/support-tools</span>$ █</div>")
    return _win("<span style='color:#ccc'>● .env — support-tools — Code</span>", _vs("Properties", [_group(".env", ".env", _lines(lines), term)], ex_on=".env"), VS_CSS, bar="#3c3c3c", fg="#ccc")


def vs_key_vcf(rng: random.Random) -> str:
    body = _openssh_key(rng, "paivi@thinkpad-x1")
    key_lines = ["-----BEGIN OPENSSH PRIVATE KEY-----"]
    blines = body.split("\n")
    for b in blines:
        key_lines.append(_pii("SECRET_VALUE", b, "OpenSSH private key body line in a dark editor"))
    key_lines += ["-----END OPENSSH PRIVATE KEY-----", ""]
    left = _group("id_ed25519", "keys › id_ed25519", _lines(key_lines), tabs=["id_ed25519", "id_ed25519.pub"])
    v = [("BEGIN", "VCARD", None), ("VERSION", "3.0", None),
         ("FN", "Päivi Hölttä", ("DENY_LIST", "deny-listed name in a vCard FN line")), ("N", "Hölttä;Päivi;;;", ("DENY_LIST", "deny-listed name in a vCard N line")),
         ("TEL;TYPE=CELL", "+358 40 718 2246", ("PHONE_NUMBER", "phone in a vCard TEL line")),
         ("EMAIL;TYPE=HOME", "paivi.holtta@kolumbus.fi", ("EMAIL_ADDRESS", "e-mail in a vCard EMAIL line")),
         ("ADR;TYPE=HOME", ";;Hämeenpuisto 21 B 14;Tampere;;33210;Finland", ("STREET_ADDRESS", "address in a vCard ADR line")),
         ("BDAY", "1986-11-02", ("DATE_OF_BIRTH", "date of birth in a vCard BDAY line")), ("ORG", "Meridian Logistics", None), ("END", "VCARD", None),
         ("BEGIN", "VCARD", None), ("VERSION", "3.0", None),
         ("FN", "Kovács Zsófia", ("DENY_LIST", "deny-listed name in a vCard FN line")), ("N", "Kovács;Zsófia;;;", ("DENY_LIST", "deny-listed name in a vCard N line")),
         ("TEL;TYPE=CELL", "+36 30 418 2297", ("PHONE_NUMBER", "phone in a vCard TEL line")),
         ("EMAIL;TYPE=WORK", "z.kovacs@meridian-logistics.eu", ("EMAIL_ADDRESS", "e-mail in a vCard EMAIL line")),
         ("ADR;TYPE=HOME", ";;Bartók Béla út 62. 3/12;Budapest;;1114;Hungary", ("STREET_ADDRESS", "address in a vCard ADR line")),
         ("BDAY", "1991-06-23", ("DATE_OF_BIRTH", "date of birth in a vCard BDAY line")), ("NOTE", "met at DevOpsDays Tallinn 2024", None), ("END", "VCARD", None),
         ("BEGIN", "VCARD", None), ("VERSION", "3.0", None),
         ("FN", "Joseph Oyelaran", ("PERSON", "name in a vCard FN line")), ("TEL;TYPE=CELL", "+234 802 336 4471", ("PHONE_NUMBER", "phone in a vCard TEL line")),
         ("BDAY", "1979-01-30", ("DATE_OF_BIRTH", "date of birth in a vCard BDAY line")), ("END", "VCARD", None)]
    vl = []
    for key, val, mark in v:
        if mark is None:
            vl.append(f"<span class='kw'>{key}</span>:{val}")
            continue
        kind, sit = mark
        if key == "N":
            sur, given = val.split(";")[:2]
            shown = f"{_pii(kind, sur, sit.replace('name', 'surname alone'))};{_pii(kind, given, sit.replace('name', 'given name alone'))};;;"
        elif key.startswith("ADR"):
            inner = val[2:].rsplit(";", 1)[0]
            shown = ";;" + _pii(kind, inner, sit) + ";" + val.rsplit(";", 1)[1]
        else:
            shown = _pii(kind, val, sit)
        vl.append(f"<span class='kw'>{key}</span>:{shown}")
    right = _group("contacts.vcf", "data › contacts.vcf", _lines(vl), tabs=["contacts.vcf", "users-2025-03-14.jsonl"])
    return _win("<span style='color:#ccc'>id_ed25519 — support-tools — Code</span>", _vs("Plain Text", [left, right], ex_on="id_ed25519", explorer=False), VS_CSS, bar="#3c3c3c", fg="#ccc")


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind6(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20260203)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    ids = {"ssn": _ssn(rng, 541), "hetu": _hetu(date(1986, 11, 2), 2 * rng.randint(1, 449)),
           "hetu2": _hetu(date(1991, 6, 23), 2 * rng.randint(1, 449) + 1), "taj": _taj(rng), "hu_tax": _hu_tax(rng, date(1991, 6, 23)),
           "btc": _bech32(rng), "vin": _vin("4S4BSANC", "H3" + "".join(rng.choice(string.digits) for _ in range(6))),
           "vin2": _vin("7FARW2H8", "ME" + "".join(rng.choice(string.digits) for _ in range(6))), "card": _card(rng, "4916"),
           "mrn": "E" + "".join(rng.choice(string.digits) for _ in range(8)), "member": "W" + "".join(rng.choice(string.digits) for _ in range(9)),
           "mbi": "4QW7-HN2-RK58", "passport": "FP" + "".join(rng.choice(string.digits) for _ in range(7)),
           "eth": "0x" + _rand(rng, 40, "0123456789abcdef"), "eth2": "0x" + _rand(rng, 40, "0123456789abcdef")}
    iban_fi = _fi_iban(rng, "1234")
    with recorder(chromium, rig, source_day, work) as record:
        record("blindf0", [("sql0", lambda: db_users(rng)), ("nb0", lambda: nb_customers(ids["hu_tax"], ids["hetu2"]))], "database client and notebook")
        record("blindf1", [("ehr0", lambda: ehr_chart(ids["mrn"], ids["member"], ids["mbi"])), ("ehr1", lambda: ehr_lab(ids["mrn"]))], "hospital chart")
        record("blindf2", [("wal0", wallet_seed), ("wal1", lambda: wallet_receive(rng, ids["btc"], ids["eth"], ids["eth2"])),
                           ("kyc0", lambda: kyc_form(ids["hetu"], ids["passport"], iban_fi))], "crypto wallet and exchange")
        record("blindf3", [("ride0", ride_map), ("ride1", ride_call), ("ride2", ride_receipt)], "ride-hailing app (HiDPI)", dsf=2.0)
        record("blindf4", [("rent0", lambda: rent_app(ids["ssn"], ids["vin"], ids["card"])), ("claim0", lambda: claim_form(ids["vin2"]))], "rental application and claim")
        record("blindf5", [("win0", win_info), ("mac0", lambda: mac_contacts(ids["taj"]))], "desktop settings and contacts")
        record("blindf6", [("vs0", vs_jsonl), ("vs1", lambda: vs_env(rng)), ("vs2", lambda: vs_key_vcf(rng))], "code editor")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind6, "/tmp/blind6/preview")
