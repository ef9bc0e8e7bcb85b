"""Training samples from eligible steps: one row per step in the `samples` table, format-neutral (system text,
prompt, images, history, thought, tool call); the trainer formats are thin renderers over it at export.

The prompt: the task's goal through `prompt.template` (plus the step's own instruction when the source has one),
then the recording's previous `history_actions` calls, one JSON object of arguments per line, taken from the
previous samples of the same recording (the calls as exported, so an action excluded from samples never shows up
in a history). `history_images` adds those samples' screenshots, oldest first, before the current one."""

from __future__ import annotations

import re
from collections.abc import Callable
from string import Formatter
from typing import Any

import polars as pl
import pyarrow as pa

from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.recording import AxSnapshot, RecordingMeta, fit_name
from cuaflow.schemas.samples import SAMPLES_SCHEMA, SampleMetadata
from cuaflow.schemas.settings import TargetSettings
from cuaflow.schemas.toolcall import ACTIONS, REQUIRED, ToolCall
from cuaflow.tasks.dialects.prompt import RU_SENTENCE
from cuaflow.tasks.samples.grounding import GroundingContext, grounding_rows
from cuaflow.tasks.samples.split import task_key
from cuaflow.tasks.targets.calls import real_coords
from cuaflow.tasks.targets.element import element_fields
from cuaflow.tasks.targets.ocr_targets import ScreenText
from cuaflow.tasks.targets.regions import RegionChanges


class _Blank(dict[str, Any]):  # a field the source lacks renders empty rather than failing a nightly run
    def __missing__(self, key: str) -> str:
        return ""


def task_type_of(action: str) -> str:
    return action.replace("_", "-")


def system_text(cfg: DatasetConfig, with_thought: bool | None = None, reasoning: str | None = None) -> str | None:
    """The system turn: a named style or the literal text of `system_prompt`. The `Thought:` invitation is in a
    sample's system turn only when its answer has one (`with_thought`): a row without a human thought must not
    be taught that a thought was expected and left out. `None`: whenever `prompt.thought` is on. `reasoning`:
    what an annotated answer writes before its call (tasks/samples/reasoning.py), in place of the `Thought:`
    invitation."""
    style = cfg.system_prompt.strip()
    if style in ("", "none"):
        return None
    if style != "computer-use":
        return cfg.system_prompt + (f"\n\n{reasoning}".rstrip("\n") if reasoning else "")
    actions = "\n".join(f"* `{a}`: requires {', '.join(f'`{r}`' for r in REQUIRED[a])}." for a in ACTIONS)
    thought = ("Before the call you may write one line `Thought: …` saying why you take this action.\n"
               if (cfg.prompt.thought != "off" if with_thought is None else with_thought) else "")
    thought = reasoning or thought
    return (
        "You operate a computer through screenshots and the mouse and keyboard. Each turn shows the current "
        "screenshot, the task, and your previous actions; answer with the next single action.\n\n"
        f"You have one tool, `{cfg.tool_name}`. Its argument `action` is one of:\n{actions}\n\n"
        f"{RU_SENTENCE} `pixels` scrolls down (negative: up) or, for "
        "`hscroll`, right (negative: left). `keys` are key names pressed together, e.g. [\"ctrl\", \"c\"]. "
        "`time` is in seconds. `terminate` ends the task with `status` success or failure.\n\n"
        f"{thought}Write the call as JSON inside tags, exactly:\n<tool_call>\n"
        f'{{"name": "{cfg.tool_name}", "arguments": {{"action": "left_click", "coordinate": [500, 300]}}}}\n'
        "</tool_call>"
    )


def goal_of(meta: RecordingMeta) -> str:
    """The task's goal: its title, then the description/content and objectives when they add to it."""
    title = (meta.title or meta.instruction).strip()
    parts = [title] if title else []
    for extra in (meta.description, meta.content):
        extra = (extra or "").strip()
        if extra and _norm(extra) not in {_norm(p) for p in parts} and _norm(extra) != _norm(f"please {title}."):
            parts.append(extra)
    objectives = [o.strip() for o in meta.objectives if o.strip()]
    if objectives:
        parts.append("Objectives:\n" + "\n".join(f"- {o}" for o in objectives))
    return "\n".join(parts)


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def render_instruction(meta: RecordingMeta, cfg: DatasetConfig, step: int, n_steps: int,
                       step_instruction: str | None = None) -> str:
    """The goal through `prompt.template`, plus the step's own instruction when the source has one."""
    fields = _Blank(
        goal=goal_of(meta), title=meta.title or meta.instruction, description=meta.description, app=meta.app,
        objectives="; ".join(meta.objectives), content=meta.content, instruction=meta.instruction,
        step_instruction=step_instruction or "", step=step + 1, n_steps=n_steps,
    )
    fmt = Formatter()
    text = fmt.vformat(cfg.prompt.template, (), fields).strip()
    if step_instruction and "{step_instruction}" not in cfg.prompt.template:
        text = fmt.vformat(cfg.prompt.step_template, (), fields | {"prompt": text}).strip()
    return text


