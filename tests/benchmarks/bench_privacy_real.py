"""Privacy on real layouts: recall, UI words filled and the cost of redaction on sessions rendered by Chromium.

    .venv/bin/python tests/benchmarks/bench_privacy_real.py [--minutes 2] [--privacy on|off|both] [--fps 20]
                     [--sessions 10] [--cache DIR] [--tesseract] [--keep DIR [--reuse]]

The sessions (tests/benchmarks/screens/): five applications written as local HTML pages (a mail client with a
60-message list, 28 rows on screen, a spreadsheet, a documentation site, a billing form, a code editor with its
terminal), each in a light and a dark theme, at 1920×1080 in Debian's chromium, driven by real input events
(scrolling, clicks, typing, menus, page changes) on a virtual clock. Each screen state is captured losslessly,
the video is H.264 (libx264 through PyAV, as the demo's recordings) with the pointer drawn in, and each session is
written as a Clones recording (meta.json, input_log.jsonl with the recorder's event kinds, recording.mp4,
checksums.json). The identifiers on screen (e-mail addresses, phone numbers, cards, IBANs, IPs, URL credentials,
API keys, deny-listed names, the account name in paths) carry their character boxes, taken from the DOM at each
captured state and cut to their ink in the captured pixels; the other words carry theirs. Rendered sessions are
cached under --cache (default ~/.cache/cuaflow/bench_privacy_real/) keyed by the generator's code, the Chromium
version and the options, so a rerun only runs the pipeline.

Each privacy setting runs in its own process (`privacy.enabled` true or false, the roster's names as the
deny-list, every other setting the default) through the pipeline's stages and publish, as `cuaflow run` runs a
day without an orchestrator. It prints:

- recall: identifiers fully covered in every published frame that shows them (fill found from the pixels: a
  published frame against the same frame decoded from the video), by type and by application and theme; the
  occurrences (identifier × frame) covered; UI words filled, next to an identifier or away from one;
- OCR CPU per published frame: CPU time of the thread calling the frame redactor, per call (median, p90, mean),
  and the frames stage's CPU with privacy on against off (per published frame, and as a ratio);
- the run's CPU and wall seconds, peak RSS of each process, and the load average before and after each run.

With --tesseract, Debian's tesseract reads every published frame of the privacy-on run and the identifiers it
still finds are counted (an independent OCR pass; slow: ~2-3 s a frame).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "screens"))
sys.path.insert(0, str(HERE.parent))  # tests/: run_day

DATE = "2025-03-14"
GENERATOR_VERSION = 1  # bump when the rendered sessions change in a way the hashed sources do not show
APPS = ("mail", "sheet", "docs", "form", "code")
STAGES = ("ingest", "group", "frames", "normalise", "samples")


# ------------------------------------------------------------------ the rendered sessions (cached)
def chromium() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        sys.exit("chromium is not installed (Debian: apt-get install chromium)")
    return path


def cache_key(args: argparse.Namespace, browser_version: str) -> str:
    h = hashlib.sha256(f"{GENERATOR_VERSION}|{browser_version}|{args.minutes}|{args.fps}|{args.sessions}|"
                       f"{args.seed}".encode())
    for p in sorted((HERE / "screens").rglob("*")):  # the generator's code (the scoring does not change a render)
        if p.is_file() and p.suffix in (".py", ".js", ".css") and p.name != "score.py":
            h.update(p.name.encode() + p.read_bytes())
    return h.hexdigest()[:16]


def plans(args: argparse.Namespace) -> list[Any]:
    from session import Plan

    seconds = args.minutes * 60 / args.sessions
    return [Plan(f"20250314_{9 + k // 6:02d}{(k % 6) * 10:02d}00", APPS[k % len(APPS)],
                 "light" if (k // len(APPS)) % 2 == 0 else "dark", seconds, args.seed + k)
            for k in range(args.sessions)]


def render(args: argparse.Namespace, folder: Path) -> None:
    """Every session into `folder` (source/<date>/<id>/, truth/<id>.json.gz, rig.json)."""
    from people import roster
    from playwright.sync_api import sync_playwright
    from session import CHROMIUM_ARGS, record, write_pages

    people = roster()
    write_pages(folder / "pages", people, args.seed)
    rows = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium(), headless=True, args=CHROMIUM_ARGS)
        try:
            for plan in plans(args):
                t0 = time.perf_counter()
                states, frames = record(browser, folder / "pages", plan, folder / "source" / DATE, folder / "truth",
                                        folder / "work", args.fps, people)
                rows.append({"recording_id": plan.recording_id, "app": plan.app, "theme": plan.theme,
                             "states": states, "frames": frames})
                print(f"  rendered {plan.recording_id} {plan.app:5s} {plan.theme:5s}: {states} screen states, "
                      f"{frames} frames, {time.perf_counter() - t0:.0f} s", flush=True)
        finally:
            browser.close()
    shutil.rmtree(folder / "work", ignore_errors=True)
    (folder / "rig.json").write_text(json.dumps({"sessions": rows, "deny_list": [p.name for p in people]}, indent=1))


def rendered(args: argparse.Namespace) -> tuple[Path, dict[str, Any], str]:
    """The cached session set for these options, rendered first when missing."""
    version = subprocess.run([chromium(), "--version"], capture_output=True, text=True).stdout.strip()
    root = Path(args.cache).expanduser()
    folder = root / cache_key(args, version)
    if not (folder / "rig.json").exists():
        print(f"rendering {args.sessions} sessions ({args.minutes} min) with {version} into {folder}", flush=True)
        tmp = root / f".tmp-{os.getpid()}"
        shutil.rmtree(tmp, ignore_errors=True)
        render(args, tmp)
        if (folder / "rig.json").exists():  # another run rendered the same set meanwhile: keep theirs
            shutil.rmtree(tmp)
        else:
            shutil.rmtree(folder, ignore_errors=True)  # a half-written set of a killed run
            tmp.rename(folder)
    else:
        print(f"sessions from the cache: {folder}")
    return folder, json.loads((folder / "rig.json").read_text()), version


# ------------------------------------------------------------------ one pipeline run per process
def child(mode: str, source: Path, out: Path, deny: list[str], extra: dict[str, Any] | None = None) -> None:
    """Run the day with privacy on or off; print one JSON line of measurements."""
    import resource
    import threading

    from day import run_day

    from cuaflow.schemas.config import RunContext
    from cuaflow.schemas.settings import PipelineSettings
    from cuaflow.tasks import faults, frames

    events: list[tuple[str, str, float]] = []  # ("cp", stage, process CPU) | ("redact", "", thread CPU)
    faults.on_checkpoint(lambda point: events.append(("cp", point, time.process_time())) if point in STAGES
                         else None)
    init = frames.FrameEncoder.__init__

    def timed_init(self: Any, *a: Any, **kw: Any) -> None:  # CPU of each call of the frame redactor
        init(self, *a, **kw)
        redact = getattr(self, "redact", None)
        if redact is None:
            return

        def timed(*ra: Any, **rkw: Any) -> Any:
            c0 = time.thread_time()
            try:
                return redact(*ra, **rkw)
            finally:
                events.append(("redact", threading.current_thread().name, time.thread_time() - c0))

        self.redact = timed

    frames.FrameEncoder.__init__ = timed_init  # type: ignore[method-assign]
    settings = PipelineSettings.model_validate({"privacy": {"enabled": mode == "on", "deny_list": deny,
                                                            **(extra or {})}})
    ctx = RunContext(source_url=str(source), output_url=str(out), settings=settings)
    load0 = Path("/proc/loadavg").read_text().split()[:3]
    t0, c0 = time.perf_counter(), time.process_time()
    day = run_day(source, out, DATE, ctx=ctx)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    quarantined = {rid: r.reason for rid, r in day.results.items() if r.status != "ok"}
    print("RESULT " + json.dumps({
        "mode": mode, "wall_s": wall, "cpu_s": cpu, "events": events, "order": list(day.results),
        "peak_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "quarantined": quarantined,
        "load_before": load0, "load_after": Path("/proc/loadavg").read_text().split()[:3]}), flush=True)


def run_mode(mode: str, source: Path, out: Path, deny: list[str], reuse: bool,
             extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """One run in a fresh process; its measurements are kept beside its output (`--reuse` reads them back)."""
    saved = out.parent / f"{mode}.json"
    if reuse and saved.exists() and out.exists():
        print(f"privacy {mode}: the kept run in {out}", flush=True)
        return json.loads(saved.read_text())
    shutil.rmtree(out, ignore_errors=True)
    env = dict(os.environ, _RJEM_MALLOC_CONF=os.environ.get("_RJEM_MALLOC_CONF",
                                                            "dirty_decay_ms:0,muzzy_decay_ms:0"))
    deny_file = out.parent / "deny.json"
    deny_file.write_text(json.dumps(deny))
    print(f"running the pipeline with privacy {mode} …", flush=True)
    done = subprocess.run([sys.executable, __file__, "--child", mode, "--source", str(source), "--out", str(out),
                           "--deny", str(deny_file), "--extra", json.dumps(extra or {})], capture_output=True,
                          text=True, env=env)
    lines = [ln for ln in done.stdout.splitlines() if ln.startswith("RESULT ")]
    if done.returncode != 0 or not lines:
        sys.exit(f"the privacy-{mode} run failed:\n{done.stdout[-3000:]}\n{done.stderr[-5000:]}")
    saved.write_text(lines[-1][7:])
    return json.loads(lines[-1][7:])


def stage_cpu(res: dict[str, Any]) -> dict[str, dict[str, float]]:
    """Per recording (in run order) the CPU seconds of each stage, from consecutive stage checkpoints (a
    recording's chain starts at its ingest; one quarantined early has fewer stages)."""
    out: list[dict[str, float]] = []
    prev = 0.0
    for kind, name, c in res["events"]:
        if kind != "cp":
            continue
        if name == STAGES[0] or not out:
            out.append({})
        out[-1][name] = c - prev
        prev = c
    return dict(zip(res["order"], out, strict=False))


def redact_times(res: dict[str, Any]) -> dict[str, list[float]]:
    """Thread CPU of each frame redaction, by recording: a recording's frames stage runs after its ingest's
    checkpoint and before the next recording's."""
    out: dict[str, list[float]] = {}
    order, k = res["order"], -1
    for kind, name, c in res["events"]:
        if kind == "cp" and name == STAGES[0]:
            k += 1
        elif kind == "redact":
            out.setdefault(order[k] if 0 <= k < len(order) else "?", []).append(c)
    return out


def report_limit(runs: dict[str, dict[str, Any]], folder: Path, frames: dict[str, list[Path]]) -> None:
    """The runs' CPU against the floor any run pays: decoding every frame of every session's video and encoding
    the images it published (PNG, the stage's encoder and settings), one thread; and where the privacy-on run's
    CPU went, by stage."""
    import av
    import numpy as np
    from PIL import Image

    from cuaflow.schemas.settings import FrameSettings
    from cuaflow.tasks.frames.select import encode_image

    c0 = time.process_time()
    n = 0
    for rid in frames:
        with av.open(str(folder / "source" / DATE / rid / "recording.mp4")) as c:
            c.streams.video[0].thread_type = "SLICE"
            c.streams.video[0].codec_context.thread_count = 1
            for _ in c.decode(video=0):
                n += 1
    dec = time.process_time() - c0
    c0 = time.process_time()
    for paths in frames.values():
        for p in paths:
            encode_image(np.asarray(Image.open(p).convert("RGB")), "png", 95, FrameSettings())
    enc = time.process_time() - c0
    floor = dec + enc
    print(f"limit: decode every frame ({n}) {dec:.1f} s CPU + encode the {sum(map(len, frames.values()))} published "
          f"images {enc:.1f} s CPU = {floor:.1f} s CPU")
    for mode, res in runs.items():
        stages: Counter[str] = Counter()
        for per in stage_cpu(res).values():
            stages.update(per)
        total = sum(stages.values())
        parts = ", ".join(f"{k} {v:.1f} s ({v / max(total, 1e-9):.0%})" for k, v in stages.most_common())
        print(f"  privacy {mode:3s}: run CPU {res['cpu_s']:.1f} s = {res['cpu_s'] / floor:.2f}x the limit; {parts}")


# ------------------------------------------------------------------ scoring and report
def published(out: Path) -> dict[str, list[Path]]:
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.run.committed import read_table

    steps = read_table(open_root(str(out)), "steps")
    rows: dict[str, list[Path]] = {}
    for rid, g in steps.sort("step_index").group_by("recording_id", maintain_order=True):
        seen = dict.fromkeys([*g["pre_image"].drop_nulls().to_list(), *g["post_image"].drop_nulls().to_list()])
        rows[str(rid[0])] = [out / rel for rel in sorted(seen)]
    return rows


def score(folder: Path, rig: dict[str, Any], out: Path) -> Any:
    from score import Tally, score_recording
    from session import load_truth

    tally = Tally()
    frames = published(out)
    for s in rig["sessions"]:
        rid = s["recording_id"]
        score_recording(tally, rid, f"{s['app']} {s['theme']}", load_truth(folder / "truth" / f"{rid}.json.gz"),
                        folder / "source" / DATE / rid / "recording.mp4", frames.get(rid, []))
    return tally, frames


def _pct(xs: list[float], q: float) -> float:
    return statistics.quantiles(xs, n=100, method="inclusive")[int(q) - 1] if len(xs) > 1 else (xs or [0.0])[0]


def report_quality(tally: Any) -> None:
    from score import by_group, by_kind, occurrence_recall

    rec, n = tally.recall(lambda k: tally.kind_of[k] != "ACCOUNT_NAME")
    occ, n_occ = occurrence_recall(tally, ("ACCOUNT_NAME",))
    print(f"published frames: {tally.frames}; identifiers fully shown on them: {n} (+ account names "
          f"{tally.recall(lambda k: tally.kind_of[k] == 'ACCOUNT_NAME')[1]}), {n_occ} occurrences; partly shown "
          f"(cut by a pane's edge or under a menu, not counted): {sum(tally.partial.values())}")
    print(f"recall (covered in every published frame showing it), pipeline entity types: {rec:.3f} of {n}; "
          f"occurrences covered: {occ:.3f} of {n_occ}")
    for kind, (r, k) in by_kind(tally).items():
        note = "  (no entity type of the pipeline today)" if kind == "ACCOUNT_NAME" else ""
        print(f"  {kind:14s} {r:.3f} of {k}{note}")
    for group, (r, k) in by_group(tally).items():
        print(f"  {group:11s} {r:.3f} of {k}")
    near = tally.words[(True, True)], tally.words[(True, True)] + tally.words[(True, False)]
    away = tally.words[(False, True)], tally.words[(False, True)] + tally.words[(False, False)]
    total = near[1] + away[1]
    print(f"UI words filled: {(near[0] + away[0]) / max(1, total):.4f} of {total} word occurrences; away from "
          f"identifiers {away[0] / max(1, away[1]):.4f} of {away[1]}, sharing a line/cell with one "
          f"{near[0] / max(1, near[1]):.4f} of {near[1]}")
    if tally.filled_words:
        print("  most filled: " + ", ".join(f"{w!r} {c}" for w, c in tally.filled_words.most_common(12)))
    if tally.missed:
        shapes: Counter[str] = Counter()
        for (kind, shape), n in tally.miss_shape.items():
            if kind != "ACCOUNT_NAME":
                shapes[shape] += n
        print(f"  occurrences not covered: {sum(shapes.values())} (" + ", ".join(
            f"{shape}: {n}" for shape, n in shapes.most_common()) + ")")
        print("  most missed: " + ", ".join(f"{k} {v!r} {c}" for (k, v), c in tally.missed.most_common(6)))


def report_cost(runs: dict[str, dict[str, Any]], n_frames: int, groups: dict[str, str]) -> None:
    frames_cpu = {m: sum(s.get("frames", 0.0) for s in stage_cpu(r).values()) for m, r in runs.items()}
    if "on" in runs:
        by_rec = redact_times(runs["on"])
        t = [c for cs in by_rec.values() for c in cs]
        if t:
            print(f"OCR CPU per published frame (thread CPU of each frame redaction, n={len(t)}): median "
                  f"{statistics.median(t):.3f} s, p90 {_pct(t, 90):.3f} s, mean {statistics.fmean(t):.3f} s, "
                  f"max {max(t):.3f} s")
            by_group: dict[str, list[float]] = {}
            for rid, cs in by_rec.items():
                by_group.setdefault(groups.get(rid, rid), []).extend(cs)
            print("  median (p90) by application: " + ", ".join(
                f"{g} {statistics.median(cs):.2f} ({_pct(cs, 90):.2f})" for g, cs in sorted(by_group.items())))
        else:
            print("OCR CPU per published frame: no per-frame timing (the frame encoder has no `redact` hook)")
    for m, r in runs.items():
        print(f"privacy {m:3s}: frames stage CPU {frames_cpu[m]:.1f} s; run CPU {r['cpu_s']:.1f} s, wall "
              f"{r['wall_s']:.1f} s; peak RSS {r['peak_rss_mib']:.0f} MiB; load {' '.join(r['load_before'])} → "
              f"{' '.join(r['load_after'])}" + (f"; QUARANTINED {r['quarantined']}" if r["quarantined"] else ""))
    if {"on", "off"} <= runs.keys():
        on, off = runs["on"], runs["off"]
        print(f"frames stage CPU on/off: {frames_cpu['on'] / max(1e-9, frames_cpu['off']):.1f}x; (on − off) per "
              f"published frame: {(frames_cpu['on'] - frames_cpu['off']) / max(1, n_frames):.3f} s; run CPU on/off "
              f"{on['cpu_s'] / off['cpu_s']:.2f}x; peak RSS on/off {on['peak_rss_mib'] / off['peak_rss_mib']:.2f}x")


def tesseract_check(tally_frames: dict[str, list[Path]], folder: Path, rig: dict[str, Any]) -> None:
    """An independent OCR pass (Debian's tesseract) over every published frame of the privacy-on run."""
    from score import frame_ms, read_back
    from session import load_truth

    if shutil.which("tesseract") is None:
        print("tesseract: not installed (apt-get install tesseract-ocr)")
        return
    found = frames_hit = total = 0
    for s in rig["sessions"]:
        rid = s["recording_id"]
        truth = load_truth(folder / "truth" / f"{rid}.json.gz")
        for path in tally_frames.get(rid, []):
            ms = frame_ms(path.name)
            k = min(range(len(truth["frame_pts_ms"])), key=lambda i: abs(truth["frame_pts_ms"][i] - ms))
            values = [v for _, kind, v, full, _ in truth["states"][truth["frame_state"][k]]["ids"]
                      if full and kind != "ACCOUNT_NAME"]
            text = subprocess.run(["tesseract", str(path), "stdout", "--psm", "11"], capture_output=True,
                                  text=True).stdout
            n = read_back({path.name: values}, {path.name: text})[path.name]
            found, frames_hit, total = found + n, frames_hit + bool(n), total + len(values)
    print(f"tesseract over the published frames: {found} of {total} identifier occurrences read "
          f"(squashed match), in {frames_hit} frames")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--minutes", type=float, default=2.0, help="recorded minutes over all sessions (2-10 is usual)")
    ap.add_argument("--privacy", choices=("on", "off", "both"), default="both")
    ap.add_argument("--fps", type=float, default=20.0, help="video frame rate (variable, around this)")
    ap.add_argument("--sessions", type=int, default=10, help="sessions: 5 applications × light/dark, in turn")
    ap.add_argument("--seed", type=int, default=37)
    ap.add_argument("--cache", default="~/.cache/cuaflow/bench_privacy_real")
    ap.add_argument("--tesseract", action="store_true", help="independent OCR pass over the published frames")
    ap.add_argument("--keep", help="keep the pipeline's outputs and measurements in this folder")
    ap.add_argument("--reuse", action="store_true", help="with --keep: score the kept runs again, run none")
    ap.add_argument("--no-deny", action="store_true", help="privacy on without the roster as deny-list: people's "
                    "names must be found by the PERSON recogniser (they are scored as DENY_LIST)")
    ap.add_argument("--mode", choices=("identifiers", "strict"), default="identifiers", help="privacy.mode of the "
                    "privacy-on run")
    ap.add_argument("--limit", action="store_true", help="the decode-all + encode limit of the sessions: every "
                    "frame decoded, the published images encoded, one thread; the runs' CPU against it")
    ap.add_argument("--child", choices=("on", "off"), help=argparse.SUPPRESS)
    ap.add_argument("--extra", help=argparse.SUPPRESS)
    ap.add_argument("--source", help=argparse.SUPPRESS)
    ap.add_argument("--out", help=argparse.SUPPRESS)
    ap.add_argument("--deny", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child, Path(args.source), Path(args.out), json.loads(Path(args.deny).read_text()),
              json.loads(args.extra or "{}"))
        return
    folder, rig, version = rendered(args)
    modes = ("off", "on") if args.privacy == "both" else (args.privacy,)
    base = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="cuaflow-bench-privacy-real-"))
    base.mkdir(parents=True, exist_ok=True)
    try:
        deny = [] if args.no_deny else rig["deny_list"]
        extra = {"mode": args.mode} if args.mode != "identifiers" else {}
        runs = {m: run_mode(m, folder / "source", base / m, deny if m == "on" else rig["deny_list"], args.reuse,
                            extra if m == "on" else None) for m in modes}
        n_states = sum(s["states"] for s in rig["sessions"])
        print(f"\n{len(rig['sessions'])} sessions, {args.minutes:g} min at 1920×1080 ~{args.fps:g} fps, "
              f"{n_states} screen states, rendered by {version}; {os.cpu_count()} CPUs")
        tally, frames = score(folder, rig, base / modes[-1])
        if modes[-1] == "on":
            report_quality(tally)
            if args.tesseract:
                tesseract_check(frames, folder, rig)
        if "off" in runs:
            t_off = tally if modes[-1] == "off" else score(folder, rig, base / "off")[0]
            print(f"privacy off: {t_off.changed_frames} of {t_off.frames} published frames differ from the decoded "
                  f"video (0 expected: the scoring's reference is exact)")
        report_cost(runs, tally.frames, {s["recording_id"]: f"{s['app']} {s['theme']}" for s in rig["sessions"]})
        if args.limit:
            report_limit(runs, folder, frames)
    finally:
        if not args.keep:
            shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
