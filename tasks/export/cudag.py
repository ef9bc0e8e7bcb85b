"""Seed 000 (CUDAG layout): training samples and test cases, each line a validated `TrainingSample` /
`TestCase` (schemas/samples.py).

    train.jsonl  val.jsonl  data.jsonl (train + val by id)  [held_out.jsonl]  images/<sample_id>.<fmt>
    test/test.json  test/images/<test_id>.<fmt>  [system_prompt.txt]

`cudag validate` requires exactly two turns, one image and a gpt turn that starts with `<tool_call>`: this form
has no system turn (its text goes to `system_prompt.txt`; cudag's trainer brings its own), no history screenshots,
and the thought stays in `metadata.thought`. Seed 000 folders exist even when empty."""

from __future__ import annotations

import json
from typing import Any

from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.samples import Conversation, SampleMetadata, TestCase, TrainingSample, case_id, metadata_json
from cuaflow.schemas.toolcall import ToolCall, tolerance_pair
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.writer import DatasetWriter, jsonl


def _dump(model: TrainingSample | TestCase) -> dict[str, Any]:
    return model.model_dump(mode="json", by_alias=True, exclude_unset=True)


def training_sample(row: dict[str, Any], image: str) -> TrainingSample:
    """A row of the samples table as a seed 000 line, its image at `image` (relative to the dataset)."""
    return TrainingSample(
        id=row["id"], image=image,
        conversations=[Conversation(**{"from": c["from"], "value": c["value"]}) for c in row["conversations"]],
        metadata=SampleMetadata.model_validate(metadata_json(row["metadata"])))


def test_case(row: dict[str, Any], cfg: DatasetConfig) -> TestCase:
    """A test-split row of the samples table as a seed 000 test case (screenshot under test/)."""
    test_id = case_id(row["id"])
    tol = cfg.test.tolerance
    return TestCase(test_id=test_id, screenshot=f"images/{test_id}.{cfg.output.image_format}", prompt=row["prompt"],
                    expected_action=ToolCall.from_json(row["tool_call"]),
                    tolerance=tol if isinstance(tol, int) else tolerance_pair(tol),
                    metadata=SampleMetadata.model_validate(metadata_json(row["metadata"])))


def render(sel: Selection, w: DatasetWriter) -> None:
    render_samples(sel, w)
    render_tests(sel, w)


def render_samples(sel: Selection, w: DatasetWriter) -> None:
    lines: dict[str, list[dict[str, Any]]] = {"train": [], "val": [], "held_out": []}
    for row in sel.train_val + sel.held_out:
        image = f"images/{row['id']}.{sel.cfg.output.image_format}"
        w.copy(image, row["image"])
        w.reference(f"{row['split']}.jsonl", image)
        lines[row["split"]].append(_dump(training_sample(row, image)))
    w.put("train.jsonl", jsonl(lines["train"]))
    w.put("val.jsonl", jsonl(lines["val"]))
    w.put("data.jsonl", jsonl(sorted(lines["train"] + lines["val"], key=lambda r: r["id"])))
    if sel.cfg.held_out.enabled:
        w.put("held_out.jsonl", jsonl(lines["held_out"]))
    w.mkdir("images")
    system = sel.samples["system"].drop_nulls().unique().sort().to_list() if sel.samples.height else []
    if system:
        w.put("system_prompt.txt", ("\n\n".join(system) + "\n").encode())


def render_tests(sel: Selection, w: DatasetWriter) -> None:
    w.mkdir("test/images")
    cases = []
    for row in sel.tests:
        case = test_case(row, sel.cfg)
        w.copy(f"test/{case.screenshot}", row["image"])
        w.reference("test/test.json", f"test/{case.screenshot}")
        cases.append(_dump(case))
    w.put("test/test.json", (json.dumps(cases, ensure_ascii=False, indent=2) + "\n").encode())
