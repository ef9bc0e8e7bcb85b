"""Screens the privacy corpus does not hold, rendered by Debian's chromium: identifiers where other applications
put them, each character's ink box measured from the DOM (tests/benchmarks/screens/measure.js) on the screenshot.

Four Clones recordings (real H.264, `connectors.synth.write_recording` with the screenshots as its screens):

- `screens0`, HiDPI: a settings page at device scale factor 2 (2880×1800): an e-mail, a phone, two IPv6 addresses
  (one compressed), a GitHub token holding a Cyrillic look-alike letter, a Swiss IBAN, beside UI words;
- `screens1`: a spreadsheet of international contacts (a German IBAN rendered with a digit really missing, so
  mod 97 fails; Cyrillic and Greek e-mail addresses and names; a sub-addressed e-mail wrapped in its narrow cell,
  `k.nakamura+billing@outlook.j` / `p`; amounts), then an invoice (an e-mail split after its `+`, a card, an
  IBAN, a Cyrillic and a Greek line naming deny-listed people, amounts and dates);
- `screens3`: a staff record, each label above its value (a date of birth, a social security and a passport
  number, a home address, a username, a verification code, beside a start date and a department that are not
  private); a terminal showing a `.env` file and a shell history (a password, an AWS secret key, `curl -u
  user:…`, `--password=…`); a patient list whose `Date of birth` and `MRN` columns are private by their header
  alone (its admission dates and wards are not): values private only by what names them;
- `screens2`: a checkout form typed character by character with a pause in the middle of each value (two `type`
  steps each: `margot.lindqvist@bah` then `nhof.se`, the phone, the full name): the screens between the pieces
  show the partly typed value, which is the identifier shown (its ground truth is the part on screen).

Names of people not on the deny-list are marked `PERSON` (ground truth for the person-name detector; not counted
here). `score` measures, over the published frames, each identifier's full cover by type and by situation and the
UI words filled by mistake; `values` lists every identifier and typed piece for the byte and OCR searches.
"""

from __future__ import annotations

import json
import random
import string
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from privacy_corpus import covered
from synth import Action, SynthSpec, read_barcodes, write_recording

SCREENS = Path(__file__).parent / "benchmarks" / "screens"
DENY = ["Ivan Petrov", "Νίκος Παπαδόπουλος", "Margot Lindqvist"]  # Latin, Greek; the typed full name
TYPED = [("EMAIL_ADDRESS", "margot.lindqvist@bahnhof.se", 20), ("PHONE_NUMBER", "+46 70 123 45 67", 8),
         ("DENY_LIST", "Margot Lindqvist", 10)]  # (entity, value, characters typed before the pause)
CSS = """<style>
body{margin:0;padding:72px 48px 24px 180px;font-family:"DejaVu Sans",sans-serif;color:#1f2328;background:#fff}
h1{font-size:24px;margin:0 0 18px} .row{display:flex;gap:18px;align-items:center;height:40px;font-size:16px}
.lab{width:240px;color:#57606a} .mono{font-family:"DejaVu Sans Mono",monospace;font-size:15px}
table{border-collapse:collapse;font-size:14px} td,th{border:1px solid #d0d7de;padding:4px 8px;text-align:left;
vertical-align:top} th{background:#f6f8fa} .narrow{width:190px} .num{text-align:right}
.field{display:inline-block;width:420px;height:30px;border:1px solid #8c959f;border-radius:4px;padding:4px 8px;
font-size:17px;line-height:30px} .focus{border:2px solid #0969da} .btn{padding:8px 18px;background:#1f883d;
color:#fff;border-radius:6px;font-size:16px}
</style>"""


def _pii(kind: str, text: str, value: str | None = None, cls: str = "") -> str:
    """An identifier's element (measure.js reads `.pii`); `value`: its characters when the element shows more."""
    v = f' data-v="{value}"' if value is not None else ""
    return f'<span class="pii {cls}" data-k="{kind}"{v}>{text}</span>'


def _token(rng: random.Random) -> tuple[str, str]:
    """A GitHub token as shown (one `o` written with Cyrillic `о`, a look-alike) and as its owner knows it."""
    body = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(35))
    true = f"ghp_{body[:12]}o{body[12:]}"
    return true[:16] + "\u043e" + true[17:], true


def _iban(rng: random.Random, country: str, length: int) -> str:
    bban = "".join(rng.choice(string.digits) for _ in range(length - 4))
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    full = f"{country}{98 - int(numeric) % 97:02d}{bban}"
    return " ".join(full[i:i + 4] for i in range(0, len(full), 4))


