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
