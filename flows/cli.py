"""`cuaflow` command line: run the pipeline, or a self-contained demo.

Mistakes in the command (a missing or empty source, a range backwards, an output that cannot be written) are
found before Prefect is imported or any API is contacted, and reported in one line with a non-zero exit."""

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
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from pydantic import ValidationError

from cuaflow.flows import lifeline, orphans, summary
from cuaflow.flows.api import api_url, check_api, client_retries, connection_failure, start_temporary_api
from cuaflow.flows.errors import (
    EXIT_ANOMALY,
    EXIT_API,
    EXIT_FAILED,
    EXIT_OK,
    EXIT_QUARANTINE,
    EXIT_USAGE,
    ApiUnreachable,
    NothingToDo,
    Quarantined,
    UsageError,
    faults_said_once,
    machine_fault_error,
    one_line,
)
from cuaflow.flows.preflight import check_run, parse_date, source_scan
from cuaflow.schemas.config import ConfigError, RunParameters

# polars' allocator (jemalloc) keeps the pages a stage frees for 10 s by default, so a run's peak was the sum of
# its stages' high-water marks: given back at once instead (a 5 M-line log's run peaks at 1086 MiB, not 1260;
# ~3 % more CPU in the system). jemalloc reads it when polars loads, so it is set before anything imports polars;
# a value already in the environment wins.
os.environ.setdefault("_RJEM_MALLOC_CONF", "dirty_decay_ms:0,muzzy_decay_ms:0")

if TYPE_CHECKING:  # the result models import polars and Arrow: loaded once a run has a result
    from cuaflow.schemas.dataset import BackfillResult, RangeResult


def _date(value: str) -> dt.date:
    try:
        return parse_date(value)  # the words a deployment's run uses for the same mistake
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


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


def _params(args: argparse.Namespace) -> RunParameters:
    return RunParameters(source=args.source, output=args.output, dataset_config=args.config, settings=args.settings,
                         force=args.force, public_url=args.public_url, task_runner=args.task_runner,
                         dask_address=args.dask_address, dask_workers=args.dask_workers,
                         allow_empty=args.allow_empty)


def _start(args: argparse.Namespace, start: dt.date | None, end: dt.date | None) -> None:
    """What every processing command does first: the command's checks, then the API's, then Ctrl-C handling;
    the flows imported (`_long_lived`)."""
    with _long_lived():
        check_run(args, start, end)
        _quiet_prefect(args.quiet or args.json)
        check_api()
        lifeline.begin(api_url())
        if not api_url():
            start_temporary_api()
        importlib.import_module("cuaflow.flows.pipeline")
        faults_said_once()


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


def cmd_run(args: argparse.Namespace) -> int:
    _start(args, args.start, args.end)
    from cuaflow.flows.pipeline import process_range

    params = _params(args)
    with _anomalous(args) as answer:
        answer.append(process_range(params=params, start=args.start, end=args.end, build_dataset=not args.no_dataset))
    return _print_result(args, cast("RangeResult", answer[-1]), answer[0] if len(answer) > 1 else None)


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


def cmd_demo(args: argparse.Namespace) -> int:
    from cuaflow.connectors.synth import DEMO_DEFECTS, demo_source

    base = Path(args.output).resolve()
    source, output = base / "source", base / "output"
    print(f"cuaflow demo: writing synthetic Clones recordings to {source}")
    demo_source(source)
    print(summary.demo_intro(source, output))
    args.source, args.output, args.start, args.end = str(source), str(output), None, None
    args.planted = set(DEMO_DEFECTS)
    code = cmd_run(args)
    if not args.json:
        print(f"  again:    {summary.exe()} run --source {source} --output {output}   (reruns change nothing)")
    return code


def cmd_backfill(args: argparse.Namespace) -> int:
    _start(args, args.start, args.end)
    from cuaflow.flows.pipeline import backfill
    from cuaflow.schemas.config import BackfillParameters, flat

    params = BackfillParameters(run=_params(args),
                                start=args.start, end=args.end, max_concurrency=args.max_concurrency,
                                build_dataset=not args.no_dataset)
    with _anomalous(args) as answer:
        answer.append(backfill(**flat(params)))
    return _print_result(args, cast("BackfillResult", answer[-1]), answer[0] if len(answer) > 1 else None)


