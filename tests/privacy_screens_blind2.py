# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A second blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py, other applications and layouts): rendered by Debian's chromium through the rig of
tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindb0` … `blindb6`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindb0` web mail: composing a reply (To/Cc chips with names and addresses, a passport number and a date of birth
  in the body, a signature block with phones and an office address, a quoted reply with its `wrote:` line), then
  reading a Polish invoice mail (sender header, an IBAN with letters, a phone, an inbox list whose snippet holds a
  verification code);
- `blindb1` a Polish patient portal at device scale 2 (PESEL, date of birth, address, EKUZ card number, the doctors'
  names, a clinic's public address), then its prescriptions (4-digit prescription codes, 44-digit access keys);
- `blindb2` a PDF viewer: a UK payslip (employee number, NI number, account number, a multi-line address, a tax code
  that is not private), a Dutch loonstrook (BSN, IBAN, address), an Italian F24 with the codice fiscale, the date of
  birth and the IBAN written one character per box;
- `blindb3` a CRM contact card in Chinese (mobile, landline with extension, WeChat id, 身份证号, address) and in
  Korean (주민등록번호, address, phones), then a spreadsheet scrolled past its header row (Brazilian CPFs, phones,
  e-mails, dates of birth in columns with no visible header; the formula bar holding a CPF);
- `blindb4` a DARK terminal: `kubectl get secret -o yaml` (base64 secret data) and a decoded key, a `git diff` of a
  config changing credentials, an `ssh` session (host and last-login IPs, an nginx access log, a `.pgpass` line);
- `blindb5` a classifieds listing in German (phone in the description, an e-mail obfuscated `[at]`/`[dot]`, a pickup
  address, a masked phone that is not an identifier), then a social-network profile (birthday in a sentence, handle,
  phone, e-mail);
- `blindb6` a desktop "phone link" window with a phone mock-up: an SMS thread (verification code, door code, a new
  number, an address; a parcel number and a masked card that are not private), then contacts and a contact card.

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Danish, a Polish, a Chinese name).
Checksummed values (IBAN, PESEL, BSN, CPF, codice fiscale, 身份证号, 주민등록번호) are valid.
"""

from __future__ import annotations

import base64
import itertools
import random
import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from privacy_screens import _record as _record_rig
from privacy_screens import _shoot
from privacy_screens_blind import CSS, SIT, BlindRig, _page, _rand
from privacy_screens_blind import _pii as _pii_blind
from synth import Action

DENY = ["Henrik Sørensen", "Małgorzata Kowalska", "陈静"]
SIZE = (1280, 800)
PAGE: dict[str, str] = {}  # value → situation on the page being built


def _pii(kind: str, text: str, situation: str, value: str | None = None, cls: str = "") -> str:
    """`privacy_screens_blind._pii`, the situation also remembered per page (a value shown in two places)."""
    PAGE.setdefault(value if value is not None else text.replace("<br>", "").strip(), situation)
    return _pii_blind(kind, text, situation, value, cls)


@dataclass
class BlindRig2(BlindRig):
    """`BlindRig` with each screen state's own situations: (recording, state) → value → situation."""

    state_sit: dict[tuple[str, int], dict[str, str]] = field(default_factory=dict)


# ------------------------------------------------------------------------------------------------ valid identifiers
def _iban_b(country: str, bban: str, group: bool = True) -> str:
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    full = f"{country}{98 - int(numeric) % 97:02d}{bban}"
    return " ".join(full[i:i + 4] for i in range(0, len(full), 4)) if group else full


def _pesel(y: int, m: int, d: int, serial: int) -> str:
    base = f"{y % 100:02d}{m + (20 if y >= 2000 else 0):02d}{d:02d}{serial:04d}"
    s = sum(int(a) * w for a, w in zip(base, (1, 3, 7, 9, 1, 3, 7, 9, 1, 3), strict=True))
    return base + str((10 - s % 10) % 10)


def _bsn(rng: random.Random) -> str:
    while True:
        d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(7)]
        r = sum(v * w for v, w in zip(d, range(9, 1, -1), strict=True)) % 11
        if r < 10:
            return "".join(map(str, d)) + str(r)


def _cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        r = sum(v * w for v, w in zip(d, range(n, 1, -1), strict=False)) * 10 % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                    12, 14, 16, 10, 22, 25, 24, 23], strict=True))


def _cf(body15: str) -> str:
    s = 0
    for k, c in enumerate(body15):
        s += _CF_ODD[c] if k % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
    return body15 + chr(65 + s % 26)


def _cn_id(body17: str) -> str:
    w = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    return body17 + "10X98765432"[sum(int(a) * b for a, b in zip(body17, w, strict=True)) % 11]


def _rrn(body12: str) -> str:
    w = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
    full = body12 + str((11 - sum(int(a) * b for a, b in zip(body12, w, strict=True)) % 11) % 10)
    return f"{full[:6]}-{full[6:]}"


def _luhn_ok(s: str) -> bool:
    d = [int(c) for c in s if c.isdigit()][::-1]
    return sum(v if k % 2 == 0 else (v * 2 - 9 if v * 2 > 9 else v * 2) for k, v in enumerate(d)) % 10 == 0


def _win(title: str, body: str, css: str = "", bar: str = "#e8e8e8", fg: str = "#333") -> str:
    """A desktop window (no browser strip): its title bar's text starts right of the barcode corner."""
    return (f"<!doctype html><html><head><meta charset='utf-8'>{CSS}<style>{css}</style></head><body>"
            f"<div style='height:44px;background:{bar};color:{fg};display:flex;align-items:center;padding-left:190px;"
            f"font-size:13px;gap:18px'>{title}</div>{body}</body></html>")


# ------------------------------------------------------------------------------------------------ blindb0: web mail
MAIL_CSS = """
.app{display:flex;height:756px} .fold{width:200px;background:#f3f2f1;padding:14px 0;font-size:14px}
.fold div{padding:6px 18px} .fold .on{background:#c7e0f4;font-weight:bold}
.cmp{flex:1;padding:14px 26px;font-size:14px} .hdr{display:flex;align-items:center;gap:8px;border-bottom:1px solid #e1dfdd;padding:7px 0}
.hdr .k{width:60px;color:#605e5c} .chip{background:#e1dfdd;border-radius:14px;padding:3px 10px;font-size:13px}
.chip small{color:#444} .bodytxt{line-height:1.5;padding-top:10px} .quote{border-left:3px solid #c8c6c4;padding-left:10px;color:#555}
.sig{color:#444;font-size:13px;line-height:1.45;margin-top:8px} .att{display:inline-block;border:1px solid #c8c6c4;border-radius:4px;padding:5px 10px;font-size:13px}
.list{width:360px;border-right:1px solid #e1dfdd;font-size:13px} .list .it{padding:9px 14px;border-bottom:1px solid #f0f0f0}
.list .sel{background:#deecf9} .read{flex:1;padding:16px 26px;font-size:14px;line-height:1.5}
"""


def _folders(active: str) -> str:
    fs = [("Inbox", "12"), ("Drafts", "1"), ("Sent Items", ""), ("Scheduled", ""), ("Archive", ""), ("Junk Email", "3"),
          ("Deleted Items", ""), ("Invoices 2025", "")]
    return "<div class='fold'>" + "".join(f"<div class='{'on' if n == active else ''}'>{n} <span class='muted'>{c}</span></div>"
                                          for n, c in fs) + "</div>"


