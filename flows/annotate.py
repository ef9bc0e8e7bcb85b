"""What `cuaflow annotate` (flows/commands/annotate.py) and the `cuaflow-annotate` flow (flows/annotate_flow.py)
share: the bearer token and the annotation of a list of days. The key comes from `api_key_env` or a Prefect Secret
block (`api_key_block`), resolved here and never written."""

from __future__ import annotations

import os
import sys
from typing import Any

from cuaflow.flows.errors import one_line
from cuaflow.schemas.quality import AnnotateSettings


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


__all__ = ["api_key", "run_annotation"]
