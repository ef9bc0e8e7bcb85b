"""A deployed run's concurrency slot kept through an outage of the Prefect API shorter than the grace period.

A deployment with `concurrency_limit` (nightly, backfill) holds a slot on the server through a lease that its flow
run renews. Prefect 3.8's flow engine renews it for 300 s every 225 s and cancels the run when a renewal fails
(`prefect.flow_engine` → `maintain_concurrency_lease(lease_id, 300, raise_on_lease_renewal_failure=True)`; no
setting changes either): an outage longer than the ~75 s left on the lease, or a server restarted with its
default in-memory lease storage (the lease is gone: HTTP 410), cancelled a run that could have finished.

So a cuaflow flow run keeps its lease itself: renewed every `RENEW_SECONDS` for the grace period plus a margin,
so the lease outlives an outage as long as the run waits for the API; during an outage it asks again every few
seconds (no growing back-off), so the lease is renewed as soon as the server answers. A lease the server no longer
knows (410: restarted without it) stops the renewals and says so in one line; the run goes on. Its slot stays
counted on the server (the count is in the database, the lease only in the server's memory) until the run ends,
when Prefect releases it: no other run of the deployment starts meanwhile."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from typing import Any

from cuaflow.flows.api import grace_seconds

RENEW_SECONDS = 30.0
RETRY_SECONDS = 5.0


def lease_seconds(grace: float | None = None) -> float:
    """The lease asked for: left on it at the start of any outage shorter than the grace, plus a margin."""
    return (grace_seconds() if grace is None else grace) + 2 * RENEW_SECONDS + 60.0


def _renew(url: str, lease_id: str, seconds: float) -> int | None:
    """The server's status code for one renewal, or None when it does not answer."""
    import httpx

    from cuaflow.flows.orphans import headers

    try:
        with httpx.Client(timeout=10, headers=headers()) as client:
            return client.post(f"{url}/v2/concurrency_limits/leases/{lease_id}/renew",
                               json={"lease_duration": seconds}).status_code
    except httpx.HTTPError:
        return None


def _keep(url: str, lease_id: str, stop: threading.Event) -> None:
    from cuaflow.flows.lifeline import say

    seconds = lease_seconds()
    while not stop.is_set():
        status = _renew(url, lease_id, seconds)
        if status == 410:
            say(f"cuaflow: the Prefect server no longer knows this run's concurrency lease {lease_id} (restarted "
                "without it); the run goes on and its deployment's slot is released when it ends")
            return
        stop.wait(RETRY_SECONDS if status is None or status >= 500 else RENEW_SECONDS)


@contextlib.contextmanager
def keep_lease(lease_id: Any, lease_duration: float = 300, *args: Any, **kwargs: Any) -> Iterator[None]:
    """Stands in for Prefect's `maintain_concurrency_lease` in the flow engine (same arguments; the duration and
    failure policy are ours, see above)."""
    del lease_duration, args, kwargs
    from prefect.context import FlowRunContext

    ctx = FlowRunContext.get()
    client = getattr(ctx, "client", None)
    url = str(getattr(client, "api_url", "") or "").rstrip("/")
    if not url:
        from prefect.settings import PREFECT_API_URL

        url = (PREFECT_API_URL.value() or "").rstrip("/")
    if not url:  # no API to renew it on
        yield
        return
    stop = threading.Event()
    thread = threading.Thread(target=_keep, args=(url, str(lease_id), stop), daemon=True,
                              name="cuaflow-concurrency-lease")
    thread.start()
    try:
        yield
    finally:
        stop.set()


def install() -> None:
    """The flow engine keeps a deployed run's lease through `keep_lease` (sync flows: cuaflow's are)."""
    import prefect.flow_engine as engine

    if hasattr(engine, "maintain_concurrency_lease"):
        engine.maintain_concurrency_lease = keep_lease
