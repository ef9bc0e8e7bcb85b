"""Deployments built from `config/deployments.yaml`: nightly (cron + IANA timezone), backfill,
one partition, one recording. Parameters are pydantic models, so the UI shows a typed form."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import yaml
from prefect.schedules import Cron
from pydantic import BaseModel, ConfigDict, Field, field_validator

from cuaflow.config import HERE
from cuaflow.flows.pipeline import backfill, nightly, process_partition, process_recording

DEFAULT_FILE = HERE / "deployments.yaml"
FLOWS = {"nightly": nightly, "backfill": backfill, "partition": process_partition, "recording": process_recording}
_VAR = re.compile(r"\$\{([A-Z0-9_]+)\}")


class DeploymentSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    flow: str
    description: str = ""
    cron: str | None = None
    timezone: str = "UTC"
    concurrency_limit: int | None = Field(None, ge=1)
    parameters: dict[str, Any] = Field(default_factory=dict)

    @field_validator("flow")
    @classmethod
    def _known(cls, v: str) -> str:
        if v not in FLOWS:
            raise ValueError(f"unknown flow {v!r}; one of {sorted(FLOWS)}")
        return v


class DeploymentsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    defaults: dict[str, Any] = Field(default_factory=dict)
    deployments: list[DeploymentSpec]


def _expand(value: Any) -> Any:
    if isinstance(value, str):
        m = _VAR.fullmatch(value.strip())
        if m:
            return os.environ.get(m.group(1)) or None
        return _VAR.sub(lambda mm: os.environ.get(mm.group(1), ""), value)
    return value


def load_specs(path: str | Path | None = None) -> DeploymentsFile:
    doc = yaml.safe_load(Path(path or DEFAULT_FILE).read_text(encoding="utf-8"))
    return DeploymentsFile.model_validate(doc)


def default_parameters(spec: DeploymentSpec, defaults: dict[str, Any], source: str | None,
                       output: str | None) -> dict[str, Any]:
    run = {k: v for k, v in {
        "source": source or _expand(defaults.get("source")), "output": output or _expand(defaults.get("output")),
        "storage_block": _expand(defaults.get("storage_block")),
    }.items() if v}
    p = dict(spec.parameters)
    if spec.flow in ("nightly", "backfill"):
        return {"params": {"run": run, **p}}
    return {"params": run, **p}


def build(path: str | Path | None = None, source: str | None = None, output: str | None = None) -> list[Any]:
    """RunnerDeployments for every spec (nothing is sent to the API here)."""
    f = load_specs(path)
    out = []
    for spec in f.deployments:
        kwargs: dict[str, Any] = {
            "name": spec.name, "description": spec.description, "tags": list(f.defaults.get("tags", [])),
            "parameters": default_parameters(spec, f.defaults, source, output),
        }
        if spec.cron:
            kwargs["schedules"] = [Cron(spec.cron, timezone=spec.timezone)]
        if spec.concurrency_limit:
            kwargs["concurrency_limit"] = spec.concurrency_limit
        out.append(FLOWS[spec.flow].to_deployment(**kwargs))
    return out
