"""Image budgets: how many tokens a sample costs a Qwen2-VL-style trainer, so `cutoff_len` can be set instead of
samples being cut inside their image tokens without a warning (LLaMA-Factory truncates at `cutoff_len`; a cut
through the image tokens crashes its collator).

- Image tokens: Qwen2-VL's smart resize (each side rounded to a multiple of `patch_size * merge_size`, the area
  brought within [`min_pixels`, `max_pixels`]), then one token per merged patch: h' * w' / (patch * merge)^2.
- Text tokens: an upper bound, the UTF-8 bytes of every turn plus a few template tokens per turn (a byte-level
  BPE tokenizer never makes more tokens than bytes). No tokenizer is needed; the bound is conservative.

Per sample: `image_tokens`, `text_tokens_max`, `tokens_max` = their sum and `over_budget` (tokens_max >
`output.image_budget.token_budget`). Per dataset (`summary["image_budget"]`, the card): the `cutoff_len` the
longest sample needs at the configured `max_pixels`, the largest image, and the samples over the budget."""

from __future__ import annotations

import math
from typing import Any

from cuaflow.schemas.dataset_config import ImageBudgetSpec
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.writer import DatasetWriter

TURN_OVERHEAD = 8  # role markers and separators a chat template adds per turn (Qwen2-VL: <|im_start|>role\n…)
IMAGE_OVERHEAD = 2  # <|vision_start|> and <|vision_end|> around each image's tokens
LISTED = 20  # over-budget sample ids named in the summary and the card


def smart_resize(width: int, height: int, spec: ImageBudgetSpec) -> tuple[int, int]:
    """The (width, height) a Qwen2-VL processor feeds the vision tower (transformers' `smart_resize`)."""
    factor = spec.patch_size * spec.merge_size
    h = max(factor, round(height / factor) * factor)
    w = max(factor, round(width / factor) * factor)
    if h * w > spec.max_pixels:
        beta = math.sqrt(height * width / spec.max_pixels)
        h = max(factor, math.floor(height / beta / factor) * factor)
        w = max(factor, math.floor(width / beta / factor) * factor)
    elif h * w < spec.min_pixels:
        beta = math.sqrt(spec.min_pixels / (height * width))
        h = math.ceil(height * beta / factor) * factor
        w = math.ceil(width * beta / factor) * factor
    return w, h


def image_tokens(width: int, height: int, spec: ImageBudgetSpec) -> int:
    w, h = smart_resize(width, height, spec)
    return (w * h) // (spec.patch_size * spec.merge_size) ** 2


def text_tokens_max(turns: list[str]) -> int:
    return sum(len(t.encode()) + TURN_OVERHEAD for t in turns)


def sample_budget(row: dict[str, Any], sizes: list[tuple[int, int]], spec: ImageBudgetSpec) -> dict[str, Any]:
    """A samples-table row's budget; `sizes` are its images' (width, height), history first."""
    from cuaflow.tasks.samples import gpt_turn

    turns = [row["system"] or "", row["prompt"], gpt_turn(row["tool_call"], row["thought"])]
    img = sum(image_tokens(w, h, spec) + IMAGE_OVERHEAD for w, h in sizes)
    text = text_tokens_max(turns)
    return {"image_tokens": img, "text_tokens_max": text, "tokens_max": img + text,
            "over_budget": img + text > spec.token_budget}


def row_sizes(row: dict[str, Any]) -> list[tuple[int, int]]:
    """The native size of each image of a sample: one screen per recording, so the metadata's size serves the
    history screenshots too."""
    w, h = (row["metadata"].get("image_size") or [0, 0])
    return [(int(w), int(h))] * len(row["images"])


def max_pixels_within(needs: dict[tuple[tuple[int, int], ...], int], spec: ImageBudgetSpec) -> int | None:
    """The largest `max_pixels` at which every sample fits `token_budget` (`needs`: the longest text of each
    combination of image sizes); None when even `min_pixels` does not fit. Tokens grow with `max_pixels`:
    a bisection over the pixel count."""

    def fits(p: int) -> bool:
        s = spec.model_copy(update={"max_pixels": p})
        return all(sum(image_tokens(w, h, s) + IMAGE_OVERHEAD for w, h in sizes) + text <= spec.token_budget
                   for sizes, text in needs.items())

    lo, hi = spec.min_pixels, max((w * h for sizes in needs for w, h in sizes), default=spec.min_pixels)
    if not fits(lo):
        return None
    if fits(hi):
        return hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return lo


def render(sel: Selection, w: DatasetWriter) -> None:
    """The dataset's budget figures (summary and card), over every sample a trainer format holds."""
    spec = sel.cfg.output.image_budget
    rows = sel.train_val + sel.test_split + sel.held_out
    budgets = [(r["id"], row_sizes(r), sample_budget(r, row_sizes(r), spec)) for r in rows]
    over = [i for i, _, b in budgets if b["over_budget"]]
    needs: dict[tuple[tuple[int, int], ...], int] = {}
    for _, sizes, b in budgets:
        needs[tuple(sizes)] = max(needs.get(tuple(sizes), 0), b["text_tokens_max"])
    longest = max(budgets, key=lambda t: t[2]["tokens_max"], default=None)
    largest = max((s for _, sizes, _ in budgets for s in sizes), key=lambda s: s[0] * s[1], default=(0, 0))
    w.summary["image_budget"] = {
        "max_pixels": spec.max_pixels, "min_pixels": spec.min_pixels, "patch_size": spec.patch_size,
        "merge_size": spec.merge_size, "token_budget": spec.token_budget, "resized": spec.resize,
        "cutoff_len_needed": longest[2]["tokens_max"] if longest else 0,
        "longest_sample": longest[0] if longest else None,
        "image_tokens_max": max((b["image_tokens"] for _, _, b in budgets), default=0),
        "largest_image": list(largest), "image_max_pixels_native": largest[0] * largest[1],
        "over_budget": len(over), "over_budget_ids": over[:LISTED],
        "image_max_pixels_within_budget": max_pixels_within(needs, spec)}


__all__ = ["image_tokens", "max_pixels_within", "render", "row_sizes", "sample_budget", "smart_resize",
           "text_tokens_max"]
