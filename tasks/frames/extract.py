"""Frames of a recording's steps in one forward pass (a second when the clock is corrected), the clock checked
against the video on the way."""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import polars as pl

from cuaflow.connectors.video import VideoReader, colour_thumbnail, grey_thumbnail
from cuaflow.schemas.settings import AlignmentSettings, FrameSettings
from cuaflow.tasks.frames.select import FrameEncoder, FrameHit, select_frames
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


@dataclass(frozen=True)
class FrameJob:
    """Everything the extraction of one recording's frames needs, and nothing else."""

    open_reader: Callable[[], contextlib.AbstractContextManager[VideoReader]]
    settings: FrameSettings
    alignment: AlignmentSettings
    encoder: Callable[[], FrameEncoder]  # a fresh encoder per pass (redaction and encoding of kept frames)
    remove: Callable[[float], None]  # removes a written frame a corrected clock no longer uses
    log_offset_ms: int  # the log-derived offset and where it came from
    log_source: str
    video_end_ms: float | None
    track: CursorTrack | None = None  # the logged cursor (None: no clock check)
    private_ranges: Sequence[tuple[int, int]] = ()  # event clock: no frame from inside them
    holes: Sequence[tuple[float, float]] = ()  # video clock: no frame can be trusted inside them
    scale: float = 1.0
    recording_id: str = ""
    # per step (or empty): when the snapshot the step may need was logged (event clock), whose frame is only
    # looked at; the change maps of `tasks/targets/regions.py` say what changed from there to the step's pre frame
    probes: Sequence[float | None] = ()
    cursor: CursorTrack | None = None  # masked in the change maps (else `track`)


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


def extract_step_frames(job: FrameJob, pre_ev: list[float], post_ev: list[float]) -> StepFrames:
    """Pre/post frames for event-clock times `pre_ev`/`post_ev`.

    One forward pass picks the frames under the log-derived offset and, on the way, feeds the alignment
    features the frames within ±search_ms of a request (the offsets the estimator tries; on a long busy
    recording a few pairs a second of them that the log can score, `align.evidence_spans`): nothing else is
    decoded but the reference pictures those frames need. If the policy moves the offset, a second pass over
    just the moved requests picks the new frames (frames already written are not encoded twice; frames no
    longer used are removed)."""
    ex, al, track = _Extraction(job), job.alignment, job.track
    all_ev = [*pre_ev, *post_ev]
    times = [t - job.log_offset_ms for t in all_ev]
    feats = ex.features() if al.enabled and track is not None and track.t_ms.size > 0 else None
    spans: Callable[[np.ndarray], Sequence[tuple[float, float]]] | None = None
    if feats is not None and track is not None:
        spans = functools.partial(evidence_spans, requests=times, track=track, log_offset_ms=job.log_offset_ms,
                                  search_ms=al.search_ms)
    log_segments = (Segment(0.0, float(job.log_offset_ms), 0.0, 0.0),)
    hits, written = ex.run(times, set(), feats, spans, log_segments)
    chosen = [hits[t] for t in times]
    est: Estimate | None = None
    decision: Decision | None = None
    if feats is not None and track is not None:
        est = estimate_offset(feats, track, job.log_offset_ms, search_ms=al.search_ms,
                              evidence_pairs=al.evidence_pairs, min_confidence=al.min_confidence)
        decision = decide(est, job.log_offset_ms, job.log_source, min_confidence=al.min_confidence,
                          on_disagreement=al.on_disagreement, recording_id=job.recording_id)
        if decision.source == "video_estimate":
            chosen, written = ex.moved(all_ev, decision.segments, written, job.remove)
    n = len(pre_ev)
    segments = decision.segments if decision is not None else log_segments
    effect = ex.effect_cells(pre_ev, post_ev, chosen[:n], chosen[n:], track, segments,
                             feats.ambient() if feats is not None else None, job.scale)
    used = {h.pts_ms for h in chosen if h.pts_ms is not None} | ex.probed
    changes = change_table(ex.colour, used, (ex.width, ex.height), segments, job.cursor or track, job.scale,
                           [h.pts_ms for h in chosen[:n]], job.probes) if job.probes else None
    return StepFrames(chosen[:n], chosen[n:], decision, est, effect, written, ex.passes, changes)


