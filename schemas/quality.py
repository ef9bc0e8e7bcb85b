"""The quality signals of recordings and steps (tasks/samples/quality.py) and the annotations a served model gives
(tasks/samples/annotate.py): the Arrow shapes of the files that carry them."""

from __future__ import annotations

import pyarrow as pa
from pydantic import BaseModel, ConfigDict, Field

# One row per step (of a processed recording): what the data itself says about it, no model needed.
STEP_QUALITY_SCHEMA = pa.schema([
    pa.field("date", pa.string(), nullable=False),
    pa.field("recording_id", pa.string(), nullable=False),
    pa.field("step_index", pa.int32(), nullable=False),
    pa.field("idle_before_ms", pa.int64()),  # since the previous action ended (a `wait` step counts as idle)
    pa.field("after_idle_gap", pa.bool_(), nullable=False),  # idle_before_ms >= quality.idle_gap_ms
    pa.field("repeated_click", pa.bool_(), nullable=False),  # the same click on the same spot as the action before
    pa.field("undo_redo", pa.bool_(), nullable=False),  # an undo or redo shortcut (ctrl/cmd+z, ctrl+y, …+shift+z)
    pa.field("in_undo_loop", pa.bool_(), nullable=False),  # part of a run of undo/redo holding both
    pa.field("redundant", pa.bool_(), nullable=False),  # repeated_click or in_undo_loop
])

# One row per processed recording of a dataset's window.
RECORDING_QUALITY_SCHEMA = pa.schema([
    pa.field("date", pa.string(), nullable=False),
    pa.field("recording_id", pa.string(), nullable=False),
    pa.field("task_key", pa.string()),
    pa.field("steps", pa.int32(), nullable=False),  # actions (not mouse moves, waits, the closing terminate)
    pa.field("task_median_steps", pa.float64()),  # the median of `steps` over the window's recordings of its task
    pa.field("steps_vs_median", pa.float64()),  # steps / task_median_steps (1.0: as usual for the task)
    pa.field("idle_gaps", pa.int32(), nullable=False),
    pa.field("max_idle_ms", pa.int64()),
    pa.field("repeated_clicks", pa.int32(), nullable=False),
    pa.field("undo_redo_steps", pa.int32(), nullable=False),
    pa.field("undo_redo_loops", pa.int32(), nullable=False),
    pa.field("redundant_steps", pa.int32(), nullable=False),
    pa.field("alignment_confidence", pa.float64()),  # the video/event clock estimate's (null: not estimated)
    pa.field("pointer_steps", pa.int32(), nullable=False),
    pa.field("target_coverage", pa.float64()),  # share of pointer steps with a named target (null: none)
    pa.field("judged_done", pa.bool_()),  # the model's judgement of the final screens (null: not annotated)
    pa.field("efficiency", pa.string()),  # the model's judgement: efficient | acceptable | inefficient
])

# Who answered and what it cost: the same columns on every annotation row, step or trajectory.
_ASKED = [
    pa.field("model", pa.string(), nullable=False),
    pa.field("prompt_version", pa.string(), nullable=False),
    pa.field("requests", pa.int32()),  # requests the answer took (retries included) when it was asked
    pa.field("prompt_tokens", pa.int64()),
    pa.field("completion_tokens", pa.int64()),
    pa.field("cost", pa.float64()),  # at the settings' prices per million tokens
]

# One row per annotated step: the model's answer (tasks/samples/annotate.py); a row whose answer could not be read has
# `error` and no text, and never reaches a sample.
ANNOTATION_SCHEMA = pa.schema([
    pa.field("date", pa.string(), nullable=False),
    pa.field("recording_id", pa.string(), nullable=False),
    pa.field("step_index", pa.int32(), nullable=False),
    pa.field("key", pa.string(), nullable=False),  # sha256 of everything that produced the answer
    pa.field("observation", pa.string()),  # L3: what the screen shows
    pa.field("thought", pa.string()),  # L2: why this action
    pa.field("action", pa.string()),  # L1: the action described
    pa.field("redundant", pa.bool_()),
    pa.field("mistaken", pa.bool_()),
    pa.field("corrected_later", pa.bool_()),
    pa.field("reflection", pa.string()),  # the reason
    pa.field("error", pa.string()),  # why there is no answer (malformed after retries, no answer)
    *_ASKED,
])

TRAJECTORY_ANNOTATION_SCHEMA = pa.schema([
    pa.field("date", pa.string(), nullable=False),
    pa.field("recording_id", pa.string(), nullable=False),
    pa.field("key", pa.string(), nullable=False),
    pa.field("done", pa.bool_()),
    pa.field("efficiency", pa.string()),  # efficient | acceptable | inefficient
    pa.field("reason", pa.string()),
    pa.field("error", pa.string()),
    *_ASKED,
])



class AnnotateSettings(BaseModel):
    """`cuaflow annotate` (tasks/samples/annotate.py): the served model, how it is asked, the budget and the prices."""

    model_config = ConfigDict(extra="forbid")

    endpoint: str = Field(description="an OpenAI-compatible server (`…/v1`, or its `…/chat/completions`)")
    model: str
    prompts: str = Field("annotate-v1", pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$",
                         description="the prompt version: a folder of config/prompts/ (or of `prompts_dir`)")
    prompts_dir: str | None = Field(None, description="a folder holding prompt versions (default: the shipped)")
    concurrency: int = Field(4, ge=1, le=256)
    retries: int = Field(4, ge=0, description="further attempts of a failed request (as `cuaflow predict`)")
    backoff_s: float = Field(1.0, ge=0)
    timeout_s: float = Field(120.0, gt=0)
    temperature: float = Field(0.0, ge=0)
    max_tokens: int = Field(512, ge=1, description="per answer")
    malformed_retries: int = Field(1, ge=0, description="asking again when an answer is not the JSON asked for; "
                                   "after them the step is recorded without an annotation")
    max_failed_in_a_row: int = Field(10, ge=1, description="stop when this many requests in a row got no answer")
    history_steps: int = Field(5, ge=0, description="previous actions shown with a step")
    final_screens: int = Field(2, ge=1, le=6, description="last screens shown for the trajectory judgement")
    max_requests: int | None = Field(None, ge=0, description="budget: requests this run may make")
    max_total_tokens: int | None = Field(None, ge=0, description="budget: prompt + completion tokens this run")
    max_seconds: float | None = Field(None, ge=0, description="budget: wall time of this run")
    price_prompt: float = Field(0.0, ge=0, description="cost per million prompt tokens (for the figures only)")
    price_completion: float = Field(0.0, ge=0, description="cost per million completion tokens")
    api_key_env: str | None = Field(None, description="environment variable holding the bearer token")
    api_key_block: str | None = Field(None, description="a Prefect Secret block holding it (never written)")
    allow_unredacted: bool = Field(False, description="send frames and text of recordings processed with "
                                   "privacy off (refused otherwise)")


__all__ = ["ANNOTATION_SCHEMA", "RECORDING_QUALITY_SCHEMA", "STEP_QUALITY_SCHEMA", "TRAJECTORY_ANNOTATION_SCHEMA",
           "AnnotateSettings"]
