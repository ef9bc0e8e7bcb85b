"""The dataset folder being written: staging, the hash of every file, the summary, and the commit.

Files stream to their destination as they are made (memory stays flat however large the dataset), each
hashed for the manifest. Locally the destination is a hidden staging folder renamed into place at the end;
on object stores it is the final prefix, and `manifest.json`, written last, is the commit point.

Incremental builds (see the package docstring): a frame enters a version by `Root.link` (a hard link on a
local root, a server-side copy on an object store), never by reading and writing its bytes; its sha256 is
taken from the previous version's manifest when the previous version's file is the same file as the source
(`Root.identity`), so the images of earlier days are neither copied nor read again. Derived images (the
annotated test images) are cached by a digest of their inputs under `datasets/.cache/`. A shard (`hf`,
`webdataset`) whose inputs' digest equals the previous version's is linked from it (`reuse`).

Integrity: renderers report every image they name (`reference`, `embedded`); a frame that is gone is recorded,
not raised, and `commit` refuses (`MissingImages`, listing each) unless every reference resolved."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cuaflow.connectors.storage import Root
from cuaflow.schemas.dataset import DATASET_MANIFEST, BuildStats, DatasetManifest, DatasetSummary
from cuaflow.schemas.tables import DATASETS
from cuaflow.tasks.faults import checkpoint
from cuaflow.tasks.run.committed import read_dataset_manifest
from cuaflow.tasks.versioning import CODE_VERSION, digest


class MissingImages(RuntimeError):
    """Image references of a dataset that resolve to no file: the version is not committed."""

    def __init__(self, missing: list[str]) -> None:
        self.missing = missing
        shown = "\n  ".join(missing[:50]) + (f"\n  … and {len(missing) - 50} more" if len(missing) > 50 else "")
        super().__init__(f"{len(missing)} image reference(s) resolve to no file; the dataset version was not "
                         f"committed:\n  {shown}")


MANIFEST = DATASET_MANIFEST
CACHE = f"{DATASETS}/.cache/derived"  # rendered images by a digest of their inputs (local roots)
# Per version, the digest of each shard's inputs: beside the version, not in it, since the inputs name frames by
# their identity (inode, ETag), which differs between roots, and a version's bytes must not.
SHARD_INPUTS = f"{DATASETS}/.cache/shards"
STAGING_PREFIX = ".staging-"
TRASH_PREFIX = ".trash-"  # a version being removed: renamed out of sight first, then deleted


def shard_inputs_rel(name: str) -> str:
    return f"{SHARD_INPUTS}/{name}.json"


class Previous:
    """A committed version the new one may share files with: its manifest's hashes, its shards' inputs and its
    files' identities."""

    def __init__(self, out: Root, name: str) -> None:
        self.out, self.base = out, f"{DATASETS}/{name}"
        try:
            self.hashes: dict[str, str] = read_dataset_manifest(out, name).files
        except (OSError, ValueError):
            self.hashes = {}
        # the digest of each shard's inputs (embedded.py): an equal digest means the shard's bytes are equal
        try:
            self.shard_inputs: dict[str, str] = json.loads(out.read_bytes(shard_inputs_rel(name)))
        except (OSError, ValueError):
            self.shard_inputs = {}
        self._identities: dict[str, str] | None = None

    def identity(self, rel: str) -> str | None:
        if self._identities is None:  # one walk (one listing on object stores), not a stat per file
            self._identities = self.out.identities(self.base)
        return self._identities.get(rel)

    def same(self, rel: str, sha256: str, size: int) -> bool:
        """The previous version holds exactly these bytes at `rel` (versions are never modified in place;
        the size is checked as a cheap guard). Made files only: a few per build."""
        if self.hashes.get(rel) != sha256 or self.identity(rel) is None:
            return False
        try:
            return self.out.size(f"{self.base}/{rel}") == size
        except (OSError, ValueError):
            return False

    def hash_of(self, rel: str, source_identity: str | None) -> str | None:
        """The recorded hash of `rel` when the previous version's `rel` is the very file `source_identity`
        names (same inode locally, same ETag on object stores): its bytes cannot differ."""
        recorded = self.hashes.get(rel)
        if recorded is None or source_identity is None:
            return None
        return recorded if self.identity(rel) == source_identity else None


