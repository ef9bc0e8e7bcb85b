"""`qwen25`: Qwen2.5-VL, Fara-7B, OpenCUA-7B/32B: absolute pixels of the smart-resized image (factor 28 = patch 14
× merge 2, min_pixels 3,136 = 56², max_pixels 12,845,056 = 16,384 × 28², the model's preprocessor_config.json and
vLLM's default); the computer_use tool description states "The screen's resolution is {w}x{h}." of that size."""

from cuaflow.schemas.dialects import DialectSpec

SPEC = DialectSpec(
    name="qwen25", family="Qwen2.5-VL, Fara-7B, OpenCUA-7B/32B", resize="smart", factor=28, min_pixels=3136,
    max_pixels=12845056, space="pixels", output_form="cudag",
    screen_statement="The screen's resolution is {width}x{height}.",
    source="transformers image_processing_qwen2_vl.smart_resize; Qwen2.5-VL cookbook computer_use (tool "
           "description); xlang-ai/OpenCUA model/README.md, evaluation/agentnetbench/agent/opencua.py "
           "(coord_type qwen25)")
