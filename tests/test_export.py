"""The CUDAG dataset export (seed 000), the seed 003 trajectories, splits, and the dataset card."""

from __future__ import annotations

import hashlib
import io
import json
import re
import shutil
from pathlib import Path

import numpy as np
import polars as pl
import pytest
from day import run_day
from helpers import make
from PIL import Image
from synth import Action

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext, parse_config
from cuaflow.schemas.dataset import ImageBudget
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.samples import TestCase, TrainingSample
from cuaflow.schemas.toolcall import parse_tool_call_turn, validate_tool_call
from cuaflow.tasks.export import annotate, build_dataset
from cuaflow.tasks.export.draw import CALL_BAND, bar_chart
from cuaflow.tasks.run.committed import read_table

ACTS = [Action("click", x=60, y=40), Action("type", text="abc"), Action("right_click", x=200, y=120),
        Action("scroll", x=100, y=100, delta=-1.0, notches=4), Action("click", x=250, y=150)]
DAYS = {"2025-03-01": [f"a{k}" for k in range(6)], "2025-03-02": [f"b{k}" for k in range(5)]}
CFG = {
    "name_prefix": "unit", "seed": 7, "splits": {"train": 0.5, "val": 0.25, "test": 0.25},
    "test": {"count": 6, "tolerance": [20, 30]}, "annotation": {"enabled": True, "per_type": {"left-click": 2}},
    "held_out": {"enabled": True, "ratio": 0.15}, "prompt": {"history_actions": 2},
}


def process_days(src: Path, out: Path, cfg: DatasetConfig, days: list[str]) -> RunContext:
    ctx = RunContext(source_url=str(src), output_url=str(out), dataset=cfg)
    for day in days:
        run_day(src, out, day, ctx=ctx)
    return ctx


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict:
    src = tmp_path_factory.mktemp("exp-src")
    out = tmp_path_factory.mktemp("exp-out")
    for day, recs in DAYS.items():
        for k, rid in enumerate(recs):
            make(src, rid, date=day, actions=ACTS, seed=k, scale=1.0 + (k % 2))
    cfg = parse_config(DatasetConfig, CFG, "test")
    ctx = process_days(src, out, cfg, list(DAYS))
    info = build_dataset(ctx)
    return {"src": src, "out": out, "ctx": ctx, "info": info, "ds": Path(info.path), "cfg": cfg}


def read_jsonl(p: Path) -> list[dict]:
    return [json.loads(line) for line in p.read_text(encoding="utf-8").splitlines()]


def test_layout_and_plain_json_read_back(built: dict) -> None:
    ds = built["ds"]
    for name in ("config.json", "data.jsonl", "train.jsonl", "val.jsonl", "held_out.jsonl", "test/test.json",
                 "trajectories.jsonl", "README.md", "manifest.json", "contact_sheet.png",
                 "charts/samples_by_action.png"):
        assert (ds / name).is_file(), name
    data, train, val = (read_jsonl(ds / f) for f in ("data.jsonl", "train.jsonl", "val.jsonl"))
    assert sorted(s["id"] for s in data) == sorted(s["id"] for s in train + val)
    for s in data:
        TrainingSample.model_validate(s)
        assert validate_tool_call(parse_tool_call_turn(s["conversations"][-1]["value"])) == []
        assert (ds / s["image"]).is_file()
    tests = json.loads((ds / "test" / "test.json").read_text())
    assert 0 < len(tests) <= 6
    for t in tests:
        TestCase.model_validate(t)
        assert t["tolerance"] == [20, 30] and not t["prompt"].startswith("<image>")
        assert validate_tool_call(t["expected_action"]) == [] and (ds / "test" / t["screenshot"]).is_file()


def test_manifest_hashes_every_file(built: dict) -> None:
    import hashlib

    ds = built["ds"]
    manifest = json.loads((ds / "manifest.json").read_text())
    files = {str(p.relative_to(ds)) for p in ds.rglob("*") if p.is_file()} - {"manifest.json"}
    assert set(manifest["files"]) == files
    for rel, digest in manifest["files"].items():
        assert hashlib.sha256((ds / rel).read_bytes()).hexdigest() == digest


