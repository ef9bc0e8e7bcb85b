"""Raw events → semantic steps, by fixed rules (ruleset `g1`, thresholds in `GroupingRules`).

The rules live in `tasks/grouping/`, one module per gesture family; each module's docstring states its rules, and
tasks/grouping/README.md has the table of which rule lives where and the decisions worth knowing.

Every input event ends up in exactly one step or with an ignore reason (lineage in `step_index`).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass

import polars as pl

from cuaflow.schemas.events import Gesture
from cuaflow.schemas.keys import resolve_layout
from cuaflow.schemas.settings import GroupingRules
from cuaflow.tasks.grouping import driver, tables
from cuaflow.tasks.grouping.prepare import prepare
from cuaflow.tasks.grouping.state import State


@dataclass
class GroupResult:
    steps: pl.DataFrame
    events: pl.DataFrame  # input events with duplicate / ignore_reason / step_index filled
    ignored_counts: dict[str, int]


def group_events(events: pl.DataFrame, rules: GroupingRules, *, outcome: str = "unknown",
                 recording_id: str | None = None, gestures: Mapping[str, Gesture] | None = None,
                 keyboard_layout: str | None = None, platform: str = "unknown",
                 screen: tuple[float, float] | None = None) -> GroupResult:
    """Group one recording's events (any order) into steps. Deterministic: same input, same output.
    `gestures` is the source format's gesture table (`Connector.gestures`); a gesture it does not name is a
    device step. `keyboard_layout` (as the recording names it) and `platform` name keys without a produced
    character; `screen` (logical size) decides when a drag's start is already under the cursor."""
    rec_id = recording_id or (events["recording_id"][0] if events.height else "")
    with _collector_paused():
        p = prepare(events, rules, platform)
        s = State(p.events, rules, gestures or {}, resolve_layout(keyboard_layout, platform), screen)
        driver.run(s)
        ordered, final = tables.final_steps(s, outcome)
        out_events, counts = tables.events_table(events, p, s, final)
        steps = tables.steps_table(ordered, p, final, rec_id, rules)
        # Freed before the collector runs again: its first pass would otherwise walk every step and list still alive.
        del p, s, ordered, final
    return GroupResult(steps=steps, events=out_events, ignored_counts=counts)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """The rules make no reference cycles, but allocate a few objects per event and step: the cycle collector's
    passes over them (and over everything else the process holds) cost a quarter of the grouping time of a long log.
    It runs again afterwards, as it was."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
