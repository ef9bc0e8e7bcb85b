"""Recording → steps → frames → samples on real H.264 recordings whose ground truth is known by
construction: each frame carries its index and the UI state in its pixels (connectors.synth)."""

from __future__ import annotations

import json
from pathlib import Path

import polars as pl
import pytest
from helpers import DATE, LOGICAL, image_barcodes, make, process
from synth import Action, SynthResult, frame_at, state_at

from cuaflow.schemas.keys import canonical_key
from cuaflow.schemas.settings import FrameSettings
from cuaflow.schemas.toolcall import to_ru, validate_tool_call

VARIANTS = {
    "r_base": {"scale": 1.0, "time_base": "relative", "write_log_meta": True},
    "r_hidpi": {"scale": 2.0, "meta_scale_factor": True},
    "r_hidpi_inferred": {"scale": 2.0, "meta_scale_factor": False},
    "r_dups": {"scale": 2.0, "duplicate_events": True, "out_of_order": 4, "drop_keyups": (0, 11)},
    "r_no_ffmpeg": {"scale": 1.0, "ffmpeg_lines": False, "video_offset_ms": 0},
}


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> dict:
    src = tmp_path_factory.mktemp("src")
    out = tmp_path_factory.mktemp("out")
    truths = {rid: make(src, rid, seed=k, **kw) for k, (rid, kw) in enumerate(VARIANTS.items())}
    steps = {rid: process(src, out, rid)[0] for rid in truths}
    return {"src": src, "out": out, "truth": truths, "steps": steps}


def test_every_action_kind_is_recovered(world: dict) -> None:
    for rid, truth in world["truth"].items():
        steps: pl.DataFrame = world["steps"][rid]
        # a drag that starts away from where the previous call left the cursor gets a mouse_move to its
        # start first (replayable drags); the script's own steps are the rest
        got = [s for s in steps.iter_rows(named=True) if s["kind"] != "terminate"
               and "drag_approach" not in s["flags"]]
        want = truth.steps
        assert [s["kind"] for s in got] == [e.kind for e in want], rid
        lw, lh = truth.spec.logical_size
        for s, e in zip(got, want, strict=True):
            if e.kind == "click":
                assert (s["button"], s["click_count"]) == (e.button, e.click_count), (rid, s)
            if e.x is not None and e.kind != "wait":
                assert (s["ru_x"], s["ru_y"]) == (to_ru(e.x, lw), to_ru(e.y, lh)), (rid, s)
                assert (s["px"], s["py"]) == (int(e.x * truth.spec.scale), int(e.y * truth.spec.scale)), rid
            if e.kind == "drag":
                assert (s["ru_x2"], s["ru_y2"]) == (to_ru(e.x2, lw), to_ru(e.y2, lh))
            if e.kind == "type":
                assert s["text"] == e.text
            if e.kind in ("key", "hotkey"):
                assert s["keys"] == [canonical_key(k) for k in e.keys]  # type: ignore[union-attr]
            if e.kind == "scroll":
                call = json.loads(s["tool_call"])["arguments"]
                # Clones: negative delta = down; seed 000: negative pixels = up → positive here
                assert call["action"] == "scroll" and call["pixels"] == e.scroll_dy > 0
            if e.kind == "wait":
                assert s["duration_ms"] >= 3000 and json.loads(s["tool_call"])["arguments"]["time"] >= 3.0
            if s["tool_call"]:
                assert validate_tool_call(json.loads(s["tool_call"])) == []


def test_tool_call_actions(world: dict) -> None:
    steps = world["steps"]["r_base"]
    actions = [a for a in steps["tool_action"].to_list() if a]
    assert actions == ["left_click", "double_click", "type", "key", "right_click", "mouse_move", "left_click_drag",
                       "scroll", "key", "triple_click", "middle_click", "wait", "mouse_move", "key", "terminate"]
    keys = steps.filter(pl.col("kind") == "hotkey")["tool_call"].to_list()
    assert json.loads(keys[0])["arguments"]["keys"] == ["cmd", "c"]
    term = json.loads(steps.filter(pl.col("kind") == "terminate")["tool_call"][0])
    assert term["arguments"] == {"action": "terminate", "status": "success"}


