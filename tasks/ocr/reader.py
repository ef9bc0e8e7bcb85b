"""OCR of one recording's published frames, in presentation order, doing only the work a frame needs.

- a frame seen before (same pixels) is not read again (hash cache);
- after the first frame only the regions that changed since the previous published frame are read (pixels that
  differ by more than `change_threshold`, grown by a margin and by the box of every previous line they touch:
  a changed line is read whole); lines elsewhere are kept, and what the detector's room around a region shows
  of them is never taken for them (a line the detection crop cut is detected again in a wider crop);
- a region whose content scrolled: its lines move with it, those beside the scrolled content that did not change
  stay, and only what is new is read;
- inside a region only where there is ink is detected: flat areas (most of a UI) are skipped;
- detection runs at `detection_scale` of the frame's size (settings; the recall it keeps is measured);
- a line whose pixels were recognised before (text that scrolled or reappeared) is not recognised again: a cache
  keyed by the line's pixels, and beside it the line crops read before of the same size, one of which may differ
  from it by the video's coding noise only (no channel by more than `_SAME_CROP`; ~17 % of recognitions on the
  realistic sessions, tests/benchmarks/README.md);
- nor is a line whose glyphs were read before in another box or colour: its ink (the pixels that stand out from
  the crop's background, cut to their extent, contrast stretched) equal within `_SAME_INK` to the ink of a line
  read before takes that reading, its characters moved with the ink (a row hovered or selected, a box detected a
  pixel wider, the same label on another page: ~1/3 of the recognitions left on the realistic sessions);
- the lines left to recognise are read one a run, each at its own width (the engine: tasks/ocr/ocr.py).
"""

from __future__ import annotations

import time
from collections.abc import Iterable

import cv2
import numpy as np
import xxhash

from cuaflow.schemas.settings import OcrSettings
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.ocr.ocr import Box, OcrEngine, Read, ocr_engine

Rect = tuple[int, int, int, int]
_INK = 60  # summed RGB step between neighbours that counts as ink (anti-aliased text at 11 px is well above it)
_ROOM, _MIN_SIDE = 16, 96  # pixels of room around inked parts; their least height
_MOVED = 40  # difference of blurred pixels that counts as a change in scrolled content
# largest channel difference between two crops of one size that are the same text coded twice: the coding noise
# around glyphs stays under ~8; a different character differs by far more than this somewhere in its strokes
_SAME_CROP, _PER_SIZE, _CROPS = 16, 32, 1024  # at most 32 crops a size and 1024 in all (grey: ~5-10 MiB)
# ink: a pixel further than `_INK_LEVEL` grey levels from the crop's background (the median of its border). Two
# inks of one size are one text when no pixel differs by more than `_SAME_INK` of 255 after contrast stretching:
# coding noise and a new background move glyph edges by well under that, a different glyph puts a full stroke
# (~255) where there was none
_INK_LEVEL, _SAME_INK = 40, 64


def _spans(idx: np.ndarray, gap: int) -> list[tuple[int, int]]:
    if idx.size == 0:
        return []
    cuts = np.flatnonzero(np.diff(idx) > 2 * gap)
    starts = np.concatenate(([idx[0]], idx[cuts + 1]))
    ends = np.concatenate((idx[cuts], [idx[-1]]))
    return list(zip(starts.tolist(), ends.tolist(), strict=True))


def bands(mask: np.ndarray, margin: int) -> list[Rect]:
    """Rectangles (x0, y0, x1, y1) around the set pixels: rows split where a gap exceeds 2×margin, each band's
    columns where one exceeds 8×margin, every rectangle grown by `margin` (4×margin sideways)."""
    h, w = mask.shape
    out = []
    for r0, r1 in _spans(np.flatnonzero(mask.any(axis=1)), margin):
        for c0, c1 in _spans(np.flatnonzero(mask[r0:r1 + 1].any(axis=0)), 4 * margin):
            out.append((max(0, c0 - 4 * margin), max(0, r0 - margin), min(w, c1 + 1 + 4 * margin),
                        min(h, r1 + 1 + margin)))
    return out


