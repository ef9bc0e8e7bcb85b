"""The summary a run prints: one set of numbers, the dataset's.

Per day: the recordings by status, the steps, and the samples the day made and how many of them the dataset holds;
then the dataset: its samples per split, of how many made, and what was left out and why
(`tasks/export/accounting.py`, read back from the version's files). A day another run published while this one
waited for its lock says so instead of "(unchanged)"."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the result models import polars and Arrow: loaded once a run has a result
    from cuaflow.schemas.dataset import BackfillResult, DatasetBuild
    from cuaflow.schemas.tables import PartitionReport


def exe() -> str:
    """This `cuaflow` as a command that works without an activated virtual environment."""
    here = Path(sys.executable).parent / "cuaflow"
    return str(here) if here.exists() else "cuaflow"


def _account(output: str, ds: DatasetBuild | None) -> Any:
    if ds is None:
        return None
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.export.accounting import account

    try:
        return account(open_root(output), ds.name)
    except (OSError, ValueError):  # a version the numbers cannot be read back from: the run's own figures stand
        return None


def _day(day: str, m: PartitionReport, acc: Any, planted: set[str]) -> list[str]:
    from cuaflow.schemas.tables import ReviewPages

    rec = m.recordings
    samples = f"{m.samples} samples"
    if acc is not None and day in acc.in_dataset:
        samples = f"{m.samples} samples, {acc.in_dataset[day]} in the dataset"
    how = ""
    if m.waited_for and m.reused:
        how = f" (published by another run while this one waited for it: {m.waited_for})"
    elif m.reused:
        how = " (unchanged)"
    lines = [f"  {day}: {rec.processed} processed, {rec.excluded} excluded, {rec.quarantined} quarantined, "
             f"{m.steps} steps, {samples}{how}"]
    lines += [f"      quarantined {q.recording_id}: {q.reason}" + (" (planted by the demo)" if q.recording_id in planted
                                                                else "") for q in m.quarantine]
    if isinstance(m.review, ReviewPages):
        lines.append(f"      review page: {m.review.index}")
    return lines


def _quality(output: str, day: str) -> list[str]:
    """The night's quality figures, as `cuaflow status --quality` prints them (tasks/run/nights.py `figures`)."""
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.run.nights import figures, read_quality

    try:
        row = read_quality(open_root(output), day)
    except OSError:
        return []
    if row is None:
        return []
    f = figures(row)
    return [f"      quality: per recording {f['per recording']}; alignment confidence {f['alignment confidence']}; "
            f"redactions {f['redactions']}"]


def _training(ds: DatasetBuild) -> list[str]:
    """The settings a trainer needs so that no sample is cut (tasks/export/tokens.py), per trainer format."""
    from cuaflow.tasks.export.llamafactory import TRAIN_YAML

    b, lines = ds.image_budget, []
    if b and "llamafactory" in ds.formats:
        lines.append(f"  LLaMA-Factory: cutoff_len {b.cutoff_len_needed}, image_max_pixels {b.max_pixels}  "
                     f"({ds.path}/{TRAIN_YAML})")
    if b and "hf" in ds.formats:
        lines.append(f"  TRL:      max_length {b.max_length_needed}, processor min_pixels {b.min_pixels}, max_pixels "
                     f"{b.max_pixels}  (load_dataset({ds.path}); the card: {ds.path}/README.md)")
    return lines


def _dataset(ds: DatasetBuild, acc: Any, output: str) -> list[str]:
    from cuaflow.tasks.export.accounting import left_out_text
    from cuaflow.tasks.review.card_page import card_page_path

    total = ds.splits["train"] + ds.splits["val"] + ds.splits["test"] + ds.splits.get("held_out", 0)
    made = f" (of the {acc.total_made} its days made{left_out_text(acc)})" if acc is not None else ""
    waited = f" (built by another run while this one waited for it: {ds.waited_for})" if ds.waited_for else ""
    lines = [f"  dataset:  {ds.path}{waited}",
             f"            {total} samples: train {ds.splits['train']}, val {ds.splits['val']}, "
             f"test {ds.splits['test']}{made}",
             f"            each recording's split: {ds.path}/splits.parquet"]
    lines += _training(ds)
    if a := ds.annotations:  # `reasoning`/`quality` in dataset.yaml: the model's annotations the version used
        lines.append(f"  annotations: {', '.join(a['models'])}: {a['answers_with_reasoning']} answers with "
                     f"reasoning; {a['requests']} requests, {a['prompt_tokens'] + a['completion_tokens']} tokens, "
                     f"cost {a['cost']:g}")
    if ds.quality_filters:
        lines.append("  quality filters: " + ", ".join(f"{k} removed {v}" for k, v in ds.quality_filters.items()))
    if ds.review:
        from cuaflow.connectors.storage import open_root

        lines.append(f"  review:   {ds.review}  (open in a browser: every recording, its split, its page)")
        lines.append(f"  card:     {open_root(output).display(card_page_path(ds.name))}  (the dataset card, as a page)")
    return lines


def report(result: BackfillResult, output: str, planted: set[str] | None = None) -> None:
    """The run's summary on stdout; `planted`: recordings the demo broke on purpose."""
    print("\n".join(["", *lines(result, output, planted)]))


def lines(result: BackfillResult, output: str, planted: set[str] | None = None) -> list[str]:
    """The run's summary, line by line: what the command prints and the top flow run's `run-summary` artifact."""
    from cuaflow.schemas.dataset import RangeResult

    acc = _account(output, result.dataset)
    out = ["cuaflow: done"]
    if result.privacy is not None:
        from cuaflow.tasks.privacy.audit import line as privacy_line

        out.append(f"  privacy:  {privacy_line(result.privacy)}")
    out += [f"  skipped {s.entry}: {s.reason}" for s in (result.skipped if isinstance(result, RangeResult) else [])]
    for day, m in sorted(result.partitions.items()):
        out += _day(day, m, acc, planted or set())
        out += _quality(output, day)
    if result.nights:
        from cuaflow.tasks.run.anomalies import lines as night_lines

        out += night_lines(result.nights)
    tables = "tables/<recordings|events|steps|samples|quarantine>/date=YYYY-MM-DD/"
    out.append(f"  tables:   {output.rstrip('/')}/{tables}")
    if result.dataset:
        out += _dataset(result.dataset, acc, output)
    out.append(f"  status:   {exe()} status --output {output}")
    out.append(f"  quality:  {exe()} status --output {output} --quality   (each night's figures)")
    return out


def demo_intro(source: Path, output: Path) -> str:
    """What the demo wrote, and which of its recordings are broken on purpose (they are not a broken setup)."""
    from cuaflow.connectors.synth import DEMO_DEFECTS

    lines = [f"  {source}: the raw recordings, one folder per day and recording (Clones logs and H.264 video)",
             f"  {output}: what the pipeline makes of them (tables, frames, datasets, review pages)",
             "  planted on purpose, to show what happens to real-world defects (the words: README.md, \"Words\"):"]
    lines += [f"    {rid}: {why}" for rid, why in DEMO_DEFECTS.items()]
    return "\n".join(lines)
