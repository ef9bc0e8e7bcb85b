"""docker/: no Docker engine runs here, so what can be checked is checked: the compose file is valid
compose (docker-compose's own validator), wired the way the README says (a `cuaflow deploy` service, then a
Prefect process worker, not `serve`), and the commands compose runs work with the environment it gives them."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import yaml
from helpers import require

ROOT = Path(__file__).resolve().parents[1]
DOCKER = ROOT / "docker"


def compose() -> dict:
    return yaml.safe_load((DOCKER / "compose.yaml").read_text())


def test_compose_file_is_valid_for_docker_compose() -> None:
    exe = shutil.which("docker-compose")
    require(exe, "docker-compose is not installed (.ci/run installs it)")
    assert exe
    res = subprocess.run([exe, "-f", str(DOCKER / "compose.yaml"), "config", "-q"], capture_output=True, text=True,
                         check=False)
    assert res.returncode == 0, res.stderr


def test_compose_wires_the_stack() -> None:
    c = compose()
    services = c["services"]
    assert {"postgres", "prefect-server", "minio", "deploy", "worker"} <= set(services)
    server = services["prefect-server"]
    assert "postgresql+asyncpg://" in server["environment"]["PREFECT_API_DATABASE_CONNECTION_URL"]
    deploy, worker = services["deploy"], services["worker"]
    assert deploy["build"]["dockerfile"] == "docker/Dockerfile" and deploy["build"]["context"] == ".."
    assert deploy["command"] == ["cuaflow", "deploy"] and worker["image"] == deploy["image"]
    assert worker["command"][:6] == ["prefect", "worker", "start", "--pool", "cuaflow", "--type"]
    assert worker["depends_on"]["deploy"]["condition"] == "service_completed_successfully"
    assert "serve" not in worker["command"]
    env = worker["environment"]
    assert env == deploy["environment"]
    assert env["PREFECT_API_URL"] == "http://prefect-server:4200/api"
    assert env["CUAFLOW_SOURCE"].startswith("s3://") and env["AWS_ENDPOINT_URL_S3"] == "http://minio:9000"
    for name, svc in services.items():
        deps = svc.get("depends_on", [])
        for dep in deps if isinstance(deps, list) else list(deps):
            assert dep in services, (name, dep)
    secrets = [v for v in env.values() if isinstance(v, str) and "SECRET" in v]
    assert all(v.startswith("${") for v in secrets)  # secrets come from the environment, not the file


def test_dockerfile_copies_existing_paths_and_installs_the_lock() -> None:
    text = (DOCKER / "Dockerfile").read_text()
    for src in re.findall(r"^COPY (\S+)", text, flags=re.M):
        assert (ROOT / src).exists(), src
    assert "pip install -c config/constraints.txt ." in text
    assert yaml.safe_load(re.search(r"^CMD (.+)$", text, flags=re.M).group(1)) == \
        compose()["services"]["worker"]["command"][:7]  # type: ignore[union-attr]


def test_compose_commands_run_with_their_environment() -> None:
    services = compose()["services"]
    env = {k: str(v) for k, v in services["deploy"]["environment"].items() if not str(v).startswith("${")}
    env = os.environ | env | {"PREFECT_API_URL": ""}
    bin_dir = Path(sys.executable).parent
    worker = services["worker"]["command"]
    res = subprocess.run([str(bin_dir / worker[0]), *worker[1:3], "--help"], capture_output=True, text=True,
                         env=env, check=False)
    assert res.returncode == 0 and "--pool" in res.stdout
    deploy = services["deploy"]["command"]
    res = subprocess.run([str(bin_dir / deploy[0]), *deploy[1:], "--dry-run"], capture_output=True, text=True,
                         env=env, check=False)
    assert res.returncode == 0, res.stderr
    assert "cuaflow-nightly/nightly: schedule 30 2 * * * (Europe/Paris), work pool cuaflow" in res.stdout
