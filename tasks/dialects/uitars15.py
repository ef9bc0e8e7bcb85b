"""`uitars15`: UI-TARS-1.5: absolute pixels of the image smart-resized by ByteDance's own bounds (factor 28,
MIN_PIXELS = 100 × 28² = 78,400, MAX_PIXELS = 16,384 × 28² = 12,845,056), written as UI-TARS actions."""

from cuaflow.schemas.dialects import DialectSpec

SPEC = DialectSpec(
    name="uitars15", family="UI-TARS-1.5", resize="smart", factor=28, min_pixels=78400, max_pixels=12845056,
    space="pixels", output_form="uitars",
    source="bytedance/UI-TARS codes/ui_tars/action_parser.py (smart_resize, MIN_PIXELS, MAX_PIXELS, "
           "parse_action_to_structure_output model_type qwen25vl)")
