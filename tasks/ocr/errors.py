"""The one failure of the OCR wing, and the sentence a recording read for its text alone is quarantined with."""

from __future__ import annotations

from cuaflow.schemas.recording import Quarantine


class OcrError(RuntimeError):
    """The OCR engine is unavailable (not installed, models missing, no GPU where one is required) or failed on a
    frame. Privacy, which must not publish a frame it could not read, turns it into its own fail-closed quarantine
    (tasks/privacy/errors.py)."""


def quarantine(exc: OcrError) -> Quarantine:
    """A recording whose frames OCR failed on while reading them for their text alone (privacy off)."""
    return Quarantine(f"OCR: {exc}; the screen's text of this recording could not be read. Install the project's "
                      "dependencies (pip install -c config/constraints.txt -e .) or set targets.ocr: false in "
                      "pipeline.yaml")