def cmd_nightly(args: argparse.Namespace) -> int:
    # the flow decides about the day, as a deployment's run does: "yesterday" without --date; a day whose folder has
    # not arrived is a warning (NoArrivals), unless it is committed (then it fails and is left as it is), or an
    # anomaly where arrivals are usual (flows/README.md, "Night over night and alerts")
    _start(args, None, None)
    from cuaflow.flows.pipeline import nightly
    from cuaflow.schemas.config import NightlyParameters, flat

    params = NightlyParameters(run=_params(args),
                               timezone=args.timezone, date=args.date, build_dataset=not args.no_dataset)
    from cuaflow.schemas.dataset import BackfillResult, NightlyResult

    with _anomalous(args) as answer:
        answer.append(nightly(**flat(params)))
    result = cast(NightlyResult, answer[-1])
    part = result.partition
    return _print_result(args, BackfillResult(partitions={result.date: part} if part else {}, dataset=result.dataset,
                                              privacy=result.privacy, nights=result.nights),
                         answer[0] if len(answer) > 1 else None)


def cmd_status(args: argparse.Namespace) -> int:
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.run.status import format_status, output_status

    out = open_root(args.output)
    if not out.fs.exists(out.root):
        raise UsageError(f"--output {args.output}: does not exist")
    if args.quality:
        from cuaflow.tasks.run.nights import as_json, format_quality, quality_history

        rows = list(quality_history(out).values())
        print(as_json(rows) if args.json else format_quality(rows, out.url))
        return 0
    found = source_scan(args.source) if args.source else None
    status = output_status(out, found.dates if found else None, found.skipped if found else None)
    print(json.dumps(status, indent=1, sort_keys=True) if args.json else format_status(status))
    return 0


def cmd_deploy(args: argparse.Namespace) -> int:
    """flows/deploy.py: the server's deployments are the starting point; prints before → after."""
    if not api_url() and not args.dry_run:
        # a temporary API would take the deployments with it when the command ends
        raise ApiUnreachable("no Prefect server to register the deployments on: set PREFECT_API_URL (e.g. "
                             "http://127.0.0.1:4200/api for `prefect server start`); nothing registered")
    from cuaflow.flows.deploy import deploy

    compare = not args.dry_run or bool(api_url())  # a dry run without a server has nothing to compare with
    if compare:
        check_api()
        lifeline.sweep_only(api_url())
    deploy(args.file, args.source, args.output, args.change_roots, args.dry_run, compare)
    from cuaflow.flows.alerts import ensure_alert
    from cuaflow.tasks.configuration import load_settings

    print("\n".join(ensure_alert(load_settings(args.settings).watch.webhook_url, args.dry_run or not compare)))
    if args.dry_run:
        print("dry run: nothing registered" + ("" if compare else " (no PREFECT_API_URL: not compared with a server)"))
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from prefect import serve

    from cuaflow.flows.deployments import build

    check_api()
    lifeline.sweep_only(api_url())
    serve(*build(args.file, source=args.source, output=args.output, on_pool=False), limit=args.limit)
    return 0


def cmd_inspect(args: argparse.Namespace) -> int:
    """Static review pages from the committed tables; needs no Prefect server."""
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.review import review

    out = open_root(args.output)
    date = args.date.isoformat() if args.date else None
    try:
        if args.recording is not None:
            pages = [review.write_recording_page(out, args.recording, date)]
        elif args.dataset is not None:
            pages = [review.write_dataset_pages(out, args.dataset or None).index]
        elif date is not None:
            pages = [review.write_partition_pages(out, date).index]
        else:
            raise UsageError("give --recording ID, --dataset [NAME] or --date D")
    except review.ReviewError as exc:
        raise UsageError(str(exc)) from exc  # it names a recording, day or dataset that is not there: exit 2
    for page in pages:
        print(out.display(page))
    return 0


_SUBPARSERS: dict[str, argparse.ArgumentParser] = {}

EXIT_CODES = ("exit codes: 0 done (quarantined recordings are listed, not fatal unless --fail-on-quarantine); "
              "1 a run failed (predict: cases left without an answer); 2 a mistake in the command (an option, or "
              "a file or dataset it names that cannot be used) or a configuration file; 3 the Prefect API cannot "
              "be reached; 4 --fail-on-quarantine and a recording was quarantined; 5 watch.policy: fail and a "
              "night was anomalous (pipeline.yaml); 130 interrupted")

