"""The production path end to end: a real `prefect server` on loopback, the deployments registered by
`cuaflow deploy` (and by `prefect deploy` from config/prefect.yaml) on a process work pool, a run created by
the server's own scheduler (nothing triggers it) and completed by `prefect worker start`. Prefect's CLI
listing commands work against that server."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import yaml
from helpers import make
from server import BIN, deployment_id, prefect_server, prefect_worker, wait_for
from synth import Action

ROOT = Path(__file__).resolve().parents[1]
DAY = "2025-06-01"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str], Path]]:
    home = tmp_path_factory.mktemp("prefect-home")
    with prefect_server(home) as (url, env):
        yield url, env, home


def cli(env: dict[str, str], *argv: str, cwd: Path = ROOT) -> str:
    res = subprocess.run([*argv], env=env | {"COLUMNS": "200"}, cwd=cwd, capture_output=True, text=True,
                         timeout=300, check=False)
    assert res.returncode == 0, f"{argv}: exit {res.returncode}\n{res.stdout[-2000:]}\n{res.stderr[-3000:]}"
    return res.stdout


@pytest.mark.timeout(900)
def test_scheduled_run_is_created_by_the_server_and_completed_by_a_worker(
        server: tuple[str, dict[str, str], Path], tmp_path: Path) -> None:
    url, env, home = server
    src, out = tmp_path / "src", tmp_path / "out"
    for k in range(2):
        make(src, f"sched{k}", date=DAY, actions=[Action("click", x=40, y=30), Action("type", text="ok")], seed=k)
    # the shipped nightly deployment, with a 5-second interval and a fixed date instead of 02:30 / yesterday
    doc = yaml.safe_load((ROOT / "config" / "prefect.yaml").read_text())
    nightly = next(d for d in doc["deployments"] if d["name"] == "nightly")
    nightly |= {"name": "every-10s", "schedules": [{"interval": 10, "timezone": "Europe/Paris"}]}
    nightly["parameters"] |= {"date": DAY, "build_dataset": False}
    doc["deployments"] = [nightly]
    fast = tmp_path / "prefect.yaml"
    fast.write_text(yaml.safe_dump(doc))

    printed = cli(env, str(BIN / "cuaflow"), "deploy", "--file", str(fast), "--source", str(src), "--output", str(out))
    assert "cuaflow-nightly/every-10s: schedule every 0:00:10 (Europe/Paris), work pool cuaflow" in printed
    dep = deployment_id(url, "cuaflow-nightly/every-10s")
    pool = httpx.get(f"{url}/api/work_pools/cuaflow", timeout=10).json()
    assert pool["type"] == "process"

    def auto_runs() -> list[dict]:
        r = httpx.post(f"{url}/api/flow_runs/filter", timeout=10,
                       json={"deployments": {"id": {"any_": [dep]}}, "sort": "EXPECTED_START_TIME_ASC"})
        return list(r.json())

    # the scheduler creates runs on its own; nothing has started them yet
    wait_for(lambda: len(auto_runs()) > 0, 60, "scheduled runs created by the server")
    runs = auto_runs()
    assert all(r["auto_scheduled"] and r["state"]["type"] == "SCHEDULED" for r in runs)

    with prefect_worker(env, "cuaflow", home) as worker:
        def first_completed() -> bool:
            return any(r["state"]["type"] == "COMPLETED" for r in auto_runs())

        try:
            wait_for(first_completed, 420, "a scheduled run completed by the worker", worker)
        except TimeoutError:
            states = [(r["name"], r["state"]["name"]) for r in auto_runs()]
            pytest.fail(f"no scheduled run completed: {states}\n{(home / 'worker.log').read_text()[-4000:]}")
    done = next(r for r in auto_runs() if r["state"]["type"] == "COMPLETED")
    assert done["auto_scheduled"] and done["work_pool_name"] == "cuaflow" and done["deployment_id"] == dep
    assert json.loads((out / "_manifests" / f"date={DAY}.json").read_text())["recordings"]["processed"] == 2
    log = (home / "worker.log").read_text()
    assert done["id"] in log  # the worker, not another process, ran it


@pytest.mark.timeout(900)
def test_prefect_deploy_and_listing_commands(server: tuple[str, dict[str, str], Path], tmp_path: Path) -> None:
    url, env, _ = server
    env = env | {"CUAFLOW_SOURCE": str(tmp_path / "src"), "CUAFLOW_OUTPUT": str(tmp_path / "out")}
    cli(env, str(BIN / "cuaflow"), "deploy")  # creates the work pool `prefect deploy` needs
    cli(env, str(BIN / "prefect"), "--no-prompt", "deploy", "--prefect-file", "config/prefect.yaml", "--all")
    nightly = httpx.get(f"{url}/api/deployments/name/cuaflow-nightly/nightly", timeout=10).json()
    (sched,) = nightly["schedules"]
    assert sched["schedule"]["cron"] == "30 2 * * *" and sched["schedule"]["timezone"] == "Europe/Paris"
    assert sched["active"] and nightly["work_pool_name"] == "cuaflow"
    assert nightly["entrypoint"] == "cuaflow.flows.pipeline.nightly"
    assert nightly["parameters"] == {"source": str(tmp_path / "src"), "output": str(tmp_path / "out"),
                                     "timezone": "Europe/Paris", "days_back": 1}  # flat, deploy-time defaults
    listed = cli(env, str(BIN / "prefect"), "deployment", "ls")
    for name in ("cuaflow-nightly/nightly", "cuaflow-backfill/backfill", "cuaflow-partition/partition",
                 "cuaflow-recording/recording"):
        assert name in listed
    assert "cuaflow" in cli(env, str(BIN / "prefect"), "work-pool", "ls")
    # the scheduler has created tomorrow's 02:30 (Paris) run
    wait_for(lambda: "cuaflow-nightly" in cli(env, str(BIN / "prefect"), "flow-run", "ls"), 60, "nightly run listed")
