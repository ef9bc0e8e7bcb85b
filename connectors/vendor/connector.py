"""The vendor format's `Connector`: what the stages ask of it (connectors/base.py)."""

from __future__ import annotations

from cuaflow.connectors.base import Connector, FrameSide
from cuaflow.connectors.storage import Root
from cuaflow.connectors.vendor.events import GESTURES
from cuaflow.connectors.vendor.files import bad_task_id, detect, task_id
from cuaflow.connectors.vendor.reading import read_recording
from cuaflow.connectors.vendor.trajectory import STEP_CLASSES
from cuaflow.schemas.recording import LoadedRecording, RecordingRef
from cuaflow.schemas.settings import PipelineSettings

SCROLL_PIXELS_PER_UNIT: dict[str, float] = {"default": 1.0}  # `amount` is pixels, on every platform


class VendorConnector(Connector):
    name = "vendor"
    gestures = GESTURES
    step_classes = STEP_CLASSES
    task_id_names_task = False  # a TID names one delivery: recordings of one task are found by their instruction
    scroll_pixels_per_unit = SCROLL_PIXELS_PER_UNIT
    layout = "<TID>.mp4 with <TID>-EventLogs.txt|csv|json or <TID>-StructuredTrajectory.json"

    def detect(self, root: Root, path: str) -> bool:
        return detect(root, path)

    def recording_id(self, folder: str) -> str:
        tid = task_id(folder)  # the task id names a vendor delivery
        return folder if tid is None else tid

    def bad_id(self, rec_id: str) -> str | None:
        return bad_task_id(rec_id)

    def read(self, root: Root, ref: RecordingRef, settings: PipelineSettings) -> LoadedRecording:
        return read_recording(root, ref)

    def delivered_frame(self, root: Root, rec: LoadedRecording, step: int, side: FrameSide) -> bytes | None:
        rel = rec.vendor_frames.get(f"{step}:{side}")  # found under Frames/ when the delivery was read
        return root.read_bytes(rel) if rel is not None else None


CONNECTOR = VendorConnector()
