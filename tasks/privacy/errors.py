"""The one failure of the privacy stage, and the one sentence a recording is quarantined with."""

from __future__ import annotations

from cuaflow.schemas.recording import Quarantine


class PrivacyError(RuntimeError):
    """A recogniser or the OCR engine is unavailable or failed: the recording must not be published."""


def quarantine(exc: PrivacyError) -> Quarantine:
    """Fail closed: what the ingest and frames stages raise for a recording that could not be checked."""
    return Quarantine(f"privacy: {exc}; nothing of this recording is published. Install the project's "
                      "dependencies (pip install -c config/constraints.txt -e .) or, for data without personal "
                      "content only, set privacy.enabled: false in pipeline.yaml")
