"""Task-safe splits: the unit is the task (the recording's task id where its connector says the id names the task,
`Connector.task_id_names_task`; otherwise the normalised instruction), so two recordings of one task never land in
two splits and a model is evaluated on tasks it never trained on.

A task's split is a seeded hash of its key, so it never depends on which other tasks exist. One exception keeps
small datasets usable: walking the tasks in the order they first appeared (date, then a seeded hash), a task is
moved to a split that is still empty when otherwise some split with a non-zero ratio would stay empty after as
many tasks as there are such splits. Tasks already seen are never revisited, so adding a later day moves no
existing task (a backfill of an earlier day can, since it changes which tasks came first)."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable

from cuaflow.connectors.registry import connector
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.recording import RecordingMeta

SPLITS = ("train", "val", "test")


def unit_hash(seed: int, salt: str, key: str) -> float:
    digest = hashlib.sha256(f"{seed}:{salt}:{key}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def normalise_instruction(text: str) -> str:
    """Case, accents' composed form, whitespace and trailing punctuation do not make another task."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return re.sub(r"\s+", " ", text).strip().rstrip(".!?;:").strip()


def task_key(meta: RecordingMeta) -> str:
    if meta.task_id and connector(meta.source_format).task_id_names_task:
        return f"task:{meta.task_id}"
    return f"instruction:{normalise_instruction(meta.instruction)}"


def assign_split(key: str, cfg: DatasetConfig) -> str:
    """The seeded-hash split of a task key (before the empty-split rule of `assign_task_splits`)."""
    if cfg.held_out.enabled and unit_hash(cfg.seed, "held_out", key) < cfg.held_out.ratio:
        return "held_out"
    train, val, _test = cfg.splits.resolved()
    u = unit_hash(cfg.seed, "split", key)
    if u < train:
        return "train"
    if u < train + val:
        return "val"
    return "test"


def assign_task_splits(first_seen: Iterable[tuple[str, str]], cfg: DatasetConfig) -> dict[str, str]:
    """Final split per task key, from (first date seen, task key) pairs."""
    ratios = dict(zip(SPLITS, cfg.splits.resolved(), strict=True))
    required = [s for s in SPLITS if ratios[s] > 1e-9]
    counts = dict.fromkeys(SPLITS, 0)
    order = sorted(set(first_seen), key=lambda dk: (dk[0], unit_hash(cfg.seed, "order", dk[1]), dk[1]))
    out: dict[str, str] = {}
    placed = 0
    for _date, key in order:
        if key in out:
            continue
        split = assign_split(key, cfg)
        if split != "held_out":
            empty = [s for s in required if counts[s] == 0]
            if empty and split not in empty and len(empty) >= len(required) - placed:
                split = _pick(empty, ratios, unit_hash(cfg.seed, "fill", key))
            counts[split] += 1
            placed += 1
        out[key] = split
    return out


def _pick(candidates: list[str], ratios: dict[str, float], u: float) -> str:
    """One of the empty splits, with chances proportional to their ratios."""
    total = sum(ratios[s] for s in candidates)
    acc = 0.0
    for s in candidates:
        acc += ratios[s] / total
        if u < acc:
            return s
    return candidates[-1]


__all__ = ["assign_split", "assign_task_splits", "normalise_instruction", "task_key", "unit_hash"]
