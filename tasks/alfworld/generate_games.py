"""Regenerate the committed ALFWorld games (tasks/alfworld/games) from the alfworld package.

  python tasks/alfworld/generate_games.py --out tasks/alfworld/games [--train 3] [--heldout 2] [--seed 2026]
  python tasks/alfworld/generate_games.py --set small --out tasks/alfworld/games-small

Per task type, `--train` games from training floor plans and `--heldout` games from ALFRED's
valid_unseen floor plans (10, 219, 308, 424: rooms the training games never use), each solved
by the hand-coded expert in the real TextWorld engine (see a2rl.envs.alfworld_gen). The output
is laid out as alfworld-download lays out its data (json_2.1.1/{train,valid_unseen}, logic/), so
ALFWORLD_DATA can point at it. The same seed always gives the same games.

`--set small` makes the game set of the task variant alfworld-small (GAME_SETS below): one task
type in small rooms with short expert solutions, many training games, enough held-out games to
measure learning; a set a 135M model can learn on CPU.
"""

import argparse
import json
import os
import random
import shutil

from a2rl.envs import alfworld_gen as gen

SPLITS = {
    "train": [s for room in gen.ROOMS.values() for s in room if s not in gen.UNSEEN_SCENES],
    "valid_unseen": list(gen.UNSEEN_SCENES),
}

# What a set is made of: task types, floor plans with at most `max_receptacles` receptacles, games
# the expert wins within `max_walkthrough` steps, and games per task type in each split.
GAME_SETS = {
    "full": {
        "task_types": list(gen.TASK_TYPES),
        "max_receptacles": None,
        "max_walkthrough": 40,
        "train": 3,
        "heldout": 2,
    },
    # The unseen floor plans 308 (bedroom, 14 receptacles) and 424 (bathroom, 12) hold its held-out games.
    "small": {"task_types": [1], "max_receptacles": 14, "max_walkthrough": 8, "train": 120, "heldout": 24},
}


def small_enough(scene: int, max_receptacles: int | None) -> bool:
    return max_receptacles is None or len(gen.load_scene(scene, random.Random(0))[0]) <= max_receptacles


def generate_split(out: str, split: str, per_type: int, seed: int, game_set: dict | None = None) -> list[str]:
    game_set = game_set or GAME_SETS["full"]
    scenes = [s for s in SPLITS[split] if small_enough(s, game_set["max_receptacles"])]
    max_attempts = max(40, 20 * per_type)
    made = []
    for task_id in game_set["task_types"]:
        task_type = gen.TASK_TYPES[task_id]
        rng = random.Random(f"{seed}-{split}-{task_id}")
        specs = [s for scene in scenes for s in gen.candidate_specs(scene, task_type, rng)]
        if not specs:
            raise SystemExit(f"no floor plan of split {split} supports {task_type}")
        found, attempts, used = 0, 0, set()
        while found < per_type and attempts < max_attempts:
            attempts += 1
            spec = rng.choice(specs)
            if spec.name in used:  # one game per (task, object, receptacle, scene) for variety
                continue
            spec.seed = rng.randrange(1_000_000)
            path = gen.write_game(spec, out, split, max_walkthrough=game_set["max_walkthrough"])
            if path:
                used.add(spec.name)
                found += 1
                made.append(path)
                print(json.dumps({"event": "game", "split": split, "game": spec.name, "seed": spec.seed}), flush=True)
        if found < per_type:
            raise SystemExit(f"only {found} solvable {task_type} games for {split} after {attempts} attempts")
    return made


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--set", default="full", choices=sorted(GAME_SETS), help="which game set (GAME_SETS)")
    parser.add_argument("--train", type=int, help="games per task type in train/ (default: the set's)")
    parser.add_argument("--heldout", type=int, help="games per task type in valid_unseen/ (default: the set's)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--splits", default="train,valid_unseen", help="which splits to (re)generate")
    args = parser.parse_args()
    splits = args.splits.split(",")
    from alfworld.info import ALFRED_PDDL_PATH, ALFRED_TWL2_PATH

    for split in splits:
        shutil.rmtree(os.path.join(args.out, "json_2.1.1", split), ignore_errors=True)
    os.makedirs(os.path.join(args.out, "logic"), exist_ok=True)
    shutil.copy(ALFRED_PDDL_PATH, os.path.join(args.out, "logic", "alfred.pddl"))
    shutil.copy(ALFRED_TWL2_PATH, os.path.join(args.out, "logic", "alfred.twl2"))
    game_set = GAME_SETS[args.set]
    per_type = {"train": args.train or game_set["train"], "valid_unseen": args.heldout or game_set["heldout"]}
    made = {split: len(generate_split(args.out, split, per_type[split], args.seed, game_set)) for split in splits}
    print(json.dumps({"event": "result", **made}))


if __name__ == "__main__":
    main()
