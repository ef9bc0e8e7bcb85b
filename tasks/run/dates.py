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
    """The date partitions of a source root. A symbolic link named like a date that leads to a real folder inside
    the source is followed (the day is processed under the link's name); folders whose names look like dates but
    are not calendar dates (2025-02-30), links leading elsewhere, a second name for a folder already processed,
    files and special files named like dates are reported with the reason, never fatal."""
    dates, skipped = [], []
    subdirs, others = root.list_subdirs(), root.list_skipped()
    for name in subdirs:
        why = valid_date(name)
        if why is None:
            dates.append(name)
        elif DATE_RE.match(name):
            skipped.append((name, f"{name}: {why}; folder skipped"))
    taken = {d: d for d in dates}  # folder (relative to the root) -> the date name it is processed under
    for name, reason in others:
        if not DATE_RE.match(name):
            continue
        target, why = root.link_target(name) if valid_date(name) is None else (None, None)
        if target is not None and target in taken:
            why = f"{name}: a symbolic link to {target}, which is processed as {taken[target]}; not followed (the " \
                  "same day twice)"
            target = None
        if target is None:
            skipped.append((name, why or reason))
        else:
            taken[target] = name
            dates.append(name)
    folders = set(subdirs) | {n for n, _ in others}
    skipped += [(n, f"{n}: a file, not a folder of recordings; skipped") for n in root.listdir()
                if DATE_RE.match(n) and n not in folders]
    return SourceDates(sorted(dates), sorted(skipped))


__all__ = ["DATE_RE", "SourceDates", "scan_source", "valid_date"]
