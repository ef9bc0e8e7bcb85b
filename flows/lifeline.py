"""How a cuaflow process starts and stops its flow runs on a server, whatever stops it.

- Start (`begin` for the command line, `flow_started` for a flow run that a worker or `cuaflow serve` executes):
  the flow runs left Running by gone processes of this machine are marked (`flows/orphans.py`), this process's
  runs are tagged as its own, and an `ApiWatch` follows the server while the run works (`flows/api.py`).
- Ctrl-C / SIGTERM (`stop`): the runs are set Cancelled (Crashed for SIGTERM) with the reason within a bounded
  time well under a second, child processes are stopped, exit 130. A report that did not get through in time is
  left as a note, and the next start marks those runs.
- A lost API (`give_up` after the grace period, or `ended_without_api` when Prefect's own retries ran out first):
  one line and exit 3; the runs are marked now if the server is back, else by the next start.

Stopping mid-stage is safe: every file is published atomically and stages commit their marker last, so a rerun of
the same command redoes only unfinished work and equals a clean run."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import sys
import threading
from collections.abc import Iterator
from typing import Any

from cuaflow.flows import orphans
from cuaflow.flows.api import ApiWatch, probe
from cuaflow.flows.errors import EXIT_API, EXIT_INTERRUPTED

# How long a stopping process spends telling the server: Ctrl-C returns within a second.
REPORT_BUDGET = 0.6
CHILDREN_BUDGET = 0.3


class _Process:
    """This process's part: the server it reports to (None: a temporary local API) and its watch."""

    def __init__(self) -> None:
        self.url: str | None = None
        self.watch: ApiWatch | None = None
        self.started = False
        self.relay: tuple[socket.socket, socket.socket] | None = None  # kept for the life of the process
        self.tagged: Any = None  # the command line's `prefect.tags` context: the runs it creates are its own


PROCESS = _Process()
_STOPPING = threading.Lock()


def say(line: str) -> None:
    """A line on stderr, even inside a flow (whose `log_prints` turns print() into log records that --quiet
    filters out)."""
    err = sys.__stderr__ or sys.stderr
    err.write(line + "\n")
    err.flush()


def _active_runs() -> list[str]:
    entry = sys.modules.get("cuaflow.flows.entry")  # loaded with the flows: none ran before
    return list(getattr(entry, "ACTIVE_RUNS", {}))[::-1]  # innermost first


def _sweep(url: str) -> None:
    done = orphans.sweep(url)
    if done:
        say(orphans.swept_line(done))


def begin(url: str | None) -> None:
    """The command line's start, once the API answered: mark orphans, follow the API, handle Ctrl-C."""
    PROCESS.url, PROCESS.started = url, True
    PROCESS.tagged = owned()  # the flow runs the command starts are its own
    PROCESS.tagged.__enter__()
    if url:  # the orphans check is one request: beside the run's start, not before it
        threading.Thread(target=_sweep, args=(url,), name="cuaflow-orphans", daemon=True).start()
        PROCESS.watch = ApiWatch(url, say, give_up).start()
    _handle_signals()


def end() -> None:
    """The command is over (tests and notebooks run several in one process)."""
    if PROCESS.watch:
        PROCESS.watch.stop()
    if PROCESS.tagged is not None:
        PROCESS.tagged.__exit__(None, None, None)
    relay = PROCESS.relay
    PROCESS.__init__()  # type: ignore[misc]
    PROCESS.relay = relay


def sweep_only(url: str | None) -> None:
    """Commands that do not run flows (status, inspect, eval) still mark orphans when a server is configured."""
    if url:
        _sweep(url)


@contextlib.contextmanager
def flow_started(run_id: str | None, tags: list[str]) -> Iterator[None]:
    """Around every flow body. The outermost flow of a process that the command line did not start (a worker's
    or `cuaflow serve`'s flow run) marks orphans, tags its own run and follows the API while it runs. The body
    runs without this process's tags: Prefect turns every tag of a task run into a concurrency-limit lookup on the API,
    one request per task run (`owned` tags the subflows instead); a caller's own tags are kept."""
    from prefect.context import TagsContext

    outermost = not PROCESS.started
    if outermost:
        PROCESS.started = True
        PROCESS.url = os.environ.get("PREFECT_API_URL") or None
        own = orphans.owner_tags()
        if PROCESS.url:
            _sweep(PROCESS.url)
            if run_id and not set(own) <= set(tags):
                orphans.add_tags(PROCESS.url, run_id, sorted(set(tags) | set(own)))
            PROCESS.watch = ApiWatch(PROCESS.url, say, give_up).start()
    theirs = {t for t in TagsContext.get().current_tags if not t.startswith((orphans.HOST_TAG, orphans.PID_TAG))}
    try:
        with TagsContext(current_tags=theirs):  # a caller's own tags stay
            yield
    finally:
        if outermost:
            end()


