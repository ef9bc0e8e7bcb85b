"""The grouping's output: the steps in their final order (with `wait` and `terminate` steps), the steps table with
each step's raw-event range, and the events table with lineage (`step_index`), duplicates and ignore reasons."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import chain, compress, repeat
from operator import attrgetter, is_not

import numpy as np
import polars as pl
import pyarrow as pa

from cuaflow.schemas.settings import GroupingRules
from cuaflow.schemas.steps import STEPS_SCHEMA, StepKind
from cuaflow.schemas.tables import polars_types
from cuaflow.tasks.grouping.prepare import Prepared, as_strings
from cuaflow.tasks.grouping.state import DROP, State, Step

_WAIT_ORDER = 10**8  # a wait sorts after any step that starts at the same instant
# The columns grouping fills, typed from STEPS_SCHEMA.
_STEP_GROUP_SCHEMA = polars_types(STEPS_SCHEMA, (
    "recording_id", "step_index", "kind", "button", "click_count", "t_start_ms", "t_end_ms", "x", "y", "x2", "y2",
    "scroll_dx", "scroll_dy", "text", "keys", "modifiers", "duration_ms", "status", "event_first", "event_last",
    "n_events", "flags", "rules_version"))
_STEP_COLUMNS = _STEP_GROUP_SCHEMA | {"cursor_x": pl.Float64, "cursor_y": pl.Float64}
_STEP_VALUES = ("button", "click_count", "x", "y", "x2", "y2", "scroll_dx", "scroll_dy", "text", "status")


def wait_steps(t: np.ndarray, t_start: np.ndarray, t_end: np.ndarray, rules: GroupingRules) -> list[Step]:
    """An idle gap of `wait_gap_ms` between input events, outside any step (spans t_start..t_end), is a `wait`."""
    if rules.wait_gap_ms <= 0 or len(t) < 2:
        return []
    gaps = np.flatnonzero(np.diff(t) >= rules.wait_gap_ms)
    if not len(gaps):
        return []
    a, b = t[gaps], t[gaps + 1]
    # idle inside a held press or key: some step starts before the gap and ends after it
    by_start = np.argsort(t_start, kind="stable")
    reach = np.maximum.accumulate(t_end[by_start]) if len(by_start) else t_end
    before = np.searchsorted(t_start[by_start], a, side="left")
    inside = (before > 0) & (reach[np.maximum(before - 1, 0)] > b) if len(by_start) else np.zeros(len(a), bool)
    return [Step(kind=StepKind.WAIT, t_start=a0, t_end=b0, order=_WAIT_ORDER)
            for a0, b0 in zip(a[~inside].tolist(), b[~inside].tolist(), strict=True)]


def final_steps(s: State, outcome: str) -> tuple[list[Step], np.ndarray]:
    """The steps in time order (ties: creation order), waits included, a closing `terminate` carrying the outcome;
    and each event's final step index (-1: none)."""
    # map and attrgetter: no Python frame per step
    live = np.fromiter(map(DROP.__ne__, map(attrgetter("kind"), s.steps)), dtype=bool, count=len(s.steps))
    kept = list(compress(s.steps, live.tolist()))
    t = s.ev.t_arr
    t_start = np.fromiter(map(attrgetter("t_start"), kept), dtype=np.int64, count=len(kept))
    t_end = np.fromiter(map(attrgetter("t_end"), kept), dtype=np.int64, count=len(kept))
    waits = wait_steps(t, t_start, t_end, s.r)
    end_t = max(int(t[-1]) if len(t) else 0, int(t_end.max()) if len(kept) else 0)
    status = {"success": "success", "failure": "failure"}.get(outcome)
    term = Step(kind=StepKind.TERMINATE, t_start=end_t, t_end=end_t, order=10**9, status=status)
    if status is None:
        term.flag("no_tool_call")
    both = [*kept, *waits]
    starts = np.concatenate((t_start, np.array([w.t_start for w in waits], dtype=np.int64)))
    orders = np.fromiter(map(attrgetter("order"), both), dtype=np.float64, count=len(both))
    by_time = np.lexsort((orders, starts))  # stable: like sorting on (t_start, order)
    ordered = [both[k] for k in by_time.tolist()]
    ordered.append(term)
    rank = np.empty(len(both), dtype=np.int32)
    rank[by_time] = np.arange(len(both))
    sid_to_final = np.full(len(s.steps) + 1, -1, dtype=np.int32)  # the last one: for consumed == -1
    sid_to_final[np.flatnonzero(live)] = rank[: len(kept)]
    return ordered, sid_to_final[s.consumed]


