"""The annotation stage against the fake OpenAI-compatible server (tests/fakemodel.py) on synthetic recordings:
answers depend only on the request (so order and concurrency do not matter), good, malformed, slow, rate-limited
or failing by script. What leaves the machine for the privacy corpus's recordings: tests/test_privacy.py."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import polars as pl
import pytest
from day import run_day
from fakemodel import FakeModel, Reply, annotation_reply, published_frames, sent_frames, tag
from helpers import make
from synth import Action

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import DatasetConfig, RunContext
from cuaflow.schemas.quality import AnnotateSettings
from cuaflow.tasks.export import build_dataset
from cuaflow.tasks.samples.annotate import Refused, annotate_day, read_answer
from cuaflow.tasks.samples.annotation_files import CACHE, steps_path, trajectories_path

DATE = "2025-01-01"
USAGE = {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120}


def with_usage(reply: Reply) -> Reply:
    if reply.body is None and reply.status == 200:
        message = {"role": "assistant", "content": reply.content}
        reply.body = json.dumps({"choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
                                 "usage": USAGE}).encode()
    return reply


def script(kind: str = "good", delay: float = 0.0) -> Any:
    seen: dict[str, int] = {}

    def answer(request: dict[str, Any], n: int) -> Reply:
        t = tag(request)
        seen[t] = seen.get(t, 0) + 1
        reply = annotation_reply(request)
        if kind == "mixed":  # by the request's own hash: the same steps whatever the order
            if t[0] in "01":  # malformed every time
                reply = Reply(content="I think the user clicks somewhere.")
            elif t[0] in "23" and seen[t] == 1:  # malformed once, then good
                reply = Reply(content='{"observation": "x"')
            elif t[0] in "45" and seen[t] == 1:  # rate-limited once
                return Reply(status=429, body=b'{"error": "slow down"}', headers={"retry-after": "0"})
            elif t[0] == "6" and seen[t] == 1:  # a server error once
                return Reply(status=503, body=b'{"error": "overloaded"}')
        reply.delay = delay
        return with_usage(reply)
    return answer


def settings(url: str, model: str, **kw: Any) -> AnnotateSettings:
    return AnnotateSettings(endpoint=url, model=model, backoff_s=0.0, concurrency=kw.pop("concurrency", 3),
                            price_prompt=1.0, price_completion=2.0, **kw)


def tables(out: Path) -> tuple[bytes, bytes]:
    return (out / steps_path(DATE)).read_bytes(), (out / trajectories_path(DATE)).read_bytes()


@pytest.fixture(scope="module")
def corpus_out(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    base = tmp_path_factory.mktemp("annotate")
    for k, rid in enumerate(("privacy0", "privacy1")):  # two recordings of two tasks: 14 requests in all
        make(base / "src", rid, actions=[Action("click", x=40 + 30 * k, y=30), Action("type", text="ab"),
                                         Action("click", x=150, y=90), Action("key", keys=("Return",)),
                                         Action("double_click", x=200, y=60), Action("scroll", x=160, y=100,
                                                                                    delta=-3.0, notches=3)])
    run_day(base / "src", base / "out", DATE)
    return {"src": base / "src", "out": base / "out", "base": base}


def test_answers_are_read_strictly() -> None:
    ok, err = read_answer("step", json.dumps({"observation": "a", "thought": "b", "action": "c"}))
    assert err is None and ok is not None and ok["redundant"] is False
    assert read_answer("step", '{"observation": "a", "thought": "", "action": "c"}')[0] is None
    assert read_answer("step", '{"observation": "a", "thought": "b", "action": "c", "mistaken": "no"}')[0] is None
    assert read_answer("trajectory", '{"done": true, "efficiency": "great"}')[0] is None
    assert read_answer("step", "no json here")[1] == "malformed: no JSON object in the answer"


def test_a_labs_prompts_are_checked(tmp_path: Path) -> None:
    from cuaflow.tasks.samples.annotate import Prompts

    (tmp_path / "mine").mkdir()
    for name, text in (("system", "You annotate."), ("step", "Task {task}, {colour}"), ("trajectory", "{task}")):
        (tmp_path / "mine" / f"{name}.txt").write_text(text)
    with pytest.raises(Refused, match=r"step.txt: unknown field\(s\) \['colour'\]"):
        Prompts.load(AnnotateSettings(endpoint="http://127.0.0.1:9/v1", model="m", prompts="mine",
                                      prompts_dir=str(tmp_path)))
    with pytest.raises(Refused, match="prompt version 'absent'"):
        Prompts.load(AnnotateSettings(endpoint="http://127.0.0.1:9/v1", model="m", prompts="absent"))


def test_cached_and_rerun_asks_nothing(corpus_out: dict[str, Any]) -> None:
    out = corpus_out["out"]
    root = open_root(str(out))
    with FakeModel(script()) as fake:
        first = annotate_day(root, DATE, settings(fake.url, "m-good"))
        received = list(fake.requests)
    assert first.failed == first.malformed == 0 and first.answered == first.steps + first.trajectories > 10
    assert first.requests == len(received) == first.answered
    assert (first.prompt_tokens, first.completion_tokens) == (100 * first.requests, 20 * first.requests)
    assert first.cost == pytest.approx((100 * 1.0 + 20 * 2.0) * first.requests / 1e6)
    assert sent_frames(received) <= published_frames(out)  # every image sent is a published frame
    written = tables(out)
    with FakeModel(script()) as fake:
        again = annotate_day(root, DATE, settings(fake.url, "m-good"))
        assert fake.requests == [] and again.requests == 0 and again.cached == first.answered
    assert tables(out) == written
    steps = pl.read_parquet(out / steps_path(DATE))
    assert steps["error"].null_count() == steps.height and steps["thought"].null_count() == 0
    # the review page shows each annotated step's observation, thought and reflection with its frames
    from cuaflow.tasks.review.review_data import recording_data

    page = recording_data(root, "privacy0", DATE)
    shown = {e["row"]["step_index"]: e["row"] for e in page.steps if "annotation_thought" in e["row"]}
    expected = {r["step_index"]: r for r in steps.filter(pl.col("recording_id") == "privacy0").to_dicts()}
    assert shown.keys() == expected.keys() and all(
        shown[k]["annotation_thought"] == expected[k]["thought"] and "pre" in e
        and shown[k]["judged_mistaken"] == expected[k]["mistaken"] for e in page.steps
        for k in [e["row"]["step_index"]] if k in shown)


def test_the_command_resumes_from_the_cache(corpus_out: dict[str, Any], capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from cuaflow.flows.cli import main

    monkeypatch.setenv("FAKE_KEY", "sk-test-not-written")
    with FakeModel(script()) as fake:
        assert main(["annotate", "--output", str(corpus_out["out"]), "--endpoint", fake.url, "--model", "m-cli",
                     "--api-key-env", "FAKE_KEY", "--json"]) == 0
        first = json.loads(capsys.readouterr().out)
        assert first["requests"] == len(fake.requests) == first["steps"] + first["trajectories"]
        assert set(fake.authorizations) == {"Bearer sk-test-not-written"}
    with FakeModel(script()) as fake:
        assert main(["annotate", "--output", str(corpus_out["out"]), "--endpoint", fake.url, "--model", "m-cli",
                     "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["requests"] == 0 and fake.requests == []
    written = b"".join(p.read_bytes() for p in (corpus_out["out"] / "annotations").rglob("*") if p.is_file())
    assert b"sk-test-not-written" not in written


def test_malformed_rate_limited_failing(corpus_out: dict[str, Any]) -> None:
    root = open_root(str(corpus_out["out"]))
    with FakeModel(script("mixed")) as fake:
        o = annotate_day(root, DATE, settings(fake.url, "m-mixed", malformed_retries=1))
        tags = [tag(r) for r in fake.requests]
    expected_bad = {t for t in tags if t[0] in "01"}
    assert o.malformed == len(expected_bad) > 0 and o.failed == 0
    steps = pl.read_parquet(corpus_out["out"] / steps_path(DATE))
    bad = steps.filter(pl.col("error").is_not_null())
    assert bad.height + pl.read_parquet(corpus_out["out"] / trajectories_path(DATE))["error"].is_not_null().sum() \
        == len(expected_bad)
    assert bad["thought"].null_count() == bad.height and bad["observation"].null_count() == bad.height
    # asked twice (malformed_retries 1), retried after 429/503 with the same request
    assert all(tags.count(t) == 2 for t in expected_bad)
    # never a thought in an export: a dataset with reasoning has none for the malformed steps
    cfg = DatasetConfig.model_validate({"reasoning": {"answer": ["observation", "thought"], "model": "m-mixed"},
                                        "output": {"formats": ["cudag", "llamafactory"]}, "test": {"count": 0}})
    info = build_dataset(RunContext(source_url=str(corpus_out["src"]), output_url=str(corpus_out["out"]),
                                    dataset=cfg))
    ds = Path(info.path)
    lines = [json.loads(x) for sp in ("train", "val", "test") for x in
             (ds / "sharegpt" / f"{sp}.jsonl").read_text().splitlines()]
    with_reasoning = {(ln["id"]) for ln in lines if ln["messages"][-1]["content"].startswith("Observation: ")}
    bad_steps = {(r, s) for r, s in bad.select("recording_id", "step_index").rows()}
    assert with_reasoning and all(not ln["messages"][-1]["content"].startswith("Observation")
                                  for ln in lines if _step_of(ln["id"]) in bad_steps)
    assert info.annotations is not None and info.annotations["steps_unreadable"] == bad.height
    # OpenCUA's sections: observation, thought and the described action before `## Code:` and the call
    cfg = DatasetConfig.model_validate({"reasoning": {"answer": ["observation", "thought", "action"],
                                                      "style": "opencua", "model": "m-mixed"},
                                        "output": {"formats": ["llamafactory"]}, "test": {"count": 0}})
    ds = Path(build_dataset(RunContext(source_url=str(corpus_out["src"]), output_url=str(corpus_out["out"]),
                                       dataset=cfg)).path)
    good_rows = {(r["recording_id"], r["step_index"]): r for r in steps.filter(pl.col("error").is_null()).to_dicts()}
    seen = 0
    for sp in ("train", "val", "test"):
        for ln in map(json.loads, (ds / "sharegpt" / f"{sp}.jsonl").read_text().splitlines()):
            a = good_rows.get(_step_of(ln["id"]))
            if a is None:
                continue
            seen += 1
            assert ln["messages"][-1]["content"].startswith(
                f"## Observation:\n{a['observation']}\n\n## Thought:\n{a['thought']}\n\n## Action:\n{a['action']}"
                "\n\n## Code:\n<tool_call>")
            assert "## Code:" in ln["messages"][0]["content"]  # the system turn asks for it
    assert seen


def test_history_as_described_actions(corpus_out: dict[str, Any]) -> None:
    """`reasoning.history: actions`: the prompt's previous steps are the annotations' described actions (L1), in
    the order the recording did them; no call is left in a history whose steps are all annotated."""
    root = open_root(str(corpus_out["out"]))
    with FakeModel(script()) as fake:
        annotate_day(root, DATE, settings(fake.url, "m-hist"))
    described = {(r, i): a for r, i, a in pl.read_parquet(corpus_out["out"] / steps_path(DATE)).select(
        "recording_id", "step_index", "action").rows()}
    cfg = DatasetConfig.model_validate({"reasoning": {"history": "actions", "model": "m-hist"},
                                        "output": {"formats": ["llamafactory"]}, "test": {"count": 0}})
    ds = Path(build_dataset(RunContext(source_url=str(corpus_out["src"]), output_url=str(corpus_out["out"]),
                                       dataset=cfg)).path)
    lines = [json.loads(x) for sp in ("train", "val", "test") for x in
             (ds / "sharegpt" / f"{sp}.jsonl").read_text().splitlines()]
    by_rec: dict[str, list[int]] = {}
    for rec, step in sorted(_step_of(ln["id"]) for ln in lines):
        by_rec.setdefault(rec, []).append(step)
    checked = 0
    for ln in lines:
        rec, step = _step_of(ln["id"])
        before = [i for i in by_rec[rec] if i < step][-5:]  # the samples' history_actions (5) when made
        user = ln["messages"][-2]["content"]
        if before:
            expected = "\n".join(f"{k + 1}. {described[(rec, i)]}" for k, i in enumerate(before))
            assert user.endswith(f"Previous actions:\n{expected}") and "{" not in user.split("Previous actions:")[1]
            checked += 1
        assert not ln["messages"][-1]["content"].startswith("Thought")  # no level asked in the answer
    assert checked > 4


def _step_of(sample_id: str) -> tuple[str, int]:
    rec, s = sample_id.removeprefix("test_").rsplit("_s", 1)  # a test row's id is its test case's
    return rec, int(s[:4])


def test_budget_stops_cleanly_and_a_rerun_finishes(corpus_out: dict[str, Any]) -> None:
    root = open_root(str(corpus_out["out"]))
    with FakeModel(script()) as fake:
        o = annotate_day(root, DATE, settings(fake.url, "m-budget", concurrency=1, max_requests=3))
    assert o.stopped and o.stopped.startswith("budget: 3 requests") and o.requests == 3 and o.answered == 3
    steps, trajs = (pl.read_parquet(corpus_out["out"] / p) for p in (steps_path(DATE), trajectories_path(DATE)))
    assert steps.height + trajs.height == 3 and o.skipped == o.steps + o.trajectories - 3
    with FakeModel(script()) as fake:
        rest = annotate_day(root, DATE, settings(fake.url, "m-budget", concurrency=1))
        assert len(fake.requests) == o.steps + o.trajectories - 3 and rest.cached == 3


def test_kill_9_midway_then_rerun_equals_uninterrupted(corpus_out: dict[str, Any]) -> None:
    base: Path = corpus_out["base"]
    a, b = base / "kill-a", base / "kill-b"
    for p in (a, b):
        shutil.copytree(corpus_out["out"], p, ignore=shutil.ignore_patterns("annotations"))
    with FakeModel(script()) as fake:
        annotate_day(open_root(str(a)), DATE, settings(fake.url, "m-kill"))
    with FakeModel(script(delay=0.15)) as fake:
        code = ("import sys; from cuaflow.connectors.storage import open_root; "
                "from cuaflow.schemas.quality import AnnotateSettings; "
                "from cuaflow.tasks.samples.annotate import annotate_day; "
                f"annotate_day(open_root({str(b)!r}), {DATE!r}, AnnotateSettings(endpoint={fake.url!r}, "
                "model='m-kill', concurrency=1, price_prompt=1.0, price_completion=2.0))")
        proc = subprocess.Popen([sys.executable, "-c", code], start_new_session=True)
        try:
            deadline = time.monotonic() + 60
            while len(list((b / CACHE).rglob("*.json"))) < 3 and time.monotonic() < deadline:
                time.sleep(0.05)
        finally:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait()
    kept = len(list((b / CACHE).rglob("*.json")))
    assert kept >= 3 and not (b / steps_path(DATE)).exists()
    with FakeModel(script()) as fake:
        o = annotate_day(open_root(str(b)), DATE, settings(fake.url, "m-kill"))
        assert o.cached == kept and len(fake.requests) == o.steps + o.trajectories - kept
    assert tables(a) == tables(b)


def test_privacy_off_is_refused_unless_allowed(tmp_path: Path) -> None:
    from helpers import make
    from synth import Action

    make(tmp_path / "src", "20250101_100000", actions=[Action("click", x=80, y=60), Action("type", text="hi")])
    run_day(tmp_path / "src", tmp_path / "out", DATE, settings=_privacy_off())
    root = open_root(str(tmp_path / "out"))
    with FakeModel(script()) as fake:
        with pytest.raises(Refused, match="privacy off"):
            annotate_day(root, DATE, settings(fake.url, "m"))
        assert fake.requests == []
        o = annotate_day(root, DATE, settings(fake.url, "m", allow_unredacted=True))
        assert o.answered == len(fake.requests) > 0


def _privacy_off() -> Any:
    from cuaflow.schemas.settings import PipelineSettings

    return PipelineSettings.model_validate({"privacy": {"enabled": False}})


@pytest.mark.usefixtures("prefect_api")
def test_the_flow_takes_its_key_from_a_secret_block(corpus_out: dict[str, Any]) -> None:
    from prefect.blocks.system import Secret

    from cuaflow.flows.annotate_flow import annotate_flow

    Secret(value="sk-block-not-written").save("annotate-key", overwrite=True)
    with FakeModel(script()) as fake:
        summary = annotate_flow(str(corpus_out["out"]), {"endpoint": fake.url, "model": "m-flow",
                                                         "api_key_block": "annotate-key"})
        assert summary["answered"] == len(fake.requests) > 0
        assert set(fake.authorizations) == {"Bearer sk-block-not-written"}
    written = b"".join(p.read_bytes() for p in (corpus_out["out"] / "annotations").rglob("*") if p.is_file())
    assert b"sk-block-not-written" not in written
