"""Which frame a step gets: the video-clock times of its pre-action and post-action frames."""

from __future__ import annotations

import polars as pl

from cuaflow.schemas.steps import StepKind

_NOT_INPUT = (StepKind.WAIT, StepKind.TERMINATE)


def frame_requests(steps: pl.DataFrame, offset_ms: int, settle_ms: int,
                   margin_ms: int = 0) -> tuple[list[float], list[float]]:
    """Video-clock times of the pre-action and post-action frame of every step.

    pre = the step's start (its first event: a hotkey's modifier press) - margin; post = min(next input
    step's start - margin, step end + settle), the screen after the action took effect and before the next
    one began. The margin keeps a frame clear of the input at an instant: a captured frame's content is ahead
    of its timestamp (up to about a frame) and the clocks jitter, so a frame stamped just before an input may
    already show its effect (tasks/frames/README.md, "Frame choice"); `end + settle` is no input and takes none. A
    `wait` or `terminate` is not an input, so it never cuts that window short; its own pre frame is the
    screen once the previous action settled. `terminate` looks at the final screen: its pre frame is taken
    settle_ms after the last action."""
    starts = steps["t_start_ms"].to_list()
    ends = steps["t_end_ms"].to_list()
    kinds = steps["kind"].to_list()
    pre, post = [], []
    for k, (t0, t1, kind) in enumerate(zip(starts, ends, kinds, strict=True)):
        nxt = next((starts[j] for j in range(k + 1, len(starts)) if kinds[j] not in _NOT_INPUT), None)
        a = t0 - margin_ms
        p = t1 + settle_ms if nxt is None else min(max(nxt - margin_ms, a), t1 + settle_ms)
        if kind == StepKind.WAIT:  # from the previous step's last event to the next input
            a, p = min(t0 + settle_ms, t1 - margin_ms), t1 - margin_ms
        if kind == StepKind.TERMINATE:
            a = p = t0 + settle_ms
        pre.append(float(a - offset_ms))
        post.append(float(p - offset_ms))
    return pre, post


