"""The learning figures' tables, generated from the committed result files, never typed in.

  python bench/learning_tables.py            # rewrite the generated blocks of bench/RESULTS.md and README.md
  python bench/learning_tables.py --check    # exit 1 when a block differs from what the files give
  python bench/learning_tables.py chosen --task arith   # the settings chosen on validation (JSON)

Reads bench/results/learning/<task>/validation/*.json (bench/select-settings.ts: one training
pipeline per candidate setting, scored on the validation split only) and
bench/results/learning/<task>/<arm>/seed-<S>.json (bench/learning.ts: one benchmark run per seed,
scored on held-out). The chosen candidate is the one whose last policy scores best on validation
(ties: the better mean over its validation evaluations, then the name). Held-out figures carry
95% intervals: a run's over its items (Wilson), a mean over seeds by the two-level bootstrap
(seeds, then items: a2rl.stats.two_level), a difference by the paired two-level bootstrap.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import sys
from fractions import Fraction

import yaml

from a2rl import stats

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESULTS = os.path.join(ROOT, "bench", "results", "learning")
CANDIDATES = os.path.join(ROOT, "bench", "learning")  # <task>.yaml: the candidates of each task
TASKS = ("arith", "alfworld-small")
ARMS = {"grpo": "GRPO", "control": "control: SFT in place of GRPO"}
BLOCKS = {"bench/RESULTS.md": "learning-tables", "README.md": "learning-summary"}


def load(pattern: str) -> list[dict]:
    out = []
    for path in sorted(glob.glob(pattern)):
        with open(path) as f:
            out.append({**json.load(f), "_file": os.path.relpath(path, ROOT)})
    return out


def validation_runs(task: str) -> list[dict]:
    return load(os.path.join(RESULTS, task, "validation", "*.json"))


def seed_runs(task: str, arm: str) -> list[dict]:
    runs = load(os.path.join(RESULTS, task, arm, "seed-*.json"))
    return sorted(runs, key=lambda r: r["seed"])


def unmeasured(task: str) -> list[str]:
    """The candidates of bench/learning/<task>.yaml that have no validation result yet."""
    with open(os.path.join(CANDIDATES, f"{task}.yaml")) as f:
        names = list(yaml.safe_load(f)["candidates"])
    measured = {v["candidate"] for v in validation_runs(task)}
    return [n for n in names if n not in measured]


def won(e: dict) -> Fraction:
    """An evaluation's share of items won, exactly: its score is a percentage rounded to 4 places,
    which two equal shares can miss in the last place after a sum."""
    return Fraction(round(e["score"] / 100 * e["n"]), e["n"])


def chosen(task: str) -> dict | None:
    """The candidate whose last validation score is best (ties: mean over its evaluations, then
    name), once every candidate has been measured: none is chosen from a part of them."""
    scored = [v for v in validation_runs(task) if v["validation"]]
    if not scored or unmeasured(task):
        return None

    def key(v: dict):
        shares = [won(e) for e in v["validation"]]
        return (-shares[-1], -sum(shares) / len(shares), v["candidate"])

    return min(scored, key=key)


# ---- a run's held-out numbers --------------------------------------------------------------


def scored(score: float | None, u: dict | None) -> dict | None:
    """A score with its interval as a2rl.stats takes a run."""
    if score is None:
        return None
    return {"score": score, **({"n": u["n"], "se": u["se"], "method": u["method"]} if u else {})}


def headline(run: dict) -> dict | None:
    """The run's held-out score: its final checkpoint's on the sealed part (the policy the pipeline
    ended with, scored once after the agent stopped), else its last submission's."""
    sealed = run.get("sealed")
    if sealed and sealed.get("score") is not None:
        return scored(sealed["score"], sealed.get("uncertainty"))
    subs = [s for s in run["submissions"] if s["score"] is not None]
    return scored(subs[-1]["score"], subs[-1]["uncertainty"]) if subs else None


def baseline(run: dict) -> dict | None:
    """The base model's score on the part the headline is on (the sealed part where there is one)."""
    sealed = run.get("sealed")
    if sealed and sealed.get("baseline") is not None:
        return scored(sealed["baseline"], sealed.get("baseline_uncertainty"))
    b = run.get("baseline")
    return scored(b["score"], b.get("uncertainty")) if b else None


def stage(run: dict, label: str) -> dict | None:
    """A submission's score on the part that answered the agent, by its pipeline step (sft, iter-6, …)."""
    for s in run["submissions"]:
        if s["label"] == label and s["score"] is not None:
            return scored(s["score"], s["uncertainty"])
    return None


