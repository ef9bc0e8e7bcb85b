"""`cuaflow deploy`: register the deployments of a prefect.yaml, idempotently and without surprises.

What the server's deployment already holds is the starting point: the file and the command change only what they
set, so a value they leave unset (`source`/`output` with `$CUAFLOW_SOURCE`/`$CUAFLOW_OUTPUT` unset, a
`public_url` or `storage_block` not in the environment, a parameter edited in the UI, a paused deployment or
schedule) is kept. A scheduled deployment's `source`/`output` only changes when the command says so
(`--source`/`--output`, or `--change-roots`): its runs would silently go elsewhere otherwise. Every deployment
is printed with what changed (before → after) and the scheduled runs Prefect replaces when a deployment is
updated (its auto-scheduled future runs are deleted and re-created with the new values); one that is unchanged
is not sent at all, so its scheduled runs stay as they are. `--dry-run` prints the same and registers nothing."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from prefect.client.orchestration import SyncPrefectClient, get_client
from prefect.deployments.runner import RunnerDeployment
from prefect.exceptions import ObjectNotFound

from cuaflow.flows.deployments import build, ensure_process_pool, load_project, pool_name
from cuaflow.flows.errors import UsageError

ROOTS = ("source", "output")


class DeployRefused(UsageError):
    """A change the command did not say: nothing was registered (exit code 2)."""


@dataclass
class Plan:
    """One deployment: what the file wants, what the server holds, and the difference."""

    deployment: RunnerDeployment
    existing: Any = None  # the server's DeploymentResponse, None when new
    changes: list[str] = field(default_factory=list)  # "field: before → after"
    kept: list[str] = field(default_factory=list)  # values this command left as the server had them
    replaced: list[Any] = field(default_factory=list)  # auto-scheduled future runs an update replaces
    by_hand: list[Any] = field(default_factory=list)  # scheduled runs not made by the scheduler (kept as they are)

    @property
    def name(self) -> str:
        return f"{self.deployment.flow_name}/{self.deployment.name}"

    @property
    def to_send(self) -> bool:
        return self.existing is None or bool(self.changes)


def schedule_text(schedule: Any, active: bool = True) -> str:
    when = getattr(schedule, "cron", None) or getattr(schedule, "rrule", None) or f"every {schedule.interval}"
    return f"{when} ({schedule.timezone or 'UTC'})" + ("" if active else " inactive")


def describe(d: RunnerDeployment, pool: str | None) -> str:
    """`flow/name: schedule …, work pool …` (the line `deploy` has always printed)."""
    when = ", ".join(schedule_text(s.schedule) for s in d.schedules or []) or "-"
    return f"{d.flow_name}/{d.name}: schedule {when}" + (f", work pool {pool}" if pool else "")


def _shown(value: Any) -> str:
    return "(unset)" if value is None else str(value)


def _explicit_active(path: str | None) -> dict[str, list[bool]]:
    """Per deployment name, which of its schedules say `active:` in the file (the others keep the server's)."""
    return {d["name"]: ["active" in s for s in d.get("schedules") or []] for d in load_project(path)["deployments"]}


def _keep_server_values(plan: Plan, explicit_active: list[bool]) -> None:
    """Start from what the server holds: parameters the file does not set, the paused flag, and the active flag
    of a schedule the file lists without `active:`."""
    d, old = plan.deployment, plan.existing
    for key, value in sorted(old.parameters.items()):
        if key not in d.parameters:
            d.parameters[key] = value
            if key in ROOTS:
                plan.kept.append(f"{key} {value}")
    d.paused = old.paused
    before = {schedule_text(s.schedule): s.active for s in old.schedules}
    for s, explicit in zip(d.schedules or [], explicit_active, strict=False):
        if not explicit and schedule_text(s.schedule) in before:
            s.active = before[schedule_text(s.schedule)]


def _limit(value: Any) -> int | None:
    return getattr(value, "limit", value)


def _form(schema: dict[str, Any] | None) -> dict[str, Any]:
    return dict((schema or {}).get("properties") or {})


def _diff(plan: Plan, pool: str | None) -> list[str]:
    """What registering `plan` changes on the server, one `field: before → after` line each, in this order:
    parameters, schedule, the deployment's other fields, the parameter form."""
    d, old = plan.deployment, plan.existing
    params = sorted(set(old.parameters) | set(d.parameters))
    before, after = _fields(plan, pool)
    return [*_changed(old.parameters, d.parameters, params, lambda v: v), *_schedule(plan),
            *_changed(before, after, list(before), lambda v: v or None),
            *_form_change(_form(old.parameter_openapi_schema), _form(d._parameter_openapi_schema.model_dump()))]


def _changed(before: dict[str, Any], after: dict[str, Any], keys: list[str], same: Callable[[Any], Any]) -> list[str]:
    """`key: before → after` for each of `keys` whose value differs once both pass through `same` (for the
    deployment's fields an empty value and a missing one are the same; a parameter's False is not its absence)."""
    return [f"{k}: {_shown(before.get(k))} → {_shown(after.get(k))}" for k in keys
            if same(before.get(k)) != same(after.get(k))]


def _schedule(plan: Plan) -> list[str]:
    now = [schedule_text(s.schedule, s.active is not False) for s in plan.deployment.schedules or []]
    was = [schedule_text(s.schedule, s.active) for s in plan.existing.schedules]
    return [] if sorted(now) == sorted(was) else [f"schedule: {', '.join(was) or '-'} → {', '.join(now) or '-'}"]


def _fields(plan: Plan, pool: str | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """The deployment's other fields as the server holds them and as the file says them, in the order printed."""
    d, old = plan.deployment, plan.existing
    pairs = {"description": (old.description, d.description), "tags": (sorted(old.tags), sorted(d.tags or [])),
             "entrypoint": (old.entrypoint, d.entrypoint),
             "concurrency limit": (_limit(old.global_concurrency_limit), d.concurrency_limit),
             "work pool": (old.work_pool_name, pool), "work queue": (old.work_queue_name, d.work_queue_name),
             "job variables": (old.job_variables or {}, d.job_variables or {})}
    return {k: a for k, (a, _) in pairs.items()}, {k: b for k, (_, b) in pairs.items()}


def _form_change(form_old: dict[str, Any], form_new: dict[str, Any]) -> list[str]:
    if form_old == form_new:
        return []
    added, removed = sorted(set(form_new) - set(form_old)), sorted(set(form_old) - set(form_new))
    changed = sorted(k for k in set(form_new) & set(form_old) if form_new[k] != form_old[k])
    return ["parameter form: " + "; ".join(f"{what} {', '.join(keys)}" for what, keys in
                                           (("added", added), ("removed", removed), ("changed", changed)) if keys)]


def _refuse_silent_root_changes(plans: list[Plan], said: set[str]) -> None:
    """A scheduled deployment's roots change only when the command says so: otherwise its nightly runs would
    read or write elsewhere because of whatever the shell's environment held."""
    problems = []
    for p in plans:
        if p.existing is None or not (p.deployment.schedules or p.existing.schedules):
            continue
        for key in ROOTS:
            before, after = p.existing.parameters.get(key), p.deployment.parameters.get(key)
            if before and after != before and key not in said:
                problems.append(f"{p.name} {key}: {before} → {_shown(after)}")
    if problems:
        raise DeployRefused("a scheduled deployment's roots would change (" + "; ".join(problems) + "); say it with "
                            "--source/--output, or --change-roots to take them from the file and environment; "
                            "nothing registered")


def _scheduled_runs(client: SyncPrefectClient, plan: Plan) -> None:
    """The deployment's scheduled runs not started yet: the auto-scheduled future ones are replaced by an
    update (Prefect deletes them; its scheduler makes them again from the new values), the others are kept."""
    from prefect.client.schemas.filters import (
        FlowRunFilter,
        FlowRunFilterDeploymentId,
        FlowRunFilterState,
        FlowRunFilterStateType,
    )
    from prefect.client.schemas.objects import StateType
    from prefect.client.schemas.sorting import FlowRunSort

    runs = client.read_flow_runs(flow_run_filter=FlowRunFilter(
        deployment_id=FlowRunFilterDeploymentId(any_=[plan.existing.id]),
        state=FlowRunFilterState(type=FlowRunFilterStateType(any_=[StateType.SCHEDULED]))),
        sort=FlowRunSort.EXPECTED_START_TIME_ASC, limit=200)
    now = dt.datetime.now(dt.UTC)
    for r in runs:
        when = r.next_scheduled_start_time or r.expected_start_time
        if r.auto_scheduled and when and when > now and r.run_count == 0 and r.state_name != "AwaitingConcurrencySlot":
            plan.replaced.append(r)
        else:
            plan.by_hand.append(r)


def make_plans(path: str | None, source: str | None, output: str | None, change_roots: bool,
               compare: bool) -> list[Plan]:
    """Each deployment of the file, compared with the server's (`compare`: a server to compare with).
    DeployRefused before anything is sent when a scheduled deployment's roots would change unsaid."""
    pool = pool_name(path)
    plans = [Plan(d) for d in build(path, source=source, output=output)]
    if not compare:
        return plans
    explicit = _explicit_active(path)
    with get_client(sync_client=True) as client:
        for p in plans:
            try:
                p.existing = client.read_deployment_by_name(p.name)
            except ObjectNotFound:
                continue
            _keep_server_values(p, explicit.get(p.deployment.name, []))
            p.changes = _diff(p, pool)
            if p.changes:
                _scheduled_runs(client, p)
    said = {k for k, v in (("source", source), ("output", output)) if v} | (set(ROOTS) if change_roots else set())
    _refuse_silent_root_changes(plans, said)
    return plans


def _when(run: Any) -> str:
    t = run.next_scheduled_start_time or run.expected_start_time
    return t.strftime("%Y-%m-%d %H:%M UTC") if t else "?"


def report(plan: Plan, pool: str | None, dry_run: bool) -> list[str]:
    """The lines printed for one deployment (before → after, the runs touched)."""
    head = describe(plan.deployment, pool)
    if plan.existing is None:
        roots = ", ".join(f"{k} {_shown(plan.deployment.parameters.get(k))}" for k in ROOTS)
        return [("would register " if dry_run else "registered ") + head + f" (new; {roots})"]
    kept = f"kept from the server, not set here: {', '.join(plan.kept)}" if plan.kept else ""
    if not plan.changes:
        return [f"unchanged {head}" + (f" ({kept})" if kept else "")]
    lines = [("would update " if dry_run else "registered ") + head]
    lines += [f"    {c}" for c in plan.changes] + ([f"    {kept}"] if kept else [])
    if plan.replaced:
        lines.append(f"    {len(plan.replaced)} scheduled run(s) {'would be' if dry_run else 'were'} replaced "
                     f"(next {_when(plan.replaced[0])}): the scheduler makes them again with these values")
    if plan.by_hand:
        lines.append(f"    {len(plan.by_hand)} scheduled run(s) not made by the scheduler keep their own values: "
                     + ", ".join(f"{r.name} ({_when(r)})" for r in plan.by_hand[:5]))
    return lines


def _remove_dropped_schedules(client: SyncPrefectClient, plan: Plan) -> None:
    """Prefect's update keeps the old schedules when the new list is empty: the file dropped them, so do we."""
    if plan.existing is not None and plan.existing.schedules and not plan.deployment.schedules:
        for s in plan.existing.schedules:
            client.delete_deployment_schedule(plan.existing.id, s.id)


def deploy(path: str | None, source: str | None, output: str | None, change_roots: bool, dry_run: bool,
           compare: bool) -> None:
    """Plan every deployment, refuse an unsaid root change, print each one's difference and send the changed ones.
    Each line is printed once the API has it (a dry run: what it would do)."""
    pool = pool_name(path)
    plans = make_plans(path, source, output, change_roots, compare)
    if dry_run:  # the caller ends with "dry run: nothing registered", after what else it would do
        for p in plans:
            print("\n".join(report(p, pool, True)))
        return
    if pool and ensure_process_pool(pool):
        print(f"created process work pool {pool!r}")
    for p in plans:
        if p.to_send:
            p.deployment.apply(work_pool_name=pool)
            with get_client(sync_client=True) as client:
                _remove_dropped_schedules(client, p)
        print("\n".join(report(p, pool, False)), flush=True)
    if pool:
        print(f"start a worker with: prefect worker start --pool {pool}")
