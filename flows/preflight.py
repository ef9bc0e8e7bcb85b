"""A command's checks before Prefect is imported or any API is contacted: the configuration files, the source's
date folders, the output's writability and the range asked for. A mistake is a `UsageError` (one line, exit 2); a
valid request that matches no data is `NothingToDo` (a warning, exit 0)."""

from __future__ import annotations

import argparse
import datetime as dt
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from cuaflow.flows.errors import NothingToDo, UsageError

if TYPE_CHECKING:
    from cuaflow.tasks.dates import SourceDates


def check_config(args: argparse.Namespace) -> None:
    """Reject bad configuration files before any flow run starts (ConfigError names the key)."""
    from cuaflow.tasks.configuration import load_dataset_config, load_settings

    load_dataset_config(args.config)
    load_settings(args.settings)


def source_dates(source: str) -> list[str]:
    """The source's YYYY-MM-DD folders; a source that is missing, empty or holds none is a UsageError. One whose
    date entries were all skipped (links leading outside it, files, 2025-02-30) is a data layout, not a mistake
    in the command: NothingToDo, with every entry's reason."""
    found = source_scan(source)
    if not found.dates:
        raise NothingToDo(f"--source {source}: no date folder could be processed: "
                          + "; ".join(reason for _, reason in found.skipped))
    return found.dates


def source_scan(source: str) -> SourceDates:
    """The source's date folders and the date entries skipped with their reasons (UsageError: missing, empty,
    unreadable, or nothing named like a date)."""
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.dates import scan_source

    try:
        root = open_root(source)
        if not root.fs.exists(root.root):
            raise UsageError(f"--source {source}: does not exist")
        if not root.fs.isdir(root.root):
            raise UsageError(f"--source {source}: is a file, not a folder of YYYY-MM-DD folders")
        entries = root.listdir()
    except (OSError, ValueError) as exc:
        raise UsageError(f"--source {source}: cannot be read ({type(exc).__name__}: {exc})") from None
    if not entries:
        raise UsageError(f"--source {source}: is empty (expected one YYYY-MM-DD folder per day)")
    found = scan_source(root)
    if not found.dates and not found.skipped:
        shown = ", ".join(entries[:3]) + (", …" if len(entries) > 3 else "")
        raise UsageError(f"--source {source}: has no YYYY-MM-DD folders (found {shown})")
    return found


def check_output(output: str) -> None:
    """A local output must be a folder (or creatable) that this user can write; object stores are
    checked by their first write."""
    from cuaflow.connectors.storage import open_root

    root = open_root(output)
    if not root.is_local:
        return
    path = Path(root.root)
    if path.exists() and not path.is_dir():
        raise UsageError(f"--output {output}: is a file, not a folder")
    probe = path
    while not probe.exists():
        probe = probe.parent
    if not probe.is_dir():
        raise UsageError(f"--output {output}: {probe} is a file, not a folder")
    try:
        with tempfile.TemporaryFile(dir=probe):
            pass
    except OSError as exc:
        raise UsageError(f"--output {output}: not writable ({exc.strerror or exc} in {probe})") from None


def check_run(args: argparse.Namespace, start: dt.date | None, end: dt.date | None) -> list[str]:
    """Validate a run request; return the source dates it covers (NothingToDo when none)."""
    if start and end and start > end:
        raise UsageError(f"--start {start} is after --end {end}")
    check_config(args)
    dates = source_dates(args.source)
    check_output(args.output)
    lo, hi = (start.isoformat() if start else dates[0]), (end.isoformat() if end else dates[-1])
    wanted = [d for d in dates if lo <= d <= hi]
    if not wanted:
        raise NothingToDo(f"no date folder in {args.source} between {lo} and {hi} "
                          f"(it has {dates[0]}..{dates[-1]}): nothing processed, datasets/LATEST unchanged")
    return wanted
