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
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.nights import QualityRow
from cuaflow.schemas.settings import WatchSettings
from cuaflow.tasks.configuration import load_dataset_config, load_settings
from cuaflow.tasks.run import anomalies
from cuaflow.tasks.run.nights import figures, night_quality, quality_history

TEMPLATE_DAY = "2025-01-01"
FIRST = dt.date(2025, 2, 1)
# ordinary nights: three recordings, or two of them (arrivals vary a little too)
ORDINARY = [["ordinary0", "ordinary1", "ordinary2"], ["ordinary1", "ordinary2"],
            ["ordinary0", "ordinary1", "ordinary2"], ["ordinary0", "ordinary2"]]
# night index → (its recordings, the figure that must be named)
PLANTED = {
    7: (["format", "ordinary0", "ordinary1"], "quarantined_share"),
    10: (["clock0", "clock1"], "alignment_confidence_median"),
    12: ([], "recordings_in"),
    15: (["redacted0", "redacted1"], "redactions_per_frame"),
    18: (["short0", "short1"], "samples_per_recording"),
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
    # the shipped configuration files, as `cuaflow nightly` reads them: its stages find these markers
    done = run_day(tpl / "src", tpl / "out", TEMPLATE_DAY, publish=False, dataset=False,
                   ctx=RunContext(source_url=str(tpl / "src"), output_url=str(tpl / "out"),
                                  dataset=load_dataset_config(None), settings=load_settings(None)))
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
    assert arrivals.value == 0 and arrivals.median in (2, 2.5, 3) and arrivals.low > 0
    assert arrivals.line().startswith(f"{night(12)}: recordings arrived 0, usual ")
    [share] = [a for a in judged[night(7)].anomalies if a.figure == "quarantined_share"]
    assert share.value == pytest.approx(1 / 3, abs=1e-3) and share.median == 0 and share.high < share.value
    [half] = [a for a in judged[night(18)].anomalies if a.figure == "samples_per_recording"]
    assert half.value < half.low and half.value == pytest.approx(half.median / 2, rel=0.25)
    [red] = [a for a in judged[night(15)].anomalies if a.figure == "redactions_per_frame"]
    assert red.value > red.high and red.value == pytest.approx(10 * red.median, rel=0.3)
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
    from cuaflow.tasks.run.committed import read_manifest
    from cuaflow.tasks.run.status import format_status, output_status

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
    assert history[night(15)].redactions_by_type == {"EMAIL_ADDRESS": 20}  # ten typed in each
    assert history[night(5)].redactions_by_type == {"EMAIL_ADDRESS": 2}  # ordinary1, ordinary2
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


class _Receiver:
    """A webhook receiver on 127.0.0.1: the bodies POSTed to it."""

    def __init__(self) -> None:
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        got = self.bodies = []

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                got.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
                self.send_response(200)
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


def test_an_anomalous_night_reaches_a_webhook_through_the_prefect_server(nights: dict, tmp_path: Path) -> None:
    """`cuaflow deploy` sets up the alert from the settings; a nightly that finds no arrivals where three are usual
    completes (policy warn) and the server's automation posts the anomaly to the webhook; with policy fail the
    run ends Failed and the command exits 5."""
    import subprocess

    import httpx
    import yaml
    from server import BIN, Server, wait_for

    receiver = _Receiver()
    settings = yaml.safe_load((Path(__file__).resolve().parents[1] / "config" / "pipeline.yaml").read_text())
    settings["watch"]["webhook_url"] = receiver.url
    (tmp_path / "warn.yaml").write_text(yaml.safe_dump(settings))
    settings["watch"]["policy"] = "fail"
    (tmp_path / "fail.yaml").write_text(yaml.safe_dump(settings))
    server = Server(tmp_path / "home")
    (tmp_path / "home").mkdir()
    server.start()
    try:
        env, roots = server.client_env, ["--source", str(nights["src"]), "--output", str(nights["out"])]
        deployed = subprocess.run([str(BIN / "cuaflow"), "deploy", *roots, "--settings", str(tmp_path / "warn.yaml")],
                                  env=env, capture_output=True, text=True, timeout=300)
        assert deployed.returncode == 0, deployed.stderr[-3000:]
        assert f"alerts: registered automation 'cuaflow: anomalous night': each anomalous night is posted to " \
               f"{receiver.url}" in deployed.stdout
        empty = night(12)
        warn = subprocess.run([str(BIN / "cuaflow"), "nightly", *roots, "--date", empty, "--no-dataset", "--quiet",
                               "--settings", str(tmp_path / "warn.yaml")],
                              env=env, capture_output=True, text=True, timeout=300)
        assert warn.returncode == 0, warn.stderr[-3000:]
        assert f"  ANOMALY:  {empty}: recordings arrived 0, usual " in warn.stdout
        wait_for(lambda: any(empty in b.get("text", "") for b in receiver.bodies), 90, "the webhook's alert")
        [alert] = [b for b in receiver.bodies if empty in b.get("text", "")]
        assert alert["subject"] == f"cuaflow: anomalous night {empty}"
        assert f"{empty}: recordings arrived 0, usual " in alert["text"]
        failing = subprocess.run([str(BIN / "cuaflow"), "nightly", *roots, "--date", night(7), "--no-dataset",
                                  "--quiet", "--settings", str(tmp_path / "fail.yaml")],
                                 env=env, capture_output=True, text=True, timeout=300)
        assert failing.returncode == 5, failing.stderr[-3000:]
        assert f"  ANOMALY:  {night(7)}: share quarantined 0.333, usual " in failing.stdout
        # the summary's quality line is the row's figures, as `status --quality` words them
        seven = figures(nights["rows"][night(7)])
        assert f"      quality: per recording {seven['per recording']}; alignment confidence " \
               f"{seven['alignment confidence']}; redactions {seven['redactions']}\n" in failing.stdout
        # the two runs' final states on the server (the deployments' scheduled runs aside): warn, then fail
        runs = httpx.post(f"{server.url}/api/flow_runs/filter", timeout=10, json={
            "flows": {"name": {"any_": ["cuaflow-nightly"]}},
            "flow_runs": {"state": {"type": {"any_": ["COMPLETED", "FAILED", "CRASHED"]}}}}).json()
        states = {r["state"]["type"]: r["state"]["message"] or "" for r in runs}
        assert set(states) == {"COMPLETED", "FAILED"} and "share quarantined 0.333, usual" in states["FAILED"]
        arts = httpx.post(f"{server.url}/api/artifacts/filter", timeout=10,
                          json={"artifacts": {"key": {"any_": ["night-over-night"]}}}).json()
        assert any(f"| {night(7)} | **share quarantined** | 0.3333 |" in a["data"] for a in arts)
        wait_for(lambda: any(night(7) in b.get("text", "") for b in receiver.bodies), 90, "the second alert")
    finally:
        server.stop()


def test_the_card_page_charts_the_nights_figures(nights: dict) -> None:
    from cuaflow.schemas.nights import FIGURES
    from cuaflow.tasks.review.card_page import nights_section

    rows = nights["rows"]
    html = nights_section(open_root(str(nights["out"])), sorted(rows))
    assert html.count("<svg ") == len(FIGURES) and f"{len(rows)} nights, {night(0)} … {night(19)}" in html
    short = rows[night(18)]
    assert f"<title>{night(18)}: {short.samples_per_recording:g}</title>" in html
    assert f"<title>{night(12)}:" not in html  # no partition, no row: nothing is drawn for it
    last = figures(rows[night(19)])
    assert f"<tr><td>per recording</td><td>{last['per recording']}</td></tr>" in html
    assert nights_section(open_root(str(nights["out"])), []) == ""


def test_the_usual_range_by_hand() -> None:
    """The rule on rows whose figures are set by hand: window, minimum history, ratio, floors, a count's low."""
    w = WatchSettings(window=4, min_history=3)
    hist = [QualityRow(date=f"2025-01-0{k}", recordings_in=n, samples_per_recording=s, quarantined_share=0.0)
            for k, (n, s) in enumerate([(9, 9.0), (2, 6.0), (3, 6.4), (2, 6.2), (3, 5.8)], start=1)]
    tonight = QualityRow(date="2025-01-06", recordings_in=3, samples_per_recording=3.1, quarantined_share=0.05)
    j = anomalies.judge_row(tonight, hist, w)
    # the first night (9 recordings) is beyond the window of 4: the range is made of 2, 3, 2, 3
    [half] = j.anomalies
    assert (half.figure, half.nights, half.median) == ("samples_per_recording", 4, 6.1)
    assert half.low == pytest.approx(6.1 / 1.6, abs=1e-3) and half.high == pytest.approx(6.1 * 1.6, abs=1e-3)
    # no arrivals: below the lowest night / ratio (2 / 1.6), though median - MAD-band reaches 0
    empty = anomalies.judge_row(anomalies.no_arrivals("2025-01-06"), hist, w)
    assert [(a.figure, a.low) for a in empty.anomalies] == [("recordings_in", 1.25)]
    # a share that never moved: a floor of 0.1 around it
    assert anomalies.judge_row(tonight.model_copy(update={"quarantined_share": 0.11}), hist, w).anomalies[0].high \
        == 0.1
    # judged against the nights before it only: the third night has two before it, three are needed
    early = anomalies.judge_row(hist[2], hist, w)
    assert not early.judged and early.note == "2 night(s) of history before it, 3 needed"
