"""The chat messages `cuaflow predict` sends: the exported samples' own system turn, prompt and images.

- A test case: its LLaMA-Factory line (`sharegpt/test.jsonl`: system, human turn with its `<image>` placeholders,
  history screenshots, current screenshot) when the version has that format; otherwise `test/test.json`'s
  prompt and screenshot with the system turn the configuration gives (`config.json`; `system_prompt.txt` as a
  fallback) — the cudag form has no history screenshots, so with `history_images` > 0 they are left out and a
  note says so.
- A trajectory step (episodes): the step's instruction, the model's own previous calls as the history lines
  (the prompt's `history_template`, the last `history_actions` of them; an answer that could not be read adds
  none: nothing was executed), the previous `history_images` screens and the step's screen. The screens are the
  recorded ones: the evaluation is offline, a wrong action does not change what the next step shows.

Images are sent inline as `data:` URLs of the dataset's files, in the placeholders' order. With a dialect other
than `ru` (tasks/dialects/) each image is first resized as the dialect says, the system turn's sentence about
coordinates and the history lines' points are written in its space, and the screen size is stated where the
family's reference agent states it."""

from __future__ import annotations

import base64
import io
import json
import posixpath
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from cuaflow.connectors.storage import Root
from cuaflow.schemas.config import parse_config
from cuaflow.schemas.dataset_config import DatasetConfig
from cuaflow.schemas.dialects import DialectParams, DialectSpec, DialectUse
from cuaflow.schemas.samples import IMAGE, case_id, user_content
from cuaflow.schemas.toolcall import ARG_ORDER
from cuaflow.tasks import dialects
from cuaflow.tasks.dialects.prompt import restate
from cuaflow.tasks.evaluation.cases import Case
from cuaflow.tasks.evaluation.episodes import Trajectory
from cuaflow.tasks.samples.samples import render_prompt, system_text

SHAREGPT_TEST = "sharegpt/test.jsonl"
_MIME = {".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp"}


@dataclass
class Asked:
    """One request's messages before the images are inlined: system text, user text, image paths."""

    system: str | None
    text: str
    images: list[str] = field(default_factory=list)
    history_in_ru: bool = True  # the history lines are the dataset's (RU); False: the model's own calls


@dataclass
class PromptSource:
    """What a dataset version gives to build its requests from."""

    cfg: DatasetConfig | None
    sharegpt: dict[str, dict[str, Any]]  # test_id → its LLaMA-Factory line
    system_fallback: str | None
    notes: list[str] = field(default_factory=list)


def load_source(ds: Root, config: dict[str, Any] | None) -> PromptSource:
    cfg = parse_config(DatasetConfig, config, "config.json") if config is not None else None
    sharegpt: dict[str, dict[str, Any]] = {}
    if ds.exists(SHAREGPT_TEST):
        rows = [json.loads(line) for line in ds.read_bytes(SHAREGPT_TEST).decode().splitlines() if line.strip()]
        sharegpt = {row["id"]: row for row in rows}  # a test line's id is its case's (schemas/samples.py: case_id)
        for row in rows:  # a version written before that rule named its lines by sample: found by the rule
            sharegpt.setdefault(case_id(row["id"]), row)
    fallback = ds.read_text("system_prompt.txt").strip() if ds.exists("system_prompt.txt") else None
    src = PromptSource(cfg=cfg, sharegpt=sharegpt, system_fallback=fallback)
    if not sharegpt and cfg and cfg.prompt.history_images:
        src.notes.append(f"history_images is {cfg.prompt.history_images} but this version has no {SHAREGPT_TEST} "
                         "(llamafactory format): test cases are asked without their history screenshots")
    return src


def _system(src: PromptSource) -> str | None:
    return system_text(src.cfg) if src.cfg else src.system_fallback


def for_case(src: PromptSource, case: Case) -> Asked:
    """A test case as the exported samples ask it."""
    row = src.sharegpt.get(case.test_id)
    if row is not None:
        msgs = row["messages"]
        system = next((m["content"] for m in msgs if m["role"] == "system"), None)
        user = next(m["content"] for m in msgs if m["role"] == "user")
        return Asked(system=system, text=user, images=list(row.get("images") or []))
    return Asked(system=_system(src), text=user_content(case.prompt or "", 1),
                 images=[case.image] if case.image else [])


