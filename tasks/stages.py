"""The per-recording stages, each idempotent on its own.

A stage writes its outputs under `_work/date=<D>/<recording_id>/` and then a marker
`<stage>.done.json` holding the fingerprint of everything it depended on (the previous stage's
fingerprint, its settings, the code version). The marker is written last: a stage whose marker
matches is skipped, one whose marker is missing or stale is redone from scratch. Nothing here
depends on Prefect; `tasks.prefect_tasks` wraps these functions."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import io
import json
import os
import signal
import time
from collections.abc import Callable, Iterator
from typing import Any, Literal

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq
from pydantic import BaseModel

from cuaflow.connectors import registry
from cuaflow.connectors.base import FrameSide
from cuaflow.connectors.storage import Root, UnsafePath, open_root
from cuaflow.connectors.video import VideoError, VideoReader
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.events import EventKind
from cuaflow.schemas.recording import AxSnapshot, LoadedRecording, Quarantine, RecordingMeta, RecordingRef
from cuaflow.schemas.steps import StepKind
from cuaflow.tasks import frames as frames_mod
from cuaflow.tasks import ingest
from cuaflow.tasks.align import CursorTrack, Decision, Segment, to_event_ms, to_video_ms
from cuaflow.tasks.compare import compare
from cuaflow.tasks.group import group_events
from cuaflow.tasks.normalise import finish_steps, normalise_steps, with_utc
from cuaflow.tasks.samples import build_samples
from cuaflow.tasks.secrets import in_ranges
from cuaflow.tasks.split import assign_split, task_key

CODE_VERSION = "cuaflow-stages-3"
Status = Literal["ok", "quarantined"]
TRANSIENT = (ConnectionError, TimeoutError, OSError)
PERMANENT = (FileNotFoundError, IsADirectoryError, NotADirectoryError, PermissionError, UnsafePath)
CRASH_ENV = "CUAFLOW_CRASH_AT"  # fault injection for the crash-safety tests: SIGKILL at a named point


def is_transient(exc: BaseException) -> bool:
    """Storage hiccups worth retrying (network, timeouts, throttling surface as OSError from fsspec)."""
    return isinstance(exc, TRANSIENT) and not isinstance(exc, PERMANENT)


def checkpoint(name: str) -> None:
    """A named point where the crash tests kill the process (no effect unless CUAFLOW_CRASH_AT names it)."""
    if os.environ.get(CRASH_ENV) == name:
        os.kill(os.getpid(), signal.SIGKILL)


class StageResult(BaseModel):
    """Small handle passed between tasks (never the data itself)."""

    recording_id: str
    date: str
    source_path: str
    stage: str
    status: Status
    fingerprint: str
    reason: str | None = None
    reused: bool = False
    seconds: float = 0.0  # wall time of this stage in this run (not part of the marker)


def digest(*parts: Any) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(json.dumps(p, sort_keys=True, default=str).encode())
        h.update(b"\x00")
    return h.hexdigest()


def roots(ctx: RunContext) -> tuple[Root, Root]:
    return open_root(ctx.source_url, ctx.options("source")), open_root(ctx.output_url, ctx.options("output"))


def work_dir(ref: RecordingRef) -> str:
    return f"_work/date={ref.date}/{ref.recording_id}"


def parquet_bytes(table: pa.Table) -> bytes:
    buf = io.BytesIO()
    pq.write_table(table, buf, compression="zstd", write_statistics=True)
    return buf.getvalue()


def write_parquet(root: Root, rel: str, df: pl.DataFrame | pa.Table) -> bytes:
    table = df.to_arrow() if isinstance(df, pl.DataFrame) else df
    data = parquet_bytes(table)
    root.write_bytes(rel, data)
    return data


def read_parquet(root: Root, rel: str) -> pl.DataFrame:
    return pl.from_arrow(pq.read_table(io.BytesIO(root.read_bytes(rel))))  # type: ignore[return-value]


def _marker(out: Root, ref: RecordingRef, stage: str) -> dict[str, Any] | None:
    rel = f"{work_dir(ref)}/{stage}.done.json"
    if not out.exists(rel):
        return None
    try:
        return json.loads(out.read_bytes(rel))
    except (ValueError, OSError):
        return None  # a damaged marker means: redo the stage


def _commit(out: Root, ref: RecordingRef, result: StageResult, extra: dict[str, Any] | None = None) -> None:
    body = result.model_dump(exclude={"reused", "seconds"}) | (extra or {})
    out.write_text(f"{work_dir(ref)}/{result.stage}.done.json", json.dumps(body, sort_keys=True, indent=1))


def _reuse(out: Root, ref: RecordingRef, stage: str, fp: str, force: bool) -> StageResult | None:
    m = _marker(out, ref, stage)
    if m and not force and m.get("fingerprint") == fp:
        return StageResult.model_validate({k: m[k] for k in StageResult.model_fields if k in m} | {"reused": True})
    return None


def _result(ref: RecordingRef, stage: str, fp: str, status: Status = "ok", reason: str | None = None) -> StageResult:
    return StageResult(recording_id=ref.recording_id, date=ref.date, source_path=ref.path, stage=stage,
                       status=status, fingerprint=fp, reason=reason)


def _propagate(prev: StageResult, stage: str) -> StageResult:
    return prev.model_copy(update={"stage": stage, "reused": True})


def guarded(stage: str) -> Callable[[Callable[..., StageResult]], Callable[..., StageResult]]:
    """Bad data never crashes a run: an unexpected, non-transient error in a stage quarantines the
    recording with the error as reason. Transient storage errors propagate so the caller retries."""

    def wrap(fn: Callable[..., StageResult]) -> Callable[..., StageResult]:
        @functools.wraps(fn)
        def inner(ctx: RunContext, ref: RecordingRef, *args: Any) -> StageResult:
            t0 = time.monotonic()
            try:
                res = fn(ctx, ref, *args)
                return res.model_copy(update={"seconds": round(time.monotonic() - t0, 3)})
            except Exception as exc:
                if is_transient(exc):
                    raise
                reason = f"{stage}: unexpected {type(exc).__name__}: {exc}"[:2000]
                res = _result(ref, stage, digest("error", reason), "quarantined", reason)
                with contextlib.suppress(Exception):  # the returned result still carries the reason
                    _commit(roots(ctx)[1], ref, res)
                return res

        return inner

    return wrap


def _begin(ctx: RunContext, ref: RecordingRef, prev: StageResult, stage: str,
           *parts: Any) -> tuple[Root, str, StageResult | None]:
    """Every stage after ingest: pass an upstream quarantine through, fingerprint the inputs, and
    reuse the stage's committed output when its marker matches."""
    _, out = roots(ctx)
    if prev.status != "ok":
        return out, "", _propagate(prev, stage)
    fp = digest(prev.fingerprint, *parts, CODE_VERSION)
    return out, fp, _reuse(out, ref, stage, fp, ctx.force)


