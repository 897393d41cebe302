"""Shared pytest fixtures: the real small model (SmolLM2-135M-Instruct) from the model cache."""

import os

import pytest

from a2rl import testing


@pytest.fixture(scope="session")
def small_model() -> str:
    """The model as `python -m a2rl.models prepare` leaves it (prepared here when missing)."""
    return testing.small_model()


@pytest.fixture()
def python_env() -> dict:
    """Environment for running task scripts as the harness does (a2rl comes from the editable install)."""
    return {**os.environ, "TOKENIZERS_PARALLELISM": "false"}
