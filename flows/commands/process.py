"""`run`, `demo`, `backfill`, `nightly`: the commands that run the pipeline's flows. Mistakes in the command are
found before Prefect is imported or any API is contacted (`start`)."""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import gc
import importlib
import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from cuaflow.flows import lifeline, summary
from cuaflow.flows.api import api_url, check_api, client_retries, start_temporary_api
from cuaflow.flows.commands import Api, command, opt
from cuaflow.flows.errors import (
    EXIT_ANOMALY,
    EXIT_API,
    EXIT_FAILED,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_QUARANTINE,
    EXIT_USAGE,
    Quarantined,
    faults_said_once,
)
from cuaflow.flows.preflight import check_run, parse_date
from cuaflow.schemas.config import RunParameters

if TYPE_CHECKING:  # the result models import polars and Arrow: loaded once a run has a result
    from cuaflow.schemas.dataset import BackfillResult, RangeResult

EXITS = ((EXIT_OK, "done (quarantined recordings are listed, not fatal unless --fail-on-quarantine)"), EXIT_FAILED,
         EXIT_USAGE, EXIT_API, EXIT_QUARANTINE, EXIT_ANOMALY,
         EXIT_INTERRUPTED)


def date(value: str) -> dt.date:
    try:
        return parse_date(value)  # the words a deployment's run uses for the same mistake
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


COMMON = (
    opt("--config", help="dataset.yaml (default: the shipped one)"),
    opt("--settings", help="pipeline.yaml (default: the shipped one)"),
    opt("--force", action="store_true", help="redo every stage"),
    opt("--allow-empty", action="store_true",
        help="with --force: a committed day whose source folder is missing or holds no recording is replaced by an "
             "empty one (without it, such a day fails and is left as it is)"),
    opt("--no-dataset", action="store_true", help="only publish partitions"),
    opt("--json", action="store_true", help="print only the full result, as JSON"),
    opt("--quiet", action="store_true", help="no progress lines, warnings and the summary only"),
    opt("--fail-on-quarantine", action="store_true",
        help="exit 4 when any recording was quarantined (nightly alerting)"),
    opt("--public-url", help="http(s) address of the output root: run artifacts link there"),
    opt("--task-runner", choices=("thread", "dask"), default="thread",
        help="where recordings run: threads of this process (default) or Dask worker processes"),
    opt("--dask-address", help="scheduler of an existing Dask cluster (default: a local cluster)"),
    opt("--dask-workers", type=int, help="worker processes of the local cluster (default: CPUs)"),
)
ROOTS = (opt("--source", required=True, help="recordings root URL"),
         opt("--output", required=True, help="output root URL"))


@command("run", "process recordings into tables and a dataset", api=Api.RUN, exits=EXITS,
         example="cuaflow run --source s3://bucket/incoming --output s3://bucket/cuaflow --start 2025-01-01 "
                 "--end 2025-01-31",
         options=(opt("--source", required=True, help="recordings root URL (path, s3://, memory://)"),
                  opt("--output", required=True, help="output root URL"),
                  opt("--start", type=date, help="first date (YYYY-MM-DD), default: earliest in source"),
                  opt("--end", type=date, help="last date (YYYY-MM-DD), default: latest in source"), *COMMON))
def run(args: argparse.Namespace) -> int:
    """Process the recordings of a source root into tables, frames and a dataset (every date folder, or
    --start..--end), one Prefect subflow per date."""
    start(args, args.start, args.end)
    from cuaflow.flows.pipeline import process_range

    with _anomalous(args) as answer:
        answer.append(process_range(params=_params(args), start=args.start, end=args.end,
                                    build_dataset=not args.no_dataset))
    return _print_result(args, cast("RangeResult", answer[-1]), answer[0] if len(answer) > 1 else None)


@command("demo", "write synthetic recordings and run the pipeline on them", api=Api.RUN, exits=EXITS,
         example="cuaflow demo --output demo-output",
         options=(opt("--output", default="demo-output", help="folder for source and output (default: demo-output)"),
                  *COMMON))
def demo(args: argparse.Namespace) -> int:
    """Write synthetic Clones recordings to <output>/source and run the pipeline on them into <output>/output (no
    server needed)."""
    from cuaflow.connectors.synth import DEMO_DEFECTS, demo_source

    base = Path(args.output).resolve()
    source, output = base / "source", base / "output"
    print(f"cuaflow demo: writing synthetic Clones recordings to {source}")
    demo_source(source)
    print(summary.demo_intro(source, output))
    args.source, args.output, args.start, args.end = str(source), str(output), None, None
    args.planted = set(DEMO_DEFECTS)
    code = run(args)
    if not args.json:
        print(f"  again:    {summary.exe()} run --source {source} --output {output}   (reruns change nothing)")
    return code


@command("backfill", "process a date range, one partition run per day", api=Api.RUN, exits=EXITS,
         example="cuaflow backfill --source SRC --output OUT --start 2025-01-01 --end 2025-01-31",
         options=(*ROOTS, opt("--start", type=date, required=True, help="first date (YYYY-MM-DD)"),
                  opt("--end", type=date, required=True, help="last date (YYYY-MM-DD)"),
                  opt("--max-concurrency", type=int, default=2, help="partitions at the same time (default: 2)"),
                  *COMMON))
def backfill(args: argparse.Namespace) -> int:
    """Process a date range, one partition subflow per day, at most --max-concurrency at a time, then rebuild the
    dataset."""
    start(args, args.start, args.end)
    from cuaflow.flows.pipeline import backfill as backfill_flow
    from cuaflow.schemas.config import BackfillParameters, flat

    params = BackfillParameters(run=_params(args), start=args.start, end=args.end,
                                max_concurrency=args.max_concurrency, build_dataset=not args.no_dataset)
    with _anomalous(args) as answer:
        answer.append(backfill_flow(**flat(params)))
    return _print_result(args, cast("BackfillResult", answer[-1]), answer[0] if len(answer) > 1 else None)


