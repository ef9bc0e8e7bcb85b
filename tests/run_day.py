"""Process one day without an orchestrator (used by the crash and concurrency tests as a child process).

    python tests/run_day.py SOURCE OUTPUT DATE [POINT[@N]]

With POINT, the process kills itself (SIGKILL) the N-th time (default 1st) the pipeline reaches that
checkpoint: the hook is installed here, from the test side; production code only names the points."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from day import run_day

from cuaflow.tasks.faults import on_checkpoint


def kill_at(spec: str) -> None:
    point, _, nth = spec.partition("@")
    seen = [0]

    def hook(name: str) -> None:
        if name == point:
            seen[0] += 1
            if seen[0] == int(nth or 1):
                os.kill(os.getpid(), signal.SIGKILL)

    on_checkpoint(hook)


def main() -> None:
    source, output, day = sys.argv[1:4]
    if len(sys.argv) > 4:
        kill_at(sys.argv[4])
    run_day(source, output, day, dataset=True)


if __name__ == "__main__":
    main()
