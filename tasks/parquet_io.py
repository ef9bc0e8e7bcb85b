"""Parquet files of the work area and the published tables: written from polars or Arrow one row group at a time,
read back straight into polars, or streamed a row group at a time. Used by the runner, publish and the dataset
build."""

from __future__ import annotations

import base64
import hashlib
import io
from collections.abc import Collection, Iterable, Iterator
from typing import IO, Any

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

from cuaflow.connectors.storage import Root

# Row group length of every file written here: writing a frame one such slice at a time gives the same file as
# converting it whole, without an Arrow copy of the whole table beside the frame. A quarter of pyarrow's default:
# a stage streaming a 5 M-line events table holds one decoded row group (raw text included) at a time.
ROW_GROUP_ROWS = 256 * 1024
_PARQUET = {"compression": "zstd", "write_statistics": True}


def parquet_bytes(table: pa.Table | pl.DataFrame, schema: pa.Schema | None = None) -> bytes:
    """A table as Parquet bytes; a polars frame is converted (and cast to `schema`, when given) one row group
    at a time."""
    if isinstance(table, pa.Table):
        buf = io.BytesIO()
        pq.write_table(table if schema is None else table.select(schema.names).cast(schema), buf,
                       row_group_size=ROW_GROUP_ROWS, **_PARQUET)
        return buf.getvalue()
    slices = (table.slice(k, ROW_GROUP_ROWS) for k in range(0, max(table.height, 1), ROW_GROUP_ROWS))
    return stream_parquet(slices, schema)[0]


def stream_parquet(frames: Iterable[pl.DataFrame | pa.Table], schema: pa.Schema | None = None) -> tuple[bytes, int]:
    """Frames (polars or Arrow) written one after another as one Parquet file, in memory (the bytes equal
    `parquet_bytes` of their concatenation); with the row count."""
    buf = io.BytesIO()
    rows = _stream_into(buf, frames, schema)
    return buf.getvalue(), rows


def _stream_into(sink: IO[bytes], frames: Iterable[pl.DataFrame | pa.Table], schema: pa.Schema | None) -> int:
    """Frames written one after another into `sink` as one Parquet file, holding at most a row group beside the
    frame being added; the row count. Each is cast to `schema` when given; without it the file takes the first
    frame's Arrow schema."""
    pending: list[pa.Table] = []
    rows = waiting = 0
    writer: pq.ParquetWriter | None = None
    try:
        for df in frames:
            t = df if isinstance(df, pa.Table) else df.to_arrow()
            del df  # not held while the next part is made
            t = t.select(schema.names).cast(schema) if schema is not None else t
            if writer is None:
                writer = pq.ParquetWriter(sink, t.schema, **_PARQUET)
            pending.append(t)
            rows += t.num_rows
            waiting += t.num_rows
            del t
            while waiting >= ROW_GROUP_ROWS:
                joined = pa.concat_tables(pending)
                writer.write_table(joined.slice(0, ROW_GROUP_ROWS))
                rest = joined.slice(ROW_GROUP_ROWS)
                pending, waiting = ([rest] if rest.num_rows else []), rest.num_rows
                del joined, rest
        if writer is None:
            if schema is None:
                raise ValueError("stream_parquet: no frame and no schema")
            writer = pq.ParquetWriter(sink, schema, **_PARQUET)
        if waiting or rows == 0:
            writer.write_table(pa.concat_tables(pending) if pending else writer.schema.empty_table())
    finally:
        if writer is not None:
            writer.close()
    return rows


def write_parquet(root: Root, rel: str, df: pl.DataFrame | pa.Table, schema: pa.Schema | None = None) -> bytes:
    data = parquet_bytes(df, schema)
    root.write_bytes(rel, data)
    return data


class _Hashing(io.RawIOBase):
    """A write-only file passing bytes on to another and hashing them on the way."""

    def __init__(self, sink: IO[bytes]) -> None:
        self.sink, self.sha256, self.size = sink, hashlib.sha256(), 0

    def writable(self) -> bool:
        return True

    def write(self, b: Any) -> int:
        self.sink.write(b)
        self.sha256.update(b)
        self.size += len(b)
        return len(b)

    def tell(self) -> int:
        return self.size


