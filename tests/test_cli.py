"""The command line: the README's main job (`cuaflow demo`), configuration and command-line mistakes
(one line, non-zero exit, nothing written, found before Prefect is imported), `status`, `--version`; the wheel a
user or the Docker image installs runs the same demo to the same bytes (tests/wheelkit.py)."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from wheelkit import ROOT, build_wheel, clean_env, healthcheck_command, install_wheel

from cuaflow.flows.cli import main


def test_bad_config_is_rejected_before_any_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "dataset.yaml"
    bad.write_text("name_prefix: x\ncolour: red\nsplits: {train: 2}\n")
    code = main(["run", "--source", str(tmp_path), "--output", str(tmp_path / "out"), "--config", str(bad)])
    err = capsys.readouterr().err
    assert code == 2 and "colour: unknown key" in err and "splits.train" in err
    assert not (tmp_path / "out").exists()


@pytest.fixture(scope="module")
def demo(prefect_api: None, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`cuaflow demo` of the editable install, once for the module (its tests only add under `_work/`)."""
    out = tmp_path_factory.mktemp("demo")
    # no capsys here: Prefect's log handlers must keep writing to pytest's usual streams after this test
    before = dict(os.environ)
    assert main(["demo", "--output", str(out), "--quiet"]) == 0
    # what the command set for its temporary server (services off, log level) does not outlive it: a real
    # server started later in this process must run its scheduler
    assert dict(os.environ) == before
    return out


def test_demo_builds_a_dataset(demo: Path) -> None:
    tmp_path = demo
    import polars as pl

    q = pl.read_parquet(tmp_path / "output" / "tables" / "quarantine" / "**" / "*.parquet")
    assert q["recording_id"].to_list() == ["20250101_120000"] and "sha256 mismatch" in q["reason"][0]
    ds = Path((tmp_path / "output" / "datasets" / "LATEST").read_text().strip())
    ds = tmp_path / "output" / "datasets" / ds.name
    counts = {f: len((ds / f).read_text().splitlines()) for f in ("train.jsonl", "val.jsonl")}
    assert all(n > 0 for n in counts.values())
    assert json.loads((ds / "test" / "test.json").read_text())

    # `status` reads the commit points: the day, its recordings by status, the quarantine reason, the dataset
    (tmp_path / "output" / "_work" / "date=2026-01-02" / "rx").mkdir(parents=True)  # a run that stopped early
    res = subprocess.run([sys.executable, "-m", "cuaflow.flows.cli", "status", "--output", str(tmp_path / "output"),
                          "--json"], capture_output=True, text=True, check=True, timeout=120)
    status = json.loads(res.stdout)  # only JSON on stdout
    days = sorted(d for d, s in status["dates"].items() if s["committed"])
    assert days == sorted(p.name[5:-5] for p in (tmp_path / "output" / "_manifests").iterdir())
    recs = [status["dates"][d]["recordings"] for d in days]
    assert sum(r["quarantined"] for r in recs) == 1 and all(r["processed"] > 0 for r in recs)
    assert all(r["processed"] + r["excluded"] + r["quarantined"] == r["seen"] for r in recs)
    ((day, qr),) = [(d, x) for d in days for x in status["dates"][d]["quarantine"]]
    assert qr["recording_id"] == "20250101_120000" and "sha256 mismatch" in qr["reason"] and day == "2025-01-01"
    assert status["dates"]["2026-01-02"] == {"committed": False, "in_source": False, "started": True}
    (version,) = status["datasets"]
    assert version["name"] == ds.name == status["latest"] and version["latest"]
    assert version["splits"]["train"] == counts["train.jsonl"] and version["dates"] == days
    text = subprocess.run([sys.executable, "-m", "cuaflow.flows.cli", "status", "--output", str(tmp_path / "output")],
                          capture_output=True, text=True, check=True, timeout=120).stdout
    assert f"{ds.name}  (LATEST)" in text and "2026-01-02  not committed: started" in text
    assert "quarantined 20250101_120000 (" in text
    assert_one_split(tmp_path / "output", ds)
    # one set of numbers: the summary's (tasks/export/accounting.py) are the files', what they leave out explained
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.export.accounting import account

    acc = account(open_root(str(tmp_path / "output")), ds.name)
    cases = len(json.loads((ds / "test" / "test.json").read_text()))
    assert acc.total_in == counts["train.jsonl"] + counts["val.jsonl"] + cases
    samples = pl.read_parquet(tmp_path / "output" / "tables" / "samples" / "**" / "*.parquet")
    assert acc.total_made == samples.height
    test_rows = samples.join(pl.read_parquet(ds / "splits.parquet").filter(pl.col("split") == "test"),
                             on="recording_id").height
    # the demo's families are all on and it has no duplicate: only the test files' rule leaves samples out
    assert acc.left_out == {next(iter(acc.left_out)): test_rows - cases} and "test-split" in next(iter(acc.left_out))
    assert acc.total_made - acc.total_in == test_rows - cases > 0
    # what the UI shows: the dataset's split counts are the files'; the partition artifact names no split
    import asyncio

    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterKey
    from prefect.client.schemas.sorting import ArtifactSort

    async def latest(key: str) -> list[dict]:
        async with get_client() as c:
            (art,) = await c.read_artifacts(artifact_filter=ArtifactFilter(key=ArtifactFilterKey(any_=[key])),
                                            sort=ArtifactSort.CREATED_DESC, limit=1)
            return json.loads(art.data)

    (shown,) = asyncio.run(latest("dataset-splits"))
    assert shown["dataset"] == ds.name and (shown["train"], shown["val"]) == (counts["train.jsonl"],
                                                                               counts["val.jsonl"])
    assert shown["test"] == len(json.loads((ds / "test" / "test.json").read_text()))
    (part,) = asyncio.run(latest("partition-2025-01-01"))
    assert not [k for k in part if "split" in k or k in ("train", "val", "test")], part
    # the README's read_table snippet works as written (on this demo's output)
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    (snippet,) = [b for b in readme.split("```python\n")[1:] if "read_table(" in b.split("```")[0]]
    scope: dict = {}
    exec(snippet.split("```")[0].replace("demo-output", str(tmp_path)), scope)
    train = scope["train"]
    assert train.height and set(train["split"]) == {"train"} and train.height >= counts["train.jsonl"]