def mail_compose(rng: random.Random) -> str:
    henrik = _pii("DENY_LIST", "Henrik Sørensen", "deny-listed name in a recipient chip")
    to = (f"<span class='chip'>{henrik} <small>&lt;{_pii('EMAIL_ADDRESS', 'henrik.sorensen@gmail.com', 'address in a recipient chip')}&gt;</small> ×</span>"
          f"<span class='chip'>{_pii('PERSON', 'Freja Lund', 'name in a recipient chip')} <small>&lt;"
          f"{_pii('EMAIL_ADDRESS', 'freja.lund@boligportal.dk', 'address in a recipient chip')}&gt;</small> ×</span>")
    cc = (f"<span class='chip'>{_pii('EMAIL_ADDRESS', 'finance-ap@nordlys-trading.nl', 'address alone in a Cc chip')} ×</span>"
          f"<span class='chip'>{_pii('PERSON', 'Daan Visser', 'name in a recipient chip')} ×</span>")
    iban = _iban_b("NL", "RABO" + "".join(rng.choice(string.digits) for _ in range(10)))
    body = (
        "<div class='bodytxt'>Hi Henrik,<br><br>Thanks for the quick answer. The signed lease is attached; for the "
        f"registration my passport number is {_pii('ID_NUMBER', 'NXK4R7P21', 'passport number in an e-mail sentence')} "
        f"and my date of birth is {_pii('DATE_OF_BIRTH', '14 August 1991', 'date of birth in an e-mail sentence')}. "
        f"The deposit of DKK 24,000 will come from my account {_pii('IBAN_CODE', iban, 'IBAN in an e-mail sentence')} "
        "on Friday.<br><br>Best regards,<br>"
        f"<div class='sig'><b>{_pii('PERSON', 'Anouk Jansen', 'name in a signature block')}</b><br>Senior Buyer · Nordlys Trading B.V.<br>"
        f"M {_pii('PHONE_NUMBER', '+31 6 4182 7730', 'phone in a signature block')} · T {_pii('PHONE_NUMBER', '+31 20 794 1180', 'phone in a signature block')}<br>"
        f"{_pii('STREET_ADDRESS', 'Keizersgracht 482, 1017 EG Amsterdam', 'office address in a signature block')}<br>"
        "www.nordlys-trading.nl · KvK 81273645</div><br>"
        f"<div class='muted'>On Tue, 11 Mar 2025 at 16:02, {_pii('DENY_LIST', 'Henrik Sørensen', 'deny-listed name in a quoted-reply header')} "
        f"&lt;{_pii('EMAIL_ADDRESS', 'h.sorensen1986@gmail.com', 'address in a quoted-reply header')}&gt; wrote:</div>"
        "<div class='quote'>Hi Anouk, the flat is yours from 1 April. For the kommune registration I need your passport "
        "number and date of birth. Call me on "
        f"{_pii('PHONE_NUMBER', '+45 28 73 41 96', 'phone in a quoted reply')} if anything is unclear.<br>Henrik</div></div>")
    cmp = ("<div class='cmp'><div style='display:flex;gap:10px;margin-bottom:8px'><span class='btn'>Send</span>"
           "<span class='btn2'>Discard</span><span class='btn2'>Attach file</span><span class='btn2'>Signature</span>"
           "<span class='muted' style='margin-left:auto'>Draft saved at 10:42</span></div>"
           f"<div class='hdr'><span class='k'>To</span>{to}</div><div class='hdr'><span class='k'>Cc</span>{cc}</div>"
           "<div class='hdr'><span class='k'>Subject</span>RE: Lease Kastanjelaan 17 – signed copy and deposit</div>"
           "<div style='padding:8px 0'><span class='att'>Lease_Kastanjelaan_signed.pdf · 412 KB</span></div>"
           f"{body}</div>")
    return _page("outlook.office.com/mail/deeplink/compose", "Mail - Anouk Jansen - Outlook",
                 f"<div class='app'>{_folders('Drafts')}{cmp}</div>", MAIL_CSS)


def mail_read(rng: random.Random) -> str:
    gosia = _pii("DENY_LIST", "Małgorzata Kowalska", "deny-listed name as a mail sender")
    iban = _iban_b("PL", "".join(rng.choice(string.digits) for _ in range(24)))
    items = [
        (gosia, "Faktura FV/2025/03/118 – tłumaczenie umowy", "Dzień dobry, w załączeniu przesyłam fakturę za tłu…", "10:12", True),
        ("Microsoft account team", "Microsoft account security code",
         f"Please use the following security code: {_pii('SECRET_VALUE', '771204', 'verification code in an inbox snippet')}", "09:58", False),
        (_pii("PERSON", "Pieter Bakker", "mail sender in an inbox list"), "Planning Q2 – updated", "See the new dates for the supplier visits in …", "Yesterday", False),
        ("PostNL", "Je pakket komt vandaag", "Track &amp; Trace 3SDEVC482913775 · tussen 14:15 en 16:45", "Yesterday", False),
        ("LinkedIn", "You appeared in 14 searches", "See who’s looking at your profile this week", "Mon", False),
    ]
    lst = "".join(f"<div class='it{' sel' if s else ''}'><div style='display:flex'><b>{w}</b><span class='muted' "
                  f"style='margin-left:auto'>{t}</span></div><div>{subj}</div><div class='muted'>{sn}</div></div>"
                  for w, subj, sn, t, s in items)
    read = (f"<div class='read'><h3 style='margin:0 0 6px'>Faktura FV/2025/03/118 – tłumaczenie umowy</h3>"
            f"<div><b>{gosia}</b> &lt;{_pii('EMAIL_ADDRESS', 'm.kowalska@tlumaczenia-kowalska.pl', 'sender address in a mail header')}&gt;"
            "</div><div class='muted'>To: Anouk Jansen · Thu 13/03/2025 10:12</div><div style='margin-top:12px'>"
            "Dzień dobry,<br><br>w załączeniu przesyłam fakturę za tłumaczenie umowy najmu (12 stron). Proszę o "
            "przelew na rachunek:<br>"
            f"<b>{_pii('IBAN_CODE', iban, 'IBAN alone on a line in a mail')}</b><br>"
            "Kwota: 1 240,00 zł · termin płatności: 27.03.2025 · tytuł: FV/2025/03/118<br><br>"
            f"W razie pytań proszę dzwonić: {_pii('PHONE_NUMBER', '+48 601 734 229', 'phone in a mail sentence (Polish)')}.<br><br>"
            f"Pozdrawiam serdecznie<br>{gosia}<br>Biuro Tłumaczeń · "
            f"{_pii('STREET_ADDRESS', 'ul. Długa 14/6, 31-147 Kraków', 'address in a mail signature (Polish)')}</div>"
            "<div style='margin-top:14px'><span class='att'>FV_2025_03_118.pdf · 88 KB</span></div>"
            "<p><span class='btn'>Reply</span> <span class='btn2'>Reply all</span> <span class='btn2'>Forward</span></p></div>")
    return _page("outlook.office.com/mail/inbox/id/AAQkADk3", "Mail - Anouk Jansen - Outlook",
                 f"<div class='app'>{_folders('Inbox')}<div class='list'>{lst}</div>{read}</div>", MAIL_CSS)


# ------------------------------------------------------------------------------------ blindb1: Polish patient portal
IKP_CSS = """
.top{background:#005ca9;color:#fff;padding:12px 40px;display:flex;gap:26px;font-size:14px} .top b{font-size:17px}
.wrap{display:flex;gap:30px;padding:18px 40px} .box{border:1px solid #d6dde5;border-radius:8px;padding:14px 18px}
.dl{display:grid;grid-template-columns:210px 300px;row-gap:8px;font-size:14px} .dl .k{color:#5a6b7b}
.ap td,.ap th{border-bottom:1px solid #e3e8ee;font-size:13px} .ap th{color:#5a6b7b;font-weight:normal}
.rx{border:1px solid #d6dde5;border-radius:8px;padding:10px 16px;margin-bottom:10px;font-size:13px;line-height:1.5}
.code{font-size:22px;font-weight:bold;letter-spacing:3px}
"""


def _ikp_top() -> str:
    return ("<div class='top'><b>Internetowe Konto Pacjenta</b><span>Pulpit</span><span>Recepty</span>"
            "<span>Skierowania</span><span>Wizyty</span><span>Dokumentacja</span><span style='margin-left:auto'>"
            "Wyloguj (14:52)</span></div>")


def ikp_profile(pesel: str) -> str:
    kv = [("Imię i nazwisko", _pii("DENY_LIST", "Małgorzata Kowalska", "deny-listed name on a patient profile")),
          ("PESEL", _pii("ID_NUMBER", pesel, "PESEL beside its label")),
          ("Data urodzenia", _pii("DATE_OF_BIRTH", "14.05.1987", "patient profile field (Polish)")),
          ("Płeć", "Kobieta"),
          ("Adres zamieszkania", _pii("STREET_ADDRESS", "ul. Piotrkowska 112 m. 7, 90-006 Łódź", "patient profile field (Polish)")),
          ("Telefon kontaktowy", _pii("PHONE_NUMBER", "512 908 334", "patient profile field (Polish)")),
          ("E-mail", _pii("EMAIL_ADDRESS", "m.kowalska87@onet.pl", "patient profile field (Polish)")),
          ("Oddział NFZ", "Łódzki OW NFZ"),
          ("Nr karty EKUZ", _pii("ID_NUMBER", "80616 00014 05128377", "insurance card number beside its label")),
          ("Status ubezpieczenia", "Aktywne (eWUŚ, 14.03.2025)")]
    dl = "".join(f"<div class='k'>{k}</div><div>{v}</div>" for k, v in kv)
    ap = [("18.03.2025, 10:30", _pii("PERSON", "dr n. med. Tomasz Wójcik", "doctor's name in an appointments table"), "Poradnia kardiologiczna",
           "ul. Kopcińskiego 22, Łódź", "Potwierdzona"),
          ("02.04.2025, 08:15", _pii("PERSON", "lek. Anna Zielińska", "doctor's name in an appointments table"), "Poradnia POZ",
           "al. Kościuszki 41, Łódź", "Oczekuje"),
          ("22.04.2025, 12:00", "Pracownia EKG", "Badanie EKG (holter)", "ul. Kopcińskiego 22, Łódź", "Zaplanowana")]
    rows = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in ap)
    head = "".join(f"<th>{h}</th>" for h in ("Termin", "Lekarz", "Poradnia", "Placówka", "Status"))
    body = (f"{_ikp_top()}<div class='wrap'><div class='box'><h3 style='margin:0 0 10px'>Moje dane</h3>"
            f"<div class='dl'>{dl}</div></div><div class='box' style='flex:1'><h3 style='margin:0 0 10px'>Najbliższe wizyty</h3>"
            f"<table class='ap'><tr>{head}</tr>{rows}</table><p class='muted'>Liczba wizyt w 2025 r.: 4 · "
            "Historia wizyt · Pobierz PDF</p></div></div>")
    return _page("pacjent.gov.pl/dane-pacjenta", "Moje dane - IKP", body, IKP_CSS)


