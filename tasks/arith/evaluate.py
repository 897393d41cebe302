"""Score a checkpoint on arith's held-out split: accuracy (0-100) of the final number.

  python evaluate.py --model DIR --data HELDOUT_DIR --out FILE [--config JSON]

Prompt and answer extraction follow GSM8K's OpenCompass evaluator (the last number before any
'Question:'), decoded greedily. Zero-shot instead of GSM8K's 4-shot, so that a CPU evaluation
of a small model stays within seconds. Settings (--config): max_new_tokens, batch_size, limit,
and the common ones (backend: vLLM where installed, transformers otherwise; threads; ...).
"""

import os
import sys

from a2rl.evaluation import Outcome, accuracy, generate_with_progress, part_of, read_jsonl, run_evaluator
from a2rl.extract import gsm8k_postprocess, gsm8k_reference, is_equal
from a2rl.inference import GenerationConfig

PROMPT = "Question: {question}\nLet's think step by step\nAnswer:"
DEFAULTS = {"max_new_tokens": 48, "batch_size": 20}


def score(outputs: list[str], rows: list[dict]) -> tuple[float, list[dict]]:
    details = []
    for out, row in zip(outputs, rows, strict=True):
        pred, ref = gsm8k_postprocess(out), gsm8k_reference(row["answer"])
        details.append({"pred": pred, "ref": ref, "correct": is_equal(pred, ref), "output": out})
    summary = accuracy(sum(d["correct"] for d in details), len(details))
    return summary["accuracy"], details


def evaluate(args, cfg, open_backend) -> Outcome:
    rows = part_of(args, read_jsonl(os.path.join(args.data, "test.jsonl")), lambda r: r["question"], cfg["limit"])
    backend = open_backend()
    prompts = [PROMPT.format(question=r["question"]) for r in rows]
    gen = GenerationConfig(max_new_tokens=cfg["max_new_tokens"], batch_size=cfg["batch_size"], stop=["Question:"])
    value, details = score(generate_with_progress(backend, prompts, gen), rows)
    return Outcome(
        value,
        accuracy(sum(d["correct"] for d in details), len(details)),
        details,
        items=[float(d["correct"]) for d in details],
    )


if __name__ == "__main__":
    sys.exit(run_evaluator(DEFAULTS, evaluate))
