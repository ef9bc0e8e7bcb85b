"""The Prefect API a command talks to: is it there (one line and exit 3 when not), and what a run does when it
goes away in the middle.

A command that needs a server checks `GET <api>/health` before anything else. While a run works, `ApiWatch` asks
the same question every few seconds. When the API stops answering, it says so in one line, then one line a
minute, and keeps Prefect's own retries, failed log uploads and event errors off the terminal (they would be
hundreds of traceback lines saying the same thing); the work goes on as long as it can. If the API comes back
within the grace period (`CUAFLOW_API_GRACE_SECONDS`, default 300), the run carries on. If not, the run is
stopped (`flows/lifeline.py`), a note for `flows/orphans.py` records why, and the command exits 3; the flow runs
it left Running on the server are marked Crashed, with that reason, by the next cuaflow command (or flow run) on
this machine that reaches the server."""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from cuaflow.flows.errors import ApiUnreachable

# How long a run waits for a lost API before it stops, and how often it asks.
GRACE_SECONDS = 300.0
PROBE_SECONDS = 5.0


def api_url() -> str | None:
    """The server commands talk to (environment or Prefect profile), or None for a temporary local API."""
    from prefect.settings import PREFECT_API_URL

    return PREFECT_API_URL.value() or None


def unreachable(url: str | None, why: str) -> ApiUnreachable:
    """A server that does not answer (`url`), or this command's temporary local API (None), which no advice about
    a server or PREFECT_API_URL would fix."""
    if url is None:
        exc = ApiUnreachable(f"the temporary local Prefect API this command started stopped answering ({why}); "
                             "rerun the same command to finish; on a busy machine a running server is steadier "
                             "(`prefect server start`, then set PREFECT_API_URL)")
    else:
        exc = ApiUnreachable(f"cannot reach the Prefect API at {url} ({why}); start the server (`prefect server "
                             f"start`) or fix PREFECT_API_URL, or unset it to run on a temporary local API")
    exc.why = why
    return exc


def _why(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


def probe(url: str, timeout: float = 5.0) -> str | None:
    """None when `<url>/health` answers 2xx, else why not (one short phrase)."""
    import httpx

    try:
        httpx.get(f"{url.rstrip('/')}/health", timeout=timeout).raise_for_status()
    except httpx.HTTPStatusError as exc:
        return f"HTTP {exc.response.status_code} from /health"
    except httpx.HTTPError as exc:
        return _why(exc)
    return None


def check_api() -> None:
    """A command that needs a server checks it answers before doing anything (a dead server otherwise
    costs a long retry loop and a traceback)."""
    url = api_url()
    if url and (why := probe(url)):
        raise unreachable(url, why) from None


def connection_failure(exc: BaseException) -> ApiUnreachable | None:
    """An error raised while talking to the API (a server that went away mid-run) as one line, else None."""
    import httpx

    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, httpx.TransportError) or "Failed to reach API" in str(seen):
            return unreachable(api_url(), type(seen).__name__)
        seen = seen.__cause__ or seen.__context__
    return None


def start_temporary_api() -> None:
    """No PREFECT_API_URL: start this command's temporary local API now, Prefect's own way (its
    `SubprocessASGIServer`, which its client then finds running and uses), but wait for it as long as the start-up
    timeout allows (`PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS`). Prefect's own start gives up on the first
    `/health` that takes over 5 s (a ReadTimeout), which a second run starting beside a first one on a busy machine
    met: a slow temporary API is waited for, one whose process ends is said at once (exit 3)."""
    from prefect.server.api.server import SubprocessASGIServer
    from prefect.settings import PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS

    server = SubprocessASGIServer()
    if server.running:
        return
    timeout = float(PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS.value())
    with _one_start_at_a_time(timeout):
        _start(server, timeout)