def ikp_prescriptions(rng: random.Random, pesel: str) -> str:
    def key() -> str:
        k = "".join(rng.choice(string.digits) for _ in range(44))
        return " ".join(k[i:i + 4] for i in range(0, 44, 4))
    rx = [("Bisoprolol Vitabalans, 5 mg, 30 tabl.", "1 tabl. rano", "13.03.2025", "4812", key(), "lek. Anna Zielińska"),
          ("Atorvastatin Teva, 20 mg, 28 tabl.", "1 tabl. wieczorem", "13.03.2025", "0937", key(), "lek. Anna Zielińska"),
          ("Xyzal, 5 mg, 20 tabl.", "1 tabl. dziennie", "28.02.2025", "6150", key(), "dr n. med. Tomasz Wójcik")]
    cards = "".join(
        f"<div class='rx'><div style='display:flex;gap:30px'><div><div class='muted'>Kod recepty</div>"
        f"<div class='code'>{_pii('SECRET_VALUE', c, 'prescription code (4 digits) under its label')}</div></div><div style='flex:1'>"
        f"<b>{d}</b><br>Dawkowanie: {p} · Wystawiono: {t} · Realizacja do: {t[:6]}2026<br>"
        f"Wystawił: {_pii('PERSON', doc, 'doctor in a prescription card')}</div></div>"
        f"<div class='muted'>Klucz dostępu: <span class='mono'>{_pii('SECRET_VALUE', k, 'prescription access key (44 digits)')}</span></div></div>"
        for d, p, t, c, k, doc in rx)
    body = (f"{_ikp_top()}<div style='padding:14px 40px'><div class='muted'>Pacjent: "
            f"{_pii('DENY_LIST', 'Małgorzata Kowalska', 'deny-listed name in a page header')}, PESEL "
            f"{_pii('ID_NUMBER', pesel, 'PESEL in a running header line')}</div><h2 style='margin:8px 0'>Recepty (3 aktywne)</h2>"
            "<div style='margin-bottom:10px'><span class='btn'>Pobierz wszystkie</span> <span class='btn2'>Wyślij SMS z kodem</span> "
            "<span class='btn2'>Filtruj: aktywne</span></div>"
            f"{cards}<p class='muted'>Kod recepty wraz z numerem PESEL wystarcza do realizacji w aptece.</p></div>")
    return _page("pacjent.gov.pl/recepty", "Recepty - IKP", body, IKP_CSS)


# ----------------------------------------------------------------------------------------------- blindb2: PDF viewer
PDF_CSS = """
.tb{height:36px;background:#38383d;color:#f9f9fa;display:flex;align-items:center;gap:18px;padding-left:190px;font-size:13px}
.bg{background:#525659;height:720px;padding:14px 0;overflow:hidden} .pg{width:860px;margin:0 auto;background:#fff;
padding:26px 40px;font-size:13px;min-height:700px;font-family:"DejaVu Serif",serif}
.pg table{border-collapse:collapse;width:100%} .pg td,.pg th{border:1px solid #999;padding:3px 7px}
.r{text-align:right} .small{font-size:11px;color:#444}
.bx{display:inline-block;width:17px;height:21px;border:1px solid #333;margin-right:-1px;text-align:center;
font-family:"DejaVu Sans Mono",monospace;font-size:14px;line-height:21px} .lab{font-size:9px;text-transform:uppercase;color:#333}
.f24 .row{display:flex;gap:18px;align-items:flex-end;margin:6px 0} .f24 .sec{background:#e8e8e8;font-weight:bold;padding:2px 6px;margin-top:10px}
"""


def _pdf(file: str, page: str, inner: str, zoom: str = "100%") -> str:
    body = (f"<div class='tb'><span>☰</span><span>{file}</span><span>{page}</span><span>− {zoom} +</span>"
            f"<span style='margin-left:auto;margin-right:20px'>Print · Download</span></div>"
            f"<div class='bg'><div class='pg'>{inner}</div></div>")
    return _win("Document Viewer", body, PDF_CSS, bar="#2a2a2e", fg="#ddd")


def payslip_uk() -> str:
    addr = _pii("STREET_ADDRESS", "14 Alder Grove<br>\nHeadingley, Leeds<br>\nLS6 2QT", "multi-line address on a payslip")
    inner = (
        "<div style='display:flex;justify-content:space-between'><div><b style='font-size:18px'>Harbour &amp; Finch Ltd</b>"
        "<br><span class='small'>Unit 3, Wharf Approach, Leeds LS1 4BR · PAYE ref 120/HF48213</span></div>"
        "<div class='r'><b style='font-size:16px'>PAYSLIP</b><br>Pay date: 28/02/2025<br>Tax period: 11 (monthly)</div></div>"
        "<div style='display:flex;gap:40px;margin:16px 0'><div style='width:260px;line-height:1.45'>"
        f"<b>{_pii('PERSON', 'Mr Oliver Bennett', 'employee name on a payslip')}</b><br>{addr}</div><table style='width:420px'>"
        f"<tr><td>Employee no.</td><td>{_pii('ID_NUMBER', '004417', 'employee number in a payslip table')}</td></tr>"
        f"<tr><td>NI number</td><td>{_pii('ID_NUMBER', 'JH 48 21 93 C', 'NI number in a payslip table')}</td></tr>"
        "<tr><td>Tax code</td><td>1257L</td></tr><tr><td>NI category</td><td>A</td></tr>"
        "<tr><td>Department</td><td>Warehouse operations</td></tr></table></div>"
        "<table><tr><th>Payments</th><th class='r'>Hours</th><th class='r'>Rate</th><th class='r'>Amount £</th>"
        "<th>Deductions</th><th class='r'>Amount £</th></tr>"
        "<tr><td>Basic salary</td><td class='r'></td><td class='r'></td><td class='r'>2,916.67</td><td>PAYE tax</td><td class='r'>374.20</td></tr>"
        "<tr><td>Overtime 1.5x</td><td class='r'>12.00</td><td class='r'>26.92</td><td class='r'>323.04</td><td>National Insurance</td><td class='r'>166.38</td></tr>"
        "<tr><td>Shift allowance</td><td class='r'></td><td class='r'></td><td class='r'>120.00</td><td>Pension (5%)</td><td class='r'>167.98</td></tr>"
        "<tr><td></td><td></td><td></td><td></td><td>Student loan (Plan 2)</td><td class='r'>62.00</td></tr>"
        "<tr><th colspan='3'>Total payments</th><th class='r'>3,359.71</th><th>Total deductions</th><th class='r'>770.56</th></tr></table>"
        "<div style='display:flex;gap:40px;margin-top:14px'><table style='width:420px'><tr><th colspan='2'>Year to date</th></tr>"
        "<tr><td>Taxable pay</td><td class='r'>35,211.48</td></tr><tr><td>Tax paid</td><td class='r'>4,102.60</td></tr>"
        "<tr><td>Employee NI</td><td class='r'>1,830.18</td></tr></table><div style='line-height:1.6'>"
        f"Paid by BACS to: Barclays Bank UK<br>Sort code 20-45-77 · Account no. {_pii('ID_NUMBER', '43918265', 'bank account number on a payslip')}<br>"
        "<b style='font-size:17px'>NET PAY £2,589.15</b></div></div>"
        f"<p class='small' style='margin-top:18px'>Please retain this payslip for your records. Queries: {_pii('EMAIL_ADDRESS', 'payroll@harbourfinch.co.uk', 'company role address in a footer')} · Ref HF-PR-2025-02-0417</p>")
    return _pdf("payslip_2025-02_004417.pdf", "Page 1 of 1", inner)


