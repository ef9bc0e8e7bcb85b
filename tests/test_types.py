"""The type check: mypy over the installed package, strict on `schemas/` (configuration in pyproject.toml).

The imports say `cuaflow.tasks`, the folder is `tasks/` (pyproject's package-dir): the editable install maps one to
the other with an import hook, which type checkers do not run. The check therefore reads the code through a tree of
links shaped like the installed package (`cuaflow/tasks` → `tasks/`, …), which is also how an editor or another
checker can be pointed at it (schemas/README.md, "Imports, editors and type checkers")."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PACKAGES = ("flows", "tasks", "schemas", "connectors", "config")


def test_mypy_is_clean_over_the_installed_package_layout(tmp_path: Path) -> None:
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed: pip install -c config/constraints.txt -e '.[dev]'")
    tree = tmp_path / "cuaflow"
    tree.mkdir()
    for name in PACKAGES:
        (tree / name).symlink_to(REPO / name, target_is_directory=True)
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(REPO / "pyproject.toml"), "--cache-dir",
         str(tmp_path / ".mypy_cache"), *(a for name in PACKAGES for a in ("-p", f"cuaflow.{name}"))],
        cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-5000:] + done.stderr[-2000:]
    assert "no issues found" in done.stdout
