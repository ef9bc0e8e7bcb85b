"""The form: billing settings in three steps (contact, payment, review), labels above fields, saved contacts and
payment methods beside them; the review repeats every typed value glued to its label."""

from __future__ import annotations

from markup import STANDARD_MENUS, Marks, document, menubar
from people import Person

CSS = """
.page { flex: 1; overflow-y: auto; }
.wrap { display: flex; gap: 40px; padding: 26px 60px; }
.steps { display: flex; gap: 8px; margin-bottom: 22px; }
.steps .s { padding: 7px 16px; border-radius: 16px; border: 1px solid var(--border); color: var(--muted); }
.steps .s.on { background: var(--accent); color: #fff; border-color: var(--accent); }
.formcol { width: 900px; flex: none; }
.grid2 { display: grid; grid-template-columns: 1fr 1fr; gap: 16px 24px; }
.grid2 label { display: block; font-size: 12px; color: var(--muted); margin-bottom: 5px; }
.grid2 .wide { grid-column: 1 / span 2; }
h1 { font-size: 24px; margin: 0 0 6px; } h3 { margin: 26px 0 12px; font-size: 16px; }
.card { border: 1px solid var(--border); border-radius: 8px; padding: 16px 18px; margin-bottom: 18px;
  background: var(--panel); }
.aside { flex: 1; }
.aside table { width: 100%; font-size: 13px; }
.aside td { padding: 7px 4px; border-bottom: 1px solid var(--border); }
.inv { width: 100%; font-size: 13px; } .inv td { padding: 7px 8px; border-bottom: 1px solid var(--border); }
.review .kv { padding: 8px 0; border-bottom: 1px solid var(--border); font-size: 14px; }
.actions { margin-top: 22px; display: flex; gap: 10px; }
.select { position: relative; }
.select .opts { display: none; position: absolute; top: 36px; left: 0; right: 0; background: var(--menu);
  border: 1px solid var(--border); border-radius: 6px; box-shadow: 0 8px 24px rgba(0,0,0,.25); z-index: 20; }
.select.open .opts { display: block; }
.select .opt { padding: 7px 12px; }
"""

JS = """
window.appClick = (e) => {
  const sel = e.target.closest('.select');
  for (const s of $$('.select.open')) if (s !== sel) s.classList.remove('open');
  if (sel) {
    const opt = e.target.closest('.opt');
    if (opt) { sel.querySelector('.field').textContent = opt.textContent; sel.classList.remove('open'); }
    else sel.classList.toggle('open');
  }
  const go = e.target.closest('[data-step]');
  if (go) {
    showView(go.dataset.step);
    for (const s of $$('.steps .s')) s.classList.toggle('on', s.dataset.for === go.dataset.step);
    if (go.dataset.step === 'review') {
      for (const f of $$('[data-field]')) {
        const out = $('#r-' + f.dataset.field);
        if (out) copyMarked(out, f, '-review');
      }
    }
    $('.page').scrollTop = 0;
  }
};
window.appKey = (e) => {
  if (e.ctrlKey && e.key.toLowerCase() === 'a' && document.activeElement.isContentEditable) {
    e.preventDefault();
    document.getSelection().selectAllChildren(document.activeElement);
  }
};
"""


def _field(label: str, name: str, wide: bool = False, value: str = "") -> str:
    return (f"<div class='{'wide' if wide else ''}'><label>{label}</label><div class='field' contenteditable "
            f"data-field='{name}' id='f-{name}'>{value}</div></div>")