def ink(rgb: np.ndarray, region: Rect, margin: int) -> list[Rect]:
    """The parts of `region` with ink (a step between neighbouring pixels), in frame pixels, each with room
    around it: the detector, given a lone line with no margin, breaks it up and misses pieces of it."""
    x0, y0, x1, y1 = region
    g = _channel_sum(rgb[y0:y1, x0:x1])
    edge = np.zeros(g.shape, dtype=bool)
    edge[:, 1:] = np.abs(np.diff(g, axis=1)) > _INK
    edge[1:, :] |= np.abs(np.diff(g, axis=0)) > _INK
    h, w = rgb.shape[:2]
    out = []
    for a, b, c, d in bands(edge, margin):
        grow = max(_ROOM, (_MIN_SIDE - (d - b)) // 2)
        out.append((max(0, a + x0 - _ROOM), max(0, b + y0 - grow), min(w, c + x0 + _ROOM), min(h, d + y0 + grow)))
    return out


def _channel_sum(rgb: np.ndarray) -> np.ndarray:
    """R + G + B as int16 (three adds of channel views: numpy's reduction over a last axis of 3 is ~5× slower)."""
    g = rgb[..., 0].astype(np.int16)
    g += rgb[..., 1]
    g += rgb[..., 2]
    return g


def changed(a: np.ndarray, b: np.ndarray, threshold: int) -> np.ndarray:
    """Pixels whose channels differ by more than `threshold` between two images of one size."""
    d = cv2.split(cv2.absdiff(a, b))  # contiguous planes: the maximum of strided channel views is ~3x slower
    return np.asarray(cv2.max(cv2.max(d[0], d[1]), d[2]) > threshold)


def vertical_shift(before: np.ndarray, after: np.ndarray, stripes: int = 16) -> int:
    """How many rows the content of `before` moved in `after` (a scroll; 0: none found): the shift that makes
    the rows' signatures (mean grey of `stripes` column stripes) agree, if it explains them far better than none."""
    h, w = before.shape[:2]
    if h < 32 or w < stripes:
        return 0
    cut = w - w % stripes

    def signature(img: np.ndarray) -> np.ndarray:  # channels and columns of a stripe in one reduction
        # an integer sum divided: the very mean numpy takes (its float sum of integers is exact), ~5x faster
        k = cut // stripes * img.shape[2]
        sums = cv2.reduce(np.ascontiguousarray(img[:, :cut]).reshape(h * stripes, k), 1, cv2.REDUCE_SUM,
                          dtype=cv2.CV_32S)
        return np.asarray(sums.reshape(h, stripes) / k)

    p, c = signature(before), signature(after)
    best, best_cost = 0, float(np.abs(p - c).mean())
    if best_cost < 0.5:
        return 0
    buf = np.empty_like(c)  # each shift's differences written in place: the same sums as a new array's mean
    for dy in range(-(h * 3 // 4), h * 3 // 4 + 1):
        if dy == 0:
            continue
        a, b = max(0, dy), min(h, h + dy)
        d = buf[:b - a]
        np.subtract(c[a:b], p[a - dy:b - dy], out=d)
        np.abs(d, out=d)
        cost = float(d.sum()) / d.size
        if cost < best_cost:
            best, best_cost = dy, cost
    # a wrong shift costs time only: what the moved content does not explain is read again
    return best if best_cost < 4.0 and best_cost < 0.3 * float(np.abs(p - c).mean()) else 0


def _same_place(a: OcrLine, b: OcrLine) -> bool:
    """Two readings of one line: they overlap by more than half the smaller box."""
    w, h = min(a.x1, b.x1) - max(a.x0, b.x0), min(a.y1, b.y1) - max(a.y0, b.y0)
    return w > 0 and h > 0 and w * h > 0.5 * min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0))


def overlaps(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def union(a: Rect, b: Rect) -> Rect:
    return min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])


def merged(regions: Iterable[Rect]) -> list[Rect]:
    out: list[Rect] = []
    for r in regions:
        while (k := next((i for i, o in enumerate(out) if overlaps(o, r)), None)) is not None:
            r = union(out.pop(k), r)
        out.append(r)
    return out


