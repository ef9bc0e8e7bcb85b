"""Which frames OCR reads, and for whom: the one place that decides it (the frames stage only asks).

OCR reads every published frame of a recording, or none. Two consumers want the lines it reads:

- **privacy**, when `privacy.enabled`: fills personal data in each frame before it is encoded (`privacy.mode`:
  what a recogniser finds, or in strict mode every line that is not interface text). An engine that cannot load
  or fails on a frame quarantines the recording (fail closed).
- **targets**, when `targets.ocr` is true, or null while privacy reads anyway: the lines near each pointer step
  are read again on their ink, then the screen's text names targets and grounding samples (tasks/targets/). Read
  for the targets alone, an engine that cannot load reads nothing (no OCR targets).

Whatever reads them, the lines land in the `ocr_lines` work file (published with the partition), so a new consumer
of the screen's text reads that table; it touches this module only if it needs frames read that nobody else needs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from cuaflow.schemas.settings import PipelineSettings

Consumer = Literal["privacy", "targets"]


@dataclass(frozen=True)
class OcrUse:
    """Who the published frames are read for (`ocr_use`)."""

    privacy: Literal["identifiers", "strict"] | None  # privacy reads them to fill personal data (its mode), or not
    targets: bool  # the screen's text is a source of targets: the lines near a pointer step are read again

    @property
    def reads(self) -> bool:
        """Every published frame is read by OCR."""
        return self.privacy is not None or self.targets

    @property
    def fail_closed(self) -> bool:
        """An engine that cannot load or fails on a frame quarantines the recording: privacy cannot vouch for it.
        Read for the targets alone, a failing engine reads nothing (no OCR targets)."""
        return self.privacy is not None

    @property
    def consumers(self) -> tuple[Consumer, ...]:
        return (*(("privacy",) if self.privacy is not None else ()), *(("targets",) if self.targets else ()))

    def __str__(self) -> str:
        return " and ".join(self.consumers) or "none"


def ocr_use(settings: PipelineSettings) -> OcrUse:
    """Who OCR reads the published frames for, from `privacy.enabled` (and its mode) and the three-state
    `targets.ocr`: true reads them for the targets even with privacy off, null uses the lines privacy reads anyway
    (none with privacy off), false never takes targets from the screen's text (privacy still reads)."""
    privacy = settings.privacy.mode if settings.privacy.enabled else None
    (want,) = ocr_switches(settings)
    return OcrUse(privacy=privacy, targets=want is True or (want is None and privacy is not None))


def ocr_switches(settings: PipelineSettings) -> tuple[Any, ...]:
    """The consumers' switches `ocr_use` reads besides `privacy` (whose settings are fingerprinted whole): part of
    the frames stage's fingerprint, so a switch that changes who reads reruns the stage."""
    return (settings.targets.ocr,)
