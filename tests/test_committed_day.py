"""A committed day is never replaced by an empty one because its source is missing, empty or holds nothing that is a
recording (a typo, an unmounted share, a delivery still packed): the command fails that day in one line, exit 1, and
every byte of the output stays as it was; `--force --allow-empty` says it is meant. The same rule for `run` (a day
of a range), `nightly --date` and, through the partition flow, every deployment (tests/test_deployed_checks.py)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from day import snapshot
from helpers import make
from synth import Action

from cuaflow.flows.cli import main

pytestmark = pytest.mark.usefixtures("prefect_api")
DAY, OTHER, NEW = "2025-06-01", "2025-06-02", "2025-06-05"
ACTS = [Action("click", x=40, y=30), Action("type", text="ok")]


def cli(*argv: str) -> tuple[int, str]:
    """The command, in a process of its own (Prefect's log handlers stay this process's), against the session's
    API; its exit code and stderr."""
    from prefect.settings import PREFECT_API_URL

    env = os.environ | {"PREFECT_API_URL": str(PREFECT_API_URL.value())}
    done = subprocess.run([str(Path(sys.executable).parent / "cuaflow"), *argv, "--quiet", "--no-dataset"], env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    return done.returncode, done.stderr.strip()


def manifest(out: Path, day: str = DAY) -> dict:
    return json.loads((out / "_manifests" / f"date={day}.json").read_text())


def checked(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    """A command refused by its checks, before Prefect has anything to log: run here."""
    code = main(list(argv))
    return code, capsys.readouterr().err.strip()


def test_a_committed_day_is_not_emptied_by_a_missing_or_empty_source(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    src, out, away = tmp_path / "src", tmp_path / "out", tmp_path / "away"
    for k in range(2):
        make(src, f"rec{k}", date=DAY, actions=ACTS, seed=k)
    make(src, "late", date=OTHER, actions=ACTS, seed=7)
    (src / NEW).mkdir()  # a day never committed: nothing to lose, published empty as before
    code, err = cli("run", "--source", str(src), "--output", str(out))
    assert code == 0, err
    assert manifest(out)["recordings"]["processed"] == 2 and manifest(out, NEW)["recordings"]["seen"] == 0
    before = snapshot(out)
    frames = [p for p in before if p.startswith(f"frames/date={DAY}/")]
    assert frames  # the day's frames are part of what must stay

    refused = (f"cuaflow {{cmd}}: error: {DAY} is committed (2 recording(s): 2 processed, "
               f"{manifest(out)['samples']} samples) and the source has {{found}}: not replaced by an empty day, "
               "nothing rewritten; to empty it on purpose, rerun with --force --allow-empty (deployment parameters "
               "force and allow_empty)")

    # the day's folder emptied (recordings moved away): a range run fails that day, the other day is published
    away.mkdir()
    for rec in (src / DAY).iterdir():
        shutil.move(rec, away / rec.name)
    code, err = cli("run", "--source", f"{src}/", "--output", str(out))  # a trailing slash: the same root
    assert code == 1 and err.splitlines()[-1] == refused.format(
        cmd="run", found=f"an empty folder for it ({src}/{DAY})"), err
    assert snapshot(out) == before

    # a delivery still packed: the folder holds a file, nothing that is a recording
    (src / DAY / "delivery.tar").write_bytes(b"not unpacked")
    code, err = cli("run", "--source", str(src), "--output", str(out), "--force")  # --force alone: refused
    assert code == 1 and err.splitlines()[-1] == refused.format(
        cmd="run", found=f"no recording in its folder ({DAY}/delivery.tar: a file where a recording folder was "
                         "expected (a delivery still packed, or a recording's files outside its folder?); "
                         "not read)"), err
    # --force ran the other day again: its work files' CPU timings are new ones, everything else is as it was
    timed = (f"_work/date={OTHER}/", f"_work/nights/date={OTHER}")
    assert {k: v for k, v in snapshot(out).items() if not k.startswith(timed)} == \
        {k: v for k, v in before.items() if not k.startswith(timed)}
    before = snapshot(out)

    # the day's folder gone (renamed, not yet delivered again), the day named explicitly
    shutil.rmtree(src / DAY)
    code, err = cli("nightly", "--source", str(src), "--output", str(out), "--date", DAY)
    assert code == 1 and err.splitlines()[-1] == refused.format(
        cmd="nightly", found=f"no folder for it ({src}/{DAY} does not exist)"), err
    assert snapshot(out) == before

    # a mistyped root never gets that far: one line, exit 2
    code, err = checked(capsys, "nightly", "--source", f"{src}-typo", "--output", str(out), "--date", DAY)
    assert (code, err) == (2, f"cuaflow nightly: error: --source {src}-typo: does not exist")
    code, err = checked(capsys, "run", "--source", str(src), "--output", f"{src}/cuaflow")  # a subfolder of it
    assert (code, err) == (2, f"cuaflow run: error: --output {src}/cuaflow: is inside --source {src} (the raw data "
                              "is never written to): give an output outside it")
    code, err = checked(capsys, "run", "--source", str(src), "--output", str(out), "--allow-empty")
    assert (code, err) == (2, "cuaflow run: error: allow_empty (--allow-empty) replaces committed days by empty "
                              "ones only together with force (--force): give both, or neither")
    assert snapshot(out) == before

    # said on purpose: the day is replaced by an empty one
    (src / DAY).mkdir()
    code, err = cli("run", "--source", str(src), "--output", str(out), "--force", "--allow-empty")
    assert code == 0, err
    assert manifest(out)["recordings"] == {"seen": 0, "processed": 0, "excluded": 0, "quarantined": 0}
    assert manifest(out, OTHER)["recordings"]["processed"] == 1


def test_a_day_folder_that_cannot_be_read_is_refused_not_taken_for_empty() -> None:
    """Discovery of a day whose folder this user may not list: `DayRefused` in one line, never an empty day.
    Root reads any folder: the check then runs as `nobody` in a child process (in a folder it may enter)."""
    base = Path(tempfile.mkdtemp(prefix="cuaflow-unreadable-"))
    base.chmod(0o755)
    src = base / "src"
    make(src, "rec0", date=DAY, actions=ACTS, seed=1)
    (src / DAY).chmod(0o000)
    code = ("import os\n"
            "from cuaflow.connectors.storage import open_root\n"
            "from cuaflow.tasks.run.committed import DayRefused\n"
            "from cuaflow.tasks.recording.ingest import discover\n"
            f"root = open_root({str(src)!r})\n"
            "if os.geteuid() == 0:  # after the imports: the interpreter's own files may be root's only\n"
            "    os.setgid(65534); os.setuid(65534)\n"
            f"try:\n    discover(root, {DAY!r})\n"
            "except DayRefused as exc:\n    print(exc)\n")
    try:
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                              check=False)
    finally:
        (src / DAY).chmod(0o755)
        shutil.rmtree(base)
    assert done.stdout == (f"{DAY}: the source's folder {src}/{DAY} cannot be read (PermissionError: [Errno 13] "
                           f"Permission denied: '{src}/{DAY}'): nothing of the day rewritten\n"), done.stderr
