"""Text, at ingest: every text of a loaded recording with its personal data replaced by surrogates, before
anything is written under the output root (tasks/privacy/README.md, "Privacy").

Typed runs of key events are read as text; the key events of a detected span are scrubbed like secure-field
keystrokes (the span's first key produces the surrogate, the others nothing; key name "•", the original line
replaced by a note); accessibility names, recording metadata, whole-text events, the raw log lines of non-input
events and a vendor's step texts are rewritten with surrogates.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import polars as pl

from cuaflow.schemas.events import EventKind
from cuaflow.schemas.recording import AxSnapshot, LoadedRecording, RecordingMeta
from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.privacy.fields import field_entity
from cuaflow.tasks.privacy.found import CHECKED, Finds, Found, best
from cuaflow.tasks.privacy.names import RecordingDetector, derive
from cuaflow.tasks.privacy.recognisers import Detector, detector_for
from cuaflow.tasks.privacy.surrogates import Labels, Rows, replace
from cuaflow.tasks.privacy.typed import register

SCRUBBED_LINE = '{"redacted": "key event of personal data"}'


@dataclass
class TypedRun:
    """What a person typed into one field: the produced characters (row position, char) as the field holds them
    at the end, and the rows of characters typed then erased by Backspace."""

    keys: list[tuple[int, str]] = field(default_factory=list)
    erased: list[int] = field(default_factory=list)
    at: tuple[float, float, float] | None = None  # the click the run is typed after: x, y (points), t_ms

    @property
    def text(self) -> str:
        return "".join(c for _, c in self.keys)


_SAME_FIELD = (400.0, 12.0)  # a click this close (x, y in points) to the one before the run stays in its field


def _typed_runs(events: pl.DataFrame, gap_ms: int) -> list[TypedRun]:
    """What a person typed into each field: a click elsewhere, a key without a character (Tab, Enter, an arrow)
    or a held Ctrl/Cmd ends a run; a pause does not (a value typed with a pause is two `type` steps, one value:
    `gap_ms`, the grouping's pause, is not used), Backspace erases the run's last character, and a click on the
    field the run is typed into (within `_SAME_FIELD` of the click before it) continues it."""
    del gap_ms
    keep = pl.col("kind").is_in([EventKind.KEY_DOWN, EventKind.MOUSE_DOWN, EventKind.MOUSE_MOVE])
    sub = events.with_row_index("_pos").filter(keep & pl.col("t_ms").is_not_null()).sort(["t_ms", "line_no"])
    # a press where the pointer is (a recorder may log a press without its position: the last move's)
    sub = sub.with_columns(pl.col("x").forward_fill(), pl.col("y").forward_fill()).filter(
        pl.col("kind") != EventKind.MOUSE_MOVE)
    walk = _TypingWalk()
    for row in zip(sub["_pos"].to_list(), sub["kind"].to_list(), sub["key"].to_list(), sub["char"].to_list(),
                   sub["masked"].to_list(), sub["x"].to_list(), sub["y"].to_list(), sub["t_ms"].to_list(),
                   strict=True):
        walk.event(*row)
    walk.close()
    return walk.runs


class _TypingWalk:
    """The key-downs and clicks of a recording in time order, cut into typed runs (`_typed_runs`)."""

    def __init__(self) -> None:
        self.runs: list[TypedRun] = []
        self.cur = TypedRun()
        self.held: set[str] = set()
        self.at: tuple[float, float, float] | None = None  # the click the open run is typed after (x, y, t_ms)

    def event(self, pos: int, kind: str, key: str | None, char: str | None, masked: bool | None, x: float | None,
              y: float | None, t_ms: float) -> None:
        if kind == EventKind.KEY_DOWN and self._key(pos, key, char, masked):
            return
        self.held.clear()
        if kind == EventKind.MOUSE_DOWN and self._same_field(x, y):
            return  # a click into the field being typed into
        self.close()
        if kind == EventKind.MOUSE_DOWN:
            self.at = (x, y, t_ms) if x is not None and y is not None else None
        # the field the next run is typed into: the one clicked, unknown after Tab, Enter or a shortcut
        self.cur.at = self.at if kind == EventKind.MOUSE_DOWN else None

    def _key(self, pos: int, key: str | None, char: str | None, masked: bool | None) -> bool:
        """A key-down that goes on with the run (True), or one that ends it (False)."""
        if key in ("ctrl", "meta"):
            self.held.add(key)  # a shortcut is not content (key-ups are not walked: a run ends at the next key)
            return True
        if key in ("shift", "alt", "capslock"):
            return True
        text = char if char is not None else (" " if key == "space" else None)
        if text is not None and not masked and not self.held:
            self.cur.keys.append((pos, text))
            return True
        if key == "backspace" and not self.held and self.cur.keys:
            self.cur.erased.append(self.cur.keys.pop()[0])
            return True
        return False

    def _same_field(self, x: float | None, y: float | None) -> bool:
        return (bool(self.cur.keys) and self.at is not None and x is not None and y is not None
                and abs(x - self.at[0]) <= _SAME_FIELD[0] and abs(y - self.at[1]) <= _SAME_FIELD[1])

    def close(self) -> None:
        if self.cur.keys or self.cur.erased:
            self.runs.append(self.cur)
            self.cur = TypedRun()


def field_label(ax: list[AxSnapshot], at: tuple[float, float, float] | None) -> str | None:
    """The accessibility name of the field a run is typed into: the innermost named element under its click
    (`AxSnapshot.element_at`, the secure-field check's rule) in the snapshot taken nearest to it (a recorder logs one a
    few ms after each press); None without snapshots or an element there."""
    if at is None or not ax:
        return None
    x, y, t = at
    snap = min(ax, key=lambda s: abs(s.t_ms - t))
    e = snap.element_at(x, y, lambda e: e.frame == "screen" and bool(e.name))
    return e.name if e is not None else None


def _typed_finds(text: str, det: Finds, label: str | None) -> tuple[Found, ...]:
    """What a typed run holds: the recognisers' matches, or the whole value when its field's label says what it
    is (`fields.field_entity`: a date typed into `Date of birth`, a number into `Passport number`)."""
    found = det.find(text)
    entity = field_entity(label) if label else None
    value = text.strip()
    if entity is None or len(value) < 2 or any(f.end - f.start >= len(value) for f in found):
        return found
    start = text.index(value)
    return best([*found, Found(entity, start, start + len(value), CHECKED, "typed_field_label")])


def _scrub_typing(events: pl.DataFrame, runs: list[TypedRun], det: Finds, labels: Labels,
                  out: Rows, ax: list[AxSnapshot] | None = None) -> pl.DataFrame:
    """Key events of detected typed spans scrubbed in place: the span's first key produces the surrogate, the
    others (and the keys erased between its first and last) nothing; every start of the value is registered
    (`typed.register`) so the partly typed value is found on screen and in later texts. A run typed into a
    field whose label names a private value (`field_label`) is that value whole."""
    first: dict[int, str] = {}
    scrub: list[int] = []
    for run in runs:
        text = run.text
        offsets = np.cumsum([0] + [len(c) for _, c in run.keys])
        for f in _typed_finds(text, det, field_label(ax or [], run.at)):
            rows = [run.keys[k][0] for k in range(len(run.keys)) if offsets[k] < f.end and offsets[k + 1] > f.start]
            if rows:
                value = text[f.start:f.end]
                lab = labels.label(f.entity, value)
                register(labels, f.entity, value)
                first[rows[0]] = lab
                scrub += rows + [p for p in run.erased if rows[0] < p < rows[-1]]
                out.add("typed", f, lab)
    if not scrub:
        return events
    downs = set(scrub)
    keys = events["key"].gather(sorted(downs)).to_list()
    ups = _matching_ups(events, sorted(downs), keys)
    mark = pl.Series("_p", [0] * events.height, dtype=pl.Int8).scatter(sorted(downs), 1)
    if ups:
        mark = mark.scatter(ups, 2)
    surrogate = pl.Series("_s", [None] * events.height, dtype=pl.String).scatter(list(first), list(first.values()))
    p = pl.col("_p")
    return events.with_columns(mark, surrogate).with_columns(
        char=pl.when(p == 1).then(pl.col("_s").fill_null("")).when(p == 2).then(None).otherwise(pl.col("char")),
        key=pl.when(p > 0).then(pl.lit("•")).otherwise(pl.col("key")),
        key_raw=pl.when(p > 0).then(None).otherwise(pl.col("key_raw")),
        raw=pl.when(p > 0).then(pl.lit(SCRUBBED_LINE)).otherwise(pl.col("raw")),
    ).drop("_p", "_s")


def _matching_ups(events: pl.DataFrame, downs: list[int], keys: list[str | None]) -> list[int]:
    """The key-up of each scrubbed key-down: the next key-up of the same key after it."""
    ups = events.with_row_index("_pos").filter(pl.col("kind") == EventKind.KEY_UP)
    by_key: dict[str | None, list[tuple[int, int]]] = {}
    for pos, key, t in zip(ups["_pos"].to_list(), ups["key"].to_list(), ups["t_ms"].to_list(), strict=True):
        by_key.setdefault(key, []).append((t if t is not None else -1, pos))
    times = events["t_ms"].gather(downs).to_list()
    out: list[int] = []
    for key, t in zip(keys, times, strict=True):
        cands = [pos for ut, pos in by_key.get(key, []) if t is not None and ut >= t and pos not in out]
        if cands:
            out.append(cands[0])
    return out


def _scrub_strings(values: Iterable[str | None], det: Finds, labels: Labels, out: Rows,
                   where: str) -> dict[str, str]:
    """Distinct texts → their scrubbed form, for the ones that change."""
    changed: dict[str, str] = {}
    for v in dict.fromkeys(x for x in values if x):
        new, done = replace(v, det, labels)
        for f, lab in done:
            out.add(where, f, lab)
        if done:
            changed[v] = new
    return changed


def _scrub_events_text(events: pl.DataFrame, det: Finds, labels: Labels, out: Rows) -> pl.DataFrame:
    """Whole-text events, and the raw lines of every event that is not a pointer or key event (accessibility
    trees, window titles, app names): what the recorder logged besides the input itself."""
    inputs = [EventKind.MOUSE_MOVE, EventKind.MOUSE_DOWN, EventKind.MOUSE_UP, EventKind.KEY_DOWN, EventKind.KEY_UP]
    other = ~pl.col("kind").is_in(inputs)
    for col, cond in (("text", pl.col("text").is_not_null()), ("raw", other)):
        vals = events.filter(cond)[col].unique(maintain_order=True).to_list()
        changed = _scrub_strings(vals, det, labels, out, "events")
        if changed:
            events = events.with_columns(pl.col(col).replace(changed))
    return events


def scrub_recording(rec: LoadedRecording, settings: PrivacySettings, typing_gap_ms: int) -> LoadedRecording:
    """Every text of a loaded recording with its personal data replaced by surrogates (module docstring); the
    names it reveals (`names.derive`) are registered in its surrogates first and redacted like deny-listed terms."""
    base = detector_for(settings)
    labels = Labels(rec.input_hash or rec.meta.recording_id, dict(rec.meta.privacy_labels))
    out = Rows(rec.meta.recording_id)
    events = rec.loaded_events()
    runs = _typed_runs(events, typing_gap_ms)
    terms = _own_terms(rec, events, [run.text for run in runs], base)
    for term in terms:
        labels.label("DENY_LIST", term)
    det = RecordingDetector(base, labels, settings.allow_list)
    events = _scrub_typing(events, runs, det, labels, out, rec.ax)
    rec.events = _scrub_events_text(events, det, labels, out)
    names = _scrub_strings((e.name for s in rec.ax for e in s.elements), det, labels, out, "accessibility")
    for s in rec.ax:
        for e in s.elements:
            if e.name in names:
                e.name = names[e.name]
    meta = rec.meta
    fixed = _scrub_strings(_meta_texts(meta), det, labels, out, "metadata")
    update: dict[str, Any] = {k: fixed.get(getattr(meta, k) or "", getattr(meta, k)) for k in
                              ("title", "description", "content", "reason", "rejection_reason")}
    update["objectives"] = [fixed.get(o, o) for o in meta.objectives]
    if rec.vendor_steps is not None:
        rec.vendor_steps = _scrub_frame_strings(rec.vendor_steps, det, labels, out)
    update["privacy_labels"] = labels.known
    n = len(out.rows)
    flags = list(meta.flags) + ([f"privacy: {n} personal data occurrences replaced in text"] if n else [])
    flags += [f"privacy: {len(terms)} names the recording reveals added to its deny-list"] if terms else []
    rec.meta = meta.model_copy(update=update | {"flags": flags})
    rec.redactions = out.frame()
    rec.privacy_terms = len(terms)
    return rec


def _meta_texts(meta: RecordingMeta) -> list[str]:
    return [meta.title, meta.description, meta.content, meta.reason or "", meta.rejection_reason or "",
            *meta.objectives]


def _own_terms(rec: LoadedRecording, events: pl.DataFrame, typed: list[str], det: Detector) -> list[str]:
    """The names the recording reveals (`names.derive`) in its logged text, typed text, accessibility names,
    metadata and vendor texts; e-mail addresses as the recognisers find them."""
    inputs = [EventKind.MOUSE_MOVE, EventKind.MOUSE_DOWN, EventKind.MOUSE_UP, EventKind.KEY_DOWN, EventKind.KEY_UP]
    texts = [*events.filter(~pl.col("kind").is_in(inputs))["raw"].drop_nulls().unique().to_list(),
             *events["text"].drop_nulls().unique().to_list(), *typed,
             *{e.name for s in rec.ax for e in s.elements if e.name}, *_meta_texts(rec.meta)]
    if rec.vendor_steps is not None:
        texts += [v for col, dt in rec.vendor_steps.schema.items() if dt == pl.String
                  for v in rec.vendor_steps[col].drop_nulls().unique().to_list()]
    emails = [t[f.start:f.end] for t in texts if "@" in t for f in det.emails(t)]
    return derive(texts, emails)


def _scrub_frame_strings(df: pl.DataFrame, det: Finds, labels: Labels, out: Rows) -> pl.DataFrame:
    """Every string column of a vendor's steps (instructions, thoughts, typed text) with surrogates."""
    for col, dtype in df.schema.items():
        if dtype == pl.String:
            changed = _scrub_strings(df[col].unique(maintain_order=True).to_list(), det, labels, out, "vendor")
            if changed:
                df = df.with_columns(pl.col(col).replace(changed))
    return df