def loonstrook_nl(rng: random.Random, bsn: str) -> str:
    iban = _iban_b("NL", "INGB" + "".join(rng.choice(string.digits) for _ in range(10)))
    rows = [("Salaris", "4.250,00", ""), ("Vakantiegeld 8% (reservering)", "340,00", ""), ("Reiskostenvergoeding", "86,40", ""),
            ("Loonheffing", "", "1.012,37"), ("Pensioenpremie PFZW", "", "231,63"), ("WGA-hiaat", "", "8,92")]
    tr = "".join(f"<tr><td>{a}</td><td class='r'>{b}</td><td class='r'>{c}</td></tr>" for a, b, c in rows)
    inner = (
        "<div style='display:flex;justify-content:space-between'><div><b style='font-size:18px'>Zorggroep Amstelland B.V.</b>"
        "<br><span class='small'>Loonheffingennummer 8512.44.908.L01</span></div><div class='r'><b style='font-size:16px'>"
        "SALARISSPECIFICATIE</b><br>Periode: februari 2025<br>Verwerkt op 24-02-2025</div></div>"
        "<table style='margin:14px 0'>"
        f"<tr><td style='width:200px'>Naam</td><td>{_pii('PERSON', 'S.M. (Sanne) de Vries', 'employee name on a Dutch payslip')}</td>"
        f"<td style='width:170px'>Personeelsnummer</td><td>{_pii('ID_NUMBER', '10293', 'employee number in a payslip table')}</td></tr>"
        f"<tr><td>Adres</td><td>{_pii('STREET_ADDRESS', 'Kastanjelaan 17, 3581 KH Utrecht', 'address in a payslip table (Dutch)')}</td>"
        f"<td>BSN</td><td>{_pii('ID_NUMBER', bsn, 'BSN in a payslip table')}</td></tr>"
        f"<tr><td>Geboortedatum</td><td>{_pii('DATE_OF_BIRTH', '03-09-1990', 'date of birth in a payslip table (Dutch)')}</td>"
        "<td>Datum in dienst</td><td>01-06-2019</td></tr>"
        "<tr><td>Functie</td><td>Verpleegkundige niveau 5</td><td>Loonheffingskorting</td><td>Ja</td></tr>"
        "<tr><td>Schaal / trede</td><td>FWG 50 / 8</td><td>Parttime %</td><td>88,89</td></tr></table>"
        f"<table><tr><th>Omschrijving</th><th class='r'>Betaling</th><th class='r'>Inhouding</th></tr>{tr}"
        "<tr><th>Netto te betalen</th><th class='r'>3.083,48</th><th></th></tr></table>"
        f"<p style='margin-top:14px'>Het nettoloon wordt overgemaakt op rekening {_pii('IBAN_CODE', iban, 'IBAN in a payslip sentence')} "
        "t.n.v. S.M. de Vries.</p><p class='small'>Cumulatief fiscaal loon 2025: 8.412,80 · Tabel: wit, maand · Bijzonder tarief 36,97%</p>")
    return _pdf("loonstrook_feb_2025.pdf", "Pagina 1 van 2", inner, "110%")


def f24_it(rng: random.Random, cf: str) -> str:
    def boxes(s: str) -> str:
        return "".join(f"<span class='bx'>{c}</span>" for c in s)
    iban = _iban_b("IT", "X" + "05428" + "11101" + "".join(rng.choice(string.digits) for _ in range(12)), group=False)
    dob = (f"<span style='margin-right:8px'>{boxes('22')}</span><span style='margin-right:8px'>{boxes('03')}</span><span>{boxes('1989')}</span>")
    inner = (
        "<div class='f24'><div style='display:flex;justify-content:space-between'><b style='font-size:22px'>F24</b>"
        "<span class='small'>MODELLO DI PAGAMENTO UNIFICATO · DELEGA IRREVOCABILE A: Banca Popolare di Sondrio · "
        "AGENZIA Milano 12 · PROV. MI</span></div>"
        "<div class='sec'>CONTRIBUENTE</div>"
        f"<div class='row'><div><div class='lab'>codice fiscale</div>{_pii('ID_NUMBER', boxes(cf), 'codice fiscale one character per box', value=cf)}</div>"
        "<div><div class='lab'>barrare in caso di anno d'imposta non coincidente con anno solare</div>"
        f"{boxes(' ')}</div></div>"
        "<div class='row'><div><div class='lab'>cognome, denominazione o ragione sociale</div>"
        f"<div style='font-size:15px;width:330px;border-bottom:1px solid #333'>{_pii('PERSON', 'BIANCHI', 'surname on a tax form')}</div></div>"
        f"<div><div class='lab'>nome</div><div style='font-size:15px;width:230px;border-bottom:1px solid #333'>{_pii('PERSON', 'GIULIA', 'first name on a tax form')}</div></div></div>"
        f"<div class='row'><div><div class='lab'>data di nascita (giorno mese anno)</div>"
        f"{_pii('DATE_OF_BIRTH', dob, 'date of birth one digit per box')}</div>"
        f"<div><div class='lab'>sesso</div>{boxes('F')}</div><div><div class='lab'>comune (o Stato estero) di nascita</div>"
        "<div style='font-size:15px;width:260px;border-bottom:1px solid #333'>MILANO</div></div><div><div class='lab'>prov.</div>"
        f"{boxes('MI')}</div></div>"
        "<div class='row'><div><div class='lab'>domicilio fiscale: comune</div><div style='font-size:15px;width:200px;border-bottom:1px solid #333'>MILANO</div></div>"
        f"<div><div class='lab'>via e numero civico</div><div style='font-size:15px;width:360px;border-bottom:1px solid #333'>"
        f"{_pii('STREET_ADDRESS', 'VIA PADOVA 71', 'street on a tax form in capitals')}</div></div></div>"
        "<div class='sec'>SEZIONE ERARIO</div><table style='margin-top:4px'><tr><th>codice tributo</th><th>rateazione/mese rif.</th>"
        "<th>anno di riferimento</th><th class='r'>importi a debito versati</th><th class='r'>importi a credito compensati</th></tr>"
        "<tr><td>4001</td><td>0101</td><td>2024</td><td class='r'>1.284,00</td><td></td></tr>"
        "<tr><td>4033</td><td>0101</td><td>2025</td><td class='r'>642,00</td><td></td></tr>"
        "<tr><td>1668</td><td></td><td>2024</td><td class='r'>12,84</td><td></td></tr>"
        "<tr><th colspan='3'>TOTALE A</th><th class='r'>1.938,84</th><th class='r'>0,00</th></tr></table>"
        "<div class='sec'>ESTREMI DEL VERSAMENTO · AUTORIZZO ADDEBITO SU CONTO CORRENTE</div>"
        f"<div class='row'><div><div class='lab'>codice IBAN</div>{_pii('IBAN_CODE', boxes(iban), 'IBAN one character per box', value=iban)}</div></div>"
        "<div class='row'><div><div class='lab'>data</div>" + boxes("14032025") + "</div><div class='lab'>firma</div>"
        "<div style='width:200px;border-bottom:1px solid #333'></div><div><div class='lab'>saldo finale</div>"
        "<span style='font-size:16px'>EURO + 1.938,84</span></div></div></div>")
    return _pdf("F24_saldo_acconto_2025.pdf", "Pagina 1 di 1", inner)


# ------------------------------------------------------------------------------- blindb3: CRM zh/ko, scrolled sheet
CRM_CSS = """
.cj{font-family:"WenQuanYi Micro Hei","Noto Sans CJK SC",sans-serif} .ko{font-family:"NanumGothic","Noto Sans CJK KR",sans-serif}
.crm{display:flex;height:756px} .nav{width:190px;background:#1f2d3d;color:#bfcbd9;padding:14px 0;font-size:14px}
.nav div{padding:8px 20px} .nav .on{background:#409eff;color:#fff} .card{flex:1;padding:18px 30px}
.grid{display:grid;grid-template-columns:120px 330px 120px 330px;row-gap:12px;font-size:14px;margin-top:14px}
.grid .k{color:#909399} .tl{margin-top:18px;border-top:1px solid #ebeef5;padding-top:10px;font-size:13px;line-height:1.8}
.sheet{font-size:13px} .sheet td{border:1px solid #e2e2e2;padding:3px 8px;white-space:nowrap;height:24px}
.sheet .rn{background:#f8f9fa;color:#666;text-align:center;width:38px} .sheet .cl{background:#f8f9fa;color:#666;text-align:center}
.fx{display:flex;align-items:center;border-bottom:1px solid #ddd;height:32px;font-size:13px;gap:10px;padding-left:10px}
"""


