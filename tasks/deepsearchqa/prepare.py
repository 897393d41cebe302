"""Prepare deepsearchqa's data: google/deepsearchqa's single `eval` split (900 items), shuffled
with seed 42 (datasets' Dataset.shuffle), as the reference harness splits it.

  python prepare.py --out DIR [--source DIR] [--train 100] [--heldout 200]

train/: items [0, 100) with answers, mounted for the agent: deepsearchqa/ (datasets'
save_to_disk format, as the reference), train.jsonl (the same rows) and split_meta.json.
heldout/heldout.jsonl: items [100, 300), never mounted. The rest is unused. Fields: problem,
problem_category, answer, answer_type. Sources: the --source folder (google/deepsearchqa/DSQA-full.csv
under it) or the hub (a2rl.sources).
"""

import json
import os
import sys
import tempfile

from a2rl.data import main, write_jsonl
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


def options(parser) -> None:
    parser.add_argument("--train", type=int, default=100)
    parser.add_argument("--heldout", type=int, default=200)


def prepare(out: str, source: str | None, train: int, heldout: int) -> dict:
    with tempfile.TemporaryDirectory() as cache:
        dataset = load_source(source, cache)
        missing = {"problem", "answer"} - set(dataset.column_names)
        if missing:
            raise MissingSource(f"{TASK}: the source has no {sorted(missing)} column(s): {dataset.column_names}")
        train_rows, heldout_rows = split(dataset, train, heldout)
        if len(heldout_rows) == 0:
            raise MissingSource(f"{TASK}: only {len(dataset)} items, none left for the held-out split")
        os.makedirs(os.path.join(out, "train"), exist_ok=True)
        os.makedirs(os.path.join(out, "heldout"), exist_ok=True)
        train_rows.save_to_disk(os.path.join(out, "train", "deepsearchqa"))
        write_jsonl(os.path.join(out, "train", "train.jsonl"), train_rows)
        write_jsonl(os.path.join(out, "heldout", "heldout.jsonl"), heldout_rows)
        meta = {
            "dataset": REPO,
            "source_split": SOURCE_SPLIT,
            "shuffle_seed": SEED,
            "train_size": len(train_rows),
            "eval_size": len(heldout_rows),
            "unused_size": len(dataset) - len(train_rows) - len(heldout_rows),
            "total_size": len(dataset),
        }
        with open(os.path.join(out, "train", "split_meta.json"), "w") as f:
            json.dump(meta, f, indent=2)
    return {"train": len(train_rows), "heldout": len(heldout_rows), "total": len(dataset)}


if __name__ == "__main__":
    sys.exit(main(prepare, options=options, source_help="offline source folder in the hub's layout"))
