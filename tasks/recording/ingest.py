"""Ingest: find the recordings of a date partition, load each through its connector, and settle the
two facts everything downstream depends on — the video clock offset and the display scale."""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass

import polars as pl
import pyarrow as pa
import pyarrow.compute as pc

from cuaflow.connectors import registry
from cuaflow.connectors.base import Connector
from cuaflow.connectors.storage import Root, UnsafePath, check_component, is_permanent_oserror
from cuaflow.schemas.recording import AxSnapshot, LoadedRecording, Quarantine, RecordingRef
from cuaflow.schemas.settings import PipelineSettings
from cuaflow.tasks import parquet_io, privacy
from cuaflow.tasks.recording.secrets import protect
from cuaflow.tasks.run.committed import DayRefused
from cuaflow.tasks.run.dates import valid_date

# Backing scale factors macOS uses; Windows recorders report physical pixels.
MAC_SCALES = (1.0, 2.0)


@dataclass(frozen=True)
class Discovered:
    refs: list[RecordingRef]
    rejected: list[tuple[str, str]]  # (folder name as found, reason)


def discover(root: Root, date: str) -> Discovered:
    """Recordings under `<root>/<date>/<recording_id>/`. Folder names that could escape the output
    root, or that hold no known layout, are rejected with a reason instead of being read."""
    if (why := valid_date(date)) is not None:
        raise ValueError(f"date partition {date!r}: {why}")
    refs: list[RecordingRef] = []
    try:
        rejected: list[tuple[str, str]] = list(root.list_skipped(date))
        folders = root.list_subdirs(date)
        rejected += _stray_files(root, date, {*folders, *(n for n, _ in rejected)})
    except OSError as exc:
        if not is_permanent_oserror(exc):
            raise  # a network hiccup: the task's retry
        raise DayRefused(f"{date}: the source's folder {root.display(date)} cannot be read "
                         f"({type(exc).__name__}: {exc}): nothing of the day rewritten") from None
    seen: dict[str, str] = {}
    for name in folders:
        try:
            check_component(name)
        except UnsafePath as exc:
            rejected.append((name, str(exc)))
            continue
        rel = f"{date}/{name}"
        connector = registry.detect(root, rel)
        if connector is None:
            rejected.append((name, f"no known recording layout: expected {_layouts()}"))
            continue
        rec_id = connector.recording_id(name)
        if (why := _bad_id(connector, rec_id)) is not None:
            rejected.append((name, f"{why}; folder skipped"))
            continue
        # One name however it is spelt: letter case, and Unicode normalisation (é as one code point or as e
        # and a combining accent: NFC and NFD look alike and some filesystems convert between them).
        key = unicodedata.normalize("NFC", rec_id).casefold()
        if key in seen:
            rejected.append((name, f"recording id {rec_id!r} duplicates {seen[key]!r} in this date (the names are "
                                   "equal after Unicode NFC normalisation and case folding, or share a task id); "
                                   "expected distinct recording names; only the first is processed"))
            continue
        seen[key] = rec_id
        parsed, media = connector.input_bytes(root, rel)
        refs.append(RecordingRef(source_url=root.url, date=date, recording_id=rec_id, path=rel,
                                 source_format=connector.name, parsed_bytes=parsed, media_bytes=media))
    return Discovered(refs=refs, rejected=rejected)


def _layouts() -> str:
    """What each format's folder holds, as its connector names it."""
    return ", or ".join(f"{c.layout or f'a {c.name} folder'} ({c.name})" for c in registry.CONNECTORS)


# Files operating systems leave in any folder they show (Finder, Explorer): no one's data, never reported.
_OS_LITTER = frozenset({".DS_Store", "Thumbs.db", "desktop.ini", ".directory"})


