"""Reading one delivery, in phases over its immutable `Delivery` (the files found by its task id): the
trajectory, the event log into canonical events, the video, the content hash and delivered frames, the
recording's metadata. Vendor logs are strict: one bad line quarantines the delivery, naming it."""

from __future__ import annotations

from typing import Any

from cuaflow.connectors.base import EventRows
from cuaflow.connectors.storage import Root
from cuaflow.connectors.vendor.events import to_canonical
from cuaflow.connectors.vendor.files import (
    Delivery,
    delivered_frames,
    find_files,
    hash_files,
    log_text,
    prompt_text,
    read_trajectory,
)
from cuaflow.connectors.vendor.logs import BadLine, parse_csv, parse_json_events, parse_txt
from cuaflow.connectors.vendor.trajectory import read_vendor_steps, recording_meta, resolution
from cuaflow.connectors.video.timeline import inspect_video
from cuaflow.schemas.events import EventKind
from cuaflow.schemas.recording import LoadedRecording, Quarantine, RecordingRef, VideoInfo


def _read_events(text: str, log_name: str, recording_id: str) -> EventRows:
    """The event log in canonical columns; any bad line quarantines the delivery, naming the line."""
    try:
        ext = log_name.rsplit(".", 1)[1]
        rows = {"txt": parse_txt, "csv": parse_csv, "json": parse_json_events}[ext](text)
        events = to_canonical(rows, recording_id)
    except BadLine as exc:
        raise Quarantine(str(exc), file=log_name, line=exc.line) from None
    except (ArithmeticError, LookupError, TypeError, ValueError) as exc:  # a value no check foresaw: name the file
        raise Quarantine(f"unreadable value ({type(exc).__name__}: {str(exc)[:300]}); expected the event log layout "
                         f"of the vendor seeds", file=log_name) from None
    if not any(k not in (EventKind.RECORDER_LOG, EventKind.UNKNOWN) for k in events.columns["kind"]):
        raise Quarantine("no input events", file=log_name)
    return events


def _read_video(root: Root, d: Delivery, md: dict[str, Any]) -> tuple[VideoInfo, list[str]]:
    """The video's timeline (checked at ingest), and the delivered resolution held against it."""
    with root.open(d.path(d.video), "rb") as fh:
        vinfo, warnings = inspect_video(fh, d.video)
    vinfo.path = d.video
    res = resolution(md.get("resolution"))
    if res and vinfo.width and (res[0], res[1]) != (vinfo.width, vinfo.height):
        raise Quarantine(f"metadata resolution {res[0]}x{res[1]} differs from the video's "
                         f"{vinfo.width}x{vinfo.height}", file=d.trajectory)
    return vinfo, warnings


def read_recording(root: Root, ref: RecordingRef) -> LoadedRecording:
    """Vendor logs are strict (no invalid-line allowance): one bad line quarantines the delivery."""
    d = find_files(root, ref.path)
    traj = read_trajectory(root, d)
    md: dict[str, Any] = traj["metadata"] if isinstance(traj.get("metadata"), dict) else {}
    text, bom = log_text(root, d)
    events = _read_events(text, d.log, ref.recording_id)
    del text
    vinfo, warnings = _read_video(root, d, md)
    prompt = prompt_text(root, d)
    h = hash_files(root, d)
    vendor_steps = read_vendor_steps(traj, d.trajectory) if traj else None
    frames = delivered_frames(root, d, h)
    meta = recording_meta(ref, d, md, vinfo, intent=traj.get("intent"), prompt=prompt, flags=[*bom, *warnings],
                          steps_available=vendor_steps is not None)
    return LoadedRecording(meta=meta, events=events.table(), video_rel=d.path(d.video), scale_hint=1.0,
                           scale_hint_from=(d.log, "native pixel coordinates, scale"),
                           vendor_steps=vendor_steps, vendor_frames=frames, input_hash=h.hexdigest())
