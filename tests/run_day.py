"""Process one day without an orchestrator (used by the crash and concurrency tests as a child process).

    python tests/run_day.py SOURCE OUTPUT DATE"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from connectors.storage import open_root
from schemas.config import RunContext
from tasks.export import build_dataset
from tasks.ingest import discover
from tasks.publish import publish_day
from tasks.stages import run_all


def main() -> None:
    source, output, day = sys.argv[1:4]
    ctx = RunContext(source_url=source, output_url=output)
    found = discover(open_root(source), day)
    publish_day(ctx, day, [run_all(ctx, ref) for ref in found.refs], found.rejected)
    build_dataset(ctx)


if __name__ == "__main__":
    main()
