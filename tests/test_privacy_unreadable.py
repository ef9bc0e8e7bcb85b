"""Text the OCR engine cannot read is filled whole (tasks/privacy/unreadable.py): a page rendered by Debian's
chromium with Hebrew, Arabic and Hangul lines beside Latin interface text, read by the pipeline's OCR engine."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from helpers import require
from PIL import Image

from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.privacy.found import Found, Hit
from cuaflow.tasks.privacy.redactor import FrameRedactor
from cuaflow.tasks.privacy.surrogates import Labels
from cuaflow.tasks.privacy.unreadable import Unreadable, garbled

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
TOP = 50  # the first line's top (the synthetic frames' barcode corner stays clear)

# (text, private): each line of the page in its own block; the Latin ones are interface text that stays readable
LINES = [
    ("Account settings", False),
    ("Save changes and continue", False),
    ("Invoice 2024-0117 total 1,240.00 EUR", False),
    ("Meeting notes from Tuesday", False),
    ("שם מלא: יעל בן עמי", True),
    ("כתובת: רחוב הרצל 12, תל אביב", True),
    ("الاسم: أحمد بن علي", True),
    ("이름: 김민준", True),
    ("주소: 서울특별시 강남구 테헤란로 152", True),
    ("Dashboard · Reports · Settings · Help", False),
    ("Download the quarterly report (PDF, 2.4 MB)", False),
]


@pytest.mark.parametrize("text", [
    # what the engine reads from Hebrew, Arabic and Hangul (Hangul as Han look-alikes)
    "nx7 nIU]· Nn MITN7", "D'71 n2x7", "017un7 732 |13en", "uls  2a>|:awVI", "卒企：量气皆人子印动已呈152",
    "0|号：召巴歪", "22x 7n ,12 7y7n ain7:naino",
])
def test_gibberish_of_another_script_is_garbled(text: str) -> None:
    assert garbled(text)


@pytest.mark.parametrize("text", [
    # Latin text read with little confidence: small, zoomed out, misspelt, still words
    "Ve fronté s. misto", "Po terminu 24 KE", "Teletonpro SMs aviza", "V pariádku", "40 zt", "-100.00",
    "Tax file number … * 721", "iPhone 15 Pro",
])
def test_latin_read_poorly_is_not_garbled(text: str) -> None:
    assert not garbled(text)


def _ln(text: str, score: float, y: int = 0) -> OcrLine:
    return OcrLine(10, y, 10 + 9 * len(text), y + 20, text, score)


def test_only_a_garbled_line_under_the_bar_is_filled_and_a_setting_of_zero_fills_none() -> None:
    lines = [_ln("D'71 n2x7", 0.66), _ln("D'71 n2x7", 0.93, 30), _ln("Ve fronté s. misto", 0.74, 60),
             _ln("All", 0.62, 90), _ln("nI", 0.5, 120)]
    hits = Unreadable(0.8).hits(lines, [])
    assert [(h.spans[0][0].y0, h.found.entity, h.found.detector) for h in hits] == [(0, "TEXT", "unreadable")]
    assert Unreadable(0).hits(lines, []) == []
    # a line a recogniser already covers whole is not counted twice
    whole = Hit(Found("DENY_LIST", 0, 9, 0.9, "deny_list"), "D'71 n2x7", ((lines[0], 0, 9),))
    assert Unreadable(0.8).hits(lines, [whole]) == []


def test_a_page_in_scripts_the_engine_cannot_read_is_filled_and_its_latin_text_kept(tmp_path: Path) -> None:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    # each line in its own band of 30 px: 20 of text, 10 apart
    body = "".join(f"<div style='position:absolute;left:20px;top:{TOP + i * 30}px;height:20px;line-height:20px' "
                   f"dir='{'rtl' if i in (4, 5, 6) else 'ltr'}'>{t}</div>" for i, (t, _) in enumerate(LINES))
    page = tmp_path / "page.html"
    page.write_text("<html><body style=\"font-family:'DejaVu Sans','Noto Sans CJK KR','NanumGothic',sans-serif;"
                    f"font-size:14px;margin:20px;background:#fff;color:#333\">{body}</body></html>", encoding="utf-8")
    png = tmp_path / "page.png"
    subprocess.run([str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--window-size=900,420", f"--screenshot={png}", page.as_uri()], check=True, capture_output=True,
                   timeout=120)
    rgb = np.asarray(Image.open(png).convert("RGB")).copy()
    s = PrivacySettings()
    red = FrameRedactor(s, Labels("salt"), "rec", lambda t: f"frame_{t:.0f}.png")
    out = red(0.0, rgb)
    filled = (out == np.array(s.fill, np.uint8)).all(axis=2) | (out == np.array(s.marker, np.uint8)).all(axis=2)
    ink = rgb.sum(axis=2) < 450  # the text is #333: the marker's black is no ink
    for i, (text, private) in enumerate(LINES):
        y0 = TOP + i * 30
        band_ink, band_filled = ink[y0:y0 + 20], filled[y0:y0 + 20]
        assert band_ink.any(), f"line {i} was drawn"
        share = band_filled[band_ink].mean()
        if private:
            assert share >= 0.9, f"{text!r}: {share:.0%} of its ink filled"
        else:
            assert share == 0, f"{text!r}: {share:.0%} of its ink filled"
    published = [ln.text for ln in red.lines_of("frame_0.png")]
    assert sum(t.startswith("<TEXT_") for t in published) >= 4, published
    assert "Account settings" in published and "Save changes and continue" in published
