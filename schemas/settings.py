"""Pipeline settings (`pipeline.yaml`, the single source of their defaults): grouping thresholds, scroll units,
targets, instruction templates, frames, argument bounds, clock and alignment, quality, resources, privacy, OCR;
`PipelineSettings` is the whole file (config/README.md documents every key)."""

from __future__ import annotations

import re
import warnings
from string import Formatter
from typing import Any, Literal

from pydantic import Field, SerializerFunctionWrapHandler, field_validator, model_serializer, model_validator

from cuaflow.schemas.strict import Strict, digest

RULESET = "g1"


class GroupingRules(Strict):
    """Thresholds of the grouping rules. Distances are logical points, times are ms."""

    duplicate_window_ms: int = Field(2, ge=0, description="same event+data within this window = one")
    multi_click_interval_ms: int = Field(500, ge=0, description="max gap up→down inside a double click")
    multi_click_distance: float = Field(2.0, ge=0, description="seed 001: same point ±2 px")
    drag_distance: float = Field(5.0, ge=0, description="press-to-release travel that makes a drag")
    scroll_gap_ms: int = Field(300, ge=0, description="wheel events closer than this are one scroll")
    typing_gap_ms: int = Field(1000, ge=0, description="pause that ends a typing run")
    wait_gap_ms: int = Field(3000, ge=0, description="idle gap that becomes a wait step (0 = never)")
    move_min_distance: float = Field(10.0, ge=0, description="cursor travel that makes a mouse_move step")
    modifier_stale_ms: int = Field(5000, ge=0, description="a held modifier idle this long is released")
    backspace_edits_text: bool = Field(True, description="backspace inside a typing run edits the text")

    @property
    def version(self) -> str:
        return f"{RULESET}-{digest(self.model_dump(mode='json'))[:8]}"


class ScrollSettings(Strict):
    """One scroll unit for every source: pixels. A source's wheel delta times its factor is the `pixels` of
    `scroll`/`hscroll` calls and the steps' scroll_dx/scroll_dy. Each connector states its format's factors per
    platform (`Connector.scroll_pixels_per_unit`, connectors/README.md); these settings override them, per format
    then platform (tasks/recording/README.md, "Scroll units and platforms")."""

    pixels_per_unit: dict[str, dict[str, float]] = Field(
        default_factory=dict,
        description="source format → platform (or default) → pixels per source delta unit, over the connector's own")

    @field_validator("pixels_per_unit")
    @classmethod
    def _positive(cls, v: dict[str, dict[str, float]]) -> dict[str, dict[str, float]]:
        for src, per in v.items():
            for plat, f in per.items():
                if not f > 0:
                    raise ValueError(f"{src}.{plat}: factor must be > 0, got {f}")
        return v


# Roles a person acts on (macOS AX roles without the `AX` prefix, Windows UI Automation control types and
# ARIA roles, all lower-cased): the hit-test keeps only these, so a click lands on the button, not its group.
INTERACTIVE_ROLES = (
    "button", "link", "hyperlink", "textfield", "textarea", "securetextfield", "searchfield", "textbox", "edit",
    "searchbox", "checkbox", "radiobutton", "radio", "popupbutton", "combobox", "menuitem", "menubaritem",
    "menubutton", "slider", "incrementor", "stepper", "spinbutton", "spinner", "tab", "tabitem", "switch",
    "toggle", "togglebutton", "disclosuretriangle", "cell", "row", "listitem", "option", "treeitem", "dataitem",
    "splitbutton", "colorwell", "dockitem", "scrollbar",
)


