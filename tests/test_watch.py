"""Twenty nights of synthetic recordings, five of them bad on purpose (a third of the logs in another format, a
clock that stalls, no arrivals, ten times the redactions, half the samples per recording): night over night names
exactly the planted nights, with the figure, tonight's value and the usual range; a backfill of an old night judges
it against the nights before it. The quality rows equal what the manifest, the summary and `status` say.

Each template recording is processed once by every stage; a night is some of them copied under its date with
their stage work (the stages find their markers and are reused, as in a rerun), then published, its quality row
computed and judged by the product code."""

from __future__ import annotations

import datetime as dt
import json
import shutil
from pathlib import Path

import pytest
from day import run_day
from synth import write_night_templates

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.quality import QualityRow
from cuaflow.schemas.settings import WatchSettings
from cuaflow.tasks import anomalies
from cuaflow.tasks.quality import figures, night_quality, quality_history

TEMPLATE_DAY = "2025-01-01"
FIRST = dt.date(2025, 2, 1)
ORDINARY = [["ordinary0", "ordinary1", "ordinary2"], ["ordinary1", "ordinary2", "ordinary3"],
            ["ordinary0", "ordinary2", "ordinary3"], ["ordinary0", "ordinary1", "ordinary3"]]
# night index → (its recordings, the figure that must be named)
PLANTED = {
    7: (["format", "ordinary0", "ordinary1"], "quarantined_share"),
    10: (["clock0", "clock1", "ordinary2"], "alignment_confidence_median"),
    12: ([], "recordings_in"),
    15: (["redacted", "ordinary1", "ordinary3"], "redactions_per_frame"),
    18: (["short0", "short1", "short2"], "samples_per_recording"),
}
NIGHTS = 20


def night(i: int) -> str:
    return (FIRST + dt.timedelta(days=i)).isoformat()


def plan(i: int) -> list[str]:
    return PLANTED[i][0] if i in PLANTED else ORDINARY[i % len(ORDINARY)]


def _copy_night(tpl: Path, ids: dict[str, str], src: Path, out: Path, date: str, names: list[str]) -> None:
    for name in names:
        rid = ids[name]
        shutil.copytree(tpl / "src" / TEMPLATE_DAY / rid, src / date / rid)
        work = out / "_work" / f"date={date}" / rid
        shutil.copytree(tpl / "out" / "_work" / f"date={TEMPLATE_DAY}" / rid, work)
        for doc in work.glob("*.json"):  # the stage results name their date and source path
            doc.write_text(doc.read_text().replace(TEMPLATE_DAY, date))
        frames = tpl / "out" / "frames" / f"date={TEMPLATE_DAY}" / rid
        if frames.exists():
            shutil.copytree(frames, out / "frames" / f"date={date}" / rid)