def owned() -> Any:
    """Around a subflow call: the flow run it creates carries this process's tags."""
    from prefect import tags

    return tags(*orphans.owner_tags())


def _stop_children() -> None:
    with contextlib.suppress(Exception):  # stopping must not fail on a child that is already gone
        import psutil

        children = psutil.Process().children(recursive=True)
        for child in children:  # the temporary API server, Dask workers
            child.terminate()
        _, alive = psutil.wait_procs(children, timeout=CHILDREN_BUDGET)
        for child in alive:
            child.kill()


def stop(code: int, state: str, reason: str, mark: bool = True, first: str = "") -> None:
    """End the process now: say `first`, report its runs (within REPORT_BUDGET), leave a note for those not
    reported, stop the children, exit `code`. Only one thread stops the process."""
    if not _STOPPING.acquire(blocking=False):
        return
    if first:
        say(first)
    runs = _active_runs()
    marked: list[str] = []
    if PROCESS.url and runs and mark:
        marked = orphans.mark(PROCESS.url, runs, state, orphans.message(reason), REPORT_BUDGET)
        say(f"cuaflow: {len(marked)} of {len(runs)} flow run(s) marked {state.title()} on the API"
            + ("" if len(marked) == len(runs) else "; the others are being marked in the background"))
    left = [r for r in runs if r not in marked]
    if PROCESS.url and left:
        orphans.leave_note(reason, state)  # the next start marks them if nothing else could
    _stop_children()
    if PROCESS.url and left and mark:
        orphans.mark_later(PROCESS.url, left, state, orphans.message(reason))
    os._exit(code)


def _on_signal(signum: int, frame: object) -> None:
    del frame
    name = signal.Signals(signum).name
    reason = f"interrupted by {name} in {orphans.COMMAND[0]}"
    stop(EXIT_INTERRUPTED, "CANCELLED" if name == "SIGINT" else "CRASHED", reason,
         first=f"\ncuaflow: interrupted ({name}); nothing half-written is visible; rerun the same command to finish")


def _handle_signals() -> None:
    """Ctrl-C and SIGTERM stop the process within a second. The kernel hands a signal to any thread, and Python
    runs its handler in the main thread only when that thread next runs Python code: a main thread blocked on a
    lock (waiting for a batch of recordings) would not notice for minutes. The signal's number is also written
    to a socket (`signal.set_wakeup_fd`, by whichever thread received it), where a thread of ours reads it and
    stops the process at once."""
    signal.signal(signal.SIGINT, _on_signal)
    signal.signal(signal.SIGTERM, _on_signal)
    if PROCESS.relay is not None:
        return
    reader, writer = socket.socketpair()
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    PROCESS.relay = (reader, writer)

    def relay() -> None:
        while data := reader.recv(64):
            for signum in data:
                if signum in (signal.SIGINT, signal.SIGTERM):
                    _on_signal(signum, None)

    threading.Thread(target=relay, name="cuaflow-signals", daemon=True).start()


def give_up(reason: str) -> None:
    """The API stayed away for the whole grace period: one line, a note for the next start, exit 3."""
    stop(EXIT_API, "CRASHED", f"{orphans.COMMAND[0]} {reason}", mark=False,
         first=f"{orphans.COMMAND[0].strip('`')}: error: {reason}; its flow runs stay Running on the server until "
               "the next cuaflow command (or flow run) on this machine marks them Crashed; rerun the same command "
               "to finish")


def ended_without_api(lost: Exception, detail: str) -> str:
    """Prefect gave up on the API before the grace period did (or the API was never there): the error line.
    A run that had the API and lost it marks its unfinished runs if the server answers again, else leaves the
    note for the next start."""
    url, watched = PROCESS.url, PROCESS.watch is not None
    if PROCESS.watch:
        PROCESS.watch.stop()
    if not url or not watched:
        return str(lost)
    reason = f"lost the Prefect API at {url} ({detail}) during the run"
    if probe(url, timeout=3) is None:
        done = orphans.sweep(url, include_self=True, why=reason)
        return (f"{reason}; it is back: {len(done)} flow run(s) left unfinished marked Crashed; rerun the same "
                "command to finish")
    orphans.leave_note(f"{orphans.COMMAND[0]} {reason}")
    return (f"{reason}; its flow runs stay Running on the server until the next cuaflow command (or flow run) on "
            "this machine marks them Crashed; rerun the same command to finish")
