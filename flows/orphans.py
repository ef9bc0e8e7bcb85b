"""Flow runs left Running by a cuaflow process that is gone, found and marked Crashed with the reason.

Every flow run a cuaflow process starts (and a deployed run it executes) carries two tags: `cuaflow-host:<host>`
and `cuaflow-pid:<pid>.<process start time>`. A process that cannot report its runs' end (the API was lost, a
SIGKILL, a Ctrl-C whose report did not get through in time) leaves them Running on the server. The next cuaflow
command that reaches the server, and the next flow run that starts, on the same machine, asks for the
unfinished runs tagged with this host whose process no longer exists, and marks them Crashed (Cancelled for an
interrupt) with the reason. A process that knew why it stopped leaves a note under `$PREFECT_HOME/cuaflow-ended/`
so the reason is the real one; without a note it is "ended without reporting".

The API is spoken with plain HTTP (two endpoints), so the check costs one request and no Prefect import."""

from __future__ import annotations

import base64
import contextlib
import json
import os
import socket
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import httpx

HOST_TAG, PID_TAG = "cuaflow-host:", "cuaflow-pid:"
UNFINISHED = ["PENDING", "RUNNING", "CANCELLING", "PAUSED"]


def _process_tag(pid: int) -> str | None:
    import psutil

    try:
        return f"{PID_TAG}{pid}.{int(psutil.Process(pid).create_time())}"
    except psutil.Error:
        return None


def owner_tags() -> list[str]:
    """The tags that say which process of which machine runs a flow run."""
    return [HOST_TAG + socket.gethostname(), _process_tag(os.getpid()) or f"{PID_TAG}{os.getpid()}.0"]


def alive(pid_tag: str) -> bool:
    """Whether the process a `cuaflow-pid:` tag names still runs (same pid and same start time)."""
    try:
        pid, started = (int(x) for x in pid_tag.removeprefix(PID_TAG).split("."))
    except ValueError:
        return True  # not ours to judge
    tag = _process_tag(pid)
    return tag is not None and abs(int(tag.rsplit(".", 1)[1]) - started) <= 1


def _notes() -> Path:
    home = os.environ.get("PREFECT_HOME")
    if not home and "prefect.settings" in sys.modules:
        from prefect.settings import PREFECT_HOME

        home = str(PREFECT_HOME.value())
    return Path(home or Path.home() / ".prefect") / "cuaflow-ended"


def leave_note(reason: str, state: str = "CRASHED") -> None:
    """Why this process stops without reporting its runs' end: the reason the sweep gives them."""
    tag = owner_tags()[1]
    with contextlib.suppress(OSError):
        folder = _notes()
        folder.mkdir(parents=True, exist_ok=True)
        tmp = folder / f".{tag.removeprefix(PID_TAG)}.tmp"
        tmp.write_text(json.dumps({"reason": reason, "state": state, "command": _command(),
                                   "at": time.strftime("%Y-%m-%d %H:%M:%S %z")}))
        tmp.replace(folder / f"{tag.removeprefix(PID_TAG)}.json")


def _read_note(pid_tag: str) -> dict[str, str] | None:
    try:
        doc = json.loads((_notes() / f"{pid_tag.removeprefix(PID_TAG)}.json").read_text())
        return doc if isinstance(doc, dict) else None
    except (OSError, ValueError):
        return None


# What this process is, in the reasons it gives: "`cuaflow run`", … (set by the command line), or a flow run that a
# worker or `cuaflow serve` started.
COMMAND = ["a deployed flow run"]


def message(reason: str) -> str:
    """A state message: why, and what to do."""
    return f"{reason}; nothing half-written is visible, rerun the same command to finish"


def _command() -> str:
    return COMMAND[0]


def headers() -> dict[str, str]:
    """The credentials Prefect's own client would send (an API key, or a basic-auth string)."""
    key = os.environ.get("PREFECT_API_KEY")
    auth = os.environ.get("PREFECT_API_AUTH_STRING")
    if "prefect.settings" in sys.modules:
        from prefect.settings import get_current_settings

        api = get_current_settings().api
        key = api.key.get_secret_value() if api.key else key
        auth = api.auth_string.get_secret_value() if api.auth_string else auth
    if key:
        return {"Authorization": f"Bearer {key}"}
    if auth:
        return {"Authorization": "Basic " + base64.b64encode(auth.encode()).decode()}
    return {}


def set_state(client: httpx.Client, url: str, run_id: str, state: str, reason: str) -> bool:
    name = {"CRASHED": "Crashed", "CANCELLED": "Cancelled"}[state]
    r = client.post(f"{url}/flow_runs/{run_id}/set_state",
                    json={"state": {"type": state, "name": name, "message": reason}, "force": True})
    return r.is_success


