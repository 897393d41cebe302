"""GRPO update on rollout trajectories (group-relative advantages, KL to a reference model).

  python -m a2rl.train.grpo --config JSON --out DIR [--resume CHECKPOINT]

config: model (the policy that played the rollouts), ref_model (KL anchor; default: model),
trajectories (rollout.py's JSON-lines), episodes (true: a multi-turn episode is one sample, see
below), steps (optimizer steps over the samples), max_epochs (null, or at most this many passes'
worth of samples: fewer steps when a round has few samples), batch_size (samples per step), micro_batch_size
(samples per forward/backward pass, gradients accumulated over the step; null: the whole batch),
lr, kl_coef (beta), clip_eps, max_prompt_tokens, max_completion_tokens, save_every, lora, seed,
threads, keep_checkpoints, keep_optimizer (false: the last checkpoint drops its optimizer state
when the job ends, as a pipeline's rounds do), tis_cap (the engine correction's cap, below; null:
no correction), gradient_checkpointing (common.checkpoint_activations).

The objective is GRPO's as TRL's GRPOTrainer computes it (loss_type "grpo"; the test
python/tests/test_grpo_learns.py pins loss and gradient to TRL's own on identical inputs): per
episode, advantage A = (reward - mean of its group) / (std of its group + 1e-4); every action token
t of every turn of the episode gets  -min(r_t A, clip(r_t, 1-eps, 1+eps) A) + beta * KL_t  with
r_t = exp(logp - old_logp), old_logp the log-probability under the policy that played the
rollouts (computed once, before the round's first step, and used by every step of the round, so
from the second step on the ratio moves and the clip acts), and KL_t = exp(ref - logp) -
(ref - logp) - 1 (the k3 estimator), averaged over a sample's tokens and then over samples. Groups
whose episodes all got the same reward carry no signal and are dropped.
Rollouts record the token ids the engine read and sampled and its log-probabilities
(a2rl.train.turns); training reads those ids, never the text encoded again, and weights each sampled
token's surrogate term by min(exp(old_logp - engine_logp), tis_cap) (truncated importance sampling,
TRL's vLLM correction in its token_truncate mode): where the engine computes in another precision
or with other kernels than the trainer, its samples come from a slightly different policy.
TRL's trainer generates its own single-turn completions, so ALFWorld's multi-turn episodes,
played by rollout.py in the real engine, are scored here with the same loss.

A sample is one turn, or with `episodes` a whole episode: each turn's prompt is the previous one
plus its action and observation, so the episode is one sequence with loss on its actions
(expert_data.episode_row), as whole-episode SFT trains; every turn is then scored on its full
prompt at a fraction of the tokens (the few-shot examples and history are read once per episode,
not once per turn). An episode whose prompts were cut is not one sequence; its turns stay samples.
A token-exact episode is one sample per run of turns whose ids chain (turns.chained_runs).
"""

from __future__ import annotations

import json
import math
import random
import statistics
import sys
import time
from typing import Any

from a2rl import protocol
from a2rl.train import common, defaults
from a2rl.train.turns import chained, chained_runs, episode_ids_row, episode_row, token_exact, turn_ids_row, turn_row

# Settings the pipeline sends default to its values (a2rl.train.defaults); the rest are this job's own.
DEFAULTS = {
    "model": None,
    "ref_model": None,
    "trajectories": None,
    "save_every": 2,
    "threads": None,
    "keep_checkpoints": 2,
    "keep_optimizer": True,
    "tis_cap": 3.0,
    **defaults.job("grpo"),
}


def advantages(episodes: list[dict]) -> list[float]:
    """Group-relative advantages (GRPO): reward minus the group's mean, over the group's std."""
    groups: dict[str, list[float]] = {}
    for ep in episodes:
        groups.setdefault(ep["group"], []).append(float(ep["reward"]))
    out = []
    for ep in episodes:
        rewards = groups[ep["group"]]
        mean = statistics.fmean(rewards)
        std = statistics.pstdev(rewards) if len(rewards) > 1 else 0.0
        out.append(0.0 if std == 0.0 else (float(ep["reward"]) - mean) / (std + 1e-4))
    return out


