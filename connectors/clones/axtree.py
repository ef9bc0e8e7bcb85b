"""Accessibility trees logged by the recorder (`axtree_interaction`, older `axtree` dumps) into flat
`AxSnapshot`s with boxes in screen logical points (connectors/README.md "Accessibility snapshots")."""

from __future__ import annotations

import math
from typing import Any, Literal

import polars as pl

from cuaflow.connectors.clones.files import finite
from cuaflow.schemas.recording import AxElement, AxSnapshot


def _bbox(b: Any) -> tuple[float, float, float, float] | None:
    if isinstance(b, dict):
        box = [v for v in (finite(b.get(k)) for k in ("x", "y", "width", "height")) if v is not None]
        if len(box) == 4:
            return box[0], box[1], box[2], box[3]
    elif isinstance(b, list | tuple) and len(b) == 4:
        corners = [v for v in (finite(v) for v in b) if v is not None]
        if len(corners) == 4:
            x1, y1, x2, y2 = corners
            return x1, y1, max(0.0, x2 - x1), max(0.0, y2 - y1)
    return None


def _screen_origin(node: dict[str, Any], bb: tuple[float, float, float, float]
                   ) -> tuple[float, float, Literal["screen", "window"]]:
    """Where an element's box starts on the screen. Dict bboxes are screen points. The older dumps' list
    bboxes are relative to the element's window (the fixture's window: bbox y 0, `absolute_position` y 25,
    below the menu bar); their `absolute_position` ("x;y") is the screen origin. Without it the box stays
    window-relative, and the hit-test rejects it."""
    if not isinstance(node.get("bbox"), list | tuple):
        return bb[0], bb[1], "screen"
    pos = node.get("absolute_position")
    if isinstance(pos, str) and pos.count(";") == 1:
        try:
            ax, ay = (float(v) for v in pos.split(";"))
        except ValueError:
            return bb[0], bb[1], "window"
        if math.isfinite(ax) and math.isfinite(ay):
            return ax, ay, "screen"
    return bb[0], bb[1], "window"


def flatten_axtree(tree: Any, max_nodes: int = 20000) -> list[AxElement]:
    """Both tree shapes seen in the wild (list of nodes with `children` lists, and the older
    dict-valued `children` with `[x1, y1, x2, y2]` bboxes) become a flat element list. An element without a
    `display_index` of its own is on its nearest ancestor's display (the recorder sets it on windows)."""
    out: list[AxElement] = []
    stack: list[tuple[Any, int, int | None]] = [(tree, 0, None)]
    while stack and len(out) < max_nodes:
        node, depth, display = stack.pop()
        if isinstance(node, list):
            stack.extend((n, depth, display) for n in reversed(node))
            continue
        if not isinstance(node, dict):
            continue
        di = node.get("display_index")
        display = di if isinstance(di, int) and not isinstance(di, bool) else display
        bb = _bbox(node.get("bbox"))
        if bb and bb[2] > 0 and bb[3] > 0:
            x, y, frame = _screen_origin(node, bb)
            out.append(AxElement(x=x, y=y, width=bb[2], height=bb[3],
                                 name=str(node.get("name") or node.get("description") or "")[:200],
                                 role=str(node.get("role") or "")[:100], depth=depth,
                                 display_index=display, frame=frame))
        children = node.get("children")
        if children:
            stack.append((children, depth + 1, display))
    return out


def ax_snapshots(items: list[tuple[int, dict[str, Any]]], t_ms: dict[int, int | None]) -> list[AxSnapshot]:
    snaps = []
    for line, data in items:
        t = t_ms.get(line)
        if t is None:
            continue
        app = data.get("focused_app")
        snaps.append(AxSnapshot(t_ms=t, app=(app or {}).get("name") if isinstance(app, dict) else None,
                                elements=flatten_axtree(data.get("tree"))))
    return snaps


def ax_extent(snaps: list[AxSnapshot]) -> tuple[float, float] | None:
    """How far the primary display's elements reach (logical points): a hint of the screen's logical size."""
    w = h = 0.0
    for s in snaps:
        for e in s.elements:
            if e.x < 0 or e.y < 0 or e.display_index not in (None, 0) or e.frame == "window":
                continue
            w, h = max(w, e.x + e.width), max(h, e.y + e.height)
    return (w, h) if w > 0 and h > 0 else None


def snapshots(df: pl.DataFrame, ax_data: list[tuple[int, dict[str, Any]]]) -> list[AxSnapshot]:
    """The snapshots of the log's accessibility lines (`ax_data`: line, data), at their lines' event times."""
    ax_lines = [line for line, _ in ax_data]
    t_ms = dict(zip(ax_lines, df["t_ms"].gather(ax_lines).to_list(), strict=True)) if ax_lines else {}
    return ax_snapshots(ax_data, t_ms)
