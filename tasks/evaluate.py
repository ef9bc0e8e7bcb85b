"""Scoring a model's predictions against a dataset's test cases (`cuaflow eval`): Prefect-free, one verdict per
case with its reason, never an exception for a bad prediction. The rules (also in tasks/README.md):

- the action must be the expected one; the tool name (`computer` / `computer_use`) is not compared, key names
  are compared by their canonical name (`cmd` = `meta`, `return` = `enter`); no two action names are equal
  (seed 000 gives each action one spelling);
- a pointer action (clicks, `mouse_move`, `left_click_drag`) is right when its point lies inside the target's
  box (`metadata.bbox`, RU, edges included) or, without a box, within the case's per-axis `tolerance`; a drag's
  `coordinate` is its end; a drag whose prediction names its start (`start_coordinate`) needs that start inside
  `metadata.bbox_start` (or the tolerance around `drag_start`); without it the drag starts at the cursor the
  history left, the expected start by construction; a modifier-click (and any pointer action) needs the same
  held keys (`text`, as a set: `ctrl+shift` = `shift+ctrl`);
- `scroll` / `hscroll`: the same direction (the sign of `pixels`) and an amount within `scroll_ratio` times the
  expected one either way, same held keys; the position is not scored (the pane under the cursor, whose extent
  a snapshot rarely gives);
- `key`: the same keys in the same order, repeats kept (`["ctrl","v"]` is not `["v","ctrl"]`);
- `type` / `answer`: normalised edit distance (Levenshtein / the longer length) at most `type_max_distance`;
- `terminate`: the same status; `wait`: the action alone;
- a missing, unparsable, invalid or out-of-range prediction is wrong with its reason.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from rapidfuzz.distance import Levenshtein

from cuaflow.schemas.evaluation import Breakdown, CaseResult, EvalReport, EvalRules, TrajectoryScore
from cuaflow.schemas.keys import canonical_key
from cuaflow.schemas.toolcall import RU_MAX, tolerance_pair, validate_tool_call

POINTER_ACTIONS = frozenset({"left_click", "right_click", "middle_click", "double_click", "triple_click",
                             "mouse_move", "left_click_drag"})
SCROLL_ACTIONS = frozenset({"scroll", "hscroll"})
_TOOL_CALL = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", re.DOTALL)


@dataclass
class Case:
    """One test case as the scorer needs it (from `test/test.json` or a seed 003 step)."""

    test_id: str
    expected: dict[str, Any]  # the expected call's arguments
    tolerance: tuple[int, int]
    bbox: list[int] | None = None
    bbox_start: list[int] | None = None
    drag_start: list[int] | None = None  # RU
    app: str | None = None
    source: str | None = None
    recording_id: str | None = None
    step_index: int | None = None
    screenshot: str | None = None  # relative to the dataset folder
    image_size: list[int] | None = None
    previous: dict[str, Any] | None = field(default=None, repr=False)  # the history's last call's arguments


def case_from_test(t: dict[str, Any]) -> Case:
    """A `test/test.json` entry (seed 000 fields plus cuaflow's metadata)."""
    meta = t.get("metadata") or {}
    size = meta.get("image_size")
    drag = meta.get("drag_start")
    drag_ru = None
    if drag and size and size[0] and size[1]:  # drag_start is in pixels of the screenshot
        drag_ru = [round(drag[0] / size[0] * RU_MAX), round(drag[1] / size[1] * RU_MAX)]
    return Case(test_id=t["test_id"], expected=dict(t["expected_action"]["arguments"]),
                tolerance=tolerance_pair(t.get("tolerance", 10)), bbox=meta.get("bbox"),
                bbox_start=meta.get("bbox_start"), drag_start=drag_ru, app=meta.get("app"),
                source=meta.get("source_format"), recording_id=meta.get("recording_id"),
                step_index=meta.get("step_index"), screenshot=t.get("screenshot"), image_size=size)


def parse_prediction(raw: Any) -> tuple[dict[str, Any] | None, str]:
    """The predicted call's arguments, or None and why not. Accepts the call object, its `arguments` alone, or a
    model's raw text holding a `<tool_call>` block (or bare JSON)."""
    if raw is None:
        return None, "missing: no prediction for this case"
    if isinstance(raw, str):
        m = _TOOL_CALL.search(raw)
        text = m.group(1) if m else raw.strip()
        try:
            raw = json.loads(text)
        except ValueError as exc:
            where = "the <tool_call> block" if m else "the text (no <tool_call> block)"
            return None, f"unparsable: {where} is not JSON ({exc})"
    if not isinstance(raw, dict):
        return None, f"unparsable: a tool call object was expected, got {type(raw).__name__}"
    args = raw.get("arguments", raw)
    if isinstance(args, str):  # some models emit the arguments as a JSON string
        try:
            args = json.loads(args)
        except ValueError:
            return None, "unparsable: `arguments` is a string that is not JSON"
    if not isinstance(args, dict) or "action" not in args:
        return None, "unparsable: no `arguments.action`"
    return dict(args), ""


def _invalid(args: dict[str, Any]) -> str | None:
    """Why a parsed call cannot be scored (validated as seed 000 does, `start_coordinate` aside)."""
    core = {k: v for k, v in args.items() if k != "start_coordinate"}
    errors = validate_tool_call({"name": "computer", "arguments": core})
    start = args.get("start_coordinate")
    if start is not None and not (isinstance(start, list | tuple) and len(start) == 2
                                  and all(isinstance(v, int | float) and not isinstance(v, bool) for v in start)):
        errors.append(f"start_coordinate must be [x, y] numbers, got {start!r}")
    elif start is not None and not all(0 <= v <= RU_MAX for v in start):
        errors.append(f"start_coordinate {list(start)} outside [0, {RU_MAX}]")
    if not errors:
        return None
    kind = "out_of_range" if all("outside [0," in e for e in errors) else "invalid"
    return f"{kind}: {'; '.join(errors)}"


def _held(text: Any) -> frozenset[str]:
    if not isinstance(text, str) or not text.strip():
        return frozenset()
    return frozenset(canonical_key(k) for k in text.split("+") if k.strip())


def _point(p: list[float], expected: list[int] | None, box: list[int] | None, tol: tuple[int, int],
           rules: EvalRules, what: str) -> str | None:
    if box is not None and rules.use_box:
        if box[0] <= p[0] <= box[2] and box[1] <= p[1] <= box[3]:
            return None
        return f"wrong_point: {what} {_fmt(p)} outside the target box {box}"
    if expected is None:
        return None
    if abs(p[0] - expected[0]) <= tol[0] and abs(p[1] - expected[1]) <= tol[1]:
        return None
    return f"wrong_point: {what} {_fmt(p)} more than ±{list(tol)} from {expected}"


def _fmt(p: list[float]) -> list[float | int]:
    return [int(v) if float(v).is_integer() else v for v in p]


def _pointer(case: Case, args: dict[str, Any], rules: EvalRules) -> str | None:
    exp = case.expected
    why = _point(list(args["coordinate"]), exp.get("coordinate"), case.bbox, case.tolerance, rules,
                 "end" if exp["action"] == "left_click_drag" else "point")
    if why is None and exp["action"] == "left_click_drag" and args.get("start_coordinate") is not None:
        why = _point(list(args["start_coordinate"]), case.drag_start, case.bbox_start, case.tolerance, rules,
                     "start")
    return why or _modifiers(exp, args)


def _modifiers(exp: dict[str, Any], args: dict[str, Any]) -> str | None:
    want, got = _held(exp.get("text")), _held(args.get("text"))
    if want != got:
        return f"wrong_modifiers: held {sorted(got) or 'none'}, expected {sorted(want) or 'none'}"
    return None


def _scroll(case: Case, args: dict[str, Any], rules: EvalRules) -> str | None:
    e, p = float(case.expected.get("pixels") or 0), float(args.get("pixels") or 0)
    if e and p * e <= 0:
        return f"wrong_direction: pixels {_fmt([p])[0]}, expected {_fmt([e])[0]} (the other way)"
    if e and max(abs(p), abs(e)) > rules.scroll_ratio * min(abs(p), abs(e)):
        return f"wrong_amount: pixels {_fmt([p])[0]} not within ×{rules.scroll_ratio:g} of {_fmt([e])[0]}"
    return _modifiers(case.expected, args)


def _text(case: Case, args: dict[str, Any], rules: EvalRules) -> str | None:
    want, got = case.expected.get("text") or "", args.get("text") or ""
    d = Levenshtein.normalized_distance(want, got)
    if d > rules.type_max_distance:
        return f"wrong_text: edit distance {d:.2f} over {rules.type_max_distance:g}"
    return None


def _judge(case: Case, args: dict[str, Any], rules: EvalRules) -> str | None:
    """Why a valid prediction of the right action is wrong, or None."""
    action = case.expected["action"]
    if action in POINTER_ACTIONS:
        return _pointer(case, args, rules)
    if action in SCROLL_ACTIONS:
        return _scroll(case, args, rules)
    if action == "key":
        want = [canonical_key(k) for k in case.expected["keys"]]
        got = [canonical_key(k) for k in args["keys"]]
        return None if want == got else f"wrong_keys: {args['keys']}, expected {case.expected['keys']} (in order)"
    if action in ("type", "answer"):
        return _text(case, args, rules)
    if action == "terminate" and args.get("status") != case.expected.get("status"):
        return f"wrong_status: {args.get('status')}, expected {case.expected.get('status')}"
    return None


def score_case(case: Case, raw: Any, rules: EvalRules | None = None) -> CaseResult:
    """The verdict on one case; `raw` is the prediction as the file gives it (None: no line for this case)."""
    rules = rules or EvalRules()
    exp = case.expected
    result = CaseResult(test_id=case.test_id, correct=False, reason="", expected_action=exp["action"],
                        app=case.app, source=case.source, recording_id=case.recording_id,
                        step_index=case.step_index, expected_point=exp.get("coordinate"), bbox=case.bbox)
    args, why = parse_prediction(raw)
    if args is not None:
        result.predicted_action = str(args.get("action"))
        why = _invalid(args) or ""
    if args is not None and not why:
        coord = args.get("coordinate")
        if coord is not None:
            result.predicted_point = [float(v) for v in coord]
            if exp.get("coordinate") is not None:
                result.error_ru = round(math.dist(result.predicted_point, exp["coordinate"]), 2)
        if args["action"] != exp["action"]:
            why = f"wrong_action: {args['action']}, expected {exp['action']}"
        else:
            why = _judge(case, args, rules) or ""
    result.correct = not why
    result.reason = why or "ok"
    return result


def _breakdown(results: list[CaseResult], key: str) -> dict[str, Breakdown]:
    groups: dict[str, list[bool]] = defaultdict(list)
    for r in results:
        groups[str(getattr(r, key) or "unknown")].append(r.correct)
    return {k: Breakdown(n=len(v), correct=sum(v), accuracy=round(sum(v) / len(v), 4))
            for k, v in sorted(groups.items())}


ERROR_BINS = (0, 5, 10, 20, 50, 100, 200, 500)


def error_summary(results: list[CaseResult]) -> dict[str, Any]:
    """Coordinate error (RU) of the pointer cases with a predicted point: count, mean, median, p90, histogram."""
    errs = sorted(r.error_ru for r in results if r.error_ru is not None)
    if not errs:
        return {"count": 0}

    def pct(q: float) -> float:
        return errs[min(len(errs) - 1, int(q * len(errs)))]

    hist = Counter(next((f"<{hi}" for hi in ERROR_BINS[1:] if e < hi), f">={ERROR_BINS[-1]}") for e in errs)
    labels = [f"<{hi}" for hi in ERROR_BINS[1:]] + [f">={ERROR_BINS[-1]}"]
    return {"count": len(errs), "mean": round(sum(errs) / len(errs), 2), "p50": pct(0.5), "p90": pct(0.9),
            "histogram": {label: hist.get(label, 0) for label in labels}}


def score(cases: list[Case], predictions: dict[str, Any], rules: EvalRules | None = None, *,
          dataset: str = "", trajectories: list[list[Case]] | None = None) -> EvalReport:
    """Score every case (a case without a prediction is wrong: `missing`); a prediction for an id the dataset
    does not hold is listed in `unknown_predictions`, not scored."""
    rules = rules or EvalRules()
    results = [score_case(c, predictions.get(c.test_id), rules) for c in cases]
    confusion: dict[str, Counter[str]] = defaultdict(Counter)
    for r in results:
        readable = r.predicted_action is not None and r.reason.split(":")[0] not in (
            "missing", "unparsable", "invalid", "out_of_range")
        confusion[r.expected_action][r.predicted_action if readable and r.predicted_action else "invalid"] += 1
    n, ok = len(results), sum(r.correct for r in results)
    known = {c.test_id for c in cases} | {c.test_id for t in trajectories or [] for c in t}
    return EvalReport(
        dataset=dataset, step_accuracy=round(ok / n, 4) if n else 0.0, n=n, correct=ok, rules=rules,
        by_action=_breakdown(results, "expected_action"), by_app=_breakdown(results, "app"),
        by_source=_breakdown(results, "source"),
        confusion={k: dict(sorted(v.items(), key=lambda kv: str(kv[0]))) for k, v in sorted(confusion.items())},
        coordinate_error_ru=error_summary(results),
        reasons=dict(sorted(Counter(r.reason.split(":")[0] for r in results if not r.correct).items())),
        unknown_predictions=sorted(set(predictions) - known),
        trajectories=score_trajectories(trajectories, predictions, rules) if trajectories else None,
        cases=results)


def score_trajectories(trajectories: list[list[Case]], predictions: dict[str, Any],
                       rules: EvalRules) -> TrajectoryScore:
    """Per-step accuracy and episode success (every step right) over the trajectories the predictions cover
    whole; a trajectory with a step left unpredicted is not an episode of this score."""
    covered = [t for t in trajectories if t and all(c.test_id in predictions for c in t)]
    verdicts = [[score_case(c, predictions[c.test_id], rules).correct for c in t] for t in covered]
    steps = sum(len(v) for v in verdicts)
    return TrajectoryScore(episodes=len(verdicts), steps=steps,
                           step_accuracy=round(sum(map(sum, verdicts)) / steps, 4) if steps else 0.0,
                           episode_success=round(sum(all(v) for v in verdicts) / len(verdicts), 4)
                           if verdicts else 0.0)


# Reference baselines (the dataset card reports them for the test split, scored by `score`).
def ground_truth(cases: Iterable[Case]) -> dict[str, Any]:
    return {c.test_id: {"name": "computer", "arguments": c.expected} for c in cases}


def centre_click(cases: Iterable[Case]) -> dict[str, Any]:
    return {c.test_id: {"arguments": {"action": "left_click", "coordinate": [RU_MAX // 2, RU_MAX // 2]}}
            for c in cases}


def repeat_previous(cases: Iterable[Case]) -> dict[str, Any]:
    """The history's last action again; a case without history gets no prediction (wrong: `missing`)."""
    return {c.test_id: {"arguments": c.previous} for c in cases if c.previous}


BASELINES = {"ground truth": ground_truth, "click the centre": centre_click, "repeat the previous action":
             repeat_previous}


__all__ = ["BASELINES", "Case", "case_from_test", "centre_click", "error_summary", "ground_truth",
           "parse_prediction", "repeat_previous", "score", "score_case", "score_trajectories"]
