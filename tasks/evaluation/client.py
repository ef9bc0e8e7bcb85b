"""One chat-completions request to an OpenAI-compatible server (vLLM, SGLang, TGI, llama.cpp's server), with
retries. httpx (Prefect's own HTTP client, already installed) does the HTTP; this module decides what is worth
retrying: a connection error, a timeout, HTTP 408/409/425/429/5xx, or a 200 whose body is not a chat completion
are retried after `backoff_s` × 2^(attempt−1) (×0.5-1 jitter, at most 60 s; a Retry-After header wins); any other
HTTP error would fail the same way again and is not."""

from __future__ import annotations

import os
import random
import threading
import time
from dataclasses import dataclass
from typing import Any

import httpx

from cuaflow.schemas.evaluation import PredictSettings

RETRY_STATUS = frozenset({408, 409, 425, 429})
MAX_WAIT_S = 60.0


class NoAnswer(Exception):
    """The request failed after its attempts (the message says the last reason)."""

    def __init__(self, reason: str, attempts: int) -> None:
        super().__init__(reason)
        self.attempts = attempts


@dataclass
class Answer:
    prediction: Any  # the message text, or {"content", "tool_calls"} when the model called tools
    attempts: int
    latency_ms: int
    finish_reason: str | None
    usage: dict[str, int] | None = None  # the server's token counts (`usage`), when it sends them


def completions_url(endpoint: str) -> str:
    url = endpoint.rstrip("/")
    return url if url.endswith("/chat/completions") else f"{url}/chat/completions"


def _text(content: Any) -> str:
    if isinstance(content, list):  # content parts
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return content if isinstance(content, str) else ""


def answer_of(body: Any) -> tuple[Any, str | None]:
    """The model's output of a chat completion; ValueError when the body is not one."""
    try:
        choice = body["choices"][0]
        message = choice["message"]
    except (KeyError, IndexError, TypeError):
        raise ValueError("not a chat completion (no choices[0].message)") from None
    if not isinstance(message, dict):
        raise ValueError("choices[0].message is not an object")
    calls = message.get("tool_calls")
    prediction = {"content": message.get("content"), "tool_calls": calls} if calls else _text(
        message.get("content"))
    return prediction, choice.get("finish_reason")


class Client:
    """Thread-safe: one httpx connection pool shared by the worker threads."""

    def __init__(self, settings: PredictSettings, token: str | None = None) -> None:
        self.s = settings
        self.url = completions_url(settings.endpoint)
        headers = {"content-type": "application/json"}
        token = token or (os.environ.get(settings.api_key_env) if settings.api_key_env else None)
        if token:
            headers["authorization"] = f"Bearer {token}"
        self.http = httpx.Client(headers=headers, timeout=settings.timeout_s,
                                 limits=httpx.Limits(max_connections=settings.concurrency))
        self.retried = 0  # attempts after a first, over the run
        self._lock = threading.Lock()

    def close(self) -> None:
        self.http.close()

    def _wait(self, attempt: int, retry_after: str | None) -> None:
        try:
            wait = float(retry_after) if retry_after is not None else -1.0
        except ValueError:
            wait = -1.0
        if wait < 0:
            wait = self.s.backoff_s * 2 ** (attempt - 1) * random.uniform(0.5, 1.0)
        time.sleep(min(MAX_WAIT_S, wait))

    def _once(self, body: dict[str, Any]) -> tuple[Answer | None, str, str | None]:
        """One attempt: (answer, "", None), or (None, why, Retry-After) when worth retrying; raises NoAnswer
        when not."""
        started = time.monotonic()
        try:
            r = self.http.post(self.url, json=body)
        except httpx.TimeoutException:
            return None, f"timed out after {self.s.timeout_s:g} s", None
        except httpx.TransportError as exc:
            return None, f"{type(exc).__name__}: {exc}", None
        if r.status_code == 200:
            try:
                body = r.json()
                prediction, finish = answer_of(body)
            except ValueError as exc:
                return None, f"HTTP 200 but {exc}", None
            usage = body.get("usage") if isinstance(body.get("usage"), dict) else None
            return Answer(prediction, 0, round((time.monotonic() - started) * 1000), finish, usage), "", None
        why = f"HTTP {r.status_code}: {' '.join(r.text.split())[:200]}"
        if r.status_code in RETRY_STATUS or r.status_code >= 500:
            return None, why, r.headers.get("retry-after")
        raise NoAnswer(why, 1)

    def ask(self, messages: list[dict[str, Any]]) -> Answer:
        body = {"model": self.s.model, "messages": messages, "temperature": self.s.temperature,
                "max_tokens": self.s.max_tokens}
        why = ""
        for attempt in range(1, self.s.retries + 2):
            if attempt > 1:
                with self._lock:
                    self.retried += 1
            try:
                answer, why, retry_after = self._once(body)
            except NoAnswer as exc:
                raise NoAnswer(str(exc), attempt) from None
            if answer is not None:
                answer.attempts = attempt
                return answer
            if attempt <= self.s.retries:
                self._wait(attempt, retry_after)
        raise NoAnswer(why, self.s.retries + 1)


__all__ = ["Answer", "Client", "NoAnswer", "answer_of", "completions_url"]
