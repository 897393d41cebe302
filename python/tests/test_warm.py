"""The warm evaluation engine: a new checkpoint's weights read into the engine a run already has
score exactly as a new engine would, and anything that a new engine would load differently
starts one. The real small model on vLLM (CPU here), its checkpoints made by perturbing it."""

import json
import os
import shutil
import subprocess
import sys

import pytest
import torch
from safetensors.torch import load_file, save_file

from a2rl import warm
from a2rl.inference import GenerationConfig, TransformersBackend, open_backend
from a2rl.testing import ROOT, evaluator_env

PROMPTS = [
    "Question: Tom has 3 apples and buys 4 more. How many apples does he have?\nLet's think step by step\nAnswer:",
    [{"role": "user", "content": "Name a fruit."}],
    "The capital of France is",
]
GEN = GenerationConfig(max_new_tokens=24, batch_size=3)
CFG = {"threads": 2, "kv_cache_gib": 0.5, "dtype": "float32", "backend": "vllm"}


def copy_checkpoint(src: str, dst: str, change=None) -> str:
    """A copy of the checkpoint at `src`, its weights passed through `change` (name, tensor) -> tensor."""
    shutil.copytree(src, dst)
    if change:
        weights = os.path.join(dst, "model.safetensors")
        tensors = load_file(weights)
        save_file({n: change(n, t).contiguous() for n, t in tensors.items()}, weights, metadata={"format": "pt"})
    return dst


@pytest.fixture(scope="module")
def checkpoints(small_model, tmp_path_factory):
    root = tmp_path_factory.mktemp("warm")
    gen = torch.Generator().manual_seed(0)

    def noisy(_, t):
        return t + 0.02 * torch.randn(t.shape, generator=gen).to(t.dtype) if t.dim() == 2 else t

    return {"a": small_model, "b": copy_checkpoint(small_model, str(root / "b"), noisy)}


def test_a_checkpoints_signature_names_what_an_engine_loads(checkpoints, tmp_path):
    a = checkpoints["a"]
    assert warm.checkpoint_signature(a) == warm.checkpoint_signature(copy_checkpoint(a, str(tmp_path / "same")))
    assert warm.checkpoint_signature(a) == warm.checkpoint_signature(checkpoints["b"])  # other values, same tensors
    tokenizer = copy_checkpoint(a, str(tmp_path / "tokenizer"))
    with open(os.path.join(tokenizer, "tokenizer_config.json"), encoding="utf-8") as f:
        config = json.load(f)
    with open(os.path.join(tokenizer, "tokenizer_config.json"), "w", encoding="utf-8") as f:
        json.dump({**config, "model_max_length": 4096}, f)
    assert warm.checkpoint_signature(tokenizer) != warm.checkpoint_signature(a)
    cut = copy_checkpoint(a, str(tmp_path / "cut"), lambda n, t: t[:-1] if n.endswith("embed_tokens.weight") else t)
    assert warm.checkpoint_signature(cut) != warm.checkpoint_signature(a)
    pickled = copy_checkpoint(a, str(tmp_path / "pickled"))
    open(os.path.join(pickled, "pytorch_model.bin"), "wb").close()
    assert warm.checkpoint_signature(pickled) is None


def test_weights_read_into_a_warm_engine_score_as_a_new_engine_would(checkpoints):
    """Checkpoint b through a's engine decodes as b itself does (transformers, fp32: greedy
    outputs agree token for token with vLLM's); then a again, with nothing of b left."""
    engine = warm.WarmEngine()
    warm.ENGINE = engine
    try:
        first = open_backend(checkpoints["a"], CFG)
        out_a = first.generate(PROMPTS, GEN)
        second = open_backend(checkpoints["b"], CFG)
        assert second is first and engine.loads == {"started": 1, "reloaded": 1}
        out_b = second.generate(PROMPTS, GEN)
        assert out_b != out_a
        assert out_b == TransformersBackend(checkpoints["b"], threads=2, dtype="float32").generate(PROMPTS, GEN)
        assert open_backend(checkpoints["a"], CFG).generate(PROMPTS, GEN) == out_a
        # Other engine settings: a new engine.
        open_backend(checkpoints["a"], {**CFG, "max_model_len": 2048})
        assert engine.loads == {"started": 2, "reloaded": 2}
    finally:
        engine.close()
        warm.ENGINE = None