def form(people: list[Person], theme: str, seed: int) -> dict[str, str]:
    mark = Marks("form")
    me = people[0]
    contact = ("<div class='view on' id='contact'><h3>Billing contact</h3><div class='grid2'>"
               + _field("Full name", "name") + _field("Company", "company", value="Example Corp SAS")
               + _field("Email", "email") + _field("Phone", "phone")
               + _field("Address", "address", True, "12 rue des Lilas") + _field("City", "city", value="Lyon")
               + "<div><label>Country</label><div class='select'><div class='field'>France</div><div class='opts'>"
               + "".join(f"<div class='opt'>{c}</div>" for c in ("Austria", "Belgium", "Finland", "France", "Germany",
                                                                 "Italy", "Netherlands", "Poland", "Spain",
                                                                 "United Kingdom"))
               + "</div></div></div>" + _field("VAT number", "vat", value="FR 40 303 265 045")
               + "</div><div class='actions'><span class='btn primary' data-step='payment'>Continue</span>"
               "<span class='btn'>Cancel</span></div></div>")
    payment = ("<div class='view' id='payment'><h3>Payment method</h3><div class='grid2'>"
               + _field("Card number", "card") + _field("Expiry", "expiry", value="09/28")
               + _field("Name on card", "holder") + _field("Security code", "cvc", value="•••")
               + _field("IBAN for payouts", "iban", True) + _field("Payout reference", "ref", value="PAY-Q1-0314")
               + "</div><div class='actions'><span class='btn' data-step='contact'>Back</span>"
               "<span class='btn primary' data-step='review'>Review</span></div></div>")
    kv = [("Name", "name"), ("Email", "email"), ("Phone", "phone"), ("Card", "card"), ("IBAN", "iban"),
          ("Name on card", "holder")]
    review = ("<div class='view review' id='review'><h3>Review</h3>"
              + "".join(f"<div class='kv'>{label} <span id='r-{f}'></span></div>" for label, f in kv)
              + "<div class='actions'><span class='btn' data-step='contact'>Edit</span>"
              "<span class='btn primary' data-step='contact' data-toast='Saved'>Save billing details</span>"
              "</div></div>")
    contacts = "".join(f"<tr><td>{mark('DENY_LIST', p.name)}</td><td>{mark('EMAIL_ADDRESS', p.email)}</td>"
                       f"<td>{mark('PHONE_NUMBER', p.phone)}</td></tr>" for p in people[1:9])
    aside = (f"<div class='aside'><div class='card'><b>Saved payment methods</b><table>"
             f"<tr><td>Visa •••• 6467</td><td>expires 09/28</td><td>Default</td></tr>"
             f"<tr><td>IBAN {mark('IBAN_CODE', me.iban)}</td><td>Payouts</td><td></td></tr>"
             f"<tr><td>Card {mark('CREDIT_CARD', people[2].card)}</td><td>expires 03/27</td><td></td></tr>"
             f"</table></div>"
             f"<div class='card'><b>Billing contacts</b><table>{contacts}</table></div>"
             f"<div class='card'><b>Account</b><p>Owner {mark('DENY_LIST', me.name)}, "
             f"{mark('EMAIL_ADDRESS', me.email)}</p><p>Last sign-in 14 Mar 2025 09:12 from "
             f"{mark('IP_ADDRESS', me.ip)}</p><p class='muted'>Plan: Business, 25 seats, renews 01/04/2025</p>"
             f"</div></div>")
    invoices = "".join(
        f"<tr><td>INV-2025-{301 - k:04d}</td><td>{(k % 28) + 1:02d}/0{3 - k // 28}/2025</td><td>€{1240 + 37 * k:,}.00"
        f"</td><td>paid by card {mark('CREDIT_CARD', people[k % 3].card)}</td><td>receipt sent to "
        f"{mark('EMAIL_ADDRESS', people[k % 5].email)}</td></tr>" for k in range(30))
    steps = "".join(f"<span class='s{' on' if i == 0 else ''}' data-for='{sid}'>{i + 1}. {name}</span>"
                    for i, (sid, name) in enumerate((("contact", "Contact"), ("payment", "Payment"),
                                                     ("review", "Review"))))
    menus = dict(STANDARD_MENUS) | {"Account": [("Profile", ""), ("Security", ""), ("Sign out", "")],
                                    "Help": [("Billing FAQ", ""), ("Contact support", "")]}
    body = (f"<div class='app'>{menubar(menus, mark('EMAIL_ADDRESS', me.email))}<div class='page'><div class='wrap'>"
            f"<div class='formcol'><h1>Billing settings</h1><p class='muted'>Who we invoice and how you pay. "
            f"Changes apply from the next invoice (INV-2025-0401).</p><div class='steps'>{steps}</div>"
            f"<div>{contact}{payment}{review}</div><h3>Invoices</h3><table class='inv'>{invoices}</table></div>{aside}"
            f"</div></div></div>")
    return {"form": document("Billing settings — Example Cloud", body, theme, CSS, JS)}
