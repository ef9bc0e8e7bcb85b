"""The log's clock: its time base, its origin, and where the video's frame 0 falls on it."""

from __future__ import annotations

import re
from dataclasses import dataclass

import polars as pl

from cuaflow.connectors.clones.files import ABSOLUTE_TIME_THRESHOLD
from cuaflow.connectors.clones.log import IS_INPUT
from cuaflow.schemas.events import EventKind

# The first frame is written right after ffmpeg announces its output and starts reading input.
_VIDEO_START_LINE = re.compile(r"^\s*(Output #0\b|Press \[q\] to stop)")


@dataclass(frozen=True)
class Clock:
    """Where the log's times and the video's frames meet."""

    time_type: str  # the log's time base: relative or absolute
    origin: int  # the log's time of t_ms 0
    offset: int  # the video's frame 0 on the event clock
    offset_source: str
    last_input: int | None  # the last input event's t_ms


def log_clock(df: pl.DataFrame, time_type: str | None) -> tuple[pl.DataFrame, Clock]:
    """The events on the event clock (`t_ms` from the raw `_time`, which is dropped) and the clock's facts.
    The video's frame 0 is written right after ffmpeg's start lines."""
    valid_times = df["_time"].drop_nulls().sort()
    if time_type is None:
        median = valid_times[len(valid_times) // 2]
        time_type = "absolute" if median > ABSOLUTE_TIME_THRESHOLD else "relative"
    origin = int(valid_times[0]) if time_type == "absolute" else 0
    df = df.with_columns(t_ms=pl.col("_time") - origin).drop("_time")
    offset, offset_source = 0, "log_origin"
    recorder = df.filter(pl.col("kind") == EventKind.RECORDER_LOG)
    starts = recorder.filter(pl.col("t_ms").is_not_null()
                             & pl.col("text").str.contains(_VIDEO_START_LINE.pattern))["t_ms"]
    if starts.len():
        offset, offset_source = int(starts.max()), "ffmpeg_output_line"  # type: ignore[arg-type]
    elif recorder.height:
        offset_source = "log_origin (ffmpeg lines present but no 'Output #0' line)"
    last_input = df.select(pl.col("t_ms").filter(IS_INPUT & pl.col("t_ms").is_not_null()).max()).item()
    return df, Clock(time_type, origin, offset, offset_source, last_input)
