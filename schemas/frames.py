"""The frame extraction's inputs that are plain data (tasks/frames/extract.py, `extract_step_frames`): a recording's
video clock (`VideoClock`) and the run's policy for frames (`FrameOptions`)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from cuaflow.schemas.dataset_config import OutputSpec
from cuaflow.schemas.recording import RecordingMeta
from cuaflow.schemas.settings import AlignmentSettings, FrameSettings, PipelineSettings
from cuaflow.schemas.strict import Strict


class VideoClock(Strict):
    """Where a recording's video sits on its event clock, as its log says, and what the video's timeline allows."""

    offset_ms: int = Field(0, description="event-clock ms of video time 0, derived from the log")
    source: str = Field("log_origin", description="where the offset came from (ffmpeg_output_line, log_origin, "
                        "config: tasks/recording/align.py:source_kind)")
    end_ms: float | None = Field(None, description="the video's end (video clock); None: its last packet's time")
    holes: tuple[tuple[float, float], ...] = Field((), description="video clock: stretches without frames in which "
                                                   "no frame can be trusted (a request there is a video_gap)")
    private_ranges: tuple[tuple[int, int], ...] = Field((), description="event clock: no frame from inside them")
    scale: float = Field(1.0, gt=0, description="video pixels per logged point (the cursor's size in the video)")
    recording_id: str = Field("", description="named in the clock decision's messages")

    @classmethod
    def of(cls, meta: RecordingMeta, holes: tuple[tuple[float, float], ...] = ()) -> VideoClock:
        """The clock of a loaded recording; `holes` as the frames stage judged them (tasks/frames/stage.py)."""
        return cls(offset_ms=meta.video_offset_ms, source=meta.offset_source,
                   end_ms=meta.video.end_ms if meta.video.end_ms is not None else meta.video.duration_ms,
                   holes=holes, private_ranges=tuple(meta.private_ranges), scale=meta.scale,
                   recording_id=meta.recording_id)


class FrameOptions(Strict):
    """The run's policy for a recording's frames: how kept frames are encoded (the dataset's image format and
    quality; `frames`' encoder workers, PNG level, WebP method), how the video is decoded (`frames.decoder_threads`)
    and whether the clock is checked against the pixels (`alignment`). The frame age a request tolerates is the
    extraction's own argument (`tolerance_ms`); `frames.max_frame_age_ms` is where a run's configuration sets it."""

    image_format: Literal["png", "jpg", "webp"] = "png"
    image_quality: int = Field(95, ge=1, le=100)
    frames: FrameSettings = Field(default_factory=FrameSettings)
    alignment: AlignmentSettings = Field(default_factory=AlignmentSettings)

    @classmethod
    def of(cls, settings: PipelineSettings, output: OutputSpec) -> FrameOptions:
        return cls(image_format=output.image_format, image_quality=output.image_quality, frames=settings.frames,
                   alignment=settings.alignment)
