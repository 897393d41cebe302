"""The learning figures' tables come from the committed result files: the committed tables match
them, the settings are chosen on validation alone, and a changed file changes the tables."""

import importlib.util
import json
import os

import pytest

pytestmark = pytest.mark.fast  # npm run test:fast

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
spec = importlib.util.spec_from_file_location("learning_tables", os.path.join(ROOT, "bench", "learning_tables.py"))
assert spec and spec.loader
tables = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tables)


def test_the_committed_tables_are_what_the_result_files_give():
    assert tables.main(["--check"]) == 0, "run: python bench/learning_tables.py"


def write(path, doc):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc))


def validation(name, scores, overrides, n=200):
    return {
        "kind": "validation",
        "task": "arith",
        "agent": "reference-grpo",
        "candidate": name,
        "overrides": overrides,
        "settings": {"seed": 0},
        "validation": [{"label": f"iter-{5 * (i + 1)}", "score": s, "n": n} for i, s in enumerate(scores)],
        "wall_minutes": 20,
    }


def wilson(n):
    return {"n": n, "se": 3.0, "ci": [1.0, 2.0], "level": 0.95, "method": "wilson"}


def seed_run(seed, base, subs, sealed, arm="grpo"):
    return {
        "kind": "seed",
        "task": "arith",
        "agent": "reference-grpo",
        "arm": arm,
        "seed": seed,
        "run_id": f"run-{arm}-{seed}",
        "settings": {"chosen_on_validation": "b", "pipeline_params": {}},
        "baseline": {"score": base, "uncertainty": wilson(100)},
        "submissions": [
            {
                "submission_id": i + 1,
                "label": label,
                "minute": 5.0 * (i + 1),
                "score": s,
                "uncertainty": wilson(100),
                "error": None,
            }
            for i, (label, s) in enumerate(subs)
        ],
        "sealed": {"score": sealed, "uncertainty": wilson(100), "baseline": base, "baseline_uncertainty": wilson(100)},
        "rollouts": [],
        "wall_minutes": 18,
    }


def test_settings_are_chosen_by_the_last_validation_score_and_tables_follow_the_files(tmp_path, monkeypatch):
    monkeypatch.setattr(tables, "RESULTS", str(tmp_path))
    monkeypatch.setattr(tables, "CANDIDATES", str(tmp_path))
    (tmp_path / "arith.yaml").write_text("candidates: {a: {}, b: {}, c: {}}\n")
    v = tmp_path / "arith" / "validation"
    # a: best early, worse at the end; b: best last policy; c: ties b at the end, worse on average.
    write(v / "a.json", validation("a", [40, 30, 20], {"grpo": {"lr": 3e-5}}))
    write(v / "b.json", validation("b", [10, 20, 35], {"grpo": {"lr": 1e-5}}))
    # Until every candidate is measured, none is chosen.
    assert tables.chosen("arith") is None
    assert "2 of 3 candidates measured (to come: `c`)" in "\n".join(tables.results_block())
    write(v / "c.json", validation("c", [5, 10, 35], {"grpo": {"lr": 5e-6}}))
    assert tables.chosen("arith")["candidate"] == "b"
    block = "\n".join(tables.results_block())
    assert "`b` (chosen)" in block and "`a` (chosen)" not in block

    for seed, (sealed, last) in enumerate([(40, 42), (30, 33), (35, 36)]):
        write(
            tmp_path / "arith" / "grpo" / f"seed-{seed}.json",
            seed_run(seed, 10, [("iter-5", 20), ("iter-15", last)], sealed),
        )
    rows = tables.summary_rows("arith")
    assert [r[1] for r in rows] == ["base model (sealed part)", "GRPO route, final (sealed part)"]
    assert rows[1][3].startswith("**35.0**")  # the mean of the sealed finals, 40, 30, 35
    assert rows[1][4].startswith("final − base **+25.0**")
    before = "\n".join(tables.results_block())
    write(tmp_path / "arith" / "grpo" / "seed-2.json", seed_run(2, 10, [("iter-5", 20), ("iter-15", 36)], 50))
    assert "\n".join(tables.results_block()) != before
    assert tables.summary_rows("arith")[1][3].startswith("**40.0**")


def test_equal_validation_wins_tie_whatever_the_rounding_of_their_percentages(tmp_path, monkeypatch):
    monkeypatch.setattr(tables, "RESULTS", str(tmp_path))
    monkeypatch.setattr(tables, "CANDIDATES", str(tmp_path))
    (tmp_path / "arith.yaml").write_text("candidates: {x-kl0: {}, x-kl0.04: {}}\n")
    v = tmp_path / "arith" / "validation"
    # Of 36 items: 20, 20, 28, 26 won against 20, 22, 26, 26: the same last and the same total, whose
    # rounded percentages sum 0.0001 apart. The tie goes on to the names.
    write(v / "x-kl0.04.json", validation("x-kl0.04", [55.5556, 55.5556, 77.7778, 72.2222], {}, n=36))
    write(v / "x-kl0.json", validation("x-kl0", [55.5556, 61.1111, 72.2222, 72.2222], {}, n=36))
    assert tables.chosen("arith")["candidate"] == "x-kl0"


def test_without_a_sealed_part_the_headline_is_the_last_submission_and_the_control_arm_is_paired(tmp_path, monkeypatch):
    monkeypatch.setattr(tables, "RESULTS", str(tmp_path))
    for seed, (sft, last, ctrl) in enumerate([(40, 60, 45), (35, 50, 40), (45, 65, 50)]):
        grpo = seed_run(seed, 0, [("sft", sft), ("iter-6", last)], None)
        control = seed_run(seed, 0, [("sft", sft), ("extra-sft-6", ctrl)], None, arm="control")
        for run in (grpo, control):
            run.update(task="alfworld-small", sealed=None)
            write(tmp_path / "alfworld-small" / run["arm"] / f"seed-{seed}.json", run)
    rows = {r[1]: r for r in tables.summary_rows("alfworld-small")}
    assert set(rows) == {
        "base model (all held-out)",
        "SFT (all held-out)",
        "GRPO route, final (all held-out)",
        "control, final (all held-out)",
    }
    assert rows["GRPO route, final (all held-out)"][3].startswith("**58.3**")  # 60, 50, 65
    assert "GRPO − SFT **+18.3**" in rows["GRPO route, final (all held-out)"][4]
    assert rows["control, final (all held-out)"][4].startswith("GRPO − control **+13.3**")  # 58.3 − 45.0
