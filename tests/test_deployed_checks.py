"""A deployed run meets the command line's checks, against a real `prefect server` and `prefect worker`: the
partition deployment's "Custom run" with a mistyped source fails and leaves the committed day byte for byte; every
deployment's bad parameters (a date like 2025-13-01, an end before the start, a root that does not exist, an output
under a file, allow_empty without force) end Failed with the one-line reason and no Pydantic dump or traceback;
a nightly whose day has not arrived ends Completed, named NoArrivals, saying so. And `cuaflow deploy` without a
server refuses in one line, exit 3."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from day import run_day, snapshot
from helpers import make
from server import BIN, Server, deployment_id, post_retrying, prefect_worker, wait_for, wait_run
from synth import Action

DAY, LATER = "2025-06-01", "2025-06-03"
ACTS = [Action("click", x=40, y=30), Action("type", text="ok")]


class Deployed:
    def __init__(self, server: Server, root: Path) -> None:
        self.server, self.root = server, root
        self.src, self.out = root / "src", root / "out"
        self.elsewhere = root / "elsewhere"  # a real source root, another one: it has no folder for DAY

    def start(self, deployment: str, **parameters: object) -> str:
        """Create a run as the UI's "Custom run" does; its id."""
        dep = deployment_id(self.server.url, deployment)
        return str(post_retrying(f"{self.server.url}/api/deployments/{dep}/create_flow_run",
                                 {"parameters": parameters})["id"])

    def ended(self, run_id: str) -> dict:
        """The run once it has ended."""
        wait_run(self.server.url, run_id, timeout=300)
        return httpx.get(f"{self.server.url}/api/flow_runs/{run_id}", timeout=10).json()


    def log(self, run: dict) -> str:
        r = httpx.post(f"{self.server.url}/api/logs/filter", timeout=10,
                       json={"logs": {"flow_run_id": {"any_": [run["id"]]}}, "limit": 200})
        return "\n".join(x["message"] for x in r.json())


@pytest.fixture(scope="module")
def deployed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Deployed]:
    root = tmp_path_factory.mktemp("deployed")
    d = Deployed(Server(root / "home"), root)
    (root / "home").mkdir()
    for k in range(2):
        make(d.src, f"rec{k}", date=DAY, actions=ACTS, seed=k)
    make(d.elsewhere, "other", date="2025-05-01", actions=ACTS, seed=5)
    run_day(d.src, d.out, DAY)  # the committed day
    d.server.start()
    try:
        env = d.server.client_env
        done = subprocess.run([str(BIN / "cuaflow"), "deploy", "--source", str(d.src), "--output", str(d.out)],
                              env=env, capture_output=True, text=True, timeout=300, check=False)
        assert done.returncode == 0, done.stderr[-3000:]
        with prefect_worker(env, "cuaflow", root / "home", limit=3):  # the runs of a test side by side
            yield d
    finally:
        d.server.stop()


def failed(d: Deployed, run: dict, line: str) -> None:
    """Failed, its state's message the line, which its log says too (logs reach the server in batches: waited
    for), without a traceback or a Pydantic dump."""
    state = run["state"]
    assert (state["type"], state["message"]) == ("FAILED", line), state
    wait_for(lambda: line in d.log(run), 60, "the run's log")
    log = d.log(run)
    assert "Traceback" not in log and "validation error" not in log, log


@pytest.mark.timeout(900)
def test_a_mistyped_source_leaves_the_committed_day_as_it_was(deployed: Deployed) -> None:
    d = deployed
    before = snapshot(d.out)
    samples = json.loads((d.out / "_manifests" / f"date={DAY}.json").read_text())["samples"]
    typo = f"{d.src}-incomming"
    mistyped = d.start("cuaflow-partition/partition", date=DAY, source=typo)
    # a source that exists, the wrong one (with a trailing slash): the day's folder is missing there
    wrong = d.start("cuaflow-partition/partition", date=DAY, source=f"{d.elsewhere}/", force=True)
    failed(d, d.ended(mistyped), f"source {typo}: does not exist")
    line = (f"{DAY} is committed (2 recording(s): 2 processed, {samples} samples) and the source has no folder "
            f"for it ({d.elsewhere}/{DAY} does not exist): not replaced by an empty day, nothing rewritten; to empty "
            "it on purpose, rerun with --force --allow-empty (deployment parameters force and allow_empty)")
    failed(d, d.ended(wrong), line)
    assert snapshot(d.out) == before


@pytest.mark.timeout(900)
def test_every_deployments_bad_parameters_fail_in_one_line(deployed: Deployed) -> None:
    d = deployed
    before = snapshot(d.out)
    afile = d.root / "a-file.txt"
    afile.write_text("not a folder")
    cases = [
        ("cuaflow-backfill/backfill", {"start": "2025-13-01", "end": "2025-06-02"},
         "start: not a YYYY-MM-DD date: '2025-13-01' (month must be in 1..12)"),
        ("cuaflow-backfill/backfill", {"start": "2025-06-02", "end": "2025-06-01"},
         "end 2025-06-01 is before start 2025-06-02"),
        ("cuaflow-nightly/nightly", {"source": f"{d.root}/nowhere"}, f"source {d.root}/nowhere: does not exist"),
        ("cuaflow-recording/recording", {"date": DAY, "recording_id": "rec0", "output": f"{afile}/out"},
         f"output {afile}/out: {afile} is a file, not a folder"),
        ("cuaflow-partition/partition", {"date": DAY, "allow_empty": True},
         "allow_empty (--allow-empty) replaces committed days by empty ones only together with force (--force): "
         "give both, or neither"),
        ("cuaflow-partition/partition", {"date": "2025-02-30"},
         "date: not a YYYY-MM-DD date: '2025-02-30' (day is out of range for month)"),
    ]
    started = [(d.start(deployment, **parameters), line) for deployment, parameters, line in cases]
    # the root is there, the night's folder is not: a named state the operator sees, not a failure
    night = d.start("cuaflow-nightly/nightly", date=LATER)
    for run_id, line in started:
        failed(d, d.ended(run_id), line)
    state = d.ended(night)["state"]
    assert (state["type"], state["name"]) == ("COMPLETED", "NoArrivals"), state
    assert state["message"] == (f"no folder {d.src}/{LATER} in the source yet (its last: {DAY}): nothing "
                                f"processed for {LATER}, datasets/LATEST unchanged")
    assert snapshot(d.out) == before
    assert afile.read_text() == "not a folder"
    assert "Traceback" not in (d.root / "home" / "worker.log").read_text()  # the worker's terminal: no dump


def test_deploy_without_a_server_refuses_in_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")}
    env |= {"PREFECT_HOME": str(tmp_path)}  # no profile naming a server either
    done = subprocess.run([str(BIN / "cuaflow"), "deploy", "--source", "/srv/in", "--output", "/srv/out"],
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 3 and done.stdout == ""
    assert done.stderr == ("cuaflow deploy: error: no Prefect server to register the deployments on: set "
                           "PREFECT_API_URL (e.g. http://127.0.0.1:4200/api for `prefect server start`); nothing "
                           "registered\n")
