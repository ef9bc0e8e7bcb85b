"""The runner: the bookkeeping of every per-recording stage, written once.

For each stage it fingerprints the inputs (the previous stage's fingerprint, or the source's content hash
for the first stage, plus the settings the stage declares and the code version), skips the stage when its
marker matches, loads the work files the stage reads, hands the stage body plain data, persists what the
body returns, then commits the marker (last: a crash before it redoes the stage). Bad data never crashes a
run: a `Quarantine` raised by a body, or any unexpected non-transient error, quarantines the recording
through `quarantine()`, the one place a quarantined result is made. Transient storage errors propagate so
the orchestrator retries them. Nothing here depends on Prefect.

Its helpers live beside it, each for one job, and nothing imports the runner for them: Parquet I/O
(`tasks/parquet_io.py`), the code version and digests (`tasks/versioning.py`), fault injection
(`tasks/faults.py`)."""

from __future__ import annotations

import ctypes
import gc
import hashlib
import json
import threading
import time
import traceback
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, TypeAlias

import polars as pl
import pyarrow as pa

from cuaflow.connectors.base import FrameSide
from cuaflow.connectors.storage import OutputFault, PartitionLock, Root, UnsafePath, is_permanent_oserror, roots
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.recording import LoadedRecording, Quarantine, RecordingRef
from cuaflow.schemas.work import (
    Marker,
    StageFacts,
    StageName,
    StageResult,
    WorkFile,
    frame_dir,
    marker_path,
    work_dir,
    work_path,
)
from cuaflow.tasks.faults import checkpoint
from cuaflow.tasks.parquet_io import read_parquet, row_groups, write_parquet, write_parquet_stream
from cuaflow.tasks.versioning import CODE_VERSION, digest

TRANSIENT = (ConnectionError, TimeoutError, OSError)
PERMANENT = (FileNotFoundError, IsADirectoryError, NotADirectoryError, PermissionError, UnsafePath)


def is_transient(exc: BaseException) -> bool:
    """Storage hiccups worth retrying (network, timeouts, throttling surface as OSError from fsspec)."""
    return isinstance(exc, TRANSIENT) and not isinstance(exc, PERMANENT) and not is_permanent_oserror(exc)


# ------------------------------------------------------------------ one quarantine convention
def quarantine(ref: RecordingRef, stage: str, reason: str) -> StageResult:
    """The result of a recording that cannot go on; `reason` says what a person should do about it."""
    return StageResult(recording_id=ref.recording_id, date=ref.date, source_path=ref.path, stage=stage,
                       status="quarantined", fingerprint=digest("quarantine", reason, CODE_VERSION), reason=reason)


# ------------------------------------------------------------------ the recording document, read once
class _RecordingMemo:
    """`recording.json` parsed once per recording and process: the first stage puts what it wrote, later
    stages and publish get it back; a process that did not run the first stage (a remote worker) reads the
    file once. Bounded, so a long-lived worker does not grow."""

    def __init__(self, size: int = 512) -> None:
        self.size, self.lock = size, threading.Lock()
        self.docs: OrderedDict[tuple[str, str], LoadedRecording] = OrderedDict()

    def put(self, key: tuple[str, str], rec: LoadedRecording | None) -> None:
        with self.lock:
            self.docs.pop(key, None)
            if rec is not None:
                self.docs[key] = rec
                while len(self.docs) > self.size:
                    self.docs.popitem(last=False)

    def get(self, key: tuple[str, str]) -> LoadedRecording | None:
        with self.lock:
            return self.docs.get(key)


_memo = _RecordingMemo()


def _parse_recording(text: str | bytes) -> LoadedRecording:
    return LoadedRecording.model_validate(json.loads(text))


def load_recording(out: Root, ref: RecordingRef) -> LoadedRecording:
    """The recording's metadata as the first stage wrote it (without its tables)."""
    key = (out.url, work_dir(ref))
    rec = _memo.get(key)
    if rec is None:
        rec = _parse_recording(out.read_bytes(work_path(ref, WorkFile.RECORDING)))
        _memo.put(key, rec)
    return rec


