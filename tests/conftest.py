"""Shared fixtures. One Prefect test harness (a real local API server) for the whole session, with
the flow heartbeat and analytics off; the real Clones fixtures, or a skip that says where they are expected."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import require

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("PREFECT_LOGGING_LEVEL", "INFO")  # run logs reach the API: secret checks read them
os.environ.setdefault("DO_NOT_TRACK", "1")

# Import Prefect now, outside any test: its log handlers bind to the streams current at import time,
# and a test's own capture (capsys) would close them under every later test.
import prefect  # noqa: F401

# Two real Clones event logs (no video), MIT licensed: the licence is kept beside them.
REAL_FIXTURES = Path(__file__).resolve().parent / "fixtures" / "clones-real"


# Files whose one long test mostly waits (a 4-minute server outage; two runs beside a CPU burner) go first: the
# other worker runs the rest of the suite meanwhile, instead of the suite ending on them alone (they were its last
# 8 minutes). Then the files of few but long tests (the blind privacy sets, ~8 minutes a half on one worker), so
# that the suite does not end on one of them alone. The rest follow by their number of tests, largest first (what
# xdist's own reorder does).
WAIT_FIRST = ("test_outage.py", "test_two_runs.py")
LONG_FIRST = ("test_privacy_blind.py", "test_privacy_blind_more.py")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    by_file: dict[str, list[pytest.Item]] = {}
    for item in items:
        by_file.setdefault(item.nodeid.split("::")[0], []).append(item)
    order = sorted(by_file, key=lambda f: (Path(f).name not in WAIT_FIRST, Path(f).name not in LONG_FIRST,
                                           -len(by_file[f])))
    items[:] = [item for f in order for item in by_file[f]]


@pytest.fixture(scope="session")
def prefect_api() -> Iterator[None]:
    from prefect.settings import (
        PREFECT_FLOWS_HEARTBEAT_FREQUENCY,
        PREFECT_SERVER_ANALYTICS_ENABLED,
        temporary_settings,
    )
    from prefect.testing.utilities import prefect_test_harness

    off = {PREFECT_FLOWS_HEARTBEAT_FREQUENCY: None, PREFECT_SERVER_ANALYTICS_ENABLED: False}
    with temporary_settings(off), prefect_test_harness(server_startup_timeout=120):
        yield


@pytest.fixture(scope="session")
def real_fixtures() -> Path:
    require(REAL_FIXTURES.exists(), f"real Clones fixtures not found at {REAL_FIXTURES}")
    return REAL_FIXTURES


