"""`cuaflow annotate`: a served model annotates the committed days' steps and recordings (tasks/annotation/annotate.py).
Off unless run: the pipeline never calls it, so a run without it writes what it always wrote. The settings are a
YAML file (`schemas.quality.AnnotateSettings`) and/or options. Needs no Prefect server unless a Secret block is
named. The same as a Prefect flow (`cuaflow-annotate`, for a deployment after the nightly run):
flows/annotate_flow.py."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

import yaml
from pydantic import ValidationError

from cuaflow.flows.annotate import api_key, run_annotation
from cuaflow.flows.commands import command, opt
from cuaflow.flows.errors import EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, one_line
from cuaflow.schemas.quality import AnnotateSettings


@command("annotate", "annotate steps with a served model (reasoning, reflection)",
         example="cuaflow annotate --output OUT --endpoint http://127.0.0.1:8000/v1 --model M [--date 2025-01-01]",
         exits=(EXIT_OK, (EXIT_FAILED, "requests left without an answer, or the budget or failures stopped it (a "
                                       "rerun resumes)"),
                (EXIT_USAGE, "a mistake in the command or the settings, or data it refuses to send (privacy off)"),
                EXIT_INTERRUPTED),
         options=(opt("--output", required=True, help="output root URL (committed partitions)"),
                  opt("--date", action="append", help="a committed day (repeatable; default: every committed day)"),
                  opt("--annotate-settings", metavar="YAML", help="AnnotateSettings as YAML (options override it)"),
                  opt("--endpoint", help="the server's OpenAI-compatible base URL (…/v1)"),
                  opt("--model", help="the model name the server knows"),
                  opt("--prompts", help="prompt version (a folder of config/prompts/; default annotate-v1)"),
                  opt("--max-requests", type=int, help="budget: requests"),
                  opt("--max-total-tokens", type=int, help="budget: prompt + completion tokens"),
                  opt("--max-seconds", type=float, help="budget: wall time"),
                  opt("--api-key-env", metavar="VAR", help="environment variable holding a bearer token"),
                  opt("--api-key-block", metavar="NAME", help="a Prefect Secret block holding it"),
                  opt("--json", action="store_true", help="print only the summary, as JSON")))
def annotate(args: argparse.Namespace) -> int:
    """Annotate every step of the committed days' recordings with a vision-language model behind an
    OpenAI-compatible endpoint (observation, thought, action described, reflection; per recording: done?
    efficient?), from the published (redacted) frames and text only. Cached by request: a rerun asks nothing new; a
    budget stops it with what was done kept."""
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


def settings_of(args: argparse.Namespace) -> AnnotateSettings:
    """The settings file, then the options given over it."""
    base: dict[str, Any] = {}
    if args.annotate_settings:
        with open(args.annotate_settings, encoding="utf-8") as fh:
            base = yaml.safe_load(fh) or {}
    for name in ("endpoint", "model", "prompts", "max_requests", "max_total_tokens", "max_seconds", "api_key_env",
                 "api_key_block"):
        if getattr(args, name, None) is not None:
            base[name] = getattr(args, name)
    return AnnotateSettings.model_validate(base)