def crm_zh(cn_id: str) -> str:
    kv = [("姓名", _pii("PERSON", "张伟", "name on a CRM card (Chinese)")), ("公司", "北京星河科技有限公司"),
          ("手机", _pii("PHONE_NUMBER", "138 1024 5678", "CRM card field (Chinese)")),
          ("座机", _pii("PHONE_NUMBER", "010-6552 8899", "CRM card field (Chinese)") + " 转 812"),
          ("邮箱", _pii("EMAIL_ADDRESS", "zhangwei@xinghe-tech.cn", "CRM card field (Chinese)")),
          ("微信号", _pii("ACCOUNT_NAME", "zw_88beijing", "messenger id beside its label (Chinese)")),
          ("身份证号", _pii("ID_NUMBER", cn_id, "CRM card field (Chinese)")),
          ("生日", _pii("DATE_OF_BIRTH", "1988年6月12日", "CRM card field (Chinese)")),
          ("地址", _pii("STREET_ADDRESS", "北京市朝阳区建国路88号SOHO现代城2号楼1503室", "CRM card field (Chinese)")),
          ("负责人", _pii("DENY_LIST", "陈静", "deny-listed name in Han on a CRM card"))]
    g = "".join(f"<div class='k'>{k}</div><div>{v}</div>" for k, v in kv)
    tl = ("<div>2025-03-12 14:20 · 电话沟通 · 已发送报价单 Q-2025-0312，金额 ¥128,000.00</div>"
          "<div>2025-03-05 10:02 · 拜访客户 · 演示新版仓储系统，客户要求试用 30 天</div>"
          f"<div>2025-02-27 16:45 · {_pii('DENY_LIST', '陈静', 'deny-listed name in Han in an activity line')} 创建了商机「仓储系统升级」</div>")
    body = ("<div class='crm cj'><div class='nav'><div>工作台</div><div>线索</div><div class='on'>联系人</div><div>客户</div>"
            "<div>商机</div><div>合同</div><div>报表</div></div><div class='card'><div class='muted'>联系人 › 详情</div>"
            "<h2 style='margin:6px 0'>联系人详情 <span class='btn' style='font-size:13px'>编辑</span> "
            "<span class='btn2'>写跟进</span> <span class='btn2'>更多</span></h2><div class='muted'>客户级别：A 类 · "
            f"来源：展会 · 最近跟进：2 天前</div><div class='grid'>{g}</div><div class='tl'><b>跟进记录</b>{tl}</div></div></div>")
    return _page("crm.xinghe-tech.cn/contacts/detail/88213", "联系人详情 - 星河CRM", body, CRM_CSS)


def crm_ko(rrn: str) -> str:
    kv = [("이름", _pii("PERSON", "김민준", "name on a CRM card (Korean)")), ("회사", "(주)한빛소프트웨어"),
          ("휴대전화", _pii("PHONE_NUMBER", "010-4827-1935", "CRM card field (Korean)")),
          ("직통", _pii("PHONE_NUMBER", "02-3456-7890", "CRM card field (Korean)")),
          ("이메일", _pii("EMAIL_ADDRESS", "minjun.kim@hanbit-soft.co.kr", "CRM card field (Korean)")),
          ("주민등록번호", _pii("ID_NUMBER", rrn, "CRM card field (Korean)")),
          ("생년월일", _pii("DATE_OF_BIRTH", "1990.08.15", "CRM card field (Korean)")), ("직책", "구매팀 과장"),
          ("주소", _pii("STREET_ADDRESS", "서울특별시 강남구 테헤란로 152, 12층", "CRM card field (Korean)")),
          ("담당자", _pii("PERSON", "이서연", "name on a CRM card (Korean)"))]
    g = "".join(f"<div class='k'>{k}</div><div>{v}</div>" for k, v in kv)
    tl = ("<div>2025-03-13 11:05 · 전화 · 견적서 QT-2025-0041 발송, 금액 ₩4,500,000</div>"
          "<div>2025-03-07 15:30 · 미팅 · 신규 ERP 도입 일정 논의 (4월 중순 예정)</div>"
          "<div>2025-02-28 09:12 · 메모 · 계약 갱신 담당자 변경 요청</div>")
    body = ("<div class='crm ko'><div class='nav'><div>대시보드</div><div>리드</div><div class='on'>연락처</div><div>거래처</div>"
            "<div>영업기회</div><div>계약</div><div>보고서</div></div><div class='card'><div class='muted'>연락처 › 상세</div>"
            "<h2 style='margin:6px 0'>연락처 상세 <span class='btn' style='font-size:13px'>수정</span> "
            "<span class='btn2'>활동 추가</span> <span class='btn2'>더보기</span></h2><div class='muted'>고객 등급: VIP · "
            f"유입 경로: 웹사이트 · 최근 활동: 1일 전</div><div class='grid'>{g}</div><div class='tl'><b>활동 내역</b>{tl}</div></div></div>")
    return _page("crm.hanbit-soft.co.kr/contacts/4471", "연락처 상세 - 한빛 CRM", body, CRM_CSS)


def sheet_scrolled(rng: random.Random) -> tuple[str, str]:
    people = [("Ana Beatriz Souza", "ana.bsouza@uol.com.br", "+55 11 98765-4321", "12/02/1985", "São Paulo", "R$ 1.250,00", "Pago"),
              ("Rafael Oliveira Lima", "rafa.lima@gmail.com", "(21) 99612-3048", "30/07/1979", "Rio de Janeiro", "R$ 890,50", "Pendente"),
              ("Juliana Costa", "ju.costa88@hotmail.com", "(31) 98844-1177", "05/11/1988", "Belo Horizonte", "R$ 2.100,00", "Pago"),
              ("Thiago Martins", "thiago.martins@terra.com.br", "(41) 99123-5566", "19/03/1992", "Curitiba", "R$ 430,00", "Cancelado"),
              ("Camila Rocha Alves", "camila.alves@yahoo.com.br", "(51) 98201-7733", "08/09/1990", "Porto Alegre", "R$ 1.780,25", "Pago"),
              ("Lucas Pereira", "lucas.pereira@outlook.com", "(61) 99455-0912", "22/12/1983", "Brasília", "R$ 615,00", "Pendente")]
    cpfs = [_cpf(rng) for _ in people]
    sit = "value in a spreadsheet column with its header scrolled away"
    rows = ""
    for k, ((n, e, ph, dob, city, amt, st), cpf) in enumerate(zip(people, cpfs, strict=True)):
        rn = 38 + k
        sel = " style='outline:2px solid #1a73e8'" if k == 2 else ""
        rows += (f"<tr><td class='rn'>{rn}</td><td>PED-{48190 + rn}</td><td>{_pii('PERSON', n, 'name in a headerless column')}</td>"
                 f"<td{sel}>{_pii('ID_NUMBER', cpf, sit)}</td><td>{_pii('EMAIL_ADDRESS', e, sit)}</td>"
                 f"<td>{_pii('PHONE_NUMBER', ph, sit)}</td><td>{_pii('DATE_OF_BIRTH', dob, sit)}</td><td>{city}</td>"
                 f"<td style='text-align:right'>{amt}</td><td>{st}</td></tr>")
    for rn in range(44, 56):
        rows += f"<tr><td class='rn'>{rn}</td>" + "<td></td>" * 9 + "</tr>"
    cols = "".join(f"<td class='cl'>{c}</td>" for c in "ABCDEFGHI")
    body = ("<div style='font-size:13px;padding:6px 14px;display:flex;gap:16px'><b>Clientes_2025_export</b>"
            "<span>Arquivo</span><span>Editar</span><span>Ver</span><span>Inserir</span><span>Formatar</span>"
            "<span>Dados</span><span>Ferramentas</span></div>"
            f"<div class='fx'><span class='mono'>C40</span><span class='muted'>fx</span><span class='mono'>"
            f"{_pii('ID_NUMBER', cpfs[2], 'CPF alone in a formula bar')}</span></div>"
            f"<table class='sheet'><tr><td class='rn'></td>{cols}</tr>{rows}</table>"
            "<div class='muted' style='padding:6px 14px'>Página1 · Soma: R$ 7.065,75 · Contagem: 6</div>")
    return _page("docs.google.com/spreadsheets/d/1vX9kQ2/edit#gid=0&range=C40", "Clientes_2025_export - Planilhas Google",
                 body, CRM_CSS), cpfs[2]


