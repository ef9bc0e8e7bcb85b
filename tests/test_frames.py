"""Frame extraction is exact: 'the frame on screen at t' = the last frame whose own pts <= t."""

from __future__ import annotations

import io
import random
from pathlib import Path

import fsspec
import numpy as np
import pytest
from PIL import Image
from synth import draw_frame, encode_video, frame_times, read_barcodes
from videokit import encode_h264

from cuaflow.connectors.video import VideoError, VideoReader
from cuaflow.schemas.frames import FrameOptions, VideoClock
from cuaflow.schemas.settings import AlignmentSettings, FrameSettings
from cuaflow.tasks.frames import (
    AFTER_VIDEO,
    BEFORE_VIDEO,
    VIDEO_GAP,
    FrameEncoder,
    encode_image,
    extract_step_frames,
    frame_name,
    select_frames,
)

W, H = 320, 192


@pytest.fixture(scope="module")
def vfr_video(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[float]]:
    rng = random.Random(7)
    wanted = frame_times(90_000, fps=12, vfr=True, rng=rng)  # 90 s, jittered, with dropped stretches
    path = tmp_path_factory.mktemp("vfr") / "v.mp4"
    pts = encode_video(path, (W, H), wanted, lambda k, p: draw_frame(W, H, k, k % 7, None), keyint=48)
    return path, pts


@pytest.fixture(scope="module")
def vfr_bframes(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[float]]:
    """The same frames encoded with B-frames (x264's b-pyramid: one of three is a reference)."""
    wanted = frame_times(90_000, fps=12, vfr=True, rng=random.Random(7))
    path = tmp_path_factory.mktemp("vfr") / "bf.mp4"
    pts = encode_h264(path, (W, H), wanted, lambda k, p: draw_frame(W, H, k, k % 7, None), keyint=48, bframes=3)
    return path, pts


def reference(pts: list[float], t: float) -> int | None:
    idx = None
    for k, p in enumerate(pts):
        if p <= t:
            idx = k
    return idx


def run(path: Path, times: list[float], **kw: object) -> tuple[dict, dict[float, int]]:
    seen: dict[float, int] = {}

    def on_frame(pts_ms: float, frame: object) -> None:
        assert pts_ms not in seen, "a frame must be converted once"
        seen[pts_ms] = read_barcodes(frame.to_ndarray(format="rgb24"))[0]  # type: ignore[attr-defined]

    with VideoReader(str(path)) as r:
        end = r.info().duration_ms
        hits = select_frames(r, times, video_end_ms=end, on_frame=on_frame, **kw)  # type: ignore[arg-type]
    return hits, seen


@pytest.mark.parametrize("video", ["vfr_video", "vfr_bframes"])  # without and with B-frames
def test_hundreds_of_random_times_are_exact(request: pytest.FixtureRequest, video: str) -> None:
    path, pts = request.getfixturevalue(video)
    rng = random.Random(1)
    times = [rng.uniform(0, pts[-1] + 40) for _ in range(300)]
    times += [pts[k] for k in rng.sample(range(len(pts)), 40)]  # exactly on a frame's pts
    times += [pts[k] - 0.001 for k in rng.sample(range(1, len(pts)), 40)]  # just before one
    sparse = sorted(rng.uniform(0, pts[-1]) for _ in range(8))  # far apart: whole GOPs between are skipped
    hits, seen = run(path, times + sparse)
    checked = 0
    for t in times + sparse:
        h = hits[t]
        want = reference(pts, t)
        assert h.miss is None and want is not None
        assert seen[h.pts_ms] == want, f"t={t}: got frame {seen[h.pts_ms]}, want {want}"
        assert abs(h.pts_ms - pts[want]) < 0.02
        checked += 1
    assert checked >= 380


def test_times_outside_the_video_are_reported_not_clamped(vfr_video: tuple[Path, list[float]]) -> None:
    path, pts = vfr_video
    with VideoReader(str(path)) as r:
        end = r.info().duration_ms
    assert end is not None and end > pts[-1]
    hits, _ = run(path, [-5.0, -0.001, 0.0, pts[-1] + 0.5, end - 0.01, end + 1, end + 5000])
    assert hits[-5.0].miss == hits[-0.001].miss == BEFORE_VIDEO
    assert hits[0.0].miss is None
    assert hits[pts[-1] + 0.5].miss is None and hits[end - 0.01].miss is None  # inside the last frame
    assert hits[end + 1].miss == hits[end + 5000].miss == AFTER_VIDEO


