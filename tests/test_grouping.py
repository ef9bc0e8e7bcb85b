"""Grouping rules, one test per rule and per edge case, on logs built here with known answers."""

from __future__ import annotations

import json

import polars as pl
from eventlog import Log, actions

from cuaflow.schemas.recording import AxElement, AxSnapshot, RecordingMeta
from cuaflow.schemas.settings import GroupingRules
from cuaflow.tasks.targets.normalise import normalise_steps
from cuaflow.tasks.targets.targets import with_targets


def flags_of(res, kind: str) -> list[list[str]]:
    return [s["flags"] for s in res.steps.iter_rows(named=True) if s["kind"] == kind]


# ---------------------------------------------------------------- clicks
def test_single_double_triple_click() -> None:
    log = Log().click(100, 100).wait(600).click(200, 100)
    log.down(dt=120).up().down(dt=120).up()  # two more presses at (200, 100) -> triple
    assert actions(log.group()) == [("click", "left", 1, 100, 100), ("click", "left", 3, 200, 100)]


def test_fourth_click_starts_a_new_click() -> None:
    log = Log().click(50, 50)
    for _ in range(3):
        log.down(dt=100).up()
    assert [a[2] for a in actions(log.group())] == [3, 1]


def test_multi_click_needs_same_point_and_short_interval() -> None:
    far = Log().click(100, 100).click(102.5, 100, gap=50)  # 2.5 pt apart: seed 001 allows ±2
    assert [a[2] for a in actions(far.group())] == [1, 1]
    near = Log().click(100, 100).click(101.5, 100, gap=50)
    assert [a[2] for a in actions(near.group())] == [2]
    slow = Log().click(100, 100).wait(600).down().up()
    assert [a[2] for a in actions(slow.group())] == [1, 1]


def test_right_and_middle_click() -> None:
    res = Log().click(10, 10, "Right").wait(700).click(20, 20, "Middle").group()
    assert actions(res) == [("click", "right", 1, 10, 10), ("click", "middle", 1, 20, 20)]


def test_drag_versus_wobbly_click() -> None:
    drag = Log().move(10, 10).down().move(40, 40).move(90, 80).up().group()
    # nothing placed the cursor at the drag's start before: a mouse_move puts it there (replayable drag)
    assert actions(drag) == [("mouse_move", 10, 10), ("drag", 10, 10, 90, 80)]
    wobble = Log().move(10, 10).down().move(13, 12).move(10, 11).up().group()
    assert actions(wobble) == [("click", "left", 1, 10, 10)]


def test_unknown_button_is_ignored_with_reason() -> None:
    res = Log().move(5, 5).down("Unknown(8)").up("Unknown(8)").group()
    assert actions(res) == []
    assert res.ignored_counts.get("unknown_button") == 1 and res.ignored_counts.get("orphan_release") == 1


# ---------------------------------------------------------------- scroll
def test_scroll_bursts_merge_and_split() -> None:
    log = Log().move(300, 200)
    for _ in range(5):
        log.wheel(-2.0)
    log.wait(500)
    for _ in range(3):
        log.wheel(4.0)
    res = log.group()
    # Clones: negative delta = down; canonical scroll_dy: + = down
    assert actions(res) == [("scroll", 0.0, 10.0, 300, 200), ("scroll", 0.0, -12.0, 300, 200)]


def test_horizontal_scroll_becomes_hscroll() -> None:
    log = Log().move(300, 200)
    for _ in range(3):
        log.wheel(0.0, delta_x=-5.0)
    res = log.group()
    meta = RecordingMeta(recording_id="rec", date="2025-01-01", source_format="clones", screen_width=1000,
                         screen_height=500, outcome="success")
    norm = normalise_steps(res.steps, meta, [], GroupingRules())
    call = json.loads(norm["tool_call"][0])["arguments"]
    assert call["action"] == "hscroll" and call["pixels"] == 15  # Clones delta_x -5 → right → positive


# ---------------------------------------------------------------- typing
def test_typed_text_uses_produced_characters() -> None:
    res = Log().type("Hi there!").group()
    assert actions(res) == [("type", "Hi there!")]  # shifted characters are text, not hotkeys


def test_layout_aware_characters() -> None:
    # AZERTY: the physical Q key produces 'a'; the log's actual_char decides
    res = Log().press("KeyQ", "a").press("KeyZ", "w").group()
    assert actions(res) == [("type", "aw")]


def test_dead_key_composes() -> None:
    res = Log().kd("LeftBracket", dead=True).ku("LeftBracket").press("KeyE", "ê").group()
    assert actions(res) == [("type", "ê")]
    alone = Log().kd("LeftBracket", dead=True).ku("LeftBracket").group()
    assert actions(alone) == [] and alone.ignored_counts["dead_key_only"] == 2


