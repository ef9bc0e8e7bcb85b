"""A run held in the middle of its work, in a process a test starts (a `cuaflow` command, a worker's flow-run
process): with this folder on PYTHONPATH and CUAFLOW_TEST_HOLD=<folder>, the first `ingest` checkpoint of the
process (a recording's first stage has written its outputs, `tasks/faults.py`) writes `<folder>/held.<pid>` and
waits until `<folder>/go` exists. Python imports `sitecustomize` at start-up; without the variable nothing is
installed."""

import os

_FOLDER = os.environ.get("CUAFLOW_TEST_HOLD")

if _FOLDER:
    import threading
    import time
    from pathlib import Path

    from cuaflow.tasks.faults import on_checkpoint

    _once = threading.Lock()

    def _hold(point: str) -> None:
        if point != "ingest" or not _once.acquire(blocking=False):
            return
        folder = Path(str(_FOLDER))
        (folder / f"held.{os.getpid()}").write_text(point)
        while not (folder / "go").exists():
            time.sleep(0.5)

    on_checkpoint(_hold)
