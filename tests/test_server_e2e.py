"""`prefect server` on a loopback port, deployments served by `cuaflow serve`, a run triggered with
parameters through the API and followed to completion."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from helpers import make
from server import cuaflow_serve, deployment_id, post_retrying, prefect_server, wait_for, wait_run
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
        wait_for(lambda: deployment_id(url, "cuaflow-partition/partition"), 120, "deployments registered", serve)
        dep = deployment_id(url, "cuaflow-partition/partition")
        params = {"date": "2025-06-01", "params": {"source": str(src), "output": str(out)}}
        run = post_retrying(f"{url}/api/deployments/{dep}/create_flow_run", {"parameters": params})
        state = wait_run(url, run["id"])
        assert state == "COMPLETED", (home / "serve.log").read_text()[-3000:]
        manifest = json.loads((out / "_manifests" / "date=2025-06-01.json").read_text())
        assert manifest["recordings"]["processed"] == 2
        artifacts = httpx.post(f"{url}/api/artifacts/filter", json={}, timeout=10).json()
        assert any(a.get("key") == "partition-2025-06-01" for a in artifacts)
