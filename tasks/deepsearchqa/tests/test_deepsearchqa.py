import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest

from a2rl.doubles import ScriptedJudgeSearchDouble
from a2rl.judge import Judge
from a2rl.search import Search
from a2rl.testing import check_interval, evaluator_env, small_model, task_module

HERE = Path(__file__).resolve().parent.parent
MIRROR = Path(__file__).resolve().parents[3] / "test" / "fixtures" / "task-sources" / "deepsearchqa"
react = task_module("deepsearchqa", "react")

KEY = "sk-test-judge-key-77aa"
SEARCH_KEY = "serp-test-key-19bd"


def run_prepare(out, extra_env, *args):
    return subprocess.run(
        [sys.executable, str(HERE / "prepare.py"), "--out", str(out), *args],
        env=evaluator_env(**extra_env),
        capture_output=True,
        text=True,
        timeout=300,
    )


# --- data ---------------------------------------------------------------------------------


def test_split_is_the_seed_42_shuffle_of_the_eval_split(tmp_path):
    done = run_prepare(tmp_path, {}, "--source", str(MIRROR), "--train", "4", "--heldout", "6")
    assert done.returncode == 0, done.stderr
    with open(MIRROR / "google/deepsearchqa/DSQA-full.csv", newline="") as f:
        problems = [row["problem"] for row in csv.DictReader(f)]
    # datasets' Dataset.shuffle(seed=42) of 14 rows is numpy default_rng(42).permutation(14)
    order = [6, 7, 9, 3, 0, 11, 13, 10, 5, 2, 4, 12, 1, 8]
    train = [json.loads(line) for line in (tmp_path / "train" / "train.jsonl").read_text().splitlines()]
    heldout = [json.loads(line) for line in (tmp_path / "heldout" / "heldout.jsonl").read_text().splitlines()]
    assert [r["problem"] for r in train] == [problems[i] for i in order[:4]]
    assert [r["problem"] for r in heldout] == [problems[i] for i in order[4:10]]
    assert set(train[0]) == {"problem", "problem_category", "answer", "answer_type"}
    meta = json.loads((tmp_path / "train" / "split_meta.json").read_text())
    assert meta == {
        "dataset": "google/deepsearchqa",
        "source_split": "eval",
        "shuffle_seed": 42,
        "train_size": 4,
        "eval_size": 6,
        "unused_size": 4,
        "total_size": 14,
    }
    from datasets import load_from_disk

    assert load_from_disk(str(tmp_path / "train" / "deepsearchqa"))["problem"] == [r["problem"] for r in train]