def _file_splits(ds: Path) -> dict[str, set[str]]:
    """recording id → the splits the dataset's files put its rows in (every format the build wrote)."""
    found: dict[str, set[str]] = {}
    for split in ("train", "val", "held_out"):
        if (ds / f"{split}.jsonl").exists():
            for line in (ds / f"{split}.jsonl").read_text().splitlines():
                found.setdefault(json.loads(line)["metadata"]["recording_id"], set()).add(split)
    for case in json.loads((ds / "test" / "test.json").read_text()):
        found.setdefault(case["metadata"]["recording_id"], set()).add("test")
    if (ds / "trajectories.jsonl").exists():
        for line in (ds / "trajectories.jsonl").read_text().splitlines():
            task = json.loads(line)
            found.setdefault(task["task_id"], set()).add(task["metadata"]["split"])
    return found


def assert_one_split(out: Path, ds: Path) -> None:
    """Every place a split appears says what the dataset files hold (a trainer filtering a table by split, or
    trusting a page, must not train on test tasks): the tables carry none, the version's `splits.parquet`, the
    dataset page and the printed/artifact counts equal the files."""
    import re

    import polars as pl

    for table in ("recordings", "samples"):
        assert "split" not in pl.read_parquet(out / "tables" / table / "**" / "*.parquet").columns, table
    files = _file_splits(ds)
    assert files and all(len(s) == 1 for s in files.values()), files  # one split per recording
    assigned = pl.read_parquet(ds / "splits.parquet")
    table = dict(assigned.select("recording_id", "split").rows())
    assert {r: next(iter(s)) for r, s in files.items()} == {r: s for r, s in table.items() if r in files}
    assert set(table) - set(files) == {r for r, n in assigned.select("recording_id", "in_dataset").rows() if n == 0}
    # the dataset page: one row per recording, its split cell as in the files
    page = (out / "review" / "datasets" / f"{ds.name}.html").read_text()
    shown = dict(re.findall(r"<tr data-recording='([^']+)'[^>]*>.*?<span class=split>([^<]*)</span>", page))
    assert {r: s for r, s in shown.items() if r in files} == {r: next(iter(s)) for r, s in files.items()}
    # partition and recording pages are views of the tables: they name no split that could disagree
    for p in (out / "review").glob("date=*/*.html"):
        assert "fact-split" not in p.read_text() and '"split"' not in p.read_text(), p
    summary = json.loads((ds / "manifest.json").read_text())["summary"]["splits"]
    counts = {s: sum(1 for line in (ds / f"{s}.jsonl").read_text().splitlines()) for s in ("train", "val")}
    assert {k: summary[k] for k in counts} == counts


