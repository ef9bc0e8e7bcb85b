"""H.264 test videos with the encoder settings real recorders vary: B-frames, GOP length, open GOPs.

`connectors.synth.encode_video` writes what the demo's recorder writes (no B-frames); these variants check that
decoding only what is needed gives the same frames whatever the encoding."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np

from cuaflow.connectors.synth import encode_video


def encode_h264(path: Path, size: tuple[int, int], pts_ms: list[float], frame_fn: Callable[[int, float], np.ndarray],
                *, keyint: int, bframes: int = 0, open_gop: bool = False, crf: int = 23,
                preset: str = "ultrafast", codec: str = "libx264") -> list[float]:
    """Encode with libx264 (or libx265) at the given frame times (1/90000 s grid); return the times written.
    `bframes`: B-frames between reference frames (x264 makes the middle one a reference: b-pyramid); `open_gop`:
    keyframes that are no IDR picture (the B-frames before them in presentation order refer to the previous
    GOP)."""
    return encode_video(path, size, pts_ms, frame_fn, keyint, crf, preset, bframes=bframes, open_gop=open_gop,
                        codec=codec)
