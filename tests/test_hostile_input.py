"""Hostile input, generated here by family: damaged video timelines, special files (FIFOs, sockets, devices)
and hostile names, field values of the wrong kind whose messages must name the file, line or field, a scale
the evidence decides, values beyond their bounds. Every variant is
checked for its status, the reason's text, that no sample comes from the broken part, that the raw
data is untouched, and that the rest of the day is published."""

from __future__ import annotations

import json
import os
import socket
import stat
from collections.abc import Callable
from pathlib import Path

import av
import numpy as np
import polars as pl
import pytest
from day import snapshot
from helpers import make
from PIL import Image
from synth import Action, encode_video, write_checksums

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.tasks.recording.ingest import discover
from cuaflow.tasks.run.committed import read_table
from cuaflow.tasks.run.publish import publish_day
from cuaflow.tasks.stages import run_all

DAY = "2025-08-01"
ACTS = [Action("click", x=30, y=20), Action("type", text="ok"), Action("click", x=100, y=60)]
# the last click comes 15 s after the others: room for a hole or a cut in the video before it
ACTS_LATE = [Action("click", x=30, y=20), Action("type", text="ok"), Action("click", x=100, y=60, gap_ms=15000)]
ACTS_SCROLL = [*ACTS, Action("scroll", x=50, y=40, delta=-1, notches=2)]
LONG_NAME = "recording-" + "x" * 205  # 215 characters
# an accessibility element of a scrolled page, far below the screen
FAR_ELEMENT = {"bbox": {"height": 20, "width": 80, "x": 10, "y": 2400}, "children": [], "name": "Footer",
               "role": "AXLink"}
Mutation = Callable[[Path], None]


# ------------------------------------------------------------------ mutations
def meta_edit(fn: Callable[[dict], None]) -> Mutation:
    def m(p: Path) -> None:
        doc = json.loads((p / "meta.json").read_text())
        fn(doc)
        (p / "meta.json").write_text(json.dumps(doc))
    return m


def quest(key: str, value: object) -> Mutation:
    return meta_edit(lambda d: d["quest"].__setitem__(key, value))


def checksum_entry(fn: Callable[[dict], None]) -> Mutation:
    def m(p: Path) -> None:
        doc = json.loads((p / "checksums.json").read_text())
        fn(next(e for e in doc["files"] if e["filename"] == "meta.json"))
        (p / "checksums.json").write_text(json.dumps(doc))
    return m


def log_lines(fn: Callable[[list[str]], list[str] | bytes]) -> Mutation:
    def m(p: Path) -> None:
        new = fn((p / "input_log.jsonl").read_text().splitlines())
        (p / "input_log.jsonl").write_bytes(new if isinstance(new, bytes) else ("\n".join(new) + "\n").encode())
    return m


def first_move(fn: Callable[[str], str]) -> Callable[[list[str]], list[str]]:
    def f(ls: list[str]) -> list[str]:
        k = next(i for i, x in enumerate(ls) if '"mousemove"' in x)
        return [*ls[:k], fn(ls[k]), *ls[k + 1:]]
    return f


def decoded(p: Path) -> tuple[list[float], list[np.ndarray]]:
    with av.open(str(p / "recording.mp4")) as c:
        frames = [(float(f.pts * f.time_base * 1000), f.to_ndarray(format="rgb24")) for f in c.decode(video=0)]
    return [t for t, _ in frames], [a for _, a in frames]


def retime(fn: Callable[[float], float]) -> Mutation:
    """Re-encode the screen video with every frame's time passed through `fn`."""
    def m(p: Path) -> None:
        times, imgs = decoded(p)
        h, w = imgs[0].shape[:2]
        encode_video(p / "recording.mp4", (w, h), [fn(t) for t in times], lambda k, t: imgs[k], keyint=10)
    return m


def png_as_video(p: Path) -> None:
    Image.new("RGB", (320, 200), (40, 90, 200)).save(p / "recording.mp4", format="PNG")


def no_frames(p: Path) -> None:
    """The index intact, every byte of picture data zeroed: packets, but no frame decodes."""
    data = bytearray((p / "recording.mp4").read_bytes())
    k = data.find(b"mdat")
    size = int.from_bytes(data[k - 4:k], "big")
    data[k + 4:k - 4 + size] = bytes(size - 8)
    (p / "recording.mp4").write_bytes(bytes(data))


