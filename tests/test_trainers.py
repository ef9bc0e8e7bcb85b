"""The exports trained on as shipped, by the real consumers, on the demo's recordings with every family on, two
history screenshots, every format, images stored resized to a smaller pixel budget and fewer test cases than
test-split samples (settings the other fixtures do not use): `datasets.load_dataset(<folder>)` returns every
family with the counts the card and the run summary give; TRL's `SFTTrainer` trains on those rows with the loss on
the answer only and every screenshot where its placeholder stands; LLaMA-Factory's own loader, run the way the
README says, cuts no row; `webdataset` and `cudag validate` read the same; every README excerpt that names an
export path or a loader runs as written (the version folder and the model swapped for the demo's and a tiny
offline Qwen2-VL: tests/trainerkit.py)."""

from __future__ import annotations

import contextlib
import io
import json
import sys
import warnings
from pathlib import Path
from typing import Any

import datasets
import pytest
import yaml
from cudag.validation import validate_dataset
from day import run_day
from helpers import make
from PIL import Image
from synth import Action
from trainerkit import (
    REPO,
    build_tiny_qwen2_vl,
    command,
    excerpt,
    image_runs,
    importable_llamafactory,
    with_placeholders,
)

from cuaflow.connectors.synth import demo_source
from cuaflow.schemas.config import DatasetConfig, RunContext, parse_config
from cuaflow.schemas.dataset import RangeResult
from cuaflow.tasks.export import build_dataset

EXPORT_README = REPO / "tasks" / "export" / "README.md"
EXAMPLE = "/data/cuaflow/datasets/cuaflow-e9fad8f6e9"  # the version folder the READMEs name
TEST_CASES = 10  # fewer than the demo's test-split samples: the test cases are not the test split


def demo_config(**changes: Any) -> DatasetConfig:
    cfg = yaml.safe_load((REPO / "config" / "dataset.yaml").read_text())
    cfg["output"]["formats"] = ["cudag", "seed003", "llamafactory", "hf", "webdataset"]
    cfg["prompt"]["history_images"] = 2
    cfg["test"]["count"] = TEST_CASES
    # screenshots stored at the size the processor feeds the model, at most 448x448 pixels: 960x600 frames become
    # 560x336 for TRL and, through LLaMA-Factory's own scaling, 560x364
    cfg["output"]["image_budget"] |= {"max_pixels": 448 * 448, "resize": True}
    return parse_config(DatasetConfig, cfg | changes, "demo")


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    src, out = tmp_path_factory.mktemp("demo-src"), tmp_path_factory.mktemp("demo-out")
    demo_source(src)
    ctx = RunContext(source_url=str(src), output_url=str(out), dataset=demo_config())
    for day in sorted(p.name for p in src.iterdir()):
        run_day(src, out, day, ctx=ctx)
    info = build_dataset(ctx)
    assert info.splits["test"] > TEST_CASES == info.test_cases and set(info.by_family) == {
        "action", "action_low_level", "grounding"}
    return {"out": out, "ds": Path(info.path), "info": info, "src": src}


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_qwen2_vl(tmp_path_factory.mktemp("tiny-qwen2-vl"))


def lines(p: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in p.read_text().splitlines()]


def sharegpt(ds: Path) -> dict[str, dict[str, Any]]:
    """Every LLaMA-Factory line by id: the same samples as the hf rows, in a form written by other code."""
    return {r["id"]: r for sp in ("train", "val", "test") for r in lines(ds / "sharegpt" / f"{sp}.jsonl")}


def card_counts(ds: Path) -> tuple[dict[str, int], dict[str, int]]:
    """The card's "Samples per split" table, and its YAML header's row counts of the default config."""
    card = (ds / "README.md").read_text()
    table = card.split("## Samples per split")[1].split("\n## ")[0]
    shown = {k.strip(): int(v) for k, v in (r.strip("|").split("|") for r in table.splitlines()
                                             if r.startswith("| ") and not r.startswith("| split"))}
    header = yaml.safe_load(card.split("---\n")[1])
    (default,) = [c for c in header["dataset_info"] if c["config_name"] == "default"]
    return shown, {s["name"]: s["num_examples"] for s in default["splits"]}


