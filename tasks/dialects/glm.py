"""`glm`: GLM-4.5V / 4.6V: a box `[x1,y1,x2,y2]` (or a point `[x,y]`) on a 0-1000 grid (x by width, y by
height) between `<|begin_of_box|>` and `<|end_of_box|>`, or in its GUI action lines
(`left_click(start_box='[x,y]')`); no resize changes a relative value. Grid end 1000 (GLM-V README); agents
that rescale by 999 take `--grid-end 999`."""

from cuaflow.schemas.dialects import DialectSpec

SPEC = DialectSpec(
    name="glm", family="GLM-4.5V, GLM-4.6V", resize="none", space="grid", grid_end=1000, output_form="glm",
    source="zai-org/GLM-V README.md (Grounding, GUI agent action space)")
