"""docker/: no Docker engine runs here, so what can be checked is checked: the compose file is valid
compose (docker-compose's own validator), wired the way the README says, and the image's entrypoint
command runs with the environment compose gives the worker."""

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
    assert {"postgres", "prefect-server", "minio", "worker"} <= set(services)
    server = services["prefect-server"]
    assert "postgresql+asyncpg://" in server["environment"]["PREFECT_API_DATABASE_CONNECTION_URL"]
    worker = services["worker"]
    assert worker["build"]["dockerfile"] == "docker/Dockerfile" and worker["build"]["context"] == ".."
    env = worker["environment"]
    assert env["PREFECT_API_URL"] == "http://prefect-server:4200/api"
    assert env["CUAFLOW_SOURCE"].startswith("s3://") and env["AWS_ENDPOINT_URL_S3"] == "http://minio:9000"
    for name, svc in services.items():
        deps = svc.get("depends_on", [])
        for dep in deps if isinstance(deps, list) else list(deps):
            assert dep in services, (name, dep)
    secrets = [v for v in env.values() if isinstance(v, str) and "SECRET" in v]
    assert all(v.startswith("${") for v in secrets)  # secrets come from the environment, not the file


def test_dockerfile_copies_existing_paths() -> None:
    text = (DOCKER / "Dockerfile").read_text()
    for src in re.findall(r"^COPY (\S+)", text, flags=re.M):
        assert (ROOT / src).exists(), src


def entrypoint() -> list[str]:
    text = (DOCKER / "Dockerfile").read_text()
    ep = yaml.safe_load(re.search(r"^ENTRYPOINT (.+)$", text, flags=re.M).group(1))  # type: ignore[union-attr]
    return list(ep)


def test_entrypoint_command_runs_with_the_worker_environment(tmp_path: Path) -> None:
    exe = shutil.which(entrypoint()[0], path=str(Path(sys.executable).parent))
    assert exe, "the console script the image's ENTRYPOINT names is not installed"
    worker = compose()["services"]["worker"]
    env = {k: str(v) for k, v in worker["environment"].items() if not str(v).startswith("${")}
    env = os.environ | env | {"PREFECT_API_URL": ""}
    res = subprocess.run([exe, *worker["command"], "--help"], capture_output=True, text=True, env=env, check=False)
    assert res.returncode == 0 and "--limit" in res.stdout
    res = subprocess.run([exe, "deploy", "--dry-run"], capture_output=True, text=True, env=env, check=False)
    assert res.returncode == 0, res.stderr
    assert "cuaflow-nightly/nightly: schedule 30 2 * * * (Europe/Paris)" in res.stdout