def _finish(out: Root, ref: RecordingRef, stage: str, fp: str, extra: dict[str, Any] | None = None) -> StageResult:
    res = _result(ref, stage, fp)
    checkpoint(stage)
    _commit(out, ref, res, extra)
    return res


# ------------------------------------------------------------------ ingest
@guarded("ingest")
def run_ingest(ctx: RunContext, ref: RecordingRef) -> StageResult:
    src, out = roots(ctx)
    s = ctx.settings
    try:
        rec = ingest.load(src, ref, s)
    except (Quarantine, UnsafePath) as exc:
        fp = digest("quarantine", str(exc), CODE_VERSION)
        res = _result(ref, "ingest", fp, "quarantined", str(exc))
        _commit(out, ref, res)
        return res
    fp = digest(rec.input_hash, s.quality.model_dump(), s.clock.model_dump(), s.redact_secure_text, CODE_VERSION)
    reused = _reuse(out, ref, "ingest", fp, ctx.force)
    if reused:
        return reused
    wd = work_dir(ref)
    write_parquet(out, f"{wd}/events_raw.parquet", rec.events)  # type: ignore[arg-type]
    out.write_text(f"{wd}/recording.json", rec.model_dump_json(exclude={"events", "vendor_steps"}, indent=1))
    if rec.vendor_steps is not None:
        write_parquet(out, f"{wd}/vendor_steps.parquet", rec.vendor_steps)  # type: ignore[arg-type]
    res = _result(ref, "ingest", fp)
    checkpoint("ingest")
    _commit(out, ref, res)
    return res


def load_recording_json(out: Root, ref: RecordingRef) -> LoadedRecording:
    doc = json.loads(out.read_bytes(f"{work_dir(ref)}/recording.json"))
    doc["events"] = None
    return LoadedRecording.model_validate(doc)


