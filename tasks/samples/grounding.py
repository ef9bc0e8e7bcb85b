"""Grounding samples: "Click on the 'Save' button." → a click at the element's centre, on an exported frame.

For each sample-eligible step, in order, the frame is its pre-action image (the one its action sample shows) and
the elements are those of the accessibility snapshot in force at the step's start, by the steps' own rule
(`tasks/targets/targets.py`: the last snapshot logged at or before it, plus `targets.grace_ms`, not older than
`targets.max_snapshot_age_ms`; one logged before the step only for elements whose region did not change in the
video since). An element becomes a sample when it is usable:
- its role is interactive (`targets.interactive_roles`) and its name has at least `grounding.min_name_chars`
  characters;
- it is on the recorded display, in screen coordinates, inside the frame and not most of it (the hit-test's
  rejections: other display, window-relative, off screen, too large) and covers at least one pixel each way;
- it is not covered: no window listed before its own window in the snapshot (accessibility trees list an
  application's windows front to back) holds its centre.
Where the screen's own text was read (the frame's OCR lines, `targets.ocr`; tasks/targets/ocr_targets.py), its labels
are asked about too ("Click on 'Pricing'."): a label of a usable line (no personal data, no filled box touching
it, confident), of at most `targets.ocr_phrase_words` words and `grounding.min_name_chars` characters, shown once
on the frame and not inside an element the snapshot already offers; `target.source` and `metadata.target_source`
say `ocr`, the box is the label's. Both sources share the caps and the dedup below.
Frames that show the same screen contribute once: a frame whose 64-bit difference hash (dHash: the 9x8 greyscale
thumbnail's horizontal gradients) is within `grounding.hash_distance` bits of a frame already used in the
recording gives no samples. Per frame at most `grounding.per_frame` elements (a seeded choice), per recording at
most `grounding.per_recording` samples. The answer is a `left_click` at the element's centre; the element's box
(RU `[x1, y1, x2, y2]`), role and name are in the sample's `target` and `metadata`."""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PIL import Image

from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.recording import AxElement, AxSnapshot, RecordingMeta, fit_name
from cuaflow.schemas.samples import SampleMetadata
from cuaflow.schemas.settings import TargetSettings
from cuaflow.schemas.toolcall import ToolArguments, ToolCall, to_ru
from cuaflow.tasks.samples.instructions import describe_element
from cuaflow.tasks.samples.split import unit_hash
from cuaflow.tasks.targets.element import element_fields, found_target, role_key, why_not
from cuaflow.tasks.targets.ocr_targets import ScreenText, ocr_target
from cuaflow.tasks.targets.regions import RegionChanges
from cuaflow.tasks.targets.targets import HitTester

WINDOW_ROLES = frozenset({"window", "dialog", "sheet"})


def dhash(data: bytes) -> int:
    """The 64-bit difference hash of an encoded image: 1 where a pixel of the 9x8 greyscale thumbnail is
    darker than its right neighbour. A few lines over Pillow (a hashing library would add SciPy for these)."""
    with Image.open(io.BytesIO(data)) as im:
        px = im.convert("L").resize((9, 8), Image.Resampling.BOX).tobytes()
    bits = 0
    for r in range(8):
        for c in range(8):
            bits = bits << 1 | (px[r * 9 + c] < px[r * 9 + c + 1])
    return bits


@dataclass(frozen=True)
class Usable:
    element: AxElement
    box_px: list[int]
    box_ru: list[int]


def _owners(elements: list[AxElement]) -> list[int | None]:
    """For each element, the position (in listed order) of the window holding it (a window holds itself);
    None outside any window. The flattened tree is in pre-order with depths, so ancestors are on a stack."""
    stack: list[tuple[int, int | None]] = []  # (depth, window position or None)
    owners: list[int | None] = []
    windows = 0
    for e in elements:
        while stack and stack[-1][0] >= e.depth:
            stack.pop()
        own = next((w for _, w in reversed(stack) if w is not None), None)
        if role_key(e.role) in WINDOW_ROLES:
            own, windows = windows, windows + 1
            stack.append((e.depth, own))
        else:
            stack.append((e.depth, None))
        owners.append(own)
    return owners


