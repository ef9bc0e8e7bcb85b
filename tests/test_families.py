"""More training signal from each recording: step instructions, the low-level action family and grounding samples.

Ground truth by construction: real H.264 recordings whose screens draw interactive elements as solid colour
boxes, and whose accessibility snapshots (logged at each press, as the Clones recorder does) list those elements
with the same boxes, plus elements that must never become samples (off screen, on another display, zero-size,
covered by a window listed in front, not interactive, unnamed). Two layouts: the first two steps show layout A,
the next two layout B (mirrored), so two of four frames are near-duplicates of an earlier one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import datasets
import numpy as np
import polars as pl
import pytest
from cudag.validation import validate_dataset
from day import run_day
from helpers import make
from PIL import Image
from synth import Action

from cuaflow.connectors.synth import ax_node
from cuaflow.schemas.config import RunContext, parse_config
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.settings import InstructionTemplates, PipelineSettings
from cuaflow.tasks.export import build_dataset
from cuaflow.tasks.samples.grounding import dhash
from cuaflow.tasks.samples.instructions import position_phrase, render_step, with_instructions

DAY = "2025-10-01"
LOGICAL, SCALE = (320, 200), 2.0
DENIED = "Zorblax"  # a deny-listed name: redacted at ingest, never in a sample
# name → (role, logical box x, y, w, h, colour) of the elements drawn in layout A and listed in its snapshot
VISIBLE = {
    "Save": ("AXButton", 20, 40, 60, 24, (220, 40, 40)),
    "Search": ("AXTextField", 20, 100, 100, 20, (40, 200, 40)),
    "Inbox": ("AXRow", 200, 60, 100, 20, (40, 40, 220)),  # in the back window, outside the front one
}
FRONT = (0, 0, 160, 200)  # the front window (layout A), drawn light grey; the back window fills the screen
NEVER = {"Hidden", "Offscreen", "Elsewhere", "Zero", "Plain label"}


def mirrored(x: float, w: float, layout: str) -> float:
    return x if layout == "A" else LOGICAL[0] - x - w


def tree(layout: str) -> list[dict[str, Any]]:
    """The snapshot of a layout: the front window listed first (front to back), then the back window."""
    def node(role: str, name: str, x: float, y: float, w: float, h: float, **kw: Any) -> dict[str, Any]:
        return ax_node(role, name, mirrored(x, w, layout), y, w, h, **kw)

    def drawn(name: str) -> dict[str, Any]:
        role, x, y, w, h, _ = VISIBLE[name]
        return node(role, name, x, y, w, h)

    front = node("AXWindow", "Front", *FRONT, children=[
        drawn("Save"), drawn("Search"),
        node("AXStaticText", "Plain label", 30, 140, 80, 16),  # not interactive
        node("AXButton", "", 30, 170, 40, 20)], display_index=0)  # unnamed
    back = node("AXWindow", "Back", 0, 0, 320, 200, children=[
        drawn("Inbox"),
        node("AXButton", "Hidden", 40, 150, 60, 20),  # under the front window
        node("AXButton", "Offscreen", 290, 185, 60, 30),  # reaches past the screen
        node("AXButton", "Zero", 200, 120, 0, 20),  # zero width
        node("AXButton", f"{DENIED} Inc", 200, 150, 80, 20)], display_index=0)
    elsewhere = ax_node("AXWindow", "Other display", 0, 0, 320, 200, [ax_node("AXButton", "Elsewhere", 200, 90,
                                                                              60, 20)], display_index=1)
    return [ax_node("application", "Synth App", 0, 0, 0, 0, [front, back, elsewhere])]


def boxes(layout: str) -> dict[str, tuple[tuple[int, int, int, int], tuple[int, int, int]]]:
    """Drawn element boxes in video pixels (x1, y1, x2, y2 exclusive) and their colours."""
    out = {}
    for name, (_, x, y, w, h, colour) in {**VISIBLE, f"{DENIED} Inc": ("", 200, 150, 80, 20, (230, 200, 40))}.items():
        x = mirrored(x, w, layout)
        out[name] = ((int(x * SCALE), int(y * SCALE), int((x + w) * SCALE), int((y + h) * SCALE)), colour)
    return out


def screen(state: int) -> np.ndarray:
    layout = "A" if state < 2 else "B"
    w, h = int(LOGICAL[0] * SCALE), int(LOGICAL[1] * SCALE)
    img = np.full((h, w, 3), 90, dtype=np.uint8)  # the back window
    fx = int(mirrored(FRONT[0], FRONT[2], layout) * SCALE)
    img[:, fx:fx + int(FRONT[2] * SCALE)] = 200
    for (x1, y1, x2, y2), colour in boxes(layout).values():
        img[y1:y2, x1:x2] = colour
    return img


def actions() -> list[Action]:
    a, b = tree("A"), tree("B")
    return [Action("click", x=50, y=52, ax=a), Action("click", x=70, y=110, ax=a),
            Action("click", x=270, y=52, ax=b), Action("click", x=250, y=110, ax=b)]


FAMILIES = {"action": 1.0, "action_low_level": 1.0, "grounding": 1.0}
CFG = {"name_prefix": "fam", "seed": 3, "tool_name": "computer_use",  # the name `cudag validate` wants
       "splits": {"train": 0.5, "val": 0.25, "test": 0.25},
       "output": {"formats": ["cudag", "llamafactory", "hf"]}, "families": FAMILIES}
RECS = ["g0", "g1", "g2", "g3", "g4", "g5"]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    src, out = tmp_path_factory.mktemp("fam-src"), tmp_path_factory.mktemp("fam-out")
    for k, rid in enumerate(RECS):
        make(src, rid, date=DAY, actions=actions(), logical_size=LOGICAL, scale=SCALE, seed=k, screen=screen,
             index_barcode=False, task_id=f"task-{k}", cursor="none")
    ctx = RunContext(source_url=str(src), output_url=str(out), dataset=parse_config(DatasetConfig, CFG, "t"),
                     settings=PipelineSettings(privacy={"deny_list": [DENIED]}))
    run_day(src, out, DAY, ctx=ctx)
    info = build_dataset(ctx)
    samples = pl.read_parquet(out / "tables" / "samples")
    steps = pl.read_parquet(out / "tables" / "steps")
    return {"ctx": ctx, "out": out, "ds": Path(info.path), "info": info, "samples": samples, "steps": steps}


def grounding(built: dict[str, Any]) -> list[dict[str, Any]]:
    return built["samples"].filter(pl.col("family") == "grounding").to_dicts()


def test_every_grounding_answer_lands_inside_its_drawn_element(built: dict[str, Any]) -> None:
    rows = grounding(built)
    assert rows
    for r in rows:
        img = np.asarray(Image.open(built["out"] / r["image"]).convert("RGB")).astype(int)
        h, w = img.shape[:2]
        rx, ry = json.loads(r["tool_call"])["arguments"]["coordinate"]
        px, py = round(rx / 1000 * w), round(ry / 1000 * h)
        layout = "A" if r["step_index"] < 2 else "B"
        drawn = {n: b for n, b in boxes(layout).items() if b[0][0] <= px < b[0][2] and b[0][1] <= py < b[0][3]}
        assert len(drawn) == 1, (r["id"], px, py)  # the point is inside exactly one drawn element...
        (name, ((x1, y1, x2, y2), colour)), = drawn.items()
        patch = img[py - 1:py + 2, px - 1:px + 2].reshape(-1, 3).mean(axis=0)
        assert np.abs(patch - colour).max() < 40, (r["id"], patch, colour)  # ...from its pixels
        if DENIED not in name:
            assert r["target"]["name"] == name and f"'{name}'" in r["prompt"]
        bx1, by1, bx2, by2 = r["target"]["box_px"]  # and its box is the drawn one
        assert (abs(bx1 - x1), abs(by1 - y1), abs(bx2 - (x2 - 1)), abs(by2 - (y2 - 1))) <= (1, 1, 1, 1)
        assert r["metadata"]["bbox"] == r["target"]["box_ru"] and r["metadata"]["family"] == "grounding"


def test_excluded_elements_never_become_samples_and_denied_names_never_appear(built: dict[str, Any]) -> None:
    rows = grounding(built)
    names = {r["target"]["name"] for r in rows}
    assert {"Save", "Search", "Inbox"} <= names
    assert not names & NEVER
    text = json.dumps(rows, default=str)
    assert DENIED not in text
    # the denied element itself is asked about, under its redacted name: the scrubbed text is what reaches samples
    box = boxes("A")[f"{DENIED} Inc"][0]
    assert any(box[0] <= (r["target"]["box_px"][0] + r["target"]["box_px"][2]) / 2 < box[2]
               and box[1] <= (r["target"]["box_px"][1] + r["target"]["box_px"][3]) / 2 < box[3]
               for r in rows if r["step_index"] < 2)
    roles = {r["metadata"]["element_role"] for r in rows}
    assert roles <= {"AXButton", "AXTextField", "AXRow"}


def test_near_duplicate_frames_give_one_set(built: dict[str, Any]) -> None:
    """Steps 1 and 3 show the screens of steps 0 and 2: only the first of each gives grounding samples."""
    for rec in RECS:
        steps = {r["step_index"] for r in grounding(built) if r["recording_id"] == rec}
        assert steps == {0, 2}, rec
    out = built["out"]
    pre = built["steps"].filter(pl.col("recording_id") == RECS[0]).sort("step_index")["pre_image"].to_list()
    h = [dhash((out / p).read_bytes()) for p in pre[:4]]
    assert (h[0] ^ h[1]).bit_count() <= 6 and (h[2] ^ h[3]).bit_count() <= 6 and (h[0] ^ h[2]).bit_count() > 6


def test_caps_per_frame_and_per_recording(built: dict[str, Any], tmp_path: Path) -> None:
    ctx: RunContext = built["ctx"]
    capped = ctx.model_copy(update={"dataset": parse_config(
        DatasetConfig, {**CFG, "grounding": {"per_frame": 2, "per_recording": 3}}, "t")})
    run_day(ctx.source_url, ctx.output_url, DAY, ctx=capped)
    rows = pl.read_parquet(built["out"] / "tables" / "samples").filter(pl.col("family") == "grounding")
    per_rec = rows.group_by("recording_id").len()["len"].to_list()
    per_frame = rows.group_by("recording_id", "step_index").len()["len"].to_list()
    assert per_rec == [3] * len(RECS) and max(per_frame) == 2
    run_day(ctx.source_url, ctx.output_url, DAY, ctx=ctx)  # back as the other tests built it


def test_low_level_samples_ask_the_step_instruction_with_the_same_answer(built: dict[str, Any]) -> None:
    s = built["samples"]
    action = {r["id"]: r for r in s.filter(pl.col("family") == "action").to_dicts()}
    low = s.filter(pl.col("family") == "action_low_level").to_dicts()
    steps = {(r["recording_id"], r["step_index"]): r for r in built["steps"].to_dicts()}
    instructed = {i for i, r in action.items() if steps[(r["recording_id"], r["step_index"])]["step_instruction"]}
    assert {r["id"] for r in low} == {i + "_ll" for i in instructed} and len(instructed) >= 4 * len(RECS)
    for r in low:
        twin = action[r["id"].removesuffix("_ll")]
        assert r["tool_call"] == twin["tool_call"] and r["image"] == twin["image"]
        instruction = steps[(r["recording_id"], r["step_index"])]["step_instruction"]
        assert r["instruction"] == instruction and r["prompt"].startswith(instruction)
    assert {r["instruction"] for r in low if r["step_index"] == 0} == {"Click the 'Save' button"}
    assert {r["instruction"] for r in low if r["step_index"] == 1} == {"Click the 'Search' field"}


def test_no_task_in_two_splits_across_families_and_consumers_accept_every_family(built: dict[str, Any],
                                                                                 tmp_path: Path) -> None:
    ds = built["ds"]
    split_of: dict[str, set[str]] = {}
    families: dict[str, set[str]] = {}
    rows = [(sp, json.loads(line)) for sp in ("train", "val") for line in (ds / f"{sp}.jsonl").read_text().splitlines()]
    rows += [("test", t) for t in json.loads((ds / "test" / "test.json").read_text())]
    for split, r in rows:
        split_of.setdefault(r["metadata"]["task_key"], set()).add(split)
        families.setdefault(split, set()).add(r["metadata"].get("family", "action"))
    assert all(len(v) == 1 for v in split_of.values()), split_of
    assert families["train"] == {"action", "action_low_level", "grounding"} and families["test"] == {"action"}
    assert [str(e) for e in validate_dataset(ds)] == []
    for family in ("action", "action_low_level", "grounding"):
        loaded = datasets.load_dataset(str(ds), family, cache_dir=str(tmp_path))
        assert "train" in loaded and all(r["family"] == family for r in loaded["train"])
    summary = json.loads((ds / "manifest.json").read_text())["summary"]
    assert set(summary["by_family"]) == {"action", "action_low_level", "grounding"}
    assert set(summary["grounding_roles"]) <= {"AXButton", "AXTextField", "AXRow"}


# ------------------------------------------------------------------------------------- instruction templates

T = InstructionTemplates()
SAVE = {"source": "axtree", "role": "AXButton", "name": "Save", "box_ru": [1, 1, 2, 2]}


@pytest.mark.parametrize(("args", "element", "start", "text", "source"), [
    ({"action": "left_click", "coordinate": [10, 10]}, "the 'Save' button", None, "Click the 'Save' button",
     "template"),
    ({"action": "double_click", "coordinate": [10, 10]}, "the 'Inbox' row", None, "Double-click the 'Inbox' row",
     "template"),
    ({"action": "right_click", "coordinate": [900, 950]}, None, None, "Right-click the bottom-right of the screen",
     "positional"),
    ({"action": "type", "text": "hello"}, "the 'Search' field", None, "Type 'hello' into the 'Search' field",
     "template"),
    ({"action": "type", "text": "hello"}, None, None, "Type 'hello'", "template"),
    ({"action": "key", "keys": ["cmd", "s"]}, None, None, "Press Cmd+S", "template"),
    ({"action": "scroll", "coordinate": [500, 500], "pixels": 120}, "the 'Inbox' row", None,
     "Scroll down in the 'Inbox' row", "template"),
    ({"action": "scroll", "coordinate": [500, 500], "pixels": -120}, None, None,
     "Scroll up in the centre of the screen", "positional"),
    ({"action": "hscroll", "coordinate": [500, 500], "pixels": -50}, "the 'Strip' item", None,
     "Scroll left in the 'Strip' item", "template"),
    ({"action": "left_click_drag", "coordinate": [800, 500]}, "the 'Volume' slider", (300.0, 500.0),
     "Drag the 'Volume' slider to the right", "template"),
    ({"action": "wait", "time": 2.0}, None, None, "Wait 2 seconds", "template"),
    ({"action": "terminate", "status": "success"}, None, None, None, None),
])
def test_templated_instruction_of_each_action_kind(args: dict[str, Any], element: str | None,
                                                   start: tuple[float, float] | None, text: str | None,
                                                   source: str | None) -> None:
    assert render_step(args, element, start, T) == (text, source)


def test_positions_are_named_in_thirds() -> None:
    assert [position_phrase(p) for p in ([0, 0], [500, 0], [999, 500], [500, 500], [0, 1000])] == [
        "the top-left of the screen", "the top of the screen", "the right of the screen", "the centre of the screen",
        "the bottom-left of the screen"]


def _steps(rows: list[dict[str, Any]]) -> pl.DataFrame:
    return pl.DataFrame([{"step_index": k, "flags": [], "vendor_step": None, "ru_x": None, "ru_y": None,
                          "target": None, **r} for k, r in enumerate(rows)])


def test_vendor_text_is_preferred_typing_names_its_field_and_secrets_get_none() -> None:
    click = json.dumps({"name": "computer", "arguments": {"action": "left_click", "coordinate": [5, 5]}})
    typed = json.dumps({"name": "computer", "arguments": {"action": "type", "text": "hunter2"}})
    steps = _steps([
        {"tool_call": click, "target": SAVE, "vendor_step": 0},
        {"tool_call": click, "target": SAVE, "vendor_step": 1},
        {"tool_call": typed},
        {"tool_call": typed, "flags": ["secret"]},
        {"tool_call": None},
    ])
    vendor = pl.DataFrame({"vendor_step": [0, 1], "instruction": ["  Save the   draft ", None]})
    out = with_instructions(steps, vendor, T).select("step_instruction", "instruction_source").rows()
    assert out == [("Save the draft", "human"), ("Click the 'Save' button", "template"),
                   ("Type 'hunter2' into the 'Save' button", "template"), (None, None), (None, None)]


def test_review_page_shows_each_step_instruction_and_the_families(built: dict[str, Any]) -> None:
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.review.review import render_recording
    from cuaflow.tasks.review.review_data import recording_data

    data = recording_data(open_root(str(built["out"])), RECS[0], DAY)
    rows = {s["row"]["step_index"]: s["row"] for s in data.steps}
    assert rows[0]["step_instruction"] == "Click the 'Save' button" and rows[0]["instruction_source"] == "template"
    eligible = [r for r in rows.values() if r.get("sample_eligible")]
    assert data.counts["samples by family"] == {  # 4 elements on each of the 2 distinct screens
        "action": len(eligible), "action_low_level": sum(bool(r.get("step_instruction")) for r in eligible),
        "grounding": 8}
    assert "Click the 'Save' button" in render_recording(data)
