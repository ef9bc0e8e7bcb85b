"""Grouped (semantic) steps: the deterministic result of the grouping rules, with lineage."""

from __future__ import annotations

from enum import StrEnum

import pyarrow as pa


class StepKind(StrEnum):
    MOUSE_MOVE = "mouse_move"
    CLICK = "click"  # button + click_count 1/2/3
    DRAG = "drag"
    SCROLL = "scroll"
    TYPE = "type"
    KEY = "key"  # a functional key (Enter, Tab, arrows, F-keys …)
    HOTKEY = "hotkey"  # combo with at least one modifier
    MODIFIER = "modifier"  # a modifier pressed and released alone
    TAP = "tap"  # mobile
    LONG_PRESS = "long_press"
    PINCH = "pinch"
    DEVICE = "device"  # mobile device buttons, orientation
    WAIT = "wait"
    TERMINATE = "terminate"


# Step flags: why a step may not become a sample, or what was repaired.
FLAGS: dict[str, str] = {
    "off_screen": "pointer outside the recorded screen (secondary monitor): no RU coordinate",
    "before_video": "step starts before the video's first frame: no pre-action image",
    "after_video": "the frame needed lies after the video's end",
    "missing_release": "press without a release: closed at the next press or the log's end",
    "release_after_log_end": "press still held when the log ended",
    "missing_keyup": "key or modifier without a key-up; released by rule",
    "no_tool_call": "no seed 000 form for this step",
    "text_edited": "backspace inside a typing run removed characters",
    "with_modifiers": "pointer action done with modifier keys held; the tool call's `text` names them",
    "layout_unknown": "hotkey or typed key named by its physical (US) position: keyboard layout unknown",
    "drag_approach": "mouse_move inserted so that the next drag starts where the human pressed",
    "secret": "text typed into a secure field: never a training target",
    "private_range": "inside a span the demonstrator marked private or deleted: no sample, no frame",
    "char_from_keycode": "character guessed from the key code (no produced character in the log)",
    "redacted": "typed text in a secure field, replaced by a mask of equal length",
    "right_drag": "drag with a non-left button (no seed 000 form: kept out of samples, counted)",
    "masked": "the source marked the typed value as secret",
    "scroll_units_unknown": "scroll on a platform whose wheel units are not known (platform unknown): "
                            "the amount is in the source's own units, kept out of samples",
    "no_visible_effect": "the post-action frame shows no change from the pre-action frame outside the cursor",
}

class TargetSource(StrEnum):
    AXTREE = "axtree"  # the recorder's accessibility snapshot (Clones `axtree` / `axtree_interaction`)
    VENDOR = "vendor"  # element data a vendor delivered with its steps
    OCR = "ocr"  # text read on the step's pre-action frame (tasks/targets/ocr_targets.py): no role
    NONE = "none"


# Why a pointer step has no target although a snapshot was in force (counted in the dataset card).
TARGET_REJECTS: dict[str, str] = {
    "no_snapshot": "no accessibility snapshot at or before the step",
    "stale_snapshot": "the snapshot in force is older than `targets.max_snapshot_age_ms`",
    "region_changed": "the snapshot predates the step and the element's region changed in the video since it was "
                      "logged",
    "unverified_snapshot": "the snapshot predates the step and the video gives no frame to judge its region by "
                           "(no pre-action frame, or none when it was logged)",
    "no_element": "no interactive element of the snapshot contains the point",
    "other_display": "the only elements containing the point belong to another display",
    "off_screen": "the only elements containing the point lie partly outside the recorded screen",
    "too_large": "the only elements containing the point cover more than `targets.max_area_fraction` of the screen",
    "window_relative": "the only elements containing the point have window-relative boxes the recorder did not "
                       "convert to the screen",
    "no_point": "the step has no on-screen point",
}

# The element a pointer step acted on: hit-tested at the pre-action time (tasks/targets/targets.py). Boxes are
# [x1, y1, x2, y2]: `box_px` in video pixels (native resolution), `box_ru` in RU 0-1000.
TARGET_TYPE = pa.struct([
    pa.field("source", pa.string()),  # TargetSource
    pa.field("role", pa.string()),
    pa.field("name", pa.string()),
    pa.field("box_px", pa.list_(pa.int32())),
    pa.field("box_ru", pa.list_(pa.int32())),
    # step start − snapshot time (0: captured in reaction to the press; more: kept because the element's region did
    # not change in the video since, tasks/targets/regions.py)
    pa.field("snapshot_age_ms", pa.int64()),
    pa.field("reject", pa.string()),  # TARGET_REJECTS key when source is none
])

