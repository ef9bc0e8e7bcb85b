"""Training samples and test cases (seed 000), the step/state task line (seed 003), and the
`samples` table that mirrors the JSONL."""

from __future__ import annotations

from typing import Any, Literal

import pyarrow as pa
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)

from cuaflow.schemas.steps import TARGET_TYPE
from cuaflow.schemas.toolcall import ToolCall, tolerance_pair


class Conversation(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    from_: Literal["human", "gpt"] = Field(alias="from")
    value: str

    def to_dict(self) -> dict[str, str]:
        return {"from": self.from_, "value": self.value}


class SampleMetadata(BaseModel):
    """Seed 000 requires `task_type` and `real_coords`; the rest is what cuaflow knows about the sample. Stored
    as an Arrow struct (`METADATA_TYPE`) in the `samples` table; absent values are left out of the JSON."""

    model_config = ConfigDict(extra="allow")

    task_type: str
    real_coords: tuple[float, float] | None = None
    recording_id: str | None = None
    step_index: int | None = None
    date: str | None = None
    app: str | None = None
    action: str | None = None
    task_key: str | None = None  # the split unit
    source_format: str | None = None
    image_size: tuple[int, int] | None = None  # native pixels of the screenshot
    drag_start: tuple[float, float] | None = None  # left_click_drag: the press point (the call holds the end)
    # The element the call's point targets (a drag: where it dropped) and, for a drag, the one it pressed: name,
    # role and RU box [x1, y1, x2, y2] of the step's `target` / `target_end` (tasks/targets/targets.py), all or none.
    element_name: str | None = None
    element_role: str | None = None
    bbox: tuple[int, int, int, int] | None = None
    element_name_start: str | None = None
    element_role_start: str | None = None
    bbox_start: tuple[int, int, int, int] | None = None
    target_source: str | None = None  # axtree | vendor | none (pointer actions)
    thought: str | None = None  # the vendor's reasoning for this step, per `prompt.thought`
    family: str | None = None  # action | action_low_level | grounding (schemas.dataset_config.SampleFamily)
    instruction_source: str | None = None  # action_low_level: human | template | positional

    @model_serializer(mode="wrap")
    def _present(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return metadata_json(handler(self))


METADATA_TYPE = pa.struct([
    pa.field("task_type", pa.string()), pa.field("real_coords", pa.list_(pa.float64())),
    pa.field("recording_id", pa.string()), pa.field("step_index", pa.int32()), pa.field("date", pa.string()),
    pa.field("app", pa.string()), pa.field("action", pa.string()), pa.field("task_key", pa.string()),
    pa.field("source_format", pa.string()), pa.field("image_size", pa.list_(pa.int32())),
    pa.field("drag_start", pa.list_(pa.float64())), pa.field("element_name", pa.string()),
    pa.field("element_role", pa.string()), pa.field("thought", pa.string()),
    pa.field("bbox", pa.list_(pa.int32())), pa.field("bbox_start", pa.list_(pa.int32())),
    pa.field("target_source", pa.string()), pa.field("family", pa.string()),
    pa.field("instruction_source", pa.string()), pa.field("element_name_start", pa.string()),
    pa.field("element_role_start", pa.string()),
])


def metadata_json(struct: dict[str, Any]) -> dict[str, Any]:
    """A `samples.metadata` struct value as written in the JSONL: absent (null) fields left out."""
    return {k: v for k, v in struct.items() if v is not None}


class TrainingSample(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    image: str
    conversations: list[Conversation]
    metadata: SampleMetadata

    @field_validator("conversations")
    @classmethod
    def _turns(cls, v: list[Conversation]) -> list[Conversation]:
        if len(v) < 2 or v[0].from_ != "human" or v[-1].from_ != "gpt":
            raise ValueError("conversations must start with a human turn and end with a gpt turn")
        if not v[0].value.startswith("<image>\n"):
            raise ValueError("the human turn must start with '<image>\\n'")
        ToolCall.from_turn(v[-1].value)  # raises ValueError naming what is wrong
        return v


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="forbid")

    role: Literal["system", "user", "assistant"]
    content: str


class LlamaFactorySample(BaseModel):
    """LLaMA-Factory's multimodal ShareGPT line: an optional system message, one user turn, one assistant turn
    (the loss-bearing one: optional `Thought:` line, then the tool call); one `<image>` per image, in order."""

    model_config = ConfigDict(extra="forbid")

    id: str
    messages: list[ChatMessage]
    images: list[str]
    target: dict[str, Any] | None = None  # the element the call's point targets: RU `bbox`, role, name, source

    @model_validator(mode="after")
    def _shape(self) -> LlamaFactorySample:
        roles = [m.role for m in self.messages]
        if roles not in (["user", "assistant"], ["system", "user", "assistant"]):
            raise ValueError(f"messages must be [system,] user, assistant; got {roles}")
        placeholders = sum(m.content.count("<image>") for m in self.messages)
        if placeholders != len(self.images) or "<image>" not in self.messages[-2].content:
            raise ValueError(f"{placeholders} <image> placeholders for {len(self.images)} images")
        answer = self.messages[-1].content
        call = answer[answer.index("<tool_call>"):] if "<tool_call>" in answer else answer
        # reasoning before the call: a `Thought: ` line, or annotated levels (tasks/samples/reasoning.py)
        lead = ("Thought: ", "Observation: ", "Action: ", "## Observation:\n", "## Thought:\n", "## Action:\n")
        if answer != call and not (answer.startswith(lead) and answer.count("\n") >= 3):
            raise ValueError("the assistant turn is optional reasoning (a 'Thought: ' line, annotated levels), "
                             "then the tool call")
        ToolCall.from_turn(call)  # raises ValueError naming what is wrong
        return self


def case_id(sample_id: str) -> str:
    """The id of a test-split sample wherever it appears: test.json's `test_id`, the `id` of the `hf`,
    `webdataset` and `llamafactory` test rows, a predictions file's `test_id`, `cuaflow eval`. One rule."""
    return f"test_{sample_id}"


class TestCase(BaseModel):
    __test__ = False  # not a pytest class
    model_config = ConfigDict(extra="forbid")

    test_id: str
    screenshot: str
    prompt: str
    expected_action: ToolCall
    tolerance: int | tuple[int, int]
    metadata: SampleMetadata

    @field_validator("prompt")
    @classmethod
    def _no_image_prefix(cls, v: str) -> str:
        if v.startswith("<image>"):
            raise ValueError("test prompts carry no <image> prefix")
        return v

    @field_validator("tolerance", mode="before")
    @classmethod
    def _tol(cls, v: Any) -> Any:
        return tolerance_pair(v) if isinstance(v, list) else v


class StdStep(BaseModel):
    """Seed 003: `input_state` omitted means 'the previous step's output_state' (implicit chaining)."""

    model_config = ConfigDict(extra="forbid")

    instruction: str
    input_state: dict[str, Any] | None = None
    output_state: dict[str, Any]


class StdTask(BaseModel):
    model_config = ConfigDict(extra="forbid")

    task_id: str
    metadata: dict[str, Any] = Field(default_factory=dict)
    steps: list[StdStep]


SAMPLES_SCHEMA = pa.schema(
    [
        pa.field("id", pa.string(), nullable=False),
        pa.field("family", pa.string(), nullable=False),  # action | action_low_level | grounding
        pa.field("recording_id", pa.string(), nullable=False),
        pa.field("step_index", pa.int32(), nullable=False),
        pa.field("task_key", pa.string(), nullable=False),  # the split unit: Clones task id, else the instruction
        pa.field("task_type", pa.string(), nullable=False),
        pa.field("action", pa.string(), nullable=False),
        pa.field("app", pa.string()),
        pa.field("image", pa.string(), nullable=False),  # current frame, relative to the output root
        pa.field("images", pa.list_(pa.string()), nullable=False),  # previous m frames, oldest first, then `image`
        pa.field("system", pa.string()),  # system turn text, null with `system_prompt: none`
        pa.field("instruction", pa.string(), nullable=False),  # goal (+ step instruction), without history
        pa.field("prompt", pa.string(), nullable=False),  # the human turn's text: instruction + history lines
        pa.field("history", pa.list_(pa.string()), nullable=False),  # previous calls' arguments, oldest first
        pa.field("thought", pa.string()),  # the `Thought:` line of the gpt turn, if any
        pa.field("tool_call", pa.string(), nullable=False),  # JSON under the configured tool name
        pa.field(
            "conversations",  # the seed 000 (CUDAG) turns
            pa.list_(pa.struct([pa.field("from", pa.string()), pa.field("value", pa.string())])),
        ),
        pa.field("real_coords", pa.list_(pa.float64())),
        pa.field("ru_coords", pa.list_(pa.int32())),
        pa.field("target", TARGET_TYPE),  # the element the call's coordinate targets (a drag: the release)
        pa.field("target_start", TARGET_TYPE),  # left_click_drag: the element under the press
        pa.field("metadata", METADATA_TYPE, nullable=False),
    ]
)


# `datasets/<version>/splits.parquet`: the one place a split is decided. The partition tables carry no split
# (a task's split depends on the dataset's whole window: `tasks/samples/split.py`); join `samples` to this on
# (date, recording_id) to get the split of every sample.
SPLITS_SCHEMA = pa.schema(
    [
        pa.field("date", pa.string(), nullable=False),
        pa.field("recording_id", pa.string(), nullable=False),
        pa.field("task_key", pa.string(), nullable=False),  # the split unit
        pa.field("split", pa.string(), nullable=False),  # train | val | test | held_out
        pa.field("samples", pa.int64(), nullable=False),  # the recording's samples in the window
        pa.field("in_dataset", pa.int64(), nullable=False),  # of them, rows in train/val/test/held_out files
    ]
)


# A sample of the `hf` export with its images inside (tasks/export/hf.py, embedded.py): an image is the Hugging
# Face `datasets` `Image` feature's Arrow form, a struct of its encoded bytes and its path in the JSONL exports.
IMAGE_TYPE = pa.struct([pa.field("bytes", pa.binary()), pa.field("path", pa.string())])
# A chat message as TRL's conversational prompt-completion rows hold it: a role and content blocks, text
# ({"type": "text", "text": …}) and screenshots ({"type": "image", "text": null}, filled from `images` in order).
CONTENT_BLOCK_TYPE = pa.struct([pa.field("type", pa.string()), pa.field("text", pa.string())])
MESSAGE_TYPE = pa.struct([pa.field("role", pa.string()), pa.field("content", pa.list_(CONTENT_BLOCK_TYPE))])
EMBEDDED_SAMPLES_SCHEMA = pa.schema([
    pa.field("id", pa.string()),
    pa.field("family", pa.string()),  # the kind of sample (SampleFamily): one `datasets` config per family
    pa.field("images", pa.list_(IMAGE_TYPE)),  # history screenshots oldest first, then the current one
    pa.field("prompt", pa.list_(MESSAGE_TYPE)),  # the system turn, then the user turn with one block per image
    pa.field("completion", pa.list_(MESSAGE_TYPE)),  # the assistant turn: the only one with a loss
    pa.field("image_sizes", pa.list_(pa.list_(pa.int32()))),  # [width, height] of each image as stored
    pa.field("conversations", pa.list_(pa.struct([pa.field("from", pa.string()), pa.field("value", pa.string())]))),
    pa.field("system", pa.string()),
    pa.field("metadata", METADATA_TYPE),
    pa.field("image_tokens", pa.int32()),  # Qwen2-VL smart-resize tokens of every image (tasks/export/tokens.py)
    pa.field("text_tokens_max", pa.int32()),  # an upper bound of the text's tokens
    pa.field("tokens_max", pa.int32()),
    pa.field("over_budget", pa.bool_()),  # tokens_max > output.image_budget.token_budget
])

# The user turn of a sample in every text form (LLaMA-Factory's ShareGPT, TRL's rows, token counts, the prompt a
# model is asked with in `cuaflow predict`): one `<image>` placeholder per screenshot, in the order of `images`.
IMAGE = "<image>"


def user_content(prompt: str, n_images: int) -> str:
    """Placeholders first, in the order of `images`; with history screenshots each is labelled."""
    if n_images <= 1:
        return f"{IMAGE}\n{prompt}"
    return f"Previous screenshots, oldest first: {IMAGE * (n_images - 1)}\nCurrent screenshot: {IMAGE}\n{prompt}"
