"""One partition's work, on whatever task runner its flow has: the recordings planned into batches and admitted
against the memory budget, each batch a task run driving every stage, then the day published with its night's
quality row and review pages; on Dask, the same body as a subflow on the cluster's task runner."""

from __future__ import annotations

import datetime as dt
import os
import queue
import time
from collections import deque
from collections.abc import Callable
from typing import Any, cast

from prefect import flow, get_run_logger
from prefect.artifacts import (
    create_progress_artifact,
    update_progress_artifact,
)
from prefect.context import FlowRunContext

from cuaflow.connectors.storage import OutputFault, roots
from cuaflow.flows import watch
from cuaflow.flows.artifacts import (
    Links,
    partition_artifacts,
)
from cuaflow.flows.entry import make_context, stage_tasks, tracked
from cuaflow.flows.errors import NothingToDo
from cuaflow.schemas.config import (
    RunContext,
    RunParameters,
)
from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.tables import PartitionReport, ReviewFailed, ReviewPages
from cuaflow.schemas.work import StageResult
from cuaflow.tasks.committed import check_replacement, read_manifest
from cuaflow.tasks.run.budget import InFlight, batch_label, estimate_bytes, plan_batches
from cuaflow.tasks.run.progress import Progress
from cuaflow.tasks.run.skip import record_state, source_state
from cuaflow.tasks.runner import quarantine


def _resolve(batch: list[RecordingRef], fut: Any) -> list[StageResult]:
    """The batch's results. A task run that did not complete (the worker died, the run was cancelled)
    quarantines its recordings with that as reason, and the rest of the partition goes on."""
    fut.wait()
    if fut.state.is_completed():
        return fut.result()
    try:
        fut.result()
        reason = f"task run did not complete ({fut.state.name})"
    except OutputFault:
        raise  # the output cannot be written: the run stops, the recordings are not blamed
    except Exception as exc:
        reason = f"task run failed: {type(exc).__name__}: {exc}"
    return [quarantine(ref, "run", reason) for ref in batch]


def run_recordings(ctx: RunContext, refs: list[RecordingRef], slots: int | None = None,
                   on_done: Callable[[int, StageResult], None] | None = None,
                   on_quiet: Callable[[list[str]], None] | None = None) -> list[StageResult]:
    """Every recording through its stages: batches (tasks/run/budget.py) submitted as task runs when the memory
    budget and the in-flight count admit them, so memory stays bounded however long the day. Results in
    the order of `refs`; `on_quiet(running batches)` when none finished for `watch.QUIET_SECONDS`."""
    res = ctx.settings.resources
    gate = InFlight.shared(res, slots)  # partitions run side by side (a backfill) share the budget
    batches = deque(plan_batches(refs, res, gate.max_count))
    finished: queue.SimpleQueue[tuple[list[RecordingRef], int, Any]] = queue.SimpleQueue()
    results: dict[RecordingRef, StageResult] = {}
    running: list[str] = []  # batch labels

    over: list[str] = []

    def submit(batch: list[RecordingRef], cost: int) -> None:
        if cost > gate.budget:
            over.append(batch_label(batch))
        fut = stage_tasks().recordings_task.submit(ctx, batch, batch_label(batch))
        fut.add_done_callback(lambda f: finished.put((batch, cost, f)))
        running.append(batch_label(batch))

    while batches or running:
        while batches:
            cost = max(estimate_bytes(r, res) for r in batches[0])
            if not running:  # nothing of ours to wait for: wait for the budget another partition holds
                gate.wait_admit(batch_label(batches[0]), cost)
            elif not gate.admit(batch_label(batches[0]), cost):
                break
            submit(batches.popleft(), cost)
        batch, cost, fut = _next_finished(finished, running, on_quiet)
        running.remove(batch_label(batch))
        gate.release(cost)
        for ref, r in zip(batch, _resolve(batch, fut), strict=True):
            results[ref] = r
            if on_done:
                on_done(len(results), r)
    if over:
        get_run_logger().warning("ran alone, their estimate exceeding the memory budget of %d MiB: %s",
                                 gate.budget >> 20, ", ".join(over))
    return [results[r] for r in refs]


def _next_finished(finished: queue.SimpleQueue[Any], running: list[str],
                   on_quiet: Callable[[list[str]], None] | None) -> Any:
    while True:
        try:
            return finished.get(timeout=watch.QUIET_SECONDS)
        except queue.Empty:
            if on_quiet:
                on_quiet(sorted(running))


