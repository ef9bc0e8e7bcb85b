"""`dataset.yaml` (seed 000, with documented extensions): splits, output formats and their options, test
cases, prompts, sample families, grounding, retention; `DatasetConfig` is the whole file (config/README.md
documents every key)."""

from __future__ import annotations

from string import Formatter
from typing import Any, Literal, get_args

from pydantic import Field, field_validator, model_validator

from cuaflow.schemas.dialects import DialectParams
from cuaflow.schemas.strict import Strict, digest
from cuaflow.schemas.toolcall import ACTIONS, ToolName


class Splits(Strict):
    train: float = Field(0.8, ge=0, le=1)
    val: float | None = Field(None, ge=0, le=1, description="default: half of what train leaves")
    test: float | None = Field(None, ge=0, le=1, description="default: the rest")

    @model_validator(mode="after")
    def _fractions(self) -> Splits:
        if self.train + (self.val or 0) + (self.test or 0) > 1.000001:
            raise ValueError("splits: train + val + test must not exceed 1")
        return self

    def resolved(self) -> tuple[float, float, float]:
        rest = 1.0 - self.train
        val = self.val if self.val is not None else (rest / 2 if self.test is None else rest - self.test)
        test = self.test if self.test is not None else max(0.0, 1.0 - self.train - val)
        return (self.train, val, test)


class ImageBudgetSpec(Strict):
    """Image tokens per sample as a Qwen2-VL-style processor counts them (smart resize: each side rounded to a
    multiple of patch_size * merge_size, the area brought within [min_pixels, max_pixels]; one token per
    merged patch), so a trainer can set `cutoff_len` instead of truncating silently."""

    max_pixels: int = Field(768 * 768, ge=1, description="LLaMA-Factory's image_max_pixels default")
    min_pixels: int = Field(32 * 32, ge=1, description="LLaMA-Factory's image_min_pixels default")
    patch_size: int = Field(14, ge=1)
    merge_size: int = Field(2, ge=1)
    token_budget: int = Field(2048, ge=1, description="samples needing more tokens (images + text) are flagged; "
                              "LLaMA-Factory's default cutoff_len")
    resize: bool = Field(False, description="hf/webdataset images resized to the smart-resize size (RU "
                         "coordinates are relative to the image: they need no change)")


class ShardSpec(Strict):
    shard_mb: float = Field(128, gt=0, description="target shard size (MB of image bytes): a shard closes when "
                            "its images reach it")


class OutputSpec(Strict):
    image_format: Literal["png", "jpg", "webp"] = "png"
    image_quality: int = Field(95, ge=1, le=100)
    # The names are the dataset build's (`RENDERERS` of tasks/export, one entry per format): reading the file checks
    # them there (tasks/configuration.py), so a format is added without a change here.
    formats: list[str] = Field(
        default_factory=lambda: ["cudag", "seed003"],
        description="trainer formats rendered from the samples table: cudag (seed 000 layout), "
        "llamafactory (multimodal ShareGPT + dataset_info.json), seed003 (trajectories.jsonl), hf (Parquet "
        "shards with embedded images + card YAML for `datasets`), webdataset (tar shards)")
    hf: ShardSpec = Field(default_factory=ShardSpec)
    webdataset: ShardSpec = Field(default_factory=ShardSpec)
    image_budget: ImageBudgetSpec = Field(default_factory=ImageBudgetSpec)
    # A name of the dialect table (tasks/dialects/), checked there when the file is read.
    dialect: str = Field("ru", description="the coordinate dialect of the trainer formats (llamafactory, hf, "
                         "webdataset): every sample's points, history lines and screen size in that model's space, "
                         "at the image size the shipped trainer settings feed it; ru: cuaflow's own 0-1000")
    dialect_params: DialectParams = Field(default_factory=DialectParams, description="the dialect's parameters "
                                          "(none: the family's defaults; the trainer's pixel bounds are image_budget)")

    @field_validator("formats")
    @classmethod
    def _formats(cls, v: list[str]) -> list[str]:
        if not v:
            raise ValueError("output.formats needs at least one format")
        return sorted(set(v), key=v.index)

    @field_validator("image_format", mode="before")
    @classmethod
    def _jpeg(cls, v: Any) -> Any:
        return "jpg" if v == "jpeg" else v