# subcommand → (description, example)
HELP = {
    "run": ("Process the recordings of a source root into tables, frames and a dataset (every date folder, or "
            "--start..--end), one Prefect subflow per date.",
            "cuaflow run --source s3://bucket/incoming --output s3://bucket/cuaflow --start 2025-01-01 "
            "--end 2025-01-31"),
    "demo": ("Write synthetic Clones recordings to <output>/source and run the pipeline on them into "
             "<output>/output (no server needed).", "cuaflow demo --output demo-output"),
    "backfill": ("Process a date range, one partition subflow per day, at most --max-concurrency at a time, "
                 "then rebuild the dataset.",
                 "cuaflow backfill --source SRC --output OUT --start 2025-01-01 --end 2025-01-31"),
    "nightly": ("Process yesterday in --timezone (or --date) as the nightly deployment does, then rebuild the "
                "dataset.", "cuaflow nightly --source SRC --output OUT --timezone Europe/Paris"),
    "inspect": ("Write static review pages (HTML, no server needed) of a recording, a partition or a dataset "
                "version under <output>/review/ and print where they are.",
                "cuaflow inspect --output OUT --dataset"),
    "status": ("Per date: committed or not, recordings by status, the quarantine with reasons; then the dataset "
               "versions (LATEST marked).", "cuaflow status --output OUT --source SRC"),
    "deploy": ("Register the deployments of config/prefect.yaml on their process work pool (created when "
               "missing); run them with `prefect worker start --pool cuaflow`.",
               "PREFECT_API_URL=http://127.0.0.1:4200/api cuaflow deploy --source SRC --output OUT"),
    "eval": ("Score a model's predictions (JSONL, one per test case, any common output form) against a dataset "
             "version's test cases: step accuracy with its interval, per action and app, coordinate error, "
             "episode success, provenance; `eval compare A B` compares two files. Needs no Prefect server.",
             "cuaflow eval --output OUT --dataset latest --predictions predictions.jsonl"),
    "predict": ("Ask a model served behind an OpenAI-compatible endpoint (vLLM, SGLang, TGI, llama.cpp) every test "
                "case of a dataset version with the exported samples' prompt, system turn and images: one JSONL "
                "line per answer, raw output kept, resumable. --baseline writes a reference baseline instead.",
                "cuaflow predict --output OUT --dataset latest --endpoint http://127.0.0.1:8000/v1 --model M"),
    "serve": ("One machine without a worker: register the deployments and run them in this process.",
              "cuaflow serve --source SRC --output OUT"),
}


def _sub(sub: Any, name: str, text: str) -> argparse.ArgumentParser:
    description, example = HELP[name]
    sp = sub.add_parser(name, help=text, description=description,
                        epilog=f"example:\n  {example}\n\n{EXIT_CODES}",
                        formatter_class=argparse.RawDescriptionHelpFormatter)
    _SUBPARSERS[name] = sp
    return sp


def _common(sp: argparse.ArgumentParser) -> None:
    sp.add_argument("--config", help="dataset.yaml (default: the shipped one)")
    sp.add_argument("--settings", help="pipeline.yaml (default: the shipped one)")
    sp.add_argument("--force", action="store_true", help="redo every stage")
    sp.add_argument("--allow-empty", action="store_true",
                    help="with --force: a committed day whose source folder is missing or holds no recording is "
                         "replaced by an empty one (without it, such a day fails and is left as it is)")
    sp.add_argument("--no-dataset", action="store_true", help="only publish partitions")
    sp.add_argument("--json", action="store_true", help="print only the full result, as JSON")
    sp.add_argument("--quiet", action="store_true", help="no progress lines, warnings and the summary only")
    sp.add_argument("--fail-on-quarantine", action="store_true",
                    help="exit 4 when any recording was quarantined (nightly alerting)")
    sp.add_argument("--public-url", help="http(s) address of the output root: run artifacts link there")
    sp.add_argument("--task-runner", choices=("thread", "dask"), default="thread",
                    help="where recordings run: threads of this process (default) or Dask worker processes")
    sp.add_argument("--dask-address", help="scheduler of an existing Dask cluster (default: a local cluster)")
    sp.add_argument("--dask-workers", type=int, help="worker processes of the local cluster (default: CPUs)")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cuaflow", description=__doc__, epilog=EXIT_CODES)
    p.add_argument("--version", action="version", version=f"cuaflow {_version()}")
    sub = p.add_subparsers(dest="command", required=True)
    for add in (_add_run, _add_demo, _add_backfill, _add_nightly, _add_inspect, _add_eval, _add_predict,
                _add_annotate, _add_labels, _add_status, _add_deploy, _add_serve):
        add(sub)
    return p


