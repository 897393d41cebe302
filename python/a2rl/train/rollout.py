"""Online rollouts: the current policy plays `group_size` episodes of each game (ALFWorld) or
answers each prompt `group_size` times (a prompt task: a2rl.train.prompt_tasks).

  python -m a2rl.train.rollout --config JSON --out DIR

config: model (the policy checkpoint), task (alfworld, or a prompt task: arith), data (ALFWorld's
game folder, or the prompt task's train.jsonl or its folder), num_games (games, or prompts, per
round), offset (the first of this round; the list wraps, so successive rounds cycle through it),
group_size (episodes per game or prompt: one GRPO group), temperature/top_p (sampling; 0 =
greedy), max_steps, max_new_tokens, max_model_len, batch_size, backend (auto: vLLM where
installed, transformers otherwise), gpu_memory_utilization, kv_cache_gib, reward
(a2rl.train.rewards; a prompt task's own by default), seed, threads.

ALFWorld's episodes run in lockstep (one batched generate per step), in the evaluator's ReAct
format (a2rl.envs.alfworld), prompts fitted to the context window as the evaluator fits them; a
prompt task's are one completion each, prompted as its evaluator prompts.
Writes DIR/trajectories.jsonl (one episode per line: group, game, won, reward, steps, turns
[{prompt, action, prompt_ids, completion_ids, logprobs}]: each turn's text and the engine's token
ids and log-probabilities, which training reads, a2rl.train.turns) and DIR/summary.json; emits done {trajectories, summary, success_rate,
episodes, steps, seconds, episodes_per_second}.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time

from a2rl import protocol
from a2rl.envs import alfworld as aw
from a2rl.train import common, defaults, prompt_tasks, turns
from a2rl.train.rewards import NEEDS_EXPERT, get_reward

# Settings the pipeline sends default to a GRPO round's (a2rl.train.defaults: max_steps,
# max_new_tokens, reward, ...; not the evaluator's 50 steps and 100 tokens); the rest are this job's own.
DEFAULTS = {
    "model": None,
    "data": None,
    "offset": 0,
    "top_p": 1.0,
    "max_model_len": None,
    "batch_size": 8,
    "backend": "auto",
    "gpu_memory_utilization": 0.5,
    "kv_cache_gib": None,
    "threads": None,
    "prompts": aw.DEFAULT_PROMPTS_PATH,
    **defaults.job("rollout"),
}


class RecordedEpisode(aw.ReactEpisode):
    """A ReAct episode that also records, per turn, whether the game accepted the action, what
    the hand-coded expert would have done (for shaped rewards) and the engine's token ids of the
    turn (a2rl.train.turns: `sampled`, set before each act)."""

    sampled = None  # the engine's Sample of the action about to be played

    def act(self, completion: str) -> None:
        admissible = set(self.info.get("admissible_commands") or [])
        advice = self.info.get("expert_action")
        super().act(completion)
        turn = self.turns[-1]
        turn["admissible"] = turn["action"] in admissible
        turn["expert_action"] = advice
        if self.sampled is not None:
            turn.update(turns.recorded(self.sampled))
            self.sampled = None


def pick_games(games: list[str], num: int, offset: int) -> list[str]:
    playable = [g for g in games if aw.task_key(g) is not None]
    if not playable:
        return []
    n = len(playable) if num <= 0 else num
    return [playable[(offset + i) % len(playable)] for i in range(n)]


def make_policy(backend, cfg: dict):
    from a2rl.inference import GenerationConfig

    tokenizer = backend.tokenizer
    budget = int(cfg["max_model_len"] or backend.context_window()) - int(cfg["max_new_tokens"])
    gen = GenerationConfig(
        max_new_tokens=int(cfg["max_new_tokens"]),
        temperature=float(cfg["temperature"]),
        top_p=float(cfg["top_p"]),
        stop=aw.GENERATION["stop"],
        batch_size=int(cfg["batch_size"]),
    )

    def count(text: str) -> int:
        return len(tokenizer(text, add_special_tokens=False)["input_ids"])

    def prompt_of(ep: aw.ReactEpisode) -> str:
        text = ep.fit_prompt(count, budget)
        ids = tokenizer(text, add_special_tokens=False)["input_ids"]
        return text if len(ids) <= budget else tokenizer.decode(ids[-budget:])

    return (lambda prompts: backend.sample(prompts, gen)), prompt_of


def play_alfworld(backend, cfg: dict, games: list[str], reward) -> list[dict]:
    """`group_size` episodes of each game in the real engine, in lockstep; one row per episode."""
    policy, prompt_of = make_policy(backend, cfg)
    prompts = aw.load_react_prompts(cfg["prompts"])
    max_steps = int(cfg["max_steps"])
    group = int(cfg["group_size"])
    # One engine per episode: the episodes of a round are played side by side.
    expert = cfg["reward"] in NEEDS_EXPERT
    envs = [aw.AlfworldEnv(expert=expert, max_episode_steps=max_steps) for _ in range(len(games) * group)]
    try:
        episodes = [
            RecordedEpisode(envs[i * group + j], game, prompts, max_steps)
            for i, game in enumerate(games)
            for j in range(group)
        ]
        total_steps = [0]

        def tracked(batch: list[str]) -> list[str]:
            samples = policy(batch)
            # aw.play asks for the unfinished episodes' actions, in order, then plays them.
            for ep, sample in zip([ep for ep in episodes if not ep.done], samples, strict=True):
                ep.sampled = sample
            total_steps[0] += len(batch)
            done = sum(ep.done for ep in episodes)
            protocol.progress(done, len(episodes), steps=total_steps[0])
            return [sample.text for sample in samples]

        aw.play(episodes, tracked, prompt_of)
    finally:
        for e in envs:
            e.close()
    rows = []
    for k, ep in enumerate(episodes):
        res = ep.result()
        row = {
            "group": res["game"],
            "game": res["game"],
            "episode": k % group,
            "won": res["won"],
            "steps": res["steps"],
            "max_steps": max_steps,
            "turns": [
                {
                    k: t[k]
                    for k in ("prompt", "action", "admissible", "expert_action", "task_span", *turns.TOKEN_FIELDS)
                    if k in t
                }
                for t in ep.turns
            ],
        }
        row["reward"] = reward(row)
        rows.append(row)
    return rows


def play_prompts(backend, cfg: dict, task: prompt_tasks.PromptTask, rows: list[dict], reward) -> list[dict]:
    """`group_size` sampled completions of each of this round's rows (a2rl.train.prompt_tasks)."""
    from a2rl.inference import GenerationConfig

    picked = prompt_tasks.pick_rows(len(rows), int(cfg["num_games"]), int(cfg["offset"]))
    max_new = int(cfg["max_new_tokens"])
    gen = GenerationConfig(
        max_new_tokens=max_new,
        temperature=float(cfg["temperature"]),
        top_p=float(cfg["top_p"]),
        stop=task.stop,
        batch_size=int(cfg["batch_size"]),
    )
    total = len(picked) * int(cfg["group_size"])
    protocol.progress(0, total)
    sample = lambda prompts: backend.sample(prompts, gen, on_batch=lambda n: protocol.progress(n, total))  # noqa: E731
    return prompt_tasks.play(task, rows, picked, int(cfg["group_size"]), sample, backend.tokenizer, reward)


