"""Every step's own instruction ("Click the 'Save' button"), with where it came from.

`instruction_source`:
- `human`: the source's own text for the step (a vendor delivery's per-step `instruction`), preferred whenever
  the step matched a vendor step that has one;
- `template`: rendered from the step's tool call and its target element (`instructions` templates in the
  pipeline settings, `schemas/settings.py::InstructionTemplates`): "Click the 'Save' button", "Type 'hello' into
  the 'Search' field", "Press Cmd+S", "Scroll down in the 'Inbox' row", "Drag the 'Volume' slider to the right";
  a target read on the screen (`source: ocr`) by its text alone: "Click 'Pricing'";
- `positional`: a pointer step whose element is unknown, described by where it acted ("Click the top-left of the
  screen");
- null: no instruction (no tool call, a step kept out of the samples as a secret, or a template that needs an
  element the step lacks).

A type step's element is the field it typed into: the target of the latest pointer step before it. Element names
come from the accessibility snapshots, which the privacy stage scrubbed at ingest, or from OCR lines without
personal data (tasks/targets/ocr_targets.py); typed text comes from the
step's call, which never holds a secret (a secret step has no instruction at all)."""

from __future__ import annotations

import json
from string import Formatter
from typing import Any

import polars as pl

from cuaflow.schemas.settings import InstructionTemplates
from cuaflow.schemas.steps import STEPS_SCHEMA
from cuaflow.schemas.tables import polars_types
from cuaflow.tasks.targets.element import role_key

_TYPES = polars_types(STEPS_SCHEMA, ("step_instruction", "instruction_source"))
# Role keys (tasks/targets/element.py::role_key) as a person names them; other roles are named by their own words.
ROLE_WORDS = {
    "button": "button", "popupbutton": "menu button", "menubutton": "menu button", "splitbutton": "button",
    "togglebutton": "toggle", "link": "link", "hyperlink": "link", "textfield": "field", "textarea": "text area",
    "securetextfield": "field", "searchfield": "search field", "searchbox": "search field", "textbox": "field",
    "edit": "field", "combobox": "combo box", "checkbox": "checkbox", "radiobutton": "option", "radio": "option",
    "menuitem": "menu item", "menubaritem": "menu", "slider": "slider", "tab": "tab", "tabitem": "tab",
    "switch": "switch", "toggle": "toggle", "cell": "cell", "row": "row", "listitem": "item", "option": "option",
    "treeitem": "item", "dataitem": "item", "dockitem": "Dock item", "scrollbar": "scroll bar",
    "incrementor": "stepper", "stepper": "stepper", "spinbutton": "spin box", "spinner": "spin box",
    "disclosuretriangle": "disclosure triangle", "colorwell": "colour well",
}
KEY_NAMES = {"cmd": "Cmd", "command": "Cmd", "meta": "Cmd", "super": "Super", "win": "Win", "ctrl": "Ctrl",
             "control": "Ctrl", "alt": "Alt", "option": "Option", "shift": "Shift", "enter": "Enter",
             "return": "Return", "esc": "Esc", "escape": "Esc", "tab": "Tab", "space": "Space",
             "backspace": "Backspace", "delete": "Delete", "pageup": "Page Up", "pagedown": "Page Down",
             "up": "Up", "down": "Down", "left": "Left", "right": "Right", "home": "Home", "end": "End"}
# Steps that never get an instruction, whatever their call says (their text must not reach a prompt).
WITHHELD_FLAGS = frozenset({"secret", "redacted"})


def describe_element(target: dict[str, Any] | None) -> str | None:
    """`the 'Save' button`; None when the step has no named element."""
    if not target or target.get("source") in (None, "none"):
        return None
    name = " ".join(str(target.get("name") or "").split())
    if not name:
        return None
    if target.get("source") == "ocr":  # text read on the screen: named by its words alone, no role is known
        return f"'{name}'"
    key = role_key(str(target.get("role") or ""))
    word = ROLE_WORDS.get(key, key or "element")
    return f"the '{name}' {word}"


