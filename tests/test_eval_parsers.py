"""`cuaflow eval` reading what models print: each output form on outputs written by hand the way each family of
models writes them (well-formed and malformed), auto's choice and its ambiguity report, coordinate units decided
per file (fractions and pixels found, RU not mistaken for pixels, ambiguity reported), non-finite numbers, and
several calls per step (extra calls, missing steps) in episodes. No dataset: cases are built by hand."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cuaflow.schemas.evaluation import EvalRules, ReadSettings
from cuaflow.tasks.evaluation.cases import Case
from cuaflow.tasks.evaluation.episodes import Trajectory
from cuaflow.tasks.evaluation.formats import parse_output
from cuaflow.tasks.evaluation.scorer import score, score_case
from cuaflow.tasks.evaluation.units import decide, read_outputs


def calls(raw: Any, form: str = "auto") -> list[dict[str, Any]]:
    parsed = parse_output(raw, form)
    assert parsed.error is None, parsed.error
    return parsed.calls


def form_of(raw: Any) -> str | None:
    return parse_output(raw).format


def reason(raw: Any, form: str = "auto") -> str:
    parsed = parse_output(raw, form)
    assert parsed.error is not None, parsed.calls
    return parsed.error.split(":")[0]


# --- cudag ---------------------------------------------------------------------------------------------------

def test_cudag_tool_call_blocks_fences_arrays_and_string_arguments() -> None:
    qwen = ('Thought: the Save button is at the top.\n<tool_call>\n{"name": "computer_use", "arguments": '
            '{"action": "left_click", "coordinate": [503, 498]}}\n</tool_call>')
    assert calls(qwen) == [{"action": "left_click", "coordinate": [503, 498]}] and form_of(qwen) == "cudag"
    fenced = ('Here is my action:\n```json\n{"name": "computer", "arguments": {"action": "key", "keys": ["ctrl", "s"]}}'
              '\n```')
    assert calls(fenced) == [{"action": "key", "keys": ["ctrl", "s"]}]
    array = '[{"action": "left_click", "coordinate": [10, 20]}, {"action": "type", "text": "hi"}]'
    assert [c["action"] for c in calls(array)] == ["left_click", "type"]
    two_blocks = ('<tool_call>{"name": "computer", "arguments": {"action": "left_click", "coordinate": [1, 2]}}'
                  '</tool_call>\n<tool_call>{"name": "computer", "arguments": {"action": "key", "keys": '
                  '["enter"]}}</tool_call>')
    assert [c["action"] for c in calls(two_blocks)] == ["left_click", "key"]
    as_string = {"name": "computer", "arguments": '{"action": "wait", "time": 1.5}'}
    assert calls(as_string) == [{"action": "wait", "time": 1.5}]
    unterminated = '<tool_call>\n{"name": "computer", "arguments": {"action": "type", "text": "Hello"}}'
    assert calls(unterminated) == [{"action": "type", "text": "Hello"}]  # a cut-off closing tag is tolerated


@pytest.mark.parametrize("raw", [
    '<tool_call>\n{"name": "computer", "arguments": {"action": "left_cl\n</tool_call>',
    "I would click the Save button.",
    '```json\n{"name": "computer", "arguments": {"action": \n```',
    {"name": "computer"},
    {"arguments": "not json"},
])
def test_cudag_malformed_outputs_are_unparsable(raw: Any) -> None:
    assert reason(raw) == "unparsable"


# --- openai --------------------------------------------------------------------------------------------------

def test_openai_tool_calls_function_per_action_and_computer_calls() -> None:
    message = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "call_1", "type": "function", "function": {
            "name": "computer", "arguments": '{"action": "double_click", "coordinate": [120, 640]}'}}]}
    assert calls(message) == [{"action": "double_click", "coordinate": [120, 640]}] and form_of(message) == "openai"
    response = {"id": "chatcmpl-1", "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls"}]}
    assert calls(response) == calls(message)
    per_action = {"tool_calls": [{"type": "function", "function": {
        "name": "scroll", "arguments": '{"coordinate": [500, 500], "pixels": -300}'}}]}
    assert calls(per_action) == [{"action": "scroll", "coordinate": [500, 500], "pixels": -300}]
    assert calls(json.dumps(message)) == calls(message)  # the same object as text
    drag = {"type": "computer_call", "call_id": "c1", "action": {
        "type": "drag", "path": [{"x": 100, "y": 200}, {"x": 150, "y": 210}, {"x": 400, "y": 260}]}}
    assert calls(drag) == [{"action": "left_click_drag", "start_coordinate": [100, 200], "coordinate": [400, 260]}]
    responses = {"output": [{"type": "reasoning", "summary": []}, {"type": "computer_call", "action": {
        "type": "click", "button": "right", "x": 1500, "y": 90}}]}
    assert calls(responses) == [{"action": "right_click", "coordinate": [1500, 90]}]
    keys = {"type": "computer_call", "action": {"type": "keypress", "keys": ["CTRL", "L"]}}
    assert calls(keys) == [{"action": "key", "keys": ["CTRL", "L"]}]
    wheel = {"type": "computer_call", "action": {"type": "scroll", "x": 640, "y": 400, "scroll_x": 0,
                                                  "scroll_y": -240}}
    assert calls(wheel) == [{"action": "scroll", "coordinate": [640, 400], "pixels": -240}]


@pytest.mark.parametrize("raw", [
    {"type": "computer_call", "action": {"type": "screenshot"}},
    {"type": "computer_call", "action": {"type": "click", "button": "back", "x": 1, "y": 2}},
    {"tool_calls": [{"type": "function", "function": {"name": "computer", "arguments": "{\"action\": "}}]},
    {"tool_calls": [{"type": "function", "function": {"name": "browse", "arguments": "{}"}}]},
])
def test_openai_malformed_or_foreign_calls_are_unparsable(raw: Any) -> None:
    assert reason(raw) == "unparsable"


# --- anthropic -----------------------------------------------------------------------------------------------

def test_anthropic_tool_use_blocks() -> None:
    message = {"role": "assistant", "content": [
        {"type": "text", "text": "I'll save the file."},
        {"type": "tool_use", "id": "toolu_01", "name": "computer", "input": {"action": "key", "text": "ctrl+s"}}]}
    assert calls(message) == [{"action": "key", "keys": ["ctrl", "s"]}] and form_of(message) == "anthropic"
    drag = {"type": "tool_use", "name": "computer", "input": {
        "action": "left_click_drag", "start_coordinate": [100, 100], "coordinate": [300, 120]}}
    assert calls(drag) == [{"action": "left_click_drag", "start_coordinate": [100, 100], "coordinate": [300, 120]}]
    shift_click = {"type": "tool_use", "name": "computer", "input": {
        "action": "left_click", "coordinate": [640, 360], "text": "shift"}}
    assert calls(shift_click) == [{"action": "left_click", "coordinate": [640, 360], "text": "shift"}]
    wheel = [{"type": "tool_use", "name": "computer", "input": {
        "action": "scroll", "coordinate": [500, 400], "scroll_direction": "up", "scroll_amount": 3}}]
    assert calls(wheel) == [{"action": "scroll", "coordinate": [500, 400], "pixels": -300.0}]
    assert calls({"type": "tool_use", "name": "computer", "input": {"action": "wait", "duration": 2}}) == [
        {"action": "wait", "time": 2}]


@pytest.mark.parametrize("raw", [
    {"type": "tool_use", "name": "computer", "input": {"action": "screenshot"}},
    {"role": "assistant", "content": [{"type": "text", "text": "Done, nothing to do."}]},
    {"type": "tool_use", "name": "computer", "input": {"action": "scroll", "coordinate": [1, 2],
                                                       "scroll_direction": "sideways", "scroll_amount": 2}},
])
def test_anthropic_malformed_or_foreign_blocks_are_unparsable(raw: Any) -> None:
    assert reason(raw) == "unparsable"


# --- pyautogui (OpenCUA / AgentNet) -----------------------------------------------------------------------------

OPENCUA = """## Thought:
The search field is empty; I should click it first.