def training_samples(episodes: list[dict], whole_episodes: bool = False) -> list[dict]:
    """The samples of every episode with a nonzero advantage: one per turn, or with
    `whole_episodes` one per chained episode (its actions the loss spans). A token-exact episode
    (a2rl.train.turns: the engine's ids) gives samples of those ids, with `whole_episodes` one per
    run of turns whose ids chain; a text episode, of its text."""
    samples = []
    for ep, adv in zip(episodes, advantages(episodes), strict=True):
        if adv == 0.0:
            continue
        turns = ep["turns"]
        if token_exact(turns):
            runs = chained_runs(turns) if whole_episodes else [[t] for t in turns]
            samples += [
                {**(episode_ids_row(run) if len(run) > 1 else turn_ids_row(run[0])), "advantage": adv} for run in runs
            ]
        elif whole_episodes and len(turns) > 1 and chained(turns):
            samples.append({**episode_row(turns), "advantage": adv})
        else:
            samples += [{**turn_row(t), "advantage": adv} for t in turns]
    return samples


def encode(tokenizer, samples: list[dict], max_prompt_tokens: int, max_completion_tokens: int) -> tuple[list, list]:
    """Each sample's row (common.encode_pairs' shape) and the engine's log-probabilities of its
    completion ids (None for a text sample). A token-exact sample keeps the ids the engine read and
    sampled: its prompt is never cut (cutting it would train the sampled ids on a prompt the engine
    did not read; the rollout's window bounds it) and its completion is cut from the right at
    max_completion_tokens. A text sample is encoded (encode_pairs: both limits)."""
    text = [i for i, s in enumerate(samples) if "prompt_ids" not in s]
    encoded = common.encode_pairs(
        tokenizer,
        [
            (samples[i]["prompt"], samples[i]["completion"], samples[i]["task_span"], samples[i].get("spans"))
            for i in text
        ],
        max_prompt_tokens,
        max_completion_tokens,
    )
    rows: list = [None] * len(samples)
    engine: list = [None] * len(samples)
    for i, row in zip(text, encoded, strict=True):
        rows[i] = row
    for i, s in enumerate(samples):
        if "prompt_ids" in s:
            cut = slice(0, max_completion_tokens)
            mask = s["mask"][cut] if s["mask"] is not None else None
            rows[i] = (s["prompt_ids"], s["completion_ids"][cut], *([mask] if mask is not None else []))
            engine[i] = s["logprobs"][cut] if s.get("logprobs") else None
    return rows, engine


def sampling_correction(old: list, engine: list, rows: list, cap: float) -> tuple[list, dict]:
    """Truncated importance sampling for the gap between the rollout engine and the trainer (TRL's
    vLLM correction, mode token_truncate): each sampled token's surrogate loss is weighted by
    min(exp(old - engine), cap), old its log-probability under the round's policy as the trainer
    computes it, engine the engine's; 1 where the engine's is unknown (a text sample, an observation).
    Per-row weights in old's layout, and the gap |old - engine| over the sampled tokens."""
    import torch

    weights, gaps = [], []
    for o, e, row in zip(old, engine, rows, strict=True):
        w = torch.ones_like(o)
        if e is not None:
            at = slice(len(row[0]) - 1, len(row[0]) - 1 + len(e))
            diff = o[at] - torch.as_tensor(e, dtype=torch.float32)
            w[at] = torch.exp(torch.nan_to_num(diff, nan=0.0)).clamp(max=cap)
            gaps.append(diff[~diff.isnan()].abs())
        weights.append(w)
    gap = torch.cat(gaps) if gaps else torch.zeros(0)
    stats = {
        "tokens": int(gap.numel()),
        "mean_abs": round(float(gap.mean()), 6) if gap.numel() else None,
        "max_abs": round(float(gap.max()), 6) if gap.numel() else None,
        "capped": int(sum(int((w >= cap).sum()) for w in weights)),
    }
    return weights, stats


