"""WebDataset form: tar shards a large training run streams, with the shard list of each split beside them.

    wds/<family>/<split>/<date>-<nnnnn>.tar      wds/<family>/shards.json

A sample is the members sharing its key (the sample id, dots replaced: WebDataset cuts a member's name at its
first dot): `<key>.json` (the sample as `embedded.py` describes it; `images` lists the member suffixes of its
images in placeholder order), `<key>.<fmt>` the current screenshot and `<key>.history<i>.<fmt>` the history
screenshots, oldest first. `shards.json`: per split, its shards (path relative to the dataset folder, samples,
sha256). Tar headers are fixed (mtime 0, owner 0, mode 0644): the same samples give the same bytes."""

from __future__ import annotations

import io
import json
import tarfile
from collections.abc import Iterator
from typing import Any

from cuaflow.tasks.export.embedded import Sample, render_shards
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.writer import DatasetWriter

DIR = "wds"


def key(sample_id: str) -> str:
    return sample_id.replace(".", "_")


def _add(tar: tarfile.TarFile, name: str, data: bytes) -> None:
    info = tarfile.TarInfo(name)
    info.size, info.mode, info.mtime = len(data), 0o644, 0
    tar.addfile(info, io.BytesIO(data))


def tar_bytes(samples: Iterator[Sample], ext: str) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for s in samples:
            k = key(s.record["id"])
            n = len(s.images)
            suffixes = [f"history{i}.{ext}" for i in range(n - 1)] + [ext]
            doc = {**s.record, "images": suffixes, "image_paths": [p for p, _ in s.images]}
            _add(tar, f"{k}.json", json.dumps(doc, ensure_ascii=False, sort_keys=True).encode())
            for suffix, (_, data) in zip(suffixes, s.images, strict=True):
                _add(tar, f"{k}.{suffix}", data)
    return buf.getvalue()


def render(sel: Selection, w: DatasetWriter) -> None:
    ext = sel.cfg.output.image_format
    lists: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for p, rel in render_shards(sel, w, sel.cfg.output.webdataset.shard_mb, [__file__],
                                lambda p: f"{DIR}/{p.family}/{p.split}/{p.stem}.tar", lambda s: tar_bytes(s, ext)):
        lists.setdefault(p.family, {}).setdefault(p.split, []).append(
            {"path": rel, "samples": len(p.rows), "sha256": w.hashes[rel]})
    for family, splits in lists.items():
        w.put(f"{DIR}/{family}/shards.json", (json.dumps(splits, indent=1) + "\n").encode())
    w.summary["webdataset"] = {f: {s: sum(x["samples"] for x in v) for s, v in sp.items()} for f, sp in lists.items()}


__all__ = ["key", "render", "tar_bytes"]
