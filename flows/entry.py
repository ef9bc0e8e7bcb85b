"""What every flow wears and shares: `tracked` (its run id kept while it runs, its runs tagged as this process's),
`checked` (parameters typed, a deployment's run checked like the command line's, the outcome as the run's state),
`documented` (the UI form's descriptions); the deployed flows' own parameter types; the run's context and its
storage block's options; the stages' task wrappers, loaded when a run has work."""

from __future__ import annotations

import datetime as dt
import functools
import inspect
import json
from collections.abc import Callable
from types import ModuleType
from typing import Annotated, Any, get_args, get_type_hints

from prefect import get_run_logger
from prefect.context import FlowRunContext
from prefect.states import Completed, Failed
from pydantic import Field, SecretStr, ValidationError
from pydantic.fields import FieldInfo

from cuaflow.flows import lifeline, preflight
from cuaflow.flows.errors import NothingToDo, UsageError, one_line, said
from cuaflow.schemas.config import (
    BackfillParameters,
    ConfigError,
    RunContext,
    RunParameters,
    nested,
)
from cuaflow.tasks.committed import DayRefused
from cuaflow.tasks.configuration import load_dataset_config, load_settings

# Flow runs of this process that have started and not ended: an interrupted command reports them to the API
# as Cancelled (or Crashed) before it exits (flows/lifeline.py), so the server never shows them Running forever.
ACTIVE_RUNS: dict[str, str] = {}


def stage_tasks() -> ModuleType:
    """The Prefect task wrappers. They import every stage (video, OCR, the dataset build): loaded when a run has
    work, so a run that finds every day unchanged starts without them (`tasks/run/skip.py`)."""
    from cuaflow.tasks import prefect_tasks

    return prefect_tasks


def tracked(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Keeps the running flow's run id in `ACTIVE_RUNS` while its body runs, and the runs it creates tagged as
    this process's (`flows/lifeline.py`: how a process's unfinished runs are found once it is gone); signature
    kept for Prefect."""

    @functools.wraps(fn)
    def body(*args: Any, **kwargs: Any) -> Any:
        ctx = FlowRunContext.get()
        run_id = str(ctx.flow_run.id) if ctx and ctx.flow_run else None
        if run_id:
            ACTIVE_RUNS[run_id] = ctx.flow_run.name  # type: ignore[union-attr]
        try:
            with lifeline.flow_started(run_id, list(ctx.flow_run.tags) if ctx and ctx.flow_run else []):
                return fn(*args, **kwargs)
        finally:
            if run_id:
                ACTIVE_RUNS.pop(run_id, None)

    return body


def storage_options(params: RunParameters) -> tuple[SecretStr | None, SecretStr | None]:
    """fsspec options from a Prefect Secret block: either one object for both roots, or
    {"source": {…}, "output": {…}}. Kept as secrets: they never reach logs, artifacts or outputs."""
    if not params.storage_block:
        return None, None
    from prefect.blocks.system import Secret

    secret: Any = Secret.load(params.storage_block)  # typed as possibly awaitable: called from sync code
    value = secret.get()
    doc = json.loads(value) if isinstance(value, str) else value
    if not isinstance(doc, dict):
        raise ValueError(f"Secret block {params.storage_block!r} must hold a JSON object of storage options")
    src = doc.get("source", doc) if "source" in doc or "output" in doc else doc
    out = doc.get("output", doc) if "source" in doc or "output" in doc else doc
    return SecretStr(json.dumps(src)), SecretStr(json.dumps(out))


def make_context(params: RunParameters) -> RunContext:
    src_opts, out_opts = storage_options(params)
    return RunContext(source_url=params.source, output_url=params.output,
                      settings=load_settings(params.settings), dataset=load_dataset_config(params.dataset_config),
                      force=params.force, allow_empty=params.allow_empty, source_options=src_opts,
                      output_options=out_opts)


# Deployed flows take flat, typed parameters (`prefect deployment run … --param start=2025-01-01`, a plain UI
# form), the common ones first: the form lists them in signature order. The run's fields are declared once, as
# annotated types in schemas/config.py; `nested` turns the flat values back into the parameter models.
Day = Annotated[dt.date, Field(description="The date folder (YYYY-MM-DD) to process")]
Start = Annotated[dt.date, Field(description="First date (inclusive), YYYY-MM-DD")]
End = Annotated[dt.date, Field(description="Last date (inclusive), YYYY-MM-DD")]
Night = Annotated[dt.date | None, Field(description="Process this date instead of yesterday")]
RecordingId = Annotated[str, Field(description="The recording's folder name under its date")]


def documented(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Adds an `Args:` section built from the parameters' annotated descriptions to the docstring: Prefect
    shows a parameter's description in the UI form only from there."""
    hints = get_type_hints(fn, include_extras=True)
    lines = []
    for name in inspect.signature(fn).parameters:
        info = next((m for m in get_args(hints.get(name))[1:] if isinstance(m, FieldInfo)), None)
        if info is not None and info.description:
            lines.append(f"    {name}: {info.description}")
    fn.__doc__ = (fn.__doc__ or "").rstrip() + "\n\nArgs:\n" + "\n".join(lines) + "\n"
    return fn


