"""The frame stage with the clock checked against the video: frames picked with the estimated offset,
the policy of pipeline.yaml, the recordings table, and steps whose action changed nothing on screen."""

from __future__ import annotations

import re
from pathlib import Path

import polars as pl
import pytest
from alignkit import busy_actions
from helpers import DATE, image_barcodes
from synth import SynthResult, SynthSpec, event_time, state_at, write_recording

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.settings import AlignmentSettings, PipelineSettings
from cuaflow.schemas.work import WorkFile, work_path
from cuaflow.tasks.parquet_io import read_parquet
from cuaflow.tasks.recording.ingest import discover
from cuaflow.tasks.run.committed import read_table
from cuaflow.tasks.run.publish import publish_day
from cuaflow.tasks.stages import run_all

LOGICAL = (320, 200)
CASES = {
    "a_no_ffmpeg": {"ffmpeg_lines": False, "video_offset_ms": 1700},  # log origin = 0: 1.7 s off
    "a_early": {"ffmpeg_lead_ms": 500, "video_offset_ms": 1600},  # `Output #0` logged 500 ms early
    "a_stall": {"video_offset_ms": 1500, "stall_at_ms": 14_000.0, "n": 28},  # 1 s stall half-way
    # nothing on screen ever changes (no cursor drawn, no reaction, no ticker)
    "a_static": {"ffmpeg_lines": False, "video_offset_ms": 1500, "cursor": "none", "effect": False,
                 "index_barcode": False},
    "a_noop": {"video_offset_ms": 1500, "noop": (2, 5), "index_barcode": False},  # two clicks on nothing
}


def spec_for(rid: str, kw: dict) -> SynthSpec:
    kw = dict(kw)
    effect = kw.pop("effect", True)
    noop = kw.pop("noop", ())
    actions = busy_actions(kw.pop("n", 18), LOGICAL, seed=len(rid))
    if noop:
        clicks = [k for k, a in enumerate(actions) if a.kind == "click"]
        for k in noop:
            actions[clicks[k]].effect = False
    for a in actions:
        a.effect = a.effect and effect
    kw.setdefault("cursor", "arrow")
    return SynthSpec(recording_id=rid, logical_size=LOGICAL, actions=actions, time_base="relative", seed=3, **kw)


def run_day(src: Path, out: Path, settings: PipelineSettings) -> RunContext:
    ctx = RunContext(source_url=str(src), output_url=str(out), settings=settings)
    found = discover(open_root(str(src)), DATE)
    publish_day(ctx, DATE, [run_all(ctx, ref) for ref in found.refs], found.rejected)
    return ctx


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> dict:
    src, out = tmp_path_factory.mktemp("src"), tmp_path_factory.mktemp("out")
    truth = {rid: write_recording(src / DATE / rid, spec_for(rid, kw)) for rid, kw in CASES.items()}
    run_day(src, out, PipelineSettings())
    recs = {r["recording_id"]: r for r in read_table(open_root(str(out)), "recordings").iter_rows(named=True)}
    return {"src": src, "out": out, "truth": truth, "recs": recs}


def steps_of(out: Path, rid: str) -> pl.DataFrame:
    from cuaflow.schemas.recording import RecordingRef

    ref = RecordingRef(source_url="", date=DATE, recording_id=rid, path=f"{DATE}/{rid}")
    return read_parquet(open_root(str(out)), work_path(ref, WorkFile.STEPS))


def shown_state(truth: SynthResult, image: Path) -> int:
    """UI state a frame shows, read back from its pixels and checked against the ground truth."""
    idx, state = image_barcodes(image)
    assert state == state_at(truth.steps, event_time(truth.spec, truth.frame_pts_ms[idx]))
    return state


@pytest.mark.parametrize("rid", ["a_no_ffmpeg", "a_early", "a_stall"])
def test_pre_frames_before_and_post_frames_after_every_action(world: dict, rid: str) -> None:
    truth: SynthResult = world["truth"][rid]
    steps = steps_of(world["out"], rid)
    by_start = {e.t_start: e for e in truth.steps}
    checked = 0
    for s in steps.iter_rows(named=True):
        e = by_start.get(s["t_start_ms"])
        if e is None or e.kind in ("wait", "mouse_move"):
            continue
        assert shown_state(truth, world["out"] / s["pre_image"]) == e.state_before, (rid, s["kind"], s["t_start_ms"])
        assert shown_state(truth, world["out"] / s["post_image"]) == e.state_after, (rid, s["kind"], s["t_start_ms"])
        checked += 1
    assert checked >= len([e for e in truth.steps if e.kind not in ("wait", "mouse_move")]) - 1
    assert not any(f.startswith("alignment_unverified") for f in world["recs"][rid]["flags"])


@pytest.mark.parametrize("rid", ["a_no_ffmpeg", "a_early"])
def test_recordings_table_reports_the_estimate(world: dict, rid: str) -> None:
    truth: SynthResult = world["truth"][rid]
    r = world["recs"][rid]
    period = 1000 / truth.spec.fps
    assert r["offset_source"] == "video_estimate" and r["alignment"] == "verified"
    assert abs(r["video_offset_ms"] - truth.spec.video_offset_ms) <= period
    assert abs(r["estimated_offset_ms"] - truth.spec.video_offset_ms) <= period
    log = 0 if rid == "a_no_ffmpeg" else truth.spec.video_offset_ms - truth.spec.ffmpeg_lead_ms
    assert r["log_offset_ms"] == log
    assert abs(r["offset_disagreement_ms"] - (truth.spec.video_offset_ms - log)) <= period
    assert r["alignment_confidence"] >= 0.5


