"""The dataset version a run's committed partitions give, and whether `LATEST` already names it: what a run
that changed no partition asks before building. Apart from the dataset writers (`tasks/export`), so that a
no-op rerun answers without importing them."""

from __future__ import annotations

from cuaflow.connectors.storage import Root, roots
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.dataset import DatasetBuild
from cuaflow.schemas.tables import DATASETS
from cuaflow.tasks.run.committed import committed_dates, is_committed, latest, read_dataset_manifest, read_manifest
from cuaflow.tasks.samples.annotation_files import fingerprint as annotations_fingerprint
from cuaflow.tasks.samples.annotation_files import uses_annotations
from cuaflow.tasks.versioning import CODE_VERSION, digest


def version(ctx: RunContext, out: Root, dates: list[str] | None) -> tuple[str, list[str], dict[str, str]]:
    """The version name of the committed partitions of `dates` (all when None), its window and fingerprints."""
    window = dates if dates is not None else committed_dates(out)
    manifests = {d: read_manifest(out, d) for d in window}
    partitions = {d: m.fingerprint for d, m in manifests.items() if m}
    parts: list[object] = [ctx.dataset.fingerprint(), list(partitions.values()), CODE_VERSION]
    if uses_annotations(ctx.dataset):  # another model's answers, another version (nothing added otherwise)
        parts.append(annotations_fingerprint(out, list(partitions)))
    name = digest(*parts)[:10]
    return f"{ctx.dataset.name_prefix}-{name}", list(partitions), partitions


def reused(out: Root, name: str) -> DatasetBuild:
    return DatasetBuild.of(name, out.display(f"{DATASETS}/{name}"), read_dataset_manifest(out, name).summary,
                           reused=True)


def current_dataset(ctx: RunContext) -> DatasetBuild | None:
    """The build's answer without building, when LATEST already is the version of the committed partitions and
    configuration (a run that changed no partition); None when a build has something to do."""
    _, out = roots(ctx)
    if ctx.force or latest(out) is None:
        return None
    name, _, _ = version(ctx, out, None)
    if latest(out) != name or not is_committed(out, name):
        return None
    return reused(out, name)
