"""`claude`: Claude computer use: pixels of the screenshot as Claude saw it, which Anthropic's reference harness
scales to the first of XGA 1024×768, WXGA 1280×800, FWXGA 1366×768 whose aspect is within 0.02 of the screen's,
when smaller (`display_width_px`/`display_height_px` of the tool are that size)."""

from cuaflow.schemas.dialects import DialectSpec

SPEC = DialectSpec(
    name="claude", family="Claude computer use", resize="xga", space="pixels", output_form="anthropic",
    screen_statement="The display is {width}x{height} pixels.",
    source="anthropics/anthropic-quickstarts computer_use_demo/tools/computer.py (MAX_SCALING_TARGETS, "
           "_scale_coordinates)")
