"""WebShop on the committed fixture catalog: data preparation, the real Lucene index, page
logic, the reward on known purchase paths (hand-computed), the agent loop, scoring, and one
evaluation of SmolLM2-135M-Instruct through eval.py."""

import json
import os
import random
import shutil
import subprocess
import sys

import pytest

from a2rl.envs.webshop import WebShopServer, WebShopTextEnv
from a2rl.envs.webshop.agent import build_prompt, format_available_actions, normalize_action, run_episodes, summarize
from a2rl.envs.webshop.catalog import load_catalog, normalise_products, product_prices, synthetic_goals
from a2rl.testing import check_interval

TASK = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(TASK))
FIXTURE = os.path.join(ROOT, "test", "fixtures", "task-sources", "webshop")

PYTHON = sys.executable
SWEATER = "B0A2RL0011"


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    out = tmp_path_factory.mktemp("webshop-data")
    run = subprocess.run(
        [PYTHON, os.path.join(TASK, "prepare.py"), "--out", str(out), "--source", FIXTURE],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    return out, json.loads(run.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def server(prepared):
    out, _ = prepared
    return WebShopServer(str(out / "heldout" / "catalog"), goals=str(out / "heldout" / "goals.json"))


def session_of(server, asin, options):
    return next(i for i, g in enumerate(server.goals) if g["asin"] == asin and g["goal_options"] == options)


# --- data preparation ----------------------------------------------------------------------


def test_fixture_preparation_splits_goals_and_builds_the_index(prepared):
    out, info = prepared
    assert info == {
        "event": "result",
        "source": "small",
        "num_products": 12,
        "goals": 35,
        "heldout_sessions": 15,
        "train_goals": 20,
    }
    held = json.loads((out / "heldout" / "goals.json").read_text())
    train = json.loads((out / "train" / "goals.json").read_text())
    assert (len(held["goals"]), held["first_session"]) == (15, 0)
    assert (len(train["goals"]), train["first_session"]) == (20, 15)
    # Every goal is one product instruction with one option combination: 35 distinct goals.
    keys = {(g["asin"], json.dumps(g["goal_options"], sort_keys=True)) for g in held["goals"] + train["goals"]}
    assert len(keys) == 35
    assert (out / "heldout" / "catalog" / "index").is_dir() and (out / "train" / "catalog" / "index").is_dir()
    # The agent's copy cannot rebuild the held-out goals.
    attrs = json.loads((out / "train" / "catalog" / "items_ins_v2.json").read_text())
    assert all(set(entry) == {"attributes"} for entry in attrs.values())
    assert not (out / "train" / "catalog" / "items_human_ins.json").exists()


def test_goals_follow_webshops_synthetic_goals_and_seed_233_shuffle():
    catalog, goals = load_catalog(FIXTURE)
    products = normalise_products(
        json.load(open(os.path.join(FIXTURE, "items_shuffle.json"))),
        json.load(open(os.path.join(FIXTURE, "items_ins_v2.json"))),
        {},
        None,
        False,
    )
    rng = random.Random(0)
    unshuffled = synthetic_goals(products, product_prices(products, rng), rng)
    random.seed(233)  # what WebShop's SimServer does
    random.shuffle(unshuffled)
    assert [g["instruction_text"] for g in goals] == [g["instruction_text"] for g in unshuffled]
    sweater = next(
        g for g in goals if g["asin"] == SWEATER and g["goal_options"] == {"color": "burgundy", "size": "medium"}
    )
    assert sweater["instruction_text"].startswith(
        "i am looking for a loose fit long sleeve women's pullover sweater with color: burgundy, and size: medium, and price lower than "
    )
    assert catalog.by_asin[SWEATER]["Price"] == "$24.99 to $31.5"
    assert 24.99 <= catalog.prices[SWEATER] <= 31.5 < sweater["price_upper"]


def test_reference_source_uses_files_placed_in_the_data_folder(tmp_path):
    placed = tmp_path / "placed"
    placed.mkdir()
    for src, dst in [
        ("items_shuffle.json", "items_shuffle_1000.json"),
        ("items_ins_v2.json", "items_ins_v2_1000.json"),
        ("items_human_ins.json", "items_human_ins.json"),
    ]:
        shutil.copyfile(os.path.join(FIXTURE, src), placed / dst)
    run = subprocess.run(
        [
            PYTHON,
            os.path.join(TASK, "prepare.py"),
            "--out",
            str(tmp_path / "out"),
            "--source",
            str(placed),
            "--heldout",
            "10",
        ],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout.strip().splitlines()[-1])["source"] == "reference"
    assert len(json.loads((tmp_path / "out" / "heldout" / "goals.json").read_text())["goals"]) == 10


def test_reference_source_without_the_files_names_what_is_missing(tmp_path):
    # A proxy nobody listens on makes the download fail here whether or not a network exists.
    env = {**os.environ, "HTTPS_PROXY": "http://127.0.0.1:9", "HTTP_PROXY": "http://127.0.0.1:9"}
    run = subprocess.run(
        [PYTHON, os.path.join(TASK, "prepare.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert run.returncode == 2
    message = json.loads(run.stdout.strip().splitlines()[-1])["message"]
    for name in (
        "items_shuffle_1000.json",
        "items_ins_v2_1000.json",
        "items_human_ins.json",
        "A2RL_TASK_SOURCES",
        "test/fixtures/task-sources/webshop",
    ):
        assert name in message
    assert not (tmp_path / "heldout" / "goals.json").exists()


# --- environment ---------------------------------------------------------------------------


def test_pages_actions_and_search(server):
    env = WebShopTextEnv(server)
    session = session_of(server, SWEATER, {"color": "burgundy", "size": "medium"})
    obs, _ = env.reset(session=session)
    goal = server.goals[session]["instruction_text"]
    assert obs == f"WebShop [SEP] Instruction: [SEP] {goal} [SEP] Search"
    assert env.get_instruction_text() == f"Instruction: {goal}"
    assert env.get_available_actions() == {"has_search_bar": True, "clickables": ["search"]}

    obs, reward, done, _ = env.step("search[loose fit long sleeve pullover sweater]")
    assert (reward, done) == (0.0, False)
    assert obs.startswith(f"Instruction: [SEP] {goal} [SEP] Back to Search [SEP] Page 1 (Total results: ")
    assert (
        f"[SEP] {SWEATER} [SEP] Women's Oversized V-Neck Pullover Sweater Long Sleeve Knit Top [SEP] $24.99 to $31.5"
        in obs
    )
    assert env.get_available_actions()["clickables"][:2] == ["back to search", SWEATER.lower()]  # best BM25 hit first

    obs, _, _, _ = env.step(f"click[{SWEATER}]")
    assert obs.endswith(
        "[SEP] Back to Search [SEP] < Prev [SEP] color [SEP] burgundy [SEP] oatmeal [SEP] size [SEP] small [SEP] medium [SEP] large "
        "[SEP] Women's Oversized V-Neck Pullover Sweater Long Sleeve Knit Top [SEP] Price: $24.99 to $31.5 [SEP] Rating: N.A. "
        "[SEP] Description [SEP] Features [SEP] Reviews [SEP] Buy Now"
    )
    item = obs
    # Unavailable or malformed actions change nothing.
    for action in ("click[not on this page]", "Search[sweater]", "buy now", "click[]"):
        assert env.step(action) == (item, 0.0, False, None)
    obs, _, _, _ = env.step("click[Features]")
    assert obs.endswith("[SEP] Back to Search [SEP] < Prev [SEP] Long sleeve knit [SEP] Loose fit [SEP] Hand wash only")
    assert env.step("click[< Prev]")[0] == item
    obs, _, _, _ = env.step("click[< prev]")
    assert "Page 1 (Total results: " in obs
    obs, _, _, _ = env.step("click[Back to Search]")
    assert obs == f"WebShop [SEP] Instruction: [SEP] {goal} [SEP] Search"


def buy(server, session, asin, clicks):
    env = WebShopTextEnv(server)
    env.reset(session=session)
    env.step(f"search[{server.catalog.by_asin[asin]['Title']}]")
    env.step(f"click[{asin}]")
    for c in clicks:
        env.step(f"click[{c}]")
    obs, reward, done, _ = env.step("click[Buy Now]")
    assert done and obs.startswith("Thank you for shopping with us!")
    return reward, env.session["verbose_info"]


def test_reward_of_known_purchases(server):
    # Goal: attributes [loose fit, long sleeve], options {color: burgundy, size: medium}, price cap
    # above the sweater's price. reward = r_type * (attrs + options + price) / (2 + 2 + 1).
    session = session_of(server, SWEATER, {"color": "burgundy", "size": "medium"})
    reward, info = buy(server, session, SWEATER, ["burgundy", "medium"])
    assert reward == pytest.approx(1.0)  # (2 + 2 + 1) / 5
    assert info["r_type"] == 1.0 and info["r_att"] == 1.0 and info["r_option"] == 1.0 and info["r_price"]
    assert buy(server, session, SWEATER, ["oatmeal", "medium"])[0] == pytest.approx(4 / 5)  # wrong colour
    assert buy(server, session, SWEATER, [])[0] == pytest.approx(3 / 5)  # no option chosen
    # A men's t-shirt: shares 2 of the goal title's 9 nouns (neck, sleeve) -> r_type 1, but no
    # attribute matches and only the size does: (0 + 1 + 1) / 5, below the success threshold.
    reward, info = buy(server, session, "B0A2RL0002", ["navy", "medium"])
    assert reward == pytest.approx(2 / 5) and info["title_score"] == pytest.approx(2 / 9) and info["r_att"] == 0
    # A bookcase shares no noun with the sweater: r_type 0, reward 0.
    reward, info = buy(server, session, "B0A2RL0010", [])
    assert reward == 0.0 and info["r_type"] == 0.0


# --- agent loop and scoring ----------------------------------------------------------------


def test_action_normalisation():
    assert normalize_action("  click[Buy Now]\n") == "click[Buy Now]"
    assert normalize_action("Action: search[red shoes]") == "search[red shoes]"
    assert normalize_action("Action:choose[B0A2RL0001]") == "click[B0A2RL0001]"
    assert normalize_action("choose[medium]") == "click[medium]"
    assert normalize_action("Action 3: click[x]") == "Action 3: click[x]"  # only the bare prefix is stripped


def test_prompt_keeps_a_five_step_history_window():
    history = [(f"act{i}", f"obs{i}") for i in range(1, 8)]
    prompt = build_prompt("Instruction: buy socks", history, "current", "  search[<your query>]\n  click[buy now]")
    assert (
        "Instruction: Instruction: buy socks\n\nAvailable actions:\n  search[<your query>]\n  click[buy now]\n\nRules:"
        in prompt
    )
    assert "Observation 2:" not in prompt and "act2" not in prompt
    assert "\nObservation 3: obs3\nAction 3: act3\n" in prompt and "\nObservation 7: obs7\nAction 7: act7\n" in prompt
    assert prompt.endswith("\nObservation 8: current\nAction 8:")
    assert build_prompt("i", [], "o").endswith("Now it's your turn:\n\nObservation 1: o\nAction 1:")
    assert (
        format_available_actions({"has_search_bar": False, "clickables": ["back to search", "b0a2rl0001"]})
        == "  click[back to search]\n  click[b0a2rl0001]"
    )


def test_scoring_matches_hand_computed_values():
    records = [
        {"success": True, "reward": 1.0, "steps": 4},
        {"success": False, "reward": 0.3, "steps": 6},  # bought the wrong thing
        {"success": False, "reward": 0.0, "steps": 50},  # never bought
        {"success": False, "reward": 0.0, "steps": 0},  # raised
    ]
    score, summary = summarize(records)
    assert score == 25.0
    assert summary == {
        "success_count": 1,
        "total_count": 4,
        "success_rate": 0.25,
        "avg_reward": pytest.approx(0.325),
        "avg_steps": 15.0,
        "total_reward": pytest.approx(1.3),
    }


class BrokenEnv:
    def reset(self, session):
        raise RuntimeError("index unavailable")


def test_episodes_oracle_wrong_and_failing(server):
    """An oracle that buys the goal's product with its options succeeds everywhere; a policy that
    never buys hits the step limit; an episode that raises is a failure with its error kept."""
    goals = {g["instruction_text"]: g for g in server.goals}

    def oracle(conversations):
        out = []
        for conv in conversations:
            user = conv[1]["content"]
            goal = goals[user.split("Instruction: Instruction: ", 1)[1].split("\n", 1)[0]]
            done = user.count("\nAction ") - 1  # actions already taken
            title = server.catalog.by_asin[goal["asin"]]["Title"]
            plan = (
                [f"search[{title}]", f"Action: choose[{goal['asin']}]"]
                + [f"click[{v}]" for v in goal["goal_options"].values()]
                + ["click[Buy Now]"]
            )
            out.append(plan[done] + "\n")
        return out

    sessions = list(range(len(server.goals)))
    records = run_episodes([WebShopTextEnv(server) for _ in sessions], sessions, oracle)
    assert all(r["success"] and r["reward"] >= 0.5 and r["done"] for r in records), records
    assert [r["steps"] for r in records] == [3 + len(server.goals[s]["goal_options"]) for s in sessions]

    records = run_episodes(
        [WebShopTextEnv(server), BrokenEnv()], [0, 1], lambda convs: ["click[Back to Search]"] * len(convs), max_steps=3
    )
    assert records[0] | {"actions": None} == {
        **records[0],
        "reward": 0.0,
        "steps": 3,
        "done": False,
        "success": False,
        "error": None,
        "actions": None,
    }
    assert records[1]["error"] == "RuntimeError: index unavailable" and records[1]["steps"] == 0
    score, summary = summarize(records)
    assert (score, summary["total_count"], summary["avg_steps"]) == (0.0, 2, 1.5)


# --- the evaluator with a real model -------------------------------------------------------


def run_eval(model, data, out, config):
    env = {**os.environ, "TOKENIZERS_PARALLELISM": "false"}
    run = subprocess.run(
        [
            PYTHON,
            os.path.join(TASK, "eval.py"),
            "--model",
            model,
            "--data",
            data,
            "--out",
            out,
            "--config",
            json.dumps(config),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=1200,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    return [json.loads(line) for line in run.stdout.splitlines() if line.strip()]


def test_evaluator_rejects_bad_settings_and_models(prepared, tmp_path):
    out, _ = prepared
    lines = run_eval(str(tmp_path), str(out / "heldout"), str(tmp_path / "r.json"), {"max_step": 3})
    assert (
        lines[-1]["event"] == "result"
        and lines[-1]["score"] == 0.0
        and "unknown webshop evaluation settings: max_step" in lines[-1]["error"]
    )
    lines = run_eval(str(tmp_path), str(out / "heldout"), str(tmp_path / "r.json"), {"max_steps": 3})
    assert "no config.json" in lines[-1]["error"]


def test_full_evaluation_of_smollm2(prepared, small_model, tmp_path):
    out, _ = prepared
    lines = run_eval(
        small_model,
        str(out / "heldout"),
        str(tmp_path / "result.json"),
        {"num_sessions": 3, "max_steps": 3, "episodes_per_batch": 2},
    )
    progress = [line for line in lines if line["event"] == "progress"]
    assert [(p["done"], p["total"]) for p in progress] == [(2, 3), (3, 3)]
    result = lines[-1]
    assert result["event"] == "result" and result["error"] is None and result["catalog"] == "small"
    summary = result["accuracy_summary"]
    assert set(summary) == {"success_count", "total_count", "success_rate", "avg_reward", "avg_steps", "total_reward"}
    assert summary["total_count"] == 3 and 0 <= summary["success_count"] <= 3
    assert result["score"] == pytest.approx(100 * summary["success_count"] / 3)
    check_interval(result, 3)
    assert 1 <= summary["avg_steps"] <= 3
    details = json.loads((tmp_path / "result.json").read_text())
    assert [e["session"] for e in details["episodes"]] == [0, 1, 2]
    for e in details["episodes"]:
        assert e["error"] is None and 1 <= len(e["actions"]) == e["steps"] <= 3
        assert all("\n" not in a for a in e["actions"])