def events_table(events: pl.DataFrame, p: Prepared, s: State, final: np.ndarray) -> tuple[pl.DataFrame, dict[str, int]]:
    """The events with lineage back on them, by row position (no join); and the count of ignored events by reason.
    Each event's reason is first a number (an index into the reasons met): the reason column, strings, is built once
    and counted without hashing every row."""
    step = np.full(events.height, -1, dtype=np.int32)
    mask = final >= 0
    step[p.rows_active[mask]] = final[mask]
    del mask
    code, names = _reason_codes(events["ignore_reason"], p, s, final, step)
    counts = _counts(code, names)
    code_s = pl.Series(code)
    del code
    reason = pl.select(pl.lit(pl.Series(names, dtype=pl.String)).gather(pl.when(code_s >= 0).then(code_s)))
    del code_s
    dup = np.zeros(events.height, dtype=bool)
    dup[p.dup_rows] = True
    step_s = pl.Series(step)
    del step
    lineage = {"step_index": pl.select(pl.when(step_s >= 0).then(step_s)).to_series(),
               "duplicate": pl.Series(dup), "ignore_reason": reason.to_series()}
    return _with_columns(events, lineage), counts


def _with_columns(events: pl.DataFrame, new: dict[str, pl.Series]) -> pl.DataFrame:
    """`events` with these columns in place of its own, every column cut into the same chunks (those of its Parquet
    row groups): a frame whose columns' chunks differ is copied whole by the next operation that makes them agree
    (a `select` of three columns included)."""
    first = next((events[c] for c in events.columns if events[c].n_chunks() > 1), None)
    lengths = first.chunk_lengths() if first is not None else [events.height]
    names = [*events.columns, *(c for c in new if c not in events.columns)]
    return pl.DataFrame([_cut(new[c].alias(c) if c in new else events[c], lengths) for c in names])


def _cut(col: pl.Series, lengths: list[int]) -> pl.Series:
    """The column in chunks of these lengths (zero-copy slices of a column in one chunk)."""
    if col.chunk_lengths() == lengths:
        return col
    if col.n_chunks() > 1:
        col = col.rechunk()
    starts = np.cumsum([0, *lengths[:-1]]).tolist()
    return pl.concat([col.slice(a, k) for a, k in zip(starts, lengths, strict=True)], rechunk=False)


def _reason_codes(given: pl.Series, p: Prepared, s: State, final: np.ndarray, step: np.ndarray,
                  ) -> tuple[np.ndarray, list[str]]:
    """Each event's ignore reason as an index into the returned names (-1: none), in the order they override each
    other: the events table's own, cursor jitter, the rules' reasons, orphans, duplicates, no usable time."""
    names = list(_REASONS)
    index = {r: k for k, r in enumerate(names)}

    def add(reasons: list[str]) -> None:
        for r in reasons:
            if r not in index:
                index[r] = len(names)
                names.append(r)

    code = np.full(len(given), -1, dtype=np.int32)
    # the reasons the events table came with: few rows (unreadable and non-input lines)
    given_at = given.is_not_null().arg_true().to_numpy()
    given_values = as_strings(given.gather(given_at))
    add(given_values.unique(maintain_order=True).to_list())
    code[given_at] = given_values.replace_strict(index, return_dtype=pl.Int32).to_numpy()
    mask = final >= 0
    jitter = s.jitter & ~mask
    code[p.rows_active[jitter]] = index["cursor_jitter"]
    ignored_pos = [i for i in s.ignore if final[i] < 0]
    add([s.ignore[i] for i in ignored_pos])
    code[p.rows_active[ignored_pos]] = [index[s.ignore[i]] for i in ignored_pos]
    # defensive: an event neither consumed nor ignored would be lost silently
    lost = ~mask & ~jitter
    lost[ignored_pos] = False
    code[p.rows_active[lost]] = index["orphan_release"]
    code[p.dup_rows] = index["duplicate"]
    code[(code < 0) & (step < 0) & p.input_kind.to_numpy()] = index["invalid_line: no usable time"]
    return code, names


# grouping's own ignore reasons (codes 0..3 of events_table's)
_REASONS = ["cursor_jitter", "orphan_release", "duplicate", "invalid_line: no usable time"]


def _counts(code: np.ndarray, names: list[str]) -> dict[str, int]:
    """Ignored events by reason (the part before ':'), from the reason codes (-1: none)."""
    per_code = np.bincount(code[code >= 0], minlength=len(names)).tolist()
    by_reason: Counter[str] = Counter()
    for name, k in zip(names, per_code, strict=True):
        if k:
            by_reason[name.split(":")[0]] += k
    return dict(sorted(by_reason.items()))


