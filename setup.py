"""The packages of the wheel, found rather than listed: every folder under a top-level folder that
pyproject.toml's `[tool.setuptools.package-dir]` maps into the `cuaflow` namespace (`flows/` is `cuaflow.flows`,
`tasks/frames/` is `cuaflow.tasks.frames`, ...). A new folder ships without an edit here or in pyproject.toml
(setuptools' own `packages.find` cannot add the `cuaflow.` prefix, hence this file); everything else about the
build is in pyproject.toml."""

import tomllib
from pathlib import Path

from setuptools import find_namespace_packages, setup

HERE = Path(__file__).resolve().parent
ROOTS: dict[str, str] = tomllib.loads((HERE / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
    "package-dir"]


def packages() -> list[str]:
    """`cuaflow.<root>` and every folder below it, as a dotted name (folders without `__init__.py` included:
    `tasks/evaluation/` is a namespace package); bytecode caches never."""
    found = []
    for name, folder in ROOTS.items():
        found.append(name)
        found += [f"{name}.{sub}" for sub in find_namespace_packages(str(HERE / folder),
                                                                     exclude=["*__pycache__*"])]
    return sorted(found)


setup(packages=packages())