def render_prompt(instruction: str, cfg: DatasetConfig, history: list[str]) -> str:
    """The human turn's text: the instruction, then the history lines when there are any."""
    if not history:
        return instruction
    lines = "\n".join(f"{k + 1}. {h}" for k, h in enumerate(history))
    return Formatter().vformat(cfg.prompt.history_template, (), _Blank(prompt=instruction, history=lines))


def thought_of(mode: str, raw: str | None, cleaned: str | None) -> str | None:
    """`raw`: the human's own words as written; `cleaned`: the vendor's cleaned reasoning (seed 001), on one line.
    Each falls back to the other when the source has only one."""
    raw = (raw or "").strip() or None
    cleaned = (cleaned or "").strip() or None
    if mode == "raw":
        return raw or cleaned
    if mode == "cleaned":
        text = cleaned or raw
        return re.sub(r"\s+", " ", text).strip() if text else None
    return None


def gpt_turn(call_json: str, thought: str | None, reasoning: str | None = None) -> str:
    """The loss-bearing turn: an optional `Thought:` line (or a model's annotated reasoning, tasks/samples/reasoning.py,
    which replaces it), then the wrapped call."""
    call = ToolCall.from_json(call_json).to_turn()
    if reasoning:
        return f"{reasoning}\n{call}"
    return f"Thought: {thought}\n{call}" if thought else call


def _vendor_texts(vendor_steps: pl.DataFrame | None) -> dict[int, dict[str, str | None]]:
    if vendor_steps is None or vendor_steps.height == 0:
        return {}
    cols = [c for c in ("raw_thought", "reasoning", "instruction") if c in vendor_steps.columns]
    return {r["vendor_step"]: {c: r[c] for c in cols} for r in vendor_steps.select("vendor_step", *cols).to_dicts()}


def build_samples(steps: pl.DataFrame, meta: RecordingMeta, cfg: DatasetConfig,
                  vendor_steps: pl.DataFrame | None = None, *, ax: list[AxSnapshot] | None = None,
                  targets: TargetSettings | None = None, read_frame: Callable[[str], bytes] | None = None,
                  changes: RegionChanges | None = None, text: ScreenText | None = None) -> pl.DataFrame:
    """The samples of every family `cfg.families` enables (`family` column): `action` and `action_low_level` one
    per eligible step, `grounding` from the accessibility snapshots and the frames' OCR lines (`text`)
    (tasks/samples/grounding.py, needs `read_frame`; a snapshot older than its step is judged by `changes` as the steps'
    targets are, tasks/targets/targets.py)."""
    systems = {flag: system_text(cfg, with_thought=flag) for flag in (False, True)}
    vendor = _vendor_texts(vendor_steps)
    key = task_key(meta)
    k_actions, m_images = cfg.prompt.history_actions, cfg.prompt.history_images
    n_steps = steps.height
    has_vendor = "vendor_step" in steps.columns
    families = set(cfg.families.enabled())
    rows: list[dict[str, Any]] = []  # the action samples: every family's history is taken from them
    low: list[dict[str, Any]] = []
    eligible = [s for s in steps.sort("step_index").iter_rows(named=True) if s["sample_eligible"] and s["tool_call"]]
    for s in eligible:
        call = ToolCall.from_json(s["tool_call"]).named(cfg.tool_name)
        texts = vendor.get(s["vendor_step"], {}) if has_vendor and s["vendor_step"] is not None else {}
        # previous samples' calls only: a step kept out of the samples (a secret, ...) never shows up here
        history = [ToolCall.from_json(r["tool_call"]).history_line() for r in rows[-k_actions:]] if k_actions else []
        instruction = render_instruction(meta, cfg, s["step_index"], n_steps, texts.get("instruction"))
        thought = thought_of(cfg.prompt.thought, texts.get("raw_thought"), texts.get("reasoning"))
        history_images = [r["image"] for r in rows[-m_images:]] if m_images else []
        row = _action_row(s, call, meta, key, instruction, render_prompt(instruction, cfg, history), history,
                          history_images, thought, systems[thought is not None])
        if s.get("step_instruction") and "action_low_level" in families:
            ll = render_low_level(meta, cfg, s["step_index"], n_steps, s["step_instruction"])
            low.append(_low_level(row, ll, render_prompt(ll, cfg, history), s.get("instruction_source")))
        rows.append(row)
    out = rows if "action" in families else []
    out = out + low
    if "grounding" in families and read_frame is not None:
        gc = GroundingContext(meta=meta, cfg=cfg, system=systems[False], task_key=key, read_frame=read_frame)
        out += grounding_rows(eligible, ax or [], targets or TargetSettings(), gc, changes, text)
    return pl.from_arrow(pa.Table.from_pylist(out, schema=SAMPLES_SCHEMA))  # type: ignore[return-value]


