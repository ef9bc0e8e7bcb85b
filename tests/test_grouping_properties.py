"""Properties of the grouping over arbitrary event sequences (hypothesis)."""

from __future__ import annotations

import json

import polars as pl
import pyarrow as pa
from eventlog import Log
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from cuaflow.connectors.clones import parse_log_lines
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.schemas.settings import GroupingRules
from cuaflow.tasks.recording.group import group_events

KEYS = [("KeyA", "a"), ("KeyB", "b"), ("Num1", "1"), ("Space", " "), ("Return", None), ("Backspace", None),
        ("Tab", None), ("ShiftLeft", None), ("ControlLeft", None), ("MetaLeft", None), ("Alt", None)]
LINEAGE = ("event_first", "event_last", "n_events")

event = st.one_of(
    st.tuples(st.just("move"), st.integers(0, 60), st.floats(-50, 500).map(lambda v: round(v, 2)),
              st.floats(-50, 400).map(lambda v: round(v, 2))),
    st.tuples(st.sampled_from(["down", "up"]), st.integers(0, 400), st.sampled_from(["Left", "Right", "Middle"])),
    st.tuples(st.just("wheel"), st.integers(0, 400), st.sampled_from([-3.0, -1.0, 2.0, 0.5])),
    st.tuples(st.sampled_from(["kd", "ku"]), st.integers(0, 1500), st.sampled_from(range(len(KEYS)))),
    st.tuples(st.just("idle"), st.integers(2000, 7000)),
)


def build(evs: list[tuple]) -> Log:
    log = Log()
    for e in evs:
        kind, dt = e[0], e[1]
        if kind == "move":
            log.move(e[2], e[3], dt)
        elif kind == "down":
            log.down(e[2], dt)
        elif kind == "up":
            log.up(e[2], dt)
        elif kind == "wheel":
            log.wheel(e[2], dt)
        elif kind == "kd":
            key, char = KEYS[e[2]]
            log.kd(key, char, dt)
        elif kind == "ku":
            log.ku(KEYS[e[2]][0], dt)
        else:
            log.wait(dt)
    return log


SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(st.lists(event, max_size=60))
def test_deterministic_and_every_event_accounted_once(evs: list[tuple]) -> None:
    log = build(evs)
    a = group_events(log.frame(), GroupingRules(), outcome="success")
    b = group_events(log.frame(), GroupingRules(), outcome="success")
    assert a.steps.equals(b.steps) and a.events.equals(b.events)
    consumed = a.events["step_index"].is_not_null()
    ignored = a.events["ignore_reason"].is_not_null()
    assert (consumed ^ ignored).all()
    n_steps = a.steps.height
    assert a.events["step_index"].drop_nulls().max() is None or a.events["step_index"].drop_nulls().max() < n_steps
    # n_events per step equals the number of events pointing at it
    counts = a.events.group_by("step_index").len().drop_nulls("step_index")
    want = dict(zip(counts["step_index"].to_list(), counts["len"].to_list(), strict=True))
    got = {i: n for i, n in zip(a.steps["step_index"].to_list(), a.steps["n_events"].to_list(), strict=True) if n}
    assert got == want


@SETTINGS
@given(st.lists(event, max_size=60))
def test_duplicating_every_line_changes_nothing(evs: list[tuple]) -> None:
    log = build(evs)
    doubled = [line for line in log.lines for _ in range(2)]
    a = group_events(log.frame(), GroupingRules(), outcome="success")
    b = group_events(log.frame(doubled), GroupingRules(), outcome="success")
    assert a.steps.drop(*LINEAGE).equals(b.steps.drop(*LINEAGE))
    assert b.events["duplicate"].sum() >= len(log.lines) - a.events["duplicate"].sum() - a.events.filter(
        pl.col("kind").is_in(["invalid"])).height


@SETTINGS
@given(st.lists(event, max_size=60))
# a drag whose start a held Shift moved before its approach moves: the approach step once ended before it began
@example([("kd", 0, 7), ("move", 1, 0.0, 6.0), ("down", 0, "Left"), ("move", 0, 0.0, 0.0)])
def test_step_times_are_ordered(evs: list[tuple]) -> None:
    res = group_events(build(evs).frame(), GroupingRules(), outcome="success")
    starts = res.steps["t_start_ms"].to_list()
    assert starts == sorted(starts)
    assert all(e >= s for s, e in zip(starts, res.steps["t_end_ms"].to_list(), strict=True))
    assert res.steps["step_index"].to_list() == list(range(res.steps.height))
    assert res.steps["kind"][-1] == "terminate"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.binary(max_size=80), st.sampled_from([
    b'{"data":{"x":1e400,"y":2},"event":"mousemove","time":5}', b'{"event":"keydown","time":-4,"data":{}}',
    b'{"data":[],"event":"mousedown","time":1}', b'{"data":{"key":5},"event":"keyup","time":"x"}',
    b'{"data":{"delta":"NaN"},"event":"mousewheel","time":3}', b"null", b"[1,2]", b'{"time":1e30,"event":"a"}',
    b'{"data":{"x":1,"y":2},"event":"mousemove","time":9007199254740993}',
])), max_size=30))
def test_parser_never_raises_and_keeps_every_line(chunks: list[bytes]) -> None:
    data = b"\n".join(c.replace(b"\n", b" ") for c in chunks)
    cols, times = parse_log_lines(data, "fuzz")
    # lines end at LF; a log whose first read block (4 MiB: all of this one) holds CRs and no LF ends them at CR
    sep = b"\r" if b"\n" not in data and b"\r" in data else b"\n"
    n = len(data.split(sep)) - (1 if data.endswith(sep) else 0) if data else 0
    assert len(cols["kind"]) == len(times) == n
    for kind, reason in zip(cols["kind"], cols["ignore_reason"], strict=True):
        assert kind is not None
        if kind == "invalid":
            assert reason and reason.startswith("invalid_line")
    cols["t_ms"] = times  # in range by construction: larger times are invalid lines
    ev = pl.from_arrow(pa.Table.from_pydict(cols, schema=EVENTS_SCHEMA))
    res = group_events(ev, GroupingRules(), outcome="success")  # never raises on garbage either
    assert res.events.height == n
    json.dumps(res.ignored_counts)