# ------------------------------------------------------------------ group
@guarded("group")
def run_group(ctx: RunContext, ref: RecordingRef, prev: StageResult) -> StageResult:
    out, fp, done = _begin(ctx, ref, prev, "group", ctx.settings.grouping.model_dump())
    if done:
        return done
    wd = work_dir(ref)
    rec = load_recording_json(out, ref)
    events = read_parquet(out, f"{wd}/events_raw.parquet")
    source = registry.connector(rec.meta.source_format)
    meta = rec.meta
    g = group_events(events, ctx.settings.grouping, outcome=meta.outcome, recording_id=ref.recording_id,
                     gestures=source.gestures, keyboard_layout=meta.keyboard_layout, platform=meta.platform,
                     screen=(meta.logical_width, meta.logical_height) if meta.screen_width else None)
    steps, extra = g.steps, {"ignored_counts": g.ignored_counts}
    if out.exists(f"{wd}/vendor_steps.parquet"):
        agreement, steps = compare(steps, read_parquet(out, f"{wd}/vendor_steps.parquet"), source.step_classes)
        extra["vendor_agreement"] = round(agreement, 4)
    write_parquet(out, f"{wd}/events.parquet", g.events)
    write_parquet(out, f"{wd}/steps_grouped.parquet", steps)
    return _finish(out, ref, "group", fp, extra)


# ------------------------------------------------------------------ frames
_NOT_INPUT = (StepKind.WAIT, StepKind.TERMINATE)


def frame_requests(steps: pl.DataFrame, offset_ms: int, settle_ms: int) -> tuple[list[float], list[float]]:
    """Video-clock times of the pre-action and post-action frame of every step.

    pre = the step's start; post = min(next step's start, step end + settle), the screen after the
    action took effect. A `wait` or `terminate` is not an input, so it never cuts that window short; its own pre
    frame is the screen once the previous action settled. `terminate` looks at the final screen:
    its pre frame is taken settle_ms after the last action."""
    starts = steps["t_start_ms"].to_list()
    ends = steps["t_end_ms"].to_list()
    kinds = steps["kind"].to_list()
    pre, post = [], []
    for k, (t0, t1, kind) in enumerate(zip(starts, ends, kinds, strict=True)):
        nxt = next((starts[j] for j in range(k + 1, len(starts)) if kinds[j] not in _NOT_INPUT), None)
        p = t1 + settle_ms if nxt is None else min(max(nxt, t0), t1 + settle_ms)
        if kind == StepKind.WAIT:
            t0, p = min(t0 + settle_ms, t1), t1
        if kind == StepKind.TERMINATE:
            t0 = t1 = p = t0 + settle_ms
        pre.append(float(t0 - offset_ms))
        post.append(float(p - offset_ms))
    return pre, post


_EFFECT_KINDS = {StepKind.CLICK, StepKind.DRAG, StepKind.SCROLL, StepKind.TYPE, StepKind.KEY, StepKind.HOTKEY,
                 StepKind.TAP, StepKind.LONG_PRESS, StepKind.PINCH, StepKind.DEVICE}


def cursor_track(events: pl.DataFrame, meta: RecordingMeta) -> CursorTrack:
    """The logged cursor path in video pixels (what the recorder drew into the video)."""
    mv = events.filter((pl.col("kind") == EventKind.MOUSE_MOVE) & pl.col("x").is_not_null()
                       & pl.col("y").is_not_null() & pl.col("t_ms").is_not_null())
    return CursorTrack.from_points(mv["t_ms"].to_list(), mv["x"].to_list(), mv["y"].to_list(), meta.scale,
                                   meta.screen_width or 0, meta.screen_height or 0)


