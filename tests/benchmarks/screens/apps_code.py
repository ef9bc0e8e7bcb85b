"""The code editor with its terminal (monospace, 13 px): an explorer under /home/<user>/, files holding secrets
and customer data, a terminal with history and commands typed into it."""

from __future__ import annotations

import random

from markup import Marks, document, menubar
from people import Person, url_secret

CSS = """
body { font-family: "DejaVu Sans", sans-serif; }
.work { flex: 1; display: flex; min-height: 0; }
.act { width: 48px; flex: none; background: var(--hdr); border-right: 1px solid var(--border); padding-top: 10px;
  text-align: center; color: var(--muted); font-size: 18px; line-height: 44px; }
.explorer { width: 270px; flex: none; background: var(--panel); border-right: 1px solid var(--border);
  font-size: 13px; overflow: hidden; }
.explorer .h { padding: 9px 14px; font-size: 11px; letter-spacing: .08em; color: var(--muted); }
.explorer .path { padding: 0 14px 8px; font-size: 12px; color: var(--muted); white-space: nowrap; }
.explorer .f { padding: 3px 14px 3px 30px; white-space: nowrap; }
.explorer .f.on { background: var(--sel); }
.explorer .d { padding: 3px 14px; font-weight: bold; }
.edcol { flex: 1; display: flex; flex-direction: column; min-width: 0; }
.tabsbar { height: 35px; flex: none; display: flex; background: var(--hdr); border-bottom: 1px solid var(--border); }
.tabsbar .tab { padding: 9px 18px; border-right: 1px solid var(--border); font-size: 13px; color: var(--muted); }
.tabsbar .tab.on { background: var(--bg); color: var(--fg); }
.crumbs { height: 24px; flex: none; padding: 4px 16px; font-size: 12px; color: var(--muted); }
.editor { flex: 1; overflow-y: auto; font: 13px/19px "Liberation Mono", monospace; }
.ln { display: flex; white-space: pre; }
.ln .no { width: 56px; flex: none; text-align: right; padding-right: 18px; color: var(--muted); }
.k { color: #cf222e; } .s { color: #0a3069; } .c { color: #6e7781; } .v { color: #8250df; }
body.dark .k { color: #ff7b72; } body.dark .s { color: #a5d6ff; } body.dark .c { color: #8b949e; }
body.dark .v { color: #d2a8ff; }
.panel { height: 300px; flex: none; border-top: 1px solid var(--border); display: flex; flex-direction: column; }
.ptabs { height: 32px; flex: none; display: flex; gap: 22px; padding: 8px 16px; font-size: 11px;
  letter-spacing: .06em; color: var(--muted); }
.ptabs .on { color: var(--fg); border-bottom: 1px solid var(--fg); }
.term { flex: 1; overflow-y: auto; padding: 4px 16px; font: 13px/18px "Liberation Mono", monospace; }
.term div { white-space: pre; }
.prompt { color: var(--ok); }
"""

JS = """
window.appClick = (e) => {
  const f = e.target.closest('.explorer .f');
  if (f) {
    for (const x of $$('.explorer .f.on')) x.classList.remove('on');
    f.classList.add('on');
    $('#code').innerHTML = $('#file-' + f.dataset.f).innerHTML;
    $('.editor').scrollTop = 0;
    $('#tab').textContent = f.dataset.name;
    $('#crumbfile').textContent = f.dataset.name;
  }
  if (e.target.closest('.term')) { const c = $('.term .cmd[contenteditable]'); if (c) c.focus(); }
};
window.appKey = (e) => {
  const c = document.activeElement;
  if (e.key !== 'Enter' || !c || !c.classList.contains('cmd')) return;
  e.preventDefault();
  c.removeAttribute('contenteditable');
  const outs = $$('template.out');
  const t = outs[(window.__outs = (window.__outs || 0) + 1) % outs.length];
  const line = c.parentElement;
  line.insertAdjacentHTML('afterend', t.innerHTML + $('#promptline').innerHTML);
  const next = $('.term .cmd[contenteditable]');
  next.focus();
  $('.term').scrollTop = $('.term').scrollHeight;
};
"""


def _hl(line: str) -> str:
    """A little syntax colouring of an already escaped line: comments, strings, keywords."""
    if line.lstrip().startswith("#"):
        return f"<span class='c'>{line}</span>"
    for kw in ("def ", "import ", "from ", "return ", "export ", "class ", "if ", "for "):
        line = line.replace(kw, f"<span class='k'>{kw}</span>")
    return line


