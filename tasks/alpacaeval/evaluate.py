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
import time
from pathlib import Path

from a2rl import protocol
from a2rl.evaluation import COMMON_DEFAULTS
from a2rl.inference import BackendUnavailable, GenerationConfig, ModelLoadError, engine_info, open_backend
from a2rl.judge import Judge, JudgeError, JudgeNotConfigured

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pairwise import ANNOTATOR_NAME, JudgeClient, annotate_head2head, cache_path, load_annotator  # noqa: E402
from winrate import length_controlled  # noqa: E402

TASK = "alpacaeval"
VERSION = "alpacaeval-eval-1"
REFERENCE_FILE, GAMED_FILE = "alpaca_eval_gpt4_baseline.json", "df_gamed.csv"
DEFAULTS = {**COMMON_DEFAULTS, "max_new_tokens": 512, "batch_size": 8, "judge_workers": 4}


def chat_prompt(tokenizer, instruction: str) -> str:
    """The instruction as the user's turn of the model's chat template (raw without one)."""
    try:
        if getattr(tokenizer, "chat_template", None):
            return tokenizer.apply_chat_template([{"role": "user", "content": instruction}], tokenize=False, add_generation_prompt=True)
    except Exception:  # noqa: BLE001 - the reference falls back to the raw instruction
        pass
    return instruction


def fail(message: str) -> int:
    protocol.result(0.0, error=message)
    return 0


def main() -> int:
    protocol.start_job()
    args = protocol.evaluator_arguments()
    unknown = set(args.config) - set(DEFAULTS)
    if unknown:
        return fail(f"unknown alpacaeval settings: {sorted(unknown)}; known: {sorted(DEFAULTS)}")
    cfg = {**DEFAULTS, **args.config}
    started = time.time()
    try:
        judge = Judge.from_env(TASK)
    except JudgeNotConfigured as err:
        return fail(str(err))
    with open(os.path.join(args.data, REFERENCE_FILE)) as f:
        reference = json.load(f)
    if cfg["limit"]:
        reference = reference[: int(cfg["limit"])]
    try:
        backend = open_backend(args.model, cfg)
    except (ModelLoadError, BackendUnavailable) as err:
        return fail(str(err))

    prompts = [chat_prompt(backend.tokenizer, r["instruction"]) for r in reference]
    gen = GenerationConfig(max_new_tokens=int(cfg["max_new_tokens"]), batch_size=int(cfg["batch_size"]))
    texts = backend.generate(prompts, gen, on_batch=lambda done: protocol.progress(done, len(prompts), phase="generate"))
    generator = os.path.basename(os.path.normpath(args.model))
    outputs = [{"instruction": r["instruction"], "output": t.strip(), "generator": generator, "dataset": r.get("dataset", "")} for r, t in zip(reference, texts, strict=True)]
    out_dir = Path(args.out).resolve().parent
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "model_outputs.json").write_text(json.dumps(outputs, ensure_ascii=False, indent=2))

    client = JudgeClient(judge, load_annotator()["completions_kwargs"])
    cache_file = cache_path(Path(os.environ.get("A2RL_JUDGE_CACHE_DIR") or out_dir / "judge-cache"), judge.model)
    print(f"judging {len(outputs)} pairs with {judge.model} at {judge.base_url} (cache {cache_file})", file=sys.stderr)
    try:
        annotations, stats = annotate_head2head(
            reference, outputs, client, cache_file, version=f"a2rl:{VERSION}", workers=int(cfg["judge_workers"]),
            on_progress=lambda done, total: protocol.progress(done, total, phase="judge"),
        )
    except JudgeError as err:
        return fail(f"the judge ({judge.model}) failed: {err}")
    (out_dir / "annotations.json").write_text(json.dumps(annotations, ensure_ascii=False, indent=2))
    metrics = length_controlled(annotations, Path(args.data) / GAMED_FILE) if any(a["preference"] == a["preference"] for a in annotations) else None
    if not metrics or metrics["n_total"] == 0:
        return fail(f"the judge ({judge.model}) gave no usable ranking for any of the {len(annotations)} pairs (see annotations.json)")
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
    engine = engine_info(backend)
    with open(args.out, "w") as f:
        json.dump({"score": metrics["length_controlled_winrate"], "summary": summary, "engine": engine}, f, indent=1)
    protocol.result(metrics["length_controlled_winrate"], accuracy_summary=summary, engine=engine, eval_seconds=round(time.time() - started, 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
