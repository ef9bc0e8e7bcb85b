"""The demo's source tree (`demo_source`), its standard actions, and the accessibility trees the recorder logs at a
pointer action's press (`with_snapshots`)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from cuaflow.connectors.synth.recording import write_recording
from cuaflow.connectors.synth.spec import Action, SynthResult, SynthSpec


def standard_actions(logical: tuple[int, int]) -> list[Action]:
    """One of every action kind a Clones log can express, spread over the screen."""
    w, h = logical
    return [
        Action("click", x=w * 0.25, y=h * 0.3),
        Action("double_click", x=w * 0.6, y=h * 0.4),
        Action("type", text="Hello world"),
        Action("key", keys=("Return",)),
        Action("right_click", x=w * 0.7, y=h * 0.7),
        Action("drag", x=w * 0.2, y=h * 0.6, x2=w * 0.5, y2=h * 0.8),
        Action("scroll", x=w * 0.5, y=h * 0.5, delta=-3.0, notches=5),
        Action("hotkey", keys=("MetaLeft", "KeyC")),
        Action("triple_click", x=w * 0.4, y=h * 0.2),
        Action("middle_click", x=w * 0.8, y=h * 0.3),
        Action("wait", wait_ms=4000),
        Action("move", x=w * 0.9, y=h * 0.9),
        Action("key", keys=("Tab",)),
    ]


def ax_node(role: str, name: str, x: float, y: float, w: float, h: float, children: list[dict[str, Any]] | None = None,
            **extra: Any) -> dict[str, Any]:
    """One element of a Clones `axtree_interaction` tree (bbox: screen points)."""
    return {"bbox": {"height": h, "width": w, "x": x, "y": y}, "children": children or [], "description": "",
            "name": name, "role": role, "value": "", **extra}


def ax_screen(logical: tuple[float, float], elements: list[dict[str, Any]],
              app: str = "Synth App") -> list[dict[str, Any]]:
    """The recorder's tree: an application holding its display-wide window, which holds `elements`."""
    w, h = logical
    window = ax_node("window", "Window on display 0", 0, 0, w, h, elements, display_index=0)
    return [ax_node("application", app, 0, 0, 0, 0, [window])]


def _under(role: str, name: str, x: float, y: float) -> dict[str, Any]:
    """A 64x24-point control holding (x, y), not centred on it, its label nested inside, in a toolbar group."""
    bx, by = x - 20, y - 8
    label = ax_node("AXStaticText", name, bx + 4, by + 4, 40, 16)
    return ax_node("AXGroup", "toolbar", bx - 30, by - 6, 150, 36, [ax_node(role, name, bx, by, 64, 24, [label])])


def with_snapshots(actions: list[Action], logical: tuple[float, float]) -> list[Action]:
    """Copies of `actions` where every pointer action carries the snapshot the recorder logs at its press:
    a control under its point (a drag: one under each end)."""
    roles = {"click": "AXButton", "double_click": "AXCell", "triple_click": "AXTextField", "right_click": "AXRow",
             "middle_click": "AXLink", "scroll": "AXRow", "move": "AXLink", "drag": "AXListItem"}
    out = []
    for k, a in enumerate(actions):
        if a.kind not in roles:
            out.append(a)
            continue
        elements = [_under(roles[a.kind], f"{a.kind} target {k}", a.x, a.y)]
        if a.kind == "drag":
            elements.append(_under("AXListItem", f"drop target {k}", a.x2, a.y2))
        out.append(replace(a, ax=ax_screen(logical, elements)))
    return out


def demo_source(root: Path) -> list[SynthResult]:
    """The demo's source tree, `<root>/<date>/<recording_id>/…`, two days with real-world defects:
    1× and 2× (declared and inferred) displays, relative and absolute time, duplicated and out-of-order
    lines, a missing key-up, a failed task and a recording tampered with after its checksums."""
    lw = (480, 300)
    full = with_snapshots(standard_actions(lw), lw)  # the recorder's accessibility snapshot at each press
    plans: list[tuple[str, str, dict[str, Any]]] = [
        ("2025-01-01", "20250101_090000", dict(scale=1.0, time_base="relative", write_log_meta=True,
                                               title="Fill in the form", app="Forms")),
        ("2025-01-01", "20250101_100000", dict(scale=2.0, meta_scale_factor=False, duplicate_events=True,
                                               out_of_order=3, drop_keyups=(1,), title="Rename the document",
                                               app="Editor")),
        ("2025-01-01", "20250101_110000", dict(scale=2.0, title="Archive old mail", app="Mail")),
        ("2025-01-01", "20250101_120000", dict(scale=1.0, actions=full[:3], title="Send the report", app="Mail")),
        ("2025-01-01", "20250101_150000", dict(scale=2.0, actions=full[:6], title="Book a meeting room",
                                               app="Calendar", status="failed", reason="fail")),
        ("2025-01-01", "20250101_160000", dict(scale=1.0, duplicate_events=True, title="Sort the table",
                                               app="Sheets", actions=standard_actions(lw))),  # no snapshots
        ("2025-01-02", "20250102_080000", dict(scale=2.0, time_base="relative", title="Fill in the form",
                                               app="Forms")),
        ("2025-01-02", "20250102_130000", dict(scale=2.0, title="Rename the document", app="Editor")),
        ("2025-01-02", "20250102_140000", dict(scale=1.0, title="Archive old mail", app="Mail")),
    ]
    out = []
    for k, (date, rid, kw) in enumerate(plans):
        kw.setdefault("actions", full)
        out.append(write_recording(root / date / rid, SynthSpec(recording_id=rid, logical_size=lw, seed=k, **kw)))
    tampered = root / "2025-01-01" / "20250101_120000" / "input_log.jsonl"
    with open(tampered, "a", encoding="utf-8") as fh:  # changed after its checksums were written
        fh.write('{"data":{"x":1,"y":1},"event":"mousemove","time":1}\n')
    return out
