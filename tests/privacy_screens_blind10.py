# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A tenth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind8.py, other applications again): IT operations and
developer tools that show other people's data, rendered by Debian's chromium through the rig of
tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindj0` … `blindj6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindj0` an API client (desktop, light): a GET by NHI number (the NHI in the URL bar and in a saved history entry, a
  percent-encoded e-mail in another), its header table (a bearer JWT wrapped over lines, a signed session
  cookie, an API key, a disabled debug header holding an e-mail; the request id and user agent not private) above the
  pretty JSON response (the deny-listed Māori name as given, family and display name, date of birth, e-mail, mobile,
  address, an emergency contact, the GP; ids, versions, timestamps, the service account and ETag not private); then a
  PATCH's raw JSON body (new mobile, e-mail and street, a long `note` string wrapped over lines with a date of birth,
  the old mobile and a relative's name and landline) beside the response (the previous values); then the environment
  editor (secret variables' current values shown: the JWT, the API key, a password in clear, an NHI), a cURL snippet
  and the console (a percent-encoded e-mail and password in an OAuth form body);
- `blindj1` a dark observability tool: a log explorer (an e-mail in the query bar, a document table of e-mails and
  client IPv4/IPv6; status codes and paths not private) under a
  flyout with an expanded JSON document (client IP, e-mail, full name, session id, a phone and a first name inside an
  escaped JSON string wrapped over lines; the user agent, trace id, index and document id not private); then a trace
  waterfall (a session id in a span's name) with a span's details (a traced SQL statement with an e-mail and an
  unspaced phone, the database host IP, a name and a date of birth in span labels, log lines with a payment URL
  carrying a token and a phone; span, trace and container ids not private);
- `blindj2` a directory admin: a desktop directory console (users surname first with the deny-listed Indian name,
  office phones, e-mails; groups and service accounts `svc-backup`, `svc-jenkins` not private) under a properties
  dialog's attribute editor (the name with its comma escaped in a DN, a manager's DN, the employee ID, a home path
  ending in the user name, home phone, mobile, home address, UPN; SIDs, flags and timestamps not private, long values
  cut by the dialog's column); then a web identity admin's profile (user name, personal e-mail, mobile, home
  address, date of birth, last sign-in IP, an admin's user name in a system log line) dimmed under a reset dialog
  showing a temporary password (the name also in the browser tab's title); then an LDAP browser (uids in the
  directory tree) with an LDIF export (DNs, an address with LDIF's `$` separator, a description wrapped over lines
  with an emergency contact's phone, a base64 `{SSHA}` password hash);
- `blindj3` a database admin web UI: a table browsed (a Dutch customers table: the deny-listed name split into
  first and last name cells, e-mails, phones, dates of birth, streets, postcodes alone, IBANs cut by the grid's right
  edge; an e-mail in the SQL box), then one row's edit form (inputs, a notes text area with a neighbour's surname, a
  work phone and a colleague's first name in Dutch), then the table's SQL export as text (INSERT rows wrapped over
  lines, IBANs split by the wrap; the dump's header comments not private);
- `blindj4` an object-storage console: a bucket's object list (keys holding the deny-listed Dutch name as a
  lower-case slug surname first with an unseparated date of birth, an e-mail, a phone, names in capitals, in Hangul
  and as slugs, a key cut by its column; batch and manifest files, sizes and dates not private), then the object's
  overview (its key in the S3 URI, ARN and object URL wrapped over lines, user-defined metadata with an IP, an e-mail
  and a passport number, the name as a tag's value; the ETag, owner and account number not private), then a dark
  cloud shell (a presigned URL with its signature wrapped over lines, access-log lines with an access key id, a
  client IP, the signature and an IAM user name at the end of an ARN; the bucket owner's canonical id and request ids
  not private);
- `blindj5` a packet analyser at device scale 2 (HiDPI), monospace: a plain-HTTP login (client and server IPs in
  the packet list and the details tree, a laptop's MAC address, a PHP session cookie, the deny-listed name as the
  form's user name and the password decoded as form items, then both again in the hex dump's ASCII column split at
  16-byte line ends; frame numbers, ports and sequence numbers not private); then SIP calls (called and calling
  numbers in E.164 inside SIP URIs, the deny-listed name surname first in capitals as a display name, the desk
  phone's IP in Via, Contact and SDP lines) with a VoIP calls dialog over the bytes pane;
- `blindj6` a mail server's admin: the queue manager (senders, recipients, names and a phone in subjects, a bounce
  reason quoting the address; queue ids, sizes, role addresses such as `svc-backup@` and `it-alerts@` not private),
  a queued message's raw source (a Received header with the client IP and SASL user name, From with the deny-listed
  name, To surname first, an IRD number, a date of birth, a home address with a macron, a mobile in the body, the
  name as an initial and surname in the signature; the DKIM signature and boundaries not private), then a dark ssh
  session (`postqueue -p`, mail log lines wrapped over lines with client and relay IPs, addresses and the SASL user
  name, a mailbox path ending in the user name).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (an Indian, a Dutch and a Māori name: the
Indian one surname first, with its comma escaped in an LDAP DN, as the given name and the surname alone, given name
first and as an initial and surname; the Dutch one split into two cells, as a lower-case slug surname first and whole
as a tag's value; the Māori one as given and family name alone, in a user name `given.family` and surname first in
capitals in a SIP display name). Checksummed values (NHI number, IRD number, Dutch IBANs whose account numbers pass
the eleven test, the JWT's JSON parts, the `{SSHA}` hash, the access key id and signature's shapes) are valid. Each
non-PERSON value is shown in one recording only.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import random
import string
from pathlib import Path

from privacy_screens_blind import SIT, _rand
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _win
from privacy_screens_blind4 import PAGE, _page, _pii, preview, recorder

DENY = ["Venkatesh Subramanian", "Femke de Groot", "Aroha Ngata"]


def _pe(kind: str, raw: str, situation: str) -> str:
    """A value holding `&`, `<` or `>`: shown escaped, its situation kept under the text the page shows."""
    SIT.setdefault(raw, situation)
    PAGE.setdefault(raw, situation)
    return _pii(kind, html.escape(raw, quote=False), situation)


def _e(s: str) -> str:
    return html.escape(s, quote=False)


def _divs(text: str) -> str:
    """A monospace block one `div` a line (so that a line without an identifier is measured as UI words)."""
    return "".join(f"<div>{ln or '&nbsp;'}</div>" for ln in text.split("\n"))


def _cl(text: str, cls: str) -> str:
    """Lines of one colour, each line its own span (`_divs` splits at the newlines)."""
    return "\n".join(f"<span class='{cls}'>{ln}</span>" if ln else "" for ln in text.split("\n"))


# ------------------------------------------------------------------------------------------------ valid identifiers
NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # I and O never used; A = 1 … Z = 24


def _nhi_sum(body6: str) -> int:
    return sum((NHI_LETTERS.index(c) + 1 if c.isalpha() else int(c)) * w for c, w in zip(body6, (7, 6, 5, 4, 3, 2), strict=True))


def _nhi(rng: random.Random) -> str:
    """A New Zealand NHI number (AAANNNC): letters and digits weighted 7 … 2, the check digit 11 less the sum mod 11 (10 as 0)."""
    while True:
        body = "".join(rng.choice(NHI_LETTERS) for _ in range(3)) + "".join(rng.choice(string.digits) for _ in range(3))
        r = _nhi_sum(body) % 11
        if r:
            return body + str((11 - r) % 10)


def _nhi_ok(n: str) -> bool:
    r = _nhi_sum(n[:6]) % 11
    return len(n) == 7 and r != 0 and str((11 - r) % 10) == n[6]


def _ird_check(base8: str) -> int | None:
    for w in ((3, 2, 7, 6, 5, 4, 3, 2), (7, 4, 3, 2, 5, 2, 7, 6)):  # the second weights only when the first give 10
        r = sum(int(c) * k for c, k in zip(base8, w, strict=True)) % 11
        c = 0 if r == 0 else 11 - r
        if c != 10:
            return c
    return None


def _ird(rng: random.Random) -> str:
    """A New Zealand IRD number of nine digits (base 10,000,000 … 149,999,999) with its mod 11 check digit."""
    while True:
        base = str(rng.randint(10_000_000, 14_999_999))
        c = _ird_check(base)
        if c is not None:
            s = base + str(c)
            return f"{s[:3]}-{s[3:6]}-{s[6:]}"


def _ird_ok(s: str) -> bool:
    d = s.replace("-", "").zfill(9)
    c = _ird_check(d[:8])
    return c is not None and str(c) == d[8] and 10_000_000 < int(d) < 150_000_000


def _elf_ok(acct: str) -> bool:
    """The Dutch eleven test of a ten-digit bank account number (weights 10 … 1)."""
    return sum(int(c) * (10 - k) for k, c in enumerate(acct)) % 11 == 0


def _nl_iban(rng: random.Random, bank: str) -> str:
    """A Dutch IBAN whose account number passes the eleven test."""
    while True:
        acct = "0" + "".join(rng.choice(string.digits) for _ in range(9))
        if _elf_ok(acct):
            return _iban_b("NL", bank + acct)


def _b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _jwt(rng: random.Random, claims: dict[str, object]) -> str:
    """A JWT as an API issues it: a JSON header and claims, base64url, and an ES256 signature (64 random bytes)."""
    head = {"alg": "ES256", "typ": "JWT", "kid": "kh-2025-01"}
    return ".".join((_b64u(json.dumps(head, separators=(",", ":")).encode()), _b64u(json.dumps(claims, separators=(",", ":")).encode()),
                     _b64u(bytes(rng.randrange(256) for _ in range(64)))))


def _jwt_ok(t: str) -> bool:
    parts = t.split(".")
    dec = [base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)) for p in parts]
    return len(parts) == 3 and "alg" in json.loads(dec[0]) and "email" in json.loads(dec[1]) and len(dec[2]) == 64


def _ssha(rng: random.Random, pw: str) -> str:
    """An LDAP `userPassword` as LDIF writes it (`::`, base64 of `{SSHA}` and base64 of SHA-1(password + salt) + salt)."""
    salt = bytes(rng.randrange(256) for _ in range(8))
    inner = "{SSHA}" + base64.b64encode(hashlib.sha1(pw.encode() + salt).digest() + salt).decode()
    return base64.b64encode(inner.encode()).decode()


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _nhi_ok("ZAA0067") and _ird_ok("49-091-850") and _ird_ok("136-410-132")  # published examples
    assert _nhi_ok(ids["nhi"]), ids["nhi"]
    assert _ird_ok(ids["ird"]), ids["ird"]
    for k in ("iban_nl", "iban_nl2", "iban_nl3"):
        assert _elf_ok(ids[k].replace(" ", "")[8:]), ids[k]
    assert _jwt_ok(ids["jwt"]), ids["jwt"]
    assert ids["akia"].startswith("AKIA") and len(ids["akia"]) == 20 and set(ids["akia"][4:]) <= set(string.ascii_uppercase + "234567")
    assert len(ids["sig"]) == 64 and set(ids["sig"]) <= set("0123456789abcdef")
    assert base64.b64decode(ids["ssha"]).startswith(b"{SSHA}")


# ------------------------------------------------------------------------------------------ blindj0: an API client
PM_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:12.5px;color:#212121;background:#fff}
.top{height:38px;border-bottom:1px solid #e6e6e6;display:flex;align-items:center;gap:18px;padding:0 14px;font-size:13px} .top .q{width:300px;background:#f2f2f2;border-radius:4px;padding:5px 10px;color:#8a8a8a}
.pm{display:flex;height:718px} .rail{width:58px;background:#f9f9f9;border-right:1px solid #e6e6e6;font-size:10px;color:#6b6b6b;text-align:center;padding-top:6px} .rail div{padding:9px 0} .rail .on{color:#ff6c37;font-weight:bold}
.sbar{width:262px;border-right:1px solid #e6e6e6;overflow:hidden;font-size:12px;flex:none} .sbar .h{display:flex;justify-content:space-between;padding:8px 10px;font-weight:bold;font-size:12.5px}
.sbar .it{padding:3px 10px;white-space:nowrap;overflow:hidden} .sbar .it.on{background:#ececec} .sbar .sec{padding:10px 10px 3px;color:#6b6b6b;font-size:11px;font-weight:bold;border-top:1px solid #eee;margin-top:6px}
.m{display:inline-block;width:40px;font-size:9.5px;font-weight:bold} .GET{color:#007f31} .POST{color:#ad7a03} .PUT{color:#0053b8} .DEL{color:#8e1a10} .PATCH{color:#623497}
.work{flex:1;display:flex;flex-direction:column;min-width:0} .tabs{display:flex;border-bottom:1px solid #e6e6e6;height:34px;align-items:flex-end;background:#fafafa}
.tabs>span{padding:7px 12px;border-right:1px solid #eee;font-size:12px;white-space:nowrap} .tabs>.on{border-top:2px solid #ff6c37;background:#fff}
.crumb{padding:7px 16px;font-size:13px;display:flex;gap:8px;align-items:center;color:#6b6b6b} .crumb b{color:#212121}
.urlb{display:flex;margin:0 16px;align-items:center} .urlb .box{flex:1;display:flex;border:1px solid #ddd;border-radius:4px;height:32px;align-items:center;min-width:0}
.urlb .mt{padding:0 12px;font-weight:bold;border-right:1px solid #ddd;line-height:32px} .urlb .u{flex:1;padding:0 10px;font-size:13px;white-space:nowrap;overflow:hidden} .var{color:#e25d33}
.send{background:#097bed;color:#fff;border-radius:4px;padding:8px 18px;margin-left:8px;font-weight:bold}
.rt{display:flex;gap:18px;padding:8px 16px 0;border-bottom:1px solid #eee;font-size:12.5px;color:#6b6b6b} .rt span{padding-bottom:6px} .rt .on{border-bottom:2px solid #ff6c37;color:#212121}
.rt sup{color:#007f31} .rt .r{margin-left:auto}
.kv{width:calc(100% - 32px);margin:6px 16px;font-size:12px;table-layout:fixed} .kv td,.kv th{border:1px solid #ececec;padding:4px 8px;vertical-align:top} .kv th{color:#6b6b6b;font-weight:normal;text-align:left;background:#fafafa}
.kv .off td{color:#a6a6a6} .brk{word-break:break-all;font-family:"DejaVu Sans Mono",monospace;font-size:11.5px}
.code{font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:17px} .code .l{display:flex} .code .n{width:34px;flex:none;color:#9e9e9e;text-align:right;padding-right:12px}
.code .t{white-space:pre-wrap;flex:1;min-width:0} .k{color:#a31515} .s{color:#0451a5} .nu{color:#098658} .p{color:#6b6b6b}
.resh{display:flex;gap:16px;padding:6px 16px;border-top:1px solid #e6e6e6;border-bottom:1px solid #eee;align-items:center;font-size:12.5px;color:#6b6b6b} .resh .ok{color:#007f31;font-weight:bold}
.pill{border:1px solid #ddd;border-radius:3px;padding:1px 7px;font-size:11.5px}
.side{width:340px;border-left:1px solid #e6e6e6;flex:none;display:flex;flex-direction:column;min-width:0} .side .hd{padding:9px 14px;font-weight:bold;border-bottom:1px solid #eee;display:flex;justify-content:space-between}
.snip{font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;line-height:16px;padding:8px 12px;white-space:pre-wrap;word-break:break-all;background:#fbfbfb;flex:1;overflow:hidden}
.cons{height:160px;border-top:1px solid #d9d9d9;background:#fff;font-size:12px;flex:none;overflow:hidden} .cons .hd{padding:5px 14px;background:#f6f6f6;border-bottom:1px solid #eee;display:flex;gap:16px}
.cons .ln{padding:3px 14px;border-bottom:1px solid #f2f2f2;display:flex;gap:10px;white-space:nowrap} .cons .ln .st{margin-left:auto;color:#007f31} .cons .sub{padding:2px 14px 2px 34px;font-family:"DejaVu Sans Mono",monospace;font-size:11px;color:#444;word-break:break-all}
.env{width:calc(100% - 32px);margin:6px 16px;font-size:12px;table-layout:fixed} .env td,.env th{border:1px solid #ececec;padding:5px 8px;vertical-align:top;overflow:hidden} .env th{color:#6b6b6b;font-weight:normal;text-align:left;background:#fafafa}
.env .sec2{font-size:10px;border:1px solid #ccc;border-radius:3px;padding:0 4px;color:#6b6b6b;margin-left:4px}
"""


def _pm_side(on: str, nhi: str) -> str:
    reqs = [("GET", "Search by NHI"), ("POST", "Create patient"), ("PATCH", "Update contact details"), ("GET", "List appointments"), ("DEL", "Erase patient (Privacy Act)")]
    items = "".join(f"<div class='it{' on' if n == on else ''}' style='padding-left:34px'><span class='m {m}'>{m}</span>{n}</div>" for m, n in reqs)
    hist = [("GET", "{{baseUrl}}/v2/patients?nhi=" + _pii("ID_NUMBER", nhi, "NHI number in a request URL")),
            ("PATCH", "{{baseUrl}}/v2/patients/pat_01JHF3K8Z4N6"),
            ("GET", "{{baseUrl}}/v2/patients?email=" + _pii("EMAIL_ADDRESS", "rangi.tuhoe%40gmail.com", "percent-encoded e-mail in a history entry's URL")),
            ("POST", "{{authUrl}}/oauth/token"), ("GET", "{{baseUrl}}/v2/practices?region=waikato")]
    hi = "".join(f"<div class='it'><span class='m {m}'>{m}</span>{u}</div>" for m, u in hist)
    return ("<div class='sbar'><div class='h'><span>Kōwhai Health · Integrations</span><span>+ ≡</span></div>"
            "<div class='it'>▾ Kōwhai Health API v2</div><div class='it' style='padding-left:20px'>▾ Patients</div>" + items
            + "<div class='it' style='padding-left:20px'>▸ Appointments</div><div class='it' style='padding-left:20px'>▸ Practitioners</div>"
            "<div class='it' style='padding-left:20px'>▸ Auth</div><div class='it'>▸ Kōwhai Health API v2 (staging)</div><div class='it'>▸ Payments webhook tests</div>"
            "<div class='sec'>HISTORY · TODAY</div>" + hi + "</div>")


def _pm(on: str, nhi: str, tabs: str, main: str) -> str:
    rail = "".join(f"<div class='{'on' if n == 'Collections' else ''}'>{n}</div>" for n in ("Collections", "Environ­ments", "History", "APIs", "Mock servers", "Flows"))
    top = ("<div class='top'><b>Home</b><span>Workspaces ▾</span><span>API Network ▾</span><span class='q'>⌕ Search Postman</span>"
           "<span style='margin-left:auto'>Production (NZ) ▾</span><span>⚙</span><span style='background:#ff6c37;color:#fff;border-radius:4px;padding:4px 10px'>Upgrade</span></div>")
    body = f"{top}<div class='pm'><div class='rail'>{rail}</div>{_pm_side(on, nhi)}<div class='work'><div class='tabs'>{tabs}</div>{main}</div></div>"
    return _win("<span>Postman</span><span style='color:#6b6b6b'>Kōwhai Health · Integrations — Production (NZ)</span>", body, PM_CSS, bar="#f2f2f2")


def _jl(lines: list[str], start: int = 1) -> str:
    return "<div class='code'>" + "".join(f"<div class='l'><span class='n'>{k}</span><span class='t'>{ln}</span></div>" for k, ln in enumerate(lines, start)) + "</div>"


def _k(k: str) -> str:
    return f"<span class='k'>\"{k}\"</span>: "


def _s(v: str) -> str:
    return f"<span class='s'>\"{v}\"</span>"


def _tabs(on: str) -> str:
    return "".join(f"<span class='{'on' if n == on else ''}'><span class='m {m}' style='width:auto'>{m}</span> {n}</span>"
                   for m, n in (("GET", "Search by NHI"), ("PATCH", "Update contact details"), ("POST", "Create patient"))) + "<span>+</span><span style='border:none'>⋯</span>"


def api_search(nhi: str, jwt: str, sid: str, apikey: str) -> str:
    heads = [("Authorization", "Bearer " + _pii("API_KEY", jwt, "bearer JWT in an API client's header table"), "", True),
             ("Cookie", "sid=" + _pii("SECRET_VALUE", sid, "session cookie in an API client's header table") + "; kh_region=nz", "", True),
             ("X-Api-Key", _pii("API_KEY", apikey, "API key in an API client's header table"), "{{apiKey}}", True),
             ("X-Request-Id", "7d1c2e4a-5b0f-4c8e-9a61-2f3b8c4d1e07", "trace me", True), ("Accept", "application/fhir+json", "", True),
             ("User-Agent", "PostmanRuntime/7.43.0", "", True),
             ("X-Debug-User", _pii("EMAIL_ADDRESS", "rawiri.hemi@kowhaihealth.co.nz", "e-mail in a disabled header row"), "staging only", False)]
    rows = "".join(f"<tr class='{'' if on else 'off'}'><td style='width:22px'>{'☑' if on else '☐'}</td><td style='width:120px'>{k}</td>"
                   f"<td class='brk'>{v}</td><td style='width:110px'>{d}</td></tr>" for k, v, d, on in heads)
    js = ["{", "  " + _k("resourceType") + _s("Patient") + ",", "  " + _k("id") + _s("pat_01JHF3K8Z4N6") + ",",
          "  " + _k("nhi") + _s(_pii("ID_NUMBER", nhi, "NHI number in a JSON response")) + ",",
          "  " + _k("name") + "{ " + _k("given") + _s(_pii("DENY_LIST", "Aroha", "deny-listed given name alone in a JSON response")) + ", "
          + _k("family") + _s(_pii("DENY_LIST", "Ngata", "deny-listed family name alone in a JSON response")) + ", "
          + _k("text") + _s(_pii("DENY_LIST", "Aroha Ngata", "deny-listed name in a JSON response")) + " },",
          "  " + _k("birthDate") + _s(_pii("DATE_OF_BIRTH", "1991-08-09", "date of birth in a JSON response")) + ", " + _k("gender") + _s("female") + ",",
          "  " + _k("telecom") + "{ " + _k("email") + _s(_pii("EMAIL_ADDRESS", "aroha.ngata@xtra.co.nz", "e-mail in a JSON response")) + ", "
          + _k("mobile") + _s(_pii("PHONE_NUMBER", "+64 21 448 2071", "mobile in a JSON response")) + " },",
          "  " + _k("address") + _s(_pii("STREET_ADDRESS", "27 Tui Street, Frankton, Hamilton 3204", "address in a JSON response")) + ",",
          "  " + _k("emergencyContact") + "{ " + _k("name") + _s(_pii("PERSON", "Hemi Ngata", "emergency contact's name in a JSON response")) + ", "
          + _k("relationship") + _s("brother") + ", " + _k("phone") + _s(_pii("PHONE_NUMBER", "+64 27 391 5520", "emergency contact's phone in a JSON response")) + " },",
          "  " + _k("practice") + _s("Frankton Family Doctors") + ", " + _k("gp") + _s(_pii("PERSON", "Dr Mere Tawhiri", "doctor's name in a JSON response")) + ",",
          "  " + _k("meta") + "{ " + _k("versionId") + "<span class='nu'>13</span>, " + _k("lastUpdated") + _s("2025-01-14T09:12:44.318Z") + " },",
          "  " + _k("updatedBy") + _s("svc-booking-sync") + ",",
          "  " + _k("etag") + _s("W/\\\"5c-1f8a9c2e\\\""), "}"]
    main = ("<div class='crumb'>Kōwhai Health API v2 / Patients / <b>Search by NHI</b><span style='margin-left:auto' class='pill'>Save ▾</span><span class='pill'>Share</span></div>"
            "<div class='urlb'><div class='box'><span class='mt GET'>GET ▾</span><span class='u'><span class='var'>{{baseUrl}}</span>/v2/patients?nhi="
            + _pii("ID_NUMBER", nhi, "NHI number in a request URL") + "&amp;include=contacts,gp</span></div><span class='send'>Send ▾</span></div>"
            "<div class='rt'><span>Params <sup>●</sup></span><span>Authorization <sup>●</sup></span><span class='on'>Headers (9)</span><span>Body</span><span>Scripts</span><span>Settings</span><span class='r'>Cookies</span></div>"
            "<div style='padding:4px 16px 0;color:#6b6b6b;font-size:11.5px'>Headers ⊘ 2 hidden</div>"
            f"<table class='kv'><colgroup><col style='width:26px'><col style='width:120px'><col><col style='width:110px'></colgroup><tr><th></th><th>Key</th><th>Value</th><th>Description</th></tr>{rows}</table>"
            "<div class='resh'><b style='color:#212121'>Body</b><span>Cookies (1)</span><span>Headers (14)</span><span>Test Results</span>"
            "<span style='margin-left:auto' class='ok'>200 OK</span><span>184 ms</span><span>1.21 KB</span><span class='pill'>Save Response ▾</span></div>"
            "<div style='padding:4px 16px;display:flex;gap:8px'><span class='pill' style='background:#f2f2f2'>Pretty</span><span class='pill'>Raw</span><span class='pill'>Preview</span><span class='pill'>Visualize</span><span class='pill'>JSON ▾</span></div>"
            f"<div style='padding:0 16px 0 4px;overflow:hidden;flex:1'>{_jl(js)}</div>")
    return _pm("Search by NHI", nhi, _tabs("Search by NHI"), main)


def api_patch(nhi: str) -> str:
    note = ("Patient phoned 14/01 10:05, moved out of Frankton. Identity checked with DOB " + _pii("DATE_OF_BIRTH", "09/08/1991", "date of birth inside a long JSON string")
            + " and NHI. Old mobile " + _pii("PHONE_NUMBER", "+64 21 448 2071", "old mobile inside a long JSON string") + " to be removed. If unreachable call her mum "
            + _pii("PERSON", "Huia Ngata", "name inside a long JSON string") + " on " + _pii("PHONE_NUMBER", "07 847 2219", "landline inside a long JSON string") + ".")
    body = ["{", "  " + _k("contact") + "{",
            "    " + _k("mobile") + _s(_pii("PHONE_NUMBER", "+64 22 870 3316", "new mobile in a request body")) + ",",
            "    " + _k("email") + _s(_pii("EMAIL_ADDRESS", "aroha.n.91@gmail.com", "new e-mail in a request body")) + ",",
            "    " + _k("address") + "{", "      " + _k("line1") + _s(_pii("STREET_ADDRESS", "Flat 2, 118 Grey Street", "street line in a request body")) + ",",
            "      " + _k("suburb") + _s("Hamilton East") + ",", "      " + _k("city") + _s("Hamilton") + ",", "      " + _k("postcode") + _s("3216"), "    }", "  },",
            "  " + _k("note") + _s(note) + ",",
            "  " + _k("changedBy") + _s(_pii("EMAIL_ADDRESS", "rawiri.hemi@kowhaihealth.co.nz", "e-mail in a request body")) + ",",
            "  " + _k("reason") + _s("PATIENT_REQUEST"), "}"]
    resp = ["{", "  " + _k("id") + _s("pat_01JHF3K8Z4N6") + ",", "  " + _k("updated") + "[", "    " + _s("telecom.mobile") + ",", "    " + _s("telecom.email") + ",", "    " + _s("address"), "  ],",
            "  " + _k("auditId") + _s("aud_2025011409154471") + ",", "  " + _k("requestId") + _s("req_8c41f0d2a9e7") + ",", "  " + _k("versionId") + "<span class='nu'>14</span>,",
            "  " + _k("previous") + "{", "    " + _k("mobile") + _s(_pii("PHONE_NUMBER", "+64 21 448 2071", "previous mobile in a JSON response")) + ",",
            "    " + _k("email") + _s(_pii("EMAIL_ADDRESS", "aroha.ngata@xtra.co.nz", "previous e-mail in a JSON response")), "  },",
            "  " + _k("notified") + "{", "    " + _k("channel") + _s("sms") + ",", "    " + _k("to") + _s(_pii("PHONE_NUMBER", "+64 22 870 3316", "notified mobile in a JSON response")) + ",",
            "    " + _k("status") + _s("queued"), "  }", "}"]
    main = ("<div class='crumb'>Kōwhai Health API v2 / Patients / <b>Update contact details</b><span style='margin-left:auto' class='pill'>Save ▾</span><span class='pill'>Share</span></div>"
            "<div class='urlb'><div class='box'><span class='mt PATCH'>PATCH ▾</span><span class='u'><span class='var'>{{baseUrl}}</span>/v2/patients/pat_01JHF3K8Z4N6</span></div><span class='send'>Send ▾</span></div>"
            "<div style='display:flex;flex:1;min-height:0;margin-top:8px;border-top:1px solid #e6e6e6'>"
            "<div style='flex:1.15;min-width:0;border-right:1px solid #e6e6e6;overflow:hidden'>"
            "<div class='rt' style='padding-top:6px'><span>Params</span><span>Authorization <sup>●</sup></span><span>Headers (10)</span><span class='on'>Body <sup>●</sup></span><span>Scripts</span></div>"
            "<div style='padding:6px 16px;display:flex;gap:12px;color:#6b6b6b;font-size:12px'><span>○ none</span><span>○ form-data</span><span>○ x-www-form-urlencoded</span><span style='color:#212121'>● raw</span><span class='pill'>JSON ▾</span><span style='margin-left:auto'>Beautify</span></div>"
            f"<div style='padding-right:12px'>{_jl(body)}</div></div>"
            "<div style='flex:1;min-width:0;overflow:hidden'><div class='resh' style='border-top:none'><b style='color:#212121'>Body</b><span>Headers (12)</span>"
            "<span style='margin-left:auto' class='ok'>200 OK</span><span>96 ms</span><span>842 B</span></div>"
            f"<div style='padding:4px 0'>{_jl(resp)}</div></div></div>")
    return _pm("Update contact details", nhi, _tabs("Update contact details"), main)


def api_env(nhi: str, jwt: str, sid: str, apikey: str) -> str:
    sec = "<span class='sec2'>secret</span>"
    vars_ = [("baseUrl", "default", "https://api.kowhaihealth.co.nz", "https://api.kowhaihealth.co.nz"),
             ("authUrl", "default", "https://auth.kowhaihealth.co.nz", "https://auth.kowhaihealth.co.nz"),
             ("accessToken", "secret" + sec, "••••••••", "<span class='brk'>" + _pii("API_KEY", jwt, "bearer JWT as an environment variable's current value") + "</span>"),
             ("apiKey", "secret" + sec, "••••••••", "<span class='brk'>" + _pii("API_KEY", apikey, "API key as an environment variable's current value") + "</span>"),
             ("opsUser", "default", "", _pii("EMAIL_ADDRESS", "rawiri.hemi@kowhaihealth.co.nz", "e-mail as an environment variable's value")),
             ("opsPassword", "default", "", _pii("SECRET_VALUE", "Pohutukawa#11", "password as an environment variable's value in clear")),
             ("testPatientNhi", "default", "", _pii("ID_NUMBER", nhi, "NHI number as an environment variable's value")),
             ("region", "default", "nz", "nz"), ("timeoutMs", "default", "30000", "30000")]
    rows = "".join(f"<tr><td style='width:22px'>☑</td><td style='width:118px'>{v}</td><td style='width:92px'>{t}</td><td style='width:150px'>{i}</td><td>{c}</td></tr>" for v, t, i, c in vars_)
    env = ("<div class='crumb'><b style='font-size:15px'>Production (NZ)</b><span style='margin-left:auto' class='pill'>Fork</span><span class='pill'>Share</span><span class='pill'>⋯</span></div>"
           "<div style='padding:0 16px;color:#6b6b6b;font-size:11.5px'>Current values are stored locally and not synced to the team. Last edited by you, 14 Jan 2025 10:09.</div>"
           f"<table class='env'><colgroup><col style='width:26px'><col style='width:104px'><col style='width:80px'><col style='width:76px'><col></colgroup><tr><th></th><th>Variable</th><th>Type</th><th>Initial value</th><th>Current value</th></tr>{rows}</table>"
           "<div style='padding:4px 16px;color:#6b6b6b'>Add new variable · Persist all · Reset all</div>")
    curl = ("curl --location --request PATCH 'https://api.kowhaihealth.co.nz/v2/patients/pat_01JHF3K8Z4N6' \\\n"
            "--header 'Authorization: Bearer " + _pii("API_KEY", jwt, "bearer JWT in a generated cURL snippet") + "' \\\n"
            "--header 'X-Api-Key: " + _pii("API_KEY", apikey, "API key in a generated cURL snippet") + "' \\\n--header 'Content-Type: application/json' \\\n"
            "--header 'Cookie: sid=" + _pii("SECRET_VALUE", sid, "session cookie in a generated cURL snippet") + "' \\\n"
            "--data-raw '{\n  \"contact\": {\n    \"mobile\": \"" + _pii("PHONE_NUMBER", "+64 22 870 3316", "mobile in a generated cURL snippet") + "\",\n"
            "    \"email\": \"" + _pii("EMAIL_ADDRESS", "aroha.n.91@gmail.com", "e-mail in a generated cURL snippet") + "\",")
    side = ("<div class='side'><div class='hd'><span>Code snippet</span><span>✕</span></div><div style='padding:6px 12px;border-bottom:1px solid #eee'><span class='pill'>cURL ▾</span> <span style='color:#6b6b6b'>Copy</span></div>"
            f"<div class='snip'>{curl}</div></div>")
    cons = ("<div class='cons'><div class='hd'><b>Console</b><span>All Logs ▾</span><span>Clear</span><span style='margin-left:auto'>✕</span></div>"
            "<div class='ln'>▸ <span class='m PATCH'>PATCH</span>https://api.kowhaihealth.co.nz/v2/patients/pat_01JHF3K8Z4N6<span class='st'>200 · 96 ms</span></div>"
            "<div class='ln'>▸ <span class='m GET'>GET</span><span>https://api.kowhaihealth.co.nz/v2/patients?nhi=" + _pii("ID_NUMBER", nhi, "NHI number in a console line") + "&amp;include=contacts,gp</span><span class='st'>200 · 184 ms</span></div>"
            "<div class='ln'>▾ <span class='m POST'>POST</span>https://auth.kowhaihealth.co.nz/oauth/token<span class='st'>200 · 312 ms</span></div>"
            "<div class='sub'>▸ Request Body: grant_type=password&amp;username=" + _pii("EMAIL_ADDRESS", "rawiri.hemi%40kowhaihealth.co.nz", "percent-encoded e-mail in a console's form body")
            + "&amp;password=" + _pii("SECRET_VALUE", "Pohutukawa%2311", "percent-encoded password in a console's form body") + "&amp;client_id=postman-ops&amp;scope=patients.rw</div>"
            "<div class='sub'>▸ Response Body: {\"token_type\":\"Bearer\",\"expires_in\":3600,\"scope\":\"patients.rw\"}</div>"
            "<div class='ln'>▸ <span class='m GET'>GET</span>https://api.kowhaihealth.co.nz/v2/practices?region=waikato<span class='st'>200 · 77 ms</span></div></div>")
    main = (f"<div style='display:flex;flex:1;min-height:0'><div style='flex:1;min-width:0;overflow:hidden'>{env}</div>{side}</div>{cons}")
    return _pm("Update contact details", nhi, "<span class='on'>▤ Production (NZ)</span>" + _tabs("") , main)



# ------------------------------------------------------------------------------------ blindj1: an observability tool
KB_CSS = """
body{font-family:"DejaVu Sans",sans-serif;font-size:12px;background:#1d1e24;color:#dfe5ef}
.kh{height:40px;background:#25262e;border-bottom:1px solid #343741;display:flex;align-items:center;gap:14px;padding:0 14px;font-size:12.5px}
.kh .lg{font-weight:bold;color:#fff} .kh .q{width:330px;background:#1d1e24;border:1px solid #343741;border-radius:4px;padding:4px 10px;color:#7a7f89}
.kn{height:34px;display:flex;align-items:center;gap:16px;padding:0 14px;border-bottom:1px solid #343741;color:#98a2b3} .kn b{color:#dfe5ef}
.qb{display:flex;gap:8px;padding:8px 14px;align-items:center} .qb .dv{border:1px solid #343741;border-radius:4px;padding:5px 10px;background:#25262e;white-space:nowrap}
.qb .kql{flex:1;border:1px solid #343741;border-radius:4px;padding:5px 10px;background:#16171c;font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;white-space:nowrap;overflow:hidden}
.qb .dt{border:1px solid #343741;border-radius:4px;padding:5px 10px;background:#25262e;white-space:nowrap} .qb .up{background:#36a2ef;color:#111;border-radius:4px;padding:5px 12px;font-weight:bold}
.pills{display:flex;gap:6px;padding:0 14px 8px} .pills span{background:#343741;border-radius:3px;padding:2px 8px;font-size:11px}
.kw{display:flex;height:606px} .fl{width:210px;border-right:1px solid #343741;padding:6px 10px;overflow:hidden;flex:none} .fl .t{color:#98a2b3;font-size:11px;margin:8px 0 4px;font-weight:bold}
.fl div.f{padding:3px 0;white-space:nowrap;font-size:11.5px} .fl i{display:inline-block;width:14px;height:14px;border-radius:3px;background:#343741;margin-right:6px;font-style:normal;font-size:9px;text-align:center;line-height:14px;color:#98a2b3}
.mn{flex:1;min-width:0;position:relative;overflow:hidden} .hist{height:78px;display:flex;align-items:flex-end;gap:3px;padding:4px 14px 0;border-bottom:1px solid #343741}
.hist b{flex:1;background:#54b399;display:block} .hist b.e{background:#e7664c}
.dg{width:100%;font-size:11.5px;border-collapse:collapse} .dg th{color:#98a2b3;font-weight:normal;text-align:left;border-bottom:1px solid #343741;padding:5px 6px;white-space:nowrap;background:#1d1e24}
.dg td{border-bottom:1px solid #2a2b33;padding:5px 6px;white-space:nowrap;overflow:hidden;max-width:260px} .dg tr.on td{background:#2c3f55}
.fo{position:absolute;top:0;right:0;bottom:0;width:560px;background:#25262e;border-left:1px solid #454852;box-shadow:-6px 0 14px rgba(0,0,0,.45);padding:10px 14px;overflow:hidden}
.fo h3{margin:0 0 2px;font-size:15px;color:#fff} .fo .tb{display:flex;gap:14px;border-bottom:1px solid #343741;margin:8px 0 6px;color:#98a2b3} .fo .tb span{padding-bottom:5px} .fo .tb .on{color:#36a2ef;border-bottom:2px solid #36a2ef}
.jv{font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;line-height:16px} .jv div{white-space:pre-wrap;word-break:break-all;padding-left:2.2em;text-indent:-2.2em}
.jk{color:#79c0ff} .js{color:#a5d6a7} .jn{color:#f2cc60}
.apm{display:flex;height:682px} .an{width:200px;border-right:1px solid #343741;padding:10px;flex:none;color:#98a2b3} .an div{padding:5px 6px} .an .on{background:#2c3f55;color:#fff;border-radius:3px}
.tr{flex:1;min-width:0;padding:10px 14px;position:relative;overflow:hidden} .tr h2{margin:0;font-size:16px;color:#fff} .sum{display:flex;gap:18px;color:#98a2b3;margin:6px 0 10px;flex-wrap:wrap}
.wf{border:1px solid #343741;border-radius:4px} .wf .r{display:flex;align-items:center;height:28px;border-bottom:1px solid #2a2b33;font-size:11.5px} .wf .r.on{background:#2c3f55}
.wf .nm{width:330px;flex:none;padding-left:8px;white-space:nowrap;overflow:hidden} .wf .bar{flex:1;position:relative;height:100%} .wf .bar b{position:absolute;top:9px;height:10px;border-radius:2px}
.wf .bar span{position:absolute;top:7px;font-size:10.5px;color:#98a2b3;white-space:nowrap}
.sp{position:absolute;top:0;right:0;bottom:0;width:520px;background:#25262e;border-left:1px solid #454852;box-shadow:-6px 0 14px rgba(0,0,0,.45);padding:10px 14px;overflow:hidden}
.sp h3{margin:0;font-size:14px;color:#fff} .sp .kv2{display:grid;grid-template-columns:150px 1fr;row-gap:5px;margin-top:8px;font-size:11.5px} .sp .kv2 .k2{color:#98a2b3}
.sql{background:#16171c;border:1px solid #343741;border-radius:4px;padding:8px;font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;line-height:16px;white-space:pre-wrap;margin-top:6px}
.lg2{font-family:"DejaVu Sans Mono",monospace;font-size:11px;line-height:15px;margin-top:6px} .lg2 div{padding:3px 0;border-bottom:1px solid #2a2b33;white-space:pre-wrap;word-break:break-all}
.er{color:#e7664c} .wa{color:#f2cc60}
"""


def _kib(url: str, tab: str, app: str, inner: str) -> str:
    head = ("<div class='kh'><span class='lg'>◆ elastic</span><span class='q'>⌕ Find apps, content, and more</span><span style='margin-left:auto;color:#98a2b3'>Help</span>"
            "<span style='background:#6092c0;color:#fff;border-radius:12px;width:24px;height:24px;text-align:center;line-height:24px'>S</span></div>"
            f"<div class='kn'>☰ <b>{app}</b><span style='margin-left:auto'>New</span><span>Open</span><span>Share</span><span>Alerts</span><span>Inspect</span><span style='color:#36a2ef'>Save</span></div>")
    return _page(url, tab, head + inner, KB_CSS, dark=True)


def _jline(depth: int, key: str, val: str, comma: bool = True, raw: bool = False) -> str:
    v = val if raw else f"<span class='js'>\"{val}\"</span>"
    return f"<div>{'  ' * depth}<span class='jk'>\"{key}\"</span>: {v}{',' if comma else ''}</div>"


def kib_discover(sess: str) -> str:
    rows = [("Jan 14, 2025 @ 09:41:27.318", "j.mackenzie@outlook.co.nz", "121.99.204.37", "/api/v1/orders", "502", "upstream payment-gw timeout after 30000 ms", True),
            ("Jan 14, 2025 @ 09:40:58.004", "losa.tuilagi@gmail.com", "49.224.131.7", "/api/v1/orders", "502", "upstream payment-gw timeout after 30000 ms", False),
            ("Jan 14, 2025 @ 09:39:12.771", "ben.oconnell@xtra.co.nz", "115.188.20.94", "/api/v1/cart/apply-promo", "500", "TypeError: Cannot read properties of undefined (reading 'code')", False),
            ("Jan 14, 2025 @ 09:37:45.230", "", "", "/healthz", "503", "readiness probe failed: redis dial tcp 10.40.3.12:6379: i/o timeout", False),
            ("Jan 14, 2025 @ 09:36:02.918", "anjali.krishnan@hotmail.com", "2406:e003:1a7f:f201:6c4d:91be:2f0a:5c13", "/api/v1/account/addresses", "500", "duplicate key value violates unique constraint \"addresses_pkey\"", False),
            ("Jan 14, 2025 @ 09:34:19.506", "svc-loadtest@hollis-marine.com", "10.40.9.250", "/api/v1/orders", "504", "gateway timeout", False),
            ("Jan 14, 2025 @ 09:31:55.142", "mia.vandenberg@gmail.com", "203.109.245.18", "/api/v1/orders", "502", "upstream payment-gw timeout after 30000 ms", False),
            ("Jan 14, 2025 @ 09:29:40.887", "t.horomona@orcon.net.nz", "222.154.87.201", "/api/v1/checkout/session", "500", "Stripe error: card_declined (generic_decline)", False)]
    trs = ""
    for ts, em, ip, path, st, msg, on in rows:
        if em and not em.startswith("svc-"):
            emc = _pii("EMAIL_ADDRESS", em, "e-mail in a log explorer's document table")
        else:
            emc = em or "<span style='color:#7a7f89'>—</span>"
        if ip.startswith("10.40.9"):
            ipc = _pii("IP_ADDRESS", ip, "load-test client IP in a log explorer's document table")
        elif ip:
            ipc = _pii("IP_ADDRESS", ip, "client IPv6 in a log explorer's document table" if ":" in ip else "client IP in a log explorer's document table")
        else:
            ipc = "<span style='color:#7a7f89'>—</span>"
        msg = _e(msg)
        if "10.40.3.12" in msg:
            msg = msg.replace("10.40.3.12", _pii("IP_ADDRESS", "10.40.3.12", "internal IP in a log message cell"))
        trs += (f"<tr class='{'on' if on else ''}'><td>⤢</td><td>{ts}</td><td>{emc}</td><td>{ipc}</td><td>{path}</td>"
                f"<td style='color:{'#e7664c' if st.startswith('5') else '#dfe5ef'}'>{st}</td><td>{msg}</td></tr>")
    hist = "".join(f"<b class='{'e' if k in (38, 40, 41, 43, 44, 46) else ''}' style='height:{h}px'></b>" for k, h in enumerate(
        [22, 25, 19, 30, 28, 33, 27, 24, 31, 36, 29, 26, 35, 40, 38, 44, 39, 41, 37, 48, 52, 46, 50, 55, 49, 47, 53, 58, 61, 57, 54, 60, 63, 59, 66, 62, 58, 64, 70, 61, 68, 72, 65, 63, 69, 60, 57, 50]))
    fields = ["@timestamp", "client.ip", "client.geo.city_name", "error.message", "event.dataset", "host.name", "http.request.method", "http.response.status_code",
              "service.name", "session.id", "trace.id", "url.path", "user.email", "user.full_name", "user.id", "user_agent.original"]
    fl = ("<div class='fl'><div style='border:1px solid #343741;border-radius:4px;padding:4px 8px;color:#7a7f89'>⌕ Search field names</div>"
          "<div class='t'>SELECTED FIELDS</div>" + "".join(f"<div class='f'><i>{'t' if f.startswith('@') else 'k'}</i>{f}</div>" for f in ("user.email", "client.ip", "url.path", "http.response.status_code", "message"))
          + "<div class='t'>AVAILABLE FIELDS · 48</div>" + "".join(f"<div class='f'><i>k</i>{f}</div>" for f in fields) + "</div>")
    ua = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1"
    body_json = ("{\\\"delivery_phone\\\":\\\"" + _pii("PHONE_NUMBER", "+64 27 610 4482", "phone inside an escaped JSON string in a log document")
                 + "\\\",\\\"gift_note\\\":\\\"Happy 40th " + _pii("PERSON", "Jack", "first name alone inside an escaped JSON string") + "! love Mum\\\",\\\"card_last4\\\":\\\"4417\\\",\\\"total\\\":\\\"NZD 189.90\\\"}")
    js = ("<div>{</div>" + _jline(1, "_index", ".ds-logs-checkout-default-2025.01.14-000031") + _jline(1, "_id", "Qx8vS5QBk2m7Fq1dA9cZ")
          + "<div>  <span class='jk'>\"_source\"</span>: {</div>" + _jline(2, "@timestamp", "2025-01-14T09:41:27.318Z")
          + "<div>    <span class='jk'>\"service\"</span>: { <span class='jk'>\"name\"</span>: <span class='js'>\"checkout-api\"</span>, <span class='jk'>\"version\"</span>: <span class='js'>\"4.18.2\"</span> },</div>"
          + "<div>    <span class='jk'>\"trace\"</span>: { <span class='jk'>\"id\"</span>: <span class='js'>\"4bf92f3577b34da6a3ce929d0e0e4736\"</span> },</div>"
          + "<div>    <span class='jk'>\"client\"</span>: { <span class='jk'>\"ip\"</span>: <span class='js'>\"" + _pii("IP_ADDRESS", "121.99.204.37", "client IP in an expanded JSON document")
          + "\"</span>, <span class='jk'>\"geo\"</span>: { <span class='jk'>\"city_name\"</span>: <span class='js'>\"Hamilton\"</span> } },</div>"
          + "<div>    <span class='jk'>\"user\"</span>: {</div>" + _jline(3, "id", "u_4823991")
          + _jline(3, "email", _pii("EMAIL_ADDRESS", "j.mackenzie@outlook.co.nz", "e-mail in an expanded JSON document"))
          + _jline(3, "full_name", _pii("PERSON", "Jack Mackenzie", "name in an expanded JSON document"), comma=False) + "<div>    },</div>"
          + "<div>    <span class='jk'>\"session\"</span>: { <span class='jk'>\"id\"</span>: <span class='js'>\"" + _pii("SECRET_VALUE", sess, "session id in an expanded JSON document") + "\"</span> },</div>"
          + "<div>    <span class='jk'>\"user_agent\"</span>: { <span class='jk'>\"original\"</span>: <span class='js'>\"" + ua + "\"</span> },</div>"
          + "<div>    <span class='jk'>\"http\"</span>: {</div>"
          + "<div>      <span class='jk'>\"request\"</span>: { <span class='jk'>\"method\"</span>: <span class='js'>\"POST\"</span>, <span class='jk'>\"body\"</span>: { <span class='jk'>\"content\"</span>: <span class='js'>\"" + body_json + "\"</span> } },</div>"
          + "<div>      <span class='jk'>\"response\"</span>: { <span class='jk'>\"status_code\"</span>: <span class='jn'>502</span> }</div><div>    },</div>"
          + "<div>    <span class='jk'>\"url\"</span>: { <span class='jk'>\"path\"</span>: <span class='js'>\"/api/v1/orders\"</span>, <span class='jk'>\"query\"</span>: <span class='js'>\"ref=newsletter&amp;promo=SUMMER25\"</span> },</div>"
          + "<div>    <span class='jk'>\"error\"</span>: { <span class='jk'>\"message\"</span>: <span class='js'>\"upstream payment-gw timeout after 30000 ms\"</span> },</div>"
          + "<div>    <span class='jk'>\"event\"</span>: { <span class='jk'>\"duration\"</span>: <span class='jn'>30012000000</span>, <span class='jk'>\"dataset\"</span>: <span class='js'>\"checkout.access\"</span> }</div>"
          + "<div>  }</div><div>}</div>")
    fo = ("<div class='fo dropdown'><div style='display:flex;justify-content:space-between'><h3>Document</h3><span style='color:#98a2b3'>‹ 1 of 2,418 › ✕</span></div>"
          "<div style='color:#98a2b3'>Index .ds-logs-checkout-default-2025.01.14-000031 · ID Qx8vS5QBk2m7Fq1dA9cZ</div>"
          f"<div class='tb'><span>Table</span><span class='on'>JSON</span><span style='margin-left:auto'>Copy to clipboard</span></div><div class='jv'>{js}</div></div>")
    main = (f"<div class='mn'><div style='padding:6px 14px;color:#98a2b3;display:flex;gap:16px'><b style='color:#dfe5ef'>2,418 documents</b><span>Breakdown: none</span><span style='margin-left:auto'>Auto · 30 minutes</span></div>"
            f"<div class='hist'>{hist}</div>"
            "<table class='dg'><tr><th></th><th>@timestamp ↓</th><th>user.email</th><th>client.ip</th><th>url.path</th><th>status</th><th>message</th></tr>"
            f"{trs}</table>{fo}</div>")
    inner = ("<div class='qb'><span class='dv'>▾ logs-checkout-*</span><span class='kql'>http.response.status_code &gt;= 500 or user.email : \""
             + _pii("EMAIL_ADDRESS", "j.mackenzie@outlook.co.nz", "e-mail in a query bar") + "\"</span><span class='dt'>◷ Last 24 hours</span><span class='up'>↻ Refresh</span></div>"
             "<div class='pills'><span>service.name: checkout-api</span><span style='text-decoration:line-through;color:#98a2b3'>NOT event.dataset: healthcheck</span><span>+ Add filter</span></div>"
             f"<div class='kw'>{fl}{main}</div>")
    return _kib("kibana.obs.hollis-marine.com/app/discover#/?_a=(dataSource:(dataViewId:logs-checkout),query:(kuery:'http.response.status_code >= 500'))",
                "Discover - Elastic", "Discover", inner)


def kib_trace(sess: str) -> str:
    spans = [(0, "POST /api/v1/orders", "checkout-api", 0, 100, "#6092c0", "30.2 s", False),
             (1, "GET /session/" + _pii("SECRET_VALUE", sess, "session id in a span's name"), "auth-svc", 0.3, 0.4, "#54b399", "12 ms", False),
             (1, "GET sess:u_4823991", "redis", 0.8, 0.3, "#d6bf57", "0.8 ms", False),
             (1, "SELECT FROM customers", "postgresql", 1.1, 0.5, "#9170b8", "4.1 ms", True),
             (1, "POST /v2/charges", "payment-gw", 1.8, 97.6, "#e7664c", "30.0 s", False),
             (1, "INSERT INTO audit_log", "postgresql", 99.4, 0.5, "#9170b8", "2.2 ms", False)]
    wf = "".join(f"<div class='r{' on' if on else ''}'><div class='nm' style='padding-left:{8 + 18 * d}px'>{n} <span style='color:#98a2b3'>· {svc}</span></div>"
                 f"<div class='bar'><b style='left:{x}%;width:{max(w, 0.4)}%;background:{c}'></b><span style='left:{min(x + w, 80) + 1}%'>{t}</span></div></div>"
                 for d, n, svc, x, w, c, t, on in spans)
    stmt = ("SELECT id, full_name, email, phone, date_of_birth, loyalty_tier\n  FROM customers\n WHERE email = '" + _pii("EMAIL_ADDRESS", "j.mackenzie@outlook.co.nz", "e-mail in a traced SQL statement")
            + "'\n    OR phone = '" + _pii("PHONE_NUMBER", "+64276104482", "unspaced phone in a traced SQL statement") + "'\n LIMIT 1")
    attrs = [("span.id", "00f067aa0ba902b7"), ("span.duration", "4.1 ms"), ("db.system", "postgresql"), ("db.user", "svc-checkout"), ("db.instance", "shop"),
             ("net.peer.ip", _pii("IP_ADDRESS", "10.40.2.18", "database host IP in a span's attributes")), ("labels.customer_name", _pii("PERSON", "Jack Mackenzie", "name in a span's labels")),
             ("labels.customer_dob", _pii("DATE_OF_BIRTH", "1985-01-22", "date of birth in a span's labels")), ("labels.rows", "1")]
    kv = "".join(f"<span class='k2'>{k}</span><span>{v}</span>" for k, v in attrs)
    pay_url = ("https://api.kiwipay.co.nz/v2/charges?idempotency_key=ORD-88213-1&customer_phone=%2B64276104482&return_token=" + "rt_9fK2xQ7LmP4vW8sZ1cJ3")
    logs = ("<div>09:41:27.402 INFO  auth-svc  session ok for <span>" + _pii("EMAIL_ADDRESS", "j.mackenzie@outlook.co.nz", "e-mail in a trace's log line") + "</span></div>"
            "<div class='wa'>09:41:57.318 WARN  checkout-api  payment-gw call: POST " + _pe("URL_SECRET", pay_url, "payment URL carrying a token and a phone in a trace's log line") + "</div>"
            "<div class='er'>09:41:57.331 ERROR checkout-api  payment-gw timeout order=ORD-88213 amount=NZD 189.90 card=••4417 attempt=1/1</div>"
            "<div>09:41:57.340 WARN  checkout-api  retry scheduled for " + _pii("PERSON", "Jack Mackenzie", "name in a trace's log line") + " ("
            + _pii("PHONE_NUMBER", "027 610 4482", "phone in a trace's log line") + "), order ORD-88213</div>")
    sp = ("<div class='sp dropdown'><div style='display:flex;justify-content:space-between'><h3>Span details · SELECT FROM customers</h3><span style='color:#98a2b3'>✕</span></div>"
          "<div style='color:#98a2b3;margin-top:2px'>postgresql · db · 4.1 ms (0.0 % of trace) · parent POST /api/v1/orders</div>"
          f"<div style='margin-top:8px;font-weight:bold'>Database statement</div><div class='sql'>{stmt}</div><div class='kv2'>{kv}</div>"
          f"<div style='margin-top:10px;font-weight:bold'>Logs for this trace</div><div class='lg2'>{logs}</div></div>")
    meta = [("trace.id", "4bf92f3577b34da6a3ce929d0e0e4736"), ("transaction.id", "b7ad6b7169203331"), ("service.version", "4.18.2"), ("host.name", "checkout-api-7c9d5f8b6-qk2lm"),
            ("agent", "opentelemetry/nodejs 1.29.0"), ("container.id", "e3b0c44298fc1c149afbf4c8996fb924")]
    md = "".join(f"<div style='display:flex;gap:10px;padding:3px 0;border-bottom:1px solid #2a2b33'><span style='width:150px;color:#98a2b3'>{k}</span><span>{v}</span></div>" for k, v in meta)
    tr = ("<div class='tr'><div style='color:#98a2b3'>Services / checkout-api / Transactions</div><h2>POST /api/v1/orders</h2>"
          "<div class='sum'><span>◷ Jan 14, 2025 @ 09:41:27.318</span><span>30.2 s (100 % of trace)</span><span class='er'>● HTTP 502</span><span>user.id u_4823991</span><span>Trace sample 1 of 37</span></div>"
          f"<div style='display:flex;gap:18px;border-bottom:1px solid #343741;margin-bottom:8px;color:#98a2b3'><span style='color:#36a2ef;border-bottom:2px solid #36a2ef;padding-bottom:5px'>Timeline</span><span>Metadata</span><span>Logs</span></div>"
          f"<div class='wf'>{wf}</div><div style='margin-top:12px;font-weight:bold'>Trace metadata</div><div style='width:590px'>{md}</div>{sp}</div>")
    nav = "<div class='an'>" + "".join(f"<div class='{'on' if n == 'Traces' else ''}'>{n}</div>" for n in ("Service inventory", "Service map", "Traces", "Dependencies", "Settings")) + "</div>"
    return _kib("kibana.obs.hollis-marine.com/app/apm/services/checkout-api/transactions/view?traceId=4bf92f3577b34da6a3ce929d0e0e4736",
                "POST /api/v1/orders - checkout-api - APM - Elastic", "APM", f"<div class='apm'>{nav}{tr}</div>")



# ---------------------------------------------------------------------------------------- blindj2: a directory admin
AD_CSS = """
body{background:#f0f0f0;font-family:"Liberation Sans",Arial,sans-serif;font-size:12px;color:#000}
.mb{height:22px;display:flex;gap:14px;align-items:center;padding:0 8px;background:#fff;border-bottom:1px solid #d9d9d9} .tbr{height:28px;display:flex;gap:6px;align-items:center;padding:0 8px;border-bottom:1px solid #d9d9d9;color:#3d6bb3;font-size:14px}
.tbr span{width:22px;text-align:center} .adw{display:flex;height:680px;background:#fff} .tree{width:268px;border-right:1px solid #d9d9d9;padding:4px 0;overflow:hidden;flex:none}
.tree div{white-space:nowrap;padding:1px 4px;line-height:18px} .tree .on{background:#cce8ff} .ic{display:inline-block;width:13px;height:11px;background:#e8c25a;border:1px solid #b8912e;margin-right:4px;vertical-align:-1px}
.lv{flex:1;overflow:hidden;min-width:0} .lv table{border-collapse:collapse;table-layout:fixed;width:1180px} .lv th{font-weight:normal;text-align:left;border-right:1px solid #e5e5e5;border-bottom:1px solid #e5e5e5;padding:3px 6px;white-space:nowrap}
.lv td{padding:2px 6px;white-space:nowrap;overflow:hidden} .lv tr.on td{background:#cce8ff} .ui{display:inline-block;width:12px;height:12px;border-radius:6px 6px 2px 2px;background:#5b8fd6;margin-right:5px;vertical-align:-2px} .gi{background:#a0a0a0}
.stb{height:22px;border-top:1px solid #d9d9d9;background:#f0f0f0;padding:3px 8px;font-size:11.5px}
.dlg{position:absolute;left:560px;top:84px;width:452px;height:650px;background:#f0f0f0;border:1px solid #7a7a7a;box-shadow:4px 6px 18px rgba(0,0,0,.35)}
.dlg .tt{height:30px;background:#fff;display:flex;align-items:center;padding:0 10px;justify-content:space-between} .dtabs{padding:8px 8px 0;font-size:11.5px}
.dtabs div{display:flex} .dtabs span{border:1px solid #c9c9c9;border-bottom:none;padding:2px 6px;background:#f7f7f7;white-space:nowrap} .dtabs .on{background:#fff;font-weight:bold}
.pane{margin:0 8px;border:1px solid #c9c9c9;background:#fff;padding:8px;height:500px} .al{border:1px solid #a8a8a8;height:410px;overflow:hidden;margin-top:4px}
.al table{border-collapse:collapse;table-layout:fixed;width:100%} .al th{font-weight:normal;text-align:left;border-right:1px solid #e5e5e5;border-bottom:1px solid #e5e5e5;padding:2px 5px}
.al td{padding:1px 5px;white-space:nowrap;overflow:hidden;line-height:17px} .al tr.on td{background:#cce8ff}
.wb{display:inline-block;border:1px solid #adadad;background:#e1e1e1;padding:3px 14px;margin-left:6px;min-width:48px;text-align:center}
"""


def ad_users() -> str:
    users = [("Faleolo, Sione", "User", "Marine engineer · Tauranga base", "Engineering", "+64 7 578 0192", "sione.faleolo@hollis-marine.com"),
             ("Harrison, Claire", "User", "Chief Financial Officer", "Finance", "+64 9 358 2201", "claire.harrison@hollis-marine.com"),
             ("HM-Finance-RW", "Security Group - Global", "Finance share \\\\fs01\\finance (modify)", "", "", ""),
             ("HM-VPN-Users", "Security Group - Global", "GlobalProtect VPN", "", "", ""),
             ("Kaur, Simran", "User", "Payroll officer", "Finance", "+64 9 358 2217", "simran.kaur@hollis-marine.com"),
             ("Nguyen, Bao", "User", "Warehouse supervisor", "Logistics", "+64 9 358 2231", "bao.nguyen@hollis-marine.com"),
             ("O'Sullivan, Declan", "User", "Skipper – MV Kahurangi", "Operations", "+64 7 578 0188", "declan.osullivan@hollis-marine.com"),
             ("Subramanian, Venkatesh", "User", "Finance manager", "Finance", "+64 9 358 2204", "v.subramanian@hollis-marine.com"),
             ("svc-backup", "User", "Veeam backup service account – do not disable", "IT", "", ""),
             ("svc-jenkins", "User", "CI build agent (jenkins01)", "IT", "", ""),
             ("Tipene, Mereana", "User", "HR advisor", "People &amp; Culture", "+64 4 471 0326", "mereana.tipene@hollis-marine.com"),
             ("Wong, Kelvin", "User", "IT systems administrator", "IT", "+64 9 358 2240", "kelvin.wong@hollis-marine.com")]
    rows = ""
    for n, t, d, dep, ph, em in users:
        person = "," in n
        kind = "DENY_LIST" if n.startswith("Subramanian") else "PERSON"
        nm = _pii(kind, n, "deny-listed name surname first in a directory list" if kind == "DENY_LIST" else "name surname first in a directory list") if person else n
        rows += (f"<tr class='{'on' if kind == 'DENY_LIST' else ''}'><td><span class='ui{'' if t == 'User' else ' gi'}'></span>{nm}</td><td>{t}</td><td>{d}</td><td>{dep}</td>"
                 f"<td>{_pii('PHONE_NUMBER', ph, 'office phone in a directory list') if ph else ''}</td><td>{_pii('EMAIL_ADDRESS', em, 'e-mail in a directory list') if em else ''}</td></tr>")
    tree = ("<div class='tree'><div>Active Directory Users and Computers [DC01.corp.hollis-marine.com]</div><div style='padding-left:14px'>▸ Saved Queries</div>"
            "<div style='padding-left:14px'>▾ corp.hollis-marine.com</div>"
            + "".join(f"<div style='padding-left:{p}px' class='{'on' if n == 'Auckland' else ''}'><span class='ic'></span>{n}</div>" for p, n in (
                (28, "Builtin"), (28, "Computers"), (28, "Domain Controllers"), (28, "ForeignSecurityPrincipals"), (28, "▾ Hollis Staff"), (42, "Auckland"),
                (42, "Tauranga"), (42, "Wellington"), (42, "Disabled Users"), (28, "Service Accounts"), (28, "Managed Service Accounts"), (28, "Users")))
            + "</div>")
    lv = ("<div class='lv'><table><colgroup><col style='width:200px'><col style='width:150px'><col style='width:300px'><col style='width:120px'><col style='width:130px'><col></colgroup>"
          "<tr><th>Name</th><th>Type</th><th>Description</th><th>Department</th><th>Telephone Number</th><th>E-Mail Address</th></tr>" + rows + "</table></div>")
    attrs = [("cn", _pii("DENY_LIST", "Subramanian, Venkatesh", "deny-listed name surname first in a directory list")),
             ("department", "Finance"), ("displayName", _pii("DENY_LIST", "Subramanian, Venkatesh", "deny-listed name surname first in an attribute editor")),
             ("distinguishedName", "CN=" + _pii("DENY_LIST", "Subramanian\\, Venkatesh", "deny-listed name with an escaped comma in a DN") + ",OU=Auckland,OU=Hollis Staff,DC=corp,DC=hollis-marine,DC=com"),
             ("employeeID", _pii("ID_NUMBER", "HM-004718", "employee ID in an attribute editor")),
             ("givenName", _pii("DENY_LIST", "Venkatesh", "deny-listed given name alone in an attribute editor")),
             ("homeDirectory", "\\\\fs01\\home$\\" + _pii("ACCOUNT_NAME", "vsubramanian", "user name at the end of a home directory path")),
             ("homePhone", _pii("PHONE_NUMBER", "09 638 4410", "home phone in an attribute editor")),
             ("lastLogonTimestamp", "14/01/2025 8:02:17 a.m. New Zealand Daylight Time"),
             ("mail", _pii("EMAIL_ADDRESS", "v.subramanian@hollis-marine.com", "e-mail in an attribute editor")),
             ("manager", "CN=" + _pii("PERSON", "Harrison\\, Claire", "manager's name with an escaped comma in a DN") + ",OU=Auckland,OU=Hollis Staff,DC=corp,DC=hollis-marine,DC=com"),
             ("mobile", _pii("PHONE_NUMBER", "+64 21 904 3318", "mobile in an attribute editor")),
             ("objectSid", "S-1-5-21-3623811015-3361044348-30300820-4718"),
             ("sAMAccountName", _pii("ACCOUNT_NAME", "vsubramanian", "user name at the end of a home directory path")),
             ("sn", _pii("DENY_LIST", "Subramanian", "deny-listed surname alone in an attribute editor")),
             ("streetAddress", _pii("STREET_ADDRESS", "7 Kowhai Grove, Remuera, Auckland 1050", "home address in an attribute editor")),
             ("telephoneNumber", _pii("PHONE_NUMBER", "+64 9 358 2204", "office phone in a directory list")),
             ("userAccountControl", "0x200 = ( NORMAL_ACCOUNT )"),
             ("userPrincipalName", _pii("ACCOUNT_NAME", "vsubramanian@corp.hollis-marine.com", "user principal name in an attribute editor")),
             ("whenCreated", "3/03/2021 9:15:42 a.m. New Zealand Daylight Time")]
    al = "".join(f"<tr class='{'on' if a == 'distinguishedName' else ''}'><td>{a}</td><td>{v}</td></tr>" for a, v in attrs)
    dlg = ("<div class='dlg dropdown'><div class='tt'><span>" + _pii("DENY_LIST", "Subramanian, Venkatesh", "deny-listed name surname first in a directory list") + " Properties</span><span>?&nbsp;&nbsp;✕</span></div>"
           "<div class='dtabs'><div><span>Published Certificates</span><span>Member Of</span><span>Password Replication</span><span>Dial-in</span><span>Object</span></div>"
           "<div><span>Security</span><span>Environment</span><span>Sessions</span><span>Remote control</span><span class='on'>Attribute Editor</span></div>"
           "<div><span>General</span><span>Address</span><span>Account</span><span>Profile</span><span>Telephones</span><span>Organization</span><span>COM+</span></div></div>"
           "<div class='pane'>Attributes:<div class='al'><table><colgroup><col style='width:132px'><col></colgroup><tr><th>Attribute</th><th>Value</th></tr>" + al + "</table></div>"
           "<div style='margin-top:8px;display:flex'><span class='wb' style='margin-left:0'>Edit</span><span style='margin-left:auto' class='wb'>Filter</span></div></div>"
           "<div style='text-align:right;padding:10px 8px'><span class='wb'>OK</span><span class='wb'>Cancel</span><span class='wb' style='color:#888'>Apply</span><span class='wb'>Help</span></div></div>")
    body = ("<div class='mb'><span>File</span><span>Action</span><span>View</span><span>Help</span></div>"
            "<div class='tbr'><span>←</span><span>→</span><span>▤</span><span>▦</span><span>▭</span><span>✕</span><span>⟳</span><span>?</span><span>▥</span><span>⚲</span><span>▽</span></div>"
            f"<div class='adw'>{tree}{lv}</div><div class='stb'>12 objects · Auckland</div>{dlg}")
    return _win("<span>Active Directory Users and Computers</span>", f"<div style='position:relative'>{body}</div>", AD_CSS, bar="#ffffff")


OK_CSS = """
body{background:#f5f5f6;font-family:"Liberation Sans",Arial,sans-serif;font-size:13px;color:#1d1d21}
.oa{display:flex;height:756px} .on2{width:222px;background:#fff;border-right:1px solid #e1e1e5;padding:12px 0;flex:none} .on2 .lg{font-weight:bold;font-size:17px;padding:0 18px 14px;color:#00297a}
.on2 div{padding:7px 18px;color:#4a4a52} .on2 .s{font-weight:bold;color:#1d1d21} .on2 .on{background:#ebf0ff;color:#00297a;border-left:3px solid #1662dd}
.om{flex:1;padding:14px 26px;overflow:hidden;position:relative} .crumb2{color:#6e6e78;font-size:12px} .hdr{display:flex;gap:14px;align-items:center;margin:10px 0 12px}
.av{width:52px;height:52px;border-radius:26px;background:#7b61ff;color:#fff;font-size:20px;text-align:center;line-height:52px} .st{background:#fff4e5;color:#8a4b00;border-radius:10px;padding:2px 9px;font-size:11.5px}
.ob{border:1px solid #c1c1c8;border-radius:4px;padding:6px 12px;background:#fff;font-size:12.5px} .otabs{display:flex;gap:22px;border-bottom:1px solid #e1e1e5;color:#6e6e78} .otabs span{padding:8px 0} .otabs .on{color:#1662dd;border-bottom:2px solid #1662dd}
.card{background:#fff;border:1px solid #e1e1e5;border-radius:6px;margin-top:12px;padding:12px 16px} .grid{display:grid;grid-template-columns:190px 1fr 190px 1fr;row-gap:9px;column-gap:12px}
.grid .k{color:#6e6e78}
.scrim{position:absolute;inset:0;background:rgba(29,29,33,.45)} .mod{position:absolute;left:250px;top:470px;width:560px;background:#fff;border-radius:8px;box-shadow:0 10px 40px rgba(0,0,0,.35);padding:20px 24px}
.mod h3{margin:0 0 8px;font-size:18px} .pw{display:flex;gap:8px;margin:12px 0;align-items:center} .pw .f{flex:1;border:1px solid #c1c1c8;border-radius:4px;padding:9px 12px;font-family:"DejaVu Sans Mono",monospace;font-size:16px;background:#f5f5f6}
.btn3{background:#1662dd;color:#fff;border-radius:4px;padding:8px 16px}
"""


def okta_reset(ip: str) -> str:
    attrs = [("Username", _pii("EMAIL_ADDRESS", "mereana.tipene@hollis-marine.com", "user name that is an e-mail in a profile grid")), ("Employee number", _pii("ID_NUMBER", "HM-004811", "employee number in a profile grid")),
             ("First name", _pii("PERSON", "Mereana", "given name alone in a profile grid")), ("Last name", _pii("PERSON", "Tipene", "surname alone in a profile grid")),
             ("Secondary email", _pii("EMAIL_ADDRESS", "mereana.t@gmail.com", "personal e-mail in a profile grid")), ("Department", "People &amp; Culture"),
             ("Mobile phone", _pii("PHONE_NUMBER", "+64 27 448 9012", "mobile in a profile grid")), ("Cost center", "CC-310 Wellington"),
             ("Street address", _pii("STREET_ADDRESS", "22 Ōtaki Street, Thorndon, Wellington 6011", "home address in a profile grid")), ("Manager", _pii("PERSON", "Claire Harrison", "manager's name in a profile grid")),
             ("Date of birth", _pii("DATE_OF_BIRTH", "3 May 1990", "date of birth in a profile grid")), ("Title", "HR advisor"),
             ("Last sign in", "14 Jan 2025, 07:58 NZDT from " + _pii("IP_ADDRESS", ip, "last sign-in IP in a profile grid")), ("Password changed", "9 Oct 2024")]
    grid = "".join(f"<span class='k'>{k}</span><span>{v}</span>" for k, v in attrs)
    nav = ("<div class='on2'><div class='lg'>okta</div><div>Dashboard</div><div class='s'>Directory</div><div class='on'>People</div><div>Groups</div><div>Devices</div>"
           "<div>Profile Editor</div><div>Directory Integrations</div><div class='s'>Applications</div><div class='s'>Security</div><div class='s'>Workflow</div><div class='s'>Reports</div><div>System Log</div></div>")
    main = ("<div class='om'><div class='crumb2'>Directory › People › " + _pii("PERSON", "Mereana Tipene", "name in a breadcrumb") + "</div>"
            "<div class='hdr'><div class='av'>MT</div><div><div style='font-size:20px'>" + _pii("PERSON", "Mereana Tipene", "name in a breadcrumb") + " <span class='st'>Password reset</span></div>"
            "<div style='color:#6e6e78'>" + _pii("EMAIL_ADDRESS", "mereana.tipene@hollis-marine.com", "user name that is an e-mail in a profile grid") + " · Wellington · synced from Active Directory</div></div>"
            "<div style='margin-left:auto;display:flex;gap:6px'><span class='ob'>Reset password</span><span class='ob'>Reset authenticators</span><span class='ob'>Suspend</span><span class='ob'>More actions ▾</span></div></div>"
            "<div class='otabs'><span>Applications</span><span>Groups</span><span class='on'>Profile</span><span>Devices</span><span>Admin roles</span></div>"
            f"<div class='card'><div style='display:flex;justify-content:space-between;margin-bottom:10px'><b>Attributes</b><span style='color:#6e6e78'>Edit</span></div><div class='grid'>{grid}</div></div>"
            "<div class='card' style='color:#2e2e33;font-size:12px'>System log · user.account.reset_password · actor " + _pii("ACCOUNT_NAME", "kelvin.wong", "admin's user name in a system log line") + " (Super Administrator) · 14 Jan 2025 10:04:51 NZDT · event id 7d2f4c1e-94b8-4a1f-b5e2-3c71d0e8a9f6</div>"
            "<div class='scrim'></div><div class='mod dropdown'><h3>Temporary password</h3>"
            "<div style='color:#4a4a52;line-height:1.45'>A temporary password was created for " + _pii("PERSON", "Mereana Tipene", "name in a breadcrumb")
            + ". Give it to her over the phone; she will have to choose a new password at her next sign-in.</div>"
            "<div class='pw'><span class='f'>" + _pii("SECRET_VALUE", "Harbour-Tui-8826", "temporary password in a reset dialog") + "</span><span class='ob'>Copy</span></div>"
            "<div style='color:#6e6e78;font-size:12px'>☑ User must change password on next sign-in · expires in 7 days · the user's sessions were ended</div>"
            "<div style='text-align:right;margin-top:14px'><span class='btn3'>Done</span></div></div></div>")
    return _page("hollis-marine-admin.okta.com/admin/user/profile/view/00u8k2x4jq7ZtYw1A4x7", "Mereana Tipene - People - Okta Admin Console".replace("Mereana Tipene", _pii("PERSON", "Mereana Tipene", "name in a browser tab title")),
                 f"<div class='oa'>{nav}{main}</div>", OK_CSS)


LD_CSS = """
body{background:#e8e8e8;font-family:"DejaVu Sans",sans-serif;font-size:11.5px;color:#111}
.lm{height:24px;display:flex;gap:14px;align-items:center;padding:0 8px;background:#f2f2f2;border-bottom:1px solid #cfcfcf}
.lw{display:flex;height:710px;gap:4px;padding:4px} .vw{background:#fff;border:1px solid #b8b8b8;display:flex;flex-direction:column;overflow:hidden}
.vw .vt{background:#dfe7f1;padding:3px 8px;border-bottom:1px solid #b8b8b8;font-weight:bold} .dit div{white-space:nowrap;padding:1px 6px;line-height:17px} .dit .on{background:#3875d7;color:#fff}
.ed{font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;line-height:16px;padding:4px 0;overflow:hidden;flex:1}
.ed .l{display:flex} .ed .n{width:34px;flex:none;text-align:right;color:#999;padding-right:8px} .ed .t{white-space:pre-wrap;word-break:break-all;flex:1;padding-right:8px}
.ed .c{color:#3f7f5f} .ed .a{color:#7f0055}
.pt{font-size:11.5px} .pt td{border-bottom:1px solid #eee;padding:2px 6px;white-space:nowrap;overflow:hidden} .pt th{background:#f2f2f2;text-align:left;font-weight:normal;padding:2px 6px}
"""


def ldap_ldif(ssha: str) -> str:
    def a(k: str, v: str) -> str:
        return f"<span class='a'>{k}</span>: {v}"
    dn = "uid=" + _pii("ACCOUNT_NAME", "sfaleolo", "uid in an LDAP DN") + ",ou=people,dc=hollis-marine,dc=com"
    lines = ["<span class='c'>version: 1</span>", "", "<span class='c'># Entry 1: uid=sfaleolo,ou=people,dc=hollis-marine,dc=com</span>".replace("sfaleolo", _pii("ACCOUNT_NAME", "sfaleolo", "uid in an LDIF comment")),
             a("dn", dn), a("objectClass", "inetOrgPerson"), a("objectClass", "posixAccount"), a("objectClass", "shadowAccount"),
             a("cn", _pii("PERSON", "Sione Faleolo", "name in an LDIF line")), a("sn", _pii("PERSON", "Faleolo", "surname alone in an LDIF line")),
             a("givenName", _pii("PERSON", "Sione", "given name alone in an LDIF line")), a("uid", _pii("ACCOUNT_NAME", "sfaleolo", "uid in an LDIF line")),
             a("uidNumber", "10492"), a("gidNumber", "10000"), a("employeeNumber", _pii("ID_NUMBER", "004902", "employee number in an LDIF line")),
             a("mail", _pii("EMAIL_ADDRESS", "sione.faleolo@hollis-marine.com", "e-mail in an LDIF line")),
             a("telephoneNumber", _pii("PHONE_NUMBER", "+64 7 578 0193", "phone in an LDIF line")), a("mobile", _pii("PHONE_NUMBER", "+64 22 615 8840", "mobile in an LDIF line")),
             a("postalAddress", _pii("STREET_ADDRESS", "14 Pitau Road$Mount Maunganui 3116", "address with LDIF's $ line separator")),
             a("manager", "uid=" + _pii("ACCOUNT_NAME", "vsubramanian", "manager's uid in an LDAP DN") + ",ou=people,dc=hollis-marine,dc=com"),
             a("homeDirectory", "/home/" + _pii("ACCOUNT_NAME", "sfaleolo", "uid in a home directory path")), a("loginShell", "/bin/bash"),
             a("description", "Marine engineer, Tauranga base. Emergency contact: " + _pii("PERSON", "Losa Faleolo", "emergency contact's name in a wrapped LDIF description")
               + " (wife) " + _pii("PHONE_NUMBER", "022 615 8841", "emergency contact's phone in a wrapped LDIF description") + ". Forklift licence FL-22819, renew before March."),
             "<span class='a'>userPassword</span>:: " + _pii("SECRET_VALUE", ssha, "salted password hash in base64 in an LDIF line"),
             a("shadowLastChange", "20097"), a("createTimestamp", "20210303091542Z"), a("modifiersName", "cn=svc-ldapsync,ou=system,dc=hollis-marine,dc=com"), "",
             "<span class='c'># Entry 2: uid=kwong,ou=people,dc=hollis-marine,dc=com</span>".replace("kwong", _pii("ACCOUNT_NAME", "kwong", "uid in an LDIF comment")),
             a("dn", "uid=" + _pii("ACCOUNT_NAME", "kwong", "uid in an LDAP DN") + ",ou=people,dc=hollis-marine,dc=com"), a("objectClass", "inetOrgPerson"),
             a("cn", _pii("PERSON", "Kelvin Wong", "name in an LDIF line")), a("mail", _pii("EMAIL_ADDRESS", "kelvin.wong@hollis-marine.com", "e-mail in an LDIF line")),
             a("mobile", _pii("PHONE_NUMBER", "+64 21 233 7061", "mobile in an LDIF line")), a("employeeNumber", _pii("ID_NUMBER", "004655", "employee number in an LDIF line"))]
    ed = "".join(f"<div class='l'><span class='n'>{k}</span><span class='t'>{ln}</span></div>" for k, ln in enumerate(lines, 1))
    dit = ("<div class='dit'><div>▾ ⛁ ldap01.hollis-marine.com</div><div style='padding-left:18px'>▸ Root DSE</div><div style='padding-left:18px'>▾ dc=hollis-marine,dc=com</div>"
           "<div style='padding-left:32px'>▸ ou=groups (14)</div><div style='padding-left:32px'>▾ ou=people (212)</div>"
           + "".join(f"<div style='padding-left:46px' class='{'on' if u == 'sfaleolo' else ''}'>uid={_pii('ACCOUNT_NAME', u, 'uid in a directory tree')}</div>" for u in ("charrison", "dosullivan", "kwong", "mtipene", "sfaleolo", "skaur"))
           + "<div style='padding-left:46px'>uid=svc-backup</div><div style='padding-left:46px'>uid=svc-jenkins</div>"
           + "".join(f"<div style='padding-left:46px'>uid={_pii('ACCOUNT_NAME', u, 'uid in a directory tree')}</div>" for u in ("tmorgan", "vsubramanian"))
           + "<div style='padding-left:32px'>▸ ou=system (3)</div><div style='padding-left:18px'>▸ cn=config</div></div>")
    props = ("<table class='pt' style='width:100%;border-collapse:collapse'><tr><th>Property</th><th>Value</th></tr><tr><td>Entries</td><td>2 of 212 selected (filter: (objectClass=inetOrgPerson))</td></tr>"
             "<tr><td>Encoding</td><td>UTF-8 · LF · soft wrap in editor</td></tr><tr><td>Exported</td><td>14/01/2025 10:31:07 by cn=admin</td></tr></table>")
    body = ("<div class='lm'><span>File</span><span>Edit</span><span>Navigate</span><span>LDAP</span><span>Window</span><span>Help</span></div>"
            f"<div class='lw'><div class='vw' style='width:300px;flex:none'><div class='vt'>LDAP Browser</div>{dit}</div>"
            f"<div style='flex:1;display:flex;flex-direction:column;gap:4px;min-width:0'><div class='vw' style='flex:1'><div class='vt'>export-people-2025-01-14.ldif</div><div class='ed'>{ed}</div></div>"
            f"<div class='vw' style='height:96px;flex:none'><div class='vt'>Properties</div>{props}</div></div></div>")
    return _win("<span>LDAP - export-people-2025-01-14.ldif - Directory Studio</span>", body, LD_CSS, bar="#d6d6d6")



# ------------------------------------------------------------------------------------ blindj3: a database admin web UI
PMA_CSS = """
body{background:#fff;font-family:"DejaVu Sans",sans-serif;font-size:12px;color:#444}
.pw{display:flex;height:756px} .pn{width:232px;background:#f3f3f3;border-right:1px solid #ccc;padding:6px 0;font-size:11.5px;overflow:hidden;flex:none}
.pn .lg{font-size:19px;font-weight:bold;color:#6c78af;padding:2px 10px 8px} .pn .lg span{color:#f89c0e} .pn div{padding:2px 8px;white-space:nowrap} .pn .on{background:#ddd;font-weight:bold;color:#235a81}
.pm{flex:1;min-width:0;overflow:hidden} .bc{background:#888;color:#fff;padding:5px 10px;font-size:12px} .bc b{color:#fff}
.tb{display:flex;background:linear-gradient(#fff,#dcdcdc);border-bottom:1px solid #aaa;padding:0 6px} .tb span{padding:7px 10px;border-right:1px solid #ccc;color:#235a81} .tb .on{background:#fff;color:#000;border:1px solid #aaa;border-bottom:none}
.suc{margin:8px 10px;background:#ebf8a4;border:1px solid #a2d246;color:#000;padding:6px 10px;border-radius:4px}
.sqlb{margin:0 10px 8px;border:1px solid #aaa;background:#fff;font-family:"DejaVu Sans Mono",monospace;font-size:12px;padding:6px;color:#000} .sqlb .kw{color:#990099;font-weight:bold} .sqlb .str{color:#008000}
.nav2{margin:0 10px 6px;display:flex;gap:10px;align-items:center;font-size:11.5px} .nav2 .b{border:1px solid #aaa;border-radius:3px;padding:2px 7px;background:linear-gradient(#fff,#ddd)}
.grid{margin:0 10px;overflow:hidden;width:1026px} .grid table{border-collapse:collapse;width:1258px;font-size:11.5px;table-layout:fixed}
.grid th{background:linear-gradient(#fff,#ccc);border:1px solid #aaa;padding:4px 5px;color:#235a81;text-align:left;white-space:nowrap;overflow:hidden}
.grid td{border:1px solid #ddd;padding:4px 5px;white-space:nowrap;overflow:hidden;color:#000} .grid tr:nth-child(even) td{background:#dfdfdf} .grid tr.mk td{background:#ffc} .grid .act{color:#235a81;font-size:11px}
.ef{margin:8px 10px;border-collapse:collapse;font-size:12px;width:1000px} .ef th{background:linear-gradient(#fff,#ccc);border:1px solid #aaa;padding:4px 8px;text-align:left;color:#000}
.ef td{border:1px solid #ddd;padding:4px 8px;vertical-align:middle;color:#000} .ef tr:nth-child(even) td{background:#f3f3f3} .ef .ty{color:#555;font-size:11px}
.in{border:1px solid #aaa;border-radius:2px;background:#fff;padding:3px 6px;width:440px;height:24px;white-space:nowrap;overflow:hidden;font-size:12px} .ta{height:70px;white-space:normal;line-height:1.4}
.sel{border:1px solid #aaa;background:#fff;padding:2px 4px;width:90px;font-size:11px;color:#555}
.fs{margin:8px 10px;border:1px solid #aaa;background:#eee;padding:8px 10px;border-radius:4px}
.dump{margin:6px 10px;border:1px solid #aaa;background:#fff;height:560px;overflow:hidden;font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;line-height:15.5px;padding:6px;white-space:pre-wrap;color:#000}
.dump .c{color:#808080} .dump .kw{color:#990099}
"""

CUSTOMERS = [(48207, "Sanne", "Visser", "PERSON", "sanne.visser@kpnmail.nl", "+31 6 1473 2290", "1979-05-12", "Kerkstraat 12", "3811 CW", "Amersfoort", 0, "2023-02-11 14:03:52"),
             (48208, "Daan", "Bakker", "PERSON", "daan.bakker88@gmail.com", "+31 6 5520 1847", "1988-11-03", "Oudegracht 231-bis", "3511 NK", "Utrecht", 1, "2023-04-02 09:41:10"),
             (48209, "Noor", "El Amrani", "PERSON", "noor.elamrani@outlook.com", "+31 6 3092 4716", "1995-02-18", "Javastraat 88-3", "1094 HL", "Amsterdam", None, "2023-06-19 20:15:44"),
             (48210, "Thijs", "van Dijk", "PERSON", "thijs.vandijk@hetnet.nl", "+31 20 624 1193", "1971-09-30", "Prinsengracht 402 A", "1016 JA", "Amsterdam", None, "2023-09-08 11:27:03"),
             (48211, "Femke", "de Groot", "DENY_LIST", "femke.degroot@ziggo.nl", "+31 6 2841 7730", "1988-03-27", "Van Woustraat 148-2", "1073 LW", "Amsterdam", 2, "2024-01-14 16:52:38"),
             (48212, "Lars", "Jansen", "PERSON", "lars.jansen@xs4all.nl", "+31 6 8130 5562", "1983-07-07", "Hoogstraat 5", "3011 PK", "Rotterdam", None, "2024-03-27 08:05:21"),
             (48213, "Yara", "Meijer", "PERSON", "yara.meijer@icloud.com", "+31 6 4417 0938", "2001-12-24", "Zuiderdiep 61", "9711 HD", "Groningen", None, "2024-08-30 22:48:09")]


def _pma(tab: str, inner: str, url: str, title: str) -> str:
    nav = ("<div class='pn'><div class='lg'>php<span>My</span>Admin</div><div>⌂ · ⚙ · ⟳</div><div style='color:#888'>Recent · Favourites</div><div>▸ New</div>"
           "<div>▸ information_schema</div><div>▸ mysql</div><div>▸ performance_schema</div><div>▾ webshop</div><div style='padding-left:22px'>▸ New</div>"
           + "".join(f"<div style='padding-left:22px' class='{'on' if t == 'customers' else ''}'>▸ {t}</div>" for t in ("addresses", "carts", "customers", "newsletter_log", "order_items", "orders", "products", "sessions", "vouchers"))
           + "<div>▸ sys</div></div>")
    tabs = "".join(f"<span class='{'on' if t == tab else ''}'>{t}</span>" for t in ("Browse", "Structure", "SQL", "Search", "Insert", "Export", "Import", "Privileges", "Operations", "Triggers"))
    head = "<div class='bc'>Server: db-shop-01:3306 » Database: webshop » Table: <b>customers</b> &nbsp; “Klanten webwinkel”</div>"
    return _page(url, title, f"<div class='pw'>{nav}<div class='pm'>{head}<div class='tb'>{tabs}</div>{inner}</div></div>", PMA_CSS)


def _cust_cells(c: tuple, ibans: dict[int, str]) -> list[str]:
    cid, fn, ln, kind, em, ph, dob, st, pc, city, ib, created = c
    d = kind == "DENY_LIST"
    return [str(cid), _pii(kind, fn, "deny-listed given name alone in a result grid cell" if d else "given name alone in a result grid cell"),
            _pii(kind, ln, "deny-listed surname alone in a result grid cell" if d else "surname alone in a result grid cell"),
            _pii("EMAIL_ADDRESS", em, "e-mail in a result grid cell"), _pii("PHONE_NUMBER", ph, "phone in a result grid cell"),
            _pii("DATE_OF_BIRTH", dob, "date of birth in a result grid cell"), _pii("STREET_ADDRESS", st, "street in a result grid cell"),
            _pii("STREET_ADDRESS", pc, "postcode alone in a result grid cell"), city,
            _pii("IBAN_CODE", ibans[ib].replace(" ", ""), "IBAN cut by the result grid's right edge") if ib is not None else "<i style='color:#888'>NULL</i>", created]


def pma_browse(ibans: dict[int, str]) -> str:
    cols = [("", 112), ("id", 46), ("first_name", 66), ("last_name", 72), ("email", 170), ("phone", 112), ("date_of_birth", 88), ("street", 134), ("postcode", 64),
            ("city", 84), ("iban", 190), ("created_at", 150)]
    head = "".join(f"<th style='width:{w}px'>{h}</th>" for h, w in cols)
    rows = "".join(f"<tr class='{'mk' if c[0] == 48211 else ''}'><td class='act'>☐ ✎ Edit · Delete</td>" + "".join(f"<td>{x}</td>" for x in _cust_cells(c, ibans)) + "</tr>" for c in CUSTOMERS)
    inner = ("<div class='suc'>✓ Showing rows 0 - 6 (7 total, Query took 0.0011 seconds.)</div>"
             "<div class='sqlb'><span class='kw'>SELECT</span> * <span class='kw'>FROM</span> `customers` <span class='kw'>WHERE</span> `created_at` &gt;= <span class='str'>'2023-01-01'</span> "
             "<span class='kw'>OR</span> `email` = <span class='str'>'" + _pii("EMAIL_ADDRESS", "femke.degroot@ziggo.nl", "e-mail in a SQL string literal") + "'</span> <span class='kw'>ORDER BY</span> `id` <span class='kw'>ASC</span>"
             "<div style='text-align:right;font-family:DejaVu Sans,sans-serif;font-size:11px;color:#235a81'>[ Edit inline ] [ Edit ] [ Explain SQL ] [ Create PHP code ] [ Refresh ]</div></div>"
             "<div class='nav2'><span class='b'>☐ Show all</span><span>Number of rows: <span class='b'>25 ▾</span></span><span>Filter rows: <span class='b' style='width:160px;display:inline-block'>Search this table</span></span>"
             "<span>Sort by key: <span class='b'>None ▾</span></span></div>"
             f"<div class='grid'><table><tr>{head}</tr>{rows}</table></div>"
             "<div class='nav2' style='margin-top:8px'><span>↑ ☐ Check all</span><span>With selected:</span><span class='b'>✎ Edit</span><span class='b'>Copy</span><span class='b'>Delete</span><span class='b'>Export</span></div>"
             "<div class='fs'><b>Query results operations</b><br><span style='color:#235a81'>Print · Copy to clipboard · Export · Display chart · Create view</span></div>")
    return _pma("Browse", inner, "db-admin.hollis-shop.nl/index.php?route=/sql&db=webshop&table=customers&pos=0", "db-shop-01:3306 / webshop / customers | phpMyAdmin 5.2.1")


def pma_edit(iban: str) -> str:
    note = ("Klant belde 12-01: verhuisd, pakketten mogen bij de buren op nr. 150 (fam. " + _pii("PERSON", "Bakker", "surname alone inside an edit form's notes field")
            + "). Werk: " + _pii("PHONE_NUMBER", "020 555 0148", "work phone inside an edit form's notes field") + ". Wachtwoord-reset op haar verzoek gedaan door "
            + _pii("PERSON", "Joris", "first name alone inside an edit form's notes field") + " (klantenservice).")
    fields = [("id", "int(10) unsigned", "", "48211", False), ("first_name", "varchar(80)", "", _pii("DENY_LIST", "Femke", "deny-listed given name alone in an edit form's input"), False),
              ("last_name", "varchar(80)", "", _pii("DENY_LIST", "de Groot", "deny-listed surname alone in an edit form's input"), False),
              ("email", "varchar(254)", "", _pii("EMAIL_ADDRESS", "femke.degroot@ziggo.nl", "e-mail in an edit form's input"), False),
              ("phone", "varchar(32)", "", _pii("PHONE_NUMBER", "+31 6 2841 7730", "phone in an edit form's input"), True),
              ("date_of_birth", "date", "", _pii("DATE_OF_BIRTH", "1988-03-27", "date of birth in an edit form's input") + " &nbsp;▦", True),
              ("street", "varchar(120)", "", _pii("STREET_ADDRESS", "Van Woustraat 148-2", "street in an edit form's input"), False),
              ("postcode", "varchar(10)", "", _pii("STREET_ADDRESS", "1073 LW", "postcode in an edit form's input"), False), ("city", "varchar(80)", "", "Amsterdam", False),
              ("iban", "varchar(34)", "", _pii("IBAN_CODE", iban.replace(" ", ""), "IBAN in an edit form's input"), True),
              ("password_hash", "varchar(255)", "", "<span style='color:#888'>(unchanged)</span>", False),
              ("notes", "text", "", note, True), ("newsletter", "tinyint(1)", "", "1", False), ("created_at", "datetime", "", "2024-01-14 16:52:38", False)]
    rows = "".join(f"<tr><td><b>{c}</b></td><td class='ty'>{t}</td><td><span class='sel'>{f or '&nbsp;'} ▾</span></td><td>{'☐' if nl else ''}</td>"
                   f"<td><div class='in{' ta' if c == 'notes' else ''}'>{v}</div></td></tr>" for c, t, f, v, nl in fields)
    inner = ("<div class='suc' style='background:#fff;border-color:#aaa'>Editing row: <b>`customers`.`id` = 48211</b> · “Klant wil adres en bankrekening wijzigen”</div>"
             f"<table class='ef'><tr><th>Column</th><th>Type</th><th>Function</th><th>Null</th><th>Value</th></tr>{rows}</table>"
             "<div class='fs' style='display:flex;gap:14px;align-items:center'><span class='sel' style='width:auto'>Save ▾</span><span>and then</span>"
             "<span class='sel' style='width:auto'>Go back to previous page ▾</span><span style='margin-left:auto' class='b'>Preview SQL</span><span class='b'>Reset</span>"
             "<span style='background:#235a81;color:#fff;padding:4px 14px;border-radius:3px'>Go</span></div>")
    return _pma("Browse", inner, "db-admin.hollis-shop.nl/index.php?route=/table/change&db=webshop&table=customers&where_clause=%60customers%60.%60id%60+%3D+48211",
                "Edit row · customers | phpMyAdmin 5.2.1")


def pma_export(ibans: dict[int, str]) -> str:
    head = (_cl("-- phpMyAdmin SQL Dump\n-- version 5.2.1\n-- https://www.phpmyadmin.net/\n--\n-- Host: db-shop-01:3306\n-- Generation Time: Jan 14, 2025 at 10:22 AM\n"
                "-- Server version: 10.11.6-MariaDB-0+deb12u1\n-- PHP Version: 8.2.26", "c") + "\n\n<span class='kw'>SET</span> SQL_MODE = \"NO_AUTO_VALUE_ON_ZERO\";\n<span class='kw'>START TRANSACTION</span>;\n"
            "<span class='kw'>SET</span> time_zone = \"+00:00\";\n\n" + _cl("--\n-- Dumping data for table `customers`\n--", "c") + "\n\n"
            "<span class='kw'>INSERT INTO</span> `customers` (`id`, `first_name`, `last_name`, `email`, `phone`, `date_of_birth`, `street`, `postcode`, `city`, `iban`, `newsletter`, `created_at`) <span class='kw'>VALUES</span>\n")
    vals = []
    for c in CUSTOMERS:
        cid, fn, ln, kind, em, ph, dob, st, pc, city, ib, created = c
        d = kind == "DENY_LIST"
        parts = [str(cid), "'" + _pii(kind, fn, "deny-listed given name alone in a SQL dump's wrapped INSERT line" if d else "given name alone in a SQL dump's wrapped INSERT line") + "'",
                 "'" + _pii(kind, ln, "deny-listed surname alone in a SQL dump's wrapped INSERT line" if d else "surname alone in a SQL dump's wrapped INSERT line") + "'",
                 "'" + _pii("EMAIL_ADDRESS", em, "e-mail in a SQL dump's wrapped INSERT line") + "'", "'" + _pii("PHONE_NUMBER", ph, "phone in a SQL dump's wrapped INSERT line") + "'",
                 "'" + _pii("DATE_OF_BIRTH", dob, "date of birth in a SQL dump's wrapped INSERT line") + "'", "'" + _pii("STREET_ADDRESS", st, "street in a SQL dump's wrapped INSERT line") + "'",
                 "'" + _pii("STREET_ADDRESS", pc, "postcode in a SQL dump's wrapped INSERT line") + "'", f"'{city}'",
                 ("'" + _pii("IBAN_CODE", ibans[ib].replace(" ", ""), "IBAN in a SQL dump's wrapped INSERT line") + "'") if ib is not None else "NULL", "1" if cid % 2 else "0", f"'{created}'"]
        vals.append("(" + ", ".join(parts) + ")")
    dump = head + ",\n".join(vals) + ";\n<span class='kw'>COMMIT</span>;"
    inner = ("<div class='suc' style='background:#fff;border-color:#aaa'>Exporting rows from \"customers\" table · Format: SQL · Output: <b>View output as text</b></div>"
             f"<div class='dump'>{_divs(dump)}</div><div class='nav2'><span class='b'>Copy</span><span class='b'>Go back</span><span style='color:#888'>7 rows · 2.9 KiB</span></div>")
    return _pma("Export", inner, "db-admin.hollis-shop.nl/index.php?route=/export&db=webshop&table=customers&single_table=true", "Export · customers | phpMyAdmin 5.2.1")



# ---------------------------------------------------------------------------------- blindj4: an object-storage console
S3_CSS = """
body{background:#f2f3f3;font-family:"Liberation Sans",Arial,sans-serif;font-size:13px;color:#16191f}
.ah{height:40px;background:#232f3e;color:#fff;display:flex;align-items:center;gap:16px;padding:0 16px;font-size:13px} .ah .lg{font-weight:bold;font-size:16px}
.ah .q{flex:0 0 380px;background:#0f1b2a;border:1px solid #687078;border-radius:4px;padding:4px 10px;color:#aab7b8} .ah .r{margin-left:auto;display:flex;gap:16px}
.sw{display:flex;height:716px} .sn{width:210px;background:#fff;border-right:1px solid #d5dbdb;padding:14px 0;flex:none;font-size:13px} .sn div{padding:5px 20px;color:#16191f} .sn .h{font-weight:bold;font-size:15px;padding-bottom:12px}
.sn .on{color:#0972d3;font-weight:bold;border-left:3px solid #0972d3} .sm{flex:1;padding:12px 24px;overflow:hidden;min-width:0} .crumb{color:#0972d3;font-size:12.5px} .crumb span{color:#5f6b7a}
.sm h1{font-size:22px;margin:6px 0 10px;font-weight:bold} .cd{background:#fff;border-radius:8px;box-shadow:0 1px 1px rgba(0,28,36,.3),1px 1px 1px rgba(0,28,36,.15);padding:14px 18px;margin-bottom:12px}
.cd h2{font-size:17px;margin:0 0 8px;display:flex;gap:10px;align-items:center} .bt{border:2px solid #0972d3;color:#0972d3;border-radius:16px;padding:3px 12px;font-weight:bold;font-size:12.5px;white-space:nowrap}
.bt.p{background:#ff9900;border-color:#ff9900;color:#000} .tabs{display:flex;gap:22px;border-bottom:1px solid #d5dbdb;margin-bottom:12px;color:#5f6b7a} .tabs span{padding:6px 0} .tabs .on{color:#0972d3;border-bottom:3px solid #0972d3;font-weight:bold}
.ot{border-collapse:collapse;font-size:13px;table-layout:fixed;width:100%} .ot th{text-align:left;color:#414d5c;border-bottom:1px solid #d5dbdb;padding:6px 8px;font-weight:bold;white-space:nowrap}
.ot td{border-bottom:1px solid #e9ebed;padding:6px 8px;white-space:nowrap;overflow:hidden} .ot td.k{color:#0972d3} .ot tr.on td{background:#f2f8fd}
.ov{display:grid;grid-template-columns:1fr 1fr 1fr;gap:14px 24px} .ov .l{color:#5f6b7a;font-size:12.5px;font-weight:bold} .ov .v{word-break:break-all}
.fl{background:#037f0c;color:#fff;border-radius:8px;padding:10px 16px;margin-bottom:12px;display:flex;gap:10px}
.cs{background:#0f1b2a;height:716px;padding:0;font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:17px;color:#d1d5db;display:flex;flex-direction:column}
.cs .tb{background:#232f3e;color:#fff;padding:6px 14px;font-family:"Liberation Sans",Arial,sans-serif;font-size:13px;display:flex;gap:16px} .cs .tx{padding:8px 14px;white-space:pre-wrap;word-break:break-all;overflow:hidden;flex:1}
.cs .pr{color:#89d185} .cs .dim{color:#8b95a1}
"""


def _aws(inner: str, url: str, tab: str, side: bool = True) -> str:
    head = ("<div class='ah'><span class='lg'>aws</span><span>▦ Services</span><span class='q'>⌕ Search  [Alt+S]</span>"
            "<span class='r'><span>⎔</span><span>?</span><span>⚙</span><span>Sydney ▾</span><span>" + _pii("ACCOUNT_NAME", "k.tamihana", "IAM user name in a console's account menu")
            + " @ 4819-2736-5012 ▾</span></span></div>")
    nav = ("<div class='sn'><div class='h'>Amazon S3</div>" + "".join(f"<div class='{'on' if n == 'General purpose buckets' else ''}'>{n}</div>" for n in (
        "General purpose buckets", "Directory buckets", "Table buckets", "Access Grants", "Access Points", "Object Lambda Access Points", "Multi-Region Access Points",
        "Batch Operations", "IAM Access Analyzer for S3")) + "<div style='margin-top:14px;font-weight:bold'>Storage Lens</div><div>Dashboards</div><div>Storage Lens groups</div></div>")
    return _page(url, tab, head + (f"<div class='sw'>{nav}<div class='sm'>{inner}</div></div>" if side else inner), S3_CSS)


S3_KEYS = [("", "de-groot-femke", "DENY_LIST", "_", "19880327", "_passport.pdf", "pdf", "14 January 2025, 09:12:44 (UTC+13:00)", "482.1 KB"),
           ("", "hemi.rawiri@gmail.com", "EMAIL_ADDRESS", "_drivers-licence_front.jpg", "", "", "jpg", "14 January 2025, 08:57:03 (UTC+13:00)", "1.9 MB"),
           ("", "KYC-000418_", "", "MARTINEZ-ALEJANDRO", "", "_id-front.jpg", "jpg", "13 January 2025, 17:40:21 (UTC+13:00)", "2.3 MB"),
           ("", "o-connor-siobhan", "PERSON", "_dob-", "1992-07-14", "_proof-of-address.png", "png", "13 January 2025, 16:02:55 (UTC+13:00)", "811.4 KB"),
           ("", "priya.nair_", "", "+64211839920", "", "_payslip-dec.pdf", "pdf", "13 January 2025, 11:18:30 (UTC+13:00)", "96.0 KB"),
           ("", "tane.parata", "PERSON", "-bank-statement-2024-12.pdf", "", "", "pdf", "12 January 2025, 20:44:12 (UTC+13:00)", "204.7 KB"),
           ("", "lee-jiwoo_", "", "이지우", "", "_residence-permit.pdf", "pdf", "12 January 2025, 10:31:48 (UTC+13:00)", "1.1 MB"),
           ("", "kyc-batch-2025-01-13.csv", "", "", "", "", "csv", "13 January 2025, 23:59:02 (UTC+13:00)", "38.6 KB"),
           ("", "_manifest.json", "", "", "", "", "json", "14 January 2025, 00:00:11 (UTC+13:00)", "2.0 KB")]


def _s3_key(k: tuple) -> str:
    """An object key with its private parts marked (each tuple: prefix, part, its kind, middle, a date or second part, tail)."""
    _, a, ak, b, c, d, *_ = k
    if ak == "DENY_LIST":
        return _pii(ak, a, "deny-listed name as a lower-case slug in an object key") + b + _pii("DATE_OF_BIRTH", c, "date of birth unseparated in an object key") + d
    if ak == "EMAIL_ADDRESS":
        return _pii(ak, a, "e-mail at the start of an object key") + b
    if ak == "PERSON" and c:
        return _pii(ak, a, "name as a lower-case slug in an object key") + b + _pii("DATE_OF_BIRTH", c, "date of birth in an object key") + d
    if ak == "PERSON":
        return _pii(ak, a, "name as a lower-case slug in an object key") + b
    if b.startswith("+"):
        return _pii("PERSON", "priya.nair", "name as a lower-case slug in an object key") + "_" + _pii("PHONE_NUMBER", b, "phone inside an object key") + d
    if b == "MARTINEZ-ALEJANDRO":
        return a + _pii("PERSON", b, "name in capitals surname first in an object key") + d
    if b == "이지우":
        return _pii("PERSON", "lee-jiwoo", "name as a lower-case slug in an object key") + "_" + _pii("PERSON", b, "name in Hangul inside an object key") + d
    return a


def s3_list() -> str:
    rows = "<tr><td class='k'>☐ ▭ " + _pii("EMAIL_ADDRESS", "wei.zhang.nz@qq.com", "e-mail as a folder name in an object list") + "/</td><td>Folder</td><td>-</td><td>-</td><td>-</td></tr>"
    for k in S3_KEYS:
        rows += (f"<tr class='{'on' if k[2] == 'DENY_LIST' else ''}'><td class='k'>{'☑' if k[2] == 'DENY_LIST' else '☐'} ▯ {_s3_key(k)}</td><td>{k[6]}</td><td>{k[7]}</td><td>{k[8]}</td><td>Standard</td></tr>")
    inner = ("<div class='crumb'>Amazon S3 <span>›</span> Buckets <span>›</span> hm-kyc-uploads-apse2 <span>›</span> 2025/ <span>›</span> jan/</div>"
             "<h1>jan/ <span class='bt' style='font-size:12px;vertical-align:4px'>Copy S3 URI</span></h1>"
             "<div class='tabs'><span class='on'>Objects</span><span>Properties</span></div>"
             "<div class='cd'><h2>Objects (10) <span style='margin-left:auto' class='bt'>⟳</span><span class='bt'>Copy S3 URI</span><span class='bt'>Copy URL</span><span class='bt'>Download</span>"
             "<span class='bt'>Open ↗</span><span class='bt'>Delete</span><span class='bt'>Actions ▾</span><span class='bt'>Create folder</span><span class='bt p'>⇪ Upload</span></h2>"
             "<div style='color:#5f6b7a;font-size:12.5px;margin-bottom:8px'>Objects are the fundamental entities stored in Amazon S3. You can use the Amazon S3 inventory to get a list of all objects in your bucket.</div>"
             "<div style='display:flex;gap:10px;margin-bottom:8px'><span style='border:1px solid #7d8998;border-radius:8px;padding:4px 10px;width:340px;color:#5f6b7a'>⌕ Find objects by prefix</span>"
             "<span style='margin-left:auto;color:#5f6b7a'>☐ Show versions &nbsp; ‹ 1 › ⚙</span></div>"
             "<table class='ot'><colgroup><col style='width:360px'><col style='width:60px'><col style='width:250px'><col style='width:80px'><col></colgroup>"
             f"<tr><th>Name ▲</th><th>Type</th><th>Last modified</th><th>Size</th><th>Storage class</th></tr>{rows}</table></div>")
    return _aws(inner, "ap-southeast-2.console.aws.amazon.com/s3/buckets/hm-kyc-uploads-apse2?region=ap-southeast-2&prefix=2025/jan/", "hm-kyc-uploads-apse2 - S3 bucket | S3 | ap-southeast-2")


def s3_object(ip: str) -> str:
    key = "2025/jan/" + _pii("DENY_LIST", "de-groot-femke", "deny-listed name as a lower-case slug in an object key") + "_" + _pii("DATE_OF_BIRTH", "19880327", "date of birth unseparated in an object key") + "_passport.pdf"
    ov = [("Owner", "hm-kyc-admin"), ("AWS Region", "Asia Pacific (Sydney) ap-southeast-2"), ("Last modified", "January 14, 2025, 09:12:44 (UTC+13:00)"),
          ("Size", "482.1 KB"), ("Type", "pdf"), ("Key", key), ("S3 URI", "s3://hm-kyc-uploads-apse2/" + key), ("Amazon Resource Name (ARN)", "arn:aws:s3:::hm-kyc-uploads-apse2/" + key),
          ("Entity tag (Etag)", "9b2cf535f27731c974343645a3985328"), ("Object URL", "https://hm-kyc-uploads-apse2.s3.ap-southeast-2.amazonaws.com/" + key.replace("2025/jan/", "2025/jan/"))]
    ovh = "".join(f"<div><div class='l'>{k}</div><div class='v'>{v}</div></div>" for k, v in ov)
    meta = [("System defined", "Content-Type", "application/pdf"), ("User defined", "x-amz-meta-customer-id", "CUS-77120"),
            ("User defined", "x-amz-meta-uploaded-from", _pii("IP_ADDRESS", ip, "IP in an object's user-defined metadata")),
            ("User defined", "x-amz-meta-uploaded-by", _pii("EMAIL_ADDRESS", "f.degroot.1988@gmail.com", "e-mail in an object's user-defined metadata")),
            ("User defined", "x-amz-meta-document-number", _pii("ID_NUMBER", "NXK4R17P2", "passport number in an object's user-defined metadata"))]
    mt = "".join(f"<tr><td>{t}</td><td>{k}</td><td>{v}</td></tr>" for t, k, v in meta)
    tags = [("customer-name", _pii("DENY_LIST", "Femke de Groot", "deny-listed name as an object tag's value")), ("kyc-status", "verified"), ("retention", "7y"), ("reviewed-by", "svc-kyc-bot")]
    tg = "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in tags)
    inner = ("<div class='fl'>✓ <span>Successfully created a presigned URL for " + key + ". The URL was copied to your clipboard and expires on January 14, 2025, 10:12:44 (UTC+13:00).</span></div>"
             "<div class='crumb'>Amazon S3 <span>›</span> Buckets <span>›</span> hm-kyc-uploads-apse2 <span>›</span> 2025/ <span>›</span> jan/ <span>›</span> "
             + _pii("DENY_LIST", "de-groot-femke", "deny-listed name as a lower-case slug in an object key") + "_" + _pii("DATE_OF_BIRTH", "19880327", "date of birth unseparated in an object key") + "_passport.pdf</div>"
             "<div class='tabs' style='margin-top:10px'><span class='on'>Properties</span><span>Permissions</span><span>Versions</span></div>"
             f"<div class='cd'><h2>Object overview</h2><div class='ov'>{ovh}</div></div>"
             "<div style='display:flex;gap:12px'>"
             f"<div class='cd' style='flex:1.4'><h2>Metadata (5)</h2><table class='ot'><colgroup><col style='width:120px'><col style='width:220px'><col></colgroup><tr><th>Type</th><th>Key</th><th>Value</th></tr>{mt}</table></div>"
             f"<div class='cd' style='flex:1'><h2>Tags (4)</h2><table class='ot'><tr><th>Key</th><th>Value</th></tr>{tg}</table></div></div>")
    return _aws(inner, "ap-southeast-2.console.aws.amazon.com/s3/object/hm-kyc-uploads-apse2?region=ap-southeast-2&prefix=2025/jan/de-groot-femke_19880327_passport.pdf".replace(
        "de-groot-femke", _pii("DENY_LIST", "de-groot-femke", "deny-listed name as a lower-case slug in an object key")).replace("19880327", _pii("DATE_OF_BIRTH", "19880327", "date of birth unseparated in an object key")),
        "de-groot-femke_19880327_passport.pdf - S3 object".replace("de-groot-femke", _pii("DENY_LIST", "de-groot-femke", "deny-listed name as a lower-case slug in a browser tab title")).replace(
            "19880327", _pii("DATE_OF_BIRTH", "19880327", "date of birth unseparated in a browser tab title")))


def s3_shell(akia: str, sig: str, ip: str, ip2: str) -> str:
    key = "2025/jan/de-groot-femke_19880327_passport.pdf"
    url = (f"https://hm-kyc-uploads-apse2.s3.ap-southeast-2.amazonaws.com/{key}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={akia}%2F20250114%2Fap-southeast-2%2Fs3%2Faws4_request"
           f"&X-Amz-Date=20250113T211244Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
    pr = "<span class='pr'>[cloudshell-user@ip-10-130-41-7 ~]$</span> "
    kq = ("/2025/jan/" + _pii("DENY_LIST", "de-groot-femke", "deny-listed name as a lower-case slug in an access log line") + "_"
          + _pii("DATE_OF_BIRTH", "19880327", "date of birth unseparated in an access log line") + "_passport.pdf")
    log1 = ("79a59df900b949e55d96a1e698fbacedfd6e09d98eacf8f8d5218e7cd47ef2be hm-kyc-uploads-apse2 [13/Jan/2025:21:14:02 +0000] "
            + _pii("IP_ADDRESS", ip2, "client IP in a wrapped access log line") + " - 3E57427F33A59F07 REST.GET.OBJECT " + kq.lstrip("/") + " \"GET " + kq
            + "?X-Amz-Algorithm=AWS4-HMAC-SHA256&amp;X-Amz-Credential=" + _pii("API_KEY", akia, "access key id in a wrapped access log line")
            + "%2F20250114%2Fap-southeast-2%2Fs3%2Faws4_request&amp;X-Amz-Date=20250113T211244Z&amp;X-Amz-Expires=3600&amp;X-Amz-SignedHeaders=host&amp;X-Amz-Signature="
            + _pii("SECRET_VALUE", sig, "presigned URL's signature in a wrapped access log line") + " HTTP/1.1\" 200 - 493671 493671 41 40 \"-\" "
            "\"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36\" - "
            "Wq3p6U0Q0j9nJm5c2Y8xVKf1aE7bT4rH0sLzD6gN2uPyXk= SigV4 ECDHE-RSA-AES128-GCM-SHA256 QueryString hm-kyc-uploads-apse2.s3.ap-southeast-2.amazonaws.com TLSv1.3 - -")
    log2 = ("79a59df900b949e55d96a1e698fbacedfd6e09d98eacf8f8d5218e7cd47ef2be hm-kyc-uploads-apse2 [13/Jan/2025:20:12:44 +0000] "
            + _pii("IP_ADDRESS", ip, "client IP in a wrapped access log line") + " arn:aws:iam::481927365012:user/" + _pii("ACCOUNT_NAME", "k.tamihana", "IAM user name at the end of an ARN")
            + " 8C1A5B2E9F0D4C37 REST.PUT.OBJECT " + kq.lstrip("/") + " \"PUT " + kq + " HTTP/1.1\" 200 - - 493671 188 31 \"-\" \"S3Console/0.4, aws-internal/3\" - - SigV4 - AuthHeader - TLSv1.3 - -")
    txt = (pr + "aws s3 presign s3://hm-kyc-uploads-apse2/" + kq.lstrip("/") + " --expires-in 3600\n"
           + _pe("URL_SECRET", url, "presigned URL wrapped in a cloud shell") + "\n"
           + pr + "aws s3 cp s3://hm-logs-apse2/s3-access/2025-01-13-21-15-07-8E3C51A0D2F4B6C9 - | grep passport\n"
           + log1 + "\n" + log2 + "\n"
           + pr + "aws s3api get-object-tagging --bucket hm-kyc-uploads-apse2 --key " + kq.lstrip("/") + " --query 'TagSet[?Key==`customer-name`]' --output text\n"
           + "customer-name   " + _pii("DENY_LIST", "Femke de Groot", "deny-listed name as an object tag's value") + "\n"
           + pr + "aws sts get-caller-identity --query Arn --output text\narn:aws:iam::481927365012:user/" + _pii("ACCOUNT_NAME", "k.tamihana", "IAM user name at the end of an ARN") + "\n"
           + pr + "<span style='background:#d1d5db'> </span>")
    body = (f"<div class='cs'><div class='tb'><b>CloudShell</b><span class='dim'>ap-southeast-2</span><span style='margin-left:auto'>Actions ▾</span><span>✕</span></div><div class='tx'>{_divs(txt)}</div></div>")
    return _aws(body, "ap-southeast-2.console.aws.amazon.com/cloudshell/home?region=ap-southeast-2", "CloudShell | ap-southeast-2", side=False)



# -------------------------------------------------------------------------------- blindj5: a packet analyser (HiDPI)
WS_CSS = """
body{background:#efefef;font-family:"DejaVu Sans",sans-serif;font-size:11px;color:#000}
.wm{height:20px;display:flex;gap:12px;align-items:center;padding:0 8px;background:#f6f6f6;border-bottom:1px solid #d0d0d0}
.wt{height:26px;display:flex;gap:4px;align-items:center;padding:0 8px;border-bottom:1px solid #d0d0d0;color:#3b6fb6;font-size:13px} .wt span{width:20px;text-align:center}
.ff{height:26px;display:flex;align-items:center;padding:0 8px;gap:6px;border-bottom:1px solid #d0d0d0} .ff .in{flex:1;background:#afffaf;border:1px solid #7fbf7f;padding:2px 6px;font-family:"DejaVu Sans Mono",monospace;font-size:11px}
.pl{height:196px;overflow:hidden;background:#fff;border-bottom:3px solid #d0d0d0} .pl table{border-collapse:collapse;width:100%;table-layout:fixed;font-family:"DejaVu Sans Mono",monospace;font-size:10.5px}
.pl th{background:#f3f3f3;border-right:1px solid #d8d8d8;border-bottom:1px solid #d0d0d0;text-align:left;font-weight:normal;padding:1px 4px;font-family:"DejaVu Sans",sans-serif}
.pl td{padding:0 4px;white-space:nowrap;overflow:hidden;line-height:16px} .hp td{background:#e4ffc7} .tc td{background:#e7e6ff} .ud td{background:#daeeff} .sp td{background:#fff3d6} .pl tr.on td{background:#2b62c4;color:#fff}
.dt{height:318px;overflow:hidden;background:#fff;border-bottom:3px solid #d0d0d0;font-family:"DejaVu Sans Mono",monospace;font-size:10.5px;line-height:15.5px;padding:2px 4px}
.dt div{white-space:pre;overflow:hidden} .dt .on{background:#2b62c4;color:#fff} .dt .sel2{background:#dbe6f7}
.hx{height:134px;overflow:hidden;background:#fff;font-family:"DejaVu Sans Mono",monospace;font-size:10.5px;line-height:15.5px;padding:2px 6px} .hx div{white-space:pre} .hx .o{color:#777} .hx b{font-weight:normal;background:#2b62c4;color:#fff}
.wsb{height:20px;background:#f0f0f0;border-top:1px solid #d0d0d0;display:flex;gap:18px;padding:2px 8px;font-size:10.5px}
.vc{position:absolute;left:360px;top:566px;width:900px;height:186px;background:#f0f0f0;border:1px solid #888;box-shadow:4px 6px 20px rgba(0,0,0,.35)}
.vc .tt{height:26px;background:#e4e4e4;display:flex;align-items:center;padding:0 10px;justify-content:space-between;font-size:12px}
.vc table{border-collapse:collapse;width:100%;table-layout:fixed;font-size:10.5px;background:#fff} .vc th{background:#f3f3f3;border-right:1px solid #d8d8d8;border-bottom:1px solid #d0d0d0;text-align:left;font-weight:normal;padding:2px 4px}
.vc td{padding:2px 4px;white-space:nowrap;overflow:hidden;border-bottom:1px solid #f0f0f0} .vc tr.on td{background:#cfe0f7}
.wb2{display:inline-block;border:1px solid #adadad;background:#e8e8e8;padding:2px 10px;margin-left:5px}
"""


def _ws(filt: str, plist: str, details: str, hexd: str, status: str, extra: str = "") -> str:
    body = ("<div style='position:relative'><div class='wm'><span>File</span><span>Edit</span><span>View</span><span>Go</span><span>Capture</span><span>Analyze</span><span>Statistics</span>"
            "<span>Telephony</span><span>Wireless</span><span>Tools</span><span>Help</span></div>"
            "<div class='wt'><span>◢</span><span>■</span><span>↻</span><span>⚙</span><span>▤</span><span>✕</span><span>⟲</span><span>⌕</span><span>←</span><span>→</span><span>⇤</span><span>⇥</span><span>≡</span><span>⊕</span><span>⊖</span></div>"
            f"<div class='ff'><span>▸</span><span class='in'>{filt}</span><span>⌫</span><span>→</span><span>▾</span><span>+</span></div>"
            f"<div class='pl'>{plist}</div><div class='dt'>{details}</div><div class='hx'>{hexd}</div><div class='wsb'>{status}</div>{extra}</div>")
    return _win("<span>dmz-span-2025-01-14.pcapng</span><span style='color:#666'>Wireshark 4.2.6</span>", body, WS_CSS, bar="#e4e4e4")


def _plist(rows: list[tuple[str, ...]], on: str) -> str:
    head = "<tr><th style='width:48px'>No.</th><th style='width:78px'>Time</th><th style='width:118px'>Source</th><th style='width:118px'>Destination</th><th style='width:62px'>Protocol</th><th style='width:48px'>Length</th><th>Info</th></tr>"
    return "<table>" + head + "".join(f"<tr class='{'on' if r[0] == on else r[7]}'>" + "".join(f"<td>{c}</td>" for c in r[:7]) + "</tr>" for r in rows) + "</table>"


def _ip(ip: str, sit: str) -> str:
    return _pii("IP_ADDRESS", ip, sit)


def ws_http(sess: str) -> str:
    cl, sv = "10.20.4.117", "10.20.0.15"
    c, v = _ip(cl, "client IP in a packet list"), _ip(sv, "server IP in a packet list")
    dns = _ip("10.20.0.2", "DNS server IP in a packet list")
    body = "username=aroha.ngata&password=Kowhai%21Winter25&remember=1"
    rows = [("1188", "12.388406", c, dns, "DNS", "88", "Standard query 0x4f1a A intranet.hollis-marine.com", "ud"),
            ("1189", "12.389120", dns, c, "DNS", "104", "Standard query response 0x4f1a A intranet.hollis-marine.com A 10.20.0.15".replace("10.20.0.15", _ip(sv, "server IP in a packet list")), "ud"),
            ("1195", "12.391877", c, v, "TCP", "66", "52814 → 80 [SYN] Seq=0 Win=64240 Len=0 MSS=1460 WS=256 SACK_PERM", "tc"),
            ("1196", "12.392301", v, c, "TCP", "66", "80 → 52814 [SYN, ACK] Seq=0 Ack=1 Win=65160 Len=0 MSS=1460 SACK_PERM WS=128", "tc"),
            ("1197", "12.392415", c, v, "TCP", "54", "52814 → 80 [ACK] Seq=1 Ack=1 Win=262656 Len=0", "tc"),
            ("1201", "12.402113", c, v, "HTTP", "812", "POST /staff/login.php HTTP/1.1  (application/x-www-form-urlencoded)", "hp"),
            ("1205", "12.419930", v, c, "HTTP", "418", "HTTP/1.1 302 Found", "hp"),
            ("1212", "12.433011", c, v, "HTTP", "603", "GET /staff/directory.php?q=" + _pii("PERSON", "faleolo", "surname in lower case in a packet list's request line") + " HTTP/1.1", "hp"),
            ("1219", "12.451274", v, c, "HTTP", "1460", "HTTP/1.1 200 OK  (text/html)", "hp"),
            ("1224", "12.466302", c, v, "HTTP", "571", "GET /staff/payroll/payslip.php?month=2024-12 HTTP/1.1", "hp"),
            ("1230", "12.489775", v, c, "HTTP", "1287", "HTTP/1.1 200 OK  (application/pdf)", "hp")]
    ua = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"
    det = ["▸ Frame 1201: 812 bytes on wire (6496 bits), 812 bytes captured (6496 bits) on interface eth1, id 0",
           "▸ Ethernet II, Src: LCFCElectron_4f:2a:91 (" + _pii("ID_NUMBER", "e8:6a:64:4f:2a:91", "laptop's MAC address in a packet detail line") + "), Dst: Cisco_1c:07:ee (00:1b:54:1c:07:ee)",
           "▸ Internet Protocol Version 4, Src: " + _ip(cl, "client IP in a packet detail line") + ", Dst: " + _ip(sv, "server IP in a packet detail line"),
           "▸ Transmission Control Protocol, Src Port: 52814, Dst Port: 80, Seq: 1, Ack: 1, Len: 758",
           "▾ Hypertext Transfer Protocol", "    ▸ POST /staff/login.php HTTP/1.1\\r\\n", "      Host: intranet.hollis-marine.com\\r\\n", f"      User-Agent: {ua}\\r\\n",
           "      Content-Type: application/x-www-form-urlencoded\\r\\n", f"    ▸ Content-Length: {len(body)}\\r\\n",
           "      Cookie: PHPSESSID=" + _pii("SECRET_VALUE", sess, "session cookie in a packet detail line") + "; hm_lang=en\\r\\n",
           "      Referer: http://intranet.hollis-marine.com/staff/login.php?next=%2Fstaff%2Fpayroll%2F\\r\\n", "      \\r\\n",
           "      [Full request URI: http://intranet.hollis-marine.com/staff/login.php]", "      [Response in frame: 1205]", f"      File Data: {len(body)} bytes",
           "▾ HTML Form URL Encoded: application/x-www-form-urlencoded",
           "    ▸ Form item: \"username\" = \"" + _pii("DENY_LIST", "aroha.ngata", "deny-listed name as a user name in a decoded form item") + "\"",
           "    ▸ Form item: \"password\" = \"" + _pii("SECRET_VALUE", "Kowhai!Winter25", "password in a decoded form item") + "\"",
           "    ▸ Form item: \"remember\" = \"1\""]
    dets = "".join(f"<div class='{'on' if 'password' in d and 'Form item' in d else 'sel2' if d.startswith('▾ HTML') else ''}'>{d}</div>" for d in det)
    # the frame's last bytes: headers end, then the form body (the password field's bytes selected)
    http = ("POST /staff/login.php HTTP/1.1\r\nHost: intranet.hollis-marine.com\r\nUser-Agent: " + ua + "\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            f"Content-Length: {len(body)}\r\nCookie: PHPSESSID={sess}; hm_lang=en\r\nReferer: http://intranet.hollis-marine.com/staff/login.php?next=%2Fstaff%2Fpayroll%2F\r\n\r\n" + body).encode()
    frame = bytes(54) + http
    b0 = len(frame) - len(body)
    spans = {"aroha.ngata": (b0 + 9, "DENY_LIST", "deny-listed name as a user name split at a hex dump line"),
             "Kowhai%21Winter25": (b0 + body.index("Kowhai"), "SECRET_VALUE", "password split across two hex dump lines")}
    sel = (b0 + body.index("password"), b0 + body.index("&remember"))
    start = (len(frame) - 112) // 16 * 16
    lines = []
    for off in range(start, len(frame), 16):
        chunk = frame[off:off + 16]
        hx = ""
        for k, byte in enumerate(chunk):
            cell = f"{byte:02x}"
            hx += (f"<b>{cell}</b>" if sel[0] <= off + k < sel[1] else cell) + (" " if k != 7 else "  ")
        hx += "   " * (16 - len(chunk)) + (" " if len(chunk) <= 7 else "")
        asc = ""
        k = 0
        while k < len(chunk):
            pos = off + k
            hit = next(((v, a, kd, st) for v, (a, kd, st) in spans.items() if a <= pos < a + len(v)), None)
            if hit:
                v, a, kd, st = hit
                end = min(a + len(v), off + len(chunk))
                piece = frame[pos:end].decode()
                asc += _pii(kd, piece, st)
                k += end - pos
                continue
            ch = chr(chunk[k]) if 32 <= chunk[k] < 127 else "."
            asc += _e(ch)
            k += 1
        lines.append(f"<div><span class='o'>{off:04x}</span>  {hx}  {asc}</div>")
    status = "<span>● Form item: \"password\" (urlencoded-form.value), 17 bytes</span><span style='margin-left:auto'>Packets: 18412 · Displayed: 13 (0.1%)</span><span>Profile: Default</span>"
    return _ws("ip.addr == 10.20.4.117 &amp;&amp; tcp.port == 80".replace("10.20.4.117", _ip(cl, "client IP in a display filter")), _plist(rows, "1201"), dets, "".join(lines), status)


def ws_sip() -> str:
    ph, pbx, gw = "10.20.6.41", "10.20.6.10", "202.180.76.14"
    a, b, g = _ip(ph, "desk phone IP in a packet list"), _ip(pbx, "PBX IP in a packet list"), _ip(gw, "SIP trunk IP in a packet list")
    callee = "+6421559038"
    rows = [("2040", "18.204117", a, b, "SIP/SDP", "1024", "Request: INVITE sip:" + _pii("PHONE_NUMBER", callee, "called number in a SIP request line") + "@sip.voiplink.co.nz |", "sp"),
            ("2041", "18.205002", b, a, "SIP", "412", "Status: 100 Trying |", "sp"),
            ("2046", "18.230661", b, g, "SIP/SDP", "1102", "Request: INVITE sip:" + _pii("PHONE_NUMBER", callee, "called number in a SIP request line") + "@sip.voiplink.co.nz |", "sp"),
            ("2059", "19.884210", g, b, "SIP", "611", "Status: 180 Ringing |", "sp"),
            ("2071", "24.112907", g, b, "SIP/SDP", "893", "Status: 200 OK (INVITE) |", "sp"),
            ("2073", "24.115422", a, b, "SIP", "436", "Request: ACK sip:" + _pii("PHONE_NUMBER", callee, "called number in a SIP request line") + "@sip.voiplink.co.nz |", "sp"),
            ("2075", "24.131006", a, b, "RTP", "214", "PT=ITU-T G.711 PCMU, SSRC=0x5E1A2F07, Seq=10382, Time=160", "ud"),
            ("2076", "24.150998", b, a, "RTP", "214", "PT=ITU-T G.711 PCMU, SSRC=0x19C4B3D2, Seq=55201, Time=160", "ud"),
            ("9544", "161.004312", a, b, "SIP", "498", "Request: BYE sip:" + _pii("PHONE_NUMBER", callee, "called number in a SIP request line") + "@202.180.76.14:5060 |".replace("202.180.76.14", _ip(gw, "SIP trunk IP in a packet list")), "sp"),
            ("9545", "161.020871", b, a, "SIP", "402", "Status: 200 OK (BYE) |", "sp")]
    pai = "+6478381204"
    det = ["▸ Frame 2040: 1024 bytes on wire (8192 bits), 1024 bytes captured (8192 bits) on interface eth2, id 0",
           "▸ Internet Protocol Version 4, Src: " + _ip(ph, "desk phone IP in a packet detail line") + ", Dst: " + _ip(pbx, "PBX IP in a packet detail line"),
           "▸ User Datagram Protocol, Src Port: 5060, Dst Port: 5060", "▾ Session Initiation Protocol (INVITE)",
           "    ▸ Request-Line: INVITE sip:" + _pii("PHONE_NUMBER", callee, "called number in a SIP request line") + "@sip.voiplink.co.nz SIP/2.0", "    ▾ Message Header",
           "        ▸ Via: SIP/2.0/UDP " + _ip(ph, "desk phone IP in a packet detail line") + ":5060;branch=z9hG4bK-524287-1---6b1f3d09a2c4e871;rport",
           "          Max-Forwards: 70", "        ▸ Contact: &lt;sip:1204@" + _ip(ph, "desk phone IP in a packet detail line") + ":5060;transport=UDP&gt;",
           "        ▸ To: &lt;sip:" + _pii("PHONE_NUMBER", callee, "called number in a SIP request line") + "@sip.voiplink.co.nz&gt;",
           "        ▸ From: \"" + _pii("DENY_LIST", "NGATA Aroha", "deny-listed name surname first in capitals in a SIP display name") + "\"&lt;sip:1204@pbx.hollis-marine.com&gt;;tag=8f3a1c2d",
           "          Call-ID: 5b9d2c1e7f4a4c3e9d1a8b6f2e0c7d41",
           "          P-Asserted-Identity: \"" + _pii("DENY_LIST", "NGATA Aroha", "deny-listed name surname first in capitals in a SIP display name") + "\" &lt;sip:"
           + _pii("PHONE_NUMBER", pai, "caller's E.164 number in a SIP header") + "@pbx.hollis-marine.com&gt;",
           "          User-Agent: Yealink SIP-T54W 96.86.0.70", "          Content-Type: application/sdp", "          Content-Length: 312", "    ▾ Message Body",
           "        ▾ Session Description Protocol", "              Session Description Protocol Version (v): 0",
           "            ▸ Owner/Creator, Session Id (o): - 20250114 20250114 IN IP4 " + _ip(ph, "desk phone IP in a packet detail line"),
           "            ▸ Connection Information (c): IN IP4 " + _ip(ph, "desk phone IP in a packet detail line"),
           "            ▸ Media Description, name and address (m): audio 11780 RTP/AVP 0 8 101"]
    dets = "".join(f"<div class='{'on' if 'From:' in d else ''}'>{d}</div>" for d in det)
    calls = [("18.204117", "161.004312", ph, ("DENY_LIST", "NGATA Aroha"), pai, callee, "00:02:22", "196", "COMPLETED", "INVITE 200"),
             ("41.882310", "43.007115", "10.20.6.44", ("PERSON", "WONG Kelvin"), "+6493582241", "+6493584410", "00:00:00", "9", "REJECTED", "486 Busy Here"),
             ("77.419008", "305.226190", "10.20.6.52", ("PERSON", "KAUR Simran"), "+6493582218", "+61413557902", "00:03:47", "402", "COMPLETED", "INVITE 200"),
             ("130.055214", "131.960477", gw, ("PERSON", "Tom Brennan"), "+6495217730", "+6493582219", "00:00:00", "6", "CANCELLED", "caller hung up")]
    tr = ""
    for k, (t0, t1, spk, (kd, nm), frm, to, dur, pk, st, cm) in enumerate(calls):
        nsit = "deny-listed name surname first in capitals in a SIP display name" if kd == "DENY_LIST" else "caller's display name in a VoIP calls list"
        tr += (f"<tr class='{'on' if k == 0 else ''}'><td>{t0}</td><td>{t1}</td><td>{_ip(spk, 'initial speaker IP in a VoIP calls list')}</td>"
               f"<td>\"{_pii(kd, nm, nsit)}\" &lt;sip:{_pii('PHONE_NUMBER', frm, 'caller number in a VoIP calls list')}&gt;</td>"
               f"<td>&lt;sip:{_pii('PHONE_NUMBER', to, 'called number in a VoIP calls list')}&gt;</td><td>SIP</td><td>{dur}</td><td>{pk}</td><td>{st}</td><td>{cm}</td></tr>")
    vc = ("<div class='vc dropdown'><div class='tt'><span>Wireshark · VoIP Calls · dmz-span-2025-01-14.pcapng</span><span>✕</span></div>"
          "<div style='padding:4px 6px'><table><colgroup><col style='width:70px'><col style='width:70px'><col style='width:92px'><col style='width:250px'><col style='width:150px'>"
          "<col style='width:34px'><col style='width:58px'><col style='width:48px'><col style='width:74px'><col></colgroup>"
          "<tr><th>Start Time</th><th>Stop Time</th><th>Initial Speaker</th><th>From</th><th>To</th><th>Prot.</th><th>Duration</th><th>Packets</th><th>State</th><th>Comments</th></tr>"
          + tr + "</table></div><div style='padding:6px;color:#333'>4 calls · 1 selected call · ☑ Time of Day ☐ Limit to display filter</div>"
          "<div style='position:absolute;bottom:8px;right:8px'><span class='wb2'>Flow Sequence</span><span class='wb2'>RTP Stream Analysis</span><span class='wb2'>Play Streams</span><span class='wb2'>Copy ▾</span><span class='wb2'>Close</span></div></div>")
    status = "<span>● Session Initiation Protocol (sip), 970 bytes</span><span style='margin-left:auto'>Packets: 18412 · Displayed: 3012 (16.4%)</span><span>Profile: Default</span>"
    return _ws("sip || rtp", _plist(rows, "2040"), dets, "", status, vc)



# ------------------------------------------------------------------------------------- blindj6: a mail server's queue
MQ_CSS = """
body{background:#f4f6f8;font-family:"DejaVu Sans",sans-serif;font-size:12px;color:#212529}
.mh{height:46px;background:#fff;border-bottom:1px solid #dee2e6;display:flex;align-items:center;gap:20px;padding:0 20px;font-size:13px} .mh .lg{font-weight:bold;font-size:17px;color:#0b57a4}
.mh .on{color:#0b57a4;border-bottom:2px solid #0b57a4;padding:13px 0} .mq{padding:12px 20px;height:686px;overflow:hidden} .box{background:#fff;border:1px solid #dee2e6;border-radius:6px;margin-bottom:12px}
.box .hd{padding:9px 14px;border-bottom:1px solid #dee2e6;display:flex;gap:12px;align-items:center} .box .hd b{font-size:14px}
.bt{border:1px solid #ced4da;border-radius:4px;padding:3px 10px;background:#f8f9fa;font-size:11.5px} .bt.d{color:#b02a37;border-color:#f1aeb5} .bt.p{background:#0b57a4;color:#fff;border-color:#0b57a4}
.qt{width:100%;border-collapse:collapse;font-size:11.5px;table-layout:fixed} .qt th{text-align:left;color:#6c757d;font-weight:normal;border-bottom:1px solid #dee2e6;padding:6px 8px;background:#f8f9fa}
.qt td{border-bottom:1px solid #eef0f2;padding:6px 8px;vertical-align:top;overflow:hidden} .qt tr.on td{background:#fff8e1} .mono{font-family:"DejaVu Sans Mono",monospace;font-size:11px}
.bd{border-radius:8px;padding:1px 7px;font-size:10.5px;white-space:nowrap} .df{background:#fff3cd;color:#856404} .bo{background:#f8d7da;color:#842029} .hl{background:#cfe2ff;color:#084298} .ac{background:#d1e7dd;color:#0f5132}
.stats{display:flex;gap:12px;margin-bottom:12px} .stats div{flex:1;background:#fff;border:1px solid #dee2e6;border-radius:6px;padding:8px 14px} .stats b{font-size:20px;display:block}
.src{font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;line-height:16px;padding:10px 14px;white-space:pre-wrap;word-break:break-all} .src .h{color:#0b57a4} .src .q{color:#6c757d}
.term{background:#1e1e1e;height:756px;color:#d4d4d4;font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:17px;padding:8px 12px;white-space:pre-wrap;word-break:break-all;overflow:hidden}
.term .p{color:#6a9955} .term .w{color:#ce9178} .term .b{color:#f14c4c}
"""


def _mq(inner: str, url: str, tab: str) -> str:
    head = ("<div class='mh'><span class='lg'>✉ mailcow</span><span>Configuration ▾</span><span>E-mail ▾</span><span class='on'>Queue manager</span><span>Quarantine</span><span>Logs ▾</span>"
            "<span style='margin-left:auto;color:#6c757d'>mx1.hollis-marine.com · admin</span><span class='bt'>Log out</span></div>")
    return _page(url, tab, head + f"<div class='mq'>{inner}</div>", MQ_CSS)


def mq_list() -> str:
    rows = [("4YXk2b1Lq9z3", "14.01.2025 09:41:27", "48.2 KiB", ("venkatesh.subramanian@hollis-marine.com", "sender address in a mail queue table"),
             ("liam@brennan-accounting.co.nz", "recipient address in a mail queue table"), "Re: Annual accounts 2024 – draft + IRD details", "deferred",
             "connect to mail.brennan-accounting.co.nz[" + _ip("103.247.18.60", "relay IP in a mail queue reason") + "]:25: Connection timed out", True),
            ("5B1c0Q2xYrz4", "14.01.2025 09:52:09", "3.1 KiB", ("noreply@hollis-marine.com", ""), ("tamati.walker@xtra.co.nz", "recipient address in a mail queue table"),
             "Your quote Q-20931 for a hull survey", "bounced", "550 5.1.1 &lt;" + _pii("EMAIL_ADDRESS", "tamati.walker@xtra.co.nz", "recipient address in a bounce reason") + "&gt;: Recipient address rejected: User unknown", False),
            ("6C2d1R3yZsz5", "14.01.2025 09:52:10", "5.4 KiB", ("", ""), ("noreply@hollis-marine.com", ""), "Undelivered Mail Returned to Sender", "active", "delivering to mailbox", False),
            ("4YXjZx6b9Tz1", "14.01.2025 09:30:00", "1.2 KiB", ("svc-backup@hollis-marine.com", ""), ("it-alerts@hollis-marine.com", ""), "[Veeam] Job 'FS01 nightly' finished with warning", "deferred",
             "lost connection with mail.hollis-marine.com[10.20.0.31] while sending RCPT TO", False),
            ("4YXjQ8mC3Wz7", "14.01.2025 09:12:55", "212.6 KiB", ("payroll@hollis-marine.com", ""), ("sione.faleolo.nz@gmail.com", "recipient address in a mail queue table"),
             "Payslip 2025-01 for " + _pii("PERSON", "Sione Faleolo", "name in a queued message's subject"), "hold", "held by admin: attachment payslip-2025-01.pdf to external address", False),
            ("4YXj9KpB0Rz2", "14.01.2025 08:47:31", "9.8 KiB", ("d.osullivan@hollis-marine.com", "sender address in a mail queue table"),
             ("crew-roster@hollis-marine.com", ""), "Crew change Saturday – call me on " + _pii("PHONE_NUMBER", "027 334 9187", "phone in a queued message's subject"), "deferred",
             "4.2.2 mailbox full (crew-roster)", False),
            ("4YXhW3nT5Kz9", "14.01.2025 07:58:02", "31.0 KiB", ("m.tipene@hollis-marine.com", "sender address in a mail queue table"),
             ("a.ropata@westpac.co.nz", "recipient address in a mail queue table"), "Employment confirmation – " + _pii("PERSON", "Rangi Ropata", "name in a queued message's subject"),
             "deferred", "451 4.7.1 greylisted, try again in 5 minutes", False)]
    badge = {"deferred": "df", "bounced": "bo", "hold": "hl", "active": "ac"}
    tr = ""
    for qid, at, size, (snd, ssit), (rcp, rsit), subj, st, why, on in rows:
        sc = _pii("EMAIL_ADDRESS", snd, ssit) if ssit else (snd or "<span style='color:#6c757d'>&lt;&gt; (MAILER-DAEMON)</span>")
        rc = _pii("EMAIL_ADDRESS", rcp, rsit) if rsit else rcp
        if "10.20.0.31" in why:
            why = why.replace("10.20.0.31", _ip("10.20.0.31", "internal relay IP in a mail queue reason"))
        tr += (f"<tr class='{'on' if on else ''}'><td>☐</td><td class='mono'>{qid}</td><td>{at}</td><td>{size}</td><td>{sc}</td><td>{rc}</td><td>{subj}</td>"
               f"<td><span class='bd {badge[st]}'>{st}</span></td><td style='color:#6c757d'>{why}</td></tr>")
    stats = ("<div class='stats'><div><b>7</b>messages in queue</div><div><b>4</b>deferred</div><div><b>1</b>on hold</div><div><b>1</b>bounced (last hour)</div>"
             "<div><b>2.6 s</b>avg. delivery time today</div></div>")
    inner = (stats + "<div class='box'><div class='hd'><b>Postfix queue</b><span style='color:#6c757d'>mx1 · refreshed 09:53:40</span><span style='margin-left:auto' class='bt'>⟳ Refresh</span>"
             "<span class='bt'>Flush queue</span><span class='bt'>Release held</span><span class='bt d'>Delete deferred</span><span class='bt d'>Super delete</span></div>"
             "<table class='qt'><colgroup><col style='width:24px'><col style='width:96px'><col style='width:128px'><col style='width:62px'><col style='width:190px'><col style='width:180px'>"
             "<col style='width:200px'><col style='width:70px'><col></colgroup><tr><th></th><th>Queue ID</th><th>Arrival</th><th>Size</th><th>Sender</th><th>Recipients</th><th>Subject</th><th>Status</th><th>Reason</th></tr>"
             + tr + "</table><div style='padding:8px 14px;color:#6c757d'>With selected: <span class='bt'>Show message</span> <span class='bt'>Hold</span> <span class='bt'>Unhold</span> "
             "<span class='bt'>Deliver now</span> <span class='bt d'>Delete</span></div></div>")
    return _mq(inner, "mail.hollis-marine.com/admin/queue", "Queue manager · mailcow UI")


def mq_message(ird: str, dkim: str) -> str:
    h = ("<span class='h'>Return-Path:</span> &lt;" + _pii("EMAIL_ADDRESS", "venkatesh.subramanian@hollis-marine.com", "sender address in a raw mail header") + "&gt;\n"
         "<span class='h'>Received:</span> from [192.168.1.24] (unknown [" + _ip("203.86.199.42", "client IP in a Received header") + "])\n"
         "\t(Authenticated sender: " + _pii("ACCOUNT_NAME", "v.subramanian", "SASL user name in a Received header") + ")\n"
         "\tby mx1.hollis-marine.com (Postfix) with ESMTPSA id 4YXk2b1Lq9z3\n\tfor &lt;" + _pii("EMAIL_ADDRESS", "liam@brennan-accounting.co.nz", "recipient address in a raw mail header")
         + "&gt;; Tue, 14 Jan 2025 09:41:27 +1300 (NZDT)\n"
         "<span class='h'>DKIM-Signature:</span> v=1; a=rsa-sha256; c=relaxed/relaxed; d=hollis-marine.com; s=mail2024; t=1736800887;\n"
         "\th=from:from:reply-to:subject:subject:date:date:to:to:cc:mime-version; bh=Y0k8mX1r4V6vN9k2eL3QzF7aT0sW5pJ8cH1uB4dG6oE=;\n\tb=" + dkim + "\n"
         "<span class='h'>From:</span> " + _pii("DENY_LIST", "Venkatesh Subramanian", "deny-listed name as a From display name") + " &lt;"
         + _pii("EMAIL_ADDRESS", "venkatesh.subramanian@hollis-marine.com", "sender address in a raw mail header") + "&gt;\n"
         "<span class='h'>To:</span> \"" + _pii("PERSON", "Brennan, Liam", "recipient's name surname first in a To header") + "\" &lt;"
         + _pii("EMAIL_ADDRESS", "liam@brennan-accounting.co.nz", "recipient address in a raw mail header") + "&gt;\n"
         "<span class='h'>Subject:</span> Re: Annual accounts 2024 – draft + IRD details\n<span class='h'>Date:</span> Tue, 14 Jan 2025 09:41:21 +1300\n"
         "<span class='h'>Message-ID:</span> &lt;CAH8x2v+Qm9kP1rT7w@mail.hollis-marine.com&gt;\n<span class='h'>X-Originating-IP:</span> [" + _ip("203.86.199.42", "client IP in a Received header") + "]\n"
         "<span class='h'>MIME-Version:</span> 1.0\n<span class='h'>Content-Type:</span> multipart/mixed; boundary=\"000000000000a1b2c3d4e5f6\"\n\n"
         + _cl("--000000000000a1b2c3d4e5f6\nContent-Type: text/plain; charset=\"UTF-8\"\nContent-Transfer-Encoding: quoted-printable", "q") + "\n\n"
         "Hi " + _pii("PERSON", "Liam", "first name alone in a mail body's greeting") + ",\n\nAttached is the draft. For my personal return you asked for my details: IRD number "
         + _pii("ID_NUMBER", ird, "IRD number in a mail body sentence") + ", date of birth " + _pii("DATE_OF_BIRTH", "02/11/1984", "date of birth in a mail body sentence")
         + ", home address " + _pii("STREET_ADDRESS", "7 Kōwhai Grove, Remuera, Auckland 1050", "home address with a macron in a mail body sentence") + ". The refund can go to my ASB account as before.\n"
         "Call me on " + _pii("PHONE_NUMBER", "027 552 1190", "mobile in a mail body sentence") + " if anything is missing.\n\nNgā mihi,\n"
         + _pii("DENY_LIST", "V. Subramanian", "deny-listed name as an initial and surname in a signature") + "\nFinance Manager · Hollis Marine Ltd\n\n"
         + _cl("--000000000000a1b2c3d4e5f6\nContent-Type: application/pdf; name=\"HM-annual-accounts-2024-DRAFT.pdf\"\nContent-Disposition: attachment; filename=\"HM-annual-accounts-2024-DRAFT.pdf\"\n"
         "Content-Transfer-Encoding: base64\n\nJVBERi0xLjcKJeLjz9MKNSAwIG9iago8PCAvVHlwZSAvWE9iamVjdCAvU3VidHlwZSAvSW1hZ2UgL1dpZHRoIDEyMDAgL0hlaWdodCA4\nMDAgL0NvbG9yU3BhY2UgL0RldmljZVJHQiAvQml0c1BlckNvbXBvbmVudCA4IC9GaWx0ZXIgL0RDVERlY29kZSA+PgpzdHJlYW0K", "q"))
    inner = ("<div class='box'><div class='hd'><b>Message 4YXk2b1Lq9z3</b><span class='bd df'>deferred</span><span style='color:#6c757d'>48.2 KiB · 3 delivery attempts · next retry 10:11:27</span>"
             "<span style='margin-left:auto' class='bt'>← Back to queue</span><span class='bt'>Headers only</span><span class='bt p'>Deliver now</span><span class='bt'>Hold</span><span class='bt d'>Delete</span></div>"
             f"<div class='src'>{_divs(h)}</div></div>")
    return _mq(inner, "mail.hollis-marine.com/admin/queue/4YXk2b1Lq9z3/source", "4YXk2b1Lq9z3 · Queue manager · mailcow UI")


def mq_term() -> str:
    p = "<span class='p'>root@mx1:~#</span> "
    t = (p + "postqueue -p | head -n 14\n-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------\n"
         "4YXk2b1Lq9z3   49371 Tue Jan 14 09:41:27  " + _pii("EMAIL_ADDRESS", "venkatesh.subramanian@hollis-marine.com", "sender address in postqueue output") + "\n"
         "(connect to mail.brennan-accounting.co.nz[" + _ip("103.247.18.60", "relay IP in postqueue output") + "]:25: Connection timed out)\n"
         "                                         " + _pii("EMAIL_ADDRESS", "liam@brennan-accounting.co.nz", "recipient address in postqueue output") + "\n\n"
         "4YXjQ8mC3Wz7! 217702 Tue Jan 14 09:12:55  payroll@hollis-marine.com\n                                         "
         + _pii("EMAIL_ADDRESS", "sione.faleolo.nz@gmail.com", "recipient address in postqueue output") + "\n\n"
         "4YXhW3nT5Kz9   31744 Tue Jan 14 07:58:02  " + _pii("EMAIL_ADDRESS", "m.tipene@hollis-marine.com", "sender address in postqueue output") + "\n"
         "(host mx.westpac.co.nz[" + _ip("203.2.218.214", "relay IP in postqueue output") + "] said: 451 4.7.1 greylisted, try again in 5 minutes (in reply to RCPT TO command))\n"
         "                                         " + _pii("EMAIL_ADDRESS", "a.ropata@westpac.co.nz", "recipient address in postqueue output") + "\n\n"
         "-- 372 Kbytes in 7 Requests.\n"
         + p + "grep -E '4YXk2b1Lq9z3|5B1c0Q2xYrz4' /var/log/mail.log\n"
         "Jan 14 09:41:27 mx1 postfix/submission/smtpd[28113]: 4YXk2b1Lq9z3: client=unknown[" + _ip("203.86.199.42", "client IP in a wrapped mail log line")
         + "], sasl_method=LOGIN, sasl_username=" + _pii("ACCOUNT_NAME", "v.subramanian", "SASL user name in a wrapped mail log line") + "\n"
         "Jan 14 09:41:27 mx1 postfix/cleanup[28120]: 4YXk2b1Lq9z3: message-id=&lt;CAH8x2v+Qm9kP1rT7w@mail.hollis-marine.com&gt;\n"
         "Jan 14 09:41:27 mx1 postfix/qmgr[1187]: 4YXk2b1Lq9z3: from=&lt;" + _pii("EMAIL_ADDRESS", "venkatesh.subramanian@hollis-marine.com", "sender address in a wrapped mail log line")
         + "&gt;, size=49371, nrcpt=1 (queue active)\n"
         "<span class='w'>Jan 14 09:41:57 mx1 postfix/smtp[28124]: 4YXk2b1Lq9z3: to=&lt;" + _pii("EMAIL_ADDRESS", "liam@brennan-accounting.co.nz", "recipient address in a wrapped mail log line")
         + "&gt;, relay=none, delay=30, delays=0.05/0.01/30/0, dsn=4.4.1, status=deferred (connect to mail.brennan-accounting.co.nz[" + _ip("103.247.18.60", "relay IP in a wrapped mail log line") + "]:25: Connection timed out)</span>\n"
         "Jan 14 09:52:09 mx1 postfix/pickup[27710]: 5B1c0Q2xYrz4: uid=33 from=&lt;noreply@hollis-marine.com&gt;\n"
         "<span class='b'>Jan 14 09:52:10 mx1 postfix/smtp[29002]: 5B1c0Q2xYrz4: to=&lt;" + _pii("EMAIL_ADDRESS", "tamati.walker@xtra.co.nz", "recipient address in a wrapped mail log line")
         + "&gt;, relay=mx.xtra.co.nz[" + _ip("203.97.33.14", "relay IP in a wrapped mail log line") + "]:25, delay=1.2, delays=0.02/0/0.61/0.55, dsn=5.1.1, status=bounced (host mx.xtra.co.nz["
         + _ip("203.97.33.14", "relay IP in a wrapped mail log line") + "] said: 550 5.1.1 &lt;" + _pii("EMAIL_ADDRESS", "tamati.walker@xtra.co.nz", "recipient address in a wrapped mail log line")
         + "&gt;: Recipient address rejected: User unknown in virtual mailbox table (in reply to RCPT TO command))</span>\n"
         "Jan 14 09:52:10 mx1 postfix/bounce[29010]: 5B1c0Q2xYrz4: sender non-delivery notification: 6C2d1R3yZsz5\n"
         + p + "postsuper -h 4YXk2b1Lq9z3\npostsuper: 4YXk2b1Lq9z3: placed on hold\npostsuper: Placed on hold: 1 message\n"
         + p + "doveadm user " + _pii("ACCOUNT_NAME", "v.subramanian", "SASL user name in a wrapped mail log line") + "@hollis-marine.com | grep -E 'quota|home'\n"
         "home      : /var/vmail/hollis-marine.com/" + _pii("ACCOUNT_NAME", "v.subramanian", "SASL user name in a wrapped mail log line") + "\nquota_rule: *:bytes=10737418240\n"
         + p + "<span style='background:#d4d4d4'> </span>")
    return _win("<span style='color:#ccc'>root@mx1: ~ — ssh — 148×44</span>", f"<div class='term'>{_divs(t)}</div>", MQ_CSS, bar="#2d2d2d", fg="#ccc")



# ------------------------------------------------------------------------------------------------------- the rig
def render_blind10(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20260611)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    tok = string.ascii_letters + string.digits
    ids = {"nhi": _nhi(rng), "ird": _ird(rng), "iban_nl": _nl_iban(rng, "ABNA"), "iban_nl2": _nl_iban(rng, "RABO"), "iban_nl3": _nl_iban(rng, "SNSB"),
           "akia": "AKIA" + _rand(rng, 16, string.ascii_uppercase + "234567"), "sig": _rand(rng, 64, "0123456789abcdef"),
           "jwt": _jwt(rng, {"sub": "usr_7f3a9c41", "email": "rawiri.hemi@kowhaihealth.co.nz", "name": "Rawiri Hemi", "org": "kowhai-health",
                             "roles": ["clinic_admin"], "iat": 1736798400, "exp": 1736802000}),
           "ssha": _ssha(rng, "Tauranga#2024")}
    sid = "s%3A" + _rand(rng, 32, tok + "-_") + "." + _rand(rng, 43, tok + "+/")
    apikey = "kh_live_" + _rand(rng, 32, string.ascii_lowercase + string.digits)
    sess = "sess_" + _rand(rng, 20)
    php = _rand(rng, 26, string.ascii_lowercase + string.digits)
    dkim = _rand(rng, 300, tok + "+/")
    ibans = {0: ids["iban_nl"], 1: ids["iban_nl2"], 2: ids["iban_nl3"]}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindj0", [("api0", lambda: api_search(ids["nhi"], ids["jwt"], sid, apikey)), ("api1", lambda: api_patch(ids["nhi"])),
                           ("api2", lambda: api_env(ids["nhi"], ids["jwt"], sid, apikey))], "API client")
        record("blindj1", [("kib0", lambda: kib_discover(sess)), ("kib1", lambda: kib_trace(sess))], "observability tool")
        record("blindj2", [("dir0", ad_users), ("dir1", lambda: okta_reset("118.92.44.203")), ("dir2", lambda: ldap_ldif(ids["ssha"]))], "directory admin")
        record("blindj3", [("pma0", lambda: pma_browse(ibans)), ("pma1", lambda: pma_edit(ibans[2])), ("pma2", lambda: pma_export(ibans))], "database admin web UI")
        record("blindj4", [("s3a", s3_list), ("s3b", lambda: s3_object("86.88.142.17")), ("s3c", lambda: s3_shell(ids["akia"], ids["sig"], "203.97.14.201", "86.88.142.17"))],
               "object-storage console")
        record("blindj5", [("ws0", lambda: ws_http(php)), ("ws1", ws_sip)], "packet analyser (HiDPI)", dsf=2.0)
        record("blindj6", [("mq0", mq_list), ("mq1", lambda: mq_message(ids["ird"], dkim)), ("mq2", mq_term)], "mail server queue")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind10, "/tmp/blind10/preview")
