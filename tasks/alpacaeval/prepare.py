"""Prepare alpacaeval's data.

  python prepare.py --out DIR [--source DIR] [--train N]

train/train.jsonl: the first N (default 2000, or $ALPACAEVAL_TRAIN_SAMPLES) rows of
tatsu-lab/alpaca, as {instruction, input, output, question, answer} with question =
instruction (+ "\\n\\n" + input) and answer = output (mounted for the agent). heldout/: the
AlpacaEval 2.0 reference outputs alpaca_eval_gpt4_baseline.json (805 instructions) and
df_gamed.csv (the length-controlled GLM's gamed baselines and instruction difficulties), both
from tatsu-lab/alpaca_eval (never mounted). Sources: the --source folder (hub layout) or the hub (a2rl.sources).
"""

import json
import os
import shutil
import sys

from a2rl.data import BadArgument, main
from a2rl.settings import ALPACAEVAL_TRAIN_SAMPLES
from a2rl.sources import MissingSource, dataset_files, hub_file, load_hub_dataset

TASK = "alpacaeval"
TRAIN_REPO, EVAL_REPO = "tatsu-lab/alpaca", "tatsu-lab/alpaca_eval"
REFERENCE_FILE, GAMED_FILE = "alpaca_eval_gpt4_baseline.json", "df_gamed.csv"
WANTED = [f"{TRAIN_REPO}/data/train-*.parquet", f"{EVAL_REPO}/{REFERENCE_FILE}", f"{EVAL_REPO}/{GAMED_FILE}"]


def convert_row(row: dict) -> dict:
    instruction, user_input, output = row.get("instruction", ""), row.get("input", ""), row.get("output", "")
    question = instruction if not user_input else f"{instruction}\n\n{user_input}"
    return {"instruction": instruction, "input": user_input, "output": output, "question": question, "answer": output}


def load_train(source: str | None, n: int):
    files = dataset_files(TASK, source, TRAIN_REPO, "data/train-*.parquet", WANTED)
    if files is None:
        return list(load_hub_dataset(TASK, TRAIN_REPO, f"train[:{n}]", WANTED))
    import pyarrow.parquet as pq

    rows = []
    for path in files:  # the shards in order, as datasets reads them
        rows.extend(pq.read_table(path).to_pylist())
        if len(rows) >= n:
            break
    return rows[:n]


def check_reference(path: str) -> int:
    with open(path) as f:
        rows = json.load(f)
    if not isinstance(rows, list) or not all(
        isinstance(r, dict) and "instruction" in r and "output" in r for r in rows
    ):
        raise MissingSource(f"{TASK}: {path} is not a list of {{instruction, output, ...}} records")
    return len(rows)


def options(parser) -> None:
    parser.add_argument("--train", type=int, default=int(ALPACAEVAL_TRAIN_SAMPLES.value()))


def prepare(out: str, source: str | None, train: int) -> dict:
    if train < 1:
        raise BadArgument("--train must be at least 1")
    reference = hub_file(TASK, source, EVAL_REPO, REFERENCE_FILE, WANTED)
    gamed = hub_file(TASK, source, EVAL_REPO, GAMED_FILE, WANTED)
    n_heldout = check_reference(reference)
    rows = load_train(source, train)
    os.makedirs(os.path.join(out, "train"), exist_ok=True)
    os.makedirs(os.path.join(out, "heldout"), exist_ok=True)
    with open(os.path.join(out, "train", "train.jsonl"), "w") as f:
        for row in rows:
            f.write(json.dumps(convert_row(row), ensure_ascii=False) + "\n")
    shutil.copyfile(reference, os.path.join(out, "heldout", REFERENCE_FILE))
    shutil.copyfile(gamed, os.path.join(out, "heldout", GAMED_FILE))
    return {"train": len(rows), "heldout": n_heldout}


if __name__ == "__main__":
    sys.exit(main(prepare, options=options, source_help="offline source folder in the hub's layout"))
