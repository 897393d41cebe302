"""Score a checkpoint on arith's held-out split: accuracy (0-100) of the final number.

  python evaluate.py --model DIR --data HELDOUT_DIR --out FILE [--config JSON]

Prompt and answer extraction follow GSM8K's OpenCompass evaluator (the last number before any
'Question:'), decoded greedily. Zero-shot instead of GSM8K's 4-shot, so that a CPU evaluation
of a small model stays within seconds. Speaks the JSON-lines protocol of a2rl.protocol.
"""

import json
import os
import sys
import time

from a2rl import protocol
from a2rl.extract import gsm8k_postprocess, gsm8k_reference, is_equal
from a2rl.inference import GenerationConfig, ModelLoadError, TransformersBackend

PROMPT = "Question: {question}\nLet's think step by step\nAnswer:"
DEFAULTS = {"max_new_tokens": 48, "batch_size": 20, "limit": None}


def load_rows(data_dir: str, limit: int | None) -> list[dict]:
    with open(os.path.join(data_dir, "test.jsonl")) as f:
        rows = [json.loads(line) for line in f if line.strip()]
    return rows[:limit] if limit else rows


def score(outputs: list[str], rows: list[dict]) -> tuple[float, list[dict]]:
    details = []
    for out, row in zip(outputs, rows):
        pred, ref = gsm8k_postprocess(out), gsm8k_reference(row["answer"])
        details.append({"pred": pred, "ref": ref, "correct": is_equal(pred, ref), "output": out})
    correct = sum(d["correct"] for d in details)
    return (100.0 * correct / len(details) if details else 0.0), details


def main() -> int:
    protocol.start_job()
    args = protocol.evaluator_arguments()
    cfg = {**DEFAULTS, **args.config}
    rows = load_rows(args.data, cfg["limit"])
    started = time.time()
    try:
        backend = TransformersBackend(args.model)
    except ModelLoadError as err:
        protocol.result(0.0, error=str(err))
        return 0
    prompts = [PROMPT.format(question=r["question"]) for r in rows]
    gen = GenerationConfig(max_new_tokens=cfg["max_new_tokens"], batch_size=cfg["batch_size"], stop=["Question:"])
    outputs = backend.generate(prompts, gen, on_batch=lambda done: protocol.progress(done, len(prompts)))
    value, details = score(outputs, rows)
    correct = sum(d["correct"] for d in details)
    with open(args.out, "w") as f:
        json.dump({"score": value, "details": details}, f, indent=1)
    protocol.result(
        value,
        accuracy_summary={"correct": correct, "total": len(details), "accuracy": value},
        eval_seconds=round(time.time() - started, 2),
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
