"""The OCR of published frames, for privacy and the targets alike (README.md): who reads (`ocr_use`), the engine,
the reader, the lines, its own error."""

from cuaflow.tasks.ocr.errors import OcrError
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.ocr.ocr import OcrEngine, ocr_engine, release_ocr
from cuaflow.tasks.ocr.reader import FrameReader, frame_reader
from cuaflow.tasks.ocr.text import TextReader
from cuaflow.tasks.ocr.use import OcrUse, ocr_switches, ocr_use

__all__ = ["FrameReader", "OcrEngine", "OcrError", "OcrLine", "OcrUse", "TextReader", "frame_reader", "ocr_engine",
           "ocr_switches", "ocr_use", "release_ocr"]
