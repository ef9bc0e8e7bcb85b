"""The target of every pointer step: real H.264 recordings whose accessibility snapshots (written as the Clones
recorder writes them, around each press) hold elements at known boxes; the pipeline's steps and samples must
name the element under each point, in video pixels and RU, or say why there is none."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from day import run_day
from helpers import make, process
from synth import Action

from cuaflow.connectors.clones import ax_snapshots, flatten_axtree, parse_log_lines
from cuaflow.connectors.storage import open_root
from cuaflow.connectors.synth import ax_node, ax_screen
from cuaflow.schemas.config import RunContext, parse_config
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.schemas.recording import AxElement, AxSnapshot, RecordingMeta, RecordingRef
from cuaflow.schemas.settings import GroupingRules, TargetSettings
from cuaflow.schemas.work import WorkFile, work_path
from cuaflow.tasks.export import build_dataset
from cuaflow.tasks.parquet_io import read_parquet
from cuaflow.tasks.recording.group import group_events
from cuaflow.tasks.targets.element import role_key
from cuaflow.tasks.targets.normalise import normalise_steps
from cuaflow.tasks.targets.targets import HitTester, with_targets

LOGICAL, SCALE = (320, 200), 2.0


def screen(*elements: dict[str, Any]) -> list[dict[str, Any]]:
    return ax_screen(LOGICAL, list(elements))


SAVE = ax_node("AXGroup", "toolbar", 20, 25, 200, 40, [
    ax_node("AXButton", "Save", 40, 30, 64, 24, [ax_node("AXStaticText", "Save", 44, 34, 40, 16)])])
ROW = ax_node("AXRow", "header row", 0, 20, 320, 50)  # interactive too, but larger than the button
OLD_DUMP = [{"bbox": [0, 0, 320, 180], "absolute_position": "0.00;20.00", "role": "AXWindow", "name": "w",
             "children": [{"bbox": [10, 120, 70, 140], "absolute_position": "10.00;140.00", "role": "AXButton",
                           "name": "OK", "children": []}]}]
ACTIONS = [
    Action("click", x=50, y=40, ax=screen(ROW, SAVE)),  # nested: group > button > label
    Action("drag", x=60, y=120, x2=240, y2=150, ax=screen(ax_node("AXListItem", "File", 50, 110, 80, 20),
                                                           ax_node("AXListItem", "Folder", 200, 140, 100, 30))),
    Action("click", x=160, y=100, mods=("MetaLeft",), ax=screen(ax_node("AXCheckBox", "Bold", 150, 92, 16, 16))),
    Action("scroll", x=250, y=60, delta=-2.0, notches=3, ax=screen(ax_node("AXRow", "Inbox", 200, 50, 120, 20))),
    Action("click", x=100, y=170, ax=screen(ax_node("AXButton", "Elsewhere", 80, 160, 60, 20, display_index=1))),
    Action("click", x=200, y=172, ax=screen(ax_node("AXButton", "Wide", 150, 150, 200, 30))),
    # a second display's window in display-local points: its button (no index of its own) overlaps this point
    Action("click", x=120, y=185, ax=[ax_node("application", "app", 0, 0, 0, 0, [ax_node(
        "window", "Window on display 1", 0, 0, 320, 200, [ax_node("AXButton", "There", 100, 175, 50, 20)],
        display_index=1)])]),
    Action("click", x=161, y=101, ax=screen(ax_node("AXButton", "Pane", 0, 0, 320, 180))),
    Action("click", x=30, y=100, ax_event="axtree",
           ax=[{"bbox": [20, 90, 60, 110], "role": "AXButton", "name": "Relative", "children": []}]),
    Action("click", x=30, y=150, ax_event="axtree", ax=OLD_DUMP),
    # no snapshot of its own: the last one (7 s old) was logged at the previous press, and that click's effect
    # repainted the whole screen since (every synthetic action with an effect does)
    Action("click", x=32, y=152, gap_ms=7000),
    Action("click", x=300, y=10, ax=screen(ax_node("AXGroup", "just a group", 280, 0, 40, 40))),
]


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    src, out = tmp_path_factory.mktemp("tgt-src"), tmp_path_factory.mktemp("tgt-out")
    make(src, "20250301_100000", actions=ACTIONS, logical_size=LOGICAL, scale=SCALE, ax_display=False)
    make(src, "20250301_110000", actions=[Action("click", x=50, y=40), Action("scroll", x=80, y=80, delta=-1,
                                                                                notches=2)],
         logical_size=LOGICAL, scale=SCALE, ax_display=False)
    steps, _ = process(src, out, "20250301_100000")
    bare, _ = process(src, out, "20250301_110000")
    ref = RecordingRef(source_url=str(src), date="2025-01-01", recording_id="20250301_100000",
                       path="2025-01-01/20250301_100000")
    samples = read_parquet(open_root(str(out)), work_path(ref, WorkFile.SAMPLES))
    return {"steps": steps, "bare": bare, "samples": samples}


def at(steps: pl.DataFrame, kind: str, x: float, y: float) -> dict[str, Any]:
    (row,) = steps.filter((pl.col("kind") == kind) & (pl.col("x") == x) & (pl.col("y") == y)).to_dicts()
    return row


def ru_box(x: float, y: float, w: float, h: float) -> list[int]:
    """RU of a logical box, computed here from the seed's formula (x / width * 1000, rounded)."""
    lw, lh = LOGICAL
    return [round(x / lw * 1000), round(y / lh * 1000), round((x + w) / lw * 1000), round((y + h) / lh * 1000)]


