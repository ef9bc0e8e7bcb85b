"""The frames stage in one place (tasks/frames/README.md, "Frame choice").

| module | what |
|---|---|
| `stage.py` | the stage: its body, the extraction's arguments and `ImageRules` off the stage input, its settings |
| `choice.py` | which frame a step gets (`frame_requests`) |
| `select.py` | the frame on screen at a time, decoded once (`select_frames`); encoding on a pool (`FrameEncoder`) |
| `extract.py` | a recording's steps' frames, the clock checked (`extract_step_frames`; `FrameStore`, `FrameFilter`) |
| `images.py` | the image each step finally shows (`step_images`), delivered vendor frames re-encoded |

Personal data is filled in each kept frame before it is encoded, and its text read: the stage asks the OCR wing
who reads the frames (`tasks.ocr.ocr_use`) and hands the extraction what `tasks.privacy.redaction` builds for that
(a `Redactor`); it holds no privacy or targets switch of its own.
"""

from cuaflow.tasks.frames.choice import frame_requests
from cuaflow.tasks.frames.extract import FrameFilter, FrameStore, StepFrames, extract_step_frames
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

__all__ = ["AFTER_VIDEO", "BEFORE_VIDEO", "VIDEO_GAP", "FrameEncoder", "FrameFilter", "FrameHit", "FrameStore",
           "ImageRules", "StepFrames", "StepImages", "encode_image", "extract_step_frames", "frame_name",
           "frame_requests", "reencode_delivered", "select_frames", "step_images"]
