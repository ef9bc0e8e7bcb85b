"""Grouping throughput on synthetic events (≥ 1 M), against the reference grouper and a per-row Python walk, both
measured in the same process.

    .venv/bin/python tests/benchmarks/bench_grouping.py [n_events] [--check-seeds N]

The reference is the grouper of REFERENCE_COMMIT (before the rules were split by gesture family and
vectorised), loaded from git: the benchmark's output must equal it frame for frame, on the benchmark's events and on
N smaller mixed logs (modifiers, hotkeys, drags, multi-clicks, shift+wheel, backspace, dead keys, text, touch
gestures, duplicates, out-of-order lines, idle gaps). Without git (or that commit) the check is skipped and said so.
The row walk is the floor any per-event Python grouper pays: walking the same events as Python rows (`iter_rows`)
and doing nothing with them."""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import polars as pl
import pyarrow as pa

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cuaflow.schemas.events import EVENTS_SCHEMA, Gesture
from cuaflow.schemas.settings import GroupingRules
from cuaflow.tasks.recording.group import group_events

ROOT = Path(__file__).resolve().parents[2]
REFERENCE_COMMIT = "7e8bf302c0697b88f15b642aa745bf7d8ccf22f0"
REFERENCE_PATH = "tasks/" + "group.py"  # its path at that commit (split so that no rewrite of paths touches it)
_COLUMNS = ["kind", "x", "y", "button", "scroll_dx", "scroll_dy", "key", "char", "is_dead", "text", "masked",
            "click_count", "source_event", "x2", "y2", "duration_ms"]
_TYPES = [pl.String, pl.Float64, pl.Float64, pl.String, pl.Float64, pl.Float64, pl.String, pl.String, pl.Boolean,
          pl.String, pl.Boolean, pl.Int8, pl.String, pl.Float64, pl.Float64, pl.Int64]


def _frame(rows: list[dict[str, Any]], t: np.ndarray, line: np.ndarray) -> pl.DataFrame:
    df = pl.DataFrame({c: [r.get(c) for r in rows] for c in _COLUMNS},
                      schema=dict(zip(_COLUMNS, _TYPES, strict=True)))
    df = df.with_columns(recording_id=pl.lit("bench"), line_no=pl.Series(line, dtype=pl.Int32),
                         t_ms=pl.Series(t, dtype=pl.Int64))
    missing = {f.name: pl.lit(None, dtype=pl.from_arrow(pa.array([], type=f.type)).dtype)  # type: ignore[union-attr]
               for f in EVENTS_SCHEMA if f.name not in df.columns}
    return df.with_columns(**missing).select(EVENTS_SCHEMA.names)


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


_KEYS = [("a", "a"), ("b", "b"), ("q", "q"), ("1", "1"), ("space", " "), ("enter", None), ("backspace", None),
         ("tab", None), ("f5", None), ("left", None), ("a", None), ("e", "é"), ("dead_acute", None)]
_MOD_KEYS = ["ctrl", "shift", "alt", "meta"]
_GESTURES = ["tap", "double_tap", "long_press", "pinch", "scroll", "swipe", "back", "home"]