def px_box(x: float, y: float, w: float, h: float) -> list[int]:
    """The first and last video pixel the box covers (2x display)."""
    return [int(x * SCALE), int(y * SCALE), int((x + w) * SCALE) - 1, int((y + h) * SCALE) - 1]


def test_click_on_a_nested_control_targets_the_control(recorded: dict[str, Any]) -> None:
    t = at(recorded["steps"], "click", 50, 40)["target"]
    assert (t["source"], t["role"], t["name"]) == ("axtree", "AXButton", "Save")  # not its label, not the row
    assert t["box_px"] == px_box(40, 30, 64, 24) == [80, 60, 207, 107]
    assert t["box_ru"] == ru_box(40, 30, 64, 24) == [125, 150, 325, 270]
    assert 0 <= t["snapshot_age_ms"] <= TargetSettings().grace_ms and t["reject"] is None


def test_drag_has_a_target_at_each_end_and_its_sample_keeps_both(recorded: dict[str, Any]) -> None:
    drag = at(recorded["steps"], "drag", 60, 120)
    assert drag["target"]["name"] == "File" and drag["target"]["box_ru"] == ru_box(50, 110, 80, 20)
    assert drag["target_end"]["name"] == "Folder" and drag["target_end"]["box_ru"] == ru_box(200, 140, 100, 30)
    (sample,) = recorded["samples"].filter(pl.col("action") == "left_click_drag").to_dicts()
    # the call's coordinate is the release: its target is the drop element, the press has its own
    assert sample["target"]["name"] == "Folder" and sample["target_start"]["name"] == "File"
    assert sample["metadata"]["bbox"] == ru_box(200, 140, 100, 30)
    assert sample["metadata"]["bbox_start"] == ru_box(50, 110, 80, 20)
    x, y = sample["ru_coords"]
    box = sample["metadata"]["bbox"]
    assert box[0] <= x <= box[2] and box[1] <= y <= box[3]


def test_modifier_click_and_scroll_get_their_element(recorded: dict[str, Any]) -> None:
    click = at(recorded["steps"], "click", 160, 100)
    assert click["modifiers"] and click["target"]["name"] == "Bold"
    assert click["target"]["box_px"] == px_box(150, 92, 16, 16)
    scroll = at(recorded["steps"], "scroll", 250, 60)
    assert scroll["target"]["role"] == "AXRow" and scroll["target"]["box_ru"] == ru_box(200, 50, 120, 20)


