"""Screens full of people's names nobody listed, rendered by Debian's chromium and recorded as H.264 Clones
recordings (the privacy rig of tests/benchmarks/screens/: real input events, a virtual clock, the recorder's log):
a CRM contacts table, an inbox with senders and a reading pane, a team chat, a form whose "Full name" is typed, and
a contacts page in Greek and Cyrillic. No deny-list: every name here must be found from what it is and where it
sits (tasks/privacy/persons.py). The buttons and headings are interface words the strict mode must keep."""

from __future__ import annotations

import html
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCREENS = Path(__file__).parent / "benchmarks" / "screens"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
SIZE = (1280, 800)

CONTACTS = [("Margot Lindqvist", "Bahnhof AB", "Account manager", "Stockholm"),
            ("Tobias Ferreira", "Northwind Traders", "Buyer", "Porto"),
            ("Ingrid Halvorsen", "Fjord Logistics", "Director", "Bergen"),
            ("Kenji Nakamura", "Osaka Foods", "Analyst", "Osaka"),
            ("Amara Okafor", "Lagos Tech Hub", "Founder", "Lagos"),
            ("Lucia Bianchi", "Verde Design", "Designer", "Milan"),
            ("Henrik Dahl", "Nordic Steel", "Engineer", "Oslo"),
            ("Priya Raghunathan", "Chennai Textiles", "Sourcing lead", "Chennai")]
SENDERS = [("Sofia Marchetti", "Quarterly review notes", "09:12"),
           ("Daniel Okonkwo", "Re: shipping schedule", "08:47"),
           ("Elena Vasquez", "Invoice approved", "Yesterday"),
           ("Lars Eriksson", "Team lunch on Friday", "Mon")]
CHAT = [("Margot Lindqvist", "10:41", "Are we still on for the supplier call?"),
        ("Henrik Dahl", "10:42", "Yes, I moved it to three."),
        ("Amara Okafor", "10:44", "Sounds good, I will bring the figures.")]
TYPED = "Camille Laurent"
GREEK = ["Γιώργος Παπαδάκης", "Ελένη Νικολάου"]
CYRILLIC = ["Иван Петров", "Мария Иванова"]
LATIN = sorted({c[0] for c in CONTACTS} | {s[0] for s in SENDERS} | {c[0] for c in CHAT} | {TYPED})
INTL = "20250314_094000"  # the recording of the Greek and Cyrillic contacts
# the interface's own text on these screens: titles, headers, labels (BUTTONS below)
LABELS = ["Contacts", "Inbox", "Team chat", "Profile", "Name", "Company", "Role", "City", "Members", "Full name",
          "From:", "To:"]
BUTTONS = ["Search", "New contact", "Export", "Reply", "Forward", "Archive", "Send", "Save", "Cancel"]

CSS = """
body { margin: 0; font: 15px 'DejaVu Sans', sans-serif; color: #1f2328; background: #fff; }
header { display: flex; gap: 14px; align-items: center; padding: 14px 22px; border-bottom: 1px solid #d0d7de; }
header h1 { font-size: 20px; margin: 0 24px 0 0; }
.btn { border: 1px solid #afb8c1; border-radius: 6px; padding: 6px 14px; background: #f6f8fa; cursor: pointer; }
main { padding: 18px 22px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 9px 12px; border-bottom: 1px solid #eaeef2; }
th { color: #57606a; font-weight: 600; }
.list { width: 470px; float: left; border-right: 1px solid #d0d7de; height: 640px; }
.item { padding: 12px 16px; border-bottom: 1px solid #eaeef2; display: flex; gap: 18px; }
.pane { margin-left: 500px; }
.msg { margin: 14px 0 22px; }
.who { font-weight: 600; margin-right: 10px; }
.time { color: #57606a; }
label { display: inline-block; width: 140px; }
.row { margin: 18px 0; }
.on { background: #dbeafe; }
.field { border: 1px solid #afb8c1; border-radius: 6px; padding: 7px 10px; width: 360px; font: inherit; }
"""


@dataclass(frozen=True)
class Screen:
    rid: str
    app: str  # the rig's application whose title the recording's metadata takes
    html: str


def _page(title: str, body: str) -> str:
    buttons = "".join(f'<span class="btn">{b}</span>' for b in BUTTONS[:3])
    return (f"<!doctype html><html><head><meta charset='utf-8'><style>{CSS}</style></head><body>"
            f"<header><h1>{html.escape(title)}</h1>{buttons}</header><main>{body}</main>"
            "<script>document.addEventListener('click', (e) => e.target.classList.toggle('on'));</script>"
            "</body></html>")


