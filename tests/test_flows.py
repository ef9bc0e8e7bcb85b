"""Flows against a real Prefect API (the session-scoped test harness)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import polars as pl
import pytest
from day import snapshot
from helpers import make
from synth import Action

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunParameters
from cuaflow.schemas.toolcall import parse_tool_call_turn, validate_tool_call
from cuaflow.tasks.run.committed import read_table

pytestmark = pytest.mark.usefixtures("prefect_api")

ACTS = [Action("click", x=50, y=40), Action("type", text="ok"), Action("key", keys=("Return",)),
        Action("scroll", x=100, y=100, delta=-2.0, notches=3)]


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = tmp_path_factory.mktemp("flow-src")
    for k in range(6):
        make(src, f"rec{k}", date="2025-02-01" if k < 4 else "2025-02-02", actions=ACTS, seed=k,
             scale=2.0 if k % 2 else 1.0)
    make(src, "failed", date="2025-02-01", actions=ACTS, status="failed", reason="fail")
    bad = make(src, "tampered", date="2025-02-02", actions=ACTS)
    (bad.path / "recording.mp4").write_bytes(b"not a video")
    return src


def test_range_flow_end_to_end_and_idempotent(source: Path, tmp_path: Path) -> None:
    from cuaflow.flows.pipeline import process_range

    out = tmp_path / "out"
    params = RunParameters(source=str(source), output=str(out))
    result = process_range(params=params)
    assert sorted(result.partitions) == ["2025-02-01", "2025-02-02"]
    root = open_root(str(out))
    recs = read_table(root, "recordings")
    status = dict(zip(recs["recording_id"].to_list(), recs["status"].to_list(), strict=True))
    assert status == {**{f"rec{k}": "processed" for k in range(6)}, "failed": "excluded", "tampered": "quarantined"}
    reason = recs.filter(pl.col("recording_id") == "tampered")["reason"][0]
    assert "checksum" in reason or "sha256" in reason
    q = read_table(root, "quarantine")
    assert q["recording_id"].to_list() == ["tampered"]
    # the quarantine's date is a DATE, as the hive path reads in polars (and duckdb)
    hive = pl.read_parquet(out / "tables" / "quarantine" / "**" / "*.parquet", hive_partitioning=True)
    assert hive.schema["date"] == pl.Date and hive["date"].to_list() == [dt.date(2025, 2, 2)]
    lineage = read_table(root, "event_lineage")
    events = read_table(root, "events")
    per_rec = lineage.group_by("recording_id").agg(pl.col("events").sum())
    assert dict(per_rec.rows()) == dict(events.group_by("recording_id").len().rows())  # nothing lost
    assert lineage.filter((pl.col("outcome") == "ignored") & (pl.col("reason") == "recorder_log")).height > 0

    samples = read_table(root, "samples")
    assert samples.filter(pl.col("recording_id") == "failed").height == 0
    assert "split" not in samples.columns  # the dataset version decides it (its splits.parquet)
    assert samples.group_by("recording_id").agg(pl.col("task_key").n_unique())["task_key"].max() == 1
    steps = read_table(root, "steps")
    assert {"recording_id", "step_index", "kind", "t_start_ms", "t_end_ms", "px", "ru_x", "pre_image", "post_image",
            "event_first", "event_last"} <= set(steps.columns)
    # Hive partitioning readable by polars directly
    scanned = pl.read_parquet(out / "tables" / "steps" / "**" / "*.parquet", hive_partitioning=True)
    assert scanned.height == steps.height and "date" in scanned.columns

    ds = Path(result.dataset.path)
    lines = [json.loads(x) for x in (ds / "data.jsonl").read_text().splitlines()]
    train = [json.loads(x) for x in (ds / "train.jsonl").read_text().splitlines()]
    val = [json.loads(x) for x in (ds / "val.jsonl").read_text().splitlines()]
    assert len(lines) == len(train) + len(val) > 0
    tests = json.loads((ds / "test" / "test.json").read_text())
    for s in lines:
        assert (ds / s["image"]).is_file()
        assert validate_tool_call(parse_tool_call_turn(s["conversations"][-1]["value"])) == []
        assert {"task_type", "real_coords", "recording_id", "step_index"} <= set(s["metadata"])
    for t in tests:
        assert (ds / "test" / t["screenshot"]).is_file() and validate_tool_call(t["expected_action"]) == []
    by_split: dict[str, set[str]] = {}
    for name, rows in (("train", train), ("val", val), ("test", [{"metadata": t["metadata"]} for t in tests])):
        by_split[name] = {r["metadata"]["recording_id"] for r in rows}
    assert not (by_split["train"] & by_split["val"]) and not (by_split["train"] & by_split["test"])
    assert (ds / "config.json").is_file() and (ds / "manifest.json").is_file()

    first = snapshot(out, skip=("_work",))
    again = process_range(params=params)
    assert all(m.reused for m in again.partitions.values()) and again.dataset.reused
    assert snapshot(out, skip=("_work",)) == first  # byte-identical, nothing duplicated
    assert read_table(root, "steps").height == steps.height


def test_partition_flow_for_one_date(source: Path, tmp_path: Path) -> None:
    from cuaflow.flows.pipeline import process_partition

    out = tmp_path / "out"
    m = process_partition(date=dt.date(2025, 2, 2), source=str(source), output=str(out))
    assert m.recordings.model_dump() == {"seen": 3, "processed": 2, "excluded": 0, "quarantined": 1}
    assert (out / "_manifests" / "date=2025-02-02.json").is_file()
    assert not (out / "_manifests" / "date=2025-02-01.json").exists()

    # what the UI shows: the quarantined recording's task run ends in a state named Quarantined with the reason,
    # and the day's recordings table lists every recording with its status
    import asyncio

    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterKey, TaskRunFilter, TaskRunFilterName
    from prefect.client.schemas.sorting import ArtifactSort

    async def ui() -> tuple[list, list]:
        async with get_client() as c:
            runs = await c.read_task_runs(task_run_filter=TaskRunFilter(name=TaskRunFilterName(any_=["tampered"])))
            arts = await c.read_artifacts(artifact_filter=ArtifactFilter(key=ArtifactFilterKey(any_=[
                "recordings-2025-02-02"])), sort=ArtifactSort.CREATED_DESC, limit=1)
            return runs, arts

    runs, arts = asyncio.run(ui())
    assert runs and all(r.state.name == "Quarantined" and "tampered at ingest:" in r.state.message for r in runs)
    rows = {r["recording"]: r for r in json.loads(arts[0].data)}
    assert {k: v["status"] for k, v in rows.items()} == {"rec4": "ok", "rec5": "ok", "tampered": "quarantined"}
    assert rows["rec4"]["frames"] > 0 and "checksum" in rows["tampered"]["reason"] + "sha256"


def test_bad_parameters_rejected_before_run() -> None:
    with pytest.raises(ValueError):
        RunParameters(source=" ", output="/tmp/x")
