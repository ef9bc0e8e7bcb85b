"""Work tables held lean: all-null columns read as constants, the events table streamed row group by row group
(grouping's lineage set in), the lineage counted in slices, the Clones log table built from batches that drop
their all-null columns. Each gives the same values (and files) as the whole-table way."""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import polars as pl
import pyarrow.parquet as pq
import pytest

from cuaflow.connectors.clones import _RAW_POLARS, read_log_table
from cuaflow.connectors.storage import open_root
from cuaflow.tasks import parquet_io
from cuaflow.tasks.parquet_io import parquet_bytes, read_parquet, row_groups, stream_parquet, write_parquet
from cuaflow.tasks.run.publish import _lineage, _lineage_counts
from cuaflow.tasks.stages import with_lineage


def _frame(n: int) -> pl.DataFrame:
    k = np.arange(n)
    return pl.DataFrame({
        "recording_id": ["r"] * n,
        "line_no": k.astype(np.int32),
        "kind": np.where(k % 7 == 0, "key_down", "mouse_move"),
        "x": np.where(k % 5 == 0, np.nan, k * 0.5),
        "key": [None if i % 7 else "a" for i in range(n)],
        "text": pl.Series([None] * n, dtype=pl.String),
        "scroll_dy": pl.Series([None] * n, dtype=pl.Float64),
        "keys": pl.Series([None] * n, dtype=pl.List(pl.String)),
        "duplicate": np.zeros(n, dtype=bool),
        "ignore_reason": pl.Series([None] * n, dtype=pl.String),
        "step_index": pl.Series([None] * n, dtype=pl.Int32),
        "raw": [f'{{"event":"e","time":{i}}}' for i in range(n)],
    })


def test_all_null_columns_read_as_constants_give_the_same_frame(tmp_path: Path) -> None:
    root = open_root(str(tmp_path))
    df = _frame(50)
    write_parquet(root, "t.parquet", df)
    got = read_parquet(root, "t.parquet")
    assert got.schema == df.schema and got.equals(df)
    assert read_parquet(root, "t.parquet", ["text", "line_no"]).equals(df.select("text", "line_no"))
    assert read_parquet(root, "t.parquet", ["text", "scroll_dy"]).equals(df.select("text", "scroll_dy"))
    write_parquet(root, "e.parquet", df.head(0))
    assert read_parquet(root, "e.parquet").schema == df.schema


