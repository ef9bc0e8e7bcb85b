"""A night's quality row (schemas/nights.py): figures read back from what the partition committed — its
manifest and tables — so they are the numbers the summary, the card and `cuaflow status` show; plus this run's
time per stage and the OCR's CPU per frame (from the frames stage's markers). Written after the partition's
manifest to `_work/nights/date=<D>.json`; a partition found unchanged keeps the row of the run that made it."""

from __future__ import annotations

import json
from collections import Counter

import polars as pl

from cuaflow.connectors.storage import Root
from cuaflow.schemas.nights import QUALITY, QualityRow, quality_path
from cuaflow.schemas.recording import RecordingRef
from cuaflow.schemas.tables import Manifest, manifest_date
from cuaflow.schemas.work import StageName, StageResult
from cuaflow.tasks.committed import committed_dates, read_doc, read_manifest
from cuaflow.tasks.parquet_io import read_parquet
from cuaflow.tasks.runner import read_marker


def _share(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def _mean(total: int, n: int) -> float | None:
    return round(total / n, 3) if n else None


def _table(out: Root, m: Manifest, name: str, columns: list[str]) -> pl.DataFrame:
    entry = m.tables.get(name)
    if entry is None or not entry.rows:
        return pl.DataFrame()
    return read_parquet(out, entry.path, columns)


def quality_row(out: Root, m: Manifest, source_url: str = "",
                results: list[StageResult] | None = None) -> QualityRow:
    """The quality row of a committed partition; `results`: this run's stage results (their timings)."""
    rec = _table(out, m, "recordings", ["recording_id", "source_path", "source_format", "status",
                                        "alignment_confidence"])
    steps = _table(out, m, "steps", ["target", "pre_image", "post_image"])
    red = _table(out, m, "redactions", ["entity_type"])
    lineage = _table(out, m, "event_lineage", ["outcome", "events"])
    n = m.recordings
    arrivals: Counter[str] = Counter()
    if rec.height:
        arrivals.update(rec["source_format"].fill_null("unknown").to_list())
    arrivals["unknown"] += n.seen - rec.height  # folders discovery refused have no row
    conf = rec.filter(pl.col("status") != "quarantined")["alignment_confidence"].drop_nulls() if rec.height \
        else pl.Series(dtype=pl.Float64)
    frames = 0
    targets: dict[str, int] = {}
    if steps.height:
        images = pl.concat([steps["pre_image"], steps["post_image"]]).drop_nulls()
        frames = images.n_unique()
        src = steps["target"].struct.field("source").drop_nulls()
        targets = dict(sorted(Counter(src.to_list()).items()))
    events = int(lineage["events"].sum()) if lineage.height else 0
    ignored = int(lineage.filter(pl.col("outcome") == "ignored")["events"].sum()) if lineage.height else 0
    ocr_frames, ocr_cpu = _ocr(out, m.date, rec, source_url)
    wall: Counter[str] = Counter()
    cpu: Counter[str] = Counter()
    for r in results or []:
        wall.update(r.stage_seconds)
        cpu.update(r.stage_cpu_seconds)
    return QualityRow(
        date=m.date, recordings_in=n.seen, arrivals_by_source=dict(sorted((k, v) for k, v in arrivals.items() if v)),
        published=n.processed + n.excluded, processed=n.processed, excluded=n.excluded, quarantined=n.quarantined,
        quarantined_by_class=dict(sorted(Counter(q.stage or "unknown" for q in m.quarantine).items())),
        quarantined_share=_share(n.quarantined, n.seen), excluded_share=_share(n.excluded, n.seen),
        steps=m.steps, samples=m.samples, steps_per_recording=_mean(m.steps, n.processed),
        samples_per_recording=_mean(m.samples, n.processed), events=events,
        ignored_event_share=_share(ignored, events),
        alignment_confidence_median=round(float(conf.median()), 4) if conf.len() else None,  # type: ignore[arg-type]
        alignment_confidence_p10=round(float(conf.quantile(0.1, "linear")), 4) if conf.len() else None,  # type: ignore[arg-type]
        targets_by_source=targets, frames=frames, redactions=red.height,
        redactions_per_frame=_mean(red.height, frames),
        redactions_by_type=dict(sorted(Counter(red["entity_type"].to_list()).items())) if red.height else {},
        ocr_frames=ocr_frames, ocr_cpu_ms_per_frame=_mean(round(ocr_cpu * 1000), ocr_frames),
        stage_wall_seconds={k: round(v, 3) for k, v in wall.items()},
        stage_cpu_seconds={k: round(v, 3) for k, v in cpu.items()},
    )


def _ocr(out: Root, date: str, rec: pl.DataFrame, source_url: str) -> tuple[int, float]:
    """Frames OCR read and the CPU it took, from the frames stage's markers of the published recordings."""
    frames, cpu = 0, 0.0
    if not rec.height:
        return 0, 0.0
    for rid, path in rec.filter(pl.col("status") != "quarantined").select("recording_id", "source_path").rows():
        ref = RecordingRef(source_url=source_url, date=date, recording_id=rid, path=path or f"{date}/{rid}")
        facts = read_marker(out, ref, StageName.FRAMES.value)
        if facts is not None and facts.ocr_frames:
            frames += facts.ocr_frames
            cpu += facts.ocr_cpu_seconds or 0.0
    return frames, cpu


def write_quality(out: Root, row: QualityRow) -> None:
    out.write_text(quality_path(row.date), row.model_dump_json(indent=1))


def read_quality(out: Root, date: str) -> QualityRow | None:
    return read_doc(out, quality_path(date), QualityRow)


def night_quality(out: Root, date: str, source_url: str = "",
                  results: list[StageResult] | None = None, published: bool = False) -> QualityRow | None:
    """The row of a committed night: written anew when this run published the partition (`published`), else the
    stored one (made without timings when it is missing: an output older than the quality rows)."""
    row = None if published else read_quality(out, date)
    if row is None:
        m = read_manifest(out, date)
        if m is None:
            return None
        row = quality_row(out, m, source_url, results)
        write_quality(out, row)
    return row


def quality_history(out: Root) -> dict[str, QualityRow]:
    """Every stored quality row whose partition is committed, by date."""
    committed = set(committed_dates(out))
    rows: dict[str, QualityRow] = {}
    for name in sorted(out.listdir(QUALITY)):
        d = manifest_date(name)
        if d in committed and (row := read_quality(out, d)) is not None:
            rows[d] = row
    return rows


def as_json(rows: list[QualityRow]) -> str:
    return json.dumps([r.model_dump() for r in rows], indent=1)


def figures(row: QualityRow) -> dict[str, str]:
    """A row's figures as the summary, `cuaflow status --quality` and the dataset page print them (one place)."""
    def num(v: float | None) -> str:
        return "-" if v is None else f"{v:g}"

    def counts(d: dict[str, int]) -> str:
        return ", ".join(f"{k} {v}" for k, v in d.items()) or "-"

    return {
        "recordings": f"{row.recordings_in} in ({counts(row.arrivals_by_source)}), {row.published} published, "
                      f"{row.excluded} excluded, {row.quarantined} quarantined"
                      + (f" ({counts(row.quarantined_by_class)})" if row.quarantined else ""),
        "per recording": f"{num(row.steps_per_recording)} steps, {num(row.samples_per_recording)} samples",
        "alignment confidence": f"median {num(row.alignment_confidence_median)}, "
                                f"10th percentile {num(row.alignment_confidence_p10)}",
        "log lines ignored": num(row.ignored_event_share),
        "targets": counts(row.targets_by_source),
        "redactions": f"{row.redactions} on {row.frames} frames ({num(row.redactions_per_frame)} per frame): "
                      f"{counts(row.redactions_by_type)}",
        "OCR": f"{row.ocr_frames} frames, {num(row.ocr_cpu_ms_per_frame)} ms CPU per frame",
        "stages (wall / CPU s)": ", ".join(f"{k} {row.stage_wall_seconds[k]:g}/{row.stage_cpu_seconds.get(k, 0):g}"
                                           for k in row.stage_wall_seconds) or "-",
    }


def format_quality(rows: list[QualityRow], where: str) -> str:
    lines = [f"quality {where}" + ("" if rows else ": no quality rows (a run writes one per partition)")]
    for row in rows:
        lines.append(f"  {row.date}")
        lines += [f"      {k}: {v}" for k, v in figures(row).items()]
    return "\n".join(lines)