def _add_run(sub: Any) -> None:
    run = _sub(sub, "run", "process recordings into tables and a dataset")
    run.add_argument("--source", required=True, help="recordings root URL (path, s3://, memory://)")
    run.add_argument("--output", required=True, help="output root URL")
    run.add_argument("--start", type=_date, help="first date (YYYY-MM-DD), default: earliest in source")
    run.add_argument("--end", type=_date, help="last date (YYYY-MM-DD), default: latest in source")
    _common(run)
    run.set_defaults(fn=cmd_run)


def _add_demo(sub: Any) -> None:
    demo = _sub(sub, "demo", "write synthetic recordings and run the pipeline on them")
    demo.add_argument("--output", default="demo-output", help="folder for source and output (default: demo-output)")
    _common(demo)
    demo.set_defaults(fn=cmd_demo)


def _add_backfill(sub: Any) -> None:
    bf = _sub(sub, "backfill", "process a date range, one partition run per day")
    bf.add_argument("--source", required=True, help="recordings root URL")
    bf.add_argument("--output", required=True, help="output root URL")
    bf.add_argument("--start", type=_date, required=True, help="first date (YYYY-MM-DD)")
    bf.add_argument("--end", type=_date, required=True, help="last date (YYYY-MM-DD)")
    bf.add_argument("--max-concurrency", type=int, default=2, help="partitions at the same time (default: 2)")
    _common(bf)
    bf.set_defaults(fn=cmd_backfill)


def _add_nightly(sub: Any) -> None:
    nt = _sub(sub, "nightly", "process yesterday (or --date) as the nightly deployment does")
    nt.add_argument("--source", required=True, help="recordings root URL")
    nt.add_argument("--output", required=True, help="output root URL")
    nt.add_argument("--timezone", default="UTC", help="IANA timezone that decides which day is yesterday")
    nt.add_argument("--date", type=_date, help="process this date instead of yesterday")
    _common(nt)
    nt.set_defaults(fn=cmd_nightly)


def _add_inspect(sub: Any) -> None:
    ins = _sub(sub, "inspect", "write static review pages (HTML) of a recording, a partition or a dataset")
    ins.add_argument("--output", required=True, help="output root URL of a run (pages go under <output>/review/)")
    what = ins.add_mutually_exclusive_group()
    what.add_argument("--recording", metavar="ID", help="one recording's page")
    what.add_argument("--dataset", nargs="?", const="", metavar="NAME",
                      help="index page of a dataset version (default: the latest) and its recordings' pages")
    ins.add_argument("--date", type=_date, help="the recording's partition (needed if its id is in several); "
                                                "alone: the partition's pages")
    ins.set_defaults(fn=cmd_inspect)


def _add_eval(sub: Any) -> None:
    from cuaflow.flows import eval_commands  # the bodies and options live there

    eval_commands.add_eval(_sub(sub, "eval", "score a model's predictions against a dataset's test cases"))


def _add_predict(sub: Any) -> None:
    from cuaflow.flows import eval_commands

    eval_commands.add_predict(_sub(sub, "predict", "ask a served model (or a baseline) for a predictions file"))


def _add_annotate(sub: Any) -> None:
    from cuaflow.flows import annotate

    HELP["annotate"] = annotate.HELP
    annotate.add_annotate(_sub(sub, "annotate", "annotate steps with a served model (reasoning, reflection)"))


def _add_labels(sub: Any) -> None:
    from cuaflow.flows import labels

    HELP["labels"] = labels.HELP
    labels.add_labels(_sub(sub, "labels", "learn the application's own labels for strict mode (a file to review)"))


