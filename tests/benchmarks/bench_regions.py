"""Cost of judging snapshots by the pixels: the frame stage's change maps and the frames it looks at for snapshots.

    .venv/bin/python tests/benchmarks/bench_regions.py [--minutes 10] [--steps 400] [--format jpg] [--bframes 0]

Uses the 10-minute 1080p screen recording of `bench_frames.py` and the event log of `bench_align.py` (the cursor
drawn into the video, `steps` presses). Two recordings over the same video: `plain` (no accessibility snapshot)
and `snapshots` (an `axtree_interaction` logged 15 ms after every press, as the Clones recorder does, so every
press but the first has an older snapshot whose frame the stage looks at: one probe per press). The real frame
stage runs on each with the clock check off and on; the difference is what the probes cost (decoding their
frames where nothing else needed them, a colour thumbnail of every frame used, the change maps). Then, on their
own: building the change maps for `steps` steps over 2 x `steps` frames of a 1080p thumbnail grid
(`regions.change_table`: each step's snapshot frame against its pre frame, cursor masked)
and asking `RegionChanges.unchanged` about a box once per step, the work the normalise stage does per pointer
step."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_align import DATE, TRUE_OFFSET, run, write_log
from bench_frames import H, W, screen_video

from cuaflow.connectors.synth import ax_node, ax_screen
from cuaflow.tasks.recording.align import CursorTrack, Segment, cell_size
from cuaflow.tasks.targets.regions import RegionChanges, change_table


def add_snapshots(folder: Path) -> int:
    """An `axtree_interaction` line 15 ms after every press of the log (one button on the screen)."""
    lines = [json.loads(x) for x in (folder / "input_log.jsonl").read_text().splitlines()]
    out, n = [], 0
    for o in lines:
        out.append(o)
        if o["event"] == "mousedown":
            tree = ax_screen((W, H), [ax_node("AXButton", "OK", 100, 100, 80, 30)])
            out.append({"event": "axtree_interaction", "time": o["time"] + 15,
                        "data": {"duration": 12, "tree": tree}})
            n += 1
    out.sort(key=lambda o: o["time"])
    (folder / "input_log.jsonl").write_text("".join(json.dumps(o, separators=(",", ":")) + "\n" for o in out))
    return n


def maps_alone(steps: int) -> None:
    """change_table and unchanged() on a 1080p grid, outside the stage: 2 x `steps` frames, one snapshot per ten
    steps."""
    cell = cell_size(W)
    rows, cols = H // cell, W // cell
    rng = np.random.default_rng(3)
    base = rng.integers(0, 255, size=(rows, cols, 3), dtype=np.uint8)
    thumbs = {}
    for k in range(2 * steps):
        t = base.copy()
        r, c = rng.integers(0, rows - 10), rng.integers(0, cols - 20)
        t[r:r + 10, c:c + 20] ^= 0x80  # a change somewhere in every frame
        thumbs[float(k * 50)] = t
    n = 2 * steps * 50 // 8
    track = CursorTrack.from_points(np.arange(0, n * 8, 8.0), np.full(n, 500.0), np.full(n, 300.0), 1.0, W, H)
    segs = (Segment(0.0, 0.0, 0.0, 0.0),)
    pts = sorted(thumbs)
    pre = pts[1::2]
    since = [pts[2 * (k - k % 10)] for k in range(len(pre))]  # the snapshot's frame: every tenth step's pre frame
    c0, t0 = time.process_time(), time.perf_counter()
    table = change_table(thumbs, pts, (W, H), segs, track, 1.0, pre, since)
    build_cpu, build_wall = time.process_time() - c0, time.perf_counter() - t0
    changes = RegionChanges(table)
    c0 = time.process_time()
    for k in range(len(pre)):
        changes.unchanged([600, 300, 760, 360], k, since[k])
    ask_cpu = time.process_time() - c0
    size = sum(len(m) for m in table["changed"].to_list())
    print(f"change maps alone: {len(pts)} frames of {cols}x{rows} cells, {table.height} steps judged: build "
          f"{build_cpu:.2f} s CPU ({build_wall:.2f} s wall, {1000 * build_cpu / max(1, table.height):.2f} ms a "
          f"step), {size / 1e6:.1f} MB of packed maps; {len(pre)} questions {ask_cpu:.3f} s CPU "
          f"({1000 * ask_cpu / max(1, len(pre)):.3f} ms each)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=10)
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--format", default="jpg", choices=["png", "jpg", "webp"])
    ap.add_argument("--bframes", type=int, default=0)
    ap.add_argument("--min-confidence", type=float, default=0.3)
    a = ap.parse_args()
    video, pts = screen_video(a.minutes, 30, bframes=a.bframes)
    src = Path(tempfile.mkdtemp(prefix="bench-regions-src-"))
    try:
        probes = 0
        for rec in ("plain", "snapshots"):
            folder = src / DATE / rec
            folder.mkdir(parents=True)
            try:
                os.link(video, folder / "recording.mp4")
            except OSError:
                shutil.copyfile(video, folder / "recording.mp4")
            write_log(folder, pts[-1], a.steps, TRUE_OFFSET)
            if rec == "snapshots":
                probes = add_snapshots(folder)
        print(f"video: {W}x{H}, {a.minutes:g} min, {len(pts)} frames, {a.bframes} B-frames; {a.steps} presses, "
              f"{probes} snapshots; frames as {a.format}; load average {os.getloadavg()[0]:.1f}")
        for enabled in (False, True):
            got = {}
            for rec in ("plain", "snapshots"):
                secs, cpu, marker, _ = run(src, rec, enabled, a.format, a.min_confidence, False)
                got[rec] = (secs, cpu)
                print(f"  clock check {'on ' if enabled else 'off'} {rec:9s} {secs:7.1f} s (CPU {cpu:6.1f} s)  "
                      f"frames {marker['frames_written']}")
            (s0, c0), (s1, c1) = got["plain"], got["snapshots"]
            print(f"  probes: +{s1 - s0:.1f} s wall ({s1 / s0:.2f}x), +{c1 - c0:.1f} s CPU ({c1 / c0:.2f}x)")
        maps_alone(a.steps)
        print(f"load average {os.getloadavg()[0]:.1f}")
    finally:
        shutil.rmtree(src, ignore_errors=True)


if __name__ == "__main__":
    main()
