"""What the self-contained formats (`hf` Parquet, `webdataset` tar) share: the samples with their image bytes,
cut into shards.

A row is the seed 000 (CUDAG) sample, typed, plus its family, its images (history screenshots oldest first,
then the current one: the LLaMA-Factory order) and its budget (`tokens.py`). The human turn holds one `<image>`
placeholder per image, in that order (with one image it is the CUDAG turn itself); the system turn, which the
CUDAG form keeps in `system_prompt.txt`, is the `system` field.

Shards: per family, per split and per date of the samples (rows in (date, recording, step) order), a new
shard whenever the images of the current one reach `shard_mb`; named `<date>-<nnnnn>`. A shard's bytes depend
only on its samples, so a night adds the new date's shards and every earlier shard is the same file as in
the previous version (`DatasetWriter.put` links it: no new bytes stored) while the split and caps of earlier
days stay as they are."""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from cuaflow.schemas.config import ImageBudgetSpec
from cuaflow.schemas.samples import metadata_json
from cuaflow.tasks.export.llamafactory import image_paths, user_content
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.tokens import sample_budget, smart_resize
from cuaflow.tasks.export.writer import DatasetWriter

FAMILY = "step"  # one sample per recorded step: the only family today; each family is a config of its own


@dataclass
class Sample:
    record: dict[str, Any]  # the JSON-able fields of the row
    images: list[tuple[str, bytes]]  # (path as in the JSONL exports, bytes), placeholder order


@dataclass
class Shard:
    family: str
    split: str
    stem: str  # <date>-<nnnnn>
    samples: list[Sample] = field(default_factory=list)


def record(row: dict[str, Any], paths: list[str], sizes: list[tuple[int, int]],
           spec: ImageBudgetSpec) -> dict[str, Any]:
    turns = [{"from": c["from"], "value": c["value"]} for c in row["conversations"]]
    turns[0]["value"] = user_content(row["prompt"], len(paths))  # equal to the CUDAG turn with one image
    return {"id": row["id"], "family": FAMILY, "images": paths, "conversations": turns, "system": row["system"],
            "metadata": metadata_json(row["metadata"]), **sample_budget(row, sizes, spec)}


def _fit(data: bytes, fmt: str, spec: ImageBudgetSpec, quality: int) -> tuple[bytes, tuple[int, int]]:
    """The image (resized to its smart-resize size when `resize` is on) and the size a processor sees."""
    with Image.open(io.BytesIO(data)) as im:
        size = im.size
        if not spec.resize:
            return data, size
        target = smart_resize(*size, spec)
        if target == size:
            return data, size
        buf = io.BytesIO()
        im.convert("RGB").resize(target, Image.Resampling.BICUBIC).save(
            buf, format={"jpg": "JPEG"}.get(fmt, fmt.upper()), quality=quality)
        return buf.getvalue(), target


def shards(sel: Selection, w: DatasetWriter, shard_mb: float, fmt_dir: str) -> Iterator[Shard]:
    """The shards of every family and split, each with its samples' image bytes (one shard in memory)."""
    out, cfg = sel.out, sel.cfg.output
    limit = shard_mb * 1e6
    splits = ["train", "val", "test"] + (["held_out"] if sel.cfg.held_out.enabled else [])
    rows = sel.train_val + sel.test_split + sel.held_out
    for split in splits:
        current: Shard | None = None
        size = 0
        for row in (r for r in rows if r["split"] == split):
            date = row["metadata"].get("date") or "undated"
            if current is None or size >= limit or not current.stem.startswith(date):
                if current and current.samples:
                    yield current
                n = int(current.stem.rsplit("-", 1)[1]) + 1 if current and current.stem.startswith(date) else 0
                current, size = Shard(FAMILY, split, f"{date}-{n:05d}"), 0
            by = f"{fmt_dir}/{FAMILY}/{split}/{current.stem} ({row['id']})"
            images, sizes = [], []
            for frame, rel in image_paths(row, cfg.image_format):
                data = w.embedded(by, frame, lambda f=frame: out.read_bytes(f))  # type: ignore[misc]
                if data is None:
                    continue
                data, dims = _fit(data, cfg.image_format, cfg.image_budget, cfg.image_quality)
                images.append((rel, data))
                sizes.append(dims)
                size += len(data)
            if len(images) == len(row["images"]):
                current.samples.append(Sample(record(row, [p for p, _ in images], sizes, cfg.image_budget), images))
        if current and current.samples:
            yield current


__all__ = ["FAMILY", "Sample", "Shard", "record", "shards"]
