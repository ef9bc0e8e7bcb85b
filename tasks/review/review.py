"""Static review pages: one per recording, one per partition, one per dataset version.

A page is one self-contained HTML file (inline CSS and JS, no network) that works from `file://`. Frames are
not copied or embedded: `<img>` elements reference the published frames relative to the page, and a recording
page only loads the two frames of the step on screen (plus the next step's, preloaded), so a 400-step page
stays a few hundred kilobytes and opens at once. Layout under the output root:

    review/date=<D>.html                 the partition: every recording with status, counts, reason
    review/date=<D>/<recording_id>.html  one recording: header, step timeline, one step at a time
    review/datasets/<name>.html          a dataset version: its recordings, quarantined and excluded ones
    review/datasets/<name>.card.html     the version's dataset card (its README.md) as a page (`card_page.py`)

Pages are a view of the committed tables (through their manifests), rendered generically: every column of
the recordings, steps and samples rows is shown, so columns added later appear without code changes.
Raw event lines of text typed into secret fields are withheld (the steps already carry the mask).
Rendering is deterministic: the same tables give byte-identical pages. What a page shows is read by `review_data.py`,
where the pages are is `review_paths.py`, what every page shares (frame, CSS and JS, escaping, links) `html_page.py`."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import polars as pl

from cuaflow.connectors.storage import Root, check_component
from cuaflow.schemas.steps import FLAGS
from cuaflow.schemas.tables import DatasetPages, ReviewPages
from cuaflow.tasks.review.card_page import write_card_page
from cuaflow.tasks.review.html_page import JS
from cuaflow.tasks.review.html_page import doc as _doc
from cuaflow.tasks.review.html_page import esc as _esc
from cuaflow.tasks.review.html_page import rel_url as _rel_url
from cuaflow.tasks.review.review_data import RecordingPage, ReviewError, recording_data
from cuaflow.tasks.review.review_events import day_events
from cuaflow.tasks.review.review_paths import dataset_page_path, partition_page_path, recording_page_path
from cuaflow.tasks.run.committed import (
    LATEST,
    committed_dates,
    committed_versions,
    is_committed,
    latest,
    read_dataset_config,
    read_dataset_manifest,
    read_table,
)


def _json_script(data: Any) -> str:
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=str)
    # inside <script>: no '</script>' or '<!--' can end the block early
    return text.replace("<", "\\u003c").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


# ---------------------------------------------------------------------------------------------- rendering



HEAD_FACTS = (  # (label, value column, how column): shown first in the header, the rest in a table
    ("scale", "scale", "scale_source"),
    ("clock offset (ms)", "video_offset_ms", "offset_source"),
    ("time base", "time_base", None),
    ("checksum", "checksum_status", None),
    ("platform", "platform", None),
    ("outcome", "outcome", None),
)


def _facts(rec: dict[str, Any]) -> str:
    parts = []
    for label, col, how in HEAD_FACTS:
        if col in rec:
            extra = f" <span class=muted>({_esc(rec[how])})</span>" if how and rec.get(how) is not None else ""
            parts.append(f"<span id=fact-{col}><b>{_esc(label)}</b> {_esc(rec[col])}{extra}</span>")
    # alignment confidence (and any other confidence a later stage adds) next to the clock
    for col in sorted(c for c in rec if "confidence" in c):
        parts.append(f"<span id=fact-{_esc(col)}><b>{_esc(col.replace('_', ' '))}</b> {_esc(rec[col])}</span>")
    return "<div class=facts>" + "".join(parts) + "</div>"


def _kv(d: dict[str, Any], skip: frozenset[str] = frozenset()) -> str:
    def text(v: Any) -> str:  # timestamps become their ISO text
        return v if isinstance(v, str) else json.dumps(v, ensure_ascii=False, default=str)

    rows = "".join(f"<dt>{_esc(k)}</dt><dd>{_esc(text(v))}</dd>" for k, v in d.items() if k not in skip)
    return f"<dl class=kv>{rows}</dl>"


def _counts(counts: dict[str, dict[str, int]]) -> str:
    out = []
    for title, c in counts.items():
        if not c:
            continue
        rows = "".join(f"<tr><td>{_esc(k)}</td><td>{v}</td></tr>" for k, v in c.items())
        out.append(f"<table data-count='{_esc(title)}'><tr><th colspan=2>{_esc(title)}</th></tr>{rows}</table>")
    return "<div class=counts>" + "".join(out) + "</div>"



def render_recording(data: RecordingPage) -> str:
    rec, meta = data.recording, data.meta
    status = rec.get("status", "")
    reason = f" <span id=reason>{_esc(rec['reason'])}</span>" if rec.get("reason") else ""
    title = rec.get("title") or meta.get("title") or ""
    main_cols = frozenset({"recording_id", "date", "status", "reason", "title"})
    meta_extra = {k: v for k, v in meta.items() if k not in rec and v not in (None, "", [], {})}
    body = (
        f"<header><h1>{_esc(rec['recording_id'])} · {_esc(title)}</h1>"
        f"<div><span class='status {_esc(status)}' id=status>{_esc(status)}</span>{reason} · "
        f"<a href='{_esc(data.index)}'>partition {_esc(rec.get('date'))}</a></div>"
        f"{_facts(rec)}{_counts(data.counts)}"
        f"<details><summary>All recording columns</summary>{_kv(rec, main_cols)}"
        f"<h2>Recording metadata</h2>{_kv(meta_extra)}</details></header>"
        "<main><nav id=side><div style='padding:6px 8px'><select id=filter aria-label='which steps'>"
        "<option value=all>all steps</option><option value=sample>steps with a sample</option>"
        "<option value=nosample>steps without a sample</option><option value=flagged>flagged or skipped</option>"
        "</select><div class=help>← → or j k: previous / next step</div></div><ul id=timeline></ul></nav>"
        "<section id=detail></section></main>"
    )
    payload = {"recording": data.recording, "size": data.size, "steps": data.steps, "flag_info": FLAGS,
               "sample_common": data.sample_common}
    script = (f"<script id=data type='application/json'>{_json_script(payload)}</script>"
              f"<script>{JS}</script>")
    return _doc(f"{rec['recording_id']} · cuaflow review", body, script)


def _recording_rows(page: str, recs: pl.DataFrame, quarantine: pl.DataFrame,
                    assigned: pl.DataFrame | None = None) -> str:
    """The recordings table of a page; `assigned` (a dataset version's `splits.parquet`) adds the split and
    the rows in the dataset's files, the only place a page shows a split."""
    extra = sorted(c for c in recs.columns if "confidence" in c)  # e.g. alignment confidence, when present
    cols = ["date", "recording", "status", "title", "app", "steps", "samples", "redacted", *extra]
    cols += ["split", "in dataset"] if assigned is not None else []
    split_of = ({(d, r): (s, n) for d, r, s, n in assigned.select("date", "recording_id", "split", "in_dataset").rows()}
                if assigned is not None and assigned.height else {})
    cols += ["reason"]
    head = "".join(f"<th>{c}</th>" for c in cols)
    body = []
    known = set()
    for r in recs.sort("date", "recording_id").to_dicts() if recs.height else []:
        known.add((r["date"], r["recording_id"]))
        rid = _esc(r["recording_id"])
        link = rid
        if r["status"] != "quarantined":
            link = f"<a href='{_esc(_rel_url(page, recording_page_path(r['date'], r['recording_id'])))}'>{rid}</a>"
        cells = [_esc(r["date"]), link, f"<span class='status {_esc(r['status'])}'>{_esc(r['status'])}</span>",
                 _esc(r.get("title")), _esc(r.get("app")), _esc(r.get("n_steps")),
                 _esc(r.get("n_samples")), _esc(r.get("n_redactions")), *(_esc(r.get(c)) for c in extra)]
        if assigned is not None:
            split, n = split_of.get((r["date"], r["recording_id"]), ("", 0))
            cells += [f"<span class=split>{_esc(split)}</span>", str(n)]
        cells.append(_esc(r.get("reason")))
        body.append(f"<tr data-recording='{rid}' data-status='{_esc(r['status'])}'>"
                    + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    # folders rejected before they became recordings (unsafe names) are only in the quarantine table
    for q in quarantine.sort("date", "recording_id").to_dicts() if quarantine.height else []:
        if (q["date"], q["recording_id"]) in known:
            continue
        cells = [_esc(q["date"]), _esc(q["recording_id"]), "<span class='status quarantined'>quarantined</span>",
                 "", "", "", "", "", *([""] * len(extra))] + (["", ""] if assigned is not None else []) + [
                     _esc(f"{q['stage']}: {q['reason']}")]
        body.append(f"<tr data-recording='{_esc(q['recording_id'])}' data-status=quarantined>"
                    + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    return f"<table class=list id=recordings><tr>{head}</tr>{''.join(body)}</table>"


def render_partition(out: Root, date: str, tables: dict[str, pl.DataFrame]) -> str:
    page = partition_page_path(date)
    recs, quarantine = tables["recordings"], tables.get("quarantine", pl.DataFrame())
    status = Counter(recs["status"].to_list()) if recs.height else Counter()
    facts = " · ".join(f"{v} {k}" for k, v in sorted(status.items())) or "no recordings"
    samples = int(recs["n_samples"].fill_null(0).sum()) if recs.height and "n_samples" in recs.columns else 0
    # A split belongs to a dataset version, built after the day is committed: this page cannot know it.
    note = (f"{samples} samples: every sample the day's recordings gave, of every family, before a dataset "
            "version selects them. Which of them a version holds, and in which split (a task is in one split; test "
            "files hold action samples only; caps and excluded tasks leave others out), is on that version's page: "
            "<code>cuaflow inspect --dataset</code> writes the newest one's.")
    body = (f"<header><h1>Partition {_esc(date)}</h1><div>{_esc(facts)}</div></header>"
            + f"<p class=note>{note}</p>" + _recording_rows(page, recs, quarantine))
    return _doc(f"partition {date} · cuaflow review", body)

# ---------------------------------------------------------------------------------------------- writing


def write_recording_page(out: Root, recording_id: str, date: str | None = None) -> str:
    """Render one recording's page into the output root; returns its path relative to the root."""
    data = recording_data(out, recording_id, date)
    out.write_text(data.page, render_recording(data))
    return data.page


def _split_tables(tables: dict[str, pl.DataFrame]) -> dict[str, dict[str, pl.DataFrame]]:
    """Per recording id, its rows of each table (one partition's tables are read once)."""
    parts: dict[str, dict[str, pl.DataFrame]] = {}
    for name in ("steps", "samples", "redactions"):  # events: each page takes its recording's slice of the one table
        df = tables.get(name, pl.DataFrame())
        if df.height == 0:
            continue
        for (rid,), group in df.partition_by("recording_id", as_dict=True, maintain_order=True).items():
            parts.setdefault(str(rid), {})[name] = group
    return parts


def write_partition_pages(out: Root, date: str) -> ReviewPages:
    """Pages of every processed or excluded recording of a committed partition, and the partition's index."""
    tables = {t: read_table(out, t, [date]) for t in ("recordings", "steps", "samples", "quarantine", "redactions")}
    if tables["recordings"].height == 0 and tables["quarantine"].height == 0:
        raise ReviewError(f"partition {date} is not committed in {out.display()}")
    per = _split_tables(tables)
    # The day's events are read one recording at a time from the table's bytes (sorted by recording, so
    # row-group statistics skip the others), the page's columns only: raw text for the lines shown.
    events = day_events(out, date)
    pages = []
    recs = tables["recordings"]
    for rid in sorted(recs.filter(pl.col("status") != "quarantined")["recording_id"].to_list()) if recs.height else []:
        one = {"recordings": recs.filter(pl.col("recording_id") == rid), **per.get(rid, {})}
        data = recording_data(out, rid, date, tables=one, events=events)
        out.write_text(data.page, render_recording(data))
        pages.append(data.page)
    out.write_text(partition_page_path(date), render_partition(out, date, tables))
    return ReviewPages(index=partition_page_path(date), pages=pages)


def _dataset_name(out: Root, name: str | None) -> str:
    if name is None:
        if not out.exists(LATEST):
            raise ReviewError(f"no dataset built in {out.display()} ({LATEST} is missing)")
        name = latest(out) or ""
    if not is_committed(out, check_component(name)):
        raise ReviewError(f"dataset {name!r} not found (built: {', '.join(committed_versions(out)) or 'none'})")
    return name


def _assignment(out: Root, name: str) -> pl.DataFrame:
    # the dataset build's modules load only for dataset pages, not for a run's partition checks
    from cuaflow.tasks.export.assignment import read_assignment

    return read_assignment(out, name)


def write_dataset_pages(out: Root, name: str | None = None, recording_pages: bool = True) -> DatasetPages:
    """The index page of a dataset version (default: the latest), and the pages of its partitions unless
    `recording_pages` is off (partition runs write them)."""
    name = _dataset_name(out, name)
    summary = read_dataset_manifest(out, name).summary
    config = read_dataset_config(out, name)
    committed = set(committed_dates(out))
    known = summary.dates if "dates" in summary.model_fields_set else config.dates if config else []
    dates = [d for d in known if d in committed]
    pages: list[str] = []
    for d in dates if recording_pages else []:
        pages += write_partition_pages(out, d).pages or []
    recs = read_table(out, "recordings", dates)
    quarantine = read_table(out, "quarantine", dates)
    page = dataset_page_path(name)
    facts = {"dates": f"{dates[0]} … {dates[-1]} ({len(dates)} partitions)" if dates else "none",
             "samples": ", ".join(f"{k} {v}" for k, v in summary.splits.items()),
             "by action": ", ".join(f"{k} {v}" for k, v in summary.by_action.items()),
             "duplicate recordings dropped": ", ".join(summary.duplicate_recordings_dropped) or "none"}
    status = Counter(recs["status"].to_list()) if recs.height else Counter()
    links = " · ".join(f"<a href='{_esc(_rel_url(page, partition_page_path(d)))}'>{_esc(d)}</a>" for d in dates)
    body = (f"<header><h1>Dataset {_esc(name)}</h1>"
            f"<div id=status-counts>{_esc(' · '.join(f'{v} {k}' for k, v in sorted(status.items())))}</div>"
            f"{_kv(facts)}<div>partitions: {links}</div>"
            f"<div><a href='{_esc(_rel_url(page, write_card_page(out, name, dates)))}'>dataset card</a></div></header>"
            + _recording_rows(page, recs, quarantine, _assignment(out, name)))
    out.write_text(page, _doc(f"dataset {name} · cuaflow review", body))
    return DatasetPages(index=page, pages=pages, name=name)


# ReviewError: what the write_* functions raise when the user asked for something not committed (review_data.py)
__all__ = ["ReviewError", "render_partition", "render_recording", "write_dataset_pages", "write_partition_pages",
           "write_recording_page"]
