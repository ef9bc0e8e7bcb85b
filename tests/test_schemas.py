"""Seed 000 record shapes: every example of the seed round-trips; validation catches each rule."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pydantic import BaseModel

from cuaflow.schemas.config import ConfigError, parse_config
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.samples import TestCase, TrainingSample
from cuaflow.schemas.toolcall import (
    ACTIONS,
    REQUIRED,
    ToolCall,
    parse_tool_call_turn,
    to_ru,
    validate_tool_call,
    within_tolerance,
)

SEED_TOOL_CALL = {"name": "computer", "arguments": {"action": "left_click", "coordinate": [500, 300]}}
SEED_SAMPLE = {
    "id": "sample_00123",
    "image": "images/screenshot_00123.jpg",
    "conversations": [
        {"from": "human", "value": "<image>\nClick on the 'Submit' button"},
        {"from": "gpt", "value": "<tool_call>\n{\"name\": \"computer\", \"arguments\": {\"action\": \"left_click\", "
                                 "\"coordinate\": [750, 890]}}\n</tool_call>"},
    ],
    "metadata": {"task_type": "click-button", "real_coords": [1440, 961], "button_label": "Submit"},
}
SEED_TEST = {
    "test_id": "test_00001", "screenshot": "images/test_00001.jpg", "prompt": "Click the 'Submit' button",
    "expected_action": {"name": "computer", "arguments": {"action": "left_click", "coordinate": [750, 890]}},
    "tolerance": [50, 50], "metadata": {"task_type": "click-button", "real_coords": [1440, 961],
                                        "button_label": "Submit"},
}
SEED_YAML = {
    "name_prefix": "calendar-mike", "seed": 42,
    "tasks": {"click-day": 500, "scroll-month": 200, "select-appointment": 300},
    "task_distributions": {"click-appointment": {"grey_grey": 0.80, "other_colors": 0.15, "adversarial": 0.05}},
    "splits": {"train": 0.8}, "system_prompt": "computer-use", "output": {"image_format": "jpg", "image_quality": 95},
    "test": {"count": 100, "tolerance": 10},
    "annotation": {"enabled": True, "per_type": {"click-day": 4, "scroll-month": 2}},
}


def test_seed_tool_call_round_trips_with_key_order() -> None:
    call = ToolCall.model_validate(SEED_TOOL_CALL)
    assert call.to_dict() == SEED_TOOL_CALL
    assert validate_tool_call(call) == []
    full = ToolCall.make("scroll", coordinate=(1, 2), pixels=-3)
    assert list(full.to_dict()["arguments"]) == ["action", "coordinate", "pixels"]
    assert ToolCall.left_click((500, 300)).to_json() == json.dumps(SEED_TOOL_CALL)


def test_seed_sample_and_test_case_round_trip() -> None:
    sample = TrainingSample.model_validate(SEED_SAMPLE)
    assert json.loads(sample.model_dump_json(by_alias=True)) == SEED_SAMPLE
    assert parse_tool_call_turn(sample.conversations[1].value)["arguments"]["coordinate"] == [750, 890]
    case = TestCase.model_validate(SEED_TEST)
    assert case.tolerance == (50, 50)
    assert case.model_dump(mode="json") == SEED_TEST
    assert TestCase.model_validate(SEED_TEST | {"tolerance": 50}).tolerance == 50


def test_seed_dataset_yaml_parses() -> None:
    # The seed's task types belong to a generator (click-day, ...); recorded data has one per tool action, so
    # those keys are refused with the known types, and the rest of the seed's file parses as written.
    with pytest.raises(ConfigError, match=r"tasks: Value error, unknown task type\(s\) \['click-day'"):
        parse_config(DatasetConfig, SEED_YAML, "dataset.yaml")
    recorded = {k: v for k, v in SEED_YAML.items() if k not in ("tasks", "task_distributions", "annotation")}
    cfg = parse_config(DatasetConfig, recorded, "dataset.yaml")
    assert cfg.output.image_format == "jpg" and cfg.test.tolerance == 10
    assert cfg.splits.resolved() == pytest.approx((0.8, 0.1, 0.1))


@pytest.mark.parametrize("bad,needle", [
    ({"name_prefix": "x", "colour": 1}, "colour: unknown key"),
    ({"splits": {"train": 1.5}}, "splits.train"),
    ({"output": {"image_format": "gif"}}, "output.image_format"),
    ({"test": {"tolerance": [1, 2, 3]}}, "test.tolerance"),
    ({"splits": {"train": 0.8, "val": 0.3}}, "must not exceed 1"),
])
def test_bad_dataset_yaml_names_the_key(bad: dict, needle: str) -> None:
    with pytest.raises(ConfigError) as err:
        parse_config(DatasetConfig, bad, "dataset.yaml")
    assert needle in str(err.value)


def test_every_action_has_its_requirements_checked() -> None:
    assert set(ACTIONS) == set(REQUIRED) and len(ACTIONS) == 14
    for action, fields in REQUIRED.items():
        errs = validate_tool_call({"name": "computer", "arguments": {"action": action}})
        assert errs == [f"action {action!r} requires {f!r}" for f in fields]


@pytest.mark.parametrize("args,needle", [
    ({"action": "left_click", "coordinate": [1001, 5]}, "outside [0, 1000]"),
    ({"action": "left_click", "coordinate": [-1, 5]}, "outside [0, 1000]"),
    ({"action": "left_click", "coordinate": [5]}, "coordinate must be"),
    ({"action": "fly", "coordinate": [5, 5]}, "unknown action"),
    ({"action": "terminate", "status": "done"}, "status must be"),
    ({"action": "key", "keys": []}, "keys must be"),
    ({"action": "wait", "time": -1}, "time must be"),
    ({"action": "type", "text": "x", "colour": "red"}, "unknown argument"),
])
def test_validation_errors(args: dict, needle: str) -> None:
    errs = validate_tool_call({"name": "computer", "arguments": args})
    assert any(needle in e for e in errs), errs
    assert validate_tool_call({"name": "browser", "arguments": {"action": "wait", "time": 1}})


def test_ru_conversion_matches_the_seed_example() -> None:
    assert (to_ru(192, 1920), to_ru(540, 1080)) == (100, 500)
    assert to_ru(-5, 100) == 0 and to_ru(150, 100) == 1000
    assert to_ru(0.5, 1000) == 1 and to_ru(0.49, 1000) == 0  # half rounds up, not to even


def test_tolerance_forms() -> None:
    assert within_tolerance((510, 300), (500, 300), 10)
    assert not within_tolerance((511, 300), (500, 300), 10)
    assert within_tolerance((540, 305), (500, 300), (50, 5)) and not within_tolerance((500, 306), (500, 300), (50, 5))


def test_gpt_turn_wrapping() -> None:
    turn = ToolCall.make("type", text="héllo \"x\"").to_turn()
    assert turn.startswith("<tool_call>\n{") and turn.endswith("}\n</tool_call>")
    assert parse_tool_call_turn(turn)["arguments"]["text"] == "héllo \"x\""
    assert ToolCall.from_turn(turn).arguments.text == "héllo \"x\""
    with pytest.raises(ValueError):
        parse_tool_call_turn("{}")


CALLS = [ToolCall.make("left_click", coordinate=(0, 1000)), ToolCall.make("double_click", coordinate=(5, 6)),
         ToolCall.make("scroll", coordinate=(500, 500), pixels=-300), ToolCall.make("hscroll", coordinate=(1, 2),
                                                                                  pixels=40),
         ToolCall.make("left_click_drag", coordinate=(9, 8)), ToolCall.make("key", keys=["cmd", "c"]),
         ToolCall.make("type", text="a\nb ✓ \"q\""), ToolCall.make("wait", time=4.0),
         ToolCall.make("wait", time=0.1), ToolCall.make("terminate", status="failure"),
         ToolCall.make("answer", text="42")]


@pytest.mark.parametrize("call", CALLS, ids=lambda c: c.action)
def test_a_call_read_back_writes_the_same_bytes(call: ToolCall) -> None:
    text = call.to_json()
    back = ToolCall.from_json(text)
    assert back == call and back.to_json() == text
    assert ToolCall.from_turn(call.to_turn()).to_turn() == call.to_turn()
    assert json.loads(text) == call.model_dump()  # models holding a call dump it in the seed's shape


def test_reading_an_invalid_call_names_the_problem() -> None:
    with pytest.raises(ValueError, match="requires 'coordinate'"):
        ToolCall.from_json('{"name": "computer", "arguments": {"action": "left_click"}}')
    with pytest.raises(ValueError, match=r"outside \[0, 1000\]"):
        ToolCall.from_turn('<tool_call>\n{"name": "computer", "arguments": {"action": "left_click", '
                           '"coordinate": [5, 1001]}}\n</tool_call>')


def test_history_lines_describe_each_call() -> None:
    assert [c.describe() for c in CALLS] == [
        "left_click 0,1000", "double_click 5,6", "scroll 500,500 by -300", "hscroll 1,2 by 40",
        "left_click_drag 9,8", "key cmd+c", 'type "a\\nb ✓ \\"q\\""', "wait 4.0s", "wait 0.1s",
        "terminate failure", "answer \"42\""]


def test_shipped_pipeline_yaml_is_the_defaults_and_names_every_setting() -> None:
    """Defaults live in PipelineSettings; config/pipeline.yaml is their documented copy and may not drift."""
    import yaml
    from pydantic import BaseModel

    from cuaflow.config import DEFAULT_SETTINGS
    from cuaflow.schemas.settings import PipelineSettings
    from cuaflow.tasks.configuration import load_settings

    assert load_settings() == PipelineSettings()
    doc = yaml.safe_load(DEFAULT_SETTINGS.read_text())

    def missing(model: type[BaseModel], node: dict, prefix: str) -> list[str]:
        out = []
        for name, f in model.model_fields.items():
            if name not in node:
                out.append(prefix + name)
            elif isinstance(f.annotation, type) and issubclass(f.annotation, BaseModel):
                out += missing(f.annotation, node[name], f"{prefix}{name}.")
        return out

    assert missing(PipelineSettings, doc, "") == []



def _leaves(model: BaseModel, prefix: str = "") -> dict[str, object]:
    """Every setting of a validated config by dotted path (nested models walked, other values whole)."""
    out: dict[str, object] = {}
    for name in type(model).model_fields:
        value = getattr(model, name)
        out |= _leaves(value, f"{prefix}{name}.") if isinstance(value, BaseModel) else {prefix + name: value}
    return out


def differs_from_defaults(config: DatasetConfig) -> set[str]:
    shipped, defaults = _leaves(config), _leaves(DatasetConfig())
    assert shipped.keys() == defaults.keys()
    return {path for path in shipped if shipped[path] != defaults[path]}


def deliberate_differences(text: str) -> dict[str, str]:
    """The `#   key.path: why` lines under the header's `# Deliberately differs from ...:` line."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("# Deliberately differs from"))
    listed = {}
    for line in lines[start + 1:]:
        m = re.match(r"#\s{2,}([\w.]+):\s*(\S.*)$", line)
        if not m:
            break
        listed[m.group(1)] = m.group(2)
    return listed