## Action:
Click on the search field at the top of the page

## Code:
```python
pyautogui.click(x=0.4234, y=0.0651)
```"""


def test_pyautogui_opencua_outputs() -> None:
    assert calls(OPENCUA) == [{"action": "left_click", "coordinate": [0.4234, 0.0651]}]
    assert form_of(OPENCUA) == "pyautogui"
    assert calls("pyautogui.moveTo(320, 200)\npyautogui.click()") == [
        {"action": "left_click", "coordinate": [320, 200]}]  # the idiom: one click at the moved-to point
    assert calls("pyautogui.moveTo(100, 100)\npyautogui.dragTo(300, 140, duration=0.5)") == [
        {"action": "left_click_drag", "coordinate": [300, 140], "start_coordinate": [100, 100]}]
    assert calls("pyautogui.mouseDown(10, 10)\npyautogui.moveTo(50, 60)\npyautogui.mouseUp()") == [
        {"action": "left_click_drag", "start_coordinate": [10, 10], "coordinate": [50, 60]}]
    assert calls("pyautogui.hotkey('ctrl', 'c')") == [{"action": "key", "keys": ["ctrl", "c"]}]
    assert calls("pyautogui.hotkey(keys=['cmd', 'v'])") == [{"action": "key", "keys": ["cmd", "v"]}]
    assert calls("pyautogui.press('down', presses=2)") == [{"action": "key", "keys": ["down", "down"]}]
    assert calls("pyautogui.write(message='hello world')") == [{"action": "type", "text": "hello world"}]
    assert calls("pyautogui.scroll(-3)") == [{"action": "scroll", "pixels": 300.0}]  # pyautogui: negative = down
    assert calls("pyautogui.hscroll(2, x=50, y=60)") == [{"action": "hscroll", "pixels": 200.0, "coordinate": [50, 60]}]
    assert calls("pyautogui.keyDown('shift')\npyautogui.click(x=5, y=6)\npyautogui.keyUp('shift')") == [
        {"action": "left_click", "coordinate": [5, 6], "text": "shift"}]
    assert calls("pyautogui.click(x=5, y=6, clicks=2)") == [{"action": "double_click", "coordinate": [5, 6]}]
    assert calls("pyautogui.click(x=5, y=6, button='right')") == [{"action": "right_click", "coordinate": [5, 6]}]
    assert calls("computer.triple_click(x=0.5, y=0.5)") == [{"action": "triple_click", "coordinate": [0.5, 0.5]}]
    assert calls("computer.terminate(status='success')") == [{"action": "terminate", "status": "success"}]
    assert calls("```python\nimport time\npyautogui.write('a')\ntime.sleep(1)\n```") == [
        {"action": "type", "text": "a"}, {"action": "wait", "time": 1}]


@pytest.mark.parametrize("raw", [
    "pyautogui.click(x=0.42, y=)",
    "pyautogui.click(x=left, y=top)",
    "pyautogui.screenshot()",
    "pyautogui.click()",
    "```python\nfor _ in range(3):\n    pyautogui.press('down')\n```",
    "pyautogui.click(x=float('nan'), y=0.5)",
])
def test_pyautogui_malformed_or_foreign_code_is_unparsable(raw: str) -> None:
    assert reason(raw) == "unparsable"


# --- UI-TARS -------------------------------------------------------------------------------------------------

def test_uitars_outputs() -> None:
    v1 = "Thought: The Save button is in the toolbar.\nAction: click(start_box='<|box_start|>(235,512)<|box_end|>')"
    assert calls(v1) == [{"action": "left_click", "coordinate": [235.0, 512.0]}] and form_of(v1) == "uitars"
    assert calls("Action: left_double(start_box='(10,20)')") == [{"action": "double_click", "coordinate": [10, 20]}]
    assert calls("Action: right_single(start_box='[100, 200, 140, 220]')") == [
        {"action": "right_click", "coordinate": [120.0, 210.0]}]  # a box: its centre
    assert calls("Action: click(point='<point>812 96</point>')") == [{"action": "left_click", "coordinate": [812, 96]}]
    assert calls("Action: drag(start_box='(100,200)', end_box='(300,400)')") == [
        {"action": "left_click_drag", "start_coordinate": [100, 200], "coordinate": [300, 400]}]
    assert calls("Action: hotkey(key='ctrl c')") == [{"action": "key", "keys": ["ctrl", "c"]}]
    assert calls("Action: type(content='hello\\n')") == [{"action": "type", "text": "hello"},
                                                          {"action": "key", "keys": ["enter"]}]
    assert calls("Action: scroll(start_box='(500,500)', direction='down')") == [
        {"action": "scroll", "pixels": 500.0, "coordinate": [500, 500]}]
    assert calls("Action: wait()") == [{"action": "wait", "time": 5.0}]
    assert calls("Action: finished(content='The file is saved.')") == [{"action": "terminate", "status": "success"}]
    assert calls("Action: call_user()") == [{"action": "terminate", "status": "failure"}]


@pytest.mark.parametrize("raw", [
    "Action: click(start_box='(235,512)'",
    "Action: scroll(start_box='(5,5)', direction='sideways')",
    "Action: click(start_box='(1,2,3)')",
    "Action: long_press(start_box='(1,2)')",
])
def test_uitars_malformed_outputs_are_unparsable(raw: str) -> None:
    assert reason(raw) == "unparsable"


# --- auto, ambiguity, a fixed format ---------------------------------------------------------------------------

def test_auto_reports_an_output_two_forms_read_and_keeps_the_documented_order() -> None:
    both = ('I could run pyautogui.click(x=0.1, y=0.2) but the tool is:\n<tool_call>\n{"name": "computer", '
            '"arguments": {"action": "left_click", "coordinate": [100, 200]}}\n</tool_call>')
    parsed = parse_output(both)
    assert parsed.format == "cudag" and parsed.ambiguous == ["pyautogui"]
    assert parsed.calls == [{"action": "left_click", "coordinate": [100, 200]}]
    assert parse_output(both, "pyautogui").calls == [{"action": "left_click", "coordinate": [0.1, 0.2]}]
    c = case("left_click", coordinate=[100, 200], bbox=[90, 190, 110, 210])
    report = score([c], {"t": both})
    assert report.ambiguous == ["t"] and report.cases[0].ambiguous == ["pyautogui"]


def test_a_fixed_format_reads_nothing_else() -> None:
    qwen = '<tool_call>{"name": "computer", "arguments": {"action": "key", "keys": ["tab"]}}</tool_call>'
    parsed = parse_output(qwen, "uitars")
    assert parsed.error is not None and parsed.error.startswith("unparsable: not a uitars output")
    assert parse_output(qwen, "cudag").calls == [{"action": "key", "keys": ["tab"]}]
    assert reason("nothing here") == "unparsable" and "no tool call in any known form" in str(
        parse_output("nothing here").error)


# --- units ---------------------------------------------------------------------------------------------------

def case(action: str, test_id: str = "t", **kw: Any) -> Case:
    args = {"action": action} | {k: v for k, v in kw.items() if k in ("coordinate", "pixels", "keys", "text",
                                                                      "status", "time")}
    extra = {k: v for k, v in kw.items() if k in ("bbox", "bbox_start", "drag_start", "image_size")}
    return Case(test_id=test_id, expected=args, tolerance=(10, 10), **extra)


def clicks_at(targets: list[list[int]], points: list[list[float]], size: list[int]) -> tuple[list[Case],
                                                                                            dict[str, Any]]:
    """One case per RU target (a 40x40 RU box around it), predicted at `points` (in whatever units)."""
    cases = [case("left_click", f"c{k}", coordinate=t, bbox=[t[0] - 20, t[1] - 20, t[0] + 20, t[1] + 20],
                  image_size=size) for k, t in enumerate(targets)]
    preds = {f"c{k}": {"name": "computer", "arguments": {"action": "left_click", "coordinate": p}}
             for k, p in enumerate(points)}
    return cases, preds


TARGETS = [[250, 300], [600, 300], [900, 700]]  # RU


def test_units_auto_finds_fractions_and_refuses_pixels_it_cannot_place() -> None:
    # the same three targets written as fractions of the screen, then as pixels of a 1920x1080 screenshot
    cases, preds = clicks_at(TARGETS, [[0.25, 0.3], [0.6, 0.3], [0.9, 0.7]], [1920, 1080])
    report = score(cases, preds, read=ReadSettings(units="auto"))
    assert report.units is not None and (report.units.units, report.units.how) == ("fraction", "auto")
    assert report.step_accuracy == 1.0
    assert score(cases, preds, read=ReadSettings(units="ru")).step_accuracy == 0.0  # RU: the top-left corner
    cases, preds = clicks_at(TARGETS, [[480, 324], [1152, 324], [1728, 756]], [1920, 1080])
    # whose pixels 1152 is (the screenshot's, a resized image's) no line tells: refused, never guessed
    report = score(cases, preds, read=ReadSettings(units="auto"))
    assert report.reasons == {"unknown_space": 2, "wrong_point": 1} and report.units is not None
    assert report.units.lines == {"refused": 2, "auto-ambiguous": 1} and report.units.how == "auto-ambiguous"
    given = score(cases, preds, read=ReadSettings(units="pixels"))
    assert given.step_accuracy == 1.0 and given.cases[0].predicted_point == [250.0, 300.0]
    assert score(cases, preds, read=ReadSettings(dialect="openai")).step_accuracy == 1.0
    assert score(cases, preds, read=ReadSettings(units="ru")).reasons == {"out_of_range": 2, "wrong_point": 1}


def test_units_auto_decides_each_line_alone() -> None:
    cases, preds = clicks_at(TARGETS, TARGETS, [960, 600])  # (900, 700) is outside 960x600 px: not pixels
    report = score(cases, preds, read=ReadSettings(units="auto"))
    assert report.units is not None and report.units.lines == {"auto-ambiguous": 2, "auto": 1}
    assert "960x600" in report.units.note and "--dialect" in report.units.note and report.step_accuracy == 1.0
    # a line's verdict is the same alone as among others
    for k in range(3):
        alone = score([cases[k]], {f"c{k}": preds[f"c{k}"]}, read=ReadSettings(units="auto"))
        assert alone.cases[0].predicted_point == report.cases[k].predicted_point
    declared = decide([], "auto", ["fraction", "fraction"])
    assert (declared.units, declared.how) == ("fraction", "declared")
    assert decide([], "pixels").how == "given" and decide([], "auto").how == "no-coordinates"


def test_pixels_need_the_screenshot_size() -> None:
    cases, preds = clicks_at([[800, 300]], [[1500, 300]], [1920, 1080])
    cases[0].image_size = None
    (parsed,), units = read_outputs([preds], {"c0": None}, ReadSettings(units="pixels"))
    assert units.units == "pixels" and parsed["c0"].error is not None and "size is unknown" in parsed["c0"].error


# --- non-finite numbers --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("expected", "raw"), [
    (case("scroll", coordinate=[500, 500], pixels=300),
     '{"action": "scroll", "coordinate": [500, 500], "pixels": NaN}'),
    (case("left_click", coordinate=[500, 500]), '{"action": "left_click", "coordinate": [Infinity, 500]}'),
    (case("wait", time=1.0), '{"action": "wait", "time": -Infinity}'),
    (case("left_click", coordinate=[500, 500]), "Action: click(start_box='(nan,500)')"),
    (case("left_click", coordinate=[500, 500]), "pyautogui.click(x=1e999, y=0.5)"),
])
def test_non_finite_numbers_are_invalid(expected: Case, raw: str) -> None:
    r = score_case(expected, raw, EvalRules())
    assert (r.correct, r.reason.split(":")[0]) == (False, "invalid") and "finite" in r.reason
    assert r.raw is not None  # the output is kept to show on the page


def test_a_scroll_without_position_and_a_wait_without_time_are_scored() -> None:
    assert score_case(case("scroll", coordinate=[500, 500], pixels=300), "pyautogui.scroll(-3)").correct
    assert score_case(case("wait", time=2.0), "Action: wait()").correct
    assert not score_case(case("scroll", coordinate=[500, 500], pixels=300), "pyautogui.scroll(3)").correct


# --- several calls per step, episodes ---------------------------------------------------------------------------

def key_step(test_id: str, keys: list[str]) -> Case:
    return case("key", test_id, keys=keys)


def key_call(*keys: str) -> dict[str, Any]:
    return {"name": "computer", "arguments": {"action": "key", "keys": list(keys)}}


def test_extra_calls_keep_the_step_but_fail_the_episode_and_gaps_count_as_wrong() -> None:
    a = Trajectory("a", "test", [key_step("a0", ["tab"]), key_step("a1", ["enter"])])
    b = Trajectory("b", "test", [key_step("b0", ["tab"]), key_step("b1", ["tab"])])
    gap = Trajectory("g", "test", [key_step("g0", ["tab"]), key_step("g1", ["tab"]), key_step("g2", ["tab"])])
    other = Trajectory("o", "train", [key_step("o0", ["tab"])])  # not the test split, not answered: out of scope
    preds: dict[str, Any] = {
        "a0": key_call("tab"), "a1": key_call("enter"),  # a: every step right → success
        "b0": key_call("tab"),
        "b1": [key_call("tab")["arguments"], key_call("escape")["arguments"]],  # right, then an extra call
        "g0": key_call("tab"), "g2": key_call("tab"),  # g1 left out: a wrong step, the episode fails
    }
    report = score([], preds, trajectories=[a, b, gap, other])
    t = report.trajectories
    assert t is not None and (t.episodes, t.steps, t.missing_steps) == (3, 7, 1)
    assert t.step_accuracy == round(6 / 7, 4)  # b1 is right (its first call); g1 is wrong (missing)
    assert t.episode_success == round(1 / 3, 4) and t.steps_with_extra_calls == 1
    assert t.episodes_failed_by_extras_only == 1
    r = score_case(b.steps[1], preds["b1"])
    assert r.correct and r.extra_calls == 1
    # leaving the hard step out never helps: the file that answers it wrong scores the same episodes
    wrong = preds | {"g1": key_call("escape")}
    t2 = score([], wrong, trajectories=[a, b, gap, other]).trajectories
    assert t2 is not None and t2.episode_success == t.episode_success and t2.missing_steps == 0


def test_episodes_answered_with_the_models_own_history_are_scored_from_those_lines() -> None:
    steps = [key_step("s0", ["tab"]), key_step("s1", ["enter"])]
    t = Trajectory("s", "test", steps)
    recorded = {"s0": key_call("tab"), "s1": key_call("enter")}
    own = {"s0": key_call("tab"), "s1": key_call("escape")}  # on its own history the model goes wrong
    report = score(steps, recorded, trajectories=[t], episodes=own)
    assert report.step_accuracy == 1.0
    assert report.trajectories is not None and report.trajectories.history == "own"
    assert report.trajectories.episode_success == 0.0 and report.trajectories.step_accuracy == 0.5
