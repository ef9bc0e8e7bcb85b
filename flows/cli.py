"""`cuaflow` command line: run the pipeline, or a self-contained demo.

Mistakes in the command (a missing or empty source, a range backwards, an output that cannot be written) are
found before Prefect is imported or any API is contacted, and reported in one line with a non-zero exit."""

from __future__ import annotations

import argparse
import contextlib
import contextvars
import datetime as dt
import gc
import importlib
import json
import logging
import os
import signal
import sys
import tempfile
from collections.abc import Iterator
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from pydantic import ValidationError

from cuaflow.schemas.config import ConfigError, RunParameters

# polars' allocator (jemalloc) keeps the pages a stage frees for 10 s by default, so a run's peak was the sum of
# its stages' high-water marks: given back at once instead (a 5 M-line log's run peaks at 1086 MiB, not 1260;
# ~3 % more CPU in the system). jemalloc reads it when polars loads, so it is set before anything imports polars;
# a value already in the environment wins.
os.environ.setdefault("_RJEM_MALLOC_CONF", "dirty_decay_ms:0,muzzy_decay_ms:0")

if TYPE_CHECKING:  # the result models import polars and Arrow: loaded once a run has a result
    from cuaflow.schemas.dataset import BackfillResult, DatasetBuild, RangeResult
    from cuaflow.tasks.dates import SourceDates


class UsageError(Exception):
    """A mistake in the command line: printed as one line, exit code 2."""


class NothingToDo(Exception):
    """A valid request that matches no data: a warning, exit code 0, outputs untouched."""


class ApiUnreachable(Exception):
    """The Prefect API cannot be reached: one line naming the URL and the remedy, exit code 3."""


class Quarantined(Exception):
    """`--fail-on-quarantine` and some recording was quarantined: exit code 4 after the summary."""


# Exit codes (README "Exit codes"): 0 done (quarantined recordings are reported, not fatal, unless
# --fail-on-quarantine); 1 a run failed (the error is printed); 2 a mistake in the command or a configuration
# file; 3 the Prefect API cannot be reached; 4 --fail-on-quarantine and a recording was quarantined;
# 130 interrupted (Ctrl-C / SIGTERM).
EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_API, EXIT_QUARANTINE, EXIT_INTERRUPTED = 0, 1, 2, 3, 4, 130


def _api_url() -> str | None:
    """The server commands talk to (environment or Prefect profile), or None for a temporary local API."""
    from prefect.settings import PREFECT_API_URL

    return PREFECT_API_URL.value() or None


def _unreachable(url: str, why: str) -> ApiUnreachable:
    return ApiUnreachable(f"cannot reach the Prefect API at {url} ({why}); start the server (`prefect server "
                          f"start`) or fix PREFECT_API_URL, or unset it to run on a temporary local API")


def _check_api() -> None:
    """A command that needs a server checks it answers before doing anything (a dead server otherwise
    costs a long retry loop and a traceback)."""
    url = _api_url()
    if not url:
        return
    import httpx

    try:
        httpx.get(f"{url.rstrip('/')}/health", timeout=5).raise_for_status()
    except httpx.HTTPStatusError as exc:
        raise _unreachable(url, f"HTTP {exc.response.status_code} from /health") from None
    except httpx.HTTPError as exc:
        raise _unreachable(url, f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__) from None


def _connection_failure(exc: BaseException) -> ApiUnreachable | None:
    """An error raised while talking to the API (a server that went away mid-run) as one line, else None."""
    import httpx

    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, httpx.TransportError) or "Failed to reach API" in str(seen):
            return _unreachable(_api_url() or "the temporary local API", type(seen).__name__)
        seen = seen.__cause__ or seen.__context__
    return None


def _date(value: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a YYYY-MM-DD date: {value!r}") from None


def _quiet_prefect(quiet: bool = False) -> None:
    # The local API is a temporary server unless PREFECT_API_URL points at a real one.
    os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    # Prefect's 20 s for the temporary server to come up is not enough on a busy 2-core machine
    os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "180")
    # INFO shows progress on long runs ("[k/n] recordings done"); --quiet keeps warnings only.
    os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING" if quiet else "INFO")
    if quiet:
        os.environ["CUAFLOW_PROGRESS"] = "0"  # no live progress line either (tasks/progress.py)
    if not os.environ.get("PREFECT_API_URL"):
        # A temporary server lives for one command and has no deployments: its scheduling services only cost
        # start-up CPU (~5 s measured). Recording task runs (events, task run recorder) stays on.
        for service in _IDLE_SERVICES:
            os.environ.setdefault(f"PREFECT_SERVER_SERVICES_{service}_ENABLED", "false")


