"""Broken input that could put a wrong image into a sample (holes shorter than the frame age
limit, timestamps that run backwards only after the demuxer's repair, a declared scale the video and cursor
contradict, a file checksums.json does not vouch for, task ids that are no names), messages that must say where
(lone surrogates, absurd numbers, unknown event-name spellings), silent acceptance
(a log shorter than its event_count, NFC/NFD twins) and a rerun after a same-size content change.

Every recording is generated, so the truth is known: each frame carries its own index as a barcode, and the
check `wrong_images` reads every sample's image back and compares the moment it shows with the moment the
step asked for. Each variant is checked for its status, the reason's text, that no sample carries a wrong
image, and that the rest of the day (a control recording) is published."""

from __future__ import annotations

import hashlib
import json
import shutil
import unicodedata
from collections.abc import Callable
from pathlib import Path

import av
import numpy as np
import polars as pl
import pytest
from helpers import image_barcodes, make
from synth import Action, SynthResult, SynthSpec, encode_video, write_checksums, write_vendor_delivery

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.tasks.recording.ingest import discover
from cuaflow.tasks.run.committed import read_table
from cuaflow.tasks.run.publish import publish_day
from cuaflow.tasks.stages import run_all

DAY = "2025-09-01"
ACTS = [Action("click", x=30, y=20), Action("type", text="ok"), Action("click", x=100, y=60)]
# the last click comes 15 s after the others: a hole shorter than the frame age limit fits before it
ACTS_LATE = [Action("click", x=30, y=20), Action("type", text="ok"), Action("click", x=100, y=60, gap_ms=15000)]
# one more click 6 s after the late one: the video goes on after a hole around the late click
ACTS_HOLE = [*ACTS_LATE, Action("click", x=60, y=30, gap_ms=6000)]
ACTS_SCROLL = [*ACTS, Action("scroll", x=50, y=40, delta=-1, notches=2)]
# the cursor goes to the bottom-right corner of the 160x100 pt screen: the recorder clamps it there
ACTS_CORNER = [*ACTS, Action("click", x=159, y=99)]
# ... or near both far edges (within 5 %), without touching either
ACTS_NEAR = [*ACTS, Action("click", x=154, y=96)]
NAME_NFC = unicodedata.normalize("NFC", "café-session")
NAME_NFD = unicodedata.normalize("NFD", "café-session")
Build = Callable[[Path, SynthResult], None]


# ------------------------------------------------------------------ mutations (folder, ground truth) -> None
def _decoded(p: Path) -> tuple[list[float], list[np.ndarray]]:
    with av.open(str(p / "recording.mp4")) as c:
        frames = [(float(f.pts * f.time_base * 1000), f.to_ndarray(format="rgb24")) for f in c.decode(video=0)]
    return [t for t, _ in frames], [a for _, a in frames]


def hole_before_last_click(p: Path, res: SynthResult) -> None:
    """A 90-minute hole that opens 2 s before the last click: the last frame before it is younger than the
    10 s frame age limit when the click comes, yet shows the screen of 2 s earlier."""
    cut = [s for s in res.steps if s.kind == "click"][-1].t_start - res.spec.video_offset_ms - 2000
    times, imgs = _decoded(p)
    h, w = imgs[0].shape[:2]
    encode_video(p / "recording.mp4", (w, h), [t if t < cut else t + 90 * 60_000 for t in times],
                 lambda k, t: imgs[k], keyint=10)


def drop_frames(start: float, end: float) -> Build:
    """Frames removed from `start` to `end` ms around the late click (video clock, relative to its start)."""
    def m(p: Path, res: SynthResult) -> None:
        c = [s for s in res.steps if s.kind == "click"][-2].t_start - res.spec.video_offset_ms
        times, imgs = _decoded(p)
        keep = [k for k, t in enumerate(times) if not c + start <= t < c + end]
        h, w = imgs[0].shape[:2]
        encode_video(p / "recording.mp4", (w, h), [times[k] for k in keep], lambda j, t: imgs[keep[j]], keyint=10)
    return m