def run_partition(params: RunParameters, day: str, slots: int | None = None) -> PartitionReport:
    """Body of a partition run, on whatever task runner the calling flow has."""
    logger = get_run_logger()
    ctx = make_context(params)
    t0 = time.monotonic()
    state = source_state(ctx, day)  # before anything is read: a file changed during the run is seen next time
    found = stage_tasks().discover_task(ctx, day)
    _day_found(ctx, day, found)
    watch.progress(f"{day}: {len(found.refs)} recordings, {len(found.rejected)} rejected folder names")
    progress: Any = create_progress_artifact(progress=0.0, description=f"recordings of {day} done (%)")
    n = len(found.refs)
    step = max(1, n // 20)  # ~20 progress updates and lines: each is an API call and a row on the server
    sizes = {r.recording_id: r.parsed_bytes + r.media_bytes for r in found.refs}
    shown = Progress(day, n, sum(sizes.values()))  # a live line too when stderr is a terminal

    def done(k: int, r: StageResult) -> None:
        shown.advance(sizes.get(r.recording_id, 0))
        if r.status != "ok":
            logger.warning("[%d/%d] %s quarantined at %s: %s", k, n, r.recording_id, r.stage, r.reason)
        if k % step == 0 or k == n:
            update_progress_artifact(progress, progress=100.0 * k / max(1, n))
            watch.progress(shown.line())

    def quiet(running: list[str]) -> None:  # nothing finished for a while: say what is being worked on
        watch.progress(f"{shown.line()}; working on {', '.join(running)}")

    results = run_recordings(ctx, found.refs, slots, done, quiet)
    report: PartitionReport = stage_tasks().publish_task(ctx, day, results, found.rejected)
    from cuaflow.tasks.run.nights import night_quality

    # the night's quality row, after its commit point (tasks/run/nights.py): this run's timings when it published
    night_quality(roots(ctx)[1], day, ctx.source_url, results, published=not report.reused)
    review = _review_pages(ctx, day)
    # Recorded last: a run stopped before its review pages (a full disk) leaves no state, so the rerun runs the day
    # (the stage markers make it cheap) and writes them, as a clean run does.
    record_state(ctx, state)
    report = report.model_copy(update={"seconds": round(time.monotonic() - t0, 2),
                                       "stage_seconds": _stage_seconds(results), "review": review})
    partition_artifacts(day, report, Links(params), results)
    return report


def _day_found(ctx: RunContext, day: str, found: Any) -> None:
    """Before any work: a committed day is not replaced by an empty one (`DayRefused`, tasks/committed.py), and a
    day with no source folder that was never committed has nothing to do (`NothingToDo`: no empty manifest)."""
    if found.refs:
        return
    src, out = roots(ctx)
    check_replacement(out, src, day, 0, found.rejected, ctx.force, ctx.allow_empty)
    if not found.rejected and read_manifest(out, day) is None and not src.isdir(day):
        raise NothingToDo(f"{day}: no folder {src.display(day)} in the source yet: nothing processed")


def _review_pages(ctx: RunContext, day: str) -> ReviewPages | ReviewFailed:
    """Static review pages of the partition just published. They are a view of committed data: a failure
    here is logged and named in the artifact, it does not fail the partition."""
    try:
        return cast(ReviewPages, stage_tasks().review_task(ctx, day))
    except OutputFault:
        raise  # the machine's fault stops the run
    except Exception as exc:
        get_run_logger().warning("%s: review pages not written: %s: %s", day, type(exc).__name__, exc)
        return ReviewFailed(error=f"{type(exc).__name__}: {exc}")


def _stage_seconds(results: list[StageResult]) -> dict[str, float]:
    """Wall time per stage summed over recordings (each stage times itself)."""
    from cuaflow.tasks.stages import STAGES

    total: dict[str, float] = {s.name.value: 0.0 for s in STAGES}
    for r in results:
        for name, sec in r.stage_seconds.items():
            total[name] += sec
    return {k: round(v, 2) for k, v in total.items()}


@flow(name="cuaflow-partition-dask", log_prints=True)
@tracked
def partition_on_dask(date: dt.date, params: RunParameters) -> PartitionReport:
    return run_partition(params, date.isoformat(), slots=_dask_slots())


def _dask_slots() -> int | None:
    """Worker threads of the cluster the running flow submits to (how many recordings it can run at once)."""
    runner: Any = FlowRunContext.get().task_runner  # type: ignore[union-attr]
    try:
        return sum(runner.client.nthreads().values()) or None
    except Exception:  # a cluster that does not answer yet: the CPU count decides
        return None


def dask_runner(params: RunParameters) -> Any:
    """An existing cluster when `dask_address` is set; otherwise a local cluster of worker processes (one
    thread each, one per CPU unless `dask_workers` says), started for the partition and closed after it."""
    from prefect_dask.task_runners import DaskTaskRunner

    if params.dask_address:
        return DaskTaskRunner(address=params.dask_address)
    n = params.dask_workers or os.cpu_count() or 1
    return DaskTaskRunner(cluster_kwargs={"n_workers": n, "threads_per_worker": 1, "processes": True,
                                          "dashboard_address": None})


def this_api_url() -> str:
    """The API the running flow reports to (a temporary server has no PREFECT_API_URL of its own)."""
    ctx = FlowRunContext.get()
    return str(ctx.client.api_url).rstrip("/") if ctx else ""
