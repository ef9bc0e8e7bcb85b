"""One Clones recording folder written as the real recorder writes it: `input_log.jsonl` (with the ffmpeg lines,
the accessibility snapshot and the defects asked for), `recording.mp4`, `meta.json`, optional `input_log_meta.json`,
`private_ranges.json` and `checksums.json`."""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from cuaflow.connectors.synth.performer import Log, script, state_at
from cuaflow.connectors.synth.screen import draw_frame, encode_video, frame_times
from cuaflow.connectors.synth.spec import EPOCH0, ExpectedStep, SynthResult, SynthSpec


def _ffmpeg_preamble(log: Log, offset: int) -> None:
    for k, text in enumerate([
        "ffmpeg version 7.1.1 Copyright (c) 2000-2025 the FFmpeg developers",
        "  built with Apple clang version 17.0.0 (clang-1700.0.13.3)",
        "  libavutil      59. 39.100 / 59. 39.100",
    ]):
        log.add(k, "ffmpeg_stderr", {"output": text})
    log.add(offset * 0.6, "ffmpeg_stderr", {"output": "[avfoundation @ 0x1] Supported pixel formats:"})
    log.add(offset - 40, "ffmpeg_stderr", {"output": "Input #0, avfoundation, from '1:':"})
    log.add(offset - 30, "ffmpeg_stderr", {"output": "Press [q] to stop, [?] for help"})
    log.add(offset, "ffmpeg_stderr", {"output": "Output #0, mp4, to '/tmp/recording.mp4':"})
    log.add(offset + 1, "ffmpeg_stderr", {"output": "  Metadata:"})


def event_time(spec: SynthSpec, video_ms: float) -> float:
    """Ground truth: the event-clock time a frame at `video_ms` shows (after a stall, the video has
    skipped `stall_ms` of what happened)."""
    skipped = spec.stall_ms if spec.stall_at_ms is not None and video_ms >= spec.stall_at_ms else 0
    return video_ms + spec.video_offset_ms + skipped


def _log_display_snapshot(log: Log, spec: SynthSpec) -> None:
    """The accessibility snapshot with the display-wide window (a Save button and `ax_extra` in it)."""
    lw, lh = spec.logical_size
    tree = [{"bbox": {"height": 0, "width": 0, "x": 0, "y": 0}, "children": [
        {"bbox": {"height": lh, "width": lw, "x": 0, "y": 0}, "children": [
            {"bbox": {"height": 40, "width": 120, "x": 10, "y": 10}, "children": [], "description": "",
             "name": "Save", "role": "AXButton", "value": ""}, *spec.ax_extra],
         "description": "Display 0", "display_index": 0, "name": "Window on display 0", "role": "window",
         "value": ""}], "description": "", "name": "root", "role": "root", "value": ""}]
    log.add(spec.video_offset_ms + 200, "axtree_interaction", {
        "duration": 12, "focused_app": {"bundle_id": None, "name": spec.app, "path": None, "pid": None},
        "tree": tree})


def _frame_painter(spec: SynthSpec, log: Log, steps: list[ExpectedStep],
                   physical: tuple[int, int]) -> Callable[[int, float], np.ndarray]:
    """(frame index, video ms) → the frame: the UI state then, the cursor where the log last put it."""
    pw, ph = physical
    moves = sorted((t, o["data"]["x"], o["data"]["y"]) for t, _, o in log.lines if o["event"] == "mousemove")
    move_t = np.array([m[0] for m in moves], dtype=float)

    def frame_fn(k: int, p: float) -> np.ndarray:
        ev_t = event_time(spec, p)
        j = int(np.searchsorted(move_t, ev_t, side="right")) - 1
        cur = None
        if j >= 0 and spec.cursor != "none":
            cur = (int(moves[j][1] * spec.scale), int(moves[j][2] * spec.scale))
        size = int(17 * spec.scale) if spec.cursor == "arrow" else 0
        state = state_at(steps, ev_t)
        return draw_frame(pw, ph, k if spec.index_barcode else 0, state, cur, size,
                          spec.screen(state) if spec.screen is not None else None)

    return frame_fn


def _log_lines(log: Log, spec: SynthSpec, rng: random.Random) -> list[dict[str, Any]]:
    """The log's lines sorted by time, then with the real recorders' defects the spec asks for (missing key-ups,
    swapped mouse moves, duplicated lines)."""
    ordered = [o | {"time": t} for t, _, o in sorted(log.lines, key=lambda r: (r[0], r[1]))]
    keyups = [k for k, o in enumerate(ordered) if o["event"] == "keyup" and "Shift" not in o["data"]["key"]]
    drop = {keyups[i] for i in spec.drop_keyups if i < len(keyups)}
    ordered = [o for k, o in enumerate(ordered) if k not in drop]
    if spec.out_of_order:
        move_idx = [k for k, o in enumerate(ordered[:-1]) if o["event"] == "mousemove"
                    and ordered[k + 1]["event"] == "mousemove"]
        for k in rng.sample(move_idx, min(spec.out_of_order, len(move_idx))):
            ordered[k], ordered[k + 1] = ordered[k + 1], ordered[k]
    if spec.duplicate_events:
        doubled = []
        for o in ordered:
            doubled.append(o)
            if o["event"] not in ("ffmpeg_stderr", "axtree_interaction", "axtree"):
                doubled.append(o | {"time": o["time"] + rng.choice((0, 0, 1))})
        ordered = doubled
    return ordered


