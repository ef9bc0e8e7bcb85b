"""Publish one date partition: Hive-partitioned Parquet tables and a manifest written last.

Layout under the output root:

    tables/<table>/date=<D>/part-00000.parquet   recordings, events, steps, samples, quarantine
    frames/date=<D>/<recording_id>/f<pts_us>.<fmt>
    _manifests/date=<D>.json                      the commit point of the partition

A reader trusts a partition only through its manifest (file list with sha256): files written by a
run that crashed before the manifest are never referenced. A partition whose manifest fingerprint
matches the current inputs is not rewritten. This module only writes: what is committed is read through
`committed.py`."""

from __future__ import annotations

import datetime as dt
import gc
import hashlib
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import polars as pl
import pyarrow as pa

from cuaflow.connectors.storage import WRITES_TEMP, PartitionLock, Root, roots
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.recording import RecordingMeta, RecordingRef, RecordingRow, recordings_table
from cuaflow.schemas.tables import (
    LINEAGE_SCHEMA,
    TABLES,
    Manifest,
    PartitionReport,
    QuarantineEntry,
    RecordingCounts,
    TableEntry,
    manifest_path,
    table_path,
)
from cuaflow.schemas.work import Marker, StageName, StageResult, WorkFile, work_path
from cuaflow.tasks import privacy
from cuaflow.tasks.faults import checkpoint
from cuaflow.tasks.parquet_io import (
    ROW_GROUP_ROWS,
    parquet_rows,
    read_parquet,
    row_groups,
    write_parquet,
    write_parquet_stream,
)
from cuaflow.tasks.recording.align import source_kind
from cuaflow.tasks.run.committed import check_replacement, read_manifest
from cuaflow.tasks.runner import load_recording, quarantine, read_marker, release_memory
from cuaflow.tasks.versioning import CODE_VERSION, digest


def _as_table(name: str, frames: list[pl.DataFrame]) -> pa.Table | pl.DataFrame:
    """The day's rows of a table in its order; a frame is cast to the table's schema as it is written."""
    spec = TABLES[name]
    if not frames:
        return spec.schema.empty_table()
    df = pl.concat(frames, how="vertical_relaxed")
    if not _in_order(df, list(spec.order)):  # parts usually arrive in order: no sorted copy of the table then
        df = df.sort(list(spec.order), maintain_order=True)
    return df


def _in_order(df: pl.DataFrame, keys: list[str]) -> bool:
    """Whether rows already follow `keys` (ties allowed: a stable sort would keep them as they are)."""
    if df.height < 2:
        return True
    if any(df[k].null_count() for k in keys):
        return False  # nulls sort first: let the sort decide
    later: pl.Expr = pl.lit(True)
    for k in reversed(keys):  # lexicographic: this key grows, or stays and the next keys are in order
        later = (pl.col(k) > pl.col(k).shift(1)) | ((pl.col(k) == pl.col(k).shift(1)) & later)
    return bool(df.select(later.slice(1).all()).item())


_LINEAGE_COLS = ["recording_id", "step_index", "ignore_reason"]


def _lineage_counts(events: pl.DataFrame) -> pl.DataFrame:
    """Events of `_LINEAGE_COLS` counted by recording, outcome (consumed or ignored) and reason. Counted by the
    distinct reasons first: the outcome and the reason's first part are then worked out once per group, not per
    event."""
    return events.group_by("recording_id", pl.col("step_index").is_not_null().alias("_consumed"), "ignore_reason").agg(
        pl.len().cast(pl.Int64).alias("events")
    ).with_columns(
        outcome=pl.when(pl.col("_consumed")).then(pl.lit("consumed")).otherwise(pl.lit("ignored")),
        reason=pl.col("ignore_reason").str.split(":").list.first(),
    ).group_by("recording_id", "outcome", "reason").agg(pl.col("events").sum())