def test_no_recording_in_two_splits_and_held_out_kept_apart(built: dict) -> None:
    ds = built["ds"]
    owners: dict[str, set[str]] = {}
    rows = {"train": read_jsonl(ds / "train.jsonl"), "val": read_jsonl(ds / "val.jsonl"),
            "held_out": read_jsonl(ds / "held_out.jsonl"),
            "test": json.loads((ds / "test" / "test.json").read_text())}
    for split, items in rows.items():
        for r in items:
            owners.setdefault(r["metadata"]["recording_id"], set()).add(split)
    assert all(len(v) == 1 for v in owners.values()), owners
    assert rows["held_out"], "with ratio 0.15 over 11 recordings this seed holds one out"


def test_splits_stable_when_days_are_added(built: dict, tmp_path: Path) -> None:
    out = tmp_path / "out"
    # each dataset version's splits.parquet is the split as its files hold it; a later day moves no recording
    ctx1 = process_days(built["src"], out, built["cfg"], ["2025-03-01"])
    first = pl.read_parquet(Path(build_dataset(ctx1).path) / "splits.parquet")
    for k in range(3):
        make(built["src"], f"c{k}", date="2025-03-03", actions=ACTS, seed=40 + k)
    ctx2 = process_days(built["src"], out, built["cfg"], ["2025-03-02", "2025-03-03"])
    later = pl.read_parquet(Path(build_dataset(ctx2).path) / "splits.parquet")
    joined = first.join(later, on=["date", "recording_id"], suffix="_later")
    assert joined.height == first.height and (joined["split"] == joined["split_later"]).all()
    assert later.group_by("recording_id").len()["len"].max() == 1 and later.height > first.height


def test_build_twice_is_byte_identical(built: dict) -> None:
    ds = built["ds"]
    before = {p: p.read_bytes() for p in sorted(ds.rglob("*")) if p.is_file()}
    again = build_dataset(built["ctx"].model_copy(update={"force": True}))
    assert Path(again.path) == ds
    assert {p: p.read_bytes() for p in sorted(ds.rglob("*")) if p.is_file()} == before
    reuse = build_dataset(built["ctx"])
    assert reuse.reused


def test_trajectories_follow_seed_003_with_implicit_chaining(built: dict) -> None:
    ds = built["ds"]
    tasks = read_jsonl(ds / "trajectories.jsonl")
    assert tasks and all(set(t) == {"task_id", "metadata", "steps"} for t in tasks)
    for t in tasks:
        state = None
        assert "input_state" in t["steps"][0]
        for step in t["steps"]:
            assert step["instruction"] and "output_state" in step
            current = step.get("input_state", state)  # seed 003: omitted = previous output_state
            assert current is not None and (ds / current["image"]).is_file()
            if "input_state" in step and state is not None:
                assert step["input_state"]["image"] != state["image"]
            assert validate_tool_call(step["output_state"]["action"]) == []
            state = step["output_state"]
    implicit = sum("input_state" not in s for t in tasks for s in t["steps"])
    assert implicit > 0  # consecutive steps chain through the same frame


def test_history_window_in_prompts(built: dict) -> None:
    train = read_jsonl(built["ds"] / "train.jsonl")
    by_rec: dict[str, list[dict]] = {}
    for s in train:
        by_rec.setdefault(s["metadata"]["recording_id"], []).append(s)
    rec = next(iter(by_rec.values()))
    first = rec[0]["conversations"][0]["value"]
    fourth = rec[3]["conversations"][0]["value"]
    assert "Previous actions" not in first
    # with k = 2 only the last two of (click, type, right click) are listed; RU of (200, 120) on 320x200
    assert fourth.endswith('Previous actions:\n1. {"action": "type", "text": "abc"}\n'
                           '2. {"action": "right_click", "coordinate": [625, 600]}')


def test_annotated_images_mark_the_expected_pixel(built: dict) -> None:
    ds = built["ds"]
    tests = {t["test_id"]: t for t in json.loads((ds / "test" / "test.json").read_text())}
    files = sorted((ds / "test" / "annotated").glob("*_annotated.png"))
    assert files
    for f in files:
        t = tests[f.name[: -len("_annotated.png")]]
        assert t["metadata"]["task_type"] == "left-click"
        img = np.asarray(Image.open(f).convert("RGB")).astype(int)
        x, y = (int(v) for v in t["metadata"]["real_coords"])
        red = (img[..., 0] > 200) & (img[..., 1] < 60) & (img[..., 2] < 60)
        ys, xs = np.nonzero(red)
        assert abs(xs.mean() - x) <= 1.5 and abs(ys.mean() - y) <= 1.5  # marker centred on the point
        orig = Image.open(ds / "test" / t["screenshot"])
        assert img.shape[0] > orig.height  # prompt and call drawn under the image


