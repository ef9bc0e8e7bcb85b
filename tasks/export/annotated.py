"""Annotated test images: `test/annotated/<test_id>_annotated.png`, the expected point in red and the prompt
and call written below, for `annotation.per_type` / `annotation.ratio` of the test cases (one per task type
when neither is set). Rendered once per set of inputs: later builds link the cached image (`DatasetWriter.derived`)."""

from __future__ import annotations

import json
from collections import defaultdict

from cuaflow.schemas.samples import TestCase
from cuaflow.tasks.export import draw
from cuaflow.tasks.export.cudag import test_case
from cuaflow.tasks.export.draw import annotate
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.writer import DatasetWriter
from cuaflow.tasks.samples.split import unit_hash


def pick(cases: list[TestCase], sel: Selection) -> list[TestCase]:
    ann = sel.cfg.annotation
    by_type: dict[str, list[TestCase]] = defaultdict(list)
    for c in cases:
        by_type[c.metadata.task_type].append(c)
    picked: list[TestCase] = []
    for tt, n in sorted(ann.per_type.items()):
        picked += by_type.get(tt, [])[:n]
    if ann.ratio is not None:
        rest = [c for c in cases if c not in picked]
        picked += [c for c in rest if unit_hash(sel.cfg.seed, "annotate", c.test_id) < ann.ratio]
    if not ann.per_type and ann.ratio is None:
        picked = [v[0] for _, v in sorted(by_type.items())]  # one per task type
    return sorted(picked, key=lambda c: c.test_id)


def render(sel: Selection, w: DatasetWriter) -> None:
    annotated = 0
    if sel.cfg.annotation.enabled and sel.tests:
        cases = [test_case(row, sel.cfg) for row in sel.tests]
        frames = {c.test_id: row["image"] for c, row in zip(cases, sel.tests, strict=True)}
        for c in pick(cases, sel):
            real = c.metadata.real_coords
            point = (real[0], real[1]) if real and c.expected_action.coordinate is not None else None
            label = json.dumps(c.expected_action.to_dict()["arguments"], ensure_ascii=False)
            frame = frames[c.test_id]

            def draw_it(frame: str = frame, point: tuple[float, float] | None = point, prompt: str = c.prompt,
                        label: str = label) -> bytes:
                return annotate(sel.out.read_bytes(frame), point, prompt, label)

            w.derived(f"test/annotated/{c.test_id}_annotated.png",
                      [w.source_hash(frame), list(point) if point else None, c.prompt, label], draw_it,
                      code=[draw.__file__])
            annotated += 1
    w.summary["annotated"] = annotated
