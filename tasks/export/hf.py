"""Hugging Face `datasets` form: Parquet shards with the images embedded, described by the card's YAML.

    hf/<family>/<split>/<date>-<nnnnn>.parquet

Each row is a sample (`embedded.py`): `id`, `family`, `images` (a list of the `Image` feature: struct of
`bytes` and `path`, the path being the image's path in the JSONL exports), `image_sizes` ([width, height]
of each image as stored), `conversations`, `system`,
`metadata` (the typed struct of the `samples` table) and the budget columns `image_tokens`,
`text_tokens_max`, `tokens_max`, `over_budget`. The features are stored twice, as `datasets` reads them: in
each file's Arrow schema metadata (`huggingface`) and in the card's YAML `dataset_info` (`card.py`), whose
`configs` (one per family) list the files of each split, so `load_dataset(<dataset folder>)` (and
`streaming=True`) returns every split with decoded images and nothing else. Row groups of 64 rows keep a
streaming reader's memory to 64 samples' images."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from functools import cache
from itertools import islice
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from cuaflow.schemas.samples import EMBEDDED_SAMPLES_SCHEMA
from cuaflow.tasks.export.embedded import Sample, render_shards
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.writer import DatasetWriter

DIR = "hf"
ROW_GROUP = 64
SCHEMA = EMBEDDED_SAMPLES_SCHEMA
_DTYPES = {pa.string(): "string", pa.int32(): "int32", pa.int64(): "int64", pa.float64(): "float64",
           pa.bool_(): "bool", pa.binary(): "binary"}


def _feature(t: pa.DataType, name: str = "") -> dict[str, Any]:
    """An Arrow type as a `datasets` feature (its JSON form); the field `images` is a list of `Image`."""
    if name == "images":
        return {"feature": {"_type": "Image"}, "_type": "List"}
    if pa.types.is_list(t):
        return {"feature": _feature(t.value_type), "_type": "List"}
    if pa.types.is_struct(t):
        return {f.name: _feature(f.type) for f in t}
    return {"dtype": _DTYPES[t], "_type": "Value"}


def _yaml(t: pa.DataType, name: str) -> dict[str, Any]:
    """The same feature in the card's YAML form (`datasets` `Features._to_yaml_list`)."""
    if name == "images":
        return {"name": name, "list": "image"}
    if pa.types.is_struct(t):
        return {"name": name, "struct": [_yaml(f.type, f.name) for f in t]}
    if pa.types.is_list(t):
        return {"name": name, "list": _yaml_list(t.value_type)}
    return {"name": name, "dtype": _DTYPES[t]}


def _yaml_list(t: pa.DataType) -> Any:
    """A list's item type in YAML: a dtype, a list of fields (struct) or a nested `{list: …}`."""
    if pa.types.is_struct(t):
        return [_yaml(f.type, f.name) for f in t]
    if pa.types.is_list(t):
        return {"list": _yaml_list(t.value_type)}
    return _DTYPES[t]


FEATURES = {f.name: _feature(f.type, f.name) for f in SCHEMA}
FEATURES_YAML = [_yaml(f.type, f.name) for f in SCHEMA]
_META = SCHEMA.with_metadata({"huggingface": json.dumps({"info": {"features": FEATURES}})})


IMAGE_BYTES = "images.list.element.bytes"


@cache
def _columns() -> list[str]:
    buf = io.BytesIO()
    pq.write_table(SCHEMA.empty_table(), buf)
    schema = pq.ParquetFile(io.BytesIO(buf.getvalue())).schema
    return [schema.column(i).path for i in range(len(schema))]


def write_options() -> dict[str, Any]:
    """The images are compressed already (PNG, JPEG, WebP): stored as they are, neither zstd nor a dictionary
    nor statistics spent on them; the text columns are zstd."""
    text = [c for c in _columns() if c != IMAGE_BYTES]
    return {"compression": {c: "zstd" for c in text} | {IMAGE_BYTES: "none"}, "use_dictionary": text,
            "write_statistics": text, "row_group_size": ROW_GROUP}


def table(samples: list[Sample]) -> pa.Table:
    rows = [{**s.record, "images": [{"bytes": b, "path": p} for p, b in s.images]} for s in samples]
    return pa.Table.from_pylist(rows, schema=_META)


def encode(samples: Iterator[Sample]) -> bytes:
    """One Parquet file written a row group at a time (memory: the file and one row group of samples)."""
    buf = io.BytesIO()
    options = write_options()
    size = options.pop("row_group_size")
    with pq.ParquetWriter(buf, _META, **options) as writer:
        while group := list(islice(samples, size)):
            writer.write_table(table(group), row_group_size=size)
    return buf.getvalue()


def render(sel: Selection, w: DatasetWriter) -> None:
    files: dict[str, dict[str, dict[str, Any]]] = {}
    for p, rel in render_shards(sel, w, sel.cfg.output.hf.shard_mb, [__file__],
                                lambda p: f"{DIR}/{p.family}/{p.split}/{p.stem}.parquet", encode):
        entry = files.setdefault(p.family, {}).setdefault(p.split, {"rows": 0, "bytes": 0, "shards": []})
        entry["rows"] += len(p.rows)
        entry["bytes"] += w.out.size(f"{w.base}/{rel}")
        entry["shards"].append({"path": rel, "rows": len(p.rows), "sha256": w.hashes[rel]})
    w.summary["hf"] = files


__all__ = ["FEATURES", "FEATURES_YAML", "SCHEMA", "encode", "render", "table"]
