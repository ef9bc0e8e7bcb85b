"""The Clones demonstration format (seed 004; the facts of real recordings it relies on: connectors/README.md).

Reads one recording folder — `meta.json`, `input_log.jsonl`, optional `input_log_meta.json`,
`recording.mp4`, optional `checksums.json` — into the canonical `LoadedRecording`. Nothing here
writes to the source."""

from __future__ import annotations

import hashlib
import io
import math
import re
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from types import MappingProxyType
from typing import IO, Any, Literal

import orjson
import polars as pl
import pyarrow as pa

from cuaflow.connectors.base import Connector
from cuaflow.connectors.storage import Root
from cuaflow.connectors.video import inspect_video
from cuaflow.schemas.events import EVENTS_SCHEMA, EventKind
from cuaflow.schemas.keys import canonical_key
from cuaflow.schemas.recording import (
    AxElement,
    AxSnapshot,
    LoadedRecording,
    Quarantine,
    RecordingMeta,
    RecordingRef,
    VideoInfo,
)
from cuaflow.schemas.settings import PipelineSettings
from cuaflow.schemas.tables import polars_types

META = "meta.json"
LOG = "input_log.jsonl"
LOG_META = "input_log_meta.json"
VIDEO = "recording.mp4"
CHECKSUMS = "checksums.json"
MANIFEST = "manifest.json"
PRIVATE = "private_ranges.json"
# The files read into a recording's content; a checksums.json that omits one of the essential ones (what the
# steps and frames come from) cannot vouch for the recording, one that omits another is "incomplete".
_CONTENT = (META, LOG, LOG_META, VIDEO, PRIVATE)
_ESSENTIAL = (META, LOG, VIDEO)
SUPPORTED_SCHEMA_MAJOR = 1
KNOWN_PLATFORMS = ("macos", "windows", "linux")  # the platforms the Clones recorder runs on
MAX_TIME_MS = 253_402_300_800_000  # 9999-12-31 in epoch ms
MAX_DURATION_S = 7 * 24 * 3600  # a week: longer is not one demonstration
ABSOLUTE_TIME_THRESHOLD = 10**11  # ms since epoch ≈ 1973: anything above is wall-clock time

# The first frame is written right after ffmpeg announces its output and starts reading input.
_VIDEO_START_LINE = re.compile(r"^\s*(Output #0\b|Press \[q\] to stop)")
_UNICODE = re.compile(r"unicode:\s*\[([0-9,\s]*)\]")
_DEAD = re.compile(r"is_dead:\s*(true|false)")
_BUTTONS = {"left": "left", "right": "right", "middle": "middle"}
_PLATFORM_ONLY = {"mousedelta", "joystickdown", "joystickup", "joystickaxis"}
_INPUT_KINDS = frozenset({"mouse_move", "mouse_down", "mouse_up", "wheel", "key_down", "key_up"})
_SHA256 = re.compile(r"^[0-9a-fA-F]{64}$")


MAX_RAW_CHARS = 65536  # the `raw` column keeps a line's text up to this; a longer line is cut with a note


def _cap(text: str) -> str:
    return text if len(text) <= MAX_RAW_CHARS else text[:MAX_RAW_CHARS] + f"…[cut: {len(text)} characters]"


def _short(v: Any, n: int = 40) -> str:
    """A value quoted for a message, cut so one absurd value cannot flood the reason."""
    text = repr(v)
    return text if len(text) <= n else text[:n] + f"… ({len(text)} characters)"


def looks_like_clones(root: Root, rel: str) -> bool:
    names = set(root.listdir(rel))
    return LOG in names or META in names


def sha256_file(root: Root, rel: str, chunk: int = 1 << 20) -> tuple[str, int]:
    return root.sha256(rel, chunk)


def verify_checksums(root: Root, rel: str, names: set[str]) -> tuple[str, dict[str, str]]:
    """Check `checksums.json`: every listed file's sha256 and size, then `overallHash`
    (sha256 of the sorted per-file hex digests joined by ':'). Returns status and computed digests."""
    doc = _read_json(root, f"{rel}/{CHECKSUMS}", CHECKSUMS)
    files = doc.get("files") if isinstance(doc, dict) else None
    if not isinstance(files, list):
        raise Quarantine("no 'files' list", file=CHECKSUMS)
    digests: dict[str, str] = {}
    for k, entry in enumerate(files):
        listed = _listed_file(k, entry, names)
        if listed is not None:
            fname, expected, size = listed
            digests[fname] = _check_file(root, f"{rel}/{fname}", fname, expected, size)
    unlisted = _unlisted(names, digests)
    _check_overall(doc.get("overallHash"), digests)
    if unlisted:  # never "verified" for a file the checksums do not cover
        return f"incomplete: {', '.join(unlisted)} not listed", digests
    return "verified", digests


