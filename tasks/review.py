"""Static review pages: one per recording, one per partition, one per dataset version.

A page is one self-contained HTML file (inline CSS and JS, no network) that works from `file://`. Frames are
not copied or embedded: `<img>` elements reference the published frames relative to the page, and a recording
page only loads the two frames of the step on screen (plus the next step's, preloaded), so a 400-step page
stays a few hundred kilobytes and opens at once. Layout under the output root:

    review/date=<D>.html                 the partition: every recording with status, counts, reason
    review/date=<D>/<recording_id>.html  one recording: header, step timeline, one step at a time
    review/datasets/<name>.html          a dataset version: its recordings, quarantined and excluded ones

Pages are a view of the committed tables (through their manifests), rendered generically: every column of
the recordings, steps and samples rows is shown, so columns added later appear without code changes.
Raw event lines of text typed into secret fields are withheld (the steps already carry the mask).
Rendering is deterministic: the same tables give byte-identical pages."""

from __future__ import annotations

import html
import io
import json
import posixpath
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from typing import Any
from urllib.parse import quote

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

from cuaflow.connectors.storage import Root, check_component
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.schemas.samples import metadata_json
from cuaflow.schemas.steps import FLAGS
from cuaflow.schemas.tables import DATASETS, DatasetPages, ReviewPages
from cuaflow.tasks.committed import (
    LATEST,
    committed_dates,
    committed_versions,
    is_committed,
    latest,
    read_dataset_config,
    read_dataset_manifest,
    read_manifest,
    read_table,
)

REVIEW = "review"
SECRET_FLAGS = frozenset({"redacted", "masked", "secret"})
KEY_EVENT_KINDS = frozenset({"key_down", "key_up", "text"})
MOVE_RUN = 4  # consecutive mouse-move lines collapsed to first, count, last from this many on
MAX_EVENT_LINES = 60  # per step, after collapsing: the first and last halves are kept
SAMPLE_SHOWN_ELSEWHERE = frozenset({"recording_id", "date", "step_index", "tool_call", "image"})
WITHHELD = "(withheld: text typed into a secret field)"


class ReviewError(ValueError):
    """What the user asked for is not in the committed tables (the message says what is)."""


def recording_page_path(date: str, recording_id: str) -> str:
    return f"{REVIEW}/date={date}/{check_component(recording_id)}.html"


def partition_page_path(date: str) -> str:
    return f"{REVIEW}/date={date}.html"


def dataset_page_path(name: str) -> str:
    return f"{REVIEW}/{DATASETS}/{check_component(name)}.html"


def _rel_url(from_page: str, target: str) -> str:
    """URL of `target` (relative to the output root) as seen from `from_page` (same root)."""
    rel = posixpath.relpath(target, posixpath.dirname(from_page))
    return quote(rel, safe="/=-_.~")


def _clean(row: dict[str, Any]) -> dict[str, Any]:
    """A row for the page: nulls and empty lists dropped (they carry nothing and cost bytes)."""
    return {k: v for k, v in row.items() if v is not None and v != []}


def _json_script(data: Any) -> str:
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=str)
    # inside <script>: no '</script>' or '<!--' can end the block early
    return text.replace("<", "\\u003c").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def _esc(v: Any) -> str:
    return html.escape("" if v is None else str(v))


# ---------------------------------------------------------------------------------------------- reading


def _one_recording(recordings: pl.DataFrame, recording_id: str, date: str | None) -> dict[str, Any]:
    if recordings.height == 0:
        raise ReviewError("no committed partition in the output (no recordings table)")
    rows = recordings.filter(pl.col("recording_id") == recording_id)
    if date is not None:
        rows = rows.filter(pl.col("date") == date)
    if rows.height == 0:
        where = f" on {date}" if date else ""
        raise ReviewError(f"recording {recording_id!r} not found{where} in the committed recordings table")
    if rows.height > 1:
        dates = ", ".join(sorted(rows["date"].to_list()))
        raise ReviewError(f"recording {recording_id!r} is in several partitions ({dates}): pass --date")
    return rows.row(0, named=True)


