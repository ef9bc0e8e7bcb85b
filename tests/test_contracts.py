"""The table contracts (schemas/contracts.py): each rejects a planted violation with its rule's name and the
offending row, accepts what the pipeline publishes, quarantines a recording whose rows break one and fails a
partition or a dataset version whose whole table does."""

from __future__ import annotations

from pathlib import Path

import polars as pl
import pytest
from day import run_day
from helpers import DATE, make

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.contracts import CONTRACTS, ContractError, check, enforce
from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.tables import table_path
from cuaflow.schemas.work import WorkFile, work_path
from cuaflow.tasks.parquet_io import read_parquet


@pytest.fixture(scope="module")
def published(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("contracts")
    make(root / "src", "20250101_100000")
    make(root / "src", "20250101_100001", seed=1)
    run_day(root / "src", root / "out", DATE)
    return root / "out"


def _table(out: Path, name: str) -> pl.DataFrame:
    return pl.read_parquet(out / table_path(name, DATE))


def test_every_published_table_keeps_its_contract(published: Path) -> None:
    for name in CONTRACTS:
        if name != "splits":
            assert check(name, _table(published, name)) == [], name


# (table, rule, how to break row 1)
PLANTED = [
    ("steps", "ru_within_0_1000", lambda df: df.with_columns(
        ru_x=pl.when(pl.int_range(pl.len()) == 1).then(1400).otherwise(pl.col("ru_x")))),
    ("steps", "post_frame_after_pre", lambda df: df.with_columns(
        post_t_ms=pl.when(pl.int_range(pl.len()) == 1).then(pl.col("pre_t_ms") - 5).otherwise(pl.col("post_t_ms")))),
    ("steps", "step_unique", lambda df: df.with_columns(
        step_index=pl.when(pl.int_range(pl.len()) == 1).then(0).otherwise(pl.col("step_index")))),
    ("steps", "start_only_grows", lambda df: df.with_columns(
        t_start_ms=pl.when(pl.int_range(pl.len()) == 1).then(-10).otherwise(pl.col("t_start_ms")),
        t_end_ms=pl.when(pl.int_range(pl.len()) == 1).then(-5).otherwise(pl.col("t_end_ms")))),
    ("samples", "ru_within_0_1000", lambda df: df.with_columns(
        ru_coords=pl.when(pl.int_range(pl.len()) == 1).then(pl.lit([5, 1001])).otherwise(pl.col("ru_coords")))),
    ("samples", "sample_id_unique", lambda df: df.with_columns(
        id=pl.when(pl.int_range(pl.len()) == 1).then(pl.first("id")).otherwise(pl.col("id")))),
    ("recordings", "alignment_confidence_0_1", lambda df: df.with_columns(
        alignment_confidence=pl.when(pl.int_range(pl.len()) == 1).then(1.5).otherwise(pl.col("alignment_confidence")))),
    ("recordings", "refusal_has_reason", lambda df: df.with_columns(
        status=pl.when(pl.int_range(pl.len()) == 1).then(pl.lit("excluded")).otherwise(pl.col("status")))),
    ("events", "line_unique", lambda df: df.with_columns(
        line_no=pl.when(pl.int_range(pl.len()) == 1).then(0).otherwise(pl.col("line_no")))),
    ("event_lineage", "ignored_has_reason", lambda df: df.sort("outcome", descending=True).with_columns(
        outcome=pl.when(pl.int_range(pl.len()) == 1).then(pl.lit("ignored")).otherwise(pl.col("outcome")),
        reason=pl.when(pl.int_range(pl.len()) == 1).then(None).otherwise(pl.col("reason")))),
    ("ocr_lines", "line_unique", lambda df: df.with_columns(
        line=pl.when(pl.int_range(pl.len()) == 1).then(pl.first("line")).otherwise(pl.col("line")),
        frame=pl.when(pl.int_range(pl.len()) == 1).then(pl.first("frame")).otherwise(pl.col("frame")))),
]


@pytest.mark.parametrize(("table", "rule", "plant"), PLANTED, ids=[f"{t}.{r}" for t, r, _ in PLANTED])
def test_a_planted_violation_is_named_with_its_row(published: Path, table: str, rule: str, plant) -> None:
    bad = plant(_table(published, table))
    violations = check(table, bad)
    assert [v.rule for v in violations] == [rule]
    key = {k: bad.row(1, named=True)[k] for k in CONTRACTS[table].key}
    assert key in violations[0].rows
    assert f"contract {table}.{rule}" in violations[0].line() and "failed on" in violations[0].line()


def test_tables_the_small_run_leaves_empty() -> None:
    red = pl.DataFrame({"recording_id": ["r", "r"], "where": ["image", "typed"], "frame": ["f0.webp", None],
                        "surrogate": ["<E_1>", "<E_2>"], "x0": [10, None], "x1": [4, None], "y0": [0, None],
                        "y1": [5, None]})
    assert [(v.rule, v.rows) for v in check("redactions", red)] == [
        ("box_not_empty", [{"recording_id": "r", "where": "image", "frame": "f0.webp", "surrogate": "<E_1>"}])]
    vs = pl.DataFrame({"recording_id": ["v", "v"], "vendor_step": [0, 1], "start_ms": [0, 900], "end_ms": [5, 800]})
    assert [(v.rule, v.rows) for v in check("vendor_steps", vs)] == [
        ("ends_after_start", [{"recording_id": "v", "vendor_step": 1}])]
    q = pl.DataFrame({"recording_id": ["a", "b"], "reason": ["checksum mismatch", ""]})
    assert [(v.rule, v.rows) for v in check("quarantine", q)] == [("has_reason", [{"recording_id": "b"}])]


def test_one_split_per_task_fails_the_version() -> None:
    splits = pl.DataFrame({"date": ["2025-01-01"] * 3, "recording_id": ["a", "b", "c"], "task_key": ["t1", "t1", "t2"],
                           "split": ["train", "test", "train"], "samples": [3, 3, 3], "in_dataset": [3, 3, 3]})
    with pytest.raises(ContractError, match=r"splits\.one_split_per_task .* failed on 2 row\(s\): date=2025-01-01, "
                                            r"recording_id=a, task_key=t1; date=2025-01-01, recording_id=b"):
        enforce("splits", splits, "dataset version not built")
    enforce("splits", splits.with_columns(split=pl.lit("train")), "dataset version not built")


def test_a_recording_whose_rows_break_a_rule_is_quarantined_with_the_rule(tmp_path: Path) -> None:
    make(tmp_path / "src", "20250101_100000")
    make(tmp_path / "src", "20250101_100001", seed=1)
    first = run_day(tmp_path / "src", tmp_path / "out", DATE, publish=False)
    # a stage that wrote an RU beyond the screen for step 2 of one recording
    out = open_root(str(tmp_path / "out"))
    ref = RecordingRef(source_url=str(tmp_path / "src"), date=DATE, recording_id="20250101_100001",
                       path=f"{DATE}/20250101_100001")
    steps = read_parquet(out, work_path(ref, WorkFile.STEPS))
    steps.with_columns(ru_y=pl.when(pl.col("step_index") == 2).then(2000).otherwise(pl.col("ru_y"))).write_parquet(
        tmp_path / "out" / work_path(ref, WorkFile.STEPS))
    from cuaflow.tasks.run.publish import publish_day

    report = publish_day(first.ctx, DATE, list(first.results.values()), first.found.rejected)
    assert (report.recordings.processed, report.recordings.quarantined) == (1, 1)
    [q] = report.quarantine
    assert q.recording_id == "20250101_100001" and q.stage == "contract"
    assert "contract steps.ru_within_0_1000" in q.reason and "step_index=2" in q.reason
    # none of its rows is published; the other recording's are
    assert set(_table(tmp_path / "out", "steps")["recording_id"]) == {"20250101_100000"}
    assert set(_table(tmp_path / "out", "samples")["recording_id"]) == {"20250101_100000"}
    rec = _table(tmp_path / "out", "recordings").filter(pl.col("recording_id") == "20250101_100001")
    assert rec["status"].to_list() == ["quarantined"]


def test_every_rule_is_documented_next_to_the_table_shapes() -> None:
    doc = (Path(__file__).resolve().parents[1] / "schemas" / "README.md").read_text()
    for name, contract in CONTRACTS.items():
        row = next(line for line in doc.splitlines() if line.startswith(f"| `{name}` |"))
        assert all(f"`{r.name}`: {r.says}" in row for r in contract.rules), name