def token_loss(logp, old_logp, ref_logp, adv, mask, eps: float, beta: float, is_weight=None):
    """GRPO's loss per sample (the module's docstring), shape [batch], from per-token
    log-probabilities [batch, tokens] under the policy (logp), the policy that played the rollouts
    (old_logp; None: this one, detached) and the KL anchor (ref_logp; None: no KL term); adv: one
    advantage per row; mask: the trained tokens (0/1); is_weight: the engine's correction per token
    (sampling_correction; None: none). Also the per-token KL and which tokens the clip held (0/1),
    for the job's metrics."""
    import torch

    adv = adv.unsqueeze(1)
    old = logp.detach() if old_logp is None else old_logp
    # Masked before exp: positions outside the loss may hold anything (padding, untrained prompt).
    ratio = torch.exp((logp - old) * mask)
    per_token = -torch.min(ratio * adv, torch.clamp(ratio, 1 - eps, 1 + eps) * adv)
    if is_weight is not None:
        per_token = per_token * is_weight
    kl = torch.zeros_like(logp)
    if ref_logp is not None:
        kl = torch.exp(ref_logp - logp) - (ref_logp - logp) - 1
        per_token = per_token + beta * kl
    per_sample = (per_token * mask).sum(1) / mask.sum(1).clamp(min=1)
    clipped = (((ratio < 1 - eps) & (adv < 0)) | ((ratio > 1 + eps) & (adv > 0))).float() * mask
    return per_sample, kl, clipped


# The KL anchor of a LoRA policy anchored to its own base: the policy with its adapter turned off,
# so the base is not loaded a second time.
ADAPTER_OFF = "adapter-off"


def anchor_logprobs(model, ref, ids, attn, comp):
    """The KL anchor's log-probabilities (token_logprobs' layout), without gradients: `ref`'s, or
    with ADAPTER_OFF the policy's base's."""
    import contextlib

    import torch

    off = ref == ADAPTER_OFF
    with torch.no_grad(), model.disable_adapter() if off else contextlib.nullcontext():
        return common.token_logprobs(model if off else ref, ids, attn, comp)


def loss_of(model, ref, ids, attn, comp, adv, eps: float, beta: float, old_logp=None, is_weight=None):
    """GRPO's loss per sample of a batch, shape [batch] (token_loss), with the KL to `ref` and the
    tokens the clip held, each summed over the trained tokens, and their count. comp: the trained
    positions (0/1); old_logp: the rollout policy's log-probabilities, as token_logprobs lays them
    out for these rows (None: on-policy); is_weight: sampling_correction's, laid out alike (None:
    none); ref None: no KL term, ADAPTER_OFF: the LoRA policy's base."""
    mask = comp[:, 1:]
    logp = common.token_logprobs(model, ids, attn, comp)
    ref_logp = None if ref is None else anchor_logprobs(model, ref, ids, attn, comp)
    per_sample, kl, clipped = token_loss(logp, old_logp, ref_logp, adv, mask, eps, beta, is_weight)
    return per_sample, float((kl.detach() * mask).sum()), float(clipped.sum()), float(mask.sum())


def old_logprobs(model, rows: list, pad_id: int, micro: int) -> list:
    """The log-probabilities of every row's tokens (token_logprobs' layout, one 1-D tensor per row
    of its length - 1) under `model` as it is now: the round's old policy, read once before its
    first step."""
    import torch

    was_training = model.training
    model.eval()
    out = []
    with torch.no_grad():
        for i in range(0, len(rows), micro):
            part = rows[i : i + micro]
            ids, attn, comp = common.batch_tensors(part, pad_id)
            logp = common.token_logprobs(model, ids, attn, comp)
            out += [logp[j, : len(r[0]) + len(r[1]) - 1].float().cpu() for j, r in enumerate(part)]
    model.train(was_training)
    return out