def _secret_lines(steps: list[dict[str, Any]]) -> tuple[set[int], list[tuple[int, int]]]:
    """Steps whose text is a secret, and the line ranges of their events (duplicates of a secret keystroke
    belong to no step but sit inside its range)."""
    idx, ranges = set(), []
    for s in steps:
        if SECRET_FLAGS & set(s.get("flags") or []):
            idx.add(s["step_index"])
            if s.get("event_first") is not None and s.get("event_last") is not None:
                ranges.append((s["event_first"], s["event_last"]))
    return idx, ranges


def _event_line(ev: dict[str, Any], secret_steps: set[int], secret_ranges: list[tuple[int, int]]) -> list[Any]:
    """[line_no, t_ms, kind, step_index or null, ignore_reason or null, duplicate, raw]."""
    line = ev["line_no"]
    secret = bool(ev.get("masked")) or ev.get("step_index") in secret_steps or (
        ev["kind"] in KEY_EVENT_KINDS and any(a <= line <= b for a, b in secret_ranges))
    return [line, ev.get("t_ms"), ev["kind"], ev.get("step_index"), ev.get("ignore_reason"),
            bool(ev.get("duplicate")), WITHHELD if secret else ev.get("raw")]


_LINE_COLS = ("line_no", "t_ms", "kind", "step_index", "ignore_reason", "duplicate", "masked")
# their types, for partitions whose events table lacks one of them (published before it existed)
_LINE_TYPES = {c: pl.Schema(EVENTS_SCHEMA)[c] for c in _LINE_COLS}
_LABELS = ("kind", "ignore_reason")  # a few distinct values: held as categories (4 bytes a row, not 16)
_RAW_BATCH = 8 * 1024  # rows of the raw column decoded at a time when fetching the lines shown


@dataclass
class _Events:
    """One recording's events as a page needs them: the columns of its lines (`_LINE_COLS`, no raw text),
    in line order, and `raw(positions)`, the raw text of those rows (fetched for the lines shown only)."""

    lines: pl.DataFrame
    raw: Callable[[list[int]], list[str | None]]


def _frame_events(df: pl.DataFrame) -> _Events:
    """Events already in memory (every column, raw text included)."""
    return _Events(df, lambda pos: df["raw"].gather(pos).to_list())


def _file_events(data: bytes, recording_id: str) -> _Events:
    """One recording's events from a day's events table (its Parquet bytes): the scan reads the line columns
    of the rows its steps own (row-group statistics skip other recordings); raw text is read later, for the
    rows shown only."""
    names = pl.read_parquet_schema(io.BytesIO(data))
    have = [c for c in _LINE_COLS if c in names]
    rows = (pl.scan_parquet(io.BytesIO(data), row_index_name="_row")
            .filter((pl.col("recording_id") == recording_id) & pl.col("step_index").is_not_null())
            .select("_row", *(pl.col(c).cast(pl.Categorical) if c in _LABELS else c for c in have)).collect())
    rows = rows.with_columns(pl.lit(None, dtype=_LINE_TYPES[c]).alias(c) for c in _LINE_COLS if c not in names)
    if not rows["line_no"].is_sorted():
        rows = rows.sort("line_no", maintain_order=True)
    at = rows["_row"]
    return _Events(rows.drop("_row"), lambda pos: _raw_rows(data, at.gather(pos).to_list()))


def _raw_rows(data: bytes, rows: list[int]) -> list[str | None]:
    """The raw text of table rows `rows` (in that order), decoding the raw column a batch at a time over the
    row groups that hold them."""
    pf = pq.ParquetFile(pa.BufferReader(data))
    wanted = sorted(set(rows))
    got: dict[int, str | None] = {}
    start, k = 0, 0
    for g in range(pf.num_row_groups):
        end = start + pf.metadata.row_group(g).num_rows
        if k < len(wanted) and wanted[k] < end:
            for batch in pf.iter_batches(batch_size=_RAW_BATCH, row_groups=[g], columns=["raw"]):
                stop = start + batch.num_rows
                local = []
                while k < len(wanted) and wanted[k] < stop:
                    local.append(wanted[k])
                    k += 1
                if local:
                    texts = batch.column(0).take([r - start for r in local]).to_pylist()
                    got.update(zip(local, texts, strict=True))
                start = stop
        start = end
    return [got[r] for r in rows]


