"""Process one day without an orchestrator (used by the crash and concurrency tests as a child process).

    python tests/run_day.py SOURCE OUTPUT DATE"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.tasks.export import build_dataset
from cuaflow.tasks.ingest import discover
from cuaflow.tasks.publish import publish_day
from cuaflow.tasks.stages import run_all


def main() -> None:
    source, output, day = sys.argv[1:4]
    ctx = RunContext(source_url=source, output_url=output)
    found = discover(open_root(source), day)
    publish_day(ctx, day, [run_all(ctx, ref) for ref in found.refs], found.rejected)
    build_dataset(ctx)


if __name__ == "__main__":
    main()
