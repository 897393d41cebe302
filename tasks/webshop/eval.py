"""Score a checkpoint on WebShop: success rate (0-100) over the held-out shopping sessions.

  python eval.py --model DIR --data HELDOUT_DIR --out FILE [--config JSON]

The reference evaluator's loop (autorl-bench benchmarks/webshop/eval.py): for sessions
0..N-1, reset WebShop's text environment, then at most `max_steps` times build the prompt
(instruction, available actions, rules, the last `history_window` observation/action pairs,
the current observation), wrap it in the model's chat template with the shopping-assistant
system message, decode greedily (at most 100 new tokens, stop at a newline), strip an
"Action:" prefix, turn "choose[" into "click[", and step. An episode succeeds when it ends
(Buy Now) with reward >= 0.5; one that raises is a failure. Score = 100 * successes / N;
accuracy_summary has success_count, total_count, success_rate, avg_reward, avg_steps and
total_reward, as the reference reports them.

Config (JSON): num_sessions (all held-out sessions), max_steps 50, history_window 5,
max_new_tokens 100, episodes_per_batch 8 (episodes played in lock step, one generate call
per step); the inference settings backend (vLLM where installed), threads, gpu_memory_utilization,
max_model_len, kv_cache_gib.
"""

from __future__ import annotations

import json
import os
import sys

from a2rl import protocol
from a2rl.envs.webshop import WebShopServer, WebShopTextEnv
from a2rl.envs.webshop.agent import run_episodes, summarize
from a2rl.evaluation import EvaluationError, Outcome, part_of, run_evaluator
from a2rl.inference import Backend, GenerationConfig

DEFAULTS = {
    "num_sessions": None,
    "max_steps": 50,
    "history_window": 5,
    "max_new_tokens": 100,
    "episodes_per_batch": 8,
    "backend": "auto",
    "threads": None,
    "gpu_memory_utilization": 0.9,
    "max_model_len": None,
    "kv_cache_gib": None,
    "dtype": None,
}


def chat_prompts(tokenizer, conversations: list[list[dict]]) -> list[str]:
    """Chat-templated prompt strings; a BOS the tokenizer adds itself is not written twice."""
    prompts = []
    bos = tokenizer.bos_token
    adds_bos = bos is not None and tokenizer("x").input_ids[:1] == [tokenizer.bos_token_id]
    for messages in conversations:
        text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        if adds_bos and text.startswith(bos):
            text = text[len(bos) :]
        prompts.append(text)
    return prompts


def make_policy(backend: Backend, max_new_tokens: int, log=None):
    """Greedy chat completions that stop at the first newline, as the reference's stop=["\\n"]
    (generation ends per sequence at the stop string, so a CPU does not run to max_new_tokens)."""

    def policy(conversations: list[list[dict]]) -> list[str]:
        prompts = chat_prompts(backend.tokenizer, conversations)
        texts = backend.generate(
            prompts, GenerationConfig(max_new_tokens=max_new_tokens, stop=["\n"], batch_size=len(prompts))
        )
        if log:
            log(f"{len(prompts)} prompts: {texts}")
        return texts

    return policy


def check_config(defaults: dict, cfg: dict) -> dict:
    unknown = set(cfg) - set(defaults)
    if unknown:
        raise EvaluationError(
            f"unknown webshop evaluation settings: {', '.join(sorted(unknown))} (known: {', '.join(defaults)})"
        )
    cfg = {**defaults, **cfg}
    for key in ("max_steps", "history_window", "max_new_tokens", "episodes_per_batch"):
        if not isinstance(cfg[key], int) or cfg[key] < 1:
            raise EvaluationError(f"{key} must be a positive integer, got {cfg[key]!r}")
    if cfg["num_sessions"] is not None and (not isinstance(cfg["num_sessions"], int) or cfg["num_sessions"] < 1):
        raise EvaluationError(f"num_sessions must be a positive integer, got {cfg['num_sessions']!r}")
    return cfg


def play_sessions(
    server: WebShopServer, policy, cfg: dict, on_progress=None, args=None
) -> tuple[float, dict, list[dict]]:
    """The held-out sessions (goals by index), of them this evaluation's part of the sealed split, then `num_sessions`."""
    chosen = list(range(len(server.goals)))
    if args is not None:
        chosen = part_of(args, chosen, str)  # a goal by its place in the prepared goals file
    if cfg["num_sessions"] is not None:
        chosen = chosen[: cfg["num_sessions"]]
    n = len(chosen)
    records: list[dict] = []
    for start in range(0, n, cfg["episodes_per_batch"]):
        sessions = chosen[start : start + cfg["episodes_per_batch"]]
        envs = [WebShopTextEnv(server) for _ in sessions]
        records += run_episodes(
            envs, sessions, policy, max_steps=cfg["max_steps"], history_window=cfg["history_window"]
        )
        if on_progress:
            successes = sum(r["success"] for r in records)
            on_progress(len(records), n, successes)
    score, summary = summarize(records)
    return score, summary, records


def evaluate(args, cfg, open_backend) -> Outcome:
    """The held-out sessions are the rows; they are played as episodes against the backend, then scored."""
    backend = open_backend()
    if not getattr(backend.tokenizer, "chat_template", None):
        raise EvaluationError(
            f"the tokenizer in {args.model} has no chat template; the WebShop evaluator prompts through it"
        )
    with open(os.path.join(args.data, "source.json"), encoding="utf-8") as f:
        source = json.load(f)
    server = WebShopServer(os.path.join(args.data, "catalog"), goals=os.path.join(args.data, "goals.json"))
    score, summary, records = play_sessions(
        server,
        make_policy(backend, cfg["max_new_tokens"], log=lambda m: print(m, file=sys.stderr, flush=True)),
        cfg,
        on_progress=lambda done, total, ok: protocol.progress(done, total, successes=ok),
        args=args,
    )
    return Outcome(
        score,
        summary,
        records,
        items=[float(bool(r["success"])) for r in records],
        extra={"catalog": source["source"]},
        file={
            "score": score,
            "accuracy_summary": summary,
            "catalog": source,
            "config": cfg,
            "engine": None,
            "episodes": records,
        },
    )


if __name__ == "__main__":
    sys.exit(run_evaluator(DEFAULTS, evaluate, configure=check_config))
