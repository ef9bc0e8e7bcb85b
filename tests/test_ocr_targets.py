"""OCR as a target source (tasks/targets/ocr_targets.py, tasks/targets/textlines.py) on a session rendered by Debian's
chromium whose accessibility snapshots hold nothing of the page (tests/textrig.py): real H.264, the real OCR engine, the
pointer drawn in. Known by construction: each click's point and its label's DOM box. OCR targets contain the
click and overlap the label, their text is the label's, the e-mail line names nothing and its address reaches no
output; text grounding samples; privacy off reads no text unless `targets.ocr` is on; the exported dataset
validates with `cudag` and its ground truth scores 1.0 in `cuaflow eval`. Skips without chromium."""

from __future__ import annotations

import json
import shutil
import unicodedata
from pathlib import Path
from typing import Any

import polars as pl
import pytest
from helpers import require
from textrig import DATE, EMAIL, Click, render

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext, parse_config
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.settings import PipelineSettings
from cuaflow.tasks.run.committed import read_table

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FAMILIES = {"action": 1.0, "action_low_level": 1.0, "grounding": 1.0}


@pytest.fixture(scope="module")
def session(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Click]]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    base = tmp_path_factory.mktemp("textrig")
    return base / "src", render(str(CHROMIUM), base)


def _run(src: Path, out: Path, settings: dict[str, Any], splits: dict[str, float] | None = None) -> RunContext:
    from day import run_day

    cfg = parse_config(DatasetConfig, {"name_prefix": "ocr", "families": FAMILIES, "test": {"count": 500},
                                       "splits": splits or {"train": 1.0, "val": 0.0, "test": 0.0},
                                       "output": {"formats": ["cudag", "llamafactory", "seed003"]}}, "test")
    ctx = RunContext(source_url=str(src), output_url=str(out), dataset=cfg,
                     settings=PipelineSettings.model_validate(settings))
    day = run_day(src, out, DATE, ctx=ctx)
    assert [r.status for r in day.results.values()] == ["ok"]
    return ctx