def zero_durations(p: Path) -> None:
    """Every sample duration in the MP4 index zeroed: all frames at pts 0."""
    data = bytearray((p / "recording.mp4").read_bytes())
    k = data.find(b"stts")
    n = int.from_bytes(data[k + 8:k + 12], "big")
    for e in range(n):
        off = k + 12 + e * 8 + 4
        data[off:off + 4] = b"\0\0\0\0"
    (p / "recording.mp4").write_bytes(bytes(data))


def restart(p: Path) -> None:
    """Two recordings joined byte-wise (MPEG-TS): the second's timestamps start again from zero."""
    times, imgs = decoded(p)
    h, w = imgs[0].shape[:2]
    half = len(times) // 2
    parts = []
    for seg in (range(half), range(half, len(times))):
        tmp = p.parent / f".seg-{p.name}.ts"
        with av.open(str(tmp), mode="w", format="mpegts") as out:
            s = out.add_stream("libx264", rate=25)
            s.width, s.height, s.pix_fmt = w, h, "yuv420p"
            for j, k in enumerate(seg):
                f = av.VideoFrame.from_ndarray(imgs[k], format="rgb24")
                f.pts = j
                for pkt in s.encode(f):
                    out.mux(pkt)
            for pkt in s.encode(None):
                out.mux(pkt)
        parts.append(tmp.read_bytes())
        tmp.unlink()
    (p / "recording.mp4").write_bytes(b"".join(parts))


def preview_first(p: Path) -> None:
    """An 80x50 preview stream stored before the screen stream."""
    times, imgs = decoded(p)
    h, w = imgs[0].shape[:2]
    tmp = p / "recording.mp4"
    from fractions import Fraction
    tb = Fraction(1, 90000)
    with av.open(str(tmp), mode="w", format="mp4") as out:
        streams = []
        for size in ((80, 50), (w, h)):
            s = out.add_stream("libx264", rate=30)
            s.width, s.height, s.pix_fmt = size[0], size[1], "yuv420p"
            s.time_base = s.codec_context.time_base = tb
            s.options = {"bf": "0", "g": "10"}
            streams.append(s)
        for t, img in zip(times, imgs, strict=True):
            for s in streams:
                arr = img if s.width == w else np.zeros((50, 80, 3), dtype=np.uint8)
                f = av.VideoFrame.from_ndarray(arr, format="rgb24")
                f.pts, f.time_base = int(round(t * 90)), tb
                for pkt in s.encode(f):
                    out.mux(pkt)
        for s in streams:
            for pkt in s.encode(None):
                out.mux(pkt)


def cut_faststart(p: Path) -> None:
    """Index first (faststart), then the media data cut at 55 %: the index promises frames that are gone."""
    times, imgs = decoded(p)
    h, w = imgs[0].shape[:2]
    path = p / "recording.mp4"
    with av.open(str(path), mode="w", format="mp4", options={"movflags": "faststart"}) as out:
        s = out.add_stream("libx264", rate=30)
        s.width, s.height, s.pix_fmt = w, h, "yuv420p"
        s.options = {"bf": "0", "g": "10"}
        from fractions import Fraction
        tb = Fraction(1, 90000)
        s.time_base = s.codec_context.time_base = tb
        for t, img in zip(times, imgs, strict=True):
            f = av.VideoFrame.from_ndarray(img, format="rgb24")
            f.pts, f.time_base = int(round(t * 90)), tb
            for pkt in s.encode(f):
                out.mux(pkt)
        for pkt in s.encode(None):
            out.mux(pkt)
    data = path.read_bytes()
    assert data.find(b"moov") < data.find(b"mdat")
    path.write_bytes(data[: int(len(data) * 0.55)])


def fifo(name: str) -> Mutation:
    def m(p: Path) -> None:
        (p / name).unlink()
        os.mkfifo(p / name)
    return m


def unix_socket(name: str) -> Mutation:
    def m(p: Path) -> None:
        (p / name).unlink()
        cwd = os.getcwd()
        os.chdir(p)  # socket paths are limited to ~100 bytes: bind by relative name
        try:
            s = socket.socket(socket.AF_UNIX)
            s.bind(name)
            s.close()
        finally:
            os.chdir(cwd)
    return m


def char_device(name: str) -> Mutation:
    def m(p: Path) -> None:
        (p / name).unlink()
        try:
            os.mknod(p / name, stat.S_IFCHR | 0o600, os.makedev(1, 5))  # /dev/zero: endless bytes
        except PermissionError:  # no CAP_MKNOD here: a FIFO is the other file that never ends
            os.mkfifo(p / name)
    return m


def no_scale_factor(p: Path) -> None:
    meta_edit(lambda d: d["primary_monitor"].pop("scale_factor", None))(p)


