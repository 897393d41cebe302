"""Inference backends: backend choice, tensor parallelism, and the vLLM adapter.

vLLM cannot be installed on these CPU machines, so the vLLM adapter is tested against a test
double: a fake `vllm` module that records what the adapter asks of it.
"""

import json
import sys
import types

import pytest

from a2rl import inference
from a2rl.inference import BackendUnavailable, GenerationConfig, ModelLoadError, VLLMBackend, choose_backend, open_backend, tensor_parallel_size


@pytest.mark.parametrize("gpus,tp", [(0, 1), (1, 1), (2, 2), (3, 2), (4, 4), (6, 4), (7, 4), (8, 8)])
def test_tensor_parallel_size_is_the_largest_power_of_two(gpus, tp):
    assert tensor_parallel_size(gpus) == tp


def test_visible_gpus_follow_cuda_visible_devices(monkeypatch):
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "0,3,5")
    assert inference.visible_gpu_count() == 3
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "")
    assert inference.visible_gpu_count() == 0


def test_auto_picks_transformers_without_gpus_and_vllm_missing_is_a_clear_error(monkeypatch, tmp_path):
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "")
    assert choose_backend("auto") == "transformers"
    monkeypatch.setitem(sys.modules, "vllm", None)  # not installed
    with pytest.raises(BackendUnavailable, match="vllm package is not installed"):
        open_backend(str(tmp_path), {"backend": "vllm"})
    with pytest.raises(BackendUnavailable, match="unknown inference backend 'tensorrt'"):
        choose_backend("tensorrt")


class FakeTokenizer:
    chat_template = "{fake}"

    def apply_chat_template(self, messages, add_generation_prompt, tokenize):
        assert add_generation_prompt and not tokenize
        return "".join(f"<{m['role']}>{m['content']}" for m in messages) + "<assistant>"


def fake_vllm(calls):
    """A stand-in for the vllm package: LLM echoes a canned completion and records its calls."""

    class SamplingParams:
        def __init__(self, **kw):
            self.kw = kw

    class Output:
        def __init__(self, text):
            self.outputs = [types.SimpleNamespace(text=text)]

    class LLM:
        def __init__(self, **kw):
            calls.append(("init", kw))

        def get_tokenizer(self):
            return FakeTokenizer()

        def generate(self, prompts, params, use_tqdm=True):
            calls.append(("generate", list(prompts), params.kw))
            return [Output(f"answer to {p[-12:]} STOP and more") for p in prompts]

    return types.SimpleNamespace(LLM=LLM, SamplingParams=SamplingParams)


def test_vllm_adapter_against_a_fake_vllm_module_test_double(monkeypatch, tmp_path):
    calls = []
    monkeypatch.setitem(sys.modules, "vllm", fake_vllm(calls))
    (tmp_path / "config.json").write_text("{}")
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "0,1,2,3,4,5")
    backend = open_backend(str(tmp_path), {"backend": "vllm", "gpu_memory_utilization": 0.5, "max_model_len": 4096})
    assert isinstance(backend, VLLMBackend) and backend.tensor_parallel_size == 4
    assert calls[0] == ("init", {"model": str(tmp_path), "tensor_parallel_size": 4, "gpu_memory_utilization": 0.5, "dtype": "bfloat16", "trust_remote_code": False, "max_model_len": 4096})
    prompts = [[{"role": "user", "content": "q1"}], "raw q2", [{"role": "user", "content": "q3"}]]
    progress = []
    outputs = backend.generate(prompts, GenerationConfig(max_new_tokens=7, stop=["STOP"], batch_size=2), on_batch=progress.append)
    # Chat prompts go through the chat template, raw ones unchanged; batches of batch_size.
    assert calls[1][1] == ["<user>q1<assistant>", "raw q2"] and calls[2][1] == ["<user>q3<assistant>"]
    assert calls[1][2] == {"temperature": 0.0, "top_p": 1.0, "max_tokens": 7, "stop": ["STOP"]}
    assert outputs == ["answer to 1<assistant> ", "answer to raw q2 ", "answer to 3<assistant> "]
    assert progress == [2, 3]


def test_vllm_adapter_reports_a_checkpoint_it_cannot_load(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "vllm", fake_vllm([]))
    with pytest.raises(ModelLoadError, match="no config.json"):
        VLLMBackend(str(tmp_path), gpus=1)

    class Broken:
        def __init__(self, **kw):
            raise RuntimeError("CUDA out of memory")

    monkeypatch.setitem(sys.modules, "vllm", types.SimpleNamespace(LLM=Broken, SamplingParams=dict))
    (tmp_path / "config.json").write_text("{}")
    with pytest.raises(ModelLoadError, match="vLLM could not load .*CUDA out of memory"):
        VLLMBackend(str(tmp_path), gpus=1)


def test_transformers_backend_on_the_real_small_model(small_model):
    backend = inference.TransformersBackend(small_model, threads=1)
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
    calls = []
    monkeypatch.setitem(sys.modules, "vllm", fake_vllm(calls))
    marker = tmp_path / "ran.txt"
    (tmp_path / "modeling_evil.py").write_text(f"open({str(marker)!r}, 'w').write('ran')\n")
    for name in ("config.json", "tokenizer_config.json"):
        for other in ("config.json", "tokenizer_config.json"):
            (tmp_path / other).write_text("{}")
        (tmp_path / name).write_text(json.dumps({"auto_map": {"AutoModelForCausalLM": "modeling_evil.Evil"}}))
        for kind in ("vllm", "transformers"):
            with pytest.raises(ModelLoadError, match=rf"{name} names the checkpoint's own code \(auto_map\)"):
                open_backend(str(tmp_path), {"backend": kind})
    assert calls == [] and not marker.exists()


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
