"""What a format's values mean is stated by its connector (connectors/base.py), never by a stage testing the
format's name: whether its task id names the task (the split key) and its wheel units per platform."""

from __future__ import annotations

from pathlib import Path

import polars as pl
import pytest

from cuaflow.connectors import registry
from cuaflow.connectors.base import Connector
from cuaflow.connectors.storage import Root
from cuaflow.connectors.vendor import ACTIONS, GESTURES, _Bad, to_canonical
from cuaflow.schemas.events import EventKind
from cuaflow.schemas.recording import LoadedRecording, RecordingMeta, RecordingRef
from cuaflow.schemas.settings import GroupingRules, PipelineSettings, ScrollSettings
from cuaflow.tasks.configuration import load_settings
from cuaflow.tasks.samples.split import task_key


class _Toy(Connector):
    """A made-up format whose ids name tasks and whose wheel logs notches of 40 px, on `toyos` only."""

    name = "toy"
    task_id_names_task = True
    scroll_pixels_per_unit = {"toyos": 40.0}  # noqa: RUF012

    def detect(self, root: Root, path: str) -> bool:
        return False

    def recording_id(self, folder: str) -> str:
        return folder

    def read(self, root: Root, ref: RecordingRef, settings: PipelineSettings) -> LoadedRecording:
        raise NotImplementedError


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> _Toy:
    c = _Toy()
    monkeypatch.setattr(registry, "CONNECTORS", (*registry.CONNECTORS, c))
    return c


def _meta(source_format: str, task_id: str | None, platform: str = "macos") -> RecordingMeta:
    return RecordingMeta(recording_id="r", date="2025-01-01", source_format=source_format, task_id=task_id,
                         title="Book a  room.", platform=platform, screen_width=1000, screen_height=800)


def test_the_split_key_is_the_task_id_only_where_the_connector_says_it_names_the_task(toy: _Toy) -> None:
    assert task_key(_meta("clones", "T-7")) == "task:T-7"
    assert task_key(_meta("clones", None)) == "instruction:book a room"
    # a vendor TID names one delivery: two deliveries of one task share their instruction, not their TID
    assert task_key(_meta("vendor", "A1")) == task_key(_meta("vendor", "B2")) == "instruction:book a room"
    assert task_key(_meta("toy", "T-7")) == "task:T-7"  # a new format states it; split.py names no format
    toy.task_id_names_task = False
    assert task_key(_meta("toy", "T-7")) == "instruction:book a room"


def test_scroll_units_are_the_connectors_and_settings_override_them_platform_by_platform(toy: _Toy) -> None:
    clones, vendor = registry.connector("clones"), registry.connector("vendor")
    default = ScrollSettings()
    assert [clones.scroll_units(p, default) for p in ("macos", "windows", "linux", "beos")] == [
        (1.0, True), (100.0, True), (53.0, True), (1.0, False)]
    assert vendor.scroll_units("android", default) == (1.0, True)
    assert toy.scroll_units("toyos", default) == (40.0, True) and toy.scroll_units("macos", default)[1] is False
    tuned = ScrollSettings(pixels_per_unit={"clones": {"windows": 120.0}, "toy": {"macos": 2.0}})
    assert clones.scroll_units("windows", tuned) == (120.0, True)
    assert clones.scroll_units("linux", tuned) == (53.0, True)  # not overridden: the connector's own
    assert toy.scroll_units("macos", tuned) == (2.0, True)
    assert vendor.scroll_units("windows", tuned) == (1.0, True)


def test_the_factors_in_effect_are_the_former_shipped_table_and_that_table_still_loads(tmp_path: Path) -> None:
    """The normalise stage fingerprints the factors in effect; with the defaults they are the table
    `pipeline.yaml` used to list, so existing markers stay valid, and a file still listing it means the same."""
    former = {"clones": {"macos": 1.0, "windows": 100.0, "linux": 53.0, "default": 1.0}, "vendor": {"default": 1.0}}
    assert registry.scroll_factors(ScrollSettings()) == former
    old = tmp_path / "pipeline.yaml"
    old.write_text("scroll:\n  pixels_per_unit:\n    clones: {macos: 1.0, windows: 100.0, linux: 53.0, default: 1.0}\n"
                   "    vendor: {default: 1.0}\n", encoding="utf-8")
    assert registry.scroll_factors(load_settings(old).scroll) == former


def test_normalise_converts_a_new_formats_wheel_with_its_own_factor(toy: _Toy) -> None:
    from cuaflow.tasks.recording.group import group_events
    from cuaflow.tasks.targets.normalise import normalise_steps

    events = to_canonical([{"_line": 0, "event": "scroll_start", "t_ms": 100, "x": 50, "y": 60, "direction": "down",
                            "amount": 3}, {"_line": 1, "event": "scroll_end", "t_ms": 200}], "r").table()
    steps = group_events(events, GroupingRules(), outcome="success").steps
    for platform, dy, flagged in (("toyos", 120.0, False), ("macos", 3.0, True)):
        norm = normalise_steps(steps, _meta("toy", None, platform), [], GroupingRules())
        row = norm.filter(pl.col("kind") == "scroll").row(0, named=True)
        assert row["scroll_dy"] == dy and ("scroll_units_unknown" in row["flags"]) is flagged


def test_every_vendor_event_of_the_seeds_has_a_canonical_kind() -> None:
    desktop = ["mouse_move", "mouseover_start", "mouseover_end", "drag_start", "drag_end", "scroll_start",
               "scroll_end", "key_down", "key_up", "input_text_start", "input_text_end"]
    buttons = [f"mouse_{p}_{b}" for p in ("down", "up") for b in ("left", "right", "middle")]
    mobile = ["tap", "double_tap", "long_press", "scroll_up", "scroll_down", "scroll_left", "scroll_right",
              "pinch_zoom_in", "pinch_zoom_out", "swipe", "input_text", "back_button", "home_button",
              "recent_button", "orientation_change", "orientation_lock"]
    assert set(ACTIONS) == {*desktop, *buttons, *mobile}
    assert {ACTIONS[g][0] for g in GESTURES} == {EventKind.GESTURE}


def test_of_several_bad_numbers_in_a_line_the_same_field_is_named_every_time() -> None:
    row = {"_line": 3, "event": "tap", "t_ms": 5, "y": "north", "x": "west", "amount": "lots"}
    with pytest.raises(_Bad, match=r"field 'x' must be a number, got 'west'") as exc:
        to_canonical([row], "r")
    assert exc.value.line == 3
