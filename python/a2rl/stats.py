"""The uncertainty of scores: one evaluation's interval, a leaderboard's over seeds and items, a
power plan for a comparison. Every number comes from SciPy or statsmodels where they have it; the
two-level bootstrap (runs, then items) is the one procedure they do not ship.

Scores are points (0-100). An evaluation's items are its per-item scores in [0, 1] (1 = solved),
so the score is 100 × their mean. An interval is:

  {"n": items, "se": standard error (points), "ci": [low, high] (points), "level": 0.95,
   "method": "wilson" | "bootstrap" | "normal"}

- items all 0 or 1 (accuracy, pass@1, success rate): the Wilson score interval
  (scipy.stats.binomtest(...).proportion_ci(method="wilson")) and the binomial standard error;
- otherwise (rewards, per-item means): the percentile bootstrap of the mean over items
  (scipy.stats.bootstrap, 9,999 resamples, a fixed seed so that a score always gets the same
  interval) and its bootstrap standard error.

`python -m a2rl.stats COMMAND` reads a JSON document on stdin and writes one to stdout, for the
TypeScript side (leaderboards, comparisons, `a2rl sweep-plan`): commands `interval`, `leaderboard`, `paired`,
`plan`.
"""

from __future__ import annotations

import json
import math
import sys
from typing import Iterable, Sequence

import numpy as np
from scipy import stats as sps

LEVEL = 0.95
RESAMPLES = 9_999
SEED = 20260101


def _binary(items: np.ndarray) -> bool:
    return bool(np.all((items == 0) | (items == 1)))


def interval(items: Iterable[float], level: float = LEVEL) -> dict | None:
    """One evaluation's standard error and interval from its per-item scores (None: no items)."""
    x = np.asarray(list(items), dtype=float)
    n = int(x.size)
    if n == 0:
        return None
    if np.any(~np.isfinite(x)) or np.any(x < 0) or np.any(x > 1):
        raise ValueError("item scores must be numbers in [0, 1]")
    mean = float(x.mean())
    if _binary(x):
        ci = sps.binomtest(int(round(x.sum())), n).proportion_ci(confidence_level=level, method="wilson")
        return _record(n, 100 * math.sqrt(mean * (1 - mean) / n), (ci.low, ci.high), level, "wilson")
    if n < 2 or np.all(x == x[0]):
        return _record(n, 0.0, (mean, mean), level, "bootstrap")
    res = sps.bootstrap(
        (x,),
        np.mean,
        confidence_level=level,
        n_resamples=RESAMPLES,
        method="percentile",
        rng=np.random.default_rng(SEED),
    )
    ci = res.confidence_interval
    return _record(n, 100 * float(res.standard_error), (ci.low, ci.high), level, "bootstrap")


def normal(score: float, se: float, n: int, level: float = LEVEL) -> dict:
    """An interval from an evaluator's own standard error (points), for a score that is no mean
    of items (AlpacaEval's length-controlled win rate): score ± z·se."""
    z = float(sps.norm.ppf(1 - (1 - level) / 2))
    return _record(n, se, ((score - z * se) / 100, (score + z * se) / 100), level, "normal")


def _record(n: int, se: float, ci: Sequence[float], level: float, method: str) -> dict:
    return {
        "n": n,
        "se": round(float(se), 4),
        "ci": [round(100 * float(ci[0]), 4), round(100 * float(ci[1]), 4)],
        "level": level,
        "method": method,
    }


# ---- runs: a cell of a sweep -------------------------------------------------------------


