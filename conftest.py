"""Shared pytest fixtures: the real small model (SmolLM2-135M-Instruct) from the model cache."""

import os

import pytest

ROOT = os.path.dirname(os.path.abspath(__file__))
SMALL_MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"


@pytest.fixture(scope="session")
def small_model() -> str:
    """The model as `python -m a2rl.models prepare` leaves it (prepared here when missing)."""
    from a2rl.models import prepare

    cache = os.environ.get("A2RL_CACHE_DIR") or os.path.join(ROOT, ".a2rl", "cache")
    out = os.path.join(cache, "models", *SMALL_MODEL.split("/"))
    prepare(SMALL_MODEL, out)
    return out


@pytest.fixture()
def python_env() -> dict:
    """Environment for running task scripts as the harness does (a2rl importable)."""
    return {**os.environ, "PYTHONPATH": os.path.join(ROOT, "python"), "TOKENIZERS_PARALLELISM": "false"}
