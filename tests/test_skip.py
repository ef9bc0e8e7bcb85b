"""Skip without work: a committed day whose source listing, settings and manifest are as its last run recorded them
is reported unchanged without a partition subflow, a task run, frame work or a file read; any change in the
source (even a same-size rewrite) or the settings runs the day again, and the outputs equal a fresh run's."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from day import snapshot
from helpers import make
from synth import Action

from cuaflow.connectors.storage import Root
from cuaflow.schemas.config import RunParameters

pytestmark = pytest.mark.usefixtures("prefect_api")

DAYS = ("2025-06-01", "2025-06-02")
ACTS = [Action("click", x=50, y=40), Action("type", text="ok")]


@pytest.fixture
def source(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    for k, day in enumerate(DAYS):
        make(src, f"rec{k}", date=day, actions=ACTS, seed=k)
    return src


class Work:
    """Counts what a run does: partition subflows, files read from the source, frames decoded."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        import cuaflow.flows.pipeline as pipeline
        from cuaflow.tasks import prefect_tasks

        self.partitions: list[str] = []
        self.reads: list[str] = []
        self.builds = 0
        real_flow, real_open, real_build = pipeline.process_partition, Root.open, prefect_tasks.build_dataset_task

        def counted_flow(*a: Any, **kw: Any) -> Any:
            self.partitions.append(str(kw.get("date")))
            return real_flow(*a, **kw)

        def counted_open(root: Root, rel: str, *a: Any, **kw: Any) -> Any:
            self.reads.append(rel)  # output files too: the test keeps those under a day's source folder
            return real_open(root, rel, *a, **kw)

        def counted_build(*a: Any, **kw: Any) -> Any:
            self.builds += 1
            return real_build(*a, **kw)

        monkeypatch.setattr(pipeline, "process_partition", counted_flow)
        monkeypatch.setattr(prefect_tasks, "build_dataset_task", counted_build)
        monkeypatch.setattr(Root, "open", counted_open)

    def reset(self) -> None:
        self.builds = 0
        self.partitions.clear()
        self.reads.clear()


def test_an_unchanged_day_does_no_work_and_a_changed_one_reruns(source: Path, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from cuaflow.flows.pipeline import process_range

    out = tmp_path / "out"
    params = RunParameters(source=str(source), output=str(out))
    work = Work(monkeypatch)
    first = process_range(params=params)
    assert sorted(work.partitions) == list(DAYS) and not any(m.skipped for m in first.partitions.values())
    before = snapshot(out, skip=("_work",))

    work.reset()
    again = process_range(params=params)
    assert work.partitions == [] and not [r for r in work.reads if r.startswith(DAYS)]  # no subflow, no source read
    assert all(m.skipped and m.reused for m in again.partitions.values())
    assert again.dataset.name == first.dataset.name and again.dataset.reused
    assert work.builds == 0  # no partition changed: the dataset build is not even started
    assert snapshot(out, skip=("_work",)) == before

    # the same size, new content (and so a new mtime): the day runs again; the other day stays skipped
    log = source / DAYS[1] / "rec1" / "input_log.jsonl"
    data = log.read_bytes()
    log.write_bytes(data.replace(b'"time"', b'"time"', 1))  # same bytes, rewritten: a new mtime and the same size
    os.utime(log, ns=(log.stat().st_atime_ns, log.stat().st_mtime_ns + 1_000_000))
    work.reset()
    third = process_range(params=params)
    assert work.partitions == [DAYS[1]] and work.builds == 1
    assert third.partitions[DAYS[0]].skipped and not third.partitions[DAYS[1]].skipped
    assert snapshot(out, skip=("_work",)) == before  # the content did not change: neither do the outputs

    # a new file in the day's folder, a setting changed: the day runs
    (source / DAYS[0] / "rec0" / "notes.txt").write_text("added later")
    work.reset()
    process_range(params=params)
    assert work.partitions == [DAYS[0]]
    work.reset()
    process_range(params=params.model_copy(update={"force": True}))
    assert sorted(work.partitions) == list(DAYS)


def test_a_same_size_content_change_gives_the_outputs_of_a_fresh_run(source: Path, tmp_path: Path) -> None:
    from cuaflow.flows.pipeline import process_range

    out, fresh = tmp_path / "out", tmp_path / "fresh"
    process_range(params=RunParameters(source=str(source), output=str(out)))
    meta = source / DAYS[0] / "rec0" / "meta.json"
    text = meta.read_text()
    changed = text.replace("Synthetic task", "Synthetic tasK")  # same length, other title
    assert changed != text and len(changed) == len(text)
    meta.write_text(changed)
    for f in (source / DAYS[0] / "rec0").iterdir():  # keep the day's checksums valid: the change is legitimate
        if f.name == "checksums.json":
            f.unlink()
    process_range(params=RunParameters(source=str(source), output=str(out)))
    process_range(params=RunParameters(source=str(source), output=str(fresh)))
    for part in ("tables", "frames", "_manifests"):
        assert snapshot(out / part) == snapshot(fresh / part), part
    latest = (out / "datasets" / "LATEST").read_text().strip()
    assert latest == (fresh / "datasets" / "LATEST").read_text().strip()
    assert snapshot(out / "datasets" / latest) == snapshot(fresh / "datasets" / latest)


def test_a_day_with_a_quarantined_recording_always_runs_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A quarantine may be transient (a storage error on the last attempt): the rerun retries it."""
    from cuaflow.flows.pipeline import process_range

    src = tmp_path / "src"
    make(src, "ok", date=DAYS[0], actions=ACTS)
    bad = make(src, "broken", date=DAYS[0], actions=ACTS)
    (bad.path / "recording.mp4").write_bytes(b"not a video")
    params = RunParameters(source=str(src), output=str(tmp_path / "out"))
    work = Work(monkeypatch)
    process_range(params=params, build_dataset=False)
    work.reset()
    again = process_range(params=params, build_dataset=False)
    assert work.partitions == [DAYS[0]] and not again.partitions[DAYS[0]].skipped
