"""`ru`: cuaflow's own space (CUDAG, seed 000): 0-1000 over the screenshot whatever its size, no resize."""

from cuaflow.schemas.dialects import DialectSpec

SPEC = DialectSpec(
    name="ru", family="cuaflow / CUDAG (the default)", resize="none", space="ru", output_form="cudag",
    source="seed 000: coordinates are [x, y] in a 0-1000 space over the screenshot")
