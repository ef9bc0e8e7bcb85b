"""One rendered session written as a Clones recording (meta.json, input_log.jsonl, recording.mp4, checksums.json,
as connectors/README.md "The Clones format" describes and connectors/synth/ writes them), plus its ground truth:
which screen state every video frame shows, and each state's identifiers and words with their ink boxes."""

from __future__ import annotations

import gzip
import io
import json
import random
import shutil
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
from apps_code import code
from apps_docs import docs
from apps_form import form
from apps_mail import mail
from apps_sheet import sheet
from driver import Driver
from PIL import Image
from scenarios import ENTRY, MOVES, TITLES

from cuaflow.connectors.synth import encode_video, frame_times, write_checksums

SIZE = (1920, 1080)
VIDEO_OFFSET_MS = 1500  # event-clock time of the `Output #0` line, which frame 0 follows
LEAD_MS, TAIL_MS = 700, 1200
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-smooth-scrolling", "--font-render-hinting=none"]
APPS = {"mail": mail, "sheet": sheet, "docs": docs, "form": form, "code": code}
MEASURE_JS = Path(__file__).with_name("measure.js")


@dataclass(frozen=True)
class Plan:
    recording_id: str
    app: str
    theme: str
    seconds: float
    seed: int


def write_pages(folder: Path, people: list[Any], seed: int) -> None:
    """Every application's pages in both themes: `<page>.<theme>.html`."""
    folder.mkdir(parents=True, exist_ok=True)
    for k, build in enumerate(APPS.values()):
        for theme in ("light", "dark"):
            for name, text in build(people, theme, seed + k).items():
                (folder / f"{name}.{theme}.html").write_text(text, encoding="utf-8")


def _arrow(size: int = 19) -> tuple[np.ndarray, np.ndarray]:
    """A pointer's outline and fill masks, hot spot at the top-left (the recorder draws the cursor)."""
    yy, xx = np.mgrid[0:size, 0:int(size * 0.7)]
    outer = ((xx <= yy * 0.62) & (yy < size * 0.78)) | ((yy >= size * 0.5) & (xx >= yy * 0.28) & (xx <= yy * 0.28 + 4))
    inner = np.zeros_like(outer)
    inner[1:-1, 1:-1] = outer[1:-1, 1:-1] & outer[:-2, 1:-1] & outer[2:, 1:-1] & outer[1:-1, :-2] & outer[1:-1, 2:]
    return outer, inner


def _ffmpeg_lines(d: Driver) -> None:
    for k, text in enumerate(["ffmpeg version 5.1.6-0+deb12u1 Copyright (c) 2000-2024 the FFmpeg developers",
                              "  built with gcc 12 (Debian 12.2.0-14)", "  libavutil      57. 28.100 / 57. 28.100"]):
        d.log("ffmpeg_stderr", {"output": text}, t=float(k))
    d.log("ffmpeg_stderr", {"output": "[x11grab @ 0x55d0] Stream #0: not enough frames to estimate rate"}, t=900.0)
    d.log("ffmpeg_stderr", {"output": "Input #0, x11grab, from ':0.0':"}, t=VIDEO_OFFSET_MS - 40.0)
    d.log("ffmpeg_stderr", {"output": "Press [q] to stop, [?] for help"}, t=VIDEO_OFFSET_MS - 30.0)
    d.log("ffmpeg_stderr", {"output": "Output #0, mp4, to '/tmp/recording.mp4':"}, t=float(VIDEO_OFFSET_MS))
    d.log("ffmpeg_stderr", {"output": "  Metadata:"}, t=VIDEO_OFFSET_MS + 1.0)


def open_page(browser: Any, pages: Path, app: str, theme: str) -> Any:
    page = browser.new_page(viewport={"width": SIZE[0], "height": SIZE[1]}, device_scale_factor=1)
    page.add_init_script(script=MEASURE_JS.read_text(encoding="utf-8"))
    page.set_default_timeout(30_000)
    page.goto((pages / f"{ENTRY[app]}.{theme}.html").as_uri(), wait_until="load")
    return page


def begin(page: Any, seed: int, shots: Path) -> Driver:
    """The recorder starts: ffmpeg's lines, the pointer resting, the first screen; the person's first action
    comes LEAD_MS after frame 0."""
    d = Driver(page, random.Random(seed), shots, t0=0.0)
    _ffmpeg_lines(d)
    d.page.mouse.move(d.cx, d.cy)
    for k in range(20):  # the pointer rests and wanders a little before the first action
        t = 100.0 + 8 * k
        d.log("mousemove", {"x": round(d.cx + k * 0.4), "y": round(d.cy)}, t=t)
        d.moves.append((t, round(d.cx + k * 0.4), round(d.cy)))
    d.snap(latency=0.0)
    d.t = VIDEO_OFFSET_MS + LEAD_MS
    return d


