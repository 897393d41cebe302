"""The alfworld task: data preparation, scoring, and one evaluation of a real small model."""

import glob
import json
import os
import subprocess
import sys
from collections import Counter

import pytest

from a2rl.envs import alfworld as aw
from a2rl.testing import check_interval, task_module

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = os.path.join(HERE, "games")
SMALL = os.path.join(HERE, "games-small")


def load(name):
    return task_module("alfworld", name)


def run_prepare(out, data_dir, **env):
    return subprocess.run(
        [sys.executable, os.path.join(HERE, "prepare.py"), "--out", str(out), "--source", str(data_dir)],
        capture_output=True,
        text=True,
        env={**os.environ, **env},
    )


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    out = tmp_path_factory.mktemp("alfworld-data")
    proc = run_prepare(out, GAMES)
    assert proc.returncode == 0, proc.stderr
    return out, json.loads(proc.stdout.strip().splitlines()[-1])


def test_prepare_exports_the_generated_games_in_the_reference_layout(prepared):
    out, result = prepared
    train = aw.find_games(str(out / "train" / "train"))
    heldout = aw.find_games(str(out / "heldout" / "valid_unseen"))
    assert result["games"] == {"train": len(train), "valid_unseen": len(heldout)} and result["generated"] is True
    assert len(train) == 18 and len(heldout) == 12
    for game in train:
        assert {"game.tw-pddl", "traj_data.json", "initial_state.pddl"} <= set(os.listdir(os.path.dirname(game)))
    assert (out / "train" / ".downloaded").exists() and not (out / "train" / "valid_unseen").exists()
    assert not (out / "train" / "valid").exists()  # the full set has no validation split


def floor_plans(split_dir):
    """Games per floor plan (traj_data.json's scene.scene_num) of a split folder."""
    plans = Counter()
    for path in glob.glob(os.path.join(split_dir, "*", "*", "traj_data.json")):
        with open(path) as f:
            plans[json.load(f)["scene"]["scene_num"]] += 1
    return plans


def test_the_small_set_keeps_training_validation_and_heldout_floor_plans_apart():
    train, valid, heldout = (
        floor_plans(os.path.join(SMALL, "json_2.1.1", s)) for s in ("train", "valid", "valid_unseen")
    )
    assert not train.keys() & valid.keys() and not train.keys() & heldout.keys() and not valid.keys() & heldout.keys()
    assert sum(train.values()) == 120
    assert len(heldout) >= 6 and sum(heldout.values()) >= 96
    assert len(valid) >= 2 and 24 <= sum(valid.values()) <= 48
    # spread evenly over the held-out and validation floor plans
    assert len(set(heldout.values())) == 1 and len(set(valid.values())) == 1


def test_prepare_gives_the_agent_the_small_sets_validation_games_beside_its_training_games(tmp_path):
    proc = run_prepare(tmp_path, SMALL)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["games"] == {"train": 120, "valid_unseen": 96, "valid": 36}
    assert len(aw.find_games(str(tmp_path / "train" / "valid"))) == 36
    assert len(aw.find_games(str(tmp_path / "train" / "train"))) == 120
    assert len(aw.find_games(str(tmp_path / "heldout"))) == 96  # held-out only where the agent never looks
    assert sorted(os.listdir(tmp_path / "train")) == [".downloaded", "train", "valid"]
    assert os.listdir(tmp_path / "heldout") == ["valid_unseen"]


def test_prepare_without_data_or_network_names_what_is_missing(tmp_path):
    proc = run_prepare(tmp_path / "out", tmp_path / "empty", ALFWORLD_DOWNLOAD="0")
    assert proc.returncode == 2
    for part in (
        "train games",
        "valid_unseen games",
        "initial_state.pddl",
        "logic/alfred.pddl",
        "A2RL_TASK_SOURCES",
        str(GAMES),
    ):
        assert part in proc.stderr
    assert "valid games" not in proc.stderr  # a validation split is optional
    assert not (tmp_path / "out" / "train").exists()


