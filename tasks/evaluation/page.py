"""The static page of `cuaflow eval --html DIR` (`DIR/index.html`, self-contained, opens from file://).

First the summary: step accuracy with its 95 % interval, the units the file was read in (a warning when they were
ambiguous or converted), per action type, per app, failures per reason, trajectories, provenance. Then the failed
cases grouped by reason, most frequent first, each a compact card: a thumbnail (`thumbs/`, opening the full
screenshot in `images/`) with the expected box and point (green) and the predicted point (red) drawn in RU —
a drag's start and end both, as arrows; a scroll's position grey (not scored) — and what was expected and
predicted as calls, both texts of a `wrong_text`, the model's output when it could not be read."""

from __future__ import annotations

import html
import io
import json
import posixpath
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from PIL import Image

from cuaflow.connectors.storage import Root, open_root
from cuaflow.schemas.evaluation import Breakdown, CaseResult, EvalReport
from cuaflow.tasks.evaluation.cases import Case
from cuaflow.tasks.evaluation.scorer import SCROLL_ACTIONS
from cuaflow.tasks.evaluation.summary import notices

THUMB_WIDTH = 360
PER_REASON = 60  # cards per reason; the rest are counted (all are in --json)
esc = html.escape

CSS = """*{box-sizing:border-box}body{margin:0;font:13px/1.4 system-ui,sans-serif;color:#1d2330;background:#f4f5f7}
header,section{padding:8px 16px}header{background:#fff;border-bottom:1px solid #d8dbe0}h1{font-size:17px;margin:0 0 4px}
h2{font-size:14px;margin:10px 0 6px}a{color:#2456c8}.facts{display:flex;flex-wrap:wrap;gap:4px 18px;margin:4px 0}
.facts b{color:#5b6478;font-weight:500}.big{font-size:18px;font-weight:600}
.tables{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start;margin:6px 0}
table{border-collapse:collapse;background:#fff}td,th{border:1px solid #e1e4e8;padding:1px 6px;text-align:left}
td.n{text-align:right;font-variant-numeric:tabular-nums}.warn{background:#fdf0d5;color:#7a4d00;padding:4px 8px;
border-radius:4px;margin:4px 0}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(360px,1fr));gap:8px}
figure.case{margin:0;background:#fff;border:1px solid #e1e4e8;border-radius:4px;padding:6px}
.frame{position:relative;display:block;line-height:0;background:#222}.frame img{display:block;width:100%;height:auto}
.frame svg{position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none}
figcaption{margin-top:4px;font-size:12px}code,pre,q{font:11.5px/1.35 ui-monospace,monospace;word-break:break-all}
.exp{color:#1b7a3a;font-weight:600}.pred{color:#c0392b;font-weight:600}.reason{color:#5b6478}
pre{background:#f7f7f9;border:1px solid #e1e4e8;padding:4px;margin:3px 0 0;white-space:pre-wrap;max-height:9em;
overflow:auto}details{margin:4px 0}.muted{color:#8a91a0}"""


def _table(title: str, rows: dict[str, Breakdown]) -> str:
    body = "".join(f"<tr><td>{esc(k)}</td><td class=n>{v.correct}/{v.n}</td><td class=n>{v.accuracy:.3f}</td></tr>"
                   for k, v in rows.items())
    return f"<table><tr><th>{esc(title)}</th><th>right</th><th>accuracy</th></tr>{body}</table>"


def _reasons(report: EvalReport) -> str:
    body = "".join(f"<tr><td><a href='#r-{esc(k)}'>{esc(k)}</a></td><td class=n>{v}</td></tr>"
                   for k, v in sorted(report.reasons.items(), key=lambda kv: -kv[1]))
    return f"<table><tr><th>failed because</th><th>cases</th></tr>{body}</table>" if body else ""


def _warnings(report: EvalReport) -> str:
    out = notices(report, shown=8)
    u = report.units
    if u and u.how != "auto-ambiguous" and u.units != "ru":
        out.insert(0, f"Units: coordinates read as {u.units} and converted to RU ({u.how}: {u.note}).")
    if u and u.mappings:
        rt = f"; round-trip error at most {u.roundtrip_native_px:g} native px" if u.roundtrip_native_px else ""
        out.insert(0, "Mapped back to RU: " + "; ".join(f"{m} ({n} lines)" for m, n in u.mappings.items()) + rt)
    return "".join(f"<div class=warn>{esc(w)}</div>" for w in out)


