"""Secrets never become data.

Two kinds of protected input, both handled at ingest, before anything is written under the output root:

- **Typing into a secure field.** A field is secure when the accessibility element under the last click
  has a secure role (`AXSecureTextField`, password …), or when focus moved there by keyboard (Tab) in a
  window that shows a secure field (conservative: a login form's Tab from user name to password is the
  usual way in; a few typed values after it may be masked needlessly, a password never leaks). Every
  key event there that produces a character (no Ctrl/Cmd held: shortcuts are not content) is scrubbed in
  place: `char` becomes "•", the key name "•", `key_raw` is dropped, `masked` is set and the stored
  original line is replaced by a redaction note. The rows stay (lineage, counts), the grouped step types
  bullets and is flagged `masked`, then `secret` (never a sample). The raw source is never touched.
- **Private spans** (Clones `private_ranges.json`): every event inside is dropped, accessibility snapshots
  inside are dropped, and the spans are kept on the recording so that no frame from inside one is
  extracted (frames stage) and no step overlapping one becomes a sample (flag `private_range`).
"""

from __future__ import annotations

import bisect
import json
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import polars as pl

from cuaflow.schemas.events import EventKind
from cuaflow.schemas.recording import AxSnapshot, LoadedRecording

SECURE_ROLES = ("securetextfield", "password", "secure")
MASK = "•"
REDACTED_LINE = json.dumps({"redacted": "key event in a secure field"})
_SHORTCUT_MODS = frozenset({"ctrl", "meta"})


def is_secure_role(role: str | None) -> bool:
    low = (role or "").lower()
    return any(r in low for r in SECURE_ROLES)


def _role_at(snap: AxSnapshot, x: float, y: float) -> str | None:
    e = snap.element_at(x, y)
    return e.role if e is not None else None


def _snapshot(snaps: list[AxSnapshot], times: list[int], t: int) -> AxSnapshot | None:
    """The accessibility tree on screen at t: the last one taken at or before t, else the first after."""
    k = bisect.bisect_right(times, t) - 1
    if k >= 0:
        return snaps[k]
    return snaps[0] if snaps else None


def secure_under(snaps: list[AxSnapshot], times: list[int], t: int, x: float | None, y: float | None) -> bool:
    """A press at (x, y) at `t` lands in a secure field: the innermost element there, of any role, in the tree on
    screen then (`_snapshot`, whatever its age: the safe side), has a secure role. `snaps` sorted by time."""
    snap = _snapshot(snaps, times, t)
    return bool(snap and x is not None and y is not None and is_secure_role(_role_at(snap, x, y)))


def _key_walk(events: pl.DataFrame) -> pl.DataFrame:
    """The presses and key events in time order (log order within a millisecond), each with its row position and
    the pointer position at it (`_pos`, t_ms, kind, x, y, key, char, is_dead)."""
    # Only presses and keys are walked (moves are most rows), so only their columns are gathered: the table is
    # never copied.
    wanted = pl.col("t_ms").is_not_null() & pl.col("kind").is_in(
        [EventKind.MOUSE_MOVE, EventKind.MOUSE_DOWN, EventKind.KEY_DOWN, EventKind.KEY_UP])
    rows = events.select(wanted.alias("_w")).to_series().arg_true().to_numpy().astype(np.int64)
    order = np.lexsort((events["line_no"].gather(rows).to_numpy(), events["t_ms"].gather(rows).to_numpy()))
    rows = rows[order]
    walk = np.flatnonzero(~(events["kind"] == EventKind.MOUSE_MOVE).to_numpy()[rows])
    at = rows[walk]
    return pl.DataFrame({
        "_pos": at, "t_ms": events["t_ms"].gather(at), "kind": events["kind"].gather(at),
        "x": events["x"].gather(rows).forward_fill().gather(walk),
        "y": events["y"].gather(rows).forward_fill().gather(walk),
        "key": events["key"].gather(at), "char": events["char"].gather(at), "is_dead": events["is_dead"].gather(at)})


