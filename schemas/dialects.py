"""A model family's coordinate dialect (tasks/dialects/): how the screenshot is resized before the model sees it,
what an (x, y) in its answer means, the form it writes, and the parameters one use of it was run with. The table
itself, with each fact's source, is tasks/dialects/README.md."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from cuaflow.schemas.strict import Strict

# How the image is resized before the model sees it:
#   none   the screenshot as it is;
#   smart  Qwen2-VL's smart resize (each side a multiple of `factor`, the area within [min_pixels, max_pixels]),
#          after LLaMA-Factory's own scaling to `image_max_pixels` when that is set;
#   xga    Anthropic's reference harness: the first of XGA/WXGA/FWXGA of the screen's aspect (within 0.02) that
#          is smaller than the screen.
Resize = Literal["none", "smart", "xga"]
# What a coordinate is:
#   ru        0-1000 over the screen (cuaflow's own, CUDAG);
#   fraction  0-1 of the screen;
#   grid      0..grid_end over the image (Qwen3-VL, GLM: grid_end 1000 or 999);
#   pixels    pixels of the image as the model saw it (after the resize).
Space = Literal["ru", "fraction", "grid", "pixels"]


class DialectSpec(Strict):
    """One entry of the dialect table (one module each under tasks/dialects/)."""

    name: str
    family: str = Field(description="the models that speak it")
    resize: Resize = "none"
    factor: int | None = Field(None, description="smart resize: each side a multiple of this (patch × merge)")
    min_pixels: int | None = None
    max_pixels: int | None = None
    space: Space = "ru"
    grid_end: int | None = Field(None, description="grid: the value of the right/bottom edge (1000 or 999)")
    output_form: str = Field(description="how the family writes an action (a --format name, or `glm`)")
    screen_statement: str | None = Field(None, description="the sentence its reference agent adds to the prompt, "
                                         "{width}/{height} being the size the model sees; None: no statement")
    source: str = Field(description="where the facts come from")


class DialectParams(Strict):
    """The resize parameters one use of a dialect ran with (None: the family's default), as a predictions line,
    a report and an export record them."""

    factor: int | None = Field(None, ge=1)
    min_pixels: int | None = Field(None, ge=1)
    max_pixels: int | None = Field(None, ge=1)
    image_max_pixels: int | None = Field(None, ge=1, description="LLaMA-Factory's own scaling before the "
                                         "processor's (sides truncated); None: not applied")
    image_min_pixels: int | None = Field(None, ge=1)
    grid_end: int | None = Field(None, ge=1)


class DialectUse(Strict):
    """What a `cuaflow predict` line records about the space of its answer: the dialect with its parameters, the
    screenshot's own size and the size the model was sent."""

    dialect: str
    params: DialectParams = Field(default_factory=DialectParams)
    image_size: tuple[int, int]
    sent_size: tuple[int, int]


__all__ = ["DialectParams", "DialectSpec", "DialectUse", "Resize", "Space"]