@contextlib.contextmanager
def _one_start_at_a_time(timeout: float) -> Iterator[None]:
    """Temporary APIs of one Prefect home start one after the other: each migrates the home's database when it
    starts, and two migrating a new database at once fail (`alembic … expected to match one row`, exit 3). The
    lock is the kernel's (`flock`): a process that dies lets go of it."""
    import fcntl

    from prefect.settings import PREFECT_HOME

    home = Path(PREFECT_HOME.value())
    home.mkdir(parents=True, exist_ok=True)
    with open(home / "cuaflow-api-start.lock", "w") as lock:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise _not_started(f"did not start: another command's temporary API on {home} was still "
                                       f"starting after {_minutes(timeout)}", "busy") from None
                time.sleep(0.2)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _start(server: Any, timeout: float) -> None:
    import atexit

    from prefect.server.api.server import subprocess_server_logger

    deadline = time.monotonic() + timeout
    server.port = server.find_available_port()
    subprocess_server_logger.info(f"Starting temporary server on {server.address}")  # as Prefect says it
    server.server_process = proc = server._run_uvicorn_command()
    server.running = True
    atexit.register(server.stop)
    why = "no answer yet"
    while time.monotonic() < deadline:
        code = proc.poll()
        # uvicorn exits with 3 when its application cannot start, and when the port was taken meanwhile: then
        # another port, as Prefect does
        if code == 3 and not server.is_port_available(server.port):
            server.port = server.find_available_port()
            server.server_process = proc = server._run_uvicorn_command()
            continue
        if code is not None:
            server.stop()
            raise _not_started(f"exited with code {code} (its error is above)", why)
        answer = probe(server.api_url, timeout=min(30.0, max(1.0, deadline - time.monotonic())))
        if answer is None:
            return
        why = answer
        time.sleep(0.2)
    server.stop()
    raise _not_started(f"did not answer within {_minutes(timeout)} (load average {os.getloadavg()[0]:.1f})", why)


def _not_started(what: str, why: str) -> ApiUnreachable:
    fix = "fix what its error says" if what.startswith("exited") else \
        "set PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS higher"
    exc = ApiUnreachable(f"the temporary local Prefect API this command starts {what}; {fix}, or run a server "
                         "(`prefect server start`) and set PREFECT_API_URL")
    exc.why = why
    return exc


# Prefect's client waits about 2, 4, 8, … s between the attempts of a call (each at least 0.82 × that with its
# default jitter, `prefect.utilities.math.clamped_poisson_interval`), up to PREFECT_CLIENT_MAX_RETRIES attempts.
_RETRY_FLOOR = 0.82


def client_retries(grace: float | None = None) -> int:
    """The fewest retries whose shortest total wait covers the grace period: a call made while the API is lost
    is still trying when the watch gives up, never before (8 for the default 300 s)."""
    grace = grace_seconds() if grace is None else grace
    n = 1
    while _RETRY_FLOOR * (2 ** (n + 1) - 2) < grace:
        n += 1
    return n


def grace_seconds() -> float:
    try:
        return max(0.0, float(os.environ.get("CUAFLOW_API_GRACE_SECONDS", GRACE_SECONDS)))
    except ValueError:
        return GRACE_SECONDS


def _minutes(seconds: float) -> str:
    m, s = divmod(round(seconds), 60)
    return f"{m} min {s:02d} s" if m else f"{s} s"


class _Quiet(logging.Filter):
    """Prefect's own complaints about a lost API (connection tracebacks, failed event and log uploads) are
    dropped once the watch knows the API is lost: it says so itself, in one line. Such a complaint is often the
    first sign, so it makes the watch ask at once (`confirm_lost`); while the API answers, it is shown. While the
    API is lost, every other warning of Prefect's internals goes too; the run's own lines still show."""

    _RUN_LOGGERS = ("prefect.flow_runs", "prefect.task_runs")

    def __init__(self, watch: ApiWatch) -> None:
        super().__init__()
        self.watch = watch

    def filter(self, record: logging.LogRecord) -> bool:
        internal = record.name.startswith("prefect") and not record.name.startswith(self._RUN_LOGGERS)
        loud = internal and record.levelno >= logging.WARNING
        noisy = bool(record.exc_info and connection_failure(record.exc_info[1] or Exception()) is not None) or (
            loud and "connect" in record.getMessage().lower())
        if self.watch.lost:
            return not (noisy or loud)
        return not (noisy and self.watch.confirm_lost())


