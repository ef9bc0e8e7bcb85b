"""Actions mean what the human did: keyboard layouts, replayable drags, modifier clicks, Shift+wheel,
one scroll unit, vendor signals. Each test runs real H.264 recordings through the stages; the answer
is known from how the recording was built."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import polars as pl
from eventlog import Log, actions
from helpers import DATE, Action, make, process

from cuaflow.connectors.storage import open_root
from cuaflow.connectors.synth import SynthSpec, write_android_delivery, write_vendor_delivery
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.toolcall import to_ru
from cuaflow.tasks.ingest import discover
from cuaflow.tasks.stages import StageResult, read_parquet, run_all, work_dir

W, H = 320, 200  # logical screen of the synthetic recordings


def calls(steps: pl.DataFrame) -> list[dict[str, Any]]:
    """Every tool call of a recording, in step order (samples or not)."""
    return [json.loads(c)["arguments"] for c in steps.sort("step_index")["tool_call"].to_list() if c]


def eligible_calls(steps: pl.DataFrame) -> list[dict[str, Any]]:
    rows = steps.filter(pl.col("sample_eligible")).sort("step_index")
    return [json.loads(c)["arguments"] for c in rows["tool_call"].to_list()]


def hotkeys(steps: pl.DataFrame) -> list[tuple[list[str], list[str]]]:
    rows = steps.filter(pl.col("kind") == "hotkey").sort("step_index")
    return [(json.loads(c)["arguments"]["keys"], f)
            for c, f in zip(rows["tool_call"].to_list(), rows["flags"].to_list(), strict=True)]


def run_found(src: Path, out: Path, rec_id: str) -> tuple[pl.DataFrame, StageResult]:
    """Process one recording found in the source the way a run finds it (vendor folders are named
    `<TID>-<Tool>-<Prompt>`)."""
    ctx = RunContext(source_url=str(src), output_url=str(out))
    (ref,) = [r for r in discover(open_root(str(src)), DATE).refs if r.recording_id == rec_id]
    res = run_all(ctx, ref)
    if res.status != "ok":
        return pl.DataFrame(), res
    return read_parquet(open_root(str(out)), f"{work_dir(ref)}/steps.parquet"), res


# ---------------------------------------------------------------- keyboard layouts
def test_azerty_hotkeys_name_the_key_the_human_meant(tmp_path: Path) -> None:
    # French Mac: the key at US Q makes 'a', at US W makes 'z', at US ';' makes 'm'.
    acts = [Action("hotkey", keys=("MetaLeft", "KeyQ"), produced="a"),  # actual_char usable
            Action("hotkey", keys=("MetaLeft", "KeyQ"), produced=""),  # no actual_char: meta.json layout
            Action("hotkey", keys=("MetaLeft", "KeyW"), produced=""),
            Action("hotkey", keys=("MetaLeft", "SemiColon"), produced=""),
            Action("hotkey", keys=("MetaLeft", "ShiftLeft", "KeyZ"), produced="W"),  # shifted: lower-cased
            Action("hotkey", keys=("MetaLeft", "Num1"), produced="&"),  # number row keeps its digit
            Action("hotkey", keys=("MetaLeft", "Return"), produced=""),  # functional keys stay physical
            Action("hotkey", keys=("MetaLeft", "UpArrow"), produced="")]
    make(tmp_path / "src", "azerty", actions=acts, keyboard_layout="fr-azerty")
    steps, _ = process(tmp_path / "src", tmp_path / "out", "azerty")
    assert hotkeys(steps) == [(["cmd", "a"], []), (["cmd", "a"], []), (["cmd", "z"], []), (["cmd", "m"], []),
                              (["shift", "cmd", "w"], []), (["cmd", "1"], []), (["cmd", "enter"], []),
                              (["cmd", "up"], [])]
    assert next(c["keys"] for c in eligible_calls(steps) if c["action"] == "key") == ["cmd", "a"]


def test_qwertz_hotkeys_on_windows_with_and_without_actual_char(tmp_path: Path) -> None:
    acts = [Action("hotkey", keys=("ControlLeft", "KeyY"), produced="z"),
            Action("hotkey", keys=("ControlLeft", "KeyZ"), produced=""),  # Ctrl+key: a control char, not logged
            Action("hotkey", keys=("ControlLeft", "Minus"), produced=""),  # US '-' position is 'ß'
            Action("hotkey", keys=("ControlLeft", "F5"), produced="")]
    make(tmp_path / "src", "qwertz", actions=acts, keyboard_layout="de-qwertz", platform="windows")
    steps, _ = process(tmp_path / "src", tmp_path / "out", "qwertz")
    assert hotkeys(steps) == [(["ctrl", "z"], []), (["ctrl", "y"], []), (["ctrl", "ß"], []), (["ctrl", "f5"], [])]


def test_unknown_layout_falls_back_to_the_physical_key_and_flags_it(tmp_path: Path) -> None:
    acts = [Action("hotkey", keys=("MetaLeft", "KeyQ"), produced=""),
            Action("hotkey", keys=("MetaLeft", "KeyC"), produced="c"),  # a usable character needs no layout
            Action("type", text="ok")]
    make(tmp_path / "src", "nolayout", actions=acts, keyboard_layout=None)
    make(tmp_path / "src", "oddlayout", actions=acts[:1], keyboard_layout="xx-klingon")
    steps, _ = process(tmp_path / "src", tmp_path / "out", "nolayout")
    assert hotkeys(steps) == [(["cmd", "q"], ["layout_unknown"]), (["cmd", "c"], [])]
    assert steps.filter(pl.col("kind") == "type")["text"].to_list() == ["ok"]
    odd, _ = process(tmp_path / "src", tmp_path / "out", "oddlayout")
    assert hotkeys(odd) == [(["cmd", "q"], ["layout_unknown"])]


def test_typing_without_produced_characters_uses_the_layout() -> None:
    log = Log().press("KeyQ").press("KeyW").press("Num1").kd("ShiftLeft").press("Num1").ku("ShiftLeft")
    assert actions(log.group(layout="fr-azerty", platform="windows")) == [("type", "az&1")]
    assert actions(log.group(layout="de-qwertz")) == [("type", "qw1!")]


# ---------------------------------------------------------------- replayable drags
def replay(call_list: list[dict[str, Any]]) -> list[tuple[int, int] | None]:
    """A simulated cursor: clicks, moves, scrolls and drags put it at their coordinate (a drag at its end).
    Returns, for each drag, where the cursor was when the drag pressed."""
    cursor: tuple[int, int] | None = None
    pressed_at = []
    for c in call_list:
        if c["action"] == "left_click_drag":
            pressed_at.append(cursor)
        if "coordinate" in c:
            cursor = tuple(c["coordinate"])  # type: ignore[assignment]
    return pressed_at


def ru(x: float, y: float, w: float = W, h: float = H) -> tuple[int, int]:
    return to_ru(x, w), to_ru(y, h)


def test_every_drag_presses_at_its_true_start_when_replayed(tmp_path: Path) -> None:
    acts = [Action("right_click", x=40, y=40),
            Action("drag", x=200, y=150, x2=280, y2=180),  # starts far from the right click
            Action("click", x=100, y=60),
            Action("drag", x=100, y=60, x2=20, y2=20),  # starts where the click left the cursor
            Action("type", text="hi"),
            Action("drag", x=30, y=25, x2=150, y2=100)]  # 10 pt from the previous drag's end
    res = make(tmp_path / "src", "drags", actions=acts)
    steps, _ = process(tmp_path / "src", tmp_path / "out", "drags")
    truth = [ru(e.x, e.y) for e in res.steps if e.kind == "drag"]  # type: ignore[arg-type]
    pressed = replay(calls(steps))
    assert len(pressed) == len(truth) == 3
    for got, want in zip(pressed, truth, strict=True):
        assert got is not None and abs(got[0] - want[0]) <= 3 and abs(got[1] - want[1]) <= 3, (got, want)
    # a move is added only where the cursor was elsewhere; it is a sample with its own pre-action frame
    moves = steps.filter(pl.col("flags").list.contains("drag_approach"))
    assert moves.height == 2 and moves["sample_eligible"].all()
    # the samples alone replay right too (every inserted move is eligible)
    assert all(p is not None for p in replay(eligible_calls(steps)))


def test_android_swipes_replay_from_their_start(tmp_path: Path) -> None:
    gestures = [{"t_ms": 400, "event": "tap", "x": 50, "y": 100},
                {"t_ms": 1400, "event": "swipe", "x": 300, "y": 500, "x2": 300, "y2": 150, "duration_ms": 300},
                {"t_ms": 2600, "event": "swipe", "x": 300, "y": 150, "x2": 60, "y2": 150, "duration_ms": 300}]
    write_android_delivery(tmp_path / "src" / DATE, "AND7", gestures)
    steps, res = run_found(tmp_path / "src", tmp_path / "out", "AND7")
    assert res.status == "ok", res.reason
    pressed = replay(calls(steps))
    assert pressed == [ru(300, 500, 360, 640), ru(300, 150, 360, 640)]
    assert steps.filter(pl.col("flags").list.contains("drag_approach")).height == 1


# ---------------------------------------------------------------- modifier clicks, right drags
def test_modifier_click_is_a_sample_naming_the_held_keys(tmp_path: Path) -> None:
    acts = [Action("click", x=80, y=50, mods=("MetaLeft",)),
            Action("click", x=160, y=50, mods=("ShiftLeft",)),
            Action("right_click", x=200, y=100, mods=("ControlLeft", "Alt")),
            Action("drag", x=20, y=150, x2=200, y2=150, button="Right")]
    make(tmp_path / "src", "modclick", actions=acts)
    steps, _ = process(tmp_path / "src", tmp_path / "out", "modclick")
    clicks = [c for c in eligible_calls(steps) if c["action"] in ("left_click", "right_click")]
    assert clicks == [{"action": "left_click", "coordinate": list(ru(80, 50)), "text": "cmd"},
                      {"action": "left_click", "coordinate": list(ru(160, 50)), "text": "shift"},
                      {"action": "right_click", "coordinate": list(ru(200, 100)), "text": "ctrl+alt"}]
    assert steps.filter(pl.col("kind").is_in(["hotkey", "modifier", "key"])).height == 0  # no stray key steps
    right = steps.filter(pl.col("kind") == "drag")
    assert "right_drag" in right["skip_reason"][0] and not right["sample_eligible"][0]


# ---------------------------------------------------------------- Shift + wheel, scroll units
def test_shift_wheel_is_one_hscroll_on_macos_and_windows(tmp_path: Path) -> None:
    for platform, per_notch in (("macos", 3), ("windows", 100)):
        rid = f"hs_{platform}"
        acts = [Action("scroll", x=160, y=100, delta=-1.0 if platform == "windows" else -3.0, notches=4,
                       mods=("ShiftLeft",)),
                Action("scroll", x=160, y=100, delta=1.0 if platform == "windows" else 3.0, notches=2,
                       mods=("ShiftLeft",))]
        make(tmp_path / "src", rid, actions=acts, platform=platform)
        steps, _ = process(tmp_path / "src", tmp_path / "out", rid)
        got = [c for c in calls(steps) if c["action"] != "terminate"]
        assert got == [{"action": "hscroll", "coordinate": list(ru(160, 100)), "pixels": 4 * per_notch},
                       {"action": "hscroll", "coordinate": list(ru(160, 100)), "pixels": -2 * per_notch}], platform


def test_a_notch_from_clones_and_from_a_vendor_log_gives_the_same_pixels(tmp_path: Path) -> None:
    # Windows wheel: Clones logs one delta unit per notch; the vendor logs ~100 px per notch.
    acts = [Action("scroll", x=160, y=100, delta=-1.0, notches=4), Action("scroll", x=100, y=50, delta=1.0, notches=2)]
    spec = SynthSpec(recording_id="wheel", logical_size=(W, H), scale=1.0, actions=acts, platform="windows")
    make(tmp_path / "src", "wheel", actions=acts, platform="windows", scale=1.0)
    write_vendor_delivery(tmp_path / "src" / DATE, spec, tid="VW1", os_name="Windows", px_per_delta=100.0)
    clones, _ = process(tmp_path / "src", tmp_path / "out", "wheel")
    vendor, _ = run_found(tmp_path / "src", tmp_path / "out", "VW1")
    want = [("scroll", 400), ("scroll", -200)]
    for steps in (clones, vendor):
        assert [(c["action"], c["pixels"]) for c in calls(steps) if "pixels" in c] == want
        assert steps.filter(pl.col("kind") == "scroll")["scroll_dy"].to_list() == [400.0, -200.0]
