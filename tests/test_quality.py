"""Quality signals from the data itself and the filters on them, on synthetic recordings whose truth is known by
construction: one recording of a task plants a repeated click, an undo/redo loop and an idle gap; another of the
same task does the job in two actions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import polars as pl
import pytest
from day import run_day
from helpers import DATE, make
from synth import Action

from cuaflow.schemas.config import DatasetConfig, RunContext
from cuaflow.tasks.export import build_dataset
from cuaflow.tasks.samples.quality import undo_kind

PLANTED = "20250101_100000"
PLAIN = "20250101_110000"
# the planted recording's actions, in order: (action, what it is by construction)
PLANTED_ACTIONS = [
    (Action("click", x=80, y=60), "first"),
    (Action("click", x=80, y=60), "repeated_click"),
    (Action("hotkey", keys=("MetaLeft", "KeyZ")), "undo"),
    (Action("hotkey", keys=("MetaLeft", "ShiftLeft", "KeyZ")), "redo"),
    (Action("click", x=240, y=150, gap_ms=15000), "after_idle_gap"),
    (Action("type", text="hi"), "plain"),
]


@pytest.fixture(scope="module")
def window(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    src, out = tmp_path_factory.mktemp("q-src"), tmp_path_factory.mktemp("q-out")
    make(src, PLANTED, actions=[a for a, _ in PLANTED_ACTIONS], task_id="task-1")
    make(src, PLAIN, actions=[Action("click", x=240, y=150), Action("type", text="hi")], task_id="task-1")
    run_day(src, out, DATE)
    return {"src": src, "out": out}


def build(window: dict[str, Any], **quality: Any) -> tuple[Any, Path]:
    cfg = DatasetConfig.model_validate({"quality": quality, "test": {"count": 0}})
    info = build_dataset(RunContext(source_url=str(window["src"]), output_url=str(window["out"]), dataset=cfg))
    return info, Path(info.path)


def rows(ds: Path) -> list[dict[str, Any]]:
    return pl.read_parquet(ds / "quality.parquet").to_dicts()


def test_undo_kinds() -> None:
    assert undo_kind(["meta", "z"]) == "undo" and undo_kind(["ctrl", "z"]) == "undo"
    assert undo_kind(["shift", "meta", "z"]) == "redo" and undo_kind(["ctrl", "y"]) == "redo"
    assert undo_kind(["meta", "y"]) is None and undo_kind(["z"]) is None and undo_kind(["meta", "c"]) is None


def test_planted_signals_are_found_and_nothing_else(window: dict[str, Any]) -> None:
    info, ds = build(window, enabled=True)
    by_rec = {r["recording_id"]: r for r in rows(ds)}
    planted, plain = by_rec[PLANTED], by_rec[PLAIN]
    assert (planted["repeated_clicks"], planted["undo_redo_steps"], planted["undo_redo_loops"],
            planted["idle_gaps"], planted["redundant_steps"]) == (1, 2, 1, 1, 3)
    assert (plain["repeated_clicks"], plain["undo_redo_steps"], plain["idle_gaps"], plain["redundant_steps"]) == (
        0, 0, 0, 0)
    assert planted["steps"] == len(PLANTED_ACTIONS) and plain["steps"] == 2
    assert planted["task_median_steps"] == plain["task_median_steps"] == (len(PLANTED_ACTIONS) + 2) / 2
    assert planted["max_idle_ms"] >= 15000 > plain["max_idle_ms"]
    assert planted["pointer_steps"] >= 3 and planted["target_coverage"] is not None
    # the per-step flags sit on the steps planted, in order of the actions
    steps = pl.read_parquet(ds / "quality_steps.parquet").filter(pl.col("recording_id") == PLANTED)
    table = pl.read_parquet(window["out"] / "tables" / "steps" / f"date={DATE}" / "part-00000.parquet").filter(
        pl.col("recording_id") == PLANTED)
    acted = table.filter(~pl.col("kind").is_in(["mouse_move", "wait", "terminate"])).sort("step_index")
    truth = dict(zip(acted["step_index"].to_list(), [w for _, w in PLANTED_ACTIONS], strict=True))
    flags = {r["step_index"]: r for r in steps.to_dicts()}
    assert {i for i, r in flags.items() if r["repeated_click"]} == {i for i, w in truth.items()
                                                                   if w == "repeated_click"}
    assert {i for i, r in flags.items() if r["in_undo_loop"]} == {i for i, w in truth.items() if w in ("undo", "redo")}
    assert {i for i, r in flags.items() if r["after_idle_gap"]} == {i for i, w in truth.items()
                                                                   if w == "after_idle_gap"}
    assert info.quality is not None and info.quality["redundant_steps"] == 3
    card = (ds / "README.md").read_text()
    assert "## Quality signals" in card and "| redundant_steps | 3 |" in card


def test_filter_counts_equal_the_rows_removed(window: dict[str, Any]) -> None:
    base, base_ds = build(window)
    assert not (base_ds / "quality.parquet").exists() and base.quality_filters is None
    assert "## Quality" not in (base_ds / "README.md").read_text()
    info, ds = build(window, drop_redundant_steps=True, max_steps_vs_median=1.2)
    total = sum(base.splits.values())
    assert info.quality_filters is not None
    removed = info.quality_filters
    assert sum(info.splits.values()) == total - sum(removed.values())
    # max_steps_vs_median applies first: the planted recording (1.5× its task's median) goes whole
    planted_samples = sum(1 for r in _all_lines(base_ds) if r["metadata"]["recording_id"] == PLANTED)
    assert removed == {"max_steps_vs_median": planted_samples, "drop_redundant_steps": 0}
    assert all(r["metadata"]["recording_id"] == PLAIN for r in _all_lines(ds))
    # alone, drop_redundant_steps removes exactly the samples of the three redundant steps
    only, only_ds = build(window, drop_redundant_steps=True)
    gone = {(r["metadata"]["recording_id"], r["metadata"]["step_index"]) for r in _all_lines(base_ds)} - {
        (r["metadata"]["recording_id"], r["metadata"]["step_index"]) for r in _all_lines(only_ds)}
    assert only.quality_filters == {"drop_redundant_steps": len(gone)} and len(gone) == 3
    assert {s for r, s in gone} == {i for i, r in _flags(only_ds, window).items() if r}
    card = (only_ds / "README.md").read_text()
    assert "| drop_redundant_steps | 3 |" in card
    # the run summary's accounting names the filter, and every sample made is in the files or accounted for
    from cuaflow.connectors.storage import open_root
    from cuaflow.flows.summary import _dataset
    from cuaflow.tasks.export.accounting import account

    acc = account(open_root(str(window["out"])), only.name)
    assert acc.left_out.get("removed by the quality filter `drop_redundant_steps`") == 3
    assert acc.total_made == acc.total_in + sum(acc.left_out.values())
    text = "\n".join(_dataset(only, acc, str(window["out"])))
    assert "removed by the quality filter `drop_redundant_steps`" in text
    assert "quality filters: drop_redundant_steps removed 3" in text


def _flags(ds: Path, window: dict[str, Any]) -> dict[int, bool]:
    cfg = DatasetConfig.model_validate({"quality": {"enabled": True}, "test": {"count": 0}})
    info = build_dataset(RunContext(source_url=str(window["src"]), output_url=str(window["out"]), dataset=cfg))
    q = pl.read_parquet(Path(info.path) / "quality_steps.parquet").filter(pl.col("recording_id") == PLANTED)
    return dict(zip(q["step_index"].to_list(), q["redundant"].to_list(), strict=True))


def _all_lines(ds: Path) -> list[dict[str, Any]]:
    import json

    out = []
    for name in ("train.jsonl", "val.jsonl"):
        out += [json.loads(x) for x in (ds / name).read_text().splitlines()]
    out += [{"metadata": r["metadata"]} for r in json.loads((ds / "test" / "test.json").read_text())]
    return out