def negative_durations(p: Path, res: SynthResult) -> None:
    """The MP4 index says time runs backwards half-way (negative sample durations); FFmpeg reads each as one
    tick, so the second half of the video piles up at one moment and its last frame (the final screen) would
    answer every later time."""
    data = bytearray((p / "recording.mp4").read_bytes())
    k = data.find(b"stts")
    n = int.from_bytes(data[k + 8:k + 12], "big")
    total = sum(int.from_bytes(data[k + 12 + e * 8:k + 16 + e * 8], "big") for e in range(n))
    delta = int.from_bytes(data[k + 16:k + 20], "big")
    half = total // 2
    for e, (count, d) in enumerate(((half, delta), (total - half, -delta % 2**32))):
        data[k + 12 + e * 8:k + 20 + e * 8] = count.to_bytes(4, "big") + d.to_bytes(4, "big")
    (p / "recording.mp4").write_bytes(bytes(data))


def replay_overlap(p: Path, res: SynthResult) -> None:
    """Two parts joined (MPEG-TS) where the second starts again 2 s before the first ended: a replay."""
    times, imgs = _decoded(p)
    h, w = imgs[0].shape[:2]
    half = len(times) // 2
    parts = []
    for seg, first in ((range(half), 0), (range(half, len(times)), max(0, half - 40))):
        tmp = p.parent / f".seg-{p.name}.ts"
        with av.open(str(tmp), mode="w", format="mpegts") as out:
            s = out.add_stream("libx264", rate=20)
            s.width, s.height, s.pix_fmt = w, h, "yuv420p"
            for j, k in enumerate(seg):
                f = av.VideoFrame.from_ndarray(imgs[k], format="rgb24")
                f.pts = first + j
                for pkt in s.encode(f):
                    out.mux(pkt)
            for pkt in s.encode(None):
                out.mux(pkt)
        parts.append(tmp.read_bytes())
        tmp.unlink()
    (p / "recording.mp4").write_bytes(b"".join(parts))


def meta_scale(value: float) -> Build:
    def m(p: Path, res: SynthResult) -> None:
        doc = json.loads((p / "meta.json").read_text())
        doc["primary_monitor"]["scale_factor"] = value
        (p / "meta.json").write_text(json.dumps(doc))
    return m


def foreign_video_unlisted(other: str) -> Build:
    """The video replaced by another recording's, checksums.json re-signed without it."""
    def m(p: Path, res: SynthResult) -> None:
        shutil.copyfile(p.parent / other / "recording.mp4", p / "recording.mp4")
        doc = json.loads((p / "checksums.json").read_text())
        doc["files"] = [e for e in doc["files"] if e["filename"] != "recording.mp4"]
        (p / "checksums.json").write_text(json.dumps(doc))
    return m


def unlisted(name: str) -> Build:
    """checksums.json re-signed without `name`: consistent in itself, silent about one file."""
    def m(p: Path, res: SynthResult) -> None:
        doc = json.loads((p / "checksums.json").read_text())
        doc["files"] = [e for e in doc["files"] if e["filename"] != name]
        digests = sorted(e["sha256"] for e in doc["files"])
        doc["overallHash"] = hashlib.sha256(":".join(digests).encode()).hexdigest()
        (p / "checksums.json").write_text(json.dumps(doc))
    return m


def keep_lines(share: float) -> Build:
    def m(p: Path, res: SynthResult) -> None:
        lines = (p / "input_log.jsonl").read_text().splitlines()
        (p / "input_log.jsonl").write_text("\n".join(lines[: int(len(lines) * share)]) + "\n")
    return m


def edit_lines(fn: Callable[[list[dict]], list[dict]]) -> Build:
    def m(p: Path, res: SynthResult) -> None:
        objs = [json.loads(x) for x in (p / "input_log.jsonl").read_text().splitlines()]
        (p / "input_log.jsonl").write_text("".join(json.dumps(o) + "\n" for o in fn(objs)))
    return m


