"""Synthetic recordings whose ground truth is known by construction, for the tests.

The Clones writer itself is product code (`cuaflow.connectors.synth`: it writes the demo's source tree) and
is re-exported here so the tests import every synthetic-data name from one place. What only the tests need
lives here: reading a frame's barcodes back, the frame a video time shows, and deliveries in the vendor
layouts (seeds 001 / 002, desktop and Android) made from the same scripted sessions."""

from __future__ import annotations

import csv
import json
import random
import tempfile
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from cuaflow.connectors.synth import (
    BITS,
    CELL,
    EFFECT_LATENCY_MS,
    Action,
    ExpectedStep,
    SynthResult,
    SynthSpec,
    draw_frame,
    encode_video,
    event_time,
    frame_times,
    standard_actions,
    state_at,
    unicode_info,
    write_checksums,
    write_recording,
)
from cuaflow.connectors.video import VideoReader

__all__ = [
    "CELL",
    "Action",
    "ExpectedStep",
    "SynthResult",
    "SynthSpec",
    "draw_frame",
    "encode_video",
    "event_time",
    "frame_at",
    "frame_times",
    "read_barcodes",
    "standard_actions",
    "state_at",
    "unicode_info",
    "write_android_delivery",
    "write_checksums",
    "write_recording",
    "write_vendor_delivery",
]


def frame_at(res: SynthResult, video_ms: float) -> int | None:
    """Index of the last frame written with pts <= video_ms (None before the first frame)."""
    idx = None
    for k, p in enumerate(res.frame_pts_ms):
        if p <= video_ms + 1e-9:
            idx = k
        else:
            break
    return idx


def read_barcodes(rgb: np.ndarray) -> tuple[int, int]:
    """(frame index, UI state) from a frame drawn by `draw_frame` (survives lossy compression)."""
    out = []
    for row in range(2):
        y = CELL * (1 + 2 * row) + CELL // 2
        v = 0
        for b in range(BITS):
            x = CELL * (1 + b) + CELL // 2
            v = (v << 1) | int(rgb[y, x].mean() > 127)
        out.append(v)
    return out[0], out[1]


# ---------------------------------------------------------------- vendor deliveries (seeds 001 / 002)
_VENDOR_ACTION = {"click": {1: "click", 2: "double_click", 3: "triple_click"}, "drag": "drag", "scroll": "scroll",
                  "type": "input_text", "key": "functional_key", "hotkey": "combo_key", "mouse_move": "mouse_move"}


def _vendor_rows(res: SynthResult, px_per_delta: float = 1.0) -> list[dict[str, Any]]:
    """The Clones log of `res` as vendor raw events: video clock, physical pixels, seed 001/002 names;
    a scroll's `amount` is in pixels, `px_per_delta` per Clones wheel delta unit."""
    spec, offset = res.spec, res.spec.video_offset_ms
    typing = [(e.t_start - 60, e.t_end + 60, e.text) for e in res.steps if e.kind == "type"]
    combos = [(e.t_start, e.t_end, "+".join(e.keys or ())) for e in res.steps if e.kind == "hotkey"]
    rows: list[dict[str, Any]] = []
    x = y = 0.0
    burst: list[dict[str, Any]] = []

    def flush_burst() -> None:
        if burst:
            total = -sum(b["data"]["delta"] for b in burst)
            rows.append({"t_ms": burst[0]["time"] - offset, "event": "scroll_start", "x": x, "y": y,
                         "direction": "down" if total > 0 else "up", "amount": abs(total) * px_per_delta})
            rows.append({"t_ms": burst[-1]["time"] - offset, "event": "scroll_end", "x": x, "y": y})
            burst.clear()

    for o in res.lines:
        t, ev, d = o["time"], o["event"], o["data"]
        if t < offset:
            continue
        if ev != "mousewheel":
            flush_burst()
        if ev == "mousemove":
            x, y = round(d["x"] * spec.scale, 2), round(d["y"] * spec.scale, 2)
            rows.append({"t_ms": t - offset, "event": "mouse_move", "x": x, "y": y})
        elif ev in ("mousedown", "mouseup"):
            rows.append({"t_ms": t - offset, "event": f"mouse_{ev[5:]}_{d['button'].lower()}", "x": x, "y": y})
        elif ev == "mousewheel":
            burst.append(o)
        elif ev in ("keydown", "keyup"):
            span = next((s for s in typing if s[0] <= t <= s[1]), None)
            combo = next((c for c in combos if c[0] - 200 <= t <= c[1] + 200), None)
            kind = "key_down" if ev == "keydown" else "key_up"
            if span is not None:
                rows.append({"t_ms": t - offset, "event": kind, "key": d["key"]})
            elif combo is not None:
                if not d["key"].startswith(("Meta", "Control", "Shift", "Alt")):
                    rows.append({"t_ms": t - offset, "event": kind, "key": combo[2]})
            else:
                rows.append({"t_ms": t - offset, "event": kind, "key": d["key"]})
    flush_burst()
    for a, b, text in typing:
        rows.append({"t_ms": max(a, offset) - offset, "event": "input_text_start"})
        rows.append({"t_ms": b - offset, "event": "input_text_end", "text": text})
    rows.sort(key=lambda r: (r["t_ms"], r["event"] != "input_text_start"))
    return rows


