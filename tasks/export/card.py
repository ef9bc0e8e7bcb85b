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
    bins = disagreement_bins(sel.recordings)
    w.put("charts/offset_disagreement.png", bar_chart(bins, "recordings per estimate − log offset (ms)", ordered=True))
    w.put("README.md", card(sel.name, sel.dates, w.summary, sel.rules_versions, sel.recordings).encode())


# Disagreement bins, ms (estimate − log-derived offset). The middle bin is "within a frame or two".
BINS = [(-1e9, -1000, "< -1000"), (-1000, -500, "-1000..-500"), (-500, -200, "-500..-200"), (-200, -50, "-200..-50"),
        (-50, 50, "-50..50"), (50, 200, "50..200"), (200, 500, "200..500"), (500, 1000, "500..1000"),
        (1000, 1e9, "> 1000")]


def disagreement_bins(recordings: pl.DataFrame) -> dict[str, int]:
    """Processed recordings per disagreement bin; `unverified` = no confident estimate."""
    out = {label: 0 for _, _, label in BINS} | {"unverified": 0}
    if not recordings.height or "alignment" not in recordings.columns:
        return out
    for r in recordings.filter(pl.col("status") != "quarantined").iter_rows(named=True):
        d = r.get("offset_disagreement_ms")
        if r.get("alignment") != "verified" or d is None:
            out["unverified"] += int(r.get("alignment") == "unverified")
            continue
        out[next(label for lo, hi, label in BINS if lo <= d < hi)] += 1
    return out


def _dupes(s: dict[str, Any]) -> str:
    return ", ".join(s.get("duplicate_recordings_dropped", [])) or "none"


def card(name: str, dates: list[str], s: dict[str, Any], rules: list[str], recordings: pl.DataFrame) -> str:
    def table(d: dict[str, int]) -> str:
        return "\n".join(f"| {k} | {v} |" for k, v in d.items()) or "| (none) | 0 |"

    n_rec = recordings.height
    statuses = dict(Counter(recordings["status"].to_list())) if n_rec else {}
    cols = recordings.columns
    sources = dict(Counter(recordings["offset_source"].drop_nulls().to_list())) if "offset_source" in cols else {}
    no_effect = int(recordings["n_no_visible_effect"].fill_null(0).sum()) if "n_no_visible_effect" in cols else 0
    redacted = int(recordings["n_redactions"].fill_null(0).sum()) if "n_redactions" in cols else 0
    return f"""# {name}

Computer-use training data built by cuaflow from human recordings (CUDAG layout, seed 000).

- Date range: {dates[0] if dates else "-"} … {dates[-1] if dates else "-"} ({len(dates)} partitions)
- Source recordings: {n_rec} ({", ".join(f"{k}: {v}" for k, v in sorted(statuses.items())) or "none"})
- Grouping rule versions: {", ".join(rules) or "-"}
- Test cases: {s["splits"].get("test", 0)}, annotated: {s.get("annotated", 0)}
- Recordings dropped as duplicates (same id or same content as an earlier one): {_dupes(s)}
- Trajectories (seed 003, `trajectories.jsonl`): {s.get("trajectories", 0)}
- Personal data redacted (surrogates in text, opaque boxes in images; table `redactions`): {redacted} occurrences
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

## Clock alignment

Each recording's event↔video offset is checked against the video (logged cursor moves against changed
pixels). Offsets used, by source:

| source | recordings |
|---|---|
{table(dict(sorted(sources.items())))}

Disagreement of the estimate with the log-derived offset (ms; `unverified`: nothing confident to match,
log-derived offset kept):

![offset disagreement](charts/offset_disagreement.png)

| estimate − log (ms) | recordings |
|---|---|
{table(disagreement_bins(recordings))}

Steps whose post-action frame shows no change from the pre-action frame (flag `no_visible_effect`, kept):
{no_effect}

## Contact sheet

Sample screenshots with the action's target point drawn in red.

![contact sheet](contact_sheet.png)
"""