def first(event: str, fn: Callable[[dict], None]) -> Callable[[list[dict]], list[dict]]:
    def f(objs: list[dict]) -> list[dict]:
        fn(next(o for o in objs if o["event"] == event))
        return objs
    return f


def pascal_case(objs: list[dict]) -> list[dict]:
    names = {"mousemove": "MouseMove", "mousedown": "MouseDown", "mouseup": "MouseUp", "mousewheel": "MouseWheel",
             "keydown": "KeyDown", "keyup": "KeyUp"}
    return [{**o, "event": names.get(o["event"], o["event"])} for o in objs]


LONE = "UnicodeInfo { name: Some(\"?\"), unicode: [55296], is_dead: false }"


# (build, actions, extra spec, re-sign checksums, status, text in the reason / flags / ignore reasons,
#  flag that must mark the broken steps, which must give no sample, or "")
Variant = tuple[Build, list[Action], dict, bool, str, str, str]
CLONES: dict[str, Variant] = {
    "hole_younger_than_age_limit": (hole_before_last_click, ACTS_LATE, {}, True, "processed",
                                    "recording.mp4: no frame from", "video_gap"),
    # a 5 s hole (under the age limit) with the click inside: the recorder drew the cursor, frames are missing
    "hole_with_input_inside": (drop_frames(-2000, 3000), ACTS_HOLE, {}, True, "processed", "", "video_gap"),
    # a 4 s hole on a still screen, nobody touching anything: nothing is missing, nothing is excluded
    "hole_on_a_still_screen": (drop_frames(-12000, -8000), ACTS_HOLE, {}, True, "processed", "", ""),
    "pts_negative_durations": (negative_durations, ACTS, {}, True, "quarantined",
                               "frames follow the previous one by less than 2 ms (sample durations that were negative",
                               ""),
    "pts_replay_overlap": (replay_overlap, ACTS, {}, True, "quarantined", "recording.mp4: timestamps run backwards",
                           ""),
    "scale_meta_1_video_and_cursor_2": (meta_scale(1.0), ACTS_CORNER, {}, True, "processed",
                                        "meta.json: primary_monitor.scale_factor 1 contradicted by the video size "
                                        "and the cursor's reach", ""),
    "scale_meta_1_cursor_near_both_edges": (meta_scale(1.0), ACTS_NEAR, {}, True, "processed",
                                            "scale_factor 1 contradicted by the video size and the cursor's reach",
                                            ""),
    "scale_meta_2_video_and_cursor_1": (meta_scale(2.0), ACTS_CORNER, {"scale": 1.0}, True, "processed",
                                        "scale_factor 2 contradicted by the video size and the cursor's reach", ""),
    # the cursor stays in the middle, but a display-wide window in the accessibility tree spans the 160x100 pt screen
    "scale_meta_1_ax_spans_screen": (meta_scale(1.0), ACTS, {}, True, "processed",
                                     "scale_factor 1 contradicted by the video size and the accessibility tree's "
                                     "extent (160x100 pt)", ""),
    # nothing singles out a scale (no accessibility tree, the cursor far from any edge): the declared 4 is kept,
    # flagged, and the steps it puts off the screen give no sample
    "scale_declared_4_no_agreement": (meta_scale(4.0), ACTS, {"ax_display": False}, True, "processed",
                                      "meta.json: primary_monitor.scale_factor 4 contradicts the log", "off_screen"),
    "checksum_video_unlisted": (foreign_video_unlisted("control"), ACTS, {}, False, "quarantined",
                                "checksums.json: lists input_log.jsonl, meta.json but not recording.mp4", ""),
    "checksum_log_meta_unlisted": (unlisted("input_log_meta.json"), ACTS, {"write_log_meta": True}, False,
                                   "processed", "", ""),
    "event_count_40_percent": (keep_lines(0.4), ACTS, {"write_log_meta": True}, True, "quarantined",
                               "input_log_meta.json: field event_count says", ""),
    "typed_lone_surrogate": (edit_lines(first("keydown", lambda o: o["data"].__setitem__("actual_char", LONE))), ACTS,
                             {}, True, "processed",
                             "field data.actual_char holds a lone UTF-16 surrogate (U+D800)", ""),
    "wheel_delta_1e308": (edit_lines(first("mousewheel", lambda o: o["data"].__setitem__("delta", -1e308))),
                          ACTS_SCROLL, {}, True, "processed",
                          "field data.delta of mousewheel is -1e+308, out of range; expected at most 1e+15", ""),
    "event_names_pascal_case": (edit_lines(pascal_case), ACTS, {}, True, "quarantined",
                                "'MouseMove' (", ""),
}