def last_stage(run: dict) -> dict | None:
    subs = [s for s in run["submissions"] if s["score"] is not None]
    return scored(subs[-1]["score"], subs[-1]["uncertainty"]) if subs else None


# ---- formatting ----------------------------------------------------------------------------


def fmt(x: float | None, digits: int = 1) -> str:
    return "—" if x is None else f"{x:.{digits}f}"


def with_ci(score: float | None, u: dict | None) -> str:
    if score is None:
        return "—"
    return f"{score:.1f} [{u['ci'][0]:.1f}, {u['ci'][1]:.1f}]" if u else f"{score:.1f}"


def mean_ci(runs: list[dict | None]) -> str:
    present = [r for r in runs if r]
    if not present:
        return "—"
    m = stats.two_level(present)
    assert m is not None
    return f"**{m['mean']:.1f}** [{m['ci'][0]:.1f}, {m['ci'][1]:.1f}]"


def delta_ci(a: list[dict | None], b: list[dict | None]) -> str:
    pairs = [(x, y) for x, y in zip(a, b, strict=True) if x and y]
    if not pairs:
        return "—"
    d = stats.paired([x for x, _ in pairs], [y for _, y in pairs])
    assert d is not None
    return f"**{d['delta']:+.1f}** [{d['ci'][0]:+.1f}, {d['ci'][1]:+.1f}]"


def table(header: list[str], rows: list[list[str]]) -> list[str]:
    return ["| " + " | ".join(header) + " |", "|" + "---|" * len(header), *("| " + " | ".join(r) + " |" for r in rows)]


# ---- the blocks ----------------------------------------------------------------------------


def validation_score(e: dict) -> str:
    """A validation evaluation's success rate with its Wilson interval over its `n` items."""
    won = round(e["score"] / 100 * e["n"])
    return with_ci(e["score"], stats.interval([1.0] * won + [0.0] * (e["n"] - won)))


def validation_section(task: str) -> list[str]:
    runs = validation_runs(task)
    if not runs:
        return [f"No settings chosen on validation yet for {task} (`bench/learning/{task}.yaml`)."]
    pick = chosen(task)
    missing = unmeasured(task)
    rows = [
        [
            f"`{v['candidate']}`" + (" (chosen)" if pick and v["candidate"] == pick["candidate"] else ""),
            ", ".join(f"{e['label']}: {validation_score(e)}" for e in v["validation"]) or "—",
            f"{v['validation'][-1]['n']}" if v["validation"] else "—",
            f"{v['wall_minutes']:.0f} min" + (" (spans a stop of the machine)" if v.get("reattached_at") else ""),
            f"`{v['_file']}`",
        ]
        for v in runs
    ]
    return [
        f"Settings of {runs[0]['agent']} on {task}, chosen on its validation split (seed {runs[0]['settings']['seed']}; "
        f"no held-out score exists for these runs): `node dist/bench/select-settings.js --candidates bench/learning/{task}.yaml`.",
        "",
        *table(["candidate", "validation score after each step [95% interval]", "items", "wall", "result file"], rows),
        *(
            [
                "",
                f"Not chosen yet: {len(runs)} of {len(runs) + len(missing)} candidates measured (to come: "
                + ", ".join(f"`{n}`" for n in missing)
                + ").",
            ]
            if missing
            else []
        ),
    ]


def seeds_section(task: str, arm: str) -> list[str]:
    runs = seed_runs(task, arm)
    if not runs:
        return []
    rows = []
    for r in runs:
        b = r["baseline"] or {}
        sealed = r.get("sealed") or {}
        rows.append(
            [
                str(r["seed"]),
                f"`{r['run_id']}`",
                with_ci(b.get("score"), b.get("uncertainty")),
                ", ".join(
                    f"{s['label'] or '#' + str(s['submission_id'])} ({s['minute']:.0f} min): {with_ci(s['score'], s['uncertainty'])}"
                    for s in r["submissions"]
                ),
                with_ci(sealed.get("score"), sealed.get("uncertainty")),
                f"{r['wall_minutes']:.0f} min",
            ]
        )
    chosen_as = runs[0]["settings"]["chosen_on_validation"]
    return [
        f"**{ARMS[arm]}** ({runs[0]['agent']}, settings: "
        + (f"`{chosen_as}`, chosen on validation" if chosen_as else "the manifest's")
        + f"; PIPELINE_PARAMS `{json.dumps(runs[0]['settings']['pipeline_params'])}`):",
        "",
        *table(
            [
                "seed",
                "run",
                "baseline",
                "submissions on the feedback part (step, minute: score [95% interval])",
                "final checkpoint on the sealed part",
                "wall",
            ],
            rows,
        ),
    ]


