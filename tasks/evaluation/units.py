"""Coordinate spaces of a predictions file: RU (0-1000, the dataset's own), fractions (0-1), pixels of the case's
screenshot (`metadata.image_size`), or a model family's dialect (tasks/dialects/: resized pixels, 0-1000 grids,
the Claude harness's scaled screen); every point is brought to RU before it is scored.

Each line is decided on its own, from that line alone, so a line's verdict never changes with the other lines
of its file:

1. the line records the dialect it was asked in (`dialect`, `dialect_params`, `image_size`, `sent_size`, as
   `cuaflow predict` writes) → that mapping (`recorded`);
2. `--dialect` → that dialect at the case's screenshot size and the given parameters (`given`);
3. `--units ru|fraction|pixels` → those (`given`);
4. the line declares `dialect` or `units` → those (`declared`);
5. its form fixes the dialect: a Responses-API `computer_call` (OpenAI: screenshot pixels), a `tool_use` block
   (Claude: the harness's scaled screen), a GLM answer (0-1000) (`form`);
6. its values: every value within [0, 1] and one not whole → fractions; a point outside its screenshot's pixel
   size → RU (`auto`); a value over 1000 → the line is refused (`unknown_space`: it is not RU, and whose pixels
   it holds cannot be known from the line); otherwise RU is assumed and said (`auto-ambiguous`)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from cuaflow.schemas.dialects import DialectParams, DialectUse
from cuaflow.schemas.evaluation import ReadSettings, Units, UnitsDecision
from cuaflow.schemas.toolcall import RU_MAX
from cuaflow.tasks import dialects
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


@dataclass
class LineSpace:
    """How one line's points are brought to RU: a dialect use, or plain units; or why they cannot be."""

    how: str
    units: Units = "ru"
    use: DialectUse | None = None
    note: str = ""
    refused: str | None = None


def _declared_use(line: dict[str, Any], size: list[int] | None) -> DialectUse | str | None:
    """The dialect use a line records or declares; a text when its record is not usable."""
    name = line.get("dialect")
    if not isinstance(name, str):
        return None
    try:
        spec = dialects.get(name)
        params = DialectParams.model_validate(line.get("dialect_params") or {})
        dialects.check(spec, params)
        if line.get("sent_size") and line.get("image_size"):
            return DialectUse(dialect=name, params=params, image_size=tuple(line["image_size"]),
                              sent_size=tuple(line["sent_size"]))
    except (ValueError, TypeError) as exc:
        return f"invalid: the line's dialect record is not usable: {one_line(exc)}"
    if not size:
        return "invalid: the line names a dialect but this case's screenshot size is unknown"
    return dialects.use(spec, params, size[0], size[1])


def one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:300]


def _space(spec_units: str) -> Units:
    return {"pixels": "pixels", "fraction": "fraction"}.get(spec_units, "ru")  # type: ignore[return-value]


def _from_use(u: DialectUse | str, how: str) -> LineSpace:
    if isinstance(u, str):
        return LineSpace(how="refused", refused=u)
    return LineSpace(how=how, units=_space(dialects.get(u.dialect).space), use=u, note=dialects.describe(u))


def line_space(parsed: Parsed, size: list[int] | None, line: dict[str, Any], read: ReadSettings) -> LineSpace:
    """The space of one line, from that line alone (the module's rules, in order)."""
    if line.get("dialect") and line.get("sent_size") and (u := _declared_use(line, size)) is not None:
        return _from_use(u, "recorded")
    if read.dialect:
        if not size:
            return LineSpace(how="refused", refused="invalid: --dialect maps from the screenshot's size, which "
                                                      "this case does not give")
        spec = dialects.get(read.dialect)
        return _from_use(dialects.use(spec, read.dialect_params, size[0], size[1]), "given")
    if read.units != "auto":
        return LineSpace(how="given", units=_units(read.units), note=f"--units {read.units}")
    if (u := _declared_use(line, size)) is not None:
        return _from_use(u, "declared")
    if isinstance(line.get("units"), str):
        return LineSpace(how="declared", units=_units(line["units"]), note=f"the line says {line['units']}")
    if parsed.implied and size:
        u = dialects.use(dialects.get(parsed.implied), DialectParams(), size[0], size[1])
        return _from_use(u, "form")
    return _from_values(parsed, size)


def _from_values(parsed: Parsed, size: list[int] | None) -> LineSpace:
    """The space the values themselves tell, when nothing states one (the last of the module's rules)."""
    pts = points(parsed)
    if not pts:
        return LineSpace(how="no-coordinates", note="no coordinates")
    top = max(max(x, y) for x, y in pts)
    if top <= 1 and any(not v.is_integer() for p in pts for v in p):
        return LineSpace(how="auto", units="fraction", note="every value within [0, 1]: fractions")
    if top > RU_MAX:
        return LineSpace(how="refused", refused=(
            f"unknown_space: a coordinate of {_fmt(top)} cannot be RU and the line names no dialect: pass "
            "--dialect (openai: the screenshot's pixels; qwen25, uitars15: the resized image's pixels) or --units"))
    if size and any(x > size[0] or y > size[1] for x, y in pts):
        return LineSpace(how="auto", note=f"a point lies outside the {size[0]}x{size[1]} screenshot: not its "
                                          "pixels, RU")
    return LineSpace(how="auto-ambiguous", note="the values read both as RU and as pixels: RU assumed (pass "
                                                "--dialect or --units to settle it)")


