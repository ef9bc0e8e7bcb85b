"""Pictures of a dataset: annotated test images, the contact sheet, bar charts (Pillow, PNG, deterministic)."""

from __future__ import annotations

import io
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont
from text_unidecode import unidecode


def _font(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # pragma: no cover - old Pillow
        return ImageFont.load_default()


# What a character the bundled font has no glyph for is drawn as, before its transliteration (text-unidecode):
# the typographic signs a chart title or a prompt uses, whose transliteration is none or "[?]".
_ASCII = {"\u2212": "-", "\u2013": "-", "\u2014": "-", "\u2192": "->", "\u2190": "<-", "\u00d7": "x",
          "\u2713": "v", "\u2264": "<=", "\u2265": ">="}


@lru_cache(maxsize=8)
def _notdef(font: ImageFont.ImageFont | ImageFont.FreeTypeFont) -> bytes:
    return _ink(font, "\ue000")  # a private-use code point: no font draws it, so this is the missing glyph's box


def _ink(font: ImageFont.ImageFont | ImageFont.FreeTypeFont, ch: str) -> bytes:
    m = font.getmask(ch)
    return repr(m.size).encode() + bytes(m)


def drawable(text: str, font: ImageFont.ImageFont | ImageFont.FreeTypeFont) -> str:
    """`text` with every character the font cannot draw (it would be a box) replaced by its ASCII form: é → e,
    Ж → Zh, − → -; "?" where there is none. Pillow's bundled font covers ASCII and a few signs only."""
    box = _notdef(font)
    out = []
    for ch in text:
        if ch.isascii() or _ink(font, ch) != box:
            out.append(ch)
            continue
        alt = _ASCII.get(ch) or unidecode(ch)
        out.append(alt if alt and alt != "[?]" and alt.isascii() else "?")
    return "".join(out)


PROMPT_INK = (0, 0, 0)
CALL_INK = (0, 0, 160)
CALL_BAND = (226, 234, 255)  # the call's own band: never drawn over by the prompt, found by its colour
MARGIN = 6
MAX_PROMPT_LINES = 14  # a longer prompt ends with "…" (the full text is in test.json)


def _fit(line: str, font: ImageFont.ImageFont | ImageFont.FreeTypeFont, width: float) -> list[str]:
    """One paragraph wrapped at spaces to `width` pixels as the font measures it; a word wider than the
    line is broken between characters."""
    out: list[str] = []
    current = ""
    for word in line.split(" "):
        candidate = f"{current} {word}" if current else word
        if font.getlength(candidate) <= width or not current:
            current = candidate
        else:
            out.append(current)
            current = word
        while font.getlength(current) > width and len(current) > 1:
            k = max(1, max((i for i in range(1, len(current)) if font.getlength(current[:i]) <= width), default=1))
            out.append(current[:k])
            current = current[k:]
    out.append(current)
    return out


def wrap(text: str, font: ImageFont.ImageFont | ImageFont.FreeTypeFont, width: float) -> list[str]:
    return [part for para in (text.splitlines() or [""]) for part in _fit(para, font, width)]


def annotate(image_bytes: bytes, point: tuple[float, float] | None, prompt: str, call: str) -> bytes:
    """Test image with a red marker at the expected pixel; below it the prompt, wrapped to the image's width
    as the font measures it, then the call in a band of its own: the strip grows with the text, so the call is
    always readable whatever the prompt's length."""
    img = Image.open(io.BytesIO(image_bytes)).convert("RGB")
    w, h = img.size
    font = _font(max(10, min(16, w // 40)))
    line_h = int(font.getbbox("Ag|")[3]) + 3
    prompt_lines = wrap(drawable(prompt, font), font, w - 2 * MARGIN)
    if len(prompt_lines) > MAX_PROMPT_LINES:
        prompt_lines = [*prompt_lines[: MAX_PROMPT_LINES - 1], "…"]
    call_lines = wrap(drawable(call, font), font, w - 2 * MARGIN)
    band_top = h + MARGIN + line_h * len(prompt_lines) + MARGIN
    band_bottom = band_top + MARGIN + line_h * len(call_lines) + MARGIN
    canvas = Image.new("RGB", (w, band_bottom), (255, 255, 255))
    canvas.paste(img, (0, 0))
    d = ImageDraw.Draw(canvas)
    if point is not None:
        _marker(d, point, w)
    for k, line in enumerate(prompt_lines):
        d.text((MARGIN, h + MARGIN + k * line_h), line, fill=PROMPT_INK, font=font)
    d.rectangle((0, band_top, w - 1, band_bottom - 1), fill=CALL_BAND)
    for k, line in enumerate(call_lines):
        d.text((MARGIN, band_top + MARGIN + k * line_h), line, fill=CALL_INK, font=font)
    buf = io.BytesIO()
    canvas.save(buf, format="PNG", compress_level=6)
    return buf.getvalue()


def _marker(d: ImageDraw.ImageDraw, point: tuple[float, float], w: int) -> None:
    x, y = point
    r = max(6, w // 80)
    ring = max(2, r // 3)
    # a white halo under the red marker keeps it visible on any background
    d.ellipse((x - r - 2, y - r - 2, x + r + 2, y + r + 2), outline=(255, 255, 255), width=ring + 4)
    d.line((x - 2 * r, y, x + 2 * r, y), fill=(255, 255, 255), width=3)
    d.line((x, y - 2 * r, x, y + 2 * r), fill=(255, 255, 255), width=3)
    d.ellipse((x - r, y - r, x + r, y + r), outline=(255, 0, 0), width=ring)
    d.line((x - 2 * r, y, x + 2 * r, y), fill=(255, 0, 0), width=1)
    d.line((x, y - 2 * r, x, y + 2 * r), fill=(255, 0, 0), width=1)


SheetItem = tuple[bytes, tuple[float, float] | None, str, list[int] | None]


def contact_sheet(items: list[SheetItem], cols: int = 4, thumb_w: int = 240) -> bytes:
    """A grid of sample images, each with its action's point, its element's box (pixels [x1, y1, x2, y2]) when
    known, and its label drawn on it."""
    thumbs = []
    for data, point, label, box in items:
        img = Image.open(io.BytesIO(data)).convert("RGB")
        scale = thumb_w / img.width
        t = img.resize((thumb_w, max(1, int(img.height * scale))))
        d = ImageDraw.Draw(t)
        if box is not None:
            d.rectangle(tuple(v * scale for v in box), outline=(0, 200, 255), width=2)
        if point is not None:
            x, y, r = point[0] * scale, point[1] * scale, 5
            d.ellipse((x - r, y - r, x + r, y + r), outline=(255, 0, 0), width=2)
        d.rectangle((0, t.height - 16, thumb_w, t.height), fill=(0, 0, 0))
        d.text((4, t.height - 15), drawable(label[:40], _font(11)), fill=(255, 255, 255), font=_font(11))
        thumbs.append(t)
    if not thumbs:
        thumbs = [Image.new("RGB", (thumb_w, thumb_w // 2), (230, 230, 230))]
    th = max(t.height for t in thumbs)
    rows = (len(thumbs) + cols - 1) // cols
    sheet = Image.new("RGB", (cols * (thumb_w + 4) + 4, rows * (th + 4) + 4), (255, 255, 255))
    for k, t in enumerate(thumbs):
        sheet.paste(t, (4 + (k % cols) * (thumb_w + 4), 4 + (k // cols) * (th + 4)))
    buf = io.BytesIO()
    sheet.save(buf, format="PNG", compress_level=6)
    return buf.getvalue()


def bar_chart(counts: dict[str, int], title: str, ordered: bool = False) -> bytes:
    """Horizontal bars, largest first (or in the given order: bins of a histogram)."""
    items = list(counts.items()) if ordered else sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    bar_h, left, width = 22, 170, 640
    img = Image.new("RGB", (width, 40 + bar_h * max(1, len(items))), (255, 255, 255))
    d = ImageDraw.Draw(img)
    font = _font(13)
    d.text((8, 8), drawable(title, font), fill=(0, 0, 0), font=font)
    top = max([v for _, v in items] + [1])  # all zero (every recording quarantined): empty bars
    for k, (name, v) in enumerate(items):
        y = 34 + k * bar_h
        d.text((8, y + 3), drawable(name[:24], font), fill=(0, 0, 0), font=font)
        d.rectangle((left, y + 2, left + int((width - left - 60) * v / top), y + bar_h - 4), fill=(70, 110, 200))
        d.text((left + int((width - left - 60) * v / top) + 6, y + 3), str(v), fill=(0, 0, 0), font=font)
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=6)
    return buf.getvalue()
