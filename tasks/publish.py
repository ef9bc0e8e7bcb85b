"""Publish one date partition: Hive-partitioned Parquet tables and a manifest written last.

Layout under the output root:

    tables/<table>/date=<D>/part-00000.parquet   recordings, events, steps, samples, quarantine
    frames/date=<D>/<recording_id>/f<pts_us>.<fmt>
    _manifests/date=<D>.json                      the commit point of the partition

A reader trusts a partition only through its manifest (file list with sha256): files written by a
run that crashed before the manifest are never referenced. A partition whose manifest fingerprint
matches the current inputs is not rewritten."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from typing import Any

import polars as pl
import pyarrow as pa

from cuaflow.connectors.storage import PartitionLock, Root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.schemas.recording import RECORDINGS_SCHEMA, RecordingRef
from cuaflow.schemas.samples import SAMPLES_SCHEMA
from cuaflow.schemas.steps import STEPS_SCHEMA
from cuaflow.tasks.align import source_kind
from cuaflow.tasks.stages import (
    CODE_VERSION,
    StageResult,
    checkpoint,
    digest,
    load_recording_json,
    read_parquet,
    roots,
    work_dir,
)
from cuaflow.tasks.stages import write_parquet as _write

TABLES = ("recordings", "events", "steps", "samples", "quarantine", "vendor_steps", "event_lineage")
LINEAGE_SCHEMA = pa.schema([
    pa.field("recording_id", pa.string(), nullable=False),
    pa.field("outcome", pa.string(), nullable=False),  # consumed | ignored
    pa.field("reason", pa.string()),  # why ignored (the part before ':'), null when consumed
    pa.field("events", pa.int64(), nullable=False),
])
VENDOR_STEPS_SCHEMA = pa.schema([
    pa.field("recording_id", pa.string(), nullable=False), pa.field("vendor_step", pa.int32()),
    pa.field("action", pa.string()), pa.field("start_ms", pa.int64()), pa.field("end_ms", pa.int64()),
    pa.field("x", pa.float64()), pa.field("y", pa.float64()), pa.field("text", pa.string()),
    pa.field("raw_thought", pa.string()), pa.field("reasoning", pa.string()), pa.field("frame_before", pa.string()),
    pa.field("frame_after", pa.string()), pa.field("instruction", pa.string()),  # the step's own text, if any
])
QUARANTINE_SCHEMA = pa.schema([
    pa.field("date", pa.string(), nullable=False),
    pa.field("recording_id", pa.string(), nullable=False),  # folder name as found (may be unsafe)
    pa.field("source_path", pa.string()),
    pa.field("stage", pa.string()),
    pa.field("reason", pa.string(), nullable=False),
])


def manifest_path(date: str) -> str:
    return f"_manifests/date={date}.json"


def table_path(table: str, date: str) -> str:
    return f"tables/{table}/date={date}/part-00000.parquet"


def read_manifest(out: Root, date: str) -> dict[str, Any] | None:
    rel = manifest_path(date)
    if not out.exists(rel):
        return None
    try:
        return json.loads(out.read_bytes(rel))
    except ValueError:
        return None


def committed_dates(out: Root) -> list[str]:
    return sorted(n[len("date="):-len(".json")] for n in out.listdir("_manifests")
                  if n.startswith("date=") and n.endswith(".json"))


def _as_table(frames: list[pl.DataFrame], schema: pa.Schema, sort: list[str]) -> pa.Table:
    if not frames:
        return schema.empty_table()
    df = pl.concat(frames, how="vertical_relaxed").sort(sort, maintain_order=True)
    return df.to_arrow().select(schema.names).cast(schema)


def _lineage(events: list[pl.DataFrame]) -> pa.Table:
    """Per recording: how many raw events fed a step, and how many were ignored, by reason."""
    if not events:
        return LINEAGE_SCHEMA.empty_table()
    df = pl.concat([e.select("recording_id", "step_index", "ignore_reason") for e in events])
    counts = (
        df.with_columns(
            outcome=pl.when(pl.col("step_index").is_not_null()).then(pl.lit("consumed")).otherwise(pl.lit("ignored")),
            reason=pl.col("ignore_reason").str.split(":").list.first(),
        )
        .group_by("recording_id", "outcome", "reason").agg(pl.len().cast(pl.Int64).alias("events"))
        .sort("recording_id", "outcome", "reason", nulls_last=False)
    )
    return counts.to_arrow().select(LINEAGE_SCHEMA.names).cast(LINEAGE_SCHEMA)


def publish_day(ctx: RunContext, date: str, results: list[StageResult],
                rejected: list[tuple[str, str]]) -> dict[str, Any]:
    _, out = roots(ctx)
    with PartitionLock(out, f"date={date}"):
        return _publish_day(ctx, out, date, results, rejected)


def _publish_day(ctx: RunContext, out: Root, date: str, results: list[StageResult],
                 rejected: list[tuple[str, str]]) -> dict[str, Any]:
    results = sorted(results, key=lambda r: r.recording_id)
    fp = digest(date, [(r.recording_id, r.status, r.fingerprint, r.reason) for r in results], sorted(rejected),
                CODE_VERSION)
    existing = read_manifest(out, date)
    if existing and existing.get("fingerprint") == fp and not ctx.force:
        return existing | {"reused": True}

    rec_rows: list[dict[str, Any]] = []
    events, steps, samples, vendor = [], [], [], []
    quarantine: list[dict[str, Any]] = [
        {"date": date, "recording_id": name, "source_path": f"{date}/{name}", "stage": "discover", "reason": reason}
        for name, reason in sorted(rejected)
    ]
    split_counts: Counter[str] = Counter()
    for r in results:
        ref = RecordingRef(source_url=ctx.source_url, date=date, recording_id=r.recording_id, path=r.source_path)
        if r.status != "ok":
            quarantine.append({"date": date, "recording_id": r.recording_id, "source_path": r.source_path,
                               "stage": r.stage, "reason": r.reason or "unknown"})
            rec_rows.append({"recording_id": r.recording_id, "source_path": r.source_path,
                             "status": "quarantined", "reason": r.reason})
            continue
        wd = work_dir(ref)
        rec = load_recording_json(out, ref)
        ev = read_parquet(out, f"{wd}/events.parquet")
        st = read_parquet(out, f"{wd}/steps.parquet")
        sm = read_parquet(out, f"{wd}/samples.parquet")
        marker = json.loads(out.read_bytes(f"{wd}/samples.done.json"))
        group_marker = json.loads(out.read_bytes(f"{wd}/group.done.json"))
        frames_marker = json.loads(out.read_bytes(f"{wd}/frames.done.json"))
        align = frames_marker.get("alignment") or {}
        events.append(ev)
        steps.append(st)
        if out.exists(f"{wd}/vendor_steps.parquet"):
            vendor.append(read_parquet(out, f"{wd}/vendor_steps.parquet").with_columns(
                recording_id=pl.lit(r.recording_id)))
        samples.append(sm)
        split = marker.get("split")
        split_counts.update(sm["split"].to_list())
        meta = rec.meta
        excluded = meta.outcome == "failure"
        rec_rows.append({
            "recording_id": r.recording_id, "source_format": meta.source_format, "source_path": r.source_path,
            "status": "excluded" if excluded else "processed",
            "reason": (f"task outcome is failure (status={meta.status}, reason={meta.reason})"
                       + (f": {meta.rejection_reason}" if meta.rejection_reason else "")) if excluded else None,
            "title": meta.title, "app": meta.app, "platform": meta.platform, "outcome": meta.outcome,
            "split": split, "screen_width": meta.screen_width, "screen_height": meta.screen_height,
            "scale": meta.scale, "scale_source": meta.scale_source, "time_base": meta.time_base,
            "video_offset_ms": align.get("video_offset_ms", meta.video_offset_ms),
            "offset_source": align.get("offset_source", source_kind(meta.offset_source)),
            "log_offset_ms": meta.video_offset_ms, "estimated_offset_ms": align.get("estimated_offset_ms"),
            "alignment_confidence": align.get("confidence"), "offset_disagreement_ms": align.get("disagreement_ms"),
            "alignment": ("verified" if align["verified"] else "unverified") if align else "off",
            "offset_segments": json.dumps(align.get("segments") or [[0.0, float(meta.video_offset_ms)]]),
            "n_no_visible_effect": frames_marker.get("no_visible_effect", 0),
            "checksum_status": meta.checksum_status, "n_events": ev.height, "n_steps": st.height,
            "n_samples": sm.height,
            "ignored_counts": sorted(group_marker.get("ignored_counts", {}).items()),
            "vendor_agreement": group_marker.get("vendor_agreement"), "started_at": meta.started_at_utc,
            "input_hash": rec.input_hash, "meta": meta.model_dump(mode="json"),
            "flags": meta.flags + ([f"alignment_unverified: no confident check of the offset against the video "
                                    f"(confidence {align.get('confidence', 0):.2f}); log-derived offset kept"]
                                   if align and not align["verified"] else []),
        })

    tables = {
        "recordings": pa.Table.from_pylist(rec_rows, schema=RECORDINGS_SCHEMA),
        "events": _as_table(events, EVENTS_SCHEMA, ["recording_id", "line_no"]),
        "steps": _as_table(steps, STEPS_SCHEMA, ["recording_id", "step_index"]),
        "samples": _as_table(samples, SAMPLES_SCHEMA, ["recording_id", "step_index"]),
        "quarantine": pa.Table.from_pylist(quarantine, schema=QUARANTINE_SCHEMA),
        "vendor_steps": _as_table(vendor, VENDOR_STEPS_SCHEMA, ["recording_id", "vendor_step"]),
        "event_lineage": _lineage(events),
    }
    files: dict[str, Any] = {}
    for k, (name, table) in enumerate(tables.items()):
        data = _write(out, table_path(name, date), table)
        files[name] = {"path": table_path(name, date), "rows": table.num_rows,
                       "sha256": hashlib.sha256(data).hexdigest()}
        if k == 1:
            checkpoint("publish")
    step_kinds = Counter(tables["steps"].column("kind").to_pylist())
    manifest = {
        "date": date, "fingerprint": fp, "code_version": CODE_VERSION,
        "rules_version": ctx.settings.grouping.version, "tables": files,
        "recordings": {
            "seen": len(results) + len(rejected),
            "processed": sum(1 for r in rec_rows if r["status"] == "processed"),
            "excluded": sum(1 for r in rec_rows if r["status"] == "excluded"),
            "quarantined": len(quarantine),
        },
        "quarantine": [{"recording_id": q["recording_id"], "stage": q["stage"], "reason": q["reason"]}
                       for q in quarantine],
        "steps": tables["steps"].num_rows, "steps_by_kind": dict(sorted(step_kinds.items())),
        "samples": tables["samples"].num_rows, "samples_by_split": dict(sorted(split_counts.items())),
    }
    out.write_text(manifest_path(date), json.dumps(manifest, indent=1, sort_keys=True))
    return manifest | {"reused": False}


def read_table(out: Root, table: str, dates: list[str] | None = None) -> pl.DataFrame:
    """A table across committed partitions only (through their manifests), with a `date` column."""
    frames = []
    for date in dates if dates is not None else committed_dates(out):
        m = read_manifest(out, date)
        if not m or table not in m.get("tables", {}):
            continue
        df = read_parquet(out, m["tables"][table]["path"])
        frames.append(df.with_columns(date=pl.lit(date)))
    if not frames:
        return pl.DataFrame()
    return pl.concat(frames, how="diagonal_relaxed")  # older partitions may lack newer columns