def _listed_file(k: int, entry: Any, names: set[str]) -> tuple[str, str, int | None] | None:
    """Entry `k` of the checksums' `files` list checked: (file name, expected sha256 in lower case, size or None);
    None for the checksums and manifest files themselves."""
    if not isinstance(entry, dict) or not isinstance(entry.get("filename"), str):
        raise Quarantine(f"files[{k}] has no filename (expected {{filename, sha256, size}})", file=CHECKSUMS)
    fname, expected = entry["filename"], entry.get("sha256")
    if fname in (CHECKSUMS, MANIFEST):
        return None
    if "/" in fname or "\\" in fname or fname in ("", ".", ".."):
        raise Quarantine(f"unsafe filename {fname!r} listed", file=CHECKSUMS)
    if fname not in names:
        raise Quarantine(f"lists {fname} but the file is missing", file=CHECKSUMS)
    if not isinstance(expected, str) or not _SHA256.match(expected):
        other = [a for a in ("md5", "sha1", "sha512") if a in entry]
        hint = f" (found {other[0]}, which is not accepted)" if other else ""
        raise Quarantine(f"files[{k}] ({fname}): field sha256 must be 64 hex digits, got "
                         f"{_short(expected)}{hint}", file=CHECKSUMS)
    size = entry.get("size")
    if size is not None and (isinstance(size, bool) or not isinstance(size, int) or size < 0):
        raise Quarantine(f"files[{k}] ({fname}): field size must be a byte count (a non-negative integer), "
                         f"got {_short(size)}", file=CHECKSUMS)
    return fname, expected.lower(), size


def _check_file(root: Root, path: str, fname: str, expected: str, size: int | None) -> str:
    """The file's sha256, which must be the listed one (and its size the listed size, when given)."""
    got, got_size = sha256_file(root, path)
    if got != expected:
        raise Quarantine(f"sha256 mismatch for {fname}: expected {expected[:16]}…, got {got[:16]}… "
                         "(file changed or corrupted after recording; re-upload it)", file=CHECKSUMS)
    if size is not None and size != got_size:
        raise Quarantine(f"size mismatch for {fname}: expected {size}, got {got_size}", file=CHECKSUMS)
    return got


def _unlisted(names: set[str], digests: dict[str, str]) -> list[str]:
    """The recording's content files the checksums do not list; an essential one quarantines."""
    unlisted = sorted(n for n in names & set(_CONTENT) if n not in digests)
    essential = [n for n in unlisted if n in _ESSENTIAL]
    if essential:
        raise Quarantine(f"lists {', '.join(sorted(digests)) or 'no file'} but not {', '.join(essential)}: its "
                         "content cannot be verified (replaced after recording?); expected every recording file "
                         "listed with its sha256; re-upload the recording with complete checksums", file=CHECKSUMS)
    return unlisted


def _check_overall(overall: Any, digests: dict[str, str]) -> None:
    if overall:
        computed = hashlib.sha256(":".join(sorted(digests.values())).encode()).hexdigest()
        if computed != str(overall).lower():
            raise Quarantine(f"overallHash mismatch: expected {str(overall)[:16]}…, got {computed[:16]}…",
                             file=CHECKSUMS)


def _finite(v: Any) -> float | None:
    if isinstance(v, bool) or not isinstance(v, int | float):
        return None
    f = float(v)
    return f if math.isfinite(f) else None


def parse_actual_char(value: Any) -> tuple[str | None, bool]:
    """rdev's debug string `UnicodeInfo { name: Some("c"), unicode: [99], is_dead: false }` → ('c', False).
    Windows recorders may write the character itself. Control characters produce no text."""
    if not isinstance(value, str) or not value:
        return None, False
    if value.startswith("UnicodeInfo"):
        dead = bool((m := _DEAD.search(value)) and m.group(1) == "true")
        m = _UNICODE.search(value)
        chars = ""
        if m and m.group(1).strip():
            try:
                chars = "".join(chr(int(c)) for c in m.group(1).split(",") if c.strip())
            except (ValueError, OverflowError):
                chars = ""
            chars = _utf16_pairs(chars)
        text = "".join(c for c in chars if ord(c) >= 32 and ord(c) != 127)
        return (text or None), dead
    text = "".join(c for c in value if ord(c) >= 32 and ord(c) != 127)
    return (text or None), False


class LoneSurrogate(ValueError):
    """A UTF-16 surrogate without its partner: half a character, which no text file can hold."""


def _utf16_pairs(chars: str) -> str:
    """rdev reports UTF-16 code units: a character beyond U+FFFF arrives as a surrogate pair, joined here."""
    if not any(0xD800 <= ord(c) <= 0xDFFF for c in chars):
        return chars
    try:
        return chars.encode("utf-16-le", "surrogatepass").decode("utf-16-le")
    except UnicodeDecodeError:
        lone = next(c for c in chars if 0xD800 <= ord(c) <= 0xDFFF)
        raise LoneSurrogate(f"U+{ord(lone):04X}") from None


def _button(value: Any) -> str:
    if isinstance(value, str):
        return _BUTTONS.get(value.lower(), "other")
    return "other"


_COLUMNS = [f.name for f in EVENTS_SCHEMA]


def parse_log_lines(data: bytes, recording_id: str,
                    ax_out: list[tuple[int, dict[str, Any]]] | None = None, max_event_chars: int = 16
                    ) -> tuple[dict[str, list[Any]], list[int | float | None]]:
    """Decode every line into canonical columns. A line that cannot be read becomes an `invalid`
    row with the reason in `ignore_reason`; nothing is dropped. Returns columns and raw times."""
    return _parse_lines(list(_stream_lines(io.BytesIO(data))), 0, recording_id, ax_out, max_event_chars)


