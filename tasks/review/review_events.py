"""The raw event lines a recording page shows under each step, read from the committed events table: the
line columns of the recording's rows only, runs of mouse moves collapsed, a step's lines capped, secret text
withheld, and the raw text decoded for the lines shown only."""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

from cuaflow.connectors.storage import Root
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.tasks.run.committed import read_manifest

SECRET_FLAGS = frozenset({"redacted", "masked", "secret"})


KEY_EVENT_KINDS = frozenset({"key_down", "key_up", "text"})


MOVE_RUN = 4  # consecutive mouse-move lines collapsed to first, count, last from this many on


MAX_EVENT_LINES = 60  # per step, after collapsing: the first and last halves are kept


WITHHELD = "(withheld: text typed into a secret field)"


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


def day_events(out: Root, date: str) -> bytes | None:
    """The Parquet bytes of a committed partition's events table (None without one)."""
    m = read_manifest(out, date)
    return out.read_bytes(m.tables["events"].path) if m and "events" in m.tables else None


def step_lines(out: Root, tables: dict[str, pl.DataFrame], events: bytes | None, recording_id: str, date: str,
               steps: list[dict[str, Any]]) -> dict[int, list[list[Any]]]:
    """Per step index, the lines the page shows of its own events (`_step_events`), the text of secret steps
    withheld: from `tables["events"]` when the caller holds it, else from the day's events table (`events`, its
    bytes, or read here)."""
    secret_steps, secret_ranges = _secret_lines(steps)
    return _step_windows(_events_of(out, tables, events, recording_id, date), secret_steps, secret_ranges)


__all__ = ["KEY_EVENT_KINDS", "MAX_EVENT_LINES", "MOVE_RUN", "SECRET_FLAGS", "WITHHELD", "day_events", "step_lines"]
