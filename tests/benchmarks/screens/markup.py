"""Building blocks of the rig's pages: the document wrapper (shared CSS and JS inlined, so a page is one file that
works from file://), personal data marked for the ground truth, menus."""

from __future__ import annotations

from html import escape
from itertools import count
from pathlib import Path

STATIC = Path(__file__).parent / "static"
# Kinds of personal data on the screens: the pipeline's entity types, plus the account name of the computer's
# user as paths, prompts and title bars show it (no entity of the pipeline today; reported on its own line).
KINDS = ("EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS", "URL_SECRET", "API_KEY",
         "DENY_LIST", "ACCOUNT_NAME")


class Marks:
    """Numbers every marked identifier of a page (`data-id`), so one identifier is followed across frames."""

    def __init__(self, prefix: str) -> None:
        self.prefix, self.n = prefix, count()

    def __call__(self, kind: str, value: str) -> str:
        assert kind in KINDS, kind
        return f'<span class="pii" data-k="{kind}" data-id="{self.prefix}{next(self.n)}">{escape(value)}</span>'

    def url(self, before: str, secret: str, after: str) -> str:
        """A URL whose secret part (credentials, a token parameter) is the identifier."""
        return escape(before) + self("URL_SECRET", secret) + escape(after)


def menubar(menus: dict[str, list[tuple[str, str]]], right: str = "") -> str:
    """A menu bar; each menu's items are (label, shortcut), "-" a separator."""
    out = ['<div class="menubar">']
    for name, items in menus.items():
        rows = "".join('<div class="sep"></div>' if label == "-" else
                       f'<div class="it" data-toast="{escape(label)}"><span>{escape(label)}</span>'
                       f'<span class="sc">{escape(sc)}</span></div>' for label, sc in items)
        out.append(f'<div class="m" data-menu="{escape(name)}">{escape(name)}<div class="dropdown">{rows}</div></div>')
    out.append(f'<div class="spacer"></div><div class="who">{right}</div></div>')
    return "".join(out)


STANDARD_MENUS: dict[str, list[tuple[str, str]]] = {
    "File": [("New window", "Ctrl+Shift+N"), ("Open…", "Ctrl+O"), ("Save", "Ctrl+S"), ("Save as…", "Ctrl+Shift+S"),
             ("-", ""), ("Print…", "Ctrl+P"), ("Close", "Ctrl+W"), ("Quit", "Ctrl+Q")],
    "Edit": [("Undo", "Ctrl+Z"), ("Redo", "Ctrl+Shift+Z"), ("-", ""), ("Cut", "Ctrl+X"), ("Copy", "Ctrl+C"),
             ("Paste", "Ctrl+V"), ("Select all", "Ctrl+A"), ("-", ""), ("Find…", "Ctrl+F"), ("Replace…", "Ctrl+H")],
    "View": [("Zoom in", "Ctrl++"), ("Zoom out", "Ctrl+-"), ("Actual size", "Ctrl+0"), ("-", ""),
             ("Show sidebar", "Ctrl+B"), ("Full screen", "F11"), ("Density: compact", "")],
}


def document(title: str, body: str, theme: str, css: str = "", js: str = "") -> str:
    shared_css = (STATIC / "rig.css").read_text(encoding="utf-8")
    shared_js = (STATIC / "rig.js").read_text(encoding="utf-8")
    cls = "dark" if theme == "dark" else "light"
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f"<style>{shared_css}\n{css}</style></head><body class=\"{cls}\">{body}"
            f'<div class="toast"></div><script>{shared_js}\n{js}</script></body></html>')