def usable_elements(snap: AxSnapshot, hit: HitTester, spec_min_chars: int) -> list[Usable]:
    """The snapshot's elements that can be asked about (see the module docstring), each once."""
    owners = _owners(snap.elements)
    windows = [(e, owners[i]) for i, e in enumerate(snap.elements) if role_key(e.role) in WINDOW_ROLES]
    out: dict[tuple[str, str, tuple[int, ...]], Usable] = {}
    for i, e in enumerate(snap.elements):
        name = " ".join(e.name.split())
        if role_key(e.role) not in hit.roles or len(name) < spec_min_chars:
            continue
        if why_not(e, hit.lw, hit.lh, hit.settings.max_area_fraction) is not None:
            continue
        if e.width * hit.scale < 1 or e.height * hit.scale < 1:
            continue
        if _covered(e, owners[i], windows):
            continue
        box = hit.box_px(e)
        out.setdefault((name, role_key(e.role), tuple(box)), Usable(e, box, hit.box_ru(e)))
    return list(out.values())


def _covered(e: AxElement, own: int | None, windows: list[tuple[AxElement, int | None]]) -> bool:
    if own is None:
        return False
    cx, cy = e.x + e.width / 2, e.y + e.height / 2
    for w, pos in windows:
        if pos is None or pos >= own or w.display_index not in (None, 0):
            continue
        if w.x <= cx <= w.x + w.width and w.y <= cy <= w.y + w.height:
            return True
    return False


@dataclass(frozen=True)
class GroundingContext:
    meta: RecordingMeta
    cfg: DatasetConfig
    system: str | None
    task_key: str
    read_frame: Callable[[str], bytes]  # a frame's bytes, by its path relative to the output root


@dataclass(frozen=True)
class Candidate:
    """Something a grounding sample can ask about: its target (`schemas.steps.TARGET_TYPE`), its centre in
    logical points and the key its seeded choice hashes."""

    target: dict[str, Any]
    centre: tuple[float, float]
    key: str


def _ax_candidates(s: dict[str, Any], hit: HitTester, min_chars: int, meta: RecordingMeta) -> list[Candidate]:
    t = int(s["t_start_ms"])
    k, _, _ = hit.in_force(t)
    if k is None:
        return []
    snap = hit.snaps[k]
    out = []
    for u in usable_elements(snap, hit, min_chars):
        if hit.still_shown(k, u.box_px, s["step_index"], t, s.get("pre_frame_pts_ms")) is not None:
            continue
        e = u.element
        target = found_target(snap.source, e.role or None, " ".join(e.name.split()), u.box_px, u.box_ru,
                              max(0, t - snap.t_ms))
        out.append(Candidate(target, (e.x + e.width / 2, e.y + e.height / 2), _key(meta, s, u)))
    return out


def _text_candidates(s: dict[str, Any], hit: HitTester, text: ScreenText | None, min_chars: int,
                     taken: list[Candidate], meta: RecordingMeta) -> list[Candidate]:
    """The frame's labels (tasks/targets/ocr_targets.py), each named once on the frame (a name shown twice is ambiguous)
    and not inside an element the snapshot already offers."""
    frame = text.frame(s["pre_image"]) if text is not None else None
    if frame is None:
        return []
    labels = [t for t in frame.labels() if len(t.name) >= min_chars]
    names = Counter(t.name.casefold() for t in labels)
    out = []
    for t in labels:
        target = ocr_target(t, hit.pw, hit.ph, hit.scale, hit.lw, hit.lh)
        b = target["box_px"]
        cx, cy = (b[0] + b[2] + 1) / 2 / hit.scale, (b[1] + b[3] + 1) / 2 / hit.scale
        if names[t.name.casefold()] > 1 or any(_holds(c.target["box_px"], cx * hit.scale, cy * hit.scale)
                                               for c in taken):
            continue
        out.append(Candidate(target, (cx, cy), f"{meta.recording_id}:{s['step_index']}:ocr:{t.name}:{b}"))
    return out


