"""Model coordinate dialects: one module per family (its `SPEC`), one entry each in `DIALECTS`; the exact maps
between a model's coordinates and RU (README.md of this folder: the table and its sources).

A dialect use is (spec, params, native size): `sent_size` is the image the model sees; `to_ru` maps a point the
model wrote back to RU (floats, no rounding: the scorer compares them with the boxes); `from_ru` writes an RU
point in the model's space the way the family writes it (whole numbers; fractions to 4 decimals)."""

from __future__ import annotations

from cuaflow.schemas.dialects import DialectParams, DialectSpec, DialectUse
from cuaflow.schemas.toolcall import RU_MAX
from cuaflow.tasks.dialects import claude, glm, openai, opencua_qwen2, qwen3, qwen25, ru, uitars15
from cuaflow.tasks.dialects.resize import llamafactory_size, smart_resize, xga_size

DIALECTS: dict[str, DialectSpec] = {m.SPEC.name: m.SPEC for m in (
    ru, qwen25, uitars15, opencua_qwen2, qwen3, glm, claude, openai)}
FRACTION_DECIMALS = 4  # OpenCUA writes fractions with 4 decimals


class DialectError(ValueError):
    """An unknown dialect or a parameter it does not take (the message says which)."""


def get(name: str) -> DialectSpec:
    if name not in DIALECTS:
        raise DialectError(f"unknown dialect {name!r} (known: {', '.join(DIALECTS)})")
    return DIALECTS[name]


def check(spec: DialectSpec, params: DialectParams) -> None:
    """A parameter the dialect has no use for is refused, never ignored."""
    given = {k for k, v in params.model_dump().items() if v is not None}
    takes = {"factor", "min_pixels", "max_pixels", "image_max_pixels", "image_min_pixels"} \
        if spec.resize == "smart" else set()
    takes |= {"grid_end"} if spec.space == "grid" else set()
    if extra := sorted(given - takes):
        raise DialectError(f"dialect {spec.name} takes no {', '.join(extra)} (it takes: "
                           f"{', '.join(sorted(takes)) or 'no parameter'})")


def resolved(spec: DialectSpec, params: DialectParams) -> dict[str, int]:
    """Every parameter the use runs with, the family's default where none was given (what lines record)."""
    out: dict[str, int] = {}
    if spec.resize == "smart":
        assert spec.factor and spec.min_pixels and spec.max_pixels
        out |= {"factor": params.factor or spec.factor, "min_pixels": params.min_pixels or spec.min_pixels,
                "max_pixels": params.max_pixels or spec.max_pixels}
        out |= {"image_max_pixels": params.image_max_pixels} if params.image_max_pixels else {}
        out |= {"image_min_pixels": params.image_min_pixels} if params.image_min_pixels else {}
    if spec.space == "grid":
        assert spec.grid_end
        out["grid_end"] = params.grid_end or spec.grid_end
    return out


def sent_size(spec: DialectSpec, params: DialectParams, width: int, height: int) -> tuple[int, int]:
    """The size of the image the model sees for a `width` × `height` screenshot."""
    if spec.resize == "xga":
        return xga_size(width, height)
    if spec.resize == "smart":
        p = resolved(spec, params)
        w, h = width, height
        if "image_max_pixels" in p or "image_min_pixels" in p:
            w, h = llamafactory_size(w, h, p.get("image_max_pixels"), p.get("image_min_pixels"))
        return smart_resize(w, h, p["factor"], p["min_pixels"], p["max_pixels"])
    return width, height


def use(spec: DialectSpec, params: DialectParams, width: int, height: int) -> DialectUse:
    return DialectUse(dialect=spec.name, params=params, image_size=(width, height),
                      sent_size=sent_size(spec, params, width, height))


def _grid_end(u: DialectUse) -> int:
    spec = get(u.dialect)
    return u.params.grid_end or spec.grid_end or RU_MAX


def to_ru(u: DialectUse, x: float, y: float) -> tuple[float, float]:
    """A point the model wrote → RU over the screenshot (exact, unrounded)."""
    space = get(u.dialect).space
    if space == "fraction":
        return x * RU_MAX, y * RU_MAX
    if space == "grid":
        g = _grid_end(u)
        return x / g * RU_MAX, y / g * RU_MAX
    if space == "pixels":
        sw, sh = u.sent_size
        return x / sw * RU_MAX, y / sh * RU_MAX
    return x, y


def from_ru(u: DialectUse, x: float, y: float) -> tuple[float, float]:
    """An RU point written as the family writes it: whole numbers of its space (Python's round), fractions to
    4 decimals."""
    space = get(u.dialect).space
    if space == "fraction":
        return round(x / RU_MAX, FRACTION_DECIMALS), round(y / RU_MAX, FRACTION_DECIMALS)
    if space == "grid":
        g = _grid_end(u)
        return round(x / RU_MAX * g), round(y / RU_MAX * g)
    if space == "pixels":
        sw, sh = u.sent_size
        return round(x / RU_MAX * sw), round(y / RU_MAX * sh)
    return round(x), round(y)


def from_native(u: DialectUse, px: float, py: float) -> tuple[float, float]:
    """A point in the screenshot's own pixels written in the model's space."""
    w, h = u.image_size
    return from_ru(u, px / w * RU_MAX, py / h * RU_MAX)


def to_native(u: DialectUse, x: float, y: float) -> tuple[float, float]:
    """A point the model wrote → the screenshot's own pixels (exact)."""
    rx, ry = to_ru(u, x, y)
    w, h = u.image_size
    return rx / RU_MAX * w, ry / RU_MAX * h


def unit_native(u: DialectUse) -> tuple[float, float]:
    """Native pixels per unit of the model's space, per axis: the most a whole-number answer can be off is half
    of it (the round-trip error a report states)."""
    w, h = u.image_size
    space = get(u.dialect).space
    if space == "fraction":
        step = 10.0 ** -FRACTION_DECIMALS
        return w * step, h * step
    if space == "grid":
        g = _grid_end(u)
        return w / g, h / g
    if space == "pixels":
        return w / u.sent_size[0], h / u.sent_size[1]
    return w / RU_MAX, h / RU_MAX


def describe(u: DialectUse) -> str:
    """One line: the mapping back to RU of this use."""
    spec = get(u.dialect)
    p = resolved(spec, u.params)
    params = ", ".join(f"{k} {v}" for k, v in p.items())
    (w, h), (sw, sh) = u.image_size, u.sent_size
    if spec.space == "pixels":
        how = f"pixels of {sw}x{sh} → RU x/{sw}·1000, y/{sh}·1000"
    elif spec.space == "grid":
        how = f"0-{_grid_end(u)} grid → RU ×1000/{_grid_end(u)}"
    elif spec.space == "fraction":
        how = "0-1 fractions → RU ×1000"
    else:
        how = "RU as written"
    return f"{spec.name} ({w}x{h} sent as {sw}x{sh}{'; ' + params if params else ''}): {how}"


__all__ = ["DIALECTS", "DialectError", "check", "describe", "from_native", "from_ru", "get", "resolved",
           "sent_size", "to_native", "to_ru", "unit_native", "use"]
