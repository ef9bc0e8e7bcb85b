"""The one rule every output names a step's element by, at the bottom of the targets: a target's struct (found
or not, and why not), the pointer step kinds that have one, a role as the settings name it, which elements can be
a target at all (`why_not`), and the name, role and box a sample's metadata or a trajectory carries
(`element_fields`). The hit-test (`targets.py`) and the screen's text (`ocr_targets.py`) build targets with it;
samples, grounding, instructions and the exports read them through it."""

from __future__ import annotations

import re
from typing import Any

from cuaflow.schemas.recording import AxElement
from cuaflow.schemas.steps import StepKind, TargetSource

# Step kinds acted on at a point of the screen: they have a point in pixels and RU, and a target.
POINTER_KINDS = frozenset({StepKind.CLICK, StepKind.DRAG, StepKind.SCROLL, StepKind.MOUSE_MOVE, StepKind.TAP,
                           StepKind.LONG_PRESS, StepKind.PINCH})
# Pointer steps the screen's text may name (tasks/targets/ocr_targets.py): a scroll or a pinch acts on what holds the
# text under the pointer, not on the text.
OCR_KINDS = ("click", "drag", "mouse_move", "tap", "long_press")


def role_key(role: str) -> str:
    """A role as `interactive_roles` names it: `AXButton`, `Button`, `push button` → `button`."""
    if role.startswith("AX"):
        role = role[2:]
    return re.sub(r"[^a-z0-9]", "", role.lower())


def why_not(e: AxElement, lw: float, lh: float, max_area: float) -> str | None:
    """Why an element containing a point cannot be its target (None: it can): a box relative to its window, on
    another display, reaching outside the recorded screen (`lw` × `lh` points), or over `max_area` of it."""
    if e.frame == "window":
        return "window_relative"
    if e.display_index not in (None, 0):
        return "other_display"
    if e.x < -1 or e.y < -1 or e.x + e.width > lw + 1 or e.y + e.height > lh + 1:
        return "off_screen"
    if e.width * e.height > max_area * lw * lh:
        return "too_large"
    return None


def found_target(source: str, role: str | None, name: str | None, box_px: list[int], box_ru: list[int],
                 age: int | None = None) -> dict[str, Any]:
    """The target struct (`schemas.steps.TARGET_TYPE`) of an element found under a point: its source (a snapshot's
    or `ocr`), role, name, box in video pixels and in RU (`[x1, y1, x2, y2]`) and the snapshot's age."""
    return {"source": source, "role": role, "name": name, "box_px": box_px, "box_ru": box_ru,
            "snapshot_age_ms": age, "reject": None}


def none_target(reason: str, age: int | None = None) -> dict[str, Any]:
    """The target struct of a point nothing names, with the reason (`schemas.steps.TARGET_REJECTS`)."""
    return {"source": TargetSource.NONE.value, "role": None, "name": None, "box_px": None, "box_ru": None,
            "snapshot_age_ms": age, "reject": reason}


def element_fields(target: dict[str, Any] | None) -> dict[str, Any]:
    """A target's name, role and RU box as sample metadata carries them (`element_name`, `element_role`, `bbox`
    and their `_start` twins): all from the one target, and none without a box (no target, no element)."""
    if not target or not target.get("box_ru"):
        return {"name": None, "role": None, "bbox": None}
    return {"name": target.get("name"), "role": target.get("role"), "bbox": target["box_ru"]}


__all__ = ["OCR_KINDS", "POINTER_KINDS", "element_fields", "found_target", "none_target", "role_key", "why_not"]