def _call_band(img: np.ndarray) -> tuple[int, int]:
    """Rows of the call's band: the rows whose right-margin pixel has the band's colour."""
    rows = np.nonzero((img[:, -1] == CALL_BAND).all(axis=1))[0]
    assert rows.size and (np.diff(rows) == 1).all(), "one contiguous band"
    return int(rows[0]), int(rows[-1]) + 1


def test_annotated_image_shows_the_call_below_a_multiline_prompt(built: dict) -> None:
    # the dataset's own annotated images: their prompts hold history lines (three lines and more)
    ds = built["ds"]
    tests = {t["test_id"]: t for t in json.loads((ds / "test" / "test.json").read_text())}
    for f in sorted((ds / "test" / "annotated").glob("*_annotated.png")):
        t = tests[f.name[: -len("_annotated.png")]]
        img = np.asarray(Image.open(f).convert("RGB")).astype(int)
        shot_h = Image.open(ds / "test" / t["screenshot"]).height
        top, bottom = _call_band(img)
        band = img[top:bottom]
        r, g, b = band[..., 0], band[..., 1], band[..., 2]
        assert not ((r < 120) & (g < 120) & (b < 120) & (abs(r - b) < 30)).any(), "prompt ink inside the call band"
        assert ((b > 120) & (r < 80) & (g < 80)).sum() > 20, "the call is written in its band"
        # the prompt's ink is between the screenshot and the band, one text row per prompt line at least
        ink = (img[shot_h:top].max(axis=2) < 120).any(axis=1)
        text_rows = int(np.count_nonzero(np.diff(ink.astype(int)) == 1))
        written = [line for line in t["prompt"].splitlines() if line.strip()]
        assert len(written) >= 3 and text_rows >= len(written)


def test_annotate_wraps_a_long_prompt_and_call_by_measuring_them() -> None:
    base = Image.new("RGB", (240, 120), (90, 90, 90))
    buf = io.BytesIO()
    base.save(buf, format="PNG")
    prompt = "Rename the quarterly report file to its final name\nPrevious actions:\n1. " + "x" * 120
    call = '{"action": "left_click", "coordinate": [1000, 999], "note": "' + "y" * 80 + '"}'
    img = np.asarray(Image.open(io.BytesIO(annotate(buf.getvalue(), None, prompt, call))).convert("RGB")).astype(int)
    top, bottom = _call_band(img)
    assert bottom == img.shape[0] and top > 120 + 4 * 10  # four or more prompt lines above the band
    blue = (img[top:bottom, :, 2] > 120) & (img[top:bottom, :, 0] < 80)
    cols = np.nonzero(blue.any(axis=0))[0]
    assert cols.max() < 240 - 2, "the call is wrapped inside the image's width, not cut"
    lines = np.count_nonzero(np.diff(blue.any(axis=1).astype(int)) == 1)
    assert lines >= 2, "a call wider than the image takes several lines"


def test_annotate_draws_at_the_pixel() -> None:
    base = Image.new("RGB", (200, 100), (0, 0, 0))
    buf = io.BytesIO()
    base.save(buf, format="PNG")
    img = np.asarray(Image.open(io.BytesIO(annotate(buf.getvalue(), (150, 30), "p", "c"))).convert("RGB"))
    red = (img[..., 0] > 200) & (img[..., 1] < 60)
    ys, xs = np.nonzero(red)
    assert (round(xs.mean()), round(ys.mean())) == (150, 30)


def test_no_character_is_drawn_as_a_missing_glyph_box() -> None:
    """Chart titles and prompts with signs and scripts Pillow's bundled font lacks (the card's "estimate − log")
    are drawn in their ASCII form: no glyph of the drawn text is the font's missing-glyph box."""
    from cuaflow.tasks.export.draw import _font, drawable

    font = _font(13)
    box = font.getmask("\ue000")
    for text, want in (("estimate − log offset (ms)", "estimate - log offset (ms)"), ("Zoë → Жанна", "Zoe -> Zhanna"),
                       ("plain ASCII stays", "plain ASCII stays"), ("❖", "?")):
        got = drawable(text, font)
        assert got == want
        assert all(bytes(font.getmask(ch)) != bytes(box) or font.getmask(ch).size != box.size for ch in got)
    chart = np.asarray(Image.open(io.BytesIO(bar_chart({"a": 1}, "estimate − log"))).convert("L"))
    same = np.asarray(Image.open(io.BytesIO(bar_chart({"a": 1}, "estimate - log"))).convert("L"))
    assert (chart == same).all()


