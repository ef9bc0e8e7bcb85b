"""Privacy on a third blind set of screens (tests/privacy_screens_blind3.py): what the redaction misses, in detail.

    .venv/bin/python tests/benchmarks/bench_privacy_blind3.py [--source DIR] [--out DIR]

Renders (or reuses, `--source`) five recordings — a dark video-call window (tiles, chat, participants and meeting
info), a git hosting site at device scale 2 (commit with a diff adding an npm token and AWS keys, a CI job log),
forms in Cyrillic, Greek and Hebrew, a travel booking in small 11-12 px text (confirmation, passport form), a CRM
lead grid under its header row, a password manager and a file explorer beside a terminal — runs them through the
pipeline with the default settings and the rig's deny-list (a Cyrillic name among them), and prints the markdown of
tests/benchmarks/bench_privacy_blind2.py:
identifiers filled by type and by situation; `PERSON` apart; UI words filled by mistake (which); `ocr_lines` rows
marked private; every identifier not fully filled (recording, screen state, kind, value, its situation on that
screen, characters left uncovered, what `ocr_lines` read over it and whether private); every identifier value found
in any output byte, with the file (and a parquet file's column).
"""

from __future__ import annotations

import argparse
import io
import pickle
import shutil
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the rig and the synthetic recordings

from day import run_day
from privacy_corpus import covered
from privacy_screens import by, score
from privacy_screens_blind2 import BlindRig2
from privacy_screens_blind3 import render_blind3
from synth import read_barcodes

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.settings import PipelineSettings, PrivacySettings
from cuaflow.tasks.committed import read_table

DATE = "2025-01-01"
STATES = {"blindc0": ["call chat", "call people"], "blindc1": ["commit diff", "CI log"],
          "blindc2": ["RU profile", "GR account", "HE contact"], "blindc3": ["booking confirmed", "APIS form"],
          "blindc4": ["CRM grid", "password vault", "explorer + shell"]}


def _rgb(path: Path) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(path.read_bytes())).convert("RGB"))


def _state(rid: str, k: int) -> str:
    names = STATES.get(rid, [])
    return f"{k} ({names[k]})" if k < len(names) else str(k)


