"""What every training job shares: its command line, checkpoints, and the loss on completions.

Command line of every job (run by activities/training.ts):
    python -m a2rl.train.<job> --config JSON --out DIR [--resume CHECKPOINT]

Events on stdout (a2rl.protocol): progress, metrics {step, loss, ...}, checkpoint {path, step},
done {...}, error {message}. The activity heartbeats the last checkpoint and, on a retry, passes it
back as --resume; without --resume a job continues from the newest complete checkpoint in DIR.

A checkpoint is a full transformers model (LoRA merged in), its tokenizer, `trainer_state.json`
(step, config, losses so far) and `optimizer.pt`, written to a temporary folder and renamed, so
a crash never leaves a half-written `checkpoint-<step>`.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import shutil
from typing import Iterable, Optional

from a2rl import protocol
from a2rl.settings import TORCH_THREADS

STATE_FILE = "trainer_state.json"
OPTIMIZER_FILE = "optimizer.pt"
ADAPTER_DIR = "adapter"


def job_arguments(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default="{}", help="job settings (JSON)")
    parser.add_argument("--out", required=True, help="the job's artifact folder")
    parser.add_argument("--resume", default=None, help="a checkpoint to continue from")
    args = parser.parse_args(argv)
    args.config = json.loads(args.config)
    os.makedirs(args.out, exist_ok=True)
    return args


def settings(defaults: dict, given: dict) -> dict:
    """defaults updated by given; an unknown key is an error (a typo never becomes a default)."""
    unknown = sorted(set(given) - set(defaults))
    if unknown:
        raise ValueError(f"unknown settings: {', '.join(unknown)} (known: {', '.join(sorted(defaults))})")
    return {**defaults, **given}


def setup_torch(threads: Optional[int], seed: int) -> None:
    import numpy as np
    import torch

    torch.set_num_threads(int(threads or TORCH_THREADS.value()))
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def device() -> str:
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def compute_dtype():
    """What forward and backward passes compute in: bf16 on a GPU, fp32 on a CPU. Weights and
    optimizer state stay fp32 everywhere (load_policy): a bf16 weight of 0.02 is stored to the
    nearest 1.2e-4, so an optimizer step of 1e-5 (GRPO's learning rate) would round away."""
    import torch

    return torch.bfloat16 if device() == "cuda" else torch.float32


def autocast():
    """Mixed precision where compute_dtype is not fp32 (the weights' dtype)."""
    import torch

    dtype = compute_dtype()
    return contextlib.nullcontext() if dtype == torch.float32 else torch.autocast(device_type=device(), dtype=dtype)


# --- checkpoints ----------------------------------------------------------------------------


def checkpoint_step(path: str) -> Optional[int]:
    m = re.fullmatch(r"checkpoint-(\d+)", os.path.basename(os.path.normpath(path)))
    return int(m.group(1)) if m else None


def is_complete(path: str) -> bool:
    return os.path.exists(os.path.join(path, STATE_FILE)) and os.path.exists(os.path.join(path, "config.json"))


def latest_checkpoint(out_dir: str) -> Optional[str]:
    found = [
        (checkpoint_step(p), p) for p in (os.path.join(out_dir, n) for n in os.listdir(out_dir)) if os.path.isdir(p)
    ]
    found = [(s, p) for s, p in found if s is not None and is_complete(p)]
    return max(found)[1] if found else None


def read_state(path: str) -> dict:
    with open(os.path.join(path, STATE_FILE)) as f:
        return json.load(f)


def resume_point(args: argparse.Namespace) -> Optional[str]:
    """--resume when given and complete, else the newest complete checkpoint in --out."""
    if args.resume and is_complete(args.resume):
        return args.resume
    return latest_checkpoint(args.out)


def finish(out_dir: str, keep_optimizer: bool) -> Optional[str]:
    """The finished job's last checkpoint; without its optimizer state unless kept. A pipeline
    drops it: its next job (the next round) starts its own optimizer, and a retry of a finished
    job finds it complete and passes it on; for a 135M model the state is 1.1 of a checkpoint's
    1.6 GB, per round. Kept (the default), a longer run can continue the job."""
    final = latest_checkpoint(out_dir)
    if final and not keep_optimizer:
        try:
            os.remove(os.path.join(final, OPTIMIZER_FILE))
        except FileNotFoundError:
            pass
    return final


def save_checkpoint(out_dir: str, step: int, model, tokenizer, optimizer, state: dict, keep: int = 2) -> str:
    """Writes checkpoint-<step> atomically, emits the `checkpoint` event, keeps the newest `keep`."""
    import torch

    final = os.path.join(out_dir, f"checkpoint-{step}")
    tmp = final + ".tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    full = merged(model)
    full.save_pretrained(tmp, safe_serialization=True)
    tokenizer.save_pretrained(tmp)
    if is_lora(model):
        model.save_pretrained(os.path.join(tmp, ADAPTER_DIR))
    torch.save(optimizer.state_dict(), os.path.join(tmp, OPTIMIZER_FILE))
    with open(os.path.join(tmp, STATE_FILE), "w") as f:
        json.dump({**state, "step": step}, f, indent=1)
    shutil.rmtree(final, ignore_errors=True)
    os.rename(tmp, final)
    protocol.emit("checkpoint", path=final, step=step)
    done = sorted(
        (checkpoint_step(p) or 0, p)
        for p in (os.path.join(out_dir, n) for n in os.listdir(out_dir))
        if checkpoint_step(p) is not None and not p.endswith(".tmp")
    )
    for _, old in done[:-keep] if keep > 0 else []:
        shutil.rmtree(old, ignore_errors=True)
    return final


# --- models -------------------------------------------------------------------------------


def is_lora(model) -> bool:
    return hasattr(model, "peft_config")


def merged(model):
    """The full model to save: LoRA weights merged into a copy of the base (the training model stays as it is)."""
    if not is_lora(model):
        return model
    import copy

    return copy.deepcopy(model).merge_and_unload()


def load_policy(model_path: str, resume: Optional[str], lora: Optional[dict], checkpointing: bool = False):
    """The model to train (from the checkpoint when resuming) and its tokenizer; checkpointing:
    recompute activations in the backward pass (checkpoint_activations)."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    dtype = torch.float32  # master weights; the passes run in compute_dtype (autocast)
    source = model_path
    if resume and lora and os.path.isdir(os.path.join(resume, ADAPTER_DIR)):
        # Resume a LoRA run from its adapter on the original base (the merged weights are for serving).
        from peft import PeftModel

        base = AutoModelForCausalLM.from_pretrained(model_path, dtype=dtype)
        model = PeftModel.from_pretrained(base, os.path.join(resume, ADAPTER_DIR), is_trainable=True)
    else:
        source = resume or model_path
        model = AutoModelForCausalLM.from_pretrained(source, dtype=dtype)
        if lora:
            from peft import LoraConfig, get_peft_model

            from a2rl.train import defaults

            lora = {**defaults.lora(), **lora}
            model = get_peft_model(
                model,
                LoraConfig(
                    r=int(lora["r"]),
                    lora_alpha=int(lora["alpha"]),
                    lora_dropout=0.0,
                    target_modules="all-linear",
                    task_type="CAUSAL_LM",
                ),
            )
    if checkpointing:
        checkpoint_activations(model)
    tokenizer = AutoTokenizer.from_pretrained(resume or model_path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    return model.to(device()), tokenizer  # pyright: ignore[reportArgumentType]  (transformers' annotation of to())


def checkpoint_activations(model) -> None:
    """Gradient checkpointing: each layer's activations are recomputed in the backward pass instead
    of kept (a third more compute for a fraction of the activations' memory; docs/training.md#on-a-gpu)."""
    model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})


