"""The normalise stage's work on one recording's framed steps, the top of the targets: read downhill.

`normalised` is the whole of it, in order: every step's point in video pixels and RU (0-1000), typing into a
secure field protected, the step as a seed 000 `computer` tool call (`calls.py`) with each reason it cannot be a
sample in its `flags`; then the element each pointer step acted on (`targets.py`, which asks `regions.py` and
`ocr_targets.py` in turn); then the UTC start and the sample eligibility. What every output names an element by
is at the bottom (`element.py`)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import polars as pl

from cuaflow.connectors import registry
from cuaflow.schemas.recording import AxSnapshot, RecordingMeta
from cuaflow.schemas.settings import ArgumentBounds, GroupingRules, PipelineSettings, ScrollSettings
from cuaflow.schemas.steps import STEPS_SCHEMA, StepKind
from cuaflow.schemas.tables import polars_types
from cuaflow.schemas.toolcall import ToolCall, to_ru, validate_tool_call
from cuaflow.tasks.recording.secrets import secure_under
from cuaflow.tasks.targets.calls import out_of_bounds, to_pixel, tool_call_for
from cuaflow.tasks.targets.element import POINTER_KINDS
from cuaflow.tasks.targets.ocr_targets import ScreenText
from cuaflow.tasks.targets.regions import RegionChanges
from cuaflow.tasks.targets.targets import with_targets


def normalised(steps: pl.DataFrame, meta: RecordingMeta, ax: list[AxSnapshot], settings: PipelineSettings, *,
               changes: RegionChanges | None = None, text: ScreenText | None = None) -> pl.DataFrame:
    """The steps table of one recording from its framed steps: points, calls and flags (`normalise_steps`), the
    targets (`with_targets`: a snapshot logged before a step judged by `changes`, the screen's `text` where no
    snapshot names an element), the UTC start (`with_utc`), then eligibility and the table's columns in order
    (`finish_steps`)."""
    s = settings
    norm = normalise_steps(steps, meta, ax, s.grouping, redact=s.redact_secure_text, scroll=s.scroll, bounds=s.bounds)
    norm = with_targets(norm, meta, ax, s.targets, changes=changes, text=text)
    return finish_steps(with_utc(norm, meta))


# Flags that keep a step out of the training samples (it stays in the steps table).
BLOCKING_FLAGS = ("off_screen", "no_position", "before_video", "after_video", "video_gap", "out_of_bounds",
                  "no_tool_call", "right_drag", "outcome_failure", "secret", "private_range", "scroll_units_unknown")


@dataclass(frozen=True)
class _Screen:
    """Where a logical point lands: the logical screen (points), the video (pixels) and the scale between them."""

    lw: float
    lh: float
    pw: int
    ph: int
    scale: float


def _flag_once(flags: list[str], flag: str) -> None:
    if flag not in flags:
        flags.append(flag)


def _scroll_in_pixels(row: dict[str, Any], flags: list[str], per_unit: float, units_known: bool) -> None:
    for axis in ("scroll_dx", "scroll_dy"):  # one unit for every source: pixels
        if row.get(axis) is not None:
            row[axis] = row[axis] * per_unit
            if not units_known:
                _flag_once(flags, "scroll_units_unknown")  # never another platform's units, silently


def _place(row: dict[str, Any], flags: list[str], screen: _Screen) -> None:
    """A pointer step's point (and end point) in video pixels and RU; a point without a position or off the
    recorded screen gets none, and its flag."""
    for suffix in ("", "2"):
        x, y = row.get("x" + suffix), row.get("y" + suffix)
        row["px" + suffix] = row["py" + suffix] = row["ru_x" + suffix] = row["ru_y" + suffix] = None
        if x is None or y is None or row["kind"] not in POINTER_KINDS:
            continue
        if math.isnan(x) or math.isnan(y):
            _flag_once(flags, "no_position")
        elif not (0 <= x <= screen.lw and 0 <= y <= screen.lh):
            _flag_once(flags, "off_screen")
        else:
            row["px" + suffix] = min(screen.pw - 1, to_pixel(x, screen.scale))  # on screen: within the video
            row["py" + suffix] = min(screen.ph - 1, to_pixel(y, screen.scale))
            row["ru_x" + suffix] = to_ru(x, screen.lw)
            row["ru_y" + suffix] = to_ru(y, screen.lh)


def _protect_typing(row: dict[str, Any], flags: list[str], after_secure_press: bool, redact: bool) -> None:
    """Typing into a masked or secure field is never a training target; its text is bullets when `redact`."""
    if row["kind"] != StepKind.TYPE or not row.get("text"):
        return
    secure = "masked" in flags or after_secure_press
    if secure:  # never a training target, whatever `redact` says
        flags.append("secret")
    if redact and secure and set(row["text"]) != {"•"}:
        row["text"] = "•" * len(row["text"])
        flags.append("redacted")


def _checked_call(row: dict[str, Any], flags: list[str], platform: str, rules: GroupingRules,
                  bounds: ArgumentBounds) -> ToolCall | None:
    """The step's valid tool call or None, flagged `out_of_bounds` (and why) or `no_tool_call`."""
    call = tool_call_for(row, platform, rules)
    if call is not None and validate_tool_call(call):
        call = None
    if call is not None and (bound := out_of_bounds(call.to_dict()["arguments"], bounds)) is not None:
        flags += ["out_of_bounds", bound]
    if call is None and "no_tool_call" not in flags and row["kind"] != StepKind.TERMINATE:
        flags.append("no_tool_call")
    return call


