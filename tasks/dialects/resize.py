"""The resizes a model family's pipeline applies to a screenshot before the model sees it (sizes only: the pixels
are resized by PIL where an image is actually sent or stored)."""

from __future__ import annotations

import math

LLAMAFACTORY_MIN_SIDE = 28  # LLaMA-Factory's Qwen2-VL plugin widens a thinner image to 28 px
# Anthropic's reference harness (anthropic-quickstarts computer_use_demo/tools/computer.py, MAX_SCALING_TARGETS),
# in its order: the first whose aspect is within ASPECT_SLACK of the screen's wins, and is used when smaller.
XGA_TARGETS: tuple[tuple[int, int], ...] = ((1024, 768), (1280, 800), (1366, 768))
ASPECT_SLACK = 0.02


def smart_resize(width: int, height: int, factor: int, min_pixels: int, max_pixels: int) -> tuple[int, int]:
    """(width, height) after Qwen2-VL's smart resize (transformers `image_processing_qwen2_vl.smart_resize`):
    each side rounded to a multiple of `factor` (Python's round: half to even), then, when the area leaves
    [min_pixels, max_pixels], both sides scaled by the same beta and floored (too big) or ceiled (too small)."""
    h = max(factor, round(height / factor) * factor)
    w = max(factor, round(width / factor) * factor)
    if h * w > max_pixels:
        beta = math.sqrt(height * width / max_pixels)
        h = max(factor, math.floor(height / beta / factor) * factor)
        w = max(factor, math.floor(width / beta / factor) * factor)
    elif h * w < min_pixels:
        beta = math.sqrt(min_pixels / (height * width))
        h = math.ceil(height * beta / factor) * factor
        w = math.ceil(width * beta / factor) * factor
    return w, h


def llamafactory_size(width: int, height: int, image_max_pixels: int | None,
                      image_min_pixels: int | None) -> tuple[int, int]:
    """The size LLaMA-Factory hands the model's processor (`mm_plugin._preprocess_image`): scaled to
    `image_max_pixels` (or up to `image_min_pixels`) with each side truncated to whole pixels, then its Qwen2-VL
    plugin's 28-pixel minimum side."""
    if image_max_pixels is not None and width * height > image_max_pixels:
        f = math.sqrt(image_max_pixels / (width * height))
        width, height = int(width * f), int(height * f)
    if image_min_pixels is not None and width * height < image_min_pixels:
        f = math.sqrt(image_min_pixels / (width * height))
        width, height = int(width * f), int(height * f)
    return max(width, LLAMAFACTORY_MIN_SIDE), max(height, LLAMAFACTORY_MIN_SIDE)


def xga_size(width: int, height: int) -> tuple[int, int]:
    """The size Anthropic's reference harness scales a screenshot to (`_scale_coordinates`): the first target
    whose aspect is within 0.02 of the screen's, when it is narrower than the screen; otherwise unscaled."""
    ratio = width / height
    for tw, th in XGA_TARGETS:
        if abs(tw / th - ratio) < ASPECT_SLACK:
            return (tw, th) if tw < width else (width, height)
    return width, height


__all__ = ["ASPECT_SLACK", "LLAMAFACTORY_MIN_SIDE", "XGA_TARGETS", "llamafactory_size", "smart_resize", "xga_size"]