def padded(rows_logp: list, width: int, device, fill: float = 0.0):
    """Per-row 1-D values (log-probabilities, weights) as one [rows, width - 1] tensor (`fill` past each row's end)."""
    import torch

    out = torch.full((len(rows_logp), width - 1), fill, dtype=torch.float32)
    for i, lp in enumerate(rows_logp):
        out[i, : len(lp)] = lp
    return out.to(device)


def update(model, ref, optimizer, batches, eps: float, beta: float) -> tuple[float, float, float]:
    """One optimizer step on GRPO's loss over the samples of `batches` ((ids, attn, comp, adv[,
    old_logp[, is_weight]]) micro-batches of one step; gradients accumulate, so the step is that of one batch of
    them all), gradients clipped to norm 1: (loss, mean KL, share of trained tokens the clip held).
    The job's step, and the seam the GRPO regression tests drive (python/tests/test_grpo_learns.py)."""
    import torch

    total = sum(int(b[0].shape[0]) for b in batches)
    optimizer.zero_grad()
    loss = kl = clipped = tokens = 0.0
    for ids, attn, comp, adv, *extra in batches:
        per_sample, kl_sum, clipped_sum, n = loss_of(model, ref, ids, attn, comp, adv, eps, beta, *extra)
        part = per_sample.sum() / total
        part.backward()
        loss, kl, clipped, tokens = loss + part.item(), kl + kl_sum, clipped + clipped_sum, tokens + n
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    optimizer.step()
    return loss, kl / max(tokens, 1.0), clipped / max(tokens, 1.0)


OLD_LOGPROBS = "old-logprobs.pt"


def round_old_logprobs(out: str, cfg: dict, resume, model, rows: list, pad_id: int, micro: int) -> list:
    """The round's old-policy log-probabilities: read once with the policy that played the rollouts,
    before the first step, and kept beside the checkpoints, so a resumed job goes on with the same
    ones (not its resumed weights'). A job resumed without them reads them from the round's model."""
    import os

    import torch

    path = os.path.join(out, OLD_LOGPROBS)
    if resume and os.path.exists(path):
        return torch.load(path)
    policy = model
    if resume:
        policy, _ = common.load_policy(cfg["model"], None, None)
    old = old_logprobs(policy, rows, pad_id, micro)
    os.makedirs(out, exist_ok=True)
    torch.save(old, path + ".tmp")
    os.replace(path + ".tmp", path)
    return old


