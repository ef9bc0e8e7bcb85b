"""`cuaflow predict`: a model served behind an OpenAI-compatible endpoint answers a dataset version's test cases
(and, with `trajectories`, the test split's trajectories step by step with its own history), one JSONL line per
answer, appended as it arrives:

    {"test_id": …, "prediction": <the model's output as it came: text, or {"content", "tool_calls"}>,
     "model": …, "parsed": [<calls as read, the model's units>] | null, "format": …, "parse_error": …,
     "attempts": 2, "latency_ms": 840, "finish_reason": "stop"}
    episode steps add "mode": "episode", "task_id", "step"
    a dialect other than ru adds "dialect", "dialect_params" (every parameter, defaults included), "image_size"
    (the screenshot's own) and "sent_size" (the image the model was sent)

`cuaflow eval` scores `prediction` (any `--format`, `--units`); `parsed` is what this run read, and what the
model's own history in episodes was built from. A rerun skips every id already answered (a line cut short by a
crash is dropped first), so an interrupted run resumes; a case that got no answer after its retries is not
written (it is asked again next time) and makes the command exit 1. `--baseline` writes the reference
baselines as files instead (RU, `units` declared)."""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from cuaflow.connectors.storage import Root
from cuaflow.schemas.evaluation import PredictSettings
from cuaflow.tasks import dialects
from cuaflow.tasks.evaluation import prompts
from cuaflow.tasks.evaluation.cases import Case
from cuaflow.tasks.evaluation.client import Answer, Client, NoAnswer
from cuaflow.tasks.evaluation.episodes import Trajectory
from cuaflow.tasks.evaluation.formats import parse_output
from cuaflow.tasks.evaluation.scorer import centre_click, ground_truth, repeat_previous

BASELINES: dict[str, Callable[[list[Case]], dict[str, Any]]] = {
    "centre": centre_click, "repeat": repeat_previous, "ground-truth": ground_truth}


@dataclass
class Outcome:
    """What a predict run did."""

    asked: int = 0  # requests this run had to make
    answered: int = 0
    resumed: int = 0  # ids already in the file, skipped
    failed: list[tuple[str, str]] = field(default_factory=list)  # (test id, last reason)
    stopped: str | None = None  # why the run stopped early
    retried: int = 0
    notes: list[str] = field(default_factory=list)


def read_answered(path: Path) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
    """The lines already in an output file (steps, episode steps) by test id; a last line cut short by a crash
    is dropped from the file first, so appending goes on from whole lines."""
    if not path.exists():
        return {}, {}
    text = path.read_text(encoding="utf-8")
    if text and not text.endswith("\n"):
        text = text[: text.rfind("\n") + 1]
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    steps: dict[str, dict[str, Any]] = {}
    episodes: dict[str, dict[str, Any]] = {}
    for line in text.splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        if isinstance(obj, dict) and isinstance(obj.get("test_id"), str):
            (episodes if obj.get("mode") == "episode" else steps).setdefault(obj["test_id"], obj)
    return steps, episodes


def foreign_lines(out: Path, model: str) -> str | None:
    """Why `out` cannot take this model's answers (it holds another model's), or None: resuming must never mix two
    models in one file, nor a baseline overwrite a model's answers."""
    steps, episodes = read_answered(out) if out.exists() else ({}, {})
    others = sorted({str(line.get("model") or "lines naming no model") for line in [*steps.values(),
                                                                                  *episodes.values()]} - {model})
    if others:
        return (f"{out} already holds answers of {', '.join(others)}, not {model}: give another --out, or remove "
                "the file to start again")
    return None


