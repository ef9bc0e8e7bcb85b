"""Every stage declares the settings it reads: a section of `pipeline.yaml` (or of `dataset.yaml`) that a stage's
body reads is one its fingerprint (`Stage.settings`) reads too, so changing it reruns the stage.

Measured, not declared: one small recording runs through every stage with settings that note which of their
sections are read, once by each body and once by each fingerprint. `resources` is how a run uses the machine, not
what it produces, and is never fingerprinted (`PipelineSettings.fingerprint`).
"""

from __future__ import annotations

import contextvars
import dataclasses
from pathlib import Path
from typing import Any

from helpers import make
from synth import Action

from cuaflow.schemas.config import RunContext
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.settings import PipelineSettings
from cuaflow.tasks.runner import Stage, StageInput, StageOutput, run_chain
from cuaflow.tasks.stages import STAGES

NOT_OUTPUTS = {"resources"}
_reader: contextvars.ContextVar[str] = contextvars.ContextVar("reader", default="")
_read: dict[str, set[str]] = {}


def _noting(model: type[Any], prefix: str) -> type[Any]:
    """A subclass of a settings model that notes which of its fields the current reader reads."""

    class Noting(model):  # type: ignore[misc, valid-type]
        def __getattribute__(self, name: str) -> Any:
            if name in type(self).model_fields and _reader.get():
                _read.setdefault(_reader.get(), set()).add(prefix + name)
            return super().__getattribute__(name)

        def model_dump(self, **kw: Any) -> dict[str, Any]:  # a whole dump (a fingerprint) reads every field
            if _reader.get():
                skip = set(kw.get("exclude") or ())
                _read.setdefault(_reader.get(), set()).update(prefix + f for f in type(self).model_fields
                                                              if f not in skip)
            return super().model_dump(**kw)  # type: ignore[no-any-return]

    return Noting


def _as(reader: str, fn: Any, *args: Any) -> Any:
    token = _reader.set(reader)
    try:
        return fn(*args)
    finally:
        _reader.reset(token)


def test_every_setting_a_stage_reads_is_in_its_fingerprint(tmp_path: Path) -> None:
    make(tmp_path / "src", "r1", actions=[Action("click", 100, 80), Action("type", text="hello")])
    settings = _noting(PipelineSettings, "settings.")(**PipelineSettings().model_dump())
    dataset = _noting(DatasetConfig, "dataset.")(**DatasetConfig().model_dump())
    ctx = RunContext(source_url=str(tmp_path / "src"), output_url=str(tmp_path / "out"), settings=settings,
                     dataset=dataset)
    assert isinstance(ctx.settings, PipelineSettings) and type(ctx.settings) is not PipelineSettings

    def watched(stage: Stage) -> Stage:
        def body(inp: StageInput) -> StageOutput:
            return _as(f"{stage.name} body", stage.body, inp)

        def fingerprint(c: RunContext) -> tuple[Any, ...]:
            return _as(f"{stage.name} settings", stage.settings, c)

        def load(*args: Any) -> Any:  # the first stage's loader reads the source for its body
            return _as(f"{stage.name} body", stage.load_source, *args)  # type: ignore[misc]

        return dataclasses.replace(stage, body=body, settings=fingerprint,
                                   load_source=load if stage.load_source is not None else None)

    ref = RecordingRef(source_url=str(tmp_path / "src"), date="2025-01-01", recording_id="r1",
                       path="2025-01-01/r1")
    res = run_chain(tuple(watched(s) for s in STAGES), ctx, ref)
    assert res.status == "ok", res.reason
    assert _read.get(f"{STAGES[0].name} body"), "the noting settings are not in use"
    for stage in STAGES:
        body = _read.get(f"{stage.name} body", set())
        declared = _read.get(f"{stage.name} settings", set())
        missing = {s for s in body - declared if s.split(".", 1)[1] not in NOT_OUTPUTS}
        assert not missing, f"{stage.name} reads {sorted(missing)} without fingerprinting it"
