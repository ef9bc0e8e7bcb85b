"""Frame extraction benchmark: cuaflow against the decoder's limit and the usual alternatives, one process.

    .venv/bin/python tests/benchmarks/bench_frames.py [--minutes 10] [--steps 400] [--rss-minutes 60]
        [--bframes 0 3] [--sparse 40] [--subset 16]

Generates (and caches under /tmp/cuaflow-bench) a screen-like 1080p H.264 recording whose frames carry
their index in their pixels, once per `--bframes` setting (0: what recorders usually write; 3: x264's
b-pyramid, one B-frame of three a reference), picks `steps` random step times (pre frame at t, post frame at
t + 500 ms) and prints, for each encoding and method, seconds and exactness against 'the last frame with
pts <= t':

- the limit: decode every frame (FFmpeg frame threading), no conversion;
- cuaflow: `tasks.frames.select_frames` (only the wanted frames and the reference pictures they need are
  decoded), RGB for kept frames, with and without JPEG encoding; the packets it decoded;
- the same for `--sparse` steps (a recording with few actions: whole GOPs skipped);
- on the first encoding: PyAV seek per frame, and `ffmpeg -ss T -i … -frames:v 1` per frame (on a subset,
  extrapolated).

Then peak RSS of cuaflow's extraction in a child process for the short video and a 1-hour one."""

from __future__ import annotations

import argparse
import io
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the synthetic recordings (synth.py)

from synth import CELL, draw_frame, read_barcodes
from videokit import encode_h264

from cuaflow.connectors.video import DecodePlan, VideoReader
from cuaflow.schemas.settings import FrameSettings
from cuaflow.tasks.frames import FrameEncoder, select_frames

CACHE = Path("/tmp/cuaflow-bench")
W, H = 1920, 1080


