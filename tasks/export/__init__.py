"""Dataset build: the committed `samples` of a date window → a versioned dataset folder.

    datasets/<name_prefix>-<version>/
      config.json  data.jsonl  train.jsonl  val.jsonl  [held_out.jsonl]      cudag.py (seed 000)
      images/<sample_id>.<fmt>
      test/test.json  test/images/<test_id>.<fmt>                              cudag.py
      test/annotated/<test_id>_annotated.png                                   annotated.py
      trajectories.jsonl  states/<recording_id>/<frame>.<fmt>                  trajectories.py (seed 003)
      sharegpt/<split>.jsonl  dataset_info.json  llamafactory_train.yaml       llamafactory.py (LLaMA-Factory)
      images/history/…                                                         llamafactory.py
      splits.parquet  (the split of every recording, as the files hold it)       assignment.py
      hf/<family>/<split>/<date>-<nnnnn>.parquet (images embedded)             hf.py (Hugging Face datasets)
      wds/<family>/<split>/<date>-<nnnnn>.tar  wds/<family>/shards.json        wds.py (WebDataset)
      README.md  contact_sheet.png  charts/*.png                               card.py (+ tokens.py budgets)
      manifest.json           sha256 of every file and the summary; written last (the commit point)

Before the commit every image reference (a JSONL line's path, a shard's embedded frame) is checked: a version
with a missing image is not committed, the build fails with `MissingImages` listing each one.

The version is a hash of the dataset config and the partitions' manifests, so the same inputs give the same
folder, byte for byte, and a new day gives a new version.

Incremental builds: a nightly build costs time and storage in proportion to the new day, not to history.
Every version stays a complete, self-contained folder (readers such as `cudag validate`, `datasets` or
LLaMA-Factory need no knowledge of sharing), but its images are not new bytes:
- Frames enter a version by `Root.link`: a hard link to `frames/…` on a local root (frames are written by
  atomic replace, never rewritten in place, so a re-extracted frame is a new inode and a linked dataset file
  never changes; removing a frame or an old version leaves the other names valid), a server-side copy
  (S3 CopyObject) on an object store, so no image bytes pass through the build. If a local root cannot link
  (datasets on another filesystem) the file is copied.
- A linked frame's sha256 is taken from the previous version's manifest (LATEST's target) when that
  version's file at the same path is the same file as the source (`Root.identity`: same inode locally,
  same ETag on object stores): old images are not read again. Only new frames are read, once, to hash them.
- Derived images (annotated test images) are cached under `datasets/.cache/derived/` by a digest of their
  inputs (the frame's hash, point, prompt, call), the drawing code and Pillow's version, and linked in.
- What stays proportional to history is small: reading the tables of the window, one `stat` and one link
  per image, and the JSONL/manifest text, which each version holds in full (a seed 000 reader wants one
  `train.jsonl`). On object stores there are no hard links: each version holds server-side copies, so
  storage is bounded by retention (`keep_last` full versions) rather than shared.
- Retention (`retention.py`): after each successful build, versions beyond `retention.keep_last` are removed,
  never LATEST's target, a pinned version (`datasets/.pins/`) or a running build's staging folder.
`build_dataset(..., incremental=False)` reads and writes every image as builds did before (benchmarks).

Every output is a *renderer*: a function `(Selection, DatasetWriter) -> None` over the same selection of the
samples table (`selection.py`), writing its files with `DatasetWriter.put/copy` and adding its figures to
`DatasetWriter.summary`. `RENDERERS` is the build in order: a named entry is an output format, rendered when
`output.formats` names it; an unnamed one renders into every version. A new output format is one module with one
such function and one named entry in `RENDERERS` (its name there is the name `output.formats` accepts)."""

from __future__ import annotations

from collections.abc import Callable

from cuaflow.connectors.storage import PartitionLock, Root, roots
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.dataset import DatasetBuild, DatasetConfigDoc, Retention
from cuaflow.schemas.tables import DATASETS
from cuaflow.tasks.export import (
    annotated,
    assignment,
    card,
    cudag,
    hf,
    llamafactory,
    quality,
    tokens,
    trajectories,
    wds,
)
from cuaflow.tasks.export.draw import annotate
from cuaflow.tasks.export.retention import apply_retention, pin, pinned, unpin
from cuaflow.tasks.export.selection import Selection, apply_caps, dedupe_recordings, select
from cuaflow.tasks.export.writer import MANIFEST, DatasetWriter, Previous, remove_stale_staging
from cuaflow.tasks.privacy.audit import audit as privacy_audit
from cuaflow.tasks.run.committed import latest
from cuaflow.tasks.run.latest import current_dataset, reused, version
from cuaflow.tasks.versioning import CODE_VERSION

