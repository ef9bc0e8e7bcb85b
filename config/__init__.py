"""Default configuration files shipped with cuaflow (data only)."""

from pathlib import Path

HERE = Path(__file__).parent
DEFAULT_DATASET = HERE / "dataset.yaml"
DEFAULT_SETTINGS = HERE / "pipeline.yaml"