def history_line(call: dict[str, Any]) -> str:
    """One of the model's own calls as a history line: its arguments as JSON, in the seed's key order."""
    ordered = {k: call[k] for k in ARG_ORDER if k in call} | {k: v for k, v in call.items() if k not in ARG_ORDER}
    return json.dumps(ordered, ensure_ascii=False)


def for_step(src: PromptSource, t: Trajectory, k: int, own: list[str]) -> Asked:
    """Step k of a trajectory asked with the model's own history lines `own` (oldest first)."""
    cfg = src.cfg or DatasetConfig()
    history = own[-cfg.prompt.history_actions:] if cfg.prompt.history_actions else []
    m = cfg.prompt.history_images
    screens = [s for s in t.images[max(0, k - m):k]] if m else []
    images = [s for s in [*screens, t.images[k]] if s]
    prompt = render_prompt(t.instructions[k], cfg, history)
    return Asked(system=_system(src), text=user_content(prompt, len(images)), images=images, history_in_ru=False)


def data_url(ds: Root, rel: str) -> str:
    mime = _MIME.get(posixpath.splitext(rel)[1].lower(), "application/octet-stream")
    return f"data:{mime};base64,{base64.b64encode(ds.read_bytes(rel)).decode('ascii')}"


def image_size(ds: Root, rel: str) -> tuple[int, int]:
    with ds.open(rel) as fh, Image.open(fh) as img:
        return int(img.size[0]), int(img.size[1])


def sized_url(ds: Root, rel: str, spec: DialectSpec, params: DialectParams) -> str:
    """The image as the dialect's model sees it: resized (bicubic, PNG) to the dialect's size, or as stored when
    that is its own size."""
    data = ds.read_bytes(rel)
    with Image.open(io.BytesIO(data)) as img:
        target = dialects.sent_size(spec, params, *img.size)
        if target == img.size:
            return data_url(ds, rel)
        buf = io.BytesIO()
        img.convert("RGB").resize(target, Image.Resampling.BICUBIC).save(buf, format="PNG")
    return f"data:image/png;base64,{base64.b64encode(buf.getvalue()).decode('ascii')}"


def in_dialect(ds: Root, asked: Asked, spec: DialectSpec, params: DialectParams) -> tuple[Asked, DialectUse | None]:
    """The request in the dialect's terms (system sentence, screen size, history points) and the use it records:
    the current screenshot's size and the size it is sent at."""
    if spec.name == "ru" or not asked.images:
        return asked, None
    u = dialects.use(spec, params, *image_size(ds, asked.images[-1]))
    system, text = restate(asked.system, asked.text, u, asked.history_in_ru)
    return Asked(system=system, text=text, images=asked.images, history_in_ru=asked.history_in_ru), u


def messages(ds: Root, asked: Asked, spec: DialectSpec | None = None,
             params: DialectParams | None = None) -> list[dict[str, Any]]:
    """OpenAI chat messages: the system turn, then the user turn with an image part at each placeholder (each
    image resized as the dialect says, when one is given)."""
    chunks = asked.text.split(IMAGE)
    if len(chunks) - 1 != len(asked.images):
        raise ValueError(f"{len(chunks) - 1} image placeholders for {len(asked.images)} images")
    parts: list[dict[str, Any]] = []
    for k, chunk in enumerate(chunks):
        if chunk:
            parts.append({"type": "text", "text": chunk})
        if k < len(asked.images):
            url = (sized_url(ds, asked.images[k], spec, params or DialectParams()) if spec and spec.name != "ru"
                   else data_url(ds, asked.images[k]))
            parts.append({"type": "image_url", "image_url": {"url": url}})
    out: list[dict[str, Any]] = [{"role": "system", "content": asked.system}] if asked.system else []
    return [*out, {"role": "user", "content": parts}]


__all__ = ["Asked", "PromptSource", "data_url", "for_case", "for_step", "history_line", "image_size", "in_dialect",
           "load_source", "messages", "sized_url"]