class TestSpec(Strict):
    count: int = Field(100, ge=0)
    tolerance: int | tuple[int, int] = (10, 10)

    @field_validator("tolerance", mode="before")
    @classmethod
    def _tol(cls, v: Any) -> Any:
        if isinstance(v, list):
            if len(v) != 2:
                raise ValueError("test.tolerance must be an int or [x, y]")
            return tuple(v)
        return v


class AnnotationSpec(Strict):
    enabled: bool = True
    ratio: float | None = Field(None, ge=0, le=1)
    per_type: dict[str, int] = Field(default_factory=dict)

    @field_validator("per_type")
    @classmethod
    def _types(cls, v: dict[str, int]) -> dict[str, int]:
        return _known_task_types(v)


class HeldOutSpec(Strict):
    enabled: bool = False
    ratio: float = Field(0.1, ge=0, le=1)


class RetentionSpec(Strict):
    """Which dataset versions stay after a build (tasks/export/retention.py). Not part of a version's identity:
    changing it never changes a version's name or bytes."""

    keep_last: int | None = Field(
        7, ge=1, description="newest versions of this config kept (LATEST's target and pinned versions always "
        "stay); null keeps every version. 7: a week of nightly builds to compare with or roll back to, cheap "
        "on local roots where versions share their images by hard links")


ThoughtMode = Literal["off", "raw", "cleaned"]
SYSTEM_PROMPT_STYLES = ("computer-use", "none")
# The task types a recorded dataset has: the tool actions, dashed (`left_click` -> `left-click`).
TASK_TYPES: tuple[str, ...] = tuple(a.replace("_", "-") for a in ACTIONS)


def _known_task_types(v: dict[str, Any]) -> dict[str, Any]:
    unknown = sorted(set(v) - set(TASK_TYPES))
    if unknown:
        raise ValueError(f"unknown task type(s) {unknown}; recorded data has the task types {list(TASK_TYPES)}")
    return v


class PromptSpec(Strict):
    """Extension: how the human turn is written.

    `template` fields: {goal} (the title, then description and objectives when they add to it) {title}
    {description} {objectives} {app} {content} {instruction} {step_instruction} {step} {n_steps}. History: the
    previous `history_actions` tool calls of the recording (one JSON object of arguments per line) and the
    previous `history_images` screenshots as extra images."""

    template: str = "{goal}"
    step_template: str = Field("{prompt}\n\nCurrent step: {step_instruction}",
                               description="used when the source has a per-step instruction")
    history_actions: int = Field(5, ge=0, le=50, description="previous actions listed in the prompt (k)")
    history_images: int = Field(0, ge=0, le=10, description="previous screenshots added as images (m)")
    history_template: str = "{prompt}\n\nPrevious actions:\n{history}"
    low_level_template: str = Field("{step_instruction}", description="the `action_low_level` family's "
                                    "instruction (AndroidControl's low-level form; `{goal}\\n{step_instruction}` "
                                    "gives both)")
    thought: ThoughtMode = Field("off", description="vendor reasoning as a `Thought:` line before the call: "
                                 "off | raw (the human's raw thought) | cleaned (the vendor's cleaned reasoning)")

    @model_validator(mode="before")
    @classmethod
    def _legacy(cls, data: Any) -> Any:
        if isinstance(data, dict) and "history_window" in data:  # the key's former name
            data = dict(data)
            data.setdefault("history_actions", data.pop("history_window"))
        return data

    @field_validator("template", "step_template", "history_template", "low_level_template")
    @classmethod
    def _fields(cls, v: str) -> str:
        try:
            names = {f for _, f, _, _ in Formatter().parse(v) if f}
        except ValueError as err:
            raise ValueError(f"not a valid template: {err}") from None
        unknown = sorted(names - _TEMPLATE_FIELDS)
        if unknown:
            raise ValueError(f"unknown template field(s) {unknown}; known: {sorted(_TEMPLATE_FIELDS)}")
        return v


_TEMPLATE_FIELDS = {"goal", "title", "description", "objectives", "app", "content", "instruction", "step_instruction",
                    "step", "n_steps", "prompt", "history"}


SampleFamily = Literal["action", "action_low_level", "grounding"]
SAMPLE_FAMILIES: tuple[str, ...] = get_args(SampleFamily)


