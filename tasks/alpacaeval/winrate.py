"""Win rate and length-controlled win rate, as alpaca_eval 0.6.6 computes them.

Preferences: 1 = the reference's output wins, 2 = the model's wins, 1.5 (or 0) = draw, NaN =
missing (left out). `win_rate` is the mean of (p - 1) in percent; `length_controlled_winrate`
is alpaca_eval's GLM `length_controlled_v1`: a logistic regression of the preference on
tanh(standardised length difference), the instruction's difficulty and a "not gamed" indicator
(no intercept, L1, liblinear, C chosen by 5-fold GroupKFold CV on a continuous-label log loss),
fitted on this model's annotations together with the two gamed baselines of `df_gamed.csv`
(weight 0.2 / 2 each), then averaged over the instructions with the length term set to zero.
This is a port of alpaca_eval.metrics.glm_winrate (which this environment cannot import: it
needs setuptools' pkg_resources); tests compare it with values alpaca_eval itself produced.
"""

from __future__ import annotations

import csv
import math
import warnings
from pathlib import Path

import numpy as np

REGULARIZE_TO_BASELINE_LAMBDA = 0.2
N_SPLITS = 5
FEATURES = ["np.tanh(std_delta_len)", "instruction_difficulty", "not_gamed_baseline.astype(float)"]


def _sem(x: np.ndarray) -> float:
    return float(np.std(x, ddof=1) / math.sqrt(len(x))) if len(x) > 1 else math.nan


def head2head(preferences: list[float]) -> dict:
    p = np.asarray(preferences, dtype=float)
    n_draws = int(np.sum((p == 1.5) | (p == 0)))
    p = np.where(p == 0, 1.5, p)
    p = p[(p >= 1) & (p <= 2)] - 1  # NaN fails both comparisons: missing ones are left out
    discrete = np.where(p == 0.5, 0.5, np.round(p))  # ZeroOneScoringRule
    return {
        "win_rate": float(p.mean() * 100) if len(p) else math.nan,
        "standard_error": _sem(p) * 100,
        "n_wins": int(np.sum(p > 0.5)),
        "n_wins_base": int(np.sum(p < 0.5)),
        "n_draws": n_draws,
        "n_total": int(len(p)),
        "discrete_win_rate": float(discrete.mean() * 100) if len(p) else math.nan,
    }


def load_gamed(path: Path) -> tuple[np.ndarray, np.ndarray, dict[int, float]]:
    """df_gamed.csv: the gamed baselines' design rows, labels and the instruction difficulties.

    Difficulties are looked up as alpaca_eval does: by the row label (position) of each
    `index` value's first occurrence in the file.
    """
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    if not rows:
        raise ValueError(f"{path} is empty")
    missing = {"index", "preference", "std_delta_len", "instruction_difficulty", "not_gamed_baseline"} - set(rows[0])
    if missing:
        raise ValueError(f"{path} lacks the columns {sorted(missing)}")
    difficulty: dict[int, float] = {}
    seen: set[str] = set()
    for position, r in enumerate(rows):
        if r["index"] not in seen:
            seen.add(r["index"])
            difficulty[position] = float(r["instruction_difficulty"])
    flag = lambda v: 1.0 if str(v).strip().lower() in ("true", "1", "1.0") else 0.0  # noqa: E731
    X = np.array(
        [
            [math.tanh(float(r["std_delta_len"])), float(r["instruction_difficulty"]), flag(r["not_gamed_baseline"])]
            for r in rows
        ]
    )
    y = np.array([float(r["preference"]) for r in rows])
    return X, y, difficulty


def _logloss_continuous(y_true, y_pred, true_prob, true_sample_weight=None):
    y_true = np.where(y_true == 1, true_prob, 1 - true_prob)
    y_pred = np.clip(y_pred, 1e-15, 1 - 1e-15)
    losses = y_true * np.log(y_pred) + (1 - y_true) * np.log(1 - y_pred)
    if true_sample_weight is not None:
        losses = losses * true_sample_weight
    return -np.mean(losses)


