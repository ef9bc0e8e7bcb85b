"""LLaMA-Factory's multimodal ShareGPT form: `sharegpt/<split>.jsonl`, the `dataset_info.json` that registers
them and `llamafactory_train.yaml` (the `cutoff_len` and `image_max_pixels` this version needs: `tokens.py`), each
line a validated `LlamaFactorySample` (schemas/samples.py).

    {"id": …, "messages": [{"role": "system" | "user" | "assistant", "content": …}], "images": [...]}

One `<image>` placeholder per entry of `images`, in order: the previous `history_images` screenshots (oldest
first, under `images/history/`) then the current one. The assistant turn (the only one a trainer puts a loss on)
is the optional `Thought:` line and the tool call. Image paths are relative to the dataset folder, which holds
`dataset_info.json`: LLaMA-Factory's `dataset_dir` (and default `media_dir`) is that folder. A pointer sample's
line adds `target` (RU `bbox`, role, name, source) when its element is known; LLaMA-Factory reads only the columns
`dataset_info.json` maps."""

from __future__ import annotations

import json
import posixpath
from typing import Any

from cuaflow.schemas.samples import IMAGE, LlamaFactorySample, case_id, user_content
from cuaflow.tasks.export.dialect import answer, render_row
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.trajectories import target_json
from cuaflow.tasks.export.writer import DatasetWriter, jsonl

TRAIN_YAML = "llamafactory_train.yaml"  # beside dataset_info.json: the settings this version needs
TAGS = {"role_tag": "role", "content_tag": "content", "user_tag": "user", "assistant_tag": "assistant",
        "system_tag": "system"}


def user_blocks(prompt: str, n_images: int) -> list[dict[str, str | None]]:
    """The same turn as chat content blocks: its text, and an image block where each placeholder stands, so a chat
    template puts every screenshot where the turn names it (TRL's conversational rows, `tasks/export/embedded.py`)."""
    blocks: list[dict[str, str | None]] = []
    for i, text in enumerate(user_content(prompt, n_images).split(IMAGE)):
        blocks += [{"type": "image", "text": None}] if i else []
        blocks += [{"type": "text", "text": text}] if text else []
    return blocks


def image_paths(row: dict[str, Any], ext: str) -> list[tuple[str, str]]:
    """(frame, path in the dataset) of a sample's images, in the order of its `<image>` placeholders: the
    history screenshots (oldest first) then the current one."""
    history = [(f, f"images/history/{f.split('/')[-2]}_{posixpath.basename(f)}") for f in row["images"][:-1]]
    return [*history, (row["image"], f"images/{row['id']}.{ext}")]


def sample(row: dict[str, Any], images: list[str]) -> LlamaFactorySample:
    messages = [{"role": "system", "content": row["system"]}] if row["system"] else []
    messages += [{"role": "user", "content": user_content(row["prompt"], len(images))},
                 {"role": "assistant", "content": answer(row)}]
    target = row.get("target")
    extra = {"target": target_json(target, row.get("target_start"))} if target and target["box_ru"] else {}
    rid = case_id(row["id"]) if row["split"] == "test" else row["id"]  # a test line is named as eval names it
    return LlamaFactorySample.model_validate({"id": rid, "messages": messages, "images": images, **extra})


def dataset_info(name: str, files: dict[str, str]) -> dict[str, Any]:
    """One entry per split file, `<name_prefix>_<split>`; `file_name` relative to the dataset folder."""
    entry = {"formatting": "sharegpt", "columns": {"messages": "messages", "images": "images"}, "tags": TAGS}
    return {f"{name}_{split}": {"file_name": path, **entry} for split, path in files.items()}


