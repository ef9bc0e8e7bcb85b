"""What a run shows in Prefect's UI besides its logs: table and Markdown artifacts of each partition and of the
dataset build, linking only to what a browser can open (`Links`); on the top run (run, backfill, nightly) its
closing summary, every recording it quarantined with the reason, and the privacy audit."""

from __future__ import annotations

from prefect import get_run_logger
from prefect.artifacts import create_markdown_artifact, create_table_artifact

from cuaflow.flows import summary
from cuaflow.schemas.config import RunParameters
from cuaflow.schemas.dataset import BackfillResult, DatasetBuild, PrivacyAudit
from cuaflow.schemas.nights import NightJudgement
from cuaflow.schemas.tables import PartitionReport, ReviewFailed, ReviewPages
from cuaflow.schemas.work import StageResult
from cuaflow.tasks.review.card_page import card_page_path


class Links:
    """Where the UI may link: only to an http(s) address a browser can open (`public_url`). Without one,
    artifacts say where the files are as plain text (a local path or s3:// URL would 404 in the UI)."""

    def __init__(self, params: RunParameters) -> None:
        self.base, self.root = params.public_url, params.output.rstrip("/")

    def rel(self, where: str) -> str:
        return where[len(self.root) + 1:] if where.startswith(self.root + "/") else where

    def md(self, label: str, where: str) -> str:
        """A markdown link when `where` (a path under the output root) can be opened, else plain text."""
        if self.base:
            return f"[{label}]({self.base}/{self.rel(where)})"
        return f"{label}: `{where}`"


def partition_artifacts(day: str, m: PartitionReport, links: Links, results: list[StageResult]) -> None:
    rec = m.recordings
    rows = [{"date": day, "recordings seen": rec.seen, "processed": rec.processed,
             "excluded (failed task)": rec.excluded, "quarantined": rec.quarantined,
             "steps": m.steps, "samples": m.samples,
             "reused": m.reused, "seconds": m.seconds}]
    create_table_artifact(key=f"partition-{day}", table=rows, description=f"cuaflow partition {day}")
    # Per-recording state in the UI (recordings share task runs: tasks/run/budget.py), one API call for the day.
    create_table_artifact(key=f"recordings-{day}", description=f"every recording of {day}: status, seconds per stage",
                          table=[{"recording": r.recording_id, "status": r.status, "stage": r.stage,
                                  **{k: round(v, 2) for k, v in r.stage_seconds.items()}, "reason": _short(r.reason)}
                                 for r in results])
    if m.stage_seconds:
        create_table_artifact(key=f"stage-seconds-{day}", table=[m.stage_seconds],
                              description=f"time per stage, summed over recordings, {day}")
    if m.review:
        create_markdown_artifact(key=f"review-{day}", markdown=_review_markdown(day, m.review, links),
                                 description=f"review pages of {day} (static HTML)")
    if m.quarantine:
        # a table artifact: the UI renders every row and the full reason (a markdown table breaks on `|`)
        create_table_artifact(key=f"quarantine-{day}", description=f"quarantined recordings {day}",
                              table=[{"recording": q.recording_id, "stage": q.stage, "reason": q.reason}
                                     for q in m.quarantine])


