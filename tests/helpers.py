"""Test helpers: synthetic recordings with ground truth, and readers for pipeline outputs."""

from __future__ import annotations

import io
import os
import socket
from pathlib import Path

import numpy as np
import polars as pl
import pytest
from PIL import Image
from synth import Action, SynthResult, SynthSpec, read_barcodes, standard_actions, write_recording

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.work import WorkFile, work_path
from cuaflow.tasks.parquet_io import read_parquet
from cuaflow.tasks.stages import run_all

DATE = "2025-01-01"
LOGICAL = (320, 200)


def make(root: Path, rec_id: str, date: str = DATE, **kw: object) -> SynthResult:
    spec = SynthSpec(recording_id=rec_id, logical_size=kw.pop("logical_size", LOGICAL),  # type: ignore[arg-type]
                     actions=kw.pop("actions", None) or standard_actions(LOGICAL), **kw)  # type: ignore[arg-type]
    return write_recording(root / date / rec_id, spec)


def process(src: Path, out: Path, rec_id: str, date: str = DATE, **ctx_kw: object) -> tuple[pl.DataFrame, object]:
    ctx = RunContext(source_url=str(src), output_url=str(out), **ctx_kw)  # type: ignore[arg-type]
    ref = RecordingRef(source_url=str(src), date=date, recording_id=rec_id, path=f"{date}/{rec_id}")
    res = run_all(ctx, ref)
    if res.status != "ok":
        return pl.DataFrame(), res
    return read_parquet(open_root(str(out)), work_path(ref, WorkFile.STEPS)), res


def image_barcodes(path: Path) -> tuple[int, int]:
    img = np.asarray(Image.open(io.BytesIO(path.read_bytes())).convert("RGB"))
    return read_barcodes(img)


__all__ = ["DATE", "LOGICAL", "Action", "SynthSpec", "image_barcodes", "make", "process"]


# CI sets this: a missing prerequisite (docker-compose, chromium, Xvfb, ffmpeg) fails instead of skipping.
REQUIRE_ALL = "CUAFLOW_TEST_REQUIRE_ALL"


def free_port() -> int:
    """A TCP port free on the loopback interface now (for a test server started next)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def require(present: object, reason: str) -> None:
    """Skip with a one-line reason when an external prerequisite is absent (a fresh clone); fail when
    $CUAFLOW_TEST_REQUIRE_ALL is set, so CI cannot skip a test silently."""
    if present:
        return
    if os.environ.get(REQUIRE_ALL, "") not in ("", "0"):
        pytest.fail(f"{reason} (required: {REQUIRE_ALL} is set)")
    pytest.skip(reason)