_IDLE_SERVICES = ("SCHEDULER", "LATE_RUNS", "FOREMAN", "CANCELLATION_CLEANUP", "PAUSE_EXPIRATIONS", "TRIGGERS",
                  "REPOSSESSOR")


def _check_config(args: argparse.Namespace) -> None:
    """Reject bad configuration files before any flow run starts (ConfigError names the key)."""
    from cuaflow.tasks.configuration import load_dataset_config, load_settings

    load_dataset_config(args.config)
    load_settings(args.settings)


def _source_dates(source: str) -> list[str]:
    """The source's YYYY-MM-DD folders; a source that is missing, empty or holds none is a UsageError. One whose
    date entries were all skipped (links leading outside it, files, 2025-02-30) is a data layout, not a mistake
    in the command: NothingToDo, with every entry's reason."""
    found = _source_scan(source)
    if not found.dates:
        raise NothingToDo(f"--source {source}: no date folder could be processed: "
                          + "; ".join(reason for _, reason in found.skipped))
    return found.dates


def _source_scan(source: str) -> SourceDates:
    """The source's date folders and the date entries skipped with their reasons (UsageError: missing, empty,
    unreadable, or nothing named like a date)."""
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.dates import scan_source

    try:
        root = open_root(source)
        if not root.fs.exists(root.root):
            raise UsageError(f"--source {source}: does not exist")
        if not root.fs.isdir(root.root):
            raise UsageError(f"--source {source}: is a file, not a folder of YYYY-MM-DD folders")
        entries = root.listdir()
    except (OSError, ValueError) as exc:
        raise UsageError(f"--source {source}: cannot be read ({type(exc).__name__}: {exc})") from None
    if not entries:
        raise UsageError(f"--source {source}: is empty (expected one YYYY-MM-DD folder per day)")
    found = scan_source(root)
    if not found.dates and not found.skipped:
        shown = ", ".join(entries[:3]) + (", …" if len(entries) > 3 else "")
        raise UsageError(f"--source {source}: has no YYYY-MM-DD folders (found {shown})")
    return found


def _check_output(output: str) -> None:
    """A local output must be a folder (or creatable) that this user can write; object stores are
    checked by their first write."""
    from cuaflow.connectors.storage import open_root

    root = open_root(output)
    if not root.is_local:
        return
    path = Path(root.root)
    if path.exists() and not path.is_dir():
        raise UsageError(f"--output {output}: is a file, not a folder")
    probe = path
    while not probe.exists():
        probe = probe.parent
    if not probe.is_dir():
        raise UsageError(f"--output {output}: {probe} is a file, not a folder")
    try:
        with tempfile.TemporaryFile(dir=probe):
            pass
    except OSError as exc:
        raise UsageError(f"--output {output}: not writable ({exc.strerror or exc} in {probe})") from None


def _check_run(args: argparse.Namespace, start: dt.date | None, end: dt.date | None) -> list[str]:
    """Validate a run request; return the source dates it covers (NothingToDo when none)."""
    if start and end and start > end:
        raise UsageError(f"--start {start} is after --end {end}")
    _check_config(args)
    dates = _source_dates(args.source)
    _check_output(args.output)
    lo, hi = (start.isoformat() if start else dates[0]), (end.isoformat() if end else dates[-1])
    wanted = [d for d in dates if lo <= d <= hi]
    if not wanted:
        raise NothingToDo(f"no date folder in {args.source} between {lo} and {hi} "
                          f"(it has {dates[0]}..{dates[-1]}): nothing processed, datasets/LATEST unchanged")
    return wanted


def _report(result: BackfillResult, output: str) -> None:
    from cuaflow.schemas.dataset import RangeResult
    from cuaflow.schemas.tables import ReviewPages

    print()
    print("cuaflow: done")
    for s in result.skipped if isinstance(result, RangeResult) else []:
        print(f"  skipped {s.entry}: {s.reason}")
    for day, m in sorted(result.partitions.items()):
        rec = m.recordings
        print(f"  {day}: {rec.processed} processed, {rec.excluded} excluded, "
              f"{rec.quarantined} quarantined, {m.steps} steps, {m.samples} samples"
              + (" (unchanged)" if m.reused else ""))
        for q in m.quarantine:
            print(f"      quarantined {q.recording_id}: {q.reason}")
        if isinstance(m.review, ReviewPages):
            print(f"      review page: {m.review.index}")
    print(f"  tables:   {output.rstrip('/')}/tables/<recordings|events|steps|samples|quarantine>/date=YYYY-MM-DD/")
    ds = result.dataset
    if ds:
        print(f"  dataset:  {ds.path}  (train {ds.splits['train']}, val {ds.splits['val']}, "
              f"test {ds.splits['test']}); each recording's split: {ds.path}/splits.parquet")
        _report_training(ds)
        if ds.review:
            print(f"  review:   {ds.review}  (open in a browser: every recording, its split, its page)")
    print(f"  status:   {_exe()} status --output {output}")