def render_low_level(meta: RecordingMeta, cfg: DatasetConfig, step: int, n_steps: int, step_instruction: str) -> str:
    """The `action_low_level` family's instruction: `prompt.low_level_template` (the step's own instruction)."""
    fields = _Blank(goal=goal_of(meta), title=meta.title or meta.instruction, description=meta.description,
                    app=meta.app, objectives="; ".join(meta.objectives), content=meta.content,
                    instruction=meta.instruction, step_instruction=step_instruction, step=step + 1, n_steps=n_steps)
    return Formatter().vformat(cfg.prompt.low_level_template, (), fields).strip()


def _action_row(s: dict[str, Any], call: ToolCall, meta: RecordingMeta, key: str, instruction: str, prompt: str,
                history: list[str], history_images: list[str], thought: str | None,
                system: str | None) -> dict[str, Any]:
    action = call.action
    real = real_coords(s, action, meta.scale)
    drag = action == "left_click_drag"  # the call's point is the release; the press has its own target
    target, start = (s.get("target_end"), s.get("target")) if drag else (s.get("target"), None)
    end, begin = element_fields(target), element_fields(start)
    metadata = SampleMetadata(
        task_type=task_type_of(action), real_coords=real, recording_id=meta.recording_id,
        step_index=s["step_index"], date=meta.date, app=meta.app, action=action, task_key=key,
        source_format=meta.source_format, image_size=[meta.screen_width or 0, meta.screen_height or 0],
        drag_start=[float(s["px"]), float(s["py"])] if drag else None, thought=thought,
        element_name=end["name"], element_role=end["role"], bbox=end["bbox"],
        element_name_start=begin["name"], element_role_start=begin["role"], bbox_start=begin["bbox"],
        target_source=(target or {}).get("source"), family="action",
    )
    return {
        "id": f"{fit_name(meta.recording_id)}_s{s['step_index']:04d}", "family": "action",
        "recording_id": meta.recording_id, "step_index": s["step_index"], "task_key": key,
        "task_type": task_type_of(action), "action": action, "app": meta.app, "image": s["pre_image"],
        "images": [*history_images, s["pre_image"]], "system": system, "instruction": instruction,
        "prompt": prompt, "history": history, "thought": thought, "tool_call": call.to_json(),
        "conversations": [{"from": "human", "value": "<image>\n" + prompt},
                          {"from": "gpt", "value": call.to_turn()}],
        "real_coords": real, "ru_coords": call.coordinate, "target": target, "target_start": start,
        "metadata": metadata.model_dump(mode="json"),
    }


def _low_level(action_row: dict[str, Any], instruction: str, prompt: str, source: str | None) -> dict[str, Any]:
    """The action sample asked with the step's own instruction: the same screenshot, history and answer."""
    metadata = dict(action_row["metadata"], family="action_low_level", instruction_source=source)
    turn = action_row["conversations"][1]
    return action_row | {
        "id": action_row["id"] + "_ll", "family": "action_low_level", "instruction": instruction, "prompt": prompt,
        "conversations": [{"from": "human", "value": "<image>\n" + prompt}, turn], "metadata": metadata}


__all__ = ["build_samples", "goal_of", "gpt_turn", "render_instruction", "render_low_level", "render_prompt",
           "system_text",
           "task_type_of", "thought_of"]
