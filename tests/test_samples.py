"""Samples a trainer uses as they are: the exported LLaMA-Factory and CUDAG forms read back with Hugging Face
`datasets`, checked against the calls the synthetic recordings were scripted with; the real `cudag` package's
validator over a whole export; task-safe splits; prompt configuration."""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Callable
from pathlib import Path

import cudag.prompts.tools as cudag_tools  # the consumer packages themselves (dev dependencies)
import datasets
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from cudag.validation import validate_dataset
from helpers import make
from synth import Action, SynthSpec, write_vendor_delivery

from cuaflow.connectors.storage import open_root
from cuaflow.connectors.synth import EPOCH0
from cuaflow.schemas.config import ConfigError, RunContext, parse_config
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.tasks.export import build_dataset
from cuaflow.tasks.export.selection import final_splits
from cuaflow.tasks.recording.ingest import discover
from cuaflow.tasks.run.publish import publish_day
from cuaflow.tasks.samples.split import assign_split
from cuaflow.tasks.stages import run_all

LOGICAL = (320, 200)  # logical points; RU = x / 320 * 1000, y / 200 * 1000
ACTS = [Action("click", x=64, y=50), Action("type", text="abc"), Action("right_click", x=160, y=100),
        Action("scroll", x=96, y=150, delta=-1.0, notches=3), Action("double_click", x=256, y=40),
        Action("click", x=32, y=180)]
# The calls those actions are, written by hand from the script above (not by the code under test).
EXPECTED = [
    {"action": "left_click", "coordinate": [200, 250]},
    {"action": "type", "text": "abc"},
    {"action": "right_click", "coordinate": [500, 500]},
    {"action": "scroll", "coordinate": [300, 750], "pixels": 3},
    {"action": "double_click", "coordinate": [800, 200]},
    {"action": "left_click", "coordinate": [100, 900]},
    {"action": "terminate", "status": "success"},
]
K, M = 5, 2
DAYS = {"2025-05-01": [("r1", "t-alpha"), ("r2", "t-beta"), ("r3", "t-alpha")],
        "2025-05-02": [("r4", "t-gamma"), ("r5", "t-beta"), ("r6", "t-gamma")]}
VENDOR_TID = "TV0001"
CFG = {"name_prefix": "trainer", "seed": 3, "tool_name": "computer_use",
       "splits": {"train": 0.5, "val": 0.25, "test": 0.25},
       "output": {"formats": ["cudag", "llamafactory", "seed003"]},
       "prompt": {"history_actions": K, "history_images": M, "thought": "raw"}}


@pytest.fixture(scope="module")
def export(tmp_path_factory: pytest.TempPathFactory) -> dict:
    src = tmp_path_factory.mktemp("smp-src")
    out = tmp_path_factory.mktemp("smp-out")
    for day, recs in DAYS.items():
        for k, (rid, task) in enumerate(recs):
            make(src, rid, date=day, actions=ACTS, seed=k, scale=1.0, task_id=task, title=f"Task {task}")
    vendor_spec = SynthSpec(recording_id="v", logical_size=LOGICAL, actions=ACTS, scale=1.0, title="Rename a file")
    _, folder = write_vendor_delivery(src / "2025-05-02", vendor_spec, tid=VENDOR_TID, frames=False)
    cfg = parse_config(DatasetConfig, CFG, "test")
    ctx = RunContext(source_url=str(src), output_url=str(out), dataset=cfg)
    for day in DAYS:
        found = discover(open_root(str(src)), day)
        results = [run_all(ctx, ref) for ref in found.refs]
        assert all(r.status == "ok" for r in results), [r.reason for r in results]
        publish_day(ctx, day, results, found.rejected)
    info = build_dataset(ctx)
    trajectory = json.loads((folder / f"{VENDOR_TID}-StructuredTrajectory.json").read_text())
    return {"out": out, "ds": Path(info.path), "ctx": ctx, "vendor_steps": trajectory["steps"]}


