"""Reading configuration files into their models (YAML → pydantic, errors name the key)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from cuaflow.config import DEFAULT_DATASET, DEFAULT_SETTINGS
from cuaflow.schemas.config import ConfigError, parse_config
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.settings import PipelineSettings


def _load_yaml(path: Path) -> object:
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{path}: file not found") from None
    except yaml.YAMLError as exc:
        raise ConfigError(f"{path}: not valid YAML ({exc})") from None


def _names_in_table(path: Path, check: Callable[[Any], None], names: Any, unknown: type[ValueError]) -> None:
    """Names only a table in tasks/ knows (export formats, recognisers) checked against it; an unknown one is a
    ConfigError naming the file, like every other bad key."""
    try:
        check(names)
    except unknown as exc:
        raise ConfigError(f"{path}: invalid configuration\n  - {exc}") from None


def load_dataset_config(path: str | Path | None = None) -> DatasetConfig:
    p = Path(path) if path else DEFAULT_DATASET
    cfg = parse_config(DatasetConfig, _load_yaml(p), str(p))
    # the format names are the dataset build's table; its modules load here only to read that table
    from cuaflow.tasks.export import UnknownFormat, check_formats

    _names_in_table(p, check_formats, cfg.output.formats, UnknownFormat)
    from cuaflow.tasks import dialects

    _names_in_table(p, lambda name: dialects.check(dialects.get(name), cfg.output.dialect_params),
                    cfg.output.dialect, dialects.DialectError)
    return cfg


def load_settings(path: str | Path | None = None) -> PipelineSettings:
    p = Path(path) if path else DEFAULT_SETTINGS
    settings = parse_config(PipelineSettings, _load_yaml(p), str(p))
    # the entity names are the recogniser table's; it loads here only to read them (no OCR, no model)
    from cuaflow.tasks.privacy.recognisers import UnknownEntity, check_entities

    _names_in_table(p, check_entities, settings.privacy.entities, UnknownEntity)
    return _with_labels(p, settings)


def _with_labels(path: Path, settings: PipelineSettings) -> PipelineSettings:
    """`privacy.interface_labels` read (a path relative to the settings file): the run then holds the reviewed
    labels and their hash, so its fingerprint follows the file's content and no worker needs the file."""
    from cuaflow.tasks.privacy.labels import LabelsError, read

    named = settings.privacy.interface_labels
    if not isinstance(named, str):
        return settings
    try:
        labels = read(path.parent / Path(named).expanduser())
    except LabelsError as exc:
        raise ConfigError(f"{path}: privacy.interface_labels: {exc}") from None
    privacy = settings.privacy.model_copy(update={"interface_labels": labels})
    return settings.model_copy(update={"privacy": privacy})
