"""The Clones log is streamed: read in blocks and decoded in batches of lines. Whatever the block and batch
sizes, every line becomes exactly one row, in order, numbered from the file, with its own text — lines split
across block boundaries, CRLF pairs split between blocks, CR-only logs — and a bad line far into a long log
is named by its own line number."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from helpers import make

from cuaflow.connectors.clones import read_log_table, read_recording
from cuaflow.connectors.storage import open_root
from cuaflow.schemas.recording import Quarantine, RecordingRef
from cuaflow.tasks.recording.ingest import discover

# (block size in bytes, lines per batch): one byte at a time, odd sizes that cut lines and CRLF pairs
# anywhere, and the production sizes.
SIZES = [(1, 1), (7, 3), (61, 1000), (4096, 250), (1 << 22, 10_000)]


def event_lines(n: int) -> list[str]:
    """`n` known events: moves with a click every 50 lines and a key every 70."""
    out = []
    for i in range(n):
        if i % 50 == 49:
            ev = {"event": "mousedown", "time": 1000 + i, "data": {"button": "Left", "x": i % 160, "y": 7}}
        elif i % 70 == 69:
            ev = {"event": "keydown", "time": 1000 + i, "data": {"key": "KeyA"}}
        else:
            ev = {"event": "mousemove", "time": 1000 + i, "data": {"x": i % 160, "y": (3 * i) % 100}}
        out.append(json.dumps(ev, separators=(",", ":")))
    return out


def expected_kind(i: int) -> str:
    return "mouse_down" if i % 50 == 49 else "key_down" if i % 70 == 69 else "mouse_move"


@pytest.mark.parametrize(("block", "batch"), SIZES)
@pytest.mark.parametrize("ending", ["\n", "\r\n", "\r"])
def test_every_line_is_one_row_whatever_the_block_and_batch(block: int, batch: int, ending: str) -> None:
    lines = event_lines(400)
    data = ending.join(lines).encode() + ending.encode()
    df = read_log_table(io.BytesIO(data), "r", block_size=block, batch_lines=batch)
    assert df["line_no"].to_list() == list(range(400))
    assert df["raw"].to_list() == lines  # each row holds its own line, line ends stripped
    assert df["kind"].to_list() == [expected_kind(i) for i in range(400)]
    assert df["_time"].to_list() == [1000 + i for i in range(400)]


def test_a_crlf_pair_split_between_blocks_is_one_line_end() -> None:
    lines = event_lines(3)
    data = "\r\n".join(lines).encode() + b"\r\n"
    cut = data.index(b"\r") + 1  # the first block ends between CR and LF
    df = read_log_table(io.BytesIO(data), "r", block_size=cut, batch_lines=2)
    assert df["raw"].to_list() == lines and df["kind"].to_list() == ["mouse_move"] * 3


def test_a_last_line_without_its_line_end_is_kept() -> None:
    lines = event_lines(5)
    df = read_log_table(io.BytesIO("\n".join(lines).encode()), "r", block_size=16, batch_lines=2)
    assert df["raw"].to_list() == lines


def test_the_digest_sees_every_byte_once() -> None:
    import hashlib

    data = ("\n".join(event_lines(300)) + "\n").encode()
    h = hashlib.sha256()
    read_log_table(io.BytesIO(data), "r", digest=h, block_size=97, batch_lines=40)
    assert h.hexdigest() == hashlib.sha256(data).hexdigest()


def test_a_bad_line_far_in_is_named_by_its_line_number() -> None:
    lines = event_lines(25_000)
    lines[23_456] = '{"event": "mousemove", "time": 5, "data": {"x": 1'  # cut mid-object
    data = ("\n".join(lines) + "\n").encode()
    df = read_log_table(io.BytesIO(data), "r", block_size=4099, batch_lines=1_000)
    bad = df.filter(df["kind"] == "invalid")
    assert bad["line_no"].to_list() == [23_456]
    assert bad["raw"].to_list() == [lines[23_456]]
    assert bad["ignore_reason"][0].startswith("invalid_line: not JSON")


def test_a_long_log_with_too_many_bad_lines_names_the_first_one(tmp_path: Path) -> None:
    """Through the connector: the log is streamed from storage and the quarantine names the first bad line
    (1-based) of a log longer than one read block and many batches."""
    res = make(tmp_path / "src", "long", checksums=False)
    log = res.path / "input_log.jsonl"
    head = log.read_text().splitlines()
    t = max(json.loads(x)["time"] for x in head)
    moves = [json.dumps({"event": "mousemove", "time": t + 1 + i, "data": {"x": 10 + i % 50, "y": 10}})
             for i in range(60_000)]  # ~4 MiB: more than one read block
    first_bad = 45_000
    for k in range(first_bad, 60_000, 3):  # a third of the tail: over the 5 % limit
        moves[k] = "{not json"
    log.write_text("\n".join([*head, *moves]) + "\n")
    root = open_root(str(tmp_path / "src"))
    (ref,) = discover(root, res.path.parent.name).refs
    with pytest.raises(Quarantine) as err:
        read_recording(root, RecordingRef.model_validate(ref.model_dump()))
    line = len(head) + first_bad + 1  # 1-based line in the file
    assert str(err.value).startswith(f"input_log.jsonl:{line}: ")
    assert "lines unreadable" in str(err.value) and "not JSON" in str(err.value)