def summary_rows(task: str) -> list[list[str]]:
    grpo, control = seed_runs(task, "grpo"), seed_runs(task, "control")
    if not grpo:
        return []
    by_seed = {r["seed"]: r for r in control}
    paired_control = [by_seed.get(r["seed"]) for r in grpo]
    base = [baseline(r) for r in grpo]
    final = [headline(r) for r in grpo]
    part = "sealed part" if any((r.get("sealed") or {}).get("score") is not None for r in grpo) else "all held-out"
    rows = [[task, f"base model ({part})", str(len(grpo)), mean_ci(base), ""]]
    sealed = part == "sealed part"
    sft = [stage(r, "sft") for r in grpo]
    versus_sft = "GRPO − SFT " + delta_ci(sft, [last_stage(r) for r in grpo]) if any(sft) else ""
    if any(sft):
        rows.append([task, f"SFT ({'feedback part' if sealed else part})", str(len(grpo)), mean_ci(sft), ""])
        if sealed:  # the last submission is on the feedback part, the final score on the sealed one
            rows.append(
                [
                    task,
                    "SFT+GRPO, last (feedback part)",
                    str(len(grpo)),
                    mean_ci([last_stage(r) for r in grpo]),
                    versus_sft,
                ]
            )
    differences = ["final − base " + delta_ci(base, final)] + ([versus_sft] if versus_sft and not sealed else [])
    rows.append([task, f"GRPO route, final ({part})", str(len(grpo)), mean_ci(final), "; ".join(differences)])
    if any(paired_control):
        ctrl = [headline(r) if r else None for r in paired_control]
        rows.append(
            [
                task,
                f"control, final ({part})",
                str(sum(1 for r in ctrl if r)),
                mean_ci(ctrl),
                "GRPO − control " + delta_ci(ctrl, final),
            ]
        )
    return rows


SUMMARY_HEADER = [
    "task",
    "policy",
    "seeds",
    "held-out score, mean [95% interval: seeds and items]",
    "difference [95% interval]",
]


def results_block() -> list[str]:
    lines = [
        "<!-- generated by `python bench/learning_tables.py` from bench/results/learning/: do not edit by hand -->",
        "",
    ]
    for task in TASKS:
        lines += [f"#### {task}", "", *validation_section(task), ""]
        for arm in ARMS:
            section = seeds_section(task, arm)
            if section:
                lines += [*section, ""]
    rows = [r for task in TASKS for r in summary_rows(task)]
    if rows:
        lines += ["#### Over the seeds", "", *table(SUMMARY_HEADER, rows), ""]
    return lines


def summary_block() -> list[str]:
    rows = [r for task in TASKS for r in summary_rows(task)]
    if not rows:
        return ["No learning figures yet (bench/RESULTS.md)."]
    return [
        "<!-- generated by `python bench/learning_tables.py` from bench/results/learning/: do not edit by hand -->",
        "",
        *table(SUMMARY_HEADER, rows),
    ]


def replace_block(text: str, name: str, lines: list[str]) -> str:
    begin, end = f"<!-- {name}:begin -->", f"<!-- {name}:end -->"
    pattern = re.compile(re.escape(begin) + r".*?" + re.escape(end), re.S)
    if not pattern.search(text):
        raise SystemExit(f"no {begin} … {end} block to fill")
    return pattern.sub(lambda _: "\n".join([begin, *lines, end]), text)


def render(path: str) -> tuple[str, str]:
    full = os.path.join(ROOT, path)
    with open(full) as f:
        text = f.read()
    lines = results_block() if BLOCKS[path] == "learning-tables" else summary_block()
    return text, replace_block(text, BLOCKS[path], lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("command", nargs="?", default="write", choices=["write", "chosen"])
    parser.add_argument("--task")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "chosen":
        pick = chosen(args.task)
        if not pick:
            missing = unmeasured(args.task)
            why = f"candidates not measured yet: {', '.join(missing)}" if missing else "no validation results"
            print(f"no settings chosen for {args.task} ({why}; under {RESULTS})", file=sys.stderr)
            return 1
        print(json.dumps({"candidate": pick["candidate"], "overrides": pick["overrides"]}))
        return 0
    stale = []
    for path in BLOCKS:
        old, new = render(path)
        if old != new:
            stale.append(path)
            if not args.check:
                with open(os.path.join(ROOT, path), "w") as f:
                    f.write(new)
    if args.check and stale:
        print(f"out of date: {', '.join(stale)} (run python bench/learning_tables.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