def _reason(pid_tag: str) -> tuple[str, str]:
    note = _read_note(pid_tag)
    pid = pid_tag.removeprefix(PID_TAG).split(".")[0]
    if note:
        state = note.get("state", "CRASHED")
        why = (f"{note['reason']} (pid {pid}, {note.get('at', '?')}); marked {state.title()} by {_command()} "
               "once that process was gone")
    else:
        state = "CRASHED"
        why = (f"its cuaflow process (pid {pid}) ended without reporting the run's end (killed, crashed or cut off "
               f"from the Prefect API); marked Crashed by {_command()}")
    return state, message(why)


def add_tags(url: str, run_id: str, tags: list[str]) -> None:
    """Tag a run this process executes but did not create (a worker's): quiet on failure."""
    import httpx

    with contextlib.suppress(httpx.HTTPError), httpx.Client(timeout=5, headers=headers()) as client:
        client.patch(f"{url.rstrip('/')}/flow_runs/{run_id}", json={"tags": tags})


def sweep(url: str, timeout: float = 5.0, include_self: bool = False, why: str = "") -> list[tuple[str, str]]:
    """Mark this machine's flow runs whose cuaflow process is gone; [(run name, state set)]. `include_self`: this
    process's own unfinished runs too, with `why` as the reason (it is about to exit). Quiet on failure (a check
    at start-up must never stop a command)."""
    import httpx

    url, host = url.rstrip("/"), HOST_TAG + socket.gethostname()
    body = {"flow_runs": {"tags": {"all_": [host]}, "state": {"type": {"any_": UNFINISHED}}}, "limit": 200}
    done: list[tuple[str, str]] = []
    owners: set[str] = set()
    me = owner_tags()[1]
    try:
        with httpx.Client(timeout=timeout, headers=headers()) as client:
            runs = client.post(f"{url}/flow_runs/filter", json=body)
            runs.raise_for_status()
            for run in runs.json():
                pid_tag = next((t for t in run.get("tags") or [] if t.startswith(PID_TAG)), None)
                if pid_tag == me and include_self:
                    state, reason = "CRASHED", message(f"{_command()} {why}")
                elif pid_tag is None or alive(pid_tag):
                    continue
                else:
                    state, reason = _reason(pid_tag)
                if set_state(client, url, run["id"], state, reason):
                    done.append((run.get("name") or run["id"], state))
                    owners.add(pid_tag)
    except (httpx.HTTPError, ValueError):
        return done
    for pid_tag in owners - {me}:
        with contextlib.suppress(OSError):
            (_notes() / f"{pid_tag.removeprefix(PID_TAG)}.json").unlink()
    return done


def swept_line(done: list[tuple[str, str]]) -> str:
    names = ", ".join(f"{n} ({s.title()})" for n, s in done[:6]) + (", …" if len(done) > 6 else "")
    return (f"cuaflow: {len(done)} flow run(s) left Running by a cuaflow process that is gone marked with the "
            f"reason: {names}")


def mark(url: str, runs: list[str], state: str, reason: str, budget: float) -> list[str]:
    """Set this process's own runs to `state`, all at once, within `budget` seconds; the ids marked."""
    from concurrent.futures import ThreadPoolExecutor, wait

    import httpx

    if not runs:
        return []
    client = httpx.Client(headers=headers(), timeout=max(budget, 0.1))

    def one(run_id: str) -> bool:
        try:
            return set_state(client, url.rstrip("/"), run_id, state, reason)
        except httpx.HTTPError:  # one run that cannot be updated must not stop the others
            return False

    pool = ThreadPoolExecutor(max_workers=len(runs), thread_name_prefix="cuaflow-mark")
    futures = {pool.submit(one, r): r for r in runs}
    done, _ = wait(futures, timeout=budget)
    pool.shutdown(wait=False)
    return [futures[f] for f in done if f.result()]


def mark_later(url: str, runs: list[str], state: str, reason: str) -> None:
    """Hand the runs not marked in time to a detached process (so Ctrl-C returns at once): it marks them within
    10 s, then removes this process's note, which stays for the next start if it could not."""
    import subprocess

    with contextlib.suppress(OSError):
        subprocess.Popen([sys.executable, "-m", "cuaflow.flows.orphans", url, state, reason, owner_tags()[1], *runs],
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=True)


def _main(argv: list[str]) -> int:
    url, state, reason, pid_tag, *runs = argv
    marked = mark(url, runs, state, reason, 10.0)
    if len(marked) == len(runs):
        with contextlib.suppress(OSError):
            (_notes() / f"{pid_tag.removeprefix(PID_TAG)}.json").unlink()
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
