"""What a synthetic recording is asked to be (`SynthSpec`, its `Action`s) and what was written (`SynthResult`, the
`ExpectedStep`s: the ground truth a test checks against)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

EPOCH0 = 1_755_517_898_374  # a real recording's first log line (absolute-time logs)
EFFECT_LATENCY_MS = 80  # the UI reacts this long after an action ends


@dataclass
class Action:
    kind: str  # click | double_click | triple_click | right_click | middle_click | drag | scroll |
    #            type | hotkey | key | move | wait
    x: float = 0.0  # logical points
    y: float = 0.0
    x2: float = 0.0
    y2: float = 0.0
    text: str = ""
    keys: tuple[str, ...] = ()  # rdev names, e.g. ("MetaLeft", "KeyC")
    delta: float = 0.0  # Clones wheel delta per event (negative = down)
    notches: int = 0
    wait_ms: int = 0
    gap_ms: int = 700  # idle time before this action
    effect: bool = True  # False: the UI does not react (a click on nothing)
    mods: tuple[str, ...] = ()  # rdev modifier names held during a click, drag or scroll
    produced: str | None = None  # hotkey: the key's actual_char (None: the US letter, "": none logged)
    button: str = "Left"  # a drag's button
    ax: list[dict[str, Any]] | None = None  # an accessibility tree the recorder logs around this action's press
    ax_delay_ms: int = 15  # when: press + this (Clones logs `axtree_interaction` 2-30 ms after the press)
    ax_event: str = "axtree_interaction"  # or `axtree` (older recorders' periodic dumps)


@dataclass
class ExpectedStep:
    kind: str
    t_start: int  # event clock, ms since log origin
    t_end: int
    x: float | None = None
    y: float | None = None
    x2: float | None = None
    y2: float | None = None
    button: str | None = None
    click_count: int | None = None
    text: str | None = None
    keys: list[str] | None = None
    scroll_dy: float | None = None
    state_before: int = 0  # UI state shown before the action
    state_after: int = 0


@dataclass
class SynthSpec:
    recording_id: str = "20250101_120000"
    logical_size: tuple[int, int] = (320, 200)
    scale: float = 2.0
    actions: list[Action] = field(default_factory=list)
    fps: float = 20.0
    vfr: bool = True
    keyint: int = 60
    video_offset_ms: int = 1500  # event-clock time of the `Output #0` line = frame 0
    lead_ms: int = 400  # first action starts this long after frame 0 (negative: before the video)
    ffmpeg_lines: bool = True
    time_base: str = "absolute"  # absolute | relative
    write_log_meta: bool = False
    meta_scale_factor: bool = True
    ax_display: bool = True  # accessibility snapshot with the display-wide window
    duplicate_events: bool = False
    out_of_order: int = 0  # pairs of adjacent mouse-move lines swapped
    drop_keyups: tuple[int, ...] = ()  # indices (in key-up order) of key-ups left out
    tail_ms: int = 1500  # video keeps running after the last action
    status: str = "completed"
    reason: str | None = "done"
    title: str = "Synthetic task"
    app: str = "Synth App"
    checksums: bool = True
    ax_extra: list[dict[str, Any]] = field(default_factory=list)  # more elements in the window (logical bboxes)
    seed: int = 0
    cursor: str = "cross"  # cross (small) | arrow (a pointer 17 logical points tall, as recorders draw) | none
    ffmpeg_lead_ms: int = 0  # the `Output #0` line is logged this long before frame 0 really appears
    stall_at_ms: float | None = None  # video ms at which the video skips `stall_ms` of event time (encoder stall)
    stall_ms: int = 1000
    platform: str = "macos"
    keyboard_layout: str | None = "us-qwerty"
    private_ranges: list[tuple[int, int]] = field(default_factory=list)  # event-clock ms, private_ranges.json
    task_id: str | None = None  # quest.task_id; default: one task per recording
    index_barcode: bool = True  # False: the frame-index barcode stays at 0 (a screen without any ticker)
    screen: Any = None  # state → an RGB image (physical size) drawn instead of the palette (e.g. text on screen)


@dataclass
class SynthResult:
    path: Path
    spec: SynthSpec
    steps: list[ExpectedStep]
    frame_pts_ms: list[float]  # video clock
    lines: list[dict[str, Any]]
