"""Alignment test kit: scripted sessions with plenty of pointer work, and the estimator run over a
video the way the frame stage runs it (one forward pass, features from every decoded frame)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from synth import Action, draw_frame, encode_video, frame_times

from cuaflow.connectors.video import VideoReader, grey_thumbnail
from cuaflow.tasks.frames import select_frames
from cuaflow.tasks.recording.align import FEATURE_ROWS, CursorTrack, Estimate, MotionFeatures, estimate_offset


def busy_actions(n: int, logical: tuple[int, int], seed: int = 0) -> list[Action]:
    """A session of clicks, drags, moves, scrolls and typing spread over the screen."""
    rng = random.Random(seed)
    w, h = logical
    out: list[Action] = []
    for _ in range(n):
        kind = rng.choice(["click", "click", "move", "drag", "type", "scroll"])
        x, y = rng.uniform(0.1, 0.9) * w, rng.uniform(0.15, 0.9) * h
        gap = rng.randint(300, 1200)
        if kind == "drag":
            out.append(Action("drag", x=x, y=y, x2=rng.uniform(0.1, 0.9) * w, y2=rng.uniform(0.2, 0.9) * h,
                              gap_ms=gap))
        elif kind == "type":
            out.append(Action("type", text="abc", gap_ms=gap))
        elif kind == "scroll":
            out.append(Action("scroll", x=x, y=y, delta=-1.0, notches=3, gap_ms=gap))
        else:
            out.append(Action(kind, x=x, y=y, gap_ms=gap))
    return out


def features_of(video: Path, spans: Callable[[np.ndarray], Sequence[tuple[float, float]]] | None = None
                ) -> MotionFeatures:
    """Features gathered through `select_frames`' decode pass: of every frame, or of the frames during the spans
    `spans` gives from every frame's time (as the frame stage asks for them)."""
    with VideoReader(str(video)) as r:
        info = r.info()
        f = MotionFeatures(info.width or 0, info.height or 0)
        tw, th = f.thumb_size
        select_frames(r, [0.0, 1e9], video_end_ms=info.duration_ms,
                      spans=[(0.0, 1e9)] if spans is None else spans(r.packet_index().ms),
                      on_decoded=lambda p, fr, c: f.add(p, grey_thumbnail(fr, tw, th, FEATURE_ROWS), c))
    return f


def moves_of(lines: Sequence[dict[str, Any]], origin: float = 0.0) -> tuple[list[float], list[float], list[float]]:
    mv = [(o["time"] - origin, o["data"]["x"], o["data"]["y"]) for o in lines if o["event"] == "mousemove"]
    return [m[0] for m in mv], [m[1] for m in mv], [m[2] for m in mv]


def estimate_for(video: Path, lines: Sequence[dict[str, Any]], scale: float, log_offset_ms: float,
                 origin: float = 0.0) -> tuple[Estimate, MotionFeatures]:
    f = features_of(video)
    t, x, y = moves_of(lines, origin)
    track = CursorTrack.from_points(t, x, y, scale, f.width, f.height)
    return estimate_offset(f, track, log_offset_ms), f


def render_log_video(path: Path, log_path: Path, offset_ms: float, size: tuple[int, int], scale: float,
                     fps: float = 20.0) -> tuple[list[dict[str, Any]], float, list[float]]:
    """A video drawn from a real log's own mouse path: frame at video time v shows the cursor where the
    log had it at event time v + offset_ms, and the UI state counts the presses so far. Returns the
    log lines, the log's origin and the frame times."""
    lines = [json.loads(raw) for raw in log_path.read_text(encoding="utf-8").splitlines() if raw.strip()]
    origin = min(o["time"] for o in lines)
    t, x, y = moves_of(lines, origin)
    order = np.argsort(np.asarray(t), kind="stable")
    mt, mx, my = np.asarray(t)[order], np.asarray(x)[order], np.asarray(y)[order]
    presses = sorted(o["time"] - origin for o in lines if o["event"] == "mousedown")
    end = max(o["time"] for o in lines) - origin - offset_ms
    w, h = size
    pts = frame_times(end, fps, True, random.Random(5))

    def frame(k: int, p: float) -> np.ndarray:
        ev = p + offset_ms
        j = int(np.searchsorted(mt, ev, side="right")) - 1
        cur = (int(mx[j] * scale), int(my[j] * scale)) if j >= 0 else None
        state = int(np.searchsorted(presses, ev - 80, side="right"))
        return draw_frame(w, h, k, state, cur, cursor_size=max(8, int(17 * scale)))

    written = encode_video(path, size, pts, frame, keyint=60)
    return lines, origin, written
