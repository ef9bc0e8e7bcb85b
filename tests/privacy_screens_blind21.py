# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A twenty-first blind set of browser-rendered screens carrying personal data, built without reading the redaction
(as tests/privacy_screens_blind.py … tests/privacy_screens_blind20.py, other applications again): logistics, retail
and field service — a warehouse management system's pick list, pack station and returns desk, a delivery driver's
app on two phones in a dark theme, a shop's point-of-sale screen with a loyalty customer and its receipt preview, a
field technician's work order and sign-off on a tablet, a parcel locker's and a courier's notification e-mails, a
postal service's customs declaration (CN23) and its printed form, and a fleet telematics dashboard with its trips —
rendered by Debian's chromium through the rig of tests/privacy_screens.py (`_shoot`, `_record`, `score`), each
identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindu0` … `blindu6`), 2 or 3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindu0` a warehouse management system: a wave's pick list zoomed out to 80 % (ship-to names in a narrow column,
  the deny-listed Irish name cut by an ellipsis there, a gift message naming two people; the deny-listed Polish name
  as the picker with an initial, as the username `lslizewski` and in a pickers' panel beside other pickers; bin
  locations such as A-12-03, SKUs, products, weights, order numbers, the wave, carriers and cut-off times not
  private); then the pack station (the scanned items, the box and weight not private) beside a shipping label's
  preview with the deny-listed Irish name and its Irish-language address in capitals and a mobile (the shop's return
  address, the tracking number and the routing code not private); then the returns desk (a Polish customer's name,
  e-mail, mobile and street address, a Polish IBAN for a cash-on-delivery refund, a brother's pet name in the return
  reason, a work landline in a note; the deny-listed Polish name surname first and as the username in the audit
  trail; the RMA, SKUs, grades, restock bins and amounts not private);
- `blindu1` a delivery driver's app in a dark theme on two mirrored phones at device scale 2 (HiDPI): the route list
  (narrow stop cards with recipients' names and home addresses wrapped over two or three lines, the deny-listed Igbo
  name with its hyphenated surname, safe-place notes such as `leave with neighbour at no. 14`, a door code; a shop
  stop, the van, the route, ETAs and parcel counts not private) beside a stop's details (a home stop's GPS
  coordinates, a phone written with dots, a free-text note naming a neighbour and a husband with his mobile; the
  arrival time, geofence and parcel barcodes not private); then the proof of delivery (the neighbour's name, her
  address, a signature in a handwriting-style font, the GPS fix of the doorstep; the photo's file name and the time
  not private) beside the driver's shift screen (the deny-listed Irish given name in a greeting, dispatch's message
  naming a customer with his mobile, an incoming call from the deny-listed Igbo given name; counts and kilometres not
  private);
- `blindu2` a homewares shop's point-of-sale screen (the basket's SKUs, products, prices and VAT, the till and the
  shop's address not private; the loyalty customer found by a search — the deny-listed Igbo name surname first in
  capitals, an unlisted customer sharing the first part of her surname — with her loyalty card number (an EAN-13),
  mobile, e-mail, birthday and home address; points and tier not private; the cashier's first name and initial);
  then the receipt's print preview zoomed to 125 % in a monospace font (the deny-listed name as an initial and
  surname in capitals, the loyalty card number, the e-receipt's address, the cashier's first name; the masked card,
  the authorisation code, the receipt number, the shop's VAT number and amounts not private);