Renderer = Callable[[Selection, DatasetWriter], None]

# The build, in order: (the format's name in `output.formats`, its renderer), or (None, a renderer every version
# runs). The order is what a renderer may rely on: annotated test images after cudag has copied the test frames
# (their hashes are then known, not read again), the card last (it describes what the others wrote).
RENDERERS: tuple[tuple[str | None, Renderer], ...] = (
    ("cudag", cudag.render),
    (None, annotated.render),
    ("seed003", trajectories.render),
    (None, tokens.render),  # before the formats that print its figures (llamafactory_train.yaml)
    ("llamafactory", llamafactory.render),
    (None, assignment.render),
    ("hf", hf.render),
    ("webdataset", wds.render),
    (None, quality.render),  # quality.parquet, quality_steps.parquet (`quality.enabled`)
    (None, card.render),
)


class UnknownFormat(ValueError):
    """`output.formats` names a format no entry of `RENDERERS` has."""


def formats() -> list[str]:
    """The output formats, in build order."""
    return [name for name, _ in RENDERERS if name is not None]


def check_formats(names: list[str]) -> None:
    """Refuse a format name no renderer answers to (the message names the known ones)."""
    unknown = [f for f in names if f not in formats()]
    if unknown:
        raise UnknownFormat(f"output.formats: unknown format {', '.join(map(repr, unknown))} "
                            f"(known: {', '.join(formats())})")


def renderers(names: list[str]) -> list[Renderer]:
    """What a build runs, in order, for `output.formats`."""
    check_formats(names)
    return [render for name, render in RENDERERS if name is None or name in names]


def build_dataset(ctx: RunContext, dates: list[str] | None = None, *, incremental: bool = True) -> DatasetBuild:
    """Build (or reuse) the dataset version of the committed partitions, point LATEST at it, then apply
    retention. `incremental=False` copies every image through this process (the former behaviour)."""
    _, out = roots(ctx)
    with PartitionLock(out, DATASETS) as lock, out.resolving_folders_once():
        remove_stale_staging(out)
        info = _build(ctx, out, dates, incremental)
        kept = apply_retention(out, ctx.dataset.name_prefix, ctx.dataset.retention.keep_last, current=info.name)
        return info.model_copy(update={"retention": Retention.model_validate(kept),
                                       "waited_for": lock.waited_for if info.reused else None})


def _build(ctx: RunContext, out: Root, dates: list[str] | None, incremental: bool) -> DatasetBuild:
    cfg = ctx.dataset
    name, window, partitions = version(ctx, out, dates)
    final = f"{DATASETS}/{name}"
    if out.exists(f"{final}/{MANIFEST}") and not ctx.force:
        return reused(out, name)

    steps = renderers(cfg.output.formats)
    sel = select(cfg, out, name, window)
    prev_name = latest(out)
    previous = Previous(out, prev_name) if prev_name and incremental else None
    w = DatasetWriter(out, final, previous, incremental=incremental)
    w.summary.update(sel.summary())
    audit = privacy_audit(ctx.settings.privacy, sel.recordings, sel.redactions())
    w.summary["privacy"] = audit.model_dump()
    for render in steps:
        render(sel, w)
    config = DatasetConfigDoc(name=name, dataset=cfg.content(), dates=window, rules_versions=sel.rules_versions,
                              code_version=CODE_VERSION, partitions=partitions, privacy=audit)
    w.put("config.json", config.to_json().encode())
    manifest = w.commit(name)
    out.write_text(f"{DATASETS}/LATEST", name + "\n")
    return DatasetBuild.of(name, out.display(final), manifest.summary, reused=False, files=w.stats)


__all__ = ["RENDERERS", "Renderer", "UnknownFormat", "annotate", "apply_caps", "apply_retention", "build_dataset",
           "check_formats", "current_dataset", "dedupe_recordings", "formats", "latest", "pin", "pinned", "renderers",
           "unpin"]
