"""What the self-contained formats (`hf` Parquet, `webdataset` tar) share: the samples with their image bytes,
cut into shards.

A row is the seed 000 (CUDAG) sample, typed, plus its family, its images (history screenshots oldest first,
then the current one: the LLaMA-Factory order) and its budget (`tokens.py`). The human turn holds one `<image>`
placeholder per image, in that order (with one image it is the CUDAG turn itself); the system turn, which the
CUDAG form keeps in `system_prompt.txt`, is the `system` field.

Shards: per family, per split and per date of the samples (rows in (date, recording, step) order), a new
shard whenever the source images of the current one reach `shard_mb`; named `<date>-<nnnnn>`. A shard's bytes
depend only on its inputs (its rows, its frames' identities, the settings and the code): their digest is kept
beside the version (`datasets/.cache/shards/<version>.json`), and a shard whose inputs equal the previous
version's is linked from it (`DatasetWriter.reuse`): no frame read, nothing encoded, no new bytes stored. A
night therefore writes the new date's shards, while the split and caps of earlier days stay as they are."""

from __future__ import annotations

import hashlib
import io
import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PIL import Image

from cuaflow.connectors.storage import Root
from cuaflow.schemas.dataset_config import SAMPLE_FAMILIES, ImageBudgetSpec
from cuaflow.schemas.samples import case_id, metadata_json, user_content
from cuaflow.tasks.export import llamafactory, tokens
from cuaflow.tasks.export.dialect import answer, render_row
from cuaflow.tasks.export.llamafactory import image_paths, user_blocks
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.tokens import sample_budget, smart_resize
from cuaflow.tasks.export.writer import DatasetWriter
from cuaflow.tasks.versioning import CODE_VERSION, digest

# The modules whose code decides a shard's bytes (with the format's own module): part of a shard's inputs.
CODE = [__file__, tokens.__file__, llamafactory.__file__]  # (dialect.py: its output changes only off `ru`)


@dataclass
class Sample:
    record: dict[str, Any]  # the JSON-able fields of the row
    images: list[tuple[str, bytes]]  # (path as in the JSONL exports, bytes), placeholder order


def chat(row: dict[str, Any], n_images: int) -> dict[str, list[dict[str, Any]]]:
    """TRL's conversational prompt-completion form: the system turn (when there is one) and the user turn with a
    block per screenshot where the turn names it, then the assistant turn, which alone gets a loss."""
    system = [{"role": "system", "content": [{"type": "text", "text": row["system"]}]}] if row["system"] else []
    reply = {"type": "text", "text": answer(row)}
    return {"prompt": [*system, {"role": "user", "content": user_blocks(row["prompt"], n_images)}],
            "completion": [{"role": "assistant", "content": [reply]}]}


