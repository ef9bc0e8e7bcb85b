"""Confidence for accuracies and their differences over the same cases.

- **Paired bootstrap** (95 %, percentiles of 10,000 resamples, seeded: a report is reproducible). Resampling n
  cases with replacement and averaging their per-case values is drawing the counts of each distinct value from a
  multinomial with the observed shares, so the resamples are drawn that way (numpy's `multinomial`): the same
  distribution as resampling case indices, at a cost independent of n. For one file the values are 0/1 (right);
  for two, B − A per case (−1, 0, 1).
- **McNemar's exact test**: two-sided binomial test (p = ½) on the discordant cases (right in one file only);
  p = 1 when there are none."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import numpy as np

from cuaflow.schemas.evaluation import Interval

RESAMPLES = 10_000
SEED = 0
LEVEL = 0.95


def bootstrap_mean(values: Sequence[int | float], resamples: int = RESAMPLES, seed: int = SEED,
                   level: float = LEVEL) -> Interval:
    """The percentile interval of the mean of `values` (a few distinct values, e.g. 0/1 or −1/0/1)."""
    n = len(values)
    if n == 0:
        return Interval(low=0.0, high=0.0, level=level, resamples=0)
    counts = Counter(values)
    support = np.array(list(counts), dtype=float)
    shares = np.array([counts[v] / n for v in counts])
    draws = np.random.default_rng(seed).multinomial(n, shares, size=resamples)
    means = draws @ support / n
    tail = (1 - level) / 2
    low, high = np.quantile(means, [tail, 1 - tail])
    return Interval(low=round(float(low), 4), high=round(float(high), 4), level=level, resamples=resamples)


def mcnemar_exact(a_only: int, b_only: int) -> float:
    """Two-sided exact p of McNemar's test from the discordant counts (right in A only, right in B only)."""
    n = a_only + b_only
    if n == 0:
        return 1.0
    k = np.arange(min(a_only, b_only) + 1)
    log_terms = (math.lgamma(n + 1) - np.array([math.lgamma(i + 1) + math.lgamma(n - i + 1) for i in k])
                 - n * math.log(2))
    top = log_terms.max()
    tail = math.exp(top) * float(np.exp(log_terms - top).sum())
    return float(f"{min(1.0, 2 * tail):.4g}")


__all__ = ["LEVEL", "RESAMPLES", "SEED", "bootstrap_mean", "mcnemar_exact"]