@pytest.fixture(scope="module")
def nights(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    root = tmp_path_factory.mktemp("nights")
    tpl = root / "templates"
    ids = write_night_templates(tpl / "src" / TEMPLATE_DAY)
    done = run_day(tpl / "src", tpl / "out", TEMPLATE_DAY, publish=False)
    src, out = root / "src", root / "out"
    src.mkdir()
    judged: dict[str, anomalies.NightJudgement] = {}
    rows: dict[str, QualityRow] = {}
    w = WatchSettings()
    for i in range(NIGHTS):
        date = night(i)
        if plan(i):
            _copy_night(tpl, ids, src, out, date, plan(i))
            day = run_day(src, out, date, ctx=done.ctx.model_copy(update={"source_url": str(src),
                                                                          "output_url": str(out)}))
            row = night_quality(open_root(str(out)), date, str(src), list(day.results.values()), published=True)
            assert row is not None
            rows[date] = row
        else:
            row = anomalies.no_arrivals(date)
        # as the nightly does: tonight against the committed nights before it
        [judged[date]] = anomalies.judge(open_root(str(out)), [row], w)
    return {"out": out, "src": src, "judged": judged, "rows": rows, "ids": ids}


def test_the_planted_nights_and_only_they_are_anomalous(nights: dict) -> None:
    judged = nights["judged"]
    for i in range(NIGHTS):
        j = judged[night(i)]
        if i < 5:
            assert not j.judged and "5 needed" in (j.note or ""), (i, j)
            continue
        assert j.judged, (i, j)
        named = {a.figure for a in j.anomalies}
        if i in PLANTED:
            assert PLANTED[i][1] in named, (i, j.anomalies)
        else:
            assert named == set(), (i, [a.line() for a in j.anomalies])


def test_an_anomaly_says_the_figure_tonights_value_and_the_usual_range(nights: dict) -> None:
    judged = nights["judged"]
    [arrivals] = [a for a in judged[night(12)].anomalies if a.figure == "recordings_in"]
    assert arrivals.value == 0 and arrivals.median == 3 and arrivals.low > 0
    assert arrivals.line().startswith(f"{night(12)}: recordings arrived 0, usual ")
    [share] = [a for a in judged[night(7)].anomalies if a.figure == "quarantined_share"]
    assert share.value == pytest.approx(1 / 3, abs=1e-3) and share.median == 0 and share.high < share.value
    [half] = [a for a in judged[night(18)].anomalies if a.figure == "samples_per_recording"]
    assert half.value < half.low and half.value == pytest.approx(half.median / 2, rel=0.25)
    [red] = [a for a in judged[night(15)].anomalies if a.figure == "redactions_per_frame"]
    assert red.value > red.high
    [clock] = [a for a in judged[night(10)].anomalies if a.figure == "alignment_confidence_median"]
    assert clock.value < clock.low


def test_a_backfilled_old_night_is_judged_against_the_nights_before_it(nights: dict) -> None:
    out = open_root(str(nights["out"]))
    rows = nights["rows"]
    # judged today, with every later night committed: the same verdicts as on the night itself
    again = {j.date: j for j in anomalies.judge(out, [rows[night(i)] for i in (3, 7, 9)], WatchSettings())}
    assert not again[night(3)].judged
    assert again[night(7)] == nights["judged"][night(7)]
    assert again[night(9)] == nights["judged"][night(9)] and not again[night(9)].anomalies


def test_the_quality_rows_are_the_manifests_numbers(nights: dict) -> None:
    """One truth: the counts the summary and `status` print come from the manifest; the row's are the same."""
    from cuaflow.tasks.committed import read_manifest
    from cuaflow.tasks.status import format_status, output_status

    out = open_root(str(nights["out"]))
    history = quality_history(out)
    assert sorted(history) == sorted(nights["rows"])
    status = format_status(output_status(out))
    for date, row in history.items():
        m = read_manifest(out, date)
        assert m is not None
        assert (row.recordings_in, row.processed, row.excluded, row.quarantined, row.steps, row.samples) == (
            m.recordings.seen, m.recordings.processed, m.recordings.excluded, m.recordings.quarantined, m.steps,
            m.samples)
        assert (f"{date}  committed: {row.recordings_in} seen, {row.processed} processed, {row.excluded} excluded, "
                f"{row.quarantined} quarantined; {row.steps} steps, {row.samples} samples") in status
    # the planted inputs, known by construction
    format_night = history[night(7)]
    assert format_night.quarantined_by_class == {"ingest": 1} and format_night.arrivals_by_source["unknown"] == 1
    assert history[night(15)].redactions_by_type == {"EMAIL_ADDRESS": 12}
    assert history[night(5)].redactions_by_type == {"EMAIL_ADDRESS": 3}
    ordinary = history[night(5)]
    assert ordinary.samples_per_recording == pytest.approx(2 * history[night(18)].samples_per_recording, rel=0.25)
    assert ordinary.stage_wall_seconds and set(ordinary.stage_wall_seconds) == set(ordinary.stage_cpu_seconds)


def test_status_quality_prints_the_rows(nights: dict, capsys: pytest.CaptureFixture[str]) -> None:
    from cuaflow.flows.cli import main

    assert main(["status", "--output", str(nights["out"]), "--quality", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert [QualityRow.model_validate(r) for r in printed] == list(quality_history(open_root(str(nights["out"])))
                                                                   .values())
    assert main(["status", "--output", str(nights["out"]), "--quality"]) == 0
    text = capsys.readouterr().out
    row = nights["rows"][night(15)]
    assert f"  {night(15)}\n" in text and f"      redactions: {figures(row)['redactions']}\n" in text
