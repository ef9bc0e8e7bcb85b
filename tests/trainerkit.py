"""What the trainer tests share: a tiny Qwen2-VL built offline, the README excerpts as code, and LLaMA-Factory's
loader made importable here.

The model is Qwen2-VL's real architecture at toy size with random weights (one layer, 64 wide); its tokenizer is a
byte-level BPE with no merges, so every text byte is one token (the worst case of the budget's upper bound, which
it therefore meets exactly) and Qwen2-VL's special tokens are single tokens; its chat template is Qwen2.5-VL's own,
as TRL ships it. Nothing is downloaded.

Stand-ins, for what cannot run on this CPU-only torch, each in code the datasets never reach:
- transformers 5's `Qwen2VLProcessor` requires a video processor, which requires `torchvision`; PyPI's torchvision
  builds need CUDA libraries. `ImageQwen2VLProcessor` is the same processor without the video part.
- LLaMA-Factory's `mm_plugin` imports `torchaudio` at its top (for audio inputs); PyPI's builds need CUDA libraries.
- LLaMA-Factory 0.9.5's model loader imports TRL's value-head model (its PPO stage), which TRL removed in 0.29."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import re
import shlex
import sys
import types
from pathlib import Path
from typing import Any

import pytest
import torch
import trl
from tokenizers import Tokenizer, decoders, models, pre_tokenizers
from transformers import (
    AutoProcessor,
    PreTrainedTokenizerFast,
    Qwen2VLConfig,
    Qwen2VLForConditionalGeneration,
    Qwen2VLProcessor,
)
from transformers.models.qwen2_vl.image_processing_pil_qwen2_vl import Qwen2VLImageProcessorPil
from transformers.processing_utils import ProcessorMixin

REPO = Path(__file__).resolve().parents[1]
SPECIALS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<|vision_start|>", "<|vision_end|>", "<|image_pad|>",
            "<|video_pad|>"]
# Qwen2-VL's own processor bounds (its preprocessor_config.json), which LLaMA-Factory leaves as they are
MODEL_PIXELS = {"min_pixels": 56 * 56, "max_pixels": 28 * 28 * 16384}


class ImageQwen2VLProcessor(Qwen2VLProcessor):
    """Qwen2-VL's processor for images only (its video processor needs torchvision)."""

    def __init__(self, image_processor: Any = None, tokenizer: Any = None, chat_template: Any = None,
                 **kwargs: Any) -> None:
        self.image_token, self.video_token = "<|image_pad|>", "<|video_pad|>"
        self.image_token_id = tokenizer.convert_tokens_to_ids(self.image_token)
        self.video_token_id = tokenizer.convert_tokens_to_ids(self.video_token)
        ProcessorMixin.__init__(self, image_processor, tokenizer, chat_template=chat_template)


AutoProcessor.register(Qwen2VLConfig, ImageQwen2VLProcessor, exist_ok=True)


def build_tiny_qwen2_vl(folder: Path) -> Path:
    """A Qwen2-VL checkpoint folder (config, random weights, tokenizer, processor), as `from_pretrained` reads one."""
    tok = Tokenizer(models.BPE(vocab={c: i for i, c in enumerate(sorted(pre_tokenizers.ByteLevel.alphabet()))},
                               merges=[]))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    tok.decoder = decoders.ByteLevel()
    tok.add_special_tokens(SPECIALS)
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="<|im_end|>", pad_token="<|endoftext|>")
    template = (Path(trl.__file__).parent / "chat_templates" / "qwen2_5_vl.jinja").read_text()
    processor = ImageQwen2VLProcessor(Qwen2VLImageProcessorPil(**MODEL_PIXELS), tokenizer, chat_template=template)
    ids = {t: tokenizer.convert_tokens_to_ids(t) for t in SPECIALS}
    config = Qwen2VLConfig(
        text_config={"vocab_size": len(tokenizer), "hidden_size": 64, "intermediate_size": 64, "num_hidden_layers": 1,
                     "num_attention_heads": 2, "num_key_value_heads": 1, "max_position_embeddings": 32768,
                     "rope_scaling": {"type": "mrope", "mrope_section": [4, 6, 6]}},
        vision_config={"depth": 1, "embed_dim": 32, "num_heads": 2, "hidden_size": 64, "mlp_ratio": 1,
                       "patch_size": 14, "spatial_merge_size": 2, "temporal_patch_size": 2, "in_channels": 3},
        image_token_id=ids["<|image_pad|>"], video_token_id=ids["<|video_pad|>"],
        vision_start_token_id=ids["<|vision_start|>"], vision_end_token_id=ids["<|vision_end|>"])
    torch.manual_seed(0)
    Qwen2VLForConditionalGeneration(config).save_pretrained(folder)
    processor.save_pretrained(folder)
    return folder


def excerpt(readme: Path, lang: str, needle: str) -> str:
    """The one fenced `lang` block of a README that contains `needle`."""
    fences = re.findall(r"^```(\w*)\n(.*?)^```", readme.read_text(), re.S | re.M)
    (block,) = [body for kind, body in fences if kind == lang and needle in body]
    return block


def command(block: str) -> list[str]:
    """A bash excerpt's lines as commands (continuations joined, comments dropped), each split as the shell would."""
    return [shlex.split(line, comments=True) for line in block.replace("\\\n", " ").splitlines() if line.strip()]


def importable_llamafactory(monkeypatch: pytest.MonkeyPatch) -> None:
    """LLaMA-Factory's loader importable on the locked versions (module docstring); skip when it is absent."""
    from helpers import require

    spec = importlib.util.find_spec("llamafactory")
    require(spec, "llamafactory is not installed (.ci/run installs it: pip install --no-deps -c "
                  "config/constraints.txt llamafactory)")
    monkeypatch.setenv("DISABLE_VERSION_CHECK", "1")  # its declared caps, not what it needs (config/README.md)
    if "torchaudio" not in sys.modules:
        audio = types.ModuleType("torchaudio")
        audio.__spec__ = importlib.machinery.ModuleSpec("torchaudio", None)
        monkeypatch.setitem(sys.modules, "torchaudio", audio)
    if not hasattr(trl, "AutoModelForCausalLMWithValueHead"):
        monkeypatch.setattr(trl, "AutoModelForCausalLMWithValueHead", type("ValueHeadModel", (), {}), raising=False)


def image_runs(ids: list[int], start: int, pad: int) -> list[int]:
    """The length of each run of image tokens that follows a <|vision_start|>, in order."""
    runs = []
    for i, t in enumerate(ids):
        if t == start:
            n = 0
            while i + 1 + n < len(ids) and ids[i + 1 + n] == pad:
                n += 1
            runs.append(n)
    return runs


def with_placeholders(ids: list[int], tokenizer: Any) -> str:
    """The decoded sequence with each screenshot's tokens (<|vision_start|> … <|vision_end|>) as one `<image>`."""
    start, end = tokenizer.convert_tokens_to_ids("<|vision_start|>"), tokenizer.convert_tokens_to_ids("<|vision_end|>")
    text, segment, inside = [], [], False
    for t in ids:
        if t == start:
            text.append(tokenizer.decode(segment))
            segment, inside = [], True
        elif t == end:
            text.append("<image>")
            inside = False
        elif not inside:
            segment.append(t)
    return "".join([*text, tokenizer.decode(segment)])


__all__ = ["REPO", "ImageQwen2VLProcessor", "build_tiny_qwen2_vl", "command", "excerpt", "image_runs",
           "importable_llamafactory", "with_placeholders"]
