"""The documentation site: five linked pages (real page loads), long articles with wrapped paragraphs, code
blocks and tables holding keys, URLs with credentials, addresses and contacts; a search box typed into."""

from __future__ import annotations

import random
from html import escape

from markup import Marks, document
from people import Person, url_secret

CSS = """
body { font-family: "DejaVu Sans", sans-serif; }
.top { height: 56px; flex: none; display: flex; align-items: center; gap: 26px; padding: 0 24px;
  border-bottom: 1px solid var(--border); background: var(--panel); }
.logo { font-weight: bold; font-size: 17px; }
.top a { color: var(--fg); text-decoration: none; }
.top .search { position: relative; width: 360px; padding: 0; border: none; }
.top .search .field { font-size: 13px; min-height: 30px; padding: 6px 10px; }
.results { display: none; position: absolute; top: 36px; left: 0; right: 0; background: var(--menu);
  border: 1px solid var(--border); border-radius: 6px; box-shadow: 0 8px 24px rgba(0,0,0,.25); z-index: 20; }
.results.on { display: block; } .results div { padding: 8px 12px; }
.cols { flex: 1; display: flex; min-height: 0; }
.nav { width: 290px; flex: none; overflow-y: auto; padding: 18px 14px; border-right: 1px solid var(--border);
  font-size: 14px; }
.nav a { display: block; padding: 5px 10px; border-radius: 6px; color: var(--fg); text-decoration: none; }
.nav a.on { background: var(--sel); font-weight: bold; }
.nav .grp { margin: 16px 10px 6px; color: var(--muted); font-size: 12px; letter-spacing: .06em; }
.article { flex: 1; overflow-y: auto; padding: 30px 60px; }
.article .in { max-width: 900px; font-size: 15px; line-height: 1.6; }
.article h1 { font-size: 30px; margin: 0 0 14px; } .article h2 { font-size: 21px; margin: 34px 0 10px; }
pre { background: var(--code); border: 1px solid var(--border); border-radius: 6px; padding: 12px 16px;
  font: 13px/1.5 "Liberation Mono", monospace; white-space: pre; overflow: hidden; }
code { font: 13px "Liberation Mono", monospace; background: var(--code); padding: 1px 4px; border-radius: 4px; }
.note { border-left: 4px solid var(--accent); background: var(--panel); padding: 10px 16px; margin: 16px 0; }
.article table { width: 100%; font-size: 14px; margin: 12px 0; }
.article th, .article td { text-align: left; padding: 7px 10px; border-bottom: 1px solid var(--border); }
.toc { width: 240px; flex: none; padding: 30px 16px; font-size: 13px; color: var(--muted); }
.toc div { padding: 4px 0; }
.wrapurl { overflow-wrap: anywhere; }
"""

JS = """
document.addEventListener('focusout', () => $('.results').classList.remove('on'));
window.appKey = (e) => {
  setTimeout(() => {
    const q = $('#q');
    const on = q && document.activeElement === q && q.textContent.length >= 3 && e.key !== 'Escape';
    $('.results').classList.toggle('on', !!on);
  }, 0);
};
"""

PAGES = [("quickstart", "Quickstart"), ("authentication", "Authentication"), ("webhooks", "Webhooks"),
         ("networking", "Networking and IP allow-lists"), ("support", "Support and contacts")]
SENTENCES = [
    "Every request is authenticated with a key that belongs to one project, and keys can be rotated at any time.",
    "Responses are JSON objects; lists are paginated with a cursor that you pass back unchanged.",
    "Rate limits apply per key: 100 requests per second in live mode and 25 in test mode.",
    "Errors carry a machine-readable code, a human-readable message and the request identifier.",
    "Webhook deliveries are retried with exponential back-off for up to three days before they are dropped.",
    "Timestamps are UTC in ISO 8601, amounts are integers in the currency's smallest unit.",
    "The sandbox mirrors production, except that no money moves and cards are never charged.",
    "Version 2025-03-01 renamed the `customer_email` field and removed the deprecated `source` object.",
]


def _para(rng: random.Random, n: int) -> str:
    return "<p>" + " ".join(escape(rng.choice(SENTENCES)).replace("`", "") for _ in range(n)) + "</p>"