class Progress:
    """One line on stderr: answered/total, retries, failures, rate, ETA (rewritten in place on a terminal, else
    printed every tenth of the work)."""

    def __init__(self, total: int, stream: TextIO | None = None) -> None:
        self.total, self.done, self.failed = total, 0, 0
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty()
        self.started = time.monotonic()
        self.step = max(1, total // 10)
        self.lock = threading.Lock()

    def line(self, retried: int) -> str:
        elapsed = time.monotonic() - self.started
        rate = self.done / elapsed if elapsed > 0 else 0.0
        eta = (self.total - self.done - self.failed) / rate if rate else 0.0
        return (f"predict: {self.done}/{self.total} answered, {retried} retried, {self.failed} failed · "
                f"{rate:.2f}/s · ETA {time.strftime('%H:%M:%S', time.gmtime(eta))}")

    def tick(self, ok: bool, retried: int) -> None:
        with self.lock:
            self.done += ok
            self.failed += not ok
            n = self.done + self.failed
            if self.tty:
                print("\r" + self.line(retried), end="" if n < self.total else "\n", file=self.stream, flush=True)
            elif n % self.step == 0 or n == self.total:
                print(self.line(retried), file=self.stream, flush=True)


class _Run:
    """The state the worker threads share: the client, the output file, the counters, the stop flag."""

    def __init__(self, ds: Root, src: prompts.PromptSource, s: PredictSettings, out: Path, total: int,
                 stream: TextIO | None) -> None:
        self.ds, self.src, self.s = ds, src, s
        self.spec = dialects.get(s.dialect)
        self.client = Client(s)
        self.fh = out.open("a", encoding="utf-8")
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.in_a_row = 0
        self.outcome = Outcome(asked=total)
        self.progress = Progress(total, stream)

    def close(self) -> None:
        self.client.close()
        self.fh.close()

    def record(self, test_id: str, answer: Answer, extra: dict[str, Any]) -> dict[str, Any]:
        parsed = parse_output(answer.prediction, self.s.read.format, self.s.read.scroll_unit_pixels)
        line = {"test_id": test_id, "prediction": answer.prediction, "model": self.s.model, **extra,
                "parsed": parsed.calls if parsed.error is None else None, "format": parsed.format}
        if parsed.error:
            line["parse_error"] = parsed.error
        line |= {"attempts": answer.attempts, "latency_ms": answer.latency_ms, "finish_reason": answer.finish_reason}
        with self.lock:
            self.fh.write(json.dumps(line, ensure_ascii=False) + "\n")
            self.fh.flush()
            self.outcome.answered += 1
            self.in_a_row = 0
        self.progress.tick(True, self.client.retried)
        return line

    def ask(self, test_id: str, asked: prompts.Asked, extra: dict[str, Any]) -> dict[str, Any] | None:
        if self.stop.is_set():
            return None
        try:
            asked, u = prompts.in_dialect(self.ds, asked, self.spec, self.s.dialect_params)
            if u is not None:  # the space of the answer, on its line: eval maps it back without a flag
                extra = {**extra, "dialect": u.dialect, "dialect_params": dialects.resolved(self.spec, u.params),
                         "image_size": list(u.image_size), "sent_size": list(u.sent_size)}
            answer = self.client.ask(prompts.messages(self.ds, asked, self.spec, self.s.dialect_params))
        except NoAnswer as exc:
            with self.lock:
                self.outcome.failed.append((test_id, f"{exc} (after {exc.attempts} attempt(s))"))
                self.in_a_row += 1
                if self.in_a_row >= self.s.max_failed_in_a_row and not self.stop.is_set():
                    self.outcome.stopped = f"{self.in_a_row} cases in a row got no answer (last: {exc})"
                    self.stop.set()
            self.progress.tick(False, self.client.retried)
            return None
        return self.record(test_id, answer, extra)

    def own_calls(self, line: dict[str, Any]) -> list[str]:
        parsed = parse_output(line.get("prediction"), self.s.read.format, self.s.read.scroll_unit_pixels)
        return [prompts.history_line(c) for c in parsed.calls] if parsed.error is None else []

    def episode(self, t: Trajectory, done: dict[str, dict[str, Any]]) -> None:
        """A trajectory's steps in order, each asked with the model's own previous calls; stops at a step with
        no answer (the next steps need it)."""
        own: list[str] = []
        for k, case in enumerate(t.steps):
            line = done.get(case.test_id) or self.ask(
                case.test_id, prompts.for_step(self.src, t, k, own),
                {"mode": "episode", "task_id": t.task_id, "step": k})
            if line is None:
                return
            own += self.own_calls(line)


def _pending_steps(t: Trajectory, done: dict[str, dict[str, Any]]) -> int:
    return sum(c.test_id not in done for c in t.steps)


def predict(ds: Root, cases: list[Case], trajectories: list[Trajectory], src: prompts.PromptSource,
            settings: PredictSettings, out: Path, stream: TextIO | None = None) -> Outcome:
    """Ask every test case (and the test split's trajectories) not yet in `out`; returns what happened."""
    steps_done, eps_done = read_answered(out)
    todo = [c for c in cases if c.test_id not in steps_done]
    episodes = [t for t in trajectories if t.split == "test" and t.steps] if settings.trajectories else []
    total = len(todo) + sum(_pending_steps(t, eps_done) for t in episodes)
    run = _Run(ds, src, settings, out, total, stream)
    run.outcome.resumed = len(cases) - len(todo) + sum(len(t.steps) - _pending_steps(t, eps_done)
                                                       for t in episodes)
    run.outcome.notes = list(src.notes)
    pool = ThreadPoolExecutor(max_workers=settings.concurrency)
    try:
        futures = [pool.submit(run.ask, c.test_id, prompts.for_case(src, c), {}) for c in todo]
        futures += [pool.submit(run.episode, t, eps_done) for t in episodes if _pending_steps(t, eps_done)]
        for f in as_completed(futures):
            f.result()
    except BaseException:
        # Ctrl-C: nothing new starts; requests in flight still write their answers, every line whole (the
        # file is closed at exit), and a rerun resumes after them
        run.stop.set()
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown(wait=True)
    run.outcome.retried = run.client.retried
    run.close()
    return run.outcome


def write_baseline(kind: str, cases: list[Case], out: Path) -> int:
    """A reference baseline as a predictions file (RU, declared), written whole; returns its line count."""
    preds = BASELINES[kind](cases)
    lines = [{"test_id": tid, "prediction": {"name": "computer", **p}, "model": f"baseline:{kind}", "units": "ru"}
             for tid, p in preds.items()]
    tmp = out.with_name(out.name + ".tmp")
    tmp.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    os.replace(tmp, out)
    return len(lines)


__all__ = ["BASELINES", "Outcome", "Progress", "foreign_lines", "predict", "read_answered", "write_baseline"]
