import json
import os
import re
import subprocess
import sys

import pytest

from a2rl.testing import task_module

pytestmark = pytest.mark.fast  # npm run test:fast

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load(name):
    return task_module("arith", name)


prepare = load("prepare")


def steps_of(rows):
    """The arithmetic steps the worked answers take, read back from their text."""
    found = set()
    for row in rows:
        for a, op, b in re.findall(r"(\d+) ([-+*]) (\d+)", row["answer"]):
            found.add(prepare.step(op, int(a), int(b)))
    return found


def test_generation_is_deterministic_and_splits_are_disjoint():
    train_a, valid_a, held_a = prepare.generate(7, 500, 50, 40)
    assert prepare.generate(7, 500, 50, 40) == (train_a, valid_a, held_a)
    assert (len(train_a), len(valid_a), len(held_a)) == (500, 40, 50)
    questions = [{r["question"] for r in rows} for rows in (train_a, valid_a, held_a)]
    assert not questions[0] & questions[1] and not questions[0] & questions[2] and not questions[1] & questions[2]
    assert prepare.generate(8, 500, 50, 40)[2] != held_a


def test_no_arithmetic_step_is_in_two_splits():
    # The task's own sizes: held-out problems never combine numbers as training or validation does.
    train, valid, held = prepare.generate(20260101, 2000, 200, 200)
    assert not steps_of(held) & steps_of(train)
    assert not steps_of(held) & steps_of(valid)
    assert not steps_of(valid) & steps_of(train)
    # Every kind of problem is still trained on, products included.
    assert sum("*" in r["answer"] for r in train) > 50


def test_heldout_does_not_depend_on_the_other_splits():
    # Held-out is drawn first: resizing training or validation leaves the scored problems as they are.
    assert prepare.generate(3, 100, 30, 0)[2] == prepare.generate(3, 400, 30, 60)[2]


def test_rows_are_gsm8k_shaped_and_correct():
    train, _, _ = prepare.generate(1, 300, 10)
    for row in train:
        assert set(row) == {"question", "answer"}
        reasoning, _, number = row["answer"].rpartition("\n#### ")
        # The worked step's last result is the answer.
        assert reasoning.split("= ")[-1].split(" ")[0] == number
        assert int(number) >= 0


def test_prepare_writes_train_and_heldout(tmp_path):
    out = subprocess.run(
        [
            sys.executable,
            os.path.join(HERE, "prepare.py"),
            "--out",
            str(tmp_path),
            "--train",
            "20",
            "--valid",
            "4",
            "--heldout",
            "5",
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    assert json.loads(out.stdout.strip().splitlines()[-1]) == {
        "event": "result",
        "train": 20,
        "valid": 4,
        "heldout": 5,
        "seed": 20260101,
    }
    assert len((tmp_path / "train" / "train.jsonl").read_text().splitlines()) == 20
    assert len((tmp_path / "train" / "valid.jsonl").read_text().splitlines()) == 4
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
