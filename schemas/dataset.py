"""A dataset version's files and the answers of the runs that build it.

    datasets/<name>/manifest.json   DatasetManifest: sha256 of every file and the summary (the commit point)
    datasets/<name>/config.json     DatasetConfigDoc: what the version was built from
    datasets/.cache/shards/<name>.json   the digest of each shard's inputs (a plain path → digest object)

`DatasetSummary` holds the figures of a version: the selection's own, then one entry per renderer
(`tasks/export/`); the card shows them, the manifest keeps them, the build's answer (`DatasetBuild`) repeats
them. A renderer added later may add a figure of its own: kept as an extra key, never dropped.

The run answers (`RangeResult`, `NightlyResult`, `BackfillResult`) are what the flows return and
`cuaflow … --json` prints (`model_dump(mode="json")`)."""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer

from cuaflow.schemas.nights import NightJudgement
from cuaflow.schemas.tables import PartitionReport, Sparse, without_absent

DATASET_MANIFEST = "manifest.json"
DATASET_CONFIG = "config.json"


class ShardEntry(BaseModel):
    path: str
    rows: int
    sha256: str


class HfSplit(BaseModel):
    """One split of one family of the `hf` export: its rows, bytes and shards."""

    rows: int
    bytes: int
    shards: list[ShardEntry]


class ImageBudget(BaseModel):
    """The training budget figures of a version (`tasks/export/tokens.py`)."""

    max_pixels: int
    min_pixels: int
    patch_size: int
    merge_size: int
    token_budget: int
    resized: bool
    cutoff_len_needed: int  # LLaMA-Factory at image_max_pixels = max_pixels: its longest sample's tokens
    max_length_needed: int = 0  # TRL, the processor at min_pixels/max_pixels: its longest sample's tokens
    longest_sample: str | None  # by LLaMA-Factory's count
    image_tokens_max: int
    largest_image: list[int]  # [width, height]
    image_max_pixels_native: int
    over_budget: int
    over_budget_ids: list[str]  # the first few
    image_max_pixels_within_budget: int | None  # None: the text alone is over the budget


class Baseline(BaseModel):
    step_accuracy: float
    n: int


class ImageReferences(BaseModel):
    references: int
    missing: int


class PrivacyAudit(BaseModel):
    """What personal-data redaction did for a dataset version (tasks/privacy/audit.py): the building run's
    settings, and what the window's recordings say they went through."""

    redaction: str  # "on", "off" (privacy.enabled: false), or "partly: off for N of M recordings"
    engine: str | None = None  # what read the frames: OCR model, its package and ONNX Runtime
    recognisers: str | None = None  # what read the text: Presidio's pattern recognisers and their version
    entities: list[str] = Field(default_factory=list)  # entity types searched for
    fill: str | None = None  # how a redacted area looks in the images: "#FF00FF, #000000 stripes"
    deny_list: int = 0  # terms in privacy.deny_list
    allow_list: int = 0  # terms in privacy.allow_list
    recording_terms: int = 0  # names the recordings revealed, added to their own deny-lists (tasks/privacy/names.py)
    recordings_unredacted: int = 0  # recordings of the window processed with privacy off
    total: int = 0  # occurrences redacted
    by_type: dict[str, int] = Field(default_factory=dict)  # entity type → occurrences
    by_place: dict[str, int] = Field(default_factory=dict)  # image, typed, accessibility, metadata, events, vendor
    # strict mode (privacy.mode) and its learned labels file: "N learned labels, sha256 …"; absent in the default mode
    strict: str | None = None

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        out: dict[str, Any] = handler(self)
        if out.get("strict", "") is None:
            del out["strict"]  # the default mode: written as before the field existed
        return out


class DatasetSummary(Sparse):
    """The figures of a dataset version, in the order a build adds them; counts keyed by name keep the order
    they were written in (a manifest read back: sorted)."""

    model_config = ConfigDict(extra="allow")  # figures of renderers this model does not know

    # the selection (tasks/export/selection.py)
    dates: list[str] = Field(default_factory=list)
    # samples per split as the trainer files and `load_dataset(<folder>)` hold them (every family; test: every
    # test-split sample); the test cases of test/test.json (at most test.count of them) are `test_cases`
    splits: dict[str, int] = Field(default_factory=dict)  # train, val, test, held_out
    test_cases: int = 0
    by_task_type: dict[str, int] = Field(default_factory=dict)
    by_action: dict[str, int] = Field(default_factory=dict)
    recordings: int = 0  # processed recordings of the window
    duplicate_recordings_dropped: list[str] = Field(default_factory=list)  # "<date>/<recording_id>"
    steps_not_sampled: dict[str, int] = Field(default_factory=dict)  # by reason
    formats: list[str] = Field(default_factory=list)
    tasks_per_split: dict[str, int] = Field(default_factory=dict)
    by_family: dict[str, dict[str, int]] = Field(default_factory=dict)  # family → split → samples
    grounding_roles: dict[str, int] = Field(default_factory=dict)
    grounding_sources: dict[str, int] = Field(default_factory=dict)  # axtree, vendor, ocr (the screen's text)
    # the renderers' figures, in RENDERERS order (tasks/export); None: the format was not rendered
    annotated: int = 0
    trajectories: int | None = None
    image_budget: ImageBudget | None = None
    llamafactory: dict[str, int] | None = None  # split → lines
    hf: dict[str, dict[str, HfSplit]] | None = None  # family → split
    webdataset: dict[str, dict[str, int]] | None = None  # family → split → samples
    targets: dict[str, int] = Field(default_factory=dict)  # pointer points by target source / reject reason
    target_snapshots: dict[str, int] = Field(default_factory=dict)  # points whose snapshot predates them, by decision
    baselines: dict[str, Baseline] = Field(default_factory=dict)
    image_references: ImageReferences | None = None  # set at the commit, every reference resolved
    privacy: PrivacyAudit | None = None  # what redaction did (set by the build, shown on the card)
    # `quality` in dataset.yaml (tasks/samples/quality.py): samples each filter removed, in the order they apply; the
    # window's signals in total; the model's annotations the version used (tasks/samples/reasoning.py)
    quality_filters: dict[str, int] | None = None
    quality: dict[str, float | int] | None = None
    annotations: dict[str, Any] | None = None


