import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from a2rl.doubles import ScriptedJudgeSearchDouble
from a2rl.judge import Judge, JudgeError
from a2rl.testing import check_interval, evaluator_env, small_model, task_module

HERE = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
MIRROR = Path(__file__).resolve().parents[3] / "test" / "fixtures" / "task-sources" / "alpacaeval"
pairwise = task_module("alpacaeval", "pairwise")
winrate = task_module("alpacaeval", "winrate")

KEY = "sk-test-judge-key-3f9a1c"


def run_prepare(out, env_extra, *args):
    return subprocess.run(
        [sys.executable, str(HERE / "prepare.py"), "--out", str(out), *args],
        env=evaluator_env(**env_extra),
        capture_output=True,
        text=True,
        timeout=300,
    )


# --- data preparation --------------------------------------------------------------------


def test_prepare_from_a_mirror_in_the_real_formats(tmp_path):
    done = run_prepare(tmp_path, {}, "--source", str(MIRROR), "--train", "5")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {"event": "result", "train": 5, "heldout": 6}
    rows = [json.loads(line) for line in (tmp_path / "train" / "train.jsonl").read_text().splitlines()]
    assert len(rows) == 5 and all(set(r) == {"instruction", "input", "output", "question", "answer"} for r in rows)
    with_input = rows[0]  # the first fixture row has an input
    assert with_input["input"] and with_input["question"] == f"{with_input['instruction']}\n\n{with_input['input']}"
    without = rows[1]
    assert (
        without["input"] == ""
        and without["question"] == without["instruction"]
        and without["answer"] == without["output"]
    )
    assert (tmp_path / "heldout" / "alpaca_eval_gpt4_baseline.json").exists() and (
        tmp_path / "heldout" / "df_gamed.csv"
    ).exists()
    # the default is the reference's 2000 (here: all 24 fixture rows)
    assert run_prepare(tmp_path / "all", {}, "--source", str(MIRROR)).returncode == 0
    assert len((tmp_path / "all" / "train" / "train.jsonl").read_text().splitlines()) == 24


