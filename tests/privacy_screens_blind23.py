# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A twenty-third blind set of browser-rendered screens carrying personal data, built without reading the redaction
(as tests/privacy_screens_blind.py … tests/privacy_screens_blind22.py, other applications again): housing, property
and insurance — a London letting agent's tenant application review, a Dutch property management system's
maintenance tickets, a Dutch mortgage broker's fact-find, an Italian motor insurance claim after a collision, a
Swedish home insurance quote comparison, an estate agent's viewing schedule on two phones and a neighbourhood app's
dark feed with posts in English and Vietnamese — rendered by Debian's chromium through the rig of
tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`, its ink measured per
character.

Seven Clones recordings (`blindw0` … `blindw6`), 2 or 3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindw0` a letting agent's tenant application review: the application's overview (the flat applied for, an
  advertised listing whose address, rent, deposit, EPC rating and floor area are not private; the lead applicant's
  name, date of birth, mobile with its country code, e-mail and current home address; the co-applicant, the
  deny-listed Vietnamese name written without diacritics in capitals and as written, her mobile without a country
  code; the employers' names and salaries not private, an employer's HR contact with her name, direct line and
  e-mail; the referencing checklist, the negotiator's name and the agency's office address and switchboard not
  private); then the references and the guarantor zoomed in to 125 % (previous landlords' names, phones and a
  tenancy address, the guarantor's name, date of birth, home address, mobile and e-mail, the rent account's IBAN split
  in groups; scores, dates of tenancies, amounts and the reference agency not private);
- `blindw1` a Dutch property management system: the maintenance tickets zoomed out to 80 % (tenants sorted under
  their surnames without the particle, the deny-listed Dutch name as `Meulen, M. van der`, tenants' flats with their
  floor as `3 hoog` and `huis`, their phones; the complex's name, ticket numbers, categories, priorities, contractors
  and dates not private); then one ticket (the tenant's note in English with the access instructions `key safe 4471,
  alarm 0913#`, a Wi-Fi password for the smart thermostat, a neighbour's name and mobile, the tenant's e-mail; the
  contractor's firm and its office line, the planned date, the cost estimate and the complex's caretaker desk not
  private; the contractor's mechanic by name; the audit trail with a user's log-in and IP address);
- `blindw2` a Dutch mortgage broker's fact-find: the household form (the deny-listed Dutch name as written with its
  BSN, date of birth and the home address of a flat `2 hoog`, the partner's name, BSN and date of birth, the
  dependants' names with dates of birth in a table, the employers not private, the gross incomes not private, the
  partner's mobile and e-mail, the broker's name; the property being bought — an advertised listing — and its asking
  price, energy label and square metres not private); then the advice summary zoomed out to 67 % (the deny-listed
  name as `Dhr. M. van der Meulen`, as the account's holder `M. van der Meulen` and as `Van der Meulen` at a
  sentence's start, the salary account's IBAN, a
  previous address, the notary's firm not private; the loan parts, interest rates, NHG costs and monthly payments not
  private);
- `blindw3` an Italian insurer's motor claim after a collision: the claim form (the claim number, the product name,
  the insurer's address and toll-free number not private; the policyholder — the deny-listed Italian name surname
  first in capitals and as written — with her codice fiscale, policy number, plate, mobile and e-mail; the other
  driver's name, codice fiscale, plate, insurer not private, his policy number and mobile; a witness's name, mobile
  and home address `Int. 5`; the place of the collision — a junction — the time and the damage not private); then
  the collision sketch zoomed in to 150 % (a caption naming both plates, the deny-listed name with a typographic
  apostrophe in the statement, the payout IBAN; the loss adjuster's name);
- `blindw4` a Swedish home insurance quote comparison: the quotes (insurers, products, premiums, deductibles and
  ratings not private) with the search's details (the user's name, personnummer with its dash, the flat's address
  `lgh 1102`, the household's size and the floor area not private); then the chosen quote's application zoomed out
  to 75 % (the name again, a co-insured partner with his personnummer, a mobile with and without `+46`, an e-mail, a
  card number for the first premium; the insurer's address and customer service not private);
- `blindw5` an estate agent's viewing schedule on two phones at device scale 2 (HiDPI): the day's viewings (the
  addresses of properties for sale and to let, asking prices and rents not private; applicants' names and mobiles,
  the deny-listed Vietnamese name with full diacritics, the vendor's key-holder's name) beside a viewing's details
  (the applicant's e-mail, her current address, the vendor's instructions with a gate code, the agent's own mobile;
  the agency's office address and switchboard not private); then the feedback thread (an applicant's message with a
  phone without a country code) beside the agent's calendar (the branch, times and listings not private);
- `blindw6` a neighbourhood app's feed in a dark theme at device scale 2 (HiDPI): posts by neighbours (names, a username, a lost cat's owner
  with her mobile, a post naming a van's plate, a post in Vietnamese by the deny-listed name's given names, the
  deny-listed Italian name posting; a council's notice, the library's opening hours, a shop's address and the events'
  dates not private); then a post's comments (a neighbour's house number and street, a name in a reply, a comment in
  Vietnamese by a neighbour, an e-mail in a comment; the recycling centre and its phone not private).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Dutch name with the particle `van der`, an
Italian name with an apostrophe, a Vietnamese name with full diacritics: the first as written, sorted under its
surname as `Meulen, M. van der`, with an initial and a title, as `Van der Meulen` at a sentence's start; the second as
written, surname first in capitals, with a typographic apostrophe; the third as written, without diacritics in
capitals and in mixed case, its given names alone). ACCOUNT_NAME marks log-ins and usernames of people not listed.
Number plates and policy numbers are ID_NUMBER. Checksummed values (Dutch BSNs, a Dutch IBAN with an account number
passing the eleven test, Italian codici fiscali, an Italian IBAN with its CIN, a UK IBAN, Swedish personnummer with
their Luhn digit, a Visa card) are valid. Each value other than a name is shown in one recording only.
"""

from __future__ import annotations

import random
import string
from pathlib import Path

from privacy_screens import _card
from privacy_screens_blind import SIT
from privacy_screens_blind2 import _CF_ODD, BlindRig2, _bsn, _cf, _iban_b, _ibans_ok, _luhn_ok, _win
from privacy_screens_blind4 import _page, _pii, preview, recorder

DENY = ["Maarten van der Meulen", "Giulia D'Ambrosio", "Trần Thị Ngọc Ánh"]


# ------------------------------------------------------------------------------------------------ valid identifiers
def _bsn_ok(v: str) -> bool:
    d = [int(c) for c in v]
    return len(d) == 9 and (sum(a * w for a, w in zip(d[:8], range(9, 1, -1), strict=True)) - d[8]) % 11 == 0


def _cf_ok(v: str) -> bool:
    return len(v) == 16 and _cf(v[:15]) == v


def _cin(bban22: str) -> str:
    """The Italian CIN: the codice fiscale's odd/even tables over ABI + CAB + account (22 characters)."""
    s = sum(_CF_ODD[c] if k % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65) for k, c in enumerate(bban22))
    return chr(65 + s % 26)


def _it_iban(rng: random.Random, abi: str, cab: str) -> str:
    acct = "".join(rng.choice(string.digits) for _ in range(12))
    return _iban_b("IT", _cin(abi + cab + acct) + abi + cab + acct)


def _it_iban_ok(iban: str) -> bool:
    d = iban.replace(" ", "")[4:]
    return len(d) == 23 and d[0] == _cin(d[1:])


def _nl_iban(rng: random.Random, bank: str) -> str:
    """A Dutch IBAN whose ten-digit account passes the eleven test (weights 10 … 1)."""
    while True:
        acct = "".join(rng.choice(string.digits) for _ in range(10))
        if acct[0] != "0" and sum(int(a) * w for a, w in zip(acct, range(10, 0, -1), strict=True)) % 11 == 0:
            return _iban_b("NL", bank + acct)


def _nl_iban_ok(iban: str) -> bool:
    acct = iban.replace(" ", "")[8:]
    return len(acct) == 10 and sum(int(a) * w for a, w in zip(acct, range(10, 0, -1), strict=True)) % 11 == 0


def _pnr(rng: random.Random, born: str) -> str:
    """A Swedish personnummer YYMMDD-NNNC, C the Luhn digit over the nine before it."""
    body = born + "".join(rng.choice(string.digits) for _ in range(3))
    for c in string.digits:
        if _luhn_ok(body + c):
            return f"{body[:6]}-{body[6:]}{c}"
    raise AssertionError(body)


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    for k in ("bsn_maarten", "bsn_partner"):
        assert _bsn_ok(ids[k]), (k, ids[k])
    for k in ("cf_giulia", "cf_other"):
        assert _cf_ok(ids[k]), (k, ids[k])
    assert _it_iban_ok(ids["it_iban"]), ids["it_iban"]
    assert _nl_iban_ok(ids["nl_iban"]), ids["nl_iban"]
    for k in ("pnr_elin", "pnr_partner"):
        assert _luhn_ok(ids[k]), (k, ids[k])
    assert _luhn_ok(ids["card"]), ids["card"]


