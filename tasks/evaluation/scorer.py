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
- a missing, unparsable, invalid or out-of-range prediction is wrong with its reason; a number that is not finite
  (NaN, ±inf) is invalid; an argument no rule scores is not required (a scroll's position, a wait's time);
- an output holding several calls is judged by its first; the others are counted (`extra_calls`) and fail an
  episode (tasks/evaluation/episodes.py).

Outputs are read by tasks/evaluation/formats.py (`--format`) and brought to RU by tasks/evaluation/units.py.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from rapidfuzz.distance import Levenshtein

from cuaflow.schemas.evaluation import Breakdown, CaseResult, EvalReport, EvalRules, ReadSettings
from cuaflow.schemas.keys import canonical_key
from cuaflow.schemas.toolcall import RU_MAX, validate_tool_call
from cuaflow.tasks.evaluation.cases import Case
from cuaflow.tasks.evaluation.episodes import Trajectory, score_episodes
from cuaflow.tasks.evaluation.formats import Parsed, parse_output
from cuaflow.tasks.evaluation.stats import bootstrap_mean
from cuaflow.tasks.evaluation.units import read_outputs

POINTER_ACTIONS = frozenset({"left_click", "right_click", "middle_click", "double_click", "triple_click",
                             "mouse_move", "left_click_drag"})
SCROLL_ACTIONS = frozenset({"scroll", "hscroll"})


def parse_prediction(raw: Any) -> tuple[dict[str, Any] | None, str]:
    """The first predicted call's arguments (any form `auto` reads, RU assumed), or None and why not."""
    parsed = parse_output(raw)
    return (dict(parsed.calls[0]), "") if parsed.error is None else (None, parsed.error)


_NUMERIC = ("coordinate", "start_coordinate", "pixels", "time")


def _non_finite(args: dict[str, Any]) -> str | None:
    for key in _NUMERIC:
        value = args.get(key)
        values = value if isinstance(value, list | tuple) else [value]
        if any(isinstance(v, float) and not math.isfinite(v) for v in values):
            return f"{key} {value!r} is not a finite number"
    return None


def _start_errors(start: Any) -> list[str]:
    """What is wrong with a drag's `start_coordinate` (absent: nothing)."""
    if start is None:
        return []
    if not (isinstance(start, list | tuple) and len(start) == 2
            and all(isinstance(v, int | float) and not isinstance(v, bool) for v in start)):
        return [f"start_coordinate must be [x, y] numbers, got {start!r}"]
    if not all(0 <= v <= RU_MAX for v in start):
        return [f"start_coordinate {_fmt(list(start))} outside [0, {RU_MAX}]"]
    return []


def _invalid(args: dict[str, Any]) -> str | None:
    """Why a parsed call cannot be scored (validated as seed 000 does, `start_coordinate` aside; an argument no
    rule scores is not required)."""
    if (bad := _non_finite(args)) is not None:
        return f"invalid: {bad}"
    core = {k: v for k, v in args.items() if k != "start_coordinate" and not k.startswith("_")}
    if core.get("action") in SCROLL_ACTIONS and core.get("coordinate") is None:
        core["coordinate"] = [0, 0]  # the position is not scored
    if core.get("action") == "wait" and core.get("time") is None:
        core["time"] = 0
    errors = validate_tool_call({"name": "computer", "arguments": core}) + _start_errors(args.get("start_coordinate"))
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


def _expected_fields(case: Case, result: CaseResult) -> None:
    exp = case.expected
    result.expected_call = dict(exp)
    if exp["action"] == "left_click_drag":
        result.expected_start, result.bbox_start = case.drag_start, case.bbox_start
    if exp["action"] in ("type", "answer"):
        result.expected_text = exp.get("text") or ""


def _predicted_fields(case: Case, args: dict[str, Any], result: CaseResult) -> None:
    exp = case.expected
    coord, start = args.get("coordinate"), args.get("start_coordinate")
    if coord is not None:
        result.predicted_point = [float(v) for v in coord]
        if exp.get("coordinate") is not None:
            result.error_ru = round(math.dist(result.predicted_point, exp["coordinate"]), 2)
    if start is not None:
        result.predicted_start = [float(v) for v in start]
    if isinstance(args.get("text"), str) and (args["action"] in ("type", "answer") or result.expected_text):
        result.predicted_text = args["text"]


