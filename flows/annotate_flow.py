"""The annotation stage as a Prefect flow, `cuaflow-annotate`: what `cuaflow annotate` does
(flows/commands/annotate.py), for a deployment scheduled after the nightly run. Its key comes from
`api_key_block` (a Prefect Secret block, loaded at run time) or `api_key_env`; the run's parameters hold only the
block's name."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from prefect import flow

from cuaflow.connectors.storage import open_root
from cuaflow.flows.annotate import api_key, run_annotation
from cuaflow.schemas.quality import AnnotateSettings
from cuaflow.tasks.committed import committed_dates


@flow(name="cuaflow-annotate", log_prints=True)
def annotate_flow(output: str, settings: dict[str, Any], dates: list[str] | None = None) -> dict[str, Any]:
    """Annotate the committed days (`dates`, default every one) of `output`; returns the run's summary."""
    s = AnnotateSettings.model_validate(settings)
    out = open_root(output)
    outcome = run_annotation(out, dates or committed_dates(out), s, api_key(s))
    summary = asdict(outcome)
    print(f"annotate {s.model}: {outcome.answered} answered, {outcome.cached} cached, {outcome.requests} requests, "
          f"{outcome.prompt_tokens + outcome.completion_tokens} tokens, cost {outcome.cost:g}"
          + (f"; stopped: {outcome.stopped}" if outcome.stopped else ""))
    return summary


__all__ = ["annotate_flow"]
