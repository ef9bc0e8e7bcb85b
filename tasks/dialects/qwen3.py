"""`qwen3`: Qwen3-VL: 0-1000 relative to the image whatever its size (grid end 1000: the cookbook divides by 1000;
an OSWorld agent divides by 999, `--grid-end 999`); the processor's smart resize uses factor 32 (patch 16 × merge
2) within [65,536, 16,777,216] pixels (its preprocessor_config.json `size`), and the prompt says "The screen's
resolution is 1000x1000."."""

from cuaflow.schemas.dialects import DialectSpec

SPEC = DialectSpec(
    name="qwen3", family="Qwen3-VL", resize="smart", factor=32, min_pixels=65536, max_pixels=16777216,
    space="grid", grid_end=1000, output_form="cudag", screen_statement="The screen's resolution is 1000x1000.",
    source="QwenLM/Qwen3-VL cookbooks/computer_use.ipynb; qwen-vl-utils vision_process.py (image_patch_size 16); "
           "QwenLM/Qwen3-VL issue #1741 (grid end)")
