"""Privacy benchmark: recall, false positives and cost of the privacy stage, and the OCR engines compared.

    .venv/bin/python tests/benchmarks/bench_privacy.py [--scale 2.0]

On the privacy corpus (tests/privacy_corpus.py: 61 identifiers of 8 types in two real H.264 recordings plus
clean UI screens) it prints:

- recall (identifiers whose every character box is filled in every published frame showing them) and the share
  of UI words on the clean screens filled by mistake;
- the run with privacy on and off (same recordings, same process, each on a fresh output root): seconds, the
  frames stage's seconds, the privacy share of the run; OCR seconds per published frame, incremental (changed
  regions, hash cache) against reading every frame whole;
- the engines: the stage's (PP-OCRv6 tiny) and, when Debian's `tesseract` is installed, Tesseract, on the
  unredacted published frames: identifiers read exactly (separators aside) and seconds per frame.
"""

from __future__ import annotations

import argparse
import io
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the corpus and the synthetic recordings

from day import run_day
from privacy_corpus import Corpus, build, check_frame

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.settings import PipelineSettings, PrivacySettings
from cuaflow.tasks import privacy
from cuaflow.tasks.ocr.ocr import ocr_engine
from cuaflow.tasks.ocr.reader import FrameReader
from cuaflow.tasks.run.committed import read_table

DATE = "2025-01-01"


def _rgb(path: Path) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(path.read_bytes())).convert("RGB"))


def _squash(s: str) -> str:
    return re.sub(r"[\s\-().]", "", s).casefold()


def published(out: Path) -> list[tuple[str, Path]]:
    steps = read_table(open_root(str(out)), "steps")
    rows = []
    for rid, g in steps.sort("step_index").group_by("recording_id", maintain_order=True):
        seen = dict.fromkeys([*g["pre_image"].drop_nulls().to_list(), *g["post_image"].drop_nulls().to_list()])
        rows += [(str(rid[0]), out / rel) for rel in sorted(seen)]
    return rows


def run(src: Path, out: Path, corpus: Corpus, enabled: bool) -> tuple[float, float, float]:
    """Wall seconds of the run, of its frames stages, and CPU seconds of the run (all threads of the process:
    on a shared machine the wall figures grow with the load, the CPU figures do not)."""
    settings = PipelineSettings(privacy=PrivacySettings(enabled=enabled, deny_list=corpus.deny_list))
    ctx = RunContext(source_url=str(src), output_url=str(out), settings=settings)
    t0, c0 = time.perf_counter(), time.process_time()
    day = run_day(src, out, DATE, ctx=ctx)
    total, cpu = time.perf_counter() - t0, time.process_time() - c0
    frames = sum(r.stage_seconds.get("frames", 0.0) for r in day.results.values())
    return total, frames, cpu


def quality(out: Path, corpus: Corpus) -> tuple[float, float, int, int]:
    seen: dict[str, bool] = {}
    words: list[bool] = []
    for rid, path in published(out):
        ids, ws = check_frame(_rgb(path), corpus, rid)
        for v, ok in ids:
            seen[v] = seen.get(v, True) and ok
        words += [bad for _, bad in ws]
    return sum(seen.values()) / len(seen), sum(words) / max(1, len(words)), len(seen), len(words)


def ocr_cost(frames: list[tuple[str, Path]]) -> tuple[float, float]:
    """CPU seconds per published frame: incremental (as the stage runs) and every frame read whole."""
    engine = ocr_engine()
    imgs = [(rid, _rgb(p)) for rid, p in frames]
    c0 = time.process_time()
    inc: dict[str, FrameReader] = {}
    for rid, img in imgs:
        inc.setdefault(rid, FrameReader(engine, 12, 0.75)).read(img)
    incremental = (time.process_time() - c0) / len(imgs)
    c0 = time.process_time()
    for _, img in imgs:
        FrameReader(engine, 12, 0.75).read(img)
    return incremental, (time.process_time() - c0) / len(imgs)


def _tesseract(img: np.ndarray) -> str:
    with tempfile.NamedTemporaryFile(suffix=".png") as fh:
        Image.fromarray(img).save(fh.name)
        return subprocess.run(["tesseract", fh.name, "stdout", "--psm", "11"], capture_output=True, text=True,
                              check=True).stdout


def engines(frames: list[tuple[str, Path]], corpus: Corpus) -> dict[str, tuple[float, float]]:
    """Identifiers read (squashed match) over distinct screens, and seconds per frame, per engine."""
    distinct: dict[tuple[str, int], np.ndarray] = {}
    for rid, p in frames:
        img = _rgb(p)
        distinct.setdefault((rid, hash(img[60:].tobytes())), img)
    values = [dr.value for scs in corpus.screens.values() for s in scs for dr in s.drawn]
    readers = {"pp-ocrv6-tiny": lambda img: " ".join(ln.text for ln in FrameReader(ocr_engine(), 12, 0.75).read(img))}
    if shutil.which("tesseract"):
        readers["tesseract"] = _tesseract
    out = {}
    for name, read in readers.items():
        t0 = time.perf_counter()
        text = _squash(" ".join(read(img) for img in distinct.values()))
        secs = (time.perf_counter() - t0) / len(distinct)  # wall: tesseract runs as a child process
        out[name] = (sum(_squash(v) in text for v in values) / len(values), secs)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale", type=float, default=2.0, help="video pixels per logical point (2.0: 1120×720)")
    args = ap.parse_args()
    base = Path(tempfile.mkdtemp(prefix="cuaflow-bench-privacy-"))
    try:
        corpus = build(base / "src", DATE, scale=args.scale)
        ocr_engine()  # loaded once per process: not part of either run
        privacy.detector_for(PrivacySettings(deny_list=corpus.deny_list))
        off_s, off_frames, off_cpu = run(base / "src", base / "off", corpus, False)
        on_s, on_frames, on_cpu = run(base / "src", base / "on", corpus, True)
        recall, fp, n_ids, n_words = quality(base / "on", corpus)
        frames = published(base / "on")
        red = read_table(open_root(str(base / "on")), "redactions")
        print(f"identifiers on screen: {n_ids}; published frames: {len(frames)}; redactions: {red.height} "
              f"({dict(red.group_by('where').len().iter_rows())})")
        print(f"recall: {recall:.3f}   UI words filled on clean screens: {fp:.3f} (of {n_words})")
        print(f"run, wall: privacy off {off_s:.1f} s (frames stage {off_frames:.1f} s), on {on_s:.1f} s (frames "
              f"stage {on_frames:.1f} s)")
        print(f"run, CPU: privacy off {off_cpu:.1f} s, on {on_cpu:.1f} s; privacy share of the run "
              f"{(on_cpu - off_cpu) / on_cpu:.2f}; on/off {on_cpu / off_cpu:.2f}x")
        inc, whole = ocr_cost(published(base / "off"))
        print(f"OCR CPU seconds per published frame: incremental {inc:.3f}, whole frames {whole:.3f} "
              f"({whole / inc:.1f}x)")
        for name, (read, secs) in engines(published(base / "off"), corpus).items():
            print(f"engine {name}: identifiers read exactly {read:.3f}, {secs:.2f} s (wall) per distinct screen")
        if not shutil.which("tesseract"):
            print("engine tesseract: not installed (apt-get install tesseract-ocr)")
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
