"""Splits by recording: a seeded hash of the recording id decides, so a recording's split never
changes when other days are added, and all samples of one recording share it."""

from __future__ import annotations

import hashlib

from cuaflow.schemas.config import DatasetConfig


def unit_hash(seed: int, salt: str, recording_id: str) -> float:
    digest = hashlib.sha256(f"{seed}:{salt}:{recording_id}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def assign_split(recording_id: str, cfg: DatasetConfig) -> str:
    if cfg.held_out.enabled and unit_hash(cfg.seed, "held_out", recording_id) < cfg.held_out.ratio:
        return "held_out"
    train, val, _test = cfg.splits.resolved()
    u = unit_hash(cfg.seed, "split", recording_id)
    if u < train:
        return "train"
    if u < train + val:
        return "val"
    return "test"
