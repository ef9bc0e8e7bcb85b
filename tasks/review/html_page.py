"""What every static page shares (review pages, the dataset card's page, the eval page): the document frame with
its inline CSS and a content policy that allows no network, escaping, and links between files of one output."""

from __future__ import annotations

import html
import posixpath
from importlib import resources
from typing import Any
from urllib.parse import quote

REVIEW = "review"


def _asset(name: str) -> str:
    # beside this module, in its package (the wheel ships them as package data)
    return resources.files(__name__.rpartition(".")[0]).joinpath(name).read_text(encoding="utf-8")


CSS = _asset("review.css")
JS = _asset("review.js")


def rel_url(from_page: str, target: str) -> str:
    """URL of `target` (relative to the output root) as seen from `from_page` (same root)."""
    rel = posixpath.relpath(target, posixpath.dirname(from_page))
    return quote(rel, safe="/=-_.~")


def esc(v: Any) -> str:
    return html.escape("" if v is None else str(v))


def doc(title: str, body: str, script: str = "") -> str:
    return (f"<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8>"
            f"<meta name=viewport content='width=device-width,initial-scale=1'>"
            f"<meta http-equiv=Content-Security-Policy content=\"default-src 'none'; img-src 'self' data: file:; "
            f"style-src 'unsafe-inline'; script-src 'unsafe-inline'\">"
            f"<title>{esc(title)}</title><style>{CSS}</style></head><body>{body}{script}</body></html>\n")
