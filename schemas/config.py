"""Reading a configuration (an unknown key names the closest known one) and what a run is given: the
`RunContext` every task receives, and the run and flow parameters, each field an annotated type (`Source`,
`Output`, …) shared by the models and the deployed flows' flat signatures; `nested`/`flat` convert. The files'
shapes: `dataset_config.py` (dataset.yaml) and `settings.py` (pipeline.yaml)."""

from __future__ import annotations

import difflib
import json
from datetime import UTC, timedelta
from datetime import date as dt_date
from datetime import datetime as dt_datetime
from typing import Annotated, Any, Literal, TypeVar, get_args
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator, model_validator

from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.settings import PipelineSettings

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
    allow_empty: bool = False  # with force: a committed day may be replaced by an empty one (tasks/run/committed.py)
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
AllowEmpty = Annotated[bool, Field(
    description="With force: let a committed day whose source folder is missing or holds no recording be replaced "
    "by an empty one (without it such a run fails and rewrites nothing)")]
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


def root_url(url: str) -> str:
    """A root as one spelling: surrounding blanks and trailing slashes dropped (`/data/in/` and `/data/in` are the
    same root, and the same run's settings digest), a bare root (`/`, `s3://`) kept."""
    url = url.strip()
    bare = url.rstrip("/")
    return url if not bare or bare.endswith(":") else bare


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
    allow_empty: AllowEmpty = False

    @field_validator("source", "output")
    @classmethod
    def _not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("must not be empty")
        return root_url(v)

    @model_validator(mode="after")
    def _emptying_said(self) -> RunParameters:
        if self.allow_empty and not self.force:
            raise ValueError("allow_empty (--allow-empty) replaces committed days by empty ones only together with "
                             "force (--force): give both, or neither")
        return self

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
