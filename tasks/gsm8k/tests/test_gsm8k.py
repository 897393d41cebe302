import json
import os
import subprocess
import sys
from a2rl.testing import check_interval, task_module

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIXTURE = os.path.join(ROOT, "test", "fixtures", "task-sources", "gsm8k")


def load(name):
    return task_module("gsm8k", name)


def run(args, env):
    r = subprocess.run([sys.executable, *args], capture_output=True, text=True, env=env, timeout=600)
    events = [json.loads(line) for line in r.stdout.splitlines() if line.startswith("{")]
    return r.returncode, events, r.stderr


def test_prepare_from_a_local_folder_in_gsm8k_format(tmp_path, python_env):
    code, events, _ = run([os.path.join(HERE, "prepare.py"), "--out", str(tmp_path), "--source", FIXTURE], python_env)
    assert code == 0
    assert events[-1] == {"event": "result", "train": 8, "heldout": 6, "source": f"local:{FIXTURE}", "full_size": False}
    train = [json.loads(line) for line in (tmp_path / "train" / "train.jsonl").read_text().splitlines()]
    test = [json.loads(line) for line in (tmp_path / "heldout" / "test.jsonl").read_text().splitlines()]
    assert all(set(r) == {"question", "answer"} for r in train + test)
    assert train[0]["question"].startswith("Lena picks 14 strawberries")
    assert test[-1]["answer"].endswith("#### 165")


def test_prepare_names_what_is_missing(tmp_path, python_env):
    src = tmp_path / "src"
    src.mkdir()
    (src / "train.jsonl").write_text((open(os.path.join(FIXTURE, "train.jsonl")).read()))
    code, events, _ = run(
        [os.path.join(HERE, "prepare.py"), "--out", str(tmp_path / "out"), "--source", str(src)], python_env
    )
    assert code == 2 and "has no test.jsonl" in events[-1]["message"] and "A2RL_TASK_SOURCES" in events[-1]["message"]
    (src / "test.jsonl").write_text('{"question": "q", "answer": "no hashes"}\n')
    code, events, _ = run(
        [os.path.join(HERE, "prepare.py"), "--out", str(tmp_path / "out"), "--source", str(src)], python_env
    )
    assert code == 2 and "row 1 is not a GSM8K row" in events[-1]["message"]


def test_prepare_without_network_or_source_fails_clearly(tmp_path, python_env):
    env = {**python_env, "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1"}
    code, events, _ = run([os.path.join(HERE, "prepare.py"), "--out", str(tmp_path)], env)
    assert code == 2
    message = events[-1]["message"]
    assert "gsm8k data is missing" in message
    assert "train.jsonl and test.jsonl" in message and "A2RL_TASK_SOURCES" in message
    assert not (tmp_path / "train").exists()


def test_prompt_is_opencompass_4_shot_chat():
    ev = load("evaluate")
    messages = ev.build_prompt("How many?").messages
    assert [m["role"] for m in messages] == ["user", "assistant"] * 4 + ["user"]
    assert messages[0]["content"].startswith("Question: Angelo and Melanie want to plan")
    assert messages[0]["content"].endswith("\nLet's think step by step\nAnswer:")
    assert [m["content"].rsplit("The answer is ", 1)[1] for m in messages[1:8:2]] == ["4\n", "201\n", "140\n", "146\n"]
    assert messages[-1] == {"role": "user", "content": "Question: How many?\nLet's think step by step\nAnswer:"}
    assert list(ev.build_prompt("How many?", shots=0).messages) == [messages[-1]]


def test_input_token_ids_are_the_references(small_model):
    """The prompt the model reads is token for token what OpenCompass 0.5.1 builds for
    gsm8k_gen_1d7fe4 through VLLMwithChatTemplate (ids committed from its own code)."""
    from transformers import AutoTokenizer

    from a2rl.inference import render_prompt

    ev = load("evaluate")
    tokenizer = AutoTokenizer.from_pretrained(small_model)
    with open(os.path.join(ROOT, "test", "fixtures", "opencompass-prompt-ids.json")) as f:
        cases = json.load(f)["gsm8k"]
    for case in cases:
        assert tokenizer(render_prompt(tokenizer, ev.build_prompt(case["question"])))["input_ids"] == case["ids"]


def test_scoring_on_known_outputs():
    ev = load("evaluate")
    refs = ["8", "24", "13", "4", "18,600", "6", "8"]
    rows = [{"answer": f"work\n#### {r}"} for r in refs]
    outputs = [
        "5 + 3 = 8. The answer is 8",  # right
        "The answer is 24.\n\nQuestion: How many eggs are in 5 boxes? 30",  # right: cut at "Question:"
        "20 - 7 = 13 stickers, so 13.5",  # wrong: the last number is 13.5
        "<think>maybe 16 / 4 = 5</think> The answer is 4",  # right: the reasoning is dropped
        "The total is 18,600 dollars",  # wrong: OpenCompass reads 600
        "I do not know",  # wrong: NULL
        "The answer is 8.0",  # right: numeric equality
    ]
    score, details = ev.score(outputs, rows)
    assert [d["correct"] for d in details] == [True, True, False, True, False, False, True]
    assert [d["pred"] for d in details][2:6] == ["13.5", "4", "600", "NULL"]
    assert score == 100 * 4 / 7


def test_full_evaluation_of_the_real_small_model(tmp_path, small_model, python_env):
    code, _, _ = run(
        [os.path.join(HERE, "prepare.py"), "--out", str(tmp_path / "data"), "--source", FIXTURE], python_env
    )
    assert code == 0
    out = tmp_path / "result.json"
    cfg = json.dumps({"limit": 2, "shots": 0, "max_new_tokens": 24, "threads": 1})
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
    assert [e["done"] for e in events if e["event"] == "progress"] == [0, 2]
    details = json.loads(out.read_text())["details"]
    assert len(details) == 2 and all(d["output"] for d in details)
    # The score is what the details say, recomputed here.
    assert result["score"] == 100 * sum(d["correct"] for d in details) / 2
    check_interval(result, 2)
    assert json.loads(out.read_text())["items"] == [float(d["correct"]) for d in details]
    assert result["accuracy_summary"] == {
        "correct": sum(d["correct"] for d in details),
        "total": 2,
        "accuracy": result["score"],
    }
    # Scored by the engine the machine has: vLLM (its CPU build here), named in the result and the file.
    assert result["engine"]["backend"] == "vllm" and result["engine"]["device"] in ("cpu", "cuda"), result
    assert json.loads(out.read_text())["engine"] == result["engine"]


def test_a_broken_checkpoint_or_setting_is_an_error_not_a_zero(tmp_path, python_env):
    (tmp_path / "heldout").mkdir()
    (tmp_path / "heldout" / "test.jsonl").write_text(open(os.path.join(FIXTURE, "test.jsonl")).read())
    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / "model.safetensors").write_text("weights")
    base = [os.path.join(HERE, "evaluate.py"), "--data", str(tmp_path / "heldout"), "--out", str(tmp_path / "r.json")]
    _, events, _ = run([*base, "--model", str(tmp_path / "broken")], python_env)
    assert events[-1]["score"] == 0 and "no config.json" in events[-1]["error"]
    _, events, _ = run([*base, "--model", str(tmp_path / "broken"), "--config", '{"shots": 9}'], python_env)
    assert "shots must be an integer from 0 to 4" in events[-1]["error"]
    _, events, _ = run([*base, "--model", str(tmp_path / "broken"), "--config", '{"max_tokens": 9}'], python_env)
    assert "unknown evaluation setting(s) max_tokens" in events[-1]["error"]
