"""`cuaflow` command line: run the pipeline, or a self-contained demo.

Mistakes in the command (a missing or empty source, a range backwards, an output that cannot be written) are
found before Prefect is imported or any API is contacted, and reported in one line with a non-zero exit."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from importlib.metadata import PackageNotFoundError, version

from pydantic import ValidationError

from cuaflow.flows import lifeline, orphans
from cuaflow.flows.api import connection_failure
from cuaflow.flows.commands import Api, Command, parser
from cuaflow.flows.errors import (
    EXIT_API,
    EXIT_FAILED,
    EXIT_OK,
    EXIT_QUARANTINE,
    EXIT_USAGE,
    ApiUnreachable,
    NothingToDo,
    Quarantined,
    UsageError,
    machine_fault_error,
    one_line,
)
from cuaflow.schemas.config import ConfigError

# polars' allocator (jemalloc) keeps the pages a stage frees for 10 s by default, so a run's peak was the sum of
# its stages' high-water marks: given back at once instead (a 5 M-line log's run peaks at 1086 MiB, not 1260;
# ~3 % more CPU in the system). jemalloc reads it when polars loads, so it is set before anything imports polars;
# a value already in the environment wins.
os.environ.setdefault("_RJEM_MALLOC_CONF", "dirty_decay_ms:0,muzzy_decay_ms:0")


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
        return int(args.cmd(args))
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


def parse(argv: list[str] | None, commands: Sequence[Command] | None = None) -> argparse.Namespace:
    """Arguments; an unknown flag is reported with the usage of the (sub)command it was given to."""
    top, parsers = parser("cuaflow", __doc__ or "", _version(), commands)
    args, extra = top.parse_known_args(argv)
    if extra:
        cmd = getattr(args, "cmd", None)
        (parsers[cmd.name] if cmd else top).error(f"unrecognized arguments: {' '.join(extra)}")
    return args


def main(argv: list[str] | None = None, commands: Sequence[Command] | None = None) -> int:
    """`cuaflow …`: the commands of flows/commands/ (or `commands`, the ones given)."""
    args = parse(argv, commands)
    cmd: Command = args.cmd
    environ, process = dict(os.environ), orphans.COMMAND[0]
    orphans.COMMAND[0] = f"`cuaflow {cmd.name}`"  # how the runs it marks name it, while it runs
    try:
        if cmd.api is Api.NONE:  # no flow runs: only the orphans check
            lifeline.sweep_only(os.environ.get("PREFECT_API_URL"))
        return _dispatch(args)
    finally:
        lifeline.end()
        orphans.COMMAND[0] = process
        # the settings a command gives its temporary server (services off, log level) are for that command
        # only: a caller running several in one process (tests, notebooks) keeps its own environment
        os.environ.clear()
        os.environ.update(environ)


if __name__ == "__main__":
    sys.exit(main())
