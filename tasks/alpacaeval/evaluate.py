"""Score a checkpoint on AlpacaEval 2.0: length-controlled win rate against GPT-4 Turbo's outputs.

  python evaluate.py --model DIR --data HELDOUT_DIR --out FILE [--config JSON]

As the reference: each of the 805 instructions goes to the model through its chat template
(the raw instruction when it has none), decoded greedily up to 512 new tokens, output stripped;
the LLM judge (the harness's judge endpoint, alpaca_eval_gpt5_2_fn annotator) ranks it against
alpaca_eval_gpt4_baseline.json's output; score = alpaca_eval's length-controlled win rate.
Settings (--config): limit (first N instructions), max_new_tokens, batch_size, judge_workers.
Next to FILE: model_outputs.json and annotations.json. Speaks the JSON-lines protocol.
"""

import json
import os
import sys
from pathlib import Path

from a2rl import protocol
from a2rl import stats as a2rl_stats
from a2rl.evaluation import COMMON_DEFAULTS, EvaluationError, Outcome, part_of, run_evaluator, task_settings
from a2rl.inference import GenerationConfig
from a2rl.judge import Judge, JudgeError, JudgeNotConfigured
from a2rl.settings import JUDGE_CACHE_DIR
from pairwise import ANNOTATOR_NAME, JudgeClient, annotate_head2head, cache_path, load_annotator
from winrate import length_controlled

TASK = "alpacaeval"
VERSION = "alpacaeval-eval-1"
REFERENCE_FILE, GAMED_FILE = "alpaca_eval_gpt4_baseline.json", "df_gamed.csv"
DEFAULTS = {**COMMON_DEFAULTS, "max_new_tokens": 512, "batch_size": 8, "judge_workers": 4}


def chat_prompt(tokenizer, instruction: str) -> str:
    """The instruction as the user's turn of the model's chat template (raw without one)."""
    try:
        if getattr(tokenizer, "chat_template", None):
            return tokenizer.apply_chat_template(
                [{"role": "user", "content": instruction}], tokenize=False, add_generation_prompt=True
            )
    except Exception:  # noqa: BLE001 - the reference falls back to the raw instruction
        pass
    return instruction


def evaluate(args, cfg, open_backend) -> Outcome:
    try:
        judge = Judge.from_env(TASK)
    except JudgeNotConfigured as err:
        raise EvaluationError(str(err)) from err
    with open(os.path.join(args.data, REFERENCE_FILE)) as f:
        reference = json.load(f)
    reference = part_of(args, reference, lambda r: r["instruction"], cfg["limit"])
    backend = open_backend()

    prompts = [chat_prompt(backend.tokenizer, r["instruction"]) for r in reference]
    gen = GenerationConfig(max_new_tokens=int(cfg["max_new_tokens"]), batch_size=int(cfg["batch_size"]))
    texts = backend.generate(
        prompts, gen, on_batch=lambda done: protocol.progress(done, len(prompts), phase="generate")
    )
    generator = os.path.basename(os.path.normpath(args.model))
    outputs = [
        {"instruction": r["instruction"], "output": t.strip(), "generator": generator, "dataset": r.get("dataset", "")}
        for r, t in zip(reference, texts, strict=True)
    ]
    out_dir = Path(args.out).resolve().parent
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "model_outputs.json").write_text(json.dumps(outputs, ensure_ascii=False, indent=2))

    # Score: the judge ranks each output against the reference's; the length-controlled win rate.
    client = JudgeClient(judge, load_annotator()["completions_kwargs"])
    cache_file = cache_path(Path(JUDGE_CACHE_DIR.value() or out_dir / "judge-cache"), judge.model)
    print(f"judging {len(outputs)} pairs with {judge.model} at {judge.base_url} (cache {cache_file})", file=sys.stderr)
    try:
        annotations, stats = annotate_head2head(
            reference,
            outputs,
            client,
            cache_file,
            version=f"a2rl:{VERSION}",
            workers=int(cfg["judge_workers"]),
            on_progress=lambda done, total: protocol.progress(done, total, phase="judge"),
        )
    except JudgeError as err:
        raise EvaluationError(f"the judge ({judge.model}) failed: {err}") from err
    (out_dir / "annotations.json").write_text(json.dumps(annotations, ensure_ascii=False, indent=2))
    metrics = (
        length_controlled(annotations, Path(args.data) / GAMED_FILE)
        if any(a["preference"] == a["preference"] for a in annotations)
        else None
    )
    if not metrics or metrics["n_total"] == 0:
        raise EvaluationError(
            f"the judge ({judge.model}) gave no usable ranking for any of the {len(annotations)} pairs (see annotations.json)"
        )
    summary = {
        **{k: (None if v != v else round(v, 4)) if isinstance(v, float) else v for k, v in metrics.items()},
        "avg_length": int(sum(len(o["output"]) for o in outputs) / len(outputs)),
        "num_samples": len(outputs),
        "judge_model": judge.model,
        "judge_mode": client.mode,
        "annotator": ANNOTATOR_NAME,
        "reference_file": REFERENCE_FILE,
        **{f"pairs_{k}": v for k, v in stats.items()},
    }
    score = metrics["length_controlled_winrate"]
    # The length-controlled win rate is a model's prediction, no mean of items: alpaca_eval's own standard error.
    se = metrics.get("lc_standard_error")
    uncertainty = a2rl_stats.normal(score, se, int(metrics["n_total"])) if isinstance(se, float) and se == se else None
    return Outcome(score, summary, uncertainty=uncertainty, file={"score": score, "summary": summary, "engine": None})


if __name__ == "__main__":
    sys.exit(run_evaluator(DEFAULTS, evaluate, configure=task_settings(TASK)))
