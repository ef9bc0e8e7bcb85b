"""A snapshot logged before a step is judged by the pixels, and every output names the step's element by one rule.

Ground truth by construction: real H.264 recordings of a form whose one accessibility snapshot is logged 0.2 s
into the video (the recorder's display snapshot), with the arrow pointer drawn over it. In `still` nothing on
screen changes for 11 s while the user clicks every field (then drags one list item onto another); in `changes` a
click on "Validate" paints one field red and a scroll moves the whole form, so the snapshot must be dropped for
those regions after those moments and only there; in `early` the only snapshot before a click was logged before
the video started (no frame to judge by). The dataset built from them (CUDAG, LLaMA-Factory, seed 003, validated
by the real `cudag` package) must name in every line exactly the element of the step's target."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl
import pytest
from cudag.validation import validate_dataset
from day import run_day
from helpers import make
from synth import Action

from cuaflow.connectors.storage import open_root
from cuaflow.connectors.synth import ax_node
from cuaflow.schemas.config import RunContext, parse_config
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.recording import RecordingMeta, RecordingRef
from cuaflow.schemas.settings import TargetSettings
from cuaflow.schemas.work import WorkFile, work_path
from cuaflow.tasks.export import build_dataset
from cuaflow.tasks.export.card_figures import SNAPSHOT_DECISIONS
from cuaflow.tasks.parquet_io import read_parquet
from cuaflow.tasks.recording.ingest import load
from cuaflow.tasks.targets.regions import RegionChanges
from cuaflow.tasks.targets.targets import with_targets

DAY = "2025-11-01"
LOGICAL, SCALE = (320, 200), 2.0
# name → (role, x, y, w, h) in logical points: the form's elements, as drawn and as the snapshot lists them
FIELDS = {f"Field {k + 1}": ("AXTextField", 20 + 150 * (k % 2), 60 + 30 * (k // 2), 130, 22) for k in range(8)}
ELEMENTS = {**FIELDS, "Validate": ("AXButton", 200, 20, 80, 24), "File": ("AXListItem", 20, 178, 60, 16),
            "Folder": ("AXListItem", 200, 178, 80, 16)}
SHIFT = 16  # logical points the form moves up after the scroll in `changes`
CFG = {"name_prefix": "snap", "seed": 5, "tool_name": "computer_use",  # the name `cudag validate` wants
       "splits": {"train": 0.34, "val": 0.33, "test": 0.33},
       "output": {"formats": ["cudag", "llamafactory", "seed003"]},
       "families": {"action": 1.0, "action_low_level": 1.0, "grounding": 1.0}}


def centre(name: str, dy: float = 0) -> tuple[float, float]:
    _, x, y, w, h = ELEMENTS[name]
    return x + w / 2 + 7, y + h / 2 + dy  # not the exact centre: a click lands anywhere in its element


def draw(moved: dict[str, tuple[float, float]] | None = None, red: frozenset[str] = frozenset(),
         shift: float = 0) -> np.ndarray:
    """The form at 2x: a grey page, white fields with a dark border and a word-like pattern of their own."""
    img = np.full((int(LOGICAL[1] * SCALE), int(LOGICAL[0] * SCALE), 3), 225, dtype=np.uint8)
    for k, (name, (_, x, y, w, h)) in enumerate(ELEMENTS.items()):
        x, y = (moved or {}).get(name, (x, y))
        x1, y1 = int(x * SCALE), int((y - (shift if name != "Validate" else 0)) * SCALE)
        x2, y2 = x1 + int(w * SCALE), y1 + int(h * SCALE)
        if y2 <= 0:
            continue
        y1 = max(0, y1)
        img[y1:y2, x1:x2] = (60, 60, 70)
        img[y1 + 3:y2 - 3, x1 + 3:x2 - 3] = (250, 200, 200) if name in red else (250, 250, 250)
        for b in range(2 + k % 4):  # "text": a few dark bars, different in every element
            bx = x1 + 10 + b * (14 + 3 * (k % 3))
            img[max(y1, y1 + int(h * SCALE) // 2 - 5):y1 + int(h * SCALE) // 2 + 5, bx:bx + 9 + k % 5] = 30
    return img


def still_screen(state: int) -> np.ndarray:
    return draw({"File": ELEMENTS["Folder"][1:3]} if state else None)  # the drop moves File onto Folder


def changes_screen(state: int) -> np.ndarray:
    return draw(red=frozenset({"Field 3"}) if state >= 1 else frozenset(), shift=SHIFT if state >= 2 else 0)


def click(name: str, *, gap: int = 1100, effect: bool = False, dy: float = 0, **kw: Any) -> Action:
    x, y = centre(name, dy)
    return Action("click", x=x, y=y, gap_ms=gap, effect=effect, **kw)


SNAPSHOT = [ax_node(role, name, x, y, w, h) for name, (role, x, y, w, h) in ELEMENTS.items()]
STILL = [*(click(f"Field {k + 1}") for k in range(8)),
         Action("click", x=160, y=8, gap_ms=600, effect=False),  # on nothing: no element, no box
         Action("drag", x=centre("File")[0], y=centre("File")[1], x2=centre("Folder")[0], y2=centre("Folder")[1],
                gap_ms=600)]
CHANGES = [click("Field 1", gap=700), click("Validate", effect=True), click("Field 3"), click("Field 2"),
           Action("scroll", x=centre("Field 6")[0], y=centre("Field 6")[1], delta=-1.0, notches=2, gap_ms=900),
           click("Field 2"), click("Field 8"),
           Action("click", x=300, y=5, gap_ms=600, effect=False)]  # on nothing: no element, no box
# the verdict expected for each click above, in order (None: kept)
CHANGES_TRUTH = [None, None, "region_changed", None, "region_changed", "region_changed", "no_element"]
EARLY = [click("Field 4", gap=100, ax=[ax_node("application", "app", 0, 0, 0, 0, [ax_node(
             "window", "Window on display 0", 0, 0, 320, 200, SNAPSHOT, display_index=0)])]),
         click("Field 4", gap=1500),
         click("Field 5", gap=900, ax=[ax_node("application", "app", 0, 0, 0, 0, [ax_node(
             "window", "Window on display 0", 0, 0, 320, 200, SNAPSHOT, display_index=0)])])]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    src, out = tmp_path_factory.mktemp("snap-src"), tmp_path_factory.mktemp("snap-out")
    common = dict(date=DAY, logical_size=LOGICAL, scale=SCALE, cursor="arrow", index_barcode=False)
    make(src, "still", actions=STILL, screen=still_screen, ax_extra=SNAPSHOT, task_id="t-still", **common)
    make(src, "changes", actions=CHANGES, screen=changes_screen, ax_extra=SNAPSHOT, task_id="t-changes", **common)
    # the first click (and its snapshot) come before the video's first frame; no display snapshot
    make(src, "early", actions=EARLY, screen=still_screen, ax_display=False, lead_ms=-900, task_id="t-early",
         **common)
    ctx = RunContext(source_url=str(src), output_url=str(out), dataset=parse_config(DatasetConfig, CFG, "t"))
    run_day(src, out, DAY, ctx=ctx)
    info = build_dataset(ctx)
    steps = pl.read_parquet(out / "tables" / "steps").sort("recording_id", "step_index")
    return {"src": src, "out": out, "ds": Path(info.path), "steps": steps, "ctx": ctx,
            "samples": pl.read_parquet(out / "tables" / "samples")}


def clicks(built: dict[str, Any], rec: str) -> list[dict[str, Any]]:
    return built["steps"].filter((pl.col("recording_id") == rec) & (pl.col("kind") == "click")).to_dicts()


def test_a_snapshot_is_kept_across_an_unchanged_screen(built: dict[str, Any]) -> None:
    """Eight clicks 1-11 s after the form's only snapshot, nothing on screen changed: each keeps its field, box
    and all (the fixed 5 s age of before dropped those past 5 s)."""
    got = clicks(built, "still")[:8]
    ages = []
    for k, step in enumerate(got):
        t = step["target"]
        _, x, y, w, h = FIELDS[f"Field {k + 1}"]
        assert (t["source"], t["name"], t["role"], t["reject"]) == ("axtree", f"Field {k + 1}", "AXTextField", None)
        assert t["box_px"] == [int(x * SCALE), int(y * SCALE), int((x + w) * SCALE) - 1, int((y + h) * SCALE) - 1]
        ages.append(t["snapshot_age_ms"])
    assert ages == sorted(ages) and ages[0] > 600 and ages[-1] > 10_000
    assert sum(a > 5000 for a in ages) >= 4
    drag = built["steps"].filter((pl.col("recording_id") == "still") & (pl.col("kind") == "drag")).row(0, named=True)
    assert (drag["target"]["name"], drag["target_end"]["name"]) == ("File", "Folder")
    assert drag["target"]["snapshot_age_ms"] > 10_000


def _framed(built: dict[str, Any], rec: str) -> tuple[pl.DataFrame, RegionChanges | None, Any]:
    ctx: RunContext = built["ctx"]
    ref = RecordingRef(source_url=str(built["src"]), date=DAY, recording_id=rec, path=f"{DAY}/{rec}")
    out = open_root(str(built["out"]))
    changes = RegionChanges.of(read_parquet(out, work_path(ref, WorkFile.FRAME_CHANGES)))
    rec = load(open_root(ctx.source_url), ref, ctx.settings)
    return read_parquet(out, work_path(ref, WorkFile.STEPS)), changes, rec


def test_the_age_is_an_upper_bound(built: dict[str, Any]) -> None:
    """With the former 5 s bound the same clicks past 5 s are dropped by age, whatever the pixels say."""
    steps, changes, rec = _framed(built, "still")
    assert changes is not None
    meta: RecordingMeta = rec.meta
    old = with_targets(steps, meta, rec.ax, TargetSettings(max_snapshot_age_ms=5000), changes)
    for t in old.filter(pl.col("kind") == "click")["target"].to_list()[:8]:
        assert t["reject"] == ("stale_snapshot" if t["snapshot_age_ms"] > 5000 else None)
    blind = with_targets(steps, meta, rec.ax, TargetSettings(), None)  # no frames to judge by
    assert {t["reject"] for t in blind.filter(pl.col("kind") == "click")["target"].to_list()[:8]} == \
        {"unverified_snapshot"}


def test_a_change_drops_the_snapshot_where_the_screen_changed_and_only_there(built: dict[str, Any]) -> None:
    got = [s["target"] for s in clicks(built, "changes")]
    assert [t["reject"] for t in got] == CHANGES_TRUTH
    kept = [t["name"] for t in got if t["reject"] is None]
    assert kept == ["Field 1", "Validate", "Field 2"] and all(t["snapshot_age_ms"] > 0 for t in got[:6])
    scroll = built["steps"].filter((pl.col("recording_id") == "changes") & (pl.col("kind") == "scroll"))
    assert scroll["target"][0]["name"] == "Field 6"  # its own region had not changed before it
    # instructions follow: a dropped target is described by where it acted, never by the stale name
    instr = [s["step_instruction"] for s in clicks(built, "changes")]
    assert instr[:2] == ["Click the 'Field 1' field", "Click the 'Validate' button"]
    assert "Field" not in instr[2] and instr[2].startswith("Click the ")


def test_no_frame_at_the_snapshot_means_unverified(built: dict[str, Any]) -> None:
    first, second, third = (s["target"] for s in clicks(built, "early"))
    assert (first["name"], first["snapshot_age_ms"]) == ("Field 4", 0)  # logged at its own press
    assert "before_video" in clicks(built, "early")[0]["flags"]
    assert (second["source"], second["reject"]) == ("none", "unverified_snapshot")
    assert (third["name"], third["snapshot_age_ms"], third["reject"]) == ("Field 5", 0, None)


def test_grounding_never_asks_about_a_changed_region(built: dict[str, Any]) -> None:
    """Grounding follows the same rule per element: after "Validate", Field 3 is never a grounding answer on the
    `changes` screens, and after the scroll only "Validate" (the one element that did not move) can be."""
    rows = built["samples"].filter((pl.col("family") == "grounding") & (pl.col("recording_id") == "changes"))
    steps = built["steps"].filter(pl.col("recording_id") == "changes")
    validated = next(s["step_index"] for s in clicks(built, "changes") if s["target"]["name"] == "Validate")
    scrolled = steps.filter(pl.col("kind") == "scroll")["step_index"][0]
    asked = rows.select("step_index", pl.col("target").struct.field("name")).rows()
    assert {n for k, n in asked if k <= validated} >= {"Field 3"}  # asked about before the change
    assert not {n for k, n in asked if k > validated} & {"Field 3"}
    assert {n for k, n in asked if k > scrolled} <= {"Validate"}


def test_the_card_counts_each_decision(built: dict[str, Any]) -> None:
    steps = built["steps"]
    points = [t for col in ("target", "target_end") for t in steps[col].drop_nulls().to_list()]
    mine = Counter("kept" if t["reject"] is None and t["snapshot_age_ms"] > 0 else t["reject"] for t in points)
    assert (mine["region_changed"], mine["unverified_snapshot"], mine["stale_snapshot"]) == (3, 1, 0)
    assert mine["kept"] >= 8 + 2 + 3  # the still form's fields and drag ends, the changes' kept clicks
    summary = json.loads((built["ds"] / "manifest.json").read_text())["summary"]["target_snapshots"]
    assert summary == {SNAPSHOT_DECISIONS[None]: mine["kept"], SNAPSHOT_DECISIONS["region_changed"]: 3,
                       SNAPSHOT_DECISIONS["stale_snapshot"]: 0, SNAPSHOT_DECISIONS["unverified_snapshot"]: 1}
    card = (built["ds"] / "README.md").read_text()
    assert f"| {SNAPSHOT_DECISIONS['region_changed']} | 3 |" in card


# ------------------------------------------------------------------------------------------ one rule, every output
def _truth(built: dict[str, Any]) -> dict[str, tuple[dict[str, Any] | None, dict[str, Any] | None]]:
    """Sample id → (target of the call's point, a drag's press target), from the steps table."""
    samples = built["samples"].filter(pl.col("family") != "grounding")
    steps = {(r["recording_id"], r["step_index"]): r for r in built["steps"].to_dicts()}
    out = {}
    for r in samples.to_dicts():
        s = steps[(r["recording_id"], r["step_index"])]
        out[r["id"]] = (s["target_end"], s["target"]) if r["action"] == "left_click_drag" else (s["target"], None)
    return out


def _element(t: dict[str, Any] | None) -> tuple[Any, Any, Any]:
    return (t["name"], t["role"], t["box_ru"]) if t and t["box_ru"] else (None, None, None)


def test_every_output_names_the_steps_target(built: dict[str, Any]) -> None:
    ds, truth = built["ds"], _truth(built)
    lines = {json.loads(x)["id"]: json.loads(x) for f in ("train.jsonl", "val.jsonl") for x in (ds / f).open()}
    tests = {t["test_id"].removeprefix("test_"): t for t in json.loads((ds / "test/test.json").read_text())}
    metas = {i: r["metadata"] for i, r in lines.items() if r["metadata"]["family"] != "grounding"}
    metas |= {i: t["metadata"] for i, t in tests.items()}
    assert len(metas) >= 20
    for i, m in metas.items():
        end, start = truth[i.removesuffix("_ll")]
        assert (m.get("element_name"), m.get("element_role"), m.get("bbox")) == _element(end), i
        assert (m.get("element_name_start"), m.get("element_role_start"), m.get("bbox_start")) == _element(start), i
    drags = [m for m in metas.values() if m["action"] == "left_click_drag"]
    assert drags and all((m["element_name_start"], m["element_name"]) == ("File", "Folder") for m in drags)
    boxless = [t for t in tests.values() if "bbox" not in t["metadata"]]
    boxed = [t for t in tests.values() if "bbox" in t["metadata"]]
    assert boxless and boxed  # test cases of both kinds; those without a box name no element
    assert not any({"element_name", "element_role"} & set(t["metadata"]) for t in boxless)
    # a test line is named by its case (`test_<sample id>`), the others by their sample
    sharegpt = [(json.loads(x), f.stem) for f in (ds / "sharegpt").glob("*.jsonl") for x in f.open()]
    steps003 = [s for x in (ds / "trajectories.jsonl").open() for s in json.loads(x)["steps"]]
    for target, sid in [(r.get("target"), r["id"].removeprefix("test_") if split == "test" else r["id"])
                        for r, split in sharegpt] + \
            [(s["output_state"].get("target"), s["output_state"]["sample_id"]) for s in steps003]:
        if sid not in truth and sid.removesuffix("_ll") not in truth:
            continue  # grounding
        end, start = truth[sid.removesuffix("_ll")]
        t = target or {}
        assert (t.get("name"), t.get("role"), t.get("bbox")) == _element(end), sid
        assert (t.get("name_start"), t.get("role_start"), t.get("bbox_start")) == _element(start), sid
    assert [str(e) for e in validate_dataset(ds)] == []