@pytest.mark.parametrize(("x", "y", "reason"), [
    (100, 170, "other_display"),  # display_index 1
    (120, 185, "other_display"),  # inherited from its window
    (200, 172, "off_screen"),  # reaches past the right edge
    (161, 101, "too_large"),  # 90 % of the screen
    (30, 100, "window_relative"),  # an old dump's list bbox without absolute_position
    (32, 152, "region_changed"),
    (300, 10, "no_element"),  # only a group there
])
def test_untrusted_elements_are_rejected_with_their_reason(recorded: dict[str, Any], x: float, y: float,
                                                           reason: str) -> None:
    t = at(recorded["steps"], "click", x, y)["target"]
    assert (t["source"], t["reject"], t["box_ru"]) == ("none", reason, None)
    if reason == "region_changed":
        assert t["snapshot_age_ms"] > 7000


def test_window_relative_box_with_its_screen_origin_is_converted(recorded: dict[str, Any]) -> None:
    t = at(recorded["steps"], "click", 30, 150)["target"]
    assert t["name"] == "OK" and t["box_ru"] == ru_box(10, 140, 60, 20)  # absolute_position, not bbox (10, 120)


def test_no_snapshot_means_no_target_and_samples_say_so(recorded: dict[str, Any]) -> None:
    bare = recorded["bare"]
    pointer = bare.filter(pl.col("target").is_not_null())
    assert set(pointer["kind"]) >= {"click", "scroll"}
    assert {(t["source"], t["reject"]) for t in pointer["target"].to_list()} == {("none", "no_snapshot")}
    assert bare.filter(pl.col("kind").is_in(["type", "key", "wait"]))["target"].null_count() == \
        bare.filter(pl.col("kind").is_in(["type", "key", "wait"])).height


def test_every_pointer_step_has_a_verdict(recorded: dict[str, Any]) -> None:
    steps = recorded["steps"]
    pointer = steps.filter(pl.col("kind").is_in(["click", "drag", "scroll", "mouse_move"]))
    assert pointer["target"].null_count() == 0
    assert steps.filter(pl.col("kind") != "drag")["target_end"].null_count() == steps.height - 1


def test_vendor_snapshots_and_role_spellings() -> None:
    meta = RecordingMeta(recording_id="v", date="2025-01-01", source_format="vendor", platform="windows",
                         screen_width=200, screen_height=100, scale=1.0)
    snap = AxSnapshot(t_ms=1000, source="vendor", elements=[
        AxElement(x=10, y=10, width=50, height=20, role="Button", name="OK", depth=2),
        AxElement(x=10, y=10, width=50, height=20, role="push button", name="OK (outer)", depth=1)])
    hit = HitTester(meta, [snap], TargetSettings(interactive_roles=["button", "pushbutton"],
                                                 max_snapshot_age_ms=500))
    t = hit.target(1000 - 100, 20, 20)  # logged just after the step's start: the press's own
    assert (t["source"], t["name"], t["box_px"], t["snapshot_age_ms"]) == ("vendor", "OK", [10, 10, 59, 29], 0)
    assert hit.target(1000 - 251, 20, 20)["reject"] == "no_snapshot"  # logged after the step, beyond the grace
    # logged before the step: kept only on the pixels' word, none here; never beyond the age bound
    assert (hit.target(1100, 20, 20)["reject"], hit.target(1100, 20, 20)["snapshot_age_ms"]) == \
        ("unverified_snapshot", 100)
    assert hit.target(1501, 20, 20)["reject"] == "stale_snapshot"
    assert hit.target(1100, -5, 20)["reject"] == "no_point"
    assert [role_key(r) for r in ("AXButton", "Button", "push button", "AXTextField")] == \
        ["button", "button", "pushbutton", "textfield"]


REAL_OLD, REAL_NEW = "20250817_232256", "20251007_131852"


