"""The trainer formats in the target model's dialect (`output.dialect`, tasks/dialects/): each sample's answer,
its history lines and its system turn's sentence about coordinates (with the screen size where the family's
reference agent states it) written in that model's space, at the image size its trainer will feed the model:

- LLaMA-Factory (`llamafactory`): its own scaling to `image_max_pixels` / `image_min_pixels` (the shipped
  `llamafactory_train.yaml`'s, `output.image_budget`), then the model processor's smart resize with the family's
  factor and bounds;
- TRL (`hf`, `webdataset`): the processor's smart resize with `min_pixels` / `max_pixels` set to
  `output.image_budget` (the README's snippet), with the family's factor.

`ru` (the default) changes nothing. The CUDAG form, `test/test.json`, the trajectories and LLaMA-Factory's `test`
split stay in RU: they are what `cudag validate` checks, what `cuaflow eval` scores against and what `cuaflow
predict` asks in the dialect it is given."""

from __future__ import annotations

import json
from typing import Any, Literal

from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.dialects import DialectUse
from cuaflow.schemas.toolcall import TURN_CLOSE, TURN_OPEN, ToolCall
from cuaflow.tasks import dialects
from cuaflow.tasks.dialects.prompt import restate

Trainer = Literal["llamafactory", "trl"]


def trainer_use(cfg: DatasetConfig, size: tuple[int, int], trainer: Trainer) -> DialectUse | None:
    """The dialect use of a `size` screenshot as `trainer` feeds it with the shipped settings; None for `ru`."""
    out = cfg.output
    if out.dialect == "ru" or not size[0] or not size[1]:
        return None
    spec, params, budget = dialects.get(out.dialect), out.dialect_params, out.image_budget
    if spec.resize == "smart" and trainer == "llamafactory":
        params = params.model_copy(update={"image_max_pixels": budget.max_pixels,
                                           "image_min_pixels": budget.min_pixels})
    elif spec.resize == "smart":
        params = params.model_copy(update={"min_pixels": budget.min_pixels, "max_pixels": budget.max_pixels})
    return dialects.use(spec, params, size[0], size[1])


def turn(call_json: str, thought: str | None, u: DialectUse, reasoning: str | None = None) -> str:
    """The answer turn (`Thought:` line or a model's annotated reasoning, `<tool_call>`) with its point in the
    dialect's space."""
    call = ToolCall.from_json(call_json).to_dict()  # validated in RU first
    args = call["arguments"]
    if isinstance(args.get("coordinate"), list):
        args["coordinate"] = list(dialects.from_ru(u, *args["coordinate"]))
    text = TURN_OPEN + json.dumps(call, ensure_ascii=False) + TURN_CLOSE
    if reasoning:
        return f"{reasoning}\n{text}"
    return f"Thought: {thought}\n{text}" if thought else text


def render_row(cfg: DatasetConfig, row: dict[str, Any], trainer: Trainer) -> dict[str, Any]:
    """A samples-table row as `trainer`'s model speaks (the row itself for `ru`): `system`, `prompt`, the answer
    `turn` and the CUDAG `conversations` rewritten; everything else as it is."""
    size = row["metadata"].get("image_size") or [0, 0]
    u = trainer_use(cfg, (int(size[0]), int(size[1])), trainer)
    if u is None:
        return row
    system, prompt = restate(row["system"], row["prompt"], u)
    gpt = turn(row["tool_call"], row["thought"], u, row.get("reasoning"))
    conversations = [{**c, "value": gpt} if c.get("from") == "gpt" else c for c in row["conversations"]]
    return {**row, "system": system, "prompt": prompt, "turn": gpt, "conversations": conversations}


def answer(row: dict[str, Any]) -> str:
    """A row's answer turn: the dialect's when the row was rendered in one, else cuaflow's own."""
    from cuaflow.tasks.samples.samples import gpt_turn

    return str(row["turn"]) if row.get("turn") else gpt_turn(row["tool_call"], row["thought"], row.get("reasoning"))


__all__ = ["answer", "render_row", "trainer_use", "turn"]
