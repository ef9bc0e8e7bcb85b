"""The self-contained dataset formats read back with the real consumer packages: `hf` Parquet shards through
Hugging Face `datasets` (`load_dataset(<dataset folder>)`, plain and streaming, no other argument) and `webdataset`
tar shards through the `webdataset` package; both equal to the JSONL exports (same ids, same image bytes), with
the history screenshots of a multi-image sample aligned with its `<image>` placeholders; image budgets; the
integrity check before a version is committed; earlier days' shards shared by the next night's version."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import datasets
import pytest
import webdataset as wds
import yaml
from cudag.validation import validate_dataset
from day import run_day, snapshot
from helpers import make
from PIL import Image
from synth import Action

from cuaflow.schemas.config import RunContext, parse_config
from cuaflow.schemas.dataset_config import DatasetConfig, ImageBudgetSpec
from cuaflow.tasks.export import build_dataset
from cuaflow.tasks.export.tokens import (
    image_tokens,
    llamafactory_image_tokens,
    llamafactory_size,
    max_pixels_within,
    smart_resize,
)
from cuaflow.tasks.export.writer import MissingImages

DAY1, DAY2 = "2025-08-01", "2025-08-02"
ACTS = [Action("click", x=40, y=30), Action("type", text="ab"), Action("click", x=150, y=90),
        Action("scroll", x=80, y=60, delta=-1, notches=2), Action("double_click", x=100, y=50)]
RECS = {DAY1: ["f1a", "f1b", "f1c", "f1d"], DAY2: ["f2a", "f2b"]}
M = 2  # history screenshots: samples from the third step on carry three images
CFG = {"name_prefix": "fmt", "seed": 7, "tool_name": "computer_use",
       "splits": {"train": 0.5, "val": 0.25, "test": 0.25},
       "output": {"formats": ["cudag", "llamafactory", "hf", "webdataset"], "hf": {"shard_mb": 0.05},
                  "webdataset": {"shard_mb": 0.05}, "image_budget": {"token_budget": 300}},
       "prompt": {"history_images": M}}
SPLITS = {"train", "val", "test"}


@pytest.fixture(scope="module")
def nights(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    src, out = tmp_path_factory.mktemp("fmt-src"), tmp_path_factory.mktemp("fmt-out")
    for day, recs in RECS.items():
        for k, rid in enumerate(recs):
            make(src, rid, date=day, actions=ACTS, seed=k, logical_size=(200, 120))
    ctx = RunContext(source_url=str(src), output_url=str(out), dataset=parse_config(DatasetConfig, CFG, "t"))
    run_day(src, out, DAY1, ctx=ctx)
    first = build_dataset(ctx)
    run_day(src, out, DAY2, ctx=ctx)
    second = build_dataset(ctx)
    return {"ctx": ctx, "out": out, "v1": Path(first.path), "ds": Path(second.path), "info": second}


def jsonl(p: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in p.read_text().splitlines()]


def sharegpt(ds: Path) -> dict[str, dict[str, dict[str, Any]]]:
    return {sp: {r["id"]: r for r in jsonl(ds / "sharegpt" / f"{sp}.jsonl")} for sp in SPLITS}


def test_load_dataset_folder_returns_every_split_equal_to_the_jsonl(nights: dict[str, Any], tmp_path: Path) -> None:
    ds = nights["ds"]
    loaded = datasets.load_dataset(str(ds), cache_dir=str(tmp_path))  # the folder, nothing else
    assert set(loaded) == SPLITS
    lf = sharegpt(ds)
    cudag = {r["id"]: r for sp in ("train", "val") for r in jsonl(ds / f"{sp}.jsonl")}
    raw = loaded.cast_column("images", datasets.List(datasets.Image(decode=False)))
    for split in SPLITS:
        assert len(loaded[split]) == len(lf[split]) > 0, split
        assert sorted(raw[split]["id"]) == sorted(lf[split]), split
        for row in raw[split]:
            ref = lf[split][row["id"]]
            # same image bytes as the LLaMA-Factory files, in the same order (history first, current last)
            assert [i["path"] for i in row["images"]] == ref["images"]
            assert [i["bytes"] for i in row["images"]] == [(ds / p).read_bytes() for p in ref["images"]]
            human, gpt = row["conversations"]
            assert human["value"] == ref["messages"][1]["content"] and gpt["value"] == ref["messages"][2]["content"]
            assert human["value"].count("<image>") == len(row["images"])
            if split in ("train", "val"):  # the CUDAG line: same call, same metadata, same current image
                line = cudag[row["id"]]
                assert gpt == line["conversations"][1]
                assert row["images"][-1]["bytes"] == (ds / line["image"]).read_bytes()
                assert {k: v for k, v in row["metadata"].items() if v is not None} == line["metadata"]
                if len(row["images"]) == 1:
                    assert human == line["conversations"][0]
    # one id rule: a test row is named as test.json, a predictions file and `cuaflow eval` name its case
    cases = {c["test_id"] for c in json.loads((ds / "test" / "test.json").read_text())}
    assert cases and cases <= set(raw["test"]["id"]) and all(i.startswith("test_") for i in raw["test"]["id"])
    assert not [i for sp in ("train", "val") for i in raw[sp]["id"] if i.startswith("test_")]
    first = loaded["train"][0]
    assert isinstance(first["images"][0], Image.Image) and first["images"][0].size == (400, 240)  # 200x120 at 2x
    assert first["image_sizes"] == [[400, 240]] * len(first["images"])


def test_history_screenshots_stay_aligned_with_placeholders(nights: dict[str, Any], tmp_path: Path) -> None:
    """Ground truth by construction: the k-th history image of step s is the screenshot of step s - m + k of
    the same recording, i.e. the current image of that earlier sample."""
    loaded = datasets.load_dataset(str(nights["ds"]), cache_dir=str(tmp_path))
    rows = {r["id"]: r for sp in SPLITS for r in loaded[sp]}
    multi = [r for r in rows.values() if len(r["images"]) == M + 1]
    assert multi
    for r in multi:
        rec, step = r["metadata"]["recording_id"], r["metadata"]["step_index"]
        earlier = {x["metadata"]["step_index"]: x for x in rows.values() if x["metadata"]["recording_id"] == rec}
        for k, img in enumerate(r["images"][:-1]):
            src = earlier[step - M + k]["images"][-1]
            assert img.tobytes() == src.tobytes(), (r["id"], k)
        user = r["conversations"][0]["value"]
        assert user.index("Previous screenshots") < user.index("Current screenshot: <image>")
        assert user.split("Current screenshot:")[0].count("<image>") == M
        # TRL's form says the same: the image blocks stand where the placeholders do, the answer is the completion
        system, turn = r["prompt"]
        assert (system["role"], system["content"]) == ("system", [{"type": "text", "text": r["system"]}])
        assert turn["role"] == "user" and "".join(
            "<image>" if b["type"] == "image" else b["text"] for b in turn["content"]) == user
        ((answer,),) = [m["content"] for m in r["completion"]]
        assert answer["text"] == r["conversations"][1]["value"] and r["completion"][0]["role"] == "assistant"


def test_streaming_returns_every_split_decoded(nights: dict[str, Any]) -> None:
    ds = nights["ds"]
    streamed = datasets.load_dataset(str(ds), streaming=True)
    assert set(streamed) == SPLITS
    lf = sharegpt(ds)
    for split in SPLITS:
        rows = list(streamed[split])
        assert sorted(r["id"] for r in rows) == sorted(lf[split])
        assert all(isinstance(i, Image.Image) for r in rows for i in r["images"])


def test_webdataset_reads_every_shard(nights: dict[str, Any]) -> None:
    ds = nights["ds"]
    lists = json.loads((ds / "wds" / "action" / "shards.json").read_text())
    lf = sharegpt(ds)
    assert set(lists) == SPLITS
    shards_on_disk = {p.relative_to(ds).as_posix() for p in (ds / "wds").rglob("*.tar")}
    assert shards_on_disk == {s["path"] for v in lists.values() for s in v}
    assert len(lists["train"]) > 1  # 50 kB shards: several per split
    for split, shards in lists.items():
        urls = [str(ds / s["path"]) for s in shards]
        samples = list(wds.WebDataset(urls, shardshuffle=False, empty_check=False).decode("pil"))
        assert len(samples) == sum(s["samples"] for s in shards) == len(lf[split])
        for s in samples:
            doc = s["json"]
            ref = lf[split][doc["id"]]
            images = [s[suffix] for suffix in doc["images"]]
            assert doc["conversations"][0]["value"].count("<image>") == len(images) == len(ref["images"])
            for img, path in zip(images, ref["images"], strict=True):
                assert img.tobytes() == Image.open(ds / path).convert(img.mode).tobytes()
        raw = next(iter(wds.WebDataset(urls[:1], shardshuffle=False, empty_check=False)))
        doc = json.loads(raw["json"])
        assert raw[doc["images"][-1]] == (ds / lf[split][doc["id"]]["images"][-1]).read_bytes()  # same bytes


def test_card_yaml_manifest_checksums_and_budgets(nights: dict[str, Any]) -> None:
    ds, info = nights["ds"], nights["info"]
    assert [str(e) for e in validate_dataset(ds)] == []  # the card header and the shard folders trouble no CUDAG
    manifest = json.loads((ds / "manifest.json").read_text())
    shards = [r for r in manifest["files"] if r.startswith(("hf/", "wds/"))]
    assert any(r.endswith(".parquet") for r in shards) and any(r.endswith(".tar") for r in shards)
    for e in manifest["summary"]["hf"]["action"]["train"]["shards"]:
        assert manifest["files"][e["path"]] == e["sha256"]
    refs = info.image_references
    assert refs.missing == 0 and refs.references > 0
    b = info.image_budget
    card = (ds / "README.md").read_text()
    assert card.startswith("---\nconfigs:") and f"cutoff_len ≥ {b.cutoff_len_needed}" in card
    assert f"image_max_pixels = {b.max_pixels}" in card and f"max_length={b.max_length_needed}" in card
    shipped = yaml.safe_load((ds / "llamafactory_train.yaml").read_text())
    assert (shipped["cutoff_len"], shipped["image_max_pixels"]) == (b.cutoff_len_needed, b.max_pixels)
    header = yaml.safe_load(card.split("---\n")[1])
    # the default config (every family: here only action samples) and one per family
    assert [c["config_name"] for c in header["configs"]] == ["default", "action"] and header["configs"][0]["default"]
    for info in header["dataset_info"]:
        for sp in info["splits"]:  # what datasets checks the files against
            files = list((ds / "hf" / "action" / sp["name"]).glob("*.parquet"))
            assert sp["num_bytes"] == sum(f.stat().st_size for f in files)
            assert sp["num_examples"] == len(jsonl(ds / "sharegpt" / f"{sp['name']}.jsonl"))
    table = datasets.load_dataset(str(ds), split="train").select_columns(
        ["id", "image_tokens", "tokens_max", "over_budget"])
    # 400x240 at max_pixels 768*768: 392x252 (14x9 merged patches) = 126 tokens per image, by hand
    per_image = 126
    for r in table:
        n = len(next(x for x in jsonl(ds / "sharegpt" / "train.jsonl") if x["id"] == r["id"])["images"])
        assert r["image_tokens"] == n * (per_image + 2)
        assert r["over_budget"] == (r["tokens_max"] > 300)
        assert b.max_length_needed >= r["tokens_max"] and b.cutoff_len_needed >= r["tokens_max"]
    assert b.over_budget == sum(r["over_budget"] for sp in SPLITS for r in datasets.load_dataset(
        str(ds), split=sp).select_columns(["over_budget"])) > 0


def test_smart_resize_matches_qwen2_vl() -> None:
    # Worked by hand from Qwen2-VL's rule (factor 28): 1920x1080 rounds to 1932x1092 (2691 tokens) within the
    # processor's own 12845056 pixels; at LLaMA-Factory's 768*768 it is scaled by 1/1.875 and floored: 1008x560.
    big = ImageBudgetSpec(max_pixels=12845056, min_pixels=3136)
    assert smart_resize(1920, 1080, big) == (1932, 1092) and image_tokens(1920, 1080, big) == 2691
    assert smart_resize(1920, 1080, ImageBudgetSpec()) == (1008, 560)
    assert image_tokens(1920, 1080, ImageBudgetSpec()) == 720
    # 10x10 rounds up to 28x28 = 784 pixels, under min_pixels 1024: scaled by sqrt(10.24) = 3.2, ceiled: 56x56
    assert smart_resize(10, 10, ImageBudgetSpec()) == (56, 56)


def test_llamafactory_scales_before_the_processor_rounds() -> None:
    # By hand: 1280x800 is over 768*768, so LLaMA-Factory scales it by sqrt(589824 / 1024000) = 0.7589 and truncates:
    # 971x607; the model's processor (its own bounds) rounds that to 980x616, 35x22 = 770 tokens, above the 714
    # (34x21, 952x588) a processor bounded at 768*768 itself makes.
    spec = ImageBudgetSpec()
    assert llamafactory_size(1280, 800, spec) == (971, 607) and llamafactory_image_tokens(1280, 800, spec) == 770
    assert smart_resize(1280, 800, spec) == (952, 588) and image_tokens(1280, 800, spec) == 714
    # within the bounds it leaves the image alone: the two agree
    assert llamafactory_image_tokens(480, 300, spec) == image_tokens(480, 300, spec) == 17 * 11


def test_image_max_pixels_within_the_budget() -> None:
    """The largest image_max_pixels at which a 1080p three-screenshot sample with 300 text tokens fits 2048
    tokens: it fits there and not one pixel above (at the default 768*768 it needs 3 * 722 + 300 = 2466)."""
    spec = ImageBudgetSpec()
    sizes = ((1920, 1080),) * 3

    def tokens(p: int) -> int:
        s = spec.model_copy(update={"max_pixels": p})
        return sum(image_tokens(w, h, s) + 2 for w, h in sizes) + 300

    assert tokens(spec.max_pixels) == 2466
    p = max_pixels_within({sizes: 300}, spec)
    assert p is not None and p < spec.max_pixels and tokens(p) <= 2048 < tokens(p + 1)
    assert max_pixels_within({sizes: 5000}, spec) is None


def test_next_night_shares_the_earlier_days_shards(nights: dict[str, Any]) -> None:
    v1, v2 = nights["v1"], nights["ds"]
    old = sorted(p.relative_to(v1) for p in v1.rglob(f"{DAY1}-*") if p.suffix in (".parquet", ".tar"))
    assert old
    for rel in old:  # the same file, no new bytes: only DAY2's shards are new
        assert os.stat(v1 / rel).st_ino == os.stat(v2 / rel).st_ino, rel
    new = [p for p in v2.rglob(f"{DAY2}-*") if p.suffix in (".parquet", ".tar")]
    assert not list(v1.rglob(f"{DAY2}-*")) and new
    # the earlier shards were linked without reading their frames or encoding anything: only DAY2's were made
    files = nights["info"].files
    assert files.shards_reused == len(old) and files.shards_written == len(new)


def test_shard_versions_are_byte_reproducible(nights: dict[str, Any], tmp_path: Path) -> None:
    """The same inputs in another root, every image read and written (no previous version to link from): the
    same version name and the same bytes, shards and manifest included."""
    out = tmp_path / "full"
    shutil.copytree(nights["out"], out, ignore=shutil.ignore_patterns("datasets"))
    full = build_dataset(nights["ctx"].model_copy(update={"output_url": str(out)}), incremental=False)
    assert full.name == nights["ds"].name and full.files.shards_reused == 0
    assert snapshot(Path(full.path)) == snapshot(nights["ds"])


def test_a_missing_image_fails_the_build_listing_it(nights: dict[str, Any], tmp_path: Path) -> None:
    out = tmp_path / "out"
    shutil.copytree(nights["out"], out)
    frame = sorted((out / "frames" / f"date={DAY2}").rglob("*.png"))[0]
    frame.unlink()
    ctx = nights["ctx"].model_copy(update={"output_url": str(out), "force": True})
    latest = (out / "datasets" / "LATEST").read_text()
    with pytest.raises(MissingImages) as err:
        build_dataset(ctx)
    rel = frame.relative_to(out).as_posix()
    assert rel in str(err.value) and all(rel in m for m in err.value.missing)
    assert any(m.startswith("hf/action/") for m in err.value.missing)  # the shard that would embed it is named
    assert (out / "datasets" / "LATEST").read_text() == latest
    assert not [p for p in (out / "datasets").iterdir() if p.name.startswith(".staging-")]


@pytest.mark.parametrize(("formats", "splits"), [(["cudag"], {"train", "val"}),
                                                 (["llamafactory"], SPLITS)])
def test_without_hf_the_folder_loads_the_jsonl(nights: dict[str, Any], tmp_path: Path, formats: list[str],
                                               splits: set[str]) -> None:
    """Before: `load_dataset(<folder>)` returned a `test` split of test/images and no training data."""
    out = tmp_path / "out"
    shutil.copytree(nights["out"], out, ignore=shutil.ignore_patterns("datasets"))
    cfg = parse_config(DatasetConfig, {**CFG, "output": {"formats": formats}}, "t")
    ds = Path(build_dataset(nights["ctx"].model_copy(update={"output_url": str(out), "dataset": cfg})).path)
    loaded = datasets.load_dataset(str(ds), cache_dir=str(tmp_path / "cache"))
    assert set(loaded) == splits
    train = ds / ("train.jsonl" if formats == ["cudag"] else "sharegpt/train.jsonl")
    assert sorted(loaded["train"]["id"]) == sorted(r["id"] for r in jsonl(train))


def test_resize_at_export_keeps_the_budgeted_size(nights: dict[str, Any], tmp_path: Path) -> None:
    out = tmp_path / "out"
    shutil.copytree(nights["out"], out, ignore=shutil.ignore_patterns("datasets"))
    small = 200 * 120  # 400x240 native → smart resize within 24000 pixels: 196x112 (by hand: beta = 2, floor)
    cfg = parse_config(DatasetConfig, {**CFG, "output": {"formats": ["hf"], "image_budget": {
        "max_pixels": small, "resize": True}}}, "t")
    ds = Path(build_dataset(nights["ctx"].model_copy(update={"output_url": str(out), "dataset": cfg})).path)
    rows = datasets.load_dataset(str(ds), split="train", cache_dir=str(tmp_path / "cache"))
    assert len(rows) and all(img.size == (196, 112) for r in rows for img in r["images"])
    assert all(r["image_sizes"] == [[196, 112]] * len(r["images"]) for r in rows)
    assert all(r["image_tokens"] == len(r["images"]) * (196 * 112 // 784 + 2) for r in rows)
    assert not (ds / "images").exists()  # the hf form alone: no loose files
