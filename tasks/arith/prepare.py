"""Generate the arith task's data: GSM8K-format word problems with numeric answers.

  python prepare.py --out DIR [--seed 20260101] [--train 2000] [--heldout 100]

Writes DIR/train/train.jsonl (the agent's training split, mounted into the workspace) and
DIR/heldout/test.jsonl (scored by the evaluator, never mounted). Rows are
{"question": str, "answer": "<reasoning>\n#### <number>"}, exactly GSM8K's shape. The same
seed always yields the same files, and no question appears in both splits.
"""

import argparse
import json
import os
import random

NAMES = ["Ava", "Ben", "Chloe", "Dev", "Elif", "Femi", "Grace", "Hiro", "Ines", "Jon", "Kira", "Luis", "Mei", "Nora", "Omar", "Priya"]
ITEMS = ["apples", "marbles", "stickers", "books", "pencils", "coins", "cards", "shells", "stamps", "cookies"]


def _add(rng):
    name, item = rng.choice(NAMES), rng.choice(ITEMS)
    a, b = rng.randint(2, 60), rng.randint(2, 40)
    q = f"{name} has {a} {item}. {name} gets {b} more {item}. How many {item} does {name} have now?"
    return q, f"{name} has {a} + {b} = {a + b} {item}.", a + b


def _sub(rng):
    name, item = rng.choice(NAMES), rng.choice(ITEMS)
    a = rng.randint(20, 90)
    b = rng.randint(2, a - 1)
    q = f"{name} had {a} {item} and gave away {b} of them. How many {item} does {name} have left?"
    return q, f"{name} has {a} - {b} = {a - b} {item} left.", a - b


def _mul(rng):
    name, item = rng.choice(NAMES), rng.choice(ITEMS)
    a, b = rng.randint(2, 9), rng.randint(2, 12)
    q = f"{name} buys {a} boxes with {b} {item} in each box. How many {item} does {name} buy in total?"
    return q, f"{name} buys {a} * {b} = {a * b} {item}.", a * b


def _two_step(rng):
    name, item = rng.choice(NAMES), rng.choice(ITEMS)
    a, b, c = rng.randint(10, 50), rng.randint(2, 30), rng.randint(2, 9)
    q = f"{name} has {a} {item}, finds {b} more, then loses {c}. How many {item} does {name} have?"
    return q, f"{name} has {a} + {b} = {a + b}, then {a + b} - {c} = {a + b - c} {item}.", a + b - c


KINDS = [_add, _sub, _mul, _two_step]


def generate(seed: int, n_train: int, n_heldout: int) -> tuple[list[dict], list[dict]]:
    rng = random.Random(seed)
    seen: set[str] = set()
    rows: list[dict] = []
    while len(rows) < n_train + n_heldout:
        q, reasoning, value = rng.choice(KINDS)(rng)
        if q in seen:
            continue
        seen.add(q)
        rows.append({"question": q, "answer": f"{reasoning}\n#### {value}"})
    return rows[n_heldout:], rows[:n_heldout]


def write_jsonl(path: str, rows: list[dict]) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        for row in rows:
            f.write(json.dumps(row) + "\n")
    os.replace(tmp, path)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=20260101)
    parser.add_argument("--train", type=int, default=2000)
    parser.add_argument("--heldout", type=int, default=100)
    args = parser.parse_args()
    train, heldout = generate(args.seed, args.train, args.heldout)
    write_jsonl(os.path.join(args.out, "train", "train.jsonl"), train)
    write_jsonl(os.path.join(args.out, "heldout", "test.jsonl"), heldout)
    print(json.dumps({"event": "result", "train": len(train), "heldout": len(heldout), "seed": args.seed}))


if __name__ == "__main__":
    main()
