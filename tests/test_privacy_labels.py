"""Strict mode's learned labels (tasks/privacy/labels.py, learn.py, `cuaflow labels learn`), on ground truth known by
construction: seven synthetic Clones recordings of one application (text drawn on the screen, the same texts in the
accessibility tree), from two device profiles (keyboard layouts), run through the pipeline with the default settings.

They share three labels at fixed places; each shows its own person's name; a project name is in three recordings
only; a roster title is in five, all of one profile; a depot name is in all seven but in a different place each
time; an e-mail address and a deny-listed company are in all seven at one place. Asserted: the labels learned are
exactly the shared ones (and the synthetic window's own), the file is the same bytes when learned again; settings
naming it fingerprint its content; a strict-mode run keeps the learned labels readable in the published OCR text
and frames and fills the rest; an identifier, a name or a near-miss repeated in many recordings is never learned."""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import polars as pl
import pytest
from day import run_day
from PIL import Image, ImageDraw, ImageFont
from synth import Action, SynthSpec, write_recording

from cuaflow.connectors.storage import open_root
from cuaflow.flows.cli import main
from cuaflow.schemas.config import ConfigError, RunContext
from cuaflow.schemas.settings import PipelineSettings
from cuaflow.tasks.configuration import load_settings
from cuaflow.tasks.privacy.labels import Sighting, key, learn
from cuaflow.tasks.privacy.recognisers import Detector
from cuaflow.tasks.run.committed import read_table

DATE = "2025-03-14"
FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
SIZE, SCALE = (640, 400), 2.0  # physical pixels; logical = physical / 2
SHARED = ("Quarterly forecast", "Reconcile ledger", "Vendor portal")
# the synthetic recording's own button (connectors/synth; its zero-size root is no element, and its window's name,
# "Window on display 0", holds a digit: never learned)
SYNTH_WINDOW = ("Save",)
PEOPLE = ("Margot Lindqvist", "Tobias Brennan", "Ayesha Okafor", "Lucien Marchetti", "Freya Halvorsen",
          "Dmitri Sokolov", "Imogen Castellanos")
RARE, ONE_PROFILE, MOVING = "Bluebird Lagoon", "Night shift roster", "Harbour depot"
EMAIL, DENIED = "ops.desk@northwind-freight.com", "Cobalt Ridge Mining"
N, PROFILE_A = 7, 5  # recordings; the first five are of profile A (us-qwerty), the others of B (de-qwertz)


def layout(i: int) -> list[tuple[str, int, int]]:
    """Recording i's texts and where they are drawn (physical pixels, top left)."""
    texts = [(SHARED[0], 30, 30), (SHARED[1], 340, 30), (PEOPLE[i], 30, 80), (MOVING, 10 + 160 * (i % 4), 130),
             (EMAIL, 30, 230), (DENIED, 30, 280), (SHARED[2], 30, 340)]
    if i < 3:
        texts.append((RARE, 340, 80))
    if i < PROFILE_A:
        texts.append((ONE_PROFILE, 30, 180))
    return texts


def screen(i: int) -> Image.Image:
    img = Image.new("RGB", SIZE, (246, 246, 244))
    draw = ImageDraw.Draw(img)
    font = ImageFont.truetype(str(FONT), 20)
    for text, x, y in layout(i):
        draw.text((x, y), text, font=font, fill=(20, 20, 20))
    return img


def ax(i: int) -> list[dict[str, object]]:
    font = ImageFont.truetype(str(FONT), 20)
    return [{"bbox": {"x": x / SCALE, "y": y / SCALE, "width": font.getlength(t) / SCALE, "height": 12},
             "children": [], "description": "", "name": t, "role": "AXStaticText", "value": ""}
            for t, x, y in layout(i)]