def _lineage(counts: list[pl.DataFrame]) -> pa.Table:
    """Per recording: how many raw events fed a step, and how many were ignored, by reason (from the recordings'
    `_lineage_counts`)."""
    if not counts:
        return LINEAGE_SCHEMA.empty_table()
    total = (pl.concat(counts).group_by("recording_id", "outcome", "reason").agg(pl.col("events").sum())
             .sort("recording_id", "outcome", "reason", nulls_last=False))
    return total.to_arrow().select(LINEAGE_SCHEMA.names).cast(LINEAGE_SCHEMA)


def publish_day(ctx: RunContext, date: str, results: list[StageResult],
                rejected: list[tuple[str, str]]) -> PartitionReport:
    src, out = roots(ctx)
    privacy.release_ocr()  # the day's frames are done
    gc.collect()
    release_memory()
    with PartitionLock(out, f"date={date}") as lock:
        # the rule's last word, under the lock: a committed day is not replaced by an empty one (committed.py)
        check_replacement(out, src, date, len(results), rejected, ctx.force, ctx.allow_empty)
        # temp files of writers killed mid-write (SIGKILL) would otherwise stay forever
        for area in (f"frames/date={date}", f"_work/date={date}", "tables", WRITES_TEMP):
            out.remove_orphan_temps(area)
        report = _publish_day(ctx, out, date, results, rejected)
        # what this run finds after waiting is the other run's publication: its report says so
        return report.model_copy(update={"waited_for": lock.waited_for}) if report.reused else report


def _recording_row(r: StageResult, meta: RecordingMeta, input_hash: str, n: dict[str, int],
                   ignored: dict[str, int] | None, agreement: float | None, frame_facts: Marker,
                   ingest_facts: Marker | None) -> RecordingRow:
    align = frame_facts.alignment or {}
    return RecordingRow(
        recording_id=r.recording_id, source_format=meta.source_format, source_path=r.source_path,
        **_status(meta), title=meta.title, app=meta.app, platform=meta.platform, outcome=meta.outcome,
        screen_width=meta.screen_width, screen_height=meta.screen_height,
        scale=meta.scale, scale_source=meta.scale_source, time_base=meta.time_base, **_clock(meta, align),
        n_no_visible_effect=frame_facts.no_visible_effect or 0,
        checksum_status=meta.checksum_status, n_events=n["events"], n_steps=n["steps"],
        n_samples=n["samples"], n_redactions=n.get("redactions", 0), privacy=frame_facts.privacy,
        n_privacy_terms=ingest_facts.privacy_terms if ingest_facts is not None else None,
        ignored_counts=dict(sorted((ignored or {}).items())),
        vendor_agreement=agreement, started_at=meta.started_at_utc,
        # the surrogates' salted hashes stay in the work area: the salt (the input hash) is published
        input_hash=input_hash, flags=_flags(meta, align), meta=meta,
    )


def _status(meta: RecordingMeta) -> dict[str, Any]:
    """A recording whose task failed is published, excluded from the samples."""
    if meta.outcome != "failure":
        return {"status": "processed", "reason": None}
    return {"status": "excluded", "reason": f"task outcome is failure (status={meta.status}, reason={meta.reason})"
            + (f": {meta.rejection_reason}" if meta.rejection_reason else "")}


def _clock(meta: RecordingMeta, align: dict[str, Any]) -> dict[str, Any]:
    """The offset used for frames and how it was checked against the video (`align`: the frames stage's
    alignment facts, empty when the check was off)."""
    return {
        "video_offset_ms": align.get("video_offset_ms", meta.video_offset_ms),
        "offset_source": align.get("offset_source", source_kind(meta.offset_source)),
        "log_offset_ms": meta.video_offset_ms, "estimated_offset_ms": align.get("estimated_offset_ms"),
        "alignment_confidence": align.get("confidence"), "offset_disagreement_ms": align.get("disagreement_ms"),
        "alignment": ("verified" if align["verified"] else "unverified") if align else "off",
        "offset_segments": [[float(a), float(b)] for a, b in align.get("segments")
                            or [[0.0, float(meta.video_offset_ms)]]],
    }