class RecordingFigures(BaseModel):
    """What the card says about the window's source recordings (from the recordings table)."""

    recordings: int
    by_status: dict[str, int]
    offset_sources: dict[str, int]  # offsets used, by source
    disagreement: dict[str, int]  # recordings per bin of estimate − log-derived offset (ms), then `unverified`
    no_visible_effect: int  # steps flagged no_visible_effect
    redacted: int  # personal data occurrences redacted


class DatasetManifest(BaseModel):
    """`manifest.json`, written last: a version exists once it does."""

    name: str
    files: dict[str, str] = Field(default_factory=dict)  # path in the version → sha256
    summary: DatasetSummary = Field(default_factory=DatasetSummary)

    def to_json(self) -> str:
        return json.dumps(self.model_dump(), indent=1, sort_keys=True) + "\n"


class DatasetConfigDoc(BaseModel):
    """`config.json`: what a version was built from."""

    name: str
    # `DatasetConfig.content()` as written (JSON): a version built by an older configuration model stays readable
    dataset: dict[str, Any]
    dates: list[str]
    rules_versions: list[str]
    code_version: str
    partitions: dict[str, str]  # date → the partition manifest's fingerprint
    privacy: PrivacyAudit | None = None  # the version's personal-data redaction (as in its manifest and card)

    def to_json(self) -> str:
        return json.dumps(self.model_dump(), indent=2, sort_keys=True) + "\n"

    @property
    def test_tolerance(self) -> Any:
        """`test.tolerance` of the configuration (a number or a [x, y] pair)."""
        return self.dataset["test"]["tolerance"]


class BuildStats(BaseModel):
    """What a build did with the files: linked (no bytes moved) or copied frames, hashes reused from the
    previous manifest (no bytes read), derived images cached or rendered, made files equal to the previous
    version's linked, shards linked from it or written."""

    linked: int = 0
    copied: int = 0
    hash_reused: int = 0
    derived_cached: int = 0
    derived_rendered: int = 0
    unchanged_linked: int = 0
    shards_reused: int = 0
    shards_written: int = 0


class Retention(BaseModel):
    """Versions removed and kept after a build (`tasks/export/retention.py`)."""

    removed: list[str]
    kept: list[str]
    pinned: list[str]


class DatasetBuild(DatasetSummary):
    """The answer of a dataset build: the version, whether it already existed, and its summary."""

    name: str
    path: str  # the version's folder, as the output root displays it
    reused: bool
    files: BuildStats | None = None  # None: reused, nothing built
    retention: Retention | None = None  # None: no build ran (the version was already LATEST)
    review: str | None = None  # the version's review page, when written
    waited_for: str | None = None  # the other run this build waited for (its lock's holder)

    @model_serializer(mode="wrap")
    def _without_absent(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """name, path, reused and files first, then the summary, then retention and review."""
        data = without_absent(self, handler(self))
        head = {k: data.pop(k) for k in ("name", "path", "reused", "files") if k in data}
        tail = {k: data.pop(k) for k in ("retention", "review") if k in data}
        if self.reused:  # the summary as the version's manifest.json holds it: keys sorted
            data = json.loads(json.dumps(data, sort_keys=True))
        return head | data | tail

    @classmethod
    def of(cls, name: str, path: str, summary: DatasetSummary, **rest: Any) -> DatasetBuild:
        return cls.model_validate({"name": name, "path": path, **summary.model_dump(), **rest})


class SkippedEntry(BaseModel):
    """A source entry that is not a date folder the run could process, and why."""

    entry: str
    reason: str


class BackfillResult(BaseModel):
    """A backfill's answer: every partition of the range, then the dataset (None: not built)."""

    partitions: dict[str, PartitionReport]
    dataset: DatasetBuild | None = None
    privacy: PrivacyAudit | None = None  # what redaction did to the range's recordings
    nights: list[NightJudgement] = Field(default_factory=list)  # night over night (tasks/run/anomalies.py)


class RangeResult(BackfillResult):
    """`cuaflow run`'s answer: a backfill's, and the source entries skipped."""

    skipped: list[SkippedEntry] = Field(default_factory=list)


class NightlyResult(BaseModel):
    """The nightly run's answer; `partition` None: the source has no folder for the day."""

    date: str
    partition: PartitionReport | None = None
    dataset: DatasetBuild | None = None
    privacy: PrivacyAudit | None = None  # what redaction did to the day's recordings
    nights: list[NightJudgement] = Field(default_factory=list)
