"""Flows: composition only. One partition (a source date folder), a date range, nightly, a backfill, one
recording. What every flow wears is in entry.py, a partition's work in partition.py."""

from __future__ import annotations

import contextvars
import datetime as dt
import json
from concurrent.futures import ThreadPoolExecutor
from typing import Any, cast

from prefect import flow, get_run_logger
from prefect.artifacts import create_markdown_artifact
from prefect.settings import PREFECT_API_URL, temporary_settings

from cuaflow.connectors.storage import OutputFault, open_root, roots
from cuaflow.flows import lease, lifeline, watch
from cuaflow.flows.artifacts import (
    Links,
    anomalies_event,
    dataset_artifacts,
    night_artifacts,
    run_artifacts,
)
from cuaflow.flows.entry import (
    Day,
    End,
    Night,
    RecordingId,
    Start,
    checked,
    documented,
    make_context,
    stage_tasks,
    storage_options,
    tracked,
)
from cuaflow.flows.errors import AnomalousNight, NothingToDo, one_line
from cuaflow.flows.partition import dask_runner, partition_on_dask, run_partition, run_recordings, this_api_url
from cuaflow.schemas.config import (
    AllowEmpty,
    BackfillParameters,
    BuildDataset,
    DaskAddress,
    DaskWorkers,
    DatasetConfigPath,
    DaysBack,
    Force,
    MaxConcurrency,
    NightlyParameters,
    Output,
    PublicUrl,
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
from cuaflow.schemas.tables import PartitionReport
from cuaflow.tasks.committed import DayRefused, check_replacement, read_manifest
from cuaflow.tasks.recording.dates import SourceDates, scan_source
from cuaflow.tasks.run.skip import unchanged

# A deployed run's concurrency slot survives an outage within the grace period (flows/lease.py). Installed when the
# flows are imported: a worker's flow-run process imports them before its engine takes the lease.
lease.install()


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
        with temporary_settings({PREFECT_API_URL: PREFECT_API_URL.value() or this_api_url()}):
            on_dask = partition_on_dask.with_options(task_runner=dask_runner(params))
            with lifeline.owned():
                return cast(PartitionReport, on_dask(date=date, params=params))
    return run_partition(params, date.isoformat())


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
    days = _days_asked(found.dates, start, end)
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


def _days_asked(available: list[str], start: dt.date | None, end: dt.date | None) -> list[str]:
    """The source's dates (YYYY-MM-DD, so their order is the strings') within [start, end], either end open."""
    first, last = start.isoformat() if start else None, end.isoformat() if end else None
    return [d for d in available if (first is None or d >= first) and (last is None or d <= last)]


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
    ds = cast(DatasetBuild, stage_tasks().build_dataset_task(ctx))
    error = None
    try:  # the recordings' pages were written by their partition runs; the index links them
        ds.review = cast(str, stage_tasks().review_index_task(ctx, ds.name))
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
    found = stage_tasks().discover_task(ctx, day)
    refs = {r.recording_id: r for r in found.refs}
    if recording_id not in refs:
        raise ValueError(f"recording {recording_id!r} not found under {day} in {params.source}")
    forced = ctx.model_copy(update={"force": True})
    (target,) = run_recordings(forced, [refs[recording_id]])
    others = iter(run_recordings(ctx, [r for r in found.refs if r.recording_id != recording_id]))
    results = [target if r.recording_id == recording_id else next(others) for r in found.refs]
    return stage_tasks().publish_task(ctx.model_copy(update={"force": True}), day, results, found.rejected)
