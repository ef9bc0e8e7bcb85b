"""What a review page shows, read from the committed tables (through `committed.py`): a recording's row, steps,
samples and the raw event lines of each step (secret text withheld, runs of moves collapsed), the counts of a
page. The pages themselves are rendered by `review.py`."""

from __future__ import annotations

import io
import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

from cuaflow.connectors.storage import Root
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.schemas.samples import metadata_json
from cuaflow.tasks.privacy.audit import by_frame
from cuaflow.tasks.review.html_page import rel_url as _rel_url
from cuaflow.tasks.review.review_paths import partition_page_path, recording_page_path
from cuaflow.tasks.run.committed import read_manifest, read_table
from cuaflow.tasks.samples.annotation_files import read_annotations
from cuaflow.tasks.samples.annotation_files import steps_path as annotation_steps_path

SECRET_FLAGS = frozenset({"redacted", "masked", "secret"})
KEY_EVENT_KINDS = frozenset({"key_down", "key_up", "text"})
MOVE_RUN = 4  # consecutive mouse-move lines collapsed to first, count, last from this many on
MAX_EVENT_LINES = 60  # per step, after collapsing: the first and last halves are kept
SAMPLE_SHOWN_ELSEWHERE = frozenset({"recording_id", "date", "step_index", "tool_call", "image"})
WITHHELD = "(withheld: text typed into a secret field)"


class ReviewError(ValueError):
    """What the user asked for is not in the committed tables (the message says what is)."""


def _clean(row: dict[str, Any]) -> dict[str, Any]:
    """A row for the page: nulls and empty lists dropped (they carry nothing and cost bytes)."""
    return {k: v for k, v in row.items() if v is not None and v != []}


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
    data = events if events is not None else day_events(out, date)
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
    steps = _with_annotations(out, steps, recording_id, date)
    secret_steps, secret_ranges = _secret_lines(steps)
    # the page shows each step's own lines
    windows = _step_windows(_events_of(out, tables, events, recording_id, date), secret_steps, secret_ranges)
    meta = _meta(rec)
    redacted = by_frame(_recording_rows_of(tables, "redactions", recording_id, date))
    page_steps = _page_steps(page, steps, samples, windows, redacted)
    return RecordingPage(
        recording=_clean({k: v for k, v in rec.items() if k not in ("meta", "meta_json", "ignored_counts")}),
        meta=meta, size=_frame_size(rec, meta), counts=_page_counts(rec, steps, samples), steps=page_steps,
        sample_common=_hoist_common([e["sample"] for e in page_steps if "sample" in e]),
        index=_rel_url(page, partition_page_path(date)), page=page)


def _with_annotations(out: Root, steps: list[dict[str, Any]], recording_id: str,
                      date: str) -> list[dict[str, Any]]:
    """The steps with a model's readable annotation (tasks/samples/annotate.py) as columns: shown with every step
    column, its judgements (`judged_redundant`, `judged_mistaken`, `judged_corrected_later`) as flags. Nothing is added
    for a day nobody annotated (the page is the one it always was)."""
    if not out.exists(annotation_steps_path(date)):
        return steps
    ann, _ = read_annotations(out, [date])
    ann = ann.filter((pl.col("recording_id") == recording_id) & pl.col("error").is_null())
    by_step = {r["step_index"]: r for r in ann.iter_rows(named=True)}  # the last written per step
    merged = []
    for s in steps:
        a = by_step.get(s["step_index"])
        if a is not None:
            s = s | {f"annotation_{k}": a[k] for k in ("observation", "thought", "action", "reflection", "model")}
            s |= {f"judged_{k}": bool(a[k]) for k in ("redundant", "mistaken", "corrected_later")}
        merged.append(s)
    return merged


def _read_recording_tables(out: Root, recording_id: str, date: str | None) -> dict[str, pl.DataFrame]:
    """The recordings table (of `date`, or every committed one), then the steps and samples of the recording's
    day (its events are read from their table for the recording only, `day_events`)."""
    tables = {"recordings": read_table(out, "recordings", None if date is None else [date])}
    rec = _one_recording(tables["recordings"], recording_id, date)
    return tables | {t: read_table(out, t, [rec["date"]]) for t in ("steps", "samples", "redactions")}


def day_events(out: Root, date: str) -> bytes | None:
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
                windows: dict[int, list[list[Any]]], redacted: dict[str, list[str]]) -> list[dict[str, Any]]:
    """Each step as the page shows it: its row, its frames and what was redacted in them, its action sample's
    call and columns, its lines."""
    by_step = {s["step_index"]: s for s in samples if s.get("family") in (None, "action")}
    out = []
    for s in steps:
        entry: dict[str, Any] = {"row": _clean({k: v for k, v in s.items() if k not in ("recording_id", "date")})}
        for which in ("pre", "post"):
            if s.get(f"{which}_image"):
                entry[which] = _rel_url(page, s[f"{which}_image"])
                if s[f"{which}_image"] in redacted:
                    entry[f"{which}_redactions"] = redacted[s[f"{which}_image"]]
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
        "grounding samples by source": _count((s.get("target") or {}).get("source") or "none" for s in samples
                                              if s.get("family") == "grounding"),
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


__all__ = ["KEY_EVENT_KINDS", "MAX_EVENT_LINES", "MOVE_RUN", "SAMPLE_SHOWN_ELSEWHERE", "SECRET_FLAGS", "WITHHELD",
           "RecordingPage", "ReviewError", "day_events", "recording_data"]