@command("nightly", "process yesterday (or --date) as the nightly deployment does", api=Api.RUN, exits=EXITS,
         example="cuaflow nightly --source SRC --output OUT --timezone Europe/Paris",
         options=(*ROOTS, opt("--timezone", default="UTC", help="IANA timezone that decides which day is yesterday"),
                  opt("--date", type=date, help="process this date instead of yesterday"), *COMMON))
def nightly(args: argparse.Namespace) -> int:
    """Process yesterday in --timezone (or --date) as the nightly deployment does, then rebuild the dataset."""
    # the flow decides about the day, as a deployment's run does: "yesterday" without --date; a day whose folder has
    # not arrived is a warning (NoArrivals), unless it is committed (then it fails and is left as it is), or an
    # anomaly where arrivals are usual (flows/README.md, "Night over night and alerts")
    start(args, None, None)
    from cuaflow.flows.pipeline import nightly as nightly_flow
    from cuaflow.schemas.config import NightlyParameters, flat
    from cuaflow.schemas.dataset import BackfillResult, NightlyResult

    params = NightlyParameters(run=_params(args), timezone=args.timezone, date=args.date,
                               build_dataset=not args.no_dataset)
    with _anomalous(args) as answer:
        answer.append(nightly_flow(**flat(params)))
    result = cast(NightlyResult, answer[-1])
    part = result.partition
    return _print_result(args, BackfillResult(partitions={result.date: part} if part else {}, dataset=result.dataset,
                                              privacy=result.privacy, nights=result.nights),
                         answer[0] if len(answer) > 1 else None)


def start(args: argparse.Namespace, first: dt.date | None, last: dt.date | None) -> None:
    """What every processing command does first: the command's checks, then the API's, then Ctrl-C handling;
    the flows imported (`_long_lived`)."""
    with _long_lived():
        check_run(args, first, last)
        _quiet_prefect(args.quiet or args.json)
        check_api()
        lifeline.begin(api_url())
        if not api_url():
            start_temporary_api()
        importlib.import_module("cuaflow.flows.pipeline")
        faults_said_once()


def _quiet_prefect(quiet: bool = False) -> None:
    # The local API is a temporary server unless PREFECT_API_URL points at a real one.
    os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    # Prefect's 20 s for the temporary server to come up is not enough on a busy 2-core machine
    os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "180")
    # INFO shows progress on long runs ("[k/n] recordings done"); --quiet keeps warnings only.
    os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING" if quiet else "INFO")
    # the stages' own lines (a lock another run holds) reach the run's log in the UI too
    os.environ.setdefault("PREFECT_LOGGING_EXTRA_LOGGERS", "cuaflow")
    # Prefect's client keeps retrying a call for as long as the run waits for a lost API (flows/api.py)
    os.environ.setdefault("PREFECT_CLIENT_MAX_RETRIES", str(client_retries()))
    if quiet:
        os.environ["CUAFLOW_PROGRESS"] = "0"  # no live progress line either (tasks/run/progress.py)
    if not os.environ.get("PREFECT_API_URL"):
        # A temporary server lives for one command and has no deployments: its scheduling services only cost
        # start-up CPU (~5 s measured). Recording task runs (events, task run recorder) stays on.
        for service in _IDLE_SERVICES:
            os.environ.setdefault(f"PREFECT_SERVER_SERVICES_{service}_ENABLED", "false")


_IDLE_SERVICES = ("SCHEDULER", "LATE_RUNS", "FOREMAN", "CANCELLATION_CLEANUP", "PAUSE_EXPIRATIONS", "TRIGGERS",
                  "REPOSSESSOR")


@contextlib.contextmanager
def _long_lived() -> Iterator[None]:
    """Start-up without the cyclic garbage collector. Importing Prefect, the flows and their models creates
    ~170 k objects that live as long as the process: each full collection during the imports traverses all of
    them again (~0.3 s CPU), and so would every later one and the one at exit. They are frozen once imported
    (kept out of every later collection: `gc.freeze`); what a run allocates afterwards is collected as before."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if enabled:
            gc.enable()


def _params(args: argparse.Namespace) -> RunParameters:
    return RunParameters(source=args.source, output=args.output, dataset_config=args.config, settings=args.settings,
                         force=args.force, public_url=args.public_url, task_runner=args.task_runner,
                         dask_address=args.dask_address, dask_workers=args.dask_workers,
                         allow_empty=args.allow_empty)


@contextlib.contextmanager
def _anomalous(args: argparse.Namespace) -> Iterator[list[Any]]:
    """A run that ended Failed by `watch.policy: fail` still has its answer: [error, answer] then, else [answer]."""
    from cuaflow.flows.errors import AnomalousNight

    answer: list[Any] = []
    try:
        yield answer
    except AnomalousNight as exc:
        answer[:] = [exc, exc.result]


def _print_result(args: argparse.Namespace, result: BackfillResult, anomalous: Exception | None = None) -> int:
    if args.json:  # only JSON on stdout, so it can be piped
        print(json.dumps(result.model_dump(mode="json"), indent=1))
    else:
        summary.report(result, args.output, getattr(args, "planted", None))
    stopped = sum(m.recordings.quarantined for m in result.partitions.values())
    if stopped and args.fail_on_quarantine:
        raise Quarantined(f"{stopped} recording(s) quarantined (--fail-on-quarantine); "
                          f"`cuaflow status --output {args.output}` lists them with the reasons")
    if anomalous is not None:
        print(f"cuaflow: {anomalous}", file=sys.stderr)
        return EXIT_ANOMALY
    return EXIT_OK
