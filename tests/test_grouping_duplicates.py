"""The duplicate check (tasks/grouping/prepare.py), found a slice of events at a time, against its definition
checked pair by pair: an event whose kind and data equal those of an earlier one at most the window before it."""

from __future__ import annotations

import numpy as np
import polars as pl
import pytest

from cuaflow.tasks.grouping import prepare

_KEYS = ["x", "y", "button", "scroll_dx", "scroll_dy", "key", "char", "text", "click_count"]


def _events(rng: np.random.Generator, n: int) -> pl.DataFrame:
    return pl.DataFrame({
        "kind": rng.choice(["mouse_move", "mouse_down", "mouse_up", "key_down", "key_up", "wheel"], size=n).tolist(),
        "x": pl.Series(rng.choice([1.0, 2.0, None], size=n).tolist(), dtype=pl.Float64),
        "y": pl.Series(rng.choice([1.0, None], size=n).tolist(), dtype=pl.Float64),
        "button": rng.choice(["left", None], size=n).tolist(),
        "scroll_dx": pl.Series([None] * n, dtype=pl.Float64),
        "scroll_dy": pl.Series(rng.choice([1.0, None], size=n).tolist(), dtype=pl.Float64),
        "key": rng.choice(["KeyA", "shift", None], size=n).tolist(),
        "char": rng.choice(["a", None], size=n).tolist(),
        "text": pl.Series([None] * n, dtype=pl.String),
        "click_count": pl.Series(rng.choice([1, None], size=n).tolist(), dtype=pl.Int8),
    })


def _by_definition(events: pl.DataFrame, rows: np.ndarray, t: np.ndarray, window: int) -> np.ndarray:
    recs = events.to_dicts()

    def key(r: dict) -> tuple:
        folded = r["kind"] in ("key_down", "key_up") and r["key"] == "shift"
        return ("modifier_change" if folded else r["kind"], *(r[c] for c in _KEYS))

    keys = [key(recs[r]) for r in rows.tolist()]
    return np.array([any(t[i] - t[j] <= window and keys[i] == keys[j] for j in range(i))
                     for i in range(len(rows))], dtype=bool)


@pytest.mark.parametrize("seed", range(12))
def test_duplicates_match_their_definition_across_slices(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    rng = np.random.default_rng(seed)
    n = int(rng.integers(2, 300))
    monkeypatch.setattr(prepare, "_DUP_SLICE", int(rng.choice([5, 16, 1 << 16])))
    crowded = seed % 3 == 0  # many events in one ms: the exact sort decides
    gaps = rng.choice([0, 1, 2, 3, 8], size=n, p=[0.6, 0.1, 0.1, 0.1, 0.1] if crowded else [0.05, 0.3, 0.25, 0.2, 0.2])
    t = np.cumsum(gaps).astype(np.int64)
    perm = rng.permutation(n)  # the events table in another order than time
    events = _events(rng, n)[perm]
    rows = np.argsort(perm)
    window = int(rng.choice([0, 1, 2, 5]))
    got = prepare.duplicates_at(events, rows, t, window)
    assert got.tolist() == _by_definition(events, rows, t, window).tolist()
