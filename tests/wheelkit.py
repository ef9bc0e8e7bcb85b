"""What a user or the Docker image installs, built and installed the way they do it, offline and fast.

- The build sees only what docker/Dockerfile copies (its COPY lines, read from the file): a file the image lacks
  is missing here too, and a stale `build/` of the working tree never leaks into the wheel.
- The install is non-editable, into a fresh venv (`python -m venv --without-pip`), by this venv's pip
  (`pip --python <new venv>`), against the lock (`-c config/constraints.txt`) with `--no-index`. The new venv
  reaches the dependencies through a `.pth` file naming this venv's site-packages: pip resolves every declared
  dependency against them (a missing or off-lock one fails), nothing is downloaded, nothing copied. A path in a
  `.pth` file is not a site directory, so this venv's editable-install hook (itself a `.pth` file) never runs
  there: `cuaflow` can only come from the wheel (the tests assert where it was imported from).
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCKERFILE = ROOT / "docker" / "Dockerfile"


def dockerfile_copies() -> list[str]:
    """The repository paths the image's build copies (`COPY src... dest`)."""
    found: list[str] = []
    for line in DOCKERFILE.read_text().splitlines():
        if line.startswith("COPY "):
            found += [w for w in shlex.split(line)[1:-1] if not w.startswith("--")]
    return found


def healthcheck_command() -> list[str]:
    """The image's HEALTHCHECK command, without the `|| exit 1` Docker needs."""
    (line,) = [x for x in DOCKERFILE.read_text().splitlines() if x.startswith("HEALTHCHECK")]
    return shlex.split(line.split(" CMD ", 1)[1].split("||")[0])


def build_wheel(work: Path) -> Path:
    """The wheel of what the image copies, built without build isolation (this venv's setuptools: offline)."""
    src = work / "src"
    src.mkdir(parents=True)
    for rel in dockerfile_copies():
        if (ROOT / rel).is_dir():
            shutil.copytree(ROOT / rel, src / rel, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(ROOT / rel, src / rel)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                    "--no-index", "--wheel-dir", str(work / "dist"), str(src)], check=True, timeout=300,
                   capture_output=True)
    (wheel,) = (work / "dist").glob("cuaflow-*.whl")
    return wheel


def install_wheel(wheel: Path, venv: Path) -> Path:
    """A fresh venv holding the wheel (non-editable) and seeing the locked dependencies; returns its python."""
    subprocess.run([sys._base_executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             capture_output=True, text=True, check=True).stdout.strip()
    (Path(purelib) / "_locked_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-index",
                    "-c", str(ROOT / "config" / "constraints.txt"), str(wheel)],
                   check=True, timeout=600, capture_output=True)
    return python


def clean_env() -> dict[str, str]:
    """The environment of a user's shell: no Prefect server of the tests, no path into the repository."""
    return {k: v for k, v in os.environ.items()
            if not k.startswith("PREFECT_API") and k not in ("PYTHONPATH", "VIRTUAL_ENV")}