def wrong_images(out: Path, name: str, res: SynthResult, samples: pl.DataFrame, steps: pl.DataFrame) -> list[str]:
    """Samples whose image is not the screen of the moment their step asked for: the barcode gives the frame's
    index in the generated video, hence the moment it shows; it must be the last frame at or before the step's
    requested time (within the recorder's longest frame interval)."""
    bad = []
    pre_t = dict(zip(steps["step_index"].to_list(), steps["pre_t_ms"].to_list(), strict=True))
    for step, image in zip(samples["step_index"].to_list(), samples["image"].to_list(), strict=True):
        k, _ = image_barcodes(out / image)
        shown = res.frame_pts_ms[k]
        if not (pre_t[step] - 1000 < shown <= pre_t[step] + 1):
            bad.append(f"{name} step {step}: image shows {shown:.0f} ms, the step asked for {pre_t[step]} ms")
    return bad


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> dict:
    base = tmp_path_factory.mktemp("bad3")
    src, out = base / "src", base / "out"
    truth = {"control": make(src, "control", date=DAY, actions=ACTS, logical_size=(160, 100), scale=2.0, seed=999)}
    for k, (name, (build, acts, extra, resign, *_)) in enumerate(CLONES.items()):
        res = make(src, name, date=DAY, actions=acts, logical_size=(160, 100), seed=400 + k, **{"scale": 2.0, **extra})
        build(res.path, res)
        if resign:
            write_checksums(res.path)
        truth[name] = res
    # two folders whose names differ only in Unicode normalisation (é composed, and e + combining accent)
    truth[NAME_NFC] = make(src, NAME_NFC, date=DAY, actions=ACTS, logical_size=(160, 100), seed=501)
    truth[NAME_NFD] = make(src, NAME_NFD, date=DAY, actions=ACTS_SCROLL, logical_size=(160, 100), seed=502)
    # vendor deliveries: ids that name no folder, a CSV from a spreadsheet (byte-order mark), a lone surrogate
    day = src / DAY
    for tid in (".", "..", ""):
        write_vendor_delivery(day, SynthSpec(recording_id="v", actions=ACTS, logical_size=(160, 100)), tid=tid)
    bom, _ = write_vendor_delivery(day, SynthSpec(recording_id="v-bom", actions=ACTS, logical_size=(160, 100),
                                                  seed=503), tid="T3001", fmt="csv")
    truth["T3001"] = bom
    csv_log = next(day.glob("T3001-*")) / "T3001-EventLogs.csv"
    csv_log.write_bytes(b"\xef\xbb\xbf" + csv_log.read_bytes())
    write_vendor_delivery(day, SynthSpec(recording_id="v-sur", actions=ACTS, logical_size=(160, 100), seed=504),
                          tid="T3002", fmt="json")
    log = next(day.glob("T3002-*")) / "T3002-EventLogs.json"
    doc = json.loads(log.read_text())
    next(e for e in doc["events"] if e.get("text")).update(text="ok\ud800")
    log.write_text(json.dumps(doc))  # ASCII JSON: the surrogate is written as the escape \ud800

    ctx = RunContext(source_url=str(src), output_url=str(out))
    found = discover(open_root(str(src)), DAY)
    manifest = publish_day(ctx, DAY, [run_all(ctx, ref) for ref in found.refs], found.rejected)
    o = open_root(str(out))
    return {"src": src, "out": out, "truth": truth, "manifest": manifest, "rejected": dict(found.rejected),
            **{t: read_table(o, t) for t in ("recordings", "quarantine", "events", "steps", "samples")}}


