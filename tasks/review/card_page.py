"""The dataset card (`datasets/<name>/README.md`, Markdown for Hugging Face and code hosts) as an HTML page
beside the review pages, `review/datasets/<name>.card.html`: a browser opening the card from a run's summary, an
artifact or the dataset page gets a page, not raw Markdown. Images and links of the card point into the version's
folder, relative to the page, so it works from `file://` and from the output's public address alike."""

from __future__ import annotations

import re
from typing import Any

from cuaflow.connectors.storage import Root, check_component
from cuaflow.schemas.tables import DATASETS
from cuaflow.tasks.review.html_page import REVIEW, doc, esc, rel_url

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


def write_card_page(out: Root, name: str, dates: list[str] | None = None) -> str:
    """Write the card page of a dataset version; its path under the output root. `dates`: its partitions, whose
    quality rows (tasks/run/nights.py) are charted night over night below the card."""
    base, page = f"{DATASETS}/{name}", card_page_path(name)
    body = render_card(out.read_text(f"{base}/README.md"), page, base) + nights_section(out, dates or [])
    out.write_text(page, doc(f"dataset card {name} · cuaflow", body))
    return page


CHART_W, CHART_H = 180, 36


def _chart(label: str, points: list[tuple[str, float]]) -> str:
    """A small inline SVG line over the nights: each point's date and value in its tooltip, the range beside it."""
    lo, hi = min(v for _, v in points), max(v for _, v in points)
    span = (hi - lo) or 1.0
    step = (CHART_W - 8) / max(1, len(points) - 1)
    xy = [(4 + k * step, CHART_H - 4 - (v - lo) / span * (CHART_H - 8)) for k, (_, v) in enumerate(points)]
    line = " ".join(f"{x:.1f},{y:.1f}" for x, y in xy)
    dots = "".join(f"<circle cx='{x:.1f}' cy='{y:.1f}' r='2'><title>{esc(d)}: {v:g}</title></circle>"
                   for (x, y), (d, v) in zip(xy, points, strict=True))
    svg = (f"<svg width={CHART_W} height={CHART_H} viewBox='0 0 {CHART_W} {CHART_H}' role=img "
           f"aria-label='{esc(label)} over the nights'><polyline fill=none stroke='#36c' points='{line}'/>{dots}</svg>")
    return f"<tr><td>{esc(label)}</td><td>{svg}</td><td>{lo:g} … {hi:g}</td><td>{points[-1][1]:g}</td></tr>"


def nights_section(out: Root, dates: list[str]) -> str:
    """The judged figures of the version's nights as small charts, and the last night's figures as
    `cuaflow status --quality` prints them; empty when no night has a quality row. Timings are not charted: they
    follow the machine's load, and the page must be the same for the same data."""
    from cuaflow.schemas.nights import FIGURES
    from cuaflow.tasks.run.nights import figures, read_quality

    rows = [r for d in sorted(dates) if (r := read_quality(out, d)) is not None]
    if not rows:
        return ""
    charts = []
    for fig in FIGURES:
        points = [(r.date, float(v)) for r in rows if (v := getattr(r, fig.name)) is not None]
        if points:
            charts.append(_chart(fig.label, points))
    last = {k: v for k, v in figures(rows[-1]).items() if k not in ("OCR", "stages (wall / CPU s)")}
    facts = "".join(f"<tr><td>{esc(k)}</td><td>{esc(v)}</td></tr>" for k, v in last.items())
    return (f"<section class=card-nights><h2>Nights</h2><p>{len(rows)} nights, {esc(rows[0].date)} … "
            f"{esc(rows[-1].date)}; each figure night over night (<code>cuaflow status --quality</code>)</p>"
            f"<table><tr><th>figure</th><th>nights</th><th>range</th><th>last</th></tr>{''.join(charts)}</table>"
            f"<h3>{esc(rows[-1].date)}</h3><table>{facts}</table></section>")
