"""What an output root holds, read from its commit points only (manifests, dataset manifests, LATEST):
the `cuaflow status` report. Plain reads, no Prefect."""

from __future__ import annotations

from typing import Any

from cuaflow.connectors.storage import Root
from cuaflow.schemas.tables import DATASETS
from cuaflow.tasks.run.committed import (
    committed_dates,
    committed_versions,
    latest,
    read_dataset_config,
    read_dataset_manifest,
    read_manifest,
)
from cuaflow.tasks.run.dates import DATE_RE


def _started_dates(out: Root) -> list[str]:
    """Dates with stage work under `_work/` (a run started them), committed or not."""
    return [n[len("date="):] for n in out.listdir("_work") if n.startswith("date=") and DATE_RE.match(n[5:])]


def dataset_versions(out: Root) -> list[dict[str, Any]]:
    """Every committed dataset folder (its manifest.json exists), oldest name first; LATEST flagged."""
    newest = latest(out)
    versions = []
    for name in committed_versions(out):
        summary = read_dataset_manifest(out, name).summary
        config = read_dataset_config(out, name)
        versions.append({"name": name, "latest": name == newest, "path": out.display(f"{DATASETS}/{name}"),
                         "splits": summary.splits, "dates": config.dates if config else []})
    return versions


def output_status(out: Root, source_dates: list[str] | None = None,
                  source_skipped: list[tuple[str, str]] | None = None) -> dict[str, Any]:
    """Per date: committed or not, recordings by status, the quarantine list with reasons; then the
    dataset versions. `source_dates` (when the source was given) adds dates never processed, `source_skipped` the
    source's date entries that are not processed, with the reason."""
    committed = set(committed_dates(out))
    dates = sorted(committed | set(_started_dates(out)) | set(source_dates or []))
    per_date: dict[str, Any] = {}
    for d in dates:
        m = read_manifest(out, d) if d in committed else None
        if m is None:
            per_date[d] = {"committed": False, "in_source": d in (source_dates or []),
                           "started": d in _started_dates(out)}
            continue
        per_date[d] = {"committed": True, "recordings": m.recordings.model_dump(), "steps": m.steps,
                       "samples": m.samples,
                       "quarantine": [q.model_dump() for q in m.quarantine]}
    return {"output": out.url, "dates": per_date, "datasets": dataset_versions(out), "latest": latest(out),
            **({"source_skipped": [{"entry": n, "reason": r} for n, r in source_skipped]} if source_skipped else {})}


def format_status(status: dict[str, Any]) -> str:
    lines = [f"output {status['output']}"]
    if not status["dates"]:
        lines.append("  no partitions")
    for d, s in status["dates"].items():
        if not s["committed"]:
            why = "started, not committed (a run stopped before its manifest)" if s.get("started") \
                else "in the source, never processed"
            lines.append(f"  {d}  not committed: {why}")
            continue
        r = s["recordings"]
        lines.append(f"  {d}  committed: {r.get('seen', 0)} seen, {r.get('processed', 0)} processed, "
                     f"{r.get('excluded', 0)} excluded, {r.get('quarantined', 0)} quarantined; "
                     f"{s['steps']} steps, {s['samples']} samples")
        lines += [f"      quarantined {q['recording_id']} ({q['stage']}): {q['reason']}" for q in s["quarantine"]]
    lines += [f"  skipped {s['entry']} (source): {s['reason']}" for s in status.get("source_skipped", [])]
    lines.append("datasets" if status["datasets"] else "datasets: none")
    for v in status["datasets"]:
        splits = ", ".join(f"{k} {n}" for k, n in v["splits"].items())
        lines.append(f"  {v['name']}{'  (LATEST)' if v['latest'] else ''}: {splits}; "
                     f"dates {', '.join(v['dates']) or '-'}")
    return "\n".join(lines)
