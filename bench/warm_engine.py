"""A run's evaluations with a new engine each (as the harness ran them, and the reference's
OpenCompass pipeline does) against one warm engine that reads each new checkpoint's weights in
place (a2rl.warm), on the same checkpoints and problems. Result file: bench/results/warm-engine.json.

  PYTHONPATH=python .venv/bin/python bench/warm_engine.py [--task arith] [--checkpoints 3] [--limit N]

The checkpoints are the base model and copies of it with seeded noise on its matrices (the
weights differ, the tensors do not). Each evaluation is timed from its request to its result
line: for a new engine, a new evaluator process (interpreter, imports, engine start, scoring);
for the warm engine, a request to one `python -m a2rl.warm` process (the first starts its engine,
the later ones reload weights). Both arms score every checkpoint; their scores must agree.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import torch
from safetensors.torch import load_file, save_file

sys.path.insert(0, os.path.dirname(__file__))
import result_file  # noqa: E402

from a2rl.testing import ROOT, evaluator_env, small_model  # noqa: E402


def noisy_copy(src: str, dst: str, seed: int) -> str:
    import shutil

    shutil.copytree(src, dst)
    gen = torch.Generator().manual_seed(seed)
    path = os.path.join(dst, "model.safetensors")
    tensors = load_file(path)
    save_file(
        {
            n: (t + 0.01 * torch.randn(t.shape, generator=gen).to(t.dtype) if t.dim() == 2 else t).contiguous()
            for n, t in tensors.items()
        },
        path,
        metadata={"format": "pt"},
    )
    return dst


def events(stream):
    for line in stream:
        line = line.strip()
        if line.startswith("{"):
            yield json.loads(line)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--task", default="arith")
    parser.add_argument("--checkpoints", type=int, default=3)
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--data", help="the task's prepared data folder (holding heldout/); default: prepared here")
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "results", "warm-engine.json"))
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="a2rl-warm-bench-")
    task_dir = os.path.join(ROOT, "tasks", args.task)
    script = os.path.join(task_dir, "evaluate.py")
    data = args.data
    if not data:
        data = os.path.join(work, "data")
        subprocess.run(
            [sys.executable, os.path.join(task_dir, "prepare.py"), "--out", data],
            check=True,
            env=evaluator_env(),
            capture_output=True,
        )
    heldout = os.path.join(data, "heldout")
    base = small_model()
    checkpoints = [base] + [noisy_copy(base, os.path.join(work, f"ckpt-{i}"), i) for i in range(1, args.checkpoints)]
    config = json.dumps({"threads": 2, "kv_cache_gib": 0.5, **({"limit": args.limit} if args.limit else {})})

    def argv(i: int) -> list[str]:
        return [
            "--model",
            checkpoints[i],
            "--data",
            heldout,
            "--out",
            os.path.join(work, f"result-{i}.json"),
            "--config",
            config,
        ]

    fresh = []
    for i in range(len(checkpoints)):
        start = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, script, *argv(i)], capture_output=True, text=True, env=evaluator_env(), cwd=task_dir
        )
        seconds = time.perf_counter() - start
        (result,) = [e for e in events(proc.stdout.splitlines()) if e["event"] == "result"]
        fresh.append(
            {"seconds": round(seconds, 2), "score": result["score"], "eval_seconds": result.get("eval_seconds")}
        )

    warm = []
    server = subprocess.Popen(
        [sys.executable, "-m", "a2rl.warm"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=evaluator_env(),
        cwd=task_dir,
    )
    stream = events(server.stdout)
    for i in range(len(checkpoints)):
        start = time.perf_counter()
        server.stdin.write(json.dumps({"script": script, "argv": argv(i)}) + "\n")
        server.stdin.flush()
        result = next(e for e in stream if e["event"] == "result")
        seconds = time.perf_counter() - start
        idle = next(e for e in stream if e["event"] == "idle")
        warm.append(
            {
                "seconds": round(seconds, 2),
                "score": result["score"],
                "eval_seconds": result.get("eval_seconds"),
                "engines_started": idle["started"],
                "reloads": idle["reloaded"],
            }
        )
    server.stdin.close()
    server.wait(timeout=120)

    assert [f["score"] for f in fresh] == [w["score"] for w in warm], "the two arms disagree on a score"
    later = lambda arm: [r["seconds"] for r in arm[1:]]  # noqa: E731 - the evaluations after the first
    result_file.write(
        args.out,
        {
            "task": args.task,
            "checkpoints": len(checkpoints),
            "limit": args.limit,
            "machine": f"{os.cpu_count()} CPUs",
            "new_engine_each": fresh,
            "warm_engine": warm,
            "later_evaluations_mean_seconds": {
                "new_engine_each": round(sum(later(fresh)) / len(later(fresh)), 2),
                "warm_engine": round(sum(later(warm)) / len(later(warm)), 2),
            },
        },
    )


if __name__ == "__main__":
    main()
