"""The OCR lines of a recording's published frames, as the frames stage writes them (`ocr_lines` table).

Privacy reads every published frame with OCR to redact it (`tasks/privacy/`); the lines it read are kept here,
text after redaction (personal data replaced by surrogates), box, confidence and the x extent of each word (from
the recogniser's character positions). A line is `private` when it held personal data or its box touches a
filled box of its frame: such a line's text is never a name or a prompt (`tasks/ocr_targets.py` skips it, and
takes no target from a point on it), and it carries no words. With privacy off, the frames are read only when
`targets.ocr` is true (`TextReader`: lines, nothing filled)."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import polars as pl

from cuaflow.schemas.settings import PrivacySettings
from cuaflow.schemas.tables import OCR_LINES_SCHEMA, polars_types
from cuaflow.tasks.privacy.audit import OFF
from cuaflow.tasks.privacy.lines import OcrLine
from cuaflow.tasks.privacy.ocr import OcrEngine, ocr_engine
from cuaflow.tasks.privacy.reader import FrameReader

_TYPES = polars_types(OCR_LINES_SCHEMA)
Box = tuple[int, int, int, int]


class TextReader:
    """Privacy off, `targets.ocr` on: every published frame read by OCR, passed on unchanged (nothing filled)."""

    enabled = True
    fact = OFF

    def __init__(self, settings: PrivacySettings, engine: OcrEngine | None = None) -> None:
        engine = engine or ocr_engine(settings.device, settings.ocr_threads)
        self.reader = FrameReader(engine, settings.change_threshold, settings.detection_scale)
        self._lines: dict[str, list[OcrLine]] = {}

    def bind(self, name_of: Any) -> TextReader:
        self.name_of = name_of
        return self

    def __call__(self, pts_ms: float, rgb: np.ndarray, frame: str | None = None) -> np.ndarray:
        self._lines[frame or self.name_of(pts_ms)] = self.reader.read(rgb)
        return rgb

    def lines_of(self, frame: str) -> list[OcrLine]:
        return list(self._lines.get(frame, ()))


def words_of(ln: OcrLine) -> list[dict[str, Any]]:
    """The line's words (runs of non-space characters) with their x extents: from the first character's centre
    to the last one's, widened by half the line's character pitch each side (equal widths when the recogniser
    gave no positions)."""
    n = len(ln.text)
    if not n:
        return []
    pitch = (ln.x1 - ln.x0) / n
    xs = ln.xs if len(ln.xs) == n else tuple(ln.x0 + pitch * (k + 0.5) for k in range(n))
    gaps = np.diff(np.asarray(xs, dtype=float))
    if gaps.size:
        pitch = float(np.median(gaps[gaps > 0])) if (gaps > 0).any() else pitch
    out = []
    for m in re.finditer(r"\S+", ln.text):
        a, b = m.start(), m.end() - 1
        x0 = max(ln.x0, int(round(xs[a] - pitch / 2)))
        x1 = min(ln.x1, int(round(xs[b] + pitch / 2)))
        out.append({"text": m.group(), "x0": x0, "x1": max(x1, x0 + 1)})
    return out


def _touches(ln: OcrLine, fills: list[Box]) -> bool:
    return any(ln.x0 < b[2] and b[0] < ln.x1 and ln.y0 < b[3] and b[1] < ln.y1 for b in fills)


def ocr_lines_table(recording_id: str, frames: list[str], lines_of: Any,
                    fills: pl.DataFrame | None = None) -> pl.DataFrame:
    """One row per OCR line of each published frame (`OCR_LINES_SCHEMA`), in frame then reading order.
    `fills`: the frame redactor's records (frame and filled box), which make a line private."""
    boxes: dict[str, list[Box]] = {}
    if fills is not None and fills.height:
        for f, x0, y0, x1, y1 in fills.select("frame", "x0", "y0", "x1", "y1").iter_rows():
            boxes.setdefault(f, []).append((x0, y0, x1, y1))
    rows = []
    for frame in sorted(frames):
        for k, ln in enumerate(sorted(lines_of(frame), key=lambda ln: (ln.y0, ln.x0))):
            private = _touches(ln, boxes.get(frame, []))
            rows.append({"recording_id": recording_id, "frame": frame, "line": k, "x0": ln.x0, "y0": ln.y0,
                         "x1": ln.x1, "y1": ln.y1, "text": ln.text, "score": round(float(ln.score), 4),
                         "private": private, "words": [] if private else words_of(ln)})
    return pl.DataFrame(rows, schema=_TYPES)


__all__ = ["TextReader", "ocr_lines_table", "words_of"]
