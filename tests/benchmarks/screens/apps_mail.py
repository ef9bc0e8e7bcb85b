"""The mail client: folders, a 60-message list (28 rows on screen, 13 px, identifiers glued to their labels in
the snippets), a reading pane with long messages, a compose form."""

from __future__ import annotations

import random
from html import escape

from markup import STANDARD_MENUS, Marks, document, menubar
from people import Person

CSS = """
.main { flex: 1; display: flex; min-height: 0; }
.side { width: 236px; flex: none; background: var(--panel); border-right: 1px solid var(--border); padding: 14px 12px; }
.acct { display: flex; gap: 10px; align-items: center; margin-bottom: 16px; }
.avatar { width: 36px; height: 36px; border-radius: 50%; background: var(--accent); color: #fff; display: flex;
  align-items: center; justify-content: center; font-weight: bold; }
.acct .n { font-weight: bold; } .acct .e { font-size: 12px; color: var(--muted); }
.folder { display: flex; justify-content: space-between; padding: 6px 10px; border-radius: 6px; }
.folder.on { background: var(--sel); font-weight: bold; }
.label { padding: 5px 10px; color: var(--muted); }
.list { width: 880px; flex: none; border-right: 1px solid var(--border); display: flex; flex-direction: column; }
.listhead { height: 36px; flex: none; display: flex; align-items: center; justify-content: space-between;
  padding: 0 12px; border-bottom: 1px solid var(--border); font-weight: bold; }
.rows { flex: 1; overflow-y: auto; }
.rows table { width: 100%; table-layout: fixed; }
.rows td { height: 30px; padding: 0 8px; border-bottom: 1px solid var(--border); white-space: nowrap;
  overflow: hidden; text-overflow: ellipsis; }
.rows tr.unread td { font-weight: bold; }
.rows tr.sel td { background: var(--sel); }
.rows td.star { width: 30px; color: var(--warn); } .rows td.from { width: 190px; }
.rows td.date { width: 84px; text-align: right; color: var(--muted); }
.snip { color: var(--muted); font-weight: normal; }
.read { flex: 1; overflow-y: auto; padding: 22px 30px; font-size: 14px; line-height: 1.5; }
.read h2 { font-size: 20px; margin: 0 0 12px; }
.hdr { color: var(--muted); font-size: 13px; margin-bottom: 18px; }
.quote { border-left: 3px solid var(--border); padding-left: 12px; color: var(--muted); }
.compose .row { display: flex; align-items: center; gap: 10px; margin-bottom: 10px; }
.compose .row span { width: 64px; color: var(--muted); }
.compose .field { flex: 1; }
.compose .body { min-height: 360px; white-space: pre-wrap; font-size: 14px; }
"""

JS = """
window.appClick = (e) => {
  const tr = e.target.closest('.rows tr');
  if (tr) {
    for (const r of $$('.rows tr.sel')) r.classList.remove('sel');
    tr.classList.add('sel'); tr.classList.remove('unread');
    $('#message').innerHTML = $('#m' + tr.dataset.i).innerHTML;
    showView('message'); $('.read').scrollTop = 0;
  }
  if (e.target.closest('#send')) {
    for (const f of $$('.compose .field')) {
      f.textContent = ''; f.classList.remove('pii'); delete f.dataset.k; delete f.dataset.v; delete f.dataset.id;
    }
    showView('message'); toast('Message sent');
  }
};
"""

SHOPS = ["Example Air", "Cafe Lumen", "Northwind Books", "Metro Taxi", "Fjord Hotels", "Kiosk 24", "Pixel Store"]


