"""A fresh clone skips what needs docker-compose, chromium, Xvfb or ffmpeg; CI turns those skips into failures."""

from __future__ import annotations

import pytest
from helpers import REQUIRE_ALL, require


def test_absent_prerequisite_skips_on_a_fresh_clone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(REQUIRE_ALL, raising=False)
    with pytest.raises(pytest.skip.Exception, match=r"^chromium is not installed$"):
        require(None, "chromium is not installed")
    require("/usr/bin/chromium", "never raised when present")


def test_absent_prerequisite_fails_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(REQUIRE_ALL, "1")
    with pytest.raises(pytest.fail.Exception, match=f"docker-compose is not installed .required: {REQUIRE_ALL}"):
        require(None, "docker-compose is not installed")