def _stray_files(root: Root, date: str, known: set[str]) -> list[tuple[str, str]]:
    """Regular files directly in a date folder (`known`: its folders and the entries already reported): nothing
    reads them, so each is reported with the reason rather than vanishing."""
    return [(name, f"{date}/{name}: a file where a recording folder was expected (a delivery still packed, or a "
                   "recording's files outside its folder?); not read")
            for name in root.listdir(date)
            if name not in known and name not in _OS_LITTER and not name.startswith("._")]


def _bad_id(connector: Connector, rec_id: str) -> str | None:
    """Why a connector's recording id cannot name outputs ('', '.', '..', a path), or None."""
    why = connector.bad_id(rec_id)
    if why is None:
        try:
            check_component(rec_id)
        except UnsafePath as exc:
            why = f"recording id: {exc}"
    return why


def load(root: Root, ref: RecordingRef, settings: PipelineSettings) -> LoadedRecording:
    rec = registry.connector(ref.source_format).read(root, ref, settings)
    # before anything is written under the output root: private spans out, secure typing scrubbed, personal
    # data in text replaced by surrogates
    rec = protect(finalise(rec, settings), settings.redact_secure_text)
    return privacy.redaction(settings.privacy).text(rec, settings.grouping.typing_gap_ms)


def cursor_extent(events: pl.DataFrame, q: float = 0.995) -> tuple[float, float] | None:
    """The `q` quantile of on-screen cursor positions (0.995: robust to a few stray samples; 1: the farthest)."""
    on_screen = (pl.col("kind") == "mouse_move") & (pl.col("x") >= 0) & (pl.col("y") >= 0)
    # filtered inside the expressions: only x and y are touched, never a copy of the whole table
    pts = events.select(pl.col("x").filter(on_screen).quantile(q), pl.col("y").filter(on_screen).quantile(q))
    if pts.height == 0 or pts["x"][0] is None:
        return None
    return float(pts["x"][0]), float(pts["y"][0])


def ax_edges(ax: list[AxSnapshot]) -> list[tuple[float, float]]:
    """Right/bottom edges (logical points) of the on-screen accessibility elements of the primary display."""
    return [(e.x + e.width, e.y + e.height) for s in ax for e in s.elements
            if e.x >= 0 and e.y >= 0 and e.display_index in (None, 0) and e.frame == "screen"]


@dataclass(frozen=True)
class ScaleEvidence:
    cursor: tuple[float, float] | None  # the cursor's reach (robust percentile), logical points
    edges: list[tuple[float, float]]  # accessibility element edges, logical points
    ax_extent: tuple[float, float] | None = None  # a connector's own extent when it has no snapshots
    cursor_max: tuple[float, float] | None = None  # the farthest the cursor went (logical points)

    def edge_scales(self, physical: tuple[int, int]) -> dict[float, list[str]]:
        """The scales on which the video size and the log's own geometry agree, each with what agrees: the
        recorder clamps the cursor to the screen, so a cursor that goes up to the edge of the logical screen
        `physical / s` (within EDGE_SLACK on one axis, or NEAR_SHARE on both) and never beyond it has measured
        that screen; so has an accessibility tree whose on-screen elements span exactly that screen (a full-screen
        window, the desktop; within 1 % on both axes). Only scales the cursor and the elements fit count."""
        out: dict[float, list[str]] = {}
        extent = (max(x for x, _ in self.edges), max(y for _, y in self.edges)) if self.edges else self.ax_extent
        for s in MAC_SCALES:
            lw, lh = physical[0] / s, physical[1] / s
            if not _fits(self, physical, s)[0]:
                continue
            why = []
            if self.cursor_max is not None:
                mx, my = self.cursor_max
                inside = mx <= lw * 1.01 and my <= lh * 1.01
                at_edge = mx >= lw - max(2.0, EDGE_SLACK * lw) or my >= lh - max(2.0, EDGE_SLACK * lh)
                near_both = mx >= (1 - NEAR_SHARE) * lw and my >= (1 - NEAR_SHARE) * lh
                if not inside:
                    continue
                if at_edge or near_both:
                    why.append(f"the cursor's reach ({mx:.0f}x{my:.0f} pt)")
            if extent is not None and abs(extent[0] - lw) <= 0.01 * lw and abs(extent[1] - lh) <= 0.01 * lh:
                why.append(f"the accessibility tree's extent ({extent[0]:.0f}x{extent[1]:.0f} pt)")
            if why:
                out[s] = why
        return out

    def misfits(self, physical: tuple[int, int], scale: float) -> tuple[bool, int]:
        """Whether the cursor's reach, and how many accessibility elements, fall outside the logical
        screen that `scale` gives (1 % slack for rounding)."""
        lw, lh = physical[0] / scale * 1.01, physical[1] / scale * 1.01
        cursor_out = self.cursor is not None and (self.cursor[0] > lw or self.cursor[1] > lh)
        edges = self.edges or ([self.ax_extent] if self.ax_extent else [])
        return cursor_out, sum(1 for x, y in edges if x > lw or y > lh)

    def describe(self) -> str:
        parts = []
        if self.cursor:
            parts.append(f"cursor reach {self.cursor[0]:.0f}x{self.cursor[1]:.0f} pt")
        if self.edges:
            parts.append(f"{len(self.edges)} accessibility elements")
        elif self.ax_extent:
            parts.append(f"accessibility extent {self.ax_extent[0]:.0f}x{self.ax_extent[1]:.0f} pt")
        return ", ".join(parts) or "no evidence"