def _file(lines: list[str]) -> str:
    return "".join(f"<div class='ln'><span class='no'>{i}</span><span>{_hl(x)}</span></div>"
                   for i, x in enumerate(lines, start=1))


def _files(people: list[Person], user: str, rng: random.Random, mark: Marks) -> dict[str, list[str]]:
    p, q = people[3], people[4]
    a, s, b = url_secret(rng, 1)
    env = ["# local settings, never commit", f"DATABASE_URL={mark.url(a, s, b)}",
           f"STRIPE_SECRET_KEY={mark('API_KEY', p.key)}", f"GITHUB_TOKEN={mark('API_KEY', people[0].key)}",
           f"SMTP_USER={mark('EMAIL_ADDRESS', q.email)}", f"ADMIN_PHONE={mark('PHONE_NUMBER', q.phone)}",
           f"ALLOWED_HOSTS=localhost,{mark('IP_ADDRESS', p.ip)}", "DEBUG=false", "LOG_LEVEL=info",
           f"BACKUP_DIR=/home/{mark('ACCOUNT_NAME', user)}/backups", "TIMEOUT_S=30", "",
           "# payouts", f"PAYOUT_IBAN={mark('IBAN_CODE', q.iban)}", "PAYOUT_DAY=15", "CURRENCY=EUR"]
    env += [f"FEATURE_{k}=on" for k in ("EXPORT", "REFUNDS", "DISPUTES", "TAX", "INVOICES", "REPORTS")]
    settings = ["import os", "from pathlib import Path", "", f"BASE = Path('/home/{mark('ACCOUNT_NAME', user)}"
                "/projects/billing')", "", "CUSTOMERS = ["]
    for k in range(40):
        c = people[k % len(people)]
        settings.append(f"    {{'name': '{mark('DENY_LIST', c.name)}', 'email': '{mark('EMAIL_ADDRESS', c.email)}',"
                        f" 'phone': '{mark('PHONE_NUMBER', c.phone)}'}},")
    settings += ["]", "", "def load():", "    # read the fixtures once", "    return [dict(c) for c in CUSTOMERS]",
                 "", "def mask(card):", "    return '•••• ' + card[-4:]"]
    settings += [f"# TODO({k}) check rounding of amounts in invoices for the {m} run" for k, m in
                 enumerate(("January", "February", "March", "April", "May", "June", "July", "August"))]
    csv = ["name,email,card,iban,city"]
    for k in range(60):
        c = people[(k * 3) % len(people)]
        csv.append(f"{mark('DENY_LIST', c.name)},{mark('EMAIL_ADDRESS', c.email)},{mark('CREDIT_CARD', c.card)},"
                   f"{mark('IBAN_CODE', c.iban)},{c.city}")
    deploy = ["#!/usr/bin/env bash", "set -euo pipefail", f"cd /home/{mark('ACCOUNT_NAME', user)}/projects/billing",
              f"ssh deploy@{mark('IP_ADDRESS', people[5].ip)} 'sudo systemctl stop billing'",
              f"scp dist/billing.tar.gz deploy@{mark('IP_ADDRESS', people[5].ip)}:/srv/billing/",
              f"curl -fsS -H 'Authorization: Bearer {mark('API_KEY', people[6].key)}' https://hooks.example.com/deploy",
              "echo done"] + [f"# step {k}: wait for health checks ({k * 10} s)" for k in range(30)]
    return {"env": env, "settings": settings, "csv": csv, "deploy": deploy}