@guarded("frames")
def run_frames(ctx: RunContext, ref: RecordingRef, prev: StageResult) -> StageResult:
    fs, fmt, al = ctx.settings.frames, ctx.dataset.output.image_format, ctx.settings.alignment
    out, fp, done = _begin(ctx, ref, prev, "frames", fs.model_dump(), fmt, ctx.dataset.output.image_quality,
                           ctx.settings.extract_failed_recordings, al.model_dump())
    if done:
        return done
    src, _ = roots(ctx)
    wd = work_dir(ref)
    rec = load_recording_json(out, ref)
    meta = rec.meta
    steps = read_parquet(out, f"{wd}/steps_grouped.parquet")
    pre_ev, post_ev = frame_requests(steps, 0, fs.settle_ms)  # event clock
    frame_dir = f"frames/date={ref.date}/{ref.recording_id}"
    n = steps.height
    pre_hits: list[frames_mod.FrameHit | None] = [None] * n
    post_hits: list[frames_mod.FrameHit | None] = [None] * n
    effect: list[int | None] = [None] * n
    decision: Decision | None = None
    if meta.outcome != "failure" or ctx.settings.extract_failed_recordings:
        written = [0]

        def sink(pts: float, data: bytes) -> None:
            out.write_bytes(f"{frame_dir}/{frames_mod.frame_name(pts, fmt)}", data)
            written[0] += 1
            if written[0] == 3:
                checkpoint("frames")

        @contextlib.contextmanager
        def open_reader() -> Iterator[VideoReader]:
            with src.open(rec.video_rel or "", "rb") as fh, VideoReader(fh, threads=fs.decoder_threads) as reader:
                yield reader

        track = cursor_track(read_parquet(out, f"{wd}/events.parquet"), meta) if al.enabled else None
        try:
            got = frames_mod.extract_step_frames(
                open_reader, pre_ev, post_ev, log_offset_ms=meta.video_offset_ms, log_source=meta.offset_source,
                track=track, video_end_ms=meta.video.duration_ms, settings=fs, alignment=al,
                encoder=lambda: frames_mod.FrameEncoder(fmt, ctx.dataset.output.image_quality, fs, sink),
                remove=lambda pts: out.remove(f"{frame_dir}/{frames_mod.frame_name(pts, fmt)}"),
                recording_id=ref.recording_id, private_ranges=meta.private_ranges, scale=meta.scale)
        except VideoError as exc:
            reason = f"recording.mp4: decoding failed ({exc}); re-export or re-upload the video"
            res = _result(ref, "frames", digest("quarantine", reason), "quarantined", reason)
            _commit(out, ref, res)
            return res
        decision = got.decision
        if decision is not None and decision.quarantine:
            res = _result(ref, "frames", digest("quarantine", decision.quarantine), "quarantined", decision.quarantine)
            _commit(out, ref, res)
            return res
        pre_hits, post_hits, effect = list(got.pre), list(got.post), got.effect_cells
    segments = decision.segments if decision else (Segment(0.0, float(meta.video_offset_ms), 0.0, 0.0),)
    pre, post = to_video_ms(pre_ev, segments).tolist(), to_video_ms(post_ev, segments).tolist()

    def private(video_ms: float) -> bool:
        return in_ranges(float(to_event_ms([video_ms], segments)[0]), meta.private_ranges)

    def path_of(h: frames_mod.FrameHit | None) -> tuple[str | None, float | None, str | None]:
        if h is None or h.pts_ms is None:
            return None, None, (h.miss if h else None)
        if private(h.pts_ms) or private(h.t_ms):
            return None, None, "private_range"
        return f"{frame_dir}/{frames_mod.frame_name(h.pts_ms, fmt)}", h.pts_ms, None

    cols: dict[str, list[Any]] = {k: [] for k in ("pre_image", "post_image", "pre_frame_pts_ms",
                                                   "post_frame_pts_ms", "flags")}
    vendor_steps = steps["vendor_step"].to_list() if "vendor_step" in steps.columns else [None] * steps.height
    no_effect = 0
    for h_pre, h_post, flags, vstep, kind, cells in zip(pre_hits, post_hits, steps["flags"].to_list(), vendor_steps,
                                                       steps["kind"].to_list(), effect, strict=True):
        p_img, p_pts, p_miss = path_of(h_pre)
        q_img, q_pts, q_miss = path_of(h_post)
        if fs.use_vendor_frames and vstep is not None:
            p_img = _vendor_frame(src, out, rec, vstep, "before", frame_dir, fmt, ctx) or p_img
            q_img = _vendor_frame(src, out, rec, vstep, "after", frame_dir, fmt, ctx) or q_img
        flags = list(flags or [])
        if q_miss == "private_range":  # a post-action frame inside a private span is simply not shown
            q_miss = None
        for miss in (p_miss, q_miss if p_miss is None else None):
            if miss and miss not in flags:
                flags.append(miss)
        if kind in _EFFECT_KINDS and cells is not None and cells < al.effect_min_cells:
            flags.append("no_visible_effect")
            no_effect += 1
        cols["pre_image"].append(p_img)
        cols["post_image"].append(q_img)
        cols["pre_frame_pts_ms"].append(p_pts)
        cols["post_frame_pts_ms"].append(q_pts)
        cols["flags"].append(flags)
    for k, (t0, t1) in enumerate(zip(steps["t_start_ms"].to_list(), steps["t_end_ms"].to_list(), strict=True)):
        if any(t0 <= b and a <= t1 for a, b in meta.private_ranges) and "private_range" not in cols["flags"][k]:
            cols["flags"][k].append("private_range")  # e.g. a wait spanning a private span: not what happened
    framed = steps.with_columns(
        pre_t_ms=pl.Series([int(round(v)) for v in pre], dtype=pl.Int64),
        post_t_ms=pl.Series([int(round(v)) for v in post], dtype=pl.Int64),
        pre_image=pl.Series(cols["pre_image"], dtype=pl.String),
        post_image=pl.Series(cols["post_image"], dtype=pl.String),
        pre_frame_pts_ms=pl.Series(cols["pre_frame_pts_ms"], dtype=pl.Float64),
        post_frame_pts_ms=pl.Series(cols["post_frame_pts_ms"], dtype=pl.Float64),
        flags=pl.Series(cols["flags"], dtype=pl.List(pl.String)),
    )
    write_parquet(out, f"{wd}/steps_framed.parquet", framed)
    kept = {h.pts_ms for h in (*pre_hits, *post_hits) if h is not None and h.pts_ms is not None}
    extra: dict[str, Any] = {"frames_written": len(kept), "no_visible_effect": no_effect}
    if decision is not None:
        extra["alignment"] = alignment_record(decision, meta.video_offset_ms)
    return _finish(out, ref, "frames", fp, extra)