def test_scale_declared_and_inferred_agree(world: dict) -> None:
    base, hi, inf = (world["steps"][k] for k in ("r_base", "r_hidpi", "r_hidpi_inferred"))
    for col in ("ru_x", "ru_y", "kind", "tool_call"):
        assert base[col].to_list() == hi[col].to_list() == inf[col].to_list(), col
    px_base = base.filter(pl.col("px").is_not_null())["px"].to_list()
    px_hi = hi.filter(pl.col("px").is_not_null())["px"].to_list()
    assert px_hi == [2 * p for p in px_base]


def test_duplicates_out_of_order_and_missing_keyups_change_nothing(world: dict) -> None:
    a, b = world["steps"]["r_hidpi"], world["steps"]["r_dups"]
    for col in ("kind", "ru_x", "ru_y", "text", "keys", "tool_call"):
        assert a[col].to_list() == b[col].to_list(), col
    flagged = b.filter(pl.col("flags").list.contains("missing_keyup"))
    assert flagged.height == 2  # the two dropped key-ups are flagged, not lost or merged


def test_relative_and_absolute_time_give_the_same_steps(world: dict) -> None:
    rel, abs_ = world["steps"]["r_base"], world["steps"]["r_hidpi"]
    assert rel["t_start_ms"].to_list() == abs_["t_start_ms"].to_list()


def origin_shift(truth: SynthResult) -> int:
    """Synthetic-clock time of the log's origin: the first line when time is absolute."""
    return min(o["time"] for o in truth.lines) if truth.spec.time_base == "absolute" else 0


def used_offset(out: Path, rid: str) -> int:
    marker = json.loads((out / f"_work/date={DATE}/{rid}/frames.done.json").read_text())
    return marker["alignment"]["video_offset_ms"]


def _check_frames(out: Path, truth: SynthResult, steps: pl.DataFrame, offset: int) -> int:
    """`offset`: the one the frames were chosen with (log clock). Each pre frame is the frame on screen
    at the step's start less the frame margin, shows the UI before the action, and the post frame the UI after it."""
    checked = 0
    shift = origin_shift(truth)
    expected = {e.t_start: e for e in truth.steps}
    for s in steps.iter_rows(named=True):
        if s["pre_image"] is None:
            continue
        idx, state = image_barcodes(out / s["pre_image"])
        assert idx == frame_at(truth, s["pre_t_ms"])
        if s["kind"] not in ("terminate", "wait"):
            assert s["pre_t_ms"] == s["t_start_ms"] - offset - FrameSettings().margin_ms
        assert abs(s["pre_frame_pts_ms"] - truth.frame_pts_ms[idx]) < 0.01
        assert state == state_at(truth.steps, truth.frame_pts_ms[idx] + truth.spec.video_offset_ms)
        e = expected.get(s["t_start_ms"] + shift)
        if e is not None and e.kind not in ("wait", "mouse_move"):
            assert state == e.state_before, (s["kind"], state, e.state_before)
            idx2, state2 = image_barcodes(out / s["post_image"])
            assert idx2 == frame_at(truth, s["post_t_ms"]) and state2 == e.state_after, (s["kind"], s["post_t_ms"])
        checked += 1
    return checked


def test_pre_and_post_frames_are_exact(world: dict) -> None:
    for rid, truth in world["truth"].items():
        offset = used_offset(world["out"], rid)
        # the offset used is the true one within a frame period (r_no_ffmpeg: corrected from the log origin)
        assert abs(offset - (truth.spec.video_offset_ms - origin_shift(truth))) <= 1000 / truth.spec.fps, rid
        n = _check_frames(world["out"], truth, world["steps"][rid], offset)
        assert n >= len(truth.steps), rid


def test_frames_are_native_resolution(world: dict) -> None:
    from PIL import Image

    for rid in ("r_base", "r_hidpi"):
        s = world["steps"][rid]
        w, h = (int(v * world["truth"][rid].spec.scale) for v in LOGICAL)
        with Image.open(world["out"] / s["pre_image"][0]) as img:
            assert img.size == (w, h)


def test_clock_offset_recorded(world: dict) -> None:
    import json as j

    for rid, expect, source in (("r_base", 1500, "ffmpeg_output_line"), ("r_no_ffmpeg", 0, "log_origin")):
        rec = j.loads((world["out"] / f"_work/date={DATE}/{rid}/recording.json").read_text())
        assert rec["meta"]["video_offset_ms"] == expect and rec["meta"]["offset_source"] == source