def screens() -> list[Screen]:
    rows = "".join(f"<tr><td class='who'>{n}</td><td>{c}</td><td>{r}</td><td>{t}</td></tr>" for n, c, r, t in CONTACTS)
    crm = _page("Contacts", f"<table><tr><th>Name</th><th>Company</th><th>Role</th><th>City</th></tr>{rows}</table>")
    items = "".join(f"<div class='item'><span class='who'>{n}</span><span>{s}</span><span class='time'>{t}</span>"
                    f"</div>" for n, s, t in SENDERS)
    inbox = _page("Inbox", f"<div class='list'>{items}</div><div class='pane'><h2>{SENDERS[0][1]}</h2>"
                  f"<div class='row'>From: {SENDERS[0][0]}</div><div class='row'>To: Henrik Dahl</div>"
                  "<p>Hi Henrik, the numbers look good. I attached the summary.</p>"
                  "<span class='btn' id='reply'>Reply</span> <span class='btn'>Forward</span> "
                  "<span class='btn'>Archive</span></div>")
    msgs = "".join(f"<div class='msg'><span class='who'>{n}</span><span class='time'>{t}</span><div>{m}</div></div>"
                   for n, t, m in CHAT)
    chat = _page("Team chat", "<div class='list'><h3>Members</h3>"
                 + "".join(f"<div class='item'>{n}</div>" for n, _, _ in CHAT)
                 + f"</div><div class='pane'>{msgs}<span class='btn' id='send'>Send</span></div>")
    form = _page("Profile", "<div class='row'><label for='name'>Full name</label>"
                 "<input class='field' id='name'></div><div class='row'><label>Company</label>"
                 "<input class='field' value='Bahnhof AB'></div><div class='row'>"
                 "<span class='btn' id='save'>Save</span> <span class='btn'>Cancel</span></div>")
    intl = _page("Contacts", "<table><tr><th>Name</th><th>City</th></tr>"
                 + "".join(f"<tr><td class='who'>{n}</td><td>{c}</td></tr>"
                           for n, c in zip(GREEK + CYRILLIC, ["Athens", "Patras", "Moscow", "Kazan"], strict=True))
                 + "</table>")
    return [Screen("20250314_090000", "sheet", crm), Screen("20250314_091000", "mail", inbox),
            Screen("20250314_092000", "mail", chat), Screen("20250314_093000", "form", form),
            Screen(INTL, "sheet", intl)]


def render(base: Path, date: str) -> Path:
    """Every screen as a Clones recording under base/src/<date>/<id>/: the pointer rests, clicks a button (an
    accessibility snapshot is logged at the press), the form's name is typed; returns the source root."""
    sys.path.insert(0, str(SCREENS))
    import session
    from playwright.sync_api import sync_playwright

    session.SIZE = SIZE  # the rig's recordings are 1080p; these screens are smaller to keep the test fast
    pages = base / "pages"
    pages.mkdir(parents=True)
    (base / "truth").mkdir()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=session.CHROMIUM_ARGS)
        try:
            for k, s in enumerate(screens()):
                (pages / f"{s.rid}.html").write_text(s.html, encoding="utf-8")
                page = browser.new_page(viewport={"width": SIZE[0], "height": SIZE[1]}, device_scale_factor=1)
                page.add_init_script(script=session.MEASURE_JS.read_text(encoding="utf-8"))
                page.goto((pages / f"{s.rid}.html").as_uri(), wait_until="load")
                shots = base / "shots" / s.rid
                shots.mkdir(parents=True)
                d = session.begin(page, 48 + k, shots)
                _act(d, s)
                d.idle(600, 700)
                session.write(d, session.Plan(s.rid, s.app, "light", 0, 48 + k), base / "src" / date / s.rid,
                              base / "truth" / f"{s.rid}.json.gz", shots, 8)
                page.close()
        finally:
            browser.close()
    return base / "src"


def _act(d: Any, s: Screen) -> None:
    if s.rid.endswith("093000"):
        assert d.click("#name")
        d.type(TYPED)
        d.idle(400, 500)
        assert d.click("#save")
    else:
        assert d.click(".btn")
        d.idle(500, 700)
        assert d.click("header .btn:last-child")
