"""The selection's quality step (`quality` and `reasoning` in dataset.yaml): the window's quality signals
(tasks/samples/quality.py), the filters on them and on a model's annotations, each counting the samples it removed,
and the annotations' reasoning put into the answers (tasks/samples/reasoning.py). With neither section set it reads
nothing and changes nothing."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import polars as pl

from cuaflow.connectors.storage import Root
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.quality import RECORDING_QUALITY_SCHEMA, STEP_QUALITY_SCHEMA
from cuaflow.tasks.parquet_io import parquet_bytes
from cuaflow.tasks.samples.annotation_files import read_annotations, uses_annotations
from cuaflow.tasks.samples.quality import recording_quality, step_quality
from cuaflow.tasks.samples.reasoning import apply_reasoning, system_note
from cuaflow.tasks.samples.samples import system_text

_STEP_FAMILIES = ("action", "action_low_level")  # samples made from a recorded step (grounding: from a frame)
KEYS = ["date", "recording_id"]


@dataclass
class Judged:
    """What the quality step gives the selection and the card."""

    samples: pl.DataFrame
    recordings: pl.DataFrame | None = None  # RECORDING_QUALITY_SCHEMA rows (quality.enabled)
    steps: pl.DataFrame | None = None  # STEP_QUALITY_SCHEMA rows
    removed: dict[str, int] = field(default_factory=dict)  # filter → samples removed
    annotations: dict[str, Any] | None = None


def judge(cfg: DatasetConfig, out: Root, dates: list[str], samples: pl.DataFrame, steps: pl.DataFrame,
          recordings: pl.DataFrame) -> Judged:
    q = cfg.quality
    if not (q.enabled or q.filters() or cfg.reasoning.on()):
        return Judged(samples)
    ann_steps, ann_trajs = read_annotations(out, dates) if uses_annotations(cfg) else (None, None)
    per_step = step_quality(steps, q)
    task_keys = ({(d, r): k for d, r, k in samples.select("date", "recording_id", "task_key").unique().rows()}
                 if samples.height else {})
    per_rec = _with_judged(recording_quality(steps, per_step, recordings, task_keys), ann_trajs)
    result = Judged(samples, per_rec if q.enabled else None, per_step if q.enabled else None)
    for name in q.filters():
        before = result.samples.height
        result.samples = _filter(name, cfg, result.samples, per_step, per_rec, ann_steps)
        result.removed[name] = before - result.samples.height
    n = 0
    if cfg.reasoning.on():
        result.samples, n = _with_reasoning(cfg, result.samples, steps, ann_steps)
    if ann_steps is not None and (ann_steps.height or (ann_trajs is not None and ann_trajs.height)):
        result.annotations = _figures(ann_steps, ann_trajs, n)
    return result


def _with_judged(per_rec: pl.DataFrame, ann_trajs: pl.DataFrame | None) -> pl.DataFrame:
    """The recordings' signals with a model's verdict on each trajectory (`judged_done`, `efficiency`), the last
    readable one per recording, when any was annotated."""
    if ann_trajs is None or not ann_trajs.height or not per_rec.height:
        return per_rec
    judged = ann_trajs.filter(pl.col("error").is_null()).unique(KEYS, keep="last").select(
        *KEYS, pl.col("done").alias("_done"), pl.col("efficiency").alias("_eff"))
    return per_rec.join(judged, on=KEYS, how="left").with_columns(
        judged_done=pl.col("_done"), efficiency=pl.col("_eff")).drop("_done", "_eff")


def _with_reasoning(cfg: DatasetConfig, samples: pl.DataFrame, steps: pl.DataFrame,
                    ann_steps: pl.DataFrame | None) -> tuple[pl.DataFrame, int]:
    """The samples with the annotations' reasoning in their answers (`reasoning:`), and how many carry one."""
    note = system_note(cfg.reasoning) if cfg.reasoning.answer else None
    sampled = (steps.filter(pl.col("sample_eligible").fill_null(False) & pl.col("tool_call").is_not_null())
               .select(*KEYS, "step_index") if steps.height else None)
    return apply_reasoning(samples, ann_steps if ann_steps is not None else pl.DataFrame(), cfg,
                           system_text(cfg, with_thought=False, reasoning=note), sampled)


