"""A test case as the scorer needs it: from a `test/test.json` entry (`case_from_test`) or a seed 003 step
(`files.py`), with the last call its prompt's history lists (the "repeat the previous action" baseline)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from cuaflow.schemas.toolcall import RU_MAX, tolerance_pair

_HISTORY_LINE = re.compile(r"^\d+\. (\{.*\})\s*$", re.MULTILINE)  # "3. {...}": a prompt's history line


@dataclass
class Case:
    """One test case as the scorer needs it (from `test/test.json` or a seed 003 step)."""

    test_id: str
    expected: dict[str, Any]  # the expected call's arguments
    tolerance: tuple[int, int]
    bbox: list[int] | None = None
    bbox_start: list[int] | None = None
    drag_start: list[int] | None = None  # RU
    app: str | None = None
    source: str | None = None
    recording_id: str | None = None
    step_index: int | None = None
    screenshot: str | None = None  # relative to `test/` (seed 000's field)
    image_size: list[int] | None = None
    image: str | None = None  # the screenshot, relative to the dataset folder
    prompt: str | None = None  # the human turn (test.json); a trajectory step's: its instruction
    previous: dict[str, Any] | None = field(default=None, repr=False)  # the history's last call's arguments


def case_from_test(t: dict[str, Any]) -> Case:
    """A `test/test.json` entry (seed 000 fields plus cuaflow's metadata)."""
    meta = t.get("metadata") or {}
    size = meta.get("image_size")
    drag = meta.get("drag_start")
    drag_ru = None
    if drag and size and size[0] and size[1]:  # drag_start is in pixels of the screenshot
        drag_ru = [round(drag[0] / size[0] * RU_MAX), round(drag[1] / size[1] * RU_MAX)]
    return Case(test_id=t["test_id"], expected=dict(t["expected_action"]["arguments"]),
                tolerance=tolerance_pair(t.get("tolerance", 10)), bbox=meta.get("bbox"),
                bbox_start=meta.get("bbox_start"), drag_start=drag_ru, app=meta.get("app"),
                source=meta.get("source_format"), recording_id=meta.get("recording_id"),
                step_index=meta.get("step_index"), screenshot=t.get("screenshot"), image_size=size,
                image=f"test/{t['screenshot']}" if t.get("screenshot") else None, prompt=t.get("prompt"),
                previous=last_history_call(t.get("prompt")))


def last_history_call(prompt: Any) -> dict[str, Any] | None:
    """The arguments of the last call a prompt's history lists (`N. {…}` lines), or None."""
    for line in reversed(_HISTORY_LINE.findall(prompt if isinstance(prompt, str) else "")):
        try:
            args = json.loads(line)
        except ValueError:
            continue
        if isinstance(args, dict) and isinstance(args.get("action"), str):
            return args
    return None


__all__ = ["Case", "case_from_test", "last_history_call"]