def test_identical_requests_decode_and_encode_once(vfr_video: tuple[Path, list[float]]) -> None:
    path, pts = vfr_video
    t = [pts[10] + 1, pts[10] + 2, pts[10] + 2, pts[11] - 0.5, pts[20]]  # three fall on frame 10
    hits, seen = run(path, t)
    assert len(seen) == 2 and sorted(seen.values()) == [10, 20]
    assert {hits[x].pts_ms for x in t[:4]} == {pts[10]}


@pytest.mark.parametrize("fmt", ["png", "jpg", "webp"])
def test_images_native_size_and_byte_identical(vfr_video: tuple[Path, list[float]], fmt: str) -> None:
    path, pts = vfr_video
    outs: list[dict[float, bytes]] = []
    for _ in range(2):
        got: dict[float, bytes] = {}
        enc = FrameEncoder(fmt, 90, FrameSettings(), got.__setitem__)
        with VideoReader(str(path)) as r:
            select_frames(r, [pts[3], pts[50] + 3, 60_000.0], video_end_ms=None, on_frame=enc)
        enc.close()
        outs.append(got)
    assert outs[0] == outs[1] and len(outs[0]) == 3
    for data in outs[0].values():
        img = Image.open(io.BytesIO(data))
        assert img.size == (W, H) and img.format == {"png": "PNG", "jpg": "JPEG", "webp": "WEBP"}[fmt]
    idx = sorted(read_barcodes(np.asarray(Image.open(io.BytesIO(b)).convert("RGB")))[0] for b in outs[0].values())
    assert idx == sorted([3, 50, reference(pts, 60_000.0)])


def test_png_is_lossless() -> None:
    rgb = draw_frame(64, 48, 12345, 3, (10, 10))
    back = np.asarray(Image.open(io.BytesIO(encode_image(rgb, "png", 95, FrameSettings()))))
    assert (back == rgb).all()


def test_reads_from_an_fsspec_file_object(vfr_video: tuple[Path, list[float]]) -> None:
    path, pts = vfr_video
    fs = fsspec.filesystem("memory")
    fs.pipe("/videos/v.mp4", path.read_bytes())
    seen = []
    with fs.open("/videos/v.mp4", "rb") as fh, VideoReader(fh) as r:
        hits = select_frames(r, [pts[5] + 1, 45_000.0], video_end_ms=None,
                             on_frame=lambda p, f: seen.append(read_barcodes(f.to_ndarray(format="rgb24"))[0]))
    assert seen == [5, reference(pts, 45_000.0)] and all(h.miss is None for h in hits.values())


def test_retina_size_video(tmp_path: Path) -> None:
    """2880x1800, as a Retina Mac records: exact frames at native resolution."""
    w, h = 2880, 1800
    path = tmp_path / "retina.mp4"
    pts = encode_video(path, (w, h), [0.0, 40.0, 95.0, 130.0, 210.0], lambda k, p: draw_frame(w, h, k, k, None),
                       keyint=2)
    got: dict[float, tuple[int, tuple[int, int]]] = {}

    def keep(p: float, f: object) -> None:
        rgb = f.to_ndarray(format="rgb24")  # type: ignore[attr-defined]
        got[p] = (read_barcodes(rgb)[0], rgb.shape[:2])

    with VideoReader(str(path)) as r:
        hits = select_frames(r, [50.0, 200.0], video_end_ms=r.info().duration_ms, on_frame=keep)
    assert got[hits[50.0].pts_ms] == (1, (h, w)) and got[hits[200.0].pts_ms] == (3, (h, w))
    assert hits[200.0].pts_ms == pytest.approx(pts[3])


@pytest.mark.parametrize("video", ["vfr_video", "vfr_bframes"])
def test_probes_look_at_their_frame_and_change_nothing_else(request: pytest.FixtureRequest, video: str) -> None:
    """A probe sees the frame on screen at its time (read from the frame's own barcode), never through `on_frame`;
    the requests' answers and what `on_decoded` sees (frames and their contiguity, which feed the clock check) are
    those of the same pass without probes, though the probes had frames no request needed decoded."""
    path, pts = request.getfixturevalue(video)
    rng = random.Random(3)
    times = sorted(rng.uniform(0, pts[-1]) for _ in range(12))
    spans = [(t - 300, t + 300) for t in times[::3]]
    probes = [rng.uniform(0, pts[-1]) for _ in range(15)] + [times[4]]  # one the same as a request

    def one(with_probes: bool) -> tuple[dict, dict, list, dict]:
        decoded: list[tuple[float, bool]] = []
        looked: dict[float, int] = {}
        hits, seen = run(path, times, spans=spans, on_decoded=lambda p, f, c: decoded.append((p, c)),
                         probes=probes if with_probes else (),
                         on_probe=lambda p, f: looked.__setitem__(p, read_barcodes(f.to_ndarray(format="rgb24"))[0]))
        return hits, seen, decoded, looked

    hits0, seen0, decoded0, _ = one(False)
    hits1, seen1, decoded1, looked = one(True)
    assert (hits1, seen1, decoded1) == (hits0, seen0, decoded0)
    want = {pts[k]: k for t in probes if t != times[4] and (k := reference(pts, t)) is not None}
    assert looked == want and set(looked) - set(seen1)  # frames no request needed were looked at