def _card(rng: random.Random, prefix: str) -> str:
    digits = prefix + "".join(rng.choice(string.digits) for _ in range(15 - len(prefix)))
    total = sum((v - 9 if v > 9 else v) for v in (int(d) * (2 if k % 2 == 0 else 1)
                                                  for k, d in enumerate(reversed(digits))))
    full = digits + str((10 - total % 10) % 10)
    return " ".join(full[i:i + 4] for i in range(0, 16, 4))


def settings_page(rng: random.Random) -> tuple[str, dict[str, str]]:
    shown, true = _token(rng)
    iban = _iban(rng, "CH", 21)
    rows = [("Primary e-mail", _pii("EMAIL_ADDRESS", "helena.vogt@posteo.de")),
            ("Recovery phone", _pii("PHONE_NUMBER", "+49 151 23456789")),
            ("Last sign-in from", _pii("IP_ADDRESS", "2a02:8109:b6c0:1e00:5d3f:9c21:4a7e:f013", cls="mono")),
            ("Gateway", _pii("IP_ADDRESS", "fe80::1ff:fe23:4567:890a", cls="mono")),
            ("Personal access token", _pii("API_KEY", shown, cls="mono")),
            ("Payout IBAN", _pii("IBAN_CODE", iban)),
            ("Language", "English (United Kingdom)"), ("Two-factor authentication", "Enabled since March 2024"),
            ("Session timeout", "30 minutes")]
    body = "".join(f'<div class="row"><span class="lab">{a}</span><span>{b}</span></div>' for a, b in rows)
    html = (f"<!doctype html><html><head><meta charset='utf-8'>{CSS}</head><body><h1>Account settings</h1>{body}"
            "<p><span class='btn'>Save changes</span> &nbsp; Cancel</p></body></html>")
    return html, {shown: true}


def clean_page() -> str:
    words = ("General Appearance Notifications Privacy Security Storage Network Devices Updates About Display "  # noqa: SIM905
             "Keyboard Mouse Sound Printers Language Region Accessibility Sharing Backup Restore Apply Cancel "
             "Reset Advanced Help Search Version 15.6.0 Updated 2025-03-14 12:30 Page 3 of 12").split()
    cells = "".join(f"<span style='margin-right:28px;font-size:{14 + 2 * (k % 3)}px'>{w}</span>"
                    + ("<br><br>" if k % 8 == 7 else "") for k, w in enumerate(words))
    return f"<!doctype html><html><head><meta charset='utf-8'>{CSS}</head><body><h1>System preferences</h1>" \
           f"<p style='line-height:2'>{cells}</p></body></html>"


def sheet_page(rng: random.Random) -> tuple[str, str]:
    """The contacts spreadsheet; returns it and the German IBAN rendered with one digit missing."""
    de = _iban(rng, "DE", 22).replace(" ", "")
    cut = de[:13] + de[14:]  # one digit really missing: 21 characters, mod 97 fails
    de_shown = " ".join(cut[i:i + 4] for i in range(0, len(cut), 4))
    rows = [
        (_pii("PERSON", "Hannah Becker"), _pii("EMAIL_ADDRESS", "hannah.becker@gmx.de"),
         _pii("PHONE_NUMBER", "+49 30 90182047"), _pii("IBAN_CODE", de_shown), "Germany", "1,240.50"),
        (_pii("DENY_LIST", "Иван Петров"), _pii("EMAIL_ADDRESS", "иван@пример.рф"),
         _pii("PHONE_NUMBER", "+7 495 123-45-67"), "", "Russia", "980.00"),
        (_pii("DENY_LIST", "Νίκος Παπαδόπουλος"), _pii("EMAIL_ADDRESS", "νικος@παράδειγμα.ελ"),
         _pii("PHONE_NUMBER", "+30 21 0123 4567"), _pii("IBAN_CODE", _iban(rng, "GR", 27)), "Greece", "15.75"),
        (_pii("PERSON", "Kenji Nakamura"),
         _pii("EMAIL_ADDRESS", "k.nakamura+billing@outlook.j<br>p", "k.nakamura+billing@outlook.jp"),
         _pii("PHONE_NUMBER", "+81 3-1234-5678"), "", "Japan", "3,305.10"),
        (_pii("PERSON", "Lucía Fernández"), _pii("EMAIL_ADDRESS", "lucia.fernandez@telefonica.es"),
         _pii("PHONE_NUMBER", "+34 612 34 56 78"), _pii("IBAN_CODE", _iban(rng, "ES", 24)), "Spain", "72.00"),
    ]
    head = "".join(f"<th>{h}</th>" for h in ("Name", "E-mail", "Phone", "IBAN", "Country", "Balance (EUR)"))
    body = "".join("<tr>" + "".join(f"<td class='{'narrow' if k == 1 else 'num' if k == 5 else ''}'>{c}</td>"
                                    for k, c in enumerate(r)) + "</tr>" for r in rows)
    html = (f"<!doctype html><html><head><meta charset='utf-8'>{CSS}</head><body><h1>Contacts — Q1 payouts</h1>"
            f"<table><tr>{head}</tr>{body}</table><p style='font-size:14px'>5 rows · Filter · Sort by name</p>"
            "</body></html>")
    return html, de_shown