def _article(k: int, people: list[Person], rng: random.Random, mark: Marks) -> str:
    p, q, r = people[k + 1], people[k + 6], people[k + 11]
    a, s, b = url_secret(rng, k)
    a2, s2, b2 = url_secret(rng, k + 2)
    parts = [f"<h1>{PAGES[k][1]}</h1>", _para(rng, 4), "<h2>Set up your key</h2>", _para(rng, 3),
             f"<pre>export EXAMPLE_API_KEY={mark('API_KEY', p.key)}\n"
             f"curl https://api.example.com/v1/charges \\\n  -H \"Authorization: Bearer {mark('API_KEY', q.key)}\"\n"
             f"git clone {mark.url(a, s, b)}</pre>",
             _para(rng, 3),
             f"<p>If the export link <span class='wrapurl'>{mark.url(a2, s2, b2)}</span> stops working, ask "
             f"{mark('DENY_LIST', r.name)} ({mark('EMAIL_ADDRESS', r.email)}) to issue a new one. "
             f"{escape(rng.choice(SENTENCES))}</p>",
             f"<div class='note'>On call this week: {mark('DENY_LIST', p.name)}, {mark('PHONE_NUMBER', p.phone)}. "
             f"Escalations go to {mark('EMAIL_ADDRESS', q.email)}.</div>",
             "<h2>Parameters</h2><table><tr><th>Name</th><th>Type</th><th>Example</th></tr>"
             f"<tr><td>customer_email</td><td>string</td><td>{mark('EMAIL_ADDRESS', r.email)}</td></tr>"
             f"<tr><td>card_number</td><td>string</td><td>{mark('CREDIT_CARD', r.card)}</td></tr>"
             f"<tr><td>payout_iban</td><td>string</td><td>{mark('IBAN_CODE', q.iban)}</td></tr>"
             f"<tr><td>source_ip</td><td>string</td><td>{mark('IP_ADDRESS', p.ip)}</td></tr>"
             "<tr><td>amount</td><td>integer</td><td>129900</td></tr>"
             "<tr><td>created</td><td>timestamp</td><td>2025-03-14T09:12:33Z</td></tr></table>",
             _para(rng, 5), "<h2>Allow-listed addresses</h2>",
             f"<p>Our workers call you from {mark('IP_ADDRESS', q.ip)} and {mark('IP_ADDRESS', r.ip)}; "
             f"staging uses {mark('IP_ADDRESS', people[k + 3].ip)}. {escape(rng.choice(SENTENCES))}</p>",
             _para(rng, 4), "<h2>Troubleshooting</h2>", _para(rng, 5),
             f"<pre>$ example-cli login --token {mark('API_KEY', r.key)}\nLogged in as "
             f"{mark('EMAIL_ADDRESS', p.email)} (project billing-prod)\n$ example-cli payouts list\n"
             f"PAY-2025030101  {mark('IBAN_CODE', p.iban)}  €1,204.00  paid</pre>", _para(rng, 4)]
    return "".join(parts)


def docs(people: list[Person], theme: str, seed: int) -> dict[str, str]:
    rng = random.Random(seed)
    mark = Marks("docs")
    files = {}
    for k, (slug, title) in enumerate(PAGES):
        nav = "".join(
            ("<div class='grp'>GET STARTED</div>" if i == 0 else "<div class='grp'>REFERENCE</div>" if i == 2 else "")
            + f"<a href='docs-{s}.{theme}.html' class='{'on' if s == slug else ''}'>{t}</a>"
            for i, (s, t) in enumerate(PAGES))
        nav += "".join(f"<a>{t}</a>" for t in ("Charges", "Customers", "Payouts", "Refunds", "Disputes", "Events",
                                               "Files", "Tax rates", "Changelog", "Status"))
        toc = "".join(f"<div>{t}</div>" for t in ("Set up your key", "Parameters", "Allow-listed addresses",
                                                  "Troubleshooting"))
        top = (f"<div class='top'><span class='logo'>Example Cloud Docs</span><a>Guides</a><a>API reference</a>"
               f"<a>CLI</a><a>Support</a><span style='flex:1'></span><span class='search'><div class='field' "
               f"id='q' contenteditable></div><div class='results'><div>Webhooks: verify signatures</div>"
               f"<div>Authentication: rotate keys</div><div>Networking: IP allow-lists</div></div></span>"
               f"<span class='muted'>Signed in as {mark('DENY_LIST', people[2].name)}</span></div>")
        body = (f"<div class='app'>{top}<div class='cols'><div class='nav'>{nav}</div><div class='article'>"
                f"<div class='in'>{_article(k, people, rng, mark)}</div></div><div class='toc'><b>On this page</b>"
                f"{toc}</div></div></div>")
        files[f"docs-{slug}"] = document(f"{title} — Example Cloud Docs", body, theme, CSS, JS)
    return files