def _mixed_event(rng: np.random.Generator, x: float, y: float) -> list[dict[str, Any]]:
    """One event, or a press and its release."""
    r = rng.random()
    if r < 0.35:
        return [{"kind": "mouse_move", "x": x, "y": y}]
    if r < 0.5:
        b = ["left", "left", "left", "right", "middle", "other"][int(rng.integers(0, 6))]
        down: dict[str, Any] = {"kind": "mouse_down", "button": b}
        if rng.random() < 0.5:
            down |= {"x": x, "y": y}
        if rng.random() < 0.1:
            down["click_count"] = int(rng.integers(1, 4))
        up = {"kind": "mouse_up", "button": b}
        return [down, up] if rng.random() < 0.7 else [down] if rng.random() < 0.5 else [up]
    if r < 0.62:
        ev: dict[str, Any] = {"kind": "wheel", "scroll_dy": float(rng.choice([-3.0, -1.0, 0.0, 2.0]))}
        if rng.random() < 0.2:
            ev["scroll_dx"] = 1.0
        return [ev]
    if r < 0.85:
        key, char = _KEYS[int(rng.integers(0, len(_KEYS)))]
        down = {"kind": "key_down", "key": key, "char": char, "is_dead": key.startswith("dead") or rng.random() < 0.03,
                "masked": bool(rng.random() < 0.03)}
        up = {"kind": "key_up", "key": key}
        return [down, up] if rng.random() < 0.8 else [down] if rng.random() < 0.5 else [up]
    if r < 0.91:
        mod = str(rng.choice(_MOD_KEYS))
        return [{"kind": "key_down" if rng.random() < 0.55 else "key_up", "key": mod}]
    if r < 0.94:
        return [{"kind": "text", "text": str(rng.choice(["hello", "", "x"])), "masked": bool(rng.random() < 0.2),
                 "duration_ms": int(rng.integers(0, 50))}]
    if r < 0.98:
        g = str(rng.choice(_GESTURES))
        return [{"kind": "gesture", "source_event": g, "x": x, "y": y, "x2": x + 40.0, "y2": y - 30.0,
                 "duration_ms": int(rng.integers(0, 600)), "scroll_dy": 3.0}]
    return [{"kind": "app_log", "text": "noise"}]


