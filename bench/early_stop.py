"""What stopping a sweep cell early costs (sweep spec `stopWhen`), by simulation.

A cell's runs: each seed's true score is the cell's mean plus seed-to-seed noise (normal, sd
SEED_SD points), measured on N_ITEMS solved-or-not items (binomial). Fixed: MAX_SEEDS seeds.
Early: stop once at least MIN_SEEDS runs are in and the two-level 95% interval (a2rl.stats,
as the sweep computes it) is at most WIDTH points wide. For each rule: how often the reported
interval covers the true mean, the mean absolute error of the mean, and the seeds spent.

  .venv/bin/python bench/early_stop.py [--sims 400] [--out bench/results/early-stop.json]
"""

import argparse
import json
import math

import numpy as np

from a2rl import stats

MEAN, SEED_SD, N_ITEMS, MAX_SEEDS, MIN_SEEDS = 40.0, 6.0, 100, 8, 3


def run_score(rng):
    p = min(0.99, max(0.01, rng.normal(MEAN, SEED_SD) / 100))
    k = rng.binomial(N_ITEMS, p)
    return {
        "score": 100 * k / N_ITEMS,
        "n": N_ITEMS,
        "se": 100 * math.sqrt(k / N_ITEMS * (1 - k / N_ITEMS) / N_ITEMS),
        "method": "wilson",
    }


def simulate(sims, width, seed=7):
    rng = np.random.default_rng(seed)
    rules = {"fixed": [], "early": []}
    for i in range(sims):
        runs = [run_score(rng) for _ in range(MAX_SEEDS)]
        fixed = stats.two_level(runs, resamples=2000, seed=i)
        rules["fixed"].append((fixed, MAX_SEEDS))
        for n in range(MIN_SEEDS, MAX_SEEDS + 1):
            r = stats.two_level(runs[:n], resamples=2000, seed=i)
            if r["ci"][1] - r["ci"][0] <= width or n == MAX_SEEDS:
                rules["early"].append((r, n))
                break
    out = {}
    for name, results in rules.items():
        cover = np.mean([r["ci"][0] <= MEAN <= r["ci"][1] for r, _ in results])
        out[name] = {
            "coverage": round(float(cover), 3),
            "mean_abs_error": round(float(np.mean([abs(r["mean"] - MEAN) for r, _ in results])), 2),
            "mean_seeds": round(float(np.mean([n for _, n in results])), 2),
            "mean_width": round(float(np.mean([r["ci"][1] - r["ci"][0] for r, _ in results])), 2),
        }
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sims", type=int, default=400)
    ap.add_argument("--width", type=float, default=16.0)
    ap.add_argument("--out")
    a = ap.parse_args()
    result = {
        "setup": {
            "mean": MEAN,
            "seed_sd": SEED_SD,
            "items": N_ITEMS,
            "max_seeds": MAX_SEEDS,
            "min_seeds": MIN_SEEDS,
            "width": a.width,
            "sims": a.sims,
        },
        **simulate(a.sims, a.width),
    }
    text = json.dumps(result, indent=1)
    print(text)
    if a.out:
        with open(a.out, "w") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