@pytest.fixture(scope="module")
def on(session: tuple[Path, list[Click]], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Privacy on (the default): the lines the redactor reads are the source."""
    out = tmp_path_factory.mktemp("ocr-on")
    ctx = _run(session[0], out, {})
    root = open_root(str(out))
    return {"out": out, "ctx": ctx, "steps": read_table(root, "steps").sort("step_index"),
            "lines": read_table(root, "ocr_lines"), "samples": read_table(root, "samples")}


def fold(text: str) -> str:
    """Case and accents folded: the pointer drawn over a letter can give it a mark (`Priciņg`)."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold()


def _clicks(steps: pl.DataFrame) -> list[dict[str, Any]]:
    return [r for r in steps.iter_rows(named=True) if r["kind"] == "click"]


def test_ocr_targets_contain_the_click_and_name_the_label(on: dict[str, Any],
                                                         session: tuple[Path, list[Click]]) -> None:
    clicks = session[1]
    rows = _clicks(on["steps"])
    assert len(rows) == len(clicks)
    for row, c in zip(rows, clicks, strict=True):
        t = row["target"]
        assert (row["px"], row["py"]) == c.point
        if c.label is None:
            assert t["source"] != "ocr", (c.selector, t)
            continue
        assert t["source"] == "ocr" and t["role"] is None, (c.selector, t)
        x0, y0, x1, y1 = t["box_px"]
        assert x0 <= row["px"] <= x1 and y0 <= row["py"] <= y1, (c.selector, t)
        bx0, by0, bx1, by1 = c.box  # the label's DOM box: its centre lies in the target's box
        assert x0 <= (bx0 + bx1) / 2 <= x1 and y0 <= (by0 + by1) / 2 <= y1, (c.selector, t, c.box)
        assert fold(t["name"]) == fold(c.label), (c.selector, t["name"])
        if c.selector != "#nav-pricing":  # the first click: no earlier frame shows its label without the pointer
            assert t["name"] == c.label
        assert row["step_instruction"] == f"Click '{t['name']}'"
    assert clicks[1].point[0] < clicks[1].box[0]  # the icon's click is off its label: the box holds both


def test_the_moved_line_is_found_where_it_moved(on: dict[str, Any], session: tuple[Path, list[Click]]) -> None:
    row = _clicks(on["steps"])[-1]
    lines = on["lines"]
    before = lines.filter(pl.col("text") == "Quarterly summary")["y0"].max()
    assert before is not None and before > row["target"]["box_px"][3]  # read lower before the scroll
    assert row["target"]["name"] == "Quarterly summary"


def test_redacted_text_is_never_a_name_or_a_prompt(on: dict[str, Any], out_files: list[Path]) -> None:
    lines = on["lines"]
    private = lines.filter(pl.col("private"))
    red = read_table(open_root(str(on["out"])), "redactions").filter(pl.col("where") == "image")
    fills = {f: [(a, b, c, d) for _, a, b, c, d in g.select("frame", "x0", "y0", "x1", "y1").iter_rows()]
             for (f,), g in red.group_by("frame")}

    def adjoins(row: dict[str, Any]) -> bool:  # within a line height sideways, a quarter of it above or below
        h = row["y1"] - row["y0"]
        return any(row["x0"] - h < c and a < row["x1"] + h and row["y0"] - h / 4 < d and b < row["y1"] + h / 4
                   for a, b, c, d in fills.get(row["frame"], []))

    assert private.height and all("<EMAIL" in r["text"] or "<UNSURE>" in r["text"] or adjoins(r)
                                  for r in private.iter_rows(named=True))
    assert private.filter(pl.col("text").str.contains("<EMAIL")).height  # the e-mail's own line
    assert private["words"].list.len().max() == 0
    local = EMAIL.split("@")[0]
    for path in out_files:  # every output byte: tables, samples, datasets, pages
        data = path.read_bytes()
        assert local.encode() not in data and b"example.com" not in data, path
    names = [t["name"] for t in on["steps"]["target"].drop_nulls().to_list() if t["source"] == "ocr"]
    prompts = on["samples"]["prompt"].to_list()
    assert not [n for n in names if "<" in n or "@" in n]
    assert not [p for p in prompts if "<EMAIL" in p]


@pytest.fixture(scope="module")
def out_files(on: dict[str, Any]) -> list[Path]:
    from cuaflow.tasks.export import build_dataset

    on["dataset"] = Path(build_dataset(on["ctx"]).path)
    return [p for p in on["out"].rglob("*") if p.is_file() and "_work" not in p.parts]


def test_text_grounding_samples(on: dict[str, Any]) -> None:
    g = on["samples"].filter(pl.col("family") == "grounding")
    ocr = [r for r in g.iter_rows(named=True) if r["target"]["source"] == "ocr"]
    assert ocr and all(r["metadata"]["target_source"] == "ocr" for r in ocr)
    shown = {t for t in on["lines"].filter(~pl.col("private"))["text"]}
    for r in ocr:
        name, (x, y) = r["target"]["name"], r["real_coords"]
        assert r["prompt"] == f"Click on '{name}'."
        assert any(name in t for t in shown)
        x0, y0, x1, y1 = r["target"]["box_px"]
        assert x0 <= x <= x1 + 1 and y0 <= y <= y1 + 1
    per_frame = g.group_by("image").len()["len"].max()
    assert per_frame is not None and per_frame <= 8  # grounding.per_frame, shared with the snapshot's elements


def test_dataset_with_ocr_targets_validates_and_scores_one(on: dict[str, Any], out_files: list[Path],
                                                           tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    from cudag.validation import validate_dataset

    from cuaflow.flows.cli import main
    from cuaflow.tasks.export import build_dataset

    assert [str(e) for e in validate_dataset(on["dataset"])] == []  # train: action and text grounding samples
    card = (on["dataset"] / "README.md").read_text()
    assert "| ocr |" in card
    ctx = on["ctx"]
    test_ctx = ctx.model_copy(update={"dataset": ctx.dataset.model_copy(update={
        "name_prefix": "ocrtest", "splits": ctx.dataset.splits.model_copy(update={"train": 0.0, "test": 1.0})})})
    ds = Path(build_dataset(test_ctx).path)
    assert [str(e) for e in validate_dataset(ds)] == []
    tests = json.loads((ds / "test" / "test.json").read_text())
    boxed = [t for t in tests if t["metadata"].get("target_source") == "ocr"]
    assert len(boxed) >= 4
    for t in boxed:
        (x, y), (x1, y1, x2, y2) = t["expected_action"]["arguments"]["coordinate"], t["metadata"]["bbox"]
        assert x1 <= x <= x2 and y1 <= y <= y2
    preds = tmp_path / "gt.jsonl"
    preds.write_text("".join(json.dumps({"test_id": t["test_id"], "prediction": t["expected_action"]}) + "\n"
                             for t in tests))
    capsys.readouterr()
    assert main(["eval", "--dataset", str(ds), "--predictions", str(preds), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["step_accuracy"] == 1.0 and report["n"] == len(tests)


def test_privacy_off_reads_text_only_when_targets_ocr_is_on(session: tuple[Path, list[Click]],
                                                           tmp_path: Path) -> None:
    src, clicks = session
    _run(src, tmp_path / "off", {"privacy": {"enabled": False}})
    root = open_root(str(tmp_path / "off"))
    assert read_table(root, "ocr_lines").height == 0
    assert not [t for t in read_table(root, "steps")["target"].drop_nulls().to_list() if t["source"] == "ocr"]
    _run(src, tmp_path / "ocr", {"privacy": {"enabled": False}, "targets": {"ocr": True}})
    steps = read_table(open_root(str(tmp_path / "ocr")), "steps").sort("step_index")
    named = [(r["target"]["source"], fold(r["target"]["name"] or "")) for r in _clicks(steps)]
    assert named == [("ocr", fold(c.label)) if c.label else ("none", "") for c in clicks]