def test_shipped_dataset_yaml_validates_and_lists_every_value_that_differs_from_the_defaults() -> None:
    """config/dataset.yaml is what a run uses without --config; where it departs from DatasetConfig's defaults
    its header says so and why, so a default changed in the model is never silently overridden by the file."""
    from cuaflow.config import DEFAULT_DATASET
    from cuaflow.tasks.configuration import load_dataset_config

    listed = deliberate_differences(DEFAULT_DATASET.read_text(encoding="utf-8"))
    assert listed and all(listed.values())
    assert sorted(listed) == sorted(differs_from_defaults(load_dataset_config())), \
        "config/dataset.yaml: its 'Deliberately differs' list must name exactly the values that differ"


def test_the_dataset_yaml_check_sees_an_undocumented_difference(tmp_path: Path) -> None:
    from cuaflow.config import DEFAULT_DATASET
    from cuaflow.tasks.configuration import load_dataset_config

    text = DEFAULT_DATASET.read_text(encoding="utf-8").replace("  count: 100\n", "  count: 7\n", 1)
    changed = tmp_path / "dataset.yaml"
    changed.write_text(text, encoding="utf-8")
    assert differs_from_defaults(load_dataset_config(changed)) - set(deliberate_differences(text)) == {"test.count"}
def test_linux_is_a_platform_with_its_own_units_and_key_names() -> None:
    from cuaflow.connectors.registry import connector
    from cuaflow.schemas.keys import tool_key_name
    from cuaflow.schemas.settings import ScrollSettings

    scroll = ScrollSettings()
    assert connector("clones").scroll_units("linux", scroll) == (53.0, True)
    # a platform the format does not list has no units of its own (flagged downstream); a format whose
    # units do not depend on the platform knows them everywhere
    assert connector("clones").scroll_units("beos", scroll) == (1.0, False)
    assert connector("vendor").scroll_units("beos", scroll) == (1.0, True)
    assert [tool_key_name("meta", p) for p in ("macos", "windows", "linux")] == ["cmd", "win", "super"]


