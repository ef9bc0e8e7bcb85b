"""Review page benchmark: a 400-step recording's page in headless Chromium, against a 14-step page.

    .venv/bin/python tests/benchmarks/bench_review.py [--steps 400] [--loads 7]

Generates (and caches under /tmp/cuaflow-bench) a synthetic Clones recording with `steps` actions (clicks,
drags, scrolls, typing, hotkeys… at random places on a 1280×800 video), runs the pipeline stages on it without
an orchestrator, writes its review page, then opens it from file:// in Debian's chromium `loads` times, each
in a fresh browser context (cold cache), and prints:

- page size (bytes, and per step), and the bytes of frames the page loads on opening (the step on screen and
  the next one, preloaded) against all the recording's frames (what embedding them would weigh);
- render time from navigation start: the step list and first step built (`ready`), and the first step's
  two frames decoded and painted (`painted`); median and worst of the loads;
- time to the next step on a key press (median over 50 presses);
- the same figures for a 14-step page (the baseline) and the ratio."""

from __future__ import annotations

import argparse
import hashlib
import random
import shutil
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the synthetic recordings (synth.py)

from synth import Action, SynthSpec, standard_actions, write_recording

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.schemas.recording import RECORDINGS_SCHEMA
from cuaflow.schemas.samples import SAMPLES_SCHEMA
from cuaflow.schemas.steps import STEPS_SCHEMA
from cuaflow.tasks.recording.ingest import discover
from cuaflow.tasks.review import review
from cuaflow.tasks.run.publish import publish_day
from cuaflow.tasks.stages import run_all

CACHE = Path("/tmp/cuaflow-bench")
DAY = "2025-02-02"
LOGICAL = (640, 400)
ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
# Records when the page has built its first step and when that step's frames are painted.
PROBE = """
window.__t = {};
new MutationObserver(() => {
  if (document.documentElement.dataset.ready !== "1" || window.__t.ready) return;
  window.__t.ready = performance.now();
  const imgs = [...document.querySelectorAll("#detail img")];
  Promise.all(imgs.map((i) => i.decode().catch(() => null))).then(() =>
    requestAnimationFrame(() => setTimeout(() => { window.__t.painted = performance.now(); }, 0)));
}).observe(document, {attributes: true, subtree: true});
"""


def actions(n: int, seed: int = 1) -> list[Action]:
    rng = random.Random(seed)
    w, h = LOGICAL
    out = []
    kinds = [a for a in standard_actions(LOGICAL) if a.kind != "wait"]
    for k in range(n):
        a = kinds[k % len(kinds)]
        x, y = rng.uniform(20, w - 20), rng.uniform(20, h - 20)
        x2, y2 = rng.uniform(20, w - 20), rng.uniform(20, h - 20)
        out.append(Action(a.kind, x=x, y=y, x2=x2, y2=y2, text=a.text, keys=a.keys, delta=a.delta,
                          notches=a.notches, gap_ms=350))
    return out


def build(n: int) -> Path:
    """Output root holding one published recording of `n` actions (cached), and its freshly written page."""
    # the cache holds published tables: a schema change makes a new one
    schemas = hashlib.sha256(str([RECORDINGS_SCHEMA, STEPS_SCHEMA, SAMPLES_SCHEMA, EVENTS_SCHEMA]).encode())
    base = CACHE / f"review_{n}_{schemas.hexdigest()[:10]}"
    out = base / "out"
    if not (out / "_manifests" / f"date={DAY}.json").exists():
        shutil.rmtree(base, ignore_errors=True)
        src = base / "src"
        t0 = time.perf_counter()
        write_recording(src / DAY / f"r{n}", SynthSpec(recording_id=f"r{n}", logical_size=LOGICAL, scale=2.0,
                                                        actions=actions(n), fps=10.0, seed=n))
        ctx = RunContext(source_url=str(src), output_url=str(out))
        found = discover(open_root(str(src)), DAY)
        publish_day(ctx, DAY, [run_all(ctx, r) for r in found.refs], found.rejected)
        print(f"  r{n}: recording and pipeline {time.perf_counter() - t0:.1f} s")
    t1 = time.perf_counter()
    review.write_partition_pages(open_root(str(out)), DAY)
    print(f"  r{n}: review pages written in {time.perf_counter() - t1:.2f} s")
    return out / "review" / f"date={DAY}" / f"r{n}.html"


