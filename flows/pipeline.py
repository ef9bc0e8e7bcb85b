"""Flows: composition only. One partition (a source date folder), a date range, one recording."""

from __future__ import annotations

import contextvars
import datetime as dt
import functools
import inspect
import json
import os
import queue
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from types import ModuleType
from typing import Annotated, Any, cast, get_args, get_type_hints

from prefect import flow, get_run_logger
from prefect.artifacts import (
    create_markdown_artifact,
    create_progress_artifact,
    update_progress_artifact,
)
from prefect.context import FlowRunContext
from prefect.settings import PREFECT_API_URL, temporary_settings
from prefect.states import Completed, Failed
from pydantic import Field, SecretStr, ValidationError
from pydantic.fields import FieldInfo

from cuaflow.connectors.storage import OutputFault, open_root, roots
from cuaflow.flows import lease, lifeline, preflight, watch
from cuaflow.flows.artifacts import (
    Links,
    anomalies_event,
    dataset_artifacts,
    night_artifacts,
    partition_artifacts,
    run_artifacts,
)
from cuaflow.flows.errors import AnomalousNight, NothingToDo, UsageError, one_line, said
from cuaflow.schemas.config import (
    AllowEmpty,
    BackfillParameters,
    BuildDataset,
    ConfigError,
    DaskAddress,
    DaskWorkers,
    DatasetConfigPath,
    DaysBack,
    Force,
    MaxConcurrency,
    NightlyParameters,
    Output,
    PublicUrl,
    RunContext,
    RunParameters,
    SettingsPath,
    Source,
    StorageBlock,
    TaskRunner,
    Timezone,
    flat,
    nested,
)
from cuaflow.schemas.dataset import (
    BackfillResult,
    DatasetBuild,
    NightlyResult,
    PrivacyAudit,
    RangeResult,
    SkippedEntry,
)
from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.tables import PartitionReport, ReviewFailed, ReviewPages
from cuaflow.schemas.work import StageResult
from cuaflow.tasks.committed import DayRefused, check_replacement, read_manifest
from cuaflow.tasks.configuration import load_dataset_config, load_settings
from cuaflow.tasks.recording.dates import SourceDates, scan_source
from cuaflow.tasks.run.budget import InFlight, batch_label, estimate_bytes, plan_batches
from cuaflow.tasks.run.progress import Progress
from cuaflow.tasks.run.skip import record_state, source_state, unchanged
from cuaflow.tasks.runner import quarantine

# Flow runs of this process that have started and not ended: an interrupted command reports them to the API
# as Cancelled (or Crashed) before it exits (flows/cli.py), so the server never shows them Running forever.
ACTIVE_RUNS: dict[str, str] = {}

# A deployed run's concurrency slot survives an outage within the grace period (flows/lease.py). Installed when the
# flows are imported: a worker's flow-run process imports them before its engine takes the lease.
lease.install()


def _tasks() -> ModuleType:
    """The Prefect task wrappers. They import every stage (video, OCR, the dataset build): loaded when a run has
    work, so a run that finds every day unchanged starts without them (`tasks/run/skip.py`)."""
    from cuaflow.tasks import prefect_tasks

    return prefect_tasks


