"""One set of sample numbers: how many samples each day made, how many of them a dataset version holds, and why
the others are not in it. Read back from what the version committed (`splits.parquet`, `config.json`, the
partitions' manifests), so a run's summary, a reused version and `cuaflow status` tell the same figures as the
dataset's files.

A day's samples (its partition's `samples` table) reach the version's files unless:
- a duplicate recording (same id or content as an earlier one) or a family's share below 1 (`families:`) left
  them out of the selection;
- they are in the test split and are not action samples, or beyond `test.count` test cases;
- they are train/val samples over a task type's cap (`tasks:` in dataset.yaml);
- they are held out while `held_out.enabled` is false;
- a quality filter removed them (`quality` in dataset.yaml: counted per filter in the version's summary)."""

from __future__ import annotations

from dataclasses import dataclass, field

import polars as pl

from cuaflow.connectors.storage import Root
from cuaflow.tasks.export.assignment import read_assignment
from cuaflow.tasks.run.committed import read_dataset_config, read_dataset_manifest, read_manifest

BY_SPLIT = {"test": "test-split samples beyond the test cases (test files hold action samples only, at most "
                    "`test.count`)",
            "train": "train/val samples over a task type's cap (`tasks:`)",
            "val": "train/val samples over a task type's cap (`tasks:`)",
            "held_out": "held-out samples (`held_out.enabled: false`)"}


@dataclass
class SampleAccount:
    """A dataset version's samples against what its days made."""

    made: dict[str, int] = field(default_factory=dict)  # date → samples its partition made
    in_dataset: dict[str, int] = field(default_factory=dict)  # date → samples of that day in the files
    left_out: dict[str, int] = field(default_factory=dict)  # reason → samples

    @property
    def total_made(self) -> int:
        return sum(self.made.values())

    @property
    def total_in(self) -> int:
        return sum(self.in_dataset.values())


def _selection_reason(out: Root, name: str) -> str:
    """Why samples a day made can be missing from the selection itself: duplicates and/or family shares."""
    duplicates = bool(read_dataset_manifest(out, name).summary.duplicate_recordings_dropped)
    config = read_dataset_config(out, name)
    shares = (config.dataset.get("families") or {}) if config else {}
    partial = any(isinstance(v, int | float) and v < 1 for v in shares.values())
    if duplicates and not partial:
        return "samples of duplicate recordings"
    if partial and not duplicates:
        return "samples outside a family's share (`families:`)"
    return "samples of duplicate recordings or outside a family's share (`families:`)"


def account(out: Root, name: str) -> SampleAccount:
    """The figures of version `name` (under `datasets/`), per day of its window."""
    splits = read_assignment(out, name)
    acc = SampleAccount()
    dates = read_dataset_manifest(out, name).summary.dates
    for date in dates:
        manifest = read_manifest(out, date)
        acc.made[date] = manifest.samples if manifest else 0
    if not splits.height:
        return acc
    per_day = splits.group_by("date").agg(pl.col("samples").sum(), pl.col("in_dataset").sum())
    selected = dict.fromkeys(acc.made, 0)
    for date, samples, kept in per_day.rows():
        acc.in_dataset[date] = int(kept)
        selected[date] = int(samples)
    acc.in_dataset = {d: acc.in_dataset.get(d, 0) for d in acc.made}
    by_split = splits.group_by("split").agg((pl.col("samples") - pl.col("in_dataset")).sum().alias("out"))
    for split, n in sorted(by_split.rows()):
        if n:
            reason = BY_SPLIT.get(split, f"split {split}")
            acc.left_out[reason] = acc.left_out.get(reason, 0) + int(n)
    unselected = sum(acc.made[d] - selected[d] for d in acc.made)
    for name_, n in (read_dataset_manifest(out, name).summary.quality_filters or {}).items():
        if n:
            acc.left_out[f"removed by the quality filter `{name_}`"] = n
            unselected -= n
    if unselected > 0:
        acc.left_out[_selection_reason(out, name)] = unselected
    return acc


def left_out_text(acc: SampleAccount) -> str:
    """`; 17 left out: test-split samples beyond …` (empty when every sample is in)."""
    missing = acc.total_made - acc.total_in
    if missing <= 0:
        return ""
    if len(acc.left_out) == 1:
        return f"; {missing} left out: {next(iter(acc.left_out))}"
    return f"; {missing} left out: " + ", ".join(f"{n} {why}" for why, n in acc.left_out.items())