# An accessibility element may lie outside the screen (content of a scrolled page, an off-screen
# menu): only when more than this share of them overflows does a scale count as contradicted.
AX_OVERFLOW_SHARE = 0.05
# How close to the logical screen's edge the farthest cursor position must come to count as reaching it.
EDGE_SLACK = 0.005
# ... or how close on both axes at once: a cursor that roamed to within 5 % of the right and the bottom edge of
# that screen, and never past them, has found its size too.
NEAR_SHARE = 0.05


def _fits(ev: ScaleEvidence, physical: tuple[int, int], scale: float) -> tuple[bool, str]:
    cursor_out, n_out = ev.misfits(physical, scale)
    n = len(ev.edges) or (1 if ev.ax_extent else 0)
    ax_out = n_out > AX_OVERFLOW_SHARE * n if ev.edges else n_out > 0
    why = []
    if cursor_out and ev.cursor:
        why.append(f"the cursor reaches {ev.cursor[0]:.0f}x{ev.cursor[1]:.0f} pt")
    if ax_out:
        why.append(f"{n_out} of {n} accessibility elements lie beyond it")
    return not why, " and ".join(why)


# Where a scale hint comes from when the connector does not say.
UNNAMED_HINT = ("source metadata", "scale")


def _named(hint: float, hint_from: tuple[str, str]) -> tuple[str, str]:
    """The declared scale as a flag names it (`meta.json: primary_monitor.scale_factor 2`: the file the connector
    read and the field) and, shorter, as the scale's source does (`meta.json scale_factor 2`)."""
    file, field = hint_from
    return f"{file}: {field} {hint:g}", f"{file} {field.rsplit('.', 1)[-1]} {hint:g}"


def _overrule(hint: float, scale: float, physical: tuple[int, int], agree: list[str],
              hint_from: tuple[str, str]) -> tuple[float, str, list[str]]:
    """The declared scale contradicted by the video size and the log's geometry, which agree on `scale`."""
    w, h = physical
    what = " and ".join(agree)
    why = (f"{what} match the {w / scale:.0f}x{h / scale:.0f} pt screen that scale {scale:g} gives on the {w}x{h} "
           f"video (scale {hint:g} would give {w / hint:.0f}x{h / hint:.0f} pt)")
    named, short = _named(hint, hint_from)
    return float(scale), f"video size and {what} ({short} overruled: {why})", [
        f"{named} contradicted by the video size and {what}; scale {scale:g} used"]


