"""Inference backends: backend choice, engine arguments, and both engines on the real small model.

vLLM is the real engine (its CPU build, installed by setup): greedy fp32 outputs identical to
transformers' on the same token ids, chat templates, stop strings, prefix caching across an
interactive episode, and clear errors when the engine cannot start.
"""

import json
import sys

import pytest

from a2rl import inference
from a2rl.inference import (
    BackendUnavailable,
    GenerationConfig,
    ModelLoadError,
    VLLMBackend,
    choose_backend,
    engine_arguments,
    open_backend,
    tensor_parallel_size,
)


@pytest.mark.parametrize("gpus,tp", [(0, 1), (1, 1), (2, 2), (3, 2), (4, 4), (6, 4), (7, 4), (8, 8)])
def test_tensor_parallel_size_is_the_largest_power_of_two(gpus, tp):
    assert tensor_parallel_size(gpus) == tp


def test_visible_gpus_follow_cuda_visible_devices(monkeypatch):
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "0,3,5")
    assert inference.visible_gpu_count() == 3
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "")
    assert inference.visible_gpu_count() == 0


def test_engine_arguments_on_gpu_and_cpu():
    # GPU workers: tensor parallel over the leased GPUs, the memory fraction, bf16, as the reference.
    assert engine_arguments("/m", "cuda", 6, gpu_memory_utilization=0.5, max_model_len=4096) == {
        "model": "/m",
        "trust_remote_code": False,
        "seed": 0,
        "dtype": "bfloat16",
        "tensor_parallel_size": 4,
        "gpu_memory_utilization": 0.5,
        "max_model_len": 4096,
    }
    assert engine_arguments("/m", "cuda", 1, dtype="float16")["dtype"] == "float16"
    # CPU: fp32 (greedy outputs match transformers'), eager, a KV cache of the given size.
    assert engine_arguments("/m", "cpu", 0, kv_cache_gib=0.5) == {
        "model": "/m",
        "trust_remote_code": False,
        "seed": 0,
        "dtype": "float32",
        "tensor_parallel_size": 1,
        "kv_cache_memory_bytes": 2**29,
        "enforce_eager": True,
    }


def test_auto_picks_vllm_where_installed_and_a_missing_vllm_is_a_clear_error(monkeypatch, tmp_path):
    assert inference.vllm_installed() and choose_backend("auto") == "vllm"
    assert choose_backend("transformers") == "transformers"
    monkeypatch.setitem(sys.modules, "vllm", None)  # as if not installed
    with pytest.raises(BackendUnavailable, match="vllm package is not installed"):
        (tmp_path / "config.json").write_text("{}")
        VLLMBackend(str(tmp_path))
    with pytest.raises(BackendUnavailable, match="unknown inference backend 'tensorrt'"):
        choose_backend("tensorrt")


@pytest.fixture(scope="module")
def engines(small_model):
    """Both engines on the real small model in fp32 (where greedy outputs can agree token for
    token), loaded once for the tests below: vLLM's CPU build here, its CUDA build on a GPU."""
    cfg = {"threads": 2, "kv_cache_gib": 0.5, "dtype": "float32"}
    return open_backend(small_model, {**cfg, "backend": "transformers"}), open_backend(small_model, cfg)


PROMPTS = [
    [{"role": "user", "content": "What is 2 + 2?"}],
    [{"role": "system", "content": "You are terse."}, {"role": "user", "content": "Name a fruit."}],
    [
        {"role": "user", "content": "Hi"},
        {"role": "assistant", "content": "Hello! How can I help?"},
        {"role": "user", "content": "Count to five."},
    ],
    "Question: Tom has 3 apples and buys 4 more. How many apples does he have?\nLet's think step by step\nAnswer:",
    "The capital of France is",
    "def fibonacci(n):",
]


