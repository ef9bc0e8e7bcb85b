"""The events the rules see: input events only, in time order, duplicates removed, as a few arrays by position.

- Only input events are grouped; recorder logs, accessibility snapshots, Windows device events, unknown and
  unreadable lines keep their ignore reason.
- Events are ordered by (time, line): lines written out of order are put back in time order.
- Duplicates: an event with the same kind and data as another within `duplicate_window_ms` (two recorder listeners)
  counts once — a modifier's press and release at once are one signal — except wheel events on Linux: an X11 wheel
  event is one notch, and a listener that stamps on receipt logs several notches of one burst at the same ms.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

import numpy as np
import polars as pl

from cuaflow.schemas.events import INPUT_KINDS, EventKind
from cuaflow.schemas.keys import MODIFIERS
from cuaflow.schemas.settings import GroupingRules
from cuaflow.tasks.grouping.state import Events

# What makes two events "the same" for duplicate detection (_dkind: kind, with a modifier's press and
# release folded into one signal).
_DUP_KEY = ["_dkind", "x", "y", "button", "scroll_dx", "scroll_dy", "key", "char", "text", "click_count"]
_DUP_SOURCE = ["kind", *_DUP_KEY[1:]]
_DUP_LAGS = 8
_DUP_SLICE = 1 << 16  # events whose duplicates are found at once
# Duplicate kind codes for the numeric pre-check: a key's press and release share one (for a modifier they are one
# signal; for other keys the exact check tells them apart).
_KIND_CODE = {str(k): i for i, k in enumerate(EventKind)} | {str(EventKind.KEY_UP): list(EventKind).index(
    EventKind.KEY_DOWN)}
_BUTTON_CODE = {"left": 1, "right": 2, "middle": 3}
# Columns the rules read on non-move events: Events field → events column.
_SPARSE = (("kind", "kind"), ("button", "button"), ("sdx", "scroll_dx"), ("sdy", "scroll_dy"), ("key", "key"),
           ("char", "char"), ("dead", "is_dead"), ("text", "text"), ("masked", "masked"), ("source", "source_event"),
           ("x2", "x2"), ("y2", "y2"), ("dur", "duration_ms"), ("count", "click_count"))


@dataclass
class Prepared:
    """Where the rules' positions come from: the events-table row (and line) of each input event the rules see (time
    order, duplicates removed) and the rows of the duplicates."""

    input_kind: pl.Series  # over the events table: the kind is an input kind
    dup_rows: np.ndarray  # events-table rows of the duplicates
    rows_active: np.ndarray  # the events table row of each position the rules see
    line_active: np.ndarray  # and its line
    known_x: int  # the first position with a known pointer x (events.px is NaN before it), and y
    known_y: int
    events: Events


def input_rows(events: pl.DataFrame) -> tuple[pl.Series, np.ndarray, np.ndarray, np.ndarray]:
    """Which rows are input events (by kind); the rows of those with a time, in (time, line) order; their times and
    lines. The events table itself (raw lines, strings) is never copied: only the rows that need a column have it
    gathered."""
    input_kind = events["kind"].is_in([str(k) for k in INPUT_KINDS])
    is_input = input_kind & events["t_ms"].is_not_null() & events["ignore_reason"].is_null()
    rows = is_input.arg_true().to_numpy().astype(np.int32)  # a log has fewer than 2**31 lines
    whole = len(rows) == events.height  # arg_true: rows in order, so all of them
    t = _at(events["t_ms"], rows, whole).to_numpy()
    line = _at(events["line_no"], rows, whole).to_numpy()
    if len(rows) > 1:  # a log is nearly always in order already
        dt_, dl = np.diff(t), np.diff(line)
        if not bool(((dt_ > 0) | ((dt_ == 0) & (dl >= 0))).all()):
            order = np.lexsort((line, t))  # stable, like a sort on (t_ms, line_no) keeping order
            rows, t, line = rows[order], t[order], line[order]
    return input_kind, rows, t, line


def prepare(events: pl.DataFrame, rules: GroupingRules, platform: str) -> Prepared:
    input_kind, rows, t, line = input_rows(events)
    dup = duplicates_at(events, rows, t, rules.duplicate_window_ms)
    if platform == "linux" and dup.any():
        # An X11 wheel event is one notch, and a listener stamping on receipt gets several in one batch (one ms):
        # identical wheel lines on Linux are notches, not a second listener's echo.
        dup &= ~(events["kind"] == str(EventKind.WHEEL)).to_numpy()[rows]
    has_dup = bool(dup.any())
    active, line_active, t_active = (rows[~dup], line[~dup], t[~dup]) if has_dup else (rows, line, t)
    dup_rows = rows[dup]
    del rows, line, t
    whole = len(active) == events.height and bool((np.diff(active) > 0).all())  # every row, in order: most logs
    known_x, px_arr = _pointer_axis(_at(events["x"], active, whole))
    known_y, py_arr = _pointer_axis(_at(events["y"], active, whole))
    # compared over the whole column, then gathered: a mask, not the kind strings, at every position
    is_move = (events["kind"] == str(EventKind.MOUSE_MOVE)).to_numpy()
    if not whole:
        is_move = is_move[active]
    idx = np.flatnonzero(~is_move)
    # column by column: an operation on the whole frame first makes its columns' chunks agree (a copy of the table)
    at = active[idx]
    # A column null throughout (most logs fill few of them: x2, duration, source gesture...) is not gathered or read.
    empty = {c for _, c in _SPARSE if events[c].null_count() == events.height}
    nonmove = pl.DataFrame([as_strings(events[c].clear(len(at)) if c in empty else events[c].gather(at))
                            for _, c in _SPARSE])
    sparse: dict[str, Any] = {name: [None] * len(at) if col in empty else nonmove[col].to_list()
                              for name, col in _SPARSE if name != "kind"}
    plain_up, plain_char, plain_keys = _plain_keys(idx, nonmove)
    ev = Events(t=_reads(t_active), t_arr=t_active, px=px_arr, py=py_arr, px_list=_reads(px_arr),
                py_list=_reads(py_arr), is_move=is_move, act=idx, plain_key_up=plain_up, plain_char=plain_char,
                wheel=(nonmove["kind"] == EventKind.WHEEL).to_numpy(), click_button=_click_buttons(nonmove),
                plain_keys=plain_keys, kind=nonmove["kind"],
                **sparse)
    return Prepared(input_kind, dup_rows, active, line_active, known_x, known_y, ev)


def as_strings(col: pl.Series) -> pl.Series:
    """A column read as Categorical (the group stage reads the few-valued text columns so: 4 bytes a row, not a
    16-byte view) as the strings the rules compare."""
    return col.cast(pl.String) if col.dtype == pl.Categorical else col


def _pointer_axis(col: pl.Series) -> tuple[int, np.ndarray]:
    """The pointer's coordinate on one axis at every position (`col`: the events' own): the event's own, else the last
    known one (NaN before the first known one); and that first known position."""
    filled = col.forward_fill()
    known = filled.null_count()  # forward-filled: only the positions before the first known one are null
    return known, filled.fill_null(float("nan")).cast(pl.Float64).to_numpy()


def _at(col: pl.Series, rows: np.ndarray, whole: bool) -> pl.Series:
    """The column at these rows (the column itself when they are all its rows in order, as in most logs: `whole`)."""
    return col if whole else col.gather(rows)


def _reads(a: np.ndarray) -> Sequence[Any]:
    """A read-only view of a 1-d array whose items are Python numbers."""
    return cast(Sequence[Any], np.ascontiguousarray(a).data)


def _click_buttons(nonmove: pl.DataFrame) -> np.ndarray:
    """Over the non-move events: 1, 2, 3 for a press of the left, right, middle button, minus that for its release,
    0 for any other event."""
    kind = pl.col("kind")
    button = pl.col("button").replace_strict(_BUTTON_CODE, default=0, return_dtype=pl.Int8).fill_null(0)
    sign = pl.when(kind == EventKind.MOUSE_DOWN).then(1).when(kind == EventKind.MOUSE_UP).then(-1).otherwise(0)
    return nonmove.select(button * sign.cast(pl.Int8)).to_series().to_numpy()


def _plain_keys(idx: np.ndarray, nonmove: pl.DataFrame) -> tuple[np.ndarray, np.ndarray, pl.DataFrame]:
    """Key-downs and key-ups of non-modifier keys among the non-move events at positions `idx`: which are key-ups
    and which key-downs produce an unmasked character (masks over idx) and, for the key-up matching, each one's
    position, key and direction."""
    f = nonmove.select(
        pos=pl.Series(idx), key=pl.col("key").fill_null(""), down=pl.col("kind") == EventKind.KEY_DOWN,
        plain=pl.col("kind").is_in([EventKind.KEY_DOWN, EventKind.KEY_UP])
        & ~pl.col("key").fill_null("").is_in(list(MODIFIERS)),
        typed=pl.col("char").is_not_null() & ~pl.col("masked").fill_null(False))
    plain_up = (f["plain"] & ~f["down"]).to_numpy()
    plain_char = (f["plain"] & f["down"] & f["typed"]).to_numpy()
    return plain_up, plain_char, f.filter(pl.col("plain")).select("pos", "key", "down")


def duplicates_at(events: pl.DataFrame, rows: np.ndarray, t: np.ndarray, window_ms: int) -> np.ndarray:
    """For the events at `rows` (time-sorted, times `t`): True for an event whose kind and data equal those
    of an earlier event at most `window_ms` before it. Done a slice of events at a time (with the few events before
    it that can match), so that no column is ever gathered for the whole log: within a slice, the pairs of close
    events whose kind and position agree (numpy, over the numeric columns only) are the candidates, and only
    those have the other columns gathered and compared (cursor moves 1-2 ms apart are close, but rarely at the
    same place)."""
    dup = np.zeros(len(rows), dtype=bool)
    if len(rows) < 2:
        return dup
    kind = events["kind"]
    for s in range(0, len(rows), _DUP_SLICE):
        e = min(s + _DUP_SLICE, len(rows))
        c = max(s - _DUP_LAGS, 0)
        tt = t[c:e]
        if not bool((tt[1:] - tt[:-1] <= window_ms).any()):
            continue
        if len(tt) > _DUP_LAGS and bool((tt[_DUP_LAGS:] - tt[:-_DUP_LAGS] <= window_ms).any()):
            # more than _DUP_LAGS events in one window: an exact sort by key over the slice and all it can match
            c = int(np.searchsorted(t, t[s] - window_ms, side="left"))
            found = _duplicates_in_runs(_dup_keys(events, rows[c:e], t[c:e]), _DUP_KEY, window_ms)
            dup[s:e] = found.to_numpy()[s - c:]
            continue
        at = rows[c:e]
        code = _dup_codes(kind.gather(at))
        x, y = (events[col].gather(at).cast(pl.Float64).to_numpy() for col in ("x", "y"))
        later, earlier = _close_pairs(tt, code, x, y, s - c, window_ms)
        if len(later):
            dup[c + later[_same_keys(events, at[later], at[earlier])]] = True
    return dup


def _close_pairs(t: np.ndarray, code: np.ndarray, x: np.ndarray, y: np.ndarray, first: int, window_ms: int,
                 ) -> tuple[np.ndarray, np.ndarray]:
    """Pairs (later, earlier) of positions at most _DUP_LAGS apart and `window_ms` apart in time, the later one at or
    after `first`, whose duplicate kind code and position agree (NaN: unknown, equal to unknown): a superset of the
    duplicate pairs, to check on every key."""
    later, earlier = [], []
    for k in range(1, min(_DUP_LAGS, len(t) - 1) + 1):
        same = (t[k:] - t[:-k] <= window_ms) & (code[k:] == code[:-k])
        same &= _eq_nan(x[k:], x[:-k]) & _eq_nan(y[k:], y[:-k])
        same[: max(first - k, 0)] = False
        hit = np.flatnonzero(same)
        later.append(hit + k)
        earlier.append(hit)
    return np.concatenate(later), np.concatenate(earlier)


def _eq_nan(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a == b) | (np.isnan(a) & np.isnan(b))


def _dup_codes(kind: pl.Series) -> np.ndarray:
    """A small integer per event kind, a key press and release sharing one (a modifier's are one signal)."""
    return kind.cast(pl.String).replace_strict(_KIND_CODE, default=-1, return_dtype=pl.Int8).to_numpy()


def _same_keys(events: pl.DataFrame, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """For each pair of events-table rows (a[i], b[i]): all duplicate keys equal (null equal to null)."""
    ka = _dup_keys(events, a, None)
    kb = _dup_keys(events, b, None)
    same = pl.all_horizontal([ka[c].eq_missing(kb[c]) for c in _DUP_KEY])
    return pl.select(same).to_series().to_numpy()


def _dup_keys(events: pl.DataFrame, rows: np.ndarray, t: np.ndarray | None) -> pl.DataFrame:
    """The duplicate key columns of the events at `rows` (and their times, when given)."""
    sub = pl.DataFrame([as_strings(events[c].gather(rows)) for c in _DUP_SOURCE])
    if t is not None:
        sub = sub.with_columns(pl.Series("t_ms", t))
    # A modifier change is one OS signal that two listeners may read as press and as release:
    # for modifiers, direction is not part of the duplicate key.
    return sub.with_columns(
        _dkind=pl.when(pl.col("key").is_in(list(MODIFIERS)) & pl.col("kind").is_in(["key_down", "key_up"]))
        .then(pl.lit("modifier_change")).otherwise(pl.col("kind"))
    )


def _duplicates_in_runs(inp: pl.DataFrame, keys: list[str], window_ms: int) -> pl.Series:
    """`duplicates_at` over the rows of the close runs (time-sorted): comparing with the previous few rows is exact
    unless more than _DUP_LAGS events share one window; then an exact sort by key decides."""
    t = pl.col("t_ms")
    crowded = inp.select(((t - t.shift(_DUP_LAGS)) <= window_ms).any()).item()
    if not crowded:
        conds = []
        for k in range(1, _DUP_LAGS + 1):
            same = (t - t.shift(k)) <= window_ms
            for c in keys:
                same = same & pl.col(c).eq_missing(pl.col(c).shift(k))
            conds.append(same.fill_null(False))
        return inp.select(pl.any_horizontal(conds).alias("_dup")).to_series()
    keyed = inp.select([*keys, "t_ms"]).with_row_index("_i").with_columns(_h=pl.struct(keys).hash())
    keyed = keyed.sort(["_h", "t_ms", "_i"])
    same = (pl.col("_h") == pl.col("_h").shift(1)) & ((t - t.shift(1)) <= window_ms)
    for c in keys:
        same = same & pl.col(c).eq_missing(pl.col(c).shift(1))
    return keyed.with_columns(_dup=same.fill_null(False)).sort("_i")["_dup"]
