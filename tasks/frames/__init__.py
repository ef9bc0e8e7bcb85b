"""The frames stage in one place (tasks/frames/README.md, "Frame choice").

| module | what |
|---|---|
| `stage.py` | the stage: its body, its narrow inputs (`FrameJob`, `ImageRules`), the settings it reads |
| `choice.py` | which frame a step gets (`frame_requests`) |
| `select.py` | the frame on screen at a time, decoded once (`select_frames`); encoding on a pool (`FrameEncoder`) |
| `extract.py` | the frames of a recording's steps, the clock checked against the video (`extract_step_frames`) |
| `images.py` | the image each step finally shows (`step_images`), delivered vendor frames re-encoded |

Personal data is filled in each kept frame before it is encoded: the stage hands `FrameEncoder` the recording's
frame redactor from `tasks.privacy.redaction`.
"""

from cuaflow.tasks.frames.choice import frame_requests
from cuaflow.tasks.frames.extract import FrameJob, StepFrames, extract_step_frames
from cuaflow.tasks.frames.images import ImageRules, StepImages, reencode_delivered, step_images
from cuaflow.tasks.frames.select import (
    AFTER_VIDEO,
    BEFORE_VIDEO,
    VIDEO_GAP,
    FrameEncoder,
    FrameHit,
    encode_image,
    frame_name,
    select_frames,
)

__all__ = ["AFTER_VIDEO", "BEFORE_VIDEO", "VIDEO_GAP", "FrameEncoder", "FrameHit", "FrameJob", "ImageRules",
           "StepFrames", "StepImages", "encode_image", "extract_step_frames", "frame_name", "frame_requests",
           "reencode_delivered", "select_frames", "step_images"]
