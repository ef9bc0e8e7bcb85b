"""What a run says while its Prefect API is away (`flows/api.py`), on a clock the test drives: one line when the
API is lost, one a minute while it stays away, one when it is back, and the give-up after the grace period;
Prefect's own complaints about the lost API are dropped, the run's own lines are not. No server: a loopback port
nobody listens on is an API that is gone."""

from __future__ import annotations

import logging

from helpers import free_port

from cuaflow.flows.api import ApiWatch


def watch(grace: float = 300) -> tuple[ApiWatch, list[str], list[str]]:
    said: list[str] = []
    gave_up: list[str] = []
    return ApiWatch(f"http://127.0.0.1:{free_port()}/api", said.append, gave_up.append, grace=grace), said, gave_up


def test_one_line_when_lost_one_a_minute_then_back_or_given_up() -> None:
    w, said, gave_up = watch(grace=300)
    url = w.url
    w._step(0.0, None)
    assert said == [] and not w.lost
    w._step(5.0, "ConnectError")
    assert len(said) == 1 and said[0].startswith(f"cuaflow: lost the Prefect API at {url} (ConnectError) at ")
    assert said[0].endswith("waits up to 5 min 00 s for it")
    for t in range(10, 70, 5):  # probes every 5 s: nothing more until a minute has passed
        w._step(float(t), "ConnectError")
    assert len(said) == 2 and said[1] == (f"cuaflow: the Prefect API at {url} is still unreachable "
                                          "(1 min 00 s; giving up after 5 min 00 s)")
    w._step(100.0, None)
    assert said[2] == f"cuaflow: the Prefect API at {url} is back after 1 min 35 s" and not w.lost
    w._step(200.0, "ReadTimeout")
    for t in range(205, 505, 5):
        w._step(float(t), "ReadTimeout")
    assert gave_up == [f"lost the Prefect API at {url} (ReadTimeout) and gave up after 5 min 00 s without it"]
    assert len(said) == 3 + 1 + 4  # lost again, then one line a minute for four minutes


def test_prefects_complaints_about_a_lost_api_are_dropped_the_runs_lines_are_not() -> None:
    w, said, _ = watch()
    quiet = w._quiet

    def record(name: str, level: int, msg: str) -> logging.LogRecord:
        return logging.LogRecord(name, level, __file__, 1, msg, None, None)

    progress = record("prefect.flow_runs", logging.INFO, "2025-01-01: [3/6] recordings done")
    events = record("prefect.events.clients", logging.WARNING, "Unable to connect to 'ws://127.0.0.1/api/events/in'")
    assert quiet.filter(progress)
    # the complaint comes first: the watch asks the API at once, finds it gone, says so, and the complaint goes
    assert not quiet.filter(events) and w.lost and said[0].startswith("cuaflow: lost the Prefect API")
    assert not quiet.filter(record("prefect._internal.concurrency", logging.ERROR, "Service 'EventsWorker' failed"))
    assert quiet.filter(progress) and quiet.filter(record("prefect.flow_runs", logging.WARNING, "quarantined"))
    assert len(said) == 1


def test_prefects_client_keeps_retrying_a_call_for_the_whole_grace_period() -> None:
    """Prefect's client waits 2**k s (k = 1, 2, …) between attempts, each at least the jitter's lower clamp of it:
    with `client_retries(grace)` retries the shortest total wait covers the grace, with one fewer it does not. The
    work pool's environment (config/prefect.yaml) carries the default grace's figure."""
    import yaml
    from prefect.settings import PREFECT_CLIENT_RETRY_JITTER_FACTOR
    from prefect.utilities.math import lower_clamp_multiple

    from cuaflow.config import HERE
    from cuaflow.flows.api import GRACE_SECONDS, client_retries

    floor = lower_clamp_multiple(1 + PREFECT_CLIENT_RETRY_JITTER_FACTOR.value())

    def shortest(n: int) -> float:
        return sum(floor * 2**k for k in range(1, n + 1))

    for grace in (10.0, 60.0, 300.0, 900.0):
        n = client_retries(grace)
        assert shortest(n) >= grace > shortest(n - 1), grace
    pool = yaml.safe_load((HERE / "prefect.yaml").read_text())["definitions"]["work_pool"]
    assert pool["job_variables"]["env"]["PREFECT_CLIENT_MAX_RETRIES"] == str(client_retries(GRACE_SECONDS)) == "8"


def test_a_deployed_runs_lease_is_kept_by_cuaflow_for_longer_than_the_grace() -> None:
    """Prefect's flow engine would renew for 300 s and cancel the run on a failed renewal: the flows' import puts
    `keep_lease` in its place; the lease asked for outlives an outage of the whole grace starting just before a
    renewal."""
    import prefect.flow_engine as engine

    import cuaflow.flows.pipeline  # noqa: F401 - installs it
    from cuaflow.flows.lease import RENEW_SECONDS, keep_lease, lease_seconds

    assert engine.maintain_concurrency_lease is keep_lease
    for grace in (10.0, 300.0):
        assert lease_seconds(grace) - RENEW_SECONDS > grace