def _report_training(ds: DatasetBuild) -> None:
    """The settings a trainer needs so that no sample is cut (tasks/export/tokens.py), per trainer format."""
    from cuaflow.tasks.export.llamafactory import TRAIN_YAML

    b = ds.image_budget
    if b and "llamafactory" in ds.formats:
        print(f"  LLaMA-Factory: cutoff_len {b.cutoff_len_needed}, image_max_pixels {b.max_pixels}  "
              f"({ds.path}/{TRAIN_YAML})")
    if b and "hf" in ds.formats:
        print(f"  TRL:      max_length {b.max_length_needed}, processor min_pixels {b.min_pixels}, max_pixels "
              f"{b.max_pixels}  (load_dataset({ds.path}); the card: {ds.path}/README.md)")


def _exe() -> str:
    """This `cuaflow` as a command that works without an activated virtual environment."""
    here = Path(sys.executable).parent / "cuaflow"
    return str(here) if here.exists() else "cuaflow"


def _stop_on_interrupt(report_to: str | None = None) -> None:
    """Ctrl-C stops the run at once. Without this, the flow engine would spend minutes retrying to
    report the interruption to the temporary API server, which the same Ctrl-C has already stopped.
    Stopping mid-stage is safe: every file is published atomically, stages commit their marker last,
    so a rerun of the same command redoes only unfinished work and equals a clean run. With a server
    (`report_to`), the command's flow runs are first set Cancelled/Crashed there (`_end_flow_runs`)."""

    def stop(signum: int, frame: object) -> None:
        del frame
        name = signal.Signals(signum).name
        _say(f"\ncuaflow: interrupted ({name}); nothing half-written is visible; rerun the same command to finish")
        if report_to:  # a temporary API dies with this command (the same Ctrl-C reaches it): nobody to tell
            _end_flow_runs(name)
        with contextlib.suppress(Exception):  # stopping must not fail on a child that is already gone
            import psutil

            children = psutil.Process().children(recursive=True)
            for child in children:  # the temporary API server and any worker processes
                child.terminate()
            psutil.wait_procs(children, timeout=5)
        os._exit(130)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)


def _say(line: str) -> None:
    """A line on stderr, even inside a flow (whose `log_prints` turns print() into log records that --quiet
    filters out)."""
    err = sys.__stderr__ or sys.stderr
    err.write(line + "\n")
    err.flush()


def _end_flow_runs(signame: str, timeout: float = 10.0) -> None:
    """Report this process's running flow runs (innermost first) to the API as Cancelled (SIGINT) or Crashed
    (SIGTERM) with the reason: otherwise the server shows them Running forever (concurrency limits and
    automations count them). Bounded in time: a server that is gone must not hold the exit."""
    pipeline = sys.modules.get("cuaflow.flows.pipeline")
    runs = list(getattr(pipeline, "ACTIVE_RUNS", {}))[::-1]
    if not runs:
        return
    import threading

    def report() -> None:
        from prefect.client.orchestration import get_client
        from prefect.states import Cancelled, Crashed

        reason = (f"interrupted by {signame} in `cuaflow {' '.join(sys.argv[1:2])}`; nothing half-written is "
                  "visible, rerun the same command to finish")
        with get_client(sync_client=True) as client:
            for run_id in runs:
                with contextlib.suppress(Exception):  # one run that cannot be updated must not stop the others
                    state: Any = Cancelled(message=reason) if signame == "SIGINT" else Crashed(message=reason)
                    client.set_flow_run_state(run_id, state, force=True)
                    marked.append(run_id)

    marked: list[str] = []
    worker = threading.Thread(target=contextvars.copy_context().run, args=(report,), daemon=True)
    worker.start()
    worker.join(timeout)
    _say(f"cuaflow: {len(marked)} of {len(runs)} flow run(s) marked "
         f"{'Cancelled' if signame == 'SIGINT' else 'Crashed'} on the API")