def _units(name: str) -> Units:
    if name == "fraction":
        return "fraction"
    if name == "pixels":
        return "pixels"
    return "ru"


def apply(parsed: Parsed, space: LineSpace, size: list[int] | None) -> str | None:
    """Bring an output's points to RU in place; the reason when it cannot be."""
    if space.refused:
        return space.refused
    if space.use is None and space.units == "ru":
        return None
    for call in parsed.calls:
        for key in POINT_KEYS:
            p = call.get(key)
            if not (isinstance(p, list | tuple) and len(p) == 2 and all(_number(v) for v in p)):
                continue
            if space.use is not None:
                x, y = dialects.to_ru(space.use, float(p[0]), float(p[1]))
                call[key] = [round(x, 6), round(y, 6)]
            elif space.units == "fraction":
                call[key] = [round(p[0] * RU_MAX, 6), round(p[1] * RU_MAX, 6)]
            elif size and size[0] and size[1]:
                call[key] = [round(p[0] / size[0] * RU_MAX, 6), round(p[1] / size[1] * RU_MAX, 6)]
            else:
                return "invalid: pixel coordinates, but this case's screenshot size is unknown"
    return None


def summarise(spaces: list[LineSpace], read: ReadSettings) -> UnitsDecision:
    """The file's line decisions summed up for the report."""
    with_points = [s for s in spaces if s.how != "no-coordinates"]
    if not with_points:
        return UnitsDecision(units=_units(read.units) if read.units != "auto" else "ru", how="no-coordinates",
                             note="no coordinates to judge by")
    lines = Counter(s.how for s in with_points)
    units = Counter(s.units for s in with_points if not s.refused).most_common(1)
    hows = set(lines)
    how = "auto-ambiguous" if "auto-ambiguous" in hows else (hows.pop() if len(hows) == 1 else "mixed")
    notes = Counter((s.how, s.refused.split(":")[0] if s.refused else s.note) for s in with_points)
    note = "; ".join(f"{n} line{'s' * (n != 1)} {h}: {text}" for (h, text), n in notes.most_common(6))
    uses = [s.use for s in with_points if s.use is not None]
    rt = max((max(dialects.unit_native(u)) / 2 for u in uses), default=None)
    return UnitsDecision(units=units[0][0] if units else "ru", how=how, note=note, lines=dict(lines),
                         mappings=dict(Counter(dialects.describe(u) for u in uses).most_common(20)),
                         roundtrip_native_px=round(rt, 3) if rt is not None else None)


def decide(outputs: Iterable[tuple[Parsed, list[int] | None]], requested: str,
           declared: Iterable[str | None] = ()) -> UnitsDecision:
    """The decision over bare outputs whose lines declare at most their units (`declared`, in order)."""
    read = ReadSettings(units=requested)
    said = list(declared)
    spaces = [line_space(p, size, {"units": said[k]} if k < len(said) and said[k] else {}, read)
              for k, (p, size) in enumerate(outputs)]
    if not spaces and any(said):
        units = next(u for u in said if u)
        return UnitsDecision(units=_units(units), how="declared", note=f"the file's lines say {units}")
    if not spaces and requested != "auto":
        return UnitsDecision(units=_units(requested), how="given", note=f"--units {requested}")
    return summarise(spaces, read)


def read_outputs(files: list[dict[str, Any]], sizes: dict[str, list[int] | None], read: ReadSettings,
                 lines: list[dict[str, dict[str, Any]]] | None = None) -> tuple[list[dict[str, Parsed]],
                                                                                   UnitsDecision]:
    """Parse every output of a file (its step and episode predictions, id → raw; `lines`: each id's line fields),
    decide each line's space from that line alone, and bring its points to RU."""
    parsed = [{tid: parse_output(raw, read.format, read.scroll_unit_pixels) for tid, raw in f.items()}
              for f in files]
    spaces: list[LineSpace] = []
    for k, f in enumerate(parsed):
        meta = (lines[k] if lines and k < len(lines) else {})
        for tid, p in f.items():
            if p.error is not None:
                continue
            space = line_space(p, sizes.get(tid), meta.get(tid) or {}, read)
            spaces.append(space)
            if why := apply(p, space, sizes.get(tid)):
                p.error = why
    return parsed, summarise(spaces, read)


__all__ = ["POINT_KEYS", "LineSpace", "apply", "decide", "line_space", "points", "read_outputs", "summarise"]
