"""A model's annotations (tasks/samples/annotate.py) as reasoning in the answers, per `reasoning` in dataset.yaml: which
levels go before the call and in which form. Only readable annotations are used: a step whose answer was
malformed or missing keeps its plain answer and its plain system turn."""

from __future__ import annotations

from typing import Any

import polars as pl

from cuaflow.schemas.dataset_config import DatasetConfig, ReasoningSpec
from cuaflow.tasks.samples.samples import render_prompt

_LABELS = {"observation": "Observation", "thought": "Thought", "action": "Action"}
_FAMILIES = ("action", "action_low_level")  # samples whose answer is the recorded step's call


def compose(spec: ReasoningSpec, texts: dict[str, Any]) -> str | None:
    """The text before the call, or None when a level asked for is missing (then no reasoning at all: a
    partial one would teach leaving levels out)."""
    if not spec.answer or any(not (texts.get(level) or "").strip() for level in spec.answer):
        return None
    clean = {level: " ".join(str(texts[level]).split()) for level in spec.answer}
    if spec.style == "opencua":
        # OpenCUA's own headings (AgentNet's L3 template: `## Observation:`, `## Thought:`, `## Action:`, `## Code:`)
        return "\n\n".join(f"## {_LABELS[level]}:\n{clean[level]}" for level in spec.answer) + "\n\n## Code:"
    return "\n".join(f"{_LABELS[level]}: {clean[level]}" for level in spec.answer)


def system_note(spec: ReasoningSpec) -> str:
    """What the system turn asks for when the answer carries reasoning."""
    names = {"observation": "what the screen shows", "thought": "why you take this action",
             "action": "the action in words"}
    if spec.style == "opencua":
        parts = ", ".join(f"`## {_LABELS[x]}:` ({names[x]})" for x in spec.answer)
        return f"Before the call write the sections {parts}, then `## Code:` followed by the call.\n"
    parts = ", ".join(f"`{_LABELS[x]}: …` ({names[x]})" for x in spec.answer)
    return f"Before the call write one line each: {parts}.\n"


def apply_reasoning(samples: pl.DataFrame, steps: pl.DataFrame, cfg: DatasetConfig, system: str | None,
                    sampled: pl.DataFrame | None = None) -> tuple[pl.DataFrame, int]:
    """`samples` with a `reasoning` column (the text before the call, null when none), `thought` and
    `metadata.thought` the annotation's thought and, where reasoning was added, `system` = `system` (the system
    turn that asks for it). `steps`: the window's readable step annotations. Returns the samples and how many
    got reasoning. `history: actions` also rewrites the history lines of the prompts (`sampled`: the window's steps
    that made action samples, whose calls the history lines are, in order)."""
    spec = cfg.reasoning
    if not samples.height:
        return samples.with_columns(reasoning=pl.lit(None, dtype=pl.String)), 0
    texts: dict[tuple[str, str, int], dict[str, Any]] = {}
    if spec.on() and steps.height:
        ok = steps.filter(pl.col("error").is_null())
        if spec.model:
            ok = ok.filter(pl.col("model") == spec.model)
        for r in ok.iter_rows(named=True):
            texts[(r["date"], r["recording_id"], r["step_index"])] = r
    reasoning: list[str | None] = []
    thoughts: list[str | None] = []
    for date, rec, step, family, thought in samples.select(
            "date", "recording_id", "step_index", "family", "thought").iter_rows():
        t = texts.get((date, rec, step)) if family in _FAMILIES else None
        composed = compose(spec, t) if t else None
        reasoning.append(composed)
        thoughts.append(" ".join(str(t["thought"]).split()) if composed and t and t.get("thought") else thought)
    out = samples.with_columns(reasoning=pl.Series(reasoning, dtype=pl.String),
                               thought=pl.Series(thoughts, dtype=pl.String))
    if spec.history == "actions" and sampled is not None:
        out = _history_as_actions(out, texts, cfg, sampled)
    has = pl.col("reasoning").is_not_null()
    out = out.with_columns(
        metadata=pl.col("metadata").struct.with_fields(thought=pl.col("thought")),
        system=pl.when(has).then(pl.lit(system, dtype=pl.String)).otherwise(pl.col("system")))
    return out, sum(r is not None for r in reasoning)


def _history_as_actions(samples: pl.DataFrame, texts: dict[tuple[str, str, int], dict[str, Any]],
                        cfg: DatasetConfig, sampled: pl.DataFrame) -> pl.DataFrame:
    """Each history line of an action or low-level sample (the call of one of the previous steps that made
    samples, tasks/samples/samples.py) replaced by that step's described action when it has a readable annotation."""
    order: dict[tuple[str, str], list[int]] = {}
    for d, r, i in sampled.sort(KEYS_ORDER).rows():
        order.setdefault((d, r), []).append(int(i))
    prompts, histories, convs = [], [], []
    for row in samples.select("date", "recording_id", "step_index", "family", "history", "instruction", "prompt",
                              "conversations").iter_rows(named=True):
        lines = list(row["history"] or [])
        if row["family"] in _FAMILIES and lines:
            key = (row["date"], row["recording_id"])
            before = [i for i in order.get(key, []) if i < row["step_index"]][-len(lines):]
            if len(before) == len(lines):
                lines = [" ".join(str(texts[(*key, i)]["action"]).split()) if (*key, i) in texts else line
                         for i, line in zip(before, lines, strict=True)]
        prompt = render_prompt(row["instruction"], cfg, lines) if lines != (row["history"] or []) else row["prompt"]
        conv = [dict(c) for c in row["conversations"] or []]
        if conv and prompt != row["prompt"]:
            conv[0]["value"] = conv[0]["value"].replace(row["prompt"], prompt)
        prompts.append(prompt)
        histories.append(lines)
        convs.append(conv)
    return samples.with_columns(prompt=pl.Series(prompts, dtype=pl.String),
                                history=pl.Series(histories, dtype=samples.schema["history"]),
                                conversations=pl.Series(convs, dtype=samples.schema["conversations"]))


KEYS_ORDER = ["date", "recording_id", "step_index"]

__all__ = ["apply_reasoning", "compose", "system_note"]
