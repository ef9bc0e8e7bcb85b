"""`cuaflow predict` against a fake OpenAI-compatible server on 127.0.0.1 (tests/fakemodel.py: the one stand-in,
no model runs here), then `eval`, `eval compare` and the page on the result, over one tiny exported dataset of real
H.264 recordings (every recording in the test split, LLaMA-Factory lines with one history screenshot):

- every request carries exactly the exported sample's system turn, prompt and images;
- an HTTP 503, a body that is not a chat completion and a slow answer are retried; a malformed model output is
  written with its raw text and scored `unparsable`; cases that get no answer are not written, the run stops after
  a run of them and exits 1, and a rerun asks only those (a line cut short is dropped first);
- episodes are asked with the model's own history;
- baselines, provenance, unknown ids in the text output, exit codes, the comparison and the page."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from day import run_day
from fakemodel import FakeModel, Reply, images_of, scripted
from helpers import make
from synth import Action

from cuaflow.connectors.synth import with_snapshots
from cuaflow.flows.cli import main
from cuaflow.schemas.config import RunContext, parse_config
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.tasks.export import build_dataset

DAY = "2025-05-01"


@pytest.fixture(scope="module")
def dataset(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src, out = tmp_path_factory.mktemp("pr-src"), tmp_path_factory.mktemp("pr-out")
    for k in range(2):
        actions = with_snapshots([
            Action("click", x=60.0 + 40 * k, y=50.0), Action("type", text=f"note {k}"), Action("key", keys=("Tab",)),
            Action("drag", x=80.0, y=60.0, x2=200.0, y2=120.0), Action("scroll", x=150.0, y=100.0, delta=-2.0,
                                                                     notches=3),
            Action("double_click", x=220.0, y=140.0)], (320, 200))
        make(src, f"20250501_10000{k}", date=DAY, actions=actions, seed=k, ax_display=False)
    cfg = parse_config(DatasetConfig, {
        "name_prefix": "pr", "seed": 1, "splits": {"train": 0.0, "val": 0.0, "test": 1.0},
        "families": {"action": 1.0, "action_low_level": 0.0, "grounding": 0.0},
        "prompt": {"history_actions": 3, "history_images": 1},
        "output": {"formats": ["cudag", "llamafactory", "seed003"]}}, "test")
    ctx = RunContext(source_url=str(src), output_url=str(out), dataset=cfg)
    run_day(src, out, DAY, ctx=ctx)
    return Path(build_dataset(ctx).path)


def cases_of(ds: Path) -> list[dict[str, Any]]:
    return list(json.loads((ds / "test" / "test.json").read_text()))


def sharegpt(ds: Path) -> dict[str, dict[str, Any]]:
    rows = [json.loads(line) for line in (ds / "sharegpt" / "test.jsonl").read_text().splitlines()]
    return {r["id"]: r for r in rows}  # a test line is named by its case: `test_<sample id>`, as test.json names it


def oracle(ds: Path) -> Any:
    """Answers each request with its case's expected call, found by the current screenshot."""
    by_image = {hashlib.sha256((ds / "test" / t["screenshot"]).read_bytes()).hexdigest(): t for t in cases_of(ds)}

    def answer(request: dict[str, Any], n: int) -> Reply:
        t = by_image[hashlib.sha256(images_of(request)[-1]).hexdigest()]
        return Reply(content=f"<tool_call>\n{json.dumps(t['expected_action'])}\n</tool_call>")
    return answer


def predict(ds: Path, url: str, out: Path, *extra: str) -> int:
    return main(["predict", "--dataset", str(ds), "--endpoint", url, "--model", "fake", "--out", str(out),
                 "--backoff", "0", *extra])


def lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def evaluate(ds: Path, path: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> dict[str, Any]:
    capsys.readouterr()
    assert main(["eval", "--dataset", str(ds), "--predictions", str(path), "--json", *extra]) == 0
    return dict(json.loads(capsys.readouterr().out))


def test_every_request_is_the_exported_sample(dataset: Path, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    rows = sharegpt(dataset)
    by_image = {hashlib.sha256((dataset / r["images"][-1]).read_bytes()).hexdigest(): tid for tid, r in rows.items()}
    out = tmp_path / "p.jsonl"
    with FakeModel(oracle(dataset)) as fake:
        assert predict(dataset, fake.url, out, "--concurrency", "3") == 0
    assert len(fake.requests) == len(rows) == len(lines(out))
    assert any(len(r["images"]) == 2 for r in rows.values())  # history screenshots are part of the samples
    for request in fake.requests:
        row = rows[by_image[hashlib.sha256(images_of(request)[-1]).hexdigest()]]
        system, user = request["messages"]
        assert request["model"] == "fake" and system == {"role": "system", "content": row["messages"][0]["content"]}
        text = "".join(p["text"] if p["type"] == "text" else "<image>" for p in user["content"])
        assert text == row["messages"][1]["content"]
        assert images_of(request) == [(dataset / rel).read_bytes() for rel in row["images"]]
    line = lines(out)[0]
    assert line["model"] == "fake" and line["parsed"] and line["format"] == "cudag" and line["attempts"] == 1
    assert evaluate(dataset, out, capsys)["step_accuracy"] == 1.0


def test_a_version_written_before_the_id_rule_is_asked_with_its_history(dataset: Path, tmp_path: Path) -> None:
    """Its LLaMA-Factory test lines are named by sample (no `test_`): each case still finds its line."""
    assert set(sharegpt(dataset)) == {t["test_id"] for t in cases_of(dataset)}
    old = tmp_path / "old"
    shutil.copytree(dataset, old)
    f = old / "sharegpt" / "test.jsonl"
    f.write_text("".join(json.dumps(r | {"id": r["id"].removeprefix("test_")}) + "\n" for r in lines(f)))
    with FakeModel(oracle(old)) as fake:
        assert predict(old, fake.url, tmp_path / "p.jsonl") == 0
    sent = sorted(len(images_of(r)) for r in fake.requests)
    assert sent == sorted(len(r["images"]) for r in lines(f)) and sent[-1] == 2  # the history screenshots too


def test_retries_a_malformed_answer_and_resume(dataset: Path, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    tests = cases_of(dataset)
    first, second = tests[0], tests[1]
    good = Reply(content=f"<tool_call>{json.dumps(first['expected_action'])}</tool_call>")
    malformed = '<tool_call>\n{"name": "computer", "arguments": {"action": "left_cl'
    script = [Reply(status=503, body=b'{"error": "busy"}', headers={"retry-after": "0"}),
              Reply(body=b"<html>upstream error</html>"),  # HTTP 200, not a chat completion
              Reply(delay=0.6, content="too late"), good, Reply(content=malformed)]
    out = tmp_path / "p.jsonl"
    with FakeModel(scripted(script, Reply(status=500, body=b"{}"))) as fake:
        code = predict(dataset, fake.url, out, "--concurrency", "1", "--retries", "3", "--timeout", "0.3")
    err = capsys.readouterr().err
    assert code == 1 and "stopped: 10 cases in a row got no answer" in err and "no answer for" in err
    written = lines(out)
    assert [w["test_id"] for w in written] == [first["test_id"], second["test_id"]]
    assert written[0]["attempts"] == 4 and written[1]["prediction"] == malformed
    assert written[1]["parsed"] is None and written[1]["parse_error"].startswith("unparsable")
    assert len(fake.requests) == 5 + 10 * 4  # the two answered cases, then 10 cases of 4 attempts
    with out.open("a") as fh:
        fh.write('{"test_id": "test_cut", "predi')  # a crash in the middle of a line
    with FakeModel(oracle(dataset)) as fake:
        assert predict(dataset, fake.url, out, "--concurrency", "2") == 0
    assert len(fake.requests) == len(tests) - 2  # only what had no answer
    assert sorted(w["test_id"] for w in lines(out)) == sorted(t["test_id"] for t in tests)
    report = evaluate(dataset, out, capsys)
    case = next(c for c in report["cases"] if c["test_id"] == second["test_id"])
    assert case["reason"].startswith("unparsable") and case["raw"] == malformed
    assert report["correct"] == len(tests) - 1


def test_episodes_are_asked_with_the_models_own_history(dataset: Path, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    own = {"action": "left_click", "coordinate": [10, 10]}  # not what anyone recorded
    answer = Reply(content=f'<tool_call>{{"name": "computer", "arguments": {json.dumps(own)}}}</tool_call>')
    out = tmp_path / "p.jsonl"
    with FakeModel(scripted([], answer)) as fake:
        assert predict(dataset, fake.url, out, "--trajectories", "--concurrency", "2") == 0
    trajectories = [json.loads(t) for t in (dataset / "trajectories.jsonl").read_text().splitlines()]
    n_steps = sum(len(t["steps"]) for t in trajectories)
    episode_lines = [w for w in lines(out) if w.get("mode") == "episode"]
    assert len(episode_lines) == n_steps
    assert {w["step"] for w in episode_lines} == set(range(max(len(t["steps"]) for t in trajectories)))
    own_line = json.dumps(own)

    def text(request: dict[str, Any]) -> str:
        return "".join(p.get("text", "") for p in request["messages"][-1]["content"])
    with_own = [r for r in fake.requests if own_line in text(r)]
    assert len(with_own) == n_steps - len(trajectories)  # every episode step after the first
    # step k shows its own last min(k, history_actions = 3) calls, and one history screenshot
    assert sorted(text(r).count(own_line) for r in with_own) == sorted(
        min(k, 3) for t in trajectories for k in range(1, len(t["steps"])))
    assert all(len(images_of(r)) == 2 for r in with_own)
    recorded = [r for r in fake.requests if "Previous actions" in text(r) and own_line not in text(r)]
    assert recorded  # the test cases keep the recorded history
    report = evaluate(dataset, out, capsys)
    t = report["trajectories"]
    assert t["history"] == "own" and t["episodes"] == len(trajectories) and t["missing_steps"] == 0


def test_baselines_provenance_unknown_ids_and_exit_codes(dataset: Path, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    files = {}
    for kind in ("ground-truth", "centre", "repeat"):
        files[kind] = tmp_path / f"{kind}.jsonl"
        assert main(["predict", "--dataset", str(dataset), "--baseline", kind, "--out", str(files[kind])]) == 0
    card = (dataset / "README.md").read_text()
    for kind, name in (("ground-truth", "ground truth"), ("centre", "click the centre"),
                       ("repeat", "repeat the previous action")):
        report = evaluate(dataset, files[kind], capsys)
        assert f"| {name} | {report['step_accuracy']:.4f} |" in card  # the card's figures, the same scorer
    report = evaluate(dataset, files["ground-truth"], capsys)
    prov = report["provenance"]
    assert prov["predictions_sha256"] == hashlib.sha256(files["ground-truth"].read_bytes()).hexdigest()
    assert prov["dataset_manifest_sha256"] == hashlib.sha256((dataset / "manifest.json").read_bytes()).hexdigest()
    assert prov["models"] == ["baseline:ground-truth"] and prov["scorer_version"]
    assert report["units"]["how"] == "declared"
    with files["centre"].open("a") as fh:
        fh.write(json.dumps({"test_id": "test_nowhere", "prediction": "x"}) + "\n")
    capsys.readouterr()
    assert main(["eval", "--dataset", str(dataset), "--predictions", str(files["centre"])]) == 0
    assert "test_nowhere" in capsys.readouterr().out  # unknown ids are in the text output too
    assert main(["eval", "--dataset", str(dataset), "--predictions", str(tmp_path / "missing.jsonl")]) == 2
    assert "cannot read the predictions file" in capsys.readouterr().err
    assert main(["predict", "--dataset", str(dataset), "--out", str(tmp_path / "x.jsonl")]) == 2
    # a file of another model's answers is neither resumed by this one nor overwritten by a baseline
    assert predict(dataset, "http://127.0.0.1:9/v1", files["centre"]) == 2
    err = capsys.readouterr().err
    assert "already holds answers of baseline:centre, lines naming no model, not fake" in err
    assert main(["predict", "--dataset", str(dataset), "--baseline", "repeat", "--out", str(files["centre"])]) == 2
    assert main(["eval", "--dataset", str(dataset)]) == 2


def test_compare_two_files(dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    gt, centre = tmp_path / "gt.jsonl", tmp_path / "centre.jsonl"
    for kind, path in (("ground-truth", gt), ("centre", centre)):
        assert main(["predict", "--dataset", str(dataset), "--baseline", kind, "--out", str(path)]) == 0
    n = len(cases_of(dataset))
    capsys.readouterr()
    assert main(["eval", "compare", str(centre), str(gt), "--dataset", str(dataset), "--json"]) == 0
    c = json.loads(capsys.readouterr().out)
    assert c["overall"]["difference"] == 1.0 and c["overall"]["b_wins"] == n and c["overall"]["a_wins"] == 0
    assert c["overall"]["mcnemar_p"] == pytest.approx(2 * 0.5 ** n, rel=1e-3)
    assert set(c["by_action"]) >= {"left_click", "type", "key"} and c["a"]["provenance"]["predictions_sha256"]
    assert main(["eval", "--dataset", str(dataset), "compare", str(gt), str(gt)]) == 0  # options before it too
    text = capsys.readouterr().out
    assert "difference B − A +0.0000" in text and "McNemar exact p = 1" in text


def test_the_page_shows_what_was_expected_and_predicted(dataset: Path, tmp_path: Path) -> None:
    tests = {t["expected_action"]["arguments"]["action"]: t for t in cases_of(dataset)}
    drag, typed, scroll, click = tests["left_click_drag"], tests["type"], tests["scroll"], tests["left_click"]
    preds = {  # every point inside the 640x400 screenshots: RU or pixels, the file cannot tell
        drag["test_id"]: {"action": "left_click_drag", "start_coordinate": [390, 390], "coordinate": [300, 300]},
        typed["test_id"]: {"action": "type", "text": "something else entirely"},
        scroll["test_id"]: {"action": "scroll", "coordinate": [5, 5],
                            "pixels": -scroll["expected_action"]["arguments"]["pixels"]},
        click["test_id"]: "I think I should click the button <tool_call>{oops",
    }
    path = tmp_path / "p.jsonl"
    path.write_text("".join(json.dumps({"test_id": k, "prediction": v}) + "\n" for k, v in preds.items()))
    page_dir = tmp_path / "page"
    assert main(["eval", "--dataset", str(dataset), "--predictions", str(path), "--html", str(page_dir)]) == 0
    page = (page_dir / "index.html").read_text()
    assert page.index("step accuracy") < page.index("<figure") and "<th>app</th>" in page
    assert "id='r-missing'" in page and "id='r-wrong_text'" in page and "id='r-unparsable'" in page
    card = page[page.index(f"id='{drag['test_id']}'"):]
    card = card[:card.index("</figure>")]
    for cls in ("expected-start", "expected-drag", "predicted-start", "predicted-drag", "expected-start-box"):
        assert f"class={cls}" in card
    card = page[page.index(f"id='{typed['test_id']}'"):]
    assert "something else entirely" in card[:card.index("</figure>")]
    assert typed["expected_action"]["arguments"]["text"] in card[:card.index("</figure>")]
    card = page[page.index(f"id='{click['test_id']}'"):]
    assert "class=raw" in card[:card.index("</figure>")] and "I think I should click" in card
    card = page[page.index(f"id='{scroll['test_id']}'"):]
    assert "class=unscored-point" in card[:card.index("</figure>")]
    assert "class=predicted-point" not in card[:card.index("</figure>")]
    assert "Units: 2 lines auto-ambiguous: the values read both as RU and as pixels: RU assumed" in page
    thumb = page[page.index("<a class=frame"):].split("'")[1]
    assert (page_dir / thumb).is_file() and f"images/{Path(drag['screenshot']).name}" in page


@pytest.mark.parametrize(("dialect", "space", "options", "sent"), [
    ("qwen25", "pixels", [], (644, 392)),  # 640x400 smart-resized: 23 x 28, 14 x 28
    ("qwen25", "pixels", ["--image-max-pixels", "20000"], (168, 112)),  # truncated to 178x111 first, then 6/4 x 28
    ("opencua-qwen2", "fraction", [], (640, 400)),
])
def test_predict_in_a_dialect_scores_without_a_flag(dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                    dialect: str, space: str, options: list[str],
                                                    sent: tuple[int, int]) -> None:
    """The screenshot is resized as the dialect says before it is sent, the prompt says the size where the family's
    agent does, every line records the space; the model answers in the space of the image it received, and eval
    maps every line back with no flag."""
    from fakemodel import in_dialect, received_size

    out = tmp_path / "p.jsonl"
    with FakeModel(in_dialect(dataset, space)) as fake:
        assert predict(dataset, fake.url, out, "--dialect", dialect, *options) == 0
    assert all(received_size(images_of(r)[-1]) == sent for r in fake.requests)
    statement = f"The screen's resolution is {sent[0]}x{sent[1]}."
    assert all((statement in r["messages"][0]["content"]) == (dialect == "qwen25") for r in fake.requests)
    got = lines(out)
    assert {(line["dialect"], tuple(line["image_size"]), tuple(line["sent_size"])) for line in got} == {
        (dialect, (640, 400), sent)}
    report = evaluate(dataset, out, capsys)
    assert report["step_accuracy"] == 1.0 and report["units"]["how"] == "recorded"
    # the same answers without their record: not scored in a guessed space as if they were right
    bare = tmp_path / "bare.jsonl"
    bare.write_text("".join(json.dumps({"test_id": line["test_id"], "prediction": line["prediction"]}) + "\n"
                            for line in got))
    if space == "pixels":
        assert evaluate(dataset, bare, capsys)["step_accuracy"] < 1.0
        assert evaluate(dataset, bare, capsys, "--dialect", dialect, *options)["step_accuracy"] == 1.0