def normalise_steps(steps: pl.DataFrame, meta: RecordingMeta, ax: list[AxSnapshot], rules: GroupingRules,
                    *, redact: bool = True, scroll: ScrollSettings | None = None,
                    bounds: ArgumentBounds | None = None) -> pl.DataFrame:
    """Every step in pixels and RU, with the element under it, secure typing protected and its tool call; each
    reason a step cannot be a sample is added to its `flags`."""
    bounds = bounds or ArgumentBounds()
    scroll = scroll or ScrollSettings()
    per_unit, units_known = registry.connector(meta.source_format).scroll_units(meta.platform, scroll)
    screen = _Screen(meta.logical_width, meta.logical_height, meta.screen_width or 0, meta.screen_height or 0,
                     meta.scale)
    ax_sorted = sorted(ax, key=lambda s: s.t_ms)
    ax_times = [s.t_ms for s in ax_sorted]
    rows = steps.to_dicts()
    secure_press = False  # the last click or tap landed in a secure field (the rule ingest scrubs by)
    for row in rows:
        flags: list[str] = list(row.get("flags") or [])
        _scroll_in_pixels(row, flags, per_unit, units_known)
        _place(row, flags, screen)
        if row["kind"] in (StepKind.CLICK, StepKind.TAP):
            secure_press = secure_under(ax_sorted, ax_times, row["t_start_ms"], row.get("x"), row.get("y"))
        _protect_typing(row, flags, secure_press, redact)
        if meta.outcome == "failure" and row["kind"] != StepKind.TERMINATE:
            flags.append("outcome_failure")
        call = _checked_call(row, flags, meta.platform, rules, bounds)
        row["tool_action"] = call.arguments.action if call else None
        row["tool_call"] = call.to_json() if call else None
        row["flags"] = flags
    out = pl.DataFrame(rows, schema=steps.schema | _NORMALISED)
    return out


# The columns normalise fills, typed from STEPS_SCHEMA.
_NORMALISED = polars_types(STEPS_SCHEMA, ("px", "py", "px2", "py2", "ru_x", "ru_y", "ru_x2", "ru_y2", "tool_action",
                                          "tool_call"))
_STEP_TYPES = polars_types(STEPS_SCHEMA)


def with_utc(steps: pl.DataFrame, meta: RecordingMeta) -> pl.DataFrame:
    """`t_start_utc`: the event clock's origin in UTC (`RecordingMeta.origin_utc_ms`) plus the step's start."""
    origin = meta.origin_utc_ms
    start = pl.lit(None, dtype=pl.Int64) if origin is None else pl.col("t_start_ms") + origin
    return steps.with_columns(t_start_utc=start.cast(pl.Datetime("ms", time_zone="UTC")))


def finish_steps(steps: pl.DataFrame) -> pl.DataFrame:
    """Eligibility for samples, then every column of STEPS_SCHEMA in order."""
    for name, dtype in _STEP_TYPES.items():
        if name not in steps.columns:
            steps = steps.with_columns(pl.lit(None, dtype=dtype).alias(name))
    blocking = pl.element().is_in(list(BLOCKING_FLAGS))
    blocked = pl.col("flags").list.eval(blocking).list.any()
    steps = steps.with_columns(
        sample_eligible=pl.col("tool_call").is_not_null() & pl.col("pre_image").is_not_null() & ~blocked,
        skip_reason=pl.when(blocked).then(pl.col("flags").list.eval(pl.element().filter(blocking)).list.join(","))
        .when(pl.col("tool_call").is_null()).then(pl.lit("no_tool_call"))
        .when(pl.col("pre_image").is_null()).then(pl.lit("no_pre_image"))
        .otherwise(None),
    )
    return steps.select(STEPS_SCHEMA.names)
