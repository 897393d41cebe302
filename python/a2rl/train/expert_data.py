"""SFT warm-up data for ALFWorld: the hand-coded expert plays the training games in the ReAct
format the evaluator uses; every step of a won game becomes one prompt/completion pair (or, with
`episodes`, each won game one example).

  python -m a2rl.train.expert_data --config JSON --out DIR

config: games (a folder of games, e.g. the prepared train split), num_games (-1: all),
max_steps, seed, episodes (true: one example per won game, its whole episode with loss on every
action: a2rl.train.turns.episode_row). Writes DIR/sft.jsonl ({"prompt", "completion", "task_span", "game"[,
"spans"]}) and emits done {data, episodes, won, examples}.
"""

from __future__ import annotations

import json
import os
import random
import sys

from a2rl import protocol
from a2rl.envs import alfworld as aw
from a2rl.train import common, defaults
from a2rl.train.turns import episode_row, turn_row

# Settings the pipeline sends default to its values (a2rl.train.defaults); the rest are this job's
# own (the expert plays to the evaluator's step limit).
DEFAULTS = {"games": None, "max_steps": aw.MAX_STEPS, "prompts": aw.DEFAULT_PROMPTS_PATH, **defaults.job("expert_data")}


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