def _rows(people: list[Person], rng: random.Random, mark: Marks) -> list[tuple[str, str, str, str]]:
    """(sender html, subject, snippet html, date) of 60 messages: identifiers glued to their labels."""
    me = people[0]
    out = []
    for k in range(60):
        p = people[1 + k % (len(people) - 1)]
        amt = f"{rng.randint(3, 900)}.{rng.randint(0, 99):02d}"
        day = f"{14 - k // 6} Mar" if k >= 6 else f"{9 + k}:{rng.randint(10, 59)}"
        person = mark("DENY_LIST", p.name)
        kinds = [
            ("Bank of Example", "Card payment",
             f"Card {mark('CREDIT_CARD', me.card)} charged €{amt} at {rng.choice(SHOPS)}"),
            ("Bank of Example", "Transfer received", f"IBAN {mark('IBAN_CODE', me.iban)} credited €{amt}"),
            (person, "Call me back", f"on {mark('PHONE_NUMBER', p.phone)} after 3pm, it is about the renewal"),
            ("Security", "New sign-in", f"from {mark('IP_ADDRESS', p.ip)} ({p.city}) — was this you?"),
            (person, "Re: Q1 roadmap", "Sounds good, the notes are in the shared doc"),
            ("Acme Billing", f"Invoice INV-2025-{314 + k}", f"Amount due €{amt} by 31 Mar, order #4411-{2093 + k}"),
            (person, "Contract draft", f"Please send it to {mark('EMAIL_ADDRESS', p.email)} before Friday"),
            ("Ops", "Nightly backup", f"Host {mark('IP_ADDRESS', p.ip)} finished in 00:42:{10 + k % 50}"),
            (person, "Lunch on Thursday?", "12:30 at the usual place, table for 4"),
            ("GitHub", "New token", f"Token {mark('API_KEY', p.key)} was created"),
            ("HR", "Payslip March", f"Net pay €3,412.55, IBAN {mark('IBAN_CODE', p.iban)}"),
            (person, "Card for the trip", f"Use {mark('CREDIT_CARD', p.card)} for the hotel, limit €2,000"),
            ("Travel desk", f"Booking ABX-{4411 + k}", "Flight LH 1042 on 14 Mar, seat 23C, gate B12"),
            (person, "Meeting notes",
             f"Attendees: {mark('DENY_LIST', people[(k + 5) % len(people)].name)} and the team"),
        ]
        sender, subject, snippet = kinds[k % len(kinds)]
        out.append((sender, subject, snippet, day))
    return out


def _message(people: list[Person], k: int, rng: random.Random, mark: Marks) -> str:
    """The reading pane's content for message `k`: a few paragraphs, identifiers in sentences and signature."""
    me, p = people[0], people[1 + k % (len(people) - 1)]
    q = people[1 + (k + 7) % (len(people) - 1)]
    filler = ["Thanks for the quick turnaround on the figures last week; the team reviewed them on Monday.",
              "The renewal covers the same scope as last year, with the support hours extended to weekends.",
              "If anything is unclear, reply to this thread and we will sort it out before the deadline.",
              "Attached are the updated terms, the schedule for March and the list of open questions."]
    paras = [
        "Hello,",
        rng.choice(filler),
        f"The last payment from card {mark('CREDIT_CARD', me.card)} was declined on 12 March, so we tried the "
        f"account IBAN {mark('IBAN_CODE', p.iban)} instead, which went through.",
        rng.choice(filler),
        f"You can reach me on {mark('PHONE_NUMBER', p.phone)} or at {mark('EMAIL_ADDRESS', p.email)}; "
        f"for access issues the VPN gateway is {mark('IP_ADDRESS', q.ip)}.",
        rng.choice(filler) + " " + rng.choice(filler),
        f"Best regards,<br>{mark('DENY_LIST', p.name)}<br>Finance, Example Corp<br>"
        f"Phone {mark('PHONE_NUMBER', p.phone)}",
    ]
    quote = (f"<div class='quote'><p>On 11 Mar, {mark('DENY_LIST', me.name)} &lt;{mark('EMAIL_ADDRESS', me.email)}"
             f"&gt; wrote:</p><p>{rng.choice(filler)}</p><p>My direct line is {mark('PHONE_NUMBER', me.phone)}."
             f"</p><p>{rng.choice(filler)} {rng.choice(filler)}</p><p>The invoice went to "
             f"{mark('EMAIL_ADDRESS', q.email)} by mistake; the card on file ends the same as "
             f"{mark('CREDIT_CARD', q.card)}, which is why the bank flagged it.</p><p>{rng.choice(filler)}</p>"
             f"<p>On 8 Mar, {mark('DENY_LIST', q.name)} &lt;{mark('EMAIL_ADDRESS', q.email)}&gt; wrote:</p>"
             f"<p>{rng.choice(filler)} Transfers to {mark('IBAN_CODE', q.iban)} are confirmed the next working "
             f"day.</p><p>{rng.choice(filler)} {rng.choice(filler)}</p></div>")
    head = (f"<h2>Renewal and payment details #{k + 1}</h2><div class='hdr'>From {mark('DENY_LIST', p.name)} "
            f"&lt;{mark('EMAIL_ADDRESS', p.email)}&gt;<br>To {mark('DENY_LIST', me.name)} &lt;"
            f"{mark('EMAIL_ADDRESS', me.email)}&gt;<br>14 Mar 2025, 09:{10 + k % 50}</div>")
    return head + "".join(f"<p>{x}</p>" for x in paras) + quote