def _params(args: argparse.Namespace) -> RunParameters:
    return RunParameters(source=args.source, output=args.output, dataset_config=args.config, settings=args.settings,
                         force=args.force, public_url=args.public_url, task_runner=args.task_runner,
                         dask_address=args.dask_address, dask_workers=args.dask_workers)


def _start(args: argparse.Namespace, start: dt.date | None, end: dt.date | None) -> None:
    """What every processing command does first: the command's checks, then the API's, then Ctrl-C handling;
    the flows imported (`_long_lived`)."""
    with _long_lived():
        _check_run(args, start, end)
        _quiet_prefect(args.quiet or args.json)
        _check_api()
        _stop_on_interrupt(report_to=_api_url())
        importlib.import_module("cuaflow.flows.pipeline")
        _faults_said_once()


class _MachineFaultRecords(logging.Filter):
    """The engine's records of a machine fault (each task and flow run it stopped logs it with its traceback):
    the command says it once, in one line (`_machine_fault`)."""

    def filter(self, record: logging.LogRecord) -> bool:
        from cuaflow.connectors.storage import machine_fault

        exc = record.exc_info[1] if record.exc_info else None
        return not ((exc is not None and machine_fault(exc) is not None) or "OutputFault" in record.getMessage())


def _faults_said_once() -> None:
    for logger in (logging.getLogger(), logging.getLogger("prefect")):
        for handler in logger.handlers:
            if not any(isinstance(f, _MachineFaultRecords) for f in handler.filters):
                handler.addFilter(_MachineFaultRecords())


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
    result = process_range(params=params, start=args.start, end=args.end, build_dataset=not args.no_dataset)
    return _print_result(args, cast("RangeResult", result))


def _print_result(args: argparse.Namespace, result: BackfillResult) -> int:
    if args.json:  # only JSON on stdout, so it can be piped
        print(json.dumps(result.model_dump(mode="json"), indent=1))
    else:
        _report(result, args.output)
    stopped = sum(m.recordings.quarantined for m in result.partitions.values())
    if stopped and args.fail_on_quarantine:
        raise Quarantined(f"{stopped} recording(s) quarantined (--fail-on-quarantine); "
                          f"`cuaflow status --output {args.output}` lists them with the reasons")
    return EXIT_OK


def cmd_demo(args: argparse.Namespace) -> int:
    from cuaflow.connectors.synth import demo_source

    base = Path(args.output).resolve()
    source, output = base / "source", base / "output"
    print(f"cuaflow demo: writing synthetic Clones recordings to {source}")
    demo_source(source)
    print(f"  {source}: the raw recordings, one folder per day and recording (Clones logs and H.264 video)\n"
          f"  {output}: what the pipeline makes of them (tables, frames, datasets, review pages)")
    args.source, args.output = str(source), str(output)
    args.start = args.end = None
    code = cmd_run(args)
    if not args.json:
        print(f"  again:    {_exe()} run --source {source} --output {output}   (reruns change nothing)")
    return code


def cmd_backfill(args: argparse.Namespace) -> int:
    _start(args, args.start, args.end)
    from cuaflow.flows.pipeline import backfill
    from cuaflow.schemas.config import BackfillParameters, flat

    params = BackfillParameters(run=_params(args),
                                start=args.start, end=args.end, max_concurrency=args.max_concurrency,
                                build_dataset=not args.no_dataset)
    result = backfill(**flat(params))
    return _print_result(args, cast("BackfillResult", result))


def cmd_nightly(args: argparse.Namespace) -> int:
    # without --date the flow decides which day is "yesterday" (and warns when it has no folder)
    _start(args, args.date, args.date)
    from cuaflow.flows.pipeline import nightly
    from cuaflow.schemas.config import NightlyParameters, flat

    params = NightlyParameters(run=_params(args),
                               timezone=args.timezone, date=args.date, build_dataset=not args.no_dataset)
    from cuaflow.schemas.dataset import BackfillResult, NightlyResult

    result = cast(NightlyResult, nightly(**flat(params)))
    part = result.partition
    return _print_result(args, BackfillResult(partitions={result.date: part} if part else {}, dataset=result.dataset))


def cmd_status(args: argparse.Namespace) -> int:
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.status import format_status, output_status

    out = open_root(args.output)
    if not out.fs.exists(out.root):
        raise UsageError(f"--output {args.output}: does not exist")
    found = _source_scan(args.source) if args.source else None
    status = output_status(out, found.dates if found else None, found.skipped if found else None)
    print(json.dumps(status, indent=1, sort_keys=True) if args.json else format_status(status))
    return 0