# ---------------------------------------------------------------- datasets, webdataset, the run summary
def test_one_load_returns_every_family_with_the_counts_card_and_summary_give(demo: dict[str, Any]) -> None:
    ds, info = demo["ds"], demo["info"]
    code = excerpt(EXPORT_README, "python", "wds.WebDataset").replace(EXAMPLE, str(ds))
    scope: dict[str, Any] = {}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        exec(code, scope)  # the README's loaders, as written
        streamed = list(scope["stream"])
    assert not [w for w in caught if "shardshuffle" in str(w.message)]
    everything = scope["everything"]
    loaded = {sp: len(everything[sp]) for sp in everything}
    shown, header = card_counts(ds)
    assert loaded == {sp: n for sp, n in info.splits.items() if n} == header
    assert {sp: shown[sp] for sp in loaded} == loaded and shown["held_out"] == 0
    # every family: the default config is their union, each family config its own rows
    for family, counts in info.by_family.items():
        one = scope["grounding"] if family == "grounding" else datasets.load_dataset(str(ds), family)
        assert {sp: len(one[sp]) for sp in one} == counts
        assert set(everything["train"].filter(lambda r, f=family: r == f, input_columns="family")["id"]) == set(
            one["train"]["id"])
    assert sorted(everything["train"]["id"]) == sorted(r["id"] for r in lines(ds / "train.jsonl")) == sorted(
        scope["cudag"]["train"]["id"]) == sorted(scope["sharegpt"]["train"]["id"])
    assert len(everything["test"]) == len(lines(ds / "sharegpt" / "test.jsonl")) > len(
        json.loads((ds / "test" / "test.json").read_text())) == info.test_cases
    # webdataset: every family's train samples, each with its images in placeholder order
    assert sorted(s["json"]["id"] for s in streamed) == sorted(everything["train"]["id"])
    for s in streamed:
        assert [s[x] for x in s["json"]["images"]] and all(isinstance(s[x], Image.Image) for x in s["json"]["images"])
    # the run summary prints the same counts and the settings the trainers need
    from cuaflow.flows.summary import report as _report

    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        _report(RangeResult(partitions={}, dataset=info), str(demo["out"]))
    text = printed.getvalue()
    assert f"train {loaded['train']}, val {loaded['val']}, test {loaded['test']}" in text
    shipped = yaml.safe_load((ds / "llamafactory_train.yaml").read_text())
    assert f"cutoff_len {shipped['cutoff_len']}, image_max_pixels {shipped['image_max_pixels']}" in text
    b = info.image_budget
    assert b and f"max_length {b.max_length_needed}, processor min_pixels {b.min_pixels}, max_pixels " \
                  f"{b.max_pixels}" in text


def test_cudag_validates_the_default_tool_name_only(demo: dict[str, Any], tmp_path: Path) -> None:
    """The default, `computer_use`, is what the real `cudag` validator accepts; `computer` (seed 000's name), kept
    as an option, is refused in every test case and nowhere else."""
    assert DatasetConfig().tool_name == "computer_use"
    assert [str(e) for e in validate_dataset(demo["ds"])] == []
    src, out = tmp_path / "src", tmp_path / "out"
    make(src, "r1", actions=[Action("click", x=40, y=30), Action("type", text="ab"), Action("click", x=150, y=90)])
    cfg = {"name_prefix": "seed", "splits": {"train": 0.0, "val": 0.0, "test": 1.0}, "tool_name": "computer"}
    ctx = RunContext(source_url=str(src), output_url=str(out), dataset=parse_config(DatasetConfig, cfg, "t"))
    run_day(src, out, "2025-01-01", ctx=ctx)
    ds = Path(build_dataset(ctx).path)
    cases = json.loads((ds / "test" / "test.json").read_text())
    assert cases and {c["expected_action"]["name"] for c in cases} == {"computer"}
    errors = [str(e) for e in validate_dataset(ds)]
    assert len(errors) == len(cases) and all("expected_action.name must be 'computer_use'" in e for e in errors)