def tracked(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Keeps the running flow's run id in `ACTIVE_RUNS` while its body runs, and the runs it creates tagged as
    this process's (`flows/lifeline.py`: how a process's unfinished runs are found once it is gone); signature
    kept for Prefect."""

    @functools.wraps(fn)
    def body(*args: Any, **kwargs: Any) -> Any:
        ctx = FlowRunContext.get()
        run_id = str(ctx.flow_run.id) if ctx and ctx.flow_run else None
        if run_id:
            ACTIVE_RUNS[run_id] = ctx.flow_run.name  # type: ignore[union-attr]
        try:
            with lifeline.flow_started(run_id, list(ctx.flow_run.tags) if ctx and ctx.flow_run else []):
                return fn(*args, **kwargs)
        finally:
            if run_id:
                ACTIVE_RUNS.pop(run_id, None)

    return body


def storage_options(params: RunParameters) -> tuple[SecretStr | None, SecretStr | None]:
    """fsspec options from a Prefect Secret block: either one object for both roots, or
    {"source": {…}, "output": {…}}. Kept as secrets: they never reach logs, artifacts or outputs."""
    if not params.storage_block:
        return None, None
    from prefect.blocks.system import Secret

    secret: Any = Secret.load(params.storage_block)  # typed as possibly awaitable: called from sync code
    value = secret.get()
    doc = json.loads(value) if isinstance(value, str) else value
    if not isinstance(doc, dict):
        raise ValueError(f"Secret block {params.storage_block!r} must hold a JSON object of storage options")
    src = doc.get("source", doc) if "source" in doc or "output" in doc else doc
    out = doc.get("output", doc) if "source" in doc or "output" in doc else doc
    return SecretStr(json.dumps(src)), SecretStr(json.dumps(out))


def make_context(params: RunParameters) -> RunContext:
    src_opts, out_opts = storage_options(params)
    return RunContext(source_url=params.source, output_url=params.output,
                      settings=load_settings(params.settings), dataset=load_dataset_config(params.dataset_config),
                      force=params.force, allow_empty=params.allow_empty, source_options=src_opts,
                      output_options=out_opts)


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
        fut = _tasks().recordings_task.submit(ctx, batch, batch_label(batch))
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


def _run_partition(params: RunParameters, day: str, slots: int | None = None) -> PartitionReport:
    """Body of a partition run, on whatever task runner the calling flow has."""
    logger = get_run_logger()
    ctx = make_context(params)
    t0 = time.monotonic()
    state = source_state(ctx, day)  # before anything is read: a file changed during the run is seen next time
    found = _tasks().discover_task(ctx, day)
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
    report: PartitionReport = _tasks().publish_task(ctx, day, results, found.rejected)
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
        return cast(ReviewPages, _tasks().review_task(ctx, day))
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
def _partition_on_dask(date: dt.date, params: RunParameters) -> PartitionReport:
    return _run_partition(params, date.isoformat(), slots=_dask_slots())


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


def _this_api_url() -> str:
    """The API the running flow reports to (a temporary server has no PREFECT_API_URL of its own)."""
    ctx = FlowRunContext.get()
    return str(ctx.client.api_url).rstrip("/") if ctx else ""


# Deployed flows take flat, typed parameters (`prefect deployment run … --param start=2025-01-01`, a plain UI
# form), the common ones first: the form lists them in signature order. The run's fields are declared once, as
# annotated types in schemas/config.py; `nested` turns the flat values back into the parameter models.
Day = Annotated[dt.date, Field(description="The date folder (YYYY-MM-DD) to process")]
Start = Annotated[dt.date, Field(description="First date (inclusive), YYYY-MM-DD")]
End = Annotated[dt.date, Field(description="Last date (inclusive), YYYY-MM-DD")]
Night = Annotated[dt.date | None, Field(description="Process this date instead of yesterday")]
RecordingId = Annotated[str, Field(description="The recording's folder name under its date")]


def documented(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Adds an `Args:` section built from the parameters' annotated descriptions to the docstring: Prefect
    shows a parameter's description in the UI form only from there."""
    hints = get_type_hints(fn, include_extras=True)
    lines = []
    for name in inspect.signature(fn).parameters:
        info = next((m for m in get_args(hints.get(name))[1:] if isinstance(m, FieldInfo)), None)
        if info is not None and info.description:
            lines.append(f"    {name}: {info.description}")
    fn.__doc__ = (fn.__doc__ or "").rstrip() + "\n\nArgs:\n" + "\n".join(lines) + "\n"
    return fn


NO_ARRIVALS = "NoArrivals"


def _entry_run() -> bool:
    """Whether the running flow is a deployment's run of its own (the UI, a schedule, `prefect deployment run`),
    not a command line's (checked before Prefect started) nor a subflow (checked by its parent)."""
    ctx = FlowRunContext.get()
    run = ctx.flow_run if ctx else None
    return bool(run and run.deployment_id and not run.parent_task_run_id)