def train_command(version: str) -> list[str]:
    """The shell lines that train on a version with `TRAIN_YAML`, from any working folder: `DS` names the version
    (its `dataset_dir` too, which image paths are relative to), and the model goes to `saves/` under the working
    folder, never into the version (retention deletes versions, and a version's files are its manifest's)."""
    return [f"DS=/path/to/datasets/{version}   # this version's folder",
            f"llamafactory-cli train $DS/{TRAIN_YAML} dataset_dir=$DS \\",
            "  model_name_or_path=Qwen/Qwen2.5-VL-7B-Instruct stage=sft do_train=true finetuning_type=lora \\",
            f"  output_dir=saves/{version}"]


def llamafactory_command(version: str) -> str:
    """`train_command` as the card shows it."""
    return ("run it from a working folder of your own (the trained model goes to its `saves/`, never into this "
            "version, which retention deletes); `DS` is this folder:\n\n```bash\n" + "\n".join(train_command(version))
            + "\n```\n")


def training_yaml(name: str, version: str, has_val: bool, budget: dict[str, Any]) -> str:
    """The training settings this folder needs beside LLaMA-Factory's defaults (`TRAIN_YAML`): the datasets, the
    template the token counts assume, and the `cutoff_len` / `image_max_pixels` at which no sample is cut
    (`tokens.py`; its default `cutoff_len` 2048 cuts long multi-image samples through their image tokens)."""
    fit = budget["image_max_pixels_within_budget"]
    alt = (f"with image_max_pixels: {fit} every sample fits cutoff_len: {budget['token_budget']} instead" if fit
           else f"no image_max_pixels makes every sample fit cutoff_len: {budget['token_budget']}")
    command = "".join(f"#   {line}\n" for line in train_command(version))
    head = f"""# LLaMA-Factory settings of this dataset version: merge them into a training config (dataset_dir: this
# folder), or run them from a working folder of your own (the model goes to its saves/, never in here):
{command}# Tokens are counted for Qwen2-VL-style models (template qwen2_vl): cutoff_len is what the longest sample
# needs at image_max_pixels, so no sample is cut ({alt}).
"""
    keys: dict[str, Any] = {"dataset_dir": ".", "dataset": f"{name}_train"}
    keys |= {"eval_dataset": f"{name}_val"} if has_val else {}
    keys |= {"template": "qwen2_vl", "cutoff_len": max(1, budget["cutoff_len_needed"]),
             "image_max_pixels": budget["max_pixels"], "image_min_pixels": budget["min_pixels"]}
    return head + "".join(f"{k}: {v}\n" for k, v in keys.items())


def render(sel: Selection, w: DatasetWriter) -> None:
    ext = sel.cfg.output.image_format

    lines: dict[str, list[dict[str, Any]]] = {"train": [], "val": [], "test": [], "held_out": []}
    for row in sel.train_val + sel.test_split + sel.held_out:
        pairs = image_paths(row, ext)
        if row["split"] != "test":  # the test lines stay RU: `predict` asks them in any dialect it is given
            row = render_row(sel.cfg, row, "llamafactory")
        for frame, rel in pairs:
            if not w.has(rel):  # a frame in several samples' histories is copied once
                w.copy(rel, frame)
            w.reference(f"sharegpt/{row['split']}.jsonl", rel)
        lines[row["split"]].append(sample(row, [rel for _, rel in pairs]).model_dump(mode="json", exclude_none=True))
    files = {split: f"sharegpt/{split}.jsonl" for split in lines if split != "held_out" or sel.cfg.held_out.enabled}
    for split, rel in files.items():
        w.put(rel, jsonl(lines[split]))
    w.put("dataset_info.json", (json.dumps(dataset_info(sel.cfg.name_prefix, files), indent=2) + "\n").encode())
    w.put(TRAIN_YAML, training_yaml(sel.cfg.name_prefix, sel.name, bool(lines["val"]),
                                    w.summary["image_budget"]).encode())
    w.summary["llamafactory"] = {split: len(rows) for split, rows in lines.items() if split in files}


__all__ = ["TRAIN_YAML", "dataset_info", "image_paths", "llamafactory_command", "render", "sample", "train_command",
           "training_yaml", "user_blocks", "user_content"]