def test_stall_recorded_as_two_segments(world: dict) -> None:
    r = world["recs"]["a_stall"]
    segs = r["offset_segments"]
    assert len(segs) == 2 and abs(segs[1][1] - segs[0][1] - 1000) <= 50
    assert r["offset_source"] == "video_estimate"


def test_static_screen_is_unverified_and_keeps_the_log_offset(world: dict) -> None:
    r = world["recs"]["a_static"]
    assert r["alignment"] == "unverified" and r["offset_source"] == "log_origin"
    assert r["video_offset_ms"] == r["log_offset_ms"] == 0 and r["estimated_offset_ms"] is None
    assert any(f.startswith("alignment_unverified: ") for f in r["flags"])
    steps = steps_of(world["out"], "a_static")
    # nothing on screen reacts: every input step is flagged, and kept
    inputs = steps.filter(pl.col("kind").is_in(["click", "drag", "scroll", "type"])
                          & pl.col("post_image").is_not_null())
    assert inputs.height > 5 and all("no_visible_effect" in f for f in inputs["flags"].to_list())
    assert r["n_no_visible_effect"] == inputs.height


def test_actions_without_effect_are_flagged_and_counted(world: dict) -> None:
    truth: SynthResult = world["truth"]["a_noop"]
    steps = steps_of(world["out"], "a_noop")
    flagged = {s["t_start_ms"] for s in steps.iter_rows(named=True) if "no_visible_effect" in s["flags"]}
    want = {e.t_start for e in truth.steps if e.kind not in ("wait", "mouse_move") and e.state_after == e.state_before}
    assert len(want) == 2 and flagged == want
    assert world["recs"]["a_noop"]["n_no_visible_effect"] == 2
    assert steps.filter(pl.col("t_start_ms").is_in(list(want)))["sample_eligible"].all()  # kept for training


def test_only_used_frames_remain_after_a_correction(world: dict) -> None:
    for rid in ("a_no_ffmpeg", "a_early"):
        steps = steps_of(world["out"], rid)
        used = {p for p in (*steps["pre_image"].to_list(), *steps["post_image"].to_list()) if p}
        on_disk = {str(p.relative_to(world["out"])) for p in (world["out"] / f"frames/date={DATE}/{rid}").iterdir()}
        assert on_disk == used


def test_quarantine_policy(world: dict, tmp_path: Path) -> None:
    src = tmp_path / "src"
    write_recording(src / DATE / "a_early", spec_for("a_early", CASES["a_early"]))
    settings = PipelineSettings(alignment=AlignmentSettings(on_disagreement="quarantine"))
    run_day(src, tmp_path / "out", settings)
    r = read_table(open_root(str(tmp_path / "out")), "recordings").row(0, named=True)
    assert r["status"] == "quarantined"
    m = re.match(r"alignment: the video shows the logged cursor moves \+(\d+) ms from where the ffmpeg_output_line",
                 r["reason"])
    assert m and abs(int(m.group(1)) - 500) <= 50, r["reason"]
    assert "clock.overrides.a_early" in r["reason"]


def test_config_offset_wins_but_the_estimate_is_recorded(tmp_path: Path) -> None:
    src = tmp_path / "src"
    truth = write_recording(src / DATE / "a_early", spec_for("a_early", CASES["a_early"]))
    settings = PipelineSettings.model_validate({"clock": {"overrides": {"a_early": 1100}}})
    run_day(src, tmp_path / "out", settings)
    r = read_table(open_root(str(tmp_path / "out")), "recordings").row(0, named=True)
    assert r["offset_source"] == "config" and r["video_offset_ms"] == 1100
    assert abs(r["estimated_offset_ms"] - truth.spec.video_offset_ms) <= 1000 / truth.spec.fps


def test_alignment_off_is_the_log_offset(tmp_path: Path) -> None:
    src = tmp_path / "src"
    write_recording(src / DATE / "a_early", spec_for("a_early", CASES["a_early"]))
    run_day(src, tmp_path / "out", PipelineSettings(alignment=AlignmentSettings(enabled=False)))
    r = read_table(open_root(str(tmp_path / "out")), "recordings").row(0, named=True)
    assert r["alignment"] == "off" and r["offset_source"] == "ffmpeg_output_line" and r["video_offset_ms"] == 1100



def test_dataset_card_histogram_of_disagreements(world: dict) -> None:
    from cuaflow.tasks.export import build_dataset
    from cuaflow.tasks.export.card_figures import disagreement_bins

    ctx = RunContext(source_url=str(world["src"]), output_url=str(world["out"]))
    ds = Path(build_dataset(ctx).path)
    card = (ds / "README.md").read_text()
    assert "## Clock alignment" in card and (ds / "charts/offset_disagreement.png").stat().st_size > 0
    bins = disagreement_bins(read_table(open_root(str(world["out"])), "recordings"))
    assert bins["> 1000"] >= 1  # a_no_ffmpeg: +1700 ms
    assert bins["200..500"] + bins["500..1000"] + bins["> 1000"] == 3  # + a_early (+500), a_stall (+1000 later)
    assert bins["-50..50"] == 1 and bins["unverified"] == 1  # a_noop agrees; a_static has nothing to match
    assert "| unverified | 1 |" in card and "| video_estimate | 3 |" in card
    assert "(flag `no_visible_effect`, kept):\n" in card
