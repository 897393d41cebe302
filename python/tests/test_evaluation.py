"""run_evaluator: the command line every evaluator shares, and a task variant's own defaults."""

import io
import json

import pytest

from a2rl import protocol
from a2rl.evaluation import Outcome, run_evaluator

DEFAULTS = {"num_games": -1, "max_steps": 50}


@pytest.fixture()
def events(monkeypatch):
    out = io.StringIO()
    monkeypatch.setattr(protocol, "_stdout", out)
    monkeypatch.setattr(protocol, "redirect_library_output", lambda: None)
    return lambda: [json.loads(line) for line in out.getvalue().splitlines()]


def run(tmp_path, *extra):
    seen = {}

    def evaluate(args, cfg, open_backend):
        seen.update(cfg)
        return Outcome(12.5, {"total_count": 1})

    argv = ["--model", str(tmp_path), "--data", str(tmp_path), "--out", str(tmp_path / "r.json"), *extra]
    assert run_evaluator(DEFAULTS, evaluate, argv) == 0
    return seen


def test_a_variants_defaults_replace_the_evaluators_and_the_runs_settings_replace_both(tmp_path, events):
    assert run(tmp_path)["max_steps"] == 50
    assert run(tmp_path, "--defaults", '{"max_steps": 20}')["max_steps"] == 20
    cfg = run(tmp_path, "--defaults", '{"max_steps": 20}', "--config", '{"max_steps": 7, "num_games": 3}')
    assert (cfg["max_steps"], cfg["num_games"]) == (7, 3)
    assert json.loads((tmp_path / "r.json").read_text())["config"]["max_steps"] == 7
    assert [e["score"] for e in events() if e["event"] == "result"] == [12.5, 12.5, 12.5]


def test_defaults_naming_a_setting_the_evaluator_lacks_is_an_evaluation_error(tmp_path, events):
    assert run(tmp_path, "--defaults", '{"max_stpes": 20}') == {}
    result = events()[-1]
    assert result["score"] == 0.0 and "max_stpes" in result["error"]