def test_typing_gap_splits_runs_and_enter_is_a_key() -> None:
    res = Log().type("ab").wait(1500).type("cd").press("Return").type("e").group()
    assert actions(res) == [("type", "ab"), ("type", "cd"), ("key", ("enter",)), ("type", "e")]


def test_backspace_edits_the_run() -> None:
    res = Log().type("helo").press("Backspace").type("lo").group()
    assert actions(res) == [("type", "hello")]
    assert flags_of(res, "type") == [["text_edited"]]
    off = Log().type("helo").press("Backspace").type("lo").group(backspace_edits_text=False)
    assert actions(off) == [("type", "helo"), ("key", ("backspace",)), ("type", "lo")]
    alone = Log().press("Backspace").group()
    assert actions(alone) == [("key", ("backspace",))]


def test_functional_keys() -> None:
    res = Log().press("Tab").press("Escape").press("UpArrow").press("F5").press("PageDown").group()
    assert [a[1] for a in actions(res)] == [("tab",), ("escape",), ("up",), ("f5",), ("pagedown",)]


def test_key_without_produced_char_falls_back_to_keycode() -> None:
    res = Log().press("KeyA").press("KeyB").group(layout="us-qwerty")  # older logs: actual_char empty
    assert actions(res) == [("type", "ab")] and flags_of(res, "type") == [["char_from_keycode"]]
    blind = Log().press("KeyA").press("KeyB").group()  # no layout either: US position, flagged
    assert actions(blind) == [("type", "ab")] and flags_of(blind, "type") == [["char_from_keycode", "layout_unknown"]]


# ---------------------------------------------------------------- combos and modifiers
def test_hotkeys() -> None:
    res = (Log().combo("ControlLeft", "ShiftLeft", "KeyT").wait(500).combo("MetaLeft", "KeyC", char="c")
           .wait(500).combo("ShiftLeft", "Tab").wait(500).combo("Alt", "KeyF").group())
    assert actions(res) == [("hotkey", ("ctrl", "shift", "t")), ("hotkey", ("meta", "c")),
                            ("hotkey", ("shift", "tab")), ("hotkey", ("alt", "f"))]


def test_hotkey_closes_typing_run() -> None:
    res = Log().type("ab").combo("MetaLeft", "KeyA", char="a").type("c").group()
    assert actions(res) == [("type", "ab"), ("hotkey", ("meta", "a")), ("type", "c")]


def test_modifier_only_press() -> None:
    res = Log().kd("ShiftLeft").ku("ShiftLeft", 200).group()
    assert actions(res) == [("modifier", ("shift",))]


def test_stuck_modifier_does_not_swallow_typing() -> None:
    stale = Log().kd("ControlLeft").wait(6000).type("abc").group()  # key-up missing
    assert actions(stale)[-1] == ("type", "abc")
    assert stale.ignored_counts.get("unreleased_modifier") == 1
    fresh = Log().kd("ControlLeft").wait(1000).press("KeyA", "a").group()
    assert actions(fresh) == [("hotkey", ("ctrl", "a"))]


def test_modifier_echo_is_one_signal() -> None:
    # real log: Cmd down, Tab down, Cmd up + Cmd down at the same ms (two listeners), Tab up
    log = Log().kd("MetaLeft").kd("Tab", dt=48).ku("MetaLeft", 64).kd("MetaLeft", dt=0).ku("Tab", 107)
    res = log.move(100, 100, dt=400).down(dt=200).up().group()
    assert actions(res) == [("hotkey", ("meta", "tab")), ("click", "left", 1, 100, 100)]
    assert "with_modifiers" not in flags_of(res, "click")[0]


def test_modifier_click_is_flagged() -> None:
    res = Log().kd("MetaLeft").click(50, 50).ku("MetaLeft").group()
    assert actions(res) == [("click", "left", 1, 50, 50)]
    assert flags_of(res, "click") == [["with_modifiers"]]
    assert res.steps["modifiers"][0].to_list() == ["meta"]


# ---------------------------------------------------------------- missing signals
def test_missing_keyup_is_flagged_and_does_not_merge() -> None:
    res = Log().kd("KeyA", "a").kd("KeyB", "b", 90).ku("KeyB").group()
    assert actions(res) == [("type", "ab")] and flags_of(res, "type") == [["missing_keyup"]]


def test_missing_mouseup_closes_at_next_press() -> None:
    res = Log().move(10, 10).down().wait(300).move(200, 200, dt=0).wait(300).down().up().group()
    got = [a for a in actions(res) if a[0] != "mouse_move"]
    assert got[0][:3] == ("drag", 10, 10) or got[0][:3] == ("click", "left", 1)
    assert "missing_release" in res.steps.filter(pl.col("kind") != "mouse_move")["flags"][0].to_list()
    assert got[-1] == ("click", "left", 1, 200, 200)


