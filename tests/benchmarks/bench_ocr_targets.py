"""Targets by source where the accessibility tree speaks and where it is silent: the screen's text (OCR) as the
second source (tasks/targets/ocr_targets.py), measured on recordings beyond the tests.

    .venv/bin/python tests/benchmarks/bench_ocr_targets.py [--textrig] [--privacy-sessions DIR] [--xrig N]
                     [--demo DIR] [--out DIR]

- `--textrig`: the chromium session of tests/textrig.py (no page in its snapshots): OCR targets against the
  clicked labels' DOM text; then the frames stage's cost with privacy off, off with `targets.ocr: true` (the
  text read for targets alone) and on with `targets.ocr: false`.
- `--privacy-sessions DIR`: a set rendered by bench_privacy_real.py (DIR: its cache folder holding `source/`, e.g.
  ~/.cache/cuaflow/bench_privacy_real/<key>), run twice: as recorded (the rig logs a DOM-derived snapshot at each
  click) and with every snapshot emptied (as the real Clones logs of browsers: windows only), the roster's names
  as the deny-list (as bench_privacy_real.py runs them). The second run's OCR targets are compared with the first
  run's snapshot targets of the same steps: same name (case and accents folded), the OCR box's centre inside the
  element's box.
- `--xrig N`: N real-session rig sessions (tests/xrig.py: Xvfb, a Tk application, x11grab; one snapshot logged
  before the first action), both timestamp variants.
- `--demo DIR`: an output root `cuaflow demo` wrote (its steps table is read, nothing is run).

Each run is the pipeline's stages and publish with the default settings (privacy on: the OCR lines are the ones
the redactor reads). Prints points (a drag's two ends count twice) by target source, untargeted ones by reason,
grounding samples by source, the frames stage's wall seconds, and the load average before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/: day, textrig, xrig
DATE = "2025-03-14"


def load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def fold(text: str | None) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text or "") if not unicodedata.combining(c)).casefold()


def run(src: Path, out: Path, day: str, settings: dict[str, Any] | None = None) -> dict[str, Any]:
    """The day through every stage and publish; its steps and samples tables."""
    from day import run_day

    from cuaflow.connectors.storage import open_root
    from cuaflow.schemas.config import RunContext
    from cuaflow.schemas.dataset_config import DatasetConfig
    from cuaflow.schemas.settings import PipelineSettings
    from cuaflow.tasks.run.committed import read_table

    cfg = DatasetConfig.model_validate({"families": {"action": 1.0, "action_low_level": 1.0, "grounding": 1.0}})
    before, t0 = load(), time.perf_counter()
    ctx = RunContext(source_url=str(src), output_url=str(out), dataset=cfg,
                     settings=PipelineSettings.model_validate(settings or {}))
    result = run_day(src, out, day, ctx=ctx)
    seconds = time.perf_counter() - t0
    root = open_root(str(out))
    frames_s = sum(r.stage_seconds.get("frames", 0.0) for r in result.results.values())
    lines = read_table(root, "ocr_lines")
    return {"steps": read_table(root, "steps"), "samples": read_table(root, "samples"), "seconds": seconds,
            "ocr_lines": (lines.height, int(lines["private"].sum()) if lines.height else 0),
            "frames_s": frames_s, "load": (before, load()),
            "ok": sum(r.status == "ok" for r in result.results.values()), "n": len(result.results)}


def by_source(steps: Any) -> Counter[str]:
    out: Counter[str] = Counter()
    for col in ("target", "target_end"):
        for t in steps[col].drop_nulls().to_list():
            out[t["source"] if t["source"] != "none" else f"none: {t['reject']}"] += 1
    return out


def grounding(samples: Any) -> Counter[str]:
    g = samples.filter(samples["family"] == "grounding") if samples.height else samples
    return Counter(t["source"] for t in g["target"].to_list()) if g.height else Counter()


def report(name: str, r: dict[str, Any]) -> None:
    points = by_source(r["steps"])
    total = sum(points.values())
    print(f"\n== {name}: {r['ok']}/{r['n']} recordings ok, {r['seconds']:.1f} s "
          f"(frames stage {r['frames_s']:.1f} s), load {r['load'][0]} → {r['load'][1]}")
    for k, v in sorted(points.items(), key=lambda kv: -kv[1]):
        print(f"  {k:28s} {v:5d}  {v / max(1, total):6.1%}")
    print(f"  grounding samples by source: {dict(grounding(r['samples']))}")
    if "ocr_lines" in r:
        print(f"  OCR lines published: {r['ocr_lines'][0]}, of which private (filled or holding a surrogate) "
              f"{r['ocr_lines'][1]}")


def empty_snapshots(src_day: Path, dst_day: Path) -> None:
    """A copy of a Clones day whose accessibility snapshots hold no element (as the real logs of browsers)."""
    from cuaflow.connectors.synth import ax_screen, write_checksums

    for rec in sorted(p for p in src_day.iterdir() if p.is_dir()):
        dst = dst_day / rec.name
        shutil.copytree(rec, dst)
        screen = json.loads((rec / "meta.json").read_text(encoding="utf-8"))["primary_monitor"]
        lines = []
        for line in (rec / "input_log.jsonl").read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row.get("event") in ("axtree", "axtree_interaction"):
                row["data"]["tree"] = ax_screen((screen["width"], screen["height"]), [], app="Chromium")
            lines.append(json.dumps(row, separators=(",", ":")))
        (dst / "input_log.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        write_checksums(dst)


def agreement(with_ax: Any, without: Any) -> None:
    """OCR targets of the run without snapshots against the snapshot targets of the same steps."""
    ax = {(r["recording_id"], r["step_index"]): r["target"] for r in with_ax.iter_rows(named=True) if r["target"]}
    pairs = [(ax.get((r["recording_id"], r["step_index"])), r["target"]) for r in without.iter_rows(named=True)
             if r["target"] and r["target"]["source"] == "ocr"]
    both = [(a, o) for a, o in pairs if a and a["source"] == "axtree"]
    same = sum(fold(a["name"]) == fold(o["name"]) for a, o in both)
    within = sum(fold(o["name"]) in fold(a["name"]) for a, o in both)
    inside = sum(a["box_px"][0] <= (o["box_px"][0] + o["box_px"][2]) / 2 <= a["box_px"][2]
                 and a["box_px"][1] <= (o["box_px"][1] + o["box_px"][3]) / 2 <= a["box_px"][3] for a, o in both)
    print(f"  OCR targets on steps the snapshots also named: {len(both)}; same name {same}, "
          f"name within the element's {within}, box centre inside the element's box {inside}")
    for a, o in both[:12]:
        print(f"    {a['name']!r:40.40s} ← {o['name']!r}")


def textrig(tmp: Path) -> None:
    import textrig as rig

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        sys.exit("chromium is not installed")
    clicks = rig.render(chromium, tmp / "textrig")
    r = run(tmp / "textrig" / "src", tmp / "textrig-out", rig.DATE)
    report("chromium text session (tests/textrig.py, no page in the snapshots)", r)
    rows = [s for s in r["steps"].sort("step_index").iter_rows(named=True) if s["kind"] == "click"]
    for c, s in zip(clicks, rows, strict=True):
        t = s["target"]
        print(f"  {c.selector:14s} label {c.label!r:22s} target {t['source']:5s} {t['name']!r}")
    for name, settings in (("privacy off", {"privacy": {"enabled": False}}),
                           ("privacy off, targets.ocr true", {"privacy": {"enabled": False}, "targets": {"ocr": True}}),
                           ("privacy on, targets.ocr false", {"targets": {"ocr": False}})):
        r = run(tmp / "textrig" / "src", tmp / f"textrig-{len(name)}", rig.DATE, settings)
        print(f"  {name}: frames stage {r['frames_s']:.1f} s, targets {dict(by_source(r['steps']))}, "
              f"load {r['load'][0]} → {r['load'][1]}")


def privacy_sessions(folder: Path, tmp: Path, mode: str = "identifiers", labels: Path | None = None) -> None:
    from cuaflow.tasks.privacy.labels import read

    src = folder / "source"
    day = next(p.name for p in src.iterdir() if p.is_dir())
    deny = json.loads((folder / "rig.json").read_text())["deny_list"]  # as bench_privacy_real.py runs them
    settings: dict[str, Any] = {"privacy": {"deny_list": deny, "mode": mode}}
    if labels is not None:  # read as settings loading reads it (tasks/configuration.py)
        settings["privacy"]["interface_labels"] = read(labels).model_dump(mode="json")
    with_ax = run(src, tmp / "ps-out", day, settings)
    report(f"privacy-bench sessions as recorded ({folder.name}), privacy.mode {mode}"
           + (f", interface_labels {labels}" if labels else ""), with_ax)
    empty_snapshots(src / day, tmp / "ps-empty" / day)
    without = run(tmp / "ps-empty", tmp / "ps-empty-out", day, settings)
    report("the same sessions, snapshots emptied (windows only, as the real Clones logs of browsers)", without)
    agreement(with_ax["steps"], without["steps"])


def xrig_sessions(n: int, tmp: Path) -> None:
    import xrig

    why = xrig.available()
    if why is not None:
        sys.exit(f"real-session rig: {why}")
    src = tmp / "xrig"
    for seed in range(11, 11 + n):
        xrig.record_session(src, DATE, f"s{seed}", seed)
    shutil.rmtree(src / "_rig", ignore_errors=True)
    report(f"real-session rig (tests/xrig.py), {n} sessions x 2 clocks", run(src, tmp / "xrig-out", DATE))


def demo(out: Path) -> None:
    import polars as pl

    steps = pl.read_parquet(str(out / "tables" / "steps" / "*" / "*.parquet"))
    samples = pl.read_parquet(str(out / "tables" / "samples" / "*" / "*.parquet"))
    report(f"demo output {out}", {"steps": steps, "samples": samples, "seconds": 0.0, "frames_s": 0.0,
                                  "load": (load(), load()), "ok": steps["recording_id"].n_unique(),
                                  "n": steps["recording_id"].n_unique()})


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--textrig", action="store_true")
    ap.add_argument("--privacy-sessions", type=Path)
    ap.add_argument("--mode", choices=("identifiers", "strict"), default="identifiers",
                    help="privacy.mode of the --privacy-sessions runs (strict: what it costs the targets)")
    ap.add_argument("--labels", type=Path, help="with --mode strict: a labels file (`cuaflow labels learn`) kept "
                                                 "readable (privacy.interface_labels)")
    ap.add_argument("--xrig", type=int, default=0)
    ap.add_argument("--demo", type=Path)
    ap.add_argument("--out", type=Path, help="keep the outputs here (default: a temporary folder)")
    args = ap.parse_args()
    tmp = args.out or Path(tempfile.mkdtemp(prefix="bench-ocr-targets-"))
    tmp.mkdir(parents=True, exist_ok=True)
    print(f"load average {load()}, cpus {os.cpu_count()}, outputs under {tmp}", flush=True)
    try:
        if args.demo:
            demo(args.demo)
        if args.textrig:
            textrig(tmp)
        if args.privacy_sessions:
            privacy_sessions(args.privacy_sessions.expanduser(), tmp, args.mode, args.labels)
        if args.xrig:
            xrig_sessions(args.xrig, tmp)
    finally:
        if args.out is None:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
