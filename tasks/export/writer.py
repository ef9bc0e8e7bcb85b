"""The dataset folder being written: staging, the hash of every file, the summary, and the commit.

Files stream to their destination as they are made (memory stays flat however large the dataset), each
hashed for the manifest. Locally the destination is a hidden staging folder renamed into place at the end;
on object stores it is the final prefix, and `manifest.json`, written last, is the commit point."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import uuid
from typing import Any

from cuaflow.connectors.storage import Root
from cuaflow.tasks.runner import checkpoint

DATASETS = "datasets"
MANIFEST = "manifest.json"


class DatasetWriter:
    def __init__(self, out: Root, final: str) -> None:
        self.out, self.final = out, final
        self.base = f"{DATASETS}/.staging-{uuid.uuid4().hex}" if out.is_local else final
        self.hashes: dict[str, str] = {}
        # Figures about the dataset (counts per split, per action, …): each renderer adds its own; they go
        # into the manifest and the card.
        self.summary: dict[str, Any] = {}

    def put(self, rel: str, data: bytes) -> None:
        self.out.write_bytes(f"{self.base}/{rel}", data)
        self.hashes[rel] = hashlib.sha256(data).hexdigest()
        checkpoint("export.file")

    def copy(self, rel: str, src_rel: str) -> None:
        """A file of the output root (a frame) into the dataset."""
        self.put(rel, self.out.read_bytes(src_rel))

    def mkdir(self, rel: str) -> None:
        """A folder a layout requires even when empty (object stores have no folders: nothing to do there)."""
        if self.out.is_local:
            os.makedirs(self.out.path(f"{self.base}/{rel}"), exist_ok=True)

    def has(self, rel: str) -> bool:
        return rel in self.hashes

    def commit(self, name: str) -> None:
        manifest = {"name": name, "files": dict(sorted(self.hashes.items())), "summary": self.summary}
        data = (json.dumps(manifest, indent=1, sort_keys=True) + "\n").encode()
        self.out.write_bytes(f"{self.base}/{MANIFEST}", data)
        if self.out.is_local:
            target = self.out.path(self.final)
            if os.path.exists(target):
                shutil.rmtree(target)
            os.replace(self.out.path(self.base), target)


def remove_stale_staging(out: Root) -> None:
    """Staging folders left by a build that was killed (safe: builds hold the datasets lock)."""
    if out.is_local:
        for name in out.listdir(DATASETS):
            if name.startswith(".staging-"):
                shutil.rmtree(out.path(f"{DATASETS}/{name}"), ignore_errors=True)


def jsonl(rows: list[dict[str, Any]]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode()