def _step_windows(events: _Events, secret_steps: set[int],
                  secret_ranges: list[tuple[int, int]]) -> dict[int, list[list[Any]]]:
    """Per step, `_step_events` of its own lines (its events in line order), computed without turning the
    recording's events into Python rows: runs of mouse moves are cut to their first two and last two rows in
    polars (their length kept), and the raw text is fetched for the lines shown only, in one pass."""
    lines = events.lines
    if lines.height == 0:
        return {}
    mv = pl.col("_mv")
    owned = lines.select(
        pl.int_range(pl.len(), dtype=pl.UInt32).alias("_pos"), "step_index",
        (pl.col("kind") == "mouse_move").alias("_mv"), "ignore_reason",
        pl.col("duplicate").fill_null(False).alias("_dup"),
    ).filter(pl.col("step_index").is_not_null())
    if not owned["step_index"].is_sorted():  # steps own ranges in line order: a copy only when they interleave
        owned = owned.sort("step_index", maintain_order=True)
    same = (pl.col("step_index") == pl.col("step_index").shift(1)) & (pl.col("_dup") == pl.col("_dup").shift(1)) & (
        pl.col("ignore_reason").eq_missing(pl.col("ignore_reason").shift(1)))
    starts = ~(mv & mv.shift(1).fill_null(False) & same.fill_null(False))  # a run of same-key moves, or one row
    i = pl.int_range(pl.len(), dtype=pl.UInt32)  # 4 bytes a row (not 8) for the run arithmetic below
    owned = owned.with_columns(_new=starts).with_columns(
        _k=i - pl.when(pl.col("_new")).then(i).forward_fill(),
        _end=pl.when(pl.col("_new").shift(-1).fill_null(True)).then(i).backward_fill(),
    ).with_columns(_n=pl.col("_end") - i + pl.col("_k") + 1)
    kept = owned.filter((pl.col("_k") < 2) | (pl.col("_k") + 2 >= pl.col("_n"))).select("_pos", "step_index", "_n")
    del owned
    rows = pl.DataFrame([lines[c].gather(kept["_pos"]) for c in _LINE_COLS]).with_columns(kept["_pos"], kept["_n"])
    counts = kept.group_by("step_index", maintain_order=True).len()
    out: dict[int, list[list[Any]]] = {}
    pending: list[tuple[list[Any], int]] = []  # (line shown, its row) whose raw text is to be filled in
    at = 0
    for step, n in zip(counts["step_index"].to_list(), counts["len"].to_list(), strict=True):
        out[step], want = _window(rows.slice(at, n).to_dicts(), secret_steps, secret_ranges)
        pending += want
        at += n
    for (line, _), text in zip(pending, events.raw([p for _, p in pending]), strict=True):
        line[6] = text
    return out


def _window(got: list[dict[str, Any]], secret_steps: set[int],
            secret_ranges: list[tuple[int, int]]) -> tuple[list[list[Any]], list[tuple[list[Any], int]]]:
    """One step's lines from its rows with long move runs cut to their ends (`_n`: the run's length), and
    the lines shown that still need their raw text, with their rows."""
    lines: list[list[Any]] = []
    pos: list[int | None] = []  # row of the events behind each line (None for a count row)
    k = 0
    while k < len(got):
        r = got[k]
        if r["kind"] == "mouse_move" and r["_n"] >= MOVE_RUN:  # rows k..k+3: first, second, second-last, last
            lines += [_event_line(r, secret_steps, secret_ranges),
                      [None, r["_n"] - 2, got[k + 1]["line_no"], got[k + 2]["line_no"]],
                      _event_line(got[k + 3], secret_steps, secret_ranges)]
            pos += [r["_pos"], None, got[k + 3]["_pos"]]
            k += 4
        else:
            lines.append(_event_line(r, secret_steps, secret_ranges))
            pos.append(r["_pos"])
            k += 1
    shown = _step_events(lines)
    keep = {id(x) for x in shown}
    want = [(x, p) for x, p in zip(lines, pos, strict=True) if id(x) in keep and p is not None and x[6] != WITHHELD]
    return shown, want


