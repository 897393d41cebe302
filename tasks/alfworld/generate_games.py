"""Regenerate the committed ALFWorld games (tasks/alfworld/games) from the alfworld package.

  python tasks/alfworld/generate_games.py --out tasks/alfworld/games [--train 3] [--heldout 2] [--seed 2026]
  python tasks/alfworld/generate_games.py --set small --out tasks/alfworld/games-small [--valid 6] [--heldout 8]

Per task type, `--train` games from training floor plans and `--heldout` games from ALFRED's
valid_unseen floor plans (10, 219, 308, 424: rooms the training games never use), each solved
by the hand-coded expert in the real TextWorld engine (see a2rl.envs.alfworld_gen). The output
is laid out as alfworld-download lays out its data (json_2.1.1/{train,valid_unseen}, logic/), so
ALFWORLD_DATA can point at it. The same seed always gives the same games.

`--set small` makes the game set of the task variant alfworld-small (GAME_SETS below): one task
type in small rooms with short expert solutions, many training games, enough held-out games to
measure learning; a set a 135M model can learn on CPU. Its floor plans are split three ways
(SMALL_HELDOUT_SCENES, SMALL_VALID_SCENES, the rest for training: no floor plan in two splits),
and its valid/ (validation, for choosing training settings) and valid_unseen/ (held-out) games
are spread evenly over their floor plans: `--valid` and `--heldout` count games per floor plan.
"""

import argparse
import json
import os
import random
import shutil

from a2rl.envs import alfworld_gen as gen

# The full set's floor plans per split (ALFRED's: valid_unseen on its unseen floor plans).
SPLITS = {
    "train": [s for room in gen.ROOMS.values() for s in room if s not in gen.UNSEEN_SCENES],
    "valid_unseen": list(gen.UNSEEN_SCENES),
}

# The small set's held-out and validation floor plans. Candidates: the floor plans that are small
# enough (at most 14 receptacles) and support pick_and_place_simple with at least 30 distinct
# (object, receptacle) games, so that 8 different games a floor plan are easy to find. ALFRED's
# unseen floor plans that qualify (308, 424; 10 and 219 are too large) stay held out; the others
# were drawn once, per room type so that both splits cover living rooms, bedrooms and bathrooms
# alike: random.Random(2026).sample of each room type's candidates (living rooms, then bedrooms,
# then bathrooms; held-out first: 4, 3, 3, then validation from the rest: 2 each). Training
# uses every other small floor plan (41).
SMALL_HELDOUT_SCENES = (205, 218, 226, 230, 308, 311, 313, 314, 405, 424, 425, 428)  # 4 per room type
SMALL_VALID_SCENES = (209, 221, 321, 322, 401, 413)  # 2 per room type

# What a set is made of: task types, floor plans with at most `max_receptacles` receptacles, games
# the expert wins within `max_walkthrough` steps, and games per task type in each split (`train`,
# `valid`, `heldout` for valid_unseen). `scenes`: the floor plans of each split (default SPLITS);
# `per_scene`: the splits whose count is per floor plan (spread evenly), not for the whole split.
GAME_SETS = {
    "full": {
        "task_types": list(gen.TASK_TYPES),
        "max_receptacles": None,
        "max_walkthrough": 40,
        "train": 3,
        "heldout": 2,
    },
    # 120 training games; 6 validation and 8 held-out games on each of their floor plans (36 and 96).
    "small": {
        "task_types": [1],
        "max_receptacles": 14,
        "max_walkthrough": 8,
        "train": 120,
        "valid": 6,
        "heldout": 8,
        "scenes": {
            "train": [
                s
                for room in gen.ROOMS.values()
                for s in room
                if s not in gen.UNSEEN_SCENES + SMALL_HELDOUT_SCENES + SMALL_VALID_SCENES
            ],
            "valid": list(SMALL_VALID_SCENES),
            "valid_unseen": list(SMALL_HELDOUT_SCENES),
        },
        "per_scene": ["valid", "valid_unseen"],
    },
}
COUNT_KEYS = {"train": "train", "valid": "valid", "valid_unseen": "heldout"}