def _row(corpus: dict, name: str) -> dict:
    return corpus["recordings"].filter(pl.col("recording_id") == name).row(0, named=True)


@pytest.mark.parametrize("name", list(CLONES))
def test_variant(corpus: dict, name: str) -> None:
    *_, status, needle, flag = CLONES[name]
    row = _row(corpus, name)
    assert row["status"] == status, row["reason"]
    samples = corpus["samples"].filter(pl.col("recording_id") == name)
    steps = corpus["steps"].filter(pl.col("recording_id") == name)
    if status == "quarantined":
        assert needle in row["reason"], row["reason"]
        assert corpus["quarantine"].filter(pl.col("recording_id") == name)["reason"].to_list() == [row["reason"]]
        assert samples.height == 0 and steps.height == 0
        return
    if needle:
        ev = corpus["events"].filter(pl.col("recording_id") == name)
        text = " ".join([*(row["flags"] or []), *ev["ignore_reason"].drop_nulls().to_list()])
        assert needle in text, text[:800]
    assert samples.height > 0
    assert wrong_images(corpus["out"], name, corpus["truth"][name], samples, steps) == []
    if flag:
        broken = steps.filter(pl.col("flags").list.contains(flag))
        assert broken.height >= 1
        if flag == "video_gap":  # never a stale screen
            assert broken["pre_image"].null_count() + broken["post_image"].null_count() >= broken.height
        assert not set(broken["step_index"].to_list()) & set(samples["step_index"].to_list())


def test_hole_excludes_exactly_the_steps_inside(corpus: dict) -> None:
    name = "hole_younger_than_age_limit"
    steps = corpus["steps"].filter(pl.col("recording_id") == name).sort("step_index")
    last_click = steps.filter(pl.col("kind") == "click").tail(1).row(0, named=True)
    assert "video_gap" in last_click["flags"] and last_click["pre_image"] is None
    # every step ending before the hole keeps its frames and its sample
    before = steps.filter(pl.col("post_t_ms") < last_click["pre_t_ms"] - 2100)
    assert before.height >= 2 and before["pre_image"].null_count() == 0
    samples = corpus["samples"].filter(pl.col("recording_id") == name)
    assert set(before.filter(pl.col("sample_eligible"))["step_index"].to_list()) <= set(samples["step_index"])


def test_still_screen_hole_excludes_nothing(corpus: dict) -> None:
    steps = corpus["steps"].filter(pl.col("recording_id") == "hole_on_a_still_screen")
    assert not [f for fl in steps["flags"].to_list() for f in fl if f == "video_gap"]
    row = _row(corpus, "hole_on_a_still_screen")
    assert row["meta"]["video"]["gaps"], row["meta"]["video"]  # the hole is known, and harmless


@pytest.mark.parametrize(("name", "declared", "scale"), [("scale_meta_1_video_and_cursor_2", 1, 2.0),
                                                         ("scale_meta_1_cursor_near_both_edges", 1, 2.0),
                                                         ("scale_meta_2_video_and_cursor_1", 2, 1.0),
                                                         ("scale_meta_1_ax_spans_screen", 1, 2.0)])
