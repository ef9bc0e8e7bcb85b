"""Thin Prefect wrappers around the stage functions. The logic lives in the plain modules; here only
names, retries and caching are decided.

Retries: only transient storage errors (network, timeouts, throttling surface as OSError subclasses
from fsspec/s3fs) are retried, with backoff. Bad data raises `Quarantine` inside the stages and is
returned as a result, never retried. Prefect's own result cache is off: stages skip finished work
through their markers, which survive across runs and deployments."""

from __future__ import annotations

from typing import Any

from prefect import task
from prefect.cache_policies import NO_CACHE

from cuaflow.schemas.config import RunContext
from cuaflow.schemas.recording import RecordingRef
from cuaflow.tasks import export, ingest, publish, review, stages
from cuaflow.tasks.stages import StageResult, is_transient


def _retry_transient(task: Any, task_run: Any, state: Any) -> bool:
    try:
        state.result()
    except Exception as exc:
        return is_transient(exc)
    return False


_opts: dict[str, Any] = {
    "retries": 3, "retry_delay_seconds": [1, 4, 16], "retry_condition_fn": _retry_transient,
    "cache_policy": NO_CACHE, "persist_result": False,
}


@task(name="discover", task_run_name="discover-{date}", **_opts)
def discover_task(ctx: RunContext, date: str) -> ingest.Discovered:
    src, _ = stages.roots(ctx)
    return ingest.discover(src, date)


@task(name="ingest", task_run_name="ingest-{ref.recording_id}", **_opts)
def ingest_task(ctx: RunContext, ref: RecordingRef) -> StageResult:
    return stages.run_ingest(ctx, ref)


@task(name="group", task_run_name="group-{ref.recording_id}", **_opts)
def group_task(ctx: RunContext, ref: RecordingRef, prev: StageResult) -> StageResult:
    return stages.run_group(ctx, ref, prev)


@task(name="extract-frames", task_run_name="frames-{ref.recording_id}", **_opts)
def frames_task(ctx: RunContext, ref: RecordingRef, prev: StageResult) -> StageResult:
    return stages.run_frames(ctx, ref, prev)


@task(name="normalise", task_run_name="normalise-{ref.recording_id}", **_opts)
def normalise_task(ctx: RunContext, ref: RecordingRef, prev: StageResult) -> StageResult:
    return stages.run_normalise(ctx, ref, prev)


@task(name="build-samples", task_run_name="samples-{ref.recording_id}", **_opts)
def samples_task(ctx: RunContext, ref: RecordingRef, prev: StageResult) -> StageResult:
    return stages.run_samples(ctx, ref, prev)


@task(name="publish-partition", task_run_name="publish-{date}", **_opts)
def publish_task(ctx: RunContext, date: str, results: list[StageResult],
                 rejected: list[tuple[str, str]]) -> dict[str, Any]:
    return publish.publish_day(ctx, date, results, rejected)


@task(name="review-pages", task_run_name="review-{date}", **_opts)
def review_task(ctx: RunContext, date: str) -> dict[str, Any]:
    _, out = stages.roots(ctx)
    pages = review.write_partition_pages(out, date)
    return {"index": out.display(pages["index"]), "pages": [out.display(p) for p in pages["pages"]]}


@task(name="review-dataset", **_opts)
def review_index_task(ctx: RunContext, name: str) -> str:
    _, out = stages.roots(ctx)
    return out.display(review.write_dataset_pages(out, name, recording_pages=False)["index"])


@task(name="build-dataset", **_opts)
def build_dataset_task(ctx: RunContext, dates: list[str] | None = None) -> dict[str, Any]:
    return export.build_dataset(ctx, dates)


STAGE_TASKS = (ingest_task, group_task, frames_task, normalise_task, samples_task)
