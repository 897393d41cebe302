"""Generate the arith task's data: GSM8K-format word problems with numeric answers.

  python prepare.py --out DIR [--seed 20260101] [--train 2000] [--valid 200] [--heldout 200]

Writes DIR/train/train.jsonl (the agent's training split) and DIR/train/valid.jsonl (its
validation split, for choosing settings), both mounted into the workspace, and
DIR/heldout/test.jsonl (scored by the evaluator, never mounted). Rows are
{"question": str, "answer": "<reasoning>\n#### <number>"}, exactly GSM8K's shape. The same
seed always yields the same files.

The splits share no arithmetic step: a step is an operation and its two operands (3 + 4 and
4 + 3 are one step), and a two-step problem has two. The held-out problems are drawn first (the
same 200 as data version 2), then validation problems sharing no step with them, then training
problems sharing no step with either; so a score on held-out or validation measures problems
whose numbers training never combined, not recall of training answers.
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
    return q, f"{name} has {a} + {b} = {a + b} {item}.", a + b, (step("+", a, b),)


def _sub(rng):
    name, item = rng.choice(NAMES), rng.choice(ITEMS)
    a = rng.randint(20, 90)
    b = rng.randint(2, a - 1)
    q = f"{name} had {a} {item} and gave away {b} of them. How many {item} does {name} have left?"
    return q, f"{name} has {a} - {b} = {a - b} {item} left.", a - b, (step("-", a, b),)


def _mul(rng):
    name, item = rng.choice(NAMES), rng.choice(ITEMS)
    a, b = rng.randint(2, 9), rng.randint(2, 12)
    q = f"{name} buys {a} boxes with {b} {item} in each box. How many {item} does {name} buy in total?"
    return q, f"{name} buys {a} * {b} = {a * b} {item}.", a * b, (step("*", a, b),)


def _two_step(rng):
    name, item = rng.choice(NAMES), rng.choice(ITEMS)
    a, b, c = rng.randint(10, 50), rng.randint(2, 30), rng.randint(2, 9)
    q = f"{name} has {a} {item}, finds {b} more, then loses {c}. How many {item} does {name} have?"
    reasoning = f"{name} has {a} + {b} = {a + b}, then {a + b} - {c} = {a + b - c} {item}."
    return q, reasoning, a + b - c, (step("+", a, b), step("-", a + b, c))


KINDS = [_add, _sub, _mul, _two_step]


def step(op: str, a: int, b: int) -> tuple[str, int, int]:
    """One arithmetic step; the operands of a commutative one in order."""
    return (op, *sorted((a, b))) if op in "+*" else (op, a, b)


def generate(seed: int, n_train: int, n_heldout: int, n_valid: int = 0) -> tuple[list[dict], list[dict], list[dict]]:
    """(train, valid, heldout): distinct questions, no arithmetic step in two splits."""
    rng = random.Random(seed)
    seen: set[str] = set()
    splits: list[list[dict]] = [[], [], []]  # heldout, valid, train: drawn in this order
    sizes = (n_heldout, n_valid, n_train)
    steps: list[set] = [set(), set(), set()]
    attempts = 0
    for k, size in enumerate(sizes):
        while len(splits[k]) < size:
            attempts += 1
            if attempts > 100 * sum(sizes):
                raise ValueError(f"cannot draw {size} problems sharing no step with the earlier splits")
            q, reasoning, value, ops = rng.choice(KINDS)(rng)
            if q in seen or any(op in steps[j] for j in range(k) for op in ops):
                continue
            seen.add(q)
            steps[k].update(ops)
            splits[k].append({"question": q, "answer": f"{reasoning}\n#### {value}"})
    heldout, valid, train = splits
    return train, valid, heldout


def options(parser) -> None:
    parser.add_argument("--seed", type=int, default=20260101)
    parser.add_argument("--train", type=int, default=2000)
    parser.add_argument("--valid", type=int, default=200)
    parser.add_argument("--heldout", type=int, default=200)


def prepare(out: str, source: str | None, seed: int, train: int, valid: int, heldout: int) -> dict:
    """Generated, so --source is not read."""
    train_rows, valid_rows, heldout_rows = generate(seed, train, heldout, valid)
    write_jsonl(os.path.join(out, "train", "train.jsonl"), train_rows)
    write_jsonl(os.path.join(out, "train", "valid.jsonl"), valid_rows)
    write_jsonl(os.path.join(out, "heldout", "test.jsonl"), heldout_rows)
    return {"train": len(train_rows), "valid": len(valid_rows), "heldout": len(heldout_rows), "seed": seed}


if __name__ == "__main__":
    sys.exit(main(prepare, options=options))