def _terminal(people: list[Person], user: str, rng: random.Random, mark: Marks) -> tuple[str, str, str]:
    """(history lines, the prompt line template, outputs of the commands typed in the session)."""
    u = mark("ACCOUNT_NAME", user)
    prompt = f"<span class='prompt'>{u}@devbox</span>:<span class='v'>~/projects/billing</span>$ "
    a, s, b = url_secret(rng, 0)
    hist = [f"{prompt}git remote -v", f"origin  {mark.url(a, s, b)} (fetch)", f"{prompt}ssh deploy@"
            f"{mark('IP_ADDRESS', people[5].ip)} uptime", " 09:12:33 up 41 days,  3 users,  load average: 0.42",
            f"{prompt}tail -n 4 /var/log/billing/app.log"]
    for k in range(4):
        c = people[(k * 5 + 2) % len(people)]
        hist.append(f"2025-03-14 09:1{k}:0{k} INFO charge ok customer={mark('EMAIL_ADDRESS', c.email)} "
                    f"ip={mark('IP_ADDRESS', c.ip)}")
    hist.append(f"{prompt}ls /home/{u}/projects/billing")
    hist.append("README.md  deploy.sh  customers.csv  settings.py  .env  tests/  dist/")
    lines = "".join(f"<div>{x}</div>" for x in hist) + f"<div>{prompt}<span class='cmd' contenteditable></span></div>"
    outs = []
    for k in range(4):
        c = people[(k * 3 + 7) % len(people)]
        outs.append(f"<template class='out'><div>{{\"login\": \"{mark('DENY_LIST', c.name)}\", \"email\": "
                    f"\"{mark('EMAIL_ADDRESS', c.email)}\", \"last_ip\": \"{mark('IP_ADDRESS', c.ip)}\"}}</div>"
                    f"<div>HTTP 200 in 143 ms</div></template>")
    proto = f"<template id='promptline'><div>{prompt}<span class='cmd' contenteditable></span></div></template>"
    return lines, proto, "".join(outs)


def code(people: list[Person], theme: str, seed: int) -> dict[str, str]:
    rng = random.Random(seed)
    mark = Marks("code")
    user = people[0].user if theme == "light" else people[3].user
    files = _files(people, user, rng, mark)
    names = {"env": ".env", "settings": "settings.py", "csv": "customers.csv", "deploy": "deploy.sh"}
    templates = "".join(f"<template id='file-{k}'>{_file(v)}</template>" for k, v in files.items())
    tree = ("<div class='d'>BILLING</div>" + "".join(
        f"<div class='f{' on' if k == 'env' else ''}' data-f='{k}' data-name='{names[k]}'>{names[k]}</div>"
        for k in files) + "".join(f"<div class='f'>{x}</div>" for x in ("README.md", "tests/", "dist/", "Makefile")))
    explorer = (f"<div class='explorer'><div class='h'>EXPLORER</div><div class='path'>/home/"
                f"{mark('ACCOUNT_NAME', user)}/projects/billing</div>{tree}</div>")
    hist, proto, outs = _terminal(people, user, rng, mark)
    menus = {m: [("New file", "Ctrl+N"), ("Open folder…", "Ctrl+K Ctrl+O"), ("Save", "Ctrl+S"),
                 ("-", ""), ("Preferences", ""), ("Close editor", "Ctrl+W")] for m in ("File", "Edit", "Selection")}
    menus |= {"View": [("Explorer", "Ctrl+Shift+E"), ("Search", "Ctrl+Shift+F"), ("Terminal", "Ctrl+`")],
              "Terminal": [("New terminal", "Ctrl+Shift+`"), ("Split terminal", "Ctrl+Shift+5"),
                           ("Run task…", ""), ("Run build task…", "Ctrl+Shift+B")],
              "Help": [("Welcome", ""), ("Documentation", ""), ("About", "")]}
    title = f"settings.py — billing [SSH: devbox] — /home/{mark('ACCOUNT_NAME', user)}"
    body = (f"<div class='app'>{menubar(menus, title)}<div class='work'><div class='act'>☰<br>✎<br>⚙<br>▶<br>★</div>"
            f"{explorer}<div class='edcol'><div class='tabsbar'><span class='tab on' id='tab'>.env</span>"
            f"<span class='tab'>README.md</span></div><div class='crumbs'>home › {mark('ACCOUNT_NAME', user)} › "
            f"projects › billing › <span id='crumbfile'>.env</span></div><div class='editor' id='code'>"
            f"{_file(files['env'])}</div><div class='panel'><div class='ptabs'><span>PROBLEMS</span><span>OUTPUT"
            f"</span><span>DEBUG CONSOLE</span><span class='on'>TERMINAL</span></div><div class='term'>{hist}</div>"
            f"</div></div></div><div class='statusbar'><span>main*</span><span>⊗ 0 ⚠ 2</span><span>Ln 12, Col 4"
            f"</span><span>Spaces: 4</span><span>UTF-8</span><span>Python 3.11</span><span>SSH: devbox</span></div>"
            f"</div>{templates}{outs}{proto}")
    return {"code": document("billing — Code", body, theme, CSS, JS)}