def small_enough(scene: int, max_receptacles: int | None) -> bool:
    return max_receptacles is None or len(gen.load_scene(scene, random.Random(0))[0]) <= max_receptacles


def split_scenes(split: str, game_set: dict) -> list[int]:
    """The floor plans a split of a set draws its games from."""
    return [s for s in game_set.get("scenes", SPLITS)[split] if small_enough(s, game_set["max_receptacles"])]


def draw_games(out: str, split: str, count: int, specs: list, rng: random.Random, max_walkthrough: int) -> list[str]:
    """Up to `count` games the expert wins, drawn from `specs` with `rng`, one per spec."""
    max_attempts = max(40, 20 * count)
    made, attempts, used = [], 0, set()
    while len(made) < count and attempts < max_attempts:
        attempts += 1
        spec = rng.choice(specs)
        if spec.name in used:  # one game per (task, object, receptacle, scene) for variety
            continue
        spec.seed = rng.randrange(1_000_000)
        path = gen.write_game(spec, out, split, max_walkthrough=max_walkthrough)
        if path:
            used.add(spec.name)
            made.append(path)
            print(json.dumps({"event": "game", "split": split, "game": spec.name, "seed": spec.seed}), flush=True)
    return made


def generate_split(
    out: str, split: str, per_type: int, seed: int, game_set: dict | None = None, scenes: list[int] | None = None
) -> list[str]:
    """`per_type` games of each task type of the set in json_2.1.1/<split>: for the whole split, or
    for each floor plan of a `per_scene` split (`scenes`: only these of its floor plans; the games
    of a floor plan do not depend on the others)."""
    game_set = game_set or GAME_SETS["full"]
    all_scenes = split_scenes(split, game_set)
    per_scene = split in game_set.get("per_scene", ())
    made = []
    for task_id in game_set["task_types"]:
        task_type = gen.TASK_TYPES[task_id]
        if per_scene:
            # One stream per floor plan: each gets `per_type` games.
            groups = [([s], f"{seed}-{split}-{task_id}-{s}") for s in all_scenes if scenes is None or s in scenes]
        else:
            groups = [(all_scenes, f"{seed}-{split}-{task_id}")]
        for group, stream in groups:
            rng = random.Random(stream)
            specs = [s for scene in group for s in gen.candidate_specs(scene, task_type, rng)]
            if not specs:
                raise SystemExit(f"no floor plan of split {split} ({group}) supports {task_type}")
            found = draw_games(out, split, per_type, specs, rng, game_set["max_walkthrough"])
            if len(found) < per_type:
                raise SystemExit(f"only {len(found)} solvable {task_type} games for {split} ({group})")
            made += found
    return made


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--set", default="full", choices=sorted(GAME_SETS), help="which game set (GAME_SETS)")
    parser.add_argument("--train", type=int, help="games per task type in train/ (default: the set's)")
    parser.add_argument("--valid", type=int, help="games per task type (and floor plan) in valid/ (default: the set's)")
    parser.add_argument(
        "--heldout", type=int, help="games per task type (per floor plan where the set says so) in valid_unseen/"
    )
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--splits", help="which splits to (re)generate (default: the set's)")
    args = parser.parse_args()
    game_set = GAME_SETS[args.set]
    splits = args.splits.split(",") if args.splits else list(game_set.get("scenes", SPLITS))
    from alfworld.info import ALFRED_PDDL_PATH, ALFRED_TWL2_PATH

    for split in splits:
        shutil.rmtree(os.path.join(args.out, "json_2.1.1", split), ignore_errors=True)
    os.makedirs(os.path.join(args.out, "logic"), exist_ok=True)
    shutil.copy(ALFRED_PDDL_PATH, os.path.join(args.out, "logic", "alfred.pddl"))
    shutil.copy(ALFRED_TWL2_PATH, os.path.join(args.out, "logic", "alfred.twl2"))
    given = {"train": args.train, "valid": args.valid, "heldout": args.heldout}
    per_type = {split: given[COUNT_KEYS[split]] or game_set[COUNT_KEYS[split]] for split in splits}
    made = {split: len(generate_split(args.out, split, per_type[split], args.seed, game_set)) for split in splits}
    print(json.dumps({"event": "result", **made}))


if __name__ == "__main__":
    main()
