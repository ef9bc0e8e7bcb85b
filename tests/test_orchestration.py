"""Deployments, nightly, backfill and Dask scale-out against a real Prefect API (session harness)."""

from __future__ import annotations

import asyncio
import datetime as dt
import os
from pathlib import Path

import pytest
from helpers import make
from pydantic import ValidationError
from synth import Action

from cuaflow.schemas.config import BackfillParameters, NightlyParameters, RunParameters, flat

pytestmark = pytest.mark.usefixtures("prefect_api")
ACTS = [Action("click", x=40, y=30), Action("type", text="hi"), Action("drag", x=10, y=10, x2=200, y2=150)]
DAYS = ["2025-04-01", "2025-04-02", "2025-04-03"]


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = tmp_path_factory.mktemp("orch-src")
    for d, day in enumerate(DAYS):
        for k in range(2):
            make(src, f"r{d}{k}", date=day, actions=ACTS, seed=10 * d + k)
    return src


def tables(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted((out / "tables").rglob("*.parquet"))}


def test_deployments_register_with_schedule_timezone_and_typed_parameters(tmp_path: Path) -> None:
    from prefect.client.orchestration import get_client

    from cuaflow.flows.deployments import build, ensure_process_pool

    ensure_process_pool("cuaflow")
    ids = {d.name: d.apply() for d in build(source=str(tmp_path), output=str(tmp_path / "o"))}
    assert set(ids) == {"nightly", "backfill", "partition", "recording"}

    async def read() -> dict:
        async with get_client() as client:
            return {name: await client.read_deployment(i) for name, i in ids.items()}

    deps = asyncio.run(read())
    nightly = deps["nightly"]
    (sched,) = nightly.schedules
    assert sched.schedule.cron == "30 2 * * *" and sched.schedule.timezone == "Europe/Paris"
    # flat, typed parameters: the UI form lists the common ones first, each with its description
    schema = nightly.parameter_openapi_schema
    assert schema["required"] == ["source", "output"]
    props = schema["properties"]
    assert sorted(props, key=lambda k: props[k]["position"])[:5] == ["date", "timezone", "days_back", "source",
                                                                     "output"]
    assert props["source"]["description"].startswith("Recordings root")
    assert props["task_runner"]["enum"] == ["thread", "dask"]
    assert deps["nightly"].parameters == {"source": str(tmp_path), "output": str(tmp_path / "o"),
                                          "timezone": "Europe/Paris", "days_back": 1}
    backfill = deps["backfill"].parameter_openapi_schema["properties"]
    assert sorted(backfill, key=lambda k: backfill[k]["position"])[:4] == ["start", "end", "source", "output"]
    assert {"date", "source", "output"} <= set(deps["partition"].parameter_openapi_schema["properties"])
    assert deps["nightly"].enforce_parameter_schema
    assert all(d.work_pool_name == "cuaflow" and d.entrypoint.startswith("cuaflow.flows.pipeline.")
               for d in deps.values())


def test_bad_parameters_are_rejected_before_a_run_starts(tmp_path: Path) -> None:
    from prefect.client.orchestration import get_client

    from cuaflow.flows.deployments import build

    dep = next(d for d in build(source=str(tmp_path), output=str(tmp_path), on_pool=False) if d.name == "partition")
    dep_id = dep.apply()

    async def bad_run() -> None:
        async with get_client() as client:
            await client.create_flow_run_from_deployment(dep_id, parameters={"date": "2025-01-01",
                                                                              "task_runner": "spark"})

    with pytest.raises(Exception, match=r"(?i)validation|parameters|422|409"):
        asyncio.run(bad_run())
    with pytest.raises(ValidationError, match="IANA"):
        NightlyParameters(run=RunParameters(source="a", output="b"), timezone="Atlantis/Capital")
    with pytest.raises(ValidationError, match="before start"):
        BackfillParameters(run=RunParameters(source="a", output="b"), start="2025-01-05", end="2025-01-01")


def test_backfill_three_days_once_then_no_work(source: Path, tmp_path: Path) -> None:
    from cuaflow.flows.pipeline import backfill

    out = tmp_path / "out"
    params = BackfillParameters(run=RunParameters(source=str(source), output=str(out)),
                                start=dt.date(2025, 3, 31), end=dt.date(2025, 4, 3), max_concurrency=2)
    first = backfill(**flat(params))
    assert sorted(first.partitions) == DAYS  # 03-31 has no folder: not a partition
    assert not any(m.reused for m in first.partitions.values())
    assert all(m.recordings.processed == 2 for m in first.partitions.values())
    markers = {p: p.stat().st_mtime_ns for p in (out / "_work").rglob("*.done.json")}
    snap = tables(out)
    second = backfill(**flat(params))
    assert all(m.reused for m in second.partitions.values()) and second.dataset.reused
    assert tables(out) == snap
    assert {p: p.stat().st_mtime_ns for p in (out / "_work").rglob("*.done.json")} == markers  # nothing redone


