"""What the Prefect UI shows of a run, read back through a real `prefect server`'s API: the top flow run (backfill,
run, nightly) carries the closing summary the command printed, every quarantined recording with its reason and
the privacy audit as artifacts, not only its partition subflows; a quarantined recording's task run ends in a state
named `Quarantined`, a processed one's `Completed`. The server is started with the README's own line for a port
other than 4200, and its UI asks that port's API."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
from collections.abc import Iterator
from pathlib import Path

import httpx
import polars as pl
import pytest
from helpers import make
from server import BIN, Server, stop, wait_for
from synth import Action

ROOT = Path(__file__).resolve().parents[1]
ACTS = [Action("click", x=40, y=30), Action("type", text="ok"), Action("click", x=80, y=60)]
DAY = "2025-06-04"


def readme_server_line(port: int) -> tuple[dict[str, str], list[str]]:
    """The README's command for a server on another port: its variables and its argv, with `port` for 4300."""
    readme = (ROOT / "README.md").read_text()
    blocks = [b.split("```")[0] for b in readme.split("```bash\n")[1:]]
    (line,) = [x for b in blocks for x in b.splitlines() if "PREFECT_SERVER_API_PORT=" in x]
    words = shlex.split(line.split("#")[0].replace("4300", str(port)).replace(".venv/bin/", f"{BIN}/"))
    env = dict(w.split("=", 1) for w in words if re.match(r"^[A-Z_]+=", w))
    return env, [w for w in words if not re.match(r"^[A-Z_]+=", w)]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = Server(tmp_path_factory.mktemp("prefect-home"), ui=True)
    env, argv = readme_server_line(srv.port)
    assert env == {"PREFECT_SERVER_API_PORT": str(srv.port)} and argv == [f"{BIN}/prefect", "server", "start"]
    # the isolation of every test server (its own home and database), minus what the README's line must set itself
    srv.env = {k: v for k, v in srv.env.items() if k not in ("PREFECT_UI_API_URL", "PREFECT_SERVER_API_PORT")} | env
    with open(srv.home / "server.log", "a") as log:
        srv.proc = subprocess.Popen(argv, env=srv.env, stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_for(lambda: httpx.get(f"{srv.url}/api/health", timeout=2).json() is True, 150, "prefect server", srv.proc)
        yield srv
    finally:
        stop(srv.proc)


def _post(url: str, path: str, body: dict) -> list[dict]:
    r = httpx.post(f"{url}/api/{path}/filter", json=body | {"limit": 200}, timeout=10)
    r.raise_for_status()
    return list(r.json())


def _top_run_artifacts(url: str, flow: str) -> dict[str, dict]:
    """The artifacts of the newest run of `flow`, by key (that run's own, not its subflows')."""
    (run, *_) = _post(url, "flow_runs", {"flows": {"name": {"any_": [flow]}}, "sort": "EXPECTED_START_TIME_DESC"})
    assert run["parent_task_run_id"] is None and run["state_type"] == "COMPLETED", run["state"]
    arts = _post(url, "artifacts", {"artifacts": {"flow_run_id": {"any_": [run["id"]]}}})
    return {a["key"]: a for a in arts if a["key"]}


def _summary(stdout: str) -> list[str]:
    lines = stdout.splitlines()
    return lines[lines.index("cuaflow: done"):]


def test_the_readme_line_puts_the_ui_on_the_servers_port(server: Server) -> None:
    shown = httpx.get(f"{server.url}/ui-settings", timeout=10).json()
    assert shown["api_url"] == f"{server.url}/api"
    page = httpx.get(f"{server.url}/", timeout=10, follow_redirects=True)
    assert page.status_code == 200 and "<html" in page.text.lower()  # the UI itself is served there


@pytest.mark.timeout(900)
def test_the_top_run_shows_summary_quarantine_and_privacy(server: Server, tmp_path: Path) -> None:
    src, out = tmp_path / "src", tmp_path / "out"
    make(src, "fine", date=DAY, actions=ACTS, seed=1)
    bad = make(src, "tampered", date=DAY, actions=ACTS, seed=7)
    (bad.path / "recording.mp4").write_bytes(b"not a video")  # its checksum no longer matches: quarantined
    env = server.client_env | {"COLUMNS": "200"}
    commands = {"cuaflow-backfill": ["backfill", "--start", DAY, "--end", DAY],
                "cuaflow-range": ["run"],  # the day is unchanged now: its manifest's quarantine still shows
                "cuaflow-nightly": ["nightly", "--date", DAY]}
    for flow, argv in commands.items():
        res = subprocess.run([str(BIN / "cuaflow"), *argv, "--source", str(src), "--output", str(out)], env=env,
                             capture_output=True, text=True, timeout=600, check=False)
        assert res.returncode == 0, res.stderr[-3000:]
        arts = _top_run_artifacts(server.url, flow)
        # the summary the command printed, line for line
        md = arts["run-summary"]["data"]
        assert md.split("```text\n", 1)[1].split("\n```")[0].splitlines() == _summary(res.stdout), flow
        # every quarantined recording with its full reason: the quarantine table's rows
        table = pl.read_parquet(out / "tables" / "quarantine" / "**" / "*.parquet")
        rows = json.loads(arts["run-quarantine"]["data"])
        assert [(r["date"], r["recording"], r["reason"]) for r in rows] == [
            (DAY, rid, reason) for rid, reason in table.select("recording_id", "reason").rows()]
        assert [r["recording"] for r in rows] == ["tampered"] and "sha256" in rows[0]["reason"]
        # the privacy audit: the line the summary printed, and what was searched for
        (privacy,) = [x.split("privacy:", 1)[1].strip() for x in _summary(res.stdout) if "privacy:" in x]
        assert privacy in arts["run-privacy"]["data"] and "`EMAIL_ADDRESS`" in arts["run-privacy"]["data"]

    # the recordings' task runs: the quarantined one is named so, with the reason; the processed ones Completed
    tasks = _post(server.url, "task_runs", {"task_runs": {"name": {"any_": ["tampered", "fine"]}}})
    states = {t["name"]: (t["state_type"], t["state_name"], t["state"]["message"] or "") for t in tasks}
    assert {n: s[:2] for n, s in states.items()} == {"tampered": ("COMPLETED", "Quarantined"),
                                                     "fine": ("COMPLETED", "Completed")}
    assert rows[0]["reason"][:200] in states["tampered"][2]
