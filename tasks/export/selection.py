"""Which committed samples a dataset holds: the input every renderer reads.

Interpretation of seed 000's generation keys for recorded data: `tasks` caps the number of train/val samples
per task type (the tool action, dashed), `task_distributions` splits a capped type's quota across apps by
weight (`other` takes apps not named); `test.count` caps the test cases drawn from test-split tasks.
Splits are by task (`tasks/samples/split.py`): the samples' hashed split is finalised here over the whole window."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import polars as pl
import pyarrow as pa

from cuaflow.connectors.storage import Root
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.samples import SAMPLES_SCHEMA
from cuaflow.schemas.steps import STEPS_SCHEMA
from cuaflow.schemas.tables import polars_types
from cuaflow.tasks.export.quality import Judged, judge, quality_totals
from cuaflow.tasks.run.committed import read_table
from cuaflow.tasks.samples.split import assign_task_splits, unit_hash


@dataclass(frozen=True)
class Selection:
    """The samples table of a date window, deduplicated and split into what each part of the dataset holds."""

    cfg: DatasetConfig
    out: Root  # the output root: frames are read from it
    name: str
    dates: list[str]
    samples: pl.DataFrame  # every committed sample of the window, in (date, recording, step) order
    steps: pl.DataFrame  # the steps table of the same recordings
    recordings: pl.DataFrame
    duplicates: list[str]  # "<date>/<recording_id>" dropped as re-uploads of an earlier date's recording
    pool: pl.DataFrame  # train + val after the caps, in order
    held_out: list[dict[str, Any]]  # held-out rows (empty unless held_out.enabled)
    tests: list[dict[str, Any]]  # the test-split rows chosen as test cases, in order
    test_split: list[dict[str, Any]]  # every test-split row, in order (trainer formats evaluate on all of them)
    judged: Judged | None = None  # the quality step (`quality`, `reasoning` in dataset.yaml), when either is set

    @cached_property
    def train_val(self) -> list[dict[str, Any]]:  # several renderers read it: converted once
        return self.pool.to_dicts() if self.pool.height else []

    @property
    def rules_versions(self) -> list[str]:
        return sorted(set(self.steps["rules_version"].to_list())) if self.steps.height else []

    def redactions(self) -> pl.DataFrame:
        """The window's `redactions` rows (none when privacy was off)."""
        return read_table(self.out, "redactions", self.dates)

    def summary(self) -> dict[str, Any]:
        """The figures of the selection itself (renderers add theirs)."""
        kept = self.train_val
        splits = Counter(r["split"] for r in kept)
        recs = self.recordings
        return {
            "dates": self.dates,
            "splits": {"train": splits["train"], "val": splits["val"], "test": len(self.test_split),
                       "held_out": len(self.held_out)},
            "test_cases": len(self.tests),
            "by_task_type": dict(sorted(Counter(r["task_type"] for r in kept).items())),
            "by_action": dict(sorted(Counter(r["action"] for r in kept).items())),
            "recordings": int(recs.filter(pl.col("status") == "processed").height) if recs.height else 0,
            "duplicate_recordings_dropped": self.duplicates,
            "steps_not_sampled": self.steps_not_sampled(),
            "formats": list(self.cfg.output.formats),
            "tasks_per_split": ({k: int(v) for k, v in self.samples.group_by("split").agg(
                pl.col("task_key").n_unique()).sort("split").rows()} if self.samples.height else {}),
            "by_family": self.by_family(),
            "grounding_roles": dict(sorted(Counter(
                r["metadata"]["element_role"] or "" for r in kept if r["family"] == "grounding").items())),
            "grounding_sources": dict(sorted(Counter(
                r["metadata"]["target_source"] or "" for r in kept if r["family"] == "grounding").items())),
        } | self.quality_summary()

    def quality_summary(self) -> dict[str, Any]:
        """The quality step's figures, only when dataset.yaml sets `quality` or `reasoning`."""
        j = self.judged
        if j is None:
            return {}
        figures: dict[str, Any] = {"quality_filters": dict(j.removed)} if self.cfg.quality.filters() else {}
        if j.recordings is not None:
            figures["quality"] = quality_totals(j.recordings)
        if j.annotations is not None:
            figures["annotations"] = j.annotations
        return figures

    def by_family(self) -> dict[str, dict[str, int]]:
        """Samples per family and split, as the trainer files hold them (evaluation splits: action samples only)."""
        counts: dict[str, Counter[str]] = {}
        for split, family in ((r["split"], r["family"]) for r in self.train_val + self.test_split + self.held_out):
            counts.setdefault(family, Counter())[split] += 1
        return {f: dict(sorted(c.items())) for f, c in sorted(counts.items())}

    def steps_not_sampled(self) -> dict[str, int]:
        """Steps kept out of the samples, by reason (a step blocked for two reasons counts under both)."""
        if not self.steps.height:
            return {}
        reasons = self.steps.filter(pl.col("skip_reason").is_not_null())["skip_reason"].str.split(",").explode()
        return dict(sorted(Counter(reasons.to_list()).items()))


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", (text or "").lower()).strip("-") or "unknown"


def order(df: pl.DataFrame) -> pl.DataFrame:
    keys = ["date", "recording_id", "step_index"] + (["id"] if "id" in df.columns else [])  # families: same step
    return df.sort(keys) if df.height else df


def keep_families(samples: pl.DataFrame, cfg: DatasetConfig) -> pl.DataFrame:
    """Each family's share (`families`): a sample stays when the seeded hash of its id is below its family's
    ratio. Partitions written before families existed hold action samples only (a null family)."""
    if not samples.height:
        return samples
    samples = samples.with_columns(pl.col("family").fill_null("action"))
    ratios = cfg.families.model_dump()
    keep = [i for i, f in samples.select("id", "family").rows()
            if ratios.get(f, 0) >= 1 or unit_hash(cfg.seed, "family", i) < ratios.get(f, 0)]
    return samples.filter(pl.col("id").is_in(keep))