def screen_video(minutes: float, fps: float, keyint: int = 250, bframes: int = 0) -> tuple[Path, list[float]]:
    """A screen-like recording: static UI, a moving cursor, a window change every ~8 s."""
    path = CACHE / f"screen_{minutes:g}min_{fps:g}fps{f'_bf{bframes}' if bframes else ''}.mp4"
    times_file = path.with_suffix(".pts.npy")
    if path.exists() and times_file.exists():
        return path, np.load(times_file).tolist()
    CACHE.mkdir(parents=True, exist_ok=True)
    rng = random.Random(3)
    wanted, t = [], 0.0
    while t < minutes * 60_000:
        wanted.append(round(t, 3))
        t += 1000 / fps * rng.uniform(0.8, 1.2)
    base = [draw_frame(W, H, 0, s, None) for s in range(10)]
    noise = np.random.default_rng(0).integers(0, 255, size=(H // 3, W // 2, 3), dtype=np.uint8)
    for b in base:  # 'text' blocks so the encoder has real detail to carry
        b[H // 3 : 2 * H // 3, W // 4 : 3 * W // 4] = (noise > 200) * 255

    def frame(k: int, p: float) -> np.ndarray:
        img = base[int(p // 8000) % 10].copy()
        for row, value in enumerate((k, 0)):
            y0 = CELL * (1 + 2 * row)
            for b in range(16):
                x0 = CELL * (1 + b)
                img[y0 : y0 + CELL, x0 : x0 + CELL] = 255 if (value >> (15 - b)) & 1 else 0
        cx, cy = int(W / 2 + 600 * np.sin(p / 3000)), int(H / 2 + 300 * np.cos(p / 2000))
        img[cy - 8 : cy + 8, cx - 2 : cx + 2] = 0
        return img

    t0 = time.perf_counter()
    pts = encode_h264(path, (W, H), wanted, frame, keyint=keyint, bframes=bframes, crf=23)
    np.save(times_file, np.array(pts))
    print(f"  (generated {path.name}: {len(pts)} frames in {time.perf_counter() - t0:.0f} s)")
    return path, pts


def truth(pts: list[float], t: float) -> int | None:
    k = int(np.searchsorted(np.asarray(pts), t, side="right")) - 1
    return k if k >= 0 else None


def decode_all(path: Path) -> tuple[int, float]:
    t0 = time.perf_counter()
    n = 0
    with VideoReader(str(path)) as r:
        for _ in r.frames():
            n += 1
    return n, time.perf_counter() - t0


def cuaflow(path: Path, targets: list[float], encode: str | None) -> tuple[dict, dict, int, float]:
    """(hits, frame index of each kept frame, packets decoded, seconds)."""
    seen: dict[float, int] = {}
    t0 = time.perf_counter()
    with VideoReader(str(path)) as r:
        if encode:
            enc = FrameEncoder(encode, 95, FrameSettings(), lambda p, b: None)
            hits = select_frames(r, targets, video_end_ms=r.info().duration_ms, on_frame=enc)
            enc.close()
        else:
            def keep(p: float, f: object) -> None:
                seen[p] = read_barcodes(f.to_ndarray(format="rgb24"))[0]  # type: ignore[attr-defined]

            hits = select_frames(r, targets, video_end_ms=r.info().duration_ms, on_frame=keep)
        decoded = int(DecodePlan.of(r.packet_index(), [(t, t) for t in targets]).send.sum())
    return hits, seen, decoded, time.perf_counter() - t0


def extraction(path: Path, pts: list[float], targets: list[float], label: str, limit_s: float) -> float:
    """cuaflow's extraction of `targets`: exactness, packets decoded, seconds against decoding everything."""
    hits, seen, decoded, t_rgb = cuaflow(path, targets, encode=None)
    exact = sum(seen[hits[t].pts_ms] == truth(pts, t) for t in targets)
    _, _, _, t_jpg = cuaflow(path, targets, encode="jpg")
    print(f"  {label}: exact {exact}/{len(targets)}; decoded {decoded} of {len(pts)} packets; RGB of kept frames "
          f"{t_rgb:.1f} s ({t_rgb / limit_s:.2f}x the limit), + JPEG q95 {t_jpg:.1f} s")
    return t_rgb


def seek_per_frame(path: Path, targets: list[float]) -> tuple[list[int | None], float]:
    out = []
    t0 = time.perf_counter()
    with VideoReader(str(path)) as r:
        for t in targets:
            prev = None
            for p, f in r.frames(start_ms=t):
                if p > t:
                    break
                prev = f
            out.append(read_barcodes(prev.to_ndarray(format="rgb24"))[0] if prev is not None else None)
    return out, time.perf_counter() - t0


def ffmpeg_per_frame(path: Path, targets: list[float]) -> tuple[list[int | None], float]:
    out = []
    t0 = time.perf_counter()
    for t in targets:
        res = subprocess.run(["ffmpeg", "-v", "error", "-ss", f"{t / 1000:.6f}", "-i", str(path), "-frames:v", "1",
                              "-f", "image2pipe", "-vcodec", "png", "-"], capture_output=True, check=False)
        if res.returncode or not res.stdout:
            out.append(None)
            continue
        out.append(read_barcodes(np.asarray(Image.open(io.BytesIO(res.stdout)).convert("RGB")))[0])
    return out, time.perf_counter() - t0


def child_rss(path: Path, n_targets: int) -> int:
    code = (
        "import sys, random, resource; sys.path.insert(0, sys.argv[1])\n"
        "from cuaflow.connectors.video import VideoReader\n"
        "from cuaflow.tasks.frames import select_frames, FrameEncoder\n"
        "from cuaflow.schemas.settings import FrameSettings\n"
        "r = VideoReader(sys.argv[2]); end = r.info().duration_ms; rng = random.Random(0)\n"
        "ts = [rng.uniform(0, end) for _ in range(int(sys.argv[3]))]\n"
        "enc = FrameEncoder('jpg', 95, FrameSettings(), lambda p, b: None)\n"
        "rss = lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024\n"
        "def on(p, f):\n"
        "    enc(p, f)\n"
        "    on.n += 1\n"
        "    if on.n % (len(ts) // 4) == 0: print(f'    after {on.n} frames (t={p / 60000:.0f} min): {rss()} MiB')\n"
        "on.n = 0\n"
        "select_frames(r, ts, video_end_ms=end, on_frame=on); enc.close()\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
    )
    args = [str(Path(__file__).resolve().parents[2]), str(path), str(n_targets)]
    res = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, check=True)
    lines = res.stdout.strip().splitlines()
    print("\n".join(lines[:-1]))  # peak so far at each quarter: flat means independent of length
    return int(lines[-1]) * 1024


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=10)
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--sparse", type=int, default=40, help="steps of the sparse case (whole GOPs skipped)")
    ap.add_argument("--fps", type=float, default=30)
    ap.add_argument("--bframes", type=int, nargs="+", default=[0, 3])
    ap.add_argument("--rss-minutes", type=float, default=60, help="0: no RSS measure")
    ap.add_argument("--rss-fps", type=float, default=10, help="fps of the long video (encoding time)")
    ap.add_argument("--subset", type=int, default=16, help="targets timed for the per-frame methods")
    a = ap.parse_args()

    for n, bf in enumerate(a.bframes):
        print(f"\nvideo: {W}x{H}, {a.minutes:g} min at ~{a.fps:g} fps, keyframe every 250 frames, {bf} B-frames")
        path, pts = screen_video(a.minutes, a.fps, bframes=bf)
        rng = random.Random(11)
        starts = sorted(rng.uniform(0, pts[-1] - 600) for _ in range(a.steps))
        targets = sorted([*starts, *(s + 500 for s in starts)])
        sparse = sorted([*(s + d for s in rng.sample(starts, min(a.sparse, a.steps)) for d in (0, 500))])
        print(f"requests: {len(targets)} times ({a.steps} steps: pre + post) → "
              f"{len({truth(pts, t) for t in targets})} distinct frames")
        n_all, t_all = decode_all(path)
        print(f"limit, decode every frame: {n_all} frames in {t_all:.1f} s ({n_all / t_all:.1f} frames/s)")
        t_cua = extraction(path, pts, targets, f"{a.steps} steps", t_all)
        extraction(path, pts, sparse, f"{len(sparse) // 2} steps", t_all)
        if n == 0:
            others(path, pts, targets, rng, a.subset, t_cua)
    if a.rss_minutes:
        rss(a)


def others(path: Path, pts: list[float], targets: list[float], rng: random.Random, subset: int,
           t_cua: float) -> None:
    """The usual alternatives, per frame on a subset of the requests."""
    kept = len({truth(pts, t) for t in targets})
    sub = sorted(rng.sample(targets, min(subset, len(targets))))
    seek_idx, t_seek = seek_per_frame(path, sub)
    seek_exact = sum(i == truth(pts, t) for i, t in zip(seek_idx, sub, strict=True))
    print(f"PyAV seek per frame: {t_seek / len(sub) * 1000:.0f} ms each; exact {seek_exact}/{len(sub)}; "
          f"cuaflow {(kept / t_cua) / (len(sub) / t_seek):.1f}x faster")
    if shutil.which("ffmpeg"):
        ff_idx, t_ff = ffmpeg_per_frame(path, sub)
        ff_exact = sum(i == truth(pts, t) for i, t in zip(ff_idx, sub, strict=True))
        ff_next = sum(i is not None and i == (truth(pts, t) or 0) + 1 for i, t in zip(ff_idx, sub, strict=True))
        print(f"ffmpeg -ss T -i … per frame: {t_ff / len(sub) * 1000:.0f} ms each; exact {ff_exact}/{len(sub)}, "
              f"next frame instead {ff_next}/{len(sub)}; cuaflow {(kept / t_cua) / (len(sub) / t_ff):.1f}x faster "
              "(target >= 10)")
    else:
        print("ffmpeg CLI not installed: naive baseline skipped (apt-get install ffmpeg)")


def rss(a: argparse.Namespace) -> None:
    path, _ = screen_video(a.minutes, a.fps)
    n_targets = 2 * a.steps
    print("\npeak RSS of extraction (child process, JPEG encoding on)")
    rss_short = child_rss(path, n_targets)
    print(f"  {a.minutes:g}-min video: {rss_short / 2**20:7.1f} MiB")
    long_path, long_pts = screen_video(a.rss_minutes, a.rss_fps)
    rss_long = child_rss(long_path, n_targets)
    print(f"  {a.rss_minutes:g}-min video ({len(long_pts)} frames): {rss_long / 2**20:7.1f} MiB  (target < 1024 MiB)")
    print(f"  ratio long / short: {rss_long / rss_short:.2f}")


if __name__ == "__main__":
    main()