def _checked_hint(physical: tuple[int, int], hint: float, evidence: ScaleEvidence,
                  hint_from: tuple[str, str]) -> tuple[float, str, list[str]]:
    """The source's own scale factor, overruled when the video size and the cursor's reach agree on another one,
    else kept (and a warning when the log's geometry contradicts it)."""
    w, h = physical
    agree = evidence.edge_scales(physical) if w > 0 and h > 0 else {}
    if len(agree) == 1 and hint not in agree:
        (scale, what), = agree.items()
        return _overrule(hint, scale, physical, what, hint_from)
    ok, why = _fits(evidence, physical, hint)
    if ok or w <= 0 or h <= 0:
        return float(hint), "source metadata", []
    alt = [s for s in MAC_SCALES if s != hint and _fits(evidence, physical, s)[0]]
    better = f"; scale {alt[-1]:g} fits" if alt else ""
    lw, lh = w / hint, h / hint
    return float(hint), f"source metadata (contradicted: {why})", [
        f"{_named(hint, hint_from)[0]} contradicts the log: {why}, beyond the "
        f"{lw:.0f}x{lh:.0f} pt screen it gives on the {w}x{h} video{better}; steps outside are flagged "
        "off_screen"]


def _mac_scale(physical: tuple[int, int], evidence: ScaleEvidence) -> tuple[float, str, list[str]]:
    """The largest backing scale under which the cursor's reach and all but a few accessibility elements fit."""
    w, h = physical
    # an element beyond the screen under every scale (a scrolled page's content) tells nothing
    lw, lh = w / min(MAC_SCALES) * 1.01, h / min(MAC_SCALES) * 1.01
    kept = [(x, y) for x, y in evidence.edges if x <= lw and y <= lh]
    ignored = len(evidence.edges) - len(kept)
    evidence = ScaleEvidence(evidence.cursor, kept, evidence.ax_extent if not evidence.edges else None)
    fits = [s for s in MAC_SCALES if _fits(evidence, physical, s)[0]]
    scale = max(fits) if fits else 1.0
    _, n_out = evidence.misfits(physical, scale)
    n_out += ignored
    outliers = f"; {n_out} accessibility elements off screen ignored" if n_out else ""
    return scale, f"inferred from {evidence.describe()} on {w}x{h} video{outliers}", []


def infer_scale(physical: tuple[int, int], platform: str, hint: float | None, evidence: ScaleEvidence,
                hint_from: tuple[str, str] = UNNAMED_HINT) -> tuple[float, str, list[str]]:
    """Scale = physical video pixels per logical point, how it was found, and warnings.

    The source's own scale factor wins unless the video size and the cursor's reach agree on another one
    (the cursor stops exactly at the edge of the screen that scale gives: `edge_scales`), which is then used
    and the decision recorded. Otherwise it is checked: when the cursor's reach or many accessibility
    elements fall outside the screen it implies, the recording is flagged. Otherwise, on macOS, the
    largest backing scale (1 or 2) under which the cursor's reach and all but a few accessibility
    elements (a scrolled page's content lies below the screen) still fit; Windows and Linux (X11) logs are
    physical. Messages name the hint by `hint_from` (file, field), as the connector read it."""
    w, h = physical
    if hint is not None:
        return _checked_hint(physical, hint, evidence, hint_from)
    if platform in ("windows", "linux"):  # Windows recorders and X11 root coordinates are physical pixels
        return 1.0, f"platform {platform}: coordinates are physical pixels", []
    if platform != "macos":
        return 1.0, f"platform {platform}: coordinates assumed physical", []
    if (evidence.cursor is None and not evidence.edges and evidence.ax_extent is None) or w <= 0 or h <= 0:
        return 1.0, "default (nothing to infer from)", []
    return _mac_scale(physical, evidence)