def _check_entry(model: type[Any], values: dict[str, Any]) -> None:
    """A deployment's run checked by the command line's code (flows/preflight.py) before any work."""
    try:
        params = nested(model, values)
    except ValidationError as exc:
        raise UsageError(preflight.validation_line(exc)) from None
    run: RunParameters = params if isinstance(params, RunParameters) else params.run
    try:
        src_opts, out_opts = storage_options(run)
    except Exception as exc:  # no such block, not JSON: the block's content is never shown
        raise UsageError(f"storage_block {run.storage_block!r}: cannot be used ({type(exc).__name__})") from None
    backfill = isinstance(params, BackfillParameters)
    preflight.check_request(run.source, run.output, run.dataset_config, run.settings,
                            start=params.start if backfill else None, end=params.end if backfill else None,
                            in_range=backfill, names=preflight.PARAMETERS,
                            source_options=json.loads(src_opts.get_secret_value()) if src_opts else None,
                            output_options=json.loads(out_opts.get_secret_value()) if out_opts else None)


def checked(model: type[Any]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A deployed flow's parameters typed from its signature with one-line mistakes (Prefect's own validation is
    off for these flows: it would fail the run with a Pydantic dump); a deployment's run also checked like the
    command line (`_check_entry`). The outcome as the run's state: a mistake or a day refused (`DayRefused`) is
    Failed with the one-line reason, the exception kept as its data so a caller (a parent flow, the command line)
    gets it raised; nothing to do (no source folder for the day yet) is Completed, named `NoArrivals`."""

    def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
        signature = inspect.signature(fn)

        @functools.wraps(fn)
        def body(*args: Any, **kwargs: Any) -> Any:
            try:
                kwargs = preflight.coerce(fn, signature.bind_partial(*args, **kwargs).arguments)
                if _entry_run():
                    _check_entry(model, kwargs)
                return fn(**kwargs)
            except (UsageError, ConfigError, DayRefused) as exc:
                get_run_logger().error("%s", one_line(exc))
                return Failed(message=one_line(exc), data=said(exc))
            except NothingToDo as exc:
                get_run_logger().warning("%s", one_line(exc))
                return Completed(name=NO_ARRIVALS, message=one_line(exc), data=exc.result)

        return body

    return wrap


@flow(name="cuaflow-partition", log_prints=True, validate_parameters=False)
@tracked
@checked(RunParameters)
@documented
def process_partition(date: Day, source: Source, output: Output, force: Force = False,
                      public_url: PublicUrl = None, storage_block: StorageBlock = None,
                      dataset_config: DatasetConfigPath = None, settings: SettingsPath = None,
                      task_runner: TaskRunner = "thread", dask_address: DaskAddress = None,
                      dask_workers: DaskWorkers = None, allow_empty: AllowEmpty = False) -> PartitionReport:
    """Process every recording of one date folder and publish that partition's tables. A committed day whose
    folder is missing or holds no recording fails and is left as it is, unless `force` and `allow_empty`."""
    params = nested(RunParameters, locals())
    if params.task_runner == "dask":
        # Workers run their task runs against this flow's API: without it, each worker would start its own
        # temporary server (and leave it behind), and the runs would be missing from the UI.
        with temporary_settings({PREFECT_API_URL: PREFECT_API_URL.value() or _this_api_url()}):
            on_dask = _partition_on_dask.with_options(task_runner=dask_runner(params))
            with lifeline.owned():
                return cast(PartitionReport, on_dask(date=date, params=params))
    return _run_partition(params, date.isoformat())


def scan(params: RunParameters) -> SourceDates:
    src_opts, _ = storage_options(params)
    options = json.loads(src_opts.get_secret_value()) if src_opts else {}
    found = scan_source(open_root(params.source, options))
    if found.skipped:
        logger = get_run_logger()
        for _, reason in found.skipped:
            logger.warning("source entry skipped: %s", reason)
        lines = ["| entry | reason |", "|---|---|"] + [f"| {n} | {r} |" for n, r in found.skipped]
        create_markdown_artifact(key="source-skipped", markdown="\n".join(lines),
                                 description="source entries that were not processed, with the reason")
    return found


def source_dates(params: RunParameters) -> list[str]:
    return scan(params).dates


def date_range(start: dt.date, end: dt.date) -> list[dt.date]:
    if end < start:
        raise ValueError(f"end {end} is before start {start}")
    return [start + dt.timedelta(days=k) for k in range((end - start).days + 1)]


@flow(name="cuaflow-range", log_prints=True)
@tracked
@checked(RunParameters)
def process_range(params: RunParameters, start: dt.date | None = None, end: dt.date | None = None,
                  build_dataset: bool = True) -> RangeResult:
    """Process each date of [start, end] that exists in the source (all dates when omitted), then
    build the dataset from every committed partition."""
    found = scan(params)
    available = found.dates
    if start or end:
        lo = start or (dt.date.fromisoformat(available[0]) if available else None)
        hi = end or (dt.date.fromisoformat(available[-1]) if available else None)
        wanted = {d.isoformat() for d in date_range(lo, hi)} if lo and hi else set()
        days = [d for d in available if d in wanted]
    else:
        days = available
    watch.days_started("run", params, days)
    partitions, refused = _each_day(days, params)
    dataset = None
    if build_dataset and partitions:  # a range without data leaves datasets/LATEST as it was
        dataset = _dataset(params, changed=any(not p.skipped for p in partitions.values()))
    result = RangeResult(partitions=partitions, dataset=dataset, privacy=_privacy(params, days),
                         skipped=[SkippedEntry(entry=n, reason=r) for n, r in found.skipped])
    result = _watched(params, result, days)
    run_artifacts(result, params.output)
    _fail_refused(refused)  # after the days that could be published and what the run shows of them
    return _policy(params, result)


def _watched(params: RunParameters, result: Any, days: list[str], empty: str | None = None) -> Any:
    """Night over night for the run's days (and `empty`: a night whose source had no folder): the judgements in
    the answer, an artifact and an event per anomalous night (`cuaflow deploy` turns it into a notification);
    then `_policy`."""
    from cuaflow.tasks.run import anomalies
    from cuaflow.tasks.run.nights import night_quality

    ctx = make_context(params)
    out = roots(ctx)[1]
    rows = [r for d in days if (r := night_quality(out, d, ctx.source_url)) is not None]
    if empty is not None:
        rows.append(anomalies.no_arrivals(empty))
    if not rows:
        return result
    watch_settings = ctx.settings.watch
    result.nights = anomalies.judge(out, rows, watch_settings)
    night_artifacts(result.nights, params.output)
    bad = [j for j in result.nights if j.anomalies]
    for j in bad:
        get_run_logger().warning("night over night: %s", "; ".join(a.line() for a in j.anomalies))
        anomalies_event(j, params.output)
    return result


def _policy(params: RunParameters, result: Any) -> Any:
    """With `watch.policy: fail` and an anomalous night, the run ends Failed (`AnomalousNight`, carrying the
    answer: the command still prints its summary); else the answer."""
    bad = [j for j in result.nights if j.anomalies]
    if bad and make_context(params).settings.watch.policy == "fail":
        raise AnomalousNight(f"{sum(len(j.anomalies) for j in bad)} anomalous figure(s) night over night "
                             f"(watch.policy: fail): " + "; ".join(a.line() for j in bad for a in j.anomalies),
                             result)
    return result


def _each_day(days: list[str], params: RunParameters,
              max_concurrency: int = 1) -> tuple[dict[str, PartitionReport], list[DayRefused]]:
    """Each day's partition, `max_concurrency` at a time; a day refused (`DayRefused`) does not stop the others:
    they are published, the refusals returned for the run to fail with once they are done."""
    def one(day: str) -> PartitionReport | DayRefused:
        try:
            return partition(dt.date.fromisoformat(day), params)
        except DayRefused as exc:
            return exc

    if max_concurrency == 1:
        outcomes = [one(d) for d in days]
    else:
        with ThreadPoolExecutor(max_workers=max_concurrency) as pool:
            # each subflow runs in the parent's context so it is recorded as this run's child
            futures = [pool.submit(contextvars.copy_context().run, one, d) for d in days]
            outcomes = [f.result() for f in futures]
    refused = [o for o in outcomes if isinstance(o, DayRefused)]
    return {d: o for d, o in zip(days, outcomes, strict=True) if not isinstance(o, DayRefused)}, refused


def _fail_refused(refused: list[DayRefused]) -> None:
    """The run fails with the refused days' reasons, after the other days and the dataset are done."""
    if len(refused) == 1:
        raise refused[0]
    if refused:
        raise DayRefused(f"{len(refused)} days left as committed: " + "; ".join(one_line(e) for e in refused))


