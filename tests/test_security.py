"""Roots cannot be escaped, secret fields are redacted everywhere by default, transient storage faults
are retried and permanent ones quarantine; memory:// works like any root."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import fsspec
import pytest
from fsspec.implementations.memory import MemoryFileSystem
from helpers import make
from synth import Action

from cuaflow.connectors.storage import UnsafePath, check_component, check_relpath, open_root
from cuaflow.schemas.config import RunParameters
from cuaflow.schemas.settings import PipelineSettings
from cuaflow.tasks.recording.ingest import discover


@pytest.mark.parametrize("name", ["..", ".", "a/b", "a\\b", "x\x00y", " lead", "trail ", "", "tab\tname"])
def test_unsafe_component_names(name: str) -> None:
    with pytest.raises(UnsafePath):
        check_component(name)


@pytest.mark.parametrize("rel", ["../x", "a/../../b", "/etc/passwd", "C:/Windows", "a/../.."])
def test_relative_paths_cannot_climb(rel: str) -> None:
    with pytest.raises(UnsafePath):
        check_relpath(rel)
    with pytest.raises(UnsafePath):
        open_root("memory://sec").path(rel)


def test_object_store_names_that_would_escape_are_rejected() -> None:
    fs = fsspec.filesystem("memory")
    for name in ("..", "ok-rec", "x\\y"):
        fs.pipe(f"/esc/2025-01-01/{name}/meta.json", b"{}")
    found = discover(open_root("memory://esc"), "2025-01-01")
    assert [r.recording_id for r in found.refs] == ["ok-rec"]
    assert {n for n, _ in found.rejected} == {"..", "x\\y"}


def test_secret_field_text_is_redacted_in_every_output(tmp_path: Path) -> None:
    from day import run_day

    from cuaflow.tasks.export import build_dataset

    assert PipelineSettings().redact_secure_text  # on by default
    field = {"bbox": {"height": 20, "width": 120, "x": 100, "y": 60}, "children": [], "description": "",
             "name": "Password", "role": "AXSecureTextField", "value": ""}
    acts = [Action("click", x=150, y=70), Action("type", text="hunter2"), Action("key", keys=("Return",))]
    make(tmp_path / "src", "pw", actions=acts, ax_extra=[field])
    ctx = run_day(tmp_path / "src", tmp_path / "out", "2025-01-01").ctx
    info = build_dataset(ctx)
    data = "\n".join(json.loads(x)["conversations"][1]["value"]
                     for f in ("train.jsonl", "val.jsonl") for x in (Path(info.path) / f).read_text().splitlines())
    tests = (Path(info.path) / "test" / "test.json").read_text()
    assert "•••••••" not in data + tests and '"type"' not in data + tests  # never a training target
    leaked = [p for p in (tmp_path / "out").rglob("*") if p.is_file() and p.suffix != ".parquet"
              and b"hunter2" in p.read_bytes()]
    assert leaked == []
    import polars as pl

    for table in ("steps", "samples"):
        df = pl.read_parquet(tmp_path / "out" / "tables" / table / "**" / "*.parquet")
        assert "hunter2" not in str(df.to_dicts())
    typed = pl.read_parquet(tmp_path / "out" / "tables" / "steps" / "**" / "*.parquet").filter(pl.col("kind") == "type")
    assert typed["text"].to_list() == ["•••••••"] and typed["skip_reason"].to_list() == ["secret"]
    # the raw events keep what the recorder logged (they are the unmodified input, never exported)


class FlakyFS(MemoryFileSystem):
    """A memory filesystem that fails like a congested object store: the first reads of a file time
    out (transient), and one file is forbidden (permanent). Stands in for S3 faults, which the local
    S3 server cannot produce on demand."""

    protocol = "flaky"
    failures: dict[str, int] = {}  # noqa: RUF012 - shared across instances on purpose
    attempts: dict[str, int] = {}  # noqa: RUF012

    @classmethod
    def _strip_protocol(cls, path: str) -> str:
        return super()._strip_protocol(path.removeprefix("flaky://"))

    def _fail(self, path: str) -> None:
        if path.endswith("forbidden/input_log.jsonl"):
            raise PermissionError(f"access denied: {path}")
        if path.endswith("/input_log.jsonl"):
            self.attempts[path] = self.attempts.get(path, 0) + 1
            if self.failures.get(path, 0) > 0:
                self.failures[path] -= 1
                raise TimeoutError(f"read timed out: {path}")

    def cat_file(self, path: str, *args: object, **kw: object) -> bytes:
        self._fail(self._strip_protocol(path))
        return super().cat_file(path, *args, **kw)

    def _open(self, path: str, mode: str = "rb", *args: object, **kw: object) -> object:
        if "r" in mode:  # the log is streamed: it fails when opened, however it is read
            self._fail(self._strip_protocol(path))
        return super()._open(path, mode, *args, **kw)


@pytest.mark.usefixtures("prefect_api")
def test_transient_faults_retried_permanent_ones_quarantined(tmp_path: Path) -> None:
    from cuaflow.flows.pipeline import process_partition

    fsspec.register_implementation("flaky", FlakyFS, clobber=True)
    fs = FlakyFS()
    acts = [Action("click", x=40, y=30), Action("type", text="flaky")]
    for name in ("slow", "forbidden"):
        res = make(tmp_path / "local", name, date="2025-09-01", actions=acts)
        for f in res.path.iterdir():
            fs.pipe(f"/flaky-src/2025-09-01/{name}/{f.name}", f.read_bytes())
    log = "/flaky-src/2025-09-01/slow/input_log.jsonl"
    FlakyFS.failures[log] = 2
    m = process_partition(date=dt.date(2025, 9, 1), source="flaky://flaky-src", output="memory://flaky-out")
    assert m.recordings.processed == 1 and m.recordings.quarantined == 1
    # two timeouts, retried with backoff, then read (checksums and events: one open each; the pointer and key
    # lines' text is streamed from the log once more when the events table is written)
    assert FlakyFS.failures[log] == 0 and FlakyFS.attempts[log] == 5
    (q,) = m.quarantine
    assert q.recording_id == "forbidden" and "PermissionError" in q.reason


@pytest.mark.usefixtures("prefect_api")
def test_memory_roots_end_to_end(tmp_path: Path) -> None:
    from cuaflow.flows.pipeline import process_range

    fs = fsspec.filesystem("memory")
    res = make(tmp_path, "mem", date="2025-09-02", actions=[Action("click", x=40, y=30)])
    for f in res.path.iterdir():
        fs.pipe(f"/mem-src/2025-09-02/mem/{f.name}", f.read_bytes())
    result = process_range(params=RunParameters(source="memory://mem-src", output="memory://mem-out"))
    assert result.partitions["2025-09-02"].recordings.processed == 1
    ds = result.dataset.path
    assert fs.exists(ds.replace("memory://", "/") + "/manifest.json")
