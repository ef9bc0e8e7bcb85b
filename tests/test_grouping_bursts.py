"""Typing and wheel bursts (keys or wheel events with no move between, joined to their run at once) behave as the
per-event rules: modifiers held over a burst, stale modifiers, gaps inside a burst, backspace, key-ups; and a log
without a usable time."""

from __future__ import annotations

import polars as pl
from eventlog import Log, actions

from cuaflow.schemas.settings import GroupingRules
from cuaflow.tasks.recording.group import group_events


def test_burst_with_shift_held_is_one_typing_run_with_shift() -> None:
    log = Log().move(100, 100).kd("ShiftLeft").kd("KeyA", "A", 20).ku("KeyA").kd("KeyB", "B", 20).ku("KeyB")
    res = log.ku("ShiftLeft", 10).group()
    assert actions(res) == [("type", "AB")]
    typed = res.steps.filter(pl.col("kind") == "type")
    assert typed["n_events"][0] == 6  # both keys' down and up, Shift's press and release


def test_burst_with_ctrl_held_is_one_hotkey_per_key() -> None:
    log = Log().kd("ControlLeft").kd("KeyA", "a", 20).ku("KeyA").kd("KeyC", "c", 20).ku("KeyC").ku("ControlLeft")
    assert actions(log.group()) == [("hotkey", ("ctrl", "a")), ("hotkey", ("ctrl", "c"))]


def test_stale_modifier_before_a_burst_leaves_plain_typing() -> None:
    res = Log().kd("ShiftLeft").wait(6000).kd("KeyA", "a").ku("KeyA").kd("KeyB", "b", 20).ku("KeyB").group()
    assert actions(res) == [("wait",), ("type", "ab")]  # the unused Shift is no step: the idle time is a wait
    assert res.ignored_counts.get("unreleased_modifier") == 1


def test_typing_gap_inside_a_burst_splits_the_run() -> None:
    log = Log().kd("KeyA", "a").ku("KeyA").kd("KeyB", "b", 20).ku("KeyB").kd("KeyC", "c", 1200).ku("KeyC")
    res = log.group()
    assert actions(res) == [("type", "ab"), ("type", "c")]
    assert res.steps["n_events"].to_list()[:2] == [4, 2]


def test_backspace_between_bursts_edits_the_run() -> None:
    res = Log().type("ab").press("Backspace", dt=20).type("c", gap=20).group()
    assert actions(res) == [("type", "ac")]
    assert "text_edited" in res.steps["flags"][0].to_list()


def test_key_up_of_a_burst_key_extends_its_step() -> None:
    res = Log().kd("KeyA", "a").kd("KeyB", "b", 20).ku("KeyA", 30).ku("KeyB", 400).group()
    step = res.steps.row(0, named=True)
    assert (step["kind"], step["text"], step["n_events"]) == ("type", "ab", 4)
    assert step["t_end_ms"] - step["t_start_ms"] == 450  # to the last key-up


def test_wheel_burst_with_shift_held_is_one_hscroll() -> None:
    log = Log().move(300, 200).kd("ShiftLeft")
    for _ in range(3):
        log.wheel(-2.0)
    res = log.ku("ShiftLeft").group()
    assert actions(res) == [("scroll", 6.0, 0.0, 300, 200)]  # sideways: + = right where the wheel scrolls down
    assert res.steps["modifiers"][0] is None


def test_wheel_burst_with_ctrl_held_keeps_the_modifier_and_splits_at_the_gap() -> None:
    log = Log().move(300, 200).kd("ControlLeft")
    for dt in (16, 16, 400, 16):
        log.wheel(-1.0, dt)
    res = log.ku("ControlLeft").group()
    assert actions(res) == [("scroll", 0.0, 2.0, 300, 200), ("scroll", 0.0, 2.0, 300, 200)]
    assert [m.to_list() for m in res.steps["modifiers"][:2]] == [["ctrl"], ["ctrl"]]


def test_a_log_without_usable_times_gives_only_terminate() -> None:
    frame = Log().click(10, 10).type("ab").frame().with_columns(t_ms=pl.lit(None, dtype=pl.Int64))
    res = group_events(frame, GroupingRules(), outcome="success")
    assert res.steps["kind"].to_list() == ["terminate"]
    assert res.ignored_counts == {"invalid_line": frame.height}
