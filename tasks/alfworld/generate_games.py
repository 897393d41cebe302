"""Regenerate the committed ALFWorld games (tasks/alfworld/games) from the alfworld package.

  python tasks/alfworld/generate_games.py --out tasks/alfworld/games [--train 3] [--heldout 2] [--seed 2026]

Per task type, `--train` games from training floor plans and `--heldout` games from ALFRED's
valid_unseen floor plans (10, 219, 308, 424: rooms the training games never use), each solved
by the hand-coded expert in the real TextWorld engine (see a2rl.envs.alfworld_gen). The output
is laid out as alfworld-download lays out its data (json_2.1.1/{train,valid_unseen}, logic/), so
ALFWORLD_DATA can point at it. The same seed always gives the same games.
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


def generate_split(out: str, split: str, per_type: int, seed: int, max_attempts: int = 40) -> list[str]:
    made = []
    for task_id, task_type in gen.TASK_TYPES.items():
        rng = random.Random(f"{seed}-{split}-{task_id}")
        specs = [s for scene in SPLITS[split] for s in gen.candidate_specs(scene, task_type, rng)]
        if not specs:
            raise SystemExit(f"no floor plan of split {split} supports {task_type}")
        found, attempts, used = 0, 0, set()
        while found < per_type and attempts < max_attempts:
            attempts += 1
            spec = rng.choice(specs)
            if spec.name in used:  # one game per (task, object, receptacle, scene) for variety
                continue
            spec.seed = rng.randrange(1_000_000)
            path = gen.write_game(spec, out, split)
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
    parser.add_argument("--train", type=int, default=3, help="games per task type in train/")
    parser.add_argument("--heldout", type=int, default=2, help="games per task type in valid_unseen/")
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
    per_type = {"train": args.train, "valid_unseen": args.heldout}
    made = {split: len(generate_split(args.out, split, per_type[split], args.seed)) for split in splits}
    print(json.dumps({"event": "result", **made}))


if __name__ == "__main__":
    main()
