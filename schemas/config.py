"""Configuration shapes: `dataset.yaml` (seed 000, with documented extensions) and pipeline settings.

Every model forbids unknown keys so a typo fails loudly, naming the key.
"""

from __future__ import annotations

import difflib
import hashlib
import json
from datetime import UTC, timedelta
from datetime import date as dt_date
from datetime import datetime as dt_datetime
from string import Formatter
from typing import Annotated, Any, Literal, TypeVar, get_args
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)

from cuaflow.schemas.toolcall import ACTIONS, ToolName


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# ---------------------------------------------------------------- dataset.yaml (seed 000)
class Splits(_Strict):
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


OutputFormat = Literal["cudag", "llamafactory", "seed003", "hf", "webdataset"]


class ImageBudgetSpec(_Strict):
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


class ShardSpec(_Strict):
    shard_mb: float = Field(128, gt=0, description="target shard size (MB of image bytes): a shard closes when "
                            "its images reach it")


class OutputSpec(_Strict):
    image_format: Literal["png", "jpg", "webp"] = "png"
    image_quality: int = Field(95, ge=1, le=100)
    formats: list[OutputFormat] = Field(
        default_factory=lambda: list[OutputFormat](("cudag", "seed003")),
        description="trainer formats rendered from the samples table: cudag (seed 000 layout), "
        "llamafactory (multimodal ShareGPT + dataset_info.json), seed003 (trajectories.jsonl), hf (Parquet "
        "shards with embedded images + card YAML for `datasets`), webdataset (tar shards)")
    hf: ShardSpec = Field(default_factory=ShardSpec)
    webdataset: ShardSpec = Field(default_factory=ShardSpec)
    image_budget: ImageBudgetSpec = Field(default_factory=ImageBudgetSpec)

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


class TestSpec(_Strict):
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


class AnnotationSpec(_Strict):
    enabled: bool = True
    ratio: float | None = Field(None, ge=0, le=1)
    per_type: dict[str, int] = Field(default_factory=dict)

    @field_validator("per_type")
    @classmethod
    def _types(cls, v: dict[str, int]) -> dict[str, int]:
        return _known_task_types(v)


class HeldOutSpec(_Strict):
    enabled: bool = False
    ratio: float = Field(0.1, ge=0, le=1)


class RetentionSpec(_Strict):
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


class PromptSpec(_Strict):
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


class FamiliesSpec(_Strict):
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