def _step_events(lines: list[list[Any]]) -> list[list[Any]]:
    """Lines of one step's raw range, runs of mouse moves collapsed to first/last with a count row
    ([null, count, first line, last line]), then capped to MAX_EVENT_LINES (a count row marks the gap)."""
    out: list[list[Any]] = []
    k = 0
    while k < len(lines):
        j = k
        while j < len(lines) and lines[j][2] == "mouse_move" and lines[j][3:6] == lines[k][3:6]:
            j += 1
        if j - k >= MOVE_RUN:
            out += [lines[k], [None, j - k - 2, lines[k + 1][0], lines[j - 2][0]], lines[j - 1]]
            k = j
        else:
            out.append(lines[k])
            k += 1
    if len(out) > MAX_EVENT_LINES:
        half = MAX_EVENT_LINES // 2
        head, tail = out[:half], out[-half:]
        first = next(r[0] if r[0] is not None else r[2] for r in out[half:])
        last = next(r[0] if r[0] is not None else r[3] for r in reversed(out[:-half]))
        gap = sum(1 if r[0] is not None else r[1] for r in out[half:-half])
        out = [*head, [None, gap, first, last], *tail]
    return out


def _sample_for_page(sample: dict[str, Any], conv: list[dict[str, Any]]) -> dict[str, Any]:
    """A sample's columns minus what the page shows elsewhere (the call, the image, the step's keys), and
    minus what is repeated inside the prompt: the human turn when it is the prompt, history lines it lists."""
    cols = {k: v for k, v in sample.items() if k not in SAMPLE_SHOWN_ELSEWHERE}
    prompt = sample.get("prompt") or ""
    human = [c for c in conv if c["from"] == "human"]
    cols["conversations"] = [] if [c["value"] for c in human] == [f"<image>\n{prompt}"] else human
    if all(isinstance(h, str) and h in prompt for h in cols.get("history") or []):
        cols.pop("history", None)
    if isinstance(cols.get("metadata"), dict):
        cols["metadata"] = metadata_json(cols["metadata"])
    return _clean(cols)


def _recording_events(df: pl.DataFrame, recording_id: str, date: str) -> pl.DataFrame:
    """One recording's events in line order, from a table in memory; a slice (no copy) when the table is
    already in that order, as published tables are."""
    if df.height == 0 or "recording_id" not in df.columns:
        return pl.DataFrame(schema={c: pl.Null for c in (*_LINE_COLS, "raw")})
    ids, dates = df["recording_id"], df["date"] if "date" in df.columns else None
    mask = (ids == recording_id) & (dates == date if dates is not None else True)
    at = mask.arg_true()
    if at.len() and int(at[-1]) - int(at[0]) + 1 == at.len():
        part = df.slice(int(at[0]), at.len())
        if part["line_no"].is_sorted():
            return part
    return df.filter(mask).sort("line_no")


def _events_of(out: Root, tables: dict[str, pl.DataFrame], events: bytes | None, recording_id: str,
               date: str) -> _Events:
    if "events" in tables:
        return _frame_events(_recording_events(tables["events"], recording_id, date))
    data = events if events is not None else _day_events(out, date)
    if data is None:
        return _frame_events(_recording_events(pl.DataFrame(), recording_id, date))
    return _file_events(data, recording_id)


@dataclass
class RecordingPage:
    """Everything one recording page shows."""

    recording: dict[str, Any]  # the recordings row (nulls dropped; its metadata is `meta`)
    meta: dict[str, Any]  # the recording's RecordingMeta
    size: list[int]  # [width, height] of its frames
    counts: dict[str, dict[str, int]]  # titled counts of the header (steps by kind, …)
    steps: list[dict[str, Any]]  # per step: its row, frames, call, sample and event lines
    sample_common: dict[str, Any]  # sample columns equal in every step, shown once
    index: str  # the partition page, relative to this one
    page: str  # this page, relative to the output root


