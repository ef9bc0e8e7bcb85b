"""`cuaflow annotate`: a served model annotates the committed days' steps and recordings (tasks/annotation/annotate.py).
Off unless run: the pipeline never calls it, so a run without it writes what it always wrote. The settings are a
YAML file (`schemas.quality.AnnotateSettings`) and/or options; the key comes from `api_key_env` or a Prefect
Secret block (`api_key_block`), resolved here and never written. Needs no Prefect server unless a Secret block
is named. Exit codes: 0 done; 1 requests left without an answer or the budget/failures stopped it (a rerun
resumes); 2 a mistake in the command or the settings, or data it refuses to send (privacy off). The same as a
Prefect flow (`cuaflow-annotate`, for a deployment after the nightly run): flows/annotate_flow.py."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

import yaml
from pydantic import ValidationError

from cuaflow.flows.errors import EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, one_line
from cuaflow.schemas.quality import AnnotateSettings

HELP = ("Annotate every step of the committed days' recordings with a vision-language model behind an "
        "OpenAI-compatible endpoint (observation, thought, action described, reflection; per recording: done? "
        "efficient?), from the published (redacted) frames and text only. Cached by request: a rerun asks "
        "nothing new; a budget stops it with what was done kept.",
        "cuaflow annotate --output OUT --endpoint http://127.0.0.1:8000/v1 --model M [--date 2025-01-01]")


def add_annotate(p: argparse.ArgumentParser) -> None:
    p.add_argument("--output", required=True, help="output root URL (committed partitions)")
    p.add_argument("--date", action="append", help="a committed day (repeatable; default: every committed day)")
    p.add_argument("--annotate-settings", metavar="YAML", help="AnnotateSettings as YAML (options override it)")
    p.add_argument("--endpoint", help="the server's OpenAI-compatible base URL (…/v1)")
    p.add_argument("--model", help="the model name the server knows")
    p.add_argument("--prompts", help="prompt version (a folder of config/prompts/; default annotate-v1)")
    p.add_argument("--max-requests", type=int, help="budget: requests")
    p.add_argument("--max-total-tokens", type=int, help="budget: prompt + completion tokens")
    p.add_argument("--max-seconds", type=float, help="budget: wall time")
    p.add_argument("--api-key-env", metavar="VAR", help="environment variable holding a bearer token")
    p.add_argument("--api-key-block", metavar="NAME", help="a Prefect Secret block holding it")
    p.add_argument("--json", action="store_true", help="print only the summary, as JSON")
    p.set_defaults(fn=cmd_annotate)


def settings_of(args: argparse.Namespace) -> AnnotateSettings:
    base: dict[str, Any] = {}
    if args.annotate_settings:
        with open(args.annotate_settings, encoding="utf-8") as fh:
            base = yaml.safe_load(fh) or {}
    for name in ("endpoint", "model", "prompts", "max_requests", "max_total_tokens", "max_seconds", "api_key_env",
                 "api_key_block"):
        if getattr(args, name, None) is not None:
            base[name] = getattr(args, name)
    return AnnotateSettings.model_validate(base)


def api_key(s: AnnotateSettings) -> str | None:
    """The bearer token: the environment variable, else the Prefect Secret block (loaded, never written)."""
    if s.api_key_env and os.environ.get(s.api_key_env):
        return os.environ[s.api_key_env]
    if s.api_key_block:
        from prefect.blocks.system import Secret

        block: Any = Secret.load(s.api_key_block)  # the sync API (a command, not inside an event loop)
        return str(block.get())
    return None


def run_annotation(out: Any, dates: list[str], s: AnnotateSettings, token: str | None) -> Any:
    """Annotate `dates` in order, rewriting each day's review pages; stops at a budget or a failing endpoint."""
    from cuaflow.tasks.annotation.annotate import Outcome, annotate_day

    outcome = Outcome()
    for d in dates:
        annotate_day(out, d, s, token, outcome)
        _pages(out, d)
        if outcome.stopped:
            break
    return outcome


def _pages(out: Any, date: str) -> None:
    """The day's review pages again, now with each step's annotation; a view: a failure is reported, not fatal."""
    from cuaflow.tasks.review.review import write_partition_pages

    try:
        write_partition_pages(out, date)
    except (OSError, ValueError) as exc:
        print(f"cuaflow annotate: warning: {date}: review pages not rewritten: {one_line(exc)}", file=sys.stderr)


def cmd_annotate(args: argparse.Namespace) -> int:
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.committed import committed_dates

    try:
        s = settings_of(args)
        out = open_root(args.output)
        dates = args.date or committed_dates(out)
        missing = sorted(set(dates) - set(committed_dates(out)))
        if missing:
            raise ValueError(f"--date {', '.join(missing)}: no committed partition under {args.output}")
        outcome = run_annotation(out, dates, s, api_key(s))
    except (ValidationError, ValueError, OSError) as exc:
        print(f"cuaflow annotate: {one_line(exc)}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("cuaflow annotate: interrupted; every answer so far is cached, rerun to resume", file=sys.stderr)
        return EXIT_INTERRUPTED
    summary = {k: v for k, v in vars(outcome).items()} | {"model": s.model, "prompts": s.prompts}
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(f"annotate {s.model} ({s.prompts}): {outcome.steps} steps, {outcome.trajectories} trajectories; "
              f"{outcome.cached} from the cache, {outcome.answered} answered, {outcome.malformed} malformed "
              f"(recorded without an annotation), {outcome.failed} without an answer, {outcome.skipped} not asked")
        print(f"  {outcome.requests} requests, {outcome.prompt_tokens} prompt + {outcome.completion_tokens} "
              f"completion tokens, cost {outcome.cost:g}")
        if outcome.stopped:
            print(f"  stopped: {outcome.stopped} (a rerun resumes)")
    return EXIT_FAILED if outcome.failed or outcome.stopped else EXIT_OK


__all__ = ["HELP", "add_annotate", "api_key", "cmd_annotate", "run_annotation", "settings_of"]