def _holds(box: list[int], x: float, y: float) -> bool:
    return box[0] <= x <= box[2] + 1 and box[1] <= y <= box[3] + 1


def grounding_rows(steps: list[dict[str, Any]], ax: list[AxSnapshot], targets: TargetSettings,
                   gc: GroundingContext, changes: RegionChanges | None = None,
                   text: ScreenText | None = None) -> list[dict[str, Any]]:
    """The grounding samples of one recording's eligible steps (in step order), as `samples` rows: elements of
    the snapshot in force and labels read on the frame (`text`), under the same caps and the same dedup."""
    spec, meta = gc.cfg.grounding, gc.meta
    if not (ax or text is not None) or not (meta.screen_width and meta.logical_width):
        return []
    hit = HitTester(meta, ax, targets, changes)
    seen: list[int] = []
    rows: list[dict[str, Any]] = []
    for s in steps:
        if len(rows) >= spec.per_recording:
            break
        found = _ax_candidates(s, hit, spec.min_name_chars, meta) if ax else []
        found += _text_candidates(s, hit, text, spec.min_name_chars, found, meta)
        if not found:
            continue
        h = dhash(gc.read_frame(s["pre_image"]))
        if any((h ^ o).bit_count() <= spec.hash_distance for o in seen):
            continue  # the same screen as a frame already used
        seen.append(h)
        chosen = sorted(found, key=lambda c: unit_hash(gc.cfg.seed, "grounding", c.key))
        for j, c in enumerate(chosen[: min(spec.per_frame, spec.per_recording - len(rows))]):
            rows.append(_row(s, j, c, hit, gc))
    return rows


def _element(target: dict[str, Any]) -> dict[str, Any]:
    """The metadata's element fields from the sample's target (`targets.element.element_fields`: the one rule)."""
    f = element_fields(target)
    return {"element_name": f["name"], "element_role": f["role"], "bbox": f["bbox"]}


def _key(meta: RecordingMeta, s: dict[str, Any], u: Usable) -> str:
    return f"{meta.recording_id}:{s['step_index']}:{u.element.role}:{u.element.name}:{u.box_px}"


def _row(s: dict[str, Any], j: int, c: Candidate, hit: HitTester, gc: GroundingContext) -> dict[str, Any]:
    meta, cfg, target = gc.meta, gc.cfg, c.target
    cx, cy = c.centre
    ru = (to_ru(cx, hit.lw), to_ru(cy, hit.lh))
    call = ToolCall(name=cfg.tool_name, arguments=ToolArguments(action="left_click", coordinate=ru))
    prompt = cfg.grounding.prompt.format(element=describe_element(target))
    real = (min(hit.pw - 1.0, cx * hit.scale), min(hit.ph - 1.0, cy * hit.scale))
    metadata = SampleMetadata(
        task_type="grounding", real_coords=real, recording_id=meta.recording_id, step_index=s["step_index"],
        date=meta.date, app=meta.app, action="left_click", task_key=gc.task_key, source_format=meta.source_format,
        image_size=(meta.screen_width or 0, meta.screen_height or 0), **_element(target),
        target_source=target["source"], family="grounding")
    return {
        "id": f"{fit_name(meta.recording_id)}_s{s['step_index']:04d}_g{j:02d}", "family": "grounding",
        "recording_id": meta.recording_id, "step_index": s["step_index"], "task_key": gc.task_key,
        "task_type": "grounding", "action": "left_click", "app": meta.app, "image": s["pre_image"],
        "images": [s["pre_image"]], "system": gc.system, "instruction": prompt, "prompt": prompt, "history": [],
        "thought": None, "tool_call": call.to_json(),
        "conversations": [{"from": "human", "value": "<image>\n" + prompt}, {"from": "gpt", "value": call.to_turn()}],
        "real_coords": list(real), "ru_coords": list(ru), "target": target, "target_start": None,
        "metadata": metadata.model_dump(mode="json"),
    }


__all__ = ["Candidate", "GroundingContext", "dhash", "grounding_rows", "usable_elements"]