def test_without_network_or_mirror_the_error_names_the_file(tmp_path):
    done = run_prepare(tmp_path, {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1"})
    assert done.returncode == 1
    assert "google/deepsearchqa/DSQA-full.csv" in done.stderr and "A2RL_TASK_SOURCES" in done.stderr


# --- the ReAct loop on scripted generations -----------------------------------------------


class ScriptedModel:
    """Raw continuations in order; stop strings cut them as the inference backends do."""

    def __init__(self, *continuations):
        self.continuations = list(continuations)
        self.prompts = []

    def __call__(self, prompt, max_tokens, stop):
        self.prompts.append((prompt, max_tokens, list(stop)))
        text = self.continuations.pop(0)
        cut = min([text.find(s) for s in stop if s in text] or [len(text)])
        return text[:cut]


def searcher(log):
    def search(q):
        log.append(q)
        return f"snippet about {q}"

    return search


def test_search_then_answer_on_one_line():
    model = ScriptedModel(
        " I need the river. Action: search[river through Budapest]\nObservation: made up",
        " It is the Danube. Action: answer[Danube]",
    )
    searches = []
    answer, info = react.react(
        "Which river flows through the capital of Hungary?", "Single Answer", model, searcher(searches)
    )
    assert answer == "Danube" and searches == ["river through Budapest"] and info["end"] == "answer"
    first_prompt, max_tokens, stop = model.prompts[0]
    assert (
        first_prompt
        == react.REACT_SYSTEM_PROMPT
        + "\n\nQuestion: Which river flows through the capital of Hungary?\nAnswer type: Single Answer\n\nThought:"
    )
    assert max_tokens == 256 and stop == ["\nAction:", "\nThought:", "\nObservation:"]
    # the observation is appended, the model's own "Observation:" is cut away
    assert model.prompts[1][0].endswith(
        " I need the river. Action: search[river through Budapest]\nObservation: snippet about river through Budapest\nThought:"
    )


def test_reference_stop_strings_hide_an_action_on_its_own_line():
    # faithful default: "\nAction:" is a stop string, so the search below is never seen and the
    # answer is forced instead
    model = ScriptedModel(" I should look it up.\nAction: search[capital of Australia]", "Sydney] and more")
    searches = []
    answer, info = react.react("What is the capital of Australia?", "Single Answer", model, searcher(searches))
    assert answer == "Sydney" and searches == [] and info["end"] == "forced_answer"
    assert model.prompts[1][0].endswith("Thought: I should look it up.\nAction: answer[") and model.prompts[1][1:] == (
        128,
        ["]"],
    )


def test_fixed_stop_strings_let_the_search_happen():
    model = ScriptedModel(
        " I should look it up.\nAction: search[capital of Australia]\nObservation: x",
        " Found it.\nAction: answer[Canberra]",
    )
    searches = []
    answer, info = react.react(
        "What is the capital of Australia?", "Single Answer", model, searcher(searches), fix_action_stop=True
    )
    assert (
        answer == "Canberra"
        and searches == ["capital of Australia"]
        and model.prompts[0][2] == ["\nThought:", "\nObservation:"]
    )


def test_the_template_placeholder_is_rejected():
    model = ScriptedModel(" Done. Action: answer[your final answer]", " Sorry. Action: answer[Au]")
    answer, _ = react.react("Symbol of gold?", "Single Answer", model, searcher([]))
    assert answer == "Au"
    assert model.prompts[1][0].endswith(
        "Action: answer[your final answer]\nThat is not a valid answer. Please think again.\nThought:"
    )
    # a forced placeholder answer also goes round again
    model = ScriptedModel(" hmm", "Your final answer", " ok Action: answer[Au]")
    assert react.react("Symbol of gold?", "Single Answer", model, searcher([]))[0] == "Au"


def test_max_steps_take_the_last_real_answer_else_i_dont_know():
    searches = []
    model = ScriptedModel(*[f" step {i} Action: search[q{i}]" for i in range(6)])
    answer, info = react.react("Q?", "Set Answer", model, searcher(searches))
    assert answer == "I don't know" and searches == [f"q{i}" for i in range(6)] and info["end"] == "max_steps"
    model = ScriptedModel(
        " Action: answer[your final answer]", *[f" Action: search[q{i}] Action: answer[guess {i}]" for i in range(5)]
    )
    assert react.react("Q?", "Set Answer", model, searcher([]))[0] == "guess 4"


def test_episodes_side_by_side_give_the_same_answers_in_fewer_calls():
    def models():
        return {
            "Q1?": ScriptedModel(" Look. Action: search[q1]", " Found. Action: answer[A1]"),
            "Q2?": ScriptedModel(" I know it.\nAction: answer[A2]", "A2 forced]"),
            "Q3?": ScriptedModel(
                " Hmm. Action: search[q3a]", " More. Action: search[q3b]", " Done. Action: answer[A3]"
            ),
        }

    items = [("Q1?", "Single Answer"), ("Q2?", "Single Answer"), ("Q3?", "Set Answer")]
    one_by_one = models()
    sequential = [react.react(q, t, one_by_one[q], searcher([])) for q, t in items]
    batched_models, calls = models(), []

    def generate_batch(prompts, max_tokens, stop):
        calls.append(len(prompts))
        return [
            batched_models[next(q for q in batched_models if f"Question: {q}" in p)](p, max_tokens, stop)
            for p in prompts
        ]

    rounds = []
    batched = react.react_batch(
        items, generate_batch, searcher([]), on_round=lambda done, total: rounds.append((done, total))
    )
    assert [a for a, _ in batched] == [a for a, _ in sequential] == ["A1", "A2 forced", "A3"]
    assert [i["searches"] for _, i in batched] == [["q1"], [], ["q3a", "q3b"]]
    assert calls[0] == 3 and sum(calls) == 7 and len(calls) < 7
    assert rounds[-1] == (3, 3)


# --- judging ------------------------------------------------------------------------------


def test_judge_prompt_is_the_references():
    messages = react.judge_messages("Paris, France", "Paris", "Single Answer")
    assert messages[0] == {"role": "system", "content": "You are a strict answer evaluator."}
    assert messages[1]["content"].splitlines()[:4] == [
        "You are an answer evaluator. Compare the predicted answer to the gold answer.",
        "        Question answer type: Single Answer",
        "        Gold answer: Paris",
        "        Predicted answer: Paris, France",
    ]
    assert messages[1]["content"].endswith('        Reply with ONLY "correct" or "incorrect". No explanation.')


@pytest.mark.parametrize(
    "reply, correct",
    [
        ("correct", True),
        ("Correct.", True),
        ("  CORRECT!\nbecause", True),
        ("incorrect", False),
        ("The answer is correct", False),
        ("correct because x", False),
    ],
)
def test_verdict_is_the_first_line(reply, correct):
    assert react.verdict(reply) is correct


def test_string_match_fallback():
    assert react.string_match("It is the Danube river", "Danube", "Single Answer")
    assert react.string_match("Paris", "Paris, France", "Single Answer")  # prediction inside gold
    assert not react.string_match("Vienna", "Danube", "Single Answer")
    assert react.string_match("venus and mercury", "Mercury, Venus", "Set Answer")
    assert not react.string_match("Mercury", "Mercury, Venus", "Set Answer")


def test_judge_failures_fall_back_to_string_matching():
    with ScriptedJudgeSearchDouble(fail_judge=True) as double:
        judge = Judge(double.judge_url, "judge-x", retries=0)
        correct, how, error = react.judge_answer(judge, "the Danube", "Danube", "Single Answer")
        assert (correct, how) == (True, "string_match") and "503" in error
    with ScriptedJudgeSearchDouble() as double:
        judge = Judge(double.judge_url, "judge-x")
        assert react.judge_answer(judge, "the danube", "Danube", "Single Answer") == (True, "judge", None)
        assert react.judge_answer(judge, "Vienna", "Danube", "Single Answer") == (False, "judge", None)
        assert double.requests[0]["temperature"] == 0


# --- search -------------------------------------------------------------------------------


def test_search_endpoints_serpapi_and_duckduckgo():
    facts = {
        "hungary": "Budapest is on the Danube.",
        "danube": "The Danube is Europe's second-longest river.",
        "river": "Rivers flow.",
    }
    with ScriptedJudgeSearchDouble(api_key=SEARCH_KEY, facts=facts) as double:
        serp = Search("serpapi", double.serpapi_url, SEARCH_KEY)
        assert (
            serp("hungary danube river")
            == "Budapest is on the Danube. | The Danube is Europe's second-longest river. | Rivers flow."
        )
        ddg = Search("duckduckgo", double.ddg_url)
        assert ddg("hungary") == "Budapest is on the Danube."
        wrong = Search("serpapi", double.serpapi_url, "wrong-key-123")("hungary")
        assert wrong.startswith("Search error: ") and "wrong-key-123" not in wrong
    assert Search("duckduckgo", "http://127.0.0.1:9/")("x").startswith("Search error: ")


# --- the whole evaluator, on the real small model --------------------------------------------


def test_full_evaluation_of_the_small_model_with_judge_and_search_doubles(tmp_path):
    assert run_prepare(tmp_path / "data", {}, "--source", str(MIRROR), "--train", "4", "--heldout", "6").returncode == 0
    out = tmp_path / "eval" / "result.json"
    out.parent.mkdir()
    with ScriptedJudgeSearchDouble(api_key=KEY, facts={"capital": "Canberra is the capital of Australia."}) as double:
        env = evaluator_env(
            A2RL_JUDGE_BASE_URL=double.judge_url,
            A2RL_JUDGE_MODEL="judge-y",
            A2RL_JUDGE_API_KEY=KEY,
            A2RL_SEARCH_KIND="serpapi",
            A2RL_SEARCH_URL=double.serpapi_url,
            A2RL_SEARCH_API_KEY=KEY,
        )
        config = {"limit": 2, "max_tokens": 12, "answer_max_tokens": 8, "max_steps": 2}
        done = subprocess.run(
            [
                sys.executable,
                str(HERE / "evaluate.py"),
                "--model",
                small_model(),
                "--data",
                str(tmp_path / "data" / "heldout"),
                "--out",
                str(out),
                "--config",
                json.dumps(config),
            ],
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
        )
        assert done.returncode == 0, done.stderr[-3000:]
        result = json.loads(done.stdout.strip().splitlines()[-1])
        assert result["event"] == "result" and result["error"] is None
        summary = result["accuracy_summary"]
        assert summary["judge_model"] == "judge-y" and summary["total"] == 2 and summary["search_kind"] == "serpapi"
        details = json.loads(out.read_text())["details"]
        # every prediction went to the judge double, which calls it correct iff the gold is in it
        assert summary["judge_fallbacks"] == 0 and len(double.requests) == 2
        assert [d["correct"] for d in details] == [d["gold"].lower() in d["predicted"].lower() for d in details]
        assert result["score"] == pytest.approx(100 * sum(d["correct"] for d in details) / 2)
        check_interval(result, 2)
        assert "gold" not in json.dumps(summary)  # held-out answers stay out of what the agent sees
        left = done.stdout + done.stderr + out.read_text()
        assert KEY not in left
