"""A fake OpenAI-compatible chat-completions server on 127.0.0.1 — the one stand-in of the evaluation tests: no
model can run here. It answers `POST …/chat/completions` from a script (a function of the request and its
number), records every request, and can answer well, malformed (a model output no parser reads, or a body that
is not a chat completion), slowly (past the client's timeout) or with an HTTP error.

Run by hand against a dataset (to try `cuaflow predict`, `eval` and `eval compare` end to end): it finds each
request's test case by its current screenshot and answers by the case's position in `test.json`, in turn: the
expected call as a `<tool_call>`, the same as UI-TARS text, a malformed output, HTTP 503 then the call, a slow
first attempt then the call, a click at the centre (wrong):

    .venv/bin/python tests/fakemodel.py DATASET_FOLDER [--port 8765] [--slow 3]
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import hashlib
import io
import json
import re
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any


@dataclass
class Reply:
    status: int = 200
    content: str | None = ""  # the assistant message's text
    tool_calls: list[dict[str, Any]] | None = None
    delay: float = 0.0  # seconds before answering
    body: bytes | None = None  # sent as is instead of a chat completion
    headers: dict[str, str] = field(default_factory=dict)

    def payload(self, model: str) -> bytes:
        if self.body is not None:
            return self.body
        message: dict[str, Any] = {"role": "assistant", "content": self.content}
        if self.tool_calls:
            message["tool_calls"] = self.tool_calls
        return json.dumps({"id": "chatcmpl-fake", "object": "chat.completion", "model": model, "choices": [
            {"index": 0, "message": message, "finish_reason": "tool_calls" if self.tool_calls else "stop"}]}).encode()


Script = Callable[[dict[str, Any], int], Reply]


def scripted(replies: list[Reply], default: Reply | None = None) -> Script:
    """The replies in the order requests arrive, then `default` (an HTTP 500 when none is given)."""
    queue = list(replies)
    lock = threading.Lock()

    def answer(request: dict[str, Any], n: int) -> Reply:
        with lock:
            return queue.pop(0) if queue else (default or Reply(status=500, body=b'{"error": "script ended"}'))
    return answer


class FakeModel:
    """`with FakeModel(script) as fake:` serves on `fake.url` (…/v1); `fake.requests` holds every request body."""

    def __init__(self, script: Script, port: int = 0) -> None:
        self.script = script
        self.requests: list[dict[str, Any]] = []
        self.authorizations: list[str | None] = []  # each request's Authorization header
        self.lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("content-length", 0))) or b"{}")
                with fake.lock:
                    fake.requests.append(body)
                    fake.authorizations.append(self.headers.get("authorization"))
                    n = len(fake.requests)
                reply = fake.script(body, n) if self.path.endswith("/chat/completions") else Reply(404, body=b"{}")
                time.sleep(reply.delay)
                data = reply.payload(str(body.get("model")))
                try:
                    self.send_response(reply.status)
                    for k, v in {"content-type": "application/json", **reply.headers}.items():
                        self.send_header(k, v)
                    self.send_header("content-length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> FakeModel:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()


def images_of(request: dict[str, Any]) -> list[bytes]:
    """The images of a request's last user turn, decoded, in order."""
    user = [m for m in request["messages"] if m["role"] == "user"][-1]
    return [base64.b64decode(p["image_url"]["url"].split(",", 1)[1]) for p in user["content"]
            if p.get("type") == "image_url"]


def uitars_text(args: dict[str, Any]) -> str | None:
    """A call as UI-TARS writes it (RU points, UI-TARS v1's 0-1000 space), when its action space has it."""
    verbs = {"left_click": "click", "double_click": "left_double", "right_click": "right_single",
             "mouse_move": "hover"}
    if args["action"] in verbs and "text" not in args:
        x, y = args["coordinate"]
        return f"Thought: the target is there.\nAction: {verbs[args['action']]}(start_box='({x},{y})')"
    if args["action"] == "type":
        return f"Action: type(content={args['text']!r})"
    if args["action"] == "key":
        return f"Action: hotkey(key='{' '.join(args['keys'])}')"
    return None


def _nearest(image: bytes, screens: dict[str, bytes]) -> str:
    """The key of the screenshot `image` is a resized copy of: each candidate brought to the received size, the
    least mean absolute difference wins (the resize filter need not be known)."""
    from PIL import Image, ImageChops, ImageStat

    with Image.open(io.BytesIO(image)) as got:
        got = got.convert("RGB")
        best, key = float("inf"), ""
        for k, data in screens.items():
            with Image.open(io.BytesIO(data)) as im:
                diff = ImageChops.difference(got, im.convert("RGB").resize(got.size))
                d = sum(ImageStat.Stat(diff).mean)
            if d < best:
                best, key = d, k
    return key


def received_size(image: bytes) -> tuple[int, int]:
    from PIL import Image

    with Image.open(io.BytesIO(image)) as im:
        return int(im.size[0]), int(im.size[1])


