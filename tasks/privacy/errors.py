"""The one failure of the privacy stage, and the one sentence a recording is quarantined with."""

from __future__ import annotations

from cuaflow.schemas.recording import Quarantine
from cuaflow.tasks.ocr.errors import OcrError


class PrivacyError(RuntimeError):
    """A recogniser is unavailable or failed, or OCR failed on a frame privacy reads: the recording must not be
    published."""


def quarantine(exc: PrivacyError | OcrError) -> Quarantine:
    """Fail closed: what the ingest and frames stages raise for a recording that could not be checked (an OCR
    engine that cannot load included: privacy cannot vouch for frames it could not read)."""
    return Quarantine(f"privacy: {exc}; nothing of this recording is published. Install the project's "
                      "dependencies (pip install -c config/constraints.txt -e .) or, for data without personal "
                      "content only, set privacy.enabled: false in pipeline.yaml")