def make_optimizer(model, lr: float, resume: Optional[str]):
    import torch

    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(params, lr=lr, weight_decay=0.0)
    if resume and os.path.exists(os.path.join(resume, OPTIMIZER_FILE)):
        optimizer.load_state_dict(torch.load(os.path.join(resume, OPTIMIZER_FILE), map_location=device()))
    return optimizer


# --- prompt/completion tensors --------------------------------------------------------------


def encode_pairs(tokenizer, pairs: Iterable[tuple], max_prompt_tokens: int, max_completion_tokens: int):
    """Token ids of prompt+completion per pair, with the completion's positions marked.

    A pair is (prompt, completion), (prompt, completion, task_span) or (prompt, completion,
    task_span, spans): `spans` ([start, end) characters of the completion) are the only parts of
    the completion that carry loss, as in a whole episode, whose completion holds every action and
    the observations between them; the row then has a third element, the completion's loss mask.
    A prompt longer than
    `max_prompt_tokens` is cut: with a task_span ([start, end) characters of an ALFWorld game's
    first observation and task), the few-shot examples before it go first, then the oldest steps
    after it, so the room's receptacles, the task and the newest steps stay; without one, it is cut
    from the left. The completion is cut from the right.
    """

    def ids(text: str) -> list[int]:
        return tokenizer(text, add_special_tokens=False)["input_ids"]

    def with_loss_mask(completion: str, spans: list) -> tuple[list[int], list[float]]:
        enc = tokenizer(completion, add_special_tokens=False, return_offsets_mapping=True)
        mask = [float(any(a < e and b > s for s, e in spans)) for a, b in enc["offset_mapping"]]
        return enc["input_ids"][:max_completion_tokens], mask[:max_completion_tokens]

    rows = []
    for prompt, completion, *extra in pairs:
        span = extra[0] if extra else None
        p = ids(prompt)
        if len(p) > max_prompt_tokens and span:
            start, end = span
            task, steps = ids(prompt[start:end]), ids(prompt[end:])
            room = max_prompt_tokens - len(task)
            p = task + steps[len(steps) - room :] if room > 0 else (task + steps)[-max_prompt_tokens:]
        if len(extra) > 1 and extra[1] is not None:
            rows.append((p[-max_prompt_tokens:], *with_loss_mask(completion, extra[1])))
        else:
            rows.append((p[-max_prompt_tokens:], ids(completion)[:max_completion_tokens]))
    return rows


