"""Scoring published frames against the ground truth, from pixels only (no reading of the pipeline's redaction
records, so any engine and any fill can be judged): a published frame is compared with the same frame decoded
from the recording (PyAV, as the pipeline decodes it; frames are published as lossless PNG by default), the
pixels that differ are the fill, and a morphological closing fills the holes where the fill colour equals the
ink it covers. An identifier is covered when ≥ 98 % of every character's ink box lies in the fill; a word (a
token with a letter or a digit) is filled when ≥ 50 % of its ink box does."""

from __future__ import annotations

import io
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import av
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
from PIL import Image

CLOSE_PX = 3  # holes up to 2×3 px wide (glyph strokes the fill colour equals) count as filled
ID_SHARE, WORD_SHARE = 0.98, 0.5
_NAME = re.compile(r"f(\d+)\.\w+$")
_WORD = re.compile(r"[^\W_]")  # a letter or a digit


def frame_ms(name: str) -> float:
    """A published frame's presentation time from its file name (`f<pts in µs>.<fmt>`)."""
    m = _NAME.search(name)
    if m is None:
        raise ValueError(f"{name}: not a frame file name f<microseconds>.<format>")
    return int(m.group(1)) / 1000


def reference(mp4: Path, wanted: list[float]) -> dict[float, np.ndarray]:
    """The frames at `wanted` presentation times (ms), decoded from the recording."""
    want = sorted(set(wanted))
    out: dict[float, np.ndarray] = {}
    with av.open(str(mp4)) as c:
        stream = c.streams.video[0]
        for frame in c.decode(stream):
            ms = float(frame.pts * stream.time_base * 1000)
            k = int(np.searchsorted(want, ms - 0.5))
            if k < len(want) and abs(want[k] - ms) <= 0.5:
                out[want[k]] = frame.to_ndarray(format="rgb24")
            if len(out) == len(want):
                break
    return out


def _grow(m: np.ndarray, r: int, pad: bool) -> np.ndarray:
    """Dilation (pad False, any) or erosion (pad True, all) by a (2r+1)² square."""
    op = np.any if not pad else np.all
    x = np.pad(m, ((0, 0), (r, r)), constant_values=pad)
    x = op(sliding_window_view(x, 2 * r + 1, axis=1), axis=-1)
    y = np.pad(x, ((r, r), (0, 0)), constant_values=pad)
    return op(sliding_window_view(y, 2 * r + 1, axis=0), axis=-1)


def fill_mask(published: np.ndarray, decoded: np.ndarray) -> np.ndarray:
    changed = np.abs(published.astype(np.int16) - decoded.astype(np.int16)).max(axis=2) > 2
    if not changed.any():
        return changed
    return _grow(_grow(changed, CLOSE_PX, False), CLOSE_PX, True)


def _share(mask: np.ndarray, box: list[int]) -> float:
    x0, y0, x1, y1 = box
    region = mask[y0:y1, x0:x1]
    return float(region.mean()) if region.size else 1.0


def _shape(shares: list[float]) -> str:
    """Why an occurrence is not covered: no fill on it, only characters at its ends left out (the fill's
    geometry), or characters inside it left out."""
    if max(shares) < 0.02:
        return "not filled at all"
    if all(s >= ID_SHARE for s in shares[2:-2]):
        return "1-2 characters at an end left out"
    return "characters inside left out"


