"""An outage of the Prefect server shorter than the grace period (`CUAFLOW_API_GRACE_SECONDS`, default 300 s) is
survived by a command-line run and by a deployed run alike: while both runs are at work, the port they reach the
server through is shut for 4 minutes (`server.Gate`), and the server behind it is killed and started again on the
same port and database (a restart: what it held in memory, such as concurrency leases, is lost).

Both runs are held in the middle of their first recording (`tests/hold/sitecustomize.py`: a checkpoint hook that
waits for a file, in the `cuaflow run` process and in the worker's flow-run process) until the API is gone,
then go on 45 s into the outage, so their next calls to the API (a task run's state) wait through the rest of it
in Prefect's retries. The deployed run is the backfill deployment, which has a `concurrency_limit`: its lease
outlives the outage (`flows/lease.py`). One outage for both runs: the test costs the outage once (~6 min)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import time
from pathlib import Path

import httpx
import pytest
from helpers import make
from server import BIN, Gate, Server, deployment_id, post_retrying, prefect_worker, wait_for, wait_run
from synth import Action

ACTS = [Action("click", x=40, y=30), Action("type", text="ok"), Action("click", x=80, y=60)]
HOLD = Path(__file__).parent / "hold"
OUTAGE = 240.0  # seconds the runs see no API


def committed(out: Path, day: str) -> dict:
    return dict(json.loads((out / "_manifests" / f"date={day}.json").read_text()))


@pytest.mark.timeout(1200)
def test_an_outage_within_the_grace_is_survived_by_a_command_and_a_deployed_run(tmp_path: Path) -> None:
    src, out_cli, out_dep, hold = (tmp_path / n for n in ("src", "out-cli", "out-deployed", "hold"))
    for folder in (out_cli, out_dep, hold):
        folder.mkdir()
    for day in ("2025-06-03", "2025-06-04"):
        for k in range(2):
            make(src, f"o{day[-1]}{k}", date=day, actions=ACTS, seed=k)
    home = tmp_path / "prefect"
    home.mkdir()
    server = Server(home)
    server.start()
    url = server.url
    gate = Gate(server.port)  # the runs reach the server through it: the outage lasts exactly as long as it is shut
    gate.open()
    # the defaults: no grace or client retries of the test environment's
    env = {k: v for k, v in server.client_env.items()
           if k not in ("CUAFLOW_API_GRACE_SECONDS", "PREFECT_CLIENT_MAX_RETRIES")}
    env["PREFECT_API_URL"] = f"{gate.url}/api"
    env |= {"PYTHONPATH": os.pathsep.join(filter(None, (str(HOLD), env.get("PYTHONPATH")))),
            "CUAFLOW_TEST_HOLD": str(hold), "COLUMNS": "200"}
    cli_err = tmp_path / "cli.err"
    try:
        deploy = subprocess.run([str(BIN / "cuaflow"), "deploy", "--source", str(src), "--output", str(out_dep)],
                                env=env, capture_output=True, text=True, timeout=300, check=False)
        assert deploy.returncode == 0, deploy.stderr[-3000:]
        backfill = deployment_id(url, "cuaflow-backfill/backfill")
        with prefect_worker(env, "cuaflow", home) as worker, open(cli_err, "w") as err:
            run_id = post_retrying(f"{url}/api/deployments/{backfill}/create_flow_run",
                                   {"parameters": {"start": "2025-06-04", "end": "2025-06-04"}})["id"]
            cli = subprocess.Popen([str(BIN / "cuaflow"), "run", "--source", str(src), "--output", str(out_cli),
                                    "--start", "2025-06-03", "--end", "2025-06-03"],
                                   env=env, stdout=subprocess.DEVNULL, stderr=err, text=True)
            try:
                wait_for(lambda: len(list(hold.glob("held.*"))) == 2, 400, "both runs at work", cli)
                gate.close()
                server.kill()  # and started again behind the shut gate: a restart loses what it held in memory
                killed = time.monotonic()
                server.start()
                time.sleep(max(0.0, killed + 45 - time.monotonic()))
                (hold / "go").touch()  # the runs go on without the API
                time.sleep(max(0.0, killed + OUTAGE - time.monotonic()))
                gate.open()
                back = time.monotonic() - killed
                assert cli.wait(600) == 0, cli_err.read_text()[-4000:]
            finally:
                if cli.poll() is None:
                    cli.kill()
            assert wait_run(url, run_id, 600) == "COMPLETED", (home / "worker.log").read_text()[-4000:]
            assert worker.poll() is None  # the worker lived through it too
        # every flow run of both (the command's, the deployment's and their subflows) ended Completed
        runs = [r for r in httpx.post(f"{url}/api/flow_runs/filter", json={"limit": 200}, timeout=10).json()
                if r["state_type"] != "SCHEDULED"]  # the nightly's runs to come
    finally:
        gate.close()
        server.stop()
    assert OUTAGE <= back < OUTAGE + 5, back  # an outage of 4 minutes, within the default grace
    assert committed(out_cli, "2025-06-03")["recordings"]["processed"] == 2
    assert committed(out_dep, "2025-06-04")["recordings"]["processed"] == 2
    assert len(runs) >= 4 and {r["state_type"] for r in runs} == {"COMPLETED"}, [
        (r["name"], r["state_name"], r["state"]["message"]) for r in runs]
    said, worker_log = cli_err.read_text(), (home / "worker.log").read_text()
    # the outage is said in the command's own lines, once and when it ends; no traceback on its terminal
    assert "cuaflow: lost the Prefect API at " in said and " is back after " in said, said[-3000:]
    assert "Traceback" not in said, said[-6000:]
    # the worker's terminal: the flow-run process (cuaflow's flows) adds none; the worker's own services
    # (Prefect's process, flows/README.md) still print theirs
    assert set(traceback_sources(worker_log)) <= WORKERS_OWN, worker_log[-6000:]


# what prints a traceback in the worker process itself: its cancellation and suspension observers (Prefect's
# logger names, the asyncio callbacks they leave, and their service loop's `print` of its last errors)
WORKERS_OWN = {"prefect.FlowRunCancellingObserver", "prefect.FlowRunSuspendingObserver", "asyncio",
               "prefect.runner.executor_context", "service loop"}
_HEADER = re.compile(r"^\d\d:\d\d:\d\d\.\d+ \| \w+ +\| (.+?) - ")


def traceback_sources(log: str) -> list[str]:
    """For every traceback in a terminal's text, the logger whose line it follows ("service loop" for the
    "Failed the last 3 attempts" block Prefect's service loop prints)."""
    source, found = "", []
    for line in log.splitlines():
        if m := _HEADER.match(line):
            source = m.group(1)
        elif line.startswith("Failed the last 3 attempts"):
            source = "service loop"
        elif line.startswith("Traceback"):
            found.append(source)
    return found
