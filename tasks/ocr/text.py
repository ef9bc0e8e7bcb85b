"""The published frames' text, read for whoever wants it and nothing filled (`TextReader`): what the frames go
through when the targets read them and privacy does not (privacy's own redactor reads them otherwise)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from cuaflow.schemas.settings import OcrSettings
from cuaflow.tasks.ocr.errors import OcrError
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.ocr.ocr import OcrEngine
from cuaflow.tasks.ocr.reader import frame_reader


class TextReader:
    """Every published frame read by OCR (only what changed, `FrameReader`), passed on unchanged; its lines kept
    by the frame's path. Raises `OcrError` when the engine cannot load or fails on a frame."""

    def __init__(self, settings: OcrSettings, name_of: Callable[[float], str], engine: OcrEngine | None = None
                 ) -> None:
        self.reader = frame_reader(settings, engine)
        self.name_of = name_of
        self._lines: dict[str, list[OcrLine]] = {}

    def __call__(self, pts_ms: float, rgb: np.ndarray, frame: str | None = None) -> np.ndarray:
        try:
            lines = self.reader.read(rgb)
        except OcrError:
            raise
        except Exception as exc:
            raise OcrError(f"OCR failed on the frame at {pts_ms:.0f} ms ({type(exc).__name__}: {exc})") from exc
        self._lines[frame or self.name_of(pts_ms)] = lines
        return rgb

    def lines_of(self, frame: str) -> list[OcrLine]:
        return list(self._lines.get(frame, ()))
