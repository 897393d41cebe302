"""Training benchmarks: ALFWorld rollout episodes/s, arith rollout answers/s on vLLM and on
transformers side by side, and SFT/GRPO training tokens/s, measured by
running the GPU worker's own jobs (python/a2rl/train) as the worker runs them.

  .venv/bin/python bench/training.py [--model DIR] [--out FILE.md] [--only alfworld|arith]

Settings via env: BENCH_THREADS (torch threads, default 2), BENCH_GROUP (episodes per game, 4),
BENCH_MAX_STEPS (per episode, 5), BENCH_TRAIN_STEPS (4), BENCH_PROMPT_TOKENS (768).
Prints a markdown section (also appended to --out when given) with the device, the machine load
and the numbers.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = os.path.join(ROOT, "tasks", "alfworld", "games", "json_2.1.1", "train")


def job(kind: str, out: str, config: dict, threads: int) -> tuple[list[dict], float]:
    env = {**os.environ, "TOKENIZERS_PARALLELISM": "false", "A2RL_TORCH_THREADS": str(threads)}
    argv = [sys.executable, "-m", f"a2rl.train.{kind}", "--config", json.dumps(config), "--out", out]
    t0 = time.time()
    proc = subprocess.run(argv, env=env, capture_output=True, text=True)
    wall = time.time() - t0
    print(f"[bench] {kind}: {wall:.0f} s", file=sys.stderr, flush=True)
    if proc.returncode != 0:
        raise SystemExit(f"{kind} failed:\n{proc.stderr[-3000:]}")
    return [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")], wall


def device_line() -> str:
    try:
        import torch

        if torch.cuda.is_available():
            return f"GPU: {torch.cuda.get_device_name(0)}"
    except Exception:  # noqa: BLE001
        pass
    return f"CPU only (no GPU on this machine): {os.cpu_count()} cores, {platform.processor() or platform.machine()}"


def publish(lines: list[str], out: str | None) -> None:
    """Prints a benchmark's markdown section, and appends it to `out` when given."""
    text = "\n".join(lines)
    print(text)
    if out:
        with open(out, "a") as f:
            f.write("\n" + text)