def _summary(report: EvalReport) -> str:
    ci = report.step_accuracy_interval
    interval = f" [{ci.low:.3f}, {ci.high:.3f}] 95 %" if ci else ""
    prov = report.provenance
    facts = [f"<span class=big>step accuracy {report.step_accuracy:.4f}{interval}</span>",
             f"<span><b>right</b> {report.correct}/{report.n}</span>"]
    if prov and prov.models:
        facts.append(f"<span><b>model</b> {esc(', '.join(prov.models))}</span>")
    if report.units:
        facts.append(f"<span><b>units</b> {esc(report.units.units)} ({esc(report.units.how)})</span>")
    t = report.trajectories
    if t and t.episodes:
        facts.append(f"<span><b>episodes</b> {t.episodes} ({t.history} history): success {t.episode_success:.3f}, "
                     f"steps {t.step_accuracy:.3f}, missing {t.missing_steps}, with extra calls "
                     f"{t.steps_with_extra_calls}</span>")
    provenance = (f"<details><summary>provenance</summary><pre>{esc(prov.model_dump_json(indent=1))}</pre>"
                  "</details>") if prov else ""
    return (f"<div class=facts>{''.join(facts)}</div>{_warnings(report)}<div class=tables>"
            f"{_table('action', report.by_action)}{_table('app', report.by_app)}{_reasons(report)}</div>{provenance}")


def _mark(p: Sequence[float], r: float, cls: str, fill: str, stroke: str, title: str) -> str:
    return (f"<ellipse cx={p[0]:g} cy={p[1]:g} rx={r} ry={r} fill='{fill}' stroke='{stroke}' stroke-width=3 "
            f"vector-effect=non-scaling-stroke class={cls}><title>{esc(title)}</title></ellipse>")


def _arrow(a: Sequence[float], b: Sequence[float], colour: str, cls: str) -> str:
    return (f"<line x1={a[0]:g} y1={a[1]:g} x2={b[0]:g} y2={b[1]:g} stroke='{colour}' stroke-width=2 "
            f"vector-effect=non-scaling-stroke marker-end='url(#h-{cls})' class={cls} />")


def _box(b: list[int], cls: str, dash: str = "") -> str:
    return (f"<rect x={b[0]} y={b[1]} width={max(1, b[2] - b[0])} height={max(1, b[3] - b[1])} fill=none "
            f"stroke='#22c55e' stroke-width=3 {dash} vector-effect=non-scaling-stroke class={cls} />")


def svg(r: CaseResult) -> str:
    """The overlay in RU: green what was expected, red what was predicted, grey what is not scored."""
    defs = "".join(f"<marker id=h-{c} viewBox='0 0 10 10' refX=9 refY=5 markerWidth=5 markerHeight=5 orient=auto>"
                   f"<path d='M0,0L10,5L0,10z' fill='{col}'/></marker>" for c, col in (
                       ("expected-drag", "#22c55e"), ("predicted-drag", "#ff2d2d")))
    parts = [f"<defs>{defs}</defs>"]
    scroll = r.expected_action in SCROLL_ACTIONS
    if r.bbox and not scroll:
        parts.append(_box(r.bbox, "expected-box"))
    if r.bbox_start:
        parts.append(_box(r.bbox_start, "expected-start-box", "stroke-dasharray='6 4'"))
    if r.expected_point and not scroll:
        parts.append(_mark(r.expected_point, 12, "expected-point", "none", "#22c55e", "expected"))
    if r.expected_start and r.expected_point:
        parts.append(_mark(r.expected_start, 9, "expected-start", "none", "#22c55e", "expected start"))
        parts.append(_arrow(r.expected_start, r.expected_point, "#22c55e", "expected-drag"))
    if r.predicted_point and (scroll or r.predicted_action in SCROLL_ACTIONS):
        parts.append(_mark(r.predicted_point, 9, "unscored-point", "none", "#9aa0aa", "scroll position: not scored"))
    elif r.predicted_point:
        parts.append(_mark(r.predicted_point, 8, "predicted-point", "#ff2d2d", "#ff2d2d", "predicted"))
    if r.predicted_start and r.predicted_point:
        parts.append(_mark(r.predicted_start, 7, "predicted-start", "none", "#ff2d2d", "predicted start"))
        parts.append(_arrow(r.predicted_start, r.predicted_point, "#ff2d2d", "predicted-drag"))
    return f"<svg viewBox='0 0 1000 1000' preserveAspectRatio=none>{''.join(parts)}</svg>"


