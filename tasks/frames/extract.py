"""Frames of a recording's steps in one forward pass (a second when the clock is corrected), the clock checked
against the video on the way.

One entry, shaped like LeRobot's `decode_video_frames(video_path, timestamps, tolerance_s, backend)`:
`extract_step_frames(video, pre_ev, post_ev, tolerance_ms=..., clock=..., store=..., frame_dir=...)` takes the
video (a path or an open `VideoReader`), the times asked for (event clock, one pre and one post per step), how
old the frame on screen may be, the recording's clock (`schemas/frames.py:VideoClock`) and the run's policy
(`FrameOptions`: image format and quality, encoder, decoder, the clock check). Every argument is data but the
two backends, each of one signature whatever is behind it: `store` (`FrameStore`: where kept frames are written
and removed; the stage's storage, local or object store, or a test's dict) and `redact` (`FrameFilter`: what a
kept frame goes through before it is encoded; the privacy redactor, an OCR reader, or nothing). A bad call or a
video that does not decode raises an error that says what to do."""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import polars as pl

from cuaflow.connectors.video import VideoError, VideoReader, colour_thumbnail, grey_thumbnail
from cuaflow.schemas.frames import FrameOptions, VideoClock
from cuaflow.tasks.frames.select import FrameEncoder, FrameHit, frame_name, select_frames
from cuaflow.tasks.recording.align import (
    FEATURE_ROWS,
    CursorTrack,
    Decision,
    Estimate,
    MotionFeatures,
    Segment,
    cell_size,
    changed_cells,
    decide,
    estimate_offset,
    evidence_spans,
    to_event_ms,
    to_video_ms,
)
from cuaflow.tasks.targets.regions import change_table

# A video that does not decode: what the caller should do about it.
REMEDY = "expected H.264 frames throughout; re-export or re-upload the video"


class FrameStore(Protocol):
    """Where kept frames go (paths relative to the output root): one signature for every storage backend."""

    def put_frame(self, rel: str, data: bytes, /) -> None: ...

    def remove_output(self, rel: str, /) -> None: ...


class FrameFilter(Protocol):
    """What a kept frame goes through before it is encoded (RGB in, RGB out): the recording's redactor."""

    def __call__(self, pts_ms: float, rgb: np.ndarray, /) -> np.ndarray: ...


@dataclass
class StepFrames:
    """The frames of a recording's steps, and what the video said about the clock."""

    pre: list[FrameHit]
    post: list[FrameHit]
    decision: Decision | None  # None when alignment checking is off
    estimate: Estimate | None
    effect_cells: list[int | None]  # per step: changed cells pre → post outside the cursor (None: not measured)
    written: set[float]  # pts of the frames written
    passes: int
    changes: pl.DataFrame | None = None  # tasks/targets/regions.py: what changed since a step's snapshot, by position


def extract_step_frames(video: VideoReader | str | Path, pre_ev: Sequence[float], post_ev: Sequence[float], *,
                        tolerance_ms: float | None, clock: VideoClock, store: FrameStore, frame_dir: str,
                        options: FrameOptions | None = None, redact: FrameFilter | None = None,
                        cursor: CursorTrack | None = None, probes: Sequence[float | None] = ()) -> StepFrames:
    """Pre/post frames for event-clock times `pre_ev`/`post_ev` (one of each per step): for each, the last frame
    at or before it, none if that frame is older than `tolerance_ms` or the time falls in one of `clock.holes`
    (`FrameHit.miss` says why). Each kept frame goes through `redact`, is encoded as `options` say and written to
    `store` under `frame_dir`; none is taken from inside `clock.private_ranges`.

    One forward pass picks the frames under the log-derived offset and, with `options.alignment` on and the logged
    `cursor` given, feeds the alignment features the frames within ±search_ms of a request (the offsets the
    estimator tries; on a long busy recording a few pairs a second of them that the log can score,
    `align.evidence_spans`): nothing else is decoded but the reference pictures those frames need. If the policy
    moves the offset, a second pass over just the moved requests picks the new frames (frames already written are
    not encoded twice; frames no longer used are removed). `probes` (per step, or none): when the snapshot a step
    may need was logged (event clock); those frames are only looked at, for the change maps of
    `tasks/targets/regions.py`.

    Raises `ValueError` on requests that do not pair up and `VideoError` (with what to do) on a video that does
    not decode."""
    _check(pre_ev, post_ev, probes, tolerance_ms)
    opts = options or FrameOptions()
    try:
        with _opened(video, opts) as reader:
            return _extract(_Extraction(reader, tolerance_ms, clock, opts, _Output(store, frame_dir, opts, redact),
                                        cursor, probes), list(pre_ev), list(post_ev))
    except VideoError as exc:
        raise VideoError(f"decoding failed ({exc}); {REMEDY}") from exc