class FamiliesSpec(Strict):
    """Which kinds of sample a dataset holds, as the share of each family's samples kept (a seeded hash of the
    sample id decides which; 0 = the family is not built). `action`: goal + history + screenshot → the step's
    call; `action_low_level`: the step's own instruction instead of the goal; `grounding`: "click on <element>"
    → a click at the element's centre, from the accessibility snapshot of an exported frame. The model's default
    keeps datasets made before families existed as they were; `config/dataset.yaml` turns every family on."""

    action: float = Field(1.0, ge=0, le=1)
    action_low_level: float = Field(0.0, ge=0, le=1)
    grounding: float = Field(0.0, ge=0, le=1)

    def enabled(self) -> list[str]:
        return [f for f in SAMPLE_FAMILIES if getattr(self, f) > 0]


class GroundingSpec(Strict):
    """Grounding samples (tasks/samples/grounding.py): elements of the snapshot in force at each exported pre-action
    frame, with a usable name and an interactive role (`targets.interactive_roles`), on the recorded display,
    inside the frame and not covered by a window listed in front of theirs."""

    per_frame: int = Field(8, ge=1, description="elements asked about per frame at most (a seeded choice)")
    per_recording: int = Field(200, ge=1, description="grounding samples per recording at most")
    hash_distance: int = Field(6, ge=0, le=64, description="frames whose 64-bit difference hashes differ in at most "
                               "this many bits show the same screen: only the first gives samples")
    prompt: str = Field("Click on {element}.", description="the human turn; {element}: `the 'Save' button`")
    min_name_chars: int = Field(2, ge=1, description="shorter names (icons' single letters) are not usable")

    @field_validator("prompt")
    @classmethod
    def _element(cls, v: str) -> str:
        names = {f for _, f, _, _ in Formatter().parse(v) if f}
        if names != {"element"}:
            raise ValueError(f"the grounding prompt takes exactly the field {{element}}, got {sorted(names)}")
        return v


class QualitySpec(Strict):
    """Quality signals (tasks/samples/quality.py: from the data, no model) and filters on them and on a model's
    annotations (tasks/samples/annotate.py). `enabled` writes `quality.parquet` and `quality_steps.parquet` into the
    version; each filter removes samples and the card and the summary count what it removed."""

    enabled: bool = False
    idle_gap_ms: int = Field(10000, ge=1, description="a pause this long before an action is an idle gap")
    repeat_radius_ru: float = Field(15.0, ge=0, description="a click this close (RU) to the same click just "
                                    "before it repeats it")
    repeat_within_ms: int = Field(3000, ge=0, description="… and this soon after it ended")
    drop_redundant_steps: bool = Field(False, description="drop samples of repeated clicks and undo/redo loops")
    min_alignment_confidence: float | None = Field(None, ge=0, le=1, description="drop recordings whose clock "
                                                   "alignment is less sure (a recording not estimated is kept)")
    max_steps_vs_median: float | None = Field(None, gt=0, description="drop recordings with more than this many "
                                              "times their task's median actions")
    keep_judged_done: bool = Field(False, description="keep only recordings the annotations judge done")
    drop_judged_steps: bool = Field(False, description="drop samples whose step the annotations judge redundant "
                                    "or mistaken")

    def filters(self) -> list[str]:
        """The filters on, in the order they apply."""
        on = {"min_alignment_confidence": self.min_alignment_confidence is not None,
              "max_steps_vs_median": self.max_steps_vs_median is not None,
              "keep_judged_done": self.keep_judged_done, "drop_redundant_steps": self.drop_redundant_steps,
              "drop_judged_steps": self.drop_judged_steps}
        return [k for k, v in on.items() if v]


ReasoningLevel = Literal["observation", "thought", "action"]


