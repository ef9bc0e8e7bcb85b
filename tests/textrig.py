"""A short session rendered by Debian's chromium whose accessibility snapshots hold nothing of the page (as the
real Clones logs of browsers): the screen's text is the only source of targets. One page at 1280x720: a nav bar
of four links, a button with an icon and a label, a paragraph with a link, a line holding an e-mail address, a
list that scrolls. The session clicks a nav link, the button's icon, its label, a second button's icon (a plain
disc OCR does not read), the link in the paragraph, the e-mail line, scrolls the list and clicks a row that moved;
each click's point and its label's box (from the DOM at the click) are the ground truth. Written as a Clones
recording with the benchmark rig's writer (tests/benchmarks/screens/session.py: H.264 through PyAV, the pointer
drawn in)."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCREENS = Path(__file__).parent / "benchmarks" / "screens"
SIZE = (1280, 720)
DATE = "2025-03-14"
RID = "20250314_100000"
EMAIL = "jane.marlowe@example.com"
ROWS = ["Team settings", "Billing history", "Usage limits", "API tokens", "Audit log", "Single sign-on",
        "Data export", "Quarterly summary", "Webhooks", "Integrations", "Storage", "Support plans", "Legal",
        "Regions", "Release notes", "Status page"]
PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;font-family:"DejaVu Sans",sans-serif;background:#fff;color:#1f2328}
nav{height:56px;display:flex;gap:56px;align-items:center;padding:0 40px;background:#f1f3f5;font-size:18px}
nav a{color:#1f2328;text-decoration:none}
.page{height:664px;overflow-y:auto}
.body{padding:24px 40px;font-size:17px}
#dl{display:inline-flex;align-items:center;gap:10px;padding:10px 18px;font:17px "DejaVu Sans",sans-serif;
    border:1px solid #8c959f;border-radius:6px;background:#ddf4ff;color:#0a3069}
#gear{display:inline-flex;align-items:center;gap:14px;margin-left:40px;padding:10px 18px;border:0;background:#fff;
      font:17px "DejaVu Sans",sans-serif;color:#1f2328}
#para{width:900px;line-height:1.7}
#para a{color:#0969da}
#contact{display:inline-block}
.row{height:36px;display:flex;align-items:center;border-bottom:1px solid #d0d7de;font-size:16px}
</style></head><body>
<nav><a id="nav-home" href="#">Home</a><a id="nav-pricing" href="#">Pricing</a><a id="nav-docs" href="#">Docs</a>
<a id="nav-blog" href="#">Blog</a></nav>
<div class="page"><div class="body">
<button id="dl"><svg id="dl-icon" width="22" height="22" viewBox="0 0 22 22"><path d="M11 2v12M5 9l6 6 6-6M3 19h16"
 stroke="#0a3069" stroke-width="2.4" fill="none"/></svg><span id="dl-label">Download report</span></button><button
 id="gear"><svg id="gear-icon" width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9"
 fill="#57606a"/></svg><span id="gear-label">Settings</span></button>
<p id="para">Before you start a trial, please read the <a id="terms" href="#">terms</a> and the notes that
apply to every workspace you create.</p>
<p><span id="contact">Write to EMAIL for a copy of any invoice</span></p>
ROWS
</div></div>
<script>document.addEventListener("click", (e) => e.preventDefault());</script>
</body></html>"""


@dataclass(frozen=True)
class Click:
    selector: str
    label: str | None  # the text a target must be named by (None: no OCR target may be given)
    point: tuple[int, int]  # where the pointer pressed, video pixels
    box: tuple[float, float, float, float]  # the label's DOM box at the click (x0, y0, x1, y1)


def page_html() -> str:
    rows = "\n".join(f'<div class="row"><span id="row{k}">{t}</span></div>' for k, t in enumerate(ROWS))
    return PAGE.replace("EMAIL", EMAIL).replace("ROWS", rows)


def _box(page: Any, selector: str) -> tuple[float, float, float, float]:
    r = page.evaluate("(s) => { const r = document.querySelector(s).getBoundingClientRect();"
                      " return [r.left, r.top, r.right, r.bottom]; }", selector)
    return (r[0], r[1], r[2], r[3])


def render(chromium: str, base: Path) -> list[Click]:
    """Render and record the session into `base/src/DATE/RID`; returns the clicks in order."""
    sys.path.insert(0, str(SCREENS))
    import session
    from playwright.sync_api import sync_playwright

    size, session.SIZE = session.SIZE, SIZE  # the writer reads the size from its module (video, meta.json)
    try:
        return _render(session, sync_playwright, chromium, base)
    finally:
        session.SIZE = size  # as the privacy rig's own tests expect it


def _render(session: Any, sync_playwright: Any, chromium: str, base: Path) -> list[Click]:
    base.mkdir(parents=True, exist_ok=True)
    (base / "page.html").write_text(page_html(), encoding="utf-8")
    shots = base / "shots"
    shots.mkdir(parents=True, exist_ok=True)
    plan = [("#nav-pricing", "Pricing", "#nav-pricing"), ("#dl-icon", "Download report", "#dl-label"),
            ("#dl-label", "Download report", "#dl-label"), ("#gear-icon", "Settings", "#gear-label"),
            ("#terms", "terms", "#terms"),
            ("#contact", None, "#contact"), ("wheel", None, ""), ("#row7", "Quarterly summary", "#row7")]
    clicks: list[Click] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=session.CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": SIZE[0], "height": SIZE[1]}, device_scale_factor=1)
            page.add_init_script(script=session.MEASURE_JS.read_text(encoding="utf-8"))
            page.goto((base / "page.html").as_uri(), wait_until="load")
            page.evaluate("window.__rigAx = () => []")  # the snapshots hold the window only, nothing of the page
            d = session.begin(page, 5, shots)  # its own seeded RNG picks each click's point
            for selector, label, truth in plan:
                if selector == "wheel":
                    assert d.wheel(".page", 3)
                    d.idle(500, 600)
                    continue
                assert d.click(selector), selector
                clicks.append(Click(selector, label, (round(d.cx), round(d.cy)), _box(page, truth)))
                d.idle(600, 800)
            session.write(d, session.Plan(RID, "form", "light", 0, 5), base / "src" / DATE / RID,
                          base / "truth.json.gz", shots, 10)
        finally:
            browser.close()
    (base / "clicks.json").write_text(json.dumps([c.__dict__ for c in clicks]), encoding="utf-8")
    return clicks


__all__ = ["DATE", "EMAIL", "RID", "SIZE", "Click", "render"]