def recording_data(out: Root, recording_id: str, date: str | None = None,
                   tables: dict[str, pl.DataFrame] | None = None, events: bytes | None = None) -> RecordingPage:
    """Everything one recording page shows, from the committed tables (`tables` and `events`, the day's events
    table's bytes, let a caller that renders a whole partition read each table once). The events are read from
    their table for this recording only, unless `tables` holds them."""
    tables = tables if tables is not None else _read_recording_tables(out, recording_id, date)
    rec = _one_recording(tables["recordings"], recording_id, date)
    date = rec["date"]
    page = recording_page_path(date, recording_id)
    steps, samples = (_recording_rows_of(tables, t, recording_id, date) for t in ("steps", "samples"))
    secret_steps, secret_ranges = _secret_lines(steps)
    # the page shows each step's own lines
    windows = _step_windows(_events_of(out, tables, events, recording_id, date), secret_steps, secret_ranges)
    meta = _meta(rec)
    page_steps = _page_steps(page, steps, samples, windows)
    return RecordingPage(
        recording=_clean({k: v for k, v in rec.items() if k not in ("meta", "meta_json", "ignored_counts")}),
        meta=meta, size=_frame_size(rec, meta), counts=_page_counts(rec, steps, samples), steps=page_steps,
        sample_common=_hoist_common([e["sample"] for e in page_steps if "sample" in e]),
        index=_rel_url(page, partition_page_path(date)), page=page)


def _read_recording_tables(out: Root, recording_id: str, date: str | None) -> dict[str, pl.DataFrame]:
    """The recordings table (of `date`, or every committed one), then the steps and samples of the recording's
    day (its events are read from their table for the recording only, `_day_events`)."""
    tables = {"recordings": read_table(out, "recordings", None if date is None else [date])}
    rec = _one_recording(tables["recordings"], recording_id, date)
    return tables | {t: read_table(out, t, [rec["date"]]) for t in ("steps", "samples")}


def _day_events(out: Root, date: str) -> bytes | None:
    """The Parquet bytes of a committed partition's events table (None without one)."""
    m = read_manifest(out, date)
    return out.read_bytes(m.tables["events"].path) if m and "events" in m.tables else None


def _recording_rows_of(tables: dict[str, pl.DataFrame], table: str, recording_id: str,
                       date: str) -> list[dict[str, Any]]:
    """The recording's rows of `table`, in step (or line) order."""
    df = tables.get(table, pl.DataFrame())
    if df.height == 0 or "recording_id" not in df.columns:
        return []
    df = df.filter((pl.col("recording_id") == recording_id) & (pl.col("date") == date))
    order = [c for c in ("step_index", "line_no") if c in df.columns]
    return (df.sort(order) if order else df).to_dicts()


def _meta(rec: dict[str, Any]) -> dict[str, Any]:
    meta: dict[str, Any] = rec.get("meta") or {}  # the recordings table's RecordingMeta struct
    if not meta and rec.get("meta_json"):  # partitions published before the struct: JSON text
        meta = json.loads(rec["meta_json"])
    return meta


def _frame_size(rec: dict[str, Any], meta: dict[str, Any]) -> list[int]:
    video = meta.get("video") or {}
    return [video.get("width") or rec.get("screen_width") or 0, video.get("height") or rec.get("screen_height") or 0]


def _page_steps(page: str, steps: list[dict[str, Any]], samples: list[dict[str, Any]],
                windows: dict[int, list[list[Any]]]) -> list[dict[str, Any]]:
    """Each step as the page shows it: its row, its frames, its action sample's call and columns, its lines."""
    by_step = {s["step_index"]: s for s in samples if s.get("family") in (None, "action")}
    out = []
    for s in steps:
        entry: dict[str, Any] = {"row": _clean({k: v for k, v in s.items() if k not in ("recording_id", "date")})}
        for which in ("pre", "post"):
            if s.get(f"{which}_image"):
                entry[which] = _rel_url(page, s[f"{which}_image"])
        sample = by_step.get(s["step_index"])
        if sample is not None:
            conv = sample.get("conversations") or []
            entry["call"] = conv[-1]["value"] if conv else sample["tool_call"]
            entry["sample"] = _sample_for_page(sample, conv)
        if s.get("event_first") is not None and s.get("event_last") is not None and s["step_index"] in windows:
            entry["events"] = windows[s["step_index"]]
        out.append(entry)
    return out