def alignment_record(d: Decision, log_offset_ms: int) -> dict[str, Any]:
    """What the frames stage decided about the clock (marker extra; columns of the recordings table)."""
    return {"video_offset_ms": d.offset_ms, "offset_source": d.source, "log_offset_ms": log_offset_ms,
            "estimated_offset_ms": d.estimated_offset_ms, "confidence": d.confidence,
            "disagreement_ms": d.disagreement_ms, "verified": d.verified,
            "segments": [[round(sg.video_start_ms, 1), round(sg.offset_ms, 1)] for sg in d.segments]}


def _vendor_frame(src: Root, out: Root, rec: LoadedRecording, vstep: int, which: FrameSide, frame_dir: str,
                  fmt: str, ctx: RunContext) -> str | None:
    """A delivered frame, re-encoded to the dataset's image format (deterministic bytes)."""
    data = registry.connector(rec.meta.source_format).delivered_frame(src, rec, vstep, which)
    if data is None:
        return None
    import numpy as np
    from PIL import Image

    rgb = np.asarray(Image.open(io.BytesIO(data)).convert("RGB"))
    target = f"{frame_dir}/vendor-step{vstep:04d}-{which}.{fmt}"
    out.write_bytes(target, frames_mod.encode_image(rgb, fmt, ctx.dataset.output.image_quality, ctx.settings.frames))
    return target


# ------------------------------------------------------------------ normalise
@guarded("normalise")
def run_normalise(ctx: RunContext, ref: RecordingRef, prev: StageResult) -> StageResult:
    out, fp, done = _begin(ctx, ref, prev, "normalise", ctx.settings.redact_secure_text,
                           ctx.settings.scroll.model_dump())
    if done:
        return done
    wd = work_dir(ref)
    rec = load_recording_json(out, ref)
    steps = read_parquet(out, f"{wd}/steps_framed.parquet")
    ax = [AxSnapshot.model_validate(a) for a in rec.ax]
    norm = normalise_steps(steps, rec.meta, ax, ctx.settings.grouping, redact=ctx.settings.redact_secure_text,
                           scroll=ctx.settings.scroll)
    write_parquet(out, f"{wd}/steps.parquet", finish_steps(with_utc(norm, rec.meta)))
    return _finish(out, ref, "normalise", fp)


# ------------------------------------------------------------------ samples
@guarded("samples")
def run_samples(ctx: RunContext, ref: RecordingRef, prev: StageResult) -> StageResult:
    out, fp, done = _begin(ctx, ref, prev, "samples", ctx.dataset.fingerprint())
    if done:
        return done
    wd = work_dir(ref)
    rec = load_recording_json(out, ref)
    steps = read_parquet(out, f"{wd}/steps.parquet")
    split = assign_split(task_key(rec.meta), ctx.dataset)
    if rec.meta.outcome == "failure":
        split = "excluded"
    vendor = f"{wd}/vendor_steps.parquet"
    samples = build_samples(steps, rec.meta, ctx.dataset, split,
                            read_parquet(out, vendor) if out.exists(vendor) else None)
    if split == "excluded":
        samples = samples.head(0)
    write_parquet(out, f"{wd}/samples.parquet", samples)
    return _finish(out, ref, "samples", fp, {"split": split, "n_samples": samples.height})


def run_all(ctx: RunContext, ref: RecordingRef) -> StageResult:
    """The whole per-recording chain, for callers without an orchestrator."""
    r = run_ingest(ctx, ref)
    r = run_group(ctx, ref, r)
    r = run_frames(ctx, ref, r)
    r = run_normalise(ctx, ref, r)
    return run_samples(ctx, ref, r)