def _privacy(params: RunParameters, days: list[str]) -> PrivacyAudit:
    """What redaction did to the days' recordings, for the run's answer and summary."""
    from cuaflow.tasks.privacy.audit import for_days

    return for_days(make_context(params), days)


def _dataset(params: RunParameters, changed: bool = True) -> DatasetBuild:
    from cuaflow.tasks.export import current_dataset  # the build's modules load only when a run gets here

    ctx = make_context(params)
    if not changed and (ds := current_dataset(ctx)) is not None:
        get_run_logger().info("dataset %s: no partition changed, not rebuilt", ds.name)
        return ds
    ds = cast(DatasetBuild, _tasks().build_dataset_task(ctx))
    error = None
    try:  # the recordings' pages were written by their partition runs; the index links them
        ds.review = cast(str, _tasks().review_index_task(ctx, ds.name))
    except OutputFault:
        raise  # the machine's fault stops the run
    except Exception as exc:
        error = f"{type(exc).__name__}: {exc}"
        get_run_logger().warning("dataset review page not written: %s", error)
    dataset_artifacts(ds, Links(params), error)
    watch.dataset_built(ds, params.output)
    return ds


def partition(date: dt.date, params: RunParameters) -> PartitionReport:
    """The `cuaflow-partition` subflow of one day, from a parameter model; no subflow at all when the day is
    committed and unchanged (`tasks/run/skip.py`: the source listing, the settings and the manifest as last run)."""
    known = unchanged(make_context(params), date.isoformat())
    if known is not None:
        get_run_logger().info("%s: unchanged since its last run (source listing, settings, code): no work", date)
        return known
    watch.partition_starting(date.isoformat(), params)
    with lifeline.owned(), watch.followed_by_caller():
        report = process_partition(date=date, **flat(params))
    watch.partition_done(date.isoformat(), report)
    return report