def test_the_card_says_what_each_count_counts(built: dict) -> None:
    """The two tables of samples by task type and by action have one total and the card says why they differ;
    the histogram of offsets counts the recordings the offsets line counts; test cases drawn are explained."""
    from cuaflow.tasks.export.card_figures import disagreement_bins, recording_figures
    from cuaflow.tasks.export.card_training import budget_section

    card = (built["ds"] / "README.md").read_text()
    by_type = dict(re.findall(r"^\| ([a-z-]+) \| (\d+) \|$", card.split("## Samples per task type")[1]
                              .split("## Samples per action")[0], re.M))
    by_action = dict(re.findall(r"^\| ([a-z_]+) \| (\d+) \|$", card.split("## Samples per action")[1]
                                .split("##")[0], re.M))
    total = sum(map(int, by_type.values()))
    assert total == sum(map(int, by_action.values())) and f"Both tables count the same {total} samples" in card
    recs = read_table(open_root(str(built["out"])), "recordings")
    fig = recording_figures(recs)
    assert sum(disagreement_bins(recs).values()) == sum(fig.offset_sources.values())
    assert "drawn for a person to check" in card
    budget = ImageBudget(max_pixels=1000, min_pixels=10, patch_size=14, merge_size=2, token_budget=2048,
                         resized=False, cutoff_len_needed=4000, max_length_needed=4100, longest_sample="s1",
                         image_tokens_max=900, largest_image=[100, 100], image_max_pixels_native=10000,
                         over_budget=3, over_budget_ids=["s1", "s2", "s3"], image_max_pixels_within_budget=50176)
    text = budget_section(budget, [], "x", "v1")
    assert "over the token budget of 2048 (TRL's count): 3" in text and "lower\n  image_max_pixels to 50176" in text
    assert "image_max_pixels to" not in budget_section(budget.model_copy(update={"over_budget": 0}), [], "x", "v1")


def test_caps_and_weights_per_task_type(built: dict, tmp_path: Path) -> None:
    cfg = built["cfg"].model_copy(update={"tasks": {"left-click": 3}, "name_prefix": "capped"})
    ctx = built["ctx"].model_copy(update={"dataset": cfg})
    info = build_dataset(ctx)
    data = read_jsonl(Path(info.path) / "data.jsonl")
    types = pl.Series([s["metadata"]["task_type"] for s in data]).value_counts()
    counts = dict(zip(types[:, 0].to_list(), types[:, 1].to_list(), strict=True))
    assert counts["left-click"] == 3 and counts.get("type", 0) >= 1


def test_samples_table_mirrors_the_jsonl(built: dict) -> None:
    # the documented read: the samples table joined to the dataset version's split table
    samples = pl.read_parquet(built["out"] / "tables" / "samples" / "**" / "*.parquet", hive_partitioning=True)
    splits = pl.read_parquet(built["ds"] / "splits.parquet")
    samples = samples.with_columns(pl.col("date").cast(pl.String)).join(splits, on=["date", "recording_id"])
    train = read_jsonl(built["ds"] / "train.jsonl")
    in_table = samples.filter(pl.col("split") == "train")
    assert set(in_table["id"].to_list()) == {s["id"] for s in train}  # no cap in this config: every train sample
    row = in_table.filter(pl.col("id") == train[0]["id"]).row(0, named=True)
    assert [c["value"] for c in row["conversations"]] == [c["value"] for c in train[0]["conversations"]]
    assert {k: v for k, v in row["metadata"].items() if v is not None} == train[0]["metadata"]


def test_card_counts_and_pictures(built: dict) -> None:
    ds = built["ds"]
    card = (ds / "README.md").read_text()
    n_train = len(read_jsonl(ds / "train.jsonl"))
    assert f"| train | {n_train} |" in card and "2025-03-01 … 2025-03-02" in card
    assert "![contact sheet](contact_sheet.png)" in card
    with Image.open(ds / "contact_sheet.png") as im:
        assert im.width > 400


def test_recording_ref_is_serialisable() -> None:
    ref = RecordingRef(source_url="s3://b/p", date="2025-01-01", recording_id="x", path="2025-01-01/x")
    assert RecordingRef.model_validate_json(ref.model_dump_json()) == ref


