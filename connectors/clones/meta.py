"""`meta.json`, `input_log_meta.json` and `private_ranges.json`: the recording's own metadata checked, and the
canonical `RecordingMeta` made from it."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from cuaflow.connectors.clones.clock import Clock
from cuaflow.connectors.clones.files import (
    ABSOLUTE_TIME_THRESHOLD,
    LOG_META,
    MAX_DURATION_S,
    META,
    PRIVATE,
    Folder,
    finite,
    short,
    string,
)
from cuaflow.schemas.recording import Quarantine, RecordingMeta, RecordingRef, VideoInfo

SUPPORTED_SCHEMA_MAJOR = 1
KNOWN_PLATFORMS = ("macos", "windows", "linux")  # the platforms the Clones recorder runs on


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
        a, b = finite(item.get("start")), finite(item.get("end"))
    elif isinstance(item, list | tuple) and len(item) == 2:
        a, b = finite(item[0]), finite(item[1])
    else:
        return None
    return (a, b) if a is not None and b is not None and b >= a else None


def private_ranges(folder: Folder, origin: int) -> list[tuple[int, int]]:
    """`private_ranges.json`: `[{"start": ms, "end": ms, "count": n}]` in the log's own time base (epoch ms
    in absolute-time logs), as event-clock spans. A file that cannot be read quarantines the recording:
    guessing would publish what the demonstrator marked private."""
    if PRIVATE not in folder.names:
        return []
    doc = folder.json(PRIVATE)
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


def deleted_ranges(meta_doc: dict[str, Any], video_ms: float | None) -> list[str]:
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
    declared = finite(meta_doc.get("duration_seconds"))
    if declared is None or video_ms is None:
        raise Quarantine("deleted_ranges present but duration_seconds or the video's duration is unknown: cannot "
                         "tell whether the video was cut like the log", file=META)
    if abs(video_ms - declared * 1000) > max(1000.0, 0.25 * total):
        raise Quarantine(f"deleted_ranges remove {total / 1000:.1f} s from the log, but the video lasts "
                         f"{video_ms / 1000:.1f} s against duration_seconds {declared:g}: the video was not cut "
                         "like the log (events would be misaligned and deleted content visible)", file=META)
    return [f"deleted_ranges: {len(spans)} spans ({total / 1000:.1f} s) trimmed from log and video by the recorder"]


def _objectives(quest: dict[str, Any]) -> list[str]:
    value = quest.get("objectives")
    if value is None:
        return []
    if isinstance(value, str):
        return [value]  # one objective written without its list
    if not isinstance(value, list):
        raise Quarantine(f"field quest.objectives must be a list of strings, got {type(value).__name__} "
                         f"{short(value)}", file=META)
    for k, item in enumerate(value):
        if not isinstance(item, str):
            raise Quarantine(f"field quest.objectives[{k}] must be a string, got {type(item).__name__} "
                             f"{short(item)}", file=META)
    return list(value)


def _duration_seconds(meta_doc: dict[str, Any]) -> float | None:
    value = meta_doc.get("duration_seconds")
    if value is None:
        return None
    f = finite(value)
    if f is None or f < 0 or f > MAX_DURATION_S:
        raise Quarantine(f"field duration_seconds must be a number of seconds between 0 and {MAX_DURATION_S}, "
                         f"got {short(value)}", file=META)
    return f


def _event_count(lm: Any) -> int | None:
    value = lm.get("event_count") if isinstance(lm, dict) else None
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise Quarantine(f"field event_count must be a number of lines (a non-negative integer), got "
                         f"{short(value)}", file=LOG_META)
    return value


@dataclass(frozen=True)
class MetaDoc:
    """meta.json and the facts checked in it."""

    doc: dict[str, Any]
    schema_version: str | None
    quest: dict[str, Any]
    scale_hint: float | None
    declared_s: float | None


def read_meta(folder: Folder) -> MetaDoc:
    doc = folder.json(META)
    if not isinstance(doc, dict):
        raise Quarantine("top level must be an object", file=META)
    schema_version = _schema_version(doc)
    monitor = doc.get("primary_monitor")
    if monitor is not None and not isinstance(monitor, dict):
        raise Quarantine("primary_monitor must be an object", file=META)
    monitor = monitor or {}
    quest: dict[str, Any] = doc["quest"] if isinstance(doc.get("quest"), dict) else {}
    if monitor.get("scale_factor") is not None and finite(monitor.get("scale_factor")) is None:
        raise Quarantine(f"field primary_monitor.scale_factor must be a number (1, 2, …), got "
                         f"{short(monitor.get('scale_factor'))}", file=META)
    scale_hint = finite(monitor.get("scale_factor"))
    declared_s = _duration_seconds(doc)
    if scale_hint is not None and not (0.5 <= scale_hint <= 4):
        raise Quarantine(f"primary_monitor.scale_factor {scale_hint} outside 0.5-4", file=META)
    return MetaDoc(doc, schema_version, quest, scale_hint, declared_s)


def read_log_meta(folder: Folder) -> tuple[str | None, int | None]:
    """`input_log_meta.json`, when present: the log's time base and its declared event count."""
    if LOG_META not in folder.names:
        return None, None
    lm = folder.json(LOG_META)
    tt = lm.get("timestamp_type") if isinstance(lm, dict) else None
    if tt is not None and tt not in ("relative", "absolute"):
        raise Quarantine(f"timestamp_type {tt!r} is neither 'relative' nor 'absolute'", file=LOG_META)
    return tt, _event_count(lm)


def recording_meta(ref: RecordingRef, m: MetaDoc, clock: Clock, vinfo: VideoInfo, checksum_status: str,
                    flags: list[str]) -> RecordingMeta:
    doc, quest = m.doc, m.quest
    meta = RecordingMeta(
        recording_id=ref.recording_id,
        date=ref.date,
        source_format="clones",
        source_id=string(doc.get("id")) or None,
        title=string(quest.get("title")) or string(doc.get("title")),
        description=string(doc.get("description")),
        app=string(quest.get("app")),
        objectives=_objectives(quest),
        content=string(quest.get("content")),
        task_id=string(quest.get("task_id")) or None,
        platform=string(doc.get("platform")) or "unknown",
        locale=string(doc.get("locale")) or None,
        keyboard_layout=string(doc.get("keyboard_layout")) or None,
        started_at=string(doc.get("timestamp")) or None,
        status=string(doc.get("status")) or None,
        reason=string(doc.get("reason")) or None,
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
            f"platform_unknown: meta.json platform {short(doc.get('platform'))} is not one of "
            f"{', '.join(KNOWN_PLATFORMS)}: scroll amounts are not converted to pixels (scroll steps flagged "
            "scroll_units_unknown) and key names follow the non-macOS spelling")]})
    return meta