class TargetSettings(Strict):
    """The hit-test of pointer steps against accessibility snapshots (tasks/targets/targets.py)."""

    max_snapshot_age_ms: int = Field(60000, ge=0, description="a snapshot older than this at the step's start is "
                                     "stale whatever the video shows (an upper bound: a younger one logged before "
                                     "the step is kept only while the element's region did not change on screen)")
    grace_ms: int = Field(250, ge=0, description="a snapshot logged this soon after the step's start counts as "
                          "taken at the press (Clones logs `axtree_interaction` 2-30 ms after the mousedown "
                          "that triggered it)")
    max_area_fraction: float = Field(0.5, gt=0, le=1, description="an element covering more of the screen than "
                                     "this is a window or a pane, not a target")
    interactive_roles: list[str] = Field(default_factory=lambda: list(INTERACTIVE_ROLES),
                                         description="roles a target may have (lower case, `AX` prefix dropped)")
    ocr: bool | None = Field(None, description="the screen's text as a second source of targets and grounding "
                             "samples (tasks/targets/ocr_targets.py): null uses the OCR lines privacy reads anyway "
                             "(none with privacy off); true also reads every published frame with privacy off (~0.2 s "
                             "of CPU a 1080p frame); false never")
    ocr_min_score: float = Field(0.8, ge=0, le=1, description="OCR lines read with less confidence are never names")
    ocr_phrase_words: int = Field(4, ge=1, description="a run of words closer than a line height apart is one label "
                                  "(a button's, a link's) up to this many words; a longer run (a paragraph) is "
                                  "named by its word under the point")


class InstructionTemplates(Strict):
    """Step instructions rendered from a step's call (tasks/samples/instructions.py). Fields: {element} (`the 'Save'
    button`; a pointer step without a named element gets where it acted, `the top-left of the screen`), {text},
    {keys} (`Cmd+S`), {direction} (`down`, `to the right`), {seconds}, {status}. An action without a template
    (or with an empty one) gets no instruction."""

    left_click: str = "Click {element}"
    right_click: str = "Right-click {element}"
    middle_click: str = "Middle-click {element}"
    double_click: str = "Double-click {element}"
    triple_click: str = "Triple-click {element}"
    mouse_move: str = "Move the pointer to {element}"
    left_click_drag: str = "Drag {element} {direction}"
    scroll: str = "Scroll {direction} in {element}"
    hscroll: str = "Scroll {direction} in {element}"
    type: str = "Type '{text}' into {element}"
    type_without_element: str = "Type '{text}'"
    key: str = "Press {keys}"
    wait: str = "Wait {seconds} seconds"
    terminate: str = ""
    answer: str = "Answer '{text}'"

    @field_validator("*")
    @classmethod
    def _fields(cls, v: str) -> str:
        unknown = sorted({f for _, f, _, _ in Formatter().parse(v) if f} - _INSTRUCTION_FIELDS)
        if unknown:
            raise ValueError(f"unknown field(s) {unknown}; known: {sorted(_INSTRUCTION_FIELDS)}")
        return v

    def for_action(self, action: str, *, has_element: bool) -> str | None:
        if action == "type" and not has_element:
            return self.type_without_element or None
        return getattr(self, action, "") or None


_INSTRUCTION_FIELDS = {"element", "text", "keys", "direction", "seconds", "status"}


class FrameSettings(Strict):
    settle_ms: int = Field(500, ge=0, description="post-action frame: min(next start - margin, end + settle)")
    margin_ms: int = Field(100, ge=0, le=1000, description="frames are taken this long before an input at their "
                           "instant: a frame's content is ahead of its timestamp (tasks/frames/README.md, Frame "
                           "choice)")
    png_compress_level: int = Field(1, ge=0, le=9, description="speed over size; bytes stay deterministic")
    webp_method: int = Field(4, ge=0, le=6)
    decoder_threads: Literal["AUTO", "FRAME", "SLICE", "NONE"] = "AUTO"
    # Ignored: the frame stage skips whole GOPs at packet level and never seeks; kept so older files still load.
    min_seek_gap_ms: int = Field(3000, ge=0, description="ignored (frames never seek); kept so older files load")
    encode_workers: int = Field(2, ge=1, le=16)
    max_frame_age_ms: int = Field(10000, ge=100, description="a step whose frame was shown longer ago than this "
                                  "(a hole in the video's timeline) gets no image and no sample (flag video_gap)")
    use_vendor_frames: bool = Field(False, description="use a vendor's delivered frames for steps that match its "
                                    "grouped steps instead of extracting from the video")


class ArgumentBounds(Strict):
    """What one human action can be. A step whose tool-call argument lies outside is kept in the
    steps table, flagged `out_of_bounds` (plus a `bound:` flag naming the argument and the limit),
    and never sampled."""

    max_scroll_pixels: int = Field(10000, ge=1, description="|pixels| of one scroll / hscroll step "
                                   "(a long flick with momentum stays under this)")
    max_type_chars: int = Field(2000, ge=1, description="characters of one type step")
    max_event_chars: int = Field(16, ge=1, description="characters one key press may produce (dead keys, "
                                 "IME compositions); a log line beyond is unreadable")
    max_keys: int = Field(5, ge=1, description="keys of one key / hotkey step (4 modifiers + a key)")
    max_wait_s: float = Field(600.0, gt=0, description="seconds of one wait step")


