"""Vendor deliveries (seeds 001/002): desktop in txt/csv/json and Android, against ground truth and
against the equivalent Clones recording."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import polars as pl
import pytest
from day import run_day
from synth import Action, SynthSpec, standard_actions, write_android_delivery, write_recording
from synth import write_vendor_delivery as vendor

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext, RunParameters
from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.settings import FrameSettings, PipelineSettings
from cuaflow.schemas.toolcall import validate_tool_call
from cuaflow.schemas.work import WorkFile, work_dir, work_path
from cuaflow.tasks.parquet_io import read_parquet

DAY = "2025-10-01"
LOGICAL = (320, 200)
SHORT = [Action("click", x=30, y=20), Action("type", text="ok"), Action("click", x=100, y=60)]


def spec(rid: str, **kw: object) -> SynthSpec:
    return SynthSpec(recording_id=rid, logical_size=LOGICAL, actions=standard_actions(LOGICAL), seed=3, **kw)


def steps_of(out: Path, rid: str, day: str = DAY) -> pl.DataFrame:
    ref = RecordingRef(source_url="", date=day, recording_id=rid, path="")
    return read_parquet(open_root(str(out)), work_path(ref, WorkFile.STEPS))


def process_all(src: Path, out: Path, settings: PipelineSettings | None = None) -> dict[str, object]:
    return run_day(src, out, DAY, publish=False, settings=settings or PipelineSettings()).results


@pytest.fixture(scope="module")
def deliveries(tmp_path_factory: pytest.TempPathFactory) -> dict:
    src = tmp_path_factory.mktemp("vendor-src")
    out = tmp_path_factory.mktemp("vendor-out")
    write_recording(src / DAY / "clones_twin", spec("clones_twin", scale=2.0))
    for fmt in ("txt", "csv", "json"):
        vendor(src / DAY, spec(f"v_{fmt}", scale=2.0), tid=f"T{fmt.upper()}001", fmt=fmt)
    vendor(src / DAY, spec("v_failed", scale=1.0), tid="TFAIL01", status="Failed",
           rejection="Deviation from the task instructions")
    results = process_all(src, out)
    return {"src": src, "out": out, "results": results}


@pytest.mark.parametrize("tid", ["TTXT001", "TCSV001", "TJSON001"])
def test_vendor_delivery_gives_the_same_steps_as_clones(deliveries: dict, tid: str) -> None:
    assert deliveries["results"][tid].status == "ok", deliveries["results"][tid].reason
    clones = steps_of(deliveries["out"], "clones_twin")
    ven = steps_of(deliveries["out"], tid)
    cols = ["kind", "button", "click_count", "ru_x", "ru_y", "ru_x2", "ru_y2", "px", "py", "text", "keys",
            "tool_call", "sample_eligible"]
    assert ven.select(cols).to_dicts() == clones.select(cols).to_dicts()


def test_windows_delivery_maps_the_meta_key_to_win(tmp_path: Path) -> None:
    vendor(tmp_path / "src" / DAY, spec("w", scale=1.0), tid="TWIN001", fmt="txt", os_name="Windows")
    res = process_all(tmp_path / "src", tmp_path / "out")
    assert res["TWIN001"].status == "ok"
    st = steps_of(tmp_path / "out", "TWIN001")
    call = json.loads(st.filter(pl.col("kind") == "hotkey")["tool_call"][0])
    assert call["arguments"]["keys"] == ["win", "c"]


def test_vendor_agreement_and_reasoning(deliveries: dict) -> None:
    out = deliveries["out"]
    ref = RecordingRef(source_url="", date=DAY, recording_id="TJSON001", path="")
    marker = json.loads((out / f"{work_dir(ref)}/group.done.json").read_text())
    assert marker["vendor_agreement"] >= 0.9
    st = steps_of(out, "TJSON001")
    matched = st.filter(pl.col("vendor_kind").is_not_null())
    assert matched.height >= 10 and set(matched["vendor_kind"]) >= {"click", "double_click", "input_text"}
    vsteps = read_parquet(open_root(str(out)), work_path(ref, WorkFile.VENDOR_STEPS))
    assert vsteps["raw_thought"].null_count() == 0 and vsteps["reasoning"].str.contains("Step").all()


def test_agreement_drops_when_vendor_grouping_differs(tmp_path: Path) -> None:
    _, folder = vendor(tmp_path / "src" / DAY, spec("x", scale=1.0), tid="TDIFF01", fmt="json")
    traj = folder / "TDIFF01-StructuredTrajectory.json"
    doc = json.loads(traj.read_text())
    doc["steps"] = doc["steps"][::2]  # the vendor merged or lost half of the steps
    traj.write_text(json.dumps(doc))
    process_all(tmp_path / "src", tmp_path / "out")
    ref = RecordingRef(source_url="", date=DAY, recording_id="TDIFF01", path="")
    marker = json.loads((tmp_path / "out" / f"{work_dir(ref)}/group.done.json").read_text())
    assert 0.4 < marker["vendor_agreement"] < 0.8


def test_failed_trajectory_is_excluded_with_its_reason(deliveries: dict) -> None:
    from cuaflow.tasks.run.committed import read_table
    from cuaflow.tasks.run.publish import publish_day

    out = deliveries["out"]
    ctx = RunContext(source_url=str(deliveries["src"]), output_url=str(out))
    publish_day(ctx, DAY, list(deliveries["results"].values()), [])
    recs = read_table(open_root(str(out)), "recordings")
    row = recs.filter(pl.col("recording_id") == "TFAIL01").row(0, named=True)
    assert row["status"] == "excluded" and "Deviation from the task instructions" in row["reason"]
    assert read_table(open_root(str(out)), "samples").filter(pl.col("recording_id") == "TFAIL01").height == 0
    vs = read_table(open_root(str(out)), "vendor_steps")
    assert set(vs["recording_id"]) >= {"TTXT001", "TCSV001", "TJSON001"}


def test_vendor_frames_used_when_configured(tmp_path: Path) -> None:
    from PIL import Image

    vendor(tmp_path / "src" / DAY, spec("f", scale=1.0), tid="TFRAME1", fmt="csv")
    settings = PipelineSettings(frames=FrameSettings(use_vendor_frames=True))
    res = process_all(tmp_path / "src", tmp_path / "out", settings)
    assert res["TFRAME1"].status == "ok"
    st = steps_of(tmp_path / "out", "TFRAME1")
    vendor_imgs = st.filter(pl.col("pre_image").str.contains("vendor-step"))
    assert vendor_imgs.height >= 10
    with Image.open(tmp_path / "out" / vendor_imgs["pre_image"][0]) as im:
        assert im.size == (320, 200) and im.format == "PNG"


ANDROID = [
    {"t_ms": 800, "event": "tap", "x": 100, "y": 200},
    {"t_ms": 2000, "event": "double_tap", "x": 180, "y": 320},
    {"t_ms": 3200, "event": "long_press", "x": 50, "y": 600, "duration_ms": 900},
    {"t_ms": 5200, "event": "scroll_down", "x": 180, "y": 400, "amount": 300},
    {"t_ms": 6400, "event": "pinch_zoom_in", "x": 150, "y": 300, "x2": 220, "y2": 380},
    {"t_ms": 7600, "event": "input_text", "x": 180, "y": 100, "text": "*****", "masked": True, "text_length": 5},
    {"t_ms": 8800, "event": "swipe", "x": 300, "y": 300, "x2": 40, "y2": 300, "duration_ms": 300},
    {"t_ms": 10000, "event": "back_button"},
]


def test_android_gestures_map_to_the_seed_000_actions(tmp_path: Path) -> None:
    write_android_delivery(tmp_path / "src" / DAY, "AND0001", ANDROID, fmt="json")
    res = process_all(tmp_path / "src", tmp_path / "out")
    assert res["AND0001"].status == "ok", res["AND0001"].reason
    st = steps_of(tmp_path / "out", "AND0001")
    rows = [r for r in st.iter_rows(named=True) if r["kind"] != "terminate"]
    # the swipe starts where no earlier call left the cursor: a mouse_move to its start comes first
    assert [r["kind"] for r in rows] == ["tap", "tap", "long_press", "scroll", "pinch", "type", "mouse_move", "drag",
                                         "device"]
    assert json.loads(rows[6]["tool_call"])["arguments"] == {"action": "mouse_move", "coordinate": [833, 469]}
    rows = rows[:6] + rows[7:]
    calls = [json.loads(r["tool_call"])["arguments"] if r["tool_call"] else None for r in rows]
    assert calls[0] == {"action": "left_click", "coordinate": [278, 313]}  # 100/360, 200/640 in RU
    assert calls[1]["action"] == "double_click"
    assert calls[2] is None and "no_tool_call" in rows[2]["flags"]  # long press: no seed 000 form
    assert calls[3] == {"action": "scroll", "coordinate": [500, 625], "pixels": 300}
    assert calls[4] is None  # pinch: no seed 000 form
    # a masked value: kept as a step (bullets), never a training target
    assert calls[5] == {"action": "type", "text": "•••••"} and {"masked", "secret"} <= set(rows[5]["flags"])
    assert calls[6]["action"] == "left_click_drag" and calls[6]["coordinate"] == [111, 469]
    assert calls[7] is None and rows[7]["keys"] == ["back_button"]
    eligible = [r["kind"] for r in rows if r["sample_eligible"]]
    assert eligible == ["tap", "tap", "scroll", "drag"]
    for c in calls:
        if c:
            assert validate_tool_call({"name": "computer", "arguments": c}) == []


@pytest.mark.parametrize("fmt,content,needle", [
    ("csv", "time,event\n1,tap\n", "header must start with t_ms,event"),
    ("txt", "100 mouse_move x=abc y=3\n", ".txt:1: field 'x' must be a number"),
    ("txt", "100 mouse_move x=5\n", "mouse_move needs x and y"),
    ("json", '{"events": [1, 2]}', "event #0 is not an object"),
    ("json", '{"events": [{"t_ms": 5, "event": "scroll_start", "direction": "sideways"}]}', "up|down|left|right"),
    ("txt", "-5 tap x=1 y=1\n", "t_ms must be a non-negative number"),
    ("txt", "100 input_text_end text_length=100000000000000 masked=true\n",
     ".txt:1: field 'text_length' is 100000000000000, out of range; expected 0 to 100000 characters"),
])
def test_strict_parser_names_file_line_and_expectation(tmp_path: Path, fmt: str, content: str, needle: str) -> None:
    folder = write_android_delivery(tmp_path / "src" / DAY, "BAD0001", ANDROID[:2], fmt="json")
    (folder / "BAD0001-EventLogs.json").unlink()
    (folder / f"BAD0001-EventLogs.{fmt}").write_text(content)
    res = process_all(tmp_path / "src", tmp_path / "out")["BAD0001"]
    assert res.status == "quarantined" and f"BAD0001-EventLogs.{fmt}" in res.reason and needle in res.reason, \
        res.reason


@pytest.mark.usefixtures("prefect_api")
def test_mixed_source_folder_through_the_flow(tmp_path: Path) -> None:
    from cuaflow.flows.pipeline import process_range

    src = tmp_path / "src"
    write_recording(src / DAY / "clones_rec", SynthSpec(recording_id="clones_rec", logical_size=LOGICAL,
                                                         actions=[Action("click", x=40, y=30)]))
    vendor(src / DAY, SynthSpec(recording_id="v", logical_size=LOGICAL, actions=[Action("click", x=40, y=30)]),
           tid="TMIX001", fmt="txt", frames=False)
    write_android_delivery(src / DAY, "AND0002", ANDROID[:2])
    result = process_range(params=RunParameters(source=str(src), output=str(tmp_path / "out")),
                           start=dt.date(2025, 10, 1), end=dt.date(2025, 10, 1))
    m = result.partitions[DAY]
    assert m.recordings.processed == 3 and m.recordings.quarantined == 0
    from cuaflow.tasks.run.committed import read_table

    recs = read_table(open_root(str(tmp_path / "out")), "recordings")
    assert sorted(recs["source_format"].to_list()) == ["clones", "vendor", "vendor"]
    assert result.dataset.splits["train"] + result.dataset.splits["val"] + \
        result.dataset.splits["test"] > 0


def test_vendor_video_fingerprint_is_content(tmp_path: Path) -> None:
    from synth import SynthSpec, write_vendor_delivery

    from cuaflow.connectors.vendor import read_recording
    from cuaflow.schemas.recording import RecordingRef

    day = tmp_path / DAY
    write_vendor_delivery(day, SynthSpec(recording_id="v", actions=SHORT, logical_size=(160, 100)), tid="T1001")
    folder = next(day.iterdir())
    video = next(folder.glob("*.mp4"))
    ref = RecordingRef(source_url=str(tmp_path), date=DAY, recording_id="T1001", path=f"{DAY}/{folder.name}",
                       source_format="vendor")
    before = read_recording(open_root(str(tmp_path)), ref).input_hash
    data = video.read_bytes()
    k = data.find(b"Lavf")
    assert k > 0
    video.write_bytes(data[:k] + b"Xavf" + data[k + 4:])  # same size, other bytes (the encoder tag)
    assert video.stat().st_size == len(data)
    assert read_recording(open_root(str(tmp_path)), ref).input_hash != before


@pytest.mark.parametrize(("field", "value", "needle"), [
    ("t_ms", 1e300, "field 't_ms' is 1e+300, out of range"),
    ("x", "12px", "field 'x' must be a number, got '12px'"),
])
def test_vendor_log_numbers_name_file_line_and_field(tmp_path: Path, field: str, value: object, needle: str) -> None:
    from synth import SynthSpec, write_vendor_delivery

    from cuaflow.connectors.vendor import read_recording
    from cuaflow.schemas.recording import Quarantine, RecordingRef

    day = tmp_path / DAY
    write_vendor_delivery(day, SynthSpec(recording_id="v", actions=SHORT, logical_size=(160, 100)), tid="T2002",
                          fmt="json")
    folder = next(day.iterdir())
    log = next(folder.glob("*-EventLogs.json"))
    doc = json.loads(log.read_text())
    k = next(i for i, e in enumerate(doc["events"]) if e.get("x") not in (None, ""))
    doc["events"][k][field] = value
    log.write_text(json.dumps(doc))
    before = log.read_bytes()
    ref = RecordingRef(source_url=str(tmp_path), date=DAY, recording_id="T2002", path=f"{DAY}/{folder.name}",
                       source_format="vendor")
    with pytest.raises(Quarantine) as err:
        read_recording(open_root(str(tmp_path)), ref)
    assert str(err.value).startswith(f"{log.name}:") and needle in str(err.value), str(err.value)
    assert log.read_bytes() == before


def test_bom_header_message_shows_what_it_found() -> None:
    from cuaflow.connectors.vendor import _Bad, parse_csv

    with pytest.raises(_Bad) as err:
        parse_csv("\ufefftime,event\n1,mouse_move\n")
    assert "got '\\ufefftime,event'" in str(err.value)


def test_a_vendor_deliverys_faults_name_its_own_files_not_clones(tmp_path: Path) -> None:
    """Ingest names the files the connector read: a delivery whose cursor runs past its video is flagged naming its
    event log (not Clones' `meta.json`), one without input events is quarantined naming its log, and a folder that
    lost its video is rejected saying what each format's folder holds, the vendor's files among them."""
    import re

    from cuaflow.schemas.recording import Quarantine
    from cuaflow.tasks.recording.ingest import discover, load

    _res, folder = vendor(tmp_path / DAY, spec("v_far", scale=2.0), tid="TFAR01")
    log = folder / "TFAR01-EventLogs.txt"  # every point twice as far: past the 640x400 video at the format's scale 1
    log.write_text(re.sub(r"\b(x|y)=([0-9.]+)", lambda m: f"{m.group(1)}={float(m.group(2)) * 2:g}", log.read_text()))
    _res, lost = vendor(tmp_path / DAY, spec("v_lost", scale=1.0), tid="TLOST01")
    (lost / "TLOST01.mp4").unlink()
    _res, empty = vendor(tmp_path / DAY, spec("v_empty", scale=1.0), tid="TNONE01")
    (empty / "TNONE01-EventLogs.txt").write_text("0 scroll_end\n")  # read, but no input event in it
    root = open_root(str(tmp_path))
    found = discover(root, DAY)
    ref, none = sorted(found.refs, key=lambda r: r.recording_id != "TFAR01")
    with pytest.raises(Quarantine) as refused:
        load(root, none, PipelineSettings())
    assert str(refused.value) == "TNONE01-EventLogs.txt: no input events"
    flags = load(root, ref, PipelineSettings()).meta.flags
    named = [f for f in flags if "contradicts the log" in f]
    assert named and named[0].startswith("TFAR01-EventLogs.txt: native pixel coordinates, scale 1 contradicts"), flags
    assert not [f for f in flags if "meta.json" in f or "input_log" in f], flags
    ((name, why),) = found.rejected
    assert name == lost.name and "<TID>.mp4 with <TID>-EventLogs.txt|csv|json" in why and "(vendor)" in why, why
