"""run_evaluator: the command line every evaluator shares, and a task variant's own defaults."""

import io
import json

import pytest

from a2rl import protocol
from a2rl.evaluation import Outcome, run_evaluator

pytestmark = pytest.mark.fast  # npm run test:fast

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


def test_an_evaluation_with_items_carries_its_interval_in_the_result_line_and_the_details_file(tmp_path, events):
    def evaluate(args, cfg, open_backend):
        return Outcome(75.0, {"total": 4}, items=[1.0, 1.0, 0.0, 1.0])

    argv = ["--model", str(tmp_path), "--data", str(tmp_path), "--out", str(tmp_path / "r.json")]
    assert run_evaluator(DEFAULTS, evaluate, argv) == 0
    result = events()[-1]
    assert result["uncertainty"]["method"] == "wilson" and result["uncertainty"]["n"] == 4
    lo, hi = result["uncertainty"]["ci"]
    assert lo < 75.0 < hi
    record = json.loads((tmp_path / "r.json").read_text())
    assert record["uncertainty"] == result["uncertainty"] and record["items"] == [1.0, 1.0, 0.0, 1.0]


def test_an_evaluation_without_items_has_no_interval(tmp_path, events):
    run(tmp_path)
    assert "uncertainty" not in events()[-1]


def test_the_split_settings_reach_the_evaluator_as_its_part_and_not_as_task_settings(tmp_path, events):
    rows = [{"q": str(i)} for i in range(10)]
    seen = {}

    def evaluate(args, cfg, open_backend):
        from a2rl.evaluation import part_of

        seen["rows"] = part_of(args, rows, lambda r: r["q"], cfg["limit"])
        return Outcome(50.0, {}, items=[1.0, 0.0])

    config = json.dumps({"part": "sealed", "sealed_fraction": 0.5, "split_seed": 1, "limit": 3})
    argv = ["--model", str(tmp_path), "--data", str(tmp_path), "--out", str(tmp_path / "r.json"), "--config", config]
    assert run_evaluator(DEFAULTS, evaluate, argv, configure=lambda d, o: {**d, **o}) == 0
    assert len(seen["rows"]) == 3 and events()[-1]["error"] is None
    assert json.loads((tmp_path / "r.json").read_text())["split"] == {
        "part": "sealed",
        "sealed_fraction": 0.5,
        "split_seed": 1,
    }
