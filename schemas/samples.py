"""Training samples and test cases (seed 000), the step/state task line (seed 003), and the
`samples` table that mirrors the JSONL."""

from __future__ import annotations

from typing import Any, Literal

import pyarrow as pa
from pydantic import BaseModel, ConfigDict, Field, field_validator

from cuaflow.schemas.toolcall import ToolCall, tolerance_pair


class Conversation(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    from_: Literal["human", "gpt"] = Field(alias="from")
    value: str

    def to_dict(self) -> dict[str, str]:
        return {"from": self.from_, "value": self.value}


class SampleMetadata(BaseModel):
    model_config = ConfigDict(extra="allow")

    task_type: str
    real_coords: tuple[float, float] | None = None


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
        pa.field("recording_id", pa.string(), nullable=False),
        pa.field("step_index", pa.int32(), nullable=False),
        pa.field("split", pa.string(), nullable=False),  # train | val | test | held_out
        pa.field("task_type", pa.string(), nullable=False),
        pa.field("action", pa.string(), nullable=False),
        pa.field("app", pa.string()),
        pa.field("image", pa.string(), nullable=False),  # frame path relative to the output root
        pa.field("prompt", pa.string(), nullable=False),  # human instruction without <image>
        pa.field("tool_call", pa.string(), nullable=False),
        pa.field(
            "conversations",
            pa.list_(pa.struct([pa.field("from", pa.string()), pa.field("value", pa.string())])),
        ),
        pa.field("real_coords", pa.list_(pa.float64())),
        pa.field("ru_coords", pa.list_(pa.int32())),
        pa.field("metadata", pa.string()),  # JSON, as in the JSONL
    ]
)
