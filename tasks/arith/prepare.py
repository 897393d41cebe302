"""Generate the arith task's data: GSM8K-format word problems with numeric answers.

  python prepare.py --out DIR [--seed 20260101] [--train 2000] [--heldout 200]

Writes DIR/train/train.jsonl (the agent's training split, mounted into the workspace) and
DIR/heldout/test.jsonl (scored by the evaluator, never mounted). Rows are
{"question": str, "answer": "<reasoning>\n#### <number>"}, exactly GSM8K's shape. The same
seed always yields the same files, and no question appears in both splits.
"""

import os
import random
import sys

from a2rl.data import main, write_jsonl

NAMES = [
    "Ava",
    "Ben",
    "Chloe",
    "Dev",
    "Elif",
    "Femi",
    "Grace",
    "Hiro",
    "Ines",
    "Jon",
    "Kira",
    "Luis",
    "Mei",
    "Nora",
    "Omar",
    "Priya",
]
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


def options(parser) -> None:
    parser.add_argument("--seed", type=int, default=20260101)
    parser.add_argument("--train", type=int, default=2000)
    parser.add_argument("--heldout", type=int, default=200)


def prepare(out: str, source: str | None, seed: int, train: int, heldout: int) -> dict:
    """Generated, so --source is not read."""
    train_rows, heldout_rows = generate(seed, train, heldout)
    write_jsonl(os.path.join(out, "train", "train.jsonl"), train_rows)
    write_jsonl(os.path.join(out, "heldout", "test.jsonl"), heldout_rows)
    return {"train": len(train_rows), "heldout": len(heldout_rows), "seed": seed}


if __name__ == "__main__":
    sys.exit(main(prepare, options=options))
