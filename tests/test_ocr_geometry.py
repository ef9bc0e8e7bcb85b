"""The geometry of tasks/targets/ocr_targets.py on lines placed by hand (boxes in pixels, words with their x extents):
labels split at wide gaps, a paragraph named by its word, an icon beside a label, private and unsure lines naming
nothing, names cleaned of icons read as glyphs. The same rules on real video: tests/test_ocr_targets.py."""

from __future__ import annotations

from typing import Any

import pytest

from cuaflow.schemas.settings import TargetSettings
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.targets.ocr_targets import FrameText, clean, usable_name
from cuaflow.tasks.targets.textlines import UNSURE, deny_words, words_of


def line(text: str, x0: int, y0: int, x1: int, y1: int, words: list[tuple[str, int, int]] | None = None,
         private: bool = False, score: float = 0.97) -> dict[str, Any]:
    if words is None:
        words = [{"text": w["text"], "x0": w["x0"], "x1": w["x1"]}
                 for w in words_of(OcrLine(x0, y0, x1, y1, text, score))]
    else:
        words = [{"text": t, "x0": a, "x1": b} for t, a, b in words]
    return {"x0": x0, "y0": y0, "x1": x1, "y1": y1, "text": text, "score": score, "private": private,
            "words": [] if private else words}


NAV = line("Home Pricing Docs", 40, 10, 330, 30, [("Home", 40, 90), ("Pricing", 150, 222), ("Docs", 282, 330)])
BUTTON = line("Save changes", 500, 100, 620, 120, [("Save", 500, 540), ("changes", 547, 620)])
PARA = line("Before you start please read the terms and the notes", 40, 200, 560, 220)
MAIL = line("Write to <EMAIL_1> for a copy", 40, 300, 400, 320, private=True)


@pytest.fixture(scope="module")
def frame() -> FrameText:
    return FrameText([NAV, BUTTON, PARA, MAIL], TargetSettings())


def test_a_wide_gap_splits_labels_a_narrow_one_does_not(frame: FrameText) -> None:
    got = frame.at(180, 20)
    assert got is not None and got.name == "Pricing" and got.box[0] <= 150 and got.box[2] >= 222
    assert got.box[2] < 282  # not the next item
    save = frame.at(590, 110)
    assert save is not None and save.name == "Save changes"


def test_a_paragraph_is_named_by_the_word_under_the_point(frame: FrameText) -> None:
    words = {w["text"]: w for w in PARA["words"]}
    terms = words["terms"]
    got = frame.at((terms["x0"] + terms["x1"]) / 2, 210)
    assert got is not None and got.name == "terms"
    assert got.box[0] <= terms["x0"] and got.box[2] >= terms["x1"] and got.box[2] - got.box[0] < 80


def test_an_icon_beside_a_label_gets_the_label_and_both_boxes(frame: FrameText) -> None:
    got = frame.at(485, 110)  # 15 px left of "Save changes" (height 20: within 2.5 heights)
    assert got is not None and got.name == "Save changes"
    assert got.box[0] <= 485 - 6 and got.box[2] >= 620 and got.box[1] <= 100
    assert frame.at(430, 110) is None  # 70 px away: beyond the reach
    assert frame.at(485, 150) is None  # not level with it


def test_private_lines_name_nothing_not_even_beside_them(frame: FrameText) -> None:
    assert frame.at(200, 310) is None
    assert frame.at(410, 310) is None  # beside a private line: no icon either
    assert not [t for t in frame.labels() if "<" in t.name or "Write" in t.name]


def test_names_are_cleaned_and_identifier_shapes_refused() -> None:
    assert clean("业Download report") == "Download report"
    assert clean("光 Download report") == "Download report"
    assert clean("(Pricing),") == "Pricing"
    assert clean("Café") == "Café"
    assert not usable_name("jane@example.corl") and not usable_name("Order 4539 1488 0343")
    assert not usable_name("<EMAIL_1>") and not usable_name("x")
    assert usable_name("Q3 2025 report") and usable_name("€6,108.10 2024-08-04") and usable_name("09:30 14/03/2025")
    assert UNSURE.sub("<UNSURE>", "mail jane@example.corl now") == "mail <UNSURE> now"
    deny = deny_words(["Jane Marlowe", "Li"])
    assert deny is not None and deny.sub("<UNSURE>", "Attendees: Jane Marloweand the team, Lisa") == \
        "Attendees: <UNSURE> <UNSURE> the team, Lisa"


def test_low_confidence_lines_name_nothing() -> None:
    faint = line("Pricing", 40, 10, 110, 30, score=0.5)
    assert FrameText([faint], TargetSettings()).at(70, 20) is None
    assert FrameText([faint], TargetSettings(ocr_min_score=0.4)).at(70, 20) is not None


def test_a_line_read_again_on_its_ink_and_checked_again() -> None:
    """The real engine on text drawn by Pillow: a loosely boxed line is read again on its ink, and a new read in
    which the recognisers would find personal data is kept as `<UNSURE>`, never as text."""
    import numpy as np
    from PIL import Image, ImageDraw, ImageFont

    from cuaflow.tasks.ocr.ocr import ocr_engine
    from cuaflow.tasks.targets.textlines import ink_box, reread

    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 18)
    img = Image.new("RGB", (400, 120), (241, 243, 245))
    draw = ImageDraw.Draw(img)
    draw.text((40, 20), "Pricing", font=font, fill=(31, 35, 40))
    draw.text((40, 70), "Call 415 555 0110", font=font, fill=(31, 35, 40))
    rgb = np.asarray(img)
    loose = [OcrLine(30, 5, 130, 55, "Pricig", 0.9), OcrLine(30, 62, 260, 100, "Call", 0.9)]
    box = ink_box(rgb, loose[0])
    assert box is not None and box[1] >= 15 and box[3] <= 48  # the ink, not the padded box
    out = reread(ocr_engine(), rgb, loose, [(60, 30), (60, 80)], [], private=lambda ln: "555" in ln.text)
    assert out[0].text == "Pricing" and out[1].text == "<UNSURE>"


@pytest.mark.parametrize("mode", ["RGB", "RGBA", "L", "P"])
def test_a_published_image_decodes_to_the_pixels_pillow_reads(mode: str) -> None:
    """The lines read again near a step are read on the published image's own pixels, whichever decoder reads it
    (an 8-bit RGB PNG by OpenCV, other images by Pillow)."""
    import io

    import numpy as np
    from PIL import Image

    from cuaflow.tasks.targets.textlines import decode_rgb

    rng = np.random.default_rng(7)
    rgb = Image.fromarray(rng.integers(0, 256, (37, 53, 3), dtype=np.uint8))
    im = rgb.convert(mode) if mode != "P" else rgb.quantize(64)
    buf = io.BytesIO()
    im.save(buf, format="PNG")
    got = decode_rgb(buf.getvalue())
    assert got.shape == (37, 53, 3) and got.dtype == np.uint8
    assert np.array_equal(got, np.asarray(im.convert("RGB")))
