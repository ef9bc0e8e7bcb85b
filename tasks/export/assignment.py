"""`splits.parquet`: the split of every recording in the dataset version, as its files hold it.

A split is decided once, here, over the dataset's whole window (`selection.final_splits`); the partition tables
carry only the task key it is decided on. Pages, artifacts and readers take the split from this table
(`read_assignment`), so nothing can show a split the dataset files do not hold."""

from __future__ import annotations

from collections import Counter

import polars as pl

from cuaflow.connectors.storage import Root
from cuaflow.schemas.samples import SPLITS_SCHEMA
from cuaflow.schemas.tables import DATASETS
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.writer import DatasetWriter
from cuaflow.tasks.parquet_io import parquet_bytes, read_parquet

ASSIGNMENT = "splits.parquet"


def assignment(sel: Selection) -> pl.DataFrame:
    """One row per recording with samples in the window: its task, split, samples and rows in the files."""
    if not sel.samples.height:
        return pl.DataFrame(schema={f.name: pl.String if f.type == "string" else pl.Int64 for f in SPLITS_SCHEMA})
    in_files = Counter((r["date"], r["recording_id"]) for r in [*sel.train_val, *sel.tests, *sel.held_out])
    per = (sel.samples.group_by("date", "recording_id", "task_key", "split")
           .agg(pl.len().cast(pl.Int64).alias("samples")).sort("date", "recording_id"))
    counts = [in_files.get((d, r), 0) for d, r in per.select("date", "recording_id").rows()]
    return per.with_columns(in_dataset=pl.Series(counts, dtype=pl.Int64))


def render(sel: Selection, w: DatasetWriter) -> None:
    from cuaflow.schemas.contracts import enforce

    table = assignment(sel)
    enforce("splits", table, "dataset version not built")  # one split per task, ... (schemas/contracts.py)
    w.put(ASSIGNMENT, parquet_bytes(table, SPLITS_SCHEMA))


def read_assignment(out: Root, name: str) -> pl.DataFrame:
    """The split table of a dataset version (empty for a version built before it existed)."""
    rel = f"{DATASETS}/{name}/{ASSIGNMENT}"
    return read_parquet(out, rel) if out.exists(rel) else pl.DataFrame()