class ClockSettings(Strict):
    video_offset_ms: int | None = Field(None, description="force the offset for every recording")
    overrides: dict[str, int] = Field(default_factory=dict, description="recording_id → offset ms")


class AlignmentSettings(Strict):
    """Checking the event↔video offset against the video itself (tasks/recording/align.py)."""

    enabled: bool = Field(True, description="estimate the offset from the pixels in the frame stage's decode pass")
    search_ms: int = Field(3000, ge=0, le=10000, description="offsets searched around the log-derived one")
    min_confidence: float = Field(0.5, ge=0, le=1, description="below this the estimate is not trusted: the "
                                  "log-derived offset is kept and the recording flagged alignment_unverified")
    on_disagreement: Literal["use_estimate", "quarantine"] = Field(
        "use_estimate", description="a confident estimate more than one frame from the log-derived offset")
    evidence_pairs: int = Field(20, ge=1, description="matched cursor moves for full confidence")
    effect_min_cells: int = Field(4, ge=1, description="changed thumbnail cells (outside the cursor) between the "
                                  "pre- and post-action frames below which a step is flagged no_visible_effect")


class QualitySettings(Strict):
    max_invalid_line_fraction: float = Field(0.05, ge=0, le=1)
    verify_checksums: bool = True
    duration_tolerance: float = Field(0.1, ge=0, le=1, description="decoded video duration may differ from "
                                      "meta.json's duration_seconds by this fraction (and 2 s) before a warning")
    event_count_tolerance: float = Field(0.01, ge=0, le=1, description="lines of input_log.jsonl may differ from "
                                         "input_log_meta.json's event_count by this fraction (and 1 line): fewer "
                                         "quarantines (events lost), more is flagged")


class ResourceSettings(Strict):
    """How much of the machine one run may use. These never change an output byte (not fingerprinted)."""

    memory_budget_mb: int | None = Field(
        None, ge=64, description="memory the recordings in flight may use together; a recording starts only when "
        "its estimate fits (one always runs). None: half the memory available when the run starts")
    max_in_flight: int | None = Field(
        None, ge=1, le=256, description="recordings processed at the same time; None: the number of CPUs "
        "(with Dask: the cluster's worker threads)")
    recording_base_mb: int = Field(
        160, ge=1, description="estimate of one recording besides its log: decoder and encoder buffers, tables")
    log_memory_factor: float = Field(
        6.0, ge=0, description="estimate of peak memory per byte of a recording's event log (parse + group)")
    batch_bytes_mb: int = Field(
        32, ge=0, description="recordings smaller than this share a task run, up to this many bytes of input "
        "together: a task run costs the orchestrator ~60 ms of CPU, as much as the whole work of a short "
        "recording; 0: one task run per recording")
    batch_max_recordings: int = Field(16, ge=1, le=1000, description="recordings of one shared task run at most")


class WatchSettings(Strict):
    """Night over night (tasks/run/anomalies.py): each figure of a night's quality row against the same figure over the
    committed nights before it. Never changes an output byte (not fingerprinted)."""

    window: int = Field(14, ge=1, le=366, description="committed nights before the night judged that make its usual "
                        "range")
    min_history: int = Field(5, ge=1, description="nights of history needed before a night is judged at all")
    mad_k: float = Field(4.0, gt=0, description="the usual range is at least median ± this many scaled MADs")
    ratio: float = Field(1.6, gt=1, description="... and at least median / ratio .. median × ratio")
    share_floor: float = Field(0.1, ge=0, le=1, description="... and at least median ± this for a share (0-1)")
    count_floor: float = Field(1.0, ge=0, description="... and at least median ± this for a count")
    mean_floor: float = Field(0.05, ge=0, description="... and at least median ± this for a mean (per recording, "
                              "per frame)")
    policy: Literal["warn", "fail"] = Field("warn", description="an anomalous night: warn (the run completes, the "
                                            "summary and artifact name it) or fail (the run ends Failed, exit 5)")
    webhook_url: str | None = Field(None, description="`cuaflow deploy` sets up a Prefect automation that posts "
                                    "each anomalous night to this URL (a webhook notification block); None: none")