def _meets(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _show(v: str) -> str:
    return v.replace("\n", "⏎")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", type=Path, default=None, help="rendered recordings to reuse (made when missing)")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    src = args.source or Path(tempfile.mkdtemp(prefix="blind3-src-"))
    rig_file = src / "rig.pickle"
    if not rig_file.exists():
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if chromium is None:
            sys.exit("chromium is not installed")
        made = render_blind3(chromium, src / DATE, src / "_work")
        rig_file.write_bytes(pickle.dumps(made))
    rig: BlindRig2 = pickle.loads(rig_file.read_bytes())
    out = args.out or Path(tempfile.mkdtemp(prefix="blind3-out-"))
    shutil.rmtree(out, ignore_errors=True)
    ctx = RunContext(source_url=str(src), output_url=str(out),
                     settings=PipelineSettings(privacy=PrivacySettings(deny_list=list(rig.deny_list))))
    t0 = time.perf_counter()
    run = run_day(src, out, DATE, ctx=ctx)
    took = time.perf_counter() - t0
    assert all(r.status == "ok" for r in run.results.values()), run.results
    root = open_root(str(out))
    steps = read_table(root, "steps")
    frames: dict[str, list[np.ndarray]] = {}
    published: list[tuple[str, str, np.ndarray]] = []  # (recording, frame path, image)
    for (rid,), g in steps.group_by("recording_id"):
        rels = sorted(set(g["pre_image"].drop_nulls()) | set(g["post_image"].drop_nulls()))
        imgs = [_rgb(out / r) for r in rels]
        frames[str(rid)] = imgs
        published += [(str(rid), str(r), im) for r, im in zip(rels, imgs, strict=True)]
    sc = score(rig, frames)
    print(f"# Blind privacy screens, third set\n\nrun {took:.1f} s, {len(published)} published frames, "
          f"deny-list {rig.deny_list}\n")
    seen_states = defaultdict(set)
    for rid, _, img in published:
        seen_states[rid].add(read_barcodes(img)[1])
    print("screen states published per recording: "
          + ", ".join(f"{rid} {sorted(v)}/{len(rig.truth[rid])}" for rid, v in sorted(seen_states.items())) + "\n")
    print("| by type | filled | | by situation | filled |\n|---|---|---|---|---|")
    kinds, places = sorted(by(sc, rig, "type").items()), sorted(by(sc, rig, "situation").items())
    for k in range(max(len(kinds), len(places))):
        a = f"{kinds[k][0]} | {kinds[k][1][0]}/{kinds[k][1][1]}" if k < len(kinds) else " | "
        b = f"{places[k][0]} | {places[k][1][0]}/{places[k][1][1]}" if k < len(places) else " | "
        print(f"| {a} | | {b} |")
    tot = [ok for (_, kind, _), ok in sc.ids.items() if kind != "PERSON"]
    person = [(rid, v, ok) for (rid, kind, v), ok in sc.ids.items() if kind == "PERSON"]
    print(f"\nall identifiers (PERSON left out): {sum(tot)}/{len(tot)} filled")
    print(f"PERSON (names nobody listed): {sum(ok for *_, ok in person)}/{len(person)} filled; not filled: "
          f"{sorted({f'{v} ({rid})' for rid, v, ok in person if not ok})}")

    lines = read_table(root, "ocr_lines")
    by_frame: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in lines.iter_rows(named=True):
        by_frame[row["frame"]].append(row)

    # per frame: identifiers left uncovered, UI words filled
    miss: dict[tuple[str, int, str, str], dict[str, Any]] = {}
    ui_bad: dict[tuple[str, int], set[str]] = defaultdict(set)
    ui_n = ui_b = 0
    for rid, rel, img in published:
        _, state = read_barcodes(img)
        st = min(state, len(rig.truth[rid]) - 1)
        truth = rig.truth[rid][st]
        for _, kind, value, _full, boxes in truth["ids"]:
            left = [b for b in boxes if not covered(img, tuple(b), 0.98)]
            if not left:
                continue
            m = miss.setdefault((rid, st, kind, value), {"n": len(boxes), "left": 0, "frames": 0, "ocr": {}})
            m["left"], m["frames"] = max(m["left"], len(left)), m["frames"] + 1
            area = (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
                    max(b[3] for b in boxes))
            for row in by_frame.get(rel, []):
                if _meets(area, (row["x0"], row["y0"], row["x1"], row["y1"])):
                    m["ocr"][(row["text"], bool(row["private"]))] = None
        for w, near, box in truth["words"]:
            if near:
                continue
            ui_n += 1
            if covered(img, tuple(box), 0.5):
                ui_b += 1
                ui_bad[(rid, st)].add(w)
    print(f"UI words filled by mistake: {ui_b}/{ui_n} word instances over published frames "
          f"({ui_b / max(1, ui_n):.1%})")
    for (rid, st), ws in sorted(ui_bad.items()):
        print(f"- {rid} state {_state(rid, st)}: {sorted(ws)}")
    print(f"\nocr_lines: {int(lines['private'].sum())}/{lines.height} private")

    print("\n## Identifiers not fully filled\n")
    print("chars uncovered: the most over the frames showing it, of its non-space characters; frames: published frames "
          "where it was not fully filled; OCR rows: every `ocr_lines` row whose box meets it, (P) marked private\n")
    print("| recording | state | kind | value | situation | chars uncovered | frames | what ocr_lines read "
          "there |\n|---|---|---|---|---|---|---|---|")
    for (rid, st, kind, value), m in sorted(miss.items(), key=lambda x: (x[0][2] == "PERSON", x[0])):
        ocr = "; ".join(f"`{t}` ({'P' if p else '-'})" for t, p in m["ocr"]) or "(no line)"
        sit = rig.state_sit.get((rid, st), {}).get(value) or rig.situation.get(value, "")
        print(f"| {rid} | {_state(rid, st)} | {kind} | `{_show(value)}` | {sit} | "
              f"{m['left']}/{m['n']} | {m['frames']} | "
              f"{ocr} |")

    values = rig.values()
    held: dict[str, set[str]] = defaultdict(set)
    for p in sorted(out.rglob("*")):
        if not p.is_file():
            continue
        rel = str(p.relative_to(out))
        data = p.read_bytes()
        for v in values:
            if v.encode() in data:
                held[v].add(rel)
        if p.suffix == ".parquet":
            import polars as pl

            for col in pl.read_parquet(p).iter_columns():
                text = "\n".join(str(x) for x in col.to_list())
                for v in values:  # a multi-line value is searched line by line here (rows join with a newline)
                    if "\n" not in v and v in text:
                        held[v].add(f"{rel} [{col.name}]")
    print(f"\n## Identifier values in output bytes: {len(held)}/{len(values)}\n")
    for v, files in sorted(held.items()):
        print(f"- `{_show(v)}`: {sorted(files)}")


if __name__ == "__main__":
    main()