def test_prepare_without_network_or_mirror_names_what_is_missing(tmp_path):
    done = run_prepare(tmp_path, {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1"})
    assert done.returncode == 1
    last = done.stderr.strip()
    assert (
        "A2RL_TASK_SOURCES" in last
        and "alpacaeval/ holds" in last
        and "tatsu-lab/alpaca_eval/alpaca_eval_gpt4_baseline.json" in last
    )
    assert "tatsu-lab/alpaca/data/train-*.parquet" in last and "tatsu-lab/alpaca_eval/df_gamed.csv" in last


def test_prepare_with_an_incomplete_mirror_names_the_missing_file(tmp_path):
    partial = tmp_path / "mirror" / "tatsu-lab" / "alpaca_eval"
    partial.mkdir(parents=True)
    (partial / "alpaca_eval_gpt4_baseline.json").write_text(
        (MIRROR / "tatsu-lab/alpaca_eval/alpaca_eval_gpt4_baseline.json").read_text()
    )
    done = run_prepare(tmp_path / "out", {}, "--source", str(tmp_path / "mirror"))
    assert done.returncode == 1 and "lacks tatsu-lab/alpaca_eval/df_gamed.csv" in done.stderr


# --- judge prompt, order, parsing ---------------------------------------------------------


def test_prompt_is_alpaca_evals_chatml_with_m_and_M():
    config = pairwise.load_annotator()
    row = {"instruction": "Say {hi}", "output_1": "first answer", "output_2": "second answer"}
    messages = pairwise.prompt_to_chatml(pairwise.make_prompt(config["prompt"], row))
    assert [m["role"] for m in messages] == ["system", "user"]
    user = messages[1]["content"]
    assert '"instruction": """Say {hi}"""' in user
    assert user.index('"model": "m",\n        "output": """first answer"""') < user.index(
        '"model": "M",\n        "output": """second answer"""'
    )
    kwargs = config["completions_kwargs"]
    assert (kwargs["max_tokens"], kwargs["temperature"]) == (100, 0)
    assert kwargs["tool_choice"]["function"]["name"] == "make_partial_leaderboard"
    assert kwargs["tools"][0]["function"]["parameters"]["required"] == ["ordered_models"]


def test_output_order_is_randomised_exactly_as_alpaca_eval_does():
    # alpaca_eval 0.6.6's RandomSwitchTwoColumnsProcessor on these instructions (seed 0)
    expected = [False, False, True, True, True, False, False, True, True, False, True, False, False, True, True, False]
    assert [pairwise.is_switched(f"Instruction {i}?") for i in range(16)] == expected


@pytest.mark.parametrize(
    "completion, preference",
    [
        ('{"ordered_models":[{"model":"M","rank":1},{"model":"m","rank":2}]}', 2.0),
        ('{"ordered_models":[{"model":"m","rank":1},{"model":"M","rank":2}]}', 1.0),
        ('blah ```json\n{"ordered_models": [{"model": "m", "rank": 2}, {"model": "M", "rank": 1}]}```', 2.0),
        ('{"ordered_models":[{"model":"m","rank":3},{"model":"M","rank":1}]}', math.nan),
        ('{"ordered_models":[{"model":"x","rank":1}]}', math.nan),
        ("M is better", math.nan),
        ("", math.nan),
    ],
)
def test_ranking_parser(completion, preference):
    got = pairwise.parse_ranking(completion)
    assert (math.isnan(got) and math.isnan(preference)) or got == preference


def test_plain_text_rankings_from_endpoints_without_tools():
    assert (
        pairwise.parse_ranking(
            pairwise.text_to_ranking(
                'Sure!\n{"ordered_models": [{"model": "M", "rank": 1}, {"model": "m", "rank": 2}]}'
            )
        )
        == 2.0
    )
    assert (
        pairwise.parse_ranking(pairwise.text_to_ranking("[{'model': 'm', 'rank': 1}, {'model': 'M', 'rank': 2}]"))
        == 1.0
    )
    assert pairwise.parse_ranking(pairwise.text_to_ranking("The best output is M, then m.")) == 2.0
    assert math.isnan(pairwise.parse_ranking(pairwise.text_to_ranking("Both are fine.")))


def test_head2head_matches_alpaca_evals_annotator(tmp_path):
    """Same prompts, order swaps, draws, parsing and missing annotations as alpaca_eval 0.6.6."""
    import hashlib

    known = json.loads((FIXTURES / "annotator" / "alpaca_eval_0.6.6_head2head.json").read_text())

    class HashJudge:  # the judge the fixture was made with: an answer that depends on the prompt
        mode = "tool"

        def __init__(self):
            self.prompts = []

        def complete(self, prompt):
            self.prompts.append(prompt.strip())
            h = int(hashlib.sha256(prompt.strip().encode()).hexdigest(), 16)
            if h % 11 == 0:
                return "not json"
            first = "m" if h % 2 else "M"
            return json.dumps(
                {"ordered_models": [{"model": first, "rank": 1}, {"model": "M" if first == "m" else "m", "rank": 2}]}
            )

    judge = HashJudge()
    ann, _ = pairwise.annotate_head2head(known["reference"], known["model"], judge, tmp_path / "c.json", version="test")
    got = [None if math.isnan(a["preference"]) else a["preference"] for a in ann]
    assert got == known["preferences"] and None in got and 1.5 in got
    assert sorted(hashlib.sha256(p.encode()).hexdigest() for p in judge.prompts) == known["prompt_sha256"]


# --- win rates ----------------------------------------------------------------------------


def test_win_rate_on_hand_computed_preferences():
    m = winrate.head2head([2, 2, 2, 1, 1.5, math.nan, 0])
    # 3 wins, 1 loss, 2 draws (1.5 and the legacy 0); the missing one is left out: (3 + 2 * 0.5) / 6
    assert m["win_rate"] == pytest.approx(100 * 4 / 6)
    assert (m["n_wins"], m["n_wins_base"], m["n_draws"], m["n_total"]) == (3, 1, 2, 6)
    assert m["standard_error"] == pytest.approx(
        100 * (sum((x - 4 / 6) ** 2 for x in [1, 1, 1, 0, 0.5, 0.5]) / 5) ** 0.5 / 6**0.5
    )


@pytest.mark.parametrize("kind", ["length", "difficulty"])
def test_length_controlled_win_rate_matches_alpaca_eval(kind):
    expected = json.loads((FIXTURES / "glm" / "expected_alpaca_eval_0.6.6.json").read_text())[kind]
    annotations = json.loads((FIXTURES / "glm" / f"annotations_{kind}.json").read_text())
    got = winrate.length_controlled(annotations, FIXTURES / "glm" / "df_gamed.csv")
    for key in ("win_rate", "standard_error", "n_wins", "n_total", "length_controlled_winrate", "lc_standard_error"):
        assert got[key] == pytest.approx(expected[key], rel=1e-9, abs=1e-9), key


def test_length_control_discounts_wins_that_come_from_length():
    glm = FIXTURES / "glm"
    by_length = winrate.length_controlled(
        json.loads((glm / "annotations_length.json").read_text()), glm / "df_gamed.csv"
    )
    on_merit = winrate.length_controlled(
        json.loads((glm / "annotations_difficulty.json").read_text()), glm / "df_gamed.csv"
    )
    assert by_length["length_controlled_winrate"] < by_length["win_rate"] - 5
    assert abs(on_merit["length_controlled_winrate"] - on_merit["win_rate"]) < 5


def test_a_model_against_itself_has_a_length_controlled_win_rate_of_50():
    ann = [
        {"output_1": "a" * i, "output_2": "b" * (2 * i), "generator_1": "x", "generator_2": "x", "preference": 2.0}
        for i in range(1, 4)
    ]
    assert winrate.length_controlled(ann, FIXTURES / "glm" / "df_gamed.csv")["length_controlled_winrate"] == 50.0


# --- annotation against the judge double ----------------------------------------------------


def _pairs():
    reference = json.loads((MIRROR / "tatsu-lab/alpaca_eval/alpaca_eval_gpt4_baseline.json").read_text())
    model = [
        {"instruction": r["instruction"], "output": ("x" * 300 if i % 2 else "short"), "generator": "m1"}
        for i, r in enumerate(reference)
    ]
    model[3]["output"] = reference[3]["output"]  # an identical output is a draw, never judged
    return reference, model


def test_head2head_judges_each_pair_once_and_undoes_the_random_order(tmp_path):
    reference, model = _pairs()
    with ScriptedJudgeSearchDouble(api_key=KEY) as double:
        client = pairwise.JudgeClient(
            Judge(double.judge_url, "judge-x", KEY), pairwise.load_annotator()["completions_kwargs"]
        )
        cache = tmp_path / "cache.json"
        ann, stats = pairwise.annotate_head2head(reference, model, client, cache, version="test")
        # the double prefers the longer output, wherever the random order put it
        want = [
            1.5 if i == 3 else (2.0 if len(m["output"]) > len(r["output"]) else 1.0)
            for i, (r, m) in enumerate(zip(reference, model, strict=True))
        ]
        assert [a["preference"] for a in ann] == want
        assert stats == {"judged": 5, "cached": 0, "same_output": 1} and len(double.requests) == 5
        sent = double.requests[0]
        assert (sent["max_tokens"], sent["temperature"], sent["top_p"]) == (100, 0, 1.0)
        assert sent["tool_choice"]["function"]["name"] == "make_partial_leaderboard" and sent["model"] == "judge-x"
        again, stats = pairwise.annotate_head2head(reference, model, client, cache, version="test")
        assert [a["preference"] for a in again] == want and stats["judged"] == 0 and stats["cached"] == 5
        assert len(double.requests) == 5
        records = json.loads(cache.read_text())
        assert {"instruction", "output_1", "output_2", "annotator", "preference", "preference_raw_completion"} <= set(
            records[0]
        )
        assert {r["annotator"] for r in records} == {"alpaca_eval_gpt5_2_fn"}


def test_endpoints_without_tools_fall_back_to_text_rankings(tmp_path):
    reference, model = _pairs()
    with ScriptedJudgeSearchDouble(reject_tools=True) as double:
        client = pairwise.JudgeClient(
            Judge(double.judge_url, "plain-judge"), pairwise.load_annotator()["completions_kwargs"]
        )
        ann, _ = pairwise.annotate_head2head(reference, model, client, tmp_path / "c.json", version="test")
        assert client.mode == "text"
        assert [a["preference"] for a in ann] == [
            1.5 if i == 3 else (2.0 if len(m["output"]) > len(r["output"]) else 1.0)
            for i, (r, m) in enumerate(zip(reference, model, strict=True))
        ]
        assert "tools" not in double.requests[-1]


def test_models_that_reject_max_tokens_or_temperature_still_judge():
    with ScriptedJudgeSearchDouble(reject_max_tokens=True, reject_temperature=True) as double:
        judge = Judge(double.judge_url, "new-model")
        reply = judge.chat(
            [{"role": "user", "content": 'Gold answer: x\n Predicted answer: x\n For "Single Answer"'}],
            max_tokens=100,
            temperature=0,
        )
        assert reply.content == "correct"
        last = double.requests[-1]
        assert last["max_completion_tokens"] == 100 and "max_tokens" not in last and "temperature" not in last
        judge.chat([{"role": "user", "content": "hi"}], max_tokens=5, temperature=0)  # learnt: no refusal now
        assert len(double.requests) == 4


def test_judge_errors_never_show_the_key():
    with ScriptedJudgeSearchDouble(api_key="the-right-key") as double:
        judge = Judge(double.judge_url, "judge-x", KEY, retries=0)
        with pytest.raises(JudgeError) as err:
            judge.chat([{"role": "user", "content": "hi"}])
        assert "401" in str(err.value) and KEY not in str(err.value)


# --- the whole evaluator, on the real small model --------------------------------------------


def _evaluate(tmp_path, heldout, env, config):
    out = tmp_path / "eval" / "result.json"
    done = subprocess.run(
        [
            sys.executable,
            str(HERE / "evaluate.py"),
            "--model",
            small_model(),
            "--data",
            str(heldout),
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
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    return [x for x in lines if x["event"] == "result"][-1], lines, done, out


def test_full_evaluation_of_the_small_model_with_the_judge_double(tmp_path):
    # (re-judging is covered above: the annotation cache makes a second evaluation judge nothing)
    assert run_prepare(tmp_path / "data", {}, "--source", str(MIRROR)).returncode == 0
    heldout = tmp_path / "data" / "heldout"
    config = {"limit": 4, "max_new_tokens": 16, "batch_size": 4}
    with ScriptedJudgeSearchDouble(api_key=KEY) as double:
        env = evaluator_env(
            A2RL_JUDGE_BASE_URL=double.judge_url,
            A2RL_JUDGE_MODEL="judge-x",
            A2RL_JUDGE_API_KEY=KEY,
            A2RL_JUDGE_CACHE_DIR=str(tmp_path / "judge-cache"),
        )
        result, lines, done, out = _evaluate(tmp_path, heldout, env, config)
        assert result["error"] is None
        summary = result["accuracy_summary"]
        assert summary["judge_model"] == "judge-x" and summary["judge_mode"] == "tool" and summary["num_samples"] == 4
        assert result["score"] == pytest.approx(summary["length_controlled_winrate"], abs=1e-3)
        if summary.get("lc_standard_error") is not None:  # a win rate fitted from varied preferences
            check_interval(result, summary["n_total"], method="normal")
        outputs = json.loads((out.parent / "model_outputs.json").read_text())
        assert (
            len(outputs) == 4
            and all(o["output"] == o["output"].strip() for o in outputs)
            and any(o["output"] for o in outputs)
        )
        assert {o["generator"] for o in outputs} == {"SmolLM2-135M-Instruct"}
        # the double prefers the longer answer, an identical one is a draw: the win rate follows
        reference = json.loads((heldout / "alpaca_eval_gpt4_baseline.json").read_text())[:4]
        points = [
            0.5
            if o["output"] == r["output"]
            else float((len(o["output"]), o["output"]) > (len(r["output"]), r["output"]))
            for o, r in zip(outputs, reference, strict=True)
        ]
        assert summary["win_rate"] == pytest.approx(100 * sum(points) / 4, abs=1e-3)
        assert any(x["event"] == "progress" and x.get("phase") == "judge" for x in lines)
        # the key is nowhere in what the evaluation leaves behind
        left = done.stdout + done.stderr + "".join(p.read_text() for p in out.parent.rglob("*") if p.is_file())
        left += "".join(p.read_text() for p in (tmp_path / "judge-cache").rglob("*.json"))
        assert KEY not in left


def test_without_a_judge_the_evaluation_is_an_error_not_a_zero(tmp_path):
    assert run_prepare(tmp_path / "data", {}, "--source", str(MIRROR)).returncode == 0
    out = tmp_path / "r.json"
    done = subprocess.run(
        [
            sys.executable,
            str(HERE / "evaluate.py"),
            "--model",
            str(tmp_path / "no-model"),
            "--data",
            str(tmp_path / "data" / "heldout"),
            "--out",
            str(out),
        ],
        env=evaluator_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["event"] == "result" and result["score"] == 0.0
    assert "scored by an LLM judge, but none is configured" in result["error"] and "judge.model" in result["error"]