def joined(boxes: list[Box]) -> list[Box]:
    """Boxes of one line that overlap or touch (a gap under a tenth of their height) joined into one: the
    detector may break a long token (an e-mail address, a key) into pieces, which are only read right together."""
    out: list[Box] = []
    # a box joins the first one (in order) it continues; that one shares a y with it (overlap ≥ 0.6 of a height
    # ≥ 0), so only boxes that touched one of its y-bands are tried (a joined box only grows)
    bands: dict[int, list[int]] = {}
    for b in sorted(boxes, key=lambda b: (b.x0, b.y0)):
        for k in sorted({k for n in range(b.y0 // _BAND, b.y1 // _BAND + 1) for k in bands.get(n, ())}):
            a = out[k]
            h = min(a.y1 - a.y0, b.y1 - b.y0)
            if min(a.y1, b.y1) - max(a.y0, b.y0) >= 0.6 * h and b.x0 - a.x1 <= 0.1 * h and b.x1 > a.x1:
                out[k] = Box(a.x0, min(a.y0, b.y0), b.x1, max(a.y1, b.y1))
                break
        else:
            k = len(out)
            out.append(b)
        for n in range(out[k].y0 // _BAND, out[k].y1 // _BAND + 1):
            bands.setdefault(n, []).append(k)
    return out


_BAND = 16  # pixel rows of one band of `joined`'s index


def frame_reader(settings: OcrSettings, engine: OcrEngine | None = None) -> FrameReader:
    """A recording's reader as the `ocr:` settings say, on the process's engine (`OcrError` when it cannot load)."""
    return FrameReader(engine or ocr_engine(settings.device, settings.threads), settings.change_threshold,
                       settings.detection_scale)


class FrameReader:
    """The OCR lines of each published frame of one recording (module docstring); counts what it did."""

    def __init__(self, engine: OcrEngine, threshold: int, scale: float = 1.0, margin: int = 8) -> None:
        self.engine, self.threshold, self.scale, self.margin = engine, threshold, scale, margin
        self.frames: dict[bytes, list[OcrLine]] = {}
        self.known: dict[bytes, Read] = {}  # line pixels → what they read
        self.by_size: dict[tuple[int, ...], list[tuple[np.ndarray, Read]]] = {}  # grey crops read, by shape
        self.by_ink: dict[tuple[int, ...], list[tuple[np.ndarray, Read, int]]] = {}  # inks read, by shape; ink x
        self.n_crops = 0
        self.prev: np.ndarray | None = None
        self.prev_lines: list[OcrLine] = []
        self.pixels_total = self.pixels_detected = self.lines_recognised = self.lines_known = self.lines_moved = 0
        self.cpu_seconds = 0.0  # CPU of the reads (the engine runs on the calling thread: one intra-op thread)

    def read(self, rgb: np.ndarray) -> list[OcrLine]:
        key = _digest(rgb)
        lines = self.frames.get(key)
        if lines is None:
            c0 = time.thread_time()
            lines = self._read_changed(rgb)
            self.cpu_seconds += time.thread_time() - c0
            if len(self.frames) < 4096:
                self.frames[key] = lines
        self.prev, self.prev_lines = rgb, lines
        return lines

    def _read_changed(self, rgb: np.ndarray) -> list[OcrLine]:
        h, w = rgb.shape[:2]
        self.pixels_total += h * w
        prev = self.prev
        if prev is None or prev.shape != rgb.shape:
            return self._ocr(rgb, [(0, 0, w, h)])
        kept, regions = self._touched(self.prev_lines, bands(changed(prev, rgb, self.threshold), self.margin), w, h)
        todo: list[Rect] = []
        for r in regions:  # a region whose content scrolled: its lines move, only what is new is read
            moved = self._scrolled(prev, rgb, r) if r[3] - r[1] >= 4 * _ROOM else None
            if moved is None:
                todo.append(r)
            else:
                kept += moved[0]
                todo += moved[1]
        if sum((r[2] - r[0]) * (r[3] - r[1]) for r in todo) > 0.6 * w * h:
            return self._ocr(rgb, [(0, 0, w, h)])  # most of the screen changed: one pass is cheaper
        new = self._ocr(rgb, todo)
        return [ln for ln in kept if not any(n.y0 < ln.y1 and ln.y0 < n.y1 and _same_place(ln, n) for n in new)] + new

    def _touched(self, lines: list[OcrLine], regions: list[Rect], w: int, h: int) -> tuple[list[OcrLine], list[Rect]]:
        """Lines no changed region touches (kept), and the regions grown by the lines they touch (a changed line
        is read again, whole)."""
        kept: list[OcrLine] = []
        m = self.margin
        changes = list(regions)  # what a line is tested against: the changes, never the regions grown by lines
        for ln in lines:
            box = (max(0, ln.x0 - m), max(0, ln.y0 - m), min(w, ln.x1 + m), min(h, ln.y1 + m))
            hit = [k for k, r in enumerate(changes) if overlaps(r, box)]
            if not hit:
                kept.append(ln)
            for k in hit:
                regions[k] = union(regions[k], box)
        return kept, merged(regions)

    def _scrolled(self, prev: np.ndarray, rgb: np.ndarray, region: Rect) -> tuple[list[OcrLine], list[Rect]] | None:
        """When `region` shows the previous frame's content moved by dy rows (a scroll): the previous lines inside
        it moved by dy, those beside the scrolled content (unchanged where they were: a sidebar the region took in)
        stayed, and the parts that differ both from the moved content and from what was there before (new rows,
        changed lines) are to read; None when it did not scroll."""
        x0, y0, x1, y1 = region
        dy = vertical_shift(prev[y0:y1, x0:x1], rgb[y0:y1, x0:x1])
        if not dy:
            return None
        h, w = rgb.shape[:2]
        before = np.empty_like(rgb[y0:y1, x0:x1])
        before[:] = 255 - rgb[y0:y1, x0:x1]  # rows with no source differ everywhere
        a, b = max(y0, y0 + dy), min(y1, y1 + dy)
        before[a - y0:b - y0] = prev[a - dy:b - dy, x0:x1]
        # moved content is coded anew by the video encoder: compared blurred, with more tolerance
        diff = changed(cv2.blur(before, (3, 3)), cv2.blur(rgb[y0:y1, x0:x1], (3, 3)), max(self.threshold, _MOVED))
        stayed = ~changed(prev[y0:y1, x0:x1], rgb[y0:y1, x0:x1], self.threshold)
        # a line that stayed is kept where it was: moved, it would leave its place to a part of it read alone
        # (`le.com` of an address beside a scrolled list), which would replace it and leave the rest unfilled
        rest = [(c0 + x0, r0 + y0, c1 + x0, r1 + y0) for c0, r0, c1, r1 in bands(diff & ~stayed, self.margin)]
        inside: list[OcrLine] = []
        hidden: set[int] = set()
        for ln in self.prev_lines:
            if not (x0 <= ln.x0 and ln.x1 <= x1):
                continue
            if y0 <= ln.y0 and ln.y1 <= y1 and stayed[ln.y0 - y0:ln.y1 - y0, ln.x0 - x0:ln.x1 - x0].all():
                inside.append(ln)
            elif y0 <= ln.y0 + dy and ln.y1 + dy <= y1:
                inside.append(OcrLine(ln.x0, ln.y0 + dy, ln.x1, ln.y1 + dy, ln.text, ln.score, ln.xs))
                self.lines_moved += 1
                if diff[ln.y0 + dy - y0:ln.y1 + dy - y0, ln.x0 - x0:ln.x1 - x0].any():
                    hidden.add(id(inside[-1]))  # not shown where it moved to (under a header that stayed)
        # a moved line a part to read touches is read again whole (`_touched`); one that moved under content that
        # stayed is gone from the screen (what is there was kept above)
        kept, todo = self._touched(inside, rest, w, h)
        return [ln for ln in kept if id(ln) not in hidden], todo

    def _ocr(self, rgb: np.ndarray, regions: list[Rect]) -> list[OcrLine]:
        boxes: list[Box] = []
        for region in regions:
            for crop in merged(ink(rgb, region, self.margin)):
                for b in self._detect(rgb, crop):
                    # the room around the ink shows lines outside the regions: those are kept from before, never
                    # replaced by what the room shows of them (`om` for an address ending beside a list whose rows
                    # changed); a line of the regions has its centre in one
                    cx, cy = (b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2
                    if any(r[0] <= cx < r[2] and r[1] <= cy < r[3] for r in regions):
                        boxes.append(b)
        return self._recognise(rgb, joined(boxes))

    def _detect(self, rgb: np.ndarray, crop: Rect) -> list[Box]:
        """The line boxes of a crop, in frame pixels. A box the crop's side cut is a line running on outside it,
        which the detector may have joined to a line inside (`nt — Card 4539…`): the crop is widened on that side
        (by eight of the box's heights, at most to the frame's edge) and detected again, once."""
        x0, y0, x1, y1 = crop
        width = rgb.shape[1]
        self.pixels_detected += (x1 - x0) * (y1 - y0)
        found = self.engine.detect(rgb[y0:y1, x0:x1], self.scale)
        left = [b for b in found if b.x0 <= 1 and x0 > 0]
        right = [b for b in found if b.x1 >= x1 - x0 - 1 and x1 < width]
        if left or right:
            grow = 8 * max(b.y1 - b.y0 for b in left + right)
            x0, x1 = max(0, x0 - grow) if left else x0, min(width, x1 + grow) if right else x1
            self.pixels_detected += (x1 - x0) * (y1 - y0)
            found = self.engine.detect(rgb[y0:y1, x0:x1], self.scale)
        return [Box(b.x0 + x0, b.y0 + y0, b.x1 + x0, b.y1 + y0) for b in found]

    def _recognise(self, rgb: np.ndarray, boxes: list[Box]) -> list[OcrLine]:
        crops = [rgb[b.y0:b.y1, b.x0:b.x1] for b in boxes]
        keys = [_digest(c) for c in crops]
        first = {k: i for i, k in reversed(list(enumerate(keys)))}
        fresh: dict[bytes, Read] = {}
        todo = []
        greys: dict[bytes, np.ndarray] = {}  # each new crop in grey, once: the caches compare and keep grey
        inks: dict[bytes, tuple[np.ndarray, int] | None] = {}
        for k in dict.fromkeys(k for k in keys if k not in self.known):
            greys[k] = cv2.cvtColor(np.ascontiguousarray(crops[first[k]]), cv2.COLOR_RGB2GRAY)
            like = self._like(greys[k])
            if like is None:
                inks[k] = ink_of(greys[k])
                like = self._same_ink(inks[k])
            if like is not None:
                fresh[k] = like
            else:
                todo.append(k)
        for k, r in zip(todo, self.engine.recognise([crops[first[k]] for k in todo]) if todo else (), strict=True):
            fresh[k] = r
            self._remember(greys[k], r, inks[k])
        if len(self.known) < 50_000:
            self.known.update(fresh)
        self.lines_recognised += len(todo)
        self.lines_known += len(keys) - len(todo)
        out = []
        for b, k in zip(boxes, keys, strict=True):
            r = fresh[k] if k in fresh else self.known[k]
            out.append(OcrLine(b.x0, b.y0, b.x1, b.y1, r.text, r.score, tuple(b.x0 + x for x in r.xs)))
        return out

    def _like(self, grey: np.ndarray) -> Read | None:
        """The reading of a crop of the same size read before that differs from this one (in grey: a reading
        depends on the glyphs' shapes, not their colour) by coding noise only."""
        for old, r in self.by_size.get(grey.shape, ()):
            if int(cv2.absdiff(old, grey).max()) <= _SAME_CROP:
                return r
        return None

    def _same_ink(self, ink: tuple[np.ndarray, int] | None) -> Read | None:
        """The reading of a line read before whose ink is this one's (module docstring), its characters moved by
        the distance between the two inks' left edges."""
        if ink is None:
            return None
        norm, x = ink
        for old, r, ox in self.by_ink.get(norm.shape, ()):
            if int(cv2.absdiff(old, norm).max()) <= _SAME_INK:
                return Read(r.text, r.score, tuple(v + x - ox for v in r.xs))
        return None

    def _remember(self, grey: np.ndarray, r: Read, ink: tuple[np.ndarray, int] | None) -> None:
        if self.n_crops >= _CROPS:
            self.by_size.clear()
            self.by_ink.clear()
            self.n_crops = 0
        if ink is not None:
            same = self.by_ink.setdefault(ink[0].shape, [])
            same.insert(0, (ink[0], r, ink[1]))
            del same[_PER_SIZE:]
        size = self.by_size.setdefault(grey.shape, [])
        size.insert(0, (grey, r))
        self.n_crops += 1 - len(size[_PER_SIZE:])
        del size[_PER_SIZE:]


def _digest(a: np.ndarray) -> bytes:
    """The key of an array's pixels (a frame or a line crop): its shape, and xxh3 over its own buffer (BLAKE2b over
    a copy cost ~5 ms a 1080p frame, xxh3 ~0.15 ms)."""
    return str(a.shape).encode() + xxhash.xxh3_128_digest(np.ascontiguousarray(a).data)


def ink_of(crop: np.ndarray) -> tuple[np.ndarray, int] | None:
    """A line crop's ink (module docstring) as grey levels stretched to 0-255, and its left edge in the crop; None
    when nothing stands out from the background (a blank box: left to the recogniser). `crop`: RGB or grey."""
    g = crop if crop.ndim == 2 else cv2.cvtColor(np.ascontiguousarray(crop), cv2.COLOR_RGB2GRAY)
    border = np.concatenate((g[0], g[-1], g[:, 0], g[:, -1]))
    d = cv2.absdiff(g, np.full_like(g, int(np.median(border))))
    mask = d > _INK_LEVEL
    rows, cols = np.flatnonzero(mask.any(axis=1)), np.flatnonzero(mask.any(axis=0))
    if rows.size == 0:
        return None
    cut = d[rows[0]:rows[-1] + 1, cols[0]:cols[-1] + 1].astype(np.uint16)
    return (cut * 255 // int(cut.max())).astype(np.uint8), int(cols[0])
