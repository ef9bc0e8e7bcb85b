"""The OCR lines of a recording's published frames, as the frames stage writes them (`ocr_lines` table).

Privacy reads every published frame with OCR to redact it (`tasks/privacy/`); the lines it read are kept here,
text after redaction (personal data replaced by surrogates), box, confidence and the x extent of each word (from
the recogniser's character positions). A line is `private` when it held personal data, when its box touches or
adjoins a filled box of its frame (`ADJOIN`: the wrapped half of a value, the cell its misread end ran into), or holds
a word shaped like an address no recogniser matched (an `@` or `://`: OCR misread it, `jane@example.corl`), a run
shaped like an identifier (`shaped`: a near-miss of an IBAN, card, token, e-mail or IPv6 address, seven digits or
more in digit groups, a 20+ character run of letters and digits) or a deny-listed word inside a word (OCR glued it
to the next: `Marloweand`; each is kept as `<UNSURE>`): such a line's text is never a name or a prompt
(`tasks/targets/ocr_targets.py` skips it, and takes no target from a point on it), and it carries no words.

The lines near each pointer step's point on its pre-action frame are read again (`reread`): on their ink (the
detector's boxes are padded, and a loose crop loses letters: "Pricig"), from one of the `EARLIER` published frames
before it when that one shows the same pixels but for the pointer drawn over the text ("terns" → "terms").
With privacy off, the frames are read only when `targets.ocr` is true (tasks/ocr/text.py: lines, nothing filled)."""

from __future__ import annotations

import functools
import io
import itertools
import re
import statistics
from collections.abc import Callable, Sequence
from typing import Any, overload

import cv2
import numpy as np
import polars as pl
from PIL import Image

from cuaflow.schemas.tables import OCR_LINES_SCHEMA, polars_types
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.ocr.ocr import OcrEngine
from cuaflow.tasks.privacy.nearmiss import shaped

# one truth: the frames fill what these withhold
from cuaflow.tasks.privacy.withheld import PLAIN_WORD, UNSURE, adjoining
from cuaflow.tasks.targets.element import OCR_KINDS

_TYPES = polars_types(OCR_LINES_SCHEMA)
Box = tuple[int, int, int, int]


_WORD = re.compile(r"\S+")


def words_of(ln: OcrLine) -> list[dict[str, Any]]:
    """The line's words (runs of non-space characters) with their x extents: from the first character's centre
    to the last one's, widened by half the line's character pitch each side (equal widths when the recogniser
    gave no positions)."""
    n = len(ln.text)
    if not n:
        return []
    pitch = (ln.x1 - ln.x0) / n
    xs = ln.xs if len(ln.xs) == n else tuple(ln.x0 + pitch * (k + 0.5) for k in range(n))
    # the median of the positive gaps between character centres, in Python floats (numpy's median of the same
    # values): a line has tens of characters, where numpy's per-call cost was most of the table's time
    gaps = [g for a, b in itertools.pairwise(float(x) for x in xs) if (g := b - a) > 0]
    if gaps:
        pitch = statistics.median(gaps)
    out = []
    for m in _WORD.finditer(ln.text):
        a, b = m.start(), m.end() - 1
        x0 = max(ln.x0, int(round(xs[a] - pitch / 2)))
        x1 = min(ln.x1, int(round(xs[b] + pitch / 2)))
        out.append({"text": m.group(), "x0": x0, "x1": max(x1, x0 + 1)})
    return out


_INK = 60  # summed RGB step between neighbours that counts as ink (as ocr/reader.py)
# lines within this many line heights of a step's point are read again (tasks/targets/ocr_targets.py's reach)
NEAR_H = 2.5


