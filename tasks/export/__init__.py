"""Dataset build: the committed `samples` of a date window → a versioned dataset folder.

    datasets/<name_prefix>-<version>/
      config.json  data.jsonl  train.jsonl  val.jsonl  [held_out.jsonl]      cudag.py (seed 000)
      images/<sample_id>.<fmt>
      test/test.json  test/images/<test_id>.<fmt>                              cudag.py
      test/annotated/<test_id>_annotated.png                                   annotated.py
      trajectories.jsonl  states/<recording_id>/<frame>.<fmt>                  trajectories.py (seed 003)
      sharegpt/<split>.jsonl  dataset_info.json  images/history/…              llamafactory.py (LLaMA-Factory)
      README.md  contact_sheet.png  charts/*.png                               card.py
      manifest.json           sha256 of every file and the summary; written last (the commit point)

The version is a hash of the dataset config and the partitions' manifests, so the same inputs give the same
folder, byte for byte, and a new day gives a new version.

Every output is a *renderer*: a function `(Selection, DatasetWriter) -> None` over the same selection of the
samples table (`selection.py`), writing its files with `DatasetWriter.put/copy` and adding its figures to
`DatasetWriter.summary`; a trainer format renders only when `output.formats` names it. A new output format is
one module with one such function, added to `RENDERERS`."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from cuaflow.connectors.storage import PartitionLock, Root
from cuaflow.schemas.config import RunContext
from cuaflow.tasks.export import annotated, card, cudag, llamafactory, trajectories
from cuaflow.tasks.export.draw import annotate
from cuaflow.tasks.export.selection import Selection, apply_caps, dedupe_recordings, select
from cuaflow.tasks.export.writer import DATASETS, MANIFEST, DatasetWriter, remove_stale_staging
from cuaflow.tasks.publish import committed_dates, read_manifest
from cuaflow.tasks.runner import CODE_VERSION, digest, roots

Renderer = Callable[[Selection, DatasetWriter], None]

# In order: the card comes last, it describes what the others wrote.
RENDERERS: tuple[Renderer, ...] = (
    cudag.render_samples,
    cudag.render_tests,
    annotated.render,
    trajectories.render,
    llamafactory.render,
    card.render,
)


def build_dataset(ctx: RunContext, dates: list[str] | None = None) -> dict[str, Any]:
    _, out = roots(ctx)
    with PartitionLock(out, "datasets"):
        remove_stale_staging(out)
        return _build(ctx, out, dates)


def _build(ctx: RunContext, out: Root, dates: list[str] | None) -> dict[str, Any]:
    cfg = ctx.dataset
    window = dates if dates is not None else committed_dates(out)
    manifests = {d: read_manifest(out, d) for d in window}
    window = [d for d, m in manifests.items() if m]
    partitions = {d: manifests[d].fingerprint for d in window}  # type: ignore[union-attr]
    version = digest(cfg.fingerprint(), list(partitions.values()), CODE_VERSION)[:10]
    name = f"{cfg.name_prefix}-{version}"
    final = f"{DATASETS}/{name}"
    if out.exists(f"{final}/{MANIFEST}") and not ctx.force:
        return {"name": name, "path": out.display(final), "reused": True,
                **json.loads(out.read_bytes(f"{final}/{MANIFEST}"))["summary"]}

    sel = select(cfg, out, name, window)
    w = DatasetWriter(out, final)
    w.summary.update(sel.summary())
    for render in RENDERERS:
        render(sel, w)
    config_doc = {"name": name, "dataset": cfg.model_dump(mode="json"), "dates": window,
                  "rules_versions": sel.rules_versions, "code_version": CODE_VERSION, "partitions": partitions}
    w.put("config.json", (json.dumps(config_doc, indent=2, sort_keys=True) + "\n").encode())
    w.commit(name)
    out.write_text(f"{DATASETS}/LATEST", name + "\n")
    return {"name": name, "path": out.display(final), "reused": False, **w.summary}


__all__ = ["RENDERERS", "Renderer", "annotate", "apply_caps", "build_dataset", "dedupe_recordings"]
