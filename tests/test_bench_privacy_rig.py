"""The privacy benchmark's rig (tests/benchmarks/screens/, bench_privacy_real.py), in small: one short session
rendered by Debian's chromium (a card number typed into the dark billing form, a scroll), written as a Clones
recording. Its ground truth must sit on the ink of the decoded video, the pipeline must read it like any
recording, and the pixel scoring must tell a covered identifier from a half-covered one. Skips without chromium."""

from __future__ import annotations

import itertools
import json
import shutil
import sys
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl
import pytest
from helpers import require

SCREENS = Path(__file__).parent / "benchmarks" / "screens"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DATE = "2025-03-14"
RID = "20250314_090000"


@pytest.fixture(scope="module")
def rig(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    sys.path.insert(0, str(SCREENS))
    import session
    from people import roster
    from playwright.sync_api import sync_playwright

    base = tmp_path_factory.mktemp("rig")
    people = roster()
    session.write_pages(base / "pages", people, 37)
    shots = base / "shots"
    shots.mkdir()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=session.CHROMIUM_ARGS)
        try:
            d = session.begin(session.open_page(browser, base / "pages", "form", "dark"), 1, shots)
            assert d.click("#contact [data-step='payment']")  # to the payment step
            assert d.click("#f-card")
            d.type(people[1].card, ("CREDIT_CARD", people[1].card))
            d.idle(700, 800)
            assert d.wheel(".page", 2)
            d.idle(900, 1000)
            plan = session.Plan(RID, "form", "dark", 0, 1)
            session.write(d, plan, base / "src" / DATE / RID, base / "truth.json.gz", shots, 10)
        finally:
            browser.close()
    return {"base": base, "card": people[1].card, "truth": session.load_truth(base / "truth.json.gz")}


def _typed(state: dict[str, Any]) -> list[Any]:
    return [it for it in state["ids"] if it[0].startswith("typed")]


def _last_typed_frame(truth: dict[str, Any]) -> int:
    """The last video frame before the scroll that shows the typed card whole."""
    ks = [k for k, s in enumerate(truth["frame_state"]) if any(it[3] for it in _typed(truth["states"][s]))]
    assert ks, "no frame shows the typed card"
    return ks[-1]


def test_ground_truth_sits_on_the_ink_of_the_decoded_video(rig: dict[str, Any]) -> None:
    from score import reference

    truth = rig["truth"]
    assert not _typed(truth["states"][truth["frame_state"][0]])  # the field is empty when the video starts
    k = _last_typed_frame(truth)
    (_, kind, value, full, boxes) = _typed(truth["states"][truth["frame_state"][k]])[0]
    assert (kind, value, full) == ("CREDIT_CARD", rig["card"], True)
    assert len(boxes) == len(rig["card"].replace(" ", ""))  # one ink box per digit, left to right
    assert all(a[2] <= b[0] + 1 for a, b in itertools.pairwise(boxes))
    ms = truth["frame_pts_ms"][k]
    img = reference(rig["base"] / "src" / DATE / RID / "recording.mp4", [ms])[ms].astype(np.int16)
    x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
    x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
    field = img[y0 - 4:y1 + 4, x1 + 6:x1 + 40]  # the empty rest of the field: its background
    bg = np.median(field.reshape(-1, 3), axis=0)
    assert np.abs(field - bg).max() < 24
    for x0, y0, x1, y1 in boxes:  # light digits on the dark field: every box holds ink, through H.264
        assert np.abs(img[y0:y1, x0:x1] - bg).max(axis=2).max() > 100


def test_pixel_scoring_tells_covered_from_half_covered(rig: dict[str, Any]) -> None:
    from score import Tally, fill_mask, reference

    truth = rig["truth"]
    k = _last_typed_frame(truth)
    state = truth["states"][truth["frame_state"][k]]
    ms = truth["frame_pts_ms"][k]
    decoded = reference(rig["base"] / "src" / DATE / RID / "recording.mp4", [ms])[ms]
    boxes = _typed(state)[0][4]
    covered, half = decoded.copy(), decoded.copy()
    x0, y0 = min(b[0] for b in boxes) - 2, min(b[1] for b in boxes) - 2
    x1, y1 = max(b[2] for b in boxes) + 2, max(b[3] for b in boxes) + 2
    covered[y0:y1, x0:x1] = (0, 0, 0)  # a black fill on a dark theme: only the ink and the field differ
    half[y0:y1, x0:(x0 + x1) // 2] = (0, 0, 0)
    results = {}
    for name, img in (("covered", covered), ("half", half), ("none", decoded)):
        tally = Tally()
        tally.add_frame(RID, "form dark", {"ids": _typed(state), "words": []}, fill_mask(img, decoded))
        results[name] = tally.recall()[0]
    assert results == {"covered": 1.0, "half": 0.0, "none": 0.0}


def test_the_pipeline_reads_it_like_any_clones_recording(rig: dict[str, Any], tmp_path: Path) -> None:
    from day import run_day

    from cuaflow.connectors.storage import open_root
    from cuaflow.schemas.config import RunContext
    from cuaflow.schemas.settings import PipelineSettings
    from cuaflow.tasks.run.committed import read_table

    settings = PipelineSettings.model_validate({"privacy": {"enabled": False}})
    src = rig["base"] / "src"
    day = run_day(src, tmp_path, DATE, ctx=RunContext(source_url=str(src), output_url=str(tmp_path),
                                                      settings=settings))
    assert [r.status for r in day.results.values()] == ["ok"]
    steps = read_table(open_root(str(tmp_path)), "steps").sort("step_index")
    calls = [(c["action"], c.get("text"), c.get("pixels"))
             for c in (json.loads(t)["arguments"] for t in steps["tool_call"].to_list())]
    assert [a for a, *_ in calls] == ["left_click", "left_click", "type", "scroll", "terminate"]
    assert calls[2][1] == rig["card"]
    assert calls[3][2] == 2 * 53  # two X11 notches on Linux
    acting = steps.filter(pl.col("kind") != "terminate")
    assert acting["pre_image"].null_count() == 0 and acting["post_image"].null_count() == 0
    assert not [f for fs in acting["flags"].to_list() for f in fs if f != "no_visible_effect"]