def _write_log(path: Path, rows: list[dict[str, Any]], fmt: str) -> None:
    cols = ["t_ms", "event", "x", "y", "x2", "y2", "button", "click_count", "key", "direction", "amount",
            "duration_ms", "text", "text_length", "masked"]
    if fmt == "json":
        path.write_text(json.dumps({"events": rows}, indent=1))
    elif fmt == "csv":
        with open(path, "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=cols)
            w.writeheader()
            for r in rows:
                w.writerow({k: r.get(k, "") for k in cols})
    else:
        lines = []
        for r in rows:
            kv = " ".join(f"{k}={json.dumps(v) if isinstance(v, str) and (' ' in v or not v) else v}"
                          for k, v in r.items() if k not in ("t_ms", "event"))
            lines.append(f"{r['t_ms']} {r['event']} {kv}".rstrip())
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _vendor_frames(folder: Path, tid: str, video: Path, times: list[tuple[int, float, float]]) -> None:
    (folder / "Frames").mkdir(exist_ok=True)
    wanted = sorted({t for _, a, b in times for t in (a, b)})
    got: dict[float, np.ndarray] = {}
    with VideoReader(str(video)) as r:
        frames = r.frames()
        prev = None
        cur = next(frames, None)
        for t in wanted:
            while cur is not None and cur[0] <= t:
                prev, cur = cur, next(frames, None)
            if prev is not None:
                got[t] = prev[1].to_ndarray(format="rgb24")
    for n, a, b in times:
        for which, t in (("before", a), ("after", b)):
            if t in got:
                Image.fromarray(got[t]).save(folder / "Frames" / f"{tid}-Frame-Step-{n}-{which}.webp", quality=80)


def write_vendor_delivery(day: Path, spec: SynthSpec, *, tid: str, fmt: str = "txt", os_name: str = "macOS",
                          tool: str = "Editor", status: str = "Successful", rejection: str | None = None,
                          vendor_steps: bool = True, frames: bool = True,
                          px_per_delta: float = 1.0) -> tuple[SynthResult, Path]:
    """The same scripted session as `write_recording`, delivered in the vendor layout (scroll amounts
    in pixels: `px_per_delta` per Clones wheel delta unit)."""
    with tempfile.TemporaryDirectory() as tmp:
        res = write_recording(Path(tmp) / "clones", spec)
        folder = day / f"{tid}-{tool}-{spec.title.replace(' ', '_')}"
        folder.mkdir(parents=True, exist_ok=True)
        video = folder / f"{tid}.mp4"
        video.write_bytes((res.path / "recording.mp4").read_bytes())
    _write_log(folder / f"{tid}-EventLogs.{fmt}", _vendor_rows(res, px_per_delta), fmt)
    off, sc = spec.video_offset_ms, spec.scale
    steps, times = [], []
    for n, e in enumerate([e for e in res.steps if e.kind in _VENDOR_ACTION], 1):
        action = _VENDOR_ACTION[e.kind]
        if isinstance(action, dict):
            action = {"right": "right_click", "middle": "middle_click"}.get(e.button or "", action[e.click_count or 1])
        step: dict[str, Any] = {"step": n, "action": action, "start_ms": e.t_start - off, "end_ms": e.t_end - off,
                                "raw_thought": f"I need to {action.replace('_', ' ')} now.",
                                "reasoning": f"Step {n} moves the task forward.",
                                "instruction": f"{action.replace('_', ' ').capitalize()} (step {n})"}
        if e.x is not None:
            step |= {"x": e.x * sc, "y": e.y * sc}
        if e.text:
            step["text"] = e.text
        if frames:
            step["frames"] = {"before": f"Frames/{tid}-Frame-Step-{n}-before.webp",
                              "after": f"Frames/{tid}-Frame-Step-{n}-after.webp"}
            times.append((n, float(e.t_start - off), float(e.t_end - off + 500)))
        steps.append(step)
    w, h = int(spec.logical_size[0] * sc), int(spec.logical_size[1] * sc)
    doc: dict[str, Any] = {"metadata": {
        "task_id": tid, "instruction": spec.title, "tool_name": tool, "category": "Productivity", "OS": os_name,
        "resolution": f"{w}x{h}", "duration": round(res.frame_pts_ms[-1] / 1000, 1),
        # what the video really holds on average (a variable frame rate runs below the nominal rate)
        "FPS": round(len(res.frame_pts_ms) / ((res.frame_pts_ms[-1] + 1000 / spec.fps) / 1000), 2),
        "frame_count": len(res.frame_pts_ms), "trajectory_status": status, "rejection_reason": rejection,
        "action_count": len(res.lines), "grouped_action_count": len(steps)},
        "intent": f"Complete: {spec.title}"}
    if vendor_steps:
        doc["steps"] = steps
    (folder / f"{tid}-StructuredTrajectory.json").write_text(json.dumps(doc, indent=1))
    (folder / f"{tid}-Prompt.txt").write_text(spec.title + "\n")
    if frames:
        _vendor_frames(folder, tid, video, times)
    return res, folder


def write_android_delivery(day: Path, tid: str, gestures: list[dict[str, Any]], size: tuple[int, int] = (360, 640),
                           fmt: str = "json") -> Path:
    """A mobile delivery: `gestures` are vendor events (t_ms on the video clock, pixel coordinates)."""
    folder = day / f"{tid}-Settings-Android_task"
    folder.mkdir(parents=True, exist_ok=True)
    w, h = size
    end = max(g["t_ms"] + g.get("duration_ms", 0) for g in gestures) + 1500
    pts = frame_times(end, 20, False, random.Random(0))
    done = sorted(g["t_ms"] + g.get("duration_ms", 0) for g in gestures)
    encode_video(folder / f"{tid}.mp4", (w, h), pts,
                 lambda k, p: draw_frame(w, h, k, sum(1 for d in done if d + EFFECT_LATENCY_MS <= p), None), 40)
    _write_log(folder / f"{tid}-EventLogs.{fmt}", gestures, fmt)
    (folder / f"{tid}-StructuredTrajectory.json").write_text(json.dumps({"metadata": {
        "task_id": tid, "instruction": "Turn on dark mode", "tool_name": "Settings", "OS": "Android",
        "resolution": f"{w}x{h}", "trajectory_status": "Successful"}}))
    return folder


# ------------------------------------------------------------------ nights for night-over-night tests
# Templates of a night's recordings, each written (and processed) once; a night is a few of them copied under its
# date. `ordinary` recordings type one e-mail address each (one redaction), `clock` ones stall the video's clock
# for 3-4 s (the offset checked against the video loses its confidence), `redacted` ones type ten addresses, `short`
# ones do half the actions, `format` is an ordinary recording whose log lines use other key names.
WATCH_LOGICAL = (320, 200)


def _night_actions(k: int, *, emails: int = 1, short: bool = False) -> list[Action]:
    w, h = WATCH_LOGICAL
    typed = " ".join(f"user{k}x{i}@example.com" for i in range(emails))
    acts = [Action("click", x=w * 0.25, y=h * 0.3), Action("type", text=f"mail {typed}"),
            Action("drag", x=w * 0.2, y=h * 0.6, x2=w * 0.5, y2=h * 0.8),  # a long move: the clock check's evidence
            Action("click", x=w * 0.6, y=h * 0.4), Action("key", keys=("Return",)),
            Action("click", x=w * (0.3 + 0.1 * (k % 7)), y=h * 0.7)]
    return acts[:3] if short else acts + [Action("click", x=w * 0.8, y=h * 0.2)] * (k % 2)


NIGHT_TEMPLATES: dict[str, dict[str, Any]] = {
    **{f"ordinary{k}": {"actions": _night_actions(k)} for k in range(3)},
    "format": {"actions": _night_actions(4), "log_format": True},
    "clock0": {"actions": _night_actions(5), "stall_at_ms": 1000, "stall_ms": 4000},
    "clock1": {"actions": _night_actions(6), "stall_at_ms": 3500, "stall_ms": 3000},
    **{f"redacted{k}": {"actions": _night_actions(7 + 3 * k, emails=10)} for k in range(2)},
    **{f"short{k}": {"actions": _night_actions(8 + k, short=True)} for k in range(2)},
}


def write_night_templates(day: Path) -> dict[str, str]:
    """Every template under `day` (one folder per recording); template name → recording id."""
    ids = {}
    for n, (name, kw) in enumerate(NIGHT_TEMPLATES.items()):
        kw = dict(kw)
        log_format = kw.pop("log_format", False)
        rid = f"20250101_1{n:05d}"
        res = write_recording(day / rid, SynthSpec(recording_id=rid, logical_size=WATCH_LOGICAL, seed=n, tail_ms=400,
                                                   **kw))
        if log_format:  # a client update renamed the keys of every line
            log = res.path / "input_log.jsonl"
            rows = [json.loads(line) for line in log.read_text().splitlines()]
            log.write_text("".join(json.dumps({"type": r["event"], "ts": r["time"], "payload": r["data"]}) + "\n"
                                   for r in rows))
            write_checksums(res.path)
        ids[name] = rid
    return ids
