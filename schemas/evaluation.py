"""Scoring a model against a dataset's test split (`cuaflow eval`, tasks/evaluate.py): the prediction line, the
scoring rules' thresholds, one case's verdict and the report."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class EvalRules(BaseModel):
    """The thresholds of the scoring rules (README of tasks/: "Scoring a model")."""

    model_config = ConfigDict(extra="forbid")

    scroll_ratio: float = Field(3.0, ge=1, description="a scroll's predicted amount may be at most this many times "
                                "larger or smaller than the expected one (same direction always required)")
    type_max_distance: float = Field(0.2, ge=0, le=1, description="type/answer: highest normalised edit "
                                     "distance (Levenshtein / longer length) still right")
    use_box: bool = Field(True, description="score a pointer action by the target's box when the case has one; "
                          "False: the per-axis tolerance only (seed 000's rule)")


class Prediction(BaseModel):
    """One line of a predictions file: the tool call object, or the model's raw text holding a <tool_call> block."""

    model_config = ConfigDict(extra="allow")

    test_id: str
    prediction: dict[str, Any] | str | None = None


class CaseResult(BaseModel):
    """The verdict on one test case."""

    test_id: str
    correct: bool
    reason: str  # "ok", or what is wrong
    expected_action: str
    predicted_action: str | None = None
    app: str | None = None
    source: str | None = None  # the recording's source format
    recording_id: str | None = None
    step_index: int | None = None
    expected_point: list[int] | None = None  # RU
    predicted_point: list[float] | None = None  # RU
    bbox: list[int] | None = None  # RU [x1, y1, x2, y2]
    error_ru: float | None = None  # Euclidean distance predicted → expected point, RU


class Breakdown(BaseModel):
    n: int = 0
    correct: int = 0
    accuracy: float = 0.0


class TrajectoryScore(BaseModel):
    """Seed 003 trajectories whose every step has a prediction: per-step accuracy and episode success."""

    episodes: int = 0
    steps: int = 0
    step_accuracy: float = 0.0
    episode_success: float = 0.0  # share of episodes with every step right


class EvalReport(BaseModel):
    """What `cuaflow eval --json` prints (one object)."""

    dataset: str
    step_accuracy: float
    n: int
    correct: int
    rules: EvalRules
    by_action: dict[str, Breakdown]
    by_app: dict[str, Breakdown]
    by_source: dict[str, Breakdown]
    confusion: dict[str, dict[str, int]]  # expected action → predicted action (or "invalid") → cases
    coordinate_error_ru: dict[str, Any]  # pointer cases with a predicted point: count, mean, p50, p90, histogram
    reasons: dict[str, int]  # failed cases per reason kind
    unknown_predictions: list[str] = Field(default_factory=list)  # test ids of the file not in the dataset
    trajectories: TrajectoryScore | None = None
    cases: list[CaseResult]


__all__ = ["Breakdown", "CaseResult", "EvalReport", "EvalRules", "Prediction", "TrajectoryScore"]
