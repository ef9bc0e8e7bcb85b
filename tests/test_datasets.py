"""Incremental dataset versions: a build after a new day links the earlier days' images instead of copying
them and reads only the new day's frames; every version stays complete (the `cudag` package validates it)
and byte-identical to a full-copy build; retention keeps the newest `keep_last`, LATEST's target and pinned
versions; a build killed in the middle leaves the previous version as it was."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import yaml
from cudag.validation import validate_dataset
from day import run_day, snapshot
from helpers import make
from synth import Action

from cuaflow.config import DEFAULT_DATASET
from cuaflow.connectors.storage import Root, open_root
from cuaflow.schemas.config import RunContext, parse_config
from cuaflow.schemas.dataset_config import DatasetConfig, RetentionSpec
from cuaflow.tasks.export import apply_retention, build_dataset, pin, pinned
from cuaflow.tasks.export.card import SHEET_SIZE
from cuaflow.tasks.export.retention import VersionGone

DAY1, DAY2 = "2025-06-01", "2025-06-02"
ACTS = [Action("click", x=40, y=30), Action("type", text="ab"), Action("scroll", x=80, y=60, delta=-1, notches=2),
        Action("click", x=150, y=90), Action("right_click", x=20, y=100)]
RECS = {DAY1: [f"d1r{k}" for k in range(4)], DAY2: [f"d2r{k}" for k in range(2)]}
CFG = {"name_prefix": "inc", "seed": 5, "tool_name": "computer_use",
       "splits": {"train": 0.5, "val": 0.25, "test": 0.25},
       "output": {"formats": ["cudag", "llamafactory", "seed003"]}, "test": {"count": 50},
       "prompt": {"history_images": 1}}


def is_image(rel: str) -> bool:
    return rel.startswith(("images/", "states/", "test/images/"))


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = tmp_path_factory.mktemp("inc-src")
    for day, recs in RECS.items():
        for k, rid in enumerate(recs):
            make(src, rid, date=day, actions=ACTS, seed=k, logical_size=(200, 120))
    return src


class Reads:
    """Which files of the output root a build reads (spied on the real Root; nothing is replaced)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.paths: list[str] = []
        for name in ("read_bytes", "open"):
            real = getattr(Root, name)

            def spy(root: Root, rel: str, *a: Any, _real: Any = real, **kw: Any) -> Any:
                self.paths.append(rel)
                return _real(root, rel, *a, **kw)

            monkeypatch.setattr(Root, name, spy)

    def frames(self, day: str) -> set[str]:
        return {p for p in self.paths if p.startswith(f"frames/date={day}/")}