def steps_table(ordered: list[Step], p: Prepared, final: np.ndarray, rec_id: str, rules: GroupingRules,
                ) -> pl.DataFrame:
    """One row per step with the raw-event range it consumed and where the pointer was when it started."""
    n_out = len(ordered)
    cols: dict[str, object] = {name: list(map(attrgetter(name), ordered)) for name in _STEP_VALUES}
    t_start = np.fromiter(map(attrgetter("t_start"), ordered), dtype=np.int64, count=n_out)
    t_end = np.fromiter(map(attrgetter("t_end"), ordered), dtype=np.int64, count=n_out)
    cols |= {
        "recording_id": pl.repeat(rec_id, n_out, eager=True), "step_index": pl.int_range(n_out, eager=True),
        "kind": list(map(str, map(attrgetter("kind"), ordered))), "t_start_ms": pl.Series(t_start),
        "t_end_ms": pl.Series(t_end),
        "keys": _string_lists("keys", list(map(attrgetter("keys"), ordered))),
        "modifiers": _string_lists("modifiers", list(map(attrgetter("modifiers"), ordered))),
        "duration_ms": pl.Series(t_end - t_start),
        "flags": _string_lists("flags", _flags(ordered)),
        "rules_version": pl.repeat(rules.version, n_out, eager=True),
    } | _event_ranges(final, p.line_active, n_out) | _cursor_at(p, t_start)
    return pl.DataFrame(cols).select([pl.col(c).cast(dtype) for c, dtype in _STEP_COLUMNS.items()])


def _cursor_at(p: Prepared, t: np.ndarray) -> dict[str, pl.Series]:
    """Where the pointer was at each time in t: at the last input event at or before it with a known position."""
    start = p.known_x
    times = p.events.t_arr[start:]
    if not len(times):
        return {"cursor_x": pl.Series([None] * len(t), dtype=pl.Float64),
                "cursor_y": pl.Series([None] * len(t), dtype=pl.Float64)}
    at = np.maximum(np.searchsorted(times, t, side="right") - 1, 0) + start
    before = t < times[0]
    # a y unknown where x is known stays null
    return {"cursor_x": pl.Series(p.events.px[at]).scatter(np.flatnonzero(before), None),
            "cursor_y": pl.Series(p.events.py[at]).scatter(np.flatnonzero(before | (at < p.known_y)), None)}


def _event_ranges(final: np.ndarray, line: np.ndarray, n_out: int) -> dict[str, pl.Series]:
    """Each step's first and last source line (null: no event) and its number of events, from each event's step
    (`final`, -1: none) and line. Consecutive events mostly share their step: the min and max are taken per run of
    one step (reduceat), then over the few runs of each step (steps interleave where a typing run spans moves): no
    sort and no group-by over every event."""
    count = np.bincount(final + 1, minlength=n_out + 1)[1:]
    lo = np.zeros(n_out, dtype=np.int64)
    hi = np.zeros(n_out, dtype=np.int64)
    if len(final):
        at = np.flatnonzero(np.r_[True, final[1:] != final[:-1]])
        run_step = final[at]
        owned = run_step >= 0
        run_step, run_lo, run_hi = (run_step[owned], np.minimum.reduceat(line, at)[owned],
                                    np.maximum.reduceat(line, at)[owned])
        lo[run_step], hi[run_step] = run_lo, run_hi  # a step's only run; for the few with several, the min (max)
        shared = (np.bincount(run_step, minlength=n_out) > 1)[run_step]
        np.minimum.at(lo, run_step[shared], run_lo[shared])
        np.maximum.at(hi, run_step[shared], run_hi[shared])
    none = np.flatnonzero(count == 0)
    return {"event_first": pl.Series(lo).scatter(none, None), "event_last": pl.Series(hi).scatter(none, None),
            "n_events": pl.Series(count)}


def _flags(ordered: list[Step]) -> list[list[str]]:
    """Each step's flags, `masked` last on a masked step (few are)."""
    flags: list[list[str]] = list(map(attrgetter("flags"), ordered))
    masked = np.fromiter(map(attrgetter("masked"), ordered), dtype=bool, count=len(ordered))
    for k in np.flatnonzero(masked).tolist():
        flags[k] = [*flags[k], "masked"]
    return flags


def _string_lists(name: str, lists: Sequence[list[str] | None]) -> pl.Series:
    """A list-of-strings column from Python lists (None: null), built from one flat column and its offsets:
    polars builds a nested Python list element by element (a Series per row: half the grouping time on a
    long log). Read through map and compress: no Python frame per step."""
    present = np.fromiter(map(is_not, lists, repeat(None)), dtype=bool, count=len(lists))
    given = list(compress(lists, present.tolist()))
    sizes = np.zeros(len(lists), dtype=np.int32)
    sizes[present] = np.fromiter(map(len, given), dtype=np.int32, count=len(given))  # type: ignore[arg-type]
    offsets = np.zeros(len(lists) + 1, dtype=np.int32)
    np.cumsum(sizes, out=offsets[1:])
    values = pl.Series(list(chain.from_iterable(given)), dtype=pl.String).to_arrow()  # type: ignore[arg-type]
    # from_buffers, not pa.array(numpy): that path imports pandas (~0.3 s)
    arr = pa.ListArray.from_arrays(pa.Array.from_buffers(pa.int32(), len(offsets), [None, pa.py_buffer(offsets)]),
                                   values, mask=None if present.all() else pl.Series(~present).to_arrow())
    return pl.Series(name, arr, dtype=pl.List(pl.String))
