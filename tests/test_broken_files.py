"""Broken files of a Clones recording (the log, the video, meta.json, checksums.json: damaged, missing, of
another kind) and bad folder names, generated here: every variant is quarantined with a reason a person
can act on (which file, what was wrong), or repaired as documented; none stops the day's run and
none modifies the raw data."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import polars as pl
import pytest
from day import run_day
from helpers import make
from synth import Action, encode_video, write_checksums

from cuaflow.connectors.storage import open_root
from cuaflow.tasks.run.committed import read_table

DAY = "2025-07-01"
ACTS = [Action("click", x=30, y=20), Action("type", text="ok"), Action("click", x=100, y=60)]
Mutation = Callable[[Path], None]


def lines(p: Path) -> list[str]:
    return (p / "input_log.jsonl").read_text().splitlines()


def put_lines(p: Path, ls: list[str], end: str = "\n") -> None:
    (p / "input_log.jsonl").write_bytes((end.join(ls) + end).encode())


def append(p: Path, text: str) -> None:
    with open(p / "input_log.jsonl", "a", encoding="utf-8") as fh:
        fh.write(text)


def edit_line(pred: Callable[[dict], bool], fn: Callable[[dict], object]) -> Mutation:
    def m(p: Path) -> None:
        out, done = [], False
        for line in lines(p):
            obj = json.loads(line)
            if not done and pred(obj):
                new = fn(obj)
                out.append(new if isinstance(new, str) else json.dumps(new))
                done = True
            else:
                out.append(line)
        put_lines(p, out)
    return m


def is_move(o: dict) -> bool:
    return o["event"] == "mousemove"


def meta_edit(fn: Callable[[dict], object]) -> Mutation:
    def m(p: Path) -> None:
        doc = json.loads((p / "meta.json").read_text())
        new = fn(doc)
        (p / "meta.json").write_text(new if isinstance(new, str) else json.dumps(new if new is not None else doc))
    return m


def set_key(k: str, v: object) -> Callable[[dict], dict]:
    def f(d: dict) -> dict:
        d[k] = v
        return d
    return f


def short_video(p: Path) -> None:
    import numpy as np

    encode_video(p / "recording.mp4", (320, 200), [0.0, 100.0, 200.0],
                 lambda k, t: np.zeros((200, 320, 3), dtype=np.uint8), keyint=10)


def garbage_log(p: Path) -> None:
    ls = lines(p)
    put_lines(p, [ls[i] if i % 3 == 0 else "%%garbage%%" for i in range(len(ls))])


def to_directory(p: Path) -> None:
    (p / "input_log.jsonl").unlink()
    (p / "input_log.jsonl").mkdir()


# name: (mutation, re-sign checksums afterwards, expected status, text expected in the reason / a flag)
CORPUS: dict[str, tuple[Mutation, bool, str, str]] = {
    "log_truncated_tail": (lambda p: append(p, '{"data":{"x":1,'), True, "processed", "invalid_line"),
    "log_non_utf8_line": (lambda p: (p / "input_log.jsonl").write_bytes(
        b"\xff\xfe junk\n" + (p / "input_log.jsonl").read_bytes()), True, "processed", "invalid_line"),
    "log_mostly_garbage": (garbage_log, True, "quarantined", "input_log.jsonl:"),
    "log_empty": (lambda p: (p / "input_log.jsonl").write_bytes(b""), True, "quarantined", "event log is empty"),
    "log_no_input_events": (lambda p: put_lines(p, [x for x in lines(p) if "ffmpeg" in x]), True, "quarantined",
                            "no readable input events"),
    "log_wrong_types": (edit_line(is_move, lambda o: {**o, "data": {"x": "12", "y": 3}}), True, "processed",
                        "invalid_line"),
    "log_unknown_events": (lambda p: append(p, json.dumps({"data": {}, "event": "telepathy", "time": 1}) + "\n"),
                           True, "processed", "unknown_event"),
    "log_times_backwards": (lambda p: put_lines(p, list(reversed(lines(p)))), True, "processed", ""),
    "log_huge_coordinates": (edit_line(lambda o: o["event"] == "mousemove" and o["data"]["x"] == 30,
                                       lambda o: {**o, "data": {"x": 1e12, "y": -1e12}}), True, "processed",
                             "off_screen"),
    "log_nan_literal": (edit_line(is_move, lambda o: json.dumps(o).replace(str(o["data"]["x"]), "NaN", 1)), True,
                        "processed", "invalid_line"),
    "log_negative_time": (edit_line(is_move, lambda o: {**o, "time": -5}), True, "processed", "invalid_line"),
    "log_missing_time": (edit_line(is_move, lambda o: {"data": o["data"], "event": o["event"]}), True, "processed",
                         "invalid_line"),
    "log_data_not_object": (edit_line(is_move, lambda o: {**o, "data": [1, 2]}), True, "processed", "invalid_line"),
    "log_time_out_of_range": (edit_line(is_move, lambda o: {**o, "time": 1e30}), True, "processed", "invalid_line"),
    "log_utf8_bom": (lambda p: (p / "input_log.jsonl").write_bytes(b"\xef\xbb\xbf" + (p / "input_log.jsonl")
                                                                   .read_bytes()), True, "processed", ""),
    "log_crlf_endings": (lambda p: put_lines(p, lines(p), "\r\n"), True, "processed", ""),
    "log_keyup_before_keydown": (edit_line(lambda o: o["event"] == "keyup", lambda o: {**o, "time": 0}), True,
                                 "processed", "orphan_release"),
    "video_zero_byte": (lambda p: (p / "recording.mp4").write_bytes(b""), True, "quarantined",
                        "recording.mp4: video unreadable"),
    "video_random_bytes": (lambda p: (p / "recording.mp4").write_bytes(os.urandom(5000)), True, "quarantined",
                           "recording.mp4: video unreadable"),
    "video_truncated": (lambda p: (p / "recording.mp4").write_bytes((p / "recording.mp4").read_bytes()[:3000]),
                        True, "quarantined", "recording.mp4"),
    "video_shorter_than_log": (short_video, True, "processed", "after_video"),
    "video_missing": (lambda p: (p / "recording.mp4").unlink(), False, "quarantined", "recording.mp4 is missing"),
    "meta_missing": (lambda p: (p / "meta.json").unlink(), False, "quarantined", "meta.json is missing"),
    "meta_invalid_json": (lambda p: (p / "meta.json").write_text("{'id': 1,"), True, "quarantined",
                          "meta.json: not valid JSON"),
    "meta_not_an_object": (lambda p: (p / "meta.json").write_text("[1, 2]"), True, "quarantined",
                           "meta.json: top level must be an object"),
    "meta_empty_object": (lambda p: (p / "meta.json").write_text("{}"), True, "processed", ""),
    "meta_schema_version_2": (meta_edit(set_key("schema_version", {"major": 2, "minor": 0, "patch": 0})), True,
                              "quarantined", "schema_version 2.x is not supported"),
    "meta_schema_version_string": (meta_edit(set_key("schema_version", "1.0.0")), True, "quarantined",
                                   "schema_version must be"),
    "meta_monitor_wrong_type": (meta_edit(set_key("primary_monitor", "retina")), True, "quarantined",
                                "primary_monitor must be an object"),
    "meta_scale_absurd": (meta_edit(lambda d: {**d, "primary_monitor": {**d["primary_monitor"], "scale_factor": 40}}),
                          True, "quarantined", "scale_factor 40"),
    "meta_status_recording": (meta_edit(set_key("status", "recording")), True, "quarantined", "never finalised"),
    "checksum_mismatch": (meta_edit(set_key("title", "edited after upload")), False, "quarantined",
                          "sha256 mismatch for meta.json"),
    "checksums_invalid_json": (lambda p: (p / "checksums.json").write_text("{"), False, "quarantined",
                               "checksums.json: not valid JSON"),
    "checksums_list_missing_file": (lambda p: (p / "checksums.json").write_text(json.dumps(
        {**json.loads((p / "checksums.json").read_text()), "files": [{"filename": "ghost.bin", "sha256": "0"}]})),
        False, "quarantined", "lists ghost.bin but the file is missing"),
    "checksums_unsafe_filename": (lambda p: (p / "checksums.json").write_text(json.dumps(
        {"files": [{"filename": "../../etc/passwd", "sha256": "0"}]})), False, "quarantined", "unsafe filename"),
    "log_meta_bad_timestamp_type": (lambda p: (p / "input_log_meta.json").write_text(
        '{"timestamp_type": "lunar"}'), True, "quarantined", "timestamp_type 'lunar'"),
    "log_is_a_directory": (to_directory, False, "quarantined", "input_log.jsonl is a folder where a regular file"),
}
NAMES = {"folder with spaces": "processed", "enregistrement-é": "processed"}
REJECTED = {" leading-space": "unsafe name", "back\\slash": "unsafe name", "empty-folder": "no known recording layout",
            "symlink-escape": "resolves outside the storage root"}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> dict:
    base = tmp_path_factory.mktemp("bad")
    src, out = base / "src", base / "out"
    outside = base / "outside.txt"
    outside.write_text("not yours")
    for k, (name, (mutate, resign, _, _)) in enumerate(CORPUS.items()):
        res = make(src, name, date=DAY, actions=ACTS, logical_size=(160, 100), scale=2.0, seed=k)
        mutate(res.path)
        if resign and (res.path / "checksums.json").exists():
            write_checksums(res.path)
    for k, name in enumerate([*NAMES, " leading-space", "back\\slash", "symlink-escape"]):
        make(src, name, date=DAY, actions=ACTS, logical_size=(160, 100), seed=100 + k)
    (src / DAY / "empty-folder").mkdir()
    sym = src / DAY / "symlink-escape"
    (sym / "input_log.jsonl").unlink()
    (sym / "checksums.json").unlink()
    os.symlink(outside, sym / "input_log.jsonl")
    before = {str(p): (p.read_bytes() if p.is_file() else os.readlink(p) if p.is_symlink() else None)
              for p in sorted(src.rglob("*"))}

    manifest = run_day(src, out, DAY).report  # no orchestrator: the stages alone must hold
    after = {str(p): (p.read_bytes() if p.is_file() else os.readlink(p) if p.is_symlink() else None)
             for p in sorted(src.rglob("*"))}
    return {"src": src, "out": out, "manifest": manifest, "before": before, "after": after,
            "recordings": read_table(open_root(str(out)), "recordings"),
            "quarantine": read_table(open_root(str(out)), "quarantine"),
            "events": read_table(open_root(str(out)), "events"), "steps": read_table(open_root(str(out)), "steps")}


def test_corpus_is_large_enough() -> None:
    assert len(CORPUS) + len(NAMES) + len(REJECTED) >= 30


@pytest.mark.parametrize("name", list(CORPUS))
def test_each_variant_is_quarantined_or_repaired(corpus: dict, name: str) -> None:
    _, _, status, needle = CORPUS[name]
    row = corpus["recordings"].filter(pl.col("recording_id") == name).row(0, named=True)
    assert row["status"] == status, row["reason"]
    if status == "quarantined":
        assert needle in row["reason"], row["reason"]
        q = corpus["quarantine"].filter(pl.col("recording_id") == name)
        assert q.height == 1 and q["reason"][0] == row["reason"]
    elif needle:
        ev = corpus["events"].filter(pl.col("recording_id") == name)
        st = corpus["steps"].filter(pl.col("recording_id") == name)
        reasons = " ".join(r for r in ev["ignore_reason"].drop_nulls().to_list())
        flags = " ".join(f for fl in st["flags"].to_list() for f in fl)
        assert needle in reasons or needle in flags, (reasons[:300], flags)
        assert st.filter(pl.col("kind") == "terminate").height == 1


def test_folder_names(corpus: dict) -> None:
    recs = corpus["recordings"]
    for name, status in NAMES.items():
        assert recs.filter(pl.col("recording_id") == name)["status"].to_list() == [status]
    q = corpus["quarantine"]
    for name, needle in REJECTED.items():
        reason = q.filter(pl.col("recording_id") == name)["reason"].to_list()
        assert reason and needle in reason[0], (name, reason)


def test_day_completed_and_raw_data_untouched(corpus: dict) -> None:
    m = corpus["manifest"]
    assert m.recordings.seen == len(CORPUS) + len(NAMES) + len(REJECTED)
    assert corpus["before"] == corpus["after"]
    out = corpus["out"]
    for p in out.rglob("*"):  # nothing written outside the output root's own tree, no temp files left
        assert not p.name.startswith(".tmp-"), p