def read_marker(out: Root, ref: RecordingRef, stage: str) -> Marker | None:
    rel = marker_path(ref, stage)
    if not out.exists(rel):
        return None
    try:
        return Marker.model_validate_json(out.read_bytes(rel))
    except (ValueError, OSError):
        return None  # a damaged marker means: redo the stage


def commit(out: Root, ref: RecordingRef, result: StageResult, facts: StageFacts | None = None) -> None:
    out.write_text(marker_path(ref, result.stage), Marker.of(result, facts).to_json())


# ------------------------------------------------------------------ what a stage body sees and returns
@dataclass(frozen=True)
class StageIO:
    """The only storage a body touches, and only when it must stream (video in, frames out)."""

    open_source: Callable[[str], AbstractContextManager[IO[bytes]]]
    delivered_frame: Callable[[int, FrameSide], bytes | None]  # the source's own image of its step, if any
    put_frame: Callable[[str, bytes], None]  # path relative to the output root
    remove_output: Callable[[str], None]  # a file this stage wrote and no longer uses
    remove_tree: Callable[[str], None]  # a folder this stage owns, emptied before it writes again
    read_output: Callable[[str], bytes]  # a file of the output root (a frame an earlier stage wrote)
    # a work file of the recording one Parquet row group at a time (Arrow, every column): what a stage passes on
    # without holding it whole
    row_groups: Callable[[WorkFile], Iterator[pa.Table]]


@dataclass(frozen=True)
class StageInput:
    ctx: RunContext
    ref: RecordingRef
    rec: LoadedRecording  # the recording's metadata (its events are in `tables` for the first stage)
    tables: dict[WorkFile, pl.DataFrame]  # the work files the stage reads (absent optional ones are missing)
    io: StageIO


# A table a stage returns: whole, or streamed as consecutive parts (written one row group at a time).
OutputTable: TypeAlias = pl.DataFrame | pa.Table | Iterable[pl.DataFrame | pa.Table]


@dataclass
class StageOutput:
    tables: Mapping[WorkFile, OutputTable] = field(default_factory=dict)
    facts: StageFacts | None = None
    recording: LoadedRecording | None = None  # written as recording.json (first stage only)


@dataclass(frozen=True)
class Stage:
    """One per-recording stage: what it reads, what its result depends on, and its body."""

    name: StageName
    body: Callable[[StageInput], StageOutput]
    settings: Callable[[RunContext], tuple[Any, ...]]  # settings its output depends on (fingerprinted)
    reads: tuple[WorkFile, ...] = ()
    optional: tuple[WorkFile, ...] = ()  # read when present
    # the columns a body uses of a work file it reads, when not all (an events table is mostly raw text)
    columns: tuple[tuple[WorkFile, tuple[str, ...]], ...] = ()
    # text columns it reads as Categorical (few values or mostly nulls: 4 bytes a row, not a 16-byte view)
    categorical: tuple[tuple[WorkFile, tuple[str, ...]], ...] = ()
    # The first stage reads the source: the loader's content hash starts the fingerprint chain.
    load_source: Callable[[Root, RecordingRef, RunContext], LoadedRecording] | None = None


_CODE_ROOT = Path(__file__).resolve().parents[1]  # the folder holding tasks/, connectors/, schemas/


def unexpected_reason(stage: str, ref: RecordingRef, exc: BaseException) -> str:
    """A failure no check foresaw, said as well as it can be: the stage, the exception, the innermost cuaflow
    function it came from and the recording's folder (where to look, and what to report)."""
    ours = [(f, Path(f.filename).resolve()) for f in traceback.extract_tb(exc.__traceback__)]
    ours = [(f, p.relative_to(_CODE_ROOT)) for f, p in ours if p.is_relative_to(_CODE_ROOT)
            and p.relative_to(_CODE_ROOT).parts[0] in ("connectors", "tasks", "schemas", "flows")
            and p != Path(__file__).resolve()]  # the bookkeeping that called the body is never the place
    at = f" (in {ours[-1][1].as_posix()}:{ours[-1][0].lineno} {ours[-1][0].name})" if ours else ""
    return (f"{stage}: unexpected {type(exc).__name__}: {str(exc)[:500]}{at}; reading {ref.path}; expected input the "
            "earlier checks bound: report this with the recording")[:2000]