# --------------------------------------------------------------------------------------------- blindb4: dark terminal
TERM_CSS = """
body{background:#1e1e2e;color:#cdd6f4} .term{padding:14px 26px;font-family:"DejaVu Sans Mono",monospace;font-size:14px;
line-height:1.55;white-space:pre} .p{color:#a6e3a1} .c{color:#6c7086} .add{color:#a6e3a1} .del{color:#f38ba8} .hk{color:#89b4fa}
.y{color:#f9e2af}
"""


def _term(title: str, lines: list[str]) -> str:
    body = f"<div class='term'>{chr(10).join(lines)}</div>"
    return _win(f"<span>{title}</span><span style='color:#888'>zsh — 132×40</span>", body, TERM_CSS, bar="#11111b", fg="#bac2de")


def term_kubectl(rng: random.Random) -> str:
    def b64(s: str) -> str:
        return base64.b64encode(s.encode()).decode()
    pw, key = "Qz8#nLr2vT6pXw", "sk_live_51Mx" + _rand(rng, 32)
    s = "kubectl secret data value (base64)"
    lines = [
        "<span class='p'>ops@laptop</span> <span class='hk'>~/infra</span> $ kubectl get secret payments-db -n prod -o yaml",
        "apiVersion: v1",
        "data:",
        f"  DB_PASSWORD: {_pii('SECRET_VALUE', b64(pw), s)}",
        f"  DB_USER: {_pii('SECRET_VALUE', b64('payments_svc'), s)}",
        f"  STRIPE_API_KEY: {_pii('SECRET_VALUE', b64(key), s)}",
        "kind: Secret",
        "metadata:",
        "  creationTimestamp: \"2024-11-02T08:14:55Z\"",
        "  name: payments-db",
        "  namespace: prod",
        "  resourceVersion: \"48213907\"",
        "  uid: 7f3c9a1e-2b4d-4e8f-9c61-0d5a7b3e2f14",
        "type: Opaque",
        "<span class='p'>ops@laptop</span> <span class='hk'>~/infra</span> $ kubectl get secret payments-db -n prod "
        "-o jsonpath='{.data.STRIPE_API_KEY}' | base64 -d",
        f"{_pii('API_KEY', key, 'decoded live key alone on a terminal line')}",
        "<span class='p'>ops@laptop</span> <span class='hk'>~/infra</span> $ kubectl get pods -n prod | head -4",
        "NAME                               READY   STATUS    RESTARTS   AGE",
        "payments-api-7c9d8f6b5-2xq4m       1/1     Running   0          3d4h",
        "payments-worker-5f4b7c9d8-k8w2n    1/1     Running   2          3d4h",
        "ledger-sync-28512340-qx7vb         0/1     Completed 0          41m",
        "<span class='p'>ops@laptop</span> <span class='hk'>~/infra</span> $ ▌",
    ]
    return _term("ops@laptop: ~/infra", lines)


def term_diff(rng: random.Random) -> str:
    sg_old = "SG." + _rand(rng, 22) + "." + _rand(rng, 43)
    sg_new = "SG." + _rand(rng, 22) + "." + _rand(rng, 43)
    lines = [
        "<span class='p'>ops@laptop</span> <span class='hk'>~/fernhill-app</span> $ git diff conf/production.yml",
        "<b>diff --git a/conf/production.yml b/conf/production.yml</b>",
        "<b>index 3f9a1c2..8b7e4d0 100644</b>",
        "<b>--- a/conf/production.yml</b>",
        "<b>+++ b/conf/production.yml</b>",
        "<span class='hk'>@@ -12,14 +12,14 @@ database:</span>",
        "   host: db-prod-1.internal",
        "   port: 5432",
        "   username: fernhill_app",
        f"<span class='del'>-  password: \"{_pii('SECRET_VALUE', 'Wint3r-Harb0ur!', 'password on a removed diff line')}\"</span>",
        f"<span class='add'>+  password: \"{_pii('SECRET_VALUE', 'Kp4!rT9vLq2mZs', 'password on an added diff line')}\"</span>",
        "   pool: 20",
        " smtp:",
        "   host: smtp.sendgrid.net",
        f"<span class='del'>-  api_key: {_pii('API_KEY', sg_old, 'API key on a removed diff line')}</span>",
        f"<span class='add'>+  api_key: {_pii('API_KEY', sg_new, 'API key on an added diff line')}</span>",
        " alerts:",
        f"<span class='add'>+  slack_webhook: {_pii('URL_SECRET', 'https://hooks.slack.com/services/T04Q8NW3E/B07KX2M9R4L/' + _rand(rng, 24), 'webhook URL on an added diff line')}</span>",
        f"<span class='del'>-  oncall_email: {_pii('EMAIL_ADDRESS', 'r.achterberg@fernhill.io', 'e-mail on a diff line')}</span>",
        f"<span class='add'>+  oncall_email: {_pii('EMAIL_ADDRESS', 'l.verhoeven@fernhill.io', 'e-mail on a diff line')}</span>",
        f"<span class='add'>+  oncall_sms: \"{_pii('PHONE_NUMBER', '+31 6 2839 4410', 'phone on a diff line')}\"</span>",
        "   retries: 3",
        "<span class='p'>ops@laptop</span> <span class='hk'>~/fernhill-app</span> $ git log --oneline -3",
        "<span class='y'>8b7e4d0</span> rotate db password and sendgrid key (INC-2291)",
        "<span class='y'>3f9a1c2</span> bump pool size to 20",
        "<span class='y'>a41c07e</span> alerts: add on-call routing",
    ]
    return _term("ops@laptop: ~/fernhill-app", lines)


def term_ssh() -> str:
    host, last = "185.199.110.42", "91.64.112.201"
    lines = [
        f"<span class='p'>ops@laptop</span> <span class='hk'>~</span> $ ssh -i ~/.ssh/id_ed25519 deploy@{_pii('IP_ADDRESS', host, 'IP after user@ in an ssh command')}",
        f"Warning: Permanently added '{_pii('IP_ADDRESS', host, 'IP in quotes in an ssh warning')}' (ED25519) to the list of known hosts.",
        "Welcome to Ubuntu 22.04.4 LTS (GNU/Linux 5.15.0-105-generic x86_64)",
        "",
        "  System load:  0.08               Processes:             142",
        "  Usage of /:   41.7% of 77.35GB   Users logged in:       1",
        "",
        f"Last login: Thu Mar 13 22:41:07 2025 from {_pii('IP_ADDRESS', last, 'IP in a last-login line')}",
        "<span class='p'>deploy@web-03</span>:<span class='hk'>~</span>$ sudo tail -n 3 /var/log/nginx/access.log",
        f"{_pii('IP_ADDRESS', '77.183.42.19', 'client IP opening an access-log line')} - - [14/Mar/2025:09:12:44 +0000] \"GET /account?email={_pii('EMAIL_ADDRESS', 'sanne.devries@ziggo.nl', 'e-mail in a URL query in a log')} HTTP/1.1\" 200 5123",
        f"{_pii('IP_ADDRESS', '2a02:a45e:1c7:0:8d2f:33b1:9e04:6a1c', 'client IPv6 opening an access-log line')} - - [14/Mar/2025:09:12:51 +0000] \"POST /api/login HTTP/1.1\" 302 0",
        "10.0.3.17 - - [14/Mar/2025:09:13:02 +0000] \"GET /healthz HTTP/1.1\" 200 2",
        "<span class='p'>deploy@web-03</span>:<span class='hk'>~</span>$ cat ~/.pgpass",
        f"db-prod-1.internal:5432:payments:payments_svc:{_pii('SECRET_VALUE', 'Hk29!mfQx7Lw', 'password as the last field of a .pgpass line')}",
        "<span class='p'>deploy@web-03</span>:<span class='hk'>~</span>$ uptime",
        " 09:14:07 up 41 days,  3:02,  1 user,  load average: 0.08, 0.11, 0.09",
        "<span class='p'>deploy@web-03</span>:<span class='hk'>~</span>$ ▌",
    ]
    return _term("deploy@web-03: ~", lines)


# -------------------------------------------------------------------------------- blindb5: classifieds, social profile
ADS_CSS = """
.kh{background:#1d4b00;color:#fff;padding:10px 40px;display:flex;gap:22px;font-size:14px;align-items:center} .kh b{font-size:19px;color:#b5e941}
.ad{display:flex;gap:26px;padding:18px 40px} .ph{width:470px;height:320px;background:linear-gradient(135deg,#8aa 0,#cdd 100%);border-radius:6px}
.desc{font-size:14px;line-height:1.55;width:740px} .sell{width:300px;border:1px solid #ddd;border-radius:8px;padding:14px;font-size:14px}
.fb{background:#f0f2f5;height:756px} .cover{height:170px;background:linear-gradient(90deg,#5b7fa6,#a9c1d9)}
.prof{display:flex;gap:20px;padding:0 60px} .intro{width:380px;background:#fff;border-radius:8px;padding:14px 16px;font-size:14px;line-height:1.9}
.post{flex:1;background:#fff;border-radius:8px;padding:14px 16px;font-size:14px;line-height:1.5}
"""


