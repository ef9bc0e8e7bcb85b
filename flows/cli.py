"""`cuaflow` command line: run the pipeline, or a self-contained demo."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from cuaflow.schemas.config import ConfigError, RunParameters


def _date(value: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a YYYY-MM-DD date: {value!r}") from None


def _quiet_prefect(quiet: bool = False) -> None:
    # The local API is a temporary server unless PREFECT_API_URL points at a real one.
    os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    # INFO shows progress on long runs ("[k/n] <recording>: ok"); --quiet keeps warnings only.
    os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING" if quiet else "INFO")


def _check_config(args: argparse.Namespace) -> None:
    """Reject bad configuration files before any flow run starts (ConfigError names the key)."""
    from cuaflow.tasks.configuration import load_dataset_config, load_settings

    load_dataset_config(args.config)
    load_settings(args.settings)


def _report(result: dict[str, Any], output: str) -> None:
    print()
    print("cuaflow: done")
    for day, m in sorted(result["partitions"].items()):
        rec = m.get("recordings", {})
        print(f"  {day}: {rec.get('processed', 0)} processed, {rec.get('excluded', 0)} excluded, "
              f"{rec.get('quarantined', 0)} quarantined, {m.get('steps', 0)} steps, {m.get('samples', 0)} samples"
              + (" (unchanged)" if m.get("reused") else ""))
        for q in m.get("quarantine", []):
            print(f"      quarantined {q['recording_id']}: {q['reason']}")
    print(f"  tables:   {output.rstrip('/')}/tables/<recordings|events|steps|samples|quarantine>/date=YYYY-MM-DD/")
    ds = result.get("dataset")
    if ds:
        print(f"  dataset:  {ds['path']}  (train {ds['splits']['train']}, val {ds['splits']['val']}, "
              f"test {ds['splits']['test']})")


def cmd_run(args: argparse.Namespace) -> int:
    _quiet_prefect(args.quiet)
    _check_config(args)
    from cuaflow.flows.pipeline import process_range

    params = RunParameters(source=args.source, output=args.output, dataset_config=args.config,
                           settings=args.settings, force=args.force)
    result = process_range(params=params, start=args.start, end=args.end, build_dataset=not args.no_dataset)
    _report(result, args.output)
    if args.json:
        print(json.dumps(result, indent=1, default=str))
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    from cuaflow.connectors.synth import demo_source

    base = Path(args.output).resolve()
    source, output = base / "source", base / "output"
    print(f"cuaflow demo: writing synthetic Clones recordings to {source}")
    demo_source(source)
    args.source, args.output = str(source), str(output)
    args.start = args.end = None
    return cmd_run(args)


def cmd_backfill(args: argparse.Namespace) -> int:
    _quiet_prefect(args.quiet)
    _check_config(args)
    from cuaflow.flows.pipeline import backfill
    from cuaflow.schemas.config import BackfillParameters

    params = BackfillParameters(run=RunParameters(source=args.source, output=args.output, dataset_config=args.config,
                                                  settings=args.settings, force=args.force),
                                start=args.start, end=args.end, max_concurrency=args.max_concurrency,
                                build_dataset=not args.no_dataset)
    result = backfill(params=params)
    _report(result, args.output)
    return 0


def cmd_nightly(args: argparse.Namespace) -> int:
    _quiet_prefect(args.quiet)
    _check_config(args)
    from cuaflow.flows.pipeline import nightly
    from cuaflow.schemas.config import NightlyParameters

    params = NightlyParameters(run=RunParameters(source=args.source, output=args.output, dataset_config=args.config,
                                                 settings=args.settings, force=args.force),
                               timezone=args.timezone, date=args.date, build_dataset=not args.no_dataset)
    result = nightly(params=params)
    part = result.get("partition")
    _report({"partitions": {result["date"]: part} if part else {}, "dataset": result.get("dataset")}, args.output)
    return 0


def cmd_deploy(args: argparse.Namespace) -> int:
    from cuaflow.flows.deployments import build

    deployments = build(args.file, source=args.source, output=args.output)
    for d in deployments:
        schedule = ", ".join(f"{s.schedule.cron} ({s.schedule.timezone})" for s in (d.schedules or [])) or "-"
        print(f"  {d.flow_name}/{d.name}: schedule {schedule}")
        if not args.dry_run:
            d.apply()
    print("registered" if not args.dry_run else "dry run: nothing registered")
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from prefect import serve

    from cuaflow.flows.deployments import build

    serve(*build(args.file, source=args.source, output=args.output), limit=args.limit)
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
            pages = [review.write_dataset_pages(out, args.dataset or None)["index"]]
        elif date is not None:
            pages = [review.write_partition_pages(out, date)["index"]]
        else:
            print("cuaflow inspect: give --recording ID, --dataset [NAME] or --date D", file=sys.stderr)
            return 2
    except review.ReviewError as exc:
        print(f"cuaflow inspect: {exc}", file=sys.stderr)
        return 1
    for page in pages:
        print(out.display(page))
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cuaflow", description=__doc__)
    sub = p.add_subparsers(dest="command", required=True)

    def common(sp: argparse.ArgumentParser) -> None:
        sp.add_argument("--config", help="dataset.yaml (default: the shipped one)")
        sp.add_argument("--settings", help="pipeline.yaml (default: the shipped one)")
        sp.add_argument("--force", action="store_true", help="redo every stage")
        sp.add_argument("--no-dataset", action="store_true", help="only publish partitions")
        sp.add_argument("--json", action="store_true", help="print the full result as JSON")
        sp.add_argument("--quiet", action="store_true", help="no progress lines, warnings and the summary only")

    run = sub.add_parser("run", help="process recordings into tables and a dataset")
    run.add_argument("--source", required=True, help="recordings root URL (path, s3://, memory://)")
    run.add_argument("--output", required=True, help="output root URL")
    run.add_argument("--start", type=_date, help="first date (YYYY-MM-DD), default: earliest in source")
    run.add_argument("--end", type=_date, help="last date (YYYY-MM-DD), default: latest in source")
    common(run)
    run.set_defaults(fn=cmd_run)

    demo = sub.add_parser("demo", help="write synthetic recordings and run the pipeline on them")
    demo.add_argument("--output", default="demo-output", help="folder for source and output (default: demo-output)")
    common(demo)
    demo.set_defaults(fn=cmd_demo)

    bf = sub.add_parser("backfill", help="process a date range, one partition run per day")
    bf.add_argument("--source", required=True)
    bf.add_argument("--output", required=True)
    bf.add_argument("--start", type=_date, required=True)
    bf.add_argument("--end", type=_date, required=True)
    bf.add_argument("--max-concurrency", type=int, default=2)
    common(bf)
    bf.set_defaults(fn=cmd_backfill)

    nt = sub.add_parser("nightly", help="process yesterday (or --date) as the nightly deployment does")
    nt.add_argument("--source", required=True)
    nt.add_argument("--output", required=True)
    nt.add_argument("--timezone", default="UTC")
    nt.add_argument("--date", type=_date)
    common(nt)
    nt.set_defaults(fn=cmd_nightly)

    ins = sub.add_parser("inspect", help="write static review pages (HTML) of a recording, a partition or a dataset")
    ins.add_argument("--output", required=True, help="output root URL of a run (pages go under <output>/review/)")
    what = ins.add_mutually_exclusive_group()
    what.add_argument("--recording", metavar="ID", help="one recording's page")
    what.add_argument("--dataset", nargs="?", const="", metavar="NAME",
                      help="index page of a dataset version (default: the latest) and its recordings' pages")
    ins.add_argument("--date", type=_date, help="the recording's partition (needed if its id is in several); "
                                                "alone: the partition's pages")
    ins.set_defaults(fn=cmd_inspect)

    for name, fn, text in (("deploy", cmd_deploy, "register the deployments with the Prefect API"),
                           ("serve", cmd_serve, "register the deployments and run what they schedule")):
        sp = sub.add_parser(name, help=text)
        sp.add_argument("--file", help="deployments file (default: config/deployments.yaml)")
        sp.add_argument("--source", help="default source root (else $CUAFLOW_SOURCE)")
        sp.add_argument("--output", help="default output root (else $CUAFLOW_OUTPUT)")
        if name == "deploy":
            sp.add_argument("--dry-run", action="store_true", help="print, do not register")
        else:
            sp.add_argument("--limit", type=int, default=4, help="flow runs at the same time")
        sp.set_defaults(fn=fn)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.fn(args))
    except (ConfigError, ValidationError) as exc:
        print(f"cuaflow: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
