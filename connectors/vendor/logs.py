"""The event log's three encodings (`.txt`, `.csv`, `.json`) into rows of fields, and the checks of single
values; a bad line is a `BadLine` naming it."""

from __future__ import annotations

import csv
import io
import json
import re
from typing import Any


class BadLine(Exception):
    def __init__(self, line: int, msg: str) -> None:
        super().__init__(msg)
        self.line = line


MAX_NUMBER = 1e15  # ms (31,000 years) or pixels: anything larger is damage, and would overflow int64 columns


def number(v: Any, key: str, line: int) -> float | None:
    if v is None or v == "":
        return None
    try:
        f = float(v)
    except (TypeError, ValueError):
        raise BadLine(line, f"field {key!r} must be a number, got {v!r}") from None
    if f != f or f in (float("inf"), float("-inf")):
        raise BadLine(line, f"field {key!r} must be finite")
    if abs(f) > MAX_NUMBER:
        raise BadLine(line, f"field {key!r} is {v!r}, out of range (expected at most {MAX_NUMBER:.0e} in magnitude)")
    return f


def parse_txt(data: str) -> list[dict[str, Any]]:
    rows = []
    for i, line in enumerate(data.splitlines()):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        head = line.split(None, 2)
        if len(head) < 2:
            raise BadLine(i, "expected '<t_ms> <event> key=value …'")
        row: dict[str, Any] = {"t_ms": head[0], "event": head[1], "_line": i}
        rest = head[2] if len(head) > 2 else ""
        for m in re.finditer(r'(\w+)=("(?:[^"\\]|\\.)*"|\S+)', rest):
            k, v = m.group(1), m.group(2)
            if v.startswith('"'):
                try:
                    v = json.loads(v)
                except json.JSONDecodeError:
                    raise BadLine(i, f"value of {k!r} is not a valid quoted string") from None
            row[k] = v
        rows.append(row)
    return rows


def parse_csv(data: str) -> list[dict[str, Any]]:
    reader = csv.DictReader(io.StringIO(data))
    if not reader.fieldnames or reader.fieldnames[:2] != ["t_ms", "event"]:
        got = ",".join(reader.fieldnames or [])
        raise BadLine(0, f"header must start with t_ms,event; got {got[:80]!a}")
    return [{**{k: v for k, v in r.items() if v not in (None, "")}, "_line": i + 1} for i, r in enumerate(reader)]


def parse_json_events(data: str) -> list[dict[str, Any]]:
    try:
        doc = json.loads(data)
    except json.JSONDecodeError as exc:
        raise BadLine(exc.lineno - 1, f"not valid JSON ({exc.msg})") from None
    events = doc.get("events") if isinstance(doc, dict) else doc
    if not isinstance(events, list):
        raise BadLine(0, "expected a list of events or {'events': [...]}")
    out = []
    for i, e in enumerate(events):
        if not isinstance(e, dict):
            raise BadLine(i, f"event #{i} is not an object")
        out.append({**e, "_line": i})
    return out


_SURROGATE = re.compile("[\ud800-\udfff]")


def whole_characters(row: dict[str, Any], line: int) -> None:
    """A JSON-escaped lone UTF-16 surrogate (`\\ud800`) decodes to half a character that no table can store."""
    for k, v in row.items():
        if isinstance(v, str) and (m := _SURROGATE.search(v)):
            raise BadLine(line, f"field {k!r} holds a lone UTF-16 surrogate (U+{ord(m.group()):04X}); expected whole "
                             "characters (a surrogate pair or one code point)")


def truthy(v: Any) -> bool:
    return str(v if v is not None else "").lower() in ("true", "1", "yes")