def write_parquet_stream(root: Root, rel: str, frames: Iterable[pl.DataFrame | pa.Table],
                         schema: pa.Schema | None = None) -> tuple[str, int]:
    """Frames written as one Parquet file straight to storage (atomically, never whole in memory): the file's
    sha256 and its row count. The bytes equal `stream_parquet`'s."""
    with root.writer(rel) as fh:
        sink = _Hashing(fh)
        rows = _stream_into(sink, frames, schema)  # type: ignore[arg-type]
    return sink.sha256.hexdigest(), rows


def parquet_rows(root: Root, rel: str) -> int:
    """Rows of a Parquet file, from its footer (the data is not read)."""
    with root.open(rel, "rb") as fh:
        return int(pq.ParquetFile(fh).metadata.num_rows)


def row_groups(root: Root, rel: str, columns: list[str] | None = None) -> Iterator[pa.Table]:
    """A Parquet file's row groups one after another, as Arrow tables (the columns as stored): memory holds one
    decoded row group, never the whole table (the file is read from storage as the row groups need it)."""
    with root.open(rel, "rb") as fh:
        pf = pq.ParquetFile(fh)
        stored = _stored_schema(pf)
        for k in range(pf.num_row_groups):
            t = pf.read_row_group(k, columns=columns)
            # Parquet names a list's items `element`; the Arrow schema the writer stored keeps its own name (polars:
            # `item`): restored, so that the part written again gives the same file
            yield t.cast(pa.schema([stored.field(n) for n in t.schema.names])) if stored is not None else t


def _stored_schema(pf: pq.ParquetFile) -> pa.Schema | None:
    meta = pf.metadata.metadata or {}
    if b"ARROW:schema" not in meta:
        return None
    return pa.ipc.read_schema(pa.BufferReader(base64.b64decode(meta[b"ARROW:schema"])))


def read_parquet(root: Root, rel: str, columns: list[str] | None = None,
                 categorical: Collection[str] = ()) -> pl.DataFrame:
    """A Parquet file as a polars frame (of `columns`, when given). polars decodes straight into its own columns:
    no Arrow table beside them (half the peak). A column holding only nulls (its statistics say so) is not
    decoded but made a constant null column of its type: the same values without a buffer per row (most of an
    events table's columns are null on most rows, and a null string still takes 16 bytes in polars). The string
    columns named in `categorical` are decoded one at a time as Categorical: 4 bytes a row instead of a 16-byte
    view, for text columns with few values or mostly nulls (an event's kind, key, button)."""
    data = root.read_bytes(rel)
    stored = pl.read_parquet_schema(io.BytesIO(data))
    order, absent, n = _null_columns(data, stored, columns)
    wanted = [c for c in order if c not in absent]
    later = [c for c in wanted if c in categorical and stored[c] == pl.String]
    first = [c for c in wanted if c not in later]
    if not wanted:
        return pl.DataFrame([pl.repeat(None, n, dtype=absent[c], eager=True).alias(c) for c in order])
    if not absent and not later:
        return pl.read_parquet(io.BytesIO(data), columns=columns)
    df = pl.read_parquet(io.BytesIO(data), columns=first) if first else pl.DataFrame()
    for c in later:  # one string column at a time beside the frame
        df = df.with_columns(pl.read_parquet(io.BytesIO(data), columns=[c])[c].cast(pl.Categorical))
    return df.with_columns(pl.lit(None, dtype=dtype).alias(c) for c, dtype in absent.items()).select(order)


def _null_columns(data: bytes, schema: dict[str, pl.DataType],
                  columns: list[str] | None) -> tuple[list[str], dict[str, pl.DataType], int]:
    """The columns to read (in order), those of them that hold only nulls in every row group (flat types only)
    with their polars types (`schema`: the file's), and the row count."""
    order = list(columns) if columns is not None else list(schema)
    md = pq.ParquetFile(io.BytesIO(data)).metadata
    if md.num_rows == 0:
        return order, {}, 0
    wanted = {c for c in order if not schema[c].is_nested()}
    null_rows: dict[str, int] = {}
    for g in range(md.num_row_groups):
        rg = md.row_group(g)
        for i in range(rg.num_columns):
            col = rg.column(i)
            st = col.statistics
            if col.path_in_schema in wanted and st is not None and st.has_null_count:
                null_rows[col.path_in_schema] = null_rows.get(col.path_in_schema, 0) + st.null_count
    return order, {c: schema[c] for c in order if null_rows.get(c) == md.num_rows}, md.num_rows
