"""What the training jobs take of one GPU, for a model of the GPU recipe's size: memory and
throughput, not learning (bench/gpu_check.sh runs it; docs/training.md#on-a-gpu).

  PYTHONPATH=python python bench/gpu_check.py --size 1.5b|tiny --tokenizer DIR --out DIR

Built for a GPU machine with PyTorch and transformers but no vLLM, TRL, ALFWorld or network:
1. a Qwen2.5 model of --size built from its configuration with random weights (1.5b: the
   dimensions of Qwen2.5-1.5B-Instruct; tiny: a few layers, for a dry run of this script on a
   CPU), with the tokenizer of --tokenizer (its ids are all below the model's vocabulary);
2. the SFT job (`python -m a2rl.train.sft`): 2 steps on arith question/answer pairs, with
   gradient checkpointing (as the GPU recipe; the GRPO job too);
3. a GRPO round: the rollout job on arith (`a2rl.train.rollout`, transformers generation: no
   vLLM there), then the GRPO job on its trajectories. Random weights earn no reward, so the
   rewards are replaced by alternating 0 and 1 within each group (every group then carries a
   signal, as a learning round's would);
each job in its own process, while `nvidia-smi` is sampled for the GPU's memory in use (the peak
includes the CUDA context); on a CPU the peak resident memory of the jobs instead. Prints a
table and writes DIR/gpu-check.json.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = {
    # Qwen2.5-1.5B-Instruct's dimensions (its config.json): 1.54 B parameters, tied embeddings.
    "1.5b": dict(
        hidden_size=1536,
        intermediate_size=8960,
        num_hidden_layers=28,
        num_attention_heads=12,
        num_key_value_heads=2,
        vocab_size=151936,
        tie_word_embeddings=True,
        max_position_embeddings=32768,
        rope_theta=1_000_000.0,
    ),
    "tiny": dict(
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        vocab_size=49152,
        tie_word_embeddings=True,
        max_position_embeddings=2048,
    ),
}
NOT_HERE = [
    "vLLM rollouts (no vLLM in the image): generation through transformers instead",
    "ALFWorld episodes (no TextWorld in the image): arith's single-turn rollouts instead",
    "TRL (not installed): our jobs only",
    "learning (random weights, replaced rewards)",
]


class GpuMemory:
    """The most GPU memory in use (MiB) while it runs, sampled by nvidia-smi every 0.2 s."""

    def __init__(self) -> None:
        self.peak = 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.sample, daemon=True) if shutil.which("nvidia-smi") else None

    def sample(self) -> None:
        while not self.stop.is_set():
            out = subprocess.run(
                ["nvidia-smi", "--query-gpu=memory.used", "--format=csv,noheader,nounits"],
                capture_output=True,
                text=True,
            )
            if out.returncode == 0 and out.stdout.strip():
                self.peak = max(self.peak, max(int(x) for x in out.stdout.split()))
            self.stop.wait(0.2)

    def __enter__(self):
        if self.thread:
            self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        if self.thread:
            self.thread.join()


def job(kind: str, cfg: dict, out: str) -> dict:
    """One job in its own process: its `done` event, seconds and peak memory."""
    started = time.time()
    with GpuMemory() as gpu:
        proc = subprocess.run(
            [sys.executable, "-m", f"a2rl.train.{kind}", "--config", json.dumps(cfg), "--out", out],
            capture_output=True,
            text=True,
        )
    events = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    done = next((e for e in events if e["event"] == "done"), None)
    if proc.returncode != 0 or done is None:
        raise SystemExit(f"{kind} failed ({proc.returncode}): {proc.stderr[-2000:]}")
    return {
        "done": done,
        "seconds": round(time.time() - started, 1),
        "peak_gpu_mib": gpu.peak or None,
        "peak_rss_gib_so_far": round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 2**20, 2),
    }


def build_model(size: str, tokenizer: str, out: str) -> float:
    import torch
    from transformers import AutoTokenizer, Qwen2Config, Qwen2ForCausalLM

    torch.manual_seed(0)
    model = Qwen2ForCausalLM(Qwen2Config(**SIZES[size])).to(torch.bfloat16)
    model.save_pretrained(out, safe_serialization=True)
    AutoTokenizer.from_pretrained(tokenizer).save_pretrained(out)
    return sum(p.numel() for p in model.parameters()) / 1e9


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", choices=sorted(SIZES), default="1.5b")
    parser.add_argument("--tokenizer", required=True, help="a folder with a tokenizer (SmolLM2's: bench/gpu_check.sh)")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    import torch

    from a2rl.testing import task_module

    os.makedirs(args.out, exist_ok=True)
    model = os.path.join(args.out, "model")
    params = build_model(args.size, args.tokenizer, model)
    rows, _ = task_module("arith", "prepare").generate(20260101, 64, 10)
    data = os.path.join(args.out, "arith")
    os.makedirs(data, exist_ok=True)
    with open(os.path.join(data, "train.jsonl"), "w") as f:
        f.writelines(json.dumps(r) + "\n" for r in rows)
    with open(os.path.join(data, "sft.jsonl"), "w") as f:
        f.writelines(
            json.dumps({"prompt": f"Question: {r['question']}\nAnswer:", "completion": " " + r["answer"]}) + "\n"
            for r in rows
        )

    result = {
        "at": time.strftime("%Y-%m-%d"),
        "size": args.size,
        "parameters_b": round(params, 3),
        "device": torch.cuda.get_device_name(0) if torch.cuda.is_available() else "cpu",
        "torch": torch.__version__,
        "not_run_here": NOT_HERE,
    }
    result["sft"] = job(
        "sft",
        {
            "model": model,
            "data": os.path.join(data, "sft.jsonl"),
            "steps": 2,
            "batch_size": 8,
            "save_every": 2,
            "max_prompt_tokens": 256,
            "max_completion_tokens": 256,
            "keep_optimizer": False,
            "gradient_checkpointing": True,
        },
        os.path.join(args.out, "sft"),
    )
    result["rollout"] = job(
        "rollout",
        {
            "model": model,
            "task": "arith",
            "data": data,
            "num_games": 16,
            "group_size": 8,
            "max_new_tokens": 128,
            "batch_size": 64,
            "backend": "transformers",
        },
        os.path.join(args.out, "rollout"),
    )
    trajectories = result["rollout"]["done"]["trajectories"]
    with open(trajectories) as f:
        episodes = [json.loads(line) for line in f]
    generated = sum(len(t["completion_ids"]) for e in episodes for t in e["turns"])
    result["rollout"]["tokens_per_s"] = round(generated / result["rollout"]["done"]["seconds"], 1)  # generated
    for e in episodes:  # random weights earn nothing: alternate the rewards so every group carries a signal
        e["reward"] = float(e["episode"] % 2)
    with open(trajectories, "w") as f:
        f.writelines(json.dumps(e) + "\n" for e in episodes)
    result["grpo"] = job(
        "grpo",
        {
            "model": model,
            "trajectories": trajectories,
            "steps": 2,
            "batch_size": 16,
            "micro_batch_size": 8,
            "keep_optimizer": False,
            "gradient_checkpointing": True,
        },
        os.path.join(args.out, "grpo"),
    )
    for name in ("sft", "grpo"):  # trained tokens (prompt and completion) per second of the job's steps
        result[name]["tokens_per_s"] = round(result[name]["done"]["tokens"] / result[name]["done"]["seconds"], 1)
    with open(os.path.join(args.out, "gpu-check.json"), "w") as f:
        json.dump(result, f, indent=1)
    print(f"{args.size} ({params * 1e3:.1f} M parameters) on {result['device']}, torch {result['torch']}")
    for name in ("sft", "rollout", "grpo"):
        r = result[name]
        speed = r["tokens_per_s"]
        memory = (
            f"peak GPU {r['peak_gpu_mib']} MiB"
            if r["peak_gpu_mib"]
            else f"peak RSS so far {r['peak_rss_gib_so_far']} GiB"
        )
        print(f"{name:8} {r['seconds']:7.1f} s  {memory}  {speed:.1f} tokens/s")
    print("not run here: " + "; ".join(NOT_HERE))
    return 0


if __name__ == "__main__":
    sys.exit(main())