class InterfaceLabels(Strict):
    """A labels file as read where settings are loaded (tasks/privacy/labels.py): its normalised labels and their
    sha256, so that a run's fingerprint follows the file's content and a worker needs no file."""

    path: str = Field("", exclude=True)  # where it was read: shown, never fingerprinted
    sha256: str
    labels: tuple[str, ...]


UNREADABLE_BELOW = 0.8  # privacy.unreadable_below's default (tasks/privacy/unreadable.py)


class PrivacySettings(Strict):
    """Personal data in published text and images (tasks/privacy/): found by OCR and recognisers, replaced
    by one surrogate per entity and recording, filled opaque in every published frame."""

    enabled: bool = Field(True, description="find and redact personal data; off: frames and text as recorded")
    # the names are the recogniser table's (tasks/privacy/recognisers.py), checked where settings are loaded
    # (tasks/configuration.py): a schema does not know the recognisers, so a new one is one module and one entry
    entities: list[str] | None = Field(None, description="entity types searched for; null: every recogniser "
                                       "(tasks/privacy/README.md lists them)")
    min_score: float = Field(0.4, ge=0, le=1, description="recogniser score from which a match is redacted")
    deny_list: list[str] = Field(default_factory=list, description="terms always redacted (names, company "
                                 "terms), matched case-insensitively as whole words")
    allow_list: list[str] = Field(default_factory=list, description="terms never redacted (UI words that a "
                                  "recogniser mistakes for an entity), matched exactly")
    fill: tuple[int, int, int] = Field((255, 0, 255), description="the opaque colour of a redacted box (never a "
                                       "blur): magenta, which no common theme uses for text or widgets")
    marker: tuple[int, int, int] | None = Field((0, 0, 0), description="diagonal stripes over the fill (a third "
                                                "of every 6 px), so a redaction never passes for a widget; null: "
                                                "plain fill")
    mode: Literal["identifiers", "strict"] = Field("identifiers", description="identifiers: fill what a recogniser "
                                                   "finds; strict: also fill every OCR line that is not interface "
                                                   "text (tasks/privacy/README.md, strict mode)")
    interface_words: list[str] = Field(default_factory=list, description="strict mode: the deployment's own "
                                       "interface labels, kept readable beside the built-in UI vocabulary")
    interface_labels: str | InterfaceLabels | None = Field(None, description="strict mode: a reviewed file of "
                                                           "the application's own labels, one a line (written by "
                                                           "`cuaflow labels learn`), a line equal to one kept "
                                                           "readable; the path is read where settings are loaded, "
                                                           "its labels and their hash then fingerprint the run")
    unreadable_below: float = Field(UNREADABLE_BELOW, ge=0, le=1, description="an OCR line read with a confidence "
                                    "under this is filled whole: text the engine cannot read (Hebrew, Arabic, "
                                    "Hangul) cannot be checked (tasks/privacy/unreadable.py); 0: never")

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        # no labels file: dumped as before it existed, so the fingerprints of every run without one stay as they were
        out: dict[str, Any] = handler(self)
        if out.get("interface_labels", "") is None:
            del out["interface_labels"]
        # nor does the unreadable-text bar at its default change them (the code version re-redacts a day instead)
        if out.get("unreadable_below") == UNREADABLE_BELOW:
            del out["unreadable_below"]
        return out

    @field_validator("entities")
    @classmethod
    def _names(cls, v: list[str] | None) -> list[str] | None:
        bad = [e for e in v or () if not re.fullmatch(r"[A-Z][A-Z0-9_]*", e)]
        if bad:
            raise ValueError(f"entity types are upper-case names (EMAIL_ADDRESS, IBAN_CODE, …): {bad}")
        return v


