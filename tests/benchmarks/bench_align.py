"""Cost of checking the clock against the video: the frame stage with the estimator off and on.

    .venv/bin/python tests/benchmarks/bench_align.py [--minutes 10] [--steps 400] [--format png] [--bframes 0 3]

Uses the 10-minute 1080p screen recording of `bench_frames.py` (generated and cached on first use), once per
`--bframes` setting (0: no B-frames, what screen recorders usually write; 3: x264's b-pyramid), and writes
a Clones event log that matches what it shows: the cursor path drawn into the video, sampled every 8 ms, and
`steps` presses at random times. The true offset (event-clock ms of frame 0) is 2000 ms. Three runs of the
real frame stage (`run_frames`, after ingest and grouping):

- off:      alignment disabled, ffmpeg line exact (the baseline: one pass);
- on/agree: alignment on, ffmpeg line exact: the estimate agrees, nothing is re-picked (one pass);
- on/moved: alignment on, ffmpeg line 500 ms early: the estimate moves every request (second pass).

Prints, per encoding, seconds per run, ratios to the baseline and to the limit measured in the same run on the
same file (decoding every frame, plus converting and encoding the images the stage wrote, one thread), and what
the estimator found. Without B-frames every frame is a reference picture, so a stage that looks at every
stretch of the video cannot decode less than everything: the limit is the floor there. The privacy stage's OCR
of the written frames is off unless `--privacy` (bench_privacy.py measures it): it would be most of the time.
The benchmark's cursor circles without ever stopping (no onsets to time), a hard case for the estimator: it
finds the offset within a frame but with less confidence than a human session gives, so the runs accept 0.3
(`--min-confidence`); `--only` picks runs."""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_frames import H, W, screen_video

from cuaflow.connectors.storage import open_root
from cuaflow.connectors.video import VideoReader
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.settings import AlignmentSettings, FrameSettings, PipelineSettings, PrivacySettings
from cuaflow.schemas.work import StageName, work_dir
from cuaflow.tasks.frames import encode_image
from cuaflow.tasks.runner import run_stage
from cuaflow.tasks.stages import STAGES

TRUE_OFFSET = 2000
DATE = "2025-01-01"


def cursor(p: float) -> tuple[int, int]:
    """Where bench_frames draws the cursor at video time p."""
    return int(W / 2 + 600 * np.sin(p / 3000)), int(H / 2 + 300 * np.cos(p / 2000))


def write_log(folder: Path, end_ms: float, steps: int, ffmpeg_at: int) -> None:
    rng = random.Random(11)
    lines: list[tuple[int, dict]] = []
    for k, text in enumerate(["ffmpeg version 7.1.1", "Press [q] to stop, [?] for help"]):
        lines.append((ffmpeg_at - 30 + 10 * k, {"event": "ffmpeg_stderr", "data": {"output": text}}))
    lines.append((ffmpeg_at, {"event": "ffmpeg_stderr", "data": {"output": "Output #0, mp4, to 'r.mp4':"}}))
    for e in range(0, int(end_ms + TRUE_OFFSET), 8):
        x, y = cursor(e - TRUE_OFFSET)
        lines.append((e, {"event": "mousemove", "data": {"x": float(x), "y": float(y)}}))
    for s in sorted(rng.uniform(1000, end_ms - 1000) for _ in range(steps)):
        e = int(s) + TRUE_OFFSET
        lines.append((e, {"event": "mousedown", "data": {"button": "Left"}}))
        lines.append((e + 60, {"event": "mouseup", "data": {"button": "Left"}}))
    lines.sort(key=lambda r: r[0])
    with open(folder / "input_log.jsonl", "w", encoding="utf-8") as fh:
        for t, o in lines:
            fh.write(json.dumps(o | {"time": t}, separators=(",", ":")) + "\n")
    (folder / "meta.json").write_text(json.dumps({
        "id": folder.name, "timestamp": "2025-01-01T12:00:00+00:00", "duration_seconds": int(end_ms / 1000),
        "status": "completed", "reason": "done", "title": "Benchmark", "platform": "macos",
        "primary_monitor": {"width": W, "height": H, "scale_factor": 1.0},
        "quest": {"title": "Benchmark", "app": "Bench"}}))


def limit(video: Path, written: set[int], fmt: str) -> tuple[float, float, float]:
    """(seconds, seconds, CPU seconds): decoding every frame (the reader's threading, no conversion), and
    converting and encoding the frames the stage wrote (pts in µs, as in their file names), one thread, at
    quality 95: the floor any frame stage pays (the issue's 'decode-all + encode'); the CPU time of both."""
    decode = encode = 0.0
    t0, c0 = time.perf_counter(), time.process_time()
    with VideoReader(str(video)) as r:
        for pts, frame in r.frames():
            if int(round(pts * 1000)) in written:
                t1 = time.perf_counter()
                encode_image(frame.to_ndarray(format="rgb24"), fmt, 95, FrameSettings())
                encode += time.perf_counter() - t1
    decode = time.perf_counter() - t0 - encode
    return decode, encode, time.process_time() - c0


