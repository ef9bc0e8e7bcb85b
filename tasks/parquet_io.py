"""Parquet files of the work area and the published tables: written from polars or Arrow one row group at a time,
read back straight into polars. Used by the runner, publish and the dataset build."""

from __future__ import annotations

import io
from collections.abc import Iterable

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

from cuaflow.connectors.storage import Root

# pyarrow's default row group length: writing a frame one such slice at a time gives the same file as
# converting it whole, without an Arrow copy of the whole table beside the frame.
ROW_GROUP_ROWS = 1024 * 1024
_PARQUET = {"compression": "zstd", "write_statistics": True}


def parquet_bytes(table: pa.Table | pl.DataFrame, schema: pa.Schema | None = None) -> bytes:
    """A table as Parquet bytes; a polars frame is converted (and cast to `schema`, when given) one row group
    at a time."""
    def arrow(df: pl.DataFrame) -> pa.Table:
        t = df.to_arrow()
        return t.select(schema.names).cast(schema) if schema is not None else t

    buf = io.BytesIO()
    if isinstance(table, pa.Table):
        pq.write_table(table if schema is None else table.select(schema.names).cast(schema), buf, **_PARQUET)
    elif table.height <= ROW_GROUP_ROWS:
        pq.write_table(arrow(table), buf, **_PARQUET)
    else:
        first = arrow(table.slice(0, ROW_GROUP_ROWS))
        with pq.ParquetWriter(buf, first.schema, **_PARQUET) as writer:
            writer.write_table(first)
            del first
            for k in range(ROW_GROUP_ROWS, table.height, ROW_GROUP_ROWS):
                writer.write_table(arrow(table.slice(k, ROW_GROUP_ROWS)))
    return buf.getvalue()


def stream_parquet(frames: Iterable[pl.DataFrame], schema: pa.Schema) -> tuple[bytes, int]:
    """Frames written one after another as one Parquet file, holding at most a row group beside the frame
    being added (the bytes equal `parquet_bytes` of their concatenation); with the row count."""
    buf = io.BytesIO()
    pending: list[pa.Table] = []
    rows = waiting = 0
    with pq.ParquetWriter(buf, schema, **_PARQUET) as writer:
        for df in frames:
            t = df.to_arrow().select(schema.names).cast(schema)
            pending.append(t)
            rows += t.num_rows
            waiting += t.num_rows
            while waiting >= ROW_GROUP_ROWS:
                joined = pa.concat_tables(pending)
                writer.write_table(joined.slice(0, ROW_GROUP_ROWS))
                rest = joined.slice(ROW_GROUP_ROWS)
                pending, waiting = ([rest] if rest.num_rows else []), rest.num_rows
        if waiting or rows == 0:
            writer.write_table(pa.concat_tables(pending) if pending else schema.empty_table())
    return buf.getvalue(), rows


def write_parquet(root: Root, rel: str, df: pl.DataFrame | pa.Table, schema: pa.Schema | None = None) -> bytes:
    data = parquet_bytes(df, schema)
    root.write_bytes(rel, data)
    return data


def parquet_rows(root: Root, rel: str) -> int:
    """Rows of a Parquet file, from its footer (the data is not read)."""
    with root.open(rel, "rb") as fh:
        return int(pq.ParquetFile(fh).metadata.num_rows)


def read_parquet(root: Root, rel: str, columns: list[str] | None = None) -> pl.DataFrame:
    # polars decodes straight into its own columns: no Arrow table beside them (half the peak)
    return pl.read_parquet(io.BytesIO(root.read_bytes(rel)), columns=columns)


