"""Score a checkpoint on GSM8K's test split: accuracy (0-100), as OpenCompass's gsm8k_gen_1d7fe4.

  python evaluate.py --model DIR --data HELDOUT_DIR --out FILE [--config JSON]

The prompt is that config's chat: four fixed worked examples (fewshot.json) as user/assistant
turns, then "Question: {question}\\nLet's think step by step\\nAnswer:", rendered with the
model's chat template. Greedy decoding, at most 512 new tokens. The prediction is the last
number before any "Question:" (reasoning in <think> tags dropped first), compared numerically
with the number after "####". Settings (--config): shots (0-4), max_new_tokens, batch_size,
limit (first N test rows), backend; their defaults are the reference's.
"""

import json
import os
import sys

from a2rl.evaluation import (
    EvaluationError,
    Outcome,
    accuracy,
    generate_with_progress,
    part_of,
    read_jsonl,
    run_evaluator,
)
from a2rl.extract import gsm8k_postprocess, gsm8k_reference, is_equal, strip_reasoning
from a2rl.inference import GenerationConfig, OpenCompassChat

HERE = os.path.dirname(os.path.abspath(__file__))
PROMPT = "Question: {question}\nLet's think step by step\nAnswer:"
DEFAULTS = {"shots": 4, "max_new_tokens": 512, "batch_size": 16}

with open(os.path.join(HERE, "fewshot.json"), encoding="utf-8") as f:
    FEWSHOT = json.load(f)


def build_prompt(question: str, shots: int = 4) -> OpenCompassChat:
    return OpenCompassChat(FEWSHOT[: 2 * shots] + [{"role": "user", "content": PROMPT.format(question=question)}])


def score(outputs: list[str], rows: list[dict]) -> tuple[float, list[dict]]:
    details = []
    for out, row in zip(outputs, rows, strict=True):
        pred, ref = gsm8k_postprocess(strip_reasoning(out)), gsm8k_reference(row["answer"])
        details.append({"pred": pred, "answer": ref, "correct": is_equal(pred, ref), "output": out})
    summary = accuracy(sum(d["correct"] for d in details), len(details))
    return summary["accuracy"], details


def evaluate(args, cfg, open_backend) -> Outcome:
    if not isinstance(cfg["shots"], int) or not 0 <= cfg["shots"] <= len(FEWSHOT) // 2:
        raise EvaluationError(f"shots must be an integer from 0 to {len(FEWSHOT) // 2}, got {cfg['shots']!r}")
    rows = part_of(args, read_jsonl(os.path.join(args.data, "test.jsonl")), lambda r: r["question"], cfg["limit"])
    backend = open_backend()
    prompts = [build_prompt(r["question"], cfg["shots"]) for r in rows]
    gen = GenerationConfig(max_new_tokens=cfg["max_new_tokens"], batch_size=cfg["batch_size"])
    outputs = generate_with_progress(backend, prompts, gen)
    value, details = score(outputs, rows)
    return Outcome(
        value,
        accuracy(sum(d["correct"] for d in details), len(details)),
        details,
        items=[float(d["correct"]) for d in details],
    )


if __name__ == "__main__":
    sys.exit(run_evaluator(DEFAULTS, evaluate))
