"""Adding a source format is what connectors/README.md "Adding a source format" says, and nothing else: this test
writes a new format's one module (below, as its author would), adds its instance to `registry.CONNECTORS` (the
one table entry) and runs a day holding one recording of that format through every stage: the steps, frames and
samples come out of the stages untouched, with the ground truth the recording was built with."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import polars as pl
import pytest
from day import DayRun, run_day

from cuaflow.connectors import registry
from cuaflow.connectors.synth import draw_frame, encode_video

DAY = "2025-04-01"
# The new format's whole module: a folder holding `actions.tsv` (one `t_ms<TAB>event<TAB>x<TAB>y<TAB>key` line
# an event, times in ms since the video's first frame, pixels) and `screen.mp4`. Its imports are the ones the
# README names: the `Connector` interface and `EventRows` (the canonical events table: the module gives only its own
# columns), `Root`, `inspect_video` and the canonical shapes of `schemas/`.
MODULE = '''
"""The made-up `tsvlog` format: `actions.tsv` and `screen.mp4` in a recording folder."""

from __future__ import annotations

from cuaflow.connectors.base import Connector, EventRows
from cuaflow.connectors.storage import Root
from cuaflow.connectors.video import inspect_video
from cuaflow.schemas.settings import PipelineSettings
from cuaflow.schemas.events import EventKind
from cuaflow.schemas.keys import canonical_key
from cuaflow.schemas.recording import LoadedRecording, Quarantine, RecordingMeta, RecordingRef

KINDS = {"move": EventKind.MOUSE_MOVE, "down": EventKind.MOUSE_DOWN, "up": EventKind.MOUSE_UP,
         "key": EventKind.KEY_DOWN, "keyup": EventKind.KEY_UP}


class TsvConnector(Connector):
    name = "tsvlog"

    def detect(self, root: Root, path: str) -> bool:
        return "actions.tsv" in root.listdir(path)

    def recording_id(self, folder: str) -> str:
        return folder

    def read(self, root: Root, ref: RecordingRef, settings: PipelineSettings) -> LoadedRecording:
        events = EventRows(ref.recording_id)  # the base fills the id, line numbers, nulls and types
        for n, line in enumerate(root.read_text(f"{ref.path}/actions.tsv").splitlines()):
            t, event, x, y, key = (line.split("\\t") + [""] * 5)[:5]
            if event not in KINDS:
                raise Quarantine(f"unknown event {event!r}; expected one of {sorted(KINDS)}",
                                 file="actions.tsv", line=n)
            events.add(KINDS[event], raw=line, t_ms=int(t), source_event=event, x=float(x) if x else None,
                       y=float(y) if y else None, button="left" if event in ("down", "up") else None,
                       key=canonical_key(key) if key else None, key_raw=key or None,
                       char=key[-1].lower() if event == "key" and key.startswith("Key") else None)
        with root.open(f"{ref.path}/screen.mp4") as fh:
            video, flags = inspect_video(fh, "screen.mp4")
        meta = RecordingMeta(recording_id=ref.recording_id, date=ref.date, source_format=self.name,
                             title="Press the two buttons and type hi", platform="linux",
                             screen_width=video.width, screen_height=video.height, video=video, flags=flags)
        return LoadedRecording(meta=meta, events=events.table(), video_rel=f"{ref.path}/screen.mp4", scale_hint=1.0,
                               input_hash=root.sha256(f"{ref.path}/actions.tsv")[0])


CONNECTOR = TsvConnector()
'''
# Ground truth by construction: two left clicks at these pixels, then "hi" typed.
CLICKS = [(100, 60), (250, 140)]
ACTIONS = ("0\tmove\t20\t20\n400\tmove\t100\t60\n600\tdown\t100\t60\n680\tup\t100\t60\n"
           "1400\tmove\t250\t140\n1600\tdown\t250\t140\n1680\tup\t250\t140\n"
           "2400\tkey\t\t\tKeyH\n2460\tkeyup\t\t\tKeyH\n2600\tkey\t\t\tKeyI\n2660\tkeyup\t\t\tKeyI\n")


def _load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location("tsvlog", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["tsvlog"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def day(tmp_path_factory: pytest.TempPathFactory) -> DayRun:
    base = tmp_path_factory.mktemp("new-format")
    module = base / "tsvlog.py"
    module.write_text(MODULE)  # the format's one module
    folder = base / "src" / DAY / "session-1"
    folder.mkdir(parents=True)
    (folder / "actions.tsv").write_text(ACTIONS)
    encode_video(folder / "screen.mp4", (320, 200), [k * 100.0 for k in range(35)],
                 lambda k, _ms: draw_frame(320, 200, k, k // 12, None), keyint=10)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(registry, "CONNECTORS", (*registry.CONNECTORS, _load(module).CONNECTOR))  # the one table entry
        return run_day(base / "src", base / "out", DAY)


def test_a_new_format_is_one_module_and_one_table_entry(day: DayRun) -> None:
    (ref,) = day.found.refs
    assert (ref.recording_id, ref.source_format) == ("session-1", "tsvlog")
    out = Path(day.ctx.output_url)
    steps = pl.read_parquet(out / f"tables/steps/date={DAY}").sort("t_start_ms")
    clicks = steps.filter((pl.col("kind") == "click") & (pl.col("button") == "left"))
    assert clicks.select("px", "py").rows() == CLICKS
    typed = steps.filter(pl.col("kind") == "type")
    assert typed["text"].to_list() == ["hi"]
    assert clicks["pre_image"].null_count() == 0  # frames extracted from the format's own video
    recordings = pl.read_parquet(out / f"tables/recordings/date={DAY}")
    assert recordings.select("source_format", "status").rows() == [("tsvlog", "processed")]
    assert pl.read_parquet(out / f"tables/samples/date={DAY}").height == 3  # the two clicks and the typing


def test_the_base_fills_the_events_tables_plumbing_and_refuses_a_name_that_is_no_column() -> None:
    from cuaflow.connectors.base import EventRows
    from cuaflow.schemas.events import EVENTS_SCHEMA, EventKind

    events = EventRows("rec-7")
    events.add(EventKind.MOUSE_DOWN, raw="a", t_ms=5, x=1.0, y=2.0, button="left")
    events.add(EventKind.KEY_DOWN, raw="b", t_ms=9, key="a", line_no=4)  # a format that numbers its own lines
    table = events.table()
    assert table.columns == EVENTS_SCHEMA.names and len(events) == 2
    assert table.select("recording_id", "line_no", "kind", "duplicate", "button", "key", "step_index").rows() == [
        ("rec-7", 0, "mouse_down", False, "left", None, None), ("rec-7", 4, "key_down", False, None, "a", None)]
    assert table.schema["line_no"] == pl.Int32 and table.schema["t_ms"] == pl.Int64  # the schema's types
    with pytest.raises(TypeError, match="buton: not a column a format gives"):
        events.add(EventKind.MOUSE_UP, raw="c", buton="left")
    with pytest.raises(TypeError, match="recording_id: not a column a format gives"):
        events.add(EventKind.MOUSE_UP, raw="c", recording_id="other")