def batch_tensors(rows, pad_id: int):
    """input_ids, attention_mask and completion_mask (right padding) for encoded pairs: rows of
    (prompt ids, completion ids[, the completion's loss mask])."""
    import torch

    width = max(len(r[0]) + len(r[1]) for r in rows)
    ids = torch.full((len(rows), width), pad_id, dtype=torch.long)
    attn = torch.zeros((len(rows), width), dtype=torch.long)
    comp = torch.zeros((len(rows), width), dtype=torch.float32)
    for i, (p, c, *mask) in enumerate(rows):
        seq = p + c
        ids[i, : len(seq)] = torch.tensor(seq)
        attn[i, : len(seq)] = 1
        comp[i, len(p) : len(seq)] = torch.tensor(mask[0]) if mask else 1.0
    return ids.to(device()), attn.to(device()), comp.to(device())


# Rows sharing fewer leading tokens than this are read whole (a second forward pass costs more than it saves).
MIN_SHARED_PREFIX = 64


def shared_prefix(ids, attn, limit: int) -> int:
    """How many leading tokens every row has in common (real tokens, at most `limit`)."""
    same = ((ids == ids[:1]) & attn.bool()).all(0)[:limit]
    return int(same.long().cumprod(0).sum())


def token_logprobs(model, ids, attn, comp=None, share_prefix: bool = True):
    """log p(token_t | tokens_<t) for t >= 1, shape [batch, width - 1]. With `comp` (the
    completion mask), only from the first column any row trains on (0 before it): vocabulary-wide
    logits of every prompt position were most of a step's memory (an ALFWorld turn's 1,500-token
    prompt: 0.3 GB of logits per row, several copies through log_softmax and backward).

    Rows that begin alike (every ALFWorld prompt of a task type opens with the same instructions
    and few-shot examples; a GRPO group's episodes share their whole first prompt) read that
    prefix once: its keys and values are computed for one row and repeated for the others, then
    the rest of every row is read against them. Causal attention makes that exact, gradients
    included (they flow back through the one shared pass)."""
    import torch

    cols = comp.any(0).nonzero() if comp is not None else []
    first = max(1, int(cols[0])) if len(cols) else 1
    # the logits at positions first-1 .. width-1; the last predicts nothing
    keep = ids.shape[1] - first + 1
    # Gradient checkpointing turns the key/value cache off while training: no shared read then.
    recomputing = model.training and getattr(model, "is_gradient_checkpointing", False)
    shared = shared_prefix(ids, attn, first - 1) if share_prefix and ids.shape[0] > 1 and not recomputing else 0
    with autocast():
        if shared >= MIN_SHARED_PREFIX:
            cache = model(input_ids=ids[:1, :shared], use_cache=True, logits_to_keep=1).past_key_values
            cache.batch_repeat_interleave(ids.shape[0])
            out = model(
                input_ids=ids[:, shared:],
                attention_mask=attn,
                past_key_values=cache,
                use_cache=True,
                logits_to_keep=keep,
            )
        else:
            out = model(input_ids=ids, attention_mask=attn, logits_to_keep=keep)
    logits = out.logits[:, :-1, :].float()
    part = torch.gather(torch.log_softmax(logits, dim=-1), 2, ids[:, first:].unsqueeze(-1)).squeeze(-1)
    return torch.nn.functional.pad(part, (first - 1, 0))


def weight_checksum(model) -> float:
    """A cheap fingerprint of the trainable weights (tests: did training change them?)."""
    import torch

    with torch.no_grad():
        return float(sum(p.detach().double().abs().sum() for p in model.parameters() if p.requires_grad))


def fail(message: str) -> int:
    protocol.emit("error", message=message)
    return 2