@dataclass
class Tally:
    """Counts over published frames: identifiers (covered in every frame showing them), occurrences, words."""

    shown: dict[tuple[str, str, str], bool] = field(default_factory=dict)  # (recording, id, value) -> always covered
    kind_of: dict[tuple[str, str, str], str] = field(default_factory=dict)
    group_of: dict[tuple[str, str, str], str] = field(default_factory=dict)
    occurrences: Counter[tuple[str, bool]] = field(default_factory=Counter)  # (kind, covered)
    partial: Counter[bool] = field(default_factory=Counter)  # partly shown identifiers: covered?
    words: Counter[tuple[bool, bool]] = field(default_factory=Counter)  # (next to an identifier, filled)
    filled_words: Counter[str] = field(default_factory=Counter)
    frames: int = 0
    changed_frames: int = 0  # published frames differing from the decoded video at all
    missed: Counter[tuple[str, str]] = field(default_factory=Counter)  # (kind, value): occurrences not covered
    miss_shape: Counter[tuple[str, str]] = field(default_factory=Counter)  # (kind, how it was missed)

    def add_frame(self, rid: str, group: str, state: dict[str, Any], mask: np.ndarray) -> None:
        self.frames += 1
        self.changed_frames += bool(mask.any())
        for ident, kind, value, full, boxes in state["ids"]:
            shares = [_share(mask, b) for b in boxes]
            ok = all(s >= ID_SHARE for s in shares)
            if not full:
                self.partial[ok] += 1
                continue
            key = (rid, ident, value)
            self.shown[key] = self.shown.get(key, True) and ok
            self.kind_of[key], self.group_of[key] = kind, group
            self.occurrences[(kind, ok)] += 1
            if not ok:
                self.missed[(kind, value)] += 1
                self.miss_shape[(kind, _shape(shares))] += 1
        for text, near, box in state["words"]:
            if not _WORD.search(text):
                continue  # punctuation alone ("<", "—") is no word a reader would miss
            filled = _share(mask, box) >= WORD_SHARE
            self.words[(bool(near), filled)] += 1
            if filled:
                self.filled_words[text] += 1

    def recall(self, select: Any = lambda key: True) -> tuple[float, int]:
        keys = [k for k in self.shown if select(k)]
        return (sum(self.shown[k] for k in keys) / len(keys) if keys else float("nan")), len(keys)


def score_recording(tally: Tally, rid: str, group: str, truth: dict[str, Any], mp4: Path,
                    frames: list[Path]) -> None:
    """Add one recording's published frames to `tally`."""
    pts = np.asarray(truth["frame_pts_ms"])
    wanted = [frame_ms(p.name) for p in frames]
    decoded = reference(mp4, wanted)
    for path, ms in zip(frames, wanted, strict=True):
        k = int(np.abs(pts - ms).argmin())
        if abs(pts[k] - ms) > 0.5 or ms not in decoded:
            raise ValueError(f"{path}: no frame of {mp4} at {ms} ms")
        img = np.asarray(Image.open(io.BytesIO(path.read_bytes())).convert("RGB"))
        state = truth["states"][truth["frame_state"][k]]
        tally.add_frame(rid, group, state, fill_mask(img, decoded[ms]))


def by_kind(tally: Tally) -> dict[str, tuple[float, int]]:
    kinds = sorted(set(tally.kind_of.values()))
    return {k: tally.recall(lambda key, k=k: tally.kind_of[key] == k) for k in kinds}


def by_group(tally: Tally) -> dict[str, tuple[float, int]]:
    groups = sorted(set(tally.group_of.values()))
    return {g: tally.recall(lambda key, g=g: tally.group_of[key] == g) for g in groups}


def occurrence_recall(tally: Tally, exclude: tuple[str, ...] = ()) -> tuple[float, int]:
    hit = sum(n for (k, ok), n in tally.occurrences.items() if ok and k not in exclude)
    total = sum(n for (k, _), n in tally.occurrences.items() if k not in exclude)
    return (hit / total if total else float("nan")), total


def squash(s: str) -> str:
    return re.sub(r"[\s\-().:/]", "", s).casefold()


def read_back(tally_values: dict[str, list[str]], texts: dict[str, str]) -> dict[str, int]:
    """Identifiers an independent OCR pass still reads in published frames: frame -> count found (squashed)."""
    out: dict[str, int] = defaultdict(int)
    for frame, values in tally_values.items():
        text = squash(texts.get(frame, ""))
        out[frame] = sum(1 for v in values if len(squash(v)) >= 6 and squash(v) in text)
    return dict(out)