def play(browser: Any, pages: Path, plan: Plan, shots: Path, people: list[Any]) -> Driver:
    """Open the application and let the person work until the session's time is up."""
    page = open_page(browser, pages, plan.app, plan.theme)
    d = begin(page, plan.seed, shots)
    moves = MOVES[plan.app]
    end = VIDEO_OFFSET_MS + plan.seconds * 1000
    k = 0
    while d.t < end:
        moves[k % len(moves)](d, people, k)
        k += 1
    page.close()
    return d


def _meta(plan: Plan, video_ms: float) -> dict[str, Any]:
    title, app = TITLES[plan.app]
    hh, mm = plan.recording_id[9:11], plan.recording_id[11:13]
    return {"id": plan.recording_id, "timestamp": f"2025-03-14T{hh}:{mm}:00.000000+01:00",
            "duration_seconds": round(video_ms / 1000, 3), "status": "completed", "reason": "done", "title": title,
            "description": "", "platform": "linux", "arch": "x86_64", "version": "Debian 12", "locale": "en-US",
            "keyboard_layout": "us-qwerty",
            "primary_monitor": {"width": SIZE[0], "height": SIZE[1], "scale_factor": 1.0, "x": 0, "y": 0},
            "quest": {"title": title, "app": app, "icon_url": "", "objectives": [title],
                      "content": f"Please {title[0].lower()}{title[1:]}.", "task_id": f"bench_{plan.app}"}}


def write(d: Driver, plan: Plan, folder: Path, truth_path: Path, shots: Path, fps: float) -> int:
    """The Clones folder and the ground truth; returns the number of video frames."""
    folder.mkdir(parents=True, exist_ok=True)
    t_end = max(t for t, *_ in d.lines)
    video_ms = t_end - VIDEO_OFFSET_MS + TAIL_MS
    rng = random.Random(plan.seed + 1)
    pts = frame_times(video_ms, fps, True, rng)
    change_t = [t for t, _ in d.timeline]
    move_t = [t for t, *_ in d.moves]
    outer, inner = _arrow()
    cache: dict[int, np.ndarray] = {}
    frame_state: list[int] = []

    def frame(k: int, p: float) -> np.ndarray:
        ev = p + VIDEO_OFFSET_MS
        state = d.timeline[max(0, int(np.searchsorted(change_t, ev, side="right")) - 1)][1]
        frame_state.append(state)
        if state not in cache:
            cache.clear()
            cache[state] = np.asarray(Image.open(shots / f"s{state:05d}.png").convert("RGB"))
        img = cache[state].copy()
        j = int(np.searchsorted(move_t, ev, side="right")) - 1
        if j >= 0:
            _, cx, cy = d.moves[j]
            sub = img[cy:cy + outer.shape[0], cx:cx + outer.shape[1]]
            o, i = outer[:sub.shape[0], :sub.shape[1]], inner[:sub.shape[0], :sub.shape[1]]
            sub[o], sub[i] = 0, 255
        return img

    written = encode_video(folder / "recording.mp4", SIZE, pts, frame, keyint=60)
    meta = _meta(plan, video_ms)
    epoch = int(datetime.fromisoformat(meta["timestamp"]).timestamp() * 1000)  # absolute times, as older recorders
    lines = sorted(d.lines, key=lambda r: (r[0], r[1]))
    text = "".join(json.dumps({"data": data, "event": ev, "time": epoch + int(round(t))}, separators=(",", ":"))
                   + "\n" for t, _, ev, data in lines)
    (folder / "input_log.jsonl").write_text(text, encoding="utf-8")
    (folder / "meta.json").write_text(json.dumps(meta, indent=2), encoding="utf-8")
    write_checksums(folder)
    body = {"recording_id": plan.recording_id, "app": plan.app, "theme": plan.theme, "frame_pts_ms": written,
            "frame_state": frame_state, "states": d.states}
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as gz:
        gz.write(json.dumps(body, separators=(",", ":")).encode())
    truth_path.write_bytes(buf.getvalue())
    return len(written)


def record(browser: Any, pages: Path, plan: Plan, source_day: Path, truth_dir: Path, work: Path, fps: float,
           people: list[Any]) -> tuple[int, int]:
    """Render, capture and write one session; returns (screen states, video frames)."""
    shots = work / plan.recording_id
    shots.mkdir(parents=True, exist_ok=True)
    truth_dir.mkdir(parents=True, exist_ok=True)
    try:
        d = play(browser, pages, plan, shots, people)
        frames = write(d, plan, source_day / plan.recording_id, truth_dir / f"{plan.recording_id}.json.gz", shots,
                       fps)
    finally:
        shutil.rmtree(shots, ignore_errors=True)
    return len(d.states), frames


def load_truth(path: Path) -> dict[str, Any]:
    return json.loads(gzip.decompress(path.read_bytes()))
