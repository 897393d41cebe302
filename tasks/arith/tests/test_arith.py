import json
import os
import subprocess
import sys

import pytest

from a2rl.testing import task_module

pytestmark = pytest.mark.fast  # npm run test:fast

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load(name):
    return task_module("arith", name)


prepare = load("prepare")


def test_generation_is_deterministic_and_splits_are_disjoint():
    train_a, held_a = prepare.generate(7, 500, 50)
    train_b, held_b = prepare.generate(7, 500, 50)
    assert train_a == train_b and held_a == held_b
    assert len(train_a) == 500 and len(held_a) == 50
    assert not {r["question"] for r in train_a} & {r["question"] for r in held_a}
    assert prepare.generate(8, 500, 50)[1] != held_a


def test_rows_are_gsm8k_shaped_and_correct():
    train, _ = prepare.generate(1, 300, 10)
    for row in train:
        assert set(row) == {"question", "answer"}
        reasoning, _, number = row["answer"].rpartition("\n#### ")
        # The worked step's last result is the answer.
        assert reasoning.split("= ")[-1].split(" ")[0] == number
        assert int(number) >= 0


def test_prepare_writes_train_and_heldout(tmp_path):
    out = subprocess.run(
        [sys.executable, os.path.join(HERE, "prepare.py"), "--out", str(tmp_path), "--train", "20", "--heldout", "5"],
        check=True,
        capture_output=True,
        text=True,
    )
    assert json.loads(out.stdout.strip().splitlines()[-1]) == {
        "event": "result",
        "train": 20,
        "heldout": 5,
        "seed": 20260101,
    }
    assert len((tmp_path / "train" / "train.jsonl").read_text().splitlines()) == 20
    assert len((tmp_path / "heldout" / "test.jsonl").read_text().splitlines()) == 5


def test_scoring_on_known_outputs():
    evaluate = load("evaluate")
    rows = [{"answer": "x\n#### 11"}, {"answer": "x\n#### 47"}, {"answer": "x\n#### 8"}, {"answer": "x\n#### 1234"}]
    outputs = [
        " Mei has 7 + 4 = 11 apples. The answer is 11.",  # right
        " 13 + 34 = 37\n\nThe answer is: 37",  # wrong
        " 8 apples.\n\nQuestion: Tom has 5 pens, how many? 5",  # right: text after "Question:" is cut
        " The answer is 1,234",  # wrong, as in OpenCompass: the last number of "1,234" is 234
    ]
    score, details = evaluate.score(outputs, rows)
    assert score == 50.0
    assert [d["correct"] for d in details] == [True, False, True, False]