def test_the_events_table_streamed_with_lineage_equals_it_written_whole(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Group writes the raw table's row groups with its lineage columns set in: the bytes of the whole table
    with those columns replaced, across several row groups."""
    monkeypatch.setattr(parquet_io, "ROW_GROUP_ROWS", 1000)
    root = open_root(str(tmp_path))
    raw = _frame(2500)
    write_parquet(root, "raw.parquet", raw)
    assert pq.ParquetFile(io.BytesIO(root.read_bytes("raw.parquet"))).metadata.num_row_groups == 3
    n = raw.height
    lineage = pl.DataFrame({
        "step_index": pl.Series([i // 10 if i % 3 else None for i in range(n)], dtype=pl.Int32),
        "duplicate": [i % 11 == 0 for i in range(n)],
        "ignore_reason": [None if i % 3 else "cursor_jitter" for i in range(n)],
    })
    whole = parquet_bytes(raw.with_columns(lineage))
    streamed, rows = stream_parquet(with_lineage(row_groups(root, "raw.parquet"), lineage))
    assert streamed == whole and rows == n
    with pytest.raises(ValueError, match="differ in length"):
        list(with_lineage(row_groups(root, "raw.parquet"), lineage.head(10)))


def test_lineage_counted_in_slices_equals_it_counted_whole() -> None:
    n = 1000
    ev = pl.DataFrame({
        "recording_id": ["a"] * 600 + ["b"] * 400,
        "step_index": pl.Series([i if i % 4 else None for i in range(n)], dtype=pl.Int32),
        "ignore_reason": [None if i % 4 else ("duplicate" if i % 8 else "invalid_line: not JSON (x)")
                          for i in range(n)],
    })
    whole = (ev.with_columns(
        outcome=pl.when(pl.col("step_index").is_not_null()).then(pl.lit("consumed")).otherwise(pl.lit("ignored")),
        reason=pl.col("ignore_reason").str.split(":").list.first())
        .group_by("recording_id", "outcome", "reason").agg(pl.len().cast(pl.Int64).alias("events"))
        .sort("recording_id", "outcome", "reason", nulls_last=False))
    sliced = _lineage([_lineage_counts(ev.slice(k, 170)) for k in range(0, n, 170)])
    assert sliced.to_pylist() == whole.to_arrow().to_pylist()
    assert sliced.equals(_lineage([_lineage_counts(ev)]))


def test_the_clones_log_table_is_the_same_whatever_its_batches() -> None:
    """Batches drop the columns null in all their lines; the joined table has every column, with the same
    values, whether a column is present in every batch, in some, or in none."""
    lines = [b'{"event":"mousemove","time":1,"data":{"x":1,"y":2}}'] * 5 + [
        b'{"event":"keydown","time":9,"data":{"key":"KeyA"}}',
        b'{"event":"ffmpeg_stderr","time":10,"data":{"output":"Output #0"}}',
        b"not json",
    ] + [b'{"event":"mousewheel","time":12,"data":{"delta":-1}}'] * 3
    data = b"\n".join(lines) + b"\n"
    one = read_log_table(io.BytesIO(data), "rec", batch_lines=10_000)
    assert one.schema == _RAW_POLARS and one.height == len(lines)
    for batch in (1, 2, 3, 5):
        got = read_log_table(io.BytesIO(data), "rec", batch_lines=batch)
        assert got.schema == _RAW_POLARS and got.equals(one), batch
    assert one["recording_id"].to_list() == ["rec"] * len(lines)
    assert one["x2"].null_count() == one.height and one["t_ms"].null_count() == one.height
    assert one["key"].to_list()[5] == "a" and one["scroll_dy"].drop_nulls().to_list() == [1.0] * 3


def test_streamed_write_is_atomic_and_equals_the_in_memory_file(tmp_path: Path) -> None:
    """A table streamed to storage is the file `stream_parquet` gives (sha256 and rows reported); a failure while
    it is written leaves the previous file as it was and no temp file anywhere (readers never see a part)."""
    import hashlib

    from cuaflow.tasks.parquet_io import write_parquet_stream

    root = open_root(str(tmp_path))
    df = _frame(3000)
    parts = [df.slice(k, 700) for k in range(0, df.height, 700)]
    sha, rows = write_parquet_stream(root, "t/e.parquet", iter(parts))
    data = (tmp_path / "t" / "e.parquet").read_bytes()
    assert data == stream_parquet(iter(parts))[0] and sha == hashlib.sha256(data).hexdigest() and rows == 3000

    def broken() -> object:
        yield parts[0]
        raise OSError("disk gone")

    with pytest.raises(OSError, match="disk gone"):
        write_parquet_stream(root, "t/e.parquet", broken())  # type: ignore[arg-type]
    assert (tmp_path / "t" / "e.parquet").read_bytes() == data
    assert [p for p in tmp_path.rglob("*") if p.is_file()] == [tmp_path / "t" / "e.parquet"]


def test_text_columns_read_as_categorical_hold_the_same_values(tmp_path: Path) -> None:
    """`read_parquet(categorical=...)` gives the same values (strings as categories), leaves non-text and all-null
    columns alone, and ignores names that are not string columns."""
    root = open_root(str(tmp_path))
    df = _frame(5000)
    write_parquet(root, "e.parquet", df)
    got = read_parquet(root, "e.parquet", None, categorical=("kind", "key", "text", "x", "raw"))
    assert got.schema["kind"] == pl.Categorical and got.schema["key"] == pl.Categorical
    assert got.schema["raw"] == pl.Categorical and got.schema["x"] == pl.Float64
    assert got.schema["text"] == pl.String  # null throughout: a constant of its stored type
    back = got.with_columns(pl.col(pl.Categorical).cast(pl.String))
    assert back.equals(read_parquet(root, "e.parquet"))
