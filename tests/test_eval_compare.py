"""`cuaflow eval compare`'s statistics on files whose difference is known by construction: identical files give
0 with p = 1, a known number of flipped cases gives exactly that difference inside its interval, McNemar's exact p
matches the binomial tail, and the interval covers the true difference of two simulated models."""

from __future__ import annotations

import math
import random
from typing import Any

from cuaflow.tasks.evaluation.cases import Case
from cuaflow.tasks.evaluation.compare import compare, paired
from cuaflow.tasks.evaluation.scorer import score
from cuaflow.tasks.evaluation.stats import bootstrap_mean, mcnemar_exact

RIGHT = {"name": "computer", "arguments": {"action": "key", "keys": ["enter"]}}
WRONG = {"name": "computer", "arguments": {"action": "key", "keys": ["escape"]}}


def cases(n: int) -> list[Case]:
    return [Case(test_id=f"c{k:03d}", expected={"action": "key", "keys": ["enter"]}, tolerance=(10, 10),
                 app="Mail" if k % 2 else "Forms") for k in range(n)]


def preds(cs: list[Case], right: set[int]) -> dict[str, Any]:
    return {c.test_id: RIGHT if k in right else WRONG for k, c in enumerate(cs)}


def test_identical_files_differ_by_nothing() -> None:
    cs = cases(50)
    a = score(cs, preds(cs, set(range(0, 50, 3))))
    c = compare(a, a, "a.jsonl", "a.jsonl")
    assert c.overall.difference == 0.0 and (c.overall.interval.low, c.overall.interval.high) == (0.0, 0.0)
    assert c.overall.mcnemar_p == 1.0 and c.overall.a_wins == c.overall.b_wins == 0
    assert all(g.difference == 0.0 and g.mcnemar_p == 1.0 for g in c.by_app.values())


def test_a_known_difference_is_found_with_its_interval_and_p() -> None:
    cs = cases(200)
    a = score(cs, preds(cs, set(range(100))))  # right on cases 0..99
    b = score(cs, preds(cs, set(range(130)) - {5, 6}))  # 30 more right, 2 lost: +28 cases
    c = compare(a, b, "a.jsonl", "b.jsonl")
    o = c.overall
    assert (o.accuracy_a, o.accuracy_b, o.difference) == (0.5, 0.64, 0.14)
    assert (o.b_wins, o.a_wins, o.both_right, o.both_wrong) == (30, 2, 98, 70)
    assert o.interval.low < 0.14 < o.interval.high and o.interval.low > 0  # covers it, excludes 0
    expected_p = 2 * sum(math.comb(32, k) for k in range(3)) / 2 ** 32
    assert math.isclose(o.mcnemar_p, expected_p, rel_tol=1e-3)
    assert c.by_app["Mail"].n + c.by_app["Forms"].n == 200
    assert sum(row["outcome"] == "b_wins" for row in c.cases) == 30


def test_mcnemar_exact_small_cases() -> None:
    assert mcnemar_exact(0, 5) == 0.0625  # 2 · (1/2)^5
    assert mcnemar_exact(3, 3) == 1.0 and mcnemar_exact(0, 0) == 1.0
    assert math.isclose(mcnemar_exact(1, 9), 2 * (1 + 10) / 1024, rel_tol=1e-3)


def test_the_interval_covers_the_true_difference_of_simulated_models() -> None:
    # two models right with probability 0.55 and 0.70 on 600 cases (independently): true difference 0.15
    rng = random.Random(7)
    hits = 0
    for _ in range(40):
        pairs = [(rng.random() < 0.55, rng.random() < 0.70) for _ in range(600)]
        p = paired(pairs)
        hits += p.interval.low <= 0.15 <= p.interval.high
    assert hits >= 34  # a 95 % interval: ~38 of 40 expected; 34 or fewer happens with probability < 0.02


def test_the_bootstrap_of_one_file_is_its_accuracy_interval() -> None:
    ci = bootstrap_mean([1] * 30 + [0] * 70)
    assert ci.low < 0.3 < ci.high and ci.low > 0.18 and ci.high < 0.42
    assert bootstrap_mean([1] * 10).low == 1.0 and bootstrap_mean([]).resamples == 0