def ink_box(rgb: np.ndarray, ln: OcrLine) -> Box | None:
    """The line's box tightened to its ink: the detector's box is padded (up to twice the text's height), and a
    recogniser given a loose crop drops letters ("Pricig"). Rows whose ink spans nearly the whole box are borders,
    not text; the tallest run of inked rows (gaps of up to 2 rows bridged) is the text."""
    x0, y0, x1, y1 = max(0, ln.x0), max(0, ln.y0), min(rgb.shape[1], ln.x1), min(rgb.shape[0], ln.y1)
    if x1 - x0 < 4 or y1 - y0 < 4:
        return None
    g = rgb[y0:y1, x0:x1].astype(np.int16).sum(axis=2)
    edge = np.zeros(g.shape, dtype=bool)
    edge[:, 1:] = np.abs(np.diff(g, axis=1)) > _INK
    edge[1:, :] |= np.abs(np.diff(g, axis=0)) > _INK
    rows = edge.sum(axis=1)
    inked = np.flatnonzero((rows > 0) & (rows < 0.9 * (x1 - x0)))
    if inked.size == 0:
        return None
    runs = np.split(inked, np.flatnonzero(np.diff(inked) > 3) + 1)
    run = max(runs, key=lambda r: int(rows[r].sum()))
    cols = np.flatnonzero(edge[run[0]:run[-1] + 1].any(axis=0))
    return (x0 + max(0, int(cols[0]) - 4), y0 + max(0, int(run[0]) - 3),
            x0 + min(x1 - x0, int(cols[-1]) + 5), y0 + min(y1 - y0, int(run[-1]) + 4))


def cursor_box(x: float, y: float, scale: float) -> Box:
    """Where a pointer whose hot spot is at (x, y) may be drawn: an arrow reaches ~24 x 32 points down-right, an
    I-beam or X11's X cursor ~12 points each way around it."""
    return (int(x - 12 * scale), int(y - 12 * scale), int(x + 24 * scale) + 1, int(y + 32 * scale) + 1)


def _uncovered(rgb: np.ndarray, earlier: Sequence[np.ndarray], box: Box, cursor: Box) -> np.ndarray:
    """The crop `box` of the frame, or of an earlier frame showing the same pixels everywhere but under the
    pointer (where it differs): the text without the pointer drawn over it."""
    x0, y0, x1, y1 = box
    crop = rgb[y0:y1, x0:x1]
    inside = np.zeros(crop.shape[:2], dtype=bool)
    inside[max(0, cursor[1] - y0):max(0, cursor[3] - y0), max(0, cursor[0] - x0):max(0, cursor[2] - x0)] = True
    if not inside.any() or inside.all():  # the pointer elsewhere, or over the whole crop
        return crop
    for e in earlier:
        if e.shape != rgb.shape:
            continue
        diff = np.abs(e[y0:y1, x0:x1].astype(np.int16) - crop).max(axis=2) > 24
        if diff[inside].any() and diff[~inside].mean() < 0.002:
            return e[y0:y1, x0:x1]
    return crop


def reread(engine: OcrEngine, rgb: np.ndarray, lines: list[OcrLine], points: list[tuple[float, float]],
           fills: list[Box], earlier: Sequence[np.ndarray] = (), scale: float = 1.0,
           private: Callable[[OcrLine], bool] | None = None) -> list[OcrLine]:
    """The frame's lines, those near a step's point (not touching a filled box) read again on their ink box,
    from an earlier published frame when that one shows them without the pointer over them: the new read and
    the ink box replace the old unless the read is empty or clearly less confident. A new read in which
    `private` (the redactor's recognisers) finds personal data the first read missed is kept as `<UNSURE>`."""
    near = {k: (x, y) for k, ln in enumerate(lines) if not _touches(ln, fills) for x, y in points
            if ln.x0 - NEAR_H * (ln.y1 - ln.y0) <= x <= ln.x1 + NEAR_H * (ln.y1 - ln.y0) and ln.y0 <= y <= ln.y1}
    boxes = {k: b for k in near if (b := ink_box(rgb, lines[k])) is not None}
    if not boxes:
        return lines
    order = list(boxes)
    crops = [_uncovered(rgb, earlier, boxes[k], cursor_box(*near[k], scale)) for k in order]
    reads = engine.recognise([np.ascontiguousarray(c) for c in crops])
    out = list(lines)
    for k, r in zip(order, reads, strict=True):
        b, old = boxes[k], lines[k]
        if r.text.strip() and r.score >= old.score - 0.05:
            new = OcrLine(b[0], b[1], b[2], b[3], r.text, r.score, tuple(b[0] + x for x in r.xs))
            out[k] = new if private is None or not private(new) else OcrLine(*b, "<UNSURE>", r.score)
    return out


