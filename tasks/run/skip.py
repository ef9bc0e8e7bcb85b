"""Skip without work: deciding that a committed day is unchanged from the source listing, the settings and the code
alone, before any per-recording task run, frame work or hashing.

When a partition run commits a day it records, beside the day's work files (`_work/state/date=<D>.json`), the
day's *source state*: a digest of the listing of `<source>/<D>/` taken before the run read anything (every entry
with what changes when it changes: locally device, inode, size and modification time; on object stores ETag and
size; folders, links and special files by kind, `Root.listing`), the digest of the settings that decide its
outputs (pipeline settings, dataset configuration, the code version, the source URL), and the sha256 of the
manifest it committed. A later run whose listing and settings give the same digests, while the manifest is still
that one, does nothing for the day and reports it `(unchanged)`. Anything else (a file added, removed, rewritten —
a new mtime or inode even with the same size —, a setting or the code changed, the partition rewritten by another
run, `--force`) runs the day as before, where the stage markers and content hashes decide what is redone. A day
with a quarantined recording always runs again: its quarantine may have been transient (a storage error on the
last attempt), and the rerun retries it; so does a day whose review pages were never written (its run stopped on a
full disk after the commit): the state is recorded after them, and the partition page, written last, must exist.

What it cannot see: a file rewritten in place with the same size whose mtime was set back (`touch -r`); run with
`--force` after such an edit."""

from __future__ import annotations

import json
from dataclasses import dataclass

from cuaflow.connectors.storage import roots
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.tables import PartitionReport, ReviewPages
from cuaflow.tasks.review.review_paths import partition_page_path
from cuaflow.tasks.run.committed import manifest_sha256, read_manifest
from cuaflow.tasks.versioning import CODE_VERSION, digest

STATE = "_work/state"


def state_path(day: str) -> str:
    return f"{STATE}/date={day}.json"


@dataclass(frozen=True)
class SourceState:
    day: str
    listing: str  # digest of the day's source listing
    settings: str  # digest of what decides the day's outputs


def settings_digest(ctx: RunContext) -> str:
    return digest(CODE_VERSION, ctx.settings.fingerprint(), ctx.dataset.fingerprint(), ctx.source_url)


def source_state(ctx: RunContext, day: str) -> SourceState:
    """The day's source state now: one listing of `<source>/<day>/`, no file read."""
    src, _ = roots(ctx)
    entries = sorted(src.listing(day).items())
    return SourceState(day=day, listing=digest(entries), settings=settings_digest(ctx))


def record_state(ctx: RunContext, state: SourceState) -> None:
    """After a day is committed: the state its run started from, tied to the manifest it committed."""
    _, out = roots(ctx)
    sha = manifest_sha256(out, state.day)
    if sha is None:
        return
    doc = {"listing": state.listing, "settings": state.settings, "manifest_sha256": sha}
    out.write_text(state_path(state.day), json.dumps(doc, sort_keys=True) + "\n")


def unchanged(ctx: RunContext, day: str) -> PartitionReport | None:
    """The committed report of `day` when its source, settings and manifest are as its last run recorded them;
    None when the day must run (see the module docstring)."""
    if ctx.force:
        return None
    _, out = roots(ctx)
    try:
        recorded = json.loads(out.read_bytes(state_path(day)))
    except (FileNotFoundError, ValueError):
        return None
    now = source_state(ctx, day)
    if (recorded.get("listing"), recorded.get("settings")) != (now.listing, now.settings):
        return None
    if recorded.get("manifest_sha256") != manifest_sha256(out, day):
        return None
    manifest = read_manifest(out, day)
    if manifest is None or manifest.recordings.quarantined:
        return None  # a quarantine may be transient (storage, a stalled read): such a day always runs again
    page = partition_page_path(day)  # written last by the run that committed the day
    if not out.exists(page):
        return None  # its review pages were never written (a full disk, a renderer error): the day runs again
    review = ReviewPages(index=out.display(page))
    return PartitionReport(**manifest.model_dump(), reused=True, skipped=True, review=review)


__all__ = ["SourceState", "record_state", "settings_digest", "source_state", "state_path", "unchanged"]