def _hoist_common(with_sample: list[dict[str, Any]]) -> dict[str, Any]:
    """Columns equal in every sample (system prompt, app, task key…), removed from each: shown once."""
    if len(with_sample) < 2:
        return {}
    common = {k: v for k, v in with_sample[0].items() if all(k in x and x[k] == v for x in with_sample)}
    for x in with_sample:
        for k in common:
            del x[k]
    return common


def _count(values: Any) -> dict[str, int]:
    return dict(sorted(Counter(values).items()))


def _page_counts(rec: dict[str, Any], steps: list[dict[str, Any]],
                 samples: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    counts = {
        "steps by kind": _count(s["kind"] for s in steps),
        "steps by tool action": _count(s.get("tool_action") or "(none)" for s in steps),
        "samples by action": _count(s["action"] for s in samples if s.get("family") in (None, "action")),
        "samples by family": _count(s.get("family") or "action" for s in samples),
        "steps skipped by reason": _count(s["skip_reason"] for s in steps if s.get("skip_reason")),
        "pointer targets": _count(t["source"] if t["source"] != "none" else f"none: {t['reject']}"
                                  for s in steps for t in (s.get("target"), s.get("target_end")) if t),
    }
    if rec.get("ignored_counts"):
        counts["events ignored by reason"] = _ignored_counts(rec["ignored_counts"])
    return counts


def _ignored_counts(ignored: Any) -> dict[str, int]:
    """The recordings row's `ignored_counts`: an Arrow map (a dict, or key/value pairs depending on the
    reader), or JSON text in partitions published before the map type."""
    if isinstance(ignored, str):
        ignored = json.loads(ignored)
    return ignored if isinstance(ignored, dict) else {e["key"]: e["value"] for e in ignored}


# ---------------------------------------------------------------------------------------------- rendering


def _asset(name: str) -> str:
    return resources.files("cuaflow.tasks").joinpath(name).read_text(encoding="utf-8")


CSS = _asset("review.css")
JS = _asset("review.js")

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


def _doc(title: str, body: str, script: str = "") -> str:
    return (f"<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8>"
            f"<meta name=viewport content='width=device-width,initial-scale=1'>"
            f"<meta http-equiv=Content-Security-Policy content=\"default-src 'none'; img-src 'self' data: file:; "
            f"style-src 'unsafe-inline'; script-src 'unsafe-inline'\">"
            f"<title>{_esc(title)}</title><style>{CSS}</style></head><body>{body}{script}</body></html>\n")


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
    body = (f"<header><h1>Partition {_esc(date)}</h1><div>{_esc(facts)}</div></header>"
            + _recording_rows(page, recs, quarantine))
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
    for name in ("steps", "samples"):  # events: each page takes its recording's slice of the one table
        df = tables.get(name, pl.DataFrame())
        if df.height == 0:
            continue
        for (rid,), group in df.partition_by("recording_id", as_dict=True, maintain_order=True).items():
            parts.setdefault(str(rid), {})[name] = group
    return parts


def write_partition_pages(out: Root, date: str) -> ReviewPages:
    """Pages of every processed or excluded recording of a committed partition, and the partition's index."""
    tables = {t: read_table(out, t, [date]) for t in ("recordings", "steps", "samples", "quarantine")}
    if tables["recordings"].height == 0 and tables["quarantine"].height == 0:
        raise ReviewError(f"partition {date} is not committed in {out.display()}")
    per = _split_tables(tables)
    # The day's events are read one recording at a time from the table's bytes (sorted by recording, so
    # row-group statistics skip the others), the page's columns only: raw text for the lines shown.
    events = _day_events(out, date)
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
    base = f"{DATASETS}/{name}"
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
            f"<div><a href='{_esc(_rel_url(page, base + '/README.md'))}'>dataset card</a></div></header>"
            + _recording_rows(page, recs, quarantine, _assignment(out, name)))
    out.write_text(page, _doc(f"dataset {name} · cuaflow review", body))
    return DatasetPages(index=page, pages=pages, name=name)
