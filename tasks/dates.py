"""Date partitions of a source root: which top-level folders are dates, and what is skipped (light: a run lists its
dates before it knows whether any needs work)."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from cuaflow.connectors.storage import Root

DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


@dataclass(frozen=True)
class SourceDates:
    dates: list[str]  # valid calendar dates with a real folder, sorted
    skipped: list[tuple[str, str]]  # (entry name, reason) for every top-level entry not processed


def valid_date(name: str) -> str | None:
    """Why `name` is not a date partition folder name, or None when it is one."""
    if not DATE_RE.match(name):
        return "not a YYYY-MM-DD date folder"
    try:
        dt.date.fromisoformat(name)
    except ValueError as exc:
        return f"not a calendar date ({exc})"
    return None


def scan_source(root: Root) -> SourceDates:
    """The date partitions of a source root. Folders whose names look like dates but are not
    calendar dates (2025-02-30), symbolic links and special files are reported, never fatal."""
    dates, skipped = [], []
    for name in root.list_subdirs():
        why = valid_date(name)
        if why is None:
            dates.append(name)
        elif DATE_RE.match(name):
            skipped.append((name, f"{name}: {why}; folder skipped"))
    skipped += [(n, r) for n, r in root.list_skipped() if DATE_RE.match(n)]
    return SourceDates(sorted(dates), sorted(skipped))


__all__ = ["DATE_RE", "SourceDates", "scan_source", "valid_date"]
