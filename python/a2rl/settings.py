"""The Python side's environment-variable settings: each read here, with its default, and nowhere else.

A setting is read when it is used (`SETTING.value()`), so a test or the harness can set it per
process. An unset or empty variable means the default. Settings that change a task's prepared
data name that task in `data_of`: their values are part of the data's cache key, which the
harness computes from the same names and defaults in the task's task.yaml (`data.env`;
python/tests/test_settings.py checks that the two agree).

The outside services' settings (A2RL_JUDGE_MODEL, A2RL_JUDGE_BASE_URL, A2RL_JUDGE_API_KEY;
A2RL_SEARCH_KIND, A2RL_SEARCH_URL, A2RL_SEARCH_API_KEY) are the harness's to set for a judged
task's evaluation; a2rl.judge.Judge.from_env and a2rl.search.Search.from_env read them, from
the environment or from a mapping a test gives.
"""

from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Setting:
    name: str
    default: str
    doc: str
    # The task whose prepared data this setting changes (part of that data's cache key).
    data_of: str | None = None

    def value(self) -> str:
        return os.environ.get(self.name) or self.default


CACHE_DIR = Setting(
    "A2RL_CACHE_DIR", "", "the harness's cache folder (models/, data/); empty: .a2rl/cache in the checkout (tests)"
)
PREFIX_CACHE = Setting(
    "A2RL_PREFIX_CACHE", "1", "0 turns prefix caching off in both inference backends (benchmarks compare the two)"
)
TORCH_THREADS = Setting(
    "A2RL_TORCH_THREADS", "2", "torch's CPU threads in training jobs when the job's settings give none"
)
JUDGE_CACHE_DIR = Setting(
    "A2RL_JUDGE_CACHE_DIR",
    "",
    "where judged evaluations keep the judge's answers; empty: judge-cache/ beside the details file",
)
ALPACAEVAL_TRAIN_SAMPLES = Setting(
    "ALPACAEVAL_TRAIN_SAMPLES",
    "2000",
    "alpacaeval: rows of the training split prepared for the agent (--train's default)",
    data_of="alpacaeval",
)
ALFWORLD_DATA = Setting(
    "ALFWORLD_DATA",
    "~/.cache/alfworld",
    "alfworld: the ALFWorld data folder prepared from when no --source is given",
    data_of="alfworld",
)
ALFWORLD_DOWNLOAD = Setting(
    "ALFWORLD_DOWNLOAD", "1", "alfworld: 0 forbids alfworld-download when the data folder lacks games"
)

ALL = (
    CACHE_DIR,
    PREFIX_CACHE,
    TORCH_THREADS,
    JUDGE_CACHE_DIR,
    ALPACAEVAL_TRAIN_SAMPLES,
    ALFWORLD_DATA,
    ALFWORLD_DOWNLOAD,
)


def data_settings(task: str) -> dict[str, str]:
    """The settings that change `task`'s prepared data: name -> default."""
    return {s.name: s.default for s in ALL if s.data_of == task}