class ApiWatch:
    """A daemon thread asking `<url>/health` every `every` seconds while a run works: one line when the API is
    lost, one a minute while it stays away, one when it is back; `give_up(reason)` after `grace` seconds."""

    def __init__(self, url: str, say: Callable[[str], None], give_up: Callable[[str], None],
                 grace: float | None = None, every: float = PROBE_SECONDS) -> None:
        self.url, self.say, self.give_up = url.rstrip("/"), say, give_up
        self.grace = grace_seconds() if grace is None else grace
        self.every = every
        self.lost_since: float | None = None
        self.lost_reason = ""
        self._said = self._asked = 0.0
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._quiet = _Quiet(self)
        self._thread = threading.Thread(target=self._loop, name="cuaflow-api-watch", daemon=True)

    def start(self) -> ApiWatch:
        self._quiet_handlers()
        # Prefect's log uploader writes its failures straight to stderr unless the logging module is told not to:
        # while a watch runs, the logging module's own error reports are off
        logging.raiseExceptions = False
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        logging.raiseExceptions = True
        for handler in _all_handlers():
            handler.removeFilter(self._quiet)

    def _quiet_handlers(self) -> None:
        for handler in _all_handlers():  # those Prefect made since the start too
            if self._quiet not in handler.filters:
                handler.addFilter(self._quiet)

    @property
    def lost(self) -> bool:
        return self.lost_since is not None

    def confirm_lost(self) -> bool:
        """Ask now (at most every 2 s) whether the API is lost; if so, say it as the watch would."""
        with self._lock:
            now = time.monotonic()
            if self.lost_since is None and now - self._asked >= 2:
                self._asked = now
                why = probe(self.url, timeout=3)
                if why is not None:
                    self._lose(now, why)
            return self.lost_since is not None

    def _lose(self, now: float, why: str) -> None:
        self.lost_since, self.lost_reason, self._said = now, why, now
        self._quiet_handlers()
        self.say(f"cuaflow: lost the Prefect API at {self.url} ({why}) at {time.strftime('%H:%M:%S')}; "
                 f"the run goes on while it can and waits up to {_minutes(self.grace)} for it")

    def _loop(self) -> None:
        while not self._stop.wait(self.every):
            why = probe(self.url, timeout=min(5.0, self.every))
            with self._lock:
                self._step(time.monotonic(), why)

    def _step(self, now: float, why: str | None) -> None:
        """One answer of the API (`why`: None when it answered) in the watch's state."""
        if why is None:
            if self.lost_since is not None:
                self.say(f"cuaflow: the Prefect API at {self.url} is back after {_minutes(now - self.lost_since)}")
                self.lost_since = None
        elif self.lost_since is None:
            self._lose(now, why)
        elif now - self.lost_since >= self.grace:
            self._stop.set()
            self.give_up(f"lost the Prefect API at {self.url} ({self.lost_reason}) and gave up after "
                         f"{_minutes(now - self.lost_since)} without it")
        elif now - self._said >= 60:
            self._said = now
            self.say(f"cuaflow: the Prefect API at {self.url} is still unreachable "
                     f"({_minutes(now - self.lost_since)}; giving up after {_minutes(self.grace)})")


def _all_handlers() -> list[logging.Handler]:
    loggers: list[Any] = [logging.getLogger()] + [
        lg for lg in logging.Logger.manager.loggerDict.values() if isinstance(lg, logging.Logger)]
    seen: dict[int, logging.Handler] = {}
    for lg in loggers:
        for h in lg.handlers:
            seen.setdefault(id(h), h)
    return list(seen.values())
