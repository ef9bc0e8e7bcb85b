"""The card's sections on training with the folder: the image-token budget and the trainer settings it asks for,
the coordinate dialect of the trainer formats, and the TRL and LLaMA-Factory excerpts with the folder's numbers."""

from __future__ import annotations

from cuaflow.schemas.dataset import ImageBudget
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.tasks import dialects
from cuaflow.tasks.export.llamafactory import TRAIN_YAML, llamafactory_command


def budget_section(b: ImageBudget | None, formats: list[str], name_prefix: str, version: str) -> str:
    if not b:
        return ""
    over = ", ".join(b.over_budget_ids) + (" …" if b.over_budget > len(b.over_budget_ids) else "")
    w, h = b.largest_image
    f = b.patch_size * b.merge_size
    fit = "(none: the text alone is over the budget)" if b.image_max_pixels_within_budget is None \
        else b.image_max_pixels_within_budget
    stored = "are stored resized to that size in the hf/webdataset shards" if b.resized else \
        "are stored at their native size"
    return f"""
## Training budget (image tokens)

Counted for Qwen2-VL-style models (smart resize to multiples of {f} px, one token per {f}×{f} px, plus 2 per
image); text as an upper bound (UTF-8 bytes of what the chat template writes). Images {stored};
coordinates are relative (0-1000), so a resize needs no change to them.

- TRL: **max_length ≥ {b.max_length_needed}** with the processor at **min_pixels = {b.min_pixels}, max_pixels =
  {b.max_pixels}** (TRL's default max_length, 1024, cuts long samples answer first).
- LLaMA-Factory: **cutoff_len ≥ {b.cutoff_len_needed}** at **image_max_pixels = {b.max_pixels}** (it scales each image
  itself before the processor rounds it, which can land above image_max_pixels; longest sample
  `{b.longest_sample}`). Every sample fits a cutoff_len of {b.token_budget} at image_max_pixels ≤ {fit}.
- Largest image: {w}×{h} ({b.image_max_pixels_native} pixels; max_pixels at or above this keeps it native).
- Samples over the token budget of {b.token_budget} (TRL's count): {b.over_budget} {f"({over})" if over else ""}
{_over_budget_advice(b, fit) if b.over_budget else ""}""" + trainer_excerpts(b, formats, name_prefix, version)


def _over_budget_advice(b: ImageBudget, fit: object) -> str:
    return (f"""  A trainer at a {b.token_budget}-token limit would cut them (answer first): train with the max_length /
  cutoff_len above (what the excerpts below and `llamafactory_train.yaml` set), or keep the limit and lower
  image_max_pixels to {fit}, or set `output.image_budget` to the limit your trainer has and build again.
""")


def dialect_section(cfg: DatasetConfig) -> str:
    """What space the trainer formats' coordinates are in, when it is not RU (tasks/export/dialect.py)."""
    out = cfg.output
    if out.dialect == "ru":
        return ""
    spec, b = dialects.get(out.dialect), out.image_budget
    p = dialects.resolved(spec, out.dialect_params)
    params = ", ".join(f"{k} {v}" for k, v in p.items()) or "none"
    sizes = ""
    if spec.resize == "smart":
        sizes = (f" LLaMA-Factory feeds the model its own scaling to image_max_pixels = {b.max_pixels} (sides "
                 f"truncated) then the processor's smart resize (factor {p['factor']}, min_pixels {p['min_pixels']}, "
                 f"max_pixels {p['max_pixels']}); TRL the processor at min_pixels = {b.min_pixels}, max_pixels = "
                 f"{b.max_pixels} (factor {p['factor']}). Train with those settings, or the points miss.")
    return f"""
## Coordinate dialect: {spec.name}

The trainer formats (llamafactory, hf, webdataset) speak `{spec.name}` ({spec.family}; parameters: {params}):
every answer's point, the history lines' points and the system turn's sentence about coordinates (with the screen
size, where the family's agent states it) are in that model's space at the image size its trainer feeds it.{sizes}
`cudag`, `test/test.json`, `trajectories.jsonl` and `sharegpt/test.jsonl` stay in RU (0-1000): `cuaflow eval`
scores against them, and `cuaflow predict --dialect {spec.name}` asks the model in its own space. Source: {spec.source}.
"""


def trainer_excerpts(b: ImageBudget, formats: list[str], name_prefix: str, version: str) -> str:
    """How to train on this folder with its numbers: TRL on the `hf` rows (`prompt`/`completion` with the
    screenshots in place, `images`: the loss is on the completion only), LLaMA-Factory on `llamafactory_train.yaml`."""
    out = ""
    if "hf" in formats:
        out += f"""
TRL (`SFTTrainer` on the `hf` rows, every family; the loss is on the completion, the assistant turn, only):

```python
from datasets import load_dataset
from transformers import AutoModelForImageTextToText, AutoProcessor
from trl import SFTConfig, SFTTrainer

model_id = "Qwen/Qwen2.5-VL-3B-Instruct"
processor = AutoProcessor.from_pretrained(model_id, min_pixels={b.min_pixels}, max_pixels={b.max_pixels})
trainer = SFTTrainer(model=AutoModelForImageTextToText.from_pretrained(model_id), processing_class=processor,
                     train_dataset=load_dataset("<this folder>")["train"],
                     args=SFTConfig(output_dir="runs/{name_prefix}", max_length={b.max_length_needed}))
trainer.train()
```
"""
    if "llamafactory" in formats:
        out += f"""
LLaMA-Factory (`{TRAIN_YAML}`, beside `dataset_info.json`, holds these settings): {llamafactory_command(version)}
"""
    return out