@dataclass
class _SecureField:
    """Walks the key events in time order, knowing whether focus is in a secure field; collects the rows typed
    there (`out`): each character-producing key-down and the key-up that ends it."""

    snaps: list[AxSnapshot]
    times: list[int]
    has_secure: list[bool]  # per snapshot: a secure field is on screen
    secure: bool = False
    held: set[str] = field(default_factory=set)  # shortcut modifiers down
    scrubbed_down: set[str] = field(default_factory=set)  # keys whose press was scrubbed and release is due
    out: list[int] = field(default_factory=list)

    def mouse_down(self, t: int, x: float | None, y: float | None) -> None:
        self.secure = secure_under(self.snaps, self.times, t, x, y)

    def key_down(self, pos: int, t: int, key: str | None, char: str | None, dead: bool | None) -> None:
        if key in _SHORTCUT_MODS:
            self.held.add(key)
        elif key == "tab" and not self.held:
            k = bisect.bisect_right(self.times, t) - 1
            self.secure = self.secure or (self.has_secure[k] if k >= 0 else self.has_secure[0])
        elif self.secure and not self.held and (char is not None or dead or (key is not None and len(key) == 1)
                                                or key == "space"):
            self.out.append(pos)
            self.scrubbed_down.add(key or "")

    def key_up(self, pos: int, key: str | None) -> None:
        if key in _SHORTCUT_MODS:
            self.held.discard(key)
        elif (key or "") in self.scrubbed_down:
            self.scrubbed_down.discard(key or "")
            self.out.append(pos)


def secure_rows(events: pl.DataFrame, ax: list[AxSnapshot]) -> list[int]:
    """Row positions of the key events typed into a secure field (see the module docstring)."""
    if not ax or events.height == 0:
        return []
    snaps = sorted(ax, key=lambda s: s.t_ms)
    has_secure = [any(is_secure_role(e.role) for e in s.elements) for s in snaps]
    focus = _SecureField(snaps, [s.t_ms for s in snaps], has_secure)
    cols = _key_walk(events)
    for pos, t, kind, ex, ey, key, char, dead in zip(
            cols["_pos"].to_list(), cols["t_ms"].to_list(), cols["kind"].to_list(), cols["x"].to_list(),
            cols["y"].to_list(), cols["key"].to_list(), cols["char"].to_list(), cols["is_dead"].to_list(),
            strict=True):
        if kind == EventKind.MOUSE_DOWN:
            focus.mouse_down(t, ex, ey)
        elif kind == EventKind.KEY_DOWN:
            focus.key_down(pos, t, key, char, dead)
        elif kind == EventKind.KEY_UP:
            focus.key_up(pos, key)
    return sorted(focus.out)


def scrub_secure_typing(events: pl.DataFrame, ax: list[AxSnapshot]) -> tuple[pl.DataFrame, int]:
    """The events with every key typed into a secure field scrubbed in place; returns (events, rows scrubbed)."""
    rows = secure_rows(events, ax)
    if not rows:
        return events, 0
    mark = pl.Series("_secret", [False] * events.height).scatter(rows, True)
    s = pl.col("_secret")
    out = events.with_columns(mark).with_columns(
        char=pl.when(s & (pl.col("kind") == EventKind.KEY_DOWN)).then(pl.lit(MASK)).when(s).then(None)
        .otherwise(pl.col("char")),
        key=pl.when(s).then(pl.lit(MASK)).otherwise(pl.col("key")),
        key_raw=pl.when(s).then(None).otherwise(pl.col("key_raw")),
        masked=pl.when(s).then(True).otherwise(pl.col("masked")),
        raw=pl.when(s).then(pl.lit(REDACTED_LINE)).otherwise(pl.col("raw")),
    ).drop("_secret")
    return out, len(rows)


def in_ranges(t: float | None, ranges: Sequence[tuple[int, int]]) -> bool:
    return t is not None and any(a <= t <= b for a, b in ranges)


def drop_private(rec: LoadedRecording) -> tuple[LoadedRecording, int]:
    """Events and accessibility snapshots inside the recording's private spans are dropped."""
    ranges = rec.meta.private_ranges
    if not ranges:
        return rec, 0
    events = rec.loaded_events()
    inside = pl.lit(False)
    for a, b in ranges:
        inside = inside | pl.col("t_ms").is_between(a, b)
    kept = events.filter(~inside.fill_null(False))
    dropped = events.height - kept.height
    rec.events = kept
    rec.ax = [s for s in rec.ax if not in_ranges(s.t_ms, ranges)]
    return rec, dropped


def protect(rec: LoadedRecording, redact: bool) -> LoadedRecording:
    """Private spans out, secure typing scrubbed; what was done is recorded in the recording's flags."""
    rec, dropped = drop_private(rec)
    flags = list(rec.meta.flags)
    if rec.meta.private_ranges:
        flags.append(f"private_ranges: {len(rec.meta.private_ranges)} spans, {dropped} events dropped")
    if redact:
        events, n = scrub_secure_typing(rec.loaded_events(), rec.ax)
        rec.events = events
        if n:
            flags.append(f"secure_typing: {n} key events scrubbed")
    rec.meta = rec.meta.model_copy(update={"flags": flags})
    return rec