def test_a_warm_process_scores_a_runs_checkpoints_as_separate_evaluators_do(checkpoints, tmp_path):
    script = os.path.join(ROOT, "tasks", "arith", "evaluate.py")
    data = os.path.join(tmp_path, "heldout")
    subprocess.run(
        [
            sys.executable,
            os.path.join(ROOT, "tasks", "arith", "prepare.py"),
            "--out",
            str(tmp_path),
            "--train",
            "4",
            "--heldout",
            "24",
        ],
        check=True,
        env=evaluator_env(),
        capture_output=True,
    )
    config = json.dumps({"kv_cache_gib": 0.5, "threads": 2})

    def argv(name):
        return [
            "--model",
            checkpoints[name],
            "--data",
            data,
            "--out",
            str(tmp_path / f"{name}.json"),
            "--config",
            config,
        ]

    def results(stdout: str) -> list:
        return [e for e in map(json.loads, stdout.splitlines()) if e["event"] in ("result", "idle")]

    requests = "".join(json.dumps({"script": script, "argv": argv(n)}) + "\n" for n in ("a", "b"))
    served = subprocess.run(
        [sys.executable, "-m", "a2rl.warm"],
        input=requests,
        capture_output=True,
        text=True,
        env=evaluator_env(),
        cwd=os.path.dirname(script),
        timeout=600,
    )
    assert served.returncode == 0, served.stderr[-2000:]
    events = results(served.stdout)
    assert [e["event"] for e in events] == ["result", "idle", "result", "idle"]
    assert events[3]["started"] == 1 and events[3]["reloaded"] == 1
    assert events[0]["engine"]["load"] == "started" and events[2]["engine"]["load"] == "reloaded"
    # The reloaded checkpoint scores as its own evaluator process does (the engine it started with:
    # the test above, token for token).
    alone = subprocess.run(
        [sys.executable, script, *argv("b")],
        capture_output=True,
        text=True,
        env=evaluator_env(),
        cwd=os.path.dirname(script),
        timeout=600,
    )
    (result,) = [e for e in results(alone.stdout) if e["event"] == "result"]
    assert events[2]["score"] == result["score"] and events[2]["error"] is None and events[0]["error"] is None
    assert events[2]["accuracy_summary"] == result["accuracy_summary"]
    assert "load" not in result["engine"]  # no warm process: nothing to say


def test_a_request_that_is_not_one_ends_the_process(tmp_path):
    served = subprocess.run(
        [sys.executable, "-m", "a2rl.warm"],
        input='{"script": 3}\n',
        capture_output=True,
        text=True,
        env=evaluator_env(),
        timeout=60,
    )
    assert served.returncode != 0 and "not a request" in served.stderr


def test_a_reload_that_fails_closes_the_engine(checkpoints):
    """Weights half read in serve no later checkpoint: the next one gets a new engine. (A test
    double of a backend whose reload fails, since vLLM's own failure cannot be provoked midway.)"""

    class FailingReload:
        closed = False

        def load_weights(self, path):
            raise OSError("disk read error")

        def close(self):
            self.closed = True

    engine = warm.WarmEngine()
    broken = engine.open(checkpoints["a"], CFG, FailingReload)
    with pytest.raises(OSError):
        engine.open(checkpoints["b"], CFG, FailingReload)
    assert broken.closed and engine.backend is None and engine.key is None
    fresh = engine.open(checkpoints["b"], CFG, FailingReload)
    assert fresh is not broken and engine.loads == {"started": 2, "reloaded": 0}