def _meta(spec: SynthSpec, physical: tuple[int, int], video_ms: float) -> dict[str, Any]:
    """The recording's `meta.json`."""
    pw, ph = physical
    monitor: dict[str, Any] = {"width": pw, "height": ph}
    if spec.meta_scale_factor:
        monitor |= {"scale_factor": spec.scale, "x": 0, "y": 0}
    return {
        "id": spec.recording_id, "timestamp": "2025-01-01T12:00:00.000000+02:00",
        "duration_seconds": round(video_ms / 1000), "status": spec.status, "reason": spec.reason,
        "title": spec.title, "description": "", "platform": spec.platform, "arch": "aarch64", "version": "15.6.0",
        "locale": "en-US", "keyboard_layout": spec.keyboard_layout, "primary_monitor": monitor,
        "quest": {"title": spec.title, "app": spec.app, "icon_url": "", "objectives": ["Do the thing"],
                  "content": f"Please {spec.title.lower()}.", "task_id": spec.task_id or f"task_{spec.recording_id}"},
    }


def write_recording(folder: Path, spec: SynthSpec) -> SynthResult:
    """Write one Clones recording folder; return what was written (the scripted steps, frame times, log lines)."""
    rng = random.Random(spec.seed)  # drawn from in order: frame times, then the log's defects
    folder.mkdir(parents=True, exist_ok=True)
    log = Log()
    if spec.ffmpeg_lines:
        _ffmpeg_preamble(log, spec.video_offset_ms - spec.ffmpeg_lead_ms)
    # the cursor wanders a little before the first action (and before the video starts)
    lw, lh = spec.logical_size
    for k in range(20):
        log.add(100 + 8 * k, "mousemove", {"x": lw / 2 + k * 0.1, "y": lh / 2})
    steps, t_end = script(spec, log, rng)
    if spec.ax_display:
        _log_display_snapshot(log, spec)
    physical = int(round(lw * spec.scale)), int(round(lh * spec.scale))
    video_ms = t_end - spec.video_offset_ms + spec.tail_ms
    pts = frame_times(video_ms, spec.fps, spec.vfr, rng)
    pts = encode_video(folder / "recording.mp4", physical, pts, _frame_painter(spec, log, steps, physical),
                       spec.keyint)
    ordered = _log_lines(log, spec, rng)
    base = EPOCH0 if spec.time_base == "absolute" else 0
    text = "".join(json.dumps({"data": o["data"], "event": o["event"], "time": o["time"] + base},
                              separators=(",", ":")) + "\n" for o in ordered)
    (folder / "input_log.jsonl").write_text(text, encoding="utf-8")
    if spec.write_log_meta:
        (folder / "input_log_meta.json").write_text(json.dumps(
            {"format": "jsonl", "event_count": len(ordered), "timestamp_type": spec.time_base}))
    (folder / "meta.json").write_text(json.dumps(_meta(spec, physical, video_ms), indent=2))
    if spec.private_ranges:  # the older recorders' file of spans the demonstrator marked private
        (folder / "private_ranges.json").write_text(json.dumps(
            [{"start": a + base, "end": b + base, "count": 1} for a, b in spec.private_ranges]))
    if spec.checksums:
        write_checksums(folder)
    return SynthResult(path=folder, spec=spec, steps=steps, frame_pts_ms=pts, lines=ordered)


def write_checksums(folder: Path) -> None:
    files: list[dict[str, Any]] = []
    for p in sorted(folder.iterdir()):
        if p.name in ("checksums.json", "manifest.json") or not p.is_file():
            continue
        files.append({"filename": p.name, "sha256": hashlib.sha256(p.read_bytes()).hexdigest(),
                      "size": p.stat().st_size, "lastModified": 0})
    overall = hashlib.sha256(":".join(sorted(f["sha256"] for f in files)).encode()).hexdigest()
    (folder / "checksums.json").write_text(json.dumps({
        "schema_version": {"major": 1, "minor": 0, "patch": 0}, "demoHash": "synthetic",
        "submissionId": "synthetic", "userAddress": "0x0", "timestamp": 0, "files": files,
        "overallHash": overall}, indent=2))
