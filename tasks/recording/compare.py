"""Agreement between a vendor's grouped steps and cuaflow's own grouping of the same raw events.

Both sides are reduced to a step class (click, drag, scroll, type, key, hotkey, …; the vendor's action names
through its connector's `step_classes`) and matched in time order: a cuaflow step matches the first unmatched
vendor step of the same class starting within `window_ms`. Agreement is the Dice overlap
2·matched / (cuaflow steps + vendor steps), a per-recording quality signal; each matched step records the
vendor's action name and step number."""

from __future__ import annotations

from collections.abc import Mapping

import polars as pl

from cuaflow.schemas.steps import STEPS_SCHEMA
from cuaflow.schemas.tables import polars_types

IGNORED = ("wait", "terminate")


def compare(steps: pl.DataFrame, vendor: pl.DataFrame, step_classes: Mapping[str, str],
            window_ms: int = 500) -> tuple[float, pl.DataFrame]:
    """`step_classes` maps the delivery's action names (lower case) to step classes: the format's
    `Connector.step_classes`."""
    ours = steps.filter(~pl.col("kind").is_in(IGNORED))
    theirs = vendor.with_columns(
        cls=pl.col("action").str.to_lowercase().replace_strict(dict(step_classes), default=None))
    pool = [(r["vendor_step"], r["cls"], r["start_ms"], r["action"]) for r in theirs.iter_rows(named=True)]
    used: set[int] = set()
    kinds: list[str | None] = []
    numbers: list[int | None] = []
    for s in steps.iter_rows(named=True):
        hit = None
        if s["kind"] not in IGNORED:
            for k, (num, cls, start, action) in enumerate(pool):
                if k not in used and cls == s["kind"] and abs(start - s["t_start_ms"]) <= window_ms:
                    hit = (k, num, action)
                    break
        if hit:
            used.add(hit[0])
            numbers.append(hit[1])
            kinds.append(hit[2])
        else:
            numbers.append(None)
            kinds.append(None)
    total = ours.height + vendor.height
    agreement = 2 * len(used) / total if total else 1.0
    types = polars_types(STEPS_SCHEMA, ("vendor_kind", "vendor_step"))
    return agreement, steps.with_columns(vendor_kind=pl.Series(kinds, dtype=types["vendor_kind"]),
                                         vendor_step=pl.Series(numbers, dtype=types["vendor_step"]))