@pytest.fixture(scope="module")
def two_nights(source: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("inc-out")
    ctx = RunContext(source_url=str(source), output_url=str(out), dataset=parse_config(DatasetConfig, CFG, "t"))
    run_day(source, out, DAY1, ctx=ctx)
    first = build_dataset(ctx)
    run_day(source, out, DAY2, ctx=ctx)
    mp = pytest.MonkeyPatch()
    reads = Reads(mp)
    try:
        second = build_dataset(ctx)
    finally:
        mp.undo()
    return {"out": out, "ctx": ctx, "first": first, "second": second, "reads": reads,
            "v1": Path(first.path), "v2": Path(second.path)}


def manifest(ds: Path) -> dict[str, Any]:
    return json.loads((ds / "manifest.json").read_text())


def test_second_night_links_old_images_and_reads_only_new_frames(two_nights: dict[str, Any]) -> None:
    v1, v2, out = two_nights["v1"], two_nights["v2"], two_nights["out"]
    assert v1 != v2 and (out / "datasets" / "LATEST").read_text().strip() == v2.name
    old = [r for r in manifest(v1)["files"] if is_image(r)]
    shared = [r for r in old if (v2 / r).exists()]
    # day 1's recordings are in both versions; the task split is stable, so its images keep their paths
    assert len(shared) > SHEET_SIZE + 10
    for rel in shared:
        assert os.stat(v1 / rel).st_ino == os.stat(v2 / rel).st_ino, rel  # one file, two names: no new bytes
    new = [r for r in manifest(v2)["files"] if is_image(r) and r not in manifest(v1)["files"]]
    assert new and all(os.stat(v2 / r).st_nlink >= 2 for r in new)  # linked to frames/, not copied
    files = two_nights["second"].files
    assert files.copied == 0 and files.hash_reused >= len(shared)
    # Day 1's frames are read only for the contact sheet (at most SHEET_SIZE), never to copy or hash them;
    # day 2's are read once each to hash them.
    reads = two_nights["reads"]
    assert len(reads.frames(DAY1)) <= SHEET_SIZE
    day2_frames = {p for p in reads.paths if p.startswith(f"frames/date={DAY2}/")}
    assert day2_frames and all(reads.paths.count(p) <= 2 for p in day2_frames)  # hash (+ sheet or annotation)
    assert files.derived_cached >= 1  # annotated test images of day 1 were not drawn again


def test_each_version_is_complete_and_validates(two_nights: dict[str, Any]) -> None:
    for ds in (two_nights["v1"], two_nights["v2"]):
        assert [str(e) for e in validate_dataset(ds)] == []
        files = {p.relative_to(ds).as_posix() for p in ds.rglob("*") if p.is_file()} - {"manifest.json"}
        m = manifest(ds)["files"]
        assert set(m) == files
        for rel, digest in m.items():
            assert hashlib.sha256((ds / rel).read_bytes()).hexdigest() == digest, rel
        for line in (ds / "sharegpt" / "train.jsonl").read_text().splitlines():
            assert all((ds / img).is_file() for img in json.loads(line)["images"])


def test_incremental_build_equals_a_full_copy_and_a_forced_rebuild(two_nights: dict[str, Any],
                                                                    tmp_path: Path) -> None:
    v2 = two_nights["v2"]
    before = snapshot(v2)
    again = build_dataset(two_nights["ctx"].model_copy(update={"force": True}))
    assert Path(again.path) == v2 and snapshot(v2) == before
    assert again.files.hash_reused > 0  # the forced rebuild reused its own former hashes
    # The former behaviour (every image read and written) in a copy of the inputs gives the same bytes.
    out = tmp_path / "full"
    shutil.copytree(two_nights["out"], out, ignore=shutil.ignore_patterns("datasets"))
    full = build_dataset(two_nights["ctx"].model_copy(update={"output_url": str(out)}), incremental=False)
    assert full.name == v2.name and full.files.linked == 0
    assert snapshot(Path(full.path)) == before
    assert all(os.stat(p).st_nlink == 1 for p in Path(full.path).rglob("*.png"))


def test_shipped_retention_is_the_default_and_no_part_of_a_version() -> None:
    doc = yaml.safe_load(DEFAULT_DATASET.read_text())
    assert RetentionSpec.model_validate(doc["retention"]) == RetentionSpec() and RetentionSpec().keep_last == 7
    a = parse_config(DatasetConfig, CFG | {"retention": {"keep_last": 2}}, "t")
    b = parse_config(DatasetConfig, CFG | {"retention": {"keep_last": None}}, "t")
    assert a.fingerprint() == b.fingerprint() == parse_config(DatasetConfig, CFG, "t").fingerprint()
    assert "retention" not in a.content()


def _build(ctx: RunContext, count: int, keep_last: int | None) -> dict[str, Any]:
    """A new version of the same config prefix without a new day: another test count."""
    cfg = ctx.dataset.model_copy(update={"test": ctx.dataset.test.model_copy(update={"count": count}),
                                         "retention": RetentionSpec(keep_last=keep_last)})
    return build_dataset(ctx.model_copy(update={"dataset": cfg}))


def test_retention_keeps_the_newest_latest_and_pinned(two_nights: dict[str, Any], tmp_path: Path) -> None:
    out = tmp_path / "ret"
    shutil.copytree(two_nights["out"], out, ignore=shutil.ignore_patterns("datasets"))
    ctx = two_nights["ctx"].model_copy(update={"output_url": str(out)})
    root = open_root(str(out))
    names = [_build(ctx, n, None).name for n in (1, 2, 3)]  # keep all: three versions
    assert len(set(names)) == 3 and all((out / "datasets" / n).is_dir() for n in names)
    a, b, c = names
    assert pin(root, "trainer-1", a) == a  # a reader holds the oldest
    info = _build(ctx, 4, 2)
    d = info.name
    # newest two are d and c; a is pinned; b goes
    assert info.retention.removed == [b] and sorted(info.retention.pinned) == [a]
    assert not (out / "datasets" / b).exists() and all((out / "datasets" / n).is_dir() for n in (a, c, d))
    for n in (a, c, d):  # files shared by hard links with the removed version are intact
        assert [str(e) for e in validate_dataset(out / "datasets" / n)] == []
        for rel, digest in manifest(out / "datasets" / n)["files"].items():
            assert hashlib.sha256((out / "datasets" / n / rel).read_bytes()).hexdigest() == digest
    # Rolled back by hand: LATEST names `a`; the pin is released; keep_last 1 keeps d (newest) and a (LATEST).
    (out / "datasets" / "LATEST").write_text(a + "\n")
    root.remove(f"datasets/.pins/{a}--trainer-1.json")
    res = apply_retention(root, "inc", 1)
    assert res["removed"] == [c] and sorted(res["kept"]) == sorted([a, d])
    # An expired lease protects nothing and is cleaned up; a removed version cannot be pinned.
    pin(root, "eval", d, ttl_s=60)
    (out / "datasets" / "LATEST").write_text(d + "\n")
    res = apply_retention(root, "inc", 1, now=datetime.now(UTC) + timedelta(minutes=5))
    assert res["removed"] == [a] and not any((out / "datasets" / ".pins").iterdir())
    with pytest.raises(VersionGone):
        pin(root, "late-reader", a)
    with pinned(root, "job") as name:  # the default: LATEST's target
        assert name == d and (out / "datasets" / ".pins" / f"{d}--job.json").exists()
    assert not (out / "datasets" / ".pins" / f"{d}--job.json").exists()
    # derived images no remaining version links were pruned from the cache
    cached = [p for p in (out / "datasets" / ".cache").rglob("*.png")]
    assert cached and all(os.stat(p).st_nlink >= 2 for p in cached)
    # A frame written again (a rerun re-extracting it) is a new file: the version's linked image is unchanged.
    ds = out / "datasets" / d
    rel = next(r for r in manifest(ds)["files"] if r.startswith("images/"))
    frame = next(p for p in (out / "frames").rglob("*.png") if os.path.samefile(p, ds / rel))
    root.write_bytes(frame.relative_to(out).as_posix(), b"re-extracted")
    assert frame.read_bytes() == b"re-extracted"
    assert hashlib.sha256((ds / rel).read_bytes()).hexdigest() == manifest(ds)["files"][rel]


RUNNER = Path(__file__).with_name("run_day.py")


def _run(src: Path, out: Path, day: str, crash_at: str | None = None) -> int:
    proc = subprocess.run([sys.executable, str(RUNNER), str(src), str(out), day, *([crash_at] if crash_at else [])],
                          capture_output=True, timeout=300)
    assert proc.returncode in (0, -signal.SIGKILL), proc.stderr.decode()[-2000:]
    return proc.returncode


def test_killed_second_build_leaves_the_first_version_alone(source: Path, tmp_path: Path) -> None:
    ref, out = tmp_path / "ref", tmp_path / "out"
    for o in (ref, out):
        assert _run(source, o, DAY1) == 0
    assert _run(source, ref, DAY2) == 0
    first = (out / "datasets" / "LATEST").read_text().strip()
    before = snapshot(out / "datasets" / first)
    # killed while linking the second version's files (the 20th file)
    assert _run(source, out, DAY2, "export.file@20") == -signal.SIGKILL
    visible = sorted(p.name for p in (out / "datasets").iterdir() if not p.name.startswith("."))
    assert visible == sorted(["LATEST", first]) and (out / "datasets" / "LATEST").read_text().strip() == first
    assert snapshot(out / "datasets" / first) == before
    assert _run(source, out, DAY2) == 0
    assert snapshot(out, published_only=True) == snapshot(ref, published_only=True)
    assert not any(p.name.startswith((".staging-", ".trash-")) for p in (out / "datasets").iterdir())
