"""Seed 003 step/state format: `trajectories.jsonl`, one `StdTask` per recording (held-out recordings left
out); the states are the steps' pre/post frames under `states/<recording_id>/`, chained implicitly (a step's
`input_state` is omitted when it is the previous step's `output_state`). A step's `instruction` is the goal
without the history (the chained states carry it); `output_state.thought` holds the step's thought, if any;
`output_state.sample_id` names the step's sample (the test case `test_<sample_id>` of `cuaflow eval`) and
`output_state.target` the element its point targets (RU box)."""

from __future__ import annotations

import posixpath
from itertools import groupby
from operator import itemgetter
from typing import Any

import polars as pl

from cuaflow.schemas.recording import fit_name
from cuaflow.schemas.samples import StdTask
from cuaflow.schemas.toolcall import ToolCall
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.writer import DatasetWriter, jsonl
from cuaflow.tasks.targets.element import element_fields


def _state(w: DatasetWriter, rec_id: str, frame: str) -> str:
    rel = f"states/{fit_name(rec_id)}/{posixpath.basename(frame)}"
    if not w.has(rel):
        w.copy(rel, frame)
    w.reference("trajectories.jsonl", rel)
    return rel


def target_json(target: dict[str, Any], start: dict[str, Any] | None) -> dict[str, Any]:
    """A sample's target as the trajectories and the LLaMA-Factory form carry it: RU box, role, name, source
    (and a drag's press element: `bbox_start`, `role_start`, `name_start`), the sample metadata's element."""
    end, begin = element_fields(target), element_fields(start)
    out = {"bbox": end["bbox"], "role": end["role"], "name": end["name"], "source": target["source"],
           "bbox_start": begin["bbox"], "role_start": begin["role"], "name_start": begin["name"]}
    return {k: v for k, v in out.items() if v is not None}


def _task(w: DatasetWriter, rec_id: str, group: list[dict[str, Any]]) -> dict[str, Any]:
    task_steps = []
    prev_out: str | None = None
    for s in group:
        pre = _state(w, rec_id, s["pre_image"])
        post = _state(w, rec_id, s["post_image"]) if s["post_image"] else None
        step: dict[str, Any] = {"instruction": s["instruction"]}
        if pre != prev_out:
            step["input_state"] = {"image": pre, "frame_pts_ms": s["pre_frame_pts_ms"]}
        step["output_state"] = {"image": post, "frame_pts_ms": s["post_frame_pts_ms"],
                                "action": ToolCall.from_json(s["tool_call"]).to_dict(), "sample_id": s["id"]}
        if s["target"] and s["target"]["box_ru"]:  # the element the action's point targets (RU box)
            step["output_state"]["target"] = target_json(s["target"], s["target_start"])
        if s["thought"]:
            step["output_state"]["thought"] = s["thought"]
        task_steps.append(step)
        prev_out = post
    task = StdTask.model_validate({"task_id": rec_id, "steps": task_steps,
                                   "metadata": {"split": group[0]["split"], "source": "cuaflow"}})
    return task.model_dump(exclude_none=True, include={"task_id", "metadata", "steps"})


def render(sel: Selection, w: DatasetWriter) -> None:
    rows = []
    if sel.steps.height and sel.samples.height:
        actions = sel.samples.filter(pl.col("family") == "action")  # one sample per step: the step's own
        eligible = actions.select("id", "recording_id", "step_index", "instruction", "split", "thought",
                                      "tool_call", "target", "target_start").join(
            sel.steps.select("recording_id", "step_index", "pre_image", "post_image", "t_start_ms",
                             "pre_frame_pts_ms", "post_frame_pts_ms"), on=["recording_id", "step_index"])
        eligible = eligible.filter(pl.col("split") != "held_out").sort(["recording_id", "step_index"])
        # one conversion of the whole table: a polars group per recording costs a gather each, every night
        for rec_id, group in groupby(eligible.to_dicts(), key=itemgetter("recording_id")):
            rows.append(_task(w, str(rec_id), list(group)))
    w.put("trajectories.jsonl", jsonl(rows))
    w.summary["trajectories"] = len(rows)
