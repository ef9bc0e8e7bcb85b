"""Where `cuaflow labels learn` reads the texts it learns from: only what the pipeline already holds scrubbed.

- `axtree` (the safe first source): the names of the accessibility elements of every committed recording, as
  ingest scrubbed them (its work area's `recording.json`: personal data already replaced by surrogates, which
  `labels.refusal` then refuses); the names of editable elements (text fields, search fields, combo boxes) are
  left out: they are what a person typed. An element's place is its centre on the screen in logical points
  (elements placed relative to their window are left out: their place on the screen is unknown).
- `ocr`: the OCR lines of the published frames that are not `private` by the default mode's rules (text after
  redaction: no line a recogniser, an adjoining fill, an identifier's shape or a deny-listed word made private),
  placed on the frame (the video's pixels): in a strict-mode output, the frames stage's work file
  `ocr_lines_plain.parquet` (the same lines the default mode would have published, kept in the work area only:
  strict mode publishes them as `<TEXT_n>`); in an output of the default mode, the committed `ocr_lines` table.

Nothing is read from the recordings themselves, and no unredacted OCR text exists to be read: the published frames'
text is kept only after redaction.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import polars as pl

from cuaflow.connectors.storage import Root
from cuaflow.schemas.recording import LoadedRecording, RecordingMeta, RecordingRef
from cuaflow.schemas.work import WorkFile, work_path
from cuaflow.tasks.parquet_io import read_parquet
from cuaflow.tasks.privacy.labels import Sighting, cell
from cuaflow.tasks.run.committed import committed_dates, read_table

SOURCES = ("axtree", "ocr")
EDITABLE = frozenset({"textfield", "textarea", "searchfield", "securetextfield", "combobox", "textbox", "searchbox",
                      "entry", "editabletext", "input", "spinbutton", "document", "webarea"})


def _role(role: str) -> str:
    return re.sub(r"[^a-z]", "", role.lower().removeprefix("ax"))


def profile(meta: RecordingMeta) -> str:
    """A recording's source: its device profile (platform, locale, keyboard layout, screen size)."""
    return f"{meta.platform}|{meta.locale}|{meta.keyboard_layout}|{meta.screen_width}x{meta.screen_height}"


def recordings(out: Root) -> Iterator[tuple[str, RecordingRef, LoadedRecording | None]]:
    """Every published recording of the committed partitions (`date/id`, its reference) with its scrubbed work
    document (None when the work area no longer holds it), in date then id order."""
    for date in committed_dates(out):
        table = read_table(out, "recordings", [date])
        if not table.height:
            continue
        ids = table.filter(pl.col("status") != "quarantined")["recording_id"].sort().to_list()
        for rid in ids:
            ref = RecordingRef(source_url=out.url, date=date, recording_id=rid, path=rid)
            rel = work_path(ref, WorkFile.RECORDING)
            doc = LoadedRecording.model_validate_json(out.read_bytes(rel)) if out.exists(rel) else None
            yield f"{date}/{rid}", ref, doc


def ax_sightings(name: str, rec: LoadedRecording, grid: int) -> Iterator[Sighting]:
    m = rec.meta
    width = (m.screen_width or m.video.width or 0) / (m.scale or 1.0)
    height = (m.screen_height or m.video.height or 0) / (m.scale or 1.0)
    src = profile(m)
    for snap in rec.ax:
        for e in snap.elements:
            if not e.name.strip() or e.frame != "screen" or _role(e.role) in EDITABLE:
                continue
            at = cell(e.x + e.width / 2, e.y + e.height / 2, width, height, grid)
            if at is not None:
                yield Sighting(name, src, e.name, at)


def ocr_sightings(name: str, meta: RecordingMeta, lines: pl.DataFrame, grid: int) -> Iterator[Sighting]:
    """The lines not `private` of one recording, placed on its published frames (the video's pixels)."""
    for text, x0, y0, x1, y1 in lines.filter(~pl.col("private")).select("text", "x0", "y0", "x1", "y1").iter_rows():
        if x0 is None:
            continue
        at = cell((x0 + x1) / 2, (y0 + y1) / 2, meta.video.width or 0, meta.video.height or 0, grid)
        if at is not None:
            yield Sighting(name, profile(meta), text, at)


def ocr_lines_of(out: Root, ref: RecordingRef, committed: pl.DataFrame) -> pl.DataFrame:
    """A recording's OCR lines by the default mode's rules: a strict run's work file when it holds any (its
    published lines are `<TEXT_n>`), else its committed `ocr_lines`."""
    rel = work_path(ref, WorkFile.OCR_LINES_PLAIN)
    if out.exists(rel):
        plain = read_parquet(out, rel)
        if plain.height:
            return plain
    if not committed.height:
        return committed
    return committed.filter((pl.col("date") == ref.date) & (pl.col("recording_id") == ref.recording_id))


def sightings(outs: list[Root], sources: tuple[str, ...], grid: int) -> tuple[list[Sighting], int]:
    """Every sighting of the output roots' committed recordings from `sources` (a recording in several roots is
    one recording), and how many recordings had no work document left (not read: their places are unknown)."""
    found: list[Sighting] = []
    missing = 0
    for out in outs:
        committed = read_table(out, "ocr_lines") if "ocr" in sources else pl.DataFrame()
        for name, ref, rec in recordings(out):
            if rec is None:
                missing += 1
                continue
            if "axtree" in sources:
                found += ax_sightings(name, rec, grid)
            if "ocr" in sources:
                found += ocr_sightings(name, rec.meta, ocr_lines_of(out, ref, committed), grid)
    return found, missing
