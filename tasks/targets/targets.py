"""The target of every pointer step: the element it acted on, hit-tested at the pre-action time.

For each on-screen point of a pointer step (a click's, a scroll's position, a modifier-click's, both ends of a
drag) the snapshot in force is the last one logged at or before the step's start (plus `targets.grace_ms`:
Clones logs its `axtree_interaction` a few ms after the press that triggered it). Among that snapshot's
*interactive* elements (`targets.interactive_roles`) containing the point, the smallest wins (the deeper one on a
tie): a click on a button's label is a click on the button, not on its toolbar. A snapshot logged at or after the
step's start (within the grace) is the press's own; one logged before it still shows the element only while the
element's region has not changed in the video since (`tasks/targets/regions.py`: judged on the frames the frame stage
decoded, up to the step's pre-action frame), and never beyond `targets.max_snapshot_age_ms`. What cannot be trusted
is rejected with a counted reason (`schemas.steps.TARGET_REJECTS`): a snapshot too old, a region that changed, no
frame to judge by, an element of another display, a box reaching outside the recorded screen, a box covering most
of the screen, a window-relative box the recorder did not convert. The box is kept in video pixels and in RU, both
`[x1, y1, x2, y2]`, in the struct every output names the element by (`element.py`)."""

from __future__ import annotations

import bisect
import math
from typing import Any

import numpy as np
import polars as pl

from cuaflow.schemas.recording import AxElement, AxSnapshot, RecordingMeta
from cuaflow.schemas.settings import TargetSettings
from cuaflow.schemas.steps import STEPS_SCHEMA
from cuaflow.schemas.tables import polars_types
from cuaflow.schemas.toolcall import to_ru
from cuaflow.tasks.targets.element import OCR_KINDS, POINTER_KINDS, found_target, none_target, role_key, why_not
from cuaflow.tasks.targets.ocr_targets import FrameText, ScreenText, ocr_target
from cuaflow.tasks.targets.regions import RegionChanges, step_snapshots

_TARGET_TYPES = polars_types(STEPS_SCHEMA, ("target", "target_end"))
# Reasons an element containing the point is not trusted, most specific first (the one reported when every
# candidate is rejected).
_ORDER = ("window_relative", "other_display", "off_screen", "too_large")


class _Candidates:
    """A snapshot's interactive elements as arrays (one pass per snapshot, whatever the steps that use it):
    a snapshot can hold thousands of elements and a recording thousands of pointer steps."""

    def __init__(self, snap: AxSnapshot, roles: frozenset[str], lw: float, lh: float, max_area: float) -> None:
        self.elements = [e for e in snap.elements if role_key(e.role) in roles]
        box = np.array([(e.x, e.y, e.x + e.width, e.y + e.height) for e in self.elements], dtype=float)
        self.box = box.reshape(-1, 4)
        self.area = (self.box[:, 2] - self.box[:, 0]) * (self.box[:, 3] - self.box[:, 1])
        self.depth = np.array([e.depth for e in self.elements], dtype=float)
        self.why = [why_not(e, lw, lh, max_area) for e in self.elements]

    def best(self, x: float, y: float) -> tuple[AxElement | None, set[str]]:
        b = self.box
        inside = np.flatnonzero((b[:, 0] <= x) & (x <= b[:, 2]) & (b[:, 1] <= y) & (y <= b[:, 3]))
        rejected: set[str] = {w for i in inside if (w := self.why[i]) is not None}
        ok = [int(i) for i in inside if self.why[i] is None]
        if not ok:
            return None, rejected
        k = min(ok, key=lambda i: (self.area[i], -self.depth[i]))  # smallest; the deeper one on a tie
        return self.elements[k], rejected


