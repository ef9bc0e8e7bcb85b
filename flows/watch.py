"""What someone following one flow run sees: `prefect deployment run … --watch` and the UI's run page show that
run's own log lines, not its subflows'. So a range, backfill or nightly run names its days and roots when it
starts, says when each day's partition starts and ends (with where its tables and review pages are), and what
dataset it built (where its card and review pages are); and the partitions' progress lines (every ~5 % of the
day, and every 30 s of a long recording) are also written into the log of the run that started them."""

from __future__ import annotations

import contextlib
import contextvars
import logging
from collections.abc import Iterator

from prefect import get_run_logger
from prefect.context import FlowRunContext

from cuaflow.schemas.config import RunParameters
from cuaflow.schemas.dataset import DatasetBuild
from cuaflow.schemas.tables import PartitionReport, ReviewPages

# A progress line is repeated when nothing was said for this long (a day of long recordings).
QUIET_SECONDS = 30.0

# The flow runs that started the running partition (their logs get its progress lines too).
_PARENTS: contextvars.ContextVar[tuple[str, ...]] = contextvars.ContextVar("cuaflow_parents", default=())


def _to_api() -> logging.Logger:
    """Lines for another run's log: straight to the API, never to this console (it shows them once already)."""
    log = logging.getLogger("cuaflow.watch")
    if not log.handlers:
        from prefect.logging.handlers import APILogHandler

        log.addHandler(APILogHandler())
        log.propagate = False
        log.setLevel(logging.INFO)
    return log


@contextlib.contextmanager
def followed_by_caller() -> Iterator[None]:
    """Around a subflow call: the calling run follows it."""
    ctx = FlowRunContext.get()
    run_id = str(ctx.flow_run.id) if ctx and ctx.flow_run else None
    token = _PARENTS.set((*_PARENTS.get(), run_id)) if run_id else None
    try:
        yield
    finally:
        if token is not None:
            _PARENTS.reset(token)


def progress(line: str) -> None:
    """A partition's progress line: its own log, and the log of every run that started it."""
    get_run_logger().info("%s", line)
    for run_id in _PARENTS.get():
        _to_api().info(line, extra={"flow_run_id": run_id})


def days_started(what: str, params: RunParameters, days: list[str], at_a_time: int = 1) -> None:
    shown = ", ".join(days[:5]) + (f", … ({len(days)} days)" if len(days) > 5 else "")
    get_run_logger().info("%s: %s → %s: %s%s", what, params.source, params.output, shown or "no day to process",
                          f", {at_a_time} at a time" if at_a_time > 1 and len(days) > 1 else "")


def partition_starting(day: str, params: RunParameters) -> None:
    get_run_logger().info("%s: partition run starting (tables under %s/tables/…/date=%s/)", day,
                          params.output.rstrip("/"), day)


def partition_done(day: str, m: PartitionReport) -> None:
    rec = m.recordings
    review = f"; review {m.review.index}" if isinstance(m.review, ReviewPages) else ""
    how = " (unchanged)" if m.skipped else " (published by another run)" if m.waited_for and m.reused else ""
    get_run_logger().info("%s: %d processed, %d excluded, %d quarantined, %d steps, %d samples%s%s", day,
                          rec.processed, rec.excluded, rec.quarantined, m.steps, m.samples, how, review)


def dataset_built(ds: DatasetBuild, output: str) -> None:
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.review.card_page import card_page_path

    where = f"; card {open_root(output).display(card_page_path(ds.name))}; review {ds.review}" if ds.review else ""
    get_run_logger().info("dataset %s: train %d, val %d, test %d → %s%s", ds.name, ds.splits.get("train", 0),
                          ds.splits.get("val", 0), ds.splits.get("test", 0), ds.path, where)
