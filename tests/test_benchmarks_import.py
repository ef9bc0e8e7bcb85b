"""Every benchmark still imports: they run by hand, outside the suite, so a renamed function would otherwise
go unnoticed until someone measures."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).parent / "benchmarks"

LOADER = """
import importlib.util, sys
for path in sys.argv[1:]:
    spec = importlib.util.spec_from_file_location("bench_" + path.rsplit("/", 1)[-1][:-3], path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    assert callable(getattr(module, "main", None)), f"{path}: no main()"
"""


def test_every_benchmark_imports_and_has_a_main() -> None:
    files = sorted(str(p) for p in BENCH.glob("bench_*.py"))
    assert len(files) >= 10
    done = subprocess.run([sys.executable, "-c", LOADER, *files], capture_output=True, text=True,
                          cwd=BENCH, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
