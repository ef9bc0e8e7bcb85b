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
from prefect.client.schemas.objects import State
from prefect.runtime import task_run
from prefect.states import Completed

from cuaflow.connectors.storage import roots
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.dataset import DatasetBuild
from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.tables import PartitionReport, ReviewPages
from cuaflow.schemas.work import StageResult
from cuaflow.tasks.recording import ingest
from cuaflow.tasks.review import review
from cuaflow.tasks.run import publish
from cuaflow.tasks.runner import is_transient, quarantine, run_chain
from cuaflow.tasks.stages import STAGES


def _retry_transient(task: Any, task_run: Any, state: Any) -> bool:
    try:
        state.result()
    except Exception as exc:
        return is_transient(exc)
    return False


RETRIES = 3
_opts: dict[str, Any] = {
    "retries": RETRIES, "retry_delay_seconds": [1, 4, 16], "retry_condition_fn": _retry_transient,
    "cache_policy": NO_CACHE, "persist_result": False,
}


@task(name="discover", task_run_name="discover-{date}", **_opts)
def discover_task(ctx: RunContext, date: str) -> ingest.Discovered:
    src, _ = roots(ctx)
    return ingest.discover(src, date)


@task(name="recordings", task_run_name="{label}", **_opts)
def recordings_task(ctx: RunContext, refs: list[RecordingRef], label: str) -> list[StageResult] | State[Any]:
    """Recordings through every stage, one after another (a batch of small ones or one large one: see
    tasks/run/budget.py). A transient error fails the task run after the others are done, and the retry skips
    what is committed; on the last attempt it quarantines that recording instead. A task run with a
    quarantined recording ends in a Completed state named `Quarantined`, its message naming them."""
    del label  # the task run's name
    logger = get_run_logger()
    last_attempt = task_run.run_count > RETRIES
    results: list[StageResult] = []
    failed: list[Exception] = []
    for ref in refs:
        try:
            res = run_chain(STAGES, ctx, ref)
        except Exception as exc:
            if not is_transient(exc):
                raise
            stage = getattr(exc, "cuaflow_stage", "run")
            logger.warning("%s: %s stage: %s: %s", ref.recording_id, stage, type(exc).__name__, exc)
            if not last_attempt:
                failed.append(exc)
                continue
            res = quarantine(ref, stage, f"{stage}: {type(exc).__name__} after {RETRIES + 1} attempts: {exc}")
        results.append(res)
    # one log record for the batch (each record is a row the server writes): status and seconds per recording
    logger.info("\n".join(f"{r.recording_id}: {r.status} ({_seconds(r)})" for r in results))
    if failed:
        raise failed[0]
    bad = [r for r in results if r.status != "ok"]
    if bad:
        msg = "; ".join(f"{r.recording_id} at {r.stage}: {r.reason}" for r in bad)
        return Completed(name="Quarantined", message=msg[:1000], data=results)
    return results


def _seconds(r: StageResult) -> str:
    return ", ".join(f"{k} {v:.2f}s" for k, v in r.stage_seconds.items())


@task(name="publish-partition", task_run_name="publish-{date}", **_opts)
def publish_task(ctx: RunContext, date: str, results: list[StageResult],
                 rejected: list[tuple[str, str]]) -> PartitionReport:
    return publish.publish_day(ctx, date, results, rejected)


@task(name="review-pages", task_run_name="review-{date}", **_opts)
def review_task(ctx: RunContext, date: str) -> ReviewPages:
    _, out = roots(ctx)
    pages = review.write_partition_pages(out, date)
    return ReviewPages(index=out.display(pages.index), pages=[out.display(p) for p in pages.pages or []])


@task(name="review-dataset", **_opts)
def review_index_task(ctx: RunContext, name: str) -> str:
    _, out = roots(ctx)
    return out.display(review.write_dataset_pages(out, name, recording_pages=False).index)


@task(name="build-dataset", **_opts)
def build_dataset_task(ctx: RunContext, dates: list[str] | None = None) -> DatasetBuild:
    # the dataset writers (every export format) load when a run builds a dataset, not before its first stage
    from cuaflow.tasks import export

    return export.build_dataset(ctx, dates)
