"""Where a model's annotations live under the output root, and their read side (the annotation stage,
tasks/samples/annotate.py, writes them; the dataset build reads them).

    annotations/date=<D>/steps.parquet          ANNOTATION_SCHEMA: one row per step asked about
    annotations/date=<D>/trajectories.parquet   TRAJECTORY_ANNOTATION_SCHEMA: one row per recording
    annotations/.cache/<k[:2]>/<k>.json         each answer by the hash of everything that produced it

Each table is written whole and atomically at the end of a day's annotation; the cache entries as each answer
arrives (a killed run keeps them, its rerun asks only what is missing)."""

from __future__ import annotations

import hashlib

import polars as pl

from cuaflow.connectors.storage import Root
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.quality import ANNOTATION_SCHEMA, TRAJECTORY_ANNOTATION_SCHEMA
from cuaflow.schemas.tables import polars_types
from cuaflow.tasks.parquet_io import read_parquet

ANNOTATIONS = "annotations"
CACHE = f"{ANNOTATIONS}/.cache"


def steps_path(date: str) -> str:
    return f"{ANNOTATIONS}/date={date}/steps.parquet"


def trajectories_path(date: str) -> str:
    return f"{ANNOTATIONS}/date={date}/trajectories.parquet"


def cache_path(key: str) -> str:
    return f"{CACHE}/{key[:2]}/{key}.json"


def read_annotations(out: Root, dates: list[str]) -> tuple[pl.DataFrame, pl.DataFrame]:
    """The steps' and the trajectories' annotations of `dates` (empty frames of the schemas when none)."""
    parts: tuple[list[pl.DataFrame], list[pl.DataFrame]] = ([], [])
    for d in dates:
        for k, rel in enumerate((steps_path(d), trajectories_path(d))):
            if out.exists(rel):
                parts[k].append(read_parquet(out, rel))
    empty = (pl.DataFrame(schema=polars_types(ANNOTATION_SCHEMA)),
             pl.DataFrame(schema=polars_types(TRAJECTORY_ANNOTATION_SCHEMA)))
    steps, trajs = (pl.concat(p, how="diagonal_relaxed") if p else e for p, e in zip(parts, empty, strict=True))
    return steps, trajs


def uses_annotations(cfg: DatasetConfig) -> bool:
    """Whether a dataset of `cfg` reads the annotations (its version then depends on them)."""
    q = cfg.quality
    return cfg.reasoning.on() or q.keep_judged_done or q.drop_judged_steps or q.enabled


def fingerprint(out: Root, dates: list[str]) -> str:
    """A digest of the annotation files of `dates`: a dataset that uses them is another version when they
    change."""
    h = hashlib.sha256()
    for d in dates:
        for rel in (steps_path(d), trajectories_path(d)):
            if out.exists(rel):
                h.update(f"{rel}:{out.sha256(rel)[0]}\n".encode())
    return h.hexdigest()


__all__ = ["ANNOTATIONS", "CACHE", "cache_path", "fingerprint", "read_annotations", "steps_path",
           "trajectories_path", "uses_annotations"]
