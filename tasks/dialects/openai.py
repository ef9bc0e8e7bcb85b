"""`openai`: OpenAI computer use: pixels of the screenshot as sent (`display_width`/`display_height` of the
tool), no resize by the harness."""

from cuaflow.schemas.dialects import DialectSpec

SPEC = DialectSpec(
    name="openai", family="OpenAI computer use (computer-use-preview)", resize="none", space="pixels",
    output_form="openai", screen_statement="The display is {width}x{height} pixels.",
    source="OpenAI Responses API computer_call reference (computer_use_preview tool)")