def test_real_logs_snapshots_convert_and_hit_test(real_fixtures: Path) -> None:
    """The older dump's boxes are window-relative (the MongoDB window at y 25 below the menu bar; its
    close button 6 points below the window's top, as macOS draws it): converted with `absolute_position`."""
    data = (real_fixtures / REAL_OLD / "input_log.jsonl").read_bytes()
    items: list[tuple[int, dict[str, Any]]] = []
    parse_log_lines(data, REAL_OLD, ax_out=items)
    first = json.loads(data.splitlines()[items[0][0]])["data"]["tree"]
    buttons = [e for e in flatten_axtree(first) if e.role == "AXButton"]
    assert any((e.x, e.y, e.width, e.height) == (6, 31, 16, 16) for e in buttons)
    assert all(e.frame == "screen" for e in flatten_axtree(first))
    snaps = ax_snapshots(items[:1], {items[0][0]: 0})
    meta = RecordingMeta(recording_id=REAL_OLD, date="2025-08-17", source_format="clones", platform="macos",
                         screen_width=2880, screen_height=1800, scale=2.0)
    hit = HitTester(meta, snaps, TargetSettings())
    close = hit.target(0, 12, 38)
    assert close["role"] == "AXButton" and close["box_px"] == [12, 62, 43, 93]
    assert hit.target(0, 700, 400)["reject"] == "no_element"  # only windows and groups there (too large anyway)


def test_real_logs_every_pointer_step_gets_a_verdict(real_fixtures: Path) -> None:
    """The two real logs' snapshots hold only application windows and title-bar buttons (and the older log
    has two snapshots in 52 s): no step finds a target there, each says why (the closing note's 0 %)."""
    for rec in (REAL_OLD, REAL_NEW):
        data = (real_fixtures / rec / "input_log.jsonl").read_bytes()
        items: list[tuple[int, dict[str, Any]]] = []
        cols, times = parse_log_lines(data, rec, ax_out=items)
        origin = min(t for t in times if t is not None)
        cols["t_ms"] = [t - origin if t is not None else None for t in times]
        events = pl.from_arrow(pa.Table.from_pydict(cols, schema=EVENTS_SCHEMA))
        snaps = ax_snapshots(items, {line: cols["t_ms"][line] for line, _ in items})
        meta = RecordingMeta(recording_id=rec, date="2025-01-01", source_format="clones", platform="macos",
                             screen_width=2880, screen_height=1800, scale=2.0)
        steps = normalise_steps(group_events(events, GroupingRules(), outcome="success").steps, meta, snaps,
                                GroupingRules())
        steps = with_targets(steps, meta, snaps)
        pointer = steps.filter(pl.col("kind").is_in(["click", "drag", "scroll", "mouse_move"]))
        verdicts = Counter(t["reject"] for t in pointer["target"].to_list())
        assert pointer.height > 5 and None not in verdicts  # every one has a reason, none a target
        assert set(verdicts) <= {"no_point", "no_snapshot", "no_element", "stale_snapshot"}
        assert verdicts["no_point"] == pointer.filter(pl.col("flags").list.contains("off_screen")).height > 0


def test_a_dataset_over_partitions_published_before_targets_builds(tmp_path: Path) -> None:
    """Partitions committed by an earlier version have no target columns: the build reads them as null."""
    src, out = tmp_path / "src", tmp_path / "out"
    make(src, "20250301_120000", date="2025-03-01", actions=[Action("click", x=50, y=40, ax=screen(SAVE))],
         logical_size=LOGICAL, scale=SCALE)
    ctx = RunContext(source_url=str(src), output_url=str(out),
                     dataset=parse_config(DatasetConfig, {"splits": {"train": 1.0, "val": 0.0}}, "t"))
    run_day(src, out, "2025-03-01", ctx=ctx)
    for table, cols in (("steps", ["target", "target_end"]), ("samples", ["target", "target_start"])):
        (part,) = (out / "tables" / table).rglob("*.parquet")
        pq.write_table(pq.read_table(part).drop_columns(cols), part)  # as the earlier version wrote it
    info = build_dataset(ctx)
    lines = [json.loads(x) for x in (Path(info.path) / "train.jsonl").read_text().splitlines()]
    assert lines
    assert info.targets == {}
