"""Nothing in the source vanishes without a row, and a data layout is never a command error: deliveries whose task
id is `.` or `..`, a stray file in a date folder, a day behind a symbolic link (followed when it leads to a folder
inside the source, else reported), a date entry that is a file. Each refused entry is listed with its reason in
the quarantine table, `cuaflow status` and the run summary; the rest of the range is processed."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import polars as pl
import pytest
from helpers import make
from synth import Action, SynthSpec, write_vendor_delivery

from cuaflow.connectors.storage import open_root
from cuaflow.flows import cli
from cuaflow.flows.summary import report
from cuaflow.tasks.run.committed import read_table
from cuaflow.tasks.run.dates import scan_source
from cuaflow.tasks.run.status import format_status, output_status

ACTS = [Action("click", x=40, y=30), Action("type", text="hi")]
D1, D2, D3, D4, D5 = "2025-05-01", "2025-05-02", "2025-05-03", "2025-05-04", "2025-05-05"


@pytest.fixture(scope="module")
def layout(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """D1 real, with a Clones recording, two deliveries whose ids are dots and a stray file; D2 a link to a real
    folder inside the source (`archive/`); D3 a link to a folder outside it; D4 a second link to D1; D5 a file."""
    base = tmp_path_factory.mktemp("layout")
    src, elsewhere = base / "src", base / "elsewhere"
    make(src, "20250501_100000", date=D1, actions=ACTS, logical_size=(160, 100), seed=1)
    for tid in (".", ".."):
        write_vendor_delivery(src / D1, SynthSpec(recording_id="v", actions=ACTS, logical_size=(160, 100)), tid=tid)
    (src / D1 / "T7-Editor-Task.zip").write_bytes(b"PK\x03\x04")  # a delivery still packed
    (src / D1 / ".DS_Store").write_bytes(b"\x00")  # the OS's, nobody's data: not reported
    make(src / "archive", "20250502_100000", date=D2, actions=ACTS, logical_size=(160, 100), seed=2)
    os.symlink(src / "archive" / D2, src / D2)
    make(elsewhere, "20250503_100000", date=D3, actions=ACTS, logical_size=(160, 100), seed=3)
    os.symlink(elsewhere / D3, src / D3)
    os.symlink(src / D1, src / D4)
    (src / D5).write_text("not a day")
    return {"src": src, "out": base / "out"}


def test_the_source_scan_follows_links_inside_and_reports_every_other_date_entry(layout: dict[str, Any]) -> None:
    found = scan_source(open_root(str(layout["src"])))
    assert found.dates == [D1, D2]
    reasons = dict(found.skipped)
    assert sorted(reasons) == [D3, D4, D5]
    assert "symbolic link" in reasons[D3] and "outside the source" in reasons[D3] and "not followed" in reasons[D3]
    assert f"processed as {D1}" in reasons[D4]
    assert "a file, not a folder of recordings" in reasons[D5]


@pytest.fixture(scope="module")
def ran(layout: dict[str, Any], prefect_api: None) -> dict[str, Any]:
    from cuaflow.flows.pipeline import process_range
    from cuaflow.schemas.config import RunParameters

    result = process_range(RunParameters(source=str(layout["src"]), output=str(layout["out"])), build_dataset=False)
    out = open_root(str(layout["out"]))
    found = scan_source(open_root(str(layout["src"])))
    return {"result": result, "quarantine": read_table(out, "quarantine"), "recordings": read_table(out, "recordings"),
            "status": format_status(output_status(out, found.dates, found.skipped))}


def test_every_refused_delivery_and_file_has_a_row_with_its_reason(ran: dict[str, Any],
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    q = ran["quarantine"].filter(pl.col("date") == D1)
    reasons = dict(zip(q["recording_id"].to_list(), q["reason"].to_list(), strict=True))
    for tid in (".", ".."):
        assert f"task id {tid!r} is empty or only dots" in reasons[f"{tid}-Editor-Synthetic_task"]
    assert "a file where a recording folder was expected" in reasons["T7-Editor-Task.zip"]
    assert ".DS_Store" not in reasons
    report(ran["result"], "OUT")  # the summary a run prints (flows/summary.py)
    summary = capsys.readouterr().out
    for name in (".-Editor-Synthetic_task", "..-Editor-Synthetic_task", "T7-Editor-Task.zip"):
        assert f"quarantined {name}: " in summary and f"quarantined {name} (discover): " in ran["status"]
    assert ran["recordings"].filter(pl.col("status") == "processed")["recording_id"].to_list() == [
        "20250501_100000", "20250502_100000"]


def test_a_day_behind_a_link_inside_the_source_is_processed_and_the_others_are_reported(ran: dict[str, Any]) -> None:
    result = ran["result"]
    assert sorted(result.partitions) == [D1, D2]
    assert result.partitions[D2].recordings.processed == 1
    assert sorted(s.entry for s in result.skipped) == [D3, D4, D5]
    for day in (D3, D4, D5):
        assert f"skipped {day} (source): " in ran["status"]


def test_a_source_whose_days_are_all_refused_is_no_command_error(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "src"
    src.mkdir()
    os.symlink(tmp_path, src / D3)  # leads outside the source
    code = cli.main(["run", "--source", str(src), "--output", str(tmp_path / "out"), "--quiet"])
    err = capsys.readouterr().err
    assert code == 0, err
    assert "no date folder could be processed" in err and "outside the source" in err