def test_release_after_log_end() -> None:
    res = Log().move(10, 10).down().move(11, 10).group()
    assert actions(res) == [("click", "left", 1, 10, 10)]
    assert set(flags_of(res, "click")[0]) == {"missing_release", "release_after_log_end"}


def test_orphan_releases_are_ignored_with_reason() -> None:
    res = Log().ku("KeyA").up().group()
    assert actions(res) == [] and res.ignored_counts["orphan_release"] == 2


# ---------------------------------------------------------------- log defects
def test_duplicates_within_window_count_once() -> None:
    log = Log().move(10, 10).down().ev("mousedown", {"button": "Left"}, 1).up().ev("mouseup", {"button": "Left"}, 2)
    res = log.group()
    assert actions(res) == [("click", "left", 1, 10, 10)] and res.ignored_counts["duplicate"] == 2
    twice = Log().kd("KeyA", "a").kd("KeyA", "a", dt=1).ku("KeyA").group()
    assert actions(twice) == [("type", "a")]
    repeat = Log().kd("KeyA", "a").kd("KeyA", "a", dt=35).ku("KeyA").group()  # auto-repeat, not a duplicate
    assert actions(repeat) == [("type", "aa")]


def test_out_of_order_lines_are_reordered() -> None:
    log = Log().type("abc")
    shuffled = log.lines[:]
    shuffled[1], shuffled[3] = shuffled[3], shuffled[1]
    from cuaflow.tasks.recording.group import group_events

    a = group_events(log.frame(), GroupingRules())
    b = group_events(log.frame(shuffled), GroupingRules())
    assert actions(a) == actions(b) == [("type", "abc")]


def test_windows_only_and_unknown_events_are_counted() -> None:
    log = Log().ev("mousedelta", {"x": 1, "y": 2}).ev("joystickdown", {"id": 0, "button": 1})
    log.ev("teleport", {}).click(10, 10)
    res = log.group()
    assert actions(res) == [("click", "left", 1, 10, 10)]
    assert res.ignored_counts["platform_only"] == 2 and res.ignored_counts["unknown_event"] == 1


def test_truncated_and_binary_lines_are_invalid_not_fatal() -> None:
    data = Log().click(10, 10).text() + b'{"data":{"x":1,' + b"\n\xff\xfe\n"
    from cuaflow.connectors.clones import parse_log_lines

    cols, _ = parse_log_lines(data, "r")
    reasons = [r for r in cols["ignore_reason"] if r]
    assert any("not JSON" in r for r in reasons) and any("not UTF-8" in r for r in reasons)


# ---------------------------------------------------------------- moves, waits, terminate
def test_mouse_move_before_keyboard_and_jitter() -> None:
    res = Log().move(10, 10).move(60, 40).move(120, 90).press("Return").group()
    assert actions(res)[0] == ("mouse_move", 120, 90)
    jitter = Log().move(10, 10).move(12, 11).press("Return").group()
    assert actions(jitter) == [("key", ("enter",))] and jitter.ignored_counts["cursor_jitter"] == 2


def test_moves_before_a_click_belong_to_it() -> None:
    res = Log().move(10, 10).move(100, 100).move(200, 200).down().up().group()
    assert actions(res) == [("click", "left", 1, 200, 200)]
    assert res.steps["n_events"][0] == 5


def test_waits() -> None:
    res = Log().click(10, 10).wait(4000).click(50, 50).group()
    assert [a[0] for a in actions(res)] == ["click", "wait", "click"]
    short = Log().click(10, 10).wait(2000).click(50, 50).group()
    assert [a[0] for a in actions(short)] == ["click", "click"]
    off = Log().click(10, 10).wait(4000).click(50, 50).group(wait_gap_ms=0)
    assert [a[0] for a in actions(off)] == ["click", "click"]


def test_terminate_follows_outcome() -> None:
    for outcome, status in (("success", "success"), ("failure", "failure"), ("unknown", None)):
        res = Log().click(1, 1).group(outcome=outcome)
        last = res.steps.row(-1, named=True)
        assert last["kind"] == "terminate" and last["status"] == status


def test_rules_version_in_every_step() -> None:
    res = Log().click(1, 1).group()
    assert res.steps["rules_version"].unique().to_list() == [GroupingRules().version]
    other = Log().click(1, 1).group(drag_distance=9)
    assert other.steps["rules_version"][0] != res.steps["rules_version"][0]


# ---------------------------------------------------------------- accessibility and redaction
def _meta() -> RecordingMeta:
    return RecordingMeta(recording_id="rec", date="2025-01-01", source_format="clones", platform="macos",
                         screen_width=800, screen_height=600, scale=2.0, outcome="success")


