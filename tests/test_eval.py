"""`cuaflow eval`: one test per scoring rule (including every case OpenCUA PR#56 lists: an opposite scroll is
wrong, `["ctrl","v"]` is not `["v","ctrl"]`, repeated keys are kept), then a whole exported dataset of real
H.264 recordings: the ground truth scores exactly 1.0 (cases and trajectories), a shuffled prediction file
scores near the centre-click baseline, `--json` prints one object, `--html` draws the failed cases."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from cudag.validation import validate_dataset
from day import run_day
from helpers import make
from synth import Action

from cuaflow.connectors.storage import open_root
from cuaflow.connectors.synth import with_snapshots
from cuaflow.flows.cli import main
from cuaflow.schemas.config import RunContext, parse_config
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.evaluation import EvalRules
from cuaflow.tasks.evaluation.files import load_cases
from cuaflow.tasks.evaluation.scorer import (
    Case,
    centre_click,
    ground_truth,
    parse_prediction,
    repeat_previous,
    score,
    score_case,
)
from cuaflow.tasks.export import build_dataset


def case(action: str, **kw: Any) -> Case:
    args = {"action": action} | {k: v for k, v in kw.items() if k in ("coordinate", "pixels", "keys", "text",
                                                                      "status", "time")}
    extra = {k: v for k, v in kw.items() if k in ("bbox", "bbox_start", "drag_start", "tolerance")}
    return Case(test_id="t", expected=args, tolerance=extra.pop("tolerance", (10, 10)), **extra)


def verdict(c: Case, prediction: Any, **rules: Any) -> tuple[bool, str]:
    r = score_case(c, prediction, EvalRules(**rules))
    return r.correct, r.reason.split(":")[0]


def call(action: str, **args: Any) -> dict[str, Any]:
    return {"name": "computer", "arguments": {"action": action, **args}}


# --- one test per rule -------------------------------------------------------------------------------------

def test_action_type_must_match_tool_name_does_not() -> None:
    c = case("left_click", coordinate=[500, 500])
    assert verdict(c, call("double_click", coordinate=[500, 500])) == (False, "wrong_action")
    assert verdict(c, call("right_click", coordinate=[500, 500])) == (False, "wrong_action")
    assert verdict(c, {"name": "computer_use", "arguments": {"action": "left_click", "coordinate": [500, 500]}}) \
        == (True, "ok")


def test_pointer_inside_the_box_beats_the_fixed_window() -> None:
    # a 300-px-wide button (RU 100..400): its far end is right although 140 RU from the recorded point
    wide = case("left_click", coordinate=[110, 500], bbox=[100, 480, 400, 520])
    assert verdict(wide, call("left_click", coordinate=[390, 510])) == (True, "ok")
    # a small checkbox (RU 500..506): 8 RU beside it is wrong although within the ±10 tolerance
    small = case("left_click", coordinate=[503, 503], bbox=[500, 500, 506, 506])
    assert verdict(small, call("left_click", coordinate=[511, 503])) == (False, "wrong_point")
    assert verdict(small, call("left_click", coordinate=[511, 503]), use_box=False) == (True, "ok")
    assert verdict(small, call("left_click", coordinate=[506, 500])) == (True, "ok")  # edges included


def test_pointer_without_a_box_uses_the_per_axis_tolerance() -> None:
    c = case("mouse_move", coordinate=[500, 500], tolerance=(10, 30))
    assert verdict(c, call("mouse_move", coordinate=[510, 530])) == (True, "ok")
    assert verdict(c, call("mouse_move", coordinate=[511, 500])) == (False, "wrong_point")
    assert verdict(c, call("mouse_move", coordinate=[500, 531])) == (False, "wrong_point")


def test_drag_needs_both_ends() -> None:
    c = case("left_click_drag", coordinate=[700, 700], bbox=[650, 650, 750, 750], bbox_start=[100, 100, 200, 150],
             drag_start=[150, 120])
    assert verdict(c, call("left_click_drag", coordinate=[740, 660])) == (True, "ok")  # starts at the cursor
    good = call("left_click_drag", coordinate=[740, 660]) | {}
    good["arguments"]["start_coordinate"] = [190, 140]
    assert verdict(c, good) == (True, "ok")
    bad_start = call("left_click_drag", coordinate=[740, 660])
    bad_start["arguments"]["start_coordinate"] = [300, 140]
    correct, reason = verdict(c, bad_start)
    assert (correct, reason) == (False, "wrong_point") and "start" in score_case(c, bad_start).reason
    assert verdict(c, call("left_click_drag", coordinate=[600, 700])) == (False, "wrong_point")  # wrong end
    no_box = case("left_click_drag", coordinate=[700, 700], drag_start=[150, 120])
    far = call("left_click_drag", coordinate=[700, 700])
    far["arguments"]["start_coordinate"] = [150, 140]  # 20 RU off in y: beyond ±10
    assert verdict(no_box, far) == (False, "wrong_point")


def test_modifier_click_needs_the_same_held_keys() -> None:
    c = case("left_click", coordinate=[500, 500], text="ctrl+shift")
    assert verdict(c, call("left_click", coordinate=[500, 500], text="shift+ctrl")) == (True, "ok")
    assert verdict(c, call("left_click", coordinate=[500, 500])) == (False, "wrong_modifiers")
    assert verdict(c, call("left_click", coordinate=[500, 500], text="ctrl")) == (False, "wrong_modifiers")
    cmd = case("left_click", coordinate=[500, 500], text="cmd")
    assert verdict(cmd, call("left_click", coordinate=[500, 500], text="meta")) == (True, "ok")
    plain = case("left_click", coordinate=[500, 500])
    assert verdict(plain, call("left_click", coordinate=[500, 500], text="alt")) == (False, "wrong_modifiers")


def test_scroll_direction_and_amount() -> None:
    down = case("scroll", coordinate=[500, 500], pixels=300)
    assert verdict(down, call("scroll", coordinate=[10, 10], pixels=150)) == (True, "ok")  # position not scored
    assert verdict(down, call("scroll", coordinate=[500, 500], pixels=-300)) == (False, "wrong_direction")  # PR#56
    assert verdict(down, call("scroll", coordinate=[500, 500], pixels=901)) == (False, "wrong_amount")
    assert verdict(down, call("scroll", coordinate=[500, 500], pixels=99)) == (False, "wrong_amount")
    assert verdict(down, call("scroll", coordinate=[500, 500], pixels=901), scroll_ratio=4) == (True, "ok")
    left = case("hscroll", coordinate=[500, 500], pixels=-200)
    assert verdict(left, call("hscroll", coordinate=[500, 500], pixels=-100)) == (True, "ok")
    assert verdict(left, call("hscroll", coordinate=[500, 500], pixels=200)) == (False, "wrong_direction")
    assert verdict(left, call("scroll", coordinate=[500, 500], pixels=-200)) == (False, "wrong_action")
    held = case("scroll", coordinate=[500, 500], pixels=300, text="shift")
    assert verdict(held, call("scroll", coordinate=[500, 500], pixels=300)) == (False, "wrong_modifiers")


def test_keys_in_order_with_repeats() -> None:
    paste = case("key", keys=["ctrl", "v"])
    assert verdict(paste, call("key", keys=["ctrl", "v"])) == (True, "ok")
    assert verdict(paste, call("key", keys=["v", "ctrl"])) == (False, "wrong_keys")  # PR#56: order matters
    twice = case("key", keys=["down", "down"])
    assert verdict(twice, call("key", keys=["down"])) == (False, "wrong_keys")  # PR#56: repeats kept
    assert verdict(twice, call("key", keys=["down", "down"])) == (True, "ok")
    assert verdict(case("key", keys=["enter"]), call("key", keys=["Return"])) == (True, "ok")  # one key, two names
    assert verdict(case("key", keys=["cmd", "c"]), call("key", keys=["meta", "c"])) == (True, "ok")


def test_type_by_normalised_edit_distance() -> None:
    c = case("type", text="hello world")  # 11 characters: two edits = 0.18, three = 0.27
    assert verdict(c, call("type", text="hello world")) == (True, "ok")
    assert verdict(c, call("type", text="helo wrld")) == (True, "ok")
    assert verdict(c, call("type", text="helo wrl")) == (False, "wrong_text")
    assert verdict(c, call("type", text="helo wrl"), type_max_distance=0.3) == (True, "ok")


def test_terminate_status_and_wait() -> None:
    assert verdict(case("terminate", status="success"), call("terminate", status="failure")) == \
        (False, "wrong_status")
    assert verdict(case("wait", time=2.0), call("wait", time=5.0)) == (True, "ok")


@pytest.mark.parametrize(("prediction", "reason"), [
    (None, "missing"),
    ("I would click the button", "unparsable"),
    ("<tool_call>\n{not json}\n</tool_call>", "unparsable"),
    ([1, 2], "unparsable"),
    ({"arguments": "oops"}, "unparsable"),
    ({"name": "computer"}, "unparsable"),
    (call("fly", coordinate=[1, 2]), "invalid"),
    (call("left_click"), "invalid"),
    (call("left_click", coordinate=["a", 2]), "invalid"),
    (call("left_click", coordinate=[1200, 5]), "out_of_range"),
    (call("left_click", coordinate=[-1, 5]), "out_of_range"),
])
def test_bad_predictions_are_wrong_with_their_reason(prediction: Any, reason: str) -> None:
    correct, got = verdict(case("left_click", coordinate=[500, 500]), prediction)
    assert (correct, got) == (False, reason)


def test_raw_model_text_with_a_tool_call_block() -> None:
    text = 'Thought: the save button.\n<tool_call>\n{"name": "computer_use", "arguments": ' \
           '{"action": "left_click", "coordinate": [503, 498]}}\n</tool_call>'
    assert verdict(case("left_click", coordinate=[500, 500]), text) == (True, "ok")
    args, _ = parse_prediction('{"action": "key", "keys": ["tab"]}')  # bare JSON of the arguments
    assert args == {"action": "key", "keys": ["tab"]}


def test_report_breakdowns_and_unknown_ids() -> None:
    cases = [case("left_click", coordinate=[500, 500]), case("key", keys=["tab"])]
    cases[1].test_id, cases[0].app, cases[1].app = "k", "Mail", "Forms"
    report = score(cases, {"t": call("left_click", coordinate=[530, 500]), "k": call("key", keys=["tab"]),
                           "zz": call("wait", time=1)})
    assert (report.step_accuracy, report.n, report.correct) == (0.5, 2, 1)
    assert report.by_action["key"].accuracy == 1.0 and report.by_action["left_click"].accuracy == 0.0
    assert report.by_app["Mail"].correct == 0 and report.confusion == {"key": {"key": 1},
                                                                       "left_click": {"left_click": 1}}
    assert report.coordinate_error_ru["count"] == 1 and report.coordinate_error_ru["p50"] == 30.0
    assert report.unknown_predictions == ["zz"] and report.reasons == {"wrong_point": 1}


def test_trajectory_scoring_counts_a_missing_step_as_wrong() -> None:
    def step(tid: str, keys: list[str]) -> Case:
        c = case("key", keys=keys)
        c.test_id = tid
        return c

    a = [step("a0", ["tab"]), step("a1", ["enter"])]
    b = [step("b0", ["tab"]), step("b1", ["tab"])]
    c = [step("c0", ["tab"]), step("c1", ["tab"])]  # its second step has no prediction: a wrong step, not a skip
    preds = {"a0": call("key", keys=["tab"]), "a1": call("key", keys=["enter"]), "b0": call("key", keys=["tab"]),
             "b1": call("key", keys=["escape"]), "c0": call("key", keys=["tab"])}
    report = score(a + b, preds, trajectories=[a, b, c])
    t = report.trajectories
    assert t is not None and (t.episodes, t.steps, t.missing_steps) == (3, 6, 1)
    assert (t.step_accuracy, t.episode_success) == (round(4 / 6, 4), round(1 / 3, 4))
    assert "c0" not in report.unknown_predictions  # a trajectory's step is a known id


def test_repeat_previous_baseline_has_nothing_for_a_first_step() -> None:
    first, second = case("key", keys=["tab"]), case("key", keys=["tab"])
    second.test_id, second.previous = "s", {"action": "key", "keys": ["tab"]}
    preds = repeat_previous([first, second])
    assert set(preds) == {"s"}
    assert [r.reason.split(":")[0] for r in score([first, second], preds).cases] == ["missing", "ok"]


# --- a whole exported dataset -------------------------------------------------------------------------------

DAY = "2025-04-01"
KEYS = ("Return", "Tab", "Escape", "Backspace")


def varied_actions(k: int) -> list[Action]:
    """Each recording acts at its own random places, with its own keys and text (a shuffle rarely matches)."""
    rng = random.Random(k)

    def xy() -> dict[str, float]:
        return {"x": float(rng.randint(30, 250)), "y": float(rng.randint(20, 170))}

    drag = xy()
    return with_snapshots([
        Action("click", **xy()), Action("double_click", **xy()),
        Action("type", text="".join(rng.choice("abcdefgh") for _ in range(6))),
        Action("key", keys=(rng.choice(KEYS),)), Action("right_click", **xy()),
        Action("drag", **drag, x2=drag["x"] + 40, y2=drag["y"] + 20),
        Action("scroll", **xy(), delta=rng.choice((-2.0, 2.0)), notches=3),
        Action("hotkey", keys=("MetaLeft", f"Key{rng.choice('ACVXZ')}")),
        Action("click", **xy(), mods=("ShiftLeft",)), Action("middle_click", **xy()),
    ], (320, 200))


@pytest.fixture(scope="module")
def dataset(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src, out = tmp_path_factory.mktemp("ev-src"), tmp_path_factory.mktemp("ev-out")
    for k in range(6):
        make(src, f"2025040{k}_100000", date=DAY, actions=varied_actions(k), seed=k, ax_display=False)
    cfg = parse_config(DatasetConfig, {
        "name_prefix": "ev", "seed": 3, "tool_name": "computer_use", "test": {"count": 500},
        "splits": {"train": 0.3, "val": 0.1, "test": 0.6},
        "output": {"formats": ["cudag", "llamafactory", "seed003"]}}, "test")
    ctx = RunContext(source_url=str(src), output_url=str(out), dataset=cfg)
    run_day(src, out, DAY, ctx=ctx)
    return Path(build_dataset(ctx).path)


def write_predictions(path: Path, preds: dict[str, Any]) -> Path:
    path.write_text("".join(json.dumps({"test_id": k, "prediction": v}) + "\n" for k, v in preds.items()))
    return path


def test_test_json_carries_the_box_and_validates(dataset: Path) -> None:
    assert [str(e) for e in validate_dataset(dataset)] == []
    tests = json.loads((dataset / "test" / "test.json").read_text())
    pointer = [t for t in tests if t["expected_action"]["arguments"].get("coordinate") is not None
               and t["expected_action"]["arguments"]["action"] not in ("scroll", "hscroll")]
    assert len(tests) >= 20 and pointer
    boxed = [t for t in pointer if "bbox" in t["metadata"]]
    assert len(boxed) >= 0.7 * len(pointer)  # the demo-style snapshots put a control under most points
    for t in boxed:
        (x, y), (x1, y1, x2, y2) = t["expected_action"]["arguments"]["coordinate"], t["metadata"]["bbox"]
        assert x1 <= x <= x2 and y1 <= y <= y2 and t["metadata"]["target_source"] == "axtree"
    trajectories = [json.loads(line) for line in (dataset / "trajectories.jsonl").read_text().splitlines()]
    targets = [s["output_state"]["target"] for t in trajectories for s in t["steps"] if "target" in s["output_state"]]
    assert targets and all(len(t["bbox"]) == 4 for t in targets)
    lines = [json.loads(line) for line in (dataset / "sharegpt" / "test.jsonl").read_text().splitlines()]
    assert any("bbox" in (line.get("target") or {}) for line in lines)


def test_ground_truth_scores_one_on_the_whole_dataset(dataset: Path, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    tests = json.loads((dataset / "test" / "test.json").read_text())
    preds = {t["test_id"]: t["expected_action"] for t in tests}
    # trajectories: every step of every seed 003 task, as the model would be asked one step at a time
    for line in (dataset / "trajectories.jsonl").read_text().splitlines():
        for step in json.loads(line)["steps"]:
            preds.setdefault(f"test_{step['output_state']['sample_id']}", step["output_state"]["action"])
    path = write_predictions(tmp_path / "gt.jsonl", preds)
    assert main(["eval", "--dataset", str(dataset), "--predictions", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)  # stdout is exactly one JSON object
    assert report["step_accuracy"] == 1.0 and report["n"] == len(tests)
    assert all(c["correct"] and c["reason"] == "ok" for c in report["cases"])
    assert report["trajectories"]["episodes"] >= 2 and report["trajectories"]["episode_success"] == 1.0
    card = (dataset / "README.md").read_text()
    assert "| ground truth | 1.0000 |" in card


def test_shuffled_predictions_score_near_the_centre_click_baseline(dataset: Path, tmp_path: Path) -> None:
    cases = load_cases(open_root(str(dataset)))
    truth = list(ground_truth(cases).values())
    random.Random(0).shuffle(truth)
    shuffled = score(cases, {c.test_id: p for c, p in zip(cases, truth, strict=True)})
    centre = score(cases, centre_click(cases))
    assert score(cases, ground_truth(cases)).step_accuracy == 1.0
    assert shuffled.step_accuracy <= centre.step_accuracy + 0.15 and shuffled.step_accuracy < 0.25


def test_html_page_shows_failed_cases_on_their_screenshots(dataset: Path, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    tests = json.loads((dataset / "test" / "test.json").read_text())
    clicks = [t for t in tests if t["expected_action"]["arguments"]["action"] == "left_click"]
    path = write_predictions(tmp_path / "p.jsonl", {t["test_id"]: call("left_click", coordinate=[0, 0])
                                                    for t in clicks})
    with (tmp_path / "p.jsonl").open("a") as fh:
        fh.write("not json\n")
    page_dir = tmp_path / "page"
    assert main(["eval", "--dataset", str(dataset), "--predictions", str(path), "--html", str(page_dir),
                 "--html-limit", "1000"]) == 0
    captured = capsys.readouterr()
    assert "step accuracy 0.0000" in captured.out and "line " in captured.err
    page = (page_dir / "index.html").read_text()
    for t in tests:  # every case failed: a missing prediction too
        assert f"id='{t['test_id']}'" in page
        assert (page_dir / "images" / Path(t["screenshot"]).name).is_file()
    assert "class=expected-box" in page and "class=predicted-point" in page
    # the folder is the page and what it shows, nothing of how it was written (no empty `.spool/`)
    assert sorted(p.name for p in page_dir.iterdir()) == ["images", "index.html", "thumbs"]


def test_unknown_dataset_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_predictions(tmp_path / "p.jsonl", {})
    assert main(["eval", "--dataset", "nope", "--predictions", str(path), "--output", str(tmp_path)]) == 2
    assert "no dataset version 'nope'" in capsys.readouterr().err
