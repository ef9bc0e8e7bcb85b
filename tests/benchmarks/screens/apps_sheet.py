"""The spreadsheet: three sheets (customers, payouts, audit log) of 12 px cells with identifiers in cells, a
formula bar that repeats the selected cell, cells typed into."""

from __future__ import annotations

import random
from html import escape

from markup import STANDARD_MENUS, Marks, document, menubar
from people import Person

CSS = """
.bar { height: 40px; flex: none; display: flex; gap: 4px; align-items: center; padding: 0 10px;
  background: var(--panel); border-bottom: 1px solid var(--border); font-size: 12px; }
.bar .t { padding: 4px 8px; border-radius: 4px; border: 1px solid transparent; }
.fx { height: 30px; flex: none; display: flex; align-items: center; border-bottom: 1px solid var(--border);
  font-size: 13px; }
.fx .name { width: 70px; text-align: center; border-right: 1px solid var(--border); height: 100%; padding-top: 6px; }
.fx .f { padding: 0 10px; color: var(--muted); font-style: italic; }
.fx #formula { padding: 0 6px; white-space: pre; }
.grid { flex: 1; overflow: auto; }
.grid table { table-layout: fixed; font-size: 12px; }
.grid th { position: sticky; top: 0; background: var(--hdr); font-weight: normal; color: var(--muted);
  border: 1px solid var(--border); height: 22px; z-index: 2; }
.grid td { height: 22px; padding: 0 5px; border: 1px solid var(--border); white-space: nowrap; overflow: hidden; }
.grid td.rh { background: var(--hdr); color: var(--muted); text-align: center; }
.grid tr.head td { font-weight: bold; background: var(--row); }
.grid td.sel { outline: 2px solid var(--accent); outline-offset: -2px; }
.grid td.num { text-align: right; }
.tabs { height: 32px; flex: none; display: flex; gap: 2px; align-items: end; padding: 0 10px;
  border-top: 1px solid var(--border); background: var(--panel); }
.tabs .tab { padding: 6px 18px; border: 1px solid var(--border); border-bottom: none; border-radius: 6px 6px 0 0; }
.tabs .tab.on { background: var(--bg); font-weight: bold; color: var(--accent); }
.sheets { flex: 1; min-height: 0; display: flex; flex-direction: column; }
.sheets > .view.on { flex: 1; min-height: 0; display: flex; flex-direction: column; }
"""

JS = """
let cur = null, editing = false;
function select(td) {
  if (cur) cur.classList.remove('sel');
  cur = td; editing = false; td.classList.add('sel');
  $('#cellname').textContent = td.dataset.c;
  mirror(td);
}
function mirror(td) {
  const f = $('#formula');
  if (td.classList.contains('pii')) { copyMarked(f, td, '-fx'); return; }
  f.className = ''; delete f.dataset.k; delete f.dataset.v; delete f.dataset.id;
  f.innerHTML = td.innerHTML;
  for (const s of $$('.pii', f)) s.dataset.id += '-fx';
}
window.appClick = (e) => {
  const td = e.target.closest('.grid td:not(.rh)');
  if (td) select(td);
};
window.appKey = (e) => {
  if (!cur || e.ctrlKey || e.metaKey) return;
  if (e.key === 'Enter') {
    const tr = cur.parentElement.nextElementSibling;
    if (tr) select(tr.children[cur.cellIndex]);
    e.preventDefault(); return;
  }
  if (e.key === 'Backspace') { cur.textContent = cur.textContent.slice(0, -1); }
  else if (e.key.length === 1) {
    if (!editing) { cur.textContent = ''; editing = true; }
    cur.textContent += e.key;
  } else return;
  e.preventDefault();
  mirror(cur);
};
"""

COLS = "ABCDEFGHIJ"


def _table(sid: str, widths: list[int], head: list[str], rows: list[list[str]]) -> str:
    cols = "<col style='width:46px'>" + "".join(f"<col style='width:{w}px'>" for w in widths)
    th = "<tr><th></th>" + "".join(f"<th>{COLS[i]}</th>" for i in range(len(widths))) + "</tr>"
    body = ["<tr class='head'><td class='rh'>1</td>"
            + "".join(f"<td data-c='{COLS[i]}1'>{escape(h)}</td>" for i, h in enumerate(head)) + "</tr>"]
    for r, row in enumerate(rows, start=2):
        cells = "".join(f"<td data-c='{COLS[i]}{r}'{' class=num' if c[:1] in '€-+' else ''}>{c}</td>"
                        for i, c in enumerate(row))
        body.append(f"<tr><td class='rh'>{r}</td>{cells}</tr>")
    return (f"<div class='view{' on' if sid == 'customers' else ''}' id='{sid}'><div class='grid'><table>{cols}"
            f"<thead>{th}</thead><tbody>{''.join(body)}</tbody></table></div></div>")


