"""Shared test helpers over pipeline outputs: run a day without an orchestrator, snapshot an output tree."""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.tables import PartitionReport
from cuaflow.schemas.work import StageResult
from cuaflow.tasks.recording.ingest import Discovered, discover
from cuaflow.tasks.run.publish import publish_day
from cuaflow.tasks.stages import run_all


@dataclass
class DayRun:
    ctx: RunContext
    found: Discovered
    results: dict[str, StageResult]  # by recording id
    report: PartitionReport | None  # None when not published


def run_day(source: str | Path, output: str | Path, day: str, *, publish: bool = True, dataset: bool = False,
            ctx: RunContext | None = None, **ctx_kw: Any) -> DayRun:
    """discover → every stage of every recording → publish the partition (→ build the dataset)."""
    ctx = ctx or RunContext(source_url=str(source), output_url=str(output), **ctx_kw)
    found = discover(open_root(ctx.source_url, ctx.options("source")), day)
    results = {r.recording_id: run_all(ctx, r) for r in found.refs}
    report = publish_day(ctx, day, list(results.values()), found.rejected) if publish else None
    if dataset:
        from cuaflow.tasks.export import build_dataset

        build_dataset(ctx)
    return DayRun(ctx=ctx, found=found, results=results, report=report)


def run_day_with_pages(source: Path, output: Path, day: str, ctx: RunContext) -> DayRun:
    """A day run to its dataset, every recording processed, then the review pages a run writes (what the privacy
    tests read back byte for byte)."""
    from cuaflow.tasks.review import review

    run = run_day(source, output, day, dataset=True, ctx=ctx)
    assert all(r.status == "ok" for r in run.results.values()), run.results
    out = open_root(str(output))
    review.write_partition_pages(out, day)
    review.write_dataset_pages(out)
    return run


def snapshot(root: Path, *, published_only: bool = False, skip: tuple[str, ...] = (),
             entries: bool = False) -> dict[str, bytes | str | int]:
    """Every file under `root` by relative path → its bytes, to compare a tree before and after.

    `published_only` keeps what a reader may see (no work area, locks, hidden staging or temporary files);
    `skip` drops every path with a component of those names. `entries` records every entry without following
    links, to prove a source tree untouched: a regular file's bytes, a symbolic link's target, any other entry
    (folder, FIFO, socket) its file type."""
    files: dict[str, bytes | str | int] = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root)
        if published_only and (rel.parts[0] in ("_work", "_locks") or any(x.startswith(".") for x in rel.parts)):
            continue
        if any(part in skip for part in rel.parts):
            continue
        if entries:
            files[rel.as_posix()] = _entry(p)
        elif p.is_file():
            files[rel.as_posix()] = p.read_bytes()
    return files


def _entry(p: Path) -> bytes | str | int:
    st = p.lstat()
    if stat.S_ISREG(st.st_mode):
        return p.read_bytes()
    if stat.S_ISLNK(st.st_mode):
        return os.readlink(p)
    return stat.S_IFMT(st.st_mode)