# ---------------------------------------------------------------- command-line mistakes
@pytest.fixture
def layout(tmp_path: Path) -> tuple[Path, Path]:
    """A source with one date folder and an output whose datasets/LATEST names an earlier build."""
    src, out = tmp_path / "src", tmp_path / "out"
    (src / "2025-01-01" / "rec1").mkdir(parents=True)
    (out / "datasets").mkdir(parents=True)
    (out / "datasets" / "LATEST").write_text("cua-previous\n")
    return src, out


def run_cli(capsys: pytest.CaptureFixture[str], out: Path, *argv: str) -> tuple[int, str]:
    before = (out / "datasets" / "LATEST").stat().st_mtime_ns
    code = main(list(argv))
    err = capsys.readouterr().err
    assert (out / "datasets" / "LATEST").read_text() == "cua-previous\n"
    assert (out / "datasets" / "LATEST").stat().st_mtime_ns == before
    assert sorted(p.name for p in out.iterdir()) == ["datasets"]  # nothing else written
    return code, err.strip()


def not_writable_dir(tmp_path: Path) -> Path:
    if os.geteuid() != 0:
        d = tmp_path / "locked"
        d.mkdir(mode=0o500)
        return d / "out"
    # root writes through file modes; sysfs refuses new files even to root
    return Path("/sys/cuaflow-out")


@pytest.mark.parametrize(("case", "message"), [
    ("missing", "--source {src}-nope: does not exist"),
    ("empty", "--source {empty}: is empty (expected one YYYY-MM-DD folder per day)"),
    ("no-dates", "--source {nodates}: has no YYYY-MM-DD folders (found incoming, notes.txt)"),
    ("backwards", "--start 2025-02-01 is after --end 2025-01-01"),
    ("output-file", "--output {afile}: is a file, not a folder"),
    ("output-under-file", "--output {afile}/out: {afile} is a file, not a folder"),
])
def test_cli_mistake_is_one_line_exit_2_and_latest_unchanged(case: str, message: str, layout: tuple[Path, Path],
                                                             tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    src, out = layout
    empty, nodates, afile = tmp_path / "empty", tmp_path / "nodates", tmp_path / "a-file.txt"
    empty.mkdir()
    (nodates / "incoming").mkdir(parents=True)
    (nodates / "notes.txt").write_text("x")
    afile.write_text("not a folder")
    source, output, extra = str(src), str(out), []
    if case == "missing":
        source = f"{src}-nope"
    elif case == "empty":
        source = str(empty)
    elif case == "no-dates":
        source = str(nodates)
    elif case == "backwards":
        extra = ["--start", "2025-02-01", "--end", "2025-01-01"]
    elif case == "output-file":
        output = str(afile)
    else:
        output = f"{afile}/out"
    code, err = run_cli(capsys, out, "run", "--source", source, "--output", output, *extra)
    expected = message.format(src=src, empty=empty, nodates=nodates, afile=afile)
    assert code == 2 and err == f"cuaflow run: error: {expected}"
    assert afile.read_text() == "not a folder"


def test_output_not_writable(layout: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src, out = layout
    target = not_writable_dir(tmp_path)
    code, err = run_cli(capsys, out, "run", "--source", str(src), "--output", str(target))
    assert code == 2 and err.startswith(f"cuaflow run: error: --output {target}: not writable (")
    assert "\n" not in err and not target.exists()


def test_backfill_range_without_data_is_a_warning(layout: tuple[Path, Path],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    src, out = layout
    code, err = run_cli(capsys, out, "backfill", "--source", str(src), "--output", str(out),
                        "--start", "2030-01-01", "--end", "2030-01-31")
    assert code == 0
    assert err == (f"cuaflow backfill: warning: no date folder in {src} between 2030-01-01 and 2030-01-31 "
                   "(it has 2025-01-01..2025-01-01): nothing processed, datasets/LATEST unchanged")


def test_mistakes_are_found_without_importing_prefect(layout: tuple[Path, Path]) -> None:
    """The checks run before Prefect is imported, so no server is started or contacted."""
    src, out = layout
    code = ("import sys; from cuaflow.flows.cli import main; "
            f"c = main(['run', '--source', {str(src)!r}, '--output', {str(out)!r}, '--start', '2031-01-01']); "
            "print(c, 'prefect' in sys.modules)")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=120)
    assert res.stdout.split() == ["0", "False"], res.stderr
    assert res.stderr.strip().startswith("cuaflow run: warning: no date folder in")


def test_version_flag(capsys: pytest.CaptureFixture[str]) -> None:
    from importlib.metadata import version

    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0 and capsys.readouterr().out.strip() == f"cuaflow {version('cuaflow')}"


@pytest.fixture(scope="module")
def wheel_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The python of a fresh venv holding the wheel of what the image copies (non-editable, with the lock)."""
    work = tmp_path_factory.mktemp("wheel")
    return install_wheel(build_wheel(work), work / "venv")


def _installed(python: Path) -> Path:
    """The `cuaflow/` folder of a venv's site-packages."""
    return python.parents[1] / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}" / "site-packages" / (
        "cuaflow")


