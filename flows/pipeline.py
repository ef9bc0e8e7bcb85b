"""Flows: composition only. One partition (a source date folder), a date range, one recording."""

from __future__ import annotations

import datetime as dt
import time
from typing import Any

from prefect import flow, get_run_logger
from prefect.artifacts import create_markdown_artifact, create_table_artifact

from connectors.storage import open_root
from schemas.config import RunContext, RunParameters
from schemas.recording import RecordingRef
from tasks import stages
from tasks.configuration import load_dataset_config, load_settings
from tasks.ingest import DATE_RE
from tasks.prefect_tasks import (
    STAGE_TASKS,
    build_dataset_task,
    discover_task,
    publish_task,
)
from tasks.stages import StageResult, digest

STAGE_NAMES = ("ingest", "group", "frames", "normalise", "samples")


def make_context(params: RunParameters) -> RunContext:
    return RunContext(source_url=params.source, output_url=params.output,
                      settings=load_settings(params.settings), dataset=load_dataset_config(params.dataset_config),
                      force=params.force)


def _submit_chain(ctx: RunContext, ref: RecordingRef) -> list[Any]:
    futures = [STAGE_TASKS[0].submit(ctx, ref)]
    for t in STAGE_TASKS[1:]:
        futures.append(t.submit(ctx, ref, futures[-1]))
    return futures


def _resolve(ref: RecordingRef, futures: list[Any]) -> StageResult:
    """The chain's last result; a stage that raised (after its retries) quarantines the recording
    with the error as reason, and the rest of the partition goes on."""
    for name, fut in zip(STAGE_NAMES, futures, strict=True):
        fut.wait()
        if not fut.state.is_completed():
            try:
                fut.result()
                reason = f"{name} did not complete ({fut.state.name})"
            except Exception as exc:
                reason = f"{name} stage error: {type(exc).__name__}: {exc}"
            return StageResult(recording_id=ref.recording_id, date=ref.date, source_path=ref.path, stage=name,
                               status="quarantined", fingerprint=digest("error", reason), reason=reason)
    return futures[-1].result()


@flow(name="cuaflow-partition", log_prints=True)
def process_partition(date: dt.date, params: RunParameters) -> dict[str, Any]:
    """Process every recording of one date folder and publish that partition's tables."""
    logger = get_run_logger()
    ctx = make_context(params)
    day = date.isoformat()
    t0 = time.monotonic()
    found = discover_task(ctx, day)
    logger.info("%s: %d recordings, %d rejected folder names", day, len(found.refs), len(found.rejected))
    chains = [(ref, _submit_chain(ctx, ref)) for ref in found.refs]
    results = []
    for k, (ref, futures) in enumerate(chains, 1):
        r = _resolve(ref, futures)
        results.append(r)
        logger.info("[%d/%d] %s: %s%s", k, len(chains), ref.recording_id, r.status,
                    f" ({r.reason})" if r.reason else "")
    manifest = publish_task(ctx, day, results, found.rejected)
    manifest["seconds"] = round(time.monotonic() - t0, 2)
    _artifacts(day, manifest)
    return manifest


def _artifacts(day: str, m: dict[str, Any]) -> None:
    rec = m.get("recordings", {})
    rows = [{"date": day, "recordings seen": rec.get("seen", 0), "processed": rec.get("processed", 0),
             "excluded (failed task)": rec.get("excluded", 0), "quarantined": rec.get("quarantined", 0),
             "steps": m.get("steps", 0), "samples": m.get("samples", 0),
             **{f"samples {k}": v for k, v in m.get("samples_by_split", {}).items()},
             "reused": m.get("reused", False), "seconds": m.get("seconds")}]
    create_table_artifact(key=f"partition-{day}", table=rows, description=f"cuaflow partition {day}")
    if m.get("quarantine"):
        lines = ["| recording | stage | reason |", "|---|---|---|"]
        lines += [f"| {q['recording_id']} | {q['stage']} | {q['reason']} |" for q in m["quarantine"]]
        create_markdown_artifact(key=f"quarantine-{day}", markdown="\n".join(lines),
                                 description=f"quarantined recordings {day}")


def source_dates(source: str) -> list[str]:
    return [d for d in open_root(source).list_subdirs() if DATE_RE.match(d)]


def date_range(start: dt.date, end: dt.date) -> list[dt.date]:
    if end < start:
        raise ValueError(f"end {end} is before start {start}")
    return [start + dt.timedelta(days=k) for k in range((end - start).days + 1)]


@flow(name="cuaflow-range", log_prints=True)
def process_range(params: RunParameters, start: dt.date | None = None, end: dt.date | None = None,
                  build_dataset: bool = True) -> dict[str, Any]:
    """Process each date of [start, end] that exists in the source (all dates when omitted), then
    build the dataset from every committed partition."""
    available = source_dates(params.source)
    if start or end:
        lo = start or (dt.date.fromisoformat(available[0]) if available else None)
        hi = end or (dt.date.fromisoformat(available[-1]) if available else None)
        wanted = {d.isoformat() for d in date_range(lo, hi)} if lo and hi else set()
        days = [d for d in available if d in wanted]
    else:
        days = available
    partitions = {d: process_partition(dt.date.fromisoformat(d), params) for d in days}
    result: dict[str, Any] = {"partitions": partitions, "dataset": None}
    if build_dataset:
        result["dataset"] = build_dataset_task(make_context(params))
    return result


@flow(name="cuaflow-recording", log_prints=True)
def process_recording(date: dt.date, recording_id: str, params: RunParameters) -> dict[str, Any]:
    """Reprocess one recording (all its stages, forced) and republish its partition."""
    ctx = make_context(params)
    day = date.isoformat()
    src, _ = stages.roots(ctx)
    found = discover_task(ctx, day)
    refs = {r.recording_id: r for r in found.refs}
    if recording_id not in refs:
        raise ValueError(f"recording {recording_id!r} not found under {day} in {params.source}")
    forced = ctx.model_copy(update={"force": True})
    target = _resolve(refs[recording_id], _submit_chain(forced, refs[recording_id]))
    results = [target if r.recording_id == recording_id else _resolve(r, _submit_chain(ctx, r))
               for r in found.refs]
    del src
    return publish_task(ctx.model_copy(update={"force": True}), day, results, found.rejected)
