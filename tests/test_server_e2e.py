"""`prefect server` on a loopback port, deployments served by `cuaflow serve`, a backfill triggered as a data
engineer does it (`prefect deployment run … --param start=… --param end=…`, source and output kept from deploy
time) and followed to completion, its own log naming what its partition did and where the outputs are."""

from __future__ import annotations

import json
import re
import subprocess
import time
from pathlib import Path

import httpx
import pytest
from helpers import make
from server import BIN, cuaflow_serve, deployment_id, prefect_server, wait_for, wait_run
from synth import Action


@pytest.mark.timeout(600)
def test_trigger_a_deployment_through_the_api(tmp_path: Path) -> None:
    src, out = tmp_path / "src", tmp_path / "out"
    for k in range(2):
        make(src, f"api{k}", date="2025-06-01", actions=[Action("click", x=40, y=30), Action("type", text="ok")],
             seed=k)
    home = tmp_path / "prefect"
    home.mkdir()
    with prefect_server(home) as (url, env), cuaflow_serve(env, src, out, home) as serve:
        wait_for(lambda: deployment_id(url, "cuaflow-backfill/backfill"), 120, "deployments registered", serve)
        res = subprocess.run([str(BIN / "prefect"), "deployment", "run", "cuaflow-backfill/backfill",
                              "--param", "start=2025-06-01", "--param", "end=2025-06-01",
                              "--param", "build_dataset=false"],
                             env=env | {"COLUMNS": "200"}, capture_output=True, text=True, timeout=120, check=False)
        assert res.returncode == 0, res.stdout + res.stderr
        (run_id,) = re.findall(r"UUID: ([0-9a-f-]{36})", res.stdout)
        run = httpx.get(f"{url}/api/flow_runs/{run_id}", timeout=10).json()
        assert run["parameters"] == {"source": str(src), "output": str(out), "max_concurrency": 2,
                                     "start": "2025-06-01", "end": "2025-06-01", "build_dataset": False}
        state = wait_run(url, run_id)
        assert state == "COMPLETED", (home / "serve.log").read_text()[-3000:]
        manifest = json.loads((out / "_manifests" / "date=2025-06-01.json").read_text())
        assert manifest["recordings"]["processed"] == 2
        artifacts = httpx.post(f"{url}/api/artifacts/filter", json={}, timeout=10).json()
        assert any(a.get("key") == "partition-2025-06-01" for a in artifacts)
        # what `prefect deployment run … --watch` and the run's page show: the backfill run's own log names its
        # days and roots, the partition's progress and where its outputs are (the subflow's lines are not in it)
        # (a run's logs reach the API in batches, the last ones after its state: asked until the summary is there)
        text = ""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and "2 processed, 0 excluded" not in text:
            logs = httpx.post(f"{url}/api/logs/filter", json={"logs": {"flow_run_id": {"any_": [run_id]}}},
                              timeout=10).json()
            text = "\n".join(entry["message"] for entry in logs)
            time.sleep(0.5)
        assert f"backfill 2025-06-01..2025-06-01: {src} → {out}: 2025-06-01" in text, text
        assert "2025-06-01: 2 recordings, 0 rejected folder names" in text
        assert "2025-06-01: [2/2] recordings done" in text
        assert ("2025-06-01: 2 processed, 0 excluded, 0 quarantined" in text
                and f"review {out}/review/date=2025-06-01.html" in text), text
