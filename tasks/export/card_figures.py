"""The figures the dataset card counts from the window's tables: targets by source, how older snapshots were
judged, the eval baselines on the test cases, the recordings' clock disagreement and status."""

from __future__ import annotations

from collections import Counter
from typing import Any

import polars as pl

from cuaflow.schemas.dataset import RecordingFigures
from cuaflow.schemas.toolcall import ToolCall
from cuaflow.tasks.evaluation.cases import case_from_test
from cuaflow.tasks.evaluation.scorer import BASELINES, score
from cuaflow.tasks.export.cudag import test_case
from cuaflow.tasks.export.selection import Selection


def target_counts(steps: pl.DataFrame) -> dict[str, int]:
    """Pointer points (a drag counts twice) by target source, and the untargeted ones by reject reason."""
    if not steps.height or "target" not in steps.columns:
        return {}
    out: Counter[str] = Counter()
    for col in ("target", "target_end"):
        for t in steps[col].drop_nulls().to_list():
            out[t["source"] if t["source"] != "none" else f"none: {t['reject']}"] += 1
    return dict(sorted(out.items()))


# How a snapshot logged before its step was judged (tasks/targets/targets.py, tasks/targets/regions.py): the card's
# rows, by the target's reject reason (kept: a target whose snapshot predates the step).
SNAPSHOT_DECISIONS = {
    None: "kept: the element's region unchanged in the video since the snapshot",
    "region_changed": "dropped: the region changed (`region_changed`)",
    "stale_snapshot": "dropped: older than `targets.max_snapshot_age_ms` (`stale_snapshot`)",
    "unverified_snapshot": "dropped: no frame to judge by (`unverified_snapshot`)",
}


def snapshot_decisions(steps: pl.DataFrame) -> dict[str, int]:
    """Pointer points (a drag counts twice) whose snapshot in force predates the step, by what the pixels (or the
    age) decided; every row is present, zeros included."""
    out = dict.fromkeys(SNAPSHOT_DECISIONS.values(), 0)
    if not steps.height or "target" not in steps.columns:
        return out
    for col in ("target", "target_end"):
        for t in steps[col].drop_nulls().to_list():
            if t["reject"] is None and (t["snapshot_age_ms"] or 0) > 0:
                out[SNAPSHOT_DECISIONS[None]] += 1
            elif t["reject"] is not None and t["reject"] in SNAPSHOT_DECISIONS:
                out[SNAPSHOT_DECISIONS[t["reject"]]] += 1
    return out


def baselines(sel: Selection) -> dict[str, dict[str, Any]]:
    """The reference baselines of `cuaflow eval` on the test cases, scored by the same scorer."""
    calls: dict[str, list[tuple[int, str]]] = {}
    for rid, step, call in sel.samples.select("recording_id", "step_index", "tool_call").iter_rows():
        calls.setdefault(rid, []).append((step, call))
    cases = []
    for row in sel.tests:
        case = case_from_test(test_case(row, sel.cfg).model_dump(mode="json", by_alias=True))
        before = [c for s, c in calls.get(row["recording_id"], []) if s < row["step_index"]]
        case.previous = ToolCall.from_json(before[-1]).to_dict()["arguments"] if before else None
        cases.append(case)
    out = {}
    for name, predict in BASELINES.items():
        report = score(cases, predict(cases))
        out[name] = {"step_accuracy": report.step_accuracy, "n": report.n}
    return out


# Disagreement bins, ms (estimate − log-derived offset). The middle bin is "within a frame or two".
BINS = [(-1e9, -1000, "< -1000"), (-1000, -500, "-1000..-500"), (-500, -200, "-500..-200"), (-200, -50, "-200..-50"),
        (-50, 50, "-50..50"), (50, 200, "50..200"), (200, 500, "200..500"), (500, 1000, "500..1000"),
        (1000, 1e9, "> 1000")]


def disagreement_bins(recordings: pl.DataFrame) -> dict[str, int]:
    """Every recording with an offset (the ones "offsets used" counts) in one bin: its disagreement's, `unverified`
    (no confident estimate) or `not checked` (the check was off for it: an excluded recording's frames are not
    decoded)."""
    out = {label: 0 for _, _, label in BINS} | {"unverified": 0, "not checked": 0}
    if not recordings.height or "alignment" not in recordings.columns:
        return out
    used = pl.col("offset_source").is_not_null() if "offset_source" in recordings.columns else pl.lit(True)
    for r in recordings.filter((pl.col("status") != "quarantined") & used).iter_rows(named=True):
        d = r.get("offset_disagreement_ms")
        if r.get("alignment") == "verified" and d is not None:
            out[next(label for lo, hi, label in BINS if lo <= d < hi)] += 1
        else:
            out["unverified" if r.get("alignment") == "unverified" else "not checked"] += 1
    return out


def recording_figures(recordings: pl.DataFrame) -> RecordingFigures:
    """What the card says about the window's source recordings."""
    cols = recordings.columns

    def total(col: str) -> int:
        return int(recordings[col].fill_null(0).sum()) if col in cols else 0

    return RecordingFigures(
        recordings=recordings.height,
        by_status=dict(Counter(recordings["status"].to_list())) if recordings.height else {},
        offset_sources=dict(sorted(Counter(recordings["offset_source"].drop_nulls().to_list()).items()))
        if "offset_source" in cols else {},
        disagreement=disagreement_bins(recordings),
        no_visible_effect=total("n_no_visible_effect"),
        redacted=total("n_redactions"))