class HitTester:
    """The snapshots of one recording, sorted once; `target()` per point."""

    def __init__(self, meta: RecordingMeta, ax: list[AxSnapshot], settings: TargetSettings,
                 changes: RegionChanges | None = None) -> None:
        self.snaps = sorted(ax, key=lambda s: s.t_ms)
        self.times = [s.t_ms for s in self.snaps]
        self.settings = settings
        self.changes = changes
        self.roles = frozenset(role_key(r) for r in settings.interactive_roles)
        self.lw, self.lh = float(meta.logical_width), float(meta.logical_height)
        self.pw, self.ph = meta.screen_width or 0, meta.screen_height or 0
        self.scale = meta.scale
        self._candidates: dict[int, _Candidates] = {}

    def snapshot(self, t_ms: int) -> int | None:
        """Index of the snapshot logged last at or before `t_ms` plus the grace, or None."""
        k = bisect.bisect_right(self.times, t_ms + self.settings.grace_ms) - 1
        return k if k >= 0 else None

    def in_force(self, t_ms: int) -> tuple[int | None, int | None, str | None]:
        """(snapshot index, its age at `t_ms`, why there is none): `no_snapshot`, `stale_snapshot`."""
        k = self.snapshot(t_ms)
        if k is None:
            return None, None, "no_snapshot"
        age = max(0, t_ms - self.snaps[k].t_ms)
        if age > self.settings.max_snapshot_age_ms:
            return None, age, "stale_snapshot"
        return k, age, None

    def still_shown(self, k: int, box_px: list[int], step: int, t_ms: int, frame_pts: float | None) -> str | None:
        """None when snapshot `k` shows the box as it is at step `step` (its index), starting at `t_ms`, whose
        pre-action frame is `frame_pts` (video clock): logged at or after the start, or the box's region unchanged
        in the video since it was logged; else the reason (`region_changed`, `unverified_snapshot`)."""
        since = self.snaps[k].t_ms
        if since >= t_ms:
            return None
        verdict = self.changes.unchanged(box_px, step, since, frame_pts) if self.changes is not None else None
        if verdict is None:
            return "unverified_snapshot"
        return None if verdict else "region_changed"

    def target(self, t_ms: int, x: float | None, y: float | None, frame_pts: float | None = None,
               step: int = -1) -> dict[str, Any]:
        if x is None or y is None or math.isnan(x) or math.isnan(y) or not (0 <= x <= self.lw and 0 <= y <= self.lh):
            return none_target("no_point")
        k, age, why = self.in_force(t_ms)
        if k is None:
            return none_target(why or "no_snapshot", age)
        snap = self.snaps[k]
        if k not in self._candidates:
            self._candidates[k] = _Candidates(snap, self.roles, self.lw, self.lh, self.settings.max_area_fraction)
        best, rejected = self._candidates[k].best(x, y)
        if best is None:
            return none_target(next((r for r in _ORDER if r in rejected), "no_element"), age)
        box = self.box_px(best)
        if (stale := self.still_shown(k, box, step, t_ms, frame_pts)) is not None:
            return none_target(stale, age)
        return found_target(snap.source, best.role or None, best.name or None, box, self.box_ru(best), age)

    def point_target(self, read: FrameText | None, t_ms: int, frame_pts: float | None, step: int, x: float | None,
                     y: float | None, px: int | None, py: int | None) -> dict[str, Any]:
        """A point's target: the snapshot's, else the text under the point (pixels) on the step's pre-action frame, if
        any; none without a point in pixels (off the screen)."""
        if px is None:
            return none_target("no_point")
        target = self.target(t_ms, x, y, frame_pts, step)
        if target["reject"] is None or read is None or py is None:
            return target
        found = read.at(px + 0.5, py + 0.5)
        if found is None:
            return target
        return ocr_target(found, self.pw, self.ph, self.scale, self.lw, self.lh)

    def box_px(self, e: AxElement) -> list[int]:
        """The pixels the element covers: from the pixel holding its top-left corner to the one holding its
        bottom-right corner, within the video."""
        s, w, h = self.scale, self.pw, self.ph
        return [min(w - 1, max(0, int(e.x * s))), min(h - 1, max(0, int(e.y * s))),
                min(w - 1, max(0, math.ceil((e.x + e.width) * s) - 1)),
                min(h - 1, max(0, math.ceil((e.y + e.height) * s) - 1))]

    def box_ru(self, e: AxElement) -> list[int]:
        return [to_ru(e.x, self.lw), to_ru(e.y, self.lh), to_ru(e.x + e.width, self.lw),
                to_ru(e.y + e.height, self.lh)]


def with_targets(steps: pl.DataFrame, meta: RecordingMeta, ax: list[AxSnapshot],
                 settings: TargetSettings | None = None, changes: RegionChanges | None = None,
                 text: ScreenText | None = None) -> pl.DataFrame:
    """`target` (the step's point; a drag's press) and `target_end` (a drag's release) of every pointer step;
    null for other steps. Points are the normalised ones: an off-screen point has no target (`no_point`). A snapshot
    logged before a step is judged by `changes` on the step's pre-action frame (`pre_frame_pts_ms`). A point the
    snapshots give no target gets one from the text of the step's pre-action frame (`text`,
    tasks/targets/ocr_targets.py) when it lies on a label."""
    hit = HitTester(meta, ax, settings or TargetSettings(), changes)
    first: list[dict[str, Any] | None] = []
    end: list[dict[str, Any] | None] = []
    for col, dtype in (("pre_frame_pts_ms", pl.Float64), ("pre_image", pl.String)):
        if col not in steps.columns:
            steps = steps.with_columns(pl.lit(None, dtype=dtype).alias(col))
    cols = steps.select("step_index", "kind", "t_start_ms", "x", "y", "x2", "y2", "px", "py", "px2", "py2",
                        "pre_frame_pts_ms", "pre_image").iter_rows()
    for step, kind, t, x, y, x2, y2, px, py, px2, py2, pts, image in cols:
        if kind not in POINTER_KINDS:
            first.append(None)
            end.append(None)
            continue
        read = text.frame(image) if text is not None and kind in OCR_KINDS else None
        first.append(hit.point_target(read, t, pts, step, x, y, px, py))
        end.append(hit.point_target(read, t, pts, step, x2, y2, px2, py2) if kind == "drag" else None)
    return steps.with_columns(pl.Series("target", first, dtype=_TARGET_TYPES["target"]),
                              pl.Series("target_end", end, dtype=_TARGET_TYPES["target_end"]))


def snapshot_probes(steps: pl.DataFrame, ax: list[AxSnapshot]) -> list[float | None]:
    """Per step, when the snapshot it may need was logged (`regions.step_snapshots`): the frame stage maps what
    changed from there to the step's pre-action frame (a pointer step's target, any step's grounding samples)."""
    return step_snapshots(steps["t_start_ms"].to_list(), (s.t_ms for s in ax))


__all__ = ["HitTester", "snapshot_probes", "with_targets"]
