"""Quality signals from the data itself, no model: per step and per recording, over a dataset's window.

- **Idle gaps**: the time since the previous action ended (a `wait` step, which grouping makes of a long pause,
  counts as idle time); a step after at least `idle_gap_ms` is `after_idle_gap`.
- **Repeated clicks**: a click (or tap) of the same button and count as the action just before it (mouse moves
  between are ignored), within `repeat_radius_ru` RU of its point and `repeat_within_ms` of its end: the first
  click did not do what was wanted, or did it and the second is wasted either way.
- **Undo/redo loops**: ctrl/cmd+z (undo), ctrl+y or ctrl/cmd+shift+z (redo); a run of such steps with nothing
  but mouse moves between that holds both an undo and a redo went back and forth: every step of it is
  `in_undo_loop`.
- `redundant` = a repeated click or a step of an undo/redo loop: what `quality.drop_redundant_steps` drops.
- Per recording: the counts, the actions against the median of its task's recordings in the window, the clock
  alignment's confidence (recordings table) and the share of pointer steps with a named target.
"""

from __future__ import annotations

import math
from statistics import median
from typing import Any

import polars as pl

from cuaflow.schemas.dataset_config import QualitySpec
from cuaflow.schemas.quality import RECORDING_QUALITY_SCHEMA, STEP_QUALITY_SCHEMA
from cuaflow.schemas.tables import polars_types

_IGNORED = frozenset({"mouse_move", "terminate"})  # not actions for the counts and the neighbours
_POINTER = frozenset({"click", "drag", "scroll", "tap", "long_press", "mouse_move"})
_CMD = frozenset({"cmd", "meta", "command", "super", "win", "ctrl", "control"})


def undo_kind(keys: list[str] | None) -> str | None:
    """"undo", "redo" or None for a hotkey's keys."""
    ks = {k.lower() for k in keys or []}
    if not ks & _CMD:
        return None
    if "z" in ks:
        return "redo" if "shift" in ks else "undo"
    if "y" in ks and ks & {"ctrl", "control"}:
        return "redo"
    return None


def _step_rows(steps: list[dict[str, Any]], spec: QualitySpec) -> list[dict[str, Any]]:
    """One recording's steps (in order) → their quality rows."""
    rows: list[dict[str, Any]] = []
    last_end: int | None = None
    last_action: dict[str, Any] | None = None
    undo: list[str | None] = []
    for s in steps:
        kind = s["kind"]
        row = {"date": s["date"], "recording_id": s["recording_id"], "step_index": s["step_index"],
               "idle_before_ms": None, "after_idle_gap": False, "repeated_click": False, "undo_redo": False,
               "in_undo_loop": False, "redundant": False}
        rows.append(row)
        u = undo_kind(s["keys"]) if kind in ("hotkey", "key") else None
        undo.append(u)
        if kind in _IGNORED or kind == "wait":
            continue  # a wait is idle time: the gap runs from the action before it
        if last_end is not None:
            row["idle_before_ms"] = max(0, int(s["t_start_ms"]) - last_end)
            row["after_idle_gap"] = row["idle_before_ms"] >= spec.idle_gap_ms
        row["repeated_click"] = last_action is not None and _repeats(s, last_action, spec)
        row["undo_redo"] = u is not None
        last_end, last_action = int(s["t_end_ms"]), s
    _mark_undo_loops(rows, steps, undo)
    for row in rows:
        row["redundant"] = row["repeated_click"] or row["in_undo_loop"]
    return rows


def _repeats(s: dict[str, Any], p: dict[str, Any], spec: QualitySpec) -> bool:
    """A click or tap that repeats the action before it: same button and count, within the radius and the time."""
    return (s["kind"] in ("click", "tap") and p["kind"] == s["kind"] and p["button"] == s["button"]
            and p["click_count"] == s["click_count"] and None not in (s["ru_x"], s["ru_y"], p["ru_x"], p["ru_y"])
            and math.hypot(s["ru_x"] - p["ru_x"], s["ru_y"] - p["ru_y"]) <= spec.repeat_radius_ru
            and int(s["t_start_ms"]) - int(p["t_end_ms"]) <= spec.repeat_within_ms)


def _mark_undo_loops(rows: list[dict[str, Any]], steps: list[dict[str, Any]], undo: list[str | None]) -> None:
    """`in_undo_loop` on the steps of an undo/redo run holding both an undo and a redo: consecutive undo/redo
    steps, mouse moves between them ignored."""
    k = 0
    while k < len(rows):
        if not rows[k]["undo_redo"]:
            k += 1
            continue
        run = [k]
        j = k + 1
        while j < len(rows) and (rows[j]["undo_redo"] or steps[j]["kind"] == "mouse_move"):
            if rows[j]["undo_redo"]:
                run.append(j)
            j += 1
        if {undo[i] for i in run} == {"undo", "redo"}:
            for i in run:
                rows[i]["in_undo_loop"] = True
        k = j


