"""The Clones reader leaves the pointer and key lines' text out of the loaded events table; the events table
is written with it streamed from the log again (tasks/recording/ingest.py:events_parts): the same file as the whole
table."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator

import polars as pl
import pytest

from cuaflow.connectors.clones import raw_lines, read_log_table
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.tasks import parquet_io
from cuaflow.tasks.parquet_io import parquet_bytes, stream_parquet
from cuaflow.tasks.recording.ingest import events_parts

LINES = [b'{"event":"mousemove","time":%d,"data":{"x":%d,"y":2}}' % (i, i) for i in range(7)] + [
    b'{"event":"keydown","time":9,"data":{"key":"KeyA"}}\r',  # CRLF: the CR is not part of the text
    b'{"event":"keyup","time":10,"data":{"key":"KeyA"}}',
    b'{"event":"ffmpeg_stderr","time":11,"data":{"output":"Output #0"}}',
    b'{"event":"mousedown","time":12,"data":{"x":3,"y":4,"button":"left"}}',
    b'{"event":"mousemove","time":13,"data":{"x":1,"y":"\xff"}}',  # not UTF-8: an invalid line, text kept
    b"not json",
    b'{"event":"mousewheel","time":14,"data":{"delta":-1}}',
    b'{"event":"mouseup","time":15,"data":{"x":3,"y":4,"button":"left","pad":"' + b"p" * 70_000 + b'"}}',
    b'{"event":"mousemove","time":16,"data":{"x":5,"y":6}}',
]
DATA = b"\n".join(LINES) + b"\n"


def _table(batch: int, defer: bool) -> pl.DataFrame:
    return read_log_table(io.BytesIO(DATA), "rec", batch_lines=batch, defer_raw=defer).select(EVENTS_SCHEMA.names)


@contextlib.contextmanager
def _lines(data: bytes = DATA) -> Iterator[Iterator[str]]:
    yield raw_lines(io.BytesIO(data), block_size=64)


@pytest.mark.parametrize("batch", [1, 3, 4, 10_000])
@pytest.mark.parametrize("group", [4, 1_000])
def test_events_with_streamed_raw_text_are_the_file_of_the_whole_table(batch: int, group: int,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parquet_io, "ROW_GROUP_ROWS", group)
    whole, deferred = _table(batch, False), _table(batch, True)
    kinds = deferred["kind"].to_list()
    held = [r is not None for r in deferred["raw"].to_list()]
    assert held == [k not in ("mouse_move", "mouse_down", "mouse_up", "key_down", "key_up") for k in kinds]
    assert whole["raw"][7] == LINES[7][:-1].decode() and len(whole["raw"][14]) < len(LINES[14])  # cut
    assert stream_parquet(events_parts(deferred, _lines()))[0] == parquet_bytes(whole)
    # rows dropped (private spans) and key lines given a redaction note keep their place
    kept = pl.col("line_no").is_in([2, 3, 12]).not_()
    note = pl.when(pl.col("line_no") == 7).then(pl.lit('{"redacted": "x"}')).otherwise(pl.col("raw"))
    got = stream_parquet(events_parts(deferred.filter(kept).with_columns(raw=note), _lines()))[0]
    assert got == parquet_bytes(whole.filter(kept).with_columns(raw=note))


def test_a_log_shorter_on_its_second_read_is_an_error() -> None:
    deferred = _table(10_000, True)
    with pytest.raises(ValueError, match="no line 15 on its second read"):
        list(events_parts(deferred, _lines(b"\n".join(LINES[:-1]))))


def test_a_table_without_deferred_rows_is_written_as_it_is() -> None:
    whole = _table(3, False)
    assert stream_parquet(events_parts(whole, contextlib.nullcontext(None)))[0] == parquet_bytes(whole)
