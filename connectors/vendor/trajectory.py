"""`StructuredTrajectory.json`: the vendor's own grouped steps, its metadata held against the video, and the
canonical `RecordingMeta` made from it (seed 001's keys)."""

from __future__ import annotations

import re
from typing import Any

import polars as pl

from cuaflow.connectors.vendor.files import Delivery
from cuaflow.connectors.vendor.logs import MAX_NUMBER
from cuaflow.schemas.recording import Quarantine, RecordingMeta, RecordingRef, VideoInfo
from cuaflow.schemas.tables import VENDOR_STEPS_SCHEMA, polars_types

# The grouped steps' action names (StructuredTrajectory `steps[].action`, lower-cased) → the class cuaflow's
# own grouping gives the same action, for the agreement measure (tasks/recording/compare.py).
STEP_CLASSES: dict[str, str] = {
    "click": "click", "mouse_click": "click", "left_click": "click", "double_click": "click", "triple_click": "click",
    "right_click": "click", "middle_click": "click", "drag": "drag", "drag_and_drop": "drag", "swipe": "drag",
    "scroll": "scroll", "mouse_scroll": "scroll", "scroll_up": "scroll", "scroll_down": "scroll",
    "scroll_left": "scroll", "scroll_right": "scroll", "input_text": "type", "type": "type", "text_input": "type",
    "key": "key", "key_press": "key", "keypress": "key", "functional_key": "key", "combo_key": "hotkey",
    "hotkey": "hotkey", "modifier_key": "modifier", "mouse_move": "mouse_move", "tap": "tap", "double_tap": "tap",
    "long_press": "long_press", "pinch_zoom_in": "pinch", "pinch_zoom_out": "pinch", "back_button": "device",
    "home_button": "device", "recent_button": "device", "orientation_change": "device",
}


def delivery_checks(md: dict[str, Any], frame_count: int | None, duration_ms: float | None) -> list[str]:
    """The delivered FPS / frame_count / duration (seed 001 metadata) against the video itself; each mismatch
    is a recording flag `<name>_mismatch: …`. Tolerances: frame count ±max(1, 1 %), duration ±max(0.5 s, 2 %),
    FPS ±10 % of the video's average rate (frames / duration; a variable frame rate runs below nominal)."""
    flags: list[str] = []
    seconds = duration_ms / 1000 if duration_ms else None
    try:
        fc = float(md["frame_count"]) if md.get("frame_count") not in (None, "") else None
        dur = float(md["duration"]) if md.get("duration") not in (None, "") else None
        fps = float(md["FPS"] if md.get("FPS") not in (None, "") else md.get("fps") or "nan")
    except (TypeError, ValueError):
        return ["metadata_unreadable: FPS, frame_count and duration must be numbers"]
    if fc is not None and frame_count and abs(fc - frame_count) > max(1.0, 0.01 * frame_count):
        flags.append(f"frame_count_mismatch: delivered {fc:g}, video has {frame_count}")
    if dur is not None and seconds and abs(dur - seconds) > max(0.5, 0.02 * seconds):
        flags.append(f"duration_mismatch: delivered {dur:g} s, video lasts {seconds:.2f} s")
    if fps == fps and frame_count and seconds:
        measured = frame_count / seconds
        if abs(fps - measured) > 0.1 * measured:
            flags.append(f"fps_mismatch: delivered {fps:g}, video averages {measured:.2f}")
    return flags


def resolution(v: Any) -> tuple[int, int] | None:
    if isinstance(v, str):
        m = re.match(r"^\s*(\d+)\s*[x×*]\s*(\d+)\s*$", v)
        if m:
            return int(m.group(1)), int(m.group(2))
    if isinstance(v, list | tuple) and len(v) == 2 and all(isinstance(a, int) for a in v):
        return int(v[0]), int(v[1])
    return None


