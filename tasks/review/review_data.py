"""What a review page shows, read from the committed tables (through `committed.py`): a recording's row, steps,
samples and the raw event lines of each step (`review_events.py`), the counts of a page. The pages themselves
are rendered by `review.py`."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any

import polars as pl

from cuaflow.connectors.storage import Root
from cuaflow.schemas.samples import metadata_json
from cuaflow.tasks.privacy.audit import by_frame
from cuaflow.tasks.review.html_page import rel_url as _rel_url
from cuaflow.tasks.review.review_events import step_lines
from cuaflow.tasks.review.review_paths import partition_page_path, recording_page_path
from cuaflow.tasks.run.committed import read_table
from cuaflow.tasks.samples.annotation_files import read_annotations
from cuaflow.tasks.samples.annotation_files import steps_path as annotation_steps_path

SAMPLE_SHOWN_ELSEWHERE = frozenset({"recording_id", "date", "step_index", "tool_call", "image"})


class ReviewError(ValueError):
    """What the user asked for is not in the committed tables (the message says what is)."""


def _clean(row: dict[str, Any]) -> dict[str, Any]:
    """A row for the page: nulls and empty lists dropped (they carry nothing and cost bytes)."""
    return {k: v for k, v in row.items() if v is not None and v != []}


def _one_recording(recordings: pl.DataFrame, recording_id: str, date: str | None) -> dict[str, Any]:
    if recordings.height == 0:
        raise ReviewError("no committed partition in the output (no recordings table)")
    rows = recordings.filter(pl.col("recording_id") == recording_id)
    if date is not None:
        rows = rows.filter(pl.col("date") == date)
    if rows.height == 0:
        where = f" on {date}" if date else ""
        raise ReviewError(f"recording {recording_id!r} not found{where} in the committed recordings table")
    if rows.height > 1:
        dates = ", ".join(sorted(rows["date"].to_list()))
        raise ReviewError(f"recording {recording_id!r} is in several partitions ({dates}): pass --date")
    return rows.row(0, named=True)


def _sample_for_page(sample: dict[str, Any], conv: list[dict[str, Any]]) -> dict[str, Any]:
    """A sample's columns minus what the page shows elsewhere (the call, the image, the step's keys), and
    minus what is repeated inside the prompt: the human turn when it is the prompt, history lines it lists."""
    cols = {k: v for k, v in sample.items() if k not in SAMPLE_SHOWN_ELSEWHERE}
    prompt = sample.get("prompt") or ""
    human = [c for c in conv if c["from"] == "human"]
    cols["conversations"] = [] if [c["value"] for c in human] == [f"<image>\n{prompt}"] else human
    if all(isinstance(h, str) and h in prompt for h in cols.get("history") or []):
        cols.pop("history", None)
    if isinstance(cols.get("metadata"), dict):
        cols["metadata"] = metadata_json(cols["metadata"])
    return _clean(cols)


@dataclass
class RecordingPage:
    """Everything one recording page shows."""

    recording: dict[str, Any]  # the recordings row (nulls dropped; its metadata is `meta`)
    meta: dict[str, Any]  # the recording's RecordingMeta
    size: list[int]  # [width, height] of its frames
    counts: dict[str, dict[str, int]]  # titled counts of the header (steps by kind, …)
    steps: list[dict[str, Any]]  # per step: its row, frames, call, sample and event lines
    sample_common: dict[str, Any]  # sample columns equal in every step, shown once
    index: str  # the partition page, relative to this one
    page: str  # this page, relative to the output root


def recording_data(out: Root, recording_id: str, date: str | None = None,
                   tables: dict[str, pl.DataFrame] | None = None, events: bytes | None = None) -> RecordingPage:
    """Everything one recording page shows, from the committed tables (`tables` and `events`, the day's events
    table's bytes, let a caller that renders a whole partition read each table once). The events are read from
    their table for this recording only, unless `tables` holds them."""
    tables = tables if tables is not None else _read_recording_tables(out, recording_id, date)
    rec = _one_recording(tables["recordings"], recording_id, date)
    date = rec["date"]
    page = recording_page_path(date, recording_id)
    steps, samples = (_recording_rows_of(tables, t, recording_id, date) for t in ("steps", "samples"))
    steps = _with_annotations(out, steps, recording_id, date)
    windows = step_lines(out, tables, events, recording_id, date, steps)  # the page shows each step's own lines
    meta = _meta(rec)
    redacted = by_frame(_recording_rows_of(tables, "redactions", recording_id, date))
    page_steps = _page_steps(page, steps, samples, windows, redacted)
    return RecordingPage(
        recording=_clean({k: v for k, v in rec.items() if k not in ("meta", "meta_json", "ignored_counts")}),
        meta=meta, size=_frame_size(rec, meta), counts=_page_counts(rec, steps, samples), steps=page_steps,
        sample_common=_hoist_common([e["sample"] for e in page_steps if "sample" in e]),
        index=_rel_url(page, partition_page_path(date)), page=page)


def _with_annotations(out: Root, steps: list[dict[str, Any]], recording_id: str,
                      date: str) -> list[dict[str, Any]]:
    """The steps with a model's readable annotation (tasks/samples/annotate.py) as columns: shown with every step
    column, its judgements (`judged_redundant`, `judged_mistaken`, `judged_corrected_later`) as flags. Nothing is added
    for a day nobody annotated (the page is the one it always was)."""
    if not out.exists(annotation_steps_path(date)):
        return steps
    ann, _ = read_annotations(out, [date])
    ann = ann.filter((pl.col("recording_id") == recording_id) & pl.col("error").is_null())
    by_step = {r["step_index"]: r for r in ann.iter_rows(named=True)}  # the last written per step
    merged = []
    for s in steps:
        a = by_step.get(s["step_index"])
        if a is not None:
            s = s | {f"annotation_{k}": a[k] for k in ("observation", "thought", "action", "reflection", "model")}
            s |= {f"judged_{k}": bool(a[k]) for k in ("redundant", "mistaken", "corrected_later")}
        merged.append(s)
    return merged


def _read_recording_tables(out: Root, recording_id: str, date: str | None) -> dict[str, pl.DataFrame]:
    """The recordings table (of `date`, or every committed one), then the steps and samples of the recording's
    day (its events are read from their table for the recording only, `day_events`)."""
    tables = {"recordings": read_table(out, "recordings", None if date is None else [date])}
    rec = _one_recording(tables["recordings"], recording_id, date)
    return tables | {t: read_table(out, t, [rec["date"]]) for t in ("steps", "samples", "redactions")}


def _recording_rows_of(tables: dict[str, pl.DataFrame], table: str, recording_id: str,
                       date: str) -> list[dict[str, Any]]:
    """The recording's rows of `table`, in step (or line) order."""
    df = tables.get(table, pl.DataFrame())
    if df.height == 0 or "recording_id" not in df.columns:
        return []
    df = df.filter((pl.col("recording_id") == recording_id) & (pl.col("date") == date))
    order = [c for c in ("step_index", "line_no") if c in df.columns]
    return (df.sort(order) if order else df).to_dicts()


def _meta(rec: dict[str, Any]) -> dict[str, Any]:
    meta: dict[str, Any] = rec.get("meta") or {}  # the recordings table's RecordingMeta struct
    if not meta and rec.get("meta_json"):  # partitions published before the struct: JSON text
        meta = json.loads(rec["meta_json"])
    return meta


def _frame_size(rec: dict[str, Any], meta: dict[str, Any]) -> list[int]:
    video = meta.get("video") or {}
    return [video.get("width") or rec.get("screen_width") or 0, video.get("height") or rec.get("screen_height") or 0]


def _page_steps(page: str, steps: list[dict[str, Any]], samples: list[dict[str, Any]],
                windows: dict[int, list[list[Any]]], redacted: dict[str, list[str]]) -> list[dict[str, Any]]:
    """Each step as the page shows it: its row, its frames and what was redacted in them, its action sample's
    call and columns, its lines."""
    by_step = {s["step_index"]: s for s in samples if s.get("family") in (None, "action")}
    out = []
    for s in steps:
        entry: dict[str, Any] = {"row": _clean({k: v for k, v in s.items() if k not in ("recording_id", "date")})}
        for which in ("pre", "post"):
            if s.get(f"{which}_image"):
                entry[which] = _rel_url(page, s[f"{which}_image"])
                if s[f"{which}_image"] in redacted:
                    entry[f"{which}_redactions"] = redacted[s[f"{which}_image"]]
        sample = by_step.get(s["step_index"])
        if sample is not None:
            conv = sample.get("conversations") or []
            entry["call"] = conv[-1]["value"] if conv else sample["tool_call"]
            entry["sample"] = _sample_for_page(sample, conv)
        if s.get("event_first") is not None and s.get("event_last") is not None and s["step_index"] in windows:
            entry["events"] = windows[s["step_index"]]
        out.append(entry)
    return out


def _hoist_common(with_sample: list[dict[str, Any]]) -> dict[str, Any]:
    """Columns equal in every sample (system prompt, app, task key…), removed from each: shown once."""
    if len(with_sample) < 2:
        return {}
    common = {k: v for k, v in with_sample[0].items() if all(k in x and x[k] == v for x in with_sample)}
    for x in with_sample:
        for k in common:
            del x[k]
    return common


def _count(values: Any) -> dict[str, int]:
    return dict(sorted(Counter(values).items()))


def _page_counts(rec: dict[str, Any], steps: list[dict[str, Any]],
                 samples: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    counts = {
        "steps by kind": _count(s["kind"] for s in steps),
        "steps by tool action": _count(s.get("tool_action") or "(none)" for s in steps),
        "samples by action": _count(s["action"] for s in samples if s.get("family") in (None, "action")),
        "samples by family": _count(s.get("family") or "action" for s in samples),
        "steps skipped by reason": _count(s["skip_reason"] for s in steps if s.get("skip_reason")),
        "grounding samples by source": _count((s.get("target") or {}).get("source") or "none" for s in samples
                                              if s.get("family") == "grounding"),
        "pointer targets": _count(t["source"] if t["source"] != "none" else f"none: {t['reject']}"
                                  for s in steps for t in (s.get("target"), s.get("target_end")) if t),
    }
    if rec.get("ignored_counts"):
        counts["events ignored by reason"] = _ignored_counts(rec["ignored_counts"])
    return counts


def _ignored_counts(ignored: Any) -> dict[str, int]:
    """The recordings row's `ignored_counts`: an Arrow map (a dict, or key/value pairs depending on the
    reader), or JSON text in partitions published before the map type."""
    if isinstance(ignored, str):
        ignored = json.loads(ignored)
    return ignored if isinstance(ignored, dict) else {e["key"]: e["value"] for e in ignored}


__all__ = ["SAMPLE_SHOWN_ELSEWHERE", "RecordingPage", "ReviewError", "recording_data"]