# A format as a maintainer adds one (tasks/export/README.md, "Adding an output format"): this module, and its entry in
# RENDERERS. It reads the selection, writes through the writer and adds a figure to the summary.
DUMMY_FORMAT = '''
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.writer import DatasetWriter


def render(sel: Selection, w: DatasetWriter) -> None:
    w.put("ids/train_val.txt", "".join(r["id"] + "\\n" for r in sel.train_val).encode())
    w.summary["ids"] = len(sel.train_val)
'''


def test_a_new_format_is_one_module_and_one_table_entry(built: dict, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """A module with a `render` and its entry in `RENDERERS`, nothing else: `dataset.yaml` may name it (and not a
    name no entry has), the build renders it into the folder, the manifest and the summary, the card lists it,
    and every file the other renderers write is unchanged."""
    import importlib
    import sys

    import yaml

    from cuaflow.schemas.config import ConfigError
    from cuaflow.tasks import export
    from cuaflow.tasks.configuration import load_dataset_config

    (tmp_path / "ids_format.py").write_text(DUMMY_FORMAT)
    monkeypatch.syspath_prepend(str(tmp_path))
    module = importlib.import_module("ids_format")
    *formats, card = export.RENDERERS  # the entry goes before the card, which describes what the others wrote
    monkeypatch.setattr(export, "RENDERERS", (*formats, ("ids", module.render), card))
    config = built["cfg"].model_dump(mode="json")
    config["output"]["formats"] = [*config["output"]["formats"], "ids"]
    (tmp_path / "dataset.yaml").write_text(yaml.safe_dump(config))
    cfg = load_dataset_config(tmp_path / "dataset.yaml")
    config["output"]["formats"].append("nosuch")
    (tmp_path / "bad.yaml").write_text(yaml.safe_dump(config))
    with pytest.raises(ConfigError, match=r"output.formats: unknown format 'nosuch' \(known: cudag, .*ids\)"):
        load_dataset_config(tmp_path / "bad.yaml")

    out = tmp_path / "out"
    shutil.copytree(built["out"], out, ignore=shutil.ignore_patterns("datasets"))
    info = build_dataset(built["ctx"].model_copy(update={"output_url": str(out), "dataset": cfg}))
    ds = Path(info.path)
    listed = sorted(r["id"] for r in read_jsonl(ds / "train.jsonl") + read_jsonl(ds / "val.jsonl"))
    assert sorted((ds / "ids" / "train_val.txt").read_text().split()) == listed
    manifest = json.loads((ds / "manifest.json").read_text())
    assert manifest["files"].pop("ids/train_val.txt") == hashlib.sha256(
        (ds / "ids" / "train_val.txt").read_bytes()).hexdigest()
    assert manifest["summary"].pop("ids") == len(listed) == (info.model_extra or {})["ids"]
    assert manifest["summary"]["formats"] == [*built["cfg"].output.formats, "ids"]
    assert f"Formats: {', '.join([*built['cfg'].output.formats, 'ids'])};" in (ds / "README.md").read_text()
    before = json.loads((built["ds"] / "manifest.json").read_text())
    described = {"README.md", "config.json"}  # the card and the configuration name the formats
    assert {k: v for k, v in manifest["files"].items() if k not in described} == \
        {k: v for k, v in before["files"].items() if k not in described}
    del sys.modules["ids_format"]


def test_the_version_files_read_back_through_their_models_give_the_same_bytes(built: dict) -> None:
    """manifest.json and config.json are written by their models and parsed by them: a file read back and written
    again is the same bytes, and the build's answer repeats the manifest's summary."""
    from cuaflow.schemas.dataset import DatasetConfigDoc, DatasetManifest

    ds, info = built["ds"], built["info"]
    text = (ds / "manifest.json").read_text()
    manifest = DatasetManifest.model_validate_json(text)
    assert manifest.to_json() == text and manifest.name == ds.name
    assert manifest.summary.splits["train"] == len(read_jsonl(ds / "train.jsonl"))
    config_text = (ds / "config.json").read_text()
    config = DatasetConfigDoc.model_validate_json(config_text)
    assert config.to_json() == config_text and config.dates == manifest.summary.dates
    assert info.name == ds.name and not info.reused and info.files is not None and info.retention is not None
    summary = json.loads(text)["summary"]
    answer = info.model_dump(mode="json")
    assert {k: answer[k] for k in summary} == summary
    assert list(answer)[:4] == ["name", "path", "reused", "files"] and list(answer)[-1] == "retention"