def _parse_lines(lines: list[bytes], first: int, recording_id: str,
                 ax_out: list[tuple[int, dict[str, Any]]] | None, max_event_chars: int, defer_raw: bool = False
                 ) -> tuple[dict[str, list[Any]], list[int | float | None]]:
    cols: dict[str, list[Any]] = {c: [] for c in _COLUMNS}
    times: list[int | float | None] = []
    for i, raw_line in enumerate(lines, first):
        row: dict[str, Any] = dict.fromkeys(_COLUMNS)
        row["recording_id"] = recording_id
        row["line_no"] = i
        row["duplicate"] = False
        t: int | float | None = None
        try:
            text_line = raw_line.decode("utf-8")
        except UnicodeDecodeError as exc:
            text_line = raw_line.decode("utf-8", errors="replace")
            row["kind"], row["ignore_reason"] = EventKind.INVALID, f"invalid_line: not UTF-8 ({exc.reason})"
        row["raw"] = _raw_text(text_line)
        if row["kind"] is None:
            try:
                _decode_event(text_line, row, max_event_chars)
            except (ArithmeticError, ValueError, TypeError) as exc:  # a value no rule foresaw: this line, not the run
                keep = {c: row[c] for c in ("recording_id", "line_no", "duplicate", "raw")}
                row = dict.fromkeys(_COLUMNS) | keep
                row["kind"] = EventKind.INVALID
                row["ignore_reason"] = f"invalid_line: unreadable value ({type(exc).__name__}: {str(exc)[:200]})"
            t = row.pop("_time", None)
            ax = row.pop("_ax", None)
            if ax is not None and ax_out is not None:
                ax_out.append((i, ax))  # accessibility data, parsed once, for the snapshots
        if defer_raw and row["kind"] in _DEFERRED_RAW:
            row["raw"] = None  # read again from the log when the table is written (`raw_lines`)
        times.append(t)
        for c in _COLUMNS:
            cols[c].append(row.get(c))
    return cols, times


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
# strings (`tasks/ingest.py:events_parts`).
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


def _decode_event(text_line: str, row: dict[str, Any], max_event_chars: int = 16) -> None:
    """One line into `row`: the envelope (JSON object, event name, time, data) checked, then the event's own
    decoder; a line that cannot be read becomes `invalid` with the reason."""
    got = _envelope(text_line, row)
    if isinstance(got, str):
        reason: str | None = got
    else:
        event, data = got
        reason = _DECODERS.get(event, _unknown)(event, data, row, max_event_chars)
    if reason is not None:
        row["kind"], row["ignore_reason"] = EventKind.INVALID, reason


def _envelope(text_line: str, row: dict[str, Any]) -> tuple[str, dict[str, Any]] | str:
    """(event name, data) of a line, its source event and time set in `row`; or why the line is invalid."""
    if not text_line.strip():
        return "invalid_line: empty line"
    try:
        obj = orjson.loads(text_line)
    except orjson.JSONDecodeError as exc:
        return f"invalid_line: not JSON ({exc})"
    if not isinstance(obj, dict):
        return "invalid_line: not a JSON object"
    event, data, t = obj.get("event"), obj.get("data"), obj.get("time")
    row["source_event"] = event if isinstance(event, str) else None
    tf = _finite(t)
    if not isinstance(event, str) or tf is None or tf < 0 or tf > MAX_TIME_MS:
        return "invalid_line: needs string 'event' and numeric 'time' between 0 and year 9999"
    row["_time"] = int(tf)
    if data is None:
        data = {}
    if not isinstance(data, dict):
        return "invalid_line: 'data' is not an object"
    if (huge := _huge(data)) is not None:
        return (f"invalid_line: field data.{huge[0]} of {event} is {huge[1]:g}, out of range; expected "
                f"at most {MAX_MAGNITUDE:.0e} in magnitude")
    return event, data


# Each decoder fills `row` from one event's data and returns None, or the reason the line is invalid.
_BAD_NUMBERS = "invalid_line: {} of {} must be finite numbers"