def record(source: Path, i: int, rid: str) -> None:
    img = np.asarray(screen(i))
    spec = SynthSpec(recording_id=rid, logical_size=(SIZE[0] // 2, SIZE[1] // 2), scale=SCALE,
                     actions=[Action("click", 250, 190), Action("click", 260, 150)], ax_extra=ax(i),
                     keyboard_layout="us-qwerty" if i < PROFILE_A else "de-qwertz", seed=i, tail_ms=600,
                     screen=lambda _s: img)
    write_recording(source / DATE / rid, spec)


def settings_file(folder: Path, **privacy: object) -> Path:
    import yaml

    p = folder / "pipeline.yaml"
    p.write_text(yaml.safe_dump({"privacy": {"deny_list": [DENIED], **privacy}}))
    return p


@pytest.fixture(scope="module")
def learned(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("labels")
    for i in range(N):
        record(tmp / "src", i, f"20250314_1000{i:02d}")
    cfg = settings_file(tmp)
    run = run_day(tmp / "src", tmp / "out", DATE, settings=load_settings(cfg))
    assert all(r.status == "ok" for r in run.results.values()), run.results
    labels = tmp / "labels.txt"
    assert main(["labels", "learn", "--output", str(tmp / "out"), "--to", str(labels), "--settings", str(cfg)]) == 0
    return {"tmp": tmp, "out": tmp / "out", "labels": labels, "settings": cfg}


def labels_in(path: Path) -> set[str]:
    return {ln for ln in path.read_text().splitlines() if ln and not ln.startswith("#")}


def test_the_shared_labels_are_learned_and_nothing_else(learned: dict[str, Path]) -> None:
    got = labels_in(learned["labels"])
    assert got == set(SHARED) | set(SYNTH_WINDOW), got
    text = learned["labels"].read_text()
    for value in (*PEOPLE, RARE, ONE_PROFILE, MOVING, EMAIL, DENIED, "northwind", "Cobalt"):
        assert value.casefold() not in text.casefold(), value
    assert "<" not in text


def test_learning_again_writes_the_same_bytes(learned: dict[str, Path]) -> None:
    again = learned["tmp"] / "again.txt"
    assert main(["labels", "learn", "--output", str(learned["out"]), "--to", str(again),
                 "--settings", str(learned["settings"])]) == 0
    assert again.read_bytes() == learned["labels"].read_bytes()


def test_the_rules_bound_what_is_learned(learned: dict[str, Path]) -> None:
    out = learned["tmp"] / "loose.txt"
    # one profile allowed: the roster title (five recordings of profile A) is learned; three recordings are never
    assert main(["labels", "learn", "--output", str(learned["out"]), "--to", str(out), "--min-sources", "1",
                 "--settings", str(learned["settings"])]) == 0
    assert labels_in(out) == set(SHARED) | set(SYNTH_WINDOW) | {ONE_PROFILE}
    # one cell for the whole screen: the depot name, seen everywhere but never twice in the same place, is learned
    assert main(["labels", "learn", "--output", str(learned["out"]), "--to", str(out), "--grid", "1",
                 "--settings", str(learned["settings"])]) == 0
    assert MOVING in labels_in(out)
    assert main(["labels", "learn", "--output", str(learned["out"]), "--to", str(out), "--from", "tree"]) == 2
    assert main(["labels", "learn", "--output", str(learned["tmp"] / "src"), "--to", str(out)]) == 2  # not an output


def test_settings_fingerprint_the_labels_content(learned: dict[str, Path]) -> None:
    tmp = learned["tmp"]
    plain = load_settings(settings_file(tmp, mode="strict"))
    named = load_settings(settings_file(tmp, mode="strict", interface_labels="labels.txt"))
    assert named.privacy.interface_labels is not None and not isinstance(named.privacy.interface_labels, str)
    assert key("Quarterly forecast") in named.privacy.interface_labels.labels
    assert named.fingerprint() != plain.fingerprint()
    edited = tmp / "edited.txt"
    edited.write_text("# reviewed\n" + learned["labels"].read_text() + "\n# a comment changes nothing\n")
    same = load_settings(settings_file(tmp, mode="strict", interface_labels=str(edited)))
    assert same.fingerprint() == named.fingerprint()
    edited.write_text("\n".join(ln for ln in learned["labels"].read_text().splitlines() if ln != "Vendor portal"))
    fewer = load_settings(settings_file(tmp, mode="strict", interface_labels=str(edited)))
    assert fewer.fingerprint() != named.fingerprint()
    # the audit (run summary, dataset config, manifest and card) names the file by its content; absent by default
    from cuaflow.schemas.settings import PrivacySettings
    from cuaflow.tasks.privacy.audit import audit, line

    labels = named.privacy.interface_labels
    said = audit(named.privacy)
    assert f"{len(labels.labels)} learned labels (sha256 {labels.sha256[:16]})" in (said.strict or "")
    assert "strict mode" in line(said)
    assert "strict" not in audit(PrivacySettings()).model_dump(mode="json")
    # a settings document passed to a worker holds the labels, not the path
    assert PipelineSettings.model_validate(named.model_dump(mode="json")).fingerprint() == named.fingerprint()
    with pytest.raises(ConfigError, match=r"interface_labels: .*missing\.txt: file not found"):
        load_settings(settings_file(tmp, interface_labels="missing.txt"))
    (tmp / "bad.txt").write_text("Inbox\n<PERSON_1>\n")
    with pytest.raises(ConfigError, match=r"bad\.txt, line 2: '<PERSON_1>' holds a surrogate"):
        load_settings(settings_file(tmp, interface_labels="bad.txt"))


def test_strict_mode_keeps_the_learned_labels_readable(learned: dict[str, Path]) -> None:
    tmp = learned["tmp"]
    record(tmp / "src2", 6, "20250314_110000")  # a new recording of profile B
    runs = {}
    for name, extra in (("without", {}), ("with", {"interface_labels": str(learned["labels"])})):
        s = load_settings(settings_file(tmp, mode="strict", **extra))
        out = tmp / f"strict-{name}"
        run = run_day(tmp / "src2", out, DATE, ctx=RunContext(source_url=str(tmp / "src2"), output_url=str(out),
                                                               settings=s))
        assert all(r.status == "ok" for r in run.results.values()), run.results
        runs[name] = read_table(open_root(str(out)), "ocr_lines")
    readable = set(runs["with"].filter(~pl.col("private"))["text"].to_list())
    assert set(SHARED) <= readable, readable
    assert not set(SHARED) & set(runs["without"]["text"].to_list())  # strict mode alone fills them
    shown = " ".join(runs["with"]["text"].to_list())
    for value in (PEOPLE[6], MOVING, EMAIL, DENIED, "Harbour", "Okafor"):
        assert value not in shown, value
    assert "<TEXT_" in shown
    # the lines strict mode published as <TEXT_n> are kept in the work area by the default mode's rules: the same
    # lines as the default-mode run of the same screen, so a strict deployment learns from its own runs
    plain = pl.read_parquet(next((tmp / "strict-without" / "_work").rglob("ocr_lines_plain.parquet")))
    default = read_table(open_root(str(learned["out"])), "ocr_lines").filter(
        pl.col("recording_id") == "20250314_100006")
    assert set(plain.select("text", "private").iter_rows()) == set(default.select("text", "private").iter_rows())
    worded = set(plain.filter(~pl.col("private") & pl.col("text").str.contains(r"[A-Za-z]{2}"))["text"].to_list())
    assert set(SHARED) | {MOVING} <= worded and not worded & set(runs["without"]["text"].to_list())
    got = tmp / "from-strict.txt"
    assert main(["labels", "learn", "--output", str(tmp / "strict-without"), "--to", str(got), "--from", "ocr",
                 "--k", "1", "--min-sources", "1", "--settings", str(learned["settings"])]) == 0
    assert set(SHARED) <= labels_in(got)
    # on the published pixels: every label's row keeps its ink, the person's row is filled
    frames = runs["with"]["frame"].unique().to_list()
    out = open_root(str(tmp / "strict-with"))
    for frame in frames:
        img = np.asarray(Image.open(io.BytesIO(out.read_bytes(frame))).convert("RGB")).astype(int)
        fill = (np.abs(img - np.array([255, 0, 255])).sum(axis=2) < 90)
        assert not fill[30:56, 30:250].any() and not fill[340:366, 30:200].any()  # Quarterly forecast, Vendor portal
        assert fill[80:106, 30:220].mean() > 0.2  # the person's name


def test_an_identifier_repeated_everywhere_is_never_learned() -> None:
    """The rule itself, on raw texts as a source might hand them (no ingest before it): seen in every recording
    of many sources at one place, a recogniser's match, a near-miss or a deny-listed word is still refused."""
    from cuaflow.schemas.settings import PrivacySettings

    det = Detector(PrivacySettings(deny_list=[DENIED]))
    repeated = ["jane.doe@example.com", "DE89 3704 0044 0532 0130 00", "DE8937040044053201300",  # a digit lost
                "ghp_1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVwXyZ", "Ingrid Vasquez", DENIED, "Order 5512 3401",
                "192.168.10.24", "Quarterly forecast"]
    seen = [Sighting(f"r{r}", f"p{r % 3}", t, (1, 1)) for r in range(12) for t in repeated]
    got = learn(seen, lambda t: bool(det.find_all(t)), k=5, min_sources=2)
    assert [lb.text for lb in got.labels] == ["Quarterly forecast"]
    assert sum(got.refused.values()) == len(repeated) - 1


def test_a_label_keeps_only_a_line_that_is_all_of_it() -> None:
    from cuaflow.tasks.privacy.strict import Interface

    iface = Interface((), frozenset({key("Vendor portal"), key("jane example com")}))
    assert iface.known("Vendor portal") and iface.known("Vendorportal") and iface.known("VENDOR PORTAL:")
    assert not iface.known("Vendor portal Margot") and not iface.known("Vendor")
    assert not iface.known("jane@example.com")  # its punctuation is not all the key keeps
    assert not Interface().known("Vendor portal")  # neither word is in the built-in vocabulary