def read_vendor_steps(doc: dict[str, Any], file: str) -> pl.DataFrame:
    steps = doc.get("steps", [])
    if not isinstance(steps, list):
        raise Quarantine("'steps' must be a list", file=file)
    rows = []
    for i, s in enumerate(steps):
        if not isinstance(s, dict) or not isinstance(s.get("action"), str):
            raise Quarantine(f"step #{i + 1} needs an 'action' name", file=file)
        frames: dict[str, Any] = s["frames"] if isinstance(s.get("frames"), dict) else {}
        try:
            start = float(s.get("start_ms", s.get("timestamp_ms", 0)) or 0)
            end = float(s.get("end_ms", start) or start)
            step_no = int(s.get("step", i + 1))
            xy = [None if s.get(k) is None else float(s[k]) for k in ("x", "y")]
        except (TypeError, ValueError, OverflowError):
            raise Quarantine(f"step #{i + 1}: fields step, start_ms, end_ms, x and y must be numbers",
                             file=file) from None
        if not all(abs(v) <= MAX_NUMBER for v in (start, end, *(c for c in xy if c is not None))) or \
                abs(step_no) > 2**31 - 1:
            raise Quarantine(f"step #{i + 1}: a number of step, start_ms, end_ms, x or y is out of range (expected at "
                             f"most {MAX_NUMBER:.0e} in magnitude)", file=file)
        rows.append({
            "vendor_step": step_no, "action": s["action"], "start_ms": int(start),
            "end_ms": int(end), "x": xy[0], "y": xy[1], "text": s.get("text"),
            "raw_thought": s.get("raw_thought"), "reasoning": s.get("reasoning"),
            "frame_before": frames.get("before"), "frame_after": frames.get("after"),
            "instruction": s.get("instruction") if isinstance(s.get("instruction"), str) else None,
        })
    # the table's columns but the recording id, which the work file gains at publish
    return pl.DataFrame(rows, schema=polars_types(VENDOR_STEPS_SCHEMA, VENDOR_STEPS_SCHEMA.names[1:]))


def _outcome(status: Any) -> str:
    s = str(status or "").lower()
    if s.startswith("success"):  # seed 001 spells it "Successfull"
        return "success"
    if s.startswith("fail") or s.startswith("reject"):
        return "failure"
    return "unknown"


# ---------------------------------------------------------------- reading a delivery
PLATFORMS = {"macos": "macos", "mac": "macos", "windows": "windows", "linux": "linux", "android": "android",
             "ios": "ios"}  # metadata `OS`, lower-cased → canonical platform (anything else: unknown)


def _opt(v: Any) -> str | None:
    return str(v) if v else None


def recording_meta(ref: RecordingRef, d: Delivery, md: dict[str, Any], video: VideoInfo, *, intent: Any, prompt: str,
          flags: list[str], steps_available: bool) -> RecordingMeta:
    """The canonical record of a delivery: seed 001's metadata keys, the video's geometry, the delivery checks."""
    task = str(md.get("task_id") or d.tid)
    return RecordingMeta(
        recording_id=ref.recording_id, date=ref.date, source_format="vendor", source_id=task,
        title=str(md.get("instruction") or prompt or d.folder), description=prompt, app=str(md.get("tool_name") or ""),
        content=str(intent or ""), task_id=task, category=_opt(md.get("category")),
        platform=PLATFORMS.get(str(md.get("OS") or md.get("os") or "").lower(), "unknown"),
        keyboard_layout=_opt(md.get("keyboard_layout")), status=_opt(md.get("trajectory_status")),
        outcome=_outcome(md.get("trajectory_status")), rejection_reason=_opt(md.get("rejection_reason")),
        time_base="relative", video_offset_ms=0, offset_source="vendor timeline (video starts at 0)",
        screen_width=video.width, screen_height=video.height, checksum_status="absent", video=video,
        vendor_steps_available=steps_available,
        flags=[*flags, *delivery_checks(md, video.frame_count, video.duration_ms)],
    )
