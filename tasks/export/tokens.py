"""Image budgets: how many tokens a sample costs a Qwen2-VL-style trainer, so `max_length` (TRL) and `cutoff_len`
(LLaMA-Factory) can be set instead of samples being cut: LLaMA-Factory truncates at `cutoff_len` without a warning
and a cut through the image tokens crashes its collator; TRL's default `max_length` (1024) cuts the answer first.

- Image tokens, as each trainer resizes: one token per merged patch, h' * w' / (patch * merge)^2, plus
  <|vision_start|> and <|vision_end|>.
  - TRL (any trainer that hands the images to the processor): Qwen2-VL's smart resize with the processor's
    `min_pixels`/`max_pixels` set to `output.image_budget` (each side rounded to a multiple of patch * merge,
    the area brought within the bounds). The hf columns count this way.
  - LLaMA-Factory: it first scales the image itself to `image_max_pixels`/`image_min_pixels` (sides truncated to
    whole pixels, at least 28), then the model's processor smart-resizes with its own bounds (Qwen2-VL's
    `preprocessor_config.json`). Rounding can then land above `image_max_pixels`: 1280x800 at 589824 pixels
    becomes 980x616 (770 tokens) where the processor alone makes 952x588 (714).
- Text tokens: an upper bound, the UTF-8 bytes of the text Qwen2-VL's chat template writes (a byte-level BPE
  never makes more tokens than bytes; its special tokens count one each): per turn <|im_start|>role\\n … <|im_end|>\\n,
  the user turn with its labels around the screenshots, the template's default system turn when a sample has none.
  No tokenizer is needed; the bound is conservative.

Per sample (hf/webdataset rows): `image_tokens`, `text_tokens_max`, `tokens_max` = their sum (TRL's count) and
`over_budget` (tokens_max > `output.image_budget.token_budget`). Per dataset (`summary["image_budget"]`, the card,
`llamafactory_train.yaml`, the run summary): the `max_length` (TRL) and `cutoff_len` (LLaMA-Factory) the longest
sample needs, the largest image, the samples over the budget and the `image_max_pixels` at which every sample fits
the budget in LLaMA-Factory."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cuaflow.schemas.dataset_config import ImageBudgetSpec
from cuaflow.schemas.samples import IMAGE, user_content
from cuaflow.tasks.dialects import resize
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.writer import DatasetWriter

IMAGE_OVERHEAD = 2  # <|vision_start|> and <|vision_end|> around each image's tokens
LISTED = 20  # over-budget sample ids named in the summary and the card
# Qwen2-VL's chat template (and LLaMA-Factory's qwen2_vl template) add this system turn to a sample without one.
DEFAULT_SYSTEM = "You are a helpful assistant."
# The model processor's own bounds (Qwen2-VL and Qwen2.5-VL `preprocessor_config.json`), which LLaMA-Factory keeps.
MODEL_MIN_PIXELS, MODEL_MAX_PIXELS = 56 * 56, 28 * 28 * 16384

ImageTokens = Callable[[int, int, ImageBudgetSpec], int]


def smart_resize(width: int, height: int, spec: ImageBudgetSpec) -> tuple[int, int]:
    """The (width, height) a Qwen2-VL processor with the spec's bounds feeds the vision tower."""
    return resize.smart_resize(width, height, spec.patch_size * spec.merge_size, spec.min_pixels, spec.max_pixels)


def image_tokens(width: int, height: int, spec: ImageBudgetSpec) -> int:
    """An image's tokens from a processor whose min/max pixels are the spec's (TRL), markers excluded."""
    w, h = smart_resize(width, height, spec)
    return (w * h) // (spec.patch_size * spec.merge_size) ** 2


def llamafactory_size(width: int, height: int, spec: ImageBudgetSpec) -> tuple[int, int]:
    """The size LLaMA-Factory hands the model's processor: its own scaling to `image_max_pixels` (the spec's
    `max_pixels`) or up to `image_min_pixels`, each side truncated (`mm_plugin._preprocess_image`)."""
    return resize.llamafactory_size(width, height, spec.max_pixels, spec.min_pixels)


def llamafactory_image_tokens(width: int, height: int, spec: ImageBudgetSpec) -> int:
    """An image's tokens in LLaMA-Factory: its scaling, then the model processor's smart resize."""
    model = spec.model_copy(update={"min_pixels": MODEL_MIN_PIXELS, "max_pixels": MODEL_MAX_PIXELS})
    return image_tokens(*llamafactory_size(width, height, spec), model)