def _load(ds: Path, files: dict[str, str], cache: Path) -> dict:
    present = {k: str(ds / v) for k, v in files.items() if (ds / v).stat().st_size}
    return datasets.load_dataset("json", data_files=present, cache_dir=str(cache))


def _history(text: str) -> list[dict]:
    """The history lines of a prompt, as the JSON objects they hold."""
    if "Previous actions:\n" not in text:
        return []
    block = text.split("Previous actions:\n", 1)[1]
    return [json.loads(re.sub(r"^\d+\. ", "", line)) for line in block.splitlines()]


def _by_recording(rows: list[dict], rec_of: Callable[[dict], str]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for r in sorted(rows, key=lambda r: r["id"]):
        out.setdefault(rec_of(r), []).append(r)
    return out


def test_llamafactory_form_loads_with_datasets(export: dict, tmp_path: Path) -> None:
    ds = export["ds"]
    info = json.loads((ds / "dataset_info.json").read_text())
    entry = info["trainer_train"]
    assert entry["formatting"] == "sharegpt" and entry["columns"] == {"messages": "messages", "images": "images"}
    assert entry["tags"] == {"role_tag": "role", "content_tag": "content", "user_tag": "user",
                             "assistant_tag": "assistant", "system_tag": "system"}
    loaded = _load(ds, {k.removeprefix("trainer_"): v["file_name"] for k, v in info.items()}, tmp_path)
    assert set(loaded) == {"train", "val", "test"}  # the forced rule fills every split with 4 tasks
    rows = [r for split in loaded.values() for r in split]
    assert rows
    for r in rows:
        roles = [m["role"] for m in r["messages"]]
        assert roles == ["system", "user", "assistant"]
        assert "computer_use" in r["messages"][0]["content"] and "0-1000" in r["messages"][0]["content"]
        user = r["messages"][1]["content"]
        assert user.count("<image>") == len(r["images"]) and "<image>" not in r["messages"][2]["content"]
        for image in r["images"]:
            assert (ds / image).is_file(), image  # relative to the folder of dataset_info.json
    for rec, samples in _by_recording(rows, lambda r: r["id"].rsplit("_s", 1)[0]).items():
        for i, r in enumerate(samples):
            answer = r["messages"][2]["content"]
            call = json.loads(answer[answer.index("<tool_call>\n") + 12: -len("\n</tool_call>")])
            assert call == {"name": "computer_use", "arguments": EXPECTED[i]}, (rec, i)
            assert _history(r["messages"][1]["content"]) == EXPECTED[max(0, i - K): i], (rec, i)
            assert len(r["images"]) == min(i, M) + 1
            if i:  # the previous screenshot is the previous sample's current one (same frame bytes)
                prev = samples[i - 1]["images"][-1]
                assert (ds / r["images"][-2]).read_bytes() == (ds / prev).read_bytes()


def test_thought_and_step_instruction_from_the_vendor(export: dict, tmp_path: Path) -> None:
    ds = export["ds"]
    rows = [json.loads(line) for f in sorted((ds / "sharegpt").glob("*.jsonl")) for line in f.open()]
    rows = [r | {"id": r["id"].removeprefix("test_")} for r in rows]  # a test line is named by its case
    vendor = sorted((r for r in rows if r["id"].startswith(VENDOR_TID)), key=lambda r: r["id"])
    truth = export["vendor_steps"]  # the delivered StructuredTrajectory.json
    assert len(vendor) == len(truth) + 1  # + the final terminate, which has no vendor step
    for r, step in zip(vendor, truth, strict=False):
        answer = r["messages"][2]["content"]
        assert answer.startswith(f"Thought: {step['raw_thought']}\n<tool_call>\n")
        assert f"Current step: {step['instruction']}" in r["messages"][1]["content"]
    assert vendor[-1]["messages"][2]["content"].startswith("<tool_call>")
    clones = [r for r in rows if not r["id"].startswith(VENDOR_TID)]
    assert all(r["messages"][2]["content"].startswith("<tool_call>") for r in clones)
    # the system turn invites a `Thought:` line exactly in the rows whose answer has one
    for r in rows:
        assert r["messages"][0]["role"] == "system"
        assert ("Thought:" in r["messages"][0]["content"]) == r["messages"][2]["content"].startswith("Thought: ")
    trajectories = [json.loads(line) for line in (ds / "trajectories.jsonl").open()]
    steps = next(t for t in trajectories if t["task_id"] == VENDOR_TID)["steps"]
    assert [s["output_state"].get("thought") for s in steps[:-1]] == [s["raw_thought"] for s in truth]


def test_cudag_form_loads_with_datasets(export: dict, tmp_path: Path) -> None:
    ds = export["ds"]
    loaded = _load(ds, {"train": "train.jsonl", "val": "val.jsonl"}, tmp_path)
    rows = [r for split in loaded.values() for r in split]
    assert rows
    for r in rows:
        human, gpt = (c["value"] for c in r["conversations"])
        assert human.count("<image>") == 1 and human.startswith("<image>\n") and (ds / r["image"]).is_file()
        assert gpt.startswith("<tool_call>\n")  # the thought stays in metadata in this form
    for rec, samples in _by_recording(rows, lambda r: r["metadata"]["recording_id"]).items():
        for i, r in enumerate(samples):
            assert _history(r["conversations"][0]["value"]) == EXPECTED[max(0, i - K): i], (rec, i)
    assert (ds / "system_prompt.txt").read_text().startswith("You operate a computer")


def test_cudag_package_validates_the_whole_export(export: dict) -> None:
    tools = cudag_tools

    ds = export["ds"]
    assert [str(e) for e in validate_dataset(ds)] == []
    turns = [json.loads(line)["conversations"][1]["value"] for f in ("train.jsonl", "val.jsonl", "data.jsonl")
             for line in (ds / f).open()]
    turns += [m["content"] for f in (ds / "sharegpt").glob("*.jsonl") for line in f.open()
              for m in json.loads(line)["messages"] if m["role"] == "assistant"]
    calls = [tools.parse_tool_call(t) for t in turns]
    calls += [tools.ToolCall.from_dict(t["expected_action"]) for t in json.loads((ds / "test/test.json").read_text())]
    calls += [tools.ToolCall.from_dict(s["output_state"]["action"]) for line in (ds / "trajectories.jsonl").open()
              for s in json.loads(line)["steps"]]
    assert len(calls) > 40 and all(c is not None for c in calls)
    assert {c.action for c in calls} == {a["action"] for a in EXPECTED}
    assert all(tools.validate_tool_call(c) == [] for c in calls)


def test_typed_tables(export: dict) -> None:
    out = export["out"]
    samples = pq.read_table(next((out / "tables" / "samples").rglob("*.parquet")))
    assert str(samples.schema.field("metadata").type).startswith("struct<task_type: string")
    recs = pq.read_table(next((out / "tables" / "recordings").rglob("*.parquet")))
    assert str(recs.schema.field("meta").type).startswith("struct<recording_id: string")
    counts = recs.schema.field("ignored_counts").type
    assert pa.types.is_map(counts) and (counts.key_type, counts.item_type) == (pa.string(), pa.int64())
    assert str(recs.schema.field("started_at").type) == "timestamp[ms, tz=UTC]"
    rec = pl.from_arrow(recs).filter(pl.col("recording_id") == "r1").row(0, named=True)
    # meta.json says 2025-01-01T12:00:00+02:00
    assert rec["started_at"].isoformat() == "2025-01-01T10:00:00+00:00"
    assert rec["meta"]["task_id"] == "t-alpha" and rec["meta"]["video"]["width"] == 320
    steps = pl.read_parquet(out / "tables" / "steps" / "date=2025-05-01" / "*.parquet")
    assert str(steps.schema["t_start_utc"]) == "Datetime(time_unit='ms', time_zone='UTC')"
    r1 = steps.filter(pl.col("recording_id") == "r1")
    # absolute-time log: the first line is at EPOCH0, so the clock's 0 is EPOCH0
    epoch = [int(t.timestamp() * 1000) for t in r1["t_start_utc"].to_list()]
    assert epoch == [EPOCH0 + t for t in r1["t_start_ms"].to_list()]
    # ... while meta.json says 2025-01-01T10:00Z: the two clocks disagree by months, and the recording says so
    days = (EPOCH0 / 1000 - dt.datetime(2025, 1, 1, 10, tzinfo=dt.UTC).timestamp()) / 86400
    assert days > 200
    assert [f for f in rec["flags"] if f.startswith("clock_disagreement: ") and f"{days:.1f} days apart" in f]
    # typed columns, not JSON text: the clock segments are numbers
    segments = recs.schema.field("offset_segments").type
    assert pa.types.is_list(segments) and pa.types.is_list(segments.value_type)
    assert segments.value_type.value_type == pa.float64()
    assert rec["offset_segments"][0][1] == rec["video_offset_ms"]


# ---------------------------------------------------------------- splits (no pipeline: the split functions)
def _samples(recs: list[tuple[str, str, str]]) -> pl.DataFrame:
    """One sample row per (date, recording, task) — what the split decision reads from the samples table."""
    return pl.DataFrame([{"date": d, "recording_id": r, "task_key": f"task:{t}", "split": "?"} for d, r, t in recs])


def _split_of(df: pl.DataFrame) -> dict[str, set[str]]:
    return {k: set(v) for k, v in df.group_by("task_key").agg(pl.col("split")).rows()}


def test_splits_are_task_safe_complete_and_stable() -> None:
    cfg = DatasetConfig(seed=11)
    ctx = RunContext(source_url="x", output_url="y", dataset=cfg)
    days = [f"2025-06-{d:02d}" for d in range(1, 6)]
    recs = [(days[k % 5], f"rec{k:02d}", f"task{k % 12:02d}") for k in range(50)]
    first = final_splits(_samples(recs), ctx.dataset)
    per_task = _split_of(first)
    assert len(per_task) == 12 and all(len(s) == 1 for s in per_task.values())  # no task in two splits
    assert set(first["split"]) == {"train", "val", "test"}  # every split non-empty
    later = [("2025-06-06", f"new{k:02d}", f"task{k % 15:02d}") for k in range(20)]  # old and new tasks
    both = final_splits(_samples(recs + later), ctx.dataset)
    after = _split_of(both)
    assert all(after[t] == s for t, s in per_task.items())  # adding a day moves no existing task
    assert all(len(s) == 1 for s in after.values()) and len(after) == 15


def test_a_small_day_fills_every_split() -> None:
    ctx = RunContext(source_url="x", output_url="y", dataset=DatasetConfig(seed=1))
    for n in (3, 4, 5):
        got = final_splits(_samples([("2025-06-01", f"r{k}", f"t{k}") for k in range(n)]), ctx.dataset)
        assert set(got["split"]) == {"train", "val", "test"}, n
    two = final_splits(_samples([("2025-06-01", "a", "t1"), ("2025-06-01", "b", "t2")]), ctx.dataset)
    assert two["split"].n_unique() == 2


def test_hashed_split_ignores_the_recording() -> None:
    cfg = DatasetConfig(seed=5)
    assert len({assign_split(f"task:t{k}", cfg) for k in range(40)}) == 3
    assert assign_split("task:same", cfg) == assign_split("task:same", cfg.model_copy())


# ---------------------------------------------------------------- configuration
def test_unknown_task_type_is_an_error_naming_the_known_types() -> None:
    with pytest.raises(ConfigError) as err:
        parse_config(DatasetConfig, {"tasks": {"click-day": 10}}, "dataset.yaml")
    assert "tasks: Value error, unknown task type(s) ['click-day']" in str(err.value)
    assert "'left-click'" in str(err.value) and "'type'" in str(err.value)
    with pytest.raises(ConfigError, match="task_distributions"):
        parse_config(DatasetConfig, {"task_distributions": {"scroll-month": {"a": 1}}}, "dataset.yaml")
    assert parse_config(DatasetConfig, {"tasks": {"left-click": 10}}, "x").tasks == {"left-click": 10}


def test_prompt_configuration_errors_name_the_key(tmp_path: Path) -> None:
    from cuaflow.tasks.configuration import load_dataset_config

    cases = {"system_prompt": "computr", "tool_name": "mouse", "prompt": {"thought": "loud"}}
    for key, value in cases.items():
        with pytest.raises(ConfigError, match=key):
            parse_config(DatasetConfig, {key: value}, "dataset.yaml")
    # the format names are the dataset build's table: the file is checked against it when it is read
    (tmp_path / "dataset.yaml").write_text("output:\n  formats: [cudag, parquet]\n")
    with pytest.raises(ConfigError, match=r"output.formats: unknown format 'parquet' \(known: cudag, "):
        load_dataset_config(tmp_path / "dataset.yaml")
    with pytest.raises(ConfigError, match="unknown template field"):
        parse_config(DatasetConfig, {"prompt": {"template": "{goal} {nope}"}}, "dataset.yaml")
    literal = parse_config(DatasetConfig, {"system_prompt": "You are a careful agent."}, "x")
    assert literal.system_prompt == "You are a careful agent."
    legacy = parse_config(DatasetConfig, {"prompt": {"history_window": 3}}, "x")
    assert legacy.prompt.history_actions == 3


def test_system_prompt_styles_and_goal_template() -> None:
    from cuaflow.schemas.recording import RecordingMeta
    from cuaflow.tasks.samples.samples import render_instruction, system_text

    cfg = DatasetConfig(tool_name="computer_use")
    text = system_text(cfg) or ""
    assert '"name": "computer_use"' in text and "0-1000" in text and "Thought" not in text
    for action in ("left_click", "scroll", "type", "terminate", "left_click_drag"):
        assert f"`{action}`" in text
    assert "Thought:" in (system_text(cfg.model_copy(update={"prompt": cfg.prompt.model_copy(
        update={"thought": "cleaned"})})) or "")
    assert system_text(DatasetConfig(system_prompt="none")) is None
    assert system_text(DatasetConfig(system_prompt="Act carefully.")) == "Act carefully."
    meta = RecordingMeta(recording_id="r", date="2025-01-01", source_format="clones", title="Book a room",
                         content="Book room 4 for Friday 10:00.", objectives=["Pick room 4", "Confirm"], app="Cal")
    assert render_instruction(meta, DatasetConfig(), 0, 3) == (
        "Book a room\nBook room 4 for Friday 10:00.\nObjectives:\n- Pick room 4\n- Confirm")
    custom = parse_config(DatasetConfig, {"prompt": {"template": "[{app}] {title} ({step}/{n_steps})"}}, "x")
    assert render_instruction(meta, custom, 1, 3, "Open the calendar") == (
        "[Cal] Book a room (2/3)\n\nCurrent step: Open the calendar")


def test_trajectory_instructions_carry_no_history(export: dict) -> None:
    for line in (export["ds"] / "trajectories.jsonl").open():
        for step in json.loads(line)["steps"]:
            assert "Previous actions" not in step["instruction"]


def test_seed_000_folders_exist_without_test_cases(export: dict) -> None:
    ctx = export["ctx"]
    cfg = ctx.dataset.model_copy(update={"name_prefix": "notests", "test": ctx.dataset.test.model_copy(
        update={"count": 0})})
    ds = Path(build_dataset(ctx.model_copy(update={"dataset": cfg})).path)
    assert json.loads((ds / "test" / "test.json").read_text()) == []
    assert (ds / "test" / "images").is_dir() and not any((ds / "test" / "images").iterdir())
    assert [str(e) for e in validate_dataset(ds)] == []
