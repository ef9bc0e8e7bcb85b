"""Decoding only what is needed gives the same frames as decoding everything, whatever the encoding.

`VideoReader.frames_during` skips GOPs without a wanted frame, the tail of a GOP after its last wanted frame and
non-reference B-frames; these tests compare every frame it yields, byte for byte, with a decode of every frame, on
H.264 encoded without and with B-frames, with short GOPs, with open GOPs and with one keyframe for the whole
video (the last two fall back to decoding every reference picture before a wanted frame), and on HEVC."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from synth import draw_frame
from videokit import encode_h264

from cuaflow.connectors.video import DecodePlan, VideoReader, h264_packet_kind

W, H = 160, 96
N = 150  # frames, ~10 fps

ENCODINGS = {  # name: (keyint, bframes, open_gop, encoder)
    "no_bframes": (12, 0, False, "libx264"),
    "bframes_2": (12, 2, False, "libx264"),
    "bframes_3": (24, 3, False, "libx264"),
    "open_gop": (24, 3, True, "libx264"),
    "one_keyframe": (10_000, 2, False, "libx264"),
    "hevc": (24, 3, False, "libx265"),  # IDR pictures found, every picture kept as a reference
}


@pytest.fixture(scope="module")
def videos(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, dict[float, np.ndarray]]]:
    """Each encoding of the same frames, with its decode-everything reference (pts ms → RGB)."""
    root = tmp_path_factory.mktemp("enc")
    rng = random.Random(5)
    times, t = [], 0.0
    for _ in range(N):
        times.append(round(t, 3))
        t += 100 * rng.uniform(0.7, 1.3)
    out = {}
    for name, (keyint, bf, open_gop, codec) in ENCODINGS.items():
        path = root / f"{name}.mp4"
        encode_h264(path, (W, H), times, lambda k, p: draw_frame(W, H, k, k % 5, (k * 7 % W, k * 3 % H)),
                    keyint=keyint, bframes=bf, open_gop=open_gop, codec=codec)
        with VideoReader(str(path)) as r:
            out[name] = (path, {p: f.to_ndarray(format="rgb24") for p, f in r.frames()})
    return out


def shown_during(times: list[float], spans: list[tuple[float, float]]) -> set[float]:
    """Brute force: every frame on screen at some moment of a span."""
    out = set()
    for a, b in spans:
        on = [p for p in times if p <= a]
        out |= {p for p in times if (not on or p >= on[-1]) and p <= b}
    return out


def spans_for(rng: random.Random, end: float, kind: str) -> list[tuple[float, float]]:
    if kind == "points":
        return [(t, t) for t in (rng.uniform(-50, end + 50) for _ in range(6))]
    if kind == "windows":
        return [(t - w, t + w) for t, w in ((rng.uniform(0, end), rng.uniform(0, 600)) for _ in range(3))]
    return [(t, t) for t in (rng.uniform(0, end) for _ in range(3))] + [(rng.uniform(0, end),) * 2]


@pytest.mark.parametrize("name", list(ENCODINGS))
def test_frames_are_byte_identical_to_decoding_everything(videos: dict, name: str) -> None:
    path, ref = videos[name]
    times = sorted(ref)
    rng = random.Random(name)
    sent = total = 0
    for trial in range(12):
        spans = spans_for(rng, times[-1], ["points", "windows", "mixed"][trial % 3])
        with VideoReader(str(path)) as r:
            got = list(r.frames_during(spans))
            plan = DecodePlan.of(r.packet_index(), spans)
        sent += int(plan.send.sum())
        total += plan.send.size
        want = shown_during(times, spans)
        assert [p for p, _, _ in got] == sorted(want), f"{name}: spans {spans}"
        for (p, frame, contiguous), prev in zip(got, [None, *got[:-1]], strict=True):
            assert np.array_equal(frame.to_ndarray(format="rgb24"), ref[p]), f"{name}: frame at {p} ms differs"
            between = prev is not None and any(prev[0] < q < p for q in times)
            assert contiguous == (prev is not None and not between)
    assert sent < total  # something was skipped: the tail after the last wanted frame at least
    if name in ("bframes_2", "bframes_3"):
        assert sent < 0.6 * total  # GOPs and non-reference B-frames skipped
    if name == "hevc":
        assert sent < 0.8 * total  # whole GOPs skipped


def test_packets_are_classified_from_their_nal_headers(videos: dict) -> None:
    """x264 with B-frames: IDR pictures at keyframes, a reference B-frame between P-frames (b-pyramid) and two
    that are not; an open GOP's keyframes are no IDR picture; without B-frames every picture is a reference."""
    kinds = {}
    for name in ("no_bframes", "bframes_3", "open_gop", "hevc"):
        with VideoReader(str(videos[name][0])) as r:
            ix = r.packet_index()
            kinds[name] = (int(ix.reference.sum()), int(ix.idr.sum()), ix.reference.size)
    assert kinds["no_bframes"] == (N, N // 12 + 1, N)
    ref, idr, n = kinds["bframes_3"]
    assert idr == -(-N // 24) and 0.4 * n < ref < 0.6 * n
    assert kinds["open_gop"][1] == 1  # only the first keyframe is an IDR picture
    assert kinds["hevc"] == (N, -(-N // 24), N)


def test_annex_b_and_length_prefixed_nal_units() -> None:
    sps, pps, idr, b_nonref, p_ref = b"\x67\x42", b"\x68\xce", b"\x65\x88", b"\x01\x9e", b"\x41\x9a"
    annexb = b"\0\0\0\1" + sps + b"\0\0\1" + pps + b"\0\0\1" + idr + b"\x00\x11"
    assert h264_packet_kind(annexb, 0) == (True, True)
    assert h264_packet_kind(b"\0\0\1" + b_nonref + b"\x12\x34", 0) == (False, False)
    prefixed = b"".join(len(n).to_bytes(4, "big") + n for n in (b"\x06\x05", b_nonref, b_nonref))  # SEI, 2 slices
    assert h264_packet_kind(prefixed, 4) == (False, False)
    assert h264_packet_kind(len(p_ref).to_bytes(2, "big") + p_ref, 2) == (True, False)
    assert h264_packet_kind(b"\x00\x00\x00\x09garbage", 4) == (True, False)  # unreadable: kept, no IDR