def _tree(out: Path) -> dict[str, str]:
    """Every published file of an output tree and its sha256: tests/README.md's tree hash, file by file."""
    return {p.relative_to(out).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(out.rglob("*")) if p.is_file() and p.relative_to(out).parts[0] != "_work"}


def test_the_wheel_runs_the_demo_as_the_editable_install_does(demo: Path, wheel_python: Path,
                                                              tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"  # outside the repository: nothing of it on the path
    elsewhere.mkdir()
    where = subprocess.run([str(wheel_python), "-c", "import cuaflow.tasks.privacy as m; print(m.__file__)"],
                           cwd=elsewhere, env=clean_env(), capture_output=True, text=True, check=True).stdout
    assert Path(where.strip()).is_relative_to(_installed(wheel_python)), where
    from prefect.settings import PREFECT_API_URL

    # against this session's API (the demo fixture's): a temporary server of its own would only add its start-up
    api = {"PREFECT_API_URL": str(PREFECT_API_URL.value())}
    res = subprocess.run([str(wheel_python.parent / "cuaflow"), "demo", "--output", str(elsewhere / "demo"),
                          "--quiet"], cwd=elsewhere, env=clean_env() | api, capture_output=True, text=True,
                         timeout=900, check=False)
    assert res.returncode == 0, res.stderr[-3000:]
    assert _tree(elsewhere / "demo" / "output") == _tree(demo / "output")


def test_the_wheel_ships_every_module_and_data_file_and_the_health_check_says_so(wheel_python: Path,
                                                                                 tmp_path: Path) -> None:
    import tomllib

    roots = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-dir"]
    site = _installed(wheel_python)
    shipped = {f"{name.removeprefix('cuaflow.')}/{p.relative_to(ROOT / folder).as_posix()}"
               for name, folder in roots.items() for p in (ROOT / folder).rglob("*")
               if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".md", ".pyc")}
    assert {"tasks/ocr/ocr.py", "tasks/frames/stage.py", "config/pipeline.yaml", "tasks/review/review.css"} <= shipped
    assert sorted(f for f in shipped if not (site / f).is_file()) == []
    modules = sum(f.endswith(".py") for f in shipped)
    # the image's own health check, run as its HEALTHCHECK line says, by the wheel's python
    cmd = [str(wheel_python), *healthcheck_command()[1:]]
    res = subprocess.run(cmd, cwd=tmp_path, env=clean_env(), capture_output=True, text=True, timeout=300, check=False)
    assert res.returncode == 0 and f"{modules} modules imported" in res.stdout, res.stderr
    # an install without a stage's package fails it, in one line that names the package
    moved = tmp_path / "privacy"
    shutil.move(site / "tasks" / "privacy", moved)
    try:
        res = subprocess.run(cmd, cwd=tmp_path, env=clean_env(), capture_output=True, text=True, timeout=300,
                             check=False)
    finally:
        shutil.move(moved, site / "tasks" / "privacy")
    assert res.returncode == 1 and res.stdout == "", res.stdout
    assert len(res.stderr.strip().splitlines()) == 1 and "cuaflow.tasks.privacy" in res.stderr, res.stderr
