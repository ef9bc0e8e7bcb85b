"""A real `prefect server` process on a loopback port, and a `cuaflow serve` process or a
`prefect worker` bound to it."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
from helpers import free_port

BIN = Path(sys.executable).parent
# Prefect's command through this interpreter: a virtual environment copied from another keeps the other's
# interpreter in its `prefect` script's first line, and a worker started from it would run the other's cuaflow
PREFECT = [sys.executable, "-m", "prefect"]


def wait_for(check, timeout: float, what: str, proc: subprocess.Popen | None = None) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"{what}: process exited with {proc.returncode}")
        try:
            if check():
                return
        except (httpx.HTTPError, OSError):
            pass
        time.sleep(0.5)
    raise TimeoutError(f"{what} not ready after {timeout:.0f} s")


class Server:
    """A `prefect server` on a loopback port with its database under `home`; `kill()` and `start()` again keep
    the port and the database (a server that dies and comes back)."""

    def __init__(self, home: Path, ui: bool = False) -> None:
        self.home, self.port = home, free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        # a real server runs every service, whatever an earlier in-process command set for its temporary one
        inherited = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_SERVER_SERVICES_")}
        self.env = inherited | {
            "PREFECT_HOME": str(home), "PREFECT_SERVER_ANALYTICS_ENABLED": "false", "DO_NOT_TRACK": "1",
            "PREFECT_API_DATABASE_CONNECTION_URL": f"sqlite+aiosqlite:///{home}/prefect.db",
            "PREFECT_UI_ENABLED": "true" if ui else "false", "PREFECT_SERVER_API_HOST": "127.0.0.1",
            "PREFECT_SERVER_API_PORT": str(self.port), "PREFECT_UI_API_URL": f"{self.url}/api",
            # the scheduler service looks for new deployments every second instead of every 5 s / 60 s, and
            # creates a handful of runs ahead, not 100
            "PREFECT_SERVER_SERVICES_SCHEDULER_LOOP_SECONDS": "2",
            "PREFECT_SERVER_SERVICES_SCHEDULER_RECENT_DEPLOYMENTS_LOOP_SECONDS": "1",
            "PREFECT_SERVER_SERVICES_SCHEDULER_MIN_RUNS": "1", "PREFECT_SERVER_SERVICES_SCHEDULER_MAX_RUNS": "3",
        }
        self.env.pop("PREFECT_API_URL", None)
        self.proc: subprocess.Popen | None = None
        self.client_env = os.environ | {"PREFECT_API_URL": f"{self.url}/api", "PREFECT_HOME": str(home),
                                        "PREFECT_SERVER_ANALYTICS_ENABLED": "false", "DO_NOT_TRACK": "1",
                                        "PREFECT_RUNNER_POLL_FREQUENCY": "2",
                                        "PREFECT_FLOWS_HEARTBEAT_FREQUENCY": "30"}

    def start(self) -> None:
        with open(self.home / "server.log", "a") as log:
            self.proc = subprocess.Popen([*PREFECT, "server", "start", "--host", "127.0.0.1",
                                          "--port", str(self.port)], env=self.env, stdout=log,
                                         stderr=subprocess.STDOUT)
        wait_for(lambda: httpx.get(f"{self.url}/api/health", timeout=2).json() is True, 150, "prefect server",
                 self.proc)

    def kill(self) -> None:
        """SIGKILL: the server dies without a word, as a crashed host's would."""
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait(20)
            self.proc = None

    def stop(self) -> None:
        if self.proc is not None:
            stop(self.proc)
            self.proc = None


@contextmanager
def prefect_server(home: Path, ui: bool = False) -> Iterator[tuple[str, dict[str, str]]]:
    server = Server(home, ui)
    try:
        server.start()
        yield server.url, server.client_env
    finally:
        server.stop()


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(20)
    except subprocess.TimeoutExpired:
        proc.kill()


@contextmanager
def cuaflow_serve(env: dict[str, str], source: Path, output: Path, home: Path) -> Iterator[subprocess.Popen]:
    log = open(home / "serve.log", "w")  # noqa: SIM115 - closed below
    proc = subprocess.Popen([str(BIN / "cuaflow"), "serve", "--source", str(source), "--output", str(output)],
                            env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        yield proc
    finally:
        stop(proc)
        log.close()


@contextmanager
def prefect_worker(env: dict[str, str], pool: str, home: Path, limit: int = 1) -> Iterator[subprocess.Popen]:
    """`prefect worker start` on a process pool: the production path."""
    log = open(home / "worker.log", "w")  # noqa: SIM115 - closed below
    # --limit 1 by default: one flow-run process at a time (a short interval schedule must not start a process storm)
    proc = subprocess.Popen([*PREFECT, "worker", "start", "--pool", pool, "--type", "process",
                             "--limit", str(limit)],
                            env=env | {"PREFECT_WORKER_QUERY_SECONDS": "1", "PREFECT_WORKER_PREFETCH_SECONDS": "5"},
                            stdout=log, stderr=subprocess.STDOUT, cwd=home)
    try:
        yield proc
    finally:
        stop(proc)
        log.close()


def deployment_id(url: str, name: str) -> str:
    r = httpx.get(f"{url}/api/deployments/name/{name}", timeout=5)
    r.raise_for_status()
    return str(r.json()["id"])


def wait_run(url: str, run_id: str, timeout: float = 240) -> str:
    state: dict = {}

    def final() -> bool:
        nonlocal state
        state = httpx.get(f"{url}/api/flow_runs/{run_id}", timeout=5).json()["state"] or {}
        return state.get("type") in ("COMPLETED", "FAILED", "CRASHED", "CANCELLED")

    wait_for(final, timeout, f"flow run {run_id}")
    return str(state["type"])


def post_retrying(url: str, json_body: dict, timeout: float = 180) -> dict:
    """POST, retrying the 5xx a freshly started server answers while busy (and its silence: a server on SQLite
    beside the rest of the suite on two cores has gone a minute without answering)."""
    result: dict = {}

    def attempt() -> bool:
        nonlocal result
        r = httpx.post(url, json=json_body, timeout=10)
        if r.status_code >= 500:
            return False
        r.raise_for_status()
        result = r.json()
        return True

    wait_for(attempt, timeout, f"POST {url}")
    return result


class Gate:
    """A TCP forwarder on a loopback port of its own to a server's port: what clients see of the server. `close()`
    refuses new connections and cuts the open ones (an API that is gone, for exactly as long as the test says,
    whatever happens behind it: the server may be killed and started again meanwhile); `open()` lets them through
    again."""

    def __init__(self, target_port: int) -> None:
        self.target, self.port = target_port, free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._listener: socket.socket | None = None
        self._live: set[socket.socket] = set()
        self._lock = threading.Lock()

    def open(self) -> None:
        self._listener = socket.create_server(("127.0.0.1", self.port), reuse_port=False)
        threading.Thread(target=self._accept, args=(self._listener,), daemon=True).start()

    def close(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            listener.close()
        with self._lock:
            live, self._live = self._live, set()
        for sock in live:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return  # closed
            try:
                upstream = socket.create_connection(("127.0.0.1", self.target), timeout=5)
                upstream.settimeout(None)
            except OSError:
                client.close()  # the server behind is not there: the client sees a cut connection
                continue
            with self._lock:
                self._live |= {client, upstream}
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        for sock in (src, dst):
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
