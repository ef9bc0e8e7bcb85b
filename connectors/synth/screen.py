"""The synthetic screen: frames with two barcodes (the frame index and the UI state) and a cursor, encoded as real
H.264 (libx264 through PyAV) at the given frame times."""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path
from typing import Any, cast

import av
import numpy as np
from av.video.stream import VideoStream

CELL = 8  # barcode cell size in physical pixels
BITS = 16
PALETTE = [(40, 44, 52), (200, 60, 60), (60, 160, 80), (60, 90, 200), (220, 180, 40), (160, 60, 180),
           (40, 170, 170), (230, 120, 40), (120, 120, 120), (240, 240, 240)]


def _arrow(size: int) -> tuple[np.ndarray, np.ndarray]:
    """Outline and fill masks of a pointer `size` px tall, hot spot at (0, 0)."""
    wid = max(3, int(size * 0.65))
    yy, xx = np.mgrid[0:size, 0:wid]
    body = (xx <= yy * 0.65) & (yy < size * 0.75)
    stem = (yy >= size * 0.5) & (xx >= yy * 0.3) & (xx <= yy * 0.3 + size * 0.18)
    outer = body | stem
    inner = np.zeros_like(outer)
    inner[1:-1, 1:-1] = outer[1:-1, 1:-1] & outer[:-2, 1:-1] & outer[2:, 1:-1] & outer[1:-1, :-2] & outer[1:-1, 2:]
    return outer, inner


def draw_frame(w: int, h: int, index: int, state: int, cursor: tuple[int, int] | None,
               cursor_size: int = 0, background: np.ndarray | None = None) -> np.ndarray:
    img = np.empty((h, w, 3), dtype=np.uint8)
    if background is not None:
        img[:] = background
    else:
        img[:] = PALETTE[state % len(PALETTE)]
        # 'window chrome' so frames look like a screen, not a flat colour
        img[h // 6 : h // 6 + 4, :] = 30
        img[h // 3 :: 24, w // 8 : w - w // 8] = 200
    for row, value in enumerate((index, state)):
        y0 = CELL * (1 + 2 * row)
        for b in range(BITS):
            x0 = CELL * (1 + b)
            img[y0 : y0 + CELL, x0 : x0 + CELL] = 255 if (value >> (BITS - 1 - b)) & 1 else 0
    if cursor is not None and cursor_size:
        outer, inner = _arrow(cursor_size)
        cx, cy = cursor
        sh, sw = outer.shape
        ys, xs = slice(cy, min(h, cy + sh)), slice(cx, min(w, cx + sw))
        if 0 <= cx < w and 0 <= cy < h:
            sub = img[ys, xs]
            o, i = outer[: sub.shape[0], : sub.shape[1]], inner[: sub.shape[0], : sub.shape[1]]
            sub[o] = 0
            sub[i] = 255
    elif cursor is not None:
        cx, cy = cursor
        img[max(0, cy - 6) : cy + 6, max(0, cx - 1) : cx + 1] = 0
        img[max(0, cy - 1) : cy + 1, max(0, cx - 6) : cx + 6] = 0
    return img


def frame_times(duration_ms: float, fps: float, vfr: bool, rng: random.Random) -> list[float]:
    """Frame presentation times (ms): jittered, with static stretches where the recorder drops frames."""
    base = 1000.0 / fps
    t, out = 0.0, []
    while t < duration_ms:
        out.append(round(t, 3))
        step = base
        if vfr:
            step = base * rng.uniform(0.6, 1.4)
            if rng.random() < 0.05:
                step += base * rng.randint(2, 6)  # nothing changed on screen: frames skipped
        t += step
    return out


def encode_video(path: Path, size: tuple[int, int], pts_ms: list[float], frame_fn: Any, keyint: int,
                 crf: int = 18, preset: str = "ultrafast", *, bframes: int = 0, open_gop: bool = False,
                 codec: str = "libx264") -> list[float]:
    """Encode H.264 (or `codec`: libx265) with the given frame times; return the exact times written (1/90000 s
    grid). The demo's recorder writes no B-frames and closed GOPs; tests vary `bframes` and `open_gop` (keyframes
    that are no IDR picture)."""
    w, h = size
    written: list[float] = []
    tb = Fraction(1, 90000)
    with av.open(str(path), mode="w", format="mp4") as out:
        stream = cast(VideoStream, out.add_stream(codec, rate=30))  # a video codec: the stream is a VideoStream
        stream.width, stream.height, stream.pix_fmt = w, h, "yuv420p"
        stream.time_base = tb
        stream.codec_context.time_base = tb
        options: dict[str, object] = {"crf": str(crf), "preset": preset, "g": str(keyint), "bf": str(bframes),
                                      "sc_threshold": "0"}
        if codec == "libx265":
            options["x265-params"] = f"open-gop={int(open_gop)}:log-level=error"
        elif open_gop:
            options["x264-params"] = "open-gop=1"
        stream.options = options
        last = -1
        for k, p in enumerate(pts_ms):
            frame = av.VideoFrame.from_ndarray(frame_fn(k, p), format="rgb24")
            pts = int(round(p * 90))
            if pts <= last:
                pts = last + 1
            last = pts
            written.append(pts / 90)
            frame.pts, frame.time_base = pts, tb
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode(None):
            out.mux(packet)
    return written