EARLIER = 4  # published frames before a pre-action frame looked at for its text without the pointer over it


def reread_near_steps(framed: pl.DataFrame, scale: float, read_frame: Callable[[str], bytes], engine: OcrEngine,
                      private: Callable[[OcrLine], bool]) -> Callable[[str, list[OcrLine], list[Box]], list[OcrLine]]:
    """`again(frame, lines, fills)` for `ocr_lines_table`: the lines near each pointer step's point on its
    pre-action frame (the framed steps' `pre_image`, x, y, x2, y2 in points × `scale`) read again by `reread`,
    with up to `EARLIER` published frames before it (`read_frame`: a published frame's bytes) to look under the
    pointer; `private`: the recognisers' say on a line read again."""
    points: dict[str, list[tuple[float, float]]] = {}
    for kind, image, x, y, x2, y2 in framed.select("kind", "pre_image", "x", "y", "x2", "y2").iter_rows():
        if kind in OCR_KINDS and image is not None:
            points.setdefault(image, []).extend((a * scale, b * scale) for a, b in ((x, y), (x2, y2))
                                                if a is not None and b is not None)
    order = sorted(set(framed["pre_image"].drop_nulls()) | set(framed["post_image"].drop_nulls()))
    position = {f: k for k, f in enumerate(order)}

    @functools.lru_cache(maxsize=EARLIER + 2)
    def decoded(frame: str) -> np.ndarray:
        return decode_rgb(read_frame(frame))

    def again(frame: str, lines: list[OcrLine], fills: list[Box]) -> list[OcrLine]:
        if frame not in points:
            return lines
        at = position[frame]
        earlier = _Decoded(list(reversed(order[max(0, at - EARLIER):at])), decoded)
        return reread(engine, decoded(frame), lines, points[frame], fills, earlier, scale, private)

    return again


_PNG = b"\x89PNG\r\n\x1a\n"


def decode_rgb(data: bytes) -> np.ndarray:
    """A published image's pixels as RGB. An 8-bit RGB PNG (as the frames stage writes them) is decoded by OpenCV:
    lossless, the same pixels as Pillow's in ~20 % less CPU at 1080p; any other image by Pillow."""
    if data.startswith(_PNG) and data[24:26] == b"\x08\x02":  # IHDR: bit depth 8, colour type 2 (RGB)
        bgr = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)
        if bgr is not None:
            return cv2.cvtColor(bgr, cv2.COLOR_BGR2RGB)
    im = Image.open(io.BytesIO(data))
    return np.asarray(im if im.mode == "RGB" else im.convert("RGB"))  # an RGB image is not copied again


class _Decoded(Sequence[np.ndarray]):
    """Published frames decoded when read: an earlier frame is only looked at when the pointer covers a line near a
    step's point (a PNG decode is ~15 ms at 1080p)."""

    def __init__(self, frames: list[str], decode: Callable[[str], np.ndarray]) -> None:
        self.frames, self.decode = frames, decode

    def __len__(self) -> int:
        return len(self.frames)

    @overload
    def __getitem__(self, k: int) -> np.ndarray: ...

    @overload
    def __getitem__(self, k: slice) -> list[np.ndarray]: ...

    def __getitem__(self, k: int | slice) -> np.ndarray | list[np.ndarray]:
        if isinstance(k, slice):
            return [self.decode(f) for f in self.frames[k]]
        return self.decode(self.frames[k])