def apply_caps(pool: pl.DataFrame, cfg: DatasetConfig) -> pl.DataFrame:
    """Per-task-type caps and per-app weights; which samples survive is decided by a seeded hash."""
    if not cfg.tasks or pool.height == 0:
        return pool
    keep: list[str] = []
    for (task_type,), group in pool.group_by(["task_type"], maintain_order=True):
        cap = cfg.tasks.get(str(task_type))
        ids = group.select("id", "app").rows()
        ranked = sorted(ids, key=lambda r: unit_hash(cfg.seed, "cap", r[0]))
        if cap is None:
            keep += [r[0] for r in ranked]
            continue
        dist = cfg.task_distributions.get(str(task_type))
        if not dist:
            keep += [r[0] for r in ranked[:cap]]
            continue
        total = sum(dist.values())
        named = {slug(k) for k in dist if k != "other"}
        for bucket, weight in sorted(dist.items()):
            quota = int(round(cap * weight / total))
            if bucket == "other":
                members = [r for r in ranked if slug(r[1]) not in named]
            else:
                members = [r for r in ranked if slug(r[1]) == slug(bucket)]
            keep += [r[0] for r in members[:quota]]
    return pool.filter(pl.col("id").is_in(keep))


def dedupe_recordings(samples: pl.DataFrame, recordings: pl.DataFrame | None = None) -> tuple[pl.DataFrame, list[str]]:
    """One demonstration must give samples once, in one split. The same recording id under two dates
    (a re-upload into another day's folder), or the same content (input hash) under two ids or days:
    the earliest (date, id) wins, the others are listed in the card."""
    if samples.height == 0:
        return samples, []
    units = samples.select("date", "recording_id").unique()
    if recordings is not None and recordings.height and "input_hash" in recordings.columns:
        hashes = recordings.select("date", "recording_id", "input_hash").unique(["date", "recording_id"])
        units = units.join(hashes, on=["date", "recording_id"], how="left")
    else:
        units = units.with_columns(input_hash=pl.lit(None, dtype=pl.String))
    units = units.with_columns(content=pl.coalesce(pl.col("input_hash"), pl.lit("id:") + pl.col("recording_id")))
    units = units.sort("date", "recording_id")
    keep = units.filter(pl.col("recording_id").is_first_distinct() & pl.col("content").is_first_distinct())
    dropped = units.join(keep, on=["date", "recording_id"], how="anti")
    notes = sorted(f"{d}/{r}" for d, r in dropped.select("date", "recording_id").rows())
    return samples.join(keep.select("date", "recording_id"), on=["date", "recording_id"], how="semi"), notes


def final_splits(samples: pl.DataFrame, cfg: DatasetConfig) -> pl.DataFrame:
    """The task-safe split of every sample (`tasks.samples.split.assign_task_splits`) over the whole window."""
    if samples.height == 0:
        return samples
    first = samples.group_by("task_key").agg(pl.col("date").min()).select("date", "task_key").rows()
    mapping = assign_task_splits(first, cfg)
    return samples.with_columns(pl.col("task_key").replace_strict(mapping, return_dtype=pl.String).alias("split"))


def with_all_columns(df: pl.DataFrame, schema: pa.Schema) -> pl.DataFrame:
    """A table read from partitions published before a column existed: that column, null (renderers read
    every column of the current schema, e.g. the steps' `target`)."""
    if not df.height:
        return df
    missing = polars_types(schema, tuple(n for n in schema.names if n not in df.columns))
    return df.with_columns(pl.lit(None, dtype=t).alias(n) for n, t in missing.items()) if missing else df


def select(cfg: DatasetConfig, out: Root, name: str, dates: list[str]) -> Selection:
    recordings = read_table(out, "recordings", dates)
    samples = with_all_columns(read_table(out, "samples", dates), SAMPLES_SCHEMA)
    samples, duplicates = dedupe_recordings(samples, recordings)
    samples = keep_families(final_splits(order(samples), cfg), cfg)
    steps = with_all_columns(read_table(out, "steps", dates), STEPS_SCHEMA)
    if duplicates and steps.height:
        keep = samples.select("recording_id", "date").unique()
        steps = steps.join(keep, on=["recording_id", "date"], how="semi")
    judged = judge(cfg, out, dates, samples, steps, recordings)
    samples = judged.samples

    def split_rows(split: str) -> list[dict[str, Any]]:
        """Evaluation splits hold action samples: the other families of a test task are dropped, never moved."""
        if not samples.height:
            return []
        return samples.filter((pl.col("split") == split) & (pl.col("family") == "action")).to_dicts()

    pool = samples.filter(pl.col("split").is_in(["train", "val"])) if samples.height else samples
    pool = order(apply_caps(pool, cfg)) if pool.height else pool
    chosen = sorted(split_rows("test"), key=lambda r: unit_hash(cfg.seed, "test", r["id"]))[: cfg.test.count]
    chosen.sort(key=lambda r: (r["date"], r["recording_id"], r["step_index"]))
    return Selection(cfg=cfg, out=out, name=name, dates=dates, samples=samples, steps=steps,
                     recordings=recordings, duplicates=duplicates, pool=pool,
                     held_out=split_rows("held_out") if cfg.held_out.enabled else [], tests=chosen,
                     test_split=split_rows("test"),
                     judged=judged if cfg.quality.enabled or cfg.quality.filters() or cfg.reasoning.on() else None)