def main(argv: list[str] | None = None) -> int:
    protocol.start_job()
    args = common.job_arguments(argv)
    try:
        cfg = common.settings(DEFAULTS, args.config)
        own = defaults.task(cfg["task"])
        games = own["data"] == "games"  # ALFWorld's games (alfworld, alfworld-small), else a prompt task
        if not games:
            # A prompt task's own answer length and reward, where the job was not given them.
            cfg = {**cfg, **{k: own[k] for k in ("reward", "max_new_tokens") if k not in args.config}}
        reward = get_reward(cfg["reward"])
        if not cfg["data"]:
            raise ValueError("data is required: the game folder, or the prompt task's train.jsonl")
        if games:
            gamefiles = pick_games(aw.find_games(cfg["data"]), int(cfg["num_games"]), int(cfg["offset"]))
            if not gamefiles:
                raise ValueError(f"no playable ALFWorld games under {cfg['data']}")
        else:
            task = prompt_tasks.get_task(cfg["task"])
            prompt_rows = prompt_tasks.load_rows(cfg["data"])
    except (ValueError, TypeError, FileNotFoundError) as err:
        return common.fail(str(err))
    common.setup_torch(cfg["threads"], int(cfg["seed"]))
    from a2rl.inference import BackendUnavailable, ModelLoadError, engine_info, open_backend

    try:
        backend = open_backend(
            cfg["model"],
            {k: cfg[k] for k in ("backend", "threads", "gpu_memory_utilization", "max_model_len", "kv_cache_gib")},
        )
    except (ModelLoadError, BackendUnavailable) as err:
        return common.fail(str(err))
    started = time.time()
    if games:
        rows = play_alfworld(backend, cfg, gamefiles, reward)
    else:
        rows = play_prompts(backend, cfg, task, prompt_rows, reward)
    seconds = time.time() - started
    path = os.path.join(args.out, "trajectories.jsonl")
    with open(path + ".tmp", "w") as f:
        for row in rows:
            f.write(json.dumps(row) + "\n")
    os.replace(path + ".tmp", path)
    per_game = {}
    for r in rows:
        g = per_game.setdefault(str(r["game"]), {"won": 0, "episodes": 0, "mean_reward": 0.0})
        g["won"] += int(r["won"])
        g["episodes"] += 1
        g["mean_reward"] += r["reward"] / int(cfg["group_size"])
    summary = {
        "episodes": len(rows),
        "won": sum(r["won"] for r in rows),
        "success_rate": sum(r["won"] for r in rows) / len(rows),
        "mean_reward": statistics.fmean(r["reward"] for r in rows),
        "reward_std": statistics.pstdev(r["reward"] for r in rows),
        "steps": sum(r["steps"] for r in rows),
        "seconds": round(seconds, 2),
        "episodes_per_second": round(len(rows) / max(seconds, 1e-9), 4),
        "per_game": per_game,
        "engine": engine_info(backend),
        "config": cfg,
    }
    with open(os.path.join(args.out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1)
    protocol.emit(
        "done",
        trajectories=path,
        summary=os.path.join(args.out, "summary.json"),
        **{
            k: summary[k]
            for k in (
                "episodes",
                "won",
                "success_rate",
                "mean_reward",
                "reward_std",
                "steps",
                "seconds",
                "episodes_per_second",
            )
        },
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
