"""`cuaflow status`: what the output holds, per date and per dataset version; needs no Prefect server."""

from __future__ import annotations

import argparse
import json

from cuaflow.flows.commands import command, opt
from cuaflow.flows.errors import UsageError
from cuaflow.flows.preflight import source_scan


@command("status", "per date: committed or not, recordings by status, quarantine; datasets",
         example="cuaflow status --output OUT --source SRC",
         options=(opt("--output", required=True, help="output root URL"),
                  opt("--source", help="also list source dates never processed"),
                  opt("--json", action="store_true", help="print only JSON"),
                  opt("--quality", action="store_true",
                      help="the quality rows of the committed nights (tasks/run/nights.py) instead, oldest first")))
def status(args: argparse.Namespace) -> int:
    """Per date: committed or not, recordings by status, the quarantine with reasons; then the dataset versions
    (LATEST marked)."""
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
    result = output_status(out, found.dates if found else None, found.skipped if found else None)
    print(json.dumps(result, indent=1, sort_keys=True) if args.json else format_status(result))
    return 0