class OcrSettings(Strict):
    """The OCR engine that reads the published frames (tasks/ocr/), for privacy and for the targets alike; which
    frames it reads and for whom follows from `privacy.enabled` and `targets.ocr` (tasks/ocr/use.py)."""

    engine: Literal["pp-ocrv6-tiny"] = Field("pp-ocrv6-tiny", description="the OCR engine reading the published "
                                             "frames (PP-OCRv6 tiny on ONNX Runtime; its models install with the "
                                             "project)")
    device: Literal["auto", "cpu", "gpu"] = Field("auto", description="where OCR runs: auto uses a GPU execution "
                                                  "provider when ONNX Runtime offers one (onnxruntime-gpu), else "
                                                  "the CPU; gpu requires one")
    threads: int = Field(1, ge=1, le=64, description="threads of one recording's OCR (a run already uses a core per "
                         "recording)")
    detection_scale: float = Field(0.75, gt=0.2, le=1.0, description="text detection runs at this share of the "
                                   "frame's size (recognition always reads full-size pixels); 0.75 keeps the "
                                   "recall of full size on 11-13 px text of a 1080p screen")
    change_threshold: int = Field(12, ge=0, le=255, description="pixel difference from the previous published "
                                  "frame above which a region is read again by OCR")


# The OCR keys `privacy:` held before `ocr:` was a section of its own: old name there → name under `ocr:`.
OCR_KEYS_UNDER_PRIVACY = {"ocr_engine": "engine", "device": "device", "ocr_threads": "threads",
                          "detection_scale": "detection_scale", "change_threshold": "change_threshold"}


def _ocr_keys_moved(data: Any) -> Any:
    """Settings written before `ocr:` existed, with its keys under `privacy:`: the keys moved to `ocr:` (a key set in
    both places with two values is refused), with a one-line note saying where they belong now."""
    if not isinstance(data, dict) or not isinstance(data.get("privacy"), dict):
        return data
    old = [k for k in OCR_KEYS_UNDER_PRIVACY if k in data["privacy"]]
    if not old:
        return data
    privacy = dict(data["privacy"])
    ocr = data.get("ocr") or {}
    ocr = dict(ocr.model_dump() if isinstance(ocr, OcrSettings) else ocr)
    for key in old:
        new, value = OCR_KEYS_UNDER_PRIVACY[key], privacy.pop(key)
        if new in ocr and ocr[new] != value:
            raise ValueError(f"privacy.{key} ({value!r}) and ocr.{new} ({ocr[new]!r}) both set: keep ocr.{new} only")
        ocr[new] = value
    moved = ", ".join(f"privacy.{k} → ocr.{OCR_KEYS_UNDER_PRIVACY[k]}" for k in old)
    warnings.warn(f"pipeline settings: {moved} (the OCR keys have their own section now; the old place is read "
                  "for now)", FutureWarning, stacklevel=2)
    return {**data, "privacy": privacy, "ocr": ocr}


class PipelineSettings(Strict):
    grouping: GroupingRules = Field(default_factory=GroupingRules)
    frames: FrameSettings = Field(default_factory=FrameSettings)
    clock: ClockSettings = Field(default_factory=ClockSettings)
    alignment: AlignmentSettings = Field(default_factory=AlignmentSettings)
    quality: QualitySettings = Field(default_factory=QualitySettings)
    scroll: ScrollSettings = Field(default_factory=ScrollSettings)
    bounds: ArgumentBounds = Field(default_factory=ArgumentBounds)
    resources: ResourceSettings = Field(default_factory=ResourceSettings)
    targets: TargetSettings = Field(default_factory=TargetSettings)
    instructions: InstructionTemplates = Field(default_factory=InstructionTemplates)
    redact_secure_text: bool = True
    privacy: PrivacySettings = Field(default_factory=PrivacySettings)
    ocr: OcrSettings = Field(default_factory=OcrSettings)
    extract_failed_recordings: bool = False
    watch: WatchSettings = Field(default_factory=WatchSettings)

    @model_validator(mode="before")
    @classmethod
    def _ocr_under_privacy(cls, data: Any) -> Any:
        return _ocr_keys_moved(data)

    def fingerprint(self) -> str:
        return digest({**self.model_dump(mode="json", exclude={"resources", "watch", "ocr"}),
                       "privacy": self.privacy_fingerprint()})

    def privacy_fingerprint(self) -> dict[str, Any]:
        """`privacy` as fingerprints hash it: with the OCR keys it held before `ocr:` was its own section, under
        their old names, so the same settings keep the fingerprints (and the dataset versions their names) they
        had then."""
        return {**self.privacy.model_dump(mode="json"),
                **{old: getattr(self.ocr, new) for old, new in OCR_KEYS_UNDER_PRIVACY.items()}}