def invoice_page(rng: random.Random) -> str:
    card, iban = _card(rng, "54"), _iban(rng, "NL", 18).replace(" ", "")
    iban = f"{iban[:4]} {iban[4:8]} {iban[8:12]} {iban[12:16]} {iban[16:]}"
    contact = _pii("EMAIL_ADDRESS", "sofia.rossi+<br>invoices@libero.it", "sofia.rossi+invoices@libero.it")
    return (f"<!doctype html><html><head><meta charset='utf-8'>{CSS}</head><body><h1>Invoice INV-2025-0417</h1>"
            "<div style='display:flex;gap:60px;font-size:15px'><div style='width:200px;line-height:1.35'>"
            f"Bill to:<br>{_pii('PERSON', 'Sofia Rossi')}<br>{contact}</div>"
            "<div>Issued 2025-03-14<br>Due 2025-04-13<br>Terms: 30 days</div></div>"
            "<table style='margin-top:18px'><tr><th>Item</th><th>Qty</th><th>Amount</th></tr>"
            "<tr><td>Consulting, March</td><td>12</td><td class='num'>1,240.00 EUR</td></tr>"
            "<tr><td>VAT (21%)</td><td></td><td class='num'>260.40 EUR</td></tr>"
            "<tr><td>Total</td><td></td><td class='num'>1,500.40 EUR</td></tr></table>"
            f"<p style='font-size:15px'>Paid with card {_pii('CREDIT_CARD', card)} · "
            f"refunds to IBAN {_pii('IBAN_CODE', iban)}</p>"
            f"<p style='font-size:15px'>Контакт: {_pii('DENY_LIST', 'Иван Петров')}, отдел продаж</p>"
            f"<p style='font-size:15px'>Επαφή: {_pii('DENY_LIST', 'Νίκος Παπαδόπουλος')}, λογιστήριο</p>"
            "</body></html>")


def checkout_page(values: dict[str, str], focus: str | None) -> str:
    """The checkout form holding `values` (field → what is typed so far), `focus` the field with the caret."""
    def field_(name: str, kind: str) -> str:
        v = values.get(name, "")
        cls = "field focus" if focus == name else "field"
        inner = _pii(kind, v) if v else "&nbsp;"
        return f'<div class="row"><span class="lab">{name}</span><span id="{name}" class="{cls}">{inner}</span></div>'
    return (f"<!doctype html><html><head><meta charset='utf-8'>{CSS}</head><body><h1>Checkout</h1>"
            f"{field_('E-mail', 'EMAIL_ADDRESS')}{field_('Phone', 'PHONE_NUMBER')}{field_('Full name', 'DENY_LIST')}"
            "<div class='row'><span class='lab'>Shipping</span><span>Standard (3-5 business days)</span></div>"
            "<p><span class='btn' id='pay'>Pay now</span></p></body></html>")


def record_page() -> str:
    """A staff record: each label above its value (a form read only), values private by their label alone (a date
    of birth, identity numbers, a home address) beside values that are not (a start date, a department)."""
    cells = [("Full name", _pii("PERSON", "Amira Haddad")), ("Department", "Finance"),
             ("Date of birth", _pii("DATE_OF_BIRTH", "17/09/1986")), ("Start date", "2021-04-12"),
             ("Social Security number", _pii("ID_NUMBER", "536-21-4870")),
             ("Passport number", _pii("ID_NUMBER", "X4829175")),
             ("Home address", _pii("STREET_ADDRESS", "48 Larkspur Lane, Portland, OR 97205")),
             ("Username", _pii("ACCOUNT_NAME", "ahaddad86")),
             ("Last verification code", _pii("SECRET_VALUE", "493021")),
             ("Employee status", "Active")]
    body = "".join(f"<div style='width:520px;margin:0 0 22px'><div style='font-size:13px;color:#57606a'>{a}</div>"
                   f"<div style='font-size:17px;margin-top:4px'>{b}</div></div>" for a, b in cells)
    return (f"<!doctype html><html><head><meta charset='utf-8'>{CSS}</head><body><h1>Employee record</h1>"
            f"<div style='display:flex;flex-wrap:wrap;width:1060px'>{body}</div>"
            "<p><span class='btn'>Edit record</span> &nbsp; Export</p></body></html>")


