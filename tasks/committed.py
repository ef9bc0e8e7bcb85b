"""The read side of an output root: what a reader may trust, reached through the commit points only.

- Partitions: `committed_dates` (a date is committed once `_manifests/date=<D>.json` exists), `read_manifest`,
  `read_table` (a table across committed partitions, through their manifests' file lists).
- Dataset versions: `committed_versions` (a version is committed once its `manifest.json` exists), `latest`
  (what `datasets/LATEST` names), `read_dataset_manifest`, `read_dataset_config`.

A file no manifest lists (written by a run that crashed before its commit) is never read here.

And the one rule on replacing a committed partition (`check_replacement`): a run that found no recording for a
day that is committed (its source folder missing, empty, holding nothing recognised as a recording, or unreadable)
fails that day with `DayRefused` and rewrites nothing, unless it was told `force` and `allow_empty`. The writers are
`publish.py` (partitions) and `export/` (dataset versions); every other module that reads committed data (skip,
status, latest, review, the dataset build's selection and writer, eval) reads it through this one."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

import polars as pl
from pydantic import BaseModel

from cuaflow.connectors.storage import Root
from cuaflow.schemas.dataset import DATASET_CONFIG, DATASET_MANIFEST, DatasetConfigDoc, DatasetManifest
from cuaflow.schemas.tables import DATASETS, MANIFESTS, Manifest, manifest_date, manifest_path
from cuaflow.tasks.parquet_io import read_parquet

LATEST = f"{DATASETS}/LATEST"
Doc = TypeVar("Doc", bound=BaseModel)


def read_doc(out: Root, rel: str, model: type[Doc]) -> Doc | None:
    """A JSON document of the output root as its model; None when it is absent or cannot be read as one."""
    if not out.exists(rel):
        return None
    try:
        return model.model_validate_json(out.read_bytes(rel))
    except ValueError:
        return None


# ---------------------------------------------------------------- partitions
def committed_dates(out: Root) -> list[str]:
    return sorted(d for d in map(manifest_date, out.listdir(MANIFESTS)) if d is not None)


def read_manifest(out: Root, date: str) -> Manifest | None:
    """A partition's manifest; None when the date is not committed (or its manifest cannot be read)."""
    return read_doc(out, manifest_path(date), Manifest)


def manifest_sha256(out: Root, date: str) -> str | None:
    """sha256 of a partition's manifest as committed (what a later run compares to know it was not rewritten)."""
    try:
        return hashlib.sha256(out.read_bytes(manifest_path(date))).hexdigest()
    except FileNotFoundError:
        return None


def read_table(out: Root, table: str, dates: list[str] | None = None) -> pl.DataFrame:
    """A table across committed partitions only (through their manifests), with a `date` column."""
    frames = []
    for date in dates if dates is not None else committed_dates(out):
        m = read_manifest(out, date)
        if not m or table not in m.tables:
            continue
        df = read_parquet(out, m.tables[table].path)
        frames.append(df.with_columns(date=pl.lit(date)))
    if not frames:
        return pl.DataFrame()
    return pl.concat(frames, how="diagonal_relaxed")  # older partitions may lack newer columns


class DayRefused(Exception):
    """A day a run does not touch, with the one-line reason: its committed partition would be replaced by an empty
    one, or its source folder cannot be read. Nothing of the day was rewritten."""


def check_replacement(out: Root, src: Root, date: str, recordings: int, rejected: Sequence[tuple[str, str]],
                      force: bool, allow_empty: bool) -> None:
    """Refuse (`DayRefused`) to replace a committed day holding recordings by a run that found none of them (the
    source's folder for the day missing, empty or holding nothing recognised as a recording): a typo in a source
    root, an unmounted share or a renamed bucket must not empty what was published. `force` with `allow_empty`
    says it is meant. Called before the day's work and again by the publish, under the partition's lock."""
    if recordings or (force and allow_empty) or not out.exists(manifest_path(date)):
        return
    committed = read_manifest(out, date)
    if committed is not None and committed.recordings.seen == 0:
        return  # an empty day stays empty: nothing to lose
    held = ("a manifest that cannot be read" if committed is None else
            f"{committed.recordings.seen} recording(s): {committed.recordings.processed} processed, "
            f"{committed.samples} samples")
    raise DayRefused(f"{date} is committed ({held}) and the source has {_found(src, date, rejected)}: "
                     "not replaced by an empty day, nothing rewritten; to empty it on purpose, rerun with "
                     "--force --allow-empty (deployment parameters force and allow_empty)")


def _found(src: Root, date: str, rejected: Sequence[tuple[str, str]]) -> str:
    where = src.display(date)
    try:
        there = src.isdir(date)
    except OSError as exc:
        return f"no readable folder for it ({where}: {type(exc).__name__}: {exc})"
    if not there:
        return f"no folder for it ({where} does not exist)"
    if not rejected:
        return f"an empty folder for it ({where})"
    name, why = rejected[0]
    more = f"; and {len(rejected) - 1} more entries not read" if len(rejected) > 1 else ""
    return f"no recording in its folder ({why if name in why else f'{name}: {why}'}{more})"


# ---------------------------------------------------------------- dataset versions
def latest(out: Root) -> str | None:
    """The version `datasets/LATEST` names; None before the first build."""
    if not out.exists(LATEST):
        return None
    return out.read_text(LATEST).strip() or None


def is_committed(out: Root, name: str) -> bool:
    """Whether dataset version `name` is committed (its `manifest.json`, written last, exists)."""
    return out.exists(f"{DATASETS}/{name}/{DATASET_MANIFEST}")


def committed_versions(out: Root) -> list[str]:
    """Every committed dataset version, in listing order."""
    return [n for n in out.listdir(DATASETS) if not n.startswith(".") and is_committed(out, n)]


def read_dataset_manifest(out: Root, name: str) -> DatasetManifest:
    """A committed dataset version's `manifest.json` (FileNotFoundError: not committed)."""
    return DatasetManifest.model_validate_json(out.read_bytes(f"{DATASETS}/{name}/{DATASET_MANIFEST}"))


def read_dataset_config(out: Root, name: str | None = None) -> DatasetConfigDoc | None:
    """A dataset version's `config.json` (version `name` of the output root `out`, or the dataset folder `out`
    itself when `name` is None); None when it has none."""
    rel = DATASET_CONFIG if name is None else f"{DATASETS}/{name}/{DATASET_CONFIG}"
    return DatasetConfigDoc.model_validate_json(out.read_bytes(rel)) if out.exists(rel) else None


__all__ = ["LATEST", "committed_dates", "committed_versions", "is_committed", "latest", "manifest_sha256",
           "read_dataset_config", "read_dataset_manifest", "read_manifest", "read_table"]