@flow(name="cuaflow-nightly", log_prints=True, validate_parameters=False)
@tracked
@checked(NightlyParameters)
@documented
def nightly(date: Night = None, timezone: Timezone = "UTC", days_back: DaysBack = 1, *, source: Source,
            output: Output, build_dataset: BuildDataset = True,
            force: Force = False, public_url: PublicUrl = None, storage_block: StorageBlock = None,
            dataset_config: DatasetConfigPath = None, settings: SettingsPath = None,
            task_runner: TaskRunner = "thread", dask_address: DaskAddress = None,
            dask_workers: DaskWorkers = None, allow_empty: AllowEmpty = False) -> NightlyResult:
    """The scheduled run: 'yesterday' (in `timezone`) unless a date is given, then the dataset. A night whose
    folder has not arrived ends Completed, named `NoArrivals`, saying so."""
    return run_nightly(nested(NightlyParameters, locals()))


def run_nightly(params: NightlyParameters) -> NightlyResult:
    day = params.target_date()
    dates = source_dates(params.run)
    if day.isoformat() not in dates:
        ctx = make_context(params.run)
        src, out = roots(ctx)
        check_replacement(out, src, day.isoformat(), 0, [], ctx.force, ctx.allow_empty)  # a committed day
        if read_manifest(out, day.isoformat()) is None:
            last = f" (its last: {dates[-1]})" if dates else ""
            # judged as a night of no arrivals: where arrivals are usual it is an anomaly, the run's answer
            empty = _watched(params.run, NightlyResult(date=day.isoformat()), [], day.isoformat())
            if any(j.anomalies for j in empty.nights):
                return cast(NightlyResult, _policy(params.run, empty))
            raise NothingToDo(f"no folder {src.display(day.isoformat())} in the source yet{last}: "
                              f"nothing processed for {day}, datasets/LATEST unchanged", empty)
    watch.days_started(f"nightly ({params.timezone})", params.run, [day.isoformat()])
    report = partition(day, params.run)
    dataset = _dataset(params.run, changed=not report.skipped) if params.build_dataset else None
    result = _watched(params.run, NightlyResult(date=day.isoformat(), partition=report, dataset=dataset,
                                                privacy=_privacy(params.run, [day.isoformat()])), [day.isoformat()])
    run_artifacts(BackfillResult(partitions={result.date: report}, dataset=dataset, privacy=result.privacy,
                                 nights=result.nights), params.run.output)
    return cast(NightlyResult, _policy(params.run, result))


