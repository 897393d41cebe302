"""What every evaluator shares: its command line, settings, rows, details file and result line.

Every task's evaluator has one shape: load the held-out rows, build prompts, generate, score. It
is a function `evaluate(args, cfg, open_backend) -> Outcome`, and its script ends with
`sys.exit(run_evaluator(DEFAULTS, evaluate))`. `run_evaluator` parses `--model --data --out
[--config JSON]`, merges the config over the task's defaults (rejecting unknown keys), turns
expected failures (a checkpoint that does not load, a backend that cannot run here, an
EvaluationError the task raises) into a result with `error` and score 0, writes the per-item
details and emits the `result` line of the JSON-lines protocol, both naming the inference engine
that scored (`engine`: backend, device, version).

Two hooks for tasks whose surface is older than this module: `configure(defaults, overrides)`
replaces the merge (a task's own checks and their wording), and `Outcome.file` gives the details
file a task's own layout. Interactive tasks (alfworld, webshop) are the same shape with episodes
for rows: `evaluate` plays them against the backend and scores the episodes.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from typing import Callable

from a2rl import protocol, stats
from a2rl.split import Split, SplitError
from a2rl.inference import Backend, BackendUnavailable, ModelLoadError, engine_info, open_backend

# Settings any evaluator accepts, besides its task's own.
COMMON_DEFAULTS = {
    "backend": "auto",
    "gpu_memory_utilization": 0.9,
    "max_model_len": None,
    "kv_cache_gib": None,
    "dtype": None,
    "threads": None,
    "limit": None,
}


class EvaluationError(Exception):
    """The evaluation cannot produce a score; its message goes to the agent and the report."""


@dataclass
class Outcome:
    score: float
    summary: dict  # the result line's accuracy_summary
    details: list = field(default_factory=list)  # per item, into the details file
    # Per-item scores in [0, 1] (score = 100 × their mean), in held-out order: the evaluation's
    # standard error and 95% interval come from them (a2rl.stats), and they are kept in the
    # details file so that runs can be compared item by item.
    items: list | None = None
    # The interval when the score is no mean of items (a2rl.stats.normal), instead of `items`.
    uncertainty: dict | None = None
    extra: dict = field(default_factory=dict)  # more fields of the result line
    # The details file in the task's own layout; run_evaluator fills in "engine" (where the
    # layout puts it: "engine": None). Default: {score, summary, config, engine, details}.
    file: dict | None = None


def settings(defaults: dict, overrides: dict) -> dict:
    merged = {**COMMON_DEFAULTS, **defaults}
    unknown = sorted(set(overrides) - set(merged))
    if unknown:
        raise EvaluationError(f"unknown evaluation setting(s) {', '.join(unknown)}; known: {', '.join(sorted(merged))}")
    merged.update(overrides)
    if merged["limit"] is not None and (not isinstance(merged["limit"], int) or merged["limit"] < 1):
        raise EvaluationError(f"evaluation setting limit must be a positive integer, got {merged['limit']!r}")
    return merged


def task_settings(task: str) -> Callable[[dict, dict], dict]:
    """A `configure` hook for tasks that keep their own wording: unknown keys refused, the rest
    merged over the task's defaults as given (`limit: 0` means every item)."""

    def configure(defaults: dict, overrides: dict) -> dict:
        unknown = set(overrides) - set(defaults)
        if unknown:
            raise EvaluationError(f"unknown {task} settings: {sorted(unknown)}; known: {sorted(defaults)}")
        return {**defaults, **overrides}

    return configure


def read_jsonl(path: str, limit: int | None = None) -> list[dict]:
    if not os.path.exists(path):
        raise EvaluationError(f"held-out data not found: {path}")
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    return rows[:limit] if limit else rows


def part_of(args, rows: list, key: Callable, limit=None, stratum: Callable | None = None) -> list:
    """The held-out rows this evaluation scores: its part of the sealed split (args.split; every
    row outside the `sealed` protocol), then the first `limit` of them."""
    rows = args.split.select(rows, key, stratum)
    return rows[: int(limit)] if limit else rows


def accuracy(correct: float, total: int) -> dict:
    value = 100.0 * correct / total if total else 0.0
    return {"correct": correct, "total": total, "accuracy": value}


def run_evaluator(
    defaults: dict,
    evaluate: Callable[..., Outcome],
    argv: list[str] | None = None,
    *,
    configure: Callable[[dict, dict], dict] = settings,
) -> int:
    protocol.start_job()
    args = protocol.evaluator_arguments(argv)
    started = time.time()
    opened: list[Backend] = []

    def backend() -> Backend:
        opened.append(open_backend(args.model, cfg))
        return opened[-1]

    try:
        unknown = sorted(set(args.defaults) - set(defaults) - set(COMMON_DEFAULTS))
        if unknown:
            raise EvaluationError(f"--defaults names settings this evaluator does not have: {', '.join(unknown)}")
        args.split = Split.take(args.config)
        cfg = configure({**defaults, **args.defaults}, args.config)
        outcome = evaluate(args, cfg, backend)
    except (ModelLoadError, BackendUnavailable, EvaluationError, SplitError) as err:
        protocol.result(0.0, error=str(err), eval_seconds=round(time.time() - started, 2))
        return 0
    engine = engine_info(opened[-1]) if opened else None
    uncertainty = outcome.uncertainty or (stats.interval(outcome.items) if outcome.items else None)
    if outcome.file is None:
        record = {
            "score": outcome.score,
            "summary": outcome.summary,
            "config": cfg,
            "engine": engine,
            "details": outcome.details,
        }
    else:
        record = {**outcome.file, "engine": engine}
    if args.split.part != "all":
        record["split"] = args.split.settings()
    record.update(uncertainty=uncertainty, items=outcome.items)
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(record, f, indent=1, ensure_ascii=False)
    extra = {**outcome.extra, **({"uncertainty": uncertainty} if uncertainty else {})}
    protocol.result(
        outcome.score,
        accuracy_summary=outcome.summary,
        eval_seconds=round(time.time() - started, 2),
        engine=engine,
        **extra,
    )
    return 0


def generate_with_progress(backend: Backend, prompts: list, gen) -> list[str]:
    total = len(prompts)
    protocol.progress(0, total, phase="generate")
    return backend.generate(prompts, gen, on_batch=lambda done: protocol.progress(done, total, phase="generate"))