def load_episodes(path: str) -> list[dict]:
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def main(argv: list[str] | None = None) -> int:
    protocol.start_job()
    args = common.job_arguments(argv)
    try:
        cfg = common.settings(DEFAULTS, args.config)
        if not cfg["model"] or not cfg["trajectories"]:
            raise ValueError("model and trajectories are required")
        episodes = load_episodes(cfg["trajectories"])
    except (ValueError, FileNotFoundError) as err:
        return common.fail(str(err))
    common.setup_torch(cfg["threads"], int(cfg["seed"]))
    import torch
    from transformers import AutoModelForCausalLM

    resume = common.resume_point(args)
    state: dict[str, Any] = common.read_state(resume) if resume else {"losses": []}
    start_step = int(state.get("step", 0))
    model, tokenizer = common.load_policy(cfg["model"], resume, cfg["lora"], bool(cfg["gradient_checkpointing"]))
    samples = training_samples(episodes, bool(cfg["episodes"]))
    steps = int(cfg["steps"])
    if cfg["max_epochs"] is not None:
        # A round whose groups mostly agreed leaves few samples; stepping over them many times
        # over-fits them (measured: 6 steps of 8 over 16 samples took a policy from 10 to 3 of 24).
        steps = min(steps, max(1, math.ceil(float(cfg["max_epochs"]) * len(samples) / int(cfg["batch_size"]))))
    stats = {
        "episodes": len(episodes),
        "samples": len(samples),
        "groups": len({e["group"] for e in episodes}),
        "mean_reward": statistics.fmean(float(e["reward"]) for e in episodes) if episodes else 0.0,
    }
    if not samples:
        # Every group was all-wins or all-losses: nothing to learn; the policy is passed on unchanged.
        protocol.emit(
            "done", checkpoint=None, step=start_step, skipped="no group had differing rewards", losses=[], **stats
        )
        return 0
    ref = None
    if float(cfg["kl_coef"]) > 0 and common.is_lora(model) and cfg["ref_model"] in (None, cfg["model"]):
        ref = ADAPTER_OFF  # the adapter trains on the anchor itself
    elif float(cfg["kl_coef"]) > 0:
        # Never trained: its weights in the passes' precision (bf16 on a GPU: half of an fp32 copy).
        ref = AutoModelForCausalLM.from_pretrained(cfg["ref_model"] or cfg["model"], dtype=common.compute_dtype())
        ref = ref.to(common.device())  # pyright: ignore[reportArgumentType]  (transformers' annotation of to())
        ref.eval()
    optimizer = common.make_optimizer(model, float(cfg["lr"]), resume)
    model.train()
    eps, beta = float(cfg["clip_eps"]), float(cfg["kl_coef"])
    losses: list[float] = state.get("losses", [])
    started, tokens = time.time(), 0
    micro = int(cfg["micro_batch_size"] or cfg["batch_size"])
    rows, engine = encode(tokenizer, samples, int(cfg["max_prompt_tokens"]), int(cfg["max_completion_tokens"]))
    old = round_old_logprobs(args.out, cfg, resume, model, rows, tokenizer.pad_token_id, micro)
    weights, stats["engine_gap"] = sampling_correction(old, engine, rows, float(cfg["tis_cap"] or math.inf))
    for step in range(start_step + 1, steps + 1):
        rng = random.Random(int(cfg["seed"]) * 7919 + step)  # step k always sees the same samples
        batch = rng.sample(range(len(samples)), min(int(cfg["batch_size"]), len(samples)))
        batches = []
        for i in range(0, len(batch), micro):
            part = batch[i : i + micro]
            ids, attn, comp = common.batch_tensors([rows[j] for j in part], tokenizer.pad_token_id)
            adv = torch.tensor([samples[j]["advantage"] for j in part], dtype=torch.float32, device=ids.device)
            correction = (
                padded([weights[j] for j in part], ids.shape[1], ids.device, fill=1.0) if cfg["tis_cap"] else None
            )
            batches.append((ids, attn, comp, adv, padded([old[j] for j in part], ids.shape[1], ids.device), correction))
            tokens += int(attn.sum())
        loss, mean_kl, clip_frac = update(model, ref, optimizer, batches, eps, beta)
        losses.append(round(loss, 6))
        protocol.emit(
            "metrics",
            step=step,
            loss=losses[-1],
            kl=round(mean_kl, 6),
            clip_frac=round(clip_frac, 6),
            tokens=tokens,
            lr=optimizer.param_groups[0]["lr"],
            tokens_per_second=round(tokens / max(1e-9, time.time() - started), 2),
            resumed_from=start_step,
        )
        protocol.progress(step, steps)
        if step % int(cfg["save_every"]) == 0 or step == steps:
            common.save_checkpoint(
                args.out,
                step,
                model,
                tokenizer,
                optimizer,
                {"job": "grpo", "config": cfg, "losses": losses, "resumed_from": start_step, **stats},
                keep=int(cfg["keep_checkpoints"]),
            )
    protocol.emit(
        "done",
        checkpoint=common.finish(args.out, bool(cfg["keep_optimizer"])),
        step=steps,
        losses=losses,
        resumed_from=start_step,
        tokens=tokens,
        seconds=round(time.time() - started, 2),
        **stats,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
