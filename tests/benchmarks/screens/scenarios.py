"""What the person does in each application: moves taken in turn until the session's time is up. Each move is a
few actions a person would do there (read and scroll, open an item, use a menu, fill in a field)."""

from __future__ import annotations

from collections.abc import Callable

from driver import Driver
from people import Person

Move = Callable[[Driver, list[Person], int], None]


def _menu(d: Driver, name: str) -> None:
    if d.click(f".menubar .m[data-menu='{name}']"):
        d.idle(500, 1200)
        if d.rng.random() < 0.5:
            d.key("Escape")
        else:
            d.click(f".menubar .m[data-menu='{name}'] .it")
    d.idle(300, 900)


def _scroll(d: Driver, selector: str, lo: int, hi: int, down: bool = True) -> None:
    n = d.rng.randint(lo, hi)
    d.wheel(selector, n if down else -n)
    d.idle(700, 1800)


def _fill(d: Driver, field: str, text: str, kind: str | None) -> None:
    """Click a field, clear it (Ctrl+A, Backspace), type."""
    if not d.click(field):
        return
    d.idle(200, 500)
    d.hotkey("ControlLeft", "KeyA")
    d.key("Backspace")
    d.idle(150, 400)
    d.type(text, (kind, text) if kind else None)
    d.idle(400, 1000)


# ------------------------------------------------------------------ mail
def mail_read(d: Driver, people: list[Person], k: int) -> None:
    _scroll(d, ".rows", 2, 6)
    if d.click(".rows tr"):
        d.idle(1200, 2600)
        _scroll(d, ".read", 3, 7)
        _scroll(d, ".read", 2, 5, down=False)


def mail_menu(d: Driver, people: list[Person], k: int) -> None:
    _menu(d, ["View", "Message", "Tools"][k % 3])
    _scroll(d, ".rows", 3, 8, down=False)


def mail_compose(d: Driver, people: list[Person], k: int) -> None:
    p = people[5 + k % 20]
    if not d.click("#new"):
        return
    d.idle(500, 900)
    _fill(d, "#to", p.email, "EMAIL_ADDRESS")
    _fill(d, "#subject", "Card charge on 12 March", None)
    if d.click("#body"):
        d.idle(200, 500)
        line = f"Please call me on {p.phone}"
        d.type(line, ("PHONE_NUMBER", p.phone))
        d.idle(600, 1200)
    d.click("#send")
    d.idle(800, 1500)


# ------------------------------------------------------------------ spreadsheet
def sheet_browse(d: Driver, people: list[Person], k: int) -> None:
    for _ in range(2):
        d.click(".sheets .view.on .grid td:not(.rh)")
        d.idle(500, 1400)
    _scroll(d, ".sheets .view.on .grid", 3, 9)
    d.click(".sheets .view.on .grid td:not(.rh)")
    d.idle(600, 1200)


def sheet_edit(d: Driver, people: list[Person], k: int) -> None:
    p = people[9 + k % 20]
    if d.click(".sheets .view.on .grid tr:not(.head) td:nth-child(3)"):
        d.idle(300, 700)
        d.type(p.email, ("EMAIL_ADDRESS", p.email), target=".grid td.sel")
        d.key("Return")
        d.idle(500, 1000)
    _scroll(d, ".sheets .view.on .grid", 2, 6, down=False)


def sheet_tabs(d: Driver, people: list[Person], k: int) -> None:
    d.click(f".tabs .tab[data-view='{['payouts', 'audit', 'customers'][k % 3]}']")
    d.idle(900, 1800)
    _scroll(d, ".sheets .view.on .grid", 2, 7)
    _menu(d, ["Data", "Format", "Insert"][k % 3])
    d.hotkey("ControlLeft", "KeyS")
    d.idle(500, 1000)


# ------------------------------------------------------------------ documentation
def docs_read(d: Driver, people: list[Person], k: int) -> None:
    for _ in range(3):
        _scroll(d, ".article", 3, 8)
    _scroll(d, ".article", 4, 10, down=False)