def run_stage(stage: Stage, ctx: RunContext, ref: RecordingRef, prev: StageResult | None = None) -> StageResult:
    """Run one stage for one recording (or reuse its committed output)."""
    t0, c0 = time.monotonic(), time.thread_time()
    try:
        res = _run(stage, ctx, ref, prev)
    except Exception as exc:
        if is_transient(exc) or isinstance(exc, OutputFault):  # the machine's fault is not the recording's
            with suppress(AttributeError):  # the orchestrator names the stage if retries do not help
                exc.cuaflow_stage = stage.name.value  # type: ignore[attr-defined]
            raise
        reason = str(exc) if isinstance(exc, Quarantine) else unexpected_reason(stage.name.value, ref, exc)
        res = quarantine(ref, stage.name.value, reason)
        with suppress(Exception):  # the returned result still carries the reason
            out = roots(ctx)[1]
            # what an earlier run on other content left (frames, work files): a fresh run has none of it
            out.remove_tree(frame_dir(ref))
            out.remove_tree(work_dir(ref))
            commit(out, ref, res)
    return res.model_copy(update={"seconds": round(time.monotonic() - t0, 3),
                                  "cpu_seconds": round(time.thread_time() - c0, 3)})


def _run(stage: Stage, ctx: RunContext, ref: RecordingRef, prev: StageResult | None) -> StageResult:
    if prev is not None and prev.status != "ok":  # an upstream quarantine passes through, naming its stage
        return prev.model_copy(update={"reused": True})
    src, out = roots(ctx)
    key = (out.url, work_dir(ref))
    if stage.load_source is not None:
        try:
            rec = stage.load_source(src, ref, ctx)
        except UnsafePath as exc:
            raise Quarantine(str(exc)) from exc
        upstream = rec.input_hash
    else:
        assert prev is not None, f"stage {stage.name} needs the previous stage's result"
        rec, upstream = None, prev.fingerprint
    fp = digest(upstream, *stage.settings(ctx), CODE_VERSION)
    marker = read_marker(out, ref, stage.name.value)
    if marker and not ctx.force and marker.fingerprint == fp:
        if rec is not None:
            _memo.put(key, _stored(rec))
        return marker.result(reused=True)

    if stage.load_source is not None:
        # the source changed (or the settings): every work file of the earlier run is stale, including the optional
        # ones the new content may not produce (a delivery whose StructuredTrajectory.json was withdrawn)
        out.remove_tree(work_dir(ref))

    def read(name: WorkFile) -> pl.DataFrame:
        cols = dict(stage.columns).get(name)
        return read_parquet(out, work_path(ref, name), list(cols) if cols else None,
                            dict(stage.categorical).get(name, ()))

    tables = {name: read(name) for name in stage.reads}
    tables |= {name: read(name) for name in stage.optional if out.exists(work_path(ref, name))}
    if rec is None:
        rec = load_recording(out, ref)
    output = stage.body(StageInput(ctx=ctx, ref=ref, rec=rec, tables=tables, io=_stage_io(src, out, ref, rec)))
    del tables  # what the body still needs, it holds

    written, output.tables = dict(output.tables), {}
    for name in list(written):
        table = written.pop(name)  # each table is released once written
        if isinstance(table, pl.DataFrame | pa.Table):
            write_parquet(out, work_path(ref, name), table)
        else:
            write_parquet_stream(out, work_path(ref, name), table)
        del table
    if output.recording is not None:
        text = output.recording.model_dump_json(exclude={"events", "vendor_steps", "redactions"}, indent=1)
        out.write_text(work_path(ref, WorkFile.RECORDING), text)
        _memo.put(key, _parse_recording(text))
    res = StageResult(recording_id=ref.recording_id, date=ref.date, source_path=ref.path, stage=stage.name.value,
                      status="ok", fingerprint=fp)
    checkpoint(stage.name.value)
    commit(out, ref, res, output.facts)
    return res