class _Store:
    """A storage backend of the extraction's one signature (`FrameStore`): frames kept in a dict."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}

    def put_frame(self, rel: str, data: bytes) -> None:
        self.files[rel] = data

    def remove_output(self, rel: str) -> None:
        del self.files[rel]


def test_extract_step_frames_from_a_path_through_its_backends(vfr_video: tuple[Path, list[float]]) -> None:
    """The extraction's one entry, as a caller outside the stage uses it: a path, event-clock requests with the
    log's offset, the frame age tolerated, a private span; each kept frame goes through the filter once and is
    written to the store as the frame on screen (read from its own barcode), none from the private span."""
    path, pts = vfr_video
    offset = 5_000
    pre = [offset + pts[10] + 1, offset + pts[40] + 1, offset + pts[70] + 1]
    post = [offset + pts[12] + 1, offset + pts[41] + 1, offset + 200_000.0]  # the last after the video's end
    private = (int(offset + pts[40]) - 1, int(offset + pts[41]) + 2)  # steps 1's frames
    filtered: list[float] = []

    def redact(pts_ms: float, rgb: np.ndarray) -> np.ndarray:
        filtered.append(pts_ms)
        return rgb

    store = _Store()
    got = extract_step_frames(path, pre, post, tolerance_ms=10_000.0, store=store, frame_dir="f", redact=redact,
                              clock=VideoClock(offset_ms=offset, private_ranges=(private,)),
                              options=FrameOptions(alignment=AlignmentSettings(enabled=False)))
    assert [h.pts_ms for h in got.pre] == [pts[10], pts[40], pts[70]]
    assert [h.pts_ms for h in got.post[:2]] == [pts[12], pts[41]] and got.post[2].miss == AFTER_VIDEO
    assert got.decision is None and got.passes == 1
    assert sorted(filtered) == sorted(got.written) == [pts[10], pts[12], pts[70]]
    shown = {read_barcodes(np.asarray(Image.open(io.BytesIO(b)).convert("RGB")))[0] for b in store.files.values()}
    assert shown == {10, 12, 70} and set(store.files) == {f"f/{frame_name(p, 'png')}" for p in filtered}


def test_extract_step_frames_tolerance_and_an_open_reader(vfr_video: tuple[Path, list[float]]) -> None:
    """A frame older than the tolerance is a video_gap, never shown; an open reader is the caller's (still open
    after, and a second extraction on it gives the same frames)."""
    path, pts = vfr_video
    gap = max(range(1, len(pts)), key=lambda k: pts[k] - pts[k - 1])  # the longest dropped stretch
    inside = pts[gap - 1] + (pts[gap] - pts[gap - 1]) * 0.9
    tolerance = (pts[gap] - pts[gap - 1]) * 0.5
    with VideoReader(str(path)) as r:
        runs = [extract_step_frames(r, [pts[3] + 1, inside], [pts[4] + 1, pts[gap] + 1], tolerance_ms=tolerance,
                                    clock=VideoClock(), store=_Store(), frame_dir="f") for _ in range(2)]
        assert r.info().width == W  # left open
    for got in runs:
        assert got.pre[0].pts_ms == pts[3] and got.pre[1].miss == VIDEO_GAP and got.post[1].pts_ms == pts[gap]
    assert runs[0].pre == runs[1].pre and runs[0].post == runs[1].post


def test_extract_step_frames_errors_say_what_to_do(tmp_path: Path, vfr_video: tuple[Path, list[float]]) -> None:
    path, _ = vfr_video
    kw = {"tolerance_ms": 1000.0, "clock": VideoClock(), "store": _Store(), "frame_dir": "f"}
    with pytest.raises(ValueError, match=r"2 pre-action times but 1 post-action.*frame_requests gives both"):
        extract_step_frames(path, [1.0, 2.0], [3.0], **kw)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"1 probes for 2 steps; expected one per step"):
        extract_step_frames(path, [1.0, 2.0], [3.0, 4.0], probes=[None], **kw)  # type: ignore[arg-type]
    still = tmp_path / "screen.mp4"
    Image.new("RGB", (8, 8)).save(still, format="PNG")  # a screenshot saved under the video's name
    with pytest.raises(VideoError, match=r"decoding failed \(the file is a still image.*re-export or re-upload"):
        extract_step_frames(still, [1.0], [2.0], **kw)  # type: ignore[arg-type]