def test_vllm_is_the_real_engine_and_named(engines):
    _, vllm_backend = engines
    assert isinstance(vllm_backend, VLLMBackend)
    assert vllm_backend.device == ("cuda" if inference.visible_gpu_count() else "cpu")
    info = inference.engine_info(vllm_backend)
    assert info == {"backend": "vllm", "device": vllm_backend.device, "version": vllm_backend.version} and info[
        "version"
    ].startswith("0.32")
    assert vllm_backend.context_window() == 8192


def test_greedy_outputs_are_identical_on_both_engines(engines):
    hf, vl = engines
    gen = GenerationConfig(max_new_tokens=40, batch_size=3)
    ours, theirs = vl.generate(PROMPTS, gen), hf.generate(PROMPTS, gen)
    assert all(o.strip() for o in ours)
    assert ours == theirs


def test_chat_templates_and_stop_strings_on_vllm(engines):
    hf, vl = engines
    rendered = inference.render_prompt(vl.tokenizer, PROMPTS[1])
    assert rendered.startswith("<|im_start|>system\nYou are terse.<|im_end|>") and rendered.endswith(
        "<|im_start|>assistant\n"
    )
    # A chat prompt is the rendered text: the same completion either way.
    gen = GenerationConfig(max_new_tokens=24)
    assert vl.generate([PROMPTS[1]], gen) == vl.generate([rendered], gen)
    # A stop string cuts the completion where it first appears, as on transformers.
    full = vl.generate([PROMPTS[3]], gen)[0]
    word = full.split()[1]
    cut = GenerationConfig(max_new_tokens=24, stop=[word, "\n\n"])
    expected = full[: min(full.find(word), full.find("\n\n") % (len(full) + 1))]
    assert expected.strip() and len(expected) < len(full)
    assert vl.generate([PROMPTS[3]], cut) == hf.generate([PROMPTS[3]], cut) == [expected]


def test_both_engines_sample_the_same_ids_with_the_same_log_probabilities(engines):
    # Greedy, in a batch of unequal lengths: each row's ids end with what ended it (the end of
    # sequence, or the token that completed the stop string), not with the batch's padding.
    hf, vl = engines
    gen = GenerationConfig(max_new_tokens=24, stop=["\n\n"], batch_size=3)
    ours, theirs = vl.sample(PROMPTS, gen), hf.sample(PROMPTS, gen)
    assert [s.text for s in ours] == vl.generate(PROMPTS, gen)
    for a, b in zip(ours, theirs, strict=True):
        assert a.prompt_ids == b.prompt_ids and a.token_ids == b.token_ids and a.text == b.text
        assert (
            len(a.logprobs) == len(a.token_ids)
            and max(abs(x - y) for x, y in zip(a.logprobs, b.logprobs, strict=True)) < 1e-3
        )
    ended = [s for s in ours if len(s.token_ids) < 24]
    assert ended and all(
        s.token_ids[-1] == vl.tokenizer.eos_token_id or "\n\n" in vl.tokenizer.decode(s.token_ids) for s in ended
    )


def test_prefix_caching_on_an_alfworld_episode(engines):
    """One ALFWorld episode's growing ReAct prompt, a step at a time, as the evaluator sends it:
    vLLM serves the shared prefix from its cache and decodes what transformers decodes."""
    from a2rl.envs import alfworld as aw

    hf, vl = engines
    examples = aw.load_react_prompts(aw.DEFAULT_PROMPTS_PATH)
    prompt = (
        aw.react_prefix(examples, aw.TASK_PREFIXES[0][1])
        + "You are in the middle of a room. Looking quickly around you, you see a cabinet 1, a fridge 1, and a countertop 1.\nYour task is to: put a cool apple in fridge.\n>"
    )
    gen = GenerationConfig(max_new_tokens=aw.GENERATION["max_new_tokens"], stop=aw.GENERATION["stop"], batch_size=1)
    answers = [
        "You arrive at countertop 1. On the countertop 1, you see a apple 1.",
        "You pick up the apple 1 from the countertop 1.",
        "The fridge 1 is closed.",
    ]
    before = vl.cached_prompt_tokens
    for answer in answers:
        action = vl.generate([prompt], gen)[0]
        assert action == hf.generate([prompt], gen)[0]
        prompt += f" {action.strip()}\n{answer}\n>"
    # Every step after the first found the few-shot examples and the history in the cache
    # (vLLM caches whole 128-token blocks, on CPU too).
    length = len(vl.tokenizer(prompt)["input_ids"])
    assert vl.cached_prompt_tokens - before >= 2 * (length - 3 * 128 - 200)


