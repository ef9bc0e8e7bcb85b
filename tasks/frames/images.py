"""The image each step finally shows, from the frames the video gave: private spans, delivered vendor frames,
misses flagged, steps without a visible effect flagged."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import polars as pl
from PIL import Image

from cuaflow.connectors.base import FrameSide
from cuaflow.schemas.settings import FrameSettings
from cuaflow.schemas.steps import StepKind
from cuaflow.tasks.frames.extract import StepFrames
from cuaflow.tasks.frames.select import FrameHit, encode_image
from cuaflow.tasks.recording.align import Segment, to_event_ms, to_video_ms
from cuaflow.tasks.recording.secrets import in_ranges

# Steps that change the screen: one whose pre and post frames differ in fewer cells is flagged no_visible_effect.
_EFFECT_KINDS = {StepKind.CLICK, StepKind.DRAG, StepKind.SCROLL, StepKind.TYPE, StepKind.KEY, StepKind.HOTKEY,
                 StepKind.TAP, StepKind.LONG_PRESS, StepKind.PINCH, StepKind.DEVICE}


@dataclass
class StepImages:
    """Per step, in step order: `pre_image`, `post_image`, `pre_frame_pts_ms`, `post_frame_pts_ms`, `flags`,
    `pre_t_ms`, `post_t_ms` (the steps table's frame columns); and how many were flagged no_visible_effect."""

    columns: dict[str, list[Any]]
    no_visible_effect: int


@dataclass(frozen=True)
class ImageRules:
    """How the frames a video gave become the images the steps show."""

    frame_path: Callable[[float], str]  # a written frame's path, from its pts
    segments: Sequence[Segment]  # the clock the frames were chosen under
    private_ranges: Sequence[tuple[int, int]] = ()
    delivered: Callable[[int, FrameSide], str | None] | None = None  # a vendor step's own frame, when used
    effect_min_cells: int = 0


def step_images(steps: pl.DataFrame, got: StepFrames | None, pre_ev: Sequence[float], post_ev: Sequence[float],
                rules: ImageRules) -> StepImages:
    """The image each step finally shows, given the frames the video gave (`got`: None when none was extracted):
    no frame from inside a private span (a post frame there is simply not shown, a pre frame flags the step); a
    delivered vendor frame (`rules.delivered`) wins over the extracted one; a frame the video could not give flags
    why (`FrameHit.miss`); an effect-making step whose frames differ in fewer than `effect_min_cells` cells is
    flagged no_visible_effect; a step overlapping a private span is flagged."""
    none: list[Any] = [None] * steps.height
    pre_hits, post_hits = (got.pre, got.post) if got is not None else (none, none)
    effect = got.effect_cells if got is not None else none
    segments, private_ranges, delivered = rules.segments, rules.private_ranges, rules.delivered
    ranges = list(private_ranges)

    def private(video_ms: float) -> bool:
        return in_ranges(float(to_event_ms([video_ms], segments)[0]), ranges)

    def path_of(h: FrameHit | None) -> tuple[str | None, float | None, str | None]:
        if h is None or h.pts_ms is None:
            return None, None, (h.miss if h else None)
        if private(h.pts_ms) or private(h.t_ms):
            return None, None, "private_range"
        return rules.frame_path(h.pts_ms), h.pts_ms, None

    cols: dict[str, list[Any]] = {k: [] for k in ("pre_image", "post_image", "pre_frame_pts_ms",
                                                   "post_frame_pts_ms", "flags")}
    vendor_steps = steps["vendor_step"].to_list() if "vendor_step" in steps.columns else [None] * steps.height
    no_effect = 0
    for h_pre, h_post, flags, vstep, kind, cells in zip(pre_hits, post_hits, steps["flags"].to_list(), vendor_steps,
                                                       steps["kind"].to_list(), effect, strict=True):
        p_img, p_pts, p_miss = path_of(h_pre)
        q_img, q_pts, q_miss = path_of(h_post)
        if delivered is not None and vstep is not None:
            p_img = delivered(vstep, "before") or p_img
            q_img = delivered(vstep, "after") or q_img
        flags = _miss_flags(list(flags or []), p_miss, q_miss)
        if kind in _EFFECT_KINDS and cells is not None and cells < rules.effect_min_cells:
            flags.append("no_visible_effect")
            no_effect += 1
        cols["pre_image"].append(p_img)
        cols["post_image"].append(q_img)
        cols["pre_frame_pts_ms"].append(p_pts)
        cols["post_frame_pts_ms"].append(q_pts)
        cols["flags"].append(flags)
    for k, (t0, t1) in enumerate(zip(steps["t_start_ms"].to_list(), steps["t_end_ms"].to_list(), strict=True)):
        if any(t0 <= b and a <= t1 for a, b in private_ranges) and "private_range" not in cols["flags"][k]:
            cols["flags"][k].append("private_range")  # e.g. a wait spanning a private span: not what happened
    cols["pre_t_ms"] = [int(round(v)) for v in to_video_ms(pre_ev, segments).tolist()]
    cols["post_t_ms"] = [int(round(v)) for v in to_video_ms(post_ev, segments).tolist()]
    return StepImages(cols, no_effect)


def _miss_flags(flags: list[str], pre_miss: str | None, post_miss: str | None) -> list[str]:
    """A step's flags with why its frames are missing: the pre frame's reason, else the post frame's (a post frame
    inside a private span is simply not shown, no flag)."""
    miss = pre_miss or (None if post_miss == "private_range" else post_miss)
    if miss and miss not in flags:
        flags.append(miss)
    return flags


def reencode_delivered(data: bytes, fmt: str, quality: int, settings: FrameSettings,
                       redact: Callable[[np.ndarray], np.ndarray] | None = None) -> bytes:
    """A frame a vendor delivered, re-encoded to the dataset's image format (deterministic bytes)."""
    rgb = np.asarray(Image.open(io.BytesIO(data)).convert("RGB"))
    if redact is not None:
        rgb = redact(rgb)
    return encode_image(rgb, fmt, quality, settings)