def finalise(rec: LoadedRecording, settings: PipelineSettings) -> LoadedRecording:
    meta = rec.meta
    w, h = meta.screen_width or 0, meta.screen_height or 0
    events = rec.loaded_events()
    evidence = ScaleEvidence(cursor_extent(events), ax_edges(rec.ax), rec.ax_extent, cursor_extent(events, 1.0))
    scale, source, warnings = infer_scale((w, h), meta.platform, rec.scale_hint, evidence,
                                          rec.scale_hint_from or UNNAMED_HINT)
    if not math.isfinite(scale) or scale <= 0:
        raise Quarantine(f"display scale {scale} is not usable")
    updates: dict[str, object] = {"scale": scale, "scale_source": source, "flags": [*meta.flags, *warnings]}
    clock = settings.clock
    if meta.recording_id in clock.overrides:
        updates |= {"video_offset_ms": clock.overrides[meta.recording_id], "offset_source": "config override"}
    elif clock.video_offset_ms is not None:
        updates |= {"video_offset_ms": clock.video_offset_ms, "offset_source": "config (all recordings)"}
    rec.meta = meta.model_copy(update=updates)
    return rec


def events_parts(events: pl.DataFrame, raw_lines: AbstractContextManager[Iterator[str] | None]
                 ) -> Iterator[pl.DataFrame | pa.Table]:
    """The loaded events table in row-group-long parts, its Categorical columns as strings, the rows the
    connector left without their `raw` text given the source's line (`Connector.raw_lines`, streamed from storage
    a second time): the text of the log is never held whole. The same file as the whole table written at once."""
    with raw_lines as lines:
        at = [0]  # the index of the next line `lines` gives
        rows = parquet_io.ROW_GROUP_ROWS
        for k in range(0, max(events.height, 1), rows):
            part = _as_written(events.slice(k, rows))
            yield part if lines is None else _with_raw(part, lines, at)


def _as_written(part: pl.DataFrame) -> pl.DataFrame:
    """A connector's compact columns (Categorical in memory) as the strings the events table holds."""
    compact = [c for c, t in part.schema.items() if isinstance(t, pl.Categorical)]
    return part.with_columns(pl.col(compact).cast(pl.String)) if compact else part


def _with_raw(part: pl.DataFrame, lines: Iterator[str], at: list[int]) -> pl.DataFrame | pa.Table:
    """`part` with each null `raw` set to the source's line of its `line_no` (rows in line order), in Arrow:
    each filled chunk as long as the chunk it replaces (the reader's batches: a Parquet page never spans two), the
    other columns untouched, so the file is the one the whole table gives."""
    if part["raw"].null_count() == 0:
        return part
    table = part.to_arrow()
    raw = table.column("raw")
    chunks, start = [], 0
    for line_nos in table.column("line_no").chunks:
        given = raw.slice(start, len(line_nos)).combine_chunks()
        start += len(line_nos)
        if given.null_count:
            texts = _source_lines(line_nos.to_pylist(), given.is_null().to_pylist(), lines, at)
            # built by polars: `pa.array` of a Python list imports pandas (~0.2 s CPU) to ask if it is a Series
            given = pc.coalesce(given, pl.Series(texts, dtype=pl.String).to_arrow().cast(given.type))
        chunks.append(given)
    k = table.schema.get_field_index("raw")
    return table.set_column(k, table.schema.field(k), pa.chunked_array(chunks, raw.type))


def _source_lines(line_nos: list[int], wanted: list[bool], lines: Iterator[str], at: list[int]) -> list[str | None]:
    """The source's lines of the `wanted` rows (None for the others), `lines` advanced past them; `at[0]` is the
    index of the line `lines` gives next."""
    out: list[str | None] = []
    pos = at[0]
    for line_no, want in zip(line_nos, wanted, strict=True):
        if line_no < pos:
            raise ValueError(f"events: line_no {line_no} follows line {pos - 1}; expected the rows in line order")
        try:
            while pos < line_no:
                next(lines)
                pos += 1
            out.append(next(lines) if want else None)
        except StopIteration:
            raise ValueError(f"events: the source has no line {line_no} on its second read (it changed while the "
                             "recording was read); run it again") from None
        pos += 1 if want else 0
    at[0] = pos
    return out
