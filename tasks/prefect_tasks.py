"""Thin Prefect wrappers around the stage functions. The logic lives in the plain modules; here only
names, retries and caching are decided.

Retries: only transient storage errors (network, timeouts, throttling surface as OSError subclasses
from fsspec/s3fs) are retried, with backoff. Bad data raises `Quarantine` inside the stages and is
returned as a result, never retried. Prefect's own result cache is off: stages skip finished work
through their markers, which survive across runs and deployments."""

from __future__ import annotations

from typing import Any

from prefect import get_run_logger, task
from prefect.cache_policies import NO_CACHE
from prefect.states import Completed, State

from cuaflow.schemas.config import RunContext
from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.tables import PartitionReport
from cuaflow.schemas.work import StageResult
from cuaflow.tasks import export, ingest, publish, review
from cuaflow.tasks.runner import is_transient, roots, run_chain
from cuaflow.tasks.stages import STAGES


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
    src, _ = roots(ctx)
    return ingest.discover(src, date)


@task(name="recording", task_run_name="{ref.recording_id}", **_opts)
def recording_task(ctx: RunContext, ref: RecordingRef) -> StageResult | State[StageResult]:
    """One recording through every stage (one task run each: orchestration costs per recording, not per
    stage). A retry reruns the chain and skips the stages already committed. A quarantined recording ends
    in a Completed state named `Quarantined` whose message is the reason, so the UI shows it at a glance."""
    res = run_chain(STAGES, ctx, ref)
    logger = get_run_logger()
    logger.info("%s: %s", ref.recording_id, ", ".join(f"{k} {v:.2f}s" for k, v in res.stage_seconds.items()))
    if res.status != "ok":
        logger.warning("%s quarantined at %s: %s", ref.recording_id, res.stage, res.reason)
        return Completed(name="Quarantined", message=f"{res.stage}: {res.reason}"[:500], data=res)
    return res


@task(name="publish-partition", task_run_name="publish-{date}", **_opts)
def publish_task(ctx: RunContext, date: str, results: list[StageResult],
                 rejected: list[tuple[str, str]]) -> PartitionReport:
    return publish.publish_day(ctx, date, results, rejected)


@task(name="review-pages", task_run_name="review-{date}", **_opts)
def review_task(ctx: RunContext, date: str) -> dict[str, Any]:
    _, out = roots(ctx)
    pages = review.write_partition_pages(out, date)
    return {"index": out.display(pages["index"]), "pages": [out.display(p) for p in pages["pages"]]}


@task(name="review-dataset", **_opts)
def review_index_task(ctx: RunContext, name: str) -> str:
    _, out = roots(ctx)
    return out.display(review.write_dataset_pages(out, name, recording_pages=False)["index"])


@task(name="build-dataset", **_opts)
def build_dataset_task(ctx: RunContext, dates: list[str] | None = None) -> dict[str, Any]:
    return export.build_dataset(ctx, dates)