def test_steps_before_the_video_get_no_image(tmp_path: Path) -> None:
    # the first click happens ~300 ms before ffmpeg's first frame
    acts = [Action("click", x=100, y=50), Action("click", x=200, y=150)]
    truth = make(tmp_path / "src", "r_early", actions=acts, lead_ms=-1200, video_offset_ms=2000)
    steps, _ = process(tmp_path / "src", tmp_path / "out", "r_early")
    first, second = steps.row(0, named=True), steps.row(1, named=True)
    assert first["t_start_ms"] < truth.spec.video_offset_ms
    assert first["pre_image"] is None and "before_video" in first["flags"] and not first["sample_eligible"]
    assert second["pre_image"] is not None and second["sample_eligible"]


def test_failed_task_never_reaches_samples(tmp_path: Path) -> None:
    make(tmp_path / "src", "r_fail", status="failed", reason="fail", actions=[Action("click", x=10, y=10)])
    steps, res = process(tmp_path / "src", tmp_path / "out", "r_fail")
    assert res.status == "ok" and not steps["sample_eligible"].any()
    samples = pl.read_parquet(tmp_path / "out" / f"_work/date={DATE}/r_fail/samples.parquet")
    assert samples.height == 0
    assert steps.filter(pl.col("kind") == "terminate")["status"].to_list() == ["failure"]


@pytest.mark.parametrize("damage,needle", [
    ("tamper_log", "sha256 mismatch for input_log.jsonl"),
    ("no_video", "recording.mp4 is missing"),
    ("garbage_log", "lines unreadable"),
    ("bad_overall", "overallHash mismatch"),
    ("corrupt_video", "video unreadable"),
])
def test_quarantine_reasons(tmp_path: Path, damage: str, needle: str) -> None:
    truth = make(tmp_path / "src", "r_q", actions=[Action("click", x=10, y=10)])
    p = truth.path
    if damage == "tamper_log":
        with open(p / "input_log.jsonl", "a") as fh:
            fh.write('{"data":{},"event":"mousemove","time":1}\n')
    elif damage == "no_video":
        (p / "recording.mp4").unlink()
    elif damage == "garbage_log":
        (p / "input_log.jsonl").write_bytes(b"\xff\xfe not json\n" * 50 + (p / "input_log.jsonl").read_bytes()[:200])
        (p / "checksums.json").unlink()
    elif damage == "bad_overall":
        doc = json.loads((p / "checksums.json").read_text())
        doc["overallHash"] = "0" * 64
        (p / "checksums.json").write_text(json.dumps(doc))
    elif damage == "corrupt_video":
        (p / "recording.mp4").write_bytes(b"\x00\x00\x00\x18ftypmp42" + b"\x00" * 100)
        (p / "checksums.json").unlink()
    before = {f: f.read_bytes() for f in p.iterdir()}
    _, res = process(tmp_path / "src", tmp_path / "out", "r_q")
    assert res.status == "quarantined" and needle in res.reason, res.reason
    assert {f: f.read_bytes() for f in p.iterdir()} == before  # raw data never modified


def test_checksums_verified_when_present(world: dict) -> None:
    rec = json.loads((world["out"] / f"_work/date={DATE}/r_hidpi/recording.json").read_text())
    assert rec["meta"]["checksum_status"] == "verified"


def test_samples_follow_seed_000(world: dict) -> None:
    samples = pl.read_parquet(world["out"] / f"_work/date={DATE}/r_base/samples.parquet")
    assert samples.height > 10
    for row in samples.iter_rows(named=True):
        human, gpt = row["conversations"]
        assert human["from"] == "human" and human["value"].startswith("<image>\n")
        assert gpt["value"] == f"<tool_call>\n{row['tool_call']}\n</tool_call>"
        meta = row["metadata"]  # an Arrow struct
        assert {"task_type", "real_coords", "recording_id", "step_index"} <= set(meta)
        assert meta["recording_id"] == "r_base"
    assert samples["task_key"].n_unique() == 1  # the split unit: every sample of a recording in one split


def test_second_run_reuses_everything(world: dict) -> None:
    out = world["out"]
    before = {p: p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}
    _, res = process(world["src"], out, "r_base")
    after = {p: p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}
    assert res.reused and before == after
