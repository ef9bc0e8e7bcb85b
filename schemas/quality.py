"""The quality signals of recordings and steps (tasks/quality.py) and the annotations a served model gives
(tasks/annotate.py): the Arrow shapes of the files that carry them."""

from __future__ import annotations

import pyarrow as pa

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

# One row per annotated step: the model's answer (tasks/annotate.py); a row whose answer could not be read has
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
    pa.field("model", pa.string(), nullable=False),
    pa.field("prompt_version", pa.string(), nullable=False),
    pa.field("requests", pa.int32()),  # requests the answer took (retries included) when it was asked
    pa.field("prompt_tokens", pa.int64()),
    pa.field("completion_tokens", pa.int64()),
    pa.field("cost", pa.float64()),  # at the settings' prices per million tokens
])

TRAJECTORY_ANNOTATION_SCHEMA = pa.schema([
    pa.field("date", pa.string(), nullable=False),
    pa.field("recording_id", pa.string(), nullable=False),
    pa.field("key", pa.string(), nullable=False),
    pa.field("done", pa.bool_()),
    pa.field("efficiency", pa.string()),  # efficient | acceptable | inefficient
    pa.field("reason", pa.string()),
    pa.field("error", pa.string()),
    pa.field("model", pa.string(), nullable=False),
    pa.field("prompt_version", pa.string(), nullable=False),
    pa.field("requests", pa.int32()),  # requests the answer took (retries included) when it was asked
    pa.field("prompt_tokens", pa.int64()),
    pa.field("completion_tokens", pa.int64()),
    pa.field("cost", pa.float64()),  # at the settings' prices per million tokens
])

__all__ = ["ANNOTATION_SCHEMA", "RECORDING_QUALITY_SCHEMA", "STEP_QUALITY_SCHEMA", "TRAJECTORY_ANNOTATION_SCHEMA"]
