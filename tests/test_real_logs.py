"""The two real Clones event logs (no video): parsing, the clock, and grouping that survives their
defects — duplicated lines, a modifier echo, missing key-ups, clicks on a secondary monitor."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import polars as pl
import pyarrow as pa
import pytest

from cuaflow.connectors.clones import parse_actual_char, parse_log_lines
from cuaflow.schemas.events import EVENTS_SCHEMA
from cuaflow.schemas.recording import RecordingMeta
from cuaflow.schemas.settings import GroupingRules
from cuaflow.tasks.recording.group import group_events
from cuaflow.tasks.recording.ingest import infer_scale
from cuaflow.tasks.targets.normalise import normalise_steps

OLD, NEW = "20250817_232256", "20251007_131852"


def load(real_fixtures: Path, rec: str) -> tuple[pl.DataFrame, dict]:
    data = (real_fixtures / rec / "input_log.jsonl").read_bytes()
    cols, times = parse_log_lines(data, rec)
    origin = min(t for t in times if t is not None)
    cols["t_ms"] = [t - origin if t is not None else None for t in times]
    meta = json.loads((real_fixtures / rec / "meta.json").read_text())
    return pl.from_arrow(pa.Table.from_pydict(cols, schema=EVENTS_SCHEMA)), meta  # type: ignore[return-value]


def grouped(real_fixtures: Path, rec: str) -> tuple[pl.DataFrame, pl.DataFrame, dict]:
    events, meta = load(real_fixtures, rec)
    g = group_events(events, GroupingRules(), outcome="success")
    return g.steps, g.events, meta


def test_actual_char_debug_strings() -> None:
    assert parse_actual_char('UnicodeInfo { name: Some("c"), unicode: [99], is_dead: false }') == ("c", False)
    assert parse_actual_char('UnicodeInfo { name: Some("\\""), unicode: [34], is_dead: false }') == ('"', False)
    assert parse_actual_char("UnicodeInfo { name: None, unicode: [], is_dead: true }") == (None, True)
    assert parse_actual_char("UnicodeInfo { name: Some(\"\\r\"), unicode: [13], is_dead: false }") == (None, False)
    assert parse_actual_char("é") == ("é", False)
    assert parse_actual_char("") == (None, False)


def test_every_line_is_kept_and_classified(real_fixtures: Path) -> None:
    for rec in (OLD, NEW):
        events, _ = load(real_fixtures, rec)
        n_lines = len((real_fixtures / rec / "input_log.jsonl").read_bytes().splitlines())
        assert events.height == n_lines
        assert events.filter(pl.col("kind") == "invalid").height == 0
        assert events["raw"].str.len_chars().min() > 0


def test_duplicated_log_types_coucou_once(real_fixtures: Path) -> None:
    steps, events, _ = grouped(real_fixtures, NEW)
    kinds = Counter(steps["kind"].to_list())
    typed = steps.filter(pl.col("kind") == "type")["text"].to_list()
    assert typed == ["coucou"]  # a naive grouper produces "ccoouuccoouu"
    # the log holds every input event twice; each pair counts once
    assert events.filter(pl.col("duplicate")).height >= 500
    assert kinds["click"] == 7 and kinds["key"] == 2 and kinds["hotkey"] == 1 and kinds["scroll"] == 1
    assert steps.filter(pl.col("kind") == "key")["keys"].to_list() == [["enter"], ["enter"]]
    assert steps.filter(pl.col("kind") == "hotkey")["keys"].to_list() == [["meta", "tab"]]
    # the Meta key-up echoed as a key-down must not leave Cmd held over the later clicks
    assert all("with_modifiers" not in f for f in steps["flags"].to_list())
    assert kinds["terminate"] == 1


def test_old_log_clicks_and_scrolls(real_fixtures: Path) -> None:
    steps, events, _ = grouped(real_fixtures, OLD)
    kinds = Counter(steps["kind"].to_list())
    raw = Counter(events["kind"].to_list())
    assert kinds["click"] == raw["mouse_down"] == 30  # one press/release pair each, no duplicates here
    assert kinds["scroll"] == 5 and kinds["type"] == 0
    # Clones: negative wheel delta scrolls down; the first burst is all negative deltas → dy > 0
    first = steps.filter(pl.col("kind") == "scroll").row(0, named=True)
    assert first["scroll_dy"] > 0


def test_every_event_accounted_for(real_fixtures: Path) -> None:
    for rec in (OLD, NEW):
        _, events, _ = grouped(real_fixtures, rec)
        consumed = events["step_index"].is_not_null()
        ignored = events["ignore_reason"].is_not_null()
        assert (consumed ^ ignored).all(), "each event is consumed by exactly one step or ignored"


@pytest.mark.parametrize("rec", [OLD, NEW])
def test_ru_inside_screen_and_secondary_monitor_flagged(real_fixtures: Path, rec: str) -> None:
    steps, _, meta_doc = grouped(real_fixtures, rec)
    events, _ = load(real_fixtures, rec)
    w, h = meta_doc["primary_monitor"]["width"], meta_doc["primary_monitor"]["height"]
    from cuaflow.tasks.recording.ingest import ScaleEvidence, cursor_extent

    scale, how, _ = infer_scale((w, h), "macos", None, ScaleEvidence(cursor_extent(events), []))
    assert scale == 2.0, how  # 2880x1800 video, cursor in 1440x900 points
    meta = RecordingMeta(recording_id=rec, date="2025-01-01", source_format="clones", platform="macos",
                         screen_width=w, screen_height=h, scale=scale, outcome="success")
    norm = normalise_steps(steps, meta, [], GroupingRules())
    on = norm.filter(pl.col("ru_x").is_not_null())
    assert on.height > 0
    assert on["ru_x"].min() >= 0 and on["ru_x"].max() <= 1000 and on["ru_y"].min() >= 0 and on["ru_y"].max() <= 1000
    off = norm.filter(pl.col("flags").list.contains("off_screen"))
    for row in off.iter_rows(named=True):
        assert row["tool_call"] is None and (row["x"] < 0 or row["y"] < 0 or row["x"] > 1440 or row["y"] > 900)
    if rec == NEW:  # the clicks at x≈2075, y≈-447 (secondary monitor) have no RU form
        assert off.filter(pl.col("kind") == "click").height == 2


def test_clock_offset_from_ffmpeg_output_line(real_fixtures: Path, tmp_path: Path) -> None:
    """The real log's video starts at ffmpeg's `Output #0` line, ~1.8 s after the log's origin."""
    import shutil

    from synth import encode_video

    from cuaflow.connectors.storage import open_root
    from cuaflow.schemas.recording import RecordingRef
    from cuaflow.tasks.configuration import load_settings
    from cuaflow.tasks.recording.ingest import load as load_recording

    day = tmp_path / "2025-10-07" / NEW
    shutil.copytree(real_fixtures / NEW, day)
    import numpy as np

    encode_video(day / "recording.mp4", (64, 40), [0.0, 100.0, 200.0],
                 lambda k, p: np.zeros((40, 64, 3), dtype=np.uint8), keyint=10)
    ref = RecordingRef(source_url=str(tmp_path), date="2025-10-07", recording_id=NEW, path=f"2025-10-07/{NEW}")
    rec = load_recording(open_root(str(tmp_path)), ref, load_settings())
    assert rec.meta.time_base == "absolute"
    assert rec.meta.offset_source == "ffmpeg_output_line"
    assert rec.meta.video_offset_ms == 1842  # the `Output #0` line, 1842 ms after the first log line
    first_click = rec.events.filter(pl.col("kind") == "mouse_down")["t_ms"].min()
    assert first_click < rec.meta.video_offset_ms  # that click happened before the video started


def test_grouping_text_columns_read_as_categorical_gives_the_same_steps(real_fixtures: Path) -> None:
    """The group stage reads the events' text columns as Categorical (memory): the rules see the same strings,
    on both real logs (duplicates, modifiers, typing, secondary-monitor clicks) and with duplicates folded."""
    from cuaflow.tasks.stages import _GROUP_TEXT

    for rec in (OLD, NEW):
        events, _ = load(real_fixtures, rec)
        compact = events.with_columns(pl.col(_GROUP_TEXT).cast(pl.Categorical))
        for rules in (GroupingRules(), GroupingRules(duplicate_window_ms=50)):
            a, b = group_events(events, rules, outcome="success"), group_events(compact, rules, outcome="success")
            assert a.steps.equals(b.steps) and a.ignored_counts == b.ignored_counts
            lineage = ["step_index", "duplicate", "ignore_reason"]
            assert a.events.select(lineage).equals(b.events.select(lineage).with_columns(
                pl.col("ignore_reason").cast(pl.String)))
            assert a.steps.height > 10


def test_utf16_pairs_are_one_character() -> None:
    assert parse_actual_char("UnicodeInfo { name: None, unicode: [55357, 56832], is_dead: false }") == ("😀", False)