def test_nightly_for_a_given_date_and_yesterday(source: Path, tmp_path: Path) -> None:
    from cuaflow.flows.pipeline import nightly

    out = tmp_path / "out"
    run = RunParameters(source=str(source), output=str(out))
    res = nightly(**flat(NightlyParameters(run=run, date=dt.date(2025, 4, 2))))
    assert res.date == "2025-04-02" and res.partition.recordings.processed == 2
    assert sorted(p.name for p in (out / "_manifests").iterdir()) == ["date=2025-04-02.json"]
    p = NightlyParameters(run=run, timezone="Pacific/Kiritimati")  # UTC+14
    assert p.target_date(dt.datetime(2025, 4, 3, 11, 0, tzinfo=dt.UTC)) == dt.date(2025, 4, 3)
    assert NightlyParameters(run=run).target_date(dt.datetime(2025, 4, 3, 11, 0, tzinfo=dt.UTC)) == dt.date(2025, 4, 2)
    empty = nightly(**flat(NightlyParameters(run=run, date=dt.date(2030, 1, 1))))
    assert empty.partition is None


def test_dask_local_cluster_gives_the_same_output(source: Path, tmp_path: Path) -> None:
    from cuaflow.flows.pipeline import process_partition

    day = dt.date(2025, 4, 1)
    a, b = tmp_path / "thread", tmp_path / "dask"
    process_partition(date=day, source=str(source), output=str(a))
    m = process_partition(date=day, source=str(source), output=str(b), task_runner="dask", dask_workers=2)
    assert m.recordings.processed == 2
    assert tables(a) == tables(b) and tables(a)
    frames_a = {str(p.relative_to(a)): p.read_bytes() for p in (a / "frames").rglob("*") if p.is_file()}
    frames_b = {str(p.relative_to(b)): p.read_bytes() for p in (b / "frames").rglob("*") if p.is_file()}
    assert frames_a == frames_b


def test_dask_two_worker_processes_share_the_work_and_report_to_this_api(tmp_path: Path) -> None:
    """An existing cluster of two worker processes that know no Prefect API: each runs recordings, reports
    them to the flow's API (the session's server, given to the flow only through its settings), starts no
    server of its own, and the outputs equal the thread runner's."""
    import psutil
    from distributed import Client, LocalCluster
    from prefect.client.orchestration import get_client

    from cuaflow.flows.pipeline import process_partition

    src, day = tmp_path / "src", dt.date(2025, 4, 9)
    ids = [f"dk{k}" for k in range(6)]
    for k, rid in enumerate(ids):
        make(src, rid, date=day.isoformat(), actions=ACTS, seed=40 + k)
    a, b = tmp_path / "thread", tmp_path / "dask"
    process_partition(date=day, source=str(src), output=str(a))
    with (LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster,
          Client(cluster) as client):
        assert all(pid != os.getpid() for pid in client.run(os.getpid).values())
        m = process_partition(date=day, source=str(src), output=str(b), task_runner="dask",
                              dask_address=cluster.scheduler_address)
        executed = client.run(lambda dask_worker: dask_worker.state.executed_count)
        servers = client.run(lambda: len(psutil.Process().children(recursive=True)))
    assert m.recordings.processed == 6
    assert len(executed) == 2 and all(n > 0 for n in executed.values()), executed  # both workers ran recordings
    assert set(servers.values()) == {0}  # no worker started a temporary Prefect server
    assert tables(a) == tables(b) and tables(a)
    frames = [{str(p.relative_to(o)): p.read_bytes() for p in (o / "frames").rglob("*") if p.is_file()} for o in (a, b)]
    assert frames[0] == frames[1] and frames[0]

    async def recorded() -> list[str]:
        async with get_client() as c:
            return [t.name for t in await c.read_task_runs(limit=200) if t.name.startswith("dk")
                    and t.state and t.state.is_completed()]

    names = asyncio.run(recorded())
    # the recordings ran in task runs the session's API knows: 6 with the thread runner, 6 on the workers
    covered = sum(int(n.rsplit("(", 1)[1].split()[0]) if "(" in n else 1 for n in names)
    assert covered == 12, names


def test_reprocess_one_recording(source: Path, tmp_path: Path) -> None:
    from cuaflow.flows.pipeline import process_partition, process_recording

    out = tmp_path / "out"
    params = RunParameters(source=str(source), output=str(out))
    first = process_partition(date=dt.date(2025, 4, 2), **flat(params))
    assert first.stage_seconds and sum(first.stage_seconds.values()) > 0 and first.stage_seconds["frames"] > 0
    ref_dir = out / "_work" / "date=2025-04-02"
    before = {p.name: (p / "samples.done.json").stat().st_mtime_ns for p in ref_dir.iterdir()}
    m = process_recording(date=dt.date(2025, 4, 2), recording_id="r10", source=str(source), output=str(out))
    assert m.recordings.processed == 2
    after = {p.name: (p / "samples.done.json").stat().st_mtime_ns for p in ref_dir.iterdir()}
    assert after["r10"] != before["r10"] and after["r11"] == before["r11"]  # only r10 was redone
    with pytest.raises(ValueError, match="not found"):
        process_recording(date=dt.date(2025, 4, 2), recording_id="nope", source=str(source), output=str(out))