def step_quality(steps: pl.DataFrame, spec: QualitySpec) -> pl.DataFrame:
    """Every step's signals (`STEP_QUALITY_SCHEMA`), in (date, recording, step) order."""
    cols = ["date", "recording_id", "step_index", "kind", "button", "click_count", "t_start_ms", "t_end_ms",
            "ru_x", "ru_y", "keys"]
    rows: list[dict[str, Any]] = []
    if steps.height:
        ordered = steps.select(cols).sort("date", "recording_id", "step_index")
        for _, group in ordered.group_by(["date", "recording_id"], maintain_order=True):
            rows += _step_rows(group.to_dicts(), spec)
    return pl.DataFrame(rows, schema=polars_types(STEP_QUALITY_SCHEMA), orient="row")


def recording_quality(steps: pl.DataFrame, per_step: pl.DataFrame, recordings: pl.DataFrame,
                      task_keys: dict[tuple[str, str], str]) -> pl.DataFrame:
    """One row per processed recording (`RECORDING_QUALITY_SCHEMA`); `task_keys`: (date, recording) → task."""
    procs = (recordings.filter(pl.col("status") == "processed").sort("date", "recording_id")
             if recordings.height else recordings)
    by_rec: dict[tuple[str, str], list[dict[str, Any]]] = {}
    if steps.height:
        joined = steps.select("date", "recording_id", "step_index", "kind", "target").join(
            per_step, on=["date", "recording_id", "step_index"], how="left")
        for r in joined.iter_rows(named=True):
            by_rec.setdefault((r["date"], r["recording_id"]), []).append(r)
    rows = [_recording_row(rec, by_rec.get((rec["date"], rec["recording_id"]), []), task_keys)
            for rec in (procs.iter_rows(named=True) if procs.height else [])]
    _with_task_medians(rows)
    return pl.DataFrame(rows, schema=polars_types(RECORDING_QUALITY_SCHEMA), orient="row")


def _recording_row(rec: dict[str, Any], ss: list[dict[str, Any]],
                   task_keys: dict[tuple[str, str], str]) -> dict[str, Any]:
    """One processed recording's signals from its steps' rows (steps joined to their quality rows)."""
    key = (rec["date"], rec["recording_id"])
    actions = [s for s in ss if s["kind"] not in _IGNORED and s["kind"] != "wait"]
    pointer = [s for s in ss if s["kind"] in _POINTER]
    idle = [s["idle_before_ms"] for s in actions if s["idle_before_ms"] is not None]
    return {
        "date": rec["date"], "recording_id": rec["recording_id"], "task_key": task_keys.get(key),
        "steps": len(actions), "task_median_steps": None, "steps_vs_median": None,
        "idle_gaps": sum(bool(s["after_idle_gap"]) for s in actions), "max_idle_ms": max(idle) if idle else None,
        "repeated_clicks": sum(bool(s["repeated_click"]) for s in ss),
        "undo_redo_steps": sum(bool(s["undo_redo"]) for s in ss), "undo_redo_loops": _undo_loops(ss),
        "redundant_steps": sum(bool(s["redundant"]) for s in ss),
        "alignment_confidence": rec.get("alignment_confidence"), "pointer_steps": len(pointer),
        "target_coverage": _target_coverage(pointer), "judged_done": None, "efficiency": None}


def _undo_loops(ss: list[dict[str, Any]]) -> int:
    """Undo/redo loops: a loop's first step counted (runs are contiguous)."""
    return sum(1 for k, s in enumerate(ss) if s["in_undo_loop"] and not any(
        t["in_undo_loop"] for t in ss[max(0, k - 1):k]))


def _target_coverage(pointer: list[dict[str, Any]]) -> float | None:
    """The share of pointer steps whose target names an element (any source)."""
    named = [s for s in pointer if s["target"] and s["target"].get("source") not in (None, "none")]
    return len(named) / len(pointer) if pointer else None


def _with_task_medians(rows: list[dict[str, Any]]) -> None:
    """Each row's task's median step count, and its steps against it."""
    by_task: dict[str, list[int]] = {}
    for r in rows:
        if r["task_key"] is not None:
            by_task.setdefault(r["task_key"], []).append(r["steps"])
    for r in rows:
        if r["task_key"] is not None:
            m = float(median(by_task[r["task_key"]]))
            r["task_median_steps"] = m
            r["steps_vs_median"] = r["steps"] / m if m else None


__all__ = ["recording_quality", "step_quality", "undo_kind"]