def test_score_and_per_type_breakdown_on_known_results():
    evaluate = load("eval")
    results = [
        {"task": "put", "won": True},
        {"task": "put", "won": False},
        {"task": "clean", "won": True},
        {"task": "puttwo", "won": False},
        {"task": "examine", "won": True},
    ]
    score, summary = evaluate.summarize(results)
    assert score == pytest.approx(60.0)
    assert (
        summary["success_count"] == 3 and summary["total_count"] == 5 and summary["success_rate"] == pytest.approx(0.6)
    )
    assert summary["per_task"] == {
        "pick_and_place": {"success": 1, "total": 2, "rate": 0.5},
        "pick_clean_then_place": {"success": 1, "total": 1, "rate": 1.0},
        "pick_two_obj": {"success": 0, "total": 1, "rate": 0.0},
        "look_at_obj": {"success": 1, "total": 1, "rate": 1.0},
    }
    assert evaluate.summarize([]) == (0.0, {"success_count": 0, "total_count": 0, "success_rate": 0.0, "per_task": {}})


def test_scripted_policies_score_as_computed_by_hand(prepared):
    """Held-out games in the evaluator's order; the stored walkthrough plays the first game of
    each task type (a win), a model that only thinks plays the second (a loss): 6 of 12 won,
    50 %, and 1 of 2 in every task type."""
    evaluate = load("eval")
    out, _ = prepared
    games = evaluate.collect_games(str(out / "heldout"), -1)
    assert sorted(games) == aw.find_games(str(out / "heldout" / "valid_unseen")) and len(games) == 12
    prompts = aw.load_react_prompts()
    env = aw.AlfworldEnv(max_episode_steps=aw.MAX_STEPS)
    won_first = set()
    results = []
    for game in games:
        key = aw.task_key(game)
        solve = key not in won_first
        won_first.add(key)
        with open(game) as f:
            plan = json.load(f)["walkthrough"]
        ep = aw.ReactEpisode(env, game, prompts, max_steps=aw.MAX_STEPS if solve else 5)  # losing faster
        aw.play([ep], lambda ps, ep=ep, plan=plan, solve=solve: [plan[ep.steps] if solve else "think: I am not sure."])
        assert ep.steps == (len(plan) if solve else 5)
        results.append(ep.result())
    env.close()
    score, summary = evaluate.summarize(results)
    assert score == 50.0 and summary["success_count"] == 6 and summary["total_count"] == 12
    assert all(t == {"success": 1, "total": 2, "rate": 0.5} for t in summary["per_task"].values())
    assert len(summary["per_task"]) == 6


def test_evaluator_plays_games_with_a_real_small_model(prepared, small_model, tmp_path):
    out, _ = prepared
    details = tmp_path / "result.json"
    # A CPU step re-reads a ~2.5k-token prompt: few steps, and short completions (an action line).
    config = {"num_games": 2, "max_steps": 2, "max_new_tokens": 24, "threads": 2}
    proc = subprocess.run(
        [
            sys.executable,
            os.path.join(HERE, "eval.py"),
            "--model",
            small_model,
            "--data",
            str(out / "heldout"),
            "--out",
            str(details),
            "--config",
            json.dumps(config),
        ],
        capture_output=True,
        text=True,
        cwd=HERE,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    events = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [e["done"] for e in events if e["event"] == "progress"] == [1, 2]
    result = events[-1]
    assert result["event"] == "result" and result["error"] is None
    summary = result["accuracy_summary"]
    assert summary["total_count"] == 2 and 0 <= summary["success_count"] <= 2
    assert result["score"] == pytest.approx(100.0 * summary["success_count"] / 2)
    check_interval(result, 2)
    assert sum(t["total"] for t in summary["per_task"].values()) == 2
    games = json.loads(details.read_text())["games"]
    for g in games:
        assert 1 <= g["steps"] <= 2 and len(g["actions"]) == g["steps"]
        assert all("\n" not in a for a in g["actions"])  # one line per action
        assert g["won"] or g["steps"] == 2


def test_evaluator_reports_a_checkpoint_that_does_not_load(prepared, tmp_path):
    out, _ = prepared
    proc = subprocess.run(
        [
            sys.executable,
            os.path.join(HERE, "eval.py"),
            "--model",
            str(tmp_path / "nothing"),
            "--data",
            str(out / "heldout"),
            "--out",
            str(tmp_path / "r.json"),
            "--config",
            json.dumps({"num_games": 1}),
        ],
        capture_output=True,
        text=True,
        cwd=HERE,
        timeout=300,
    )
    result = json.loads(proc.stdout.splitlines()[-1])
    assert proc.returncode == 0 and result["score"] == 0.0 and "model directory not found" in result["error"]
