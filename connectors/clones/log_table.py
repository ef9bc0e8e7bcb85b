"""The whole `input_log.jsonl` into the events table, streamed: read in blocks, decoded in batches of lines
(`log.py` decodes each line), each batch columnar as soon as it is parsed."""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

import polars as pl
import pyarrow as pa

from cuaflow.connectors.base import EventRows
from cuaflow.connectors.clones.log import decode_event
from cuaflow.schemas.events import EVENTS_SCHEMA, EventKind
from cuaflow.schemas.tables import polars_types

MAX_RAW_CHARS = 65536  # the `raw` column keeps a line's text up to this; a longer line is cut with a note


def _cap(text: str) -> str:
    return text if len(text) <= MAX_RAW_CHARS else text[:MAX_RAW_CHARS] + f"…[cut: {len(text)} characters]"


def parse_log_lines(data: bytes, recording_id: str,
                    ax_out: list[tuple[int, dict[str, Any]]] | None = None, max_event_chars: int = 16
                    ) -> tuple[dict[str, list[Any]], list[int | float | None]]:
    """Decode every line into canonical columns. A line that cannot be read becomes an `invalid`
    row with the reason in `ignore_reason`; nothing is dropped. Returns columns and raw times."""
    return _parse_lines(list(_stream_lines(io.BytesIO(data))), 0, recording_id, ax_out, max_event_chars)


def _parse_lines(lines: list[bytes], first: int, recording_id: str,
                 ax_out: list[tuple[int, dict[str, Any]]] | None, max_event_chars: int, defer_raw: bool = False
                 ) -> tuple[dict[str, list[Any]], list[int | float | None]]:
    out = EventRows(recording_id)
    times: list[int | float | None] = []
    for i, raw_line in enumerate(lines, first):
        row = out.row(i)
        t: int | float | None = None
        try:
            text_line = raw_line.decode("utf-8")
        except UnicodeDecodeError as exc:
            text_line = raw_line.decode("utf-8", errors="replace")
            row["kind"], row["ignore_reason"] = EventKind.INVALID, f"invalid_line: not UTF-8 ({exc.reason})"
        row["raw"] = _raw_text(text_line)
        if row["kind"] is None:
            try:
                decode_event(text_line, row, max_event_chars)
            except (ArithmeticError, ValueError, TypeError) as exc:  # a value no rule foresaw: this line, not the run
                row = out.row(i) | {"raw": row["raw"]}
                row["kind"] = EventKind.INVALID
                row["ignore_reason"] = f"invalid_line: unreadable value ({type(exc).__name__}: {str(exc)[:200]})"
            t = row.pop("_time", None)
            ax = row.pop("_ax", None)
            if ax is not None and ax_out is not None:
                ax_out.append((i, ax))  # accessibility data, parsed once, for the snapshots
        if defer_raw and row["kind"] in _DEFERRED_RAW:
            row["raw"] = None  # read again from the log when the table is written (`raw_lines`)
        times.append(t)
        out.append(row)
    return out.columns, times


def _raw_text(text_line: str) -> str:
    """A decoded line as the `raw` column keeps it."""
    return _cap(text_line.rstrip("\r"))


# The pointer and key events are most of a log's lines: with `defer_raw` their `raw` is left null in the loaded
# table and their lines are streamed from the log again when the table is written (`raw_lines`), so the log's
# text is never held whole. The other lines (accessibility trees, window titles, recorder lines, unreadable ones)
# keep their text: the privacy scrubber reads it. A scrubbed key line gets its redaction note in place.
_DEFERRED_RAW = frozenset({EventKind.MOUSE_MOVE, EventKind.MOUSE_DOWN, EventKind.MOUSE_UP, EventKind.KEY_DOWN,
                           EventKind.KEY_UP})


# The log is read in blocks and decoded in batches of lines: Python objects exist for one batch at a time,
# the events live in Arrow columns, so parsing memory is a small multiple of the file whatever its length.
LOG_BATCH_LINES = 10_000
LOG_READ_BLOCK = 1 << 22
_RAW_SCHEMA = EVENTS_SCHEMA.append(pa.field("_time", pa.int64()))
_RAW_POLARS = pl.Schema(polars_types(_RAW_SCHEMA))  # not pl.from_arrow: that imports pandas (~0.5 s per start)
_BATCH_POLARS = pl.Schema({c: t for c, t in _RAW_POLARS.items() if c not in ("t_ms", "recording_id")})