def mixed_events(n: int, seed: int) -> pl.DataFrame:
    """Every rule family, in random order: small gaps (multi-clicks, typing runs, duplicates within 2 ms), idle gaps,
    repeated lines and a few lines written out of time order."""
    rng = np.random.default_rng(seed)
    rows: list[dict[str, Any]] = []
    x, y, t = 300.0, 200.0, 0
    ts: list[int] = []
    while len(rows) < n:
        x = float(np.clip(x + rng.normal(0, 6), -20, 1500))
        y = float(np.clip(y + rng.normal(0, 6), -20, 1000))
        for k, ev in enumerate(_mixed_event(rng, round(x, 1), round(y, 1))):
            g = rng.random()
            t += int(rng.integers(0, 3)) if g < 0.2 else int(rng.integers(3, 200 if k == 0 else 120)) if g < 0.97 \
                else int(rng.integers(2500, 7000))
            rows.append(ev)
            ts.append(t)
            if rng.random() < 0.05:  # a second listener's copy
                rows.append(dict(ev))
                ts.append(t + int(rng.integers(0, 3)))
    t_arr = np.array(ts[:n], dtype=np.int64)
    line = np.arange(len(t_arr), dtype=np.int32)
    swap = rng.integers(0, max(1, len(t_arr) - 1), size=len(t_arr) // 200)
    line[swap], line[swap + 1] = line[swap + 1].copy(), line[swap].copy()  # written out of order
    return _frame(rows[:n], t_arr, line)


GESTURE_TABLE = {"tap": Gesture.TAP, "double_tap": Gesture.DOUBLE_TAP, "long_press": Gesture.LONG_PRESS,
                 "pinch": Gesture.PINCH, "scroll": Gesture.SCROLL, "swipe": Gesture.SWIPE}


def reference_module() -> ModuleType | None:
    """The grouping module at REFERENCE_COMMIT, imported under its own name (None without git or that commit)."""
    try:
        src = subprocess.run(["git", "show", f"{REFERENCE_COMMIT}:{REFERENCE_PATH}"], cwd=ROOT,
                             capture_output=True, check=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    spec = importlib.util.spec_from_loader("_group_reference", loader=None)
    assert spec is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["_group_reference"] = mod  # dataclasses look their module up
    exec(compile(src, f"{REFERENCE_COMMIT[:8]}:{REFERENCE_PATH}", "exec"), mod.__dict__)
    return mod


def same_output(ref: Callable[..., Any], ev: pl.DataFrame, rules: GroupingRules | None = None,
                **kw: Any) -> str | None:
    """None when both groupers give equal steps, events and ignore counts, else what differs."""
    rules = rules or GroupingRules()
    a, b = group_events(ev, rules, **kw), ref(ev, rules, **kw)
    if not a.steps.equals(b.steps):
        return "steps differ"
    if not a.events.equals(b.events):
        return "events differ"
    if a.ignored_counts != b.ignored_counts:
        return "ignored counts differ"
    return None


def check_mixed(ref: Callable[..., Any], seeds: int) -> None:
    variants: list[dict[str, Any]] = [
        {"outcome": "success"},
        {"outcome": "failure", "platform": "linux", "keyboard_layout": "fr-azerty", "screen": (1440.0, 900.0),
         "gestures": GESTURE_TABLE},
        {"outcome": "unknown", "platform": "macos", "keyboard_layout": "no-such-layout", "gestures": GESTURE_TABLE,
         "rules": GroupingRules(typing_gap_ms=100, scroll_gap_ms=30, modifier_stale_ms=300, move_min_distance=0.0,
                                backspace_edits_text=False, duplicate_window_ms=0)},
        {"outcome": "success", "platform": "windows", "keyboard_layout": "de-qwertz",
         "rules": GroupingRules(multi_click_interval_ms=2000, multi_click_distance=20.0, drag_distance=0.0,
                                wait_gap_ms=500)},
    ]
    for seed in range(seeds):
        ev = mixed_events(3_000, seed)
        if seed % 2:  # positions known on one axis only at the start
            ev = ev.with_columns(y=pl.when(pl.int_range(pl.len()) < 150).then(None).otherwise(pl.col("y")))
        for kw in variants:
            diff = same_output(ref, ev, **kw)
            if diff:
                raise SystemExit(f"mixed log seed {seed} {kw}: {diff} from the reference")
    print(f"mixed logs: {seeds} seeds x {len(variants)} settings equal to the reference")


def best_of(fn: Callable[[], Any], runs: int = 3) -> tuple[float, float]:
    """Best wall time and best CPU time of this process (all its threads) over the runs: on a loaded machine the
    CPU time moves less."""
    wall, cpu = [], []
    for _ in range(runs):
        t, c = time.perf_counter(), time.process_time()
        fn()
        wall.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    return min(wall), min(cpu)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("n", nargs="?", type=int, default=1_000_000)
    ap.add_argument("--check-seeds", type=int, default=30, help="mixed logs compared with the reference")
    args = ap.parse_args()
    n = args.n
    ev = synthetic_events(n)
    print(f"events: {ev.height:,} ({(ev['kind'] == 'mouse_move').mean():.0%} mouse moves)")
    ref = reference_module()
    if ref is None:
        print(f"reference {REFERENCE_COMMIT[:8]} not reachable through git: outputs not compared")
    else:
        diff = same_output(ref.group_events, ev, outcome="success")
        if diff:
            raise SystemExit(f"benchmark events: {diff} from the reference")
        print(f"benchmark events: output equal to the reference ({REFERENCE_COMMIT[:8]})")
        check_mixed(ref.group_events, args.check_seeds)
    group_events(ev.head(50_000), GroupingRules(), outcome="success")  # warm-up
    best, best_cpu = best_of(lambda: group_events(ev, GroupingRules(), outcome="success"))
    res = group_events(ev, GroupingRules(), outcome="success")
    t = time.perf_counter()
    for _ in ev.select("t_ms", "kind", "x", "y", "button", "key", "char").iter_rows():
        pass
    base = time.perf_counter() - t
    print(f"steps: {res.steps.height:,}")
    print(f"cuaflow grouping:        {best:6.2f} s  {n / best / 1e6:6.2f} M events/s (best of 3, one process; "
          f"CPU {best_cpu:.2f} s)")
    if ref is not None:
        old, old_cpu = best_of(lambda: ref.group_events(ev, GroupingRules(), outcome="success"))
        print(f"reference grouping:      {old:6.2f} s  {n / old / 1e6:6.2f} M events/s ({REFERENCE_COMMIT[:8]}, "
              f"best of 3; CPU {old_cpu:.2f} s): {old / best:.2f}x faster now ({old_cpu / best_cpu:.2f}x in CPU time)")
    print(f"baseline Python row walk:{base:6.2f} s  {n / base / 1e6:6.2f} M events/s (no grouping at all)")
    print(f"ratio grouping / row-walk throughput: {base / best:.2f}x")


if __name__ == "__main__":
    main()