def _add_status(sub: Any) -> None:
    st = _sub(sub, "status", "per date: committed or not, recordings by status, quarantine; datasets")
    st.add_argument("--output", required=True, help="output root URL")
    st.add_argument("--source", help="also list source dates never processed")
    st.add_argument("--json", action="store_true", help="print only JSON")
    st.add_argument("--quality", action="store_true",
                    help="the quality rows of the committed nights (tasks/run/nights.py) instead, oldest first")
    st.set_defaults(fn=cmd_status)


def _deployments_parser(sub: Any, name: str, text: str) -> argparse.ArgumentParser:
    """What `deploy` and `serve` share: the prefect.yaml and the default roots."""
    sp = _sub(sub, name, text)
    sp.add_argument("--file", help="a prefect.yaml (default: the shipped config/prefect.yaml)")
    sp.add_argument("--source", help="default source root (else $CUAFLOW_SOURCE)")
    sp.add_argument("--output", help="default output root (else $CUAFLOW_OUTPUT)")
    return sp


def _add_deploy(sub: Any) -> None:
    sp = _deployments_parser(sub, "deploy", "register the deployments on their process work pool "
                                            "(run them with `prefect worker start --pool cuaflow`)")
    sp.add_argument("--dry-run", action="store_true", help="print what would change (before → after), register nothing")
    sp.add_argument("--change-roots", action="store_true",
                    help="let the file and environment change a scheduled deployment's source/output")
    sp.add_argument("--settings", help="a pipeline.yaml whose watch.webhook_url gets the anomalous nights' alerts "
                                       "(default: the shipped config/pipeline.yaml)")
    sp.set_defaults(fn=cmd_deploy)


def _add_serve(sub: Any) -> None:
    sp = _deployments_parser(sub, "serve", "one machine: register the deployments and run them in this process")
    sp.add_argument("--limit", type=int, default=4, help="flow runs at the same time")
    sp.set_defaults(fn=cmd_serve)


def _version() -> str:
    try:
        return version("cuaflow")
    except PackageNotFoundError:
        return "unknown"


def _dispatch(args: argparse.Namespace) -> int:
    """Run the command; every expected failure is one line on stderr with its documented exit code."""
    def say(kind: str, exc: Exception) -> None:
        print(f"cuaflow {args.command}: {kind}: {one_line(exc)}", file=sys.stderr, flush=True)

    try:
        return int(args.fn(args))
    except UsageError as exc:
        say("error", exc)
        return EXIT_USAGE
    except NothingToDo as exc:
        say("warning", exc)
        return EXIT_OK
    except (ConfigError, ValidationError) as exc:
        say("error", exc)
        return EXIT_USAGE
    except ApiUnreachable as exc:
        say("error", exc)
        return EXIT_API
    except Quarantined as exc:
        say("error", exc)
        return EXIT_QUARANTINE
    except Exception as exc:
        from cuaflow.tasks.committed import DayRefused  # loaded by the run that raised it

        if isinstance(exc, DayRefused):
            say("error", exc)
            return EXIT_FAILED
        if (fault := machine_fault_error(exc)) is not None:
            say("error", fault)
            return EXIT_FAILED
        lost = connection_failure(exc)
        if lost is None:
            raise
        say("error", ApiUnreachable(lifeline.ended_without_api(lost, lost.why)))
        return EXIT_API


def parse(argv: list[str] | None) -> argparse.Namespace:
    """Arguments; an unknown flag is reported with the usage of the subcommand it was given to."""
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:
        sub = _SUBPARSERS.get(getattr(args, "command", ""), parser)
        sub.error(f"unrecognized arguments: {' '.join(extra)}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    environ = dict(os.environ)
    orphans.COMMAND[0] = f"`cuaflow {args.command}`"  # how the runs it marks name it
    try:
        # no flow runs: only the orphans check
        if args.command in ("status", "inspect", "eval", "predict", "annotate", "labels"):
            lifeline.sweep_only(os.environ.get("PREFECT_API_URL"))
        return _dispatch(args)
    finally:
        lifeline.end()
        # the settings a command gives its temporary server (services off, log level) are for that command
        # only: a caller running several in one process (tests, notebooks) keeps its own environment
        os.environ.clear()
        os.environ.update(environ)


if __name__ == "__main__":
    sys.exit(main())
