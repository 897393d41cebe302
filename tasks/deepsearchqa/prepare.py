"""Prepare deepsearchqa's data: google/deepsearchqa's single `eval` split (900 items), shuffled
with seed 42 (datasets' Dataset.shuffle), as the reference harness splits it.

  python prepare.py --out DIR [--source DIR] [--train 100] [--heldout 200]

train/: items [0, 100) with answers, mounted for the agent: deepsearchqa/ (datasets'
save_to_disk format, as the reference), train.jsonl (the same rows) and split_meta.json.
heldout/heldout.jsonl: items [100, 300), never mounted. The rest is unused. Fields: problem,
problem_category, answer, answer_type. Sources: the --source folder (google/deepsearchqa/DSQA-full.csv
under it) or the hub (a2rl.sources).
"""

import argparse
import json
import os
import sys
import tempfile

from a2rl.sources import MissingSource, dataset_files, load_hub_dataset

TASK = "deepsearchqa"
REPO, SOURCE_SPLIT, CSV = "google/deepsearchqa", "eval", "DSQA-full.csv"
SEED = 42
WANTED = [f"{REPO}/{CSV}"]


def load_source(source: str | None, cache_dir: str):
    files = dataset_files(TASK, source, REPO, CSV, WANTED)
    if files is None:
        return load_hub_dataset(TASK, REPO, SOURCE_SPLIT, WANTED, cache_dir=cache_dir)
    from datasets import load_dataset

    # the hub serves this CSV through the same csv builder
    return load_dataset("csv", data_files=files, split="train", cache_dir=cache_dir)


def split(dataset, n_train: int, n_heldout: int):
    shuffled = dataset.shuffle(seed=SEED)
    n_train = min(n_train, len(shuffled))
    end = min(n_train + n_heldout, len(shuffled))
    return shuffled.select(range(n_train)), shuffled.select(range(n_train, end))


def write_jsonl(path: str, rows) -> None:
    with open(path, "w") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--source", default=None, help="offline source folder in the hub's layout")
    parser.add_argument("--train", type=int, default=100)
    parser.add_argument("--heldout", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as cache:
        try:
            dataset = load_source(args.source, cache)
            missing = {"problem", "answer"} - set(dataset.column_names)
            if missing:
                raise MissingSource(f"{TASK}: the source has no {sorted(missing)} column(s): {dataset.column_names}")
        except MissingSource as err:
            print(f"error: {err}", file=sys.stderr)
            return 1
        train, heldout = split(dataset, args.train, args.heldout)
        if len(heldout) == 0:
            print(f"error: {TASK}: only {len(dataset)} items, none left for the held-out split", file=sys.stderr)
            return 1
        os.makedirs(os.path.join(args.out, "train"), exist_ok=True)
        os.makedirs(os.path.join(args.out, "heldout"), exist_ok=True)
        train.save_to_disk(os.path.join(args.out, "train", "deepsearchqa"))
        write_jsonl(os.path.join(args.out, "train", "train.jsonl"), train)
        write_jsonl(os.path.join(args.out, "heldout", "heldout.jsonl"), heldout)
        meta = {
            "dataset": REPO,
            "source_split": SOURCE_SPLIT,
            "shuffle_seed": SEED,
            "train_size": len(train),
            "eval_size": len(heldout),
            "unused_size": len(dataset) - len(train) - len(heldout),
            "total_size": len(dataset),
        }
        with open(os.path.join(args.out, "train", "split_meta.json"), "w") as f:
            json.dump(meta, f, indent=2)
    print(json.dumps({"event": "result", "train": len(train), "heldout": len(heldout), "total": len(dataset)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