class ReasoningSpec(Strict):
    """A model's annotations (tasks/samples/annotate.py) in the answers: which levels go before the call (`answer`:
    observation = L3, thought = L2, action = L1 described) and in which form (`style`): `lines` writes
    `Observation: …`, `Thought: …`, `Action: …` lines before the call (UI-TARS's `Thought:` line, the Qwen-VL
    agents' thought before `<tool_call>`), `opencua` AgentNet's `## Observation: / ## Thought: / ## Action: / ## Code:`
    sections, the call under `## Code:`. `history`: the previous steps in the prompt as their calls (`calls`) or,
    where annotated, as the described action (`actions`: AgentNet's history of L1 lines). CUDAG's files keep the
    call alone
    (`cudag validate` wants the answer to start with `<tool_call>`): the thought goes to `metadata.thought`.
    A step without a readable annotation keeps its plain answer."""

    answer: list[ReasoningLevel] = Field(default_factory=list, description="levels before the call; [] = off")
    style: Literal["lines", "opencua"] = "lines"
    history: Literal["calls", "actions"] = Field("calls", description="the previous steps in the prompt: their "
                                                 "calls, or (where annotated) their described action")
    model: str | None = Field(None, description="use only this model's annotations (default: whichever model "
                              "annotated the step last)")

    def on(self) -> bool:
        """Whether the annotations change any sample."""
        return bool(self.answer) or self.history == "actions"


class DatasetConfig(Strict):
    name_prefix: str = Field("dataset", pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
    seed: int = 42
    # Recorded data interpretation: per task type (the tool action, dashed: `left-click`), the maximum
    # number of samples kept; `task_distributions` weights the kept samples by app within a type.
    tasks: dict[str, int] = Field(default_factory=dict)
    task_distributions: dict[str, dict[str, float]] = Field(default_factory=dict)
    splits: Splits = Field(default_factory=Splits)
    # A named style (`computer-use`: a system turn describing the tool, its actions and the 0-1000 coordinate
    # space; `none`) or, when it contains a space or a line break, the literal system text.
    system_prompt: str = "computer-use"
    tool_name: ToolName = Field(
        "computer_use", description="name in every tool call: computer_use (what the cudag package validates, Qwen-VL "
        "agent prompts) or computer (seed 000's examples)")
    output: OutputSpec = Field(default_factory=OutputSpec)
    test: TestSpec = Field(default_factory=TestSpec)
    annotation: AnnotationSpec = Field(default_factory=AnnotationSpec)
    held_out: HeldOutSpec = Field(default_factory=HeldOutSpec)
    prompt: PromptSpec = Field(default_factory=PromptSpec)
    retention: RetentionSpec = Field(default_factory=RetentionSpec)
    families: FamiliesSpec = Field(default_factory=FamiliesSpec)
    grounding: GroundingSpec = Field(default_factory=GroundingSpec)
    quality: QualitySpec = Field(default_factory=QualitySpec)
    reasoning: ReasoningSpec = Field(default_factory=ReasoningSpec)

    @field_validator("system_prompt")
    @classmethod
    def _system(cls, v: str) -> str:
        if v.strip() and not any(c.isspace() for c in v.strip()) and v not in SYSTEM_PROMPT_STYLES:
            raise ValueError(f"unknown system prompt style {v!r}; styles: {list(SYSTEM_PROMPT_STYLES)} "
                             "(a literal system text contains spaces)")
        return v

    @field_validator("tasks", "task_distributions")
    @classmethod
    def _task_types(cls, v: dict[str, Any]) -> dict[str, Any]:
        return _known_task_types(v)

    @field_validator("task_distributions")
    @classmethod
    def _weights(cls, v: dict[str, dict[str, float]]) -> dict[str, dict[str, float]]:
        for task, dist in v.items():
            if any(w < 0 for w in dist.values()) or (dist and sum(dist.values()) <= 0):
                raise ValueError(f"task_distributions.{task}: weights must be >= 0 and not all 0")
        return v

    def content(self) -> dict[str, Any]:
        """What decides a dataset's bytes: everything but the lifecycle settings (`retention`)."""
        # sections added later count only when set: a configuration that leaves them out names the same versions
        optional = {k for k, v in (("quality", self.quality), ("reasoning", self.reasoning))
                    if v == type(v)()}
        data = self.model_dump(mode="json", exclude={"retention", *optional})
        # the RU default leaves no trace, so versions written before dialects keep their names and bytes
        if data["output"]["dialect"] == "ru":
            del data["output"]["dialect"]
        if not any(v is not None for v in data["output"]["dialect_params"].values()):
            del data["output"]["dialect_params"]
        return data

    def fingerprint(self) -> str:
        return digest(self.content())
