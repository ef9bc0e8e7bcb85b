"""How the frame-choice margin (`frames.margin_ms`) decides right and wrong frames on real Linux sessions.

    .venv/bin/python tests/benchmarks/bench_rig_margin.py [--seeds 11 12 13 14] [--margins 0 10 20 33 50 67]

Records the real-session rig's sessions (tests/xrig.py: Xvfb, the Tk rig application, x11grab, an X RECORD
listener writing both timestamp variants, an XTEST driver with human timing), then runs the pipeline on every
recording once per margin and counts, against the application's own state log, the pre and post frames that
show the wrong state and the steps flagged `no_visible_effect`. The default seeds are the CI test's
(tests/test_real_sessions.py); `--seeds` records other sessions, `--parallel` records more at once (more load:
more capture lag)."""

from __future__ import annotations

import argparse
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import polars as pl  # noqa: E402
import xrig  # noqa: E402
from helpers import DATE, process  # noqa: E402
from test_real_sessions import LINUX_PX_PER_NOTCH, _events  # noqa: E402

from cuaflow.schemas.config import RunContext  # noqa: E402, F401
from cuaflow.schemas.settings import FrameSettings, PipelineSettings  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, nargs="+", default=[11, 12, 13, 14])
    ap.add_argument("--margins", type=int, nargs="+", default=[0, 10, 20, 33, 50, 67])
    ap.add_argument("--parallel", type=int, default=2)
    args = ap.parse_args()
    why = xrig.available()
    if why:
        sys.exit(f"rig unavailable: {why}")
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        with ThreadPoolExecutor(max_workers=args.parallel) as pool:
            sessions = list(pool.map(lambda s: xrig.record_session(src, DATE, f"s{s}", s), args.seeds))
        n_actions = sum(len(s.expected) for s in sessions)
        _leads(src, Path(tmp) / "out-leads", sessions)
        print(f"{len(sessions)} sessions, {n_actions} actions each in 2 timestamp variants")
        print(f"{'margin ms':>9} {'variant':>8} {'pre wrong':>10} {'post wrong':>11} {'no_visible_effect':>18} "
              f"{'action errors':>14}")
        for margin in args.margins:
            settings = PipelineSettings(frames=FrameSettings(margin_ms=margin))
            out = Path(tmp) / f"out-{margin}"
            for variant in xrig.VARIANTS:
                pre = post = frames = no_effect = act = 0
                for session in sessions:
                    rid = session.recordings[variant]
                    steps, res = process(src, out, rid, settings=settings)
                    assert res.status == "ok", (rid, res)
                    errors, n = xrig.frame_errors(session, out, steps, _events(out, rid))
                    frames += n
                    pre += sum(" pre:" in e for e in errors)
                    post += sum(" post:" in e for e in errors)
                    no_effect += steps.filter(pl.col("flags").list.contains("no_visible_effect")).height
                    act += len(xrig.action_errors(session, steps, LINUX_PX_PER_NOTCH))
                half = frames // 2
                print(f"{margin:>9} {variant:>8} {pre:>4} of {half:<3} {post:>5} of {half:<3} "
                      f"{no_effect:>18} {act:>14}")


def _leads(src: Path, out: Path, sessions: list[xrig.Session]) -> None:
    """How far before its event a change already shows (xrig.effect_leads), with the offset the pipeline chose."""
    import json

    import numpy as np

    for variant in xrig.VARIANTS:
        leads: list[float] = []
        for session in sessions:
            rid = session.recordings[variant]
            _, res = process(src, out, rid)
            assert res.status == "ok", (rid, res)
            marker = json.loads((out / f"_work/date={DATE}/{rid}/frames.done.json").read_text())
            leads += xrig.effect_leads(session, src / DATE / rid / "recording.mp4", _events(out, rid),
                                       marker["alignment"]["video_offset_ms"])
        a = np.asarray(leads)
        print(f"{variant:>8}: {a.size} changes; frame stamped before its event by max {a.max():.1f} ms, "
              f"p99 {np.percentile(a, 99):.1f}, p95 {np.percentile(a, 95):.1f}, median {np.median(a):.1f}; "
              f"{int((a > 0).sum())} changes shown by a frame stamped before the event")


if __name__ == "__main__":
    main()
