"""Supervised fine-tuning on prompt/completion pairs (loss on the completion tokens only).

  python -m a2rl.train.sft --config JSON --out DIR [--resume CHECKPOINT]

config: model (checkpoint folder), data (JSON-lines of {"prompt", "completion"[, "task_span"][, "spans"]}), steps, lr,
batch_size, save_every, max_prompt_tokens, max_completion_tokens, lora ({"r", "alpha"} or null),
seed, threads, keep_checkpoints, keep_optimizer (false: the last checkpoint drops its optimizer
state when the job ends, as a pipeline's jobs do), gradient_checkpointing (recompute activations
in the backward pass: common.checkpoint_activations). Step k always trains on the same examples (a
seeded order per epoch), so a job resumed from checkpoint-k continues the run it was part of, not
a new one.
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

from a2rl import protocol
from a2rl.train import common, defaults

# Settings the pipeline sends default to its values (a2rl.train.defaults); the rest are this job's own.
DEFAULTS = {
    "model": None,
    "data": None,
    "threads": None,
    "keep_checkpoints": 2,
    "keep_optimizer": True,
    **defaults.job("sft"),
}


def load_pairs(path: str) -> list[tuple]:
    """(prompt, completion, task_span or None, spans or None) per row ({"prompt", "completion"[,
    "task_span"][, "spans"]}; spans: the parts of the completion that carry loss)."""
    pairs = []
    with open(path) as f:
        for line in f:
            if line.strip():
                row = json.loads(line)
                pairs.append((row["prompt"], row["completion"], row.get("task_span"), row.get("spans")))
    if not pairs:
        raise ValueError(f"no training examples in {path}")
    return pairs


def batch_indices(n: int, batch_size: int, step: int, seed: int) -> list[int]:
    """The examples of 1-based step `step`: a seeded permutation per epoch, cut in batches."""
    start = (step - 1) * batch_size
    out = []
    for pos in range(start, start + batch_size):
        epoch, i = divmod(pos, n)
        order = list(range(n))
        random.Random(seed * 100_003 + epoch).shuffle(order)
        out.append(order[i])
    return out


def main(argv: list[str] | None = None) -> int:
    protocol.start_job()
    args = common.job_arguments(argv)
    try:
        cfg = common.settings(DEFAULTS, args.config)
        if not cfg["model"] or not cfg["data"]:
            raise ValueError("model and data are required")
    except ValueError as err:
        return common.fail(str(err))
    common.setup_torch(cfg["threads"], cfg["seed"])
    import torch

    resume = common.resume_point(args)
    state: dict[str, Any] = common.read_state(resume) if resume else {"losses": []}
    start_step = int(state.get("step", 0))
    model, tokenizer = common.load_policy(cfg["model"], resume, cfg["lora"], bool(cfg["gradient_checkpointing"]))
    optimizer = common.make_optimizer(model, float(cfg["lr"]), resume)
    pairs = load_pairs(cfg["data"])
    if resume:
        protocol.log(f"resuming from {resume} at step {start_step}")
    model.train()
    started, tokens = time.time(), 0
    losses: list[float] = state.get("losses", [])
    for step in range(start_step + 1, int(cfg["steps"]) + 1):
        idx = batch_indices(len(pairs), int(cfg["batch_size"]), step, int(cfg["seed"]))
        rows = common.encode_pairs(
            tokenizer, [pairs[i] for i in idx], int(cfg["max_prompt_tokens"]), int(cfg["max_completion_tokens"])
        )
        ids, attn, comp = common.batch_tensors(rows, tokenizer.pad_token_id)
        logp = common.token_logprobs(model, ids, attn, comp)
        mask = comp[:, 1:]
        loss = -(logp * mask).sum() / mask.sum().clamp(min=1)
        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        tokens += int(attn.sum())
        losses.append(round(loss.item(), 6))
        protocol.emit(
            "metrics",
            step=step,
            loss=losses[-1],
            tokens=tokens,
            lr=optimizer.param_groups[0]["lr"],
            tokens_per_second=round(tokens / max(1e-9, time.time() - started), 2),
            resumed_from=start_step,
        )
        protocol.progress(step, int(cfg["steps"]))
        if step % int(cfg["save_every"]) == 0 or step == int(cfg["steps"]):
            common.save_checkpoint(
                args.out,
                step,
                model,
                tokenizer,
                optimizer,
                {"job": "sft", "config": cfg, "losses": losses, "resumed_from": start_step},
                keep=int(cfg["keep_checkpoints"]),
            )
    final = common.finish(args.out, bool(cfg["keep_optimizer"]))
    protocol.emit(
        "done",
        checkpoint=final,
        step=int(cfg["steps"]),
        losses=losses,
        resumed_from=start_step,
        tokens=tokens,
        seconds=round(time.time() - started, 2),
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
