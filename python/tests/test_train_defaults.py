"""The training jobs' defaults are the pipeline's: defaults.json, exported from the training
spec's zod schema (common/training-defaults.ts; a TypeScript test keeps the file in step)."""

import importlib

import pytest

from a2rl.train import defaults

pytestmark = pytest.mark.fast  # npm run test:fast

KINDS = ["expert_data", "sft", "rollout", "grpo"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_job_run_by_hand_defaults_to_the_pipelines_settings(kind):
    job = importlib.import_module(f"a2rl.train.{kind}")
    exported = defaults.job(kind)
    assert exported, f"no defaults exported for {kind}"
    assert {k: job.DEFAULTS[k] for k in exported} == exported


def test_the_exported_defaults_cover_every_job_and_lora():
    assert sorted(defaults._exported()["jobs"]) == sorted(KINDS)
    assert set(defaults.lora()) == {"r", "alpha"}
