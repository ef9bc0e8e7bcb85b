"""`python -m cuaflow.flows.healthcheck`: the Docker image's health check (and its build's last step). It imports
every module the installed product holds, every stage among them, and reads the shipped default configuration; the
modules are found on disk, never listed, so a package or data file the install left out fails it. One line either
way; exit 1 on the first failure."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path


def packages() -> dict[str, Path]:
    """`cuaflow.<name>` → its folder, for every top-level package installed beside this one. An installed
    product's folders sit side by side under `cuaflow/`; an editable install's sit in the repository beside
    folders that are not the product (tests/, docker/), which no `cuaflow.<name>` resolves to."""
    base = Path(__file__).resolve().parent.parent
    found: dict[str, Path] = {}
    for d in sorted(p for p in base.iterdir() if p.is_dir() and p.name.isidentifier()):
        spec = importlib.util.find_spec(f"cuaflow.{d.name}")
        locations = list(spec.submodule_search_locations or []) if spec else []
        if any(Path(p).resolve() == d for p in locations):
            found[f"cuaflow.{d.name}"] = d
    return found


def modules() -> list[str]:
    """Every module of the installed product, by dotted name (namespace folders without `__init__.py` too)."""
    names: set[str] = set()
    for pkg, folder in packages().items():
        for f in folder.rglob("*.py"):
            rel = f.relative_to(folder).with_suffix("")
            if "__pycache__" in rel.parts:
                continue
            parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
            names.add(".".join((pkg, *parts)))
    return sorted(names)


def check() -> str:
    """The one-line result; raises with the module or file that failed."""
    names = modules()
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as exc:  # every failure is the same verdict: this install cannot run
            raise RuntimeError(f"cannot import {name}: {type(exc).__name__}: {exc}") from None
    from cuaflow.tasks.configuration import load_dataset_config, load_settings
    from cuaflow.tasks.stages import STAGES

    load_dataset_config()
    load_settings()
    return f"cuaflow healthy: {len(names)} modules imported, {len(STAGES)} stages, default configuration read"


def main() -> int:
    try:
        print(check())
    except Exception as exc:
        print(f"cuaflow health check failed: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
