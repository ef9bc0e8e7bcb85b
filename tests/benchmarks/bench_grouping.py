"""Grouping throughput on synthetic events (≥ 1 M), against a per-row Python baseline in the same process.

    .venv/bin/python tests/benchmarks/bench_grouping.py [n_events]

The baseline is the floor any per-event Python grouper pays: walking the same events as Python rows
(`iter_rows`) and doing nothing with them."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np
import polars as pl
import pyarrow as pa

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cuaflow.schemas.config import GroupingRules
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.tasks.group import group_events


def synthetic_events(n: int, seed: int = 0) -> pl.DataFrame:
    """~85 % mouse moves (as in real logs), clicks, scroll bursts and typing, 8 ms apart."""
    rng = np.random.default_rng(seed)
    rows: list[tuple] = []  # kind, x, y, button, scroll_dy, key, char
    x = y = 500.0
    letters = list("abcdefghijklmnopqrstuvwxyz ")
    while len(rows) < n:
        for _ in range(int(rng.integers(10, 40))):
            x, y = x + rng.normal(0, 8), y + rng.normal(0, 8)
            rows.append(("mouse_move", x, y, None, None, None, None))
        r = rng.random()
        if r < 0.5:
            rows += [("mouse_down", None, None, "left", None, None, None),
                     ("mouse_up", None, None, "left", None, None, None)]
        elif r < 0.65:
            rows += [("wheel", None, None, None, 2.0, None, None)] * 5
        else:
            for ch in rng.choice(letters, size=4):
                key = "space" if ch == " " else str(ch)
                rows += [("key_down", None, None, None, None, key, str(ch)),
                         ("key_up", None, None, None, None, key, None)]
    names = ["kind", "x", "y", "button", "scroll_dy", "key", "char"]
    df = pl.DataFrame(rows[:n], schema=dict(zip(names, [pl.String, pl.Float64, pl.Float64, pl.String, pl.Float64,
                                                       pl.String, pl.String], strict=True)), orient="row")
    df = df.with_columns(recording_id=pl.lit("bench"), line_no=pl.int_range(0, n, dtype=pl.Int32),
                         t_ms=pl.int_range(0, n, dtype=pl.Int64) * 8)
    missing = {f.name: pl.lit(None, dtype=pl.from_arrow(pa.array([], type=f.type)).dtype)  # type: ignore[union-attr]
               for f in EVENTS_SCHEMA if f.name not in df.columns}
    return df.with_columns(**missing).select(EVENTS_SCHEMA.names)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    ev = synthetic_events(n)
    print(f"events: {ev.height:,} ({(ev['kind'] == 'mouse_move').mean():.0%} mouse moves)")
    group_events(ev.head(50_000), GroupingRules(), outcome="success")  # warm-up
    runs = []
    for _ in range(3):
        t = time.perf_counter()
        res = group_events(ev, GroupingRules(), outcome="success")
        runs.append(time.perf_counter() - t)
    best = min(runs)
    t = time.perf_counter()
    for _ in ev.select("t_ms", "kind", "x", "y", "button", "key", "char").iter_rows():
        pass
    base = time.perf_counter() - t
    print(f"steps: {res.steps.height:,}")
    print(f"cuaflow grouping:        {best:6.2f} s  {n / best / 1e6:6.2f} M events/s (best of 3, one process)")
    print(f"baseline Python row walk:{base:6.2f} s  {n / base / 1e6:6.2f} M events/s (no grouping at all)")
    print(f"ratio grouping / row-walk throughput: {base / best:.2f}x")


if __name__ == "__main__":
    main()
