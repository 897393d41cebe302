"""Smith plug-ins: the deterministic held-out split, data preparation and per-sample scoring."""

import json
import os
import subprocess
import sys

import pytest

from a2rl import smith
from a2rl.data import DataUnavailable

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(ROOT, "test", "fixtures", "tasks", "smith-sums")


def rows(n):
    return [{"question": f"{i} + 1 =", "answer": str(i + 1)} for i in range(n)]


def test_split_is_deterministic_disjoint_and_independent_of_order():
    train, heldout = smith.split(rows(20), 0.2)
    assert len(heldout) == 4 and len(train) == 16
    assert not {r["question"] for r in train} & {r["question"] for r in heldout}
    train2, heldout2 = smith.split(list(reversed(rows(20))), 0.2)
    assert sorted(r["question"] for r in heldout2) == sorted(r["question"] for r in heldout)
    assert len(smith.split(rows(2), 0.2)[1]) == 1 and len(smith.split(rows(3), 0.9)[0]) == 1
    with pytest.raises(DataUnavailable):
        smith.split(rows(1), 0.2)


def run(args, env):
    r = subprocess.run(
        [sys.executable, "-m", "a2rl.smith", *args], capture_output=True, text=True, env=env, timeout=600
    )
    return r.returncode, [json.loads(line) for line in r.stdout.splitlines() if line.startswith("{")], r.stderr


def test_prepare_runs_download_data_then_holds_rows_out(tmp_path, python_env):
    code, events, stderr = run(["prepare", "--bench", BENCH, "--out", str(tmp_path)], python_env)
    assert code == 0, stderr
    assert events[-1]["train"] == 16 and events[-1]["heldout"] == 4
    held = [json.loads(line) for line in (tmp_path / "heldout" / "test.jsonl").read_text().splitlines()]
    assert all(set(r) == {"question", "answer", "a", "b"} for r in held)


def test_item_scores_pass_extra_fields_and_count_a_raising_item_as_zero():
    seen = []

    class Module:
        @staticmethod
        def evaluate(question, model_answer, reference_answer, **kw):
            seen.append(kw)
            if model_answer == "boom":
                raise ValueError("bad")
            return 1.0 if model_answer.strip() == reference_answer else 0.25

    data = [
        {"question": "q1", "answer": "3", "a": 1},
        {"question": {"x": 1}, "answer": "4"},
        {"question": "q3", "answer": "5"},
    ]
    details = smith.item_scores(Module, data, [" 3", "7", "boom"])
    assert [d["score"] for d in details] == [1.0, 0.25, 0.0] and details[2]["error"] == "ValueError: bad"
    assert seen[0] == {"a": 1}
    assert smith.prompt_of({"x": 1}) == '{"x": 1}'


def test_opencompass_mode_is_a_clear_error(tmp_path, python_env):
    bench = tmp_path / "bbh"
    (bench / "data").mkdir(parents=True)
    (bench / "config.yaml").write_text(
        "name: bbh\neval_mode: opencompass\nopencompass_dataset: opencompass.configs.datasets.bbh.bbh_gen_ee62e9\n"
    )
    (bench / "data" / "train.jsonl").write_text('{"question": "q", "answer": "a"}\n' * 3)
    (tmp_path / "heldout").mkdir()
    (tmp_path / "heldout" / "test.jsonl").write_text('{"question": "q", "answer": "a"}\n')
    code, events, _ = run(
        [
            "evaluate",
            "--bench",
            str(bench),
            "--model",
            str(tmp_path),
            "--data",
            str(tmp_path / "heldout"),
            "--out",
            str(tmp_path / "r.json"),
        ],
        python_env,
    )
    assert code == 0 and events[-1]["score"] == 0
    assert "uses eval_mode opencompass" in events[-1]["error"] and "does not run OpenCompass" in events[-1]["error"]


def test_per_sample_evaluation_of_the_real_small_model(tmp_path, small_model, python_env):
    assert run(["prepare", "--bench", BENCH, "--out", str(tmp_path / "data")], python_env)[0] == 0
    out = tmp_path / "r.json"
    cfg = json.dumps({"max_new_tokens": 6, "limit": 3, "threads": 1})
    code, events, stderr = run(
        [
            "evaluate",
            "--bench",
            BENCH,
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
    assert result["error"] is None, result
    details = json.loads(out.read_text())["details"]
    assert len(details) == 3
    assert result["score"] == pytest.approx(100 * sum(d["score"] for d in details) / 3)