@flow(name="cuaflow-backfill", log_prints=True, validate_parameters=False)
@tracked
@checked(BackfillParameters)
@documented
def backfill(start: Start, end: End, source: Source, output: Output,
             max_concurrency: MaxConcurrency = 2, build_dataset: BuildDataset = True, force: Force = False,
             public_url: PublicUrl = None, storage_block: StorageBlock = None,
             dataset_config: DatasetConfigPath = None, settings: SettingsPath = None,
             task_runner: TaskRunner = "thread", dask_address: DaskAddress = None,
             dask_workers: DaskWorkers = None, allow_empty: AllowEmpty = False) -> BackfillResult:
    """One partition run per day of [start, end] present in the source, `max_concurrency` at a time.
    Repeating a backfill does no work: each partition's manifest already matches its inputs."""
    return run_backfill(nested(BackfillParameters, locals()))


def run_backfill(params: BackfillParameters) -> BackfillResult:
    wanted = {d.isoformat() for d in date_range(params.start, params.end)}
    days = [d for d in source_dates(params.run) if d in wanted]
    watch.days_started(f"backfill {params.start}..{params.end}", params.run, days, params.max_concurrency)
    partitions, refused = _each_day(days, params.run, params.max_concurrency)
    dataset = None
    if params.build_dataset and partitions:
        dataset = _dataset(params.run, changed=any(not p.skipped for p in partitions.values()))
    result = BackfillResult(partitions=partitions, dataset=dataset, privacy=_privacy(params.run, days))
    result = _watched(params.run, result, days)
    run_artifacts(result, params.run.output)
    _fail_refused(refused)
    return cast(BackfillResult, _policy(params.run, result))


@flow(name="cuaflow-recording", log_prints=True, validate_parameters=False)
@tracked
@checked(RunParameters)
@documented
def process_recording(date: Day, recording_id: RecordingId, source: Source, output: Output,
                      public_url: PublicUrl = None, storage_block: StorageBlock = None,
                      dataset_config: DatasetConfigPath = None, settings: SettingsPath = None) -> PartitionReport:
    """Reprocess one recording (all its stages, forced) and republish its partition."""
    params = nested(RunParameters, locals())
    ctx = make_context(params)
    day = date.isoformat()
    found = _tasks().discover_task(ctx, day)
    refs = {r.recording_id: r for r in found.refs}
    if recording_id not in refs:
        raise ValueError(f"recording {recording_id!r} not found under {day} in {params.source}")
    forced = ctx.model_copy(update={"force": True})
    (target,) = run_recordings(forced, [refs[recording_id]])
    others = iter(run_recordings(ctx, [r for r in found.refs if r.recording_id != recording_id]))
    results = [target if r.recording_id == recording_id else next(others) for r in found.refs]
    return _tasks().publish_task(ctx.model_copy(update={"force": True}), day, results, found.rejected)