COLUMN_ROWS = (("02/11/1990", "00517720"), ("23/05/1979", "00390158"), ("08/01/2001", "00611402"),
               ("30/06/1968", "00482913"))  # the patient list's dates of birth and record numbers
COLUMN = frozenset(v for row in COLUMN_ROWS for v in row)


def patients_page() -> str:
    """A patient list: the `Date of birth` and `MRN` columns private by their header alone, `Admitted` dates and
    wards not."""
    rows = [(name, dob, mrn, ward, day) for (name, ward, day), (dob, mrn) in zip(
        (("Samir Haddad", "Ward 4B", "2025-03-11"), ("Tomasz Zielinski", "Ward 2A", "2025-03-12"),
         ("Grace Okafor", "ICU", "2025-03-12"), ("Lukas Brenner", "Ward 4B", "2025-03-14")), COLUMN_ROWS, strict=True)]
    kinds = ("PERSON", "DATE_OF_BIRTH", "ID_NUMBER", None, None)
    body = "".join("<tr>" + "".join(f"<td>{_pii(k, v) if k else v}</td>" for k, v in zip(kinds, r, strict=True))
                   + "</tr>" for r in rows)
    head = "".join(f"<th>{h}</th>" for h in ("Patient", "Date of birth", "MRN", "Ward", "Admitted"))
    return (f"<!doctype html><html><head><meta charset='utf-8'>{CSS}</head><body><h1>Admissions — week 11</h1>"
            f"<table style='font-size:15px'><tr>{head}</tr>{body}</table>"
            "<p style='font-size:14px'>4 patients · Export · Print</p></body></html>")


def terminal_page() -> str:
    """A terminal: a `.env` file and a shell history whose secrets have no shape of their own, only their key."""
    def sec(v: str) -> str:
        return _pii("SECRET_VALUE", v)
    lines = ["$ cat .env", "APP_ENV=production", "DB_HOST=db.internal", f"DB_PASSWORD={sec('rT8vQ2mLx9wK')}",
             f"AWS_SECRET_ACCESS_KEY={sec('wJalrXUtnFEMI/K7MDENG/bPxRfiCY3XMPLE')}", "LOG_LEVEL=info",
             f"$ curl -u deploy:{sec('Spr1ngT1de44')} https://ci.example.com/api/builds",
             f"$ mysql --password={sec('m0unt41nAsh7')} -h db.internal shop", "$ git status"]
    body = "<br>".join(lines)
    return (f"<!doctype html><html><head><meta charset='utf-8'>{CSS}</head><body style='background:#0d1117;"
            "color:#e6edf3;padding:60px'><div class='mono' style='font-size:16px;line-height:1.7'>"
            f"{body}</div></body></html>")


@dataclass
class Rig:
    """The rendered recordings: per recording, each screen state's ground truth (measure.js, video pixels)."""

    truth: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    shown: dict[str, str] = field(default_factory=dict)  # a value as rendered → as its owner knows it
    situation: dict[str, str] = field(default_factory=dict)  # value → situation it is shown in
    deny_list: list[str] = field(default_factory=lambda: list(DENY))

    def values(self) -> list[str]:
        """Every identifier shown (not PERSON) and typed, its rendered and true forms, and the typed pieces."""
        out = {it[2] for states in self.truth.values() for s in states for it in s["ids"] if it[1] != "PERSON"}
        out |= {self.shown.get(v, v) for v in list(out)}
        for _, value, cut in TYPED:
            out |= {value, value[:cut], value[cut:]}
        out |= {"k.nakamura+billing@outlook.j", "sofia.rossi+", "invoices@libero.it"}
        return sorted(v for v in out if len(v.replace(" ", "")) >= 5)


