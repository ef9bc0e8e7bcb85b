"""Frames, in the frames stage: every published frame read by OCR, its personal data filled before it is encoded.

`FrameRedactor` is called with each published frame (RGB) before it is encoded: OCR (`reader.FrameReader`), the
recognisers over its lines (`onscreen.find_in_lines`), and every match's characters filled with `privacy.fill`,
striped with `privacy.marker` so a redaction never passes for a dark widget on any theme. It keeps, per frame, the
redaction records and the frame's OCR lines with their matches replaced by surrogates (`lines_of`), for a later
stage that wants the text on screen.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Protocol

import cv2
import numpy as np

from cuaflow.schemas.settings import OcrSettings, PrivacySettings
from cuaflow.tasks.ocr.lines import OcrLine, char_box
from cuaflow.tasks.ocr.ocr import OcrEngine
from cuaflow.tasks.ocr.reader import FrameReader, frame_reader
from cuaflow.tasks.ocr.text import TextReader
from cuaflow.tasks.privacy.audit import OFF, stage_fact
from cuaflow.tasks.privacy.errors import PrivacyError
from cuaflow.tasks.privacy.flanks import address_flanks
from cuaflow.tasks.privacy.found import Hit
from cuaflow.tasks.privacy.labels import labels_of
from cuaflow.tasks.privacy.names import RecordingDetector
from cuaflow.tasks.privacy.onscreen import Memo, find_in_lines, unproven_hits
from cuaflow.tasks.privacy.recognisers import detector_for, enabled
from cuaflow.tasks.privacy.strict import Interface
from cuaflow.tasks.privacy.surrogates import Labels, Rows
from cuaflow.tasks.privacy.unreadable import Unreadable
from cuaflow.tasks.privacy.withheld import withheld_hits

Box = tuple[int, int, int, int]
STRIPE = 6  # the marker: a diagonal stripe every STRIPE pixels, a third of them in the marker colour


def paint(rgb: np.ndarray, box: Box, fill: tuple[int, int, int], marker: tuple[int, int, int] | None) -> None:
    """Fill `box` opaque (never a blur), with diagonal stripes of `marker` when given."""
    x0, y0, x1, y1 = box
    if marker is None or not (x1 > x0 and y1 > y0):
        rgb[y0:y1, x0:x1] = fill
    else:  # the box's slice of the striped fill: a copy, where a masked assignment per box cost ~10× more
        rgb[y0:y1, x0:x1] = _striped(rgb.shape[0], rgb.shape[1], fill, marker)[y0:y1, x0:x1]


@functools.lru_cache(maxsize=4)
def _striped(h: int, w: int, fill: tuple[int, int, int], marker: tuple[int, int, int]) -> np.ndarray:
    """A whole frame of the fill with the marker's stripes (a box takes its slice: the stripes line up across
    boxes)."""
    # pixel (y, x) is striped when (x + y) % STRIPE < STRIPE // 3: row y is row y % STRIPE of one period, so the
    # period's rows are drawn once and repeated (a frame-sized index grid cost ~0.1 s per process)
    period = np.empty((STRIPE, w, 3), np.uint8)
    period[:] = fill
    x = np.arange(w)
    for r in range(STRIPE):
        period[r, (x + r) % STRIPE < STRIPE // 3] = marker
    out = period[np.arange(h) % STRIPE]
    out.flags.writeable = False
    return out


def redacted_text(ln: OcrLine, spans: list[tuple[int, int, str]]) -> str:
    """A line's text with each span (start, end, surrogate) replaced; overlapping spans are one, replaced by the
    surrogate of the longest (a name run in from the row above and the whole line of strict mode: nothing of
    either stays)."""
    merged: list[tuple[int, int, str, int]] = []  # start, end, surrogate, its span's length
    for a, b, lab in sorted(spans):
        if merged and a < merged[-1][1]:
            a0, b0, lab0, n0 = merged[-1]
            merged[-1] = (a0, max(b0, b), lab if b - a > n0 else lab0, max(n0, b - a))
        else:
            merged.append((a, b, lab, b - a))
    out, at = [], 0
    for a, b, lab, _ in merged:
        out += [ln.text[at:a], lab]
        at = b
    return "".join(out) + ln.text[at:]


class Redactor(Protocol):
    """What the frames stage hands each kept frame before it is encoded, and asks afterwards: `FrameRedactor`
    (privacy reads the frames) and `NoRedaction` (privacy off; the frames read for their text alone when the
    targets want it, by the OCR wing's `TextReader`) are each one, built by `Redaction.frames` for the `OcrUse`
    the settings give (tasks/ocr/use.py)."""

    @property
    def enabled(self) -> bool:
        """Frames go through it (else they are encoded as decoded)."""

    @property
    def fact(self) -> str:
        """What the frames went through (the frames stage's `privacy` fact)."""

    @property
    def reader(self) -> FrameReader | None:
        """The OCR that read the frames (None: nothing read them)."""

    @property
    def rows(self) -> Rows | None:
        """The redaction records (None: it fills nothing)."""

    def __call__(self, pts_ms: float, rgb: np.ndarray, frame: str | None = None) -> np.ndarray: ...

    def lines_of(self, frame: str) -> list[OcrLine]:
        """The OCR lines of a published frame (by its path); empty for one it did not read."""

    def plain_lines_of(self, frame: str) -> list[OcrLine]:
        """Strict mode: the frame's lines as the default mode gives them (work area only); empty otherwise."""

    def private(self, line: OcrLine) -> bool:
        """The line holds personal data the recognisers find (a line read again: tasks/targets/textlines.py:reread)."""


class FrameRedactor:
    """One recording's frame redaction (module docstring). `rows` holds the redaction records."""

    enabled = True

    def __init__(self, settings: PrivacySettings, labels: Labels, recording_id: str, name_of: Callable[[float], str],
                 engine: OcrEngine | None = None, interface: Sequence[str] = (), ocr: OcrSettings | None = None
                 ) -> None:
        self.settings, self.labels, self.name_of = settings, labels, name_of
        # strict mode: every line that is not interface text is filled too (strict.py)
        self.interface = Interface(interface, labels_of(settings)) if settings.mode == "strict" else None
        self.det = RecordingDetector(detector_for(settings), labels, settings.allow_list)
        self.unreadable = Unreadable(settings.unreadable_below)
        self.entities = frozenset(enabled(settings))
        self.reader = frame_reader(ocr or OcrSettings(), engine)
        self.rows = Rows(recording_id)
        self.engine = self.reader.engine.name
        self.fact = stage_fact(settings, self.reader.engine.providers)  # what redacted the frames (recordings table)
        self._lines: dict[str, list[OcrLine]] = {}
        self._plain: dict[str, list[OcrLine]] = {}  # strict mode: the lines as the default mode gives them
        self._found = Memo()  # what each joined row text seen in this recording holds

    def __call__(self, pts_ms: float, rgb: np.ndarray, frame: str | None = None) -> np.ndarray:
        name = frame or self.name_of(pts_ms)
        try:
            lines = self.reader.read(rgb)
            hits = find_in_lines(self.det, lines, self._found)
            hits += unproven_hits(lines, hits, self.entities)
            hits += withheld_hits(lines, hits)  # what the published text of a private line withholds
            hits += address_flanks(lines, hits)  # an address's flat, town or building a recogniser left out
            hits += self.unreadable.hits(lines, hits)  # what the engine cannot read cannot be checked
            if self.interface is not None:
                self._plain[name] = _replaced(lines, self._subs(hits))
                hits += self.interface.hits(lines, hits)
        except PrivacyError:
            raise
        except Exception as exc:
            raise PrivacyError(f"OCR failed on the frame at {pts_ms:.0f} ms ({type(exc).__name__}: {exc})") from exc
        boxes = self._record(name, rgb, lines, hits)
        if not boxes:
            return rgb
        out = rgb.copy()
        for box in boxes:
            paint(out, box, self.settings.fill, self.settings.marker)
        return out

    def _record(self, name: str, rgb: np.ndarray, lines: list[OcrLine], hits: list[Hit]) -> list[Box]:
        """The boxes to fill; the frame's redaction rows and its lines with surrogates."""
        h, w = rgb.shape[:2]
        boxes: list[Box] = []
        subs: dict[int, list[tuple[int, int, str]]] = {}
        hit_lines = {id(ln) for hit in hits for ln, _, _ in hit.spans}
        others = [ln for ln in lines if id(ln) not in hit_lines]
        for hit in hits:
            lab = self.labels.label(hit.found.entity, hit.value)
            for ln, a, b in hit.spans:
                x0, y0, x1, y1 = char_box(ln, a, b)
                box = clear_of((max(0, x0), max(0, y0), min(w, x1), min(h, y1)), ln, others, rgb)
                self.rows.add("image", hit.found, lab, frame=name, box=box, detector_prefix=f"{self.engine}+")
                boxes.append(box)
                subs.setdefault(id(ln), []).append((a, b, lab))
        self._lines[name] = _replaced(lines, subs)
        return boxes

    def _subs(self, hits: list[Hit]) -> dict[int, list[tuple[int, int, str]]]:
        """Per line (by id), the spans of `hits` with their surrogates."""
        subs: dict[int, list[tuple[int, int, str]]] = {}
        for hit in hits:
            lab = self.labels.label(hit.found.entity, hit.value)
            for ln, a, b in hit.spans:
                subs.setdefault(id(ln), []).append((a, b, lab))
        return subs

    def plain_lines_of(self, frame: str) -> list[OcrLine]:
        """Strict mode: the frame's lines as the default mode gives them (identifiers replaced, the other lines as
        read), for the work area only (`cuaflow labels learn`, privacy/learn.py); empty in the default mode."""
        return list(self._plain.get(frame, ()))

    def lines_of(self, frame: str) -> list[OcrLine]:
        """The OCR lines of a published frame (by its path): box, text with its personal data replaced by
        surrogates, confidence, the recogniser's character centres (none on a line with surrogates). Empty for a
        frame this redactor did not see."""
        return list(self._lines.get(frame, ()))

    def private(self, line: OcrLine) -> bool:
        return bool(find_in_lines(self.det, [line]))


_INK_STEP = 40  # grey levels from a row's median that make a pixel ink


def clear_of(box: Box, ln: OcrLine, others: list[OcrLine], rgb: np.ndarray) -> Box:
    """`box` (a fill on line `ln`) cut back to the clean row between `ln`'s text and a line above or below that is
    not filled, where its taller-than-the-line fill reached into that line (a form's label stacked tight over its
    value: `Account no.` half hidden over its number). A row is clean when no pixel of it, across the fill's width,
    stands out from the row's median; the rows are searched from the other line's centre towards `ln`'s, so the cut
    is above every row of `ln`'s glyphs that is not itself cut off by a clean row (a lone accent's dot at most).
    Nothing is cut when the two lines' glyphs touch, nor further than `ln`'s centre. Only the rows searched are
    made grey (the whole frame in grey cost ~10 ms a fill on a 1080p frame)."""
    x0, y0, x1, y1 = box
    mid = (ln.y0 + ln.y1) // 2
    for o in others:
        if o.x1 <= x0 or x1 <= o.x0 or not (o.y0 < y1 and y0 < o.y1):
            continue
        centre = (o.y0 + o.y1) // 2
        if centre < mid and o.y1 > y0:
            rows = range(max(centre, y0), mid)
        elif centre > mid and o.y0 < y1:
            rows = range(min(centre, y1 - 1), mid, -1)
        else:
            continue
        if not rows:
            continue
        top = min(rows[0], rows[-1])
        band = rgb[top:max(rows[0], rows[-1]) + 1, max(0, x0):max(0, x1)]
        if band.size == 0:
            continue
        g = cv2.cvtColor(np.ascontiguousarray(band), cv2.COLOR_RGB2GRAY).astype(np.int16)
        for r in rows:
            row = g[r - top]
            if int(np.abs(row - int(np.median(row))).max()) <= _INK_STEP:
                if centre < mid:
                    y0 = max(y0, r)
                else:
                    y1 = min(y1, r + 1)
                break
    return x0, y0, x1, y1


def _replaced(lines: list[OcrLine], subs: dict[int, list[tuple[int, int, str]]]) -> list[OcrLine]:
    return [OcrLine(ln.x0, ln.y0, ln.x1, ln.y1, redacted_text(ln, subs[id(ln)]), ln.score) if id(ln) in subs else ln
            for ln in lines] if subs else lines


class NoRedaction:
    """Privacy off: frames pass unchanged, nothing is filled or recorded; read for their text when another consumer
    wants it (`text`: the OCR wing's `TextReader`)."""

    fact = OFF
    rows = None

    def __init__(self, text: TextReader | None = None) -> None:
        self.text = text
        self.enabled = text is not None
        self.reader = text.reader if text is not None else None

    def __call__(self, pts_ms: float, rgb: np.ndarray, frame: str | None = None) -> np.ndarray:
        return self.text(pts_ms, rgb, frame) if self.text is not None else rgb

    def lines_of(self, frame: str) -> list[OcrLine]:
        return self.text.lines_of(frame) if self.text is not None else []

    def plain_lines_of(self, frame: str) -> list[OcrLine]:
        return []

    def private(self, line: OcrLine) -> bool:
        return False  # no recogniser looks at the lines
