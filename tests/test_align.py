"""The event↔video offset estimated from the pixels, on real H.264 recordings whose true offset is
known by construction (the synthetic recorder draws the logged cursor at the true event time)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from alignkit import busy_actions, estimate_for, features_of, moves_of, render_log_video
from synth import Action, SynthResult, SynthSpec, write_recording

from cuaflow.connectors.video import VideoReader
from cuaflow.tasks.recording.align import (
    MAX_SLOT_MS,
    MAX_STEP_MS,
    PAIR_BUDGET,
    CursorTrack,
    MotionFeatures,
    Segment,
    cell_size,
    changed_cells,
    estimate_offset,
    evidence_spans,
    to_video_ms,
)

LOGICAL = (320, 200)
MIN_CONFIDENCE = 0.5  # the pipeline.yaml default


def record(root: Path, name: str, **kw: object) -> SynthResult:
    kw.setdefault("actions", busy_actions(20, LOGICAL, seed=len(name)))
    kw.setdefault("cursor", "arrow")
    spec = SynthSpec(recording_id=name, logical_size=LOGICAL, time_base="relative", seed=len(name),
                     **kw)  # type: ignore[arg-type]
    return write_recording(root / name, spec)


def write_frames(path: Path, frames: list[np.ndarray]) -> None:
    """RGB frames (192×320) as a 10 fps H.264 file."""
    import av

    with av.open(str(path), "w") as out:
        stream = out.add_stream("libx264", rate=10)
        stream.width, stream.height, stream.pix_fmt = 320, 192, "yuv420p"
        for img in frames:
            for p in stream.encode(av.VideoFrame.from_ndarray(img, format="rgb24")):
                out.mux(p)
        for p in stream.encode():
            out.mux(p)


def period(res: SynthResult) -> float:
    return float(np.median(np.diff(res.frame_pts_ms)))


@pytest.fixture(scope="module")
def root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("align")


@pytest.mark.parametrize("true_offset", [1100, 1900])
def test_no_ffmpeg_lines_offset_found_from_the_log_origin(root: Path, true_offset: int) -> None:
    """Without ffmpeg lines the log-derived offset is the log's origin (0): 1-2 s off."""
    res = record(root, f"noff{true_offset}", ffmpeg_lines=False, video_offset_ms=true_offset)
    est, _ = estimate_for(res.path / "recording.mp4", res.lines, res.spec.scale, log_offset_ms=0)
    assert est.confidence >= MIN_CONFIDENCE
    assert len(est.segments) == 1
    assert abs(est.segments[0].offset_ms - true_offset) <= period(res)


@pytest.mark.parametrize("lead", [300, 700])
def test_ffmpeg_line_early_is_corrected(root: Path, lead: int) -> None:
    """The `Output #0` line is logged `lead` ms before the first frame really appears."""
    res = record(root, f"lead{lead}", ffmpeg_lead_ms=lead, video_offset_ms=1600)
    log_offset = 1600 - lead
    est, _ = estimate_for(res.path / "recording.mp4", res.lines, res.spec.scale, log_offset_ms=log_offset)
    assert est.confidence >= MIN_CONFIDENCE
    assert abs(est.segments[0].offset_ms - 1600) <= period(res)
    disagreement = est.max_disagreement(log_offset)
    assert disagreement is not None and abs(disagreement - lead) <= period(res)


def test_stall_half_way_is_a_step_change(root: Path) -> None:
    """At video time 15 s the recorder stalls: the video skips 1 s of the session from there on."""
    stall = 15_000.0
    res = record(root, "stall", video_offset_ms=1500, actions=busy_actions(30, LOGICAL, seed=4), stall_at_ms=stall)
    assert 0.3 < stall / res.frame_pts_ms[-1] < 0.7
    est, _ = estimate_for(res.path / "recording.mp4", res.lines, res.spec.scale, log_offset_ms=1500)
    assert est.confidence >= MIN_CONFIDENCE
    assert len(est.segments) == 2, est.segments
    first, second = est.segments
    p = period(res)
    assert abs(first.offset_ms - 1500) <= p and abs(second.offset_ms - 2500) <= p
    assert abs(second.video_start_ms - stall) < 2000  # between the last change before and the first after
    # every logged cursor move away from the step maps to a video time that shows that same moment
    moves = np.array([o["time"] for o in res.lines if o["event"] == "mousemove" and o["time"] > 1500])
    v = to_video_ms(moves, est.segments)
    shown = v + 1500 + np.where(v >= stall, 1000, 0)
    away = np.abs(v - stall) > 2000
    assert away.sum() > 100 and np.all(np.abs(shown[away] - moves[away]) <= p)


