"""A night's quality row (`_work/nights/date=<D>.json`, tasks/run/nights.py) and the figures judged night over
night (tasks/run/anomalies.py).

The row is computed from what the partition committed (its manifest and tables) plus the time this run's stages
took; it lives in the work area because its timings differ from run to run, and every published byte stays the
same for the same inputs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, Field

QUALITY = "_work/nights"


def quality_path(date: str) -> str:
    return f"{QUALITY}/date={date}.json"


class QualityRow(BaseModel):
    """One partition's figures. Counts are the manifest's; means are over the recordings published with samples
    (`processed`); shares are of the recordings that arrived (`recordings_in`) or of the events read."""

    date: str
    recordings_in: int  # every recording folder of the night (the manifest's `seen`)
    arrivals_by_source: dict[str, int] = Field(default_factory=dict)  # by source format; quarantined: `unknown`
    published: int = 0  # processed + excluded
    processed: int = 0
    excluded: int = 0  # published, no samples (the task failed, a duplicate)
    quarantined: int = 0
    quarantined_by_class: dict[str, int] = Field(default_factory=dict)  # by the stage that refused them
    quarantined_share: float | None = None
    excluded_share: float | None = None
    steps: int = 0
    samples: int = 0
    steps_per_recording: float | None = None
    samples_per_recording: float | None = None
    events: int = 0
    ignored_event_share: float | None = None  # log lines read that fed no step
    alignment_confidence_median: float | None = None
    alignment_confidence_p10: float | None = None  # the low tail: 10th percentile over recordings
    targets_by_source: dict[str, int] = Field(default_factory=dict)  # steps by where their target came from
    frames: int = 0  # distinct published frames
    redactions: int = 0
    redactions_per_frame: float | None = None
    redactions_by_type: dict[str, int] = Field(default_factory=dict)
    ocr_frames: int = 0  # distinct frame contents OCR read
    ocr_cpu_ms_per_frame: float | None = None
    # this run's time per stage, summed over recordings (a stage reused from its marker costs ~0)
    stage_wall_seconds: dict[str, float] = Field(default_factory=dict)
    stage_cpu_seconds: dict[str, float] = Field(default_factory=dict)


Kind = Literal["count", "share", "mean"]


@dataclass(frozen=True)
class Figure:
    name: str  # a QualityRow field
    label: str
    kind: Kind


# The figures judged night over night (timings are shown, not judged: they follow the machine's load).
FIGURES: tuple[Figure, ...] = (
    Figure("recordings_in", "recordings arrived", "count"),
    Figure("quarantined_share", "share quarantined", "share"),
    Figure("excluded_share", "share excluded", "share"),
    Figure("steps_per_recording", "steps per recording", "mean"),
    Figure("samples_per_recording", "samples per recording", "mean"),
    Figure("ignored_event_share", "share of log lines ignored", "share"),
    Figure("alignment_confidence_median", "alignment confidence (median)", "share"),
    Figure("alignment_confidence_p10", "alignment confidence (10th percentile)", "share"),
    Figure("redactions_per_frame", "redactions per frame", "mean"),
)


class Anomaly(BaseModel):
    """A figure of a night outside its usual range over the nights before it."""

    date: str
    figure: str
    label: str
    value: float
    low: float
    high: float
    median: float
    nights: int  # nights of history the range was made from

    def line(self) -> str:
        return (f"{self.date}: {self.label} {_fmt(self.value)}, usual {_fmt(self.low)}-{_fmt(self.high)} "
                f"(median {_fmt(self.median)} over {self.nights} nights)")


class NightJudgement(BaseModel):
    """What night over night said of one night: its anomalies, or why it was not judged."""

    date: str
    nights: int  # nights of history found
    judged: bool
    anomalies: list[Anomaly] = Field(default_factory=list)
    note: str | None = None  # why not judged


def _fmt(v: float) -> str:
    return f"{v:.0f}" if float(v).is_integer() and abs(v) >= 1 else f"{v:.3g}"