def test_contradicted_scale_is_resolved_by_the_evidence(corpus: dict, name: str, declared: int,
                                                        scale: float) -> None:
    row = _row(corpus, name)
    assert row["scale"] == scale
    source = row["scale_source"]
    assert source.startswith("video size and the ") and f"(meta.json scale_factor {declared} overruled: " in source, \
        source
    clicks = corpus["steps"].filter((pl.col("recording_id") == name) & (pl.col("kind") == "click")).sort("step_index")
    assert clicks["px"].to_list()[:2] == [int(30 * scale), int(100 * scale)]  # logical 30 and 100, as recorded
    assert "off_screen" not in [f for fl in clicks["flags"].to_list() for f in fl]
    ctrl = _row(corpus, "control")
    assert ctrl["scale_source"] == "source metadata" and ctrl["scale"] == 2.0


def test_unlisted_file_is_never_verified(corpus: dict) -> None:
    assert _row(corpus, "checksum_log_meta_unlisted")["checksum_status"] == \
        "incomplete: input_log_meta.json not listed"
    assert _row(corpus, "control")["checksum_status"] == "verified"


def test_event_count_reason_gives_the_numbers(corpus: dict) -> None:
    folder = corpus["src"] / DAY / "event_count_40_percent"
    declared = json.loads((folder / "input_log_meta.json").read_text())["event_count"]
    lines = len((folder / "input_log.jsonl").read_text().splitlines())
    reason = _row(corpus, "event_count_40_percent")["reason"]
    assert f"says {declared} events but input_log.jsonl holds {lines} lines ({lines / declared:.0%}); expected " \
        "within 1%" in reason, reason


def test_unknown_event_names_are_named(corpus: dict) -> None:
    reason = _row(corpus, "event_names_pascal_case")["reason"]
    assert reason.startswith("input_log.jsonl: no readable input events"), reason
    assert "the recorder's 'mousemove' in another case or spelling" in reason and "'KeyDown' (" in reason, reason


def test_nfc_and_nfd_names_are_one_recording(corpus: dict) -> None:
    assert NAME_NFC != NAME_NFD
    ids = corpus["recordings"]["recording_id"].to_list()
    kept, dropped = (NAME_NFC, NAME_NFD) if NAME_NFC in ids else (NAME_NFD, NAME_NFC)
    assert kept in ids and dropped not in ids
    reason = corpus["rejected"][dropped]
    assert f"duplicates {kept!r}" in reason and "Unicode NFC normalisation" in reason, reason
    assert corpus["quarantine"].filter(pl.col("recording_id") == dropped).height == 1
    assert _row(corpus, kept)["status"] == "processed"
    samples = corpus["samples"].filter(pl.col("recording_id") == kept)
    steps = corpus["steps"].filter(pl.col("recording_id") == kept)
    assert samples.height > 0
    assert wrong_images(corpus["out"], kept, corpus["truth"][kept], samples, steps) == []


@pytest.mark.parametrize("tid", [".", "..", ""])
def test_vendor_ids_that_are_no_names_are_rejected(corpus: dict, tid: str) -> None:
    (folder,) = [n for n in corpus["rejected"] if n.startswith(f"{tid}-Editor-")]
    reason = corpus["rejected"][folder]
    assert f"task id {tid!r} is empty or only dots" in reason, reason
    assert tid not in corpus["recordings"]["recording_id"].to_list()
    assert not [s for s in corpus["samples"]["id"].to_list() if s.startswith(f"{tid}_") or s.startswith("_")]
    frames = corpus["out"] / "frames" / f"date={DAY}"
    assert not [p for p in frames.iterdir() if p.is_file()]  # no frame written directly under the date folder


def test_vendor_csv_with_byte_order_mark_is_read(corpus: dict) -> None:
    row = _row(corpus, "T3001")
    assert row["status"] == "processed", row["reason"]
    assert "T3001-EventLogs.csv: starts with a UTF-8 byte-order mark (U+FEFF); read without it" in row["flags"]
    samples = corpus["samples"].filter(pl.col("recording_id") == "T3001")
    steps = corpus["steps"].filter(pl.col("recording_id") == "T3001")
    assert samples.height > 0
    assert wrong_images(corpus["out"], "T3001", corpus["truth"]["T3001"], samples, steps) == []


