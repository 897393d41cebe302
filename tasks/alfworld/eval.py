"""Score a checkpoint on ALFWorld's held-out games: success rate (0-100), as AutoRL-Bench does.

  python eval.py --model DIR --data HELDOUT_DIR --out FILE [--config JSON]

HELDOUT_DIR holds valid_unseen/ (ALFWorld's out-of-distribution split). The games are collected
by ALFWorld's own AlfredTWEnv with the reference's base_config.yaml and played one at a time in
the real TextWorld engine with the ReAct loop of a2rl.envs.alfworld (python/a2rl/envs/alfworld.py):

  - the prompt is the two ReAct examples of the game's task type (react_<k>_1, then react_<k>_0),
    then the game's first observation without TextWorld's welcome banner, then ">";
  - each step the model completes the prompt as raw text (no chat template), greedily, with at
    most 100 new tokens, stopping at the first newline; the stripped completion is the action;
  - the engine's answer is appended (" <action>\\n<observation>\\n>"), with "You arrive at loc N. "
    removed and "OK." shown for "think: ..." actions;
  - a game ends when it is won (info["won"]) or after 50 steps (a loss);
  - games whose folder matches none of the six task prefixes are skipped and not counted.

Score = 100 * wins / counted games; accuracy_summary has success_count, total_count,
success_rate and per_task {prefix: {success, total, rate}}. Prompts longer than the model's
context window lose their oldest steps first (the few-shot examples and the task stay).
Settings (--config): num_games (-1: all), max_steps (50), max_new_tokens (100), max_model_len
(default: the model's max_position_embeddings), threads; backend and gpu_memory_utilization where
a2rl.inference has the vLLM backend (auto: vLLM on a GPU worker that has it).
"""

import os
import sys

import numpy as np
import yaml

from a2rl import protocol
from a2rl.envs.alfworld import (
    GENERATION,
    MAX_STEPS,
    TASK_PREFIXES,
    AlfworldEnv,
    ReactEpisode,
    game_name,
    load_react_prompts,
    play,
    task_key,
)
from a2rl.evaluation import EvaluationError, Outcome, part_of, run_evaluator
from a2rl.inference import GenerationConfig

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULTS = {
    "num_games": -1,
    "max_steps": MAX_STEPS,
    "max_new_tokens": GENERATION["max_new_tokens"],
    "max_model_len": None,
    "threads": None,
    "backend": "auto",
    "gpu_memory_utilization": 0.9,
    "kv_cache_gib": None,
    "dtype": None,
}
PREFIX_OF_KEY = {key: prefix for prefix, key in TASK_PREFIXES}


def collect_games(heldout_dir: str, num_games: int, args=None) -> list[str]:
    """valid_unseen games as AlfredTWEnv collects them, in the order textworld.gym plays them: of
    them, this evaluation's part of the sealed split (stratified by task type), then `num_games`."""
    from alfworld.agents.environment import get_environment

    with open(os.path.join(HERE, "base_config.yaml")) as f:
        config = yaml.safe_load(f)
    config["dataset"]["eval_ood_data_path"] = os.path.join(heldout_dir, "valid_unseen")
    alfred_env = get_environment(config["env"]["type"])(config, train_eval="eval_out_of_distribution")
    # textworld.gym shuffles the pool with seed 1234 before playing it; sort first so that the
    # order does not depend on the filesystem's directory order.
    games = sorted(alfred_env.game_files)
    np.random.RandomState(1234).shuffle(games)
    if args is not None:
        games = part_of(args, games, lambda g: os.path.relpath(g, heldout_dir), stratum=task_key)
    return games[: num_games if num_games > 0 else len(games)]


def summarize(results: list[dict]) -> tuple[float, dict]:
    """Score and accuracy_summary from per-game results ({"task": key, "won": bool})."""
    per_task: dict[str, dict] = {}
    for r in results:
        t = per_task.setdefault(PREFIX_OF_KEY[r["task"]], {"success": 0, "total": 0})
        t["total"] += 1
        t["success"] += int(r["won"])
    for t in per_task.values():
        t["rate"] = t["success"] / t["total"]
    wins, total = sum(int(r["won"]) for r in results), len(results)
    rate = wins / total if total else 0.0
    return 100.0 * rate, {"success_count": wins, "total_count": total, "success_rate": rate, "per_task": per_task}


def make_policy(backend, cfg: dict):
    tokenizer = backend.tokenizer
    budget = int(cfg["max_model_len"] or backend.context_window()) - int(cfg["max_new_tokens"])
    gen = GenerationConfig(
        max_new_tokens=int(cfg["max_new_tokens"]),
        temperature=GENERATION["temperature"],
        stop=GENERATION["stop"],
        batch_size=1,
    )

    def count(text: str) -> int:
        return len(tokenizer(text, add_special_tokens=False)["input_ids"])

    def prompt_of(ep: ReactEpisode) -> str:
        text = ep.fit_prompt(count, budget)
        ids = tokenizer(text, add_special_tokens=False)["input_ids"]
        return text if len(ids) <= budget else tokenizer.decode(ids[-budget:])

    def policy(prompts: list[str]) -> list[str]:
        return backend.generate(prompts, gen)

    return policy, prompt_of


def configure(defaults: dict, overrides: dict) -> dict:
    cfg = {**defaults, **overrides}
    unknown = sorted(set(cfg) - set(defaults))
    if unknown:
        raise EvaluationError(f"unknown alfworld evaluation settings: {', '.join(unknown)}")
    return cfg


def evaluate(args, cfg, open_backend) -> Outcome:
    """The games are the rows; each is played as a ReAct episode against the backend, then scored."""
    games = collect_games(args.data, int(cfg["num_games"]), args)
    if not games:
        raise EvaluationError(f"no ALFWorld games under {os.path.join(args.data, 'valid_unseen')}")
    backend = open_backend()
    policy, prompt_of = make_policy(backend, cfg)
    prompts = load_react_prompts(os.path.join(HERE, "react_prompts.json"))
    env = AlfworldEnv(expert=False, max_episode_steps=int(cfg["max_steps"]))
    results, skipped = [], []
    try:
        for i, game in enumerate(games):
            if task_key(game) is None:
                skipped.append(game_name(game))
            else:
                ep = ReactEpisode(env, game, prompts, max_steps=int(cfg["max_steps"]))
                play([ep], policy, prompt_of)
                results.append({**ep.result(), "observations": [t["observation"] for t in ep.turns]})
                print(f"[{i + 1}/{len(games)}] {ep.result()['game']}: won={ep.won} steps={ep.steps}", file=sys.stderr)
            protocol.progress(i + 1, len(games), successes=sum(r["won"] for r in results))
    finally:
        env.close()
    score, summary = summarize(results)
    summary["skipped"] = len(skipped)
    return Outcome(
        score,
        summary,
        results,
        items=[float(r["won"]) for r in results],
        file={"score": score, "accuracy_summary": summary, "engine": None, "games": results, "skipped": skipped},
    )


if __name__ == "__main__":
    sys.exit(run_evaluator(DEFAULTS, evaluate, configure=configure))
