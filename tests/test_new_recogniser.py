"""Adding a recogniser is what tasks/privacy/README.md "Adding a recogniser" says, and nothing else: this test writes a
new entity type's one module (below, as its author would), adds its `Recogniser` to `recognisers.RECOGNISERS`
(the one table entry) and checks that every part of privacy takes it: the settings file may name it (and still
refuses a name no recogniser has), a run with the default settings searches for it, text gets its own surrogate,
a drawn frame read by the real OCR engine has its characters filled, and the audit lists it."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from cuaflow.schemas.config import ConfigError
from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.configuration import load_settings
from cuaflow.tasks.privacy import audit, recognisers
from cuaflow.tasks.privacy.recognisers import Detector
from cuaflow.tasks.privacy.redactor import FrameRedactor
from cuaflow.tasks.privacy.surrogates import Labels

# The new entity type's whole module: employee badge numbers `EMP-` and six digits, with a cheap gate.
MODULE = '''
"""Employee badge numbers (EMP-204518)."""

from cuaflow.tasks.privacy.matchers import Matcher
from cuaflow.tasks.privacy.recognisers import Recogniser

PATTERNS = (("employee_badge", r"\\bEMP-\\d{6}\\b", 0.9),)

RECOGNISER = Recogniser("EMPLOYEE_ID", "EMPLOYEE", lambda text: "EMP" in text.upper(),
                        lambda _settings: [Matcher("employee_badge", "EMPLOYEE_ID", PATTERNS)])
'''
BADGE = "EMP-204518"
LINE = f"Badge {BADGE} issued"
FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


@pytest.fixture(scope="module")
def badge(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    path = tmp_path_factory.mktemp("recogniser") / "badge.py"
    path.write_text(MODULE)
    spec = importlib.util.spec_from_file_location("badge_recogniser", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture()
def added(badge: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(recognisers, "RECOGNISERS", (*recognisers.RECOGNISERS, badge.RECOGNISER))


def _settings_file(tmp_path: Path, entities: str) -> Path:
    p = tmp_path / "pipeline.yaml"
    p.write_text(f"privacy:\n  entities: {entities}\n")
    return p


def test_the_settings_file_names_it_only_once_it_is_in_the_table(tmp_path: Path, badge: ModuleType,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ConfigError, match="EMPLOYEE_ID"):
        load_settings(_settings_file(tmp_path, "[EMPLOYEE_ID]"))
    monkeypatch.setattr(recognisers, "RECOGNISERS", (*recognisers.RECOGNISERS, badge.RECOGNISER))
    assert load_settings(_settings_file(tmp_path, "[EMPLOYEE_ID, EMAIL_ADDRESS]")).privacy.entities == [
        "EMPLOYEE_ID", "EMAIL_ADDRESS"]
    with pytest.raises(ConfigError, match="EMPLOYE_ID"):  # a typo is still refused, naming the file
        load_settings(_settings_file(tmp_path, "[EMPLOYE_ID]"))


@pytest.mark.usefixtures("added")
def test_default_settings_search_for_it_and_text_gets_its_surrogate() -> None:
    det = Detector(PrivacySettings())
    found = [f for f in det.find(LINE) if f.entity == "EMPLOYEE_ID"]
    assert [(LINE[f.start:f.end], f.detector) for f in found] == [(BADGE, "employee_badge")]
    assert Labels("salt").label("EMPLOYEE_ID", BADGE) == "<EMPLOYEE_1>"
    assert "EMPLOYEE_ID" in audit.audit(PrivacySettings(), None, None).entities
    only_email = Detector(PrivacySettings(entities=["EMAIL_ADDRESS"]))
    assert not [f for f in only_email.find(LINE) if f.entity == "EMPLOYEE_ID"]


@pytest.mark.usefixtures("added")
def test_a_frame_showing_it_is_filled_on_its_characters() -> None:
    img = Image.new("RGB", (640, 80), (246, 246, 244))
    draw = ImageDraw.Draw(img)
    font = ImageFont.truetype(str(FONT), 22)
    draw.text((24, 26), LINE, font=font, fill=(20, 20, 20))
    x0 = 24 + draw.textlength("Badge ", font=font)
    x1 = 24 + draw.textlength(f"Badge {BADGE}", font=font)
    rgb = np.asarray(img).copy()
    s = PrivacySettings(entities=["EMPLOYEE_ID"])
    red = FrameRedactor(s, Labels("salt"), "rec", lambda t: f"frame_{t:.0f}.png")
    out = red(0.0, rgb)
    filled = (out == np.array(s.fill, np.uint8)).all(axis=2) | (out == np.array(s.marker, np.uint8)).all(axis=2)
    ink = (rgb.sum(axis=2) < 300)  # the text's dark pixels, where the drawing put them
    badge_ink, label_ink = ink[:, int(x0):int(np.ceil(x1))], ink[:, :int(x0) - 4]
    assert badge_ink.any() and filled[:, int(x0):int(np.ceil(x1))][badge_ink].all()  # every badge pixel covered
    assert not filled[:, :int(x0) - 4][label_ink].any()  # the label "Badge" stays readable
    assert [r["entity_type"] for r in red.rows.rows] == ["EMPLOYEE_ID"]
    assert [ln.text for ln in red.lines_of("frame_0.png")] == ["Badge <EMPLOYEE_1> issued"]
