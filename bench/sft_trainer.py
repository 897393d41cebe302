"""The SFT job (a2rl.train.sft, our loop) against TRL's SFTTrainer, side by side on the same
examples, batches, learning rate and model: loss per step, time per step, tokens per second and
peak memory, each arm in its own process.

  .venv/bin/python bench/sft_trainer.py [--games 8] [--steps 8] [--batch 2] [--out FILE]

The examples are whole-episode expert games of the generated ALFWorld training split (the warm-up
the sft+grpo route trains, `sft.expertEpisodes`), encoded once (common.encode_pairs at 2048 prompt
/ 512 completion tokens) and given to both arms as token ids with the completion's loss mask:
- ours: the job as the pipeline runs it (`python -m a2rl.train.sft`), fp32 weights, AdamW, grad
  norm 1, batches fixed by the seed (sft.batch_indices);
- TRL: SFTTrainer on the same ids (input_ids + completion_mask, completion_only_loss), the same
  batches in the same order (a sequential sampler over them), AdamW, constant learning rate, grad
  norm 1, fp32 on CPU, no checkpoint; `trl` with SFTConfig's gradient checkpointing (its
  default), `trl_plain` without (as ours). Ours also writes its final checkpoint inside train_s.
Writes bench/results/sft-trainer.json and prints it.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

import result_file

HERE = os.path.dirname(os.path.abspath(__file__))
GAMES = os.path.join(HERE, "..", "tasks", "alfworld", "games", "json_2.1.1", "train")
LR, PROMPT, COMPLETION = 1e-4, 2048, 512
ARMS = (
    "ours",
    "trl",
    "trl_plain",
)  # trl: SFTConfig's defaults (gradient checkpointing); trl_plain: without it, as ours


def examples(out: str, games: int) -> str:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "a2rl.train.expert_data",
            "--config",
            json.dumps({"games": GAMES, "num_games": games, "episodes": True}),
            "--out",
            out,
        ],
        check=True,
        capture_output=True,
    )
    return os.path.join(out, "sft.jsonl")


def ours(model: str, data: str, steps: int, batch: int, out: str) -> dict:
    cfg = {
        "model": model,
        "data": data,
        "steps": steps,
        "batch_size": batch,
        "save_every": steps + 1,
        "lr": LR,
        "max_prompt_tokens": PROMPT,
        "max_completion_tokens": COMPLETION,
        "keep_optimizer": False,
        "threads": 2,
    }
    started = time.time()
    proc = subprocess.run(
        [sys.executable, "-m", "a2rl.train.sft", "--config", json.dumps(cfg), "--out", out],
        capture_output=True,
        text=True,
        check=True,
    )
    events = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    metrics = [e for e in events if e["event"] == "metrics"]
    done = next(e for e in events if e["event"] == "done")
    return {
        "losses": [m["loss"] for m in metrics],
        "tokens": done["tokens"],
        "train_s": done["seconds"],
        "wall_s": round(time.time() - started, 1),
        "peak_rss_gib": round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 2**20, 2),
    }


def trl_arm(model_dir: str, data: str, steps: int, batch: int, out: str, checkpointing: bool) -> dict:
    """Runs in its own process (--arm trl): SFTTrainer on the same rows, in the same order, with
    or without gradient checkpointing (on in SFTConfig's defaults)."""
    import torch
    from datasets import Dataset
    from torch.utils.data import SequentialSampler
    from transformers import AutoModelForCausalLM, AutoTokenizer, TrainerCallback
    from trl import SFTConfig, SFTTrainer

    from a2rl.train import common, sft

    common.setup_torch(2, 0)
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    pairs = sft.load_pairs(data)
    order = [i for step in range(1, steps + 1) for i in sft.batch_indices(len(pairs), batch, step, 0)]
    rows = common.encode_pairs(tokenizer, [pairs[i] for i in order], PROMPT, COMPLETION)
    dataset = Dataset.from_list(
        [
            {"input_ids": p + c, "completion_mask": [0] * len(p) + [int(x) for x in (m[0] if m else [1] * len(c))]}
            for p, c, *m in rows
        ]
    )
    tokens = sum(len(p) + len(c) for p, c, *_ in rows)

    class InOrder(SFTTrainer):
        def _get_train_sampler(self, train_dataset=None):
            return SequentialSampler(train_dataset if train_dataset is not None else self.train_dataset)

    losses: list[float] = []

    class Losses(TrainerCallback):
        def on_log(self, args, state, control, logs=None, **kwargs):
            if logs and "loss" in logs:
                losses.append(round(float(logs["loss"]), 6))

    args = SFTConfig(
        output_dir=out,
        max_steps=steps,
        per_device_train_batch_size=batch,
        learning_rate=LR,
        lr_scheduler_type="constant",
        warmup_steps=0,
        weight_decay=0.0,
        max_grad_norm=1.0,
        completion_only_loss=True,
        max_length=None,
        logging_steps=1,
        save_strategy="no",
        report_to=[],
        seed=0,
        use_cpu=True,
        bf16=False,
        dataloader_num_workers=0,
        shuffle_dataset=False,
        gradient_checkpointing=checkpointing,
    )
    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32)
    trainer = InOrder(model=model, args=args, train_dataset=dataset, processing_class=tokenizer, callbacks=[Losses()])
    started = time.time()
    trainer.train()
    train_s = time.time() - started
    return {
        "losses": losses,
        "tokens": tokens,
        "train_s": round(train_s, 2),
        "peak_rss_gib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20, 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--steps", type=int, default=8)
    parser.add_argument("--batch", type=int, default=2)
    parser.add_argument("--arm", choices=["trl", "trl_plain"], default=None, help=argparse.SUPPRESS)
    parser.add_argument("--model", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--data", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--out", default=os.path.join(HERE, "results", "sft-trainer.json"))
    args = parser.parse_args()
    if args.arm:
        with tempfile.TemporaryDirectory() as tmp:
            print(
                json.dumps(trl_arm(args.model, args.data, args.steps, args.batch, tmp, checkpointing=args.arm == "trl"))
            )
        return 0

    from a2rl.testing import small_model

    model = small_model()
    with tempfile.TemporaryDirectory() as tmp:
        data = examples(os.path.join(tmp, "data"), args.games)
        result = {
            "at": time.strftime("%Y-%m-%d"),
            "model": os.path.basename(model),
            "games": args.games,
            "steps": args.steps,
            "batch": args.batch,
            "lr": LR,
            "ours": ours(model, data, args.steps, args.batch, os.path.join(tmp, "ours")),
        }
        for arm in ARMS[1:]:
            proc = subprocess.run(
                [
                    sys.executable,
                    __file__,
                    "--arm",
                    arm,
                    "--model",
                    model,
                    "--data",
                    data,
                    "--steps",
                    str(args.steps),
                    "--batch",
                    str(args.batch),
                ],
                capture_output=True,
                text=True,
                check=True,
            )
            result[arm] = json.loads(proc.stdout.strip().splitlines()[-1])
    for arm in ARMS:
        r = result[arm]
        r["tokens_per_s"] = round(r["tokens"] / r["train_s"], 1)
        r["largest_loss_gap_to_ours"] = max(
            abs(a - b) for a, b in zip(r["losses"], result["ours"]["losses"], strict=True)
        )
    result_file.write(args.out, result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