def _check(pre_ev: Sequence[float], post_ev: Sequence[float], probes: Sequence[float | None],
           tolerance_ms: float | None) -> None:
    if len(pre_ev) != len(post_ev):
        raise ValueError(f"{len(pre_ev)} pre-action times but {len(post_ev)} post-action times; expected one of "
                         "each per step (tasks/frames/choice.py:frame_requests gives both)")
    if probes and len(probes) != len(pre_ev):
        raise ValueError(f"{len(probes)} probes for {len(pre_ev)} steps; expected one per step (None where a step "
                         "has no snapshot, tasks/targets/targets.py:snapshot_probes) or none at all")
    if tolerance_ms is not None and tolerance_ms <= 0:
        raise ValueError(f"tolerance_ms {tolerance_ms} is not positive; expected how old the frame on screen may "
                         "be (frames.max_frame_age_ms), or None for any age")


@contextlib.contextmanager
def _opened(video: VideoReader | str | Path, options: FrameOptions) -> Iterator[VideoReader]:
    """The reader: the caller's (left open), or one opened on the path for the extraction."""
    if isinstance(video, VideoReader):
        yield video
        return
    with VideoReader(str(video), threads=options.frames.decoder_threads) as reader:
        yield reader


def _extract(ex: _Extraction, pre_ev: list[float], post_ev: list[float]) -> StepFrames:
    clock, al, track = ex.clock, ex.options.alignment, ex.track
    all_ev = [*pre_ev, *post_ev]
    times = [t - clock.offset_ms for t in all_ev]
    feats = ex.features() if track is not None else None
    spans: Callable[[np.ndarray], Sequence[tuple[float, float]]] | None = None
    if feats is not None and track is not None:
        spans = functools.partial(evidence_spans, requests=times, track=track, log_offset_ms=clock.offset_ms,
                                  search_ms=al.search_ms)
    log_segments = (Segment(0.0, float(clock.offset_ms), 0.0, 0.0),)
    hits, written = ex.run(times, set(), feats, spans, log_segments)
    chosen = [hits[t] for t in times]
    est: Estimate | None = None
    decision: Decision | None = None
    if feats is not None and track is not None:
        est = estimate_offset(feats, track, clock.offset_ms, search_ms=al.search_ms,
                              evidence_pairs=al.evidence_pairs, min_confidence=al.min_confidence)
        decision = decide(est, clock.offset_ms, clock.source, min_confidence=al.min_confidence,
                          on_disagreement=al.on_disagreement, recording_id=clock.recording_id)
        if decision.source == "video_estimate":
            chosen, written = ex.moved(all_ev, decision.segments, written)
    n = len(pre_ev)
    segments = decision.segments if decision is not None else log_segments
    effect = ex.effect_cells(pre_ev, post_ev, chosen[:n], chosen[n:], segments,
                             feats.ambient() if feats is not None else None)
    used = {h.pts_ms for h in chosen if h.pts_ms is not None} | ex.probed
    changes = change_table(ex.colour, used, (ex.width, ex.height), segments, ex.cursor, clock.scale,
                           [h.pts_ms for h in chosen[:n]], ex.probe_times) if ex.probe_times else None
    return StepFrames(chosen[:n], chosen[n:], decision, est, effect, written, ex.passes, changes)


class _Output:
    """Kept frames: through the filter, encoded, written under `frame_dir`; one fresh encoder per pass."""

    def __init__(self, store: FrameStore, frame_dir: str, options: FrameOptions, redact: FrameFilter | None) -> None:
        self.store, self.frame_dir, self.options, self.redact = store, frame_dir, options, redact

    def path(self, pts: float) -> str:
        return f"{self.frame_dir}/{frame_name(pts, self.options.image_format)}"

    def encoder(self) -> FrameEncoder:
        o = self.options
        return FrameEncoder(o.image_format, o.image_quality, o.frames,
                            lambda pts, data: self.store.put_frame(self.path(pts), data), self.redact)

    def remove(self, pts: float) -> None:
        self.store.remove_output(self.path(pts))