def in_dialect(dataset: Path, space: str) -> Script:
    """A perfect model that answers in its family's space, computed from the image it received: `pixels` (the
    received image's pixels, Qwen2.5-VL / UI-TARS-1.5 / Claude / OpenAI), `grid1000` (Qwen3-VL's 0-1000),
    `fraction` (OpenCUA on Qwen2, as pyautogui). Each request's case is its nearest screenshot."""
    tests = json.loads((dataset / "test" / "test.json").read_text())
    screens = {t["test_id"]: (dataset / "test" / t["screenshot"]).read_bytes() for t in tests}
    by_id = {t["test_id"]: t for t in tests}

    def answer(request: dict[str, Any], n: int) -> Reply:
        image = images_of(request)[-1]
        t = by_id[_nearest(image, screens)]
        args = dict(t["expected_action"]["arguments"])
        if "coordinate" in args:
            (x, y), (w, h) = args["coordinate"], received_size(image)
            if space == "pixels":
                args["coordinate"] = [round(x * w / 1000), round(y * h / 1000)]
            elif space == "fraction":
                args["coordinate"] = [round(x / 1000, 4), round(y / 1000, 4)]
        return Reply(content=f"<tool_call>\n{json.dumps({'name': 'computer_use', 'arguments': args})}\n</tool_call>")
    return answer


def oracle(dataset: Path, slow: float) -> Script:
    """The by-hand script: each request's case found by its screenshot, answered by the case's turn (above)."""
    tests = json.loads((dataset / "test" / "test.json").read_text())
    by_image = {hashlib.sha256((dataset / "test" / t["screenshot"]).read_bytes()).hexdigest(): (k, t)
                for k, t in enumerate(tests)}
    attempts: dict[int, int] = {}
    lock = threading.Lock()

    def answer(request: dict[str, Any], n: int) -> Reply:
        found = by_image.get(hashlib.sha256(images_of(request)[-1]).hexdigest())
        if found is None:
            return Reply(content="I do not know this screen.")
        k, t = found
        with lock:
            attempts[k] = attempts.get(k, 0) + 1
            first = attempts[k] == 1
        call = json.dumps(t["expected_action"])
        good = Reply(content=f"Thought: next step.\n<tool_call>\n{call}\n</tool_call>")
        turn = k % 6
        if turn == 1:
            text = uitars_text(t["expected_action"]["arguments"])
            return Reply(content=text) if text else good
        if turn == 2:
            return Reply(content="<tool_call>\n{\"name\": \"computer\", \"arguments\": {\"action\": \"left_cl")
        if turn == 3 and first:
            return Reply(status=503, body=b'{"error": "overloaded"}')
        if turn == 4 and first:
            return Reply(delay=slow, content="too late")
        if turn == 5:
            return Reply(content='<tool_call>\n{"name": "computer", "arguments": {"action": "left_click", '
                                 '"coordinate": [500, 500]}}\n</tool_call>')
        return good
    return answer


# ---------------------------------------------------------------- the annotation stage's questions
def tag(request: dict[str, Any]) -> str:
    """A short digest of a request's text: answers that depend on the request alone, whatever the order."""
    text = request["messages"][-1]["content"][0]["text"]
    return hashlib.sha256(text.encode()).hexdigest()[:8]


def annotation_reply(request: dict[str, Any]) -> Reply:
    """A well-formed annotation (a step's levels and reflection, or a trajectory's judgement) in a ```json fence."""
    t = tag(request)
    if "Step " in request["messages"][-1]["content"][0]["text"]:
        body = {"observation": f"screen {t}", "thought": f"because {t}", "action": f"click {t}",
                "redundant": False, "mistaken": t < "4", "corrected_later": False, "reflection": ""}
    else:
        body = {"done": True, "efficiency": "efficient", "reason": f"ok {t}"}
    return Reply(content="```json\n" + json.dumps(body) + "\n```")


def sent_frames(requests: list[dict[str, Any]]) -> set[str]:
    """The sha256 of every image the requests carried."""
    found = re.findall(r"data:image/[a-z]+;base64,([A-Za-z0-9+/=]+)", json.dumps(requests))
    assert found
    return {hashlib.sha256(base64.b64decode(i)).hexdigest() for i in found}


def published_frames(out: Path) -> set[str]:
    return {hashlib.sha256(p.read_bytes()).hexdigest() for p in (out / "frames").rglob("*") if p.is_file()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dataset", type=Path)
    ap.add_argument("--port", type=int, default=8765)
    ap.add_argument("--slow", type=float, default=3.0, help="seconds the slow answers take")
    args = ap.parse_args()
    with FakeModel(oracle(args.dataset, args.slow), args.port) as fake:
        print(f"fake model server on {fake.url} (Ctrl-C stops it)", file=sys.stderr, flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            fake.thread.join()


if __name__ == "__main__":
    main()