def edit_event(event: str, fn: Callable[[dict], None]) -> Mutation:
    def f(ls: list[str]) -> list[str]:
        k = next(i for i, x in enumerate(ls) if f'"event":"{event}"' in x.replace(" ", ""))
        o = json.loads(ls[k])
        fn(o)
        return [*ls[:k], json.dumps(o), *ls[k + 1:]]
    return log_lines(f)


def unknown_key(ls: list[str]) -> list[str]:
    t = max(json.loads(x)["time"] for x in ls if '"key' in x)
    extra = [{"data": {"key": "Unknown(179)"}, "event": ev, "time": t + dt} for ev, dt in (("keydown", 400),
                                                                                        ("keyup", 460))]
    return [*ls, *(json.dumps(o) for o in extra)]


def long_idle(ls: list[str]) -> list[str]:
    """Fifteen idle minutes before the last click (the video does not cover them)."""
    objs = [json.loads(x) for x in ls]
    cut = max(o["time"] for o in objs if o["event"] == "keyup")
    return [json.dumps({**o, "time": o["time"] + 900_000} if o["time"] > cut else o) for o in objs]


def _meta_lone_surrogate(p: Path) -> None:
    text = (p / "meta.json").read_text().replace('"Synthetic task"', '"bad \\ud800 title"', 1)
    (p / "meta.json").write_text(text)


