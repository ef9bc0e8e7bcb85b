"""The runner's bookkeeping: skip-if-done through the typed marker, inputs loaded once, checkpoints in order,
one quarantine convention, and a stage added by one entry."""

from __future__ import annotations

from pathlib import Path

import polars as pl
import pytest
from day import run_day
from helpers import DATE, Action, make

from cuaflow.connectors.storage import Root, open_root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.recording import Quarantine, RecordingRef
from cuaflow.schemas.tables import TABLES
from cuaflow.schemas.work import Marker, StageFacts, StageName, WorkFile, marker_path, work_path
from cuaflow.tasks import runner
from cuaflow.tasks.faults import on_checkpoint
from cuaflow.tasks.runner import Stage, StageInput, StageOutput, quarantine, run_chain, run_stage
from cuaflow.tasks.stages import STAGES

ACTS = [Action("click", x=40, y=30), Action("type", text="ok"), Action("click", x=200, y=120)]


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = tmp_path_factory.mktemp("runner-src")
    make(src, "r1", actions=ACTS, seed=1)
    make(src, "r2", actions=ACTS, seed=2)
    return src


def ref_of(rid: str) -> RecordingRef:
    return RecordingRef(source_url="", date=DATE, recording_id=rid, path=f"{DATE}/{rid}")


def test_stage_names_are_declared_once() -> None:
    assert [s.name for s in STAGES] == list(StageName)


def test_checkpoints_in_order_then_a_rerun_does_nothing(source: Path, tmp_path: Path) -> None:
    seen: list[str] = []
    remove = on_checkpoint(seen.append)
    try:
        first = run_day(source, tmp_path / "out", DATE)
        stage_points = [p for p in seen if p in set(StageName)]
        assert stage_points == [s.value for s in StageName] * 2  # after each stage's outputs, per recording
        assert seen.count("frames.frame") >= 2 * 3  # each extracted frame is a point of its own
        assert seen.count("publish.table") == len(TABLES)
        seen.clear()
        again = run_day(source, tmp_path / "out", DATE)
    finally:
        remove()
    assert seen == [] and again.report is not None and again.report.reused
    assert all(r.reused for r in again.results.values()) and first.report is not None