@pytest.mark.parametrize("case", ["bad weights", "tiny kv cache"])
def test_engine_start_up_failures_are_clear_evaluation_errors(small_model, tmp_path, case):
    import shutil

    if case == "bad weights":
        model = tmp_path / "broken"
        shutil.copytree(small_model, model)
        (model / "model.safetensors").write_bytes(b"not safetensors")
        with pytest.raises(ModelLoadError, match=r"vLLM could not load .*broken"):
            open_backend(str(model), {"kv_cache_gib": 0.25})
    else:
        if inference.visible_gpu_count():
            pytest.skip("the KV cache size is set on CPU; on a GPU it is a share of the GPU's memory")
        # A KV cache too small for one request of the model's context window.
        with pytest.raises(
            BackendUnavailable, match=r"vLLM's KV cache \(0.001 GiB, evaluation setting kv_cache_gib\) is too small"
        ):
            open_backend(small_model, {"kv_cache_gib": 0.001})


def test_transformers_backend_on_the_real_small_model(small_model):
    backend = inference.TransformersBackend(small_model, threads=1)
    assert inference.engine_info(backend)["backend"] == "transformers"
    chat = [{"role": "user", "content": "What is 2 + 2?"}]
    rendered = inference.render_prompt(backend.tokenizer, chat)
    assert rendered.startswith("<|im_start|>") and rendered.endswith("<|im_start|>assistant\n")
    raw, stopped = backend.generate([chat, chat], GenerationConfig(max_new_tokens=12, batch_size=2))
    assert raw == stopped and raw.strip()
    # A stop string cuts the completion where it first appears.
    word = raw.split()[0]
    cut = backend.generate([chat], GenerationConfig(max_new_tokens=12, stop=[word]))[0]
    assert cut == raw[: raw.find(word)]


def test_single_prompt_steps_reuse_the_shared_prefix_and_decode_the_same(small_model):
    # An interactive episode: each step's prompt is the last one plus the action and the answer.
    backend = inference.TransformersBackend(small_model, threads=1)
    gen = GenerationConfig(max_new_tokens=10, stop=["\n"], batch_size=1)
    answers = ["You pick up the apple.", "The fridge is open.", "You put the apple in the fridge."]

    def episode(fresh_cache_each_step: bool) -> tuple[list[str], list[int]]:
        prompt = "You are in a kitchen. Your task is to: put a cool apple in the fridge.\n>"
        actions, lengths = [], []
        for answer in answers:
            if fresh_cache_each_step:
                backend.prefix_cache = inference.PrefixCache()
            action = backend.generate([prompt], gen)[0]
            actions.append(action)
            lengths.append(len(backend.tokenizer(prompt)["input_ids"]))
            prompt += f" {action.strip()}\n{answer}\n>"
        return actions, lengths

    backend.prefix_cache = inference.PrefixCache()
    cached, lengths = episode(fresh_cache_each_step=False)
    reused = backend.prefix_cache.reused_tokens
    uncached, _ = episode(fresh_cache_each_step=True)
    assert cached == uncached
    assert backend.prefix_cache.reused_tokens == 0
    # Every step after the first read only what the last step did not: most of its prompt came
    # from the cache (at least all but the last step's action and answer).
    assert reused >= sum(lengths[:-1]) - 40 and reused < sum(lengths[1:])