def classifieds() -> str:
    desc = ("Verkaufe mein gut erhaltenes Cube Trekkingrad (Rahmenhöhe 54 cm, 28 Zoll, Shimano Deore, Nabendynamo). "
            "Neue Reifen im Herbst 2024, kleine Kratzer am Oberrohr. Nur Abholung, kein Versand.<br><br>"
            f"Bei Interesse gerne anrufen oder WhatsApp: {_pii('PHONE_NUMBER', '0157 3829 1047', 'phone in a listing text')} (ab 17 Uhr). "
            f"Mail geht auch: {_pii('EMAIL_ADDRESS', 'anna.krueger [at] posteo [dot] de', 'e-mail obfuscated with [at] / [dot]')}<br>"
            f"Abholung in der {_pii('STREET_ADDRESS', 'Stargarder Str. 61', 'street in a listing sentence')}, 3. OG (Hinterhaus), "
            "Klingel Krüger.<br><br>Preis ist VB, keine Tauschangebote. Privatverkauf, keine Garantie oder Rücknahme.")
    body = ("<div class='kh'><b>kleinanzeigen</b><span>Was suchst du?</span><span>Berlin</span>"
            "<span style='margin-left:auto'>Meins</span><span>Nachrichten</span><span class='btn'>Anzeige aufgeben</span></div>"
            "<div class='muted' style='padding:8px 40px 0'>Startseite › Fahrräder &amp; Zubehör › Herren › Berlin</div>"
            "<div class='ad'><div><div class='ph'></div><h2 style='margin:12px 0 2px'>Cube Trekkingrad 28 Zoll, RH 54, Deore</h2>"
            "<div style='font-size:22px;color:#1d4b00;font-weight:bold'>450 € VB</div><div class='muted'>10437 Berlin - "
            "Prenzlauer Berg · 11.03.2025 · Anzeige-ID 2987341265 · 312 Ansichten</div></div>"
            f"<div class='sell'><b>{_pii('PERSON', 'Anna Krüger', 'seller name in a listing box')}</b><br><span class='muted'>Privater Nutzer · "
            "Aktiv seit 12.05.2019</span><br>Zufriedenheit: TOP · Freundlich · Zuverlässig<br><br><span class='btn'>Nachricht schreiben</span>"
            "<br><br><span class='btn2'>Telefon: 0157 38•• ••••</span><br><br><span class='muted'>Anzeige merken · Teilen · Melden</span></div></div>"
            f"<div style='padding:0 40px'><h3 style='margin:4px 0'>Beschreibung</h3><div class='desc'>{desc}</div></div>")
    return _page("www.kleinanzeigen.de/s-anzeige/cube-trekkingrad-28-zoll/2987341265-217-3344", "Cube Trekkingrad | kleinanzeigen.de",
                 body, ADS_CSS)


def social_profile() -> str:
    tiago = _pii("PERSON", "Tiago Ferreira", "profile owner name")
    intro = (f"<b>Intro</b><br>Photographer · weddings &amp; architecture<br>Lives in Porto, Portugal<br>From Braga<br>"
             f"Born on {_pii('DATE_OF_BIRTH', 'May 4, 1993', 'birthday in a profile sentence')}<br>"
             f"Mobile {_pii('PHONE_NUMBER', '+351 912 345 678', 'phone in a profile intro')}<br>"
             f"{_pii('EMAIL_ADDRESS', 'tiago.ferreira93@sapo.pt', 'e-mail in a profile intro')}<br>"
             f"Instagram {_pii('ACCOUNT_NAME', '@tiago.frr', 'social handle with @')}<br>tiagoferreira.photo<br>"
             f"Married to {_pii('PERSON', 'Inês Ferreira', 'spouse name in a profile intro')}<br>Joined September 2010")
    post = (f"<div><b>{tiago}</b> <span class='muted'>· 2d · Public</span></div><div style='margin-top:8px'>Selling my old Fuji "
            "X-T3 with the 18-55 lens, 1 850 shutter count, € 690. Message me or call "
            f"{_pii('PHONE_NUMBER', '912 345 678', 'phone in a post sentence')} after 6 pm. Pickup in Cedofeita.</div>"
            "<div class='muted' style='margin-top:10px'>48 likes · 12 comments · 3 shares</div><hr>"
            f"<div><b>{_pii('PERSON', 'Marta Sousa', 'commenter name')}</b> Still available? I can pick it up Saturday.</div>"
            f"<div style='margin-top:6px'><b>{tiago}</b> yes! send me a DM :)</div>"
            "<div class='muted' style='margin-top:6px'>Like · Reply · 1d</div>")
    body = (f"<div class='fb'><div class='cover'></div><div class='prof'><div style='margin-top:-10px;width:100%'>"
            f"<h1 style='margin:14px 0 2px'>{tiago}</h1><div class='muted' style='font-size:14px'>1,204 friends · 37 mutual</div>"
            "<div style='margin:10px 0'><span class='btn'>Add friend</span> <span class='btn2'>Message</span> "
            "<span class='btn2'>Posts</span> <span class='btn2'>About</span> <span class='btn2'>Photos</span></div>"
            f"<div style='display:flex;gap:20px'><div class='intro'>{intro}</div><div class='post'>{post}</div></div></div></div></div>")
    return _page("www.facebook.com/tiago.ferreira.porto", "Tiago Ferreira | Facebook", body, ADS_CSS)


# ------------------------------------------------------------------------------------ blindb6: phone link (mock-up)
PHONE_CSS = """
.desk{display:flex;gap:40px;padding:16px 40px;background:#f3f3f3;height:756px} .nav{width:230px;font-size:14px;line-height:2.2}
.nav .on{background:#e0e0e0;border-radius:6px;padding-left:8px} .phone{width:380px;height:720px;border:12px solid #111;border-radius:34px;
background:#fff;overflow:hidden;font-family:"DejaVu Sans",sans-serif} .sb{display:flex;justify-content:space-between;padding:6px 18px;font-size:12px}
.th{padding:8px 14px;border-bottom:1px solid #eee;font-size:16px} .bub{max-width:270px;border-radius:16px;padding:8px 12px;margin:6px 12px;font-size:13px;line-height:1.4}
.in{background:#e9e9eb} .out{background:#d3e3fd;margin-left:auto} .ts{font-size:10px;color:#777;text-align:center;margin:8px 0}
.notes{width:420px;font-size:13px} .nt{background:#fff;border-radius:8px;padding:10px 12px;margin-bottom:10px}
.ct{display:flex;align-items:center;gap:12px;padding:7px 16px;font-size:14px} .av{width:34px;height:34px;border-radius:17px;background:#a8c7fa;
text-align:center;line-height:34px;color:#123} .lh{padding:6px 16px;font-size:12px;color:#1a73e8;font-weight:bold}
"""


def _desk(inner_phone: str, right: str, active: str) -> str:
    nav = "".join(f"<div class='{'on' if n == active else ''}'>{n}</div>" for n in ("Messages", "Calls", "Contacts", "Photos", "Apps"))
    body = (f"<div class='desk'><div class='nav'><b>Pixel 8</b><br><span class='muted'>Connected · 78% · 5G</span>{nav}</div>"
            f"<div class='phone'><div class='sb'><span>10:42</span><span>5G ▲ 78%</span></div>{inner_phone}</div>"
            f"<div class='notes'>{right}</div></div>")
    return _win("<span>Phone Link</span><span style='color:#777'>Settings · Help</span>", body, PHONE_CSS)


