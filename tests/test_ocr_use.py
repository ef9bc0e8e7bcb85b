"""Who OCR reads the published frames for is decided in one place (`tasks/ocr/use.py:ocr_use`), from
`privacy.enabled` (with its mode) and the three-state `targets.ocr`, and what each kept frame goes through follows
from it: privacy's redactor when privacy reads (an engine that cannot load quarantines: fail closed), the OCR wing's
text reader when the targets read alone (an engine that cannot load reads nothing), else nothing. The frames stage
only asks (tasks/ocr/README.md, "Who the frames are read for")."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from cuaflow.schemas.recording import LoadedRecording, Quarantine, RecordingMeta
from cuaflow.schemas.settings import OcrSettings, PipelineSettings, PrivacySettings, TargetSettings
from cuaflow.tasks import privacy
from cuaflow.tasks.ocr import OcrError, OcrUse, TextReader, ocr_engine, ocr_use
from cuaflow.tasks.ocr.errors import quarantine as ocr_quarantine
from cuaflow.tasks.ocr.ocr import GPU_PROVIDERS
from cuaflow.tasks.privacy import FrameRedactor, NoRedaction

REPO = Path(__file__).resolve().parent.parent

# (privacy.enabled, privacy.mode, targets.ocr) → (read for privacy in its mode, read for targets): the table of
# tasks/ocr/README.md, written out
CASES = [
    (True, "identifiers", None, "identifiers", True),
    (True, "identifiers", True, "identifiers", True),
    (True, "strict", None, "strict", True),
    (True, "identifiers", False, "identifiers", False),
    (False, "identifiers", True, None, True),
    (False, "strict", None, None, False),
    (False, "identifiers", False, None, False),
]


def _settings(enabled: bool, mode: str, targets: bool | None, device: str = "auto") -> PipelineSettings:
    return PipelineSettings(privacy=PrivacySettings(enabled=enabled, mode=mode), targets=TargetSettings(ocr=targets),
                            ocr=OcrSettings(device=device))  # type: ignore[arg-type]


def _recording() -> LoadedRecording:
    return LoadedRecording(meta=RecordingMeta(recording_id="r1", date="2025-01-01", source_format="clones"))


@pytest.mark.parametrize(("enabled", "mode", "targets", "for_privacy", "for_targets"), CASES)
def test_who_the_frames_are_read_for(enabled: bool, mode: str, targets: bool | None, for_privacy: str | None,
                                     for_targets: bool) -> None:
    use = ocr_use(_settings(enabled, mode, targets))
    assert (use.privacy, use.targets) == (for_privacy, for_targets)
    assert use.reads == (for_privacy is not None or for_targets) and use.fail_closed == (for_privacy is not None)
    assert str(use) == (" and ".join(n for n, on in (("privacy", for_privacy), ("targets", for_targets)) if on)
                        or "none")


@pytest.mark.parametrize(("enabled", "mode", "targets", "for_privacy", "for_targets"), CASES)
def test_what_a_kept_frame_goes_through_follows_from_it(enabled: bool, mode: str, targets: bool | None,
                                                        for_privacy: str | None, for_targets: bool) -> None:
    s = _settings(enabled, mode, targets)
    red = privacy.redaction(s.privacy, s.ocr).frames(_recording(), lambda pts: f"f{pts:.0f}.png", ocr_use(s))
    assert isinstance(red, FrameRedactor) == (for_privacy is not None)  # the test may tell them apart
    assert (red.reader is not None) == (for_privacy is not None or for_targets) == red.enabled
    assert (red.rows is not None) == (for_privacy is not None)
    rgb = np.full((40, 120, 3), 255, np.uint8)
    assert (red(0.0, rgb) == rgb).all()  # a blank frame: nothing to fill, whoever reads it


def _gpu_present() -> bool:
    return any(p in GPU_PROVIDERS for p in ocr_engine().providers)


def test_an_engine_that_cannot_load_fails_closed_only_for_privacy() -> None:
    """`ocr.device: gpu` on a machine without a GPU execution provider: the engine cannot load (a real condition
    of this machine, no stand-in)."""
    if _gpu_present():
        pytest.skip("this machine has a GPU execution provider: device gpu loads")
    with pytest.raises(OcrError, match=r"ocr\.device: gpu"):
        ocr_engine("gpu")
    on = _settings(True, "identifiers", None, device="gpu")
    with pytest.raises(Quarantine, match=r"^privacy: ocr.device: gpu.*nothing of this recording is published"):
        privacy.redaction(on.privacy, on.ocr).frames(_recording(), str, ocr_use(on))
    off = _settings(False, "identifiers", True, device="gpu")
    red = privacy.redaction(off.privacy, off.ocr).frames(_recording(), str, ocr_use(off))
    assert isinstance(red, NoRedaction) and red.reader is None and not red.enabled  # reads nothing: no OCR targets


def test_the_frames_stage_only_asks() -> None:
    """No privacy/targets switch in tasks/frames/, and no telling redactor types apart there."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in sorted((REPO / "tasks" / "frames").glob("*.py")))
    assert "ocr_use(" in code
    assert not re.search(r"privacy\.enabled|targets\.ocr\b", code)
    assert not re.search(r"isinstance\([^)]*(Redact|TextReader)", code)
    assert not re.search(r"\b(FrameRedactor|NoRedaction|TextReader)\b", code)


def test_a_use_that_reads_for_nobody_reads_nothing() -> None:
    assert not OcrUse(privacy=None, targets=False).reads and str(OcrUse(privacy=None, targets=False)) == "none"


def test_a_frame_ocr_fails_on_is_an_ocr_error_and_privacy_fails_closed_on_it() -> None:
    """A frame the engine cannot read (grey, not RGB): read for the text alone it is the wing's `OcrError`, whose
    quarantine says what to do; read by privacy it is privacy's failure (nothing of the recording is published)."""
    grey = np.zeros((40, 40), np.uint8)
    with pytest.raises(OcrError, match=r"^OCR failed on the frame at 1234 ms") as err:
        TextReader(OcrSettings(), str)(1234.0, grey)
    assert re.search(r"^OCR: OCR failed .*set targets\.ocr: false", ocr_quarantine(err.value).reason)
    s = _settings(True, "identifiers", None)
    red = privacy.redaction(s.privacy, s.ocr).frames(_recording(), str, ocr_use(s))
    with pytest.raises(privacy.PrivacyError, match=r"OCR failed on the frame at 1234 ms"):
        red(1234.0, grey)
