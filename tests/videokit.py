"""H.264 test videos with the encoder settings real recorders vary: B-frames, GOP length, open GOPs.

`connectors.synth.encode_video` writes what the demo's recorder writes (no B-frames); these variants check that
decoding only what is needed gives the same frames whatever the encoding."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import av
import numpy as np


def encode_h264(path: Path, size: tuple[int, int], pts_ms: list[float], frame_fn: Callable[[int, float], np.ndarray],
                *, keyint: int, bframes: int = 0, open_gop: bool = False, crf: int = 23,
                preset: str = "ultrafast", codec: str = "libx264") -> list[float]:
    """Encode with libx264 (or libx265) at the given frame times (1/90000 s grid); return the times written.
    `bframes`: B-frames between reference frames (x264 makes the middle one a reference: b-pyramid); `open_gop`:
    keyframes that are no IDR picture (the B-frames before them in presentation order refer to the previous
    GOP)."""
    w, h = size
    tb = Fraction(1, 90000)
    written: list[float] = []
    with av.open(str(path), mode="w", format="mp4") as out:
        stream = out.add_stream(codec, rate=30)
        stream.width, stream.height, stream.pix_fmt = w, h, "yuv420p"
        stream.time_base = tb
        stream.codec_context.time_base = tb
        options = {"crf": str(crf), "preset": preset, "g": str(keyint), "bf": str(bframes), "sc_threshold": "0"}
        if codec == "libx265":
            options["x265-params"] = f"open-gop={int(open_gop)}:log-level=error"
        elif open_gop:
            options["x264-params"] = "open-gop=1"
        stream.options = options
        last = -1
        for k, p in enumerate(pts_ms):
            frame = av.VideoFrame.from_ndarray(frame_fn(k, p), format="rgb24")
            pts = max(int(round(p * 90)), last + 1)
            last = pts
            written.append(pts / 90)
            frame.pts, frame.time_base = pts, tb
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode(None):
            out.mux(packet)
    return written
