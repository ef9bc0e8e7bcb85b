"""Scoring a model against a dataset's test split (`cuaflow eval`, tasks/evaluation/scorer.py; `cuaflow predict` and
`cuaflow eval compare`, tasks/evaluation/): the prediction line, how a file's outputs are read (format, units),
the scoring rules' thresholds, one case's verdict, the report with its provenance, and a comparison of two files."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from cuaflow.schemas.dialects import DialectParams

# Raised whenever a rule, a parser or a unit decision changes what a verdict says (the report names it).
SCORER_VERSION = "3"

OutputFormat = Literal["cudag", "openai", "anthropic", "pyautogui", "glm", "uitars"]
FORMATS: tuple[OutputFormat, ...] = ("cudag", "openai", "anthropic", "pyautogui", "glm", "uitars")  # auto's order
Units = Literal["ru", "fraction", "pixels"]


class EvalRules(BaseModel):
    """The thresholds of the scoring rules (README of tasks/: "Scoring a model")."""

    model_config = ConfigDict(extra="forbid")

    scroll_ratio: float = Field(3.0, ge=1, description="a scroll's predicted amount may be at most this many times "
                                "larger or smaller than the expected one (same direction always required)")
    type_max_distance: float = Field(0.2, ge=0, le=1, description="type/answer: highest normalised edit "
                                     "distance (Levenshtein / longer length) still right")
    use_box: bool = Field(True, description="score a pointer action by the target's box when the case has one; "
                          "False: the per-axis tolerance only (seed 000's rule)")


class ReadSettings(BaseModel):
    """How a predictions file's outputs are read: the output format, the coordinate units, the scroll unit."""

    model_config = ConfigDict(extra="forbid")

    format: OutputFormat | Literal["auto"] = Field("auto", description="the output form; auto tries FORMATS in "
                                                   "order and reports an output more than one form reads")
    units: Units | Literal["auto"] = Field("ru", description="coordinate units; auto decides once per file from "
                                           "the values (README: \"Units\")")
    scroll_unit_pixels: float = Field(100.0, gt=0, description="pixels of one wheel notch, for outputs that "
                                      "scroll by notches (pyautogui, UI-TARS, Anthropic, GLM)")
    dialect: str | None = Field(None, description="the model's coordinate dialect (tasks/dialects/) for lines "
                                "that do not record their own; None: each line's record, else `units`")
    dialect_params: DialectParams = Field(default_factory=DialectParams, description="its resize parameters "
                                          "(None: the family's reference defaults)")


class PredictSettings(BaseModel):
    """`cuaflow predict`: the endpoint, the model and how it is asked (tasks/evaluation/predict.py)."""

    model_config = ConfigDict(extra="forbid")

    endpoint: str = Field(description="an OpenAI-compatible server (`…/v1`, or its `…/chat/completions`)")
    model: str
    concurrency: int = Field(4, ge=1, le=256, description="requests in flight at once")
    retries: int = Field(4, ge=0, description="further attempts of a request that failed (connection, timeout, "
                         "HTTP 408/409/425/429/5xx, a body that is not a chat completion)")
    backoff_s: float = Field(1.0, ge=0, description="first wait before a retry; doubled each time (with jitter), "
                             "at most 60 s; a Retry-After header wins")
    timeout_s: float = Field(120.0, gt=0, description="one request's timeout")
    temperature: float = Field(0.0, ge=0)
    max_tokens: int = Field(1024, ge=1)
    api_key_env: str | None = Field(None, description="environment variable holding a bearer token (never "
                                    "written anywhere)")
    read: ReadSettings = Field(default_factory=ReadSettings)  # how answers are parsed for the model's own history
    dialect: str = Field("ru", description="the model's coordinate dialect: the screenshot is resized as it says "
                         "before it is sent, the prompt states the screen size where the family's agent does")
    dialect_params: DialectParams = Field(default_factory=DialectParams)
    trajectories: bool = Field(False, description="also answer the test split's trajectories step by step with "
                               "the model's own history")
    max_failed_in_a_row: int = Field(10, ge=1, description="stop when this many cases in a row got no answer "
                                     "(the endpoint is down); a rerun resumes")


class UnitsDecision(BaseModel):
    """The space a file's coordinates were read in, and why (printed in every report). Decided per line from that
    line alone (its record, its declaration, its form, its values), never from the mix of lines in the file;
    `how` sums the lines up (`mixed` when they differ, `auto-ambiguous` when any line's space was assumed)."""

    units: Units
    how: Literal["given", "recorded", "declared", "form", "auto", "auto-ambiguous", "refused", "mixed",
                 "no-coordinates"]
    note: str = ""
    lines: dict[str, int] = Field(default_factory=dict)  # how → lines read that way
    mappings: dict[str, int] = Field(default_factory=dict)  # each dialect mapping used (its description) → lines
    roundtrip_native_px: float | None = None  # the most a whole-number answer can be off: half a model unit, in
    # native pixels, over the lines read through a dialect


