# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A fifteenth blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py … tests/privacy_screens_blind14.py, other applications again): money and identity
across Africa, Asia, the Middle East and Oceania, rendered by Debian's chromium through the rig of
tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindo0` … `blindo6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindo0` a Nigerian bank's web app at device scale 2 (HiDPI): the dashboard (the deny-listed Yoruba given name
  alone with its diacritics in a greeting, initial and surname in capitals on a card, the savings account's NUBAN;
  a masked current account, balances and the salary credit not private), transactions whose narrations hold names in
  capitals, counterparties' NUBANs and an airtime phone (POS and bill narrations, amounts, dates not private), saved
  beneficiaries; then a transfer receipt over the dimmed dashboard (the sender surname first in capitals without
  diacritics, the beneficiary's name and NUBAN, a child's first name in the narration; the 30-digit NIP session id,
  the reference, amount and fee not private); then the profile and KYC page (the name with its diacritics, BVN,
  NIN, date of birth, a mobile, an e-mail, a Lekki home address, the next of kin and his phone, the account
  officer's name and e-mail; tier, limits and the branch not private);
- `blindo1` an Indian UPI payments app: the dark payment history (payees' names beside their VPAs, one VPA made of
  a mobile number, a PayNow-UPI credit from the deny-listed Singaporean name in capitals; merchants' VPAs, UPI
  reference numbers, amounts and dates not private) with a transaction's detail pane; then the KYC page zoomed out to
  75 % (the name as on the PAN in capitals, the PAN, a masked Aadhaar that is not private and the full Aadhaar on an
  e-Aadhaar preview with its Virtual ID, the father's name, a date of birth, a Bengaluru address, a mobile, an
  e-mail, a nominee, a communication address, a video-KYC agent's name; the linked bank accounts with the holder's
  name and VPAs, one made of the own mobile number; masked account numbers, income band and references not private);
- `blindo2` a Kenyan M-Pesa statement as a PDF in small grey type: the header (the customer's name in capitals, a
  mobile, an e-mail, a national ID number; the statement period and request date not private), a summary (not
  private) and the detailed rows (receipt numbers, times, amounts and balances not private; names and full phone
  numbers of counterparties; masked phones not private; merchants, tills and pay bills not private); then a chama
  (savings group) app: the members' ledger (names, phones, national IDs; contributions and arrears not private), a
  pasted M-Pesa confirmation SMS in a chat (a name and an unspaced phone; its code, amounts and balance not private),
  a loan request naming a guarantor with his ID, a woman named as her child's mother, a loans table of borrowers'
  names (amounts and due dates not private) and the group's registration panel (the treasurer's KRA PIN; the
  registration number and paybill not private);
- `blindo3` a South African home-loan application: applicant and spouse (names, 13-digit identity numbers with the
  date of birth inside, a date of birth, a cellphone, an e-mail, a Pretoria home address, a SARS income tax
  reference, the debit order's account number; the employer, income, purchase price, the universal branch code and
  the application number not private; the address of the property bought); then the credit bureau report zoomed out
  to 80 % in small grey type (the name surname first in capitals, the ID number, address and phone history, credit
  accounts' numbers; creditors, balances, instalments, enquiries and the score not private);
- `blindo4` Israeli money pages: the National Insurance personal area in Hebrew, right to left (the deny-listed name
  in Hebrew script in the greeting and surname first in a field, a Teudat Zehut, children's names in Hebrew with
  their ID numbers and dates of birth, a bank account, a Ramat Gan address in Hebrew, a mobile; allowance amounts,
  payment dates and the claim number not private); then a bank's international transfer in English (the orderer
  surname first in capitals with the deny-listed name, her IBAN, a beneficiary in Dubai with his name also in Arabic
  script, his IBAN and address, the initial-and-surname form in a signature line; the SWIFT codes, amount, charges
  and reference not private);
- `blindo5` a remittance app from Singapore to the Philippines at device scale 2 (HiDPI): the sender's profile (a
  FIN with its check letter, a date of birth, a Singapore mobile, an HDB address, the employer the deny-listed
  Singaporean name given name first with her mobile), recipients (names, a GCash mobile, a bank account, a cash
  pick-up), recent transfers by recipient name, an inbox notice of a PayNow salary from the deny-listed name in
  capitals (her masked NRIC not private), a transfer summary (rates, fees and the transfer number not private);
  then a PhilHealth member registration form in boxes (surname, first and middle names in separate boxes, the
  PhilHealth number, PhilSys card number, TIN, date of birth, addresses, mobile, e-mail, the mother's maiden name,
  dependants, the employer abroad as initials and surname in capitals and in Chinese characters; the place of birth,
  income and the control number not private);
- `blindo6` an Australian and New Zealand payroll app: the employees grid (names, e-mails, mobiles; roles, pay
  rates and start dates not private) with an Australian employee's tax and super panel (a TFN, a superannuation
  member number, a bank account; the BSB, the fund's USI and the ABN not private, a home address in Brisbane, an
  emergency contact); then a New Zealand employee's IR330 tax declaration (an IRD number, a bank account, a KiwiSaver
  rate not private, an Auckland address); then the payslip PDF zoomed out to 67 % (name, address, TFN last digits
  masked not private, the bank account; hours, rates and amounts not private).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Nigerian, an Israeli and a Singaporean
name: the first with its Yoruba diacritics, its given name alone, in capitals surname first without diacritics, as
an initial and surname in capitals; the second in Hebrew script, surname first in Hebrew, in capitals surname first,
as an initial and surname; the third in capitals, given name first, as initials and surname in capitals, in Chinese
characters). Checksummed values (NUBANs, Aadhaar, South African ID numbers, a SARS tax reference, Teudat Zehut
numbers, Israeli and UAE IBANs, a Singapore FIN, an Australian TFN, a New Zealand IRD number) are valid. Each value
other than a name is shown in one recording only.
"""

from __future__ import annotations

import random
import string
from datetime import date
from pathlib import Path

from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _luhn_ok
from privacy_screens_blind4 import _aadhaar, _ltr, _page, _pii, _verhoeff, preview, recorder
from privacy_screens_blind12 import _tfn, _tfn_ok

DENY = ["Fúnmiláyọ Adéyẹmí", "Noa Ben-David", "Tan Hui Min"]


# ------------------------------------------------------------------------------------------------ valid identifiers
NUBAN_W = (3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3)


def _nuban(rng: random.Random, bank: str) -> str:
    """A Nigerian NUBAN: nine serial digits and a check digit over the bank's three-digit code and the serial
    (weights 3, 7, 3 repeated; 10 less the sum mod 10, 10 → 0)."""
    serial = "".join(rng.choice(string.digits) for _ in range(9))
    s = sum(int(a) * w for a, w in zip(bank + serial, NUBAN_W, strict=True))
    return serial + str((10 - s % 10) % 10)


def _nuban_ok(bank: str, n: str) -> bool:
    return len(n) == 10 and sum(int(a) * w for a, w in zip(bank + n[:9], NUBAN_W, strict=True)) % 10 == (10 - int(n[9])) % 10


def _luhn_digit(body: str) -> str:
    for c in string.digits:
        if _luhn_ok(body + c):
            return c
    raise AssertionError(body)


def _za_id(born: date, serial: int) -> str:
    """A South African identity number: YYMMDD, four gender digits (5000+ male), citizenship 0, 8, a Luhn digit."""
    body = f"{born:%y%m%d}{serial:04d}08"
    return body + _luhn_digit(body)


def _sars(rng: random.Random) -> str:
    """A SARS income tax reference: ten digits starting 0, 1, 2, 3 or 9, the last a Luhn check digit."""
    body = "0" + "".join(rng.choice(string.digits) for _ in range(8))
    return body + _luhn_digit(body)


def _tz(rng: random.Random) -> str:
    """An Israeli Teudat Zehut: eight digits and a check digit (weights 1, 2 alternating from the left, a product's
    digits added, the sum a multiple of 10)."""
    body = "".join(rng.choice(string.digits) for _ in range(8))
    for c in string.digits:
        if _tz_ok(body + c):
            return body + c
    raise AssertionError(body)


def _tz_ok(v: str) -> bool:
    s = 0
    for k, c in enumerate(v):
        p = int(c) * (1 + k % 2)
        s += p // 10 + p % 10
    return len(v) == 9 and s % 10 == 0


SG_ST, SG_FG = "JZIHGFEDCBA", "XWUTRQPNMLK"


def _fin(prefix: str, digits: str) -> str:
    """A Singapore NRIC/FIN: a prefix, seven digits weighted 2, 7, 6, 5, 4, 3, 2, 4 added for T and G, the sum mod 11
    indexing the prefix's letter table."""
    s = sum(int(a) * w for a, w in zip(digits, (2, 7, 6, 5, 4, 3, 2), strict=True)) + (4 if prefix in "TG" else 0)
    return prefix + digits + (SG_ST if prefix in "ST" else SG_FG)[s % 11]


def _fin_ok(v: str) -> bool:
    return _fin(v[0], v[1:8]) == v


def _ird(base: int) -> str:
    """A New Zealand IRD number: eight digits weighted 3, 2, 7, 6, 5, 4, 3, 2 (11 less the sum mod 11, 0 when 0); a
    check of 10 is tried again with 7, 4, 3, 2, 5, 2, 7, 6 and the base skipped if 10 again."""
    while True:
        b = f"{base:08d}"
        for w in ((3, 2, 7, 6, 5, 4, 3, 2), (7, 4, 3, 2, 5, 2, 7, 6)):
            r = sum(int(a) * x for a, x in zip(b, w, strict=True)) % 11
            c = 0 if r == 0 else 11 - r
            if c != 10:
                full = b + str(c)
                return f"{full[:3]}-{full[3:6]}-{full[6:]}"
        base += 1


def _ird_ok(v: str) -> bool:
    d = v.replace("-", "")
    return len(d) == 9 and _ird(int(d[:8])) == v and 10_000_000 < int(d) < 150_000_000


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    for key, bank in (("nuban_me", "058"), ("nuban_obi", "057"), ("nuban_eze", "044"), ("nuban_musa", "011"), ("nuban_bakare", "058"),
                      ("nuban_okon", "033")):
        assert _nuban_ok(bank, ids[key]), (key, ids[key])
    assert _verhoeff(ids["aadhaar"].replace(" ", ""), 0) == 0, ids["aadhaar"]
    for key in ("za_thandi", "za_sipho", "sars"):
        assert _luhn_ok(ids[key]), ids[key]
    assert ids["za_thandi"].startswith("910512") and ids["za_sipho"].startswith("880723"), (ids["za_thandi"], ids["za_sipho"])
    for key in ("tz_noa", "tz_kid1", "tz_kid2"):
        assert _tz_ok(ids[key]), ids[key]
    assert _fin_ok(ids["fin"]), ids["fin"]
    assert _tfn_ok(ids["tfn"]), ids["tfn"]
    assert _ird_ok(ids["ird"]), ids["ird"]


# ---------------------------------------------------------------------------------- blindo0: Nigerian bank (HiDPI)
NG_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f3f6f4;color:#17261d;font-size:13px}
.nw{display:flex;height:756px;position:relative} .nv{width:200px;background:#0b4d2c;color:#cfe6d8;padding:14px 0;flex:none;font-size:13.5px}
.nv .lg{font-size:18px;font-weight:bold;color:#fff;padding:2px 20px 16px} .nv div{padding:9px 20px} .nv .on{background:#12653b;color:#fff;border-left:4px solid #f5b700}
.nm{flex:1;padding:14px 22px;overflow:hidden;min-width:0} .hi{font-size:20px;margin:0 0 2px} .sub{color:#5d6f64;font-size:12px;margin-bottom:12px}
.cards{display:flex;gap:14px} .ac{flex:1;border-radius:12px;padding:14px 16px;color:#fff;background:linear-gradient(135deg,#0f6b3c,#0b4d2c);position:relative}
.ac.b{background:linear-gradient(135deg,#27313a,#11161b)} .ac .k{font-size:11px;opacity:.75} .ac .bal{font-size:22px;font-weight:bold;margin:4px 0 8px} .ac .no{font-size:14px;letter-spacing:.5px}
.dc{width:250px;border-radius:12px;padding:14px;background:linear-gradient(120deg,#f5b700,#d98c00);color:#2b1d00;font-family:"DejaVu Sans Mono",monospace;font-size:13px}
.pn{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:12px 14px;margin-top:14px}
.pn h3{margin:0 0 8px;font-size:14px} .tx{width:100%;border-collapse:collapse;font-size:12px} .tx th{color:#5d6f64;font-weight:normal;border-bottom:1px solid #e3e9e5;padding:5px 6px;text-align:left}
.tx td{border-bottom:1px solid #eef2ef;padding:6px 6px;white-space:nowrap} .tx .n{text-align:right;font-family:"DejaVu Sans Mono",monospace} .cr{color:#0f7a3f} .dr{color:#b3261e}
.row2{display:flex;gap:14px} .bn{display:flex;gap:10px;align-items:center;padding:6px 0;border-bottom:1px solid #eef2ef} .bn i{width:30px;height:30px;border-radius:15px;background:#d9efe2;flex:none;font-style:normal;text-align:center;line-height:30px;font-size:11px;color:#0b4d2c}
.bn small{display:block;color:#5d6f64}
.dim{position:absolute;inset:0;background:rgba(10,20,14,.5)}
.rc{position:absolute;left:410px;top:40px;width:440px;background:#fff;border-radius:14px;box-shadow:0 12px 40px rgba(0,0,0,.35);padding:18px 22px;font-size:13px}
.rc .ok{width:46px;height:46px;border-radius:23px;background:#0f7a3f;color:#fff;font-size:26px;text-align:center;line-height:46px;margin:0 auto 6px}
.rc h2{text-align:center;margin:0;font-size:17px} .rc .amt{text-align:center;font-size:26px;font-weight:bold;margin:4px 0 10px}
.rc .kv{display:flex;justify-content:space-between;gap:16px;padding:6px 0;border-bottom:1px dashed #dfe6e1} .rc .kv span:first-child{color:#5d6f64;flex:none} .rc .kv span:last-child{text-align:right}
.pf{display:grid;grid-template-columns:180px 1fr 180px 1fr;gap:10px 14px;align-items:center} .pf .l{color:#5d6f64;font-size:12px} .pf .v{font-size:13.5px}
.badge{display:inline-block;background:#e3f4ea;color:#0f7a3f;border-radius:10px;padding:1px 8px;font-size:11px;margin-left:6px}
"""


def _ng(active: str, inner: str, tab: str, url: str) -> str:
    items = ["Dashboard", "Transfers", "Bills & airtime", "Cards", "Savings & Target", "Loans", "Statements", "Profile & KYC", "Support"]
    nav = "<div class='nv'><div class='lg'>SavannaBank</div>" + "".join(f"<div class='{'on' if i == active else ''}'>{i}</div>" for i in items) + "</div>"
    return _page(url, tab, f"<div class='nw'>{nav}<div class='nm'>{inner}</div></div>", NG_CSS)


def _ng_dash(ids: dict[str, str]) -> str:
    cards = ("<div class='cards'><div class='ac'><div class='k'>SAVINGS ACCOUNT · Tier 3</div><div class='bal'>₦1,284,350.22</div>"
             "<div class='no'>" + _pii("ID_NUMBER", ids["nuban_me"], "own NUBAN account number on a dashboard card") + " <span style='opacity:.7;font-size:11px'>COPY</span></div></div>"
             "<div class='ac b'><div class='k'>CURRENT ACCOUNT</div><div class='bal'>₦86,410.00</div><div class='no'>•••• •• 4471</div></div>"
             "<div class='dc'><div style='font-family:Liberation Sans,Arial;font-weight:bold'>Verve · Debit</div><div style='margin:14px 0 8px;font-size:15px'>5061 •••• •••• 2290</div>"
             "<div style='display:flex;justify-content:space-between'><span>" + _pii("DENY_LIST", "F. ADEYEMI", "deny-listed name as an initial and surname in capitals on a card image")
             + "</span><span>09/28</span></div></div></div>")
    rows = [("17 Apr", "SALARY APR 2025 LAGOON LOGISTICS LTD", "", "412,500.00", "1,284,350.22"),
            ("16 Apr", "NIP TRF FROM " + _pii("PERSON", "CHUKWUEMEKA OBI", "sender's name in capitals in a transaction narration") + "/ZENITH/"
             + _pii("ID_NUMBER", ids["nuban_obi"], "counterparty's NUBAN in a transaction narration") + "/rent share", "", "150,000.00", "871,850.22"),
            ("15 Apr", "POS PURCHASE SHOPRITE LEKKI LAGOS NG", "23,418.50", "", "721,850.22"),
            ("15 Apr", "AIRTIME MTN " + _pii("PHONE_NUMBER", "08031456209", "phone topped up in an airtime narration"), "2,000.00", "", "745,268.72"),
            ("14 Apr", "USSD TRF TO " + _pii("PERSON", "BLESSING EZE", "payee's name in capitals in a transaction narration") + " "
             + _pii("ID_NUMBER", ids["nuban_eze"], "payee's NUBAN in a USSD transfer narration") + " ACCESS", "35,000.00", "", "747,268.72"),
            ("13 Apr", "DSTV SUBSCRIPTION COMPACT PLUS", "19,800.00", "", "782,268.72"),
            ("12 Apr", "ELECTRONIC MONEY TRANSFER LEVY", "50.00", "", "802,068.72"),
            ("12 Apr", "NIP TRF TO " + _pii("PERSON", "ADEBAYO TUNDE BAKARE", "payee's name in capitals in a transaction narration") + "/GTB/tiles balance", "120,000.00", "", "802,118.72")]
    tr = "".join(f"<tr><td>{d}</td><td>{n}</td><td class='n dr'>{a}</td><td class='n cr'>{b}</td><td class='n'>{c}</td></tr>" for d, n, a, b, c in rows)
    bens = [("CO", "Chukwuemeka Obi", "Zenith Bank", ids["nuban_obi"]), ("TB", "Tunde Bakare", "GTBank", ids["nuban_bakare"]),
            ("EO", "Emem Okon", "UBA", ids["nuban_okon"])]
    bl = "".join(f"<div class='bn'><i>{i}</i><div>{_pii('PERSON', n, 'saved beneficiary name')}<small>{b} · {_pii('ID_NUMBER', a, 'saved beneficiary NUBAN')}</small></div></div>"
                 for i, n, b, a in bens)
    return (f"<div class='hi'>Good morning, {_pii('DENY_LIST', 'Fúnmiláyọ', 'deny-listed given name alone with its diacritics in a greeting')}</div>"
            "<div class='sub'>Last login 17 Apr 2025, 21:14 · Lagos, NG · Android app</div>" + cards
            + "<div class='row2'><div class='pn' style='flex:1'><h3>Recent transactions</h3><table class='tx'><tr><th>Date</th><th>Narration</th><th>Debit (₦)</th><th>Credit (₦)</th><th>Balance (₦)</th></tr>"
            + tr + "</table></div><div class='pn' style='width:250px;flex:none'><h3>Saved beneficiaries</h3>" + bl
            + "<div style='margin-top:10px;color:#0f6b3c'>+ Add beneficiary</div></div></div>")


def ng_dashboard(ids: dict[str, str]) -> str:
    return _ng("Dashboard", _ng_dash(ids), "Dashboard · SavannaBank", "ibank.savannabank.ng/retail/dashboard")


def ng_receipt(ids: dict[str, str]) -> str:
    kv = [("Sender", _pii("DENY_LIST", "ADEYEMI FUNMILAYO", "deny-listed name surname first in capitals without diacritics on a transfer receipt")),
          ("From account", _pii("ID_NUMBER", ids["nuban_me"], "own NUBAN on a transfer receipt")),
          ("Beneficiary", _pii("PERSON", "IBRAHIM MUSA DANLADI", "beneficiary's name in capitals on a transfer receipt")),
          ("Beneficiary account", _pii("ID_NUMBER", ids["nuban_musa"], "beneficiary's NUBAN on a transfer receipt") + " · First Bank"),
          ("Narration", "School fees " + _pii("PERSON", "Zainab", "child's first name in a transfer narration") + " 2nd term"),
          ("Transaction date", "18 Apr 2025, 09:30:12"), ("Session ID", "000013250418093012000987654321"),
          ("Reference", "SVB-TRF-88213094"), ("Fee + VAT", "₦53.75"), ("Status", "Successful")]
    rc = ("<div class='rc dropdown'><div class='ok'>✓</div><h2>Transfer successful</h2><div class='amt'>₦250,000.00</div>"
          + "".join(f"<div class='kv'><span>{k}</span><span>{v}</span></div>" for k, v in kv)
          + "<div style='display:flex;gap:10px;justify-content:center;margin-top:14px'><span class='btn' style='background:#0b4d2c'>Share receipt</span><span class='btn2'>Download PDF</span><span class='btn2'>Done</span></div></div>")
    return _ng("Transfers", _ng_dash(ids) + "<div class='dim'></div>" + rc, "Transfer receipt · SavannaBank", "ibank.savannabank.ng/retail/transfers/receipt?ref=SVB-TRF-88213094")


def ng_profile(bvn: str, nin: str) -> str:
    def f(label: str, v: str) -> str:
        return f"<div class='l'>{label}</div><div class='v'>{v}</div>"
    pf = ("<div class='pf'>" + f("Full name", _pii("DENY_LIST", "Fúnmiláyọ Adéyẹmí", "deny-listed name with its diacritics in a profile field"))
          + f("Date of birth", _pii("DATE_OF_BIRTH", "14/02/1991", "date of birth in a profile field"))
          + f("BVN", _pii("ID_NUMBER", bvn, "BVN in a KYC field") + "<span class='badge'>Verified</span>")
          + f("NIN", _pii("ID_NUMBER", nin, "National Identification Number in a KYC field") + "<span class='badge'>Verified</span>")
          + f("Phone", _pii("PHONE_NUMBER", "+234 803 412 7769", "mobile in a profile field")) + f("E-mail", _pii("EMAIL_ADDRESS", "funmi.adeyemi91@gmail.com", "e-mail in a profile field"))
          + f("Gender", "Female") + f("State of origin", "Ogun")
          + "</div>")
    addr = ("<div class='pf'>" + f("Residential address", _pii("STREET_ADDRESS", "Flat 3B, 12 Admiralty Way, Lekki Phase 1, Lagos", "home address in a profile field"))
            + f("Utility bill", "Ikeja Electric, Mar 2025 <span class='badge'>Accepted</span>") + "</div>")
    nok = ("<div class='pf'>" + f("Next of kin", _pii("PERSON", "Olúwadámiláre Adéyẹmí", "next of kin's name with diacritics in a profile field"))
           + f("Relationship", "Brother") + f("Next of kin phone", _pii("PHONE_NUMBER", "0805 331 2094", "next of kin's phone in a profile field"))
           + f("Next of kin address", "Same as customer") + "</div>")
    off = ("<div class='pf'>" + f("Account officer", _pii("PERSON", "Ngozi Umeh", "account officer's name in a profile panel"))
           + f("Officer e-mail", _pii("EMAIL_ADDRESS", "ngozi.umeh@savannabank.ng", "account officer's work e-mail in a profile panel"))
           + f("Branch", "Lekki Admiralty (0231)") + f("Customer since", "March 2016") + "</div>")
    limits = ("<table class='tx'><tr><th>Account tier</th><th>Single deposit limit</th><th>Cumulative balance</th><th>Daily transfer limit</th><th>Status</th></tr>"
              "<tr><td>Tier 3 (full KYC)</td><td class='n'>Unlimited</td><td class='n'>Unlimited</td><td class='n'>₦5,000,000.00</td><td>Active</td></tr></table>")
    inner = ("<div class='hi'>Profile &amp; KYC</div><div class='sub'>Keep your details current. Changes to BVN-linked data must be made at your bank branch.</div>"
             f"<div class='pn'><h3>Personal details</h3>{pf}</div><div class='pn'><h3>Address</h3>{addr}</div>"
             f"<div class='pn'><h3>Next of kin</h3>{nok}</div><div class='pn'><h3>Relationship</h3>{off}</div><div class='pn'><h3>Account limits</h3>{limits}</div>")
    return _ng("Profile & KYC", inner, "Profile & KYC · SavannaBank", "ibank.savannabank.ng/retail/profile/kyc")


# ------------------------------------------------------------------------------------------ blindo1: UPI payments app
UPI_CSS = """
body{font-family:"DejaVu Sans",sans-serif;font-size:13px}
.uw{display:flex;height:756px;background:#121417;color:#e6e8eb} .ul{width:560px;border-right:1px solid #2a2e34;overflow:hidden;flex:none}
.uh{display:flex;align-items:center;gap:12px;padding:12px 18px;border-bottom:1px solid #2a2e34} .uh b{font-size:17px} .uh .s{margin-left:auto;background:#1e2227;border-radius:16px;padding:6px 14px;color:#8b939c;width:220px}
.ff{display:flex;gap:8px;padding:10px 18px} .ff span{border:1px solid #39404a;border-radius:14px;padding:3px 10px;font-size:12px;color:#aab1ba} .ff .on{background:#2b4f8f;border-color:#2b4f8f;color:#fff}
.mh{padding:8px 18px 4px;color:#8b939c;font-size:11.5px}
.tr{display:flex;gap:12px;align-items:center;padding:8px 18px;border-bottom:1px solid #1d2126} .tr.on{background:#1c2735}
.tr i{width:34px;height:34px;border-radius:17px;flex:none;font-style:normal;text-align:center;line-height:34px;font-size:12px;color:#fff}
.tr .m{flex:1;min-width:0} .tr .m small{display:block;color:#8b939c;font-size:11.5px;margin-top:1px} .tr .a{text-align:right;font-size:14px} .tr .a small{display:block;color:#8b939c;font-size:11px}
.pos{color:#4cc38a} .ud{flex:1;padding:18px 26px;overflow:hidden} .ud .big{font-size:30px;margin:6px 0} .ud .k{color:#8b939c;font-size:11.5px;margin-top:12px}
.ud .v{font-size:14px;margin-top:2px} .ud .box{background:#1a1e23;border:1px solid #2a2e34;border-radius:10px;padding:12px 16px;margin-top:14px}
.kz{background:#eef1f6;height:756px;overflow:hidden;position:relative}
.kz .zz{transform:scale(.75);transform-origin:0 0;width:1707px;padding:18px 30px;color:#1f2937;font-size:15px}
.kh{display:flex;align-items:center;gap:18px;margin-bottom:14px} .kh b{font-size:24px} .kh .st{background:#fff4d6;color:#8a5a00;border-radius:12px;padding:3px 12px;font-size:13px}
.kc{display:flex;gap:22px} .kp{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1);padding:16px 20px}
.kp h3{margin:0 0 12px;font-size:17px} .kg{display:grid;grid-template-columns:200px 1fr;gap:11px 16px} .kg .l{color:#6b7280;font-size:13.5px}
.ea{width:620px;border-radius:10px;background:#fff;border:1px solid #d7dce3;padding:16px 20px;position:relative}
.ea .bar{height:8px;background:linear-gradient(90deg,#f28c28,#fff,#138808);margin:-16px -20px 12px;border-radius:10px 10px 0 0}
.ea .ph{float:left;width:100px;height:124px;background:linear-gradient(160deg,#b9a48f,#7d6a58);margin-right:16px;border-radius:4px}
.ea .no{font-size:26px;letter-spacing:2px;text-align:center;margin:14px 0 6px;font-family:"DejaVu Sans Mono",monospace;clear:both}
.ea .red{height:2px;background:#d32f2f;margin:6px 0}
"""


def upi_history() -> str:
    tx = [("#5b7fd6", "RK", _pii("PERSON", "Rohan Kulkarni", "payee's name in a UPI history row"), _pii("ACCOUNT_NAME", "rohan.kulkarni@okaxis", "payee's UPI VPA in a history row"), "− ₹1,250", "Today, 8:42 pm", False),
          ("#2e9d6a", "SI", _pii("PERSON", "Sneha Iyer", "sender's name in a UPI history row"), _pii("ACCOUNT_NAME", "9845012378@ybl", "UPI VPA made of a mobile number in a history row"), "+ ₹3,400", "Today, 1:05 pm", True),
          ("#e76f51", "SW", "Swiggy", "swiggy.stores@axb", "− ₹486", "Yesterday, 9:17 pm", False),
          ("#8d6cd8", "TH", _pii("DENY_LIST", "TAN HUI MIN", "deny-listed name in capitals as a PayNow-UPI remitter"), "PayNow-UPI · Singapore", "+ ₹20,118", "14 Apr, 6:30 pm", False),
          ("#c08a2d", "BE", "BESCOM", "bescom@hdfcbank · Electricity", "− ₹2,731", "12 Apr, 10:02 am", False),
          ("#3a86a8", "AM", _pii("PERSON", "Aditya Menon", "payee's name in a UPI history row"), _pii("ACCOUNT_NAME", "aditya.menon97@oksbi", "payee's UPI VPA in a history row"), "− ₹15,000", "10 Apr, 7:48 am", False),
          ("#6c757d", "RK", "Ramesh Kirana Stores", "q849301276@ybl · Merchant", "− ₹312", "9 Apr, 6:55 pm", False),
          ("#d65b8c", "PB", _pii("PERSON", "Priya Balasubramanian", "sender's name in a UPI history row"), _pii("ACCOUNT_NAME", "priyab.1988@okicici", "sender's UPI VPA in a history row"), "+ ₹800", "7 Apr, 11:20 am", False)]
    rows = "".join(f"<div class='tr{' on' if on else ''}'><i style='background:{c}'>{ini}</i><div class='m'>{n}<small>{v}</small></div><div class='a{' pos' if a.startswith('+') else ''}'>{a}<small>{t}</small></div></div>"
                   for c, ini, n, v, a, t, on in tx)
    left = ("<div class='ul'><div class='uh'><b>History</b><span class='s'>Search name, UPI ID, amount</span></div>"
            "<div class='ff'><span class='on'>All</span><span>Sent</span><span>Received</span><span>Bills</span><span>Apr 2025 ▾</span></div>"
            f"<div class='mh'>APRIL 2025 · spent ₹19,779 · received ₹24,318</div>{rows}</div>")
    det = ("<div class='ud'><div style='color:#8b939c'>Received from</div><div style='font-size:19px;margin-top:4px'>" + _pii("PERSON", "Sneha Iyer", "sender's name in a payment detail pane") + "</div>"
           "<div class='big pos'>₹3,400</div><div style='color:#4cc38a'>✓ Completed · Today, 1:05 pm</div>"
           "<div class='box'><div class='k'>Note</div><div class='v'>Goa trip share – hotel + cab</div>"
           "<div class='k'>From</div><div class='v'>" + _pii("ACCOUNT_NAME", "9845012378@ybl", "UPI VPA made of a mobile number in a detail pane") + " · Canara Bank</div>"
           "<div class='k'>To</div><div class='v'>HDFC Bank ••••2291 · " + _pii("ACCOUNT_NAME", "kavya.r94@okhdfcbank", "own UPI VPA in a detail pane") + "</div>"
           "<div class='k'>UPI transaction ID</div><div class='v'>512398765432</div>"
           "<div class='k'>App transaction ID</div><div class='v'>CICAgOCw7YqZHQ</div></div>"
           "<div style='display:flex;gap:10px;margin-top:16px'><span class='btn' style='background:#2b4f8f'>Split again</span><span class='btn2' style='color:#e6e8eb;border-color:#39404a'>Share receipt</span>"
           "<span class='btn2' style='color:#e6e8eb;border-color:#39404a'>Report a problem</span></div>"
           "<div style='color:#8b939c;font-size:11.5px;margin-top:18px;line-height:1.6'>UPI Ref numbers: 509847712036 (Rohan), 509733104881 (Swiggy), 510122937410 (BESCOM)<br>Payments are settled by NPCI. Disputes within 30 days.</div></div>")
    return _page("pay.paytez.in/history?month=2025-04", "History · Paytez", f"<div class='uw'>{left}{det}</div>", UPI_CSS, dark=True)


def upi_kyc(aadhaar: str, pan: str, vid: str) -> str:
    g = ("<div class='kg'><div class='l'>Name as on PAN</div><div>" + _pii("PERSON", "KAVYA RAGHUNATHAN", "name in capitals as on a PAN in a KYC form") + "</div>"
         "<div class='l'>PAN</div><div>" + _pii("ID_NUMBER", pan, "PAN in a KYC form") + " <span style='color:#137333'>✓ verified with NSDL</span></div>"
         "<div class='l'>Father's name</div><div>" + _pii("PERSON", "S. Raghunathan", "father's initial and name in a KYC form") + "</div>"
         "<div class='l'>Date of birth</div><div>" + _pii("DATE_OF_BIRTH", "09/07/1994", "date of birth in a KYC form") + "</div>"
         "<div class='l'>Aadhaar</div><div>XXXX XXXX " + aadhaar[-4:] + " <span style='color:#6b7280'>(masked)</span></div>"
         "<div class='l'>Mobile linked to Aadhaar</div><div>" + _pii("PHONE_NUMBER", "+91 98450 61274", "mobile in a KYC form") + "</div>"
         "<div class='l'>E-mail</div><div>" + _pii("EMAIL_ADDRESS", "kavya.r94@gmail.com", "e-mail in a KYC form") + "</div>"
         "<div class='l'>Occupation</div><div>Salaried · IT / software</div><div class='l'>Annual income</div><div>₹15–25 lakh</div>"
         "<div class='l'>Nominee</div><div>" + _pii("PERSON", "Lakshmi Raghunathan", "nominee's name in a KYC form") + " (mother) · 100 %</div></div>")
    ea = ("<div class='ea'><div class='bar'></div><div style='font-size:12px;color:#6b7280'>e-Aadhaar · downloaded 02 Mar 2025 · uidai.gov.in</div>"
          "<div style='margin-top:10px'><div class='ph'></div><div style='line-height:1.6'>" + _pii("PERSON", "Kavya Raghunathan", "name on an e-Aadhaar preview") + "<br>DOB: "
          + _pii("DATE_OF_BIRTH", "09-07-1994", "date of birth on an e-Aadhaar preview") + "<br>Female<br>Address: "
          + _pii("STREET_ADDRESS", "D-204, Prestige Lakeside Habitat, Varthur, Bengaluru, Karnataka 560087", "home address on an e-Aadhaar preview") + "</div></div>"
          "<div class='no'>" + _pii("ID_NUMBER", aadhaar, "full Aadhaar number on an e-Aadhaar preview") + "</div><div class='red'></div>"
          "<div style='text-align:center;font-size:13px'>VID : " + _pii("ID_NUMBER", vid, "Aadhaar Virtual ID on an e-Aadhaar preview") + "</div>"
          "<div style='text-align:center;font-weight:bold;margin-top:6px'>Aadhaar – Aam Aadmi ka Adhikar</div></div>")
    banks = ("<table style='width:100%;border-collapse:collapse;font-size:14px'><tr style='color:#6b7280;text-align:left'><th style='padding:6px 4px'>Bank</th><th>Account</th><th>Holder</th><th>UPI ID</th><th>Status</th></tr>"
             "<tr><td style='padding:6px 4px'>HDFC Bank</td><td>Savings ••••2291</td><td>" + _pii("PERSON", "Kavya Raghunathan", "account holder's name in a linked banks table") + "</td><td>"
             + _pii("ACCOUNT_NAME", "kavya.r94@okhdfcbank", "own UPI VPA in a linked banks table") + "</td><td>Primary</td></tr>"
             "<tr><td style='padding:6px 4px'>State Bank of India</td><td>Savings ••••0518</td><td>" + _pii("PERSON", "Kavya Raghunathan", "account holder's name in a linked banks table") + "</td><td>"
             + _pii("ACCOUNT_NAME", "9845061274@paytez", "UPI VPA made of the own mobile number in a linked banks table") + "</td><td>Linked 2023</td></tr></table>")
    comm = ("<div class='kg'><div class='l'>Communication address</div><div>" + _pii("STREET_ADDRESS", "No. 11, 3rd Cross, HAL 2nd Stage, Indiranagar, Bengaluru 560038", "communication address in a KYC form") + "</div>"
            "<div class='l'>Video KYC</div><div>Booked 22 Apr 2025, 11:30–11:45 · agent " + _pii("PERSON", "Pooja Shetty", "video-KYC agent's name in a KYC form") + "</div>"
            "<div class='l'>Consent</div><div>Aadhaar e-KYC consent given 16 Apr 2025 19:02 (OTP) · CKYC record to be created</div></div>")
    inner = ("<div class='zz'><div class='kh'><b>Complete your KYC</b><span class='st'>Pending review · submitted 16 Apr 2025</span><span style='margin-left:auto;color:#6b7280'>Step 3 of 3 · Review</span></div>"
             f"<div class='kc'><div class='kp' style='width:820px'><h3>Your details</h3>{g}"
             "<div style='margin-top:16px;color:#6b7280;font-size:13px'>Full KYC raises your wallet limit from ₹10,000 to ₹2,00,000 a month. Ref KYC-25-04-0091743.</div></div>"
             f"<div class='kp'><h3>Document uploaded</h3>{ea}<div style='margin-top:12px;color:#6b7280;font-size:13px'>e_aadhaar_2025.pdf · 284 kB · password protected ✓</div>"
             "<div style='margin-top:14px'><span class='btn' style='background:#2b4f8f'>Submit for verification</span> <span class='btn2'>Replace file</span></div></div></div>"
             f"<div class='kc' style='margin-top:22px'><div class='kp' style='width:820px'><h3>Address and verification</h3>{comm}</div><div class='kp' style='flex:1'><h3>Linked bank accounts</h3>{banks}</div></div></div>")
    return _page("pay.paytez.in/kyc/review", "KYC · Paytez", f"<div class='kz'>{inner}</div>", UPI_CSS)


# ------------------------------------------------------------------------------------ blindo2: M-Pesa statement, chama
MP_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:12px}
.pv{background:#525659;height:756px;overflow:hidden;display:flex;flex-direction:column} .pt{height:36px;background:#323639;color:#eee;display:flex;align-items:center;gap:18px;padding:0 18px;font-size:12.5px}
.pp{width:900px;margin:10px auto;background:#fff;padding:22px 34px;color:#6b6b6b;font-size:10.5px;line-height:1.35}
.pp h1{font-size:15px;color:#3b3b3b;margin:0} .pp .lg{color:#4caf50;font-weight:bold;font-size:18px}
.hd2{display:grid;grid-template-columns:150px 1fr 150px 1fr;gap:3px 10px;margin:10px 0} .hd2 .k{color:#8a8a8a}
.sm2,.dt2{width:100%;border-collapse:collapse;margin-top:6px} .sm2 th,.dt2 th{background:#eaf4ea;color:#4a4a4a;font-weight:bold;padding:3px 5px;text-align:left;font-size:10px}
.sm2 td,.dt2 td{border-bottom:1px solid #e4e4e4;padding:3px 5px;vertical-align:top} .dt2 td.n{text-align:right;white-space:nowrap}
.ch{display:flex;height:756px;background:#f4f7f5;color:#1c2b22;font-size:13px} .cl{width:430px;background:#fff;border-right:1px solid #dfe6e1;padding:12px 16px;overflow:hidden;flex:none}
.cl h3{margin:4px 0 8px;font-size:15px} .lt{width:100%;border-collapse:collapse;font-size:12px} .lt th{color:#6b7c71;font-weight:normal;text-align:left;border-bottom:1px solid #dfe6e1;padding:4px 4px}
.lt td{border-bottom:1px solid #eef2ef;padding:5px 4px;white-space:nowrap} .lt .n{text-align:right} .ar2{color:#b3261e}
.cc{flex:1;display:flex;flex-direction:column;min-width:0} .ct{padding:10px 18px;background:#fff;border-bottom:1px solid #dfe6e1} .ct small{color:#6b7c71}
.cm{flex:1;padding:12px 18px;overflow:hidden;display:flex;flex-direction:column;gap:9px;background:#e9efe6}
.bb{max-width:70%;background:#fff;border-radius:10px;padding:7px 11px;line-height:1.45;box-shadow:0 1px 1px rgba(0,0,0,.08)} .bb.me{margin-left:auto;background:#d6f5d0}
.bb .w{font-size:11.5px;font-weight:bold;color:#2e7d32;display:block} .bb .t{font-size:10.5px;color:#7c8b80;float:right;margin:4px 0 0 8px}
.reg{width:300px;background:#fff;border-left:1px solid #dfe6e1;padding:12px 16px;font-size:12.5px;line-height:1.5;flex:none} .reg .k{color:#6b7c71;font-size:11.5px;margin-top:7px}
"""


def mp_statement(idno: str) -> str:
    hd = ("<div class='hd2'><span class='k'>Customer Name:</span><span>" + _pii("PERSON", "GRACE WANJIRU MWANGI", "customer's name in capitals in a statement header") + "</span>"
          "<span class='k'>Statement Period:</span><span>01 Mar 2025 - 31 Mar 2025</span>"
          "<span class='k'>Mobile Number:</span><span>" + _pii("PHONE_NUMBER", "0722 481 905", "customer's mobile in a statement header") + "</span>"
          "<span class='k'>Request Date:</span><span>02 Apr 2025</span>"
          "<span class='k'>Email Address:</span><span>" + _pii("EMAIL_ADDRESS", "grace.wanjiru.m@gmail.com", "e-mail in a statement header") + "</span>"
          "<span class='k'>ID Number:</span><span>" + _pii("ID_NUMBER", idno, "Kenyan national ID number in a statement header") + "</span></div>")
    sm = ("<table class='sm2'><tr><th>TRANSACTION TYPE</th><th>PAID IN</th><th>PAID OUT</th></tr>"
          + "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in (("SEND MONEY:", "0.00", "18,450.00"), ("RECEIVED MONEY:", "27,300.00", "0.00"), ("AGENT DEPOSIT:", "10,000.00", "0.00"),
                                                                                  ("AGENT WITHDRAWAL:", "0.00", "6,000.00"), ("LIPA NA M-PESA (PAYBILL):", "0.00", "7,180.00"),
                                                                                  ("LIPA NA M-PESA (BUY GOODS):", "0.00", "4,912.00"), ("OTHERS:", "0.00", "213.00"), ("TOTAL:", "37,300.00", "36,755.00")))
          + "</table>")
    rows = [("TC31H8KX2P", "2025-03-31 19:42:07", "Customer Transfer to - " + _pii("PHONE_NUMBER", "254711209384", "counterparty's phone with 254 in a statement row") + " "
             + _pii("PERSON", "PETER KIPCHOGE RONO", "counterparty's name in capitals in a statement row"), "", "-2,500.00", "4,112.50"),
            ("TC30G2LM7Q", "2025-03-30 08:15:44", "Funds received from - " + _pii("PHONE_NUMBER", "254733904417", "counterparty's phone with 254 in a statement row") + " "
             + _pii("PERSON", "MARY AKINYI ODHIAMBO", "counterparty's name in capitals in a statement row"), "3,000.00", "", "6,612.50"),
            ("TC29D8PW1Z", "2025-03-29 13:02:51", "Merchant Payment to 5123456 - JAVA HOUSE ABC PLACE", "", "-1,180.00", "3,612.50"),
            ("TC28K4ZT6V", "2025-03-28 17:48:20", "Customer Transfer to - 0790***612 " + _pii("PERSON", "JOSEPH MUTUA KILONZO", "counterparty's name beside a masked phone in a statement row"), "", "-1,000.00", "4,792.50"),
            ("TC28K4ZT6V", "2025-03-28 17:48:20", "Customer Transfer of Funds Charge", "", "-13.00", "5,792.50"),
            ("TC27B1RS3N", "2025-03-27 10:31:09", "Pay Bill Online to 888880 - KPLC PREPAID Acc. PREPAID", "", "-1,500.00", "5,805.50"),
            ("TC25A7HU8K", "2025-03-25 18:20:33", "Customer Withdrawal At Agent Till 302114 - WAKAMAU SHOP KAWANGWARE", "", "-6,000.00", "7,305.50"),
            ("TC24F5NE9D", "2025-03-24 21:05:12", "Funds received from - 0701***338 " + _pii("PERSON", "AMINA HASSAN ABDI", "counterparty's name beside a masked phone in a statement row"), "8,300.00", "", "13,305.50"),
            ("TC22C3QJ2X", "2025-03-22 09:44:58", "Pay Bill to 222111 - FAMILY BANK Acc. 0146 LOAN", "", "-4,200.00", "5,005.50"),
            ("TC20E9WB4M", "2025-03-20 12:10:26", "Deposit of Funds at Agent Till 118822 - MAMA NJERI ENTERPRISES", "10,000.00", "", "9,205.50"),
            ("TC18H2YV5R", "2025-03-18 16:39:40", "Customer Transfer to - " + _pii("PHONE_NUMBER", "254722650173", "counterparty's phone with 254 in a statement row") + " "
             + _pii("PERSON", "DAVID OTIENO OCHIENG", "counterparty's name in capitals in a statement row"), "", "-3,950.00", "-794.50"),
            ("TC15J6XC7L", "2025-03-15 07:58:02", "OD Loan Repayment to 232323 - M-PESA Overdraw", "", "-480.00", "3,155.50")]
    dt = ("<table class='dt2'><tr><th>Receipt No.</th><th>Completion Time</th><th>Details</th><th>Transaction Status</th><th>Paid In</th><th>Withdrawn</th><th>Balance</th></tr>"
          + "".join(f"<tr><td>{r}</td><td style='white-space:nowrap'>{t}</td><td>{d}</td><td>COMPLETED</td><td class='n'>{i}</td><td class='n'>{o}</td><td class='n'>{b}</td></tr>" for r, t, d, i, o, b in rows)
          + "</table>")
    page = (f"<div class='pp'><div style='display:flex;justify-content:space-between;align-items:center'><span class='lg'>M-PESA</span><h1>M-PESA STATEMENT</h1></div>{hd}"
            f"<b style='color:#3b3b3b'>SUMMARY</b>{sm}<div style='margin-top:10px'><b style='color:#3b3b3b'>DETAILED STATEMENT</b></div>{dt}"
            "<div style='margin-top:8px;font-size:9.5px'>Disclaimer: This record is produced for your information only. Safaricom PLC, Safaricom House, Waiyaki Way, Westlands, Nairobi. Page 1 of 3</div></div>")
    body = ("<div class='pv'><div class='pt'><span>MPESA_Statement_2025-03-01_to_2025-03-31_2547xxxxx905.pdf</span><span style='margin-left:auto'>1 / 3</span><span>−</span><span>100%</span><span>+</span><span>Download</span><span>Print</span></div>"
            f"<div style='overflow:hidden;flex:1'>{page}</div></div>")
    return _page("file:///home/grace/Downloads/MPESA_Statement_2025-03.pdf", "MPESA_Statement_2025-03.pdf", body, MP_CSS)


def mp_chama(ids: dict[str, str]) -> str:
    mem = [("Grace Wanjiru", "0722 481 905", ids["ke_id"], "3,000", "0"), ("Esther Nyambura Kariuki", "0712 338 204", ids["ke_esther"], "3,000", "0"),
           ("Kevin Mutua", "0733 190 557", ids["ke_kevin"], "3,000", "0"), ("Faith Chebet", "0724 906 118", ids["ke_faith"], "1,500", "1,500"),
           ("Brian Omondi Oloo", "0798 450 263", ids["ke_brian"], "3,000", "0"), ("Lucy Wambui", "0715 772 041", ids["ke_lucy"], "0", "3,000")]
    rows = "".join(f"<tr><td>{_pii('PERSON', n, 'member name in a chama ledger')}</td><td>{_pii('PHONE_NUMBER', p, 'member phone in a chama ledger')}</td>"
                   f"<td>{_pii('ID_NUMBER', i, 'Kenyan national ID in a chama ledger')}</td><td class='n'>{c}</td><td class='n{' ar2' if a != '0' else ''}'>{a}</td></tr>"
                   for n, p, i, c, a in mem)
    led = ("<div class='cl'><h3>Umoja Women Chama · April 2025</h3><div style='color:#6b7c71;font-size:11.5px;margin-bottom:8px'>Monthly contribution KSh 3,000 · due 5th · 18 members</div>"
           "<table class='lt'><tr><th>Member</th><th>Phone</th><th>ID No.</th><th>Paid</th><th>Arrears</th></tr>" + rows + "</table>"
           "<div style='margin-top:10px;color:#6b7c71'>Showing 6 of 18 · Total collected KSh 40,500 · Loan book KSh 212,000</div>"
           "<h3 style='margin-top:18px'>Loans outstanding</h3><table class='lt'><tr><th>Borrower</th><th>Issued</th><th>Principal</th><th>Balance</th><th>Next due</th></tr>"
           + "".join(f"<tr><td>{_pii('PERSON', n, 'borrower name in a chama loans table')}</td><td>{d}</td><td class='n'>{a}</td><td class='n'>{b}</td><td>{x}</td></tr>" for n, d, a, b, x in
                     (("Faith Chebet", "Jan 2025", "60,000", "41,500", "5 May"), ("Lucy Wambui", "Nov 2024", "80,000", "38,000", "5 May"),
                      ("Rose Atieno", "Feb 2025", "50,000", "44,200", "5 May"), ("Brian Omondi Oloo", "Sep 2024", "100,000", "88,300", "5 May")))
           + "</table><div style='margin-top:8px;color:#6b7c71'>Interest 1 % a month on the reducing balance · penalties KSh 200 a week</div></div>")
    msgs = ("<div class='bb'><span class='w'>" + _pii("PERSON", "Faith Chebet", "sender's name above a chat bubble") + "</span>Sorry ladies, half now, half on Friday pls<span class='t'>07:40</span></div>"
            "<div class='bb'><span class='w'>" + _pii("PERSON", "Esther Nyambura", "sender's name above a chat bubble") + "</span>TD42K7XQ9A Confirmed. Ksh3,000.00 sent to "
            + _pii("PERSON", "GRACE WANJIRU", "recipient's name in capitals in a pasted M-Pesa SMS") + " " + _pii("PHONE_NUMBER", "0722481905", "unspaced phone in a pasted M-Pesa SMS")
            + " on 5/4/25 at 7:42 PM. New M-PESA balance is Ksh12,410.50. Transaction cost, Ksh13.00.<span class='t'>19:43</span></div>"
            "<div class='bb me'>Received, asante " + _pii("PERSON", "Esther", "first name alone in a chat reply") + "<span class='t'>19:50</span></div>"
            "<div class='bb'><span class='w'>" + _pii("PERSON", "Brian Omondi Oloo", "sender's name above a chat bubble") + "</span>Loan request: KSh 40,000 for 6 months (school fees). Guarantor "
            + _pii("PERSON", "Kevin Mutua", "guarantor's name in a loan request message") + ", ID " + _pii("ID_NUMBER", ids["ke_kevin"], "guarantor's national ID in a loan request message")
            + ". Please send to my other line " + _pii("PHONE_NUMBER", "0110 284 675", "second phone line in a loan request message") + ".<span class='t'>20:12</span></div>"
            "<div class='bb me'>Noted. Meeting on Sunday 13th at " + _pii("PERSON", "Mama Njeri", "a woman named as her child's mother in a chat message") + "'s, 2 pm. Agenda: loan + end-year trip.<span class='t'>20:20</span></div>")
    reg = ("<div class='reg'><b>Group details</b><div class='k'>Registered name</div>Umoja Women Self Help Group<div class='k'>Reg. no. (Social Services)</div>DSS/NRB/2019/04412"
           "<div class='k'>Chairperson</div>" + _pii("PERSON", "Lucy Wambui", "chairperson's name in a group details panel")
           + "<div class='k'>Treasurer</div>" + _pii("PERSON", "Grace Wanjiru Mwangi", "treasurer's name in a group details panel")
           + "<div class='k'>Treasurer KRA PIN</div>" + _pii("ID_NUMBER", ids["kra"], "KRA PIN in a group details panel")
           + "<div class='k'>Group account</div>Co-op Bank, Kawangware branch<div class='k'>Group Paybill</div>4012288 · Acc. member no.</div>")
    chat = (f"<div class='cc'><div class='ct'><b>Umoja Women Chama</b><br><small>18 members · 6 online</small></div><div class='cm'>{msgs}</div>"
            "<div style='padding:10px 18px;background:#fff;color:#7c8b80;border-top:1px solid #dfe6e1'>Type a message</div></div>")
    return _page("app.chamasoft.example/groups/umoja-women/ledger", "Umoja Women Chama · Chamasoft", f"<div class='ch'>{led}{chat}{reg}</div>", MP_CSS)


# --------------------------------------------------------------------------------- blindo3: South African home loan
ZA_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f4f4f6;color:#232330;font-size:13px}
.zh{height:48px;background:#7b1c2e;color:#fff;display:flex;align-items:center;gap:20px;padding:0 24px} .zh b{font-size:17px}
.zw{display:flex;gap:16px;padding:12px 20px;height:708px;overflow:hidden} .zs{width:190px;line-height:2.2;color:#666;font-size:12.5px} .zs .on{color:#7b1c2e;font-weight:bold}
.zf{flex:1;background:#fff;border:1px solid #ddd;border-radius:6px;padding:12px 18px;overflow:hidden} .zf h2{margin:0 0 6px;font-size:18px;color:#7b1c2e}
.two{display:flex;gap:18px} .col{flex:1} .sec{font-weight:bold;border-bottom:2px solid #7b1c2e;margin:10px 0 6px;padding-bottom:2px;font-size:13px}
.fr{display:grid;grid-template-columns:150px 1fr;gap:5px 10px;font-size:12.5px;align-items:center} .fr .l{color:#666} .fr .v{border:1px solid #cfcfd6;border-radius:3px;padding:3px 7px;min-height:22px;background:#fcfcfd}
.cr{background:#8c8c8c;height:756px;overflow:hidden;position:relative}
.cr .pg{position:absolute;left:180px;top:52px;width:1340px;background:#fff;transform:scale(.8);transform-origin:0 0;padding:30px 40px;color:#7a7a7a;font-size:12px}
.cr h1{color:#555;font-size:19px;margin:0} .cr h4{color:#555;margin:12px 0 4px;font-size:13px;border-bottom:1px solid #ccc;padding-bottom:2px}
.cr table{width:100%;border-collapse:collapse} .cr th{text-align:left;color:#666;font-weight:bold;background:#f1f1f1;padding:3px 6px;font-size:11.5px} .cr td{border-bottom:1px solid #e6e6e6;padding:3px 6px}
"""


def za_application(ids: dict[str, str]) -> str:
    def fr(label: str, v: str) -> str:
        return f"<div class='l'>{label}</div><div class='v'>{v}</div>"
    app = ("<div class='fr'>" + fr("Title / initials", "Ms · T.N.") + fr("Full names", _pii("PERSON", "Thandiwe Nomvula", "given names in a home-loan form field"))
           + fr("Surname", _pii("PERSON", "Dlamini", "surname alone in a home-loan form field"))
           + fr("SA ID number", _pii("ID_NUMBER", ids["za_thandi"], "South African ID number in a home-loan form field"))
           + fr("Date of birth", _pii("DATE_OF_BIRTH", "1991-05-12", "ISO date of birth in a home-loan form field"))
           + fr("Cellphone", _pii("PHONE_NUMBER", "082 613 4470", "cellphone in a home-loan form field"))
           + fr("E-mail", _pii("EMAIL_ADDRESS", "thandi.dlamini@webmail.co.za", "e-mail in a home-loan form field"))
           + fr("Income tax ref.", _pii("ID_NUMBER", ids["sars"], "SARS income tax reference in a home-loan form field"))
           + fr("Marital status", "Married in community of property") + fr("Employer", "Gauteng Department of Health")
           + fr("Occupation", "Clinical pharmacist") + fr("Gross monthly income", "R 48,750.00") + "</div>")
    sp = ("<div class='fr'>" + fr("Full names", _pii("PERSON", "Sipho Bongani Dlamini", "spouse's name in a home-loan form field"))
          + fr("SA ID number", _pii("ID_NUMBER", ids["za_sipho"], "spouse's South African ID number in a home-loan form field"))
          + fr("Cellphone", _pii("PHONE_NUMBER", "+27 73 208 9915", "spouse's cellphone in international format in a home-loan form field"))
          + fr("Employer", "Rand Water") + fr("Gross monthly income", "R 39,200.00") + "</div>")
    home = ("<div class='fr'>" + fr("Residential address", _pii("STREET_ADDRESS", "14 Jacaranda Crescent, Waterkloof Ridge, Pretoria, 0181", "home address in a home-loan form field"))
            + fr("Years at address", "6") + fr("Residential status", "Renting (R 14,500 p.m.)") + "</div>")
    prop = ("<div class='fr'>" + fr("Property address", _pii("STREET_ADDRESS", "27 Protea Street, Garsfontein, Pretoria, 0081", "address of the property bought in a home-loan form field"))
            + fr("Erf / title deed", "Erf 4412 · T 61234/2009") + fr("Purchase price", "R 2,150,000.00") + fr("Deposit", "R 215,000.00 (10 %)")
            + fr("Loan amount · term", "R 1,935,000.00 · 240 months") + fr("Estate agent", "Pam Golding Properties, Menlyn") + "</div>")
    dbt = ("<div class='fr'>" + fr("Bank", "Capitec Bank") + fr("Account number", _pii("ID_NUMBER", "1452896637", "debit order account number in a home-loan form field"))
           + fr("Branch code", "470010 (universal)") + fr("Account type", "Savings") + fr("Debit day", "25th") + "</div>")
    form = ("<div class='zf'><h2>Home loan application · review</h2><div style='color:#666;font-size:12px'>Application HL-2025-0419-33817 · joint application · saved 19 Apr 2025 11:52</div>"
            f"<div class='two'><div class='col'><div class='sec'>Main applicant</div>{app}</div>"
            f"<div class='col'><div class='sec'>Spouse (co-applicant)</div>{sp}<div class='sec'>Where you live now</div>{home}<div class='sec'>The property</div>{prop}"
            f"<div class='sec'>Debit order</div>{dbt}</div></div></div>")
    steps = "".join(f"<div class='{'on' if k == 5 else ''}'>{k + 1}. {s}</div>" for k, s in enumerate(("Applicants", "Income", "Expenses", "Property", "Documents", "Review", "Consent")))
    return _page("www.proteabank.co.za/homeloans/apply/HL-2025-0419-33817/review", "Home loan application · Protea Bank",
                 f"<div class='zh'><b>Protea Bank</b><span>Home Loans</span><span style='margin-left:auto'>Help 0860 776 832</span></div><div class='zw'><div class='zs'>{steps}</div>{form}</div>", ZA_CSS)


def za_credit(ids: dict[str, str]) -> str:
    subj = ("<table><tr><th>Surname, names</th><th>ID number</th><th>Date of birth</th><th>Gender</th><th>Marital status</th></tr>"
            "<tr><td>" + _pii("PERSON", "DLAMINI, THANDIWE NOMVULA", "name surname first in capitals in a credit report") + "</td><td>"
            + _pii("ID_NUMBER", ids["za_thandi"], "South African ID number in a credit report") + "</td><td>"
            + _pii("DATE_OF_BIRTH", "12/05/1991", "date of birth in a credit report") + "</td><td>F</td><td>Married</td></tr></table>")
    addr = ("<table><tr><th>Address</th><th>Type</th><th>First reported</th><th>Last reported</th></tr>"
            "<tr><td>" + _pii("STREET_ADDRESS", "14 JACARANDA CRES, WATERKLOOF RIDGE, PRETORIA 0181", "home address in capitals in a credit report's address history") + "</td><td>Residential</td><td>2019-03</td><td>2025-04</td></tr>"
            "<tr><td>" + _pii("STREET_ADDRESS", "UNIT 9 SILVERWOOD, 118 BROOKS ST, BROOKLYN 0181", "former address in capitals in a credit report's address history") + "</td><td>Residential</td><td>2015-01</td><td>2019-02</td></tr>"
            "<tr><td>" + _pii("STREET_ADDRESS", "PO BOX 36612, MENLO PARK 0102", "postal address in capitals in a credit report") + "</td><td>Postal</td><td>2017-06</td><td>2024-11</td></tr></table>")
    ph = ("<table><tr><th>Telephone</th><th>Type</th><th>Last reported</th><th>Employer</th><th>Occupation</th><th>Last reported</th></tr>"
          "<tr><td>" + _pii("PHONE_NUMBER", "0826134470", "cellphone unspaced in a credit report") + "</td><td>Cell</td><td>2025-04</td><td>GAUTENG DEPT OF HEALTH</td><td>PHARMACIST</td><td>2025-03</td></tr>"
          "<tr><td>" + _pii("PHONE_NUMBER", "0123467720", "home landline unspaced in a credit report") + "</td><td>Home</td><td>2018-09</td><td>DIS-CHEM PHARMACIES</td><td>PHARMACIST</td><td>2018-08</td></tr></table>")
    accs = [("ABSA VEHICLE FINANCE", "Instalment", ids["acc_absa"], "2021-08", "R 312,000", "R 148,220", "R 6,480", "0 0 0 0 0 0"),
            ("FNB CREDIT CARD", "Revolving", ids["acc_fnb"], "2016-02", "R 45,000", "R 12,904", "R 1,210", "0 0 0 0 0 0"),
            ("EDGARS / RCS", "Open", ids["acc_edgars"], "2014-11", "R 8,000", "R 0", "R 0", "0 0 0 0 0 0"),
            ("CAPITEC PERSONAL LOAN", "Instalment", ids["acc_capitec"], "2023-05", "R 60,000", "R 21,870", "R 2,344", "0 0 1 0 0 0"),
            ("VODACOM CONTRACT", "Open", ids["acc_voda"], "2022-10", "R 0", "R 0", "R 899", "0 0 0 0 0 0")]
    at = ("<table><tr><th>Creditor</th><th>Type</th><th>Account number</th><th>Opened</th><th>Limit</th><th>Balance</th><th>Instalment</th><th>Last 6 months</th></tr>"
          + "".join(f"<tr><td>{c}</td><td>{t}</td><td>{_pii('ID_NUMBER', a, 'credit account number in a credit report table')}</td><td>{o}</td><td>{lim}</td><td>{b}</td><td>{i}</td><td>{h}</td></tr>"
                    for c, t, a, o, lim, b, i, h in accs) + "</table>")
    enq = ("<table><tr><th>Date</th><th>Enquirer</th><th>Reason</th><th>Branch</th></tr>"
           "<tr><td>2025-04-19</td><td>PROTEA BANK HOME LOANS</td><td>Credit application</td><td>HL-CENTRAL</td></tr>"
           "<tr><td>2025-02-03</td><td>WOOLWORTHS FINANCIAL</td><td>Credit limit increase</td><td>CARDS</td></tr>"
           "<tr><td>2024-10-22</td><td>TELKOM MOBILE</td><td>Contract</td><td>ONLINE</td></tr></table>")
    pg = ("<div class='pg'><div style='display:flex;justify-content:space-between'><h1>CONSUMER CREDIT REPORT</h1><span>Report date 2025-04-19 11:58 · Ref CR-77301944 · Enquirer PROTEA BANK</span></div>"
          "<div style='display:flex;gap:30px;margin:10px 0'><div style='font-size:34px;color:#2e7d32'>672</div><div>Risk band: <b>Good</b><br>Judgements: 0 · Defaults: 0 · Debt review: No · Fraud alert: No</div></div>"
          f"<h4>1. Consumer details</h4>{subj}<h4>2. Address history</h4>{addr}<h4>3. Contact and employment</h4>{ph}<h4>4. Credit accounts (CPA)</h4>{at}<h4>5. Enquiries (last 12 months)</h4>{enq}"
          "<div style='margin-top:10px;font-size:10.5px'>This report is confidential and furnished under the National Credit Act 34 of 2005 for the prescribed purpose stated. Page 1 of 4</div></div>")
    bar = "<div style='height:36px;background:#333;color:#ddd;display:flex;align-items:center;gap:18px;padding:0 190px;font-size:12.5px'><span>credit_report_CR-77301944.pdf</span><span style='margin-left:auto'>80 %</span></div>"
    return _page("www.proteabank.co.za/homeloans/apply/HL-2025-0419-33817/bureau", "Credit bureau report · Protea Bank", f"<div class='cr'>{bar}{pg}</div>", ZA_CSS)


# ----------------------------------------------------------------------------- blindo4: Israeli national insurance, bank
IL_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f2f5f9;color:#1d2a3a;font-size:13px}
.rtl{direction:rtl} .ih{height:52px;background:#0b3d74;color:#fff;display:flex;align-items:center;gap:22px;padding:0 28px 0 190px;font-size:13.5px} .ih b{font-size:18px}
.iw{display:flex;gap:18px;padding:14px 28px;height:704px;overflow:hidden} .ic{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.1);padding:14px 18px}
.ic h3{margin:0 0 10px;font-size:15px;color:#0b3d74} .ig{display:grid;grid-template-columns:150px 1fr;gap:8px 12px} .ig .l{color:#5b6b7d}
.it{width:100%;border-collapse:collapse;font-size:12.5px} .it th{background:#e8eef6;color:#3b4b5e;font-weight:normal;padding:5px 8px;text-align:right} .it td{border-bottom:1px solid #e6ebf1;padding:6px 8px;text-align:right}
.bw{display:flex;height:756px} .bn2{width:210px;background:#002f5f;color:#c7d6e8;padding:16px 0;font-size:13px;flex:none} .bn2 div{padding:8px 20px} .bn2 .on{background:#0a4580;color:#fff}
.bm{flex:1;padding:14px 24px;overflow:hidden} .bm h2{margin:0 0 4px;font-size:19px;color:#002f5f}
.bs{display:grid;grid-template-columns:190px 1fr;gap:7px 14px;font-size:13px} .bs .l{color:#5b6b7d} .bs .v{font-weight:bold}
.bx{border:1px solid #d7dee8;border-radius:8px;padding:12px 16px;margin-top:10px;background:#fff}
"""


def il_bituach(ids: dict[str, str]) -> str:
    kids = [("יונתן", ids["tz_kid1"], "03.09.2015"), ("מאיה", ids["tz_kid2"], "21.01.2019")]
    kt = ("<table class='it'><tr><th>שם</th><th>מספר זהות</th><th>תאריך לידה</th><th>קצבה חודשית</th></tr>"
          + "".join(f"<tr><td>{_pii('PERSON', n, 'child first name in Hebrew in a benefits table')}</td><td>{_ltr(_pii('ID_NUMBER', t, 'child Teudat Zehut in a Hebrew benefits table'))}</td>"
                    f"<td>{_ltr(_pii('DATE_OF_BIRTH', d, 'child date of birth in a Hebrew benefits table'))}</td><td>{_ltr('₪ 173.00')}</td></tr>" for n, t, d in kids)
          + "</table>")
    det = ("<div class='ig'><div class='l'>שם משפחה ושם פרטי</div><div>" + _pii("DENY_LIST", "בן דוד נועה", "deny-listed name surname first in Hebrew script in a field") + "</div>"
           "<div class='l'>מספר זהות</div><div>" + _ltr(_pii("ID_NUMBER", ids["tz_noa"], "Teudat Zehut in a Hebrew personal-details field")) + "</div>"
           "<div class='l'>כתובת</div><div>" + _pii("STREET_ADDRESS", "רחוב ביאליק 45 דירה 7, רמת גן 5245116", "home address in Hebrew with a flat and postcode") + "</div>"
           "<div class='l'>טלפון נייד</div><div>" + _ltr(_pii("PHONE_NUMBER", "054-7721934", "mobile in a Hebrew personal-details field")) + "</div>"
           "<div class='l'>חשבון בנק לתשלום</div><div>" + _ltr(_pii("ID_NUMBER", "12-600-471823", "bank, branch and account number in a Hebrew field")) + " (בנק הפועלים)</div>"
           "<div class='l'>מצב משפחתי</div><div>נשואה</div></div>")
    pays = ("<table class='it'><tr><th>חודש</th><th>סוג תשלום</th><th>סכום</th><th>תאריך העברה</th></tr>"
            + "".join(f"<tr><td>{m}</td><td>{t}</td><td>{_ltr(a)}</td><td>{_ltr(d)}</td></tr>" for m, t, a, d in
                      (("אפריל 2025", "קצבת ילדים", "₪ 346.00", "20.04.2025"), ("מרץ 2025", "קצבת ילדים", "₪ 346.00", "20.03.2025"),
                       ("פברואר 2025", "קצבת ילדים", "₪ 346.00", "20.02.2025"), ("ינואר 2025", "מענק לימודים", "₪ 1,062.00", "28.01.2025")))
            + "</table>")
    body = ("<div class='rtl'><div class='ih'><b>ביטוח לאומי</b><span>האזור האישי</span><span>קצבאות</span><span>פניות</span><span>טפסים</span></div>"
            "<div class='iw'><div style='flex:1;display:flex;flex-direction:column;gap:14px'>"
            "<div class='ic'><h3>שלום, " + _pii("DENY_LIST", "נועה בן דוד", "deny-listed name in Hebrew script in a greeting") + "</h3>"
            "<div style='color:#5b6b7d'>כניסה אחרונה: 17.04.2025 22:05 · תיק מספר " + _ltr("CL-4418-2025") + " · תביעה פתוחה אחת</div></div>"
            f"<div class='ic'><h3>פרטים אישיים</h3>{det}</div><div class='ic'><h3>ילדים הרשומים בתיק</h3>{kt}</div></div>"
            f"<div style='width:470px;display:flex;flex-direction:column;gap:14px'><div class='ic'><h3>תשלומים אחרונים</h3>{pays}</div>"
            "<div class='ic'><h3>הודעות</h3><div style='line-height:1.7'>הבקשה לעדכון חשבון הבנק התקבלה ונמצאת בטיפול.<br>פקיד מטפל: "
            + _pii("PERSON", "אבי כהן", "clerk's name in Hebrew in a message panel") + " · סניף רמת גן</div></div></div></div></div>")
    return _page("www.btl.gov.il/PersonalArea/Summary", "האזור האישי · ביטוח לאומי", body, IL_CSS)


def il_transfer(ids: dict[str, str]) -> str:
    def kv(k: str, v: str) -> str:
        return f"<div class='l'>{k}</div><div class='v'>{v}</div>"
    ord_ = ("<div class='bs'>" + kv("Ordering customer", _pii("DENY_LIST", "BEN-DAVID NOA", "deny-listed name surname first in capitals as an ordering customer"))
            + kv("Customer ID (Teudat Zehut)", _pii("ID_NUMBER", ids["tz_noa"], "Teudat Zehut of the orderer in a SWIFT transfer form"))
            + kv("Debit account (IBAN)", _pii("IBAN_CODE", ids["iban_il"], "orderer's Israeli IBAN in a SWIFT transfer form")) + kv("Account currency", "ILS") + "</div>")
    ben = ("<div class='bs'>" + kv("Beneficiary name", _pii("PERSON", "OMAR KHALID AL HASHIMI", "beneficiary's name in capitals in a SWIFT transfer form"))
           + kv("Name in Arabic (as on account)", _pii("PERSON", "عمر خالد الهاشمي", "beneficiary's name in Arabic script in a SWIFT transfer form"))
           + kv("Beneficiary IBAN", _pii("IBAN_CODE", ids["iban_ae"], "beneficiary's UAE IBAN in a SWIFT transfer form"))
           + kv("Beneficiary address", _pii("STREET_ADDRESS", "Villa 41, Street 12B, Al Barsha 2, Dubai", "beneficiary's address in Dubai in a SWIFT transfer form"))
           + kv("Beneficiary bank", "Emirates NBD · SWIFT EBILAEAD") + kv("Beneficiary phone", _pii("PHONE_NUMBER", "+971 55 318 4602", "beneficiary's UAE mobile in a SWIFT transfer form")) + "</div>")
    pay = ("<div class='bs'>" + kv("Amount", "USD 4,800.00") + kv("Rate (indicative)", "1 USD = 3.6420 ILS · debit ₪ 17,481.60") + kv("Charges", "SHA (shared) · commission ₪ 85.00")
           + kv("Purpose code", "Tuition fees (code 230)") + kv("Remittance information", "Invoice DXB-EDU-22871, term 3") + kv("Value date", "22 Apr 2025")
           + kv("Our bank", "Bank Leumi · SWIFT LUMIILITXXX") + "</div>")
    sign = ("<div class='bx'><b>Declaration</b><div style='line-height:1.6;margin-top:4px'>I confirm the beneficiary is not a related party and the funds are from my salary. "
            "Signed: " + _pii("DENY_LIST", "N. Ben-David", "deny-listed name as an initial and surname in a signature line") + " · 19 Apr 2025 · OTP confirmed</div>"
            "<div style='color:#5b6b7d;margin-top:6px'>Relationship manager: " + _pii("PERSON", "Amit Levi", "relationship manager's name under a transfer declaration") + " · Foreign trade desk, ext. 4412</div></div>")
    nav = "<div class='bn2'>" + "".join(f"<div class='{'on' if i == 'Foreign transfers' else ''}'>{i}</div>" for i in ("Accounts", "Cards", "Transfers", "Foreign transfers", "Deposits", "Securities", "Loans", "Messages")) + "</div>"
    body = (f"<div class='bw'>{nav}<div class='bm'><h2>International transfer (SWIFT) · confirm</h2><div style='color:#5b6b7d;margin-bottom:8px'>Reference FX-250419-006631 · step 3 of 3</div>"
            f"<div class='bx'><b>Orderer</b>{ord_}</div><div class='bx'><b>Beneficiary</b>{ben}</div><div class='bx'><b>Payment</b>{pay}</div>{sign}"
            "<div style='margin-top:10px'><span class='btn' style='background:#002f5f'>Send transfer</span> <span class='btn2'>Back</span></div></div></div>")
    return _page("hb2.bankleumi.example/eBanking/ForeignTransfer/Confirm", "Foreign transfer · Leumi", body, IL_CSS)


# --------------------------------------------------------------------------- blindo5: remittance SG → PH (HiDPI)
RM_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f6f4fb;color:#1f1b2e;font-size:13px}
.rw{display:flex;gap:16px;padding:12px 20px;height:756px;overflow:hidden} .rp{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(40,20,90,.1);padding:14px 18px}
.rp h3{margin:0 0 10px;font-size:15px;color:#4a2ca0} .rg{display:grid;grid-template-columns:130px 1fr;gap:7px 10px;font-size:12.5px} .rg .l{color:#6f6886}
.rcp{display:flex;gap:10px;align-items:center;padding:8px 0;border-bottom:1px solid #eeeaf6} .rcp i{width:34px;height:34px;border-radius:17px;background:#e6defa;color:#4a2ca0;font-style:normal;text-align:center;line-height:34px;flex:none;font-size:12px}
.rcp small{display:block;color:#6f6886} .rcp .tag{margin-left:auto;font-size:11px;border-radius:10px;padding:2px 8px;background:#eaf7ef;color:#1d7a43}
.sum{font-size:13px} .sum .ln{display:flex;justify-content:space-between;padding:5px 0;border-bottom:1px dashed #e2ddef} .sum .big{font-size:22px;font-weight:bold;color:#4a2ca0}
.pm{background:#e9e9e9;height:756px;overflow:hidden;padding:8px 0} .pmf{width:1080px;margin:0 auto;background:#fff;padding:14px 22px;font-size:11px;color:#111;border:1px solid #bbb}
.pmf h2{text-align:center;margin:0;font-size:15px} .pmf .sec{background:#1b5e20;color:#fff;font-weight:bold;padding:2px 6px;margin-top:8px;font-size:11px}
.bxr{display:flex;gap:10px;margin-top:5px;align-items:flex-end} .bf{display:flex;flex-direction:column} .bf .lb{font-size:9px;color:#333;margin-bottom:1px}
.bf .bx{border:1px solid #333;min-height:20px;padding:2px 5px;font-family:"DejaVu Sans Mono",monospace;font-size:12px;letter-spacing:1px;white-space:nowrap}
.pmt{width:100%;border-collapse:collapse;margin-top:4px} .pmt th,.pmt td{border:1px solid #333;padding:2px 5px;font-size:11px;text-align:left} .pmt th{font-size:9.5px;background:#f1f1f1}
"""


def rm_profile(fin: str) -> str:
    prof = ("<div class='rg'><div class='l'>Full name</div><div>" + _pii("PERSON", "Maricel Santos Dela Cruz", "sender's name in a remittance profile") + "</div>"
            "<div class='l'>FIN</div><div>" + _pii("ID_NUMBER", fin, "Singapore FIN in a remittance profile") + " <span style='color:#1d7a43'>✓ MyInfo</span></div>"
            "<div class='l'>Pass type</div><div>Work Permit (MDW) · exp. 11 Nov 2026</div>"
            "<div class='l'>Date of birth</div><div>" + _pii("DATE_OF_BIRTH", "23 Aug 1989", "date of birth in a remittance profile") + "</div>"
            "<div class='l'>Mobile</div><div>" + _pii("PHONE_NUMBER", "+65 8123 4476", "Singapore mobile in a remittance profile") + "</div>"
            "<div class='l'>Address</div><div>" + _pii("STREET_ADDRESS", "Blk 512 Jurong West Street 52, #08-114, Singapore 640512", "HDB address in a remittance profile") + "</div>"
            "<div class='l'>Employer</div><div>" + _pii("DENY_LIST", "Hui Min Tan", "deny-listed name given name first as an employer in a remittance profile") + "</div>"
            "<div class='l'>Employer mobile</div><div>" + _pii("PHONE_NUMBER", "+65 9734 2081", "employer's mobile in a remittance profile") + "</div>"
            "<div class='l'>Source of funds</div><div>Salary</div></div>")
    rc = [("RS", "Rogelio Santos", "GCash · " + _pii("PHONE_NUMBER", "0917 845 2210", "GCash mobile of a recipient"), "Father"),
          ("JB", "Jennifer Santos Bautista", "BDO Savings · " + _pii("ID_NUMBER", "005670123456", "recipient's bank account number in a remittance app"), "Sister"),
          ("ED", "Esperanza Dela Cruz", "Cash pick-up · Cebuana Lhuillier, Tagbilaran City", "Grandmother"),
          ("MA", "Mark Anthony Reyes", "Maya · " + _pii("PHONE_NUMBER", "+63 998 512 0374", "Maya wallet mobile of a recipient"), "Cousin")]
    rl = "".join(f"<div class='rcp'><i>{i}</i><div>{_pii('PERSON', n, 'recipient name in a remittance app')}<small>{d}</small></div><span class='tag'>{r}</span></div>" for i, n, d, r in rc)
    sm = ("<div class='sum'><div class='ln'><span>You send</span><span class='big'>SGD 500.00</span></div><div class='ln'><span>Fee</span><span>SGD 3.50</span></div>"
          "<div class='ln'><span>Rate</span><span>1 SGD = 42.4310 PHP</span></div><div class='ln'><span>Recipient gets</span><span class='big'>PHP 21,215.50</span></div>"
          "<div class='ln'><span>To</span><span>" + _pii("PERSON", "Rogelio Santos", "recipient name in a transfer summary") + " · GCash</span></div>"
          "<div class='ln'><span>Arrives</span><span>Within minutes</span></div><div class='ln'><span>Transfer no.</span><span>RM-SG-20250420-771204</span></div>"
          "<div style='margin-top:12px'><span class='btn' style='background:#4a2ca0'>Pay with PayNow</span></div></div>")
    hist = [("13 Apr 2025", "Jennifer Santos Bautista", "SGD 300.00", "PHP 12,684.00", "Credited"), ("30 Mar 2025", "Rogelio Santos", "SGD 450.00", "PHP 19,071.45", "Credited"),
            ("16 Mar 2025", "Esperanza Dela Cruz", "SGD 150.00", "PHP 6,339.00", "Picked up"), ("02 Mar 2025", "Mark Anthony Reyes", "SGD 80.00", "PHP 3,380.80", "Credited")]
    ht = ("<table style='width:100%;border-collapse:collapse;font-size:12px'><tr style='color:#6f6886;text-align:left'><th style='padding:4px 2px'>Date</th><th>To</th><th>Sent</th><th>Received</th><th>Status</th></tr>"
          + "".join(f"<tr style='border-top:1px solid #eeeaf6'><td style='padding:5px 2px'>{d}</td><td>{_pii('PERSON', n, 'recipient name in a transfer history table')}</td><td>{a}</td><td>{b}</td><td>{st}</td></tr>" for d, n, a, b, st in hist)
          + "</table>")
    note = ("<div style='margin-top:16px;background:#f3effc;border-radius:8px;padding:10px 12px;font-size:12px;line-height:1.5'><b>Inbox</b><br>Salary received via PayNow from "
            + _pii("DENY_LIST", "TAN HUI MIN", "deny-listed name in capitals as a PayNow payer in an inbox notice") + " (NRIC S****412D): SGD 680.00 on 15 Apr 2025.<br>"
            "Last login 20 Apr 2025 08:12 · iPhone 12 · Singapore</div>")
    body = ("<div class='rw'><div class='rp' style='width:430px'><h3>My profile</h3>" + prof + note + "</div>"
            f"<div class='rp' style='flex:1'><h3>Recipients in the Philippines</h3>{rl}<div style='color:#4a2ca0;margin:8px 0 18px'>+ Add recipient</div><h3>Recent transfers</h3>{ht}</div>"
            f"<div class='rp' style='width:330px'><h3>Send money</h3>{sm}</div></div>")
    return _page("app.padalapay.sg/send?to=PH", "Send to Philippines · PadalaPay", body, RM_CSS)


def rm_pmrf() -> str:
    def bf(label: str, v: str, w: int) -> str:
        return f"<div class='bf' style='width:{w}px'><span class='lb'>{label}</span><span class='bx'>{v}</span></div>"
    p1 = ("<div class='bxr'>" + bf("PHILHEALTH IDENTIFICATION NUMBER (PIN)", _pii("ID_NUMBER", "12-050734912-6", "PhilHealth number in a boxed form"), 260)
          + bf("PHILSYS CARD NUMBER (PCN)", _pii("ID_NUMBER", "4821-0937-5516-2084", "PhilSys card number in a boxed form"), 260)
          + bf("TAX IDENTIFICATION NUMBER (TIN)", _pii("ID_NUMBER", "412-887-903-000", "Philippine TIN in a boxed form"), 240) + bf("PURPOSE", "☒ REGISTRATION ☐ UPDATING", 230) + "</div>")
    p2 = ("<div class='bxr'>" + bf("LAST NAME", _pii("PERSON", "DELA CRUZ", "surname alone in capitals in a boxed form"), 230)
          + bf("FIRST NAME", _pii("PERSON", "MARICEL", "first name alone in capitals in a boxed form"), 220) + bf("NAME EXTENSION", "N/A", 110)
          + bf("MIDDLE NAME", _pii("PERSON", "SANTOS", "middle name alone in capitals in a boxed form"), 200) + bf("SEX", "FEMALE", 90) + "</div>"
          "<div class='bxr'>" + bf("DATE OF BIRTH (mm-dd-yyyy)", _pii("DATE_OF_BIRTH", "08-23-1989", "date of birth month first in a boxed form"), 200)
          + bf("PLACE OF BIRTH", "TAGBILARAN CITY, BOHOL", 230) + bf("CIVIL STATUS", "SINGLE", 110) + bf("CITIZENSHIP", "FILIPINO", 110)
          + bf("MOTHER'S MAIDEN NAME", _pii("PERSON", "ESPERANZA REYES SANTOS", "mother's maiden name in capitals in a boxed form"), 260) + "</div>")
    p3 = ("<div class='bxr'>" + bf("PERMANENT HOME ADDRESS", _pii("STREET_ADDRESS", "PUROK 3, BRGY. DAO, TAGBILARAN CITY, BOHOL 6300", "home address in capitals in a boxed form"), 520)
          + bf("MAILING ADDRESS (abroad)", _pii("STREET_ADDRESS", "BLK 512 JURONG WEST ST 52 #08-114 SG 640512", "mailing address abroad in capitals in a boxed form"), 470) + "</div>"
          "<div class='bxr'>" + bf("MOBILE NUMBER", _pii("PHONE_NUMBER", "+63 917 220 4481", "Philippine mobile in a boxed form"), 200)
          + bf("E-MAIL ADDRESS", _pii("EMAIL_ADDRESS", "maricel.delacruz89@yahoo.com", "e-mail in a boxed form"), 320) + bf("LANDLINE", "—", 120) + "</div>")
    dep = [("SANTOS", "ROGELIO", "CAMPOS", "FATHER", "03-14-1958", "☒"), ("DELA CRUZ", "ANGELICA", "SANTOS", "CHILD", "06-02-2012", "☐")]
    dt = ("<table class='pmt'><tr><th>LAST NAME</th><th>FIRST NAME</th><th>MIDDLE NAME</th><th>RELATIONSHIP</th><th>DATE OF BIRTH</th><th>PERMANENT DISABILITY</th></tr>"
          + "".join(f"<tr><td>{_pii('PERSON', a, 'dependant surname in capitals in a boxed form table')}</td><td>{_pii('PERSON', b, 'dependant first name in capitals in a boxed form table')}</td>"
                    f"<td>{_pii('PERSON', c, 'dependant middle name in capitals in a boxed form table')}</td><td>{r}</td><td>{_pii('DATE_OF_BIRTH', d, 'dependant date of birth in a boxed form table')}</td><td>{x}</td></tr>"
                    for a, b, c, r, d, x in dep) + "</table>")
    p4 = ("<div class='bxr'>" + bf("MEMBER TYPE", "☒ LAND-BASED MIGRANT WORKER", 260) + bf("EMPLOYER ABROAD", _pii("DENY_LIST", "H. M. TAN", "deny-listed name as initials and surname in capitals in a boxed form"), 200)
          + bf("EMPLOYER NAME (NATIVE SCRIPT)", _pii("DENY_LIST", "陈慧敏", "deny-listed name in Chinese characters in a boxed form"), 200)
          + bf("COUNTRY", "SINGAPORE", 120) + bf("MONTHLY INCOME", "SGD 680.00", 130) + bf("PROOF OF INCOME", "CONTRACT", 110) + "</div>")
    form = ("<div class='pmf'><div style='display:flex;justify-content:space-between;font-size:10px'><span>Republic of the Philippines<br><b>PHILIPPINE HEALTH INSURANCE CORPORATION</b></span><span>PMRF · UHC v.1 · Jan 2020</span></div>"
            "<h2>PHILHEALTH MEMBER REGISTRATION FORM</h2>"
            f"<div class='sec'>I. PERSONAL DETAILS</div>{p1}{p2}<div class='sec'>II. ADDRESS AND CONTACT DETAILS</div>{p3}"
            f"<div class='sec'>III. DECLARATION OF DEPENDENTS</div>{dt}<div class='sec'>IV. MEMBER TYPE</div>{p4}"
            "<div style='margin-top:10px;font-size:10px'>Under the Data Privacy Act of 2012, I consent to the processing of my personal information. Submitted online 20 Apr 2025 · Control no. PMRF-OFW-2025-118403</div></div>")
    return _page("app.padalapay.sg/services/philhealth/pmrf/preview", "PhilHealth registration (preview) · PadalaPay", f"<div class='pm'>{form}</div>", RM_CSS)


# --------------------------------------------------------------------------------------- blindo6: AU / NZ payroll
PY_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f5f7fa;color:#1e2a36;font-size:13px}
.ph2{height:46px;background:#13b5ea;color:#fff;display:flex;align-items:center;gap:20px;padding:0 22px 0 190px;font-size:13.5px} .ph2 b{font-size:16px}
.pw{display:flex;gap:14px;padding:12px 18px;height:710px;overflow:hidden} .pc{background:#fff;border:1px solid #dfe5ec;border-radius:6px;padding:12px 16px;overflow:hidden}
.pc h3{margin:0 0 8px;font-size:15px} .eg{width:100%;border-collapse:collapse;font-size:12.5px} .eg th{text-align:left;color:#5b6b7b;font-weight:normal;border-bottom:1px solid #dfe5ec;padding:5px 6px}
.eg td{border-bottom:1px solid #eef2f6;padding:6px 6px;white-space:nowrap} .eg tr.on td{background:#e9f6fd}
.kv2{display:grid;grid-template-columns:170px 1fr;gap:7px 12px;font-size:12.5px} .kv2 .l{color:#5b6b7b}
.tabs3{display:flex;gap:18px;border-bottom:1px solid #dfe5ec;margin-bottom:10px;font-size:13px} .tabs3 span{padding:6px 0} .tabs3 .on{border-bottom:2px solid #13b5ea;font-weight:bold}
.q{border:1px solid #dfe5ec;border-radius:5px;padding:8px 12px;margin-bottom:8px} .q .n{color:#13b5ea;font-weight:bold;margin-right:6px}
.ps{background:#6e7781;height:756px;overflow:hidden;position:relative}
.ps .pg{position:absolute;left:175px;top:52px;width:1480px;background:#fff;transform:scale(.67);transform-origin:0 0;padding:44px 56px;font-size:16px;color:#222}
.ps table{width:100%;border-collapse:collapse} .ps th{text-align:left;background:#eef2f6;padding:6px 8px} .ps td{border-bottom:1px solid #e2e7ec;padding:6px 8px} .ps .n{text-align:right}
"""


def _payroll(inner: str, tab: str, url: str) -> str:
    head = "<div class='ph2'><b>Tally Payroll</b><span>Dashboard</span><span>Pay runs</span><span><u>Employees</u></span><span>Leave</span><span>Reports</span><span style='margin-left:auto'>Kookaburra Coffee Roasters Pty Ltd ▾</span></div>"
    return _page(url, tab, head + f"<div class='pw'>{inner}</div>", PY_CSS)


def py_employees(ids: dict[str, str]) -> str:
    emp = [("Jack Thompson", "Head roaster", "jack.thompson@kookaburra.com.au", "0412 904 377", "$34.20/h", "03 Feb 2021", True),
           ("Litia Vunibola", "Barista", "litia.v@outlook.com", "0433 718 260", "$29.45/h", "14 Aug 2023", False),
           ("Mei Ling Chow", "Accounts", "meiling.chow@kookaburra.com.au", "0401 552 819", "$82,000/yr", "01 Jul 2022", False),
           ("Aroha Ngata", "Sales (Auckland)", "aroha.ngata@xtra.co.nz", "+64 21 448 902", "NZ$68,500/yr", "10 Mar 2024", False),
           ("Rahul Bhatt", "Delivery driver", "rahulbhatt.au@gmail.com", "0478 201 633", "$31.10/h", "22 Nov 2024", False),
           ("Sione Taufa", "Warehouse", "sione.taufa88@gmail.com", "0450 377 912", "$30.80/h", "05 May 2022", False),
           ("Priya Nair", "Marketing", "priya.nair@kookaburra.com.au", "0416 220 548", "$91,000/yr", "18 Sep 2023", False),
           ("Tom O'Brien", "Barista (casual)", "tomobrien.coffee@icloud.com", "0499 016 384", "$35.82/h", "02 Jan 2025", False)]
    rows = "".join(f"<tr class='{'on' if on else ''}'><td>{_pii('PERSON', n, 'employee name in a payroll grid')}</td><td>{r}</td><td>{_pii('EMAIL_ADDRESS', e, 'employee e-mail in a payroll grid')}</td>"
                   f"<td>{_pii('PHONE_NUMBER', p, 'employee mobile in a payroll grid')}</td><td>{rate}</td><td>{s}</td></tr>" for n, r, e, p, rate, s, on in emp)
    grid = (f"<div class='pc' style='flex:1'><h3>Employees <span style='color:#5b6b7b;font-weight:normal;font-size:12px'>· 14 active</span></h3><table class='eg'>"
            f"<tr><th>Name</th><th>Role</th><th>E-mail</th><th>Mobile</th><th>Pay rate</th><th>Start date</th></tr>{rows}</table>"
            "<div style='color:#5b6b7b;margin-top:8px'>Next pay run: fortnightly, 24 Apr 2025 · STP Phase 2 lodged 10 Apr 2025</div></div>")
    det = ("<div class='pc' style='width:440px'><h3>" + _pii("PERSON", "Jack Thompson", "employee name as a detail panel's heading") + "</h3>"
           "<div class='tabs3'><span>Details</span><span class='on'>Tax &amp; super</span><span>Bank</span><span>Leave</span></div>"
           "<div class='kv2'><div class='l'>Tax file number</div><div>" + _pii("ID_NUMBER", ids["tfn"], "Australian TFN in a payroll tax panel") + "</div>"
           "<div class='l'>Residency</div><div>Australian resident · tax-free threshold claimed</div><div class='l'>HELP / STSL debt</div><div>Yes</div>"
           "<div class='l'>Super fund</div><div>AustralianSuper · USI STA0100AU</div><div class='l'>Fund ABN</div><div>65 714 394 898</div>"
           "<div class='l'>Member number</div><div>" + _pii("ID_NUMBER", "4402918837", "superannuation member number in a payroll tax panel") + "</div>"
           "<div class='l'>BSB</div><div>064-000</div><div class='l'>Account number</div><div>" + _pii("ID_NUMBER", "1027 4493", "bank account number in a payroll panel") + "</div>"
           "<div class='l'>Home address</div><div>" + _pii("STREET_ADDRESS", "8/22 Merthyr Road, New Farm QLD 4005", "home address with a unit in a payroll panel") + "</div>"
           "<div class='l'>Date of birth</div><div>" + _pii("DATE_OF_BIRTH", "30/11/1990", "date of birth in a payroll panel") + "</div>"
           "<div class='l'>Emergency contact</div><div>" + _pii("PERSON", "Sarah Thompson", "emergency contact's name in a payroll panel") + " (partner) "
           + _pii("PHONE_NUMBER", "0422 615 083", "emergency contact's mobile in a payroll panel") + "</div></div></div>")
    return _payroll(grid + det, "Employees · Tally Payroll", "app.tallypayroll.example/au/employees/EMP-0007/tax")


def py_ir330(ird: str) -> str:
    qs = [("1", "Your details", "Full name: " + _pii("PERSON", "Aroha Ngata", "employee name in an IR330 declaration") + " &nbsp; IRD number: "
           + _pii("ID_NUMBER", ird, "New Zealand IRD number in an IR330 declaration")),
          ("2", "Are you a NZ tax resident?", "Yes"), ("3", "Do you have a student loan?", "No"), ("4", "Is this your main or highest source of income?", "Yes"),
          ("5", "Tax code", "<b>M</b> (main income, no student loan)"), ("6", "KiwiSaver", "Member · employee contribution 4 % · employer 3 %"),
          ("7", "Bank account for pay", _pii("ID_NUMBER", "12-3140-0456789-00", "New Zealand bank account number in an IR330 declaration") + " (ASB)"),
          ("8", "Postal address", _pii("STREET_ADDRESS", "17 Kitchener Road, Sandringham, Auckland 1025", "home address in an IR330 declaration")),
          ("9", "Declaration", "Signed electronically by " + _pii("PERSON", "A. Ngata", "initial and surname in an electronic signature") + " on 09 Mar 2024")]
    q = "".join(f"<div class='q'><span class='n'>{n}</span><b>{t}</b><div style='margin-top:4px'>{a}</div></div>" for n, t, a in qs)
    side = ("<div class='pc' style='width:360px'><h3>Employee summary</h3><div class='kv2'><div class='l'>Entity</div><div>Kookaburra Coffee NZ Ltd</div>"
            "<div class='l'>NZBN</div><div>9429048571234</div><div class='l'>Pay frequency</div><div>Fortnightly</div>"
            "<div class='l'>Mobile</div><div>" + _pii("PHONE_NUMBER", "+64 21 448 902", "employee mobile in an employee summary") + "</div>"
            "<div class='l'>Date of birth</div><div>" + _pii("DATE_OF_BIRTH", "4 June 1996", "date of birth in an employee summary") + "</div>"
            "<div class='l'>Annual salary</div><div>NZ$68,500</div><div class='l'>ESCT rate</div><div>17.5 %</div></div></div>")
    inner = f"<div class='pc' style='flex:1'><h3>IR330 Tax code declaration · NZ</h3>{q}</div>{side}"
    return _payroll(inner, "IR330 · Tally Payroll", "app.tallypayroll.example/nz/employees/EMP-0012/ir330")


def py_payslip(ids: dict[str, str]) -> str:
    earn = [("Ordinary hours", "76.00", "$34.20", "$2,599.20"), ("Saturday penalty 125 %", "8.00", "$42.75", "$342.00"), ("Overtime 150 %", "3.50", "$51.30", "$179.55")]
    et = "".join(f"<tr><td>{a}</td><td class='n'>{b}</td><td class='n'>{c}</td><td class='n'>{d}</td></tr>" for a, b, c, d in earn)
    pg = ("<div class='pg'><div style='display:flex;justify-content:space-between'><div><b style='font-size:24px'>Kookaburra Coffee Roasters Pty Ltd</b><br>ABN 51 824 753 556 · 41 Doggett Street, Newstead QLD 4006</div>"
          "<div style='text-align:right'><b style='font-size:22px'>PAYSLIP</b><br>Pay period 31 Mar – 13 Apr 2025<br>Payment date 17 Apr 2025</div></div>"
          "<div style='display:flex;gap:60px;margin:26px 0'><div style='line-height:1.6'><b>" + _pii("PERSON", "Jack Thompson", "employee name on a payslip") + "</b><br>"
          + _pii("STREET_ADDRESS", "8/22 Merthyr Road", "street line of a home address on a payslip") + "<br>" + _pii("STREET_ADDRESS", "New Farm QLD 4005", "suburb and postcode line on a payslip") + "</div>"
          "<div style='line-height:1.6'>Employee ID EMP-0007<br>Classification Level 4 · Manufacturing Award<br>Tax file number ••• ••• " + ids["tfn"][-3:] + "</div></div>"
          f"<table><tr><th>Earnings</th><th class='n'>Hours</th><th class='n'>Rate</th><th class='n'>Amount</th></tr>{et}"
          "<tr><td><b>Gross</b></td><td></td><td></td><td class='n'><b>$3,120.75</b></td></tr><tr><td>PAYG withholding</td><td></td><td></td><td class='n'>−$612.00</td></tr>"
          "<tr><td>HELP repayment</td><td></td><td></td><td class='n'>−$93.62</td></tr><tr><td><b>Net pay</b></td><td></td><td></td><td class='n'><b>$2,415.13</b></td></tr></table>"
          "<div style='display:flex;gap:40px;margin-top:24px'><div style='flex:1'><b>Superannuation</b><br>AustralianSuper · member " + _pii("ID_NUMBER", "4402918837", "superannuation member number on a payslip")
          + "<br>SG 11.5 % $358.89 · YTD $7,894.12</div><div style='flex:1'><b>Payment</b><br>BSB 064-000 · Acc " + _pii("ID_NUMBER", "1027 4493", "bank account number on a payslip")
          + "<br>$2,415.13</div><div style='flex:1'><b>Leave balances</b><br>Annual 84.2 h · Personal 51.0 h</div></div></div>")
    bar = "<div style='height:36px;background:#3c4249;color:#e5e7eb;display:flex;align-items:center;gap:18px;padding:0 190px;font-size:12.5px'><span>Payslip_EMP-0007_2025-04-17.pdf</span><span style='margin-left:auto'>67 %</span></div>"
    return _page("app.tallypayroll.example/au/payslips/EMP-0007/2025-04-17.pdf", "Payslip_EMP-0007_2025-04-17.pdf", f"<div class='ps'>{bar}{pg}</div>", PY_CSS)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind15(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20260915)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))

    def digits(n: int, lead: str = "") -> str:
        return lead + "".join(rng.choice(string.digits) for _ in range(n - len(lead)))
    ids = {"nuban_me": _nuban(rng, "058"), "nuban_obi": _nuban(rng, "057"), "nuban_eze": _nuban(rng, "044"), "nuban_musa": _nuban(rng, "011"),
           "nuban_bakare": _nuban(rng, "058"), "nuban_okon": _nuban(rng, "033"), "bvn": digits(11, "22"), "nin": digits(11, "7"),
           "aadhaar": _aadhaar(rng), "pan": "AXRPR" + digits(4) + rng.choice(string.ascii_uppercase), "vid": " ".join(digits(4, "9" if k == 0 else "") for k in range(4)),
           "ke_id": digits(8, "28"), "ke_esther": digits(8, "3"), "ke_kevin": digits(8, "2"), "ke_faith": digits(8, "3"), "ke_brian": digits(8, "2"),
           "ke_lucy": digits(8, "1"), "kra": "A0" + digits(8) + rng.choice(string.ascii_uppercase),
           "za_thandi": _za_id(date(1991, 5, 12), rng.randint(0, 4999)), "za_sipho": _za_id(date(1988, 7, 23), rng.randint(5000, 9999)), "sars": _sars(rng),
           "acc_absa": digits(10, "80"), "acc_fnb": digits(11, "62"), "acc_edgars": digits(9, "7"), "acc_capitec": digits(10, "14"), "acc_voda": digits(8, "9"),
           "tz_noa": _tz(rng), "tz_kid1": _tz(rng), "tz_kid2": _tz(rng),
           "iban_il": _iban_b("IL", "010800" + digits(13)), "iban_ae": _iban_b("AE", "260" + digits(16)),
           "fin": _fin("G", digits(7)), "tfn": _tfn(rng), "ird": _ird(rng.randint(10_000_000, 14_999_999))}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindo0", [("ng0", lambda: ng_dashboard(ids)), ("ng1", lambda: ng_receipt(ids)), ("ng2", lambda: ng_profile(ids["bvn"], ids["nin"]))],
               "Nigerian bank (HiDPI)", dsf=2.0)
        record("blindo1", [("upi0", upi_history), ("upi1", lambda: upi_kyc(ids["aadhaar"], ids["pan"], ids["vid"]))], "UPI payments app")
        record("blindo2", [("mp0", lambda: mp_statement(ids["ke_id"])), ("mp1", lambda: mp_chama(ids))], "M-Pesa statement and chama")
        record("blindo3", [("za0", lambda: za_application(ids)), ("za1", lambda: za_credit(ids))], "South African home loan")
        record("blindo4", [("il0", lambda: il_bituach(ids)), ("il1", lambda: il_transfer(ids))], "Israeli national insurance and bank")
        record("blindo5", [("rm0", lambda: rm_profile(ids["fin"])), ("rm1", rm_pmrf)], "remittance SG to PH (HiDPI)", dsf=2.0)
        record("blindo6", [("py0", lambda: py_employees(ids)), ("py1", lambda: py_ir330(ids["ird"])), ("py2", lambda: py_payslip(ids))], "AU/NZ payroll")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind15, "/tmp/blind15/preview")