class _Extraction:
    """One recording's decode passes: frames encoded once, thumbnails of the kept frames for the effect."""

    def __init__(self, job: FrameJob) -> None:
        self.open_reader, self.settings, self.encoder = job.open_reader, job.settings, job.encoder
        self.video_end_ms, self.private_ranges, self.holes = job.video_end_ms, job.private_ranges, job.holes
        self.probes = sorted({t for t in job.probes if t is not None})  # event clock
        self.probed: set[float] = set()  # pts of the frames the last pass looked at for the probes
        # colour thumbnails for the change maps (tasks/targets/regions.py): needed only when a snapshot predates a step
        self.colour: dict[float, np.ndarray] = {}
        with job.open_reader() as reader:
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
        with self.open_reader() as reader:
            enc = self.encoder()

            def keep(pts: float, frame: Any) -> None:
                self.thumbs[pts] = grey_thumbnail(frame, tw, th)
                if self.probes:
                    self.colour[pts] = colour_thumbnail(frame, tw, th)
                private = any(a <= to_event_ms([pts], segments)[0] <= b for a, b in self.private_ranges)
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
                hits = select_frames(reader, times, video_end_ms=self.video_end_ms,
                                     max_age_ms=self.settings.max_frame_age_ms, on_frame=keep,
                                     on_decoded=on_decoded if feats is not None else None,
                                     spans=spans(reader.packet_index().ms) if spans is not None else (),
                                     holes=self.holes, on_probe=look,
                                     probes=[float(v) for v in to_video_ms(self.probes, segments)])
            finally:
                enc.close()
        return hits, written

    def moved(self, all_ev: list[float], segments: Sequence[Segment], written: set[float],
              remove: Callable[[float], None]) -> tuple[list[FrameHit], set[float]]:
        """The frames under a corrected clock: a second pass over the moved requests; frames no longer used go."""
        new_times = [float(v) for v in to_video_ms(all_ev, segments)]
        hits, written2 = self.run(sorted(set(new_times)), written, None, None, segments)
        chosen = [hits[t] for t in new_times]
        used = {h.pts_ms for h in chosen if h.pts_ms is not None}
        for pts in sorted(written - used):
            remove(pts)
        return chosen, (written | written2) & used

    def effect_cells(self, pre_ev: list[float], post_ev: list[float], pre: list[FrameHit], post: list[FrameHit],
                     track: CursorTrack | None, segments: Sequence[Segment], ambient: np.ndarray | None,
                     scale: float) -> list[int | None]:
        """Per step: changed cells pre → post outside the cursor at both moments (None: not measured)."""
        effect: list[int | None] = []
        for e0, e1, a, b in zip(pre_ev, post_ev, pre, post, strict=True):
            if a.pts_ms is None or b.pts_ms is None or a.pts_ms == b.pts_ms or a.pts_ms not in self.thumbs:
                effect.append(None)
                continue
            masks: list[tuple[float, float]] = []
            if track is not None and track.t_ms.size:
                # where the cursor is drawn in each frame: at the frame's own moment (it may still be moving)
                shown = to_event_ms([a.pts_ms, b.pts_ms], segments)
                xs, ys = track.at(np.asarray([e0, e1, *shown], dtype=np.float64))
                masks = [(float(x), float(y)) for x, y in zip(xs, ys, strict=True)]
            effect.append(changed_cells(self.thumbs[a.pts_ms], self.thumbs[b.pts_ms], masks, self.cell, ambient,
                                        scale))
        return effect


