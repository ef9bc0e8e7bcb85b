"""Two predictions files scored on the same cases (`cuaflow eval compare A B`): per case who was right, the
accuracy difference B − A with its paired bootstrap 95 % interval and McNemar's exact p, overall, per action
type and per app (tasks/evaluation/stats.py)."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from cuaflow.schemas.evaluation import CaseResult, CompareReport, EvalReport, PairedComparison, Side
from cuaflow.tasks.evaluation.stats import bootstrap_mean, mcnemar_exact


def paired(pairs: list[tuple[bool, bool]]) -> PairedComparison:
    """(A right, B right) per case → the paired comparison, B − A."""
    n = len(pairs)
    a_wins = sum(a and not b for a, b in pairs)
    b_wins = sum(b and not a for a, b in pairs)
    acc_a = sum(a for a, _ in pairs) / n if n else 0.0
    acc_b = sum(b for _, b in pairs) / n if n else 0.0
    return PairedComparison(
        n=n, accuracy_a=round(acc_a, 4), accuracy_b=round(acc_b, 4), difference=round(acc_b - acc_a, 4),
        interval=bootstrap_mean([int(b) - int(a) for a, b in pairs]), b_wins=b_wins, a_wins=a_wins,
        both_right=sum(a and b for a, b in pairs), both_wrong=sum(not a and not b for a, b in pairs),
        mcnemar_p=mcnemar_exact(a_wins, b_wins))


def _outcome(a: bool, b: bool) -> str:
    return {(True, True): "both_right", (False, False): "both_wrong", (True, False): "a_wins",
            (False, True): "b_wins"}[(a, b)]


def _groups(rows: list[tuple[CaseResult, CaseResult]], key: str) -> dict[str, PairedComparison]:
    groups: dict[str, list[tuple[bool, bool]]] = defaultdict(list)
    for ra, rb in rows:
        groups[str(getattr(ra, key) or "unknown")].append((ra.correct, rb.correct))
    return {k: paired(v) for k, v in sorted(groups.items())}


def _side(report: EvalReport, path: str) -> Side:
    return Side(predictions=path, accuracy=report.step_accuracy, correct=report.correct, units=report.units,
                provenance=report.provenance)


def compare(a: EvalReport, b: EvalReport, path_a: str, path_b: str) -> CompareReport:
    """The comparison of two reports scored on the same cases (same dataset, same rules)."""
    by_id = {r.test_id: r for r in b.cases}
    if [r.test_id for r in a.cases] != [r.test_id for r in b.cases]:
        raise ValueError("the two reports do not hold the same cases")
    rows = [(ra, by_id[ra.test_id]) for ra in a.cases]
    cases: list[dict[str, Any]] = [
        {"test_id": ra.test_id, "action": ra.expected_action, "app": ra.app, "a": ra.correct, "b": rb.correct,
         "outcome": _outcome(ra.correct, rb.correct), "reason_a": ra.reason, "reason_b": rb.reason}
        for ra, rb in rows]
    return CompareReport(dataset=a.dataset, a=_side(a, path_a), b=_side(b, path_b),
                         overall=paired([(ra.correct, rb.correct) for ra, rb in rows]),
                         by_action=_groups(rows, "expected_action"), by_app=_groups(rows, "app"), cases=cases)


def compare_text(c: CompareReport) -> list[str]:
    """The comparison as lines of text (what `eval compare` prints without --json)."""
    o = c.overall

    def line(name: str, p: PairedComparison) -> str:
        return (f"  {name:<18} n={p.n:<5} A {p.accuracy_a:.4f}  B {p.accuracy_b:.4f}  B−A {p.difference:+.4f} "
                f"[{p.interval.low:+.4f}, {p.interval.high:+.4f}]  B wins {p.b_wins}, A wins {p.a_wins}, "
                f"p={p.mcnemar_p:.4g}")

    out = [f"{c.dataset}: A = {c.a.predictions}, B = {c.b.predictions}",
           f"accuracy A {o.accuracy_a:.4f} ({c.a.correct}/{o.n}), B {o.accuracy_b:.4f} ({c.b.correct}/{o.n})",
           f"difference B − A {o.difference:+.4f}, 95 % interval [{o.interval.low:+.4f}, {o.interval.high:+.4f}] "
           f"(paired bootstrap, {o.interval.resamples} resamples)",
           f"cases: B right where A is wrong {o.b_wins}, A right where B is wrong {o.a_wins}, both right "
           f"{o.both_right}, both wrong {o.both_wrong}; McNemar exact p = {o.mcnemar_p:.4g}", "per action:"]
    out += [line(k, v) for k, v in c.by_action.items()]
    out += ["per app:"] + [line(k, v) for k, v in c.by_app.items()]
    return out


__all__ = ["compare", "compare_text", "paired"]
