"""What a recording must hold to be read at all, and the checks of its log as a whole: events, as many lines
as declared, few unreadable ones, some input."""

from __future__ import annotations

import polars as pl

from cuaflow.connectors.clones.files import LOG, LOG_META, META, VIDEO, short
from cuaflow.connectors.clones.log import INPUT_NAMES, IS_INPUT
from cuaflow.schemas.events import EventKind
from cuaflow.schemas.recording import Quarantine
from cuaflow.schemas.settings import QualitySettings


def _unknown_names(df: pl.DataFrame) -> str:
    """The event names the log used that cuaflow does not know, with counts and first line, for a reason."""
    unknown = (df.lazy().filter(pl.col("kind") == EventKind.UNKNOWN).group_by("source_event")
               .agg(pl.len().alias("n"), pl.col("line_no").min().alias("first")).sort("first").collect())
    if unknown.height == 0:
        return ""
    parts = []
    for name, n, first in unknown.head(5).iter_rows():
        near = next((k for k in INPUT_NAMES if k == name.replace("_", "").replace("-", "").lower()), None)
        hint = f", the recorder's {near!r} in another case or spelling" if near and near != name else ""
        parts.append(f"{short(name)} ({n} lines from line {first + 1}{hint})")
    more = f" and {unknown.height - 5} more" if unknown.height > 5 else ""
    return f": {unknown.height} unknown event names: {', '.join(parts)}{more}"


def _check_event_count(declared: int | None, lines: int, tolerance: float) -> list[str]:
    """`event_count` against the lines read. Fewer lines than declared (beyond the tolerance: a crash may lose
    the partial last line) means the log lost events: every later step would be missing and the trajectory cut,
    so the recording is quarantined. More lines are flagged (a recorder may count only input events)."""
    if declared is None:
        return []
    slack = max(1, int(tolerance * declared))
    if lines < declared - slack:
        raise Quarantine(f"field event_count says {declared} events but {LOG} holds {lines} lines "
                         f"({lines / max(declared, 1):.0%}); expected within {tolerance:.0%} (the log lost lines: "
                         "cut short or partly uploaded); re-upload the complete log", file=LOG_META)
    if lines > declared + slack:
        return [f"{LOG_META}: field event_count says {declared} events but {LOG} holds {lines} lines; expected "
                f"within {tolerance:.0%} (events_count_mismatch)"]
    return []


def check_present(names: frozenset[str]) -> None:
    """The files without which nothing can be read."""
    for required in (META, LOG):
        if required not in names:
            raise Quarantine(f"{required} is missing from the recording folder", file=required)
    if VIDEO not in names:
        raise Quarantine("recording.mp4 is missing: no frames can be extracted", file=VIDEO)


def check_log(df: pl.DataFrame, declared_events: int | None, quality: QualitySettings) -> list[str]:
    """A log holding events, as many lines as declared, few unreadable ones and some input; its flags."""
    n_lines = df.height
    if n_lines == 0:
        raise Quarantine("the event log is empty", file=LOG)
    flags = _check_event_count(declared_events, n_lines, quality.event_count_tolerance)
    invalid = df["kind"] == EventKind.INVALID
    n_invalid = int(invalid.sum())
    # A recorder crash leaves one partial trailing line: a documented repair, not a quarantine.
    tolerated = 1 if invalid[-1] else 0
    if n_invalid - tolerated > quality.max_invalid_line_fraction * n_lines:
        first_bad = int(invalid.arg_true()[0])
        raise Quarantine(f"{n_invalid} of {n_lines} lines unreadable (limit "
                         f"{quality.max_invalid_line_fraction:.0%}); first: {df['ignore_reason'][first_bad]}",
                         file=LOG, line=first_bad)
    if int(df.select(IS_INPUT.sum()).item()) == 0:
        raise Quarantine(f"no readable input events (mouse or keyboard){_unknown_names(df)}; expected the "
                         f"recorder's event names {', '.join(INPUT_NAMES)}", file=LOG)
    return flags