def _flags(meta: RecordingMeta, align: dict[str, Any]) -> list[str]:
    unverified = [f"alignment_unverified: no confident check of the offset against the video "
                  f"(confidence {align.get('confidence', 0):.2f}); log-derived offset kept"] \
        if align and not align["verified"] else []
    return meta.flags + [f for f in [meta.clock_disagreement()] if f] + unverified


@dataclass
class _Day:
    """What a partition's recordings contribute: their `recordings` rows and their tables' parts."""

    rows: list[RecordingRow] = field(default_factory=list)
    parts: dict[str, list[pl.DataFrame]] = field(default_factory=lambda: {
        "steps": [], "samples": [], "vendor_steps": [], "redactions": [], "ocr_lines": []})
    # The events table is the day's largest by far: it is streamed from the recordings' work files when
    # written, one row group at a time (memory: a few columns of one recording and one row group, not the day);
    # its lineage is counted per recording as it streams, for the lineage table written after it.
    event_files: list[str] = field(default_factory=list)
    refused: list[StageResult] = field(default_factory=list)  # quarantined for a broken table contract
    lineage_parts: list[pl.DataFrame] = field(default_factory=list)

    def events(self, out: Root) -> Iterator[pl.DataFrame | pa.Table]:
        order = list(TABLES["events"].order)
        for rel in self.event_files:  # recordings in id order: each part sorted gives the day sorted
            keys = read_parquet(out, rel, list(dict.fromkeys([*order, *_LINEAGE_COLS])))
            # counted a row group's length at a time: a group-by over every event of a long log costs several
            # times its columns
            self.lineage_parts += [_lineage_counts(keys.slice(k, ROW_GROUP_ROWS))
                                   for k in range(0, keys.height, ROW_GROUP_ROWS)]
            in_order = _in_order(keys, order)
            del keys
            if in_order:
                yield from row_groups(out, rel)
            else:
                yield read_parquet(out, rel).sort(order, maintain_order=True)


def _gather(out: Root, results: list[StageResult], ref_of: Callable[[StageResult], RecordingRef]) -> _Day:
    day = _Day()
    first_of_content: dict[str, str] = {}  # input hash → the recording kept for it
    for r in sorted(results, key=lambda r: r.recording_id):
        if r.status != "ok":
            day.rows.append(RecordingRow(recording_id=r.recording_id, source_path=r.source_path,
                                         status="quarantined", reason=r.reason))
            continue
        ref = ref_of(r)
        rec = load_recording(out, ref)
        n_events = parquet_rows(out, work_path(ref, WorkFile.EVENTS))  # the file is read once, when streamed
        st, sm = (read_parquet(out, work_path(ref, f)) for f in (WorkFile.STEPS, WorkFile.SAMPLES))
        sample_facts = read_marker(out, ref, StageName.SAMPLES.value)
        group_facts = read_marker(out, ref, StageName.GROUP.value)
        frame_facts = read_marker(out, ref, StageName.FRAMES.value)
        if sample_facts is None or group_facts is None or frame_facts is None:
            raise FileNotFoundError(f"{ref.path}: a stage marker is missing or damaged; rerun the recording")
        parts: dict[str, list[pl.DataFrame]] = {"steps": [st], "vendor_steps": [], "redactions": [], "ocr_lines": []}
        if out.exists(work_path(ref, WorkFile.VENDOR_STEPS)):
            parts["vendor_steps"].append(read_parquet(out, work_path(ref, WorkFile.VENDOR_STEPS)).with_columns(
                recording_id=pl.lit(r.recording_id)))
        for f in (WorkFile.REDACTIONS_TEXT, WorkFile.REDACTIONS_IMAGES):
            if out.exists(work_path(ref, f)):
                parts["redactions"].append(read_parquet(out, work_path(ref, f)))
        n_red = sum(p.height for p in parts["redactions"])
        if out.exists(work_path(ref, WorkFile.OCR_LINES)):
            parts["ocr_lines"].append(read_parquet(out, work_path(ref, WorkFile.OCR_LINES)))
        original = first_of_content.setdefault(rec.input_hash, r.recording_id) if rec.input_hash else r.recording_id
        if original != r.recording_id:  # the same files under a second name would land in two splits
            sm = sm.head(0)
        row = _recording_row(r, rec.meta, rec.input_hash,
                             {"events": n_events, "steps": st.height, "samples": sm.height, "redactions": n_red},
                             group_facts.ignored_counts, group_facts.vendor_agreement, frame_facts,
                             read_marker(out, ref, StageName.INGEST.value))
        broken = _broken_contract(out, ref, row, {**parts, "samples": [sm]})
        if broken:  # quarantined with the rule and rows; none of its rows is published
            day.refused.append(quarantine(ref, "contract", broken))
            day.rows.append(RecordingRow(recording_id=r.recording_id, source_path=r.source_path,
                                         status="quarantined", reason=broken))
            continue
        day.event_files.append(work_path(ref, WorkFile.EVENTS))
        for name, frames in parts.items():
            day.parts[name] += frames
        day.parts["samples"].append(sm)
        if original != r.recording_id:
            row = row.model_copy(update={
                "status": "excluded", "reason": f"duplicate: same content (input hash {rec.input_hash[:16]}…) "
                                                f"as recording {original!r} of {ref.date}; that one is kept"})
        day.rows.append(row)
    return day


