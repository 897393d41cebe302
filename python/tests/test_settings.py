"""The Python side's environment settings: read with their defaults, and the ones that change a
task's prepared data declared in that task's task.yaml (data.env), whose values the harness puts
into the data's cache key."""

import glob
import os

import pytest
import yaml

from a2rl import settings
from a2rl.testing import ROOT

pytestmark = pytest.mark.fast  # npm run test:fast


def test_a_setting_reads_its_variable_and_falls_back_to_its_default(monkeypatch):
    monkeypatch.delenv("ALPACAEVAL_TRAIN_SAMPLES", raising=False)
    assert settings.ALPACAEVAL_TRAIN_SAMPLES.value() == "2000"
    monkeypatch.setenv("ALPACAEVAL_TRAIN_SAMPLES", "")
    assert settings.ALPACAEVAL_TRAIN_SAMPLES.value() == "2000"
    monkeypatch.setenv("ALPACAEVAL_TRAIN_SAMPLES", "50")
    assert settings.ALPACAEVAL_TRAIN_SAMPLES.value() == "50"


def test_settings_that_change_prepared_data_are_the_ones_each_task_yaml_keys_its_data_by():
    tasks = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "tasks", "*", "task.yaml"))):
        with open(path) as f:
            manifest = yaml.safe_load(f)
        tasks[manifest["id"]] = manifest["data"].get("env", {})
    assert tasks["alpacaeval"] == {"ALPACAEVAL_TRAIN_SAMPLES": "2000"}
    for task, env in tasks.items():
        assert env == settings.data_settings(task), task
    assert {s.data_of for s in settings.ALL if s.data_of} <= set(tasks)


def test_every_setting_has_a_unique_name_and_says_what_it_does():
    names = [s.name for s in settings.ALL]
    assert len(names) == len(set(names))
    assert all(s.doc for s in settings.ALL)
    assert {s.name for s in vars(settings).values() if isinstance(s, settings.Setting)} == set(names)