def measure(browser: Any, page_file: Path, loads: int) -> dict[str, Any]:
    ready, painted, fetched = [], [], []
    for _ in range(loads):
        ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
        ctx.add_init_script(PROBE)
        page = ctx.new_page()
        sizes: list[int] = []
        page.on("requestfinished", lambda r, s=sizes: s.append(r.sizes()["responseBodySize"])
                if r.resource_type == "image" else None)
        page.goto(page_file.as_uri())
        page.wait_for_function("() => window.__t && window.__t.painted", timeout=30_000)
        t = page.evaluate("window.__t")
        ready.append(t["ready"])
        painted.append(t["painted"])
        page.wait_for_timeout(300)  # let the preloads finish
        fetched.append(sum(sizes))
        steps = page.locator("#timeline li").count()
        ctx.close()
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    page.goto(page_file.as_uri())
    page.wait_for_selector("html[data-ready='1']")
    nav = []
    for _ in range(min(50, steps - 1)):
        nav.append(page.evaluate("""() => new Promise((done) => {
          const t0 = performance.now(), before = document.getElementById("detail").dataset.step;
          document.dispatchEvent(new KeyboardEvent("keydown", {key: "ArrowRight", bubbles: true}));
          if (document.getElementById("detail").dataset.step === before) throw new Error("did not move");
          requestAnimationFrame(() => setTimeout(() => done(performance.now() - t0), 0));
        })"""))
    ctx.close()
    frames_dir = page_file.parents[2] / "frames"
    return {"steps": steps, "bytes": page_file.stat().st_size, "ready": ready, "painted": painted,
            "fetched": statistics.median(fetched),
            "frames_total": sum(p.stat().st_size for p in frames_dir.rglob("*") if p.is_file()),
            "nav": statistics.median(nav)}


def report(name: str, m: dict[str, Any]) -> None:
    print(f"{name}: {m['steps']} steps")
    print(f"  page size          {m['bytes'] / 1024:8.1f} KiB  ({m['bytes'] / m['steps']:.0f} B per step)")
    print(f"  frames fetched     {m['fetched'] / 1024:8.1f} KiB on opening (the step on screen + the next one), "
          f"of {m['frames_total'] / 1024 / 1024:.1f} MiB for all steps")
    print(f"  ready              {statistics.median(m['ready']):8.0f} ms median, {max(m['ready']):.0f} ms worst")
    print(f"  painted with frames{statistics.median(m['painted']):8.0f} ms median, {max(m['painted']):.0f} ms worst")
    print(f"  next step (key)    {m['nav']:8.1f} ms median")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--loads", type=int, default=7)
    args = ap.parse_args()
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        sys.exit("chromium is not installed")
    from playwright.sync_api import sync_playwright

    big, small = build(args.steps), build(14)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=ARGS)
        measure(browser, small, 1)  # warm the browser process
        base = measure(browser, small, args.loads)
        m = measure(browser, big, args.loads)
        browser.close()
    report("baseline", base)
    report("large", m)
    worst = max(m["painted"])
    print(f"ratio large/baseline: painted {statistics.median(m['painted']) / statistics.median(base['painted']):.2f}×, "
          f"page size {m['bytes'] / base['bytes']:.1f}×")
    print(f"{'OK' if worst < 2000 else 'TOO SLOW'}: worst render of the {m['steps']}-step page {worst:.0f} ms "
          f"(limit 2000 ms)")


if __name__ == "__main__":
    main()
