"""Model coordinate dialects (tasks/dialects/): the image sizes each family's pipeline makes, the round trip of a
point through each dialect, and a perfect model's answers written by hand in each family's own output form,
scored on ground truth; a wrong mapping of the same answers fails.

The sizes below were worked by hand from the families' code (tasks/dialects/README.md): Qwen2-VL's smart resize
rounds each side to a multiple of the factor (half to even), then scales into [min_pixels, max_pixels];
LLaMA-Factory first scales to image_max_pixels with the sides truncated; Anthropic's harness scales to the first
of XGA/WXGA/FWXGA of the screen's aspect."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest

from cuaflow.schemas.dialects import DialectParams
from cuaflow.schemas.evaluation import ReadSettings
from cuaflow.tasks import dialects
from cuaflow.tasks.evaluation.cases import Case
from cuaflow.tasks.evaluation.scorer import score

SCREENS = [(480, 300), (1920, 1080), (2880, 1800), (3840, 2160)]
CAP = DialectParams(image_max_pixels=768 * 768)  # LLaMA-Factory's default image_max_pixels, as shipped
QWEN25 = {(480, 300): (476, 308), (1920, 1080): (1932, 1092), (2880, 1800): (2884, 1792),
          (3840, 2160): (3836, 2156)}
QWEN25_CAPPED = {(480, 300): (476, 308), (1920, 1080): (1036, 588), (2880, 1800): (980, 616),
                 (3840, 2160): (1036, 588)}
QWEN3 = {(480, 300): (480, 288), (1920, 1080): (1920, 1088), (2880, 1800): (2880, 1792), (3840, 2160): (3840, 2176)}
CLAUDE = {(480, 300): (480, 300), (1920, 1080): (1366, 768), (2880, 1800): (1280, 800), (3840, 2160): (1366, 768)}
SENT: dict[tuple[str, bool], dict[tuple[int, int], tuple[int, int]]] = {
    ("ru", False): {s: s for s in SCREENS}, ("openai", False): {s: s for s in SCREENS},
    ("opencua-qwen2", False): {s: s for s in SCREENS}, ("glm", False): {s: s for s in SCREENS},
    ("qwen25", False): QWEN25, ("qwen25", True): QWEN25_CAPPED, ("uitars15", False): QWEN25,
    ("uitars15", True): QWEN25_CAPPED, ("qwen3", False): QWEN3, ("claude", False): CLAUDE}


def test_every_dialect_has_its_entry_and_its_source() -> None:
    assert {"ru", "qwen25", "uitars15", "opencua-qwen2", "qwen3", "glm", "claude", "openai"} <= set(dialects.DIALECTS)
    assert all(spec.source and spec.family for spec in dialects.DIALECTS.values())
    with pytest.raises(dialects.DialectError, match="takes no image_max_pixels"):
        dialects.check(dialects.get("openai"), CAP)
    with pytest.raises(dialects.DialectError, match="unknown dialect"):
        dialects.get("qwen2.5")


@pytest.mark.parametrize(("name", "capped"), sorted(SENT))
def test_round_trip_within_the_models_own_unit(name: str, capped: bool) -> None:
    """Each screen: the size sent is the family's; a point the model writes maps back to native pixels and is
    written again as the same number; a native point written as the model writes it (whole units) comes back
    within half a unit of the model's space — within one native pixel wherever the model sees the screen at
    half its size or more — and the exact map comes back within a native pixel everywhere."""
    params = CAP if capped else DialectParams()
    spec = dialects.get(name)
    for (w, h), sent in SENT[name, capped].items():
        u = dialects.use(spec, params, w, h)
        assert u.sent_size == sent, (name, w, h)
        ux, uy = dialects.unit_native(u)
        for fx, fy in itertools.product((0.0, 0.013, 0.5, 0.777, 0.999, 1.0), repeat=2):
            px, py = fx * w, fy * h
            mx, my = dialects.from_native(u, px, py)
            bx, by = dialects.to_native(u, mx, my)
            assert abs(bx - px) <= ux / 2 + 1e-6 and abs(by - py) <= uy / 2 + 1e-6
            if ux <= 2 and uy <= 2:
                assert abs(bx - px) <= 1 and abs(by - py) <= 1
            assert dialects.from_native(u, bx, by) == (mx, my)  # the model's number survives the trip
            rx, ry = dialects.to_ru(u, *_exact_model(u, px, py))
            assert abs(rx / 1000 * w - px) < 1 and abs(ry / 1000 * h - py) < 1


def _exact_model(u: dialects.DialectUse, px: float, py: float) -> tuple[float, float]:
    """A native point in the model's space without rounding, from the space's definition."""
    spec, (w, h), (sw, sh) = dialects.get(u.dialect), u.image_size, u.sent_size
    if spec.space == "pixels":
        return px * sw / w, py * sh / h
    if spec.space == "fraction":
        return px / w, py / h
    if spec.space == "grid":
        g = u.params.grid_end or spec.grid_end or 1000
        return px / w * g, py / h * g
    return px / w * 1000, py / h * 1000


def test_the_grid_end_is_a_parameter() -> None:
    u = dialects.use(dialects.get("qwen3"), DialectParams(grid_end=999), 1920, 1080)
    assert dialects.to_ru(u, 999, 0) == (1000.0, 0.0) and dialects.from_ru(u, 1000, 500) == (999, 500)
    assert dialects.to_ru(dialects.use(dialects.get("qwen3"), DialectParams(), 1920, 1080), 999, 0)[0] == 999.0


# --- a perfect model's answers in each family's own output form ---------------------------------------------

TARGETS = [(0.123, 0.877), (0.5, 0.5), (0.8, 0.31)]  # fractions of the screen
BOX = 4  # RU either side of the target: tight, so a mapping off by 0.5 % fails


def cases() -> list[Case]:
    out = []
    for (w, h), (k, (fx, fy)) in itertools.product(SCREENS, enumerate(TARGETS)):
        x, y = round(fx * 1000), round(fy * 1000)
        out.append(Case(test_id=f"{w}x{h}-{k}", expected={"action": "left_click", "coordinate": [x, y]},
                        tolerance=(10, 10), bbox=[x - BOX, y - BOX, x + BOX, y + BOX], image_size=[w, h]))
    return out


def _target(case: Case) -> tuple[float, float, int, int]:
    w, h = case.image_size or [0, 0]
    k = int(case.test_id.split("-")[1])
    return TARGETS[k][0], TARGETS[k][1], w, h


def tool_call(x: float, y: float) -> str:
    return ('<tool_call>\n{"name": "computer_use", "arguments": {"action": "left_click", "coordinate": '
            f'[{x}, {y}]}}}}\n</tool_call>')


def resized(sizes: dict[tuple[int, int], tuple[int, int]], case: Case) -> tuple[int, int]:
    fx, fy, w, h = _target(case)
    sw, sh = sizes[w, h]
    return round(fx * sw), round(fy * sh)


WRITERS: dict[str, Any] = {
    # cuaflow's own: RU
    "ru": lambda c: tool_call(*[round(v * 1000) for v in _target(c)[:2]]),
    # Qwen2.5-VL / Fara: computer_use tool call, pixels of the smart-resized image
    "qwen25": lambda c: tool_call(*resized(QWEN25, c)),
    # OpenCUA-7B/32B (the same space): pyautogui with absolute pixels, after its ## Thought / ## Action / ## Code
    "opencua-7b": lambda c: ("## Thought\nThe button is there.\n## Action\nClick it.\n## Code\n```python\n"
                             "pyautogui.click(x={}, y={})\n```".format(*resized(QWEN25, c))),
    # the same family fine-tuned by LLaMA-Factory at image_max_pixels 589,824
    "qwen25-capped": lambda c: tool_call(*resized(QWEN25_CAPPED, c)),
    "uitars15": lambda c: ("Thought: the target is there.\nAction: click(start_box='<|box_start|>({},{})"
                           "<|box_end|>')".format(*resized(QWEN25, c))),
    "opencua-qwen2": lambda c: "```python\npyautogui.click(x={:.4f}, y={:.4f})\n```".format(*_target(c)[:2]),
    "qwen3": lambda c: tool_call(*[round(v * 1000) for v in _target(c)[:2]]),
    "glm": lambda c: "<|begin_of_box|>[{},{},{},{}]<|end_of_box|>".format(*_glm_box(c)),
    "glm-action": lambda c: "Action: left_click(start_box='<|begin_of_box|>[{},{}]<|end_of_box|>')".format(
        *[round(v * 1000) for v in _target(c)[:2]]),
    "claude": lambda c: {"role": "assistant", "content": [
        {"type": "text", "text": "Clicking."},
        {"type": "tool_use", "id": "toolu_1", "name": "computer",
         "input": {"action": "left_click", "coordinate": list(resized(CLAUDE, c))}}]},
    "openai": lambda c: {"type": "computer_call", "call_id": "call_1", "action": {
        "type": "click", "button": "left", "x": round(_target(c)[0] * _target(c)[2]),
        "y": round(_target(c)[1] * _target(c)[3])}},
}


def _glm_box(c: Case) -> list[int]:
    x, y = (round(v * 1000) for v in _target(c)[:2])
    return [x - 6, y - 5, x + 6, y + 5]


# how each file is read: with no flag (the form or the values tell), or with the dialect named
READ = {"ru": ReadSettings(units="auto", dialect="ru"), "qwen25": ReadSettings(units="auto", dialect="qwen25"),
        "opencua-7b": ReadSettings(units="auto", dialect="qwen25"),
        "qwen25-capped": ReadSettings(units="auto", dialect="qwen25", dialect_params=CAP),
        "uitars15": ReadSettings(units="auto", dialect="uitars15"), "opencua-qwen2": ReadSettings(units="auto"),
        "qwen3": ReadSettings(units="auto", dialect="qwen3"), "glm": ReadSettings(units="auto"),
        "glm-action": ReadSettings(units="auto"), "claude": ReadSettings(units="auto"),
        "openai": ReadSettings(units="auto")}
# the same files read in a plausible but wrong space
WRONG = {"qwen25": ReadSettings(units="pixels"), "opencua-7b": ReadSettings(units="auto", dialect="uitars15",
                                                                              dialect_params=CAP),
         "qwen25-capped": ReadSettings(units="auto", dialect="qwen25"),
         "uitars15": ReadSettings(units="auto", dialect="openai"), "claude": ReadSettings(units="pixels"),
         "openai": ReadSettings(units="auto", dialect="claude"), "opencua-qwen2": ReadSettings(units="ru")}


@pytest.mark.parametrize("family", sorted(WRITERS))
def test_a_perfect_model_in_its_own_form_scores_one(family: str) -> None:
    cs = cases()
    preds = {c.test_id: WRITERS[family](c) for c in cs}
    # through a file, as `cuaflow eval` reads it
    preds = {tid: json.loads(json.dumps(p)) for tid, p in preds.items()}
    report = score(cs, preds, read=READ[family])
    assert report.step_accuracy == 1.0, (family, report.reasons, [r.predicted_point for r in report.cases])
    assert report.units is not None and report.units.how not in ("auto-ambiguous", "refused", "mixed")
    if family in WRONG:
        assert score(cs, preds, read=WRONG[family]).step_accuracy < 1.0, family


def test_auto_never_scores_resized_pixels_in_a_guessed_space() -> None:
    cs = cases()
    preds = {c.test_id: WRITERS["qwen25"](c) for c in cs}
    report = score(cs, preds, read=ReadSettings(units="auto"))
    assert report.units is not None and report.units.lines.get("refused", 0) > 0
    assert "unknown_space" in report.reasons and "--dialect" in report.units.note
    # each line alone is decided as it is in the file: the mix of screens changes nothing
    for c in cs:
        alone = score([c], {c.test_id: preds[c.test_id]}, read=ReadSettings(units="auto"))
        assert alone.cases[0].reason == next(r.reason for r in report.cases if r.test_id == c.test_id)


def test_the_report_names_the_mapping_and_its_round_trip_error() -> None:
    cs = cases()
    report = score(cs, {c.test_id: WRITERS["qwen25-capped"](c) for c in cs}, read=READ["qwen25-capped"])
    u = report.units
    assert u is not None and u.how == "given" and u.units == "pixels"
    assert "qwen25 (1920x1080 sent as 1036x588; factor 28, min_pixels 3136, max_pixels 12845056, image_max_pixels " \
           "589824): pixels of 1036x588 → RU x/1036·1000, y/588·1000" in u.mappings
    assert u.roundtrip_native_px == round(3840 / 1036 / 2, 3)


@pytest.mark.parametrize(("text", "calls"), [
    ("<|begin_of_box|>left_double_click(start_box='[120,340]')<|end_of_box|>",
     [{"action": "double_click", "coordinate": [120.0, 340.0]}]),
    ("Action: left_drag(start_box='[10,20]', end_box='[30,40]')",
     [{"action": "left_click_drag", "start_coordinate": [10.0, 20.0], "coordinate": [30.0, 40.0]}]),
    ("key(keys='ctrl+c')", [{"action": "key", "keys": ["ctrl", "c"]}]),
    ("scroll(start_box='[500,500]', direction='up', step=2)",
     [{"action": "scroll", "pixels": -200.0, "coordinate": [500.0, 500.0]}]),
    ("type(content='hello')", [{"action": "type", "text": "hello"}]),
    ("DONE()", [{"action": "terminate", "status": "success"}]),
    ("The field is at <|begin_of_box|>[100,200,300,400]<|end_of_box|>.",
     [{"action": "left_click", "coordinate": [200.0, 300.0]}]),
])
def test_glm_answers_are_read(text: str, calls: list[dict[str, Any]]) -> None:
    from cuaflow.tasks.evaluation.formats import parse_output

    parsed = parse_output(text)
    assert parsed.calls == calls
    if not text.startswith("type("):  # GLM's `type` is UI-TARS's too: the same call either way
        assert (parsed.format, parsed.implied) == ("glm", "glm")


def test_the_default_dialect_leaves_no_trace_in_a_version() -> None:
    from cuaflow.schemas.dataset_config import DatasetConfig

    base = DatasetConfig()
    qwen = base.model_copy(update={"output": base.output.model_copy(update={"dialect": "qwen25"})})
    assert "dialect" not in base.content()["output"] and qwen.content()["output"]["dialect"] == "qwen25"
    assert base.fingerprint() != qwen.fingerprint()
