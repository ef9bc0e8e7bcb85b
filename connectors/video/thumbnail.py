"""Small grey thumbnails of decoded frames, computed from the luma plane where the frame's layout allows (the
alignment's pixel estimate compares them), and small colour ones (the change maps of tasks/targets/regions.py)."""

from __future__ import annotations

import functools
from typing import Any

import numpy as np
from PIL import Image

# Planar YUV formats: plane 0 is the luma, which is what a grey conversion computes (range aside).
_LUMA_FIRST = frozenset({"yuv420p", "yuvj420p", "yuv422p", "yuvj422p", "yuv444p", "yuvj444p", "nv12", "nv21"})
# Limited-range luma (16-235) to the full-range grey a conversion gives: one lookup on the thumbnail.
_FULL_RANGE = np.clip(np.round((np.arange(256) - 16) * 255 / 219), 0, 255).astype(np.uint8)
_JPEG_RANGE = 2  # AVCOL_RANGE_JPEG: the luma already spans 0-255


def grey_thumbnail(frame: Any, width: int, height: int, rows: int | None = None) -> Any:
    """The frame as a small grey uint8 array, area-averaged (thin features such as a cursor still move a
    cell's mean). With a planar YUV frame and an integer ratio, the luma plane is box-averaged where it lies
    (Pillow's `reduce` over the decoder's buffer: no colour conversion, no copy of the frame), about half the
    cost of a grey rescale; values within two grey levels of it (below the estimator's noise level). `rows`:
    average only that many evenly spaced pixel rows of each cell (all its columns): Pillow reads the plane
    with a wider stride, the cost falls with the rows read (one row of eight: a quarter). Other frames take
    the scaler (all rows)."""
    cell = frame.width // width if width else 0
    if (frame.format.name in _LUMA_FIRST and cell >= 1 and frame.height // height == cell
            and width * cell <= frame.width and height * cell <= frame.height):
        step = cell // rows if rows and rows < cell and cell % rows == 0 else 1
        plane = frame.planes[0]
        full = frame.format.name.startswith("yuvj") or getattr(frame, "color_range", 0) == _JPEG_RANGE
        if step == cell and cell % 8 == 0:
            return _row_means(plane, width, height, cell, full)
        luma = Image.frombuffer("L", (width * cell, height * cell // step), plane, "raw", "L", plane.line_size * step,
                                1)
        box = (cell, cell // step)
        grey = np.asarray(luma.reduce(box) if box != (1, 1) else luma)
        return grey if full else _FULL_RANGE.take(grey)
    return frame.reformat(width=width, height=height, format="gray", interpolation="AREA").to_ndarray()


_LOW_BYTES = np.uint64(0x00FF00FF00FF00FF)
_LANES = np.uint64(0x0001000100010001)
_BYTE = np.uint64(8)
_TOP_LANE = np.uint64(48)


def _row_means(plane: Any, width: int, height: int, cell: int, full: bool) -> Any:
    """Per cell, the rounded mean of its first pixel row (`cell` a multiple of 8), as Pillow's box reduce gives
    it (then the full-range grey unless `full`), in a few passes over one row in `cell`: each group of 8 luma
    bytes read as one 64-bit word, its bytes summed in place (pairs into 16-bit lanes, then the lanes by one
    multiplication), the row sum turned into the grey level by one table lookup, no per-pixel work."""
    rows = np.frombuffer(plane, np.uint8).reshape(-1, plane.line_size)[: height * cell : cell, : width * cell]
    # copied out first: numpy's arithmetic on the strided view of the plane costs more than the copy; 8 pixels a word
    sums = np.ascontiguousarray(rows).view(np.uint64)
    odd = sums >> _BYTE
    odd &= _LOW_BYTES
    sums &= _LOW_BYTES
    sums += odd  # four 16-bit lanes, each the sum of two pixels
    sums *= _LANES
    sums >>= _TOP_LANE  # the four lanes added in the top lane: the sum of 8 pixels
    if cell > 8:
        sums = sums.reshape(height, width, cell // 8).sum(axis=2, dtype=np.uint64)
    return _sum_to_grey(cell, full).take(sums.view(np.int64))  # signed indices: take casts unsigned ones (a copy)


@functools.cache
def _sum_to_grey(cell: int, full: bool) -> Any:
    """The grey level of each possible sum of `cell` luma bytes: the rounded mean, range-expanded unless `full`."""
    means = ((np.arange(255 * cell + 1) + cell // 2) // cell).astype(np.uint8)
    return means if full else _FULL_RANGE.take(means)


def colour_thumbnail(frame: Any, width: int, height: int) -> Any:
    """The frame as a small RGB uint8 array (height, width, 3), area-averaged over the whole frame: colour changes
    that keep the brightness (a red mark on a blue button) show in it, not in a grey thumbnail."""
    return frame.reformat(width=width, height=height, format="rgb24", interpolation="AREA").to_ndarray()