def score_case(case: Case, prediction: Any, rules: EvalRules | None = None) -> CaseResult:
    """The verdict on one case; `prediction` is a `Parsed` output (already in RU) or the raw prediction as a
    file gives it, read by `auto` in RU (None: no line for this case)."""
    rules = rules or EvalRules()
    exp = case.expected
    parsed = prediction if isinstance(prediction, Parsed) else parse_output(prediction)
    result = CaseResult(test_id=case.test_id, correct=False, reason="", expected_action=exp["action"],
                        app=case.app, source=case.source, recording_id=case.recording_id,
                        step_index=case.step_index, expected_point=exp.get("coordinate"), bbox=case.bbox,
                        format=parsed.format, ambiguous=parsed.ambiguous)
    _expected_fields(case, result)
    why = parsed.error or ""
    if not why:
        args = parsed.calls[0]
        result.extra_calls = len(parsed.calls) - 1
        result.predicted_action = str(args.get("action"))
        result.predicted_call = {k: v for k, v in args.items() if not k.startswith("_")}
        why = _invalid(args) or ""
        if not why:
            _predicted_fields(case, args, result)
            why = (f"wrong_action: {args['action']}, expected {exp['action']}" if args["action"] != exp["action"]
                   else _judge(case, args, rules) or "")
    if why.split(":")[0] in ("unparsable", "invalid", "out_of_range") and parsed.raw is not None:
        result.raw = parsed.raw_text()
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


def _confusion(results: list[CaseResult]) -> dict[str, dict[str, int]]:
    confusion: dict[str, Counter[str]] = defaultdict(Counter)
    for r in results:
        readable = r.predicted_action is not None and r.reason.split(":")[0] not in (
            "missing", "unparsable", "invalid", "out_of_range")
        confusion[r.expected_action][r.predicted_action if readable and r.predicted_action else "invalid"] += 1
    return {k: dict(sorted(v.items(), key=lambda kv: str(kv[0]))) for k, v in sorted(confusion.items())}


def _trajectory(t: Trajectory | list[Case]) -> Trajectory:
    return t if isinstance(t, Trajectory) else Trajectory(task_id="", split=None, steps=list(t))


def score(cases: list[Case], predictions: dict[str, Any], rules: EvalRules | None = None, *,
          dataset: str = "", trajectories: Sequence[Trajectory | list[Case]] | None = None,
          read: ReadSettings | None = None, episodes: dict[str, Any] | None = None,
          lines: list[dict[str, dict[str, Any]]] | None = None) -> EvalReport:
    """Score every case (a case without a prediction is wrong: `missing`); a prediction for an id the dataset
    does not hold is listed in `unknown_predictions`, not scored. `predictions` (and `episodes`, the steps a
    model answered with its own history) map test ids to raw outputs, read with `read` (format, units: RU by
    default, the dataset's own; dialect); `lines` give each id's line fields (its recorded or declared space)."""
    rules, read = rules or EvalRules(), read or ReadSettings()
    trajs = [_trajectory(t) for t in trajectories or []]
    sizes = {c.test_id: c.image_size for t in trajs for c in t.steps} | {c.test_id: c.image_size for c in cases}
    (steps, own), units = read_outputs([predictions, episodes or {}], sizes, read, lines)
    results = [score_case(c, steps.get(c.test_id), rules) for c in cases]
    n, ok = len(results), sum(r.correct for r in results)
    known = {c.test_id for c in cases} | {c.test_id for t in trajs for c in t.steps}
    judged = {r.test_id: r for r in results}

    def judge(c: Case, p: Parsed | None) -> CaseResult:  # a test case answered the same way: its verdict once
        return judged[c.test_id] if not own and c.test_id in judged else score_case(c, p, rules)

    return EvalReport(
        dataset=dataset, step_accuracy=round(ok / n, 4) if n else 0.0, n=n, correct=ok, rules=rules,
        **_tallies(results), unknown_predictions=sorted((set(predictions) | set(episodes or {})) - known),
        units=units,
        trajectories=score_episodes(trajs, own or steps, judge, "own" if own else "recorded") if trajs else None,
        cases=results)


def _tallies(results: list[CaseResult]) -> dict[str, Any]:
    """The report's figures over the case verdicts."""
    return {
        "step_accuracy_interval": bootstrap_mean([int(r.correct) for r in results]),
        "by_action": _breakdown(results, "expected_action"), "by_app": _breakdown(results, "app"),
        "by_source": _breakdown(results, "source"), "confusion": _confusion(results),
        "coordinate_error_ru": error_summary(results),
        "reasons": dict(sorted(Counter(r.reason.split(":")[0] for r in results if not r.correct).items())),
        "formats": dict(sorted(Counter(r.format for r in results if r.format and r.predicted_action).items())),
        "ambiguous": [r.test_id for r in results if r.ambiguous]}


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


__all__ = ["BASELINES", "centre_click", "error_summary", "ground_truth", "parse_prediction", "repeat_previous", "score",
           "score_case"]