def _stored(rec: LoadedRecording) -> LoadedRecording:
    """The recording exactly as a later stage would read it back from recording.json."""
    return _parse_recording(rec.model_dump_json(exclude={"events", "vendor_steps", "redactions"}))


def _stage_io(src: Root, out: Root, ref: RecordingRef, rec: LoadedRecording) -> StageIO:
    from cuaflow.connectors import registry  # the formats' readers (video, logs) load when a stage runs

    connector = registry.connector(rec.meta.source_format)

    def delivered_frame(step: int, side: FrameSide) -> bytes | None:
        return connector.delivered_frame(src, rec, step, side)

    @contextmanager
    def open_source(rel: str) -> Iterator[IO[bytes]]:
        with src.open(rel, "rb") as fh:
            yield fh

    def put_frame(rel: str, data: bytes) -> None:
        out.write_bytes(rel, data)
        checkpoint("frames.frame")

    def groups(name: WorkFile) -> Iterator[pa.Table]:
        return row_groups(out, work_path(ref, name))

    return StageIO(open_source=open_source, delivered_frame=delivered_frame, put_frame=put_frame,
                   remove_output=out.remove, remove_tree=out.remove_tree, read_output=out.read_bytes,
                   row_groups=groups)


def release_memory() -> None:
    """Hand the memory a stage freed back to the system before the next one: Arrow's pool and the C heap keep
    freed pages otherwise, and a whole run's peak would be the sum of its stages' high-water marks."""
    pa.default_memory_pool().release_unused()
    with suppress(OSError, AttributeError):  # glibc only; elsewhere the allocator decides
        ctypes.CDLL("libc.so.6").malloc_trim(0)


_settled = threading.Event()


def settle_long_lived() -> None:
    """Once per process, after its first recording's first stage: what that stage loaded for the rest of the
    process (the privacy recognisers' tables, libphonenumber's regions, the public-suffix list, their modules) is
    kept out of later garbage collections (`gc.freeze`, as the CLI does after its imports): each full collection
    would traverse those ~120 k objects again (tests/benchmarks/README.md, "Privacy"). What later stages and
    recordings allocate is collected as before."""
    if not _settled.is_set():
        _settled.set()
        gc.freeze()


def run_chain(stages: tuple[Stage, ...], ctx: RunContext, ref: RecordingRef) -> StageResult:
    """Every stage of one recording in order: the last stage's result, with each stage's seconds. A transient
    error propagates (the caller retries the chain; finished stages are skipped by their markers)."""
    res: StageResult | None = None
    seconds: dict[str, float] = {}
    cpu: dict[str, float] = {}
    # Two runs of the same day at once (a backfill beside the nightly) would otherwise race on the recording's
    # work folder: a fresh ingest removes the stale work files another run is still reading. The second waits,
    # then finds the first's markers and reuses them. One of 256 lock files by the recording's hash: bounded files,
    # and two recordings of one run rarely share one.
    stripe = int(hashlib.sha256(f"{ref.date}/{ref.recording_id}".encode()).hexdigest()[:8], 16) % 256
    with PartitionLock(roots(ctx)[1], f"recordings-{stripe:03d}"):
        for stage in stages:
            res = run_stage(stage, ctx, ref, res)
            seconds[stage.name.value], cpu[stage.name.value] = res.seconds, res.cpu_seconds
            release_memory()
            settle_long_lived()
    assert res is not None
    return res.model_copy(update={"stage_seconds": seconds, "stage_cpu_seconds": cpu})
