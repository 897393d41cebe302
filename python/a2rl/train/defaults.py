"""The training jobs' defaults for the settings the pipeline sends them, defined once.

defaults.json beside this file is exported from the training spec's zod schema
(common/training-defaults.ts: the settings each job gets from a spec of all defaults), so a job
run by hand (`python -m a2rl.train.sft ...`) runs as the pipeline's job does; a TypeScript test
fails while the file differs from the schema. Settings only a job has keep their defaults there.
"""

from __future__ import annotations

import json
import os
from functools import cache

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "defaults.json")


@cache
def _exported() -> dict:
    with open(PATH) as f:
        return json.load(f)


def job(kind: str) -> dict:
    """The defaults of job `kind` (expert_data, sft, rollout, grpo): a fresh copy."""
    return json.loads(json.dumps(_exported()["jobs"][kind]))


def task(name: str) -> dict:
    """A training task's kind and own rollout defaults ({"data": "games" or "prompts", "reward", "score", "max_new_tokens"})."""
    tasks = _exported()["tasks"]
    if name not in tasks:
        raise ValueError(f"unknown training task {name!r}; known: {', '.join(sorted(tasks))}")
    return dict(tasks[name])


def lora() -> dict:
    """What a given `lora` setting lacks ({"r", "alpha"})."""
    return dict(_exported()["lora"])
