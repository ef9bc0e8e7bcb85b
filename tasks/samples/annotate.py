"""The annotation stage: a vision-language model behind an OpenAI-compatible endpoint describes every step of the
published recordings of a day — what the screen shows (observation, L3), why the action (thought, L2), the action
in words (L1) and a reflection (redundant, mistaken, corrected later, why) — and judges each recording (task
done? efficient?). The prompts are files (`config/prompts/<version>/system.txt, step.txt, trajectory.txt`).

- **What leaves the machine**: the published (redacted) pre- and post-action frames and the samples' text (task,
  history, call: surrogates where privacy found personal data). A recording processed with privacy off is refused
  unless `allow_unredacted`. The key comes from the caller (an environment variable or a Prefect Secret block,
  resolved in flows/); it is never written.
- **Cached**: each answer is stored under `annotations/.cache/` by the sha256 of the whole request (prompt
  version, model, parameters, messages with their images) the moment it arrives; a rerun asks only what is not
  there and writes the same bytes; a run killed midway keeps every answer it had.
- **Budget**: requests, tokens, seconds; when one is spent nothing new is asked, what was answered is written.
- **Malformed answers** (not the JSON asked for) are asked again `malformed_retries` times, then recorded with
  `error` and no text: never a thought in an export. A request that got no answer is not cached (asked again).
- The HTTP client is `cuaflow predict`'s (tasks/evaluation/client.py): concurrency, retries with backoff,
  Retry-After, a stop after `max_failed_in_a_row` failures in a row.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from string import Formatter
from typing import Any

import polars as pl

from cuaflow.connectors.storage import Root
from cuaflow.schemas.evaluation import PredictSettings
from cuaflow.schemas.quality import ANNOTATION_SCHEMA, TRAJECTORY_ANNOTATION_SCHEMA, AnnotateSettings
from cuaflow.schemas.tables import polars_types
from cuaflow.tasks.evaluation.client import Client, NoAnswer
from cuaflow.tasks.parquet_io import parquet_bytes
from cuaflow.tasks.run.committed import read_table
from cuaflow.tasks.samples.annotation_files import cache_path, steps_path, trajectories_path

EFFICIENCY = ("efficient", "acceptable", "inefficient")
_STEP_TEXT = ("observation", "thought", "action")
_STEP_FLAGS = ("redundant", "mistaken", "corrected_later")
_FIELDS = {"step": {"task", "history", "step", "n_steps", "action"}, "trajectory": {"task", "actions"}}


class Refused(ValueError):
    """The stage will not send this data (privacy off without `allow_unredacted`), or cannot start."""


@dataclass
class Prompts:
    version: str
    system: str
    step: str
    trajectory: str

    @classmethod
    def load(cls, s: AnnotateSettings) -> Prompts:
        base = Path(s.prompts_dir) if s.prompts_dir else Path(str(resources.files("cuaflow.config"))) / "prompts"
        folder = base / s.prompts
        try:
            texts = [(folder / f"{n}.txt").read_text(encoding="utf-8") for n in ("system", "step", "trajectory")]
        except OSError as exc:
            raise Refused(f"prompt version {s.prompts!r}: {exc}") from None
        for name, text in zip(("step", "trajectory"), texts[1:], strict=True):
            try:
                used = {f for _, f, _, _ in Formatter().parse(text) if f}
            except ValueError as exc:
                raise Refused(f"{folder / name}.txt: not a valid template ({exc}); write literal braces as "
                              "{{ }}") from None
            unknown = sorted(used - _FIELDS[name])
            if unknown:
                raise Refused(f"{folder / name}.txt: unknown field(s) {unknown}; known: {sorted(_FIELDS[name])}")
        return cls(s.prompts, *texts)


@dataclass
class Outcome:
    """What a run did (the run summary)."""

    steps: int = 0  # steps to annotate in scope
    trajectories: int = 0
    requests: int = 0  # requests made by this run (retries included)
    cached: int = 0  # answers taken from the cache (no request)
    answered: int = 0  # readable answers asked by this run
    malformed: int = 0  # recorded without an annotation after its retries
    failed: int = 0  # got no answer (asked again next run)
    skipped: int = 0  # not asked: the budget was spent or the run stopped
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0
    stopped: str | None = None
    written: list[str] = field(default_factory=list)


@dataclass
class Job:
    kind: str  # step | trajectory
    date: str
    recording_id: str
    step_index: int | None
    messages: list[dict[str, Any]]
    key: str = ""


def _image(out: Root, rel: str) -> dict[str, Any]:
    data = out.read_bytes(rel)
    mime = "image/png" if rel.endswith(".png") else "image/jpeg" if rel.endswith((".jpg", ".jpeg")) else "image/webp"
    return {"type": "image_url", "image_url": {"url": f"data:{mime};base64,{base64.b64encode(data).decode()}"}}


def _fill(template: str, **fields: Any) -> str:
    return template.format(**fields)


def _call_text(call_json: str) -> str:
    call = json.loads(call_json)
    return json.dumps(call.get("arguments", call), ensure_ascii=False)


def plan(out: Root, date: str, s: AnnotateSettings, prompts: Prompts) -> list[Job]:
    """Every request a day needs, in (recording, step) order, each keyed by the hash of its whole request."""
    recordings = read_table(out, "recordings", [date])
    samples = read_table(out, "samples", [date])
    steps = read_table(out, "steps", [date])
    if not recordings.height or not samples.height:
        return []
    processed = recordings.filter(pl.col("status") == "processed")
    unredacted = processed.filter(pl.col("privacy").fill_null("off") == "off")["recording_id"].to_list() if (
        "privacy" in processed.columns) else processed["recording_id"].to_list()
    if unredacted and not s.allow_unredacted:
        raise Refused(f"{date}: {len(unredacted)} recording(s) were processed with privacy off "
                      f"({', '.join(sorted(unredacted)[:3])}…): their frames and text are not redacted. Set "
                      "`allow_unredacted: true` in the annotation settings to send them anyway")
    actions = samples.filter((pl.col("family").fill_null("action") == "action")
                             & pl.col("recording_id").is_in(processed["recording_id"].to_list()))
    post = {(r, i): p for r, i, p in steps.select("recording_id", "step_index", "post_image").rows()}
    system = {"role": "system", "content": prompts.system}
    jobs: list[Job] = []
    for (rec,), group in actions.sort("recording_id", "step_index").group_by(["recording_id"], maintain_order=True):
        rows = group.to_dicts()
        calls = [_call_text(r["tool_call"]) for r in rows]
        for k, r in enumerate(rows):
            history = "\n".join(f"{j + 1}. {c}" for j, c in enumerate(calls[max(0, k - s.history_steps):k]))
            text = _fill(prompts.step, task=r["instruction"], history=history or "(none)", step=k + 1,
                         n_steps=len(rows), action=calls[k])
            images = [r["image"]] + ([post[(rec, r["step_index"])]] if post.get((rec, r["step_index"])) else [])
            jobs.append(Job("step", date, str(rec), int(r["step_index"]), [system, {"role": "user", "content": [
                {"type": "text", "text": text}, *(_image(out, i) for i in images)]}]))
        finals = [p for r in rows[-s.final_screens:] for p in [post.get((rec, r["step_index"])) or r["image"]]]
        text = _fill(prompts.trajectory, task=rows[0]["instruction"],
                     actions="\n".join(f"{j + 1}. {c}" for j, c in enumerate(calls)))
        jobs.append(Job("trajectory", date, str(rec), None, [system, {"role": "user", "content": [
            {"type": "text", "text": text}, *(_image(out, i) for i in finals[-s.final_screens:])]}]))
    for job in jobs:
        job.key = hashlib.sha256(json.dumps(
            {"prompts": prompts.version, "model": s.model, "temperature": s.temperature, "max_tokens": s.max_tokens,
             "kind": job.kind, "messages": job.messages}, sort_keys=True).encode()).hexdigest()
    return jobs


def _json_object(text: str) -> dict[str, Any] | None:
    """The first JSON object of an answer (bare or in a ``` fence), or None."""
    m = re.search(r"\{.*\}", text or "", re.S)
    if not m:
        return None
    try:
        obj = json.loads(m.group(0))
    except ValueError:
        return None
    return obj if isinstance(obj, dict) else None


def read_answer(kind: str, text: str) -> tuple[dict[str, Any] | None, str | None]:
    """(fields, None) when the answer is what was asked, else (None, why)."""
    obj = _json_object(text)
    if obj is None:
        return None, "malformed: no JSON object in the answer"
    if kind == "step":
        missing = [k for k in _STEP_TEXT if not isinstance(obj.get(k), str) or not obj[k].strip()]
        bad = [k for k in _STEP_FLAGS if not isinstance(obj.get(k, False), bool)]
        if missing or bad:
            return None, f"malformed: {', '.join(missing + bad)} missing or of the wrong type"
        fields: dict[str, Any] = {k: " ".join(obj[k].split()) for k in _STEP_TEXT}
        fields |= {k: bool(obj.get(k, False)) for k in _STEP_FLAGS}
        fields["reflection"] = " ".join(str(obj.get("reflection") or "").split()) or None
        return fields, None
    if not isinstance(obj.get("done"), bool) or obj.get("efficiency") not in EFFICIENCY:
        return None, "malformed: done (true/false) or efficiency (efficient|acceptable|inefficient) missing"
    return {"done": obj["done"], "efficiency": obj["efficiency"],
            "reason": " ".join(str(obj.get("reason") or "").split()) or None}, None


class _Run:
    def __init__(self, out: Root, s: AnnotateSettings, token: str | None, outcome: Outcome) -> None:
        self.out, self.s, self.o = out, s, outcome
        self.client = Client(PredictSettings(
            endpoint=s.endpoint, model=s.model, concurrency=s.concurrency, retries=s.retries, backoff_s=s.backoff_s,
            timeout_s=s.timeout_s, temperature=s.temperature, max_tokens=s.max_tokens), token=token)
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.in_a_row = 0
        self.started = time.monotonic()

    def spent(self) -> str | None:
        s, o = self.s, self.o
        if s.max_requests is not None and o.requests >= s.max_requests:
            return f"budget: {o.requests} requests (max_requests {s.max_requests})"
        if s.max_total_tokens is not None and o.prompt_tokens + o.completion_tokens >= s.max_total_tokens:
            return f"budget: {o.prompt_tokens + o.completion_tokens} tokens (max_total_tokens {s.max_total_tokens})"
        if s.max_seconds is not None and time.monotonic() - self.started >= s.max_seconds:
            return f"budget: {time.monotonic() - self.started:.1f} s (max_seconds {s.max_seconds:g})"
        return None

    def _halt(self, why: str) -> None:
        with self.lock:
            if not self.stop.is_set():
                self.o.stopped = why
                self.stop.set()

    def ask(self, job: Job) -> None:
        entry: dict[str, Any] = {"key": job.key, "requests": 0, "prompt_tokens": 0, "completion_tokens": 0}
        for _ in range(self.s.malformed_retries + 1):
            with self.lock:
                why = self.spent()
            if why or self.stop.is_set():
                if why:
                    self._halt(why)
                with self.lock:
                    self.o.skipped += 1
                return
            try:
                answer = self.client.ask(job.messages)
            except NoAnswer as exc:
                with self.lock:
                    self.o.requests += exc.attempts
                    self.o.failed += 1
                    self.in_a_row += 1
                    if self.in_a_row >= self.s.max_failed_in_a_row:
                        self.o.stopped = f"{self.in_a_row} requests in a row got no answer (last: {exc})"
                        self.stop.set()
                return
            usage = answer.usage or {}
            with self.lock:
                self.in_a_row = 0
                self.o.requests += answer.attempts
                self.o.prompt_tokens += int(usage.get("prompt_tokens") or 0)
                self.o.completion_tokens += int(usage.get("completion_tokens") or 0)
            entry["requests"] += answer.attempts
            entry["prompt_tokens"] += int(usage.get("prompt_tokens") or 0)
            entry["completion_tokens"] += int(usage.get("completion_tokens") or 0)
            text = answer.prediction if isinstance(answer.prediction, str) else str(answer.prediction.get("content")
                                                                                    or "")
            fields, error = read_answer(job.kind, text)
            entry |= {"fields": fields, "error": error}
            if fields is not None:
                break
        with self.lock:
            if entry["error"]:
                self.o.malformed += 1
            else:
                self.o.answered += 1
        # whole and atomic, the moment it is known: a run killed after this line keeps the answer
        self.out.write_bytes(cache_path(job.key), (json.dumps(entry, sort_keys=True) + "\n").encode())


def _cached(out: Root, key: str) -> dict[str, Any] | None:
    try:
        entry = json.loads(out.read_bytes(cache_path(key)))
    except (OSError, ValueError):
        return None
    return entry if isinstance(entry, dict) and entry.get("key") == key else None


def annotate_day(out: Root, date: str, s: AnnotateSettings, token: str | None = None,
                 outcome: Outcome | None = None) -> Outcome:
    """Annotate one committed day; returns what was done (added into `outcome` when given)."""
    o = outcome or Outcome()
    prompts = Prompts.load(s)
    jobs = plan(out, date, s, prompts)
    o.steps += sum(j.kind == "step" for j in jobs)
    o.trajectories += sum(j.kind == "trajectory" for j in jobs)
    todo = [j for j in jobs if _cached(out, j.key) is None]
    o.cached += len(jobs) - len(todo)
    if todo:
        run = _Run(out, s, token, o)
        try:
            with ThreadPoolExecutor(max_workers=s.concurrency) as pool:
                for f in [pool.submit(run.ask, j) for j in todo]:
                    f.result()
        finally:
            run.client.close()
    o.cost = round(o.prompt_tokens * s.price_prompt / 1e6 + o.completion_tokens * s.price_completion / 1e6, 6)
    _write(out, date, jobs, s, prompts)
    o.written += [steps_path(date), trajectories_path(date)]
    return o


def _write(out: Root, date: str, jobs: list[Job], s: AnnotateSettings, prompts: Prompts) -> None:
    """The day's tables from the cache alone (so a rerun writes the same bytes): a row per job answered."""
    rows: dict[str, list[dict[str, Any]]] = {"step": [], "trajectory": []}
    for job in jobs:
        entry = _cached(out, job.key)
        if entry is None:
            continue
        f = entry.get("fields") or {}
        cost = (entry["prompt_tokens"] * s.price_prompt + entry["completion_tokens"] * s.price_completion) / 1e6
        row = {"date": date, "recording_id": job.recording_id, "key": job.key, "error": entry.get("error"),
               "model": s.model, "prompt_version": prompts.version, "requests": entry["requests"],
               "prompt_tokens": entry["prompt_tokens"], "completion_tokens": entry["completion_tokens"],
               "cost": round(cost, 9)}
        if job.kind == "step":
            row |= {"step_index": job.step_index, **{k: f.get(k) for k in (*_STEP_TEXT, *_STEP_FLAGS, "reflection")}}
        else:
            row |= {k: f.get(k) for k in ("done", "efficiency", "reason")}
        rows[job.kind].append(row)
    for kind, schema, rel in (("step", ANNOTATION_SCHEMA, steps_path(date)),
                              ("trajectory", TRAJECTORY_ANNOTATION_SCHEMA, trajectories_path(date))):
        df = pl.DataFrame(rows[kind], schema=polars_types(schema), orient="row")
        out.write_bytes(rel, parquet_bytes(df, schema))


__all__ = ["Job", "Outcome", "Prompts", "Refused", "annotate_day", "plan", "read_answer"]