def test_vendor_lone_surrogate_names_file_line_and_field(corpus: dict) -> None:
    row = _row(corpus, "T3002")
    assert row["status"] == "quarantined"
    assert row["reason"].startswith("T3002-EventLogs.json:") and \
        "field 'text' holds a lone UTF-16 surrogate (U+D800)" in row["reason"], row["reason"]


def test_rest_of_day_published(corpus: dict) -> None:
    ctrl = corpus["samples"].filter(pl.col("recording_id") == "control")
    steps = corpus["steps"].filter(pl.col("recording_id") == "control")
    assert ctrl.height >= 3
    assert wrong_images(corpus["out"], "control", corpus["truth"]["control"], ctrl, steps) == []
    assert corpus["manifest"].recordings.processed >= 6
    assert not [p for p in corpus["out"].rglob(".tmp-*")]


# ------------------------------------------------------------------ rerun after a same-size content change
def _same_size(video: Path, size: int) -> None:
    """Pad an MP4 to `size` bytes with a top-level `free` box (ignored by every reader)."""
    data = video.read_bytes()
    pad = size - len(data)
    assert pad >= 8, pad
    video.write_bytes(data + pad.to_bytes(4, "big") + b"free" + bytes(pad - 8))


def _outputs(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*"))
            if p.is_file() and p.parts[len(out.parts)] in ("tables", "frames")}


def test_rerun_after_same_size_change_equals_fresh_run(tmp_path: Path) -> None:
    src, out, fresh = tmp_path / "src", tmp_path / "out", tmp_path / "fresh"
    spare = tmp_path / "spare"
    rec = make(src, "clip", date=DAY, actions=ACTS, logical_size=(160, 100), seed=601)
    other = make(spare, "clip", date=DAY, actions=ACTS_LATE, logical_size=(160, 100), seed=602)
    day = src / DAY
    write_vendor_delivery(day, SynthSpec(recording_id="v1", actions=ACTS, logical_size=(160, 100), seed=603),
                          tid="T4001", frames=False)
    vother, _ = write_vendor_delivery(spare / DAY, SynthSpec(recording_id="v2", actions=ACTS_LATE,
                                                             logical_size=(160, 100), seed=604),
                                      tid="T4001", frames=False)

    def run(target: Path) -> None:
        ctx = RunContext(source_url=str(src), output_url=str(target))
        found = discover(open_root(str(src)), DAY)
        publish_day(ctx, DAY, [run_all(ctx, r) for r in found.refs], found.rejected)

    pairs = [(rec.path / "recording.mp4", other.path / "recording.mp4"),
             (next(day.glob("T4001-*")) / "T4001.mp4", next((spare / DAY).glob("T4001-*")) / "T4001.mp4")]
    sizes = [max(a.stat().st_size, b.stat().st_size) + 8 for a, b in pairs]
    for (target, _), size in zip(pairs, sizes, strict=True):
        _same_size(target, size)
    write_checksums(rec.path)
    run(out)
    before = _outputs(out)
    # each video replaced by another recording's, padded to the very same size
    for (target, new), size in zip(pairs, sizes, strict=True):
        shutil.copyfile(new, target)
        _same_size(target, size)
    write_checksums(rec.path)
    run(out)
    run(fresh)
    got, want = _outputs(out), _outputs(fresh)
    assert got != before
    assert got.keys() == want.keys(), sorted(set(got) ^ set(want))[:10]
    assert [k for k in got if got[k] != want[k]] == []
    o = open_root(str(out))
    samples, steps = read_table(o, "samples"), read_table(o, "steps")
    for rid, res in (("clip", other), ("T4001", vother)):
        s = samples.filter(pl.col("recording_id") == rid)
        assert s.height > 0
        assert wrong_images(out, rid, res, s, steps.filter(pl.col("recording_id") == rid)) == []
