"""A source's day folders: names that are no calendar date or a link (reported, the run goes on), one recording id
on two days and one content under two names or days (kept once, the duplicate named in the card)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import polars as pl
from day import run_day
from helpers import make
from synth import Action

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.tasks.committed import read_table
from cuaflow.tasks.recording.dates import scan_source
from cuaflow.tasks.recording.ingest import discover
from cuaflow.tasks.run.publish import publish_day
from cuaflow.tasks.stages import run_all

ACTS = [Action("click", x=30, y=20), Action("type", text="ok"), Action("click", x=100, y=60)]


def test_invalid_and_symlinked_date_folders_are_reported(tmp_path: Path) -> None:
    src = tmp_path / "src"
    make(src, "ok", date="2025-02-28", actions=ACTS, seed=1)
    make(src, "ghost", date="2025-02-30", actions=ACTS, seed=2)
    (src / "2025-13-01").mkdir()
    os.symlink(src / "2025-02-28", src / "2025-03-01")
    (src / "notes").mkdir()  # not date-like: ignored quietly, as before
    found = scan_source(open_root(str(src)))
    assert found.dates == ["2025-02-28"]
    reasons = dict(found.skipped)
    assert "not a calendar date" in reasons["2025-02-30"] and "folder skipped" in reasons["2025-02-30"]
    assert "not a calendar date" in reasons["2025-13-01"]
    assert "symbolic link" in reasons["2025-03-01"] and "not followed" in reasons["2025-03-01"]


def test_invalid_date_folder_does_not_stop_a_run(tmp_path: Path, prefect_api: None) -> None:
    from cuaflow.flows.pipeline import process_range
    from cuaflow.schemas.config import RunParameters

    src, out = tmp_path / "src", tmp_path / "out"
    make(src, "ok", date="2025-02-28", actions=ACTS, seed=1)
    (src / "2025-02-30").mkdir()
    res = process_range(RunParameters(source=str(src), output=str(out)), build_dataset=False)
    parts = res.partitions
    assert list(parts) == ["2025-02-28"]
    part = parts["2025-02-28"]
    assert (part["recordings"]["processed"] if isinstance(part, dict) else part.recordings.processed) == 1
    assert [s.entry for s in res.skipped] == ["2025-02-30"]


def test_same_content_under_two_names_and_days(tmp_path: Path) -> None:
    import shutil

    from cuaflow.tasks.export import build_dataset

    src, out = tmp_path / "src", tmp_path / "out"
    first = make(src, "orig", date="2025-08-01", actions=ACTS, seed=5)
    make(src, "other", date="2025-08-01", actions=ACTS, seed=6)
    shutil.copytree(first.path, src / "2025-08-01" / "zz-copy")
    shutil.copytree(first.path, src / "2025-08-02" / "renamed")
    ctx = RunContext(source_url=str(src), output_url=str(out))
    for day in ("2025-08-01", "2025-08-02"):
        found = discover(open_root(str(src)), day)
        publish_day(ctx, day, [run_all(ctx, r) for r in found.refs], found.rejected)
    o = open_root(str(out))
    recs = read_table(o, "recordings")
    dup = recs.filter(pl.col("recording_id") == "zz-copy").row(0, named=True)
    assert dup["status"] == "excluded" and "duplicate: same content" in dup["reason"] and "'orig'" in dup["reason"]
    assert read_table(o, "samples").filter(pl.col("recording_id") == "zz-copy").height == 0
    info = build_dataset(ctx)
    assert info.duplicate_recordings_dropped == ["2025-08-02/renamed"]
    ds = Path(info.path)
    rows = [json.loads(x) for f in ("train.jsonl", "val.jsonl") for x in (ds / f).read_text().splitlines()]
    rec_of = {t["metadata"]["recording_id"] for t in rows}
    tests = json.loads((ds / "test" / "test.json").read_text())
    rec_of |= {t["metadata"]["recording_id"] for t in tests if "metadata" in t}
    assert "renamed" not in rec_of and "zz-copy" not in rec_of
    assert "2025-08-02/renamed" in (ds / "README.md").read_text()


def test_duplicate_recording_ids_across_days(tmp_path: Path) -> None:
    from cuaflow.tasks.export import build_dataset

    src, out = tmp_path / "src", tmp_path / "out"
    for day in ("2025-07-01", "2025-07-02"):
        make(src, "same-id", date=day, actions=ACTS, seed=1)
    make(src, "other", date="2025-07-02", actions=ACTS, seed=2)
    for day in ("2025-07-01", "2025-07-02"):
        ctx = run_day(src, out, day).ctx
    info = build_dataset(ctx)
    assert info.duplicate_recordings_dropped == ["2025-07-02/same-id"]
    ds = Path(info.path)
    ids = [json.loads(x)["id"] for f in ("train.jsonl", "val.jsonl") for x in (ds / f).read_text().splitlines()]
    ids += [t["test_id"] for t in json.loads((ds / "test" / "test.json").read_text())]
    assert len(ids) == len(set(ids))
    assert "2025-07-02/same-id" in (ds / "README.md").read_text()
    shutil.rmtree(src)


def test_a_range_takes_the_source_days_within_it_either_end_open() -> None:
    import datetime as dt

    from cuaflow.flows.pipeline import _days_asked

    days = ["2024-12-31", "2025-01-01", "2025-01-03", "2025-02-01"]
    d = dt.date.fromisoformat
    assert _days_asked(days, None, None) == days
    assert _days_asked(days, d("2025-01-01"), d("2025-01-31")) == ["2025-01-01", "2025-01-03"]
    assert _days_asked(days, d("2025-01-02"), None) == ["2025-01-03", "2025-02-01"]
    assert _days_asked(days, None, d("2025-01-01")) == ["2024-12-31", "2025-01-01"]
    assert _days_asked(days, d("2025-01-02"), d("2025-01-02")) == []
    assert _days_asked(days, d("2025-02-01"), d("2025-01-01")) == []
    assert _days_asked([], d("2025-01-01"), None) == []
