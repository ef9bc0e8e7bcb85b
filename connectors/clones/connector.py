"""The Clones format's `Connector`: what the stages ask of it (connectors/base.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from types import MappingProxyType
from typing import IO

from cuaflow.connectors.base import Connector
from cuaflow.connectors.clones.files import LOG, META, looks_like_clones
from cuaflow.connectors.clones.log_table import raw_lines
from cuaflow.connectors.clones.reading import read_recording
from cuaflow.connectors.storage import Root
from cuaflow.schemas.recording import LoadedRecording, RecordingRef
from cuaflow.schemas.settings import PipelineSettings


class ClonesConnector(Connector):
    """Clones delivers no grouped steps, no touch gestures and no frames of its own."""

    name = "clones"
    # `quest.task_id` names the task; the recorder's wheel units per platform (macOS point deltas; one unit per notch
    # on Windows, 100 px; one per X11 wheel event on Linux, 53 px: connectors/README.md "Clones platforms"); a
    # platform it does not run on has no units.
    task_id_names_task = True
    layout = f"{META} or {LOG}"
    scroll_pixels_per_unit = MappingProxyType({"macos": 1.0, "windows": 100.0, "linux": 53.0, "default": 1.0})

    def detect(self, root: Root, path: str) -> bool:
        return looks_like_clones(root, path)

    def recording_id(self, folder: str) -> str:
        return folder

    def read(self, root: Root, ref: RecordingRef, settings: PipelineSettings) -> LoadedRecording:
        return read_recording(root, ref, settings)

    @contextmanager
    def raw_lines(self, open_source: Callable[[str], AbstractContextManager[IO[bytes]]], ref: RecordingRef
                  ) -> Iterator[Iterator[str] | None]:
        with open_source(f"{ref.path}/{LOG}") as fh:
            yield raw_lines(fh)


CONNECTOR = ClonesConnector()
