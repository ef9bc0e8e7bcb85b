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
    pre_hits, post_hits, effect = (got.pre, got.post, got.effect_cells) if got is not None else (none, none, none)
    vendor_steps = steps["vendor_step"].to_list() if "vendor_step" in steps.columns else none
    shown = _Shown(rules)
    cols: dict[str, list[Any]] = {k: [] for k in _COLUMNS}
    no_effect = 0
    for row in zip(pre_hits, post_hits, steps["flags"].to_list(), vendor_steps, steps["kind"].to_list(), effect,
                   steps["t_start_ms"].to_list(), steps["t_end_ms"].to_list(), strict=True):
        values, flagged = shown.step(*row)
        for name, value in zip(_COLUMNS, values, strict=True):
            cols[name].append(value)
        no_effect += flagged
    cols["pre_t_ms"] = [int(round(v)) for v in to_video_ms(pre_ev, rules.segments).tolist()]
    cols["post_t_ms"] = [int(round(v)) for v in to_video_ms(post_ev, rules.segments).tolist()]
    return StepImages(cols, no_effect)


_COLUMNS = ("pre_image", "post_image", "pre_frame_pts_ms", "post_frame_pts_ms", "flags")


class _Shown:
    """What one step shows under `rules`: its images, their frames' times, its flags."""

    def __init__(self, rules: ImageRules) -> None:
        self.rules, self.ranges = rules, list(rules.private_ranges)

    def private(self, video_ms: float) -> bool:
        return in_ranges(float(to_event_ms([video_ms], self.rules.segments)[0]), self.ranges)

    def frame(self, h: FrameHit | None) -> tuple[str | None, float | None, str | None]:
        """A hit's image path and frame time, or why there is none."""
        if h is None or h.pts_ms is None:
            return None, None, (h.miss if h else None)
        if self.private(h.pts_ms) or self.private(h.t_ms):
            return None, None, "private_range"
        return self.rules.frame_path(h.pts_ms), h.pts_ms, None

    def step(self, pre: FrameHit | None, post: FrameHit | None, flags: list[str] | None, vstep: int | None,
             kind: str, cells: int | None, t0: int, t1: int) -> tuple[tuple[Any, ...], bool]:
        """The step's `_COLUMNS` values, and whether it was flagged no_visible_effect here."""
        p_img, p_pts, p_miss = self.frame(pre)
        q_img, q_pts, q_miss = self.frame(post)
        delivered = self.rules.delivered
        if delivered is not None and vstep is not None:
            p_img = delivered(vstep, "before") or p_img
            q_img = delivered(vstep, "after") or q_img
        out = _miss_flags(list(flags or []), p_miss, q_miss)
        no_effect = kind in _EFFECT_KINDS and cells is not None and cells < self.rules.effect_min_cells
        if no_effect:
            out.append("no_visible_effect")
        if any(t0 <= b and a <= t1 for a, b in self.rules.private_ranges) and "private_range" not in out:
            out.append("private_range")  # e.g. a wait spanning a private span: not what happened
        return (p_img, q_img, p_pts, q_pts, out), no_effect


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