def position_phrase(coordinate: list[int] | tuple[int, int]) -> str:
    """Where on the screen an RU point lies, in thirds: `the top-left of the screen`, `the centre of the screen`."""
    x, y = coordinate
    col = ("left", "", "right")[min(2, int(x) * 3 // 1001)]
    row = ("top", "", "bottom")[min(2, int(y) * 3 // 1001)]
    where = "-".join(p for p in (row, col) if p) or "centre"
    return f"the {where} of the screen"


def key_phrase(keys: list[str]) -> str:
    return "+".join(KEY_NAMES.get(k.lower(), k.upper() if len(k) == 1 else k.capitalize()) for k in keys)


def _direction(args: dict[str, Any], start: tuple[float, float] | None) -> str:
    action = args["action"]
    if action in ("scroll", "hscroll"):
        negative = (args.get("pixels") or 0) < 0
        if action == "hscroll":
            return "left" if negative else "right"
        return "up" if negative else "down"
    if start is None:
        return ""
    dx, dy = args["coordinate"][0] - start[0], args["coordinate"][1] - start[1]
    if abs(dx) >= abs(dy):
        return "to the right" if dx > 0 else "to the left"
    return "down" if dy > 0 else "up"


def render_step(args: dict[str, Any], element: str | None, start: tuple[float, float] | None,
                templates: InstructionTemplates) -> tuple[str | None, str | None]:
    """(instruction, source) of one tool call: `template` with its element, `positional` without one."""
    action = args["action"]
    template = templates.for_action(action, has_element=element is not None)
    if template is None:
        return None, None
    source = "template"
    if element is None and "{element}" in template:
        if args.get("coordinate") is None:
            return None, None
        element, source = position_phrase(args["coordinate"]), "positional"
    fields = {"element": element or "", "text": args.get("text") or "", "keys": key_phrase(args.get("keys") or []),
              "direction": _direction(args, start), "seconds": f"{args.get('time') or 0:g}",
              "status": args.get("status") or ""}
    text = Formatter().vformat(template, (), fields)
    return " ".join(text.split()), source


def with_instructions(steps: pl.DataFrame, vendor_steps: pl.DataFrame | None,
                      templates: InstructionTemplates) -> pl.DataFrame:
    """`step_instruction` and `instruction_source` of every step (see the module docstring)."""
    human = _vendor_instructions(vendor_steps)
    texts: list[str | None] = []
    sources: list[str | None] = []
    focus: str | None = None  # the element of the latest pointer step: where typing goes
    cols = ("tool_call", "target", "flags", "vendor_step", "ru_x", "ru_y")
    for call, target, flags, vstep, rx, ry in steps.sort("step_index").select(cols).iter_rows():
        text, source = None, None
        args = json.loads(call)["arguments"] if call else None
        if args is not None and args.get("coordinate") is not None and args["action"] != "mouse_move":
            focus = describe_element(target)
        if args is not None and not WITHHELD_FLAGS & set(flags or ()):
            if vstep is not None and human.get(vstep):
                text, source = human[vstep], "human"
            else:
                drag = args["action"] == "left_click_drag"
                element = focus if args["action"] == "type" else describe_element(target)
                start = (float(rx), float(ry)) if drag and rx is not None and ry is not None else None
                # a drag is named by what it moved (the press's element), not where it dropped it
                text, source = render_step(args, element, start, templates)
        texts.append(text)
        sources.append(source)
    ordered = steps.sort("step_index")
    return ordered.with_columns(pl.Series("step_instruction", texts, dtype=_TYPES["step_instruction"]),
                                pl.Series("instruction_source", sources, dtype=_TYPES["instruction_source"]))


def _vendor_instructions(vendor_steps: pl.DataFrame | None) -> dict[int, str]:
    if vendor_steps is None or vendor_steps.height == 0 or "instruction" not in vendor_steps.columns:
        return {}
    rows = vendor_steps.select("vendor_step", "instruction").rows()
    return {int(v): " ".join(str(t).split()) for v, t in rows if v is not None and t and str(t).strip()}


__all__ = ["describe_element", "key_phrase", "position_phrase", "render_step", "with_instructions"]
