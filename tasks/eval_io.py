"""The I/O side of `cuaflow eval`: which dataset folder, its cases (`test/test.json`) and trajectories (seed 003
`trajectories.jsonl`), the predictions file, and the static page of failed cases. Scoring is tasks/evaluate.py."""

from __future__ import annotations

import html
import json
import posixpath
from typing import Any

from cuaflow.connectors.storage import Root, open_root
from cuaflow.schemas.dataset import DATASET_CONFIG, DatasetConfigDoc
from cuaflow.schemas.evaluation import EvalReport
from cuaflow.schemas.tables import DATASETS
from cuaflow.schemas.toolcall import tolerance_pair
from cuaflow.tasks.evaluate import Case, case_from_test
from cuaflow.tasks.latest import latest
from cuaflow.tasks.review import CSS

TEST_JSON = "test/test.json"


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


def load_trajectories(ds: Root, cases: list[Case]) -> list[list[Case]]:
    """Each seed 003 trajectory as cases (`test_<sample_id>`): the test case itself when `test.json` has it,
    else one built from the step (its action, target box and the dataset's tolerance)."""
    if not ds.exists("trajectories.jsonl"):
        return []
    try:
        return _trajectories(ds, cases)
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise EvalError(f"{ds.display('trajectories.jsonl')} is not a seed 003 file written by cuaflow: {exc}") \
            from exc


def _trajectories(ds: Root, cases: list[Case]) -> list[list[Case]]:
    known = {c.test_id: c for c in cases}
    tol = (10, 10)
    if ds.exists(DATASET_CONFIG):
        tol = tolerance_pair(DatasetConfigDoc.model_validate_json(ds.read_bytes(DATASET_CONFIG)).test_tolerance)
    out = []
    for line in ds.read_bytes("trajectories.jsonl").decode().splitlines():
        task = json.loads(line)
        if not all(s.get("output_state", {}).get("sample_id") for s in task["steps"]):
            continue  # written before steps named their samples: not scorable by id
        steps = []
        for step in task["steps"]:
            state = step["output_state"]
            test_id = f"test_{state['sample_id']}"
            target = state.get("target") or {}
            steps.append(known.get(test_id) or Case(
                test_id=test_id, expected=dict(state["action"]["arguments"]), tolerance=tol,
                bbox=target.get("bbox"), bbox_start=target.get("bbox_start"), recording_id=task["task_id"]))
        out.append(steps)
    return out


def read_predictions(path: str) -> tuple[dict[str, Any], list[str]]:
    """test_id → the raw prediction, and the lines that could not be used (with line number and why). A
    repeated test_id keeps its first line."""
    root, name = open_root(posixpath.dirname(path) or "."), posixpath.basename(path)
    try:
        text = root.read_bytes(name).decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise EvalError(f"cannot read the predictions file {path}: {exc}") from exc
    preds: dict[str, Any] = {}
    first: dict[str, int] = {}
    bad: list[str] = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except ValueError as exc:
            bad.append(f"line {n}: not JSON ({exc})")
            continue
        if not isinstance(obj, dict) or not isinstance(obj.get("test_id"), str):
            bad.append(f"line {n}: no string `test_id`")
            continue
        tid = obj["test_id"]
        if tid in first:
            bad.append(f"line {n}: test_id {tid!r} repeated (line {first[tid]} kept)")
            continue
        first[tid] = n
        preds[tid] = obj.get("prediction")
    return preds, bad


def _svg(case: dict[str, Any], pred: list[float] | None) -> str:
    """Expected box (green), expected point (green ring), predicted point (red), in RU over the image."""
    parts = []
    if case.get("bbox"):
        x1, y1, x2, y2 = case["bbox"]
        parts.append(f"<rect x={x1} y={y1} width={max(1, x2 - x1)} height={max(1, y2 - y1)} fill=none "
                     "stroke='#22c55e' stroke-width=4 vector-effect=non-scaling-stroke class=expected-box />")
    if case.get("expected_point"):
        x, y = case["expected_point"]
        parts.append(f"<ellipse cx={x} cy={y} rx=12 ry=12 fill=none stroke='#22c55e' stroke-width=3 "
                     "vector-effect=non-scaling-stroke class=expected-point />")
    if pred:
        x, y = pred
        parts.append(f"<ellipse cx={x} cy={y} rx=8 ry=8 fill='#ff2d2d' class=predicted-point />")
    return f"<svg viewBox='0 0 1000 1000' preserveAspectRatio=none>{''.join(parts)}</svg>"


def write_page(report: EvalReport, ds: Root, cases: list[Case], folder: str) -> str:
    """`<folder>/index.html`: the scores, then every failed case on its screenshot (copied to `images/`) with
    the expected box, the expected point and the predicted point. Self-contained, opens from file://."""
    out = open_root(folder)
    shots = {c.test_id: c.screenshot for c in cases}
    esc = html.escape
    cards = []
    for r in report.cases:
        if r.correct:
            continue
        shot = shots.get(r.test_id)
        img = ""
        if shot and ds.exists(f"test/{shot}"):
            rel = f"images/{posixpath.basename(shot)}"
            out.write_bytes(rel, ds.read_bytes(f"test/{shot}"))
            img = (f"<div class=frame><img src='{esc(rel)}' alt='{esc(r.test_id)}'>"
                   f"{_svg(r.model_dump(), r.predicted_point)}</div>")
        cards.append(f"<figure class=case id='{esc(r.test_id)}'><figcaption><b>{esc(r.test_id)}</b> · expected "
                     f"{esc(r.expected_action)}, predicted {esc(str(r.predicted_action))} · {esc(r.reason)}"
                     f"</figcaption>{img}</figure>")
    rows = "".join(f"<tr><td>{esc(k)}</td><td>{v.correct}/{v.n}</td><td>{v.accuracy:.3f}</td></tr>"
                   for k, v in report.by_action.items())
    body = (f"<header><h1>cuaflow eval · {esc(report.dataset)}</h1><div class=facts><span><b>step accuracy</b> "
            f"{report.step_accuracy:.4f}</span><span><b>cases</b> {report.n}</span><span><b>failed</b> "
            f"{report.n - report.correct}</span></div><div class=counts><table><tr><th>action</th><th>right</th>"
            f"<th>accuracy</th></tr>{rows}</table></div><p class=muted>Green: the expected element's box and "
            f"point; red: the predicted point.</p></header><section id=detail>{''.join(cards)}</section>")
    page = (f"<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8><title>cuaflow eval · "
            f"{esc(report.dataset)}</title><style>{CSS}figure.case{{margin:12px 0}}</style></head>"
            f"<body>{body}</body></html>\n")
    out.write_text("index.html", page)
    return out.display("index.html")


__all__ = ["EvalError", "load_cases", "load_trajectories", "read_predictions", "resolve_dataset", "write_page"]