STEPS_SCHEMA = pa.schema(
    [
        pa.field("recording_id", pa.string(), nullable=False),
        pa.field("step_index", pa.int32(), nullable=False),
        pa.field("kind", pa.string(), nullable=False),  # StepKind
        pa.field("button", pa.string()),
        pa.field("click_count", pa.int8()),
        pa.field("t_start_ms", pa.int64(), nullable=False),  # event clock
        pa.field("t_end_ms", pa.int64(), nullable=False),
        pa.field("t_start_utc", pa.timestamp("ms", tz="UTC")),  # absolute start; null if the origin is unknown
        pa.field("x", pa.float64()),  # logical points (start for drags)
        pa.field("y", pa.float64()),
        pa.field("x2", pa.float64()),  # drag end / pinch second point
        pa.field("y2", pa.float64()),
        pa.field("cursor_x", pa.float64()),  # pointer position when the step started (logical)
        pa.field("cursor_y", pa.float64()),
        pa.field("px", pa.int32()),  # video pixels (native resolution)
        pa.field("py", pa.int32()),
        pa.field("px2", pa.int32()),
        pa.field("py2", pa.int32()),
        pa.field("ru_x", pa.int32()),  # RU 0-1000
        pa.field("ru_y", pa.int32()),
        pa.field("ru_x2", pa.int32()),
        pa.field("ru_y2", pa.int32()),
        pa.field("scroll_dx", pa.float64()),  # pixels (config `scroll`), + = right
        pa.field("scroll_dy", pa.float64()),  # pixels, + = down
        pa.field("text", pa.string()),
        pa.field("keys", pa.list_(pa.string())),
        pa.field("modifiers", pa.list_(pa.string())),
        pa.field("duration_ms", pa.int64()),
        pa.field("status", pa.string()),  # terminate status
        pa.field("event_first", pa.int32()),  # line_no range of the raw events consumed
        pa.field("event_last", pa.int32()),
        pa.field("n_events", pa.int32()),
        pa.field("flags", pa.list_(pa.string())),
        pa.field("target", TARGET_TYPE),  # the element under (x, y): a drag's press point
        pa.field("target_end", TARGET_TYPE),  # a drag's release point (x2, y2)
        pa.field("tool_action", pa.string()),
        pa.field("tool_call", pa.string()),  # JSON, seed 000 key order
        pa.field("step_instruction", pa.string()),  # the step's own instruction (tasks/samples/instructions.py)
        pa.field("instruction_source", pa.string()),  # human | template | positional; null: no instruction
        pa.field("pre_t_ms", pa.int64()),  # video clock requested for the images
        pa.field("post_t_ms", pa.int64()),
        pa.field("pre_frame_pts_ms", pa.float64()),
        pa.field("post_frame_pts_ms", pa.float64()),
        pa.field("pre_image", pa.string()),  # relative to the output root
        pa.field("post_image", pa.string()),
        pa.field("sample_eligible", pa.bool_()),
        pa.field("skip_reason", pa.string()),
        pa.field("vendor_kind", pa.string()),  # the vendor's grouped step this one matched, if delivered
        pa.field("vendor_step", pa.int32()),
        pa.field("rules_version", pa.string(), nullable=False),
    ]
)


# Work file `frame_changes.parquet` of the frame stage (tasks/targets/regions.py): per step whose in-force snapshot was
# logged before it, which thumbnail cells changed on screen between that snapshot and the step's pre-action frame;
# how the snapshot is judged still in force for the step's element (a step without a row: nothing to judge by).
FRAME_CHANGES_SCHEMA = pa.schema(
    [
        pa.field("step_index", pa.int32(), nullable=False),
        pa.field("snapshot_ms", pa.float64(), nullable=False),  # event clock: when the snapshot was logged
        pa.field("pre_frame_pts_ms", pa.float64(), nullable=False),  # video clock: the step's pre-action frame
        pa.field("changed", pa.binary(), nullable=False),  # one bit per cell, row-major, packed (numpy.packbits)
        pa.field("width", pa.int32(), nullable=False),  # the video's size in pixels, cut into cols x rows cells
        pa.field("height", pa.int32(), nullable=False),
        pa.field("cols", pa.int32(), nullable=False),
        pa.field("rows", pa.int32(), nullable=False),
    ]
)