NO_ARRIVALS = "NoArrivals"


def _entry_run() -> bool:
    """Whether the running flow is a deployment's run of its own (the UI, a schedule, `prefect deployment run`),
    not a command line's (checked before Prefect started) nor a subflow (checked by its parent)."""
    ctx = FlowRunContext.get()
    run = ctx.flow_run if ctx else None
    return bool(run and run.deployment_id and not run.parent_task_run_id)


def _check_entry(model: type[Any], values: dict[str, Any]) -> None:
    """A deployment's run checked by the command line's code (flows/preflight.py) before any work."""
    try:
        params = nested(model, values)
    except ValidationError as exc:
        raise UsageError(preflight.validation_line(exc)) from None
    run: RunParameters = params if isinstance(params, RunParameters) else params.run
    try:
        src_opts, out_opts = storage_options(run)
    except Exception as exc:  # no such block, not JSON: the block's content is never shown
        raise UsageError(f"storage_block {run.storage_block!r}: cannot be used ({type(exc).__name__})") from None
    backfill = isinstance(params, BackfillParameters)
    preflight.check_request(run.source, run.output, run.dataset_config, run.settings,
                            start=params.start if backfill else None, end=params.end if backfill else None,
                            in_range=backfill, names=preflight.PARAMETERS,
                            source_options=json.loads(src_opts.get_secret_value()) if src_opts else None,
                            output_options=json.loads(out_opts.get_secret_value()) if out_opts else None)


def checked(model: type[Any]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A deployed flow's parameters typed from its signature with one-line mistakes (Prefect's own validation is
    off for these flows: it would fail the run with a Pydantic dump); a deployment's run also checked like the
    command line (`_check_entry`). The outcome as the run's state: a mistake or a day refused (`DayRefused`) is
    Failed with the one-line reason, the exception kept as its data so a caller (a parent flow, the command line)
    gets it raised; nothing to do (no source folder for the day yet) is Completed, named `NoArrivals`."""

    def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
        signature = inspect.signature(fn)

        @functools.wraps(fn)
        def body(*args: Any, **kwargs: Any) -> Any:
            try:
                kwargs = preflight.coerce(fn, signature.bind_partial(*args, **kwargs).arguments)
                if _entry_run():
                    _check_entry(model, kwargs)
                return fn(**kwargs)
            except (UsageError, ConfigError, DayRefused) as exc:
                get_run_logger().error("%s", one_line(exc))
                return Failed(message=one_line(exc), data=said(exc))
            except NothingToDo as exc:
                get_run_logger().warning("%s", one_line(exc))
                return Completed(name=NO_ARRIVALS, message=one_line(exc), data=exc.result)

        return body

    return wrap
