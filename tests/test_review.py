"""Static review pages, opened from file:// in headless Chromium (Debian's package, no browser download):
stepping through a recording with the keyboard shows, for each step, the frames, the action drawn on them and
the call that the synthetic recording's ground truth says; the partition and dataset pages list every
recording with its status and reason; secrets typed into password fields stay out of the pages."""

from __future__ import annotations

import io
import json
import re
import shutil
import time
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from day import run_day
from helpers import LOGICAL, image_barcodes, make
from synth import Action, ExpectedStep, standard_actions

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.tasks.committed import read_table
from cuaflow.tasks.export import build_dataset
from cuaflow.tasks.review import review, review_data, review_events

DAY = "2025-05-05"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
# rdev key names of the synthetic log -> the canonical names of the tool call (seed 000)
KEYS = {"Return": "enter", "Tab": "tab", "MetaLeft": "cmd", "KeyC": "c"}
PASSWORD_FIELD = {"bbox": {"height": 20, "width": 120, "x": 100, "y": 60}, "children": [], "description": "",
                  "name": "Password", "role": "AXSecureTextField", "value": ""}


def publish(src: Path, out: Path, day: str) -> RunContext:
    return run_day(src, out, day).ctx


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    src, out = tmp_path_factory.mktemp("rv-src"), tmp_path_factory.mktemp("rv-out")
    w = LOGICAL[0]
    acts = [*standard_actions(LOGICAL), Action("click", x=w + 40, y=50)]  # last: on a secondary monitor
    rec = make(src, "rec1", date=DAY, actions=acts, title="Archive the <b>old</b> mail")
    make(src, "pw", date=DAY, actions=[Action("click", x=150, y=70), Action("type", text="hunter2"),
                                       Action("key", keys=("Return",))], ax_extra=[PASSWORD_FIELD])
    make(src, "failed", date=DAY, actions=acts[:2], status="failed", reason="fail")
    bad = make(src, "bad", date=DAY, actions=acts[:2])
    with open(bad.path / "input_log.jsonl", "a", encoding="utf-8") as fh:  # changed after its checksums
        fh.write('{"data":{"x":1,"y":1},"event":"mousemove","time":1}\n')
    make(src, " lead", date=DAY, actions=acts[:1])  # a folder name discovery refuses
    ctx = publish(src, out, DAY)
    info = build_dataset(ctx)
    pages = review.write_dataset_pages(open_root(str(out)))
    return {"src": src, "out": out, "rec": rec, "pages": pages, "dataset": info}


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if CHROMIUM is None:
        pytest.fail("chromium is not installed (.ci/run installs Debian's chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield b
        b.close()


STEP_STATE = """() => {
  const d = document.getElementById("detail"), q = (s) => d.querySelector(s);
  const shapes = (w) => [...d.querySelectorAll("#" + w + " svg circle[class], #" + w + " svg line[class]")].map(
    (e) => ({cls: e.getAttribute("class"), x1: +e.getAttribute("x1"), y1: +e.getAttribute("y1"),
             x2: +e.getAttribute("x2"), y2: +e.getAttribute("y2"), cx: +e.getAttribute("cx"),
             cy: +e.getAttribute("cy")}));
  const img = (w) => { const i = q("#" + w + " img"); return i ? i.getAttribute("src") : null; };
  return {step: d.dataset.step, title: q("#step-title").textContent, pre: img("pre"), post: img("post"),
    call: q("#call").textContent, prompt: q("#prompt").textContent, caption: q("#pre .cap").textContent,
    flags: [...d.querySelectorAll("#flags .chip")].map((e) => e.textContent), pre_shapes: shapes("pre"),
    post_shapes: shapes("post"), range: q("#range").textContent,
    events: [...d.querySelectorAll("#events tr")].slice(1).map((tr) => [...tr.children].map((td) => td.textContent)),
    current: document.querySelector("#timeline li.current").dataset.step,
    loaded: [...d.querySelectorAll("img")].every((i) => i.complete && i.naturalWidth > 0)};
}"""


def ru(v: float, extent: float) -> int:
    return round(v / extent * 1000)


def expected_call(e: Any) -> dict[str, Any]:
    """The seed 000 call a synthetic action must produce (from its definition, not from the pipeline)."""
    w, h = LOGICAL
    if e.kind == "click":
        name = {"right": "right_click", "middle": "middle_click"}.get(e.button) or \
            {1: "left_click", 2: "double_click", 3: "triple_click"}[e.click_count]
        return {"action": name, "coordinate": [ru(e.x, w), ru(e.y, h)]}
    if e.kind == "drag":
        return {"action": "left_click_drag", "coordinate": [ru(e.x2, w), ru(e.y2, h)]}
    if e.kind == "scroll":
        return {"action": "scroll", "coordinate": [ru(e.x, w), ru(e.y, h)], "pixels": int(e.scroll_dy)}
    if e.kind == "type":
        return {"action": "type", "text": e.text}
    if e.kind in ("key", "hotkey"):
        return {"action": "key", "keys": [KEYS[k] for k in e.keys]}
    if e.kind == "mouse_move":
        return {"action": "mouse_move", "coordinate": [ru(e.x, w), ru(e.y, h)]}
    return {"action": e.kind}


def with_drag_approach(steps: list[Any]) -> list[Any]:
    """The script's steps with the mouse_move the pipeline puts before a drag that starts away from where the
    previous pointer action left the cursor."""
    out: list[Any] = []
    cursor = None
    for e in steps:
        if e.kind == "drag" and cursor != (e.x, e.y):
            out.append(ExpectedStep("mouse_move", e.t_start, e.t_start, x=e.x, y=e.y, state_before=e.state_before,
                                    state_after=e.state_before))
        out.append(e)
        if e.kind in ("click", "mouse_move", "scroll"):
            cursor = (e.x, e.y)
        elif e.kind == "drag":
            cursor = (e.x2, e.y2)
    return out


def call_of(text: str) -> dict[str, Any]:
    m = re.fullmatch(r"<tool_call>\n(.*)\n</tool_call>", text, re.S)
    assert m, text
    doc = json.loads(m.group(1))
    assert doc["name"] == "computer_use"  # the call as exported, under the default tool name
    return doc["arguments"]


def frame_state(page_file: Path, src: str) -> tuple[int, int]:
    return image_barcodes((page_file.parent / unquote(src)).resolve())


def test_stepping_through_a_recording_shows_each_steps_frames_action_and_call(
        world: dict[str, Any], browser: Any, tmp_path: Path) -> None:
    out, truth = world["out"], world["rec"]
    spec, scale = truth.spec, truth.spec.scale
    page_file = out / "review" / f"date={DAY}" / "rec1.html"
    log_lines = (truth.path / "input_log.jsonl").read_text(encoding="utf-8").splitlines()
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("requestfailed", lambda r: errors.append(f"request failed: {r.url}"))
    page.goto(page_file.as_uri())
    page.wait_for_selector("html[data-ready='1']")

    # header: status, scale and clock offset as the synthetic recording was made; the title is text, not markup
    assert page.text_content("#status") == "processed"
    assert page.text_content("h1") == "rec1 · Archive the <b>old</b> mail"
    assert page.text_content("#fact-scale").startswith(f"scale {scale}")
    assert f"{spec.video_offset_ms}" in page.text_content("#fact-video_offset_ms")
    clicks = sum(1 for e in truth.steps if e.kind == "click")  # the off-screen one included
    assert page.text_content("table[data-count='steps by kind']").count(f"click{clicks}") == 1

    # 13 actions and the off-screen click, with a mouse_move to the drag's start before the drag (the right
    # click left the cursor elsewhere: replayable drags); then the pipeline's terminate step
    expected = with_drag_approach(truth.steps)
    approach = next(k for k, e in enumerate(expected) if e.kind == "mouse_move" and expected[k + 1].kind == "drag")
    off_screen, n_steps = len(expected) - 1, len(expected) + 1
    assert page.locator("#timeline li").count() == n_steps
    for k in range(n_steps):
        s = page.evaluate(STEP_STATE)
        assert s["step"] == str(k) and s["current"] == str(k)
        assert s["title"].startswith(f"Step {k} of {n_steps}")
        # every raw line shown is the source log's line of that number, byte for byte
        shown = [r for r in s["events"] if len(r) == 5]
        if (k < len(expected) and expected[k].kind == "wait") or k == n_steps - 1:  # no input events of their own
            assert s["range"].startswith("Raw events: lines (none)") and s["events"] == []
        else:
            assert shown and all(log_lines[int(r[0])] == r[4] for r in shown), k
            lo, hi = (int(v) for v in re.search(r"lines (\d+)–(\d+)", s["range"]).groups())
            assert all(lo <= int(r[0]) <= hi for r in shown)
        if k == off_screen:  # flagged: flagged, skipped, not exported
            assert "off_screen" in s["flags"] and any(f.startswith("skipped: ") for f in s["flags"])
            assert s["prompt"] == "(no sample for this step)" and not s["pre_shapes"]
            page.keyboard.press("ArrowRight")
            continue
        if k == n_steps - 1:
            assert call_of(s["call"]) == {"action": "terminate", "status": "success"}
            page.keyboard.press("ArrowRight")
            continue
        e = expected[k]
        call = call_of(s["call"])
        if e.kind == "wait":  # the idle time around the pause counts too
            assert call.pop("time") >= (e.t_end - e.t_start) / 1000
        assert call == expected_call(e), (k, e.kind)
        assert s["prompt"].split("\n")[0] == spec.title  # the goal first; objectives and history follow
        assert s["flags"] == (["drag_approach"] if k == approach else [])
        if e.kind not in ("wait", "mouse_move"):  # the frames show the UI before and after the action
            assert frame_state(page_file, s["pre"])[1] == e.state_before, k
            assert frame_state(page_file, s["post"])[1] == e.state_after, k
        marks = {m["cls"]: m for m in s["pre_shapes"]}
        if e.kind == "click":
            assert (marks["click-at"]["cx"], marks["click-at"]["cy"]) == (e.x * scale, e.y * scale)
            assert {m["cls"] for m in s["post_shapes"]} == {"click-at"}
        elif e.kind == "drag":
            a = marks["drag-arrow"]
            assert (a["x1"], a["y1"], a["x2"], a["y2"]) == (e.x * scale, e.y * scale, e.x2 * scale, e.y2 * scale)
            # the step list names the drag's end too: the point its call names
            label = page.locator(f'#timeline li[data-step="{k}"]').inner_text()
            assert label.endswith("→ ({},{})".format(*call["coordinate"])), label
        elif e.kind == "scroll":
            a = marks["scroll-arrow"]
            assert (a["x1"], a["y1"]) == (e.x * scale, e.y * scale) and a["x2"] == a["x1"] and a["y2"] > a["y1"]
            assert s["caption"] == f"scroll down {e.scroll_dy:g}"
        elif e.kind == "mouse_move":
            assert (marks["move-to"]["cx"], marks["move-to"]["cy"]) == (e.x * scale, e.y * scale)
        elif e.kind == "type":
            assert s["caption"] == f"type: {e.text}" and not marks
        elif e.kind in ("key", "hotkey"):
            # the caption names the keys pressed (the step's names: the call writes the platform's "cmd")
            names = {"MetaLeft": "meta"}
            assert s["caption"] == "keys: " + " + ".join(names.get(x, KEYS[x]) for x in e.keys) and not marks
        if k == 5:
            # polled from here: `wait_for_function` evaluates its predicate with `eval` in the page, which the
            # page's Content-Security-Policy refuses once the images are not loaded on the first try (under load)
            deadline = time.monotonic() + 60
            while not page.evaluate("[...document.querySelectorAll('#detail img')].every(i => i.complete)"):
                assert time.monotonic() < deadline, "the step's frames did not load"
                page.wait_for_timeout(50)
            page.screenshot(path=str(tmp_path / "review.png"), full_page=True)
        page.keyboard.press("ArrowRight")

    s = page.evaluate(STEP_STATE)
    assert s["step"] == str(n_steps - 1)  # past the end: stays on the last step
    page.keyboard.press("ArrowLeft")
    assert page.evaluate(STEP_STATE)["step"] == str(n_steps - 2)
    page.keyboard.press("Home")
    assert page.evaluate(STEP_STATE)["step"] == "0"
    page.keyboard.press("End")
    assert page.evaluate(STEP_STATE)["step"] == str(n_steps - 1)
    page.click("#timeline li[data-step='6']")
    assert page.evaluate(STEP_STATE)["step"] == "6"
    page.select_option("#filter", "flagged")  # only the drag's approach and the off-screen click are flagged
    assert page.locator("#timeline li").count() == 2
    assert page.evaluate(STEP_STATE)["step"] == str(approach)
    page.keyboard.press("ArrowRight")
    assert page.evaluate(STEP_STATE)["step"] == str(off_screen)

    # a link to one step opens on it, and its frames load from file://
    page.goto(page_file.as_uri() + "#step-5")
    page.wait_for_selector("html[data-ready='1']")
    page.wait_for_function("[...document.querySelectorAll('#detail img')].every(i => i.complete)")
    s = page.evaluate(STEP_STATE)
    assert s["step"] == "5" and s["loaded"]
    assert errors == []
    assert (tmp_path / "review.png").stat().st_size > 20_000
    page.close()


def test_columns_added_later_show_without_code_changes(world: dict[str, Any], browser: Any) -> None:
    """Other stages add columns (alignment confidence, per-step flags as booleans or flag names): the page
    renders them generically."""
    root = open_root(str(world["out"]))
    tables = {t: read_table(root, t, [DAY]) for t in ("recordings", "steps", "samples", "events")}
    tables["recordings"] = tables["recordings"].with_columns(alignment_confidence=pl.lit(0.93))
    tables["steps"] = tables["steps"].with_columns(
        no_visible_effect=pl.col("step_index") == 2,
        flags=pl.when(pl.col("step_index") == 3).then(pl.lit(["secret"])).otherwise(pl.col("flags")),
        effect_score=pl.col("step_index").cast(pl.Float64) / 10)
    data = review_data.recording_data(root, "rec1", DAY, tables=tables)
    page_file = world["out"] / "review" / f"date={DAY}" / "rec1-extra.html"
    page_file.write_text(review.render_recording(data), encoding="utf-8")
    page = browser.new_page()
    page.goto(page_file.as_uri() + "#step-2")
    page.wait_for_selector("html[data-ready='1']")
    assert page.text_content("#fact-alignment_confidence") == "alignment confidence 0.93"
    s = page.evaluate(STEP_STATE)
    assert s["step"] == "2" and s["flags"] == ["no_visible_effect"]
    assert "effect_score0.2" in page.text_content("#step-columns")
    page.keyboard.press("ArrowRight")
    assert page.evaluate(STEP_STATE)["flags"] == ["secret"]
    page.close()


def test_the_target_element_is_drawn_as_a_box(world: dict[str, Any], browser: Any) -> None:
    """The click into the password field (100, 60, 120x20 points on a 2x display): its box on both frames."""
    page = browser.new_page()
    page.goto((world["out"] / "review" / f"date={DAY}" / "pw.html").as_uri() + "#step-0")
    page.wait_for_selector("html[data-ready='1']")
    boxes = page.evaluate("""(w) => [...document.querySelectorAll("#" + w + " svg rect.target-box")].map(
        (r) => ["x", "y", "width", "height"].map((a) => Number(r.getAttribute(a))))""", "pre")
    assert boxes == [[200, 120, 240, 40]]
    assert page.text_content("table[data-count='pointer targets']").startswith("pointer targetsaxtree")
    page.close()


def test_text_typed_into_a_password_field_stays_out_of_the_page(world: dict[str, Any]) -> None:
    page = (world["out"] / "review" / f"date={DAY}" / "pw.html").read_text(encoding="utf-8")
    log = (world["src"] / DAY / "pw" / "input_log.jsonl").read_text(encoding="utf-8").splitlines()
    typed = [ln for ln in log if any(f'"name": Some(\\"{c}\\")' in ln or f'Some(\\"{c}\\")' in ln
                                     for c in "hunter2")]
    assert len(typed) >= 7  # the keystrokes are in the source log ...
    assert not [ln for ln in typed if ln in page]  # ... and none of their lines in the page
    assert "hunter2" not in page and review_events.WITHHELD in page and "•••••••" in page


class Rows(HTMLParser):
    """The rows of a page's #recordings table: cell texts and links."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[dict[str, Any]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "tr" and "data-recording" in a:
            self.rows.append({"id": a["data-recording"], "status": a["data-status"], "cells": [], "href": None})
        elif tag == "td" and self.rows:
            self._cell = []
        elif tag == "a" and self.rows and self._cell is not None:
            self.rows[-1]["href"] = a["href"]

    def handle_endtag(self, tag: str) -> None:
        if tag == "td" and self._cell is not None:
            self.rows[-1]["cells"].append("".join(self._cell))
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def rows_of(path: Path) -> dict[str, dict[str, Any]]:
    p = Rows()
    p.feed(path.read_text(encoding="utf-8"))
    return {r["id"]: r for r in p.rows}


def test_dataset_and_partition_pages_list_every_recording_with_its_reason(world: dict[str, Any]) -> None:
    out, pages = world["out"], world["pages"]
    index = out / pages.index
    assert pages.name == world["dataset"].name and index.name == f"{pages.name}.html"
    for path in (index, out / "review" / f"date={DAY}.html"):
        rows = rows_of(path)
        assert {k: r["status"] for k, r in rows.items()} == {
            "rec1": "processed", "pw": "processed", "failed": "excluded", "bad": "quarantined", " lead": "quarantined"}
        for rid in ("rec1", "pw", "failed"):  # a link to each page that exists
            assert (path.parent / unquote(rows[rid]["href"])).resolve() == (out / "review" / f"date={DAY}" /
                                                                             f"{rid}.html").resolve()
        assert rows["bad"]["href"] is None and rows[" lead"]["href"] is None
        assert "failure" in rows["failed"]["cells"][-1]
        assert "checksum" in rows["bad"]["cells"][-1].lower()
        assert rows[" lead"]["cells"][-1].startswith("discover: ")
    rows = rows_of(index)
    # samples of rec1 in the dataset files: all 15 exportable steps (the drag's approach move included), none of
    # the failed task
    # ("in dataset" is the column before the reason; confidence columns such as the clock check's come before it)
    assert rows["rec1"]["cells"][-2] == "15" and rows["failed"]["cells"][-2] == "0"
    # the partition page: its samples column adds up to the total it states, and it says where splits are shown
    day = rows_of(out / "review" / f"date={DAY}.html")
    total = sum(int(r["cells"][6] or 0) for r in day.values())
    text = (out / "review" / f"date={DAY}.html").read_text()
    assert f"{total} samples: every sample the day's recordings gave" in text and "in which split" in text


def test_pages_are_byte_identical_when_rewritten(world: dict[str, Any]) -> None:
    out = world["out"]
    before = {p: p.read_bytes() for p in (out / "review").rglob("*.html") if "extra" not in p.name}
    review.write_dataset_pages(open_root(str(out)))
    after = {p: p.read_bytes() for p in (out / "review").rglob("*.html") if "extra" not in p.name}
    assert before == after and len(before) == 6  # 3 recordings, the partition, the dataset, its card


def test_a_page_reads_its_events_lines_and_the_raw_text_of_the_lines_it_shows_only(
        world: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """The page reads the events table's line columns for its recording and the raw text of the lines shown,
    and is the same page as one rendered from the whole table in memory (every column)."""
    root = open_root(str(world["out"]))
    tables = {t: read_table(root, t, [DAY]) for t in ("recordings", "steps", "samples", "events")}
    whole = review_data.recording_data(root, "rec1", DAY, tables=tables)
    asked: list[int] = []
    raw_rows = review_events._raw_rows

    def counted(data: bytes, rows: list[int]) -> list[str | None]:
        asked.extend(rows)
        return raw_rows(data, rows)

    monkeypatch.setattr(review_events, "_raw_rows", counted)
    scanned = review_data.recording_data(root, "rec1", DAY)
    assert review.render_recording(scanned) == review.render_recording(whole)
    shown = [line for s in scanned.steps for line in s.get("events", []) if line[0] is not None]
    assert len(asked) == len(set(asked)) == len([x for x in shown if x[6] != review_events.WITHHELD]) > 0
    events = tables["events"]
    assert len(asked) < events.filter(pl.col("recording_id") == "rec1").height  # not every line's text
    raw = events["raw"].to_list()
    assert sorted(raw[r] for r in asked) == sorted(x[6] for x in shown if x[6] != review_events.WITHHELD)


def test_raw_text_is_fetched_by_row_across_row_groups_and_batches(monkeypatch: pytest.MonkeyPatch) -> None:
    table = pa.table({"raw": [f"line {k}" if k % 7 else None for k in range(50)]})
    buf = io.BytesIO()
    pq.write_table(table, buf, row_group_size=12)
    monkeypatch.setattr(review_events, "_RAW_BATCH", 5)
    rows = [49, 0, 13, 7, 12, 11, 24, 13, 36]
    assert review_events._raw_rows(buf.getvalue(), rows) == [table["raw"][r].as_py() for r in rows]
    assert review_events._raw_rows(buf.getvalue(), []) == []


def test_cli_inspect(world: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from cuaflow.flows.cli import main

    out = world["out"]
    assert main(["inspect", "--output", str(out), "--recording", "pw"]) == 0
    assert capsys.readouterr().out.strip() == f"{out}/review/date={DAY}/pw.html"
    assert main(["inspect", "--output", str(out), "--recording", "nope"]) == 2  # the code table: a name not there
    err = capsys.readouterr().err
    assert err.startswith("cuaflow inspect: error: ") and "'nope' not found" in err and err.count("\n") == 1
    assert main(["inspect", "--output", str(out), "--dataset"]) == 0
    assert capsys.readouterr().out.strip().endswith(f"/review/datasets/{world['dataset'].name}.html")
    assert main(["inspect", "--output", str(out), "--dataset", "nope-123"]) == 2
    assert "cuaflow inspect: error: dataset 'nope-123' not found" in capsys.readouterr().err
    assert main(["inspect", "--output", str(out)]) == 2
    assert capsys.readouterr().err.startswith("cuaflow inspect: error: give --recording ID")
    # the same id in two partitions: the date decides
    src, two = tmp_path / "src", tmp_path / "out"
    for day in ("2025-05-06", "2025-05-07"):
        make(src, "dup", date=day, actions=[Action("click", x=40, y=30)])
        publish(src, two, day)
    assert main(["inspect", "--output", str(two), "--recording", "dup"]) == 2
    assert "several partitions (2025-05-06, 2025-05-07): pass --date" in capsys.readouterr().err
    assert main(["inspect", "--output", str(two), "--recording", "dup", "--date", "2025-05-07"]) == 0
    assert (two / "review" / "date=2025-05-07" / "dup.html").is_file()
    assert main(["inspect", "--output", str(two), "--date", "2025-05-06"]) == 0
    assert (two / "review" / "date=2025-05-06.html").is_file()


@pytest.mark.usefixtures("prefect_api")
def test_runs_write_the_pages_and_name_them_in_artifacts(tmp_path: Path) -> None:
    """Artifacts link only to what a browser can open: with `public_url` (an http(s) address of the output
    root) they link there; without, they say where the files are as text (a local path 404s in the UI).
    Numbers and quarantine reasons are table artifacts, which the UI renders in full."""
    import httpx
    from prefect.settings import PREFECT_API_URL

    from cuaflow.flows.pipeline import process_range
    from cuaflow.schemas.config import RunParameters

    make(tmp_path / "src", "art", date="2025-05-08", actions=[Action("click", x=40, y=30)])
    make(tmp_path / "src", "novideo", date="2025-05-08", actions=[Action("click", x=40, y=30)])
    (tmp_path / "src" / "2025-05-08" / "novideo" / "recording.mp4").unlink()
    out = tmp_path / "out"
    result = process_range(params=RunParameters(source=str(tmp_path / "src"), output=str(out)))
    page = out / "review" / "date=2025-05-08" / "art.html"
    assert result.partitions["2025-05-08"].review.pages == [str(page)] and page.is_file()

    def artifacts(key: str) -> list[dict[str, Any]]:  # newest first
        return httpx.post(f"{PREFECT_API_URL.value()}/artifacts/filter", timeout=10,
                          json={"artifacts": {"key": {"any_": [key]}}, "sort": "CREATED_DESC"}).json()

    art = artifacts("review-2025-05-08")[0]
    assert art["type"] == "markdown"
    assert f"| art | page: `{page}` |" in art["data"]  # where the page is, as text
    assert f"partition index: `{out / 'review' / 'date=2025-05-08.html'}`" in art["data"]
    index = out / "review" / "datasets" / f"{result.dataset.name}.html"
    assert index.is_file() and rows_of(index)["art"]["status"] == "processed"
    dataset = artifacts("dataset")[0]["data"]
    assert f"`{index}`" in dataset and "public_url" in dataset
    for text in (art["data"], dataset):
        assert "](" not in text  # no link a browser could not open
    (quarantine,) = artifacts("quarantine-2025-05-08")
    assert quarantine["type"] == "table"
    (row,) = json.loads(quarantine["data"])
    assert row["recording"] == "novideo" and "recording.mp4 is missing" in row["reason"]
    (splits,) = json.loads(artifacts("dataset-splits")[0]["data"])
    assert splits["dataset"] == result.dataset.name and splits["train"] == result.dataset.splits["train"]

    base = "https://files.example.org/cuaflow"
    process_range(params=RunParameters(source=str(tmp_path / "src"), output=str(out), public_url=base))
    art = artifacts("review-2025-05-08")[0]["data"]
    assert f"| art | [page]({base}/review/date=2025-05-08/art.html) |" in art
    assert f"[partition index]({base}/review/date=2025-05-08.html)" in art
    name = result.dataset.name
    dataset = artifacts("dataset")[0]["data"]
    assert f"[dataset card]({base}/review/datasets/{name}.card.html)" in dataset  # a page, not raw Markdown
    assert f"({base}/review/datasets/{name}.html)" in dataset
    assert all(link.startswith(base) for link in re.findall(r"\]\(([^)]*)\)", art + dataset))