def record(row: dict[str, Any], paths: list[str], sizes: list[tuple[int, int]],
           spec: ImageBudgetSpec) -> dict[str, Any]:
    turns = [{"from": c["from"], "value": c["value"]} for c in row["conversations"]]
    turns[0]["value"] = user_content(row["prompt"], len(paths))  # equal to the CUDAG turn with one image
    rid = case_id(row["id"]) if row["split"] == "test" else row["id"]  # a test row is named as eval names it
    return {"id": rid, "family": row["family"], "images": paths, **chat(row, len(paths)),
            "image_sizes": [list(s) for s in sizes], "conversations": turns, "system": row["system"],
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


@dataclass
class Planned:
    """A shard before its images are read: its samples, their frames, and the digest of everything its bytes
    depend on (the rows, each frame's identity, the settings and the code that writes it)."""

    family: str
    split: str
    stem: str
    rows: list[dict[str, Any]] = field(default_factory=list)
    frames: list[tuple[str, str]] = field(default_factory=list)  # (frame, its Root.identity), every row's
    inputs: str = ""


def plan(sel: Selection, w: DatasetWriter, shard_mb: float, code: list[str]) -> Iterator[Planned]:
    """Every family's and split's shards: a new one per date and whenever the source images of the current
    one reach `shard_mb`. One `identity` and one `size` (a stat, an object-store HEAD) per image; no bytes."""
    cfg = sel.cfg.output
    splits = ["train", "val", "test"] + (["held_out"] if sel.cfg.held_out.enabled else [])
    rows = sel.train_val + sel.test_split + sel.held_out
    settings = [cfg.image_format, cfg.image_quality, cfg.image_budget.model_dump(), code_digest([*CODE, *code])]
    settings += [cfg.dialect, cfg.dialect_params.model_dump()] if cfg.dialect != "ru" else []
    families = [f for f in SAMPLE_FAMILIES if any(r["family"] == f for r in rows)]  # action first: the default
    for family, split in ((f, sp) for f in families for sp in splits):
        chosen = (r for r in rows if r["split"] == split and r["family"] == family)
        for p in _shards(chosen, family, split, sel.out, cfg.image_format, shard_mb * 1e6):
            yield _sealed(p, settings)


def _shards(rows: Iterable[dict[str, Any]], family: str, split: str, out: Root, image_format: str,
            limit: float) -> Iterator[Planned]:
    """One family's and split's rows cut into shards (not yet sealed), each yielded once it is complete."""
    current: Planned | None = None
    size = 0
    for row in rows:
        date = row["metadata"].get("date") or "undated"
        if current is None or size >= limit or not current.stem.startswith(date):
            if current and current.rows:
                yield current
            n = int(current.stem.rsplit("-", 1)[1]) + 1 if current and current.stem.startswith(date) else 0
            current, size = Planned(family, split, f"{date}-{n:05d}"), 0
        current.rows.append(row)
        for frame, _ in image_paths(row, image_format):
            ident = out.identity(frame)
            current.frames.append((frame, ident or "missing"))
            size += out.size(frame) if ident else 0
    if current and current.rows:
        yield current


def _sealed(p: Planned, settings: list[Any]) -> Planned:
    p.inputs = digest("shard", CODE_VERSION, settings, [r["id"] for r in p.rows],
                      [json.dumps(r, sort_keys=True, default=str) for r in p.rows], p.frames)
    return p


def code_digest(code: list[str]) -> str:
    return digest(*[hashlib.sha256(Path(f).read_bytes()).hexdigest() for f in code])


def fill(sel: Selection, w: DatasetWriter, p: Planned, by: str) -> Iterator[Sample]:
    """The planned shard's samples with their image bytes (resized if configured), one at a time: a shard is
    encoded as its samples come, so memory holds the encoded shard and one sample. A missing frame is
    recorded in the writer (the build then fails at commit) and its sample left out."""
    out, cfg = sel.out, sel.cfg.output
    for row in p.rows:
        images, sizes = [], []
        for frame, rel in image_paths(row, cfg.image_format):
            data = w.embedded(f"{by} ({row['id']})", frame, lambda f=frame: out.read_bytes(f))  # type: ignore[misc]
            if data is None:
                continue
            data, dims = _fit(data, cfg.image_format, cfg.image_budget, cfg.image_quality)
            images.append((rel, data))
            sizes.append(dims)
        if len(images) == len(row["images"]):
            yield Sample(record(render_row(sel.cfg, row, "trl"), [p for p, _ in images], sizes, cfg.image_budget),
                         images)


def render_shards(sel: Selection, w: DatasetWriter, shard_mb: float, code: list[str], path: Callable[[Planned], str],
                  encode: Callable[[Iterator[Sample]], bytes]) -> Iterator[tuple[Planned, str]]:
    """Each planned shard written at `path(p)`: linked from the previous version when its inputs are the same
    (no frame read, nothing encoded), else filled and encoded. Yields (plan, path) once the shard is in."""
    for p in plan(sel, w, shard_mb, code):
        rel = path(p)
        if w.reuse(rel, p.inputs, references=len(p.frames)):
            yield p, rel
            continue
        w.put(rel, encode(fill(sel, w, p, rel)))
        yield p, rel


__all__ = ["Planned", "Sample", "fill", "plan", "record", "render_shards"]