class DatasetWriter:
    def __init__(self, out: Root, final: str, previous: Previous | None = None, *, incremental: bool = True) -> None:
        self.out, self.final = out, final
        # staged out of sight and renamed into place where a folder renames atomically; else written at its final
        # prefix, the manifest (written last) the commit point
        self.staged = out.atomic_rename
        self.base = f"{DATASETS}/{STAGING_PREFIX}{uuid.uuid4().hex}" if self.staged else final
        self.previous, self.incremental = previous, incremental
        self.hashes: dict[str, str] = {}
        self.source_hashes: dict[str, str] = {}  # frame (output-root path) → sha256, as learnt while copying
        # What this build did: frames linked (no bytes moved) or copied, hashes reused from the previous
        # manifest (no bytes read), derived images taken from the cache (not rendered), made files equal to
        # the previous version's linked to it (no new bytes).
        self.stats = BuildStats()
        # Figures about the dataset (counts per split, per action, …): each renderer adds its own (plain values,
        # the fields of `DatasetSummary`); they go into the manifest and the card.
        self.summary: dict[str, Any] = {}
        # Integrity: every image a line or a shard names, as "<file referring> -> <image>" (a path of this
        # dataset, or a frame embedded in a shard); the build fails at commit unless each resolved.
        self.references = 0
        self.referenced: dict[str, str] = {}
        self.missing: list[str] = []
        self.shard_inputs: dict[str, str] = {}  # shard → digest of its inputs (`reuse`), kept beside the version
        self.gone: set[str] = set()  # dataset paths whose frame was missing (listed once, by their frame)

    def put(self, rel: str, data: bytes) -> None:
        """A file made by this build; the same bytes as the previous version's file are linked, not written."""
        h = hashlib.sha256(data).hexdigest()
        if not (self.incremental and self.previous and self.previous.same(rel, h, len(data))
                and self.out.link(f"{self.previous.base}/{rel}", f"{self.base}/{rel}")[0]):
            self.out.write_bytes(f"{self.base}/{rel}", data)
        else:
            self.stats.unchanged_linked += 1
        self.hashes[rel] = h
        checkpoint("export.file")

    def copy(self, rel: str, src_rel: str) -> None:
        """A file of the output root (a frame) into the dataset: linked, and hashed only if new. A frame that
        is gone is recorded (the build then fails at commit, listing every one) rather than stopping here."""
        try:
            self._copy(rel, src_rel)
        except FileNotFoundError:
            self.missing.append(f"{rel} (frame {src_rel})")
            self.gone.add(rel)

    def reuse(self, rel: str, inputs: str, *, references: int) -> bool:
        """A shard made from `inputs` (a digest): linked from the previous version when that version's shard
        at `rel` was made from the same inputs (its images are then not read); False: the caller makes it."""
        self.shard_inputs[rel] = inputs
        prev = self.previous
        if not (self.incremental and prev and prev.shard_inputs.get(rel) == inputs and rel in prev.hashes
                and self.out.link(f"{prev.base}/{rel}", f"{self.base}/{rel}")[0]):
            self.stats.shards_written += 1
            return False
        self.hashes[rel] = prev.hashes[rel]
        self.references += references
        self.stats.shards_reused += 1
        checkpoint("export.file")
        return True

    def reference(self, by: str, rel: str) -> None:
        """`by` (a JSONL file, a shard) names the image `rel` of this dataset; checked at commit."""
        self.references += 1
        self.referenced.setdefault(rel, by)

    def embedded(self, by: str, src_rel: str, read: Callable[[], bytes]) -> bytes | None:
        """A frame's bytes for embedding into `by`; None (recorded as missing) when the frame is gone."""
        self.references += 1
        try:
            return read()
        except FileNotFoundError:
            self.missing.append(f"{by} -> frame {src_rel}")
            return None

    def _copy(self, rel: str, src_rel: str) -> None:
        if not self.incremental:
            data = self.out.read_bytes(src_rel)
            self.put(rel, data)
            self.source_hashes[src_rel] = self.hashes[rel]
            self.stats.copied += 1
            return
        linked, ident = self.out.link(src_rel, f"{self.base}/{rel}")
        if not linked:
            self.put(rel, self.out.read_bytes(src_rel))
            self.source_hashes[src_rel] = self.hashes[rel]
            self.stats.copied += 1
            return
        self.stats.linked += 1
        known = self.source_hashes.get(src_rel) or (self.previous.hash_of(rel, ident) if self.previous else None)
        if known is None:
            known, _ = self.out.sha256(src_rel)
        else:
            self.stats.hash_reused += 1
        self.hashes[rel] = self.source_hashes[src_rel] = known
        checkpoint("export.file")

    def source_hash(self, src_rel: str) -> str:
        """The sha256 of a frame (known if it was copied into this dataset, read otherwise)."""
        if src_rel not in self.source_hashes:
            self.source_hashes[src_rel] = self.out.sha256(src_rel)[0]
        return self.source_hashes[src_rel]

    def derived(self, rel: str, inputs: list[Any], render: Callable[[], bytes], *, code: list[str]) -> None:
        """A file rendered from `inputs` by `render`: on a local root taken from the cache when the same
        inputs and the same drawing code (`code`: module files) made it before, else rendered and cached (where
        links share bytes: `prune_cache` then tells an unused entry by its link count)."""
        if not (self.incremental and self.out.hard_links):
            self.stats.derived_rendered += 1
            self.put(rel, render())
            return
        sources = [hashlib.sha256(Path(f).read_bytes()).hexdigest() for f in code]
        key = digest("derived", CODE_VERSION, _pillow(), sources, inputs)
        cached = f"{CACHE}/{key[:2]}/{key}{os.path.splitext(rel)[1]}"
        if self.out.exists(cached):
            self.stats.derived_cached += 1
        else:
            self.stats.derived_rendered += 1
            self.out.write_bytes(cached, render())
        if not self.out.link(cached, f"{self.base}/{rel}")[0]:
            self.put(rel, self.out.read_bytes(cached))
            return
        self.hashes[rel] = self.out.sha256(cached)[0]  # small files; reading is far cheaper than rendering
        checkpoint("export.file")

    def mkdir(self, rel: str) -> None:
        """A folder a layout requires even when empty (object stores have no folders: nothing to do there)."""
        self.out.makedirs(f"{self.base}/{rel}")

    def has(self, rel: str) -> bool:
        return rel in self.hashes

    def check_references(self) -> None:
        """Every referenced image resolved (0 missing) or `MissingImages` naming each: nothing is committed."""
        missing = self.missing + [f"{by} -> {rel}" for rel, by in sorted(self.referenced.items())
                                  if rel not in self.hashes and rel not in self.gone]
        if missing:
            raise MissingImages(missing)
        self.summary["image_references"] = {"references": self.references, "missing": 0}

    def commit(self, name: str) -> DatasetManifest:
        """Check every reference, write the shards' inputs, then the manifest (the commit point); locally, the
        staging folder then takes the version's name. Returns the manifest written."""
        try:
            self.check_references()
        except MissingImages:
            if self.staged:  # nothing of the failed version stays (unstaged: no manifest = none)
                self.out.remove_tree(self.base)
            raise
        if self.shard_inputs:  # before the commit point: a committed version always has its shards' inputs
            self.out.write_bytes(shard_inputs_rel(name), (json.dumps(self.shard_inputs, indent=0, sort_keys=True)
                                                           + "\n").encode())
        manifest = DatasetManifest(name=name, files=dict(sorted(self.hashes.items())),
                                   summary=DatasetSummary.model_validate(self.summary))
        self.out.write_bytes(f"{self.base}/{MANIFEST}", manifest.to_json().encode())
        if self.staged:
            self._rename_into_place()
        return manifest

    def _rename_into_place(self) -> None:
        trash = None
        if self.out.exists(self.final):  # a forced rebuild: the old folder leaves in one rename
            trash = f"{DATASETS}/{TRASH_PREFIX}{uuid.uuid4().hex}"
            self.out.rename(self.final, trash)
        self.out.rename(self.base, self.final)
        if trash:
            self.out.remove_tree(trash)


def _pillow() -> str:
    import PIL

    return str(PIL.__version__)


def remove_stale_staging(out: Root) -> None:
    """Staging folders left by a build that was killed, versions half-removed by a killed retention
    (safe: builds and retention hold the datasets lock). Only where versions are staged (`atomic_rename`)."""
    if out.atomic_rename:
        for name in out.listdir(DATASETS):
            if name.startswith((STAGING_PREFIX, TRASH_PREFIX)):
                out.remove_tree(f"{DATASETS}/{name}")
        with contextlib.suppress(FileNotFoundError):
            out.remove_orphan_temps(f"{DATASETS}/.cache")


def jsonl(rows: list[dict[str, Any]]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode()