def test_static_screen_is_unverified_not_corrected(root: Path) -> None:
    """Nothing on screen reacts and no cursor is drawn: no evidence, so no correction."""
    actions = [Action(a.kind, x=a.x, y=a.y, x2=a.x2, y2=a.y2, text=a.text, delta=a.delta, notches=a.notches,
                      gap_ms=a.gap_ms, effect=False) for a in busy_actions(12, LOGICAL, seed=9)]
    res = record(root, "static", actions=actions, cursor="none", ffmpeg_lines=False, video_offset_ms=1500)
    est, feats = estimate_for(res.path / "recording.mp4", res.lines, res.spec.scale, log_offset_ms=0)
    assert feats.decoded == len(res.frame_pts_ms)
    assert est.confidence < MIN_CONFIDENCE
    assert est.segments == ()


def test_keyboard_only_session_gives_no_evidence(root: Path) -> None:
    actions = [Action("type", text="hello", gap_ms=500), Action("key", keys=("Return",))] * 4
    res = record(root, "keys", actions=actions, ffmpeg_lines=False, video_offset_ms=1200)
    est, _ = estimate_for(res.path / "recording.mp4", res.lines, res.spec.scale, log_offset_ms=0)
    assert est.confidence == 0.0 and est.offset_ms is None


@pytest.mark.parametrize("rec", ["20250817_232256", "20251007_131852"])
def test_real_logs_estimate_their_ffmpeg_offset(real_fixtures: Path, tmp_path: Path, rec: str) -> None:
    """Video drawn from the real log's own mouse path at its ffmpeg offset; the search starts from the
    log's origin, as if the ffmpeg lines were missing."""
    from cuaflow.connectors.clones import parse_log_lines

    data = (real_fixtures / rec / "input_log.jsonl").read_bytes()
    cols, times = parse_log_lines(data, rec)
    origin = min(t for t in times if t is not None)
    starts = [t - origin for t, txt in zip(times, cols["text"], strict=True)
              if t is not None and txt and txt.startswith("Output #0")]
    ffmpeg_offset = max(starts)
    scale = 1 / 3  # the 1440x900-point screen drawn at 480x300
    lines, origin2, pts = render_log_video(tmp_path / "v.mp4", real_fixtures / rec / "input_log.jsonl",
                                           ffmpeg_offset, (480, 300), scale)
    assert origin2 == origin
    est, _ = estimate_for(tmp_path / "v.mp4", lines, scale, log_offset_ms=0, origin=origin)
    assert est.confidence >= MIN_CONFIDENCE, est
    assert abs(est.segments[0].offset_ms - ffmpeg_offset) <= float(np.median(np.diff(pts)))


def test_evidence_spans_keep_every_frame_of_a_short_recording_and_thin_a_long_one() -> None:
    """Under the pair budget the request windows come back unchanged; above it, single pairs of consecutive frames,
    about the budget of them, at most MAX_SLOT_MS apart, and none where the log has no cursor sample in reach."""
    frames = np.arange(0, 600_000, 1000 / 30)
    t = np.arange(0, 602_000, 8.0)
    quiet = (t > 300_000) & (t < 320_000)  # 20 s of typing: no cursor sample
    track = CursorTrack.from_points(t[~quiet], np.full((~quiet).sum(), 10.0), np.full((~quiet).sum(), 10.0), 1.0,
                                    1920, 1080)
    requests = list(np.arange(1000.0, 599_000, 700))
    assert evidence_spans(frames[:PAIR_BUDGET], requests[:100], track, 2000, 3000) == [(r - 3000, r + 3000)
                                                                               for r in requests[:100]]
    spans = evidence_spans(frames, requests, track, 2000, 3000)
    assert 0.9 * PAIR_BUDGET <= len(spans) <= 1.05 * PAIR_BUDGET
    starts = np.searchsorted(frames, [a for a, _ in spans])
    assert np.array_equal(frames[starts], [a for a, _ in spans]) and np.array_equal(frames[starts + 1],
                                                                                      [b for _, b in spans])
    reach = 3000 + 2 * MAX_STEP_MS  # a pair is scorable while a sample lies within the searched offsets
    silent = (frames[starts] > 300_000 - 2000 + reach) & (frames[starts + 1] < 320_000 - 2000 - reach)
    assert not silent.any()
    before = frames[starts][frames[starts] < 290_000]  # where the cursor moves all the time: a pair every slot
    assert np.diff(before).max() <= MAX_SLOT_MS and before.size > 0.4 * len(spans)