def _touches(ln: OcrLine, fills: list[Box]) -> bool:
    return any(ln.x0 < b[2] and b[0] < ln.x1 and ln.y0 < b[3] and b[1] < ln.y1 for b in fills)


def _unsure(text: str) -> str:
    """The text with each identifier-shaped span (`shaped`) replaced by `<UNSURE>`."""
    out, at = [], 0
    for a, b in shaped(text):
        if a < at:
            continue
        out += [text[at:a], "<UNSURE>"]
        at = b
    return "".join(out) + text[at:]




@functools.lru_cache(maxsize=65536)
def withheld(text: str) -> str:
    """A private line's text as published: each word that is not plain letters (or a surrogate) is `<UNSURE>`.
    What makes a line private (a fill beside it, a surrogate, an identifier's shape) says a value is there that a
    recogniser found, or nearly found: the rest of such a line may hold what it missed (`password is
    Kestrel!Harbour92`, `sent me 847 219 as the login code`, `user=jmartinez` beside a filled IP), which the
    pixels may show but the published text never does."""
    return re.sub(r"\S+", lambda m: m.group() if PLAIN_WORD.fullmatch(m.group()) else "<UNSURE>", text)


def deny_words(deny_list: Sequence[str]) -> re.Pattern[str] | None:
    """The deny-list's words (three letters or more) found anywhere in a word: OCR glues words the redactor then
    misses as whole words (`Marloweand`)."""
    words = sorted({w.casefold() for term in deny_list for w in re.findall(r"\w{3,}", term)}, key=len, reverse=True)
    return re.compile(r"\S*(?:" + "|".join(map(re.escape, words)) + r")\S*", re.IGNORECASE) if words else None


def ocr_lines_table(recording_id: str, frames: list[str], lines_of: Any,
                    fills: pl.DataFrame | None = None, again: Any = None,
                    deny: re.Pattern[str] | None = None) -> pl.DataFrame:
    """One row per OCR line of each published frame (`OCR_LINES_SCHEMA`), in frame then reading order.
    `fills`: the frame redactor's records (frame and filled box), which make a line private; `again(frame, lines,
    fills)`: the lines after the ones near a step's point were read again (`reread`); `deny` (`deny_words`): a word
    holding a deny-listed word is kept as `<UNSURE>`, its line private."""
    boxes: dict[str, list[Box]] = {}
    if fills is not None and fills.height:
        for f, x0, y0, x1, y1 in zip(*(fills[c].to_list() for c in ("frame", "x0", "y0", "x1", "y1")), strict=True):
            boxes.setdefault(f, []).append((x0, y0, x1, y1))
    rows = []
    # most lines of a frame were on the one before: a text's checks and a line's words are worked out once
    texts: dict[str, str] = {}
    words: dict[OcrLine, list[dict[str, Any]]] = {}
    for frame in sorted(frames):
        lines = lines_of(frame)
        if again is not None and lines:
            lines = again(frame, lines, boxes.get(frame, []))
        lines = sorted(lines, key=lambda ln: (ln.y0, ln.x0))
        adjoin = adjoining(lines, boxes.get(frame, []))
        for k, ln in enumerate(lines):
            text = texts.get(ln.text)
            if text is None:
                text = _unsure(UNSURE.sub("<UNSURE>", ln.text))
                texts[ln.text] = text = deny.sub("<UNSURE>", text) if deny is not None else text
            private = text != ln.text or "<UNSURE>" in text or adjoin[k]
            if private:
                text = withheld(text)
            if not private and ln not in words:
                words[ln] = words_of(ln)
            rows.append({"recording_id": recording_id, "frame": frame, "line": k, "x0": ln.x0, "y0": ln.y0,
                         "x1": ln.x1, "y1": ln.y1, "text": text, "score": round(float(ln.score), 4),
                         "private": private, "words": [] if private else words[ln]})
    return pl.DataFrame(rows, schema=_TYPES)


__all__ = ["EARLIER", "ink_box", "ocr_lines_table", "reread", "reread_near_steps", "words_of"]
