"""Coordinate units of a predictions file: RU (0-1000, the dataset's own), fractions (0-1) or pixels of the
case's screenshot (`metadata.image_size`); every point is brought to RU before it is scored.

`auto` decides once per file, from every point the file's calls hold (`coordinate`, `start_coordinate`):

1. the lines declare their units (`"units": …`, as `cuaflow predict --baseline` writes) and agree → those;
2. every value within [0, 1] and one of them not a whole number → fractions;
3. a value over 1000 → pixels (RU never exceeds 1000);
4. a point outside its screenshot's pixel size → RU (it cannot be pixels);
5. otherwise every point reads both as RU and as pixels: RU is assumed and the report says it was ambiguous
   (`auto-ambiguous`), never silently. `--units` settles it."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from cuaflow.schemas.evaluation import Units, UnitsDecision
from cuaflow.schemas.toolcall import RU_MAX
from cuaflow.tasks.evaluation.formats import Parsed, parse_output

POINT_KEYS = ("coordinate", "start_coordinate")


def _number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v)


def points(parsed: Parsed) -> list[tuple[float, float]]:
    """The finite numeric points of an output's calls (anything else is left to validation)."""
    out = []
    for call in parsed.calls:
        for key in POINT_KEYS:
            p = call.get(key)
            if isinstance(p, list | tuple) and len(p) == 2 and all(_number(v) for v in p):
                out.append((float(p[0]), float(p[1])))
    return out


def _fmt(v: float) -> str:
    return f"{v:g}"


def decide(outputs: Iterable[tuple[Parsed, list[int] | None]], requested: str,
           declared: Iterable[str | None] = ()) -> UnitsDecision:
    """The units of one file: `outputs` are its parsed outputs with their case's screenshot size (or None)."""
    if requested != "auto":
        return UnitsDecision(units=_units(requested), how="given", note=f"--units {requested}")
    said = {d for d in declared if d}
    if len(said) == 1:
        units = said.pop()
        return UnitsDecision(units=_units(units), how="declared", note=f"the file's lines say {units}")
    pts = [(p, size) for parsed, size in outputs for p in points(parsed)]
    if not pts:
        return UnitsDecision(units="ru", how="no-coordinates", note="no coordinates to judge by; RU")
    top = max(max(x, y) for (x, y), _ in pts)
    if top <= 1 and any(not v.is_integer() for p, _ in pts for v in p):
        return UnitsDecision(units="fraction", how="auto", note="every coordinate within [0, 1]")
    if top > RU_MAX:
        return UnitsDecision(units="pixels", how="auto", note=f"coordinates up to {_fmt(top)}, over RU's {RU_MAX}")
    outside = next(((p, s) for p, s in pts if s and (p[0] > s[0] or p[1] > s[1])), None)
    if outside:
        (x, y), (w, h) = outside
        return UnitsDecision(units="ru", how="auto", note=f"point ({_fmt(x)}, {_fmt(y)}) lies outside its "
                             f"{w}x{h} screenshot, so the file is not in pixels")
    return UnitsDecision(units="ru", how="auto-ambiguous", note=f"all {len(pts)} points read both as RU and as "
                         "the screenshot's pixels (or fractions); RU assumed, pass --units to settle it")


def _units(name: str) -> Units:
    if name == "fraction":
        return "fraction"
    if name == "pixels":
        return "pixels"
    return "ru"


def apply(parsed: Parsed, units: str, size: list[int] | None) -> str | None:
    """Bring an output's points to RU in place; the reason when it cannot be (pixels of an unknown size)."""
    if units == "ru":
        return None
    for call in parsed.calls:
        for key in POINT_KEYS:
            p = call.get(key)
            if not (isinstance(p, list | tuple) and len(p) == 2 and all(_number(v) for v in p)):
                continue
            if units == "fraction":
                call[key] = [round(p[0] * RU_MAX, 6), round(p[1] * RU_MAX, 6)]
            elif size and size[0] and size[1]:
                call[key] = [round(p[0] / size[0] * RU_MAX, 6), round(p[1] / size[1] * RU_MAX, 6)]
            else:
                return "invalid: pixel coordinates, but this case's screenshot size is unknown"
    return None




def read_outputs(files: list[dict[str, Any]], sizes: dict[str, list[int] | None], form: str, units: str,
                 scroll_unit: float, declared: Iterable[str | None] = ()) -> tuple[list[dict[str, Parsed]],
                                                                                   UnitsDecision]:
    """Parse every output of a file (its step and episode predictions, id → raw), decide the file's units once
    over all of them, and bring their points to RU."""
    parsed = [{tid: parse_output(raw, form, scroll_unit) for tid, raw in f.items()} for f in files]
    decision = decide(((p, sizes.get(tid)) for f in parsed for tid, p in f.items()), units, declared)
    for f in parsed:
        for tid, p in f.items():
            if p.error is None and (why := apply(p, decision.units, sizes.get(tid))):
                p.error = why
    return parsed, decision


__all__ = ["POINT_KEYS", "apply", "decide", "points", "read_outputs"]