def _customers(people: list[Person], rng: random.Random, mark: Marks) -> list[list[str]]:
    rows = []
    for k in range(90):
        p = people[k % len(people)]
        q = people[(k * 5 + 3) % len(people)]
        notes = ["VIP", f"Refund to card {mark('CREDIT_CARD', q.card)}", f"Called {mark('PHONE_NUMBER', q.phone)}",
                 f"Moved to {p.city}", f"Login from {mark('IP_ADDRESS', p.ip)}", "Paper invoice", "",
                 f"Cc {mark('EMAIL_ADDRESS', q.email)}"]
        rows.append([mark("DENY_LIST", p.name), mark("EMAIL_ADDRESS", p.email), mark("PHONE_NUMBER", p.phone),
                     mark("CREDIT_CARD", p.card), mark("IBAN_CODE", p.iban), p.city,
                     f"€{rng.randint(0, 9999):,}.{rng.randint(0, 99):02d}", f"2024-{1 + k % 12:02d}-{1 + k % 28:02d}",
                     "Overdue" if k % 7 == 3 else "Active", notes[k % len(notes)]])
    return rows


def _payouts(people: list[Person], rng: random.Random, mark: Marks) -> list[list[str]]:
    rows = []
    for k in range(70):
        p, a = people[(k * 3 + 1) % len(people)], people[k % 4]
        rows.append([f"2025-03-{1 + k % 28:02d}", mark("DENY_LIST", p.name), mark("IBAN_CODE", p.iban),
                     f"€{rng.randint(50, 25000):,}.00", f"PAY-{2025030100 + k}", mark("EMAIL_ADDRESS", a.email),
                     f"IBAN {mark('IBAN_CODE', p.iban)} verified" if k % 4 == 0 else "Batch 7"])
    return rows


def _audit(people: list[Person], rng: random.Random, mark: Marks) -> list[list[str]]:
    rows = []
    actions = ["login", "export", "rotate key", "update card", "logout", "view report"]
    for k in range(70):
        p = people[(k * 7) % len(people)]
        act = actions[k % len(actions)]
        detail = {"rotate key": f"key {mark('API_KEY', p.key)}", "update card": f"card {mark('CREDIT_CARD', p.card)}",
                  "export": f"{rng.randint(100, 9000):,} rows to CSV"}.get(act, "ok")
        rows.append([f"2025-03-14 {8 + k // 10:02d}:{k * 7 % 60:02d}:{k * 13 % 60:02d}", mark("EMAIL_ADDRESS", p.email),
                     mark("IP_ADDRESS", p.ip), act, detail])
    return rows


def sheet(people: list[Person], theme: str, seed: int) -> dict[str, str]:
    rng = random.Random(seed)
    mark = Marks("sheet")
    menus = dict(STANDARD_MENUS) | {
        "Insert": [("Row above", ""), ("Row below", ""), ("Column left", ""), ("Chart", ""), ("Comment", "Ctrl+Alt+M")],
        "Format": [("Number", ""), ("Bold", "Ctrl+B"), ("Italic", "Ctrl+I"), ("Conditional formatting…", "")],
        "Data": [("Sort sheet A→Z", ""), ("Create a filter", ""), ("Data validation", ""), ("Pivot table", "")],
        "Help": [("Functions list", ""), ("About Example Sheets", "")]}
    bar = ("<div class='bar'>" + "".join(f"<span class='t'>{t}</span>" for t in (
        "↶", "↷", "🖶", "100%", "€", "%", ".0", "123", "Liberation Sans", "10", "B", "I", "S", "A", "⊞", "≡",
        "Σ", "Filter")) + "</div>")
    fx = ("<div class='fx'><div class='name' id='cellname'>A1</div><span class='f'>fx</span>"
          "<span id='formula'></span></div>")
    sheets = [("customers", "Customers", [170, 240, 150, 170, 300, 90, 100, 90, 80, 300],
               ["Customer", "Email", "Phone", "Card on file", "IBAN", "City", "Balance", "Since", "Status", "Notes"],
               _customers(people, rng, mark)),
              ("payouts", "Payouts", [100, 170, 300, 110, 130, 240, 320],
               ["Date", "Beneficiary", "IBAN", "Amount", "Reference", "Approved by", "Note"],
               _payouts(people, rng, mark)),
              ("audit", "Audit log", [160, 250, 170, 110, 420],
               ["Timestamp", "User", "Source IP", "Action", "Detail"], _audit(people, rng, mark))]
    grids = "".join(_table(sid, w, h, r) for sid, _, w, h, r in sheets)
    tabs = "<div class='tabs'>" + "".join(f"<span class='tab{' on' if i == 0 else ''}' data-view='{sid}'>{name}</span>"
                                          for i, (sid, name, *_) in enumerate(sheets)) + "</div>"
    body = (f"<div class='app'>{menubar(menus, 'Q1 customers — saved')}{bar}{fx}<div class='sheets'>{grids}</div>"
            f"{tabs}</div>")
    return {"sheet": document("Q1 customers — Example Sheets", body, theme, CSS, JS)}
