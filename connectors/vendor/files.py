"""A delivery folder `<TID>-<Tool>-<Prompt>/`: its task id, the files found by it, and their bytes (the
trajectory document, the event log's text, the prompt, the delivered frames, the content hash)."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import orjson

from cuaflow.connectors.storage import Root
from cuaflow.schemas.recording import Quarantine

if TYPE_CHECKING:
    from _hashlib import HASH

# The part before the first '-': matched even when empty or only dots, so such a delivery is recognised and
# rejected by name (`bad_task_id`) instead of being read under an id that is no folder name.
TID_RE = re.compile(r"^([A-Za-z0-9_.]*)(?:-.*)?$")
LOG_EXTS = ("txt", "csv", "json")
FRAME_RE = re.compile(r"-Frame-Step-(\d+)-(before|after)\.(webp|jpg|jpeg|png)$", re.IGNORECASE)


def task_id(folder: str) -> str | None:
    m = TID_RE.match(folder)
    return m.group(1) if m else None


def bad_task_id(tid: str) -> str | None:
    """Why `tid` cannot name a recording (its output folders and ids), or None."""
    if not tid.strip("."):
        return (f"task id {tid!r} is empty or only dots; expected letters, digits, '_' or '.' with at least one "
                "letter or digit (the folder is named <TID>-<Tool>-<Prompt>)")
    return None


def listing(root: Root, rel: str) -> set[str]:
    return set(root.listdir(rel))


def _log_name(tid: str, names: set[str]) -> str | None:
    for ext in LOG_EXTS:
        if f"{tid}-EventLogs.{ext}" in names:
            return f"{tid}-EventLogs.{ext}"
    return None


def detect(root: Root, rel: str) -> bool:
    tid = task_id(rel.rsplit("/", 1)[-1])
    if tid is None:
        return False
    names = listing(root, rel)
    return f"{tid}.mp4" in names and bool(_log_name(tid, names) or f"{tid}-StructuredTrajectory.json" in names)


@dataclass(frozen=True)
class Delivery:
    """The files of one delivery folder, found by its task id."""

    rel: str  # the folder, relative to the root
    folder: str
    tid: str
    names: set[str]  # its listing
    video: str
    log: str
    trajectory: str  # the StructuredTrajectory's name (the file may be absent)

    def path(self, name: str) -> str:
        return f"{self.rel}/{name}"


def find_files(root: Root, rel: str) -> Delivery:
    folder = rel.rsplit("/", 1)[-1]
    tid = task_id(folder)
    why = "the folder name does not start with a task id" if tid is None else bad_task_id(tid)
    if why or tid is None:
        raise Quarantine(why or "", file=folder)
    names = listing(root, rel)
    video = f"{tid}.mp4"
    if video not in names:
        raise Quarantine(f"{video} is missing: no frames can be extracted", file=video)
    log_name = _log_name(tid, names)
    if log_name is None:
        raise Quarantine(f"no {tid}-EventLogs.txt|csv|json", file=f"{tid}-EventLogs.*")
    return Delivery(rel, folder, tid, names, video, log_name, f"{tid}-StructuredTrajectory.json")


def read_trajectory(root: Root, d: Delivery) -> dict[str, Any]:
    """The StructuredTrajectory document ({} when the delivery has none)."""
    if d.trajectory not in d.names:
        return {}
    try:
        traj = orjson.loads(root.read_bytes(d.path(d.trajectory)))
    except orjson.JSONDecodeError as exc:
        raise Quarantine(f"not valid JSON ({exc})", file=d.trajectory) from None
    if not isinstance(traj, dict):
        raise Quarantine("top level must be an object", file=d.trajectory)
    return traj


def log_text(root: Root, d: Delivery) -> tuple[str, list[str]]:
    """The event log as text, and the flag of a byte-order mark it started with."""
    data = root.read_bytes(d.path(d.log))
    bom = [f"{d.log}: starts with a UTF-8 byte-order mark (U+FEFF); read without it"] \
        if data.startswith(b"\xef\xbb\xbf") else []
    try:
        return data.decode("utf-8-sig"), bom  # a spreadsheet's CSV export often starts with a byte-order mark
    except UnicodeDecodeError as exc:
        raise Quarantine(f"not UTF-8 at byte {exc.start}", file=d.log) from None


def prompt_text(root: Root, d: Delivery) -> str:
    name = f"{d.tid}-Prompt.txt"
    return root.read_bytes(d.path(name)).decode("utf-8", errors="replace").strip() if name in d.names else ""


def hash_files(root: Root, d: Delivery) -> HASH:
    """The content hash of the files read (content, never size alone: a re-delivered video of the same size must
    redo its frames); `delivered_frames` adds the frames."""
    h = hashlib.sha256()
    for name in sorted(d.names):
        if name in (d.video, d.log, d.trajectory) or name.endswith("Prompt.txt"):
            h.update(f"{name}:{root.sha256(d.path(name))[0]}\n".encode())
    return h


def delivered_frames(root: Root, d: Delivery, h: HASH) -> dict[str, str]:
    """`<step>:<before|after>` → path of the frame the vendor delivered under Frames/ (each one hashed into h)."""
    frames: dict[str, str] = {}
    if "Frames" not in d.names:
        return frames
    for f in root.listdir(d.path("Frames")):
        m = FRAME_RE.search(f)
        if m:
            frames[f"{int(m.group(1))}:{m.group(2).lower()}"] = d.path(f"Frames/{f}")
            h.update(f"Frames/{f}:{root.sha256(d.path(f'Frames/{f}'))[0]}\n".encode())
    return frames
