"""`opencua-qwen2`: OpenCUA on Qwen2 (OpenCUA-Qwen2-7B, A3B): 0-1 fractions of the screen inside pyautogui calls;
the resize does not change a fraction."""

from cuaflow.schemas.dialects import DialectSpec

SPEC = DialectSpec(
    name="opencua-qwen2", family="OpenCUA-Qwen2-7B, OpenCUA-A3B", resize="none", space="fraction",
    output_form="pyautogui", source="xlang-ai/OpenCUA model/README.md (coordinate systems)")
