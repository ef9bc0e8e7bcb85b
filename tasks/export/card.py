"""The dataset card (`README.md`), its contact sheet and charts: what a person looks at first."""

from __future__ import annotations

from collections import Counter
from typing import Any

import polars as pl

from cuaflow.schemas.toolcall import ToolCall
from cuaflow.tasks.export.draw import bar_chart, contact_sheet
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.writer import DatasetWriter

SHEET_SIZE = 16  # train/val samples on the contact sheet


def render(sel: Selection, w: DatasetWriter) -> None:
    kept = sel.train_val
    sheet_items = []
    for r in kept[:SHEET_SIZE]:
        call = ToolCall.from_json(r["tool_call"])
        point = tuple(r["real_coords"]) if call.coordinate is not None else None
        sheet_items.append((sel.out.read_bytes(r["image"]), point, call.action))
    w.put("contact_sheet.png", contact_sheet(sheet_items))  # type: ignore[arg-type]
    w.put("charts/samples_by_action.png", bar_chart(w.summary["by_action"], "train+val samples per action"))
    by_app = dict(Counter(r["app"] or "unknown" for r in kept))
    w.put("charts/samples_by_app.png", bar_chart(by_app, "train+val samples per app (task type source)"))
    w.put("README.md", card(sel.name, sel.dates, w.summary, sel.rules_versions, sel.recordings).encode())


def _dupes(s: dict[str, Any]) -> str:
    return ", ".join(s.get("duplicate_recordings_dropped", [])) or "none"


def card(name: str, dates: list[str], s: dict[str, Any], rules: list[str], recordings: pl.DataFrame) -> str:
    def table(d: dict[str, int]) -> str:
        return "\n".join(f"| {k} | {v} |" for k, v in d.items()) or "| (none) | 0 |"

    n_rec = recordings.height
    statuses = dict(Counter(recordings["status"].to_list())) if n_rec else {}
    return f"""# {name}

Computer-use training data built by cuaflow from human recordings (CUDAG layout, seed 000).

- Date range: {dates[0] if dates else "-"} … {dates[-1] if dates else "-"} ({len(dates)} partitions)
- Source recordings: {n_rec} ({", ".join(f"{k}: {v}" for k, v in sorted(statuses.items())) or "none"})
- Grouping rule versions: {", ".join(rules) or "-"}
- Test cases: {s["splits"].get("test", 0)}, annotated: {s.get("annotated", 0)}
- Recordings dropped as duplicates of an earlier date's: {_dupes(s)}
- Trajectories (seed 003, `trajectories.jsonl`): {s.get("trajectories", 0)}
- Formats: {", ".join(s.get("formats", []))}; tasks per split (a task is in one split only): \
{", ".join(f"{k} {v}" for k, v in s.get("tasks_per_split", {}).items()) or "-"}

## Steps kept out of the samples, by reason

They stay in the `steps` table (`skip_reason`): e.g. `right_drag` (no seed 000 form), `secret` (typed into a
secure field), `private_range`, `off_screen`, `no_tool_call`.

| reason | steps |
|---|---|
{table(s.get("steps_not_sampled", {}))}

## Samples per split

| split | samples |
|---|---|
{table(s["splits"])}

## Samples per task type (train + val)

| task type | samples |
|---|---|
{table(s["by_task_type"])}

## Samples per action

![samples per action](charts/samples_by_action.png)

| action | samples |
|---|---|
{table(s["by_action"])}

![samples per app](charts/samples_by_app.png)

## Contact sheet

Sample screenshots with the action's target point drawn in red.

![contact sheet](contact_sheet.png)
"""
