"""Ingest: find the recordings of a date partition, load each through its connector, and settle the
two facts everything downstream depends on — the video clock offset and the display scale."""

from __future__ import annotations

import datetime as dt
import math
import re
from dataclasses import dataclass

import polars as pl

from cuaflow.connectors import registry
from cuaflow.connectors.storage import Root, UnsafePath, check_component
from cuaflow.schemas.config import PipelineSettings
from cuaflow.schemas.recording import LoadedRecording, Quarantine, RecordingRef
from cuaflow.tasks.secrets import protect

DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
# Backing scale factors macOS uses; Windows recorders report physical pixels.
MAC_SCALES = (1.0, 2.0)


@dataclass(frozen=True)
class Discovered:
    refs: list[RecordingRef]
    rejected: list[tuple[str, str]]  # (folder name as found, reason)


@dataclass(frozen=True)
class SourceDates:
    dates: list[str]  # valid calendar dates with a real folder, sorted
    skipped: list[tuple[str, str]]  # (entry name, reason) for every top-level entry not processed


def valid_date(name: str) -> str | None:
    """Why `name` is not a date partition folder name, or None when it is one."""
    if not DATE_RE.match(name):
        return "not a YYYY-MM-DD date folder"
    try:
        dt.date.fromisoformat(name)
    except ValueError as exc:
        return f"not a calendar date ({exc})"
    return None


def scan_source(root: Root) -> SourceDates:
    """The date partitions of a source root. Folders whose names look like dates but are not
    calendar dates (2025-02-30), symbolic links and special files are reported, never fatal."""
    dates, skipped = [], []
    for name in root.list_subdirs():
        why = valid_date(name)
        if why is None:
            dates.append(name)
        elif DATE_RE.match(name):
            skipped.append((name, f"{name}: {why}; folder skipped"))
    skipped += [(n, r) for n, r in root.list_skipped() if DATE_RE.match(n)]
    return SourceDates(sorted(dates), sorted(skipped))


def discover(root: Root, date: str) -> Discovered:
    """Recordings under `<root>/<date>/<recording_id>/`. Folder names that could escape the output
    root, or that hold no known layout, are rejected with a reason instead of being read."""
    if (why := valid_date(date)) is not None:
        raise ValueError(f"date partition {date!r}: {why}")
    refs: list[RecordingRef] = []
    rejected: list[tuple[str, str]] = list(root.list_skipped(date))
    seen: set[str] = set()
    for name in root.list_subdirs(date):
        try:
            check_component(name)
        except UnsafePath as exc:
            rejected.append((name, str(exc)))
            continue
        rel = f"{date}/{name}"
        connector = registry.detect(root, rel)
        if connector is None:
            rejected.append((name, "no known recording layout (no meta.json / input_log.jsonl / vendor files)"))
            continue
        rec_id = connector.recording_id(name)
        key = rec_id.casefold()
        if key in seen:
            rejected.append((name, f"recording id {rec_id!r} appears twice in this date (folder names differ "
                                   "only in letter case or share a task id)"))
            continue
        seen.add(key)
        refs.append(RecordingRef(source_url=root.url, date=date, recording_id=rec_id, path=rel,
                                 source_format=connector.name))
    return Discovered(refs=refs, rejected=rejected)


def load(root: Root, ref: RecordingRef, settings: PipelineSettings) -> LoadedRecording:
    rec = registry.connector(ref.source_format).read(root, ref, settings)
    # before anything is written under the output root: private spans out, secure typing scrubbed
    return protect(finalise(rec, settings), settings.redact_secure_text)


def cursor_extent(events: pl.DataFrame) -> tuple[float, float] | None:
    """99.5th percentile of on-screen cursor positions (robust to a few stray samples)."""
    pts = events.filter(
        (pl.col("kind") == "mouse_move") & (pl.col("x") >= 0) & (pl.col("y") >= 0)
    ).select(pl.col("x").quantile(0.995), pl.col("y").quantile(0.995))
    if pts.height == 0 or pts["x"][0] is None:
        return None
    return float(pts["x"][0]), float(pts["y"][0])


def infer_scale(physical: tuple[int, int], platform: str, hint: float | None,
                ax_extent: tuple[float, float] | None, cursor: tuple[float, float] | None) -> tuple[float, str]:
    """Scale = physical video pixels per logical point, and how it was found.

    The source's own scale factor wins. Otherwise, on macOS, the largest backing scale (1 or 2) under
    which everything seen in logical points (accessibility bboxes, the cursor's reach) still fits on
    the screen; Windows recorders log physical pixels (scale 1)."""
    if hint is not None:
        return float(hint), "source metadata"
    if platform != "macos":
        return 1.0, f"platform {platform}: coordinates assumed physical"
    w, h = physical
    reach_w = max((ax_extent or (0, 0))[0], (cursor or (0, 0))[0])
    reach_h = max((ax_extent or (0, 0))[1], (cursor or (0, 0))[1])
    if reach_w <= 0 or reach_h <= 0:
        return 1.0, "default (nothing to infer from)"
    bound = min(w / reach_w, h / reach_h) * 1.01
    fits = [s for s in MAC_SCALES if s <= bound]
    scale = max(fits) if fits else 1.0
    used = " and ".join(n for n, v in (("accessibility bboxes", ax_extent), ("cursor extent", cursor)) if v)
    return scale, f"inferred from {used} (logical reach {reach_w:.0f}x{reach_h:.0f} on {w}x{h} video)"


def finalise(rec: LoadedRecording, settings: PipelineSettings) -> LoadedRecording:
    meta = rec.meta
    w, h = meta.screen_width or 0, meta.screen_height or 0
    scale, source = infer_scale((w, h), meta.platform, rec.scale_hint, rec.ax_extent,
                                cursor_extent(rec.events))  # type: ignore[arg-type]
    if not math.isfinite(scale) or scale <= 0:
        raise Quarantine(f"display scale {scale} is not usable")
    updates: dict[str, object] = {"scale": scale, "scale_source": source}
    clock = settings.clock
    if meta.recording_id in clock.overrides:
        updates |= {"video_offset_ms": clock.overrides[meta.recording_id], "offset_source": "config override"}
    elif clock.video_offset_ms is not None:
        updates |= {"video_offset_ms": clock.video_offset_ms, "offset_source": "config (all recordings)"}
    rec.meta = meta.model_copy(update=updates)
    return rec