def _call(args: dict[str, Any] | None) -> str:
    return esc(json.dumps(args, ensure_ascii=False)) if args else "—"


def _caption(r: CaseResult) -> str:
    extra = f" <span class=muted>+{r.extra_calls} more call(s)</span>" if r.extra_calls else ""
    fmt = f" <span class=muted>({esc(r.format)})</span>" if r.format and r.predicted_call else ""
    out = [f"<b>{esc(r.test_id)}</b> <span class=muted>{esc(r.app or '')}</span><br>",
           f"<span class=exp>expected</span> <code>{_call(r.expected_call)}</code><br>",
           f"<span class=pred>predicted</span> <code>{_call(r.predicted_call)}</code>{fmt}{extra}<br>",
           f"<span class=reason>{esc(r.reason)}</span>"]
    if r.expected_text is not None and r.predicted_text is not None:
        out.append(f"<br><span class=exp>text</span> <q class=expected-text>{esc(r.expected_text)}</q><br>"
                   f"<span class=pred>typed</span> <q class=predicted-text>{esc(r.predicted_text)}</q>")
    if r.raw is not None:
        out.append(f"<pre class=raw>{esc(r.raw)}</pre>")
    return "".join(out)


def _images(ds: Root, out: Root, image: str | None) -> tuple[str, str] | None:
    """(thumbnail, full image) relative to the page, written once per screenshot."""
    if not image or not ds.exists(image):
        return None
    name = image.removeprefix("test/images/").replace("/", "_")  # a test image keeps its name
    full, thumb = f"images/{name}", f"thumbs/{posixpath.splitext(name)[0]}.jpg"
    if not out.exists(full):
        data = ds.read_bytes(image)
        out.write_bytes(full, data)
        with Image.open(io.BytesIO(data)) as img:
            small = img.convert("RGB")
            small.thumbnail((THUMB_WIDTH, THUMB_WIDTH * 4))
            buf = io.BytesIO()
            small.save(buf, "JPEG", quality=85)
        out.write_bytes(thumb, buf.getvalue())
    return thumb, full


def _card(r: CaseResult, pics: tuple[str, str] | None) -> str:
    frame = ""
    if pics:
        frame = (f"<a class=frame href='{esc(pics[1])}' target=_blank title='open full size'><img src='{esc(pics[0])}'"
                 f" alt='{esc(r.test_id)}' loading=lazy>{svg(r)}</a>")
    return f"<figure class=case id='{esc(r.test_id)}'>{frame}<figcaption>{_caption(r)}</figcaption></figure>"


def _failures(report: EvalReport, ds: Root, out: Root, cases: list[Case], limit: int) -> str:
    images = {c.test_id: c.image for c in cases}
    groups: dict[str, list[CaseResult]] = defaultdict(list)
    for r in report.cases:
        if not r.correct:
            groups[r.reason.split(":")[0]].append(r)
    sections = []
    for reason, rows in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        cards = "".join(_card(r, _images(ds, out, images.get(r.test_id))) for r in rows[:limit])
        more = (f"<p class=muted>… and {len(rows) - limit} more (every case is in --json)</p>"
                if len(rows) > limit else "")
        sections.append(f"<h2 id='r-{esc(reason)}'>{esc(reason)} · {len(rows)}</h2><div class=grid>{cards}</div>{more}")
    return "".join(sections) or "<p>No failed case.</p>"


def write_page(report: EvalReport, ds: Root, cases: list[Case], folder: str, limit: int = PER_REASON) -> str:
    """`<folder>/index.html` with its `images/` and `thumbs/`; returns where the page is."""
    out = open_root(folder)
    body = (f"<header><h1>cuaflow eval · {esc(report.dataset)}</h1>{_summary(report)}<p class=muted>Green: the "
            "expected element's box and point (a drag: start → end); red: the prediction; grey: a scroll's position, "
            "which is not scored. A thumbnail opens the full screenshot.</p></header>"
            f"<section id=failures>{_failures(report, ds, out, cases, limit)}</section>")
    page = (f"<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8><title>cuaflow eval · {esc(report.dataset)}"
            f"</title><style>{CSS}</style></head><body>{body}</body></html>\n")
    out.write_text("index.html", page)
    out.remove_spool()  # the page's folder holds the page, its images and thumbnails, nothing else
    return out.display("index.html")


__all__ = ["svg", "write_page"]