def test_thinned_features_estimate_the_offset_within_a_frame(root: Path) -> None:
    """The estimate from a few pairs a second (the budget made small for a short video) stays within a frame."""
    res = record(root, "thin", ffmpeg_lead_ms=500, video_offset_ms=1600)
    t, x, y = moves_of(res.lines)
    with VideoReader(str(res.path / "recording.mp4")) as r:
        info = r.info()
    track = CursorTrack.from_points(t, x, y, res.spec.scale, info.width or 0, info.height or 0)
    requests = [float(v) for v in np.arange(500.0, res.frame_pts_ms[-1], 1500.0)]
    every = features_of(res.path / "recording.mp4")
    thin = features_of(res.path / "recording.mp4",
                       lambda ms: evidence_spans(ms, requests, track, 1100, 3000, budget=len(every.t0) // 4))
    assert len(thin.t0) < len(every.t0) / 2
    est = estimate_offset(thin, track, 1100)
    assert est.confidence >= MIN_CONFIDENCE
    assert abs(est.segments[0].offset_ms - 1600) <= period(res)


def test_piecewise_mapping() -> None:
    segs = [Segment(0.0, 1000.0, 1.0, 30), Segment(5000.0, 2000.0, 1.0, 30)]  # video skipped 1 s at v=5000
    v = to_video_ms([1000, 5999, 6000, 6500, 7000, 9000], segs)
    assert v.tolist() == [0, 4999, 5000, 5000, 5000, 7000]  # events inside the skipped second: first frame after


def test_features_pair_kinds() -> None:
    """Static pairs, local changes (normalised maps) and screen-wide changes are told apart."""
    w, h = 640, 400
    f = MotionFeatures(w, h)
    assert f.cell == cell_size(w) == 4
    tw, th = f.thumb_size
    base = np.full((th, tw), 100, dtype=np.uint8)
    moved = base.copy()
    moved[50:60, 80:84] = 0  # a small dark object appears
    f.add(0.0, base, False)
    f.add(50.0, base + 1, True)  # codec-noise-sized change
    f.add(100.0, moved, True)
    f.add(150.0, np.full((th, tw), 200, dtype=np.uint8), True)  # window switch
    f.add(200.0, base, False)  # after a seek: no pair
    assert f.t0 == [0.0, 50.0, 100.0] and f.kind == [0, 1, 2]
    ch, cw = f.grid
    m = np.zeros(ch * cw, dtype=bool)
    m[f.maps[0]] = True
    m = m.reshape(ch, cw)
    # the change covers rows 50-59, columns 80-83: those cells and their neighbours are "near a change"
    assert m[55, 82] and not m[0, 0]
    assert m.sum() == 12 * 6 and m[49:61, 79:85].all() and f.hot_fraction[0] == 72 / (ch * cw)


def test_changed_cells_ignores_the_cursor() -> None:
    pre = np.full((100, 160), 80, dtype=np.uint8)
    post = pre.copy()
    post[40:48, 60:64] = 0  # a pointer 32 px tall, hot spot at (60*4, 40*4) video px
    assert changed_cells(pre, post, [(240.0, 160.0)], cell=4) == 0
    assert changed_cells(pre, post, [(240.0, 160.0)], cell=4, scale=0.5) > 0  # a box for a smaller pointer
    assert changed_cells(pre, post, [], cell=4) == 32
    post[80:90, 10:20] = 255  # a real change elsewhere
    assert changed_cells(pre, post, [(240.0, 160.0)], cell=4) == 100
    ignore = np.zeros_like(pre, dtype=bool)
    ignore[80:90, 10:15] = True  # a region that changes all the time
    assert changed_cells(pre, post, [(240.0, 160.0)], cell=4, ignore=ignore) == 50


def test_luma_thumbnail_equals_a_grey_rescale_within_two_levels(tmp_path: Path) -> None:
    """The thumbnail read from the luma plane (no colour conversion) is the scaler's grey AREA rescale, to two
    grey levels (rounding twice), on real H.264 frames (limited-range luma expanded as the conversion does)."""
    import av

    from cuaflow.connectors.video import grey_thumbnail

    rng = np.random.default_rng(3)
    path = tmp_path / "v.mp4"
    frames: list[np.ndarray] = []
    for k in range(4):
        img = np.repeat(np.repeat(rng.integers(0, 256, (24, 40, 3), dtype=np.uint8), 8, 0), 8, 1)
        img[40:60, 20 * k:20 * k + 6] = 255  # a thin bright mark
        frames.append(img)
    write_frames(path, frames)
    with av.open(str(path)) as c:
        for frame in c.decode(video=0):
            fast = grey_thumbnail(frame, 40, 24).astype(int)
            slow = frame.reformat(width=40, height=24, format="gray", interpolation="AREA").to_ndarray().astype(int)
            assert fast.shape == slow.shape == (24, 40) and np.abs(fast - slow).max() <= 2


def test_sampled_rows_thumbnail_averages_exactly_those_rows(tmp_path: Path) -> None:
    """`rows=1`: each cell's mean over its first pixel row (all its columns), to two grey levels of the same mean
    taken on the scaler's full-resolution grey frame; a mark crossing that row moves the cell, one below it
    does not (the features' cost falls with the rows they read)."""
    import av

    from cuaflow.connectors.video import grey_thumbnail

    path = tmp_path / "v.mp4"
    frames: list[np.ndarray] = []
    for k in range(3):
        img = np.full((192, 320, 3), 40, dtype=np.uint8)
        img[80:96, 16 * k:16 * k + 8] = 230  # two cells tall: crosses rows 80 and 88 (sampled)
        img[3:7, 200:208] = 230  # inside the first cell row, below its sampled row 0
        frames.append(img)
    write_frames(path, frames)
    with av.open(str(path)) as c:
        for k, frame in enumerate(c.decode(video=0)):
            full = frame.reformat(format="gray").to_ndarray().astype(float)
            for cell in (4, 8, 16):  # Pillow's box (4), the 64-bit word sums (8, 16)
                w, h = 320 // cell, 192 // cell
                thumb = grey_thumbnail(frame, w, h, rows=1).astype(int)
                want = full[::cell].reshape(h, w, cell).mean(axis=2)
                assert thumb.shape == (h, w) and np.abs(thumb - want).max() <= 2, cell
            thumb = grey_thumbnail(frame, 40, 24, rows=1).astype(int)
            assert thumb[10, 2 * k] > 150 and thumb[0, 25] < 80


def test_feature_row_sums_equal_pillows_box_reduce(tmp_path: Path) -> None:
    """The 64-bit word sums of one luma row per cell give exactly what Pillow's box reduce of those rows
    gives (then the same range expansion): a faster route to the same features, never other values."""
    import av
    from PIL import Image

    from cuaflow.connectors.video import _FULL_RANGE, grey_thumbnail

    path = tmp_path / "noise.mp4"
    rng = np.random.default_rng(5)
    frames: list[np.ndarray] = []
    for _ in range(3):
        img = rng.integers(0, 256, (192, 320, 3), dtype=np.uint8)
        frames.append(img)
    write_frames(path, frames)
    with av.open(str(path)) as c:
        for frame in c.decode(video=0):
            plane = frame.planes[0]
            for cell in (8, 16):
                w, h = 320 // cell, 192 // cell
                rows = Image.frombuffer("L", (w * cell, h), plane, "raw", "L", plane.line_size * cell, 1)
                want = _FULL_RANGE.take(np.asarray(rows.reduce((cell, 1))))
                assert np.array_equal(grey_thumbnail(frame, w, h, rows=1), want), cell


@pytest.mark.parametrize("span", [(-5e6, 5e6), (1000.0, 1500.0), (2e4, 1e4), (-10.0, -5.0)])
def test_cursor_path_lookup_is_exact_inside_and_outside_its_counted_span(span: tuple[float, float]) -> None:
    """The per-millisecond counts cover only the span an estimate asks about (a log can run for hours beyond
    the video); every lookup, inside or outside that span, is the cell of the last sample at or before it."""
    from types import SimpleNamespace

    from cuaflow.tasks.recording.align import CursorTrack
    from cuaflow.tasks.recording.align_scoring import CursorPath

    rng = np.random.default_rng(3)
    t = np.sort(rng.integers(0, 3000, 400)).astype(np.float64)  # whole ms, several samples per ms at places
    x, y = rng.uniform(-20, 340, t.size), rng.uniform(0, 200, t.size)  # some off screen
    track = CursorTrack.from_points(t, x, y, 1.0, 320, 200)
    # pairs whose video times, under offset 0 and no reach, are the counted span
    grid = SimpleNamespace(cpx=16.0, cpy=16.0, cw=20, ch=13, t0=np.array([span[0]]), t1=np.array([span[1]]))
    path = CursorPath.of(grid, track, 0.0, 0.0)  # type: ignore[arg-type]
    ok = ~(np.isnan(track.x) | np.isnan(track.y))
    cx, cy = np.clip(np.nan_to_num(track.x) // 16, 0, 19), np.clip(np.nan_to_num(track.y) // 16, 0, 12)
    cell = np.where(ok, cy * 20 + cx, -1).astype(np.int64)
    queries = np.concatenate([rng.uniform(-100, 3100, 2000), t, t - 0.5, [-1e9, 1e9]])
    at = np.searchsorted(track.t_ms, queries, side="right") - 1
    expected = np.where(at >= 0, cell[np.maximum(at, 0)], -1)
    assert (path.at(queries) == expected).all()
