"""JSON-lines protocol between Python jobs and the TypeScript activities that run them.

Defined once, in common/job-protocol.ts; job-events.schema.json beside this file is its JSON
Schema, which python/tests/test_protocol.py checks these functions' events against. Every line a
job writes to stdout is one JSON object with an "event" field:
  progress  {"event": "progress", "done": int, "total": int, ...}   -> activity heartbeat
  result    {"event": "result", "score": float, "accuracy_summary": {...}, "error": str|None}
  log       {"event": "log", "message": str}
Training jobs (a2rl.train) also write:
  metrics     {"event": "metrics", "step": int, "loss": float, ...}
  checkpoint  {"event": "checkpoint", "path": str, "step": int}  -> heartbeat details; a retry resumes there
  done        {"event": "done", ...paths and numbers...}          -> the activity's result
  error       {"event": "error", "message": str}                  (exit code 2: settings refused)
Anything meant for humans goes to stderr, which the activity keeps as a log file.
"""

import json
import sys
import time
from typing import Any

_stdout = sys.stdout


def emit(event: str, **fields: Any) -> None:
    fields["event"] = event
    fields.setdefault("ts", time.time())
    _stdout.write(json.dumps(fields) + "\n")
    _stdout.flush()


def progress(done: int, total: int, **fields: Any) -> None:
    emit("progress", done=done, total=total, **fields)


def result(score: float, accuracy_summary: dict | None = None, error: str | None = None, **fields: Any) -> None:
    emit("result", score=float(score), accuracy_summary=accuracy_summary or {}, error=error, **fields)


def log(message: str) -> None:
    emit("log", message=message)


def redirect_library_output() -> None:
    """Send stray prints from libraries to stderr so stdout stays pure JSON lines."""
    sys.stdout = sys.stderr


def evaluator_arguments(argv: list[str] | None = None):
    """The evaluator command line every task shares: --model --data --out [--config JSON] [--defaults JSON].

    Returns the parsed arguments with `config` decoded from JSON. Call after start_job().
    """
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("--model", required=True, help="checkpoint directory to score")
    parser.add_argument("--data", required=True, help="the task's held-out split")
    parser.add_argument("--out", required=True, help="where to write per-item details")
    parser.add_argument("--config", default="{}", help="evaluation settings (JSON)")
    parser.add_argument(
        "--defaults", default="{}", help="the task's own defaults of those settings (JSON): a task variant's"
    )
    args = parser.parse_args(argv)
    args.config = json.loads(args.config)
    args.defaults = json.loads(args.defaults)
    return args


def start_job() -> None:
    """Call first in every job: clean stdout, and die with the worker that started us.

    PR_SET_PDEATHSIG makes the kernel kill this process when its parent dies (for example a
    worker killed with -9), so a crashed worker never leaves an evaluation holding a GPU.
    """
    redirect_library_output()
    try:
        import ctypes
        import signal

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # 1 = PR_SET_PDEATHSIG
    except OSError:
        pass