def _describe(d: Any) -> str:
    parts = []
    for s in d.schedules or []:
        sch = s.schedule
        when = getattr(sch, "cron", None) or getattr(sch, "rrule", None) or f"every {sch.interval}"
        parts.append(f"{when} ({sch.timezone or 'UTC'})")
    return f"  {d.flow_name}/{d.name}: schedule {', '.join(parts) or '-'}"


def cmd_deploy(args: argparse.Namespace) -> int:
    from cuaflow.flows.deployments import build, ensure_process_pool, pool_name

    deployments = build(args.file, source=args.source, output=args.output)
    pool = pool_name(args.file)
    if args.dry_run:  # says what it would do, and that it did not
        for d in deployments:
            print("would register " + _describe(d).strip() + (f", work pool {pool}" if pool else ""))
        print("dry run: nothing registered")
        return 0
    _check_api()
    # each line is printed once the API has it: a failure part-way leaves no line claiming what did not happen
    if pool and ensure_process_pool(pool):
        print(f"created process work pool {pool!r}")
    for d in deployments:
        d.apply(work_pool_name=pool)
        print("registered " + _describe(d).strip() + (f", work pool {pool}" if pool else ""), flush=True)
    if pool:
        print(f"start a worker with: prefect worker start --pool {pool}")
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from prefect import serve

    from cuaflow.flows.deployments import build

    _check_api()
    serve(*build(args.file, source=args.source, output=args.output, on_pool=False), limit=args.limit)
    return 0


def cmd_inspect(args: argparse.Namespace) -> int:
    """Static review pages from the committed tables; needs no Prefect server."""
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks import review

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
            print("cuaflow inspect: give --recording ID, --dataset [NAME] or --date D", file=sys.stderr)
            return 2
    except review.ReviewError as exc:
        print(f"cuaflow inspect: {exc}", file=sys.stderr)
        return 1
    for page in pages:
        print(out.display(page))
    return 0


_SUBPARSERS: dict[str, argparse.ArgumentParser] = {}

EXIT_CODES = ("exit codes: 0 done (quarantined recordings are listed, not fatal unless --fail-on-quarantine); "
              "1 a run failed (predict: cases left without an answer); 2 a mistake in the command (an option, or "
              "a file or dataset it names that cannot be used) or a configuration file; 3 the Prefect API cannot "
              "be reached; 4 --fail-on-quarantine and a recording was quarantined; 130 interrupted")

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
                _add_status, _add_deploy, _add_serve):
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


def _add_status(sub: Any) -> None:
    st = _sub(sub, "status", "per date: committed or not, recordings by status, quarantine; datasets")
    st.add_argument("--output", required=True, help="output root URL")
    st.add_argument("--source", help="also list source dates never processed")
    st.add_argument("--json", action="store_true", help="print only JSON")
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
    sp.add_argument("--dry-run", action="store_true", help="print what would be registered, register nothing")
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
        print(f"cuaflow {args.command}: {kind}: {_one_line(exc)}", file=sys.stderr, flush=True)

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
        if (fault := _machine_fault(exc)) is not None:
            say("error", fault)
            return EXIT_FAILED
        lost = _connection_failure(exc)
        if lost is None:
            raise
        say("error", lost)
        return EXIT_API


def _machine_fault(exc: Exception) -> Exception | None:
    """A full disk, an I/O error or no permission on the output: the machine's fault, said in one line with the
    path, the error, the free space where it can tell, and the remedy; never a recording's quarantine."""
    from cuaflow.connectors.storage import OutputFault, machine_fault

    fault = machine_fault(exc)
    if fault is None:
        return None
    what = "the output cannot be written" if isinstance(fault, OutputFault) else "the machine refused"
    advice = fault.advice() if isinstance(fault, OutputFault) else "fix it, then rerun the same command"
    return RuntimeError(f"{what}: {fault}; nothing was quarantined for it; {advice}")


def _one_line(exc: Exception) -> str:
    return " ".join(str(exc).split())


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
    try:
        return _dispatch(args)
    finally:
        # the settings a command gives its temporary server (services off, log level) are for that command
        # only: a caller running several in one process (tests, notebooks) keeps its own environment
        os.environ.clear()
        os.environ.update(environ)


if __name__ == "__main__":
    sys.exit(main())