def sms_thread() -> str:
    ph = (f"<div class='th'>← <b>{_pii('PERSON', 'Jules Moreau', 'contact name in an SMS thread header')}</b></div>"
          "<div class='ts'>Yesterday 21:14</div>"
          f"<div class='bub in'>hey it's {_pii('PERSON', 'Jules', 'first name in an SMS bubble')}, new number, save it: "
          f"{_pii('PHONE_NUMBER', '07911 123456', 'phone in an SMS bubble')}</div>"
          "<div class='bub out'>saved! are we still on for Saturday?</div>"
          "<div class='bub in'>yes! I'm at "
          f"{_pii('STREET_ADDRESS', '18 Rue Oberkampf, 75011 Paris', 'address in an SMS bubble')} now, door code is "
          f"{_pii('SECRET_VALUE', '4471B', 'door code in an SMS bubble')}, 4th floor on the left</div>"
          "<div class='ts'>Today 09:58</div>"
          "<div class='bub in'>can you send me the wifi pw again</div>"
          f"<div class='bub out'>it's {_pii('SECRET_VALUE', 'blue-otter-5512', 'Wi-Fi password in an SMS bubble')}</div>"
          "<div style='margin:14px 12px;border:1px solid #ccc;border-radius:20px;padding:8px 14px;color:#888;font-size:13px'>Text message</div>")
    notes = ("<b>Recent notifications</b><div class='nt'><b>Messages · Google</b> <span class='muted'>10:39</span><br>"
             f"G-{_pii('SECRET_VALUE', '418203', 'verification code in a notification')} is your Google verification code.</div>"
             "<div class='nt'><b>Messages · DHL</b> <span class='muted'>10:21</span><br>Your parcel JD014600003828379 will be "
             "delivered today between 12:00 and 14:00. Manage: dhl.de/pm</div>"
             "<div class='nt'><b>ING</b> <span class='muted'>09:47</span><br>Betaling € 42,50 met kaart •••• 4821 bij Albert "
             "Heijn 1473 goedgekeurd.</div><div class='nt'><b>Calendar</b> <span class='muted'>09:00</span><br>Dentist – "
             "Tue 18 Mar, 08:30 · Reminder</div><div class='nt'><b>WhatsApp</b> <span class='muted'>08:12</span><br>"
             "Mum: call me when you land x</div>")
    return _desk(ph, notes, "Messages")


def contacts() -> str:
    names = [("A", [("Aisha Rahman", "AR")]), ("B", [("Bastien Leroy", "BL"), ("Bruno Tavares", "BT")]),
             ("C", [("Claire Lefèvre", "CL")]), ("H", [("Henrik Sørensen", "HS")]), ("J", [("Jules Moreau", "JM")]),
             ("K", [("Kasia Nowicka", "KN")]), ("M", [("Mathis Girard", "MG")])]
    lst = ""
    for letter, items in names:
        lst += f"<div class='lh'>{letter}</div>"
        for n, ini in items:
            kind = "DENY_LIST" if n in DENY else "PERSON"
            lst += f"<div class='ct'><div class='av'>{ini}</div>{_pii(kind, n, 'name in a contacts list')}</div>"
    ph = f"<div class='th'><b>Contacts</b> <span class='muted' style='float:right'>Search</span></div>{lst}"
    card = (f"<div class='nt' style='padding:18px'><div style='font-size:22px'>{_pii('DENY_LIST', 'Henrik Sørensen', 'deny-listed name as a contact card title')}</div>"
            "<div class='muted'>Landlord · added 02 Mar 2025</div><div style='line-height:2;margin-top:10px'>"
            f"Mobile &nbsp;{_pii('PHONE_NUMBER', '+4528734196', 'phone without spaces on a contact card')}<br>"
            f"Home &nbsp;{_pii('PHONE_NUMBER', '35 82 19 04', 'phone on a contact card (Danish, national)')}<br>"
            f"Personal &nbsp;{_pii('EMAIL_ADDRESS', 'henrik.sorensen@mail.dk', 'e-mail on a contact card')}<br>"
            f"Home address &nbsp;{_pii('STREET_ADDRESS', 'Nørrebrogade 44, 2. tv, 2200 København N', 'address on a contact card (Danish)')}<br>"
            f"Birthday &nbsp;{_pii('DATE_OF_BIRTH', '12 October 1986', 'birthday on a contact card')}<br>"
            "Labels &nbsp;Housing, Copenhagen</div><div style='margin-top:10px'><span class='btn'>Call</span> "
            "<span class='btn2'>Text</span> <span class='btn2'>Edit</span></div></div>")
    return _desk(ph, card, "Contacts")


# ------------------------------------------------------------------------------------------------------- the rig
def fonts() -> list[str]:
    """Scripts fontconfig has no font for (chromium draws boxes without one)."""
    import shutil
    import subprocess

    if not shutil.which("fc-list"):
        return ["zh", "ko"]
    return [s for s in ("zh", "ko") if not subprocess.run(["fc-list", f":lang={s}"], capture_output=True,
                                                          text=True).stdout.strip()]


def checks(pesel: str, bsn: str, cf: str, cn: str, rrn: str, cpf: str) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    w = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1)
    assert sum(int(a) * b for a, b in zip(pesel, w, strict=True)) % 10 == 0, pesel
    assert (sum(int(a) * b for a, b in zip(bsn[:8], range(9, 1, -1), strict=True)) - int(bsn[8])) % 11 == 0, bsn
    assert _cf(cf[:15]) == cf and _cn_id(cn[:17]) == cn and _rrn(rrn.replace("-", "")[:12]) == rrn
    d = [int(c) for c in cpf if c.isdigit()]
    for n in (9, 10):
        r = sum(v * w for v, w in zip(d[:n], range(n + 1, 1, -1), strict=True)) * 10 % 11
        assert (0 if r == 10 else r) == d[n], cpf


def _ibans_ok(rig: BlindRig) -> None:
    for states in rig.truth.values():
        for s in states:
            for _, kind, value, _, _ in s["ids"]:
                if kind == "IBAN_CODE":
                    v = value.replace(" ", "")
                    n = "".join(str(int(c, 36)) for c in v[4:] + v[:4])
                    assert int(n) % 97 == 1, value
                if kind == "CREDIT_CARD":
                    assert _luhn_ok(value), value


def render_blind2(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    import sys

    from privacy_screens import SCREENS

    sys.path.insert(0, str(SCREENS))
    from playwright.sync_api import sync_playwright
    from session import CHROMIUM_ARGS

    if missing := fonts():
        raise SystemExit(f"no font for {missing}: apt-get install fonts-wqy-microhei fonts-nanum")
    rng = random.Random(20250315)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    pesel, bsn = _pesel(1987, 5, 14, 1248), _bsn(rng)
    cf = _cf("BNCGLI89C62F205")
    cn = _cn_id("11010519880612321")
    rrn = _rrn("900815123456")
    work.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_ARGS)

        def record(rid: str, pages: list[tuple[str, Any]], label: str, dsf: float = 1.0) -> None:
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
                for _, _kind, value, _full, boxes in t["ids"]:
                    back = any(b[0] < a[0] - 2 * max(1, a[2] - a[0]) for a, b in itertools.pairwise(boxes))
                    if back and "\n" not in value:
                        sit = rig.situation.get(value, label)
                        if not sit.endswith(", wrapped over lines"):
                            rig.situation[value] = sit + ", wrapped over lines"
            clicks = [Action("click", 1200, 770) for _ in pages[1:]]
            _record_rig(source_day / rid, rid, SIZE, dsf, imgs, truths, clicks, rig, label)

        try:
            record("blindb0", [("mail0", lambda: mail_compose(rng)), ("mail1", lambda: mail_read(rng))], "web mail")
            record("blindb1", [("ikp0", lambda: ikp_profile(pesel)), ("ikp1", lambda: ikp_prescriptions(rng, pesel))],
                   "patient portal (HiDPI)", dsf=2.0)
            record("blindb2", [("pdf0", payslip_uk), ("pdf1", lambda: loonstrook_nl(rng, bsn)),
                               ("pdf2", lambda: f24_it(rng, cf))], "PDF viewer")
            held: list[str] = []

            def sheet() -> str:
                html, c = sheet_scrolled(rng)
                held.append(c)
                return html
            record("blindb3", [("crm0", lambda: crm_zh(cn)), ("crm1", lambda: crm_ko(rrn)), ("sheet0", sheet)],
                   "CRM and sheet")
            cpf = held[0]
            record("blindb4", [("term0", lambda: term_kubectl(rng)), ("term1", lambda: term_diff(rng)),
                               ("term2", term_ssh)], "dark terminal")
            record("blindb5", [("ads0", classifieds), ("fb0", social_profile)], "classifieds and profile")
            record("blindb6", [("phone0", sms_thread), ("phone1", contacts)], "phone link")
        finally:
            browser.close()
    checks(pesel, bsn, cf, cn, rrn, cpf)
    _ibans_ok(rig)
    return rig


def preview(out: Path) -> None:
    """Render only the pages as PNG into `out` (a look at the layouts without the pipeline)."""
    import shutil
    import tempfile

    render_blind2(shutil.which("chromium") or "chromium", Path(tempfile.mkdtemp()) / "day", out)


if __name__ == "__main__":
    import sys

    preview(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/blind2/preview"))