# The compact table (`defer_raw`): a polars string takes a 16-byte view a row, even a null one; these few-valued
# columns (null on most lines but those of one kind) are Categorical in memory, 4 bytes a row, and written as
# strings (`tasks/recording/ingest.py:events_parts`).
_CATEGORICAL = ("source_event", "button", "key", "key_raw", "char")
_RAW_COMPACT = pl.Schema({c: pl.Categorical() if c in _CATEGORICAL else t for c, t in _RAW_POLARS.items()})
_BATCH_COMPACT = pl.Schema({c: _RAW_COMPACT[c] for c in _BATCH_POLARS})


def _stream_lines(fh: Any, block_size: int = LOG_READ_BLOCK, digest: Any = None) -> Iterator[bytes]:
    """Lines of a binary file, read `block_size` bytes at a time (never the whole file in one bytes object);
    `digest` (a hashlib object) sees every byte read. Lines end at LF (a CR before it is stripped by the
    parser); a log whose first block holds CRs but no LF (classic Mac line ends) is split at CR."""
    def read() -> bytes:
        block = fh.read(block_size)
        if digest is not None and block:
            digest.update(block)
        return block

    block = read()
    # a CR as the block's last byte may be the first half of CRLF: look one block further
    while b"\n" not in block and block.find(b"\r", 0, len(block) - 1) < 0:
        more = read()
        if not more:
            break
        block += more
    sep = b"\r" if b"\n" not in block and b"\r" in block else b"\n"
    rest = b""
    while block:
        lines = (rest + block).split(sep)
        rest = lines.pop()
        yield from lines
        block = read()
    if rest:
        yield rest


def raw_lines(fh: Any, block_size: int = LOG_READ_BLOCK) -> Iterator[str]:
    """Every line of the log as the `raw` column keeps it (line k is the event of `line_no` k), streamed."""
    for line in _stream_lines(fh, block_size):
        yield _raw_text(line.decode("utf-8", errors="replace"))


def read_log_table(fh: Any, recording_id: str, ax_out: list[tuple[int, dict[str, Any]]] | None = None,
                   max_event_chars: int = 16, *, digest: Any = None, block_size: int = LOG_READ_BLOCK,
                   batch_lines: int = LOG_BATCH_LINES, defer_raw: bool = False) -> pl.DataFrame:
    """The whole log as a DataFrame (EVENTS_SCHEMA columns plus the raw `_time`), streamed from `fh` in blocks
    and decoded in batches; each batch becomes columnar as soon as it is parsed. With `defer_raw` the table is
    compact: the pointer and key lines' `raw` is null (`_DEFERRED_RAW`), a few columns Categorical
    (`_CATEGORICAL`). A storage fault while reading propagates as it is (the runner retries transient ones)."""
    frames: list[pl.DataFrame] = []
    chunk: list[bytes] = []
    done = 0
    batch_schema, schema = (_BATCH_COMPACT, _RAW_COMPACT) if defer_raw else (_BATCH_POLARS, _RAW_POLARS)

    def flush() -> None:
        nonlocal chunk, done
        cols, times = _parse_lines(chunk, done, recording_id, ax_out, max_event_chars, defer_raw)
        done += len(chunk)
        chunk = []
        del cols["t_ms"], cols["recording_id"]  # one value each for the whole table
        cols["_time"] = times
        df = pl.DataFrame(cols, schema=batch_schema)  # straight into polars: no Arrow copy beside it
        frames.append(df.select(c for c, n in zip(df.columns, df.null_count().row(0), strict=True) if n < df.height))

    for line in _stream_lines(fh, block_size, digest):
        chunk.append(line)
        if len(chunk) >= batch_lines:
            flush()
    if chunk:
        flush()
    if not frames:
        return pl.DataFrame(schema=schema)
    return _joined(frames, recording_id, schema)


def _joined(frames: list[pl.DataFrame], recording_id: str, schema: pl.Schema) -> pl.DataFrame:
    """The batches as one table. A column that is null in every line of a batch was dropped from it (a null
    string still takes 16 bytes a row in polars): it is null in every line of the log, or nulls are put back
    for that batch; `t_ms` (set from `_time` once the clock is known), the recording id and the columns null
    throughout are constant columns, the same values without a buffer per row."""
    present = [c for c in _BATCH_POLARS if any(c in f.columns for f in frames)]
    frames = [f if f.columns == present else f.with_columns(
        pl.lit(None, dtype=schema[c]).alias(c) for c in present if c not in f.columns).select(present)
        for f in frames]
    df = pl.concat(frames, rechunk=False)
    del frames
    return df.with_columns(pl.lit(recording_id, dtype=pl.String).alias("recording_id"),
                           *(pl.lit(None, dtype=dtype).alias(c) for c, dtype in schema.items()
                             if c not in present and c != "recording_id")).select(schema.names())