def _filter(name: str, cfg: DatasetConfig, samples: pl.DataFrame, per_step: pl.DataFrame, per_rec: pl.DataFrame,
            ann_steps: pl.DataFrame | None) -> pl.DataFrame:
    q = cfg.quality
    if not samples.height:
        return samples
    if name == "min_alignment_confidence":
        bad = per_rec.filter(pl.col("alignment_confidence") < q.min_alignment_confidence).select(KEYS)
        return samples.join(bad, on=KEYS, how="anti")
    if name == "max_steps_vs_median":
        bad = per_rec.filter(pl.col("steps_vs_median") > q.max_steps_vs_median).select(KEYS)
        return samples.join(bad, on=KEYS, how="anti")
    if name == "keep_judged_done":
        good = per_rec.filter(pl.col("judged_done").fill_null(False)).select(KEYS)
        return samples.join(good, on=KEYS, how="semi")
    if name == "drop_redundant_steps":
        bad = per_step.filter(pl.col("redundant")).select(*KEYS, "step_index")
    else:  # drop_judged_steps
        a = ann_steps if ann_steps is not None else pl.DataFrame()
        bad = (a.filter(pl.col("error").is_null() & (pl.col("redundant").fill_null(False)
                                                       | pl.col("mistaken").fill_null(False)))
               .select(*KEYS, "step_index") if a.height else per_step.head(0).select(*KEYS, "step_index"))
    stepped = samples.filter(pl.col("family").is_in(_STEP_FAMILIES))
    dropped = stepped.join(bad.with_columns(pl.col("step_index").cast(samples.schema["step_index"])),
                           on=[*KEYS, "step_index"], how="semi").select("id")
    return samples.join(dropped, on="id", how="anti")


def _figures(steps: pl.DataFrame, trajs: pl.DataFrame | None, used: int) -> dict[str, Any]:
    """The annotations of the window: by whom, how many readable, what they cost, how many answers carry one."""
    both = [df for df in (steps, trajs) if df is not None and df.height]

    def total(col: str) -> float:
        return float(sum(df[col].fill_null(0).sum() for df in both))
    return {
        "models": sorted({m for df in both for m in df["model"].unique().to_list()}),
        "prompt_versions": sorted({v for df in both for v in df["prompt_version"].unique().to_list()}),
        "steps": steps.height, "steps_unreadable": int(steps["error"].is_not_null().sum()) if steps.height else 0,
        "trajectories": trajs.height if trajs is not None else 0,
        "requests": int(total("requests")), "prompt_tokens": int(total("prompt_tokens")),
        "completion_tokens": int(total("completion_tokens")), "cost": round(total("cost"), 6),
        "answers_with_reasoning": used,
    }


def quality_totals(per_rec: pl.DataFrame) -> dict[str, float | int]:
    """The window's signals in total (the card's table)."""
    if not per_rec.height:
        return {"recordings": 0}
    return {"recordings": per_rec.height, "idle_gaps": int(per_rec["idle_gaps"].sum()),
            "repeated_clicks": int(per_rec["repeated_clicks"].sum()),
            "undo_redo_loops": int(per_rec["undo_redo_loops"].sum()),
            "redundant_steps": int(per_rec["redundant_steps"].sum()),
            "judged_done": int(per_rec["judged_done"].fill_null(False).sum())}


def render(sel: Any, w: Any) -> None:
    """`quality.parquet` (per recording) and `quality_steps.parquet` (per step) when `quality.enabled`."""
    j = sel.judged
    if j is None or j.recordings is None or j.steps is None:
        return
    w.put("quality.parquet", parquet_bytes(j.recordings, RECORDING_QUALITY_SCHEMA))
    w.put("quality_steps.parquet", parquet_bytes(j.steps, STEP_QUALITY_SCHEMA))


__all__ = ["Judged", "judge", "quality_totals", "render"]