class GroundingSpec(_Strict):
    """Grounding samples (tasks/grounding.py): elements of the snapshot in force at each exported pre-action
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


class DatasetConfig(_Strict):
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
        return self.model_dump(mode="json", exclude={"retention"})

    def fingerprint(self) -> str:
        return _digest(self.content())


# ---------------------------------------------------------------- pipeline settings
RULESET = "g1"


class GroupingRules(_Strict):
    """Thresholds of the grouping rules. Distances are logical points, times are ms."""

    duplicate_window_ms: int = Field(2, ge=0, description="same event+data within this window = one")
    multi_click_interval_ms: int = Field(500, ge=0, description="max gap up→down inside a double click")
    multi_click_distance: float = Field(2.0, ge=0, description="seed 001: same point ±2 px")
    drag_distance: float = Field(5.0, ge=0, description="press-to-release travel that makes a drag")
    scroll_gap_ms: int = Field(300, ge=0, description="wheel events closer than this are one scroll")
    typing_gap_ms: int = Field(1000, ge=0, description="pause that ends a typing run")
    wait_gap_ms: int = Field(3000, ge=0, description="idle gap that becomes a wait step (0 = never)")
    move_min_distance: float = Field(10.0, ge=0, description="cursor travel that makes a mouse_move step")
    modifier_stale_ms: int = Field(5000, ge=0, description="a held modifier idle this long is released")
    backspace_edits_text: bool = Field(True, description="backspace inside a typing run edits the text")

    @property
    def version(self) -> str:
        return f"{RULESET}-{_digest(self.model_dump(mode='json'))[:8]}"


class ScrollSettings(_Strict):
    """One scroll unit for every source: pixels. A source's wheel delta times its factor is the `pixels` of
    `scroll`/`hscroll` calls and the steps' scroll_dx/scroll_dy. Each connector states its format's factors per
    platform (`Connector.scroll_pixels_per_unit`, connectors/README.md); these settings override them, per format
    then platform (tasks/README.md, "Scroll units and platforms")."""

    pixels_per_unit: dict[str, dict[str, float]] = Field(
        default_factory=dict,
        description="source format → platform (or default) → pixels per source delta unit, over the connector's own")

    @field_validator("pixels_per_unit")
    @classmethod
    def _positive(cls, v: dict[str, dict[str, float]]) -> dict[str, dict[str, float]]:
        for src, per in v.items():
            for plat, f in per.items():
                if not f > 0:
                    raise ValueError(f"{src}.{plat}: factor must be > 0, got {f}")
        return v


# Roles a person acts on (macOS AX roles without the `AX` prefix, Windows UI Automation control types and
# ARIA roles, all lower-cased): the hit-test keeps only these, so a click lands on the button, not its group.
INTERACTIVE_ROLES = (
    "button", "link", "hyperlink", "textfield", "textarea", "securetextfield", "searchfield", "textbox", "edit",
    "searchbox", "checkbox", "radiobutton", "radio", "popupbutton", "combobox", "menuitem", "menubaritem",
    "menubutton", "slider", "incrementor", "stepper", "spinbutton", "spinner", "tab", "tabitem", "switch",
    "toggle", "togglebutton", "disclosuretriangle", "cell", "row", "listitem", "option", "treeitem", "dataitem",
    "splitbutton", "colorwell", "dockitem", "scrollbar",
)


class TargetSettings(_Strict):
    """The hit-test of pointer steps against accessibility snapshots (tasks/targets.py)."""

    max_snapshot_age_ms: int = Field(5000, ge=0, description="a snapshot older than this at the step's start is "
                                     "stale: no target (the screen may have changed since)")
    grace_ms: int = Field(250, ge=0, description="a snapshot logged this soon after the step's start counts as "
                          "taken at the press (Clones logs `axtree_interaction` 2-30 ms after the mousedown "
                          "that triggered it)")
    max_area_fraction: float = Field(0.5, gt=0, le=1, description="an element covering more of the screen than "
                                     "this is a window or a pane, not a target")
    interactive_roles: list[str] = Field(default_factory=lambda: list(INTERACTIVE_ROLES),
                                         description="roles a target may have (lower case, `AX` prefix dropped)")


class InstructionTemplates(_Strict):
    """Step instructions rendered from a step's call (tasks/instructions.py). Fields: {element} (`the 'Save'
    button`; a pointer step without a named element gets where it acted, `the top-left of the screen`), {text},
    {keys} (`Cmd+S`), {direction} (`down`, `to the right`), {seconds}, {status}. An action without a template
    (or with an empty one) gets no instruction."""

    left_click: str = "Click {element}"
    right_click: str = "Right-click {element}"
    middle_click: str = "Middle-click {element}"
    double_click: str = "Double-click {element}"
    triple_click: str = "Triple-click {element}"
    mouse_move: str = "Move the pointer to {element}"
    left_click_drag: str = "Drag {element} {direction}"
    scroll: str = "Scroll {direction} in {element}"
    hscroll: str = "Scroll {direction} in {element}"
    type: str = "Type '{text}' into {element}"
    type_without_element: str = "Type '{text}'"
    key: str = "Press {keys}"
    wait: str = "Wait {seconds} seconds"
    terminate: str = ""
    answer: str = "Answer '{text}'"

    @field_validator("*")
    @classmethod
    def _fields(cls, v: str) -> str:
        unknown = sorted({f for _, f, _, _ in Formatter().parse(v) if f} - _INSTRUCTION_FIELDS)
        if unknown:
            raise ValueError(f"unknown field(s) {unknown}; known: {sorted(_INSTRUCTION_FIELDS)}")
        return v

    def for_action(self, action: str, *, has_element: bool) -> str | None:
        if action == "type" and not has_element:
            return self.type_without_element or None
        return getattr(self, action, "") or None


_INSTRUCTION_FIELDS = {"element", "text", "keys", "direction", "seconds", "status"}


class FrameSettings(_Strict):
    settle_ms: int = Field(500, ge=0, description="post-action frame: min(next start - margin, end + settle)")
    margin_ms: int = Field(100, ge=0, le=1000, description="frames are taken this long before an input at their "
                           "instant: a frame's content is ahead of its timestamp (tasks/README.md, Frame choice)")
    png_compress_level: int = Field(1, ge=0, le=9, description="speed over size; bytes stay deterministic")
    webp_method: int = Field(4, ge=0, le=6)
    decoder_threads: Literal["AUTO", "FRAME", "SLICE", "NONE"] = "AUTO"
    # Ignored: the frame stage skips whole GOPs at packet level and never seeks; kept so older files still load.
    min_seek_gap_ms: int = Field(3000, ge=0, description="ignored (frames never seek); kept so older files load")
    encode_workers: int = Field(2, ge=1, le=16)
    max_frame_age_ms: int = Field(10000, ge=100, description="a step whose frame was shown longer ago than this "
                                  "(a hole in the video's timeline) gets no image and no sample (flag video_gap)")
    use_vendor_frames: bool = Field(False, description="use a vendor's delivered frames for steps that match its "
                                    "grouped steps instead of extracting from the video")


class ArgumentBounds(_Strict):
    """What one human action can be. A step whose tool-call argument lies outside is kept in the
    steps table, flagged `out_of_bounds` (plus a `bound:` flag naming the argument and the limit),
    and never sampled."""

    max_scroll_pixels: int = Field(10000, ge=1, description="|pixels| of one scroll / hscroll step "
                                   "(a long flick with momentum stays under this)")
    max_type_chars: int = Field(2000, ge=1, description="characters of one type step")
    max_event_chars: int = Field(16, ge=1, description="characters one key press may produce (dead keys, "
                                 "IME compositions); a log line beyond is unreadable")
    max_keys: int = Field(5, ge=1, description="keys of one key / hotkey step (4 modifiers + a key)")
    max_wait_s: float = Field(600.0, gt=0, description="seconds of one wait step")


class ClockSettings(_Strict):
    video_offset_ms: int | None = Field(None, description="force the offset for every recording")
    overrides: dict[str, int] = Field(default_factory=dict, description="recording_id → offset ms")


class AlignmentSettings(_Strict):
    """Checking the event↔video offset against the video itself (tasks/align.py)."""

    enabled: bool = Field(True, description="estimate the offset from the pixels in the frame stage's decode pass")
    search_ms: int = Field(3000, ge=0, le=10000, description="offsets searched around the log-derived one")
    min_confidence: float = Field(0.5, ge=0, le=1, description="below this the estimate is not trusted: the "
                                  "log-derived offset is kept and the recording flagged alignment_unverified")
    on_disagreement: Literal["use_estimate", "quarantine"] = Field(
        "use_estimate", description="a confident estimate more than one frame from the log-derived offset")
    evidence_pairs: int = Field(20, ge=1, description="matched cursor moves for full confidence")
    effect_min_cells: int = Field(4, ge=1, description="changed thumbnail cells (outside the cursor) between the "
                                  "pre- and post-action frames below which a step is flagged no_visible_effect")


class QualitySettings(_Strict):
    max_invalid_line_fraction: float = Field(0.05, ge=0, le=1)
    verify_checksums: bool = True
    duration_tolerance: float = Field(0.1, ge=0, le=1, description="decoded video duration may differ from "
                                      "meta.json's duration_seconds by this fraction (and 2 s) before a warning")
    event_count_tolerance: float = Field(0.01, ge=0, le=1, description="lines of input_log.jsonl may differ from "
                                         "input_log_meta.json's event_count by this fraction (and 1 line): fewer "
                                         "quarantines (events lost), more is flagged")


class ResourceSettings(_Strict):
    """How much of the machine one run may use. These never change an output byte (not fingerprinted)."""

    memory_budget_mb: int | None = Field(
        None, ge=64, description="memory the recordings in flight may use together; a recording starts only when "
        "its estimate fits (one always runs). None: half the memory available when the run starts")
    max_in_flight: int | None = Field(
        None, ge=1, le=256, description="recordings processed at the same time; None: the number of CPUs "
        "(with Dask: the cluster's worker threads)")
    recording_base_mb: int = Field(
        160, ge=1, description="estimate of one recording besides its log: decoder and encoder buffers, tables")
    log_memory_factor: float = Field(
        6.0, ge=0, description="estimate of peak memory per byte of a recording's event log (parse + group)")
    batch_bytes_mb: int = Field(
        32, ge=0, description="recordings smaller than this share a task run, up to this many bytes of input "
        "together: a task run costs the orchestrator ~60 ms of CPU, as much as the whole work of a short "
        "recording; 0: one task run per recording")
    batch_max_recordings: int = Field(16, ge=1, le=1000, description="recordings of one shared task run at most")


ENTITY_TYPES = ("EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS", "URL_SECRET", "API_KEY",
                "DENY_LIST")


class PrivacySettings(_Strict):
    """Personal data in published text and images (tasks/privacy.py): found by OCR and recognisers, replaced
    by one surrogate per entity and recording, filled opaque in every published frame."""

    enabled: bool = Field(True, description="find and redact personal data; off: frames and text as recorded")
    ocr_engine: Literal["rapidocr"] = Field("rapidocr", description="the OCR engine reading every published frame "
                                            "(rapidocr-onnxruntime: its models install with the project)")
    entities: list[str] = Field(default_factory=lambda: list(ENTITY_TYPES),
                                description="entity types searched for (see ENTITY_TYPES)")
    min_score: float = Field(0.4, ge=0, le=1, description="recogniser score from which a match is redacted")
    deny_list: list[str] = Field(default_factory=list, description="terms always redacted (names, company "
                                 "terms), matched case-insensitively as whole words")
    allow_list: list[str] = Field(default_factory=list, description="terms never redacted (UI words that a "
                                  "recogniser mistakes for an entity), matched exactly")
    fill: tuple[int, int, int] = Field((0, 0, 0), description="the opaque colour of a redacted box (never a blur)")
    change_threshold: int = Field(12, ge=0, le=255, description="pixel difference from the previous published "
                                  "frame above which a region is read again by OCR")

    @field_validator("entities")
    @classmethod
    def _known(cls, v: list[str]) -> list[str]:
        unknown = sorted(set(v) - set(ENTITY_TYPES))
        if unknown:
            raise ValueError(f"unknown entity types {unknown}; known: {list(ENTITY_TYPES)}")
        return v


class PipelineSettings(_Strict):
    grouping: GroupingRules = Field(default_factory=GroupingRules)
    frames: FrameSettings = Field(default_factory=FrameSettings)
    clock: ClockSettings = Field(default_factory=ClockSettings)
    alignment: AlignmentSettings = Field(default_factory=AlignmentSettings)
    quality: QualitySettings = Field(default_factory=QualitySettings)
    scroll: ScrollSettings = Field(default_factory=ScrollSettings)
    bounds: ArgumentBounds = Field(default_factory=ArgumentBounds)
    resources: ResourceSettings = Field(default_factory=ResourceSettings)
    targets: TargetSettings = Field(default_factory=TargetSettings)
    instructions: InstructionTemplates = Field(default_factory=InstructionTemplates)
    redact_secure_text: bool = True
    privacy: PrivacySettings = Field(default_factory=PrivacySettings)
    extract_failed_recordings: bool = False

    def fingerprint(self) -> str:
        return _digest(self.model_dump(mode="json", exclude={"resources"}))


def _digest(obj: Any) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True, default=str).encode()).hexdigest()


_M = TypeVar("_M", bound=BaseModel)


class ConfigError(ValueError):
    """A configuration file that does not validate; the message names every bad key."""


def _keys_at(model: type[BaseModel] | None, loc: tuple[Any, ...]) -> list[str]:
    """The keys the model nested at `loc` (a path of field names) accepts; [] when it is not a model."""
    for part in loc:
        field = model.model_fields.get(str(part)) if model else None
        if field is None:
            return []
        ann = field.annotation
        candidates = [ann, *get_args(ann)]
        model = next((c for c in candidates if isinstance(c, type) and issubclass(c, BaseModel)), None)
    return list(model.model_fields) if model else []


def format_validation_error(source: str, err: ValidationError, model: type[BaseModel] | None = None) -> str:
    lines = [f"{source}: invalid configuration"]
    for e in err.errors():
        loc = ".".join(str(p) for p in e["loc"]) or "<root>"
        msg = e["msg"]
        if e["type"] == "extra_forbidden":
            close = difflib.get_close_matches(str(e["loc"][-1]), _keys_at(model, e["loc"][:-1]), n=1)
            msg = "unknown key" + (f" (did you mean {close[0]!r}?)" if close else "")
        lines.append(f"  - {loc}: {msg}")
    return "\n".join(lines)


def parse_config(model: type[_M], data: Any, source: str) -> _M:
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ConfigError(f"{source}: expected a mapping at the top level")
    try:
        return model.model_validate(data)
    except ValidationError as err:
        raise ConfigError(format_validation_error(source, err, model)) from None


class RunContext(BaseModel):
    """What every task of a run needs: roots, settings, dataset config. Serialisable (it travels to
    Dask workers); storage options are secrets and never appear in reprs, logs or outputs."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    source_url: str
    output_url: str
    settings: PipelineSettings = Field(default_factory=PipelineSettings)
    dataset: DatasetConfig = Field(default_factory=DatasetConfig)
    force: bool = False
    source_options: SecretStr | None = None  # JSON object of fsspec options
    output_options: SecretStr | None = None

    def options(self, which: Literal["source", "output"]) -> dict[str, Any]:
        secret = self.source_options if which == "source" else self.output_options
        return json.loads(secret.get_secret_value()) if secret else {}


# The run's fields as annotated types: the parameter models below and the deployed flows' flat signatures
# (flows/pipeline.py) share one declaration, so the UI form and the API validation say the same thing.
Source = Annotated[str, Field(description="Recordings root, any fsspec URL; one folder per date (YYYY-MM-DD) "
                                          "holding one folder per recording")]
Output = Annotated[str, Field(description="Output root for tables, frames and datasets (fsspec URL)")]
Force = Annotated[bool, Field(description="Redo every stage even when its inputs did not change")]
PublicUrl = Annotated[str | None, Field(
    description="http(s) address under which a browser opens the output root (e.g. the object store's public or "
    "gateway URL for the bucket/prefix); artifacts link to files only when it is set")]
StorageBlock = Annotated[str | None, Field(
    description="Name of a Prefect Secret block holding a JSON object of fsspec storage options "
    "(e.g. {\"key\": …, \"secret\": …, \"client_kwargs\": {\"endpoint_url\": …}}); never logged")]
DatasetConfigPath = Annotated[str | None, Field(description="Path of a dataset.yaml; default: the shipped one")]
SettingsPath = Annotated[str | None, Field(description="Path of a pipeline.yaml; default: the shipped one")]
TaskRunner = Annotated[Literal["thread", "dask"], Field(description="Where per-recording tasks run")]
DaskAddress = Annotated[str | None, Field(description="Scheduler of an existing Dask cluster; empty with "
                                                      "task_runner=dask starts a local cluster of worker processes")]
DaskWorkers = Annotated[int | None, Field(ge=1, le=256, description="Worker processes of that local cluster; "
                                                                    "empty: one per CPU")]
BuildDataset = Annotated[bool, Field(description="Rebuild the dataset from all committed partitions")]
MaxConcurrency = Annotated[int, Field(ge=1, le=64, description="Partitions processed at the same time")]
Timezone = Annotated[str, Field(description="IANA timezone that decides which day is 'yesterday'")]
DaysBack = Annotated[int, Field(ge=0, le=31, description="0 = today, 1 = yesterday, …")]


class RunParameters(BaseModel):
    """Parameters shared by every cuaflow flow; Prefect renders them as a typed form."""

    model_config = ConfigDict(extra="forbid")

    source: Source
    output: Output
    force: Force = False
    public_url: PublicUrl = None
    storage_block: StorageBlock = None
    dataset_config: DatasetConfigPath = None
    settings: SettingsPath = None
    task_runner: TaskRunner = "thread"
    dask_address: DaskAddress = None
    dask_workers: DaskWorkers = None

    @field_validator("source", "output")
    @classmethod
    def _not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("must not be empty")
        return v.strip()

    @field_validator("public_url")
    @classmethod
    def _http(cls, v: str | None) -> str | None:
        if v is not None and not v.startswith(("http://", "https://")):
            raise ValueError(f"must be an http(s) URL a browser can open, got {v!r}")
        return v.rstrip("/") if v else None


class NightlyParameters(BaseModel):
    """The scheduled nightly run: one date partition, 'yesterday' in the given timezone by default."""

    model_config = ConfigDict(extra="forbid")

    run: RunParameters
    timezone: Timezone = "UTC"
    date: dt_date | None = Field(None, description="Process this date instead of yesterday")
    days_back: DaysBack = 1
    build_dataset: BuildDataset = True

    @field_validator("timezone")
    @classmethod
    def _tz(cls, v: str) -> str:
        try:
            ZoneInfo(v)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(f"unknown IANA timezone {v!r}") from None
        return v

    def target_date(self, now: dt_datetime | None = None) -> dt_date:
        if self.date is not None:
            return self.date
        local = (now or dt_datetime.now(UTC)).astimezone(ZoneInfo(self.timezone))
        return local.date() - timedelta(days=self.days_back)


class BackfillParameters(BaseModel):
    """A date range, one partition run per day, at most `max_concurrency` at a time."""

    model_config = ConfigDict(extra="forbid")

    run: RunParameters
    start: dt_date = Field(description="First date (inclusive)")
    end: dt_date = Field(description="Last date (inclusive)")
    max_concurrency: MaxConcurrency = 2
    build_dataset: BuildDataset = True

    @model_validator(mode="after")
    def _order(self) -> BackfillParameters:
        if self.end < self.start:
            raise ValueError(f"end {self.end} is before start {self.start}")
        if (self.end - self.start).days > 3660:
            raise ValueError("a backfill spans at most 10 years")
        return self


ParamsT = TypeVar("ParamsT", RunParameters, NightlyParameters, BackfillParameters)


def nested(model: type[ParamsT], values: dict[str, Any]) -> ParamsT:
    """A parameter model from a deployed flow's flat parameters (its `locals()`): the run's fields go to `run`."""
    fields = {k: values[k] for k in model.model_fields if k in values and k != "run"}
    if "run" in model.model_fields:
        fields["run"] = nested(RunParameters, values)
    return model(**fields)


def flat(params: BaseModel) -> dict[str, Any]:
    """The flat keyword arguments of a deployed flow from a parameter model (the inverse of `nested`)."""
    values = {k: getattr(params, k) for k in type(params).model_fields if k != "run"}
    run = getattr(params, "run", None)
    return values | (flat(run) if isinstance(run, BaseModel) else {})