def _short(reason: str | None, limit: int = 80) -> str:
    """A reason cut for a table cell (a long one would hide the other columns); the full text is in the
    `quarantine-<date>` artifact and the quarantine table."""
    text = " ".join((reason or "").split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _review_markdown(day: str, review: ReviewPages | ReviewFailed, links: Links, limit: int = 100) -> str:
    if isinstance(review, ReviewFailed):
        return f"# Review pages {day}\n\nNot written: {review.error}"
    pages = review.pages or []
    md = [f"# Review pages {day}", "", f"- {links.md('partition index', review.index)}", "",
          "Static HTML (works from `file://` too); one page per recording, ← → step through.", "",
          "| recording | page |", "|---|---|"]
    md += [f"| {p.rsplit('/', 1)[-1].removesuffix('.html')} | {links.md('page', p)} |" for p in pages[:limit]]
    if len(pages) > limit:
        md.append(f"| … | {len(pages) - limit} more on the partition index |")
    return "\n".join(md)


def dataset_artifacts(ds: DatasetBuild, links: Links, review_error: str | None) -> None:
    """The build's samples per split (a table) and where its card, charts and review pages are."""
    review_line = [f"- review page not written: {review_error}"] if review_error else [
        f"- {links.md('review pages: recordings, quarantined and excluded ones', ds.review or '')}"]
    create_table_artifact(key="dataset-splits", table=[{"dataset": ds.name, **ds.splits}],
                          description="samples per split of the latest dataset build")
    create_markdown_artifact(key="dataset", markdown=_dataset_markdown(ds, links, review_line),
                             description="latest dataset build")


def _dataset_markdown(ds: DatasetBuild, links: Links, review_line: list[str]) -> str:
    path = ds.path
    # the card as a page beside the review pages (its README.md would open as raw Markdown in a browser)
    card = f"{links.root}/{card_page_path(ds.name)}" if ds.review else f"{path}/README.md"
    md = [f"# Dataset {ds.name}", "", f"Files: `{path}`" + ("" if links.base else
          " (set the `public_url` parameter to an http(s) address of the output root to get links here)"), "",
          f"- {links.md('dataset card', card)}",
          f"- {links.md('contact sheet', f'{path}/contact_sheet.png')}",
          f"- {links.md('samples per action', f'{path}/charts/samples_by_action.png')}", *review_line, "",
          "| split | samples |", "|---|---|"] + [f"| {k} | {v} |" for k, v in ds.splits.items()]
    return "\n".join(md)


def run_artifacts(result: BackfillResult, output: str) -> None:
    """The top flow run's own page (a backfill's or nightly's, not only its partition subflows'): the summary the
    command prints (`run-summary`), the run's quarantined recordings with the full reason (`run-quarantine`),
    and what redaction did (`run-privacy`). A view of what the run committed: a failure here is logged, the run
    stands."""
    try:
        _run_artifacts(result, output)
    except Exception as exc:
        get_run_logger().warning("the run's summary artifacts not written: %s: %s", type(exc).__name__, exc)


def _run_artifacts(result: BackfillResult, output: str) -> None:
    text = "\n".join(summary.lines(result, output))
    create_markdown_artifact(key="run-summary", markdown=f"# cuaflow run summary\n\n```text\n{text}\n```",
                             description="the run's closing summary, as the command prints it")
    rows = [{"date": day, "recording": q.recording_id, "stage": q.stage, "reason": q.reason}
            for day, m in sorted(result.partitions.items()) for q in m.quarantine]
    days = ", ".join(sorted(result.partitions)) or "none"
    if rows:
        create_table_artifact(key="run-quarantine", table=rows,
                              description=f"quarantined recordings of the run's days ({days}), with the reason")
    else:
        create_markdown_artifact(key="run-quarantine", markdown=f"No recording quarantined (days: {days}).",
                                 description="quarantined recordings of the run's days")
    if result.privacy is not None:
        create_markdown_artifact(key="run-privacy", markdown=_privacy_markdown(result.privacy),
                                 description="what personal-data redaction did to the run's recordings")


def _privacy_markdown(a: PrivacyAudit) -> str:
    from cuaflow.tasks.privacy.audit import line

    md = ["# Privacy audit", "", line(a), ""]
    for title, counts in (("entity type", a.by_type), ("found in", a.by_place)):
        if counts:
            md += [f"| {title} | occurrences |", "|---|---|", *(f"| {k} | {v} |" for k, v in counts.items()), ""]
    if a.entities:
        md.append("Searched for: " + ", ".join(f"`{e}`" for e in a.entities))
    return "\n".join(md)


NIGHT_EVENT = "cuaflow.night.anomalous"  # what `cuaflow deploy`'s automation listens for (flows/alerts.py)


def night_artifacts(nights: list[NightJudgement], output: str) -> None:
    """Night over night as a Markdown artifact of the run: each anomaly with tonight's value and the usual range."""
    lines = ["| night | figure | tonight | usual range | median (nights) |", "|---|---|---|---|---|"]
    for j in nights:
        if not j.judged:
            lines.append(f"| {j.date} | not judged: {j.note} | | | |")
        elif not j.anomalies:
            lines.append(f"| {j.date} | as usual | | | ({j.nights}) |")
        lines += [f"| {a.date} | **{a.label}** | {a.value:g} | {a.low:g} - {a.high:g} | {a.median:g} ({a.nights}) |"
                  for a in j.anomalies]
    bad = sum(len(j.anomalies) for j in nights)
    try:  # a view of the judgement (also in the answer and the log): a failure to write it is logged
        create_markdown_artifact(key="night-over-night", markdown="\n".join(lines),
                                 description=f"{output}: {bad} anomalous figure(s) night over night")
    except Exception as exc:
        get_run_logger().warning("the night-over-night artifact not written: %s: %s", type(exc).__name__, exc)


def anomalies_event(night: NightJudgement, output: str) -> None:
    """The event an alert is made from: one per anomalous night, its anomalies in the payload's `text`."""
    from prefect.events import emit_event

    text = "\n".join(a.line() for a in night.anomalies)
    emit_event(event=NIGHT_EVENT, resource={"prefect.resource.id": f"cuaflow.night.{night.date}",
                                            "prefect.resource.name": f"cuaflow night {night.date}"},
               payload={"date": night.date, "output": output, "text": f"cuaflow night {night.date} ({output}):\n"
                                                                    f"{text}",
                        "anomalies": [a.model_dump() for a in night.anomalies]})