def run(src: Path, rec: str, enabled: bool, fmt: str, min_confidence: float,
        privacy: bool) -> tuple[float, float, dict, set[int]]:
    """The frame stage on one recording: (seconds, CPU seconds of every thread, its marker, frames written)."""
    out = Path(tempfile.mkdtemp(prefix="bench-align-out-"))
    try:
        settings = PipelineSettings(alignment=AlignmentSettings(enabled=enabled, min_confidence=min_confidence),
                                    privacy=PrivacySettings(enabled=privacy))
        dataset = DatasetConfig.model_validate({"output": {"image_format": fmt}})
        ctx = RunContext(source_url=str(src), output_url=str(out), settings=settings, dataset=dataset)
        ref = RecordingRef(source_url=str(src), date=DATE, recording_id=rec, path=f"{DATE}/{rec}")
        stage = {s.name: s for s in STAGES}
        r = run_stage(stage[StageName.INGEST], ctx, ref)
        r = run_stage(stage[StageName.GROUP], ctx, ref, r)
        t0, c0 = time.perf_counter(), time.process_time()
        r = run_stage(stage[StageName.FRAMES], ctx, ref, r)
        seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
        assert r.status == "ok", r.reason
        marker = json.loads(open_root(str(out)).read_bytes(f"{work_dir(ref)}/frames.done.json"))
        written = {int(f.stem[1:]) for f in out.rglob(f"f*.{fmt}")}
        return seconds, cpu, marker, written
    finally:
        shutil.rmtree(out, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=10)
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--format", default="jpg", choices=["png", "jpg", "webp"])
    # the benchmark's cursor circles without ever stopping (no onsets to time): a hard case whose
    # estimate is right but less confident than a human session's
    ap.add_argument("--min-confidence", type=float, default=0.3)
    ap.add_argument("--only", nargs="*", default=["off", "on/agree", "on/moved"])
    ap.add_argument("--bframes", type=int, nargs="+", default=[0, 3])
    # the OCR of every written frame (bench_privacy.py measures it) would be most of the stage's time
    ap.add_argument("--privacy", action="store_true", help="keep the privacy stage's OCR of the frames on")
    a = ap.parse_args()
    for bf in a.bframes:
        encoding(a, bf)


def encoding(a: argparse.Namespace, bframes: int) -> None:
    """The runs and the limit on one encoding of the recording."""
    video, pts = screen_video(a.minutes, 30, bframes=bframes)
    src = Path(tempfile.mkdtemp(prefix="bench-align-src-"))
    try:
        for rec, ffmpeg_at in (("exact", TRUE_OFFSET), ("early", TRUE_OFFSET - 500)):
            folder = src / DATE / rec
            folder.mkdir(parents=True)
            try:  # a hard link: the pipeline refuses symlinks that lead outside the source root
                os.link(video, folder / "recording.mp4")
            except OSError:
                shutil.copyfile(video, folder / "recording.mp4")
            write_log(folder, pts[-1], a.steps, ffmpeg_at)
        print(f"\nvideo: {W}x{H}, {a.minutes:g} min, {len(pts)} frames, {bframes} B-frames; {a.steps} presses; "
              f"true offset {TRUE_OFFSET} ms; frames as {a.format}; load average {os.getloadavg()[0]:.1f}")
        rows = [("off", "exact", False), ("on/agree", "exact", True), ("on/moved", "early", True)]
        results: dict[str, tuple[float, float]] = {}
        written: set[int] = set()
        for name, rec, enabled in [r for r in rows if r[0] in a.only]:
            secs, cpu, marker, written = run(src, rec, enabled, a.format, a.min_confidence, a.privacy)
            results[name] = (secs, cpu)
            al = marker.get("alignment") or {}
            print(f"  {name:9s} {secs:7.1f} s (CPU {cpu:6.1f} s)  frames {marker['frames_written']:4d}  "
                  f"estimate {al.get('estimated_offset_ms')} ms (log {al.get('log_offset_ms')}, "
                  f"used {al.get('video_offset_ms')} from {al.get('offset_source')}, "
                  f"confidence {al.get('confidence')})")
        if "off" in results:
            print("ratios to off (wall, CPU)")
            for name in ("on/agree", "on/moved"):
                if name in results:
                    print(f"  {name:9s} {results[name][0] / results['off'][0]:.2f}x  "
                          f"{results[name][1] / results['off'][1]:.2f}x")
        if written:
            dec, enc, cpu = limit(video, written, a.format)
            floor = dec + enc
            print(f"limit: decode every frame {dec:.1f} s + encode the {len(written)} images of the last run "
                  f"{enc:.1f} s = {floor:.1f} s (CPU {cpu:.1f} s; load average {os.getloadavg()[0]:.1f})")
            print("ratios to the limit (wall, CPU)")
            for name, (secs, cpu_s) in results.items():
                print(f"  {name:9s} {secs / floor:.2f}x  {cpu_s / cpu:.2f}x")
    finally:
        shutil.rmtree(src, ignore_errors=True)


if __name__ == "__main__":
    main()