_ROW_RULE_COLUMNS = ["recording_id", "status", "reason", "alignment_confidence", "n_events", "n_steps", "n_samples",
                     "n_redactions", "screen_width", "screen_height"]


def _broken_contract(out: Root, ref: RecordingRef, row: RecordingRow,
                     parts: dict[str, list[pl.DataFrame]]) -> str | None:
    """The first broken rule of the recording's own rows (schemas/contracts.py), as a quarantine reason."""
    from cuaflow.schemas.contracts import check

    tables = {"recordings": pl.DataFrame([row.model_dump(include=set(_ROW_RULE_COLUMNS))]),
              # the events' rules need two columns: the table itself is streamed when written
              "events": read_parquet(out, work_path(ref, WorkFile.EVENTS), ["recording_id", "line_no"]),
              **{n: pl.concat(f, how="vertical_relaxed") for n, f in parts.items() if f}}
    for name, df in tables.items():
        violations = check(name, df)
        if violations:
            return violations[0].line() + "; the recording is left out until the rule holds"
    return None


def _day_contracts(day: _Day, quarantine_rows: list[dict[str, Any]], samples: pa.Table | pl.DataFrame) -> None:
    """The rules that hold over the whole day (ids unique over the day, the quarantine list): a violation fails
    the partition before its manifest is written, so nothing of it is visible."""
    tables = {"recordings": pl.DataFrame([r.model_dump(include={"recording_id", "status", "reason"}) for r in day.rows],
                                         schema={"recording_id": pl.String, "status": pl.String, "reason": pl.String}),
              "quarantine": pl.DataFrame(quarantine_rows, schema={"recording_id": pl.String, "reason": pl.String}),
              "samples": samples.select("id") if isinstance(samples, pl.DataFrame)
              else pl.DataFrame({"id": samples.column("id").to_pylist()}, schema={"id": pl.String})}
    for name, df in tables.items():
        _fail_on(name, df)


def _fail_on(name: str, df: pl.DataFrame) -> None:
    from cuaflow.schemas.contracts import enforce

    enforce(name, df, "partition not published")


def _tables(day: _Day, quarantine_rows: list[dict[str, Any]]) -> dict[str, pa.Table | pl.DataFrame]:
    tables: dict[str, pa.Table | pl.DataFrame] = {}
    for name, spec in TABLES.items():
        if name == "recordings":
            tables[name] = recordings_table(day.rows)
        elif name == "quarantine":
            tables[name] = pa.Table.from_pylist(quarantine_rows, schema=spec.schema)
        elif name in ("events", "event_lineage"):
            continue  # streamed by _publish_day, then counted from what streamed
        else:
            tables[name] = _as_table(name, day.parts[name])
    return tables


