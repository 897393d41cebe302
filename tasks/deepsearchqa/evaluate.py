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

import os
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

from a2rl import protocol
from a2rl.evaluation import COMMON_DEFAULTS, EvaluationError, Outcome, part_of, read_jsonl, run_evaluator, task_settings
from a2rl.inference import GenerationConfig
from a2rl.judge import Judge, JudgeNotConfigured
from a2rl.search import Search
from react import judge_answer, react_batch

TASK = "deepsearchqa"
DEFAULTS = {
    **COMMON_DEFAULTS,
    "max_steps": 6,
    "max_tokens": 256,
    "answer_max_tokens": 128,
    "judge_workers": 8,
    "fix_action_stop": False,
    "batch_size": 8,
}


def evaluate(args, cfg, open_backend) -> Outcome:
    try:
        judge = Judge.from_env(TASK)
        search = Search.from_env()
    except (JudgeNotConfigured, ValueError) as err:
        raise EvaluationError(str(err)) from err
    items = part_of(args, read_jsonl(os.path.join(args.data, "heldout.jsonl")), lambda r: r["question"], cfg["limit"])
    backend = open_backend()
    if not items:
        raise EvaluationError("no held-out items to evaluate")

    def generate_batch(prompts: list, max_tokens: int, stop: list) -> list:
        return backend.generate(
            prompts, GenerationConfig(max_new_tokens=max_tokens, stop=stop, batch_size=int(cfg["batch_size"]))
        )

    # The episodes are the rows' prompts: one ReAct loop each, generated a round at a time.
    print(
        f"{len(items)} items; search: {search.kind} at {search.url}; judge: {judge.model} at {judge.base_url}",
        file=sys.stderr,
    )
    questions = [(item["problem"], item.get("answer_type") or "Single Answer") for item in items]
    episodes = react_batch(
        questions,
        generate_batch,
        search,
        on_round=lambda done, total: protocol.progress(done, total, phase="react"),
        max_steps=int(cfg["max_steps"]),
        max_tokens=int(cfg["max_tokens"]),
        answer_max_tokens=int(cfg["answer_max_tokens"]),
        fix_action_stop=bool(cfg["fix_action_stop"]),
    )
    records = [
        {
            "question": item["problem"][:100],
            "gold": str(item["answer"]),
            "predicted": predicted,
            "answer_type": answer_type,
            **info,
        }
        for item, (_, answer_type), (predicted, info) in zip(items, questions, episodes, strict=True)
    ]

    # Score: the judge compares each prediction with the gold answer (string match when it fails).
    with ThreadPoolExecutor(max_workers=max(1, int(cfg["judge_workers"]))) as pool:
        verdicts = list(pool.map(lambda r: judge_answer(judge, r["predicted"], r["gold"], r["answer_type"]), records))
    for record, (correct, how, error) in zip(records, verdicts, strict=True):
        record["correct"], record["judged_by"] = correct, how
        if error:
            record["judge_error"] = error
            print(f"judge failed, string match used: {error}", file=sys.stderr)
    correct = sum(r["correct"] for r in records)
    score = 100.0 * correct / len(records)
    by_type = {}
    for t in sorted({r["answer_type"] for r in records}):
        rows = [r for r in records if r["answer_type"] == t]
        by_type[t] = {"correct": sum(r["correct"] for r in rows), "total": len(rows)}
    summary = {
        "correct": correct,
        "total": len(records),
        "accuracy": correct / len(records),
        "by_answer_type": by_type,
        "judge_model": judge.model,
        "judge_fallbacks": sum(how == "string_match" for _, how, _ in verdicts),
        "judge_error": next((error for _, _, error in verdicts if error), None),
        "search_kind": search.kind,
        "searches": sum(len(r["searches"]) for r in records),
        "endings": dict(Counter(r["end"] for r in records)),
        "fix_action_stop": bool(cfg["fix_action_stop"]),
    }
    return Outcome(
        score,
        summary,
        records,
        items=[float(bool(r["correct"])) for r in records],
        file={"score": score, "summary": summary, "engine": None, "details": records},
    )


if __name__ == "__main__":
    sys.exit(run_evaluator(DEFAULTS, evaluate, configure=task_settings(TASK)))