class _Extraction:
    """One recording's decode passes: frames encoded once, thumbnails of the kept frames for the effect."""

    def __init__(self, reader: VideoReader, tolerance_ms: float | None, clock: VideoClock, options: FrameOptions,
                 out: _Output, cursor: CursorTrack | None, probes: Sequence[float | None]) -> None:
        self.reader, self.tolerance_ms, self.clock, self.options, self.out = reader, tolerance_ms, clock, options, out
        self.cursor = cursor  # masked in the change maps
        # the logged cursor drives the clock check (None: no check)
        self.track = cursor if options.alignment.enabled and cursor is not None and cursor.t_ms.size > 0 else None
        self.probe_times = probes  # per step (event clock)
        self.probes = sorted({t for t in probes if t is not None})
        self.probed: set[float] = set()  # pts of the frames the last pass looked at for the probes
        # colour thumbnails for the change maps (tasks/targets/regions.py): only when a snapshot predates a step
        self.colour: dict[float, np.ndarray] = {}
        info = reader.info()
        self.width, self.height = info.width or 1, info.height or 1
        self.cell = cell_size(self.width)
        self.thumb = (max(1, self.width // self.cell), max(1, self.height // self.cell))
        self.thumbs: dict[float, np.ndarray] = {}
        self.passes = 0

    def features(self) -> MotionFeatures:
        return MotionFeatures(self.width, self.height, self.cell)

    def run(self, times: list[float], skip: set[float], feats: MotionFeatures | None,
            spans: Callable[[np.ndarray], Sequence[tuple[float, float]]] | None, segments: Sequence[Segment]
            ) -> tuple[dict[float, FrameHit], set[float]]:
        """One pass: the frames at `times` encoded (but those in `skip` and any from a private span); `spans`
        gives, from every frame's time, the spans whose frames `feats` sees."""
        written: set[float] = set()
        tw, th = self.thumb
        self.passes += 1
        self.probed = set()
        reader, private_ranges = self.reader, self.clock.private_ranges
        enc = self.out.encoder()

        def keep(pts: float, frame: Any) -> None:
            self.thumbs[pts] = grey_thumbnail(frame, tw, th)
            if self.probes:
                self.colour[pts] = colour_thumbnail(frame, tw, th)
            private = any(a <= to_event_ms([pts], segments)[0] <= b for a, b in private_ranges)
            if pts not in skip and not private:  # no frame from inside a private span, ever
                enc(pts, frame)
                written.add(pts)

        def on_decoded(pts: float, frame: Any, contiguous: bool) -> None:
            feats.add(pts, grey_thumbnail(frame, tw, th, FEATURE_ROWS), contiguous)  # type: ignore[union-attr]

        def look(pts: float, frame: Any) -> None:
            if pts not in self.colour:
                self.colour[pts] = colour_thumbnail(frame, tw, th)
            self.probed.add(pts)

        try:
            hits = select_frames(reader, times, video_end_ms=self.clock.end_ms, max_age_ms=self.tolerance_ms,
                                 on_frame=keep, on_decoded=on_decoded if feats is not None else None,
                                 spans=spans(reader.packet_index().ms) if spans is not None else (),
                                 holes=self.clock.holes, on_probe=look,
                                 probes=[float(v) for v in to_video_ms(self.probes, segments)])
        finally:
            enc.close()
        return hits, written

    def moved(self, all_ev: list[float], segments: Sequence[Segment], written: set[float]
              ) -> tuple[list[FrameHit], set[float]]:
        """The frames under a corrected clock: a second pass over the moved requests; frames no longer used go."""
        new_times = [float(v) for v in to_video_ms(all_ev, segments)]
        hits, written2 = self.run(sorted(set(new_times)), written, None, None, segments)
        chosen = [hits[t] for t in new_times]
        used = {h.pts_ms for h in chosen if h.pts_ms is not None}
        for pts in sorted(written - used):
            self.out.remove(pts)
        return chosen, (written | written2) & used

    def effect_cells(self, pre_ev: list[float], post_ev: list[float], pre: list[FrameHit], post: list[FrameHit],
                     segments: Sequence[Segment], ambient: np.ndarray | None) -> list[int | None]:
        """Per step: changed cells pre → post outside the cursor at both moments (None: not measured)."""
        effect: list[int | None] = []
        track = self.track
        for e0, e1, a, b in zip(pre_ev, post_ev, pre, post, strict=True):
            if a.pts_ms is None or b.pts_ms is None or a.pts_ms == b.pts_ms or a.pts_ms not in self.thumbs:
                effect.append(None)
                continue
            masks: list[tuple[float, float]] = []
            if track is not None:
                # where the cursor is drawn in each frame: at the frame's own moment (it may still be moving)
                shown = to_event_ms([a.pts_ms, b.pts_ms], segments)
                xs, ys = track.at(np.asarray([e0, e1, *shown], dtype=np.float64))
                masks = [(float(x), float(y)) for x, y in zip(xs, ys, strict=True)]
            effect.append(changed_cells(self.thumbs[a.pts_ms], self.thumbs[b.pts_ms], masks, self.cell, ambient,
                                        self.clock.scale))
        return effect