def mail(people: list[Person], theme: str, seed: int) -> dict[str, str]:
    rng = random.Random(seed)
    mark = Marks("mail")
    me = people[0]
    menus = dict(STANDARD_MENUS) | {
        "Message": [("Reply", "Ctrl+R"), ("Reply all", "Ctrl+Shift+R"), ("Forward", "Ctrl+L"), ("-", ""),
                    ("Mark as read", "M"), ("Archive", "A"), ("Delete", "Del")],
        "Tools": [("Filters…", ""), ("Rules…", ""), ("Accounts…", ""), ("Settings", "Ctrl+,")],
        "Help": [("Keyboard shortcuts", "?"), ("About Example Mail", "")]}
    folders = [("Inbox", "12"), ("Starred", ""), ("Sent", ""), ("Drafts", "2"), ("Archive", ""), ("Spam", "4"),
               ("Trash", "")]
    side = (f"<div class='side'><div class='acct'><div class='avatar'>JM</div><div><div class='n'>"
            f"{mark('DENY_LIST', me.name)}</div><div class='e'>{mark('EMAIL_ADDRESS', me.email)}</div></div></div>"
            + "".join(f"<div class='folder{' on' if i == 0 else ''}'><span>{n}</span><span>{c}</span></div>"
                      for i, (n, c) in enumerate(folders))
            + "<div class='label' style='margin-top:14px'>LABELS</div>"
            + "".join(f"<div class='label'>{x}</div>" for x in ("Finance", "Travel", "Ops", "Personal"))
            + "<div class='label' style='margin-top:24px'>3.2 GB of 15 GB used</div></div>")
    rows = "".join(
        f"<tr data-i='{k}' class='{'unread' if k % 3 == 0 else ''}'><td class='star'>{'★' if k % 5 == 0 else '☆'}"
        f"</td><td class='from'>{s}</td><td>{escape(subj)} <span class='snip'>— {snip}</span></td>"
        f"<td class='date'>{d}</td></tr>" for k, (s, subj, snip, d) in enumerate(_rows(people, rng, mark)))
    templates = "".join(f"<template id='m{k}'>{_message(people, k, rng, mark)}</template>" for k in range(60))
    compose = ("<div class='view compose' id='compose'><h2>New message</h2>"
               "<div class='row'><span>To</span><div class='field' id='to' contenteditable></div></div>"
               "<div class='row'><span>Cc</span><div class='field' id='cc' contenteditable></div></div>"
               "<div class='row'><span>Subject</span><div class='field' id='subject' contenteditable></div></div>"
               "<div class='field body' id='body' contenteditable></div><p><span class='btn primary' id='send'>"
               "Send</span> <span class='btn'>Attach</span> <span class='btn'>Discard</span></p></div>")
    toolbar = ("<div class='toolbar'><span class='btn primary' data-view='compose' id='new'>New message</span>"
               + "".join(f"<span class='btn'>{b}</span>" for b in ("Reply", "Reply all", "Forward", "Archive",
                                                                    "Delete", "Move to…"))
               + "<span style='flex:1'></span><span class='search'>Search mail</span></div>")
    body = (f"<div class='app'>{menubar(menus, mark('DENY_LIST', me.name))}{toolbar}<div class='main'>{side}"
            f"<div class='list'><div class='listhead'><span>Inbox</span><span class='muted'>1–60 of 60</span></div>"
            f"<div class='rows'><table>{rows}</table></div></div><div class='read'>"
            f"<div class='view on' id='message'>{_message(people, 0, rng, mark)}</div>{compose}</div></div></div>"
            f"{templates}")
    return {"mail": document("Inbox — Example Mail", body, theme, CSS, JS)}
