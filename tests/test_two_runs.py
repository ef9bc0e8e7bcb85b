"""Two `cuaflow run` of two days into one output at once, on one machine kept busy, with the default Prefect home
(no PREFECT_API_URL: each command starts its own temporary local API, both on the one database of that home): a
temporary API slow to answer is waited for (`flows/api.py::start_temporary_api`), both runs finish, both days are
committed, and the output is a sequential run's."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
from pathlib import Path

import pytest
from day import snapshot
from helpers import make
from server import BIN
from synth import Action

from cuaflow.schemas.config import RunParameters

ACTS = [Action("click", x=40, y=30), Action("type", text="ok"), Action("click", x=80, y=60)]
DAYS = ("2025-06-03", "2025-06-04")
# two processes that keep both cores busy for at most 4 minutes (killed when the runs are over)
BURN = "import time\nend = time.monotonic() + 240\nwhile time.monotonic() < end:\n    pass\n"


@pytest.mark.timeout(600)
def test_two_runs_of_two_days_into_one_output_at_once_on_a_busy_machine(tmp_path: Path,
                                                                        request: pytest.FixtureRequest) -> None:
    src, out, seq, home = (tmp_path / n for n in ("src", "out", "sequential", "home"))
    for day in DAYS:
        make(src, f"t{day[-1]}", date=day, actions=ACTS, seed=int(day[-1]))
    home.mkdir()
    # the default Prefect home of a user whose HOME is this folder; nothing of the test session's Prefect
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")} | {"HOME": str(home)}
    burners = [subprocess.Popen([sys.executable, "-c", BURN]) for _ in range(2)]
    try:
        runs = [subprocess.Popen([str(BIN / "cuaflow"), "run", "--source", str(src), "--output", str(out),
                                  "--start", day, "--end", day, "--quiet"],
                                 env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for day in DAYS]
        said = [run.communicate(timeout=540) for run in runs]
    finally:
        for burner in burners:
            burner.kill()
    for run, (_, err) in zip(runs, said, strict=True):
        assert run.returncode == 0, err[-3000:]
    assert (home / ".prefect" / "prefect.db").is_file()  # both used the default home

    from cuaflow.flows.pipeline import process_range

    request.getfixturevalue("prefect_api")  # the session's API, once the two commands are over
    for day in DAYS:  # the same two commands, one after the other
        process_range(params=RunParameters(source=str(src), output=str(seq)), start=dt.date.fromisoformat(day),
                      end=dt.date.fromisoformat(day))
    for part in ("tables", "frames", "_manifests"):
        assert snapshot(out / part) == snapshot(seq / part), part
    assert sorted(p.name for p in (out / "_manifests").iterdir()) == [f"date={d}.json" for d in DAYS]
    latest = (out / "datasets" / "LATEST").read_text().strip()
    assert latest == (seq / "datasets" / "LATEST").read_text().strip()
    assert snapshot(out / "datasets" / latest) == snapshot(seq / "datasets" / latest)


@pytest.mark.timeout(300)
def test_a_temporary_api_that_cannot_start_is_said_as_such(tmp_path: Path) -> None:
    """Its database cannot be opened: the server's process exits; the command says that, in one line, exit 3, and
    gives no advice about a server or PREFECT_API_URL it never had."""
    src, home = tmp_path / "src", tmp_path / "home"
    make(src, "t0", date=DAYS[0], actions=ACTS)
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")} | {
        "HOME": str(home), "PREFECT_API_DATABASE_CONNECTION_URL": f"sqlite+aiosqlite:///{tmp_path}/none/prefect.db"}
    done = subprocess.run([str(BIN / "cuaflow"), "run", "--source", str(src), "--output", str(tmp_path / "out"),
                           "--quiet"], env=env, capture_output=True, text=True, timeout=280, check=False)
    assert done.returncode == 3, done.stderr[-3000:]
    last = done.stderr.strip().splitlines()[-1]
    assert last == ("cuaflow run: error: the temporary local Prefect API this command starts exited with code 3 "
                    "(its error is above); fix what its error says, or run a server (`prefect server start`) and set "
                    "PREFECT_API_URL"), last
    assert "unable to open database file" in done.stderr  # the server's own error, above
    assert not (tmp_path / "out" / "_manifests").exists()