def _zoom(z: float, inner: str, height: int = 756) -> str:
    """A page zoomed by the browser: its content scaled from the top-left corner, as wide as the viewport."""
    return (f"<div style='height:{height}px;overflow:hidden'><div style='transform:scale({z});transform-origin:0 0;"
            f"width:{1280 / z:.0f}px'>{inner}</div></div>")


# ------------------------------------------------------------------------------ blindw0: letting agent application
LA_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f3f4f1;color:#222;font-size:13px}
.lh{height:48px;background:#1f4d3a;color:#fff;display:flex;align-items:center;gap:22px;padding:0 20px} .lh b{font-size:16px}
.lw{display:flex;gap:14px;padding:12px 18px}
.col{flex:1;min-width:0}
.bx{background:#fff;border:1px solid #d9ddd5;border-radius:6px;margin-bottom:10px}
.bx h4{margin:0;padding:7px 12px;background:#eef3ee;color:#1f4d3a;border-bottom:1px solid #d9ddd5;font-size:13px}
.bx .in{padding:8px 12px;line-height:1.55}
.kv{display:grid;grid-template-columns:128px 1fr;gap:3px 10px} .kv .k{color:#666}
.ck td{padding:4px 8px;border-bottom:1px solid #eee;font-size:12.5px} .ok{color:#1b7f3b;font-weight:bold} .wa{color:#b45309;font-weight:bold}
.rf{width:100%;border-collapse:collapse;font-size:12.5px} .rf th{background:#f5f7f4;color:#555;font-size:11.5px;text-align:left;padding:5px 8px;border-bottom:1px solid #ddd} .rf td{padding:5px 8px;border-bottom:1px solid #eee;vertical-align:top;line-height:1.45}
.pill{display:inline-block;border-radius:10px;padding:1px 8px;font-size:11px;background:#e3efe6;color:#1f4d3a}
"""


def _la(inner: str, url: str, tab: str) -> str:
    head = ("<div class='lh'><b>Harcourt &amp; Lowe Lettings</b><span>Applications</span><span>Tenancies</span><span>Compliance</span>"
            "<span style='margin-left:auto'>" + _pii("PERSON", "Kieran Doyle", "negotiator's name in a letting agent's header") + " · Stoke Newington branch</span></div>")
    return _page(url, tab, head + inner, LA_CSS)


def la_overview() -> str:
    prop = ("<div class='bx'><h4>Property applied for</h4><div class='in'><b>Flat 3, 41 Albion Road, London N16 9PS</b><br>"
            "2 bedrooms · 68 m² · second floor · EPC rating C (71) · unfurnished<br>Rent £2,250 pcm · holding deposit £519 · tenancy deposit £2,596 (5 weeks)<br>"
            "Available from 14 June 2025 · 12-month AST · listing ref. HL-N16-0412</div></div>")
    lead = ("<div class='bx'><h4>Lead applicant</h4><div class='in kv'>"
            "<span class='k'>Name</span><span>" + _pii("PERSON", "Oliver Brennan-Hart", "lead applicant's name in a tenant application") + "</span>"
            "<span class='k'>Date of birth</span><span>" + _pii("DATE_OF_BIRTH", "17/09/1991", "lead applicant's date of birth in a tenant application") + "</span>"
            "<span class='k'>Mobile</span><span>" + _pii("PHONE_NUMBER", "+44 7723 418 095", "lead applicant's mobile with its country code in a tenant application") + "</span>"
            "<span class='k'>E-mail</span><span>" + _pii("EMAIL_ADDRESS", "oliver.brennanhart@gmail.com", "lead applicant's e-mail in a tenant application") + "</span>"
            "<span class='k'>Current address</span><span>" + _pii("STREET_ADDRESS", "Flat 12, Cazenove Court, 8 Cazenove Road, London N16 6BD", "applicant's current home address in a tenant application") + "</span>"
            "<span class='k'>Employer</span><span>Brightwell Analytics Ltd · Senior Data Analyst · since 03/2021</span>"
            "<span class='k'>Gross salary</span><span>£58,500 p.a. · affordability ratio 2.17× ✓</span></div></div>")
    co = ("<div class='bx'><h4>Co-applicant</h4><div class='in kv'>"
          "<span class='k'>Name (passport)</span><span>" + _pii("DENY_LIST", "TRAN THI NGOC ANH", "deny-listed Vietnamese name without diacritics in capitals in a tenant application") + "</span>"
          "<span class='k'>Known as</span><span>" + _pii("DENY_LIST", "Tran Thi Ngoc Anh", "deny-listed Vietnamese name without diacritics in a tenant application") + "</span>"
          "<span class='k'>Mobile</span><span>" + _pii("PHONE_NUMBER", "07946 203 517", "co-applicant's mobile without a country code in a tenant application") + "</span>"
          "<span class='k'>Right to rent</span><span>share code checked 28/05/2025 · valid until 2027</span>"
          "<span class='k'>Employer</span><span>St Leonard's Dental Group · associate dentist</span>"
          "<span class='k'>HR contact</span><span>" + _pii("PERSON", "Rebecca Amankwah", "employer's HR contact's name in a tenant application") + " (People team) · "
          + _pii("PHONE_NUMBER", "020 7946 0183", "employer's HR contact's direct line in a tenant application") + "<br>" + _pii("EMAIL_ADDRESS", "r.amankwah@stleonardsdental.co.uk", "employer's HR contact's e-mail in a tenant application") + "</span>"
          "<span class='k'>Gross salary</span><span>£71,000 p.a. · contract permanent</span></div></div>")
    checks = [("Identity &amp; right to rent", "ok", "passed"), ("Credit search (Equifax)", "ok", "passed · no CCJs"), ("Employer reference · lead", "ok", "received 30/05"),
              ("Employer reference · co-applicant", "wa", "chased 02/06"), ("Previous landlord · lead", "ok", "received 29/05"), ("Previous landlord · co-applicant", "ok", "received 31/05"),
              ("Guarantor", "wa", "requested (co-applicant visa)"), ("Holding deposit", "ok", "£519 received 27/05")]
    ck = ("<div class='bx'><h4>Referencing · HomeLet ref. HL-7730218</h4><div class='in'><table class='ck' style='width:100%'>"
          + "".join(f"<tr><td>{a}</td><td class='{c}'>{'✓' if c == 'ok' else '…'} {b}</td></tr>" for a, c, b in checks)
          + "</table><div style='margin-top:8px;color:#666'>Deadline for agreement: 10/06/2025 (15 days from holding deposit) · move-in target 14/06/2025</div></div></div>")
    office = ("<div style='color:#666;font-size:12px;padding:0 2px'>Harcourt &amp; Lowe Lettings · 112 Stoke Newington Church Street, London N16 0JX · "
              "switchboard 020 7254 6100 · lettings@harcourtlowe.co.uk · ARLA Propertymark · client money protection by Propertymark CMP</div>")
    inner = (f"<div class='lw'><div class='col'>{prop}{lead}</div><div class='col'>{co}{ck}</div></div>{office}")
    return _la(inner, "crm.harcourtlowe.co.uk/lettings/applications/APP-2025-0877", "APP-2025-0877 · Flat 3, 41 Albion Road")


def la_references(iban: str) -> str:
    refs = ("<div class='bx'><h4>Previous landlord references</h4><div class='in'><table class='rf'><tr><th>Applicant</th><th>Landlord / agent</th><th>Tenancy</th><th>Rent</th><th>Would re-let</th></tr>"
            "<tr><td>Lead</td><td>" + _pii("PERSON", "Mr Desmond Achterberg", "previous landlord's name in a reference table at 125 %") + "<br>" + _pii("PHONE_NUMBER", "07811 562 094", "previous landlord's mobile in a reference table at 125 %") + "</td><td>03/2021 – 06/2025</td><td>£1,650 pcm · paid on time</td><td class='ok'>Yes</td></tr>"
            "<tr><td>Co-app.</td><td>Foxtons Islington (managing agent)<br>020 7359 2000</td><td>09/2022 – 05/2025<br>" + _pii("STREET_ADDRESS", "28B Highbury Hill, London N5 1AL", "co-applicant's previous home address in a reference table at 125 %") + "</td><td>£1,480 pcm · one late payment</td><td class='ok'>Yes</td></tr></table></div></div>")
    guar = ("<div class='bx'><h4>Guarantor (co-applicant)</h4><div class='in kv'>"
            "<span class='k'>Name</span><span>" + _pii("PERSON", "Gerard Whitfield", "guarantor's name at 125 %") + " (former employer)</span>"
            "<span class='k'>Date of birth</span><span>" + _pii("DATE_OF_BIRTH", "02 Feb 1964", "guarantor's date of birth at 125 %") + "</span>"
            "<span class='k'>Home address</span><span>" + _pii("STREET_ADDRESS", "The Old Rectory, Church Lane, Great Bardfield, Braintree CM7 4SX", "guarantor's home address at 125 %") + "</span>"
            "<span class='k'>Mobile</span><span>" + _pii("PHONE_NUMBER", "+44 7700 183 562", "guarantor's mobile at 125 %") + "</span>"
            "<span class='k'>E-mail</span><span>" + _pii("EMAIL_ADDRESS", "gerry.whitfield@btinternet.com", "guarantor's e-mail at 125 %") + "</span>"
            "<span class='k'>Income</span><span>£96,000 p.a. · homeowner · meets 36× rent</span></div></div>")
    pay = ("<div class='bx'><h4>Rent payment</h4><div class='in kv'>"
           "<span class='k'>Standing order from</span><span>" + _pii("IBAN_CODE", iban, "tenant's rent account IBAN split in groups at 125 %") + "</span>"
           "<span class='k'>Amount · day</span><span>£2,250.00 on the 14th</span>"
           "<span class='k'>Pay to</span><span>Harcourt &amp; Lowe Client Account · ref. HL-N16-0412</span></div></div>")
    inner = _zoom(1.25, f"<div class='lw'><div class='col'>{refs}{pay}</div><div class='col'>{guar}</div></div>", 706)
    return _la(inner, "crm.harcourtlowe.co.uk/lettings/applications/APP-2025-0877/references?zoom=125", "References · APP-2025-0877")


# --------------------------------------------------------------------------- blindw1: Dutch property management
PM_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f5f6f8;color:#1f2933;font-size:13px}
.ph{height:46px;background:#e5502e;color:#fff;display:flex;align-items:center;gap:20px;padding:0 20px} .ph b{font-size:16px}
.pw{display:flex;height:710px;overflow:hidden}
.pn{width:200px;flex:none;background:#fff;border-right:1px solid #e1e4e8;padding:10px 0} .pn div{padding:7px 18px;color:#52606d} .pn .on{background:#fdece7;color:#c2410c;font-weight:bold}
.pm{flex:1;padding:12px 18px;min-width:0}
.tk{width:100%;border-collapse:collapse;background:#fff;font-size:12.5px} .tk th{background:#f0f2f5;color:#52606d;text-align:left;font-size:11.5px;padding:7px 8px;border-bottom:1px solid #dde1e6}
.tk td{padding:6px 8px;border-bottom:1px solid #eef0f3;vertical-align:top}
.pr{display:inline-block;border-radius:9px;padding:1px 8px;font-size:11px} .p1{background:#fee2e2;color:#b91c1c} .p2{background:#fef3c7;color:#92400e} .p3{background:#e0f2fe;color:#075985}
.card{background:#fff;border:1px solid #e1e4e8;border-radius:6px;margin-bottom:10px;padding:10px 14px;line-height:1.55}
.card h4{margin:0 0 6px;font-size:13px;color:#c2410c}
.note{background:#fffbeb;border-left:3px solid #f59e0b;padding:8px 12px;margin:6px 0;line-height:1.55}
.au{font-size:11.5px;color:#52606d;line-height:1.6}
"""

TENANTS = [("Bakker, J.", "Rigelstraat 14-2, 1061 KV", "06 41 27 93 58", "TK-25-1187", "Lekkage badkamer plafond", "p1", "Loodgietersbedrijf Vos", "03-06"),
           ("Dijk, S. van", "Rigelstraat 18-huis, 1061 KV", "020 684 21 07", "TK-25-1184", "CV-ketel geeft storing F28", "p1", "Feenstra Service", "02-06"),
           ("Meulen, M. van der", "Rigelstraat 22-3 hoog, 1061 KV", "06 18 54 09 72", "TK-25-1181", "Intercom werkt niet", "p3", "Elektro Amstel BV", "06-06"),
           ("Ouali, Y. el", "Orionstraat 7-1, 1061 KS", "06 29 73 16 40", "TK-25-1179", "Schimmel in slaapkamer", "p2", "Vochtbestrijding Noord", "10-06"),
           ("Smit, A.", "Orionstraat 11-huis, 1061 KS", "06 52 08 61 93", "TK-25-1176", "Voordeur klemt", "p3", "Timmerbedrijf De Haan", "12-06"),
           ("Vries, P. de", "Orionstraat 15-2, 1061 KS", "06 87 35 20 14", "TK-25-1172", "Afvoer keuken verstopt", "p2", "Loodgietersbedrijf Vos", "04-06"),
           ("Wit, H. de", "Rigelstraat 26-1, 1061 KV", "020 617 45 82", "TK-25-1170", "Mechanische ventilatie luid", "p3", "Klimaattechniek West", "13-06")]


def _pm(on: str, inner: str, zoom: float = 1.0) -> str:
    nav = "".join(f"<div class='{'on' if n == on else ''}'>{n}</div>" for n in ("Dashboard", "Complexen", "Huurders", "Onderhoud", "Contracten", "Financieel", "Rapportages"))
    head = ("<div class='ph'><b>Woonbeheer Pro</b><span>Complex: De Sterrenhof (112 woningen)</span><span style='margin-left:auto'>"
            + _pii("PERSON", "Femke Jansen", "property manager's name in a management system's header") + " · Vastgoedbeheer Westpoort</span></div>")
    body = f"<div class='pw'><div class='pn'>{nav}</div><div class='pm'>{inner}</div></div>"
    return _page("app.woonbeheerpro.nl/complex/sterrenhof/onderhoud" + ("?zoom=80" if zoom != 1.0 else "/TK-25-1181"), "Onderhoud · De Sterrenhof · Woonbeheer Pro",
                 head + (_zoom(zoom, body, 710) if zoom != 1.0 else body), PM_CSS)


def pm_tickets() -> str:
    rows = ""
    for name, flat, tel, tk, what, prio, firm, day in TENANTS:
        kind, sit = ("DENY_LIST", "deny-listed Dutch name sorted under its surname without the particle in a ticket list at 80 %") if "Meulen" in name else ("PERSON", "tenant's name sorted under the surname in a ticket list at 80 %")
        rows += (f"<tr><td>{tk}</td><td>" + _pii(kind, name, sit) + "</td><td>" + _pii("STREET_ADDRESS", flat + " Amsterdam", "tenant's flat with its floor in a ticket list at 80 %") + "</td>"
                 "<td>" + _pii("PHONE_NUMBER", tel, "tenant's phone in a ticket list at 80 %") + f"</td><td>{what}</td><td><span class='pr {prio}'>{ {'p1': 'Spoed', 'p2': 'Normaal', 'p3': 'Laag'}[prio]}</span></td><td>{firm}</td><td>{day}-2025</td></tr>")
    inner = ("<h2 style='margin:0 0 4px'>Onderhoudsmeldingen</h2><div style='color:#52606d;margin-bottom:8px'>De Sterrenhof · Rigelstraat / Orionstraat · 7 open · 2 spoed · gesorteerd op huurder</div>"
             "<div style='margin-bottom:8px'><span class='pr p1'>Spoed 24 u</span> <span class='pr p2'>Normaal 5 werkdagen</span> <span class='pr p3'>Laag 15 werkdagen</span> · Filter: status open · Export naar Excel</div>"
             "<table class='tk'><tr><th>Melding</th><th>Huurder</th><th>Adres</th><th>Telefoon</th><th>Omschrijving</th><th>Prioriteit</th><th>Aannemer</th><th>Gepland</th></tr>"
             f"{rows}</table><div style='color:#52606d;margin-top:8px;font-size:12px'>Servicekosten 2025 vastgesteld op € 68,40 per maand · volgende planmatige controle liften 18-06-2025 (Kone)</div>"
             "<div class='card' style='margin-top:10px;width:560px'><h4>Complexgegevens</h4>De Sterrenhof, Rigelstraat 2–40 en Orionstraat 1–31, 1061 Amsterdam · bouwjaar 1968, gerenoveerd 2019 · energielabel B<br>"
             "Beheerderspost: Rigelstraat 2 (begane grond) · ma–vr 9:00–12:00 · 020 611 40 00</div>")
    return _pm("Onderhoud", inner, 0.8)


def pm_ticket() -> str:
    main = ("<div class='card'><h4>TK-25-1181 · Intercom werkt niet · prioriteit laag</h4>"
            "Huurder: " + _pii("DENY_LIST", "M. van der Meulen", "deny-listed Dutch name with an initial in a maintenance ticket") + " · "
            + _pii("EMAIL_ADDRESS", "maarten.vdmeulen@ziggo.nl", "tenant's e-mail in a maintenance ticket") + "<br>"
            "Categorie: elektra / toegang · gemeld via huurdersportaal op 28-05-2025 14:12 · contract HC-0387-22</div>"
            "<div class='card'><h4>Bericht van huurder</h4><div class='note'>Hi, the intercom buzzer in our flat stopped working last week, so couriers can't reach us. "
            "I'm abroad until 9 June. The mechanic can let himself in: "
            "<b>key safe " + _pii("SECRET_VALUE", "4471", "key-safe code in a tenant's access instructions") + ", alarm " + _pii("SECRET_VALUE", "0913#", "alarm code in a tenant's access instructions") + "</b> (panel is behind the front door on the left). "
            "If the thermostat needs to be re-paired, the Wi-Fi is Meulen_5G, password " + _pii("SECRET_VALUE", "tulpen-Kade-2291", "Wi-Fi password in a tenant's access instructions") + ". "
            "Our neighbour " + _pii("PERSON", "Sanne Hoekstra", "neighbour's name in a tenant's note") + " at no. 20 has a spare key too: " + _pii("PHONE_NUMBER", "+31 6 24 91 83 07", "neighbour's mobile in a tenant's note") + ". Thanks!</div></div>"
            "<div class='card'><h4>Opdracht</h4>Aannemer: Elektro Amstel BV, Transformatorweg 38, 1014 AK Amsterdam · kantoor 020 486 22 10<br>"
            "Monteur: " + _pii("PERSON", "Ruben Koster", "contractor's mechanic's name in a work order") + " · gepland vrijdag 06-06-2025 tussen 8:00 en 12:00<br>"
            "Kostenraming € 185,00 excl. btw · onderdelen: Comelit 2-draads binnenpost · werkbon WB-55120</div>")
    side = ("<div class='card'><h4>Historie</h4><div class='au'>28-05 14:12 melding aangemaakt (portaal)<br>28-05 16:40 toegewezen door " + _pii("ACCOUNT_NAME", "fjansen", "property manager's log-in in an audit trail") + "<br>"
            "&nbsp;&nbsp;vanaf " + _pii("IP_ADDRESS", "84.241.197.32", "user's IP address in an audit trail") + "<br>29-05 09:03 opdracht verstuurd naar Elektro Amstel BV<br>02-06 10:15 afspraak bevestigd door aannemer</div></div>"
            "<div class='card'><h4>Woning</h4>" + _pii("STREET_ADDRESS", "Rigelstraat 22-3", "tenant's flat in a ticket's side panel") + "<br>3-kamerappartement · 74 m² · kale huur € 1.184,00 · label B<br>Sleutelbeheer: geen sleutel bij beheerder</div>")
    return _pm("Onderhoud", f"<div style='display:flex;gap:12px'><div style='flex:1'>{main}</div><div style='width:300px;flex:none'>{side}</div></div>")


# ----------------------------------------------------------------------------------- blindw2: Dutch mortgage fact-find
MF_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#eef2f7;color:#1e293b;font-size:13px}
.mh{height:50px;background:#0b3b6f;color:#fff;display:flex;align-items:center;gap:20px;padding:0 20px} .mh b{font-size:16px}
.steps{display:flex;gap:6px;padding:8px 20px;background:#fff;border-bottom:1px solid #dbe2ea;font-size:12px} .steps span{padding:3px 10px;border-radius:10px;background:#e8eef5} .steps .on{background:#0b3b6f;color:#fff}
.mw{display:flex;gap:14px;padding:10px 18px}
.fs{flex:1;background:#fff;border:1px solid #dbe2ea;border-radius:6px;padding:10px 14px;min-width:0}
.fs h3{margin:0 0 8px;font-size:14px;color:#0b3b6f}
.fg{display:grid;grid-template-columns:120px 1fr 110px 1fr;gap:6px 10px;align-items:center}
.fg .k{color:#64748b;font-size:12px} .fi{border:1px solid #cbd5e1;border-radius:4px;padding:4px 7px;background:#fbfdff;min-height:16px}
.dt{width:100%;border-collapse:collapse;font-size:12.5px} .dt th{background:#f1f5f9;color:#475569;font-size:11.5px;text-align:left;padding:5px 8px} .dt td{padding:5px 8px;border-bottom:1px solid #eef2f7}
.sm{padding:14px 22px;font-size:15px;line-height:1.6}
.sm h2{color:#0b3b6f;margin:0 0 6px} .sb{background:#fff;border:1px solid #dbe2ea;border-radius:6px;padding:12px 16px;margin-bottom:12px}
.lt{width:100%;border-collapse:collapse;font-size:14.5px} .lt th,.lt td{padding:6px 10px;border-bottom:1px solid #e2e8f0;text-align:left}
"""


def _mf(inner: str, url: str, step: int) -> str:
    steps = "".join(f"<span class='{'on' if k == step else ''}'>{k + 1}. {s}</span>" for k, s in enumerate(("Huishouden", "Inkomen", "Verplichtingen", "Woning", "Wensen", "Advies")))
    head = ("<div class='mh'><b>HypotheekDossier</b><span>Dossier HD-2025-04471</span><span>Aankoop bestaande bouw</span><span style='margin-left:auto'>Adviseur: "
            + _pii("PERSON", "Joost Verhagen", "mortgage adviser's name in a fact-find header") + "</span></div>")
    return _page(url, "Inventarisatie · HD-2025-04471 · HypotheekDossier", head + f"<div class='steps'>{steps}</div>" + inner, MF_CSS)


def mf_household(bsn_m: str, bsn_p: str) -> str:
    def f(label: str, val: str) -> str:
        return f"<span class='k'>{label}</span><div class='fi'>{val}</div>"
    aanvrager = ("<div class='fs'><h3>Aanvrager</h3><div class='fg'>"
                 + f("Naam", _pii("DENY_LIST", "Maarten van der Meulen", "deny-listed Dutch name as written in a mortgage fact-find form"))
                 + f("BSN", _pii("ID_NUMBER", bsn_m, "applicant's BSN in a mortgage fact-find form"))
                 + f("Geboortedatum", _pii("DATE_OF_BIRTH", "11-02-1987", "applicant's date of birth in a mortgage fact-find form"))
                 + f("Burg. staat", "gehuwd, gemeenschap van goederen")
                 + f("Adres", _pii("STREET_ADDRESS", "Van Ostadestraat 233-2 hoog, 1073 TP Amsterdam", "applicant's home address of a flat on the second floor in a mortgage fact-find form"))
                 + f("Woonsituatie", "huurwoning · € 1.450 p/m")
                 + f("Werkgever", "Adyen N.V. · Product Owner")
                 + f("Bruto jaarinkomen", "€ 84.600 incl. 8 % vakantiegeld") + "</div></div>")
    partner = ("<div class='fs'><h3>Partner</h3><div class='fg'>"
               + f("Naam", _pii("PERSON", "Lotte van der Meulen-Prins", "partner's double-barrelled name in a mortgage fact-find form"))
               + f("BSN", _pii("ID_NUMBER", bsn_p, "partner's BSN in a mortgage fact-find form"))
               + f("Geboortedatum", _pii("DATE_OF_BIRTH", "24-07-1989", "partner's date of birth in a mortgage fact-find form"))
               + f("Mobiel", _pii("PHONE_NUMBER", "06 38 17 52 90", "partner's mobile in a mortgage fact-find form"))
               + f("E-mail", _pii("EMAIL_ADDRESS", "lotte.prins89@gmail.com", "partner's e-mail in a mortgage fact-find form"))
               + f("Contract", "vast · 32 uur")
               + f("Werkgever", "OLVG Oost · verpleegkundige")
               + f("Bruto jaarinkomen", "€ 46.250 + ORT € 3.900") + "</div></div>")
    kids = [("Sem", "14-03-2016", "groep 6"), ("Noor", "02-11-2018", "groep 3"), ("Fien", "19-08-2022", "kinderopvang")]
    kt = ("<div class='fs'><h3>Kinderen en andere afhankelijken</h3><table class='dt'><tr><th>Voornaam</th><th>Geboortedatum</th><th>School / opvang</th><th>Kinderopvangtoeslag</th></tr>"
          + "".join("<tr><td>" + _pii("PERSON", n, "dependant's first name in a fact-find's table") + "</td><td>" + _pii("DATE_OF_BIRTH", d, "dependant's date of birth in a fact-find's table") + f"</td><td>{s}</td><td>{'ja · 3 dagen' if s == 'kinderopvang' else 'nee'}</td></tr>" for n, d, s in kids)
          + "</table></div>")
    woning = ("<div class='fs'><h3>Te kopen woning</h3>Jan Evertsenstraat 148-1, 1056 EK Amsterdam · vraagprijs € 525.000 k.k. · bod geaccepteerd € 541.000<br>"
              "Bovenwoning 96 m² · bouwjaar 1931 · energielabel C · VvE-bijdrage € 165 p/m · erfpacht afgekocht tot 2061<br>"
              "Verkopend makelaar: Brantjes Makelaars, Kinkerstraat 301, 1053 GC Amsterdam · 020 589 06 60 · taxatie gepland 12-06-2025</div>")
    return _mf(f"<div class='mw'>{aanvrager}{partner}</div><div class='mw' style='padding-top:0'>{kt}</div><div class='mw' style='padding-top:0'>{woning}</div>",
               "mijn.hypotheekdossier.nl/dossier/HD-2025-04471/inventarisatie/huishouden", 0)


def mf_summary(iban: str) -> str:
    parts = [("1", "Annuïteit", "€ 300.000", "30 jaar", "3,82 %", "10 jaar vast", "€ 1.401,66"), ("2", "Lineair", "€ 132.800", "30 jaar", "3,71 %", "10 jaar vast", "€ 779,08"),
             ("3", "Aflossingsvrij", "€ 0", "—", "—", "—", "€ 0,00")]
    trs = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in p) + "</tr>" for p in parts)
    body = ("<div class='sm'><h2>Adviesrapport · samenvatting</h2>"
            "<div class='sb'>Geachte " + _pii("DENY_LIST", "Dhr. M. van der Meulen", "deny-listed Dutch name with a title and an initial in an advice summary at 67 %")
            + " en mevrouw " + _pii("PERSON", "L. van der Meulen-Prins", "partner's name with an initial in an advice summary at 67 %") + ",<br>"
            + _pii("DENY_LIST", "Van der Meulen", "deny-listed Dutch surname with a capital particle at a sentence's start in an advice summary at 67 %")
            + " en partner kopen de woning Jan Evertsenstraat 148-1 te Amsterdam voor € 541.000 k.k. U woont sinds 2019 op het huidige adres; daarvoor op "
            + _pii("STREET_ADDRESS", "Baarsjesweg 87-3, 1057 HK Amsterdam", "previous home address in an advice summary at 67 %") + ". "
            "Het maximale hypotheekbedrag volgens de Nibud-normen 2025 is € 468.000; wij adviseren € 432.800 met Nationale Hypotheek Garantie (NHG-kosten 0,4 % = € 1.731,20).</div>"
            "<div class='sb'><b>Leningdelen · ING Hypotheken</b><table class='lt'><tr><th>Deel</th><th>Vorm</th><th>Bedrag</th><th>Looptijd</th><th>Rente</th><th>Rentevast</th><th>Bruto p/m</th></tr>"
            f"{trs}<tr><td></td><td><b>Totaal</b></td><td><b>€ 432.800</b></td><td></td><td></td><td></td><td><b>€ 2.180,74</b> · netto ca. € 1.786</td></tr></table></div>"
            "<div class='sb'><b>Eigen middelen en incasso</b><br>Eigen geld € 118.600 (spaargeld) · kosten koper € 21.640 · overbrugging niet nodig<br>"
            "Maandlasten worden geïncasseerd van rekening " + _pii("IBAN_CODE", iban, "salary account's IBAN for the mortgage's direct debit in an advice summary at 67 %") + " (t.n.v. " + _pii("DENY_LIST", "M. van der Meulen", "deny-listed Dutch name with an initial as an account holder in an advice summary at 67 %") + " e/o)<br>"
            "Notaris: Notariskantoor Westerpark, Haarlemmerweg 8, 1014 BE Amsterdam · passeerdatum 29-08-2025</div>"
            "<div class='sb' style='font-size:13px;color:#475569'>Dit advies is gebaseerd op de gegevens die u ons heeft verstrekt op 21-05-2025. Registratie AFM 12046318 · Kifid 300.012345 · adviesvergoeding € 3.250 (fiscaal aftrekbaar).</div></div>")
    return _mf(_zoom(0.67, body, 672), "mijn.hypotheekdossier.nl/dossier/HD-2025-04471/advies/samenvatting?zoom=67", 5)


# ------------------------------------------------------------------------------- blindw3: Italian motor claim
CL_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f4f6f9;color:#1c2733;font-size:12.5px}
.ih{height:48px;background:#00457c;color:#fff;display:flex;align-items:center;gap:20px;padding:0 20px} .ih b{font-size:16px}
.cw{display:flex;gap:12px;padding:10px 16px}
.vb{flex:1;background:#fff;border:1px solid #d5dde6;border-radius:6px;min-width:0}
.vb h4{margin:0;padding:6px 12px;font-size:12.5px;color:#fff} .va h4{background:#1d6fb8} .vbb h4{background:#c2410c} .vw h4{background:#475569}
.vb .in{padding:8px 12px;display:grid;grid-template-columns:118px 1fr;gap:4px 8px;line-height:1.45} .vb .k{color:#64748b}
.plate{display:inline-block;border:1.5px solid #1c2733;border-radius:3px;padding:0 5px;font-family:"DejaVu Sans Mono",monospace;background:#fff;border-left:8px solid #1d4ed8}
.band{margin:0 16px;background:#fff;border:1px solid #d5dde6;border-radius:6px;padding:8px 12px;line-height:1.55}
.sk{padding:10px 14px}
.sk .canvas{position:relative;height:300px;background:#f8fafc;border:1px solid #cbd5e1;border-radius:6px;overflow:hidden}
.road{position:absolute;background:#9ca3af} .car{position:absolute;width:70px;height:34px;border-radius:6px;color:#fff;font-size:11px;text-align:center;line-height:34px;font-weight:bold}
.cap{font-size:13px;line-height:1.5;margin-top:6px}
.st{background:#fff;border:1px solid #d5dde6;border-radius:6px;padding:8px 12px;margin-top:8px;line-height:1.5}
"""


def _claim(inner: str, url: str) -> str:
    head = ("<div class='ih'><b>Assicura Più · Area sinistri</b><span>Sinistro n. SX-2025-0418837</span><span>Prodotto: AutoSicura Plus</span>"
            "<span style='margin-left:auto'>Liquidatore: " + _pii("PERSON", "Dott. Paolo Ferraresi", "loss adjuster's name with a title in a claims header") + "</span></div>")
    return _page(url, "Denuncia sinistro SX-2025-0418837 · Assicura Più", head + inner, CL_CSS)


def claim_form(ids: dict[str, str]) -> str:
    a = ("<div class='vb va'><h4>Veicolo A · assicurato</h4><div class='in'>"
         "<span class='k'>Contraente</span><span>" + _pii("DENY_LIST", "D'AMBROSIO GIULIA", "deny-listed Italian name surname first in capitals in a claim form") + "</span>"
         "<span class='k'>Codice fiscale</span><span class='mono'>" + _pii("ID_NUMBER", ids["cf_giulia"], "policyholder's codice fiscale in a claim form") + "</span>"
         "<span class='k'>Polizza</span><span>" + _pii("ID_NUMBER", "AP-77/4418203", "policyholder's policy number in a claim form") + "</span>"
         "<span class='k'>Targa</span><span><span class='plate'>" + _pii("ID_NUMBER", "GD 418 KM", "policyholder's number plate in a claim form") + "</span> Fiat 500X grigio</span>"
         "<span class='k'>Cellulare</span><span>" + _pii("PHONE_NUMBER", "+39 347 218 9054", "policyholder's mobile with its country code in a claim form") + "</span>"
         "<span class='k'>E-mail</span><span>" + _pii("EMAIL_ADDRESS", "giulia.dambrosio@libero.it", "policyholder's e-mail in a claim form") + "</span>"
         "<span class='k'>Conducente</span><span>" + _pii("DENY_LIST", "Giulia D'Ambrosio", "deny-listed Italian name as written as the driver in a claim form") + " (contraente)</span>"
         "<span class='k'>Danni</span><span>paraurti anteriore, faro destro</span></div></div>")
    b = ("<div class='vb vbb'><h4>Veicolo B · controparte</h4><div class='in'>"
         "<span class='k'>Conducente</span><span>" + _pii("PERSON", "Marco Esposito", "other driver's name in a claim form") + "</span>"
         "<span class='k'>Codice fiscale</span><span class='mono'>" + _pii("ID_NUMBER", ids["cf_other"], "other driver's codice fiscale in a claim form") + "</span>"
         "<span class='k'>Targa</span><span><span class='plate'>" + _pii("ID_NUMBER", "FP 772 XR", "other driver's number plate in a claim form") + "</span> Volkswagen Golf nera</span>"
         "<span class='k'>Compagnia</span><span>UnipolSai Assicurazioni</span>"
         "<span class='k'>Polizza</span><span>" + _pii("ID_NUMBER", "1/72918/88/104662", "other driver's policy number in a claim form") + "</span>"
         "<span class='k'>Telefono</span><span>" + _pii("PHONE_NUMBER", "333 905 1127", "other driver's mobile without a country code in a claim form") + "</span>"
         "<span class='k'>Danni</span><span>portiera posteriore sinistra</span></div></div>")
    w = ("<div class='vb vw'><h4>Testimone</h4><div class='in'>"
         "<span class='k'>Nome</span><span>" + _pii("PERSON", "Anna Lucchesi", "witness's name in a claim form") + "</span>"
         "<span class='k'>Cellulare</span><span>" + _pii("PHONE_NUMBER", "+39 328 446 7012", "witness's mobile in a claim form") + "</span>"
         "<span class='k'>Indirizzo</span><span>" + _pii("STREET_ADDRESS", "Via Michelangelo Schipa 47, Int. 5, 80122 Napoli", "witness's home address with a flat number in a claim form") + "</span>"
         "<span class='k'>Posizione</span><span>pedone sul marciapiede lato mare</span></div></div>")
    band = ("<div class='band'><b>Dati del sinistro</b> · data 27/05/2025 ore 18:40 · luogo: incrocio Via Francesco Caracciolo / Via Arcoleo, Napoli · "
            "CAI firmato da entrambi i conducenti · nessun ferito · intervento Polizia Municipale: no<br>"
            "Procedura: risarcimento diretto (CARD) · franchigia € 250 · stima danni € 1.840,00 · carrozzeria convenzionata: Carrozzeria Vomero, Via Cilea 112, Napoli</div>")
    foot = ("<div style='padding:8px 16px;color:#64748b;font-size:11.5px'>Assicura Più S.p.A. · Corso Magenta 44, 20123 Milano · numero verde 800 118 811 · sinistri@assicurapiu.it · "
            "iscritta all'Albo IVASS n. 1.00179</div>")
    return _claim(f"<div class='cw'>{a}{b}{w}</div>{band}{foot}", "sinistri.assicurapiu.it/denuncia/SX-2025-0418837")


def claim_sketch(iban: str) -> str:
    canvas = ("<div class='canvas'><div class='road' style='left:0;right:0;top:110px;height:80px'></div><div class='road' style='left:300px;width:80px;top:0;bottom:0'></div>"
              "<div class='car' style='left:160px;top:150px;background:#1d6fb8'>A</div><div class='car' style='left:305px;top:60px;background:#c2410c;transform:rotate(90deg)'>B</div>"
              "<div style='position:absolute;left:270px;top:132px;font-size:22px;color:#dc2626'>✸</div><div style='position:absolute;right:10px;top:8px;color:#64748b'>N ↑ · Via Caracciolo ⇄ · Via Arcoleo ⇅</div></div>")
    cap = ("<div class='cap'>Schizzo: il veicolo A (<span class='plate'>" + _pii("ID_NUMBER", "GD 418 KM", "policyholder's plate in a collision sketch's caption at 150 %") + "</span>) procede su Via Caracciolo; "
           "il veicolo B (<span class='plate'>" + _pii("ID_NUMBER", "FP 772 XR", "other driver's plate in a collision sketch's caption at 150 %") + "</span>) esce da Via Arcoleo senza dare la precedenza.</div>")
    st = ("<div class='st'><b>Dichiarazione</b>: Io sottoscritta " + _pii("DENY_LIST", "Giulia D’Ambrosio", "deny-listed Italian name with a typographic apostrophe in a statement at 150 %")
          + " dichiaro che il conducente del veicolo B non si è fermato allo stop.<br>Liquidazione su IBAN " + _pii("IBAN_CODE", iban, "policyholder's payout IBAN at 150 %") + "</div>")
    return _claim(_zoom(1.5, f"<div class='sk'>{canvas}{cap}{st}</div>", 706), "sinistri.assicurapiu.it/denuncia/SX-2025-0418837/schizzo?zoom=150")


# ----------------------------------------------------------------------------- blindw4: Swedish home insurance quotes
HI_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f7f5f2;color:#2a2520;font-size:13px}
.hh{height:50px;background:#fff;border-bottom:1px solid #e6e0d8;display:flex;align-items:center;gap:20px;padding:0 20px} .hh b{font-size:17px;color:#6b2fa0}
.hw{display:flex;gap:16px;padding:12px 20px}
.me{width:300px;flex:none;background:#fff;border:1px solid #e6e0d8;border-radius:8px;padding:12px 14px;line-height:1.6}
.me .k{display:block;color:#7a7066;font-size:11.5px;margin-top:4px}
.qs{flex:1;min-width:0}
.q{background:#fff;border:1px solid #e6e0d8;border-radius:8px;padding:10px 14px;margin-bottom:8px;display:grid;grid-template-columns:190px 1fr 110px 110px 120px;align-items:center;gap:10px}
.q .pr{font-size:18px;font-weight:bold} .q .best{background:#6b2fa0;color:#fff;border-radius:10px;padding:1px 8px;font-size:11px}
.ap{padding:16px 24px} .ap h2{margin:0 0 10px;color:#6b2fa0}
.ag{display:grid;grid-template-columns:170px 1fr 170px 1fr;gap:8px 12px;align-items:center;background:#fff;border:1px solid #e6e0d8;border-radius:8px;padding:14px 18px;margin-bottom:12px}
.ag .k{color:#7a7066} .ag .fi{border:1px solid #d6cec4;border-radius:5px;padding:5px 8px;background:#fffdfb}
"""


def _hi(inner: str, url: str) -> str:
    head = "<div class='hh'><b>Jämförhem</b><span>Hemförsäkring</span><span>Villa</span><span>Bil</span><span style='margin-left:auto'>Logga ut</span></div>"
    return _page(url, "Jämför hemförsäkring · Jämförhem", head + inner, HI_CSS)


def hi_compare(pnr: str) -> str:
    me = ("<div class='me'><b>Dina uppgifter</b>"
          "<span class='k'>Namn</span>" + _pii("PERSON", "Elin Lindqvist", "user's name in an insurance comparison's details panel")
          + "<span class='k'>Personnummer</span>" + _pii("ID_NUMBER", pnr, "Swedish personnummer with its dash in an insurance comparison's details panel")
          + "<span class='k'>Adress</span>" + _pii("STREET_ADDRESS", "Tegnérgatan 12 lgh 1102, 113 58 Stockholm", "flat's address with its apartment number in an insurance comparison's details panel")
          + "<span class='k'>Boende</span>Bostadsrätt · 58 m² · 2 personer"
          "<span class='k'>Tillägg</span>Allrisk · Reseskydd 45 dagar"
          "<span class='k'>Startdatum</span>1 juli 2025</div>")
    quotes = [("Länsförsäkringar Stockholm", "Hemförsäkring Bas", "1 500 kr", "4,6 ★", "189 kr/mån"), ("Folksam", "Hem Mellan", "1 500 kr", "4,3 ★", "176 kr/mån"),
              ("If Skadeförsäkring", "Hemförsäkring Stor", "1 500 kr", "4,4 ★", "214 kr/mån"), ("Trygg-Hansa", "Hemförsäkring Bostadsrätt", "2 000 kr", "4,1 ★", "162 kr/mån"),
              ("Hedvig", "Hem Bostadsrätt", "1 500 kr", "4,5 ★", "158 kr/mån"), ("Moderna Försäkringar", "Hem Plus", "1 200 kr", "4,0 ★", "199 kr/mån")]
    qs = "".join(f"<div class='q'><div><b>{i}</b><br><span style='color:#7a7066'>{p}</span></div><div>Självrisk {s} · betyg {r}{' · <span class=best>Billigast</span>' if m.startswith('158') else ''}</div>"
                 f"<div>Allrisk ingår</div><div class='pr'>{m}</div><div><span class='btn' style='background:#6b2fa0'>Välj</span></div></div>" for i, p, s, r, m in quotes)
    inner = (f"<div class='hw'>{me}<div class='qs'><h2 style='margin:0 0 8px'>6 erbjudanden för din bostadsrätt</h2>{qs}"
             "<div style='color:#7a7066;font-size:12px'>Priserna gäller 12 månader vid autogiro · jämförelsen uppdaterad 3 juni 2025 · Jämförhem AB, Sveavägen 44, 111 34 Stockholm · kundservice 08-120 455 00</div></div></div>")
    return _hi(inner, "www.jamforhem.se/hemforsakring/resultat?q=8f21c")


def hi_apply(pnr_partner: str, card: str) -> str:
    def f(label: str, val: str) -> str:
        return f"<span class='k'>{label}</span><div class='fi'>{val}</div>"
    body = ("<div class='ap'><h2>Ansökan · Hedvig Hem Bostadsrätt · 158 kr/mån</h2>"
            "<div class='ag'>" + f("Försäkringstagare", _pii("PERSON", "Elin Lindqvist", "user's name in an insurance application at 75 %"))
            + f("Mobil", _pii("PHONE_NUMBER", "+46 70 412 88 35", "user's mobile with the country code in an insurance application at 75 %"))
            + f("E-post", _pii("EMAIL_ADDRESS", "elin.lindqvist@outlook.com", "user's e-mail in an insurance application at 75 %"))
            + f("Alternativt nummer", _pii("PHONE_NUMBER", "073-551 20 48", "second mobile without a country code in an insurance application at 75 %"))
            + f("Medförsäkrad", _pii("PERSON", "Jonas Berglund", "co-insured partner's name in an insurance application at 75 %"))
            + f("Personnummer", _pii("ID_NUMBER", pnr_partner, "partner's personnummer in an insurance application at 75 %"))
            + f("Bostadsyta", "58 m² · byggår 1929 · våning 4 av 5")
            + f("Tidigare skador", "Inga de senaste 3 åren") + "</div>"
            "<div class='ag'>" + f("Första premien", "158 kr · kort, därefter autogiro")
            + f("Kortnummer", _pii("CREDIT_CARD", card, "card number for the first premium in an insurance application at 75 %"))
            + f("Giltigt till", "09/28") + f("Startdatum", "2025-07-01") + "</div>"
            "<div style='color:#7a7066;line-height:1.6'>Försäkringsgivare: Hedvig AB (publ), Mäster Samuelsgatan 36, 111 57 Stockholm · kundservice 010-45 99 200 · "
            "Förköpsinformation och villkor HEM-BR 2025:1 · Ångerrätt 14 dagar</div></div>")
    return _hi(_zoom(0.75, body, 706), "www.jamforhem.se/hemforsakring/ansokan/hedvig?zoom=75")


# ---------------------------------------------------------------------------------- blindw5: estate agent on phones
EA_CSS = """
body{background:#d9dde3} .desk{display:flex;justify-content:center;gap:70px;padding-top:14px;height:756px}
.ph{width:340px;height:700px;border:10px solid #111;border-radius:38px;background:#fff;overflow:hidden;position:relative;font-family:"DejaVu Sans",sans-serif;font-size:12px;color:#1d2430}
.sb{height:28px;display:flex;justify-content:space-between;padding:6px 20px 0;font-size:11.5px;font-weight:bold}
.ap{height:40px;background:#7a1f3d;color:#fff;display:flex;align-items:center;gap:10px;padding:0 14px;font-size:13.5px}
.vc{margin:7px 10px;border:1px solid #e2e5ea;border-radius:10px;padding:7px 10px;line-height:1.45}
.vc .t{font-weight:bold;color:#7a1f3d} .vc .k{color:#6b7280;font-size:10.5px;display:block}
.b1{align-self:flex-start;background:#f0f1f4;border-radius:14px 14px 14px 4px;padding:7px 11px;max-width:250px;line-height:1.4}
.b2{align-self:flex-end;background:#7a1f3d;color:#fff;border-radius:14px 14px 4px 14px;padding:7px 11px;max-width:250px;line-height:1.4}
.msgs{padding:8px 12px;display:flex;flex-direction:column;gap:6px} .tm{align-self:center;color:#8a93a6;font-size:10.5px}
.cal td{padding:5px 6px;border-bottom:1px solid #eef0f4;vertical-align:top;font-size:11.5px}
"""


def _ea(left: str, right: str) -> str:
    return _win("<span>Screen mirroring · Pixel 8</span><span style='color:#6b7280'>Viewings</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", EA_CSS)


def ea_schedule() -> str:
    sb = "<div class='sb'><span>09:41</span><span>▮▮▮ 5G 82%</span></div>"
    views = [("10:00", "14 Lordship Park, London N16 5UD", "For sale · £875,000 · 3 bed house", "Callum Fitzpatrick", "07912 640 338"),
             ("10:45", "Flat 3, 41 Albion Road, London N16 9PS", "To let · £2,250 pcm · 2 bed flat", "Trần Thị Ngọc Ánh", "07453 881 216"),
             ("11:30", "7 Yoakley Road, London N16 0BH", "For sale · £1,150,000 · 4 bed house", "Priyanka Raghunathan", "+44 7588 302 761"),
             ("13:15", "Flat 9, Lancell Court, Lancell Street, London N16 5RX", "To let · £1,895 pcm · 1 bed flat", "Harvey Okonjo", "07366 915 048")]
    cards = ""
    for t, addr, what, who, tel in views:
        dn = "DENY_LIST" if who.startswith("Trần") else "PERSON"
        cards += (f"<div class='vc'><span class='t'>{t}</span> · {what}<br>{addr}<span class='k'>Applicant</span>"
                  + _pii(dn, who, "deny-listed Vietnamese name with full diacritics on a viewing card on a phone" if dn == "DENY_LIST" else "applicant's name on a viewing card on a phone")
                  + " · " + _pii("PHONE_NUMBER", tel, "applicant's mobile on a viewing card on a phone") + "</div>")
    left = sb + "<div class='ap'>Today · Tue 3 June</div>" + cards + "<div style='text-align:center;color:#6b7280;font-size:11px'>4 viewings · 2 sales · 2 lettings</div>"
    right = (sb + "<div class='ap'>‹ Viewing 11:30</div>"
             "<div class='vc'><span class='t'>7 Yoakley Road, N16 0BH</span><br>Freehold · 142 m² · EPC D · garden 18 m · asking £1,150,000</div>"
             "<div class='vc'><span class='k'>Applicant</span>" + _pii("PERSON", "Priyanka Raghunathan", "applicant's name in a viewing's details on a phone")
             + "<span class='k'>E-mail</span>" + _pii("EMAIL_ADDRESS", "priyanka.r@fastmail.com", "applicant's e-mail in a viewing's details on a phone")
             + "<span class='k'>Lives at</span>" + _pii("STREET_ADDRESS", "22 Milton Grove, London N16 8QY", "applicant's current home address in a viewing's details on a phone")
             + "<span class='k'>Position</span>first-time buyer · mortgage in principle £900k</div>"
             "<div class='vc'><span class='k'>Vendor's instructions</span>Vendor away. Keys from " + _pii("PERSON", "Mrs Hollis", "key-holder's name with a title in a vendor's instructions on a phone")
             + " at no. 9; side gate code " + _pii("SECRET_VALUE", "2580", "gate code in a vendor's instructions on a phone") + ". Please switch the boiler off after.</div>"
             "<div class='vc'><span class='k'>Your agent</span>" + _pii("PERSON", "Natasha Kellerman", "estate agent's name on a phone") + " · " + _pii("PHONE_NUMBER", "07795 226 410", "estate agent's own mobile on a phone") + "</div>"
             "<div style='text-align:center;color:#6b7280;font-size:10.5px;padding:4px 10px'>Marlowe Keane Estate Agents · 150 Stoke Newington High Street, N16 7JL · 020 7241 3300</div>")
    return _ea(left, right)


def ea_feedback() -> str:
    sb = "<div class='sb'><span>15:22</span><span>▮▮▮ 5G 61%</span></div>"
    left = (sb + "<div class='ap'>‹ " + _pii("PERSON", "Callum Fitzpatrick", "applicant's name in a message header on a phone") + "</div><div class='msgs'><span class='tm'>Today 14:58</span>"
            "<div class='b2'>Hi Callum, thanks for coming to Lordship Park this morning. Any thoughts?</div>"
            "<div class='b1'>Loved the garden, kitchen needs work. We'd like a second viewing with my dad, " + _pii("PERSON", "Brian Fitzpatrick", "applicant's father's name in a message on a phone")
            + ". Best to call me on my work number, " + _pii("PHONE_NUMBER", "0208 451 7736", "applicant's work number without a country code in a message on a phone") + ", I'm on site all week.</div>"
            "<div class='b2'>Great, I'll check with the vendor and get back to you. Saturday 10:00 possible?</div></div>")
    cal = [("Wed 4", "09:30", "Valuation · 31 Kynaston Road, N16"), ("Wed 4", "12:00", "Inventory · Flat 3, 41 Albion Road"), ("Thu 5", "10:00", "Open house · 14 Lordship Park"),
           ("Thu 5", "16:30", "Team meeting · branch"), ("Sat 7", "10:00", "2nd viewing · 14 Lordship Park (pending)")]
    right = (sb + "<div class='ap'>Calendar · this week</div><div class='vc'><table class='cal' style='width:100%'>"
             + "".join(f"<tr><td><b>{d}</b></td><td>{t}</td><td>{w}</td></tr>" for d, t, w in cal)
             + "</table></div><div class='vc'><span class='k'>Feedback summary</span>14 Lordship Park: 6 viewings, 2 second viewings, 1 offer £840,000 (rejected)</div>"
             "<div class='vc'><span class='k'>Branch</span>Stoke Newington · open Mon–Sat 9–6 · lettings@marlowekeane.co.uk</div>")
    return _ea(left, right)


# --------------------------------------------------------------------------------- blindw6: neighbourhood app (dark)
NB_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#111827;color:#d1d5db;font-size:13px}
.nh{height:48px;background:#0b1220;border-bottom:1px solid #1f2937;display:flex;align-items:center;gap:20px;padding:0 20px;color:#e5e7eb} .nh b{color:#34d399;font-size:16px}
.nw{display:flex;gap:16px;padding:12px 20px;height:690px;overflow:hidden}
.feed{flex:1;min-width:0}
.post{background:#1f2937;border:1px solid #2d3748;border-radius:10px;padding:10px 14px;margin-bottom:9px;line-height:1.5}
.post .h{color:#9ca3af;font-size:11.5px;margin-bottom:3px} .post .n{color:#f3f4f6;font-weight:bold}
.tag{background:#374151;border-radius:9px;padding:1px 8px;font-size:10.5px;color:#a7f3d0;margin-left:6px}
.side{width:300px;flex:none} .side .post{font-size:12.5px}
.cm{margin:6px 0 0 26px;background:#172030;border-radius:8px;padding:7px 11px;line-height:1.45}
"""


def _nb(inner: str, url: str) -> str:
    head = "<div class='nh'><b>Buurtje</b><span>Stamford Hill &amp; Clapton</span><span>Feed</span><span>Marketplace</span><span>Events</span><span style='margin-left:auto'>Notifications (3)</span></div>"
    return _page(url, "Buurtje · Stamford Hill & Clapton", head + f"<div class='nw'>{inner}</div>", NB_CSS, dark=True)


def nb_feed() -> str:
    posts = ("<div class='post'><div class='h'><span class='n'>" + _pii("PERSON", "Deborah Aziz", "neighbour's name on a post in a dark feed") + "</span> · Cazenove · 12 min<span class='tag'>Lost &amp; found</span></div>"
             "Our cat Pickle (ginger, green collar) hasn't come home since Sunday night. Please check sheds! Call or text " + _pii("PHONE_NUMBER", "07480 336 915", "lost cat owner's mobile in a dark feed post") + " any time.</div>"
             "<div class='post'><div class='h'><span class='n'>" + _pii("ACCOUNT_NAME", "@stevo_n16", "neighbour's username on a post in a dark feed") + "</span> · Northwold Road · 40 min<span class='tag'>Safety</span></div>"
             "White Transit van " + _pii("ID_NUMBER", "LK19 XEW", "van's number plate named in a dark feed post") + " has been parked across the dropped kerb on Northwold Road for three days. Anyone know whose it is?</div>"
             "<div class='post'><div class='h'><span class='n'>" + _pii("DENY_LIST", "Ngọc Ánh", "deny-listed Vietnamese name's given names on a post in a dark feed") + "</span> · Clapton Common · 1 h<span class='tag'>Cộng đồng</span></div>"
             "Chào cả nhà! Thứ Bảy này có chợ đồ cũ ở sân nhà thờ St Thomas, từ 10 giờ sáng. Ai muốn góp đồ thì nhắn mình nhé, số " + _pii("PHONE_NUMBER", "07851 209 664", "phone in a Vietnamese post in a dark feed") + ".</div>"
             "<div class='post'><div class='h'><span class='n'>" + _pii("DENY_LIST", "Giulia D'Ambrosio", "deny-listed Italian name as written on a post in a dark feed") + "</span> · Stamford Hill · 2 h<span class='tag'>Recommendations</span></div>"
             "Can anyone recommend a plumber who does Saturdays? Our landlord's contractor can't come until the 20th.</div>"
             "<div class='post'><div class='h'><span class='n'>Hackney Council</span> · verified · 3 h<span class='tag'>Notice</span></div>"
             "Road resurfacing on Clapton Common from 9 June to 20 June, 8am–5pm. Bus 253 and 254 diverted via Upper Clapton Road. Parking suspended outside nos. 2–60.</div>")
    side = ("<div class='side'><div class='post'><b style='color:#f3f4f6'>Events near you</b><br>Sat 7 June · Clapton Common jumble sale, St Thomas' churchyard · 10:00<br>"
            "Sun 8 June · Springfield Park litter pick · meet at the bandstand 11:00<br>Wed 11 June · Stamford Hill Library: baby rhyme time 10:30</div>"
            "<div class='post'><b style='color:#f3f4f6'>Local business</b><br>Rossi's Hardware · 181 Stamford Hill, N16 5LH · 020 8800 4417 · key cutting, open Sun</div>"
            "<div class='post'><b style='color:#f3f4f6'>Stamford Hill Library</b><br>Portland Avenue, N16 6SB · Mon–Sat 9–6 · 020 8356 2573</div></div>")
    return _nb(f"<div class='feed'>{posts}</div>{side}", "buurtje.app/n/stamford-hill-clapton/feed")


def nb_post() -> str:
    post = ("<div class='post'><div class='h'><span class='n'>" + _pii("PERSON", "Deborah Aziz", "neighbour's name on an opened post in a dark theme") + "</span> · Cazenove · 2 h<span class='tag'>Lost &amp; found</span></div>"
            "Our cat Pickle (ginger, green collar) hasn't come home since Sunday night. Please check sheds!</div>"
            "<div class='cm'><span class='n'>" + _pii("PERSON", "Tomasz Wierzbicki", "neighbour's name on a comment in a dark theme") + "</span>: I think I saw a ginger cat in the garden of "
            + _pii("STREET_ADDRESS", "36 Kyverdale Road", "neighbour's house number and street in a dark comment") + " this morning, the house with the blue door.</div>"
            "<div class='cm'><span class='n'>" + _pii("PERSON", "Deborah Aziz", "neighbour's name on a reply in a dark theme") + "</span>: Thank you " + _pii("PERSON", "Tomasz", "first name in a dark reply") + "! Going now.</div>"
            "<div class='cm'><span class='n'>" + _pii("PERSON", "Yitzchak Gluck", "neighbour's name on a comment in a dark theme") + "</span>: If you need a cat trap I have one, e-mail me at "
            + _pii("EMAIL_ADDRESS", "y.gluck.n16@gmail.com", "e-mail typed in a dark comment") + ".</div>"
            "<div class='cm'><span class='n'>" + _pii("PERSON", "Lê Minh Khoa", "neighbour's Vietnamese name on a comment in a dark theme") + "</span>: Chị ơi, sáng nay em thấy một con mèo màu cam ở gần bến xe buýt Cazenove Road, em đã chụp ảnh, chị nhắn tin cho em nhé.</div>"
            "<div class='cm'><span class='n'>" + _pii("ACCOUNT_NAME", "@stevo_n16", "username on a comment in a dark theme") + "</span>: Also worth calling the Hackney Animal Welfare line, 020 8356 3000, they log found cats.</div>")
    side = ("<div class='side'><div class='post'><b style='color:#f3f4f6'>Reuse &amp; recycling</b><br>Millfields Reuse and Recycling Centre · Millfields Road, E5 0AR · daily 8–4 · 020 8356 6688</div>"
            "<div class='post'><b style='color:#f3f4f6'>Post tips</b><br>Keep posts local and friendly. Don't share other people's phone numbers or addresses without asking.</div></div>")
    return _nb(f"<div class='feed'>{post}</div>{side}", "buurtje.app/n/stamford-hill-clapton/post/88412")


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind23(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20261223)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    ids = {"bsn_maarten": _bsn(rng), "bsn_partner": _bsn(rng),
           "cf_giulia": _cf("DMBGLI88C54H703"), "cf_other": _cf("SPSMRC79L02F839"),
           "it_iban": _it_iban(rng, "03069", "03496"), "nl_iban": _nl_iban(rng, "INGB"),
           "gb_iban": _iban_b("GB", "MIDL40051" + "".join(rng.choice(string.digits) for _ in range(9))),
           "pnr_elin": _pnr(rng, "930418"), "pnr_partner": _pnr(rng, "910302"), "card": _card(rng, "4571")}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindw0", [("la0", la_overview), ("la1", lambda: la_references(ids["gb_iban"]))], "letting agent application and references 125 %")
        record("blindw1", [("pm0", pm_tickets), ("pm1", pm_ticket)], "property management tickets 80 % and a ticket")
        record("blindw2", [("mf0", lambda: mf_household(ids["bsn_maarten"], ids["bsn_partner"])), ("mf1", lambda: mf_summary(ids["nl_iban"]))], "mortgage fact-find and advice summary 67 %")
        record("blindw3", [("cl0", lambda: claim_form(ids)), ("cl1", lambda: claim_sketch(ids["it_iban"]))], "motor claim form and sketch 150 %")
        record("blindw4", [("hi0", lambda: hi_compare(ids["pnr_elin"])), ("hi1", lambda: hi_apply(ids["pnr_partner"], ids["card"]))], "home insurance comparison and application 75 %")
        record("blindw5", [("ea0", ea_schedule), ("ea1", ea_feedback)], "estate agent viewings on phones (HiDPI)", dsf=2.0)
        record("blindw6", [("nb0", nb_feed), ("nb1", nb_post)], "neighbourhood app dark feed and post (HiDPI)", dsf=2.0)
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind23, "/tmp/blind23/preview")
