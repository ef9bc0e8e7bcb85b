"""An operator's day against a real `prefect server` that also dies: `cuaflow deploy` run a second time in another
shell (no CUAFLOW_SOURCE/CUAFLOW_OUTPUT) keeps what the server holds and leaves the scheduled runs alone, a change
of a scheduled deployment's roots must be said and is printed before → after with the scheduled runs it replaced;
a server killed in the middle of a run gives a short output and a bounded exit, and once it is back the next
cuaflow command marks the flow runs the dead process left Running as Crashed, with the reason."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from helpers import make
from server import BIN, Server, deployment_id, wait_for
from synth import Action

ACTS = [Action("click", x=40, y=30), Action("type", text="ok"), Action("click", x=80, y=60)]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = Server(tmp_path_factory.mktemp("prefect-home"))
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


def cuaflow(env: dict[str, str], *argv: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(BIN / "cuaflow"), *argv], env=env | {"COLUMNS": "200"}, capture_output=True,
                          text=True, timeout=timeout, check=False)


def runs(url: str, **flow_runs: object) -> list[dict]:
    r = httpx.post(f"{url}/api/flow_runs/filter", json={"flow_runs": flow_runs, "limit": 200}, timeout=10)
    r.raise_for_status()
    return list(r.json())


def nightly(url: str) -> dict:
    return httpx.get(f"{url}/api/deployments/name/cuaflow-nightly/nightly", timeout=10).json()


@pytest.mark.timeout(600)
def test_deploy_again_keeps_the_servers_values_and_says_what_changed(server: Server, tmp_path: Path) -> None:
    url, env = server.url, server.client_env
    env = {k: v for k, v in env.items() if k not in ("CUAFLOW_SOURCE", "CUAFLOW_OUTPUT")}
    src, out, other = str(tmp_path / "incoming"), str(tmp_path / "cuaflow"), str(tmp_path / "elsewhere")
    first = cuaflow(env | {"CUAFLOW_SOURCE": src, "CUAFLOW_OUTPUT": out}, "deploy")
    assert first.returncode == 0, first.stderr[-3000:]
    assert f"registered cuaflow-nightly/nightly: schedule 30 2 * * * (Europe/Paris), work pool cuaflow (new; " \
           f"source {src}, output {out})" in first.stdout
    dep = deployment_id(url, "cuaflow-nightly/nightly")

    def scheduled() -> list[dict]:
        return runs(url, deployment_id={"any_": [dep]}, state={"type": {"any_": ["SCHEDULED"]}})

    wait_for(lambda: len(scheduled()) > 0, 60, "the nightly's scheduled runs")
    before = {r["id"]: r["parameters"] for r in scheduled()}

    # another day, another shell: neither variable is set
    again = cuaflow(env, "deploy")
    assert again.returncode == 0, again.stderr[-3000:]
    for name in ("nightly/nightly", "backfill/backfill", "partition/partition", "recording/recording"):
        assert f"unchanged cuaflow-{name}: " in again.stdout
    assert f"kept from the server, not set here: output {out}, source {src}" in again.stdout
    assert "registered" not in again.stdout
    held = nightly(url)
    assert held["parameters"]["source"] == src and held["parameters"]["output"] == out
    assert {r["id"]: r["parameters"] for r in scheduled()} == before  # not touched: same runs, same values

    # the environment alone does not move a scheduled deployment's roots
    moved = cuaflow(env | {"CUAFLOW_SOURCE": other}, "deploy")
    assert moved.returncode == 2 and moved.stdout == ""
    assert moved.stderr.strip() == (
        f"cuaflow deploy: error: a scheduled deployment's roots would change (cuaflow-nightly/nightly source: {src} → "
        f"{other}); say it with --source/--output, or --change-roots to take them from the file and environment; "
        "nothing registered")
    assert nightly(url)["parameters"]["source"] == src

    dry = cuaflow(env, "deploy", "--source", other, "--dry-run")
    assert dry.returncode == 0, dry.stderr[-3000:]
    diff = f"    source: {src} → {other}\n    kept from the server, not set here: output {out}\n"
    assert f"would update cuaflow-nightly/nightly: schedule 30 2 * * * (Europe/Paris), work pool cuaflow\n{diff}" \
           f"    {len(before)} scheduled run(s) would be replaced" in dry.stdout
    assert dry.stdout.strip().endswith("dry run: nothing registered")
    assert nightly(url)["parameters"]["source"] == src and set(before) == {r["id"] for r in scheduled()}

    said = cuaflow(env, "deploy", "--source", other)
    assert said.returncode == 0, said.stderr[-3000:]
    assert f"registered cuaflow-nightly/nightly: schedule 30 2 * * * (Europe/Paris), work pool cuaflow\n{diff}" \
           f"    {len(before)} scheduled run(s) were replaced" in said.stdout
    held = nightly(url)
    assert held["parameters"]["source"] == other and held["parameters"]["output"] == out
    assert not set(before) & {r["id"] for r in scheduled()}  # Prefect replaced them; the scheduler remakes them

    # paused in the UI: a deploy without anything to change leaves it paused
    httpx.patch(f"{url}/api/deployments/{dep}", json={"paused": True}, timeout=10).raise_for_status()
    last = cuaflow(env, "deploy")
    assert last.returncode == 0 and "unchanged cuaflow-nightly/nightly" in last.stdout, last.stderr[-3000:]
    assert nightly(url)["paused"] and nightly(url)["parameters"]["source"] == other


@pytest.mark.timeout(600)
def test_a_server_killed_mid_run_leaves_no_run_running(server: Server, tmp_path: Path) -> None:
    url = server.url
    src, out = tmp_path / "src", tmp_path / "out"
    for k in range(3):
        make(src, f"lost{k}", date="2025-06-03", actions=ACTS, seed=k)
    out.mkdir()
    env = server.client_env | {"CUAFLOW_API_GRACE_SECONDS": "10"}
    before = {r["id"] for r in runs(url)}
    proc = subprocess.Popen([str(BIN / "cuaflow"), "run", "--source", str(src), "--output", str(out), "--quiet"],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def ours() -> list[dict]:
        return [r for r in runs(url) if r["id"] not in before]

    wait_for(lambda: any(r["state_type"] == "RUNNING" and r["parent_task_run_id"] for r in ours()), 240,
             "a partition subflow running", proc)
    started = {r["id"] for r in ours()}
    server.kill()
    killed = time.monotonic()
    _, err = proc.communicate(timeout=180)
    took = time.monotonic() - killed
    assert proc.returncode == 3, err[-3000:]
    assert took < 120, took  # the grace period (10 s) and a few probes, not Prefect's minutes of retries
    lines = err.strip().splitlines()
    lost = next(k for k, line in enumerate(lines) if line.startswith("cuaflow: lost the Prefect API at "))
    # after the first line about the lost API: the recordings' own progress (INFO lines of the work that needs no
    # API, as many as finish meanwhile) and at most three lines about the API, never a traceback
    said = [line for line in lines[lost + 1:] if "| INFO    |" not in line]
    assert "Traceback" not in err and "Error logging to API" not in err and len(said) <= 2, err[-3000:]
    # said by the watch after its grace period, or when one of Prefect's calls gave up first: the same line
    assert lines[-1].startswith(f"cuaflow run: error: lost the Prefect API at {url}/api"), lines[-1]
    assert "marks them Crashed; rerun the same command to finish" in lines[-1]

    server.start()  # the same database: the runs are still Running there
    assert {r["id"] for r in runs(url, state={"type": {"any_": ["RUNNING"]}})} & started
    status = cuaflow(server.client_env, "status", "--output", str(out))  # any command, once the API answers
    assert status.returncode == 0, status.stderr[-3000:]
    assert "left Running by a cuaflow process that is gone marked with the reason" in status.stderr
    left = [r for r in runs(url) if r["id"] in started]
    assert left and all(r["state_type"] == "CRASHED" for r in left), [(r["name"], r["state_name"]) for r in left]
    for r in left:
        message = r["state"]["message"]
        assert "`cuaflow run` lost the Prefect API" in message and "marked Crashed by `cuaflow status`" in message
        assert "rerun the same command" in message
    assert not runs(url, state={"type": {"any_": ["RUNNING", "PENDING"]}}, id={"any_": sorted(started)})