def _mouse_move(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    x, y = _finite(data.get("x")), _finite(data.get("y"))
    if x is None or y is None:
        return _BAD_NUMBERS.format("x/y", event)
    row.update(kind=EventKind.MOUSE_MOVE, x=x, y=y, raw_x=_finite(data.get("raw_x")), raw_y=_finite(data.get("raw_y")))
    return None


def _mouse_button(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    row["kind"] = EventKind.MOUSE_DOWN if event == "mousedown" else EventKind.MOUSE_UP
    row["button"] = _button(data.get("button"))
    x, y = _finite(data.get("x")), _finite(data.get("y"))
    if x is not None and y is not None:
        row.update(x=x, y=y)
    return None


def _wheel(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    dy, dx = _finite(data.get("delta", data.get("delta_y", 0.0))), _finite(data.get("delta_x", 0.0))
    if dy is None or dx is None:
        return _BAD_NUMBERS.format("delta", event)
    # Clones: a negative delta scrolls down. Canonical scroll_dy: + = down.
    row.update(kind=EventKind.WHEEL, scroll_dy=-dy if dy else 0.0, scroll_dx=-dx if dx else 0.0)
    return None


def _key(event: str, data: dict[str, Any], row: dict[str, Any], max_event_chars: int) -> str | None:
    key = data.get("key")
    if not isinstance(key, str) or not key:
        return f"invalid_line: {event} without 'key'"
    try:
        char, dead = parse_actual_char(data.get("actual_char")) if event == "keydown" else (None, False)
    except LoneSurrogate as exc:
        return (f"invalid_line: field data.actual_char holds a lone UTF-16 surrogate ({exc}); "
                "expected whole characters (a surrogate pair or one code point)")
    if char is not None and len(char) > max_event_chars:
        return (f"invalid_line: field data.actual_char produces {len(char)} characters; one key "
                f"press produces at most {max_event_chars}")
    row.update(kind=EventKind.KEY_DOWN if event == "keydown" else EventKind.KEY_UP,
               key=canonical_key(key), key_raw=key, char=char, is_dead=dead)
    return None


def _recorder_log(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    out = data.get("output")
    row.update(kind=EventKind.RECORDER_LOG, text=out if isinstance(out, str) else None, ignore_reason="recorder_log")
    return None


def _ax_snapshot(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    row.update(kind=EventKind.AX_SNAPSHOT, ignore_reason="ax_snapshot", _ax=data)
    return None


def _platform_only(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    row.update(kind=EventKind.PLATFORM_ONLY, ignore_reason="platform_only")
    return None


def _unknown(event: str, data: dict[str, Any], row: dict[str, Any], _: int) -> str | None:
    row.update(kind=EventKind.UNKNOWN, ignore_reason="unknown_event")
    return None


_Decoder = Callable[[str, dict[str, Any], dict[str, Any], int], str | None]
_DECODERS: dict[str, _Decoder] = {
    "mousemove": _mouse_move, "mousedown": _mouse_button, "mouseup": _mouse_button, "mousewheel": _wheel,
    "keydown": _key, "keyup": _key, "ffmpeg_stderr": _recorder_log, "ffmpeg_stdout": _recorder_log,
    "axtree_interaction": _ax_snapshot, "axtree": _ax_snapshot, **dict.fromkeys(_PLATFORM_ONLY, _platform_only),
}


# Pixels, points or wheel notches beyond this are damage; arithmetic on them (a sum of deltas times pixels per
# notch) would overflow to infinity and no integer column could hold the result.
MAX_MAGNITUDE = 1e15
_NUMERIC_FIELDS = ("x", "y", "raw_x", "raw_y", "delta", "delta_x", "delta_y")


def _huge(data: dict[str, Any]) -> tuple[str, float] | None:
    for k in _NUMERIC_FIELDS:
        v = _finite(data.get(k))
        if v is not None and abs(v) > MAX_MAGNITUDE:
            return k, v
    return None


def _bbox(b: Any) -> tuple[float, float, float, float] | None:
    if isinstance(b, dict):
        box = [v for v in (_finite(b.get(k)) for k in ("x", "y", "width", "height")) if v is not None]
        if len(box) == 4:
            return box[0], box[1], box[2], box[3]
    elif isinstance(b, list | tuple) and len(b) == 4:
        corners = [v for v in (_finite(v) for v in b) if v is not None]
        if len(corners) == 4:
            x1, y1, x2, y2 = corners
            return x1, y1, max(0.0, x2 - x1), max(0.0, y2 - y1)
    return None


def _screen_origin(node: dict[str, Any], bb: tuple[float, float, float, float]
                   ) -> tuple[float, float, Literal["screen", "window"]]:
    """Where an element's box starts on the screen. Dict bboxes are screen points. The older dumps' list
    bboxes are relative to the element's window (the fixture's window: bbox y 0, `absolute_position` y 25,
    below the menu bar); their `absolute_position` ("x;y") is the screen origin. Without it the box stays
    window-relative, and the hit-test rejects it."""
    if not isinstance(node.get("bbox"), list | tuple):
        return bb[0], bb[1], "screen"
    pos = node.get("absolute_position")
    if isinstance(pos, str) and pos.count(";") == 1:
        try:
            ax, ay = (float(v) for v in pos.split(";"))
        except ValueError:
            return bb[0], bb[1], "window"
        if math.isfinite(ax) and math.isfinite(ay):
            return ax, ay, "screen"
    return bb[0], bb[1], "window"


def flatten_axtree(tree: Any, max_nodes: int = 20000) -> list[AxElement]:
    """Both tree shapes seen in the wild (list of nodes with `children` lists, and the older
    dict-valued `children` with `[x1, y1, x2, y2]` bboxes) become a flat element list. An element without a
    `display_index` of its own is on its nearest ancestor's display (the recorder sets it on windows)."""
    out: list[AxElement] = []
    stack: list[tuple[Any, int, int | None]] = [(tree, 0, None)]
    while stack and len(out) < max_nodes:
        node, depth, display = stack.pop()
        if isinstance(node, list):
            stack.extend((n, depth, display) for n in reversed(node))
            continue
        if not isinstance(node, dict):
            continue
        di = node.get("display_index")
        display = di if isinstance(di, int) and not isinstance(di, bool) else display
        bb = _bbox(node.get("bbox"))
        if bb and bb[2] > 0 and bb[3] > 0:
            x, y, frame = _screen_origin(node, bb)
            out.append(AxElement(x=x, y=y, width=bb[2], height=bb[3],
                                 name=str(node.get("name") or node.get("description") or "")[:200],
                                 role=str(node.get("role") or "")[:100], depth=depth,
                                 display_index=display, frame=frame))
        children = node.get("children")
        if children:
            stack.append((children, depth + 1, display))
    return out


def ax_snapshots(items: list[tuple[int, dict[str, Any]]], t_ms: dict[int, int | None]) -> list[AxSnapshot]:
    snaps = []
    for line, data in items:
        t = t_ms.get(line)
        if t is None:
            continue
        app = data.get("focused_app")
        snaps.append(AxSnapshot(t_ms=t, app=(app or {}).get("name") if isinstance(app, dict) else None,
                                elements=flatten_axtree(data.get("tree"))))
    return snaps


def _ax_extent(snaps: list[AxSnapshot]) -> tuple[float, float] | None:
    w = h = 0.0
    for s in snaps:
        for e in s.elements:
            if e.x < 0 or e.y < 0 or e.display_index not in (None, 0) or e.frame == "window":
                continue
            w, h = max(w, e.x + e.width), max(h, e.y + e.height)
    return (w, h) if w > 0 and h > 0 else None


def _outcome(status: Any, reason: Any) -> str:
    if status == "failed" or reason == "fail":
        return "failure"
    if status == "completed":
        return "success"
    return "unknown"


def _schema_version(meta: dict[str, Any]) -> str | None:
    sv = meta.get("schema_version")
    if sv is None:
        return None
    if isinstance(sv, dict) and isinstance(sv.get("major"), int):
        if sv["major"] != SUPPORTED_SCHEMA_MAJOR:
            raise Quarantine(f"schema_version {sv['major']}.x is not supported (cuaflow reads "
                             f"{SUPPORTED_SCHEMA_MAJOR}.x); upgrade cuaflow or convert the recording",
                             file=META)
        return f"{sv['major']}.{sv.get('minor', 0)}.{sv.get('patch', 0)}"
    raise Quarantine("schema_version must be {major, minor, patch}", file=META)


def _span(item: Any) -> tuple[float, float] | None:
    if isinstance(item, dict):
        a, b = _finite(item.get("start")), _finite(item.get("end"))
    elif isinstance(item, list | tuple) and len(item) == 2:
        a, b = _finite(item[0]), _finite(item[1])
    else:
        return None
    return (a, b) if a is not None and b is not None and b >= a else None


def _private_ranges(root: Root, rel: str, names: set[str], origin: int) -> list[tuple[int, int]]:
    """`private_ranges.json`: `[{"start": ms, "end": ms, "count": n}]` in the log's own time base (epoch ms
    in absolute-time logs), as event-clock spans. A file that cannot be read quarantines the recording:
    guessing would publish what the demonstrator marked private."""
    doc = _read_json(root, f"{rel}/{PRIVATE}", PRIVATE)
    items = doc.get("ranges", doc.get("private_ranges")) if isinstance(doc, dict) else doc
    if not isinstance(items, list):
        raise Quarantine("expected a list of {start, end} spans", file=PRIVATE)
    out = []
    for k, item in enumerate(items):
        span = _span(item)
        if span is None:
            raise Quarantine(f"span #{k + 1} needs numeric start <= end (ms)", file=PRIVATE)
        a, b = span
        shift = origin if a > ABSOLUTE_TIME_THRESHOLD else 0
        out.append((int(a) - shift, int(math.ceil(b)) - shift))
    return sorted(out)


def _deleted_ranges(meta_doc: dict[str, Any], video_ms: float | None) -> list[str]:
    """Spans the recorder trimmed on export (`deleted_ranges`): the log has no events inside and later times
    are shifted back. That is consistent only if the video was cut the same way, i.e. the video lasts
    `duration_seconds` (reduced by the recorder). A video still holding the deleted time would put every later
    event off by the deleted duration and show what was deleted: quarantined."""
    items = meta_doc.get("deleted_ranges")
    if not items:
        return []
    spans = [_span(i) for i in items] if isinstance(items, list) else [None]
    if any(sp is None for sp in spans):
        raise Quarantine("deleted_ranges must be a list of {start, end} spans (ms)", file=META)
    total = sum(b - a for a, b in spans)  # type: ignore[misc]
    declared = _finite(meta_doc.get("duration_seconds"))
    if declared is None or video_ms is None:
        raise Quarantine("deleted_ranges present but duration_seconds or the video's duration is unknown: cannot "
                         "tell whether the video was cut like the log", file=META)
    if abs(video_ms - declared * 1000) > max(1000.0, 0.25 * total):
        raise Quarantine(f"deleted_ranges remove {total / 1000:.1f} s from the log, but the video lasts "
                         f"{video_ms / 1000:.1f} s against duration_seconds {declared:g}: the video was not cut "
                         "like the log (events would be misaligned and deleted content visible)", file=META)
    return [f"deleted_ranges: {len(spans)} spans ({total / 1000:.1f} s) trimmed from log and video by the recorder"]


def _read_json(root: Root, rel: str, name: str) -> Any:
    try:
        return orjson.loads(root.read_bytes(rel))
    except orjson.JSONDecodeError as exc:
        raise Quarantine(f"not valid JSON ({exc})", file=name) from None


def _str(v: Any) -> str:
    return v if isinstance(v, str) else ""


def _objectives(quest: dict[str, Any]) -> list[str]:
    value = quest.get("objectives")
    if value is None:
        return []
    if isinstance(value, str):
        return [value]  # one objective written without its list
    if not isinstance(value, list):
        raise Quarantine(f"field quest.objectives must be a list of strings, got {type(value).__name__} "
                         f"{_short(value)}", file=META)
    for k, item in enumerate(value):
        if not isinstance(item, str):
            raise Quarantine(f"field quest.objectives[{k}] must be a string, got {type(item).__name__} "
                             f"{_short(item)}", file=META)
    return list(value)


def _duration_seconds(meta_doc: dict[str, Any]) -> float | None:
    value = meta_doc.get("duration_seconds")
    if value is None:
        return None
    f = _finite(value)
    if f is None or f < 0 or f > MAX_DURATION_S:
        raise Quarantine(f"field duration_seconds must be a number of seconds between 0 and {MAX_DURATION_S}, "
                         f"got {_short(value)}", file=META)
    return f


_INPUT_NAMES = ("mousemove", "mousedown", "mouseup", "mousewheel", "keydown", "keyup")
_IS_INPUT = pl.col("kind").is_in(list(_INPUT_KINDS))


def _unknown_names(df: pl.DataFrame) -> str:
    """The event names the log used that cuaflow does not know, with counts and first line, for a reason."""
    unknown = (df.lazy().filter(pl.col("kind") == EventKind.UNKNOWN).group_by("source_event")
               .agg(pl.len().alias("n"), pl.col("line_no").min().alias("first")).sort("first").collect())
    if unknown.height == 0:
        return ""
    parts = []
    for name, n, first in unknown.head(5).iter_rows():
        near = next((k for k in _INPUT_NAMES if k == name.replace("_", "").replace("-", "").lower()), None)
        hint = f", the recorder's {near!r} in another case or spelling" if near and near != name else ""
        parts.append(f"{_short(name)} ({n} lines from line {first + 1}{hint})")
    more = f" and {unknown.height - 5} more" if unknown.height > 5 else ""
    return f": {unknown.height} unknown event names: {', '.join(parts)}{more}"


def _event_count(lm: Any) -> int | None:
    value = lm.get("event_count") if isinstance(lm, dict) else None
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise Quarantine(f"field event_count must be a number of lines (a non-negative integer), got "
                         f"{_short(value)}", file=LOG_META)
    return value


def _check_event_count(declared: int | None, lines: int, tolerance: float) -> list[str]:
    """`event_count` against the lines read. Fewer lines than declared (beyond the tolerance: a crash may lose
    the partial last line) means the log lost events: every later step would be missing and the trajectory cut,
    so the recording is quarantined. More lines are flagged (a recorder may count only input events)."""
    if declared is None:
        return []
    slack = max(1, int(tolerance * declared))
    if lines < declared - slack:
        raise Quarantine(f"field event_count says {declared} events but {LOG} holds {lines} lines "
                         f"({lines / max(declared, 1):.0%}); expected within {tolerance:.0%} (the log lost lines: "
                         "cut short or partly uploaded); re-upload the complete log", file=LOG_META)
    if lines > declared + slack:
        return [f"{LOG_META}: field event_count says {declared} events but {LOG} holds {lines} lines; expected "
                f"within {tolerance:.0%} (events_count_mismatch)"]
    return []


class _At:
    """The file being read, so a failure nobody foresaw still names it."""

    file = META


@dataclass(frozen=True)
class _Limits:
    verify: bool
    max_invalid_fraction: float
    duration_tolerance: float
    max_event_chars: int
    event_count_tolerance: float


# Failures of a value no check foresaw (a number too large to convert, text no codec can write, a missing key):
# each becomes a quarantine naming the file being read, not a bare exception name from a later stage.
_UNFORESEEN = (ArithmeticError, LookupError, TypeError, ValueError)


def read_recording(root: Root, ref: RecordingRef, *, verify: bool = True,
                   max_invalid_fraction: float = 0.05, duration_tolerance: float = 0.1,
                   max_event_chars: int = 16, event_count_tolerance: float = 0.01) -> LoadedRecording:
    at = _At()
    try:
        return _read_recording(root, ref, at, _Limits(verify, max_invalid_fraction, duration_tolerance,
                                                      max_event_chars, event_count_tolerance))
    except Quarantine:
        raise
    except _UNFORESEEN as exc:
        raise Quarantine(f"unreadable value ({type(exc).__name__}: {str(exc)[:300]}); expected the Clones "
                         "recorder's format", file=at.file) from exc


def _read_recording(root: Root, ref: RecordingRef, at: _At, lim: _Limits) -> LoadedRecording:
    """The reading, in phases: files present and verified, meta.json, the log's own metadata, the log into the
    events table, its clock, the accessibility snapshots, the video, the content hash, the recording's metadata.
    `at` names the file each phase reads."""
    rel = ref.path
    names = set(root.listdir(rel))
    _check_present(names)
    at.file = CHECKSUMS
    checksum_status, digests = (verify_checksums(root, rel, names) if lim.verify and CHECKSUMS in names
                                else ("absent", {}))
    at.file = META
    doc = _read_meta(root, rel)
    at.file = LOG_META
    time_type, declared_events = _read_log_meta(root, rel, names)
    at.file = LOG
    df, ax_data, log_digest = _read_log(root, rel, ref.recording_id, lim.max_event_chars)
    flags = _check_log(df, declared_events, lim)
    df, clock = _log_clock(df, time_type)
    ax = _snapshots(df, ax_data)
    at.file = VIDEO
    vinfo, warnings = _inspect(root, f"{rel}/{VIDEO}", doc.declared_s, clock, lim.duration_tolerance)
    input_hash = _input_hash(root, rel, names, digests, log_digest)
    at.file = META
    meta = _recording_meta(ref, doc, clock, vinfo, checksum_status, [*flags, *warnings])
    at.file = PRIVATE
    private = _private_ranges(root, rel, names, clock.origin) if PRIVATE in names else []
    at.file = META
    meta = meta.model_copy(update={"private_ranges": private,
                                   "flags": [*meta.flags, *_deleted_ranges(doc.doc, vinfo.duration_ms)]})
    return LoadedRecording(meta=meta, events=df.select(EVENTS_SCHEMA.names), ax=ax, video_rel=f"{rel}/{VIDEO}",
                           scale_hint=doc.scale_hint, ax_extent=_ax_extent(ax), input_hash=input_hash)


def _check_present(names: set[str]) -> None:
    for required in (META, LOG):
        if required not in names:
            raise Quarantine(f"{required} is missing from the recording folder", file=required)
    if VIDEO not in names:
        raise Quarantine("recording.mp4 is missing: no frames can be extracted", file=VIDEO)


@dataclass(frozen=True)
class _MetaDoc:
    """meta.json and the facts checked in it."""

    doc: dict[str, Any]
    schema_version: str | None
    quest: dict[str, Any]
    scale_hint: float | None
    declared_s: float | None


def _read_meta(root: Root, rel: str) -> _MetaDoc:
    doc = _read_json(root, f"{rel}/{META}", META)
    if not isinstance(doc, dict):
        raise Quarantine("top level must be an object", file=META)
    schema_version = _schema_version(doc)
    monitor = doc.get("primary_monitor")
    if monitor is not None and not isinstance(monitor, dict):
        raise Quarantine("primary_monitor must be an object", file=META)
    monitor = monitor or {}
    quest: dict[str, Any] = doc["quest"] if isinstance(doc.get("quest"), dict) else {}
    if monitor.get("scale_factor") is not None and _finite(monitor.get("scale_factor")) is None:
        raise Quarantine(f"field primary_monitor.scale_factor must be a number (1, 2, …), got "
                         f"{_short(monitor.get('scale_factor'))}", file=META)
    scale_hint = _finite(monitor.get("scale_factor"))
    declared_s = _duration_seconds(doc)
    if scale_hint is not None and not (0.5 <= scale_hint <= 4):
        raise Quarantine(f"primary_monitor.scale_factor {scale_hint} outside 0.5-4", file=META)
    return _MetaDoc(doc, schema_version, quest, scale_hint, declared_s)


def _read_log_meta(root: Root, rel: str, names: set[str]) -> tuple[str | None, int | None]:
    """`input_log_meta.json`, when present: the log's time base and its declared event count."""
    if LOG_META not in names:
        return None, None
    lm = _read_json(root, f"{rel}/{LOG_META}", LOG_META)
    tt = lm.get("timestamp_type") if isinstance(lm, dict) else None
    if tt is not None and tt not in ("relative", "absolute"):
        raise Quarantine(f"timestamp_type {tt!r} is neither 'relative' nor 'absolute'", file=LOG_META)
    return tt, _event_count(lm)


def _read_log(root: Root, rel: str, recording_id: str, max_event_chars: int
              ) -> tuple[pl.DataFrame, list[tuple[int, dict[str, Any]]], str]:
    """The log as a table (EVENTS_SCHEMA plus the raw `_time`; the pointer and key lines' text left to
    `raw_lines`), its accessibility data by line, and its sha256 (from the same single read)."""
    ax_data: list[tuple[int, dict[str, Any]]] = []
    digest = hashlib.sha256()
    with root.open(f"{rel}/{LOG}", "rb") as fh:
        if fh.read(4096).lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"[":
            raise Quarantine("the log is a JSON array; expected JSON Lines (one event object per line, "
                             "e.g. {\"event\": \"mousemove\", \"time\": …, \"data\": {…}})", file=LOG, line=0)
        fh.seek(0)
        df = read_log_table(fh, recording_id, ax_data, max_event_chars, digest=digest, defer_raw=True)
    return df, ax_data, digest.hexdigest()


def _check_log(df: pl.DataFrame, declared_events: int | None, lim: _Limits) -> list[str]:
    """A log holding events, as many lines as declared, few unreadable ones and some input; its flags."""
    n_lines = df.height
    if n_lines == 0:
        raise Quarantine("the event log is empty", file=LOG)
    flags = _check_event_count(declared_events, n_lines, lim.event_count_tolerance)
    invalid = df["kind"] == EventKind.INVALID
    n_invalid = int(invalid.sum())
    # A recorder crash leaves one partial trailing line: a documented repair, not a quarantine.
    tolerated = 1 if invalid[-1] else 0
    if n_invalid - tolerated > lim.max_invalid_fraction * n_lines:
        first_bad = int(invalid.arg_true()[0])
        raise Quarantine(f"{n_invalid} of {n_lines} lines unreadable (limit "
                         f"{lim.max_invalid_fraction:.0%}); first: {df['ignore_reason'][first_bad]}",
                         file=LOG, line=first_bad)
    if int(df.select(_IS_INPUT.sum()).item()) == 0:
        raise Quarantine(f"no readable input events (mouse or keyboard){_unknown_names(df)}; expected the "
                         f"recorder's event names {', '.join(_INPUT_NAMES)}", file=LOG)
    return flags


@dataclass(frozen=True)
class _Clock:
    time_type: str  # the log's time base: relative or absolute
    origin: int  # the log's time of t_ms 0
    offset: int  # the video's frame 0 on the event clock
    offset_source: str
    last_input: int | None  # the last input event's t_ms


def _log_clock(df: pl.DataFrame, time_type: str | None) -> tuple[pl.DataFrame, _Clock]:
    """The events on the event clock (`t_ms` from the raw `_time`, which is dropped) and the clock's facts.
    The video's frame 0 is written right after ffmpeg's start lines."""
    valid_times = df["_time"].drop_nulls().sort()
    if time_type is None:
        median = valid_times[len(valid_times) // 2]
        time_type = "absolute" if median > ABSOLUTE_TIME_THRESHOLD else "relative"
    origin = int(valid_times[0]) if time_type == "absolute" else 0
    df = df.with_columns(t_ms=pl.col("_time") - origin).drop("_time")
    offset, offset_source = 0, "log_origin"
    recorder = df.filter(pl.col("kind") == EventKind.RECORDER_LOG)
    starts = recorder.filter(pl.col("t_ms").is_not_null()
                             & pl.col("text").str.contains(_VIDEO_START_LINE.pattern))["t_ms"]
    if starts.len():
        offset, offset_source = int(starts.max()), "ffmpeg_output_line"  # type: ignore[arg-type]
    elif recorder.height:
        offset_source = "log_origin (ffmpeg lines present but no 'Output #0' line)"
    last_input = df.select(pl.col("t_ms").filter(_IS_INPUT & pl.col("t_ms").is_not_null()).max()).item()
    return df, _Clock(time_type, origin, offset, offset_source, last_input)


def _snapshots(df: pl.DataFrame, ax_data: list[tuple[int, dict[str, Any]]]) -> list[AxSnapshot]:
    ax_lines = [line for line, _ in ax_data]
    t_ms = dict(zip(ax_lines, df["t_ms"].gather(ax_lines).to_list(), strict=True)) if ax_lines else {}
    return ax_snapshots(ax_data, t_ms)


def _inspect(root: Root, video_rel: str, declared_s: float | None, clock: _Clock, tolerance: float
             ) -> tuple[VideoInfo, list[str]]:
    with root.open(video_rel, "rb") as fh:
        vinfo, warnings = inspect_video(
            fh, VIDEO, declared_ms=declared_s * 1000 if declared_s is not None else None,
            activity_end_ms=(int(clock.last_input) - clock.offset) if clock.last_input is not None else None,
            tolerance=tolerance)
    vinfo.path = VIDEO
    return vinfo, warnings


def _input_hash(root: Root, rel: str, names: set[str], digests: dict[str, str], log_digest: str) -> str:
    """The recording's content hash: its content files' names and sha256 (verified ones not hashed twice)."""
    h = hashlib.sha256()
    for name in sorted(names - {CHECKSUMS, MANIFEST}):
        if name in _CONTENT:
            digest = digests.get(name) or (log_digest if name == LOG else sha256_file(root, f"{rel}/{name}")[0])
            h.update(f"{name}:{digest}\n".encode())
    return h.hexdigest()


def _recording_meta(ref: RecordingRef, m: _MetaDoc, clock: _Clock, vinfo: VideoInfo, checksum_status: str,
                    flags: list[str]) -> RecordingMeta:
    doc, quest = m.doc, m.quest
    meta = RecordingMeta(
        recording_id=ref.recording_id,
        date=ref.date,
        source_format="clones",
        source_id=_str(doc.get("id")) or None,
        title=_str(quest.get("title")) or _str(doc.get("title")),
        description=_str(doc.get("description")),
        app=_str(quest.get("app")),
        objectives=_objectives(quest),
        content=_str(quest.get("content")),
        task_id=_str(quest.get("task_id")) or None,
        platform=_str(doc.get("platform")) or "unknown",
        locale=_str(doc.get("locale")) or None,
        keyboard_layout=_str(doc.get("keyboard_layout")) or None,
        started_at=_str(doc.get("timestamp")) or None,
        status=_str(doc.get("status")) or None,
        reason=_str(doc.get("reason")) or None,
        outcome=_outcome(doc.get("status"), doc.get("reason")),
        schema_version=m.schema_version,
        time_base=clock.time_type,
        log_origin_ms=clock.origin,
        video_offset_ms=clock.offset,
        offset_source=clock.offset_source,
        screen_width=vinfo.width,
        screen_height=vinfo.height,
        checksum_status=checksum_status,
        video=vinfo,
        flags=flags,
    )
    if meta.status == "recording":
        raise Quarantine("status is 'recording': the recorder never finalised this demonstration", file=META)
    if meta.platform not in KNOWN_PLATFORMS:
        meta = meta.model_copy(update={"flags": [*meta.flags, (
            f"platform_unknown: meta.json platform {_short(doc.get('platform'))} is not one of "
            f"{', '.join(KNOWN_PLATFORMS)}: scroll amounts are not converted to pixels (scroll steps flagged "
            "scroll_units_unknown) and key names follow the non-macOS spelling")]})
    return meta


class ClonesConnector(Connector):
    """Clones delivers no grouped steps, no touch gestures and no frames of its own."""

    name = "clones"
    # `quest.task_id` names the task; the recorder's wheel units per platform (macOS point deltas; one unit per notch
    # on Windows, 100 px; one per X11 wheel event on Linux, 53 px: connectors/README.md "Clones platforms"); a
    # platform it does not run on has no units.
    task_id_names_task = True
    scroll_pixels_per_unit = MappingProxyType({"macos": 1.0, "windows": 100.0, "linux": 53.0, "default": 1.0})

    def detect(self, root: Root, path: str) -> bool:
        return looks_like_clones(root, path)

    def recording_id(self, folder: str) -> str:
        return folder

    def read(self, root: Root, ref: RecordingRef, settings: PipelineSettings) -> LoadedRecording:
        q = settings.quality
        return read_recording(root, ref, verify=q.verify_checksums, max_invalid_fraction=q.max_invalid_line_fraction,
                              duration_tolerance=q.duration_tolerance,
                              event_count_tolerance=q.event_count_tolerance,
                              max_event_chars=settings.bounds.max_event_chars)

    @contextmanager
    def raw_lines(self, open_source: Callable[[str], AbstractContextManager[IO[bytes]]], ref: RecordingRef
                  ) -> Iterator[Iterator[str] | None]:
        with open_source(f"{ref.path}/{LOG}") as fh:
            yield raw_lines(fh)


CONNECTOR = ClonesConnector()