def main() -> int:
    from a2rl.testing import small_model

    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default=None)
    parser.add_argument("--out", default=None)
    parser.add_argument(
        "--only",
        choices=["alfworld", "arith"],
        default=None,
        help="one part: ALFWorld rollouts and SFT/GRPO, or arith rollouts",
    )
    args = parser.parse_args()
    model = args.model or small_model()
    threads = int(os.environ.get("BENCH_THREADS", 2))
    group = int(os.environ.get("BENCH_GROUP", 4))
    max_steps = int(os.environ.get("BENCH_MAX_STEPS", 5))
    train_steps = int(os.environ.get("BENCH_TRAIN_STEPS", 4))
    prompt_tokens = int(os.environ.get("BENCH_PROMPT_TOKENS", 768))
    load_before = os.getloadavg()[0]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        if args.only in (None, "alfworld"):
            events, wall = job(
                "rollout",
                os.path.join(tmp, "rollout"),
                {
                    "model": model,
                    "data": GAMES,
                    "num_games": 1,
                    "group_size": group,
                    "max_steps": max_steps,
                    "max_new_tokens": 24,
                    "temperature": 1.0,
                    "batch_size": group,
                },
                threads,
            )
            done = next(e for e in events if e["event"] == "done")
            rows.append(
                (
                    "rollout (1 game x %d episodes in lockstep, <= %d steps, <= 24 new tokens, full ReAct prompts)"
                    % (group, max_steps),
                    f"{done['episodes_per_second']:.4f} episodes/s; {done['steps'] / done['seconds']:.3f} policy steps/s",
                    f"{wall:.0f} s",
                )
            )
            trajectories = done["trajectories"]
            print(f"[bench] {rows[-1]}", file=sys.stderr, flush=True)

            events, _ = job("expert_data", os.path.join(tmp, "expert"), {"games": GAMES, "num_games": 3}, threads)
            data = next(e for e in events if e["event"] == "done")["data"]
            events, wall = job(
                "sft",
                os.path.join(tmp, "sft"),
                {
                    "model": model,
                    "data": data,
                    "steps": train_steps,
                    "batch_size": 4,
                    "save_every": 10_000,
                    "max_prompt_tokens": prompt_tokens,
                },
                threads,
            )
            m = [e for e in events if e["event"] == "metrics"][-1]
            rows.append(
                (
                    f"SFT ({train_steps} steps x 4 examples, prompts cut to {prompt_tokens} tokens, AdamW, fp32)",
                    f"{m['tokens_per_second']:.0f} tokens/s",
                    f"{wall:.0f} s (incl. load + final checkpoint)",
                )
            )
            print(f"[bench] {rows[-1]}", file=sys.stderr, flush=True)

            # GRPO needs differing rewards in a group: give the rollout's episodes rewards 1, 0, 1, 0.
            eps = [json.loads(line) for line in open(trajectories)]
            for i, e in enumerate(eps):
                e["reward"] = float(i % 2 == 0)
            with open(os.path.join(tmp, "traj.jsonl"), "w") as f:
                f.writelines(json.dumps(e) + "\n" for e in eps)
            events, wall = job(
                "grpo",
                os.path.join(tmp, "grpo"),
                {
                    "model": model,
                    "trajectories": os.path.join(tmp, "traj.jsonl"),
                    "steps": train_steps,
                    "batch_size": 4,
                    "save_every": 10_000,
                    "max_prompt_tokens": prompt_tokens,
                    "kl_coef": 0.04,
                },
                threads,
            )
            m = [e for e in events if e["event"] == "metrics"][-1]
            rows.append(
                (
                    f"GRPO update ({train_steps} steps x 4 turns, prompts cut to {prompt_tokens} tokens, reference-model KL)",
                    f"{m['tokens_per_second']:.0f} tokens/s",
                    f"{wall:.0f} s (incl. load + final checkpoint)",
                )
            )
        if args.only in (None, "arith"):
            # A prompt task's round (arith: 16 prompts x 8 sampled answers of <= 48 tokens), on each engine.
            data = os.path.join(tmp, "arith.jsonl")
            with open(data, "w") as f:
                for i in range(16):
                    a, b = 3 + 7 * i % 50, 2 + 5 * i % 40
                    f.write(
                        json.dumps(
                            {
                                "question": f"Ava has {a} apples. Ava gets {b} more apples. How many apples does Ava have now?",
                                "answer": f"Ava has {a} + {b} = {a + b} apples.\n#### {a + b}",
                            }
                        )
                        + "\n"
                    )
            for backend in ("vllm", "transformers"):
                events, wall = job(
                    "rollout",
                    os.path.join(tmp, f"arith-{backend}"),
                    {
                        "model": model,
                        "task": "arith",
                        "data": data,
                        "num_games": 16,
                        "group_size": 8,
                        "temperature": 1.0,
                        "reward": "final_number",
                        "backend": backend,
                        "batch_size": 32,
                    },
                    threads,
                )
                done = next(e for e in events if e["event"] == "done")
                rows.append(
                    (
                        f"arith rollout, {backend} (16 prompts x 8 sampled answers, <= 48 new tokens)",
                        f"{done['episodes_per_second']:.2f} answers/s ({done['seconds']:.1f} s generating)",
                        f"{wall:.0f} s (incl. engine start)",
                    )
                )
                print(f"[bench] {rows[-1]}", file=sys.stderr, flush=True)
    lines = [
        f"### Training jobs ({time.strftime('%Y-%m-%d')}, `python bench/training.py`)",
        "",
        f"{device_line()}; torch threads {threads}; load average before {load_before:.2f}, after {os.getloadavg()[0]:.2f}; model {os.path.basename(model)}.",
        "",
        "| job | throughput | wall |",
        "|---|---|---|",
        *[f"| {a} | {b} | {c} |" for a, b, c in rows],
        "",
    ]
    publish(lines, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
