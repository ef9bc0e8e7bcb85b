"""The dataset card (`datasets/<name>/README.md`, Markdown for Hugging Face and code hosts) as an HTML page
beside the review pages, `review/datasets/<name>.card.html`: a browser opening the card from a run's summary, an
artifact or the dataset page gets a page, not raw Markdown. Images and links of the card point into the version's
folder, relative to the page, so it works from `file://` and from the output's public address alike."""

from __future__ import annotations

import re
from typing import Any

from cuaflow.connectors.storage import Root, check_component
from cuaflow.schemas.tables import DATASETS
from cuaflow.tasks.html_page import REVIEW, doc, rel_url

# the card's YAML front matter (the Hub's data_files): metadata, not text to show
_FRONT_MATTER = re.compile(r"\A---\n.*?\n---\n", re.S)
_ABSOLUTE = re.compile(r"^([a-z][a-z0-9+.-]*:|/|#)", re.I)
# a readable column, ruled tables, images no wider than the page
_STYLE = ("article.card{max-width:64rem;margin:1rem auto;padding:0 1rem}article.card table{border-collapse:collapse;"
          "margin:.5rem 0}article.card th,article.card td{border:1px solid #ccc;padding:2px 8px;text-align:left}"
          "article.card img{max-width:100%}")


def card_page_path(name: str) -> str:
    return f"{REVIEW}/{DATASETS}/{check_component(name)}.card.html"


def _relink(tokens: list[Any], page: str, base: str) -> None:
    """Relative links and images of the card point into the version's folder."""
    for tok in tokens:
        if tok.children:
            _relink(tok.children, page, base)
        attr = "src" if tok.type == "image" else "href" if tok.type == "link_open" else None
        target = tok.attrGet(attr) if attr else None
        if attr and isinstance(target, str) and target and not _ABSOLUTE.match(target):
            tok.attrSet(attr, rel_url(page, f"{base}/{target}"))


def render_card(markdown: str, page: str, base: str) -> str:
    """The card's Markdown (CommonMark and tables, raw HTML off) as the body of a page at `page`."""
    from markdown_it import MarkdownIt  # loaded when a card is written, not by every run's start

    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    tokens = md.parse(_FRONT_MATTER.sub("", markdown, count=1))
    _relink(tokens, page, base)
    return f"<style>{_STYLE}</style><article class=card>{md.renderer.render(tokens, md.options, {})}</article>"


def write_card_page(out: Root, name: str) -> str:
    """Write the card page of a dataset version; its path under the output root."""
    base, page = f"{DATASETS}/{name}", card_page_path(name)
    body = render_card(out.read_text(f"{base}/README.md"), page, base)
    out.write_text(page, doc(f"dataset card {name} · cuaflow", body))
    return page