def test_marker_is_typed_and_written_last(source: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    ref = ref_of("r1")
    ctx = RunContext(source_url=str(source), output_url=str(out))
    markers_at_samples: list[bool] = []
    remove = on_checkpoint(lambda p: markers_at_samples.append((out / marker_path(ref, "samples")).exists())
                           if p == "samples" else None)
    try:
        res = run_chain(STAGES, ctx, ref)
    finally:
        remove()
    assert markers_at_samples == [False]  # outputs persisted, marker not yet
    marker = Marker.model_validate_json((out / marker_path(ref, "samples")).read_bytes())
    # no split in the marker: the dataset build decides it (a failed task's marker says "excluded")
    assert marker.fingerprint == res.fingerprint and marker.split is None
    assert marker.n_samples == pl.read_parquet(out / work_path(ref, WorkFile.SAMPLES)).height > 0
    assert (out / marker_path(ref, "samples")).read_text() == marker.to_json()
    group = Marker.model_validate_json((out / marker_path(ref, "group")).read_bytes())
    assert group.ignored_counts is not None and group.vendor_agreement is None
    assert "vendor_agreement" not in (out / marker_path(ref, "group")).read_text()  # absent facts are not written


def test_recording_json_is_read_at_most_once(source: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[str] = []
    original = Root.read_bytes

    def counting(self: Root, rel: str) -> bytes:
        if rel.endswith(WorkFile.RECORDING.value):
            reads.append(rel)
        return original(self, rel)

    monkeypatch.setattr(Root, "read_bytes", counting)
    run_day(source, tmp_path / "out", DATE)
    assert reads == []  # the first stage hands on what it wrote: no stage and no publish reads it back
    runner._memo.docs.clear()  # a process that did not run the first stage (a remote worker)
    run_day(source, tmp_path / "out", DATE, force=True)
    assert sorted(reads) == []  # ingest ran again in this process
    runner._memo.docs.clear()
    ctx = RunContext(source_url=str(source), output_url=str(tmp_path / "out"), force=True)
    for stage in STAGES[1:]:
        run_stage(stage, ctx, ref_of("r2"), runner.StageResult(
            recording_id="r2", date=DATE, source_path=f"{DATE}/r2", stage="x", status="ok", fingerprint="f"))
    assert len(reads) == 1  # four stages, one read


def _stage(body: object) -> Stage:
    return Stage(StageName.GROUP, body, settings=lambda ctx: ())  # type: ignore[arg-type]


def test_one_quarantine_convention(source: Path, tmp_path: Path) -> None:
    ctx = RunContext(source_url=str(source), output_url=str(tmp_path / "out"))
    ref = ref_of("r1")
    prev = run_stage(STAGES[0], ctx, ref)

    def bad_data(inp: StageInput) -> StageOutput:
        raise Quarantine("the thing is broken", file="input_log.jsonl", line=4)

    def bug(inp: StageInput) -> StageOutput:
        raise KeyError("x")

    def flaky(inp: StageInput) -> StageOutput:
        raise TimeoutError("storage timed out")

    q = run_stage(_stage(bad_data), ctx, ref, prev)
    assert q.status == "quarantined" and q.reason == "input_log.jsonl:5: the thing is broken"
    timed = {"seconds": q.seconds, "cpu_seconds": q.cpu_seconds}  # this run's own clocks
    assert q == quarantine(ref, "group", q.reason).model_copy(update=timed)
    marker = Marker.model_validate_json((tmp_path / "out" / marker_path(ref, "group")).read_bytes())
    assert marker.status == "quarantined" and marker.reason == q.reason
    b = run_stage(_stage(bug), ctx, ref, prev)
    assert b.reason.startswith("group: unexpected KeyError: 'x'") and f"reading {ref.path};" in b.reason, b.reason
    assert b.fingerprint == quarantine(ref, "group", b.reason).fingerprint
    with pytest.raises(TimeoutError):  # transient: the orchestrator retries it
        run_stage(_stage(flaky), ctx, ref, prev)
    after = run_stage(STAGES[2], ctx, ref, b)  # a quarantine passes through the stages after it
    assert after.status == "quarantined" and after.reason == b.reason and after.stage == "group"  # where it stopped


def test_a_stage_is_one_entry(source: Path, tmp_path: Path) -> None:
    """A stage added to the chain gets fingerprinting, skip-if-done, its inputs and persistence for free."""
    calls: list[int] = []

    def count_clicks(inp: StageInput) -> StageOutput:
        calls.append(1)
        steps = inp.tables[WorkFile.STEPS]
        return StageOutput(facts=StageFacts(n_samples=steps.filter(pl.col("kind") == "click").height))

    extra = Stage(StageName.SAMPLES, count_clicks, reads=(WorkFile.STEPS,), settings=lambda ctx: ("v1",))
    ctx = RunContext(source_url=str(source), output_url=str(tmp_path / "out"))
    chain = (*STAGES[:4], extra)
    first = run_chain(chain, ctx, ref_of("r1"))
    second = run_chain(chain, ctx, ref_of("r1"))
    assert calls == [1] and second.reused and second.fingerprint == first.fingerprint
    marker = Marker.model_validate_json(open_root(str(tmp_path / "out")).read_bytes(marker_path(ref_of("r1"),
                                                                                                 "samples")))
    assert marker.n_samples == 2


def test_a_large_frame_is_written_one_row_group_at_a_time_as_the_same_file() -> None:
    """Frames over one row group are converted slice by slice (memory); the file is the one the whole
    conversion writes, with and without a cast to a table schema."""
    import io

    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq

    from cuaflow.tasks.parquet_io import ROW_GROUP_ROWS, parquet_bytes

    n = 2 * ROW_GROUP_ROWS + 5
    df = pl.DataFrame({"line_no": np.arange(n, dtype=np.int32), "kind": np.where(np.arange(n) % 3, "a", "bb")})
    schema = pa.schema([pa.field("kind", pa.string()), pa.field("line_no", pa.int64())])

    def whole(t: pa.Table) -> bytes:
        buf = io.BytesIO()
        pq.write_table(t, buf, compression="zstd", write_statistics=True, row_group_size=ROW_GROUP_ROWS)
        return buf.getvalue()

    assert parquet_bytes(df) == whole(df.to_arrow())
    data = parquet_bytes(df, schema)
    assert data == whole(df.to_arrow().select(schema.names).cast(schema))
    back = pq.read_table(io.BytesIO(data))
    assert back.schema.names == ["kind", "line_no"] and back.num_rows == n
    assert pq.ParquetFile(io.BytesIO(data)).metadata.num_row_groups == 3


def test_a_table_streamed_part_by_part_equals_it_written_whole() -> None:
    """Publish streams the day's events recording by recording: parts of any sizes (across row group
    boundaries, empty ones, none at all) give the bytes of their concatenation written at once."""
    import io

    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq

    from cuaflow.tasks.parquet_io import ROW_GROUP_ROWS, stream_parquet

    schema = pa.schema([pa.field("recording_id", pa.string()), pa.field("line_no", pa.int64())])

    def part(k: int, n: int) -> pl.DataFrame:
        return pl.DataFrame({"recording_id": [f"r{k}"] * n, "line_no": np.arange(n, dtype=np.int32)})

    for sizes in ([], [0], [7], [ROW_GROUP_ROWS - 1, 1, 3, 0, ROW_GROUP_ROWS + 2]):
        parts = [part(k, n) for k, n in enumerate(sizes)]
        buf = io.BytesIO()
        whole = pl.concat(parts).to_arrow().cast(schema) if parts else schema.empty_table()
        pq.write_table(whole, buf, compression="zstd", write_statistics=True, row_group_size=ROW_GROUP_ROWS)
        data, rows = stream_parquet(iter(parts), schema)
        assert data == buf.getvalue() and rows == sum(sizes), sizes


def test_two_chains_of_one_recording_at_once_run_one_after_the_other(source: Path, tmp_path: Path) -> None:
    """A second run of a recording whose chain is under way waits for it (its fresh ingest would remove the work
    files the first is reading), then reuses every stage; on the first's outputs, nothing is run twice."""
    import threading

    ctx = RunContext(source_url=str(source), output_url=str(tmp_path / "out"))
    ref = ref_of("r1")
    entered = threading.Event()
    release = threading.Event()
    inside: list[str] = []

    def slow_group(inp: StageInput) -> StageOutput:
        inside.append("enter")
        entered.set()
        release.wait(30)
        inside.append("leave")
        return STAGES[1].body(inp)

    stages = (STAGES[0], Stage(STAGES[1].name, slow_group, STAGES[1].settings, STAGES[1].reads, STAGES[1].optional,
                               STAGES[1].columns, STAGES[1].categorical), *STAGES[2:])
    results: dict[str, object] = {}
    first = threading.Thread(target=lambda: results.update(a=run_chain(stages, ctx, ref)))
    first.start()
    assert entered.wait(60)
    second = threading.Thread(target=lambda: results.update(b=run_chain(stages, ctx, ref)))
    second.start()
    second.join(2)
    assert second.is_alive() and inside == ["enter"]  # waiting, not ingesting over the first's work folder
    release.set()
    first.join(120)
    second.join(120)
    a, b = results["a"], results["b"]
    assert a.status == b.status == "ok" and b.reused  # type: ignore[attr-defined]
    assert inside == ["enter", "leave"]  # the second reused the group stage's marker


def test_what_a_process_loads_for_good_is_frozen_once_after_its_first_stage(source: Path, tmp_path: Path) -> None:
    """A fresh process: nothing frozen before the day runs; after it, what the first recording's first stage loaded
    is kept out of the collections, and an object made later is collected as usual (frozen once, not per stage)."""
    import subprocess
    import sys
    import textwrap

    code = textwrap.dedent(f"""
        import gc, sys
        sys.path[:0] = {[str(Path(__file__).parent)]!r}
        from day import run_day
        assert gc.get_freeze_count() == 0
        run_day({str(source)!r}, {str(tmp_path / "out")!r}, {DATE!r})
        frozen = gc.get_freeze_count()
        later = [[]]
        assert frozen > 0 and any(o is later for o in gc.get_objects()), frozen
        run_day({str(source)!r}, {str(tmp_path / "out2")!r}, {DATE!r})
        assert gc.get_freeze_count() <= frozen and any(o is later for o in gc.get_objects())  # frozen objects may go
    """)
    subprocess.run([sys.executable, "-c", code], check=True, timeout=300)
