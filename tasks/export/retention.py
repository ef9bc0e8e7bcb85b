"""Which dataset versions stay: the newest `retention.keep_last` of a config's versions, `LATEST`'s target and
every pinned version; the others are removed after each successful build.

A reader (a trainer, an evaluation, a copy job) pins the version it reads, so that no build removes it
underneath:

    with pinned(out, reader="train-run-17", ttl_s=7 * 86400) as name:   # name: LATEST's target
        train_on(out.path(f"datasets/{name}"))

A pin is one file `datasets/.pins/<version>--<reader>.json`, `{"version", "reader", "expires"}` (`expires`
UTC ISO time or null = until unpinned). Any process may write one by hand (same name and fields) and delete
it when done; an expired pin protects nothing and is removed by the next retention. Pins are written and
read under the `dataset-pins` lock, and a pin is only taken on a committed version, so a version is either
pinned before retention looks or already gone when the reader asks (`VersionGone`: read LATEST again).

Only committed versions (a `manifest.json`) of the config's own `name_prefix` are candidates: staging
folders of a running build are hidden (`.staging-…`) and a build holds the datasets lock while retention
runs; other configs' versions in the same root follow their own `keep_last`. Removal is a rename out of sight
(`.trash-…`) and then a delete, so a reader never sees half a version; on object stores the manifest goes
first (the version stops being committed), then the rest. Files hard-linked into newer versions stay valid:
removing a version removes names, not the bytes other versions link."""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

from cuaflow.connectors.storage import PartitionLock, Root, check_component
from cuaflow.schemas.tables import DATASETS
from cuaflow.tasks.export.writer import CACHE, MANIFEST, TRASH_PREFIX, shard_inputs_rel
from cuaflow.tasks.run.committed import latest

PINS = f"{DATASETS}/.pins"
PIN_LOCK = "dataset-pins"


class VersionGone(LookupError):
    """The version to pin is not (or no longer) committed."""


def _pin_rel(name: str, reader: str) -> str:
    return f"{PINS}/{check_component(name)}--{check_component(reader)}.json"


def pin(out: Root, reader: str, name: str | None = None, ttl_s: float | None = None,
        now: datetime | None = None) -> str:
    """Pin version `name` (default: LATEST's target) for `reader`; returns the version name."""
    with PartitionLock(out, PIN_LOCK):
        name = name or latest(out)
        if not name or not out.exists(f"{DATASETS}/{check_component(name)}/{MANIFEST}"):
            raise VersionGone(f"dataset version {name!r} is not committed in {out.display(DATASETS)}")
        expires = (now or datetime.now(UTC)) + timedelta(seconds=ttl_s) if ttl_s is not None else None
        doc = {"version": name, "reader": reader, "expires": expires.isoformat() if expires else None}
        out.write_text(_pin_rel(name, reader), json.dumps(doc, sort_keys=True) + "\n")
        return name


def unpin(out: Root, reader: str, name: str) -> None:
    with PartitionLock(out, PIN_LOCK):
        out.remove(_pin_rel(name, reader))


@contextmanager
def pinned(out: Root, reader: str, name: str | None = None, ttl_s: float | None = None) -> Iterator[str]:
    """The version pinned for the duration of the block (the TTL bounds a reader that dies unannounced)."""
    version = pin(out, reader, name, ttl_s)
    try:
        yield version
    finally:
        unpin(out, reader, version)


def active_pins(out: Root, now: datetime | None = None) -> tuple[set[str], list[str]]:
    """(versions pinned now, pin files that expired or cannot be read)."""
    now = now or datetime.now(UTC)
    versions, stale = set(), []
    for fname in out.listdir(PINS):
        rel = f"{PINS}/{fname}"
        if not fname.endswith(".json"):
            continue
        try:
            doc: dict[str, Any] = json.loads(out.read_bytes(rel))
            expires = doc.get("expires")
            if expires is not None and datetime.fromisoformat(expires) <= now:
                stale.append(rel)
                continue
            versions.add(str(doc["version"]))
        except (ValueError, KeyError, TypeError, OSError):
            # unreadable: it may be a pin being written by hand; keep the version it names safe
            versions.add(fname.split("--", 1)[0])
    return versions, stale


def versions(out: Root, prefix: str) -> list[tuple[float, str]]:
    """Committed versions of a config (`<prefix>-<10 hex>`), newest commit first."""
    pattern = re.compile(rf"^{re.escape(prefix)}-[0-9a-f]{{10}}$")
    found = [(out.modified(f"{DATASETS}/{n}/{MANIFEST}"), n) for n in out.listdir(DATASETS)
             if pattern.match(n) and out.exists(f"{DATASETS}/{n}/{MANIFEST}")]
    return sorted(found, reverse=True)


def apply_retention(out: Root, prefix: str, keep_last: int | None, *, current: str | None = None,
                    now: datetime | None = None) -> dict[str, Any]:
    """Remove this config's committed versions beyond the newest `keep_last`, except LATEST's target, the
    version the build just made or reused (`current`) and pinned ones (None: keep every version). The
    caller holds the datasets lock (no build is running)."""
    if keep_last is None:
        return {"removed": [], "kept": [n for _, n in versions(out, prefix)], "pinned": []}
    with PartitionLock(out, PIN_LOCK):
        pins, stale = active_pins(out, now)
        for rel in stale:
            out.remove(rel)
        ordered = [n for _, n in versions(out, prefix)]
        keep = set(ordered[:keep_last]) | pins | {latest(out) or "", current or ""}
        removed = [n for n in ordered if n not in keep]
        for name in removed:
            _remove_version(out, name)
    prune_cache(out)
    return {"removed": removed, "kept": [n for n in ordered if n in keep], "pinned": sorted(pins & set(ordered))}


def _remove_version(out: Root, name: str) -> None:
    base = f"{DATASETS}/{name}"
    if out.atomic_rename:
        trash = f"{DATASETS}/{TRASH_PREFIX}{uuid.uuid4().hex}"
        out.rename(base, trash)  # gone from readers' sight at once
        out.remove_tree(trash)
    else:
        out.remove(f"{base}/{MANIFEST}")  # uncommitted first
        out.remove_tree(base)
    out.remove(shard_inputs_rel(name))


def prune_cache(out: Root) -> int:
    """Derived images no version links any more (a link count of 1, the cache's own name); the cache is kept only
    where links share bytes (`Root.hard_links`)."""
    if not out.hard_links or not out.exists(CACHE):
        return 0
    return out.remove_unshared(CACHE)