def docs_navigate(d: Driver, people: list[Person], k: int) -> None:
    d.click(".nav a[href]:not(.on)", nav=True)
    d.idle(1200, 2500)
    _scroll(d, ".article", 4, 9)


def docs_search(d: Driver, people: list[Person], k: int) -> None:
    if d.click("#q"):
        d.idle(200, 500)
        d.hotkey("ControlLeft", "KeyA")
        d.key("Backspace")
        d.type(["webhook secret", "rotate key", "allow list"][k % 3])
        d.idle(800, 1600)
        d.key("Escape")
        d.click(".article p")
        d.idle(500, 1000)


# ------------------------------------------------------------------ form
def form_contact(d: Driver, people: list[Person], k: int) -> None:
    p = people[3 + k % 20]
    d.click(".steps .s[data-for='contact']")  # not a control: a click on the step bar does nothing
    _fill(d, "#f-name", p.name, "DENY_LIST")
    _fill(d, "#f-email", p.email, "EMAIL_ADDRESS")
    _fill(d, "#f-phone", p.phone, "PHONE_NUMBER")
    if d.click(".select .field"):
        d.idle(600, 1200)
        d.click(".select.open .opt")
    d.idle(400, 900)
    d.click("#contact [data-step='payment']")
    d.idle(900, 1600)


def form_payment(d: Driver, people: list[Person], k: int) -> None:
    p = people[3 + k % 20]
    if d.find("#f-card") is None:
        return
    _fill(d, "#f-card", p.card, "CREDIT_CARD")
    _fill(d, "#f-holder", p.name, "DENY_LIST")
    _fill(d, "#f-iban", p.iban, "IBAN_CODE")
    d.click("#payment [data-step='review']")
    d.idle(1500, 2800)
    _scroll(d, ".page", 2, 5)
    _scroll(d, ".page", 2, 5, down=False)
    d.click("#review [data-step='contact']")
    d.idle(800, 1500)


# ------------------------------------------------------------------ code editor and terminal
def code_files(d: Driver, people: list[Person], k: int) -> None:
    d.click(".explorer .f[data-f]")
    d.idle(1000, 2000)
    _scroll(d, ".editor", 4, 10)
    _scroll(d, ".editor", 2, 6, down=False)


def code_terminal(d: Driver, people: list[Person], k: int) -> None:
    p = people[(k * 3 + 1) % len(people)]
    if not d.click(".term"):
        return
    d.idle(300, 700)
    if k % 2:
        d.type(f"ssh deploy@{p.ip}", ("IP_ADDRESS", p.ip))
    else:
        d.type(f"curl -s -H 'Authorization: Bearer {p.key}' https://api.example.com/v1/me", ("API_KEY", p.key))
    d.idle(300, 600)
    d.key("Return")
    d.idle(900, 1800)
    _scroll(d, ".term", 2, 4, down=False)


def code_menu(d: Driver, people: list[Person], k: int) -> None:
    _menu(d, ["Terminal", "View", "File"][k % 3])
    d.hotkey("ControlLeft", "KeyS")
    d.idle(600, 1200)


MOVES: dict[str, list[Move]] = {
    "mail": [mail_read, mail_menu, mail_compose, mail_read],
    "sheet": [sheet_browse, sheet_tabs, sheet_edit],
    "docs": [docs_read, docs_navigate, docs_search],
    "form": [form_contact, form_payment],
    "code": [code_files, code_terminal, code_menu],
}
ENTRY = {"mail": "mail", "sheet": "sheet", "docs": "docs-quickstart", "form": "form", "code": "code"}
TITLES = {"mail": ("Check the March card charges", "Example Mail"),
          "sheet": ("Update the customer contacts", "Example Sheets"),
          "docs": ("Find how to rotate an API key", "Example Cloud Docs"),
          "form": ("Update the billing details", "Example Cloud"),
          "code": ("Check the deploy settings", "Code")}
