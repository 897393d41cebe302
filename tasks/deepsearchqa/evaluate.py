"""Score a checkpoint on DeepSearchQA: LLM-judged accuracy of a ReAct agent with web search.

  python evaluate.py --model DIR --data HELDOUT_DIR --out FILE [--config JSON]

As the reference: the 200 held-out items, one ReAct episode each (react.py: raw-text prompt,
greedy, 256 tokens, at most 6 steps, the harness's search endpoint), then the harness's judge
compares each prediction with the gold answer (8 in parallel, string match when the judge
fails). Score = 100 * correct / n. Per-item details go to FILE only: the result that reaches
the agent carries counts, never held-out answers.
Settings (--config): limit, max_steps, max_tokens, answer_max_tokens, judge_workers,
fix_action_stop (false: the reference's stop strings; see react.py), batch_size (episodes run
side by side: each round's requests are generated in batches; the reference ran them one by one).
"""

import json
import os
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

from a2rl import protocol
from a2rl.evaluation import COMMON_DEFAULTS
from a2rl.inference import BackendUnavailable, GenerationConfig, ModelLoadError, engine_info, open_backend
from a2rl.judge import Judge, JudgeNotConfigured
from a2rl.search import Search

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from react import judge_answer, react_batch  # noqa: E402

TASK = "deepsearchqa"
DEFAULTS = {**COMMON_DEFAULTS, "max_steps": 6, "max_tokens": 256, "answer_max_tokens": 128, "judge_workers": 8, "fix_action_stop": False, "batch_size": 8}


def fail(message: str) -> int:
    protocol.result(0.0, error=message)
    return 0


def main() -> int:
    protocol.start_job()
    args = protocol.evaluator_arguments()
    unknown = set(args.config) - set(DEFAULTS)
    if unknown:
        return fail(f"unknown deepsearchqa settings: {sorted(unknown)}; known: {sorted(DEFAULTS)}")
    cfg = {**DEFAULTS, **args.config}
    started = time.time()
    try:
        judge = Judge.from_env(TASK)
        search = Search.from_env()
    except (JudgeNotConfigured, ValueError) as err:
        return fail(str(err))
    with open(os.path.join(args.data, "heldout.jsonl")) as f:
        items = [json.loads(line) for line in f if line.strip()]
    if cfg["limit"]:
        items = items[: int(cfg["limit"])]
    try:
        backend = open_backend(args.model, cfg)
    except (ModelLoadError, BackendUnavailable) as err:
        return fail(str(err))

    def generate_batch(prompts: list, max_tokens: int, stop: list) -> list:
        return backend.generate(prompts, GenerationConfig(max_new_tokens=max_tokens, stop=stop, batch_size=int(cfg["batch_size"])))

    print(f"{len(items)} items; search: {search.kind} at {search.url}; judge: {judge.model} at {judge.base_url}", file=sys.stderr)
    questions = [(item["problem"], item.get("answer_type") or "Single Answer") for item in items]
    episodes = react_batch(
        questions, generate_batch, search,
        on_round=lambda done, total: protocol.progress(done, total, phase="react"),
        max_steps=int(cfg["max_steps"]), max_tokens=int(cfg["max_tokens"]),
        answer_max_tokens=int(cfg["answer_max_tokens"]), fix_action_stop=bool(cfg["fix_action_stop"]),
    )
    records = [
        {"question": item["problem"][:100], "gold": str(item["answer"]), "predicted": predicted, "answer_type": answer_type, **info}
        for item, (_, answer_type), (predicted, info) in zip(items, questions, episodes, strict=True)
    ]

    with ThreadPoolExecutor(max_workers=max(1, int(cfg["judge_workers"]))) as pool:
        verdicts = list(pool.map(lambda r: judge_answer(judge, r["predicted"], r["gold"], r["answer_type"]), records))
    for record, (correct, how, error) in zip(records, verdicts, strict=True):
        record["correct"], record["judged_by"] = correct, how
        if error:
            record["judge_error"] = error
            print(f"judge failed, string match used: {error}", file=sys.stderr)
    correct = sum(r["correct"] for r in records)
    score = 100.0 * correct / len(records) if records else 0.0
    by_type = {}
    for t in sorted({r["answer_type"] for r in records}):
        rows = [r for r in records if r["answer_type"] == t]
        by_type[t] = {"correct": sum(r["correct"] for r in rows), "total": len(rows)}
    summary = {
        "correct": correct,
        "total": len(records),
        "accuracy": correct / len(records) if records else 0.0,
        "by_answer_type": by_type,
        "judge_model": judge.model,
        "judge_fallbacks": sum(how == "string_match" for _, how, _ in verdicts),
        "judge_error": next((error for _, _, error in verdicts if error), None),
        "search_kind": search.kind,
        "searches": sum(len(r["searches"]) for r in records),
        "endings": dict(Counter(r["end"] for r in records)),
        "fix_action_stop": bool(cfg["fix_action_stop"]),
    }
    engine = engine_info(backend)
    with open(args.out, "w") as f:
        json.dump({"score": score, "summary": summary, "engine": engine, "details": records}, f, indent=1, ensure_ascii=False)
    if not records:
        return fail("no held-out items to evaluate")
    protocol.result(score, accuracy_summary=summary, engine=engine, eval_seconds=round(time.time() - started, 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
