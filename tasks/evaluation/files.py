"""The I/O side of `cuaflow eval`, `eval compare` and `predict`: which dataset folder, its cases (`test/test.json`)
and trajectories (seed 003 `trajectories.jsonl`), the predictions file, the hashes a report's provenance names.
Scoring is `scorer.py`; the page is `page.py`."""

from __future__ import annotations

import hashlib
import json
import posixpath
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from PIL import Image

from cuaflow.connectors.storage import Root, open_root
from cuaflow.schemas.evaluation import EvalReport, EvalRules, Provenance, ReadSettings
from cuaflow.schemas.samples import case_id
from cuaflow.schemas.tables import DATASETS
from cuaflow.schemas.toolcall import tolerance_pair
from cuaflow.tasks.evaluation.cases import Case, case_from_test
from cuaflow.tasks.evaluation.episodes import Trajectory, in_scope
from cuaflow.tasks.evaluation.scorer import score
from cuaflow.tasks.run.committed import latest, read_dataset_config

TEST_JSON = "test/test.json"
# The fields of a predictions line that say which space its coordinates are in (tasks/evaluation/units.py).
SPACE_FIELDS = ("units", "dialect", "dialect_params", "image_size", "sent_size")
MANIFEST = "manifest.json"


class EvalError(ValueError):
    """The dataset or the predictions file cannot be read (the message says which and why)."""


def resolve_dataset(dataset: str, output: str | None) -> tuple[Root, str]:
    """A dataset folder (any fsspec URL holding `test/test.json`), or a version of the output root's
    `datasets/`: its folder name (`<name_prefix>-<hash>`), the hash alone, or `latest`."""
    direct = open_root(dataset)
    if direct.exists(TEST_JSON):
        return direct, dataset
    if output is None:
        raise EvalError(f"{dataset!r} is not a dataset folder (no {TEST_JSON}); to name a version, give the "
                        "output root with --output")
    out = open_root(output)
    names = [n for n in out.list_subdirs(DATASETS) if not n.startswith(".")] \
        if out.isdir(DATASETS) else []
    if dataset == "latest":
        found = latest(out)
        match = [found] if found else []
    else:
        match = [n for n in names if n == dataset or n.endswith(f"-{dataset}")]
    if len(match) != 1 or not out.exists(f"{DATASETS}/{match[0]}/{TEST_JSON}"):
        raise EvalError(f"no dataset version {dataset!r} under {out.display(DATASETS)} "
                        f"(versions: {', '.join(sorted(names)) or 'none'})")
    return open_root(out.display(f"{DATASETS}/{match[0]}")), match[0]


def load_cases(ds: Root) -> list[Case]:
    try:
        tests = json.loads(ds.read_bytes(TEST_JSON))
        return [case_from_test(t) for t in tests]
    except (ValueError, KeyError, TypeError) as exc:
        raise EvalError(f"{ds.display(TEST_JSON)} is not a seed 000 test file: {exc}") from exc


def load_trajectories(ds: Root, cases: list[Case]) -> list[Trajectory]:
    """Each seed 003 trajectory as cases (`test_<sample_id>`): the test case itself when `test.json` has it,
    else one built from the step (its action, target box, screenshot and the dataset's tolerance)."""
    if not ds.exists("trajectories.jsonl"):
        return []
    try:
        return _trajectories(ds, cases)
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise EvalError(f"{ds.display('trajectories.jsonl')} is not a seed 003 file written by cuaflow: {exc}") \
            from exc


def _trajectories(ds: Root, cases: list[Case]) -> list[Trajectory]:
    known = {c.test_id: c for c in cases}
    doc = read_dataset_config(ds)
    tol = tolerance_pair(doc.test_tolerance) if doc else (10, 10)
    out = []
    for line in ds.read_bytes("trajectories.jsonl").decode().splitlines():
        task = json.loads(line)
        if not all(s.get("output_state", {}).get("sample_id") for s in task["steps"]):
            continue  # written before steps named their samples: not scorable by id
        steps, screens, instructions, screen = [], [], [], None
        for k, step in enumerate(task["steps"]):
            state = step["output_state"]
            screen = (step.get("input_state") or {}).get("image") or screen  # omitted: the previous output
            test_id = case_id(state["sample_id"])
            target = state.get("target") or {}
            steps.append(known.get(test_id) or Case(
                test_id=test_id, expected=dict(state["action"]["arguments"]), tolerance=tol,
                bbox=target.get("bbox"), bbox_start=target.get("bbox_start"), recording_id=task["task_id"],
                step_index=k, image=screen))
            screens.append(screen)
            instructions.append(step.get("instruction") or "")
            screen = state.get("image") or screen
        out.append(Trajectory(task_id=task["task_id"], split=(task.get("metadata") or {}).get("split"),
                              steps=steps, instructions=instructions, images=screens))
    return out


