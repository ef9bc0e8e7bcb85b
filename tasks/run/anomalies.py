"""Night over night: each judged figure of a night's quality row (schemas/nights.py `FIGURES`) against the same
figure over the committed nights *before* it (a backfill of an old date is judged against the nights before that
date, not today's), at most `watch.window` of them, once there are `watch.min_history`.

The usual range is robust to the odd bad night among them: around the median, the widest of
median ± mad_k × 1.4826 × MAD, median / ratio .. median × ratio, and median ± a floor (`share_floor` for a share,
`count_floor` for a count, `mean_floor` for a mean), so a figure that never moves does not make every small
change an anomaly; a count's range never reaches below its lowest night / ratio, so a count that varies from
night to night (2 or 3 recordings) still cannot fall to 0 unnoticed.
A night with no arrivals is judged as a row of zeros: where arrivals are usual, `recordings arrived 0` is an
anomaly; a figure the night has no value for (no recording published) is not judged."""

from __future__ import annotations

import statistics

from cuaflow.connectors.storage import Root
from cuaflow.schemas.nights import FIGURES, Anomaly, Figure, NightJudgement, QualityRow
from cuaflow.schemas.settings import WatchSettings
from cuaflow.tasks.run.nights import quality_history


def usual_range(values: list[float], fig: Figure, w: WatchSettings) -> tuple[float, float, float]:
    """(low, high, median) of a figure over the nights of history."""
    med = statistics.median(values)
    mad = 1.4826 * statistics.median(abs(v - med) for v in values)
    floor = {"share": w.share_floor, "count": w.count_floor, "mean": w.mean_floor}[fig.kind]
    low = min(med - w.mad_k * mad, med / w.ratio if med > 0 else med, med - floor)
    high = max(med + w.mad_k * mad, med * w.ratio if med > 0 else med, med + floor)
    if fig.kind == "share":
        low, high = max(low, 0.0), min(high, 1.0)
    if fig.kind == "count":  # a count that varies is still never far below its lowest night (no arrivals at all)
        low = max(low, min(values) / w.ratio)
    return max(low, 0.0), high, med


def judge_row(row: QualityRow, history: list[QualityRow], w: WatchSettings) -> NightJudgement:
    """`row` against `history` (the nights before it, oldest first; the last `window` are used)."""
    past = [h for h in history if h.date < row.date][-w.window:]
    if len(past) < w.min_history:
        return NightJudgement(date=row.date, nights=len(past), judged=False,
                              note=f"{len(past)} night(s) of history before it, {w.min_history} needed")
    found = []
    for fig in FIGURES:
        value = getattr(row, fig.name)
        values = [v for h in past if (v := getattr(h, fig.name)) is not None]
        if value is None or len(values) < w.min_history:
            continue
        low, high, med = usual_range(values, fig, w)
        if not low <= value <= high:
            found.append(Anomaly(date=row.date, figure=fig.name, label=fig.label, value=value, low=round(low, 4),
                                 high=round(high, 4), median=round(med, 4), nights=len(values)))
    return NightJudgement(date=row.date, nights=len(past), judged=True, anomalies=found)


def no_arrivals(date: str) -> QualityRow:
    """The row of a night whose source has nothing: no recording arrived."""
    return QualityRow(date=date, recordings_in=0)


def judge(out: Root, rows: list[QualityRow], w: WatchSettings) -> list[NightJudgement]:
    """Each of `rows` (tonight's, or a backfill's days) against the committed nights before it."""
    history = sorted(quality_history(out).values(), key=lambda r: r.date)
    return [judge_row(r, history, w) for r in sorted(rows, key=lambda r: r.date)]


def lines(judgements: list[NightJudgement]) -> list[str]:
    """The summary's lines: each anomaly named with tonight's value and the usual range."""
    out = []
    for j in judgements:
        if not j.judged:
            out.append(f"  night:    {j.date} not judged: {j.note}")
        elif not j.anomalies:
            out.append(f"  night:    {j.date} as usual ({j.nights} nights before it)")
        out += [f"  ANOMALY:  {a.line()}" for a in j.anomalies]
    return out
