"""Training samples (seed 000) from eligible steps: `<image>\\n` + the instruction in the human turn,
the tool call wrapped in `<tool_call>` tags in the gpt turn.

The instruction comes from the task (the quest's title by default) through `prompt.template`;
with `prompt.history_window > 0` the previous actions of the same recording are listed as text."""

from __future__ import annotations

import json
from string import Formatter
from typing import Any

import polars as pl

from cuaflow.schemas.config import DatasetConfig
from cuaflow.schemas.recording import RecordingMeta
from cuaflow.schemas.samples import SAMPLES_SCHEMA
from cuaflow.schemas.toolcall import ToolCall


class _Blank(dict):  # unknown template fields render empty rather than failing a nightly run
    def __missing__(self, key: str) -> str:
        return ""


def task_type_of(action: str) -> str:
    return action.replace("_", "-")


def render_prompt(meta: RecordingMeta, cfg: DatasetConfig, step: int, n_steps: int, history: list[str]) -> str:
    fields = _Blank(
        title=meta.title or meta.instruction, description=meta.description, app=meta.app,
        objectives="; ".join(meta.objectives), content=meta.content, step=step + 1, n_steps=n_steps,
    )
    text = Formatter().vformat(cfg.prompt.template, (), fields).strip()
    if cfg.prompt.history_window and history:
        lines = "\n".join(f"{k + 1}. {h}" for k, h in enumerate(history))
        text = Formatter().vformat(cfg.prompt.history_template, (), _Blank(prompt=text, history=lines))
    return text


def build_samples(steps: pl.DataFrame, meta: RecordingMeta, cfg: DatasetConfig, split: str) -> pl.DataFrame:
    rows = []
    history: list[str] = []
    n_steps = steps.height
    for s in steps.sort("step_index").iter_rows(named=True):
        call = ToolCall.from_json(s["tool_call"]) if s["tool_call"] else None
        if s["sample_eligible"] and call is not None:
            window = history[-cfg.prompt.history_window :] if cfg.prompt.history_window else []
            prompt = render_prompt(meta, cfg, s["step_index"], n_steps, window)
            action = call.action
            if action == "left_click_drag" and s["px2"] is not None:
                real = [float(s["px2"]), float(s["py2"])]  # the call's coordinate is the drag's end
            elif s["px"] is not None:
                real = [float(s["px"]), float(s["py"])]
            elif s["cursor_x"] is not None:
                real = [float(int(s["cursor_x"] * meta.scale)), float(int(s["cursor_y"] * meta.scale))]
            else:
                real = [0.0, 0.0]
            sid = f"{meta.recording_id}_s{s['step_index']:04d}"
            metadata = {
                "task_type": task_type_of(action), "real_coords": real, "recording_id": meta.recording_id,
                "step_index": s["step_index"], "date": meta.date, "app": meta.app, "action": action,
                "source_format": meta.source_format, "image_size": [meta.screen_width, meta.screen_height],
            }
            if action == "left_click_drag":
                metadata["drag_start"] = [float(s["px"]), float(s["py"])]
            if s["ax_name"]:
                metadata |= {"element_name": s["ax_name"], "element_role": s["ax_role"]}
            rows.append({
                "id": sid, "recording_id": meta.recording_id, "step_index": s["step_index"], "split": split,
                "task_type": task_type_of(action), "action": action, "app": meta.app,
                "image": s["pre_image"], "prompt": prompt, "tool_call": s["tool_call"],
                "conversations": [{"from": "human", "value": "<image>\n" + prompt},
                                  {"from": "gpt", "value": call.to_turn()}],
                "real_coords": real,
                "ru_coords": call.coordinate,
                "metadata": json.dumps(metadata, ensure_ascii=False),
            })
        if call is not None:  # a secret's value (even as bullets) is not repeated in later prompts
            history.append("type (secret)" if "secret" in (s["flags"] or []) else call.describe())
    return pl.from_arrow(_table(rows))  # type: ignore[return-value]


def _table(rows: list[dict[str, Any]]) -> Any:
    import pyarrow as pa

    return pa.Table.from_pylist(rows, schema=SAMPLES_SCHEMA)


__all__ = ["build_samples", "render_prompt", "task_type_of"]