def _publish_day(ctx: RunContext, out: Root, date: str, results: list[StageResult],
                 rejected: list[tuple[str, str]]) -> PartitionReport:
    results = sorted(results, key=lambda r: r.recording_id)
    fp = digest(date, [(r.recording_id, r.status, r.fingerprint, r.reason) for r in results], sorted(rejected),
                CODE_VERSION)
    existing = read_manifest(out, date)
    if existing and existing.fingerprint == fp and not ctx.force:
        return PartitionReport(**existing.model_dump(), reused=True)

    def ref_of(name: str, path: str) -> RecordingRef:
        return RecordingRef(source_url=ctx.source_url, date=date, recording_id=name, path=path)

    day = _gather(out, results, lambda r: ref_of(r.recording_id, r.source_path))
    # Folders discovery refused are quarantined like any recording, ahead of the recordings themselves.
    stopped = [quarantine(ref_of(name, f"{date}/{name}"), "discover", reason) for name, reason in sorted(rejected)]
    stopped += sorted([r for r in results if r.status != "ok"] + day.refused, key=lambda r: r.recording_id)
    quarantine_rows = [{"date": dt.date.fromisoformat(date), "recording_id": q.recording_id,
                        "source_path": q.source_path,
                        "stage": q.stage, "reason": q.reason or "unknown"} for q in stopped]
    tables = _tables(day, quarantine_rows)
    _day_contracts(day, quarantine_rows, tables["samples"])
    files = {name: _write_table(out, date, name, day, tables) for name in TABLES}
    manifest = Manifest(
        date=date, fingerprint=fp, code_version=CODE_VERSION, rules_version=ctx.settings.grouping.version,
        tables=files,
        recordings=RecordingCounts(seen=len(results) + len(rejected),
                                   processed=sum(1 for r in day.rows if r.status == "processed"),
                                   excluded=sum(1 for r in day.rows if r.status == "excluded"),
                                   quarantined=len(quarantine_rows)),
        quarantine=[QuarantineEntry(recording_id=q["recording_id"], stage=q["stage"], reason=q["reason"])
                    for q in quarantine_rows],
        steps=files["steps"].rows, steps_by_kind=_steps_by_kind(tables["steps"]),
        samples=files["samples"].rows,
    )
    out.write_text(manifest_path(date), manifest.to_json())
    return PartitionReport(**manifest.model_dump(), reused=False)


def _write_table(out: Root, date: str, name: str, day: _Day, tables: dict[str, pl.DataFrame | pa.Table]) -> TableEntry:
    """One of the day's tables written to its committed path, with its rows and hash for the manifest."""
    if name == "events":  # streamed to storage: the day's events are never whole in memory
        sha, rows = write_parquet_stream(out, table_path(name, date), day.events(out), TABLES[name].schema)
    else:
        if name == "event_lineage":  # counted while the events streamed
            table = lineage = _lineage(day.lineage_parts)
            _fail_on(name, pl.DataFrame({c: lineage.column(c).to_pylist() for c in lineage.column_names},
                                        schema={"recording_id": pl.String, "outcome": pl.String,
                                                "reason": pl.String, "events": pl.Int64}))
        else:
            table = tables[name]
        if isinstance(table, pl.DataFrame):
            data, rows = write_parquet(out, table_path(name, date), table, TABLES[name].schema), table.height
        else:
            data, rows = write_parquet(out, table_path(name, date), table, None), table.num_rows
        sha = hashlib.sha256(data).hexdigest()
    entry = TableEntry(path=table_path(name, date), rows=rows, sha256=sha)
    checkpoint("publish.table")
    return entry


def _steps_by_kind(steps: pl.DataFrame | pa.Table) -> dict[str, int]:
    kinds = Counter(steps["kind"].to_list() if isinstance(steps, pl.DataFrame) else steps.column("kind").to_pylist())
    return dict(sorted(kinds.items()))