- `blindu3` a field technician's work order on a tablet at device scale 2 (HiDPI): the customer's name, home address,
  mobile and e-mail, the letting agent's contact with her direct line and extension, the access notes with a key-safe
  code and a neighbour's name, dispatch's note with a card number taken by phone (the boiler's model, GC number,
  serial, fault code, parts, prices, the technician's company van and the job number not private); then the sign-off
  (readings not private, the customer's printed name and a signature in a handwriting-style font, the technician's
  signature, the report's e-mail address);
- `blindu4` notification e-mails in web mail: a Polish parcel locker's (the deny-listed Polish given name in the
  subject and greeting, the recipient's e-mail made from the deny-listed name, the pickup code, a mobile, the home
  address for a redirect, a pickup link carrying a token; the locker's address beside a supermarket, the parcel
  number, the sender shop and the deadline not private); then a UK courier's `Sorry we missed you` e-mail zoomed to
  150 % (the recipient's first name, e-mail and street address, the neighbour's address and the neighbour's name in
  capitals as signed, the driver's first name, a manage-delivery link carrying a token; the depot's address, the
  tracking number and the courier's helpline not private);
- `blindu5` a postal service's online customs declaration (CN23) for a parcel from Ireland to Nigeria: boxed fields
  with the deny-listed Irish sender's name, his Irish-language address with an Eircode, mobile and e-mail, the
  recipient's name, address in Lagos, Nigerian mobile, e-mail and NIN as the importer's reference, a goddaughter's
  name in the comments (descriptions, quantities, weights, values, HS tariff codes, origins, the category and postage
  not private); then the printed CN23 at 75 % (the same boxes, the sender's signature in a handwriting-style font; the
  item's barcode number and the post office not private);
- `blindu6` a fleet telematics dashboard: a map with the company's vans by plate and a drivers' table (the
  deny-listed Irish name without its fadas as an ASCII system writes it, other drivers' names; the fleet's plates,
  statuses, kilometres, scores and licence expiry dates not private) beside a driver's card (the deny-listed name as
  written, his driving licence number, his own car's plate for mileage claims, mobile, date of birth, PPS number and
  his wife's name, who shares his surname) under a harsh-braking toast naming a driver; then the trips zoomed out to
  67 % (drivers' names, a private stop at home by its GPS coordinates, a home address as a trip's end; depots,
  customers' shops, times, distances, speeds and events not private) beside a licence-check panel (a British driving
  licence number beside a driver's name, an Irish one beside another).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (an Irish name with fadas in Irish spelling,
a Polish name with `Ł`, `ś` and `ż`, an Igbo name with a hyphenated surname: the first as written, in capitals, cut by
an ellipsis, as an initial and surname, its given name alone, without its fadas; the second as written, as `Ł.` and
surname, surname first, its given name alone, as the username `lslizewski` and inside an e-mail address; the third as
written, wrapped at its hyphen in a narrow card, surname first in capitals, as an initial and surname in capitals,
its given name alone). Checksummed values (a Polish IBAN whose bank sort code carries its check digit, an EAN-13
loyalty card number, an Irish PPS number, a British driving licence number built from its holder's name and date of
birth, a Visa card; the UPU S10 tracking numbers, not private) are valid. Each value other than a name is shown in
one recording only.
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

DENY = ["Pádraig Ó Súilleabháin", "Łukasz Śliżewski", "Chiamaka Nwachukwu-Eze"]


# ------------------------------------------------------------------------------------------------ valid identifiers
_PL_W = (3, 9, 7, 1, 3, 9, 7)


def _pl_iban(rng: random.Random, bank: str) -> str:
    """A Polish IBAN whose eight-digit bank sort code (bank and branch) ends in its check digit (weights 3 9 7 1 3 9 7,
    mod 10)."""
    body = bank + "".join(rng.choice(string.digits) for _ in range(7 - len(bank)))
    sort = body + str((10 - sum(int(a) * w for a, w in zip(body, _PL_W, strict=True)) % 10) % 10)
    return _iban_b("PL", sort + "".join(rng.choice(string.digits) for _ in range(16)))


def _pl_iban_ok(iban: str) -> bool:
    d = iban.replace(" ", "")[4:]
    return len(d) == 24 and (10 - sum(int(a) * w for a, w in zip(d[:7], _PL_W, strict=True)) % 10) % 10 == int(d[7])


def _ean13(rng: random.Random, prefix: str) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(12 - len(prefix)))
    return body + str((10 - sum(int(c) * (3 if k % 2 else 1) for k, c in enumerate(body)) % 10) % 10)


def _ean13_ok(v: str) -> bool:
    d = v.replace(" ", "")
    return len(d) == 13 and sum(int(c) * (3 if k % 2 else 1) for k, c in enumerate(d)) % 10 == 0


def _ppsn(rng: random.Random) -> str:
    """An Irish PPS number of the current form: seven digits, the check letter (weights 8 … 2, the second letter's
    value × 9, mod 23, W for 0) and the second letter A."""
    digits = "".join(rng.choice(string.digits) for _ in range(7))
    r = (sum(int(c) * w for c, w in zip(digits, range(8, 1, -1), strict=True)) + 9) % 23
    return digits + ("W" if r == 0 else chr(64 + r)) + "A"


def _ppsn_ok(v: str) -> bool:
    r = (sum(int(c) * w for c, w in zip(v[:7], range(8, 1, -1), strict=True)) + 9 * (ord(v[8]) - 64 if len(v) == 9 else 0)) % 23
    return len(v) == 9 and v[7] == ("W" if r == 0 else chr(64 + r))


def _dvla(surname: str, initials: str, born: date, female: bool, rng: random.Random) -> str:
    """A British (DVLA) driving licence number: the surname's first five letters (9s after a short one), the decade,
    the month (+5 on its first digit for a woman), the day, the year's last digit, two initials (9 for none), a 9 and
    two check characters."""
    month = born.month + (50 if female else 0)
    return (surname.upper()[:5].ljust(5, "9") + str(born.year)[2] + f"{month:02d}{born.day:02d}" + str(born.year)[3]
            + initials.upper()[:2].ljust(2, "9") + "9" + "".join(rng.choice(string.ascii_uppercase) for _ in range(2)))


def _dvla_ok(v: str, surname: str, initials: str, born: date, female: bool) -> bool:
    month = born.month + (50 if female else 0)
    return (len(v) == 16 and v[:5] == surname.upper()[:5].ljust(5, "9") and v[5] == str(born.year)[2]
            and v[6:10] == f"{month:02d}{born.day:02d}" and v[10] == str(born.year)[3] and v[11:13] == initials.upper()[:2].ljust(2, "9"))


_S10_W = (8, 6, 4, 2, 3, 5, 9, 7)


def _s10(rng: random.Random, service: str, country: str) -> str:
    """A UPU S10 item number (service code, eight digits, their mod-11 check digit, country)."""
    serial = "".join(rng.choice(string.digits) for _ in range(8))
    c = 11 - sum(int(a) * w for a, w in zip(serial, _S10_W, strict=True)) % 11
    return f"{service}{serial}{0 if c == 10 else 5 if c == 11 else c}{country}"


def _s10_ok(v: str) -> bool:
    d = v.replace(" ", "")
    c = 11 - sum(int(a) * w for a, w in zip(d[2:10], _S10_W, strict=True)) % 11
    return len(d) == 13 and (0 if c == 10 else 5 if c == 11 else c) == int(d[10])


DVLA_BORN = date(1986, 7, 23)


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _pl_iban_ok(ids["pl_iban"]), ids["pl_iban"]
    assert _ean13_ok(ids["loyalty"]), ids["loyalty"]
    assert _ppsn_ok(ids["ppsn"]), ids["ppsn"]
    assert _dvla_ok(ids["dvla"], "Hutchinson", "R", DVLA_BORN, True), ids["dvla"]
    assert _luhn_ok(ids["card"]), ids["card"]
    for k in ("s10_label", "s10_cn23"):
        assert _s10_ok(ids[k]), (k, ids[k])


# ----------------------------------------------------------------------------------- blindu0: warehouse management
WMS_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#eef1f4;color:#1c2430;font-size:13px}
.wh{height:44px;background:#1f3b57;color:#e8eef5;display:flex;align-items:center;gap:20px;padding:0 18px;font-size:13px}
.wh b{font-size:15px;color:#fff} .wh .on{border-bottom:3px solid #f5a623;padding:12px 0 9px}
.wb{height:712px;overflow:hidden;position:relative}
.z8{transform:scale(.8);transform-origin:0 0;width:1600px;height:890px;display:flex;gap:14px;padding:12px 16px}
.pl{flex:1;min-width:0;background:#fff;border:1px solid #d5dbe2;border-radius:4px}
.pl .hd{padding:10px 14px;border-bottom:1px solid #d5dbe2;display:flex;gap:26px;align-items:baseline;font-size:14px}
.pl .hd h2{margin:0;font-size:19px}
.pt{width:100%;border-collapse:collapse;font-size:14px} .pt th{background:#f3f5f8;color:#5a6676;font-weight:normal;text-align:left;padding:7px 9px;border-bottom:1px solid #d5dbe2;white-space:nowrap}
.pt td{padding:7px 9px;border-bottom:1px solid #e6eaef;white-space:nowrap;vertical-align:top} .pt tr.dn td{color:#8a95a3;text-decoration:line-through} .pt tr.cur td{background:#fff6df}
.bin{font-family:"DejaVu Sans Mono",monospace;background:#1f3b57;color:#fff;border-radius:3px;padding:1px 6px;font-size:13px}
.st{width:160px;overflow:hidden;text-overflow:ellipsis;display:inline-block;vertical-align:bottom}
.gm{white-space:normal!important;font-style:italic;color:#7a4b00;font-size:13px}
.rs{width:330px;flex:none} .card{background:#fff;border:1px solid #d5dbe2;border-radius:4px;padding:11px 13px;margin-bottom:12px;line-height:1.6;font-size:14px}
.card h3{margin:0 0 6px;font-size:15px} .k{color:#6b7686}
.bar{height:8px;background:#e1e6ec;border-radius:4px;overflow:hidden;margin:3px 0 6px} .bar i{display:block;height:8px;background:#2f9e44}
.ps{display:flex;gap:14px;padding:12px 16px;height:712px}
.sc{flex:1;min-width:0} .sc .card{font-size:13px}
.lbl{width:420px;flex:none;background:#fff;border:2px solid #111;padding:12px 14px;font-family:"Liberation Sans",Arial,sans-serif;color:#000;height:600px;position:relative}
.lbl .bc{height:58px;background:repeating-linear-gradient(90deg,#000 0 2px,#fff 2px 4px,#000 4px 7px,#fff 7px 8px,#000 8px 9px,#fff 9px 12px);margin:6px 0}
.lbl .to{font-size:17px;font-weight:bold;line-height:1.3;text-transform:none}
.lbl .rt{font-size:42px;font-weight:bold;border:3px solid #000;display:inline-block;padding:0 10px}
.tb{width:100%;border-collapse:collapse} .tb td,.tb th{border-bottom:1px solid #e6eaef;padding:6px 8px;text-align:left}
.ok{color:#2f9e44;font-weight:bold} .warn{background:#fff4e5;border:1px solid #f5a623;border-radius:4px;padding:8px 10px;margin:8px 0}
.rd{display:grid;grid-template-columns:1fr 1fr;gap:12px;padding:12px 16px;height:712px}
.kv{display:grid;grid-template-columns:150px 1fr;gap:4px 10px}
.btnw{display:inline-block;background:#1f3b57;color:#fff;border-radius:4px;padding:7px 14px;margin-right:6px}
"""


def _wms(active: str, inner: str, url: str, title: str) -> str:
    tabs = "".join(f"<span class='{'on' if t == active else ''}'>{t}</span>" for t in ("Inbound", "Putaway", "Waves", "Picking", "Packing", "Returns", "Stock", "Reports"))
    head = f"<div class='wh'><b>▣ Stockwise WMS</b>{tabs}<span style='margin-left:auto'>DUB1 · Ballycoolin ▾</span><span>◷ 11 Apr 2025 10:52</span></div>"
    return _page(url, title, f"{head}<div class='wb'>{inner}</div>", WMS_CSS)


def wms_picklist() -> str:
    deny_cut = _pii("DENY_LIST", "Pádraig Ó Súilleab", "deny-listed Irish name cut by an ellipsis in a narrow ship-to column at 80 %")
    lines = [("✓", "A-12-03", "KL-MUG-0412-SAGE", "Stoneware mug 350 ml, sage", "4", "1.52", "KL-204881", _pii("PERSON", "Róisín Kavanagh", "ship-to name in a pick list at 80 %"), "dn"),
             ("✓", "A-12-07", "KL-TEA-0101-BLK", "Loose-leaf breakfast tea 250 g", "2", "0.54", "KL-204881", _pii("PERSON", "Róisín Kavanagh", "ship-to name in a pick list at 80 %"), "dn"),
             ("▶", "B-03-11", "KL-THR-2207-OAT", "Merino throw 130×170, oatmeal", "1", "1.10", "KL-204886", deny_cut + "…", "cur"),
             ("", "B-04-02", "KL-CND-0930-FIG", "Soy candle 200 g, fig &amp; cedar", "3", "0.96", "KL-204890", _pii("PERSON", "Chukwuemeka Obi", "ship-to name in a pick list at 80 %"), ""),
             ("", "C-01-15", "KL-TWL-1144-SLT", "Waffle towel set (2), slate", "1", "0.71", "KL-204893", _pii("PERSON", "Aoibheann Ní Bhriain", "Irish ship-to name with Ní in a pick list at 80 %"), ""),
             ("", "C-02-04", "KL-BWL-0718-CRM", "Serving bowl 28 cm, cream", "2", "2.36", "KL-204897", _pii("PERSON", "Marek Nowicki", "ship-to name in a pick list at 80 %"), ""),
             ("", "C-06-12", "KL-BRD-0520-ASH", "Ash chopping board, large", "1", "1.84", "KL-204897", _pii("PERSON", "Marek Nowicki", "ship-to name in a pick list at 80 %"), ""),
             ("", "D-09-01", "KL-GFT-0001", "Gift wrap + card", "1", "0.05", "KL-204886", "<span class='st'>(gift, see note)</span>", ""),
             ("", "A-14-09", "KL-MUG-0412-NVY", "Stoneware mug 350 ml, navy", "6", "2.28", "KL-204902", _pii("PERSON", "Thandiwe Moyo-Clarke", "double-barrelled ship-to name in a pick list at 80 %"), ""),
             ("", "E-02-01", "KL-LMP-3300-BRS", "Table lamp, brushed brass (fragile)", "1", "3.40", "KL-204905", _pii("PERSON", "Seán Ó Duinnín", "ship-to name with Ó in a pick list at 80 %"), ""),
             ("", "E-05-08", "KL-CSH-4545-RST", "Linen cushion cover 45×45, rust", "2", "0.42", "KL-204911", _pii("PERSON", "Hamid Rezaei", "ship-to name in a pick list at 80 %"), "")]
    rows = "".join(f"<tr class='{c}'><td>{s}</td><td><span class='bin'>{b}</span></td><td class='mono'>{sku}</td><td>{p}</td><td style='text-align:right'>{q}</td>"
                   f"<td style='text-align:right'>{w} kg</td><td>{o}</td><td><span class='st'>{n}</span></td></tr>" for s, b, sku, p, q, w, o, n, c in lines)
    rows += ("<tr><td></td><td colspan='7' class='gm'>✎ Gift message, order KL-204886: “Happy 40th " + _pii("PERSON", "Niamh", "first name in a gift message on a pick list at 80 %")
             + "! Wrap yourself up in this on the cold evenings in the Gaeltacht. Love always, " + _pii("PERSON", "Dara", "first name signing a gift message on a pick list at 80 %") + " &amp; the kids xx”</td></tr>")
    pl = ("<div class='pl'><div class='hd'><h2>Pick list · Wave W-0411-03</h2><span class='k'>Zone A–E · 11 orders · 21 lines · 48 units · 15.18 kg</span>"
          "<span>Carrier: An Post / DPD Ireland</span><span>Cut-off <b>14:30</b></span></div>"
          "<table class='pt'><tr><th></th><th>Bin</th><th>SKU</th><th>Product</th><th>Qty</th><th>Weight</th><th>Order</th><th>Ship to</th></tr>" + rows + "</table>"
          "<div style='padding:10px 14px;color:#6b7686;font-size:13px'>Scan bin, then item EAN. Short pick → press F4 and choose a reason (damaged / not found / wrong item). Tote T-0883 · cart CRT-12 · printed 10:31</div></div>")
    pickers = [("DENY_LIST", "Łukasz Śliżewski", "deny-listed Polish name in a pickers' panel at 80 %", "142", 88), ("PERSON", "Ewa Kaczmarek", "picker's name in a pickers' panel at 80 %", "131", 81),
               ("PERSON", "Ciarán Byrne", "picker's name in a pickers' panel at 80 %", "117", 72), ("PERSON", "Tomás Ó Briain", "picker's name with Ó in a pickers' panel at 80 %", "96", 59)]
    pk = "".join(f"<div>{_pii(k, n, s)} <span class='k' style='float:right'>{r} lines/h</span><div class='bar'><i style='width:{w}%'></i></div></div>" for k, n, s, r, w in pickers)
    rs = ("<div class='rs'><div class='card'><h3>Assigned</h3><span class='k'>Picker</span> " + _pii("DENY_LIST", "Ł. Śliżewski", "deny-listed Polish name as an initial and surname beside a pick list at 80 %")
          + "<br><span class='k'>Login</span> <span class='mono'>" + _pii("DENY_LIST", "lslizewski", "deny-listed Polish name as a username at 80 %") + "</span> · RF gun RF-117"
          "<br><span class='k'>Started</span> 10:34 · 9/21 lines · ETA 11:05</div>"
          "<div class='card'><h3>Pickers on shift (early)</h3>" + pk + "</div>"
          "<div class='card'><h3>Wave W-0411-03</h3>Released 10:30 by supervisor<br>Priority: standard · next-day IE<br>Pack bench P-04 · dock door 3<br>Replenish alert: KL-MUG-0412-SAGE below 12 at A-12-03</div></div>")
    return _wms("Picking", f"<div class='z8'>{pl}{rs}</div>", "wms.kettleandloom.ie/dub1/picking/waves/W-0411-03?zoom=80", "Pick list W-0411-03 · Stockwise WMS")


def wms_pack(s10: str) -> str:
    items = [("KL-THR-2207-OAT", "Merino throw 130×170, oatmeal", "5391528 220714", "1/1"), ("KL-GFT-0001", "Gift wrap + card", "5391528 000016", "1/1")]
    it = "".join(f"<tr><td class='mono'>{a}</td><td>{b}</td><td class='mono'>{c}</td><td class='ok'>{d} ✓</td></tr>" for a, b, c, d in items)
    sc = ("<div class='sc'><div class='card'><h3>Pack station P-04 · order KL-204886</h3><table class='tb'><tr><th>SKU</th><th>Product</th><th>EAN</th><th>Scanned</th></tr>" + it + "</table>"
          "<div class='warn'>✱ Gift order: wrap the throw, insert the printed card (message on the packing slip), <b>no prices</b> on the slip.</div>"
          "<div class='kv'><span class='k'>Box</span><span>B3 · 40×30×20 cm (suggested)</span><span class='k'>Weighed</span><span>1.38 kg (expected 1.30 ± 0.15)</span>"
          "<span class='k'>Service</span><span>An Post Express · next working day</span><span class='k'>Route</span><span>H91 · sort centre Athlone → Galway DO</span>"
          "<span class='k'>Packed by</span><span>" + _pii("PERSON", "Ewa K.", "packer's name with an initial at a pack station") + " · bench P-04 · 10:49</span></div>"
          "<p><span class='btnw'>Print label (F9)</span><span class='btnw'>Reprint slip</span><span class='btnw' style='background:#c92a2a'>Exception</span></p></div>"
          "<div class='card'><h3>Order timeline</h3>09:12 placed on kettleandloom.ie · paid by card · €119.00<br>10:30 released in wave W-0411-03<br>10:41 picked at B-03-11 and D-09-01<br>10:49 packed · 1 parcel</div></div>")
    lbl = ("<div class='lbl'><div style='display:flex;justify-content:space-between;font-size:12px'><span><b>FROM:</b> Kettle &amp; Loom Ltd<br>Unit 7, Northwest Business Park<br>Ballycoolin, Dublin 15, D15 YK2P</span>"
           "<span class='rt'>H91</span></div><hr style='border:1px solid #000'>"
           "<div style='font-size:12px'>SHIP TO:</div><div class='to'>" + _pii("DENY_LIST", "PÁDRAIG Ó SÚILLEABHÁIN", "deny-listed Irish name in capitals on a shipping label")
           + "<br>" + _pii("STREET_ADDRESS", "14 BÓTHAR NA TRÁ<br>\nAN SPIDÉAL<br>\nCO. NA GAILLIMHE H91 T2K8", "Irish-language address in capitals over three lines on a shipping label")
           + "<br>IRELAND</div><div style='font-size:13px;margin-top:6px'>TEL " + _pii("PHONE_NUMBER", "087 214 6630", "recipient's mobile on a shipping label") + "</div><hr style='border:1px solid #000'>"
           "<div style='display:flex;justify-content:space-between;font-size:13px'><b>AN POST EXPRESS</b><span>1.38 KG · 1/1</span></div>"
           f"<div class='bc'></div><div class='mono' style='text-align:center;font-size:16px;letter-spacing:2px'>{s10}</div>"
           "<div style='font-size:12px;margin-top:8px'>REF KL-204886 · 11/04/2025 · DUB1-P04</div>"
           "<div style='position:absolute;bottom:12px;left:14px;right:14px;font-size:11px;border-top:1px dashed #000;padding-top:6px'>If undelivered return to: Kettle &amp; Loom Ltd, Unit 7, Northwest Business Park, Dublin 15, D15 YK2P · +353 1 885 4410</div></div>")
    return _wms("Packing", f"<div class='ps'>{sc}<div><div class='k' style='margin-bottom:4px'>Label preview · 4×6 in · Zebra ZD421 (P-04)</div>{lbl}</div></div>",
                "wms.kettleandloom.ie/dub1/packing/P-04/KL-204886", "Pack KL-204886 · Stockwise WMS")


def wms_returns(iban: str) -> str:
    left = ("<div><div class='card'><h3>Return RMA-58213 · order KL-198004 (02 Mar 2025)</h3><div class='kv'>"
            "<span class='k'>Customer</span><span>" + _pii("PERSON", "Agnieszka Wróbel", "customer's name on a returns desk screen") + "</span>"
            "<span class='k'>E-mail</span><span>" + _pii("EMAIL_ADDRESS", "a.wrobel.krk@onet.pl", "customer's e-mail on a returns desk screen") + "</span>"
            "<span class='k'>Phone</span><span>" + _pii("PHONE_NUMBER", "+48 512 604 381", "customer's Polish mobile on a returns desk screen") + "</span>"
            "<span class='k'>Address</span><span>" + _pii("STREET_ADDRESS", "ul. Długa 27/4, 31-147 Kraków", "customer's Polish street address on a returns desk screen") + ", Polska</span>"
            "<span class='k'>Paid</span><span>cash on delivery (PLN 254.20 / €59.00) → refund by bank transfer</span>"
            "<span class='k'>Refund to IBAN</span><span class='mono'>" + _pii("IBAN_CODE", iban, "Polish IBAN for a refund on a returns desk screen") + "</span>"
            "<span class='k'>Reason (customer)</span><span>“Bought it for my brother " + _pii("PERSON", "Tomek", "brother's pet name in a return reason") + "'s birthday but he already has one. Unused, still in the box.”</span>"
            "<span class='k'>Note (CS)</span><span>Customer rang 10/04 from her work number " + _pii("PHONE_NUMBER", "+48 12 421 77 30", "work landline in a customer service note") + ", wants refund before Easter.</span>"
            "</div></div>"
            "<div class='card'><h3>Audit trail</h3><table class='tb' style='font-size:12.5px'>"
            "<tr><td>11/04 10:22</td><td class='mono'>" + _pii("DENY_LIST", "lslizewski", "deny-listed Polish name as a username in an audit trail") + "</td><td>parcel received at returns bench R-1, label PF-RTN-88210</td></tr>"
            "<tr><td>11/04 10:25</td><td>" + _pii("DENY_LIST", "Śliżewski Łukasz", "deny-listed Polish name surname first in an audit trail") + "</td><td>graded 1 item A (resaleable)</td></tr>"
            "<tr><td>11/04 10:26</td><td>system</td><td>refund €59.00 queued for finance approval (batch RF-0411)</td></tr></table></div></div>")
    items = [("KL-BWL-0718-TEA", "Serving bowl 28 cm, teal", "1", "A – unused, sealed", "R-02-11", "€42.00"), ("KL-MUG-0412-TEA", "Stoneware mug 350 ml, teal", "1", "A – unused", "R-02-11", "€12.50"),
             ("SHIP-STD-PL", "Shipping to Poland", "1", "—", "—", "€4.50")]
    it = "".join(f"<tr><td class='mono'>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td><td><span class='bin'>{e}</span></td><td style='text-align:right'>{f}</td></tr>" for a, b, c, d, e, f in items)
    right = ("<div><div class='card'><h3>Items</h3><table class='tb'><tr><th>SKU</th><th>Product</th><th>Qty</th><th>Grade</th><th>Restock</th><th>Refund</th></tr>" + it
             + "<tr><td></td><td><b>Total refund</b></td><td></td><td></td><td></td><td style='text-align:right'><b>€59.00</b></td></tr></table>"
             "<p style='margin:10px 0 0'><span class='btnw'>Approve refund</span><span class='btnw' style='background:#868e96'>Print restock labels</span></p></div>"
             "<div class='card'><h3>Returns policy check</h3>✓ within 30 days of delivery (delivered 06 Mar)<br>✓ items in original packaging<br>✓ no personalisation<br>"
             "Return shipping paid by customer (Poczta Polska, tracking RR284100774PL)</div>"
             "<div class='card'><h3>Today at the returns desk</h3>14 received · 11 graded A · 2 graded B · 1 rejected (used candle)<br>Open RMAs: 37 · oldest 9 days</div></div>")
    return _wms("Returns", f"<div class='rd'>{left}{right}</div>", "wms.kettleandloom.ie/dub1/returns/RMA-58213", "RMA-58213 · Returns · Stockwise WMS")


# ------------------------------------------------------------------------------ blindu1: driver app, dark, HiDPI
DRV_CSS = """
body{background:#202124} .desk{display:flex;justify-content:center;gap:70px;padding-top:14px;height:756px}
.ph{width:340px;height:700px;border:10px solid #000;border-radius:38px;background:#121417;color:#e6e8eb;overflow:hidden;position:relative;font-family:"DejaVu Sans",sans-serif;font-size:12px;box-shadow:0 0 0 2px #3c4043}
.sb{height:26px;display:flex;justify-content:space-between;padding:6px 20px 0;font-size:11px;font-weight:bold;color:#fff}
.ah{display:flex;align-items:center;gap:8px;padding:6px 12px 8px;border-bottom:1px solid #2a2e35;font-size:12px} .ah b{font-size:13.5px}
.sc{margin:7px 10px;background:#1c2026;border:1px solid #2c323b;border-radius:12px;padding:8px 10px;line-height:1.38}
.sc.on{border-color:#ffb020} .sc .n{display:inline-block;background:#ffb020;color:#111;border-radius:9px;padding:0 6px;font-weight:bold;font-size:11px;margin-right:4px}
.sc .nm{font-weight:bold;font-size:12.5px} .sc .ad{color:#c3c8cf;width:220px} .sc .nt{color:#ffcf70;font-size:11px;margin-top:3px}
.sc .m{color:#8d949e;font-size:10.5px}
.map{height:150px;background:linear-gradient(135deg,#1d2a36 0,#24323f 40%,#1d2a36 41%,#1a252f 100%);position:relative}
.map .pin{position:absolute;left:160px;top:58px;width:16px;height:16px;border-radius:50% 50% 50% 0;background:#ffb020;transform:rotate(-45deg)}
.map .rd1{position:absolute;left:0;right:0;top:88px;height:6px;background:#3a4a5a} .map .rd2{position:absolute;top:0;bottom:0;left:120px;width:5px;background:#3a4a5a}
.dl{padding:8px 12px;line-height:1.5} .dl .k{color:#8d949e;font-size:10.5px;display:block;margin-top:5px}
.bt{display:flex;gap:8px;padding:6px 12px} .bt span{flex:1;text-align:center;background:#2a2f37;border-radius:18px;padding:7px 0;font-size:11.5px} .bt .p{background:#ffb020;color:#111;font-weight:bold}
.sig{font-family:"DejaVu Serif",serif;font-style:italic;font-size:24px;color:#9ec5ff;display:inline-block;transform:rotate(-3deg) skewX(-10deg)}
.pad{margin:6px 12px;height:86px;border:1px dashed #5b636e;border-radius:8px;display:flex;align-items:center;justify-content:center;position:relative}
.ph .nf{margin:4px 8px 8px;background:#2b3038;border-radius:14px;padding:8px 11px;line-height:1.35;box-shadow:0 2px 8px rgba(0,0,0,.5)}
.kp{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px;padding:6px 12px} .kp div{background:#1c2026;border-radius:10px;padding:8px;text-align:center} .kp b{display:block;font-size:17px}
"""


def _drv(left: str, right: str) -> str:
    return _win("<span style='color:#e8eaed'>DriverHub · Pixel 7 (D15-R07)</span><span style='color:#9aa0a6'>Screen mirroring · support session 4471</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", DRV_CSS, bar="#2d2e31", fg="#e8eaed")


def driver_route() -> str:
    sb = "<div class='sb'><span>11:44</span><span>▮▮▮ 4G 58%</span></div>"
    stops = [("28", "11:40", "PERSON", "Bernadette Kinsella", "recipient's name on a narrow route card in a dark driver app",
              "Apt 12, Block C, The Maples, Carpenterstown Road, Castleknock, Dublin 15 D15 X6P2", "Leave with neighbour at no. 14 if out", "2 parcels · signature", True),
             ("29", "11:52", "DENY_LIST", "Chiamaka Nwachukwu-Eze", "deny-listed Igbo name wrapped at its hyphen on a narrow route card in a dark driver app",
              "27 Roselawn Crescent, Blanchardstown, Dublin 15 D15 R2F9", "Safe place: meter box ✓", "1 parcel", False),
             ("30", "12:01", "", "Centra Clonsilla", "", "Main Street, Clonsilla, Dublin 15", "Shop counter · ask for the manager", "5 parcels · business", False),
             ("31", "12:09", "PERSON", "Declan Furlong", "recipient's name on a narrow route card in a dark driver app",
              "3 Weaver's Lane, Ongar Village, Dublin 15 D15 K7W3", "", "1 parcel · 18+ ID check", False)]
    cards = ""
    for n, eta, kind, name, sit, addr, note, meta, on in stops:
        nm = _pii(kind, name, sit) if kind else name
        ad = _pii("STREET_ADDRESS", addr, "home address wrapped on a narrow route card in a dark driver app") if kind else addr
        if n == "31":
            note = "Door code " + _pii("SECRET_VALUE", "4711#", "door code in a route card's note in a dark driver app") + " · 2nd floor, lift broken"
        cards += (f"<div class='sc{' on' if on else ''}'><span class='n'>{n}</span><span class='m'>ETA {eta}</span><div class='nm' style='width:150px'>{nm}</div>"
                  f"<div class='ad'>{ad}</div>" + (f"<div class='nt'>✎ {note}</div>" if note else "") + f"<div class='m'>{meta}</div></div>")
    left = (sb + "<div class='ah'>☰ <div><b>Route D15-R07</b><br><span style='color:#8d949e'>27/38 done · van 241-D-18807</span></div><span style='margin-left:auto;color:#ffb020'>⟳</span></div>" + cards)
    right = (sb + "<div class='ah'>‹ <b>Stop 28 of 38</b><span style='margin-left:auto;color:#8d949e'>arrived 11:42:07</span></div>"
             "<div class='map'><div class='rd1'></div><div class='rd2'></div><div class='pin'></div>"
             "<span style='position:absolute;left:8px;bottom:6px;font-size:10.5px;color:#c3c8cf'>◎ " + _pii("STREET_ADDRESS", "53.38124, -6.41071", "GPS coordinates of a home stop on a dark driver app's map") + " · geofence ✓ 18 m</span></div>"
             "<div class='dl'><span class='k'>Recipient</span><b>" + _pii("PERSON", "Bernadette Kinsella", "recipient's name on a dark stop details screen") + "</b>"
             "<span class='k'>Phone</span>" + _pii("PHONE_NUMBER", "087.341.2290", "phone written with dots on a dark stop details screen")
             + "<span class='k'>Delivery note from customer</span><span style='color:#ffcf70'>If no answer leave with neighbour at no. 14 (Mrs " + _pii("PERSON", "Doyle", "neighbour's surname in a safe-place note")
             + "), NOT in the porch, parcels were stolen before. Ring my husband " + _pii("PERSON", "Kevin", "husband's first name in a safe-place note") + " on "
             + _pii("PHONE_NUMBER", "086 912 4471", "husband's mobile in a safe-place note") + " if needed.</span>"
             "<span class='k'>Parcels</span><span class='mono' style='font-size:11px'>DPD 1550 3321 8870 · 1.1 kg<br>DPD 1550 3321 8871 · 0.4 kg</span></div>"
             "<div class='bt'><span>☎ Call</span><span>✉ SMS</span><span class='p'>Deliver ›</span></div>")
    return _drv(left, right)


def driver_pod() -> str:
    sb = "<div class='sb'><span>11:48</span><span>▮▮▮ 4G 57%</span></div>"
    left = (sb + "<div class='ah'>‹ <b>Proof of delivery · stop 28</b></div>"
            "<div class='dl'><span class='k'>Outcome</span>✓ Delivered to neighbour"
            "<span class='k'>Received by (name)</span><b>" + _pii("PERSON", "Mary Doyle", "neighbour's name typed as receiver in a dark proof of delivery") + "</b>"
            "<span class='k'>Neighbour's address</span>" + _pii("STREET_ADDRESS", "14 The Maples, Carpenterstown Road, Dublin 15", "neighbour's address in a dark proof of delivery")
            + "<span class='k'>Signature</span></div><div class='pad'><span class='sig'>" + _pii("PERSON", "M. Doyle", "handwriting-style signature on a dark signature pad") + "</span>"
            "<span style='position:absolute;right:8px;bottom:4px;color:#5b636e;font-size:10px'>✕ clear</span></div>"
            "<div class='dl'><span class='k'>Photo</span>▣ IMG_20250411_114318.jpg · front door, parcel in hand"
            "<span class='k'>Time · location</span>11 Apr 2025 11:43:18 · ◎ " + _pii("STREET_ADDRESS", "53.38131, -6.41052", "GPS fix of a doorstep in a dark proof of delivery")
            + " ± 6 m<span class='k'>Card left</span>Card no. 0044817 in letterbox of no. 12</div>"
            "<div class='bt'><span>Retake photo</span><span class='p'>Complete ✓</span></div>")
    right = (sb + "<div class='nf'>☎ <b>Incoming call</b> · " + _pii("DENY_LIST", "Chiamaka", "deny-listed Igbo given name alone in an incoming call banner") + " (stop 29)<br>"
             "<span style='color:#8d949e'>Decline · Answer</span></div>"
             "<div class='ah'><div><b>Hi " + _pii("DENY_LIST", "Pádraig", "deny-listed Irish given name alone in a driver app's greeting") + " ☀</b><br><span style='color:#8d949e'>Shift 07:30–16:00 · break due 13:00</span></div></div>"
             "<div class='kp'><div><b>27</b>delivered</div><div><b>2</b>failed</div><div><b>9</b>to go</div><div><b>84.2</b>km</div><div><b>41</b>parcels</div><div><b>96%</b>first time</div></div>"
             "<div class='sc'><div class='m'>Dispatch · 11:31</div>Stop 33: " + _pii("PERSON", "Ahmed Raza", "customer's name in a dispatch message in a dark driver app")
             + " asked for delivery after 2 pm, he's at work until then. His mobile " + _pii("PHONE_NUMBER", "085 221 7764", "customer's mobile in a dispatch message in a dark driver app") + ".</div>"
             "<div class='sc'><div class='m'>Dispatch · 10:05</div>Road closed at Coolmine level crossing until 12:00, use the N3. Depot closes 17:30 today.</div>"
             "<div class='sc'><div class='m'>Vehicle check · 07:24</div>Tyres ✓ · lights ✓ · AdBlue 62% · fuel 71% · odometer 118,402</div>")
    return _drv(left, right)


# ---------------------------------------------------------------------------------------- blindu2: point of sale
POS_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#e9ecef;color:#212529;font-size:14px}
.pos{display:flex;height:756px}
.bk{flex:1;min-width:0;background:#fff;display:flex;flex-direction:column}
.bk .hd{background:#2b2d42;color:#fff;padding:10px 16px;display:flex;gap:18px;align-items:center} .bk .hd b{font-size:16px}
.bt{width:100%;border-collapse:collapse} .bt th{background:#f1f3f5;text-align:left;padding:8px 12px;font-weight:normal;color:#666;font-size:13px} .bt td{padding:9px 12px;border-bottom:1px solid #eee}
.r{text-align:right} .tot{margin-top:auto;border-top:2px solid #2b2d42;padding:12px 16px;font-size:15px;line-height:1.7}
.tot .g{font-size:26px;font-weight:bold}
.cu{width:420px;flex:none;background:#f8f9fa;border-left:1px solid #dee2e6;padding:12px 14px;position:relative}
.sr{border:2px solid #ef233c;border-radius:6px;padding:8px 10px;background:#fff;font-size:15px}
.dd{background:#fff;border:1px solid #ced4da;border-radius:0 0 6px 6px;box-shadow:0 6px 16px rgba(0,0,0,.15);margin-bottom:10px}
.dd div{padding:8px 10px;border-bottom:1px solid #f1f3f5;font-size:13.5px} .dd .on{background:#fff0f2}
.lc{background:#fff;border-radius:8px;border:1px solid #dee2e6;padding:12px;line-height:1.55}
.lc .k{color:#868e96;font-size:12px;display:block;margin-top:4px}
.tier{background:#e0a800;color:#fff;border-radius:10px;padding:1px 9px;font-size:12px;font-weight:bold}
.keys{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:10px} .keys span{background:#2b2d42;color:#fff;text-align:center;padding:12px 0;border-radius:6px;font-size:13px}
.keys .pay{background:#2f9e44;grid-column:span 3;font-size:17px;font-weight:bold}
.pv{display:flex;height:756px;background:#525659}
.pp{flex:1;overflow:hidden;position:relative}
.z125{transform:scale(1.25);transform-origin:0 0;width:704px;padding:14px 0 0 150px}
.rc{width:400px;background:#fff;padding:16px 18px;font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:1.45;color:#111;white-space:pre;box-shadow:0 2px 8px rgba(0,0,0,.5)}
.pd{width:330px;flex:none;background:#fff;padding:16px 18px;font-size:13.5px;line-height:1.9}
.pd .f{border:1px solid #ced4da;border-radius:4px;padding:4px 8px;margin-bottom:6px}
"""


def pos_sale(loyalty: str) -> str:
    basket = [("KL-THR-2207-SAG", "Merino throw 130×170, sage", "1", "89.00"), ("KL-CND-0930-FIG", "Soy candle 200 g, fig &amp; cedar", "2", "19.00"),
              ("KL-TEA-0101-BLK", "Loose-leaf breakfast tea 250 g", "1", "8.50"), ("KL-CRD-0007", "Greeting card, Connemara ponies", "1", "3.95"),
              ("BAG-PAPER-M", "Paper bag, medium", "1", "0.25")]
    rows = "".join(f"<tr><td class='mono' style='font-size:12.5px'>{a}</td><td>{b}</td><td class='r'>{c}</td><td class='r'>€{float(d) * int(c):.2f}</td></tr>" for a, b, c, d in basket)
    bk = ("<div class='bk'><div class='hd'><b>Kettle &amp; Loom · Galway</b><span>Till 3</span><span>Cashier: " + _pii("PERSON", "Aoife M.", "cashier's first name and initial on a point-of-sale header")
          + "</span><span style='margin-left:auto'>Fri 11 Apr 2025 · 15:27</span></div>"
          "<table class='bt'><tr><th>SKU</th><th>Item</th><th class='r'>Qty</th><th class='r'>Amount</th></tr>" + rows
          + "<tr><td></td><td style='color:#2f9e44'>Gold member discount 10% (excl. cards, bags)</td><td></td><td class='r' style='color:#2f9e44'>−€13.55</td></tr></table>"
          "<div class='tot'>Subtotal €139.70 · discount −€13.55<br>VAT 23% incl. €23.59 · 6 items<br><span class='g'>Total €126.15</span></div></div>")
    cu = ("<div class='cu'><div style='font-size:13px;color:#666;margin-bottom:4px'>Loyalty customer (F6)</div><div class='sr'>nwach|</div>"
          "<div class='dd'><div class='on'>" + _pii("DENY_LIST", "NWACHUKWU-EZE, Chiamaka", "deny-listed Igbo name surname first in capitals in a customer search dropdown")
          + " <span style='color:#868e96'>· •••• 275</span></div><div>" + _pii("PERSON", "NWACHUKWU, Emeka", "unlisted customer sharing the first part of a deny-listed surname in a customer search dropdown")
          + " <span style='color:#868e96'>· •••• 903</span></div></div>"
          "<div class='lc'><div style='display:flex;justify-content:space-between'><b style='font-size:16px'>" + _pii("DENY_LIST", "Chiamaka Nwachukwu-Eze", "deny-listed Igbo name on a loyalty customer card")
          + "</b><span class='tier'>GOLD</span></div>"
          "<span class='k'>Loyalty card</span><span class='mono'>" + _pii("ID_NUMBER", loyalty, "loyalty card number (EAN-13) on a point-of-sale customer card") + "</span>"
          "<span class='k'>Mobile</span>" + _pii("PHONE_NUMBER", "+353 86 418 2275", "customer's mobile on a loyalty customer card")
          + "<span class='k'>E-mail (e-receipts)</span>" + _pii("EMAIL_ADDRESS", "chiamaka.ne@gmail.com", "customer's e-mail on a loyalty customer card")
          + "<span class='k'>Birthday (birthday voucher in June)</span>" + _pii("DATE_OF_BIRTH", "09/06/1991", "birthday on a loyalty customer card")
          + "<span class='k'>Address</span>" + _pii("STREET_ADDRESS", "Apt 4, 18 Raleigh Row, Salthill, Galway H91 P6C3", "home address on a loyalty customer card")
          + "<span class='k'>Points</span>2,315 (€23.15) · member since 2021 · 38 visits<span class='k'>Marketing</span>e-mail ✓ · SMS ✕</div>"
          "<div class='keys'><span>Gift card</span><span>Voucher</span><span>Split</span><span>Cash</span><span>Card</span><span>Park sale</span><span class='pay'>PAY €126.15</span></div></div>")
    return _page("pos.kettleandloom.ie/galway/till-3/sale", "Sale · Till 3 · Kettle & Loom POS", f"<div class='pos'>{bk}{cu}</div>", POS_CSS)


def pos_receipt(loyalty: str) -> str:
    rc = ("          KETTLE &amp; LOOM\n     22 Shop Street, Galway\n          H91 E2X4\n   Tel 091 563 118  VAT IE3344556TH\n"
          "--------------------------------------\n"
          "Merino throw sage            89.00\nSoy candle fig/cedar  2x     38.00\nBreakfast tea 250g            8.50\nCard Connemara ponies         3.95\nPaper bag medium              0.25\n"
          "Gold member 10%             -13.55\n--------------------------------------\n"
          "TOTAL EUR                   126.15\nVAT 23% incl.                23.59\n\n"
          "VISA CONTACTLESS   ************4821\nAUTH 083157   TID 40118822\n\n"
          "MEMBER  " + _pii("DENY_LIST", "C. NWACHUKWU-EZE", "deny-listed name as an initial and surname in capitals on a monospace receipt at 125 %") + "\n"
          "CARD    " + _pii("ID_NUMBER", loyalty, "loyalty card number on a monospace receipt at 125 %") + "\n"
          "POINTS  +126  BALANCE 2,441\n\nE-receipt sent to\n" + _pii("EMAIL_ADDRESS", "chiamaka.ne@gmail.com", "e-receipt address on a monospace receipt at 125 %") + "\n\n"
          "Served by " + _pii("PERSON", "Aoife", "cashier's first name on a monospace receipt at 125 %") + "   Till 3\nReceipt 3-2025-041187  11/04/25 15:28\n"
          "Returns within 30 days with receipt.\n     Go raibh maith agat!")
    pd = ("<div class='pd'><b style='font-size:16px'>Print receipt</b><br>Printer<div class='f'>EPSON TM-m30III (Till 3) ▾</div>Copies<div class='f'>1</div>"
          "Paper<div class='f'>80 mm roll</div>Also<div class='f'>☑ e-receipt · ☐ gift receipt</div><span class='btn'>Print</span> <span class='btn2'>Cancel</span>"
          "<p style='color:#868e96;font-size:12px;line-height:1.5'>Preview 125 % · 1 page · cut after printing</p></div>")
    return _page("pos.kettleandloom.ie/galway/till-3/receipt/3-2025-041187/print", "Print receipt · Kettle & Loom POS",
                 f"<div class='pv'><div class='pp'><div class='z125'><div class='rc'>{rc}</div></div></div>{pd}</div>", POS_CSS)


# -------------------------------------------------------------------------------- blindu3: field service, HiDPI
FS_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#3a3f47;font-size:12.5px;color:#1e252e}
.tab{position:absolute;left:60px;top:56px;width:1160px;height:690px;background:#f5f7fa;border-radius:18px;border:12px solid #111;overflow:hidden}
.th{height:40px;background:#0b7285;color:#fff;display:flex;align-items:center;gap:16px;padding:0 16px} .th b{font-size:14px}
.cols{display:flex;gap:12px;padding:10px 12px}
.pn{background:#fff;border:1px solid #d9dee5;border-radius:8px;padding:10px 12px;margin-bottom:10px;line-height:1.55}
.pn h4{margin:0 0 6px;font-size:12.5px;color:#0b7285;text-transform:uppercase;letter-spacing:.4px}
.g2{display:grid;grid-template-columns:120px 1fr;gap:2px 8px} .g2 .k{color:#6c7785}
.nt{background:#fff9db;border-left:3px solid #f08c00;padding:6px 9px;margin:4px 0}
.ptb{width:100%;border-collapse:collapse} .ptb td,.ptb th{border-bottom:1px solid #edf0f3;padding:4px 6px;text-align:left} .ptb th{color:#6c7785;font-weight:normal}
.sig{font-family:"DejaVu Serif",serif;font-style:italic;font-size:30px;color:#1c3f94;display:inline-block;transform:rotate(-4deg) skewX(-12deg);letter-spacing:.5px}
.sbox{height:110px;border:1px solid #adb5bd;border-radius:6px;background:#fff;display:flex;align-items:center;padding-left:30px;position:relative}
.sbox small{position:absolute;left:8px;bottom:4px;color:#adb5bd}
.chk td{padding:5px 6px;border-bottom:1px solid #edf0f3} .ok{color:#2b8a3e;font-weight:bold}
"""


def _fs(inner: str, tab: str) -> str:
    head = (f"<div class='th'><b>⚙ Fixwell Field</b><span>Work order WO-118734</span><span style='opacity:.8'>{tab}</span>"
            "<span style='margin-left:auto'>● synced 10:04</span><span>▮▮▮ 78%</span></div>")
    return _win("<span style='color:#e8eaed'>Fixwell Field – tablet (Galaxy Tab S9)</span><span style='color:#9aa0a6'>Remote view</span>",
                f"<div class='tab'>{head}<div class='cols'>{inner}</div></div>", FS_CSS, bar="#24282e", fg="#e8eaed")


def fs_workorder(card: str) -> str:
    left = ("<div style='flex:1;min-width:0'><div class='pn'><h4>Customer &amp; site</h4><div class='g2'>"
            "<span class='k'>Customer</span><span><b>" + _pii("PERSON", "Eileen Hanratty", "customer's name on a field technician's work order") + "</b> (tenant)</span>"
            "<span class='k'>Site address</span><span>" + _pii("STREET_ADDRESS", "42 Cregagh Park East<br>\nBelfast BT6 9LD", "site address over two lines on a work order") + "</span>"
            "<span class='k'>Mobile</span><span>" + _pii("PHONE_NUMBER", "07712 908 553", "customer's mobile on a work order") + "</span>"
            "<span class='k'>E-mail</span><span>" + _pii("EMAIL_ADDRESS", "eileen.hanratty@btinternet.com", "customer's e-mail on a work order") + "</span>"
            "<span class='k'>Landlord / agent</span><span>Lagan Lettings Ltd, 11 Ormeau Avenue, Belfast BT2 8HD</span>"
            "<span class='k'>Agent contact</span><span>" + _pii("PERSON", "Ruth Patterson", "letting agent's contact name on a work order") + " · " + _pii("PHONE_NUMBER", "028 9066 4120 ext. 214", "direct line with an extension on a work order") + "</span>"
            "</div></div>"
            "<div class='pn'><h4>Access notes</h4><div class='nt'>Key safe left of back door, code " + _pii("SECRET_VALUE", "4419", "key-safe code in a work order's access notes")
            + ". Tenant works nights – do not ring before 12:00. If no access, neighbour Mr " + _pii("PERSON", "Quinn", "neighbour's surname in a work order's access notes") + " (no. 44) holds a spare key. Dog in back garden.</div></div>"
            "<div class='pn'><h4>Dispatcher note</h4><div class='nt'>Call-out fee £85.00 pre-authorised by phone 09:12 – card " + _pii("CREDIT_CARD", card, "card number typed into a dispatcher's note on a work order")
            + " exp 08/27, take payment on completion then DELETE this note. – " + _pii("PERSON", "Gemma", "dispatcher's first name signing a note") + "</div></div></div>")
    parts = [("WB-87161064890", "Fan assembly 30i", "1", "£148.20"), ("WB-87161095380", "Flue gas sensor", "1", "£36.90"), ("GEN-SEAL-KIT", "Seal kit (fan)", "1", "£6.40")]
    pt = "".join(f"<tr><td class='mono'>{a}</td><td>{b}</td><td>{c}</td><td style='text-align:right'>{d}</td></tr>" for a, b, c, d in parts)
    right = ("<div style='width:520px;flex:none'><div class='pn'><h4>Job</h4><div class='g2'>"
             "<span class='k'>Type</span><span>Breakdown · priority 2 (no hot water)</span><span class='k'>Appliance</span><span>Worcester Bosch Greenstar 30i · GC 47-406-38</span>"
             "<span class='k'>Serial</span><span class='mono'>4732-0195-221187</span><span class='k'>Fault</span><span>EA 227 lockout, fan noise on start</span>"
             "<span class='k'>Slot</span><span>Fri 11 Apr · 10:00–12:00 · arrived 10:05</span><span class='k'>Technician</span><span>" + _pii("PERSON", "Stephen Gault", "technician's name on a work order")
             + " · van SK-14 (fleet)</span><span class='k'>Contract</span><span>Lagan Lettings maintenance plan · PO 55-2291</span></div></div>"
             "<div class='pn'><h4>Parts used</h4><table class='ptb'><tr><th>Part no.</th><th>Description</th><th>Qty</th><th style='text-align:right'>Price</th></tr>" + pt
             + "<tr><td></td><td>Labour 1.75 h @ £62.00</td><td></td><td style='text-align:right'>£108.50</td></tr><tr><td></td><td><b>Total ex VAT</b></td><td></td><td style='text-align:right'><b>£300.00</b></td></tr></table></div>"
             "<div class='pn'><h4>History at this site</h4>14/10/2024 annual service · pass<br>02/02/2024 pressure loss · PRV replaced<br>Gas Safe reg. 604381 (company)</div></div>")
    return _fs(left + right, "Details")


def fs_signoff(card: str) -> str:
    checks = [("Gas operating pressure", "20.3 mbar", "✓"), ("Flue gas analysis CO", "12 ppm", "✓"), ("CO/CO₂ ratio", "0.0013", "✓"), ("Flue integrity / spillage", "pass", "✓"),
              ("Safety devices", "operating", "✓"), ("Appliance left", "safe to use", "✓")]
    ck = "".join(f"<tr><td>{a}</td><td>{b}</td><td class='ok'>{c}</td></tr>" for a, b, c in checks)
    left = ("<div style='width:470px;flex:none'><div class='pn'><h4>Readings &amp; safety checks</h4><table class='chk' style='width:100%'>" + ck + "</table></div>"
            "<div class='pn'><h4>Work done</h4>Replaced fan assembly and flue gas sensor; cleaned condensate trap; reset lockout; ran 3 heating and 3 hot water cycles, no fault. "
            "Advised tenant to bleed radiators in bedroom 2. Next service due 10/2025.</div>"
            "<div class='pn'><h4>Time</h4>On site 10:05–11:50 · travel 0:25 · job closed 11:54</div></div>")
    right = ("<div style='flex:1;min-width:0'><div class='pn'><h4>Customer sign-off</h4>I confirm the work above was completed and the appliance was left working.<br><br>"
             "<div class='g2'><span class='k'>Printed name</span><span><b>" + _pii("PERSON", "EILEEN HANRATTY", "customer's printed name in capitals on a sign-off screen") + "</b></span>"
             "<span class='k'>Date</span><span>11/04/2025 11:52</span></div><br>"
             "<div class='sbox'><span class='sig'>" + _pii("PERSON", "Eileen Hanratty", "customer's handwriting-style signature in a signature box") + "</span><small>sign above · ✕ clear</small></div><br>"
             "<div class='g2'><span class='k'>Technician</span><span><span class='sig' style='font-size:20px'>" + _pii("PERSON", "S. Gault", "technician's handwriting-style signature") + "</span></span>"
             "<span class='k'>Send report to</span><span>" + _pii("EMAIL_ADDRESS", "eileen.hanratty@btinternet.com", "customer's e-mail on a sign-off screen") + " ☑ and agent ☑</span>"
             "<span class='k'>Payment</span><span>£85.00 call-out taken · card ending " + card[-4:] + " · receipt FW-R-33019</span></div></div>"
             "<div class='pn'><h4>Customer feedback</h4>★★★★★ “Very tidy, explained everything.”</div></div>")
    return _fs(left + right, "Sign-off")


# ------------------------------------------------------------------------------ blindu4: locker and courier e-mails
MAILN_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#fff;color:#202124;font-size:13.5px}
.ml{display:flex;height:756px}
.fo{width:210px;flex:none;background:#f6f8fc;padding:14px 0;font-size:13.5px;color:#444} .fo div{padding:6px 20px} .fo .on{background:#d3e3fd;border-radius:0 16px 16px 0;font-weight:bold}
.rd{flex:1;overflow:hidden;min-width:0;padding:14px 24px}
.rd h2{font-size:19px;font-weight:normal;margin:0 0 8px} .hdr{font-size:12.5px;color:#5f6368;line-height:1.5;margin-bottom:10px}
.nb{width:620px;border:1px solid #e3e3e8;border-radius:8px;overflow:hidden;line-height:1.55}
.nb .top{background:#ffcd00;color:#111;padding:12px 18px;font-size:20px;font-weight:bold}
.nb .in{padding:14px 18px}
.code{font-size:30px;font-weight:bold;letter-spacing:6px;font-family:"DejaVu Sans Mono",monospace;background:#fff7cc;border-radius:6px;padding:4px 12px;display:inline-block}
.qr{width:92px;height:92px;float:right;background:repeating-linear-gradient(0deg,#111 0 4px,#fff 4px 8px),#111;border:6px solid #fff;outline:1px solid #ccc;margin-left:12px}
.lk{color:#1a73e8;word-break:break-all}
.z15{transform:scale(1.5);transform-origin:0 0;width:660px}
.cb{border:1px solid #e3e3e8;border-radius:8px;line-height:1.5;font-size:13px} .cb .top{background:#5a189a;color:#fff;padding:10px 16px;font-size:17px;font-weight:bold;border-radius:7px 7px 0 0}
.cb .in{padding:10px 16px}
"""


def _mail(folders: tuple[str, ...], inner: str, url: str, tab: str) -> str:
    fo = "".join(f"<div class='{'on' if k == 0 else ''}'>{f}</div>" for k, f in enumerate(folders))
    return _page(url, tab, f"<div class='ml'><div class='fo'>{fo}</div><div class='rd'>{inner}</div></div>", MAILN_CSS)


def locker_mail(tok: str) -> str:
    inner = ("<h2>" + _pii("DENY_LIST", "Łukasz", "deny-listed Polish given name alone in an e-mail subject") + ", Twoja paczka czeka w Skrytce KRA118M</h2>"
             "<div class='hdr'><b>Skrytka24</b> &lt;powiadomienia@skrytka24.pl&gt; · 11 kwi 2025, 12:07<br>do " + _pii("EMAIL_ADDRESS", "lukasz.slizewski@wp.pl", "recipient's e-mail made from a deny-listed name in an e-mail header") + "</div>"
             "<div class='nb'><div class='top'>▣ Skrytka24 · Paczka gotowa do odbioru</div><div class='in'><div class='qr'></div>"
             "Cześć " + _pii("DENY_LIST", "Łukasz", "deny-listed Polish given name alone in an e-mail greeting") + "!<br>Twoja paczka od <b>Kettle &amp; Loom Ltd</b> jest w skrytce:<br>"
             "<b>KRA118M</b> · ul. Wielicka 259 (przy Biedronce), 30-663 Kraków · czynna 24/7<br><br>"
             "Kod odbioru:<br><span class='code'>" + _pii("SECRET_VALUE", "482 915", "parcel locker pickup code in a notification e-mail") + "</span><br>"
             "Kod wysłaliśmy też SMS-em na numer " + _pii("PHONE_NUMBER", "+48 601 733 218", "recipient's mobile in a parcel locker e-mail") + ".<br><br>"
             "Odbierz do: <b>13.04.2025, 12:07</b> (48 h)<br>Numer przesyłki: 6800 1731 2249 0581 3307 42<br>Gabaryt: B · waga 1,9 kg<br><br>"
             "Nie zdążysz? Zmień na dostawę kurierem pod adres:<br>" + _pii("STREET_ADDRESS", "ul. Zabłocie 23/41, 30-701 Kraków", "home address offered for a redirect in a parcel locker e-mail")
             + "<br><br>Otwórz skrytkę zdalnie: <span class='lk'>" + _pii("URL_SECRET", f"https://skrytka24.pl/odbior/KRA118M?t={tok}", "remote-open link carrying a token in a parcel locker e-mail") + "</span>"
             "<br><br><span style='color:#777;font-size:11.5px'>Skrytka24 sp. z o.o., ul. Puławska 145, 02-715 Warszawa · infolinia 22 290 11 24 · Nie odpowiadaj na tę wiadomość.</span></div></div>")
    return _mail(("Odebrane 4", "Oznaczone", "Wysłane", "Szkice", "Zakupy", "Spam"), inner, "poczta.wp.pl/k/#/mails/8812043?label=1", "Skrytka24 – Twoja paczka czeka – Poczta WP")


def courier_mail(tok: str) -> str:
    inner = ("<div class='z15'><h2>Sorry we missed you – your parcel is with a neighbour</h2>"
             "<div class='hdr'><b>Parcelfox</b> &lt;noreply@parcelfox.co.uk&gt; · 11 Apr 2025, 14:21<br>to " + _pii("EMAIL_ADDRESS", "hannah.brierley@outlook.com", "recipient's e-mail in a courier e-mail header at 150 %") + "</div>"
             "<div class='cb'><div class='top'>Parcelfox</div><div class='in'>Hi " + _pii("PERSON", "Hannah", "recipient's first name in a courier e-mail greeting at 150 %") + ",<br>"
             "We called at " + _pii("STREET_ADDRESS", "12 Ashfield Terrace, Leeds LS6 2QB", "recipient's street address in a courier e-mail at 150 %") + " at 13:58 but nobody was in. "
             "Your parcel from Kettle &amp; Loom was left with your neighbour at " + _pii("STREET_ADDRESS", "14 Ashfield Terrace", "neighbour's address in a courier e-mail at 150 %") + ".<br>"
             "Signed for by: <b>" + _pii("PERSON", "J. WHITAKER", "neighbour's initial and surname in capitals as signed in a courier e-mail at 150 %") + "</b><br>"
             "Your driver today: " + _pii("PERSON", "Kwame", "driver's first name in a courier e-mail at 150 %") + " ★4.9<br>"
             "Tracking: PF 7724 3391 0052 · 1 parcel · 1.2 kg<br>"
             "Manage delivery: <span class='lk'>" + _pii("URL_SECRET", f"https://parcelfox.co.uk/m/PF772433910052?k={tok}", "manage-delivery link carrying a token in a courier e-mail at 150 %") + "</span><br>"
             "<span style='color:#777;font-size:11px'>Parcelfox Leeds Depot, Unit 4 Cross Green Industrial Estate, Leeds LS9 0SG · 0344 800 2020</span></div></div></div>")
    return _mail(("Inbox 9", "Focused", "Other", "Sent", "Drafts", "Archive"), inner, "outlook.live.com/mail/0/inbox/id/AQMkADAwATYwMAItYjk?zoom=150", "Sorry we missed you – Outlook")


# -------------------------------------------------------------------------------------- blindu5: customs CN23
CN_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f2f4f3;color:#1b2a22;font-size:12.5px}
.ph{height:46px;background:#006a4e;color:#fff;display:flex;align-items:center;gap:20px;padding:0 20px} .ph b{font-size:16px}
.steps{display:flex;gap:8px;padding:8px 20px;font-size:12px;color:#5a6b62} .steps .on{color:#006a4e;font-weight:bold;border-bottom:2px solid #006a4e}
.fw{display:grid;grid-template-columns:1fr 1fr;gap:12px;padding:4px 20px}
.bxs{background:#fff;border:1px solid #c9d3ce;border-radius:6px;padding:8px 12px}
.bxs h3{margin:0 0 6px;font-size:13px;color:#006a4e}
.fl{display:grid;grid-template-columns:repeat(6,1fr);gap:5px 8px}
.fl label{display:block;font-size:10.5px;color:#5a6b62} .fl .v{border:1px solid #9fb3aa;border-radius:3px;padding:3px 6px;min-height:16px;background:#fbfdfc}
.c2{grid-column:span 2} .c3{grid-column:span 3} .c4{grid-column:span 4} .c6{grid-column:span 6}
.ct{width:100%;border-collapse:collapse;font-size:12px} .ct th{background:#e8efeb;text-align:left;padding:4px 6px;font-weight:normal;color:#3c4f45} .ct td{border-bottom:1px solid #e1e8e4;padding:4px 6px}
.pv{height:756px;background:#525659;overflow:hidden}
.z75{transform:scale(.75);transform-origin:0 0;width:1706px;padding:16px 0 0 180px}
.cn{width:1000px;background:#fff;padding:18px 22px;font-family:"Liberation Sans",Arial,sans-serif;color:#000;font-size:14px;box-shadow:0 2px 8px rgba(0,0,0,.5)}
.cn table{width:100%;border-collapse:collapse} .cn td{border:1.5px solid #000;padding:4px 6px;vertical-align:top}
.cn .l{font-size:10.5px;display:block;color:#222}
.hw{font-family:"DejaVu Serif",serif;font-style:italic;color:#1f3f9a;font-size:24px;display:inline-block;transform:rotate(-2deg) skewX(-10deg)}
"""

CN_ITEMS = [("Hand-knitted Aran wool sweater, child's", "1", "0.62", "120.00", "6110.11", "IE"),
            ("Porter fruit cake in tin", "1", "1.20", "28.00", "1905.90", "IE"),
            ("Children's picture books (3)", "3", "0.90", "36.00", "4901.99", "IE")]


def cn23_form(nin: str) -> str:
    def f(label: str, val: str, span: str = "c3") -> str:
        return f"<div class='{span}'><label>{label}</label><div class='v'>{val}</div></div>"
    snd = ("<div class='bxs'><h3>1 · From (sender)</h3><div class='fl'>"
           + f("Full name", _pii("DENY_LIST", "Pádraig Ó Súilleabháin", "deny-listed Irish sender's name in a boxed customs form field"), "c6")
           + f("Address", _pii("STREET_ADDRESS", "6 Ard na Gréine, Maigh Cuilinn", "Irish-language street address in a boxed customs form field"), "c6")
           + f("Town / county", "Co. na Gaillimhe") + f("Eircode", _pii("STREET_ADDRESS", "H91 C9F4", "Eircode alone in a boxed customs form field"), "c2") + f("Country", "IE", "c1")
           + f("Phone", _pii("PHONE_NUMBER", "+353 87 660 4192", "sender's mobile in a boxed customs form field")) + f("E-mail", _pii("EMAIL_ADDRESS", "padraig.osuilleabhain@eircom.net", "sender's e-mail in a boxed customs form field"))
           + "</div></div>")
    rcp = ("<div class='bxs'><h3>2 · To (recipient)</h3><div class='fl'>"
           + f("Full name", _pii("PERSON", "Obiageli Okeke", "recipient's name in a boxed customs form field"), "c6")
           + f("Address", _pii("STREET_ADDRESS", "Plot 14, Admiralty Way, Lekki Phase 1", "Lagos street address in a boxed customs form field"), "c6")
           + f("City / state", "Lagos, Lagos State") + f("Postcode", "106104", "c2") + f("Country", "NG", "c1")
           + f("Phone", _pii("PHONE_NUMBER", "+234 803 412 7765", "recipient's Nigerian mobile in a boxed customs form field")) + f("E-mail", _pii("EMAIL_ADDRESS", "obiageli.okeke@yahoo.com", "recipient's e-mail in a boxed customs form field"))
           + f("Importer's reference (tax code / NIN)", _pii("ID_NUMBER", nin, "Nigerian NIN as the importer's reference in a boxed customs form field"), "c6") + "</div></div>")
    rows = "".join(f"<tr><td>{d}</td><td>{q}</td><td>{w} kg</td><td>€{v}</td><td class='mono'>{h}</td><td>{o}</td></tr>" for d, q, w, v, h, o in CN_ITEMS)
    cont = ("<div class='bxs' style='grid-column:span 2'><h3>3 · Contents</h3><table class='ct'><tr><th>Detailed description</th><th>Qty</th><th>Net weight</th><th>Value</th><th>HS tariff no.</th><th>Origin</th></tr>"
            + rows + "<tr><td><b>Total</b> · gross weight 3.05 kg (box 0.33 kg)</td><td>5</td><td>2.72 kg</td><td><b>€184.00</b></td><td></td><td></td></tr></table>"
            "<div style='display:flex;gap:24px;margin-top:8px'><span>Category: ☑ Gift ☐ Documents ☐ Commercial sample ☐ Returned goods ☐ Sale of goods</span><span>Licence / certificate: none</span></div>"
            "<div style='margin-top:6px'>Comments: <span style='border:1px solid #9fb3aa;border-radius:3px;padding:2px 6px'>Birthday presents for my goddaughter " + _pii("PERSON", "Adaeze", "goddaughter's first name in a customs form's comments")
            + ", not for resale</span></div>"
            "<div style='margin-top:8px;display:flex;gap:20px;align-items:center'><span>Service: International Tracked &amp; Signed · Zone 4</span><span>Postage <b>€46.50</b></span>"
            "<span style='margin-left:auto' class='btn'>Continue to payment ›</span></div></div>")
    head = ("<div class='ph'><b>✉ Postlink Ireland</b><span>Send</span><span>Track</span><span>Customs</span><span style='margin-left:auto'>My account</span></div>"
            "<div class='steps'><span>1 Parcel</span>›<span>2 Addresses</span>›<span class='on'>3 Customs declaration (CN23)</span>›<span>4 Pay</span>›<span>5 Print label</span></div>")
    return _page("www.postlink.ie/send/international/customs?parcel=NG-4410", "Customs declaration · Send a parcel abroad · Postlink Ireland",
                 f"{head}<div class='fw'>{snd}{rcp}{cont}</div>", CN_CSS)


def cn23_print(nin: str, s10: str) -> str:
    rows = "".join(f"<tr><td>{d}</td><td>{q}</td><td>{w}</td><td>{v}</td><td>{h}</td><td>{o}</td></tr>" for d, q, w, v, h, o in CN_ITEMS)
    cn = ("<div class='cn'><table><tr><td style='width:50%'><span class='l'>From · Name</span>" + _pii("DENY_LIST", "Pádraig Ó Súilleabháin", "deny-listed Irish sender's name in a printed CN23 box at 75 %") + "</td>"
          "<td rowspan='2'><b style='font-size:22px'>CUSTOMS DECLARATION CN 23</b><br>May be opened officially<br><span class='mono' style='font-size:18px'>" + s10 + "</span><br>Postlink Ireland · Maigh Cuilinn PO</td></tr>"
          "<tr><td><span class='l'>Street</span>" + _pii("STREET_ADDRESS", "6 Ard na Gréine, Maigh Cuilinn", "Irish-language street address in a printed CN23 box at 75 %")
          + "<br><span class='l'>Postcode · City</span>" + _pii("STREET_ADDRESS", "H91 C9F4", "Eircode in a printed CN23 box at 75 %") + " Co. na Gaillimhe · IRELAND"
          "<br><span class='l'>Phone · E-mail</span>" + _pii("PHONE_NUMBER", "+353 87 660 4192", "sender's mobile in a printed CN23 box at 75 %") + " · " + _pii("EMAIL_ADDRESS", "padraig.osuilleabhain@eircom.net", "sender's e-mail in a printed CN23 box at 75 %") + "</td></tr>"
          "<tr><td><span class='l'>To · Name</span>" + _pii("PERSON", "Obiageli Okeke", "recipient's name in a printed CN23 box at 75 %")
          + "<br><span class='l'>Street</span>" + _pii("STREET_ADDRESS", "Plot 14, Admiralty Way, Lekki Phase 1", "Lagos street address in a printed CN23 box at 75 %")
          + "<br><span class='l'>Postcode · City · Country</span>106104 Lagos · NIGERIA<br><span class='l'>Phone</span>" + _pii("PHONE_NUMBER", "+234 803 412 7765", "recipient's Nigerian mobile in a printed CN23 box at 75 %") + "</td>"
          "<td><span class='l'>Importer's reference (if any) (tax code / VAT No. / importer code)</span>" + _pii("ID_NUMBER", nin, "Nigerian NIN as the importer's reference in a printed CN23 box at 75 %")
          + "<br><span class='l'>Importer's telephone / e-mail</span>" + _pii("EMAIL_ADDRESS", "obiageli.okeke@yahoo.com", "recipient's e-mail in a printed CN23 box at 75 %") + "</td></tr></table>"
          "<table style='margin-top:-1.5px'><tr><td>Detailed description of contents</td><td>Quantity</td><td>Net weight (kg)</td><td>Value (EUR)</td><td>HS tariff number</td><td>Country of origin</td></tr>"
          + rows + "<tr><td>Total gross weight 3.05 kg</td><td>5</td><td>2.72</td><td>184.00</td><td colspan='2'>Postal charges/fees: 46.50</td></tr>"
          "<tr><td colspan='3'>Category of item: ☒ Gift ☐ Documents ☐ Commercial sample ☐ Returned goods ☐ Sale of goods ☐ Other<br>Comments: Birthday presents for my goddaughter "
          + _pii("PERSON", "Adaeze", "goddaughter's first name in a printed CN23's comments at 75 %") + ", not for resale</td>"
          "<td colspan='3'>I certify that the particulars given in this customs declaration are correct and that this item does not contain any dangerous article prohibited by legislation.<br>"
          "Date and sender's signature: 11/04/2025 &nbsp; <span class='hw'>" + _pii("DENY_LIST", "P. Ó Súilleabháin", "deny-listed name as an initial and surname in a handwriting-style signature on a printed CN23 at 75 %") + "</span></td></tr></table></div>")
    tool = ("<div style='height:40px;background:#323639;color:#f1f3f4;display:flex;align-items:center;gap:18px;padding:0 18px'>"
            "<span>CN23_NG-4410.pdf</span><span style='margin-left:auto'>1 / 2</span><span>— 75% +</span><span>⟲</span><span>Download</span><span>Print</span></div>")
    return _page("www.postlink.ie/send/international/NG-4410/CN23_NG-4410.pdf", "CN23_NG-4410.pdf",
                 f"{tool}<div class='pv'><div class='z75'>{cn}</div></div>", CN_CSS)


# ----------------------------------------------------------------------------------- blindu6: fleet telematics
FL_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f4f6f9;color:#1f2933;font-size:13px}
.fh{height:44px;background:#102a43;color:#d9e2ec;display:flex;align-items:center;gap:22px;padding:0 18px} .fh b{color:#fff;font-size:15px} .fh .on{color:#fff;border-bottom:3px solid #3ebd93;padding:12px 0 9px}
.fb{display:flex;gap:12px;padding:10px 14px;height:712px;position:relative}
.mp{height:300px;border-radius:6px;background:linear-gradient(160deg,#dfe8e1 0,#e8eee6 45%,#cfdde6 46%,#dbe5ec 100%);position:relative;overflow:hidden;border:1px solid #cbd2d9}
.mp .rd{position:absolute;background:#fff;border:1px solid #c8ccd0}
.mk{position:absolute;background:#102a43;color:#fff;border-radius:10px;padding:1px 7px;font-size:11px;white-space:nowrap} .mk:before{content:'▲ ';color:#3ebd93}
.dt{width:100%;border-collapse:collapse;background:#fff;border:1px solid #cbd2d9;margin-top:10px} .dt th{background:#f0f4f8;color:#627d98;font-weight:normal;text-align:left;padding:6px 8px} .dt td{padding:6px 8px;border-top:1px solid #e4e7eb;white-space:nowrap}
.pl{font-family:"DejaVu Sans Mono",monospace;background:#fff;border:1px solid #1f2933;border-radius:3px;padding:0 4px;font-size:12px}
.dc{width:360px;flex:none;background:#fff;border:1px solid #cbd2d9;border-radius:6px;padding:12px 14px;line-height:1.55}
.dc .k{color:#829ab1;font-size:11.5px;display:block;margin-top:4px}
.av{display:inline-block;width:46px;height:46px;border-radius:50%;background:#486581;color:#fff;text-align:center;line-height:46px;font-weight:bold;font-size:17px;vertical-align:middle;margin-right:8px}
.toast{position:absolute;left:26px;bottom:18px;width:420px;background:#611a15;color:#fff;border-radius:6px;padding:10px 14px;box-shadow:0 6px 18px rgba(0,0,0,.3);line-height:1.45}
.st{display:inline-block;border-radius:9px;padding:0 7px;font-size:11.5px} .dr{background:#d5f5e3;color:#0b6e4f} .id{background:#fff3c4;color:#8d6b00} .of{background:#e4e7eb;color:#52606d}
.z67{transform:scale(.67);transform-origin:0 0;width:1910px;height:1062px;display:flex;gap:18px;padding:14px 18px}
.tt{width:100%;border-collapse:collapse;background:#fff;font-size:15px} .tt th{background:#f0f4f8;color:#627d98;font-weight:normal;text-align:left;padding:8px 10px} .tt td{padding:8px 10px;border-top:1px solid #e4e7eb;white-space:nowrap;vertical-align:top}
.ev{color:#c0392b} .tt td.w{white-space:normal;width:250px}
"""


def _fleet(active: str, inner: str, url: str, tab: str) -> str:
    tabs = "".join(f"<span class='{'on' if t == active else ''}'>{t}</span>" for t in ("Live map", "Trips", "Drivers", "Vehicles", "Safety", "Fuel", "Reports"))
    return _page(url, tab, f"<div class='fh'><b>◉ Trackwell Fleet</b>{tabs}<span style='margin-left:auto'>Kettle &amp; Loom Logistics ▾</span></div>{inner}", FL_CSS)


FLEET = [("DENY_LIST", "Padraig O Suilleabhain", "deny-listed Irish name without its fadas in a fleet drivers' table", "241-D-18807", "dr", "Driving", "84.2", "92", "14/08/2029"),
         ("PERSON", "Sinéad Moran", "driver's name in a fleet drivers' table", "231-D-40917", "dr", "Driving", "61.7", "88", "02/03/2027"),
         ("PERSON", "Femi Adebayo", "driver's name in a fleet drivers' table", "241-D-22014", "id", "Idle 6 min", "77.0", "71", "19/11/2026"),
         ("PERSON", "Gintaras Petrauskas", "driver's name in a fleet drivers' table", "221-D-31552", "dr", "Driving", "102.4", "85", "30/06/2031"),
         ("PERSON", "Karolina Zając", "driver's name in a fleet drivers' table", "242-D-1093", "of", "Off duty", "0.0", "94", "08/01/2028"),
         ("PERSON", "Liam Geraghty", "driver's name in a fleet drivers' table", "191-D-57720", "id", "At depot", "12.3", "79", "25/05/2026")]


def fleet_live(ppsn: str) -> str:
    marks = "".join(f"<span class='mk' style='left:{x}px;top:{y}px'>{p}</span>" for p, x, y in (("241-D-18807", 330, 120), ("231-D-40917", 520, 62), ("241-D-22014", 210, 200),
                                                                                                  ("221-D-31552", 640, 180), ("191-D-57720", 90, 70)))
    roads = ("<span class='rd' style='left:0;right:0;top:140px;height:8px'></span><span class='rd' style='left:300px;top:0;bottom:0;width:7px'></span>"
             "<span class='rd' style='left:0;right:0;top:240px;height:6px;transform:rotate(-8deg)'></span>"
             "<span style='position:absolute;left:12px;bottom:8px;color:#52606d;font-size:11px'>N3 · M50 · Blanchardstown · DUB1 depot ▣</span>")
    rows = "".join(f"<tr><td>{_pii(k, n, s)}</td><td><span class='pl'>{p}</span></td><td><span class='st {c}'>{st}</span></td><td>{km} km</td><td>{sc}</td><td>{ex}</td></tr>"
                   for k, n, s, p, c, st, km, sc, ex in FLEET)
    main = ("<div style='flex:1;min-width:0'><div class='mp'>" + roads + marks + "</div>"
            "<table class='dt'><tr><th>Driver</th><th>Vehicle</th><th>Status</th><th>Today</th><th>Safety score</th><th>Licence expiry</th></tr>" + rows + "</table></div>")
    card = ("<div class='dc'><div><span class='av'>PÓ</span><b style='font-size:16px'>" + _pii("DENY_LIST", "Pádraig Ó Súilleabháin", "deny-listed Irish name on a driver card") + "</b></div>"
            "<span class='k'>Driving licence (IE)</span><span class='mono'>" + _pii("ID_NUMBER", "403118672", "Irish driving licence number beside a driver's name on a driver card") + "</span> · cat. B, C1 · exp. 14/08/2029"
            "<span class='k'>Assigned van</span><span class='pl'>241-D-18807</span> Ford Transit Custom · route D15-R07"
            "<span class='k'>Own car (grey fleet, mileage claims)</span><span class='pl'>" + _pii("ID_NUMBER", "10-G-4471", "private car's plate beside a driver's name on a driver card") + "</span> Toyota Avensis · insured for business use ✓"
            "<span class='k'>Mobile</span>" + _pii("PHONE_NUMBER", "+353 85 117 3902", "driver's mobile on a driver card")
            + "<span class='k'>Date of birth</span>" + _pii("DATE_OF_BIRTH", "03/02/1984", "driver's date of birth on a driver card")
            + "<span class='k'>PPS number (payroll)</span><span class='mono'>" + _pii("ID_NUMBER", ppsn, "Irish PPS number on a driver card") + "</span>"
            "<span class='k'>Emergency contact</span>" + _pii("PERSON", "Úna Ó Súilleabháin", "wife's name sharing a deny-listed surname on a driver card") + " (wife) · same address"
            "<span class='k'>Tacho card</span>not required (&lt; 3.5 t) · CPC: n/a<span class='k'>Last licence check</span>03/01/2025 · 0 penalty points</div>")
    toast = ("<div class='toast'>⚠ <b>Harsh braking</b> · <span class='pl' style='color:#1f2933'>241-D-22014</span> · " + _pii("PERSON", "Femi Adebayo", "driver's name in a harsh-braking toast")
             + "<br>N3 outbound at Blanchardstown, 11:31:04 · 62 → 18 km/h in 1.9 s</div>")
    return _fleet("Live map", f"<div class='fb'>{main}{card}{toast}</div>", "app.trackwell.io/fleet/kl-logistics/live?driver=D-0447", "Live map · Trackwell Fleet")


def fleet_trips(dvla: str) -> str:
    trips = [("DENY_LIST", "Padraig O Suilleabhain", "241-D-18807", "07:31 DUB1 depot, Ballycoolin", "11:42 Castleknock (stop 28)", "38.6", "1:12", "74", "—"),
             ("PERSON", "Sinéad Moran", "231-D-40917", "07:40 DUB1 depot, Ballycoolin", "10:58 Maynooth Retail Park (B&amp;Q)", "44.1", "0:51", "98", "speeding 98/80"),
             ("PERSON", "Femi Adebayo", "241-D-22014", "07:22 " + _pii("STREET_ADDRESS", "53.40213, -6.31277", "GPS coordinates of a driver's home as a private stop in a trips table at 67 %") + " (home, private)",
              "07:48 DUB1 depot, Ballycoolin", "14.9", "0:26", "61", "harsh braking ×1"),
             ("PERSON", "Gintaras Petrauskas", "221-D-31552", "06:55 DUB2 depot, Greenogue Business Park, Rathcoole", "11:20 Centra Naas, Main St", "52.3", "1:34", "101", "speeding 101/100"),
             ("PERSON", "Liam Geraghty", "191-D-57720", "17:46 (10 Apr) DUB1 depot, Ballycoolin", "18:21 (10 Apr) " + _pii("STREET_ADDRESS", "29 Hazelbury Park, Clonee, Dublin 15", "driver's home address as a trip's end in a trips table at 67 %"),
              "21.8", "0:35", "88", "after-hours use"),
             ("PERSON", "Karolina Zając", "242-D-1093", "14:02 (10 Apr) DUB1 depot, Ballycoolin", "15:10 (10 Apr) Dunnes Stores Ashbourne", "31.4", "0:47", "94", "—")]
    rows = "".join(f"<tr><td>{_pii(k, n, 'deny-listed Irish name without its fadas in a trips table at 67 %' if k == 'DENY_LIST' else 'driver name in a trips table at 67 %')}</td>"
                   f"<td><span class='pl'>{p}</span></td><td class='w'>{a}</td><td class='w'>{b}</td><td>{km} km</td><td>{d}</td><td>{sp} km/h</td><td class='ev'>{e}</td></tr>" for k, n, p, a, b, km, d, sp, e in trips)
    tt = ("<div style='flex:1;min-width:0'><div style='font-size:22px;margin-bottom:8px'><b>Trips</b> · 10–11 Apr 2025 · all drivers · 6 of 214</div>"
          "<table class='tt'><tr><th>Driver</th><th>Vehicle</th><th>Start</th><th>End</th><th>Distance</th><th>Duration</th><th>Max speed</th><th>Events</th></tr>" + rows + "</table>"
          "<div style='margin-top:14px;font-size:15px;color:#627d98'>Private-use mode hides locations outside working hours for drivers who opted in (policy FL-07). Export CSV · Export PDF · Schedule report</div></div>")
    chk = ("<div class='dc' style='width:520px;font-size:15px'><b style='font-size:18px'>Licence checks · due this month</b>"
           "<table class='tt' style='margin-top:8px'><tr><th>Driver</th><th>Licence no.</th><th>Issuer</th><th>Points</th></tr>"
           "<tr><td>" + _pii("PERSON", "Rachel Hutchinson", "driver's name beside a British licence number in a licence-check panel at 67 %") + "</td><td class='mono'>" + _pii("ID_NUMBER", dvla, "British (DVLA) driving licence number beside a driver's name at 67 %") + "</td><td>DVLA (GB)</td><td>3</td></tr>"
           "<tr><td>" + _pii("PERSON", "Sinéad Moran", "driver's name beside an Irish licence number in a licence-check panel at 67 %") + "</td><td class='mono'>" + _pii("ID_NUMBER", "506221984", "Irish driving licence number beside a driver's name at 67 %") + "</td><td>NDLS (IE)</td><td>0</td></tr>"
           "</table><div style='margin-top:10px;color:#627d98'>Checks run through the licence portal with each driver's consent (form LC-2, valid 3 years).</div>"
           "<div style='margin-top:14px'><b>Depots</b><br>DUB1 · Unit 7, Northwest Business Park, Ballycoolin, Dublin 15<br>DUB2 · Greenogue Business Park, Rathcoole, Co. Dublin</div></div>")
    return _fleet("Trips", f"<div style='height:712px;overflow:hidden'><div class='z67'>{tt}{chk}</div></div>", "app.trackwell.io/fleet/kl-logistics/trips?from=2025-04-10&to=2025-04-11&zoom=67", "Trips · Trackwell Fleet")


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind21(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20261121)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))

    def tok(n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(rng.choice(alphabet) for _ in range(n))
    ids = {"pl_iban": _pl_iban(rng, "1140"), "loyalty": _ean13(rng, "260048"), "ppsn": _ppsn(rng),
           "dvla": _dvla("Hutchinson", "R", DVLA_BORN, True, rng), "card": _card(rng, "4929"),
           "s10_label": _s10(rng, "CE", "IE"), "s10_cn23": _s10(rng, "CP", "IE"),
           "nin": str(rng.randint(1, 9)) + "".join(rng.choice(string.digits) for _ in range(10))}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindu0", [("wms0", wms_picklist), ("wms1", lambda: wms_pack(ids["s10_label"])), ("wms2", lambda: wms_returns(ids["pl_iban"]))],
               "warehouse pick list 80 %, pack station and label, returns desk")
        record("blindu1", [("drv0", driver_route), ("drv1", driver_pod)], "delivery driver app dark (HiDPI)", dsf=2.0)
        record("blindu2", [("pos0", lambda: pos_sale(ids["loyalty"])), ("pos1", lambda: pos_receipt(ids["loyalty"]))], "point of sale and receipt preview 125 %")
        record("blindu3", [("fs0", lambda: fs_workorder(ids["card"])), ("fs1", lambda: fs_signoff(ids["card"]))], "field service work order and sign-off (HiDPI)", dsf=2.0)
        record("blindu4", [("mail0", lambda: locker_mail(tok(32))), ("mail1", lambda: courier_mail(tok(24)))], "parcel locker e-mail and courier e-mail 150 %")
        record("blindu5", [("cn0", lambda: cn23_form(ids["nin"])), ("cn1", lambda: cn23_print(ids["nin"], ids["s10_cn23"]))], "customs declaration form and printed CN23 75 %")
        record("blindu6", [("fleet0", lambda: fleet_live(ids["ppsn"])), ("fleet1", lambda: fleet_trips(ids["dvla"]))], "fleet telematics live map and trips 67 %")
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind21, "/tmp/blind21/preview")
