"""`cuaflow deploy` and `cuaflow serve`: the deployments of config/prefect.yaml on a Prefect server."""

from __future__ import annotations

import argparse

from cuaflow.flows import lifeline
from cuaflow.flows.api import api_url, check_api
from cuaflow.flows.commands import EXITS, Api, command, opt
from cuaflow.flows.errors import EXIT_API, EXIT_INTERRUPTED, ApiUnreachable

# What `deploy` and `serve` share: the prefect.yaml and the default roots.
DEPLOYMENTS = (opt("--file", help="a prefect.yaml (default: the shipped config/prefect.yaml)"),
               opt("--source", help="default source root (else $CUAFLOW_SOURCE)"),
               opt("--output", help="default output root (else $CUAFLOW_OUTPUT)"))


@command("deploy", "register the deployments on their process work pool (run them with `prefect worker start "
                   "--pool cuaflow`)",
         example="PREFECT_API_URL=http://127.0.0.1:4200/api cuaflow deploy --source SRC --output OUT",
         api=Api.SERVER, exits=(*EXITS, EXIT_API),
         options=(*DEPLOYMENTS,
                  opt("--dry-run", action="store_true",
                      help="print what would change (before → after), register nothing"),
                  opt("--change-roots", action="store_true",
                      help="let the file and environment change a scheduled deployment's source/output"),
                  opt("--settings", help="a pipeline.yaml whose watch.webhook_url gets the anomalous nights' alerts "
                                         "(default: the shipped config/pipeline.yaml)")))
def deploy(args: argparse.Namespace) -> int:
    """Register the deployments of config/prefect.yaml on their process work pool (created when missing); run them
    with `prefect worker start --pool cuaflow`."""
    if not api_url() and not args.dry_run:
        # a temporary API would take the deployments with it when the command ends
        raise ApiUnreachable("no Prefect server to register the deployments on: set PREFECT_API_URL (e.g. "
                             "http://127.0.0.1:4200/api for `prefect server start`); nothing registered")
    from cuaflow.flows.deploy import deploy as register  # flows/deploy.py: prints before → after

    compare = not args.dry_run or bool(api_url())  # a dry run without a server has nothing to compare with
    if compare:
        check_api()
        lifeline.sweep_only(api_url())
    register(args.file, args.source, args.output, args.change_roots, args.dry_run, compare)
    from cuaflow.flows.alerts import ensure_alert
    from cuaflow.tasks.configuration import load_settings

    print("\n".join(ensure_alert(load_settings(args.settings).watch.webhook_url, args.dry_run or not compare)))
    if args.dry_run:
        print("dry run: nothing registered" + ("" if compare else " (no PREFECT_API_URL: not compared with a server)"))
    return 0


@command("serve", "one machine: register the deployments and run them in this process",
         example="cuaflow serve --source SRC --output OUT", api=Api.SERVER,
         exits=(*EXITS, EXIT_API, EXIT_INTERRUPTED),
         options=(*DEPLOYMENTS, opt("--limit", type=int, default=4, help="flow runs at the same time")))
def serve(args: argparse.Namespace) -> int:
    """One machine without a worker: register the deployments and run them in this process."""
    from prefect import serve as serve_flows

    from cuaflow.flows.deployments import build

    check_api()
    lifeline.sweep_only(api_url())
    serve_flows(*build(args.file, source=args.source, output=args.output, on_pool=False), limit=args.limit)
    return 0