class Prediction(BaseModel):
    """One line of a predictions file. `prediction`: the tool call object (or its arguments), a list of calls, or
    the model's raw output (text or its message object), in any form `--format` reads. `cuaflow predict` also
    writes the model's name, its parsed calls, attempts and latency; `mode: episode` marks a step answered with the
    model's own history (trajectories)."""

    model_config = ConfigDict(extra="allow")

    test_id: str
    prediction: dict[str, Any] | list[Any] | str | None = None
    model: str | None = None
    units: Units | None = None
    mode: Literal["step", "episode"] = "step"
    # the space of the answer, as `cuaflow predict --dialect` records it (tasks/dialects/)
    dialect: str | None = None
    dialect_params: DialectParams | None = None
    image_size: tuple[int, int] | None = None  # the screenshot's own
    sent_size: tuple[int, int] | None = None  # the image the model was sent


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
    expected_start: list[int] | None = None  # a drag's start, RU
    predicted_start: list[float] | None = None  # RU
    bbox_start: list[int] | None = None
    expected_text: str | None = None
    predicted_text: str | None = None
    expected_call: dict[str, Any] | None = None  # the arguments
    predicted_call: dict[str, Any] | None = None  # the first call, RU
    extra_calls: int = 0  # calls after the first (the step's verdict is the first call's)
    format: str | None = None  # the form the output was read in
    ambiguous: list[str] = Field(default_factory=list)  # other forms that also read it (auto)
    raw: str | None = None  # the model's output when it could not be used (unparsable, invalid), shortened


class Breakdown(BaseModel):
    n: int = 0
    correct: int = 0
    accuracy: float = 0.0


class Interval(BaseModel):
    """A 95 % interval (paired bootstrap percentiles)."""

    low: float
    high: float
    level: float = 0.95
    resamples: int = 0


class TrajectoryScore(BaseModel):
    """Seed 003 trajectories in scope (README: "Trajectories"): per-step accuracy and episode success, where a
    missing step is wrong and an extra call fails its episode."""

    history: Literal["recorded", "own"] = "recorded"  # which history the steps were answered with
    episodes: int = 0
    steps: int = 0
    step_accuracy: float = 0.0
    episode_success: float = 0.0  # share of episodes with every step right, none missing, no extra call
    missing_steps: int = 0
    steps_with_extra_calls: int = 0
    episodes_failed_by_extras_only: int = 0  # every step right, an extra call somewhere


class Provenance(BaseModel):
    """What produced a report: enough to tell two reports apart and to redo one."""

    dataset: str
    dataset_manifest_sha256: str | None = None  # sha256 of the version's manifest.json (every file's sha256)
    test_json_sha256: str | None = None
    predictions: str = ""
    predictions_sha256: str | None = None
    models: list[str] = Field(default_factory=list)  # `model` of the file's lines (or --model)
    scorer_version: str = SCORER_VERSION
    cuaflow_version: str = ""
    rules: EvalRules = Field(default_factory=EvalRules)
    read: ReadSettings = Field(default_factory=ReadSettings)
    units: UnitsDecision | None = None


class EvalReport(BaseModel):
    """What `cuaflow eval --json` prints (one object)."""

    dataset: str
    step_accuracy: float
    step_accuracy_interval: Interval | None = None
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
    formats: dict[str, int] = Field(default_factory=dict)  # outputs read per form
    ambiguous: list[str] = Field(default_factory=list)  # test ids whose output more than one form reads
    units: UnitsDecision | None = None
    provenance: Provenance | None = None
    trajectories: TrajectoryScore | None = None
    cases: list[CaseResult]


class Side(BaseModel):
    """One file of a comparison."""

    predictions: str
    accuracy: float
    correct: int
    units: UnitsDecision | None = None
    provenance: Provenance | None = None


class PairedComparison(BaseModel):
    """Two files over the same cases: B − A."""

    n: int
    accuracy_a: float
    accuracy_b: float
    difference: float  # accuracy B − accuracy A
    interval: Interval
    b_wins: int  # right in B, wrong in A
    a_wins: int  # right in A, wrong in B
    both_right: int
    both_wrong: int
    mcnemar_p: float  # exact two-sided binomial test on the discordant cases


class CompareReport(BaseModel):
    """What `cuaflow eval compare A B --json` prints."""

    dataset: str
    a: Side
    b: Side
    overall: PairedComparison
    by_action: dict[str, PairedComparison]
    by_app: dict[str, PairedComparison]
    cases: list[dict[str, Any]]  # test_id, action, app, a (right?), b (right?), outcome, reasons


__all__ = ["FORMATS", "SCORER_VERSION", "Breakdown", "CaseResult", "CompareReport", "EvalReport", "EvalRules",
           "Interval", "OutputFormat", "PairedComparison", "PredictSettings", "Prediction", "Provenance",
           "ReadSettings", "Side",
           "TrajectoryScore", "Units", "UnitsDecision"]
