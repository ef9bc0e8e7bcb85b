"""The one interface every source format implements.

A connector turns a folder of some source layout into the canonical `LoadedRecording` (schemas/recording.py)
and answers the few questions the stages ask about that format's own vocabulary. `EventRows` builds the
canonical events table from what is a format's own, so no format repeats the table's plumbing. The stages never test a
format's name: they look the connector up (`connectors.registry`) and ask it."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from typing import IO, Any, Literal, cast

import polars as pl
import pyarrow as pa

from cuaflow.connectors.storage import Root
from cuaflow.schemas.events import EVENTS_SCHEMA, Gesture
from cuaflow.schemas.recording import LoadedRecording, RecordingRef
from cuaflow.schemas.settings import PipelineSettings, ScrollSettings

FrameSide = Literal["before", "after"]
# Files a connector decodes frame by frame (memory independent of their size).
MEDIA_SUFFIXES = (".mp4", ".mov", ".mkv", ".webm", ".avi", ".png", ".jpg", ".jpeg", ".webp")


class Connector(ABC):
    """A source format. Subclass it, fill in the three abstract methods, add the instance to
    `connectors.registry.CONNECTORS`."""

    #: `source_format` written into RecordingRef / RecordingMeta / the recordings table.
    name: str
    #: What `detect` looks for, as discovery names it for a folder no connector reads ('': "a <name> folder").
    layout: str = ""
    #: Touch gesture event names of this format → what the gesture does (read by the group stage).
    gestures: Mapping[str, Gesture] = {}
    #: Action names of the grouped steps this format may deliver → the step class cuaflow's own grouping
    #: gives the same action (click, drag, scroll, type, key, hotkey, …); read by the vendor comparison.
    step_classes: Mapping[str, str] = {}
    #: Whether `RecordingMeta.task_id` names the task a recording performs (every recording of that task carries
    #: it): task-safe splits then key on it. False: it names one recording or delivery, and splits key on the
    #: normalised instruction (the safe choice: an id per recording would put one task in several splits).
    task_id_names_task: bool = False
    #: Pixels per unit of this format's wheel deltas, by `RecordingMeta.platform`; `default` for a platform not
    #: listed. A table that lists platforms has no units for any other one (`scroll_units` says so: those scroll
    #: steps are flagged `scroll_units_unknown`); one with only `default` has the same units everywhere.
    scroll_pixels_per_unit: Mapping[str, float] = {"default": 1.0}

    @abstractmethod
    def detect(self, root: Root, path: str) -> bool:
        """Whether the folder `path` (relative to `root`) holds a recording in this format. Cheap: a listing."""

    @abstractmethod
    def recording_id(self, folder: str) -> str:
        """The recording id of a folder this connector detected (the folder name is already checked safe)."""

    def bad_id(self, rec_id: str) -> str | None:
        """Why `recording_id` of a detected folder cannot name a recording (format rules), or None. Discovery
        rejects such a folder with this reason (and any id that is no safe single name: '', '.', '..')."""
        return None

    @abstractmethod
    def read(self, root: Root, ref: RecordingRef, settings: PipelineSettings) -> LoadedRecording:
        """The whole recording in canonical form, or `Quarantine` naming the file, line and what was expected.
        Never writes to the source."""

    def input_bytes(self, root: Root, path: str) -> tuple[int, int]:
        """Bytes of the folder that `read` parses into memory (its logs) and bytes of its media (decoded
        frame by frame): what a run plans its memory and batches with, before reading. One listing."""
        sizes = root.file_sizes(path)
        media = sum(n for name, n in sizes.items() if name.lower().endswith(MEDIA_SUFFIXES))
        return sum(sizes.values()) - media, media

    def scroll_factors(self, scroll: ScrollSettings) -> dict[str, float]:
        """`scroll_pixels_per_unit` with the settings' overrides for this format (`scroll.pixels_per_unit.<name>`,
        platform by platform)."""
        return {**self.scroll_pixels_per_unit, **scroll.pixels_per_unit.get(self.name, {})}

    def scroll_units(self, platform: str, scroll: ScrollSettings) -> tuple[float, bool]:
        """Pixels per wheel unit of a recording on `platform`, and whether that factor is the platform's own
        (or the format's units do not depend on the platform)."""
        per = self.scroll_factors(scroll)
        return float(per.get(platform, per.get("default", 1.0))), platform in per or set(per) <= {"default"}

    def delivered_frame(self, root: Root, rec: LoadedRecording, step: int, side: FrameSide) -> bytes | None:
        """The encoded image this format delivered for its grouped step `step`, if any."""
        del root, rec, step, side
        return None

    @contextmanager
    def raw_lines(self, open_source: Callable[[str], AbstractContextManager[IO[bytes]]], ref: RecordingRef
                  ) -> Iterator[Iterator[str] | None]:
        """The source's lines, in `line_no` order, as the events' `raw` column keeps them, for the rows `read`
        left without their text (null `raw`: the text is streamed again when the table is written, never held
        whole); None when `read` keeps every row's text."""
        del open_source, ref
        yield None


_EVENT_COLUMNS = tuple(EVENTS_SCHEMA.names)
# What the base fills on every row; a format never names these.
_LINEAGE = frozenset({"recording_id", "line_no", "duplicate"})


class EventRows:
    """The canonical events table of one recording (`schemas/events.py`), built row by row. A format gives what
    is its own: a row's kind, its source line (`raw`), its time and the values it read (`add`). The base fills the
    rest once for every format: the recording id, the line number (the row's position unless the format numbers its
    rows itself), `duplicate` False (the group stage finds duplicates), null in every column not given, and the
    types of `EVENTS_SCHEMA` (`table`). A name that is no canonical column is refused: a typo would vanish."""

    def __init__(self, recording_id: str) -> None:
        self.recording_id = recording_id
        self.columns: dict[str, list[Any]] = {c: [] for c in _EVENT_COLUMNS}

    def __len__(self) -> int:
        return len(self.columns["line_no"])

    def row(self, line_no: int | None = None) -> dict[str, Any]:
        """A blank row, its lineage filled and every other column null: for a format that decodes into a dict."""
        row = dict.fromkeys(_EVENT_COLUMNS)
        row.update(recording_id=self.recording_id, line_no=len(self) if line_no is None else line_no,
                   duplicate=False)
        return row

    def add(self, kind: str, *, raw: str | None, line_no: int | None = None, **fields: Any) -> None:
        """One row: its kind, the source line it keeps, and the canonical columns the format read (`t_ms`, `x`, …)."""
        if bad := sorted(fields.keys() - set(_EVENT_COLUMNS) | (fields.keys() & _LINEAGE)):
            raise TypeError(f"{', '.join(bad)}: not a column a format gives; expected those of EVENTS_SCHEMA "
                            f"(schemas/events.py) but {', '.join(sorted(_LINEAGE))}")
        self.append(self.row(line_no) | fields | {"kind": kind, "raw": raw})

    def append(self, row: dict[str, Any]) -> None:
        """A whole row (`row()` filled in); keys that are no column (a format's own scratch values) are left out."""
        for c, values in self.columns.items():
            values.append(row.get(c))

    def table(self) -> pl.DataFrame:
        """The rows as the events table, typed by `EVENTS_SCHEMA`."""
        return cast(pl.DataFrame, pl.from_arrow(pa.Table.from_pydict(self.columns, schema=EVENTS_SCHEMA)))