def test_a_click_is_named_by_its_target_alone() -> None:
    """The element a click names is its target (the smallest interactive element: the button, not its label
    inside); normalise keeps no second name or role of its own."""
    res = Log().click(60, 30).group()
    snap = AxSnapshot(t_ms=int(res.steps["t_start_ms"][0]), elements=[  # logged at the press
        AxElement(x=0, y=0, width=400, height=300, name="Window", role="window", depth=0),
        AxElement(x=50, y=20, width=100, height=30, name="Toolbar", role="AXGroup", depth=1),
        AxElement(x=55, y=25, width=20, height=10, name="Save", role="AXButton", depth=2),
        AxElement(x=56, y=26, width=18, height=8, name="Save label", role="AXStaticText", depth=3),
    ])
    norm = with_targets(normalise_steps(res.steps, _meta(), [snap], GroupingRules()), _meta(), [snap])
    row = norm.row(0, named=True)
    assert (row["target"]["name"], row["target"]["role"]) == ("Save", "AXButton")
    assert not {"ax_name", "ax_role"} & set(norm.columns)
    assert (row["px"], row["py"], row["ru_x"], row["ru_y"]) == (120, 60, 150, 100)


def test_secure_field_text_is_redacted() -> None:
    res = Log().click(60, 30).type("hunter2").group()
    snap = AxSnapshot(t_ms=0, elements=[AxElement(x=50, y=20, width=100, height=30, name="Password",
                                                  role="AXSecureTextField")])
    norm = normalise_steps(res.steps, _meta(), [snap], GroupingRules())
    typed = norm.filter(pl.col("kind") == "type").row(0, named=True)
    assert typed["text"] == "•" * 7 and "redacted" in typed["flags"]
    assert "hunter2" not in (typed["tool_call"] or "")
    plain = normalise_steps(res.steps, _meta(), [], GroupingRules())
    assert plain.filter(pl.col("kind") == "type")["text"][0] == "hunter2"


# ---------------------------------------------------------------- a step spans its events
def _starts(res) -> list[tuple[str, int]]:
    return [(s["kind"], s["t_start_ms"]) for s in res.steps.iter_rows(named=True) if s["kind"] != "terminate"]


def test_a_step_starts_at_its_first_event_the_modifier_press() -> None:
    log = Log().at(1000).kd("ControlLeft", dt=0).kd("KeyA", "\x01", dt=120).ku("KeyA").ku("ControlLeft")
    res = log.group()
    assert actions(res) == [("hotkey", ("ctrl", "a"))]
    step = res.steps.row(0, named=True)
    assert step["t_start_ms"] == 1000 and step["event_first"] == 0  # the Ctrl press, 120 ms before the A
    # a typing run that begins with a capital starts at its Shift press; Ctrl+click and Shift+wheel likewise
    typed = Log().at(2000).kd("ShiftLeft", dt=0).kd("KeyD", "D", dt=70).ku("KeyD").ku("ShiftLeft").press("KeyA", "a")
    assert _starts(typed.group()) == [("type", 2000)]
    click = Log().move(50, 50).at(3000).kd("ControlLeft", dt=0).down(dt=90).up().ku("ControlLeft").group()
    assert _starts(click) == [("click", 3000)]
    wheel = Log().move(50, 50).at(4000).kd("ShiftLeft", dt=0).wheel(-1, dt=90).ku("ShiftLeft").group()
    assert _starts(wheel) == [("scroll", 4000)]


def test_a_modifier_held_across_hotkeys_starts_only_the_first() -> None:
    log = Log().at(1000).kd("MetaLeft", dt=0).kd("KeyC", "c", dt=100).ku("KeyC").kd("KeyV", "v", dt=400).ku("KeyV")
    res = log.ku("MetaLeft").group()
    assert actions(res) == [("hotkey", ("meta", "c")), ("hotkey", ("meta", "v"))]
    assert _starts(res) == [("hotkey", 1000), ("hotkey", 1000 + 100 + 50 + 400)]


def test_identical_wheel_notches_in_one_ms_are_notches_on_linux() -> None:
    """An X listener stamping on receipt logs a burst's notches at the same ms (tests/xrig.py found 6 notches
    exported as 5): on Linux they all count; elsewhere identical lines are a second listener's echo."""
    log = Log().move(50, 50).wheel(-1.0).wheel(-1.0, dt=0).wheel(-1.0, dt=0).wheel(-1.0, dt=30)
    linux = log.group(platform="linux")
    assert linux.steps.filter(pl.col("kind") == "scroll")["scroll_dy"].to_list() == [4.0]
    mac = log.group(platform="macos")
    assert mac.steps.filter(pl.col("kind") == "scroll")["scroll_dy"].to_list() == [2.0]