def test_the_recordings_schema_is_derived_from_its_row_model() -> None:
    """One definition of the recordings row: the Arrow schema follows the model's fields, their order, the
    Arrow types given in their metadata, and non-null where the model allows no None."""
    import datetime as dt

    import pyarrow as pa

    from cuaflow.schemas.recording import RECORDINGS_SCHEMA, RecordingMeta, RecordingRow, recordings_table

    assert RECORDINGS_SCHEMA.names == list(RecordingRow.model_fields)
    assert [f.name for f in RECORDINGS_SCHEMA if not f.nullable] == ["recording_id", "status"]
    assert RECORDINGS_SCHEMA.field("screen_width").type == pa.int32()
    assert RECORDINGS_SCHEMA.field("started_at").type == pa.timestamp("ms", tz="UTC")
    assert RECORDINGS_SCHEMA.field("ignored_counts").type == pa.map_(pa.string(), pa.int64())
    meta = RecordingMeta(recording_id="r1", date="2025-01-01", source_format="clones",
                         privacy_labels={"h": "<EMAIL_ADDRESS_1>"})
    rows = [RecordingRow(recording_id="r1", status="processed", ignored_counts={"b": 2, "a": 1}, meta=meta,
                         started_at=dt.datetime(2025, 1, 1, tzinfo=dt.UTC)),
            RecordingRow(recording_id="r2", source_path="2025-01-01/r2", status="quarantined", reason="bad")]
    table = recordings_table(rows)
    assert table.schema == RECORDINGS_SCHEMA
    first, second = table.to_pylist()
    assert first["ignored_counts"] == [("b", 2), ("a", 1)]  # the map keeps the order it was given
    assert first["meta"]["recording_id"] == "r1" and first["meta"]["privacy_labels"] is None  # never published
    assert second["n_steps"] is None and second["reason"] == "bad"


def test_a_summary_leaves_out_the_formats_not_rendered_and_keeps_unknown_figures() -> None:
    from cuaflow.schemas.dataset import DatasetSummary

    s = DatasetSummary.model_validate({"splits": {"train": 3}, "hf": None, "ids": 7})
    dumped = s.model_dump()
    assert "hf" not in dumped and "llamafactory" not in dumped and dumped["ids"] == 7
    assert DatasetSummary.model_validate(dumped).model_dump() == dumped