# (mutation, actions, re-sign checksums, expected status, text in the reason / warning / ignore reason,
#  flag that must mark the broken steps (which must give no sample), or "")
Variant = tuple[Mutation, list[Action], bool, str, str, str]
VIDEO: dict[str, Variant] = {
    "video_png_named_mp4": (png_as_video, ACTS, True, "quarantined",
                            "recording.mp4: video unreadable: the file is a still image (png)", ""),
    "video_zero_frames": (no_frames, ACTS, True, "quarantined", "recording.mp4: video has no decodable frame", ""),
    "video_zeroed_durations": (zero_durations, ACTS, True, "quarantined",
                               "recording.mp4: ", ""),
    "video_pts_restart": (restart, ACTS, True, "quarantined", "recording.mp4: timestamps run backwards", ""),
    "video_90min_gap": (retime(lambda t: t if t < 3000 else t + 90 * 60_000), ACTS_LATE, True, "processed",
                        "recording.mp4: no frame from 3.0 s", "video_gap"),
    "video_cut_mid_mdat": (cut_faststart, ACTS_LATE, True, "processed", "recording.mp4: frames stop at",
                           "after_video"),
    "video_preview_stream_first": (preview_first, ACTS, True, "processed", "", ""),
    "video_duration_contradicts_meta": (meta_edit(lambda d: d.__setitem__("duration_seconds", 3600)), ACTS, True,
                                        "processed", "meta.json: duration_seconds says 3600.0 s", ""),
}
FILES: dict[str, Variant] = {
    "file_log_is_fifo": (fifo("input_log.jsonl"), ACTS, False, "quarantined",
                         "input_log.jsonl is a FIFO (named pipe), not a regular file; never read", ""),
    "file_video_is_socket": (unix_socket("recording.mp4"), ACTS, False, "quarantined",
                             "recording.mp4 is a socket, not a regular file", ""),
    "file_video_is_device": (char_device("recording.mp4"), ACTS, False, "quarantined",
                             "recording.mp4 is a ", ""),
    "file_meta_is_fifo_no_checksums": (lambda p: ((p / "checksums.json").unlink(), fifo("meta.json")(p)), ACTS,
                                       False, "quarantined", "meta.json is a FIFO", ""),
    LONG_NAME: (lambda p: None, ACTS, True, "processed", "", ""),
}
MESSAGES: dict[str, Variant] = {
    "meta_objectives_int": (quest("objectives", 7), ACTS, True, "quarantined",
                            "meta.json: field quest.objectives must be a list of strings, got int 7", ""),
    "meta_objectives_mixed": (quest("objectives", ["a", {"b": 1}]), ACTS, True, "quarantined",
                              "meta.json: field quest.objectives[1] must be a string, got dict", ""),
    "meta_objectives_one_string": (quest("objectives", "Do it"), ACTS, True, "processed", "", ""),
    "meta_duration_1e300": (meta_edit(lambda d: d.__setitem__("duration_seconds", 1e300)), ACTS, True,
                            "quarantined", "meta.json: field duration_seconds must be a number of seconds", ""),
    "meta_duration_text": (meta_edit(lambda d: d.__setitem__("duration_seconds", "12 s")), ACTS, True,
                           "quarantined", "got '12 s'", ""),
    "meta_scale_factor_text": (meta_edit(lambda d: d["primary_monitor"].__setitem__("scale_factor", "2x")), ACTS,
                               True, "quarantined", "meta.json: field primary_monitor.scale_factor must be a number",
                               ""),
    "meta_lone_surrogate": (_meta_lone_surrogate, ACTS, True, "quarantined", "meta.json: not valid JSON", ""),
    "checksum_size_text": (checksum_entry(lambda e: e.__setitem__("size", "11.1 kB")), ACTS, False, "quarantined",
                           "checksums.json: files[", ""),
    "checksum_md5": (checksum_entry(lambda e: (e.__setitem__("md5", "0" * 32), e.pop("sha256"))), ACTS, False,
                     "quarantined", "field sha256 must be 64 hex digits, got None (found md5", ""),
    "log_json_array": (log_lines(lambda ls: ("[" + ",".join(ls) + "]").encode()), ACTS, True, "quarantined",
                       "input_log.jsonl:1: the log is a JSON array; expected JSON Lines", ""),
    "log_cr_only": (log_lines(lambda ls: ("\r".join(ls) + "\r").encode()), ACTS, True, "processed", "", ""),
    "log_time_1e300": (log_lines(first_move(lambda x: json.dumps({**json.loads(x), "time": 1e300}))), ACTS, True,
                       "processed", "numeric 'time' between 0 and year 9999", ""),
    "log_lone_surrogate": (log_lines(first_move(lambda x: x[:-1] + ',"note":"\\udc80"}')), ACTS, True,
                           "processed", "invalid_line: not JSON", ""),
}
SCALE: dict[str, Variant] = {
    "scale_outlier_element": (no_scale_factor, ACTS, True, "processed", "", ""),
    # the display-wide window of the accessibility tree spans 160x100 pt: the video size and it agree on scale 2,
    # which overrules the declared 4 (kept and flagged only when nothing agrees: tests/test_wrong_images.py)
    "scale_declared_contradicted": (meta_edit(lambda d: d["primary_monitor"].__setitem__("scale_factor", 4)), ACTS,
                                    True, "processed", "meta.json: primary_monitor.scale_factor 4 contradicted by the "
                                    "video size and the accessibility tree's extent (160x100 pt); scale 2 used", ""),
}
BOUNDS: dict[str, Variant] = {
    "bound_wheel_delta_1e9": (edit_event("mousewheel", lambda o: o["data"].__setitem__("delta", -1e9)), ACTS_SCROLL,
                              True, "processed", "bound:pixels", "out_of_bounds"),
    "bound_huge_actual_char": (edit_event("keydown", lambda o: o["data"].__setitem__("actual_char", "x" * 5000)),
                               ACTS, True, "processed",
                               "field data.actual_char produces 5000 characters; one key press produces at most 16",
                               ""),
    "bound_unknown_key": (log_lines(unknown_key), ACTS, True, "processed", "bound:key 'unknown:179'",
                          "out_of_bounds"),
    "bound_wait_15_minutes": (log_lines(long_idle), ACTS, True, "processed", "bound:wait of", "out_of_bounds"),
}
CORPUS: dict[str, Variant] = {**VIDEO, **FILES, **MESSAGES, **SCALE, **BOUNDS}
EXTRA = {"scale_outlier_element": {"ax_extra": [FAR_ELEMENT], "meta_scale_factor": False}}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> dict:
    base = tmp_path_factory.mktemp("bad2")
    src, out = base / "src", base / "out"
    for k, (name, (mutate, acts, resign, *_)) in enumerate(CORPUS.items()):
        res = make(src, name, date=DAY, actions=acts, logical_size=(160, 100), scale=2.0, seed=200 + k,
                   **EXTRA.get(name, {}))
        mutate(res.path)
        if resign and (res.path / "checksums.json").exists():
            write_checksums(res.path)
    make(src, "control", date=DAY, actions=ACTS, logical_size=(160, 100), scale=2.0, seed=999)
    # a recording folder reached through a symbolic link (inside the source root)
    make(src, "real-target", date="elsewhere", actions=ACTS, logical_size=(160, 100), seed=998)
    os.symlink(src / "elsewhere" / "real-target", src / DAY / "linked-recording")
    before = snapshot(src, entries=True)

    ctx = RunContext(source_url=str(src), output_url=str(out))
    found = discover(open_root(str(src)), DAY)
    results = [run_all(ctx, ref) for ref in found.refs]
    manifest = publish_day(ctx, DAY, results, found.rejected)
    o = open_root(str(out))
    return {"src": src, "out": out, "ctx": ctx, "manifest": manifest, "before": before,
            "after": snapshot(src, entries=True),
            **{t: read_table(o, t) for t in ("recordings", "quarantine", "events", "steps", "samples")}}


