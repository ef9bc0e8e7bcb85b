"""Deployments read from `config/prefect.yaml`, the file `prefect deploy` reads too: nightly (cron + IANA
timezone), backfill, one partition, one recording. Parameters are flat and typed (`--param start=2025-01-01`
works; the UI shows one form, common fields first); the deploy-time `source`/`output` are the defaults a run keeps
unless it names its own.

`cuaflow deploy` registers them on the process work pool named in the file (created when missing), where
`prefect worker start --pool cuaflow` runs them; `cuaflow serve` runs them in its own process instead."""

from __future__ import annotations

import asyncio
import importlib
import os
import re
from pathlib import Path
from typing import Any

import yaml
from prefect.deployments.runner import RunnerDeployment
from prefect.schedules import Cron, Interval, RRule, Schedule
from prefect.types.entrypoint import EntrypointType

from cuaflow.config import HERE

DEFAULT_FILE = HERE / "prefect.yaml"
# Prefect's own placeholder for an environment variable in prefect.yaml
_ENV = re.compile(r"\{\{\s*\$([A-Za-z0-9_]+)\s*\}\}")


# run parameters a site sets through its environment at deploy time (the Secret block is named, never inlined)
_ENV_PARAMS = {"storage_block": "CUAFLOW_STORAGE_BLOCK", "public_url": "CUAFLOW_PUBLIC_URL"}


class DeploymentFileError(ValueError):
    """prefect.yaml is not what cuaflow can deploy; the message names the deployment and the key."""


def _expand(value: Any, overrides: dict[str, str]) -> Any:
    """Resolve `{{ $VAR }}` from overrides, then the environment. A value that is only an unset
    placeholder becomes None (and is dropped from the parameters)."""
    if isinstance(value, dict):
        out = {k: _expand(v, overrides) for k, v in value.items()}
        return {k: v for k, v in out.items() if v is not None}
    if isinstance(value, list):
        return [_expand(v, overrides) for v in value]
    if isinstance(value, str):
        env = os.environ | overrides
        m = _ENV.fullmatch(value.strip())
        if m:
            return env.get(m.group(1)) or None
        return _ENV.sub(lambda mm: env.get(mm.group(1), ""), value)
    return value


def load_project(path: str | Path | None = None) -> dict[str, Any]:
    doc = yaml.safe_load(Path(path or DEFAULT_FILE).read_text(encoding="utf-8"))
    if not isinstance(doc, dict) or not isinstance(doc.get("deployments"), list):
        raise DeploymentFileError(f"{path or DEFAULT_FILE}: expected a prefect.yaml with a `deployments` list")
    return doc


def _schedule(name: str, s: dict[str, Any]) -> Schedule:
    tz = s.get("timezone")
    active = bool(s.get("active", True))
    if "cron" in s:
        return Cron(s["cron"], timezone=tz, active=active)
    if "interval" in s:
        return Interval(float(s["interval"]), timezone=tz, active=active)
    if "rrule" in s:
        return RRule(s["rrule"], timezone=tz, active=active)
    raise DeploymentFileError(f"deployment {name!r}: a schedule needs cron, interval or rrule, got {sorted(s)}")


def _flow(name: str, entrypoint: str) -> Any:
    module, _, attr = entrypoint.rpartition(".")
    if ":" in entrypoint or not module:
        raise DeploymentFileError(f"deployment {name!r}: entrypoint {entrypoint!r} must be a module path "
                                  "(cuaflow.flows.pipeline.<flow>) so an installed worker can import it")
    return getattr(importlib.import_module(module), attr)


def pool_name(path: str | Path | None = None) -> str | None:
    pools = {d.get("work_pool", {}).get("name") for d in load_project(path)["deployments"]}
    pools.discard(None)
    if len(pools) > 1:
        raise DeploymentFileError(f"one work pool expected, the file names {sorted(pools)}")
    return pools.pop() if pools else None


def build(path: str | Path | None = None, source: str | None = None, output: str | None = None,
          on_pool: bool = True) -> list[RunnerDeployment]:
    """RunnerDeployments for every deployment of the file (nothing is sent to the API here). `source`
    and `output` stand for $CUAFLOW_SOURCE / $CUAFLOW_OUTPUT; with on_pool=False they are for `serve`."""
    overrides = {k: v for k, v in {"CUAFLOW_SOURCE": source, "CUAFLOW_OUTPUT": output}.items() if v}
    out = []
    for raw in load_project(path)["deployments"]:
        d = _expand(raw, overrides)
        name = d["name"]
        params = d.get("parameters", {})
        if isinstance(params.get("params"), dict):
            raise DeploymentFileError(f"deployment {name!r}: parameters are flat (source, output, start, …), "
                                      "not nested under `params`")
        for key, var in _ENV_PARAMS.items():
            if os.environ.get(var):
                params.setdefault(key, os.environ[var])
        pool = d.get("work_pool", {}) if on_pool else {}
        out.append(_flow(name, d["entrypoint"]).to_deployment(
            name=name, description=d.get("description"), tags=d.get("tags"), parameters=params,
            schedules=[_schedule(name, s) for s in d.get("schedules") or []],
            concurrency_limit=d.get("concurrency_limit"), entrypoint_type=EntrypointType.MODULE_PATH,
            work_pool_name=pool.get("name"), work_queue_name=pool.get("work_queue_name"),
            job_variables=pool.get("job_variables"),  # the flow-run process's environment, as `prefect deploy` sets it
        ))
    return out


def ensure_process_pool(name: str) -> bool:
    """Create the process work pool `name` unless it exists; True when it was created."""
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.actions import WorkPoolCreate
    from prefect.exceptions import ObjectNotFound

    async def ensure() -> bool:
        async with get_client() as client:
            try:
                await client.read_work_pool(name)
                return False
            except ObjectNotFound:
                await client.create_work_pool(WorkPoolCreate(name=name, type="process"))
                return True

    return asyncio.run(ensure())
