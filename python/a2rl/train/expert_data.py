"""SFT warm-up data for ALFWorld: the hand-coded expert plays the training games in the ReAct
format the evaluator uses; every step of a won game becomes one prompt/completion pair (or, with
`episodes`, each won game one example).

  python -m a2rl.train.expert_data --config JSON --out DIR

config: games (a folder of games, e.g. the prepared train split), num_games (-1: all),
max_steps, seed, episodes (true: one example per won game, its whole episode with loss on every
action: episode_row). Writes DIR/sft.jsonl ({"prompt", "completion", "task_span", "game"[,
"spans"]}) and emits done {data, episodes, won, examples}.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import sys

from a2rl import protocol
from a2rl.envs import alfworld as aw
from a2rl.train import common, defaults

# Settings the pipeline sends default to its values (a2rl.train.defaults); the rest are this job's
# own (the expert plays to the evaluator's step limit).
DEFAULTS = {"games": None, "max_steps": aw.MAX_STEPS, "prompts": aw.DEFAULT_PROMPTS_PATH, **defaults.job("expert_data")}


def completion_of(action: str) -> str:
    """What the model should write after the prompt's ">": the action, then the stop newline."""
    return f" {action}\n"


def turn_completion(turn: dict) -> str:
    """What a turn trains on: a prompt task's completion as generated (a2rl.train.prompt_tasks),
    or an ALFWorld action with its stop newline."""
    return turn["completion"] if "completion" in turn else completion_of(turn["action"])


def turn_row(turn: dict) -> dict:
    """One turn as one example: its prompt, what it trains on, and where the task lies in the prompt."""
    return {"prompt": turn["prompt"], "completion": turn_completion(turn), "task_span": turn.get("task_span")}


def chained(turns: list[dict]) -> bool:
    """Each turn's prompt is the one before it plus that turn's completion and what followed:
    no prompt was cut, so the episode is one sequence (episode_row)."""
    return all(b["prompt"].startswith(a["prompt"] + turn_completion(a)) for a, b in itertools.pairwise(turns))


def episode_row(turns: list[dict]) -> dict:
    """A whole game as one example: the first prompt, then every action and observation, with
    loss on the actions only (spans). Each step's prompt is the one before it plus its action
    and observation, so one sequence trains every step on the evaluator's full prompt: about a
    sixth of the tokens of one example per step. The turns must be chained."""
    first, last = turns[0]["prompt"], turns[-1]["prompt"]
    spans = []
    for t in turns:
        start = len(t["prompt"]) - len(first)
        spans.append([start, start + len(turn_completion(t))])
    return {"prompt": first, "completion": last[len(first):] + turn_completion(turns[-1]), "spans": spans,
            "task_span": turns[0].get("task_span")}


def main(argv: list[str] | None = None) -> int:
    protocol.start_job()
    args = common.job_arguments(argv)
    try:
        cfg = common.settings(DEFAULTS, args.config)
        games = aw.find_games(cfg["games"])
    except (ValueError, TypeError, FileNotFoundError) as err:
        return common.fail(str(err))
    if int(cfg["num_games"]) > 0:
        games = games[: int(cfg["num_games"])]
    if not games:
        return common.fail(f"no ALFWorld games under {cfg['games']}")
    random.seed(int(cfg["seed"]))  # the expert breaks ties with the global random
    prompts = aw.load_react_prompts(cfg["prompts"])
    env = aw.AlfworldEnv(expert=True, max_episode_steps=int(cfg["max_steps"]))
    out = os.path.join(args.out, "sft.jsonl")
    won = examples = 0
    try:
        with open(out + ".tmp", "w") as f:
            for i, game in enumerate(games):
                if aw.task_key(game) is None:
                    continue
                ep = aw.expert_episode(game, prompts, int(cfg["max_steps"]), env=env)
                if ep.won:
                    won += 1
                    rows = [episode_row(ep.turns)] if cfg["episodes"] else [turn_row(t) for t in ep.turns]
                    for row in rows:
                        f.write(json.dumps({**row, "game": aw.game_name(game)}) + "\n")
                    examples += len(rows)
                protocol.progress(i + 1, len(games), won=won)
    finally:
        env.close()
    os.replace(out + ".tmp", out)
    protocol.emit("done", data=out, episodes=len(games), won=won, examples=examples)
    return 0


if __name__ == "__main__":
    sys.exit(main())
