"""Prepare gsm8k: train = openai/gsm8k `main` train (7,473 rows), held-out = `main` test (1,319).

  python prepare.py --out DIR [--source SRC]

Sources: SRC (a local folder holding train.jsonl and test.jsonl in GSM8K's own format: one
{"question", "answer"} object a line, the answer ending in "#### <number>"; the layout of the
grade-school-math release and of OpenCompass's gsm8k folder), else the Hugging Face hub. Writes
DIR/train/train.jsonl (what the agent trains on, rows as the reference writes them) and
DIR/heldout/test.jsonl (scored, never mounted).
"""

import os
import sys

from a2rl.data import DataUnavailable, load_hub_split, main, read_jsonl, write_jsonl

HUB_DATASET, HUB_CONFIG = "openai/gsm8k", "main"
EXPECTED = {"train": 7473, "test": 1319}
HOW_TO = (
    "Without a network, put train.jsonl and test.jsonl of GSM8K (its own format: one "
    '{"question", "answer"} object a line, answers ending in "#### <number>") into a folder '
    "SOURCES/gsm8k and name SOURCES with tasks.sources in a2rl.yaml or A2RL_TASK_SOURCES."
)


def check_rows(rows: list[dict], where: str) -> list[dict]:
    if not rows:
        raise DataUnavailable(f"{where} has no rows")
    for i, row in enumerate(rows):
        if (
            not isinstance(row.get("question"), str)
            or not isinstance(row.get("answer"), str)
            or "#### " not in row["answer"]
        ):
            raise DataUnavailable(
                f'{where} row {i + 1} is not a GSM8K row ({{"question": str, "answer": "... #### N"}}): {str(row)[:200]}'
            )
    return [{"question": r["question"], "answer": r["answer"]} for r in rows]


def load(source: str | None) -> tuple[dict[str, list[dict]], str]:
    if source:
        splits = {}
        for split in ("train", "test"):
            path = os.path.join(source, f"{split}.jsonl")
            if not os.path.exists(path):
                raise DataUnavailable(f"gsm8k source folder {source} has no {split}.jsonl. {HOW_TO}")
            splits[split] = check_rows(read_jsonl(path), path)
        return splits, f"local:{os.path.abspath(source)}"
    try:
        splits = {
            split: check_rows(load_hub_split(HUB_DATASET, HUB_CONFIG, split), f"{HUB_DATASET}/{split}")
            for split in ("train", "test")
        }
    except DataUnavailable as err:
        raise DataUnavailable(f"gsm8k data is missing: {err}. {HOW_TO}") from err
    return splits, f"hub:{HUB_DATASET}/{HUB_CONFIG}"


def prepare(out: str, source: str | None) -> dict:
    splits, origin = load(source)
    write_jsonl(os.path.join(out, "train", "train.jsonl"), splits["train"])
    write_jsonl(os.path.join(out, "heldout", "test.jsonl"), splits["test"])
    sizes = {"train": len(splits["train"]), "heldout": len(splits["test"])}
    return {**sizes, "source": origin, "full_size": sizes == {"train": EXPECTED["train"], "heldout": EXPECTED["test"]}}


if __name__ == "__main__":
    sys.exit(main(prepare))