def test_corpus_size() -> None:
    assert len(CORPUS) + 1 >= 32  # + the symlinked folder; source-level variants are tested below


@pytest.mark.parametrize("name", list(CORPUS))
def test_variant(corpus: dict, name: str) -> None:
    _, _, _, status, needle, flag = CORPUS[name]
    row = corpus["recordings"].filter(pl.col("recording_id") == name).row(0, named=True)
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
        flags = [f for fl in steps["flags"].to_list() for f in fl]
        text = " ".join([*(row["flags"] or []), *ev["ignore_reason"].drop_nulls().to_list(), *flags])
        assert needle in text, text[:500]
    assert samples.height > 0  # the intact part still gives samples
    if flag:
        broken = steps.filter(pl.col("flags").list.contains(flag))
        assert broken.height >= 1
        if flag in ("video_gap", "after_video"):  # never a stale or later screen
            assert broken["pre_image"].null_count() + broken["post_image"].null_count() >= broken.height
        assert not set(broken["step_index"].to_list()) & set(samples["step_index"].to_list())
        assert not broken["sample_eligible"].any()


def test_rest_of_day_published_and_raw_untouched(corpus: dict) -> None:
    assert corpus["before"] == corpus["after"]
    m = corpus["manifest"]
    assert m.recordings.seen == len(CORPUS) + 2
    ctrl = corpus["samples"].filter(pl.col("recording_id") == "control")
    assert ctrl.height >= 3
    for p in corpus["out"].rglob("*"):
        assert not p.name.startswith(".tmp-"), p


def test_one_outlier_cannot_decide_the_scale(corpus: dict) -> None:
    row = corpus["recordings"].filter(pl.col("recording_id") == "scale_outlier_element").row(0, named=True)
    assert row["scale"] == 2.0, row["scale_source"]
    assert row["scale_source"].startswith("inferred from cursor reach") and "1 accessibility elements off screen" \
        in row["scale_source"], row["scale_source"]
    clicks = corpus["steps"].filter((pl.col("recording_id") == "scale_outlier_element") & (pl.col("kind") == "click"))
    assert clicks.sort("step_index")["px"].to_list()[:1] == [60]  # logical x 30 at scale 2
    ctrl = corpus["recordings"].filter(pl.col("recording_id") == "control").row(0, named=True)
    assert ctrl["scale_source"] == "source metadata"
    assert not [f for f in ctrl["flags"] or [] if "scale_factor" in f]


def test_symlinked_recording_folder_is_reported(corpus: dict) -> None:
    q = corpus["quarantine"].filter(pl.col("recording_id") == "linked-recording")
    assert q.height == 1
    reason = q["reason"][0]
    assert "a symbolic link" in reason and "not followed" in reason and "real-target" in reason, reason


def test_preview_stream_is_not_the_screen(corpus: dict) -> None:
    row = corpus["recordings"].filter(pl.col("recording_id") == "video_preview_stream_first").row(0, named=True)
    assert (row["screen_width"], row["screen_height"]) == (320, 200)
    img = corpus["samples"].filter(pl.col("recording_id") == "video_preview_stream_first")["image"][0]
    assert Image.open(corpus["out"] / img).size == (320, 200)


def test_long_name_fits_every_output(corpus: dict) -> None:
    from cuaflow.tasks.export import build_dataset

    info = build_dataset(corpus["ctx"])
    ds = Path(info.path)
    for p in [*corpus["out"].rglob("*")]:
        assert len(p.name.encode()) <= 255, p.name
    ids = [json.loads(x)["id"] for f in ("train.jsonl", "val.jsonl") for x in (ds / f).read_text().splitlines()]
    long_ids = [i for i in ids if i.startswith("recording-xxx")]
    tests = json.loads((ds / "test" / "test.json").read_text())
    long_ids += [t["test_id"] for t in tests if "recording-xxx" in t["test_id"]]
    assert long_ids and all(len(i) < 200 for i in long_ids)
    # the sample still names its recording in full
    s = corpus["samples"].filter(pl.col("recording_id") == LONG_NAME)
    md = s["metadata"][0]
    assert s.height > 0 and (json.loads(md) if isinstance(md, str) else md)["recording_id"] == LONG_NAME