def fill_sizes(ds: Root, cases: list[Case]) -> None:
    """The screenshot size of cases that lack one (trajectory steps outside `test.json`), from the image header:
    pixel coordinates need it."""
    for c in cases:
        if c.image_size is None and c.image and ds.exists(c.image):
            with ds.open(c.image) as fh, Image.open(fh) as img:
                c.image_size = [int(img.size[0]), int(img.size[1])]


@dataclass
class PredictionFile:
    """A predictions file, read: id → raw output for the steps (teacher-forced history) and for the episode
    steps (`mode: episode`, the model's own history), what the lines say about their model and units."""

    path: str
    sha256: str
    steps: dict[str, Any] = field(default_factory=dict)
    episodes: dict[str, Any] = field(default_factory=dict)
    bad: list[str] = field(default_factory=list)  # unusable lines, with number and why
    models: list[str] = field(default_factory=list)
    units: list[str | None] = field(default_factory=list)  # each used line's declared units
    step_lines: dict[str, dict[str, Any]] = field(default_factory=dict)  # id → the line's space fields
    episode_lines: dict[str, dict[str, Any]] = field(default_factory=dict)


def _read_bytes(path: str) -> bytes:
    root, name = open_root(posixpath.dirname(path) or "."), posixpath.basename(path)
    try:
        return root.read_bytes(name)
    except (OSError, ValueError) as exc:
        raise EvalError(f"cannot read the predictions file {path}: {exc}") from exc


def read_predictions(path: str) -> PredictionFile:
    """Every usable line of a predictions file; a repeated test_id (in the same mode) keeps its first line."""
    data = _read_bytes(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise EvalError(f"the predictions file {path} is not UTF-8 text: {exc}") from exc
    out = PredictionFile(path=path, sha256=hashlib.sha256(data).hexdigest())
    first: dict[tuple[str, str], int] = {}
    models: set[str] = set()
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except ValueError as exc:
            out.bad.append(f"line {n}: not JSON ({exc})")
            continue
        if not isinstance(obj, dict) or not isinstance(obj.get("test_id"), str):
            out.bad.append(f"line {n}: no string `test_id`")
            continue
        mode, tid = ("episode" if obj.get("mode") == "episode" else "step"), obj["test_id"]
        if (mode, tid) in first:
            out.bad.append(f"line {n}: test_id {tid!r} repeated (line {first[mode, tid]} kept)")
            continue
        first[mode, tid] = n
        (out.episodes if mode == "episode" else out.steps)[tid] = obj.get("prediction")
        (out.episode_lines if mode == "episode" else out.step_lines)[tid] = {
            k: obj[k] for k in SPACE_FIELDS if k in obj}
        out.units.append(obj.get("units") if isinstance(obj.get("units"), str) else None)
        if isinstance(obj.get("model"), str):
            models.add(obj["model"])
    out.models = sorted(models)
    return out


def dataset_hashes(ds: Root) -> tuple[str | None, str | None]:
    """sha256 of the version's manifest.json (which holds every file's sha256) and of its test/test.json."""
    def one(rel: str) -> str | None:
        return ds.sha256(rel)[0] if ds.exists(rel) else None

    return one(MANIFEST), one(TEST_JSON)


@dataclass
class Dataset:
    """A dataset version opened for scoring: its folder, name, cases and trajectories."""

    root: Root
    name: str
    cases: list[Case]
    trajectories: list[Trajectory]


def open_dataset(dataset: str, output: str | None) -> Dataset:
    root, name = resolve_dataset(dataset, output)
    cases = load_cases(root)
    return Dataset(root=root, name=name, cases=cases, trajectories=load_trajectories(root, cases))


def _cuaflow_version() -> str:
    try:
        return version("cuaflow")
    except PackageNotFoundError:
        return "unknown"


def score_file(ds: Dataset, path: str, rules: EvalRules, read: ReadSettings,
               model: str | None = None) -> tuple[EvalReport, PredictionFile]:
    """Read a predictions file and score it on the dataset; the report carries its provenance."""
    pf = read_predictions(path)
    answered = pf.steps.keys() | pf.episodes.keys()
    fill_sizes(ds.root, [c for c in ds.cases if c.image_size is None]  # cases of datasets written elsewhere
               + [c for t in ds.trajectories if in_scope(t, dict.fromkeys(answered)) for c in t.steps])
    report = score(ds.cases, pf.steps, rules, dataset=ds.name, trajectories=ds.trajectories, read=read,
                   episodes=pf.episodes, lines=[pf.step_lines, pf.episode_lines])
    manifest, test = dataset_hashes(ds.root)
    report.provenance = Provenance(
        dataset=ds.name, dataset_manifest_sha256=manifest, test_json_sha256=test, predictions=path,
        predictions_sha256=pf.sha256, models=[model] if model else pf.models, cuaflow_version=_cuaflow_version(),
        rules=rules, read=read, units=report.units)
    return report, pf


__all__ = ["Dataset", "EvalError", "PredictionFile", "dataset_hashes", "fill_sizes", "load_cases",
           "load_trajectories", "open_dataset", "read_predictions", "resolve_dataset", "score_file"]
