"""Inference backends behind one interface: `generate(prompts, config, on_batch) -> completions`.

A prompt is either a string (raw completion: the text goes to the model as it is) or a list of
chat messages `{"role": "user"|"assistant"|"system", "content": str}`, which the backend renders
with the model's chat template and a generation prompt, as OpenCompass's VLLMwithChatTemplate
does. Both backends tokenize the rendered text the same way (special tokens as the tokenizer
adds them), decode greedily by default, and cut each completion at the first stop string.

- `TransformersBackend`: anywhere (CPU here; one CUDA device when there is one). A single-prompt
  call reuses the key/value cache of the previous one for their common token prefix (as vLLM's
  automatic prefix caching does), so an interactive loop that sends one episode's growing prompt
  per step pays for the new tokens only, not for the few-shot examples and history again
  (A2RL_PREFIX_CACHE=0 turns it off).
- `VLLMBackend`: GPU workers; batched, tensor-parallel over the visible GPUs (the largest power of
  two not above their count, as the reference harness does).

`open_backend` picks one from the evaluation config (`backend`: auto | transformers | vllm).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Callable, Sequence, Union

Message = dict
Prompt = Union[str, Sequence[Message]]


@dataclass
class GenerationConfig:
    max_new_tokens: int = 64
    temperature: float = 0.0  # 0 = greedy, as the reference evaluators decode
    top_p: float = 1.0
    stop: Sequence[str] = ()
    batch_size: int = 16


class ModelLoadError(Exception):
    """The checkpoint could not be loaded: reported to the agent as an evaluation error."""


class BackendUnavailable(Exception):
    """The configured backend cannot run on this machine (a harness problem, not the checkpoint's)."""


def truncate_at_stop(text: str, stop: Sequence[str]) -> str:
    cut = len(text)
    for s in stop:
        i = text.find(s)
        if i != -1:
            cut = min(cut, i)
    return text[:cut]


def tensor_parallel_size(gpu_count: int) -> int:
    """The largest power of 2 not above gpu_count (1 when there is none), as the reference."""
    if gpu_count <= 0:
        return 1
    return 1 << (gpu_count.bit_length() - 1)


def visible_gpu_count() -> int:
    """GPUs this process may use: CUDA_VISIBLE_DEVICES when set (the worker's assignment), else torch's count."""
    visible = os.environ.get("CUDA_VISIBLE_DEVICES")
    if visible is not None:
        return len([d for d in visible.split(",") if d.strip() and d.strip() != "-1"])
    try:
        import torch

        return torch.cuda.device_count()
    except Exception:  # noqa: BLE001 - no torch, no CUDA: no GPUs
        return 0


# Files in which `auto_map` would make transformers import code shipped inside the checkpoint.
CODE_MAPS = ("config.json", "tokenizer_config.json", "processor_config.json", "preprocessor_config.json", "generation_config.json")


def check_checkpoint_dir(model_path: str) -> None:
    """A loadable checkpoint folder that asks for no code of its own: evaluation never runs a
    checkpoint's code (no trust_remote_code), so `auto_map` is refused before anything loads."""
    if not os.path.isdir(model_path):
        raise ModelLoadError(f"model directory not found: {model_path}")
    if not os.path.exists(os.path.join(model_path, "config.json")):
        raise ModelLoadError(f"no config.json in {model_path}: not a transformers checkpoint")
    for name in CODE_MAPS:
        path = os.path.join(model_path, name)
        if not os.path.isfile(path):
            continue
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
        except (OSError, ValueError):
            continue  # a broken file fails the load itself, with its own message
        if isinstance(data, dict) and ("auto_map" in data or "custom_pipelines" in data):
            raise ModelLoadError(f"{name} names the checkpoint's own code (auto_map): evaluation never runs code from a checkpoint")


def render_prompt(tokenizer, prompt: Prompt) -> str:
    if isinstance(prompt, str):
        return prompt
    if getattr(tokenizer, "chat_template", None) is None:
        raise ModelLoadError("the checkpoint's tokenizer has no chat template, which this task's prompt needs (save the tokenizer with its chat_template)")
    return tokenizer.apply_chat_template([dict(m) for m in prompt], add_generation_prompt=True, tokenize=False)


def _cache_argument() -> str:
    """generate()'s name for a cache to start from: `cache` from transformers 5, before that
    `past_key_values` (which 5 still takes, with a deprecation warning)."""
    try:
        import transformers
    except ImportError:
        return "past_key_values"
    return "cache" if int(transformers.__version__.split(".")[0]) >= 5 else "past_key_values"


class PrefixCache:
    """The key/value cache of the last single-prompt generation and the tokens it covers."""

    def __init__(self) -> None:
        self.ids: list[int] = []
        self.cache = None
        self.reused_tokens = 0  # prompt tokens not recomputed, over the backend's life

    def take(self, ids: list[int]):
        """The cache cut to its common prefix with `ids` (one token of `ids` always left for the
        model to read), or None when nothing is shared. The cache is handed over, not copied."""
        cache, self.cache = self.cache, None
        if cache is None:
            return None
        shared = 0
        for a, b in zip(self.ids, ids):
            if a != b:
                break
            shared += 1
        cached = cache.get_seq_length()
        shared = min(shared, len(ids) - 1, cached)
        if shared <= 0 or (shared < cached and not getattr(cache, "is_croppable", True)):
            return None
        if shared < cached:
            cache.crop(shared - cached)  # a negative count removes that many (transformers 4 and 5)
        self.reused_tokens += shared
        return cache

    def keep(self, ids: list[int], cache) -> None:
        self.ids, self.cache = ids, cache


class TransformersBackend:
    name = "transformers"

    def __init__(self, model_path: str, threads: int | None = None):
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        if threads:
            torch.set_num_threads(threads)
        check_checkpoint_dir(model_path)
        self.device = "cuda" if torch.cuda.is_available() else "cpu"
        try:
            self.tokenizer = AutoTokenizer.from_pretrained(model_path, trust_remote_code=False)
            dtype = torch.bfloat16 if self.device == "cuda" else torch.float32
            # Pickled weights (.bin) load with torch.load(weights_only=True): tensors, no code.
            self.model = AutoModelForCausalLM.from_pretrained(model_path, dtype=dtype, trust_remote_code=False).to(self.device)
        except Exception as err:  # noqa: BLE001 - any load failure is the checkpoint's fault
            raise ModelLoadError(f"could not load model from {model_path}: {type(err).__name__}: {err}") from err
        self.model.eval()
        self.prefix_cache = PrefixCache()
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token

    def generate(
        self,
        prompts: Sequence[Prompt],
        config: GenerationConfig,
        on_batch: Callable[[int], None] | None = None,
    ) -> list[str]:
        import torch

        texts = [render_prompt(self.tokenizer, p) for p in prompts]
        outputs: list[str] = []
        for start in range(0, len(texts), config.batch_size):
            batch = texts[start : start + config.batch_size]
            enc = self.tokenizer(batch, return_tensors="pt", padding=True).to(self.device)
            kwargs = dict(max_new_tokens=config.max_new_tokens, pad_token_id=self.tokenizer.pad_token_id)
            if config.temperature > 0:
                kwargs.update(do_sample=True, temperature=config.temperature, top_p=config.top_p)
            else:
                kwargs.update(do_sample=False, temperature=None, top_p=None, top_k=None)
            if config.stop:
                # Stops a sequence early once a stop string appears (the text is cut below).
                kwargs.update(stop_strings=list(config.stop), tokenizer=self.tokenizer)
            with torch.no_grad():
                if len(batch) == 1 and os.environ.get("A2RL_PREFIX_CACHE", "1") != "0":
                    out = self._generate_reusing_prefix(enc, kwargs)
                else:
                    out = self.model.generate(**enc, **kwargs)
            new_tokens = out[:, enc["input_ids"].shape[1] :]
            for row in new_tokens:
                text = self.tokenizer.decode(row, skip_special_tokens=True)
                outputs.append(truncate_at_stop(text, config.stop))
            if on_batch:
                on_batch(len(outputs))
        return outputs

    def _generate_reusing_prefix(self, enc, kwargs: dict):
        """generate() for one prompt, starting from the cached keys/values of its shared prefix
        (generate reads only the tokens past the cache), then keeping this call's cache."""
        ids = enc["input_ids"][0].tolist()
        cache = self.prefix_cache.take(ids)
        extra = {_cache_argument(): cache} if cache is not None else {}
        out = self.model.generate(**enc, **kwargs, **extra, use_cache=True, return_dict_in_generate=True)
        self.prefix_cache.keep(out.sequences[0].tolist(), out.past_key_values)
        return out.sequences


class VLLMBackend:
    """vLLM on the visible GPUs. Options follow the reference's model config (models.yaml)."""

    name = "vllm"

    def __init__(
        self,
        model_path: str,
        gpus: int | None = None,
        gpu_memory_utilization: float = 0.9,
        max_model_len: int | None = None,
        dtype: str = "bfloat16",
    ):
        try:
            import vllm
        except ImportError as err:
            raise BackendUnavailable(
                "the vllm backend was asked for, but the vllm package is not installed in this Python "
                "environment (pip install vllm on the GPU worker, or set the evaluation's backend to transformers)"
            ) from err
        self._vllm = vllm
        check_checkpoint_dir(model_path)
        self.tensor_parallel_size = tensor_parallel_size(visible_gpu_count() if gpus is None else gpus)
        kwargs = dict(
            model=model_path,
            tensor_parallel_size=self.tensor_parallel_size,
            gpu_memory_utilization=gpu_memory_utilization,
            dtype=dtype,
            trust_remote_code=False,
        )
        if max_model_len:
            kwargs["max_model_len"] = max_model_len
        try:
            self.llm = vllm.LLM(**kwargs)
            self.tokenizer = self.llm.get_tokenizer()
        except Exception as err:  # noqa: BLE001 - a checkpoint vLLM cannot load
            raise ModelLoadError(f"vLLM could not load {model_path}: {type(err).__name__}: {err}") from err

    def generate(
        self,
        prompts: Sequence[Prompt],
        config: GenerationConfig,
        on_batch: Callable[[int], None] | None = None,
    ) -> list[str]:
        texts = [render_prompt(self.tokenizer, p) for p in prompts]
        params = self._vllm.SamplingParams(
            temperature=config.temperature,
            top_p=config.top_p,
            max_tokens=config.max_new_tokens,
            stop=list(config.stop) or None,
        )
        outputs: list[str] = []
        # vLLM batches continuously within a call; calls of batch_size prompts (as OpenCompass's
        # inferencer makes them) give progress reports along the way.
        for start in range(0, len(texts), config.batch_size):
            results = self.llm.generate(texts[start : start + config.batch_size], params, use_tqdm=False)
            outputs.extend(truncate_at_stop(r.outputs[0].text, config.stop) for r in results)
            if on_batch:
                on_batch(len(outputs))
        return outputs


Backend = Union[TransformersBackend, VLLMBackend]


def choose_backend(requested: str = "auto") -> str:
    """auto: vLLM when GPUs are visible and vllm is installed, transformers otherwise."""
    if requested not in ("auto", "transformers", "vllm"):
        raise BackendUnavailable(f"unknown inference backend {requested!r}: use auto, transformers or vllm")
    if requested != "auto":
        return requested
    if visible_gpu_count() > 0:
        import importlib.util

        if importlib.util.find_spec("vllm") is not None:
            return "vllm"
    return "transformers"


def open_backend(model_path: str, eval_config: dict | None = None) -> Backend:
    """The backend an evaluation config asks for (`backend`; vLLM's `gpu_memory_utilization` and
    `max_model_len`; CPU `threads`, where fewer threads often win on a busy machine)."""
    cfg = eval_config or {}
    kind = choose_backend(str(cfg.get("backend", "auto")))
    if kind == "vllm":
        return VLLMBackend(
            model_path,
            gpu_memory_utilization=float(cfg.get("gpu_memory_utilization", 0.9)),
            max_model_len=cfg.get("max_model_len"),
        )
    return TransformersBackend(model_path, threads=cfg.get("threads"))