# ---------------------------------------------------------------- TRL
def _check_trl_rows(trainer: Any, rows: Any, reference: dict[str, dict[str, Any]], pixels: int = 0) -> int:
    """Every row as TRL's collator makes it: the labels are exactly the assistant turn, every screenshot's tokens
    stand where the user turn names it; in the first `pixels` rows with several screenshots, the k-th
    placeholder's pixels are the k-th image's. Returns the longest row's length."""
    processor = trainer.processing_class
    tok = processor.tokenizer
    start, pad = tok.convert_tokens_to_ids("<|vision_start|>"), tok.convert_tokens_to_ids("<|image_pad|>")
    longest = 0
    for row in rows:
        batch = trainer.data_collator([dict(row)])
        ids, labels = batch["input_ids"][0].tolist(), batch["labels"][0].tolist()
        ref = reference[row["id"]]
        user, answer = ref["messages"][-2]["content"], ref["messages"][-1]["content"]
        assert tok.decode([t for t, lab in zip(ids, labels, strict=True) if lab != -100]) == answer + "<|im_end|>\n"
        grid = batch["image_grid_thw"]
        assert image_runs(ids, start, pad) == [int(g.prod()) // 4 for g in grid] and len(grid) == len(ref["images"])
        assert f"<|im_start|>user\n{user}<|im_end|>" in with_placeholders(ids, tok)  # as LLaMA-Factory's line says
        if len(grid) > 1 and pixels > 0:  # the k-th image's pixels in the k-th place
            pixels -= 1
            offset = 0
            for image, g in zip(row["images"], grid, strict=True):
                alone = processor.image_processor(images=[image], return_tensors="pt")["pixel_values"]
                n = int(g.prod())
                assert batch["pixel_values"][offset:offset + n].equal(alone)
                offset += n
        longest = max(longest, len(ids))
    return longest


def test_trl_trains_on_the_hf_rows_with_the_loss_on_the_answer_only(demo: dict[str, Any], tiny: Path,
                                                                   tmp_path: Path) -> None:
    ds, b = demo["ds"], demo["info"].image_budget
    assert b
    code = (excerpt(EXPORT_README, "python", "SFTTrainer").replace(EXAMPLE, str(ds))
            .replace('"Qwen/Qwen2.5-VL-3B-Instruct"', repr(str(tiny))).replace('"runs/cuaflow"', repr(str(tmp_path)))
            .replace("SFTConfig(", 'SFTConfig(use_cpu=True, max_steps=2, per_device_train_batch_size=1, report_to=[], '
                                   'save_strategy="no", '))
    scope: dict[str, Any] = {}
    exec(code, scope)  # the README's TRL excerpt, as written, two steps
    trainer = scope["trainer"]
    assert trainer.state.global_step == 2 and trainer.args.max_length == b.max_length_needed
    train = datasets.load_dataset(str(ds), split="train")
    longest = _check_trl_rows(trainer, train, sharegpt(ds), pixels=12)
    # max_length is what the longest row needs (this tokenizer makes a token of every text byte: the bound, met)
    assert longest <= b.max_length_needed
    val_longest = _check_trl_rows(trainer, datasets.load_dataset(str(ds), split="val"), sharegpt(ds))
    test_longest = _check_trl_rows(trainer, datasets.load_dataset(str(ds), split="test"), sharegpt(ds))
    assert max(longest, val_longest, test_longest) == b.max_length_needed
    # the card's excerpt carries the same settings, written out
    card = excerpt(ds / "README.md", "python", "SFTTrainer")
    assert f"max_length={b.max_length_needed}" in card and f"max_pixels={b.max_pixels}" in card
    scope = {}
    exec(card.replace('"<this folder>"', repr(str(ds))).replace('"Qwen/Qwen2.5-VL-3B-Instruct"', repr(str(tiny)))
         .replace("SFTConfig(", "SFTConfig(use_cpu=True, ").replace("trainer.train()", ""), scope)
    assert scope["trainer"].args.max_length == b.max_length_needed and len(scope["trainer"].train_dataset) == len(train)


# ---------------------------------------------------------------- LLaMA-Factory
def _llamafactory_rows(argv: list[str], monkeypatch: pytest.MonkeyPatch, **extra: str) -> tuple[Any, Any, Any]:
    """`llamafactory-cli train <argv>` up to its dataset: its own argument parsing (the yaml, then key=value), its
    tokenizer and processor loading, its template and `get_dataset`."""
    from llamafactory.data import get_dataset, get_template_and_fix_tokenizer
    from llamafactory.hparams import get_train_args
    from llamafactory.model import load_tokenizer

    monkeypatch.setattr(sys, "argv", ["llamafactory-cli", *argv, *(f"{k}={v}" for k, v in extra.items())])
    model_args, data_args, training_args, _, _ = get_train_args()
    module = load_tokenizer(model_args)
    template = get_template_and_fix_tokenizer(module["tokenizer"], data_args)
    rows = get_dataset(template, model_args, data_args, training_args, stage="sft", **module)
    return rows, module, (template, data_args, model_args, training_args)


def _uncut(rows: Any, module: dict[str, Any], template: Any, reference: list[dict[str, Any]],
           cutoff: int) -> list[bool]:
    """Per row (in the order of its JSONL lines): every token of every image is there (counted by LLaMA-Factory's
    own plugin on the line's images) where the line's placeholders stand, and the labels are the whole answer."""
    tok, processor = module["tokenizer"], module["processor"]
    start, pad = tok.convert_tokens_to_ids("<|vision_start|>"), tok.convert_tokens_to_ids("<|image_pad|>")
    assert len(rows) == len(reference)
    ok = []
    for row, line in zip(rows, reference, strict=True):
        grid = template.mm_plugin._get_mm_inputs(row["images"], [], [], processor)["image_grid_thw"]
        ids = row["input_ids"]
        answer = tok.decode([t for t, lab in zip(ids, row["labels"], strict=True) if lab != -100])
        user = f"<|im_start|>user\n{line['messages'][-2]['content']}<|im_end|>"
        ok.append(len(ids) <= cutoff and answer == line["messages"][-1]["content"] + "<|im_end|>\n"
                  and len(grid) == len(line["images"]) and user in with_placeholders(ids, tok)
                  and image_runs(ids, start, pad) == [int(g.prod()) // 4 for g in grid])
    return ok


def test_llamafactory_loader_cuts_no_row_at_the_shipped_settings(demo: dict[str, Any], tiny: Path, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    importable_llamafactory(monkeypatch)
    ds, b = demo["ds"], demo["info"].image_budget
    assert b
    shipped = yaml.safe_load((ds / "llamafactory_train.yaml").read_text())
    assert (shipped["cutoff_len"], shipped["image_max_pixels"]) == (b.cutoff_len_needed, b.max_pixels)
    assert list(yaml.safe_load(excerpt(EXPORT_README, "yaml", "cutoff_len"))) == list(shipped)  # the README's copy
    (where, (cli, train, *argv)) = command(excerpt(EXPORT_README, "bash", "llamafactory-cli"))
    assert where == [f"DS={EXAMPLE}"] and (cli, train) == ("llamafactory-cli", "train")
    # the card and the yaml's header print the same command, with this version's name
    header = "\n".join(x[4:] for x in (ds / "llamafactory_train.yaml").read_text().splitlines() if x.startswith("#   "))
    on_card = command(excerpt(ds / "README.md", "bash", "llamafactory-cli"))
    assert on_card == command(header) == [[f"DS=/path/to/datasets/{ds.name}"], [
        a.replace(EXAMPLE.rsplit("/", 1)[1], ds.name) for a in [cli, train, *argv]]]
    work = tmp_path / "work"  # a working folder of one's own, not the version's: the command works from anywhere
    work.mkdir()
    monkeypatch.chdir(work)
    argv = [a.replace("$DS", str(ds)).replace("Qwen/Qwen2.5-VL-7B-Instruct", str(tiny)) for a in argv]
    rows, module, (template, data_args, model_args, training_args) = _llamafactory_rows(argv, monkeypatch)
    assert (data_args.cutoff_len, model_args.image_max_pixels) == (b.cutoff_len_needed, b.max_pixels)
    # the trained model goes under the working folder, never into the version (retention deletes versions)
    saves = Path(training_args.output_dir).resolve()
    assert saves.is_relative_to(work) and not saves.is_relative_to(ds) and not (ds / "saves").exists()
    train, val = rows["train_dataset"], rows["eval_dataset"]
    assert (len(train), len(val)) == (demo["info"].splits["train"], demo["info"].splits["val"])  # rows in = rows out
    lines_train, lines_val = lines(ds / "sharegpt" / "train.jsonl"), lines(ds / "sharegpt" / "val.jsonl")
    assert all(_uncut(train, module, template, lines_train, b.cutoff_len_needed))
    assert all(_uncut(val, module, template, lines_val, b.cutoff_len_needed))
    # cutoff_len is what the longest row needs (this tokenizer makes a token of every text byte: the bound, met)
    assert max(len(r["input_ids"]) for split in (train, val) for r in split) == b.cutoff_len_needed
    # at LLaMA-Factory's default cutoff_len the same check finds rows cut inside their image tokens
    # (the card's own command this time)
    card_argv = [a.replace("$DS", str(ds)).replace("Qwen/Qwen2.5-VL-7B-Instruct", str(tiny)) for a in on_card[1][2:]]
    rows, module, (template, *_) = _llamafactory_rows(card_argv, monkeypatch, cutoff_len="2048", max_samples="12")
    cut = _uncut(rows["train_dataset"], module, template, lines_train[:12], 2048)
    assert not all(cut)


# ---------------------------------------------------------------- the other README excerpts on the version
def test_readme_eval_and_pin_excerpts_run_on_the_version(demo: dict[str, Any], monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    from cuaflow.flows.cli import main
    from cuaflow.schemas.toolcall import ToolCall

    ds, out = demo["ds"], demo["out"]
    # `cuaflow eval`, from the output root as the README writes it, optional flags included, on the ground truth
    (line,) = [x for x in excerpt(EXPORT_README, "", "cuaflow eval").splitlines() if x.startswith("cuaflow eval")]
    argv = line.replace("[", "").replace("]", "").replace(EXAMPLE.removeprefix("/data/cuaflow/"), f"datasets/{ds.name}")
    monkeypatch.chdir(out)
    cases = json.loads((ds / "test" / "test.json").read_text())
    Path("predictions.jsonl").write_text("".join(json.dumps(
        {"test_id": c["test_id"], "prediction": ToolCall.model_validate(c["expected_action"]).to_turn()}) + "\n"
        for c in cases))
    assert main(command(argv)[0][1:]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["n"] == len(cases) == demo["info"].test_cases and report["step_accuracy"] == 1.0
    assert (out / "report").is_dir()
    # the top README's line (the latest version of an output root), every way the evaluation README names a version
    (top,) = [c for c in command(excerpt(REPO / "README.md", "bash", "cuaflow eval")) if c[1:3] == ["eval", "--output"]]
    assert main([a.replace("<URL>", str(out)) for a in top[1:]]) == 0
    shown = capsys.readouterr().out
    assert f"{ds.name}: step accuracy 1.0000" in shown and f"({len(cases)}/{len(cases)})" in shown
    usage = excerpt(REPO / "tasks" / "evaluation" / "README.md", "", "cuaflow predict")
    assert "<folder | version | hash | latest>" in usage and "--baseline centre|repeat|ground-truth" in usage
    for k, named in enumerate((str(ds), ds.name, ds.name.rsplit("-", 1)[1], "latest")):
        made = f"p{k}.jsonl"
        assert main(["predict", "--dataset", named, "--output", str(out), "--baseline", "ground-truth", "--out",
                     made]) == 0
        assert main(["eval", "--dataset", named, "--output", str(out), "--predictions", made, "--json"]) == 0
        assert json.loads(capsys.readouterr().out.splitlines()[-1])["step_accuracy"] == 1.0
    # pinning the version while a reader trains on it
    code = excerpt(EXPORT_README, "python", "pinned(").replace("/data/cuaflow", str(out))
    seen: list[tuple[str, list[str]]] = []
    exec(code, {"train": lambda path: seen.append((path, sorted(p.name for p in (out / "datasets" / ".pins")
                                                                 .iterdir())))})
    ((path, pins),) = seen
    assert path == str(ds) and pins == [f"{ds.name}--train-run-17.json"]
    assert not list((out / "datasets" / ".pins").iterdir())


# ---------------------------------------------------------------- an export in the target model's dialect
def _point(answer: str) -> list[int] | None:
    call = json.loads(answer.split("<tool_call>\n", 1)[1].split("\n</tool_call>", 1)[0])
    return call["arguments"].get("coordinate")


def _in_size(point: list[int], ru: list[int], size: tuple[int, int]) -> bool:
    """The point is the RU point written in pixels of `size` (to the nearest pixel)."""
    return all(abs(p - r * s / 1000) <= 0.5 + 1e-9 for p, r, s in zip(point, ru, size, strict=True))


def test_a_qwen25_export_labels_the_points_of_the_image_its_trainer_makes(
        demo: dict[str, Any], tiny: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same samples exported in the `qwen25` dialect, read by LLaMA-Factory with the shipped yaml and by TRL's
    collator with the card's processor settings: each label's point is the RU answer in pixels of the image size
    that trainer's processor produced (LLaMA-Factory 560x364, TRL 560x336 from the demo's 960x600 frames), and the
    system turn states that size."""
    importable_llamafactory(monkeypatch)
    base = demo_config()
    cfg = base.model_copy(update={"output": base.output.model_copy(update={
        "dialect": "qwen25", "formats": ["llamafactory", "hf"]})})
    latest = demo["out"] / "datasets" / "LATEST"
    before = latest.read_text()
    try:  # another version of the same output root; `latest` stays the fixture's
        ds = Path(build_dataset(RunContext(source_url=str(demo["src"]), output_url=str(demo["out"]),
                                           dataset=cfg)).path)
    finally:
        latest.write_text(before)
    assert json.loads((ds / "config.json").read_text())["dataset"]["output"]["dialect"] == "qwen25"
    assert "## Coordinate dialect: qwen25" in (ds / "README.md").read_text()
    ru = sharegpt(demo["ds"])
    (_, (_, _, *argv)) = command(excerpt(EXPORT_README, "bash", "llamafactory-cli"))
    monkeypatch.chdir(tmp_path)
    argv = [a.replace("$DS", str(ds)).replace("Qwen/Qwen2.5-VL-7B-Instruct", str(tiny)) for a in argv]
    train_lines = lines(ds / "sharegpt" / "train.jsonl")
    first_large = next(k for k, line in enumerate(train_lines) if Image.open(ds / line["images"][-1]).size[0] > 900)
    rows, module, (template, *_) = _llamafactory_rows(argv, monkeypatch, max_samples=str(first_large + 8))
    tok, processor = module["tokenizer"], module["processor"]
    seen = set()
    for row, line in zip(rows["train_dataset"], train_lines, strict=False):
        grid = template.mm_plugin._get_mm_inputs(row["images"], [], [], processor)["image_grid_thw"]
        size = (int(grid[-1][2]) * 14, int(grid[-1][1]) * 14)
        answer = tok.decode([t for t, lab in zip(row["input_ids"], row["labels"], strict=True) if lab != -100])
        expected = _point(ru[line["id"]]["messages"][-1]["content"])
        if expected is not None:
            assert _in_size(_point(answer) or [], expected, size), (line["id"], size)
            assert f"The screen's resolution is {size[0]}x{size[1]}." in tok.decode(row["input_ids"])
            seen.add(size)
    assert (560, 364) in seen  # the 960x600 frames (480x300 ones stay 476x308)
    card = excerpt(ds / "README.md", "python", "SFTTrainer")
    scope: dict[str, Any] = {}
    exec(card.replace('"<this folder>"', repr(str(ds))).replace('"Qwen/Qwen2.5-VL-3B-Instruct"', repr(str(tiny)))
         .replace("SFTConfig(", "SFTConfig(use_cpu=True, report_to=[], ").replace("trainer.train()", ""), scope)
    trainer, seen = scope["trainer"], set()
    train = datasets.load_dataset(str(ds), split="train")
    by_size: dict[tuple[int, ...], list[int]] = {}  # a few rows of each stored size (no image decoded to pick them)
    for k, sizes in enumerate(train.select_columns(["image_sizes"])["image_sizes"]):
        by_size.setdefault(tuple(sizes[-1]), []).append(k)
    for row in train.select([k for ks in by_size.values() for k in ks[:8]]):
        batch = trainer.data_collator([dict(row)])
        ids, labels = batch["input_ids"][0].tolist(), batch["labels"][0].tolist()
        size = (int(batch["image_grid_thw"][-1][2]) * 14, int(batch["image_grid_thw"][-1][1]) * 14)
        expected = _point(ru[row["id"]]["messages"][-1]["content"])
        if expected is not None:
            answer = trainer.processing_class.tokenizer.decode([t for t, lab in zip(ids, labels, strict=True)
                                                                if lab != -100])
            assert _in_size(_point(answer) or [], expected, size), (row["id"], size)
            seen.add(size)
    assert (560, 336) in seen


# ---------------------------------------------------------------- annotated reasoning in the answers
def test_annotated_thoughts_reach_the_answer_tokens(demo: dict[str, Any], tiny: Path, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A model's annotations (the fake server of tests/fakemodel.py) in a version with `reasoning.answer`: `cudag
    validate` still accepts it (the thought in metadata), `datasets` loads it, and LLaMA-Factory's loader puts the
    observation and thought inside the labels, before the call."""
    from fakemodel import FakeModel, Reply

    from cuaflow.connectors.storage import open_root
    from cuaflow.schemas.quality import AnnotateSettings
    from cuaflow.tasks.run.committed import committed_dates
    from cuaflow.tasks.samples.annotate import annotate_day

    def answer(request: dict[str, Any], n: int) -> Reply:
        if "Step " in request["messages"][-1]["content"][0]["text"]:
            return Reply(content=json.dumps({"observation": f"a form, request {n}", "thought": "the field is next",
                                             "action": "click the field"}))
        return Reply(content='{"done": true, "efficiency": "efficient"}')

    root = open_root(str(demo["out"]))
    with FakeModel(answer) as fake:
        for day in committed_dates(root):
            annotate_day(root, day, AnnotateSettings(endpoint=fake.url, model="fake-vlm"))
    cfg = demo_config(reasoning={"answer": ["observation", "thought"]})
    cfg = cfg.model_copy(update={"output": cfg.output.model_copy(update={"formats": ["cudag", "llamafactory",
                                                                                    "hf"]})})
    info = build_dataset(RunContext(source_url=str(demo["out"]), output_url=str(demo["out"]), dataset=cfg))
    ds = Path(info.path)
    assert info.annotations and info.annotations["answers_with_reasoning"] > 0
    assert [str(e) for e in validate_dataset(ds)] == []
    assert all(ln["metadata"]["thought"] == "the field is next" for ln in lines(ds / "train.jsonl")
               if ln["metadata"]["family"] == "action")
    train = datasets.load_dataset(str(ds), split="train")
    answers = [r["completion"][0]["content"][0]["text"] for r in train if r["family"] != "grounding"]
    assert answers and all(a.startswith("Observation: a form") and "\nThought: the field is next\n<tool_call>" in a
                           for a in answers)
    importable_llamafactory(monkeypatch)
    (_, (_, _, *argv)) = command(excerpt(EXPORT_README, "bash", "llamafactory-cli"))
    monkeypatch.chdir(tmp_path)
    argv = [a.replace("$DS", str(ds)).replace("Qwen/Qwen2.5-VL-7B-Instruct", str(tiny)) for a in argv]
    rows, module, (template, data_args, *_) = _llamafactory_rows(argv, monkeypatch, max_samples="8")
    reference = lines(ds / "sharegpt" / "train.jsonl")[:8]
    assert any(ln["messages"][-1]["content"].startswith("Observation: ") for ln in reference)
    assert all(_uncut(rows["train_dataset"], module, template, reference, data_args.cutoff_len))
