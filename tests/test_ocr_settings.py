"""The OCR engine's settings are a section of their own (`ocr:`): a settings file written before, with the keys
under `privacy:`, loads the same with a one-line note, and fingerprints as it did (the dataset versions built from
it keep their names)."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest
import yaml

from cuaflow.schemas.config import ConfigError
from cuaflow.schemas.settings import PipelineSettings
from cuaflow.tasks.configuration import load_settings

# `PipelineSettings().fingerprint()` as computed before `ocr:` was a section (the keys under `privacy:`)
DEFAULT_FINGERPRINT_BEFORE = "43f78ad9b2ee83a90e147b9b0e01bb14629f33932d9d59162f8729f7e119d389"


def test_the_default_settings_fingerprint_as_before() -> None:
    assert PipelineSettings().fingerprint() == DEFAULT_FINGERPRINT_BEFORE


def test_an_old_file_with_the_ocr_keys_under_privacy_loads_the_same(tmp_path: Path) -> None:
    old, new = tmp_path / "old.yaml", tmp_path / "new.yaml"
    old.write_text(yaml.safe_dump({"privacy": {"mode": "strict", "ocr_threads": 3, "device": "cpu",
                                               "change_threshold": 20}}))
    new.write_text(yaml.safe_dump({"privacy": {"mode": "strict"},
                                   "ocr": {"threads": 3, "device": "cpu", "change_threshold": 20}}))
    with pytest.warns(FutureWarning) as noted:
        before = load_settings(old)
    assert len(noted) == 1 and "\n" not in str(noted[0].message)
    assert "privacy.ocr_threads → ocr.threads" in str(noted[0].message)
    after = load_settings(new)
    assert before == after and (after.ocr.threads, after.ocr.device, after.ocr.change_threshold) == (3, "cpu", 20)
    assert before.fingerprint() == after.fingerprint() != PipelineSettings().fingerprint()


def test_a_key_set_in_both_places_with_two_values_is_refused(tmp_path: Path) -> None:
    both = tmp_path / "both.yaml"
    both.write_text(yaml.safe_dump({"privacy": {"ocr_threads": 2}, "ocr": {"threads": 4}}))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # refused, not noted
        with pytest.raises(ConfigError, match=r"(?s)both.yaml.*privacy.ocr_threads \(2\) and ocr.threads \(4\) both"):
            load_settings(both)
