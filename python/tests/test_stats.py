"""a2rl.stats against SciPy and statsmodels as oracles, on fixed data."""

import io
import json
import math

import numpy as np
import pytest
from scipy import stats as sps
from statsmodels.stats.proportion import proportion_confint

from a2rl import stats

pytestmark = pytest.mark.fast  # npm run test:fast


def test_an_accuracy_gets_the_wilson_interval_and_the_binomial_standard_error():
    items = [1.0] * 15 + [0.0] * 9  # 15 of 24 games
    r = stats.interval(items)
    lo, hi = proportion_confint(15, 24, alpha=0.05, method="wilson")
    assert r["method"] == "wilson" and r["n"] == 24
    assert r["ci"] == pytest.approx([100 * lo, 100 * hi], abs=1e-3)
    assert r["se"] == pytest.approx(100 * math.sqrt(0.625 * 0.375 / 24), abs=1e-3)  # ≈ 9.9 points


def test_all_solved_and_none_solved_still_get_an_interval_of_positive_width():
    for items, inside in (([1.0] * 10, 100.0), ([0.0] * 10, 0.0)):
        r = stats.interval(items)
        lo, hi = proportion_confint(int(sum(items)), 10, method="wilson")
        assert r["ci"] == pytest.approx([100 * lo, 100 * hi], abs=1e-3)
        assert r["ci"][0] <= inside <= r["ci"][1] and r["ci"][1] - r["ci"][0] > 20


def test_a_mean_reward_gets_a_bootstrap_interval_whose_error_matches_the_standard_error_of_the_mean():
    x = np.random.default_rng(7).beta(2, 5, size=400)
    r = stats.interval(x.tolist())
    assert r["method"] == "bootstrap"
    assert r["se"] == pytest.approx(100 * sps.sem(x), rel=0.05)
    lo, hi = sps.t.interval(0.95, x.size - 1, loc=x.mean(), scale=sps.sem(x))
    assert r["ci"] == pytest.approx([100 * lo, 100 * hi], abs=0.5)


def test_item_scores_outside_zero_to_one_are_refused():
    with pytest.raises(ValueError, match=r"\[0, 1\]"):
        stats.interval([0.5, 1.5])
    assert stats.interval([]) is None


def test_a_score_with_the_evaluators_own_standard_error_gets_a_normal_interval():
    r = stats.normal(32.0, 1.5, 805)
    lo, hi = sps.norm.interval(0.95, loc=32.0, scale=1.5)
    assert r["ci"] == pytest.approx([lo, hi], abs=1e-3) and r["method"] == "normal"


def nested_variance(p, n):
    """The variance of the mean over R runs, two-level: Var_between(p)/R + E[p(1-p)/n]/R (law of total variance)."""
    p = np.asarray(p)
    return (p.var(ddof=0) + np.mean(p * (1 - p) / n)) / p.size


def test_a_cells_interval_holds_seed_and_item_noise_as_the_law_of_total_variance_says():
    p, n = np.array([0.30, 0.45, 0.50, 0.62, 0.40, 0.55]), 100
    runs = [{"score": 100 * q, "n": n, "se": 100 * math.sqrt(q * (1 - q) / n), "method": "wilson"} for q in p]
    r = stats.two_level(runs)
    assert r["mean"] == pytest.approx(100 * p.mean())
    assert r["se"] == pytest.approx(100 * math.sqrt(nested_variance(p, n)), rel=0.05)
    # wider than the seed-to-seed spread alone
    assert r["se"] > 100 * p.std(ddof=0) / math.sqrt(p.size)


def test_runs_with_their_items_are_resampled_item_by_item():
    rng = np.random.default_rng(3)
    p, n = np.array([0.2, 0.5, 0.7]), 200
    runs = [{"score": None, "items": (rng.random(n) < q).astype(float).tolist()} for q in p]
    for run in runs:
        run["score"] = 100 * float(np.mean(run["items"]))
    means = np.array([np.mean(r["items"]) for r in runs])
    r = stats.two_level(runs)
    assert r["se"] == pytest.approx(100 * math.sqrt(nested_variance(means, n)), rel=0.07)


def test_one_run_has_the_item_levels_interval_alone():
    run = {"score": 62.5, "n": 24, "se": 9.88, "method": "wilson"}
    r = stats.two_level([run])
    assert r["se"] == pytest.approx(100 * math.sqrt(0.625 * 0.375 / 24), rel=0.05)


def test_pairs_that_scored_the_same_items_are_compared_item_by_item():
    rng = np.random.default_rng(5)
    a = (rng.random(300) < 0.5).astype(float)
    b = a.copy()
    b[rng.choice(300, 30, replace=False)] = 1.0  # B solves what A solved, and up to 30 more
    d = b - a

    def arm(x, key):
        return {"score": 100 * x.mean(), "n": x.size, "method": "wilson", "items": x.tolist(), "items_key": key}

    same = stats.paired([arm(a, "k")], [arm(b, "k")])
    assert same["delta"] == pytest.approx(100 * d.mean())
    assert same["se"] == pytest.approx(100 * sps.sem(d, ddof=0), rel=0.07)
    apart = stats.paired([arm(a, "k1")], [arm(b, "k2")])
    assert apart["se"] > 3 * same["se"]  # unpaired item noise is far larger


def test_seeds_needed_is_the_smallest_n_whose_noncentral_t_power_reaches_the_target():
    # The paired t-test's power in closed form: P(|T| > t_crit) with T ~ noncentral t(n - 1, d √n).
    def power(n, d, alpha=0.05):
        crit = sps.t.ppf(1 - alpha / 2, n - 1)
        nc = d * math.sqrt(n)
        return sps.nct.sf(crit, n - 1, nc) + sps.nct.cdf(-crit, n - 1, nc)

    for sd, delta in ((10.0, 5.0), (8.0, 10.0), (4.0, 2.0)):
        n = stats.seeds_needed(sd, delta)
        assert power(n, delta / sd) >= 0.8 > power(n - 1, delta / sd)
    assert stats.seeds_needed(10.0, 5.0) == 34  # d = 0.5: the textbook 34 pairs


def test_a_plan_from_a_pilot_of_two_arms_uses_the_spread_of_their_differences():
    a = [{"score": s} for s in (40.0, 45.0, 50.0, 42.0)]
    b = [{"score": s} for s in (48.0, 50.0, 61.0, 47.0)]
    out = stats.plan({"delta": 5.0, "cells": [{"task": "arith", "runs": a, "against": b}]})
    cell = out["cells"][0]
    sd = np.std([8.0, 5.0, 11.0, 5.0], ddof=1)
    assert cell["sd"] == pytest.approx(sd, abs=1e-3) and cell["seeds"] == stats.seeds_needed(sd, 5.0)
    assert cell["expected_ci_width"] == pytest.approx(
        2 * sps.t.ppf(0.975, cell["seeds"] - 1) * sd / math.sqrt(cell["seeds"]), abs=1e-3
    )


def test_the_command_line_answers_json_and_names_bad_input(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps({"items": [1, 0, 1, 1]})))
    assert stats.main(["interval"]) == 0
    assert json.loads(capsys.readouterr().out)["method"] == "wilson"
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps({"delta": -1, "cells": [{"sd": 3}]})))
    assert stats.main(["plan"]) == 1
    assert "positive" in json.loads(capsys.readouterr().out)["error"]