def _fit(X: np.ndarray, y: np.ndarray, sample_weight: np.ndarray):
    """alpaca_eval's fit_LogisticRegressionCV(is_ytrue_proba=True, n_splits=5)."""
    import sklearn
    from sklearn.linear_model import LogisticRegressionCV
    from sklearn.metrics import make_scorer
    from sklearn.model_selection import GroupKFold

    # Each row twice: label 1 weighted by p, label 0 weighted by 1 - p (soft labels for sklearn).
    n = len(y)
    X_dup = np.concatenate([X, X])
    y_dup = np.concatenate([np.ones(n), np.zeros(n)])
    true_prob = np.concatenate([y, 1 - y])
    groups = np.concatenate([np.arange(n), np.arange(n)])
    true_sample_weight = np.concatenate([sample_weight, sample_weight])
    previous = sklearn.get_config()["enable_metadata_routing"]
    sklearn.set_config(enable_metadata_routing=True)
    try:
        with warnings.catch_warnings():
            # scikit-learn >= 1.8 deprecates penalty= (same model as l1_ratios=(1,)); keep alpaca_eval's call
            warnings.simplefilter("ignore", FutureWarning)
            scorer = make_scorer(
                _logloss_continuous, response_method="predict_proba", greater_is_better=False
            ).set_score_request(true_sample_weight=True, true_prob=True)
            model = LogisticRegressionCV(
                cv=GroupKFold(n_splits=N_SPLITS),
                scoring=scorer,
                random_state=123,
                dual=False,
                penalty="l1",
                solver="liblinear",
                fit_intercept=False,
            )
            model.set_fit_request(sample_weight=True)
            model.fit(
                X_dup,
                y_dup,
                sample_weight=true_prob * true_sample_weight,
                groups=groups,
                true_sample_weight=true_sample_weight,
                true_prob=true_prob,
            )
    finally:
        sklearn.set_config(enable_metadata_routing=previous)
    return model


def length_controlled(annotations: list[dict], gamed_csv: Path) -> dict:
    """alpaca_eval's get_length_controlled_winrate(annotations) with glm length_controlled_v1.

    `annotations` are in the reference's order (their position is alpaca_eval's `index`), each
    with output_1 (reference), output_2 (model), generator_1, generator_2 and preference.
    """
    metrics = head2head([a["preference"] for a in annotations])
    if len({a["generator_2"] for a in annotations}) != 1:
        raise ValueError("annotations must come from one model")
    if annotations[0]["generator_1"] == annotations[0]["generator_2"]:
        predicted = np.full(len(annotations), 0.5)  # the baseline against itself
    else:
        X_gamed, y_gamed, difficulty = load_gamed(gamed_csv)
        try:
            diff = np.array([difficulty[i] for i in range(len(annotations))])
        except KeyError as err:
            raise ValueError(f"{gamed_csv} has no instruction difficulty for item {err.args[0]}") from None
        delta = np.array([len(a["output_1"]) - len(a["output_2"]) for a in annotations], dtype=float)
        std_delta = delta / np.std(delta, ddof=1)
        pref = np.array([a["preference"] for a in annotations], dtype=float)
        pref = np.where(pref == 0, 1.5, pref) - 1
        X_own = np.column_stack([np.tanh(std_delta), diff, np.ones(len(annotations))])
        X = np.concatenate([X_gamed, X_own])
        y = np.concatenate([y_gamed, pref])
        weight = np.concatenate([np.full(len(y_gamed), REGULARIZE_TO_BASELINE_LAMBDA / 2), np.ones(len(pref))])
        keep = ~np.isnan(y) & ~np.isnan(X).any(axis=1)  # patsy drops rows with missing features
        model = _fit(X[keep], y[keep], weight[keep])
        X_test = np.column_stack([np.zeros(len(annotations)), diff, np.ones(len(annotations))])
        predicted = model.predict_proba(X_test)[:, 1]
    metrics["length_controlled_winrate"] = float(predicted.mean() * 100)
    metrics["lc_standard_error"] = _sem(predicted) * 100
    return metrics