def _turn(role: str, text: str) -> int:
    """<|im_start|>{role}\\n{text}<|im_end|>\\n: two special tokens and the bytes of the rest."""
    return 2 + len(f"{role}\n{text}\n".encode())


def text_tokens_max(row: dict[str, Any], n_images: int) -> int:
    """An upper bound of the text tokens of a samples-table row with `n_images` screenshots, as the chat
    template writes it; the screenshots' own tokens are counted apart."""
    from cuaflow.tasks.export.dialect import answer

    user = user_content(row["prompt"], n_images).replace(IMAGE, "")
    return (_turn("system", row["system"] or DEFAULT_SYSTEM) + _turn("user", user)
            + _turn("assistant", answer(row)))


def sample_budget(row: dict[str, Any], sizes: list[tuple[int, int]], spec: ImageBudgetSpec) -> dict[str, Any]:
    """A samples-table row's budget as TRL counts it; `sizes` are its images' (width, height), history first."""
    img = sum(image_tokens(w, h, spec) + IMAGE_OVERHEAD for w, h in sizes)
    text = text_tokens_max(row, len(sizes))
    return {"image_tokens": img, "text_tokens_max": text, "tokens_max": img + text,
            "over_budget": img + text > spec.token_budget}


def row_sizes(row: dict[str, Any]) -> list[tuple[int, int]]:
    """The native size of each image of a sample: one screen per recording, so the metadata's size serves the
    history screenshots too."""
    w, h = (row["metadata"].get("image_size") or [0, 0])
    return [(int(w), int(h))] * len(row["images"])


def needed(sizes: tuple[tuple[int, int], ...], text: int, spec: ImageBudgetSpec, count: ImageTokens) -> int:
    return sum(count(w, h, spec) + IMAGE_OVERHEAD for w, h in sizes) + text


def max_pixels_within(needs: dict[tuple[tuple[int, int], ...], int], spec: ImageBudgetSpec,
                      count: ImageTokens = image_tokens) -> int | None:
    """The largest `max_pixels` at which every sample fits `token_budget` (`needs`: the longest text of each
    combination of image sizes; `count`: how the trainer counts an image); None when even `min_pixels` does not
    fit. Tokens grow with `max_pixels` (up to rounding): a bisection over the pixel count, whose answer always
    fits."""

    def fits(p: int) -> bool:
        s = spec.model_copy(update={"max_pixels": p})
        return all(needed(sizes, text, s, count) <= spec.token_budget for sizes, text in needs.items())

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
    from cuaflow.tasks.export.dialect import render_row

    rows = [render_row(sel.cfg, r, "llamafactory") for r in sel.train_val + sel.test_split + sel.held_out]
    texts = {r["id"]: (tuple(row_sizes(r)), text_tokens_max(r, len(r["images"]))) for r in rows}
    needs: dict[tuple[tuple[int, int], ...], int] = {}  # the longest text of each combination of image sizes
    for sizes, text in texts.values():
        needs[sizes] = max(needs.get(sizes, 0), text)
    trl = {i: needed(sizes, text, spec, image_tokens) for i, (sizes, text) in texts.items()}
    lf = {i: needed(sizes, text, spec, llamafactory_image_tokens) for i, (sizes, text) in texts.items()}
    over = [i for i, n in trl.items() if n > spec.token_budget]
    longest = max(lf, key=lambda i: (lf[i], trl[i]), default=None)
    largest = max((s for sizes in needs for s in sizes), key=lambda s: s[0] * s[1], default=(0, 0))
    w.summary["image_budget"] = {
        "max_pixels": spec.max_pixels, "min_pixels": spec.min_pixels, "patch_size": spec.patch_size,
        "merge_size": spec.merge_size, "token_budget": spec.token_budget, "resized": spec.resize,
        "cutoff_len_needed": max(lf.values(), default=0), "max_length_needed": max(trl.values(), default=0),
        "longest_sample": longest,
        "image_tokens_max": max((needed(s, 0, spec, image_tokens) for s in needs), default=0),
        "largest_image": list(largest), "image_max_pixels_native": largest[0] * largest[1],
        "over_budget": len(over), "over_budget_ids": over[:LISTED],
        "image_max_pixels_within_budget": max_pixels_within(needs, spec, llamafactory_image_tokens)}


__all__ = ["image_tokens", "llamafactory_image_tokens", "llamafactory_size", "max_pixels_within", "render",
           "row_sizes", "sample_budget", "smart_resize", "text_tokens_max"]