def _measure(page: Any, png: bytes, dsf: float) -> dict[str, Any]:
    sys.path.insert(0, str(SCREENS))
    from driver import truth

    dom = json.loads(page.evaluate("window.__rigMeasure()"))
    for it in dom["ids"]:
        it["c"] = [[v * dsf for v in r] for r in it["c"]]
    dom["words"] = [[w, near, *(v * dsf for v in r)] for w, near, *r in dom["words"]]
    return truth(png, dom)


def _screenshot(page: Any, tries: int = 4) -> bytes:
    """The page as PNG. Headless Chromium without a GPU now and then fails to capture a large HiDPI surface on a
    loaded machine ("Unable to capture screenshot"); the same page captured again a moment later is the same
    pixels, so the capture is tried again."""
    import time

    from playwright.sync_api import Error

    for k in range(tries):
        try:
            return bytes(page.screenshot(type="png"))
        except Error as exc:
            if "Unable to capture screenshot" not in str(exc) or k == tries - 1:
                raise
            time.sleep(0.5 * (k + 1))
    raise AssertionError("unreachable")


def _shoot(browser: Any, html: str, size: tuple[int, int], dsf: float, folder: Path, name: str
           ) -> tuple[np.ndarray, dict[str, Any], Any]:
    from PIL import Image

    page = browser.new_page(viewport={"width": size[0], "height": size[1]}, device_scale_factor=dsf)
    page.add_init_script(script=(SCREENS / "measure.js").read_text(encoding="utf-8"))
    (folder / f"{name}.html").write_text(html, encoding="utf-8")
    page.goto((folder / f"{name}.html").as_uri(), wait_until="load")
    png = _screenshot(page)
    (folder / f"{name}.png").write_bytes(png)
    img = np.asarray(Image.open(folder / f"{name}.png").convert("RGB"))
    return img, _measure(page, png, dsf), page


def render(chromium: str, source_day: Path, work: Path) -> Rig:
    """Render the three recordings into `source_day` (module docstring)."""
    sys.path.insert(0, str(SCREENS))
    from playwright.sync_api import sync_playwright
    from session import CHROMIUM_ARGS

    rng = random.Random(48)
    rig = Rig()
    work.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_ARGS)
        try:
            html, shown = settings_page(rng)
            rig.shown.update(shown)
            a, ta, pa = _shoot(browser, html, (1440, 900), 2.0, work, "settings")
            pa.close()
            b, tb, pb = _shoot(browser, clean_page(), (1440, 900), 2.0, work, "clean")
            pb.close()
            _record(source_day / "screens0", "screens0", (1440, 900), 2.0, [a, b], [ta, tb],
                    [Action("click", 1300, 860)], rig, "HiDPI settings")
            sheet, de = sheet_page(rng)
            c, tc, pc = _shoot(browser, sheet, (1280, 800), 1.0, work, "sheet")
            pc.close()
            d, td, pd = _shoot(browser, invoice_page(rng), (1280, 800), 1.0, work, "invoice")
            pd.close()
            rig.situation[de] = "IBAN one digit missing"
            rig.situation.update({v: "e-mail wrapped over two lines" for v in WRAPPED})
            _record(source_day / "screens1", "screens1", (1280, 800), 1.0, [c, d], [tc, td],
                    [Action("click", 1200, 760)], rig, "spreadsheet and invoice")
            e, te, pe = _shoot(browser, record_page(), (1280, 800), 1.0, work, "record")
            pe.close()
            f, tf, pf = _shoot(browser, terminal_page(), (1280, 800), 1.0, work, "terminal")
            pf.close()
            g, tg, pg = _shoot(browser, patients_page(), (1280, 800), 1.0, work, "patients")
            pg.close()
            _record(source_day / "screens3", "screens3", (1280, 800), 1.0, [e, f, g], [te, tf, tg],
                    [Action("click", 1200, 760), Action("click", 1200, 760)], rig, "record, terminal, patients")
            imgs, truths, actions = _checkout(browser, work)
            _record(source_day / "screens2", "screens2", (1280, 720), 1.0, imgs, truths, actions, rig,
                    "typed in pieces")
        finally:
            browser.close()
    return rig