def _resampled_means(x: np.ndarray, rng: np.random.Generator, size: int) -> np.ndarray:
    """`size` means of `x` resampled with replacement."""
    if _binary(x):  # the resampled count of ones is Binomial(n, share of ones)
        return rng.binomial(x.size, x.mean(), size=size) / x.size
    chunk = max(1, 2_000_000 // x.size)  # in slices, to bound the index matrix
    return np.concatenate(
        [x[rng.integers(0, x.size, size=(min(chunk, size - i), x.size))].mean(axis=1) for i in range(0, size, chunk)]
    )


def _two_level_means(units: list, draw, rng: np.random.Generator, resamples: int) -> np.ndarray:
    """Means over `units` (runs, or pairs of runs) resampled with replacement, each pick's value
    drawn anew by `draw(unit, k)` (its items resampled): a unit drawn twice is two draws."""
    picks = rng.integers(0, len(units), size=(resamples, len(units)))
    total = np.zeros(resamples)
    for i, unit in enumerate(units):
        where = picks == i
        draws = np.zeros(picks.shape)
        draws[where] = draw(unit, int(where.sum()))
        total += draws.sum(axis=1)
    return total / len(units)


def _item_draws(run: dict, rng: np.random.Generator, size: int) -> np.ndarray:
    """`size` draws of one run's score (points) as resampling its items would give them.

    With its items (`items`, in [0, 1]) they are resampled; without them, a binary (Wilson) run's
    resampled mean is exactly Binomial(n, p) / n; any other run falls back to a normal draw with
    its standard error.
    """
    items = run.get("items")
    if items:
        return 100 * _resampled_means(np.asarray(items, dtype=float), rng, size)
    score, n, method = float(run["score"]), run.get("n"), run.get("method")
    if n and method == "wilson":
        return 100 * rng.binomial(int(n), min(1.0, max(0.0, score / 100)), size=size) / int(n)
    return rng.normal(score, float(run.get("se") or 0.0), size=size)


def _percentile_interval(means: np.ndarray, level: float) -> dict:
    """The standard error and percentile interval of resampled means."""
    alpha = (1 - level) / 2
    lo, hi = np.quantile(means, [alpha, 1 - alpha])
    return {"se": round(float(means.std(ddof=1)), 4), "ci": [round(float(lo), 4), round(float(hi), 4)], "level": level}


def two_level(runs: list[dict], level: float = LEVEL, resamples: int = RESAMPLES, seed: int = SEED) -> dict | None:
    """The mean score of a cell's runs with an interval that holds both sources of noise.

    Each resample draws the runs (seeds) with replacement, then each drawn run's score as its
    items resampled would give it: seed-to-seed and item-level variance together. `runs`:
    [{"score", "n", "se", "method", "items"?}]. Below two runs the seed level has no spread and
    the interval is the item level's alone.
    """
    if not runs:
        return None
    rng = np.random.default_rng(seed)
    means = _two_level_means(runs, lambda run, k: _item_draws(run, rng, k), rng, resamples)
    mean = float(np.mean([float(run["score"]) for run in runs]))
    return {
        "runs": len(runs),
        "mean": round(mean, 4),
        **_percentile_interval(means, level),
        "method": "two-level bootstrap",
    }


def paired(
    a: list[dict], b: list[dict], level: float = LEVEL, resamples: int = RESAMPLES, seed: int = SEED
) -> dict | None:
    """B − A over paired runs (same task and seed): resampled by pair, then by item.

    Where both runs of a pair scored the same items (`items` of equal length in both, and equal
    `items_key`), one draw of item indices serves both arms (paired on items too); otherwise
    each arm's items are drawn apart.
    """
    if len(a) != len(b):
        raise ValueError("paired comparison needs runs in pairs")
    if not a:
        return None
    rng = np.random.default_rng(seed)

    def draw(pair: tuple[dict, dict], k: int) -> np.ndarray:
        ra, rb = pair
        ia, ib = ra.get("items"), rb.get("items")
        if (
            ia
            and ib
            and len(ia) == len(ib)
            and ra.get("items_key") is not None
            and ra.get("items_key") == rb.get("items_key")
        ):
            return 100 * _resampled_means(np.asarray(ib, dtype=float) - np.asarray(ia, dtype=float), rng, k)
        return _item_draws(rb, rng, k) - _item_draws(ra, rng, k)

    means = _two_level_means(list(zip(a, b, strict=True)), draw, rng, resamples)
    delta = float(np.mean([float(y["score"]) - float(x["score"]) for x, y in zip(a, b, strict=True)]))
    return {
        "pairs": len(a),
        "delta": round(delta, 4),
        **_percentile_interval(means, level),
        "method": "paired two-level bootstrap",
    }


# ---- power planning ------------------------------------------------------------------------


def seeds_needed(sd: float, delta: float, power: float = 0.8, alpha: float = 0.05) -> int:
    """Pairs (seeds per cell) for a two-sided paired t-test to detect a mean difference `delta`
    (points) at `power`, where one pair's difference has standard deviation `sd` (seed and
    item noise of both arms): statsmodels' TTestPower."""
    from statsmodels.stats.power import TTestPower

    if delta <= 0:
        raise ValueError("the difference to detect must be positive")
    if sd <= 0:
        return 2
    n = TTestPower().solve_power(effect_size=delta / sd, alpha=alpha, power=power, alternative="two-sided")
    return max(2, math.ceil(float(n) - 1e-9))


def expected_width(sd: float, n: int, level: float = LEVEL) -> float:
    """The expected full width of a t interval of a mean difference over `n` pairs (points)."""
    return 2 * float(sps.t.ppf(1 - (1 - level) / 2, n - 1)) * sd / math.sqrt(n)


def pair_sd(runs_a: list[dict], runs_b: list[dict] | None = None) -> float:
    """The standard deviation of one pair's difference, from a pilot.

    With two arms paired by seed: the sample sd of the differences (their item noise included,
    as it is in each run's score). With one arm: a comparison against another arm of the same
    spread, √2 × the sd of its scores.
    """
    if runs_b is not None:
        d = [float(b["score"]) - float(a["score"]) for a, b in zip(runs_a, runs_b, strict=True)]
        return float(np.std(d, ddof=1))
    return math.sqrt(2) * float(np.std([float(r["score"]) for r in runs_a], ddof=1))


def plan(doc: dict) -> dict:
    """`a2rl sweep plan`: per cell, seeds for the difference to detect, and the interval to expect."""
    delta, power, alpha = float(doc["delta"]), float(doc.get("power", 0.8)), float(doc.get("alpha", 0.05))
    rows = []
    for cell in doc["cells"]:
        sd = float(cell["sd"]) if cell.get("sd") is not None else pair_sd(cell["runs"], cell.get("against"))
        n = seeds_needed(sd, delta, power, alpha)
        rows.append(
            {
                **{k: v for k, v in cell.items() if k not in ("runs", "against")},
                "sd": round(sd, 4),
                "seeds": n,
                "expected_ci_width": round(expected_width(sd, n, 1 - alpha), 4),
            }
        )
    return {"delta": delta, "power": power, "alpha": alpha, "cells": rows}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    commands = {
        "interval": lambda d: interval(d["items"], d.get("level", LEVEL)),
        "leaderboard": lambda d: [two_level(g["runs"], d.get("level", LEVEL)) for g in d["groups"]],
        "paired": lambda d: [paired(p["a"], p["b"], d.get("level", LEVEL)) for p in d["comparisons"]],
        "plan": plan,
    }
    if len(argv) != 1 or argv[0] not in commands:
        print(f"usage: python -m a2rl.stats {{{','.join(commands)}}} < input.json", file=sys.stderr)
        return 2
    try:
        out = commands[argv[0]](json.load(sys.stdin))
    except (ValueError, KeyError, TypeError) as err:
        print(json.dumps({"error": f"{type(err).__name__}: {err}"}))
        return 1
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
