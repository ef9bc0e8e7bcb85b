"""The command line: the README's main job (`cuaflow demo`) and configuration errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cuaflow.flows.cli import main


def test_bad_config_is_rejected_before_any_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "dataset.yaml"
    bad.write_text("name_prefix: x\ncolour: red\nsplits: {train: 2}\n")
    code = main(["run", "--source", str(tmp_path), "--output", str(tmp_path / "out"), "--config", str(bad)])
    err = capsys.readouterr().err
    assert code == 2 and "colour: unknown key" in err and "splits.train" in err
    assert not (tmp_path / "out").exists()


@pytest.mark.usefixtures("prefect_api")
def test_demo_builds_a_dataset(tmp_path: Path) -> None:
    # no capsys here: Prefect's log handlers must keep writing to pytest's usual streams after this test
    assert main(["demo", "--output", str(tmp_path), "--quiet"]) == 0
    import polars as pl

    q = pl.read_parquet(tmp_path / "output" / "tables" / "quarantine" / "**" / "*.parquet")
    assert q["recording_id"].to_list() == ["20250101_120000"] and "sha256 mismatch" in q["reason"][0]
    ds = Path((tmp_path / "output" / "datasets" / "LATEST").read_text().strip())
    ds = tmp_path / "output" / "datasets" / ds.name
    counts = {f: len((ds / f).read_text().splitlines()) for f in ("train.jsonl", "val.jsonl")}
    assert all(n > 0 for n in counts.values())
    assert json.loads((ds / "test" / "test.json").read_text())