def _checkout(browser: Any, work: Path) -> tuple[list[np.ndarray], list[dict[str, Any]], list[Action]]:
    """The checkout states: each field clicked, then typed in two pieces with a pause between."""
    names = {"EMAIL_ADDRESS": "E-mail", "PHONE_NUMBER": "Phone", "DENY_LIST": "Full name"}
    values: dict[str, str] = {}
    states: list[tuple[dict[str, str], str | None]] = [({}, None)]
    actions: list[Action] = []
    page = browser.new_page(viewport={"width": 1280, "height": 720}, device_scale_factor=1)
    (work / "checkout.html").write_text(checkout_page({}, None), encoding="utf-8")
    page.goto((work / "checkout.html").as_uri(), wait_until="load")
    for entity, value, cut in TYPED:
        name = names[entity]
        r = page.evaluate("(s) => { const r = document.getElementById(s).getBoundingClientRect();"
                          " return [r.left, r.top, r.right, r.bottom]; }", name)
        actions.append(Action("click", r[0] + 30, (r[1] + r[3]) / 2))
        states.append((dict(values), name))
        for piece, gap in ((value[:cut], 700), (value[cut:], 1600)):  # the pause ends a grouping run
            values[name] = values.get(name, "") + piece
            actions.append(Action("type", text=piece, gap_ms=gap))
            states.append((dict(values), name))
    page.close()
    imgs, truths = [], []
    for k, (vals, focus) in enumerate(states):
        img, t, pg = _shoot(browser, checkout_page(vals, focus), (1280, 720), 1.0, work, f"checkout{k}")
        pg.close()
        imgs.append(img)
        truths.append(t)
    return imgs, truths, actions


def _record(folder: Path, rid: str, logical: tuple[int, int], scale: float, imgs: list[np.ndarray],
            truths: list[dict[str, Any]], actions: list[Action], rig: Rig, situation: str) -> None:
    rig.truth[rid] = truths
    for t in truths:
        for _, kind, value, _, _ in t["ids"]:
            rig.situation.setdefault(value, _situation(kind, value, situation, rig))
    spec = SynthSpec(recording_id=rid, logical_size=logical, scale=scale, actions=actions, title="Update the records",
                     screen=lambda s: imgs[min(s, len(imgs) - 1)], seed=len(imgs), cursor="arrow")
    write_recording(folder, spec)


WRAPPED = ("k.nakamura+billing@outlook.jp", "sofia.rossi+invoices@libero.it")


def _situation(kind: str, value: str, screen: str, rig: Rig) -> str:
    if value in WRAPPED:
        return "e-mail wrapped over two lines"
    if value in rig.shown:
        return "token with a look-alike letter"
    if not value.isascii():
        return "Cyrillic / Greek"
    if kind == "IP_ADDRESS":
        return "IPv6"
    if value in COLUMN:
        return "cell under its column's header"
    if kind in ("ID_NUMBER", "DATE_OF_BIRTH", "STREET_ADDRESS", "ACCOUNT_NAME") or value == "493021":
        return "value under its label"
    if kind == "SECRET_VALUE":
        return "secret under its key"
    return screen


@dataclass
class Score:
    """Per identifier: fully covered in every published frame showing it; per UI word: filled by mistake."""

    ids: dict[tuple[str, str, str], bool] = field(default_factory=dict)  # (recording, kind, value) → covered
    words: list[tuple[str, bool]] = field(default_factory=list)


def score(rig: Rig, frames: dict[str, list[np.ndarray]]) -> Score:
    """Cover of every identifier in every published frame (`frames`: recording → decoded published images)."""
    out = Score()
    for rid, imgs in frames.items():
        for img in imgs:
            _, state = read_barcodes(img)
            truth = rig.truth[rid][min(state, len(rig.truth[rid]) - 1)]
            for _, kind, value, _full, boxes in truth["ids"]:
                ok = all(covered(img, tuple(b), 0.98) for b in boxes)
                key = (rid, kind, value)
                out.ids[key] = out.ids.get(key, True) and ok
            out.words += [(w, covered(img, tuple(box), 0.5)) for w, near, box in truth["words"] if not near]
    return out


def by(sc: Score, rig: Rig, what: str) -> dict[str, tuple[int, int]]:
    """(covered, shown) by identifier type (`what="type"`) or by situation (`"situation"`), PERSON left out."""
    out: dict[str, tuple[int, int]] = {}
    for (rid, kind, value), ok in sc.ids.items():
        if kind == "PERSON":
            continue
        key = kind if what == "type" else rig.situation.get(value, rid)
        if rid == "screens2":
            full = next(v for k, v, _ in TYPED if k == kind)
            key = kind if what == "type" else ("typed, whole" if value == full else "typed, partly")
        a, n = out.get(key, (0, 0))
        out[key] = (a + ok, n + 1)
    return out
