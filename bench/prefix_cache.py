"""ALFWorld evaluation with and without the inference engine's prefix cache: the task's own
evaluator (tasks/alfworld/eval.py) on the held-out generated games, run twice, A2RL_PREFIX_CACHE=1
then 0; wall time, policy steps and per-game results (which must agree).

  .venv/bin/python bench/prefix_cache.py [--backend vllm|transformers] [--model DIR] [--games N] [--steps N] [--out FILE.md]

Prints a markdown section (also appended to --out when given).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

from training import device_line, publish

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HELDOUT = os.path.join(ROOT, "tasks", "alfworld", "games", "json_2.1.1")


def evaluate(model: str, cfg: dict, cache: bool, out_dir: str) -> tuple[dict, float]:
    out = os.path.join(out_dir, f"result-{int(cache)}.json")
    env = {**os.environ, "TOKENIZERS_PARALLELISM": "false", "A2RL_PREFIX_CACHE": "1" if cache else "0"}
    argv = [
        sys.executable,
        os.path.join(ROOT, "tasks", "alfworld", "eval.py"),
        "--model",
        model,
        "--data",
        HELDOUT,
        "--out",
        out,
        "--config",
        json.dumps(cfg),
    ]
    t0 = time.time()
    proc = subprocess.run(argv, env=env, capture_output=True, text=True)
    wall = time.time() - t0
    if proc.returncode != 0 or not os.path.exists(out):
        raise SystemExit(f"eval.py failed:\n{proc.stderr[-3000:]}")
    with open(out) as f:
        return json.load(f), wall


def main() -> int:
    from a2rl.testing import small_model

    parser = argparse.ArgumentParser()
    parser.add_argument("--backend", default="transformers", choices=["vllm", "transformers"])
    parser.add_argument("--model", default=None)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    model = args.model or small_model()
    cfg = {
        "num_games": args.games,
        "max_steps": args.steps,
        "threads": int(os.environ.get("BENCH_THREADS", 2)),
        "backend": args.backend,
    }
    load = os.getloadavg()[0]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for cache in (True, False):
            result, wall = evaluate(model, cfg, cache, tmp)
            steps = sum(g["steps"] for g in result["games"])
            rows.append((cache, result, wall, steps))
            print(
                f"[bench] prefix cache {'on' if cache else 'off'}: {wall:.0f} s, {steps} steps",
                file=sys.stderr,
                flush=True,
            )
    on, off = ([(g["game"], g["won"], g["steps"]) for g in result["games"]] for _, result, _, _ in rows)
    same = on == off
    lines = [
        f"### ALFWorld evaluation on {args.backend} with and without the prefix cache ({time.strftime('%Y-%m-%d')}, `python bench/prefix_cache.py --backend {args.backend}`)",
        "",
        f"{device_line()}; torch threads {cfg['threads']}; load average before {load:.2f}, after {os.getloadavg()[0]:.2f}; "
        f"`tasks/alfworld/eval.py` on {args.games} held-out games × ≤ {args.steps} steps, model {os.path.basename(model)}.",
        "",
        "| prefix cache | wall (incl. load) | policy steps | s per step | score |",
        "|---|---|---|---|---|",
    ]
    for cache, result, wall, steps in rows:
        lines.append(
            f"| {'on' if cache else 'off (A2RL_PREFIX_CACHE=0)'} | {wall:.0f} s | {steps} | {wall / max(steps, 1):.2f} | {result['score']:.2f} |"
        )
    lines += ["", f"Same games, wins and step counts with and without the cache: {'yes' if same else 'NO'}.", ""]
    publish(lines, args.out)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