def test_a_checkpoint_that_names_its_own_code_is_refused_before_anything_loads(monkeypatch, tmp_path):
    """auto_map would make transformers (or vLLM) import Python shipped in the checkpoint: the
    evaluator refuses it, whichever backend, without importing the engine."""
    marker = tmp_path / "ran.txt"
    (tmp_path / "modeling_evil.py").write_text(f"open({str(marker)!r}, 'w').write('ran')\n")
    for name in ("config.json", "tokenizer_config.json"):
        for other in ("config.json", "tokenizer_config.json"):
            (tmp_path / other).write_text("{}")
        (tmp_path / name).write_text(json.dumps({"auto_map": {"AutoModelForCausalLM": "modeling_evil.Evil"}}))
        for kind in ("vllm", "transformers"):  # the real engines: refused before either starts
            with pytest.raises(ModelLoadError, match=rf"{name} names the checkpoint's own code \(auto_map\)"):
                open_backend(str(tmp_path), {"backend": kind})
    assert not marker.exists()


def test_pickled_weights_load_as_tensors_only_and_their_code_never_runs(small_model, tmp_path):
    """A checkpoint whose pytorch_model.bin unpickles to a command: transformers loads pickles with
    torch.load(weights_only=True), which refuses it; the command never runs."""
    import os
    import pickle
    import shutil

    marker = tmp_path / "pwned"

    class Payload:
        def __reduce__(self):
            return (os.system, (f"touch {marker}",))

    ckpt = tmp_path / "pickled"
    shutil.copytree(small_model, ckpt, ignore=shutil.ignore_patterns("*.safetensors", "*.safetensors.index.json"))
    with open(ckpt / "pytorch_model.bin", "wb") as f:
        pickle.dump({"model.embed_tokens.weight": Payload()}, f)
    with pytest.raises(ModelLoadError):
        open_backend(str(ckpt), {"backend": "transformers"})
    assert not marker.exists()


def test_the_seed_fills_only_what_a_cache_lacks(tmp_path):
    from a2rl.vllm_cache import seed_cache

    seed = tmp_path / "seed"
    (seed / "modelinfos").mkdir(parents=True)
    (seed / "modelinfos" / "a.json").write_text('{"seed": "a"}')
    (seed / "modelinfos" / "b.json").write_text('{"seed": "b"}')
    cache = tmp_path / "cache"
    (cache / "modelinfos").mkdir(parents=True)
    (cache / "modelinfos" / "b.json").write_text('{"own": "b"}')
    assert seed_cache(str(cache), seed) == 1
    assert (cache / "modelinfos" / "a.json").read_text() == '{"seed": "a"}'
    assert (cache / "modelinfos" / "b.json").read_text() == '{"own": "b"}'  # what vLLM wrote itself stays
    assert seed_cache(str(tmp_path / "elsewhere"), tmp_path / "no-seed") == 0


def test_an_engine_start_with_an_empty_cache_needs_no_second_vllm_process(small_model, tmp_path, python_env):
    """As in a fresh evaluation sandbox: vLLM's cache is empty, and the seed setup built into the
    environment answers what vLLM would otherwise start a child process (importing vLLM again) for.
    The child process is made to fail here, so the engine starts only if it was never needed."""
    script = f"""
from vllm.model_executor.models import registry
def refuse(fn):
    raise RuntimeError("vLLM started its model-inspection child process")
registry._run_in_subprocess = refuse
from a2rl.inference import GenerationConfig, open_backend
backend = open_backend({small_model!r}, {{"backend": "vllm", "kv_cache_gib": 0.5, "threads": 2}})
print("OUT", backend.generate(["The capital of France is"], GenerationConfig(max_new_tokens=4)))
"""
    import subprocess

    env = {**python_env, "VLLM_CACHE_ROOT": str(tmp_path / "cache")}
    proc = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "OUT ['" in proc.stdout
    assert (tmp_path / "cache" / "modelinfos" / "vllm-model_executor-models-llama-LlamaForCausalLM.json").exists()
    # evaluations run as another user than setup: the seed is readable by all
    from a2rl.vllm_cache import SEED

    assert all(p.stat().st_mode & 0o444 == 0o444 for p in (SEED / "modelinfos").iterdir())
